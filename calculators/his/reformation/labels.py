"""The words of the fields of ``his.reformation`` and ``his.counter_reformation``: the cards'
and the sides' names, the dice builder's labels (as the glossary of the site's pages writes
them, sources/here-i-stand.md §9)."""

from __future__ import annotations

from ...i18n import OR, Text, by_language, filled, fmt_signed, join_names
from ..data import ATTEMPTS, CALVIN_OR_FULL_BIBLE_MODIFIER
from ..words import debater_name
from .pools import Side

# The cards whose names the fields show (as the glossary of the site's pages writes them).
CARD_NAMES: dict[str, Text] = by_language(
    ru={
        "printing_press": "Печатный станок",
        "ninety_five_theses": "95 тезисов Лютера",
        "augsburg_confession": "Аугсбургское исповедание",
    },
    pt={
        "printing_press": "Prensa Tipográfica",
        "ninety_five_theses": "95 Teses de Lutero",
        "augsburg_confession": "Confissão de Augsburgo",
    },
    en={
        "printing_press": "Printing Press",
        "ninety_five_theses": "Luther's 95 Theses",
        "augsburg_confession": "Augsburg Confession",
    },
)
DEBATER_BONUS: Text = {"ru": "Бонус богослова", "pt": "Bônus de debatedor", "en": "Debater bonus"}

# Luther's 95 Theses are played «до раздачи карт» (sources/seeds/his-diet-of-worms.txt): no
# Printing Press can have been played for their attempts.
PRESS_BEFORE_THESES: Text = {
    "ru": f"«{CARD_NAMES['ninety_five_theses']['ru']}» разыгрываются в начале {{turn}}-го хода, до раздачи "
    f"карт: «{CARD_NAMES['printing_press']['ru']}» к этим попыткам ещё не может быть сыгран",
    "pt": f"“{CARD_NAMES['ninety_five_theses']['pt']}” é jogada no início do turno {{turn}}, antes de as "
    f"cartas serem distribuídas: “{CARD_NAMES['printing_press']['pt']}” ainda não pode ter sido jogada "
    "para essas tentativas",
    "en": f"{CARD_NAMES['ninety_five_theses']['en']} is played at the start of turn {{turn}}, before the "
    f"cards are dealt: {CARD_NAMES['printing_press']['en']} cannot have been played for its attempts",
}

# «+1 to every Protestant die if the attempt comes from Calvin's Institutes or a Full Bible
# translation» (sources/here-i-stand.md §9): an attempt has one source, and the 95 Theses' are
# the 95 Theses' (stop 42's audit: both ticked gave 98.3 % at Leipzig).
PLUS_ONE_NOT_THESES: Text = {
    "ru": f"попытки «{CARD_NAMES['ninety_five_theses']['ru']}» — не от «Наставления» Кальвина и не от "
    "полной Библии: {calvin} к каждой кости к ним не относится",
    "pt": f"as tentativas das “{CARD_NAMES['ninety_five_theses']['pt']}” não vêm das “Institutas” de "
    "Calvino nem de uma Bíblia completa: o {calvin} em cada dado não vale para elas",
    "en": f"the attempts of {CARD_NAMES['ninety_five_theses']['en']} do not come from Calvin's Institutes "
    "or a Full Bible: the {calvin} to every die does not apply to them",
}


# The +1 a die (sources/here-i-stand.md §9): its box in both calculators that take it.
PLUS_ONE: Text = {
    "ru": f"{fmt_signed(CALVIN_OR_FULL_BIBLE_MODIFIER)} к каждой кости Протестантов",
    "pt": f"{fmt_signed(CALVIN_OR_FULL_BIBLE_MODIFIER)} em cada dado dos Protestantes",
    "en": f"{fmt_signed(CALVIN_OR_FULL_BIBLE_MODIFIER)} to every Protestant die",
}

# The target language zone's box (§9): the zone the attempts target, the German one for the 95 Theses.
ZONE_HELP: Text = {
    "ru": "зона, на которую нацелены попытки",
    "pt": "a zona visada pelas tentativas",
    "en": "the zone the attempts target",
}
THESES_ZONE_HELP: Text = {
    lang: f"{ZONE_HELP[lang]}; {theses}"
    for lang, theses in (
        ("ru", "для 95 тезисов — немецкая"),
        ("pt", "para as 95 Teses, a alemã"),
        ("en", "German for the 95 Theses"),
    )
}


def debaters(names: tuple[str, ...], lang: str) -> str:
    """«Карлштадта или Кальвина» (in the genitive, as the Russian help needs) / "Carlstadt ou de Calvino"."""
    if lang == "ru":
        genitive = {
            "Carlstadt": "Карлштадта",
            "Calvin": "Кальвина",
            "Cajetan": "Каэтана",
            "Caraffa": "Караффы",
        }
        return join_names([genitive[n] for n in names], lang, OR)
    if lang == "pt":
        return " ou de ".join(debater_name(n, lang) for n in names)
    return join_names([debater_name(n, lang) for n in names], lang, OR)


