"""Virgin Queen (GMT Games, Ed Beach): calculators for the rules page, in Russian and Portuguese."""

from __future__ import annotations

from typing import Any

from ..base import Calculator
from .catholic_uprising import CATHOLIC_UPRISING
from .vp import VP

CALCULATORS: tuple[Calculator[Any, Any], ...] = (CATHOLIC_UPRISING, VP)
