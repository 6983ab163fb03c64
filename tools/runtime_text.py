"""The runtime's description as the calculators' worker carries it, rewritten on its way out.

``tools/make-runtime.mjs`` bundles ``calculators-runtime.mjs`` (the description of the
runtime's files and of its Pyodide) into ``calculators-worker.mjs``, which then imports
nothing.  The tests and the benchmark that make the worker start one way (no snapshot, or a
snapshot that costs nothing to download) change that description in the worker's text: it
stands there as the JSON the build wrote, ``{"id":"<runtime id>","core":…}``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

WORKER = "calculators-worker.mjs"
_START = re.compile(r'\{"id":"[0-9a-f]+","core":')


def rewrite_description(text: str, change: Callable[[dict[str, Any]], None]) -> str:
    """``text`` (the worker's) with its runtime description passed through ``change``, which
    edits the dictionary in place.  ValueError unless the description stands there once."""
    starts = [m.start() for m in _START.finditer(text)]
    if len(starts) != 1:
        raise ValueError(f"{WORKER}: {len(starts)} runtime descriptions where one was expected")
    info, end = json.JSONDecoder().raw_decode(text, starts[0])
    change(info)
    return text[: starts[0]] + json.dumps(info) + text[end:]
