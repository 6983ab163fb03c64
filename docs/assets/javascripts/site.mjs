// Page behaviour that is not a calculator's, mounted from Material's document$ (first
// load and every instant navigation).
//
// The language switcher: Material's instant navigation swaps the page's content but not
// the header, so after a click the switcher would still offer the first page's
// counterparts.  Each page carries its own switcher links in a <template
// data-language-links> inside the swapped part (overrides/main.html); copy them.  A
// player who switches language keeps the numbers entered: the calculators' state in the
// address goes along (the other language's calculators read it as from a shared link).

import { isLinkState } from "./calculators-state.mjs";

/** Point the header's language links at this page's counterparts. */
export function mountLanguageLinks(doc = document) {
  const source = doc.querySelector("template[data-language-links]");
  if (!source) return;
  const base = doc.location?.href ?? document.baseURI;
  for (const link of source.content.querySelectorAll("a[hreflang]")) {
    const lang = link.getAttribute("hreflang");
    const target = doc.querySelector(`.md-select__link[hreflang="${CSS.escape(lang)}"]`);
    if (target) target.href = new URL(link.getAttribute("href"), base).href;
  }
}

/** Point a language link at its page with the calculators' state now in the address. */
function carryState(event) {
  const link = event.target instanceof Element ? event.target.closest(".md-select__link[hreflang]") : null;
  if (!link) return;
  const url = new URL(link.href);
  url.hash = isLinkState(location.hash) ? location.hash : "";
  link.href = url.href;
}

// Before anything follows the link: a tap, a click, the keyboard, "open in a new tab".
for (const type of ["pointerdown", "focusin", "click", "auxclick", "contextmenu"]) {
  document.addEventListener(type, carryState, true);
}

if (typeof window.document$?.subscribe === "function") window.document$.subscribe(() => mountLanguageLinks());
