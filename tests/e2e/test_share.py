"""Issue 9 in Chromium: shared links, remembered inputs, the copied summary, hostile states."""

from __future__ import annotations

from playwright.sync_api import Browser, Page, expect

from tests.e2e.helpers import LIVE, calc, dismiss, percent

DIET = "/here-i-stand/diet-of-worms/"
ID = "his.diet_of_worms"


def link(**values: str) -> str:
    return "#" + "&".join(f"{ID}.{k}={v}" for k, v in values.items())


def test_link_with_a_state_opens_with_that_result(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}{DIET}{link(protestant_cp='1', papal_cp='1', hapsburg_cp='1')}")
    root = calc(page, ID)
    expect(root.locator('[name="protestant_cp"]')).to_have_value("1")
    expect(root.locator("[data-calc-notice]")).to_have_text("Значения взяты из ссылки.")
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    # Hand computation for cards 1/1/1 (5 dice against 2): P(Protestant) = 473/729.
    expect(root.locator(".calc-result__summary")).to_contain_text(percent(473 / 729))


def test_change_is_kept_in_address_and_survives_reload(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}{DIET}")
    root = calc(page, ID)
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    root.locator('[name="papal_cp"]').fill("6")
    expect(root.locator(".calc-result__lines")).to_contain_text("Папство 6")
    expect(page).to_have_url(f"{site_url}{DIET}#{ID}.papal_cp=6")
    # Stored in the browser: the same page without the link restores it.
    page.goto(f"{site_url}/")
    page.goto(f"{site_url}{DIET}")
    root = calc(page, ID)
    expect(root.locator('[name="papal_cp"]')).to_have_value("6")
    expect(root.locator("[data-calc-notice]")).to_have_text("Восстановлены ваши последние значения.")
    expect(root.locator(".calc-result__lines")).to_contain_text("Папство 6", timeout=LIVE)
    # A link wins over the stored values.
    page.goto(f"{site_url}/")
    page.goto(f"{site_url}{DIET}{link(papal_cp='2')}")
    expect(calc(page, ID).locator('[name="papal_cp"]')).to_have_value("2")
    # Reset goes back to the defaults and forgets.
    root = calc(page, ID)
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    root.locator('[data-action="reset"]').click()
    expect(root.locator('[name="papal_cp"]')).to_have_value("3")
    expect(page).to_have_url(f"{site_url}{DIET}")
    page.goto(f"{site_url}/")
    page.goto(f"{site_url}{DIET}")
    expect(calc(page, ID).locator("[data-calc-notice]")).to_be_hidden()


def test_broken_link_is_reported_calmly_and_never_becomes_markup(page: Page, site_url: str) -> None:
    dialogs: list[str] = []
    page.on("dialog", lambda d: dismiss(d, dialogs))
    hostile = (
        f"#{ID}.protestant_cp=%E0%A4%A"  # truncated escape
        f"&{ID}.papal_cp=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E"  # markup
        f"&{ID}.hapsburg_cp=2"  # valid: kept
        f"&{ID}.bogus=1"  # outdated or tampered field
    )
    page.goto(f"{site_url}{DIET}{hostile}")
    root = calc(page, ID)
    # Issue 19 item 5: the notice says what was applied and what was skipped, and why.
    notice = root.locator("[data-calc-notice]")
    expect(notice).to_contain_text("Из ссылки взято полей: 1.")
    expect(notice).to_contain_text("«CP карты Папства» (значение не подходит)")
    expect(notice).to_contain_text("«bogus» (такого поля нет)")
    expect(root.locator('[name="hapsburg_cp"]')).to_have_value("2")
    expect(root.locator('[name="papal_cp"]')).to_have_value("3")  # default put back
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    expect(page.locator("img[src='x']")).to_have_count(0)
    # The form is usable.
    root.locator('[name="protestant_cp"]').fill("6")
    expect(root.locator(".calc-result__lines")).to_contain_text("CP 6 + 4 = 10")
    assert dialogs == []


def test_huge_state_is_ignored(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}{DIET}#{ID}.protestant_cp=" + "9" * 20000)
    root = calc(page, ID)
    expect(root.locator('[name="protestant_cp"]')).to_have_value("4")
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)


