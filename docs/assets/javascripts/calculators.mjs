// Browser glue for every calculator on the site (no code for any particular calculator).
//
// Each calculator is a <section data-calculator="ID"> rendered at build time with its
// default result.  This module mounts it from Material's document$ (so it survives
// instant navigation), starts one module worker on first need and keeps it across page
// changes, sends the form's values to the core running in Pyodide, and puts the core's
// answer in place: the result, or a message next to each rejected field while the last
// good result stays.  Rules, labels and messages all come from the core.
import { MessageType, message } from "./calculators-protocol.mjs";

const WORKER_URL = new URL("./calculators-worker.mjs", import.meta.url);

// --- Worker ---------------------------------------------------------------------------

let worker = null;

/** The one worker of this page's JS realm: {ready: Promise, compute(data): Promise}. */
function setupWorker() {
  if (worker) return worker;
  const pending = new Map();
  let nextId = 1;
  let readyResolve, readyReject;
  const ready = new Promise((resolve, reject) => {
    readyResolve = resolve;
    readyReject = reject;
  });
  ready.catch(() => {});
  const fail = (reason) => {
    readyReject(new Error(reason));
    for (const { reject } of pending.values()) reject(new Error(reason));
    pending.clear();
  };
  let w;
  try {
    w = new Worker(WORKER_URL, { type: "module" });
  } catch (error) {
    fail(String(error));
    worker = { ready, compute: () => Promise.reject(error) };
    return worker;
  }
  document.documentElement.dataset.calcWorkerStarts = String(
    Number(document.documentElement.dataset.calcWorkerStarts || 0) + 1,
  );
  w.addEventListener("message", ({ data: msg }) => {
    switch (msg?.type) {
      case MessageType.READY:
        readyResolve(msg.data);
        break;
      case MessageType.FATAL:
        fail(msg.data.message);
        break;
      case MessageType.RESULT:
      case MessageType.ERROR: {
        const request = pending.get(msg.id);
        if (!request) return;
        pending.delete(msg.id);
        if (msg.type === MessageType.RESULT) request.resolve(msg.data);
        else request.reject(new Error(msg.data.message));
        break;
      }
    }
  });
  w.addEventListener("error", (event) => fail(event.message || "worker error"));
  worker = {
    ready,
    compute(data) {
      return new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        w.postMessage(message(MessageType.COMPUTE, id, data));
      });
    },
  };
  return worker;
}

/** Can this browser run the core here?  (Module workers and WebAssembly, over http.) */
function canRunPython() {
  return (
    typeof WebAssembly === "object" &&
    typeof Worker === "function" &&
    (location.protocol === "http:" || location.protocol === "https:")
  );
}

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
  const dashed = `${path.replaceAll(".", "-").replaceAll("_", "-")}-${from}-`;
  const dashedTo = `${path.replaceAll(".", "-").replaceAll("_", "-")}-${to}-`;
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
    if (input) input.value = String(value);
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

// --- Calculator -----------------------------------------------------------------------

/** Attach one calculator (idempotent: instant navigation may show the same page again). */
export function mountCalculator(root) {
  if (root.dataset.mounted) return;
  root.dataset.mounted = "true";
  const config = JSON.parse(root.querySelector("script[data-calc-config]").textContent);
  const status = root.querySelector("[data-calc-status]");
  const result = root.querySelector("[data-calc-result]");
  root.calcExport = config.export;
  const setState = (state) => {
    status.textContent = config.ui[`status.${state}`];
    root.dataset.calcState = state;
  };

  if (!canRunPython()) {
    setState("unsupported");
    return;
  }

  let latest = 0;
  const update = async () => {
    const seq = ++latest;
    let response;
    try {
      response = await setupWorker().compute({
        calculator: root.dataset.calculator,
        lang: root.dataset.lang,
        form: readForm(root),
      });
    } catch {
      setState("failed");
      return;
    }
    if (seq !== latest) return; // a newer change is on its way
    showErrors(root, response.errors);
    if (response.ok) {
      result.innerHTML = response.html; // the core's rendering: player text is escaped there
      root.dataset.calcText = response.text;
      root.calcExport = response.export;
      setState("ready");
    } else {
      setState("invalid");
    }
  };

  root.addEventListener("input", update);
  root.addEventListener("change", update);
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
      default:
        return;
    }
    update();
  });

  setState("loading");
  setupWorker().ready.then(update, () => setState("failed"));
}

function mountAll() {
  for (const root of document.querySelectorAll("[data-calculator]")) mountCalculator(root);
}

// Material's document$ emits on the first load and after every instant navigation.
if (typeof window.document$?.subscribe === "function") window.document$.subscribe(mountAll);
else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mountAll);
else mountAll();
