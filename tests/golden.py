"""Golden cases shared by CPython (pytest) and Pyodide (tests/pyodide/run.mjs).

Standard library only: the Node runner copies this file and ``tests/cases/*.json`` into
Pyodide's file system and runs :func:`main`, so Python 3.14 in the browser is checked
against the same hand-computed answers as CPython.

A case file is ``{"calculator": id, "source": "...", "cases": [case, ...]}``; a case is
``{"name", "cite", "input", "expected"}`` where ``expected`` is a subset of the output
(floats compared to 1e-9), or ``{"name", "cite", "input", "error_fields": [...]}`` for
input that must be rejected naming exactly those fields.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

TOLERANCE = 1e-9


def load_cases(folder: Path) -> list[tuple[str, dict[str, Any]]]:
    """Every case of every file in ``folder`` as ``(calculator id, case)``."""
    out = []
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for case in data["cases"]:
            out.append((data["calculator"], case))
    return out


def mismatches(expected: Any, actual: Any, path: str = "") -> list[str]:
    """Where ``actual`` differs from ``expected`` (a subset: extra keys in ``actual`` are fine)."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{path or '.'}: expected an object, got {actual!r}"]
        out = []
        for key, value in expected.items():
            if key not in actual:
                out.append(f"{path}.{key}: missing")
            else:
                out.extend(mismatches(value, actual[key], f"{path}.{key}"))
        return out
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return [f"{path}: expected {expected!r}, got {actual!r}"]
        return [
            m
            for i, (e, a) in enumerate(zip(expected, actual, strict=True))
            for m in mismatches(e, a, f"{path}[{i}]")
        ]
    if isinstance(expected, float) and not isinstance(expected, bool):
        if (
            isinstance(actual, int | float)
            and not isinstance(actual, bool)
            and abs(actual - expected) <= TOLERANCE
        ):
            return []
        return [f"{path}: expected {expected!r}, got {actual!r}"]
    if expected != actual or type(expected) is not type(actual):
        return [f"{path}: expected {expected!r}, got {actual!r}"]
    return []


def check(calc_id: str, case: dict[str, Any]) -> list[str]:
    """Run one case; return what went wrong (empty when it passes)."""
    from calculators.api import run
    from calculators.errors import InputErrors

    try:
        output = run(calc_id, case["input"])
    except InputErrors as bad:
        if "error_fields" in case:
            got = sorted(set(bad.fields))
            want = sorted(case["error_fields"])
            return [] if got == want else [f"rejected fields {got}, expected {want}"]
        return [f"unexpected input error: {bad}"]
    if "error_fields" in case:
        return [f"accepted, but expected errors on {case['error_fields']}"]
    return mismatches(case["expected"], output)


def main(folder: str) -> int:
    passed = failed = 0
    for calc_id, case in load_cases(Path(folder)):
        problems = check(calc_id, case)
        if problems:
            failed += 1
            print(f"FAIL {calc_id} :: {case['name']}")
            for p in problems:
                print(f"    {p}")
        else:
            passed += 1
    print(f"Python {sys.version.split()[0]} on {sys.platform}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else str(Path(__file__).parent / "cases")))
