// Browser glue for every calculator on the site (no code for any particular calculator).
//
// Each calculator is a <section data-calculator="ID"> rendered at build time with its
// default result.  This module mounts it from Material's document$ (so it survives
// instant navigation), starts one module worker on first need and keeps it across page
// changes, sends the form's values to the core running in Pyodide, and puts the core's
// answer in place: the result, or a message next to each rejected field while the last
// good result stays, marked as not matching the inputs.  Rules, labels and messages all
// come from the core; how a calculator shows itself on a phone is in calculators-view.mjs.
import { canRunPython, keepRuntimeOffline, setupOffline, setupWorker } from "./calculators-client.mjs";
import {
  MAX_STATE_LENGTH,
  applyDiff,
  countRows,
  describeApplied,
  diffState,
  fill,
  fitRows,
  nameKey,
  parseBoolean,
  readLinkState,
  stateHash,
  writeLinkState,
} from "./calculators-state.mjs";
import {
  fitSoon,
  fitTables,
  foldGroupsOnPhone,
  keepClearOfBar,
  keepFocusInSight,
  labelResultTables,
  markStale,
  showInputs,
  showSubtotals,
  showSummary,
  showUnused,
  shownStates,
  watchWidth,
} from "./calculators-view.mjs";

// --- Form -----------------------------------------------------------------------------

/** The inputs of the form (named by the JSON contract's dotted field paths). */
function formFields(root) {
  return root.querySelectorAll(".calc__form [name]");
}

// What a number field holds when the browser cannot read it as a number (any text the core
// does not take for a whole number).
const NOT_A_NUMBER = "NaN";

/** The form's values as {dotted.name: string | boolean}, exactly what the core parses.
 *  Rows just added and not yet touched (at the end of a table) are left out: a new row
 *  counts once the player types in it or in a row after it. */
export function readForm(root) {
  const form = {};
  for (const el of formFields(root)) {
    if (el.closest("[data-fresh]")) continue;
    if (el.type === "checkbox") form[el.name] = el.checked;
    // A number field holding what is no number ("1e") gives an empty value: say it is none,
    // for the core to refuse beside the field, not to read as a field left blank.
    else form[el.name] = el.validity?.badInput ? NOT_A_NUMBER : el.value;
  }
  return form;
}

/** The tables of rows of the form: [{path, min, max, el}]. */
function tablesOf(root) {
  return [...root.querySelectorAll("[data-rows]")].map((el) => ({
    path: el.dataset.rows,
    min: Number(el.dataset.minRows),
    max: Number(el.dataset.maxRows),
    el,
  }));
}

/** Put values into the form, growing or shrinking tables of rows to fit (never past a
 *  table's limits: rows are renumbered in order and those past the limit left out).
 *  Returns the values as written. */
export function writeForm(root, values) {
  const tables = tablesOf(root);
  const fitted = fitRows(values, tables).values;
  for (const table of tables) {
    const body = table.el.querySelector("[data-rows-body]");
    const want = Math.min(table.max, Math.max(table.min, countRows(fitted, table.path)));
    while (body.children.length > want) body.lastElementChild.remove();
    for (let n = body.children.length; n < want; n++) addRow(table.el);
    showRowState(table.el);
    table.el.calcImported = false; // a new game, a preset, a link: its rows hold a place again
  }
  for (const el of formFields(root)) {
    if (!(el.name in fitted)) continue;
    const value = fitted[el.name];
    if (el.type === "checkbox") el.checked = parseBoolean(value) === true;
    else el.value = typeof value === "string" ? value : String(value);
  }
  return fitted;
}

/** Put a field back to the value it was rendered with (the default, or the row template's). */
function resetField(el) {
  if (el.type === "checkbox") el.checked = el.defaultChecked;
  else if (el.tagName === "SELECT") {
    const option = [...el.options].find((o) => o.defaultSelected) ?? el.options[0];
    el.value = option?.value ?? "";
  } else el.value = el.defaultValue;
}

const ROW_ATTRIBUTES = ["id", "name", "for", "aria-describedby", "aria-controls", "data-error-for"];

/** Rename the attributes of `row` from index `from` to `to` (`from` may be "__i__"). */
function renumberRow(row, path, from, to) {
  const dotted = `${path}.${from}.`;
  // Ids are the dotted names with "." and "_" turned into "-" (the template's input_id).
  const dash = (text) => String(text).replaceAll(".", "-").replaceAll("_", "-");
  const dashed = `${dash(path)}-${dash(from)}-`;
  const dashedTo = `${dash(path)}-${dash(to)}-`;
  for (const el of [row, ...row.querySelectorAll("*")]) {
    for (const attr of ROW_ATTRIBUTES) {
      const value = el.getAttribute(attr);
      if (value === null) continue;
      el.setAttribute(attr, value.replaceAll(dotted, `${path}.${to}.`).replaceAll(dashed, dashedTo));
    }
  }
  const number = row.querySelector("[data-row-n]"); // the row's heading: «Ход 6»
  if (number && to !== "__i__") number.textContent = String(Number(to) + 1);
}

/** Append a row (none past the table's limit).  A `fresh` row counts once touched. */
function addRow(rows, fresh = false) {
  const body = rows.querySelector("[data-rows-body]");
  if (body.children.length >= Number(rows.dataset.maxRows)) return null;
  const row = rows.querySelector("template[data-row-template]").content.firstElementChild.cloneNode(true);
  renumberRow(row, rows.dataset.rows, "__i__", body.children.length);
  if (fresh) row.dataset.fresh = "";
  body.append(row);
  showRowState(rows);
  return row;
}

/** Remove a row.  The focus, if it was in the row, moves to the remove button of the row
 *  that takes its place (or of the row above, or to the add button): never to the page. */
