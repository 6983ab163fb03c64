// Module Web Worker: starts Python once with the scoring core and answers "compute" messages
// with calculators.api.handle() (JSON strings only; calculators-protocol.mjs).
//
// It runs from the runtime's own folder, assets/runtime/<id>/ (tools/make-runtime.mjs
// bundles it there with the modules it imports below and calculators-runtime.mjs, the
// description of its files and of this build's Pyodide, into one module without imports),
// so the page, this worker and Python are of one build.  A worker's imports are fetched only
// once its script has been, each through the service worker, before any of its code runs:
// seven of them took 25-30 ms of a warm visit (stop 49), the description alone 16 (stop 53).
//
// Two ways to start, and `ready` says which one ran ({start: "snapshot" | "plain"}):
// * snapshot: restore a memory image of Python with the core imported (snapshot.bin.gz,
//   made at build time); little work, but its 5-6 MB must come first;
// * plain: Pyodide boots from python.zip (the standard library it needs and the core, compiled).
// python.zip comes gzipped whole (python.zip.gz); the WebAssembly, on a link too slow for
// the snapshot, compressed with Zstandard (pyodide.asm.wasm.zst, 0.65 MB less than the host's
// gzip): both are decompressed as they arrive (calculators-decompress.mjs), unless the
// service worker keeps them (decompressed).
// The snapshot is taken when it is already in a cache, or when python.zip (needed either
// way) arrives fast enough for the snapshot's download to cost less than the boot it
// saves (by this thread's reads, or by the network stack's clock when this thread lags);
// on a slower link, or when the browser asks to save data, the plain start wins.  The
// snapshot's download starts at once, with the others, and stops as soon as the plain
// start is chosen (on a slow link, within a fraction of a second).  A snapshot that fails
// in any way gives a plain start (`fallback` says why).
//
// Failures are told at once with a "fatal" message: a runtime file missing or cut short (Pyodide
// itself only logs a WebAssembly download that failed, and waits forever).
// Pyodide's own downloads are taken over: the WebAssembly compiled by the page when it is kept, else
// as it downloads (from a cache at once, else once python.zip has measured the link); python.zip is probed.
//
// Its files: calculators-fetch.mjs and calculators-decompress.mjs; its progress: calculators-progress.mjs.
import { Unavailable, cached, fetchOk, handOver, unpack } from "./calculators-fetch.mjs";
import { readImage, restoreOptions } from "./calculators-image.mjs";
import { counting, expectDownload, networkThroughput, notCounted } from "./calculators-progress.mjs";
import { MessageType, REHEARSAL_NAME, isMessage, linkToSpare, message } from "./calculators-protocol.mjs";
import { exercise, installStdlibFallback, prepareCore } from "./calculators-python.mjs";
import { compileSmallModulesOnce, moduleFromPage } from "./calculators-wasm.mjs";
import { decompressed } from "./calculators-decompress.mjs";
// The runtime's description (bundled in: tools/make-runtime.mjs writes it).  Pyodide's own
// modules are imported below, once the downloads have started.
import runtime from "./calculators-runtime.mjs";

// Pyodide's start compiles some 260 tiny wrapper modules from a few dozen different bytes.
compileSmallModulesOnce();

const HERE = new URL(".", import.meta.url);
const PYODIDE_URL = new URL(runtime.pyodide.dir, HERE);
const PYTHON_URL = new URL(runtime.python.file, HERE);
const SNAPSHOT_URL = runtime.snapshot ? new URL(runtime.snapshot.file, HERE) : null; // null: none made
const STDLIB_URL = new URL(runtime.stdlib.file, HERE);
// Seconds of booting the snapshot saves (bench/run.py's cold start forced plain minus its
// snapshot start on the fast link, 2-core machine): the snapshot pays when its download takes
// less, i.e. when the link brings at least runtime.snapshot.bytes / SNAPSHOT_SAVES_S bytes
// a second.  The link is measured on python.zip, which either start needs: the snapshot is
// chosen if python.zip arrives at that speed (counted from its first bytes: latency is not
// bandwidth), the plain start as soon as it is clear that it does not.
const SNAPSHOT_SAVES_S = 2.0;
// A rehearsal (calculators-client.mjs `rehearse`) starts from what the service worker keeps,
// as the reader's next visit will, and downloads nothing: a memory image that is not kept
// is not fetched for it.
const REHEARSAL = self.name === REHEARSAL_NAME;
const NEEDED_BYTES_PER_S = (runtime.snapshot?.bytes ?? 0) / SNAPSHOT_SAVES_S;

// --- Downloads --------------------------------------------------------------------------

