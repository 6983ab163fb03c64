"""Issue 7 in Chromium: the print editions (PDF), print styling, the printable aids, the
service worker (offline after one visit), the offline archive and pages opened from a file."""

from __future__ import annotations

import fnmatch
import re
import zipfile
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect
from pypdf import PdfReader

from calculators.api import render_aid, run
from calculators.his.diet_of_worms import catholic_split
from tests.conftest import ROOT
from tests.e2e.helpers import LIVE, calc
from tests.e2e.site import SITE, print_sources


def squash(text: str) -> str:
    """Text without whitespace or soft hyphens: PDF extraction breaks lines anywhere."""
    return re.sub(r"[\s\u00ad]+", "", text)


def calculators_on(lang: str) -> list[str]:
    ids = []
    for page in print_sources(lang):
        text = (ROOT / "docs" / lang / page).read_text(encoding="utf-8")
        ids += re.findall(r"<!-- calculator: ([\w.]+) -->", text)
    return ids


def headings(lang: str) -> list[str]:
    out = []
    for page in print_sources(lang):
        for line in (ROOT / "docs" / lang / page).read_text(encoding="utf-8").splitlines():
            if m := re.match(r"^#{1,3} (.+)$", line):
                out.append(m.group(1).replace("\\", ""))
    return out


@pytest.mark.parametrize(("lang", "pages"), [("ru", (25, 60)), ("pt", (25, 60))])
def test_pdf_of_each_language_has_every_heading(lang: str, pages: tuple[int, int]) -> None:
    pdf = SITE / "assets" / "print" / f"rules-{lang}.pdf"
    reader = PdfReader(pdf)
    assert pages[0] <= len(reader.pages) <= pages[1]
    text = squash("".join(p.extract_text() or "" for p in reader.pages))
    missing = [h for h in headings(lang) if squash(h) not in text]
    assert missing == []
    # Each calculator of these pages is printed as its aid (not as a bare marker).
    aids = [render_aid(calc_id, lang) for calc_id in calculators_on(lang)]
    titles = [aid["title"] for aid in aids if aid]
    assert titles and [t for t in titles if squash(t) not in text] == []
    # A4 portrait: 595 x 842 points.
    box = reader.pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (595, 842)


