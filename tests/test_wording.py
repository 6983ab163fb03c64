"""Words a reader checks, found by reading the calculators' Russian and Portuguese output at
the counts a game gives (1 VP short, one extra row, one region of three).

Each case failed before its wording was fixed: a noun or verb that did not agree with the
number put in front of it («1 из 3 регионов могут», "faltam 1 VP", "há 1 linhas"), a verb
whose gender did not fit its subject («Город … (принесло бы 6)»), a preposition followed by
the wrong case («отмечен у: Испания и Франция»), or a column that named another comparison
than the one it shows.
"""

from __future__ import annotations

from typing import Any

import pytest

from calculators.api import render_default, run, run_form
from calculators.juizes.income import INCOME
from calculators.juizes.victory import VICTORY as JUIZES_VICTORY
from calculators.report import marked
from calculators.spec import to_form
from tests.html_text import text_of
from tests.test_his_victory import QUIET
from tests.test_his_victory import text as his_victory_text
from tests.test_juizes_income import payload as income_payload
from tests.test_juizes_income import s
from tests.test_juizes_victory import p
from tests.test_juizes_victory import payload as juizes_payload


def form_text(calc_id: str, lang: str, **changes: Any) -> str:
    """The text of ``calc_id``'s default form with ``changes`` (dotted paths, ``__`` for ``.``)."""
    form = dict(render_default(calc_id, lang)["form"])
    for key, value in changes.items():
        path = key.replace("__", ".")
        assert path in form, path
        form[path] = value
    out = run_form(calc_id, form, lang)
    assert out["ok"], out["errors"]
    return str(out["text"])


@pytest.mark.parametrize(
    ("lang", "header"),
    [("ru", "Отрыв от лучшей из остальных"), ("pt", "Vantagem sobre a melhor das outras")],
)
def test_the_lead_column_names_the_best_other_power(lang: str, header: str) -> None:
    # Domination: «как минимум на 5 VP больше, чем у любой другой державы»: the lead counts
    # against the best of the others, not the next power down the table.  The defaults:
    # Ottomans 8, Hapsburgs 9, England 9, France 12, Papacy 19, Protestants 0.
    text = render_default("his.victory", lang)["text"]
    assert header in text
    ottomans = next(line for line in text.splitlines() if line.startswith(("Османы", "Otomanos")))
    assert ottomans.split()[1:3] == ["8", "−11"]  # 8 − 19 (the Papacy), not 8 − 9


def test_one_vp_short_of_a_standard_victory_in_portuguese() -> None:
    # The Papacy at 19 + 5 from St. Peter's = 24: one short of «25 или более VP».
    text = form_text("his.vp", "pt", powers__papacy__st_peters_vp="5")
    assert "Mais VP: Papado, com 24. Distância até a vitória padrão (25 VP): 1 VP." in text
    assert "Faltam 1" not in text


def test_what_each_power_needs_agrees_with_one_vp_in_portuguese() -> None:
    out = run_form(
        "his.victory",
        {
            "turn": "1",
            "history.0.ottoman": "23",
            "history.0.hapsburg": "19",
            "history.0.england": "9",
            "history.0.france": "12",
            "history.0.papacy": "19",
            "history.0.protestant": "0",
        },
        "pt",
    )
    assert out["ok"], out["errors"]
    # Ottomans 23: 2 to 25; lead 4 over the Hapsburgs' and the Papacy's 19, so 1 short of a 5-VP
    # lead, at 24 VP (at 25 it would be a standard victory, not domination).
    line = "Otomanos: 2 VP até a vitória padrão; 1 VP até a dominação (5 VP a mais que cada uma das outras potências)"
    assert line in out["text"]
    assert "faltam 1" not in out["text"]


def test_one_row_for_turn_three_in_portuguese() -> None:
    row = {
        f"history.0.{power}": "8"
        for power in ("ottoman", "hapsburg", "england", "france", "papacy", "protestant")
    }
    out = run_form("his.victory", {"turn": "3", **row}, "pt")
    messages = [e["message"] for e in out["errors"]]
    assert (
        "é preciso uma linha para cada turno jogado: o turno atual é o 3º, mas o número de linhas é 1"
        in messages
    )


def test_the_empire_one_vp_short_after_revealing_in_portuguese() -> None:
    # The Empire: 12 + 1 + 7 = 20 shown, 4 hidden on the track: 24 once revealed, 1 short of 25.
    # (Said in the Empire's own fold-out, which the copied text leaves out.)
    form = {**render_default("vq.vp", "pt")["form"], "powers.hre.track_vp": "4"}
    html = text_of(run_form("vq.vp", form, "pt")["html"])
    assert (
        "Depois de revelar, o Sacro Império terá 24 PV: 1 PV a menos que o necessário para a vitória" in html
    )


def test_one_region_of_three_sustains_a_judge_in_russian() -> None:
    data = juizes_payload({"Аня": p(["free"]), "Вера": p(["free"])}, regions={"А": 4, "Б": 3, "В": 0})
    out = run_form("juizes.victory", to_form(JUIZES_VICTORY.fields, data), "ru")
    assert out["ok"], out["errors"]
    assert "Способны содержать судью: 1 из 3 (крах — если таких регионов меньше 3)." in out["text"]
    assert run("juizes.victory", data)["ending"] == "collapse"


def test_a_besieged_city_in_russian() -> None:
    # «Город … (принесло бы 6)»: the neuter verb fitted neither «Город» nor «Деревня».
    text = form_text(
        "juizes.income",
        "ru",
        settlements__0__besieged=True,
    )
    assert "Город (Регион А): 0 — в осаде, никому не приносит дохода (без осады: 6)" in text
    assert "принесло бы" not in text


