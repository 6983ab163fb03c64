"""Virgin Queen: the names the calculators share, as the site's chapter writes them.

Russian: ``docs/ru/virgin-queen/victory.md`` (the seed's «Оттоман» is «Османы» there);
Portuguese: its Brazilian edition ``docs/pt/virgin-queen/victory.md`` and the game's glossary.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ..i18n import Text
from .data import Power

# The names of the page's «Особые» / «Especiais» and of its glossary.
POWER_NAME: Final[Mapping[Power, Text]] = {
    "ottoman": {"ru": "Османы", "pt": "Otomanos", "en": "Ottomans"},
    "spain": {"ru": "Испания", "pt": "Espanha", "en": "Spain"},
    "england": {"ru": "Англия", "pt": "Inglaterra", "en": "England"},
    "france": {"ru": "Франция", "pt": "França", "en": "France"},
    "hre": {"ru": "Империя", "pt": "Sacro Império", "en": "Holy Roman Empire"},
    "protestant": {"ru": "Протестант", "pt": "Protestantes", "en": "Protestant"},
}

# The genitive: the seed's «колонки с флажком Испании / Англии / Империи / Протестанта», the
# page's «контроль Османов»; in Portuguese «de» with the article, as in «bandeira da Espanha».
POWER_GENITIVE: Final[Mapping[Power, Text]] = {
    "ottoman": {"ru": "Османов", "pt": "dos Otomanos", "en": "the Ottomans"},
    "spain": {"ru": "Испании", "pt": "da Espanha", "en": "Spain"},
    "england": {"ru": "Англии", "pt": "da Inglaterra", "en": "England"},
    "france": {"ru": "Франции", "pt": "da França", "en": "France"},
    "hre": {"ru": "Империи", "pt": "do Sacro Império", "en": "the Empire"},
    "protestant": {"ru": "Протестанта", "pt": "dos Protestantes", "en": "the Protestant"},
}

# Sources of the standard victory's 25 VP (sources/virgin-queen.md §1), as the help names them.
STANDARD_VICTORY_SOURCE: Final[Text] = {
    "ru": "отчёт о турнире WBC 2018 и обзор Gospel & Gaming",
    "pt": "o relatório do torneio WBC 2018 e a resenha do Gospel & Gaming",
    "en": "the WBC 2018 report and the Gospel & Gaming review",
}
