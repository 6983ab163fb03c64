"""The texts of ``juizes.income``: the report, the titles of the readings applied, the messages of
the checks across rows, the aid (numbers from the rules' constants).

The Russian follows the site's Russian edition of the chapter (поселение, деревня, город,
улучшение, Изобилие, Голод, осада, Налог, ханаанеи, стартовый капитал, остаток); a number that a
noun follows comes as a count (``Catalog.count``), so that the noun agrees with it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Catalog, Text
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
    "title": {
        "pt": "Renda da rodada (fase 3)",
        "ru": "Доход за раунд (фаза 3)",
        "en": "Round income (phase 3)",
    },
    "summary_one": {
        "pt": "{name} recebe {coins}: saldo {prev} → {new}.",
        "ru": "{name}: доход {coins}, остаток {prev} → {new}.",
        "en": "{name} receives {coins}: balance {prev} → {new}.",
    },
    "summary_many": {
        "pt": "Renda da rodada {round}: {parts}.",
        "ru": "Доход за {round}-й раунд: {parts}.",
        "en": "Income of round {round}: {parts}.",
    },
    "summary_part": {
        "pt": "{name} {signed} (saldo {new})",
        "ru": "{name} {signed} (остаток {new})",
        "en": "{name} {signed} (balance {new})",
    },
    "coin": {"pt": "moeda|moedas", "ru": "монета|монеты|монет", "en": "coin|coins"},
    "table": {"pt": "Saldo de cada jogador", "ru": "Остаток каждого игрока", "en": "Each player's balance"},
    "col_prev": {"pt": "Saldo anterior", "ru": "Прежний остаток", "en": "Previous balance"},
    "col_in": {"pt": "Entrou", "ru": "Поступило", "en": "Income"},
    "col_new": {"pt": "Novo saldo", "ru": "Новый остаток", "en": "New balance"},
    "report": {
        "pt": "Relatório financeiro — {name}",
        "ru": "Финансовый отчёт — {name}",
        "en": "Financial report — {name}",
    },
    "prev": {"pt": "Saldo anterior: {n}", "ru": "Прежний остаток: {n}", "en": "Previous balance: {n}"},
    "village": {"pt": "Vila em {region}", "ru": "Деревня ({region})", "en": "Village in {region}"},
    "city": {"pt": "Cidade em {region}", "ru": "Город ({region})", "en": "City in {region}"},
    "settlement": {"pt": "{what}: {formula}", "ru": "{what}: {formula}", "en": "{what}: {formula}"},
    "plenty": {"pt": "Fartura", "ru": "Изобилие", "en": "Plenty"},
    "famine": {"pt": "Fome", "ru": "Голод", "en": "Famine"},
    "besieged": {
        "pt": "{what}: 0 — sob cerco, não rende para ninguém (renderia {value})",
        "ru": "{what}: 0 — в осаде, никому не приносит дохода (принесло бы {value})",
        "en": "{what}: 0 — under siege, it yields nothing to anybody (would yield {value})",
    },
    "taxed_away": {
        "pt": "{what}: 0 — região taxada por {taxer} (renderia {value})",
        "ru": "{what}: 0 — регион обложен Налогом, его собирает {taxer} (принесло бы {value})",
        "en": "{what}: 0 — region taxed by {taxer} (would yield {value})",
    },
    "taxed_own": {
        "pt": "{what}: 0 ao detentor — região taxada por {taxer}, que recolhe o dobro no Imposto abaixo (vale {value})",
        "ru": (
            "{what}: владельцу 0 — регион обложен Налогом, его собирает {taxer} в двойном размере, "
            "см. Налог ниже (стоимость {value})"
        ),
        "en": "{what}: 0 to the holder — region taxed by {taxer}, who collects double in the Imposto below (worth {value})",
    },
    "tax": {
        "pt": "Imposto em {region}: {formula}",
        "ru": "Налог ({region}): {formula}",
        "en": "Imposto on {region}: {formula}",
    },
    "tax_nothing": {
        "pt": "Imposto em {region}: nenhum assentamento fora de cerco na região = 0",
        "ru": "Налог ({region}): в регионе нет поселений вне осады = 0",
        "en": "Imposto on {region}: no settlement outside a siege in the region = 0",
    },
    "tax_left_out": {"pt": " ({left})", "ru": " ({left})", "en": " ({left})"},
    "left_out": {
        "pt": "assentamento sob cerco fica de fora|assentamentos sob cerco ficam de fora",
        "ru": "поселение в осаде не учитывается|поселения в осаде не учитываются|поселений в осаде не учитываются",
        "en": "settlement under siege left out|settlements under siege left out",
    },
    "dowry": {
        "pt": "Dote inicial (rodada {dowry_round}): {n}",
        "ru": "Стартовый капитал ({dowry_round}-й раунд): {n}",
        "en": "Starting dowry (round {dowry_round}): {n}",
    },
    "nothing": {
        "pt": "Nenhum assentamento nem Imposto.",
        "ru": "Ни поселений, ни Налога.",
        "en": "No settlement and no Imposto.",
    },
    "total": {"pt": "Entrou: {n}", "ru": "Поступило: {n}", "en": "Income: {n}"},
    "new": {
        "pt": "Novo saldo: {prev} + {income} = {new}",
        "ru": "Новый остаток: {prev} + {income} = {new}",
        "en": "New balance: {prev} + {income} = {new}",
    },
    "no_dowry": {
        "pt": "Rodada {round}: sem dote. O dote inicial de {dowry_coins} só é somado na rodada {dowry_round}.",
        "ru": (
            "{round}-й раунд: без стартового капитала. Стартовый капитал ({dowry_coins}) добавляется "
            "только в {dowry_round}-м раунде."
        ),
        "en": "Round {round}: no dowry. The starting dowry of {dowry_coins} is only added in round {dowry_round}.",
    },
    "canaanite_idle": {
        "pt": "Assentamentos em mãos cananeias fora de região taxada não rendem para ninguém: {n}.",
        "ru": "Поселения в руках ханаанеев вне обложенного Налогом региона никому не приносят дохода: {n}.",
        "en": "Canaanite settlements outside a taxed region yield nothing to anybody: {n}.",
    },
    "by_settlement": {
        "pt": "Assentamento por assentamento",
        "ru": "По поселениям",
        "en": "Settlement by settlement",
    },
    "by_settlement_caption": {
        "pt": "Quanto vale cada assentamento e para quem vai",
        "ru": "Сколько стоит каждое поселение и кому идёт доход",
        "en": "What each settlement is worth and who gets it",
    },
    "col_region": {"pt": "Região", "ru": "Регион", "en": "Region"},
    "col_kind": {"pt": "Tipo", "ru": "Тип", "en": "Kind"},
    "col_holder": {"pt": "Detentor", "ru": "Владелец", "en": "Holder"},
    "col_value": {"pt": "Valor", "ru": "Стоимость", "en": "Value"},
    "col_to": {"pt": "Vai para", "ru": "Кому", "en": "Paid to"},
    "kind_village": {"pt": "Vila", "ru": "Деревня", "en": "Village"},
    "kind_city": {"pt": "Cidade", "ru": "Город", "en": "City"},
    "nobody": {"pt": "ninguém", "ru": "никому", "en": "nobody"},
    "canaanites": {"pt": "cananeus", "ru": "ханаанеи", "en": "Canaanites"},
    "besieged_short": {"pt": "ninguém (cerco)", "ru": "никому (осада)", "en": "nobody (siege)"},
    "taxer_short": {
        "pt": "{taxer}: {amount} (Imposto)",
        "ru": "{taxer}: {amount} (Налог)",
        "en": "{taxer}: {amount} (Imposto)",
    },
    **SHARED,
}

# The readings of the page's note «Leituras aplicadas» (sources/juizes.md §1) that a result
# depended on, by the titles the note gives them; the result names them in one line.
READINGS: Mapping[str, Text] = {
    "value": {"pt": "Valor", "ru": "Стоимость", "en": "Value"},
    "holder": {"pt": "Detentor", "ru": "Владелец", "en": "Holder"},
    "tax": {"pt": "Imposto", "ru": "Налог", "en": "Imposto"},
}


ERRORS: Mapping[str, Text] = {
    "not_a_holder": {
        "en": "'{value}' is not a player: use a name from the players table, or 'canaanites'",
        "pt": "“{value}” não é um jogador: use um nome da tabela de jogadores ou “cananeus”",
        "ru": "«{value}» — не игрок: укажите имя из таблицы игроков или «ханаанеи»",
    },
    "village_developed": {
        "en": "only a City is developed: leave 0 on a Village",
        "pt": "só a Cidade pode ser desenvolvida: numa Vila, deixe 0",
        "ru": "улучшать можно только город: у деревни оставьте 0",
    },
    "no_such_region": {
        "en": (
            "no settlement is in a region called '{value}': write the region as in the settlements "
            "table (a region with no settlement collects nothing: leave its card out)"
        ),
        "pt": (
            "nenhum assentamento está numa região chamada “{value}”: escreva a região como na tabela "
            "de assentamentos (uma região sem assentamentos não rende Imposto: deixe a carta de fora)"
        ),
        "ru": (
            "в регионе «{value}» нет ни одного поселения: напишите регион так же, как в таблице "
            "поселений (регион без поселений Налога не приносит — такую карту можно не указывать)"
        ),
    },
    "region_taxed_twice": {
        "en": (
            "region '{value}' is already taxed in row {row} ({first}): the chapter does not "
            "describe two Imposto cards on one region"
        ),
        "pt": (
            "a região “{value}” já foi taxada na linha {row} ({first}): o capítulo não prevê duas "
            "cartas de Imposto na mesma região"
        ),
        "ru": (
            "регион «{value}» уже обложен Налогом в строке {row} ({first}): глава не описывает две "
            "карты Налога на один регион"
        ),
    },
}


AID_TEXT: Mapping[str, Text] = {
    "title": {
        "pt": "Valores de renda por assentamento",
        "ru": "Доход с поселения",
        "en": "Income value of each settlement",
    },
    "caption": {
        "pt": "Moedas que um assentamento rende na fase 3, conforme o terreno",
        "ru": "Сколько монет приносит поселение в фазе 3, в зависимости от местности",
        "en": "Coins a settlement yields in phase 3, by its terrain",
    },
    "settlement": {"pt": "Assentamento", "ru": "Поселение", "en": "Settlement"},
    "developments": {"pt": "Desenvolvimentos", "ru": "Улучшения", "en": "Developments"},
    "normal": {"pt": "Normal", "ru": "Обычная местность", "en": "Normal"},
    "plenty": {"pt": "Com Fartura", "ru": "С Изобилием", "en": "With Plenty"},
    "famine": {"pt": "Com Fome", "ru": "С Голодом", "en": "With Famine"},
    "both": {"pt": "Com Fartura e Fome", "ru": "С Изобилием и Голодом", "en": "With Plenty and Famine"},
    "taxed": {"pt": "Taxada: para quem taxou", "ru": "Под Налогом: сборщику", "en": "Taxed: to the taxer"},
    "city_only": {
        "pt": "Só a Cidade recebe desenvolvimentos: +{coins} cada.",
        "ru": "Улучшения бывают только у города: +{coins} за каждое.",
        "en": "Only a City is developed: +{coins} each.",
    },
    "taxed_note": {
        "pt": (
            "Região taxada (carta Imposto): o detentor recebe 0 e quem taxou recebe o dobro do valor; "
            "com Fartura ou Fome, o dobro da coluna correspondente."
        ),
        "ru": (
            "Регион под Налогом: владелец получает 0, а сыгравший карту Налога — двойную стоимость; "
            "при Изобилии или Голоде — удвоенное число из соответствующего столбца."
        ),
        "en": (
            "Taxed region (Imposto card): the holder gets 0 and the taxer twice the value; with Plenty "
            "or Famine, twice the matching column."
        ),
    },
    "siege": {
        "pt": "Sob cerco: {coins} para todos — nem o detentor nem quem taxou recebem algo.",
        "ru": "В осаде: {coins} всем — ни владелец, ни сборщик Налога ничего не получают.",
        "en": "Under siege: {coins} for everyone, neither the holder nor the taxer gets anything.",
    },
    "dowry": {
        "pt": "Rodada {dowry_round}: cada jogador recebe ainda {coins} de dote inicial.",
        "ru": "{dowry_round}-й раунд: стартовый капитал — ещё {coins} каждому игроку.",
        "en": "Round {dowry_round}: every player also receives a starting dowry of {coins}.",
    },
}


def words(lang: str) -> Catalog:
    """The texts in ``lang``, with the rule constants they name (``{dowry_coins}``: «6 монет»)."""
    counts = Catalog(TEXT, lang)
    return Catalog(TEXT, lang, {**NUMBERS, "dowry_coins": counts.count(DOWRY, "coin")})


def aid_words(lang: str) -> Catalog:
    return Catalog(AID_TEXT, lang, NUMBERS)
