"""The texts of the comparison of Reformation targets: the report (numbers from the rules'
constants) and the form's labels and help."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Text, catalog, words_file
from ..reformation.words import NUMBERS

# The texts themselves are in words.toml beside this file, one [TABLE.key] a text.
WORDS: Final = words_file(__name__)

TEXT: Final[Mapping[str, Text]] = WORDS.table("TEXT")


# The form's fields (form.py), by name; "<name>.help" the help of those that have one.
FIELD_TEXT: Final[Mapping[str, Text]] = WORDS.table("FIELD_TEXT")

words = catalog(TEXT, NUMBERS)
