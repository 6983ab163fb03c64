#!/usr/bin/env python3
"""Measure the built site in headless Chromium and print a table (``make bench``).

Serves the built site (``site/``, or ``--site DIR``) on free localhost ports, once as
is and once gzipped the way a static host would serve it, drives Debian's Chromium through
Playwright, and prints one Markdown table; each figure is the median of ``--runs`` runs.
In the same run, a bare page that only calls ``loadPyodide()`` from the same files in a
module worker (served by this script under ``/__bench__/``) is the baseline.

What is measured (times from the start of navigation, on the page's own clock):

* first correct result on screen: the calculator's default result is in the HTML, so it
  is the page's first-contentful-paint (the script checks the HTML holds the result);
* navigation until the calculator answers a change: as soon as the Diet of Worms
  calculator is mounted, an in-page script changes one field and times the moment the
  result for the new value is in the DOM; cold = a new browser context, warm = the same
  context visiting again.  Once with the memory snapshot, once with it hidden (404), so
  the worker starts plainly; and the bare page with ``loadPyodide()`` and with the snapshot;
* change-to-result latency: ``--changes`` input events on a ready calculator, each timed
  in the page from the event to the result's DOM mutation (MutationObserver);
* instant navigation to another calculator page: worker starts (must stay 1);
* bytes sent by the server (bodies) on first calculator use, plain and gzipped, with and
  without the snapshot, and on a page without a calculator (must fetch no Pyodide file);
* site build time: wheel, ``mkdocs build`` and the snapshot step, into a temporary dir.

Standard library and Playwright only.  The server sends ``Cache-Control: max-age=600``
(what GitHub Pages sends), so the warm visit is served from the browser's cache.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import email.utils
import gzip
import http.server
import json
import mimetypes
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
# Chromium flags as in tests/conftest.py: without the background-networking ones Chromium
# tries hosts that this network refuses.
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
CALC = "his.diet_of_worms"
CALC_PAGE = "/here-i-stand/diet-of-worms/"
NEXT_PAGE = "/here-i-stand/victory/"  # another page with calculators, reached by a nav link
RULES_PAGE = "/"  # a page without a calculator
FIELD = "protestant_cp"
CHANGE_TO = "1"
LATENCY_VALUES = ["1", "2", "3", "4", "5", "6"]  # consecutive values always differ
WARMUP_CHANGES = 10
TIMEOUT_MS = 180_000
PYTHON_DIRS = ("/assets/pyodide/", "/assets/wheels/")
COMPRESSIBLE = ("text/", "application/javascript", "application/json", "application/wasm", "application/xml")
mimetypes.add_type("text/javascript", ".mjs")
mimetypes.add_type("application/wasm", ".wasm")
mimetypes.add_type("application/zip", ".whl")

# --- The bare baseline: a page and a module worker that only start Pyodide ---------------

BARE_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare loadPyodide()</title>
<script type="module" src="bare.mjs"></script></head>
<body><p>A module worker calls loadPyodide() from the site's /assets/pyodide/.</p></body></html>
"""
BARE_PAGE = """const mode = new URLSearchParams(location.search).get("mode") || "plain";
const worker = new Worker(new URL(`bare-worker.mjs?mode=${mode}`, import.meta.url), { type: "module" });
const root = document.documentElement;
worker.onmessage = ({ data }) => {
  if (data.error) root.dataset.benchError = data.error;
  else root.dataset.benchReady = String(performance.now());
};
worker.onerror = (event) => { root.dataset.benchError = event.message || "worker error"; };
"""
BARE_WORKER = """import { loadPyodide } from "/assets/pyodide/pyodide.mjs";
const mode = new URL(import.meta.url).searchParams.get("mode");
async function snapshot() {
  const response = await fetch("/assets/pyodide/snapshot.bin.gz");
  if (!response.ok) throw new Error(`snapshot: ${response.status}`);
  const stream = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
try {
  const pyodide = await (mode === "snapshot" ? loadPyodide({ _loadSnapshot: snapshot() }) : loadPyodide());
  pyodide.runPython("1 + 1");
  postMessage({ ok: true });
} catch (error) {
  postMessage({ error: String(error?.message ?? error) });
}
"""

# --- In-page measurements ------------------------------------------------------------------

