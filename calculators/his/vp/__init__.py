"""Here I Stand: victory points of the six powers (sources/seeds/his-victory.txt «23.2. Победные
очки (VP)»), with the automatic victories they reveal; its row of totals feeds the table of turns
of ``his.victory``."""

from __future__ import annotations

from typing import Final

from ...base import Calculator
from . import form, report, rules
from .aid import aid
from .rules import VpInput, VpResult

__all__ = ["VP"]

VP: Final[Calculator[VpInput, VpResult]] = Calculator.of(
    "his.vp",
    {"ru": "Победные очки (VP)", "pt": "Pontos de vitória (VP)", "en": "Victory points (VP)"},
    form=form,
    rules=rules,
    reporting=report,
    export=report.export,
    aid=aid,
)
