"""The dice builder's rules: each side's dice as recorded addends (rulebook §18.3-18.4).

A side's dice are typed by the player, or built from what it has next to and in the target
and its bonus dice (sources/here-i-stand.md §9, "§9" below).  Every addend is recorded as a
:class:`DiceLine` when it is applied, so the report's breakdown is this data.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, TypeAlias

from ..data import (
    NINETY_FIVE_THESES_BONUS_DICE,
    PRINTING_PRESS_BONUS_DICE,
    REFORMATION_DEBATER_BONUS_DICE,
    RELIGIOUS_DICE_PER_ADJACENT_REFORMER_OR_UNIVERSITY,
    RELIGIOUS_DICE_PER_ADJACENT_SPACE,
    RELIGIOUS_DICE_PER_ADJACENT_STACK,
    RELIGIOUS_DICE_REFORMER_OR_UNIVERSITY_IN_TARGET,
    RELIGIOUS_DICE_STACK_IN_TARGET,
    RELIGIOUS_MINIMUM_DICE,
)

Side: TypeAlias = Literal["protestant", "papal"]


@dataclass(frozen=True)
class DiceLine:
    """One addend of a side's dice, recorded when it is applied (the breakdown is data).

    ``item`` is a stable key (``adjacent_spaces``, ``minimum``, ``printing_press``, ``typed``…),
    ``count`` how many of it there are (1 for a yes/no item), ``dice`` the dice it adds.
    """

    item: str
    count: int
    dice: int


@dataclass(frozen=True)
class DicePool:
    """A side's dice: the sum of its recorded lines."""

    side: Side
    lines: tuple[DiceLine, ...]
    built: bool  # True: from the dice builder; False: typed by the player

    @property
    def dice(self) -> int:
        return sum(line.dice for line in self.lines)


def typed_pool(side: Side, count: int) -> DicePool:
    """Dice typed by the player: one line, used as they are."""
    return DicePool(side, (DiceLine("typed", count, count),), built=False)


@dataclass(frozen=True)
class MapDice:
    """What one side has next to and in the target (§9, base dice).

    ``helpers`` are reformers for the Protestant and Jesuit universities for the Papacy.
    Pieces across a pass or in a space in unrest are not counted by the player (§9:
    "Adjacent items across a pass or in a space in unrest give nothing").
    """

    adjacent_spaces: int = 0
    adjacent_helpers: int = 0
    adjacent_stacks: int = 0
    helper_in_target: bool = False
    stack_in_target: bool = False


# Item keys of the breakdown, per side (the JSON names of the builder fields).
HELPER_ITEMS: dict[Side, tuple[str, str]] = {
    "protestant": ("adjacent_reformers", "reformer_in_target"),
    "papal": ("adjacent_universities", "university_in_target"),
}

# The dice of each item of the builder, by its key (§9): a count gives them per piece, a yes/no
# item once if ticked.  The rules below apply these numbers and the form shows them.  The
# Counter Reformation's debater bonus is typed as dice (§9: "+1 or +2") and is not here.
ITEM_DICE: dict[str, int] = {
    "adjacent_spaces": RELIGIOUS_DICE_PER_ADJACENT_SPACE,
    "adjacent_reformers": RELIGIOUS_DICE_PER_ADJACENT_REFORMER_OR_UNIVERSITY,
    "adjacent_universities": RELIGIOUS_DICE_PER_ADJACENT_REFORMER_OR_UNIVERSITY,
    "adjacent_stacks": RELIGIOUS_DICE_PER_ADJACENT_STACK,
    "reformer_in_target": RELIGIOUS_DICE_REFORMER_OR_UNIVERSITY_IN_TARGET,
    "university_in_target": RELIGIOUS_DICE_REFORMER_OR_UNIVERSITY_IN_TARGET,
    "stack_in_target": RELIGIOUS_DICE_STACK_IN_TARGET,
    "printing_press": PRINTING_PRESS_BONUS_DICE,
    "ninety_five_theses": NINETY_FIVE_THESES_BONUS_DICE,
    "debater_bonus": REFORMATION_DEBATER_BONUS_DICE,
}


def item_lines(item: str, count: int) -> list[DiceLine]:
    """The line of ``count`` pieces (or a ticked box, 1) of ``item``; none if there are none."""
    return [DiceLine(item, count, count * ITEM_DICE[item])] if count else []


def base_dice(side: Side, m: MapDice) -> list[DiceLine]:
    """The base dice of ``side`` (§9), with the "never fewer than 1" die if nothing counts."""
    adjacent_helpers, helper_in_target = HELPER_ITEMS[side]
    lines = [
        # §9: "1 per adjacent Protestant space" / "1 per adjacent Catholic space".
        *item_lines("adjacent_spaces", m.adjacent_spaces),
        # §9: "1 per adjacent reformer" / "1 per adjacent Jesuit university".
        *item_lines(adjacent_helpers, m.adjacent_helpers),
        # §9: "1 per adjacent stack of Protestant land units (one unit is a stack)" / "1 per
        # adjacent Catholic stack".
        *item_lines("adjacent_stacks", m.adjacent_stacks),
        # §9: "2 if a reformer is in the target" / "2 for a university in the target".
        *item_lines(helper_in_target, int(m.helper_in_target)),
        # §9: "2 if a Protestant stack is in the target" / "2 for a Catholic stack in the target".
        *item_lines("stack_in_target", int(m.stack_in_target)),
    ]
    # §9: "never fewer than 1".
    # NOTE: §9 states the minimum at the end of the base dice and lists the bonus dice
    # after it, so the minimum is applied to the base dice, before any bonus die is added.
    base = sum(line.dice for line in lines)
    if base < RELIGIOUS_MINIMUM_DICE:
        lines.append(DiceLine("minimum", 1, RELIGIOUS_MINIMUM_DICE - base))
    return lines


def reformation_bonus_dice(
    *, printing_press: bool, ninety_five_theses: bool, debater: bool
) -> list[DiceLine]:
    """The Protestant's bonus dice of a Reformation attempt (§9, "Bonus dice")."""
    return [
        # §9: "+1 if Printing Press was played this turn".
        *item_lines("printing_press", int(printing_press)),
        # sources/seeds/his-diet-of-worms.txt «Тезисов Лютера»: «в каждой из которых бросают 1
        # дополнительную кость» (§9: "+1 for an attempt from Luther's 95 Theses").
        *item_lines("ninety_five_theses", int(ninety_five_theses)),
        # §9: "+1 for an applicable debater bonus".
        *item_lines("debater_bonus", int(debater)),
    ]


def counter_reformation_bonus_dice(debater: int) -> list[DiceLine]:
    """The Papacy's bonus dice of a Counter Reformation attempt (§9)."""
    # §9: "+1 or +2 bonus dice from an applicable debater bonus".
    return [DiceLine("debater_bonus", debater, debater)] if debater else []
