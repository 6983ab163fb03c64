"""Juízes: tables and constants.  Rules live in ``income.py`` and ``victory.py``.

Source: the Portuguese chapter ``shared/seeds/003_e99853f2d4ade04f.txt`` ("As Fases
Automáticas: Renda e Checagem de Vitória"), the only source of this game, cited by section;
where the chapter is silent, ``shared/reference/juizes.md`` (cited as "ref Income N" /
"ref Victory N").
"""

from __future__ import annotations

from typing import Final, Literal, TypeAlias

# --- Terms ------------------------------------------------------------------------------------

SettlementKind: TypeAlias = Literal["village", "city"]
JudgeTitle: TypeAlias = Literal["free", "captive", "vacant"]

# Settlements "em mãos cananeias" (seed, "O que zera a renda"): the holder value of the contract.
CANAANITES: Final = "canaanites"
# Portuguese spellings a player may type for the same holder (compared case-insensitively).
CANAANITE_ALIASES: Final = frozenset({"canaanites", "cananeus", "cananeu", "cananeias", "cananeia"})

# --- Fase 3 — Renda: "Quanto rende cada assentamento" (seed table; ref Income 1) -------------

# "| Vila | 1 moeda |", "| Cidade (capital de juiz) | 2 moedas |"
SETTLEMENT_BASE: Final[dict[SettlementKind, int]] = {"village": 1, "city": 2}
# "| Cada desenvolvimento nela | +2 moedas |"
PER_DEVELOPMENT: Final = 2
# "| Fartura no terreno dela | +1 moeda |"
PLENTY: Final = 1
# "| Fome no terreno dela | −1 moeda |"
FAMINE: Final = -1

# Developments a settlement may carry in the form: the chapter gives no cap; a sanity bound
# on the input only (rejecting typos), not a rule.
MAX_DEVELOPMENTS: Final = 10

# "Na rodada 1 todos recebem ainda 6 moedas de dote inicial" (ref Income 6).
DOWRY: Final = 6
DOWRY_ROUND: Final = 1

# "quem jogou a carta recolhe o dobro do valor de todos os assentamentos da região" (ref Income 4).
TAX_MULTIPLIER: Final = 2

# --- Fase 7 — Checagem de Vitória (seed; ref Victory 2-5) ---------------------------------

# "São 3 pontos para vencer".
POINTS_TO_WIN: Final = 3
# "| Título de Juiz | 1 por título |", "| Título de Rei | 1 |", "| Tabernáculo | 1 |".
POINTS_PER_JUDGE_TITLE: Final = 1
POINTS_KING: Final = 1
POINTS_TABERNACLE: Final = 1
# Judge titles that score: "enquanto estiver preenchido por um general vivo"; a captive judge
# "continua pontuando", a vacant title "não vale ponto algum".
SCORING_JUDGE_TITLES: Final[frozenset[JudgeTitle]] = frozenset({"free", "captive"})

# "Colapso das regiões: Restam menos de 3 regiões capazes de sustentar um juiz — cada uma
# precisa de 4 assentamentos de pé."
SETTLEMENTS_TO_SUSTAIN_JUDGE: Final = 4
MIN_REGIONS_SUSTAINING_JUDGE: Final = 3

# Input sanity bounds (not rules): judge titles per player ("não há limite de títulos de Juiz
# por jogador"), settlements and generals per player, settlements per region.
MAX_JUDGE_TITLES: Final = 12
MAX_COUNT: Final = 99
