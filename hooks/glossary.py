"""MkDocs hook: the English names of the components, on the terms of the rules pages.

Players of Here I Stand and Virgin Queen play with English components, so each term of a
game's glossary shows the name printed on the card or counter: a rules page of a game gets
that game's abbreviation definitions in its language (``docs/includes/glossary/<game>.<lang>.md``,
Python-Markdown ``abbr`` syntax, kept with the glossary pages), and each ``<abbr>`` is made
focusable so that Material's tooltip (``content.tooltips``) opens on hover, on tap and from
the keyboard.  The glossary pages themselves carry the full table instead.
"""

from __future__ import annotations

from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

# Folder of a game's pages -> the name of its definitions file.
GAMES = {"here-i-stand": "his", "virgin-queen": "vq"}
INCLUDES = Path("includes") / "glossary"


def on_page_markdown(markdown: str, *, page: Page, config: MkDocsConfig, files: Files) -> str:
    definitions = definitions_for(page.file.src_uri, Path(config.docs_dir))
    return f"{markdown}\n\n{definitions}\n" if definitions else markdown


def on_page_content(html: str, *, page: Page, config: MkDocsConfig, files: Files) -> str:
    return html.replace("<abbr title=", '<abbr tabindex="0" title=')


def definitions_for(src_uri: str, docs: Path) -> str:
    """The abbreviation definitions for the page ``<lang>/<game>/<page>.md``, or ``""``."""
    parts = src_uri.split("/")
    if len(parts) < 3 or parts[1] not in GAMES or parts[-1] == "glossary.md":
        return ""
    source = docs / INCLUDES / f"{GAMES[parts[1]]}.{parts[0]}.md"
    return source.read_text(encoding="utf-8") if source.is_file() else ""
