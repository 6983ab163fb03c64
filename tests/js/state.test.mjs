// Unit tests of the link and storage state functions (node --test; `make test-js`).
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  MAX_STATE_LENGTH,
  applyDiff,
  diffState,
  readLinkState,
  writeLinkState,
} from "../../docs/assets/javascripts/calculators-state.mjs";

const ID = "his.diet_of_worms";

test("readLinkState takes only the entries of its calculator", () => {
  const hash = `#${ID}.protestant_cp=1&his.vp.protestant_spaces=20&${ID}.papal_cp=6`;
  assert.deepEqual(readLinkState(ID, hash), { values: { protestant_cp: "1", papal_cp: "6" }, rejected: 0 });
  assert.deepEqual(readLinkState("his.vp", hash), { values: { protestant_spaces: "20" }, rejected: 0 });
  assert.equal(readLinkState("vq.vp", hash), null);
});

test("readLinkState ignores a plain anchor and rejects an oversized address whole", () => {
  assert.equal(readLinkState(ID, "#победа-по-доминированию"), null);
  assert.equal(readLinkState(ID, ""), null);
  const huge = `#${ID}.protestant_cp=${"1".repeat(MAX_STATE_LENGTH)}`;
  assert.deepEqual(readLinkState(ID, huge), { values: {}, rejected: 1 });
});

test("readLinkState decodes what URLSearchParams encodes, markup stays a string", () => {
  const state = readLinkState("juizes.income", "#juizes.income.players.0.name=%3Cb%3EAna%3C%2Fb%3E");
  assert.deepEqual(state.values, { "players.0.name": "<b>Ana</b>" });
});

test("writeLinkState replaces its calculator's entries and keeps the others", () => {
  const hash = `#his.vp.protestant_spaces=20&${ID}.protestant_cp=1`;
  assert.equal(writeLinkState(ID, { papal_cp: "6" }, hash), `#his.vp.protestant_spaces=20&${ID}.papal_cp=6`);
  assert.equal(writeLinkState(ID, {}, `#${ID}.protestant_cp=1`), "");
  // A plain anchor is not a state: it is replaced.
  assert.equal(writeLinkState(ID, { papal_cp: "2" }, "#section"), `#${ID}.papal_cp=2`);
});

test("diffState keeps what differs from the defaults, and a changed table whole", () => {
  const defaults = { a: "1", b: true, "rows.0.x": "1", "rows.1.x": "2" };
  assert.deepEqual(diffState({ ...defaults }, defaults, ["rows"]), {});
  assert.deepEqual(diffState({ ...defaults, a: "3", b: false }, defaults, ["rows"]), { a: "3", b: false });
  const edited = { a: "1", b: true, "rows.0.x": "1", "rows.1.x": "5" };
  assert.deepEqual(diffState(edited, defaults, ["rows"]), { rows: "", "rows.0.x": "1", "rows.1.x": "5" });
  const shorter = { a: "1", b: true, "rows.0.x": "1" };
  assert.deepEqual(diffState(shorter, defaults, ["rows"]), { rows: "", "rows.0.x": "1" });
});

test("applyDiff is the inverse of diffState", () => {
  const defaults = { a: "1", "rows.0.x": "1", "rows.1.x": "2" };
  for (const form of [
    { a: "7", "rows.0.x": "1", "rows.1.x": "2" },
    { a: "1", "rows.0.x": "9" },
    { a: "1", "rows.0.x": "1", "rows.1.x": "2", "rows.2.x": "3" },
  ]) {
    assert.deepEqual(applyDiff(defaults, diffState(form, defaults, ["rows"]), ["rows"]), form);
  }
  // A table named in the diff replaces the default table, even when emptied.
  assert.deepEqual(applyDiff(defaults, { rows: "" }, ["rows"]), { a: "1" });
});