const started = performance.now();
// ms since this module started, per step (for the benchmark); `modules`: from the worker's
// time origin (its thread's start) to then, its script compiled and its one import fetched
const timing = { modules: Math.round(started) };
const mark = (step) => {
  timing[step] = Math.round(performance.now() - started);
};

let failRuntime;
const runtimeFailed = new Promise((_, reject) => {
  failRuntime = reject;
});
runtimeFailed.catch(() => {});

// Either start needs the WebAssembly and Pyodide's JavaScript: both load while the start is
// chosen, the WebAssembly compiling as it downloads.  (Pyodide would fetch
// the WebAssembly only once the snapshot is in, and when that fails it only logs "wasm
// instantiation failed!" and never settles: here a failure is told at once.)
// The WebAssembly under its own name (as the host gzips it, and as the service worker keeps
// it), and compressed with Zstandard for a slow link.
const WASM_URL = new URL("pyodide.asm.wasm", PYODIDE_URL);
const WASM_ZST_URL = new URL(runtime.pyodide.wasm_zst, PYODIDE_URL);
expectDownload("wasm", runtime.pyodide.wasm_zst_bytes);
// Whether the link is too slow for the snapshot (downloadPython's measure, `start`).
let tellLinkSlow;
const linkSlow = new Promise((resolve) => {
  tellLinkSlow = resolve;
});
// Where the WebAssembly came from ("page", "cache" or "network"), and whether the browser can
// keep its compiled code: not when it was decompressed here (both told in `ready`).  Then it
// is compiled apart (V8 shares a module's code by its bytes and compile-time imports, none of
// which Pyodide uses): the rehearsal's module of the kept copy is its own, and its rounds
// alone have its code cache written (calculators-client.mjs).
let wasmFrom = "network";
let wasmCodeKept = true;
const APART = { builtins: ["js-string"] };
const compile = (source) =>
  source instanceof WebAssembly.Module ? source : WebAssembly.compileStreaming(source, wasmCodeKept ? undefined : APART);
// Kept, it is compiled by the page from its first moment, before this thread starts (stop 56).
const fromPage = moduleFromPage(self);
// Pyodide's JavaScript first: on a warm visit its 1.25 MB, through the service worker, came only
// after the WebAssembly's 9.6 MB (stop 55), and Pyodide makes its module before that is in.
const asm = import(new URL("pyodide.asm.mjs", PYODIDE_URL).href).then((module) => (mark("asm"), module));
const loader = import(new URL("pyodide.mjs", PYODIDE_URL).href);
const wasm = fetchWasm().then(compile).then((module) => (mark("wasm"), module));
wasm.catch((error) => failRuntime(error instanceof Unavailable ? error : new Unavailable(`pyodide.asm.wasm: ${error}`)));
asm.catch((error) => failRuntime(new Unavailable(`pyodide.asm.mjs: ${error?.message ?? error}`)));
loader.catch((error) => failRuntime(new Unavailable(`pyodide.mjs: ${error?.message ?? error}`)));
handOver.set(WASM_URL.href, () => Promise.resolve(new Response(null, { headers: { "Content-Type": "application/wasm" } })));
WebAssembly.instantiateStreaming = async (_source, imports) => {
  const module = await wasm;
  return { module, instance: await WebAssembly.instantiate(module, imports) };
};

/**
 * The WebAssembly compiled by the page, or as the browser gives it when the service worker
 * keeps it (so that its compiled code, cached with it, serves the next start), else counted
 * as it downloads, in the form that costs the link's reader least: once the link is
 * measured, on a slow link compressed with Zstandard and decompressed here (the worker's
 * thread, waiting for the link, has the time), on a fast one gzipped by the host and undone
 * by the browser (fzstd took the thread 0.2 s of a fast start in stop 52's measures).
 */
async function fetchWasm() {
  const given = await fromPage;
  if (given) {
    notCounted("wasm");
    wasmFrom = "page";
    return given;
  }
  // Kept (the service worker answers from its copy) or in the HTTP cache, in either form:
  // asked for at once, from a cache only, so that nothing waits for a lookup first.
  const fromCache = (url) => fetchOk(url, { cache: "only-if-cached", mode: "same-origin" }).catch(() => null);
  const hit = await fromCache(WASM_URL);
  const zstHit = hit ? null : await fromCache(WASM_ZST_URL);
  if (hit || zstHit) {
    notCounted("wasm");
    wasmFrom = "cache";
    wasmCodeKept = Boolean(hit);
    return hit ?? decompressed(zstHit, "application/wasm");
  }
  if (await linkSlow) {
    wasmCodeKept = false;
    return decompressed(counting("wasm", await fetchOk(WASM_ZST_URL)), "application/wasm");
  }
  expectDownload("wasm", runtime.pyodide.wasm_bytes);
  return counting("wasm", await fetchOk(WASM_URL));
}

