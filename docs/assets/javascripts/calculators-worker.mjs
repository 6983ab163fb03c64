// Module Web Worker: starts Pyodide once from the site's own copy with the scoring core,
// and answers "compute" messages with calculators.api.handle().  Only JSON strings cross
// the Python/JavaScript boundary.  See calculators-protocol.mjs.
//
// Two ways to start, and `ready` says which one ran ({start: "snapshot" | "plain"}):
// * snapshot: a memory image of Python with the core already imported, made at build time
//   by tools/make-snapshot.mjs (assets/pyodide/snapshot.bin.gz + snapshot.json).  Used only
//   if snapshot.json names this Pyodide version and the sha256 of the wheel the site ships
//   now; Pyodide itself rejects an image from another build of its wasm.  The options are
//   private in Pyodide 314 (`_loadSnapshot`), so every step is guarded.
// * plain: loadPyodide(), then the wheel.  Taken silently when the snapshot is missing,
//   stale or fails in any way; `ready` then carries the reason in `fallback`.
import { loadPyodide, version as PYODIDE_VERSION } from "../pyodide/pyodide.mjs";
import { MessageType, isMessage, message } from "./calculators-protocol.mjs";
import { unpackWheel } from "./calculators-python.mjs";

const PYODIDE_URL = new URL("../pyodide/", import.meta.url);
const WHEELS_URL = new URL("../wheels/", import.meta.url);
const SNAPSHOT_INFO_URL = new URL("snapshot.json", PYODIDE_URL);

async function fetchOk(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${response.status} for ${url.pathname ?? url}`);
  return response;
}

async function fetchJson(url) {
  return (await fetchOk(url)).json();
}

/** The bytes of a gzip file, whether or not the host already undid the compression. */
async function gunzip(response) {
  const [head, body] = response.body.tee();
  const reader = head.getReader();
  const { value } = await reader.read();
  reader.cancel().catch(() => {});
  const gzipped = value?.length >= 2 && value[0] === 0x1f && value[1] === 0x8b;
  const stream = gzipped ? body.pipeThrough(new DecompressionStream("gzip")) : body;
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The snapshot's URL, once its description names this runtime and this core's wheel. */
async function checkSnapshot(manifest) {
  if (typeof DecompressionStream !== "function") throw new Error("no DecompressionStream");
  const info = await fetchJson(SNAPSHOT_INFO_URL);
  if (info?.pyodide !== PYODIDE_VERSION) {
    throw new Error(`stale: snapshot of Pyodide ${info?.pyodide}, runtime ${PYODIDE_VERSION}`);
  }
  const { sha256 } = await manifest;
  if (info.wheel_sha256 !== sha256) throw new Error("stale: snapshot of another core wheel");
  return new URL(String(info.snapshot || "snapshot.bin.gz"), PYODIDE_URL);
}

/** Python's modules are in the image, its files are not: put the wheel's files back. */
async function restoreCoreFiles(pyodide, manifest, wheel) {
  const version = unpackWheel(pyodide, new Uint8Array(await (await wheel).arrayBuffer()));
  if (version !== manifest.version) throw new Error(`snapshot has core ${version}, the site ${manifest.version}`);
}

async function startFromSnapshot(manifest, mark) {
  const wheel = manifest.then(({ wheel }) => fetchOk(new URL(wheel, WHEELS_URL)));
  wheel.catch(() => {});
  // The snapshot is checked (missing or stale: no download), fetched and decompressed
  // while loadPyodide fetches the runtime; it awaits the bytes only to instantiate the wasm
  // (a rejection there makes it reject before Python exists).
  const bytes = checkSnapshot(manifest)
    .then((url) => (mark("snapshot_checked"), fetchOk(url)))
    .then(gunzip)
    .then((image) => (mark("snapshot_bytes"), image));
  bytes.catch(() => {});
  const pyodide = await loadPyodide({ indexURL: PYODIDE_URL.href, _loadSnapshot: bytes });
  mark("python");
  const api = pyodide.pyimport("calculators.api");
  await restoreCoreFiles(pyodide, await manifest, wheel);
  mark("core");
  return api;
}

async function startPlain(manifest, mark) {
  const pyodide = await loadPyodide({ indexURL: PYODIDE_URL.href });
  mark("python");
  const { wheel } = await manifest;
  // loadPackage logs and resolves on failure instead of rejecting: check what it loaded.
  const loaded = await pyodide.loadPackage(new URL(wheel, WHEELS_URL).href, {
    messageCallback: () => {},
  });
  if (!loaded.some((pkg) => pkg.name === "calculators")) {
    throw new Error(`the calculators wheel ${wheel} did not load`);
  }
  const api = pyodide.pyimport("calculators.api");
  mark("core");
  return api;
}

async function start() {
  const started = performance.now();
  const timing = {}; // ms since the worker started, per step (for the benchmark)
  const mark = (step) => {
    timing[step] = Math.round(performance.now() - started);
  };
  const manifest = fetchJson(new URL("index.json", WHEELS_URL));
  manifest.catch(() => {});
  let start = "snapshot";
  let fallback;
  let api;
  try {
    api = await startFromSnapshot(manifest, mark);
  } catch (error) {
    start = "plain";
    fallback = String(error?.message ?? error).slice(0, 200);
    mark("fallback");
    api = await startPlain(manifest, mark);
  }
  const { version } = await manifest;
  return { api, version, start, fallback, timing, start_ms: Math.round(performance.now() - started) };
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
    default:
      throw new TypeError(`Invalid message type ${msg.type}`);
  }
}

core.then(
  ({ version, start, fallback, timing, start_ms }) =>
    self.postMessage(
      message(MessageType.READY, 0, { version, start, start_ms, timing, ...(fallback ? { fallback } : {}) }),
    ),
  (error) => self.postMessage(message(MessageType.FATAL, 0, { message: String(error?.message ?? error) })),
);

self.addEventListener("message", async (event) => {
  const id = Number.isInteger(event.data?.id) ? event.data.id : -1;
  try {
    self.postMessage(await handler(event.data));
  } catch (error) {
    self.postMessage(message(MessageType.ERROR, id, { message: String(error?.message ?? error) }));
  }
});
