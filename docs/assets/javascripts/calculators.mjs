// Browser glue for every calculator on the site (no code for any particular calculator).
//
// Each calculator is a <section data-calculator="ID"> rendered at build time with its
// default result.  This module mounts it from Material's document$ (so it survives
// instant navigation), starts one module worker on first need and keeps it across page
// changes, sends the form's values to the core running in Pyodide, and puts the core's
// answer in place: the result, or a message next to each rejected field while the last
// good result stays.  Rules, labels and messages all come from the core.
import { canRunPython, keepRuntimeOffline, setupOffline, setupWorker } from "./calculators-client.mjs";
import {
  MAX_STATE_LENGTH,
  applyDiff,
  diffState,
  readLinkState,
  writeLinkState,
} from "./calculators-state.mjs";

// --- Form -----------------------------------------------------------------------------

/** The form's values as {dotted.name: string | boolean}, exactly what the core parses. */
export function readForm(root) {
  const form = {};
  for (const el of root.querySelectorAll(".calc__form [name]")) {
    form[el.name] = el.type === "checkbox" ? el.checked : el.value;
  }
  return form;
}

/** Put values into the form, growing or shrinking tables of rows to fit. */
export function writeForm(root, values) {
  for (const rows of root.querySelectorAll("[data-rows]")) {
    const prefix = `${rows.dataset.rows}.`;
    const indices = new Set();
    for (const key of Object.keys(values)) {
      if (!key.startsWith(prefix)) continue;
      const index = key.slice(prefix.length).split(".")[0];
      if (/^\d+$/.test(index)) indices.add(Number(index));
    }
    const body = rows.querySelector("[data-rows-body]");
    while (body.children.length > indices.size) body.lastElementChild.remove();
    while (body.children.length < indices.size) addRow(rows);
  }
  for (const el of root.querySelectorAll(".calc__form [name]")) {
    if (!(el.name in values)) continue;
    const value = values[el.name];
    if (el.type === "checkbox") el.checked = value === true || value === "true";
    else el.value = typeof value === "string" ? value : String(value);
  }
}

const ROW_ATTRIBUTES = ["id", "name", "for", "aria-describedby", "data-error-for"];

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
}

function addRow(rows) {
  const body = rows.querySelector("[data-rows-body]");
  if (body.children.length >= Number(rows.dataset.maxRows)) return;
  const row = rows.querySelector("template[data-row-template]").content.firstElementChild.cloneNode(true);
  renumberRow(row, rows.dataset.rows, "__i__", body.children.length);
  body.append(row);
}

function removeRow(rows, row) {
  const body = rows.querySelector("[data-rows-body]");
  if (body.children.length <= Number(rows.dataset.minRows)) return;
  const index = [...body.children].indexOf(row);
  row.remove();
  [...body.children].slice(index).forEach((next, i) => {
    renumberRow(next, rows.dataset.rows, index + i + 1, index + i);
  });
}

/** Append the row another calculator of the page exports (e.g. this turn's VP totals). */
function importRow(rows, from) {
  const source = document.querySelector(`[data-calculator="${CSS.escape(from)}"]`);
  const values = source?.calcExport;
  if (!values) return;
  addRow(rows);
  const index = rows.querySelector("[data-rows-body]").children.length - 1;
  for (const [key, value] of Object.entries(values)) {
    const input = rows.querySelector(`[name="${CSS.escape(`${rows.dataset.rows}.${index}.${key}`)}"]`);
    if (!input) continue;
    if (input.type === "checkbox") input.checked = value === true || value === "true";
    else input.value = String(value);
  }
}

