"""The verdict as it leaves the core: the JSON contract and the player's report.

Output::

    {"result": "standard"|"domination"|"time"|"none"|"tie", "winner": power|null,
     "tied": [power, ...],                       # only for "tie"
     "tie_of": "standard"|"time"|null,           # which check ended in the tie
     "tie_break": [{"turn": t, "vp": {power: vp}}, ...],   # the walk back, if any
     "missing_turn": null | t, "missing_powers": [power, ...],  # the unrecorded turn that stopped it
     "leads": {power: VP ahead of the best other power (negative: behind)},
     "domination_blockers": [{"power", "needed"}],         # see the seed's note on Copernicus
     "earlier_end": null | {"turn", "result", "winner"}}   # the history ended the game earlier
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from ...i18n import Catalog, fmt_signed
from ...report import Block, Lines, Note, Report, Summary, Table
from ..data import (
    COPERNICUS_FROM_TURN,
    COPERNICUS_VP,
    DOMINATION_FROM_TURN,
    DOMINATION_LEAD,
    POWERS,
    SERVETUS_FROM_TURN,
    SERVETUS_VP,
    STANDARD_VICTORY_VP,
    Power,
)
from ..words import power_name
from .rules import Blocker, Verdict, domination_blockers
from .words import quotes, words


def to_json(v: Verdict) -> dict[str, Any]:
    e = v.earlier_end
    return {
        "result": v.result,
        "winner": v.winner,
        "tied": list(v.tied),
        "tie_of": v.tie_of,
        "turn": v.input.turn,
        "tie_break": [{"turn": s.turn, "vp": dict(s.vp)} for s in v.walk],
        "missing_turn": v.missing_turn,
        "missing_powers": list(v.missing_powers),
        "leads": dict(v.leads),
        "domination_blockers": [{"power": b.power, "needed": b.needed} for b in domination_blockers(v)],
        "earlier_end": {"turn": e.input.turn, "result": e.result, "winner": e.winner} if e else None,
    }


# A cell of «До доминирования» for a power that cannot dominate (25 VP or more).
OUT_OF_REACH: Final = "—"


def _names(powers: Sequence[Power], w: Catalog) -> str:
    return w.join([power_name(p, w.lang) for p in powers])


def tie_walk_line(v: Verdict, w: Catalog) -> str:
    """«ход 5: Габсбурги 27, Франция 27 → ход 4: Габсбурги 24, Франция 22 → победитель: Габсбурги»."""
    steps = [
        w("walk_turn", turn=s.turn, vps=", ".join(f"{power_name(p, w.lang)} {vp}" for p, vp in s.vp.items()))
        for s in v.walk
    ]
    if v.missing_turn is not None:
        missing = ", ".join(power_name(p, w.lang) for p in v.missing_powers)
        steps.append(w("walk_missing", turn=v.missing_turn, powers=missing))
    if v.winner is not None:
        steps.append(w("walk_win", power=power_name(v.winner, w.lang)))
    else:
        steps.append(w("walk_tie", powers=_names(v.tied, w)))
    return " → ".join(steps)


def _kind(v: Verdict, w: Catalog) -> str:
    text = w(f"kind_{v.result}")
    if v.winner is not None:
        return w("what_win", kind=text, power=power_name(v.winner, w.lang))
    return f"{text}: {_names(v.tied, w)}"


QUOTED: dict[str, tuple[str, ...]] = {
    "standard": ("standard",),
    "domination": ("domination", "domination_turn"),
    "time": ("time",),
    "none": ("none",),
}


def _verdict(v: Verdict, w: Catalog) -> list[Block]:
    """The headline, the seed's sentences behind it, and the walk back through the turns."""
    d = v.input
    if v.result == "tie" and v.missing_turn is not None:
        missing = ", ".join(power_name(p, w.lang) for p in v.missing_powers)
        tie = w("tie_missing", powers=_names(v.tied, w), turn=v.missing_turn, missing=missing)
        blocks: list[Block] = [Summary(tie, "warning")]
    elif v.result == "tie":
        blocks = [Summary(w("tie", powers=_names(v.tied, w)), "warning")]
    elif v.winner is None:
        blocks = [Summary(w("none", turn=d.turn, next=d.turn + 1))]
    else:
        vp, lead = d.vp(d.turn)[v.winner], v.leads[v.winner]
        blocks = [
            Summary(w(v.result, power=power_name(v.winner, w.lang), vp=vp, lead=lead, turn=d.turn), "success")
        ]
    # The seed's sentences behind the verdict.
    quote_keys: list[str] = list(QUOTED[v.result]) if v.result != "tie" else [v.tie_of or "standard"]
    if v.walk:
        quote_keys.append("tie")
    q = quotes(w.lang)
    blocks.append(Note(w("rule") + ": " + " ".join(q(k) for k in quote_keys)))
    if v.walk:
        blocks.append(Lines(w("walk_caption"), (tie_walk_line(v, w),)))
    if v.result == "tie":
        blocks.append(
            Note(w("tie_note") if v.missing_turn is None else w("tie_missing_note", turn=v.missing_turn))
        )
    return blocks


