// Shared links and remembered inputs: where a calculator's values are kept (this tab's
// record, the last of any tab, the secrets of this tab only), what goes into a link, and
// values from a link or storage applied as untrusted input.  The format and the pure
// functions are in calculators-state.mjs.
import { formFields, readForm, resetField, tablesOf, writeForm } from "./calculators-form.mjs";
import { MAX_STATE_LENGTH, applyDiff, fill, fitRows, parseBoolean, stateHash } from "./calculators-state.mjs";
import { shownStates } from "./calculators-view.mjs";

const STORAGE_PREFIX = "calculators:";
// Where the player's own state waits while a shared link's state is shown (issue 19).
export const OWN = ":before-link";

export function rowsPaths(root) {
  return [...root.querySelectorAll("[data-rows]")].map((el) => el.dataset.rows);
}

function storageKey(root, slot = "") {
  return `${STORAGE_PREFIX}${root.dataset.calculator}:${root.dataset.lang}${slot}`;
}

// Each tab comes back to its own values: they are kept for the tab (sessionStorage: across
// its pages and reloads, not seen by other tabs) and, for a new tab or another day, as the
// last values of any tab (localStorage).  Stop 42's audit: with only the shared record, a
// second tab opened for a "what if" replaced the first tab's game, its «Новая партия» too.
const CLEARED = "null"; // this tab's own record: nothing kept (its values are the page's own)

/** The stored text under `key`: this tab's own record if it has one, else the last of any tab. */
function readStored(key) {
  let own = null;
  try {
    own = sessionStorage.getItem(key);
  } catch {
    // no storage for the tab: the shared record is all there is
  }
  if (own !== null) return own === CLEARED ? null : own;
  return localStorage.getItem(key);
}

/** A stored state: null if none, {values} if readable, {unreadable: true} otherwise. */
export function loadStored(root, slot = "") {
  let text;
  try {
    text = readStored(storageKey(root, slot));
  } catch {
    return null; // storage disabled: nothing remembered
  }
  if (!text) return null;
  try {
    if (text.length > MAX_STATE_LENGTH * 8) throw new RangeError("too long");
    const values = JSON.parse(text);
    if (!values || typeof values !== "object" || Array.isArray(values)) throw new TypeError("not an object");
    return { values };
  } catch {
    return { unreadable: true };
  }
}

export function store(root, values, slot = "") {
  const key = storageKey(root, slot);
  const text = values === null ? null : JSON.stringify(values);
  try {
    sessionStorage.setItem(key, text ?? CLEARED);
  } catch {
    // Storage may be full or disabled (private mode): remembering is a convenience.
  }
  try {
    if (text === null) localStorage.removeItem(key);
    else localStorage.setItem(key, text);
  } catch {
    // As above.
  }
}

/** Where a calculator's secrets are kept for this tab, whatever the page's language. */
function secretsKey(root) {
  return `${STORAGE_PREFIX}${root.dataset.calculator}:secrets`;
}

/** Keep the form's secrets for this tab only (sessionStorage): a reload, or the language
 *  switch, finds the number the player typed instead of the page's own (the example's 5
 *  gave the Empire a wrong total after revealing); a new tab, storage and links never hold it. */
export function keepSecrets(root, form) {
  const secrets = Object.fromEntries(secretFields(root, form).map((el) => [el.name, form[el.name]]));
  try {
    sessionStorage.setItem(secretsKey(root), JSON.stringify(secrets));
  } catch {
    // Storage may be disabled: the page's own values stand, and the notice says so.
  }
}

/** Put back the secrets kept for this tab in the fields still secret; returns their names.
 *  Untrusted like any stored value: only digits are written, and the core checks them. */
export function restoreSecrets(root) {
  let kept;
  try {
    kept = JSON.parse(sessionStorage.getItem(secretsKey(root)) ?? "{}");
  } catch {
    return [];
  }
  if (!kept || typeof kept !== "object" || Array.isArray(kept)) return [];
  const restored = [];
  for (const el of secretFields(root, readForm(root))) {
    const value = kept[el.name];
    if (typeof value !== "string" || !/^\d{1,4}$/.test(value)) continue;
    el.value = value;
    restored.push(el.name);
  }
  return restored;
}

/** This page's address with the position each calculator shows (what differs from its
 *  defaults), whatever the address holds now: a heading's anchor after a tap in the page's
 *  contents, or another calculator's last change. */
export function pageLink() {
  return `${location.origin}${location.pathname}${location.search}${stateHash(location.hash, shownStates())}`;
}

