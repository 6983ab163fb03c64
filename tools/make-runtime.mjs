#!/usr/bin/env node
// Make the site's Python runtime from the core's wheel and the pinned Pyodide, once per
// set of inputs:
//
//   node tools/make-runtime.mjs WHEEL OUT_DIR        (hooks/runtime.py runs it)
//
// prints one line of JSON {id, dir, pyodide, pyodide_files, worker_only, core_version}:
// OUT_DIR/<id>/ is the runtime, whose name <id> is a hash of everything that goes into it
// (the wheel, Pyodide's files, this script and the worker's modules), so a page that names
// it always gets the files it was built with.  A folder already made for the same inputs is
// reused.
//
// The folder, copied by the hook to site/assets/runtime/<id>/:
//
//   calculators-worker.mjs   the worker with its modules (docs/assets/javascripts/: the
//                            worker, protocol, python, wasm, fetch, progress, image and
//                            decompress modules, and fzstd) and the runtime's description,
//                            bundled into one by Rollup (`bundleWorker`)
//   calculators-runtime.mjs  this runtime's description (bundled into the worker; also in
//                            runtime.json, read by the service worker): where its Pyodide is
//                            (../../pyodide/<pyodide>/: the npm package's files, with a
//                            compile hint in pyodide.asm.mjs, and the WebAssembly compressed,
//                            written to OUT_DIR/pyodide/<pyodide>/ by tools/pyodide-files.mjs
//                            and copied by the hook), its version, its files and their sizes
//   python.zip.gz            Python's standard library trimmed to the modules the core and
//                            Pyodide's own start import, with the core, all compiled to
//                            bytecode by Pyodide's Python (no sources: a start compiles
//                            nothing; about 3x faster than from Pyodide's python_stdlib.zip;
//                            the standard library's without docstrings and asserts, -OO),
//                            stored uncompressed in the zip and gzipped whole (1.60 MB, where
//                            its files deflated one by one made 1.71); python.zip, the zip
//                            itself, stays here for the tests, not copied to the site (`build_only`)
//   snapshot.bin.gz          a memory snapshot of Python started from python.zip with every
//                            module of the core imported and each calculator run once,
//                            without its zero pages (calculators-image.mjs), gzipped
//
// Steps: (1) start Pyodide in Node with its full standard library, unpack the wheel, run
// every calculator (defaults and presets per language, and bad requests), and list the
// modules it imported; (2) compile those and the core into python.zip (sorted entries,
// fixed dates: the same inputs give the same bytes, so any snapshot made from them fits);
// (3) start Pyodide again from python.zip alone, import and run the core again (a module
// missing from the zip fails the build here), and take the snapshot; (4) restore Python
// from it as the worker does (its memory written from the packed image) and check it.
//
// Notes on Pyodide's private snapshot API (314.0.7, src/js/pyodide.ts and snapshot.ts):
// * the snapshot is the wasm memory only; the file system lives in JavaScript: after a
//   restore python.zip must be mounted again (the worker passes it as the stdlib).
// * makeMemorySnapshot() throws "Unexpected hiwire entry" if Python holds JavaScript
//   objects: nothing here keeps one (the wheel is read with zipfile, not loadPackage).
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

import { rollup } from "rollup";

import { PYODIDE_DIR, PYODIDE_FILES, WASM_ZST, loadRuntime, pyodideFiles } from "./pyodide-files.mjs";

