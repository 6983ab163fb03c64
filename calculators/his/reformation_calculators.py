"""Here I Stand: the calculators ``his.reformation`` and ``his.counter_reformation``.

Their fields (the contract of issue 6: the two dice counts, the target language zone and the
optional modifiers and attempts, plus the optional dice builder), the parsing of clean JSON into
the typed inputs of :mod:`.reformation`, and the presets a page opens with.
"""

from __future__ import annotations

from typing import Any

from ..base import Calculator, Preset
from ..i18n import Text, tr
from ..report import Note, Report, Table
from ..spec import JSON, BoolField, Field, GroupField, IntField, TextField
from .data import COUNTER_REFORMATION_DEBATER_BONUS_MAX, NINETY_FIVE_THESES_ATTEMPTS, RELIGIOUS_DICE_MAX
from .reformation import (
    AttemptResult,
    CounterReformationInput,
    MapDice,
    ReformationInput,
    compute_counter_reformation,
    compute_reformation,
    export_target,
    reformation_odds,
    to_json,
)
from .reformation_report import TEXT, report

# Input bounds (not rules): the most attempts one card gives is 6 (ref §9) and a space has a
# handful of neighbours; the bounds only keep typing errors out.
ATTEMPTS_MAX = 20
BUILDER_COUNT_MAX = 10

# --- Fields ---------------------------------------------------------------------------------


def _dice_field(name: str, ru: str, en: str, default: int) -> IntField:
    return IntField(
        name=name,
        label={"ru": ru, "en": en},
        help={
            "ru": f"итоговое число костей, от 1 до {RELIGIOUS_DICE_MAX}, со всеми бонусами",
            "en": f"final number of dice, 1-{RELIGIOUS_DICE_MAX}, bonus dice included",
        },
        minimum=1,
        maximum=RELIGIOUS_DICE_MAX,
        default=default,
    )


def _count(
    name: str, ru: str, en: str, help_ru: str, help_en: str, maximum: int = BUILDER_COUNT_MAX
) -> IntField:
    return IntField(
        name=name,
        label={"ru": ru, "en": en},
        help={"ru": help_ru, "en": help_en},
        minimum=0,
        maximum=maximum,
        default=0,
        required=False,
    )


def _flag(name: str, ru: str, en: str, help_ru: str | None = None, help_en: str = "") -> BoolField:
    return BoolField(
        name=name,
        label={"ru": ru, "en": en},
        help={"ru": help_ru, "en": help_en} if help_ru else None,
        required=False,
    )


TARGET_FIELD = TextField(
    name="target",
    label={"ru": "Город-цель (необязательно)", "en": "Target space (optional)"},
    help={"ru": "название для отчёта и таблицы сравнения", "en": "a name for the report and the comparison"},
    required=False,
)


def _in_zone_field(help_ru: str, help_en: str) -> BoolField:
    return BoolField(
        name="in_target_zone",
        label={"ru": "Цель в целевой языковой зоне", "en": "Target in the target language zone"},
        help={"ru": help_ru, "en": help_en},
        default=True,
    )


ATTEMPTS_HELP: Text = {
    "ru": f"95 тезисов Лютера — {NINETY_FIVE_THESES_ATTEMPTS}; трактат — 2 (3 с бонусом Карлштадта или Кальвина); "
    "Новый Завет и полная Библия — 6",
    "en": f"Luther's 95 Theses {NINETY_FIVE_THESES_ATTEMPTS}; a treatise 2 (3 with Carlstadt's or Calvin's bonus); "
    "New Testament and Full Bible 6",
}

USE_BUILDER_FIELD = BoolField(
    name="use_builder",
    label={"ru": "Собрать кости по карте", "en": "Build the dice from the map"},
    help={
        "ru": "конструктором ниже; числа костей выше тогда не используются. "
        "Соседи за перевалом и в областях с беспорядками костей не дают",
        "en": "with the builder below; the typed dice counts are then ignored. "
        "Pieces across a pass or in unrest give no dice",
    },
    required=False,
)


