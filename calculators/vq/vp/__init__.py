"""Virgin Queen: victory points of the six powers (sources/seeds/vq-victory.txt «Победные очки»),
the Empire's secret preference kept secret."""

from __future__ import annotations

from ...base import Calculator
from .aid import aid
from .form import FIELDS, PRESETS, parse
from .report import report, to_json
from .rules import Position, VpResult, compute
from .words import TEXT

__all__ = ["VP"]

VP: Calculator[Position, VpResult] = Calculator(
    id="vq.vp",
    title=TEXT["title"],
    fields=FIELDS,
    parse=parse,
    compute=compute,
    to_json=to_json,
    report=report,
    presets=PRESETS,
    languages=("ru", "pt"),
    aid=aid,
)
