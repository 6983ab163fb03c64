"""Virgin Queen, victory points (sources/seeds/vq-victory.txt, «Победные очки»: «Основные», «Протестантские области»,
«Особые», «Призовые»).  Every expected number is worked out by hand from the sentence cited."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from calculators import report as rep
from calculators.api import run, run_form
from calculators.errors import InputErrors
from calculators.i18n import join_names, plural_ru
from calculators.registry import find
from calculators.spec import to_form
from calculators.vq.vp.form import parse
from calculators.vq.vp.presets import EMPTY, EXAMPLE
from calculators.vq.vp.rules import compute
from tests.html_text import text_of
from tests.strategies import leaves

ID = "vq.vp"


def position(**powers: dict[str, Any]) -> dict[str, Any]:
    """The all-zero position with some powers' fields replaced (bonus merged)."""
    out = copy.deepcopy(EMPTY)
    for power, values in powers.items():
        out["powers"][power].update(values)
    return out


def vp(payload: dict[str, Any]) -> dict[str, Any]:
    powers: dict[str, Any] = run(ID, payload)["powers"]
    return powers


# --- Base VP («Основные») ---------------------------------------------------------------------------


def test_base_is_the_number_in_the_last_open_box() -> None:
    # «Начисляйте ПО, показанные в последней открытой ячейке на их карточках держав.»
    out = vp(position(ottoman={"card_vp": 9}, spain={"card_vp": 11}, france={"card_vp": 6}))
    assert (out["ottoman"]["base"], out["spain"]["base"], out["france"]["base"]) == (9, 11, 6)


# What the player reads off each card, by field path: the calculator takes the number, so the
# unrest markers and the covered boxes are the player's to see, and each field's help says how.
BASE_FIELDS = ("card_vp", "outside_netherlands_vp")


def helps(name: str) -> list[tuple[str, Any]]:
    return [(path, f) for path, f in leaves(find(ID).fields) if f.name == name]


def test_every_base_field_says_boxes_under_unrest_are_not_open_and_all_covered_is_0() -> None:
    # «Убедитесь в том, что маркировали ячейку маркером «Беспорядки» за каждую ключевую область,
    # охваченную в данный момент беспорядками. Ячейки с маркерами «Беспорядки» не считаются
    # «открытыми»...»; «Если все ячейки закрыты, эта держава имеет 0 основных ПО.»
    said = {
        "ru": ("«Беспорядк", "не открыты", "закрыты все", "0"),
        "pt": ("“Agitação”", "não estão abertas", "cobertas", "0"),
        "en": ("Unrest markers", "not open", "every box is covered", "0"),
    }
    fields = [pair for name in BASE_FIELDS for pair in helps(name)]
    assert len(fields) == 6  # five power cards and the Protestant's row
    for path, f in fields:
        for lang, words in said.items():
            assert all(w in f.help[lang] for w in words), (path, lang, f.help[lang])
    # And 0 is a base the form takes: every box covered, every power at 0.
    out = vp(position())
    assert all(out[p]["base"] == 0 and out[p]["total"] == 0 for p in out)


def test_every_track_field_says_spaces_in_unrest_are_never_protestant() -> None:
    # «Области, охваченные беспорядками, никогда не включаются в подсчёт протестантских областей.»
    said = {
        "ru": "в беспорядках в число протестантских не входят",
        "pt": "em agitação nunca",
        "en": "in unrest never",
    }
    fields = helps("track_vp")
    assert [path for path, _ in fields] == [
        f"powers.{p}.track_vp" for p in ("spain", "england", "hre", "protestant")
    ]
    for path, f in fields:
        for lang, words in said.items():
            assert words in f.help[lang], (path, lang, f.help[lang])


