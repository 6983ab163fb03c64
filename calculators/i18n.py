"""Languages, translatable text and number formatting shared by every calculator.

Everything a reader of the site sees comes from a :data:`Text` (one string per
language).  English is used by the command line; Russian and Portuguese by the
site.  A lookup falls back page language -> English -> any, the way Material's
``partials/language.html`` falls back to the key.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Literal, TypeAlias

Lang: TypeAlias = Literal["ru", "pt", "en"]
LANGS: tuple[Lang, ...] = ("ru", "pt", "en")

Text: TypeAlias = Mapping[str, str]
"""A string in several languages, keyed by language code."""


def tr(text: Text, lang: str) -> str:
    """Pick ``text`` in ``lang``, else English, else the first language given."""
    if lang in text:
        return text[lang]
    if "en" in text:
        return text["en"]
    return next(iter(text.values()))


def parse_lang(lang: str) -> Lang:
    """Return ``lang`` as a :data:`Lang`; unknown codes become English."""
    for known in LANGS:
        if lang == known:
            return known
    return "en"


def fmt_percent(p: Fraction | float, lang: str, digits: int = 1) -> str:
    """Format a probability as a percentage: ``fmt_percent(Fraction(1, 3), "ru")`` is ``"33,3 %"``."""
    value = f"{float(p) * 100:.{digits}f}"
    if 0 < p and float(value) == 0:
        # A possible but rare outcome must not read as impossible.
        value = "<" + f"{10**-digits:.{digits}f}"
    if lang == "en":
        return f"{value}%"
    value = value.replace(".", ",")
    # Russian typography puts a (no-break) space before the percent sign; Portuguese does not.
    return f"{value}\u00a0%" if lang == "ru" else f"{value}%"


def fmt_number(x: Fraction | float, lang: str, digits: int = 2) -> str:
    """Format a decimal number with the language's decimal separator."""
    value = f"{float(x):.{digits}f}"
    return value if lang == "en" else value.replace(".", ",")


def fmt_signed(n: int) -> str:
    """``+3``, ``0``, ``−2`` (with a real minus sign)."""
    if n > 0:
        return f"+{n}"
    if n < 0:
        return f"\u2212{-n}"
    return "0"
