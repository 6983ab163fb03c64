"""The worker's two starts, in headless Chromium against the built site.

``make site`` puts a memory snapshot of Python with the core imported next to the runtime
(``tools/make-snapshot.mjs``: ``assets/pyodide/snapshot.bin.gz`` + ``snapshot.json``).  The
worker starts from it when it matches this Pyodide and this wheel, and otherwise falls back
to a plain ``loadPyodide()`` without a word to the player; the page records which start ran
in ``<html data-calc-start>``.  Each case ends with the calculator answering a change, and
any request to another host fails the test.

The fallbacks are checked with service workers blocked: the site's service worker fetches
the runtime, snapshot included, for offline use on its own, so which files the worker
asked for could not be told apart, and Playwright's routes do not see every request a
service worker makes.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Callable, Iterator

import pytest
from playwright.sync_api import Page, Route, expect

from tests.e2e.conftest import RequestLog
from tests.e2e.helpers import LIVE, percent, request_log
from tests.e2e.site import SITE

PAGE = "/here-i-stand/diet-of-worms/"
INFO = SITE / "assets" / "pyodide" / "snapshot.json"


@pytest.fixture(scope="module")
def info() -> dict[str, object]:
    if not INFO.is_file():
        pytest.fail(f"{INFO} is missing: `make site` runs tools/make-snapshot.mjs after mkdocs build")
    info: dict[str, object] = json.loads(INFO.read_text(encoding="utf-8"))
    return info


@pytest.fixture
def isolated(browser: object, site_url: str) -> Iterator[Page]:
    """Like the ``page`` fixture (every request logged, none to another host), without service workers."""
    context = browser.new_context(service_workers="block")  # type: ignore[attr-defined]
    pg = context.new_page()
    log = RequestLog(site_url)
    context.on("request", lambda r: log.urls.append(r.url))
    setattr(pg, "request_log", log)  # noqa: B010
    yield pg
    context.close()
    assert log.foreign() == [], f"requests to other hosts: {log.foreign()}"


def open_and_answer(page: Page, site_url: str) -> str:
    """Open the Diet of Worms, change all three inputs, check the answer; return the start."""
    page.goto(f"{site_url}{PAGE}")
    root = page.locator('[data-calculator="his.diet_of_worms"]')
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    for name in ("protestant_cp", "papal_cp", "hapsburg_cp"):
        root.locator(f'[name="{name}"]').fill("1")
    summary = root.locator(".calc-result__summary")
    expect(summary).to_contain_text(percent(473 / 729))  # by hand: 473/729, 80/729, 176/729
    expect(summary).to_contain_text(percent(176 / 729))
    assert page.locator("html").get_attribute("data-calc-worker-starts") == "1"
    return page.locator("html").get_attribute("data-calc-start") or ""


def requested(page: Page, name: str) -> bool:
    return any(url.rsplit("/", 1)[-1] == name for url in request_log(page).urls)


def serve(body: bytes, content_type: str) -> Callable[[Route], None]:
    return lambda route: route.fulfill(status=200, body=body, content_type=content_type)


def test_snapshot_start_on_built_site(page: Page, site_url: str, info: dict[str, object]) -> None:
    assert info["pyodide"] == "314.0.7"
    assert open_and_answer(page, site_url) == "snapshot"  # service worker and all


def test_snapshot_start_fetches_image_and_wheel(
    isolated: Page, site_url: str, info: dict[str, object]
) -> None:
    assert open_and_answer(isolated, site_url) == "snapshot"
    assert requested(isolated, str(info["snapshot"]))
    # The image holds the imported modules, not their files: the worker unpacks the wheel.
    assert requested(isolated, str(info["wheel"]))


def test_missing_snapshot_falls_back_to_plain_start(
    isolated: Page, site_url: str, info: dict[str, object]
) -> None:
    isolated.context.route("**/assets/pyodide/snapshot.json", lambda route: route.fulfill(status=404))
    assert open_and_answer(isolated, site_url) == "plain"
    assert not requested(isolated, str(info["snapshot"]))


@pytest.mark.parametrize(
    "change",
    [{"wheel_sha256": "0" * 64}, {"pyodide": "314.0.6"}],
    ids=["other-core", "other-pyodide"],
)
def test_stale_snapshot_falls_back_to_plain_start(
    isolated: Page, site_url: str, info: dict[str, object], change: dict[str, str]
) -> None:
    stale = json.dumps({**info, **change}).encode()
    isolated.context.route("**/assets/pyodide/snapshot.json", serve(stale, "application/json"))
    assert open_and_answer(isolated, site_url) == "plain"
    assert not requested(isolated, str(info["snapshot"]))  # checked before the download


BROKEN: dict[str, Callable[[bytes], bytes]] = {
    # Right description, wrong image: Pyodide rejects it (magic number, build id).
    "not-an-image": lambda real: gzip.compress(b"not a memory snapshot" * 1000),
    # Cut short: the browser's DecompressionStream fails.
    "truncated": lambda real: real[:100_000],
}


@pytest.mark.parametrize("kind", BROKEN)
def test_broken_snapshot_falls_back_to_plain_start(
    isolated: Page, site_url: str, info: dict[str, object], kind: str
) -> None:
    name = str(info["snapshot"])
    body = BROKEN[kind]((INFO.parent / name).read_bytes())
    isolated.context.route(f"**/assets/pyodide/{name}", serve(body, "application/gzip"))
    assert open_and_answer(isolated, site_url) == "plain"
    assert requested(isolated, name)
