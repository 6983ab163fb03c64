"""A page asks for all of its modules at once (hooks/module_preload.py).

The page's two module scripts import a dozen modules, up to three deep; a browser finds an
import only once the module importing it has arrived.  On a link with a round trip of its
own, that is a round trip per level, and so again for a reader who comes back once the
static host's ``max-age`` has run out (each module revalidated with the server).
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.e2e.conftest import ThroughLink, watch
from tests.e2e.helpers import LIVE
from tests.e2e.site import BASE_PATH
from tools.browser import Link

PAGE = "/here-i-stand/diet-of-worms/"

# Each of the page's own modules: when it was asked for and when it had arrived (page clock).
MODULES = """() => Object.fromEntries(
  performance.getEntriesByType("resource")
    .filter((e) => /\\/assets\\/javascripts\\/[\\w.-]+\\.mjs$/.test(e.name))
    .map((e) => [e.name.split("/").pop(), { asked: e.startTime, arrived: e.responseEnd }])
)"""


def test_a_page_asks_for_every_module_it_imports_before_the_first_has_arrived(
    through_link: ThroughLink,
) -> None:
    """On a 10 Mbit/s link with 40 ms a request, a first visit (Python's download shares the
    link): the first module arrived 322 ms after navigation; the eight calculators.mjs
    imports were asked for at 374-421 ms, those they import at 728 ms, and
    calculators-session.mjs (imported by calculators-client.mjs) at 820 ms."""
    with through_link(Link(mbit=10, latency_ms=40)) as (server, context):
        page = context.new_page()
        _, errors = watch(page, server.url)
        page.goto(f"{server.url}{BASE_PATH}{PAGE}")
        root = page.locator('[data-calculator="his.diet_of_worms"]')
        expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
        modules = page.evaluate(MODULES)
    assert {
        "calculators.mjs",
        "site.mjs",
        "calculators-client.mjs",
        "calculators-session.mjs",
    } <= modules.keys()
    first = min(module["arrived"] for module in modules.values())
    late = {name: round(module["asked"]) for name, module in modules.items() if module["asked"] >= first}
    assert late == {}, f"asked for after the first module had arrived ({first:.0f} ms): {late}"
    assert errors.uncaught == [] and errors.csp() == [], (errors.uncaught, errors.csp())
