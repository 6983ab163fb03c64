"""Small helpers for the Russian report text of the Virgin Queen calculators."""

from __future__ import annotations

from collections.abc import Sequence


def plural_ru(n: int, one: str, few: str, many: str) -> str:
    """The Russian form of a noun for ``n``: ``plural_ru(3, "хит", "хита", "хитов")`` is ``"хита"``."""
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


def join_names(names: Sequence[str], lang: str) -> str:
    """``["Испания", "Англия", "Франция"]`` -> ``"Испания, Англия и Франция"``."""
    if len(names) <= 1:
        return "".join(names)
    last = " и " if lang == "ru" else " and "
    return ", ".join(names[:-1]) + last + names[-1]
