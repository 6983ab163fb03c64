"""Juízes: how each calculator of the Portuguese rules page is made."""

from __future__ import annotations

from collections.abc import Callable

from ..base import Calculator, FormModule, In, Out, Preset, ReportModule, RulesModule
from ..i18n import Text
from ..report import Report
from .words import LANGUAGES


def page_calculator(
    id: str,
    title: Text,
    *,
    form: FormModule[In],
    rules: RulesModule[In, Out],
    reporting: ReportModule[Out],
    presets: tuple[Preset, ...],
    aid: Callable[[str], Report] | None = None,
) -> Calculator[In, Out]:
    """A calculator of the page (:meth:`Calculator.of`): in the page's languages, with the
    chapter's own names."""
    return Calculator.of(
        id,
        title,
        form=form,
        rules=rules,
        reporting=reporting,
        presets=presets,
        languages=LANGUAGES,
        names_lang="pt",  # the chapter's own terms, kept on the Russian page: «Вила (Vila)»
        aid=aid,
    )
