"""Headless Chromium and a static file server, the one copy for tests, bench and the PDFs.

* :data:`CHROMIUM` / :data:`CHROMIUM_ARGS`: Debian's Chromium with the flags this machine
  needs (without the background-networking ones Chromium tries hosts that the closed
  network refuses; ``shared/reference/stack-notes.md``).
* :class:`StaticServer`: a directory served on ``127.0.0.1`` from a socket bound before the
  site is built, so a site can be built for the very URL it is served at (Material's
  instant navigation only follows the URLs of its ``sitemap.xml``, which carry
  ``site_url``).  Like a static host it sends ``Cache-Control`` and ``Last-Modified``,
  answers ``If-Modified-Since`` with 304 and, when asked, gzips by type.  For the benchmark
  it can also send everything through one slow :class:`Link` and log every answer.
"""

from __future__ import annotations

import email.utils
import gzip
import http.server
import mimetypes
import socket
import sys
import threading
import time
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Any, Generic, TypeVar, cast

T = TypeVar("T")

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
TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".gz": "application/gzip",
    ".zst": "application/zstd",  # the runtime's Zstandard files: already compressed
}
# What a static host such as GitHub Pages compresses (not zips, images, PDFs, .gz).
COMPRESSIBLE = (
    "text/",
    "application/javascript",
    "application/json",
    "application/wasm",
    "application/xml",
    "image/svg",
)
CHUNK = 16 * 1024  # bytes per write through a Link: answers sent at once share it fairly


# Chromium features turned off on top of Playwright's own list: the omnibox popup's web UI
# (chrome://omnibox-popup.top-chrome/, made for every window even when headless) was seen
# to take 2.5 s of one core in 5 s of a benchmark's visit, on a 2-core machine.
DISABLED_FEATURES = ("WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup")
FEATURES_SWITCH = "--disable-features="
_defaults: dict[str, str | None] = {}  # Playwright's own --disable-features switch, once read


def command_line(browser: Any) -> list[str]:
    """The command line of a running Chromium (from chrome://version)."""
    page = browser.new_page()
    try:
        page.goto("chrome://version")
        return str(page.locator("#command_line").inner_text(timeout=10_000)).split()
    finally:
        page.close()


def _playwright_features(playwright: Any) -> str | None:
    """Playwright's ``--disable-features`` switch, or None if it could not be read."""
    if "switch" not in _defaults:
        probe = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            found = [a for a in command_line(probe) if a.startswith(FEATURES_SWITCH)]
        except Exception:  # noqa: BLE001 (a Chromium without chrome://version: as before)
            found = []
        finally:
            probe.close()
        _defaults["switch"] = found[0] if len(found) == 1 else None
    return _defaults["switch"]


def launch(playwright: Any, **options: Any) -> Any:
    """Launch Debian's Chromium headless through a ``sync_playwright()`` instance.

    Chromium keeps only the last ``--disable-features`` switch, so :data:`DISABLED_FEATURES`
    join Playwright's own switch, which the merged one replaces (a second switch would undo
    Playwright's list)."""
    default = _playwright_features(playwright)
    if default is None:
        return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, **options)
    features = [f for f in default[len(FEATURES_SWITCH) :].split(",") if f]
    merged = FEATURES_SWITCH + ",".join(dict.fromkeys([*features, *DISABLED_FEATURES]))
    return playwright.chromium.launch(
        executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, merged], ignore_default_args=[default], **options
    )


def stop_service_workers(context: Any, page: Any) -> None:
    """Stop the service workers of ``context`` (through ``page``'s DevTools session), as a
    browser stops an idle one: a reader's next visit starts it again."""
    session = context.new_cdp_session(page)
    session.send("ServiceWorker.enable")
    session.send("ServiceWorker.stopAllWorkers")


def bound_socket(port: int = 0) -> socket.socket:
    """A listening socket on 127.0.0.1, on ``port`` or (0) a free one: the port is ours until
    it is closed (a fixed port lets a rerun reuse a site built for its URL)."""
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", port))
    sock.listen(64)
    return sock


