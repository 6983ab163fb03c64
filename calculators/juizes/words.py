"""Juízes: the texts both calculators share."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ..i18n import Text, by_language

# The languages of the game's pages, Portuguese first: the game's own (its presets are typed in
# each, its reports read in each).
LANGUAGES: Final[tuple[str, ...]] = ("pt", "ru")

# The checks of the names typed by hand (sources/juizes.md §3.1), shared by both calculators, by
# the code of their error; "not_a_player": a name typed in a row that is not in the players table.
NAME_ERRORS: Final[Mapping[str, Text]] = by_language(
    en={
        "not_a_player": "'{value}' is not a player: use a name from the players table",
        "same_name": "'{value}' is the same name as '{first}' (case, accents and spaces do not count)",
        "at_the_table": "'{first}' is among the active players: a player eliminated in an earlier round is no longer at the table",
        "canaanite_name": "'{value}' is how this calculator writes the Canaanites: give the player another name",
    },
    pt={
        "not_a_player": "“{value}” não é um jogador: use um nome da tabela de jogadores",
        "same_name": "“{value}” é o mesmo nome que “{first}” (maiúsculas, acentos e espaços não contam)",
        "at_the_table": "“{first}” está entre os jogadores ativos: quem foi eliminado numa rodada anterior já não está na mesa",
        "canaanite_name": "“{value}” é como a calculadora chama os cananeus: dê outro nome ao jogador",
    },
    ru={
        "not_a_player": "«{value}» — не игрок: укажите имя из таблицы игроков",
        "same_name": "«{value}» — то же имя, что и «{first}» (регистр, «ё» и «е», знаки над буквами и пробелы не различаются)",
        "at_the_table": "«{first}» — среди игроков за столом: выбывший в прежнем раунде за столом уже не сидит",
        "canaanite_name": "«{value}» — так калькулятор называет ханаанеев: дайте игроку другое имя",
    },
)

# Both reports end, when they depended on one, with the titles of the readings of the page's
# note (sources/juizes.md) they applied, in one line: the note itself is just above.
SHARED: Final[Mapping[str, Text]] = by_language(
    pt={
        "readings_used": "Leituras da nota acima aplicadas aqui: {readings}.",
        "col_player": "Jogador",
    },
    ru={
        "readings_used": "Здесь применены толкования из примечания выше: {readings}.",
        "col_player": "Игрок",
    },
    en={
        "readings_used": "Readings of the note above applied here: {readings}.",
        "col_player": "Player",
    },
)