def test_one_canal_ticked_twice_names_the_powers_in_russian() -> None:
    out = run_form(
        "vq.vp",
        {
            **render_default("vq.vp", "ru")["form"],
            "powers.spain.bonus.suez_canal": True,
            "powers.france.bonus.suez_canal": True,
        },
        "ru",
    )
    messages = [e["message"] for e in out["errors"]]
    assert any("(отмечен у держав: Испания и Франция)" in m for m in messages), messages


@pytest.mark.parametrize(
    ("lang", "caption"),
    [("ru", "Несколько игроков набрали 3 очка или больше"), ("pt", "Mais de um jogador chegou a 3 pontos")],
)
def test_several_players_at_three_points_is_not_called_a_tie(lang: str, caption: str) -> None:
    # «Se mais de um jogador atingir a pontuação máxima, vence quem tiver mais pontos»: Ana 4,
    # Bia 3 is no tie, and the section that says so was headed "Empate"/«Ничья».
    data = juizes_payload(
        {"Ana": p(["free", "free"], king=True, tabernacle=True), "Bia": p(["free", "free", "free"])}
    )
    assert run("juizes.victory", data)["winners"] == ["Ana"]
    html = run_form("juizes.victory", to_form(JUIZES_VICTORY.fields, data), lang)["html"]
    assert f'<p class="calc-result__caption">{marked(caption)}</p>' in html


def test_a_domination_names_the_lead_over_the_runner_up() -> None:
    # «как минимум на 5 VP больше каждой из остальных держав»: Ottomans 21, the runner-up 13
    # (the Hapsburgs), so 8 ahead of them and more of every other power: "8 VP more than each
    # of the others" said too little of the rest.
    report = his_victory_text(QUIET, QUIET, QUIET, (21, 13, 9, 12, 10, 6))
    assert (
        "Победа по доминированию: Османы (21 VP, на 8 VP больше, чем у ближайшей соперницы) на 4-м ходу."
        in report
    )


def test_a_name_typed_twice_with_yo_says_why_in_russian() -> None:
    # «ё» reads as «е» (sources/juizes.md §3.1): «Алёна» and «Алена» are one player, and the
    # message says so among what does not count, instead of leaving the player to guess.
    data = income_payload([s("A")], players={"Алёна": 0, "Алена": 0})
    page = run_form("juizes.income", to_form(INCOME.fields, data), "ru")
    (error,) = [e for e in page["errors"] if e["field"] == "players.1.name"]
    assert error["message"] == (
        "«Алена» — то же имя, что и «Алёна» (регистр, «ё» и «е», знаки над буквами и пробелы не различаются)"
    )


def income_text(lang: str, rows: list[dict[str, Any]], taxes: list[dict[str, str]], **players: int) -> str:
    form = to_form(INCOME.fields, income_payload(rows, taxes, players=players or None))
    out = run_form("juizes.income", form, lang)
    assert out["ok"], out["errors"]
    return str(out["text"])


def test_a_tax_names_its_taxer_without_making_the_name_a_verbs_subject() -> None:
    # The preset's first player is «Вы»: «его собирает Вы» did not agree.  The taxer's name
    # now stands after a colon, where any name fits.
    rows = [s("A", "city", 2, holder="Ana"), s("A", holder="Вы")]
    text = income_text("ru", rows, [{"player": "Вы", "region": "A"}], Ana=0, Вы=0)
    assert "регион обложен Налогом (Налог собирает: Вы; без Налога: 6)" in text
    assert "регион обложен Налогом (Налог в двойном размере собирает: Вы)" in text
    assert "собирает Вы " not in text


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        (
            "ru",
            "1 поселение в руках ханаанеев вне обложенного Налогом региона никому не приносит дохода.",
            "2 поселения в руках ханаанеев вне обложенного Налогом региона никому не приносят дохода.",
        ),
        (
            "pt",
            "1 assentamento em mãos cananeias fora de região taxada não rende para ninguém.",
            "2 assentamentos em mãos cananeias fora de região taxada não rendem para ninguém.",
        ),
    ],
)
def test_canaanite_settlements_that_earn_nobody_are_counted_as_settlements(
    lang: str, one: str, two: str
) -> None:
    # sources/juizes.md §1.2: «they earn nobody anything».  The count was bare ("…: 1."),
    # read as coins in a coin report.
    assert one in income_text(lang, [s("A", holder="canaanites")], [])
    assert two in income_text(lang, [s("A", holder="canaanites"), s("B", "city", holder="canaanites")], [])


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("ru", "все остальные державы отстают на 8 VP или больше"),
        ("pt", "todas as outras potências estão 8 VP ou mais atrás"),
        ("en", "every other power is at least 8 VP behind"),
    ],
)
def test_out_of_reach_of_the_cards_names_the_other_powers(lang: str, said: str) -> None:
    # Seed 000: «Коперник» и «Мигель Сервет» … если это изменение очков помешает другому игроку
    # одержать победу по доминированию.  Turn 5: the Ottomans at 24 lead each other power by 8
    # or more; both events give 3 VP at most.  The sentence is about the others, not "every power".
    from calculators.his.victory import VICTORY
    from tests.test_his_victory import game

    rows = [QUIET] * 4 + [(24, 16, 15, 16, 14, 8)]
    out = run_form("his.victory", to_form(VICTORY.fields, game(*rows)), lang)
    assert out["ok"], out
    assert said in str(out["text"])
