"""The texts of the Reformation and Counter Reformation calculators (numbers from the rules' constants)."""

from __future__ import annotations

from collections.abc import Mapping

from ...dice import FACES
from ...i18n import Catalog, Text, fmt_signed
from ..data import AUGSBURG_CONFESSION_MODIFIER, AUTOMATIC_SUCCESS_ROLL, CALVIN_OR_FULL_BIBLE_MODIFIER

NUMBERS = {
    "automatic_roll": AUTOMATIC_SUCCESS_ROLL,
    "calvin": fmt_signed(CALVIN_OR_FULL_BIBLE_MODIFIER),
    "augsburg": fmt_signed(AUGSBURG_CONFESSION_MODIFIER),
    # The highest Papal die with Augsburg Confession: a 6 less 1.
    "augsburg_best": FACES + AUGSBURG_CONFESSION_MODIFIER,
}

TEXT: Mapping[str, Text] = {
    "title.reformation": {
        "ru": "Шансы попытки обращения в протестантизм (Реформация)",
        "pt": "Chances da tentativa de conversão ao protestantismo (Reforma)",
        "en": "Reformation attempt odds",
    },
    "title.counter_reformation": {
        "ru": "Шансы попытки обращения в католицизм (Контрреформация)",
        "pt": "Chances da tentativa de conversão ao catolicismo (Contrarreforma)",
        "en": "Counter Reformation attempt odds",
    },
    "summary": {
        "ru": "{target}Шанс обращения: {p} — автоматически {a}, после броска {defender} {b}.",
        "pt": "{target}Chance de conversão: {p} — sucesso automático {a}, depois da rolagem {defender} {b}.",
        "en": "{target}Chance to flip: {p} — automatic {a}, after the {defender} roll {b}.",
    },
    "defender.papal": {"ru": "Папства", "pt": "do Papado", "en": "Papal"},
    "defender.protestant": {"ru": "Протестантов", "pt": "dos Protestantes", "en": "Protestant"},
    "one": {"ru": "Одна попытка", "pt": "Uma tentativa", "en": "One attempt"},
    "outcome": {"ru": "Исход", "pt": "Resultado", "en": "Outcome"},
    "chance": {"ru": "Вероятность", "pt": "Probabilidade", "en": "Probability"},
    "exact": {"ru": "Точно (дробь)", "pt": "Exata (fração)", "en": "Exact"},
    "row.automatic.reformation": {
        "ru": "Автоматический успех (Папство не бросает)",
        "pt": "Sucesso automático (o Papado não rola)",
        "en": "Automatic success (no Papal roll)",
    },
    "row.automatic.counter_reformation": {
        "ru": "Автоматический успех (Протестанты не бросают)",
        "pt": "Sucesso automático (os Protestantes não rolam)",
        "en": "Automatic success (no Protestant roll)",
    },
    "row.after.reformation": {
        "ru": "Успех после броска Папства",
        "pt": "Sucesso depois da rolagem do Papado",
        "en": "Success after the Papal roll",
    },
    "row.after.counter_reformation": {
        "ru": "Успех после броска Протестантов",
        "pt": "Sucesso depois da rolagem dos Protestantes",
        "en": "Success after the Protestant roll",
    },
    "row.failure": {"ru": "Неудача", "pt": "Fracasso", "en": "Failure"},
    "row.success": {"ru": "Успех, всего", "pt": "Sucesso, no total", "en": "Success in all"},
    "dice.protestant": {
        "ru": "Протестанты: {dice}",
        "pt": "Protestantes: {dice}",
        "en": "Protestant: {dice}",
    },
    "dice.papal": {"ru": "Папство: {dice}", "pt": "Papado: {dice}", "en": "Papacy: {dice}"},
    "dice.typed": {"ru": "Кости (введены вручную)", "pt": "Dados (digitados)", "en": "Dice (typed)"},
    "die": {"ru": "кость|кости|костей", "pt": "dado|dados", "en": "die|dice"},
    "line.count": {
        "ru": "{label} ({count}): +{dice}",
        "pt": "{label} ({count}): +{dice}",
        "en": "{label} ({count}): +{dice}",
    },
    "line.flag": {"ru": "{label}: +{dice}", "pt": "{label}: +{dice}", "en": "{label}: +{dice}"},
    "builder_used": {
        "ru": "Кости собраны конструктором; числа костей, введённые вручную, не используются. "
        "Соседи за горным перевалом и в городах с беспорядками костей не дают.",
        "pt": "Dados montados pelo mapa; os números de dados digitados não são usados. "
        "Vizinhos do outro lado de um passo de montanha ou em espaços em agitação não dão dados.",
        "en": "Dice built from the map; the typed dice counts are not used. "
        "Pieces across a pass or in a space in unrest give no dice.",
    },
    "rules.reformation": {
        "ru": "Как разрешается попытка (§18.3): учитывается только наибольшая кость каждой стороны",
        "pt": "Como a tentativa é resolvida (§18.3): só conta o maior dado de cada lado",
        "en": "How the attempt is resolved (§18.3): only each side's highest die counts",
    },
    "rules.counter_reformation": {
        "ru": "Как разрешается попытка (§18.4): учитывается только наибольшая кость каждой стороны",
        "pt": "Como a tentativa é resolvida (§18.4): só conta o maior dado de cada lado",
        "en": "How the attempt is resolved (§18.4): only each side's highest die counts",
    },
    "note.plus_one": {
        "ru": "{calvin} к каждой кости Протестантов («Наставление» Кальвина или полный перевод Библии; цель в целевой языковой зоне).",
        "pt": "{calvin} em cada dado dos Protestantes (“Institutas” de Calvino ou tradução completa da Bíblia; alvo na zona linguística-alvo).",
        "en": "{calvin} to every Protestant die (Calvin's Institutes or a Full Bible; target in the target language zone).",
    },
    "note.plus_one_outside": {
        "ru": "{calvin} («Наставление» Кальвина или полный перевод Библии) не действует: цель вне целевой языковой зоны.",
        "pt": "O {calvin} (“Institutas” de Calvino ou tradução completa da Bíblia) não vale: o alvo está fora da zona linguística-alvo.",
        "en": "The {calvin} (Calvin's Institutes or a Full Bible) does not apply: the target is outside the target language zone.",
    },
    "note.automatic_in_zone": {
        "ru": "Автоматический успех: наибольшая кость Протестантов с модификатором {automatic_roll} или больше — город обращён, Папство не бросает.",
        "pt": "Sucesso automático: se o maior dado modificado dos Protestantes for {automatic_roll} ou mais, o espaço é convertido e o Papado não rola.",
        "en": "Automatic success: a highest modified Protestant die of {automatic_roll} or more flips the space with no Papal roll.",
    },
    "note.no_automatic_outside": {
        "ru": "Автоматического успеха нет: цель вне целевой языковой зоны, поэтому защищающаяся сторона бросает всегда.",
        "pt": "Não há sucesso automático: o alvo está fora da zona linguística-alvo, por isso o defensor sempre rola.",
        "en": "No automatic success: the target is outside the target language zone, so the defender always rolls.",
    },
    "note.augsburg": {
        "ru": "{augsburg} к каждой кости Папства: в этом ходу сыграно «Аугсбургское исповедание».",
        "pt": "{augsburg} em cada dado do Papado: a “Confissão de Augsburgo” foi jogada neste turno.",
        "en": "{augsburg} to every Papal die: Augsburg Confession was played this turn.",
    },
    "note.no_automatic_no_pope": {
        "ru": "Автоматического успеха нет: он возможен только при Павле III или Юлии III.",
        "pt": "Não há sucesso automático: ele só é possível com Paulo III ou Júlio III.",
        "en": "No automatic success: it needs Paul III or Julius III.",
    },
    "note.no_automatic_augsburg": {
        "ru": "Автоматический успех невозможен: с {augsburg} от «Аугсбургского исповедания» наибольшая кость Папства не больше {augsburg_best}.",
        "pt": "Sucesso automático impossível: com o {augsburg} da “Confissão de Augsburgo”, o maior dado do Papado é no máximo {augsburg_best}.",
        "en": "Automatic success is impossible: with Augsburg Confession's {augsburg} the highest Papal die is at most {augsburg_best}.",
    },
    "note.automatic_paul_julius": {
        "ru": "Автоматический успех: наибольшая кость Папства — {automatic_roll} (цель в целевой языковой зоне, Папа — Павел III или Юлий III); Протестанты не бросают.",
        "pt": "Sucesso automático: o maior dado do Papado é {automatic_roll} (alvo na zona linguística-alvo, papa Paulo III ou Júlio III); os Protestantes não rolam.",
        "en": "Automatic success: a highest Papal die of {automatic_roll} (target in zone, Paul III or Julius III rules); no Protestant roll.",
    },
    "note.ties_protestant_in_zone": {
        "ru": "Ничья — в пользу Протестантов: цель в целевой языковой зоне, а там ничью выигрывает атакующая держава.",
        "pt": "Empate a favor dos Protestantes: o alvo está na zona linguística-alvo, onde a potência atacante vence os empates.",
        "en": "Ties go to the Protestant: the target is in the target language zone, where the attacking power wins ties.",
    },
    "note.ties_papacy_outside": {
        "ru": "Ничья — в пользу Папства: цель вне целевой языковой зоны, а там ничью выигрывает Папство.",
        "pt": "Empate a favor do Papado: o alvo está fora da zona linguística-alvo, onde o Papado vence os empates.",
        "en": "Ties go to the Papacy: the target is outside the target language zone, where the Papacy wins ties.",
    },
    "note.ties_papacy_paul_julius": {
        "ru": "Ничья — в пользу Папства: цель в целевой языковой зоне, и Папа — Павел III или Юлий III.",
        "pt": "Empate a favor do Papado: o alvo está na zona linguística-alvo e o papa é Paulo III ou Júlio III.",
        "en": "Ties go to the Papacy: the target is in the target zone and Paul III or Julius III rules.",
    },
    "note.ties_protestant_outside": {
        "ru": "Ничья — в пользу Протестантов: цель вне целевой языковой зоны, а Папство выигрывает ничью только в ней (и только при Павле III или Юлии III).",
        "pt": "Empate a favor dos Protestantes: o alvo está fora da zona linguística-alvo, e o Papado só vence empates dentro dela (e só com Paulo III ou Júlio III).",
        "en": "Ties go to the Protestant: the target is outside the target zone; the Papacy wins ties only in the zone.",
    },
    "note.ties_protestant_no_pope": {
        "ru": "Ничья — в пользу Протестантов: Папство выигрывает ничью только при Павле III или Юлии III.",
        "pt": "Empate a favor dos Protestantes: o Papado só vence empates com Paulo III ou Júlio III.",
        "en": "Ties go to the Protestant: the Papacy wins ties only with Paul III or Julius III.",
    },
    "series": {
        "ru": "Серия из {n} попыток с такими же шансами",
        "pt": "Série de {n} tentativas com as mesmas chances",
        "en": "A series of {n} attempts with the same odds",
    },
    "k": {"ru": "Обращено городов", "pt": "Espaços convertidos", "en": "Spaces flipped"},
    "exactly": {"ru": "Ровно столько", "pt": "Exatamente", "en": "Exactly"},
    "at_least": {"ru": "Не меньше", "pt": "Pelo menos", "en": "At least"},
    "expected": {
        "ru": "Ожидаемое число обращённых городов: {x} из {n}.",
        "pt": "Número esperado de espaços convertidos: {x} de {n}.",
        "en": "Expected spaces flipped: {x} of {n}.",
    },
    "series_note": {
        "ru": "Серия считает шансы всех попыток одинаковыми. На деле каждая попытка нацелена на свой город, "
        "а каждое обращение меняет соседство, поэтому перед каждой попыткой кости стоит пересчитать.",
        "pt": "A série supõe que todas as tentativas têm as mesmas chances. Na partida, cada tentativa visa o seu "
        "próprio espaço e cada conversão muda a vizinhança; por isso, vale recontar os dados antes de cada tentativa.",
        "en": "The series assumes every attempt has the same odds; in play each attempt targets its own "
        "space and each flip changes the neighbours, so recount the dice before each attempt.",
    },
    "target_default": {"ru": "Цель", "pt": "Alvo", "en": "Target"},
}

