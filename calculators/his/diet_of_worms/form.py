"""The Diet of Worms' inputs: the CP of the three cards chosen at step 1."""

from __future__ import annotations

from typing import Any

from ...spec import IntField
from ..data import CARD_CP_MAX, CARD_CP_MIN
from .rules import DietCards
from .words import CP_HELP, FIELD_TEXT


def _cp_field(name: str, default: int) -> IntField:
    """The CP of a card chosen at step 1."""
    return IntField(
        name=name,
        label=FIELD_TEXT[name],
        help=CP_HELP,
        minimum=CARD_CP_MIN,
        maximum=CARD_CP_MAX,
        default=default,
    )


FIELDS = (_cp_field("protestant_cp", 4), _cp_field("papal_cp", 3), _cp_field("hapsburg_cp", 3))


def parse(clean: dict[str, Any]) -> DietCards:
    return DietCards(clean["protestant_cp"], clean["papal_cp"], clean["hapsburg_cp"])
