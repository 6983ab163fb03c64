// Unit tests of the link and storage state functions (node --test; `make test-js`).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import * as state from "../../docs/assets/javascripts/calculators-state.mjs";

const ID = "his.diet_of_worms";

test("readLinkState takes only the entries of its calculator", () => {
  const hash = `#${ID}.protestant_cp=1&his.vp.protestant_spaces=20&${ID}.papal_cp=6`;
  assert.deepEqual(state.readLinkState(ID, hash), { values: { protestant_cp: "1", papal_cp: "6" }, rejected: 0, repeated: 0 });
  assert.deepEqual(state.readLinkState("his.vp", hash), { values: { protestant_spaces: "20" }, rejected: 0, repeated: 0 });
  assert.equal(state.readLinkState("vq.vp", hash), null);
});

test("readLinkState ignores a plain anchor and rejects an oversized address whole", () => {
  assert.equal(state.readLinkState(ID, "#победа-по-доминированию"), null);
  assert.equal(state.readLinkState(ID, ""), null);
  const huge = `#${ID}.protestant_cp=${"1".repeat(state.MAX_STATE_LENGTH)}`;
  assert.deepEqual(state.readLinkState(ID, huge), { values: {}, rejected: 1, tooLong: true });
  assert.equal(state.readLinkState("his.vp", huge), null); // not about this calculator
});

test("isLinkState tells calculators' state from a heading's anchor", () => {
  assert.equal(state.isLinkState(`#${ID}.protestant_cp=1`), true);
  assert.equal(state.isLinkState("#победа-по-доминированию"), false);
  assert.equal(state.isLinkState(""), false);
});

test("readLinkState: a key given again wins, and is counted", () => {
  const read = state.readLinkState(ID, `#${ID}.papal_cp=1&${ID}.papal_cp=2&${ID}.protestant_cp=5`);
  assert.deepEqual(read, { values: { papal_cp: "2", protestant_cp: "5" }, rejected: 0, repeated: 1 });
});

test("readLinkState decodes what URLSearchParams encodes, markup stays a string", () => {
  const read = state.readLinkState("juizes.income", "#juizes.income.players.0.name=%3Cb%3EAna%3C%2Fb%3E");
  assert.deepEqual(read.values, { "players.0.name": "<b>Ana</b>" });
});

test("writeLinkState replaces its calculator's entries and keeps the others", () => {
  const hash = `#his.vp.protestant_spaces=20&${ID}.protestant_cp=1`;
  assert.equal(state.writeLinkState(ID, { papal_cp: "6" }, hash), `#his.vp.protestant_spaces=20&${ID}.papal_cp=6`);
  assert.equal(state.writeLinkState(ID, {}, `#${ID}.protestant_cp=1`), "");
  // A plain anchor is not a state: it is replaced.
  assert.equal(state.writeLinkState(ID, { papal_cp: "2" }, "#section"), `#${ID}.papal_cp=2`);
});

test("stateHash puts every calculator's shown position in the address, whatever it holds", () => {
  const shown = [
    [ID, { papal_cp: "2" }],
    ["his.vp", { protestant_spaces: "20" }],
  ];
  // After a link to a heading: the anchor gives way to the positions.
  assert.equal(state.stateHash("#section", shown), `#${ID}.papal_cp=2&his.vp.protestant_spaces=20`);
  // Another calculator's last change stays, this one's replaced by what it shows.
  assert.equal(
    state.stateHash(`#${ID}.papal_cp=5&his.vp.protestant_spaces=20`, [[ID, { papal_cp: "2" }]]),
    `#his.vp.protestant_spaces=20&${ID}.papal_cp=2`,
  );
  // Nothing differs from the defaults: no state, and no anchor either.
  assert.equal(state.stateHash("#section", [[ID, {}]]), "");
  assert.equal(state.stateHash("", []), "");
});

