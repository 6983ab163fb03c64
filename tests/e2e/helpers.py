"""What the end-to-end tests share: waiting for Python, finding a calculator, reading numbers."""

from __future__ import annotations

import contextlib
import re
import signal
import time
from collections.abc import Callable, Iterator
from types import FrameType
from typing import Any

from playwright.sync_api import BrowserContext, Dialog, Locator, Page, Route, expect

from calculators.api import run_form

LIVE = 60_000  # ms: a cold Pyodide start on a loaded 2-core CI machine


def percent(p: float) -> str:
    """A probability as the Russian pages print it: ``53,6 %`` (no-break space)."""
    return f"{p * 100:.1f}".replace(".", ",") + "\u00a0%"


def calc(page: Page, calc_id: str) -> Locator:
    return page.locator(f'[data-calculator="{calc_id}"]')


def dismiss(dialog: Dialog, seen: list[str]) -> None:
    """Note and close a dialog (none should open: markup from a link must stay text)."""
    seen.append(dialog.message)
    dialog.dismiss()


def arrived(page: Page, url: str) -> None:
    """Wait until the page at ``url`` is shown (instant navigation changes the address first);
    a search result adds ``?h=``, and calculators write their state after ``#``."""
    expect(page).to_have_url(re.compile(re.escape(url) + r"(\?[^#]*)?(#.*)?$"))
    expect(page.locator('link[rel="canonical"]')).to_have_attribute("href", url.split("#")[0])


def request_log(page: Page) -> Any:
    """The requests recorded by the ``page`` fixture (``tests/e2e/conftest.py``)."""
    return getattr(page, "request_log")  # noqa: B009


def page_errors(page: Page) -> Any:
    """The uncaught errors and console errors recorded by the ``page`` fixture."""
    return getattr(page, "errors")  # noqa: B009


class Frozen(AssertionError):
    """The page's main thread did not answer in time."""


@contextlib.contextmanager
def deadline(seconds: float) -> Iterator[None]:
    """Fail with :class:`Frozen` if the block takes longer than ``seconds``.

    Playwright's own timeouts need the page to run a script: a page whose main thread never
    returns would hang the test for good.  A timer signal interrupts the wait instead.
    """

    def fire(signum: int, frame: FrameType | None) -> None:
        raise Frozen(f"the page did not answer within {seconds} s")

    old = signal.signal(signal.SIGALRM, fire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def responsive(page: Page, seconds: float = 20) -> None:
    """Wait until the page has loaded, each look at it bounded: a frozen tab fails the test."""
    started = time.monotonic()
    while True:
        with deadline(5):
            state = page.evaluate("document.readyState")
        if state == "complete":
            return
        if time.monotonic() - started > seconds:
            raise Frozen(f"the page is still '{state}' after {seconds} s")
        time.sleep(0.1)


def refused_beside_the_field(
    page: Page, url: str, calc_id: str, name: str, value: str, message: str
) -> tuple[Locator, Locator]:
    """Open ``url`` with its calculator live, type ``value`` into ``name``: the message stands
    beside the field, the field is marked invalid, the calculator says so and the last good
    result stays.  Returns the field and its error slot (for the test to correct the value)."""
    page.goto(url)
    root = calc(page, calc_id)
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    before = root.locator(".calc-result__summary").inner_text()
    field = root.locator(f'[name="{name}"]')
    field.fill(value)
    error = root.locator(f'[data-error-for="{name}"]')
    expect(error).to_contain_text(message)
    expect(field).to_have_attribute("aria-invalid", "true")
    expect(root).to_have_attribute("data-calc-state", "invalid")
    expect(root.locator(".calc-result__summary")).to_have_text(before)
    # What the browser itself says of the field (its tooltip, a screen reader's "invalid
    # entry") is the same message in the page's language, not the browser's own English.
    assert field.evaluate("el => el.validationMessage") == error.inner_text()
    return field, error


def open_live(page: Page, url: str, *calc_ids: str) -> list[Locator]:
    """Open ``url`` and wait until each of its calculators ``calc_ids`` is live."""
    page.goto(url)
    roots = [calc(page, calc_id) for calc_id in calc_ids]
    for root in roots:
        expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    return roots


def open_prerendered(
    page: Page, url: str, calc_id: str, summary: str, *, exact: bool = False
) -> tuple[Locator, Locator]:
    """Open ``url``: before Python loads, the calculator ``calc_id`` already shows ``summary``
    (rendered at build time; the whole summary if ``exact``, else part of it), then it goes
    live.  Returns the calculator and its summary."""
    page.goto(url)
    root = calc(page, calc_id)
    shown = root.locator(".calc-result__summary")
    if exact:
        expect(shown).to_have_text(summary)
    else:
        expect(shown).to_contain_text(summary)
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    return root, shown


def serious_violations(page: Page) -> list[tuple[str, str, list[Any]]]:
    """axe's serious and critical findings on ``page`` (the page's CSP must be bypassed)."""
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    return [
        (v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3])
        for v in results.response["violations"]
        if v["impact"] in ("serious", "critical")
    ]


def open_with_script_held(context: BrowserContext, url: str) -> tuple[Page, Callable[[], None]]:
    """Open ``url`` in a new tab of ``context`` with the page's calculators module held back,
    as a phone's CPU holds it for seconds after the form is on screen; returns the tab and
    the function that lets the module through.  ``context`` must block service workers
    (one would serve the module where a route does not see it), and the tab is new (a tab's
    memory cache would serve the module without asking)."""
    page = context.new_page()
    held: list[Route] = []
    page.route("**/assets/javascripts/calculators.mjs", lambda route: held.append(route))
    page.goto(url, wait_until="commit")

    def release() -> None:
        # The parser may reach the module's tag after the form is typed in (a loaded machine).
        for _ in range(100):
            if held:
                break
            page.wait_for_timeout(100)
        assert held, "the page's module was not requested in 10 s"
        held[0].continue_()

    return page, release


def summary_line(calc_id: str, form: dict[str, str | bool], lang: str) -> str:
    """The result's first sentence in ``lang`` for ``form``, by the core."""
    answer = run_form(calc_id, form, lang)
    assert answer["ok"], answer
    lines = [line for line in answer["text"].splitlines() if line.strip()]
    return " ".join(lines[2].split())  # after the title and its underline


def lazy_compiles_per_thread(events: list[dict[str, Any]]) -> dict[tuple[Any, Any], int]:
    """Python's WebAssembly functions V8 compiled at their first call (``wasm.CompileLazy``
    in a Chromium trace), counted per thread."""
    lazy: dict[tuple[Any, Any], int] = {}
    for e in events:
        if e.get("name") == "wasm.CompileLazy":
            thread = (e.get("pid"), e.get("tid"))
            lazy[thread] = lazy.get(thread, 0) + 1
    return lazy
