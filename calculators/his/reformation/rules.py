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
from ..data import AUGSBURG_CONFESSION_MODIFIER, AUTOMATIC_SUCCESS_ROLL, CALVIN_OR_FULL_BIBLE_MODIFIER
from . import pools
from .pools import DiceLine, DicePool, MapDice

# --- Terms ----------------------------------------------------------------------------------

AttemptKind: TypeAlias = Literal["reformation", "counter_reformation"]


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
        return pools.typed_pool("protestant", inp.protestant_dice), pools.typed_pool("papal", inp.papal_dice)
    protestant = (*pools.base_dice("protestant", inp.protestant_map), *protestant_bonus)
    papal = (*pools.base_dice("papal", inp.papal_map), *papal_bonus)
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
    bonus = pools.reformation_bonus_dice(
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
    return dice_pools(inp, [], pools.counter_reformation_bonus_dice(inp.debater_bonus))


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
