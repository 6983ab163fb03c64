"""The words of the fields of ``his.vp``: each field's label and help, the heir's options, and the
bonus list's titles and the phrases that make each item's label and its line in the breakdown
(numbers from the rules' constants, :data:`.words.NUMBERS`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Text, filled, words_file
from .words import NUMBERS

# The texts themselves are in labels.toml beside this file, one [TABLE.key] a text.
WORDS: Final = words_file(__name__)

# The form's fields (form.py): the label of each by its name, and the help of those that have
# one ("<name>.help"), and the heir's options ("heir.<option>", {vp} the heir's VP).  The two powers' electorates are "hapsburg_electorates" and
# "protestant_electorates" (in unrest they never give VP: sources/here-i-stand.md §2); {boxes}
# is the last box of the power's key track.
FIELD_TEXT: Final[Mapping[str, Text]] = WORDS.table("FIELD_TEXT")


def field_text(key: str, **params: object) -> Text:
    """A label or help of the form (:data:`FIELD_TEXT`) in every language, with the rule numbers
    it names (:data:`NUMBERS`) and ``params``."""
    return filled(FIELD_TEXT[key], **NUMBERS, **params)


# The bonus list (bonus.py): each item's title by its name ("<name>.line": its line in the
# breakdown where that is not made from the title; "<name>.kind": a kind of voyage), and the
# phrases that make an item's label and line from its title ({title}, {kind}, {line}, {rating}).
BONUS_TEXT: Final[Mapping[str, Text]] = WORDS.table("BONUS_TEXT")


def bonus_text(key: str, **params: object) -> Text:
    """A text of the bonus list (:data:`BONUS_TEXT`) in every language, with ``params``."""
    return filled(BONUS_TEXT[key], **params)
