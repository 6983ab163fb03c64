"""MkDocs hook: put calculators into pages.

A page places a calculator with one marker on its own line::

    <!-- calculator: his.diet_of_worms -->

The marker is replaced by ``overrides/calculators/calculator.html`` (through the theme's
Jinja environment, autoescape on): the form built from the core's field specs and the
result for its default input, computed at build time by the same core, so the page is
correct before any script runs and prints well.  Each calculator also gets an entry in the
page's table of contents, under the heading it follows, and its title is a heading one
level below that one.  An unknown id, or a calculator with no labels in the page's
language, stops the build.

The core is imported once per MkDocs process: after editing ``calculators/``, restart
``mkdocs serve`` (``make serve`` builds afresh every time).
"""

from __future__ import annotations

import html
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from markupsafe import Markup
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page
from mkdocs.structure.toc import AnchorLink

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from calculators import api  # noqa: E402
from calculators.i18n import tr  # noqa: E402
from calculators.registry import find  # noqa: E402
from calculators.report import marked  # noqa: E402
from calculators.spec import row_indices, to_form  # noqa: E402
from hooks.ui_text import UI, ui  # noqa: E402

MARKER = re.compile(r"<!--\s*calculator:\s*([\w.]+)\s*-->")
HEADING = re.compile(r'<h([1-6])[^>]*\bid="([^"]+)"')
# The headline of a result (calculators/report.py renders Summary blocks so).
SUMMARY = re.compile(r'<p class="calc-result__summary calc-result--(\w+)">(.*?)</p>', re.DOTALL)
TAG = re.compile(r"<[^>]*>")
TEMPLATE = "calculators/calculator.html"
# One macro per field kind, reached by the kind's name (``c.kinds[f.kind]``).
FIELD_KINDS = "calculators/fields.html"

# ---------------------------------------------------------------------------
# Hooks
# ---------------------------------------------------------------------------


# Before other plugins read the page's HTML (mkdocs-print-site-plugin copies it into the
# print edition), so they see the calculators, not the markers.
@event_priority(50)
def on_page_content(html: str, *, page: Page, config: MkDocsConfig, files: Files) -> str:
    if "calculator:" not in html:
        return html
    lang = str(getattr(page.file, "locale", None) or config.theme.get("language") or "ru")
    counter = iter(range(1000))
    placed: list[tuple[int, str, str]] = []  # (position, anchor, title) of each calculator

    def replace(match: re.Match[str]) -> str:
        calc_id, n = match.group(1), next(counter)
        placed.append(
            (
                match.start(),
                anchor(calc_id),
                f"{ui('label.calculator', lang)}: {tr(find(calc_id).title, lang)}",
            )
        )
        return render_calculator(calc_id, lang, n, page, config, heading_level(html, match.start()))

    out = MARKER.sub(replace, html)
    add_to_toc(page, html, placed)
    return out


# ---------------------------------------------------------------------------
# Helper functions
# ---------------------------------------------------------------------------


def anchor(calc_id: str) -> str:
    """The id of a calculator's section in its page (``his.vp`` -> ``calc-his-vp``)."""
    return "calc-" + calc_id.replace(".", "-").replace("_", "-")


def add_to_toc(page: Page, source: str, placed: list[tuple[int, str, str]]) -> None:
    """Put each calculator in the page's table of contents, under the heading before it."""
    headings = [(m.start(), m.group(2)) for m in HEADING.finditer(source)]
    entries: dict[str, AnchorLink] = {}

    def walk(items: list[AnchorLink]) -> None:
        for item in items:
            entries[item.id] = item
            walk(item.children)

    walk(list(page.toc))
    taken: dict[str, int] = {}
    for position, calc_anchor, title in placed:
        before = [hid for start, hid in headings if start < position and hid in entries]
        link = AnchorLink(html.escape(title), calc_anchor, 0)
        if not before:
            page.toc.items.insert(taken.get("", 0), link)
            taken[""] = taken.get("", 0) + 1
            continue
        parent = entries[before[-1]]
        link.level = parent.level + 1
        # Before the headings nested under the same heading: the calculator comes first.
        parent.children.insert(taken.get(parent.id, 0), link)
        taken[parent.id] = taken.get(parent.id, 0) + 1


