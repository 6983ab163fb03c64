"""Every calculator in each of its languages (issue 17): the language changes words, never numbers.

For a calculator whose ``languages`` hold both Russian and Portuguese, on the page's own inputs
(the defaults and every preset) and on its golden inputs (``tests/cases/<id>.json``):

* ``run_form`` gives the same JSON result, the same exported row and the same errors (fields
  and codes) in both languages, and its report shows the same numbers;
* no Russian (Cyrillic) text appears in a Portuguese report, aid, error message, label, help,
  option, preset or title, and no Portuguese text (its accented letters, its “ ” quotation
  marks) in a Russian one; a text the player typed (a name) is left out of the check;
* every label, help, option, preset and title has its own text in both languages (no
  fallback to another language);
* Portuguese numbers have a decimal comma and the percent sign without a space
  (``i18n.fmt_percent``); Russian ones a decimal comma and a no-break space before it.

Calculators in one language only are listed and skipped, so the check applies to them as soon
as they gain the second language.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from calculators import api
from calculators.base import Calculator
from calculators.i18n import Text
from calculators.registry import REGISTRY
from calculators.spec import ChoiceField, Field, ListOfChoicesField, to_form

CASES = Path(__file__).parent / "cases"
LANGS = ("ru", "pt")
IDS = sorted(REGISTRY)

CYRILLIC = re.compile(r"[\u0400-\u04ff]")
# Letters Portuguese writes and Russian text never does, and the Portuguese quotation marks.
PORTUGUESE = re.compile(r"[ãõçáàâéêíóôúÃÕÇÁÀÂÉÊÍÓÔÚ“”]")
FOREIGN = {"pt": CYRILLIC, "ru": PORTUGUESE}
# A section reference (§18.3) is not a decimal number.
SECTION = re.compile(r"§\s*\d+(?:\.\d+)*")
NUMBER = re.compile(r"\d+(?:[.,]\d+)?")


def bilingual(calc_id: str) -> Calculator[Any, Any]:
    calc = REGISTRY[calc_id]
    if not set(LANGS) <= set(calc.languages):
        pytest.skip(f"{calc_id} is in {', '.join(calc.languages)} only")
    return calc


# --- What a page shows: its inputs, and what comes out of them --------------------------------


def page_inputs(calc: Calculator[Any, Any]) -> list[tuple[str, dict[str, Any]]]:
    """The defaults, each preset, and every golden case's input (by name)."""
    out = [("defaults", calc.default_values())]
    out += [(f"preset {p.key}", dict(p.values)) for p in calc.presets]
    path = CASES / f"{calc.id}.json"
    if path.exists():
        for case in json.loads(path.read_text(encoding="utf-8"))["cases"]:
            out.append((f"case {case['name']}", case["input"]))
    return out


def forms(calc: Calculator[Any, Any]) -> Iterator[tuple[str, dict[str, Any], dict[str, Any]]]:
    """(name, input, form values) of every input the form can hold (junk cases cannot)."""
    for name, value in page_inputs(calc):
        try:
            form = to_form(calc.fields, value)
        except (AttributeError, KeyError, TypeError, ValueError):
            continue  # a golden case of junk JSON, which no form holds
        yield name, value, form


