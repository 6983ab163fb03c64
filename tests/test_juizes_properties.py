"""Juízes: invariants of the rules under random input (hypothesis).

(Hostile input for every calculator: ``tests/test_properties_all.py``.)

* Income (sources/seeds/juizes-income-and-victory.txt «Fase 3 — Renda»): every line is ≥ 0 (the smallest settlement is a Vila
  with Fome, 1 − 1 = 0), so income is never negative; income is the sum of the player's
  lines and new balance = previous balance + income; the coins paid out are exactly the
  holders' values outside taxed regions, twice the values inside them, nothing under siege,
  plus the dowry in round 1.
* Victory (sources/seeds/juizes-income-and-victory.txt «Fase 7 — Checagem de Vitória»): points between 0 and titles + 2;
  elimination exactly when no settlement and no free general; the ending is the first that
  applies in the table's order; winners only for "points" and "last_standing", never a player
  eliminated in the check; captives come out in the order given.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from calculators.api import run

INCOME = "juizes.income"
VICTORY = "juizes.victory"
NAMES = ["Ana", "Bia", "Caio", "Davi", "Eva"]
REGIONS = ["Região A", "Região B", "Região C", "Judá"]


# --- Valid inputs --------------------------------------------------------------------------------


@st.composite
def income_inputs(draw: st.DrawFn) -> dict[str, Any]:
    players = draw(st.lists(st.sampled_from(NAMES), min_size=1, max_size=5, unique=True))
    holders = [*players, "canaanites"]
    # Only a Cidade is developed (sources/juizes.md §1.8).
    settlements = draw(
        st.lists(
            st.fixed_dictionaries(
                {
                    "region": st.sampled_from(REGIONS),
                    "kind": st.sampled_from(["village", "city"]),
                    "developments": st.integers(0, 10),
                    "plenty": st.booleans(),
                    "famine": st.booleans(),
                    "besieged": st.booleans(),
                    "holder": st.sampled_from(holders),
                }
            ),
            max_size=12,
        ).map(lambda rows: [r | {"developments": 0} if r["kind"] == "village" else r for r in rows])
    )
    # A tax names a region of the settlements table (any other is refused: sources/juizes.md §3.1).
    present = sorted({str(s["region"]) for s in settlements})
    regions = draw(st.lists(st.sampled_from(present), unique=True, max_size=4)) if present else []
    taxes = [{"player": draw(st.sampled_from(players)), "region": r} for r in regions]
    return {
        "round": draw(st.integers(1, 6)),
        "players": {p: {"balance": draw(st.integers(0, 9999))} for p in players},
        "settlements": settlements,
        "taxes": taxes,
    }


def _value(s: dict[str, Any]) -> int:
    # Table «Quanto rende cada assentamento», written out again independently of the code.
    base = 1 if s["kind"] == "village" else 2
    developments: int = s["developments"]
    return base + 2 * developments + (1 if s["plenty"] else 0) - (1 if s["famine"] else 0)


@settings(max_examples=200, deadline=None)
@given(income_inputs())
def test_income_invariants(data: dict[str, Any]) -> None:
    out = run(INCOME, data)
    for name, p in out["players"].items():
        assert all(line["amount"] >= 0 for line in p["lines"])
        assert p["income"] >= 0
        assert p["income"] == sum(line["amount"] for line in p["lines"])
        assert p["previous_balance"] == data["players"][name]["balance"]
        assert p["new_balance"] == p["previous_balance"] + p["income"]
    taxed = {t["region"] for t in data["taxes"]}
    expected_total = 0
    for s in data["settlements"]:
        if s["besieged"]:
            continue  # «não produz nada para ninguém»
        if s["region"] in taxed:
            expected_total += 2 * _value(s)  # «recolhe o dobro»
        elif s["holder"] != "canaanites":
            expected_total += _value(s)
    dowry = 6 * len(data["players"]) if data["round"] == 1 else 0
    assert sum(p["income"] for p in out["players"].values()) == expected_total + dowry


@st.composite
def victory_inputs(draw: st.DrawFn) -> dict[str, Any]:
    players = draw(st.lists(st.sampled_from(NAMES), min_size=2, max_size=5, unique=True))
    king = draw(st.sampled_from([None, *players]))
    ark = draw(st.sampled_from([None, *players]))
    rows = {}
    for p in players:
        titles = draw(st.lists(st.sampled_from(["free", "captive", "vacant"]), max_size=6))
        # A free judge, and the Ark's bearer, are free generals (form.py, _generals_at_large).
        at_large = 1 if "free" in titles or p == ark else 0
        rows[p] = {
            "judge_titles": titles,
            "king": p == king,
            "tabernacle": p == ark,
            "settlements": draw(st.integers(0, 3)),
            "free_generals": draw(st.integers(at_large, 2)),
        }
    captives = []
    for _ in range(draw(st.integers(0, 4))):
        owner, captor = draw(st.permutations(players))[:2]
        captives.append(
            {"owner": owner, "captor": captor, "hex_controller": draw(st.sampled_from([None, *players]))}
        )
    # A count left blank (None) is not counted yet (sources/juizes.md §2.7).
    regions = draw(st.dictionaries(st.sampled_from(REGIONS), st.integers(0, 6) | st.none(), max_size=4))
    return {"players": rows, "regions": regions, "captives": captives}


@settings(max_examples=200, deadline=None)
@given(victory_inputs())
def test_victory_invariants(data: dict[str, Any]) -> None:
    out = run(VICTORY, data)
    for name, row in data["players"].items():
        titles = row["judge_titles"]
        assert 0 <= out["points"][name] <= len(titles) + 2
        # «1 por título enquanto estiver preenchido por um general vivo»; vacant scores nothing.
        assert out["points"][name] == sum(t != "vacant" for t in titles) + row["king"] + row["tabernacle"]
        freed = sum(1 for c in out["captives"] if c["owner"] == name and c["custody"] == "freed")
        eliminated = row["settlements"] == 0 and row["free_generals"] + freed == 0
        assert (name in out["eliminated"]) == eliminated
    assert [c["owner"] for c in out["captives"]] == [c["owner"] for c in data["captives"]]
    order = ["points", "last_standing", "collapse", "general_elimination"]
    applicable = out["endings_applicable"]
    assert applicable == [e for e in order if e in applicable]
    assert out["ending"] == (applicable[0] if applicable else "none")
    if out["ending"] in ("points", "last_standing"):
        assert out["winners"] and set(out["winners"]) <= set(data["players"])
    else:
        assert out["winners"] == []
    # «Restam menos de 3 regiões capazes de sustentar um juiz»: decided only on a table of 3
    # regions or more, every one counted, unless 3 of them sustain a judge (sources/juizes.md §2.7).
    counts = list(data["regions"].values())
    sustaining = sum(1 for n in counts if n is not None and n >= 4)
    complete = len(counts) >= 3 and None not in counts
    assert ("collapse" in applicable) == (complete and sustaining < 3)
    assert ("collapse" in out["endings_undecided"]) == (not complete and sustaining < 3)
    # sources/juizes.md §2.6: a player eliminated in this check does not win it.
    assert not set(out["winners"]) & set(out["eliminated"])
    if out["ending"] == "points":
        assert all(out["points"][w] >= 3 for w in out["winners"])
