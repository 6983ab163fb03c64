"""The inputs of ``his.reformation`` and ``his.counter_reformation`` (the contract of issue 6).

The two dice counts, the target language zone, the optional modifiers and attempts, and the
optional dice builder (its fields in ``builder.py``).  The two calculators' fields have one
shape, the attacker first.  Parsing checks what no single field can: the 95 Theses' attempts
against the Printing Press and the +1 a die, and built dice against the bound of typed ones.
"""

from __future__ import annotations

from typing import Any

from ...errors import InputError, InputErrors
from ...i18n import Text, filled, fmt_signed
from ...spec import BoolField, Field, IntField, TextField
from ..data import (
    ATTEMPTS_MAX,
    AUGSBURG_CONFESSION_MODIFIER,
    CALVIN_OR_FULL_BIBLE_MODIFIER,
    RELIGIOUS_DICE_MAX,
    RELIGIOUS_MINIMUM_DICE,
    THESES_AND_DIET_TURN,
)
from .builder import (
    COUNTER_REFORMATION_BONUS_FIELDS,
    REFORMATION_BONUS_FIELDS,
    USE_BUILDER_FIELD,
    builder_field,
    map_dice,
    optional_flag,
)
from .labels import (
    ATTEMPT_TEXT,
    CARD_NAMES,
    DICE_LABELS,
    PLUS_ONE,
    PLUS_ONE_NOT_THESES,
    PRESS_BEFORE_THESES,
    THESES_ZONE_HELP,
    TOO_MANY_BUILT_DICE,
    ZONE_HELP,
    attempts_help,
)
from .pools import HELPER_ITEMS, DicePool, Side
from .rules import CounterReformationInput, ReformationInput, counter_reformation_pools, reformation_pools

# --- Fields ---------------------------------------------------------------------------------


def dice_field(
    side: Side,
    default: int = RELIGIOUS_MINIMUM_DICE,
    help: Text | None = None,
    unused_when: Field | None = None,
) -> IntField:
    """A side's final dice, bonus dice included (also a column of ``his.reformation_targets``)."""
    return IntField(
        name=f"{side}_dice",
        label=DICE_LABELS[side],
        help=help,
        minimum=RELIGIOUS_MINIMUM_DICE,
        maximum=RELIGIOUS_DICE_MAX,
        default=default,
        unused_when=unused_when,
    )


def zone_field(label: Text, help: Text | None = None) -> BoolField:
    """Whether the target is in the target language zone (also a column of ``his.reformation_targets``)."""
    return BoolField(name="in_target_zone", label=label, help=help, default=True)


FINAL_DICE_HELP: Text = filled(
    ATTEMPT_TEXT["final_dice.help"], min=RELIGIOUS_MINIMUM_DICE, max=RELIGIOUS_DICE_MAX
)


TARGET_FIELD = TextField(
    name="target", label=ATTEMPT_TEXT["target"], help=ATTEMPT_TEXT["target.help"], required=False
)


def attempt_fields(
    attacker: Side,
    defender: Side,
    *,
    dice: tuple[int, int],
    zone_help: Text,
    modifiers: tuple[Field, ...],
    attempts_help: Text,
    bonus: tuple[Field, ...],
) -> tuple[Field, ...]:
    """The fields of one kind of attempt, the attacker's first (``dice``: the default counts)."""
    attempts = IntField.from_one(
        "attempts", ATTEMPT_TEXT["attempts"], ATTEMPTS_MAX, help=attempts_help, required=False
    )
    return (
        TARGET_FIELD,
        dice_field(attacker, dice[0], FINAL_DICE_HELP, USE_BUILDER_FIELD),
        dice_field(defender, dice[1], FINAL_DICE_HELP, USE_BUILDER_FIELD),
        zone_field(ATTEMPT_TEXT["in_target_zone"], zone_help),
        *modifiers,
        attempts,
        USE_BUILDER_FIELD,
        builder_field(attacker, defender, bonus),
    )


CALVIN = fmt_signed(CALVIN_OR_FULL_BIBLE_MODIFIER)
AUGSBURG = fmt_signed(AUGSBURG_CONFESSION_MODIFIER)

