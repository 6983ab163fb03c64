"""The inputs of ``juizes.income``: the round, each player's balance, the settlements and the
Imposto cards played; the checks across rows; the presets."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...errors import InputError, InputErrors
from ...spec import BoolField, ChoiceField, IntField, Option, TextField
from ..data import (
    CANAANITES,
    MAX_BALANCE,
    MAX_DEVELOPMENTS,
    MAX_ROUND,
    MAX_SETTLEMENTS,
    MAX_TAXES,
)
from ..names import find_name, name_errors, player_field, players_table, resolve, rows_table
from ..words import NAME_ERRORS
from .labels import COLUMNS, ROUND_HELP, TABLES
from .rules import IncomeInput, Settlement, Tax
from .words import ERRORS

FIELDS = (
    IntField.from_one("round", COLUMNS["round"], MAX_ROUND, default=2, help=ROUND_HELP),
    players_table(
        TABLES,
        (IntField.count("balance", COLUMNS["balance"], MAX_BALANCE),),
        min_rows=1,
    ),
    rows_table(
        "settlements",
        TABLES,
        (
            TextField(name="region", label=COLUMNS["region"]),
            ChoiceField(
                name="kind",
                label=COLUMNS["kind"],
                options=tuple(Option(kind, COLUMNS[f"kind.{kind}"]) for kind in ("village", "city")),
                default="village",
            ),
            IntField.count("developments", COLUMNS["developments"], MAX_DEVELOPMENTS),
            *(BoolField(name=mark, label=COLUMNS[mark]) for mark in ("plenty", "famine", "besieged")),
            player_field("holder", COLUMNS["holder"]),
        ),
        max_rows=MAX_SETTLEMENTS,
    ),
    rows_table(
        "taxes",
        TABLES,
        (
            player_field("player", COLUMNS["player"]),
            TextField(name="region", label=COLUMNS["taxed_region"]),
        ),
        max_rows=MAX_TAXES,
    ),
)


# --- Parsing and the checks across rows ------------------------------------------------------------
# Every name typed in a row is matched by the one rule of sources/juizes.md §3.1 and then used
# as entered in its own table: the players table, the first settlement row of its region.


def _settlements(
    rows: list[dict[str, Any]], players: Mapping[str, int], errors: list[InputError]
) -> tuple[Settlement, ...]:
    out = []
    regions: list[str] = []
    for i, row in enumerate(rows):
        holder = resolve(row["holder"], players)
        if holder is None:
            params = {"value": row["holder"]}
            errors.append(
                InputError(f"settlements.{i}.holder", "not_a_holder", params, ERRORS["not_a_holder"])
            )
        if row["kind"] == "village" and row["developments"]:
            # sources/juizes.md §1.8: "Cada desenvolvimento nela" follows "Cidade (capital de juiz)".
            errors.append(
                InputError(
                    f"settlements.{i}.developments", "village_developed", text=ERRORS["village_developed"]
                )
            )
        region = find_name(row["region"], regions)
        if region is None:
            region = row["region"]
            regions.append(region)
        out.append(Settlement(**(row | {"region": region, "holder": holder or CANAANITES})))
    return tuple(out)


def _taxes(
    rows: list[dict[str, Any]],
    players: Mapping[str, int],
    regions: list[str],
    errors: list[InputError],
) -> tuple[Tax, ...]:
    taxes: list[Tax] = []
    first_tax: dict[str, tuple[int, str]] = {}
    for i, row in enumerate(rows):
        player = find_name(row["player"], players)
        if player is None:
            errors.append(
                InputError(
                    f"taxes.{i}.player", "not_a_player", {"value": row["player"]}, NAME_ERRORS["not_a_player"]
                )
            )
        region = find_name(row["region"], regions)
        if region is None:
            # Issue 14: a region that matches no settlement is a typo until shown otherwise; a
            # region with no settlement left collects nothing, so its card needs no row.
            params = {"value": row["region"]}
            errors.append(InputError(f"taxes.{i}.region", "no_such_region", params, ERRORS["no_such_region"]))
        elif region in first_tax:
            # sources/juizes.md §1.5: two Imposto cards on one region is not described: reject it.
            row_no, first = first_tax[region]
            params = {"value": region, "row": row_no + 1, "first": first}
            errors.append(
                InputError(f"taxes.{i}.region", "region_taxed_twice", params, ERRORS["region_taxed_twice"])
            )
        else:
            first_tax[region] = (i, player or row["player"])
        taxes.append(Tax(player or row["player"], region or row["region"]))
    return tuple(taxes)


def parse(clean: dict[str, Any]) -> IncomeInput:
    players: dict[str, int] = {name: row["balance"] for name, row in clean["players"].items()}
    errors = name_errors("players", "name", players, players=True)
    settlements = _settlements(clean["settlements"], players, errors)
    regions = list(dict.fromkeys(s.region for s in settlements))
    taxes = _taxes(clean["taxes"], players, regions, errors)
    if errors:
        raise InputErrors(errors)
    return IncomeInput(clean["round"], players, settlements, taxes)
