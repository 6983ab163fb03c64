// For pages opened from a file (an unpacked offline copy opened without a server).
// Browsers refuse ES modules, workers and WebAssembly fetches from file://, so the
// calculators cannot run there: say so in each calculator's status line (the text comes
// from the core, in the page's language, via the calculator's config), and make links to
// folders open their index.html.  A classic script, because module scripts do not run
// from file:// at all.  Served over http(s) it does nothing.
(function () {
  "use strict";
  if (location.protocol !== "file:") return;
  // The form's values, as one string to compare.
  function formValues(root) {
    var fields = root.querySelectorAll(".calc__form [name]");
    var out = [];
    for (var i = 0; i < fields.length; i++) {
      out.push(fields[i].type === "checkbox" ? fields[i].checked : fields[i].value);
    }
    return JSON.stringify(out);
  }

  // The summary bar, in view all along the form, says from the start that its result is
  // the page's own (how to start Python is said under the form); the result dims as soon
  // as the player's values differ from the page's (calculators.mjs does the same when a
  // browser cannot run Python).
  function markDefaultResult(root, text) {
    var line = root.querySelector("[data-calc-stale]");
    if (!line || !text) return;
    line.textContent = text;
    line.hidden = false;
    var own = formValues(root);
    root.addEventListener("input", function () {
      if (formValues(root) === own) root.removeAttribute("data-calc-stale");
      else root.setAttribute("data-calc-stale", "unsupported");
    });
  }

  function onReady() {
    var roots = document.querySelectorAll("[data-calculator]");
    for (var i = 0; i < roots.length; i++) {
      var root = roots[i];
      var config = root.querySelector("template[data-calc-config]");
      // The live part of the status line (the download's progress beside it stays empty).
      var status = root.querySelector("[data-calc-status-words]");
      if (!config || !status) continue;
      try {
        var ui = JSON.parse(config.content.textContent).ui;
        status.textContent = ui["status.unsupported"];
        root.setAttribute("data-calc-state", "unsupported");
        markDefaultResult(root, ui["stale.unsupported"]);
      } catch (error) {
        // Leave the pre-rendered status as it is.
      }
    }
    var links = document.querySelectorAll("a[href]");
    for (var j = 0; j < links.length; j++) {
      var href = links[j].getAttribute("href");
      if (/^[a-z]+:/i.test(href) || href.charAt(0) === "#") continue;
      // "../..", "./", "../victory/#x": a folder; "x.pdf", "y.html": a file.
      var parts = href.split("#");
      var path = parts[0];
      var last = path.split("/").pop();
      if (last.indexOf(".") > 0 && last !== "..") continue;
      path = path.replace(/\/?$/, "/index.html");
      links[j].setAttribute("href", path + (parts.length > 1 ? "#" + parts[1] : ""));
    }
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", onReady);
  else onReady();
})();
