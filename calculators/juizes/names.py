"""Juízes: the names a player types (players, the Canaanites, regions) and the one rule that
matches them (sources/juizes.md §3.1).

Two spellings are the same name when they differ only in case, accents or spaces:
``name_key("Região  a") == name_key("regiao A")``.  A name that is found is then used as it was
entered in its own table (the players table, the regions' first row), never as typed elsewhere.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping
from typing import Any, Final

from ..errors import InputError
from ..field import each_with_others
from ..i18n import Text
from ..spec import Field, KeyedRowsField, RowsField, TextField
from .data import CANAANITES, MAX_PLAYERS
from .words import NAME_ERRORS, SHARED

__all__ = [
    "CANAANITES",
    "CANAANITE_SPELLINGS",
    "PLAYER_NAME",
    "find_name",
    "player_field",
    "players_table",
    "rows_table",
    "is_canaanites",
    "name_key",
    "name_errors",
    "resolve",
    "same_as_another",
]

# The players table's key, for the fields that name a player (``TextField.names``): the
# page renames them when the player is renamed.
PLAYER_NAME: Final = "players.name"

# The ways a player may write the Canaanites, in the contract's English and in the pages'
# Portuguese and Russian (matched by ``name_key``).
CANAANITE_SPELLINGS: Final = (
    "canaanites",
    "cananeus",
    "cananeu",
    "cananeias",
    "cananeia",
    "ханаанеи",
    "ханаанеев",
)

# «й» is a letter of its own in Russian (Андрей is not Андреи); «ё» reads as «е».
_KEEP = frozenset("йЙ")


def name_key(name: str) -> str:
    """What every spelling of one name shares: case, accents and repeated spaces ignored."""
    letters = []
    for char in name:
        if char in _KEEP:
            letters.append(char)
            continue
        letters.extend(c for c in unicodedata.normalize("NFD", char) if not unicodedata.combining(c))
    return " ".join("".join(letters).split()).casefold()


_CANAANITE_KEYS: Final = frozenset(name_key(s) for s in CANAANITE_SPELLINGS)


def is_canaanites(name: str) -> bool:
    return name_key(name) in _CANAANITE_KEYS


def find_name(typed: str, names: Iterable[str]) -> str | None:
    """The name of ``names`` that ``typed`` is a spelling of, as written there (None: none)."""
    key = name_key(typed)
    return next((name for name in names if name_key(name) == key), None)


def resolve(typed: str, players: Iterable[str]) -> str | None:
    """A holder typed in a row: a player of ``players`` (as named there), else ``CANAANITES``
    for any spelling of the Canaanites, else None."""
    found = find_name(typed, players)
    if found is not None:
        return found
    return CANAANITES if is_canaanites(typed) else None


def same_as_another(names: Iterable[str]) -> list[tuple[str, str]]:
    """``(name, other)`` for each of ``names`` that is a spelling of another one: every
    spelling of it, the first too (which is the slip, only the player knows), each with the
    first other spelling."""
    spellings: dict[str, list[str]] = {}
    for name in names:
        spellings.setdefault(name_key(name), []).append(name)
    return [(name, others[0]) for same in spellings.values() for name, others in each_with_others(same)]


def name_errors(table: str, key: str, names: Iterable[str], *, players: bool = False) -> list[InputError]:
    """The names of a keyed table (``players``, ``regions``) that repeat an earlier one, and for
    players, a name that is the Canaanites'; each error at ``<table>.<name>.<key>``."""
    names = list(names)
    errors = [
        InputError(
            f"{table}.{name}.{key}", "same_name", {"value": name, "first": first}, NAME_ERRORS["same_name"]
        )
        for name, first in same_as_another(names)
    ]
    if players:
        errors.extend(
            InputError(
                f"{table}.{name}.{key}", "canaanite_name", {"value": name}, NAME_ERRORS["canaanite_name"]
            )
            for name in names
            if is_canaanites(name)
        )
    return errors


# --- The tables and fields that hold names ----------------------------------------------------------------


def players_table(tables: Mapping[str, Text], row: tuple[Field, ...], *, min_rows: int) -> KeyedRowsField:
    """The players table of a calculator: a ``row`` of fields per player, named in its key (a
    holder's word for the Canaanites is not a player's name); its title and help are the
    calculator's ``tables["players"]`` and ``tables["players.help"]``."""
    key = TextField(name="name", label=SHARED["col_player"], taken=CANAANITE_SPELLINGS)
    return KeyedRowsField(
        name="players",
        label=tables["players"],
        help=tables["players.help"],
        key=key,
        fields=row,
        min_rows=min_rows,
        max_rows=MAX_PLAYERS,
    )


def rows_table(
    name: str, tables: Mapping[str, Text], row: tuple[Field, ...], *, max_rows: int, required: bool = True
) -> RowsField:
    """A table of rows that name players or the Canaanites: its title and help are the
    calculator's ``tables[name]`` and ``tables[name + ".help"]``, the form giving its ``row``."""
    return RowsField(
        name=name,
        label=tables[name],
        help=tables[f"{name}.help"],
        fields=row,
        max_rows=max_rows,
        required=required,
    )


def player_field(name: str, label: Text, **options: Any) -> TextField:
    """A field that names a player of the players table (``PLAYER_NAME``): the page renames it
    when the player is renamed."""
    return TextField(name=name, label=label, names=PLAYER_NAME, **options)
