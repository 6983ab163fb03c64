"""Issue 14 in Chromium: every calculator page on a phone at the table (390×844, touch, light
and dark scheme), one test per figure of the issue's table, over every calculator page:

* the result summary is on screen for 100 % of the inputs (each scrolled to the middle);
* 0 regions cut sideways (also at 1280 px: the Juízes settlements table);
* 0 tap targets under 44×44 CSS px;
* 0 serious or critical axe violations.

The measures are in ``tests/e2e/phone.py``.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, Request, Route, expect

from tests.e2e import phone
from tests.e2e.conftest import watch
from tests.e2e.helpers import LIVE, arrived, serious_violations
from tests.e2e.site import BASE_PATH, LANGS, calculator_pages, lang_prefix, page_path
from tests.e2e.test_browsing import assert_live

PAGES = list(calculator_pages())
SCHEMES = ["light", "dark"]


@contextlib.contextmanager
def opened(
    browser: Browser,
    site_url: str,
    path: str,
    scheme: str,
    device: dict[str, Any] = phone.PHONE,
    **options: Any,
) -> Iterator[Page]:
    """The page on a phone (or ``device``) in ``scheme``, every calculator live; fails on a
    request to another host, a CSP violation or an uncaught error, as the ``page`` fixture."""
    context = phone.context(browser, scheme, device, **options)
    page = context.new_page()
    log, errors = watch(page, site_url)
    try:
        page.goto(f"{site_url}{path}")
        roots = page.locator("[data-calculator]")
        for i in range(roots.count()):
            expect(roots.nth(i)).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
        yield page
    finally:
        context.close()
    assert log.foreign() == [] and errors.csp() == [] and errors.uncaught == []


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("path", PAGES)
def test_the_result_is_in_view_while_any_input_is(
    browser: Browser, site_url: str, path: str, scheme: str
) -> None:
    with opened(browser, site_url, path, scheme) as page:
        total, missed = phone.summary_in_view(page)
    assert total > 0
    assert missed == [], f"{len(missed)} of {total} inputs with no result on screen"


@pytest.mark.parametrize(
    ("scheme", "device"),
    [("light", phone.PHONE), ("dark", phone.PHONE), ("light", phone.DESKTOP)],
    ids=["phone-light", "phone-dark", "desktop"],
)
@pytest.mark.parametrize("path", PAGES)
def test_nothing_is_cut_sideways(
    browser: Browser, site_url: str, path: str, scheme: str, device: dict[str, Any]
) -> None:
    with opened(browser, site_url, path, scheme, device) as page:
        assert phone.cut_regions(page) == []


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("path", PAGES)
def test_every_control_is_thumb_sized(browser: Browser, site_url: str, path: str, scheme: str) -> None:
    with opened(browser, site_url, path, scheme) as page:
        assert phone.small_tap_targets(page) == []


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("path", PAGES)
def test_no_serious_accessibility_violation_on_a_phone(
    browser: Browser, site_url: str, path: str, scheme: str
) -> None:
    # axe is injected with page.evaluate, which the site's CSP (rightly) forbids.
    with opened(browser, site_url, path, scheme, bypass_csp=True) as page:
        phone.calculators(page)  # every group and fold-out of the result open
        assert serious_violations(page) == []


@pytest.mark.parametrize("path", PAGES)
def test_no_number_is_parted_from_its_unit_at_a_line_end(browser: Browser, site_url: str, path: str) -> None:
    """«… 24 / VP», «… +2 / moedas»: on a phone a line ended between a number and its unit, and
    the unit began the next line (stop 38's audit).  A number keeps the word after it."""
    with opened(browser, site_url, path, "light") as page:
        assert phone.split_numbers(page) == []


@pytest.mark.parametrize("action", ["copy-link", "copy-text"])
def test_a_copy_is_confirmed_beside_the_button_tapped(browser: Browser, site_url: str, action: str) -> None:
    """«Скопировать ссылку» under a long result: the confirmation came out under the form, some
    1,000 px above the thumb, and a player tapped again thinking nothing happened (stop 39's
    audit).  It is said beside the buttons, on screen."""
    with opened(
        browser,
        site_url,
        "/here-i-stand/victory/",
        "light",
        permissions=["clipboard-read", "clipboard-write"],
    ) as page:
        root = page.locator('[data-calculator="his.victory"]')
        root.locator("[data-preset]").last.tap()
        button = root.locator(f'[data-action="{action}"]')
        button.scroll_into_view_if_needed()
        button.tap()
        said = root.get_by_text(re.compile("скопирован"))
        expect(said).to_be_visible()
        box, screen = said.bounding_box(), page.viewport_size
        assert box is not None and screen is not None
        assert 0 <= box["y"] and box["y"] + box["height"] <= screen["height"], box
        near = button.bounding_box()
        assert near is not None and abs(box["y"] - near["y"]) < 200, (box, near)


@pytest.mark.parametrize("path", PAGES)
def test_the_back_to_top_button_never_lies_over_a_calculator(
    browser: Browser, site_url: str, path: str
) -> None:
    """Material's «К началу» comes out under the header as the reader scrolls up: over a
    calculator it covered the + and the fields a player taps (a + meant for a count took them to
    the top of the page; stop 37's audit).  It keeps out of the way of calculators."""
    with opened(browser, site_url, path, "light") as page:
        shown, covered = phone.under_back_to_top(page)
    assert covered == []
    assert shown > 0, "the button never came out, over the rules' text either"


def test_small_numbers_step_with_minus_and_plus_and_still_take_typing(
    browser: Browser, site_url: str
) -> None:
    with opened(browser, site_url, "/here-i-stand/diet-of-worms/", "light") as page:
        root = page.locator('[data-calculator="his.diet_of_worms"]')
        field = root.locator('[name="papal_cp"]')
        plus = root.get_by_role("button", name="Больше: CP карты Папства")
        minus = root.get_by_role("button", name="Меньше: CP карты Папства")
        plus.tap()
        expect(field).to_have_value("4")
        expect(root.locator(".calc-result__lines")).to_contain_text("Папство 4")
        for _ in range(5):
            plus.tap()
        expect(field).to_have_value("6")  # not past the field's maximum
        minus.tap()
        expect(field).to_have_value("5")
        field.fill("2")
        expect(root.locator(".calc-result__lines")).to_contain_text("Папство 2")


# A count a player moves a few at a time at the table (a marker's VP, hits, spaces on the
# track: ranges up to 50) has − and +; a balance in coins (0–9999) or a table's cell does not.
STEPPED_RANGE = 50


@pytest.mark.parametrize("path", PAGES)
def test_every_small_count_outside_a_table_has_minus_and_plus(
    browser: Browser, site_url: str, path: str
) -> None:
    """Stop 40's pt audit, F10: «“Senhor da Itália”, VP» (0–27) was the one bare box between
    two counts with − and + (the steppers stopped at ranges of 20)."""
    with opened(browser, site_url, path, "light") as page:
        bare = page.evaluate(
            """(range) => [...document.querySelectorAll('[data-calculator] input[type=number]')]
              .filter((el) => !el.closest('table, .calc-stepper')
                && Number(el.max) - Number(el.min) <= range)
              .map((el) => el.name)""",
            STEPPED_RANGE,
        )
    assert bare == []


def test_master_of_italy_steps_like_the_counts_beside_it(browser: Browser, site_url: str) -> None:
    with opened(browser, site_url, "/pt/here-i-stand/victory/", "light") as page:
        root = page.locator('[data-calculator="his.vp"]')
        ottoman = root.locator('[data-group="bonus.ottoman"]')
        for group in (root.locator('[data-group="bonus"]'), ottoman):
            if group.get_attribute("open") is None:
                group.locator("> summary").tap()
        field = ottoman.locator('[name="bonus.ottoman.master_of_italy"]')
        plus = ottoman.get_by_role("button", name="Mais: “Senhor da Itália”, VP")
        plus.tap()
        plus.tap()
        expect(field).to_have_value("2")
        # «Фишка «Хозяин Италии»» adds its VP to the power's bonus VP.
        expect(root.locator("[data-calc-result]")).to_contain_text("marcadores “Senhor da Itália”")


@pytest.mark.parametrize("width", [390, 320])
@pytest.mark.parametrize("lang", LANGS)
def test_nothing_below_moves_when_python_becomes_ready(
    browser: Browser, site_url: str, lang: str, width: int
) -> None:
    """Stop 41's slow-link audit, F1: on a phone each status line grew from one line
    («загрузка Python…») to two («Калькулятор готов: …») when Python was ready, and
    everything below moved: the 4th calculator of the Diet of Worms page 67 px, under the
    finger of a player typing there on a browser without scroll anchoring (Safari)."""
    device = {**phone.PHONE, "viewport": {"width": width, "height": 700}}
    context = phone.context(browser, "light", device)
    held: list[Route] = []
    context.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    try:
        page = context.new_page()
        page.goto(f"{site_url}/{lang_prefix(lang)}here-i-stand/diet-of-worms/")
        roots = page.locator("[data-calculator]")
        expect(roots.first).to_have_attribute("data-calc-state", "loading")
        page.wait_for_timeout(300)
        heights = "() => [...document.querySelectorAll('[data-calc-status]')].map((el) => el.offsetHeight)"
        loading = page.evaluate(heights)
        for route in held:
            route.continue_()
        context.unroute("**/pyodide.asm.wasm")
        for i in range(roots.count()):
            expect(roots.nth(i)).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
        assert page.evaluate(heights) == loading
    finally:
        context.close()


def test_many_groups_fold_on_a_phone_and_open_with_a_tap(browser: Browser, site_url: str) -> None:
    with opened(browser, site_url, "/here-i-stand/victory/", "light") as page:
        root = page.locator('[data-calculator="his.vp"]')
        groups = root.locator('[data-group^="powers."]')
        expect(groups).to_have_count(6)
        for i in range(6):
            expect(groups.nth(i)).not_to_have_attribute("open", re.compile(".*"))
        # Each folded power shows its own total, as built (no change made yet) …
        subtotals = root.locator('[data-group^="powers."] > summary [data-group-subtotal]')
        for i in range(6):
            expect(subtotals.nth(i)).to_have_text(re.compile(r"^\d+ VP$"))
        ottoman = root.locator('[data-group="powers.ottoman"] > summary [data-group-subtotal]')
        expect(ottoman).to_have_text("8 VP")  # the breakdown's «Османы — 8 VP»
        keys = root.locator('[name="powers.ottoman.keys"]')
        expect(keys).to_be_hidden()
        root.locator('[data-group="powers.ottoman"] > summary').tap()
        expect(keys).to_be_visible()
        keys.fill("9")
        expect(root.locator("[data-calc-summary]")).to_be_in_viewport()
        # … and the new one once Python has answered, the same as the breakdown's.
        expect(ottoman).not_to_have_text("8 VP", timeout=LIVE)
        expect(root.locator("[data-calc-result]")).to_contain_text(f"Османы — {ottoman.inner_text()}")


def on_screen(element: Locator) -> bool:
    """Is the element inside the screen's width (the drawer's closed sections slide aside)?"""
    return bool(
        element.evaluate(
            "el => { const r = el.getBoundingClientRect(); return r.width > 0 && r.left >= 0 && r.right <= innerWidth; }"
        )
    )


def open_drawer_at(page: Page, link: Locator) -> None:
    """Tap through the drawer's panels as a reader does until ``link`` is on screen: back
    out of the section the drawer opened at (it opens at the current page's), then into
    the link's section."""
    for _ in range(3):
        if on_screen(link):
            return
        titles = page.locator(".md-nav--primary label.md-nav__title:not([for=__drawer])")
        back = [titles.nth(i) for i in range(titles.count()) if on_screen(titles.nth(i))]
        if back:
            back[0].tap()
        else:
            link.locator("xpath=ancestor::li[contains(@class, 'md-nav__item--nested')][1]/label").tap()
        page.wait_for_timeout(400)  # the panel slides
    assert on_screen(link), "the drawer never showed the link"


def tap_through_to(page: Page, site_url: str, path: str) -> None:
    """Go to the page at ``path`` as a reader on a phone does: the menu, its panels, the link."""
    page.locator("label.md-header__button[for=__drawer]").tap()
    link = page.locator(f'.md-nav--primary a.md-nav__link[href$="{BASE_PATH}{path}"]').first
    page.wait_for_timeout(400)  # the drawer slides in
    open_drawer_at(page, link)
    link.tap()
    arrived(page, f"{site_url}{path}")


@pytest.mark.parametrize("lang", LANGS)
def test_a_reader_on_a_phone_taps_through_the_drawer_to_live_calculators(
    browser: Browser, site_url: str, lang: str
) -> None:
    """Home page, then each calculator page by the drawer (menu, section, page), in the dark
    scheme on a phone: instant navigation (one document in all), every calculator live."""
    context = phone.context(browser, "dark", phone.PHONE)
    page = context.new_page()
    log, errors = watch(page, site_url)
    documents: list[str] = []

    def count(request: Request) -> None:
        if request.resource_type == "document":
            documents.append(request.url)

    page.on("request", count)
    try:
        page.goto(f"{site_url}/{lang_prefix(lang)}")
        for path in calculator_pages(lang):
            tap_through_to(page, site_url, path)
            assert_live(page, lang)
        assert len(documents) == 1, documents  # every tap an instant navigation
    finally:
        context.close()
    assert log.foreign() == []
    assert errors.uncaught == [], errors.uncaught
    assert errors.csp() == [], errors.csp()


GLOSSARIES = ["here-i-stand/glossary.md", "virgin-queen/glossary.md"]
TABLE_PAST_THE_EDGE = """
() => [...document.querySelectorAll(".md-content table")]
  .map((table) => ({
    head: table.querySelector("tr")?.innerText.replace(/\\s+/g, " ").trim(),
    past: Math.round(table.getBoundingClientRect().right - innerWidth),
  }))
  .filter(({ past }) => past > 0)
"""


@pytest.mark.parametrize("lang", LANGS)
def test_each_glossary_table_fits_a_common_phone(browser: Browser, site_url: str, lang: str) -> None:
    """Stop 43: on a phone 360 px wide (the commonest Android width) three of the Here I
    Stand glossary's tables and one of Virgin Queen's ran past the screen's edge (up to
    38 px), the English column cut with nothing to say that the table scrolls.  A reader
    taps through the drawer to each glossary; every table fits."""
    device = {**phone.PHONE, "viewport": {"width": 360, "height": 740}}
    context = phone.context(browser, "light", device)
    page = context.new_page()
    try:
        page.goto(f"{site_url}/{lang_prefix(lang)}")
        for source in GLOSSARIES:
            path = page_path(lang, source)
            tap_through_to(page, site_url, path)
            assert page.locator(".md-content table").count() >= 4
            assert page.evaluate(TABLE_PAST_THE_EDGE) == [], path
    finally:
        context.close()
