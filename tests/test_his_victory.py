"""Here I Stand, the Victory Determination Phase (sources/seeds/his-victory.txt, «23.3. Фаза определения победителя»).

Rows are (Ottoman, Hapsburg, England, France, Papacy, Protestant) VP at the end of each
turn; every expected verdict is worked out by hand from the seed's sentences.
"""

from __future__ import annotations

from typing import Any

import pytest

from calculators.api import run, run_form
from calculators.errors import InputErrors
from calculators.his.victory import VICTORY
from calculators.his.vp import VP
from calculators.spec import RowsField, to_form

POWERS = ("ottoman", "hapsburg", "england", "france", "papacy", "protestant")


def game(*rows: tuple[int, ...], turn: int | None = None) -> dict[str, Any]:
    return {
        "turn": len(rows) if turn is None else turn,
        "history": [dict(zip(POWERS, r, strict=True)) for r in rows],
    }


def verdict(*rows: tuple[int, ...]) -> dict[str, Any]:
    return run("his.victory", game(*rows))


def text(*rows: tuple[int, ...]) -> str:
    out = run_form("his.victory", to_form(VICTORY.fields, game(*rows)), "ru")
    assert out["ok"], out
    return str(out["text"])


QUIET = (8, 9, 9, 12, 10, 6)  # nobody near 25, nobody 5 ahead


# --- Standard victory ---------------------------------------------------------------------------


def test_25_vp_is_a_standard_victory_24_is_not() -> None:
    # «Если любая держава наберет 25 или более VP, она одерживает стандартную победу.»
    assert verdict(QUIET, (20, 24, 21, 22, 12, 10))["result"] == "none"
    out = verdict(QUIET, (20, 25, 21, 22, 12, 10))
    assert (out["result"], out["winner"], out["tied"]) == ("standard", "hapsburg", [])


def test_the_highest_total_wins_among_several_at_25() -> None:
    # «Держава с наибольшим количеством очков считается победителем.»
    out = verdict(QUIET, (25, 28, 26, 22, 12, 10))
    assert (out["result"], out["winner"]) == ("standard", "hapsburg")


def test_tie_broken_by_the_previous_turn() -> None:
    # «Если две или более державы имеет одинаковое количество очков, держава с большим
    # количеством очков на предыдущем ходе объявляется победителем.»
    rows = [
        (9, 10, 9, 12, 17, 4),
        (12, 14, 11, 14, 15, 7),
        (15, 18, 13, 17, 14, 10),
        (18, 24, 15, 22, 13, 12),
        (20, 27, 17, 27, 13, 14),
    ]
    out = verdict(*rows)
    assert (out["result"], out["winner"]) == ("standard", "hapsburg")
    assert out["tie_break"] == [
        {"turn": 5, "vp": {"hapsburg": 27, "france": 27}},
        {"turn": 4, "vp": {"hapsburg": 24, "france": 22}},
    ]
    # The walk as the brief words it.
    assert (
        "ход 5: Габсбурги 27, Франция 27 → ход 4: Габсбурги 24, Франция 22 → победитель: Габсбурги"
        in text(*rows)
    )


def test_tie_broken_three_turns_back() -> None:
    # «Если и там ничья, посмотрите результаты предыдущего хода и так далее, пока не будет
    # определён победитель.»  Turns 4 and 3 are tied too; turn 2 has France ahead.
    rows = [
        (9, 10, 9, 12, 17, 4),
        (12, 13, 11, 14, 15, 7),
        (15, 18, 13, 18, 14, 10),
        (18, 22, 15, 22, 13, 12),
        (20, 26, 17, 26, 13, 14),
    ]
    out = verdict(*rows)
    assert (out["result"], out["winner"]) == ("standard", "france")
    assert [s["turn"] for s in out["tie_break"]] == [5, 4, 3, 2]


def test_three_way_tie_narrows_turn_by_turn() -> None:
    # Turn 3: Ottoman, Hapsburg, France at 25; turn 2: Ottoman and France 20, Hapsburg 19;
    # turn 1: Ottoman 10, France 12 -> France.  The Papacy's 17 on turn 1 does not count: only
    # the tied powers are compared.
    rows = [(10, 9, 9, 12, 17, 4), (20, 19, 11, 20, 15, 7), (25, 25, 13, 25, 14, 10)]
    out = verdict(*rows)
    assert (out["result"], out["winner"]) == ("standard", "france")
    assert out["tie_break"][1] == {"turn": 2, "vp": {"ottoman": 20, "hapsburg": 19, "france": 20}}
    assert out["tie_break"][2] == {"turn": 1, "vp": {"ottoman": 10, "france": 12}}


