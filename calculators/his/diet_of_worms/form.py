"""The Diet of Worms' inputs: the CP of the three cards chosen at step 1."""

from __future__ import annotations

from typing import Any

from ...i18n import Text
from ...spec import IntField
from ..data import CARD_CP_MAX, CARD_CP_MIN
from .rules import DietCards


def _cp_field(name: str, label: Text, default: int) -> IntField:
    return IntField(
        name=name,
        label=label,
        help={
            "ru": f"CP выбранной карты, от {CARD_CP_MIN} до {CARD_CP_MAX}",
            "pt": f"CP da carta escolhida, de {CARD_CP_MIN} a {CARD_CP_MAX}",
            "en": f"CP of the chosen card, {CARD_CP_MIN}-{CARD_CP_MAX}",
        },
        minimum=CARD_CP_MIN,
        maximum=CARD_CP_MAX,
        default=default,
    )


FIELDS = (
    _cp_field(
        "protestant_cp",
        {"ru": "CP карты Протестантов", "pt": "CP da carta dos Protestantes", "en": "Protestant card CP"},
        4,
    ),
    _cp_field(
        "papal_cp", {"ru": "CP карты Папства", "pt": "CP da carta do Papado", "en": "Papal card CP"}, 3
    ),
    _cp_field(
        "hapsburg_cp",
        {"ru": "CP карты Габсбургов", "pt": "CP da carta dos Habsburgos", "en": "Hapsburg card CP"},
        3,
    ),
)


def parse(clean: dict[str, Any]) -> DietCards:
    return DietCards(clean["protestant_cp"], clean["papal_cp"], clean["hapsburg_cp"])
