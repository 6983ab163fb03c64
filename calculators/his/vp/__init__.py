"""Here I Stand: victory points of the six powers (sources/seeds/his-victory.txt «23.2. Победные
очки (VP)»), with the automatic victories they reveal; its row of totals feeds the table of turns
of ``his.victory``."""

from __future__ import annotations

from typing import Final

from ...base import Calculator
from .aid import aid
from .form import FIELDS, PRESETS, parse
from .report import export, report, to_json
from .rules import VpInput, VpResult, compute

__all__ = ["VP"]

VP: Final[Calculator[VpInput, VpResult]] = Calculator(
    id="his.vp",
    title={"ru": "Победные очки (VP)", "pt": "Pontos de vitória (VP)", "en": "Victory points (VP)"},
    fields=FIELDS,
    parse=parse,
    compute=compute,
    to_json=to_json,
    report=report,
    presets=PRESETS,
    languages=("ru", "pt"),
    export=export,
    aid=aid,
)
