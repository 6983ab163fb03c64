"""Juízes, Fase 3 — Renda (seed 003, "Fase 3 — Renda"; ref Income 1-7).

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
from typing import Any, Literal, TypeAlias

from ..base import Calculator, Preset
from ..errors import InputError, InputErrors
from ..i18n import fmt_signed, tr
from ..report import Block, Details, Lines, Note, Report, Summary, Table
from ..spec import BoolField, ChoiceField, IntField, KeyedRowsField, Option, RowsField, TextField
from .data import (
    CANAANITE_ALIASES,
    CANAANITES,
    DOWRY,
    DOWRY_ROUND,
    FAMINE,
    MAX_DEVELOPMENTS,
    PER_DEVELOPMENT,
    PLENTY,
    SETTLEMENT_BASE,
    TAX_MULTIPLIER,
    SettlementKind,
)

# --- Input ----------------------------------------------------------------------------------

FIELDS = (
    IntField(
        name="round",
        label={"pt": "Rodada", "en": "Round"},
        help={
            "pt": "Na rodada 1 cada jogador recebe ainda 6 moedas de dote inicial.",
            "en": "In round 1 every player also gets the 6-coin dowry.",
        },
        minimum=1,
        maximum=999,
        default=2,
    ),
    KeyedRowsField(
        name="players",
        label={"pt": "Jogadores", "en": "Players"},
        help={
            "pt": "O nome de cada jogador e o saldo antes da Renda.",
            "en": "Each player's name and balance before Income.",
        },
        key=TextField(name="name", label={"pt": "Jogador", "en": "Player"}),
        fields=(
            IntField(
                name="balance",
                label={"pt": "Saldo antes da Renda", "en": "Balance before Income"},
                minimum=0,
                maximum=9999,
                default=0,
            ),
        ),
        min_rows=1,
        max_rows=8,
    ),
    RowsField(
        name="settlements",
        label={"pt": "Assentamentos", "en": "Settlements"},
        help={
            "pt": (
                "Um por linha. Detentor: o jogador dono da guarnição ou com um general parado nele, "
                "ou «cananeus»."
            ),
            "en": "One per row. Holder: the player owning its garrison or with a general in it, or 'canaanites'.",
        },
        fields=(
            TextField(name="region", label={"pt": "Região", "en": "Region"}),
            ChoiceField(
                name="kind",
                label={"pt": "Tipo", "en": "Kind"},
                options=(
                    Option("village", {"pt": "Vila", "en": "Village"}),
                    Option("city", {"pt": "Cidade", "en": "City"}),
                ),
                default="village",
            ),
            IntField(
                name="developments",
                label={"pt": "Desenvolvimentos", "en": "Developments"},
                minimum=0,
                maximum=MAX_DEVELOPMENTS,
                default=0,
            ),
            BoolField(name="plenty", label={"pt": "Fartura", "en": "Plenty (Fartura)"}),
            BoolField(name="famine", label={"pt": "Fome", "en": "Famine (Fome)"}),
            BoolField(name="besieged", label={"pt": "Sob cerco", "en": "Under siege"}),
            TextField(name="holder", label={"pt": "Detentor", "en": "Holder"}),
        ),
        max_rows=60,
    ),
    RowsField(
        name="taxes",
        label={"pt": "Cartas de Imposto jogadas nesta rodada", "en": "Imposto cards played this round"},
        help={
            "pt": "Quem jogou a carta e a região taxada (escrita como na tabela de assentamentos).",
            "en": "Who played the card and the taxed region (spelled as in the settlements table).",
        },
        fields=(
            TextField(name="player", label={"pt": "Jogador que taxou", "en": "Taxing player"}),
            TextField(name="region", label={"pt": "Região taxada", "en": "Taxed region"}),
        ),
        max_rows=20,
    ),
)

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


def region_key(region: str) -> str:
    """Regions are typed by hand: compare them ignoring case and repeated spaces."""
    return " ".join(region.split()).casefold()


ERRORS = {
    "not_a_holder": {
        "en": "'{value}' is not a player: use a name from the players table, or 'canaanites'",
        "pt": "«{value}» não é um jogador: use um nome da tabela de jogadores ou «cananeus»",
    },
    "not_a_player": {
        "en": "'{value}' is not a player: use a name from the players table",
        "pt": "«{value}» não é um jogador: use um nome da tabela de jogadores",
    },
    "region_taxed_twice": {
        "en": (
            "region '{value}' is already taxed in row {row} ({first}): the chapter does not "
            "describe two Imposto cards on one region"
        ),
        "pt": (
            "a região «{value}» já foi taxada na linha {row} ({first}): o capítulo não prevê duas "
            "cartas de Imposto na mesma região"
        ),
    },
}


def resolve_holder(holder: str, players: Mapping[str, int]) -> Holder | None:
    """The holder typed in a row: a player's name as given, else a Canaanite alias, else None."""
    if holder in players:
        return holder
    if holder.casefold() in CANAANITE_ALIASES:
        return CANAANITES
    return None


