"""Here I Stand: the Diet of Worms (sources/seeds/his-diet-of-worms.txt «Вормсский сейм», steps 3-7).

The Protestant rolls CP + 4 dice, the Papacy and the Hapsburgs roll their cards' CP; 5-6 hit.
The side with more hits flips as many German-zone spaces as it has extra hits; equal hits
do nothing.  Everything is exact (:class:`~fractions.Fraction`); floats only in the output.
"""

from __future__ import annotations

from ...base import Calculator
from .aid import aid, catholic_split
from .form import FIELDS, parse
from .report import report, to_json
from .rules import DietCards, DietResult, compute
from .words import TEXT

__all__ = ["DIET_OF_WORMS", "catholic_split"]

DIET_OF_WORMS: Calculator[DietCards, DietResult] = Calculator(
    id="his.diet_of_worms",
    title=TEXT["title"],
    fields=FIELDS,
    parse=parse,
    compute=compute,
    to_json=to_json,
    report=report,
    languages=("ru", "pt"),
    aid=aid,
)
