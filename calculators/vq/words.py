"""Virgin Queen: the names the calculators share, as the seed writes them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ..i18n import Text
from .data import Power

# Names as the seed writes them (sources/seeds/vq-victory.txt «Особые»).
POWER_NAME: Final[Mapping[Power, Text]] = {
    "ottoman": {"ru": "Оттоман", "en": "Ottoman"},
    "spain": {"ru": "Испания", "en": "Spain"},
    "england": {"ru": "Англия", "en": "England"},
    "france": {"ru": "Франция", "en": "France"},
    "hre": {"ru": "Империя", "en": "Holy Roman Empire"},
    "protestant": {"ru": "Протестант", "en": "Protestant"},
}

# The genitive the seed uses in «колонки с флажком Испании / Англии / Империи / Протестанта».
POWER_GENITIVE: Final[Mapping[Power, Text]] = {
    "ottoman": {"ru": "Оттомана", "en": "the Ottoman"},
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
