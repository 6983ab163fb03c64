"""Property tests of the Reformation calculators (sources/here-i-stand.md §9): the odds keep the shape
the rules give them whatever the dice.  (Hostile input for every calculator: test_properties_all.py.)"""

from __future__ import annotations

import dataclasses
import functools
from typing import TYPE_CHECKING, Any, TypeVar

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calculators import api
from calculators.base import Calculator
from calculators.errors import InputErrors
from calculators.his.data import RELIGIOUS_DICE_MAX
from calculators.his.reformation import COUNTER_REFORMATION, REFORMATION
from calculators.his.reformation.rules import (
    AttemptResult,
    CounterReformationInput,
    ReformationInput,
    compute_counter_reformation,
    compute_reformation,
    counter_reformation_odds,
    reformation_odds,
)
from calculators.registry import find
from calculators.spec import default_input, to_form

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

Given = TypeVar("Given", bound="DataclassInstance")

DICE = st.integers(min_value=1, max_value=20)


def attempts_of(calc: Calculator[Given, Any], *switches: str) -> st.SearchStrategy[Given]:
    """Inputs of ``calc`` with no dice builder (no target, empty map, no bonus): any dice on
    either side, in the target language zone or not, 1 to 20 attempts, and each of the boxes
    ``switches`` ticked or not."""
    start = calc.parse(default_input(calc.fields))
    return st.builds(
        functools.partial(dataclasses.replace, start),
        protestant_dice=DICE,
        papal_dice=DICE,
        in_target_zone=st.booleans(),
        attempts=st.integers(1, 20),
        **{name: st.booleans() for name in switches},
    )


def _valid_series(r: AttemptResult) -> None:
    """The odds of one attempt and of its series, whatever the kind of attempt."""
    # Probabilities in [0, 1]; success includes automatic.
    assert 0 <= r.odds.automatic <= r.odds.success <= 1
    assert r.odds.success + r.odds.failure == 1
    # The series: exactly k for k = 0..attempts sums to 1, its mean is attempts x success.
    assert list(r.flips) == list(range(r.attempts + 1))
    assert sum(r.flips.values()) == 1
    assert sum(k * q for k, q in r.flips.items()) == r.expected_flips == r.attempts * r.odds.success


@settings(max_examples=200, deadline=None)
@given(attempts_of(REFORMATION, "plus_one"))
def test_reformation_invariants(inp: ReformationInput) -> None:
    r = compute_reformation(inp)
    _valid_series(r)
    # sources/here-i-stand.md §9: no automatic success outside the target language zone.
    if not inp.in_target_zone:
        assert r.odds.automatic == 0


@settings(max_examples=200, deadline=None)
@given(p=st.integers(1, 19), c=DICE, in_zone=st.booleans(), plus_one=st.booleans())
def test_more_protestant_dice_never_lower_reformation_success(
    p: int, c: int, in_zone: bool, plus_one: bool
) -> None:
    fewer = reformation_odds(p, c, in_target_zone=in_zone, plus_one=plus_one)
    more = reformation_odds(p + 1, c, in_target_zone=in_zone, plus_one=plus_one)
    assert more.success >= fewer.success
    assert more.automatic >= fewer.automatic
    # ... and more Papal dice never raise it.
    if c < 20:
        assert reformation_odds(p, c + 1, in_target_zone=in_zone, plus_one=plus_one).success <= fewer.success


@settings(max_examples=200, deadline=None)
@given(p=DICE, c=DICE, pope=st.booleans(), augsburg=st.booleans())
def test_zone_and_plus_one_never_hurt_the_attacker(p: int, c: int, pope: bool, augsburg: bool) -> None:
    # sources/here-i-stand.md §9: the zone gives automatic success and ties; the +1 only adds.
    outside = reformation_odds(p, c, in_target_zone=False)
    inside = reformation_odds(p, c, in_target_zone=True)
    assert inside.success >= outside.success
    assert reformation_odds(p, c, in_target_zone=True, plus_one=True).success >= inside.success
    # Counter Reformation: Paul III or Julius III never hurts, Augsburg Confession never helps.
    base = counter_reformation_odds(p, c, in_target_zone=True, augsburg_confession=augsburg)
    assert (
        counter_reformation_odds(
            p, c, in_target_zone=True, paul_or_julius=True, augsburg_confession=augsburg
        ).success
        >= base.success
    )
    assert counter_reformation_odds(
        p, c, in_target_zone=True, paul_or_julius=pope, augsburg_confession=True
    ).success <= (counter_reformation_odds(p, c, in_target_zone=True, paul_or_julius=pope).success)