@pytest.mark.parametrize(
    ("outside", "keys", "base"), [(0, 0, 0), (4, 0, 4), (0, 1, 3), (4, 2, 10), (5, 3, 14)]
)
def test_protestant_base_is_outside_row_plus_3_per_netherlands_key(
    outside: int, keys: int, base: int
) -> None:
    # «возьмите ПО со строчки «Ключевые области вне Нидерландов» внизу и прибавьте 3 ПО за
    # каждую ключевую область, которую он контролирует в Нидерландах.»  4 + 2 × 3 = 10; 5 + 3 × 3 = 14.
    out = vp(position(protestant={"outside_netherlands_vp": outside, "netherlands_keys": keys}))
    assert out["protestant"]["base"] == base
    assert out["protestant"]["total"] == base


# --- Special VP («Протестантские области», «Особые») -------------------------------------------------


def test_spain_england_protestant_read_the_track() -> None:
    # «посмотрите направо от ряда ... пока не дойдете до колонки с флажком Испании / Англии /
    # Протестанта. Начислите число ПО, которое значится здесь, в качестве особых ПО».
    out = vp(
        position(
            spain={"card_vp": 10, "track_vp": 2},
            england={"card_vp": 8, "track_vp": 3},
            protestant={"outside_netherlands_vp": 1, "netherlands_keys": 1, "track_vp": 5},
        )
    )
    assert (out["spain"]["special"], out["spain"]["total"]) == (2, 12)
    assert (out["england"]["special"], out["england"]["total"]) == (3, 11)
    assert (out["protestant"]["special"], out["protestant"]["total"]) == (5, 9)  # 1 + 3 + 5


def test_ottoman_has_no_special_vp_and_no_track_input() -> None:
    # «Никакие: для Оттомана невозможны никакие особые ПО.»
    out = vp(position(ottoman={"card_vp": 7}))
    assert out["ottoman"]["special"] == 0
    with pytest.raises(InputErrors) as bad:
        run(ID, position(ottoman={"card_vp": 7, "track_vp": 3}))
    assert bad.value.fields == ["powers.ottoman.track_vp"]


@pytest.mark.parametrize("marriages", range(6))
def test_france_gets_1_vp_per_valois_marriage(marriages: int) -> None:
    # «Бракосочетание Валуа: 1 ПО после вступления в брак каждой из пяти королевских особ рода Валуа.»
    out = vp(position(france={"card_vp": 5, "valois_marriages": marriages}))
    assert out["france"]["special"] == marriages
    assert out["france"]["total"] == 5 + marriages


def test_a_sixth_valois_marriage_is_rejected() -> None:
    # «... каждой из пяти королевских особ»: at most 5 marriages.
    with pytest.raises(InputErrors) as bad:
        run(ID, position(france={"card_vp": 5, "valois_marriages": 6}))
    assert bad.value.fields == ["powers.france.valois_marriages"]
    assert bad.value.errors[0].code == "out_of_range"


def test_hidden_empire_total_leaves_out_the_track_until_revealed() -> None:
    # «Начислите число ПО ... для игрока за Империю, но только после того, как было раскрыто
    # тайное религиозное предпочтение.»  Card 12 + track 5 + 1 assassination: 13 visible, 18 revealed.
    hidden = position(
        hre={"card_vp": 12, "track_vp": 5, "preference_revealed": False, "bonus": {"assassinations": 1}}
    )
    out = run(ID, hidden)["powers"]["hre"]
    assert (out["base"], out["special"], out["bonus"], out["total"]) == (12, 0, 1, 13)
    assert out["hidden_vp"] == 5
    assert out["revealed_total"] == 18
    revealed = copy.deepcopy(hidden)
    revealed["powers"]["hre"]["preference_revealed"] = True
    out = run(ID, revealed)["powers"]["hre"]
    assert (out["base"], out["special"], out["bonus"], out["total"]) == (12, 5, 1, 18)
    assert out["hidden_vp"] == 0


