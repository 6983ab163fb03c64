"""Virgin Queen: the names the calculators share, as the site's chapter writes them.

Russian: ``docs/ru/virgin-queen/victory.md`` (the seed's «Оттоман» is «Османы» there);
Portuguese: its Brazilian edition ``docs/pt/virgin-queen/victory.md`` and the game's glossary.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ..i18n import Text, words_file
from .data import POWERS, Power

# The texts themselves are in words.toml beside this file, one [TABLE.key] a text.
WORDS: Final = words_file(__name__)

# The names of the page's «Особые» / «Especiais» and of its glossary.
POWER_NAME: Final[Mapping[Power, Text]] = WORDS.keyed("POWER_NAME", POWERS)

# The genitive: the seed's «колонки с флажком Испании / Англии / Империи / Протестанта», the
# page's «контроль Османов»; in Portuguese «de» with the article, as in «bandeira da Espanha».
POWER_GENITIVE: Final[Mapping[Power, Text]] = WORDS.keyed("POWER_GENITIVE", POWERS)

# Sources of the standard victory's 25 VP (sources/virgin-queen.md §1), as the help names them.
STANDARD_VICTORY_SOURCE: Final[Text] = WORDS.text("STANDARD_VICTORY_SOURCE")