test("diffState keeps what differs from the defaults, and a changed table whole", () => {
  const defaults = { a: "1", b: true, "rows.0.x": "1", "rows.1.x": "2" };
  assert.deepEqual(state.diffState({ ...defaults }, defaults, ["rows"]), {});
  assert.deepEqual(state.diffState({ ...defaults, a: "3", b: false }, defaults, ["rows"]), { a: "3", b: false });
  const edited = { a: "1", b: true, "rows.0.x": "1", "rows.1.x": "5" };
  assert.deepEqual(state.diffState(edited, defaults, ["rows"]), { rows: "", "rows.0.x": "1", "rows.1.x": "5" });
  const shorter = { a: "1", b: true, "rows.0.x": "1" };
  assert.deepEqual(state.diffState(shorter, defaults, ["rows"]), { rows: "", "rows.0.x": "1" });
});

test("applyDiff is the inverse of diffState", () => {
  const defaults = { a: "1", "rows.0.x": "1", "rows.1.x": "2" };
  for (const form of [
    { a: "7", "rows.0.x": "1", "rows.1.x": "2" },
    { a: "1", "rows.0.x": "9" },
    { a: "1", "rows.0.x": "1", "rows.1.x": "2", "rows.2.x": "3" },
  ]) {
    assert.deepEqual(state.applyDiff(defaults, state.diffState(form, defaults, ["rows"]), ["rows"]), form);
  }
  // A table named in the diff replaces the default table, even when emptied.
  assert.deepEqual(state.applyDiff(defaults, { rows: "" }, ["rows"]), { a: "1" });
});

test("fitRows renumbers rows in order and cuts a table at its limit", () => {
  const tables = [{ path: "rows", max: 2 }];
  const values = { a: "1", "rows.7.x": "c", "rows.0.x": "a", "rows.3.x": "b", "rows.3.y": "B" };
  assert.deepEqual(state.fitRows(values, tables), {
    values: { a: "1", "rows.1.x": "b", "rows.0.x": "a", "rows.1.y": "B" },
    dropped: { rows: 1 },
    renamed: { "rows.1.x": "rows.3.x", "rows.1.y": "rows.3.y" },
  });
  // A lone far row becomes the next row.
  assert.deepEqual(state.fitRows({ "rows.0.x": "a", "rows.7.x": "z" }, [{ path: "rows", max: 9 }]).values, {
    "rows.0.x": "a",
    "rows.1.x": "z",
  });
});

test("fitRows is bounded by the keys it is given, not by the row numbers they name", () => {
  const values = {};
  for (let i = 0; i < 10_009; i++) values[`history.${i * 1000}.ottoman`] = String(i);
  const started = Date.now();
  const { values: fitted, dropped } = state.fitRows(values, [{ path: "history", max: 9 }]);
  assert.ok(Date.now() - started < 2000);
  assert.equal(state.countRows(fitted, "history"), 9);
  assert.deepEqual(dropped, { history: 10_000 });
  assert.equal(fitted["history.8.ottoman"], "8");
});

test("parseBoolean reads the core's words for a box, and nothing else", () => {
  for (const yes of [true, "true", "on", "1", "YES"]) assert.equal(state.parseBoolean(yes), true);
  for (const no of [false, "false", "off", "0", "no", ""]) assert.equal(state.parseBoolean(no), false);
  for (const bad of ["maybe", "2", "<b>"]) assert.equal(state.parseBoolean(bad), null);
});

const UI = {
  "notice.from_link": "From the link.",
  "notice.restored": "Restored.",
  "notice.link_applied": "Taken from the link: {count}.",
  "notice.link_nothing": "Nothing taken from the link.",
  "notice.stored_applied": "Restored: {count}.",
  "notice.stored_nothing": "Nothing restored.",
  "notice.skipped": "Skipped: {list}.",
  "notice.item": "'{name}' ({reason})",
  "notice.more": "and {count} more",
  "reason.unknown": "no such field",
  "reason.value": "bad value",
  "notice.rows_dropped": "'{table}' holds {max} rows: {count} skipped.",
  "notice.link_too_long": "Longer than {max}: skipped.",
  "notice.stored_unreadable": "Unreadable: removed.",
};

