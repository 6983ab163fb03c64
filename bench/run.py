#!/usr/bin/env python3
"""Measure the site in headless Chromium on a fast link and on a 10 Mbit/s one (``make bench``).

Builds the site for the URL it serves it at (``tools.build_site``, as the end-to-end tests
do, so Material's instant navigation is on), serves it with ``tools.browser.StaticServer``
the way a static host does (gzip by type, ``Cache-Control: max-age=600``, Last-Modified and
304) and drives Debian's Chromium through Playwright, with the service worker as shipped.
The slow link is one shared 10 Mbit/s pipe with 40 ms before each answer, simulated at the
server, so the page's, its worker's and its service worker's downloads share it.  In the
same run, a bare page that only calls ``loadPyodide()`` from the site's own Pyodide
(``bench/bare.html``) is the baseline on each link.  Prints a Markdown table; each figure
is the median of ``--runs`` runs (3).

What is measured (times from the start of navigation, on the page's clock):

* cold (a new browser context): navigation until the Diet of Worms calculator answers a
  change made as soon as it is mounted (``bench/answer.js``); when the page created the
  worker and when it was ready; which start it chose; the bytes the server sent before
  it was ready (of which Python: ``assets/runtime/`` and ``assets/pyodide/``), in all
  (the service worker's copy included), and files sent twice;
* the same with the start forced the other way (the runtime's description changed on its
  way out): a plain start on the fast link, the snapshot on the slow one;
* warm (the same context, second visit): time to the answer, Python bytes sent;
* a return (a new context: a first visit, then the service worker stopped and every page
  revalidated, as when a reader comes back after ``max-age`` has run out): the same;
* change to result: ``--changes`` input events on the ready calculator (``bench/latency.js``);
* instant navigation to another calculator page: worker starts, time to its results
  (``bench/navigate.js``);
* a page without a calculator: bytes, Python files fetched (must be none);
* the build: the runtime (``tools/make-runtime.mjs``, not cached) and ``mkdocs build``.

Every wait has a timeout that says what it waited for.  Standard library and Playwright only.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.report import report  # noqa: E402
from tools.browser import Answer, Link, StaticServer, bound_socket, launch, stop_service_workers  # noqa: E402
from tools.build_site import build_site  # noqa: E402
from tools.runtime_text import WORKER, rewrite_description  # noqa: E402

HERE = Path(__file__).resolve().parent
CALC = "his.diet_of_worms"
CALC_PAGE = "/here-i-stand/diet-of-worms/"
NEXT_PAGE = "/here-i-stand/victory/"  # another page with calculators, reached by a nav link
RULES_PAGE = "/"  # a page without a calculator
FIELD = "protestant_cp"
CHANGE_TO = "1"
LATENCY_VALUES = ["1", "2", "3", "4", "5", "6"]  # consecutive values always differ
WARMUP_CHANGES = 10
PYTHON = ("/assets/runtime/", "/assets/pyodide/")
LINKS = {"fast": None, "slow": Link(mbit=10, latency_ms=40)}
# Seconds to wait, per thing waited for, before the run fails saying what it waited for.
WAIT = {"answer": 120, "ready": 120, "offline": 180, "navigation": 60, "latency": 300}
SITE = ROOT / "build" / "bench" / "www"


class BenchError(RuntimeError):
    pass


def script(name: str) -> str:
    return (HERE / name).read_text(encoding="utf-8")


# --- Waiting ------------------------------------------------------------------------------


def wait_for(page: Any, expression: str, what: str, seconds: float) -> None:
    """Wait until ``expression`` is truthy in the page, or fail naming ``what``."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.wait_for_function(expression, timeout=seconds * 1000)
    except PlaywrightTimeout:
        raise BenchError(f"waited {seconds:.0f} s for {what} on {page.url}") from None


# --- Byte counts --------------------------------------------------------------------------


def is_python(path: str) -> bool:
    return path.startswith(PYTHON)


