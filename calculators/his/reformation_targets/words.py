"""The texts of the comparison of Reformation targets (numbers from the rules' constants)."""

from __future__ import annotations

from collections.abc import Mapping

from ...i18n import Catalog, Text
from ..reformation.words import NUMBERS

TEXT: Mapping[str, Text] = {
    "title": {
        "ru": "Сравнение целей обращения в протестантизм",
        "pt": "Comparação de alvos de conversão ao protestantismo",
        "en": "Reformation targets compared",
    },
    "summary": {
        "ru": "Лучшая цель: {name} — {p} (из них автоматически {a}).",
        "pt": "Melhor alvo: {name} — {p} (sucesso automático: {a}).",
        "en": "Best target: {name} — {p} ({a} automatic).",
    },
    "caption": {
        "ru": "Цели, лучшая первой (кости: Протестанты : Папство)",
        "pt": "Alvos, o melhor primeiro (dados: Protestantes : Papado)",
        "en": "Targets, best first (dice: Protestant : Papal)",
    },
    "place": {"ru": "№", "pt": "Nº", "en": "#"},
    "name": {"ru": "Город", "pt": "Espaço", "en": "Space"},
    "dice": {"ru": "Кости", "pt": "Dados", "en": "Dice"},
    "zone": {"ru": "В зоне", "pt": "Na zona", "en": "In zone"},
    "in_zone": {"ru": "да", "pt": "sim", "en": "yes"},
    "outside": {"ru": "нет", "pt": "não", "en": "no"},
    "success": {"ru": "Успех", "pt": "Sucesso", "en": "Success"},
    "automatic": {"ru": "Автоматически", "pt": "Automático", "en": "Automatic"},
    "after": {"ru": "После броска", "pt": "Após a rolagem", "en": "After the roll"},
    "unnamed": {"ru": "цель {n}", "pt": "alvo {n}", "en": "target {n}"},
    "how": {
        "ru": "Учитывается только наибольшая кость каждой стороны. В целевой языковой зоне наибольшая "
        "кость Протестантов {automatic_roll} или больше обращает город без броска Папства, а ничья — за Протестантами; "
        "вне зоны автоматического успеха нет и ничья — за Папством.",
        "pt": "Só conta o maior dado de cada lado. Na zona linguística-alvo, um maior dado dos Protestantes de "
        "{automatic_roll} ou mais converte o espaço sem rolagem do Papado, e o empate fica com os Protestantes; "
        "fora da zona não há sucesso automático, e o empate fica com o Papado.",
        "en": "Only each side's highest die counts. In the target language zone a highest Protestant die "
        "of {automatic_roll} or more flips the space with no Papal roll and ties go to the Protestant; outside it there "
        "is no automatic success and ties go to the Papacy.",
    },
    "plus_one": {
        "ru": "{calvin} к каждой кости Протестантов учтён только у целей в целевой языковой зоне.",
        "pt": "O {calvin} em cada dado dos Protestantes só conta para os alvos na zona linguística-alvo.",
        "en": "The {calvin} to every Protestant die counts only for targets in the target language zone.",
    },
    "equal": {
        "ru": "Равные шансы у целей: {names}.",
        "pt": "Alvos com chances iguais: {names}.",
        "en": "Equal odds: {names}.",
    },
}


def words(lang: str) -> Catalog:
    return Catalog(TEXT, lang, NUMBERS)
