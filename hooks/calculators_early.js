// Starts the calculators' worker as soon as the <head> of a page with a calculator is
// parsed, before the page's styles and scripts arrive: overrides/main.html puts this file
// inline after <meta name="calculators-runtime" data-worker="...">, and the page's
// Content-Security-Policy allows it by its hash (hooks/csp.py).  calculators-client.mjs
// adopts the worker, with the messages and errors it had meanwhile.  A classic script, so
// that it runs while the page is parsed.
//
// On a phone's CPU the form is on screen seconds before the page's module attaches: a
// calculator whose fields are focused or typed in meanwhile is marked (data-calc-typed), so
// that the module keeps what the player has in hand over remembered values, and its result,
// the page's own, is shown as not for the typed values (data-calc-stale dims it).  And the
// presets' row above the form keeps its room from the first paint (data-calc-scripted), or
// the form would move down under the player's finger when the module shows it.
//
// It also holds back Material's search until Python has started: the search worker builds
// its index as soon as it is given it, about 0.8 s of work on a 2-core machine, which
// otherwise competes with Python's start for the cores.  The messages the page sends to
// that worker (the index first) wait until the calculators' worker is ready or has failed,
// or for 10 s at the most; the search works as before once they are delivered.
(function () {
  "use strict";
  var meta = document.querySelector('meta[name="calculators-runtime"]');
  var usable = /^https?:$/.test(location.protocol) && typeof WebAssembly === "object" && typeof Worker === "function";
  if (!meta || !usable) return;
  // The page's module will attach: the stylesheet keeps room for what it shows above the form.
  document.documentElement.setAttribute("data-calc-scripted", "");
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

  function touched(event) {
    var field = event.target;
    var root = field && field.closest && field.matches("input, select, textarea") && field.closest("[data-calculator]");
    if (!root || root.hasAttribute("data-mounted")) return;
    root.setAttribute("data-calc-typed", "");
    if (event.type !== "focusin") root.setAttribute("data-calc-stale", "typed");
  }
  document.addEventListener("focusin", touched, true);
  document.addEventListener("input", touched, true);
  document.addEventListener("change", touched, true);

  var started = new Promise(function (resolve) {
    early.worker.addEventListener("message", function (event) {
      var type = event.data && event.data.type;
      if (type === "ready" || type === "fatal") resolve();
    });
    early.worker.addEventListener("error", resolve);
    setTimeout(resolve, 10000);
  });
  var NativeWorker = window.Worker;
  var SearchWorker = function (url, options) {
    var worker = new NativeWorker(url, options);
    if (!/\/assets\/javascripts\/workers\/search\.[^/]*\.js$/.test(new URL(url, location.href).pathname)) {
      return worker;
    }
    var post = worker.postMessage.bind(worker);
    worker.postMessage = function () {
      var args = arguments;
      started.then(function () {
        post.apply(null, args);
      });
    };
    return worker;
  };
  SearchWorker.prototype = NativeWorker.prototype;
  window.Worker = SearchWorker;
})();
