#!/usr/bin/env node
// Make a Pyodide memory snapshot with the scoring core already imported, for the worker
// (docs/assets/javascripts/calculators-worker.mjs) to start from instead of booting Python.
//
//   node tools/make-snapshot.mjs SITE_DIR        (run after `mkdocs build`; make site does)
//
// It loads the runtime the site ships (SITE_DIR/assets/pyodide/pyodide.mjs, copied there by
// hooks/runtime.py from the pinned npm package) with the private option
// `_makeSnapshot: true`, unpacks the wheel named in SITE_DIR/assets/wheels/index.json into
// site-packages, imports every module of `calculators`, computes each calculator's default
// once, and writes:
//
//   SITE_DIR/assets/pyodide/snapshot.bin.gz   pyodide.makeMemorySnapshot(), gzipped
//   SITE_DIR/assets/pyodide/snapshot.json     {pyodide, build_id, wheel, wheel_sha256, ...}
//
// The worker uses the snapshot only if snapshot.json names the Pyodide version it imports
// and the sha256 of the wheel the site ships; Pyodide itself refuses a snapshot from
// another build of its wasm (build id).  Anything else makes the worker start plainly.
//
// Notes on the private API (Pyodide 314.0.7, src/js/pyodide.ts and snapshot.ts):
// * the snapshot is the wasm memory only (Module.HEAP8 plus a header with the build id and
//   the JS objects Python holds).  The virtual file system lives in JavaScript and is NOT
//   in it: after a restore, `sys.modules` has the core, but site-packages is empty.
// * makeMemorySnapshot() throws "Unexpected hiwire entry" if Python holds JS objects it
//   cannot name: pyodide.loadPackage() leaves such references, so the wheel is unpacked
//   here with Python's zipfile from a file written into the in-memory file system.
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

import { unpackWheel } from "../docs/assets/javascripts/calculators-python.mjs";

const SNAPSHOT = "snapshot.bin.gz";
const INFO = "snapshot.json";

async function main(siteDir) {
  if (!siteDir) throw new Error("usage: node tools/make-snapshot.mjs SITE_DIR");
  const started = performance.now();
  const pyodideDir = path.resolve(siteDir, "assets", "pyodide");
  const wheelsDir = path.resolve(siteDir, "assets", "wheels");
  // An old snapshot must never outlive a failed run: remove its description first.
  await rm(path.join(pyodideDir, INFO), { force: true });

  const manifest = JSON.parse(await readFile(path.join(wheelsDir, "index.json"), "utf8"));
  const wheel = await readFile(path.join(wheelsDir, manifest.wheel));
  const wheelSha256 = createHash("sha256").update(wheel).digest("hex");
  if (wheelSha256 !== manifest.sha256) {
    throw new Error(`${manifest.wheel}: sha256 ${wheelSha256} differs from index.json's ${manifest.sha256}`);
  }

  const runtime = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
  if (typeof runtime.loadPyodide !== "function" || typeof runtime.version !== "string") {
    throw new Error(`${pyodideDir}/pyodide.mjs exports no loadPyodide/version`);
  }
  const pyodide = await runtime.loadPyodide({
    indexURL: `${pyodideDir}/`,
    _makeSnapshot: true,
    stdout: () => {},
    stderr: (line) => process.stderr.write(`${line}\n`),
  });
  if (typeof pyodide.makeMemorySnapshot !== "function") {
    throw new Error(`Pyodide ${runtime.version} has no makeMemorySnapshot()`);
  }

  unpackWheel(pyodide, new Uint8Array(wheel));
  const imported = pyodide.runPython(`
import gc, importlib, json, pkgutil, sys

import calculators
import calculators.api

# Import every module now: after a restore the files are gone until the worker unpacks
# the wheel again, and nothing should depend on that.
for _m in pkgutil.walk_packages(calculators.__path__, "calculators."):
    importlib.import_module(_m.name)
# Run each calculator once per language (its default input) to warm lazy caches.
for _id, _calc in calculators.api.REGISTRY.items():
    for _lang in _calc.languages:
        calculators.api.handle(json.dumps({"calculator": _id, "lang": _lang, "form": _calc.default_form()}))
del _m, _id, _calc, _lang
gc.collect()
json.dumps({"version": calculators.__version__,
            "modules": sorted(m for m in sys.modules if m.split(".")[0] == "calculators")})
`);
  const core = JSON.parse(imported);
  if (core.version !== manifest.version) {
    throw new Error(`the wheel says version ${manifest.version}, calculators.__version__ is ${core.version}`);
  }

  const raw = pyodide.makeMemorySnapshot();
  const gz = gzipSync(raw, { level: 6 });
  const info = {
    pyodide: runtime.version,
    build_id: pyodide._api?.config?.BUILD_ID ?? null,
    wheel: manifest.wheel,
    wheel_sha256: manifest.sha256,
    core_version: core.version,
    modules: core.modules.length,
    raw_bytes: raw.length,
    gzip_bytes: gz.length,
    snapshot: SNAPSHOT,
  };
  await mkdir(pyodideDir, { recursive: true });
  await writeFile(path.join(pyodideDir, `${SNAPSHOT}.tmp`), gz);
  await rename(path.join(pyodideDir, `${SNAPSHOT}.tmp`), path.join(pyodideDir, SNAPSHOT));
  await writeFile(path.join(pyodideDir, INFO), `${JSON.stringify(info, null, 2)}\n`);
  const mb = (n) => (n / 1e6).toFixed(1);
  console.log(
    `snapshot: Pyodide ${info.pyodide}, ${manifest.wheel} (${core.modules.length} modules), ` +
      `${mb(raw.length)} MB raw, ${mb(gz.length)} MB gzipped, ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

main(process.argv[2]).then(
  () => process.exit(0), // Pyodide keeps the event loop alive
  (error) => {
    console.error(`make-snapshot: ${error?.stack ?? error}`);
    process.exit(1);
  },
);
