"""A result as the player reads it: a few typed blocks, rendered to HTML or plain text.

Calculators build a :class:`Report` in the page's language from their result (the numbers
and the breakdown lines they recorded while computing).  :func:`to_html` is the one
renderer of results: the build hook calls it for the pre-rendered default and the browser
worker calls it for every live update, so the two can never differ.  Every string is
escaped here: nothing a player typed (or planted in a shared link) becomes markup.
:func:`to_text` gives the plain-text summary a player copies into a forum post.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from html import escape
from typing import ClassVar, Literal, TypeAlias

from .i18n import foreign_parts

Tone: TypeAlias = Literal["info", "success", "warning", "danger"]


@dataclass(frozen=True)
class Paragraph:
    """A paragraph with a tone; its kind (a class attribute) names its class on the page."""

    kind: ClassVar[str]
    text: str
    tone: Tone = "info"


@dataclass(frozen=True)
class Summary(Paragraph):
    """The headline answer, e.g. who wins and with what chance."""

    kind = "summary"


@dataclass(frozen=True)
class Note(Paragraph):
    """A remark beside the answer (a reading it applied, a warning, a limit)."""

    kind = "note"


@dataclass(frozen=True)
class Table:
    caption: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    # Index of a row to emphasise (the winner, the best target), if any.
    highlight: int | None = None
    # Columns holding numbers (right-aligned).
    numeric: tuple[int, ...] = ()


@dataclass(frozen=True)
class Bar:
    label: str
    value: float  # 0..1, the bar's length
    text: str  # the figure printed beside the bar
    tone: Tone = "info"


@dataclass(frozen=True)
class Bars:
    caption: str
    bars: tuple[Bar, ...]


@dataclass(frozen=True)
class Lines:
    """A breakdown: how each number was reached, one line each."""

    caption: str
    lines: tuple[str, ...]


@dataclass(frozen=True)
class Details:
    """A fold-out (e.g. a secret only one player should open)."""

    summary: str
    blocks: tuple[Block, ...]
    # A secret for one player: shown folded on screen, left out of the copied text.
    secret: bool = False


Block: TypeAlias = Summary | Table | Bars | Lines | Note | Details


@dataclass(frozen=True)
class Report:
    title: str
    blocks: tuple[Block, ...] = field(default_factory=tuple)


# ---------------------------------------------------------------------------
# HTML
# ---------------------------------------------------------------------------


def to_html(report: Report, lang: str = "", names: str = "") -> str:
    """Render ``report`` as HTML (BEM classes ``calc-result__*``); all text is escaped, and
    the names in another language than the page's (``lang``) are marked with theirs
    (``names``: :func:`marked`)."""
    return "".join(_block_html(b, partial(marked, lang=lang, names=names)) for b in report.blocks)


def marked(text: str, lang: str = "", names: str = "") -> str:
    """``text`` of a page in ``lang`` as HTML: escaped, each name in language ``names``
    (:func:`i18n.foreign_parts`) in a ``<span lang>``, for a screen reader to read it in
    its own voice (WCAG 3.1.2)."""
    if not lang or not names:
        return _kept_together(escape(text))
    return "".join(
        _kept_together(escape(part))
        if part_lang is None
        else f'<span lang="{escape(part_lang)}">{_kept_together(escape(part))}</span>'
        for part, part_lang in foreign_parts(text, lang, names)
    )


# A number and the short word after it, its unit («24 VP», «+2 moedas», «53,6 %», «5 или 6»).
# A longer word («50 протестантских») would not fit with its number on a line of a zoomed
# phone (160 CSS px) and would spill out of its box: it may go to the next line.
_NUMBER_AND_WORD = re.compile(
    r"(?<![\w.,])[+\u2212-]?\d+(?:[.,]\d+)?[ \u00a0](?:%|[^\W\d_]{1,10}(?![^\W\d_]))"
)


def _kept_together(html: str) -> str:
    """``html`` (escaped text) with each number held on one line with the short word after it
    (``calc-nobr``, calculators.css): a line end between them left a unit to start the next
    line on a phone («24 / VP»).  The text itself, what is copied or read aloud, is unchanged."""
    return _NUMBER_AND_WORD.sub(r'<span class="calc-nobr">\g<0></span>', html)


def _block_html(block: Block, text: Callable[[str], str]) -> str:
    if isinstance(block, Paragraph):
        return f'<p class="calc-result__{block.kind} calc-result--{block.tone}">{text(block.text)}</p>'
    if isinstance(block, Lines):
        items = "".join(f"<li>{text(line)}</li>" for line in block.lines)
        return (
            f'<div class="calc-result__lines"><p class="calc-result__caption">'
            f"{text(block.caption)}</p><ul>{items}</ul></div>"
        )
    if isinstance(block, Table):
        return _table_html(block, text)
    if isinstance(block, Bars):
        return _bars_html(block)
    if isinstance(block, Details):
        inner = "".join(_block_html(b, text) for b in block.blocks)
        # A secret stays folded on paper too; other fold-outs print open (calculators.css).
        secret = " data-secret" if block.secret else ""
        return (
            f'<details class="calc-result__details"{secret}><summary>{text(block.summary)}</summary>'
            f"{inner}</details>"
        )
    raise TypeError(f"unknown block {type(block).__name__}")


def _table_html(table: Table, text: Callable[[str], str]) -> str:
    def cell(tag: str, content: str, col: int) -> str:
        cls = ' class="calc-result__num"' if col in table.numeric else ""
        scope = ' scope="col"' if tag == "th" else ""
        return f"<{tag}{cls}{scope}>{text(content)}</{tag}>"

    head = "".join(cell("th", h, i) for i, h in enumerate(table.header))
    body = []
    for r, row in enumerate(table.rows):
        cls = ' class="calc-result__highlight"' if r == table.highlight else ""
        body.append(f"<tr{cls}>" + "".join(cell("td", c, i) for i, c in enumerate(row)) + "</tr>")
    # A table wider than its box scrolls sideways, and a keyboard must reach it (WCAG 2.1.1):
    # a named tab stop, until the page's script has fitted the table to the screen (it then
    # drops these three, calculators-view.mjs fitTables).
    box = f'class="calc-result__table" tabindex="0" role="region" aria-label="{escape(table.caption)}"'
    return (
        f'<div {box}><table class="calc-table"><caption>{text(table.caption)}</caption>'
        f"<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table></div>"
    )


# Bar chart geometry (SVG user units).  Attributes, not inline styles, so a strict
# Content-Security-Policy (no 'unsafe-inline' styles) renders it.
_LABEL_W = 150
_BAR_W = 260
_ROW_H = 22


def _bars_html(bars: Bars) -> str:
    height = _ROW_H * len(bars.bars) + 4
    width = _LABEL_W + _BAR_W + 70
    rows = []
    for i, bar in enumerate(bars.bars):
        y = 2 + i * _ROW_H
        length = max(0.0, min(1.0, bar.value)) * _BAR_W
        rows.append(
            f'<g class="calc-bars__row calc-result--{bar.tone}">'
            f'<text x="{_LABEL_W - 6}" y="{y + 15}" text-anchor="end">{escape(bar.label)}</text>'
            f'<rect x="{_LABEL_W}" y="{y + 3}" width="{length:.1f}" height="{_ROW_H - 6}" rx="2"/>'
            f'<text x="{_LABEL_W + length + 5:.1f}" y="{y + 15}">{escape(bar.text)}</text></g>'
        )
    return (
        f'<figure class="calc-result__bars"><figcaption>{escape(bars.caption)}</figcaption>'
        f'<svg class="calc-bars" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
        f'role="img" aria-label="{escape(bars.caption)}">{"".join(rows)}</svg></figure>'
    )


# ---------------------------------------------------------------------------
# Plain text
# ---------------------------------------------------------------------------


def to_text(report: Report) -> str:
    """Render ``report`` as plain text for the clipboard (tables as aligned columns)."""
    parts = [f"{report.title}\n{'=' * len(report.title)}"]
    parts.extend(_block_text(b) for b in report.blocks)
    return "\n\n".join(p for p in parts if p) + "\n"


def _block_text(block: Block) -> str:
    if isinstance(block, Paragraph):
        return block.text
    if isinstance(block, Lines):
        return "\n".join([block.caption, *(f"- {line}" for line in block.lines)])
    if isinstance(block, Table):
        return "\n".join([block.caption, *_columns((block.header, *block.rows))])
    if isinstance(block, Bars):
        return "\n".join([block.caption, *_columns(tuple((b.label, b.text) for b in block.bars))])
    if isinstance(block, Details):
        if block.secret:
            return ""
        return "\n\n".join([block.summary, *(_block_text(b) for b in block.blocks)])
    raise TypeError(f"unknown block {type(block).__name__}")


def _columns(rows: Sequence[Sequence[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in rows]
