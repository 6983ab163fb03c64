// Page behaviour that is not a calculator's, mounted from Material's document$ (first
// load and every instant navigation).
//
// Links within the page: Material's instant navigation takes every link to a page of the
// site, a heading of the same page too, and fetches the page again and shows it anew for
// the first such link after a load (its record of addresses starts empty, so the first
// counts as a new page), and for Back after it.  A player who had changed a value and
// then tapped a heading in the page's contents had the calculators mounted again (their
// notice once more, fold-outs shut, a Python request each) and was taken to the
// calculator the address now named instead of the heading; on a slow link the heading
// waited for the page to arrive.  Such links are the browser's: marked as for this very
// tab (`target="_self"`, which Material leaves alone) and followed natively; the moves in
// history between them (Back, Forward) are kept from Material by an inline script of
// every page (overrides/main.html), since its listener has to come before Material's.
//
// The language switcher: Material's instant navigation swaps the page's content but not
// the header, so after a click the switcher would still offer the first page's
// counterparts.  Each page carries its own switcher links in a <template
// data-language-links> inside the swapped part (overrides/main.html); copy them.  A
// player who switches language keeps the numbers entered: the calculators' state in the
// address goes along (the other language's calculators read it as from a shared link),
// with the names the page itself gave in the other language's words («Вы» is «Você»).
//
// The glossary's terms show their English names in Material's tooltips: each tooltip is
// marked with the language of its title, for a screen reader to read it in that voice.
//
// A heading reached from another page (a search result, a link): Material sends the browser
// to it as soon as the page's content is in, before the page has settled.  The calculators
// mounting above it then moved it (their tools row shows, their headline goes to the bar:
// 78 px too far on a desktop, the heading under the header), and on a phone the search's
// scroll lock, still on for 100 ms after the search closes, voided the move (the reader was
// left at the top of the page, whenever the page came from the service worker's copy in
// time).  And when the page had moved in the 100 ms before the reader followed a link and
// the new page took longer than that to come, Material took the arrival for a return by
// Back and left the reader at the old page's place: the heading not gone to (once in CI on
// the fast link: the page at its top), a page without one opened far down.  Once the page
// has settled, the reader is taken to the heading again, or to the top of a page that came
// by a link.
//
// Material's back-to-top button comes out under the header as the reader scrolls up.  Over a
// calculator it lay on the fields and + buttons a player taps, and a tap meant for a count
// took them to the top of the page: while a calculator is in the band the button takes, the
// button keeps out of the way (body.calc-under-top, calculators.css).

import { stateHash } from "./calculators-state.mjs";
import { shownStates } from "./calculators-view.mjs";

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

/** Point a language link at its page with the position the calculators show. */
function carryState(event) {
  const link = event.target instanceof Element ? event.target.closest(".md-select__link[hreflang]") : null;
  if (!link) return;
  const url = new URL(link.href);
  url.hash = stateHash(location.hash, shownStates(document, link.getAttribute("hreflang")));
  link.href = url.href;
}

/** Leave a link to a heading of this page to the browser (see the top of this file). */
export function followWithinPage(event) {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!link || (link.target && link.target !== "_self")) return;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = new URL(link.href, location.href);
  const shown = window.calcPage?.shown ?? location.pathname;
  const here = url.origin === location.origin && url.pathname === shown && url.search === location.search;
  if (!here || !url.hash) return;
  link.target = "_self";
  // Where the reader was, kept in this entry for Back: by the browser (Material turns its
  // scroll restoration off for its own navigations), and, in the shape Material's own links
  // leave it (it saves it only 100 ms after a scroll), for a return from another page.
  history.scrollRestoration = "auto";
  history.replaceState({ x: scrollX, y: scrollY }, "");
  // Material closes its drawer (a phone's menu) after its own navigations, and after the
  // browser's only when it finds the heading by the address, which it does not decode: a
  // Cyrillic heading's link would leave the drawer over the page.  Once the link is followed:
  const drawer = document.querySelector("[data-md-toggle=drawer]");
  setTimeout(() => drawer?.checked && drawer.click());
}

// Before anything follows the link: a tap, a click, the keyboard, "open in a new tab".
for (const type of ["pointerdown", "focusin", "click", "auxclick", "contextmenu"]) {
  document.addEventListener(type, carryState, true);
}

document.addEventListener("click", followWithinPage, true);
function followMaterial() {
  // The page Material heads for, for the moves in history it is left out of (overrides/main.html).
  if (typeof window.location$?.subscribe === "function" && window.calcPage) {
    window.location$.subscribe((url) => {
      window.calcPage.shown = url.pathname;
    });
  }
  if (typeof window.document$?.subscribe === "function") {
    let instant = false; // the first page is loaded whole, the next ones come by instant navigation
    window.document$.subscribe(() => {
      mountLanguageLinks();
      guardBackToTop();
      settleOnArrival(instant);
      instant = true;
    });
  }
}

/** The element of the page the address names, outside the calculators (whose links say
 *  what they hold, not where to go), or null. */
