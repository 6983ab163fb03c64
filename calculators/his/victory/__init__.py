"""Here I Stand: the Victory Determination Phase (sources/seeds/his-victory.txt «23.3. Фаза
определения победителя»): standard, domination and time victory for the current turn, with the
tie-break walk back through the table of turns."""

from __future__ import annotations

from typing import Final

from ...base import Calculator
from .aid import aid
from .form import FIELDS, NEW_GAME, PRESETS, parse
from .report import report, to_json
from .rules import Verdict, VictoryInput, compute

__all__ = ["VICTORY"]

VICTORY: Final[Calculator[VictoryInput, Verdict]] = Calculator(
    id="his.victory",
    title={
        "ru": "Кто победил (фаза определения победителя)",
        "pt": "Quem venceu (fase de determinação da vitória)",
        "en": "Who has won (Victory Determination Phase)",
    },
    fields=FIELDS,
    parse=parse,
    compute=compute,
    to_json=to_json,
    report=report,
    presets=PRESETS,
    languages=("ru", "pt"),
    aid=aid,
    # The page opens on a new game, and starting over is one: the presets are examples.
    start=NEW_GAME,
    reset_label={"ru": "Новая партия (1517)", "pt": "Nova partida (1517)", "en": "New game (1517)"},
)