/** The form's fields that are secret with these values: a secret whose box is ticked
 *  (data-secret="<the box's name>": the Empire's preference, revealed) is public. */
export function secretFields(root, form) {
  return [...root.querySelectorAll(".calc__form [data-secret]")].filter(
    (el) => !(el.dataset.secret && parseBoolean(form[el.dataset.secret] ?? "") === true),
  );
}

/** The fields' names as the player knows them (labelOf), each in the page's quotation
 *  marks, as a list. */
export function quotedLabels(root, fields, ui) {
  return fields.map((el) => fill(ui.quoted, { text: labelOf(root, el, ui) })).join(", ");
}

/** What may leave the page of a form: everything but its secret fields. */
export function shareable(root, form) {
  const out = { ...form };
  for (const el of secretFields(root, form)) delete out[el.name];
  return out;
}

/** What is stored of a form: its shareable values, each table marked as a whole. */
export function storable(root, form) {
  const out = shareable(root, form);
  for (const path of rowsPaths(root)) out[path] = "";
  return out;
}

/** Do two states put the same values in the form (secrets aside)? */
export function sameState(root, a, b, defaults) {
  const tables = tablesOf(root);
  const paths = tables.map((t) => t.path);
  const full = (values) => storable(root, fitRows(applyDiff(defaults, values, paths), tables).values);
  const x = full(a);
  const y = full(b);
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  return [...keys].every((key) => String(x[key]) === String(y[key]));
}

/** A name the player recognises for a form field (its label, and its row). */
export function labelOf(root, el, ui) {
  const text = (el.dataset.cellLabel || el.labels?.[0]?.textContent || el.getAttribute("aria-label") || el.name).trim();
  const row = el.closest("[data-row]");
  if (!row) return text;
  return `${text}, ${fill(ui["notice.row"], { n: [...row.parentElement.children].indexOf(row) + 1 })}`;
}

/**
 * Put untrusted `values` (a link's or storage's) into the form.  Everything is bounded by
 * what the form allows: unknown fields, values a field cannot take and rows past a table's
 * limit are left out.  Returns what happened, for describeApplied().
 */
export function applyUntrusted(root, values, defaults, ui) {
  const tables = tablesOf(root);
  const paths = tables.map((t) => t.path);
  const known = new Set([...formFields(root)].map((el) => el.name));
  const template = new Set();
  for (const tpl of root.querySelectorAll("template[data-row-template]")) {
    for (const el of tpl.content.querySelectorAll("[name]")) template.add(el.name);
  }
  const rowName = (key) => key.replace(/\.\d{1,9}\./, ".__i__.");
  const skipped = [];
  const clean = {};
  for (const [key, value] of Object.entries(values)) {
    if (paths.includes(key)) {
      clean[key] = ""; // "this table as a whole"
    } else if (!known.has(key) && !template.has(rowName(key))) {
      skipped.push({ name: key.length > 40 ? `${key.slice(0, 40)}…` : key, reason: "unknown" });
    } else if ((typeof value === "string" || typeof value === "boolean") && String(value).length <= 200) {
      clean[key] = value;
    } else {
      skipped.push({ key, reason: "value" });
    }
  }
  const { values: fitted, dropped, renamed } = fitRows(applyDiff(defaults, clean, paths), tables);
  writeForm(root, fitted);
  // The browser refuses what an input cannot hold (text in a number field, an unknown
  // option); a box takes only the words the core reads as ticked or not.
  let applied = 0;
  for (const el of formFields(root)) {
    const key = renamed[el.name] ?? el.name;
    if (!(key in clean)) continue;
    const ok = el.type === "checkbox" ? parseBoolean(clean[key]) !== null : el.value === String(clean[key]);
    if (ok) applied += 1;
    else {
      resetField(el);
      skipped.push({ key, el, reason: "value" });
    }
  }
  for (const item of skipped) {
    if (item.key === undefined) continue;
    const el = item.el ?? root.querySelector(`.calc__form [name="${CSS.escape(item.key)}"]`);
    item.name = el ? labelOf(root, el, ui) : item.key.slice(0, 40);
  }
  const form = readForm(root);
  const changed = Object.keys({ ...form, ...defaults }).some((key) => String(form[key]) !== String(defaults[key]));
  return {
    applied,
    changed,
    skipped,
    dropped: Object.entries(dropped).map(([path, count]) => {
      const table = tables.find((t) => t.path === path);
      const legend = table.el.querySelector("legend")?.textContent.trim() ?? path;
      return { table: legend, max: table.max, count };
    }),
  };
}
