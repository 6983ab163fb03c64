"""Fase 3 — Renda: the rules (sources/seeds/juizes-income-and-victory.txt «Fase 3 — Renda»;
sources/juizes.md §1).

Each settlement is worth its base (Vila 1, Cidade 2) + 2 per development + 1 with Fartura
- 1 with Fome, and that goes to whoever holds it, unless it is under siege (nobody gets
anything) or its region was taxed (the holder gets nothing; whoever played the Imposto card
collects twice the value of every settlement of the region not under siege).  In round 1
every player also gets the 6-coin dowry.

Guarantees: a player's income is the sum of the lines recorded for that player, and every
line is ≥ 0 (the smallest settlement, a Vila with Fome, is worth 1 − 1 = 0), so income is
never negative and ``new_balance == previous_balance + income``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal, TypeAlias

from ..data import (
    CANAANITES,
    DOWRY,
    DOWRY_ROUND,
    FAMINE,
    PER_DEVELOPMENT,
    PLENTY,
    SETTLEMENT_BASE,
    TAX_MULTIPLIER,
    SettlementKind,
)
from ..names import name_key

Holder: TypeAlias = str  # a player's name, or CANAANITES


@dataclass(frozen=True)
class Settlement:
    region: str
    kind: SettlementKind
    developments: int
    plenty: bool
    famine: bool
    besieged: bool
    holder: Holder


@dataclass(frozen=True)
class Tax:
    player: str
    region: str


@dataclass(frozen=True)
class IncomeInput:
    round: int
    balances: Mapping[str, int]  # in the order the players were given
    settlements: tuple[Settlement, ...]
    taxes: tuple[Tax, ...]


# --- What a settlement is worth -----------------------------------------------------------------

ValueTerm: TypeAlias = Literal["base", "developments", "plenty", "famine"]


@dataclass(frozen=True)
class Valuation:
    """What a settlement would yield, as the terms of the chapter's table."""

    index: int
    settlement: Settlement
    terms: tuple[tuple[ValueTerm, int], ...]

    @property
    def value(self) -> int:
        return sum(amount for _, amount in self.terms)


def settlement_value(index: int, s: Settlement) -> Valuation:
    """The chapter's table «Quanto rende cada assentamento» (sources/juizes.md §1.1)."""
    # "| Vila | 1 moeda |", "| Cidade (capital de juiz) | 2 moedas |"
    terms: list[tuple[ValueTerm, int]] = [("base", SETTLEMENT_BASE[s.kind])]
    if s.developments:
        # "| Cada desenvolvimento nela | +2 moedas |"
        terms.append(("developments", PER_DEVELOPMENT * s.developments))
    # NOTE: sources/juizes.md §1.1: Fartura and Fome are independent modifiers (both: +1 − 1).
    if s.plenty:
        # "| Fartura no terreno dela | +1 moeda |"
        terms.append(("plenty", PLENTY))
    if s.famine:
        # "| Fome no terreno dela | −1 moeda |"
        terms.append(("famine", FAMINE))
    return Valuation(index, s, tuple(terms))


# --- Who gets it ----------------------------------------------------------------------------------

LineKind: TypeAlias = Literal["settlement", "besieged", "taxed_away", "tax", "dowry"]
Reading: TypeAlias = Literal["value", "holder", "siege", "tax", "dowry"]
# The readings of sources/juizes.md §1 in its order.
READING_ORDER: tuple[Reading, ...] = ("value", "holder", "siege", "tax", "dowry")
Via: TypeAlias = Literal["holder", "tax", "siege", "canaanites"]


@dataclass(frozen=True)
class IncomeLine:
    """One addend of a player's income, recorded when the rule is applied."""

    kind: LineKind
    amount: int
    region: str = ""
    # settlement, besieged, taxed_away: the settlement concerned.
    valuation: Valuation | None = None
    # taxed_away: who played the Imposto card.
    taxer: str = ""
    # tax: the values collected (settlements of the region not under siege), and how many
    # settlements of the region were left out for being under siege.
    values: tuple[int, ...] = ()
    besieged_left_out: int = 0


@dataclass(frozen=True)
class Destination:
    """Who gets a settlement's yield this round (None: nobody), how much, and why."""

    to: str | None
    amount: int
    via: Via


