"""Issue 7, the printable aids: "the aids' numbers equal the core's results for the same inputs".

Each cell of an aid is compared with ``calculators.api.run`` (the public JSON contract) for an
input that isolates that one number; a few cells are also checked against the sources by hand
(the line cited beside each).
"""

from __future__ import annotations

import copy
import re
from typing import Any

import pytest

from calculators import report as rep
from calculators.api import render_aid, run
from calculators.registry import find
from calculators.report import Note, Report, Table

WITH_AID = {
    "his.vp": "ru",
    "his.victory": "ru",
    "his.reformation": "ru",
    "vq.vp": "ru",
    "juizes.income": "pt",
}


def aid(calc_id: str) -> Report:
    calc = find(calc_id)
    assert calc.aid is not None
    return calc.aid(WITH_AID[calc_id])


def tables(report: Report) -> list[Table]:
    return [b for b in report.blocks if isinstance(b, Table)]


def table(report: Report, caption_part: str) -> Table:
    (found,) = [t for t in tables(report) if caption_part in t.caption]
    return found


def row_of(t: Table, first_cell: str) -> tuple[str, ...]:
    (found,) = [r for r in t.rows if r[0] == first_cell]
    return found


def cell(t: Table, row: str, column: str) -> str:
    return row_of(t, row)[t.header.index(column)]


# --- Every aid ------------------------------------------------------------------------------


@pytest.mark.parametrize("calc_id", sorted(WITH_AID))
def test_aid_renders_in_the_page_language_and_fits_a_portrait_page(calc_id: str) -> None:
    lang = WITH_AID[calc_id]
    assert lang in find(calc_id).languages
    out = render_aid(calc_id, lang)
    assert out is not None
    assert out["title"] and "<table" in out["html"]
    assert rep.to_text(aid(calc_id))
    for t in tables(aid(calc_id)):
        # A4 portrait: a few short columns (Hapsburg's track, 14 boxes, is the widest).
        assert len(t.header) <= 15
        assert all(len(r) == len(t.header) for r in t.rows)


# --- his.vp: key tracks, the Protestant Spaces Track, English home spaces -------------------

HIS_POWERS = {"ottoman": "Османы", "hapsburg": "Габсбурги", "england": "Англия", "france": "Франция"}
HIS_POWERS |= {"papacy": "Папство"}


def his_vp(keys: dict[str, int] | None = None, spaces: int = 0, english_home: int = 0) -> dict[str, Any]:
    payload = copy.deepcopy(dict(find("his.vp").presets[1].values))  # "empty": all zero
    for power, n in (keys or {}).items():
        payload["powers"][power]["keys"] = n
    payload["protestant_spaces"] = spaces
    payload["powers"]["england"]["protestant_home_spaces"] = english_home
    return run("his.vp", payload)


def key_track(power: str) -> Table:
    return table(aid("his.vp"), f"{HIS_POWERS[power]}: ключевые города")


@pytest.mark.parametrize("power", sorted(HIS_POWERS))
def test_his_key_tracks_equal_the_core(power: str) -> None:
    t = key_track(power)
    (row,) = t.rows
    assert row[0] == "VP"
    boxes = [int(h) for h in t.header[1:]]
    assert boxes == list(range(1, len(boxes) + 1))
    for k, text in zip(boxes, row[1:], strict=True):
        out = his_vp({power: k})
        if out["automatic_victory"] == {"power": power, "kind": "military"}:
            assert text == "Автоматическая победа"
        else:
            assert text == str(out["powers"][power]["base"])
    # Only the last box is Auto Win.
    assert row[1:].count("Автоматическая победа") == 1
    assert row[-1] == "Автоматическая победа"


def test_his_key_tracks_hand_checked() -> None:
    # sources/here-i-stand.md §1, Ottoman track: "| VP | 2 | 4 | 6 | 8 | ..." -> box 4 = 8 VP.
    assert cell(key_track("ottoman"), "VP", "4") == "8"
    # sources/here-i-stand.md §1, Hapsburg track: box 8 = 9 VP (also the 1517 start: 8 keys, base VP 9).
    assert cell(key_track("hapsburg"), "VP", "8") == "9"
    assert his_vp({"hapsburg": 8})["powers"]["hapsburg"]["base"] == 9
    # sources/here-i-stand.md §1: "Ottoman (11 boxes; box 11 = Auto Win)", "Papacy (7 boxes; box 7 = Auto Win)".
    assert cell(key_track("ottoman"), "VP", "11") == "Автоматическая победа"
    assert cell(key_track("papacy"), "VP", "7") == "Автоматическая победа"
    # sources/here-i-stand.md §1, England track: box 1 = 3 VP, box 8 = 17 VP.
    assert cell(key_track("england"), "VP", "1") == "3"
    assert cell(key_track("england"), "VP", "8") == "17"


