// A calculator's state in the page address and in storage: pure functions (no DOM), unit-
// tested under Node (tests/js/).
//
// A calculator's state is the set of its form values that differ from the defaults, kept
// in the page address as `#<calculator id>.<field name>=<value>&...` (URLSearchParams
// encoding, so it stays readable: #his.diet_of_worms.protestant_cp=1).  A table of rows
// that differs is written whole, after a `<id>.<rows path>=` entry that clears it.  The
// full values are also kept in localStorage.  Both are untrusted: values only ever go
// into input .value/.checked (never markup) and the core validates them like typed input.

export const MAX_STATE_LENGTH = 8192;

/** The entries of the page address that belong to calculator `id`, or null if none. */
export function readLinkState(id, hash = globalThis.location?.hash ?? "") {
  const text = hash.replace(/^#/, "");
  if (!text.includes("=")) return null;
  if (text.length > MAX_STATE_LENGTH) return { values: {}, rejected: 1 };
  const prefix = `${id}.`;
  const values = {};
  let found = false;
  for (const [key, value] of new URLSearchParams(text)) {
    if (!key.startsWith(prefix)) continue;
    found = true;
    values[key.slice(prefix.length)] = value;
  }
  return found ? { values, rejected: 0 } : null;
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
