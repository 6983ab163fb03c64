"""Here I Stand, victory points (sources/seeds/his-victory.txt, «23.2. Победные очки (VP)»; sources/here-i-stand.md).

Expected values are read off the reference's tables by hand, never from the code's output.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from calculators.api import run, run_form
from calculators.errors import InputErrors
from calculators.his import data
from calculators.his.vp import VP
from calculators.his.vp.form import START_1517
from calculators.spec import to_form

# Reference §1, the key tracks as printed (box 1 first; the last box is "Auto Win").
KEY_TRACKS_AS_PRINTED: dict[str, list[int | str]] = {
    "ottoman": [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, "Auto Win"],
    "hapsburg": [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, "Auto Win"],
    "england": [3, 5, 7, 9, 11, 13, 15, 17, "Auto Win"],
    "france": [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, "Auto Win"],
    "papacy": [2, 4, 6, 8, 10, 12, "Auto Win"],
}

# Reference §3, the Protestant Spaces Track (spaces from-to, purple, brown).
SPACES_TRACK_AS_PRINTED = [
    (0, 3, 15, 0),
    (4, 6, 14, 1),
    (7, 9, 13, 2),
    (10, 13, 12, 3),
    (14, 16, 11, 4),
    (17, 19, 10, 5),
    (20, 23, 9, 6),
    (24, 26, 8, 7),
    (27, 29, 7, 8),
    (30, 33, 6, 9),
    (34, 36, 5, 10),
    (37, 39, 4, 11),
    (40, 43, 3, 12),
    (44, 46, 2, 13),
    (47, 49, 1, 14),
]

KEY_POWERS = ("ottoman", "hapsburg", "england", "france", "papacy")

# sources/here-i-stand.md §1 "Starting keys and VP, 1517 scenario": 8/9/9/12/19/0.
START_1517_TOTALS = {"ottoman": 8, "hapsburg": 9, "england": 9, "france": 12, "papacy": 19, "protestant": 0}


def position(**changes: Any) -> dict[str, Any]:
    """The 1517 start with changes: ``hapsburg__keys=9``, ``bonus__papacy__burned_rating_4=1``,
    ``protestant_spaces=12`` ..."""
    value = copy.deepcopy(START_1517)
    for path, v in changes.items():
        parts = path.split("__")
        if parts[0] == "bonus":
            value["bonus"][parts[1]][parts[2]] = v
        elif len(parts) == 2:
            value["powers"][parts[0]][parts[1]] = v
        else:
            value[parts[0]] = v
    return value


def vp(**changes: Any) -> dict[str, Any]:
    return run("his.vp", position(**changes))


def totals(out: dict[str, Any]) -> dict[str, int]:
    return {p: v["total"] for p, v in out["powers"].items()}


def rejected(payload: dict[str, Any]) -> list[str]:
    with pytest.raises(InputErrors) as bad:
        run("his.vp", payload)
    return sorted(bad.value.fields)


# --- Tables --------------------------------------------------------------------------------


def test_key_tracks_match_the_printed_cards() -> None:
    # sources/here-i-stand.md §1 tables; the Auto Win box is the track's box count (sources/here-i-stand.md §6: 11/14/9/11/7).
    assert set(KEY_TRACKS_AS_PRINTED) == set(data.KEY_TRACK_VP)
    for power in data.KEY_TRACK_VP:
        printed = KEY_TRACKS_AS_PRINTED[power]
        assert list(data.KEY_TRACK_VP[power]) + ["Auto Win"] == printed
        assert data.KEY_TRACK_BOXES[power] == len(printed)
    assert data.KEY_TRACK_BOXES == {"ottoman": 11, "hapsburg": 14, "england": 9, "france": 11, "papacy": 7}


def test_protestant_spaces_track_matches_the_printed_card() -> None:
    # sources/here-i-stand.md §3 table, every row; "The two always sum to 15 (0–49)".
    for low, high, purple, brown in SPACES_TRACK_AS_PRINTED:
        for spaces in range(low, high + 1):
            assert data.PROTESTANT_SPACES_TRACK[spaces] == (purple, brown), spaces
    assert len(data.PROTESTANT_SPACES_TRACK) == 50


def test_counts_of_the_reference_lists() -> None:
    # sources/here-i-stand.md §1: 33 key spaces; §2: 6 electorates; §4: 12 English home spaces.
    assert len(data.KEY_SPACES) == len(set(data.KEY_SPACES)) == 33
    assert len(data.ELECTORATES) == 6
    assert len(data.ENGLISH_HOME_SPACES) == 12
    # sources/here-i-stand.md §5 debate values: Protestant 4/7/4/2 debaters of rating 1/2/3/4, Papal 2/4/5/1.
    prot = [sum(1 for r in data.PROTESTANT_DEBATERS.values() if r == k) for k in (1, 2, 3, 4)]
    papal = [sum(1 for r in data.PAPAL_DEBATERS.values() if r == k) for k in (1, 2, 3, 4)]
    assert prot == [4, 7, 4, 2]
    assert papal == [2, 4, 5, 1]


# --- Base VP ----------------------------------------------------------------------------------


def test_1517_start_is_8_9_9_12_19_0() -> None:
    # sources/here-i-stand.md §1 "Starting keys and VP, 1517 scenario": 8/9/9/12/19/0 (Papacy 4 + 15 from the track).
    out = run("his.vp", START_1517)
    assert totals(out) == START_1517_TOTALS
    # Papacy: 2 keys -> box 2 = 4 VP; 0 Protestant spaces -> purple 15; St. Peter's 0; no bonus.
    assert out["powers"]["papacy"] == {
        "base": 4,
        "special": 15,
        "bonus": 0,
        "total": 19,
        "breakdown": [
            {"part": "base", "item": "keys", "vp": 4},
            {"part": "special", "item": "papal_track", "vp": 15},
            {"part": "special", "item": "st_peters", "vp": 0},
        ],
    }
    assert out["automatic_victory"] is None


def test_the_page_opens_on_the_1517_start() -> None:
    assert VP.presets[0].key == "1517"
    assert VP.default_values() == START_1517


@pytest.mark.parametrize("power", KEY_POWERS)
def test_base_vp_is_the_last_open_box_for_every_box(power: str) -> None:
    # «Количество VP указано на последней открытой клетке на карте державы.»
    printed = KEY_TRACKS_AS_PRINTED[power]
    for keys in range(1, len(printed)):
        start = {p: 0 for p in KEY_POWERS} | {power: keys}
        out = vp(**{f"{p}__keys": k for p, k in start.items()})
        assert out["powers"][power]["base"] == printed[keys - 1], keys


def test_keys_in_unrest_cover_boxes_issue_example() -> None:
    # «Не забудьте отмечать каждую одну клетку фишкой беспорядков за каждый ключевой город,
    # охваченный беспорядками.»  Issue 3: 8 keys, 1 in unrest -> 7 open boxes -> 8 VP.
    out = vp(hapsburg__keys=8, hapsburg__keys_in_unrest=1)
    assert out["powers"]["hapsburg"]["base"] == 8
    form = to_form(VP.fields, position(hapsburg__keys=8, hapsburg__keys_in_unrest=1))
    text = run_form("his.vp", form, "ru")["text"]
    assert "Габсбурги — 8 VP" in text
    assert "8 ключевых городов, 1 в беспорядках → 7 открытых клеток → 8 VP" in text


def test_all_boxes_covered_is_zero_base_vp() -> None:
    # «Клетки с фишками беспорядков не считаются «открытыми» ... Если все клетки закрыты,
    # держава имеет 0 базовых VP.»
    out = vp(ottoman__keys=3, ottoman__keys_in_unrest=3, france__keys=0)
    assert out["powers"]["ottoman"]["base"] == 0
    assert out["powers"]["france"]["base"] == 0


def test_protestant_base_is_two_per_electorate() -> None:
    # «по 2 за каждое курфюршество под протестантским политическим контролем и религиозным влиянием»
    for n in range(7):
        out = vp(schmalkaldic_league=True, protestant_spaces=20, protestant__electorates=n)
        assert out["powers"]["protestant"]["base"] == 2 * n


def test_protestant_electorates_in_unrest_are_not_counted_and_the_form_says_so() -> None:
    # Seed «Базовые»: «по 2 за каждое курфюршество под протестантским политическим контролем и
    # религиозным влиянием»; sources/here-i-stand.md §2: "Electorates in unrest never give VP"
    # ([S1] §12.4).  The field is a count the player makes: its help and the breakdown line must
    # say to leave out the electorates in unrest, as the Hapsburg field does.
    from calculators.his.vp.form import SPECIAL_FIELDS

    field = SPECIAL_FIELDS["protestant"][0]
    assert field.help is not None
    assert "не в беспорядках" in field.help["ru"]
    assert "not in unrest" in field.help["en"]
    form = to_form(
        VP.fields, position(schmalkaldic_league=True, protestant_spaces=20, protestant__electorates=3)
    )
    out = run_form("his.vp", form, "ru")
    assert out["ok"], out
    assert (
        "Базовые: 3 курфюршества под протестантским политическим контролем и религиозным влиянием, "
        "не в беспорядках × 2 = 6 VP" in out["text"]
    )


# --- Automatic victories ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("power", "boxes"), [("ottoman", 11), ("hapsburg", 14), ("england", 9), ("france", 11), ("papacy", 7)]
)
def test_auto_win_box_open_is_a_military_victory(power: str, boxes: int) -> None:
    # sources/here-i-stand.md §6: Auto Win box open = every square marker on the map, none in unrest.
    others = {f"{p}__keys": 0 for p in KEY_POWERS if p != power}
    out = vp(**others, **{f"{power}__keys": boxes})
    assert out["automatic_victory"] == {"power": power, "kind": "military"}
    # NOTE in the code: no VP printed on Auto Win; the last numbered box is counted.
    assert out["powers"][power]["base"] == KEY_TRACKS_AS_PRINTED[power][-2]
    # One key in unrest covers the Auto Win box again.
    out = vp(**others, **{f"{power}__keys": boxes, f"{power}__keys_in_unrest": 1})
    assert out["automatic_victory"] is None
    assert out["powers"][power]["base"] == KEY_TRACKS_AS_PRINTED[power][-2]


def test_protestant_spaces_49_and_50() -> None:
    # Seed «Религиозная победа»: «Если Протестанты получат религиозное влияние в 50 городах ...
    # они одерживают религиозную победу.»  sources/here-i-stand.md §3: 47-49 -> purple 1, brown 14; 50 "Auto Win".
    out = vp(protestant_spaces=49)
    assert out["automatic_victory"] is None
    assert out["powers"]["papacy"]["special"] == 1
    assert out["powers"]["protestant"]["special"] == 14
    out = vp(protestant_spaces=50)
    assert out["automatic_victory"] == {"power": "protestant", "kind": "religious"}
    assert out["powers"]["protestant"]["special"] == 14


def test_a_religious_victory_needs_no_space_in_unrest_and_the_page_says_so() -> None:
    # Seed «Религиозная победа»: «Ни в одном из этих городов не должно быть фишки беспорядков.»
    # The player counts the spaces: the track's field says spaces in unrest do not count, and
    # the verdict of a religious victory repeats the seed's sentence.
    spaces = next(f for f in VP.fields if f.name == "protestant_spaces")
    said = {
        "ru": "в беспорядках не считаются",
        "pt": "em agitação não contam",
        "en": "in unrest do not count",
    }
    rule = {
        "ru": "«Ни в одном из этих городов не должно быть фишки беспорядков.»",
        "pt": "“Nenhum desses espaços pode ter marcador de agitação.”",
        "en": "None of these spaces may be in unrest.",
    }
    form = to_form(VP.fields, position(protestant_spaces=50))
    for lang in said:
        assert spaces.help is not None and said[lang] in spaces.help[lang]
        out = run_form("his.vp", form, lang)
        assert out["ok"] and out["result"]["automatic_victory"]["kind"] == "religious", out
        assert rule[lang] in out["text"]
        assert (
            rule[lang]
            not in run_form("his.vp", to_form(VP.fields, position(protestant_spaces=49)), lang)["text"]
        )


def test_protestant_spaces_3_and_4() -> None:
    # «Фиолетовое число показывает количество специальных VP, получаемых Папством» /
    # «Коричневое число ... Протестантов»; sources/here-i-stand.md §3: 0-3 -> 15/0, 4-6 -> 14/1.
    assert vp(protestant_spaces=3)["powers"]["papacy"]["special"] == 15
    assert vp(protestant_spaces=3)["powers"]["protestant"]["special"] == 0
    assert vp(protestant_spaces=4)["powers"]["papacy"]["special"] == 14
    assert vp(protestant_spaces=4)["powers"]["protestant"]["special"] == 1


def test_two_automatic_victories_are_both_listed() -> None:
    out = vp(
        ottoman__keys=11,
        hapsburg__keys=14,
        england__keys=0,
        france__keys=0,
        papacy__keys=0,
        protestant_spaces=50,
    )
    assert [v["power"] for v in out["automatic_victories"]] == ["ottoman", "hapsburg", "protestant"]
    assert out["automatic_victory"] == {"power": "ottoman", "kind": "military"}


# --- Special VP -------------------------------------------------------------------------------------


def test_ottoman_piracy() -> None:
    # «Пиратство: 1 VP на каждую клетку VP на шкале пиратства»
    assert vp(ottoman__piracy_vp=10)["powers"]["ottoman"]["special"] == 10


def test_hapsburg_electorates_only_after_the_league() -> None:
    # «1 VP за каждое курфюршество под габсбуржским политическим контролем ... Эти очки не
    # считаются, пока не было разыграно обязательное событие «Шмалькальденский союз».»
    assert vp(hapsburg__electorates=4)["powers"]["hapsburg"]["special"] == 0
    assert vp(hapsburg__electorates=4, schmalkaldic_league=True)["powers"]["hapsburg"]["special"] == 4


def test_hapsburg_electorates_in_unrest_are_not_counted_and_the_form_says_so() -> None:
    # Seed «Курфюршества»: «1 VP за каждое курфюршество под габсбуржским политическим контролем
    # (кроме охваченных беспорядками беспорядках)».  The field is a count the player makes:
    # its help and the breakdown line say to leave out the electorates in unrest.
    from calculators.his.vp.form import SPECIAL_FIELDS

    field = SPECIAL_FIELDS["hapsburg"][0]
    assert field.name == "electorates" and field.help is not None
    said = {"ru": "не в беспорядках", "pt": "exceto os que estão em agitação", "en": "not in unrest"}
    # The breakdown line says it for any count: «1 eleitorado …, fora de agitação».
    said_in_line = {**said, "pt": "fora de agitação"}
    form = to_form(VP.fields, position(schmalkaldic_league=True, hapsburg__electorates=2))
    for lang, words in said.items():
        assert words in field.help[lang]
        out = run_form("his.vp", form, lang)
        assert out["ok"], out
        line = next(line for line in out["text"].splitlines() if "× 1 = 2 VP" in line)
        assert said_in_line[lang] in line, line


@pytest.mark.parametrize(("heir", "expected"), [("none", 0), ("elizabeth", 2), ("edward", 5)])
def test_england_heir(heir: str, expected: int) -> None:
    # «Наследник: 5 VP, Эдуард VI родился ... 2 VP, если Эдуард не родился, но Елизавета I родилась.»
    assert vp(england__heir=heir)["powers"]["england"]["special"] == expected


@pytest.mark.parametrize(("spaces", "expected"), [(0, 0), (1, 0), (2, 1), (5, 2), (11, 5), (12, 6)])
def test_england_one_vp_per_two_home_spaces_rounded_down(spaces: int, expected: int) -> None:
    # «1 VP за каждые 2 английских национальных города ... Округлите результат деления вниз.»
    out = vp(england__protestant_home_spaces=spaces, protestant_spaces=12)
    assert out["powers"]["england"]["special"] == expected


def test_france_chateaux_and_papal_st_peters() -> None:
    # «Шато: 1 VP за каждое шато»; «Базилика св. Петра: По 1 VP за каждую клетку»
    out = vp(france__chateaux_vp=6, papacy__st_peters_vp=5, protestant_spaces=20)
    assert out["powers"]["france"]["special"] == 6
    # 20 spaces: purple 9 (sources/here-i-stand.md §3), + 5
    assert out["powers"]["papacy"]["special"] == 14
    assert out["powers"]["protestant"]["special"] == 6


# --- Bonus VP ----------------------------------------------------------------------------------------


def test_debaters_score_their_rating() -> None:
    # «Сожжён протестантский богослов (1 за каждую единицу рейтинга богослова)»: Luther (4) and
    # two rated 2 = 8 to the Papacy.  «Опозорен папский богослов»: Eck (3) = 3 to the Protestant.
    out = vp(
        bonus__papacy__burned_rating_4=1,
        bonus__papacy__burned_rating_2=2,
        bonus__protestant__disgraced_rating_3=1,
    )
    assert out["powers"]["papacy"]["bonus"] == 8
    assert out["powers"]["papacy"]["total"] == 19 + 8
    assert out["powers"]["protestant"]["bonus"] == 3


# Seed «Бонусные», item by item: the number entered and the bonus VP it gives its power; Phony
# War (-1 per marker) from sources/here-i-stand.md §5 (500th edition).
SEED_BONUS_ITEMS: dict[str, tuple[int, int]] = {
    "hapsburg__exploration": (3, 3),  # Circumnavigation
    "hapsburg__conquest": (4, 4),  # Aztec + Inca
    "france__exploration": (2, 2),  # Amazon
    "england__copernicus": (2, 2),
    "papacy__servetus": (1, 1),
    "ottoman__julia_gonzaga": (1, 1),
    "ottoman__war_winner": (2, 2),
    "france__master_of_italy": (3, 3),
    "protestant__bible_translations": (3, 3),
    "france__phony_war": (1, -1),
    "england__phony_war": (1, -1),
}


@pytest.mark.parametrize(("item", "entered", "expected"), [(k, *v) for k, v in SEED_BONUS_ITEMS.items()])
def test_each_bonus_item_of_the_seed_list(item: str, entered: int, expected: int) -> None:
    power = item.split("__")[0]
    assert vp(**{f"bonus__{item}": entered})["powers"][power]["bonus"] == expected


def test_every_bonus_item_of_the_seed_list() -> None:
    out = vp(**{f"bonus__{item}": entered for item, (entered, _) in SEED_BONUS_ITEMS.items()})
    bonus = {p: v["bonus"] for p, v in out["powers"].items()}
    assert bonus == {"ottoman": 3, "hapsburg": 7, "england": 1, "france": 4, "papacy": 1, "protestant": 3}
    for v in out["powers"].values():
        assert v["total"] == v["base"] + v["special"] + v["bonus"]
        assert v["total"] == sum(line["vp"] for line in v["breakdown"])


def test_bonus_is_optional_item_by_item() -> None:
    # Issue 3: «an input without it means no bonus».
    payload = copy.deepcopy(START_1517)
    del payload["bonus"]
    assert totals(run("his.vp", payload))["papacy"] == 19
    payload["bonus"] = {"papacy": {"burned_rating_1": 1}}
    assert totals(run("his.vp", payload))["papacy"] == 20


def test_export_is_the_row_of_totals() -> None:
    from calculators.his.vp.form import parse
    from calculators.his.vp.report import export
    from calculators.his.vp.rules import compute
    from calculators.spec import validate

    result = compute(parse(validate(VP.fields, START_1517)))
    assert export(result) == START_1517_TOTALS


def test_report_reads_like_the_rules() -> None:
    form = to_form(VP.fields, position(protestant_spaces=50, ottoman__keys=11, ottoman__keys_in_unrest=0))
    out = run_form("his.vp", form, "ru")
    assert out["ok"], out
    assert "Автоматическая военная победа: Османы" in out["text"]
    assert "Религиозная победа: Протестанты" in out["text"]
    # The breakdown has a line per addend and the sum.
    assert "Специальные: шкала протестантских городов, 50 городов → коричневое число 14 VP" in out["text"]
    assert "Итого: 4 + 1 + 0 = 5 VP" in out["text"]  # Papacy: 2 keys, purple 1, no St. Peter's


# --- Impossible input ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "fields"),
    [
        # Issue 3: «more keys than the track has»
        ({"ottoman__keys": 12}, ["powers.ottoman.keys"]),
        ({"papacy__keys": 8}, ["powers.papacy.keys"]),
        # «more keys in unrest than keys»
        ({"hapsburg__keys_in_unrest": 9}, ["powers.hapsburg.keys_in_unrest"]),
        # «7 electorates»
        ({"hapsburg__electorates": 7}, ["powers.hapsburg.electorates"]),
        # «13 English home spaces»
        ({"england__protestant_home_spaces": 13}, ["powers.england.protestant_home_spaces"]),
        # «51 Protestant spaces»
        ({"protestant_spaces": 51}, ["protestant_spaces"]),
        # «Hapsburg electorates plus Protestant electorates above 6»
        (
            {
                "hapsburg__electorates": 3,
                "protestant__electorates": 4,
                "schmalkaldic_league": True,
                "protestant_spaces": 10,
            },
            ["powers.hapsburg.electorates", "powers.protestant.electorates"],
        ),
        # «Protestant-controlled electorates before the Schmalkaldic League» (sources/here-i-stand.md §2):
        # the box is marked too, for the player who unticks it with the Protestants' group folded
        # (stop 39's audit: nothing in sight was marked).
        (
            {"protestant__electorates": 1, "protestant_spaces": 10},
            ["powers.protestant.electorates", "schmalkaldic_league"],
        ),
        # sources/here-i-stand.md §1: 33 key spaces
        (
            {"ottoman__keys": 11, "hapsburg__keys": 14, "england__keys": 9},
            [
                "powers.england.keys",
                "powers.france.keys",
                "powers.hapsburg.keys",
                "powers.ottoman.keys",
                "powers.papacy.keys",
            ],
        ),
        # Protestant electorates and English home spaces are Protestant spaces (sources/here-i-stand.md §3, §4):
        # the track and each part it falls short of are marked (England's field, typed a screen
        # below the track, showed nothing: stop 38's audit).
        (
            {"england__protestant_home_spaces": 3, "protestant_spaces": 2},
            ["powers.england.protestant_home_spaces", "protestant_spaces"],
        ),
        (
            {
                "schmalkaldic_league": True,
                "protestant__electorates": 2,
                "england__protestant_home_spaces": 1,
                "protestant_spaces": 2,
            },
            ["powers.england.protestant_home_spaces", "powers.protestant.electorates", "protestant_spaces"],
        ),
        # Each conquest scores once: two powers with 1 VP each would both need the Maya.
        (
            {"bonus__hapsburg__conquest": 1, "bonus__england__conquest": 1},
            ["bonus.england.conquest", "bonus.hapsburg.conquest"],
        ),
        ({"bonus__france__exploration": 10}, ["bonus.france.exploration"]),
        # One Copernicus card, one Servetus card.
        (
            {"bonus__france__copernicus": 1, "bonus__papacy__copernicus": 2},
            ["bonus.france.copernicus", "bonus.papacy.copernicus"],
        ),
        ({"bonus__papacy__copernicus": 3}, ["bonus.papacy.copernicus"]),
        # Two Phony War markers (Scotland, Venice).
        (
            {"bonus__france__phony_war": 2, "bonus__hapsburg__phony_war": 1},
            ["bonus.france.phony_war", "bonus.hapsburg.phony_war"],
        ),
        # Luther and Calvin are the only Protestant debaters rated 4.
        ({"bonus__papacy__burned_rating_4": 3}, ["bonus.papacy.burned_rating_4"]),
        ({"bonus__protestant__bible_translations": 4}, ["bonus.protestant.bible_translations"]),
        ({"bonus__ottoman__julia_gonzaga": 2}, ["bonus.ottoman.julia_gonzaga"]),
    ],
)
def test_impossible_input_names_the_field(changes: dict[str, Any], fields: list[str]) -> None:
    assert rejected(position(**changes)) == sorted(fields)


def test_a_bonus_a_power_cannot_score_is_an_unknown_field() -> None:
    # Julia Gonzaga goes to the Ottoman only; New World VP to Hapsburg, England, France (sources/here-i-stand.md §5).
    payload = position()
    payload["bonus"]["papacy"]["julia_gonzaga"] = 1
    payload["bonus"]["ottoman"]["exploration"] = 1
    assert rejected(payload) == ["bonus.ottoman.exploration", "bonus.papacy.julia_gonzaga"]


def test_error_messages_in_russian() -> None:
    form = to_form(VP.fields, position(hapsburg__keys_in_unrest=9))
    out = run_form("his.vp", form, "ru")
    assert not out["ok"]
    assert out["errors"] == [
        {
            "field": "powers.hapsburg.keys_in_unrest",
            "code": "unrest_over_keys",
            "message": "в беспорядках не может быть больше ключевых городов (9), чем их под контролем (8)",
        }
    ]
