"""Juízes: terms, tables and constants.  The rules live in the calculators' packages.

Source: the Portuguese chapter ``sources/seeds/juizes-income-and-victory.txt`` ("As Fases
Automáticas: Renda e Checagem de Vitória"), the only source of this game, cited by section;
where the chapter is silent, ``sources/juizes.md`` (§1.N: income, §2.N: victory check).
"""

from __future__ import annotations

from typing import Final, Literal, TypeAlias

# --- Terms ------------------------------------------------------------------------------------

SettlementKind: TypeAlias = Literal["village", "city"]
JudgeTitle: TypeAlias = Literal["free", "captive", "vacant"]

# Settlements "em mãos cananeias" (chapter «O que zera a renda»), and captives in their hands:
# the holder value of the contracts (how a player may write it: ``juizes/names.py``).
CANAANITES: Final = "canaanites"

# --- Fase 3 — Renda: «Quanto rende cada assentamento» (chapter table; sources/juizes.md §1.1) ---

# "| Vila | 1 moeda |", "| Cidade (capital de juiz) | 2 moedas |"
SETTLEMENT_BASE: Final[dict[SettlementKind, int]] = {"village": 1, "city": 2}
# "| Cada desenvolvimento nela | +2 moedas |"
PER_DEVELOPMENT: Final = 2
# "| Fartura no terreno dela | +1 moeda |"
PLENTY: Final = 1
# "| Fome no terreno dela | −1 moeda |"
FAMINE: Final = -1

# "Na rodada 1 todos recebem ainda 6 moedas de dote inicial" (sources/juizes.md §1.6).
DOWRY: Final = 6
DOWRY_ROUND: Final = 1

# "quem jogou a carta recolhe o dobro do valor de todos os assentamentos da região"
# (sources/juizes.md §1.4).
TAX_MULTIPLIER: Final = 2

# --- Fase 7 — Checagem de Vitória (chapter; sources/juizes.md §2.2-2.5) -------------------------

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

# --- Bounds of the inputs (not rules: the chapter gives no limit; they only keep typos out) ------

# Developments a settlement may carry; judge titles per player ("não há limite de títulos de
# Juiz por jogador"); settlements and generals per player, settlements per region.
MAX_DEVELOPMENTS: Final = 10
MAX_JUDGE_TITLES: Final = 12
MAX_COUNT: Final = 99
MAX_ROUND: Final = 999
MAX_BALANCE: Final = 9999
MAX_PLAYERS: Final = 8
MAX_SETTLEMENTS: Final = 60
MAX_TAXES: Final = 20
MAX_REGIONS: Final = 30
MAX_CAPTIVES: Final = 30
# A victory check needs players to compare.
MIN_PLAYERS: Final = 2
