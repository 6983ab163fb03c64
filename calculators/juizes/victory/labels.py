"""The words of the fields of ``juizes.victory``: the title and the help of each of the form's
tables, and the label of each field."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Text, words_file

# The texts themselves are in labels.toml beside this file, one [TABLE.key] a text.
WORDS: Final = words_file(__name__)

# The form's tables (form.py): the title and the help of each.
TABLES: Final[Mapping[str, Text]] = WORDS.table("TABLES")

# The form's fields (form.py), by name: the label of each, the options of the Judge titles
# ("judge_titles.<option>").
COLUMNS: Final[Mapping[str, Text]] = WORDS.table("COLUMNS")