def test_tie_the_history_cannot_break() -> None:
    # The walk reaches turn 1 still tied: reported as a tie naming the powers.
    rows = [(10, 9, 9, 10, 17, 4), (20, 19, 11, 20, 15, 7), (26, 25, 13, 26, 14, 10)]
    out = verdict(*rows)
    assert out["result"] == "tie"
    assert out["winner"] is None
    assert out["tied"] == ["ottoman", "france"]
    assert out["tie_of"] == "standard"
    assert "Ничья: Османы и Франция" in text(*rows)


def test_tie_on_turn_1_has_no_earlier_turn() -> None:
    out = verdict((25, 25, 9, 12, 17, 4))
    assert (out["result"], out["tied"]) == ("tie", ["ottoman", "hapsburg"])


# --- Domination ------------------------------------------------------------------------------------

DOMINANT = (22, 16, 12, 17, 13, 8)  # Ottoman 22, next best France 17: exactly 5 ahead


def test_domination_on_turn_3_vs_4() -> None:
    # «Такая победа может быть начиная только с 4 хода. Не проверяйте её условия на 1, 2 и 3 ходах.»
    out = verdict(QUIET, QUIET, DOMINANT)
    assert (out["result"], out["winner"]) == ("none", None)
    assert "Османы: отрыв 5 VP, но на 3-м ходу победа по доминированию не проверяется" in text(
        QUIET, QUIET, DOMINANT
    )
    out = verdict(QUIET, QUIET, QUIET, DOMINANT)
    assert (out["result"], out["winner"]) == ("domination", "ottoman")


def test_domination_needs_5_more_than_every_other_power() -> None:
    # «как минимум на 5 VP больше каждой из остальных держав»
    assert verdict(QUIET, QUIET, QUIET, (22, 16, 12, 18, 13, 8))["result"] == "none"  # 4 ahead
    assert verdict(QUIET, QUIET, QUIET, (24, 19, 12, 18, 13, 8))["winner"] == "ottoman"  # 5 ahead
    assert verdict(QUIET, QUIET, QUIET, (13, 16, 12, 18, 13, 8))["result"] == "none"


def test_domination_needs_under_25_standard_is_checked_first() -> None:
    # «набрала меньше 25 VP»; the standard victory is checked first (23.3).
    out = verdict(QUIET, QUIET, QUIET, (30, 16, 12, 18, 13, 8))
    assert (out["result"], out["winner"]) == ("standard", "ottoman")


def test_copernicus_and_servetus_may_still_stop_a_domination() -> None:
    # Seed note: «Коперник» и «Мигель Сервет» могут быть разыграны в середине фазы определения
    # победителя, но только в том случае, если это изменение очков помешает ... победу по
    # доминированию.  Turn 5: Ottoman 22; France 17 needs 1 VP (lead 4), Hapsburg 16 needs 2,
    # England 15 needs 3 (Copernicus 2 + Servetus), Papacy 14 needs 4: out of reach.
    rows = [QUIET] * 4 + [(22, 16, 15, 17, 14, 8)]
    out = verdict(*rows)
    assert out["result"] == "domination"
    assert out["domination_blockers"] == [
        {"power": "hapsburg", "needed": 2},
        {"power": "england", "needed": 3},
        {"power": "france", "needed": 1},
    ]
    report = text(*rows)
    assert "«Коперник» и «Мигель Сервет» могут быть разыграны в середине фазы" in report
    assert "Франция (отставание 5 VP): хватит 1 VP" in report


def test_on_turn_4_only_servetus_can_be_played() -> None:
    # sources/here-i-stand.md §5: Servetus enters the deck on Turn 4, Copernicus on Turn 5.
    out = verdict(QUIET, QUIET, QUIET, (22, 16, 15, 17, 14, 8))
    assert out["domination_blockers"] == [{"power": "france", "needed": 1}]
    assert (
        "Франция (отставание 5 VP): хватит 1 VP — «Мигель Сервет» («Коперника» на 4-м ходу ещё нет)"
        in text(QUIET, QUIET, QUIET, (22, 16, 15, 17, 14, 8))
    )
    out = verdict(QUIET, QUIET, QUIET, (22, 16, 15, 16, 14, 8))
    assert out["domination_blockers"] == []
    assert "на 4-м ходу можно сыграть только «Мигеля Сервета»" in text(
        QUIET, QUIET, QUIET, (22, 16, 15, 16, 14, 8)
    )


# --- Time victory ---------------------------------------------------------------------------------


