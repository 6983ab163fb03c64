"""Here I Stand: the odds of a Reformation or Counter Reformation attempt (rulebook §18.3-18.4,
sources/here-i-stand.md §9): two calculators, ``his.reformation`` and ``his.counter_reformation``,
on one set of rules."""

from __future__ import annotations

from ...base import Calculator, Form, Rules
from . import report
from .aid import aid
from .form import COUNTER_REFORMATION_FIELDS, REFORMATION_FIELDS, parse_counter_reformation, parse_reformation
from .presets import COUNTER_REFORMATION_PRESETS, REFORMATION_PRESETS
from .rules import (
    AttemptResult,
    CounterReformationInput,
    ReformationInput,
    compute_counter_reformation,
    compute_reformation,
)
from .words import TEXT

__all__ = ["COUNTER_REFORMATION", "REFORMATION"]

REFORMATION: Calculator[ReformationInput, AttemptResult] = Calculator.of(
    "his.reformation",
    TEXT["title.reformation"],
    form=Form(REFORMATION_FIELDS, parse_reformation),
    rules=Rules(compute_reformation),
    reporting=report,
    presets=REFORMATION_PRESETS,
    export=report.export_target,
    aid=aid,
)
COUNTER_REFORMATION: Calculator[CounterReformationInput, AttemptResult] = Calculator.of(
    "his.counter_reformation",
    TEXT["title.counter_reformation"],
    form=Form(COUNTER_REFORMATION_FIELDS, parse_counter_reformation),
    rules=Rules(compute_counter_reformation),
    reporting=report,
    presets=COUNTER_REFORMATION_PRESETS,
)