# --- Bonus VP («Призовые») ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("power", "bonus", "vp_"),
    [
        # «ПО за убийство [Assassination] (1 ПО за каждое убийство)»
        ("ottoman", {"assassinations": 1}, 1),
        ("hre", {"assassinations": 3}, 3),
        # «кругосветное плавание [Circumnavigation] (2 ПО за первое; 1 ПО за второе)»
        ("spain", {"circumnavigation": "first"}, 2),
        ("france", {"circumnavigation": "second"}, 1),
        ("england", {"circumnavigation": "both"}, 3),
        ("ottoman", {"circumnavigation": "none"}, 0),
        # ««Королева-девственница» [Virgin Queen] (1 ПО за ход безбрачия)»
        ("england", {"virgin_queen_turns": 1}, 1),
        ("england", {"virgin_queen_turns": 4}, 4),
        # «ПО за Суэцкий канал [Suez Canal] (2 ПО, если построен)»
        ("ottoman", {"suez_canal": True}, 2),
        ("france", {"suez_canal": True}, 2),
        # «работорговец [Slave Trader] (–1 ПО)»
        ("spain", {"slave_trader": True}, -1),
        # «Мария Стюарт Шотландская казнена [Mary Queen of Scots Executed] (–1 ПО)»
        ("england", {"mary_executed": True}, -1),
        # The other items of the list are markers entered as VP.
        ("protestant", {"other_vp": 6}, 6),
        # All of England's at once: 2 assassinations + 2 + 1 + 3 turns + 2 − 1 − 1 + 4 = 12.
        (
            "england",
            {
                "assassinations": 2,
                "circumnavigation": "both",
                "virgin_queen_turns": 3,
                "suez_canal": True,
                "slave_trader": True,
                "mary_executed": True,
                "other_vp": 4,
            },
            12,
        ),
    ],
)
def test_bonus_items_with_a_value_in_the_seed(power: str, bonus: dict[str, Any], vp_: int) -> None:
    out = vp(position(**{power: {"bonus": bonus}}))
    assert out[power]["bonus"] == vp_
    assert out[power]["total"] == vp_


def test_negative_bonus_makes_a_negative_total() -> None:
    # «два возможных начисления бонуса в ПО, которые на самом деле вычитаются из вашего счёта».
    out = vp(position(spain={"bonus": {"slave_trader": True}}))
    assert out["spain"]["total"] == -1


def test_virgin_queen_is_englands_only() -> None:
    # ««Королева-девственница» [Virgin Queen] (1 ПО за ход безбрачия)»: Elizabeth I, England's
    # queen (the page's reading: «ходы безбрачия вводятся только у Англии»).
    with pytest.raises(InputErrors) as bad:
        run(ID, position(spain={"bonus": {"virgin_queen_turns": 1}}))
    assert bad.value.fields == ["powers.spain.bonus.virgin_queen_turns"]


@pytest.mark.parametrize("power", ["ottoman", "spain", "england", "france", "hre", "protestant"])
def test_mary_stuarts_minus_one_goes_to_the_power_the_players_name(power: str) -> None:
    # «Мария Стюарт Шотландская казнена [Mary Queen of Scots Executed] (–1 ПО)»: the seed names no
    # power; the page's reading: «Отметьте этот пункт у той державы, о которой договорились игроки».
    out = run(ID, position(**{power: {"bonus": {"mary_executed": True}}}))
    assert out["powers"][power]["bonus"] == -1
    assert out["powers"][power]["total"] == -1
    assert out["mary_executed_by"] == power
    assert run(ID, position())["mary_executed_by"] is None


def test_mary_stuarts_minus_one_goes_to_one_power_at_most() -> None:
    # «Мария Стюарт Шотландская казнена (–1 ПО)»: one execution, one −1.
    with pytest.raises(InputErrors) as bad:
        run(
            ID, position(england={"bonus": {"mary_executed": True}}, spain={"bonus": {"mary_executed": True}})
        )
    assert [(e.field, e.code) for e in bad.value.errors] == [
        ("powers.spain.bonus.mary_executed", "one_execution"),
        ("powers.england.bonus.mary_executed", "one_execution"),
    ]
    assert "Испания и Англия" in bad.value.errors[0].message("ru")


