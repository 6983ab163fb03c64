"""Virgin Queen: victory through the Catholic uprising (sources/seeds/vq-victory.txt «Победа
благодаря восстанию католиков»): Spain wins at once with 4 hits more than England."""

from __future__ import annotations

from ...base import Calculator
from . import form, report, rules
from .rules import UprisingHits, UprisingResult
from .words import TEXT

__all__ = ["CATHOLIC_UPRISING"]

CATHOLIC_UPRISING: Calculator[UprisingHits, UprisingResult] = Calculator.of(
    "vq.catholic_uprising", TEXT["title"], form=form, rules=rules, reporting=report
)
