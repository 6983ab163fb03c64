// Unit tests of what a calculator's status line and stale line say while Python loads,
// fails or refuses a value (calculators-words.mjs; node --test).  The strings are the keys
// themselves: what is tested is which of the site's strings (hooks/ui_text.py) is chosen,
// and the progress put in it.
import assert from "node:assert/strict";
import { afterEach, test } from "node:test";

import { staleWords, statusLine } from "../../docs/assets/javascripts/calculators-words.mjs";

const ui = new Proxy(
  { "status.progress": "{percent} %", "stale.loading_part": "loading {percent} %" },
  { get: (own, key) => own[key] ?? key },
);
const loading = (arrived, link = "ok") => ({ link, arrived, resultHeld: true });

// Node 20 has no `navigator`: each test says whether the browser is online.
function online(onLine) {
  Object.defineProperty(globalThis, "navigator", { value: { onLine }, configurable: true });
}
afterEach(() => online(true));

test("while Python loads, the line says how much has arrived, then that it starts", () => {
  assert.deepEqual(statusLine(ui, "loading", loading(null)), { words: "status.loading", progress: "" });
  assert.deepEqual(statusLine(ui, "loading", loading(37)), { words: "status.loading", progress: " 37 %" });
  assert.deepEqual(statusLine(ui, "loading", loading(37, "stalled")), {
    words: "status.link_stalled",
    progress: " 37 %",
  });
  assert.deepEqual(statusLine(ui, "loading", loading(100)), { words: "status.starting", progress: "" });
});

test("a link that is down is said as such, offline or not; a plain failure offline says so", () => {
  online(true);
  assert.equal(statusLine(ui, "failed", loading(40, "down")).words, "status.link_down");
  assert.equal(statusLine(ui, "failed", loading(null)).words, "status.failed");
  online(false);
  assert.equal(statusLine(ui, "failed", loading(40, "down")).words, "status.link_down_offline");
  assert.equal(statusLine(ui, "failed", loading(null)).words, "status.failed_offline");
});

test("a refused value before any result of the player's says the shown result is the defaults'", () => {
  assert.equal(statusLine(ui, "invalid", { link: "ok", arrived: null, resultHeld: false }).words, "status.invalid_defaults");
  assert.equal(statusLine(ui, "invalid", { link: "ok", arrived: null, resultHeld: true }).words, "status.invalid");
  assert.equal(statusLine(ui, "ready", loading(100)).words, "status.ready");
});

test("the stale line says why the result is not for the inputs while Python loads or is cut off", () => {
  const root = null; // not read: no refused value is involved
  assert.equal(staleWords(root, ui, "loading", loading(null)), "stale.loading");
  assert.equal(staleWords(root, ui, "loading", loading(62)), "loading 62 %");
  assert.equal(staleWords(root, ui, "loading", loading(100)), "stale.starting");
  assert.equal(staleWords(root, ui, "failed", loading(62, "down")), "stale.link_down");
  // The marker's own words (undefined here) for a plain failure and a pending change.
  assert.equal(staleWords(root, ui, "failed", loading(null)), undefined);
  assert.equal(staleWords(root, ui, "pending", loading(100)), undefined);
  assert.equal(staleWords(root, ui, "invalid", { ...loading(100), resultHeld: false }), "stale.invalid_defaults");
});
