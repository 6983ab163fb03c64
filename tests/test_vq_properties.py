"""Virgin Queen calculators under random input (hypothesis).

(Hostile input for every calculator: ``tests/test_properties_all.py``.)

* Invariants on valid positions: «Текущий итог ПО державы — это сумма её основных, особых и
  призовых ПО»; the Empire's visible total plus its hidden VP is its total once revealed; the
  Protestant's base grows with its keys in the Netherlands («прибавьте 3 ПО за каждую»); Spain
  wins the uprising exactly when it has 4 hits more.
"""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from calculators.api import run
from calculators.errors import InputErrors
from calculators.registry import find
from tests.strategies import valid

VP = "vq.vp"
UPRISING = "vq.catholic_uprising"
POWERS = ("ottoman", "spain", "england", "france", "hre", "protestant")
# Bonus items one power alone can hold (one canal, one execution): ticked for more, rejected.
ONE_OFF = ("suez_canal", "mary_executed")


@st.composite
def positions(draw: st.DrawFn) -> dict[str, Any]:
    """A valid position: the fields' ranges, and each one-off item ticked for one power at most."""
    payload: dict[str, Any] = draw(valid(find(VP).fields))
    for item in ONE_OFF:
        holders = [p for p in POWERS if payload["powers"][p].get("bonus", {}).get(item)]
        keep = draw(st.sampled_from(holders)) if holders else None
        for p in holders:
            payload["powers"][p]["bonus"][item] = p == keep
    return payload


# --- One-off bonuses ----------------------------------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(payload=valid(find(VP).fields))
def test_a_one_off_item_ticked_for_two_powers_is_rejected_naming_them(payload: dict[str, Any]) -> None:
    # «ПО за Суэцкий канал [Suez Canal] (2 ПО, если построен)»: one canal, one power; Mary
    # Stuart's −1 goes to the one power the players agree on.  Every ticked field is named.
    named = set()
    for item in ONE_OFF:
        holders = [p for p in POWERS if payload["powers"][p].get("bonus", {}).get(item)]
        if len(holders) > 1:
            named |= {f"powers.{p}.bonus.{item}" for p in holders}
    try:
        run(VP, payload)
    except InputErrors as bad:
        assert set(bad.fields) == named
    else:
        assert not named


# --- Invariants -----------------------------------------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(payload=positions())
def test_total_is_base_plus_special_plus_bonus(payload: dict[str, Any]) -> None:
    # «Текущий итог ПО державы — это сумма её основных, особых и призовых ПО.»
    out = run(VP, payload)["powers"]
    assert set(out) == set(POWERS)
    for power in POWERS:
        o = out[power]
        assert o["total"] == o["base"] + o["special"] + o["bonus"]
        assert sum(item["vp"] for item in o["breakdown"]) == o["total"]
    assert out["ottoman"]["special"] == 0  # «для Оттомана невозможны никакие особые ПО»


@settings(max_examples=200, deadline=None)
@given(payload=positions())
def test_hidden_plus_visible_is_the_revealed_total(payload: dict[str, Any]) -> None:
    # «… но только после того, как было раскрыто тайное религиозное предпочтение»
    hidden = copy.deepcopy(payload)
    hidden["powers"]["hre"]["preference_revealed"] = False
    revealed = copy.deepcopy(payload)
    revealed["powers"]["hre"]["preference_revealed"] = True
    h = run(VP, hidden)
    r = run(VP, revealed)
    assert h["powers"]["hre"]["total"] + h["powers"]["hre"]["hidden_vp"] == r["powers"]["hre"]["total"]
    assert h["powers"]["hre"]["hidden_vp"] == payload["powers"]["hre"]["track_vp"]
    assert r["powers"]["hre"]["hidden_vp"] == 0
    assert h["hre_reveal"]["revealed_total"] == r["powers"]["hre"]["total"]
    assert h["hre_reveal"]["reaches_victory_vp"] == (r["powers"]["hre"]["total"] >= 25)
    # The other powers do not depend on the Empire's secret.
    for power in POWERS:
        if power != "hre":
            assert h["powers"][power] == r["powers"][power]


@settings(max_examples=200, deadline=None)
@given(payload=positions(), more=st.integers(min_value=1, max_value=10))
def test_protestant_base_grows_with_netherlands_keys(payload: dict[str, Any], more: int) -> None:
    # «прибавьте 3 ПО за каждую ключевую область, которую он контролирует в Нидерландах»
    keys = payload["powers"]["protestant"]["netherlands_keys"]
    bigger = copy.deepcopy(payload)
    bigger["powers"]["protestant"]["netherlands_keys"] = min(10, keys + more)
    a = run(VP, payload)["powers"]["protestant"]["base"]
    b = run(VP, bigger)["powers"]["protestant"]["base"]
    assert b >= a
    assert b - a == 3 * (min(10, keys + more) - keys)


@settings(max_examples=200, deadline=None)
@given(spain=st.integers(min_value=0, max_value=50), england=st.integers(min_value=0, max_value=50))
def test_uprising_wins_exactly_at_4_more_hits(spain: int, england: int) -> None:
    # «на 4 «хита» больше, чем английский игрок, Испания немедленно одерживает победу»
    out = run(UPRISING, {"spain_hits": spain, "england_hits": england})
    assert out["margin"] == spain - england
    assert out["spain_wins"] == (spain - england >= 4)
    assert out["hits_needed"] == max(0, 4 - (spain - england))


@settings(max_examples=200, deadline=None)
@given(payload=positions())
def test_circumnavigations_are_counted_as_ticked_and_flagged_when_no_game_gives_them(
    payload: dict[str, Any],
) -> None:
    # «кругосветное плавание [Circumnavigation] (2 ПО за первое; 1 ПО за второе)»: the table's
    # choice is counted; more than one first or second, or a second with no first, is flagged.
    ticked = {p: payload["powers"][p].get("bonus", {}).get("circumnavigation", "none") for p in POWERS}
    firsts = [p for p in POWERS if ticked[p] in ("first", "both")]
    seconds = [p for p in POWERS if ticked[p] in ("second", "both")]
    out = run(VP, payload)
    flags = {f["flag"]: f["powers"] for f in out["circumnavigation_flags"]}
    assert ("several_first" in flags) == (len(firsts) > 1)
    assert ("several_second" in flags) == (len(seconds) > 1)
    assert ("second_without_first" in flags) == (bool(seconds) and not firsts)
    for power in POWERS:
        lines = out["powers"][power]["breakdown"]
        assert sum(a["vp"] for a in lines if a["item"].startswith("circumnavigation")) == 2 * (
            power in firsts
        ) + (power in seconds)
