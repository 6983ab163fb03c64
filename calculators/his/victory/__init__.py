"""Here I Stand: the Victory Determination Phase (sources/seeds/his-victory.txt «23.3. Фаза
определения победителя»): standard, domination and time victory for the current turn, with the
tie-break walk back through the table of turns."""

from __future__ import annotations

from typing import Final

from ...base import Calculator
from . import form, presets, report, rules
from .aid import aid
from .rules import Verdict, VictoryInput

__all__ = ["VICTORY"]

VICTORY: Final[Calculator[VictoryInput, Verdict]] = Calculator.of(
    "his.victory",
    {
        "ru": "Кто победил (фаза определения победителя)",
        "pt": "Quem venceu (fase de determinação da vitória)",
        "en": "Who has won (Victory Determination Phase)",
    },
    form=form,
    rules=rules,
    reporting=report,
    presets=presets.PRESETS,
    aid=aid,
    # The page opens on a new game, and starting over is one: the presets are examples.
    start=presets.NEW_GAME,
    reset_label={"ru": "Новая партия (1517)", "pt": "Nova partida (1517)", "en": "New game (1517)"},
)
