"""The one registry: a calculator id maps to its field specs, parser, compute and report.

The command line, the browser worker and the build hook reach calculators only through
:func:`find`, the way python-chess reaches variants through ``find_variant``.
Each game package lists its calculators in ``CALCULATORS``.
"""

from __future__ import annotations

from typing import Any

from . import his, juizes, vq
from .base import Calculator

REGISTRY: dict[str, Calculator[Any, Any]] = {}
for _calc in (*his.CALCULATORS, *vq.CALCULATORS, *juizes.CALCULATORS):
    if _calc.id in REGISTRY:
        raise RuntimeError(f"duplicate calculator id {_calc.id}")
    REGISTRY[_calc.id] = _calc


class UnknownCalculator(KeyError):
    """No calculator has this id."""


def find(calc_id: str) -> Calculator[Any, Any]:
    """Return the calculator registered as ``calc_id``."""
    try:
        return REGISTRY[calc_id]
    except KeyError:
        known = ", ".join(sorted(REGISTRY))
        raise UnknownCalculator(f"unknown calculator {calc_id!r} (known: {known})") from None
