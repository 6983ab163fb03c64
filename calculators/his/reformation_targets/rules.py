"""Candidate targets of Reformation attempts side by side, best first.

The rulebook's worked example (sources/here-i-stand.md §9, last paragraph; [S1] §18.3) has the
Protestant weigh six targets of the 95 Theses by their dice: each target is one Reformation
attempt, resolved by the rules of ``his.reformation``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..reformation.rules import AttemptOdds, reformation_odds


@dataclass(frozen=True)
class Target:
    row: int  # position in the input, from 0
    name: str
    protestant_dice: int
    papal_dice: int
    in_target_zone: bool


@dataclass(frozen=True)
class TargetsInput:
    targets: tuple[Target, ...]
    plus_one: bool


@dataclass(frozen=True)
class RankedTarget:
    target: Target
    odds: AttemptOdds


@dataclass(frozen=True)
class TargetsResult:
    plus_one: bool
    # Best first; equal chances keep the input order.
    ranking: tuple[RankedTarget, ...]


def compute(inp: TargetsInput) -> TargetsResult:
    ranked = [
        RankedTarget(
            t,
            # Each target is one Reformation attempt (§9, §18.3).
            reformation_odds(
                t.protestant_dice, t.papal_dice, in_target_zone=t.in_target_zone, plus_one=inp.plus_one
            ),
        )
        for t in inp.targets
    ]
    ranked.sort(key=lambda r: (-r.odds.success, r.target.row))
    return TargetsResult(inp.plus_one, tuple(ranked))
