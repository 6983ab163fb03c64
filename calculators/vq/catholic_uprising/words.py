"""The Catholic uprising's texts (numbers from the rule's constant).

Russian as the site's chapter words it («хит», «восстание английских католиков»), Portuguese as
its Brazilian edition and the glossary (“acerto”, «rebelião dos católicos ingleses»).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Text, by_language, catalog
from ..data import CATHOLIC_UPRISING_MARGIN

NUMBERS = {"margin_needed": CATHOLIC_UPRISING_MARGIN}

TEXT: Final[Mapping[str, Text]] = by_language(
    ru={
        "title": "Победа благодаря восстанию католиков",
        # {m}, {n}: a number with its noun («5 «хитов»», «5 “acertos”»).
        "wins": "Испания немедленно одерживает победу благодаря восстанию католиков: у неё на {m} больше, чем у Англии (нужно {margin_needed} или больше).",
        "not_yet": "Победы пока нет: Испании нужно ещё {n} (если у Англии новых не прибавится).",
        "hit": "«хит»|«хита»|«хитов»",
        "how": "Как получен результат",
        "spain": "«хиты» Испании: {n}",
        "england": "«хиты» Англии: {n}",
        "margin": "разница (Испания минус Англия): {m}; для победы нужно +{margin_needed} или больше",
        "moment": "Правило действует «в какой-либо момент» восстания: как только разница достигает {margin_needed}, Испания побеждает сразу, не дожидаясь конца хода.",
        "england_ahead": "Каждый новый «хит» Англии увеличивает нужное Испании число «хитов» на один.",
    },
    pt={
        "title": "Vitória pela rebelião católica",
        "wins": "A Espanha vence imediatamente pela rebelião católica: tem {m} a mais que a Inglaterra (são necessários {margin_needed} ou mais).",
        "not_yet": "Ainda não há vitória: a Espanha precisa de mais {n} (se a Inglaterra não conseguir mais nenhum).",
        "hit": "“acerto”|“acertos”",
        "how": "Como se chegou ao resultado",
        "spain": "“acertos” da Espanha: {n}",
        "england": "“acertos” da Inglaterra: {n}",
        "margin": "diferença (Espanha menos Inglaterra): {m}; para vencer, é preciso +{margin_needed} ou mais",
        "moment": "A regra vale “em algum momento” da rebelião: assim que a diferença chega a {margin_needed}, a Espanha vence na hora, sem esperar o fim do turno.",
        "england_ahead": "Cada novo “acerto” da Inglaterra aumenta em um o número de “acertos” de que a Espanha precisa.",
    },
    en={
        "title": "Victory through the Catholic uprising",
        "wins": "Spain wins at once through the Catholic uprising: {m} more than England ({margin_needed} or more needed).",
        "not_yet": "No victory yet: Spain needs {n} more if England scores no more.",
        "hit": "hit|hits",
        "how": "How the result was reached",
        "spain": "Spain's hits: {n}",
        "england": "England's hits: {n}",
        "margin": "margin (Spain minus England): {m}; +{margin_needed} or more wins",
        "moment": "The rule applies at any moment of the uprising: once the margin reaches {margin_needed}, Spain wins at once.",
        "england_ahead": "Each further English hit raises the hits Spain needs by one.",
    },
)

# The form's field of a power's hits ({of}: the power's genitive).
HITS_LABEL: Final[Text] = {
    "ru": "«Хиты» {of} в восстании английских католиков",
    "pt": "“Acertos” {of} na rebelião dos católicos ingleses",
    "en": "{of}'s hits in the uprising",
}


words = catalog(TEXT, NUMBERS)
