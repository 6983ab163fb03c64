"""The presets of ``juizes.income``: the chapter's example and a made-up round, each in the names
a player would type in the page's language."""

from __future__ import annotations

from typing import Any

from ...base import Preset
from ..words import LANGUAGES

# Each holds the names a player would type in the page's language (sources/juizes.md §3.1); the
# numbers are the same.

# The names of the presets, by language.
NAMES: dict[str, dict[str, str]] = {
    "pt": {
        "you": "Você",
        "ana": "Ana",
        "bia": "Bia",
        "canaanites": "cananeus",
        "region": "Região {}",
        "letters": "ABC",
    },
    "ru": {
        "you": "Вы",
        "ana": "Анна",
        "bia": "Вера",
        "canaanites": "ханаанеи",
        "region": "Регион {}",
        "letters": "АБВ",
    },
}


def _s(region: str, kind: str, dev: int, holder: str, **flags: bool) -> dict[str, Any]:
    flags = {"plenty": False, "famine": False, "besieged": False} | flags
    return {"region": region, "kind": kind, "developments": dev, **flags, "holder": holder}


def chapter_example(lang: str) -> dict[str, Any]:
    """The chapter's own example («Um exemplo»): a city with 2 developments and two villages, one
    under Fome: 6 + 1 + 0 = 7 coins.  Round 2, so that the round-1 dowry does not change the 7."""
    n = NAMES[lang]
    a, b, _ = (n["region"].format(letter) for letter in n["letters"])
    return {
        "round": 2,
        "players": {n["you"]: {"balance": 4}},
        "settlements": [
            _s(a, "city", 2, n["you"]),
            _s(a, "village", 0, n["you"]),
            _s(b, "village", 0, n["you"], famine=True),
        ],
        "taxes": [],
    }


def tax_and_siege(lang: str) -> dict[str, Any]:
    """Two players in round 1: Bia taxes region A (Ana's city and village, a Canaanite village and
    her own village there); Ana's city in region B is under siege."""
    n = NAMES[lang]
    a, b, c = (n["region"].format(letter) for letter in n["letters"])
    ana, bia, canaanites = n["ana"], n["bia"], n["canaanites"]
    return {
        "round": 1,
        "players": {ana: {"balance": 0}, bia: {"balance": 0}},
        "settlements": [
            _s(a, "city", 1, ana, plenty=True),
            _s(a, "village", 0, ana),
            _s(a, "village", 0, canaanites),
            _s(a, "village", 0, bia, famine=True),
            _s(b, "city", 2, ana, besieged=True),
            _s(b, "village", 0, bia),
            _s(c, "village", 0, canaanites, plenty=True),
        ],
        "taxes": [{"player": bia, "region": a}],
    }


PRESETS = (
    Preset.in_languages(
        "example",
        {
            "pt": "Exemplo do capítulo (7 moedas)",
            "ru": "Пример из главы (7 монет)",
            "en": "The chapter's example",
        },
        chapter_example,
        LANGUAGES,
    ),
    Preset.in_languages(
        "tax",
        {
            "pt": "Imposto, cerco e cananeus",
            "ru": "Налог, осада и ханаанеи",
            "en": "Imposto, siege and Canaanites",
        },
        tax_and_siege,
        LANGUAGES,
    ),
)
