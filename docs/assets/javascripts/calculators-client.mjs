// The page's side of the worker protocol (calculators-protocol.mjs): one module worker per
// JavaScript realm, started by an inline script in the <head> of a page with a calculator
// (hooks/calculators_early.js) and kept across instant navigation; and the service worker that keeps the site and,
// once a calculator has run, Python for offline use.
//
// The worker comes from the runtime the page names (<meta name="calculators-runtime"
// content="<id>">: assets/runtime/<id>/, written by hooks/runtime.py): a page is always
// answered by the core it was built with.  Instant navigation to a page of another build (the site was
// deployed meanwhile) starts that build's worker.  A page whose runtime is gone from the
// site (a newer build replaced it) reloads once, to get the newer build's page.
//
// The page's link to the workers of one runtime (their replacements, the wait for the link,
// the reload for a newer build): calculators-session.mjs.
import { MessageType, REHEARSAL_NAME, linkToSpare, message } from "./calculators-protocol.mjs";
import { Session } from "./calculators-session.mjs";

const root = document.documentElement;

// --- Worker ---------------------------------------------------------------------------

/** The folder of the runtime this page was built with (an absolute URL), or null. */
function pageRuntime() {
  const id = document.querySelector('meta[name="calculators-runtime"]')?.getAttribute("content");
  return id && /^[0-9a-f]+$/.test(id) ? new URL(`../runtime/${id}/`, import.meta.url).href : null;
}

let session = null;

/**
 * The worker of this page's runtime: {ready: Promise, compute(data, onDelay?): Promise}.
 * `onDelay` is called when the answer is held up by a worker that has to be replaced.
 * On a page without a calculator (a late "change" of the page just left), the worker
 * stays as it is.
 */
export function setupWorker() {
  const runtime = pageRuntime() ?? session?.runtime ?? null;
  if (session?.runtime === runtime) return session.api;
  session?.end();
  session = new Session(runtime);
  return session.api;
}

/** Can this browser run the core here?  (Module workers and WebAssembly, over http.) */
export function canRunPython() {
  return (
    typeof WebAssembly === "object" &&
    typeof Worker === "function" &&
    (location.protocol === "http:" || location.protocol === "https:")
  );
}

// --- Offline ----------------------------------------------------------------------------

/**
 * Register the service worker (site/sw.js, made by tools/make-sw.mjs) once the page's
 * calculators are live or could not start, or, on a page without one, once the page is
 * idle: its copy of the site must not compete with the page and Python for the link.
 */
export function setupOffline() {
  if (!("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
  navigator.serviceWorker.addEventListener("message", ({ data }) => {
    if (data?.type !== "runtime-cached" || !data.ok) return;
    root.dataset.calcOffline = "ready";
    whenIdle(rehearse);
  });
  let registered = false;
  const register = () => {
    if (registered) return;
    registered = true;
    navigator.serviceWorker.register(new URL("../../sw.js", import.meta.url)).catch(() => {
      // No service worker (e.g. `mkdocs serve`): the site still works online.
    });
  };
  // After the first results too: their rendering comes first.
  if (pageRuntime() && canRunPython()) setupWorker().ready.then(() => whenIdle(register), register);
  else whenIdle(register);
}

function whenIdle(callback) {
  const idle = () => (window.requestIdleCallback ? requestIdleCallback(callback, { timeout: 5000 }) : setTimeout(callback, 500));
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

// The rehearsal: how many times over the worker runs every calculator (about 100 requests
// a round, some 0.4 s on the 2-core test machine), and how long it then stays.  Chromium
// writes a WebAssembly module's code cache again only once the module has compiled new
// optimised code and then been 2 s without (V8's wasm_caching_timeout_ms); 20 requests
// compiled none, 100 did (stop 48).  Where the page's worker compiled its WebAssembly apart
// (calculators-worker.mjs), the rehearsal's module has to reach V8's threshold for writing a
// cache by itself: 3 rounds did not (2 runs of 2), 4 did (2 of 2).  On a module shared with
// the page's worker, 3 and 4 rounds did in one run of two: hence apart (stop 54).  6 rounds
// apart left none written in 5 runs of 14, 10 (the worker's most) in none of 12 (stop 56,
// test_poor_link.py's test_after_a_first_visit_on_a_slow_link_the_next_finds_the_webassembly_compiled).
const REHEARSAL_ROUNDS = 2;
const REHEARSAL_ROUNDS_APART = 10;
const REHEARSAL_QUIET_MS = 5000;

/**
 * Once per runtime, after the service worker has kept it: a second worker of the runtime,
 * started from the kept copy as the reader's next visit will start, runs every calculator
 * (`rehearse`), stays until Chromium has written its code caches, and ends.  Chromium keeps
 * the compiled code of a script or a WebAssembly module served by the service worker only
 * once it has run it from there, which the first visit's worker never does (it downloaded
 * its files before the service worker existed); and V8 marks in the WebAssembly's cache the
 * functions that had run, to compile them ahead of the next load, off the worker's thread.
 * Without it the next visit compiled some 340 of Pyodide's JavaScript functions (stop 42)
 * and some 1,470 of Python's WebAssembly functions (stop 48) one by one as it called them.
 * After a slow link too, where the page's worker compiled the WebAssembly it decompressed
 * apart from this one (calculators-worker.mjs; stop 53 had this wait for the next visit).
 */
function rehearse() {
  const runtime = pageRuntime();
  const key = "calculators:rehearsed";
  try {
    if (!runtime || localStorage.getItem(key) === runtime) return;
    localStorage.setItem(key, runtime);
  } catch {
    return; // without storage it would run on every visit
  }
  let worker;
  const end = () => worker?.terminate();
  try {
    worker = new Worker(new URL("calculators-worker.mjs", runtime), { type: "module", name: REHEARSAL_NAME });
  } catch {
    return; // caches that are not warmed cost the next visit some time, nothing else
  }
  worker.addEventListener("error", (event) => (event.preventDefault(), end()));
  worker.addEventListener("message", ({ data }) => {
    if (data?.type === MessageType.FATAL || data?.type === MessageType.ERROR) end();
    if (data?.type !== MessageType.RESULT) return;
    setTimeout(() => {
      end();
      root.dataset.calcCodeCache = "ready"; // bench/tests
    }, REHEARSAL_QUIET_MS);
  });
  const apart = root.dataset.calcWasmCodeKept === "false";
  worker.postMessage(message(MessageType.REHEARSE, 1, { rounds: apart ? REHEARSAL_ROUNDS_APART : REHEARSAL_ROUNDS }));
  setTimeout(end, 120_000); // a start that never ends
}

const runtimesKept = new Set();

/** Once a calculator has run, ask the service worker to keep its runtime for offline use,
 *  and the memory image that speeds the next start up, unless the worker started without
 *  it on a link the browser calls slow or asks to spare (Save-Data, 3G or slower): its
 *  5 MB would then cost the reader's data and compete with their next pages, as the
 *  worker's start rightly spared them. */
export function keepRuntimeOffline() {
  const runtime = pageRuntime();
  if (!runtime || runtimesKept.has(runtime) || !("serviceWorker" in navigator)) return;
  runtimesKept.add(runtime);
  navigator.serviceWorker.ready.then((registration) => {
    const snapshot = root.dataset.calcStart === "snapshot" || !linkToSpare();
    registration.active?.postMessage({ type: "cache-runtime", runtime, snapshot });
  });
}
