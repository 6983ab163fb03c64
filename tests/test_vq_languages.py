"""Virgin Queen's calculators in Russian and in Portuguese (issue 17): every text a player reads
exists in both languages, the language changes words and never numbers, and the Portuguese is
the Brazilian edition's (docs/pt/virgin-queen/victory.md): no Cyrillic, “ ” quotes, the same
terms as the chapter and its glossary.

(The generic check of every calculator is ``tests/test_languages.py``; these are Virgin Queen's.)
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

from calculators import report as rep
from calculators.api import render_aid, run, run_form
from calculators.errors import InputErrors
from calculators.field_kinds import ChoiceField, GroupField
from calculators.i18n import Text
from calculators.registry import find
from calculators.spec import Field, to_form
from calculators.vq import words as vq_words
from calculators.vq.catholic_uprising import words as uprising_words
from calculators.vq.vp import words as vp_words
from calculators.vq.vp.presets import EMPTY, EXAMPLE
from tests.golden import load_cases
from tests.html_text import text_of

IDS = ("vq.catholic_uprising", "vq.vp")
LANGS = ("ru", "pt")
CYRILLIC = re.compile(r"[\u0400-\u04ff]")
CASES = [
    (calc_id, case)
    for calc_id, case in load_cases(Path(__file__).parent / "cases")
    if calc_id in IDS and "expected" in case
]
BAD_CASES = [
    (calc_id, case)
    for calc_id, case in load_cases(Path(__file__).parent / "cases")
    if calc_id in IDS and "error_fields" in case
]

# The powers as the Portuguese chapter (docs/pt/virgin-queen/victory.md) names them, in the table's order.
PT_POWERS = ("Otomanos", "Espanha", "Inglaterra", "França", "Sacro Império", "Protestantes")


def field_texts(fields: tuple[Field, ...]) -> Iterator[tuple[str, Text]]:
    for f in fields:
        yield f"{f.name}.label", f.label
        if f.help is not None:
            yield f"{f.name}.help", f.help
        if isinstance(f, ChoiceField):
            yield from ((f"{f.name}.{o.value}", o.label) for o in f.options)
        if isinstance(f, GroupField):
            yield from ((f"{f.name}.{k}", t) for k, t in field_texts(f.fields))


def every_text() -> Iterator[tuple[str, Text]]:
    """Each text of the two calculators: title, fields, presets, report, messages, aid, names."""
    for calc_id in IDS:
        calc = find(calc_id)
        yield f"{calc_id} title", calc.title
        yield from ((f"{calc_id} {k}", t) for k, t in field_texts(calc.fields))
        yield from ((f"{calc_id} preset {p.key}", p.label) for p in calc.presets)
    tables: dict[str, Mapping[str, Text]] = {
        "vp": vp_words.TEXT,
        "vp messages": vp_words.MESSAGES,
        "vp aid": vp_words.AID_TEXT,
        "uprising": uprising_words.TEXT,
        "names": {str(k): t for k, t in vq_words.POWER_NAME.items()},
        "genitives": {str(k): t for k, t in vq_words.POWER_GENITIVE.items()},
    }
    for name, table in tables.items():
        yield from ((f"{name} {k}", t) for k, t in table.items())
    yield "victory source", vq_words.STANDARD_VICTORY_SOURCE


@pytest.mark.parametrize("calc_id", IDS)
def test_both_calculators_are_in_russian_and_portuguese(calc_id: str) -> None:
    assert find(calc_id).languages == LANGS


def test_every_text_is_written_in_both_languages() -> None:
    missing = [where for where, text in every_text() if not all(text.get(lang, "").strip() for lang in LANGS)]
    assert missing == []


def test_portuguese_texts_have_no_cyrillic_and_brazilian_quotes() -> None:
    # The Brazilian edition quotes with “ ”; «» are the Russian page's.
    bad = [
        f"{where}: {text['pt']!r}"
        for where, text in every_text()
        if CYRILLIC.search(text["pt"]) or "«" in text["pt"] or "»" in text["pt"]
    ]
    assert bad == []


def test_russian_texts_quote_with_guillemets() -> None:
    bad = [
        f"{where}: {text['ru']!r}" for where, text in every_text() if "“" in text["ru"] or "”" in text["ru"]
    ]
    assert bad == []


def test_an_elided_quote_is_marked_with_an_ellipsis() -> None:
    # «… но только после того, как было раскрыто тайное религиозное предпочтение» (seed 001,
    # «Специальные»): the cut is typeset as the pages do, one character, not three dots.
    bad = [
        f"{where} ({lang}): {t!r}" for where, text in every_text() for lang, t in text.items() if "..." in t
    ]
    assert bad == []


def test_portuguese_uses_the_chapters_terms() -> None:
    # docs/pt/virgin-queen/victory.md and glossary.md: PV, the powers' names, the Protestants'
    # row, the track, the secret preference, Mary Stuart, the Catholic rebellion's “acertos”.
    text = " ".join(t["pt"] for _, t in every_text())
    for term in (
        "PV",
        *PT_POWERS,
        "carta de potência",
        "última casa aberta",
        "“Espaços-chave fora dos Países Baixos”",
        "trilha de espaços protestantes",
        "carta de Luta Religiosa",
        "preferência religiosa secreta",
        "Casamentos Valois",
        "circum-navegação",
        "“Rainha Virgem”",
        "Canal de Suez",
        "traficante de escravos",
        "Maria Stuart, rainha da Escócia, executada",
        "rebelião dos católicos ingleses",
        "“acertos”",
        "vitória por dominação",
    ):
        assert term.lower() in text.lower(), term
    # Russian VQ says «ПО» (the Here I Stand pages say VP), Portuguese VQ «PV».
    assert " VP" not in text


# --- The same numbers in both languages -----------------------------------------------------------------


def page(calc_id: str, payload: dict[str, Any], lang: str) -> dict[str, Any]:
    out = run_form(calc_id, to_form(find(calc_id).fields, payload), lang)
    assert out["ok"], out["errors"]
    return out


def numbers(text: str) -> list[str]:
    """Every number a text shows, signs included, in order of size (words differ, numbers do not)."""
    return sorted(re.findall(r"[+\u2212-]?\d+", text))


@pytest.mark.parametrize(("calc_id", "case"), CASES, ids=[f"{c}:{case['name']}" for c, case in CASES])
def test_a_golden_case_gives_the_same_result_and_numbers_in_both_languages(
    calc_id: str, case: dict[str, Any]
) -> None:
    ru, pt = page(calc_id, case["input"], "ru"), page(calc_id, case["input"], "pt")
    # The JSON contract does not depend on the language, and equals the CLI's.
    assert ru["result"] == pt["result"] == run(calc_id, case["input"])
    assert numbers(ru["text"]) == numbers(pt["text"])
    assert not CYRILLIC.search(pt["text"]) and not CYRILLIC.search(pt["html"])
    assert "«" not in pt["text"] and "»" not in pt["text"]


@pytest.mark.parametrize(("calc_id", "case"), BAD_CASES, ids=[f"{c}:{case['name']}" for c, case in BAD_CASES])
def test_a_rejected_golden_case_is_explained_in_portuguese(calc_id: str, case: dict[str, Any]) -> None:
    with pytest.raises(InputErrors) as bad:
        run(calc_id, case["input"])
    assert sorted(set(bad.value.fields)) == sorted(case["error_fields"])
    for e in bad.value.errors:
        assert e.message("ru") and e.message("pt")
        assert not CYRILLIC.search(e.message("pt")), e.message("pt")


def test_the_tables_cells_are_the_same_in_both_languages_but_the_names() -> None:
    calc = find("vq.vp")
    result = calc.compute(calc.parse(run_clean(EXAMPLE)))
    tables = {
        lang: next(b for b in calc.report(result, lang).blocks if isinstance(b, rep.Table)) for lang in LANGS
    }
    ru, pt = tables["ru"], tables["pt"]
    assert [r[0] for r in pt.rows] == list(PT_POWERS)
    assert pt.header == ("Potência", "Básicos", "Especiais", "Bônus", "Total")
    # Numbers identical; the Empire's hidden special VP is a word in each language.
    assert [r[1:] for r in ru.rows if r[0] != "Империя"] == [
        r[1:] for r in pt.rows if r[0] != "Sacro Império"
    ]
    assert ("Империя", "12", "скрыто", "+8", "20") in ru.rows
    assert ("Sacro Império", "12", "oculto", "+8", "20") in pt.rows


def run_clean(payload: dict[str, Any]) -> dict[str, Any]:
    from calculators.spec import validate

    return validate(find("vq.vp").fields, payload)


# --- The Portuguese report, line by line -----------------------------------------------------------------


def test_portuguese_vp_report_of_the_example() -> None:
    # «O total atual de PV de uma potência é a soma dos seus PV básicos, especiais e de bônus.»
    text = page("vq.vp", EXAMPLE, "pt")["text"]
    assert "Na liderança: Espanha, com 21 PV." in text
    assert "Vitória padrão: 25 PV no fim de um turno. Quem lidera ainda precisa de mais 4 PV." in text
    assert "- especiais: trilha de espaços protestantes, coluna com a bandeira da Espanha — 3 PV" in text
    assert "- básicos: espaços-chave nos Países Baixos, 1 × 3 PV = 3 PV" in text
    assert "- bônus: “Rainha Virgem”, 3 turnos de celibato × 1 PV = +3 PV" in text
    assert "- especiais: 0 — os Otomanos não recebem PV especiais" in text


def test_portuguese_one_off_messages_name_the_powers() -> None:
    payload = copy.deepcopy(EMPTY)
    for power in ("ottoman", "hre"):
        payload["powers"][power]["bonus"] = {"suez_canal": True, "mary_executed": True}
    out = run_form("vq.vp", to_form(find("vq.vp").fields, payload), "pt")
    messages = {e["field"]: e["message"] for e in out["errors"]}
    assert messages["powers.hre.bonus.suez_canal"] == (
        "o canal é um só: os PV dele vão para uma única potência (marcado para: Otomanos e Sacro Império)"
    )
    assert messages["powers.ottoman.bonus.mary_executed"].startswith("a execução é uma só")


def test_portuguese_flags_and_readings() -> None:
    payload = copy.deepcopy(EMPTY)
    payload["powers"]["spain"]["bonus"] = {"circumnavigation": "first", "mary_executed": True}
    payload["powers"]["england"]["bonus"] = {"circumnavigation": "first"}
    text = page("vq.vp", payload, "pt")["text"]
    assert "a “primeira” está marcada para mais de uma potência: Espanha e Inglaterra" in text
    assert "Maria Stuart, rainha da Escócia, executada — −1 PV (leitura:" in text


def test_portuguese_domination_and_the_empires_secret() -> None:
    # Spain 20, England 15, the Empire 12 visible + 4 hidden; lead 5: revealing stops Spain.
    payload = copy.deepcopy(EMPTY)
    payload["powers"]["spain"]["card_vp"] = 20
    payload["powers"]["england"]["card_vp"] = 15
    payload["powers"]["hre"] |= {"card_vp": 12, "track_vp": 4}
    payload["domination_margin"] = 5
    out = page("vq.vp", payload, "pt")
    assert "neste momento, essa vantagem é da Espanha." in out["text"]
    assert "Só para o jogador do Sacro Império" in out["html"]
    # «ele mantém esse total em segredo»: the fold-out stays out of the copied text.
    assert "Só para o jogador do Sacro Império" not in out["text"]
    assert "16 PV" not in out["text"] and "+4 PV" not in out["text"]
    assert "ficará apenas 4 PV atrás da Espanha; assim, a revelação impede essa vitória." in text_of(
        out["html"]
    )


def test_portuguese_uprising() -> None:
    # «Se em algum momento o jogador espanhol conseguir ... 4 “acertos” a mais que o jogador
    # inglês, a Espanha vence imediatamente pela rebelião católica.»
    win = page("vq.catholic_uprising", {"spain_hits": 6, "england_hits": 2}, "pt")["text"]
    assert (
        "A Espanha vence imediatamente pela rebelião católica: tem 4 “acertos” a mais que a Inglaterra" in win
    )
    short = page("vq.catholic_uprising", {"spain_hits": 5, "england_hits": 2}, "pt")["text"]
    assert "a Espanha precisa de mais 1 “acerto”" in short
    far = page("vq.catholic_uprising", {"spain_hits": 0, "england_hits": 1}, "pt")["text"]
    assert "precisa de mais 5 “acertos”" in far


def test_portuguese_aid_has_the_same_values() -> None:
    ru, pt = render_aid("vq.vp", "ru"), render_aid("vq.vp", "pt")
    assert ru is not None and pt is not None
    assert numbers(ru["text"]) == numbers(pt["text"])
    assert pt["title"] == "Folha de contagem de PV"
    assert not CYRILLIC.search(pt["html"])


def test_portuguese_form_errors() -> None:
    form = to_form(find("vq.vp").fields, EXAMPLE) | {"powers.spain.track_vp": "três"}
    out = run_form("vq.vp", form, "pt")
    assert [e["field"] for e in out["errors"]] == ["powers.spain.track_vp"]
    assert not CYRILLIC.search(out["errors"][0]["message"])
