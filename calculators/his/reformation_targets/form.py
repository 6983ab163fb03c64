"""The targets compared: one row each, with its final dice and its zone."""

from __future__ import annotations

from typing import Any

from ...base import Preset
from ...spec import JSON, RowsField, TextField
from ..data import REFORMATION_EXAMPLE_TARGETS, TARGETS_MAX
from ..reformation.builder import optional_flag
from ..reformation.form import dice_field, zone_field
from ..reformation.labels import PLUS_ONE
from .rules import Target, TargetsInput
from .words import FIELD_TEXT

BLANK_TARGET: dict[str, JSON] = {"name": "", "protestant_dice": 1, "papal_dice": 1, "in_target_zone": True}

FIELDS = (
    RowsField(
        name="targets",
        label=FIELD_TEXT["targets"],
        help=FIELD_TEXT["targets.help"],
        fields=(
            TextField(name="name", label=FIELD_TEXT["name"], required=False),
            dice_field("protestant"),
            dice_field("papal"),
            zone_field(FIELD_TEXT["in_target_zone"]),
        ),
        min_rows=1,
        max_rows=TARGETS_MAX,
        default=(BLANK_TARGET,),
        import_from="his.reformation",
    ),
    optional_flag("plus_one", PLUS_ONE, FIELD_TEXT["plus_one.help"]),
)


def parse(clean: dict[str, Any]) -> TargetsInput:
    return TargetsInput(
        tuple(
            Target(i, t["name"], t["protestant_dice"], t["papal_dice"], t["in_target_zone"])
            for i, t in enumerate(clean["targets"])
        ),
        clean["plus_one"],
    )


# The rulebook's example (sources/here-i-stand.md §9), and a blank table.
EXAMPLE: dict[str, JSON] = {
    "targets": [
        {"name": name, "protestant_dice": p, "papal_dice": c, "in_target_zone": zone}
        for name, p, c, zone in REFORMATION_EXAMPLE_TARGETS
    ],
    "plus_one": False,
}

PRESETS = (
    Preset(
        "rulebook",
        {
            "ru": "Пример из правил (95 тезисов)",
            "pt": "Exemplo das regras (95 Teses)",
            "en": "Rulebook example (95 Theses)",
        },
        EXAMPLE,
    ),
    Preset(
        "blank",
        {"ru": "Начать заново (одна цель)", "pt": "Recomeçar (um alvo)", "en": "Start again (one target)"},
        {"targets": [dict(BLANK_TARGET)], "plus_one": False},
    ),
)
