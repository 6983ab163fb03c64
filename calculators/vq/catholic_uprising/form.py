"""The Catholic uprising's inputs: the hits each side has so far."""

from __future__ import annotations

from typing import Any, Literal

from ...i18n import filled
from ...spec import Field, IntField
from ..data import UPRISING_HITS_MAX
from ..words import POWER_GENITIVE
from .rules import UprisingHits
from .words import HITS_LABEL


def _hits(power: Literal["spain", "england"], default: int) -> IntField:
    """The hits ``power`` has so far in the uprising."""
    return IntField(
        name=f"{power}_hits",
        label=filled(HITS_LABEL, of=POWER_GENITIVE[power]),
        minimum=0,
        maximum=UPRISING_HITS_MAX,
        default=default,
    )


FIELDS: tuple[Field, ...] = (_hits("spain", default=5), _hits("england", default=2))


def parse(clean: dict[str, Any]) -> UprisingHits:
    return UprisingHits(clean["spain_hits"], clean["england_hits"])
