"""Issue 19 items 4, 5 and 7 in Chromium: a shared link over the player's own position,
notices that say exactly what was applied and what was skipped, and junk or a throwing
browser storage under the theme's own keys."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Browser, Locator, Page, Route, expect

from calculators.registry import find
from tests.e2e.helpers import LIVE, calc, open_live, open_with_script_held, summary_line

VICTORY = "/here-i-stand/victory/"
DIET = "/here-i-stand/diet-of-worms/"
JUIZES = "/pt/juizes/renda-e-vitoria/"


# --- Item 4: a link must not silently replace the player's own position ------------------


def come_back(page: Page, site_url: str, path: str, calc_id: str) -> Locator:
    """Leave for the home page, then open ``path`` afresh (a new load, as on another day):
    its calculator ``calc_id``."""
    page.goto(f"{site_url}/")
    page.goto(f"{site_url}{path}")
    return calc(page, calc_id)


def test_a_link_over_the_players_own_position_keeps_it_recoverable(page: Page, site_url: str) -> None:
    [root] = open_live(page, f"{site_url}{VICTORY}", "his.vp")
    # The player's game in progress: Protestant spaces 20, Ottoman keys 5.
    root.locator('[name="protestant_spaces"]').fill("20")
    root.locator('[name="powers.ottoman.keys"]').fill("5")
    expect(page).to_have_url(re.compile(r"powers\.ottoman\.keys=5"))
    # A friend's link, and one change to it.
    root = come_back(page, site_url, f"{VICTORY}#his.vp.powers.hapsburg.keys=3", "his.vp")
    expect(root.locator('[name="powers.hapsburg.keys"]')).to_have_value("3")
    expect(root.locator('[name="protestant_spaces"]')).not_to_have_value("20")
    restore = root.locator("[data-calc-restore]")
    expect(restore).to_be_visible()
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    root.locator('[name="powers.hapsburg.keys"]').fill("4")
    expect(page).to_have_url(re.compile(r"powers\.hapsburg\.keys=4"))
    expect(restore).to_be_visible()  # still on offer after the change
    # Another day, without the link: the offer is still there, and brings the game back.
    root = come_back(page, site_url, VICTORY, "his.vp")
    restore = root.locator("[data-calc-restore]")
    expect(restore).to_contain_text("Ваша сохранённая позиция не потеряна")
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    restore.get_by_role("button", name="Вернуть её").click()
    expect(root.locator('[name="protestant_spaces"]')).to_have_value("20")
    expect(root.locator('[name="powers.ottoman.keys"]')).to_have_value("5")
    expect(root.locator('[name="powers.hapsburg.keys"]')).not_to_have_value("4")
    expect(restore).to_be_hidden()
    expect(page).to_have_url(re.compile(r"protestant_spaces=20"))
    # And it is the remembered position again.
    root = come_back(page, site_url, VICTORY, "his.vp")
    expect(root.locator('[name="protestant_spaces"]')).to_have_value("20")
    expect(root.locator("[data-calc-restore]")).to_be_hidden()


def test_another_tab_does_not_replace_this_tabs_game(page: Page, site_url: str) -> None:
    """Stop 42's audit: a second tab of the page, opened for a "what if", wrote the one
    stored state both tabs restore from; back on the page in the first tab, the player found
    the second tab's values (or its «Новая партия») in place of their game, with a notice
    calling them «ваши последние значения».  A tab comes back to its own values; a new tab
    starts from the last values of any tab."""
    [mine] = open_live(page, f"{site_url}{DIET}", "his.diet_of_worms")
    mine.locator('[name="papal_cp"]').fill("1")
    expect(page).to_have_url(re.compile(r"papal_cp=1"))
    other = page.context.new_page()
    try:
        [theirs] = open_live(other, f"{site_url}{DIET}", "his.diet_of_worms")
        expect(theirs.locator('[name="papal_cp"]')).to_have_value("1")  # a new tab: the last values
        theirs.locator('[name="papal_cp"]').fill("2")
        expect(other).to_have_url(re.compile(r"papal_cp=2"))
        root = come_back(page, site_url, DIET, "his.diet_of_worms")
        expect(root.locator('[name="papal_cp"]')).to_have_value("1")
        theirs = calc(other, "his.diet_of_worms")
        theirs.locator('[data-action="reset"]').click()
        expect(other).not_to_have_url(re.compile(r"papal_cp="))
        root = come_back(page, site_url, DIET, "his.diet_of_worms")
        expect(root.locator('[name="papal_cp"]')).to_have_value("1")
        # And this tab's own new game stays new, whatever another tab holds.
        root.locator('[data-action="reset"]').click()
        theirs.locator('[name="papal_cp"]').fill("5")
        expect(other).to_have_url(re.compile(r"papal_cp=5"))
        root = come_back(page, site_url, DIET, "his.diet_of_worms")
        expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
        expect(root.locator('[name="papal_cp"]')).to_have_value("3")
    finally:
        other.close()


def test_a_link_pasted_over_the_same_page_is_taken_at_once(page: Page, site_url: str) -> None:
    """A friend's link to the page already open differs only after «#»: the browser stays on
    the page and loads nothing.  The address showed the friend's numbers and the form the
    player's own until a reload (stop 39's audit).  It is taken as on load, the player's own
    position kept on offer."""
    [root] = open_live(page, f"{site_url}{VICTORY}", "his.vp")
    root.locator('[name="protestant_spaces"]').fill("20")
    expect(page).to_have_url(re.compile(r"protestant_spaces=20"))
    page.evaluate("(hash) => { location.hash = hash; }", "#his.vp.powers.hapsburg.keys=3")
    expect(root.locator('[name="powers.hapsburg.keys"]')).to_have_value("3")
    expect(root.locator('[name="protestant_spaces"]')).to_have_value("0")
    expect(root.locator("[data-calc-restore]")).to_be_visible()
    expect(root).to_have_attribute("data-calc-state", "ready")
    form = {**find("his.vp").default_form("ru"), "powers.hapsburg.keys": "3"}
    expect(root.locator("[data-calc-result]")).to_contain_text(summary_line("his.vp", form, "ru"))
    # A heading's anchor is not a position: the form stays as it is.
    page.evaluate("(hash) => { location.hash = hash; }", "#calc-his-vp")
    page.wait_for_timeout(300)
    expect(root.locator('[name="powers.hapsburg.keys"]')).to_have_value("3")


def test_the_player_can_let_the_own_position_go(page: Page, site_url: str) -> None:
    [root] = open_live(page, f"{site_url}{DIET}", "his.diet_of_worms")
    root.locator('[name="papal_cp"]').fill("6")
    expect(page).to_have_url(re.compile(r"papal_cp=6"))
    root = come_back(page, site_url, f"{DIET}#his.diet_of_worms.papal_cp=1", "his.diet_of_worms")
    restore = root.locator("[data-calc-restore]")
    expect(restore).to_be_visible()
    restore.get_by_role("button", name="Забыть её").click()
    expect(restore).to_be_hidden()
    expect(root.locator('[name="papal_cp"]')).to_have_value("1")


# --- Item 5: each notice says what was applied and what was skipped ----------------------


def test_a_far_row_number_in_a_link_becomes_the_next_row_with_its_value(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}{DIET}#his.reformation_targets.targets.7.name=1")
    root = calc(page, "his.reformation_targets")
    rows = root.locator('[data-rows="targets"] [data-rows-body] > [data-row]')
    expect(rows).to_have_count(7)  # the rulebook's six, and this one
    expect(root.locator('[name="targets.6.name"]')).to_have_value("1")
    expect(root.locator("[data-calc-notice]")).to_have_text("Значения взяты из ссылки.")
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    expect(root.locator(".calc-result__table").first).to_contain_text("1")


def test_a_far_row_number_on_the_juizes_page_keeps_the_calculator_valid(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}{JUIZES}#juizes.income.players.5.name=Zé")
    root = calc(page, "juizes.income")
    expect(root.locator('[name="players.1.name"]')).to_have_value("Zé")
    expect(root.locator("[data-calc-notice]")).to_have_text("Valores carregados do link.")
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    expect(root.locator("[data-calc-result]")).to_contain_text("Zé")


def test_a_key_given_twice_in_a_link_takes_the_last_value_and_the_address_keeps_one(
    page: Page, site_url: str
) -> None:
    page.goto(f"{site_url}{DIET}#his.diet_of_worms.papal_cp=1&his.diet_of_worms.papal_cp=2")
    root = calc(page, "his.diet_of_worms")
    expect(root.locator('[name="papal_cp"]')).to_have_value("2")
    # The address is what the form holds: shared onward, it cannot mean two things.
    expect(page).to_have_url(re.compile(r"#his\.diet_of_worms\.papal_cp=2$"))
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)


def test_a_box_set_to_maybe_is_reported_as_skipped(page: Page, site_url: str) -> None:
    link = "#his.reformation.in_target_zone=maybe&his.reformation.protestant_dice=5"
    page.goto(f"{site_url}{DIET}{link}")
    root = calc(page, "his.reformation")
    notice = root.locator("[data-calc-notice]")
    expect(notice).to_contain_text("Из ссылки взято полей: 1.")
    expect(notice).to_contain_text("«Цель в целевой языковой зоне» (значение не подходит)")
    expect(root.locator('[name="protestant_dice"]')).to_have_value("5")
    expect(root.locator('[name="in_target_zone"]')).to_be_checked()  # the default stays
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)


@pytest.mark.parametrize(
    ("stored", "notice"),
    [("{}", None), ("{not json", "Сохранённые значения не удалось прочитать; они удалены.")],
    ids=["restores-nothing", "unreadable"],
)
def test_a_stored_state_of_no_use_is_removed(
    page: Page, site_url: str, stored: str, notice: str | None
) -> None:
    """One that restores nothing (``{}``) says nothing; one that cannot be read says so."""
    key = "calculators:his.diet_of_worms:ru"
    page.goto(f"{site_url}/")
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, stored])
    [root] = open_live(page, f"{site_url}{DIET}", "his.diet_of_worms")
    if notice is None:
        expect(root.locator("[data-calc-notice]")).to_be_hidden()
    else:
        expect(root.locator("[data-calc-notice]")).to_have_text(notice)
    assert page.evaluate("k => localStorage.getItem(k)", key) is None


# --- Item 7: the theme's own storage keys ---------------------------------------------------

JUNK = {
    "not JSON": "junk{",
    "a palette of the wrong shape": json.dumps({"index": "x", "color": {"bad key": 1}}),
    "a palette out of range": json.dumps({"index": 99, "color": {"scheme": "slate"}}),
    "a list of tabs that is a number": "5",
}


@pytest.mark.parametrize("junk", list(JUNK), ids=list(JUNK))
@pytest.mark.parametrize("path", ["/", VICTORY, JUIZES])
def test_junk_under_the_themes_storage_keys_breaks_nothing(
    page: Page, site_url: str, path: str, junk: str
) -> None:
    page.goto(f"{site_url}/404.html")
    key = "__tabs" if "tabs" in junk else "__palette"
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [f"/rules/.{key}", JUNK[junk]])
    page.goto(f"{site_url}{path}")
    if path != "/":
        expect(page.locator("[data-calculator]").first).to_have_attribute(
            "data-calc-state", "ready", timeout=LIVE
        )
    # The palette toggle still works (and writes a good value back).
    page.locator("form[data-md-component='palette'] label:visible").first.click()
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", re.compile("default|slate"))
    # The page fixture fails the test on any uncaught error.


THROWING = {
    "storage refused": """Object.defineProperty(window, "localStorage", {
        configurable: true, get() { throw new DOMException("denied", "SecurityError"); } });""",
    "every read fails": """Storage.prototype.getItem = function () {
        throw new DOMException("denied", "SecurityError"); };""",
}


@pytest.mark.parametrize("how", list(THROWING), ids=list(THROWING))
@pytest.mark.parametrize("path", ["/", VICTORY])
def test_a_storage_that_throws_breaks_nothing(page: Page, site_url: str, path: str, how: str) -> None:
    page.add_init_script(THROWING[how])
    page.goto(f"{site_url}{path}")
    if path != "/":
        root = calc(page, "his.vp")
        expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
        root.locator('[name="protestant_spaces"]').fill("20")
        expect(root.locator(".calc-result__table").first).to_be_visible()
    page.locator("form[data-md-component='palette'] label:visible").first.click()
    # The page fixture fails the test on any uncaught error.


def test_what_is_typed_before_the_page_script_attaches_wins_over_the_remembered(
    browser: Browser, site_url: str
) -> None:
    """On a phone's CPU the form is on screen seconds before the page's script attaches
    (5-8 s at 4× throttling, stop 31's audit).  A returning reader's remembered values then
    overwrote what had been typed meanwhile (12 became 3; «9» typed over a selection became
    «39»), and the result, the page's own, did not say it was not for the typed values."""
    url = f"{site_url}{VICTORY}"
    # No service worker: it would serve the page's script where the test cannot hold it.
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    [root] = open_live(page, url, "his.vp")
    root.locator('[name="protestant_spaces"]').fill("3")  # remembered from last time
    expect(page).to_have_url(re.compile(r"protestant_spaces=3"))
    page, release = open_with_script_held(context, url)
    root = calc(page, "his.vp")
    field = root.locator('[name="protestant_spaces"]')
    field.fill("12")
    # Before the script: the result is marked as not for the values typed.
    expect(root).to_have_attribute("data-calc-stale", re.compile(".+"))
    expect(root).to_have_attribute("data-calc-state", "static")
    release()
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    expect(field).to_have_value("12")
    typed = {**find("his.vp").default_form(), "protestant_spaces": "12"}
    expect(root.locator("[data-calc-result]")).to_contain_text(summary_line("his.vp", typed, "ru"))
    expect(root).not_to_have_attribute("data-calc-stale", re.compile(".*"))
    # The remembered position is on offer, not lost.
    expect(root.locator("[data-calc-restore]")).to_be_visible()
    context.close()


def test_back_after_a_language_switch_shows_what_the_fields_held(page: Page, site_url: str) -> None:
    """Found by stop 40's audit: a value refused (Hapsburg CP 9), the language switch, then
    Back.  The page came again with the browser's own copy of what the fields held over what
    the address said, and showed the page's result for 4/3/3, «53,6 %», as the one for the
    last valid values.  The fields are the calculator's (autocomplete=off): what they held
    goes along and comes back, the refused 9 marked, and the result in view is said to be
    the defaults', not the player's."""
    [root] = open_live(page, f"{site_url}{DIET}", "his.diet_of_worms")
    kinds = page.locator(".calc__form input, .calc__form select").evaluate_all(
        "els => [...new Set(els.map((el) => el.autocomplete))]"
    )
    assert kinds == ["off"], kinds  # no field of any calculator is the browser's to fill
    root.locator('[name="protestant_cp"]').fill("6")
    root.locator('[name="papal_cp"]').fill("1")
    good: dict[str, str | bool] = {"protestant_cp": "6", "papal_cp": "1", "hapsburg_cp": "3"}
    expect(root.locator("[data-calc-summary]")).to_contain_text(summary_line("his.diet_of_worms", good, "ru"))
    root.locator('[name="hapsburg_cp"]').fill("9")
    expect(root.locator('[data-error-for="hapsburg_cp"]')).to_be_visible()
    page.wait_for_timeout(300)  # the address follows the answer
    page.locator(".md-header .md-select").hover()
    page.locator('.md-select__link[hreflang="pt"]').click()
    expect(page).to_have_url(re.compile(r"/pt/here-i-stand/diet-of-worms/"))
    there = calc(page, "his.diet_of_worms")
    expect(there).to_have_attribute("data-calc-state", "invalid", timeout=LIVE)
    expect(there.locator('[name="hapsburg_cp"]')).to_have_value("9")
    page.go_back()
    expect(page).to_have_url(re.compile(r"/rules/here-i-stand/diet-of-worms/"))
    root = calc(page, "his.diet_of_worms")
    expect(root).to_have_attribute("data-calc-state", "invalid", timeout=LIVE)
    for name, value in {**good, "hapsburg_cp": "9"}.items():
        expect(root.locator(f'[name="{name}"]')).to_have_value(str(value))
    expect(root.locator('[data-error-for="hapsburg_cp"]')).to_be_visible()
    expect(root.locator("[data-calc-stale]")).to_have_text(
        "Результат — для значений по умолчанию, а не для ваших: исправьте отмеченные поля."
    )
    root.locator('[name="hapsburg_cp"]').fill("3")
    expect(root.locator("[data-calc-summary]")).to_contain_text(summary_line("his.diet_of_worms", good, "ru"))


def test_a_refused_link_says_the_result_is_the_default_one_not_the_players(page: Page, site_url: str) -> None:
    """Found by stop 40's audit: a link with a value out of range opened in a new tab marked
    the field and said the result shown was «for the last valid values», while it was the
    page's own for 4/3/3, values this tab never showed.  It says whose result it is; once the
    player has had a result of their own, a refused value keeps that one, as before."""
    link = "#his.diet_of_worms.protestant_cp=9&his.diet_of_worms.papal_cp=1"
    page.goto(f"{site_url}{DIET}{link}")
    root = calc(page, "his.diet_of_worms")
    expect(root).to_have_attribute("data-calc-state", "invalid", timeout=LIVE)
    expect(root.locator('[name="protestant_cp"]')).to_have_value("9")
    stale = root.locator("[data-calc-stale]")
    expect(stale).to_have_text(
        "Результат — для значений по умолчанию, а не для ваших: исправьте отмеченные поля."
    )
    expect(root.locator("[data-calc-status]")).to_contain_text(
        "пока показан результат для значений по умолчанию"
    )
    root.locator('[name="protestant_cp"]').fill("6")
    good: dict[str, str | bool] = {"protestant_cp": "6", "papal_cp": "1", "hapsburg_cp": "3"}
    expect(root.locator("[data-calc-summary]")).to_contain_text(summary_line("his.diet_of_worms", good, "ru"))
    expect(stale).to_be_hidden()
    root.locator('[name="protestant_cp"]').fill("9")
    expect(stale).to_have_text(
        "Результат — для последних верных значений («CP карты Протестантов»: 6): исправьте отмеченные поля."
    )
    expect(root.locator("[data-calc-summary]")).to_contain_text(summary_line("his.diet_of_worms", good, "ru"))


def test_a_refused_value_says_which_value_the_result_shown_took(page: Page, site_url: str) -> None:
    """Stop 40's audit (pt): typing 99999 key by key into a balance (at most 9999) left the
    result of the 9999 on the way, «saldo 9999 → 10006», as «the last valid values», which
    the player never meant; «1.000» (a thousand, written the Portuguese way) left the «1»'s.
    The line beside the result says which value of the marked field it took."""
    [root] = open_live(page, f"{site_url}{JUIZES}", "juizes.income")
    balance = root.locator('[name="players.0.balance"]')
    stale = root.locator("[data-calc-stale]")
    said = re.compile(
        r"^O resultado é dos últimos valores válidos \(“Saldo antes da Renda, linha 1”: (\d+)\): "
        r"corrija os campos marcados\.$"
    )

    def taken() -> str:
        """The value the line names; the result in view is that value's."""
        expect(stale).to_have_text(said)
        match = said.match(stale.inner_text())
        assert match, stale.inner_text()
        expect(root.locator("[data-calc-summary]")).to_contain_text(f"saldo {match.group(1)} →")
        return match.group(1)

    # Which keystroke's result stands depends on the answers' pace: the page's 4, or a
    # number on the way; the line names that one.
    balance.fill("")
    balance.press_sequentially("99999")
    expect(root).to_have_attribute("data-calc-state", "invalid")
    assert taken() in ("4", "9", "99", "999", "9999")
    before = taken()
    balance.fill("")
    balance.press_sequentially("1.000")
    assert taken() in (before, "1")
    balance.fill("4")
    expect(stale).to_be_hidden()


def test_a_refused_value_goes_along_with_the_language_switch_and_a_reload(page: Page, site_url: str) -> None:
    """Stop 40's pt audit: «12» developments typed key by key (at most 10) and refused, then the
    language switch, or a reload: the field came back as «1», the half-typed value the result
    shown had taken, with a clean result of 5 coins, and nothing said.  What the fields hold
    goes along, the refused value too, marked beside its field again."""
    [root] = open_live(page, f"{site_url}{JUIZES}", "juizes.income")
    field = '[name="settlements.0.developments"]'
    developments = root.locator(field)
    developments.fill("")
    developments.press_sequentially("12", delay=20)
    expect(root).to_have_attribute("data-calc-state", "invalid")
    page.wait_for_timeout(300)  # the address and storage follow the answer
    page.locator(".md-header .md-select").hover()
    page.locator('.md-select__link[hreflang="ru"]').click()
    expect(page).to_have_url(re.compile(r"/rules/juizes/renda-e-vitoria/"))
    there = calc(page, "juizes.income")
    expect(there).to_have_attribute("data-calc-state", "invalid", timeout=LIVE)
    expect(there.locator(field)).to_have_value("12")
    expect(there.locator('[data-error-for="settlements.0.developments"]')).to_be_visible()
    page.reload()
    there = calc(page, "juizes.income")
    expect(there).to_have_attribute("data-calc-state", "invalid", timeout=LIVE)
    expect(there.locator(field)).to_have_value("12")
    expect(there.locator("[data-calc-stale]")).to_be_visible()


def test_values_typed_while_python_loads_go_along_with_the_language_switch(page: Page, site_url: str) -> None:
    """Stop 41's slow-link audit, F0: on a slow link Python takes a minute or more; a «Rodada»
    typed meanwhile was dropped by the language switch (and by leaving and coming Back): the
    other page opened on the default round, with nothing said.  What the fields hold is put in
    the address and kept as soon as it is typed, as a refused value is."""
    held: list[Route] = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(f"{site_url}{JUIZES}")
    root = calc(page, "juizes.income")
    expect(root).to_have_attribute("data-calc-state", "loading")
    root.locator('[name="round"]').fill("1")
    expect(root).to_have_attribute("data-calc-stale", "loading")
    expect(page).to_have_url(re.compile(r"#juizes\.income\.round=1$"))
    page.locator(".md-header .md-select").hover()
    page.locator('.md-select__link[hreflang="ru"]').click()
    expect(page).to_have_url(re.compile(r"/rules/juizes/renda-e-vitoria/"))
    for route in held:
        route.continue_()
    page.unroute("**/pyodide.asm.wasm")
    there = calc(page, "juizes.income")
    expect(there.locator('[name="round"]')).to_have_value("1")
    expect(there).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    # Round 1 brings the dowry: the result is the typed round's, not the default's.
    expect(there.locator("[data-calc-summary]")).to_contain_text("4 → 17")