function removeRow(rows, row) {
  const body = rows.querySelector("[data-rows-body]");
  if (body.children.length <= Number(rows.dataset.minRows)) return;
  const index = [...body.children].indexOf(row);
  const hadFocus = row.contains(document.activeElement);
  row.remove();
  [...body.children].slice(index).forEach((next, i) => {
    renumberRow(next, rows.dataset.rows, index + i + 1, index + i);
  });
  showRowState(rows);
  if (!hadFocus) return;
  const next = body.children[Math.min(index, body.children.length - 1)];
  const remove = next?.querySelector('[data-action="remove-row"]:not(:disabled)');
  (remove ?? rows.querySelector('[data-action="add-row"]:not(:disabled)') ?? rows).focus();
}

/** Show what a table of rows allows now: a new row counts once filled in (while one is
 *  waiting); no row past the table's limit (its buttons off, and a word why); none
 *  removed below its minimum. */
function showRowState(rows) {
  const body = rows.querySelector("[data-rows-body]");
  rows.querySelector("[data-rows-fresh]").hidden = !body.querySelector(":scope > [data-fresh]");
  const full = body.children.length >= Number(rows.dataset.maxRows);
  for (const button of rows.querySelectorAll('[data-action="add-row"], [data-action="import-row"]')) {
    button.disabled = full;
  }
  rows.querySelector("[data-rows-full]").hidden = !full;
  const least = body.children.length <= Number(rows.dataset.minRows);
  for (const button of body.querySelectorAll('[data-action="remove-row"]')) button.disabled = least;
  nameRows(rows);
}

/** Name each row's fields and remove button with the row's number («Османы, строка 2»,
 *  «Удалить строку (строка 2)»), or in a table keyed by a name (data-keyed: the players)
 *  with that name («Generais livres, Bia»; the name's own field keeps the number): in a
 *  screen reader's list of fields, or after a jump into the table, a column's name alone
 *  does not say which row it is. */
function nameRows(rows) {
  const keyed = rows.hasAttribute("data-keyed");
  [...rows.querySelector("[data-rows-body]").children].forEach((row, i) => {
    const n = fill(rows.dataset.rowWord, { n: i + 1 });
    const cells = [...row.querySelectorAll("[data-cell-label]")];
    const key = keyed ? cells[0] : null; // the key's column comes first
    const name = key?.value.trim() || n;
    for (const el of cells) setLabel(el, `${el.dataset.cellLabel}, ${el === key ? n : name}`);
    const remove = row.querySelector('[data-action="remove-row"]');
    if (remove) setLabel(remove, `${remove.title} (${name})`);
  });
}

/** The column of a row's field: "players.name" for players.1.name. */
function keyColumn(name) {
  return name.replace(/\.\d+\.([^.]+)$/, ".$1");
}

function setLabel(el, label) {
  if (el.getAttribute("aria-label") !== label) el.setAttribute("aria-label", label);
}

/** Put the row another calculator of the page exports (e.g. this turn's VP totals) into the
 *  table: after its last row, or in place of its default rows where those only hold the
 *  place of the player's (data-import-replaces: a new game's start VP) and are still all it
 *  holds, once: a next turn whose totals are the same is a row of its own (the mark is
 *  cleared when the whole form is written anew, writeForm).  Only an export made from the
 *  values now in the source is taken.  An export's
 *  value for a field of the form outside the table (one for all its rows) is not written:
 *  that field goes into `apart` when it holds another value, for the page to say so.
 *  Returns the number of the row written (from 1), 0 when the source's result is not for
 *  its values, or null when there is nothing to take or no room. */
function importRow(rows, from, root, defaults, apart = []) {
  const source = document.querySelector(`[data-calculator="${CSS.escape(from)}"]`);
  const values = source?.calcExport;
  if (!values) return null;
  if (formKey(readForm(source)) !== source.calcExportKey) return 0;
  const path = rows.dataset.rows;
  const body = rows.querySelector("[data-rows-body]");
  let index;
  const placeholder = rows.hasAttribute("data-import-replaces") && !rows.calcImported;
  if (placeholder && !(path in diffState(readForm(root), defaults, [path]))) {
    // Down to its first row (removeRow keeps a table's minimum: no more is asked of it).
    const keep = Math.max(1, Number(rows.dataset.minRows));
    while (body.children.length > keep) removeRow(rows, body.lastElementChild);
    index = 0;
  } else if (addRow(rows)) {
    index = body.children.length - 1;
  } else {
    return null;
  }
  rows.calcImported = true;
  for (const [key, value] of Object.entries(values)) {
    const input = rows.querySelector(`[name="${CSS.escape(`${path}.${index}.${key}`)}"]`);
    if (input) {
      if (input.type === "checkbox") input.checked = parseBoolean(value) === true;
      else input.value = String(value);
      continue;
    }
    const own = value === null ? null : root.querySelector(`.calc__form [name="${CSS.escape(key)}"]`);
    if (!own) continue;
    const differs = own.type === "checkbox" ? own.checked !== (parseBoolean(value) === true) : own.value !== String(value);
    if (differs) apart.push(own);
  }
  return index + 1;
}

