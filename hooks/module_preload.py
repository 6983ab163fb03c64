"""MkDocs hook: a page asks for its whole module graph at once.

The page's modules (``site.mjs`` and ``calculators.mjs``, mkdocs.yml ``extra_javascript``)
import a dozen more, up to three deep, and a browser finds an import only once the module
that imports it has arrived: a round trip per level.  A reader who comes back once the
static host's ``max-age`` has run out has each of them revalidated with the server, level
by level.  ``overrides/main.html`` puts a ``<link rel="modulepreload">`` for every module of
the graph in the ``<head>``, so that all are asked for as soon as the page's head is read.

Except on a first visit to a page with a calculator: there the modules would share the
link with Python's download from its first moment, when the worker measures the link on
``python.zip`` to choose its start, and the first answer came some 100 ms later on
10 Mbit/s (6.04 -> 6.16 s, 6 alternating visits each).  Such a page lists its modules in
``<meta name="calculators-runtime" data-modules>``, and ``hooks/calculators_early.js``
asks for them at once only when Python is kept (a second visit, a return).

Listed after ``hooks/runtime.py``, which takes the module scripts out of the print edition:
its pages then ask for none.
"""

from __future__ import annotations

import re
from pathlib import Path, PurePosixPath
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.pages import Page
from mkdocs.utils import get_relative_url

# A static import or re-export of a module beside the importing one, at the start of a line:
# `import "./x.mjs"`, `import { a } from "./x.mjs"`, `export { a } from './x.mjs'`.
SIBLING_IMPORT = re.compile(r"""^(?:import|export)\s(?:[^;]*?\sfrom\s)?(["'])\./([\w.-]+)\1;?$""", re.M)

_modules: list[str] = []


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    entries = [
        str(script.path)
        for script in config.extra_javascript
        if not isinstance(script, str) and script.type == "module"
    ]
    _modules[:] = module_graph(Path(config.docs_dir), entries)
    return config


def on_page_context(context: dict[str, Any], *, page: Page, config: MkDocsConfig, nav: Any) -> dict[str, Any]:
    context["module_preloads"] = [get_relative_url(path, page.url) for path in _modules]
    return context


def module_graph(docs: Path, entries: list[str]) -> list[str]:
    """The modules ``entries`` import, directly or not, and the entries themselves: paths in
    the site (``assets/javascripts/...``), each once, in the order they are first met."""
    found: list[str] = []
    waiting = list(entries)
    while waiting:
        path = waiting.pop(0)
        if path in found:
            continue
        source = docs / path
        if not source.is_file():
            raise PluginError(f"module_preload: {path} is imported but not in {docs}")
        found.append(path)
        folder = PurePosixPath(path).parent
        for _, name in SIBLING_IMPORT.findall(source.read_text(encoding="utf-8")):
            waiting.append(str(folder / name))
    return found