REFORMATION_FIELDS = attempt_fields(
    "protestant",
    "papal",
    dice=(3, 1),
    zone_help=THESES_ZONE_HELP,
    modifiers=(optional_flag("plus_one", PLUS_ONE, ATTEMPT_TEXT["plus_one.help"]),),
    attempts_help=attempts_help("reformation", ("Carlstadt", "Calvin")),
    bonus=REFORMATION_BONUS_FIELDS,
)

COUNTER_REFORMATION_FIELDS = attempt_fields(
    "papal",
    "protestant",
    dice=(2, 2),
    zone_help=ZONE_HELP,
    modifiers=(
        optional_flag("paul_or_julius", ATTEMPT_TEXT["paul_or_julius"], ATTEMPT_TEXT["paul_or_julius.help"]),
        optional_flag(
            "augsburg_confession",
            CARD_NAMES["augsburg_confession"],
            filled(ATTEMPT_TEXT["augsburg_confession.help"], augsburg=AUGSBURG),
        ),
    ),
    attempts_help=attempts_help("counter_reformation", ("Cajetan", "Caraffa")),
    bonus=COUNTER_REFORMATION_BONUS_FIELDS,
)


# --- Parsing -------------------------------------------------------------------------------


def _attempt(clean: dict[str, Any]) -> dict[str, Any]:
    """The arguments both kinds of attempt take (:class:`~.rules.AttemptInput`)."""
    return {
        "target": clean["target"],
        "protestant_dice": clean["protestant_dice"],
        "papal_dice": clean["papal_dice"],
        "in_target_zone": clean["in_target_zone"],
        "attempts": clean["attempts"],
        "use_builder": clean["use_builder"],
        "protestant_map": map_dice("protestant", clean["builder"]["protestant"]),
        "papal_map": map_dice("papal", clean["builder"]["papal"]),
    }


def held_to_the_bound(pools: tuple[DicePool, ...], clean: dict[str, Any]) -> None:
    """A side's dice built from the map are held to the bound of a typed count (1 to
    RELIGIOUS_DICE_MAX): refused on the side's largest count, with the number they make."""
    errors = []
    for pool in pools:
        if not pool.built or pool.dice <= RELIGIOUS_DICE_MAX:
            continue
        adjacent_helpers, _ = HELPER_ITEMS[pool.side]
        counts = clean["builder"][pool.side]
        largest = max(("adjacent_spaces", adjacent_helpers, "adjacent_stacks"), key=lambda name: counts[name])
        errors.append(
            InputError(
                f"builder.{pool.side}.{largest}",
                "too_many_dice",
                {"n": pool.dice, "max": RELIGIOUS_DICE_MAX},
                TOO_MANY_BUILT_DICE,
            )
        )
    if errors:
        raise InputErrors(errors)


def parse_reformation(clean: dict[str, Any]) -> ReformationInput:
    bonus = clean["builder"]["protestant"]
    theses = clean["use_builder"] and bonus["ninety_five_theses"]
    errors = []
    # The 95 Theses' attempts come before the cards are dealt: no Printing Press yet.
    if theses and bonus["printing_press"]:
        errors.append(
            InputError(
                "builder.protestant.printing_press",
                "press_before_theses",
                {"turn": THESES_AND_DIET_TURN},
                PRESS_BEFORE_THESES,
            )
        )
    # Nor are they Calvin's Institutes' or a Full Bible's, whose attempts get +1 a die.
    if theses and clean["plus_one"]:
        errors.append(InputError("plus_one", "plus_one_not_theses", {"calvin": CALVIN}, PLUS_ONE_NOT_THESES))
    if errors:
        raise InputErrors(errors)
    inp = ReformationInput(
        **_attempt(clean),
        plus_one=clean["plus_one"],
        printing_press=bonus["printing_press"],
        ninety_five_theses=bonus["ninety_five_theses"],
        debater_bonus=bonus["debater_bonus"],
    )
    held_to_the_bound(reformation_pools(inp), clean)
    return inp


def parse_counter_reformation(clean: dict[str, Any]) -> CounterReformationInput:
    inp = CounterReformationInput(
        **_attempt(clean),
        paul_or_julius=clean["paul_or_julius"],
        augsburg_confession=clean["augsburg_confession"],
        debater_bonus=clean["builder"]["papal"]["debater_bonus"],
    )
    held_to_the_bound(counter_reformation_pools(inp), clean)
    return inp