def _protestant_map_fields() -> tuple[Field, ...]:
    return (
        _count(
            "adjacent_spaces",
            "Соседние протестантские города",
            "Adjacent Protestant spaces",
            "по 1 кости",
            "1 die each",
        ),
        _count(
            "adjacent_reformers", "Соседние реформаторы", "Adjacent reformers", "по 1 кости", "1 die each"
        ),
        _count(
            "adjacent_stacks",
            "Соседние стеки отрядов",
            "Adjacent land stacks",
            "по 1 кости; один сухопутный отряд — тоже стек",
            "1 die each; one land unit is a stack",
        ),
        _flag("reformer_in_target", "Реформатор в цели (+2)", "Reformer in the target (+2)"),
        _flag("stack_in_target", "Отряды в цели (+2)", "Land units in the target (+2)"),
    )


def _papal_map_fields() -> tuple[Field, ...]:
    return (
        _count(
            "adjacent_spaces",
            "Соседние католические города",
            "Adjacent Catholic spaces",
            "по 1 кости",
            "1 die each",
        ),
        _count(
            "adjacent_universities",
            "Соседние иезуитские университеты",
            "Adjacent Jesuit universities",
            "по 1 кости",
            "1 die each",
        ),
        _count(
            "adjacent_stacks",
            "Соседние стеки отрядов",
            "Adjacent land stacks",
            "по 1 кости; один сухопутный отряд — тоже стек",
            "1 die each; one land unit is a stack",
        ),
        _flag(
            "university_in_target",
            "Университет в цели (+2)",
            "University in the target (+2)",
            "иезуитский университет",
            "a Jesuit university",
        ),
        _flag("stack_in_target", "Отряды в цели (+2)", "Land units in the target (+2)"),
    )


REFORMATION_FIELDS: tuple[Field, ...] = (
    TARGET_FIELD,
    _dice_field("protestant_dice", "Кости протестантов", "Protestant dice", 3),
    _dice_field("papal_dice", "Кости Папства", "Papal dice", 1),
    _in_zone_field(
        "зона, на которую нацелены попытки; для 95 тезисов — немецкая",
        "the zone the attempts target; German for the 95 Theses",
    ),
    BoolField(
        name="plus_one",
        label={"ru": "+1 к каждой кости протестантов", "en": "+1 to every Protestant die"},
        help={
            "ru": "«Наставление» Кальвина или полный перевод Библии; действует только в целевой языковой зоне",
            "en": "Calvin's Institutes or a Full Bible; only in the target language zone",
        },
        required=False,
    ),
    IntField(
        name="attempts",
        label={"ru": "Попыток с такими же шансами", "en": "Attempts with these odds"},
        help=ATTEMPTS_HELP,
        minimum=1,
        maximum=ATTEMPTS_MAX,
        default=1,
        required=False,
    ),
    USE_BUILDER_FIELD,
    GroupField(
        name="builder",
        label={"ru": "Конструктор костей", "en": "Dice builder"},
        required=False,
        fields=(
            GroupField(
                name="protestant",
                label={"ru": "Протестанты (атакуют)", "en": "Protestant (attacker)"},
                required=False,
                fields=(
                    *_protestant_map_fields(),
                    _flag(
                        "printing_press",
                        "Печатный станок (+1)",
                        "Printing Press (+1)",
                        "сыгран в этом ходу",
                        "played this turn",
                    ),
                    _flag(
                        "ninety_five_theses",
                        "95 тезисов Лютера (+1)",
                        "Luther's 95 Theses (+1)",
                        "попытка от этой карты",
                        "an attempt from this card",
                    ),
                    _flag("debater_bonus", "Бонус богослова (+1)", "Debater bonus (+1)"),
                ),
            ),
            GroupField(
                name="papal",
                label={"ru": "Папство (защищается)", "en": "Papacy (defender)"},
                required=False,
                fields=_papal_map_fields(),
            ),
        ),
    ),
)

