"""The site the end-to-end tests browse, and its pages.

The tests build the site for the URL they serve it at, under a sub-path, as a project
page of a static host is (``http://127.0.0.1:<port>/rules/``): Material's instant
navigation is on (it follows only the URLs of the site's own ``sitemap.xml``) and every
link, asset and the service worker must follow the base path.
"""

from __future__ import annotations

import fnmatch
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from mkdocs.utils.yaml import yaml_load

from tests.conftest import ROOT

BASE_PATH = "/rules"
# What the test server serves; the site itself is in its sub-folder.
SERVED = Path(os.environ.get("E2E_SERVED_DIR", ROOT / "build" / "e2e" / "www"))
SITE = SERVED / BASE_PATH.strip("/")
DOCS = ROOT / "docs"
LANGS = ("ru", "pt")  # the default language (at the site's root) first


def lang_prefix(lang: str) -> str:
    return "" if lang == LANGS[0] else f"{lang}/"


def page_path(lang: str, source: str) -> str:
    """The path below the site's root of the page built from ``docs/<lang>/<source>``."""
    stem = source.removesuffix(".md")
    stem = "" if stem == "index" else stem.removesuffix("/index") + "/"
    return f"/{lang_prefix(lang)}{stem}"


def pages(lang: str | None = None) -> list[str]:
    """Every page of the site (or of one language), from the docs sources."""
    out = []
    for each in [lang] if lang else LANGS:
        for md in sorted((DOCS / each).rglob("*.md")):
            out.append(page_path(each, md.relative_to(DOCS / each).as_posix()))
    return out


def print_sources(lang: str) -> list[str]:
    """The sources (``here-i-stand/victory.md``) of one language's print edition, in the
    order of the navigation, minus what mkdocs.yml's print-site plugin excludes."""
    config = yaml_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    plugins = {name: options for item in config["plugins"] for name, options in _plugin(item)}
    excluded = plugins["print-site"]["exclude"]
    language = next(each for each in plugins["i18n"]["languages"] if each["locale"] == lang)
    ordered = list(_nav_sources(language["nav"]))
    return [
        src for src in ordered if not any(fnmatch.fnmatch(f"{lang}/{src}", pattern) for pattern in excluded)
    ]


def _plugin(item: Any) -> list[tuple[str, Any]]:
    return list(item.items()) if isinstance(item, dict) else [(str(item), {})]


def _nav_sources(nav: Any) -> Iterator[str]:
    for entry in nav:
        value = next(iter(entry.values())) if isinstance(entry, dict) else entry
        if isinstance(value, list):
            yield from _nav_sources(value)
        else:
            yield str(value)


def calculator_pages(lang: str | None = None) -> dict[str, list[str]]:
    """Page path -> the calculator ids placed on it."""
    out: dict[str, list[str]] = {}
    for each in [lang] if lang else LANGS:
        for md in sorted((DOCS / each).rglob("*.md")):
            ids = re.findall(r"<!--\s*calculator:\s*([\w.]+)\s*-->", md.read_text(encoding="utf-8"))
            if ids:
                out[page_path(each, md.relative_to(DOCS / each).as_posix())] = ids
    return out
