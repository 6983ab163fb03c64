"""Here I Stand (GMT Games, Ed Beach): calculators for the Russian rules pages."""

from __future__ import annotations

from typing import Any

from ..base import Calculator
from .diet_of_worms import DIET_OF_WORMS
from .reformation import COUNTER_REFORMATION, REFORMATION
from .reformation_targets import REFORMATION_TARGETS
from .victory import VICTORY
from .vp import VP

CALCULATORS: tuple[Calculator[Any, Any], ...] = (
    DIET_OF_WORMS,
    REFORMATION,
    REFORMATION_TARGETS,
    COUNTER_REFORMATION,
    VP,
    VICTORY,
)