def test_mary_stuarts_minus_one_is_marked_as_a_reading_in_the_report() -> None:
    # The seed does not say which power takes the −1: the report says it is the players' choice.
    form = to_form(find(ID).fields, position(spain={"bonus": {"mary_executed": True}}))
    out = run_form(ID, form, "ru")
    (line,) = [x for x in out["text"].splitlines() if "Мария Стюарт" in x]
    assert "−1 ПО" in line
    assert "толкование" in line and "договорились игроки" in line


def test_bonus_inputs_are_optional() -> None:
    # Issue 4 contract: the bonus keys may be left out (missing = 0).
    payload = position(spain={"card_vp": 3, "track_vp": 1})
    for power in payload["powers"].values():
        power.pop("bonus", None)
    assert vp(payload)["spain"]["total"] == 4


# --- One-off bonuses: one canal, one first circumnavigation, one execution ---------------------------


def test_suez_canal_is_scored_by_one_power_only() -> None:
    # «ПО за Суэцкий канал [Suez Canal] (2 ПО, если построен)»: one canal, so its 2 VP go to
    # one power; the page's reading: «можно отметить у любой державы — но только у одной: канал один».
    out = vp(position(france={"bonus": {"suez_canal": True}}))
    assert out["france"]["bonus"] == 2
    with pytest.raises(InputErrors) as bad:
        run(ID, position(ottoman={"bonus": {"suez_canal": True}}, france={"bonus": {"suez_canal": True}}))
    assert [(e.field, e.code) for e in bad.value.errors] == [
        ("powers.ottoman.bonus.suez_canal", "one_canal"),
        ("powers.france.bonus.suez_canal", "one_canal"),
    ]


def test_suez_canal_for_all_six_powers_names_every_field_in_the_form() -> None:
    # Issue 16 item 3: ticking the canal for all six powers gave each 2 VP with no word.
    payload = position(**{p: {"bonus": {"suez_canal": True}} for p in EMPTY["powers"]})
    out = run_form(ID, to_form(find(ID).fields, payload), "ru")
    assert out["ok"] is False
    assert [e["field"] for e in out["errors"]] == [f"powers.{p}.bonus.suez_canal" for p in EMPTY["powers"]]
    assert all("канал один" in e["message"] for e in out["errors"])


@pytest.mark.parametrize(
    ("circumnavigations", "flags"),
    [
        # One first, one second (the same power or two): nothing to flag.
        ({"spain": "first", "france": "second"}, []),
        ({"england": "both"}, []),
        ({"spain": "first"}, []),
        # Two «первое»: under the reading "the game's first" there is one.
        (
            {"spain": "first", "england": "both"},
            [{"flag": "several_first", "powers": ["spain", "england"]}],
        ),
        # Two «второе», and with no «первое» anywhere: a second comes after a first.
        (
            {"spain": "second", "france": "second"},
            [
                {"flag": "several_second", "powers": ["spain", "france"]},
                {"flag": "second_without_first", "powers": ["spain", "france"]},
            ],
        ),
        ({"ottoman": "second"}, [{"flag": "second_without_first", "powers": ["ottoman"]}]),
    ],
)
def test_impossible_circumnavigations_are_flagged_and_scored_as_ticked(
    circumnavigations: dict[str, str], flags: list[dict[str, Any]]
) -> None:
    # «кругосветное плавание [Circumnavigation] (2 ПО за первое; 1 ПО за второе)»: the page's
    # reading keeps the table's choice («отмечайте его так, как ПО засчитали за столом»), so the
    # VP are counted as ticked; what no reading allows is flagged, not refused.
    out = run(ID, position(**{p: {"bonus": {"circumnavigation": c}} for p, c in circumnavigations.items()}))
    assert out["circumnavigation_flags"] == flags
    worth = {"first": 2, "second": 1, "both": 3}
    assert {p: out["powers"][p]["bonus"] for p in circumnavigations} == {
        p: worth[c] for p, c in circumnavigations.items()
    }


