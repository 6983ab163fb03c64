// Run the golden cases inside Pyodide under Node (offline, from node_modules/pyodide), so
// the core is proven on Pyodide's Python (3.14):
//   1. with the wheel, on Pyodide's full standard library;
//   2. with --runtime, as the site's worker starts it without a snapshot: from the
//      runtime's python.zip alone (tools/make-runtime.mjs: the trimmed, compiled standard
//      library and core), so a module the trim left out fails here, not in a reader's page.
// Usage: node tests/pyodide/run.mjs build/wheel/calculators-X-py3-none-any.whl [--runtime]
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { resolve, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

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
}
process.exit(ok ? 0 : 1);
