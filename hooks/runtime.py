"""MkDocs hook: ship the Python runtime with the site.

After the build, the Pyodide runtime (from the pinned npm package ``pyodide``) and the
core's wheel (from ``build/wheel``, made by ``make wheel``; ``WHEEL_DIR`` to ship another)
are copied into ``site/assets``, with ``assets/wheels/index.json`` naming the wheel, its
version and sha256 for the worker.

The print edition (``PRINT_EDITION=true``) runs no Python: its pages load no module script
(the pre-rendered results and the printable aids stay) and get no runtime.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError

ROOT = Path(__file__).resolve().parent.parent
# Files of the npm package "pyodide" that the browser needs (shared/reference/stack-notes.md).
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
WHEEL_DIR = Path(os.environ.get("WHEEL_DIR", ROOT / "build" / "wheel"))


def print_edition() -> bool:
    return os.environ.get("PRINT_EDITION", "").lower() in ("1", "true", "yes")


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    if print_edition():
        config.extra_javascript = [s for s in config.extra_javascript if getattr(s, "type", None) != "module"]
    return config


def on_post_build(*, config: MkDocsConfig) -> None:
    if print_edition():
        return
    site = Path(config.site_dir)
    copy_pyodide(site / "assets" / "pyodide")
    copy_wheel(site / "assets" / "wheels")


def copy_pyodide(target: Path) -> None:
    missing = [f for f in PYODIDE_FILES if not (PYODIDE_DIR / f).is_file()]
    if missing:
        raise PluginError(f"Pyodide runtime missing in {PYODIDE_DIR} ({', '.join(missing)}): run `npm ci`")
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE_DIR / name, target / name)


def copy_wheel(target: Path) -> None:
    wheels = sorted(WHEEL_DIR.glob("calculators-*-py3-none-any.whl"))
    if len(wheels) != 1:
        raise PluginError(
            f"expected one calculators wheel in {WHEEL_DIR}, found {len(wheels)}: run `make wheel`"
        )
    wheel = wheels[0]
    version = wheel.name.split("-")[1]
    target.mkdir(parents=True, exist_ok=True)
    shutil.copy2(wheel, target / wheel.name)
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
    manifest = {"wheel": wheel.name, "version": version, "sha256": digest}
    (target / "index.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