def test_copy_result_puts_the_summary_on_the_clipboard(browser: Browser, site_url: str) -> None:
    context = browser.new_context(permissions=["clipboard-read", "clipboard-write"], bypass_csp=True)
    page = context.new_page()
    try:
        page.goto(f"{site_url}{DIET}{link(protestant_cp='1', papal_cp='1', hapsburg_cp='1')}")
        root = calc(page, ID)
        expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
        root.locator('[data-action="copy-text"]').click()
        expect(root.locator("[data-calc-tools-notice]")).to_have_text("Результат скопирован как текст.")
        text = page.evaluate("navigator.clipboard.readText()")
        assert text.startswith("Шансы Вормсского сейма\n")
        assert f"Протестанты побеждают в {percent(473 / 729)}" in text
        assert "Победа католиков (шаг 6)" in text
        root.locator('[data-action="copy-link"]').click()
        assert page.evaluate("navigator.clipboard.readText()") == page.url
    finally:
        context.close()


def test_the_copied_link_holds_the_position_shown_after_a_restore_and_a_jump_to_a_heading(
    browser: Browser, site_url: str
) -> None:
    """Found at stop 30: the button copied the address, which holds the position only once
    the player changed something on this visit.  Restored from storage (the next day), or
    after a tap on a heading of the page's contents, it sent the friend the defaults."""
    context = browser.new_context(permissions=["clipboard-read", "clipboard-write"])
    friend = browser.new_context()
    try:
        page = context.new_page()
        page.goto(f"{site_url}{DIET}")
        root = calc(page, ID)
        expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
        root.locator('[name="papal_cp"]').fill("6")
        expect(page).to_have_url(f"{site_url}{DIET}#{ID}.papal_cp=6")
        page.close()
        # The next day: the same page, its values from storage.
        page = context.new_page()
        page.goto(f"{site_url}{DIET}")
        root = calc(page, ID)
        expect(root.locator("[data-calc-notice]")).to_have_text("Восстановлены ваши последние значения.")
        expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
        expect(page).to_have_url(f"{site_url}{DIET}#{ID}.papal_cp=6")  # the address says it too
        copied = []
        for jump in (False, True):
            if jump:
                # A heading of the page's contents: its anchor takes the address's #, the
                # page staying as it is (test_browsing.py).
                page.locator('.md-sidebar--secondary a[href$="#calc-his-reformation"]').click()
                expect(page).to_have_url(f"{site_url}{DIET}#calc-his-reformation")
            root.locator('[data-action="copy-link"]').click()
            expect(root.locator("[data-calc-tools-notice]")).to_have_text(
                "Ссылка на этот расчёт скопирована."
            )
            copied.append(page.evaluate("navigator.clipboard.readText()"))
        assert copied == [f"{site_url}{DIET}#{ID}.papal_cp=6"] * 2
        opened = friend.new_page()
        opened.goto(copied[-1])
        expect(calc(opened, ID).locator('[name="papal_cp"]')).to_have_value("6")
    finally:
        context.close()
        friend.close()


def test_table_of_turns_survives_a_reload_until_a_new_game(page: Page, site_url: str) -> None:
    # Issue 3: the table of turns is kept in the browser, with a clear "new game" button.
    page.goto(f"{site_url}/here-i-stand/victory/")
    root = calc(page, "his.victory")
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    rows = root.locator('[data-rows="history"] [data-rows-body] tr')
    expect(rows).to_have_count(1)
    root.locator('[data-rows="history"] [data-action="add-row"]').click()
    # A new row is the next turn (issue 14); its VP are blank until typed (issue 16).
    for power, vp in zip(
        ("ottoman", "hapsburg", "england", "france", "papacy", "protestant"),
        (8, 14, 9, 12, 19, 2),
        strict=True,
    ):
        root.locator(f'[name="history.1.{power}"]').fill(str(vp))
    expect(root.locator(".calc-result__summary")).to_contain_text("после 2-го хода")
    expect(root).to_have_attribute("data-calc-state", "ready")
    page.goto(f"{site_url}/")
    page.goto(f"{site_url}/here-i-stand/victory/")
    root = calc(page, "his.victory")
    expect(rows).to_have_count(2)
    expect(root.locator('[name="history.1.hapsburg"]')).to_have_value("14")
    new_game = root.locator('[data-action="reset"]')
    expect(new_game).to_have_text("Новая партия (1517)")
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    new_game.click()
    expect(rows).to_have_count(1)
    expect(root.locator('[name="history.0.papacy"]')).to_have_value("19")
    expect(root.locator(".calc-result__summary")).to_contain_text("после 1-го хода")
