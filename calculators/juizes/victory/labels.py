"""The words of the fields of ``juizes.victory``: the title and the help of each of the form's
tables, and the label of each field."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Text, by_language

# The form's tables (form.py): the title and the help of each.
TABLES: Final[Mapping[str, Text]] = by_language(
    pt={
        "players": "Jogadores ativos",
        "players.help": "Só os jogadores ainda no jogo (os eliminados em rodadas anteriores ficam de fora). Títulos de Juiz: quantos o jogador tem com o juiz livre, com o juiz cativo e vagos. Generais livres: todos os que não estão cativos, juízes livres e o general com a Arca incluídos.",
        "regions": "Regiões do mapa",
        "regions.help": "Todas as regiões do mapa, cada uma com quantos assentamentos ainda estão de pé nela. Uma contagem em branco não vale 0: sem ela, o colapso das regiões não é checado.",
        "captives": "Generais cativos",
        "captives.help": "Um por linha: de quem é o general, quem o mantém cativo e quem controla o hexágono onde ele está (em branco se ninguém controla). Captor e hexágono podem ser dos “cananeus” ou de um jogador eliminado antes.",
        "eliminated_earlier": "Jogadores eliminados em rodadas anteriores",
        "eliminated_earlier.help": "Só os que aparecem na tabela de cativos (como captor ou no controle de um hexágono).",
    },
    ru={
        "players": "Активные игроки",
        "players.help": "Только игроки, которые ещё в игре (выбывшие в прошлых раундах не указываются). Титулы Судьи: сколько у игрока титулов со свободным судьёй, с судьёй в плену и вакантных. Свободные генералы: все, кто не в плену, включая свободных судей и генерала с Ковчегом.",
        "regions": "Регионы карты",
        "regions.help": "Все регионы карты и сколько поселений уцелело в каждом. Пустая ячейка — не 0: без числа крах регионов не проверяется.",
        "captives": "Генералы в плену",
        "captives.help": "По одному в строке: чей генерал, кто держит его в плену и кто контролирует гекс, где он находится (пусто, если никто). Держать пленника и контролировать гекс могут и «ханаанеи», и игрок, выбывший раньше.",
        "eliminated_earlier": "Игроки, выбывшие в прошлых раундах",
        "eliminated_earlier.help": "Только те, кто упомянут в таблице пленников (держит пленника или контролирует гекс).",
    },
    en={
        "players": "Active players",
        "players.help": "Only the players still in the game. Judge titles: how many with the judge free, captive, or vacant. Free generals: all not captive, free judges and the Ark's bearer included.",
        "regions": "Regions of the map",
        "regions.help": "Every region of the map, each with how many settlements still stand in it. A blank count is not 0: without it, the collapse of the regions is not checked.",
        "captives": "Captive generals",
        "captives.help": "One per row: whose general, who holds it, who controls its hex (blank: nobody). Captor and hex may be the 'canaanites' or a player eliminated earlier.",
        "eliminated_earlier": "Players eliminated in earlier rounds",
        "eliminated_earlier.help": "Only those named in the captives table (as captor or holding a hex).",
    },
)

# The form's fields (form.py), by name: the label of each, the options of the Judge titles
# ("judge_titles.<option>").
COLUMNS: Final[Mapping[str, Text]] = by_language(
    pt={
        "judge_titles": "Títulos de Juiz",
        "judge_titles.free": "juiz livre",
        "judge_titles.captive": "juiz cativo",
        "judge_titles.vacant": "vago",
        "king": "Título de Rei",
        "tabernacle": "General com a Arca sobre o Tabernáculo",
        "settlements": "Assentamentos controlados",
        "free_generals": "Generais livres",
        "region": "Região",
        "standing": "Assentamentos de pé",
        "owner": "Dono do general",
        "captor": "Captor",
        "hex_controller": "Quem controla o hexágono",
        "name": "Jogador",
    },
    ru={
        "judge_titles": "Титулы Судьи",
        "judge_titles.free": "судья свободен",
        "judge_titles.captive": "судья в плену",
        "judge_titles.vacant": "вакантен",
        "king": "Титул Царя",
        "tabernacle": "Генерал с Ковчегом на Скинии",
        "settlements": "Контролируемые поселения",
        "free_generals": "Свободные генералы",
        "region": "Регион",
        "standing": "Уцелевшие поселения",
        "owner": "Чей генерал",
        "captor": "Кто держит в плену",
        "hex_controller": "Кто контролирует гекс",
        "name": "Игрок",
    },
    en={
        "judge_titles": "Judge titles",
        "judge_titles.free": "judge free",
        "judge_titles.captive": "judge captive",
        "judge_titles.vacant": "vacant",
        "king": "King title",
        "tabernacle": "General with the Ark on the Tabernacle",
        "settlements": "Settlements controlled",
        "free_generals": "Free generals",
        "region": "Region",
        "standing": "Standing settlements",
        "owner": "Owner",
        "captor": "Captor",
        "hex_controller": "Hex controlled by",
        "name": "Player",
    },
)
