"""The VP of the six powers as they leave the core: the JSON contract and the player's report,
with the Empire's secret in a fold-out meant for its player alone."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...i18n import Catalog, fmt_signed
from ...report import Block, Details, Lines, Note, Report, Summary, Table
from ..data import POWERS, SECRET_PREFERENCE_POWER, STANDARD_VICTORY_VP, Power
from ..words import POWER_GENITIVE, POWER_NAME
from .rules import HreReveal, PowerScore, VpResult
from .words import words

# --- The JSON contract ------------------------------------------------------------------------


def _score_json(s: PowerScore) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "base": s.part("base"),
        "special": s.part("special"),
        "bonus": s.part("bonus"),
        "total": s.total,
        "breakdown": [{"part": a.part, "item": a.item, "vp": a.vp} for a in s.addends],
    }
    if s.power == SECRET_PREFERENCE_POWER:
        entry |= {
            "hidden_vp": s.hidden_vp,
            "revealed_total": s.revealed_total,
            "preference_revealed": not s.hidden,
        }
    return entry


def to_json(r: VpResult) -> dict[str, Any]:
    reveal = r.hre_reveal
    return {
        "powers": {s.power: _score_json(s) for s in r.scores},
        "leaders": list(r.leaders),
        "victory_vp": STANDARD_VICTORY_VP,
        "at_or_above_victory_vp": list(r.at_victory_vp),
        "domination_margin": r.domination_margin,
        "dominant": r.dominant,
        "mary_executed_by": r.mary_executed_by,
        "circumnavigation_flags": [
            {"flag": f.flag, "powers": list(f.powers)} for f in r.circumnavigation_flags
        ],
        "hre_reveal": None
        if reveal is None
        else {
            "revealed_total": reveal.revealed_total,
            "reaches_victory_vp": reveal.reaches_victory_vp,
            "stops_domination": reveal.stops_domination,
            "dominant_after": reveal.dominant_after,
        },
    }


# --- The player's report ---------------------------------------------------------------------


def _name(p: Power, w: Catalog) -> str:
    return w.text(POWER_NAME[p])


def _genitive(p: Power, w: Catalog) -> str:
    return w.text(POWER_GENITIVE[p])


def _names(ps: Sequence[Power], w: Catalog) -> dict[str, str]:
    """The powers' names joined, in both forms: ``names`` («Испания и Англия»), ``gens`` («Испании и Англии»)."""
    return {"names": w.join([_name(p, w) for p in ps]), "gens": w.join([_genitive(p, w) for p in ps])}


def _table(r: VpResult, w: Catalog, hidden: bool) -> Table:
    rows = []
    for s in r.scores:
        special = (
            w("hidden_cell")
            if s.power == SECRET_PREFERENCE_POWER and hidden
            else fmt_signed(s.part("special"), plus=False)
        )
        rows.append(
            (
                _name(s.power, w),
                fmt_signed(s.part("base"), plus=False),
                special,
                fmt_signed(s.part("bonus")),
                fmt_signed(s.total, plus=False),
            )
        )
    leaders = r.leaders
    return Table(
        w("table"),
        (w("power"), w("base"), w("special"), w("bonus"), w("total")),
        tuple(rows),
        highlight=list(POWERS).index(leaders[0]) if len(leaders) == 1 else None,
        numeric=(1, 2, 3, 4),
    )


def _victory_notes(r: VpResult, w: Catalog, hidden: bool) -> list[Block]:
    """The Empire's hidden VP, the standard victory (and its source), the domination by the lead entered."""
    notes: list[Block] = [Note(w("hre_hidden_note") if hidden else w("hre_revealed_note"))]
    victory = w("victory", vp=STANDARD_VICTORY_VP)
    if r.at_victory_vp:
        victory += w("victory_reached", vp=STANDARD_VICTORY_VP, **_names(r.at_victory_vp, w))
        if len(r.at_victory_vp) > 1:
            victory += w("victory_several")
    else:
        victory += w("victory_short", n=STANDARD_VICTORY_VP - r.totals[r.leaders[0]])
    notes.append(Note(victory, "success" if r.at_victory_vp else "info"))
    if r.domination_margin:
        m, dom = r.domination_margin, r.dominant
        text = w("domination_if", m=m) + (
            w("domination_yes", name=_name(dom, w), gen=_genitive(dom, w)) if dom else w("domination_no")
        )
        if hidden:
            text += w("domination_visible")
        notes.append(Note(text, "warning" if dom else "info"))
    return notes