import { packImage, pyodideMemoryAt, readImage, restoreOptions, unpackImage } from "../docs/assets/javascripts/calculators-image.mjs";
import { exercise, installStdlibFallback, unpackWheel } from "../docs/assets/javascripts/calculators-python.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const JS_DIR = path.join(ROOT, "docs", "assets", "javascripts");
const PYODIDE_FILES_SCRIPT = path.join(ROOT, "tools", "pyodide-files.mjs");
// The one package the worker bundles (its decompressor): its code goes into the runtime's id.
const FZSTD = path.join(ROOT, "node_modules", "fzstd", "esm", "index.mjs");
// The worker and the modules it imports (`bundleWorker` checks the list), which go into the
// runtime's id and its bundled worker.
const WORKER_FILES = [
  "calculators-worker.mjs",
  "calculators-protocol.mjs",
  "calculators-python.mjs",
  "calculators-wasm.mjs",
  "calculators-image.mjs",
  "calculators-fetch.mjs",
  "calculators-progress.mjs",
  "calculators-decompress.mjs",
];
// Of those, the ones the pages import too (from beside them): the build leaves these beside
// the pages and removes the others from there (hooks/runtime.py, from `worker_only` below).
const SHARED_WITH_PAGES = ["calculators-protocol.mjs"];
// What a start fetches (the service worker keeps these for offline use).
// (The WebAssembly is kept under its own name, whichever form the worker downloaded.)
const START_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm"];
const PYTHON = "python.zip";
const PYTHON_GZ = "python.zip.gz";
const SNAPSHOT = "snapshot.bin.gz";
const HASH_LENGTH = 16;
const KEEP = 6; // runtimes kept in OUT_DIR, the most recently used

const sha256 = (...parts) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex");
};

// Every module of the core imported (then every calculator run: `importAndRun`), in both
// Pyodides: in the first, so that LIST_STDLIB lists all the core can import; in the second,
// so that the snapshot holds them.
const IMPORT_ALL = `
import importlib, pkgutil
import calculators

for _m in pkgutil.walk_packages(calculators.__path__, "calculators."):
    if not _m.name.endswith(".__main__"):  # the command line, never run in a page
        importlib.import_module(_m.name)
del _m
`;

/** Every module of the core imported, then every calculator run (calculators-python.mjs). */
function importAndRun(pyodide) {
  pyodide.runPython(IMPORT_ALL);
  exercise(pyodide);
}

// The modules of the standard library that were imported, and the top-level names of the
// whole standard library.
const LIST_STDLIB = `
import json, sys, zipfile
_zip = next(p for p in sys.path if p.endswith(".zip"))
_used = sorted({m.__file__[len(_zip) + 1:] for m in list(sys.modules.values())
                if getattr(m, "__file__", None) and m.__file__.startswith(_zip + "/")})
with zipfile.ZipFile(_zip) as _z:
    _names = sorted({n.split("/")[0].removesuffix(".py") for n in _z.namelist()
                     if (n.endswith(".py") and "/" not in n) or n.endswith("/__init__.py")})
json.dumps({"zip": _zip, "used": _used, "names": _names, "version": calculators.__version__})
`;

// Compile the listed standard-library files and the core (from site-packages) into a zip
// of .pyc files at the paths zipimport looks for, with fixed dates and order.
const COMPILE = (stdlibZip, used) => `
import importlib._bootstrap_external as _be, io, json, os, tomllib, zipfile
from pyodide._package_loader import SITE_PACKAGES

def _pyc(source, where, optimize=0):
    code = compile(source, where, "exec", dont_inherit=True, optimize=optimize)
    return bytes(_be._code_to_timestamp_pyc(code, 0, 0))

_entries = {}
with zipfile.ZipFile(${JSON.stringify(stdlibZip)}) as _z:
    for _name in json.loads(${JSON.stringify(JSON.stringify(used))}):
        # The standard library without docstrings and asserts (as under python -OO), but
        # Pyodide's own packages, which read docstrings as they start.
        _level = 0 if _name.split("/")[0] in ("_pyodide", "pyodide") else 2
        _entries[_name[:-3] + ".pyc"] = _pyc(_z.read(_name), ${JSON.stringify(stdlibZip)} + "/" + _name, _level)
_core = os.path.join(SITE_PACKAGES, "calculators")
for _dir, _subdirs, _files in os.walk(_core):
    _subdirs[:] = sorted(d for d in _subdirs if d != "__pycache__")
    for _file in _files:
        _rel = os.path.relpath(os.path.join(_dir, _file), SITE_PACKAGES)
        if _file.endswith(".py"):
            with open(os.path.join(_dir, _file), "rb") as _f:
                _entries[_rel[:-3] + ".pyc"] = _pyc(_f.read(), ${JSON.stringify(stdlibZip)} + "/" + _rel)
        elif _file.endswith(".toml"):
            # The texts the core reads as it is imported, parsed here: JSON is read in C, where
            # tomllib took Python ~40 ms of a start without the snapshot (stop 57).
            with open(os.path.join(_dir, _file), "rb") as _f:
                _texts = tomllib.loads(_f.read().decode("utf-8"))
            _entries[_rel[:-5] + ".json"] = json.dumps(_texts, ensure_ascii=False).encode("utf-8")
_out = io.BytesIO()
with zipfile.ZipFile(_out, "w") as _z:
    for _name in sorted(_entries):
        _info = zipfile.ZipInfo(_name, date_time=(1980, 1, 1, 0, 0, 0))
        _info.compress_type = zipfile.ZIP_STORED  # the whole zip is compressed (gzip)
        _info.external_attr = 0o644 << 16
        _z.writestr(_info, _entries[_name])
_out.getvalue()
`;

