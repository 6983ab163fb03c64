"""Print one language's print edition (mkdocs-print-site-plugin's print_page) to PDF.

Serves the print build on a free localhost port, opens print_page/ in headless Chromium
(Debian's), waits for the plugin's script to build the table of contents, and writes an
A4 PDF (page numbers from the stylesheet's @page rules).

Usage: python -m tools.make_pdf PRINT_SITE_DIR OUT.pdf
"""

from __future__ import annotations

import sys
from pathlib import Path

import pikepdf
from playwright.sync_api import sync_playwright

from tools.browser import StaticServer, launch


def make_pdf(site: Path, out: Path) -> None:
    with StaticServer(site) as server, sync_playwright() as p:
        browser = launch(p)
        page = browser.new_page()
        page.goto(f"{server.url}/print_page/", wait_until="networkidle")
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
            # Bookmarks from the headings, for a PDF reader's side panel (the contents page
            # has no page numbers: Chromium cannot print them), and a tagged PDF for
            # screen readers.
            outline=True,
            tagged=True,
            margin={"top": "16mm", "bottom": "16mm", "left": "14mm", "right": "14mm"},
        )
        browser.close()
    pack(out)
    print(f"{out} ({out.stat().st_size // 1024} KiB)")


def pack(pdf: Path) -> None:
    """Rewrite ``pdf`` with its objects in compressed object streams (qpdf, through pikepdf).

    Chromium writes a tagged PDF's structure tree as plain objects, which made each edition
    750-790 KB; packed, about 320 KB, with the same pages, tags and bookmarks.  Every reader's
    service worker keeps both editions, so this is paid on a phone's link.
    """
    with pikepdf.open(pdf, allow_overwriting_input=True) as doc:
        doc.save(pdf, object_stream_mode=pikepdf.ObjectStreamMode.generate, compress_streams=True)


if __name__ == "__main__":
    make_pdf(Path(sys.argv[1]), Path(sys.argv[2]))
