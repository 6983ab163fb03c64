"""The texts of the comparison of Reformation targets (numbers from the rules' constants)."""

from __future__ import annotations

from collections.abc import Mapping

from ...i18n import Catalog, Text
from ..reformation.words import NUMBERS

TEXT: Mapping[str, Text] = {
    "title": {"ru": "Сравнение целей обращения в протестантизм", "en": "Reformation targets compared"},
    "summary": {
        "ru": "Лучшая цель: {name} — {p} (из них автоматически {a}).",
        "en": "Best target: {name} — {p} ({a} automatic).",
    },
    "caption": {
        "ru": "Цели, лучшая первой (кости: протестанты : Папство)",
        "en": "Targets, best first (dice: Protestant : Papal)",
    },
    "place": {"ru": "№", "en": "#"},
    "name": {"ru": "Город", "en": "Space"},
    "dice": {"ru": "Кости", "en": "Dice"},
    "zone": {"ru": "В зоне", "en": "In zone"},
    "in_zone": {"ru": "да", "en": "yes"},
    "outside": {"ru": "нет", "en": "no"},
    "success": {"ru": "Успех", "en": "Success"},
    "automatic": {"ru": "автоматически", "en": "automatic"},
    "after": {"ru": "после броска", "en": "after the roll"},
    "unnamed": {"ru": "цель {n}", "en": "target {n}"},
    "how": {
        "ru": "Учитывается только наибольшая кость каждой стороны. В целевой языковой зоне наибольшая "
        "кость протестантов {automatic_roll} или больше обращает город без броска Папства, а ничья — за протестантами; "
        "вне зоны автоматического успеха нет и ничья — за Папством.",
        "en": "Only each side's highest die counts. In the target language zone a highest Protestant die "
        "of {automatic_roll} or more flips the space with no Papal roll and ties go to the Protestant; outside it there "
        "is no automatic success and ties go to the Papacy.",
    },
    "plus_one": {
        "ru": "{calvin} к каждой кости протестантов учтён только у целей в целевой языковой зоне.",
        "en": "The {calvin} to every Protestant die counts only for targets in the target language zone.",
    },
    "equal": {
        "ru": "Равные шансы у целей: {names}.",
        "en": "Equal odds: {names}.",
    },
}


def words(lang: str) -> Catalog:
    return Catalog(TEXT, lang, NUMBERS)
