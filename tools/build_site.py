"""Build the whole site for the URL it will be served at (``make site``, the e2e tests, the bench).

    python -m tools.build_site [--url URL] [--out DIR] [--no-print] [--no-archive]

``--url`` is the address readers open, e.g. ``https://user.github.io/rules/`` (default:
``$SITE_URL``, else ``http://127.0.0.1:8000/``, where ``make serve`` serves).  Material's
instant navigation and the language switcher only work on the site built for its URL, and
every link, asset and the service worker follow its path, so a site is built for one URL.

Steps: ``mkdocs build --strict`` (the hooks put the calculators into the pages and ship
this build's Python runtime, made from the core's wheel by ``tools/make-runtime.mjs`` once
per set of inputs), the print edition of each language as PDF, the service worker, and the
offline archive.  The core's wheel must exist (``make wheel``).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping
from pathlib import Path

from tools.make_archive import make_archive
from tools.make_pdf import make_pdf

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_URL = "http://127.0.0.1:8000/"
# Title and table-of-contents heading of each language's print edition.
PRINT_TITLES: Mapping[str, tuple[str, str]] = {
    "ru": ("Правила для печати", "Содержание"),
    "pt": ("Regras para imprimir", "Sumário"),
}


def _run(args: list[str], env: Mapping[str, str] | None = None) -> None:
    subprocess.run(args, cwd=ROOT, check=True, env={**os.environ, **(env or {})})


def _mkdocs(*args: str, env: Mapping[str, str]) -> None:
    _run([sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", *args], env)


def build_site(url: str, out: Path, *, print_editions: bool = True, archive: bool = True) -> None:
    """Build the site for ``url`` into ``out`` (emptied first).  Tests that need no PDFs or
    archive (two releases of the site, the benchmark) leave them out."""
    if not url.endswith("/"):
        url += "/"
    started = time.monotonic()
    base = {"SITE_URL": url, "NO_MKDOCS_2_WARNING": "1"}
    shutil.rmtree(out, ignore_errors=True)
    _mkdocs("--site-dir", str(out), env=base)
    with tempfile.TemporaryDirectory(prefix="print-", dir=ROOT / "build") as tmp:
        for lang, (title, toc) in PRINT_TITLES.items() if print_editions else ():
            print_dir = Path(tmp) / lang
            _mkdocs(
                "--site-dir",
                str(print_dir),
                env={
                    **base,
                    "PRINT_EDITION": "true",
                    "ONLY_LOCALE": lang,
                    "PRINT_TITLE": title,
                    "PRINT_TOC_TITLE": toc,
                },
            )
            make_pdf(print_dir, out / "assets" / "print" / f"rules-{lang}.pdf")
    _run(["node", "tools/make-sw.mjs", str(out)])
    if archive:
        make_archive(out, out / "downloads" / "rules-site-offline.zip")
    print(f"site for {url} in {out} ({time.monotonic() - started:.1f} s)")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tools.build_site", description=__doc__.splitlines()[0])
    parser.add_argument("--url", default=os.environ.get("SITE_URL") or DEFAULT_URL)
    parser.add_argument("--out", type=Path, default=ROOT / "site")
    parser.add_argument("--no-print", action="store_true", help="no print editions (PDF)")
    parser.add_argument("--no-archive", action="store_true", help="no offline archive")
    args = parser.parse_args(argv)
    (ROOT / "build").mkdir(exist_ok=True)
    build_site(args.url, args.out.resolve(), print_editions=not args.no_print, archive=not args.no_archive)


if __name__ == "__main__":
    main()
