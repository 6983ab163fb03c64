"""The dice builder of ``his.reformation`` and ``his.counter_reformation``: its fields and their
reading into :class:`~.pools.MapDice`.

What each side has next to and in the target, and the attacker's bonus dice
(sources/here-i-stand.md §9), behind the box that replaces the typed dice counts.
"""

from __future__ import annotations

from typing import Any

from ...i18n import OR, Text, filled, join_names
from ...spec import BoolField, Field, GroupField, IntField
from ..data import BUILDER_COUNT_MAX, COUNTER_REFORMATION_DEBATER_BONUS_MAX
from .labels import (
    BUILDER_LABELS,
    BUILDER_TEXT,
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
    return (
        optional_count("adjacent_spaces", spaces, per_die(ITEM_DICE["adjacent_spaces"])),
        optional_count(adjacent_helpers, helpers, per_die(ITEM_DICE[adjacent_helpers])),
        optional_count(
            "adjacent_stacks",
            BUILDER_TEXT["adjacent_stacks"],
            filled(BUILDER_TEXT["adjacent_stacks.help"], dice=ITEM_DICE["adjacent_stacks"]),
        ),
        optional_flag(
            helper_in_target,
            with_dice(helper_in, ITEM_DICE[helper_in_target]),
            HELPER_IN_TARGET_HELP[side],
        ),
        optional_flag(
            "stack_in_target",
            with_dice(BUILDER_TEXT["stack_in_target"], ITEM_DICE["stack_in_target"]),
        ),
    )


REFORMATION_BONUS_FIELDS: tuple[Field, ...] = (
    optional_flag(
        "printing_press",
        with_dice(CARD_NAMES["printing_press"], ITEM_DICE["printing_press"]),
        BUILDER_TEXT["printing_press.help"],
    ),
    optional_flag(
        "ninety_five_theses",
        with_dice(CARD_NAMES["ninety_five_theses"], ITEM_DICE["ninety_five_theses"]),
        BUILDER_TEXT["ninety_five_theses.help"],
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
        filled(
            BUILDER_TEXT["debater_bonus.help"],
            choices={lang: join_names(_DEBATER_DICE, lang, OR) for lang in ("ru", "pt", "en")},
        ),
        maximum=COUNTER_REFORMATION_DEBATER_BONUS_MAX,
    ),
)

USE_BUILDER_FIELD = optional_flag(
    "use_builder",
    BUILDER_TEXT["use_builder"],
    BUILDER_TEXT["use_builder.help"],
)


def builder_field(attacker: Side, defender: Side, bonus: tuple[Field, ...]) -> GroupField:
    """The dice builder: what each side has on the map, and the attacker's bonus dice."""
    return GroupField(
        name="builder",
        label=BUILDER_TEXT["builder"],
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
