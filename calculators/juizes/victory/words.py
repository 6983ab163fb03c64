"""The texts of ``juizes.victory``: the report, the titles of the readings applied, the messages of
the checks across rows (numbers from the rules' constants); the form's are in labels.py.

The Russian follows the site's Russian edition of the chapter (поселение, Судья, Царь, Скиния,
Ковчег, ханаанеи, выбывание, крах регионов); a sentence about a player names them without a
gendered verb (побеждает, выбывает) and a number that a noun follows comes as a count
(``Catalog.count``), so that the noun agrees with it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Counted, Text, catalog, words_file
from ..data import MIN_REGIONS_SUSTAINING_JUDGE, POINTS_TO_WIN, SETTLEMENTS_TO_SUSTAIN_JUDGE
from ..words import SHARED

NUMBERS: Final = {
    "to_win": POINTS_TO_WIN,
    "sustain": SETTLEMENTS_TO_SUSTAIN_JUDGE,
    "min_regions": MIN_REGIONS_SUSTAINING_JUDGE,
}

# The texts themselves are in words.toml beside this file, one [TABLE.key] a text.
WORDS: Final = words_file(__name__)

TEXT: Mapping[str, Text] = {**WORDS.table("TEXT"), **SHARED}

# The readings of the page's note «Leituras aplicadas» (sources/juizes.md §2) that a result
# depended on, by the titles the note gives them; the result names them in one line.
READINGS: Final[Mapping[str, Text]] = WORDS.table("READINGS")

ERRORS: Final[Mapping[str, Text]] = WORDS.table("ERRORS")


# The texts, with the rule constants they name (``{to_win_points}``: «3 очка»).
words = catalog(TEXT, {**NUMBERS, "to_win_points": Counted(POINTS_TO_WIN, "point")})
