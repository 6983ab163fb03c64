"""The texts of ``juizes.income``: the report, the titles of the readings applied, the messages of
the checks across rows, the aid (numbers from the rules' constants); the form's are in labels.py.

The Russian follows the site's Russian edition of the chapter (поселение, деревня, город,
улучшение, Изобилие, Голод, осада, Налог, ханаанеи, стартовый капитал, остаток); a number that a
noun follows comes as a count (``Catalog.count``), so that the noun agrees with it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Counted, Text, by_language, catalog
from ..data import DOWRY, DOWRY_ROUND, FAMINE, PER_DEVELOPMENT, PLENTY, SETTLEMENT_BASE
from ..words import SHARED

NUMBERS: Final = {
    "village": SETTLEMENT_BASE["village"],
    "city": SETTLEMENT_BASE["city"],
    "per_development": PER_DEVELOPMENT,
    "plenty": PLENTY,
    "famine": -FAMINE,  # written after a minus sign
    "dowry": DOWRY,
    "dowry_round": DOWRY_ROUND,
}

TEXT: Mapping[str, Text] = {
    **by_language(
        pt={
            "title": "Renda da rodada (fase 3)",
            "summary_one": "{name} recebe {coins}: saldo {prev} → {new}.",
            "summary_many": "Renda da rodada {round}: {parts}.",
            "summary_part": "{name} {signed} (saldo {new})",
            "coin": "moeda|moedas",
            "table": "Saldo de cada jogador",
            "col_prev": "Saldo anterior",
            "col_in": "Entrou",
            "col_new": "Novo saldo",
            "report": "Relatório financeiro — {name}",
            "prev": "Saldo anterior: {n}",
            "village": "Vila em {region}",
            "city": "Cidade em {region}",
            "settlement": "{what}: {formula}",
            "plenty": "Fartura",
            "famine": "Fome",
            "besieged": "{what}: 0 — sob cerco, não rende para ninguém (renderia {value})",
            "taxed_away": "{what}: 0 — região taxada por {taxer} (renderia {value})",
            "taxed_own": "{what}: 0 ao detentor — região taxada por {taxer}, que recolhe o dobro no Imposto abaixo (vale {value})",
            "tax": "Imposto em {region}: {formula}",
            "tax_nothing": "Imposto em {region}: nenhum assentamento fora de cerco na região = 0",
            "tax_left_out": " ({left})",
            "left_out": "assentamento sob cerco fica de fora|assentamentos sob cerco ficam de fora",
            "dowry": "Dote inicial (rodada {dowry_round}): {n}",
            "nothing": "Nenhum assentamento nem Imposto.",
            "total": "Entrou: {n}",
            "new": "Novo saldo: {prev} + {income} = {new}",
            "no_dowry": "Rodada {round}: sem dote. O dote inicial de {dowry_coins} só é somado na rodada {dowry_round}.",
            "canaanite_idle": "{idle}.",
            "idle": "assentamento em mãos cananeias fora de região taxada não rende para ninguém|assentamentos em mãos cananeias fora de região taxada não rendem para ninguém",
            "by_settlement": "Assentamento por assentamento",
            "by_settlement_caption": "Quanto vale cada assentamento e para quem vai",
            "col_region": "Região",
            "col_kind": "Tipo",
            "col_holder": "Detentor",
            "col_value": "Valor",
            "col_to": "Vai para",
            "kind_village": "Vila",
            "kind_city": "Cidade",
            "nobody": "ninguém",
            "canaanites": "cananeus",
            "besieged_short": "ninguém (cerco)",
            "taxer_short": "{taxer}: {amount} (Imposto)",
        },
        ru={
            "title": "Доход за раунд (фаза 3)",
            "summary_one": "{name}: доход {coins}, остаток {prev} → {new}.",
            "summary_many": "Доход за {round}-й раунд: {parts}.",
            "summary_part": "{name} {signed} (остаток {new})",
            "coin": "монета|монеты|монет",
            "table": "Остаток каждого игрока",
            "col_prev": "Прежний остаток",
            "col_in": "Поступило",
            "col_new": "Новый остаток",
            "report": "Финансовый отчёт — {name}",
            "prev": "Прежний остаток: {n}",
            "village": "Деревня ({region})",
            "city": "Город ({region})",
            "settlement": "{what}: {formula}",
            "plenty": "Изобилие",
            "famine": "Голод",
            "besieged": "{what}: 0 — в осаде, никому не приносит дохода (без осады: {value})",
            "taxed_away": "{what}: 0 — регион обложен Налогом (Налог собирает: {taxer}; без Налога: {value})",
            "taxed_own": "{what}: владельцу 0 — регион обложен Налогом (Налог в двойном размере собирает: {taxer}), см. Налог ниже (стоимость {value})",
            "tax": "Налог ({region}): {formula}",
            "tax_nothing": "Налог ({region}): в регионе нет поселений вне осады = 0",
            "tax_left_out": " ({left})",
            "left_out": "поселение в осаде не учитывается|поселения в осаде не учитываются|поселений в осаде не учитываются",
            "dowry": "Стартовый капитал ({dowry_round}-й раунд): {n}",
            "nothing": "Ни поселений, ни Налога.",
            "total": "Поступило: {n}",
            "new": "Новый остаток: {prev} + {income} = {new}",
            "no_dowry": "{round}-й раунд: без стартового капитала. Стартовый капитал ({dowry_coins}) добавляется только в {dowry_round}-м раунде.",
            "canaanite_idle": "{idle}.",
            "idle": "поселение в руках ханаанеев вне обложенного Налогом региона никому не приносит дохода|поселения в руках ханаанеев вне обложенного Налогом региона никому не приносят дохода|поселений в руках ханаанеев вне обложенного Налогом региона никому не приносят дохода",
            "by_settlement": "По поселениям",
            "by_settlement_caption": "Сколько стоит каждое поселение и кому идёт доход",
            "col_region": "Регион",
            "col_kind": "Тип",
            "col_holder": "Владелец",
            "col_value": "Стоимость",
            "col_to": "Кому",
            "kind_village": "Деревня",
            "kind_city": "Город",
            "nobody": "никому",
            "canaanites": "ханаанеи",
            "besieged_short": "никому (осада)",
            "taxer_short": "{taxer}: {amount} (Налог)",
        },
        en={
            "title": "Round income (phase 3)",
            "summary_one": "{name} receives {coins}: balance {prev} → {new}.",
            "summary_many": "Income of round {round}: {parts}.",
            "summary_part": "{name} {signed} (balance {new})",
            "coin": "coin|coins",
            "table": "Each player's balance",
            "col_prev": "Previous balance",
            "col_in": "Income",
            "col_new": "New balance",
            "report": "Financial report — {name}",
            "prev": "Previous balance: {n}",
            "village": "Village in {region}",
            "city": "City in {region}",
            "settlement": "{what}: {formula}",
            "plenty": "Plenty",
            "famine": "Famine",
            "besieged": "{what}: 0 — under siege, it yields nothing to anybody (would yield {value})",
            "taxed_away": "{what}: 0 — region taxed by {taxer} (would yield {value})",
            "taxed_own": "{what}: 0 to the holder — region taxed by {taxer}, who collects double in the Imposto below (worth {value})",
            "tax": "Imposto on {region}: {formula}",
            "tax_nothing": "Imposto on {region}: no settlement outside a siege in the region = 0",
            "tax_left_out": " ({left})",
            "left_out": "settlement under siege left out|settlements under siege left out",
            "dowry": "Starting dowry (round {dowry_round}): {n}",
            "nothing": "No settlement and no Imposto.",
            "total": "Income: {n}",
            "new": "New balance: {prev} + {income} = {new}",
            "no_dowry": "Round {round}: no dowry. The starting dowry of {dowry_coins} is only added in round {dowry_round}.",
            "canaanite_idle": "{idle}.",
            "idle": "Canaanite settlement outside a taxed region yields nothing to anybody|Canaanite settlements outside a taxed region yield nothing to anybody",
            "by_settlement": "Settlement by settlement",
            "by_settlement_caption": "What each settlement is worth and who gets it",
            "col_region": "Region",
            "col_kind": "Kind",
            "col_holder": "Holder",
            "col_value": "Value",
            "col_to": "Paid to",
            "kind_village": "Village",
            "kind_city": "City",
            "nobody": "nobody",
            "canaanites": "Canaanites",
            "besieged_short": "nobody (siege)",
            "taxer_short": "{taxer}: {amount} (Imposto)",
        },
    ),
    **SHARED,
}

# The readings of the page's note «Leituras aplicadas» (sources/juizes.md §1) that a result
# depended on, by the titles the note gives them; the result names them in one line.
READINGS: Final[Mapping[str, Text]] = by_language(
    pt={
        "value": "Valor",
        "holder": "Detentor",
        "tax": "Imposto",
    },
    ru={
        "value": "Стоимость",
        "holder": "Владелец",
        "tax": "Налог",
    },
    en={
        "value": "Value",
        "holder": "Holder",
        "tax": "Imposto",
    },
)


ERRORS: Final[Mapping[str, Text]] = by_language(
    en={
        "not_a_holder": "'{value}' is not a player: use a name from the players table, or 'canaanites'",
        "village_developed": "only a City is developed: leave 0 on a Village",
        "no_such_region": "no settlement is in a region called '{value}': write the region as in the settlements table (a region with no settlement collects nothing: leave its card out)",
        "region_taxed_twice": "region '{value}' is already taxed in row {row} ({first}): the chapter does not describe two Imposto cards on one region",
    },
    pt={
        "not_a_holder": "“{value}” não é um jogador: use um nome da tabela de jogadores ou “cananeus”",
        "village_developed": "só a Cidade pode ser desenvolvida: numa Vila, deixe 0",
        "no_such_region": "nenhum assentamento está numa região chamada “{value}”: escreva a região como na tabela de assentamentos (uma região sem assentamentos não rende Imposto: deixe a carta de fora)",
        "region_taxed_twice": "a região “{value}” já foi taxada na linha {row} ({first}): o capítulo não prevê duas cartas de Imposto na mesma região",
    },
    ru={
        "not_a_holder": "«{value}» — не игрок: укажите имя из таблицы игроков или «ханаанеи»",
        "village_developed": "улучшать можно только город: у деревни оставьте 0",
        "no_such_region": "в регионе «{value}» нет ни одного поселения: напишите регион так же, как в таблице поселений (регион без поселений Налога не приносит — уберите эту карту)",
        "region_taxed_twice": "регион «{value}» уже обложен Налогом в строке {row} ({first}): глава не описывает две карты Налога на один регион",
    },
)


AID_TEXT: Final[Mapping[str, Text]] = by_language(
    pt={
        "title": "Valores de renda por assentamento",
        "caption": "Moedas que um assentamento rende na fase 3, conforme o terreno",
        "settlement": "Assentamento",
        "developments": "Desenvolvimentos",
        "normal": "Normal",
        "plenty": "Com Fartura",
        "famine": "Com Fome",
        "both": "Com Fartura e Fome",
        "taxed": "Taxada: para quem taxou",
        "city_only": "Só a Cidade recebe desenvolvimentos: +{coins} cada.",
        "taxed_note": "Região taxada (carta Imposto): o detentor recebe 0 e quem taxou recebe o dobro do valor; com Fartura ou Fome, o dobro da coluna correspondente.",
        "siege": "Sob cerco: {coins} para todos — nem o detentor nem quem taxou recebem nada.",
        "dowry": "Rodada {dowry_round}: cada jogador recebe ainda {coins} de dote inicial.",
    },
    ru={
        "title": "Доход с поселения",
        "caption": "Сколько монет приносит поселение в фазе 3, в зависимости от местности",
        "settlement": "Поселение",
        "developments": "Улучшения",
        "normal": "Обычная местность",
        "plenty": "С Изобилием",
        "famine": "С Голодом",
        "both": "С Изобилием и Голодом",
        "taxed": "Под Налогом: сборщику",
        "city_only": "Улучшения бывают только у города: +{coins} за каждое.",
        "taxed_note": "Регион под Налогом: владелец получает 0, а сыгравший карту Налога — двойную стоимость; при Изобилии или Голоде — удвоенное число из соответствующего столбца.",
        "siege": "В осаде: {coins} всем — ни владелец, ни сборщик Налога ничего не получают.",
        "dowry": "{dowry_round}-й раунд: стартовый капитал — ещё {coins} каждому игроку.",
    },
    en={
        "title": "Income value of each settlement",
        "caption": "Coins a settlement yields in phase 3, by its terrain",
        "settlement": "Settlement",
        "developments": "Developments",
        "normal": "Normal",
        "plenty": "With Plenty",
        "famine": "With Famine",
        "both": "With Plenty and Famine",
        "taxed": "Taxed: to the taxer",
        "city_only": "Only a City is developed: +{coins} each.",
        "taxed_note": "Taxed region (Imposto card): the holder gets 0 and the taxer twice the value; with Plenty or Famine, twice the matching column.",
        "siege": "Under siege: {coins} for everyone, neither the holder nor the taxer gets anything.",
        "dowry": "Round {dowry_round}: every player also receives a starting dowry of {coins}.",
    },
)


# The texts, with the rule constants they name (``{dowry_coins}``: «6 монет»).
words = catalog(TEXT, {**NUMBERS, "dowry_coins": Counted(DOWRY, "coin")})


aid_words = catalog(AID_TEXT, NUMBERS)
