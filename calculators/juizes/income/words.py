"""The texts of ``juizes.income``: the report, the titles of the readings applied, the messages of
the checks across rows, the aid (numbers from the rules' constants)."""

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
    "title": {"pt": "Renda da rodada (fase 3)", "en": "Round income (phase 3)"},
    "summary_one": {
        "pt": "{name} recebe {coins}: saldo {prev} → {new}.",
        "en": "{name} receives {coins}: balance {prev} → {new}.",
    },
    "summary_many": {"pt": "Renda da rodada {round}: {parts}.", "en": "Income of round {round}: {parts}."},
    "summary_part": {"pt": "{name} {signed} (saldo {new})", "en": "{name} {signed} (balance {new})"},
    "coin": {"pt": "moeda|moedas", "en": "coin|coins"},
    "table": {"pt": "Saldo de cada jogador", "en": "Each player's balance"},
    "col_prev": {"pt": "Saldo anterior", "en": "Previous balance"},
    "col_in": {"pt": "Entrou", "en": "Income"},
    "col_new": {"pt": "Novo saldo", "en": "New balance"},
    "report": {"pt": "Relatório financeiro — {name}", "en": "Financial report — {name}"},
    "prev": {"pt": "Saldo anterior: {n}", "en": "Previous balance: {n}"},
    "village": {"pt": "Vila em {region}", "en": "Village in {region}"},
    "city": {"pt": "Cidade em {region}", "en": "City in {region}"},
    "settlement": {"pt": "{what}: {formula}", "en": "{what}: {formula}"},
    "plenty": {"pt": "Fartura", "en": "Plenty"},
    "famine": {"pt": "Fome", "en": "Famine"},
    "besieged": {
        "pt": "{what}: 0 — sob cerco, não rende para ninguém (renderia {value})",
        "en": "{what}: 0 — under siege, it yields nothing to anybody (would yield {value})",
    },
    "taxed_away": {
        "pt": "{what}: 0 — região taxada por {taxer} (renderia {value})",
        "en": "{what}: 0 — region taxed by {taxer} (would yield {value})",
    },
    "taxed_own": {
        "pt": "{what}: 0 ao detentor — região taxada por {taxer}, que recolhe o dobro no Imposto abaixo (vale {value})",
        "en": "{what}: 0 to the holder — region taxed by {taxer}, who collects double in the Imposto below (worth {value})",
    },
    "tax": {"pt": "Imposto em {region}: {formula}", "en": "Imposto on {region}: {formula}"},
    "tax_nothing": {
        "pt": "Imposto em {region}: nenhum assentamento fora de cerco na região = 0",
        "en": "Imposto on {region}: no settlement outside a siege in the region = 0",
    },
    "tax_left_out": {"pt": " ({left})", "en": " ({left})"},
    "left_out": {
        "pt": "assentamento sob cerco fica de fora|assentamentos sob cerco ficam de fora",
        "en": "settlement under siege left out|settlements under siege left out",
    },
    "dowry": {
        "pt": "Dote inicial (rodada {dowry_round}): {n}",
        "en": "Starting dowry (round {dowry_round}): {n}",
    },
    "nothing": {"pt": "Nenhum assentamento nem Imposto.", "en": "No settlement and no Imposto."},
    "total": {"pt": "Entrou: {n}", "en": "Income: {n}"},
    "new": {"pt": "Novo saldo: {prev} + {income} = {new}", "en": "New balance: {prev} + {income} = {new}"},
    "no_dowry": {
        "pt": "Rodada {round}: sem dote. O dote inicial de {dowry} moedas só é somado na rodada {dowry_round}.",
        "en": "Round {round}: no dowry. The {dowry}-coin starting dowry is only added in round {dowry_round}.",
    },
    "canaanite_idle": {
        "pt": "Assentamentos em mãos cananeias fora de região taxada não rendem para ninguém: {n}.",
        "en": "Canaanite settlements outside a taxed region yield nothing to anybody: {n}.",
    },
    "by_settlement": {"pt": "Assentamento por assentamento", "en": "Settlement by settlement"},
    "by_settlement_caption": {
        "pt": "Quanto vale cada assentamento e para quem vai",
        "en": "What each settlement is worth and who gets it",
    },
    "col_region": {"pt": "Região", "en": "Region"},
    "col_kind": {"pt": "Tipo", "en": "Kind"},
    "col_holder": {"pt": "Detentor", "en": "Holder"},
    "col_value": {"pt": "Valor", "en": "Value"},
    "col_to": {"pt": "Vai para", "en": "Paid to"},
    "kind_village": {"pt": "Vila", "en": "Village"},
    "kind_city": {"pt": "Cidade", "en": "City"},
    "nobody": {"pt": "ninguém", "en": "nobody"},
    "canaanites": {"pt": "cananeus", "en": "Canaanites"},
    "besieged_short": {"pt": "ninguém (cerco)", "en": "nobody (siege)"},
    "taxer_short": {"pt": "{taxer}: {amount} (Imposto)", "en": "{taxer}: {amount} (Imposto)"},
    **SHARED,
}

