"""Juízes, Fase 3 — Renda (sources/seeds/juizes-income-and-victory.txt; sources/juizes.md §1).

Every expected number below is worked out by hand from the chapter's table "Quanto rende
cada assentamento" (Vila 1, Cidade 2, +2 per development, Fartura +1, Fome −1).
"""

from __future__ import annotations

from typing import Any

import pytest

from calculators.api import run, run_form
from calculators.errors import InputErrors
from calculators.juizes.income import INCOME
from calculators.juizes.income.presets import settlement
from calculators.report import Table
from calculators.spec import to_form

ID = "juizes.income"


def s(region: str, kind: str = "village", dev: int = 0, holder: str = "Ana", **flags: bool) -> dict[str, Any]:
    """A settlement, by default Ana's village with no development; ``flags``: plenty, famine, besieged."""
    return settlement(region, kind, dev, holder, **flags)


def payload(
    settlements: list[dict[str, Any]],
    taxes: list[dict[str, str]] | None = None,
    *,
    round: int = 2,
    players: dict[str, int] | None = None,
) -> dict[str, Any]:
    balances = players if players is not None else {"Ana": 0, "Bia": 0}
    return {
        "round": round,
        "players": {name: {"balance": b} for name, b in balances.items()},
        "settlements": settlements,
        "taxes": taxes or [],
    }


def income(out: dict[str, Any], name: str) -> int:
    value = out["players"][name]["income"]
    assert isinstance(value, int)
    return value


# --- The chapter's example --------------------------------------------------------------------


def test_chapter_example_is_seven_coins() -> None:
    # «Você controla uma cidade com 2 desenvolvimentos e duas vilas, uma delas em terreno
    # atingido pela Fome: cidade: 2 + (2 × 2) = 6; vila normal: 1; vila com Fome: 1 − 1 = 0;
    # Total: 7 moedas»
    out = run(ID, payload([s("A", "city", 2), s("A"), s("B", famine=True)], players={"Ana": 10}))
    assert out["players"]["Ana"] == {
        **out["players"]["Ana"],
        "previous_balance": 10,
        "income": 7,
        "new_balance": 17,
    }
    assert [line["amount"] for line in out["players"]["Ana"]["lines"]] == [6, 1, 0]


def test_page_opens_on_the_chapter_example_and_shows_seven() -> None:
    # Issue 5: «The chapter's own example ... is the default and must show 7.»
    defaults = INCOME.default_values()
    out = run(ID, defaults)
    (name,) = out["players"]
    assert out["players"][name]["income"] == 7
    assert defaults["round"] >= 2  # the round-1 dowry would add 6
    page = run_form(ID, INCOME.default_form(), "pt")
    assert page["ok"]
    assert "2 + 2 × 2 = 6" in page["text"]
    assert "1 − 1 (Fome) = 0" in page["text"]
    assert "Entrou: 7 moedas" in page["text"]
    assert "só é somado na rodada 1" in page["text"]


# --- "Quanto rende cada assentamento" --------------------------------------------------------


@pytest.mark.parametrize(
    ("row", "value"),
    [
        (s("A"), 1),  # «| Vila | 1 moeda |»
        (s("A", "city"), 2),  # «| Cidade (capital de juiz) | 2 moedas |»
        (s("A", "city", 1), 4),  # «| Cada desenvolvimento nela | +2 moedas |»
        (s("A", "city", 3), 8),
        (s("A", plenty=True), 2),  # «| Fartura no terreno dela | +1 moeda |»
        (s("A", famine=True), 0),  # «| Fome no terreno dela | −1 moeda |»
        (s("A", "city", famine=True), 1),
        # sources/juizes.md §1.1: «Fartura and Fome are independent modifiers: both marked means +1 - 1»
        (s("A", "city", 1, plenty=True, famine=True), 4),
    ],
)
def test_value_of_each_settlement(row: dict[str, Any], value: int) -> None:
    out = run(ID, payload([row]))
    assert income(out, "Ana") == value
    assert out["settlements"][0]["value"] == value


