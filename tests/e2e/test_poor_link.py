"""A player on a poor mobile link (stop 30's audit at 1.6 Mbit/s): the start Python takes
there, and what the page does when the link stalls or drops while Python downloads.

The link is simulated at the server (``tools.browser.Link``): one shared slow pipe, which
can stall (no byte moves, connections stay open) or drop (every answer cut, every new one
refused) and come back, as a phone's link does in a tunnel or a handover.
"""

from __future__ import annotations

import json
import re
from typing import Any

from playwright.sync_api import Browser, Page, expect

from calculators.api import run
from tests.e2e.conftest import ThroughLink, watch
from tests.e2e.helpers import LIVE, lazy_compiles_per_thread, percent
from tests.e2e.site import BASE_PATH
from tools.browser import Link

PAGE = "/here-i-stand/diet-of-worms/"
# What a phone on a 3G link tells its pages (the worker measures the link itself).
THREE_G = (
    "Object.defineProperty(navigator, 'connection', { value: { effectiveType: '3g', saveData: false } })"
)
STALLED = re.compile(r"^Данные не поступают: загрузка Python продолжится, когда связь оживёт\. \d+\u00a0%$")


def test_on_a_3g_link_a_plain_start_keeps_python_offline_without_the_memory_image(
    through_link: ThroughLink,
) -> None:
    """On a slow link the worker starts without the memory image; where the browser calls
    the link 3G (or slower, or asks to save data), the copy kept for offline use leaves it
    out too.  Found at stop 30: the service worker downloaded its 5 MB right after the first
    result, on the 3G link the plain start had spared, and a second tab opened meanwhile
    waited some 20 s for it.  (On localhost Chromium calls any link 4G: the page is told.)"""
    with through_link(Link(mbit=5, latency_ms=40), service_workers="allow") as (server, context):
        context.add_init_script(THREE_G)
        page = context.new_page()
        log, errors = watch(page, server.url)
        page.goto(f"{server.url}{BASE_PATH}{PAGE}")
        html = page.locator("html")
        expect(html).to_have_attribute("data-calc-offline", "ready", timeout=LIVE)
        start = html.get_attribute("data-calc-start"), html.get_attribute("data-calc-start-reason")
        assert start[0] == "plain", start
        kept = page.evaluate(
            "async () => (await (await caches.open('rules-runtime')).keys()).map((r) => r.url)"
        )
        names = sorted(url.rsplit("/", 1)[-1] for url in kept)
        # Offline, the next visit starts from what was kept: no memory image needed.
        context.set_offline(True)
        again = context.new_page()
        again.goto(f"{server.url}{BASE_PATH}{PAGE}")
        root = again.locator('[data-calculator="his.diet_of_worms"]')
        expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
        assert again.locator("html").get_attribute("data-calc-start") == "plain"
    answers = server.take_log()
    # The WebAssembly, downloaded compressed with Zstandard on this link, kept under its own name.
    assert "python.zip.gz" in names and "pyodide.asm.wasm" in names, names
    assert not any(name.endswith(".bin.gz") for name in names), names
    sent = sum(answer.bytes for answer in answers if answer.path.endswith(".bin.gz"))
    assert sent < 1_000_000, f"{sent} bytes of the memory image sent"
    assert log.foreign() == [] and errors.uncaught == []


def test_a_link_that_drops_while_python_downloads_is_waited_for_and_the_page_stays(
    through_link: ThroughLink,
) -> None:
    """Found at stop 30: the page took the failed downloads for a newer build's and reloaded
    itself while the link was down: the browser's error page took the place of the rules,
    and what the player had typed was gone.  Now the page stays, and Python's start is
    tried again once the site answers."""
    link = Link(mbit=5, latency_ms=40)
    with through_link(link) as (server, context):
        page = context.new_page()
        log, _ = watch(page, server.url)
        stacks: list[str] = []
        page.on("pageerror", lambda error: stacks.append(error.stack or str(error)))
        page.goto(f"{server.url}{BASE_PATH}{PAGE}")
        page.evaluate("window.__stayed = true")
        root = page.locator('[data-calculator="his.diet_of_worms"]')
        expect(root.locator("[data-calc-status]")).to_contain_text("%", timeout=LIVE)
        root.locator('[name="papal_cp"]').fill("5")
        link.drop()
        expect(root.locator("[data-calc-status]")).to_have_text(
            "Связь прервалась: Python загрузится, когда она вернётся. Страница и введённые значения остаются."
        )
        expect(root.locator("[data-calc-stale]")).to_have_text(
            "Результат — для прежних значений: нет связи, Python загрузится, когда она вернётся."
        )
        page.wait_for_timeout(3000)  # the page probes the site meanwhile
        link.resume()
        expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
        assert page.evaluate("window.__stayed") is True  # never reloaded
        expect(root.locator('[name="papal_cp"]')).to_have_value("5")
        answer = run("his.diet_of_worms", {"protestant_cp": 4, "papal_cp": 5, "hapsburg_cp": 3})
        expect(root.locator(".calc-result__summary")).to_contain_text(
            percent(answer["outcomes"]["protestant"])
        )
    assert log.foreign() == []
    # Material's own requests that the drop cut (its search's scripts and index, the
    # sitemap its instant navigation reads) fail in its scripts, uncaught: none in ours.
    assert [stack for stack in stacks if "/calculators" in stack] == []


