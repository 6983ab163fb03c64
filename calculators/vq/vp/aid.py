"""The printable aid of ``vq.vp``: a blank sheet of each power's total per turn, and the bonus VP
of fixed value.  The number of turns is not available (sources/virgin-queen.md §3), so the rows
carry no turn numbers; the fixed values come out of ``bonus_vp``, the rule the calculator applies.
"""

from __future__ import annotations

from ...i18n import fmt_signed
from ...report import Note, Report, Table
from ..data import POWERS
from ..words import POWER_NAME
from .rules import BonusInput, bonus_vp
from .words import aid_words

# NOTE: not a rule: the rows a page fits.
AID_ROWS = 8

# The items of the seed's «Призовые» with a fixed value, each as the input that scores it once.
AID_BONUS: tuple[tuple[str, BonusInput], ...] = (
    ("assassination", BonusInput(assassinations=1)),
    ("circumnavigation_first", BonusInput(circumnavigation="first")),
    ("circumnavigation_second", BonusInput(circumnavigation="second")),
    ("virgin_queen", BonusInput(virgin_queen_turns=1)),
    ("suez_canal", BonusInput(suez_canal=True)),
    ("slave_trader", BonusInput(slave_trader=True)),
    ("mary_executed", BonusInput(mary_executed=True)),
)


def aid(lang: str) -> Report:
    """A blank sheet of the six powers' totals, and the bonus VP of fixed value."""
    w = aid_words(lang)
    sheet = Table(
        w("caption"),
        (w("turn"), *(w.text(POWER_NAME[p]) for p in POWERS)),
        tuple((w("blank_turn"), *("" for _ in POWERS)) for _ in range(AID_ROWS)),
    )
    bonus = Table(
        w("bonus_caption"),
        (w("item"), w("vp")),
        tuple((w(key), fmt_signed(sum(a.vp for a in bonus_vp(b)), plus=False)) for key, b in AID_BONUS),
        numeric=(1,),
    )
    return Report(title=w("title"), blocks=(sheet, Note(w("hre")), bonus))
