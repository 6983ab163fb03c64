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


def game(*rows: tuple[int | None, ...], turn: int | None = None) -> dict[str, Any]:
    return {
        "turn": len(rows) if turn is None else turn,
        "history": [dict(zip(POWERS, r, strict=True)) for r in rows],
    }


def verdict(*rows: tuple[int | None, ...]) -> dict[str, Any]:
    return run("his.victory", game(*rows))


def text(*rows: tuple[int | None, ...]) -> str:
    out = run_form("his.victory", to_form(VICTORY.fields, game(*rows)), "ru")
    assert out["ok"], out
    return str(out["text"])


QUIET = (8, 9, 9, 12, 10, 6)  # nobody near 25, nobody 5 ahead
BLANK = (None,) * 6  # a turn the players did not record


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


# Tied at the end of turn 5, Hapsburg and France: broken by turn 4, or only by turn 2.
TIE_BROKEN_BY_TURN_4 = (
    (9, 10, 9, 12, 17, 4),
    (12, 14, 11, 14, 15, 7),
    (15, 18, 13, 17, 14, 10),
    (18, 24, 15, 22, 13, 12),
    (20, 27, 17, 27, 13, 14),
)
TIE_BROKEN_BY_TURN_2 = (
    (9, 10, 9, 12, 17, 4),
    (12, 13, 11, 14, 15, 7),
    (15, 18, 13, 18, 14, 10),
    (18, 22, 15, 22, 13, 12),
    (20, 26, 17, 26, 13, 14),
)


@pytest.mark.parametrize(
    ("rows", "winner", "turns"),
    [
        # «Если две или более державы имеет одинаковое количество очков, держава с большим
        # количеством очков на предыдущем ходе объявляется победителем.»
        (TIE_BROKEN_BY_TURN_4, "hapsburg", [5, 4]),
        # «Если и там ничья, посмотрите результаты предыдущего хода и так далее, пока не будет
        # определён победитель.»  Turns 4 and 3 are tied too; turn 2 has France ahead.
        (TIE_BROKEN_BY_TURN_2, "france", [5, 4, 3, 2]),
    ],
)
def test_tie_broken_by_an_earlier_turn(
    rows: tuple[tuple[int, ...], ...], winner: str, turns: list[int]
) -> None:
    out = verdict(*rows)
    assert (out["result"], out["winner"]) == ("standard", winner)
    assert [s["turn"] for s in out["tie_break"]] == turns


def test_tie_break_shows_each_turn_looked_at() -> None:
    out = verdict(*TIE_BROKEN_BY_TURN_4)
    assert out["tie_break"] == [
        {"turn": 5, "vp": {"hapsburg": 27, "france": 27}},
        {"turn": 4, "vp": {"hapsburg": 24, "france": 22}},
    ]
    # The walk as the brief words it.
    assert (
        "ход 5: Габсбурги 27, Франция 27 → ход 4: Габсбурги 24, Франция 22 → победитель: Габсбурги"
        in text(*TIE_BROKEN_BY_TURN_4)
    )


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


def standing(report: str, power: str) -> list[str]:
    """A power's row of the table «VP в конце N-го хода», its cells."""
    line = next(x for x in report.splitlines() if x.startswith(power + " "))
    return line.split()


def test_domination_needs_fewer_than_25_vp() -> None:
    # «Если во время фазы определения победителя держава набрала меньше 25 VP, но как минимум на
    # 5 VP больше каждой из остальных держав, ей присуждается победа по доминированию.»  At 25 VP
    # or more it is a standard victory: «До доминирования 0» for the Papacy at 26 was meaningless.
    report = text((8, 9, 9, 12, 26, 6))
    assert standing(report, "Папство") == ["Папство", "26", "+14", "0", "—"]
    # Papacy 22, 10 ahead: domination's lead is there (checked from turn 4), 0 to go.  France 12
    # would need 22 + 5 = 27 VP to lead by 5: that is a standard victory, not domination.
    report = text(QUIET, QUIET, QUIET, (8, 9, 9, 12, 22, 6))
    assert standing(report, "Папство") == ["Папство", "22", "+10", "3", "0"]
    assert standing(report, "Франция") == ["Франция", "12", "−10", "13", "—"]
    assert "«—» в столбце «До доминирования»" in report
    # With no winner, the line of what a power needs says the same: Hapsburg 22, 1 ahead of the
    # Ottomans' 21, would need 4 more for a 5-VP lead: 26 VP.
    report = text(QUIET, (21, 22, 9, 12, 10, 6))
    assert (
        "Габсбурги: до стандартной победы не хватает 3 VP; отрыв в 5 VP дал бы 25 VP или больше — это уже стандартная победа"
        in report
    )
    # QUIET: France 12, Papacy 10 next: 3 short of the lead, at 15 VP, well under 25.
    assert (
        "Франция: до стандартной победы не хватает 13 VP; для доминирования нужен отрыв 5 VP от каждой — не хватает 3 VP"
        in text(QUIET)
    )
    assert "«—»" not in text(QUIET)


