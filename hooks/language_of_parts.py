"""MkDocs hook: on a Russian page, the words in Latin letters are marked with their language.

The Russian pages keep names as the components print them: the GMT games' English names
(«Here I Stand», «Piracy»), the Portuguese terms of the Juízes chapter («Cidade», «Vila»).
A screen reader reads a word in the voice of its element's ``lang``, so each run of Latin
words in the page's text becomes ``<span lang>``: Portuguese on the Juízes pages and for
the game's own name, English elsewhere (WCAG 3.1.2).  The rule is the core's
(:func:`calculators.i18n.foreign_parts`, which marks the calculators' texts the same way).

Left alone: the calculators (the core marks their texts), code, and whatever already says
its language (the glossaries' columns, hooks/glossary.py).  A Portuguese page is in Latin
letters: its English names are marked where they stand in brackets (hooks/glossary.py).
"""

from __future__ import annotations

import html
import re
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import event_priority
from mkdocs.structure.pages import Page

from calculators.i18n import NOT_LATIN, foreign_parts

# The language of the names a page keeps, by the folder of its game; the rest (the home
# page, the offline page) name the GMT games in English.
NAMES_BY_FOLDER = {"juizes": "pt"}
DEFAULT_NAMES = "en"
# Names in another language than the page's folder says: the Juízes game is named in
# Portuguese on every page.
NAMES = {"Juízes": "pt", "Juízes e Reis": "pt"}

TOKEN = re.compile(r"(<!--.*?-->|<[^>]+>)", re.DOTALL)
OPEN_TAG = re.compile(r"<([a-zA-Z][\w-]*)([^>]*?)(/?)>", re.DOTALL)
CLOSE_TAG = re.compile(r"</([a-zA-Z][\w-]*)\s*>")
VOID = frozenset(
    {"area", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
)
# Elements whose text is not the page's prose: code is read as it is; a calculator's texts
# are marked by the core; an option, a title or a textarea cannot hold an element.
SKIPPED = frozenset(
    {"code", "pre", "kbd", "script", "style", "template", "svg", "math", "option", "textarea", "title"}
)


# After the other hooks have made the page's content (hooks/calculator_markers.py puts the
# calculators in, hooks/glossary.py marks the glossaries' columns).
@event_priority(-50)
def on_page_content(html_text: str, *, page: Page, config: MkDocsConfig, files: Any) -> str:
    lang = str(getattr(page.file, "locale", "") or "")
    if lang not in NOT_LATIN:
        return html_text
    folder = page.file.src_uri.split("/")[1] if page.file.src_uri.count("/") >= 2 else ""
    return mark_latin(html_text, lang, NAMES_BY_FOLDER.get(folder, DEFAULT_NAMES))


def mark_latin(html_text: str, lang: str, names: str) -> str:
    """``html_text`` of a page in ``lang`` with each run of Latin words of its text in a
    ``<span lang>``: ``names``, or the language :data:`NAMES` gives the run."""
    out: list[str] = []
    # The open elements: whether each says its language or is skipped (then so is its text).
    stack: list[tuple[str, bool]] = []
    for piece in TOKEN.split(html_text):
        if not piece:
            continue
        if piece.startswith("<"):
            out.append(piece)
            _follow(piece, stack)
        elif any(skip for _, skip in stack):
            out.append(piece)
        else:
            out.append(_mark_text(piece, lang, names))
    return "".join(out)


def _follow(tag: str, stack: list[tuple[str, bool]]) -> None:
    """Keep ``stack`` (the open elements) up with ``tag``."""
    if closing := CLOSE_TAG.fullmatch(tag):
        name = closing.group(1).lower()
        for i in range(len(stack) - 1, -1, -1):
            if stack[i][0] == name:
                del stack[i:]
                break
        return
    opening = OPEN_TAG.fullmatch(tag)
    if not opening or opening.group(3) or opening.group(1).lower() in VOID:
        return
    name, attributes = opening.group(1).lower(), opening.group(2)
    skip = (
        name in SKIPPED
        or re.search(r"\slang=", attributes) is not None
        or re.search(r"\sdata-calculator=", attributes) is not None
    )
    stack.append((name, skip))


def _mark_text(text: str, lang: str, names: str) -> str:
    # The text is HTML: unescape it to find the words, escape each part again.
    parts = foreign_parts(html.unescape(text), lang, names)
    if all(part_lang is None for _, part_lang in parts):
        return text
    return "".join(
        html.escape(part, quote=False)
        if part_lang is None
        else f'<span lang="{NAMES.get(part, part_lang)}">{html.escape(part, quote=False)}</span>'
        for part, part_lang in parts
    )