def spaces_track() -> dict[str, tuple[str, str]]:
    """The Protestant Spaces Track as printed across the page in parts: range -> (purple, brown)."""
    parts = [t for t in tables(aid("his.vp")) if t.caption.startswith("Шкала протестантских городов")]
    assert len(parts) == 2
    track: dict[str, tuple[str, str]] = {}
    for t in parts:
        assert t.header[0] == "Протестантские города"
        papal, protestant = t.rows
        assert (papal[0], protestant[0]) == ("Папство (фиолетовое)", "Протестанты (коричневое)")
        track |= dict(zip(t.header[1:], zip(papal[1:], protestant[1:], strict=True), strict=True))
    return track


def spaces_range(label: str) -> range:
    first, _, last = label.partition("\u2013")
    return range(int(first), int(last or first) + 1)


def test_his_spaces_track_equals_the_core_for_every_space() -> None:
    covered: list[int] = []
    for label, (papal, protestant) in spaces_track().items():
        for n in spaces_range(label):
            covered.append(n)
            out = his_vp(spaces=n)
            assert out["automatic_victory"] is None
            powers = out["powers"]
            # The empty position: the Papacy's special VP are the track's purple number alone
            # (St. Peter's 0), the Protestant's the brown number.
            assert papal == str(powers["papacy"]["special"])
            assert protestant == str(powers["protestant"]["special"])
    assert covered == list(range(0, 50))
    # The box after the last numbered one: the core's religious victory, in the note.
    assert his_vp(spaces=50)["automatic_victory"] == {"power": "protestant", "kind": "religious"}
    notes = [b.text for b in aid("his.vp").blocks if isinstance(b, Note)]
    assert any("50 протестантских городов — религиозная победа" in n for n in notes)


def test_his_spaces_track_hand_checked() -> None:
    track = spaces_track()
    # sources/here-i-stand.md §3: "| 0–3 | 15 | 0 |".
    assert track["0\u20133"] == ("15", "0")
    # sources/here-i-stand.md §3: "20 spaces → Papacy 9 / Protestant 6" (the play report [S9]); "| 20–23 | 9 | 6 |".
    assert track["20\u201323"] == ("9", "6")
    # sources/here-i-stand.md §3: "| 47–49 | 1 | 14 |"; "| 50 | — | "Auto Win" (Protestant religious victory) |" is
    # the note under the track (checked above).
    assert track["47\u201349"] == ("1", "14")
    assert len(track) == 15


def test_his_english_home_spaces_equal_the_core() -> None:
    t = table(aid("his.vp"), "Англия: протестантские национальные")
    (row,) = t.rows
    for label, text in zip(t.header[1:], row[1:], strict=True):
        for n in spaces_range(label):
            # Heir "none" in the empty position: England's special VP are the home spaces alone.
            assert text == str(his_vp(spaces=n, english_home=n)["powers"]["england"]["special"])
    # sources/seeds/his-victory.txt «Англия»: «1 VP за каждые 2 английских национальных города ... Округлите
    # результат деления вниз»: 12 spaces (sources/here-i-stand.md §4, all 12) -> 6 VP, 3 -> 1 VP.
    assert cell(t, "VP", "12") == "6"
    assert cell(t, "VP", "2\u20133") == "1"


# --- his.victory: the blank sheet and the rules as the core applies them ---------------------

HIS_ORDER = ("ottoman", "hapsburg", "england", "france", "papacy", "protestant")


def his_victory(turn: int, *rows: tuple[int, ...]) -> dict[str, Any]:
    history = [dict(zip(HIS_ORDER, r, strict=True)) for r in rows]
    return run("his.victory", {"turn": turn, "history": history})


def test_his_victory_sheet_is_blank_turns_by_powers() -> None:
    report = aid("his.victory")
    (sheet,) = tables(report)
    # sources/seeds/his-victory.txt «23.3»: the powers as the seed names them; turns 1-9 («в конце 9 хода»).
    assert sheet.header == ("Ход", "Османы", "Габсбурги", "Англия", "Франция", "Папство", "Протестанты")
    assert [r[0] for r in sheet.rows] == [str(n) for n in range(1, 10)]
    assert all(c == "" for r in sheet.rows for c in r[1:])