COUNTER_REFORMATION_FIELDS: tuple[Field, ...] = (
    TARGET_FIELD,
    _dice_field("papal_dice", "Кости Папства", "Papal dice", 2),
    _dice_field("protestant_dice", "Кости протестантов", "Protestant dice", 2),
    _in_zone_field("зона, на которую нацелены попытки", "the zone the attempts target"),
    BoolField(
        name="paul_or_julius",
        label={"ru": "Папа — Павел III или Юлий III", "en": "Paul III or Julius III rules"},
        help={
            "ru": "нужно для автоматического успеха и для победы Папства при ничьей",
            "en": "needed for automatic success and for the Papacy to win ties",
        },
        required=False,
    ),
    BoolField(
        name="augsburg_confession",
        label={"ru": "Аугсбургское исповедание", "en": "Augsburg Confession"},
        help={
            "ru": "сыграно в этом ходу: −1 к каждой кости Папства",
            "en": "played this turn: −1 to every Papal die",
        },
        required=False,
    ),
    IntField(
        name="attempts",
        label={"ru": "Попыток с такими же шансами", "en": "Attempts with these odds"},
        help={
            "ru": "«Сожжение книг» — 2 (3 с бонусом Каэтана или Караффы)",
            "en": "Burn Books 2 (3 with Cajetan's or Caraffa's bonus)",
        },
        minimum=1,
        maximum=ATTEMPTS_MAX,
        default=1,
        required=False,
    ),
    USE_BUILDER_FIELD,
    GroupField(
        name="builder",
        label={"ru": "Конструктор костей", "en": "Dice builder"},
        required=False,
        fields=(
            GroupField(
                name="papal",
                label={"ru": "Папство (атакует)", "en": "Papacy (attacker)"},
                required=False,
                fields=(
                    *_papal_map_fields(),
                    _count(
                        "debater_bonus",
                        "Бонус богослова",
                        "Debater bonus",
                        f"0, 1 или {COUNTER_REFORMATION_DEBATER_BONUS_MAX} кости",
                        f"0, 1 or {COUNTER_REFORMATION_DEBATER_BONUS_MAX} dice",
                        maximum=COUNTER_REFORMATION_DEBATER_BONUS_MAX,
                    ),
                ),
            ),
            GroupField(
                name="protestant",
                label={"ru": "Протестанты (защищаются)", "en": "Protestant (defender)"},
                required=False,
                fields=_protestant_map_fields(),
            ),
        ),
    ),
)


# --- Parsing -------------------------------------------------------------------------------


def _protestant_map(raw: dict[str, Any]) -> MapDice:
    return MapDice(
        raw["adjacent_spaces"],
        raw["adjacent_reformers"],
        raw["adjacent_stacks"],
        raw["reformer_in_target"],
        raw["stack_in_target"],
    )


def _papal_map(raw: dict[str, Any]) -> MapDice:
    return MapDice(
        raw["adjacent_spaces"],
        raw["adjacent_universities"],
        raw["adjacent_stacks"],
        raw["university_in_target"],
        raw["stack_in_target"],
    )


def parse_reformation(clean: dict[str, Any]) -> ReformationInput:
    protestant = clean["builder"]["protestant"]
    return ReformationInput(
        target=clean["target"],
        protestant_dice=clean["protestant_dice"],
        papal_dice=clean["papal_dice"],
        in_target_zone=clean["in_target_zone"],
        plus_one=clean["plus_one"],
        attempts=clean["attempts"],
        use_builder=clean["use_builder"],
        protestant_map=_protestant_map(protestant),
        papal_map=_papal_map(clean["builder"]["papal"]),
        printing_press=protestant["printing_press"],
        ninety_five_theses=protestant["ninety_five_theses"],
        debater_bonus=protestant["debater_bonus"],
    )


