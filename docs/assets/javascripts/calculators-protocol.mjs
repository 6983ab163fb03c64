// The message protocol between the page (calculators.mjs) and the worker
// (calculators-worker.mjs).  Every message is {type, id, data}; a reply echoes the id.
//
//   page -> worker   {type: "compute", id, data: {calculator, lang, form}}
//                    {type: "rehearse", id, data: {rounds}}  run every calculator `rounds`
//                    times over (calculators-python.mjs `exercise`), for Chromium's code
//                    caches: answered {type: "result", id, data: {rounds, ms}}
//                    {type: "wasm", id: 0, data: {module}}  Python's WebAssembly, compiled
//                    by the page (hooks/calculators_early.js) for a worker it named
//                    PAGE_WASM_NAME; module null: the page could not have it from a cache.
//                    Not answered (calculators-wasm.mjs `moduleFromPage`)
//   worker -> page   {type: "alive",  id: 0, data: {lock}}          the worker holds the Web
//                    Lock named `lock` for as long as it lives: the page that asks for it
//                    is granted it when the worker has ended (closed, terminated, crashed)
//                    {type: "ready",  id: 0, data: {runtime, version, start, reason, start_ms,
//                    timing, wasm, fallback?}}  (runtime: the id of the worker's runtime;
//                    version: the core's; start: "snapshot" or "plain" and reason: why;
//                    wasm: where the WebAssembly came from, "page", "cache" or "network";
//                    fallback: why the snapshot failed)
//                    {type: "progress", id: 0, data: {percent}}  while Python loads: the
//                    share (0-100) of the start's downloads that has arrived (none is sent
//                    when everything comes from a cache)
//                    {type: "fatal",  id: 0, data: {message, unavailable}}  Python could not
//                    start (unavailable: a file of the runtime could not be had)
//                    {type: "result", id, data: response}            calculators.api.run_form
//                    {type: "error",  id, data: {message}}           the request itself failed
//
// `response` is {ok, html, text, result, errors: [{field, code, message}]}, built by the
// core; html is the core's rendering, in which every player-supplied string is escaped.
// Both sides also share what the browser says of the link (linkToSpare).

// The name (Worker's `name` option, `self.name` inside) of the rehearsal: a second worker the
// page starts once per kept runtime, which starts from the service worker's copy only and
// downloads nothing (calculators-client.mjs `rehearse`).
export const REHEARSAL_NAME = "rehearsal";
// The name of a worker that waits for the page's "wasm" message rather than fetching the
// WebAssembly itself (hooks/calculators_early.js writes it out: a classic script, no import).
export const PAGE_WASM_NAME = "page-wasm";

export const MessageType = Object.freeze({
  COMPUTE: "compute",
  REHEARSE: "rehearse",
  WASM: "wasm",
  ALIVE: "alive",
  PROGRESS: "progress",
  READY: "ready",
  FATAL: "fatal",
  RESULT: "result",
  ERROR: "error",
});

const TYPES = new Set(Object.values(MessageType));

/** True if `message` has the protocol's shape. */
export function isMessage(message) {
  return (
    message !== null &&
    typeof message === "object" &&
    TYPES.has(message.type) &&
    Number.isInteger(message.id) &&
    typeof message.data === "object" &&
    message.data !== null
  );
}

export function message(type, id, data) {
  return { type, id, data };
}

/** Why the browser asks to spare the link (Save-Data, or a link it calls 3G or slower), or
 *  "" when it does not.  Both sides follow it: the worker does not try the memory image
 *  then, and the page does not have it kept for offline use. */
export function linkToSpare(connection = globalThis.navigator?.connection) {
  if (connection?.saveData) return "save-data";
  return /2g|3g/.test(connection?.effectiveType ?? "") ? connection.effectiveType : "";
}
