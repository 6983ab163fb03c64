"""Juízes: the texts both calculators share."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ..i18n import Text, words_file

# The languages of the game's pages, Portuguese first: the game's own (its presets are typed in
# each, its reports read in each).
LANGUAGES: Final[tuple[str, ...]] = ("pt", "ru")

# The texts themselves are in words.toml beside this file, one [TABLE.key] a text.
WORDS: Final = words_file(__name__)

# The checks of the names typed by hand (sources/juizes.md §3.1), shared by both calculators, by
# the code of their error; "not_a_player": a name typed in a row that is not in the players table.
NAME_ERRORS: Final[Mapping[str, Text]] = WORDS.table("NAME_ERRORS")

# Both reports end, when they depended on one, with the titles of the readings of the page's
# note (sources/juizes.md) they applied, in one line: the note itself is just above.
SHARED: Final[Mapping[str, Text]] = WORDS.table("SHARED")
