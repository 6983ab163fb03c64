"""Here I Stand, random positions (hypothesis) for his.vp and his.victory.

(Junk of every kind, for every calculator: ``tests/test_properties_all.py``.)

* Invariants: a VP total is base + special + bonus (sources/seeds/his-victory.txt «Текущие VP державы складываются
  из её базовых, специальных и бонусных VP»); more keys with the same unrest never lower the
  base VP («Количество VP указано на последней открытой клетке»); the verdict is one of the
  five results and ``winner`` is null exactly for "none" and "tie"; the VP calculator's
  exported row always fits the victory calculator's table.
"""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from calculators.api import run
from calculators.errors import InputErrors
from calculators.his.data import KEY_POWERS, KEY_TRACK_BOXES, NEW_WORLD_POWERS, POWERS
from calculators.his.victory import VICTORY
from calculators.his.vp.bonus import BONUS_ITEMS
from calculators.his.vp.form import CONQUEST_SPLITS, EXPLORATION_SPLITS, START_1517
from calculators.his.vp.rules import KeyTrack, base_vp_from_keys
from calculators.spec import validate

SETTINGS = settings(max_examples=200, deadline=None)


# --- Valid positions ---------------------------------------------------------------------------


@st.composite
def positions(draw: st.DrawFn) -> dict[str, Any]:
    """Random positions, built to pass the cross-field checks most of the time."""
    value = copy.deepcopy(START_1517)
    for key_power in KEY_POWERS:
        keys = draw(st.integers(0, KEY_TRACK_BOXES[key_power]))
        value["powers"][key_power]["keys"] = keys
        value["powers"][key_power]["keys_in_unrest"] = draw(st.integers(0, keys))
    league = draw(st.booleans())
    hapsburg = draw(st.integers(0, 6))
    protestant = draw(st.integers(0, 6 - hapsburg)) if league else 0
    english = draw(st.integers(0, 12))
    value["schmalkaldic_league"] = league
    value["protestant_spaces"] = draw(st.integers(protestant + english, 50))
    value["powers"]["ottoman"]["piracy_vp"] = draw(st.integers(0, 10))
    value["powers"]["hapsburg"]["electorates"] = hapsburg
    value["powers"]["protestant"]["electorates"] = protestant
    value["powers"]["england"]["heir"] = draw(st.sampled_from(["none", "elizabeth", "edward"]))
    value["powers"]["england"]["protestant_home_spaces"] = english
    value["powers"]["france"]["chateaux_vp"] = draw(st.integers(0, 6))
    value["powers"]["papacy"]["st_peters_vp"] = draw(st.integers(0, 5))
    for p in POWERS:
        for item in BONUS_ITEMS[p]:
            if item.name not in ("exploration", "conquest", "copernicus", "servetus", "phony_war"):
                value["bonus"][p][item.name] = draw(st.integers(0, item.maximum))
    # One-off VP: the New World splits, one Copernicus, one Servetus, two Phony War markers.
    for name, splits in (("exploration", EXPLORATION_SPLITS), ("conquest", CONQUEST_SPLITS)):
        split = draw(st.sampled_from(sorted(splits)))
        for scorer, held in zip(NEW_WORLD_POWERS, split, strict=True):
            value["bonus"][scorer][name] = held
    for name, vps in (("copernicus", (1, 2)), ("servetus", (1,))):
        owner = draw(st.sampled_from((None, *POWERS)))
        if owner is not None:
            value["bonus"][owner][name] = draw(st.sampled_from(vps))
    for _ in range(draw(st.integers(0, 2))):
        value["bonus"][draw(st.sampled_from(POWERS))]["phony_war"] += 1
    return value


@SETTINGS
@given(position=positions())
def test_total_is_base_plus_special_plus_bonus_and_fits_the_table_of_turns(position: dict[str, Any]) -> None:
    try:
        out = run("his.vp", position)
    except InputErrors:
        return
    row = {}
    for p, v in out["powers"].items():
        # «Текущие VP державы складываются из её базовых, специальных и бонусных VP.»
        assert v["total"] == v["base"] + v["special"] + v["bonus"]
        assert v["total"] == sum(line["vp"] for line in v["breakdown"])
        row[p] = v["total"]
    # The exported row is accepted by the victory calculator's table.
    validate(VICTORY.fields, {"turn": 1, "history": [row]})


@SETTINGS
@given(
    power=st.sampled_from(KEY_POWERS),
    keys=st.integers(0, 14),
    more=st.integers(1, 14),
    unrest=st.integers(0, 14),
)
def test_more_keys_never_lower_base_vp(power: Any, keys: int, more: int, unrest: int) -> None:
    boxes = KEY_TRACK_BOXES[power]
    keys, more_keys = min(keys, boxes), min(keys + more, boxes)
    unrest = min(unrest, keys)
    assert base_vp_from_keys(power, KeyTrack(more_keys, unrest)) >= base_vp_from_keys(
        power, KeyTrack(keys, unrest)
    )


history_rows = st.fixed_dictionaries({p: st.integers(-2, 30) for p in POWERS})


@SETTINGS
@given(rows=st.lists(history_rows, min_size=1, max_size=9))
def test_verdict_is_one_of_five_and_winner_null_exactly_for_none_and_tie(rows: list[dict[str, int]]) -> None:
    out = run("his.victory", {"turn": len(rows), "history": rows})
    assert out["result"] in ("standard", "domination", "time", "none", "tie")
    assert (out["winner"] is None) == (out["result"] in ("none", "tie"))
    assert (out["tied"] != []) == (out["result"] == "tie")
    if out["winner"] is not None:
        current = rows[-1]
        # The winner of a standard or time victory has the highest total; a dominator leads by 5.
        assert current[out["winner"]] == max(current.values())
    if out["result"] == "domination":
        assert len(rows) >= 4
    if out["result"] == "time":
        assert len(rows) == 9
