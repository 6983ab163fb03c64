"""The calculator shell's own words (status line, buttons, notices), per language.

Everything else a calculator shows (labels, help, errors, results) comes from the core
(``calculators/``); these strings belong to the page around it, so they live with the
site: the build template (``overrides/calculators/calculator.html``) prints them and
hands them to the browser module in each calculator's configuration.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from calculators.i18n import Text, tr, words_file

# The texts themselves are in ui_text.toml beside this file, one [TABLE.key] a text.
WORDS: Final = words_file(__name__)

UI: Mapping[str, Text] = WORDS.table("UI")


def ui(key: str, lang: str) -> str:
    """An interface string of the calculator shell in ``lang``."""
    return tr(UI[key], lang)
