""" "Juízes": calculators for the Portuguese rules page (income and victory check)."""

from __future__ import annotations

from typing import Any

from ..base import Calculator
from .income import INCOME
from .victory import VICTORY

CALCULATORS: tuple[Calculator[Any, Any], ...] = (INCOME, VICTORY)
