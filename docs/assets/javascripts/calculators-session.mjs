// The page's link to the workers of one runtime (calculators-client.mjs makes one per
// runtime): the current worker, the requests it has not answered, the news of its
// downloads, and its replacements.
//
// A worker that ends (it closed, crashed or was killed: the Web Lock it holds is then
// granted to the page) or stops answering is replaced at once, up to RESTARTS times in a row
// (an answer starts the count again); the requests it left unanswered go to the new worker,
// and the page is told (onDelay) that its result does not match the inputs until then.
//
// A start whose downloads fail while the site does not answer (a phone's link dropped, or
// went through a tunnel, or the reader is offline before Python was kept) waits for the
// link: a new worker starts once the site answers again (on the browser's "online", else
// probed every few seconds), and the page is told meanwhile; the page itself stays, with
// what the player typed.  Downloads that arrive but stop (a link that stalls) are told
// too, after STALL_MS without news.
import { MessageType, message } from "./calculators-protocol.mjs";

const ANSWER_TIMEOUT_MS = 10_000;
const RESTARTS = 2;
// Waiting for the link: the first probe after LINK_PROBE_MS, each next one twice as late,
// up to LINK_PROBE_MAX_MS; a start cut off by the link is tried again LINK_RETRIES times.
const LINK_PROBE_MS = 2_000;
const LINK_PROBE_MAX_MS = 30_000;
const LINK_RETRIES = 8;
const STALL_MS = 15_000;
const RELOADED_KEY = "calculators:reloaded-for-runtime";
const root = document.documentElement;

/** Does the site still serve this build's runtime?  "there", "gone" (it answered that it
 *  does not: a newer build replaced it), or "unreachable" (no answer: the link is down). */
async function probeRuntime(runtime) {
  try {
    const response = await fetch(new URL("calculators-runtime.mjs", runtime), { cache: "no-store" });
    return response.ok ? "there" : "gone";
  } catch {
    return "unreachable";
  }
}

/** Reload once for the newer build that replaced this page's runtime.  Never while the
 *  link is down: the reload would fail, and put the browser's error page in place of the
 *  rules and the player's values. */
function reloadForNewerBuild(runtime) {
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === runtime) return false;
    sessionStorage.setItem(RELOADED_KEY, runtime);
  } catch {
    return false; // without storage a reload could loop
  }
  location.reload();
  return true;
}

/** Resolve after `ms`, or as soon as the browser says it is online again. */
function linkMayBeBack(ms) {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener("online", done);
  });
}

/** The page's link to the workers of one runtime: the current worker, the requests it has
 *  not answered, and its replacements. */
export class Session {
  constructor(runtime) {
    this.runtime = runtime;
    this.pending = new Map(); // id -> {data, resolve, reject, onDelay, timer}
    this.nextId = 1;
    this.worker = null; // the current worker; null once given up
    this.live = false; // the current worker has said it is ready
    this.everReady = false;
    this.restarts = 0;
    this.broken = null; // once given up, every request fails at once
    this.retired = false; // the page moved on to another build
    this.progress = null; // the share of the current worker's downloads arrived, 0-100
    this.link = "ok"; // "ok", "stalled" (no news for STALL_MS) or "down" (waiting for it)
    this.stallTimer = 0;
    this.linkRetries = 0;
    this.watchers = new Set(); // onProgress callbacks
    this.ready = new Promise((resolve, reject) => {
      this.readyResolve = resolve;
      this.readyReject = reject;
    });
    this.ready.catch(() => {});
    /** What the page's calculators use: {ready, compute(data, onDelay?), onProgress(watcher)}.
     *  `ready` fails once the session has given up, though Python was ready before: a page
     *  reached afterwards says so at once (stop 42's audit: it said «Калькулятор готов»). */
    const self = this;
    this.api = {
      get ready() {
        return self.broken ? Promise.reject(self.broken) : self.ready;
      },
      compute: (data, onDelay) => this.compute(data, onDelay),
      onProgress: (watcher) => this.onProgress(watcher),
    };
    if (runtime === null) this.fail(new Error("this page names no Python runtime"));
    else this.spawn();
  }

