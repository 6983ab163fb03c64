"""The texts of the comparison of Reformation targets: the report (numbers from the rules'
constants) and the form's labels and help."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Text, by_language, catalog
from ..reformation.words import NUMBERS

TEXT: Final[Mapping[str, Text]] = by_language(
    ru={
        "title": "Сравнение целей обращения в протестантизм",
        "summary": "Лучшая цель: {name} — {p} (из них автоматически {a}).",
        "caption": "Цели, лучшая первой (кости: Протестанты : Папство)",
        "place": "№",
        "name": "Город",
        "dice": "Кости",
        "zone": "В зоне",
        "in_zone": "да",
        "outside": "нет",
        "success": "Успех",
        "automatic": "Автоматически",
        "after": "После броска",
        "unnamed": "цель {n}",
        "how": "Учитывается только наибольшая кость каждой стороны. В целевой языковой зоне наибольшая кость Протестантов {automatic_roll} или больше обращает город без броска Папства, а ничья — за Протестантами; вне зоны автоматического успеха нет и ничья — за Папством.",
        "plus_one": "{calvin} к каждой кости Протестантов учтён только у целей в целевой языковой зоне.",
        "equal": "Равные шансы у целей: {names}.",
    },
    pt={
        "title": "Comparação de alvos de conversão ao protestantismo",
        "summary": "Melhor alvo: {name} — {p} (sucesso automático: {a}).",
        "caption": "Alvos, o melhor primeiro (dados: Protestantes : Papado)",
        "place": "Nº",
        "name": "Espaço",
        "dice": "Dados",
        "zone": "Na zona",
        "in_zone": "sim",
        "outside": "não",
        "success": "Sucesso",
        "automatic": "Automático",
        "after": "Após a rolagem",
        "unnamed": "alvo {n}",
        "how": "Só conta o maior dado de cada lado. Na zona linguística-alvo, se o maior dado dos Protestantes for {automatic_roll} ou mais, o espaço é convertido sem rolagem do Papado, e o empate fica com os Protestantes; fora da zona não há sucesso automático, e o empate fica com o Papado.",
        "plus_one": "O {calvin} em cada dado dos Protestantes só conta para os alvos na zona linguística-alvo.",
        "equal": "Alvos com chances iguais: {names}.",
    },
    en={
        "title": "Reformation targets compared",
        "summary": "Best target: {name} — {p} ({a} automatic).",
        "caption": "Targets, best first (dice: Protestant : Papal)",
        "place": "#",
        "name": "Space",
        "dice": "Dice",
        "zone": "In zone",
        "in_zone": "yes",
        "outside": "no",
        "success": "Success",
        "automatic": "Automatic",
        "after": "After the roll",
        "unnamed": "target {n}",
        "how": "Only each side's highest die counts. In the target language zone a highest Protestant die of {automatic_roll} or more flips the space with no Papal roll and ties go to the Protestant; outside it there is no automatic success and ties go to the Papacy.",
        "plus_one": "The {calvin} to every Protestant die counts only for targets in the target language zone.",
        "equal": "Equal odds: {names}.",
    },
)


# The form's fields (form.py), by name; "<name>.help" the help of those that have one.
FIELD_TEXT: Final[Mapping[str, Text]] = by_language(
    ru={
        "targets": "Цели",
        "targets.help": "Кости — итоговые, со всеми бонусами. В примере из правил дополнительная кость "
        "95 тезисов уже учтена в числах костей Протестантов.",
        "name": "Город",
        "in_target_zone": "В целевой языковой зоне",
        "plus_one.help": "«Наставление» Кальвина или полный перевод Библии; для всех целей, "
        "но действует только в целевой языковой зоне",
    },
    pt={
        "targets": "Alvos",
        "targets.help": "Dados finais, com todos os bônus. No exemplo das regras, o dado adicional das 95 Teses "
        "já está incluído nos dados dos Protestantes.",
        "name": "Espaço",
        "in_target_zone": "Na zona linguística-alvo",
        "plus_one.help": "“Institutas” de Calvino ou tradução completa da Bíblia; para todos os alvos, "
        "mas vale só na zona linguística-alvo",
    },
    en={
        "targets": "Targets",
        "targets.help": "Final dice counts, bonus dice included. In the rulebook's example the 95 Theses' "
        "extra die is already in the Protestant dice.",
        "name": "Space",
        "in_target_zone": "In the target language zone",
        "plus_one.help": "Calvin's Institutes or a Full Bible; for every target, only in the target language zone",
    },
)

words = catalog(TEXT, NUMBERS)
