"""The inputs of ``his.victory`` (issue 3)::

    {"turn": 1-9 | null,                                    # optional: null = the last row
     "history": [{"ottoman": vp, "hapsburg": vp, "england": vp, "france": vp,
                  "papacy": vp, "protestant": vp}, ...]}     # one row per turn, the last = turn

A VP may be null: that power's VP were not recorded that turn (issue 16); the current turn's
must all be there.  The turn follows the rows (issue 14): left out, it is the number of rows,
so a row added to the table (typed, or imported from ``his.vp``) is the next turn; given, it
must be that number.  The page opens on a new game: the 1517 start in the first row, which
holds the place of turn 1's VP (the first import from ``his.vp`` replaces it); the presets
are one example of each verdict (both in ``presets.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ...errors import InputError, InputErrors
from ...i18n import filled
from ...spec import JSON, Check, Field, IntField, RowsField
from ..data import FIRST_TURN, LAST_TURN, POWERS
from ..vp.rules import TOTAL_MAX, TOTAL_MIN
from ..words import POWER_NAMES
from .rules import VictoryInput
from .words import ERRORS, FIELD_TEXT


@dataclass(frozen=True, kw_only=True)
class TableOfTurns(RowsField):
    """The VP of each turn, one row per turn: a VP may be left out (null), but not in the last
    row, the current turn, whose VP the phase checks.  Checked with the fields, so that a null
    there is named like any other bad value, in the JSON and in the form."""

    def validate(self, value: JSON, path: str, check: Check) -> JSON:
        rows = super().validate(value, path, check)
        if isinstance(value, list) and rows and len(rows) == len(value):
            last = len(rows) - 1
            params = {"turn": len(rows)}
            text = ERRORS["current_turn_not_recorded"]
            check.errors.extend(
                InputError(f"{path}.{last}.{p}", "current_turn_not_recorded", params, text)
                for p in POWERS
                if isinstance(value[last], dict) and p in value[last] and value[last][p] is None
            )
        return rows


FIELDS: Final[tuple[Field, ...]] = (
    IntField.or_blank(
        "turn",
        FIELD_TEXT["turn"],
        FIRST_TURN,
        LAST_TURN,
        help=FIELD_TEXT["turn.help"],
        required=False,
    ),
    TableOfTurns(
        name="history",
        label=FIELD_TEXT["history"],
        help=filled(FIELD_TEXT["history.help"], first=FIRST_TURN),
        fields=tuple(IntField.or_blank(p, POWER_NAMES[p], TOTAL_MIN, TOTAL_MAX) for p in POWERS),
        min_rows=1,
        max_rows=LAST_TURN,
        row_title=FIELD_TEXT["history.row"],
        import_from="his.vp",
        import_replaces_default=True,
    ),
)


def parse(clean: dict[str, JSON]) -> VictoryInput:
    rows: list[dict[str, int | None]] = clean["history"]
    given: int | None = clean["turn"]
    turn = len(rows) if given is None else given
    if len(rows) != turn:
        params = {"rows": len(rows), "turn": turn}
        raise InputErrors(
            [
                InputError("history", "rows_for_turns", params, ERRORS["rows_for_turns"]),
                InputError("turn", "turn_for_rows", params, ERRORS["turn_for_rows"]),
            ]
        )
    return VictoryInput(turn, tuple({p: row[p] for p in POWERS} for row in rows))