def parse(clean: dict[str, Any]) -> IncomeInput:
    players: dict[str, int] = {name: row["balance"] for name, row in clean["players"].items()}
    errors: list[InputError] = []
    settlements = []
    for i, row in enumerate(clean["settlements"]):
        holder = resolve_holder(row["holder"], players)
        if holder is None:
            errors.append(
                InputError(
                    f"settlements.{i}.holder",
                    "not_a_holder",
                    {"value": row["holder"]},
                    ERRORS["not_a_holder"],
                )
            )
            holder = CANAANITES
        settlements.append(
            Settlement(
                region=row["region"],
                kind=row["kind"],
                developments=row["developments"],
                plenty=row["plenty"],
                famine=row["famine"],
                besieged=row["besieged"],
                holder=holder,
            )
        )
    taxes = []
    first_tax: dict[str, tuple[int, str]] = {}
    for i, row in enumerate(clean["taxes"]):
        if row["player"] not in players:
            errors.append(
                InputError(
                    f"taxes.{i}.player", "not_a_player", {"value": row["player"]}, ERRORS["not_a_player"]
                )
            )
        key = region_key(row["region"])
        if key in first_tax:
            # ref Income 5: two Imposto cards on one region is not described: reject it.
            row_no, first = first_tax[key]
            errors.append(
                InputError(
                    f"taxes.{i}.region",
                    "region_taxed_twice",
                    {"value": row["region"], "row": row_no + 1, "first": first},
                    ERRORS["region_taxed_twice"],
                )
            )
        else:
            first_tax[key] = (i, row["player"])
        taxes.append(Tax(row["player"], row["region"]))
    if errors:
        raise InputErrors(errors)
    return IncomeInput(clean["round"], players, tuple(settlements), tuple(taxes))


# --- Rules ----------------------------------------------------------------------------------

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
    """Seed table "Quanto rende cada assentamento" (ref Income 1)."""
    # "| Vila | 1 moeda |", "| Cidade (capital de juiz) | 2 moedas |"
    terms: list[tuple[ValueTerm, int]] = [("base", SETTLEMENT_BASE[s.kind])]
    if s.developments:
        # "| Cada desenvolvimento nela | +2 moedas |"
        terms.append(("developments", PER_DEVELOPMENT * s.developments))
    # NOTE: ref Income 1: Fartura and Fome are independent modifiers (both: +1 − 1).
    if s.plenty:
        # "| Fartura no terreno dela | +1 moeda |"
        terms.append(("plenty", PLENTY))
    if s.famine:
        # "| Fome no terreno dela | −1 moeda |"
        terms.append(("famine", FAMINE))
    return Valuation(index, s, tuple(terms))


LineKind: TypeAlias = Literal["settlement", "besieged", "taxed_away", "tax", "dowry"]


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


Reading: TypeAlias = Literal["value", "holder", "siege", "tax", "dowry", "tax_no_settlement"]
Via: TypeAlias = Literal["holder", "tax", "siege", "canaanites"]


