"""Here I Stand, the calculators' words in Russian and Portuguese (issue 16 «Russian», issue 17).

The terms are the site's pages' (docs/{ru,pt}/here-i-stand/*.md and their glossaries): powers
capitalised as the pages write them («Протестанты», «Папства»; "Protestantes", "Papado"), one
word per thing («удар», «шкала», «карта державы»; "acerto", "trilha", "carta de potência"), the
Auto Win box named once in English beside its Russian or Portuguese name, Russian quotation
marks « » and Portuguese “ ”.  (That the numbers are the same in both languages, and that no
Cyrillic reaches a Portuguese page: tests/test_languages.py, for every calculator.)
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from calculators import api
from calculators.his import CALCULATORS
from calculators.his.victory.words import QUOTES, quotes
from calculators.registry import find
from calculators.spec import to_form
from tests.test_languages import calculator_texts

HIS = sorted(c.id for c in CALCULATORS)


def everything_shown(calc_id: str, lang: str) -> Iterator[str]:
    """Every label, help, option, preset and title of a calculator, its report for the page's
    inputs and every preset, and its aid, in ``lang``."""
    calc = find(calc_id)
    for _, text in calculator_texts(calc):
        yield text[lang]
    for values in (calc.default_values(), *(p.values for p in calc.presets)):
        out = api.run_form(calc_id, to_form(calc.fields, dict(values)), lang)
        assert out["ok"], (calc_id, out["errors"])
        yield out["text"]
    aid = api.render_aid(calc_id, lang)
    if aid is not None:
        yield aid["text"]


def shown(calc_id: str, lang: str) -> str:
    return "\n".join(everything_shown(calc_id, lang))


@pytest.mark.parametrize("calc_id", HIS)
def test_titles_read_after_calculator_and_colon(calc_id: str) -> None:
    # Issue 16: «Калькулятор: Вормсский сейм: шансы» had two colons.  The page writes
    # «Калькулятор: {title}» / "Calculadora: {title}"; the titles are capitalised as the
    # other games' are.
    title: dict[str, Any] = dict(find(calc_id).title)
    for lang in ("ru", "pt"):
        assert ":" not in title[lang], title[lang]
        assert title[lang][0].isupper(), title[lang]


def test_the_wording_issue_16_asked_for() -> None:
    ru = {calc_id: shown(calc_id, "ru") for calc_id in HIS}
    assert "Ожидаемое число обращённых городов" in ru["his.diet_of_worms"]
    assert "Ожидаемо обращено" not in ru["his.diet_of_worms"]
    assert "Успех, всего" in ru["his.reformation"]
    assert "Успех всего" not in ru["his.reformation"]
    assert "Завершённые переводы Библии (языков)" in ru["his.vp"]
    assert "Фишки «Странная война»" in ru["his.vp"]
    assert "«Странная война», фишек" not in ru["his.vp"]
    assert find("his.diet_of_worms").title["ru"] == "Шансы Вормсского сейма"
    for text in ru.values():
        assert "Оттоман" not in text


@pytest.mark.parametrize("calc_id", HIS)
def test_power_names_are_capitalised_as_the_pages_write_them(calc_id: str) -> None:
    # «Бросок костей Протестантов», «кости Папства»: a power is a proper name; the adjectives
    # (протестантский, папский, габсбуржский) and «католики» stay in lower case.
    text = shown(calc_id, "ru")
    assert not re.findall(
        r"(?<![\w-])(?:протестант(?:ы|ов|ам|ами|ах)|папств[оаеу]|габсбург(?:и|ов|ам))\b", text
    )


@pytest.mark.parametrize("calc_id", HIS)
def test_one_word_per_thing(calc_id: str) -> None:
    ru, pt = shown(calc_id, "ru"), shown(calc_id, "pt")
    for word in ("хит", "дорожк", "карточк"):
        assert word not in ru.lower(), word
    for word in ("pista", "golpe", "cartão"):
        assert word not in pt.lower(), word
    # Each language's own quotation marks.
    assert "«" not in pt and "»" not in pt
    assert "“" not in ru and "”" not in ru


def test_auto_win_is_named_once_in_english_beside_the_page_term() -> None:
    # The pages: «клетка автоматической победы [Auto Win]» / "casa de vitória automática [Auto
    # Win]" once (the English name in brackets, as the pages keep the components' names), then «автоматическая победа» / "vitória automática".  Here: once, in the help
    # of the keys; the reports and the aid use the page's term.
    vp = find("his.vp")
    payload: dict[str, Any] = dict(vp.default_values())
    papacy = {**payload["powers"]["papacy"], "keys": 7}  # every box of the Papal track open
    payload = {**payload, "powers": {**payload["powers"], "papacy": papacy}}
    for lang, help_term, said, cell in (
        (
            "ru",
            "клетка автоматической победы [Auto Win]",
            "открыта клетка автоматической победы",
            "Автоматическая победа",
        ),
        (
            "pt",
            "casa de vitória automática [Auto Win]",
            "a casa de vitória automática está aberta",
            "Vitória automática",
        ),
    ):
        labels = "\n".join(text[lang] for _, text in calculator_texts(vp))
        assert help_term in labels
        out = api.run_form("his.vp", to_form(vp.fields, payload), lang)
        assert out["ok"], out["errors"]
        assert said in out["text"] and "Auto Win" not in out["text"]
        aid = api.render_aid("his.vp", lang)
        assert aid is not None and cell in aid["text"] and "Auto Win" not in aid["text"]


def test_the_labels_the_pages_quote() -> None:
    # docs/pt/here-i-stand/diet-of-worms.md: «marque “95 Teses de Lutero (+1)” na montagem»;
    # docs/ru/here-i-stand/diet-of-worms.md: «отметьте «95 тезисов Лютера (+1)»».
    builder = next(f for f in find("his.reformation").fields if f.name == "builder")
    protestant = next(f for f in builder.fields if f.name == "protestant")  # type: ignore[attr-defined]
    theses = next(f for f in protestant.fields if f.name == "ninety_five_theses")
    assert theses.label["pt"] == "95 Teses de Lutero (+1)"
    assert theses.label["ru"] == "95 тезисов Лютера (+1)"


def test_portuguese_reports_use_the_glossary_terms() -> None:
    pt = {calc_id: shown(calc_id, "pt") for calc_id in HIS}
    # docs/pt/here-i-stand/glossary.md
    for term in ("espaços-chave", "agitação", "trilha de espaços protestantes", "Basílica de São Pedro"):
        assert term in pt["his.vp"], term
    for term in ("vitória padrão", "vitória por dominação", "fase de determinação da vitória"):
        assert term in pt["his.victory"], term
    assert "acerto" in pt["his.diet_of_worms"]
    assert "zona linguística-alvo" in pt["his.reformation"]
    assert "Paulo III ou Júlio III" in pt["his.counter_reformation"]


@pytest.mark.parametrize("lang", ["ru", "pt"])
def test_the_rules_a_verdict_quotes_are_the_page_s_own_sentences(lang: str) -> None:
    # «Правило: «…»» under a verdict quotes the rules the reader has on the same page: each
    # sentence word for word as docs/{lang}/here-i-stand/victory.md gives it (the Russian page
    # is seed 000 with its grammar corrected; a quote must not drift from either).
    page = (Path(__file__).parent.parent / "docs" / lang / "here-i-stand" / "victory.md").read_text()
    flat = re.sub(r"\s+", " ", page.replace("**", ""))
    catalog = quotes(lang)
    for key in QUOTES:
        quoted = catalog(key)[1:-1].replace("‘", "“").replace("’", "”")  # nested marks, as on the page
        for sentence in re.split(r"(?<=[.!?])\s+", quoted):
            assert sentence in flat, (key, sentence)
