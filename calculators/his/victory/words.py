"""The texts of ``his.victory``: the seed's sentences behind each verdict, the report, the form's
labels and help, the aid (numbers from the rules' constants)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Catalog, Text, join_names, tr, words_file
from ..data import (
    COPERNICUS_VP,
    DOMINATION_FROM_TURN,
    DOMINATION_LEAD,
    FIRST_TURN,
    LAST_TURN,
    SERVETUS_VP,
    STANDARD_VICTORY_VP,
)

NUMBERS: Final = {
    "victory_vp": STANDARD_VICTORY_VP,
    "domination_lead": DOMINATION_LEAD,
    "domination_from": DOMINATION_FROM_TURN,
    "last_turn": LAST_TURN,
    "copernicus_low": min(COPERNICUS_VP),
    "copernicus_high": max(COPERNICUS_VP),
    "servetus_vp": SERVETUS_VP,
    "both_events": max(COPERNICUS_VP) + SERVETUS_VP,
}

# «Не проверяйте её условия на 1-м, 2-м и 3-м ходах» / “nos turnos 1, 2 e 3”: the turns before
# domination is checked, as each language writes them.
_TURNS_BEFORE_DOMINATION = range(FIRST_TURN, DOMINATION_FROM_TURN)
TURNS_BEFORE_DOMINATION: Final[Mapping[str, str]] = {
    "ru": join_names([f"{t}-м" for t in _TURNS_BEFORE_DOMINATION], "ru"),
    "pt": join_names([str(t) for t in _TURNS_BEFORE_DOMINATION], "pt"),
    "en": join_names([str(t) for t in _TURNS_BEFORE_DOMINATION], "en"),
}

# The texts themselves are in words.toml beside this file, one [TABLE.key] a text.
WORDS: Final = words_file(__name__)

# The sentences of the rules behind each verdict, quoted with the rules' numbers: the Russian as
# the site's page gives sources/seeds/his-victory.txt «23.3» (its grammar corrected, meaning
# unchanged), the Portuguese as the site's Portuguese page translates it.
QUOTES: Final[Mapping[str, Text]] = WORDS.table("QUOTES")

TEXT: Final[Mapping[str, Text]] = WORDS.table("TEXT")

ERRORS: Final[Mapping[str, Text]] = WORDS.table("ERRORS")

# The form's fields (form.py), by name; "<name>.help" the help of those that have one
# ({first}: the first turn), "history.row" the title of a row of the table of turns.
FIELD_TEXT: Final[Mapping[str, Text]] = WORDS.table("FIELD_TEXT")

AID_TEXT: Final[Mapping[str, Text]] = WORDS.table("AID_TEXT")


def _numbers(lang: str) -> dict[str, object]:
    return {**NUMBERS, "turns_before_domination": tr(TURNS_BEFORE_DOMINATION, lang)}


def words(lang: str) -> Catalog:
    return Catalog(TEXT, lang, _numbers(lang))


def quotes(lang: str) -> Catalog:
    return Catalog(QUOTES, lang, _numbers(lang))


def aid_words(lang: str) -> Catalog:
    return Catalog(AID_TEXT, lang, _numbers(lang))