def _to_domination(v: Verdict, p: Power) -> int | None:
    """The VP ``p`` still needs for a 5-VP lead, the others' VP as they are; None when that
    lead would take it to 25 VP or more, where domination is no more: «держава набрала меньше
    25 VP, но как минимум на 5 VP больше каждой из остальных держав»."""
    vp = v.input.vp(v.input.turn)[p]
    short = max(0, DOMINATION_LEAD - v.leads[p])
    return short if vp + short < STANDARD_VICTORY_VP else None


def _standings(v: Verdict, w: Catalog) -> list[Block]:
    """Each power's VP this turn, its lead, and how far from each victory."""
    row = v.input.vp(v.input.turn)
    rows = []
    for p in POWERS:
        to_dom = _to_domination(v, p)
        to_standard = max(0, STANDARD_VICTORY_VP - row[p])
        rows.append(
            (
                power_name(p, w.lang),
                str(row[p]),
                fmt_signed(v.leads[p]),
                str(to_standard),
                OUT_OF_REACH if to_dom is None else str(to_dom),
            )
        )
    header = tuple(w(k) for k in ("power", "vp", "lead", "to_standard", "to_dom"))
    highlight = POWERS.index(v.winner) if v.winner is not None else None
    blocks: list[Block] = [
        Table(w("table", turn=v.input.turn), header, tuple(rows), highlight, numeric=(1, 2, 3, 4))
    ]
    if any(r[-1] == OUT_OF_REACH for r in rows):
        blocks.append(Note(w("dom_out_of_reach", mark=OUT_OF_REACH)))
    return blocks


def _need_line(v: Verdict, p: Power, w: Catalog) -> str:
    row = v.input.vp(v.input.turn)
    line = w("need_standard", power=power_name(p, w.lang), n=max(0, STANDARD_VICTORY_VP - row[p]))
    lead, to_dom = v.leads[p], _to_domination(v, p)
    if to_dom is None:
        return line + w("need_dom_out_of_reach")
    if lead >= DOMINATION_LEAD:
        return line + w("need_dom_has", lead=lead)
    return line + w("need_dom", n=to_dom)


def _no_winner(v: Verdict, w: Catalog) -> list[Block]:
    """No winner yet: what each power needs, and a dominator too early to count."""
    d = v.input
    blocks: list[Block] = [Lines(w("needs_caption"), tuple(_need_line(v, p, w) for p in POWERS))]
    if v.early_dominator is not None:
        p = v.early_dominator
        early = w("early_dom", power=power_name(p, w.lang), lead=v.leads[p], turn=d.turn)
        blocks.append(Note(early + " " + quotes(w.lang)("domination_turn")))
    elif d.turn + 1 < DOMINATION_FROM_TURN:
        blocks.append(Note(w("dom_from_4")))
    return blocks


def _blocker_key(b: Blocker, turn: int) -> str:
    """Which cards can bring in the VP the blocker needs."""
    if turn < COPERNICUS_FROM_TURN:  # sources/here-i-stand.md §5: Copernicus from turn 5
        return "blocker_servetus"
    if b.needed <= min(SERVETUS_VP, *COPERNICUS_VP):
        return "blocker_one"
    return "blocker_either" if b.needed <= max(COPERNICUS_VP) else "blocker_both"


def _blockers(v: Verdict, w: Catalog) -> list[Block]:
    """Who could still stop the domination with Copernicus or Servetus (the seed's note)."""
    turn = v.input.turn
    out: list[Block] = [Note(quotes(w.lang)("copernicus"), "warning")]
    blockers = domination_blockers(v)
    if blockers:
        lines = tuple(
            w(
                _blocker_key(b, turn),
                power=power_name(b.power, w.lang),
                behind=b.behind,
                needed=b.needed,
                turn=turn,
            )
            for b in blockers
        )
        out.append(Lines(w("blockers_intro"), lines))
    else:
        row = v.input.vp(turn)
        assert v.winner is not None
        closest = min(row[v.winner] - row[p] for p in POWERS if p != v.winner)
        key = "no_blockers_servetus" if turn < COPERNICUS_FROM_TURN else "no_blockers"
        out.append(Note(w(key, n=closest, turn=turn)))
    out.append(Note(w("cards_from", servetus=SERVETUS_FROM_TURN, copernicus=COPERNICUS_FROM_TURN)))
    return out


def report(v: Verdict, lang: str) -> Report:
    w = words(lang)
    blocks = _verdict(v, w)
    if v.result == "domination":
        blocks.extend(_blockers(v, w))
    blocks.extend(_standings(v, w))
    if v.result == "none":
        blocks.extend(_no_winner(v, w))
    if v.earlier_end is not None:
        e = v.earlier_end
        blocks.append(Note(w("earlier_end", turn=e.input.turn, what=_kind(e, w)), "warning"))
    return Report(title=w("title"), blocks=tuple(blocks))
