"""The words of the fields of ``juizes.income``: the title and the help of each of the form's
tables, and the label of each field (numbers from the rules' constants)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Text, filled, plural_ru, words_file
from ..data import DOWRY, DOWRY_ROUND

# The texts themselves are in labels.toml beside this file, one [TABLE.key] a text.
WORDS: Final = words_file(__name__)

# The form's tables (form.py): the title and the help of each.
TABLES: Final[Mapping[str, Text]] = WORDS.table("TABLES")

# The form's fields (form.py), by name: the label of each, the help of the round, the options
# of a settlement's kind ("kind.<option>").
COLUMNS: Final[Mapping[str, Text]] = WORDS.table("COLUMNS")

# The round's help, with the dowry it names (data.DOWRY, data.DOWRY_ROUND).
ROUND_HELP: Final = filled(
    COLUMNS["round.help"],
    dowry_round=DOWRY_ROUND,
    dowry=DOWRY,
    coins=plural_ru(DOWRY, "монету", "монеты", "монет"),
)