def bytes_of(log: list[Answer], until: float | None = None) -> dict[str, Any]:
    """Body bytes sent (until the monotonic time ``until``, if given), the Python part, the
    files sent whole more than once (a 304 is not a file sent), and the bytes of downloads
    the browser cancelled midway."""
    part = [a for a in log if until is None or a.at <= until]
    sent: dict[str, int] = {}
    for answer in log:
        if answer.status == 200 and answer.bytes > 0 and answer.complete:
            sent[answer.path] = sent.get(answer.path, 0) + 1
    return {
        "total": sum(a.bytes for a in part),
        "python": sum(a.bytes for a in part if is_python(a.path)),
        "python_files": sorted({a.path for a in part if is_python(a.path) and a.status == 200}),
        "requests": len(part),
        "twice": sorted(path for path, n in sent.items() if n > 1),
        "cancelled": sum(a.bytes for a in part if not a.complete),
        "cancelled_files": sorted({a.path for a in part if not a.complete}),
    }


# --- Measurements -------------------------------------------------------------------------


@dataclass
class Bench:
    browser: Any
    server: StaticServer
    args: argparse.Namespace
    pyodide_dir: str  # /assets/pyodide/<id>/
    expected: str | None

    def context(self) -> Any:
        ctx = self.browser.new_context(bypass_csp=True)  # string evaluate under the site's CSP
        config = {"path": CALC_PAGE, "calc": CALC, "field": FIELD, "value": CHANGE_TO}
        ctx.add_init_script(script=f"window.__benchConfig = {json.dumps(config)};\n{script('answer.js')}")
        return ctx

    def on(self, link: str) -> None:
        self.server.link = LINKS[link]

    def monotonic(self, page: Any, ms: float) -> float:
        """A time on the page's clock as time.monotonic()."""
        origin = float(page.evaluate("performance.timeOrigin"))
        return (origin + ms) / 1000 - (time.time() - time.monotonic())

    def visit(self, page: Any) -> dict[str, Any]:
        """Open the calculator page; time the answer to the change made as soon as it mounts."""
        self.server.take_log()
        page.goto(self.server.url + CALC_PAGE, timeout=WAIT["navigation"] * 1000)
        wait_for(page, "window.__bench && window.__bench.answer", "the calculator's answer", WAIT["answer"])
        bench = page.evaluate("({...window.__bench, sent: null})")
        ready = bench.get("ready")
        if ready is None:
            raise BenchError(
                f"the calculator answered ({bench.get('state')}) but its worker never said ready"
            )
        ready_at = self.monotonic(page, ready)
        text = " ".join(str(bench.get("text", "")).replace("\u00a0", " ").split())
        return {
            "answer_ms": bench["answer"],
            "worker_ms": bench.get("worker"),
            "ready_ms": ready,
            "ready": bench.get("readyData"),
            "start": (bench.get("readyData") or {}).get("start"),
            "reason": (bench.get("readyData") or {}).get("reason"),
            "state": bench.get("state"),
            "correct": None if self.expected is None else self.expected in text,
            "fcp_ms": page.evaluate(
                "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null"
            ),
            "ready_at": ready_at,
        }

    def settle(self, page: Any, visit: dict[str, Any]) -> None:
        """Wait for the service worker to keep Python; count the visit's bytes."""
        wait_for(
            page,
            "document.documentElement.dataset.calcOffline === 'ready'",
            "the service worker's offline copy of Python",
            WAIT["offline"],
        )
        # And the compiled code of Pyodide's JavaScript and Python's WebAssembly, as a reader's
        # next visit finds it (calculators-client.mjs `rehearse`: seconds after the offline copy).
        wait_for(
            page,
            "document.documentElement.dataset.calcCodeCache === 'ready'",
            "the rehearsal that has the code caches written",
            WAIT["offline"],
        )
        time.sleep(1.0)  # late requests (the precache's last answers)
        log = self.server.take_log()
        visit["before_ready"] = bytes_of(log, until=visit["ready_at"])
        visit["all"] = bytes_of(log)

    def site(self, link: str, *, interact: bool, forced: str | None = None) -> dict[str, Any]:
        self.on(link)
        if forced:
            self.server.replace = force_start(forced)
        ctx = self.context()
        try:
            page = ctx.new_page()
            out: dict[str, Any] = {"cold": self.visit(page)}
            self.settle(page, out["cold"])
            if interact:
                out["latency"] = self.latency(page)
                out["navigation"] = self.navigate(page)
            if not forced:
                page.evaluate("localStorage.clear(); sessionStorage.clear()")
                page.goto("about:blank")
                warm = self.visit(page)
                time.sleep(0.5)
                warm["all"] = bytes_of(self.server.take_log())
                out["warm"] = warm
            return out
        finally:
            ctx.close()
            self.server.replace = None

    def returning(self, link: str) -> dict[str, Any]:
        """A reader who comes back later: Python kept, the service worker stopped (a browser
        stops an idle one within a minute) and every page, style and script revalidated with
        the server (a static host's ``max-age=600`` has run out: here ``max-age=0`` from the
        first visit on)."""
        self.on(link)
        stays = self.server.cache_control
        self.server.cache_control = "max-age=0"
        ctx = self.context()
        try:
            page = ctx.new_page()
            self.settle(page, self.visit(page))
            page.evaluate("localStorage.clear(); sessionStorage.clear()")
            page.goto("about:blank")
            stop_service_workers(ctx, page)
            time.sleep(0.5)
            back = self.visit(page)
            time.sleep(0.5)
            back["all"] = bytes_of(self.server.take_log())
            return {"warm": back}
        finally:
            ctx.close()
            self.server.cache_control = stays

    def latency(self, page: Any) -> dict[str, Any]:
        arg = {
            "calc": CALC,
            "field": FIELD,
            "values": LATENCY_VALUES,
            "n": self.args.changes,
            "warmup": WARMUP_CHANGES,
            "gap": self.args.gap,
        }
        measured = page.evaluate(script("latency.js"), arg)
        times = measured["dom"]
        trips = page.evaluate("window.__bench.roundtrips")[-len(times) :]
        return {
            "p50": percentile(times, 50),
            "p95": percentile(times, 95),
            "max": max(times),
            "frame_p50": percentile(measured["frame"], 50),
            "frame_p95": percentile(measured["frame"], 95),
            "worker_p50": percentile(trips, 50),
            "worker_p95": percentile(trips, 95),
        }

    def navigate(self, page: Any) -> dict[str, Any]:
        """Follow a nav link to another calculator page: instant, one worker?"""
        arg = {"target": self.server.url + NEXT_PAGE, "timeout": WAIT["navigation"] * 1000}
        try:
            return {**page.evaluate(script("navigate.js"), arg), "instant": True}
        except Exception as error:  # a full reload destroys the evaluation
            if "destroyed" not in str(error) and "navigation" not in str(error):
                raise
        return {"ms": float("nan"), "instant": False, "starts": "full reload"}

    def bare(self, link: str) -> dict[str, Any]:
        self.on(link)
        ctx = self.context()
        try:
            page = ctx.new_page()
            out = {}
            for visit in ("cold", "warm"):
                self.server.take_log()
                page.goto(f"{self.server.url}/__bench__/bare.html?pyodide={self.pyodide_dir}")
                wait_for(
                    page,
                    "document.documentElement.dataset.benchReady || document.documentElement.dataset.benchError",
                    "the bare page's loadPyodide()",
                    WAIT["ready"],
                )
                error = page.evaluate("document.documentElement.dataset.benchError ?? null")
                if error:
                    raise BenchError(f"bare page: {error}")
                ms = float(page.evaluate("document.documentElement.dataset.benchReady"))
                time.sleep(0.3)
                log = self.server.take_log()
                out[visit] = {"ready_ms": ms, "before_ready": bytes_of(log, self.monotonic(page, ms))}
                page.goto("about:blank")
            return out
        finally:
            ctx.close()

    def rules_page(self) -> dict[str, Any]:
        self.on("fast")
        ctx = self.context()
        try:
            page = ctx.new_page()
            self.server.take_log()
            page.goto(self.server.url + RULES_PAGE)
            page.wait_for_load_state("networkidle", timeout=WAIT["navigation"] * 1000)
            time.sleep(2.0)  # the service worker registers when the page is idle
            return bytes_of(self.server.take_log())
        finally:
            ctx.close()

    def run(self) -> dict[str, Any]:
        phases: dict[str, Callable[[], dict[str, Any]]] = {
            "fast_site": lambda: self.site("fast", interact=True),
            "fast_bare": lambda: self.bare("fast"),
            "slow_site": lambda: self.site("slow", interact=False),
            "slow_bare": lambda: self.bare("slow"),
            "fast_return": lambda: self.returning("fast"),
            "slow_return": lambda: self.returning("slow"),
            "rules": self.rules_page,
        }
        if not self.args.quick:
            phases["fast_forced"] = lambda: self.site("fast", interact=False, forced="plain")
            phases["slow_forced"] = lambda: self.site("slow", interact=False, forced="snapshot")
        out = {}
        for name, phase in phases.items():
            t0 = time.perf_counter()
            out[name] = phase()
            print(f"  {name}: {time.perf_counter() - t0:.1f} s", file=sys.stderr, flush=True)
        return out


