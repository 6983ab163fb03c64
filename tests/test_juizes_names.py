"""Juízes: names typed by hand (issue 14, "Juízes names"; sources/juizes.md §3).

One rule matches every name a player types in the two calculators: the players, the
Canaanites («cananeus», «ханаанеи») and the regions.  Case, accents and repeated spaces do not
count; anything else does.  Whatever is matched is shown as it was entered in its own table
(the players table, the first settlement row of the region).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from calculators.api import run, run_form
from calculators.errors import InputErrors
from calculators.juizes.income import INCOME
from calculators.juizes.names import CANAANITES, name_key, resolve
from calculators.spec import to_form
from tests.test_juizes_income import payload as income_payload
from tests.test_juizes_income import s
from tests.test_juizes_victory import p
from tests.test_juizes_victory import payload as victory_payload

# The cases the page's own matching (nameKey in calculators-state.mjs) passes too.
NAME_KEYS: dict[str, Any] = json.loads((Path(__file__).parent / "name_keys.json").read_text("utf-8"))


@pytest.mark.parametrize(("a", "b"), NAME_KEYS["same"])
def test_one_rule_ignores_case_accents_and_spaces(a: str, b: str) -> None:
    assert name_key(a) == name_key(b)


@pytest.mark.parametrize(("name", "key"), NAME_KEYS["keys"])
def test_the_key_itself(name: str, key: str) -> None:
    assert name_key(name) == key


@pytest.mark.parametrize(("a", "b"), NAME_KEYS["different"])
def test_anything_else_tells_names_apart(a: str, b: str) -> None:
    # «й» is a letter of its own in Russian, not an «и» with an accent.
    assert name_key(a) != name_key(b)


@pytest.mark.parametrize("typed", ["canaanites", "cananeus", "Cananeus", "CANANÉUS", "cananeia", "ханаанеи"])
def test_the_canaanites_in_either_language(typed: str) -> None:
    assert resolve(typed, ["Ana", "Bia"]) == CANAANITES


def test_a_player_is_found_under_the_name_of_the_players_table() -> None:
    assert resolve(" ÁNA ", ["Ana", "Bia"]) == "Ana"
    assert resolve("Caio", ["Ana", "Bia"]) is None


# --- juizes.income ------------------------------------------------------------------------------


def test_income_holder_and_taxer_matched_by_the_rule() -> None:
    # «Um assentamento conta como seu quando você é dono da guarnição ou tem um general parado nele.»
    rows = [s("Norte", "city", 1, holder="ana"), s("Sul", holder="CANANÉUS")]
    out = run("juizes.income", income_payload(rows, [{"player": "bia", "region": "sul"}]))
    # Ana's city: 2 + 1 × 2 = 4; Bia taxes Sul: 2 × 1 = 2.
    assert out["players"]["Ana"]["income"] == 4
    assert out["players"]["Bia"]["income"] == 2


def test_income_report_names_the_region_as_in_the_settlements_table() -> None:
    # Issue 16: «the report repeats the region as typed («Imposto em norte»)».
    rows = [s("Norte", "city", 2, holder="Ana"), s("norte ", holder="Ana")]
    data = income_payload(rows, [{"player": "Bia", "region": "NORTE"}])
    out = run("juizes.income", data)
    assert [line["region"] for line in out["players"]["Bia"]["lines"]] == ["Norte"]
    page = run_form("juizes.income", to_form(INCOME.fields, data), "pt")
    assert "Imposto em Norte: 2 × (6 + 1) = 14" in page["text"]
    assert "norte" not in page["text"].replace("Norte", "")


def test_income_tax_on_a_region_that_matches_nothing_is_an_error_at_the_field() -> None:
    # Issue 14: «a tax on a region name that matches nothing is an error at the field».
    data = income_payload([s("Norte")], [{"player": "Bia", "region": "Nrte"}])
    with pytest.raises(InputErrors) as bad:
        run("juizes.income", data)
    assert bad.value.fields == ["taxes.0.region"]
    page = run_form("juizes.income", to_form(INCOME.fields, data), "pt")
    assert [e["field"] for e in page["errors"]] == ["taxes.0.region"]
    assert "“Nrte”" in page["errors"][0]["message"]


@pytest.mark.parametrize(
    ("players", "fields"),
    [
        # Two spellings of one name: both rows are marked, for only the player knows which is
        # the slip (the one just typed went unmarked when it was the upper: stop 38's audit).
        ({"Ana": 0, "ana": 0}, ["players.Ana.name", "players.ana.name"]),
        ({"Ana": 0, "Cananeus": 0}, ["players.Cananeus.name"]),
    ],
)
def test_income_players_whose_names_match_another_are_errors(
    players: dict[str, int], fields: list[str]
) -> None:
    with pytest.raises(InputErrors) as bad:
        run("juizes.income", income_payload([s("A")], players=players))
    assert sorted(bad.value.fields) == fields


def test_income_name_errors_land_beside_the_name_in_the_form() -> None:
    data = income_payload([s("A")], players={"Ana": 0, "ána": 0})
    page = run_form("juizes.income", to_form(INCOME.fields, data), "pt")
    assert {e["field"]: e["message"] for e in page["errors"]} == {
        "players.0.name": "“Ana” é o mesmo nome que “ána” (maiúsculas, acentos e espaços não contam)",
        "players.1.name": "“ána” é o mesmo nome que “Ana” (maiúsculas, acentos e espaços não contam)",
    }


# --- juizes.victory -----------------------------------------------------------------------------


def test_victory_captives_matched_by_the_rule() -> None:
    # «Um cativo parado em um hexágono que seu captor não controla mais passa para quem controla
    # aquele hexágono — e é libertado de graça se quem controla for o dono original.»
    captives = [{"owner": "ANA", "captor": "bia", "hex_controller": "Ána"}]
    out = run("juizes.victory", victory_payload({"Ana": p(), "Bia": p()}, captives=captives))
    assert out["captives"] == [{"owner": "Ana", "custody": "freed", "reason": "freed"}]


def test_victory_own_general_held_captive_is_matched_by_the_rule_too() -> None:
    captives = [{"owner": "Ana", "captor": "ana", "hex_controller": None}]
    with pytest.raises(InputErrors) as bad:
        run("juizes.victory", victory_payload({"Ana": p(), "Bia": p()}, captives=captives))
    assert bad.value.fields == ["captives.0.captor"]


@pytest.mark.parametrize(
    ("players", "regions", "fields"),
    [
        ({"Ana": p(), "ANA": p()}, None, ["players.ANA.name", "players.Ana.name"]),
        ({"Ana": p(), "cananeus": p()}, None, ["players.cananeus.name"]),
        (
            {"Ana": p(), "Bia": p()},
            {"Judá": 4, "Efraim": 4, "juda": 5},
            ["regions.Judá.region", "regions.juda.region"],
        ),
    ],
)
def test_victory_names_that_match_another_are_errors(
    players: dict[str, Any], regions: dict[str, int] | None, fields: list[str]
) -> None:
    with pytest.raises(InputErrors) as bad:
        run("juizes.victory", victory_payload(players, regions))
    assert sorted(bad.value.fields) == fields