@dataclass(frozen=True)
class Destination:
    to: str | None
    amount: int
    via: Via


@dataclass(frozen=True)
class IncomeResult:
    round: int
    players: tuple[PlayerIncome, ...]
    valuations: tuple[Valuation, ...]
    # Who gets each settlement's yield this round (None: nobody), how much, and why.
    destinations: tuple[Destination, ...]
    # Imposto cards on a region with no settlement: (row, tax).
    empty_taxes: tuple[tuple[int, Tax], ...]
    # The readings of ref Income that this input exercised, in the reference's order.
    readings: tuple[Reading, ...]


def compute(inp: IncomeInput) -> IncomeResult:
    lines: dict[str, list[IncomeLine]] = {name: [] for name in inp.balances}
    taxed = {region_key(t.region): t for t in inp.taxes}
    valuations = tuple(settlement_value(i, s) for i, s in enumerate(inp.settlements))
    readings: set[Reading] = {"value", "holder"}
    destinations: list[Destination] = []
    for v in valuations:
        s = v.settlement
        holder = s.holder if s.holder != CANAANITES else None
        tax = taxed.get(region_key(s.region))
        if s.besieged:
            # "Assentamento sob cerco — não produz nada para ninguém enquanto o cerco durar."
            readings.add("siege")
            destinations.append(Destination(None, 0, "siege"))
            if holder is not None:
                lines[holder].append(IncomeLine("besieged", 0, s.region, v))
        elif tax is not None:
            # "Assentamento em região taxada — não rende nada ao seu dono naquela rodada."
            readings.add("tax")
            destinations.append(Destination(tax.player, TAX_MULTIPLIER * v.value, "tax"))
            if holder is not None:
                lines[holder].append(IncomeLine("taxed_away", 0, s.region, v, taxer=tax.player))
        elif holder is not None:
            # "Um assentamento conta como seu quando você é dono da guarnição ou tem um general parado nele."
            destinations.append(Destination(holder, v.value, "holder"))
            lines[holder].append(IncomeLine("settlement", v.value, s.region, v))
        else:
            # ref Income 2: a Canaanite settlement earns nobody anything (but can be taxed).
            destinations.append(Destination(None, 0, "canaanites"))
    empty_taxes = []
    for i, t in enumerate(inp.taxes):
        in_region = [v for v in valuations if region_key(v.settlement.region) == region_key(t.region)]
        if not in_region:
            # NOTE: the chapter does not forbid taxing a region with no settlement; it collects 0.
            readings.add("tax_no_settlement")
            empty_taxes.append((i, t))
        # "quem jogou a carta recolhe o dobro do valor de todos os assentamentos da região —
        # inclusive os que pertencem a outros jogadores e os que estão em mãos cananeias.
        # A única exceção são os assentamentos sob cerco" (ref Income 4: the taxer's own too).
        collected = tuple(v.value for v in in_region if not v.settlement.besieged)
        left_out = sum(1 for v in in_region if v.settlement.besieged)
        lines[t.player].append(
            IncomeLine(
                "tax",
                TAX_MULTIPLIER * sum(collected),
                t.region,
                values=collected,
                besieged_left_out=left_out,
            )
        )
    if inp.round == DOWRY_ROUND:
        # "Na rodada 1 todos recebem ainda 6 moedas de dote inicial" (ref Income 6).
        readings.add("dowry")
        for name in lines:
            lines[name].append(IncomeLine("dowry", DOWRY))
    players = tuple(PlayerIncome(name, inp.balances[name], tuple(lines[name])) for name in inp.balances)
    order: tuple[Reading, ...] = ("value", "holder", "siege", "tax", "dowry", "tax_no_settlement")
    return IncomeResult(
        round=inp.round,
        players=players,
        valuations=valuations,
        destinations=tuple(destinations),
        empty_taxes=tuple(empty_taxes),
        readings=tuple(r for r in order if r in readings),
    )


# --- Output ---------------------------------------------------------------------------------


