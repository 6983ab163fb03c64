"""The printable aid of ``his.victory``: a blank sheet with one row per turn («Посему стоит
записывать VP каждой державы в каждый ход»), and the checks of the phase, numbers from data.py."""

from __future__ import annotations

from ...report import Note, Report, Table
from ..data import FIRST_TURN, LAST_TURN, POWERS
from ..words import power_name
from .words import aid_words

# The checks in the order of the phase (sources/seeds/his-victory.txt «23.3»).
CHECKS = ("standard", "domination", "time")


def aid(lang: str) -> Report:
    """A blank VP sheet: turns 1-9 by the six powers, and the victory checks, one note each."""
    w = aid_words(lang)
    rows = tuple((str(turn), *("" for _ in POWERS)) for turn in range(FIRST_TURN, LAST_TURN + 1))
    number = {check: n for n, check in enumerate(CHECKS, start=1)}
    rules = (
        *(w(check, n=number[check]) for check in CHECKS),
        w("tie", standard=number["standard"], time=number["time"]),
    )
    return Report(
        title=w("title"),
        blocks=(
            Table(w("caption"), (w("turn"), *(power_name(p, lang) for p in POWERS)), rows),
            *(Note(rule) for rule in rules),
        ),
    )
