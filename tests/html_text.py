"""What a reader sees of the core's HTML, for tests that check its words."""

from __future__ import annotations

import re


def text_of(html: str) -> str:
    """``html`` without its tags: the text a reader sees (still escaped, as the core wrote it).
    The words stay checked whatever markup holds them (a ``<span lang>``, a ``calc-nobr``)."""
    return re.sub(r"<[^>]+>", "", html)
