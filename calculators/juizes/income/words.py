"""The texts of ``juizes.income``: the report, the titles of the readings applied, the messages of
the checks across rows, the aid (numbers from the rules' constants); the form's are in labels.py.

The Russian follows the site's Russian edition of the chapter (поселение, деревня, город,
улучшение, Изобилие, Голод, осада, Налог, ханаанеи, стартовый капитал, остаток); a number that a
noun follows comes as a count (``Catalog.count``), so that the noun agrees with it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Counted, Text, catalog, words_file
from ..data import DOWRY, DOWRY_ROUND, FAMINE, PER_DEVELOPMENT, PLENTY, SETTLEMENT_BASE
from ..words import SHARED

NUMBERS: Final = {
    "village": SETTLEMENT_BASE["village"],
    "city": SETTLEMENT_BASE["city"],
    "per_development": PER_DEVELOPMENT,
    "plenty": PLENTY,
    "famine": -FAMINE,  # written after a minus sign
    "dowry": DOWRY,
    "dowry_round": DOWRY_ROUND,
}

# The texts themselves are in words.toml beside this file, one [TABLE.key] a text.
WORDS: Final = words_file(__name__)

TEXT: Mapping[str, Text] = {**WORDS.table("TEXT"), **SHARED}

# The readings of the page's note «Leituras aplicadas» (sources/juizes.md §1) that a result
# depended on, by the titles the note gives them; the result names them in one line.
READINGS: Final[Mapping[str, Text]] = WORDS.table("READINGS")

ERRORS: Final[Mapping[str, Text]] = WORDS.table("ERRORS")

AID_TEXT: Final[Mapping[str, Text]] = WORDS.table("AID_TEXT")


# The texts, with the rule constants they name (``{dowry_coins}``: «6 монет»).
words = catalog(TEXT, {**NUMBERS, "dowry_coins": Counted(DOWRY, "coin")})

aid_words = catalog(AID_TEXT, NUMBERS)
