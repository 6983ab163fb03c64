"""The texts of the Reformation and Counter Reformation calculators (numbers from the rules' constants)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...dice import FACES
from ...i18n import Text, catalog, fmt_signed, words_file
from ..data import AUGSBURG_CONFESSION_MODIFIER, AUTOMATIC_SUCCESS_ROLL, CALVIN_OR_FULL_BIBLE_MODIFIER

NUMBERS = {
    "automatic_roll": AUTOMATIC_SUCCESS_ROLL,
    "calvin": fmt_signed(CALVIN_OR_FULL_BIBLE_MODIFIER),
    "augsburg": fmt_signed(AUGSBURG_CONFESSION_MODIFIER),
    # The highest Papal die with Augsburg Confession: a 6 less 1.
    "augsburg_best": FACES + AUGSBURG_CONFESSION_MODIFIER,
}

# The texts themselves are in words.toml beside this file, one [TABLE.key] a text.
WORDS: Final = words_file(__name__)

TEXT: Final[Mapping[str, Text]] = WORDS.table("TEXT")

# Breakdown labels: "<side>.<item>".
ITEM_LABELS: Final[Mapping[str, Text]] = WORDS.table("ITEM_LABELS")

# Breakdown items counted in numbers, shown with their count (the others are yes/no, or, like
# a debater bonus, a number of dice that the "+N" already says).
COUNTED_ITEMS = frozenset(
    {
        "adjacent_spaces",
        "adjacent_reformers",
        "adjacent_universities",
        "adjacent_stacks",
    }
)

AID_TEXT: Final[Mapping[str, Text]] = WORDS.table("AID_TEXT")

words = catalog(TEXT, NUMBERS)
item_words = catalog(ITEM_LABELS, NUMBERS)
aid_words = catalog(AID_TEXT, NUMBERS)
