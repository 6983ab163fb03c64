"""Languages, translatable text and number formatting shared by every calculator.

Everything a reader of the site sees comes from a :data:`Text` (one string per
language).  English is used by the command line; Russian and Portuguese by the
site.  A lookup falls back page language -> English -> any, the way Material's
``partials/language.html`` falls back to the key.
"""

from __future__ import annotations

import json
import pkgutil
import re
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TypeAlias, TypeVar

Text: TypeAlias = Mapping[str, str]
"""A string in several languages, keyed by language code."""

Key = TypeVar("Key", bound=Hashable)
Name = TypeVar("Name", bound=str)


def by_language(**tables: Mapping[Key, str]) -> dict[Key, Text]:
    """A table of texts written one language at a time, the way Material keeps one partial per
    language: ``by_language(ru={"yes": "да"}, en={"yes": "yes"})`` is
    ``{"yes": {"ru": "да", "en": "yes"}}``.  Every language names the same keys; the first one gives their order."""
    first = next(iter(tables.values()))
    for lang, table in tables.items():
        if table.keys() != first.keys():
            odd = ", ".join(sorted(repr(key) for key in table.keys() ^ first.keys()))
            raise ValueError(f"the texts in {lang!r} do not have the same keys as the others: {odd}")
    return {key: {lang: table[key] for lang, table in tables.items()} for key in first}


@dataclass(frozen=True)
class WordsFile:
    """The texts of one TOML file of words, kept beside the module that reads them (package
    data, shipped in the wheel and in the site's runtime like the ``.py`` files).

    A text is a TOML table with a string per language.  ``[TEXT.title]`` with ``ru = "…"``,
    ``pt = "…"`` is the text ``title`` of the table ``TEXT`` (:meth:`table`); ``[HITS_LABEL]``
    with its strings is a single text (:meth:`text`).  The languages of a text stand together,
    so that a translator sees them side by side; the texts of a table keep the file's order.
    """

    name: str  # the file, as a message names it
    entries: Mapping[str, object]

    def table(self, name: str) -> dict[str, Text]:
        """The table ``name``: every text in it has the same languages as its first."""
        raw = self.entries.get(name)
        if not isinstance(raw, dict) or not raw:
            raise ValueError(f"{self.name}: no table [{name}.…] of texts")
        table = {key: self._text(f"{name}.{key}", value) for key, value in raw.items()}
        first_key, first = next(iter(table.items()))
        for key, text in table.items():
            if text.keys() != first.keys():
                odd = ", ".join(sorted(text.keys() ^ first.keys()))
                raise ValueError(
                    f"{self.name}: [{name}.{key}] and [{name}.{first_key}] differ in languages: {odd}"
                )
        return table

    def keyed(self, name: str, keys: Sequence[Name]) -> dict[Name, Text]:
        """The table ``name``, whose keys are exactly ``keys`` (a game's powers), in their order."""
        table = self.table(name)
        if set(table) != set(keys):
            odd = ", ".join(sorted(set(table) ^ set(keys)))
            raise ValueError(
                f"{self.name}: the table [{name}.…] does not name exactly {', '.join(keys)}: {odd}"
            )
        return {key: table[key] for key in keys}

    def text(self, name: str) -> Text:
        """The single text ``name``."""
        return self._text(name, self.entries.get(name))

    def _text(self, where: str, value: object) -> Text:
        if not isinstance(value, dict) or not value or not all(isinstance(s, str) for s in value.values()):
            raise ValueError(f"{self.name}: [{where}] is not a text (a string per language)")
        return dict(value)


def words_file(module: str) -> WordsFile:
    """The words of ``module`` (its ``__name__``): ``calculators.his.vp.words`` reads
    ``calculators/his/vp/words.toml``.  Read through the module's loader (``pkgutil``), so that
    it is found wherever the module is, a folder or a zip.  The site's runtime ships each file
    parsed, as ``words.json`` (tools/make-runtime.mjs): that one is read when it is there."""
    package, _, stem = module.rpartition(".")
    name = f"{package.replace('.', '/')}/{stem}.toml"
    try:
        parsed = pkgutil.get_data(package, f"{stem}.json")
    except OSError:
        parsed = None
    if parsed is not None:
        return WordsFile(name, json.loads(parsed))
    import tomllib  # here: the runtime, which reads the JSON, need not import it

    data = pkgutil.get_data(package, f"{stem}.toml")
    if data is None:
        raise FileNotFoundError(name)
    return WordsFile(name, tomllib.loads(data.decode("utf-8")))


