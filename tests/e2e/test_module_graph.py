"""A page asks for all of its modules at once (hooks/module_preload.py).

The page's two module scripts import a dozen modules, up to three deep; a browser finds an
import only once the module importing it has arrived.  On a link with a round trip of its
own, that is a round trip per level, and so again for a reader who comes back once the
static host's ``max-age`` has run out (each module revalidated with the server).
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.conftest import ThroughLink, watch
from tests.e2e.helpers import LIVE
from tests.e2e.site import BASE_PATH
from tools.browser import Link, stop_service_workers

PAGE = "/here-i-stand/diet-of-worms/"

# Each of the page's own modules: when it was asked for and when it had arrived (page clock).
MODULES = """() => Object.fromEntries(
  performance.getEntriesByType("resource")
    .filter((e) => /\\/assets\\/javascripts\\/[\\w.-]+\\.mjs$/.test(e.name))
    .map((e) => [e.name.split("/").pop(), { asked: e.startTime, arrived: e.responseEnd }])
)"""


def late_modules(page: Page) -> dict[str, int]:
    """The page's modules asked for only once one of them had arrived (page clock, ms)."""
    modules = page.evaluate(MODULES)
    assert {
        "calculators.mjs",
        "site.mjs",
        "calculators-client.mjs",
        "calculators-session.mjs",
    } <= modules.keys()
    first = min(module["arrived"] for module in modules.values())
    return {name: round(module["asked"]) for name, module in modules.items() if module["asked"] >= first}


def test_a_page_asks_for_every_module_it_imports_before_the_first_has_arrived(
    through_link: ThroughLink,
) -> None:
    """On a 10 Mbit/s link with 40 ms a request, the Diet of Worms page (before the calculator
    pages held them back, below): the first module arrived 322 ms after navigation; the
    eight calculators.mjs imports were asked for at 374-421 ms, those they import at 728 ms,
    and calculators-session.mjs (imported by calculators-client.mjs) at 820 ms."""
    with through_link(Link(mbit=10, latency_ms=40)) as (server, context):
        page = context.new_page()
        _, errors = watch(page, server.url)
        page.goto(f"{server.url}{BASE_PATH}/")
        page.wait_for_load_state("load")
        assert late_modules(page) == {}
    assert errors.uncaught == [] and errors.csp() == [], (errors.uncaught, errors.csp())


def test_a_first_visit_to_a_calculator_leaves_the_link_to_python_and_a_return_asks_at_once(
    through_link: ThroughLink,
) -> None:
    """A first visit: the modules would share the link with Python's download as the worker
    measures it to choose its start (the first answer some 100 ms later on 10 Mbit/s), so
    they come import by import.  A return (Python kept; the service worker stopped, every
    module revalidated as once the static host's max-age has run out): all asked at once."""
    with through_link(Link(mbit=10, latency_ms=40), service_workers="allow") as (server, context):
        server.cache_control = "max-age=0"
        page = context.new_page()
        _, errors = watch(page, server.url)
        page.goto(f"{server.url}{BASE_PATH}{PAGE}")
        expect(page.locator("html")).to_have_attribute("data-calc-offline", "ready", timeout=LIVE)
        assert page.locator('link[rel="modulepreload"]').count() == 0
        assert late_modules(page) != {}
        page.goto("about:blank")
        stop_service_workers(context, page)
        page.goto(f"{server.url}{BASE_PATH}{PAGE}")
        root = page.locator('[data-calculator="his.diet_of_worms"]')
        expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
        assert late_modules(page) == {}
    assert errors.uncaught == [] and errors.csp() == [], (errors.uncaught, errors.csp())
