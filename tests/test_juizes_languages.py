"""Juízes in both languages of the site (issue 17): Portuguese, the chapter's language, and
Russian, the site's Russian edition of it.

* Every text a reader sees exists in both, with the quotation marks of each language (“ ” in
  Portuguese, « » in Russian) and no word of the other's script.
* The language changes words, never numbers: the JSON result of a form is the same whichever
  language the page asks for, and each example holds the same numbers under its names in
  either language.
* The Russian uses the words of the Russian page («Доход», «Налог», «ханаанеи», …), and a number
  agrees with its noun («1 монета», «21 монета», «7 монет»).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

import pytest

import calculators
from calculators.api import render_aid, render_default, run, run_form
from calculators.base import Calculator
from calculators.field import Field
from calculators.juizes import CALCULATORS
from calculators.juizes.income import INCOME
from calculators.juizes.victory import VICTORY
from calculators.spec import to_form
from tests.test_juizes_income import payload as income_payload
from tests.test_juizes_income import s
from tests.test_juizes_victory import ELIMINATED, p
from tests.test_juizes_victory import payload as victory_payload
from tests.test_words import toml_texts

GAME = Path(calculators.__file__).parent / "juizes"
LANGS = ("pt", "ru")
LATIN = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿ]")
CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def calc_ids() -> list[str]:
    return [c.id for c in CALCULATORS]


def every_text() -> list[tuple[str, int | str, dict[str, str]]]:
    """Each ``{"pt": …, "ru": …}`` literal of the game's source, each entry of a table written
    one language at a time (``by_language(pt={key: …}, ru={key: …})``), and each text of its
    TOML files of words (``[TEXT.title]``): (file, line or text, its strings)."""
    out: list[tuple[str, int | str, dict[str, str]]] = []
    for words in sorted(GAME.rglob("*.toml")):
        out.extend((words.name, where, text) for where, text in toml_texts(words))
    for path in sorted(GAME.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "by_language"
            ):
                out.extend((path.name, line, strings) for line, strings in by_language_entries(node))
            if not isinstance(node, ast.Dict) or not node.keys:
                continue
            keys = [k.value if isinstance(k, ast.Constant) else None for k in node.keys]
            if not set(keys) <= {"pt", "ru", "en"} or "pt" not in keys:
                continue
            strings = {
                str(k): ast.unparse(v) if not isinstance(v, ast.Constant) else str(v.value)
                for k, v in zip(keys, node.values, strict=True)
            }
            out.append((path.name, node.lineno, strings))
    return out


def by_language_entries(call: ast.Call) -> list[tuple[int, dict[str, str]]]:
    """(line, its strings) of each key of a ``by_language`` call, the line of its Portuguese."""
    tables = {
        str(kw.arg): dict(zip(kw.value.keys, kw.value.values, strict=True))
        for kw in call.keywords
        if isinstance(kw.value, ast.Dict)
    }
    entries: dict[object, dict[str, ast.expr]] = {}
    for lang, table in tables.items():
        for key, value in table.items():
            assert isinstance(key, ast.Constant)
            entries.setdefault(key.value, {})[lang] = value
    return [
        (
            values["pt"].lineno,
            {
                lang: str(v.value) if isinstance(v, ast.Constant) else ast.unparse(v)
                for lang, v in values.items()
            },
        )
        for values in entries.values()
    ]


def test_every_text_is_in_both_languages() -> None:
    texts = every_text()
    assert len(texts) > 200
    assert [(f, line) for f, line, t in texts if "ru" not in t and "dict" not in t["pt"]] == []


def test_quotation_marks_of_each_language() -> None:
    # Issue 16: «quotes “ ” instead of « » in every Portuguese string of your game»; Russian uses « ».
    texts = every_text()
    assert [(f, line, t["pt"]) for f, line, t in texts if "«" in t["pt"] or "»" in t["pt"]] == []
    assert [
        (f, line, t["ru"]) for f, line, t in texts if "ru" in t and ("“" in t["ru"] or "”" in t["ru"])
    ] == []


def labels(fields: tuple[Field, ...]) -> list[Any]:
    out: list[Any] = []
    for f in fields:
        out.append(f.label)
        if f.help:
            out.append(f.help)
        for option in getattr(f, "options", ()):
            out.append(option.label)
        key = getattr(f, "key", None)
        if key is not None:
            out.append(key.label)
        out.extend(labels(getattr(f, "fields", ())))
    return out


@pytest.mark.parametrize("calc", CALCULATORS, ids=calc_ids())
def test_the_calculator_speaks_both_languages(calc: Calculator[Any, Any]) -> None:
    assert calc.languages == LANGS
    for text in [calc.title, *labels(calc.fields), *(preset.label for preset in calc.presets)]:
        assert set(LANGS) <= set(text), text
        assert not CYRILLIC.search(text["pt"]), text
        assert not LATIN.search(text["ru"]), text


def translations(calc: Calculator[Any, Any]) -> list[tuple[str, dict[str, Any], dict[str, Any]]]:
    return [(pr.key, dict(pr.values_in("pt")), dict(pr.values_in("ru"))) for pr in calc.presets]


def rename(value: Any, names: dict[str, str]) -> Any:
    """``value`` with every string (key or value) renamed by ``names``."""
    if isinstance(value, dict):
        return {names.get(k, k): rename(v, names) for k, v in value.items()}
    if isinstance(value, list):
        return [rename(v, names) for v in value]
    return names.get(value, value) if isinstance(value, str) else value


def names_of(pt: Any, ru: Any) -> dict[str, str]:
    """The Russian name of each Portuguese name, read off two inputs of the same shape."""
    out: dict[str, str] = {}
    if isinstance(pt, dict):
        for (kp, vp), (kr, vr) in zip(pt.items(), ru.items(), strict=True):
            out[kp] = kr
            out |= names_of(vp, vr)
    elif isinstance(pt, list):
        for vp, vr in zip(pt, ru, strict=True):
            out |= names_of(vp, vr)
    elif isinstance(pt, str):
        out[pt] = ru
    return out


@pytest.mark.parametrize("calc", CALCULATORS, ids=calc_ids())
def test_each_example_holds_the_same_numbers_in_both_languages(calc: Calculator[Any, Any]) -> None:
    for key, pt, ru in translations(calc):
        names = names_of(pt, ru)
        assert rename(pt, names) == ru, key  # only the words differ
        assert rename(run(calc.id, pt), names) == run(calc.id, ru), key


@pytest.mark.parametrize("calc", CALCULATORS, ids=calc_ids())
def test_the_language_changes_words_never_numbers(calc: Calculator[Any, Any]) -> None:
    for _, pt, ru in translations(calc):
        for values in (pt, ru):
            form = to_form(calc.fields, values)
            pages = {lang: run_form(calc.id, form, lang) for lang in LANGS}
            assert pages["pt"]["ok"] and pages["ru"]["ok"]
            assert pages["pt"]["result"] == pages["ru"]["result"] == run(calc.id, values)


@pytest.mark.parametrize("calc", CALCULATORS, ids=calc_ids())
def test_each_page_opens_on_its_own_language(calc: Calculator[Any, Any]) -> None:
    # Names a player types: a Russian page opens on Russian names, the Portuguese on Portuguese.
    for lang, other in (("pt", CYRILLIC), ("ru", LATIN)):
        page = render_default(calc.id, lang)
        assert not other.search(page["text"]), page["text"]
        # The names typed in the form (a choice's value is the contract's, never shown).
        typed = [v for k, v in page["form"].items() if isinstance(v, str) and not k.endswith(".kind")]
        assert not any(other.search(v) for v in typed), typed
        for _, pt, ru in translations(calc):
            text = run_form(calc.id, to_form(calc.fields, pt if lang == "pt" else ru), lang)["text"]
            assert not other.search(text), text
        aid = render_aid(calc.id, lang)
        assert aid is None or not other.search(aid["text"])


# --- Russian: the words of the Russian page ------------------------------------------------------


def test_income_in_russian() -> None:
    page = render_default("juizes.income", "ru")
    # «город: 2 + (2 × 2) = 6 … деревня с Голодом: 1 − 1 = 0. Итого: 7 монет»
    assert "Вы: доход 7 монет, остаток 4 → 11." in page["text"]
    assert "Город (Регион А): 2 + 2 × 2 = 6" in page["text"]
    assert "Деревня (Регион Б): 1 − 1 (Голод) = 0" in page["text"]
    assert "Стартовый капитал (6 монет) добавляется только в 1-м раунде." in page["text"]
    (tax,) = [pr for pr in INCOME.presets if pr.key == "tax"]
    text = run_form("juizes.income", to_form(INCOME.fields, tax.values_in("ru")), "ru")["text"]
    # «забирает двойную стоимость всех поселений региона»: 2 × (5 + 1 + 1 + 0) = 14, + 1 + 6.
    assert "Налог (Регион А): 2 × (5 + 1 + 1 + 0) = 14" in text
    assert "Поступило: 21 монета" in text  # 21 монета, not «21 монет»
    assert "Город (Регион Б): 0 — в осаде, никому не приносит дохода (без осады: 6)" in text
    assert "Здесь применены толкования из примечания выше: Владелец; Налог." in text


def test_income_errors_in_russian() -> None:
    data = income_payload(
        [s("А", "village", 1, holder="ханаанеи"), s("Б", holder="Глеб")], players={"Анна": 0}
    )
    errors = run_form("juizes.income", to_form(INCOME.fields, data), "ru")["errors"]
    assert {e["field"]: e["message"] for e in errors} == {
        "settlements.0.developments": "улучшать можно только город: у деревни оставьте 0",
        "settlements.1.holder": "«Глеб» — не игрок: укажите имя из таблицы игроков или «ханаанеи»",
    }
    form = to_form(INCOME.fields, income_payload([s("А")], players={"Анна": 0})) | {"round": "0"}
    (error,) = run_form("juizes.income", form, "ru")["errors"]
    assert error["message"] == "допустимы значения от 1 до 999 (введено 0)"


def test_income_aid_in_russian() -> None:
    aid = render_aid("juizes.income", "ru")
    assert aid is not None
    assert "Улучшения бывают только у города: +2 монеты за каждое." in aid["text"]
    assert "1-й раунд: стартовый капитал — ещё 6 монет каждому игроку." in aid["text"]


def test_victory_in_russian() -> None:
    page = render_default("juizes.victory", "ru")
    assert (
        "Конец игры: Анна побеждает — ничья по очкам (3) разрешена по числу контролируемых поселений"
        in page["text"]
    )
    assert "Крах регионов не проверен: не указано ни одного региона." in page["text"]
    players = {"Анна": p(["free"] * 3), "Вера": p(), "Кирилл": p(**ELIMINATED)}
    captives = [{"owner": "Вера", "captor": "Анна", "hex_controller": "Ханаанеи"}]
    form = to_form(VICTORY.fields, victory_payload(players, captives=captives))
    text = run_form("juizes.victory", form, "ru")["text"]
    assert "Конец игры: Анна побеждает с 3 очками." in text
    assert (
        "Генерал игрока Вера в плену у игрока Анна: гекс под контролем ханаанеев — пленник переходит к ханаанеям."
        in text
    )
    assert "Кирилл: нет ни поселений, ни свободных генералов (пленные не в счёт) — выбывает." in text
    assert "не побеждает" in text and "остаётся в игре" not in text


def test_victory_collapse_and_errors_in_russian() -> None:
    regions = {"Иуда": 4, "Ефрем": 4, "Вениамин": 3}
    text = run_form(
        "juizes.victory", to_form(VICTORY.fields, victory_payload({"Анна": p(), "Вера": p()}, regions)), "ru"
    )["text"]
    # «Осталось меньше 3 регионов, способных содержать судью, — каждому нужно 4 уцелевших поселения.»
    assert (
        "Конец игры без победителя: крах регионов. Способных содержать судью (не меньше 4 уцелевших "
        "поселений) — только 2 региона, а нужно хотя бы 3: над землёй свершается суд, и проигрывают все."
    ) in text
    data = victory_payload(
        {"Анна": p(king=True), "Вера": p(king=True), "Кирилл": p(king=True)}, {"Иуда": 4, "Ефрем": None}
    )
    page = run_form("juizes.victory", to_form(VICTORY.fields, data), "ru")
    assert page["errors"] == [
        {
            "field": "players.0.king",
            "code": "second_king",
            "message": "титул Царя отмечен также у: Вера, Кирилл — Царь только один",
        },
        {
            "field": "players.1.king",
            "code": "second_king",
            "message": "титул Царя отмечен также у: Анна, Кирилл — Царь только один",
        },
        {
            "field": "players.2.king",
            "code": "second_king",
            "message": "титул Царя отмечен также у: Анна, Вера — Царь только один",
        },
    ]


@pytest.mark.parametrize(("lang", "other"), [("ru", "pt"), ("pt", "ru")])
@pytest.mark.parametrize("calc", CALCULATORS, ids=lambda c: c.id)
def test_a_language_switch_translates_the_pages_own_names(
    calc: Calculator[Any, Any], lang: str, other: str
) -> None:
    # The names the page gives (its examples' players and regions) have their counterparts in
    # the other language: translated word by word, one language's default form is the other's.
    words = calc.words_between(lang, other)
    translated = {
        key: words.get(value, value) if isinstance(value, str) else value
        for key, value in calc.default_form(lang).items()
    }
    assert translated == calc.default_form(other)
    for preset in calc.presets:
        here, there = (
            to_form(calc.fields, preset.values_in(lang)),
            to_form(calc.fields, preset.values_in(other)),
        )
        assert {k: words.get(v, v) if isinstance(v, str) else v for k, v in here.items()} == there


def test_the_words_of_a_language_switch_are_the_examples_names() -> None:
    assert INCOME.words_between("ru", "pt") == {
        "Анна": "Ana",
        "Вера": "Bia",
        "Вы": "Você",
        "Регион А": "Região A",
        "Регион Б": "Região B",
        "Регион В": "Região C",
        "ханаанеи": "cananeus",
    }
    assert VICTORY.words_between("pt", "ru")["Caio"] == "Кирилл"
    # A player's own name is not among them: it goes along as typed.
    assert "Pedro" not in INCOME.words_between("pt", "ru")
