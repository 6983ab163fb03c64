"""Here I Stand, the Diet of Worms (sources/seeds/his-diet-of-worms.txt, «Процедура Вормсского сейма», steps 3-7)."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from calculators import dice
from calculators.api import run, run_form
from calculators.errors import InputErrors
from calculators.his.diet_of_worms.rules import DietCards, catholic_dice, compute, protestant_dice


def brute_force_net_hits(p_dice: int, c_dice: int) -> dict[int, Fraction]:
    """Enumerate every face of every die: an oracle independent of the binomial code."""
    counts: dict[int, int] = {}
    for faces in itertools.product(range(1, 7), repeat=p_dice + c_dice):
        hits_p = sum(f >= 5 for f in faces[:p_dice])
        hits_c = sum(f >= 5 for f in faces[p_dice:])
        counts[hits_p - hits_c] = counts.get(hits_p - hits_c, 0) + 1
    total = 6 ** (p_dice + c_dice)
    return {k: Fraction(n, total) for k, n in sorted(counts.items())}


@pytest.mark.parametrize(("p_dice", "c_dice"), [(1, 1), (2, 1), (3, 2), (2, 3), (4, 3)])
def test_difference_of_hits_matches_enumeration_of_all_faces(p_dice: int, c_dice: int) -> None:
    # Steps 3-4: «Каждая выпавшая 5 или 6 – это «удар»».
    assert dice.difference(dice.hits(p_dice), dice.hits(c_dice)) == brute_force_net_hits(p_dice, c_dice)


def test_smallest_diet_matches_enumeration_of_all_seven_dice() -> None:
    # Cards 1/1/1: the Protestant rolls 1 + 4 = 5 dice, the Catholics 1 + 1 = 2: 6^7 outcomes.
    result = compute(DietCards(1, 1, 1))
    assert result.net_hits == brute_force_net_hits(5, 2)


def test_protestant_rolls_card_cp_plus_four() -> None:
    # Step 3: «бросает столько костей, сколько CP стоит его карта, плюс 4».
    assert [protestant_dice(DietCards(cp, 1, 1)) for cp in range(1, 7)] == [5, 6, 7, 8, 9, 10]


def test_papal_and_hapsburg_dice_are_added_together() -> None:
    # Step 4: «Результаты этих двух игроков складываются вместе – это результат католиков».
    assert catholic_dice(DietCards(1, 2, 5)) == 7
    # Two pools added hit for hit are one pool of both sizes.
    summed: dict[int, Fraction] = {}
    for a, pa in dice.hits(2).items():
        for b, pb in dice.hits(5).items():
            summed[a + b] = summed.get(a + b, 0) + pa * pb
    assert summed == dice.hits(7)


def test_outcomes_and_distribution_sum_to_one_for_every_combination_of_cards() -> None:
    for cards in itertools.product(range(1, 7), repeat=3):
        r = compute(DietCards(*cards))
        assert sum(r.net_hits.values()) == 1, cards
        # Steps 5-7 partition every roll: more Protestant hits, more Catholic hits, or equal.
        assert r.protestant_wins + r.catholic_wins + r.tie == 1, cards
        # The expected flips are the positive and negative parts of the expected difference.
        mean = dice.expectation(r.net_hits)
        assert r.expected_protestant_flips - r.expected_catholic_flips == mean, cards
        # Each die hits with 1/3 («5 или 6»), so the mean difference is (dice - dice) / 3.
        assert mean == Fraction(r.protestant_dice - r.catholic_dice, 3), cards


def test_tie_and_wins_are_hand_computed_for_1_1_1() -> None:
    # Step 7: «сейм закончился ничем». Hand computation: P hits ~ Bin(5, 1/3), C ~ Bin(2, 1/3):
    # P(tie) = 4/9·32/243 + 4/9·80/243 + 1/9·80/243 = 528/2187 = 176/729.
    r = compute(DietCards(1, 1, 1))
    assert r.tie == Fraction(176, 729)
    assert r.protestant_wins == Fraction(473, 729)
    assert r.catholic_wins == Fraction(80, 729)


def test_the_side_with_more_hits_flips_as_many_spaces_as_its_extra_hits_for_1_1_1() -> None:
    # Step 5: «Если протестанты сделали больше «ударов», чем католики, Протестанты обращают в
    # протестантизм столько городов, настолько больше «ударов» они сделали.»
    # Step 6: «Если католики сделали больше «ударов», чем протестанты, Папство обращает в
    # католицизм столько городов, настолько больше «ударов» они сделали.»
    # Cards 1/1/1, by hand: P hits ~ Bin(5, 1/3): P(0) = 32/243, P(1) = 80/243, P(5) = 1/243;
    # C hits ~ Bin(2, 1/3): P(0) = 4/9, P(1) = 4/9, P(2) = 1/9.
    r = compute(DietCards(1, 1, 1))
    # The Papacy flips 2 only when the Catholics hit twice and the Protestants not at all.
    assert r.net_hits[-2] == Fraction(1, 9) * Fraction(32, 243) == Fraction(32, 2187)
    # It flips 1 on (C 1, P 0) or (C 2, P 1).
    assert r.net_hits[-1] == Fraction(4, 9) * Fraction(32, 243) + Fraction(1, 9) * Fraction(80, 243)
    # The Protestants flip 5 only on five hits against none.
    assert r.net_hits[5] == Fraction(1, 243) * Fraction(4, 9) == Fraction(4, 2187)
    # Expected Catholic flips: 1·(128 + 80)/2187 + 2·32/2187 = 272/2187.
    assert r.expected_catholic_flips == Fraction(272, 2187)
    # Expected Protestant flips: the mean difference (5 - 2)/3 = 1, plus the Catholic part.
    assert r.expected_protestant_flips == 1 + Fraction(272, 2187)
    out = run("his.diet_of_worms", {"protestant_cp": 1, "papal_cp": 1, "hapsburg_cp": 1})
    assert out["expected_flips"] == pytest.approx({"protestant": 2459 / 2187, "catholic": 272 / 2187})


def test_the_spaces_a_side_flips_when_it_wins_are_its_extra_hits_on_average_over_its_wins() -> None:
    # Steps 5-6 (quoted above): the winner flips as many spaces as its extra hits.  Stop 40's
    # audit: the table gave each outcome's row the average over every Diet (losses count 0),
    # which a player reads as what the winner flips.  Cards 1/1/1, by hand (the hits above):
    # P(tie) = 32/243·4/9 + 80/243·4/9 + 80/243·1/9 = 528/2187; the Catholics win on
    # (C 1, P 0), (C 2, P 0), (C 2, P 1): (128 + 32 + 80)/2187 = 240/2187; the Protestants on
    # the rest, 1419/2187.  Given their win: 2459/1419 spaces and 272/240 = 17/15.
    r = compute(DietCards(1, 1, 1))
    assert (r.tie, r.catholic_wins, r.protestant_wins) == (
        Fraction(528, 2187),
        Fraction(240, 2187),
        Fraction(1419, 2187),
    )
    assert r.protestant_flips_if_they_win == Fraction(2459, 1419)
    assert r.catholic_flips_if_they_win == Fraction(17, 15)
    out = run("his.diet_of_worms", {"protestant_cp": 1, "papal_cp": 1, "hapsburg_cp": 1})
    assert out["expected_flips_if_won"] == pytest.approx({"protestant": 2459 / 1419, "catholic": 17 / 15})
    text = run_form("his.diet_of_worms", {"protestant_cp": "1", "papal_cp": "1", "hapsburg_cp": "1"}, "ru")[
        "text"
    ]
    # 2459/2187 = 1,12 a Diet and 1,73 a Protestant win; 272/2187 = 0,12 and 17/15 = 1,13.
    assert "Ожидаемое число обращённых городов за сейм" in text and "…при этом исходе" in text
    [protestant] = [line for line in text.splitlines() if "Победа Протестантов" in line]
    [catholic] = [line for line in text.splitlines() if "Победа католиков" in line]
    assert protestant.split()[-2:] == ["1,12", "1,73"], protestant
    assert catholic.split()[-2:] == ["0,12", "1,13"], catholic


def test_a_tie_flips_nothing_in_either_column() -> None:
    # Step 7: «Если количество «ударов» ... равны, сейм закончился ничем».
    text = run_form("his.diet_of_worms", {"protestant_cp": "4", "papal_cp": "3", "hapsburg_cp": "3"}, "ru")[
        "text"
    ]
    [tie] = [line for line in text.splitlines() if line.lstrip().startswith("Ничья")]
    assert tie.split()[-2:] == ["0", "0"], tie


@pytest.mark.parametrize("lang", ["ru", "pt", "en"])
def test_the_report_says_which_spaces_may_flip(lang: str) -> None:
    # Steps 5-6: «Все обращаемые города должны быть в немецкой языковой зоне. Каждый обращаемый
    # город должен быть соседним с каким-нибудь протестантским [католическим]». The calculator
    # does not see the map: its report says so, in the page's language.
    zone = {"ru": ("немецкой языковой зоны", "соседние"), "pt": ("zona linguística alemã", "adjacentes")}
    zone["en"] = ("German-zone", "adjacent")
    out = run_form("his.diet_of_worms", {"protestant_cp": "2", "papal_cp": "2", "hapsburg_cp": "2"}, lang)
    assert all(words in out["text"] for words in zone[lang]), out["text"]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("ru", "6 CP стоит только «Коперник», а он входит в колоду с 5-го хода"),
        ("pt", "Só “Copérnico” vale 6 CP, e ele entra no baralho a partir do turno 5"),
        ("en", "Only Copernicus is worth 6 CP, and it enters the deck from turn 5"),
    ],
)
def test_a_six_cp_card_is_computed_but_flagged(lang: str, words: str) -> None:
    # «Первые два (95 тезисов Лютера и Вормсский сейм) происходят автоматически в начале 1 хода»,
    # and «выбирают … по 1 карте из своей руки»; sources/here-i-stand.md §7: "Copernicus (#47)
    # is the only 6-CP card", §5: it enters the deck on Turn 5.  So no hand holds a 6 at the
    # Diet.  The contract takes CP 1-6 (issue 2): the odds are still given, with a warning
    # (found by the stop 31 audit).
    six = run_form("his.diet_of_worms", {"protestant_cp": "6", "papal_cp": "3", "hapsburg_cp": "3"}, lang)
    assert six["ok"] and run("his.diet_of_worms", {"protestant_cp": 6, "papal_cp": 3, "hapsburg_cp": 3})
    assert words in six["text"], six["text"]
    five = run_form("his.diet_of_worms", {"protestant_cp": "5", "papal_cp": "5", "hapsburg_cp": "5"}, lang)
    assert words not in five["text"]


def test_contract_keys_and_string_net_hits() -> None:
    out = run("his.diet_of_worms", {"protestant_cp": 2, "papal_cp": 2, "hapsburg_cp": 2})
    assert set(out) >= {"protestant_dice", "catholic_dice", "outcomes", "net_hits", "expected_flips"}
    assert list(out["net_hits"]) == [str(k) for k in range(-4, 7)]
    assert abs(sum(out["net_hits"].values()) - 1) < 1e-12
    assert abs(sum(out["outcomes"].values()) - 1) < 1e-12


@pytest.mark.parametrize(
    ("payload", "field"),
    [
        ({"papal_cp": 1, "hapsburg_cp": 1}, "protestant_cp"),
        ({"protestant_cp": 0, "papal_cp": 1, "hapsburg_cp": 1}, "protestant_cp"),
        ({"protestant_cp": 1, "papal_cp": 7, "hapsburg_cp": 1}, "papal_cp"),
        ({"protestant_cp": 1, "papal_cp": 1, "hapsburg_cp": "3"}, "hapsburg_cp"),
        ({"protestant_cp": 2.5, "papal_cp": 1, "hapsburg_cp": 1}, "protestant_cp"),
        ({"protestant_cp": True, "papal_cp": 1, "hapsburg_cp": 1}, "protestant_cp"),
        ({"protestant_cp": 1, "papal_cp": 1, "hapsburg_cp": 1, "emperor_cp": 2}, "emperor_cp"),
    ],
)
def test_invalid_input_names_the_field(payload: dict[str, object], field: str) -> None:
    with pytest.raises(InputErrors) as bad:
        run("his.diet_of_worms", payload)
    assert bad.value.fields == [field]