def tr(text: Text, lang: str) -> str:
    """Pick ``text`` in ``lang``, else English, else the first language given."""
    if lang in text:
        return text[lang]
    if "en" in text:
        return text["en"]
    return next(iter(text.values()))


def filled(text: Text, /, **params: object) -> Text:
    """``text`` formatted in each of its languages with ``params``, a param that is itself a
    :data:`Text` taken in the same language: ``filled({"en": "{title} event"}, title={"en":
    "Copernicus"})`` is ``{"en": "Copernicus event"}``."""
    return {
        lang: template.format_map({k: v[lang] if isinstance(v, Mapping) else v for k, v in params.items()})
        for lang, template in text.items()
    }


# ---------------------------------------------------------------------------
# Words that agree with a number, lists of names
# ---------------------------------------------------------------------------


def plural_ru(n: int, one: str, few: str, many: str) -> str:
    """The Russian form of a noun for ``n``: ``plural_ru(3, "хит", "хита", "хитов")`` is ``"хита"``."""
    tail, tens = abs(n) % 10, abs(n) % 100
    if tail == 1 and tens != 11:
        return one
    if 2 <= tail <= 4 and not 12 <= tens <= 14:
        return few
    return many


def plural(n: int, forms: str, lang: str) -> str:
    """The form of a noun for ``n`` out of ``forms`` written ``"one|few|many"`` in Russian and
    ``"one|other"`` in Portuguese and English: ``plural(2, "key|keys", "en")`` is ``"keys"``."""
    words = forms.split("|")
    if lang == "ru" and len(words) == 3:
        return plural_ru(n, *words)
    return words[0] if abs(n) == 1 else words[-1]


# The word before the last item of a list, per language: all of them, or one of them.
AND: Text = {"ru": " и ", "pt": " e ", "en": " and "}
OR: Text = {"ru": " или ", "pt": " ou ", "en": " or "}


def join_names(names: Sequence[str], lang: str, last: Text = AND) -> str:
    """``["Испания", "Англия", "Франция"]`` -> ``"Испания, Англия и Франция"`` (``last=OR``: ``или``)."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + tr(last, lang) + names[-1]


@dataclass(frozen=True)
class Counted:
    """A rule constant that a text names with its noun: among a catalog's numbers,
    ``Counted(DOWRY, "coin")`` reads as :meth:`Catalog.count` gives it (``"6 монет"``)."""

    n: int
    noun: str  # the key of the noun's forms in the catalog's table


class Catalog:
    """One table of texts read in one language: lookup and format.

    ``words = Catalog(TEXT, "ru", NUMBERS)``, then ``words("key", n=3)`` is ``TEXT["key"]`` in
    Russian (falling back like :func:`tr`) formatted with ``n`` and with ``NUMBERS``: the rule
    constants the table's texts name (``{last_turn}``), so that a number a text shows is the
    number the rules apply.  A noun that agrees with a number is one entry holding its forms
    (``"ключ|ключа|ключей"``, ``"key|keys"``): :meth:`count` gives ``"3 ключа"``, and so does a
    :class:`Counted` among the numbers.
    """

    def __init__(
        self, table: Mapping[str, Text], lang: str, numbers: Mapping[str, object] | None = None
    ) -> None:
        self.table = table
        self.lang = lang
        # The language the texts are read in (the fallback of :func:`tr` for one the table
        # lacks), so that plurals and lists agree with the texts around them.
        sample = next(iter(table.values()), {lang: ""})
        self.words_lang = lang if lang in sample else "en" if "en" in sample else next(iter(sample))
        self.numbers: Mapping[str, object] = {
            key: self._number(value) for key, value in (numbers or {}).items()
        }

    def _number(self, value: object) -> object:
        return self.count(value.n, value.noun) if isinstance(value, Counted) else value

    def __call__(self, key: str, /, **params: object) -> str:
        return self.text(self.table[key], **params)

    def text(self, text: Text, /, **params: object) -> str:
        """A text that is not in the table (a label, an option), formatted the same way."""
        return tr(text, self.lang).format_map({**self.numbers, **params})

    def noun(self, n: int, key: str) -> str:
        """The form of the noun ``key`` that agrees with ``n``."""
        return plural(n, tr(self.table[key], self.lang), self.words_lang)

    def count(self, n: int, key: str) -> str:
        """``n`` and its noun: ``words.count(3, "keys")`` is ``"3 ключа"``."""
        return f"{n} {self.noun(n, key)}"

    def join(self, names: Sequence[str], last: Text = AND) -> str:
        return join_names(names, self.words_lang, last)


def catalog(
    table: Mapping[str, Text], numbers: Mapping[str, object] | None = None
) -> Callable[[str], Catalog]:
    """The reader of one table in any language: ``words = catalog(TEXT, NUMBERS)``, then
    ``words("ru")`` is ``Catalog(TEXT, "ru", NUMBERS)``."""

    def read(lang: str) -> Catalog:
        return Catalog(table, lang, numbers)

    return read


# ---------------------------------------------------------------------------
# Numbers
# ---------------------------------------------------------------------------


def fmt_percent(p: Fraction | float, lang: str, digits: int = 1) -> str:
    """Format a probability as a percentage: ``fmt_percent(Fraction(1, 3), "ru")`` is ``"33,3 %"``."""
    value = f"{float(p) * 100:.{digits}f}"
    if 0 < p and float(value) == 0:
        # A possible but rare outcome must not read as impossible.
        value = "<" + f"{10**-digits:.{digits}f}"
    elif p < 1 and float(value) == 100:
        # Nor a likely but uncertain one as certain (stop 40's audit: «100,0 %» beside «<0,1 %»).
        value = ">" + f"{100 - 10**-digits:.{digits}f}"
    if lang == "en":
        return f"{value}%"
    value = value.replace(".", ",")
    # Russian typography puts a (no-break) space before the percent sign; Portuguese does not.
    return f"{value}\u00a0%" if lang == "ru" else f"{value}%"


def fmt_number(x: Fraction | float, lang: str, digits: int = 2) -> str:
    """Format a decimal number with the language's decimal separator."""
    value = f"{float(x):.{digits}f}"
    return value if lang == "en" else value.replace(".", ",")