def _line_json(line: IncomeLine) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": line.kind, "amount": line.amount}
    if line.kind != "dowry":
        out["region"] = line.region
    if line.valuation is not None:
        out["settlement"] = line.valuation.index
        out["value"] = line.valuation.value
    if line.kind == "taxed_away":
        out["taxed_by"] = line.taxer
    if line.kind == "tax":
        out["values"] = list(line.values)
        out["besieged_left_out"] = line.besieged_left_out
    return out


def to_json(r: IncomeResult) -> dict[str, Any]:
    return {
        "round": r.round,
        "players": {
            p.name: {
                "previous_balance": p.previous_balance,
                "income": p.income,
                "new_balance": p.new_balance,
                "dowry": sum(line.amount for line in p.lines if line.kind == "dowry"),
                "lines": [_line_json(line) for line in p.lines],
            }
            for p in r.players
        },
        "settlements": [
            {
                "region": v.settlement.region,
                "value": v.value,
                "paid_to": d.to,
                "amount": d.amount,
                "via": d.via,
            }
            for v, d in zip(r.valuations, r.destinations, strict=True)
        ],
        "warnings": [
            {"code": "tax_without_settlement", "field": f"taxes.{i}.region", "region": t.region}
            for i, t in r.empty_taxes
        ],
        "readings": list(r.readings),
    }


