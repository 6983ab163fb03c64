"""A Reformation or Counter Reformation attempt as it leaves the core: the JSON contract, the row
it exports to the comparison of targets, and the player's report.

The report is rendered from the :class:`~.rules.AttemptResult` alone: the chance split into
automatic success and success after the defender's roll, who wins ties here and why, each
side's dice line by line as the dice builder recorded them, and the series of attempts.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ...i18n import Catalog, fmt_number, fmt_percent
from ...report import Block, Lines, Note, Report, Summary, Table
from ...spec import JSON
from ..data import RELIGIOUS_MINIMUM_DICE
from .pools import DicePool
from .rules import AttemptResult
from .words import COUNTED_ITEMS, item_words, words

# --- The JSON contract (issue 6) ---------------------------------------------------------------


def _pool_json(pool: DicePool) -> list[dict[str, Any]]:
    return [{"item": line.item, "count": line.count, "dice": line.dice} for line in pool.lines]


def to_json(r: AttemptResult) -> dict[str, Any]:
    winner_of_ties = r.attacker.side if r.rules.attacker_wins_ties else r.defender.side
    return {
        "success": float(r.odds.success),
        "automatic": float(r.odds.automatic),
        "after_roll": float(r.odds.after_roll),
        "failure": float(r.odds.failure),
        "flips": {str(k): float(p) for k, p in r.flips.items()},
        "at_least": {str(k): float(r.at_least(k)) for k in r.flips},
        "expected_flips": float(r.expected_flips),
        "attempts": r.attempts,
        "protestant_dice": r.protestant.dice,
        "papal_dice": r.papal.dice,
        "dice_from": "builder" if r.attacker.built else "typed",
        "breakdown": {"protestant": _pool_json(r.protestant), "papal": _pool_json(r.papal)},
        "modifiers": {r.attacker.side: r.rules.modifier, r.defender.side: 0},
        "automatic_possible": r.rules.automatic_possible,
        "ties": "papacy" if winner_of_ties == "papal" else "protestant",
        "rules": list(r.rules.notes),
        "exact": {
            "success": str(r.odds.success),
            "automatic": str(r.odds.automatic),
            "after_roll": str(r.odds.after_roll),
            "expected_flips": str(r.expected_flips),
        },
    }


def export_target(r: AttemptResult) -> dict[str, JSON]:
    """This attempt as a row of the comparison table (``his.reformation_targets``), and,
    in the target language zone (the only place it counts), whether Calvin's or the Full
    Bible's +1 applied: the table holds that once, for all its rows (its own ``plus_one``),
    so the page says when the table's differs (null: it does not matter)."""
    return {
        "name": r.target,
        "protestant_dice": r.protestant.dice,
        "papal_dice": r.papal.dice,
        "in_target_zone": r.in_target_zone,
        "plus_one": ("plus_one" in r.rules.notes) if r.in_target_zone else None,
    }


# --- The player's report ---------------------------------------------------------------------


def pool_total(pool: DicePool, w: Catalog) -> str:
    """``Протестанты: 3 кости``."""
    return w(f"dice.{pool.side}", dice=w.count(pool.dice, "die"))


def pool_lines(pool: DicePool, w: Catalog) -> Lines:
    """A side's dice as the breakdown the player reads: one line per recorded addend."""
    labels = item_words(w.lang)
    lines: list[str] = []
    for line in pool.lines:
        key = "minimum" if line.item == "minimum" else f"{pool.side}.{line.item}"
        label = labels(key, minimum=w.count(RELIGIOUS_MINIMUM_DICE, "die"))
        if line.item in COUNTED_ITEMS:
            lines.append(w("line.count", label=label, count=line.count, dice=line.dice))
        else:
            lines.append(w("line.flag", label=label, dice=line.dice))
    return Lines(pool_total(pool, w), tuple(lines))


def _one_attempt(r: AttemptResult, w: Catalog) -> list[Block]:
    """The headline chance, who wins ties, and the outcomes of one attempt."""

    def pct(p: Fraction) -> str:
        return fmt_percent(p, w.lang)

    odds = r.odds
    summary = w(
        "summary",
        target=f"{r.target}. " if r.target else "",
        p=pct(odds.success),
        a=pct(odds.automatic),
        b=pct(odds.after_roll),
        defender=w(f"defender.{r.defender.side}"),
    )
    rows = (
        (w(f"row.automatic.{r.kind}"), pct(odds.automatic), str(odds.automatic)),
        (w(f"row.after.{r.kind}"), pct(odds.after_roll), str(odds.after_roll)),
        (w("row.failure"), pct(odds.failure), str(odds.failure)),
        (w("row.success"), pct(odds.success), str(odds.success)),
    )
    return [
        Summary(summary),
        *(Note(w(f"note.{n}")) for n in r.rules.notes if n.startswith("ties_")),
        Table(w("one"), (w("outcome"), w("chance"), w("exact")), rows, highlight=3, numeric=(1, 2)),
    ]


def _dice(r: AttemptResult, w: Catalog) -> list[Block]:
    """Each side's dice: the builder's lines, or the counts as typed."""
    if r.attacker.built:
        return [pool_lines(r.attacker, w), pool_lines(r.defender, w), Note(w("builder_used"))]
    return [Lines(w("dice.typed"), tuple(pool_total(p, w) for p in (r.attacker, r.defender)))]


def _series(r: AttemptResult, w: Catalog) -> list[Block]:
    """The chance of each number of flips in the series, if there is more than one attempt."""
    if r.attempts <= 1:
        return []

    def pct(p: Fraction) -> str:
        return fmt_percent(p, w.lang)

    likeliest = max(r.flips, key=lambda k: r.flips[k])
    return [
        Table(
            w("series", n=r.attempts),
            (w("k"), w("exactly"), w("at_least")),
            tuple((str(k), pct(p), pct(r.at_least(k))) for k, p in r.flips.items()),
            highlight=likeliest,
            numeric=(0, 1, 2),
        ),
        Summary(w("expected", x=fmt_number(r.expected_flips, w.lang), n=r.attempts)),
        Note(w("series_note")),
    ]


def report(r: AttemptResult, lang: str) -> Report:
    w = words(lang)
    rules = Lines(
        w(f"rules.{r.kind}"), tuple(w(f"note.{n}") for n in r.rules.notes if not n.startswith("ties_"))
    )
    blocks = [*_one_attempt(r, w), *_dice(r, w), rules, *_series(r, w)]
    return Report(title=w(f"title.{r.kind}"), blocks=tuple(blocks))