def fmt_signed(n: int, *, plus: bool = True, spaced: bool = False) -> str:
    """``n`` with a real minus sign: ``+3``, ``0``, ``−2``.

    Without ``plus`` a positive number has no sign (``3``, ``0``, ``−2``: a total that may be
    negative); ``spaced`` writes the last addend of a sum (``+ 3``, ``+ 0``, ``− 2``).
    """
    if n < 0:
        return f"\u2212 {-n}" if spaced else f"\u2212{-n}"
    if spaced:
        return f"+ {n}"
    return f"+{n}" if plus and n > 0 else str(n)


# ---------------------------------------------------------------------------
# Words in another language than the page's
# ---------------------------------------------------------------------------

_LATIN = "A-Za-zÀ-ÖØ-öø-ÿ"
# Words in Latin letters with what joins them into one name: "Mary Queen of Scots Executed",
# "Elizabeth I", "Auto Win".
_LATIN_RUN = re.compile(rf"[{_LATIN}]+(?:[ '’\-]+[{_LATIN}]+)*")
# An abbreviation the page's own text uses as a word of its own («8 VP», «A4»), read letter
# by letter in either voice, or a Roman numeral («Генрих VIII»): left to the page's.
_ABBREVIATION = re.compile(r"[A-Z]{1,3}|[IVXLCDM]+")
# What stands in brackets: «Убийства [Assassination]».
_BRACKETED = re.compile(r"(?<=\[)[^\[\]]+(?=\])")
# The site's languages written in another script than Latin.
NOT_LATIN = frozenset({"ru"})


def foreign_parts(text: str, lang: str, names: str) -> list[tuple[str, str | None]]:
    """``text`` of a page in ``lang`` cut into parts, each with the language it is read in,
    None where that is the page's.  ``names`` is the language of the names a game keeps as
    its components print them: English for the GMT games' cards and map, Portuguese for the
    terms of Juízes.  On a page not in Latin letters (Russian), every run of Latin words is
    such a name (but an abbreviation such as VP, which the page's text uses as its own, and a
    Roman numeral); on a page in Latin letters, the names the text keeps in brackets, as the
    Virgin Queen translation does («Assassinatos [Assassination]»)."""
    if not text or names == lang:
        return [(text, None)] if text else []
    pattern = _LATIN_RUN if lang in NOT_LATIN else _BRACKETED
    parts: list[tuple[str, str | None]] = []
    at = 0
    for match in pattern.finditer(text):
        if _ABBREVIATION.fullmatch(match.group()):
            continue
        if match.start() > at:
            parts.append((text[at : match.start()], None))
        parts.append((match.group(), names))
        at = match.end()
    if at < len(text):
        parts.append((text[at:], None))
    return parts