/** Step (3): Python started from `dir`'s python.zip alone, the core imported and run again
 *  (a module missing from the zip fails the build here), and its memory snapshot, checked
 *  (step 4) and written to `dir` as SNAPSHOT.  Returns that Pyodide, the core's version and
 *  the snapshot's forms. */
async function takeSnapshot(dir, listed) {
  const second = await loadRuntime({ stdLibURL: path.join(dir, PYTHON), _makeSnapshot: true });
  const { pyodide } = second;
  if (typeof pyodide.makeMemorySnapshot !== "function") {
    throw new Error(`Pyodide ${second.version} has no makeMemorySnapshot()`);
  }
  installStdlibFallback(pyodide, listed.names); // no URL yet: a missing module fails the build
  importAndRun(pyodide);
  const version = pyodide.runPython("import calculators, gc; gc.collect(); calculators.__version__");
  if (version !== listed.version) throw new Error(`python.zip holds core ${version}, the wheel ${listed.version}`);
  const raw = pyodide.makeMemorySnapshot();
  const packed = packImage(raw);
  if (Buffer.compare(unpackImage(packed), raw) !== 0) throw new Error("the packed memory image does not unpack to itself");
  await checkRestore(dir, raw, packed, version);
  const gz = gzipSync(packed, { level: 9 });
  await writeFile(path.join(dir, SNAPSHOT), gz);
  return { second, version, raw, packed, gz };
}

/**
 * Step (4): Python restored from the packed image as the worker restores it
 * (calculators-image.mjs `restoreOptions`, which writes only the pages that hold anything):
 * its memory must then be the image's, byte for byte, and the core must answer.
 */
async function checkRestore(dir, raw, packed, version) {
  const { default: create } = await import(pathToFileURL(path.join(PYODIDE_DIR, "pyodide.asm.mjs")).href);
  const memoryAt = pyodideMemoryAt(raw);
  let same = null;
  const comparing = async (settings) => {
    const module = await create(settings);
    const finalize = module.API.finalizeBootstrap; // called right after the restore
    module.API.finalizeBootstrap = (...args) => {
      same = Buffer.compare(module.HEAPU8.subarray(0, raw.length - memoryAt), raw.subarray(memoryAt)) === 0;
      return finalize(...args);
    };
    return module;
  };
  const { pyodide } = await loadRuntime({ stdLibURL: path.join(dir, PYTHON), ...restoreOptions(readImage(packed), comparing) });
  if (same !== true) throw new Error("Python's memory restored from the packed image is not the image");
  const restored = pyodide.runPython("import calculators; calculators.__version__");
  if (restored !== version) throw new Error(`the restored Python holds core ${restored}, the snapshot ${version}`);
}

/** Step (2): python.zip (for the tests) and python.zip.gz (for the site) written to `dir`. */
async function writePython(pyodide, listed, dir) {
  const zipBytes = pyodide.runPython(COMPILE(listed.zip, listed.used)).toJs();
  await writeFile(path.join(dir, PYTHON), zipBytes);
  const zipGz = gzipSync(zipBytes, { level: 9 });
  await writeFile(path.join(dir, PYTHON_GZ), zipGz);
  return [zipBytes, zipGz];
}