def heading_level(source: str, position: int) -> int:
    """The level of a calculator's heading at ``position``: one below the heading before it
    (as its entry in the table of contents), at most 6."""
    levels = [int(m.group(1)) for m in HEADING.finditer(source, 0, position)]
    return min(levels[-1] + 1, 6) if levels else 2


def summary_of(result_html: str) -> dict[str, str]:
    """The compact result of a rendered result: its first summary line and its tone."""
    match = SUMMARY.search(result_html)
    if not match:
        return {"text": "", "tone": "info"}
    # The text only: the bar is plain text (the marks of words in another language go).
    return {"text": html.unescape(TAG.sub("", match.group(2))), "tone": match.group(1)}


def render_calculator(calc_id: str, lang: str, n: int, page: Page, config: MkDocsConfig, level: int) -> str:
    """The HTML of calculator ``calc_id``, the ``n``-th on the page, in ``lang``, its title a
    heading of ``level``."""
    where = f"{page.file.src_uri}: marker 'calculator: {calc_id}'"
    try:
        calc = find(calc_id)
    except KeyError as e:
        raise PluginError(f"{where}: {e.args[0]}") from None
    if lang not in calc.languages:
        raise PluginError(f"{where}: no labels in '{lang}' (it has: {', '.join(calc.languages)})")
    try:
        default = api.render_default(calc_id, lang)
    except ValueError as e:
        raise PluginError(f"{where}: {e}") from None
    form: dict[str, Any] = default["form"]
    env = config.theme.get_env()
    # The presets besides the defaults: the reset button already goes back to those, so the
    # preset the page opens with is not a second button doing the same (issue 14).
    opens_with_a_preset = calc.start is None and bool(calc.presets)
    presets = calc.presets[1:] if opens_with_a_preset else calc.presets
    if calc.reset_label:
        reset_text = tr(calc.reset_label, lang)
    elif opens_with_a_preset:
        reset_text = ui("button.reset_to", lang).replace("{label}", tr(calc.presets[0].label, lang))
    else:
        reset_text = ui("button.reset", lang)
    context = _Context(
        kinds=env.get_template(FIELD_KINDS).module,
        calc=calc,
        lang=lang,
        n=n,
        level=level,
        anchor=anchor(calc_id),
        form=form,
        result_html=default["html"],
        summary=summary_of(default["html"]),
        groups=default["groups"],
        presets=presets,
        reset_text=Markup(marked(reset_text, lang, calc.names_lang)),
        aid=api.render_aid(calc_id, lang),
        # The print edition (PDF, tools/build_site.py): the result printed is an example.
        example=os.environ.get("PRINT_EDITION") == "true",
        tr=_bound(tr, lang),
        # A text as element content: the names in another language marked with it.
        text=lambda text: Markup(marked(tr(text, lang), lang, calc.names_lang)),
        ui=_bound(ui, lang),
        row_indices=lambda path: row_indices(form, path),
        title_of=lambda other: tr(find(other).title, lang),
        config={
            "ui": {key: ui(key, lang) for key in UI},
            "defaults": form,
            "presets": {p.key: to_form(calc.fields, p.values_in(lang)) for p in calc.presets},
            "text": default["text"],
            "export": default["export"],
            # The page's own names in each other language, for the language switch.
            "words": {other: calc.words_between(lang, other) for other in calc.languages if other != lang},
        },
    )
    return str(env.get_template(TEMPLATE).module.render(context))  # type: ignore[attr-defined]


def _bound(fn: Callable[[Any, str], str], lang: str) -> Callable[[Any], str]:
    return lambda key: fn(key, lang)


class _Context(dict[str, Any]):
    """Template context with attribute access (``c.calc``, ``c.form``)."""

    def __init__(self, **values: Any) -> None:
        super().__init__(values)

    def __getattr__(self, name: str) -> Any:
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None
