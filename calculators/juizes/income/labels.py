"""The words of the fields of ``juizes.income``: the title and the help of each of the form's
tables, and the label of each field (numbers from the rules' constants)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Text, by_language, filled, plural_ru
from ..data import DOWRY, DOWRY_ROUND

# The form's tables (form.py): the title and the help of each.
TABLES: Final[Mapping[str, Text]] = by_language(
    pt={
        "players": "Jogadores",
        "players.help": "O nome de cada jogador e o saldo antes da Renda.",
        "settlements": "Assentamentos",
        "settlements.help": "Um por linha. Desenvolvimentos: só numa Cidade. Detentor: o jogador dono da guarnição ou com um general parado nele, ou “cananeus”.",
        "taxes": "Cartas de Imposto jogadas nesta rodada",
        "taxes.help": "Quem jogou a carta e a região taxada (escrita como na tabela de assentamentos). Quem taxa recolhe o dobro do valor de todos os assentamentos da região fora de cerco, sejam de outros jogadores, dos cananeus ou do próprio taxador.",
    },
    ru={
        "players": "Игроки",
        "players.help": "Имя каждого игрока и его остаток до дохода.",
        "settlements": "Поселения",
        "settlements.help": "По одному в строке. Улучшения бывают только у города. Владелец — игрок, которому принадлежит гарнизон или чей генерал стоит в поселении, либо «ханаанеи».",
        "taxes": "Карты Налога, сыгранные в этом раунде",
        "taxes.help": "Кто сыграл карту и какой регион обложен (так же, как в таблице поселений). Сыгравший карту забирает двойную стоимость всех поселений региона, кроме осаждённых, — и других игроков, и ханаанеев, и свои собственные.",
    },
    en={
        "players": "Players",
        "players.help": "Each player's name and balance before Income.",
        "settlements": "Settlements",
        "settlements.help": "One per row. Developments: only on a City. Holder: the player owning its garrison or with a general in it, or 'canaanites'.",
        "taxes": "Imposto cards played this round",
        "taxes.help": "Who played the card and the taxed region (spelled as in the settlements table). The taxer collects twice the value of every settlement of the region not under siege: other players', the Canaanites' and their own.",
    },
)

# The form's fields (form.py), by name: the label of each, the help of the round, the options
# of a settlement's kind ("kind.<option>").
COLUMNS: Final[Mapping[str, Text]] = by_language(
    pt={
        "round": "Rodada",
        "round.help": "Na rodada {dowry_round} cada jogador recebe ainda {dowry} moedas de dote inicial.",
        "balance": "Saldo antes da Renda",
        "region": "Região",
        "kind": "Tipo",
        "kind.village": "Vila",
        "kind.city": "Cidade",
        "developments": "Desenvolvimentos",
        "plenty": "Fartura",
        "famine": "Fome",
        "besieged": "Sob cerco",
        "holder": "Detentor",
        "player": "Jogador que taxou",
        "taxed_region": "Região taxada",
    },
    ru={
        "round": "Раунд",
        "round.help": "В {dowry_round}-м раунде каждый игрок получает ещё {dowry} {coins} стартового капитала.",
        "balance": "Остаток до дохода",
        "region": "Регион",
        "kind": "Тип",
        "kind.village": "Деревня",
        "kind.city": "Город",
        "developments": "Улучшения",
        "plenty": "Изобилие",
        "famine": "Голод",
        "besieged": "В осаде",
        "holder": "Владелец",
        "player": "Кто сыграл",
        "taxed_region": "Обложенный регион",
    },
    en={
        "round": "Round",
        "round.help": "In round {dowry_round} every player also gets the {dowry}-coin dowry.",
        "balance": "Balance before Income",
        "region": "Region",
        "kind": "Kind",
        "kind.village": "Village",
        "kind.city": "City",
        "developments": "Developments",
        "plenty": "Plenty (Fartura)",
        "famine": "Famine (Fome)",
        "besieged": "Under siege",
        "holder": "Holder",
        "player": "Taxing player",
        "taxed_region": "Taxed region",
    },
)

# The round's help, with the dowry it names (data.DOWRY, data.DOWRY_ROUND).
ROUND_HELP: Final = filled(
    COLUMNS["round.help"],
    dowry_round=DOWRY_ROUND,
    dowry=DOWRY,
    coins=plural_ru(DOWRY, "монету", "монеты", "монет"),
)
