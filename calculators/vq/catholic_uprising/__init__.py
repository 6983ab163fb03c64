"""Virgin Queen: victory through the Catholic uprising (sources/seeds/vq-victory.txt «Победа
благодаря восстанию католиков»): Spain wins at once with 4 hits more than England."""

from __future__ import annotations

from ...base import Calculator
from .form import FIELDS, parse
from .report import report, to_json
from .rules import UprisingHits, UprisingResult, compute
from .words import TEXT

__all__ = ["CATHOLIC_UPRISING"]

CATHOLIC_UPRISING: Calculator[UprisingHits, UprisingResult] = Calculator(
    id="vq.catholic_uprising",
    title=TEXT["title"],
    fields=FIELDS,
    parse=parse,
    compute=compute,
    to_json=to_json,
    report=report,
    languages=("ru", "pt"),
)
