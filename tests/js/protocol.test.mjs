// What the page and the worker share besides their messages: what the browser says of the
// link (docs/assets/javascripts/calculators-protocol.mjs).
import assert from "node:assert/strict";
import { test } from "node:test";

import { linkToSpare } from "../../docs/assets/javascripts/calculators-protocol.mjs";

test("a link to spare is one the browser asks to save data on, or calls 3G or slower", () => {
  assert.equal(linkToSpare({ saveData: true, effectiveType: "4g" }), "save-data");
  for (const slow of ["3g", "2g", "slow-2g"]) assert.equal(linkToSpare({ effectiveType: slow }), slow);
  assert.equal(linkToSpare({ saveData: false, effectiveType: "4g" }), "");
  assert.equal(linkToSpare(undefined), ""); // a browser that says nothing (Firefox, Safari)
});
