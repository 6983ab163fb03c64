// Starts the calculators' worker as soon as the <head> of a page with a calculator is
// parsed, before the page's styles and scripts arrive: overrides/main.html puts this file
// inline after <meta name="calculators-runtime" data-worker="...">, and the page's
// Content-Security-Policy allows it by its hash (hooks/csp.py).  calculators-session.mjs
// adopts the worker, with the messages and errors it had meanwhile.  A classic script, so
// that it runs while the page is parsed.
//
// On a page the service worker controls (a reader who has been here), it also compiles
// Python's WebAssembly from the service worker's copy and posts the module to the worker,
// which would otherwise ask for it only once its thread has started (stop 56).
//
// On a phone's CPU the form is on screen seconds before the page's module attaches: a
// calculator whose fields are focused or typed in meanwhile is marked (data-calc-typed), so
// that the module keeps what the player has in hand over remembered values, and its result,
// the page's own, is shown as not for the typed values (data-calc-stale dims it).  And the
// presets' row above the form keeps its room from the first paint (data-calc-scripted), or
// the form would move down under the player's finger when the module shows it.
//
// It also holds back Material's search until the page's calculators are live: its worker
// evaluates Lunr and builds the index as soon as it is given it, about 0.8 s of work on a
// 2-core machine, which otherwise competes with Python's start and the first results for
// the cores.  Material's `new Worker(...)` for its search gets a stand-in that keeps the
// messages the page sends (the index first); the real worker is created and given them once
// every calculator of the page is ready, invalid or failed, as soon as the reader opens the
// search, or after 10 s at the most.  The search works as before from then on.
//
// And on a visit that finds Python kept by the service worker, Material's own script waits
// until the calculators are live too (1 s at the most, or until the reader reaches for the
// page outside a calculator).  Python's start from the kept memory image is then all the
// calculators wait for, and it shares the machine's cores with the page: the same worker
// is ready 0.35 s after navigation on an empty page, 0.54 s on a calculator's page, of which
// Material's script (one task that lays the whole page out) takes some 86 ms (stop 50).
// overrides/main.html puts Material's script in a <template> at its place and, after it,
// calls calcMaterial.run(); Material reads DOMContentLoaded once, which has then passed,
// so it is told again, to its script only.  The page's modules subscribe to Material's
// document$ once calcMaterial.attached is settled.
(function () {
  "use strict";
  // At most this long after navigation (ms), Material's script runs, calculators live or not.
  var MATERIAL_AT_MOST_MS = 1000;
  var attach;
  var material = {
    attached: new Promise(function (resolve) {
      attach = resolve;
    }),
    until: null, // a promise of the moment Material's script may run; null: at once
    run: function () {
      var template = document.querySelector("template[data-calc-held]");
      if (!template) return;
      Promise.resolve(material.until).then(function () {
        attachMaterial(template);
      });
    },
  };
  window.calcMaterial = material;

  function attachMaterial(template) {
    var held = template.content.firstElementChild;
    var script = document.createElement("script");
    held.getAttributeNames().forEach(function (name) {
      script.setAttribute(name, held.getAttribute(name));
    });
    script.async = false; // before any other script inserted after it
    var add = document.addEventListener;
    document.addEventListener = function (type, listener) {
      if (type !== "DOMContentLoaded" || document.readyState === "loading") return add.apply(this, arguments);
      setTimeout(function () {
        var event = new Event(type);
        if (typeof listener === "function") listener.call(document, event);
        else listener.handleEvent(event);
      });
    };
    function done() {
      delete document.addEventListener; // the document's own again
      attach();
    }
    script.addEventListener("load", done);
    script.addEventListener("error", done);
    template.replaceWith(script);
  }

  var meta = document.querySelector('meta[name="calculators-runtime"]');
  var usable = /^https?:$/.test(location.protocol) && typeof WebAssembly === "object" && typeof Worker === "function";
  if (!meta || !usable) return;
  // The page's module will attach: the stylesheet keeps room for what it shows above the form.
  document.documentElement.setAttribute("data-calc-scripted", "");
  // As Material's script does first: its styles for a page with scripts, from the first paint.
  document.documentElement.classList.remove("no-js");
  document.documentElement.classList.add("js");
  var early = {
    url: new URL(meta.getAttribute("data-worker"), location.href).href,
    messages: [],
    errors: [],
    adopted: false,
  };
  // A page the service worker controls has probably kept Python: it compiles the WebAssembly
  // itself, from the service worker's copy, and gives the module to the worker, whose name
  // tells it to wait for it (calculators-wasm.mjs `moduleFromPage`).  Its request starts now,
  // while the worker's thread waits for this page's thread to start it (10-120 ms, stop 55):
  // the module was in 177-188 -> 139-162 ms into the worker's start (stop 56, medians).
  var wasmHref = meta.getAttribute("data-wasm");
  var compiles = Boolean(
    wasmHref && typeof caches === "object" && navigator.serviceWorker && navigator.serviceWorker.controller && WebAssembly.compileStreaming,
  );
  try {
    early.worker = new Worker(early.url, compiles ? { type: "module", name: "page-wasm" } : { type: "module" });
  } catch (error) {
    return;
  }
  if (compiles) compileForWorker(wasmHref, early.worker);
  early.worker.addEventListener("message", function (event) {
    if (!early.adopted) early.messages.push(event.data);
  });
  early.worker.addEventListener("error", function (event) {
    if (early.adopted) return;
    event.preventDefault();
    early.errors.push(event.message || "");
  });
  window.__calculatorsWorker = early;

  /** Python's WebAssembly, kept by the service worker, compiled and posted to `worker`
   *  ("wasm" in calculators-protocol.mjs); null when it is not kept, and the worker fetches
   *  it.  Looked up first, not asked for from a cache only: such a request that fails is an
   *  error in the reader's console (stop 56).  Then fetched through the service worker, which
   *  answers from its copy: compiled from a response it gave, the browser's code cache
   *  serves it (from `caches.match` itself, it would not). */
  function compileForWorker(href, worker) {
    function give(module) {
      worker.postMessage({ type: "wasm", id: 0, data: { module: module } });
    }
    var url;
    new Promise(function (resolve) {
      url = new URL(href, location.href).href;
      resolve(caches.match(url));
    })
      .then(function (kept) {
        if (!kept) return null;
        return fetch(url).then(function (response) {
          if (!response.ok) throw new Error(String(response.status));
          return WebAssembly.compileStreaming(response);
        });
      })
      .then(give, function () {
        give(null);
      });
  }

  var wentLive; // the search's release below: the calculators are live (or the search is asked for)
  var calculatorsLive = new Promise(function (resolve) {
    wentLive = resolve;
  });
  material.until = (typeof caches === "object" ? caches.match(early.url) : Promise.resolve(null)).then(
    function (kept) {
      if (!kept) return null; // a first visit: Python comes from the network, Material at once
      // Python is kept: the page's modules, all at once rather than one import level a round
      // trip after another (hooks/module_preload.py; on a first visit they would share the
      // link with Python's download as the worker measures it).
      (meta.getAttribute("data-modules") || "").split(" ").forEach(function (href) {
        if (!href) return;
        var link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        document.head.appendChild(link);
      });
      var reached;
      var reaching = new Promise(function (resolve) {
        reached = function (event) {
          if (!(event.target && event.target.closest && event.target.closest("[data-calculator]"))) resolve();
        };
      });
      ["pointerdown", "keydown", "focusin"].forEach(function (type) {
        document.addEventListener(type, reached, true);
      });
      var atMost = new Promise(function (resolve) {
        setTimeout(resolve, Math.max(0, MATERIAL_AT_MOST_MS - performance.now()));
      });
      return Promise.race([calculatorsLive, reaching, atMost]).then(function () {
        ["pointerdown", "keydown", "focusin"].forEach(function (type) {
          document.removeEventListener(type, reached, true);
        });
      });
    },
    function () {
      return null;
    },
  );

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

  var SEARCH_WORKER = /\/assets\/javascripts\/workers\/search\.[^/]*\.js$/;
  var NativeWorker = window.Worker;
  var held = [];
  var released = false;
  function release() {
    wentLive();
    if (released) return;
    released = true;
    live.disconnect();
    clearTimeout(timer);
    held.splice(0).forEach(function (start) {
      start();
    });
  }
  var live = new MutationObserver(function () {
    var roots = document.querySelectorAll("[data-calculator]");
    for (var i = 0; i < roots.length; i++) {
      if (!/^(ready|invalid|failed)$/.test(roots[i].getAttribute("data-calc-state"))) return;
    }
    if (roots.length) release();
  });
  live.observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ["data-calc-state"] });
  var timer = setTimeout(release, 10000);
  // Material's search opens with its toggle (a checkbox) and focuses its field.
  document.addEventListener("change", function (event) {
    if (event.target && event.target.id === "__search") release();
  }, true);
  document.addEventListener("focusin", function (event) {
    if (event.target && event.target.matches && event.target.matches("[data-md-component=search-query]")) release();
  }, true);

  /** Material's search worker, once released; until then a stand-in keeps what is posted. */
  window.Worker = function Worker(url, options) {
    if (released || !SEARCH_WORKER.test(new URL(url, location.href).pathname)) {
      return new NativeWorker(url, options);
    }
    var stand = new EventTarget();
    var real = null;
    var queue = [];
    stand.postMessage = function () {
      if (real) real.postMessage.apply(real, arguments);
      else if (queue) queue.push(arguments); // after terminate(): dropped, as a worker's
    };
    stand.terminate = function () {
      if (real) real.terminate();
      queue = null;
    };
    held.push(function () {
      if (!queue) return;
      real = new NativeWorker(url, options);
      real.addEventListener("message", function (event) {
        stand.dispatchEvent(new MessageEvent("message", { data: event.data }));
      });
      queue.splice(0).forEach(function (args) {
        real.postMessage.apply(real, args);
      });
    });
    return stand;
  };
  window.Worker.prototype = NativeWorker.prototype;
})();