def _breakdown(s: PowerScore, w: Catalog) -> Lines:
    """One power's addends as recorded (the Empire's hidden ones said to be left out), and their sum."""
    gen = w.text(POWER_GENITIVE[s.power])
    lines: list[str] = []
    for a in s.addends:
        n = a.count or 0
        word = {"assassinations": "assassination", "virgin_queen": "turn"}.get(a.item)
        lines.append(
            w(a.item, vp=a.vp, n=n, gen=gen, word=w.noun(n, word) if word else "", signed=fmt_signed(a.vp))
        )
    if s.hidden:
        lines.insert(len([a for a in s.addends if a.part == "base"]), w("track_hidden"))
    if not any(a.part == "bonus" for a in s.addends):
        lines.append(w("no_bonus"))
    bonus = fmt_signed(s.part("bonus"), spaced=True)
    lines.append(
        w(
            "sum",
            base=s.part("base"),
            special=s.part("special"),
            bonus=bonus,
            total=fmt_signed(s.total, plus=False),
        )
    )
    caption = "caption_hidden" if s.hidden else "caption"
    return Lines(w(caption, name=_name(s.power, w), vp=fmt_signed(s.total, plus=False)), tuple(lines))


def _secret_domination(r: VpResult, rv: HreReveal, w: Catalog) -> list[Block]:
    """Would revealing stop another power's domination, or make the Empire dominate?"""
    m = r.domination_margin
    if not m:
        return [Note(w("secret_no_margin"))]
    prefix = w("domination_if", m=m)
    dom = rv.dominant_now
    out: list[Block] = []
    if dom is not None and dom != SECRET_PREFERENCE_POWER:
        gap = r.totals[dom] - rv.revealed_total
        # Once revealed: still behind (by less than the lead, or not), level, or ahead (a
        # lead is at least one VP, so level or ahead always stops it).
        if gap > 0:
            key = "secret_stops" if rv.stops_domination else "secret_not_stops"
        else:
            key = "secret_stops_level" if gap == 0 else "secret_stops_ahead"
        out.append(
            Note(
                prefix + w(key, name=_name(dom, w), gen=_genitive(dom, w), gap=gap, ahead=-gap),
                "success" if rv.stops_domination else "warning",
            )
        )
    else:
        out.append(Note(prefix + w("secret_nobody")))
    if rv.dominant_after == SECRET_PREFERENCE_POWER and dom != SECRET_PREFERENCE_POWER:
        out.append(Note(prefix + w("secret_hre_dominates"), "success"))
    return out


def _secret(r: VpResult, rv: HreReveal, w: Catalog) -> Details:
    """The fold-out for the Empire's player: its total once revealed, and what revealing would do."""
    need = STANDARD_VICTORY_VP
    totals = (
        w("secret_visible", vp=rv.visible_total),
        w("secret_track", signed=fmt_signed(rv.hidden_vp)),
        w("secret_total", vp=rv.revealed_total),
    )
    inner: list[Block] = [Lines(w("secret_caption"), totals)]
    if rv.hidden_vp == 0:
        inner.append(Note(w("secret_zero")))
    if rv.reaches_victory_vp:
        text = w("secret_wins", vp=rv.revealed_total, need=need)
        others = tuple(p for p in r.at_victory_vp if p != SECRET_PREFERENCE_POWER)
        if others:
            text += w("secret_others", need=need, **_names(others, w))
        inner.append(Note(text, "success"))
    else:
        inner.append(Note(w("secret_short", vp=rv.revealed_total, need=need, short=need - rv.revealed_total)))
    inner.extend(_secret_domination(r, rv, w))
    return Details(w("secret"), tuple(inner), secret=True)


def subtotals(r: VpResult, lang: str) -> dict[str, str]:
    """Each power's total as the table shows it, in the header of its group of fields
    (``powers.<power>``), so a player with the groups folded sees all six at once."""
    w = words(lang)
    totals = {f"powers.{s.power}": w("subtotal", vp=fmt_signed(s.total, plus=False)) for s in r.scores}
    return totals | {
        f"powers.{s.power}.bonus": w("subtotal", vp=fmt_signed(s.part("bonus"))) for s in r.scores
    }


def report(r: VpResult, lang: str) -> Report:
    w = words(lang)
    hidden = r.hre_reveal is not None
    leaders = r.leaders
    summary = w(
        "leader_one" if len(leaders) == 1 else "leader_many", vp=r.totals[leaders[0]], **_names(leaders, w)
    )
    if hidden:
        summary += w("leader_hre_hidden")
    blocks: list[Block] = [
        Summary(summary, "success" if r.at_victory_vp else "info"),
        _table(r, w, hidden),
        *_victory_notes(r, w, hidden),
    ]
    blocks.extend(
        Note(w(f"circumnavigation_{f.flag}", **_names(f.powers, w)), "warning")
        for f in r.circumnavigation_flags
    )
    if r.hre_reveal is not None:
        blocks.append(_secret(r, r.hre_reveal, w))
    blocks.extend(_breakdown(s, w) for s in r.scores)
    return Report(title=w("title"), blocks=tuple(blocks))
