"""The Diet of Worms' texts (numbers from the rules' constants)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Final

from ...dice import FACES
from ...i18n import Text, by_language, catalog, filled
from ..data import (
    CARD_CP_MAX,
    CARD_CP_MIN,
    COPERNICUS_FROM_TURN,
    DIET_HIT_ON,
    DIET_PROTESTANT_EXTRA_DICE,
    THESES_AND_DIET_TURN,
)

# The faces that hit (steps 3-4: «Каждая выпавшая 5 или 6 – это «удар»») and a die's chance to hit.
HIT_FACES = tuple(range(DIET_HIT_ON, FACES + 1))
NUMBERS = {
    "extra_dice": DIET_PROTESTANT_EXTRA_DICE,
    "hit_chance": Fraction(len(HIT_FACES), FACES),
    # The one card of the top CP, and when it comes (sources/here-i-stand.md §5, §7).
    "top_cp": CARD_CP_MAX,
    "copernicus": COPERNICUS_FROM_TURN,
    "diet_turn": THESES_AND_DIET_TURN,
    # The seed's numbered steps of the procedure (references, not quantities).
    "step_protestant": 5,
    "step_catholic": 6,
    "step_tie": 7,
}

TEXT: Final[Mapping[str, Text]] = by_language(
    ru={
        "title": "Шансы Вормсского сейма",
        "dice": "Протестанты: CP {cp} + {extra_dice} = {pd}; католики: Папство {pap} + Габсбурги {hab} = {cd}. Удар: {hit_faces}.",
        "die": "кость|кости|костей",
        "summary": "Протестанты побеждают в {p}, католики — в {c}, ничья — в {t} случаев.",
        "outcomes": "Исход сейма",
        "side": "Исход",
        "chance": "Вероятность",
        "flips": "Ожидаемое число обращённых городов за сейм",
        "flips_if": "…при этом исходе",
        "protestant": "Победа Протестантов (шаг {step_protestant})",
        "catholic": "Победа католиков (шаг {step_catholic})",
        "tie": "Ничья (шаг {step_tie})",
        "bars": "Разница ударов (Протестанты минус католики) и её вероятность",
        "how": "Как получен результат",
        "how_p": "Каждая кость даёт удар с вероятностью {hit_chance} ({hit_faces}); число ударов каждой стороны распределено биномиально, вероятности точные (дроби).",
        "how_net": "Разница k > 0: Протестанты обращают k городов; k < 0: Папство обращает −k городов; k = 0: ничего не происходит.",
        "note": "Ожидаемые числа городов не учитывают карту: обращать можно только города немецкой языковой зоны, соседние с городами своей веры.",
        "top_cp_card": "{top_cp} CP стоит только «Коперник», а он входит в колоду с {copernicus}-го хода: на сейме, в начале {diet_turn}-го хода, его нет ни у кого на руке. Проверьте CP выбранных карт.",
    },
    pt={
        "title": "Chances da Dieta de Worms",
        "dice": "Protestantes: CP {cp} + {extra_dice} = {pd}; católicos: Papado {pap} + Habsburgos {hab} = {cd}. Acerto: {hit_faces}.",
        "die": "dado|dados",
        "summary": "Os Protestantes vencem em {p} dos casos, os católicos em {c}, e há empate em {t}.",
        "outcomes": "Resultado da Dieta",
        "side": "Resultado",
        "chance": "Probabilidade",
        "flips": "Número esperado de espaços convertidos por Dieta",
        "flips_if": "…com este resultado",
        "protestant": "Vitória dos Protestantes (etapa {step_protestant})",
        "catholic": "Vitória dos católicos (etapa {step_catholic})",
        "tie": "Empate (etapa {step_tie})",
        "bars": "Diferença de acertos (Protestantes menos católicos) e sua probabilidade",
        "how": "Como o resultado foi obtido",
        "how_p": "Cada dado dá um acerto com probabilidade {hit_chance} ({hit_faces}); os acertos de cada lado seguem a distribuição binomial, e as probabilidades são exatas (frações).",
        "how_net": "Diferença k > 0: os Protestantes convertem k espaços; k < 0: o Papado converte −k espaços; k = 0: nada acontece.",
        "note": "Os números esperados de espaços não levam o mapa em conta: só podem ser convertidos espaços da zona linguística alemã adjacentes a espaços da própria fé.",
        "top_cp_card": "Só “Copérnico” vale {top_cp} CP, e ele entra no baralho a partir do turno {copernicus}: na Dieta, no início do turno {diet_turn}, ninguém o tem na mão. Confira os CP das cartas escolhidas.",
    },
    en={
        "title": "Diet of Worms odds",
        "dice": "Protestant: CP {cp} + {extra_dice} = {pd}; Catholics: Papacy {pap} + Hapsburg {hab} = {cd}. Hit: {hit_faces}.",
        "die": "die|dice",
        "summary": "Protestants win {p}, Catholics win {c}, tie {t}.",
        "outcomes": "Outcome of the Diet",
        "side": "Outcome",
        "chance": "Probability",
        "flips": "Expected spaces flipped per Diet",
        "flips_if": "…given this outcome",
        "protestant": "Protestant win (step {step_protestant})",
        "catholic": "Catholic win (step {step_catholic})",
        "tie": "Tie (step {step_tie})",
        "bars": "Hit difference (Protestant minus Catholic) and its probability",
        "how": "How the result was reached",
        "how_p": "Each die hits with probability {hit_chance} ({hit_faces}); each side's hits are binomial; probabilities are exact fractions.",
        "how_net": "Difference k > 0: the Protestant flips k spaces; k < 0: the Papacy flips −k; k = 0: nothing happens.",
        "note": "Expected flips ignore the map: only German-zone spaces adjacent to a space of one's own religion can be flipped.",
        "top_cp_card": "Only Copernicus is worth {top_cp} CP, and it enters the deck from turn {copernicus}: at the Diet, at the start of turn {diet_turn}, nobody holds it. Check the chosen cards' CP.",
    },
)

AID_TEXT: Final[Mapping[str, Text]] = by_language(
    ru={
        "title": "Таблица шансов Вормсского сейма для всех сочетаний карт",
        "caption": "Строка: CP карты Протестантов; столбец: CP Папства + CP Габсбургов. В ячейке: победа Протестантов / ничья / победа католиков, % (округлено)",
        "corner": "CP Прот. \\ CP кат.",
        "note": "Католики бросают столько костей, сколько CP у двух карт вместе, поэтому важна только сумма.",
    },
    pt={
        "title": "Tabela de chances da Dieta de Worms para todas as combinações de cartas",
        "caption": "Linha: CP da carta dos Protestantes; coluna: CP do Papado + CP dos Habsburgos. Na célula: vitória dos Protestantes / empate / vitória dos católicos, % (arredondado)",
        "corner": "CP Prot. \\ CP cat.",
        "note": "Os católicos rolam tantos dados quanto os CP das duas cartas juntas, por isso só a soma importa.",
    },
    en={
        "title": "Diet of Worms odds for every combination of cards",
        "caption": "Row: Protestant card CP; column: Papal + Hapsburg CP. Cell: Protestant win / tie / Catholic win, % (rounded)",
        "corner": "Prot. CP \\ Cath. CP",
        "note": "The Catholics roll the two cards' CP together, so only the sum matters.",
    },
)


# The form's fields (form.py): each card's CP by its field's name, and their help ("cp.help",
# numbers from the rules' constants).
FIELD_TEXT: Final[Mapping[str, Text]] = by_language(
    ru={
        "protestant_cp": "CP карты Протестантов",
        "papal_cp": "CP карты Папства",
        "hapsburg_cp": "CP карты Габсбургов",
        "cp.help": "CP выбранной карты, от {min_cp} до {top_cp}",
    },
    pt={
        "protestant_cp": "CP da carta dos Protestantes",
        "papal_cp": "CP da carta do Papado",
        "hapsburg_cp": "CP da carta dos Habsburgos",
        "cp.help": "CP da carta escolhida, de {min_cp} a {top_cp}",
    },
    en={
        "protestant_cp": "Protestant card CP",
        "papal_cp": "Papal card CP",
        "hapsburg_cp": "Hapsburg card CP",
        "cp.help": "CP of the chosen card, {min_cp}-{top_cp}",
    },
)
CP_HELP: Final = filled(FIELD_TEXT["cp.help"], min_cp=CARD_CP_MIN, top_cp=CARD_CP_MAX)

words = catalog(TEXT, NUMBERS)
aid_words = catalog(AID_TEXT, NUMBERS)