# Init script: on the calculator page, as soon as the calculator is mounted, change one field
# and record when the calculator answers (its state leaves "loading").
ANSWER_SCRIPT = """(() => {
  if (location.pathname !== %(path)s) return;
  const bench = (window.__bench = {});
  // Note when the page creates the calculators' worker and when it reports ready.
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(url, options) {
      super(url, options);
      if (!String(url).includes("calculators-worker")) return;
      bench.worker = performance.now();
      bench.sent = new Map();
      bench.roundtrips = [];
      this.addEventListener("message", ({ data }) => {
        if (data?.type === "result" && bench.sent.has(data.id)) {
          bench.roundtrips.push(performance.now() - bench.sent.get(data.id));
          bench.sent.delete(data.id);
        }
        if (data?.type !== "ready") return;
        bench.ready = performance.now();
        bench.readyData = data.data;
      });
    }
    postMessage(msg, ...rest) {
      if (msg?.type === "compute") bench.sent?.set(msg.id, performance.now());
      return super.postMessage(msg, ...rest);
    }
  };
  const arm = () => {
    const root = document.querySelector(`[data-calculator="${%(calc)s}"]`);
    if (!root || !root.dataset.mounted) return false;
    new MutationObserver((_, observer) => {
      if (root.dataset.calcState === "loading") return;
      bench.answer = performance.now();
      bench.state = root.dataset.calcState;
      bench.text = root.querySelector("[data-calc-result]").textContent;
      observer.disconnect();
    }).observe(root, { attributes: true, attributeFilter: ["data-calc-state"] });
    const input = root.querySelector(`[name="${%(field)s}"]`);
    input.value = %(value)s;
    bench.change = performance.now();
    input.dispatchEvent(new Event("input", { bubbles: true }));
    return true;
  };
  new MutationObserver((_, observer) => { if (arm()) observer.disconnect(); })
    .observe(document, { subtree: true, attributes: true, attributeFilter: ["data-mounted"] });
})();
"""

# Each change waits `gap` ms after the previous result was painted (a player types far
# slower than that); the time runs from the input event to the result's DOM mutation, and
# to the next animation frame (the frame that paints it).
LATENCY_SCRIPT = """async ({ calc, field, values, n, warmup, gap }) => {
  const root = document.querySelector(`[data-calculator="${calc}"]`);
  const input = root.querySelector(`[name="${field}"]`);
  const result = root.querySelector("[data-calc-result]");
  const dom = [];
  const frame = [];
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
  for (let i = 0; i < n + warmup; i++) {
    await new Promise((resolve) => setTimeout(resolve, gap));
    const done = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`change ${i}: no result in 10 s`)), 10000);
      const observer = new MutationObserver(() => {
        if (root.dataset.calcState !== "ready") return;
        clearTimeout(timer);
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(result, { childList: true, subtree: true, characterData: true });
    });
    input.value = values[(values.indexOf(input.value) + 1) % values.length];  // always a new value
    const t0 = performance.now();
    input.dispatchEvent(new Event("input", { bubbles: true }));
    const t1 = await done;
    const t2 = await nextFrame();
    if (i >= warmup) {
      dom.push(t1 - t0);
      frame.push(t2 - t0);
    }
  }
  return { dom, frame };
}"""

NAVIGATE_SCRIPT = """async ({ target }) => {
  const link = [...document.querySelectorAll("a[href]")].find((a) => a.href === target);
  if (!link) throw new Error(`no link to ${target}`);
  const t0 = performance.now();
  link.click();  // Material's instant navigation intercepts it
  const target_path = new URL(target).pathname;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (location.pathname !== target_path) continue;
    const roots = [...document.querySelectorAll("[data-calculator]")];
    if (roots.length && roots.every((r) => ["ready", "invalid", "failed"].includes(r.dataset.calcState))) {
      return {
        ms: performance.now() - t0,
        calculators: roots.length,
        states: roots.map((r) => r.dataset.calcState),
        starts: document.documentElement.dataset.calcWorkerStarts,
      };
    }
    if (performance.now() - t0 > 60000) throw new Error("instant navigation did not finish");
  }
}"""

SETTLED_SCRIPT = """() => [...document.querySelectorAll("[data-calculator]")]
  .every((r) => ["ready", "invalid", "failed", "unsupported"].includes(r.dataset.calcState))"""

