"""Virgin Queen: the names the calculators share, as the seed writes them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ..i18n import Text
from .data import Power

# Names as the rules page writes them (docs/ru/virgin-queen/victory.md «Особые»; the seed's
# «Оттоман» is «Османы» there, as in the glossary).
POWER_NAME: Final[Mapping[Power, Text]] = {
    "ottoman": {"ru": "Османы", "en": "Ottomans"},
    "spain": {"ru": "Испания", "en": "Spain"},
    "england": {"ru": "Англия", "en": "England"},
    "france": {"ru": "Франция", "en": "France"},
    "hre": {"ru": "Империя", "en": "Holy Roman Empire"},
    "protestant": {"ru": "Протестант", "en": "Protestant"},
}

# The genitive the seed uses in «колонки с флажком Испании / Англии / Империи / Протестанта»
# (and the page in «контроль Османов»).
POWER_GENITIVE: Final[Mapping[Power, Text]] = {
    "ottoman": {"ru": "Османов", "en": "the Ottomans"},
    "spain": {"ru": "Испании", "en": "Spain"},
    "england": {"ru": "Англии", "en": "England"},
    "france": {"ru": "Франции", "en": "France"},
    "hre": {"ru": "Империи", "en": "the Empire"},
    "protestant": {"ru": "Протестанта", "en": "the Protestant"},
}

# Sources of the standard victory's 25 VP (sources/virgin-queen.md §1), as the reports name them.
STANDARD_VICTORY_SOURCE: Final[Text] = {
    "ru": "отчёт о турнире WBC 2018 и обзор Gospel & Gaming",
    "en": "the WBC 2018 report and the Gospel & Gaming review",
}
