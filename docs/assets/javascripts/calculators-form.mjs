// The calculators' forms in the page: reading and writing their values (named by the JSON
// contract's dotted field paths), the rows of their tables, the steppers, and the core's
// messages beside the fields.  Nothing here knows a particular calculator (calculators.mjs
// mounts them; the state format is calculators-state.mjs's).
import { countRows, diffState, fill, fitRows, parseBoolean } from "./calculators-state.mjs";

/** The inputs of the form (named by the JSON contract's dotted field paths). */
export function formFields(root) {
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

/** A key for a form's values: two forms with the same key give the same result. */
export function formKey(form) {
  return JSON.stringify(Object.entries(form).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The tables of rows of the form: [{path, min, max, el}]. */
export function tablesOf(root) {
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
export function resetField(el) {
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
export function addRow(rows, fresh = false) {
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
export function removeRow(rows, row) {
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
export function showRowState(rows) {
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
export function nameRows(rows) {
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
export function keyColumn(name) {
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
export function importRow(rows, from, root, defaults, apart = []) {
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
export function step(root, button) {
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
export function showErrors(root, errors) {
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

/** A comma typed in a number field is the decimal point it means in Russian and Portuguese:
 *  Chromium's number field dropped it, and «2,5» became 25 without a word (stop 40's audit).
 *  As a point, the core reads the number and refuses what is not whole, beside the field. */
export function decimalComma(event) {
  const el = event.target;
  if (!(el instanceof HTMLInputElement) || el.type !== "number" || !event.data?.includes(",")) return;
  event.preventDefault();
  document.execCommand("insertText", false, event.data.replaceAll(",", "."));
}
