"""Juízes, Fase 7 — Checagem de Vitória (sources/seeds/juizes-income-and-victory.txt «Fase 7 —
Checagem de Vitória»; sources/juizes.md §2): custody, points, eliminations and the four endings."""

from __future__ import annotations

from ...base import Calculator
from ..page import page_calculator
from . import form, presets, report, rules
from .rules import VictoryInput, VictoryResult
from .words import TEXT

__all__ = ["VICTORY"]

VICTORY: Calculator[VictoryInput, VictoryResult] = page_calculator(
    "juizes.victory", TEXT["title"], form=form, rules=rules, reporting=report, presets=presets.PRESETS
)