def test_flagged_circumnavigations_are_named_in_the_report() -> None:
    payload = position(
        spain={"bonus": {"circumnavigation": "first"}}, england={"bonus": {"circumnavigation": "both"}}
    )
    text = run_form(ID, to_form(find(ID).fields, payload), "ru")["text"]
    assert "«первое» отмечено у нескольких держав: Испания и Англия" in text
    clean = run_form(
        ID, to_form(find(ID).fields, position(spain={"bonus": {"circumnavigation": "first"}})), "ru"
    )
    assert "отмечено у нескольких держав" not in clean["text"]


# --- Totals ------------------------------------------------------------------------------------------


def test_example_totals_by_hand() -> None:
    # «Текущий итог ПО державы — это сумма её основных, особых и призовых ПО.»
    out = vp(EXAMPLE)
    assert {p: (v["base"], v["special"], v["bonus"], v["total"]) for p, v in out.items()} == {
        "ottoman": (10, 0, 2, 12),
        "spain": (14, 3, 4, 21),  # first circumnavigation 2 + markers 2
        "england": (7, 2, 3, 12),  # 3 turns of celibacy
        "france": (9, 2, 1, 12),  # 2 Valois marriages
        "hre": (12, 0, 8, 20),  # track 5 hidden; 1 assassination + markers 7
        "protestant": (7, 4, 0, 11),  # 4 + 1 × 3
    }
    assert out["hre"]["hidden_vp"] == 5
    assert out["hre"]["revealed_total"] == 25


def test_breakdown_sums_to_the_total() -> None:
    result = compute(parse(run_clean(EXAMPLE)))
    for s in result.scores:
        assert sum(a.vp for a in s.addends) == s.total
        assert s.part("base") + s.part("special") + s.part("bonus") == s.total


def run_clean(payload: dict[str, Any]) -> dict[str, Any]:
    from calculators.spec import validate

    return validate(find(ID).fields, payload)


# --- The Empire's secret: reveal to win, or to stop a domination ---------------------------------------


@pytest.mark.parametrize(
    ("card", "track", "wins"), [(20, 5, True), (20, 4, False), (25, 0, True), (0, 24, False)]
)
def test_reveal_wins_when_the_revealed_total_reaches_25(card: int, track: int, wins: bool) -> None:
    # «Только когда у него достаточно ПО, чтобы выиграть игру ... он раскрывает религиозное
    # предпочтение»; 25 VP: sources/virgin-queen.md §1, "Standard victory: 25 VP at the end of a turn".
    out = run(ID, position(hre={"card_vp": card, "track_vp": track, "preference_revealed": False}))
    assert out["hre_reveal"]["revealed_total"] == card + track
    assert out["hre_reveal"]["reaches_victory_vp"] is wins


def test_reveal_stops_a_domination_by_the_lead_the_player_entered() -> None:
    # «(или нужно прибавить ПО, чтобы воспрепятствовать победе другой державы из-за доминирования)».
    # Lead 5: Spain 20; the others at most 15 (the Empire 12 visible) -> Spain dominates; revealed
    # the Empire has 12 + 4 = 16, only 4 behind -> revealing stops it.
    payload = position(
        spain={"card_vp": 20},
        england={"card_vp": 15},
        hre={"card_vp": 12, "track_vp": 4, "preference_revealed": False},
    )
    payload["domination_margin"] = 5
    out = run(ID, payload)
    assert out["dominant"] == "spain"
    assert out["hre_reveal"]["stops_domination"] is True
    # With 2 hidden VP the Empire would be 20 - 14 = 6 behind: revealing does not stop it.
    payload["powers"]["hre"]["track_vp"] = 2
    out = run(ID, payload)
    assert out["dominant"] == "spain"
    assert out["hre_reveal"]["stops_domination"] is False
    # England within 5 of Spain: nobody dominates.
    payload["powers"]["england"]["card_vp"] = 16
    assert run(ID, payload)["dominant"] is None


