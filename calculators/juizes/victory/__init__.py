"""Juízes, Fase 7 — Checagem de Vitória (sources/seeds/juizes-income-and-victory.txt «Fase 7 —
Checagem de Vitória»; sources/juizes.md §2): custody, points, eliminations and the four endings."""

from __future__ import annotations

from ...base import Calculator
from .form import FIELDS, PRESETS, parse
from .report import report, to_json
from .rules import VictoryInput, VictoryResult, compute
from .words import TEXT

__all__ = ["VICTORY"]

VICTORY: Calculator[VictoryInput, VictoryResult] = Calculator(
    id="juizes.victory",
    title=TEXT["title"],
    fields=FIELDS,
    parse=parse,
    compute=compute,
    to_json=to_json,
    report=report,
    presets=PRESETS,
    languages=("pt", "ru"),
)
