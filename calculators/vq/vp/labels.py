"""The words of the fields of ``vq.vp``: each field's label and help and the circumnavigation's
options (numbers from the rules' constants, :data:`.words.NUMBERS`, and the ones a field fills
in: ``{gen}``, the power's genitive; ``{vp}``, what a one-off is worth)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Text, filled, words_file
from ..data import CIRCUMNAVIGATION_FIRST_VP, CIRCUMNAVIGATION_SECOND_VP, VALOIS_ROYALS
from .words import NUMBERS

# The texts themselves are in labels.toml beside this file, one [TABLE.key] a text.
WORDS: Final = words_file(__name__)

# The form's fields (form.py), by name; "<name>.help" the help of those that have one,
# "circumnavigation.<option>" the options, "vp" a one-off's label with what it is worth.
FIELD_TEXT: Final[Mapping[str, Text]] = WORDS.table("FIELD_TEXT")

_NUMBERS: Final = {
    **NUMBERS,
    "royals": VALOIS_ROYALS,
    "first": CIRCUMNAVIGATION_FIRST_VP,
    "second": CIRCUMNAVIGATION_SECOND_VP,
}


def field_text(key: str, **params: object) -> Text:
    """A label or help of the form (:data:`FIELD_TEXT`) in every language, with the rule numbers
    it names and ``params``."""
    return filled(FIELD_TEXT[key], **_NUMBERS, **params)
