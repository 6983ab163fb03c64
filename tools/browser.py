"""Headless Chromium and a static file server, the one copy for tests, bench and the PDFs.

* :data:`CHROMIUM` / :data:`CHROMIUM_ARGS`: Debian's Chromium with the flags this machine
  needs (without the background-networking ones Chromium tries hosts that the closed
  network refuses; ``shared/reference/stack-notes.md``).
* :class:`StaticServer`: a directory served on ``127.0.0.1`` from a socket bound before the
  site is built, so a site can be built for the very URL it is served at (Material's
  instant navigation only follows the URLs of its ``sitemap.xml``, which carry
  ``site_url``).  Like a static host it sends ``Cache-Control`` and ``Last-Modified`` and
  answers ``If-Modified-Since`` with 304.
"""

from __future__ import annotations

import functools
import http.server
import socket
import threading
from pathlib import Path
from types import TracebackType
from typing import Any

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


def launch(playwright: Any, **options: Any) -> Any:
    """Launch Debian's Chromium headless through a ``sync_playwright()`` instance."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, **options)


def bound_socket() -> socket.socket:
    """A listening socket on a free port of 127.0.0.1 (the port is ours until it is closed)."""
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    sock.listen(64)
    return sock


class _Handler(http.server.SimpleHTTPRequestHandler):
    server: _Server

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass

    def end_headers(self) -> None:
        self.send_header("Cache-Control", self.server.cache_control)
        super().end_headers()


class _Server(http.server.ThreadingHTTPServer):
    cache_control = "max-age=600"


class StaticServer:
    """Serve ``directory`` on 127.0.0.1 in a thread; ``url`` is its root (no trailing slash).

    ``cache_control`` is sent with every answer (a static host sends ``max-age=600``; it
    may be changed while serving); SimpleHTTPRequestHandler already sends
    ``Last-Modified`` and answers 304.
    """

    def __init__(
        self,
        directory: Path,
        *,
        sock: socket.socket | None = None,
        cache_control: str = "max-age=600",
    ) -> None:
        self.socket = sock or bound_socket()
        self.port: int = self.socket.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.server = _Server(
            ("127.0.0.1", self.port),
            functools.partial(_Handler, directory=str(directory)),
            bind_and_activate=False,
        )
        self.server.cache_control = cache_control
        self.server.socket.close()
        self.server.socket = self.socket
        self.server.daemon_threads = True
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def cache_control(self) -> str:
        return self.server.cache_control

    @cache_control.setter
    def cache_control(self, value: str) -> None:
        self.server.cache_control = value

    def __enter__(self) -> StaticServer:
        self._thread.start()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.server.shutdown()
        self.server.server_close()