@settings(max_examples=200, deadline=None)
@given(attempts_of(COUNTER_REFORMATION, "paul_or_julius", "augsburg_confession"))
def test_counter_reformation_invariants(inp: CounterReformationInput) -> None:
    r = compute_counter_reformation(inp)
    _valid_series(r)
    # sources/here-i-stand.md §9: automatic success needs the zone and Paul III or Julius III, and Augsburg rules it out.
    if inp.augsburg_confession or not (inp.in_target_zone and inp.paul_or_julius):
        assert r.odds.automatic == 0
    # More Papal dice never lower the Papacy's chance.
    if inp.papal_dice < 20:
        more = counter_reformation_odds(
            inp.papal_dice + 1,
            inp.protestant_dice,
            in_target_zone=inp.in_target_zone,
            paul_or_julius=inp.paul_or_julius,
            augsburg_confession=inp.augsburg_confession,
        )
        assert more.success >= r.odds.success


counts = st.integers(0, 10)


@settings(max_examples=200, deadline=None)
@given(
    spaces=counts,
    helpers=counts,
    stacks=counts,
    helper_in=st.booleans(),
    stack_in=st.booleans(),
    # Printing Press, 95 Theses, debater: not the first two together (the 95 Theses come
    # before the cards are dealt; test_his_reformation.py checks that it is refused).
    bonuses=st.tuples(st.booleans(), st.booleans(), st.booleans()).filter(lambda b: not (b[0] and b[1])),
)
def test_builder_gives_at_least_one_die_and_its_lines_add_up(
    spaces: int, helpers: int, stacks: int, helper_in: bool, stack_in: bool, bonuses: tuple[bool, bool, bool]
) -> None:
    calc = find("his.reformation")
    builder = {
        "protestant": {
            "adjacent_spaces": spaces,
            "adjacent_reformers": helpers,
            "adjacent_stacks": stacks,
            "reformer_in_target": helper_in,
            "stack_in_target": stack_in,
            "printing_press": bonuses[0],
            "ninety_five_theses": bonuses[1],
            "debater_bonus": bonuses[2],
        },
        "papal": {
            "adjacent_spaces": stacks,
            "adjacent_universities": spaces,
            "adjacent_stacks": helpers,
            "university_in_target": stack_in,
            "stack_in_target": helper_in,
        },
    }
    payload = {
        "protestant_dice": 1,
        "papal_dice": 1,
        "in_target_zone": True,
        "use_builder": True,
        "builder": builder,
    }
    base = spaces + helpers + stacks + 2 * helper_in + 2 * stack_in
    protestant, papal = max(base, 1) + sum(bonuses), max(base, 1)
    if max(protestant, papal) > RELIGIOUS_DICE_MAX:
        # Past the bound of a typed count: refused on the builder, saying how many it made.
        with pytest.raises(InputErrors) as caught:
            api.run("his.reformation", payload)
        made = [p for p in (protestant, papal) if p > RELIGIOUS_DICE_MAX]
        assert [e.params["n"] for e in caught.value.errors] == made
        assert {e.code for e in caught.value.errors} == {"too_many_dice"}
        return
    out = api.run("his.reformation", payload)
    assert out["protestant_dice"] == protestant
    assert out["papal_dice"] == papal
    for side in ("protestant", "papal"):
        assert sum(x["dice"] for x in out["breakdown"][side]) == out[f"{side}_dice"]
    # The same input through the page's form gives the same result.
    assert api.run_form("his.reformation", to_form(calc.fields, payload), "ru")["result"] == out