# Breakdown labels: "<side>.<item>".
ITEM_LABELS: Mapping[str, Text] = {
    "protestant.adjacent_spaces": {
        "ru": "Соседние протестантские города",
        "pt": "Espaços protestantes adjacentes",
        "en": "Adjacent Protestant spaces",
    },
    "protestant.adjacent_reformers": {
        "ru": "Соседние реформаторы",
        "pt": "Reformadores adjacentes",
        "en": "Adjacent reformers",
    },
    "protestant.adjacent_stacks": {
        "ru": "Соседние стеки протестантских сухопутных отрядов",
        "pt": "Pilhas adjacentes de unidades terrestres protestantes",
        "en": "Adjacent Protestant land stacks",
    },
    "protestant.reformer_in_target": {
        "ru": "Реформатор в цели",
        "pt": "Reformador no alvo",
        "en": "Reformer in the target",
    },
    "protestant.stack_in_target": {
        "ru": "Протестантские сухопутные отряды в цели",
        "pt": "Unidades terrestres protestantes no alvo",
        "en": "Protestant land units in the target",
    },
    "protestant.printing_press": {
        "ru": "Печатный станок",
        "pt": "Prensa Tipográfica",
        "en": "Printing Press",
    },
    "protestant.ninety_five_theses": {
        "ru": "95 тезисов Лютера",
        "pt": "95 Teses de Lutero",
        "en": "Luther's 95 Theses",
    },
    "protestant.debater_bonus": {"ru": "Бонус богослова", "pt": "Bônus de debatedor", "en": "Debater bonus"},
    "papal.adjacent_spaces": {
        "ru": "Соседние католические города",
        "pt": "Espaços católicos adjacentes",
        "en": "Adjacent Catholic spaces",
    },
    "papal.adjacent_universities": {
        "ru": "Соседние иезуитские университеты",
        "pt": "Universidades jesuítas adjacentes",
        "en": "Adjacent Jesuit universities",
    },
    "papal.adjacent_stacks": {
        "ru": "Соседние стеки католических сухопутных отрядов",
        "pt": "Pilhas adjacentes de unidades terrestres católicas",
        "en": "Adjacent Catholic land stacks",
    },
    "papal.university_in_target": {
        "ru": "Иезуитский университет в цели",
        "pt": "Universidade jesuíta no alvo",
        "en": "Jesuit university in the target",
    },
    "papal.stack_in_target": {
        "ru": "Католические сухопутные отряды в цели",
        "pt": "Unidades terrestres católicas no alvo",
        "en": "Catholic land units in the target",
    },
    "papal.debater_bonus": {"ru": "Бонус богослова", "pt": "Bônus de debatedor", "en": "Debater bonus"},
    "minimum": {
        "ru": "Минимум {minimum} (по карте не набралось ни одной)",
        "pt": "No mínimo {minimum} (o mapa não deu nenhum)",
        "en": "At least {minimum} (none from the map)",
    },
}

