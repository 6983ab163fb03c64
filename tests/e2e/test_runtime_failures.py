"""Every failure of Python's start or of its worker is told at once (issue 19 items 1 and 3).

* The WebAssembly runtime answered 404, its download aborted or cut short: the calculators
  say that Python could not start, at once (not «загрузка Python…» forever), with no
  uncaught error, and the pre-rendered result stays.
* A worker that dies (closes itself) is noticed at once: a change made meanwhile marks the
  result as not matching the inputs, a new worker starts, and the calculator answers again.
  When new workers cannot start either, the calculator says so, with the result still
  marked as not matching.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from playwright.sync_api import Browser, Page, Route, Worker, expect
from playwright.sync_api import Error as PlaywrightError

from calculators.api import run
from tests.e2e.conftest import watch
from tests.e2e.helpers import LIVE, calc, page_errors, percent

PAGE = "/here-i-stand/diet-of-worms/"
ID = "his.diet_of_worms"
AT_ONCE = 15_000  # ms: the failure is reported as soon as the download fails, not after a timeout
ANY = re.compile(".+")  # the result is marked as not matching the inputs (data-calc-stale)

WASM_FAILURES: dict[str, Callable[[Route], None]] = {
    "404": lambda route: route.fulfill(status=404, body="not found", content_type="text/plain"),
    "aborted": lambda route: route.abort("failed"),
    "cut-short": lambda route: route.fulfill(
        status=200, body=b"\0asm\1\0\0\0" + b"\0" * 1000, content_type="application/wasm"
    ),
}


@pytest.mark.parametrize("how", WASM_FAILURES)
def test_webassembly_that_does_not_arrive_is_reported_at_once(page: Page, site_url: str, how: str) -> None:
    page.route("**/pyodide.asm.wasm", WASM_FAILURES[how])
    page.goto(f"{site_url}{PAGE}")
    root = calc(page, ID)
    expect(root).to_have_attribute("data-calc-state", "failed", timeout=AT_ONCE)
    expect(root.locator("[data-calc-status]")).to_contain_text("Не удалось запустить Python")
    expect(root.locator(".calc-result__summary")).to_contain_text("Протестанты побеждают")
    assert page_errors(page).uncaught == []


@pytest.fixture
def no_service_worker(browser: Browser, site_url: str) -> Iterator[Page]:
    """The ``page`` fixture's checks, with service workers blocked (so that routes see every
    request of the calculators' worker)."""
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    log, errors = watch(page, site_url)
    yield page
    context.close()
    assert log.foreign() == []
    assert errors.uncaught == [], errors.uncaught


def the_worker(page: Page) -> Worker:
    """The worker that answers the calculators of ``page``: not the rehearsal the page starts
    once the service worker has kept its runtime (calculators-client.mjs ``rehearse``), a
    worker of the same script for a few seconds."""
    found = []
    for worker in page.workers:
        if "calculators-worker" not in worker.url:
            continue
        try:
            if worker.evaluate("self.name") == "rehearsal":
                continue
        except PlaywrightError:
            continue  # ended meanwhile
        found.append(worker)
    assert len(found) == 1, f"{len(found)} workers answer the page"
    return found[0]


def answer(protestant_cp: int) -> str:
    return percent(
        run(ID, {"protestant_cp": protestant_cp, "papal_cp": 3, "hapsburg_cp": 3})["outcomes"]["protestant"]
    )


def test_a_worker_that_dies_is_replaced_and_the_calculator_answers_again(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}{PAGE}")
    root = calc(page, ID)
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    the_worker(page).evaluate("self.close()")  # the worker stops without a word
    root.locator('[name="protestant_cp"]').fill("1")
    # At once, not after a 10 s timeout: the shown result is not the one for these inputs.
    expect(root).to_have_attribute("data-calc-stale", ANY, timeout=3_000)
    expect(root.locator(".calc-result__summary")).to_contain_text(answer(1), timeout=LIVE)
    expect(root).not_to_have_attribute("data-calc-stale", ANY)
    expect(root).to_have_attribute("data-calc-state", "ready")
    expect(page.locator("html")).to_have_attribute("data-calc-worker-starts", "2")
    # And it keeps answering.
    root.locator('[name="protestant_cp"]').fill("2")
    expect(root.locator(".calc-result__summary")).to_contain_text(answer(2))


def test_workers_that_cannot_start_again_are_reported(no_service_worker: Page, site_url: str) -> None:
    page = no_service_worker
    page.goto(f"{site_url}{PAGE}")
    root = calc(page, ID)
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    before = root.locator(".calc-result__summary").inner_text()
    # From now on the worker's script cannot be loaded: every new worker fails at once.
    page.context.route("**/calculators-worker.mjs", lambda route: route.fulfill(status=503, body="down"))
    the_worker(page).evaluate("self.close()")
    root.locator('[name="protestant_cp"]').fill("1")
    expect(root).to_have_attribute("data-calc-state", "failed", timeout=AT_ONCE)
    expect(root.locator("[data-calc-status]")).to_contain_text("Не удалось запустить Python")
    expect(root).to_have_attribute("data-calc-stale", "failed")
    expect(root.locator(".calc-result__summary")).to_have_text(before)


def close_the_worker(page: Page) -> None:
    """The calculators' worker of ``page`` stops without a word (as one a phone's browser
    ends under a long-open tab)."""
    the_worker(page).evaluate("self.close()")


def test_a_worker_lost_now_and_then_through_an_evening_is_replaced_each_time(
    page: Page, site_url: str
) -> None:
    """Stop 42's phone audit, F4: a tab replaced a lost worker twice in its life; the third
    loss, however many answers the workers had given in between, left the calculators
    failed until a reload.  A worker that answers has been a healthy start: the losses that
    count are those in a row."""
    page.goto(f"{site_url}{PAGE}")
    root = calc(page, ID)
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    for n, protestant_cp in enumerate((1, 2, 5, 6), start=2):
        close_the_worker(page)
        root.locator('[name="protestant_cp"]').fill(str(protestant_cp))
        expect(root.locator(".calc-result__summary")).to_contain_text(answer(protestant_cp), timeout=LIVE)
        expect(root).to_have_attribute("data-calc-state", "ready")
        expect(page.locator("html")).to_have_attribute("data-calc-worker-starts", str(n))


def test_a_page_reached_after_the_calculators_gave_up_says_so(no_service_worker: Page, site_url: str) -> None:
    """Stop 42's phone audit, F4: once the workers could not be replaced, a calculator page
    reached by a tap opened on «Калькулятор готов», and only the first change said that
    nothing worked.  It opens saying that Python could not start, its result the page's own."""
    page = no_service_worker
    page.goto(f"{site_url}{PAGE}")
    root = calc(page, ID)
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    page.context.route("**/calculators-worker.mjs", lambda route: route.fulfill(status=503, body="down"))
    close_the_worker(page)
    root.locator('[name="protestant_cp"]').fill("1")
    expect(root).to_have_attribute("data-calc-state", "failed", timeout=AT_ONCE)
    page.locator('.md-sidebar--primary .md-nav__link[href$="victory/"]').first.click()
    expect(page).to_have_url(re.compile(r"/here-i-stand/victory/"))
    there = calc(page, "his.vp")
    expect(there).to_have_attribute("data-calc-state", "failed", timeout=AT_ONCE)
    expect(there.locator("[data-calc-status]")).to_contain_text("Не удалось запустить Python")
