"""The texts of ``his.vp``: the report, the messages of the checks across fields, the aid
(numbers from the rules' constants)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Text, catalog, words_file
from ..data import (
    ENGLISH_HOME_SPACES,
    ENGLISH_HOME_SPACES_PER_VP,
    HAPSBURG_VP_PER_ELECTORATE,
    PROTESTANT_SPACES_AUTO_WIN,
    PROTESTANT_SPACES_ROW_STARTS,
    PROTESTANT_VP_PER_ELECTORATE,
    STANDARD_VICTORY_VP,
)
from ..words import new_world_name

NUMBERS: Final = {
    "per_electorate": PROTESTANT_VP_PER_ELECTORATE,
    "hapsburg_per_electorate": HAPSBURG_VP_PER_ELECTORATE,
    "per_english": ENGLISH_HOME_SPACES_PER_VP,
    "english_home_spaces": len(ENGLISH_HOME_SPACES),
    "auto_win_spaces": PROTESTANT_SPACES_AUTO_WIN,
    # The last numbered box of the Protestant Spaces Track: «47–49».
    "last_row": f"{PROTESTANT_SPACES_ROW_STARTS[-1]}\u2013{PROTESTANT_SPACES_AUTO_WIN - 1}",
    "victory_vp": STANDARD_VICTORY_VP,
}

# The texts themselves are in words.toml beside this file, one [TABLE.key] a text.
WORDS: Final = words_file(__name__)

TEXT: Final[Mapping[str, Text]] = WORDS.table("TEXT")

MESSAGES: Final[Mapping[str, Text]] = WORDS.table("MESSAGES")

AID_TEXT: Final[Mapping[str, Text]] = WORDS.table("AID_TEXT")


def new_world_list(table: Mapping[str, int]) -> Text:
    """The discoveries or conquests with their VP: «майя 1, ацтеки 2, инки 2»."""
    return {
        lang: ", ".join(f"{new_world_name(k, lang)} {v}" for k, v in table.items())
        for lang in ("ru", "pt", "en")
    }


words = catalog(TEXT, NUMBERS)
aid_words = catalog(AID_TEXT, NUMBERS)