DICE_LABELS: dict[Side, Text] = by_language(
    ru={
        "protestant": "Кости Протестантов",
        "papal": "Кости Папства",
    },
    pt={
        "protestant": "Dados dos Protestantes",
        "papal": "Dados do Papado",
    },
    en={
        "protestant": "Protestant dice",
        "papal": "Papal dice",
    },
)
# The builder's groups: (side, attacking?) -> label.
BUILDER_LABELS: dict[tuple[Side, bool], Text] = by_language(
    ru={
        ("protestant", True): "Протестанты (атакуют)",
        ("papal", False): "Папство (защищается)",
        ("papal", True): "Папство (атакует)",
        ("protestant", False): "Протестанты (защищаются)",
    },
    pt={
        ("protestant", True): "Protestantes (atacantes)",
        ("papal", False): "Papado (defensor)",
        ("papal", True): "Papado (atacante)",
        ("protestant", False): "Protestantes (defensores)",
    },
    en={
        ("protestant", True): "Protestant (attacker)",
        ("papal", False): "Papacy (defender)",
        ("papal", True): "Papacy (attacker)",
        ("protestant", False): "Protestant (defender)",
    },
)
# The builder's own fields (builder.py), by name: the box that turns it on ("use_builder"), its
# group ("builder"), the land units of either side, the help of the bonus dice ({dice}: how
# many, {choices}: the Counter Reformation debater's choice of dice).
BUILDER_TEXT: dict[str, Text] = by_language(
    ru={
        "use_builder": "Собрать кости по карте",
        "use_builder.help": "конструктором ниже; числа костей выше тогда не используются. "
        "Соседи за горным перевалом и в городах с беспорядками костей не дают",
        "builder": "Конструктор костей",
        "adjacent_stacks": "Соседние стеки сухопутных отрядов",
        "adjacent_stacks.help": "по {dice} кости; один сухопутный отряд — тоже стек",
        "stack_in_target": "Сухопутные отряды в цели",
        "printing_press.help": "сыгран в этот ход",
        "ninety_five_theses.help": "попытка от этой карты",
        "debater_bonus.help": "{choices} кости",
    },
    pt={
        "use_builder": "Montar os dados pelo mapa",
        "use_builder.help": "com a montagem abaixo; os números de dados acima deixam de ser usados. "
        "Vizinhos do outro lado de um passo de montanha ou em espaços em agitação não dão dados",
        "builder": "Montagem dos dados",
        "adjacent_stacks": "Pilhas adjacentes de unidades terrestres",
        "adjacent_stacks.help": "{dice} dado cada; uma só unidade terrestre já é uma pilha",
        "stack_in_target": "Unidades terrestres no alvo",
        "printing_press.help": "jogada neste turno",
        "ninety_five_theses.help": "tentativa vinda desta carta",
        "debater_bonus.help": "{choices} dados",
    },
    en={
        "use_builder": "Build the dice from the map",
        "use_builder.help": "with the builder below; the typed dice counts are then ignored. "
        "Pieces across a pass or in unrest give no dice",
        "builder": "Dice builder",
        "adjacent_stacks": "Adjacent land stacks",
        "adjacent_stacks.help": "{dice} die each; one land unit is a stack",
        "stack_in_target": "Land units in the target",
        "printing_press.help": "played this turn",
        "ninety_five_theses.help": "an attempt from this card",
        "debater_bonus.help": "{choices} dice",
    },
)
# What counts next to the target and in it (§9 base dice), per side.
MAP_LABELS: dict[Side, tuple[Text, Text, Text]] = {
    "protestant": (
        {
            "ru": "Соседние протестантские города",
            "pt": "Espaços protestantes adjacentes",
            "en": "Adjacent Protestant spaces",
        },
        {"ru": "Соседние реформаторы", "pt": "Reformadores adjacentes", "en": "Adjacent reformers"},
        {"ru": "Реформатор в цели", "pt": "Reformador no alvo", "en": "Reformer in the target"},
    ),
    "papal": (
        {
            "ru": "Соседние католические города",
            "pt": "Espaços católicos adjacentes",
            "en": "Adjacent Catholic spaces",
        },
        {
            "ru": "Соседние иезуитские университеты",
            "pt": "Universidades jesuítas adjacentes",
            "en": "Adjacent Jesuit universities",
        },
        {"ru": "Университет в цели", "pt": "Universidade no alvo", "en": "University in the target"},
    ),
}
HELPER_IN_TARGET_HELP: dict[Side, Text | None] = {
    "protestant": None,
    "papal": {"ru": "иезуитский университет", "pt": "uma universidade jesuíta", "en": "a Jesuit university"},
}


