"""The Catholic uprising's texts (numbers from the rule's constant).

Russian as the site's chapter words it («хит», «восстание английских католиков»), Portuguese as
its Brazilian edition and the glossary (“acerto”, «rebelião dos católicos ingleses»).
"""

from __future__ import annotations

from collections.abc import Mapping

from ...i18n import Catalog, Text
from ..data import CATHOLIC_UPRISING_MARGIN

NUMBERS = {"margin_needed": CATHOLIC_UPRISING_MARGIN}

TEXT: Mapping[str, Text] = {
    "title": {
        "ru": "Победа благодаря восстанию католиков",
        "pt": "Vitória pela rebelião católica",
        "en": "Victory through the Catholic uprising",
    },
    # {m}, {n}: a number with its noun («5 «хитов»», «5 “acertos”»).
    "wins": {
        "ru": (
            "Испания немедленно одерживает победу благодаря восстанию католиков: у неё на {m} "
            "больше, чем у Англии (нужно {margin_needed} или больше)."
        ),
        "pt": (
            "A Espanha vence imediatamente pela rebelião católica: tem {m} a mais que a Inglaterra "
            "(são necessários {margin_needed} ou mais)."
        ),
        "en": "Spain wins at once through the Catholic uprising: {m} more than England ({margin_needed} or more needed).",
    },
    "not_yet": {
        "ru": "Победы пока нет: Испании нужно ещё {n} (если у Англии новых не прибавится).",
        "pt": "Ainda não há vitória: a Espanha precisa de mais {n} (se a Inglaterra não conseguir mais nenhum).",
        "en": "No victory yet: Spain needs {n} more if England scores no more.",
    },
    "hit": {"ru": "«хит»|«хита»|«хитов»", "pt": "“acerto”|“acertos”", "en": "hit|hits"},
    "how": {
        "ru": "Как получен результат",
        "pt": "Como se chegou ao resultado",
        "en": "How the result was reached",
    },
    "spain": {"ru": "«хиты» Испании: {n}", "pt": "“acertos” da Espanha: {n}", "en": "Spain's hits: {n}"},
    "england": {
        "ru": "«хиты» Англии: {n}",
        "pt": "“acertos” da Inglaterra: {n}",
        "en": "England's hits: {n}",
    },
    "margin": {
        "ru": "разница (Испания минус Англия): {m}; для победы нужно +{margin_needed} или больше",
        "pt": "diferença (Espanha menos Inglaterra): {m}; para vencer, é preciso +{margin_needed} ou mais",
        "en": "margin (Spain minus England): {m}; +{margin_needed} or more wins",
    },
    "moment": {
        "ru": (
            "Правило действует «в какой-либо момент» восстания: как только разница достигает {margin_needed}, "
            "Испания побеждает сразу, не дожидаясь конца хода."
        ),
        "pt": (
            "A regra vale “em algum momento” da rebelião: assim que a diferença chega a {margin_needed}, "
            "a Espanha vence na hora, sem esperar o fim do turno."
        ),
        "en": "The rule applies at any moment of the uprising: once the margin reaches {margin_needed}, Spain wins at once.",
    },
    "england_ahead": {
        "ru": "Каждый новый «хит» Англии увеличивает нужное Испании число «хитов» на один.",
        "pt": "Cada novo “acerto” da Inglaterra aumenta em um o número de “acertos” de que a Espanha precisa.",
        "en": "Each further English hit raises the hits Spain needs by one.",
    },
}


def words(lang: str) -> Catalog:
    return Catalog(TEXT, lang, NUMBERS)