@dataclass(frozen=True)
class Yield:
    """A settlement's yield: where it goes, the line its holder reads, the reading it applies."""

    destination: Destination
    holder_line: IncomeLine | None
    reading: Reading | None


def settlement_yield(v: Valuation, tax: Tax | None) -> Yield:
    """Where one settlement's value goes (chapter «O que zera a renda»)."""
    s = v.settlement
    held = s.holder != CANAANITES
    if s.besieged:
        # "Assentamento sob cerco — não produz nada para ninguém enquanto o cerco durar."
        line = IncomeLine("besieged", 0, s.region, v) if held else None
        return Yield(Destination(None, 0, "siege"), line, "siege")
    if tax is not None:
        # "Assentamento em região taxada — não rende nada ao seu dono naquela rodada."
        line = IncomeLine("taxed_away", 0, s.region, v, taxer=tax.player) if held else None
        return Yield(Destination(tax.player, TAX_MULTIPLIER * v.value, "tax"), line, "tax")
    if held:
        # "Um assentamento conta como seu quando você é dono da guarnição ou tem um general parado nele."
        return Yield(
            Destination(s.holder, v.value, "holder"), IncomeLine("settlement", v.value, s.region, v), None
        )
    # sources/juizes.md §1.2: a Canaanite settlement earns nobody anything (but can be taxed).
    return Yield(Destination(None, 0, "canaanites"), None, None)


def tax_collected(t: Tax, valuations: tuple[Valuation, ...]) -> IncomeLine:
    """«quem jogou a carta recolhe o dobro do valor de todos os assentamentos da região — inclusive
    os que pertencem a outros jogadores e os que estão em mãos cananeias. A única exceção são os
    assentamentos sob cerco» (sources/juizes.md §1.4: the taxer's own too)."""
    in_region = [v for v in valuations if name_key(v.settlement.region) == name_key(t.region)]
    collected = tuple(v.value for v in in_region if not v.settlement.besieged)
    left_out = sum(1 for v in in_region if v.settlement.besieged)
    return IncomeLine(
        "tax", TAX_MULTIPLIER * sum(collected), t.region, values=collected, besieged_left_out=left_out
    )


@dataclass(frozen=True)
class PlayerIncome:
    name: str
    previous_balance: int
    lines: tuple[IncomeLine, ...]

    @property
    def income(self) -> int:
        return sum(line.amount for line in self.lines)

    @property
    def new_balance(self) -> int:
        return self.previous_balance + self.income


@dataclass(frozen=True)
class IncomeResult:
    round: int
    players: tuple[PlayerIncome, ...]
    valuations: tuple[Valuation, ...]
    # Who gets each settlement's yield, in the order of the settlements.
    destinations: tuple[Destination, ...]
    # The readings of sources/juizes.md §1 that this input exercised, in its order.
    readings: tuple[Reading, ...]


def compute(inp: IncomeInput) -> IncomeResult:
    lines: dict[str, list[IncomeLine]] = {name: [] for name in inp.balances}
    taxed = {name_key(t.region): t for t in inp.taxes}
    valuations = tuple(settlement_value(i, s) for i, s in enumerate(inp.settlements))
    readings: set[Reading] = {"value", "holder"}
    yields = [settlement_yield(v, taxed.get(name_key(v.settlement.region))) for v in valuations]
    for v, y in zip(valuations, yields, strict=True):
        if y.holder_line is not None:
            lines[v.settlement.holder].append(y.holder_line)
        if y.reading is not None:
            readings.add(y.reading)
    for t in inp.taxes:
        lines[t.player].append(tax_collected(t, valuations))
    if inp.round == DOWRY_ROUND:
        # "Na rodada 1 todos recebem ainda 6 moedas de dote inicial" (sources/juizes.md §1.6).
        readings.add("dowry")
        for name in lines:
            lines[name].append(IncomeLine("dowry", DOWRY))
    return IncomeResult(
        round=inp.round,
        players=tuple(PlayerIncome(name, inp.balances[name], tuple(lines[name])) for name in inp.balances),
        valuations=valuations,
        destinations=tuple(y.destination for y in yields),
        readings=tuple(r for r in READING_ORDER if r in readings),
    )