/** Show the core's messages next to their fields; clear the others. */
function showErrors(root, errors) {
  for (const slot of root.querySelectorAll("[data-error-for]")) {
    slot.hidden = true;
    slot.textContent = "";
  }
  for (const el of root.querySelectorAll("[aria-invalid]")) el.removeAttribute("aria-invalid");
  const general = root.querySelector('[data-error-for="(input)"]');
  for (const error of errors) {
    const slot = root.querySelector(`[data-error-for="${CSS.escape(error.field)}"]`) ?? general;
    const text = slot === general && error.field !== "(input)" ? `${error.field}: ${error.message}` : error.message;
    slot.textContent = slot.textContent ? `${slot.textContent} ${text}` : text;
    slot.hidden = false;
    const input = root.querySelector(`.calc__form [name="${CSS.escape(error.field)}"]`);
    if (input) input.setAttribute("aria-invalid", "true");
  }
}

// --- Shared links and remembered inputs ------------------------------------------------
// (the format and the pure functions are in calculators-state.mjs)

const STORAGE_PREFIX = "calculators:";

function rowsPaths(root) {
  return [...root.querySelectorAll("[data-rows]")].map((el) => el.dataset.rows);
}

function storageKey(root) {
  return `${STORAGE_PREFIX}${root.dataset.calculator}:${root.dataset.lang}`;
}

function loadStored(root) {
  try {
    const text = localStorage.getItem(storageKey(root));
    if (!text || text.length > MAX_STATE_LENGTH * 8) return null;
    const values = JSON.parse(text);
    return values && typeof values === "object" && !Array.isArray(values) ? values : null;
  } catch {
    return null;
  }
}

function store(root, values) {
  try {
    if (values === null) localStorage.removeItem(storageKey(root));
    else localStorage.setItem(storageKey(root), JSON.stringify(values));
  } catch {
    // Storage may be full or disabled (private mode): remembering is a convenience.
  }
}

/** Put untrusted `values` into the form; return how many could not be used. */
function applyUntrusted(root, values, defaults) {
  const known = new Set([...root.querySelectorAll(".calc__form [name]")].map((el) => el.name));
  const template = new Set();
  for (const tpl of root.querySelectorAll("template[data-row-template]")) {
    for (const el of tpl.content.querySelectorAll("[name]")) template.add(el.name);
  }
  const paths = rowsPaths(root);
  const rowName = (key) => key.replace(/\.(\d{1,3})\./, ".__i__.");
  let rejected = 0;
  const clean = {};
  for (const [key, value] of Object.entries(values)) {
    const ok = (typeof value === "string" || typeof value === "boolean") && String(value).length <= 200;
    if (ok && (known.has(key) || template.has(rowName(key)) || paths.includes(key))) clean[key] = value;
    else rejected += 1;
  }
  writeForm(root, applyDiff(defaults, clean, paths));
  // The browser refuses what an input cannot hold (text in a number field, an unknown
  // option): put the default back there and count it.
  for (const el of root.querySelectorAll(".calc__form [name]")) {
    if (!(el.name in clean) || el.type === "checkbox") continue;
    if (el.value !== String(clean[el.name])) {
      el.value = String(defaults[el.name] ?? "");
      rejected += 1;
    }
  }
  return rejected;
}

// --- Calculator -----------------------------------------------------------------------