/**
 * python.zip, needed by either start, for Pyodide; and the link's throughput measured on
 * it (bytes/s; null when it came from a cache).  It resolves when python.zip has arrived,
 * or as soon as it could no longer arrive at NEEDED_BYTES_PER_S.  (The WebAssembly shares
 * the link meanwhile: the measure errs towards the plain start, which downloads less.)
 */
function downloadPython() {
  expectDownload("python", runtime.python.bytes);
  let give, refuse;
  const given = new Promise((resolve, reject) => {
    give = resolve;
    refuse = reject;
  });
  given.catch(() => {});
  let once = true; // then, for another start, from the cache
  handOver.set(PYTHON_URL.href, () => {
    if (!once) return fetchOk(PYTHON_URL).then((response) => decompressed(response, "application/zip"));
    once = false;
    return given;
  });
  const throughput = (async () => {
    const hit = await cached(PYTHON_URL);
    if (hit) {
      notCounted("python");
      give(decompressed(hit, "application/zip"));
      return null;
    }
    const response = counting("python", await fetchOk(PYTHON_URL));
    const [probe, body] = response.body.tee();
    give(decompressed(new Response(body, { status: response.status }), "application/zip"));
    const reader = probe.getReader();
    let first = null;
    let bytes = 0;
    let timer;
    const late = new Promise((resolve) => {
      timer = () => setTimeout(() => resolve({ late: true }), (runtime.python.bytes / NEEDED_BYTES_PER_S) * 1000);
    });
    for (;;) {
      const read = await Promise.race([reader.read(), late]);
      const now = performance.now();
      if (read.late || read.done) {
        reader.cancel().catch(() => {});
        if (read.done && bytes === 0) return Infinity; // all of it at once
        const measured = first === null ? 0 : (bytes * 1000) / Math.max(now - first, 1);
        return Math.max(measured, networkThroughput(PYTHON_URL, runtime.python.bytes) ?? 0);
      }
      if (first === null) {
        first = now; // from the first bytes on: latency is not bandwidth
        timer();
      } else {
        bytes += read.value.length;
      }
    }
  })();
  // A download cut midway (the link dropped) fails a read, not the request: it is still a
  // runtime file that could not be had, which the page waits for the link to bring again.
  const measured = throughput.catch((error) => {
    throw error instanceof Unavailable ? error : new Unavailable(`${PYTHON_URL.pathname}: ${error?.message ?? error}`);
  });
  measured.catch((error) => {
    refuse(error);
    failRuntime(error);
  });
  return measured;
}

// --- Start ----------------------------------------------------------------------------

/**
 * The snapshot, from a cache or, unless the browser asks to save data, downloaded and
 * decompressed from the worker's first moment, in case it is chosen: {why} when there is
 * none to try, else {cached: Promise<boolean>, image: Promise<readImage's>, abort()}.
 */
function trySnapshot() {
  if (!SNAPSHOT_URL) return { why: "no snapshot" };
  if (typeof DecompressionStream !== "function") return { why: "no DecompressionStream" };
  const spare = linkToSpare();
  if (spare) return { why: spare };
  const controller = new AbortController();
  expectDownload("snapshot", runtime.snapshot.bytes);
  const source = cached(SNAPSHOT_URL).then(async (hit) => {
    if (hit) notCounted("snapshot");
    else if (REHEARSAL) throw new Error("a rehearsal downloads nothing");
    return {
      cached: Boolean(hit),
      response: hit ?? counting("snapshot", await fetchOk(SNAPSHOT_URL, { signal: controller.signal })),
    };
  });
  const image = source
    .then(({ response, cached }) => unpack(response, cached))
    .then((bytes) => {
      const image = readImage(bytes); // without its zero pages, as the file has it (calculators-image.mjs)
      mark("snapshot_bytes");
      return image;
    });
  image.catch(() => {});
  return { cached: source.then(({ cached }) => cached, () => false), image, abort: () => controller.abort() };
}

/** Snapshot or plain start, and why: {start, reason}. */
async function chooseStart(snapshot, throughput) {
  if (snapshot.why) return { start: "plain", reason: snapshot.why };
  if (await snapshot.cached) return { start: "snapshot", reason: "cached" };
  const measured = await throughput;
  const mbit = measured === null ? "unknown" : `${Math.round((measured * 8) / 1e6)} Mbit/s`;
  if (measured === null || measured < NEEDED_BYTES_PER_S) {
    snapshot.abort(); // not a byte more of it
    notCounted("snapshot");
    return { start: "plain", reason: `link ${mbit}` };
  }
  return { start: "snapshot", reason: `link ${mbit}` };
}

