"""Here I Stand, Reformation and Counter Reformation attempts (sources/here-i-stand.md §9, the
rulebook [S1] §18.3-18.4; sources/seeds/his-diet-of-worms.txt «Тезисов Лютера»).

Every expected value is worked out by hand in the comments, or checked against an enumeration
of every face of every die that re-reads the rules independently of the calculators' code.
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from typing import Any

import pytest

from calculators import report as rendering
from calculators.api import run, run_form
from calculators.errors import InputErrors
from calculators.his.data import (
    NINETY_FIVE_THESES_ATTEMPTS,
    REFORMATION_EXAMPLE_TARGETS,
)
from calculators.his.reformation.pools import MapDice, base_dice, reformation_bonus_dice
from calculators.his.reformation.rules import (
    AttemptRules,
    counter_reformation_odds,
    reformation_odds,
    resolve_attempt,
)
from calculators.i18n import fmt_percent
from calculators.registry import find
from calculators.spec import to_form, validate

# --- An independent oracle: every face of every die -----------------------------------------


def enumerate_reformation(p: int, c: int, in_zone: bool, plus_one: bool) -> tuple[Fraction, Fraction]:
    """(automatic, success) of a Reformation attempt, counted over all 6^(p+c) rolls."""
    modifier = 1 if plus_one and in_zone else 0  # "+1 ... and the target is in the target language zone"
    automatic = success = 0
    for faces in itertools.product(range(1, 7), repeat=p + c):
        protestant = max(faces[:p]) + modifier  # "Only the highest single (modified) die counts"
        papal = max(faces[p:])
        if in_zone and protestant >= 6:  # "highest modified roll 6 or more and the target in the zone"
            automatic += 1
            success += 1
        elif protestant > papal or (protestant == papal and in_zone):  # tie: attacker in zone only
            success += 1
    total = 6 ** (p + c)
    return Fraction(automatic, total), Fraction(success, total)


def enumerate_counter(p: int, c: int, in_zone: bool, pope: bool, augsburg: bool) -> tuple[Fraction, Fraction]:
    """(automatic, success) of a Counter Reformation attempt (``p`` Papal dice, ``c`` Protestant)."""
    automatic = success = 0
    for faces in itertools.product(range(1, 7), repeat=p + c):
        papal = max(faces[:p]) - (1 if augsburg else 0)  # "-1 to every Papal die"
        protestant = max(faces[p:])
        if papal == 6 and in_zone and pope:  # "only if the highest modified Papal roll is 6, ..."
            automatic += 1
            success += 1
        elif papal > protestant or (papal == protestant and in_zone and pope):
            success += 1
    total = 6 ** (p + c)
    return Fraction(automatic, total), Fraction(success, total)


SMALL_POOLS = [(p, c) for p in range(1, 4) for c in range(1, 4)]


def test_reformation_matches_enumeration_of_all_faces() -> None:
    for (p, c), in_zone, plus_one in itertools.product(SMALL_POOLS, [True, False], [True, False]):
        odds = reformation_odds(p, c, in_target_zone=in_zone, plus_one=plus_one)
        assert (odds.automatic, odds.success) == enumerate_reformation(p, c, in_zone, plus_one), (
            p,
            c,
            in_zone,
            plus_one,
        )


def test_counter_reformation_matches_enumeration_of_all_faces() -> None:
    for (p, c), (in_zone, pope, augsburg) in itertools.product(
        SMALL_POOLS, itertools.product([True, False], repeat=3)
    ):
        odds = counter_reformation_odds(
            p, c, in_target_zone=in_zone, paul_or_julius=pope, augsburg_confession=augsburg
        )
        expected = enumerate_counter(p, c, in_zone, pope, augsburg)
        assert (odds.automatic, odds.success) == expected, (p, c, in_zone, pope, augsburg)


# --- Reformation (§18.3): hand-computed -----------------------------------------------------


def test_one_die_each_in_zone_hand_computed() -> None:
    # sources/here-i-stand.md §9 "Automatic success: highest modified roll 6 or more and the target in the target
    # language zone" -> P(die = 6) = 1/6.  Otherwise the Protestant's v = 1..5 (1/6 each) meets
    # the Papal c; "Tie: the attempting power wins inside the target language zone", so v wins
    # when c <= v: P = v/6.  After the roll: (1+2+3+4+5)/36 = 15/36 = 5/12.  Total 2/12 + 5/12.
    odds = reformation_odds(1, 1, in_target_zone=True)
    assert odds.automatic == Fraction(1, 6)
    assert odds.after_roll == Fraction(5, 12)
    assert odds.success == Fraction(7, 12)


def test_automatic_success_only_in_the_target_zone() -> None:
    # sources/here-i-stand.md §9: outside the zone there is no automatic success and "the Papacy wins everywhere
    # else" on a tie: v wins only when c < v: (0+1+2+3+4+5)/36 = 15/36.
    odds = reformation_odds(1, 1, in_target_zone=False)
    assert odds.automatic == 0
    assert odds.success == Fraction(5, 12)
    # Even with many dice a natural 6 outside the zone is not automatic.
    assert reformation_odds(20, 1, in_target_zone=False).automatic == 0


def test_ties_go_to_the_attacker_in_zone_and_to_the_papacy_outside() -> None:
    # sources/here-i-stand.md §9: "Tie: the attempting power wins inside the target language zone(s), the Papacy
    # wins everywhere else."  One die each: 6 of the 36 rolls are ties (1-1 ... 6-6).  In the
    # zone 6-6 is an automatic success and the attacker wins the five other ties; outside the
    # Papacy wins all six: the zone is worth exactly 6/36.
    inside = reformation_odds(1, 1, in_target_zone=True)
    outside = reformation_odds(1, 1, in_target_zone=False)
    assert inside.success - outside.success == Fraction(6, 36)
    # The tie rule alone (no automatic success): winning ties adds P(tie) = 6/36.
    wins = resolve_attempt(1, 1, AttemptRules(0, automatic_possible=False, attacker_wins_ties=True, notes=()))
    loses = resolve_attempt(
        1, 1, AttemptRules(0, automatic_possible=False, attacker_wins_ties=False, notes=())
    )
    assert wins.success - loses.success == Fraction(6, 36)
    # Two dice against one: P(tie) = sum over m of P(max of 2 = m) P(die = m) = (1+3+5+7+9+11)/216.
    wins = resolve_attempt(2, 1, AttemptRules(0, automatic_possible=False, attacker_wins_ties=True, notes=()))
    loses = resolve_attempt(
        2, 1, AttemptRules(0, automatic_possible=False, attacker_wins_ties=False, notes=())
    )
    assert wins.success - loses.success == Fraction(36, 216)


def test_plus_one_in_zone_hand_computed() -> None:
    # sources/here-i-stand.md §9: "+1 to every Protestant die if the attempt comes from Calvin's Institutes or a Full
    # Bible translation and the target is in the target language zone".  v' = v + 1 = 2..7;
    # v' >= 6 (natural 5 or 6) is automatic: 2/6.  Else v' = 2..5 wins on c <= v': 14/36 = 7/18.
    odds = reformation_odds(1, 1, in_target_zone=True, plus_one=True)
    assert odds.automatic == Fraction(1, 3)
    assert odds.after_roll == Fraction(7, 18)
    assert odds.success == Fraction(13, 18)


def test_plus_one_outside_zone_does_nothing() -> None:
    # sources/here-i-stand.md §9: the +1 needs "the target is in the target language zone".
    for p, c in SMALL_POOLS:
        assert reformation_odds(p, c, in_target_zone=False, plus_one=True) == reformation_odds(
            p, c, in_target_zone=False
        )
    out = run(
        "his.reformation", {"protestant_dice": 2, "papal_dice": 2, "in_target_zone": False, "plus_one": True}
    )
    assert out["modifiers"] == {"protestant": 0, "papal": 0}
    assert out["rules"][0] == "plus_one_outside"


def test_rulebook_example_stettin_beats_breslau() -> None:
    # sources/here-i-stand.md §9, last paragraph: "Stettin 3 vs 1 (in zone), Breslau 6 vs 1 (outside)".
    # Stettin: automatic 1 - (5/6)^3 = 91/216.  Fails only when the Protestant's highest die is
    # below the Papal die (ties win in zone): sum over c of (1/6)((c-1)/6)^3 = (0+1+8+27+64+125)/1296
    # = 225/1296 = 25/144, so success = 119/144 (82.6 %).
    # Breslau: no automatic success, ties lost: P(max of 6 > c) = 1 - (c/6)^6 averaged over c:
    # 1 - (1+64+729+4096+15625+46656)/6^7 = 1 - 67171/279936 = 212765/279936 (76.0 %).
    stettin = reformation_odds(3, 1, in_target_zone=True)
    breslau = reformation_odds(6, 1, in_target_zone=False)
    assert stettin.success == Fraction(119, 144)
    assert stettin.automatic == Fraction(91, 216)
    assert breslau.success == Fraction(212765, 279936)
    assert stettin.success > breslau.success
    # The comparison table says the same, best first.
    out = run(
        "his.reformation_targets",
        {
            "targets": [
                {"name": "Бреслау", "protestant_dice": 6, "papal_dice": 1, "in_target_zone": False},
                {"name": "Штеттин", "protestant_dice": 3, "papal_dice": 1, "in_target_zone": True},
            ]
        },
    )
    assert [t["name"] for t in out["ranking"]] == ["Штеттин", "Бреслау"]


def _closed_form(n: int, k: int, in_zone: bool) -> Fraction:
    """Reformation success from P(max of n dice <= m) = (m/6)^n (no +1), summed over the Papal die."""

    def at_most(dice: int, m: int) -> Fraction:
        return Fraction(max(m, 0), 6) ** dice

    papal = {c: at_most(k, c) - at_most(k, c - 1) for c in range(1, 7)}
    if in_zone:  # fails only when the Protestant's best is below the Papal best
        return 1 - sum((q * at_most(n, c - 1) for c, q in papal.items()), Fraction(0))
    return sum((q * (1 - at_most(n, c)) for c, q in papal.items()), Fraction(0))  # must beat it


def test_rulebook_example_ranking() -> None:
    # sources/here-i-stand.md §9: the six targets of the worked example, named as the source names them
    # (the English map's names: one input in every language); the dice listed are the final counts (the
    # 95 Theses' extra die included).  Closed forms give Magdeburg 8377769/10077696 (83.1 %),
    # Stettin 119/144 (82.6 %), Breslau 212765/279936 (76.0 %), Leipzig 1150547/1679616 (68.5 %),
    # Lubeck 10073/15552 (64.8 %), Prague 2519351/10077696 (25.0 %).
    assert REFORMATION_EXAMPLE_TARGETS == (
        ("Lubeck", 3, 3, True),
        ("Stettin", 3, 1, True),
        ("Breslau", 6, 1, False),
        ("Prague", 4, 5, False),
        ("Leipzig", 4, 4, True),
        ("Magdeburg", 6, 3, True),
    )
    calc = find("his.reformation_targets")
    out = run("his.reformation_targets", dict(calc.default_values()))
    expected = sorted(
        ((name, _closed_form(n, k, zone)) for name, n, k, zone in REFORMATION_EXAMPLE_TARGETS),
        key=lambda x: -x[1],
    )
    assert [t["name"] for t in out["ranking"]] == [name for name, _ in expected]
    assert [t["exact"]["success"] for t in out["ranking"]] == [str(p) for _, p in expected]
    assert expected[0] == ("Magdeburg", Fraction(8377769, 10077696))
    assert dict(expected)["Prague"] == Fraction(2519351, 10077696)


# --- Counter Reformation (§18.4): hand-computed ---------------------------------------------


def test_counter_reformation_with_paul_iii_in_zone() -> None:
    # sources/here-i-stand.md §9: "Automatic success only if the highest modified Papal roll is 6, the target is in
    # the target language zone, and Paul III or Julius III rules" -> 1/6; "Tie: the Papacy wins
    # only inside the target zone with Paul III or Julius III" -> v wins on c <= v: 15/36.
    odds = counter_reformation_odds(1, 1, in_target_zone=True, paul_or_julius=True)
    assert (odds.automatic, odds.after_roll) == (Fraction(1, 6), Fraction(5, 12))


@pytest.mark.parametrize(("in_zone", "pope"), [(True, False), (False, True), (False, False)])
def test_counter_reformation_without_zone_or_pope_has_no_automatic_success_and_loses_ties(
    in_zone: bool, pope: bool
) -> None:
    # sources/here-i-stand.md §9: "otherwise the Protestant wins ties"; v wins only on c < v: 15/36.
    odds = counter_reformation_odds(1, 1, in_target_zone=in_zone, paul_or_julius=pope)
    assert odds.automatic == 0
    assert odds.success == Fraction(5, 12)


def test_augsburg_confession_makes_automatic_success_impossible() -> None:
    # sources/here-i-stand.md §9: "-1 to every Papal die if Augsburg Confession was played this turn": a natural 6
    # becomes 5, so "the highest modified Papal roll is 6" never happens, whatever the dice.
    for papal in range(1, 21):
        odds = counter_reformation_odds(
            papal, 1, in_target_zone=True, paul_or_julius=True, augsburg_confession=True
        )
        assert odds.automatic == 0
    # One die each with Paul III in zone: v' = 0..5 wins ties: (0+1+2+3+4+5)/36 = 5/12.
    odds = counter_reformation_odds(1, 1, in_target_zone=True, paul_or_julius=True, augsburg_confession=True)
    assert odds.success == Fraction(5, 12)
    # Without Paul III the Protestant wins ties: v' beats c < v': (0+0+1+2+3+4)/36 = 5/18.
    odds = counter_reformation_odds(1, 1, in_target_zone=True, augsburg_confession=True)
    assert odds.success == Fraction(5, 18)


# --- The dice builder -----------------------------------------------------------------------


def _dice(lines: list[object]) -> int:
    return sum(line.dice for line in lines)  # type: ignore[attr-defined]


def built(builder: dict[str, Any], typed: int = 1, **more: Any) -> dict[str, Any]:
    """An attempt in the target zone whose dice the ``builder`` counts off the map: the typed
    counts (``typed`` each side) are there but not used."""
    return {
        "protestant_dice": typed,
        "papal_dice": typed,
        "in_target_zone": True,
        "use_builder": True,
        "builder": builder,
        **more,
    }


def test_base_dice_one_per_adjacent_item_two_per_item_in_target() -> None:
    # sources/here-i-stand.md §9: "1 per adjacent Protestant space, 1 per adjacent reformer, 1 per adjacent stack ...,
    # 2 if a reformer is in the target, 2 if a Protestant stack is in the target".
    lines = base_dice("protestant", MapDice(2, 1, 3, True, True))
    assert [(x.item, x.count, x.dice) for x in lines] == [
        ("adjacent_spaces", 2, 2),
        ("adjacent_reformers", 1, 1),
        ("adjacent_stacks", 3, 3),
        ("reformer_in_target", 1, 2),
        ("stack_in_target", 1, 2),
    ]
    # The Papacy: "1 per adjacent Catholic space, 1 per adjacent Jesuit university, 1 per adjacent
    # Catholic stack, 2 for a university in the target, 2 for a Catholic stack in the target".
    lines = base_dice("papal", MapDice(1, 2, 0, True, False))
    assert [(x.item, x.dice) for x in lines] == [
        ("adjacent_spaces", 1),
        ("adjacent_universities", 2),
        ("university_in_target", 2),
    ]


def test_never_fewer_than_one_die() -> None:
    # sources/here-i-stand.md §9: "never fewer than 1" - for both sides.
    for side in ("protestant", "papal"):
        lines = base_dice(side, MapDice())
        assert [(x.item, x.dice) for x in lines] == [("minimum", 1)]
    # The minimum is not added once anything counts.
    assert all(x.item != "minimum" for x in base_dice("protestant", MapDice(adjacent_stacks=1)))


def test_bonus_dice_come_after_the_minimum() -> None:
    # sources/here-i-stand.md §9 lists "never fewer than 1" with the base dice and the bonus dice after it: with
    # nothing on the map the 95 Theses attempt rolls 1 (minimum) + 1 (sources/seeds/his-diet-of-worms.txt: «1 дополнительную
    # кость») = 2 dice.  2 vs 1 in zone: automatic 1 - (5/6)^2 = 11/36; fails when the best
    # Protestant die is below the Papal die: (0+1+4+9+16+25)/216 = 55/216; success 161/216.
    out = run("his.reformation", built({"protestant": {"ninety_five_theses": True}}, typed=20))
    assert (out["protestant_dice"], out["papal_dice"]) == (2, 1)
    assert out["exact"]["success"] == "161/216"
    assert out["exact"]["automatic"] == "11/36"


def test_reformation_bonus_dice() -> None:
    # sources/here-i-stand.md §9: "+1 if Printing Press was played this turn, +1 for an attempt from Luther's 95
    # Theses, +1 for an applicable debater bonus".
    lines = reformation_bonus_dice(printing_press=True, ninety_five_theses=True, debater=True)
    assert [(x.item, x.dice) for x in lines] == [
        ("printing_press", 1),
        ("ninety_five_theses", 1),
        ("debater_bonus", 1),
    ]
    assert reformation_bonus_dice(printing_press=False, ninety_five_theses=False, debater=False) == []


# What a 95 Theses attempt built from the map cannot have, the field that says so, and its words.
#
# * The Printing Press: seed 002, «Первая фаза 1 хода – это всегда розыгрыш карты обязательного
#   события «95 тезисов Лютера» … её розыгрыш производится до раздачи карт»; the Press gives
#   its die when "played this turn" (sources/here-i-stand.md §9).  No hand holds it yet (it
#   gave 3 dice: stop 31's audit).
# * Calvin's or a Full Bible's +1 a die: «+1 to every Protestant die if the attempt comes from
#   Calvin's Institutes or a Full Bible translation» (sources/here-i-stand.md §9); the 95
#   Theses' five attempts come from the 95 Theses (seed 002: «Протестанты производят 5 попыток
#   обращения … в каждой из которых бросают 1 дополнительную кость»).  Stop 42's audit: both
#   ticked gave the Leipzig example 98.3 % (45841/46656), both bonuses applied, unsaid.
NOT_WITH_THE_95_THESES = {
    "builder.protestant.printing_press": {
        "ru": "«95 тезисов Лютера» разыгрываются в начале 1-го хода, до раздачи карт",
        "pt": "“95 Teses de Lutero” é jogada no início do turno 1, antes de as cartas serem distribuídas",
        "en": "Luther's 95 Theses is played at the start of turn 1, before the cards are dealt",
    },
    "plus_one": {
        "ru": "попытки «95 тезисов Лютера» — не от «Наставления» Кальвина и не от полной Библии",
        "pt": "as tentativas das “95 Teses de Lutero” não vêm das “Institutas” de Calvino",
        "en": "the attempts of Luther's 95 Theses do not come from Calvin's Institutes or a Full Bible",
    },
}
THESES_ATTEMPT = {
    "protestant_dice": "1",
    "papal_dice": "1",
    "in_target_zone": "on",
    "use_builder": "on",
    "builder.protestant.ninety_five_theses": "on",
    "builder.protestant.adjacent_spaces": "2",
}


@pytest.mark.parametrize("lang", ["ru", "pt", "en"])
@pytest.mark.parametrize("field", list(NOT_WITH_THE_95_THESES))
def test_what_a_95_theses_attempt_cannot_have_is_refused_beside_its_box(field: str, lang: str) -> None:
    form = {**THESES_ATTEMPT, field: "on"}
    out = run_form("his.reformation", form, lang)
    assert not out["ok"]
    [error] = out["errors"]
    assert error["field"] == field
    assert NOT_WITH_THE_95_THESES[field][lang] in error["message"], error["message"]
    # Either alone is a game's position; typed counts ignore the builder's flags.
    for alone in (field, "builder.protestant.ninety_five_theses"):
        assert run_form("his.reformation", {k: v for k, v in form.items() if k != alone}, lang)["ok"]
    assert run_form("his.reformation", {k: v for k, v in form.items() if k != "use_builder"}, lang)["ok"]


def test_both_boxes_a_95_theses_attempt_cannot_have_are_marked_at_once() -> None:
    out = run_form("his.reformation", {**THESES_ATTEMPT, **dict.fromkeys(NOT_WITH_THE_95_THESES, "on")}, "ru")
    assert {e["field"] for e in out["errors"]} == set(NOT_WITH_THE_95_THESES)


def test_builder_total_is_the_sum_of_its_lines_and_typed_counts_are_ignored() -> None:
    payload = built(
        {
            "protestant": {"adjacent_spaces": 2, "reformer_in_target": True, "printing_press": True},
            "papal": {"adjacent_spaces": 1, "university_in_target": True, "stack_in_target": True},
        }
    )
    out = run("his.reformation", payload)
    # 2 + 2 + 1 = 5 Protestant dice; 1 + 2 + 2 = 5 Papal dice.
    assert (out["protestant_dice"], out["papal_dice"]) == (5, 5)
    for side in ("protestant", "papal"):
        assert sum(x["dice"] for x in out["breakdown"][side]) == out[f"{side}_dice"]
    assert out["dice_from"] == "builder"
    assert out["exact"]["success"] == str(reformation_odds(5, 5, in_target_zone=True).success)
    # The same builder switched off: the typed counts (1 vs 1) are used.
    off = run("his.reformation", payload | {"use_builder": False})
    assert (off["protestant_dice"], off["papal_dice"], off["dice_from"]) == (1, 1, "typed")


def test_built_dice_are_held_to_the_bound_of_typed_dice() -> None:
    # Stop 40's audit: the builder counted up to 10 + 10 + 10 + 2 + 2 + 1 + 1 = 36 dice (§9's
    # lines, each count at most 10), which the calculator took, while a typed count, and the
    # comparison table the result is added to, take 1-20: the added row was refused there.
    # A side built past 20 is refused on its largest count, which says how many it made.
    most = {"adjacent_spaces": 10, "adjacent_stacks": 10, "stack_in_target": True}
    protestant = {
        **most,
        "adjacent_reformers": 10,
        "reformer_in_target": True,
        "ninety_five_theses": True,
        "debater_bonus": True,
    }
    with pytest.raises(InputErrors) as caught:
        run("his.reformation", built({"protestant": protestant}))
    [error] = caught.value.errors
    assert (error.field, error.code, error.params) == (
        "builder.protestant.adjacent_spaces",
        "too_many_dice",
        {"n": 36, "max": 20},
    )
    assert "36" in error.message("ru") and "20" in error.message("ru")
    # 10 + 6 + 0 + 2 + 2 = 20 is the bound itself, taken.
    exactly = {
        "adjacent_spaces": 10,
        "adjacent_reformers": 6,
        "reformer_in_target": True,
        "stack_in_target": True,
    }
    assert run("his.reformation", built({"protestant": exactly}))["protestant_dice"] == 20
    # The Papacy's side of a Counter Reformation: 10 spaces + 9 universities + 2 for a
    # university in the target + a debater's 2 = 23, refused on the largest count, the spaces.
    papal = {
        "adjacent_spaces": 10,
        "adjacent_universities": 9,
        "university_in_target": True,
        "debater_bonus": 2,
    }
    with pytest.raises(InputErrors) as caught:
        run("his.counter_reformation", built({"papal": papal}))
    [error] = caught.value.errors
    assert (error.field, error.params) == ("builder.papal.adjacent_spaces", {"n": 23, "max": 20})


def test_counter_reformation_builder_debater_bonus() -> None:
    # sources/here-i-stand.md §9: the Papal base dice, "never fewer than 1; +1 or +2 bonus dice from an applicable
    # debater bonus"; the Protestant defends with the same base dice as in a Reformation attempt.
    out = run(
        "his.counter_reformation",
        built(
            {
                "papal": {"adjacent_universities": 1, "debater_bonus": 2},
                "protestant": {"adjacent_reformers": 2, "stack_in_target": True},
            }
        ),
    )
    assert (out["papal_dice"], out["protestant_dice"]) == (3, 4)
    assert [x["item"] for x in out["breakdown"]["papal"]] == ["adjacent_universities", "debater_bonus"]


@pytest.mark.parametrize(
    ("calc_id", "side", "bonus", "line"),
    [
        ("his.reformation", "protestant", True, "- Бонус богослова: +1"),
        ("his.counter_reformation", "papal", 2, "- Бонус богослова: +2"),
    ],
)
def test_a_debater_bonus_reads_as_its_dice_not_as_a_count(
    calc_id: str, side: str, bonus: object, line: str
) -> None:
    # §9: "+1 for an applicable debater bonus", "+1 or +2 bonus dice from an applicable debater
    # bonus": the bonus is dice, not a number of things.  It read «Бонус богослова (1): +1», a
    # count the other yes/no items do not show (stop 37's audit); neighbours keep their count.
    calc = find(calc_id)
    values = calc.default_values("ru") | {
        "use_builder": True,
        "builder": {"protestant": {"adjacent_reformers": 2}} | {side: {"debater_bonus": bonus}},
    }
    if side == "protestant":
        values["builder"]["protestant"]["adjacent_reformers"] = 2
    text = run_form(calc_id, to_form(calc.fields, values), "ru")["text"]
    assert line in text.splitlines()
    assert "- Соседние реформаторы (2): +2" in text.splitlines()


# --- Series ---------------------------------------------------------------------------------


@pytest.mark.parametrize("key", ["ninety_five_theses", "builder"])
def test_the_95_theses_presets_are_five_attempts_in_the_german_zone_with_one_extra_die(key: str) -> None:
    # sources/seeds/his-diet-of-worms.txt: «Протестанты производят 5 попыток обращения, нацеленных
    # на немецкую языковую зону, в каждой из которых бросают 1 дополнительную кость.»
    (preset,) = [p for p in find("his.reformation").presets if p.key == key]
    values = dict(preset.values)
    assert values["builder"]["protestant"]["ninety_five_theses"] is True
    out = run("his.reformation", values)
    assert (out["attempts"], values["in_target_zone"]) == (5, True)
    assert list(out["flips"]) == ["0", "1", "2", "3", "4", "5"]
    if key == "builder":
        # The builder adds the die: 1 adjacent space + 1 adjacent reformer + 1 (the 95 Theses) = 3.
        assert {"item": "ninety_five_theses", "count": 1, "dice": 1} in out["breakdown"]["protestant"]
        assert out["protestant_dice"] == 3
        without = {
            **values,
            "builder": {
                **values["builder"],
                "protestant": {**values["builder"]["protestant"], "ninety_five_theses": False},
            },
        }
        assert run("his.reformation", without)["protestant_dice"] == 2


def test_ninety_five_theses_series_is_binomial() -> None:
    # sources/seeds/his-diet-of-worms.txt: «Протестанты производят 5 попыток обращения»; with the same odds p = 7/12 each
    # (1 vs 1 in zone), exactly k flips has C(5,k) p^k (1-p)^(5-k): P(5) = 16807/248832,
    # P(0) = 3125/248832; the mean is 5 x 7/12 = 35/12.
    assert NINETY_FIVE_THESES_ATTEMPTS == 5
    out = run(
        "his.reformation", {"protestant_dice": 1, "papal_dice": 1, "in_target_zone": True, "attempts": 5}
    )
    assert list(out["flips"]) == ["0", "1", "2", "3", "4", "5"]
    assert out["flips"]["5"] == pytest.approx(16807 / 248832, abs=1e-15)
    assert out["flips"]["0"] == pytest.approx(3125 / 248832, abs=1e-15)
    assert out["exact"]["expected_flips"] == "35/12"
    assert sum(out["flips"].values()) == pytest.approx(1, abs=1e-12)
    # "At least k" is the tail of "exactly k".
    assert out["at_least"]["0"] == pytest.approx(1, abs=1e-12)
    assert out["at_least"]["4"] == pytest.approx(out["flips"]["4"] + out["flips"]["5"], abs=1e-15)


def test_a_near_certain_series_does_not_read_as_certain() -> None:
    # Stop 40's audit: the Stettin preset (3 vs 1 in zone, p = 119/144; sources/seeds/
    # his-diet-of-worms.txt «Протестанты производят 5 попыток обращения») flips at least one
    # space in 1 - (25/144)^5 = 99.984 % of series: «100,0 %» beside «<0,1 %» for none read as
    # a certainty.  It reads «>99,9 %», as a rare outcome reads «<0,1 %»; at least 0 is 100 %.
    out = run(
        "his.reformation", {"protestant_dice": 3, "papal_dice": 1, "in_target_zone": True, "attempts": 5}
    )
    assert out["exact"]["success"] == "119/144"
    assert out["at_least"]["1"] == pytest.approx(1 - (25 / 144) ** 5, abs=1e-15)
    text = _report_text(
        "his.reformation", {"protestant_dice": 3, "papal_dice": 1, "in_target_zone": True, "attempts": 5}
    )
    [none] = [line for line in text.splitlines() if line.lstrip().startswith("0 ")]
    [one] = [line for line in text.splitlines() if line.lstrip().startswith("1 ")]
    assert "<0,1\u00a0%" in none and "100,0\u00a0%" in none  # exactly 0 is rare; at least 0 is sure
    assert ">99,9\u00a0%" in one and "100,0" not in one


@pytest.mark.parametrize(
    ("p", "lang", "shown"),
    [
        (Fraction(1), "ru", "100,0\u00a0%"),
        (1 - Fraction(25, 144) ** 5, "ru", ">99,9\u00a0%"),
        (1 - Fraction(25, 144) ** 5, "pt", ">99,9%"),
        (Fraction(9995, 10000), "pt", ">99,9%"),  # 99.95 rounds up to 100.0
        (Fraction(9994, 10000), "pt", "99,9%"),
        (Fraction(0), "ru", "0,0\u00a0%"),
        (Fraction(1, 10**6), "ru", "<0,1\u00a0%"),
    ],
)
def test_a_probability_reads_as_certain_or_impossible_only_when_it_is(
    p: Fraction, lang: str, shown: str
) -> None:
    assert fmt_percent(p, lang) == shown


# --- Contract and report --------------------------------------------------------------------


def test_contract_defaults() -> None:
    # Issue 6: plus_one and attempts optional (false, 1); paul_or_julius, augsburg_confession and
    # attempts optional (false, false, 1).
    out = run("his.reformation", {"protestant_dice": 2, "papal_dice": 3, "in_target_zone": True})
    assert set(out) >= {"success", "automatic", "flips", "expected_flips"}
    assert out["attempts"] == 1 and list(out["flips"]) == ["0", "1"]
    out = run("his.counter_reformation", {"papal_dice": 2, "protestant_dice": 3, "in_target_zone": True})
    assert out["modifiers"]["papal"] == 0 and out["automatic"] == 0


@pytest.mark.parametrize("calc_id", ["his.reformation", "his.counter_reformation"])
@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("protestant_dice", 0),
        ("protestant_dice", -2),
        ("protestant_dice", 21),
        ("papal_dice", 2.5),
        ("papal_dice", "3"),
        ("papal_dice", True),
        ("papal_dice", None),
        ("attempts", 0),
    ],
)
def test_bad_dice_counts_name_the_field(calc_id: str, field: str, value: object) -> None:
    # Issue 6: "Dice counts above 20, 0 or negative, or not integers: an error naming the field."
    payload = {"protestant_dice": 2, "papal_dice": 2, "in_target_zone": True, field: value}
    with pytest.raises(InputErrors) as bad:
        run(calc_id, payload)
    assert bad.value.fields == [field]


def _report_text(calc_id: str, payload: dict[str, object]) -> str:
    calc = find(calc_id)
    return rendering.to_text(calc.report(calc.compute(calc.parse(validate(calc.fields, payload))), "ru"))


def test_report_explains_ties_and_the_breakdown_in_russian() -> None:
    text = _report_text("his.reformation", {"protestant_dice": 1, "papal_dice": 1, "in_target_zone": False})
    assert "Ничья — в пользу Папства: цель вне целевой языковой зоны" in text
    assert "Автоматического успеха нет" in text
    text = _report_text(
        "his.reformation", built({"protestant": {"adjacent_spaces": 2, "printing_press": True}}, attempts=5)
    )
    assert "Соседние протестантские города (2): +2" in text
    assert "Печатный станок: +1" in text
    assert "Минимум 1 кость" in text  # the Papacy's die
    assert "Протестанты: 3 кости" in text
    assert "Серия из 5 попыток" in text
    text = _report_text(
        "his.counter_reformation",
        {
            "papal_dice": 3,
            "protestant_dice": 1,
            "in_target_zone": True,
            "paul_or_julius": True,
            "augsburg_confession": True,
        },
    )
    assert "Автоматический успех невозможен" in text
    assert "Ничья — в пользу Папства" in text


def test_export_is_a_row_of_the_comparison_table() -> None:
    form = find("his.reformation").default_form()
    out = run_form("his.reformation", form, "ru")
    assert out["export"] == {
        "name": "Stettin",
        "protestant_dice": 3,
        "papal_dice": 1,
        "in_target_zone": True,
        "plus_one": False,
    }
    # Its row validates as a row of his.reformation_targets; plus_one is that table's own field.
    row = {k: v for k, v in out["export"].items() if k != "plus_one"}
    run("his.reformation_targets", {"targets": [row], "plus_one": out["export"]["plus_one"]})


@pytest.mark.parametrize(
    ("plus_one", "in_target_zone", "exported"),
    [(True, True, True), (False, True, False), (True, False, None), (False, False, None)],
)
def test_export_says_whether_calvins_plus_one_applied(
    plus_one: bool, in_target_zone: bool, exported: bool | None
) -> None:
    """§9: "+1 to every Protestant die if the attempt comes from Calvin's Institutes or a Full
    Bible translation and the target is in the target language zone".  The comparison table
    holds that +1 once for all its rows, so the export says whether it applied to this
    attempt, and nothing outside the zone, where it does not count."""
    form = find("his.reformation").default_form() | {
        "plus_one": plus_one,
        "in_target_zone": in_target_zone,
    }
    out = run_form("his.reformation", form, "ru")
    assert out["export"]["plus_one"] is exported
