"""Exact dice arithmetic with :class:`~fractions.Fraction` (no sampling, no floats).

A distribution is a ``dict[int, Fraction]`` from outcome to probability, summing to 1.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from math import comb
from typing import TypeAlias

Distribution: TypeAlias = dict[int, Fraction]

FACES = 6


def hits(dice: int, hit_on: int = 5) -> Distribution:
    """Number of dice showing ``hit_on`` or more: binomial with p = (7 - hit_on) / 6."""
    p = Fraction(FACES + 1 - hit_on, FACES)
    return {k: comb(dice, k) * p**k * (1 - p) ** (dice - k) for k in range(dice + 1)}


def difference(a: Mapping[int, Fraction], b: Mapping[int, Fraction]) -> Distribution:
    """Distribution of ``A - B`` for independent ``A`` and ``B``."""
    out: Distribution = {}
    for x, px in a.items():
        for y, py in b.items():
            out[x - y] = out.get(x - y, Fraction(0)) + px * py
    return dict(sorted(out.items()))


def highest(dice: int, modifier: int = 0) -> Distribution:
    """Highest single die of ``dice`` d6, plus ``modifier``: P(max <= m) = (m/6)^n."""
    if dice < 1:
        raise ValueError("at least one die is rolled")
    return {m + modifier: Fraction(m**dice - (m - 1) ** dice, FACES**dice) for m in range(1, FACES + 1)}


def expectation(dist: Mapping[int, Fraction]) -> Fraction:
    return sum((k * p for k, p in dist.items()), Fraction(0))


def binomial(trials: int, p: Fraction) -> Distribution:
    """Number of successes in ``trials`` independent tries of probability ``p``."""
    return {k: comb(trials, k) * p**k * (1 - p) ** (trials - k) for k in range(trials + 1)}
