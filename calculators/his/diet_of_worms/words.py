"""The Diet of Worms' texts (numbers from the rules' constants)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from ...dice import FACES
from ...i18n import Catalog, Text
from ..data import DIET_HIT_ON, DIET_PROTESTANT_EXTRA_DICE

# The faces that hit (steps 3-4: «Каждая выпавшая 5 или 6 – это «удар»») and a die's chance to hit.
HIT_FACES = tuple(range(DIET_HIT_ON, FACES + 1))
NUMBERS = {
    "extra_dice": DIET_PROTESTANT_EXTRA_DICE,
    "hit_chance": Fraction(len(HIT_FACES), FACES),
    # The seed's numbered steps of the procedure (references, not quantities).
    "step_protestant": 5,
    "step_catholic": 6,
    "step_tie": 7,
}

TEXT: Mapping[str, Text] = {
    "title": {"ru": "Шансы Вормсского сейма", "pt": "Chances da Dieta de Worms", "en": "Diet of Worms odds"},
    "dice": {
        "ru": "Протестанты: CP {cp} + {extra_dice} = {pd}; католики: Папство {pap} + Габсбурги {hab} = {cd}. Удар: {hit_faces}.",
        "pt": "Protestantes: CP {cp} + {extra_dice} = {pd}; católicos: Papado {pap} + Habsburgos {hab} = {cd}. Acerto: {hit_faces}.",
        "en": "Protestant: CP {cp} + {extra_dice} = {pd}; Catholics: Papacy {pap} + Hapsburg {hab} = {cd}. Hit: {hit_faces}.",
    },
    "die": {"ru": "кость|кости|костей", "pt": "dado|dados", "en": "die|dice"},
    "summary": {
        "ru": "Протестанты побеждают в {p}, католики — в {c}, ничья — в {t} случаев.",
        "pt": "Os Protestantes vencem em {p} dos casos, os católicos em {c}, e há empate em {t}.",
        "en": "Protestants win {p}, Catholics win {c}, tie {t}.",
    },
    "outcomes": {"ru": "Исход сейма", "pt": "Resultado da Dieta", "en": "Outcome of the Diet"},
    "side": {"ru": "Исход", "pt": "Resultado", "en": "Outcome"},
    "chance": {"ru": "Вероятность", "pt": "Probabilidade", "en": "Probability"},
    "flips": {
        "ru": "Ожидаемое число обращённых городов",
        "pt": "Número esperado de espaços convertidos",
        "en": "Expected spaces flipped",
    },
    "protestant": {
        "ru": "Победа Протестантов (шаг {step_protestant})",
        "pt": "Vitória dos Protestantes (etapa {step_protestant})",
        "en": "Protestant win (step {step_protestant})",
    },
    "catholic": {
        "ru": "Победа католиков (шаг {step_catholic})",
        "pt": "Vitória dos católicos (etapa {step_catholic})",
        "en": "Catholic win (step {step_catholic})",
    },
    "tie": {"ru": "Ничья (шаг {step_tie})", "pt": "Empate (etapa {step_tie})", "en": "Tie (step {step_tie})"},
    "bars": {
        "ru": "Разница ударов (Протестанты минус католики) и её вероятность",
        "pt": "Diferença de acertos (Protestantes menos católicos) e sua probabilidade",
        "en": "Hit difference (Protestant minus Catholic) and its probability",
    },
    "how": {
        "ru": "Как получен результат",
        "pt": "Como o resultado foi obtido",
        "en": "How the result was reached",
    },
    "how_p": {
        "ru": "Каждая кость даёт удар с вероятностью {hit_chance} ({hit_faces}); число ударов каждой стороны распределено биномиально, вероятности точные (дроби).",
        "pt": "Cada dado dá um acerto com probabilidade {hit_chance} ({hit_faces}); os acertos de cada lado seguem a distribuição binomial, e as probabilidades são exatas (frações).",
        "en": "Each die hits with probability {hit_chance} ({hit_faces}); each side's hits are binomial; probabilities are exact fractions.",
    },
    "how_net": {
        "ru": "Разница k > 0: Протестанты обращают k городов; k < 0: Папство обращает −k городов; k = 0: ничего не происходит.",
        "pt": "Diferença k > 0: os Protestantes convertem k espaços; k < 0: o Papado converte −k espaços; k = 0: nada acontece.",
        "en": "Difference k > 0: the Protestant flips k spaces; k < 0: the Papacy flips −k; k = 0: nothing happens.",
    },
    "note": {
        "ru": "Ожидаемое число городов не учитывает карту: обращать можно только города немецкой языковой зоны, соседние с городами своей веры.",
        "pt": "O número esperado de espaços não leva o mapa em conta: só podem ser convertidos espaços da zona linguística alemã adjacentes a espaços da própria fé.",
        "en": "Expected flips ignore the map: only German-zone spaces adjacent to a space of one's own religion can be flipped.",
    },
}

AID_TEXT: Mapping[str, Text] = {
    "title": {
        "ru": "Таблица шансов Вормсского сейма для всех сочетаний карт",
        "pt": "Tabela de chances da Dieta de Worms para todas as combinações de cartas",
        "en": "Diet of Worms odds for every combination of cards",
    },
    "caption": {
        "ru": "Строка: CP карты Протестантов; столбец: CP Папства + CP Габсбургов. "
        "В ячейке: победа Протестантов / ничья / победа католиков, % (округлено)",
        "pt": "Linha: CP da carta dos Protestantes; coluna: CP do Papado + CP dos Habsburgos. "
        "Na célula: vitória dos Protestantes / empate / vitória dos católicos, % (arredondado)",
        "en": "Row: Protestant card CP; column: Papal + Hapsburg CP. "
        "Cell: Protestant win / tie / Catholic win, % (rounded)",
    },
    "corner": {"ru": "CP Прот. \\ CP кат.", "pt": "CP Prot. \\ CP cat.", "en": "Prot. CP \\ Cath. CP"},
    "note": {
        "ru": "Католики бросают столько костей, сколько CP у двух карт вместе, поэтому важна только сумма.",
        "pt": "Os católicos rolam tantos dados quanto os CP das duas cartas juntas, por isso só a soma importa.",
        "en": "The Catholics roll the two cards' CP together, so only the sum matters.",
    },
}


def words(lang: str) -> Catalog:
    return Catalog(TEXT, lang, NUMBERS)


def aid_words(lang: str) -> Catalog:
    return Catalog(AID_TEXT, lang, NUMBERS)
