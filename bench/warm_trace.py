#!/usr/bin/env python3
"""Where a warm visit's time goes in the calculators' worker (``make bench-warm``).

The warm visit (the same browser, second visit, everything in the service worker's cache)
misses its 0.5 s target (``make bench``).  This script opens the Diet of Worms page once
cold, waits for the service worker's copy of Python, then makes ``--visits`` warm visits,
each under a Chromium trace, and prints, per visit, when the worker reached each step of
its start (its own marks) and what V8 did on the worker's thread meanwhile: WebAssembly
functions compiled lazily at their first call (``wasm.CompileLazy``), the cached module
read back (``v8.wasm.compileConsume``), the small modules compiled and instantiated one by
one (``wasm.SyncCompile``/``wasm.SyncInstantiate``: Emscripten's wrappers for JavaScript
functions whose address Python takes), the page's messages (the first results) and garbage
collection.  The trace itself slows the
thread (each event costs a little), so its durations are upper bounds: ``make bench``
gives the times a reader gets; this gives their split.

Same site, server and browser as ``bench/run.py`` (``--port``/``--reuse`` as there).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.run import Bench, served_site  # noqa: E402
from tools.browser import launch  # noqa: E402

CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "v8.wasm", "v8.execute"]
# The worker's steps, in the order they usually come (calculators-worker.mjs `mark`).
STEPS = ("wasm", "snapshot_bytes", "python", "core")
# Trace events summed on the worker's thread: (event name, heading).
COSTS = (
    ("wasm.CompileLazy", "lazy compiles"),
    ("v8.wasm.compileConsume", "cached module read"),
    ("wasm.SyncCompile", "small modules compiled"),
    ("wasm.SyncInstantiate", "… instantiated"),
    ("HandlePostMessage", "page's messages handled"),
    ("MinorGC", "minor GC"),
    ("MajorGC", "major GC"),
)


def worker_costs(events: Iterable[Mapping[str, Any]]) -> dict[str, tuple[int, float]]:
    """Per event name of COSTS: (count, total ms) on the thread of the calculators' worker,
    the dedicated worker whose thread ran WebAssembly (the search index's worker runs none)."""
    events = list(events)
    workers = {
        (e["pid"], e["tid"])
        for e in events
        if e.get("ph") == "M"
        and e.get("name") == "thread_name"
        and "DedicatedWorker" in e.get("args", {}).get("name", "")
    }
    count: dict[tuple[Any, Any], Counter[str]] = defaultdict(Counter)
    ms: dict[tuple[Any, Any], Counter[str]] = defaultdict(Counter)
    for e in events:
        thread = (e.get("pid"), e.get("tid"))
        if thread in workers and e.get("ph") == "X":
            count[thread][e["name"]] += 1
            ms[thread][e["name"]] += e.get("dur", 0) / 1000
    wasm = [t for t in workers if any(name.startswith(("wasm.", "v8.wasm.")) for name in count[t])]
    if not wasm:
        return {name: (0, 0.0) for name, _ in COSTS}
    thread = max(wasm, key=lambda t: sum(n for name, n in count[t].items() if name.startswith("wasm.")))
    return {name: (count[thread][name], ms[thread][name]) for name, _ in COSTS}


def table(visits: list[dict[str, Any]]) -> str:
    """A Markdown table, a row per visit and one of medians."""
    head = ["visit", "answer", "worker"] + [f"`{s}`" for s in STEPS] + [h for _, h in COSTS]
    rows = []

    def row(label: str, v: Mapping[str, Any]) -> list[str]:
        cells = [label, f"{v['answer_ms']:.0f} ms", f"{v['worker_ms']:.0f} ms"]
        cells += [f"{v['timing'][s]:.0f}" if s in v["timing"] else "–" for s in STEPS]
        cells += [f"{v['costs'][n][0]:.0f} / {v['costs'][n][1]:.0f} ms" for n, _ in COSTS]
        return cells

    for i, visit in enumerate(visits, 1):
        rows.append(row(str(i), visit))
    if len(visits) > 1:
        median = {
            "answer_ms": statistics.median(v["answer_ms"] for v in visits),
            "worker_ms": statistics.median(v["worker_ms"] for v in visits),
            "timing": {
                s: statistics.median(v["timing"][s] for v in visits)
                for s in STEPS
                if all(s in v["timing"] for v in visits)
            },
            "costs": {
                n: tuple(statistics.median(v["costs"][n][k] for v in visits) for k in (0, 1))
                for n, _ in COSTS
            },
        }
        rows.append(row("median", median))
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    notes = (
        "Times from the start of navigation (answer, worker created) and from the worker's start "
        "(its steps, ms); each cost is events / total ms on the worker's thread, under the trace."
    )
    return "\n".join(lines) + "\n\n" + notes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--visits", type=int, default=3, help="warm visits to trace; default 3")
    parser.add_argument("--no-print", action="store_true", help="build the site without its PDFs")
    parser.add_argument("--port", type=int, help="serve on this port (with --reuse: reuse its build)")
    parser.add_argument("--reuse", action="store_true", help="reuse build/bench/www if built for the URL")
    args = parser.parse_args()

    from playwright.sync_api import sync_playwright

    with served_site(args) as server, sync_playwright() as p:
        browser = launch(p)
        version = browser.version
        bench = Bench(browser, server, args, "", None)
        bench.on("fast")
        ctx = bench.context()
        try:
            page = ctx.new_page()
            cold = bench.visit(page)
            bench.settle(page, cold)
            visits = []
            for _ in range(args.visits):
                page.evaluate("localStorage.clear(); sessionStorage.clear()")
                page.goto("about:blank")
                browser.start_tracing(page=page, categories=CATEGORIES)
                try:
                    warm = bench.visit(page)
                finally:
                    trace = json.loads(browser.stop_tracing())
                events = trace["traceEvents"] if isinstance(trace, dict) else trace
                visits.append(
                    {
                        "answer_ms": warm["answer_ms"],
                        "worker_ms": warm["worker_ms"],
                        "timing": (warm["ready"] or {}).get("timing", {}),
                        "costs": worker_costs(events),
                    }
                )
        finally:
            ctx.close()
            browser.close()
    print(f"Chromium {version} headless, warm visits to the Diet of Worms page, traced:\n")
    print(table(visits))
    return 0


if __name__ == "__main__":
    sys.exit(main())
