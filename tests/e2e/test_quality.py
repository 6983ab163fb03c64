"""Issue 8 in Chromium: accessibility (axe), the Content-Security-Policy, keyboard use."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.e2e import phone
from tests.e2e.helpers import LIVE, calc, open_with_script_held, request_log, serious_violations
from tests.e2e.site import pages
from tools.browser import DISABLED_FEATURES, FEATURES_SWITCH, command_line

PAGES = pages()


def test_pages_found() -> None:
    assert "/" in PAGES and "/pt/" in PAGES and "/here-i-stand/diet-of-worms/" in PAGES


@pytest.fixture(params=["light", "dark"])
def axe_context(browser: Browser, request: pytest.FixtureRequest) -> Iterator[BrowserContext]:
    # axe is injected with page.evaluate, which the site's CSP (rightly) forbids.  Both of
    # the theme's palettes: the reader's system picks one (issue 14: the dark scheme too).
    context = browser.new_context(bypass_csp=True, color_scheme=request.param)
    yield context
    context.close()


@pytest.mark.parametrize("path", PAGES)
def test_page_has_no_serious_accessibility_violations(
    axe_context: BrowserContext, site_url: str, path: str
) -> None:
    page = axe_context.new_page()
    page.goto(f"{site_url}{path}")
    assert serious_violations(page) == []


# Each result table of the page's calculators: does it scroll sideways, and can a keyboard
# reach it (a tab stop with a name: axe's scrollable-region-focusable, WCAG 2.1.1)?
RESULT_TABLES = """() => [...document.querySelectorAll("[data-calculator] .calc-result__table")].map((box) => ({
  scrolls: box.scrollWidth > box.clientWidth + 1,
  reached: box.tabIndex === 0 && box.getAttribute("role") === "region" && Boolean(box.getAttribute("aria-label")),
}))"""


@pytest.mark.parametrize("path", ["/here-i-stand/victory/", "/pt/juizes/renda-e-vitoria/"])
def test_a_result_table_wider_than_the_screen_is_reached_by_keyboard(
    browser: Browser, site_url: str, path: str
) -> None:
    """A phone's screen is narrower than the result tables as the page is built: until the
    page's module fits them (a frame after each result, later still on a loaded machine,
    where axe once caught one in between), they scroll sideways, and a keyboard must reach
    them.  Once fitted, a table that fits is no extra tab stop."""
    context = phone.context(browser, "light", service_workers="block", bypass_csp=True)
    page, release = open_with_script_held(context, f"{site_url}{path}")
    expect(page.locator("[data-calculator] .calc-result__table").first).to_be_visible()
    tables = page.evaluate(RESULT_TABLES)
    assert any(t["scrolls"] for t in tables), tables  # the case this test is about
    assert [t for t in tables if t["scrolls"] and not t["reached"]] == []
    assert serious_violations(page) == []
    release()
    for root in page.locator("[data-calculator]").all():
        expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    page.wait_for_function("() => new Promise((done) => requestAnimationFrame(() => done(true)))")
    tables = page.evaluate(RESULT_TABLES)
    assert [t for t in tables if t["scrolls"] and not t["reached"]] == []
    assert [t for t in tables if t["reached"] and not t["scrolls"]] == []
    assert serious_violations(page) == []
    context.close()


def test_no_csp_violation_while_browsing_searching_and_calculating(page: Page, site_url: str) -> None:
    messages: list[str] = []
    page.on("console", lambda m: messages.append(m.text))
    page.on("pageerror", lambda e: messages.append(str(e)))
    page.goto(f"{site_url}/")
    csp = page.locator('meta[http-equiv="Content-Security-Policy"]')
    policy = csp.get_attribute("content") or ""
    assert "'unsafe-inline'" not in policy and "'unsafe-eval'" not in policy
    assert "'wasm-unsafe-eval'" in policy
    # Instant navigation to a calculator page, which then runs Python in its worker.
    page.get_by_role("navigation").get_by_role("link", name="95 тезисов и Вормсский сейм").first.click()
    root = calc(page, "his.diet_of_worms")
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    root.locator('[name="protestant_cp"]').fill("2")
    expect(root.locator(".calc-result__lines")).to_contain_text("CP 2 + 4 = 6")
    # Search (its own worker) with Russian stemming: «победы» finds «победа».
    page.locator("h1").click()  # leave the calculator's input
    page.keyboard.press("s")  # Material's shortcut opens the search dialog
    query = page.locator(".md-search__input")
    expect(query).to_be_focused()
    query.fill("победы")
    query.press("End")  # Material reads the query on keyup
    expect(page.locator(".md-search-result__item").first).to_contain_text("побед")
    assert [m for m in messages if "Content Security Policy" in m or "Content-Security-Policy" in m] == []


def test_calculator_is_usable_by_keyboard_alone(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/here-i-stand/diet-of-worms/")
    root = calc(page, "his.diet_of_worms")
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    first = root.locator('[name="protestant_cp"]')
    first.focus()
    page.keyboard.press("ArrowDown")  # 4 -> 3
    expect(first).to_have_value("3")
    page.keyboard.press("Tab")
    expect(root.locator('[name="papal_cp"]')).to_be_focused()
    page.keyboard.press("Control+A")
    page.keyboard.type("1")
    expect(root.locator(".calc-result__lines")).to_contain_text("CP 3 + 4 = 7")
    expect(root.locator(".calc-result__lines")).to_contain_text("Папство 1")
    # Every input has a name a screen reader reads; the compact result is announced (the
    # full result, all of it re-rendered on each change, is read on demand).
    expect(first).to_have_accessible_name("CP карты Протестантов")
    expect(root.locator('[name="hapsburg_cp"]')).to_have_accessible_name("CP карты Габсбургов")
    expect(root.locator("[data-calc-result]")).not_to_have_attribute("aria-live", re.compile(".*"))
    announced = root.locator("[data-calc-announce]")
    expect(announced).to_have_attribute("role", "status")
    expect(announced).to_have_text(root.locator("[data-calc-summary-text]").inner_text())


@pytest.mark.parametrize("path", [p for p in PAGES if p in ("/", "/pt/")])
def test_pages_without_a_calculator_fetch_no_python(page: Page, site_url: str, path: str) -> None:
    page.goto(f"{site_url}{path}")
    page.wait_for_load_state("networkidle")
    assert calc(page, "his.diet_of_worms").count() == 0
    # The service worker may precache small scripts; Python itself is never fetched here.
    assert [
        u for u in request_log(page).urls if "/pyodide/" in u or "/assets/runtime/" in u or ".whl" in u
    ] == []
    expect(page.locator("html")).not_to_have_attribute("data-calc-worker-starts", re.compile(".*"))


def test_the_test_browser_runs_no_omnibox_popup_and_keeps_playwrights_switches(browser: Browser) -> None:
    """tools/browser.launch: no omnibox popup web UI (it took half a core during visits),
    and one --disable-features switch that still holds Playwright's own features."""
    context = browser.new_context()
    try:
        context.new_page().goto("about:blank")
        cdp = browser.new_browser_cdp_session()
        urls = [t["url"] for t in cdp.send("Target.getTargets")["targetInfos"]]
        assert not [u for u in urls if "omnibox" in u], urls
        switches = [a for a in command_line(browser) if a.startswith(FEATURES_SWITCH)]
        assert len(switches) == 1, switches
        features = switches[0].removeprefix(FEATURES_SWITCH).split(",")
        assert {*DISABLED_FEATURES, "PaintHolding", "MediaRouter"} <= set(features), features
    finally:
        context.close()
