"""Juízes: the texts both calculators share."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ..i18n import Text

# A name typed in a row that is not in the players table.
NOT_A_PLAYER: Final[Text] = {
    "en": "'{value}' is not a player: use a name from the players table",
    "pt": "«{value}» não é um jogador: use um nome da tabela de jogadores",
}

# Both reports end with the readings of sources/juizes.md that the input exercised.
SHARED: Final[Mapping[str, Text]] = {
    "readings": {
        "pt": "Leituras aplicadas onde o capítulo é omisso",
        "en": "Readings applied where the chapter is silent",
    },
    "col_player": {"pt": "Jogador", "en": "Player"},
}