export function addressedElement(doc = document, hash = location.hash) {
  let id;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null; // a malformed address names nothing
  }
  const el = id ? doc.getElementById(id) : null;
  return el && !el.closest("[data-calculator]") ? el : null;
}

// Whether the page in view was reached by Back or Forward (or reloaded), where Material and
// the browser put back where the reader was, rather than by a link.  Material's own sign, a
// place written into the history entry, is not a sure one: it writes the place 100 ms after
// the page last moved, into the new page's entry too when a link was followed within those
// 100 ms and the page took longer to come.  The Navigation API says how each move was made;
// without it (older browsers) Material's sign is all there is.
let returned = ["back_forward", "reload"].includes(performance.getEntriesByType?.("navigation")?.[0]?.type);
window.navigation?.addEventListener("navigate", (event) => {
  const to = new URL(event.destination.url);
  if (to.pathname !== location.pathname) returned = event.navigationType === "traverse";
});
const cameBack = () => (window.navigation ? returned : history.state !== null);

/** Take the reader to the heading the address names once the page has settled (see the top
 *  of this file), or, to a page Material's instant navigation brought (`instant`) without
 *  one, to its top.  Not after Back or Forward: there Material puts back where the reader was. */
export function settleOnArrival(instant, doc = document) {
  if (cameBack()) return;
  const heading = addressedElement(doc);
  // The address after «#» names nothing of the page (the calculators' values: they go to
  // their own place), or the page was loaded whole (the reader may be reading it already).
  if (!heading && (location.hash || !instant)) return;
  // On a phone the page is laid out wider than the screen for a moment as the search closes
  // (the header's language list sticks out while its buttons come back): the browser zooms
  // out, and a heading put at the top then lands hundreds of pixels lower.  Wait (a second
  // at most) until the page is the screen's width again.
  let frames = 60;
  const go = () =>
    requestAnimationFrame(() => {
      const zoomedOut = window.visualViewport && innerHeight - visualViewport.height > 1;
      if (zoomedOut && --frames > 0) go();
      else if (!heading) scrollTo(0, 0);
      else if (heading.isConnected) goTo(heading);
    });
  const locked = () => doc.body.hasAttribute("data-md-scrolllock");
  if (!locked()) {
    go();
    return;
  }
  const lock = new MutationObserver(() => {
    if (locked()) return;
    lock.disconnect();
    go();
  });
  lock.observe(doc.body, { attributes: true, attributeFilter: ["data-md-scrolllock"] });
}

/** Go to `heading` as Material goes to a page's heading: a move to the address's own «#…», so
 *  that it is the page's :target, which Material's scroll margin keeps clear of the header.
 *  Already the :target (Material went there first), it is scrolled to again. */
function goTo(heading) {
  if (heading.matches(":target")) {
    heading.scrollIntoView();
    return;
  }
  const link = document.createElement("a");
  link.href = location.hash;
  const restoration = history.scrollRestoration;
  history.scrollRestoration = "auto"; // as Material does around its own such move
  link.click();
  history.scrollRestoration = restoration;
}

let backToTopGuard = null;

/** Watch the band under the header where the back-to-top button comes out: the body is
 *  marked while a calculator is in it (see the top of this file). */
export function guardBackToTop(doc = document) {
  backToTopGuard?.disconnect();
  doc.body.classList.remove("calc-under-top");
  const button = doc.querySelector(".md-top");
  const calculators = doc.querySelectorAll("[data-calculator]");
  if (!button || !calculators.length || typeof IntersectionObserver !== "function") return;
  const header = doc.querySelector(".md-header")?.offsetHeight ?? 0;
  const bottom = (parseFloat(getComputedStyle(button).top) || header) + button.offsetHeight;
  const inBand = new Set();
  backToTopGuard = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inBand.add(entry.target);
        else inBand.delete(entry.target);
      }
      doc.body.classList.toggle("calc-under-top", inBand.size > 0);
    },
    { rootMargin: `-${header}px 0px -${Math.max(0, innerHeight - bottom)}px 0px` },
  );
  for (const calculator of calculators) backToTopGuard.observe(calculator);
}

let resizeTimer;
addEventListener("resize", () => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => guardBackToTop(), 200);
});

/** A tooltip Material made of an element's title is read in the title's language
 *  (data-title-lang: the glossary's English names, hooks/glossary.py), not the page's. */
export function markTooltipLanguage(tooltip, doc = document) {
  if (!tooltip.id) return;
  const host = doc.querySelector(`[aria-describedby~="${CSS.escape(tooltip.id)}"][data-title-lang]`);
  if (host) tooltip.lang = host.dataset.titleLang;
}

// Material adds its tooltips to the end of <body>, as a term is focused, hovered or shown.
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node instanceof Element && node.classList.contains("md-tooltip2")) markTooltipLanguage(node);
    }
  }
}).observe(document.body, { childList: true });

// Last, once everything above is defined: Material's document$ may emit at once.  Its
// script may come after this module on a page with a calculator (hooks/calculators_early.js):
// then once it has run.
if (window.document$ || !window.calcMaterial) followMaterial();
else window.calcMaterial.attached.then(followMaterial);
