"""Shared fixtures.  End-to-end tests (marker ``e2e``) serve the built ``site/`` on a free
localhost port and drive Debian's Chromium through Playwright."""

from __future__ import annotations

import contextlib
import functools
import http.server
import os
import socket
import threading
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlparse

import pytest

ROOT = Path(__file__).resolve().parent.parent
# SITE_DIR lets a developer test a site built elsewhere (mkdocs build -d DIR).
SITE = Path(os.environ.get("SITE_DIR", ROOT / "site"))
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    """The built site served on 127.0.0.1 at a free port, for the whole session."""
    if not (SITE / "index.html").is_file():
        pytest.fail("site/ is not built: run `make site` (or `make test`) first")
    handler = functools.partial(_QuietHandler, directory=str(SITE))
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield b
        b.close()


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


@pytest.fixture
def page(browser: object, site_url: str) -> Iterator[object]:
    """A fresh page whose requests are recorded; the test fails if any leaves the site."""
    context = browser.new_context()  # type: ignore[attr-defined]
    pg = context.new_page()
    log = RequestLog(site_url)
    pg.on("request", lambda r: log.urls.append(r.url))
    context.on("request", lambda r: log.urls.append(r.url))  # worker requests too
    pg.request_log = log
    yield pg
    with contextlib.suppress(Exception):
        context.close()
    assert log.foreign() == [], f"requests to other hosts: {log.foreign()}"
