"""Here I Stand: candidate targets of Reformation attempts side by side, best first
(sources/here-i-stand.md §9, the rulebook's worked example).  The dice of each row are the final
counts, bonus dice included."""

from __future__ import annotations

from ...base import Calculator
from .form import FIELDS, PRESETS, parse
from .report import report, to_json
from .rules import TargetsInput, TargetsResult, compute
from .words import TEXT

__all__ = ["REFORMATION_TARGETS"]

REFORMATION_TARGETS: Calculator[TargetsInput, TargetsResult] = Calculator(
    id="his.reformation_targets",
    title=TEXT["title"],
    fields=FIELDS,
    parse=parse,
    compute=compute,
    to_json=to_json,
    report=report,
    presets=PRESETS,
    languages=("ru", "pt"),
)
