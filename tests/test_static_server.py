"""The test and benchmark server (tools/browser.StaticServer): what it says on stderr."""

from __future__ import annotations

import socket
import struct
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tools.browser import StaticServer


def test_a_browser_dropping_a_kept_alive_connection_prints_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A browser context closed between tests resets its idle keep-alive connections; the
    # server, waiting there for the next request, printed a ConnectionResetError traceback
    # into the test run's output.
    (tmp_path / "index.html").write_text("<p>hi</p>", encoding="utf-8")
    with StaticServer(tmp_path) as server:
        client = socket.create_connection(("127.0.0.1", server.port))
        client.sendall(b"GET /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        received = b""
        while not received.endswith(b"<p>hi</p>"):  # the whole answer: the server is waiting again
            received += client.recv(4096)
        assert received.startswith(b"HTTP/1.1 200")
        # Close with a reset (SO_LINGER 0) while the server waits for the next request.
        client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        client.close()
        time.sleep(0.3)
        with urllib.request.urlopen(f"{server.url}/index.html") as answer:  # still serving
            assert answer.read() == b"<p>hi</p>"
    err = capsys.readouterr().err
    assert "Traceback" not in err, err


def test_a_missing_file_gets_the_nearest_404_page_up_its_path(tmp_path: Path) -> None:
    # As a static host that looks up the path (Cloudflare Pages): the Portuguese pages' own
    # 404 page for an address under pt/, the site's root one elsewhere.
    (tmp_path / "pt").mkdir()
    (tmp_path / "404.html").write_text("<p>raiz</p>", encoding="utf-8")
    (tmp_path / "pt" / "404.html").write_text("<p>pt</p>", encoding="utf-8")
    with StaticServer(tmp_path) as server:
        for path, body in [("/pt/a/b/", b"<p>pt</p>"), ("/pt/x.html", b"<p>pt</p>"), ("/a/", b"<p>raiz</p>")]:
            with pytest.raises(urllib.error.HTTPError) as answer:
                urllib.request.urlopen(f"{server.url}{path}")
            assert answer.value.code == 404
            assert answer.value.headers["Content-Type"] == "text/html; charset=utf-8"
            assert answer.value.read() == body