def test_time_victory_only_at_the_end_of_turn_9() -> None:
    # «Победа по времени может случиться только в конце 9 хода.»
    last = (22, 23, 18, 21, 12, 17)
    assert verdict(*[QUIET] * 7, last)["result"] == "none"
    out = verdict(*[QUIET] * 8, last)
    assert (out["result"], out["winner"]) == ("time", "hapsburg")


def test_time_tie_is_broken_like_the_standard_one() -> None:
    # «Если ничья, то определите как в случае стандартной победы.»
    out = verdict(*[QUIET] * 7, (20, 21, 17, 22, 12, 16), (22, 23, 18, 23, 12, 17))
    assert (out["result"], out["winner"]) == ("time", "france")
    out = verdict(*[QUIET] * 7, (20, 22, 17, 22, 12, 16), (22, 23, 18, 23, 12, 17))
    # Turn 7 is QUIET: France 12, Hapsburg 9.
    assert (out["result"], out["winner"]) == ("time", "france")
    out = verdict(*[(8, 12, 9, 12, 10, 6)] * 8, (22, 23, 18, 23, 12, 17))
    assert (out["result"], out["tied"], out["tie_of"]) == ("tie", ["hapsburg", "france"], "time")


def test_no_winner_says_what_each_power_needs() -> None:
    # «Если после проверки стандартной победы и победы по доминированию, победителя нет, и это
    # ещё не 9 ход, то ... начните новый ход.»
    report = text(QUIET, QUIET, (20, 18, 15, 16, 13, 8))
    assert "Победителя пока нет: после 3-го хода начинается 4-й ход." in report
    # Ottoman: 25 - 20 = 5 short; lead 2 over Hapsburg 18, so 3 short of a 5-VP lead.
    assert (
        "Османы: до стандартной победы не хватает 5 VP; для доминирования нужен отрыв 5 VP от каждой — не хватает 3 VP"
        in report
    )


# --- Contract ---------------------------------------------------------------------------------------


def test_one_row_per_turn() -> None:
    # Contract: «one entry per turn, the last being the current turn».
    with pytest.raises(InputErrors) as bad:
        run("his.victory", game(QUIET, QUIET, turn=3))
    assert bad.value.fields == ["history"]
    out = run_form("his.victory", to_form(VICTORY.fields, game(QUIET, QUIET, turn=3)), "ru")
    assert (
        out["errors"][0]["message"] == "нужна одна строка на каждый сыгранный ход: текущий ход 3, а строк 2"
    )


@pytest.mark.parametrize(
    ("payload", "fields"),
    [
        ({"turn": 0, "history": []}, ["history", "turn"]),
        ({"turn": 10, "history": [dict.fromkeys(POWERS, 0)] * 10}, ["history", "turn"]),
        ({"turn": 1, "history": [dict.fromkeys(POWERS, 0) | {"ottoman": "9"}]}, ["history.0.ottoman"]),
        ({"turn": 1, "history": [{p: 0 for p in POWERS if p != "papacy"}]}, ["history.0.papacy"]),
        ({"turn": 1, "history": [dict.fromkeys(POWERS, 0) | {"venice": 3}]}, ["history.0.venice"]),
        ({"turn": 1, "history": [dict.fromkeys(POWERS, 0) | {"england": 500}]}, ["history.0.england"]),
    ],
)
def test_invalid_input_names_the_field(payload: dict[str, Any], fields: list[str]) -> None:
    with pytest.raises(InputErrors) as bad:
        run("his.victory", payload)
    assert sorted(bad.value.fields) == fields


def test_an_earlier_turn_that_ended_the_game_is_pointed_out() -> None:
    out = verdict(QUIET, (25, 9, 9, 12, 10, 6), (26, 9, 9, 12, 10, 6))
    assert out["earlier_end"] == {"turn": 2, "result": "standard", "winner": "ottoman"}
    assert "игра закончилась бы уже на 2-м ходу" in text(QUIET, (25, 9, 9, 12, 10, 6), (26, 9, 9, 12, 10, 6))


def test_presets_open_on_a_new_game_and_examples_are_what_they_say() -> None:
    keys = [p.key for p in VICTORY.presets]
    assert keys[0] == "new"
    assert VICTORY.default_values()["history"] == [
        {"ottoman": 8, "hapsburg": 9, "england": 9, "france": 12, "papacy": 19, "protestant": 0}
    ]
    results = {p.key: run("his.victory", dict(p.values))["result"] for p in VICTORY.presets}
    assert results == {"new": "none", "standard_tie": "standard", "domination": "domination", "time": "time"}


def test_vp_rows_import_from_the_vp_calculator() -> None:
    history = next(f for f in VICTORY.fields if f.name == "history")
    assert isinstance(history, RowsField)
    assert history.import_from == "his.vp"
    assert VP.export is not None