def test_his_victory_rules_quote_the_numbers_the_core_applies() -> None:
    standard, domination, time, tie = [b.text for b in aid("his.victory").blocks if isinstance(b, Note)]
    # Seed «Стандартная победа»: «25 или более VP».
    assert "25 VP или больше" in standard
    assert his_victory(1, (25, 9, 9, 12, 19, 0))["result"] == "standard"
    assert his_victory(1, (24, 9, 9, 12, 19, 0))["result"] == "none"
    # Seed «Победа по доминированию»: «меньше 25 VP, но как минимум на 5 VP больше», «начиная
    # только с 4 хода».
    assert re.search(r"с 4-го хода\): меньше 25 VP, но на 5 VP", domination)
    lead5 = (20, 15, 9, 12, 14, 0)
    assert his_victory(4, *[lead5] * 4)["result"] == "domination"
    assert his_victory(3, *[lead5] * 3)["result"] == "none"
    assert his_victory(4, *[(20, 16, 9, 12, 14, 0)] * 4)["result"] == "none"  # lead 4
    # Seed «Победа по времени»: «только в конце 9 хода».
    assert "в конце 9-го хода" in time
    assert his_victory(9, *[(20, 19, 9, 12, 14, 0)] * 9)["result"] == "time"
    assert his_victory(8, *[(20, 19, 9, 12, 14, 0)] * 8)["result"] == "none"
    # Seed: «держава с большим количеством очков на предыдущем ходе объявляется победителем».
    assert "предыдущем ходу" in tie
    out = his_victory(2, (10, 9, 9, 12, 14, 0), (25, 25, 9, 12, 14, 0))
    assert (out["result"], out["winner"]) == ("standard", "ottoman")


# --- his.reformation: one attempt's odds ---------------------------------------------------


@pytest.mark.parametrize("in_zone", [True, False])
def test_reformation_odds_equal_the_core(in_zone: bool) -> None:
    t = table(aid("his.reformation"), "Цель в зоне" if in_zone else "Цель вне зоны")
    assert t.header[1:] == tuple(str(n) for n in range(1, 7))
    for row in t.rows:
        protestant = int(row[0])
        for papal, text in zip(range(1, 7), row[1:], strict=True):
            out = run(
                "his.reformation",
                {"protestant_dice": protestant, "papal_dice": papal, "in_target_zone": in_zone},
            )
            assert text == f"{out['success'] * 100:.0f}"


def test_reformation_odds_hand_checked() -> None:
    # tests/cases/his.reformation.json, "1 vs 1 in the target zone": 7/12 = 58.3 %; outside:
    # 5/12 = 41.7 % (sources/here-i-stand.md §9: automatic 6 and ties to the Protestant only in the zone).
    assert cell(table(aid("his.reformation"), "Цель в зоне"), "1", "1") == "58"
    assert cell(table(aid("his.reformation"), "Цель вне зоны"), "1", "1") == "42"


# --- vq.vp: the blank sheet and the fixed bonus values -------------------------------------


def test_vq_sheet_is_blank_and_says_nothing_of_the_number_of_turns() -> None:
    report = aid("vq.vp")
    sheet = table(report, "Итог ПО")
    # sources/seeds/vq-victory.txt «Особые»: Оттоман (the page's «Османы»), Испания, Англия, Франция, Империя, Протестант.
    assert sheet.header == ("Ход", "Османы", "Испания", "Англия", "Франция", "Империя", "Протестант")
    assert len(sheet.rows) == 8
    # The turn's number is left to write in; the powers' cells are blank.
    assert all(r[0] == "Ход ___" and all(c == "" for c in r[1:]) for r in sheet.rows)
    # The number of turns is not known (ref "Not available": 6 or 7): no turn number printed.
    text = rep.to_text(report)
    assert not re.search(r"\b[67]\s*ход", text)


VQ_BONUS = {
    # aid row label start -> (power, bonus input, VP by hand from the seed's «Призовые»)
    "Убийство": ("spain", {"assassinations": 1}, 1),  # «1 ПО за каждое убийство»
    "Кругосветное плавание [Circumnavigation], первое": ("spain", {"circumnavigation": "first"}, 2),
    "Кругосветное плавание [Circumnavigation], второе": ("spain", {"circumnavigation": "second"}, 1),
    "«Королева-девственница»": ("england", {"virgin_queen_turns": 1}, 1),  # «1 ПО за ход безбрачия»
    "Суэцкий канал": ("ottoman", {"suez_canal": True}, 2),  # «2 ПО, если построен»
    "Работорговец": ("england", {"slave_trader": True}, -1),  # «(–1 ПО)»
    "Мария Стюарт": ("england", {"mary_executed": True}, -1),  # «(–1 ПО)»
}


