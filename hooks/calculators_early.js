// Starts the calculators' worker as soon as the <head> of a page with a calculator is
// parsed, before the page's styles and scripts arrive: overrides/main.html puts this file
// inline after <meta name="calculators-runtime" data-worker="...">, and the page's
// Content-Security-Policy allows it by its hash (hooks/csp.py).  calculators-client.mjs
// adopts the worker, with the messages and errors it had meanwhile.  A classic script, so
// that it runs while the page is parsed.
(function () {
  "use strict";
  var meta = document.querySelector('meta[name="calculators-runtime"]');
  var usable = /^https?:$/.test(location.protocol) && typeof WebAssembly === "object" && typeof Worker === "function";
  if (!meta || !usable) return;
  var early = {
    url: new URL(meta.getAttribute("data-worker"), location.href).href,
    messages: [],
    errors: [],
    adopted: false,
  };
  try {
    early.worker = new Worker(early.url, { type: "module" });
  } catch (error) {
    return;
  }
  early.worker.addEventListener("message", function (event) {
    if (!early.adopted) early.messages.push(event.data);
  });
  early.worker.addEventListener("error", function (event) {
    if (early.adopted) return;
    event.preventDefault();
    early.errors.push(event.message || "");
  });
  window.__calculatorsWorker = early;
})();
