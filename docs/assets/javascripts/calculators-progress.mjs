// The progress of the worker's downloads (calculators-worker.mjs), told to the page in
// "progress" messages (calculators-protocol.mjs).
//
// How much of the start's downloads has arrived, for the page to show while Python loads
// on a slow link: bytes as this worker reads them (the browser has undone the transfer's
// compression), against the sizes the runtime's description gives.  Every file the start
// may download is expected from the first moment; one found in a cache, or not needed after
// all, leaves the count, and nothing is said before the first bytes come from the network
// (a start with everything cached says nothing).
import { MessageType, message } from "./calculators-protocol.mjs";

const PROGRESS_EVERY_MS = 250;
const arrived = new Map(); // name -> {bytes, size}
let progressSent = -1;
let progressTimer = 0;

export function expectDownload(name, size) {
  if (size > 0) arrived.set(name, { bytes: 0, size });
}

function sendProgress() {
  progressTimer = 0;
  let bytes = 0;
  let size = 0;
  for (const file of arrived.values()) {
    bytes += Math.min(file.bytes, file.size);
    size += file.size;
  }
  if (!bytes) return;
  const percent = Math.floor((bytes * 100) / size);
  if (percent === progressSent) return;
  progressSent = percent;
  self.postMessage(message(MessageType.PROGRESS, 0, { percent }));
}

function progressChanged() {
  if (!progressTimer) progressTimer = setTimeout(sendProgress, PROGRESS_EVERY_MS);
}

/** `response`, its body counted towards the progress as the expected download `name`. */
export function counting(name, response) {
  const file = arrived.get(name);
  if (!response.body || !file) return response;
  const counter = new TransformStream({
    transform(chunk, controller) {
      file.bytes += chunk.byteLength;
      progressChanged();
      controller.enqueue(chunk);
    },
    flush() {
      file.bytes = file.size; // all of it, whatever the count (a host may send it raw)
      clearTimeout(progressTimer); // at once: Python's start may hold this thread next
      sendProgress();
    },
  });
  return new Response(response.body.pipeThrough(counter), { status: response.status, headers: response.headers });
}

/** A file that will not be downloaded after all: found in a cache, or not needed. */
export function notCounted(name) {
  if (arrived.delete(name)) progressChanged();
}

/**
 * The throughput (bytes/s) of the finished download of `url` by the network stack's own
 * clock (Resource Timing), or null while it is not finished; `bytes` when the entry does not
 * say how many were sent.  The worker's reads may lag behind the network when its thread is
 * busy (Pyodide's JavaScript is being compiled meanwhile): this measure does not.
 */
export function networkThroughput(url, bytes) {
  const entry = performance.getEntriesByName(url.href, "resource").at(-1);
  if (!entry || !(entry.responseEnd > entry.responseStart && entry.responseStart > 0)) return null;
  return ((entry.encodedBodySize || bytes) * 1000) / (entry.responseEnd - entry.responseStart);
}
