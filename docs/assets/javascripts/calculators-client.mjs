// The page's side of the worker protocol (calculators-protocol.mjs): one module worker per
// JavaScript realm, started on first need and kept across instant navigation; and the
// service worker that keeps the site and, once a calculator has run, Python for offline use.
import { MessageType, message } from "./calculators-protocol.mjs";

const WORKER_URL = new URL("./calculators-worker.mjs", import.meta.url);
const ANSWER_TIMEOUT_MS = 10_000;

// --- Worker ---------------------------------------------------------------------------

let worker = null;

/** The one worker of this page's JS realm: {ready: Promise, compute(data): Promise}. */
export function setupWorker() {
  if (worker) return worker;
  const pending = new Map();
  let nextId = 1;
  let readyResolve, readyReject;
  const ready = new Promise((resolve, reject) => {
    readyResolve = resolve;
    readyReject = reject;
  });
  ready.catch(() => {});
  let broken = null; // once the worker has died, every request fails at once
  let isReady = false;
  const fail = (reason) => {
    broken = new Error(reason);
    readyReject(broken);
    for (const { reject } of pending.values()) reject(broken);
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
        isReady = true;
        document.documentElement.dataset.calcStart = String(msg.data?.start ?? "plain"); // bench/tests
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
        clearTimeout(request.timer);
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
      if (broken) return Promise.reject(broken);
      return new Promise((resolve, reject) => {
        const id = nextId++;
        // A started worker answers in milliseconds; silence means it has died.
        const timer = isReady ? setTimeout(() => fail("the worker stopped answering"), ANSWER_TIMEOUT_MS) : 0;
        pending.set(id, { resolve, reject, timer });
        w.postMessage(message(MessageType.COMPUTE, id, data));
      });
    },
  };
  return worker;
}

/** Can this browser run the core here?  (Module workers and WebAssembly, over http.) */
export function canRunPython() {
  return (
    typeof WebAssembly === "object" &&
    typeof Worker === "function" &&
    (location.protocol === "http:" || location.protocol === "https:")
  );
}

// --- Offline ----------------------------------------------------------------------------

/** Register the service worker (site/sw.js, made by tools/make-sw.mjs at build time). */
export function setupOffline() {
  if (!("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
  navigator.serviceWorker.register(new URL("../../sw.js", import.meta.url)).catch(() => {
    // No service worker (e.g. `mkdocs serve`): the site still works online.
  });
  navigator.serviceWorker.addEventListener("message", ({ data }) => {
    if (data?.type === "runtime-cached" && data.ok) document.documentElement.dataset.calcOffline = "ready";
  });
}

let runtimeRequested = false;

/** Once a calculator has run, ask the service worker to keep Python for offline use. */
export function keepRuntimeOffline() {
  if (runtimeRequested || !("serviceWorker" in navigator)) return;
  runtimeRequested = true;
  navigator.serviceWorker.ready.then((registration) => {
    registration.active?.postMessage({ type: "cache-runtime" });
  });
}
