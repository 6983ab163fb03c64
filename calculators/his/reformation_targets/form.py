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

BLANK_TARGET: dict[str, JSON] = {"name": "", "protestant_dice": 1, "papal_dice": 1, "in_target_zone": True}

FIELDS = (
    RowsField(
        name="targets",
        label={"ru": "Цели", "pt": "Alvos", "en": "Targets"},
        help={
            "ru": "Кости — итоговые, со всеми бонусами. В примере из правил дополнительная кость "
            "95 тезисов уже учтена в числах костей Протестантов.",
            "pt": "Dados finais, com todos os bônus. No exemplo das regras, o dado adicional das 95 Teses "
            "já está incluído nos dados dos Protestantes.",
            "en": "Final dice counts, bonus dice included. In the rulebook's example the 95 Theses' "
            "extra die is already in the Protestant dice.",
        },
        fields=(
            TextField(name="name", label={"ru": "Город", "pt": "Espaço", "en": "Space"}, required=False),
            dice_field("protestant"),
            dice_field("papal"),
            zone_field(
                {
                    "ru": "В целевой языковой зоне",
                    "pt": "Na zona linguística-alvo",
                    "en": "In the target language zone",
                }
            ),
        ),
        min_rows=1,
        max_rows=TARGETS_MAX,
        default=(BLANK_TARGET,),
        import_from="his.reformation",
    ),
    optional_flag(
        "plus_one",
        PLUS_ONE,
        {
            "ru": "«Наставление» Кальвина или полный перевод Библии; для всех целей, "
            "но действует только в целевой языковой зоне",
            "pt": "“Institutas” de Calvino ou tradução completa da Bíblia; para todos os alvos, "
            "mas vale só na zona linguística-alvo",
            "en": "Calvin's Institutes or a Full Bible; for every target, only in the target language zone",
        },
    ),
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
