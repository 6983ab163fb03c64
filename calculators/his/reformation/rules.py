"""Reformation and Counter Reformation attempts: the rules (rulebook §18.3-18.4).

sources/seeds/his-diet-of-worms.txt «Тезисов Лютера»: "Протестанты производят 5 попыток
обращения, нацеленных на немецкую языковую зону, в каждой из которых бросают 1 дополнительную
кость. Разрешение этих попыток описано в 18.3."  The resolution is in sources/here-i-stand.md §9
("§9" below), a paraphrase of the 500th Anniversary rulebook [S1] §18.3-18.4:

* each side rolls its dice and only its highest single (modified) die counts;
* Reformation: the attacker's highest roll of 6 or more in the target language zone flips the
  space at once; otherwise the Papacy rolls, the higher die wins, and a tie goes to the
  attacker inside the target language zone and to the Papacy elsewhere;
* Counter Reformation: the Papacy attacks; automatic success and won ties need the target
  language zone and Paul III or Julius III; Augsburg Confession takes 1 from every Papal die.

Two calculators share these rules: ``his.reformation`` and ``his.counter_reformation``.  Each
takes the two dice counts as typed by the player, or builds them from what is on the map (the
"dice builder"), and gives the exact chance of one attempt and of a series of attempts with the
same odds.  Everything is exact (:class:`~fractions.Fraction`); floats only in the output.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Literal, TypeAlias

from ... import dice
from ..data import (
    AUGSBURG_CONFESSION_MODIFIER,
    AUTOMATIC_SUCCESS_ROLL,
    CALVIN_OR_FULL_BIBLE_MODIFIER,
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

# --- Terms ----------------------------------------------------------------------------------

AttemptKind: TypeAlias = Literal["reformation", "counter_reformation"]
Side: TypeAlias = Literal["protestant", "papal"]


# --- Dice pools: the dice builder -------------------------------------------------------------


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


def base_dice(side: Side, m: MapDice) -> list[DiceLine]:
    """The base dice of ``side`` (§9), with the "never fewer than 1" die if nothing counts."""
    adjacent_helpers, helper_in_target = HELPER_ITEMS[side]
    lines: list[DiceLine] = []

    def add(item: str, count: int, per: int) -> None:
        if count:
            lines.append(DiceLine(item, count, count * per))

    # §9: "1 per adjacent Protestant space" / "1 per adjacent Catholic space".
    add("adjacent_spaces", m.adjacent_spaces, RELIGIOUS_DICE_PER_ADJACENT_SPACE)
    # §9: "1 per adjacent reformer" / "1 per adjacent Jesuit university".
    add(adjacent_helpers, m.adjacent_helpers, RELIGIOUS_DICE_PER_ADJACENT_REFORMER_OR_UNIVERSITY)
    # §9: "1 per adjacent stack of Protestant land units (one unit is a stack)" / "1 per
    # adjacent Catholic stack".
    add("adjacent_stacks", m.adjacent_stacks, RELIGIOUS_DICE_PER_ADJACENT_STACK)
    # §9: "2 if a reformer is in the target" / "2 for a university in the target".
    add(helper_in_target, int(m.helper_in_target), RELIGIOUS_DICE_REFORMER_OR_UNIVERSITY_IN_TARGET)
    # §9: "2 if a Protestant stack is in the target" / "2 for a Catholic stack in the target".
    add("stack_in_target", int(m.stack_in_target), RELIGIOUS_DICE_STACK_IN_TARGET)
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
    lines: list[DiceLine] = []
    # §9: "+1 if Printing Press was played this turn".
    if printing_press:
        lines.append(DiceLine("printing_press", 1, PRINTING_PRESS_BONUS_DICE))
    # sources/seeds/his-diet-of-worms.txt «Тезисов Лютера»: «в каждой из которых бросают 1
    # дополнительную кость» (§9: "+1 for an attempt from Luther's 95 Theses").
    if ninety_five_theses:
        lines.append(DiceLine("ninety_five_theses", 1, NINETY_FIVE_THESES_BONUS_DICE))
    # §9: "+1 for an applicable debater bonus".
    if debater:
        lines.append(DiceLine("debater_bonus", 1, REFORMATION_DEBATER_BONUS_DICE))
    return lines


def counter_reformation_bonus_dice(debater: int) -> list[DiceLine]:
    """The Papacy's bonus dice of a Counter Reformation attempt (§9)."""
    # §9: "+1 or +2 bonus dice from an applicable debater bonus".
    return [DiceLine("debater_bonus", debater, debater)] if debater else []


# --- Resolving one attempt --------------------------------------------------------------------