def test_home_pages_link_their_pdf(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/")
    link = page.locator('a[href$="rules-ru.pdf"]').first
    assert page.request.get(f"{site_url}/assets/print/rules-ru.pdf").ok
    expect(link).to_be_visible()
    page.goto(f"{site_url}/pt/")
    expect(page.locator('a[href$="rules-pt.pdf"]').first).to_be_visible()


def test_print_media_hides_inputs_and_shows_the_aids(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/here-i-stand/diet-of-worms/")
    root = calc(page, "his.diet_of_worms")
    aid = root.locator("[data-calc-aid]")
    expect(root.locator(".calc__form")).to_be_visible()
    expect(aid.locator("table")).to_be_hidden()  # folded on screen
    page.emulate_media(media="print")
    expect(root.locator(".calc__form")).to_be_hidden()
    expect(root.locator("[data-calc-tools]")).to_be_hidden()
    expect(aid.locator("table")).to_be_visible()
    expect(page.locator(".md-header")).to_be_hidden()
    expect(page.locator(".md-sidebar--primary")).to_be_hidden()


@pytest.mark.parametrize(
    ("path", "calc_id", "name", "value", "printed", "total"),
    [
        (
            "/here-i-stand/victory/",
            "his.vp",
            "protestant_spaces",
            "20",
            "Протестантские города: 20",
            "Папство — 13",
        ),
        (
            "/virgin-queen/victory/",
            "vq.vp",
            "powers.spain.card_vp",
            "30",
            "Испания: Основные ПО",
            "Испания: 37",
        ),
        (
            "/pt/juizes/renda-e-vitoria/",
            "juizes.income",
            "players.0.balance",
            "10",
            "Saldo antes da Renda: 10",
            "17",
        ),
    ],
)
def test_paper_shows_the_players_own_result_and_its_inputs(
    page: Page, site_url: str, path: str, calc_id: str, name: str, value: str, printed: str, total: str
) -> None:
    # Issue 14: printing prints the player's current result, with the inputs it came from
    # (compactly), and then the aid.
    page.goto(f"{site_url}{path}")
    root = calc(page, calc_id)
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    root.locator(f'[name="{name}"]').evaluate("el => el.closest('details')?.setAttribute('open', '')")
    root.locator(f'[name="{name}"]').fill(value)
    result = root.locator("[data-calc-result]")
    expect(result).to_contain_text(total)
    page.emulate_media(media="print")
    inputs = root.locator("[data-calc-inputs]")
    expect(inputs).to_be_visible()
    expect(inputs).to_contain_text(printed)
    expect(result).to_be_visible()
    expect(result).to_contain_text(total)
    expect(root.locator(".calc__form")).to_be_hidden()
    expect(root.locator("[data-calc-summary]")).to_be_hidden()  # the result's own headline prints


def test_paper_says_when_the_result_does_not_match_the_inputs(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/here-i-stand/diet-of-worms/")
    root = calc(page, "his.diet_of_worms")
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    root.locator('[name="papal_cp"]').fill("9")  # out of range: the last valid result stays
    expect(root).to_have_attribute("data-calc-state", "invalid")
    page.emulate_media(media="print")
    expect(root.locator("[data-calc-stale]")).to_be_visible()
    expect(root.locator("[data-calc-stale]")).to_contain_text("для последних верных значений")


def test_diet_aid_numbers_equal_the_core(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/here-i-stand/diet-of-worms/")
    table = calc(page, "his.diet_of_worms").locator("[data-calc-aid] table")
    for protestant_cp, total in [(1, 2), (3, 7), (6, 12)]:
        papal, hapsburg = catholic_split(total)
        out = run(
            "his.diet_of_worms",
            {"protestant_cp": protestant_cp, "papal_cp": papal, "hapsburg_cp": hapsburg},
        )["outcomes"]
        expected = "/".join(f"{out[k] * 100:.0f}" for k in ("protestant", "tie", "catholic"))
        cell = table.locator("tbody tr").nth(protestant_cp - 1).locator("td").nth(total - 1)
        expect(cell).to_have_text(expected)
    # Hand check of one cell: cards 1/1/1 give 473/729, 176/729, 80/729 -> 65/24/11.
    expect(table.locator("tbody tr").nth(0).locator("td").nth(1)).to_have_text("65/24/11")


def test_calculator_works_offline_after_one_visit(browser: Browser, site_url: str) -> None:
    context = browser.new_context()
    page = context.new_page()
    try:
        page.goto(f"{site_url}/here-i-stand/diet-of-worms/")
        root = calc(page, "his.diet_of_worms")
        expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
        # The service worker has kept the pages and, once a calculator ran, Python.
        expect(page.locator("html")).to_have_attribute("data-calc-offline", "ready", timeout=LIVE)
        context.set_offline(True)
        page.reload()
        root = calc(page, "his.diet_of_worms")
        expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
        root.locator('[name="protestant_cp"]').fill("1")
        root.locator('[name="papal_cp"]').fill("1")
        root.locator('[name="hapsburg_cp"]').fill("1")
        expect(root.locator(".calc-result__summary")).to_contain_text("64,9")
        # Another page, never visited, comes from the precache too.
        page.goto(f"{site_url}/pt/juizes/renda-e-vitoria/")
        expect(page.locator("h1")).to_contain_text("Renda")
    finally:
        context.close()


def test_page_opened_from_a_file_says_how_to_start_the_calculators(page: Page) -> None:
    page.goto((SITE / "here-i-stand" / "diet-of-worms" / "index.html").as_uri())
    root = calc(page, "his.diet_of_worms")
    expect(root).to_have_attribute("data-calc-state", "unsupported")
    expect(root.locator("[data-calc-status]")).to_contain_text("python3 -m http.server")
    # The pre-rendered result and the aid still read well.
    expect(root.locator(".calc-result__summary")).to_contain_text("Протестанты побеждают")
    expect(root.locator("[data-calc-aid] summary")).to_be_visible()
    # Links to folders open their index.html.
    href = page.locator("a.md-header__button.md-logo").get_attribute("href") or ""
    assert href.endswith("index.html")
    page.goto((SITE / "pt" / "juizes" / "renda-e-vitoria" / "index.html").as_uri())
    expect(page.locator("[data-calc-status]").first).to_contain_text("python3 -m http.server")
    expect(page.locator("[data-calc-status]").first).to_contain_text("Cálculo ao vivo indisponível")


def test_offline_archive_holds_the_site_and_how_to_open_it() -> None:
    archive = SITE / "downloads" / "rules-site-offline.zip"
    with zipfile.ZipFile(archive) as z:
        names = set(z.namelist())
        readme = z.read("rules-site/LEIA-ME-README.txt").decode()
    for name in [
        "rules-site/index.html",
        "rules-site/pt/index.html",
        "rules-site/sw.js",
        "rules-site/assets/pyodide/*/pyodide.asm.wasm",
        "rules-site/assets/runtime/*/python.zip",
        "rules-site/assets/print/rules-ru.pdf",
    ]:
        assert fnmatch.filter(names, name), name
    assert not any(n.startswith("rules-site/downloads/") for n in names)
    assert "python3 -m http.server" in readme
    assert Path(archive).stat().st_size < 64 * 1024 * 1024
