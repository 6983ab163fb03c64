"""Each power's own total in the header of its group of fields (issue 14: "groups of fields
(a power in his.vp or vq.vp) can fold, with the group's own subtotal in its header, so a
player sees all six powers' totals at once")."""

from __future__ import annotations

import pytest

from calculators.api import run_form
from calculators.registry import find
from calculators.spec import to_form

UNIT = {("his.vp", "ru"): "VP", ("his.vp", "pt"): "VP", ("vq.vp", "ru"): "ПО", ("vq.vp", "pt"): "PV"}


@pytest.mark.parametrize(("calc_id", "lang"), sorted(UNIT))
def test_every_power_group_shows_that_powers_total(calc_id: str, lang: str) -> None:
    calc = find(calc_id)
    for preset in calc.presets:
        out = run_form(calc_id, to_form(calc.fields, preset.values_in(lang)), lang)
        totals = {p: s["total"] for p, s in out["result"]["powers"].items()}
        powers = {k: v for k, v in out["groups"].items() if k.count(".") == 1 and k.startswith("powers.")}
        assert powers == {f"powers.{p}": f"{t} {UNIT[(calc_id, lang)]}" for p, t in totals.items()}


@pytest.mark.parametrize(("calc_id", "lang"), sorted(UNIT))
def test_every_bonus_group_shows_that_powers_bonus(calc_id: str, lang: str) -> None:
    # A power's bonus VP have a group of fields of their own (his.vp: «Бонусные VP» → a power;
    # vq.vp: a power's «Призовые ПО»); its header showed the power's name alone, and a bonus
    # typed there changed a total shown elsewhere (stop 38's audit).
    calc = find(calc_id)
    for preset in calc.presets:
        out = run_form(calc_id, to_form(calc.fields, preset.values_in(lang)), lang)
        bonus = {p: s["bonus"] for p, s in out["result"]["powers"].items()}
        group = "bonus.{}" if calc_id == "his.vp" else "powers.{}.bonus"
        unit = UNIT[(calc_id, lang)]
        expected = {
            group.format(p): f"{'+' if b > 0 else ''}{b} {unit}".replace("-", "−") for p, b in bonus.items()
        }
        assert {k: out["groups"][k] for k in expected} == expected


def test_a_calculator_without_groups_sends_none() -> None:
    calc = find("his.diet_of_worms")
    assert run_form("his.diet_of_worms", calc.default_form("ru"), "ru")["groups"] == {}