def with_dice(label: Text, dice: int) -> Text:
    """``label`` with the dice it adds: «Печатный станок (+1)»."""
    return {lang: f"{text} (+{dice})" for lang, text in label.items()}


def per_die(dice: int) -> Text:
    return {"ru": f"по {dice} кости", "pt": f"{dice} dado cada", "en": f"{dice} die each"}


# A side built from the map past the bound of a typed count (data.RELIGIOUS_DICE_MAX).
TOO_MANY_BUILT_DICE: Text = {
    "ru": "вместе выходит костей: {n}, а больше {max} калькулятор не считает — проверьте числа",
    "pt": "isso soma {n} dados, e a calculadora conta no máximo {max}: confira os números",
    "en": "that makes {n} dice, and the calculator counts at most {max}: check the numbers",
}

# The fields of an attempt (form.py), by name; "<name>.help" the help of those that have one,
# each kind's attempts ("attempts.reformation", "attempts.counter_reformation") with the
# attempts of each card (data.ATTEMPTS) and the debaters whose bonus adds one ({debaters}).
ATTEMPT_TEXT: dict[str, Text] = by_language(
    ru={
        "target": "Город-цель (необязательно)",
        "target.help": "название для отчёта и таблицы сравнения",
        "final_dice.help": "итоговое число костей, от {min} до {max}, со всеми бонусами",
        "in_target_zone": "Цель в целевой языковой зоне",
        "attempts": "Попыток с такими же шансами",
        "attempts.reformation": "95 тезисов Лютера — {ninety_five_theses}; трактат — {treatise} "
        "({treatise_with_bonus} с бонусом {debaters}); "
        "Новый Завет — {new_testament}, полная Библия — {full_bible}",
        "attempts.counter_reformation": "«Сожжение книг» — {burn_books} "
        "({burn_books_with_bonus} с бонусом {debaters})",
        "plus_one.help": "«Наставление» Кальвина или полный перевод Библии; действует только в целевой языковой зоне",
        "paul_or_julius": "Папа — Павел III или Юлий III",
        "paul_or_julius.help": "нужно для автоматического успеха и для победы Папства при ничьей",
        "augsburg_confession.help": "сыграно в этот ход: {augsburg} к каждой кости Папства",
    },
    pt={
        "target": "Espaço-alvo (opcional)",
        "target.help": "um nome para o relatório e para a tabela de comparação",
        "final_dice.help": "número final de dados, de {min} a {max}, com todos os bônus",
        "in_target_zone": "Alvo na zona linguística-alvo",
        "attempts": "Tentativas com as mesmas chances",
        "attempts.reformation": "95 Teses de Lutero: {ninety_five_theses}; tratado: {treatise} "
        "({treatise_with_bonus} com o bônus de {debaters}); "
        "Novo Testamento: {new_testament}; Bíblia completa: {full_bible}",
        "attempts.counter_reformation": "“Queima de Livros”: {burn_books} "
        "({burn_books_with_bonus} com o bônus de {debaters})",
        "plus_one.help": "“Institutas” de Calvino ou tradução completa da Bíblia; vale só na zona linguística-alvo",
        "paul_or_julius": "O papa é Paulo III ou Júlio III",
        "paul_or_julius.help": "necessário para o sucesso automático e para o Papado vencer os empates",
        "augsburg_confession.help": "jogada neste turno: {augsburg} em cada dado do Papado",
    },
    en={
        "target": "Target space (optional)",
        "target.help": "a name for the report and the comparison",
        "final_dice.help": "final number of dice, {min}-{max}, bonus dice included",
        "in_target_zone": "Target in the target language zone",
        "attempts": "Attempts with these odds",
        "attempts.reformation": "Luther's 95 Theses {ninety_five_theses}; a treatise {treatise} "
        "({treatise_with_bonus} with Carlstadt's or Calvin's bonus); "
        "New Testament {new_testament}, Full Bible {full_bible}",
        "attempts.counter_reformation": "Burn Books {burn_books} ({burn_books_with_bonus} with Cajetan's or Caraffa's bonus)",
        "plus_one.help": "Calvin's Institutes or a Full Bible; only in the target language zone",
        "paul_or_julius": "Paul III or Julius III rules",
        "paul_or_julius.help": "needed for automatic success and for the Papacy to win ties",
        "augsburg_confession.help": "played this turn: {augsburg} to every Papal die",
    },
)


def attempts_help(kind: str, debater_bonus: tuple[str, ...]) -> Text:
    """The help of a kind of attempt's count: each card's attempts, and the debaters whose bonus
    adds one."""
    names = {lang: debaters(debater_bonus, lang) for lang in ("ru", "pt", "en")}
    return filled(ATTEMPT_TEXT[f"attempts.{kind}"], **ATTEMPTS, debaters=names)