def force_start(start: str) -> Callable[[str, bytes], bytes]:
    """Change the runtime's description on its way to the worker (bundled into it) so that it
    starts ``start``: "plain" (no snapshot) or "snapshot" (one that costs nothing to download)."""

    def change(info: dict[str, Any]) -> None:
        if start == "plain":
            info["snapshot"] = None
        else:
            info["snapshot"]["bytes"] = 0

    def replace(path: str, body: bytes) -> bytes:
        if not path.endswith(f"/{WORKER}"):
            return body
        try:
            return rewrite_description(body.decode(), change).encode()
        except ValueError as error:
            raise BenchError(str(error)) from error

    return replace


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    k = (len(ordered) - 1) * p / 100
    lo, hi = int(k), min(int(k) + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def expected_answer() -> str | None:
    """The percentage the page must show after the change (computed by the core itself)."""
    try:
        from calculators import api

        form = api.REGISTRY[CALC].default_form()
        form[FIELD] = CHANGE_TO
        p = api.run_form(CALC, form, "ru")["result"]["outcomes"]["protestant"]
    except Exception:  # noqa: BLE001 - the check is a bonus, the timing still counts
        return None
    return f"{p * 100:.1f}".replace(".", ",") + " %"


def build_times(runs: int) -> tuple[list[dict[str, float]], str | None]:
    """The runtime (not cached: a new output folder) and mkdocs build, as `make site` does;
    and, when a step fails, which one and the last line it wrote (the runs measured before
    are reported all the same)."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    wheel = next((ROOT / "build" / "wheel").glob("calculators-*-py3-none-any.whl"))
    out: list[dict[str, float]] = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="bench-build-") as tmp:
            times = {}
            for step, cmd in (
                (
                    "runtime",
                    ["node", str(ROOT / "tools" / "make-runtime.mjs"), str(wheel), str(Path(tmp) / "rt")],
                ),
                (
                    "mkdocs",
                    [
                        sys.executable,
                        "-m",
                        "mkdocs",
                        "build",
                        "--strict",
                        "-q",
                        "-d",
                        str(Path(tmp) / "site"),
                    ],
                ),
            ):
                t0 = time.perf_counter()
                try:
                    subprocess.run(cmd, cwd=ROOT, env=env, check=True, capture_output=True)
                except subprocess.CalledProcessError as error:
                    said = (error.stderr or b"").decode(errors="replace").strip().splitlines()
                    return out, f"{step}: {said[-1] if said else f'exit status {error.returncode}'}"
                times[step] = time.perf_counter() - t0
            times["total"] = sum(times.values())
            out.append(times)
    return out, None


# --- The machine ---------------------------------------------------------------------


def machine() -> str:
    model = ""
    with contextlib.suppress(OSError):
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    load = " ".join(f"{x:.1f}" for x in os.getloadavg())
    return (
        f"{os.cpu_count()} cores ({model or platform.machine()}), {platform.system()} {platform.release()}, "
        f"load average {load}"
    )


# --- Main ---------------------------------------------------------------------------------


@contextlib.contextmanager
def served_site(args: argparse.Namespace) -> Iterator[StaticServer]:
    """The site built for the URL it is served at (reused when built for it already)."""
    sock = bound_socket(args.port or 0)
    url = f"http://127.0.0.1:{sock.getsockname()[1]}/"
    stamp = SITE.parent / ".built-for"
    if not (args.reuse and stamp.is_file() and stamp.read_text() == url):
        print(f"building the site for {url} ...", file=sys.stderr, flush=True)
        SITE.parent.mkdir(parents=True, exist_ok=True)
        build_site(url, SITE, print_editions=not args.no_print, archive=False)
        stamp.write_text(url)
    with StaticServer(SITE, sock=sock, gzip=True, mounts={"/__bench__/": HERE}) as server:
        yield server


ARGS: argparse.Namespace


def main() -> int:
    global ARGS
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="runs per figure (median); default 3")
    parser.add_argument("--changes", type=int, default=200, help="input changes for the latency; default 200")
    parser.add_argument(
        "--gap", type=int, default=50, help="ms between a result and the next change; default 50"
    )
    parser.add_argument("--build-runs", type=int, default=1, help="builds to time (0: skip); default 1")
    parser.add_argument("--quick", action="store_true", help="skip the forced starts")
    parser.add_argument("--no-print", action="store_true", help="build the site without its PDFs")
    parser.add_argument("--port", type=int, help="serve on this port (with --reuse: reuse its build)")
    parser.add_argument("--reuse", action="store_true", help="reuse build/bench/www if built for the URL")
    parser.add_argument("--json", type=Path, help="also write every run's numbers to this file")
    parser.add_argument(
        "--report", type=Path, metavar="JSON", help="measure nothing: print the table of a --json file"
    )
    ARGS = parser.parse_args()
    if ARGS.report:
        saved = json.loads(ARGS.report.read_text())
        print(report(saved["runs"], saved["builds"], saved["meta"]))
        return 0

    from playwright.sync_api import sync_playwright

    meta = {
        "date": dt.date.today().isoformat(),
        "machine": machine(),
        "changes": str(ARGS.changes),
        "gap": str(ARGS.gap),
    }
    with served_site(ARGS) as server, sync_playwright() as p:
        runtime = json.loads(next((SITE / "assets" / "runtime").glob("*/runtime.json")).read_text())
        meta["pyodide"] = runtime["pyodide"]["version"]
        pyodide_dir = "/assets/pyodide/" + runtime["pyodide"]["dir"].rstrip("/").rsplit("/", 1)[-1] + "/"
        browser = launch(p)
        meta["browser"] = f"Chromium {browser.version} headless"
        bench = Bench(browser, server, ARGS, pyodide_dir, expected_answer())
        runs = []
        for i in range(ARGS.runs):
            t0 = time.perf_counter()
            runs.append(bench.run())
            print(f"run {i + 1}/{ARGS.runs}: {time.perf_counter() - t0:.0f} s", file=sys.stderr, flush=True)
        browser.close()

    def save(builds: list[dict[str, float]]) -> None:
        if ARGS.json:
            ARGS.json.write_text(json.dumps({"meta": meta, "runs": runs, "builds": builds}, indent=1) + "\n")

    save([])  # the runs kept before the build is timed, whatever becomes of that
    builds, failed = build_times(ARGS.build_runs) if ARGS.build_runs > 0 else ([], None)
    if failed:
        meta["build_failed"] = failed
        print(f"the build's timing failed: {failed}", file=sys.stderr)
    meta["machine"] = machine()  # load average at the end
    save(builds)
    print(report(runs, builds, meta))
    return 0


if __name__ == "__main__":
    sys.exit(main())
