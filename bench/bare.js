// The benchmark's baseline page (bench/run.py serves it at /__bench__/bare.html?pyodide=DIR):
// a module worker that only calls loadPyodide() from the site's copy of Pyodide, as the
// Pyodide documentation shows.  <html data-bench-ready> is the time (page clock) Python ran.
const pyodide = new URLSearchParams(location.search).get("pyodide");
const worker = new Worker(new URL(`bare-worker.js?pyodide=${encodeURIComponent(pyodide)}`, import.meta.url), {
  type: "module",
});
const root = document.documentElement;
worker.onmessage = ({ data }) => {
  if (data.error) root.dataset.benchError = data.error;
  else root.dataset.benchReady = String(performance.now());
};
worker.onerror = (event) => {
  root.dataset.benchError = event.message || "worker error";
};