FCP_SCRIPT = """() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null"""


# --- Server --------------------------------------------------------------------------------


class BenchServer(http.server.ThreadingHTTPServer):
    """The site plus /__bench__/, optionally gzipped; logs (path, status, body bytes)."""

    daemon_threads = True

    def __init__(self, site: Path, bench_dir: Path, *, gzip_: bool) -> None:
        super().__init__(("127.0.0.1", 0), BenchHandler)
        self.site = site.resolve()
        self.bench_dir = bench_dir.resolve()
        self.gzip = gzip_
        self.hide_snapshot = False
        self.lock = threading.Lock()
        self.log: list[tuple[str, int, int]] = []
        self.cache: dict[tuple[Path, bool], bytes] = {}

    def rebase_sitemap(self, xml: bytes) -> bytes:
        """The sitemap as if the site were deployed here.  Material's instant navigation only
        follows links listed in it, and takes only the scheme and host name (not the port)
        from the page: served on any port but site_url's, every click is a full reload."""
        text = xml.decode()
        first = re.search(r"<loc>(https?://[^/<]+)/", text)
        return text.replace(first.group(1), self.url).encode() if first else xml

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"

    def take_log(self) -> list[tuple[str, int, int]]:
        with self.lock:
            log, self.log = self.log, []
        return log

    def body(self, path: Path, compress: bool) -> bytes:
        key = (path, compress)
        with self.lock:
            cached = self.cache.get(key)
        if cached is None:
            cached = path.read_bytes()
            if path.name == "sitemap.xml":
                cached = self.rebase_sitemap(cached)
            if compress:
                cached = gzip.compress(cached, compresslevel=6, mtime=0)
            with self.lock:
                self.cache[key] = cached
        return cached


class BenchHandler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: BenchServer

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass

    def do_GET(self) -> None:  # noqa: N802
        self._serve(head=False)

    def do_HEAD(self) -> None:  # noqa: N802
        self._serve(head=True)

    def _send(self, status: int, body: bytes, headers: dict[str, str], *, head: bool) -> None:
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if not head:
            self.wfile.write(body)
        with self.server.lock:
            self.server.log.append((urlsplit(self.path).path, status, 0 if head else len(body)))

    def _resolve(self, path: str) -> Path | None:
        base, rel = (
            (self.server.bench_dir, path[len("/__bench__/") :])
            if path.startswith("/__bench__/")
            else (self.server.site, path.lstrip("/"))
        )
        target = (base / rel).resolve()
        return target if target == base or base in target.parents else None

    def _serve(self, *, head: bool) -> None:
        path = unquote(urlsplit(self.path).path)
        target = self._resolve(path)
        if target is not None and target.is_dir():
            if not path.endswith("/"):
                self._send(301, b"", {"Location": path + "/"}, head=head)
                return
            target = target / "index.html"
        hidden = self.server.hide_snapshot and target is not None and target.name.startswith("snapshot.")
        if target is None or hidden or not target.is_file():
            self._send(404, b"not found\n", {"Content-Type": "text/plain"}, head=head)
            return
        mtime = int(target.stat().st_mtime)
        since = self.headers.get("If-Modified-Since")
        if since:
            with contextlib.suppress(TypeError, ValueError):
                if email.utils.parsedate_to_datetime(since).timestamp() >= mtime:
                    self._send(304, b"", {"Cache-Control": "max-age=600"}, head=True)
                    return
        ctype = mimetypes.guess_type(target.name)[0] or "application/octet-stream"
        if target.suffix == ".gz":
            ctype = "application/gzip"
        compress = (
            self.server.gzip
            and "gzip" in self.headers.get("Accept-Encoding", "")
            and ctype.startswith(COMPRESSIBLE)
        )
        headers = {
            "Content-Type": ctype + ("; charset=utf-8" if ctype.startswith("text/") else ""),
            "Last-Modified": email.utils.formatdate(mtime, usegmt=True),
            "Cache-Control": "max-age=600",
        }
        if compress:
            headers["Content-Encoding"] = "gzip"
            headers["Vary"] = "Accept-Encoding"
        self._send(200, self.server.body(target, compress), headers, head=head)


