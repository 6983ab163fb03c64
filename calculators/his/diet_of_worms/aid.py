"""The Diet of Worms' printable aid: the odds of every combination of cards, from ``compute``."""

from __future__ import annotations

from ...report import Note, Report, Table
from ..data import CARD_CP_MAX, CARD_CP_MIN
from .rules import DietCards, compute
from .words import aid_words


def catholic_split(total: int) -> tuple[int, int]:
    """A (papal, hapsburg) pair of card CP with this sum (only the sum matters, step 4)."""
    papal = max(CARD_CP_MIN, total - CARD_CP_MAX)
    return papal, total - papal


def aid(lang: str) -> Report:
    """Every combination of cards: the printable odds table (same rules as the calculator)."""
    w = aid_words(lang)
    totals = range(2 * CARD_CP_MIN, 2 * CARD_CP_MAX + 1)
    rows = []
    for cp in range(CARD_CP_MIN, CARD_CP_MAX + 1):
        cells = [str(cp)]
        for total in totals:
            r = compute(DietCards(cp, *catholic_split(total)))
            cells.append(
                "/".join(f"{float(p) * 100:.0f}" for p in (r.protestant_wins, r.tie, r.catholic_wins))
            )
        rows.append(tuple(cells))
    header = (w("corner"), *(str(t) for t in totals))
    return Report(
        title=w("title"),
        blocks=(
            Table(w("caption"), header, tuple(rows), numeric=tuple(range(1, len(header)))),
            Note(w("note")),
        ),
    )
