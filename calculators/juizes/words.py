"""Juízes: the texts both calculators share."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ..i18n import Text

# A name typed in a row that is not in the players table.
NOT_A_PLAYER: Final[Text] = {
    "en": "'{value}' is not a player: use a name from the players table",
    "pt": "“{value}” não é um jogador: use um nome da tabela de jogadores",
    "ru": "«{value}» — не игрок: укажите имя из таблицы игроков",
}

# The checks of the names typed by hand (sources/juizes.md §3.1), shared by both calculators.
NAME_ERRORS: Final[Mapping[str, Text]] = {
    "same_name": {
        "en": "'{value}' is the same name as '{first}' (case, accents and spaces do not count)",
        "pt": "“{value}” é o mesmo nome que “{first}” (maiúsculas, acentos e espaços não contam)",
        "ru": "«{value}» — то же имя, что и «{first}» (заглавные буквы, знаки над буквами и пробелы не различаются)",
    },
    "canaanite_name": {
        "en": "'{value}' is how this calculator writes the Canaanites: give the player another name",
        "pt": "“{value}” é como a calculadora chama os cananeus: dê outro nome ao jogador",
        "ru": "«{value}» — так калькулятор называет ханаанеев: дайте игроку другое имя",
    },
}

# Both reports end, when they depended on one, with the titles of the readings of the page's
# note (sources/juizes.md) they applied, in one line: the note itself is just above.
SHARED: Final[Mapping[str, Text]] = {
    "readings_used": {
        "pt": "Leituras da nota acima aplicadas aqui: {readings}.",
        "ru": "Здесь применены толкования из примечания выше: {readings}.",
        "en": "Readings of the note above applied here: {readings}.",
    },
    "col_player": {"pt": "Jogador", "ru": "Игрок", "en": "Player"},
}
