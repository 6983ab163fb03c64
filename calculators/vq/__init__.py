"""Virgin Queen (GMT Games, Ed Beach): calculators for the Russian rules page."""

from __future__ import annotations

from typing import Any

from ..base import Calculator

CALCULATORS: tuple[Calculator[Any, Any], ...] = ()
