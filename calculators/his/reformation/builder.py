"""The dice builder of ``his.reformation`` and ``his.counter_reformation``: its fields and their
reading into :class:`~.pools.MapDice`.

What each side has next to and in the target, and the attacker's bonus dice
(sources/here-i-stand.md §9), behind the box that replaces the typed dice counts.
"""

from __future__ import annotations

from typing import Any

from ...i18n import OR, Text, join_names
from ...spec import BoolField, Field, GroupField, IntField
from ..data import BUILDER_COUNT_MAX, COUNTER_REFORMATION_DEBATER_BONUS_MAX
from .labels import (
    BUILDER_LABELS,
    CARD_NAMES,
    DEBATER_BONUS,
    HELPER_IN_TARGET_HELP,
    MAP_LABELS,
    per_die,
    with_dice,
)
from .pools import HELPER_ITEMS, ITEM_DICE, MapDice, Side


def optional_count(name: str, label: Text, help: Text, maximum: int = BUILDER_COUNT_MAX) -> IntField:
    """A count of the dice builder: optional, 0 unless given."""
    return IntField.count(name, label, maximum, help=help, required=False)


def optional_flag(name: str, label: Text, help: Text | None = None) -> BoolField:
    """A yes/no box: optional, unticked unless given."""
    return BoolField(name=name, label=label, help=help, required=False)


def map_fields(side: Side) -> tuple[Field, ...]:
    """What ``side`` has next to and in the target: the builder's base dice (§9)."""
    adjacent_helpers, helper_in_target = HELPER_ITEMS[side]
    spaces, helpers, helper_in = MAP_LABELS[side]
    stack_dice = ITEM_DICE["adjacent_stacks"]
    return (
        optional_count("adjacent_spaces", spaces, per_die(ITEM_DICE["adjacent_spaces"])),
        optional_count(adjacent_helpers, helpers, per_die(ITEM_DICE[adjacent_helpers])),
        optional_count(
            "adjacent_stacks",
            {
                "ru": "Соседние стеки сухопутных отрядов",
                "pt": "Pilhas adjacentes de unidades terrestres",
                "en": "Adjacent land stacks",
            },
            {
                "ru": f"по {stack_dice} кости; один сухопутный отряд — тоже стек",
                "pt": f"{stack_dice} dado cada; uma só unidade terrestre já é uma pilha",
                "en": f"{stack_dice} die each; one land unit is a stack",
            },
        ),
        optional_flag(
            helper_in_target,
            with_dice(helper_in, ITEM_DICE[helper_in_target]),
            HELPER_IN_TARGET_HELP[side],
        ),
        optional_flag(
            "stack_in_target",
            with_dice(
                {
                    "ru": "Сухопутные отряды в цели",
                    "pt": "Unidades terrestres no alvo",
                    "en": "Land units in the target",
                },
                ITEM_DICE["stack_in_target"],
            ),
        ),
    )


REFORMATION_BONUS_FIELDS: tuple[Field, ...] = (
    optional_flag(
        "printing_press",
        with_dice(CARD_NAMES["printing_press"], ITEM_DICE["printing_press"]),
        {"ru": "сыгран в этот ход", "pt": "jogada neste turno", "en": "played this turn"},
    ),
    optional_flag(
        "ninety_five_theses",
        with_dice(CARD_NAMES["ninety_five_theses"], ITEM_DICE["ninety_five_theses"]),
        {
            "ru": "попытка от этой карты",
            "pt": "tentativa vinda desta carta",
            "en": "an attempt from this card",
        },
    ),
    optional_flag(
        "debater_bonus",
        with_dice(DEBATER_BONUS, ITEM_DICE["debater_bonus"]),
    ),
)

_DEBATER_DICE = [str(n) for n in range(COUNTER_REFORMATION_DEBATER_BONUS_MAX + 1)]
COUNTER_REFORMATION_BONUS_FIELDS: tuple[Field, ...] = (
    optional_count(
        "debater_bonus",
        DEBATER_BONUS,
        {
            "ru": f"{join_names(_DEBATER_DICE, 'ru', OR)} кости",
            "pt": f"{join_names(_DEBATER_DICE, 'pt', OR)} dados",
            "en": f"{join_names(_DEBATER_DICE, 'en', OR)} dice",
        },
        maximum=COUNTER_REFORMATION_DEBATER_BONUS_MAX,
    ),
)

USE_BUILDER_FIELD = optional_flag(
    "use_builder",
    {"ru": "Собрать кости по карте", "pt": "Montar os dados pelo mapa", "en": "Build the dice from the map"},
    {
        "ru": "конструктором ниже; числа костей выше тогда не используются. "
        "Соседи за горным перевалом и в городах с беспорядками костей не дают",
        "pt": "com a montagem abaixo; os números de dados acima deixam de ser usados. "
        "Vizinhos do outro lado de um passo de montanha ou em espaços em agitação não dão dados",
        "en": "with the builder below; the typed dice counts are then ignored. "
        "Pieces across a pass or in unrest give no dice",
    },
)


def builder_field(attacker: Side, defender: Side, bonus: tuple[Field, ...]) -> GroupField:
    """The dice builder: what each side has on the map, and the attacker's bonus dice."""
    return GroupField(
        name="builder",
        label={"ru": "Конструктор костей", "pt": "Montagem dos dados", "en": "Dice builder"},
        required=False,
        unused_unless=USE_BUILDER_FIELD,
        fields=(
            GroupField(
                name=attacker,
                label=BUILDER_LABELS[attacker, True],
                required=False,
                fields=(*map_fields(attacker), *bonus),
            ),
            GroupField(
                name=defender,
                label=BUILDER_LABELS[defender, False],
                required=False,
                fields=map_fields(defender),
            ),
        ),
    )


# --- Parsing -------------------------------------------------------------------------------


def map_dice(side: Side, raw: dict[str, Any]) -> MapDice:
    """One side's group of the builder, as the rules take it."""
    adjacent_helpers, helper_in_target = HELPER_ITEMS[side]
    return MapDice(
        raw["adjacent_spaces"],
        raw[adjacent_helpers],
        raw["adjacent_stacks"],
        raw[helper_in_target],
        raw["stack_in_target"],
    )