@pytest.mark.parametrize(
    ("track", "said"),
    [
        # Spain 20, the Empire 10 + 12 = 22 once revealed: 2 ahead of Spain.
        (
            12,
            {
                "ru": "после раскрытия Империя будет впереди Испании на 2 ПО",
                "pt": "o Sacro Império ficará 2 PV à frente da Espanha",
                "en": "once revealed the Empire is 2 ahead",
            },
        ),
        # The Empire 10 + 10 = 20 once revealed: level with Spain.
        (
            10,
            {
                "ru": "после раскрытия у Империи будет столько же ПО, сколько у Испании",
                "pt": "o Sacro Império ficará com o mesmo número de PV da Espanha",
                "en": "once revealed the Empire is level with it",
            },
        ),
    ],
)
def test_reveal_that_overtakes_the_dominant_power_says_so(track: int, said: dict[str, str]) -> None:
    # «(или нужно прибавить ПО, чтобы воспрепятствовать победе другой державы из-за доминирования)»:
    # lead 5, Spain 20 and the Ottomans 15 (the Empire 10 visible): Spain dominates.  Revealed,
    # the Empire passes Spain or draws level: revealing stops it, and the fold-out said the
    # Empire would be "only -2 behind" (found by the stop 31 audit).
    payload = position(
        ottoman={"card_vp": 15},
        spain={"card_vp": 20},
        hre={"card_vp": 10, "track_vp": track, "preference_revealed": False},
    )
    payload["domination_margin"] = 5
    out = run(ID, payload)
    assert out["dominant"] == "spain"
    assert out["hre_reveal"]["stops_domination"] is True
    form = to_form(find(ID).fields, payload)
    for lang, words in said.items():
        shown = text_of(run_form(ID, form, lang)["html"])
        assert words in shown, (lang, shown)


def test_revealing_can_make_the_empire_itself_dominate() -> None:
    # «(или нужно прибавить ПО, чтобы воспрепятствовать победе другой державы из-за доминирования)»:
    # lead 5; Spain 15, the Empire 14 visible: nobody leads by 5.  Revealed, the Empire has
    # 14 + 6 = 20, 5 ahead of Spain and 20 of the rest: the Empire itself would dominate.
    payload = position(
        spain={"card_vp": 15}, hre={"card_vp": 14, "track_vp": 6, "preference_revealed": False}
    )
    payload["domination_margin"] = 5
    out = run(ID, payload)
    assert out["dominant"] is None
    assert out["hre_reveal"]["dominant_after"] == "hre"
    assert out["hre_reveal"]["stops_domination"] is False
    form = to_form(find(ID).fields, payload)
    said = {
        "ru": "такой отрыв будет у самой Империи",
        "pt": "do próprio Sacro Império",
        "en": "the Empire itself",
    }
    for lang, words in said.items():
        # In the Empire's fold-out only: the copied text keeps the secret.
        shown = run_form(ID, form, lang)
        assert words in shown["html"] and words not in shown["text"], lang
    # With 5 hidden VP the Empire would be 19, only 4 ahead of Spain: no domination after either.
    payload["powers"]["hre"]["track_vp"] = 5
    out = run(ID, payload)
    assert out["hre_reveal"]["dominant_after"] is None
    assert all(
        words not in run_form(ID, to_form(find(ID).fields, payload), lang)["html"]
        for lang, words in said.items()
    )