class Link:
    """One pipe of ``mbit`` Mbit/s shared by every answer, and ``latency_ms`` before each
    answer starts (a round trip): a reader's slow link, simulated at the server, so that the
    page's, its workers' and its service worker's downloads compete as they would.

    A phone's link also drops (:meth:`drop`: every answer in flight is cut and every new one
    fails, as a connection reset) and stalls (:meth:`stall`: no byte moves, connections stay
    open) until it is back (:meth:`resume`)."""

    def __init__(self, mbit: float, latency_ms: float) -> None:
        self.mbit = mbit
        self.latency_ms = latency_ms
        self._bytes_per_s = mbit * 1e6 / 8
        self._lock = threading.Lock()
        self._free_at = 0.0
        self._moving = threading.Event()
        self._moving.set()
        self._down = False

    def drop(self) -> None:
        self._down = True

    def stall(self) -> None:
        self._moving.clear()

    def resume(self) -> None:
        self._down = False
        self._moving.set()

    def _passable(self) -> None:
        self._moving.wait()
        if self._down:
            raise ConnectionResetError("the link is down")

    def wait(self) -> None:
        self._passable()
        time.sleep(self.latency_ms / 1000)
        self._passable()

    def send(self, write: Callable[[bytes], object], data: bytes, sent: list[int]) -> None:
        """Write ``data`` chunk by chunk as the pipe allows; ``sent[0]`` counts what went out
        (a download the browser cancels, or the link cuts, stops with an error, its bytes so
        far counted)."""
        for start in range(0, len(data), CHUNK):
            self._passable()
            chunk = data[start : start + CHUNK]
            with self._lock:  # the chunk's turn on the pipe
                begins = max(time.monotonic(), self._free_at)
                self._free_at = begins + len(chunk) / self._bytes_per_s
                ends = self._free_at
            time.sleep(max(0.0, ends - time.monotonic()))
            write(chunk)
            sent[0] += len(chunk)


@dataclass(frozen=True)
class Answer:
    """One answer of the server, for the benchmark's byte counts."""

    at: float  # time.monotonic() when its last byte was written
    path: str
    status: int
    bytes: int  # body bytes sent (compressed if it was)
    complete: bool = True  # False: the browser cancelled the download midway


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    directory: Path
    mounts: dict[str, Path]
    cache_control = "max-age=600"
    gzip = False
    link: Link | None = None
    hide: Callable[[str], bool] | None = None
    replace: Callable[[str, bytes], bytes] | None = None
    lock: threading.Lock
    log: list[Answer]
    compressed: dict[tuple[Path, float], bytes]

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A browser that drops a kept-alive connection (its context closed) is no error:
        # only anything else is worth a traceback in the test run's output.
        if not isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            super().handle_error(request, client_address)