async function build(wheelPath, dir, id, pyodideId, pyodideSource) {
  const started = performance.now();
  const wheel = new Uint8Array(await readFile(wheelPath));
  const lock = JSON.parse(await readFile(path.join(PYODIDE_DIR, "pyodide-lock.json"), "utf8"));

  // (1) What the core imports, with Pyodide's full standard library.
  const first = await loadRuntime({});
  unpackWheel(first.pyodide, wheel);
  importAndRun(first.pyodide);
  const listed = JSON.parse(first.pyodide.runPython(LIST_STDLIB));

  // (2) python.zip: those modules and the core, compiled; and compressed.
  const [zipBytes, zipGz] = await writePython(first.pyodide, listed, dir);

  // (3) Python from python.zip alone; the core imported and run; the snapshot; (4) restored.
  const { second, version, raw, packed, gz } = await takeSnapshot(dir, listed);

  const pyodideDir = `../../pyodide/${pyodideId}/`;
  const info = {
    id,
    core: { version, wheel: path.basename(wheelPath), wheel_sha256: sha256(wheel) },
    pyodide: {
      version: second.version,
      dir: pyodideDir,
      build_id: second.pyodide._api?.config?.BUILD_ID ?? null,
      // The WebAssembly as the worker reads it on a fast link (the host's gzip undone) and on
      // a slow one (Zstandard): with python.zip's and the snapshot's, what its progress counts.
      wasm_bytes: (await stat(path.join(pyodideSource, "pyodide.asm.wasm"))).size,
      wasm_zst: WASM_ZST,
      wasm_zst_bytes: (await stat(path.join(pyodideSource, WASM_ZST))).size,
    },
    // python.zip compressed (`bytes`, what is downloaded), and the zip itself (`zip_bytes`).
    python: { file: PYTHON_GZ, bytes: zipGz.length, zip_bytes: zipBytes.length, modules: listed.used.length },
    // Its sizes: sent (gzipped), kept by the service worker (packed), restored (raw).
    snapshot: { file: SNAPSHOT, bytes: gz.length, packed_bytes: packed.length, raw_bytes: raw.length },
    // Pyodide's whole standard library, fetched only if a module missing from python.zip is
    // imported (calculators-python.mjs), and the top-level names it holds.
    stdlib: { file: `${pyodideDir}python_stdlib.zip`, names: listed.names },
    // A lock file with no packages: the worker loads none (and Pyodide need not fetch one).
    lock: { info: lock.info, packages: {} },
    files: ["calculators-worker.mjs", "calculators-runtime.mjs", PYTHON_GZ, SNAPSHOT, ...START_FILES.map((f) => pyodideDir + f)],
  };
  await writeFile(path.join(dir, "runtime.json"), `${JSON.stringify(info, null, 2)}\n`);
  await writeFile(
    path.join(dir, "calculators-runtime.mjs"),
    "// This build's Python runtime, made by tools/make-runtime.mjs (do not edit): the\n" +
      "// description of the files next to this one and of its Pyodide (the same as runtime.json),\n" +
      "// bundled into the worker; the page asks for this file to learn whether it is still served.\n" +
      `export default ${JSON.stringify(info)};\n`,
  );
  await bundleWorker(dir);
  const mb = (n) => (n / 1e6).toFixed(1);
  console.error(
    `runtime ${id}: core ${version}, python.zip ${listed.used.length} stdlib modules + core ` +
      `(${mb(zipBytes.length)} MB, ${mb(zipGz.length)} MB gzipped), ` +
      `snapshot ${mb(raw.length)} MB raw, ${mb(packed.length)} MB packed, ` +
      `${mb(gz.length)} MB gzipped, ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/**
 * The worker, its modules and the runtime's description (dir/calculators-runtime.mjs, written
 * first) as one module without imports, dir/calculators-worker.mjs: a worker's imports are
 * fetched only once its own script has been, each through the service worker, before any of
 * its code runs (the description imported took 16 ms of a warm visit, stop 53).  The tests
 * and the benchmark that force a start rewrite the description in it on its way out
 * (tools/runtime_text.py).  calculators-runtime.mjs stays beside it for the page, which asks
 * for it to learn whether the site still serves this runtime.
 */
async function bundleWorker(dir) {
  const description = path.join(dir, "calculators-runtime.mjs");
  const resolveId = (id) => (id === "fzstd" ? FZSTD : id === "./calculators-runtime.mjs" ? description : null);
  const bundle = await rollup({
    input: path.join(JS_DIR, "calculators-worker.mjs"),
    plugins: [{ name: "runtime", resolveId }],
    onwarn: (warning) => {
      throw new Error(`bundling the worker: ${warning.message}`);
    },
  });
  try {
    const bundled = bundle.watchFiles
      .filter((file) => file !== FZSTD && file !== description)
      .map((file) => path.basename(file))
      .sort();
    if (bundled.join() !== [...WORKER_FILES].sort().join()) {
      throw new Error(`the worker imports ${bundled.join(", ")}: WORKER_FILES says ${WORKER_FILES.join(", ")}`);
    }
    await bundle.write({ file: path.join(dir, "calculators-worker.mjs"), format: "es" });
  } finally {
    await bundle.close();
  }
}

/** Mark `dir` as used now, and remove all but the KEEP most recently used runtimes. */
async function forgetOldRuntimes(outDir, dir) {
  const now = new Date();
  await utimes(dir, now, now);
  const names = (await readdir(outDir)).filter((name) => new RegExp(`^[0-9a-f]{${HASH_LENGTH}}$`).test(name));
  const used = await Promise.all(names.map(async (name) => [(await stat(path.join(outDir, name))).mtimeMs, name]));
  for (const [, name] of used.sort((a, b) => b[0] - a[0]).slice(KEEP)) {
    await rm(path.join(outDir, name), { recursive: true, force: true });
  }
}

async function main(wheelPath, outDir) {
  if (!wheelPath || !outDir) throw new Error("usage: node tools/make-runtime.mjs WHEEL OUT_DIR");
  const { id: pyodideId, dir: pyodideSource } = await pyodideFiles(outDir);
  const own = await Promise.all(
    [fileURLToPath(import.meta.url), PYODIDE_FILES_SCRIPT, FZSTD, ...WORKER_FILES.map((f) => path.join(JS_DIR, f))].map(
      (f) => readFile(f),
    ),
  );
  const id = sha256(await readFile(wheelPath), pyodideId, ...own).slice(0, HASH_LENGTH);
  const dir = path.resolve(outDir, id);
  const done = await stat(path.join(dir, "runtime.json")).then(
    () => true,
    () => false,
  );
  if (!done) {
    const tmp = `${dir}.tmp-${process.pid}`;
    await rm(tmp, { recursive: true, force: true });
    await mkdir(tmp, { recursive: true });
    await build(wheelPath, tmp, id, pyodideId, pyodideSource);
    await rm(dir, { recursive: true, force: true });
    await rename(tmp, dir);
  }
  await forgetOldRuntimes(path.resolve(outDir), dir);
  const info = JSON.parse(await readFile(path.join(dir, "runtime.json"), "utf8"));
  console.log(
    JSON.stringify({
      id,
      dir,
      pyodide: pyodideId,
      pyodide_source: pyodideSource,
      pyodide_files: [...PYODIDE_FILES, WASM_ZST],
      // In the runtime's folder for the tests, not for the site.
      build_only: [PYTHON],
      worker_only: WORKER_FILES.filter((f) => !SHARED_WITH_PAGES.includes(f)),
      core_version: info.core.version,
    }),
  );
}

main(process.argv[2], process.argv[3]).then(
  () => process.exit(0), // Pyodide keeps the event loop alive
  (error) => {
    console.error(`make-runtime: ${error?.stack ?? error}`);
    process.exit(1);
  },
);