async function loadPython(extra) {
  const { loadPyodide } = await loader;
  return loadPyodide({
    createPyodideModule: (await asm).default,
    indexURL: PYODIDE_URL.href,
    stdLibURL: PYTHON_URL.href,
    lockFileContents: runtime.lock,
    packageBaseUrl: PYODIDE_URL.href,
    ...extra,
  });
}

async function startFromSnapshot(image) {
  // Python's memory written from the image as kept (never whole), once Pyodide's module is made.
  const pyodide = await loadPython(restoreOptions(image, (await asm).default, runtime.snapshot.raw_bytes));
  mark("python");
  return pyodide;
}

async function startPlain() {
  const pyodide = await loadPython({});
  mark("python");
  installStdlibFallback(pyodide, runtime.stdlib.names);
  return pyodide;
}

async function start() {
  const snapshot = trySnapshot();
  const throughput = downloadPython();
  throughput.then(
    (measured) => tellLinkSlow(Boolean(linkToSpare()) || (measured !== null && measured < NEEDED_BYTES_PER_S)),
    () => tellLinkSlow(false),
  );
  const { version: pyodideVersion } = await Promise.race([loader, runtimeFailed]);
  if (pyodideVersion !== runtime.pyodide.version) {
    throw new Unavailable(`Pyodide ${pyodideVersion}, the runtime was made with ${runtime.pyodide.version}`);
  }
  const choice = await chooseStart(snapshot, throughput);
  mark("chosen");
  const { reason } = choice;
  let { start } = choice;
  let fallback;
  let pyodide;
  if (choice.start === "snapshot") {
    try {
      pyodide = await Promise.race([startFromSnapshot(snapshot.image), runtimeFailed]);
    } catch (error) {
      if (error instanceof Unavailable && !String(error.message).includes(SNAPSHOT_URL.pathname)) throw error;
      start = "plain";
      fallback = String(error?.message ?? error).slice(0, 200);
      mark("fallback");
    }
  }
  if (!pyodide) pyodide = await Promise.race([startPlain(), runtimeFailed]);
  const version = prepareCore(pyodide, STDLIB_URL.href);
  if (version !== runtime.core.version) {
    throw new Unavailable(`python.zip holds core ${version}, the runtime says ${runtime.core.version}`);
  }
  mark("core");
  const api = pyodide.pyimport("calculators.api");
  return { pyodide, api, version, start, reason, fallback, timing, start_ms: Math.round(performance.now() - started) };
}

// --- Messages -------------------------------------------------------------------------

// The page learns of this worker's end (closed, terminated, crashed) when it is granted
// this lock, which the worker holds for as long as it lives.
function holdLifeLock() {
  if (!navigator.locks) return;
  const name = `calculators-worker:${crypto.randomUUID()}`;
  navigator.locks.request(name, () => {
    self.postMessage(message(MessageType.ALIVE, 0, { lock: name }));
    return new Promise(() => {});
  });
}

const core = start();

/** Answer one message from the page; unknown types are a programming error. */
export async function handler(msg) {
  if (!isMessage(msg)) throw new TypeError("Invalid message");
  switch (msg.type) {
    case MessageType.COMPUTE: {
      const { api } = await core;
      const response = JSON.parse(api.handle(JSON.stringify(msg.data)));
      return message(MessageType.RESULT, msg.id, response);
    }
    case MessageType.REHEARSE: {
      const { pyodide } = await core;
      const rounds = Math.max(1, Math.min(Number(msg.data.rounds) || 1, 10));
      const began = performance.now();
      exercise(pyodide, rounds);
      return message(MessageType.RESULT, msg.id, { rounds, ms: Math.round(performance.now() - began) });
    }
    default:
      throw new TypeError(`Invalid message type ${msg.type}`);
  }
}

holdLifeLock();

core.then(
  ({ version, start, reason, fallback, timing, start_ms }) =>
    self.postMessage(
      message(MessageType.READY, 0, {
        runtime: runtime.id,
        version,
        start,
        reason,
        start_ms,
        timing,
        wasm: wasmFrom,
        wasm_code_kept: wasmCodeKept,
        ...(fallback ? { fallback } : {}),
      }),
    ),
  (error) =>
    self.postMessage(
      message(MessageType.FATAL, 0, {
        message: String(error?.message ?? error),
        unavailable: error instanceof Unavailable,
      }),
    ),
);

self.addEventListener("message", async (event) => {
  const id = Number.isInteger(event.data?.id) ? event.data.id : -1;
  try {
    self.postMessage(await handler(event.data));
  } catch (error) {
    self.postMessage(message(MessageType.ERROR, id, { message: String(error?.message ?? error) }));
  }
});
