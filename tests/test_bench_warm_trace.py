"""The warm visit's split (bench/warm_trace.py) reads the calculators' worker's thread only."""

from __future__ import annotations

from typing import Any

from bench.warm_trace import COSTS, table, worker_costs

PID = 7


def thread(tid: int, name: str) -> dict[str, Any]:
    return {"ph": "M", "name": "thread_name", "pid": PID, "tid": tid, "args": {"name": name}}


def event(tid: int, name: str, ms: float) -> dict[str, Any]:
    return {"ph": "X", "name": name, "pid": PID, "tid": tid, "ts": 0, "dur": ms * 1000}


def test_costs_are_summed_on_the_worker_that_ran_webassembly() -> None:
    events = [
        thread(1, "CrRendererMain"),
        thread(2, "DedicatedWorker thread"),  # Material's search index
        thread(3, "DedicatedWorker thread"),  # the calculators' worker
        event(1, "wasm.CompileLazy", 50),  # not a worker: left out
        event(2, "MinorGC", 30),  # the search worker's: left out
        event(2, "HandlePostMessage", 700),
        event(3, "wasm.CompileLazy", 0.5),
        event(3, "wasm.CompileLazy", 1.5),
        event(3, "v8.wasm.compileConsume", 40),
        event(3, "MinorGC", 4),
        {"ph": "B", "name": "wasm.CompileLazy", "pid": PID, "tid": 3, "ts": 0},  # not a complete event
    ]
    costs = worker_costs(events)
    assert costs["wasm.CompileLazy"] == (2, 2.0)
    assert costs["v8.wasm.compileConsume"] == (1, 40.0)
    assert costs["MinorGC"] == (1, 4.0)
    assert costs["HandlePostMessage"] == (0, 0.0)
    assert set(costs) == {name for name, _ in COSTS}


def test_a_trace_without_the_worker_gives_zeros() -> None:
    costs = worker_costs([thread(2, "DedicatedWorker thread"), event(2, "MinorGC", 3)])
    assert all(value == (0, 0.0) for value in costs.values())


def test_the_table_has_a_row_per_visit_and_their_medians() -> None:
    def visit(answer: float, lazy_ms: float, snapshot: int | None) -> dict[str, Any]:
        timing = {"wasm": 100, "python": 500, "core": 510}
        if snapshot is not None:
            timing["snapshot_bytes"] = snapshot
        costs = {name: (0, 0.0) for name, _ in COSTS}
        costs["wasm.CompileLazy"] = (1000, lazy_ms)
        return {"answer_ms": answer, "worker_ms": 30, "timing": timing, "costs": costs}

    lines = table([visit(700, 80, 200), visit(900, 120, 210), visit(800, 100, None)]).splitlines()
    rows = [line for line in lines if line.startswith("| ")][1:]
    assert [row.split(" | ")[0] for row in rows] == ["| 1", "| 2", "| 3", "| median"]
    median = rows[-1].split(" | ")
    assert median[1] == "800 ms"
    assert median[4] == "–"  # not every visit marked the snapshot's bytes
    assert "1000 / 100 ms" in median
