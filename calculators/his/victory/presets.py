"""The presets of ``his.victory``: the new game the page opens on (the 1517 start in the first
row), and one finished example of each verdict."""

from __future__ import annotations

from typing import Final

from ...base import Preset
from ...spec import JSON
from ..data import POWERS, STANDARD_VICTORY_VP


def _history(*rows: tuple[int, int, int, int, int, int]) -> dict[str, JSON]:
    """An input whose current turn is the last of these rows of VP (in the order of POWERS);
    the turn is left to the rows, so that a row added after loading it is the next turn."""
    return {"turn": None, "history": [dict(zip(POWERS, r, strict=True)) for r in rows]}


# The 1517 start (sources/here-i-stand.md §1: 8/9/9/12/19/0) as the first row, ready to be overwritten.
NEW_GAME: Final = _history((8, 9, 9, 12, 19, 0))
STANDARD_TIE: Final = _history(
    (9, 10, 9, 12, 17, 4),
    (12, 14, 11, 14, 15, 7),
    (15, 18, 13, 17, 14, 10),
    (18, 24, 15, 22, 13, 12),
    (20, 27, 17, 27, 13, 14),
)
DOMINATION: Final = _history(
    (10, 10, 9, 12, 17, 4),
    (14, 11, 10, 13, 15, 6),
    (18, 12, 11, 13, 14, 7),
    (22, 16, 12, 17, 13, 8),
)
TIME: Final = _history(
    (9, 10, 9, 12, 17, 4),
    (12, 12, 10, 13, 15, 6),
    (14, 14, 11, 14, 14, 8),
    (15, 16, 13, 16, 13, 10),
    (17, 18, 14, 17, 13, 12),
    (18, 19, 15, 19, 12, 14),
    (19, 21, 16, 20, 12, 15),
    (20, 21, 17, 22, 12, 16),
    (22, 23, 18, 23, 12, 17),
)

PRESETS: Final = (
    Preset(
        "standard_tie",
        {
            "ru": f"Пример: ничья при {STANDARD_VICTORY_VP}+, ход {len(STANDARD_TIE['history'])}",
            "pt": f"Exemplo: empate com {STANDARD_VICTORY_VP}+, {len(STANDARD_TIE['history'])}º turno",
            "en": f"Example: tie at {STANDARD_VICTORY_VP}+, turn {len(STANDARD_TIE['history'])}",
        },
        STANDARD_TIE,
    ),
    Preset(
        "domination",
        {
            "ru": f"Пример: доминирование, ход {len(DOMINATION['history'])}",
            "pt": f"Exemplo: dominação, {len(DOMINATION['history'])}º turno",
            "en": f"Example: domination, turn {len(DOMINATION['history'])}",
        },
        DOMINATION,
    ),
    Preset(
        "time",
        {
            "ru": f"Пример: конец {len(TIME['history'])}-го хода",
            "pt": f"Exemplo: fim do {len(TIME['history'])}º turno",
            "en": f"Example: end of turn {len(TIME['history'])}",
        },
        TIME,
    ),
)