def test_domination_is_not_checked_without_a_lead() -> None:
    # The reference: whether a domination victory exists, and its terms, are not available.
    out = run(ID, position(spain={"card_vp": 40}, hre={"track_vp": 3, "preference_revealed": False}))
    assert out["domination_margin"] == 0
    assert out["dominant"] is None
    assert out["hre_reveal"]["stops_domination"] is False


def test_revealed_empire_has_no_secret_section() -> None:
    out = run(ID, position(hre={"card_vp": 3, "track_vp": 2, "preference_revealed": True}))
    assert out["hre_reveal"] is None
    report = find(ID).report(compute(parse(run_clean(position(hre={"preference_revealed": True})))), "ru")
    assert not any(isinstance(b, rep.Details) for b in report.blocks)


def test_secret_stays_in_the_fold_out_for_the_empire_only() -> None:
    # «он сохраняет этот итог в секрете»: the visible report shows "скрыто", never the hidden number.
    # Track 17 hidden, revealed total 13 + 17 = 30; no other number in the position is 17 or 30.
    payload = position(
        spain={"card_vp": 8}, hre={"card_vp": 13, "track_vp": 17, "preference_revealed": False}
    )
    report = find(ID).report(compute(parse(run_clean(payload))), "ru")
    secret = [b for b in report.blocks if isinstance(b, rep.Details)]
    assert len(secret) == 1
    assert "Только для игрока за Империю" in secret[0].summary
    visible = rep.to_text(rep.Report("", tuple(b for b in report.blocks if not isinstance(b, rep.Details))))
    assert "скрыто" in visible
    assert "17" not in visible and "30" not in visible
    inside = rep.to_text(rep.Report("", secret[0].blocks))
    assert "+17 ПО" in inside and "30 ПО" in inside
    assert "не хватает" not in inside  # 30 >= 25
    html = rep.to_html(report)
    assert html.count("<details") == 1
    # Marked as a secret, it stays folded on paper too (calculators.css prints other fold-outs).
    assert html.count('<details class="calc-result__details" data-secret>') == 1


def test_where_the_25_vp_come_from_is_said_once_in_the_help_not_in_every_result() -> None:
    # Issue 16: the 25 VP are not in the seed (sources/virgin-queen.md §1: two secondary sources)
    # and the terms of a domination are not either (§3): the help of the domination field says so,
    # once; the results only apply them.
    calc = find(ID)
    (margin,) = [f for f in calc.fields if f.name == "domination_margin"]
    assert margin.help is not None
    help_ru = margin.help["ru"]
    assert "25\u00a0ПО" in help_ru and "вторичных источников" in help_ru and "Gospel & Gaming" in help_ru
    assert "своего свода правил" in help_ru
    dominated = position(
        spain={"card_vp": 20}, hre={"card_vp": 12, "track_vp": 4, "preference_revealed": False}
    )
    dominated["domination_margin"] = 5
    help_pt = margin.help["pt"]
    assert "fontes secundárias" in help_pt and "livro de regras" in help_pt
    for payload in (EXAMPLE, position(), dominated, position(spain={"card_vp": 30})):
        for lang, words in (
            ("ru", ("вторичн", "Gospel", "свод")),
            ("pt", ("secundária", "Gospel", "livro de regras")),
        ):
            out = run_form(ID, to_form(calc.fields, payload), lang)
            for text in (out["text"], out["html"]):
                assert not any(word in text for word in words), (lang, text)


def test_power_names_are_the_pages() -> None:
    # docs/ru/virgin-queen/victory.md «Особые»: «Османы», not the seed's «Оттоман» (issue 16).
    report = find(ID).report(compute(parse(run_clean(EXAMPLE))), "ru")
    (table,) = [b for b in report.blocks if isinstance(b, rep.Table)]
    assert [r[0] for r in table.rows] == ["Османы", "Испания", "Англия", "Франция", "Империя", "Протестант"]
    assert "Оттоман" not in rep.to_text(report)


