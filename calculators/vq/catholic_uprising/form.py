"""The Catholic uprising's inputs: the hits each side has so far."""

from __future__ import annotations

from typing import Any

from ...spec import Field, IntField
from ..data import UPRISING_HITS_MAX
from .rules import UprisingHits

FIELDS: tuple[Field, ...] = (
    IntField(
        name="spain_hits",
        label={
            "ru": "«Хиты» Испании в восстании английских католиков",
            "pt": "“Acertos” da Espanha na rebelião dos católicos ingleses",
            "en": "Spain's hits in the uprising",
        },
        minimum=0,
        maximum=UPRISING_HITS_MAX,
        default=5,
    ),
    IntField(
        name="england_hits",
        label={
            "ru": "«Хиты» Англии в восстании английских католиков",
            "pt": "“Acertos” da Inglaterra na rebelião dos católicos ingleses",
            "en": "England's hits in the uprising",
        },
        minimum=0,
        maximum=UPRISING_HITS_MAX,
        default=2,
    ),
)


def parse(clean: dict[str, Any]) -> UprisingHits:
    return UprisingHits(clean["spain_hits"], clean["england_hits"])
