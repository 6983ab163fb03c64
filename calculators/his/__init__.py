"""Here I Stand (GMT Games, Ed Beach): calculators for the Russian rules pages."""

from __future__ import annotations

from typing import Any

from ..base import Calculator
from .diet_of_worms import DIET_OF_WORMS

CALCULATORS: tuple[Calculator[Any, Any], ...] = (DIET_OF_WORMS,)
