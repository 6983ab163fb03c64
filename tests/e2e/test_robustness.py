"""Issue 8 in Chromium: hostile values typed or planted are shown as text and reported;
a worker that cannot start is reported and the page stays usable (a worker that dies:
test_runtime_failures.py)."""

from __future__ import annotations

from playwright.sync_api import Browser, Page, expect

from tests.e2e.helpers import LIVE, calc, dismiss

JUIZES = "/pt/juizes/renda-e-vitoria/"
MARKUP = "<img src=x onerror=\"document.title='pwned'\">"


def test_markup_typed_into_a_text_field_is_shown_as_text(page: Page, site_url: str) -> None:
    dialogs: list[str] = []
    page.on("dialog", lambda d: dismiss(d, dialogs))
    page.goto(f"{site_url}{JUIZES}")
    root = calc(page, "juizes.income")
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    region = root.locator('[name="settlements.0.region"]')
    region.fill(MARKUP[:40])  # the field holds at most 40 characters
    expect(root.locator("[data-calc-result]")).to_contain_text(MARKUP[:40])
    expect(root.locator("[data-calc-result] img")).to_have_count(0)
    assert page.title() != "pwned" and dialogs == []


def test_too_long_text_is_reported_next_to_the_field(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}{JUIZES}")
    root = calc(page, "juizes.income")
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    summary = root.locator(".calc-result__summary").first
    before = summary.inner_text()
    region = root.locator('[name="settlements.0.region"]')
    # Remove the length limit the page sets, as a tampered page or a script could.
    region.evaluate("el => el.removeAttribute('maxlength')")
    region.fill("x" * 1_000_000)
    error = root.locator('[data-error-for="settlements.0.region"]')
    expect(error).to_contain_text("40")
    expect(root).to_have_attribute("data-calc-state", "invalid")
    expect(summary).to_have_text(before)  # the last good result stays
    region.fill("Judá")
    expect(error).to_be_hidden()


def test_a_decimal_comma_in_a_whole_number_is_refused_not_dropped(page: Page, site_url: str) -> None:
    """Stop 40's pt audit: «2,5» typed into a balance became 25, silently (Chromium's number
    field drops a comma), «3,0» developments 30.  The comma is taken as the decimal point it
    means, and the core refuses the number beside the field, as it refuses «2.5»."""
    page.goto(f"{site_url}{JUIZES}")
    root = calc(page, "juizes.income")
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    summary = root.locator("[data-calc-summary]")
    expect(summary).to_contain_text("saldo 4 → 11")
    balance = root.locator('[name="players.0.balance"]')
    balance.fill("")
    balance.press_sequentially("2,5", delay=20)
    expect(root).to_have_attribute("data-calc-state", "invalid")
    expect(root.locator('[data-error-for="players.0.balance"]')).to_have_text(
        "digite um número inteiro entre 0 e 9999"
    )
    expect(summary).not_to_contain_text("saldo 25")
    balance.fill("")
    balance.press_sequentially("25", delay=20)
    expect(summary).to_contain_text("saldo 25 → 32")


def test_a_pasted_decimal_comma_is_refused_not_dropped(browser: Browser, site_url: str) -> None:
    """A «2,5» pasted (from a phone's notes, a spreadsheet) is refused as a typed one is.
    Stop 40 thought the paste not covered: Chromium's `beforeinput` carries the pasted text
    in `data`, so the same handler mends it (without it the field takes «25», silently)."""
    context = browser.new_context(permissions=["clipboard-read", "clipboard-write"])
    try:
        page = context.new_page()
        page.goto(f"{site_url}{JUIZES}")
        root = calc(page, "juizes.income")
        expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
        summary = root.locator("[data-calc-summary]")
        balance = root.locator('[name="players.0.balance"]')
        page.evaluate("navigator.clipboard.writeText('2,5')")
        balance.fill("")
        balance.focus()
        page.keyboard.press("Control+V")
        expect(root).to_have_attribute("data-calc-state", "invalid")
        expect(root.locator('[data-error-for="players.0.balance"]')).to_have_text(
            "digite um número inteiro entre 0 e 9999"
        )
        expect(summary).not_to_contain_text("saldo 25")
    finally:
        context.close()


def test_planted_huge_state_is_skipped_with_a_calm_message(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}{JUIZES}#juizes.income.settlements.0.region=" + "y" * 200_000)
    root = calc(page, "juizes.income")
    # The whole link is skipped, not only this calculator's part of it.
    expect(root.locator("[data-calc-notice]")).to_contain_text(
        "O link passa de 8192 caracteres e foi ignorado por inteiro."
    )
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    expect(root.locator(".calc-result__summary").first).to_be_visible()


def test_python_that_cannot_load_is_reported_and_the_page_stays_usable(page: Page, site_url: str) -> None:
    page.route("**/assets/pyodide/**", lambda route: route.abort())
    page.goto(f"{site_url}/here-i-stand/diet-of-worms/")
    root = calc(page, "his.diet_of_worms")
    expect(root).to_have_attribute("data-calc-state", "failed", timeout=LIVE)
    expect(root.locator("[data-calc-status]")).to_contain_text("Не удалось запустить Python")
    # The pre-rendered result stays; the rest of the page still works.
    expect(root.locator(".calc-result__summary")).to_contain_text("Протестанты побеждают")
    page.get_by_role("link", name="Победа и победные очки").first.click()
    expect(page.locator("h1")).to_contain_text("победа")
