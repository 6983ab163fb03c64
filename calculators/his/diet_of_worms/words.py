"""The Diet of Worms' texts (numbers from the rules' constants)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Final

from ...dice import FACES
from ...i18n import Text, catalog, filled, words_file
from ..data import (
    CARD_CP_MAX,
    CARD_CP_MIN,
    COPERNICUS_FROM_TURN,
    DIET_HIT_ON,
    DIET_PROTESTANT_EXTRA_DICE,
    THESES_AND_DIET_TURN,
)

# The faces that hit (steps 3-4: «Каждая выпавшая 5 или 6 – это «удар»») and a die's chance to hit.
HIT_FACES = tuple(range(DIET_HIT_ON, FACES + 1))
NUMBERS = {
    "extra_dice": DIET_PROTESTANT_EXTRA_DICE,
    "hit_chance": Fraction(len(HIT_FACES), FACES),
    # The one card of the top CP, and when it comes (sources/here-i-stand.md §5, §7).
    "top_cp": CARD_CP_MAX,
    "copernicus": COPERNICUS_FROM_TURN,
    "diet_turn": THESES_AND_DIET_TURN,
    # The seed's numbered steps of the procedure (references, not quantities).
    "step_protestant": 5,
    "step_catholic": 6,
    "step_tie": 7,
}

# The texts themselves are in words.toml beside this file, one [TABLE.key] a text.
WORDS: Final = words_file(__name__)

TEXT: Final[Mapping[str, Text]] = WORDS.table("TEXT")

AID_TEXT: Final[Mapping[str, Text]] = WORDS.table("AID_TEXT")


# The form's fields (form.py): each card's CP by its field's name, and their help ("cp.help",
# numbers from the rules' constants).
FIELD_TEXT: Final[Mapping[str, Text]] = WORDS.table("FIELD_TEXT")
CP_HELP: Final = filled(FIELD_TEXT["cp.help"], min_cp=CARD_CP_MIN, top_cp=CARD_CP_MAX)

words = catalog(TEXT, NUMBERS)
aid_words = catalog(AID_TEXT, NUMBERS)
