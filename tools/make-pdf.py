"""Print one language's print edition (mkdocs-print-site-plugin's print_page) to PDF.

Serves the print build on a free localhost port, opens print_page/ in headless Chromium
(Debian's), waits for the plugin's script to build the table of contents, and writes an
A4 PDF (page numbers from the stylesheet's @page rules).   Usage: python tools/make-pdf.py PRINT_SITE_DIR OUT.pdf
"""

from __future__ import annotations

import functools
import http.server
import socket
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


def main(site: Path, out: Path) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", port), functools.partial(_Quiet, directory=str(site))
    )
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            page = browser.new_page()
            page.goto(f"http://127.0.0.1:{port}/print_page/", wait_until="networkidle")
            page.emulate_media(media="print")
            # print-site.js fills the table of contents when the page has loaded.
            page.wait_for_selector("#print-page-toc li", state="attached", timeout=30_000)
            out.parent.mkdir(parents=True, exist_ok=True)
            page.pdf(
                path=str(out),
                format="A4",
                print_background=True,
                # Page numbers come from the site's print stylesheet (@page @bottom-right).
                prefer_css_page_size=True,
                margin={"top": "16mm", "bottom": "16mm", "left": "14mm", "right": "14mm"},
            )
            browser.close()
    finally:
        server.shutdown()
    print(f"{out} ({out.stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))