def test_only_a_city_is_developed() -> None:
    # «| Cidade (capital de juiz) | 2 moedas |», «| Cada desenvolvimento nela | +2 moedas |»: «nela»
    # is the Cidade of the line above, and the example develops only the city («uma cidade com 2
    # desenvolvimentos e duas vilas»); sources/juizes.md §1.8.
    with pytest.raises(InputErrors) as bad:
        run(ID, payload([s("A", "city", 3), s("B", "village", 1)]))
    assert bad.value.fields == ["settlements.1.developments"]
    page = run_form(ID, to_form(INCOME.fields, payload([s("A", "village", 2)])), "pt")
    assert page["errors"] == [
        {
            "field": "settlements.0.developments",
            "code": "village_developed",
            "message": "só a Cidade pode ser desenvolvida: numa Vila, deixe 0",
        }
    ]


def test_settlement_counts_for_its_holder_only() -> None:
    # «Um assentamento conta como seu quando você é dono da guarnição ou tem um general parado nele.»
    out = run(ID, payload([s("A", "city", holder="Bia"), s("B", holder="Ana")]))
    assert income(out, "Bia") == 2
    assert income(out, "Ana") == 1


@pytest.mark.parametrize("holder", ["canaanites", "cananeus", "Cananeu"])
def test_canaanite_settlement_earns_nobody_anything(holder: str) -> None:
    # sources/juizes.md §1.2: «Settlements can also be in Canaanite hands (they earn nobody anything)»
    out = run(ID, payload([s("A", "city", 2, holder=holder)]))
    assert income(out, "Ana") == income(out, "Bia") == 0
    assert out["settlements"][0]["paid_to"] is None


# --- "O que zera a renda" ----------------------------------------------------------------------


def test_siege_zeroes_income_for_everybody() -> None:
    # «Assentamento sob cerco — não produz nada para ninguém enquanto o cerco durar.»
    out = run(ID, payload([s("A", "city", 3, besieged=True), s("B")]))
    assert income(out, "Ana") == 1
    besieged = out["players"]["Ana"]["lines"][0]
    assert besieged["kind"] == "besieged" and besieged["amount"] == 0 and besieged["value"] == 8


def test_besieged_settlement_is_not_taxed() -> None:
    # «A única exceção são os assentamentos sob cerco, que não rendem nem para o dono nem para o taxador.»
    rows = [s("A", "city", 2, besieged=True), s("A", holder="Ana")]
    out = run(ID, payload(rows, [{"player": "Bia", "region": "A"}]))
    # Bia collects 2 × 1 (the village) and nothing for the besieged city (value 6).
    assert income(out, "Bia") == 2
    assert income(out, "Ana") == 0
    tax = out["players"]["Bia"]["lines"][0]
    assert tax == {**tax, "kind": "tax", "values": [1], "besieged_left_out": 1, "amount": 2}


def test_taxed_region_yields_nothing_to_its_owner() -> None:
    # «Assentamento em região taxada — não rende nada ao seu dono naquela rodada.»
    out = run(ID, payload([s("A", "city", 2), s("B")], [{"player": "Bia", "region": "A"}]))
    assert income(out, "Ana") == 1  # only the village in the untaxed region B
    assert out["players"]["Ana"]["lines"][0] == {
        "kind": "taxed_away",
        "amount": 0,
        "region": "A",
        "settlement": 0,
        "value": 6,
        "taxed_by": "Bia",
    }


