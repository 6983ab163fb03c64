"""tools/runtime_text.py: the runtime's description found and changed in the worker's text."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tools.runtime_text import rewrite_description

DESCRIPTION = {"id": "0123abcd", "core": {"version": "0.1.0"}, "snapshot": {"file": "s.gz", "bytes": 5}}
WORKER = (
    'const x = {"a": 1};\nvar runtime = '
    + json.dumps(DESCRIPTION, separators=(",", ":"))
    + ";\nrun(runtime);\n"
)


def test_the_description_is_changed_and_the_rest_of_the_worker_kept() -> None:
    def free(info: dict[str, Any]) -> None:
        info["snapshot"]["bytes"] = 0

    out = rewrite_description(WORKER, free)
    before, _, after = out.partition("var runtime = ")
    assert before == 'const x = {"a": 1};\n'
    description, end = json.JSONDecoder().raw_decode(after)
    assert description == {**DESCRIPTION, "snapshot": {"file": "s.gz", "bytes": 0}}
    assert after[end:] == ";\nrun(runtime);\n"


@pytest.mark.parametrize("text", ["no description here", WORKER + WORKER])
def test_a_worker_without_exactly_one_description_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match="runtime descriptions where one was expected"):
        rewrite_description(text, lambda info: None)
