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
}

TEXT: Mapping[str, Text] = {
    "title": {"ru": "Вормсский сейм: шансы", "en": "Diet of Worms: odds"},
    "dice": {
        "ru": "Протестанты: CP {cp} + {extra_dice} = {pd}; католики: Папство {pap} + Габсбурги {hab} = {cd}. Удар: {hit_faces}.",
        "en": "Protestant: CP {cp} + {extra_dice} = {pd}; Catholics: Papacy {pap} + Hapsburg {hab} = {cd}. Hit: {hit_faces}.",
    },
    "die": {"ru": "кость|кости|костей", "en": "die|dice"},
    "summary": {
        "ru": "Протестанты побеждают в {p}, католики в {c}, ничья в {t} случаев.",
        "en": "Protestants win {p}, Catholics win {c}, tie {t}.",
    },
    "outcomes": {"ru": "Исход сейма", "en": "Outcome of the Diet"},
    "side": {"ru": "Исход", "en": "Outcome"},
    "chance": {"ru": "Вероятность", "en": "Probability"},
    "flips": {"ru": "Ожидаемо обращено городов", "en": "Expected spaces flipped"},
    "protestant": {"ru": "Победа протестантов (шаг 5)", "en": "Protestant win (step 5)"},
    "catholic": {"ru": "Победа католиков (шаг 6)", "en": "Catholic win (step 6)"},
    "tie": {"ru": "Ничья (шаг 7)", "en": "Tie (step 7)"},
    "bars": {
        "ru": "Разница ударов (протестанты минус католики) и её вероятность",
        "en": "Hit difference (Protestant minus Catholic) and its probability",
    },
    "how": {"ru": "Как получен результат", "en": "How the result was reached"},
    "how_p": {
        "ru": "Каждая кость даёт удар с вероятностью {hit_chance} ({hit_faces}); число ударов каждой стороны распределено биномиально, вероятности точные (дроби).",
        "en": "Each die hits with probability {hit_chance} ({hit_faces}); each side's hits are binomial; probabilities are exact fractions.",
    },
    "how_net": {
        "ru": "Разница k > 0: протестанты обращают k городов; k < 0: Папство обращает −k городов; k = 0: ничего не происходит.",
        "en": "Difference k > 0: the Protestant flips k spaces; k < 0: the Papacy flips −k; k = 0: nothing happens.",
    },
    "note": {
        "ru": "Ожидаемое число городов не учитывает карту: обращать можно только города немецкой языковой зоны, соседние с городами своей веры.",
        "en": "Expected flips ignore the map: only German-zone spaces adjacent to a space of one's own religion can be flipped.",
    },
}

AID_TEXT: Mapping[str, Text] = {
    "title": {
        "ru": "Таблица шансов Вормсского сейма для всех сочетаний карт",
        "en": "Diet of Worms odds for every combination of cards",
    },
    "caption": {
        "ru": "Строка: CP карты Протестантов; столбец: CP Папства + CP Габсбургов. "
        "В клетке: победа протестантов / ничья / победа католиков, % (округлено)",
        "en": "Row: Protestant card CP; column: Papal + Hapsburg CP. "
        "Cell: Protestant win / tie / Catholic win, % (rounded)",
    },
    "corner": {"ru": "CP прот. \\ CP кат.", "en": "Prot. CP \\ Cath. CP"},
    "note": {
        "ru": "Католики бросают столько костей, сколько CP у двух карт вместе, поэтому важна только сумма.",
        "en": "The Catholics roll the two cards' CP together, so only the sum matters.",
    },
}


def words(lang: str) -> Catalog:
    return Catalog(TEXT, lang, NUMBERS)


def aid_words(lang: str) -> Catalog:
    return Catalog(AID_TEXT, lang, NUMBERS)
