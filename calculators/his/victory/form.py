"""The inputs of ``his.victory`` (issue 3)::

    {"turn": 1-9,
     "history": [{"ottoman": vp, "hapsburg": vp, "england": vp, "france": vp,
                  "papacy": vp, "protestant": vp}, ...]}     # one row per turn, the last = turn

and the presets: a new game on the 1517 start, and one example of each verdict.
"""

from __future__ import annotations

from typing import Final

from ...base import Preset
from ...errors import InputError, InputErrors
from ...spec import JSON, Field, IntField, RowsField
from ..data import FIRST_TURN, LAST_TURN, POWERS, STANDARD_VICTORY_VP
from ..vp.rules import TOTAL_MAX, TOTAL_MIN
from ..words import POWER_NAMES
from .rules import VictoryInput
from .words import ERRORS

FIELDS: Final[tuple[Field, ...]] = (
    IntField(
        name="turn",
        label={"ru": "Текущий ход", "en": "Current turn"},
        help={
            "ru": f"ход, в конце которого определяется победитель, {FIRST_TURN}–{LAST_TURN}",
            "en": f"turn being checked, {FIRST_TURN}-{LAST_TURN}",
        },
        minimum=FIRST_TURN,
        maximum=LAST_TURN,
        default=FIRST_TURN,
    ),
    RowsField(
        name="history",
        label={"ru": "VP в конце каждого хода", "en": "VP at the end of each turn"},
        help={
            "ru": f"Строка {FIRST_TURN} — конец {FIRST_TURN}-го хода и так далее; последняя строка — текущий ход.",
            "en": f"Row {FIRST_TURN} is the end of turn {FIRST_TURN} and so on; the last row is the current turn.",
        },
        fields=tuple(
            IntField(name=p, label=POWER_NAMES[p], minimum=TOTAL_MIN, maximum=TOTAL_MAX, default=0)
            for p in POWERS
        ),
        min_rows=1,
        max_rows=LAST_TURN,
        import_from="his.vp",
    ),
)


def parse(clean: dict[str, JSON]) -> VictoryInput:
    turn: int = clean["turn"]
    rows: list[dict[str, int]] = clean["history"]
    if len(rows) != turn:
        params = {"rows": len(rows), "turn": turn}
        raise InputErrors([InputError("history", "rows_for_turns", params, ERRORS["rows_for_turns"])])
    return VictoryInput(turn, tuple({p: row[p] for p in POWERS} for row in rows))


def _history(*rows: tuple[int, int, int, int, int, int]) -> dict[str, JSON]:
    """An input whose current turn is the last of these rows of VP (in the order of POWERS)."""
    return {"turn": len(rows), "history": [dict(zip(POWERS, r, strict=True)) for r in rows]}


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
    Preset("new", {"ru": "Новая партия (1517)", "en": "New game (1517)"}, NEW_GAME),
    Preset(
        "standard_tie",
        {
            "ru": f"Пример: ничья при {STANDARD_VICTORY_VP}+, ход {STANDARD_TIE['turn']}",
            "en": f"Example: tie at {STANDARD_VICTORY_VP}+, turn {STANDARD_TIE['turn']}",
        },
        STANDARD_TIE,
    ),
    Preset(
        "domination",
        {
            "ru": f"Пример: доминирование, ход {DOMINATION['turn']}",
            "en": f"Example: domination, turn {DOMINATION['turn']}",
        },
        DOMINATION,
    ),
    Preset(
        "time",
        {"ru": f"Пример: конец {TIME['turn']}-го хода", "en": f"Example: end of turn {TIME['turn']}"},
        TIME,
    ),
)