@dataclass(frozen=True)
class AttemptRules:
    """How this attempt is resolved, with the reasons as keys of the report's lines."""

    modifier: int  # added to every die of the attacker
    automatic_possible: bool
    attacker_wins_ties: bool
    notes: tuple[str, ...]


def reformation_rules(*, in_target_zone: bool, plus_one: bool) -> AttemptRules:
    """§18.3 as §9 gives it, for a target in or outside the target language zone."""
    notes: list[str] = []
    modifier = 0
    if plus_one:
        # §9: "+1 to every Protestant die if the attempt comes from Calvin's Institutes or a
        # Full Bible translation and the target is in the target language zone".
        if in_target_zone:
            modifier = CALVIN_OR_FULL_BIBLE_MODIFIER
            notes.append("plus_one")
        else:
            notes.append("plus_one_outside")
    # §9: "Automatic success: highest modified roll 6 or more and the target in the target
    # language zone: flipped with no Papal roll."
    notes.append("automatic_in_zone" if in_target_zone else "no_automatic_outside")
    # §9: "Tie: the attempting power wins inside the target language zone(s), the Papacy
    # wins everywhere else."
    notes.append("ties_protestant_in_zone" if in_target_zone else "ties_papacy_outside")
    return AttemptRules(modifier, in_target_zone, in_target_zone, tuple(notes))


def counter_reformation_rules(
    *, in_target_zone: bool, paul_or_julius: bool, augsburg_confession: bool
) -> AttemptRules:
    """§18.4 as §9 gives it."""
    notes: list[str] = []
    modifier = 0
    if augsburg_confession:
        # §9: "-1 to every Papal die if Augsburg Confession was played this turn".
        modifier = AUGSBURG_CONFESSION_MODIFIER
        notes.append("augsburg")
    # §9: "Automatic success only if the highest modified Papal roll is 6, the target is in
    # the target language zone, and Paul III or Julius III rules the Papacy."  With Augsburg
    # Confession the highest modified roll is 5, so the dice themselves rule it out.
    automatic_possible = in_target_zone and paul_or_julius
    if not in_target_zone:
        notes.append("no_automatic_outside")
    elif not paul_or_julius:
        notes.append("no_automatic_no_pope")
    elif augsburg_confession:
        notes.append("no_automatic_augsburg")
    else:
        notes.append("automatic_paul_julius")
    # §9: "Tie: the Papacy wins only inside the target zone with Paul III or Julius III
    # ruling; otherwise the Protestant wins ties."
    if automatic_possible:
        notes.append("ties_papacy_paul_julius")
    elif not in_target_zone:
        notes.append("ties_protestant_outside")
    else:
        notes.append("ties_protestant_no_pope")
    return AttemptRules(modifier, automatic_possible, automatic_possible, tuple(notes))


@dataclass(frozen=True)
class AttemptOdds:
    """The chance of one attempt: at once, or after the defender's roll."""

    automatic: Fraction
    after_roll: Fraction

    @property
    def success(self) -> Fraction:
        return self.automatic + self.after_roll

    @property
    def failure(self) -> Fraction:
        return 1 - self.success


def resolve_attempt(attacker_dice: int, defender_dice: int, rules: AttemptRules) -> AttemptOdds:
    """Exact odds of one attempt: only the highest single die of each side counts (§9)."""
    attacker = dice.highest(attacker_dice, rules.modifier)
    defender = dice.highest(defender_dice)
    automatic = Fraction(0)
    after_roll = Fraction(0)
    for roll, p in attacker.items():
        if rules.automatic_possible and roll >= AUTOMATIC_SUCCESS_ROLL:
            # The space flips with no roll of the defender.
            automatic += p
            continue
        for defence, q in defender.items():
            # §9: higher wins; a tie goes to the side the rules name.
            if roll > defence or (roll == defence and rules.attacker_wins_ties):
                after_roll += p * q
    return AttemptOdds(automatic, after_roll)


def reformation_odds(
    protestant_dice: int, papal_dice: int, *, in_target_zone: bool, plus_one: bool = False
) -> AttemptOdds:
    """The odds of one Reformation attempt with these final dice counts."""
    rules = reformation_rules(in_target_zone=in_target_zone, plus_one=plus_one)
    return resolve_attempt(protestant_dice, papal_dice, rules)


def counter_reformation_odds(
    papal_dice: int,
    protestant_dice: int,
    *,
    in_target_zone: bool,
    paul_or_julius: bool = False,
    augsburg_confession: bool = False,
) -> AttemptOdds:
    """The odds of one Counter Reformation attempt with these final dice counts."""
    rules = counter_reformation_rules(
        in_target_zone=in_target_zone, paul_or_julius=paul_or_julius, augsburg_confession=augsburg_confession
    )
    return resolve_attempt(papal_dice, protestant_dice, rules)


