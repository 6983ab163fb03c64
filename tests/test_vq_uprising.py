"""Virgin Queen, victory through the Catholic uprising (sources/seeds/vq-victory.txt, «Победа благодаря восстанию
католиков»): «Если испанский игрок в какой-либо момент достигает в восстании английских католиков
на 4 «хита» больше, чем английский игрок, Испания немедленно одерживает победу»."""

from __future__ import annotations

from typing import Any

import pytest

from calculators.api import run, run_form
from calculators.errors import InputErrors
from calculators.registry import find

ID = "vq.catholic_uprising"


@pytest.mark.parametrize(
    ("spain", "england", "wins", "margin", "needed"),
    [
        (3, 0, False, 3, 1),  # 3 more: one short of «на 4 «хита» больше»
        (4, 0, True, 4, 0),  # exactly 4 more: «на 4 «хита» больше» wins
        (7, 4, False, 3, 1),  # margin 3 at higher counts
        (8, 4, True, 4, 0),  # margin 4 at higher counts
        (9, 4, True, 5, 0),  # more than 4 also wins
        (0, 0, False, 0, 4),
        (1, 3, False, -2, 6),  # England ahead: Spain needs 4 - (-2) = 6
        (50, 0, True, 50, 0),
        (0, 50, False, -50, 54),
    ],
)
def test_spain_wins_at_four_hits_more(spain: int, england: int, wins: bool, margin: int, needed: int) -> None:
    out = run(ID, {"spain_hits": spain, "england_hits": england})
    assert out["spain_wins"] is wins
    assert out["margin"] == margin
    assert out["hits_needed"] == needed


def test_report_says_win_or_how_many_more_hits() -> None:
    calc = find(ID)
    win = run_form(ID, {"spain_hits": "6", "england_hits": "2"}, "ru")
    assert win["ok"]
    assert "Испания немедленно одерживает победу благодаря восстанию католиков" in win["text"]
    assert "на 4 «хита» больше" in win["text"]
    short = run_form(ID, {"spain_hits": "5", "england_hits": "2"}, "ru")
    assert "нужно ещё 1 «хит»" in short["text"]
    assert "+3" in short["text"]
    far = run_form(ID, {"spain_hits": "0", "england_hits": "1"}, "ru")
    assert "нужно ещё 5 «хитов»" in far["text"]
    assert calc.default_values() == {"spain_hits": 5, "england_hits": 2}


@pytest.mark.parametrize(
    ("payload", "fields"),
    [
        ({"spain_hits": -1, "england_hits": 0}, ["spain_hits"]),
        ({"spain_hits": 0, "england_hits": "2"}, ["england_hits"]),
        ({"spain_hits": 51, "england_hits": 0}, ["spain_hits"]),
        ({"spain_hits": 1.5, "england_hits": None}, ["england_hits", "spain_hits"]),
        ({"spain_hits": 2}, ["england_hits"]),
        ({"spain_hits": 2, "england_hits": 1, "ireland": True}, ["ireland"]),
    ],
)
def test_errors_name_the_field(payload: dict[str, Any], fields: list[str]) -> None:
    with pytest.raises(InputErrors) as bad:
        run(ID, payload)
    assert sorted(bad.value.fields) == fields


def test_text_in_the_form_is_named_in_russian() -> None:
    out = run_form(ID, {"spain_hits": "четыре", "england_hits": "0"}, "ru")
    assert out["ok"] is False
    assert out["errors"][0]["field"] == "spain_hits"
    assert out["errors"][0]["message"] == "введите целое число от 0 до 50"