/** Attach one calculator (idempotent: instant navigation may show the same page again). */
export function mountCalculator(root) {
  if (root.dataset.mounted) return;
  root.dataset.mounted = "true";
  // The page this calculator belongs to: instant navigation changes the address as soon
  // as a link is clicked, before the next page replaces this one.
  const home = location.pathname;
  const config = JSON.parse(root.querySelector("template[data-calc-config]").content.textContent);
  const status = root.querySelector("[data-calc-status]");
  const result = root.querySelector("[data-calc-result]");
  const notice = root.querySelector("[data-calc-notice]");
  const paths = rowsPaths(root);
  root.calcExport = config.export;
  root.calcText = config.text;
  const setState = (state) => {
    status.textContent = config.ui[`status.${state}`];
    root.dataset.calcState = state;
  };
  const say = (key) => {
    notice.textContent = config.ui[`notice.${key}`];
    notice.hidden = false;
  };

  if (!canRunPython()) {
    setState("unsupported");
    return;
  }
  root.querySelector("[data-calc-tools]").hidden = false;

  // A link's state wins over the stored one; both go through the core's validation.
  const link = readLinkState(root.dataset.calculator);
  const stored = link ? null : loadStored(root);
  if (link || stored) result.classList.add("calc__result--stale"); // until recomputed
  if (link) {
    const rejected = link.rejected + applyUntrusted(root, link.values, config.defaults);
    say(rejected ? "bad_state" : "from_link");
  } else if (stored) {
    const rejected = applyUntrusted(root, stored, config.defaults);
    say(rejected ? "bad_state" : "restored");
  }
  let touched = false;

  let latest = 0;
  let lastHtml = null;
  const update = async () => {
    const seq = ++latest;
    const form = readForm(root);
    let response;
    try {
      response = await setupWorker().compute({
        calculator: root.dataset.calculator,
        lang: root.dataset.lang,
        form,
      }, () => result.classList.add("calc__result--stale")); // held up: a new worker starts
    } catch {
      setState("failed");
      return;
    }
    if (seq !== latest) return; // a newer change is on its way
    // Instant navigation has replaced the page since (a blur fires "change" on the way
    // out): this answer belongs to nothing on screen, and the address is another page's.
    if (!root.isConnected) return;
    showErrors(root, response.errors);
    if (response.ok) {
      if (response.html !== lastHtml) {
        // Keep open the fold-outs the player opened (they are rendered in the same order).
        const open = [...result.querySelectorAll("details")].map((d) => d.open);
        result.innerHTML = response.html; // the core's rendering: player text is escaped there
        result.querySelectorAll("details").forEach((d, i) => {
          if (open[i]) d.open = true;
        });
        lastHtml = response.html;
      }
      result.classList.remove("calc__result--stale");
      root.calcText = response.text;
      root.calcExport = response.export;
      setState("ready");
      keepRuntimeOffline();
      if (touched) remember(form);
    } else {
      setState("invalid");
    }
  };

  /** Keep valid values: in localStorage, and in the address (only what differs). */
  const remember = (form) => {
    const shareable = { ...form };
    for (const el of root.querySelectorAll(".calc__form [data-secret]")) delete shareable[el.name];
    const diff = diffState(shareable, config.defaults, paths);
    store(root, Object.keys(diff).length ? shareable : null);
    if (location.pathname !== home) return; // the reader has left for another page
    const hash = writeLinkState(root.dataset.calculator, diff);
    if (hash !== location.hash) {
      history.replaceState(history.state, "", `${location.pathname}${location.search}${hash}`);
    }
  };

  const copy = async (text, done) => {
    try {
      await navigator.clipboard.writeText(text);
      say(done);
    } catch {
      say("copy_failed");
    }
  };

  const changed = () => {
    touched = true;
    notice.hidden = true;
    update();
  };
  root.addEventListener("input", changed);
  root.addEventListener("change", changed);
  root.addEventListener("click", (event) => {
    const button = event.target.closest("[data-action]");
    if (!button || !root.contains(button)) return;
    const rows = button.closest("[data-rows]");
    switch (button.dataset.action) {
      case "add-row":
        addRow(rows);
        break;
      case "remove-row":
        removeRow(rows, button.closest("[data-row]"));
        break;
      case "preset":
        writeForm(root, config.presets[button.dataset.preset]);
        break;
      case "import-row":
        importRow(rows, button.dataset.from);
        break;
      case "reset":
        writeForm(root, config.defaults);
        store(root, null);
        break;
      case "copy-link":
        copy(location.href, "copied_link");
        return;
      case "copy-text":
        copy(root.calcText, "copied_text");
        return;
      default:
        return;
    }
    changed();
  });

  setState("loading");
  setupWorker().ready.then(update, () => setState("failed"));
}

function mountAll() {
  for (const root of document.querySelectorAll("[data-calculator]")) mountCalculator(root);
}

setupOffline();

// Material's document$ emits on the first load and after every instant navigation.
if (typeof window.document$?.subscribe === "function") window.document$.subscribe(mountAll);
else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mountAll);
else mountAll();