# The readings of the page's note «Leituras aplicadas» (sources/juizes.md §1) that a result
# depended on, by the titles the note gives them; the result names them in one line.
READINGS: Mapping[str, Text] = {
    "value": {"pt": "Valor", "en": "Value"},
    "holder": {"pt": "Detentor", "en": "Holder"},
    "tax": {"pt": "Imposto", "en": "Imposto"},
}


ERRORS: Mapping[str, Text] = {
    "not_a_holder": {
        "en": "'{value}' is not a player: use a name from the players table, or 'canaanites'",
        "pt": "“{value}” não é um jogador: use um nome da tabela de jogadores ou “cananeus”",
    },
    "village_developed": {
        "en": "only a City is developed: leave 0 on a Village",
        "pt": "só a Cidade pode ser desenvolvida: numa Vila, deixe 0",
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
    },
}


AID_TEXT: Mapping[str, Text] = {
    "title": {"pt": "Valores de renda por assentamento", "en": "Income value of each settlement"},
    "caption": {
        "pt": "Moedas que um assentamento rende na fase 3, conforme o terreno",
        "en": "Coins a settlement yields in phase 3, by its terrain",
    },
    "settlement": {"pt": "Assentamento", "en": "Settlement"},
    "developments": {"pt": "Desenvolvimentos", "en": "Developments"},
    "normal": {"pt": "Normal", "en": "Normal"},
    "plenty": {"pt": "Com Fartura", "en": "With Plenty"},
    "famine": {"pt": "Com Fome", "en": "With Famine"},
    "both": {"pt": "Com Fartura e Fome", "en": "With Plenty and Famine"},
    "taxed": {"pt": "Taxada: para quem taxou", "en": "Taxed: to the taxer"},
    "city_only": {
        "pt": "Só a Cidade recebe desenvolvimentos: +{per_development} moedas cada.",
        "en": "Only a City is developed: +{per_development} coins each.",
    },
    "taxed_note": {
        "pt": (
            "Região taxada (carta Imposto): o detentor recebe 0 e quem taxou recebe o dobro do valor; "
            "com Fartura ou Fome, o dobro da coluna correspondente."
        ),
        "en": (
            "Taxed region (Imposto card): the holder gets 0 and the taxer twice the value; with Plenty "
            "or Famine, twice the matching column."
        ),
    },
    "siege": {
        "pt": "Sob cerco: {n} moedas para todos — nem o detentor nem quem taxou recebem algo.",
        "en": "Under siege: {n} coins for everyone, neither the holder nor the taxer gets anything.",
    },
    "dowry": {
        "pt": "Rodada {dowry_round}: cada jogador recebe ainda {n} moedas de dote inicial.",
        "en": "Round {dowry_round}: every player also receives the {n}-coin starting dowry.",
    },
}


def words(lang: str) -> Catalog:
    return Catalog(TEXT, lang, NUMBERS)


def aid_words(lang: str) -> Catalog:
    return Catalog(AID_TEXT, lang, NUMBERS)