@contextlib.contextmanager
def serving(site: Path, bench_dir: Path, *, gzip_: bool) -> Iterator[BenchServer]:
    server = BenchServer(site, bench_dir, gzip_=gzip_)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


# --- Measurements ----------------------------------------------------------------------------


def expected_answer() -> str | None:
    """The percentage the page must show after the change (computed by the core itself)."""
    sys.path.insert(0, str(ROOT))
    try:
        from calculators import api

        form = api.find(CALC).default_form()
        form[FIELD] = CHANGE_TO
        p = api.run_form(CALC, form, "ru")["result"]["outcomes"]["protestant"]
    except Exception:  # noqa: BLE001 - the check is a bonus, the timing still counts
        return None
    return f"{p * 100:.1f}".replace(".", ",") + " %"


def prerendered(base: str) -> bool | None:
    """Is the default result already in the page's HTML (before any script)?"""
    import urllib.request

    sys.path.insert(0, str(ROOT))
    try:
        from calculators import api

        p = api.run_form(CALC, api.find(CALC).default_form(), "ru")["result"]["outcomes"]["protestant"]
    except Exception:  # noqa: BLE001
        return None
    with urllib.request.urlopen(base + CALC_PAGE) as response:  # noqa: S310 - our own server
        html = response.read().decode()
    return (
        f"{p * 100:.1f}".replace(".", ",") + "\u00a0%" in html
        or f"{p * 100:.1f}".replace(".", ",") + "&nbsp;%" in html
    )


def bytes_of(log: list[tuple[str, int, int]]) -> dict[str, Any]:
    """Body bytes sent: all, the Python part (the Pyodide runtime, snapshot and wheel) the
    first time each file is sent, and what was sent again for a file already sent (the
    site's service worker asks again for the runtime to keep it offline)."""
    python: dict[str, list[int]] = {}
    for path, status, n in log:
        if path.startswith(PYTHON_DIRS):
            python.setdefault(path, []).append(n if status == 200 else -status)
    sent = [[n for n in sizes if n > 0] for sizes in python.values()]
    return {
        "total": sum(n for _, _, n in log),
        "python": sum(s[0] for s in sent if s),
        "python_again": sum(sum(s[1:]) for s in sent),
        "requests": len(log),
        "python_files": python,  # path: [bytes, or -status for a 304/404]
    }