/** − / + beside a number: one step within its range; typing still works. */
function step(root, button) {
  const input = root.querySelector(`#${CSS.escape(button.getAttribute("aria-controls"))}`);
  if (!input) return;
  const min = Number(input.min);
  const max = Number(input.max);
  const now = Number.parseInt(input.value, 10);
  const next = Number.isNaN(now) ? min : Math.min(max, Math.max(min, now + Number(button.dataset.step)));
  if (String(next) === input.value) return;
  input.value = String(next);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Show the core's messages next to their fields; clear the others.  A field's own message is
 *  also its custom validity: what the browser says of it (a tooltip, "invalid entry") is the
 *  page's words, not the browser's own English about a number's range. */
function showErrors(root, errors) {
  for (const slot of root.querySelectorAll("[data-error-for]")) {
    slot.hidden = true;
    slot.textContent = "";
  }
  for (const el of root.querySelectorAll("[aria-invalid]")) {
    el.removeAttribute("aria-invalid");
    el.setCustomValidity?.("");
  }
  const general = root.querySelector('[data-error-for="(input)"]');
  for (const error of errors) {
    const slot = root.querySelector(`[data-error-for="${CSS.escape(error.field)}"]`) ?? general;
    const text = slot === general && error.field !== "(input)" ? `${error.field}: ${error.message}` : error.message;
    slot.textContent = slot.textContent ? `${slot.textContent} ${text}` : text;
    slot.hidden = false;
    const input = root.querySelector(`.calc__form [name="${CSS.escape(error.field)}"]`);
    if (input) {
      input.setAttribute("aria-invalid", "true");
      input.setCustomValidity?.(slot.textContent);
    }
  }
  // A folded group hides its refused fields: its header says it holds one.
  for (const group of root.querySelectorAll("[data-group]")) {
    const refused = group.querySelector(":scope > summary [data-group-refused]");
    if (refused) refused.hidden = !group.querySelector(".calc-group__body [aria-invalid]");
  }
}

// --- Shared links and remembered inputs ------------------------------------------------
// (the format and the pure functions are in calculators-state.mjs)

const STORAGE_PREFIX = "calculators:";
// Where the player's own state waits while a shared link's state is shown (issue 19).
const OWN = ":before-link";

function rowsPaths(root) {
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
function loadStored(root, slot = "") {
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

function store(root, values, slot = "") {
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
function keepSecrets(root, form) {
  const secrets = Object.fromEntries(secretFields(root, form).map((el) => [el.name, form[el.name]]));
  try {
    sessionStorage.setItem(secretsKey(root), JSON.stringify(secrets));
  } catch {
    // Storage may be disabled: the page's own values stand, and the notice says so.
  }
}

/** Put back the secrets kept for this tab in the fields still secret; returns their names.
 *  Untrusted like any stored value: only digits are written, and the core checks them. */
function restoreSecrets(root) {
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
function pageLink() {
  return `${location.origin}${location.pathname}${location.search}${stateHash(location.hash, shownStates())}`;
}

/** The form's fields that are secret with these values: a secret whose box is ticked
 *  (data-secret="<the box's name>": the Empire's preference, revealed) is public. */
function secretFields(root, form) {
  return [...root.querySelectorAll(".calc__form [data-secret]")].filter(
    (el) => !(el.dataset.secret && parseBoolean(form[el.dataset.secret] ?? "") === true),
  );
}

/** The fields' names as the player knows them (labelOf), each in the page's quotation
 *  marks, as a list. */
function quotedLabels(root, fields, ui) {
  return fields.map((el) => fill(ui.quoted, { text: labelOf(root, el, ui) })).join(", ");
}

/** What may leave the page of a form: everything but its secret fields. */
function shareable(root, form) {
  const out = { ...form };
  for (const el of secretFields(root, form)) delete out[el.name];
  return out;
}

/** What is stored of a form: its shareable values, each table marked as a whole. */
function storable(root, form) {
  const out = shareable(root, form);
  for (const path of rowsPaths(root)) out[path] = "";
  return out;
}

/** Do two states put the same values in the form (secrets aside)? */
function sameState(root, a, b, defaults) {
  const tables = tablesOf(root);
  const paths = tables.map((t) => t.path);
  const full = (values) => storable(root, fitRows(applyDiff(defaults, values, paths), tables).values);
  const x = full(a);
  const y = full(b);
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  return [...keys].every((key) => String(x[key]) === String(y[key]));
}

/** A name the player recognises for a form field (its label, and its row). */
function labelOf(root, el, ui) {
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
function applyUntrusted(root, values, defaults, ui) {
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

// --- Calculator -----------------------------------------------------------------------

// How long the player's changes must rest before the new result is announced: a number
// typed digit by digit is announced once, not at each digit (which cut the typing short).
const SETTLE_MS = 750;

/** Write a live region only when its words change: a screen reader reads a region again
 *  each time it is written, the same words too. */
function writeLive(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/** A key for a form's values: two forms with the same key give the same result. */
function formKey(form) {
  return JSON.stringify(Object.entries(form).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** One calculator of the page: its form, its result, its state in the address and in
 *  storage, and its requests to the worker.  Everything it shows comes from the core. */
class Calculator {
  constructor(root) {
    this.root = root;
    // The page this calculator belongs to: instant navigation changes the address as soon
    // as a link is clicked, before the next page replaces this one.
    this.home = location.pathname;
    this.config = JSON.parse(root.querySelector("template[data-calc-config]").content.textContent);
    this.ui = this.config.ui;
    this.status = root.querySelector("[data-calc-status-words]"); // the live part of the line
    this.progress = root.querySelector("[data-calc-progress]"); // beside it, not announced
    this.announcer = root.querySelector("[data-calc-announce]");
    this.result = root.querySelector("[data-calc-result]");
    this.notice = root.querySelector("[data-calc-notice]");
    this.toolsNotice = root.querySelector("[data-calc-tools-notice]");
    this.restore = root.querySelector("[data-calc-restore]");
    this.tools = root.querySelector("[data-calc-tools]");
    this.paths = rowsPaths(root);
    this.arrived = null; // how much of Python has arrived (0-100) on a slow link; null: no news
    this.link = "ok"; // while Python loads: "ok", "stalled" (nothing arrives) or "down" (failed till it is back)
    this.resultForm = null; // the form the shown result was computed from
    // Has the form held the values of the shown result?  Not when a link or the stored values
    // replaced the page's own before any result of theirs: a refused value then leaves the
    // page's result in view, and it is said to be the defaults' (stop 40's audit).
    this.resultHeld = true;
    this.staleTimer = 0;
    // The player's own position, while a link's is shown: kept until they take it back or
    // let it go, and saved aside as soon as the link's values would replace it in storage.
    this.ownAside = null;
    this.touched = false; // has the player changed anything (then it is remembered)?
    this.latest = 0; // the newest request's number
    this.askedKey = null; // the form the newest request was for
    this.asked = 0; // requests not answered yet
    this.lastHtml = null;
    this.renaming = null; // {source, named, from}: a row's key being renamed, and the inputs naming it
    // Renames left while the key was no name of its own (another row's, or empty): the inputs
    // keep `from` until the key is a name of its own again, whichever row is mended.
    this.pending = [];
    this.spoken = null; // the compact result a screen reader heard last (or read with the page)
    this.announceTimer = 0;
    root.calcExport = this.config.export;
    root.calcExportKey = formKey(readForm(root)); // the export is the page's, for its defaults
    root.calcText = this.config.text;
    root.calcWords = this.config.words; // for the language switch (site.mjs)
  }

  say(text) {
    this.notice.textContent = text ?? "";
    this.notice.hidden = !text;
  }

  /** Say what a button did, and give the focus to the words: the button has gone. */
  sayAndFocus(text) {
    this.say(text);
    this.notice.focus();
  }

  /** The compact result as the bar shows it. */
  summaryText() {
    return this.root.querySelector("[data-calc-summary-text]").textContent.trim();
  }

  /** Announce the compact result (or `words()`) once the player's changes have settled, if
   *  it is not what was heard last: the full result, re-rendered on every change, is read
   *  on demand only. */
  announce(words = () => this.summaryText()) {
    clearTimeout(this.announceTimer);
    this.announceTimer = setTimeout(() => {
      const text = words();
      if (!this.root.isConnected || text === this.spoken) return;
      this.spoken = text;
      this.announcer.textContent = text;
    }, SETTLE_MS);
  }

  /** The first of the core's messages as a screen reader hears it, with the field it is
   *  about («Османы — Ключевые города»: …), and how many more there are. */
  errorWords(errors) {
    const { root, ui } = this;
    const [first] = errors;
    const el = root.querySelector(`.calc__form [name="${CSS.escape(first.field)}"]`);
    const group = el?.closest("[data-group]")?.querySelector(".calc-group__label")?.textContent.trim();
    const name = el && [group, labelOf(root, el, ui)].filter(Boolean).join(" — ");
    const text = name ? `${fill(ui.quoted, { text: name })}: ${first.message}` : first.message;
    return errors.length > 1 ? `${text} (${fill(ui["notice.more"], { count: errors.length - 1 })})` : text;
  }

  /** Fit the tables in the next frame, before it is painted (a change's result reaches the
   *  page without waiting for the measuring). */
  layout() {
    fitSoon(this.root);
  }

  /** The layout works without Python: tables fit the screen, many groups fold on a phone. */
  showLayout() {
    const root = this.root;
    labelResultTables(root);
    showSummary(root);
    keepClearOfBar(root);
    foldGroupsOnPhone(root);
    fitSoon(root); // with the page's other calculators, before the next frame
    watchWidth(root, () => this.layout());
    root.addEventListener("toggle", () => this.layout(), true); // a fold-out opened: measure it
    showUnused(root);
    showInputs(root, readForm(root), this.ui, fill);
  }

  /** No Python here.  How to start it is said under the form; the summary bar, in view all
   *  along the form, says from the start that its result is the page's own, and the result
   *  dims as soon as the player's values differ from the page's. */
  showUnsupported() {
    const root = this.root;
    root.dataset.calcState = "unsupported";
    this.status.textContent = this.ui["status.unsupported"];
    const line = root.querySelector("[data-calc-stale]");
    line.textContent = this.ui["stale.unsupported"];
    line.hidden = false;
    const own = formKey(readForm(root));
    root.addEventListener("input", () => {
      if (formKey(readForm(root)) === own) delete root.dataset.calcStale;
      else root.dataset.calcStale = "unsupported";
    });
  }

  /** The bar's words while Python loads, with its progress. */
  loadingWords() {
    if (this.link === "down") return this.ui["stale.link_down"];
    if (this.arrived === null) return this.ui["stale.loading"];
    if (this.arrived >= 100) return this.ui["stale.starting"];
    return fill(this.ui["stale.loading_part"], { percent: this.arrived });
  }

  stale(reason) {
    const loading = reason === "loading" || (reason === "failed" && this.link === "down");
    let text = loading ? this.loadingWords() : undefined;
    if (reason === "invalid" && !this.resultHeld) text = this.ui["stale.invalid_defaults"];
    else if (reason === "invalid") {
      const list = this.takenValues();
      if (list) text = fill(this.ui["stale.invalid_values"], { list });
    }
    markStale(this.root, reason, this.ui, text);
  }

  /** «Label»: value of the marked fields, as the shown result took them (stop 40's audit:
   *  99999 typed key by key left the result of the 9999 on the way, which the player never
   *  meant to enter), or "" when it took none of them. */
  takenValues() {
    const { root, ui, resultForm } = this;
    if (!resultForm) return "";
    const refused = [...root.querySelectorAll('.calc__form [aria-invalid="true"]')].filter(
      (el) => el.type !== "checkbox" && el.name in resultForm && resultForm[el.name] !== "",
    );
    const taken = refused.slice(0, 2).map((el) => `${quotedLabels(root, [el], ui)}: ${resultForm[el.name]}`);
    if (refused.length > 2) taken.push(fill(ui["notice.more"], { count: refused.length - 2 }));
    return taken.join(", ");
  }

  /** The shown result's form as a key to compare forms by (null before any result). */
  get resultKey() {
    return this.resultForm && formKey(this.resultForm);
  }

  /** Is the shown result the one for the inputs?  If not, say why (issue 14). */
  refreshStale() {
    clearTimeout(this.staleTimer);
    const state = this.root.dataset.calcState;
    let reason = null;
    if (formKey(readForm(this.root)) !== this.resultKey) {
      if (state === "invalid") reason = "invalid";
      else if (state === "failed") reason = "failed";
      else if (state === "ready") reason = "pending";
      else reason = "loading";
    } else {
      this.resultHeld = true;
    }
    this.stale(reason);
    // Tools only when they can work: copying needs a result that matches the inputs, a
    // reset needs Python to compute the defaults' result again (or the page's own).
    const fresh = !reason && (state === "ready" || state === "loading");
    this.tools.querySelector('[data-action="copy-link"]').hidden = !fresh;
    this.tools.querySelector('[data-action="copy-text"]').hidden = !fresh;
    this.tools.querySelector('[data-action="reset"]').hidden = state === "failed";
  }

  setState(state) {
    // Failed while offline: Python was never kept on this device (kept, it starts offline),
    // and reloading before the connection is back would not help.
    const offline = state === "failed" && navigator.onLine === false;
    let words = this.ui[offline ? "status.failed_offline" : `status.${state}`];
    if (state === "invalid" && !this.resultHeld) words = this.ui["status.invalid_defaults"];
    let progress = "";
    if (state === "failed" && this.link === "down") {
      words = this.ui[offline ? "status.link_down_offline" : "status.link_down"];
    } else if (state === "loading" && this.arrived !== null) {
      if (this.link === "stalled") words = this.ui["status.link_stalled"];
      else if (this.arrived >= 100) words = this.ui["status.starting"];
      if (this.arrived < 100) progress = ` ${fill(this.ui["status.progress"], { percent: this.arrived })}`;
    }
    // Announced when the state changes; the progress only shows.  Python's states (loading,
    // starting, ready once loaded, the link down, failed) are the page's: its first
    // calculator says them and the others only show them, or a screen reader would hear
    // each once per calculator.  A calculator's own news (a bad value, ready again once it
    // is mended) is said by each.
    const own = state === "invalid" || (state === "ready" && this.root.dataset.calcState === "invalid");
    const aloud = own || this.root === document.querySelector("[data-calculator]");
    writeLive(this.status, aloud ? words : "");
    this.progress.textContent = aloud ? progress : `${words}${progress}`;
    this.root.dataset.calcState = state;
    this.refreshStale();
  }

  /** What of a form may leave the page and differs from the defaults. */
  changesOf(form) {
    return diffState(shareable(this.root, form), this.config.defaults, this.paths);
  }

  /** Put the form's state in the address (only what differs from the defaults). */
  rewriteLink(form) {
    if (location.pathname !== this.home) return; // the reader has left for another page
    const diff = this.changesOf(form);
    const hash = writeLinkState(this.root.dataset.calculator, diff);
    if (hash !== location.hash) {
      history.replaceState(history.state, "", `${location.pathname}${location.search}${hash}`);
    }
  }

  /** Fill the form from a link naming this calculator, else from storage; both go through
   *  the core's validation.  Stored values do not replace what the player `typed` before
   *  this module attached: they are offered instead.  Returns true when a link named it. */
  restoreInputs(hash, typed) {
    const { root, config, ui } = this;
    const link = readLinkState(root.dataset.calculator, hash);
    const own = loadStored(root);
    if (link) {
      const outcome = applyUntrusted(root, link.values, config.defaults, ui);
      this.sayApplied({ ...outcome, source: "link", tooLong: link.tooLong }, restoreSecrets(root));
      // An address that says more than the form holds (values left out, a key given twice)
      // is rewritten to what the form holds: shared onward, it cannot mean two things.
      const clean = !outcome.skipped.length && !outcome.dropped.length && !link.tooLong && !link.repeated;
      if (!clean) this.rewriteLink(readForm(root));
      if (own?.values && !sameState(root, own.values, storable(root, readForm(root)), config.defaults)) {
        this.ownAside = own.values;
      }
    } else if (own?.unreadable) {
      store(root, null);
      restoreSecrets(root);
      this.say(describeApplied({ source: "stored", unreadable: true }, ui));
    } else if (own && typed) {
      if (own.values && !sameState(root, own.values, storable(root, readForm(root)), config.defaults)) {
        this.ownAside = own.values;
      }
    } else if (own) {
      const outcome = applyUntrusted(root, own.values, config.defaults, ui);
      this.sayApplied({ ...outcome, source: "stored" }, restoreSecrets(root));
      // What could not be used is gone from storage too: the next visit is clean.
      if (!outcome.changed) store(root, null);
      else if (outcome.skipped.length || outcome.dropped.length) store(root, storable(root, readForm(root)));
      // The address says what the form holds, as after a change: shared from the browser's
      // own menu, it carries the position too.
      if (outcome.changed) this.rewriteLink(readForm(root));
    } else if (!typed) {
      restoreSecrets(root); // a secret alone changed: nothing else to restore
    }
    return Boolean(link);
  }

  /** A link to this page pasted over its address (only what follows «#» differs: no load):
   *  taken as on load when it names this calculator with other values than the form's.
   *  Returns true when it did. */
  followLink(hash) {
    const { root, config } = this;
    const link = readLinkState(root.dataset.calculator, hash);
    if (!link || sameState(root, link.values, storable(root, readForm(root)), config.defaults)) return false;
    this.restoreInputs(hash, false); // says what it took: not hidden as a change would
    this.touched = true;
    this.nameKeyedRows();
    this.showRestore();
    this.layout();
    this.askAgain();
    return true;
  }

  /** Say what a link's or the stored values did, and which secrets kept the page's own (not
   *  those `restored` from this tab's keeping). */
  sayApplied(outcome, restored = []) {
    const { root, ui } = this;
    const secrets = secretFields(root, readForm(root)).filter((el) => !restored.includes(el.name));
    const note = secrets.length ? fill(ui["notice.secrets_not_kept"], { list: quotedLabels(root, secrets, ui) }) : "";
    this.say([describeApplied(outcome, ui), note].filter(Boolean).join(" "));
  }

  showRestore() {
    this.restore.hidden = !(this.ownAside || loadStored(this.root, OWN)?.values);
  }

  /** Ask the core for the form's result; show it unless a newer change is on its way. */
  async update() {
    const root = this.root;
    const seq = ++this.latest;
    const form = readForm(root);
    this.askedKey = formKey(form);
    const request = { calculator: root.dataset.calculator, lang: root.dataset.lang, form };
    // Python not there yet (a slow link: a minute or more) or not there at all: what the
    // player types goes along with the language switch and Back, and is kept, from the
    // start, as a refused value is (stop 41's audit: the other language opened on the
    // defaults).  The answer, when it comes, keeps it again.
    if (this.touched && !["ready", "invalid"].includes(root.dataset.calcState)) {
      root.calcShown = this.changesOf(form);
      this.remember(form);
    }
    let response;
    this.asked += 1;
    try {
      // Held up: a new worker starts.
      response = await setupWorker().compute(request, () => this.stale("loading"));
    } catch {
      this.setState("failed");
      return;
    } finally {
      this.asked -= 1;
    }
    if (seq !== this.latest) return; // a newer change is on its way
    // Instant navigation has replaced the page since (a blur fires "change" on the way
    // out): this answer belongs to nothing on screen, and the address is another page's.
    if (!root.isConnected) return;
    showErrors(root, response.errors);
    if (response.errors.length) keepFocusInSight(root);
    if (!response.ok) {
      this.setState("invalid");
      // The status line says that fields are marked; which, and what is wrong, is heard too.
      if (this.touched) this.announce(() => this.errorWords(response.errors));
      // What the fields hold goes along with the language switch, and is kept and put in
      // the address, a refused value too: a half-typed value the result had taken on the
      // way came back as if it were the player's, with a clean result (stop 40's audit).
      root.calcShown = this.changesOf(form);
      if (this.touched) setTimeout(() => seq === this.latest && root.isConnected && this.remember(form));
      return;
    }
    this.showResult(form, response);
    // What the player's changes brought is announced; the result Python gives at load (the
    // page's own, or the player's remembered values, which the notice names) is not.
    if (this.touched) this.announce();
    else this.spoken = this.summaryText();
    this.setState("ready");
    keepRuntimeOffline();
    // Storage and the address after the result is shown (a history entry costs a few ms).
    if (this.touched) setTimeout(() => seq === this.latest && root.isConnected && this.remember(form));
  }

  showResult(form, response) {
    const { root, result } = this;
    if (response.html !== this.lastHtml) {
      // Keep open the fold-outs the player opened (they are rendered in the same order).
      const open = [...result.querySelectorAll("details")].map((d) => d.open);
      result.innerHTML = response.html; // the core's rendering: player text is escaped there
      result.querySelectorAll("details").forEach((d, i) => {
        if (open[i]) d.open = true;
      });
      this.lastHtml = response.html;
      labelResultTables(result);
      this.layout();
    }
    showSummary(root, response.summary);
    showSubtotals(root, response.groups);
    showInputs(root, form, this.ui, fill);
    this.resultForm = form;
    this.resultHeld = true;
    root.calcShown = this.changesOf(form);
    root.calcText = response.text;
    root.calcExport = response.export;
    root.calcExportKey = this.resultKey;
  }

  /** Python is ready and the page's own result is for the inputs: it stands as Python's. */
  adoptPageResult() {
    const root = this.root;
    root.calcShown = this.changesOf(readForm(root));
    this.setState("ready");
    keepRuntimeOffline();
  }

  /** Keep valid values: in localStorage, and in the address (only what differs). */
  remember(form) {
    const root = this.root;
    const diff = this.changesOf(form);
    if (this.ownAside) {
      // The link's values are about to replace the player's own: set those aside first.
      if (!loadStored(root, OWN)?.values) store(root, this.ownAside, OWN);
      this.ownAside = null;
    }
    store(root, Object.keys(diff).length ? storable(root, form) : null);
    keepSecrets(root, form);
    this.rewriteLink(form);
  }

  /** Copy `text`; say `done` (or that it failed) beside the buttons. */
  async copy(text, done) {
    let words = done;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      words = this.ui["notice.copy_failed"];
    }
    this.sayByTools(words);
  }

  /** Say what a tool did beside its buttons: the notice above the result may be a screen
   *  or more away from the thumb that tapped. */
  sayByTools(words) {
    this.say(null);
    this.toolsNotice.textContent = words;
    this.toolsNotice.hidden = false;
  }

  /** Copy the page's link (pageLink), and say what it leaves out (secrets), or that it
   *  cannot hold it all. */
  copyLink() {
    const { root, ui } = this;
    const link = pageLink();
    if (new URL(link).hash.length - 1 > MAX_STATE_LENGTH) {
      this.sayByTools(fill(ui["notice.link_too_long_copy"], { max: MAX_STATE_LENGTH }));
      return;
    }
    const form = readForm(root);
    const secrets = secretFields(root, form).filter(
      (el) => String(form[el.name]) !== String(this.config.defaults[el.name]),
    );
    const list = quotedLabels(root, secrets, ui);
    const done = secrets.length ? fill(ui["notice.copied_link_secret"], { list }) : ui["notice.copied_link"];
    this.copy(link, done);
  }

  /** Focus on a row's key (players.0.name) that other inputs name (data-names="players.name"):
   *  note which of them name it now: every spelling the core takes for the same name
   *  (nameKey: «voce» and « VOCÊ » name «Você»). */
  noteNamed(el) {
    const left = this.renaming;
    this.renaming = null;
    if (left && left.source !== el && this.waits(left)) this.pending.push(left);
    // Back on a key whose rename waits: it goes on from where it was.
    const resumed = this.pending.find((rename) => rename.source === el);
    if (resumed) {
      this.pending = this.pending.filter((rename) => rename !== resumed);
      this.renaming = resumed;
      return;
    }
    if (!(el instanceof HTMLInputElement) || !el.value.trim()) return;
    const key = keyColumn(el.name);
    if (key === el.name) return;
    // A name two rows bear, or the word for what no row is («ханаанеи»): whose the inputs
    // naming it mean, nobody can tell.  A row whose rename waits bears no name yet: the inputs
    // naming what it now holds are the other row's.
    if (this.nameTaken(el, this.pending.map((rename) => rename.source))) return;
    const typed = nameKey(el.value);
    const same = (input) => nameKey(input.value) === typed;
    const named = [...this.root.querySelectorAll(`[data-names="${CSS.escape(key)}"]`)].filter(same);
    if (named.length) this.renaming = { source: el, named, from: el.value };
  }

  /** Does the key `el` hold a name another row of its table holds (players.0.name beside
   *  players.1.name), or a word the key may not take (data-taken: «ханаанеи»)? */
  nameTaken(el, besides = []) {
    const typed = nameKey(el.value);
    const column = keyColumn(el.name);
    const rows = [...this.root.querySelectorAll("[data-rows] input[type=text]")].filter(
      (input) => input !== el && !besides.includes(input) && keyColumn(input.name) === column,
    );
    return (
      rows.some((input) => nameKey(input.value) === typed) ||
      (el.dataset.taken ?? "").split("|").some((word) => word && nameKey(word) === typed)
    );
  }

  /** While a key noted by noteNamed() is typed, the inputs that named it follow (a player who
   *  types their own name in place of «Вы» stays the holder of what «Вы» held).  A key left
   *  empty for a moment leaves them as they were; so does a name that is another row's or one
   *  the key may not take (data-taken: «ханаанеи»), until the key is a name of its own again:
   *  a slip corrected gives nothing away. */
  followRename(el) {
    if (this.renaming?.source !== el || !el.value.trim()) return;
    const value = this.nameTaken(el) ? this.renaming.from : el.value;
    for (const input of this.renaming.named) input.value = value;
  }

  /** Do the inputs of `rename` still wait for its key (left empty, or a name that is no name
   *  of its own)? */
  waits(rename) {
    const { source, named } = rename;
    if (!source.isConnected || !named.some((input) => input.isConnected)) return false;
    return !source.value.trim() || this.nameTaken(source);
  }

  /** The renames that waited for a clash to be mended elsewhere (the other row renamed, or
   *  removed): their inputs that still say `from` take the key's name now. */
  settlePending() {
    this.pending = this.pending.filter((rename) => {
      if (this.waits(rename)) return true;
      if (rename.source.isConnected && rename.source.value.trim()) {
        const from = nameKey(rename.from);
        for (const input of rename.named) {
          if (input.isConnected && nameKey(input.value) === from) input.value = rename.source.value;
        }
      }
      return false;
    });
  }

  /** Rows keyed by a name are named after it (nameRows). */
  nameKeyedRows() {
    for (const rows of this.root.querySelectorAll("[data-keyed]")) nameRows(rows);
  }

  /** The player changed the form (an input event, or a button that changed values). */
  changed(event) {
    this.touched = true;
    clearTimeout(this.announceTimer); // still typing: the result is announced once it settles
    if (event?.type === "input") this.followRename(event.target);
    this.settlePending();
    this.nameKeyedRows(); // a player renamed, or names from a preset
    this.notice.hidden = true;
    this.toolsNotice.hidden = true;
    const fresh = event?.target?.closest?.("[data-fresh]");
    if (fresh) {
      // Touched: the row counts now, and so do the new rows above it (a turn left blank).
      for (const row of fresh.parentElement.children) {
        delete row.dataset.fresh;
        if (row === fresh) break;
      }
      showRowState(fresh.closest("[data-rows]"));
    }
    this.askAgain(event);
  }

  /** Ask for the result of the form as it now is. */
  askAgain(event) {
    showUnused(this.root);
    // Say at once that Python is not there yet; a quick answer needs no word.
    if (this.root.dataset.calcState === "ready") this.staleTimer = setTimeout(() => this.refreshStale(), 300);
    else this.refreshStale();
    // Leaving a field fires "change" for the form its typing already asked about (a box or
    // a list fires "input" too): no second request, no result drawn again.
    const asked = event?.type === "change" && this.root.dataset.calcState !== "failed";
    if (asked && formKey(readForm(this.root)) === this.askedKey) return;
    this.update();
  }

  /** A button of the calculator was pressed.  Returns true when it changed the form. */
  act(button) {
    const { root, config } = this;
    const rows = button.closest("[data-rows]");
    // A whole position written over the form: no rename of the one before goes on in it.
    if (["preset", "reset", "restore-own"].includes(button.dataset.action)) {
      this.renaming = null;
      this.pending = [];
    }
    switch (button.dataset.action) {
      case "add-row": {
        // The player lands where they type (and the focus is not lost when the row fills the
        // table and disables the button): fitted first, so the field is scrolled to where it
        // will stay.  An empty row changes nothing until the player types in it.
        const row = addRow(rows, true);
        fitTables(root);
        row?.querySelector("input, select")?.focus();
        return false;
      }
      case "remove-row":
        removeRow(rows, button.closest("[data-row]"));
        return true;
      case "step":
        step(root, button);
        return false; // the input event does the rest
      case "preset":
        writeForm(root, config.presets[button.dataset.preset]);
        return true;
      case "import-row": {
        const apart = [];
        const n = importRow(rows, button.dataset.from, root, config.defaults, apart);
        const title = button.dataset.fromTitle;
        if (n) {
          this.layout();
          this.changed(); // hides the notice: where the row went is said after
          const words = [fill(this.ui["notice.imported_row"], { title, n })];
          if (apart.length) words.push(fill(this.ui["notice.import_apart"], { list: quotedLabels(root, apart, this.ui) }));
          this.say(words.join(" "));
        } else if (n === 0) {
          this.say(fill(this.ui["notice.import_not_fresh"], { title }));
        }
        return false;
      }
      case "reset":
        writeForm(root, config.defaults);
        store(root, null);
        return true;
      case "restore-own": {
        // The player's own position comes back; the link's values are let go.
        const values = this.ownAside ?? loadStored(root, OWN)?.values;
        this.ownAside = null;
        store(root, null, OWN);
        writeForm(root, config.defaults);
        if (values) applyUntrusted(root, values, config.defaults, this.ui);
        this.showRestore();
        this.layout();
        this.changed(); // before the notice: a change hides it
        this.sayAndFocus(this.ui["notice.own_restored"]);
        return false;
      }
      case "forget-own":
        this.ownAside = null;
        store(root, null, OWN);
        this.showRestore();
        this.sayAndFocus(this.ui["notice.own_forgotten"]);
        return false;
      case "copy-link":
        this.copyLink();
        return false;
      case "copy-text":
        this.copy(root.calcText, this.ui["notice.copied_text"]);
        return false;
      default:
        return false;
    }
  }

  /** With Python: restore the inputs, listen to the player, start the worker.  Returns
   *  true when a link named this calculator. */
  start(hash) {
    const root = this.root;
    root.querySelector("[data-calc-presets]")?.removeAttribute("hidden");
    this.tools.hidden = false;
    for (const table of tablesOf(root)) showRowState(table.el);
    this.spoken = this.summaryText(); // read with the page: not announced again
    // Focused or typed in before this module attached (hooks/calculators_early.js marks
    // it): the form holds the player's values, and the page's result is not for them.
    const typed = root.hasAttribute("data-calc-typed");
    this.touched = typed;
    this.resultForm = typed ? null : readForm(root); // the page's defaults, at first
    const linked = this.restoreInputs(hash, typed);
    this.resultHeld = typed || formKey(readForm(root)) === this.resultKey;
    showUnused(root);
    root.calcFollowLink = (newHash) => this.followLink(newHash);
    this.nameKeyedRows(); // the names from a link or storage
    this.showRestore();
    this.layout();

    root.addEventListener("focusin", (event) => this.noteNamed(event.target));
    root.addEventListener("beforeinput", decimalComma);
    root.addEventListener("input", (event) => this.changed(event));
    root.addEventListener("change", (event) => this.changed(event));
    root.addEventListener("click", (event) => {
      const button = event.target.closest("[data-action]");
      if (!button || !root.contains(button) || !this.act(button)) return;
      this.layout();
      this.changed();
    });

    this.setState("loading");
    // On a slow link, the status line and the bar say how much of Python has arrived.
    const unwatch = setupWorker().onProgress((percent, link) => {
      if (!root.isConnected) return void unwatch(); // instant navigation replaced the page
      const was = this.link;
      this.arrived = percent;
      this.link = link;
      // Python cannot start while the link is down; it loads again once it is back.
      if (link === "down") this.setState("failed");
      else if (root.dataset.calcState === "loading" || was === "down") this.setState("loading");
    });
    // Once Python is ready, the result for the form as it is; a change made meanwhile has
    // asked for it already (its request goes as soon as the worker is ready).  The page's
    // own result is the core's for the page's inputs (rendered by it at build time): while
    // the form holds them, Python is not asked again (four such requests held a first
    // change back on a page with four calculators).
    setupWorker().ready.then(
      () => {
        if (this.asked) return;
        if (formKey(readForm(root)) === this.resultKey) this.adoptPageResult();
        else this.update();
      },
      () => this.setState("failed"),
    );
    return linked;
  }
}

/** A comma typed in a number field is the decimal point it means in Russian and Portuguese:
 *  Chromium's number field dropped it, and «2,5» became 25 without a word (stop 40's audit).
 *  As a point, the core reads the number and refuses what is not whole, beside the field. */
function decimalComma(event) {
  const el = event.target;
  if (!(el instanceof HTMLInputElement) || el.type !== "number" || !event.data?.includes(",")) return;
  event.preventDefault();
  document.execCommand("insertText", false, event.data.replaceAll(",", "."));
}

/** Attach one calculator (idempotent: instant navigation may show the same page again).
 *  `hash`: the page address as it was opened (calculators rewrite it as they mount).
 *  Returns true when a link named this calculator (the page then scrolls to it). */
export function mountCalculator(root, hash = location.hash) {
  if (root.dataset.mounted) return false;
  root.dataset.mounted = "true";
  const calculator = new Calculator(root);
  calculator.showLayout();
  if (!canRunPython()) {
    calculator.showUnsupported();
    return false;
  }
  return calculator.start(hash);
}

// Every calculator in `roots` takes the page's link (`take` says whether the link named it);
// the page lands on the first one named, not at the top of a long page.
function takeLink(roots, take) {
  let linked = null;
  for (const root of roots) if (take(root) && !linked) linked = root;
  return linked;
}

function mountAll() {
  const hash = location.hash;
  const linked = takeLink(document.querySelectorAll("[data-calculator]"), (root) => mountCalculator(root, hash));
  if (linked) requestAnimationFrame(() => linked.scrollIntoView({ block: "start" }));
}

setupOffline();

// A link pasted over the page's own address differs only after «#»: the browser stays on the
// page and only says hashchange (our own rewrites of the address, replaceState, do not).
window.addEventListener("hashchange", () => {
  const mounted = document.querySelectorAll("[data-calculator][data-mounted]");
  takeLink(mounted, (root) => root.calcFollowLink?.(location.hash))?.scrollIntoView({ block: "start" });
});

// Material's document$ emits on the first load and after every instant navigation.
if (typeof window.document$?.subscribe === "function") window.document$.subscribe(mountAll);
else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mountAll);
else mountAll();