TEXT = {
    "title": {"pt": "Renda da rodada (fase 3)", "en": "Round income (phase 3)"},
    "summary_one": {
        "pt": "{name} recebe {coins}: saldo {prev} → {new}.",
        "en": "{name} receives {coins}: balance {prev} → {new}.",
    },
    "summary_many": {"pt": "Renda da rodada {round}: {parts}.", "en": "Income of round {round}: {parts}."},
    "summary_part": {"pt": "{name} {signed} (saldo {new})", "en": "{name} {signed} (balance {new})"},
    "coin": {"pt": "1 moeda", "en": "1 coin"},
    "coins": {"pt": "{n} moedas", "en": "{n} coins"},
    "table": {"pt": "Saldo de cada jogador", "en": "Each player's balance"},
    "col_player": {"pt": "Jogador", "en": "Player"},
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
    "tax_left_out_one": {
        "pt": " (1 assentamento sob cerco fica de fora)",
        "en": " (1 settlement under siege left out)",
    },
    "tax_left_out": {
        "pt": " ({n} assentamentos sob cerco ficam de fora)",
        "en": " ({n} settlements under siege left out)",
    },
    "dowry": {"pt": "Dote inicial (rodada 1): {n}", "en": "Starting dowry (round 1): {n}"},
    "nothing": {"pt": "Nenhum assentamento nem Imposto.", "en": "No settlement and no Imposto."},
    "total": {"pt": "Entrou: {n}", "en": "Income: {n}"},
    "new": {"pt": "Novo saldo: {prev} + {income} = {new}", "en": "New balance: {prev} + {income} = {new}"},
    "no_dowry": {
        "pt": "Rodada {round}: sem dote. O dote inicial de 6 moedas só é somado na rodada 1.",
        "en": "Round {round}: no dowry. The 6-coin starting dowry is only added in round 1.",
    },
    "empty_tax": {
        "pt": (
            "Imposto de {player} em «{region}»: nenhum assentamento com esse nome de região, "
            "então a carta não recolhe nada. Confira se a região está escrita como na tabela "
            "de assentamentos."
        ),
        "en": (
            "{player}'s Imposto on '{region}': no settlement in a region of that name, so the card "
            "collects nothing. Check the region is spelled as in the settlements table."
        ),
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
    "readings": {
        "pt": "Leituras aplicadas onde o capítulo é omisso",
        "en": "Readings applied where the chapter is silent",
    },
}

READINGS: dict[Reading, dict[str, str]] = {
    "value": {
        "pt": (
            "Valor de um assentamento = base (Vila 1, Cidade 2) + 2 por desenvolvimento + 1 com "
            "Fartura − 1 com Fome; Fartura e Fome são independentes (com as duas: +1 − 1)."
        ),
        "en": (
            "Value of a settlement = base (Village 1, City 2) + 2 per development + 1 with Plenty "
            "− 1 with Famine; both are independent (with both: +1 − 1)."
        ),
    },
    "holder": {
        "pt": (
            "O assentamento é de quem é dono da guarnição ou tem um general parado nele; os que estão "
            "em mãos cananeias não rendem para ninguém, mas podem ser taxados."
        ),
        "en": (
            "A settlement is the player's who owns its garrison or has a general in it; Canaanite "
            "ones earn nobody anything but can be taxed."
        ),
    },
    "siege": {
        "pt": "Sob cerco, o assentamento não rende para ninguém e também não é taxado.",
        "en": "Under siege, a settlement yields nothing to anybody and is not taxed either.",
    },
    "tax": {
        "pt": (
            "Em região taxada, nenhum assentamento rende ao seu detentor; quem jogou o Imposto "
            "recolhe o dobro do valor de cada assentamento da região fora de cerco: de outros "
            "jogadores, cananeu ou dele mesmo."
        ),
        "en": (
            "In a taxed region no settlement yields to its holder; whoever played the Imposto "
            "collects twice the value of every settlement of the region not under siege: other "
            "players', Canaanite ones and their own."
        ),
    },
    "dowry": {
        "pt": "Na rodada 1, cada jogador recebe ainda o dote inicial de 6 moedas.",
        "en": "In round 1 every player also receives the 6-coin starting dowry.",
    },
    "tax_no_settlement": {
        "pt": (
            "Imposto numa região sem assentamento: o capítulo não proíbe; esta calculadora aceita "
            "a carta e ela recolhe 0."
        ),
        "en": "Imposto on a region with no settlement: not forbidden by the chapter; accepted, it collects 0.",
    },
}


def report(r: IncomeResult, lang: str) -> Report:
    def t(key: str, **kw: Any) -> str:
        return tr(TEXT[key], lang).format(**kw)

    def coins(n: int) -> str:
        return t("coin") if n == 1 else t("coins", n=n)

    def what(v: Valuation) -> str:
        return t(v.settlement.kind, region=v.settlement.region)

    def formula(v: Valuation) -> str:
        parts: list[str] = []
        for term, amount in v.terms:
            if term == "base":
                parts.append(str(amount))
            elif term == "developments":
                parts.append(f"+ {v.settlement.developments} × {PER_DEVELOPMENT}")
            else:
                sign = "+" if amount > 0 else "\u2212"
                parts.append(f"{sign} {abs(amount)} ({t(term)})")
        text = " ".join(parts)
        return text if len(parts) == 1 else f"{text} = {v.value}"

    def line_text(p: PlayerIncome, line: IncomeLine) -> str:
        v = line.valuation
        if line.kind == "settlement" and v is not None:
            return t("settlement", what=what(v), formula=formula(v))
        if line.kind == "besieged" and v is not None:
            return t("besieged", what=what(v), value=v.value)
        if line.kind == "taxed_away" and v is not None and line.taxer == p.name:
            return t("taxed_own", what=what(v), taxer=line.taxer, value=v.value)
        if line.kind == "taxed_away" and v is not None:
            return t("taxed_away", what=what(v), taxer=line.taxer, value=v.value)
        if line.kind == "tax":
            left = ""
            if line.besieged_left_out == 1:
                left = t("tax_left_out_one")
            elif line.besieged_left_out > 1:
                left = t("tax_left_out", n=line.besieged_left_out)
            if not line.values:
                return t("tax_nothing", region=line.region) + left
            inner = " + ".join(str(x) for x in line.values)
            inner = f"({inner})" if len(line.values) > 1 else inner
            return t("tax", region=line.region, formula=f"{TAX_MULTIPLIER} × {inner} = {line.amount}") + left
        return t("dowry", n=line.amount)

    if len(r.players) == 1:
        p = r.players[0]
        summary = t(
            "summary_one", name=p.name, coins=coins(p.income), prev=p.previous_balance, new=p.new_balance
        )
    else:
        parts = "; ".join(
            t("summary_part", name=p.name, signed=fmt_signed(p.income), new=p.new_balance) for p in r.players
        )
        summary = t("summary_many", round=r.round, parts=parts)
    blocks: list[Block] = [
        Summary(summary, "success"),
        Table(
            t("table"),
            (t("col_player"), t("col_prev"), t("col_in"), t("col_new")),
            tuple((p.name, str(p.previous_balance), str(p.income), str(p.new_balance)) for p in r.players),
            numeric=(1, 2, 3),
        ),
    ]
    for p in r.players:
        body = [line_text(p, line) for line in p.lines] or [t("nothing")]
        blocks.append(
            Lines(
                t("report", name=p.name),
                (
                    t("prev", n=p.previous_balance),
                    *body,
                    t("total", n=coins(p.income)),
                    t("new", prev=p.previous_balance, income=p.income, new=p.new_balance),
                ),
            )
        )
    if r.round != DOWRY_ROUND:
        blocks.append(Note(t("no_dowry", round=r.round)))
    for _, tax in r.empty_taxes:
        blocks.append(Note(t("empty_tax", player=tax.player, region=tax.region), "warning"))
    idle = sum(1 for d in r.destinations if d.via == "canaanites")
    if idle:
        blocks.append(Note(t("canaanite_idle", n=idle)))
    if r.valuations:
        rows = []
        for v, d in zip(r.valuations, r.destinations, strict=True):
            s = v.settlement
            if d.via == "siege":
                paid = t("besieged_short")
            elif d.via == "tax":
                paid = t("taxer_short", taxer=d.to, amount=d.amount)
            elif d.via == "holder":
                paid = f"{d.to}: {d.amount}"
            else:
                paid = t("nobody")
            holder = t("canaanites") if s.holder == CANAANITES else s.holder
            rows.append((s.region, t(f"kind_{s.kind}"), holder, str(v.value), paid))
        blocks.append(
            Details(
                t("by_settlement"),
                (
                    Table(
                        t("by_settlement_caption"),
                        (t("col_region"), t("col_kind"), t("col_holder"), t("col_value"), t("col_to")),
                        tuple(rows),
                        numeric=(3,),
                    ),
                ),
            )
        )
    blocks.append(Lines(t("readings"), tuple(tr(READINGS[key], lang) for key in r.readings)))
    return Report(title=t("title"), blocks=tuple(blocks))


# --- Presets ---------------------------------------------------------------------------------

# The chapter's own example ("Um exemplo"): a city with 2 developments and two villages, one
# under Fome: 6 + 1 + 0 = 7 coins.  Round 2, so that the round-1 dowry does not change the 7.
CHAPTER_EXAMPLE: dict[str, Any] = {
    "round": 2,
    "players": {"Você": {"balance": 4}},
    "settlements": [
        {
            "region": "Região A",
            "kind": "city",
            "developments": 2,
            "plenty": False,
            "famine": False,
            "besieged": False,
            "holder": "Você",
        },
        {
            "region": "Região A",
            "kind": "village",
            "developments": 0,
            "plenty": False,
            "famine": False,
            "besieged": False,
            "holder": "Você",
        },
        {
            "region": "Região B",
            "kind": "village",
            "developments": 0,
            "plenty": False,
            "famine": True,
            "besieged": False,
            "holder": "Você",
        },
    ],
    "taxes": [],
}


def _s(region: str, kind: str, dev: int, holder: str, **flags: bool) -> dict[str, Any]:
    return {
        "region": region,
        "kind": kind,
        "developments": dev,
        "plenty": flags.get("plenty", False),
        "famine": flags.get("famine", False),
        "besieged": flags.get("besieged", False),
        "holder": holder,
    }


# Two players in round 1: Bia taxes Região A (Ana's city and village, a Canaanite village and
# her own village there); Ana's city in Região B is under siege.
TAX_AND_SIEGE: dict[str, Any] = {
    "round": 1,
    "players": {"Ana": {"balance": 0}, "Bia": {"balance": 0}},
    "settlements": [
        _s("Região A", "city", 1, "Ana", plenty=True),
        _s("Região A", "village", 0, "Ana"),
        _s("Região A", "village", 0, "cananeus"),
        _s("Região A", "village", 0, "Bia", famine=True),
        _s("Região B", "city", 2, "Ana", besieged=True),
        _s("Região B", "village", 0, "Bia"),
        _s("Região C", "village", 0, "cananeus", plenty=True),
    ],
    "taxes": [{"player": "Bia", "region": "Região A"}],
}

# --- Printable aid (issue 7) ---------------------------------------------------------------
# Every value comes out of ``settlement_value`` and ``compute``, the rules the calculator applies.

AID_DEVELOPMENTS = range(0, 4)

AID_TEXT = {
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
        "pt": "Rodada 1: cada jogador recebe ainda {n} moedas de dote inicial.",
        "en": "Round 1: every player also receives the {n}-coin starting dowry.",
    },
}

