"""End-to-end fixtures: the site built for the URL it is served at, and Debian's Chromium.

The session builds the site (``tools.build_site``) for ``http://127.0.0.1:<port>/rules/``
on a port bound before the build, then serves it from that very socket, so the pages
are tested as readers get them: under a sub-path, with instant navigation on.  For quick
local runs, ``E2E_PORT=<port> E2E_REUSE=1`` serves the site built by an earlier run for
the same URL instead of building it again.

The ``page`` fixture records every request (the test fails if one leaves the site), every
uncaught error and every Content-Security-Policy violation (the test fails on either).
``through_link`` serves the same build through a simulated slow link, at an address of
its own, for a reader's first visit on a phone's link.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest

from tests.conftest import ROOT
from tests.e2e.site import BASE_PATH, SERVED, SITE
from tools.browser import Link, StaticServer, bound_socket, launch

HERE = Path(__file__).parent
STAMP = SITE / ".built-for"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if HERE in Path(item.path).parents:
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    """The site's URL without the trailing slash: ``http://127.0.0.1:<port>/rules``."""
    sock = bound_socket(int(os.environ.get("E2E_PORT") or 0))
    url = f"http://127.0.0.1:{sock.getsockname()[1]}{BASE_PATH}/"
    reuse = os.environ.get("E2E_REUSE") and STAMP.is_file() and STAMP.read_text() == url
    if not reuse:
        # In a process of its own: the PDF step drives Chromium too.
        build = [sys.executable, "-m", "tools.build_site", "--url", url, "--out", str(SITE)]
        subprocess.run(build, cwd=ROOT, check=True)
        STAMP.write_text(url)
    with StaticServer(SERVED, sock=sock):
        yield url.rstrip("/")


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = launch(p)
        yield b
        b.close()


# ``with through_link(link, **context_options) as (server, context):``
ThroughLink = Callable[..., contextlib.AbstractContextManager[tuple[StaticServer, Any]]]


@pytest.fixture
def through_link(browser: Any, site_url: str) -> ThroughLink:
    """Serve the site built for ``site_url`` through ``link`` (a ``tools.browser.Link``: one
    shared slow pipe, gzip, 304s) at an address of its own, and open a browser context on
    it, its service workers blocked unless the options say otherwise.  The pages are opened
    by URL there (instant navigation follows only ``site_url``); the server's log of
    answers stays readable after the block."""

    @contextlib.contextmanager
    def serve(link: Link, **options: Any) -> Iterator[tuple[StaticServer, Any]]:
        with StaticServer(SERVED, gzip=True, link=link) as server:
            context = browser.new_context(**{"service_workers": "block", **options})
            try:
                yield server, context
            finally:
                context.close()

    return serve


class RequestLog:
    """Every request a page makes; :meth:`foreign` lists those not to the local server."""

    def __init__(self, base: str) -> None:
        self.host = urlparse(base).netloc
        self.urls: list[str] = []

    def foreign(self) -> list[str]:
        return [
            u
            for u in self.urls
            if urlparse(u).scheme not in ("data", "blob", "about", "file") and urlparse(u).netloc != self.host
        ]


class PageErrors:
    """Uncaught errors and console messages of a page (and its workers)."""

    def __init__(self) -> None:
        self.uncaught: list[str] = []
        self.console_errors: list[str] = []

    def csp(self) -> list[str]:
        return [m for m in self.uncaught + self.console_errors if "Content Security Policy" in m]


def watch(page: Any, base: str) -> tuple[RequestLog, PageErrors]:
    log, errors = RequestLog(base), PageErrors()
    page.on("request", lambda r: log.urls.append(r.url))
    page.context.on("request", lambda r: log.urls.append(r.url))  # worker requests too
    page.on("pageerror", lambda e: errors.uncaught.append(str(e)))
    page.on("console", lambda m: errors.console_errors.append(m.text) if m.type == "error" else None)
    setattr(page, "request_log", log)  # noqa: B010
    setattr(page, "errors", errors)  # noqa: B010
    return log, errors


@pytest.fixture
def page(browser: Any, site_url: str, request: pytest.FixtureRequest) -> Iterator[Any]:
    """A fresh page; the test fails if a request leaves the site, or on a CSP violation or an
    uncaught error (``@pytest.mark.allow_errors`` for tests that break the site on purpose)."""
    context = browser.new_context()
    pg = context.new_page()
    log, errors = watch(pg, site_url)
    yield pg
    with contextlib.suppress(Exception):
        context.close()
    assert log.foreign() == [], f"requests to other hosts: {log.foreign()}"
    assert errors.csp() == [], f"Content-Security-Policy violations: {errors.csp()}"
    if not request.node.get_closest_marker("allow_errors"):
        assert errors.uncaught == [], f"uncaught errors: {errors.uncaught}"
