"""MkDocs hook: put calculators into pages, and ship the core and Pyodide with the site.

* A page places a calculator with one marker on its own line::

      <!-- calculator: his.diet_of_worms -->

  The marker is replaced by ``overrides/calculators/calculator.html`` (through the theme's
  Jinja environment, autoescape on): the form built from the core's field specs and the
  result for its default input, computed at build time by the same core, so the page is
  correct before any script runs and prints well.  An unknown id, or a calculator with no
  labels in the page's language, stops the build.
* After the build, the Pyodide runtime (from the pinned npm package) and the core's wheel
  (from ``build/wheel``, made by ``make wheel``) are copied into ``site/assets``.
"""

from __future__ import annotations

import base64
import hashlib
import importlib
import json
import logging
import os
import re
import shutil
import sys
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

log = logging.getLogger("mkdocs.hooks.calculators")

MARKER = re.compile(r"<!--\s*calculator:\s*([\w.]+)\s*-->")
# An executable inline script (no attributes: JSON data blocks have a type).
INLINE_SCRIPT = re.compile(r"<script>(.*?)</script>", re.DOTALL)

# Files of the npm package "pyodide" that the browser needs (shared/reference/stack-notes.md).
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
# WHEEL_DIR lets a developer ship a wheel built elsewhere (tools/build-wheel DIR).
WHEEL_DIR = Path(os.environ.get("WHEEL_DIR", ROOT / "build" / "wheel"))


# ---------------------------------------------------------------------------
# Hooks
# ---------------------------------------------------------------------------


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    # Reload the core so that `mkdocs serve` picks up edits to calculators/.
    for name in [m for m in sys.modules if m == "calculators" or m.startswith("calculators.")]:
        del sys.modules[name]
    importlib.import_module("calculators.api")
    return config


# Before other plugins read the page's HTML (mkdocs-print-site-plugin copies it into the
# print edition), so they see the calculators, not the markers.
@event_priority(50)
def on_page_content(html: str, *, page: Page, config: MkDocsConfig, files: Files) -> str:
    if "calculator:" not in html:
        return html
    lang = _page_lang(page, config)
    counter = iter(range(1000))

    def replace(match: re.Match[str]) -> str:
        return _render_calculator(match.group(1), lang, next(counter), page, config)

    return MARKER.sub(replace, html)


def on_post_page(output: str, *, page: Page, config: MkDocsConfig) -> str:
    return _add_csp(output)


def on_post_template(output_content: str, *, template_name: str, config: MkDocsConfig) -> str:
    return _add_csp(output_content) if template_name.endswith(".html") else output_content


def on_post_build(*, config: MkDocsConfig) -> None:
    site = Path(config.site_dir)
    if not os.environ.get("CALC_NO_RUNTIME"):  # the print edition runs no Python
        _copy_pyodide(site / "assets" / "pyodide")
        _copy_wheel(site / "assets" / "wheels")
    # Material's language switcher and instant navigation read <language root>/sitemap.xml.
    for language in _other_languages(config):
        if (site / "sitemap.xml").is_file() and (site / language).is_dir():
            shutil.copy2(site / "sitemap.xml", site / language / "sitemap.xml")


# ---------------------------------------------------------------------------
# Helper functions
# ---------------------------------------------------------------------------


def _other_languages(config: MkDocsConfig) -> list[str]:
    i18n = config.plugins.get("i18n")
    languages = getattr(getattr(i18n, "config", None), "languages", None) or []
    return [lang.locale for lang in languages if not lang.default]


def _page_lang(page: Page, config: MkDocsConfig) -> str:
    locale = getattr(page.file, "locale", None)
    return str(locale or config.theme.get("language") or "ru")


def _render_calculator(calc_id: str, lang: str, n: int, page: Page, config: MkDocsConfig) -> str:
    api = sys.modules["calculators.api"]
    i18n = sys.modules["calculators.i18n"]
    spec = sys.modules["calculators.spec"]
    try:
        calc = api.find(calc_id)
    except KeyError as e:
        raise PluginError(f"{page.file.src_uri}: marker 'calculator: {calc_id}': {e.args[0]}") from None
    if lang not in calc.languages:
        raise PluginError(
            f"{page.file.src_uri}: calculator {calc_id} has no labels in '{lang}' "
            f"(it has: {', '.join(calc.languages)})"
        )
    try:
        default = api.render_default(calc_id, lang)
    except ValueError as e:
        raise PluginError(f"{page.file.src_uri}: {e}") from None
    form: dict[str, Any] = default["form"]
    context = {
        "calc": calc,
        "lang": lang,
        "n": n,
        "form": form,
        "result_html": default["html"],
        "aid": api.render_aid(calc_id, lang),
        "tr": lambda text: i18n.tr(text, lang),
        "ui": lambda key: i18n.ui(key, lang),
        "row_indices": lambda path: spec.row_indices(form, path),
        "title_of": lambda other: i18n.tr(api.find(other).title, lang),
        "config": {
            "ui": {key: i18n.ui(key, lang) for key in i18n.UI},
            "defaults": form,
            "presets": {p.key: spec.to_form(calc.fields, p.values) for p in calc.presets},
            "text": default["text"],
            "export": default["export"],
        },
    }
    template = config.theme.get_env().get_template("calculators/calculator.html")
    return str(template.module.render(_Context(context)))


class _Context(dict[str, Any]):
    """Template context with attribute access (``c.calc``, ``c.form``)."""

    def __getattr__(self, name: str) -> Any:
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None


def _add_csp(html: str) -> str:
    """Put a strict Content-Security-Policy first in <head>.

    No 'unsafe-inline' or 'unsafe-eval' for scripts: Material's few inline scripts are
    allowed by their SHA-256 hashes, and Pyodide needs only 'wasm-unsafe-eval'.
    """
    if "<head>" not in html:
        return html
    hashes = sorted(
        {
            "'sha256-" + base64.b64encode(hashlib.sha256(body.encode()).digest()).decode() + "'"
            for body in INLINE_SCRIPT.findall(html)
        }
    )
    policy = "; ".join(
        [
            "default-src 'self'",
            " ".join(["script-src 'self' 'wasm-unsafe-eval'", *hashes]),
            "style-src 'self'",
            "img-src 'self' data:",
            "font-src 'self'",
            "connect-src 'self'",
            "worker-src 'self'",
            "manifest-src 'self'",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'self'",
        ]
    )
    meta = f'<meta http-equiv="Content-Security-Policy" content="{policy}">'
    return html.replace("<head>", f"<head>\n    {meta}", 1)


def _copy_pyodide(target: Path) -> None:
    missing = [f for f in PYODIDE_FILES if not (PYODIDE_DIR / f).is_file()]
    if missing:
        raise PluginError(f"Pyodide runtime missing in {PYODIDE_DIR} ({', '.join(missing)}): run `npm ci`")
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE_DIR / name, target / name)


def _copy_wheel(target: Path) -> None:
    version = sys.modules["calculators"].__version__
    wheel = WHEEL_DIR / f"calculators-{version}-py3-none-any.whl"
    if not wheel.is_file():
        raise PluginError(f"{wheel} not found: run `make wheel` (python -m build --wheel) first")
    target.mkdir(parents=True, exist_ok=True)
    shutil.copy2(wheel, target / wheel.name)
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
    manifest = {"wheel": wheel.name, "version": version, "sha256": digest}
    (target / "index.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
