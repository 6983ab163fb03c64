"""Virgin Queen: the names the calculators share, as the site's chapter writes them.

Russian: ``docs/ru/virgin-queen/victory.md`` (the seed's «Оттоман» is «Османы» there);
Portuguese: its Brazilian edition ``docs/pt/virgin-queen/victory.md`` and the game's glossary.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ..i18n import Text, by_language
from .data import Power

# The names of the page's «Особые» / «Especiais» and of its glossary.
POWER_NAME: Final[Mapping[Power, Text]] = by_language(
    ru={
        "ottoman": "Османы",
        "spain": "Испания",
        "england": "Англия",
        "france": "Франция",
        "hre": "Империя",
        "protestant": "Протестант",
    },
    pt={
        "ottoman": "Otomanos",
        "spain": "Espanha",
        "england": "Inglaterra",
        "france": "França",
        "hre": "Sacro Império",
        "protestant": "Protestantes",
    },
    en={
        "ottoman": "Ottomans",
        "spain": "Spain",
        "england": "England",
        "france": "France",
        "hre": "Holy Roman Empire",
        "protestant": "Protestant",
    },
)

# The genitive: the seed's «колонки с флажком Испании / Англии / Империи / Протестанта», the
# page's «контроль Османов»; in Portuguese «de» with the article, as in «bandeira da Espanha».
POWER_GENITIVE: Final[Mapping[Power, Text]] = by_language(
    ru={
        "ottoman": "Османов",
        "spain": "Испании",
        "england": "Англии",
        "france": "Франции",
        "hre": "Империи",
        "protestant": "Протестанта",
    },
    pt={
        "ottoman": "dos Otomanos",
        "spain": "da Espanha",
        "england": "da Inglaterra",
        "france": "da França",
        "hre": "do Sacro Império",
        "protestant": "dos Protestantes",
    },
    en={
        "ottoman": "the Ottomans",
        "spain": "Spain",
        "england": "England",
        "france": "France",
        "hre": "the Empire",
        "protestant": "the Protestant",
    },
)

# Sources of the standard victory's 25 VP (sources/virgin-queen.md §1), as the help names them.
STANDARD_VICTORY_SOURCE: Final[Text] = {
    "ru": "отчёт о турнире WBC 2018 и обзор Gospel & Gaming",
    "pt": "o relatório do torneio WBC 2018 e a resenha do Gospel & Gaming",
    "en": "the WBC 2018 report and the Gospel & Gaming review",
}