def test_taxer_collects_double_including_others_canaanite_and_own() -> None:
    # «quem jogou a carta recolhe o dobro do valor de todos os assentamentos da região —
    # inclusive os que pertencem a outros jogadores e os que estão em mãos cananeias»;
    # sources/juizes.md §1.4: «whoever holds it: other players', Canaanite ones, and the taxer's own».
    rows = [
        s("A", "city", 2, holder="Ana"),  # 6
        s("A", holder="canaanites", plenty=True),  # 2
        s("A", holder="Bia"),  # 1 (the taxer's own)
        s("B", holder="Bia"),  # 1, untaxed region
    ]
    out = run(ID, payload(rows, [{"player": "Bia", "region": "A"}]))
    assert income(out, "Bia") == 2 * (6 + 2 + 1) + 1 == 19
    assert income(out, "Ana") == 0


def test_report_shows_the_tax_sum() -> None:
    # «O relatório financeiro de cada rodada fica registrado na notificação, com o saldo
    # anterior e o quanto entrou.» (sources/juizes.md §1.7: itemised)
    rows = [s("A", "city", 2, holder="Ana"), s("A", holder="Ana")]
    form = to_form(
        INCOME.fields, payload(rows, [{"player": "Bia", "region": "A"}], players={"Ana": 3, "Bia": 5})
    )
    page = run_form(ID, form, "pt")
    assert page["ok"], page["errors"]
    assert "Imposto em A: 2 × (6 + 1) = 14" in page["text"]
    assert "Cidade em A: 0 — região taxada por Bia (renderia 6)" in page["text"]
    assert "Saldo anterior: 5" in page["text"]
    assert "Novo saldo: 5 + 14 = 19" in page["text"]


def test_region_names_match_ignoring_case_and_spaces() -> None:
    out = run(ID, payload([s("Vale  do Jordão", "city")], [{"player": "Bia", "region": "vale do jordão"}]))
    assert income(out, "Bia") == 4
    assert out["warnings"] == []


def test_tax_on_a_region_whose_settlements_are_all_besieged_collects_nothing() -> None:
    # «A única exceção são os assentamentos sob cerco, que não rendem nem para o dono nem para o taxador.»
    out = run(ID, payload([s("A", "city", 2, besieged=True), s("B")], [{"player": "Bia", "region": "A"}]))
    assert income(out, "Bia") == 0
    assert out["players"]["Bia"]["lines"] == [
        {"kind": "tax", "amount": 0, "region": "A", "values": [], "besieged_left_out": 1}
    ]
    assert out["warnings"] == []


# --- Round 1 dowry -------------------------------------------------------------------------------


@pytest.mark.parametrize(("round_no", "dowry"), [(1, 6), (2, 0), (10, 0)])
def test_dowry_only_in_round_one(round_no: int, dowry: int) -> None:
    # «Na rodada 1 todos recebem ainda 6 moedas de dote inicial»
    out = run(ID, payload([s("A", "city", 2)], round=round_no, players={"Ana": 1, "Bia": 0}))
    assert income(out, "Ana") == 6 + dowry
    assert income(out, "Bia") == dowry  # "todos": even a player with no settlement
    assert out["players"]["Ana"]["new_balance"] == 1 + 6 + dowry


# --- Errors name the row and field ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "fields"),
    [
        # a holder that is not a player
        (payload([s("A"), s("B", holder="Caio")]), ["settlements.1.holder"]),
        (payload([s("A", holder="")]), ["settlements.0.holder"]),
        # a negative development count
        (payload([s("A", "city", -1)]), ["settlements.0.developments"]),
        # sources/juizes.md §1.5: two Imposto cards on one region: reject (the second one)
        (
            payload(
                [s("A"), s("Z")],
                [
                    {"player": "Bia", "region": "A"},
                    {"player": "Ana", "region": "Z"},
                    {"player": "Ana", "region": " a "},
                ],
            ),
            ["taxes.2.region"],
        ),
        # a tax played by somebody who is not a player
        (payload([s("A")], [{"player": "Caio", "region": "A"}]), ["taxes.0.player"]),
        (payload([{**s("A"), "kind": "town"}]), ["settlements.0.kind"]),
        ({**payload([s("A")]), "round": 0}, ["round"]),
        ({"round": 1, "players": {"Ana": {"balance": 0}}}, ["settlements", "taxes"]),
    ],
)
def test_invalid_input_names_row_and_field(data: dict[str, Any], fields: list[str]) -> None:
    with pytest.raises(InputErrors) as bad:
        run(ID, data)
    assert sorted(bad.value.fields) == sorted(fields)