# --- Turns not recorded (issue 16 item 7) -----------------------------------------------------------


def test_an_unrecorded_turn_does_not_break_a_tie() -> None:
    # «Если две или более державы имеет одинаковое количество очков, держава с большим
    # количеством очков на предыдущем ходе объявляется победителем.»  Hapsburg and France are
    # tied at 27 on turn 5 and nobody wrote down turn 4: who had more then is unknown, so the
    # tie stays, naming the missing turn (a turn typed as 0 used to «break» it, or to tie).
    rows = (QUIET, QUIET, QUIET, BLANK, (20, 27, 17, 27, 13, 14))
    out = verdict(*rows)
    assert (out["result"], out["winner"], out["tied"], out["tie_of"]) == (
        "tie",
        None,
        ["hapsburg", "france"],
        "standard",
    )
    assert out["missing_turn"] == 4
    assert out["missing_powers"] == ["hapsburg", "france"]
    assert out["tie_break"] == [{"turn": 5, "vp": {"hapsburg": 27, "france": 27}}]
    report = text(*rows)
    assert (
        "Ничья: Габсбурги и Франция. Разрешить её нельзя: на 4-м ходу не записаны VP (Габсбурги, Франция)."
        in report
    )
    assert "ход 5: Габсбурги 27, Франция 27 → ход 4: не записан (Габсбурги, Франция)" in report
    # The rules do say how to break it: no «the rules give nothing further» here.
    assert "в правилах нет отдельного указания" not in report


def test_the_25_25_tie_of_issue_16_with_earlier_turns_not_recorded() -> None:
    # Issue 16: turns not recorded were typed as 0, and the zeros «could not break» a 25-25
    # tie.  Left blank, the report says the turn before is missing instead.
    rows = (BLANK, BLANK, BLANK, (25, 25, 17, 22, 13, 14))
    out = verdict(*rows)
    assert (out["result"], out["tied"], out["missing_turn"]) == ("tie", ["ottoman", "hapsburg"], 3)
    assert "Разрешить её нельзя: на 3-м ходу не записаны VP (Османы, Габсбурги)" in text(*rows)


def test_a_turn_recorded_for_the_tied_powers_breaks_the_tie() -> None:
    # «... держава с большим количеством очков на предыдущем ходе объявляется победителем»: only
    # the tied powers are compared, so the others' VP on that turn may be missing.
    rows = (QUIET, QUIET, QUIET, (None, 24, None, 22, None, None), (20, 27, 17, 27, 13, 14))
    out = verdict(*rows)
    assert (out["result"], out["winner"], out["missing_turn"]) == ("standard", "hapsburg", None)
    assert out["tie_break"][1] == {"turn": 4, "vp": {"hapsburg": 24, "france": 22}}


def test_one_tied_power_missing_is_enough_to_leave_the_tie() -> None:
    rows = (QUIET, QUIET, QUIET, (None, 24, None, None, None, None), (20, 27, 17, 27, 13, 14))
    out = verdict(*rows)
    assert (out["result"], out["missing_turn"], out["missing_powers"]) == ("tie", 4, ["france"])


def test_a_time_tie_with_a_missing_turn() -> None:
    # «Если ничья, то определите как в случае стандартной победы» (time victory).
    rows = (*[QUIET] * 7, BLANK, (22, 23, 18, 23, 12, 17))
    out = verdict(*rows)
    assert (out["result"], out["tie_of"], out["missing_turn"]) == ("tie", "time", 8)


def test_the_current_turn_must_be_recorded() -> None:
    # The phase checks the VP of the current turn: every power's, none may be left out.
    with pytest.raises(InputErrors) as bad:
        run("his.victory", game(QUIET, (20, None, 17, 27, 13, None)))
    assert sorted(bad.value.fields) == ["history.1.hapsburg", "history.1.protestant"]
    form = to_form(VICTORY.fields, game(QUIET, (20, None, 17, 27, 13, 14)))
    assert form["history.1.hapsburg"] == ""
    out = run_form("his.victory", form, "ru")
    assert out["errors"] == [
        {
            "field": "history.1.hapsburg",
            "code": "current_turn_not_recorded",
            "message": "VP текущего (2-го) хода обязательны",
        }
    ]


