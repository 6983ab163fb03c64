"""Here I Stand: candidate targets of Reformation attempts side by side, best first
(sources/here-i-stand.md §9, the rulebook's worked example).  The dice of each row are the final
counts, bonus dice included."""

from __future__ import annotations

from ...base import Calculator
from . import form, report, rules
from .rules import TargetsInput, TargetsResult
from .words import TEXT

__all__ = ["REFORMATION_TARGETS"]

REFORMATION_TARGETS: Calculator[TargetsInput, TargetsResult] = Calculator.of(
    "his.reformation_targets", TEXT["title"], form=form, rules=rules, reporting=report
)
