"""The presets of ``vq.vp``: an example position with made-up numbers, and all zero (the
input a test or a player starts from)."""

from __future__ import annotations

from typing import Any

from ...base import Preset

EXAMPLE: dict[str, Any] = {
    "powers": {
        "ottoman": {"card_vp": 10, "bonus": {"other_vp": 2}},
        "spain": {"card_vp": 14, "track_vp": 3, "bonus": {"circumnavigation": "first", "other_vp": 2}},
        "england": {"card_vp": 7, "track_vp": 2, "bonus": {"virgin_queen_turns": 3}},
        "france": {"card_vp": 9, "valois_marriages": 2, "bonus": {"other_vp": 1}},
        "hre": {
            "card_vp": 12,
            "track_vp": 5,
            "preference_revealed": False,
            "bonus": {"assassinations": 1, "other_vp": 7},
        },
        "protestant": {"outside_netherlands_vp": 4, "netherlands_keys": 1, "track_vp": 4, "bonus": {}},
    },
    "domination_margin": 0,
}

EMPTY: dict[str, Any] = {
    "powers": {
        "ottoman": {"card_vp": 0},
        "spain": {"card_vp": 0, "track_vp": 0},
        "england": {"card_vp": 0, "track_vp": 0},
        "france": {"card_vp": 0, "valois_marriages": 0},
        "hre": {"card_vp": 0, "track_vp": 0, "preference_revealed": False},
        "protestant": {"outside_netherlands_vp": 0, "netherlands_keys": 0, "track_vp": 0},
    },
    "domination_margin": 0,
}

PRESETS = (
    Preset(
        "example",
        {
            "ru": "Пример позиции (условные числа)",
            "pt": "Exemplo de posição (números fictícios)",
            "en": "Example (made-up numbers)",
        },
        EXAMPLE,
    ),
    Preset("empty", {"ru": "Все нули", "pt": "Tudo zerado", "en": "All zero"}, EMPTY),
)