def test_an_earlier_turn_not_recorded_is_not_checked_for_an_earlier_end() -> None:
    # The game ends at the first winner; a turn nobody wrote down cannot be checked.
    out = verdict(BLANK, (25, 9, 9, 12, 10, 6), (26, 9, 9, 12, 10, 6))
    assert out["earlier_end"] == {"turn": 2, "result": "standard", "winner": "ottoman"}
    out = verdict(QUIET, BLANK, (26, 9, 9, 12, 10, 6))
    assert (out["result"], out["earlier_end"]) == ("standard", None)


# --- The table of turns follows the game (issue 14, core side) --------------------------------------


def test_the_turn_may_be_left_out_and_is_then_the_last_row() -> None:
    # Contract: «one entry per turn, the last being the current turn»; the turn itself may be
    # left out (or null, a blank in the form): it is then the number of rows.
    assert run("his.victory", {"history": game(QUIET, QUIET)["history"]})["turn"] == 2
    assert run("his.victory", game(QUIET, QUIET) | {"turn": None})["turn"] == 2


def test_importing_the_vp_row_as_a_new_turn_keeps_the_form_valid() -> None:
    # The page opens on a new game; «Add a row from the VP calculator» appends the VP
    # calculator's row of totals as the next turn: the turn moves with the rows.
    form = dict(VICTORY.default_form())
    assert form["turn"] == ""
    vp = run_form("his.vp", VP.default_form(), "ru")
    form |= {f"history.1.{p}": str(v) for p, v in vp["export"].items()}
    out = run_form("his.victory", form, "ru")
    assert out["ok"], out["errors"]
    assert (out["result"]["turn"], out["result"]["result"]) == (2, "none")


def test_every_preset_leaves_the_turn_to_the_rows() -> None:
    # A preset loaded, then a row imported, must stay valid too.
    for preset in VICTORY.presets:
        assert preset.values["turn"] is None, preset.key


def test_reset_is_the_new_game_and_no_preset_repeats_it() -> None:
    # Issue 14: «Новая партия (1517)» and the reset button were the same button twice.  The
    # page opens on (and reset returns to) the 1517 start; the presets are the examples.
    assert VICTORY.reset_label is not None
    assert "1517" in VICTORY.reset_label["ru"]
    assert VICTORY.default_values() == {
        "turn": None,
        "history": [{"ottoman": 8, "hapsburg": 9, "england": 9, "france": 12, "papacy": 19, "protestant": 0}],
    }
    assert all(p.values != VICTORY.default_values() for p in VICTORY.presets)
    assert len(VICTORY.presets) > 1  # the page shows them as a choice


# --- Contract ---------------------------------------------------------------------------------------


def test_one_row_per_turn() -> None:
    # Contract: «one entry per turn, the last being the current turn».
    with pytest.raises(InputErrors) as bad:
        run("his.victory", game(QUIET, QUIET, turn=3))
    # Both sides of the mismatch are named: the table, and the turn the player typed (the
    # message under the table alone was a screen away from the field, stop 37's audit).
    assert bad.value.fields == ["history", "turn"]
    out = run_form("his.victory", to_form(VICTORY.fields, game(QUIET, QUIET, turn=3)), "ru")
    messages = {e["field"]: e["message"] for e in out["errors"]}
    assert messages == {
        "history": "нужна одна строка на каждый сыгранный ход: текущий ход 3, а строк 2",
        "turn": "строк в таблице: 2, а ход 3-й — оставьте поле пустым, и текущим ходом будет последняя строка",
    }


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


def test_the_page_opens_on_a_new_game_and_examples_are_what_they_say() -> None:
    assert run("his.victory", VICTORY.default_values())["result"] == "none"
    results = {p.key: run("his.victory", dict(p.values)) for p in VICTORY.presets}
    assert {k: (r["result"], r["turn"]) for k, r in results.items()} == {
        "standard_tie": ("standard", 5),
        "domination": ("domination", 4),
        "time": ("time", 9),
    }


def test_vp_rows_import_from_the_vp_calculator() -> None:
    history = next(f for f in VICTORY.fields if f.name == "history")
    assert isinstance(history, RowsField)
    assert history.import_from == "his.vp"
    assert VP.export is not None