def parse_counter_reformation(clean: dict[str, Any]) -> CounterReformationInput:
    papal = clean["builder"]["papal"]
    return CounterReformationInput(
        target=clean["target"],
        papal_dice=clean["papal_dice"],
        protestant_dice=clean["protestant_dice"],
        in_target_zone=clean["in_target_zone"],
        paul_or_julius=clean["paul_or_julius"],
        augsburg_confession=clean["augsburg_confession"],
        attempts=clean["attempts"],
        use_builder=clean["use_builder"],
        papal_map=_papal_map(papal),
        protestant_map=_protestant_map(clean["builder"]["protestant"]),
        debater_bonus=papal["debater_bonus"],
    )


# --- Presets --------------------------------------------------------------------------------


def _builder(
    protestant: dict[str, JSON], papal: dict[str, JSON], fields: tuple[Field, ...]
) -> dict[str, JSON]:
    """A full builder value: the fields' defaults with ``protestant`` and ``papal`` laid over them."""
    group = next(f for f in fields if f.name == "builder")
    value: dict[str, JSON] = group.default_value()
    value["protestant"] = {**value["protestant"], **protestant}
    value["papal"] = {**value["papal"], **papal}
    return value


REFORMATION_PRESETS = (
    Preset(
        "ninety_five_theses",
        {"ru": "95 тезисов: Штеттин, 5 попыток", "en": "95 Theses: Stettin, 5 attempts"},
        {
            # ref §9, the rulebook's example: "Stettin 3 vs 1 (in zone)"; seed 002: 5 attempts.
            "target": "Штеттин",
            "protestant_dice": 3,
            "papal_dice": 1,
            "in_target_zone": True,
            "plus_one": False,
            "attempts": NINETY_FIVE_THESES_ATTEMPTS,
            "use_builder": False,
            "builder": _builder({"ninety_five_theses": True}, {}, REFORMATION_FIELDS),
        },
    ),
    Preset(
        "builder",
        {"ru": "Конструктор: 95 тезисов", "en": "Builder: 95 Theses"},
        {
            "target": "",
            "protestant_dice": 3,
            "papal_dice": 1,
            "in_target_zone": True,
            "plus_one": False,
            "attempts": NINETY_FIVE_THESES_ATTEMPTS,
            "use_builder": True,
            "builder": _builder(
                {"adjacent_spaces": 1, "adjacent_reformers": 1, "ninety_five_theses": True},
                {"adjacent_spaces": 1},
                REFORMATION_FIELDS,
            ),
        },
    ),
    Preset(
        "calvin",
        {"ru": "«Наставление» Кальвина: 5 попыток с +1", "en": "Calvin's Institutes: 5 attempts at +1"},
        {
            # ref §9: "Calvin's Institutes 5 with +1 per die".
            "target": "",
            "protestant_dice": 2,
            "papal_dice": 2,
            "in_target_zone": True,
            "plus_one": True,
            "attempts": 5,
            "use_builder": False,
            "builder": _builder({}, {}, REFORMATION_FIELDS),
        },
    ),
)

COUNTER_REFORMATION_PRESETS = (
    Preset(
        "burn_books",
        {"ru": "«Сожжение книг»: 2 попытки", "en": "Burn Books: 2 attempts"},
        {
            # ref §9: "Burn Books 2".
            "target": "",
            "papal_dice": 2,
            "protestant_dice": 2,
            "in_target_zone": True,
            "paul_or_julius": False,
            "augsburg_confession": False,
            "attempts": 2,
            "use_builder": False,
            "builder": _builder({}, {}, COUNTER_REFORMATION_FIELDS),
        },
    ),
    Preset(
        "paul_iii",
        {"ru": "Павел III, цель в зоне", "en": "Paul III, target in zone"},
        {
            "target": "",
            "papal_dice": 2,
            "protestant_dice": 2,
            "in_target_zone": True,
            "paul_or_julius": True,
            "augsburg_confession": False,
            "attempts": 2,
            "use_builder": False,
            "builder": _builder({}, {}, COUNTER_REFORMATION_FIELDS),
        },
    ),
    Preset(
        "augsburg",
        {"ru": "Павел III и «Аугсбургское исповедание»", "en": "Paul III and Augsburg Confession"},
        {
            "target": "",
            "papal_dice": 2,
            "protestant_dice": 2,
            "in_target_zone": True,
            "paul_or_julius": True,
            "augsburg_confession": True,
            "attempts": 2,
            "use_builder": False,
            "builder": _builder({}, {}, COUNTER_REFORMATION_FIELDS),
        },
    ),
)


