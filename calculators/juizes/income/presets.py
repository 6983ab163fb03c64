"""The presets of ``juizes.income``: the chapter's example and a made-up round, each in the names
a player would type in the page's language."""

from __future__ import annotations

from typing import Any

from ..examples import NAMES, example, regions


def settlement(region: str, kind: str, dev: int, holder: str, **flags: bool) -> dict[str, Any]:
    """A row of the settlements table; ``flags``: those of plenty, famine and besieged that are true."""
    flags = {"plenty": False, "famine": False, "besieged": False} | flags
    return {"region": region, "kind": kind, "developments": dev, **flags, "holder": holder}


def chapter_example(lang: str) -> dict[str, Any]:
    """The chapter's own example («Um exemplo»): a city with 2 developments and two villages, one
    under Fome: 6 + 1 + 0 = 7 coins.  Round 2, so that the round-1 dowry does not change the 7."""
    n = NAMES[lang]
    a, b = regions(lang, 2)
    return {
        "round": 2,
        "players": {n["you"]: {"balance": 4}},
        "settlements": [
            settlement(a, "city", 2, n["you"]),
            settlement(a, "village", 0, n["you"]),
            settlement(b, "village", 0, n["you"], famine=True),
        ],
        "taxes": [],
    }


def tax_and_siege(lang: str) -> dict[str, Any]:
    """Two players in round 1: Bia taxes region A (Ana's city and village, a Canaanite village and
    her own village there); Ana's city in region B is under siege."""
    n = NAMES[lang]
    a, b, c = regions(lang, 3)
    ana, bia, canaanites = n["ana"], n["bia"], n["canaanites"]
    return {
        "round": 1,
        "players": {ana: {"balance": 0}, bia: {"balance": 0}},
        "settlements": [
            settlement(a, "city", 1, ana, plenty=True),
            settlement(a, "village", 0, ana),
            settlement(a, "village", 0, canaanites),
            settlement(a, "village", 0, bia, famine=True),
            settlement(b, "city", 2, ana, besieged=True),
            settlement(b, "village", 0, bia),
            settlement(c, "village", 0, canaanites, plenty=True),
        ],
        "taxes": [{"player": bia, "region": a}],
    }


PRESETS = (
    example(
        "example",
        {
            "pt": "Exemplo do capítulo (7 moedas)",
            "ru": "Пример из главы (7 монет)",
            "en": "The chapter's example",
        },
        chapter_example,
    ),
    example(
        "tax",
        {
            "pt": "Imposto, cerco e cananeus",
            "ru": "Налог, осада и ханаанеи",
            "en": "Imposto, siege and Canaanites",
        },
        tax_and_siege,
    ),
)
