"""The VP of the six powers as they leave the core: the JSON contract, the row exported to the
table of turns, and the player's report.

Output::

    {"powers": {"<power>": {"base", "special", "bonus", "total", "breakdown": [...]}},
     "automatic_victory": null | {"power", "kind": "military"|"religious"},
     "automatic_victories": [...every one flagged...]}
"""

from __future__ import annotations

from typing import Any, cast

from ...i18n import Catalog, fmt_signed
from ...report import Block, Lines, Note, Report, Summary, Table
from ...spec import JSON
from ..data import KEY_TRACK_BOXES, STANDARD_VICTORY_VP, KeyPower, Power
from ..words import power_name
from .bonus import bonus_item
from .rules import Addend, AutomaticVictory, PowerVp, VpResult
from .words import words

# --- The JSON contract (issue 3) ---------------------------------------------------------------


def _victory_json(v: AutomaticVictory) -> dict[str, str]:
    return {"power": v.power, "kind": v.kind}


def to_json(r: VpResult) -> dict[str, Any]:
    return {
        "powers": {
            p.power: {
                "base": p.base,
                "special": p.special,
                "bonus": p.bonus,
                "total": p.total,
                "breakdown": [{"part": a.part, "item": a.item, "vp": a.vp} for a in p.addends],
            }
            for p in r.powers
        },
        "automatic_victory": _victory_json(r.automatic[0]) if r.automatic else None,
        "automatic_victories": [_victory_json(v) for v in r.automatic],
    }


def export(r: VpResult) -> dict[str, JSON]:
    """This turn's totals, one row of the victory calculator's table of turns."""
    return {p.power: p.total for p in r.powers}


# --- The player's report ---------------------------------------------------------------------


def addend_line(a: Addend, power: Power, w: Catalog) -> str:
    """The breakdown line of one recorded addend."""
    p = a.params
    if a.item in ("keys", "auto_win_box"):
        keys = w.count(int(p["keys"]), "key")
        if a.item == "keys" and p["open"] == 0:
            return w("keys_none_open", keys=keys, unrest=p["unrest"])
        return w(a.item, keys=keys, unrest=p["unrest"], open=w.count(int(p["open"]), "open_box"), vp=a.vp)
    if a.item in ("electorates", "hapsburg_electorates"):
        return w(a.item, n=w.count(int(p["n"]), "electorate"), vp=a.vp)
    if a.item in ("papal_track", "protestant_track"):
        return w(a.item, n=w.count(int(p["n"]), "space"), vp=a.vp)
    if a.item in w.table:
        return w(a.item, vp=a.vp, **p)
    item = bonus_item(power, a.item)
    label = w.text(item.line)
    if item.unit == "vp":
        return w("bonus_vp", label=label, vp=a.vp)
    each = str(item.vp_each) if item.vp_each > 0 else f"({fmt_signed(item.vp_each)})"
    return w("bonus_count", label=label, n=p["n"], each=each, vp=fmt_signed(a.vp, plus=False))


def _summaries(r: VpResult, w: Catalog, leaders: list[PowerVp]) -> list[Block]:
    """The automatic victories flagged, or who leads and how far from the standard victory."""
    blocks: list[Block] = []
    for v in r.automatic:
        if v.kind == "military":
            boxes = KEY_TRACK_BOXES[cast(KeyPower, v.power)]  # only a power with a key track wins so
            blocks.append(Summary(w("military", power=power_name(v.power, w.lang), boxes=boxes), "success"))
        else:
            blocks.append(Summary(w("religious"), "success"))
    if r.automatic:
        return blocks
    best = leaders[0].total
    text = w("leader", powers=", ".join(power_name(p.power, w.lang) for p in leaders), vp=best)
    if best >= STANDARD_VICTORY_VP:
        text += " " + w("standard_reached")
    else:
        text += " " + w("to_standard", n=STANDARD_VICTORY_VP - best)
    return [Summary(text)]


def _breakdown(p: PowerVp, w: Catalog) -> Lines:
    """One power's addends as recorded, and their sum."""
    lines = [addend_line(a, p.power, w) for a in p.addends]
    if not any(a.part == "bonus" for a in p.addends):
        lines.append(w("no_bonus"))
    lines.append(
        w("sum", base=p.base, special=p.special, bonus=fmt_signed(p.bonus, spaced=True), total=p.total)
    )
    return Lines(w("caption", power=power_name(p.power, w.lang), total=p.total), tuple(lines))


def _notes(r: VpResult, w: Catalog) -> list[Block]:
    notes: list[Block] = []
    if r.automatic:
        notes.append(Note(w("automatic_when")))
    if len(r.automatic) > 1:
        notes.append(Note(w("several"), "warning"))
    if any(v.kind == "religious" for v in r.automatic):
        notes.append(Note(w("religious_rule")))
    return notes


def subtotals(r: VpResult, lang: str) -> dict[str, str]:
    """Each power's total, in the header of its group of fields (``powers.<power>``), so a
    player with the groups folded sees all six at once; and its bonus VP in the header of its
    group of bonus fields (``bonus.<power>``)."""
    w = words(lang)
    totals = {f"powers.{p.power}": w("subtotal", total=p.total) for p in r.powers}
    return totals | {f"bonus.{p.power}": w("subtotal", total=fmt_signed(p.bonus)) for p in r.powers}


def report(r: VpResult, lang: str) -> Report:
    w = words(lang)
    best = max(p.total for p in r.powers)
    leaders = [p for p in r.powers if p.total == best]
    table = Table(
        w("table"),
        tuple(w(k) for k in ("power", "base", "special", "bonus", "total")),
        tuple(
            (power_name(p.power, lang), str(p.base), str(p.special), fmt_signed(p.bonus), str(p.total))
            for p in r.powers
        ),
        highlight=r.powers.index(leaders[0]) if len(leaders) == 1 else None,
        numeric=(1, 2, 3, 4),
    )
    blocks = [*_summaries(r, w, leaders), table, *(_breakdown(p, w) for p in r.powers), *_notes(r, w)]
    return Report(title=w("title"), blocks=tuple(blocks))
