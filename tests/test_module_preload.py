"""hooks/module_preload.py: the modules a page imports, found from its module scripts."""

from __future__ import annotations

from pathlib import Path

import pytest
from mkdocs.exceptions import PluginError

from hooks.module_preload import module_graph

DOCS = Path(__file__).resolve().parent.parent / "docs"
ENTRIES = ["assets/javascripts/site.mjs", "assets/javascripts/calculators.mjs"]


def test_the_graph_holds_the_entries_and_every_module_they_import_once() -> None:
    graph = module_graph(DOCS, ENTRIES)
    assert graph[:2] == ENTRIES
    assert len(graph) == len(set(graph))
    names = {path.rsplit("/", 1)[-1] for path in graph}
    # Two levels down: calculators.mjs -> calculators-client.mjs -> calculators-session.mjs.
    assert {"calculators-client.mjs", "calculators-session.mjs", "calculators-protocol.mjs"} <= names
    # The worker's own modules are bundled into the runtime, not loaded by the page.
    assert not names & {"calculators-worker.mjs", "calculators-python.mjs", "calculators-fetch.mjs"}


def test_an_import_of_a_module_that_is_not_there_fails_the_build(tmp_path: Path) -> None:
    (tmp_path / "a.mjs").write_text('import { b } from "./b.mjs";\n', encoding="utf-8")
    with pytest.raises(PluginError, match="b.mjs"):
        module_graph(tmp_path, ["a.mjs"])
