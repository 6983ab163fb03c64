"""The presets of ``juizes.victory``: made-up positions (the chapter gives no example of a
victory check), each in the names a player would type in the page's language."""

from __future__ import annotations

from typing import Any

from ...base import Preset
from ..data import POINTS_TO_WIN
from ..words import LANGUAGES

# Made-up positions (the chapter gives no example of a victory check): the page opens on the first
# with no region, so that no made-up region judges a player's own players.  Each holds the names a
# player would type in the page's language (sources/juizes.md §3.1); the numbers are the same.

# The names of the examples, by language.
NAMES: dict[str, dict[str, str]] = {
    "pt": {"ana": "Ana", "bia": "Bia", "caio": "Caio", "region": "Região {}", "letters": "ABCD"},
    "ru": {"ana": "Анна", "bia": "Вера", "caio": "Кирилл", "region": "Регион {}", "letters": "АБВГ"},
}


def _p(
    titles: list[str], *, king: bool = False, tabernacle: bool = False, settlements: int, generals: int
) -> dict[str, Any]:
    return {
        "judge_titles": titles,
        "king": king,
        "tabernacle": tabernacle,
        "settlements": settlements,
        "free_generals": generals,
    }


def _regions(lang: str, counts: tuple[int, ...]) -> dict[str, int]:
    n = NAMES[lang]
    return {n["region"].format(letter): count for letter, count in zip(n["letters"], counts, strict=True)}


def tie_on_points(lang: str) -> dict[str, Any]:
    """Ana reaches 3 points with a captive judge; Bia also reaches 3: tie broken by settlements.
    The page opens on it with no region (none made up: the result says the collapse was not
    checked)."""
    n = NAMES[lang]
    return {
        "players": {
            n["ana"]: _p(["free", "captive"], king=True, settlements=7, generals=2),
            n["bia"]: _p(["free", "free", "vacant"], tabernacle=True, settlements=5, generals=3),
            n["caio"]: _p([], settlements=0, generals=0),
        },
        "regions": {},
        "captives": [
            {"owner": n["ana"], "captor": n["bia"], "hex_controller": n["bia"]},
            {"owner": n["caio"], "captor": n["bia"], "hex_controller": n["ana"]},
        ],
    }


def game_goes_on(lang: str) -> dict[str, Any]:
    """Nobody at 3; a captive is freed by the reconciliation; the game goes on."""
    n = NAMES[lang]
    return {
        "players": {
            n["ana"]: _p(["free", "vacant"], settlements=6, generals=2),
            n["bia"]: _p(["captive"], king=True, settlements=4, generals=1),
            n["caio"]: _p([], settlements=0, generals=0),
        },
        "regions": _regions(lang, (5, 4, 4, 2)),
        "captives": [
            {"owner": n["caio"], "captor": n["ana"], "hex_controller": n["caio"]},
            {"owner": n["bia"], "captor": n["ana"], "hex_controller": None},
        ],
    }


def collapse(lang: str) -> dict[str, Any]:
    """Only two regions keep 4 standing settlements: everybody loses."""
    n = NAMES[lang]
    return {
        "players": {
            n["ana"]: _p(["free", "free"], settlements=5, generals=2),
            n["bia"]: _p(["free"], king=True, settlements=4, generals=1),
        },
        "regions": _regions(lang, (4, 4, 3, 1)),
        "captives": [],
    }


PRESETS = (
    Preset.in_languages(
        "tie",
        {
            "pt": f"Empate em {POINTS_TO_WIN} pontos",
            "ru": f"Ничья при {POINTS_TO_WIN} очках",
            "en": f"A tie at {POINTS_TO_WIN} points",
        },
        tie_on_points,
        LANGUAGES,
    ),
    Preset.in_languages(
        "none",
        {
            "pt": "Ninguém vence ainda",
            "ru": "Пока никто не побеждает",
            "en": "Nobody wins yet",
        },
        game_goes_on,
        LANGUAGES,
    ),
    Preset.in_languages(
        "collapse",
        {
            "pt": "Colapso das regiões",
            "ru": "Крах регионов",
            "en": "The regions collapse",
        },
        collapse,
        LANGUAGES,
    ),
)
