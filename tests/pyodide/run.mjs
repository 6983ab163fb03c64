// Run the golden cases inside Pyodide under Node (offline, from node_modules/pyodide), so
// the core is proven on Pyodide's Python (3.14):
//   1. with the wheel, on Pyodide's full standard library;
//   2. with --runtime, as the site's worker starts it without a snapshot: from the
//      runtime's python.zip alone (tools/make-runtime.mjs: the trimmed, compiled standard
//      library and core), so a module the trim left out fails here, not in a reader's page;
//      then a module the trim left out (csv) is imported through the worker's fallback,
//      which fetches Pyodide's whole standard library (here from node_modules).
// Usage: node tests/pyodide/run.mjs build/wheel/calculators-X-py3-none-any.whl [--runtime]
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { resolve, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

import { installStdlibFallback } from "../../docs/assets/javascripts/calculators-python.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..", "..");
const wheel = resolve(process.argv[2] ?? "");
const casesDir = resolve(here, "..", "cases");

async function runCases(pyodide, label) {
  pyodide.FS.mkdirTree("/golden/tests/cases");
  pyodide.FS.writeFile("/golden/tests/__init__.py", "");
  pyodide.FS.writeFile("/golden/tests/golden.py", new Uint8Array(readFileSync(join(here, "..", "golden.py"))));
  for (const name of readdirSync(casesDir).filter((n) => n.endsWith(".json"))) {
    pyodide.FS.writeFile(`/golden/tests/cases/${name}`, new Uint8Array(readFileSync(join(casesDir, name))));
  }
  let output = "";
  pyodide.setStdout({
    batched: (line) => {
      output += line + "\n";
      console.log(line);
    },
  });
  console.log(`--- ${label}`);
  const status = pyodide.runPython(`
import sys
sys.path.insert(0, "/golden")
from tests.golden import main
main("/golden/tests/cases")
`);
  return status === 0 && /\b[1-9]\d* passed, 0 failed/.test(output);
}

const onWheel = await loadPyodide();
const loaded = await onWheel.loadPackage(wheel, { messageCallback: () => {} });
if (!loaded.some((pkg) => pkg.name === "calculators")) {
  console.error(`the wheel ${wheel} did not load`);
  process.exit(1);
}
let ok = await runCases(onWheel, `the wheel ${wheel}, Pyodide's standard library`);

if (process.argv.includes("--runtime")) {
  const made = execFileSync("node", [join(root, "tools", "make-runtime.mjs"), wheel, join(root, "build", "runtime")], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  const { dir } = JSON.parse(made.trim().split("\n").pop());
  const onRuntime = await loadPyodide({ stdLibURL: join(dir, "python.zip") });
  ok = (await runCases(onRuntime, `the runtime ${dir}: python.zip alone`)) && ok;
  ok = fallsBack(onRuntime, JSON.parse(readFileSync(join(dir, "runtime.json"), "utf8"))) && ok;
}

/** A module missing from python.zip comes from the whole standard library, fetched once. */
function fallsBack(pyodide, runtime) {
  const full = readFileSync(join(root, "node_modules", "pyodide", "python_stdlib.zip"));
  const asked = [];
  // What the worker's synchronous XMLHttpRequest does, from the npm package's file.
  globalThis.XMLHttpRequest = class {
    open(method, url) {
      asked.push(url);
    }
    send() {
      this.status = 200;
      this.response = full.buffer.slice(full.byteOffset, full.byteOffset + full.byteLength);
    }
  };
  installStdlibFallback(pyodide, runtime.stdlib.names);
  const found = pyodide.runPython(`
import sys
sys.modules["_calculators_stdlib"].URL = "python_stdlib.zip"
assert "csv" not in sys.modules
try:
    import no_such_module  # not in the standard library: looked for nowhere
except ModuleNotFoundError:
    pass
import csv, email.utils
csv.__file__
`);
  const ok = asked.length === 1 && found.includes("python_stdlib_full.zip");
  console.log(`--- fallback: csv from ${found}, ${asked.length} download(s): ${ok ? "ok" : "FAILED"}`);
  return ok;
}
process.exit(ok ? 0 : 1);
