"""Here I Stand: the names the calculators share, in the words of the site's pages.

Russian as in sources/seeds/his-victory.txt; Portuguese as the site's Portuguese pages and their
glossary (docs/pt/here-i-stand/glossary.md): powers «Османы» / "Otomanos" and so on.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Final

from ..i18n import Text, tr, words_file
from .data import POWERS, Power

# The texts themselves are in words.toml beside this file, one [TABLE.key] a text.
WORDS: Final = words_file(__name__)

# Power names as in sources/seeds/his-victory.txt «Специальные».
POWER_NAMES: Final[Mapping[Power, Text]] = WORDS.keyed("POWER_NAMES", POWERS)


def power_name(power: Power, lang: str) -> str:
    return tr(POWER_NAMES[power], lang)


# The debaters' names (sources/here-i-stand.md §5, debate values on the counters): Russian, and
# the Portuguese forms in use where there is one (Lutero, Calvino, Zuínglio...), else the name on
# the counter.
DEBATER_NAMES: Final[Mapping[str, Text]] = WORDS.table("DEBATER_NAMES")


def _read_english_keyed(table: Mapping[str, Text]) -> Callable[[str, str], str]:
    """The reader of a table of names keyed by the name in English (the counter's own, which is
    the English text): ``(name, lang)`` -> the name in ``lang``."""

    def read(name: str, lang: str) -> str:
        return tr({**table[name], "en": name}, lang)

    return read


debater_name: Final = _read_english_keyed(DEBATER_NAMES)


# The New World's discoveries and conquests (sources/here-i-stand.md §5).
NEW_WORLD_NAMES: Final[Mapping[str, Text]] = WORDS.table("NEW_WORLD_NAMES")

new_world_name: Final = _read_english_keyed(NEW_WORLD_NAMES)
