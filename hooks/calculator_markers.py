"""MkDocs hook: put calculators into pages.

A page places a calculator with one marker on its own line::

    <!-- calculator: his.diet_of_worms -->

The marker is replaced by ``overrides/calculators/calculator.html`` (through the theme's
Jinja environment, autoescape on): the form built from the core's field specs and the
result for its default input, computed at build time by the same core, so the page is
correct before any script runs and prints well.  An unknown id, or a calculator with no
labels in the page's language, stops the build.

The core is imported once per MkDocs process: after editing ``calculators/``, restart
``mkdocs serve`` (``make serve`` builds afresh every time).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from calculators import api  # noqa: E402
from calculators.i18n import tr  # noqa: E402
from calculators.registry import find  # noqa: E402
from calculators.spec import row_indices, to_form  # noqa: E402
from hooks.ui_text import UI, ui  # noqa: E402

MARKER = re.compile(r"<!--\s*calculator:\s*([\w.]+)\s*-->")
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

    def replace(match: re.Match[str]) -> str:
        return render_calculator(match.group(1), lang, next(counter), page, config)

    return MARKER.sub(replace, html)


# ---------------------------------------------------------------------------
# Helper functions
# ---------------------------------------------------------------------------


def render_calculator(calc_id: str, lang: str, n: int, page: Page, config: MkDocsConfig) -> str:
    """The HTML of calculator ``calc_id``, the ``n``-th on the page, in ``lang``."""
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
    context = _Context(
        kinds=env.get_template(FIELD_KINDS).module,
        calc=calc,
        lang=lang,
        n=n,
        form=form,
        result_html=default["html"],
        aid=api.render_aid(calc_id, lang),
        tr=_bound(tr, lang),
        ui=_bound(ui, lang),
        row_indices=lambda path: row_indices(form, path),
        title_of=lambda other: tr(find(other).title, lang),
        config={
            "ui": {key: ui(key, lang) for key in UI},
            "defaults": form,
            "presets": {p.key: to_form(calc.fields, p.values_in(lang)) for p in calc.presets},
            "text": default["text"],
            "export": default["export"],
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
