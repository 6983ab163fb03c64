// Page behaviour that is not a calculator's, mounted from Material's document$ (first
// load and every instant navigation).
//
// The language switcher: Material's instant navigation swaps the page's content but not
// the header, so after a click the switcher would still offer the first page's
// counterparts.  Each page carries its own switcher links in a <template
// data-language-links> inside the swapped part (overrides/main.html); copy them.

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

if (typeof window.document$?.subscribe === "function") window.document$.subscribe(() => mountLanguageLinks());
