"""Each power's own total in the header of its group of fields (issue 14: "groups of fields
(a power in his.vp or vq.vp) can fold, with the group's own subtotal in its header, so a
player sees all six powers' totals at once")."""

from __future__ import annotations

import pytest

from calculators.api import run_form
from calculators.registry import find
from calculators.spec import to_form

UNIT = {("his.vp", "ru"): "VP", ("his.vp", "pt"): "VP", ("vq.vp", "ru"): "ПО", ("vq.vp", "pt"): "PV"}


# Where a power's bonus fields are (his.vp: «Бонусные VP» → a power; vq.vp: within the power).
BONUS_GROUP = {"his.vp": "bonus.{}", "vq.vp": "powers.{}.bonus"}


@pytest.mark.parametrize(("calc_id", "lang"), sorted(UNIT))
def test_every_power_group_shows_that_powers_total_and_bonus(calc_id: str, lang: str) -> None:
    # The bonus fields' header showed the power's name alone, and a bonus typed there changed a
    # total shown elsewhere (stop 38's audit): it shows the bonus, signed.
    calc = find(calc_id)
    unit = UNIT[(calc_id, lang)]
    for preset in calc.presets:
        out = run_form(calc_id, to_form(calc.fields, preset.values_in(lang)), lang)
        powers = out["result"]["powers"]
        expected = {f"powers.{p}": f"{s['total']} {unit}" for p, s in powers.items()}
        for p, s in powers.items():
            sign = "+" if s["bonus"] > 0 else ""
            expected[BONUS_GROUP[calc_id].format(p)] = f"{sign}{s['bonus']} {unit}".replace("-", "\u2212")
        assert out["groups"] == expected


def test_a_calculator_without_groups_sends_none() -> None:
    calc = find("his.diet_of_worms")
    assert run_form("his.diet_of_worms", calc.default_form("ru"), "ru")["groups"] == {}
