// The message protocol between the page (calculators.mjs) and the worker
// (calculators-worker.mjs).  Every message is {type, id, data}; a reply echoes the id.
//
//   page -> worker   {type: "compute", id, data: {calculator, lang, form}}
//   worker -> page   {type: "ready",  id: 0, data: {version, start, start_ms, timing, fallback?}}
//                    (start: "snapshot" or "plain"; fallback: why the snapshot was not used)
//                    {type: "fatal",  id: 0, data: {message}}        Python could not start
//                    {type: "result", id, data: response}            calculators.api.run_form
//                    {type: "error",  id, data: {message}}           the request itself failed
//
// `response` is {ok, html, text, result, errors: [{field, code, message}]}, built by the
// core; html is the core's rendering, in which every player-supplied string is escaped.

export const MessageType = Object.freeze({
  COMPUTE: "compute",
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
