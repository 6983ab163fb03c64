"""Juízes: how each calculator of the Portuguese rules page is made."""

from __future__ import annotations

from functools import partial

from ..base import Calculator
from .words import LANGUAGES

# A calculator of the page (:meth:`Calculator.of`): in the page's languages, with the
# chapter's own terms, kept on the Russian page: «Вила (Vila)».
page_calculator = partial(Calculator.of, languages=LANGUAGES, names_lang="pt")
