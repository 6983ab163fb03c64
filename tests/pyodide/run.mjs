// Run the golden cases inside Pyodide under Node (offline, from node_modules/pyodide), so
// the core is proven on Pyodide's Python (3.14) with the very wheel the site ships.
// Usage: node tests/pyodide/run.mjs build/wheel/calculators-X-py3-none-any.whl
import { readFileSync, readdirSync } from "node:fs";
import { resolve, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const here = dirname(fileURLToPath(import.meta.url));
const wheel = resolve(process.argv[2] ?? "");
const casesDir = resolve(here, "..", "cases");

const pyodide = await loadPyodide();
const loaded = await pyodide.loadPackage(wheel, { messageCallback: () => {} });
if (!loaded.some((pkg) => pkg.name === "calculators")) {
  console.error(`the wheel ${wheel} did not load`);
  process.exit(1);
}
pyodide.FS.mkdirTree("/golden/tests/cases");
pyodide.FS.writeFile("/golden/tests/__init__.py", "");
pyodide.FS.writeFile("/golden/tests/golden.py", new Uint8Array(readFileSync(join(here, "..", "golden.py"))));
for (const name of readdirSync(casesDir).filter((n) => n.endsWith(".json"))) {
  pyodide.FS.writeFile(`/golden/tests/cases/${name}`, new Uint8Array(readFileSync(join(casesDir, name))));
}
let output = "";
pyodide.setStdout({ batched: (line) => { output += line + "\n"; console.log(line); } });
const status = pyodide.runPython(`
import sys
sys.path.insert(0, "/golden")
from tests.golden import main
main("/golden/tests/cases")
`);
process.exit(status === 0 && /\b[1-9]\d* passed, 0 failed/.test(output) ? 0 : 1);
