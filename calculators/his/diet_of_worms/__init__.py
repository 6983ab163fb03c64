"""Here I Stand: the Diet of Worms (sources/seeds/his-diet-of-worms.txt «Вормсский сейм», steps 3-7).

The Protestant rolls CP + 4 dice, the Papacy and the Hapsburgs roll their cards' CP; 5-6 hit.
The side with more hits flips as many German-zone spaces as it has extra hits; equal hits
do nothing.  Everything is exact (:class:`~fractions.Fraction`); floats only in the output.
"""

from __future__ import annotations

from ...base import Calculator
from . import form, report, rules
from .aid import aid, catholic_split
from .rules import DietCards, DietResult
from .words import TEXT

__all__ = ["DIET_OF_WORMS", "catholic_split"]

DIET_OF_WORMS: Calculator[DietCards, DietResult] = Calculator.of(
    "his.diet_of_worms", TEXT["title"], form=form, rules=rules, reporting=report, aid=aid
)
