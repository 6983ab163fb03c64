"""Input errors: each names the field (a dotted path), a stable code and its parameters.

The command line prints :meth:`InputError.message` in English after the field path; the
page shows it in its own language next to the input whose ``name`` is the field path.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from .i18n import Text, tr, words_file

# The texts themselves are in errors.toml beside this file, one [TABLE.key] a text.
WORDS: Final = words_file(__name__)

# Stable codes and their messages.  ``{min}``, ``{max}``, ``{allowed}`` ... come from params.
MESSAGES: Mapping[str, Text] = WORDS.table("MESSAGES")


class InputError(ValueError):
    """One invalid input: ``field`` is the dotted path of the input, ``code`` a stable key."""

    def __init__(
        self,
        field: str,
        code: str,
        params: Mapping[str, Any] | None = None,
        text: Text | None = None,
    ) -> None:
        self.field = field
        self.code = code
        self.params: dict[str, Any] = dict(params or {})
        self.text = text
        super().__init__(f"{field}: {self.message('en')}")

    def message(self, lang: str) -> str:
        """The message in ``lang`` without the field name (the page shows it beside the field)."""
        template = self.text if self.text is not None else MESSAGES[self.code]
        return tr(template, lang).format(**self.params)

    def to_json(self, lang: str) -> dict[str, Any]:
        return {"field": self.field, "code": self.code, "message": self.message(lang)}


class InputErrors(ValueError):
    """Every invalid input found in one pass, so a form can mark all of them at once."""

    def __init__(self, errors: Sequence[InputError]) -> None:
        if not errors:
            raise ValueError("InputErrors needs at least one error")
        self.errors = list(errors)
        super().__init__("; ".join(str(e) for e in self.errors))

    @property
    def fields(self) -> list[str]:
        return [e.field for e in self.errors]
