"""The Catholic uprising's texts (numbers from the rule's constant)."""

from __future__ import annotations

from collections.abc import Mapping

from ...i18n import Catalog, Text
from ..data import CATHOLIC_UPRISING_MARGIN

NUMBERS = {"margin_needed": CATHOLIC_UPRISING_MARGIN}

TEXT: Mapping[str, Text] = {
    "title": {"ru": "Победа благодаря восстанию католиков", "en": "Victory through the Catholic uprising"},
    "wins": {
        "ru": (
            "Испания немедленно одерживает победу благодаря восстанию католиков: у неё на {m} "
            "больше, чем у Англии (нужно {margin_needed} или больше)."
        ),
        "en": "Spain wins at once through the Catholic uprising: {m} more than England ({margin_needed} or more needed).",
    },
    "not_yet": {
        "ru": "Победы пока нет: Испании нужно ещё {n} (если у Англии новых не прибавится).",
        "en": "No victory yet: Spain needs {n} more if England scores no more.",
    },
    "hit": {"ru": "«хит»|«хита»|«хитов»", "en": "hit|hits"},
    "how": {"ru": "Как получен результат", "en": "How the result was reached"},
    "spain": {"ru": "«хиты» Испании: {n}", "en": "Spain's hits: {n}"},
    "england": {"ru": "«хиты» Англии: {n}", "en": "England's hits: {n}"},
    "margin": {
        "ru": "разница (Испания минус Англия): {m}; для победы нужно +{margin_needed} или больше",
        "en": "margin (Spain minus England): {m}; +{margin_needed} or more wins",
    },
    "moment": {
        "ru": (
            "Правило действует «в какой-либо момент» восстания: как только разница достигает {margin_needed}, "
            "Испания побеждает сразу, не дожидаясь конца хода."
        ),
        "en": "The rule applies at any moment of the uprising: once the margin reaches {margin_needed}, Spain wins at once.",
    },
    "england_ahead": {
        "ru": "Каждый новый «хит» Англии увеличивает нужное Испании число «хитов» на один.",
        "en": "Each further English hit raises the hits Spain needs by one.",
    },
}


def words(lang: str) -> Catalog:
    return Catalog(TEXT, lang, NUMBERS)
