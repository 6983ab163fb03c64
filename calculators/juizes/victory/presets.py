"""The presets of ``juizes.victory``: made-up positions (the chapter gives no example of a
victory check), each in the names a player would type in the page's language."""

from __future__ import annotations

from typing import Any

from ..data import POINTS_TO_WIN
from ..examples import NAMES, example, regions

# Made-up positions (the chapter gives no example of a victory check): the page opens on the first
# with no region, so that no made-up region judges a player's own players.


def player(
    titles: list[str], *, king: bool = False, tabernacle: bool = False, settlements: int, generals: int
) -> dict[str, Any]:
    """A row of the players table: judge titles, king, tabernacle, settlements and free generals."""
    return {
        "judge_titles": titles,
        "king": king,
        "tabernacle": tabernacle,
        "settlements": settlements,
        "free_generals": generals,
    }


def _position(
    lang: str,
    players: dict[str, dict[str, Any]],
    standing: tuple[int, ...],
    captives: tuple[tuple[str, str, str | None], ...] = (),
) -> dict[str, Any]:
    """A position in the names of ``lang``: the players by their key in ``NAMES``, the standing
    settlements of each region in turn, and each captive as its owner, captor and hex controller
    (None: nobody)."""
    n = NAMES[lang]
    return {
        "players": {n[key]: player for key, player in players.items()},
        "regions": dict(zip(regions(lang, len(standing)), standing, strict=True)),
        "captives": [
            {"owner": n[owner], "captor": n[captor], "hex_controller": n[controller] if controller else None}
            for owner, captor, controller in captives
        ],
    }


def tie_on_points(lang: str) -> dict[str, Any]:
    """Ana reaches 3 points with a captive judge; Bia also reaches 3: tie broken by settlements.
    The page opens on it with no region (none made up: the result says the collapse was not
    checked)."""
    players = {
        "ana": player(["free", "captive"], king=True, settlements=7, generals=2),
        "bia": player(["free", "free", "vacant"], tabernacle=True, settlements=5, generals=3),
        "caio": player([], settlements=0, generals=0),
    }
    return _position(lang, players, (), captives=(("ana", "bia", "bia"), ("caio", "bia", "ana")))


def game_goes_on(lang: str) -> dict[str, Any]:
    """Nobody at 3; a captive is freed by the reconciliation; the game goes on."""
    players = {
        "ana": player(["free", "vacant"], settlements=6, generals=2),
        "bia": player(["captive"], king=True, settlements=4, generals=1),
        "caio": player([], settlements=0, generals=0),
    }
    return _position(lang, players, (5, 4, 4, 2), captives=(("caio", "ana", "caio"), ("bia", "ana", None)))


def collapse(lang: str) -> dict[str, Any]:
    """Only two regions keep 4 standing settlements: everybody loses."""
    players = {
        "ana": player(["free", "free"], settlements=5, generals=2),
        "bia": player(["free"], king=True, settlements=4, generals=1),
    }
    return _position(lang, players, (4, 4, 3, 1))


PRESETS = (
    example(
        "tie",
        {
            "pt": f"Empate em {POINTS_TO_WIN} pontos",
            "ru": f"Ничья при {POINTS_TO_WIN} очках",
            "en": f"A tie at {POINTS_TO_WIN} points",
        },
        tie_on_points,
    ),
    example(
        "none",
        {
            "pt": "Ninguém vence ainda",
            "ru": "Пока никто не побеждает",
            "en": "Nobody wins yet",
        },
        game_goes_on,
    ),
    example(
        "collapse",
        {
            "pt": "Colapso das regiões",
            "ru": "Крах регионов",
            "en": "The regions collapse",
        },
        collapse,
    ),
)
