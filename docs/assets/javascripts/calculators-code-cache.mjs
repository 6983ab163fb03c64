// A throwaway module worker, started once per runtime by the page (calculators-client.mjs,
// `warmCodeCache`) after the service worker has kept the runtime: it imports Pyodide's
// JavaScript through that kept copy, and ends.  Chromium keeps a code cache for a script only
// once it has run it from there; this import is that run, so the reader's next visit finds
// Pyodide's functions already compiled (all of them: tools/make-runtime.mjs ships the file
// with V8's compile hint) instead of the visit after it.  Importing the module only defines
// its one function: nothing of Pyodide starts here.
import runtime from "./calculators-runtime.mjs";

await import(new URL(`${runtime.pyodide.dir}pyodide.asm.mjs`, import.meta.url).href);
// Chromium writes the cache after the import, in a task of this worker's own: a worker that
// closed at once left none (stop 42's traces).  Three idle seconds were enough there.
setTimeout(() => {
  self.postMessage("done");
  self.close();
}, 3000);
