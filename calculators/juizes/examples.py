"""Juízes: what the presets of both calculators are made of.

The presets are the chapter's example and made-up positions, each built in every language of
the page with the names a player would type in that language (sources/juizes.md §3.1): the
numbers are the same in every language, only these names change.
"""

from __future__ import annotations

from functools import partial
from typing import Final

from ..base import Preset
from .words import LANGUAGES

# The names of the examples, by language: the players by their key, and the Canaanites as a
# player would write them.
NAMES: Final[dict[str, dict[str, str]]] = {
    "pt": {"you": "Você", "ana": "Ana", "bia": "Bia", "caio": "Caio", "canaanites": "cananeus"},
    "ru": {"you": "Вы", "ana": "Анна", "bia": "Вера", "caio": "Кирилл", "canaanites": "ханаанеи"},
}

# The regions' names, by language: the name with each letter in turn.
_REGIONS: Final = {"pt": ("Região {}", "ABCD"), "ru": ("Регион {}", "АБВГ")}


def regions(lang: str, count: int) -> list[str]:
    """The names of the first ``count`` regions in ``lang``: «Região A», «Região B»…"""
    name, letters = _REGIONS[lang]
    if count > len(letters):
        raise ValueError(f"the examples name {len(letters)} regions, not {count}")
    return [name.format(letter) for letter in letters[:count]]


# A preset of the page (:meth:`Preset.in_languages`): built in each of the page's languages.
example = partial(Preset.in_languages, languages=LANGUAGES)