def typed_texts(value: Any) -> list[str]:
    """The texts a player typed into an input (names of spaces, players, regions)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [t for k, v in value.items() for t in (k, *typed_texts(v)) if isinstance(t, str)]
    if isinstance(value, list):
        return [t for v in value for t in typed_texts(v)]
    return []


def without(text: str, typed: list[str]) -> str:
    for t in sorted(typed, key=len, reverse=True):
        if t.strip():
            text = text.replace(t, " ")
    return text


def numbers(text: str) -> list[str]:
    """The numbers a text shows, decimal commas read as points, section references left out."""
    return sorted(n.replace(",", ".") for n in NUMBER.findall(SECTION.sub(" ", text)))


def answer(calc_id: str, form: dict[str, Any], lang: str) -> dict[str, Any]:
    return api.run_form(calc_id, form, lang)


# --- The same answer in both languages ----------------------------------------------------------


@pytest.mark.parametrize("calc_id", IDS)
def test_the_same_result_in_both_languages(calc_id: str) -> None:
    calc = bilingual(calc_id)
    for name, _, form in forms(calc):
        ru, pt = (answer(calc_id, form, lang) for lang in LANGS)
        assert ru["ok"] is pt["ok"], name
        if ru["ok"]:
            assert ru["result"] == pt["result"], name
            assert ru["export"] == pt["export"], name
        else:
            assert [(e["field"], e["code"]) for e in ru["errors"]] == [
                (e["field"], e["code"]) for e in pt["errors"]
            ], name


@pytest.mark.parametrize("calc_id", IDS)
def test_the_report_shows_the_same_numbers_in_both_languages(calc_id: str) -> None:
    calc = bilingual(calc_id)
    for name, _, form in forms(calc):
        ru, pt = (answer(calc_id, form, lang) for lang in LANGS)
        if ru["ok"]:
            assert numbers(ru["text"]) == numbers(pt["text"]), name
    aids = [api.render_aid(calc_id, lang) for lang in LANGS]
    if aids[0] is not None and aids[1] is not None:
        assert numbers(aids[0]["text"]) == numbers(aids[1]["text"])


# --- Each language's own words -----------------------------------------------------------------


def field_texts(fields: tuple[Field, ...]) -> Iterator[tuple[str, Text]]:
    """(where, text) of every label, help and option of a spec, groups and tables included."""
    for f in fields:
        yield f"{f.name} label", f.label
        if f.help is not None:
            yield f"{f.name} help", f.help
        if isinstance(f, ChoiceField | ListOfChoicesField):
            for o in f.options:
                yield f"{f.name} option {o.value}", o.label
        key = getattr(f, "key", None)
        if isinstance(key, Field):
            yield f"{f.name} key", key.label
        inner = getattr(f, "fields", None)
        if inner:
            yield from ((f"{f.name}.{where}", text) for where, text in field_texts(inner))


def calculator_texts(calc: Calculator[Any, Any]) -> Iterator[tuple[str, Text]]:
    yield "title", calc.title
    if calc.reset_label is not None:
        yield "reset label", calc.reset_label
    for p in calc.presets:
        yield f"preset {p.key}", p.label
    yield from field_texts(calc.fields)


@pytest.mark.parametrize("calc_id", IDS)
def test_every_label_is_written_in_both_languages(calc_id: str) -> None:
    calc = bilingual(calc_id)
    for where, text in calculator_texts(calc):
        for lang in LANGS:
            assert lang in text, f"{where}: no {lang} text (a reader would get {dict(text)})"
            assert not FOREIGN[lang].search(text[lang]), f"{where} ({lang}): {text[lang]!r}"


@pytest.mark.parametrize("calc_id", IDS)
def test_no_text_of_the_other_language_in_reports_aids_and_errors(calc_id: str) -> None:
    calc = bilingual(calc_id)
    for lang in LANGS:
        foreign = FOREIGN[lang]
        for name, value, form in forms(calc):
            out = answer(calc_id, form, lang)
            typed = typed_texts(value)
            shown = [out["html"], out["text"]] if out["ok"] else [e["message"] for e in out["errors"]]
            for text in shown:
                found = foreign.findall(without(text, typed))
                assert not found, f"{name} ({lang}): {''.join(found)!r} in {text[:300]!r}"
        aid = api.render_aid(calc_id, lang)
        if aid is not None:
            for text in aid.values():
                assert not foreign.search(text), f"aid ({lang}): {text[:300]!r}"


@pytest.mark.parametrize("calc_id", IDS)
def test_numbers_are_written_the_way_each_language_writes_them(calc_id: str) -> None:
    calc = bilingual(calc_id)
    for lang in LANGS:
        for name, value, form in forms(calc):
            out = answer(calc_id, form, lang)
            if not out["ok"]:
                continue
            text = without(SECTION.sub(" ", out["text"]), typed_texts(value))
            assert not re.search(r"\d\.\d", text), f"{name} ({lang}): a decimal point in {text[:300]!r}"
            if lang == "pt":
                assert not re.search(r"\d\s%", text), f"{name}: a space before % in {text[:300]!r}"
            else:
                assert not re.search(r"\d[ ]?%", text), (
                    f"{name}: no no-break space before % in {text[:300]!r}"
                )


def test_the_check_sees_each_kind_of_foreign_text() -> None:
    assert CYRILLIC.search("Vitória dos Протестантов")
    assert PORTUGUESE.search("Победа “Copérnico”")
    assert not PORTUGUESE.search("Победа: Stettin, Auto Win, 45,3\u00a0%")
    assert numbers("§18.3: 45,3% e 2 de 5") == numbers("45,3\u00a0% и 2 из 5") == ["2", "45.3", "5"]
    assert without("Melhor alvo: Штеттин — 82,6%", ["Штеттин"]) == "Melhor alvo:   — 82,6%"
