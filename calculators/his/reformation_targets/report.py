"""The comparison of targets as it leaves the core: the JSON contract and the player's report."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ...i18n import Catalog, fmt_percent
from ...report import Block, Note, Report, Summary, Table
from .rules import Target, TargetsResult
from .words import words


def to_json(r: TargetsResult) -> dict[str, Any]:
    return {
        "ranking": [
            {
                "row": x.target.row,
                "name": x.target.name,
                "protestant_dice": x.target.protestant_dice,
                "papal_dice": x.target.papal_dice,
                "in_target_zone": x.target.in_target_zone,
                "success": float(x.odds.success),
                "automatic": float(x.odds.automatic),
                "after_roll": float(x.odds.after_roll),
                # §9: ties go to the attacker inside the target language zone, else the Papacy.
                "ties": "protestant" if x.target.in_target_zone else "papacy",
                "exact": {"success": str(x.odds.success)},
            }
            for x in r.ranking
        ],
        "best": {"row": r.ranking[0].target.row, "name": r.ranking[0].target.name},
    }


def _name(t: Target, w: Catalog) -> str:
    return t.name or w("unnamed", n=t.row + 1)


def report(r: TargetsResult, lang: str) -> Report:
    w = words(lang)

    def pct(p: Fraction) -> str:
        return fmt_percent(p, lang)

    best = r.ranking[0]
    rows = tuple(
        (
            str(place),
            _name(x.target, w),
            f"{x.target.protestant_dice} : {x.target.papal_dice}",
            w("in_zone" if x.target.in_target_zone else "outside"),
            pct(x.odds.success),
            pct(x.odds.automatic),
            pct(x.odds.after_roll),
        )
        for place, x in enumerate(r.ranking, start=1)
    )
    header = tuple(w(k) for k in ("place", "name", "dice", "zone", "success", "automatic", "after"))
    blocks: list[Block] = [
        Summary(
            w("summary", name=_name(best.target, w), p=pct(best.odds.success), a=pct(best.odds.automatic))
        ),
        Table(w("caption"), header, rows, highlight=0, numeric=(0, 4, 5, 6)),
        Note(w("how")),
    ]
    if r.plus_one:
        blocks.append(Note(w("plus_one")))
    groups: dict[Fraction, list[str]] = {}
    for x in r.ranking:
        groups.setdefault(x.odds.success, []).append(_name(x.target, w))
    blocks.extend(Note(w("equal", names=", ".join(names))) for names in groups.values() if len(names) > 1)
    return Report(title=w("title"), blocks=tuple(blocks))
