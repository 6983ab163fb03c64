// Pyodide's files as the site ships them (assets/pyodide/<hash>/), for tools/make-runtime.mjs:
// the npm package's, with a compile hint in pyodide.asm.mjs, and pyodide.asm.wasm.zst, the
// WebAssembly compressed with Zstandard, which the worker downloads; and Pyodide in Node,
// with which make-runtime.mjs makes the runtime and this module compresses.
//
// Zstandard: on a link too slow for the snapshot, the worker downloads the WebAssembly
// compressed with Zstandard, 2.90 MB against 3.56 MB gzipped by a static host, and
// decompresses it as it arrives with fzstd (calculators-decompress.mjs), which the slow link
// leaves it time for; on a fast link the browser's own gzip costs less of the worker's
// thread (stop 52).  The service worker keeps it decompressed under its own name.
// A window of 2 MB (window_log 21) instead of level 19's 8 MB costs 0.4% of the size and
// halves the time fzstd takes to stream it (it moves its window along at every block).
//
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const PYODIDE_DIR = path.join(ROOT, "node_modules", "pyodide");
// What the browser needs of the npm package (pyodide-lock.json only for a plain
// loadPyodide(), e.g. the benchmark's baseline; the worker passes its own lock).
// pyodide.asm.wasm.zst is made from pyodide.asm.wasm here (`zstd`); the worker downloads it.
export const PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];
export const WASM_ZST = "pyodide.asm.wasm.zst";

// Chromium's explicit compile hint (V8, Chrome 136 and later; other browsers read a comment):
// every function of pyodide.asm.mjs is compiled when the module is, so the code cache the
// browser keeps for it holds them all (1.66 MB instead of its top level's 20 KB), and a
// visit with the runtime cached no longer parses and compiles some 340 of Emscripten's
// functions one by one as the start first calls them (about 80 ms of the worker's thread
// in stop 42's traces; README, Performance).
const COMPILE_HINTS = { "pyodide.asm.mjs": "//# allFunctionsCalledOnLoad\n" };

// Zstandard by Pyodide's own Python (3.14's compression.zstd): level 19, a 2 MB window.
const ZSTD = `
from compression.zstd import CompressionParameter as _P, compress as _compress
lambda data: _compress(data.to_bytes(), options={_P.compression_level: 19, _P.window_log: 21})
`;

/** `bytes` compressed with Zstandard (see ZSTD) by `pyodide`. */
export function zstd(pyodide, bytes) {
  const compress = pyodide.runPython(ZSTD);
  try {
    return compress(bytes).toJs();
  } finally {
    compress.destroy();
  }
}

/** Pyodide's file `name` as the site ships it. */
async function shippedPyodideFile(name) {
  const bytes = await readFile(path.join(PYODIDE_DIR, name));
  const hint = COMPILE_HINTS[name];
  return hint ? Buffer.concat([Buffer.from(hint, "utf8"), bytes]) : bytes;
}

/** Write the files the site ships of Pyodide to OUT_DIR/pyodide/<hash of them>/ (once), and
 *  return that hash and folder. */
export async function pyodideFiles(outDir) {
  const files = await Promise.all(PYODIDE_FILES.map(async (name) => [name, await shippedPyodideFile(name)]));
  const hash = createHash("sha256");
  for (const [name, bytes] of files) hash.update(name).update(bytes);
  hash.update(WASM_ZST).update(ZSTD); // made here from the WebAssembly, so by these settings
  const id = hash.digest("hex").slice(0, 12);
  const parent = path.resolve(outDir, "pyodide");
  const dir = path.join(parent, id);
  if (!(await stat(dir).then(() => true, () => false))) {
    const tmp = `${dir}.tmp-${process.pid}`;
    await rm(tmp, { recursive: true, force: true });
    await mkdir(tmp, { recursive: true });
    for (const [name, bytes] of files) await writeFile(path.join(tmp, name), bytes);
    const { pyodide } = await loadRuntime({});
    await writeFile(path.join(tmp, WASM_ZST), zstd(pyodide, new Uint8Array(Object.fromEntries(files)["pyodide.asm.wasm"])));
    // Another build may have written the same folder meanwhile: its files are these.
    await rename(tmp, dir).catch(() => rm(tmp, { recursive: true, force: true }));
  }
  for (const name of await readdir(parent)) {
    if (name !== id && !name.includes(".tmp-")) await rm(path.join(parent, name), { recursive: true, force: true });
  }
  return { id, dir };
}

/** Pyodide in Node, from the npm package, with `options` for loadPyodide. */
export async function loadRuntime(options) {
  const runtime = await import(pathToFileURL(path.join(PYODIDE_DIR, "pyodide.mjs")).href);
  return {
    version: runtime.version,
    pyodide: await runtime.loadPyodide({
      indexURL: `${PYODIDE_DIR}/`,
      stdout: () => {},
      stderr: (line) => process.stderr.write(`${line}\n`),
      ...options,
    }),
  };
}
