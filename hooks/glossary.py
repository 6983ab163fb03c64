"""MkDocs hook: the English names of the components, on the terms of the rules pages.

Players of Here I Stand and Virgin Queen play with English components, so each term of a
game's glossary shows the name printed on the card or counter: a rules page of a game gets
that game's abbreviation definitions in its language (``docs/includes/glossary/<game>.<lang>.md``,
Python-Markdown ``abbr`` syntax, kept with the glossary pages), and each ``<abbr>`` is made
focusable so that Material's tooltip (``content.tooltips``) opens on hover, on tap and from
the keyboard.  The glossary pages themselves carry the full table instead.

Words in another language are marked with it, so that a screen reader reads them in its
voice (WCAG 3.1.2): each column of a glossary's tables by its heading ("English" → ``en``),
the English names that the translation keeps in brackets after a term
(«Ключевые области вне Нидерландов» \\[Keys outside the Netherlands\\]), and each term's
English name in its tooltip (``data-title-lang``).
"""

from __future__ import annotations

import re
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

# Folder of a game's pages -> the name of its definitions file.
GAMES = {"here-i-stand": "his", "virgin-queen": "vq"}
INCLUDES = Path("includes") / "glossary"
# A glossary table's column headings, each the name of its language.
COLUMN_LANGUAGES = {"Русский": "ru", "Português": "pt", "English": "en"}
# An English name kept in brackets, as the Markdown writes it: \[Piracy\].
BRACKETED_ENGLISH = re.compile(r"\\\[([A-Z][A-Za-z' -]*[a-z])\\\]")
TABLE = re.compile(r"<table>.*?</table>", re.S)
HEADING = re.compile(r"<th[^>]*>(.*?)</th>", re.S)
ROW = re.compile(r"<tr>.*?</tr>", re.S)
CELL = re.compile(r"<t([dh])([ >])")


def on_page_markdown(markdown: str, *, page: Page, config: MkDocsConfig, files: Files) -> str:
    definitions = definitions_for(page.file.src_uri, Path(config.docs_dir))
    if not definitions:
        return markdown
    return f"{mark_bracketed_english(markdown)}\n\n{definitions}\n"


def on_page_content(html: str, *, page: Page, config: MkDocsConfig, files: Files) -> str:
    if page.file.src_uri.endswith("/glossary.md"):
        html = mark_columns(html, page_lang=page.file.src_uri.split("/")[0])
    # The title is the English name: its tooltip is read in English (site.mjs gives the
    # tooltip Material makes of it this language).
    return html.replace("<abbr title=", '<abbr tabindex="0" data-title-lang="en" title=')


def mark_bracketed_english(markdown: str) -> str:
    r"""``\[Piracy\]`` → ``\[<span lang="en">Piracy</span>\]``."""
    return BRACKETED_ENGLISH.sub(r'\\[<span lang="en">\1</span>\\]', markdown)


def mark_columns(html: str, *, page_lang: str) -> str:
    """Each cell of a table whose headings name languages gets its column's ``lang``
    (the page's own language is left to the page)."""
    return TABLE.sub(lambda table: _mark_table(table.group(0), page_lang), html)


def _mark_table(table: str, page_lang: str) -> str:
    langs = [COLUMN_LANGUAGES.get(heading.strip()) for heading in HEADING.findall(table)]
    if not any(langs):
        return table
    marks = [f' lang="{lang}"' if lang and lang != page_lang else "" for lang in langs]
    return ROW.sub(lambda row: _mark_row(row.group(0), marks), table)


def _mark_row(row: str, marks: list[str]) -> str:
    cells = iter(marks)
    return CELL.sub(lambda cell: f"<t{cell.group(1)}{next(cells, '')}{cell.group(2)}", row)


def definitions_for(src_uri: str, docs: Path) -> str:
    """The abbreviation definitions for the page ``<lang>/<game>/<page>.md``, or ``""``."""
    parts = src_uri.split("/")
    if len(parts) < 3 or parts[1] not in GAMES or parts[-1] == "glossary.md":
        return ""
    source = docs / INCLUDES / f"{GAMES[parts[1]]}.{parts[0]}.md"
    return source.read_text(encoding="utf-8") if source.is_file() else ""
