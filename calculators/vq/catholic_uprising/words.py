"""The Catholic uprising's texts (numbers from the rule's constant).

Russian as the site's chapter words it («хит», «восстание английских католиков»), Portuguese as
its Brazilian edition and the glossary (“acerto”, «rebelião dos católicos ingleses»).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Text, catalog, words_file
from ..data import CATHOLIC_UPRISING_MARGIN

NUMBERS = {"margin_needed": CATHOLIC_UPRISING_MARGIN}

# The texts themselves are in words.toml beside this file, one [TABLE.key] a text.
WORDS: Final = words_file(__name__)

TEXT: Final[Mapping[str, Text]] = WORDS.table("TEXT")

# The form's field of a power's hits ({of}: the power's genitive).
HITS_LABEL: Final[Text] = WORDS.text("HITS_LABEL")

words = catalog(TEXT, NUMBERS)
