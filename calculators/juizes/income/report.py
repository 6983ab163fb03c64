"""The round's income as it leaves the core: the JSON contract and each player's financial
report (chapter: «o saldo anterior e o quanto entrou»; sources/juizes.md §1.7)."""

from __future__ import annotations

from typing import Any

from ...i18n import Catalog, fmt_signed
from ...report import Block, Details, Lines, Note, Report, Summary, Table
from ..data import CANAANITES, DOWRY_ROUND, PER_DEVELOPMENT, TAX_MULTIPLIER
from .rules import Destination, IncomeLine, IncomeResult, PlayerIncome, Valuation
from .words import READINGS, words

# --- The JSON contract ------------------------------------------------------------------------


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
        # A tax on a region with no settlement is now refused at its field (issue 14): the key
        # stays for the contract's readers.
        "warnings": [],
        "readings": list(r.readings),
    }


# --- The player's report ---------------------------------------------------------------------


def formula(v: Valuation, w: Catalog) -> str:
    """«2 + 2 × 2 = 6»: the terms of the chapter's table, as applied."""
    parts: list[str] = []
    for term, amount in v.terms:
        if term == "base":
            parts.append(str(amount))
        elif term == "developments":
            parts.append(f"+ {v.settlement.developments} × {PER_DEVELOPMENT}")
        else:
            parts.append(f"{fmt_signed(amount, spaced=True)} ({w(term)})")
    text = " ".join(parts)
    return text if len(parts) == 1 else f"{text} = {v.value}"


def _tax_text(line: IncomeLine, w: Catalog) -> str:
    left = (
        w("tax_left_out", left=w.count(line.besieged_left_out, "left_out")) if line.besieged_left_out else ""
    )
    if not line.values:
        return w("tax_nothing", region=line.region) + left
    inner = " + ".join(str(x) for x in line.values)
    inner = f"({inner})" if len(line.values) > 1 else inner
    return w("tax", region=line.region, formula=f"{TAX_MULTIPLIER} × {inner} = {line.amount}") + left


def line_text(p: PlayerIncome, line: IncomeLine, w: Catalog) -> str:
    """One recorded line of a player's income, as the report reads it."""
    v = line.valuation
    if v is None:
        return _tax_text(line, w) if line.kind == "tax" else w("dowry", n=line.amount)
    what = w(v.settlement.kind, region=v.settlement.region)
    if line.kind == "settlement":
        return w("settlement", what=what, formula=formula(v, w))
    if line.kind == "besieged":
        return w("besieged", what=what, value=v.value)
    key = "taxed_own" if line.taxer == p.name else "taxed_away"
    return w(key, what=what, taxer=line.taxer, value=v.value)


def _summary(r: IncomeResult, w: Catalog) -> Summary:
    if len(r.players) == 1:
        p = r.players[0]
        coins = w.count(p.income, "coin")
        return Summary(
            w("summary_one", name=p.name, coins=coins, prev=p.previous_balance, new=p.new_balance), "success"
        )
    parts = "; ".join(
        w("summary_part", name=p.name, signed=fmt_signed(p.income), new=p.new_balance) for p in r.players
    )
    return Summary(w("summary_many", round=r.round, parts=parts), "success")


def _financial_report(p: PlayerIncome, w: Catalog) -> Lines:
    """«O relatório financeiro de cada rodada»: the previous balance, what came in, the new one."""
    body = [line_text(p, line, w) for line in p.lines] or [w("nothing")]
    return Lines(
        w("report", name=p.name),
        (
            w("prev", n=p.previous_balance),
            *body,
            w("total", n=w.count(p.income, "coin")),
            w("new", prev=p.previous_balance, income=p.income, new=p.new_balance),
        ),
    )


def _paid(d: Destination, w: Catalog) -> str:
    if d.via == "siege":
        return w("besieged_short")
    if d.via == "tax":
        return w("taxer_short", taxer=d.to, amount=d.amount)
    return f"{d.to}: {d.amount}" if d.via == "holder" else w("nobody")


def _by_settlement(r: IncomeResult, w: Catalog) -> Details:
    rows = []
    for v, d in zip(r.valuations, r.destinations, strict=True):
        s = v.settlement
        holder = w("canaanites") if s.holder == CANAANITES else s.holder
        rows.append((s.region, w(f"kind_{s.kind}"), holder, str(v.value), _paid(d, w)))
    header = (w("col_region"), w("col_kind"), w("col_holder"), w("col_value"), w("col_to"))
    return Details(
        w("by_settlement"), (Table(w("by_settlement_caption"), header, tuple(rows), numeric=(3,)),)
    )


def report(r: IncomeResult, lang: str) -> Report:
    w = words(lang)
    balances = Table(
        w("table"),
        (w("col_player"), w("col_prev"), w("col_in"), w("col_new")),
        tuple((p.name, str(p.previous_balance), str(p.income), str(p.new_balance)) for p in r.players),
        numeric=(1, 2, 3),
    )
    blocks: list[Block] = [_summary(r, w), balances, *(_financial_report(p, w) for p in r.players)]
    if r.round != DOWRY_ROUND:
        blocks.append(Note(w("no_dowry", round=r.round)))
    idle = sum(1 for d in r.destinations if d.via == "canaanites")
    if idle:
        blocks.append(Note(w("canaanite_idle", idle=w.count(idle, "idle"))))
    if r.valuations:
        blocks.append(_by_settlement(r, w))
    used = readings_used(r)
    if used:
        blocks.append(Note(w("readings_used", readings="; ".join(w.text(READINGS[key]) for key in used))))
    return Report(title=w("title"), blocks=tuple(blocks))


def readings_used(r: IncomeResult) -> list[str]:
    """The readings of the page's note (sources/juizes.md §1) this result depended on, in the
    note's order: those the chapter does not settle by itself."""
    used = []
    if any(v.settlement.plenty and v.settlement.famine for v in r.valuations):
        used.append("value")  # §1.1: Fartura and Fome both
    if any(d.via == "canaanites" for d in r.destinations):
        used.append("holder")  # §1.2: a Canaanite settlement earns nobody anything
    if any(
        d.via == "tax" and v.settlement.holder == d.to
        for v, d in zip(r.valuations, r.destinations, strict=True)
    ):
        used.append("tax")  # §1.4: the taxer's own settlements too
    return used
