"""The targets compared: one row each, with its final dice and its zone."""

from __future__ import annotations

from typing import Any

from ...base import Preset
from ...i18n import Text, fmt_signed
from ...spec import JSON, BoolField, IntField, RowsField, TextField
from ..data import (
    CALVIN_OR_FULL_BIBLE_MODIFIER,
    REFORMATION_EXAMPLE_TARGETS,
    RELIGIOUS_DICE_MAX,
    RELIGIOUS_MINIMUM_DICE,
    TARGETS_MAX,
)
from .rules import Target, TargetsInput


def _dice_field(name: str, label: Text) -> IntField:
    return IntField(
        name=name,
        label=label,
        minimum=RELIGIOUS_MINIMUM_DICE,
        maximum=RELIGIOUS_DICE_MAX,
        default=RELIGIOUS_MINIMUM_DICE,
    )


BLANK_TARGET: dict[str, JSON] = {"name": "", "protestant_dice": 1, "papal_dice": 1, "in_target_zone": True}

FIELDS = (
    RowsField(
        name="targets",
        label={"ru": "Цели", "en": "Targets"},
        help={
            "ru": "Кости — итоговые, со всеми бонусами. В примере из правил дополнительная кость "
            "95 тезисов уже учтена в числах костей протестантов.",
            "en": "Final dice counts, bonus dice included. In the rulebook's example the 95 Theses' "
            "extra die is already in the Protestant dice.",
        },
        fields=(
            TextField(name="name", label={"ru": "Город", "en": "Space"}, required=False),
            _dice_field("protestant_dice", {"ru": "Кости протестантов", "en": "Protestant dice"}),
            _dice_field("papal_dice", {"ru": "Кости Папства", "en": "Papal dice"}),
            BoolField(
                name="in_target_zone",
                label={"ru": "В целевой языковой зоне", "en": "In the target language zone"},
                default=True,
            ),
        ),
        min_rows=1,
        max_rows=TARGETS_MAX,
        default=(BLANK_TARGET,),
        import_from="his.reformation",
    ),
    BoolField(
        name="plus_one",
        label={
            "ru": f"{fmt_signed(CALVIN_OR_FULL_BIBLE_MODIFIER)} к каждой кости протестантов",
            "en": f"{fmt_signed(CALVIN_OR_FULL_BIBLE_MODIFIER)} to every Protestant die",
        },
        help={
            "ru": "«Наставление» Кальвина или полный перевод Библии; для всех целей, "
            "но действует только в целевой языковой зоне",
            "en": "Calvin's Institutes or a Full Bible; for every target, only in the target language zone",
        },
        required=False,
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
        "rulebook", {"ru": "Пример из правил (95 тезисов)", "en": "Rulebook example (95 Theses)"}, EXAMPLE
    ),
    Preset(
        "blank",
        {"ru": "Начать заново (одна цель)", "en": "Start again (one target)"},
        {"targets": [dict(BLANK_TARGET)], "plus_one": False},
    ),
)
