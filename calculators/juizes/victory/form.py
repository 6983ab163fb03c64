"""The inputs of ``juizes.victory``: the active players' titles, settlements and free generals,
the regions with their standing settlements, the captive generals; the checks across rows; the
presets."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...errors import InputError, InputErrors
from ...field import JSON, Check, each_with_others, form_text
from ...spec import BoolField, IntField, KeyedRowsField, ListOfChoicesField, Option, TextField
from ..data import (
    MAX_CAPTIVES,
    MAX_COUNT,
    MAX_JUDGE_TITLES,
    MAX_PLAYERS,
    MAX_REGIONS,
    MIN_PLAYERS,
)
from ..names import find_name, is_canaanites, name_errors, player_field, players_table, resolve, rows_table
from ..words import NAME_ERRORS
from .labels import COLUMNS, TABLES
from .rules import Captive, PlayerPosition, VictoryInput
from .words import ERRORS


@dataclass(frozen=True, kw_only=True)
class CountOrBlank(IntField):
    """A count the player may leave blank (JSON ``null``): not counted yet, which is not 0.

    A new row opens blank, so a region whose count was not typed is never read as razed
    (sources/juizes.md §2.7)."""

    def default_value(self) -> JSON:
        return None

    def validate(self, value: JSON, path: str, check: Check) -> JSON:
        return None if value is None else super().validate(value, path, check)

    def parse_text(self, text: str | bool, path: str, check: Check) -> JSON:
        return None if not form_text(text).strip() else super().parse_text(text, path, check)


FIELDS = (
    players_table(
        TABLES,
        (
            ListOfChoicesField(
                name="judge_titles",
                label=COLUMNS["judge_titles"],
                options=tuple(
                    Option(title, COLUMNS[f"judge_titles.{title}"]) for title in ("free", "captive", "vacant")
                ),
                default=(),
                max_items=MAX_JUDGE_TITLES,
            ),
            *(BoolField(name=title, label=COLUMNS[title]) for title in ("king", "tabernacle")),
            *(IntField.count(count, COLUMNS[count], MAX_COUNT) for count in ("settlements", "free_generals")),
        ),
        min_rows=MIN_PLAYERS,
    ),
    KeyedRowsField(
        name="regions",
        label=TABLES["regions"],
        help=TABLES["regions.help"],
        key=TextField(name="region", label=COLUMNS["region"]),
        fields=(
            CountOrBlank(name="standing", label=COLUMNS["standing"], minimum=0, maximum=MAX_COUNT, default=0),
        ),
        max_rows=MAX_REGIONS,
        scalar=True,
    ),
    rows_table(
        "captives",
        TABLES,
        (
            player_field("owner", COLUMNS["owner"]),
            player_field("captor", COLUMNS["captor"]),
            player_field("hex_controller", COLUMNS["hex_controller"], default=None, nullable=True),
        ),
        max_rows=MAX_CAPTIVES,
    ),
    rows_table(
        "eliminated_earlier",
        TABLES,
        (TextField(name="name", label=COLUMNS["name"]),),
        max_rows=MAX_PLAYERS,
        required=False,
    ),
)


# --- Parsing and the checks across rows ------------------------------------------------------------


def _one_of_each(players: tuple[PlayerPosition, ...]) -> list[InputError]:
    # NOTE: the chapter speaks of one King title ("enquanto houver um rei") and one Ark ("o
    # general que carrega a Arca"): a second holder of either is a typing mistake.  Which box
    # is the mistake only the player knows, so every box that claims it is marked, each naming
    # the others.
    errors: list[InputError] = []
    for flag, code in (("king", "second_king"), ("tabernacle", "second_ark")):
        holders = [p.name for p in players if getattr(p, flag)]
        for name, others in each_with_others(holders):
            params = {"first": others[0], "others": ", ".join(others)}
            errors.append(InputError(f"players.{name}.{flag}", code, params, ERRORS[code]))
    return errors


def _generals_at_large(players: tuple[PlayerPosition, ...]) -> list[InputError]:
    # «Título de Juiz | 1 por título | enquanto estiver preenchido por um general vivo» and
    # «Tabernáculo | 1 | enquanto o general que carrega a Arca estiver sobre o hexágono dele»:
    # a free judge, and the Ark's bearer, are generals at large, so the free generals are at
    # least 1 («Um jogador é eliminado quando fica sem … nenhum general livre»).  Not more: the
    # chapter does not say that a general holds one title only.
    return [
        InputError(f"players.{p.name}.free_generals", "judge_is_a_general", {}, ERRORS["judge_is_a_general"])
        for p in players
        if p.free_generals == 0 and ("free" in p.judge_titles or p.tabernacle)
    ]


def _captives(
    rows: list[dict[str, Any]], players: list[str], earlier: list[str], errors: list[InputError]
) -> tuple[Captive, ...]:
    """The captives, every name matched by the rule of sources/juizes.md §3.1: the owner is a
    player (at the table or eliminated earlier); the captor and whoever controls the hex may also
    be the Canaanites ("passa para quem controla aquele hexágono", whoever that is)."""
    everyone = [*players, *earlier]
    out = []
    for i, row in enumerate(rows):
        found: dict[str, str | None] = {}
        for key in ("owner", "captor", "hex_controller"):
            value = row[key]
            if value is None:
                found[key] = None
                continue
            found[key] = find_name(value, everyone) if key == "owner" else resolve(value, everyone)
            if found[key] is None:
                code = "not_a_player" if key == "owner" else "not_a_holder"
                errors.append(InputError(f"captives.{i}.{key}", code, {"value": value}, ERRORS[code]))
        owner, captor = found["owner"] or row["owner"], found["captor"] or row["captor"]
        if owner == captor:
            errors.append(InputError(f"captives.{i}.captor", "own_captive", text=ERRORS["own_captive"]))
        out.append(Captive(owner, captor, found["hex_controller"]))
    return tuple(out)


def _earlier(rows: list[dict[str, Any]], players: list[str], errors: list[InputError]) -> list[str]:
    """The players eliminated in earlier rounds: not at the table, not the Canaanites, once each."""
    earlier: list[str] = []
    for i, row in enumerate(rows):
        name, path = row["name"], f"eliminated_earlier.{i}.name"
        same = find_name(name, [*players, *earlier])
        if same is not None:
            # At the table, the player is not one eliminated before; listed twice, one name.
            text = NAME_ERRORS["at_the_table" if same in players else "same_name"]
            errors.append(InputError(path, "same_name", {"value": name, "first": same}, text))
        elif is_canaanites(name):
            errors.append(InputError(path, "canaanite_name", {"value": name}, NAME_ERRORS["canaanite_name"]))
        else:
            earlier.append(name)
    return earlier


def parse(clean: dict[str, Any]) -> VictoryInput:
    players = tuple(
        PlayerPosition(name=name, **(row | {"judge_titles": tuple(row["judge_titles"])}))
        for name, row in clean["players"].items()
    )
    names = [p.name for p in players]
    errors = name_errors("players", "name", names, players=True)
    errors += name_errors("regions", "region", clean["regions"])
    errors += _one_of_each(players)
    errors += _generals_at_large(players)
    earlier = _earlier(clean["eliminated_earlier"], names, errors)
    captives = _captives(clean["captives"], names, earlier, errors)
    if errors:
        raise InputErrors(errors)
    return VictoryInput(players, tuple(clean["regions"].items()), captives)
