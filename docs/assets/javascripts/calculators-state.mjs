// A calculator's state in the page address and in storage, and how the form matches a name
// typed twice: pure functions (no DOM), unit-tested under Node (tests/js/).
//
// A calculator's state is the set of its form values that differ from the defaults, kept
// in the page address as `#<calculator id>.<field name>=<value>&...` (URLSearchParams
// encoding, so it stays readable: #his.diet_of_worms.protestant_cp=1).  A table of rows
// that differs is written whole, after a `<id>.<rows path>=` entry that clears it.  The
// full values are also kept in localStorage.  Both are untrusted: values only ever go
// into input .value/.checked (never markup) and the core validates them like typed input.

export const MAX_STATE_LENGTH = 8192;

/** Does the page address (`#...`) hold calculators' state (rather than a heading's id)? */
export function isLinkState(hash) {
  return hash.replace(/^#/, "").includes("=");
}

/** The page address (`#...`) with each calculator's state (`shown`: [id, diff] pairs) in
 *  it, whatever the address holds now: a heading's anchor after a link within the page,
 *  or another calculator's last change. */
export function stateHash(hash, shown) {
  let out = isLinkState(hash) ? hash : "";
  for (const [id, diff] of shown) out = writeLinkState(id, diff, out);
  return out;
}

/** The entries of the page address that belong to calculator `id`, or null if none:
 *  {values, rejected, repeated} (a key given again overrides its earlier value; `repeated`
 *  counts those).  An address longer than MAX_STATE_LENGTH is refused whole ({values: {},
 *  tooLong: true}). */
export function readLinkState(id, hash = globalThis.location?.hash ?? "") {
  if (!isLinkState(hash)) return null;
  const text = hash.replace(/^#/, "");
  const prefix = `${id}.`;
  if (text.length > MAX_STATE_LENGTH) {
    return text.includes(prefix) ? { values: {}, rejected: 1, tooLong: true } : null;
  }
  const values = {};
  let found = false;
  let repeated = 0;
  for (const [key, value] of new URLSearchParams(text)) {
    if (!key.startsWith(prefix)) continue;
    found = true;
    const name = key.slice(prefix.length);
    if (Object.hasOwn(values, name)) repeated += 1;
    values[name] = value;
  }
  return found ? { values, rejected: 0, repeated } : null;
}

/** The page address with calculator `id`'s entries replaced by `diff`. */
export function writeLinkState(id, diff, hash = globalThis.location?.hash ?? "") {
  const text = hash.replace(/^#/, "");
  const params = new URLSearchParams(text.includes("=") && text.length <= MAX_STATE_LENGTH ? text : "");
  for (const key of [...params.keys()]) if (key.startsWith(`${id}.`)) params.delete(key);
  for (const [key, value] of Object.entries(diff)) params.append(`${id}.${key}`, String(value));
  const encoded = params.toString();
  return encoded ? `#${encoded}` : "";
}

export function rowsOf(path, values) {
  return Object.entries(values).filter(([key]) => key.startsWith(`${path}.`));
}

/** The values of `form` that differ from `defaults` (tables of rows as a whole). */
export function diffState(form, defaults, paths) {
  const diff = {};
  const inRows = (key) => paths.some((path) => key.startsWith(`${path}.`));
  for (const [key, value] of Object.entries(form)) {
    if (!inRows(key) && String(value) !== String(defaults[key])) diff[key] = value;
  }
  for (const path of paths) {
    const now = rowsOf(path, form);
    const was = rowsOf(path, defaults);
    const same = now.length === was.length && now.every(([key, value]) => String(defaults[key]) === String(value));
    if (same) continue;
    diff[path] = "";
    for (const [key, value] of now) diff[key] = value;
  }
  return diff;
}

/** `diff` for the page in another language: each value that is one of the words the
 *  calculator's own page gave (an example's «Вы», «Регион А»), in any spelling the core takes
 *  for it (nameKey: «регион а»), as that language's page gives it (`words`: word ->
 *  translation); what the player typed goes as typed. */
export function translateState(diff, words = {}) {
  const byKey = new Map(Object.entries(words).map(([word, theirs]) => [nameKey(word), theirs]));
  const out = {};
  for (const [key, value] of Object.entries(diff)) {
    const theirs = typeof value === "string" ? byKey.get(nameKey(value)) : undefined;
    out[key] = theirs ?? value;
  }
  return out;
}

/** Defaults overlaid with `diff` (a table named in `diff` replaces the default table). */
export function applyDiff(defaults, diff, paths) {
  const values = { ...defaults };
  for (const path of paths) {
    if (!(path in diff)) continue;
    for (const [key] of rowsOf(path, values)) delete values[key];
  }
  for (const [key, value] of Object.entries(diff)) if (!paths.includes(key)) values[key] = value;
  return values;
}

// --- Untrusted values ------------------------------------------------------------------
// A link or a stored state may name rows a table cannot hold, values a field cannot take,
// fields that do not exist.  These functions bound everything by what the form allows.

/** The path of the table of rows that `key` belongs to, or undefined. */
function tableOf(key, tables) {
  return tables.find((table) => key.startsWith(`${table.path}.`));
}

const ROW_KEY = /^(\d{1,9})\.(.+)$/;

/**
 * `values` with each table's rows renumbered 0, 1, … in the order of their numbers and cut
 * to the table's limit.  `tables` is [{path, max}].  Returns {values, dropped: {path:
 * count}, renamed: {new key: old key}}.  One pass over the keys per table: however many
 * rows a link names, the work is bounded by its length.
 */
export function fitRows(values, tables) {
  const numbers = new Map(tables.map((table) => [table.path, new Set()]));
  for (const key of Object.keys(values)) {
    const table = tableOf(key, tables);
    const match = table && ROW_KEY.exec(key.slice(table.path.length + 1));
    if (match) numbers.get(table.path).add(Number(match[1]));
  }
  const moves = new Map();
  const dropped = {};
  for (const table of tables) {
    const sorted = [...numbers.get(table.path)].sort((a, b) => a - b);
    const kept = sorted.slice(0, Math.max(0, table.max));
    if (sorted.length > kept.length) dropped[table.path] = sorted.length - kept.length;
    moves.set(table.path, new Map(kept.map((number, index) => [number, index])));
  }
  const out = {};
  const renamed = {};
  for (const [key, value] of Object.entries(values)) {
    const table = tableOf(key, tables);
    const match = table && ROW_KEY.exec(key.slice(table.path.length + 1));
    if (!match) {
      out[key] = value;
      continue;
    }
    const index = moves.get(table.path).get(Number(match[1]));
    if (index === undefined) continue; // a row past the limit
    const name = `${table.path}.${index}.${match[2]}`;
    out[name] = value;
    if (name !== key) renamed[name] = key;
  }
  return { values: out, dropped, renamed };
}

/** How many rows table `path` has in `values` (after fitRows: numbered 0..n-1). */
export function countRows(values, path) {
  const numbers = new Set();
  for (const key of Object.keys(values)) {
    if (!key.startsWith(`${path}.`)) continue;
    const match = ROW_KEY.exec(key.slice(path.length + 1));
    if (match) numbers.add(match[1]);
  }
  return numbers.size;
}

// The words the core reads as a ticked or an empty box (calculators/spec.py, _TRUE/_FALSE).
const TRUE = new Set(["true", "on", "1", "yes"]);
const FALSE = new Set(["false", "off", "0", "no", ""]);

/** A checkbox value from a link or storage as a boolean, or null if it is neither. */
export function parseBoolean(value) {
  if (typeof value === "boolean") return value;
  const text = String(value).trim().toLowerCase();
  if (TRUE.has(text)) return true;
  if (FALSE.has(text)) return false;
  return null;
}

// «й» is a letter of its own in Russian (Андрей is not Андреи); «ё» reads as «е».
const KEEP = new Set(["й", "Й"]);

/**
 * What every spelling of one name shares: case, accents and repeated spaces ignored, as the
 * core's calculators/juizes/names.py `name_key` (tests/name_keys.json holds the cases both
 * pass).  Case is folded by upper- then lower-casing, which also folds «ß» and «ς» as
 * Python's casefold() does.
 */
export function nameKey(name) {
  const letters = [...String(name)].map((char) => (KEEP.has(char) ? char : char.normalize("NFD").replace(/\p{M}/gu, "")));
  return letters.join("").split(/\s+/).filter(Boolean).join(" ").toUpperCase().toLowerCase();
}

/** `template` with each `{name}` replaced by `vars[name]`. */
export function fill(template, vars = {}) {
  return String(template).replace(/\{(\w+)\}/g, (whole, name) => (name in vars ? String(vars[name]) : whole));
}

/**
 * The notice that says what a link or a stored state did to the form, in the page's
 * language (`ui`: the calculator's interface strings), or null when there is nothing to
 * say.  `outcome`: {source: "link" | "stored", applied: number of values put in the form,
 * changed: whether the form now differs from its defaults, skipped: [{name, reason}],
 * dropped: [{table, max, count}], tooLong, unreadable}.
 */
export function describeApplied(outcome, ui) {
  const { source, applied = 0, changed = false, skipped = [], dropped = [] } = outcome;
  const problems = [];
  if (outcome.tooLong) problems.push(fill(ui["notice.link_too_long"], { max: MAX_STATE_LENGTH }));
  if (outcome.unreadable) problems.push(ui["notice.stored_unreadable"]);
  for (const rows of dropped) problems.push(fill(ui["notice.rows_dropped"], rows));
  if (skipped.length) {
    const items = skipped
      .slice(0, 3)
      .map(({ name, reason }) => fill(ui["notice.item"], { name, reason: ui[`reason.${reason}`] }));
    if (skipped.length > 3) items.push(fill(ui["notice.more"], { count: skipped.length - 3 }));
    problems.push(fill(ui["notice.skipped"], { list: items.join(", ") }));
  }
  if (!problems.length) {
    if (source === "link") return applied ? ui["notice.from_link"] : null;
    return changed ? ui["notice.restored"] : null;
  }
  if (outcome.tooLong || outcome.unreadable) return problems.join(" ");
  const head = applied
    ? fill(ui[`notice.${source}_applied`], { count: applied })
    : ui[`notice.${source}_nothing`];
  return [head, ...problems].join(" ");
}