class Bench:
    def __init__(self, browser: Any, plain: BenchServer, zipped: BenchServer, expected: str | None) -> None:
        self.browser = browser
        self.plain = plain
        self.zipped = zipped
        self.expected = expected
        self.has_snapshot = (plain.site / "assets" / "pyodide" / "snapshot.bin.gz").is_file()
        self.script = ANSWER_SCRIPT % {
            "path": json.dumps(CALC_PAGE),
            "calc": json.dumps(CALC),
            "field": json.dumps(FIELD),
            "value": json.dumps(CHANGE_TO),
        }

    def context(self) -> Any:
        ctx = self.browser.new_context(bypass_csp=True)  # string evaluate under the site's CSP
        ctx.add_init_script(self.script)
        return ctx

    def visit_calculator(self, page: Any, server: BenchServer) -> dict[str, Any]:
        """Open the calculator page; time the answer to a change made as soon as it mounts."""
        server.take_log()
        page.goto(server.url + CALC_PAGE)
        page.wait_for_function("window.__bench && window.__bench.answer", timeout=TIMEOUT_MS)
        bench = page.evaluate("window.__bench")
        time.sleep(0.5)  # late requests (search index) belong to the visit too
        text = " ".join(bench["text"].replace("\u00a0", " ").split())
        return {
            "answer_ms": bench["answer"],
            "change_ms": bench["change"],
            "worker_ms": bench.get("worker"),
            "ready_ms": bench.get("ready"),
            "ready": bench.get("readyData"),
            "fcp_ms": page.evaluate(FCP_SCRIPT),
            "dcl_ms": page.evaluate(
                '() => performance.getEntriesByType("navigation")[0]?.domContentLoadedEventEnd ?? null'
            ),
            "state": bench["state"],
            "correct": None if self.expected is None else self.expected in text,
            "start": page.evaluate("document.documentElement.dataset.calcStart ?? null"),
            "bytes": bytes_of(server.take_log()),
        }

    def site(self, server: BenchServer, *, snapshot: bool, interact: bool) -> dict[str, Any]:
        server.hide_snapshot = not snapshot
        ctx = self.context()
        try:
            page = ctx.new_page()
            out: dict[str, Any] = {"cold": self.visit_calculator(page, server)}
            if interact:
                page.wait_for_function(SETTLED_SCRIPT, timeout=TIMEOUT_MS)
                measured = page.evaluate(
                    LATENCY_SCRIPT,
                    {
                        "calc": CALC,
                        "field": FIELD,
                        "values": LATENCY_VALUES,
                        "n": ARGS.changes,
                        "warmup": WARMUP_CHANGES,
                        "gap": ARGS.gap,
                    },
                )
                times = measured["dom"]
                trips = page.evaluate("window.__bench.roundtrips")[-len(times) :]
                out["latency"] = {
                    "p50": percentile(times, 50),
                    "p95": percentile(times, 95),
                    "max": max(times),
                    "raw_dom": [round(t, 2) for t in times],
                    "raw_worker": [round(t, 2) for t in trips],
                    "frame_p50": percentile(measured["frame"], 50),
                    "frame_p95": percentile(measured["frame"], 95),
                    "worker_p50": percentile(trips, 50),
                    "worker_p95": percentile(trips, 95),
                }
                out["navigation"] = self.navigate(page, server)
            page.evaluate("localStorage.clear()")
            page.goto("about:blank")
            out["warm"] = self.visit_calculator(page, server)
            return out
        finally:
            ctx.close()
            server.hide_snapshot = False

    def navigate(self, page: Any, server: BenchServer) -> dict[str, Any]:
        """Follow a nav link to another calculator page; was it instant, how many workers?"""
        try:
            nav = page.evaluate(NAVIGATE_SCRIPT, {"target": server.url + NEXT_PAGE})
            return {**nav, "instant": True}
        except Exception as error:  # noqa: BLE001 - a full reload destroys the evaluation
            if "destroyed" not in str(error) and "navigation" not in str(error):
                raise
        page.wait_for_function(SETTLED_SCRIPT, timeout=TIMEOUT_MS)
        starts = page.evaluate("document.documentElement.dataset.calcWorkerStarts ?? null")
        return {"ms": float("nan"), "instant": False, "starts": f"{starts} (full reload)"}

    def bare(self, server: BenchServer, mode: str) -> dict[str, Any]:
        ctx = self.context()
        try:
            page = ctx.new_page()
            out = {}
            for visit in ("cold", "warm"):
                server.take_log()
                page.goto(f"{server.url}/__bench__/bare.html?mode={mode}")
                page.wait_for_function(
                    "document.documentElement.dataset.benchReady || document.documentElement.dataset.benchError",
                    timeout=TIMEOUT_MS,
                )
                error = page.evaluate("document.documentElement.dataset.benchError ?? null")
                if error:
                    raise RuntimeError(f"bare page ({mode}): {error}")
                ms = float(page.evaluate("document.documentElement.dataset.benchReady"))
                out[visit] = {"ready_ms": ms, "bytes": bytes_of(server.take_log())}
                page.goto("about:blank")
            return out
        finally:
            ctx.close()

    def rules_page(self, server: BenchServer) -> dict[str, Any]:
        ctx = self.context()
        try:
            page = ctx.new_page()
            server.take_log()
            page.goto(server.url + RULES_PAGE)
            page.wait_for_load_state("networkidle")
            time.sleep(0.5)
            return {"bytes": bytes_of(server.take_log()), "fcp_ms": page.evaluate(FCP_SCRIPT)}
        finally:
            ctx.close()

    def run(self) -> dict[str, Any]:
        phases: dict[str, Callable[[], dict[str, Any]]] = {
            "site_snapshot": lambda: self.site(self.plain, snapshot=True, interact=True),
            "site_plain": lambda: self.site(self.plain, snapshot=False, interact=False),
            "bare_plain": lambda: self.bare(self.plain, "plain"),
            "bare_snapshot": lambda: self.bare(self.plain, "snapshot") if self.has_snapshot else {},
            "gz_site_snapshot": lambda: self.site(self.zipped, snapshot=True, interact=False),
            "gz_site_plain": lambda: self.site(self.zipped, snapshot=False, interact=False),
            "gz_bare_plain": lambda: self.bare(self.zipped, "plain"),
            "rules": lambda: self.rules_page(self.plain),
            "gz_rules": lambda: self.rules_page(self.zipped),
        }
        out = {}
        for name, phase in phases.items():
            t0 = time.perf_counter()
            out[name] = phase()
            print(f"  {name}: {time.perf_counter() - t0:.1f} s", file=sys.stderr, flush=True)
        return out


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    k = (len(ordered) - 1) * p / 100
    lo, hi = int(k), min(int(k) + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def build_times(runs: int) -> list[dict[str, float]]:
    """Wheel, mkdocs build and snapshot into a temporary directory, as `make site` does."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    out = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="bench-build-") as tmp:
            wheel, site = Path(tmp) / "wheel", Path(tmp) / "site"
            times = {}
            for step, cmd in (
                ("wheel", [str(ROOT / "tools" / "build-wheel"), str(wheel), sys.executable]),
                ("mkdocs", [sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", str(site)]),
                ("snapshot", ["node", str(ROOT / "tools" / "make-snapshot.mjs"), str(site)]),
            ):
                t0 = time.perf_counter()
                subprocess.run(
                    cmd, cwd=ROOT, env={**env, "WHEEL_DIR": str(wheel)}, check=True, capture_output=True
                )
                times[step] = time.perf_counter() - t0
            times["total"] = sum(times.values())
            out.append(times)
    return out


# --- Report ---------------------------------------------------------------------------------


def med(runs: list[dict[str, Any]], *path: str) -> float:
    """The median of one figure over the runs (NaN if no run has it, e.g. no snapshot)."""
    values = []
    for run in runs:
        value: Any = run
        for key in path:
            value = value.get(key) if isinstance(value, dict) else None
        if isinstance(value, int | float):
            values.append(value)
    return statistics.median(values) if values else float("nan")


def machine() -> str:
    model = ""
    with contextlib.suppress(OSError):
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    load = " ".join(f"{x:.1f}" for x in os.getloadavg())
    return f"{os.cpu_count()} cores ({model or platform.machine()}), {platform.system()} {platform.release()}, load average {load}"


def report(runs: list[dict[str, Any]], builds: list[dict[str, float]], meta: dict[str, str]) -> str:
    n = len(runs)
    s = lambda ms: "n/a" if ms != ms else f"{ms / 1000:.2f} s"  # noqa: E731 - NaN: not measured
    mb = lambda b: f"{b / 1e6:.2f} MB"  # noqa: E731
    ok = lambda cond: "met" if cond else "**missed**"  # noqa: E731
    cold = med(runs, "site_snapshot", "cold", "answer_ms")
    warm = med(runs, "site_snapshot", "warm", "answer_ms")
    bare_cold = med(runs, "bare_plain", "cold", "ready_ms")
    bare_warm = med(runs, "bare_plain", "warm", "ready_ms")
    p95 = med(runs, "site_snapshot", "latency", "p95")
    starts = {str(r["site_snapshot"]["navigation"]["starts"]) for r in runs}
    instant = all(r["site_snapshot"]["navigation"]["instant"] for r in runs)
    rules_py = sum(len(r[k]["bytes"]["python_files"]) for r in runs for k in ("rules", "gz_rules"))
    snap_starts = sum(r["site_snapshot"][v]["start"] == "snapshot" for r in runs for v in ("cold", "warm"))
    plain_starts = sum(r["site_plain"][v]["start"] == "plain" for r in runs for v in ("cold", "warm"))
    correct = [
        r[k][v]["correct"] for r in runs for k in ("site_snapshot", "site_plain") for v in ("cold", "warm")
    ]
    b = lambda key, visit="cold", part="total": mb(med(runs, key, visit, "bytes", part))  # noqa: E731
    rows = [
        (
            "First correct result on screen (first-contentful-paint; result is in the HTML), cold / warm",
            f"{s(med(runs, 'site_snapshot', 'cold', 'fcp_ms'))} / {s(med(runs, 'site_snapshot', 'warm', 'fcp_ms'))}",
            "HTML paint",
            "met",
        ),
        ("Navigation → calculator answers a change, cold (snapshot start)", s(cold), "", ""),
        ("… warm (same context, second visit)", s(warm), "", ""),
        ("Bare `loadPyodide()` baseline, cold / warm", f"{s(bare_cold)} / {s(bare_warm)}", "", ""),
        ("Ratio site / bare, cold", f"{cold / bare_cold:.2f}", "≤ 0.5", ok(cold / bare_cold <= 0.5)),
        ("Ratio site / bare, warm", f"{warm / bare_warm:.2f}", "", ""),
        (
            "Site with the snapshot hidden (plain start), cold / warm",
            f"{s(med(runs, 'site_plain', 'cold', 'answer_ms'))} / {s(med(runs, 'site_plain', 'warm', 'answer_ms'))}",
            "",
            "",
        ),
        (
            "Bare start from the snapshot, cold / warm",
            f"{s(med(runs, 'bare_snapshot', 'cold', 'ready_ms'))} / {s(med(runs, 'bare_snapshot', 'warm', 'ready_ms'))}",
            "",
            "",
        ),
        (
            "… where the cold snapshot start goes: worker created / snapshot fetched + unpacked / "
            "Python restored / core files back / ready on the page / answer",
            " / ".join(
                s(v)
                for v in (
                    med(runs, "site_snapshot", "cold", "worker_ms"),
                    med(runs, "site_snapshot", "cold", "worker_ms")
                    + med(runs, "site_snapshot", "cold", "ready", "timing", "snapshot_bytes"),
                    med(runs, "site_snapshot", "cold", "worker_ms")
                    + med(runs, "site_snapshot", "cold", "ready", "timing", "python"),
                    med(runs, "site_snapshot", "cold", "worker_ms")
                    + med(runs, "site_snapshot", "cold", "ready", "timing", "core"),
                    med(runs, "site_snapshot", "cold", "ready_ms"),
                    cold,
                )
            ),
            "",
            "",
        ),
        (
            "Starts taken: snapshot (site, snapshot present) / plain (snapshot hidden)",
            f"{snap_starts}/{2 * n} / {plain_starts}/{2 * n}",
            "",
            "",
        ),
        (
            f"Change → result in the DOM, p50 / p95 (max) over {ARGS.changes} changes {ARGS.gap} ms apart",
            f"{med(runs, 'site_snapshot', 'latency', 'p50'):.1f} / {p95:.1f} ms ({med(runs, 'site_snapshot', 'latency', 'max'):.0f})",
            "p95 < 16 ms",
            ok(p95 < 16),
        ),
        (
            "… to the next animation frame (the one that paints it), p50 / p95",
            f"{med(runs, 'site_snapshot', 'latency', 'frame_p50'):.1f} / {med(runs, 'site_snapshot', 'latency', 'frame_p95'):.1f} ms",
            "",
            "",
        ),
        (
            "… of which the worker's round trip (postMessage to result message), p50 / p95",
            f"{med(runs, 'site_snapshot', 'latency', 'worker_p50'):.1f} / {med(runs, 'site_snapshot', 'latency', 'worker_p95'):.1f} ms",
            "",
            "",
        ),
        (
            "Instant navigation to another calculator page: worker starts / time to its results",
            f"{'/'.join(sorted(starts))} / "
            + (s(med(runs, "site_snapshot", "navigation", "ms")) if instant else "not instant"),
            "1",
            ok(starts == {"1"} and instant),
        ),
        (
            "Bytes, first calculator use, snapshot start: all, plain / gzip (Python files once; sent again)",
            f"{b('site_snapshot')} / {b('gz_site_snapshot')} ({b('site_snapshot', part='python')} / "
            f"{b('gz_site_snapshot', part='python')}; {b('site_snapshot', part='python_again')} / "
            f"{b('gz_site_snapshot', part='python_again')})",
            "",
            "",
        ),
        (
            "Bytes, first calculator use, plain start: all, plain / gzip (Python files once; sent again)",
            f"{b('site_plain')} / {b('gz_site_plain')} ({b('site_plain', part='python')} / "
            f"{b('gz_site_plain', part='python')}; {b('site_plain', part='python_again')} / "
            f"{b('gz_site_plain', part='python_again')})",
            "",
            "",
        ),
        (
            "Bytes, bare `loadPyodide()` page: plain / gzip",
            f"{b('bare_plain')} / {b('gz_bare_plain')}",
            "",
            "",
        ),
        ("Bytes, warm second visit (snapshot start)", b("site_snapshot", "warm"), "", ""),
        (
            "Bytes, page without a calculator: plain / gzip (Pyodide files fetched)",
            f"{mb(med(runs, 'rules', 'bytes', 'total'))} / {mb(med(runs, 'gz_rules', 'bytes', 'total'))} ({rules_py})",
            "0 Pyodide",
            ok(rules_py == 0),
        ),
    ]
    if builds:
        rows.append(
            (
                f"Site build: wheel + mkdocs build + snapshot (median of {len(builds)})",
                f"{med(builds, 'wheel'):.1f} + {med(builds, 'mkdocs'):.1f} + {med(builds, 'snapshot'):.1f} = {med(builds, 'total'):.1f} s",
                "",
                "",
            )
        )
    lines = [
        f"Measured {meta['date']} on {meta['machine']}; {meta['browser']}; Pyodide {meta['pyodide']}; "
        f"median of {n} runs.",
        "",
        "| figure | median | target | |",
        "|---|---|---|---|",
        *(f"| {a} | {v} | {t} | {o} |" for a, v, t, o in rows),
    ]
    if not all(c is not False for c in correct):
        lines += ["", "**Warning: some answers did not show the expected result.**"]
    return "\n".join(lines)


def main() -> int:
    global ARGS
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site", help="built site (default: site/)")
    parser.add_argument("--runs", type=int, default=5, help="runs per figure (median); default 5")
    parser.add_argument("--changes", type=int, default=200, help="input changes for the latency; default 200")
    parser.add_argument(
        "--gap", type=int, default=50, help="ms between a result and the next change; default 50"
    )
    parser.add_argument("--build-runs", type=int, default=3, help="site builds to time (0: skip); default 3")
    parser.add_argument("--json", type=Path, help="also write every run's numbers to this file")
    ARGS = parser.parse_args()
    site = ARGS.site.resolve()
    if not (site / "index.html").is_file() or not (site / "assets" / "pyodide" / "pyodide.mjs").is_file():
        print(f"{site} is not a built site: run `make site` first", file=sys.stderr)
        return 2
    if not (site / "assets" / "pyodide" / "snapshot.json").is_file():
        print(f"note: {site} has no snapshot; every start will be plain", file=sys.stderr)

    from playwright.sync_api import sync_playwright

    expected = expected_answer()
    meta = {"date": dt.date.today().isoformat(), "machine": machine()}
    with contextlib.suppress(OSError, ValueError, KeyError):
        lock = json.loads((site / "assets/pyodide/pyodide-lock.json").read_text())
        meta["pyodide"] = f"Python {lock['info']['python']}"
    with contextlib.suppress(OSError, ValueError, KeyError):
        meta["pyodide"] = json.loads((site / "assets/pyodide/snapshot.json").read_text())["pyodide"]
    meta.setdefault("pyodide", "?")
    with tempfile.TemporaryDirectory(prefix="bench-bare-") as tmp:
        bench_dir = Path(tmp)
        (bench_dir / "bare.html").write_text(BARE_HTML, encoding="utf-8")
        (bench_dir / "bare.mjs").write_text(BARE_PAGE, encoding="utf-8")
        (bench_dir / "bare-worker.mjs").write_text(BARE_WORKER, encoding="utf-8")
        runs = []
        with (
            serving(site, bench_dir, gzip_=False) as plain,
            serving(site, bench_dir, gzip_=True) as zipped,
            sync_playwright() as p,
        ):
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            meta["browser"] = f"Chromium {browser.version} headless"
            meta["prerendered"] = str(prerendered(plain.url))
            bench = Bench(browser, plain, zipped, expected)
            for i in range(ARGS.runs):
                t0 = time.perf_counter()
                runs.append(bench.run())
                print(f"run {i + 1}/{ARGS.runs}: {time.perf_counter() - t0:.0f} s", file=sys.stderr)
            browser.close()
    builds = build_times(ARGS.build_runs) if ARGS.build_runs > 0 else []
    meta["machine"] = machine()  # load average at the end
    if ARGS.json:
        ARGS.json.write_text(json.dumps({"meta": meta, "runs": runs, "builds": builds}, indent=1) + "\n")
    print(report(runs, builds, meta))
    return 0


ARGS: argparse.Namespace

if __name__ == "__main__":
    sys.exit(main())