class _Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _Server

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass

    def do_GET(self) -> None:  # noqa: N802
        self._answer(head=False)

    def do_HEAD(self) -> None:  # noqa: N802
        self._answer(head=True)

    def _file(self, path: str) -> Path | None:
        for prefix, base in [*self.server.mounts.items(), ("/", self.server.directory)]:
            if path.startswith(prefix):
                base = base.resolve()
                target = (base / path[len(prefix) :].lstrip("/")).resolve()
                return target if target == base or base in target.parents else None
        return None

    def _answer(self, *, head: bool) -> None:
        server = self.server
        if server.link:
            server.link.wait()
        path = urllib.parse.unquote(urllib.parse.urlsplit(self.path).path)
        target = self._file(path)
        if target is not None and target.is_dir():
            if not path.endswith("/"):
                self._send(301, b"", {"Location": path + "/"}, path, head=True)
                return
            target = target / "index.html"
        if target is None or not target.is_file() or (server.hide and server.hide(path)):
            self._not_found(path, head=head)
            return
        mtime = target.stat().st_mtime
        since = self.headers.get("If-Modified-Since")
        if since:
            try:
                if email.utils.parsedate_to_datetime(since).timestamp() >= int(mtime):
                    self._send(304, b"", {}, path, head=True)
                    return
            except (TypeError, ValueError):
                pass
        ctype = TYPES.get(target.suffix) or mimetypes.guess_type(target.name)[0] or "application/octet-stream"
        headers = {
            "Content-Type": ctype + ("; charset=utf-8" if ctype.startswith("text/") else ""),
            "Last-Modified": email.utils.formatdate(mtime, usegmt=True),
        }
        body = target.read_bytes()
        if server.replace:
            body = server.replace(path, body)
        if (
            server.gzip
            and ctype.startswith(COMPRESSIBLE)
            and "gzip" in self.headers.get("Accept-Encoding", "")
        ):
            key = (target, mtime)
            with server.lock:
                zipped = None if server.replace else server.compressed.get(key)
            if zipped is None:
                zipped = gzip.compress(body, compresslevel=6, mtime=0)
                if not server.replace:  # a replaced body is not the file's
                    with server.lock:
                        server.compressed[key] = zipped
            body = zipped
            headers |= {"Content-Encoding": "gzip", "Vary": "Accept-Encoding"}
        self._send(200, body, headers, path, head=head)

    def _not_found(self, path: str, *, head: bool) -> None:
        """Answer 404 with the nearest ``404.html`` up the path, as a static host does
        (Cloudflare Pages; GitHub Pages and Netlify serve the site's root one), else plain text."""
        base = self.server.directory.resolve()
        folder = self._file(path.rsplit("/", 1)[0] + "/")
        while folder is not None and (folder == base or base in folder.parents):
            page = folder / "404.html"
            if page.is_file():
                headers = {"Content-Type": "text/html; charset=utf-8"}
                self._send(404, page.read_bytes(), headers, path, head=head)
                return
            folder = folder.parent
        self._send(404, b"File not found\n", {"Content-Type": "text/plain"}, path, head=head)

    def _send(self, status: int, body: bytes, headers: dict[str, str], path: str, *, head: bool) -> None:
        self.send_response(status)
        for name, value in {**headers, "Cache-Control": self.server.cache_control}.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        sent = [0]
        if not head and body:
            try:
                if self.server.link:
                    self.server.link.send(self.wfile.write, body, sent)
                else:
                    self.wfile.write(body)
                    sent[0] = len(body)
            except (BrokenPipeError, ConnectionResetError):
                self.close_connection = True  # the browser gave up (e.g. a cancelled download)
        with self.server.lock:
            self.server.log.append(
                Answer(time.monotonic(), path, status, sent[0], head or sent[0] == len(body))
            )


class _Setting(Generic[T]):
    """An option of :class:`StaticServer`, kept on its HTTP server, where the handler of
    each request reads it: so it may be changed while serving."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, host: StaticServer, owner: type | None = None) -> T:
        return cast(T, getattr(host.server, self.name))

    def __set__(self, host: StaticServer, value: T) -> None:
        setattr(host.server, self.name, value)


class StaticServer:
    """Serve ``directory`` on 127.0.0.1 in a thread; ``url`` is its root (no trailing slash).

    ``cache_control`` is sent with every answer (a static host sends ``max-age=600``); ``gzip``
    compresses by type as a static host does; ``link`` sends every answer through one slow
    :class:`Link`; ``mounts`` serves other folders under URL prefixes; ``hide(path)`` answers
    404; ``replace(path, body)`` changes a body on its way out.  All may be changed while
    serving.  A missing file is answered 404 with the nearest ``404.html`` up its path.
    Every answer is logged (:meth:`take_log`).
    """

    cache_control = _Setting[str]()
    gzip = _Setting[bool]()
    link = _Setting[Link | None]()
    hide = _Setting[Callable[[str], bool] | None]()
    replace = _Setting[Callable[[str, bytes], bytes] | None]()

    def __init__(
        self,
        directory: Path,
        *,
        sock: socket.socket | None = None,
        cache_control: str = "max-age=600",
        gzip: bool = False,
        link: Link | None = None,
        mounts: dict[str, Path] | None = None,
    ) -> None:
        self.socket = sock or bound_socket()
        self.port: int = self.socket.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.server = _Server(("127.0.0.1", self.port), _Handler, bind_and_activate=False)
        self.server.socket.close()
        self.server.socket = self.socket
        self.server.directory = Path(directory)
        self.server.mounts = dict(mounts or {})
        self.server.lock = threading.Lock()
        self.server.log = []
        self.server.compressed = {}
        self.cache_control = cache_control
        self.gzip = gzip
        self.link = link
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def take_log(self) -> list[Answer]:
        """The answers since the last call."""
        with self.server.lock:
            log, self.server.log = self.server.log, []
        return log

    def __enter__(self) -> StaticServer:
        self._thread.start()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.server.shutdown()
        self.server.server_close()