# --- Errors ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("patch", "field", "code"),
    [
        ({"ottoman": {"card_vp": -1}}, "powers.ottoman.card_vp", "out_of_range"),
        ({"protestant": {"netherlands_keys": -2}}, "powers.protestant.netherlands_keys", "out_of_range"),
        ({"spain": {"track_vp": "3"}}, "powers.spain.track_vp", "not_integer"),
        ({"england": {"card_vp": 2.5}}, "powers.england.card_vp", "not_integer"),
        ({"hre": {"preference_revealed": "yes"}}, "powers.hre.preference_revealed", "not_boolean"),
        (
            {"england": {"bonus": {"virgin_queen_turns": -1}}},
            "powers.england.bonus.virgin_queen_turns",
            "out_of_range",
        ),
        (
            {"ottoman": {"bonus": {"circumnavigation": "third"}}},
            "powers.ottoman.bonus.circumnavigation",
            "not_a_choice",
        ),
        ({"france": {"bonus": {"other_vp": "many"}}}, "powers.france.bonus.other_vp", "not_integer"),
    ],
)
def test_errors_name_the_field(patch: dict[str, dict[str, Any]], field: str, code: str) -> None:
    payload = copy.deepcopy(EMPTY)
    for power, values in patch.items():
        for key, value in values.items():
            if key == "bonus":
                payload["powers"][power].setdefault("bonus", {}).update(value)
            else:
                payload["powers"][power][key] = value
    with pytest.raises(InputErrors) as bad:
        run(ID, payload)
    assert [(e.field, e.code) for e in bad.value.errors] == [(field, code)]


def test_missing_power_and_missing_card_are_named() -> None:
    payload = copy.deepcopy(EMPTY)
    del payload["powers"]["france"]
    del payload["powers"]["spain"]["card_vp"]
    with pytest.raises(InputErrors) as bad:
        run(ID, payload)
    assert sorted(bad.value.fields) == ["powers.france", "powers.spain.card_vp"]


def test_form_text_in_a_number_is_named_in_russian() -> None:
    form = to_form(find(ID).fields, EXAMPLE) | {"powers.spain.track_vp": "три"}
    out = run_form(ID, form, "ru")
    assert out["ok"] is False
    assert [e["field"] for e in out["errors"]] == ["powers.spain.track_vp"]
    assert out["errors"][0]["message"] == "введите целое число от 0 до 40"


def test_default_form_computes_the_example() -> None:
    calc = find(ID)
    out = run_form(ID, calc.default_form(), "ru")
    assert out["ok"], out["errors"]
    assert out["result"]["powers"]["spain"]["total"] == 21
    assert "Больше всего ПО у Испании: 21." in out["text"]


# --- Words -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("n", "word"),
    [
        (0, "ходов"),
        (1, "ход"),
        (2, "хода"),
        (4, "хода"),
        (5, "ходов"),
        (11, "ходов"),
        (21, "ход"),
        (22, "хода"),
    ],
)
def test_russian_plural(n: int, word: str) -> None:
    assert plural_ru(n, "ход", "хода", "ходов") == word


def test_join_names() -> None:
    assert join_names(["Испания"], "ru") == "Испания"
    assert join_names(["Испания", "Англия", "Франция"], "ru") == "Испания, Англия и Франция"


def test_empire_secret_never_leaves_the_screen() -> None:
    # «он сохраняет этот итог в секрете»: the Empire's track VP are marked secret, so the page
    # keeps them out of shared links and stored values, and the copied text leaves out the
    # fold-out meant for the Empire's player only.
    secret = [path for path, f in leaves(find(ID).fields) if f.secret]
    assert secret == ["powers.hre.track_vp"]
    payload = position(hre={"card_vp": 12, "track_vp": 5, "preference_revealed": False})
    out = run_form(ID, to_form(find(ID).fields, payload), "ru")
    title = "Только для игрока за Империю"
    assert title in out["html"]
    assert title not in out["text"]
