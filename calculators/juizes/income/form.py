"""The inputs of ``juizes.income``: the round, each player's balance, the settlements and the
Imposto cards played; the checks across rows; the presets."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...errors import InputError, InputErrors
from ...i18n import plural_ru
from ...spec import BoolField, ChoiceField, IntField, Option, RowsField, TextField
from ..data import (
    CANAANITES,
    DOWRY,
    DOWRY_ROUND,
    MAX_BALANCE,
    MAX_DEVELOPMENTS,
    MAX_ROUND,
    MAX_SETTLEMENTS,
    MAX_TAXES,
)
from ..names import find_name, name_errors, player_field, players_table, resolve
from ..words import NOT_A_PLAYER
from .rules import IncomeInput, Settlement, Tax
from .words import ERRORS, TABLES

FIELDS = (
    IntField(
        name="round",
        label={"pt": "Rodada", "ru": "Раунд", "en": "Round"},
        help={
            "pt": f"Na rodada {DOWRY_ROUND} cada jogador recebe ainda {DOWRY} moedas de dote inicial.",
            "ru": (
                f"В {DOWRY_ROUND}-м раунде каждый игрок получает ещё "
                f"{DOWRY} {plural_ru(DOWRY, 'монету', 'монеты', 'монет')} стартового капитала."
            ),
            "en": f"In round {DOWRY_ROUND} every player also gets the {DOWRY}-coin dowry.",
        },
        minimum=1,
        maximum=MAX_ROUND,
        default=2,
    ),
    players_table(
        TABLES["players"],
        TABLES["players.help"],
        (
            IntField.count(
                "balance",
                {"pt": "Saldo antes da Renda", "ru": "Остаток до дохода", "en": "Balance before Income"},
                MAX_BALANCE,
            ),
        ),
        min_rows=1,
    ),
    RowsField(
        name="settlements",
        label=TABLES["settlements"],
        help=TABLES["settlements.help"],
        fields=(
            TextField(name="region", label={"pt": "Região", "ru": "Регион", "en": "Region"}),
            ChoiceField(
                name="kind",
                label={"pt": "Tipo", "ru": "Тип", "en": "Kind"},
                options=(
                    Option("village", {"pt": "Vila", "ru": "Деревня", "en": "Village"}),
                    Option("city", {"pt": "Cidade", "ru": "Город", "en": "City"}),
                ),
                default="village",
            ),
            IntField.count(
                "developments",
                {"pt": "Desenvolvimentos", "ru": "Улучшения", "en": "Developments"},
                MAX_DEVELOPMENTS,
            ),
            BoolField(name="plenty", label={"pt": "Fartura", "ru": "Изобилие", "en": "Plenty (Fartura)"}),
            BoolField(name="famine", label={"pt": "Fome", "ru": "Голод", "en": "Famine (Fome)"}),
            BoolField(name="besieged", label={"pt": "Sob cerco", "ru": "В осаде", "en": "Under siege"}),
            player_field("holder", {"pt": "Detentor", "ru": "Владелец", "en": "Holder"}),
        ),
        max_rows=MAX_SETTLEMENTS,
    ),
    RowsField(
        name="taxes",
        label=TABLES["taxes"],
        help=TABLES["taxes.help"],
        fields=(
            player_field("player", {"pt": "Jogador que taxou", "ru": "Кто сыграл", "en": "Taxing player"}),
            TextField(
                name="region", label={"pt": "Região taxada", "ru": "Обложенный регион", "en": "Taxed region"}
            ),
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
                InputError(f"taxes.{i}.player", "not_a_player", {"value": row["player"]}, NOT_A_PLAYER)
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