def test_a_link_that_stalls_while_python_downloads_is_said_to_and_the_start_goes_on(
    through_link: ThroughLink,
) -> None:
    """Found at stop 30: with no byte arriving, «загрузка Python… 41 %» stood still without a
    word for as long as the link stalled."""
    link = Link(mbit=5, latency_ms=40)
    with through_link(link) as (server, context):
        page = context.new_page()
        log, errors = watch(page, server.url)
        page.goto(f"{server.url}{BASE_PATH}{PAGE}")
        root = page.locator('[data-calculator="his.diet_of_worms"]')
        status = root.locator("[data-calc-status]")
        expect(status).to_contain_text("%", timeout=LIVE)
        link.stall()
        expect(status).to_have_text(STALLED, timeout=30_000)
        link.resume()
        expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    assert log.foreign() == [] and errors.uncaught == []


def lazily_compiled(browser: Browser, page: Page, url: str) -> tuple[dict[tuple[Any, Any], int], int]:
    """Open ``url`` in ``page`` under a trace until its calculator is ready: the WebAssembly
    functions compiled at their first call, per thread, and the hits of the WebAssembly's
    code cache."""
    browser.start_tracing(page=page, categories=["v8.wasm", "disabled-by-default-devtools.timeline"])
    try:
        page.goto(url)
        root = page.locator('[data-calculator="his.diet_of_worms"]')
        expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    finally:
        events: list[dict[str, Any]] = json.loads(browser.stop_tracing())["traceEvents"]
    return lazy_compiles_per_thread(events), sum(
        1 for e in events if e.get("name") == "v8.wasm.moduleCacheHit"
    )


def test_after_a_first_visit_on_a_slow_link_the_next_finds_the_webassembly_compiled(
    through_link: ThroughLink, browser: Browser
) -> None:
    """Found at stop 53: on a slow link the page's worker decompresses the WebAssembly itself
    (Zstandard), and the browser keeps no compiled code of a module compiled from a response
    the page made; the rehearsal's module shared that module's code in the same process,
    and its two rounds added too little optimised code for a cache to be written.  Every
    later visit compiled some 1,230 of Python's WebAssembly functions at their first call
    (45-60 ms of the worker's thread, traced); stop 53 had the rehearsal wait for the next
    visit, so the third found them compiled, the second not.  The page's worker now compiles
    its module apart, and the rehearsal runs ten rounds on a module of its own from the
    service worker's copy, which is then kept compiled: the second visit finds it so.
    (Stop 56: with six rounds this test failed in 5 runs of 14, with ten in none of 12.)"""
    with through_link(Link(mbit=10, latency_ms=40), service_workers="allow") as (server, context):
        page = context.new_page()
        log, errors = watch(page, server.url)
        url = f"{server.url}{BASE_PATH}{PAGE}"
        page.goto(url)
        html = page.locator("html")
        expect(html).to_have_attribute("data-calc-offline", "ready", timeout=LIVE)
        assert html.get_attribute("data-calc-start") == "plain"
        assert html.get_attribute("data-calc-wasm-code-kept") == "false"
        expect(html).to_have_attribute("data-calc-code-cache", "ready", timeout=LIVE)
        # The next visit: the WebAssembly compiled, from the browser's code cache.
        page.goto("about:blank")
        second, hits = lazily_compiled(browser, page, url)
    assert hits >= 1, "no code cache hit for the WebAssembly"
    assert max(second.values(), default=0) < 100, (
        f"functions compiled at their first call, per thread: {second}"
    )
    assert log.foreign() == [] and errors.uncaught == []