# Breakdown items counted in numbers (the others are yes/no).
COUNTED_ITEMS = frozenset(
    {
        "adjacent_spaces",
        "adjacent_reformers",
        "adjacent_universities",
        "adjacent_stacks",
        "debater_bonus",
    }
)

AID_TEXT: Mapping[str, Text] = {
    "title": {
        "ru": "Таблица шансов одной попытки обращения в протестантизм",
        "pt": "Tabela de chances de uma tentativa de conversão ao protestantismo",
        "en": "Odds of one Reformation attempt",
    },
    "in_zone": {
        "ru": "Цель в зоне: шанс, %",
        "pt": "Alvo na zona: chance, %",
        "en": "Target in zone: chance, %",
    },
    "outside": {
        "ru": "Цель вне зоны: шанс, %",
        "pt": "Alvo fora da zona: chance, %",
        "en": "Target outside the zone: chance, %",
    },
    "corner": {"ru": "Прот. \\ Папство", "pt": "Prot. \\ Papado", "en": "Prot. \\ Papal"},
    "note": {
        "ru": "Шанс обращения одной попытки, % (округлено); строка — кости Протестантов, столбец — кости "
        "Папства; зона — целевая языковая зона. "
        "Кости — итоговые, со всеми бонусными костями. В зоне: {automatic_roll} на наибольшей кости Протестантов — "
        "автоматический успех, ничья в пользу Протестантов; вне зоны автоматического успеха нет, "
        "ничья в пользу Папства. Модификатор {calvin} («Наставление» Кальвина, полная Библия) не учтён.",
        "pt": "Chance de conversão de uma tentativa, % (arredondada); linha: dados dos Protestantes; coluna: dados "
        "do Papado; zona: a zona linguística-alvo. "
        "Os dados são os finais, com todos os dados de bônus. Na zona: {automatic_roll} no maior dado dos "
        "Protestantes é sucesso automático, e o empate favorece os Protestantes; fora da zona não há sucesso "
        "automático, e o empate favorece o Papado. O modificador {calvin} (“Institutas” de Calvino, Bíblia "
        "completa) não está incluído.",
        "en": "Chance of one attempt to flip, % (rounded); row: Protestant dice, column: Papal dice; "
        "zone: the target language zone. "
        "Final dice, bonus dice included. In zone: a {automatic_roll} on the best Protestant die flips at once, "
        "ties go to the Protestant; outside: no automatic success, ties go to the Papacy. "
        "The {calvin} modifier (Calvin's Institutes, Full Bible) is not included.",
    },
}


def words(lang: str) -> Catalog:
    return Catalog(TEXT, lang, NUMBERS)


def item_words(lang: str) -> Catalog:
    return Catalog(ITEM_LABELS, lang, NUMBERS)


def aid_words(lang: str) -> Catalog:
    return Catalog(AID_TEXT, lang, NUMBERS)
