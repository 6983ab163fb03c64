"""Virgin Queen (GMT Games, Ed Beach): calculators for the Russian rules page."""

from __future__ import annotations

from typing import Any

from ..base import Calculator
from .catholic_uprising import CATHOLIC_UPRISING
from .vp import VP

CALCULATORS: tuple[Calculator[Any, Any], ...] = (CATHOLIC_UPRISING, VP)
