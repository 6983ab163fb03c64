"""The Catholic uprising as it leaves the core: the JSON contract and the player's report."""

from __future__ import annotations

from typing import Any

from ...i18n import fmt_signed
from ...report import Lines, Note, Report, Summary
from ..data import CATHOLIC_UPRISING_MARGIN
from .rules import UprisingResult
from .words import words


def to_json(r: UprisingResult) -> dict[str, Any]:
    return {
        "spain_wins": r.spain_wins,
        "margin": r.hits.margin,
        "hits_needed": r.hits_needed,
        "required_margin": CATHOLIC_UPRISING_MARGIN,
    }


def report(r: UprisingResult, lang: str) -> Report:
    w = words(lang)
    if r.spain_wins:
        summary = Summary(w("wins", m=w.count(r.hits.margin, "hit")), "success")
    else:
        summary = Summary(w("not_yet", n=w.count(r.hits_needed, "hit")))
    how = (
        w("spain", n=r.hits.spain_hits),
        w("england", n=r.hits.england_hits),
        w("margin", m=fmt_signed(r.hits.margin)),
    )
    notes = [Note(w("moment"))]
    if not r.spain_wins:
        notes.append(Note(w("england_ahead")))
    return Report(title=w("title"), blocks=(summary, Lines(w("how"), how), *notes))
