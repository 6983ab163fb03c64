"""MkDocs hook: ship this build's Python runtime with the site, under versioned names.

The runtime is made by ``tools/make-runtime.mjs`` from the core's wheel (``build/wheel``,
made by ``make wheel``; ``WHEEL_DIR`` to ship another) and the pinned npm ``pyodide``, into
``build/runtime/<id>/``, where ``<id>`` is a hash of everything that goes into it (made once
per set of inputs).  After the build the hook copies it to ``site/assets/runtime/<id>/`` and
Pyodide's files to ``site/assets/pyodide/<hash of those files>/``.  Every page with a
calculator names its runtime's id in ``<meta name="calculators-runtime">``, and an inline
script in its ``<head>`` starts the worker at once (``overrides/main.html``,
``hooks/calculators_early.js``): a page and the runtime it was built with
always go together, whatever a cache holds, and the names of another build's files never
collide with this one's.

The print edition (``PRINT_EDITION=true``) runs no Python: its pages load no module script
(the pre-rendered results and the printable aids stay) and get no runtime.
"""

from __future__ import annotations

import fnmatch
import json
import os
import shutil
import subprocess
import zipfile
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.pages import Page
from mkdocs.utils import get_relative_url

ROOT = Path(__file__).resolve().parent.parent
# What the core is made of, in its source tree and its wheel.
CORE_FILES = ("*.py", "*.toml")
WHEEL_DIR = Path(os.environ.get("WHEEL_DIR", ROOT / "build" / "wheel"))
RUNTIMES = ROOT / "build" / "runtime"
# Put inline in the <head> of pages with a calculator: it starts the worker at once.
EARLY_SCRIPT = Path(__file__).with_name("calculators_early.js")

_runtime: dict[str, Any] = {}


def print_edition() -> bool:
    return os.environ.get("PRINT_EDITION", "").lower() in ("1", "true", "yes")


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    if print_edition():
        config.extra_javascript = [s for s in config.extra_javascript if getattr(s, "type", None) != "module"]
        return config
    _runtime.clear()
    _runtime.update(make_runtime(find_wheel()))
    return config


def on_page_context(context: dict[str, Any], *, page: Page, config: MkDocsConfig, nav: Any) -> dict[str, Any]:
    if _runtime and 'data-calculator="' in (page.content or ""):
        worker = f"assets/runtime/{_runtime['id']}/calculators-worker.mjs"
        context["calculators_runtime"] = {
            "id": _runtime["id"],
            "worker": get_relative_url(worker, page.url),
            "wasm": get_relative_url(f"assets/pyodide/{_runtime['pyodide']}/pyodide.asm.wasm", page.url),
            "script": EARLY_SCRIPT.read_text(encoding="utf-8").strip(),
        }
    return context


def on_post_build(*, config: MkDocsConfig) -> None:
    if print_edition():
        return
    assets = Path(config.site_dir) / "assets"
    pyodide = assets / "pyodide" / _runtime["pyodide"]
    pyodide.mkdir(parents=True, exist_ok=True)
    for name in _runtime["pyodide_files"]:
        shutil.copy2(Path(_runtime["pyodide_source"]) / name, pyodide / name)
    target = assets / "runtime" / _runtime["id"]
    shutil.rmtree(target, ignore_errors=True)
    # python.zip stays with the tests: the site ships it gzipped (python.zip.gz).
    shutil.copytree(_runtime["dir"], target, ignore=shutil.ignore_patterns(*_runtime["build_only"]))
    # The worker's own modules are shipped inside the runtime's folder, not beside the pages.
    for name in _runtime["worker_only"]:
        (assets / "javascripts" / name).unlink(missing_ok=True)


# ---------------------------------------------------------------------------
# Helper functions
# ---------------------------------------------------------------------------


def find_wheel() -> Path:
    wheels = sorted(WHEEL_DIR.glob("calculators-*-py3-none-any.whl"))
    if len(wheels) != 1:
        raise PluginError(
            f"expected one calculators wheel in {WHEEL_DIR}, found {len(wheels)}: run `make wheel`"
        )
    # The pages are rendered by the core in calculators/, their live results by the wheel's:
    # one core, or a change would take away what the page showed (stop 40's audit).
    stale = stale_files(wheels[0])
    if stale:
        listed = ", ".join(stale[:5]) + (f" and {len(stale) - 5} more" if len(stale) > 5 else "")
        raise PluginError(f"{wheels[0]} is not the core in calculators/ ({listed}): run `make wheel`")
    return wheels[0]


def core_files(under: Path = ROOT / "calculators") -> list[Path]:
    """The core's files below ``under`` (the core, or one of its packages): its Python and the
    TOML files of texts it reads (calculators.i18n.words_file)."""
    return sorted(p for pattern in CORE_FILES for p in under.rglob(pattern))


def stale_files(wheel: Path) -> list[str]:
    """The core's files (``calculators/...``: its Python and the texts it reads) whose text in
    ``wheel`` differs from the source tree's, or that one of them lacks."""
    source = {p.relative_to(ROOT).as_posix(): p for p in core_files()}
    with zipfile.ZipFile(wheel) as archive:
        packed = {
            name
            for name in archive.namelist()
            if name.startswith("calculators/") and any(fnmatch.fnmatch(name, f"*/{p}") for p in CORE_FILES)
        }
        differ = [
            name for name in sorted(packed & source.keys()) if archive.read(name) != source[name].read_bytes()
        ]
    return sorted(differ + sorted(packed ^ source.keys()))


def make_runtime(wheel: Path) -> dict[str, Any]:
    """Run tools/make-runtime.mjs (it reuses a runtime made from the same inputs)."""
    tool = ROOT / "tools" / "make-runtime.mjs"
    done = subprocess.run(
        ["node", str(tool), str(wheel), str(RUNTIMES)], cwd=ROOT, capture_output=True, text=True
    )
    if done.returncode != 0:
        raise PluginError(f"tools/make-runtime.mjs failed:\n{done.stderr.strip()}")
    if done.stderr.strip():
        print(done.stderr.strip())
    info: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return info