# --- Result ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class AttemptResult:
    """One attempt's dice, rules and odds, and the series of ``attempts`` with the same odds."""

    kind: AttemptKind
    target: str
    attacker: DicePool
    defender: DicePool
    in_target_zone: bool
    rules: AttemptRules
    odds: AttemptOdds
    attempts: int
    # k -> chance that exactly k of the attempts succeed (independent, same odds).
    flips: dict[int, Fraction]

    @property
    def protestant(self) -> DicePool:
        return self.attacker if self.attacker.side == "protestant" else self.defender

    @property
    def papal(self) -> DicePool:
        return self.attacker if self.attacker.side == "papal" else self.defender

    @property
    def expected_flips(self) -> Fraction:
        return self.attempts * self.odds.success

    def at_least(self, k: int) -> Fraction:
        return sum((p for n, p in self.flips.items() if n >= k), Fraction(0))


# --- The two calculators' inputs ---------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class AttemptInput:
    """What both kinds of attempt take: the target, the dice as typed or the map they are built
    from, and how many attempts of the series share these odds."""

    target: str
    protestant_dice: int
    papal_dice: int
    in_target_zone: bool
    attempts: int
    use_builder: bool
    protestant_map: MapDice
    papal_map: MapDice


@dataclass(frozen=True, kw_only=True)
class ReformationInput(AttemptInput):
    plus_one: bool
    printing_press: bool
    ninety_five_theses: bool
    debater_bonus: bool


@dataclass(frozen=True, kw_only=True)
class CounterReformationInput(AttemptInput):
    paul_or_julius: bool
    augsburg_confession: bool
    debater_bonus: int


def dice_pools(
    inp: AttemptInput, protestant_bonus: list[DiceLine], papal_bonus: list[DiceLine]
) -> tuple[DicePool, DicePool]:
    """(Protestant, Papal) dice: built from the map with each side's bonus dice, or as typed."""
    if not inp.use_builder:
        return typed_pool("protestant", inp.protestant_dice), typed_pool("papal", inp.papal_dice)
    protestant = (*base_dice("protestant", inp.protestant_map), *protestant_bonus)
    papal = (*base_dice("papal", inp.papal_map), *papal_bonus)
    return DicePool("protestant", protestant, built=True), DicePool("papal", papal, built=True)


def series(
    kind: AttemptKind, inp: AttemptInput, attacker: DicePool, defender: DicePool, rules: AttemptRules
) -> AttemptResult:
    """One attempt's odds, and the chance of each number of flips in ``inp.attempts`` attempts."""
    odds = resolve_attempt(attacker.dice, defender.dice, rules)
    flips = dice.binomial(inp.attempts, odds.success)
    return AttemptResult(
        kind, inp.target, attacker, defender, inp.in_target_zone, rules, odds, inp.attempts, flips
    )


def reformation_pools(inp: ReformationInput) -> tuple[DicePool, DicePool]:
    """(Protestant, Papal) dice of a Reformation attempt: the Protestant's bonus dice added."""
    bonus = reformation_bonus_dice(
        printing_press=inp.printing_press,
        ninety_five_theses=inp.ninety_five_theses,
        debater=inp.debater_bonus,
    )
    return dice_pools(inp, bonus, [])


def counter_reformation_pools(inp: CounterReformationInput) -> tuple[DicePool, DicePool]:
    """(Protestant, Papal) dice of a Counter Reformation attempt: the Papacy's bonus added."""
    # §9: "Otherwise the Protestant rolls (1 per adjacent Protestant space, adjacent reformer,
    # adjacent Protestant stack; 2 for a reformer or a Protestant stack in the target; never
    # fewer than 1)": the same base dice as in a Reformation attempt, with no bonus.
    return dice_pools(inp, [], counter_reformation_bonus_dice(inp.debater_bonus))


def compute_reformation(inp: ReformationInput) -> AttemptResult:
    protestant, papal = reformation_pools(inp)
    rules = reformation_rules(in_target_zone=inp.in_target_zone, plus_one=inp.plus_one)
    return series("reformation", inp, protestant, papal, rules)


def compute_counter_reformation(inp: CounterReformationInput) -> AttemptResult:
    protestant, papal = counter_reformation_pools(inp)
    rules = counter_reformation_rules(
        in_target_zone=inp.in_target_zone,
        paul_or_julius=inp.paul_or_julius,
        augsburg_confession=inp.augsburg_confession,
    )
    return series("counter_reformation", inp, papal, protestant, rules)