  /** The answer to `data`; `onDelay` is called when a worker has to be replaced first. */
  compute(data, onDelay) {
    if (this.broken) return Promise.reject(this.broken);
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      const request = { data, resolve, reject, onDelay, timer: 0, sentTo: null };
      this.pending.set(id, request);
      if (this.live) this.send(id, request);
      else if (this.worker) this.post(id, request); // answered as soon as it is ready
      if (!this.live && this.everReady) onDelay?.(); // a new worker is starting
    });
  }

  /** Call `watcher(percent, link)` as the worker's downloads arrive, and when the link
   *  stalls or drops ("ok", "stalled", "down"; percent may then be null); at once with the
   *  last news, if any.  Returns the function that stops it. */
  onProgress(watcher) {
    this.watchers.add(watcher);
    if ((this.progress !== null || this.link !== "ok") && !this.live) watcher(this.progress, this.link);
    return () => this.watchers.delete(watcher);
  }

  tell() {
    for (const watcher of this.watchers) watcher(this.progress, this.link);
  }

  /** News of the downloads: the link is fine; none for STALL_MS below 100 %: it stalls. */
  heard() {
    clearTimeout(this.stallTimer);
    if (this.live || this.broken) return;
    if (this.link === "stalled") this.link = "ok";
    if (this.link === "ok" && (this.progress ?? 0) < 100) {
      this.stallTimer = setTimeout(() => {
        this.link = "stalled";
        this.tell();
      }, STALL_MS);
    }
  }

  /** The downloads failed and the site does not answer: wait until it does, then start a
   *  new worker (its downloads start anew; what the browser cached is not fetched again). */
  async waitForLink(error) {
    this.worker?.terminate();
    this.worker = null;
    clearTimeout(this.stallTimer);
    this.link = "down";
    this.tell();
    for (let wait = LINK_PROBE_MS; ; wait = Math.min(wait * 2, LINK_PROBE_MAX_MS)) {
      await linkMayBeBack(wait);
      if (this.retired || this.broken) return;
      const probe = await probeRuntime(this.runtime);
      if (probe === "there") break;
      if (probe === "gone") {
        if (!reloadForNewerBuild(this.runtime)) this.fail(error);
        return;
      }
    }
    this.link = "ok";
    this.spawn();
    this.tell();
  }

  /** The page now shows another build's page: this worker's answers are not for it. */
  end() {
    this.fail(new Error("the page now belongs to another build")); // which ends the worker
    this.retired = true;
  }

  /** Give up: every request, now and later, fails with `error`. */
  fail(error) {
    clearTimeout(this.stallTimer);
    this.broken = error;
    this.readyReject(error);
    for (const request of this.pending.values()) {
      clearTimeout(request.timer);
      request.reject(error);
    }
    this.pending.clear();
    this.worker?.terminate();
    this.worker = null;
  }

  /** Send the request to the started worker, and wait for its answer. */
  send(id, request) {
    const w = this.worker;
    // A started worker answers in milliseconds; silence means it is stuck.
    request.timer = setTimeout(() => this.lost(w, "the worker stopped answering"), ANSWER_TIMEOUT_MS);
    this.post(id, request);
  }

  /** Post the request to the current worker, unless it has it already.  A worker still
   *  starting keeps it and answers it right after it says ready, without one more round
   *  trip through this page (busy, as a page is when it has just opened). */
  post(id, request) {
    if (request.sentTo === this.worker) return;
    request.sentTo = this.worker;
    this.worker.postMessage(message(MessageType.COMPUTE, id, request.data));
  }

  /** The worker `w` has ended or is stuck: start another; its requests wait for it. */
  lost(w, reason) {
    if (this.retired || w !== this.worker) return; // news of a worker already replaced
    w.terminate();
    this.live = false;
    for (const request of this.pending.values()) {
      clearTimeout(request.timer);
      request.onDelay?.();
    }
    if (this.restarts >= RESTARTS) {
      this.fail(new Error(`${reason}; ${RESTARTS} new workers did not help`));
      return;
    }
    this.restarts += 1;
    this.spawn();
  }

  /** The worker `w` could not start: replace it if one ever started; if its files could
   *  not be fetched, reload once for a newer build (its runtime is gone), or wait for the
   *  link (the site does not answer at all); else (a file missing or cut short while the
   *  site answers) give up, at once. */
  async notStarted(w, error, unavailable) {
    if (this.retired || w !== this.worker) return;
    if (this.everReady) return void this.lost(w, error.message); // a replacement that cannot start
    if (!unavailable) return void this.fail(error);
    const probe = await probeRuntime(this.runtime);
    if (this.retired || w !== this.worker) return;
    if (probe === "gone") {
      if (!reloadForNewerBuild(this.runtime)) this.fail(error);
    } else if (probe === "unreachable" && this.linkRetries < LINK_RETRIES) {
      this.linkRetries += 1;
      this.waitForLink(error);
    } else {
      this.fail(error);
    }
  }

  receive(w, msg) {
    if (w !== this.worker) return;
    switch (msg?.type) {
      case MessageType.ALIVE:
        navigator.locks?.request(msg.data.lock, () => this.lost(w, "the worker has ended"));
        break;
      case MessageType.READY:
        this.started(w, msg.data);
        break;
      case MessageType.PROGRESS:
        if (this.live) break;
        this.progress = msg.data.percent;
        this.heard();
        this.tell();
        break;
      case MessageType.FATAL:
        this.notStarted(w, new Error(msg.data.message), Boolean(msg.data.unavailable));
        break;
      case MessageType.RESULT:
      case MessageType.ERROR:
        // Before "ready" only a start that failed answers (its FATAL tells the page): the
        // request waits for the worker that replaces it.
        if (this.live) this.answered(msg);
        break;
    }
  }

  started(w, data) {
    // The page's version check: the worker runs the runtime the page was built with.
    if (data?.runtime && !this.runtime.endsWith(`/${data.runtime}/`)) {
      this.notStarted(w, new Error(`runtime ${data.runtime}, the page's is ${this.runtime}`), true);
      return;
    }
    this.live = true;
    this.everReady = true;
    clearTimeout(this.stallTimer);
    this.link = "ok";
    root.dataset.calcStart = String(data?.start ?? "plain"); // bench/tests
    root.dataset.calcStartReason = String(data?.reason ?? "");
    root.dataset.calcCore = String(data?.version ?? "");
    root.dataset.calcWasm = String(data?.wasm ?? ""); // where the worker had the WebAssembly
    root.dataset.calcWasmCodeKept = String(data?.wasm_code_kept !== false); // calculators-client.mjs `rehearse`
    this.readyResolve(data);
    for (const [id, request] of this.pending) this.send(id, request); // what a dead worker left
  }

  answered(msg) {
    const request = this.pending.get(msg.id);
    if (!request) return;
    this.pending.delete(msg.id);
    clearTimeout(request.timer);
    // A worker that answers is a start that worked: only losses in a row use up the
    // replacements (stop 42's audit: a tab's third loss in an evening left it failed).
    if (msg.type === MessageType.RESULT) {
      this.restarts = 0;
      request.resolve(msg.data);
    } else {
      request.reject(new Error(msg.data.message));
    }
  }

  /** A script that could not be loaded gives no message; an uncaught error, one. */
  broke(w, text) {
    if (this.live) this.lost(w, text || "worker error");
    else this.notStarted(w, new Error(text || "the worker's script could not be loaded"), !text);
  }

  spawn() {
    // The page's first worker was started by the inline script in its <head>
    // (hooks/calculators_early.js): adopt it, with what it has said so far.
    const early = window.__calculatorsWorker;
    const url = new URL("calculators-worker.mjs", this.runtime).href;
    const adopt = !this.everReady && this.restarts === 0 && early && !early.adopted && early.url === url;
    let w;
    try {
      w = adopt ? early.worker : new Worker(url, { type: "module" });
    } catch (error) {
      this.worker = null;
      this.fail(error);
      return;
    }
    this.worker = w;
    this.progress = null;
    root.dataset.calcWorkerStarts = String(Number(root.dataset.calcWorkerStarts || 0) + 1);
    w.addEventListener("message", ({ data }) => this.receive(w, data));
    w.addEventListener("error", (event) => {
      event.preventDefault();
      this.broke(w, event.message);
    });
    if (adopt) {
      early.adopted = true;
      for (const data of early.messages.splice(0)) this.receive(w, data);
      for (const text of early.errors.splice(0)) this.broke(w, text);
    }
  }
}
