"""Virgin Queen: victory points of the six powers (sources/seeds/vq-victory.txt «Победные очки»),
the Empire's secret preference kept secret."""

from __future__ import annotations

from ...base import Calculator
from . import form, presets, report, rules
from .aid import aid
from .rules import Position, VpResult
from .words import TEXT

__all__ = ["VP"]

VP: Calculator[Position, VpResult] = Calculator.of(
    "vq.vp", TEXT["title"], form=form, rules=rules, reporting=report, presets=presets.PRESETS, aid=aid
)
