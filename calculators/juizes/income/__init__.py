"""Juízes, Fase 3 — Renda (sources/seeds/juizes-income-and-victory.txt «Fase 3 — Renda»;
sources/juizes.md §1): each player's income of the round, line by line."""

from __future__ import annotations

from ...base import Calculator
from ..page import page_calculator
from . import form, presets, report, rules
from .aid import aid
from .rules import IncomeInput, IncomeResult
from .words import TEXT

__all__ = ["INCOME"]

INCOME: Calculator[IncomeInput, IncomeResult] = page_calculator(
    "juizes.income", TEXT["title"], form=form, rules=rules, reporting=report, presets=presets.PRESETS, aid=aid
)
