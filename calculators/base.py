"""What a calculator is: its id, input spec, parser, rules, JSON contract and report."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, NamedTuple, Protocol, TypeVar

from .i18n import Text
from .report import Report
from .spec import JSON, Field, default_input, to_form

In = TypeVar("In")
Out = TypeVar("Out")
In_co = TypeVar("In_co", covariant=True)
In_contra = TypeVar("In_contra", contravariant=True)
Out_co = TypeVar("Out_co", covariant=True)
Out_contra = TypeVar("Out_contra", contravariant=True)


@dataclass(frozen=True)
class Preset:
    """A ready-made input a player can load (e.g. the 1517 starting position)."""

    key: str
    label: Text
    values: Mapping[str, JSON]
    # Optional: the same input for a page in another language, where it holds words a player
    # types (the names of players and regions): language -> values, numbers unchanged.
    translated: Mapping[str, Mapping[str, JSON]] = field(default_factory=dict)

    @classmethod
    def in_languages(
        cls, key: str, label: Text, build: Callable[[str], Mapping[str, JSON]], languages: tuple[str, ...]
    ) -> Preset:
        """A preset built in each of ``languages`` (the names a player would type in each): its
        ``values`` in the first, translated into the others."""
        first, *others = languages
        return cls(key, label, build(first), translated={lang: build(lang) for lang in others})

    def values_in(self, lang: str | None = None) -> Mapping[str, JSON]:
        """The input for a page in ``lang``: its translation if it has one, else ``values``."""
        return self.translated.get(lang, self.values) if lang is not None else self.values


# A calculator's package is four modules, one job each (form, rules, report, words); these
# Protocols say what :meth:`Calculator.of` reads from the first three, a module standing for
# the object (``from . import form`` then ``form.parse``).


class FormModule(Protocol[In_co]):
    """``form.py``: the input spec and the parser that makes the typed input of the rules."""

    @property
    def FIELDS(self) -> tuple[Field, ...]: ...  # a module's constant, hence the capitals

    def parse(self, clean: dict[str, JSON], /) -> In_co: ...


class RulesModule(Protocol[In_contra, Out_co]):
    """``rules.py``: the rules, typed input -> typed result."""

    def compute(self, given: In_contra, /) -> Out_co: ...


class ReportModule(Protocol[Out_contra]):
    """``report.py``: the result as the JSON contract and as what the player reads."""

    def to_json(self, result: Out_contra, /) -> dict[str, Any]: ...

    def report(self, result: Out_contra, lang: str, /) -> Report: ...


class Form(NamedTuple, Generic[In]):
    """A form that is not a module of its own: two calculators whose fields share one ``form.py``."""

    FIELDS: tuple[Field, ...]
    parse: Callable[[dict[str, JSON]], In]


class Rules(NamedTuple, Generic[In, Out]):
    """Rules that are not a module of their own: two calculators on one ``rules.py``."""

    compute: Callable[[In], Out]


@dataclass(frozen=True)
class Calculator(Generic[In, Out]):
    """Everything the outside world needs to know about one calculator.

    * ``fields``: the input spec (validation, form, labels).
    * ``parse``: clean JSON (already checked against ``fields``) -> typed input; applies the
      checks that involve several fields and raises :class:`~.errors.InputErrors`.
    * ``compute``: the rules, typed input -> typed result.  Pure and deterministic.
    * ``to_json``: result -> the public JSON contract.
    * ``report``: result, language -> what the player reads.
    """

    id: str
    title: Text
    fields: tuple[Field, ...]
    parse: Callable[[dict[str, JSON]], In]
    compute: Callable[[In], Out]
    to_json: Callable[[Out], dict[str, Any]]
    report: Callable[[Out, str], Report]
    presets: tuple[Preset, ...] = field(default_factory=tuple)
    languages: tuple[str, ...] = ("ru",)
    # Optional: one row of values another calculator can import (see RowsField.import_from).
    export: Callable[[Out], dict[str, JSON]] | None = None
    # Optional: a printable aid in a language (a table for the table, a blank score sheet),
    # computed by the same rules, shown folded beside the calculator and printed instead
    # of its inputs.
    aid: Callable[[str], Report] | None = None
    # Optional: the label of the button that goes back to the defaults and forgets the
    # stored values (e.g. "new game" for a table of turns); default "reset to defaults".
    reset_label: Text | None = None
    # Optional: the input a page opens with and reset returns to, when the presets are only
    # examples to load (e.g. a new game, while the presets are finished games).
    start: Mapping[str, JSON] | None = None
    # Optional: the text in the header of each group of fields (a power), by the group's
    # path, e.g. {"powers.france": "14 VP"}: the group's own total, in view when folded.
    subtotals: Callable[[Out, str], Mapping[str, str]] | None = None
    # The language of the names the game keeps as its components print them, marked as such
    # in the page (report.marked): English for the GMT games, Portuguese for Juízes.
    names_lang: str = "en"

    @classmethod
    def of(
        cls,
        id: str,
        title: Text,
        *,
        form: FormModule[In],
        rules: RulesModule[In, Out],
        reporting: ReportModule[Out],
        presets: tuple[Preset, ...] | None = None,
        languages: tuple[str, ...] = ("ru", "pt"),
        export: Callable[[Out], dict[str, JSON]] | None = None,
        aid: Callable[[str], Report] | None = None,
        reset_label: Text | None = None,
        start: Mapping[str, JSON] | None = None,
        names_lang: str = "en",
    ) -> Calculator[In, Out]:
        """The calculator made of its package's modules: ``fields`` and ``parse`` from ``form``
        (with its ``PRESETS`` unless ``presets`` are given), ``compute`` from ``rules``,
        ``to_json`` and ``report`` from ``reporting``."""
        if presets is None:
            presets = getattr(form, "PRESETS", ())
        return cls(
            id=id,
            title=title,
            fields=form.FIELDS,
            parse=form.parse,
            compute=rules.compute,
            to_json=reporting.to_json,
            report=reporting.report,
            presets=presets,
            languages=languages,
            export=export,
            aid=aid,
            reset_label=reset_label,
            start=start,
            subtotals=getattr(reporting, "subtotals", None),
            names_lang=names_lang,
        )

    def default_values(self, lang: str | None = None) -> dict[str, JSON]:
        """The input a page (in ``lang``) opens with: ``start``, else the first preset, else
        the fields' defaults."""
        if self.start is not None:
            return dict(self.start)
        if self.presets:
            return dict(self.presets[0].values_in(lang))
        return default_input(self.fields)

    def default_form(self, lang: str | None = None) -> dict[str, str | bool]:
        return to_form(self.fields, self.default_values(lang))

    def words_between(self, lang: str, other: str) -> dict[str, str]:
        """The words the calculator's presets give in ``lang`` (the names a player would type:
        «Вы», «Регион А») with the same words in ``other`` («Você», «Região A»), field by
        field; a word that two fields translate differently is left out.  A language switch
        carries a player's input with these words in the other language, so that the rows
        and the fields naming them agree with that page's own defaults."""
        found: dict[str, set[str]] = {}
        for preset in self.presets:
            here = to_form(self.fields, preset.values_in(lang))
            there = to_form(self.fields, preset.values_in(other))
            for key, word in here.items():
                theirs = there.get(key)
                if isinstance(word, str) and isinstance(theirs, str) and word != theirs:
                    found.setdefault(word, set()).add(theirs)
        return {word: next(iter(words)) for word, words in sorted(found.items()) if len(words) == 1}