_AID_HOLDER = "A"
_AID_TAXER = "B"
_AID_REGION = "R"


def _aid_settlement(kind: SettlementKind, developments: int, **flags: bool) -> Settlement:
    return Settlement(
        region=_AID_REGION,
        kind=kind,
        developments=developments,
        plenty=flags.get("plenty", False),
        famine=flags.get("famine", False),
        besieged=flags.get("besieged", False),
        holder=_AID_HOLDER,
    )


def _aid_income(round_: int, settlements: tuple[Settlement, ...], taxed: bool = False) -> dict[str, int]:
    """Each player's income from ``compute`` for a one-region position."""
    taxes = (Tax(_AID_TAXER, _AID_REGION),) if taxed else ()
    r = compute(IncomeInput(round_, {_AID_HOLDER: 0, _AID_TAXER: 0}, settlements, taxes))
    return {p.name: p.income for p in r.players}


def aid(lang: str) -> Report:
    """What a Vila and a Cidade yield with 0-3 developments, by terrain and when taxed."""

    def t(key: str, **kw: Any) -> str:
        return tr(AID_TEXT[key], lang).format(**kw)

    rows = []
    for kind in ("village", "city"):
        for dev in AID_DEVELOPMENTS:
            values = [
                settlement_value(0, _aid_settlement(kind, dev, **flags)).value
                for flags in ({}, {"plenty": True}, {"famine": True}, {"plenty": True, "famine": True})
            ]
            taxed = _aid_income(2, (_aid_settlement(kind, dev),), taxed=True)[_AID_TAXER]
            rows.append((tr(TEXT[f"kind_{kind}"], lang), str(dev), *(str(v) for v in values), str(taxed)))
    siege = _aid_income(2, (_aid_settlement("city", 0, besieged=True),), taxed=True)
    dowry = _aid_income(DOWRY_ROUND, ())[_AID_HOLDER]
    return Report(
        title=t("title"),
        blocks=(
            Table(
                t("caption"),
                tuple(
                    t(k)
                    for k in ("settlement", "developments", "normal", "plenty", "famine", "both", "taxed")
                ),
                tuple(rows),
                numeric=(1, 2, 3, 4, 5, 6),
            ),
            Note(t("taxed_note")),
            Note(t("siege", n=max(siege.values()))),
            Note(t("dowry", n=dowry)),
        ),
    )


INCOME: Calculator[IncomeInput, IncomeResult] = Calculator(
    id="juizes.income",
    title=TEXT["title"],
    fields=FIELDS,
    parse=parse,
    compute=compute,
    to_json=to_json,
    report=report,
    presets=(
        Preset(
            "example",
            {"pt": "Exemplo do capítulo (7 moedas)", "en": "The chapter's example"},
            CHAPTER_EXAMPLE,
        ),
        Preset(
            "tax", {"pt": "Imposto, cerco e cananeus", "en": "Imposto, siege and Canaanites"}, TAX_AND_SIEGE
        ),
    ),
    languages=("pt",),
    aid=aid,
)