# --- Printable aid (issue 7) ---------------------------------------------------------------
# The chance of one Reformation attempt for small dice counts, from ``reformation_odds``: the
# same function the calculator resolves an attempt with.

AID_DICE = range(1, 7)

AID_TEXT: dict[str, Text] = {
    "title": {
        "ru": "Таблица шансов одной попытки Реформации",
        "en": "Odds of one Reformation attempt",
    },
    "in_zone": {"ru": "Цель в зоне: шанс, %", "en": "Target in zone: chance, %"},
    "outside": {"ru": "Цель вне зоны: шанс, %", "en": "Target outside the zone: chance, %"},
    "corner": {"ru": "Прот. \\ Папство", "en": "Prot. \\ Papal"},
    "note": {
        "ru": "Шанс обращения одной попытки, % (округлено); строка — кости Протестантов, столбец — кости "
        "Папства; зона — целевая языковая зона. "
        "Кости — итоговые, со всеми бонусными костями. В зоне: 6 на лучшей кости Протестантов — "
        "автоматический успех, ничья в пользу Протестантов; вне зоны автоматического успеха нет, "
        "ничья в пользу Папства. Модификатор +1 («Наставление» Кальвина, полная Библия) не учтён.",
        "en": "Chance of one attempt to flip, % (rounded); row: Protestant dice, column: Papal dice; "
        "zone: the target language zone. "
        "Final dice, bonus dice included. In zone: a 6 on the best Protestant die flips at once, "
        "ties go to the Protestant; outside: no automatic success, ties go to the Papacy. "
        "The +1 modifier (Calvin's Institutes, Full Bible) is not included.",
    },
}


def aid(lang: str) -> Report:
    """One attempt's chance for 1-6 Protestant by 1-6 Papal dice, in and outside the zone."""

    def t(key: str) -> str:
        return tr(AID_TEXT[key], lang)

    def table(in_zone: bool) -> Table:
        rows = tuple(
            (
                str(protestant),
                *(
                    f"{float(reformation_odds(protestant, papal, in_target_zone=in_zone).success) * 100:.0f}"
                    for papal in AID_DICE
                ),
            )
            for protestant in AID_DICE
        )
        header = (t("corner"), *(str(n) for n in AID_DICE))
        return Table(t("in_zone" if in_zone else "outside"), header, rows, numeric=tuple(range(1, 7)))

    return Report(title=t("title"), blocks=(table(True), table(False), Note(t("note"))))


# --- Calculators ----------------------------------------------------------------------------

REFORMATION: Calculator[ReformationInput, AttemptResult] = Calculator(
    id="his.reformation",
    title=TEXT["title.reformation"],
    fields=REFORMATION_FIELDS,
    parse=parse_reformation,
    compute=compute_reformation,
    to_json=to_json,
    report=report,
    presets=REFORMATION_PRESETS,
    languages=("ru",),
    export=export_target,
    aid=aid,
)

COUNTER_REFORMATION: Calculator[CounterReformationInput, AttemptResult] = Calculator(
    id="his.counter_reformation",
    title=TEXT["title.counter_reformation"],
    fields=COUNTER_REFORMATION_FIELDS,
    parse=parse_counter_reformation,
    compute=compute_counter_reformation,
    to_json=to_json,
    report=report,
    presets=COUNTER_REFORMATION_PRESETS,
    languages=("ru",),
)
