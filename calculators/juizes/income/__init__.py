"""Juízes, Fase 3 — Renda (sources/seeds/juizes-income-and-victory.txt «Fase 3 — Renda»;
sources/juizes.md §1): each player's income of the round, line by line."""

from __future__ import annotations

from ...base import Calculator
from .aid import aid
from .form import FIELDS, PRESETS, parse
from .report import report, to_json
from .rules import IncomeInput, IncomeResult, compute
from .words import TEXT

__all__ = ["INCOME"]

INCOME: Calculator[IncomeInput, IncomeResult] = Calculator(
    id="juizes.income",
    title=TEXT["title"],
    fields=FIELDS,
    parse=parse,
    compute=compute,
    to_json=to_json,
    report=report,
    presets=PRESETS,
    languages=("pt", "ru"),
    aid=aid,
)