def test_error_messages_are_in_portuguese_beside_the_field() -> None:
    form = to_form(INCOME.fields, payload([s("A", holder="Caio")]))
    page = run_form(ID, form, "pt")
    assert not page["ok"]
    assert page["errors"] == [
        {
            "field": "settlements.0.holder",
            "code": "not_a_holder",
            "message": "“Caio” não é um jogador: use um nome da tabela de jogadores ou “cananeus”",
        }
    ]
    two = to_form(
        INCOME.fields, payload([s("A")], [{"player": "Ana", "region": "A"}, {"player": "Bia", "region": "A"}])
    )
    errors = run_form(ID, two, "pt")["errors"]
    assert [e["field"] for e in errors] == ["taxes.1.region"]
    assert "já foi taxada na linha 1 (Ana)" in errors[0]["message"]


def test_income_is_the_sum_of_the_recorded_lines() -> None:
    rows = [s("A", "city", 4, plenty=True), s("A", holder="Bia"), s("B", "city", 1, besieged=True)]
    out = run(ID, payload(rows, [{"player": "Ana", "region": "A"}], round=1, players={"Ana": 2, "Bia": 3}))
    for p in out["players"].values():
        assert p["income"] == sum(line["amount"] for line in p["lines"])
        assert p["new_balance"] == p["previous_balance"] + p["income"]
    # Ana: 2 × (11 + 1) + dowry 6 = 30; Bia: her village is taxed away, dowry 6.
    assert income(out, "Ana") == 30
    assert income(out, "Bia") == 6


# --- The printable aid ---------------------------------------------------------------------------


def test_aid_develops_only_the_city() -> None:
    # Issue 16 item 8: «the printable income table lists a developed «Vila»»; sources/juizes.md §1.8.
    assert INCOME.aid is not None
    (table,) = [b for b in INCOME.aid("pt").blocks if isinstance(b, Table)]
    assert [row[:2] for row in table.rows] == [("Vila", "0"), *(("Cidade", str(d)) for d in range(4))]
    # «cidade: 2 + (2 × 2) = 6»; «vila normal: 1»; «vila com Fome: 1 − 1 = 0»
    assert table.rows[3][2] == "6"
    assert table.rows[0][2:5] == ("1", "2", "0")


# --- Words -----------------------------------------------------------------------------------------


def test_the_result_names_only_the_readings_it_used_in_one_line() -> None:
    # Issue 16: «The result's “Leituras aplicadas…” repeats the note just above: once is enough.»
    page = run_form(ID, INCOME.default_form(), "pt")
    assert "Leituras" not in page["text"]  # the chapter's example needs no reading
    (tax,) = [p for p in INCOME.presets if p.key == "tax"]
    page = run_form(ID, to_form(INCOME.fields, tax.values), "pt")
    assert page["text"].count("Leituras") == 1
    # A Canaanite village outside the taxed region; Bia taxes her own village too.
    assert "Leituras da nota acima aplicadas aqui: Detentor; Imposto." in page["text"]


def test_range_errors_read_naturally_in_portuguese() -> None:
    # Issue 16: «deve ir de {min} a {max}» → «deve estar entre {min} e {max}».
    form = to_form(INCOME.fields, payload([s("A")])) | {"round": "0"}
    (error,) = run_form(ID, form, "pt")["errors"]
    assert error == {
        "field": "round",
        "code": "out_of_range",
        "message": "o valor deve estar entre 1 e 999 (informado: 0)",
    }
