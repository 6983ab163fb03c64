"""Issue 7 in Chromium: the printable aids of the VP, victory, Reformation and income calculators
sit folded beside them, their numbers are the core's, and paper prints them after the
player's result (issue 14)."""

from __future__ import annotations

import copy
import re

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from calculators.api import run
from calculators.registry import find
from tests.e2e import phone
from tests.e2e.helpers import calc

PAGES = {
    "his.vp": "/here-i-stand/victory/",
    "his.victory": "/here-i-stand/victory/",
    "his.reformation": "/here-i-stand/diet-of-worms/",
    "his.diet_of_worms": "/here-i-stand/diet-of-worms/",
    "vq.vp": "/virgin-queen/victory/",
    "juizes.income": "/pt/juizes/renda-e-vitoria/",
}

# (210 - 2 * 25) mm x (297 - 2 * 25) mm at 96 px per inch.
A4_CONTENT = (round(160 / 25.4 * 96), round(247 / 25.4 * 96))


def aid_tables(page: Page, calc_id: str) -> Locator:
    return calc(page, calc_id).locator("[data-calc-aid] table")


def test_his_key_track_and_spaces_track_cells_equal_the_core(page: Page, site_url: str) -> None:
    page.goto(site_url + PAGES["his.vp"])
    tables = aid_tables(page, "his.vp")
    empty = dict(find("his.vp").presets[1].values)
    # Hapsburg track (the second table): 8 keys -> 9 VP (ref §1).
    payload = copy.deepcopy(empty)
    payload["powers"]["hapsburg"]["keys"] = 8
    base = run("his.vp", payload)["powers"]["hapsburg"]["base"]
    hapsburg = tables.nth(1)
    expect(hapsburg.locator("caption")).to_contain_text("Габсбурги")
    expect(hapsburg.locator("tbody td").nth(8)).to_have_text(str(base))
    expect(hapsburg.locator("tbody td").nth(8)).to_have_text("9")
    # The Protestant Spaces Track, 0-26 (the sixth table): 20-23 -> Papacy 9 / Protestant 6 (ref §3).
    payload = copy.deepcopy(empty)
    payload["protestant_spaces"] = 20
    powers = run("his.vp", payload)["powers"]
    track = tables.nth(5)
    expect(track.locator("thead th").nth(7)).to_have_text("20\u201323")
    papal, protestant = track.locator("tbody tr").nth(0), track.locator("tbody tr").nth(1)
    expect(papal.locator("td").nth(7)).to_have_text(str(powers["papacy"]["special"]))
    expect(protestant.locator("td").nth(7)).to_have_text(str(powers["protestant"]["special"]))
    expect(papal.locator("td").nth(7)).to_have_text("9")
    expect(protestant.locator("td").nth(7)).to_have_text("6")


def test_a_track_laid_out_as_a_card_on_a_phone_names_what_each_number_counts(
    browser: Browser, site_url: str
) -> None:
    """The key tracks are too wide for a phone: each is one card «VP», its cells named by
    their column, a bare number, so it read «1 2  2 4  3 6 …» (stop 39's audit).  A number
    heading a column is named with the first column's name: «Ключевые города 3» 6."""
    with phone.live_calculator(browser, site_url + PAGES["his.vp"], "his.vp") as root:
        root.locator("[data-calc-aid] > summary").click()
        box = root.locator("[data-calc-aid] .calc-result__table").first
        expect(box).to_have_attribute("data-layout", "cards")
        cell = box.locator("tbody tr").first.locator("td").nth(3)
        expect(cell).to_have_text("6")  # 3 Ottoman keys: 6 VP (sources/here-i-stand.md §1)
        before = cell.evaluate("td => getComputedStyle(td, '::before').content")
        assert before.startswith('"Ключевые города 3'), before


