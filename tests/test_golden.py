"""The golden cases of tests/cases/*.json in CPython (the same cases run in Pyodide)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.golden import check, load_cases

CASES = load_cases(Path(__file__).parent / "cases")


@pytest.mark.parametrize(
    ("calc_id", "case"), CASES, ids=[f"{calc_id}:{case['name']}" for calc_id, case in CASES]
)
def test_golden_case(calc_id: str, case: dict[str, Any]) -> None:
    assert "cite" in case, "every golden case cites the rule it checks"
    assert check(calc_id, case) == []