test("describeApplied says what was applied and what was skipped", () => {
  assert.equal(state.describeApplied({ source: "link", applied: 3 }, UI), "From the link.");
  assert.equal(state.describeApplied({ source: "link", applied: 0 }, UI), null);
  // A stored state that changes nothing ({}) is not announced as restored.
  assert.equal(state.describeApplied({ source: "stored", applied: 0, changed: false }, UI), null);
  assert.equal(state.describeApplied({ source: "stored", applied: 5, changed: true }, UI), "Restored.");
  const skipped = [
    { name: "Zone", reason: "value" },
    { name: "bogus", reason: "unknown" },
  ];
  assert.equal(
    state.describeApplied({ source: "link", applied: 1, skipped }, UI),
    "Taken from the link: 1. Skipped: 'Zone' (bad value), 'bogus' (no such field).",
  );
  const many = Array.from({ length: 5 }, (_, i) => ({ name: `f${i}`, reason: "unknown" }));
  assert.match(state.describeApplied({ source: "stored", applied: 0, skipped: many }, UI), /^Nothing restored\. .*and 2 more\.$/);
  const dropped = [{ table: "Turns", max: 9, count: 1 }];
  assert.equal(
    state.describeApplied({ source: "link", applied: 54, dropped }, UI),
    "Taken from the link: 54. 'Turns' holds 9 rows: 1 skipped.",
  );
  assert.equal(
    state.describeApplied({ source: "link", tooLong: true }, UI),
    `Longer than ${state.MAX_STATE_LENGTH}: skipped.`,
  );
  assert.equal(state.describeApplied({ source: "stored", unreadable: true }, UI), "Unreadable: removed.");
});

test("fill leaves unknown placeholders as they are", () => {
  assert.equal(state.fill("{a} and {b}", { a: 1 }), "1 and {b}");
});

// The same cases as the core's name_key (tests/test_juizes_names.py): a holder the core takes
// for a player is one the page renames with them.
const NAME_KEYS = JSON.parse(readFileSync(new URL("../name_keys.json", import.meta.url), "utf-8"));

test("nameKey matches names as the core does: case, accents and spaces aside", () => {
  for (const [a, b] of NAME_KEYS.same) assert.equal(state.nameKey(a), state.nameKey(b), `${a} ~ ${b}`);
  for (const [a, b] of NAME_KEYS.different) assert.notEqual(state.nameKey(a), state.nameKey(b), `${a} ≁ ${b}`);
  for (const [name, key] of NAME_KEYS.keys) assert.equal(state.nameKey(name), key, name);
});

test("translateState gives the page's own words in the other language, and typed words as typed", () => {
  const words = { "Вы": "Você", "Регион А": "Região A" };
  const diff = { players: "", "players.0.name": "Вы", "players.0.balance": "9", "players.1.name": "Петя", "settlements.0.region": "Регион А", "round.last": true };
  assert.deepEqual(state.translateState(diff, words), {
    players: "",
    "players.0.name": "Você",
    "players.0.balance": "9",
    "players.1.name": "Петя",
    "settlements.0.region": "Região A",
    "round.last": true,
  });
  assert.deepEqual(state.translateState(diff), diff); // a calculator without words of its own
  assert.deepEqual(state.translateState({ a: "toString" }, words), { a: "toString" }); // not inherited keys
});

test("translateState gives every spelling of a word the core takes for it the same translation", () => {
  // «Регион А» = «регион а» to the core (nameKey): one region, on both pages (stop 39's
  // audit: a settlement typed «регион а» left the taxed region on the Portuguese page, and
  // Вера's +21 became Bia's +19).
  const words = { "Регион А": "Região A", "ханаанеи": "cananeus" };
  const diff = { "settlements.0.region": "Регион А", "settlements.1.region": "регион а ", "settlements.1.holder": "ХАНААНЕИ" };
  assert.deepEqual(state.translateState(diff, words), {
    "settlements.0.region": "Região A",
    "settlements.1.region": "Região A",
    "settlements.1.holder": "cananeus",
  });
});