@pytest.mark.parametrize(
    ("lang", "rows", "columns"), [("ru", "CP Прот.", "CP кат."), ("pt", "CP Prot.", "CP cat.")]
)
def test_a_grid_laid_out_as_cards_names_its_rows_and_its_columns_apart(
    browser: Browser, site_url: str, lang: str, rows: str, columns: str
) -> None:
    """The Diet of Worms' odds for every pair of cards, on a phone: a card per Protestant CP,
    a line per Catholic CP.  Both read «CP Прот. \\ CP кат.», the grid's corner, so neither
    number said what it counted (stop 40's audit, F6).  The corner's two names go apart: the
    card is «CP Прот. 1», its line «CP кат. 2» 65/24/11."""
    path = site_url + ("/pt" if lang == "pt" else "") + PAGES["his.diet_of_worms"]
    with phone.live_calculator(browser, path, "his.diet_of_worms") as root:
        root.locator("[data-calc-aid] > summary").click()
        box = root.locator("[data-calc-aid] .calc-result__table").first
        expect(box).to_have_attribute("data-layout", "cards")
        row = box.locator("tbody tr").first
        head, cell = row.locator("th, td").nth(0), row.locator("th, td").nth(1)
        expect(head).to_have_text("1")
        # CP 1 against 2: 5 Protestant dice, 2 Catholic: 65/24/11 % (his.diet_of_worms's aid).
        expect(cell).to_have_text(re.compile(r"^65\s*/\s*24\s*/\s*11$"))
        assert head.evaluate("el => el.dataset.label") == rows
        assert cell.evaluate("el => el.dataset.label") == f"{columns} 2"


def test_juizes_income_cell_equals_the_core(page: Page, site_url: str) -> None:
    page.goto(site_url + PAGES["juizes.income"])
    table = aid_tables(page, "juizes.income").first
    out = run(
        "juizes.income",
        {
            "round": 2,
            "players": {"Ana": {"balance": 0}},
            "settlements": [
                {
                    "region": "R",
                    "kind": "city",
                    "developments": 2,
                    "plenty": False,
                    "famine": False,
                    "besieged": False,
                    "holder": "Ana",
                }
            ],
            "taxes": [],
        },
    )
    # Row 4 (a Vila, then a Cidade with 0-3): Cidade with 2 desenvolvimentos; column 3: Normal
    # (seed 003 "cidade: 2 + (2 × 2) = 6").
    row = table.locator("tbody tr").nth(3)
    expect(row.locator("td").nth(0)).to_have_text("Cidade")
    expect(row.locator("td").nth(2)).to_have_text(str(out["players"]["Ana"]["income"]))
    expect(row.locator("td").nth(2)).to_have_text("6")


@pytest.mark.parametrize("calc_id", sorted(PAGES))
def test_aid_is_folded_on_screen_and_printed_after_the_result(
    page: Page, site_url: str, calc_id: str
) -> None:
    # Issue 14 changed paper: the player's result (with its inputs) is printed, then the aid
    # (the aid used to replace the result).
    page.goto(site_url + PAGES[calc_id])
    root = calc(page, calc_id)
    tables = aid_tables(page, calc_id)
    expect(root.locator("[data-calc-aid] summary")).to_be_visible()
    expect(root.locator(".calc__form")).to_be_visible()
    expect(tables.first).to_be_hidden()
    page.emulate_media(media="print")
    # The content box of an A4 portrait page: 210 x 297 mm less the print stylesheet's 25-mm
    # margins (Material's @page), in CSS pixels.
    page.set_viewport_size({"width": A4_CONTENT[0], "height": A4_CONTENT[1]})
    expect(root.locator(".calc__form")).to_be_hidden()
    result = root.locator("[data-calc-result]")
    expect(result).to_be_visible()
    aid = root.locator("[data-calc-aid]")
    result_top = result.evaluate("r => r.getBoundingClientRect().top")
    assert result_top < aid.evaluate("a => a.getBoundingClientRect().top")
    for i in range(tables.count()):
        expect(tables.nth(i)).to_be_visible()
        # Not cut off: the table is no wider than the calculator's box.
        width = tables.nth(i).evaluate("t => t.getBoundingClientRect().width")
        room = root.evaluate("r => r.clientWidth")
        assert width <= room, f"{calc_id}: table {i} is {width}px wide in {room}px"
    # The aid (its title and tables) fits on one page.
    height = aid.evaluate("a => a.getBoundingClientRect().height")
    assert height <= A4_CONTENT[1], f"{calc_id}: the aid is {height}px tall, a page holds {A4_CONTENT[1]}px"
