"""The words of the fields of ``his.reformation`` and ``his.counter_reformation``: the cards'
and the sides' names, the dice builder's labels (as the glossary of the site's pages writes
them, sources/here-i-stand.md §9)."""

from __future__ import annotations

from typing import Final, get_args

from ...i18n import OR, Text, by_language, filled, fmt_signed, join_names, words_file
from ..data import ATTEMPTS, CALVIN_OR_FULL_BIBLE_MODIFIER
from ..words import debater_name
from .pools import Side

# The texts themselves are in labels.toml beside this file, one [TABLE.key] a text.
WORDS: Final = words_file(__name__)

# The cards whose names the fields show (as the glossary of the site's pages writes them).
CARD_NAMES: dict[str, Text] = WORDS.table("CARD_NAMES")
DEBATER_BONUS: Text = WORDS.text("DEBATER_BONUS")

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
ZONE_HELP: Text = WORDS.text("ZONE_HELP")
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


DICE_LABELS: dict[Side, Text] = WORDS.keyed("DICE_LABELS", get_args(Side))

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
BUILDER_TEXT: dict[str, Text] = WORDS.table("BUILDER_TEXT")
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
TOO_MANY_BUILT_DICE: Text = WORDS.text("TOO_MANY_BUILT_DICE")

# The fields of an attempt (form.py), by name; "<name>.help" the help of those that have one,
# each kind's attempts ("attempts.reformation", "attempts.counter_reformation") with the
# attempts of each card (data.ATTEMPTS) and the debaters whose bonus adds one ({debaters}).
ATTEMPT_TEXT: dict[str, Text] = WORDS.table("ATTEMPT_TEXT")


def attempts_help(kind: str, debater_bonus: tuple[str, ...]) -> Text:
    """The help of a kind of attempt's count: each card's attempts, and the debaters whose bonus
    adds one."""
    names = {lang: debaters(debater_bonus, lang) for lang in ("ru", "pt", "en")}
    return filled(ATTEMPT_TEXT[f"attempts.{kind}"], **ATTEMPTS, debaters=names)
