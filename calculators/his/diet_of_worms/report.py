"""The Diet of Worms' result as it leaves the core: the JSON contract and the player's report."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ...i18n import OR, fmt_number, fmt_percent, fmt_signed
from ...report import Bar, Bars, Block, Lines, Note, Report, Summary, Table
from ..data import CARD_CP_MAX
from .rules import DietResult
from .words import HIT_FACES, words


def to_json(r: DietResult) -> dict[str, Any]:
    return {
        "protestant_dice": r.protestant_dice,
        "catholic_dice": r.catholic_dice,
        "outcomes": {
            "protestant": float(r.protestant_wins),
            "catholic": float(r.catholic_wins),
            "tie": float(r.tie),
        },
        "net_hits": {str(k): float(p) for k, p in r.net_hits.items()},
        "expected_flips": {
            "protestant": float(r.expected_protestant_flips),
            "catholic": float(r.expected_catholic_flips),
        },
        "expected_flips_if_won": {
            "protestant": float(r.protestant_flips_if_they_win),
            "catholic": float(r.catholic_flips_if_they_win),
        },
        "exact": {
            "outcomes": {
                "protestant": str(r.protestant_wins),
                "catholic": str(r.catholic_wins),
                "tie": str(r.tie),
            },
        },
    }


def outcome_table(r: DietResult, lang: str) -> Table:
    """Each side's chance to win, with the flips it can expect overall and when it wins."""
    w = words(lang)

    def row(side: str, chance: Fraction, flips: Fraction, flips_if_won: Fraction) -> tuple[str, ...]:
        return (w(side), fmt_percent(chance, lang), fmt_number(flips, lang), fmt_number(flips_if_won, lang))

    rows = (
        row("protestant", r.protestant_wins, r.expected_protestant_flips, r.protestant_flips_if_they_win),
        row("catholic", r.catholic_wins, r.expected_catholic_flips, r.catholic_flips_if_they_win),
        (w("tie"), fmt_percent(r.tie, lang), "0", "0"),
    )
    return Table(w("outcomes"), (w("side"), w("chance"), w("flips"), w("flips_if")), rows, numeric=(1, 2, 3))


def net_hits_bars(r: DietResult, lang: str) -> Bars:
    """The chance of each difference of hits, the likeliest one as a full bar."""
    peak = max(r.net_hits.values())
    bars = tuple(
        Bar(
            label=fmt_signed(k),
            value=float(p / peak),
            text=fmt_percent(p, lang),
            tone="success" if k > 0 else "danger" if k < 0 else "info",
        )
        for k, p in r.net_hits.items()
    )
    return Bars(words(lang)("bars"), bars)


def report(r: DietResult, lang: str) -> Report:
    w = words(lang)
    hit_faces = w.join([str(face) for face in HIT_FACES], OR)
    c = r.cards
    dice_line = w(
        "dice",
        cp=c.protestant_cp,
        pd=w.count(r.protestant_dice, "die"),
        pap=c.papal_cp,
        hab=c.hapsburg_cp,
        cd=w.count(r.catholic_dice, "die"),
        hit_faces=hit_faces,
    )
    # The contract takes CP 1-6, but the one card of the top CP is not in any hand yet.
    top_cp = CARD_CP_MAX in (c.protestant_cp, c.papal_cp, c.hapsburg_cp)
    warning: tuple[Block, ...] = (Note(w("top_cp_card"), "warning"),) if top_cp else ()
    pct = fmt_percent
    return Report(
        title=w("title"),
        blocks=(
            Summary(
                w("summary", p=pct(r.protestant_wins, lang), c=pct(r.catholic_wins, lang), t=pct(r.tie, lang))
            ),
            *warning,
            Lines(w("how"), (dice_line, w("how_p", hit_faces=hit_faces), w("how_net"))),
            outcome_table(r, lang),
            net_hits_bars(r, lang),
            Note(w("note")),
        ),
    )
