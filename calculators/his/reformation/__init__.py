"""Here I Stand: the odds of a Reformation or Counter Reformation attempt (rulebook §18.3-18.4,
sources/here-i-stand.md §9): two calculators, ``his.reformation`` and ``his.counter_reformation``,
on one set of rules."""

from __future__ import annotations

from ...base import Calculator
from .aid import aid
from .form import COUNTER_REFORMATION_FIELDS, REFORMATION_FIELDS, parse_counter_reformation, parse_reformation
from .presets import COUNTER_REFORMATION_PRESETS, REFORMATION_PRESETS
from .report import export_target, report, to_json
from .rules import (
    AttemptResult,
    CounterReformationInput,
    ReformationInput,
    compute_counter_reformation,
    compute_reformation,
)
from .words import TEXT

__all__ = ["COUNTER_REFORMATION", "REFORMATION"]

REFORMATION: Calculator[ReformationInput, AttemptResult] = Calculator(
    id="his.reformation",
    title=TEXT["title.reformation"],
    fields=REFORMATION_FIELDS,
    parse=parse_reformation,
    compute=compute_reformation,
    to_json=to_json,
    report=report,
    presets=REFORMATION_PRESETS,
    languages=("ru", "pt"),
    export=export_target,
    aid=aid,
)

COUNTER_REFORMATION: Calculator[CounterReformationInput, AttemptResult] = Calculator(
    id="his.counter_reformation",
    title=TEXT["title.counter_reformation"],
    fields=COUNTER_REFORMATION_FIELDS,
    parse=parse_counter_reformation,
    compute=compute_counter_reformation,
    to_json=to_json,
    report=report,
    presets=COUNTER_REFORMATION_PRESETS,
    languages=("ru", "pt"),
)
