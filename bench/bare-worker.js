// The baseline's module worker (bench/bare.js): loadPyodide() with its defaults (the full
// standard library and lock file next to pyodide.mjs), then one line of Python.
const base = new URL(new URL(import.meta.url).searchParams.get("pyodide"), location.href);
try {
  const { loadPyodide } = await import(new URL("pyodide.mjs", base).href);
  const pyodide = await loadPyodide();
  pyodide.runPython("1 + 1");
  postMessage({ ok: true });
} catch (error) {
  postMessage({ error: String(error?.message ?? error) });
}