def test_vq_fixed_bonus_values_equal_the_core() -> None:
    from calculators.vq.vp.presets import EMPTY

    t = table(aid("vq.vp"), "Призовые ПО")
    assert len(t.rows) == len(VQ_BONUS)
    for label, vp in t.rows:
        (key,) = [k for k in VQ_BONUS if label.startswith(k)]
        power, bonus, by_hand = VQ_BONUS[key]
        payload = copy.deepcopy(EMPTY)
        payload["powers"][power]["bonus"] = bonus
        core = run("vq.vp", payload)["powers"][power]["bonus"]
        assert core == by_hand
        assert vp == (str(core) if core >= 0 else f"\u2212{-core}")


def test_vq_notes_the_hidden_empire_vp() -> None:
    (note,) = [b for b in aid("vq.vp").blocks if isinstance(b, Note)]
    assert "Империя" in note.text and "раскрыто" in note.text


# --- juizes.income: values by settlement --------------------------------------------------

COLUMNS = {
    "Normal": {},
    "Com Fartura": {"plenty": True},
    "Com Fome": {"famine": True},
    "Com Fartura e Fome": {"plenty": True, "famine": True},
}


def juizes(kind: str, dev: int, *, round_: int = 2, taxed: bool = False, **flags: bool) -> dict[str, int]:
    settlement = {
        "region": "R",
        "kind": kind,
        "developments": dev,
        "plenty": flags.get("plenty", False),
        "famine": flags.get("famine", False),
        "besieged": flags.get("besieged", False),
        "holder": "Ana",
    }
    out = run(
        "juizes.income",
        {
            "round": round_,
            "players": {"Ana": {"balance": 0}, "Bia": {"balance": 0}},
            "settlements": [settlement],
            "taxes": [{"player": "Bia", "region": "R"}] if taxed else [],
        },
    )
    return {name: p["income"] for name, p in out["players"].items()}


def income_table() -> Table:
    (t,) = tables(aid("juizes.income"))
    return t


def test_juizes_values_equal_the_core() -> None:
    t = income_table()
    kinds = {"Vila": "village", "Cidade": "city"}
    # Only a Cidade is developed (sources/juizes.md §1.8).
    assert [(r[0], r[1]) for r in t.rows] == [("Vila", "0"), *(("Cidade", str(d)) for d in range(4))]
    for row in t.rows:
        kind, dev = kinds[row[0]], int(row[1])
        for column, flags in COLUMNS.items():
            assert row[t.header.index(column)] == str(juizes(kind, dev, **flags)["Ana"])
        taxed = juizes(kind, dev, taxed=True)
        assert row[t.header.index("Taxada: para quem taxou")] == str(taxed["Bia"])
        assert taxed["Ana"] == 0


def test_juizes_values_hand_checked() -> None:
    t = income_table()
    # sources/seeds/juizes-income-and-victory.txt "Um exemplo": "cidade: 2 + (2 × 2) = 6".
    assert t.rows[3][:3] == ("Cidade", "2", "6")
    # sources/seeds/juizes-income-and-victory.txt "Um exemplo": "vila normal: 1", "vila com Fome: 1 − 1 = 0".
    assert t.rows[0][:3] == ("Vila", "0", "1")
    assert t.rows[0][t.header.index("Com Fome")] == "0"
    # sources/seeds/juizes-income-and-victory.txt: "quem jogou a carta recolhe o dobro do valor": a city with 2 developments, 12.
    assert t.rows[3][t.header.index("Taxada: para quem taxou")] == "12"


def test_juizes_notes_siege_and_dowry_as_the_core() -> None:
    notes = " ".join(b.text for b in aid("juizes.income").blocks if isinstance(b, Note))
    # sources/seeds/juizes-income-and-victory.txt: "Assentamento sob cerco — não produz nada para ninguém".
    assert juizes("city", 3, taxed=True, besieged=True) == {"Ana": 0, "Bia": 0}
    assert "Sob cerco: 0 moedas" in notes
    # sources/seeds/juizes-income-and-victory.txt: "Na rodada 1 todos recebem ainda 6 moedas de dote inicial".
    assert juizes("village", 0, round_=1) == {"Ana": 1 + 6, "Bia": 6}
    assert "6 moedas de dote inicial" in notes
