"""Input errors: each names the field (a dotted path), a stable code and its parameters.

The command line prints :meth:`InputError.message` in English after the field path; the
page shows it in its own language next to the input whose ``name`` is the field path.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .i18n import Text, tr

# Stable codes and their messages.  ``{min}``, ``{max}``, ``{allowed}`` ... come from params.
MESSAGES: Mapping[str, Text] = {
    "missing": {
        "en": "is required",
        "ru": "обязательное поле",
        "pt": "campo obrigatório",
    },
    "unknown_field": {
        "en": "is not a known field",
        "ru": "неизвестное поле",
        "pt": "campo desconhecido",
    },
    "not_integer": {
        "en": "must be a whole number from {min} to {max}",
        "ru": "введите целое число от {min} до {max}",
        "pt": "digite um número inteiro entre {min} e {max}",
    },
    "out_of_range": {
        "en": "must be from {min} to {max} (got {value})",
        "ru": "допустимы значения от {min} до {max} (введено {value})",
        "pt": "o valor deve estar entre {min} e {max} (informado: {value})",
    },
    "not_boolean": {
        "en": "must be true or false",
        "ru": "нужно выбрать «да» или «нет»",
        "pt": "deve ser “sim” ou “não”",
    },
    "not_a_choice": {
        "en": "must be one of: {allowed}",
        "ru": "выберите одно из значений: {allowed}",
        "pt": "escolha um dos valores: {allowed}",
    },
    "not_text": {
        "en": "must be a text of at most {max} characters",
        "ru": "введите текст длиной не более {max} символов",
        "pt": "digite um texto de no máximo {max} caracteres",
    },
    "unreadable_text": {
        "en": "holds characters that cannot be shown (a broken character code)",
        "ru": "содержит символы, которые нельзя показать (повреждённый код символа)",
        "pt": "contém caracteres que não podem ser exibidos (código de caractere corrompido)",
    },
    "empty": {
        "en": "must not be empty",
        "ru": "поле не может быть пустым",
        "pt": "o campo não pode ficar vazio",
    },
    "not_object": {
        "en": "must be an object",
        "ru": "ожидается набор полей",
        "pt": "deve ser um conjunto de campos",
    },
    "not_list": {
        "en": "must be a list of {min} to {max} rows",
        "ru": "нужно от {min} до {max} строк",
        "pt": "deve ter entre {min} e {max} linhas",
    },
    "duplicate": {
        "en": "'{value}' appears twice",
        "ru": "«{value}» встречается дважды",
        "pt": "“{value}” aparece duas vezes",
    },
    "bad_state": {
        "en": "the saved or shared state could not be read",
        "ru": "сохранённое состояние или ссылку не удалось прочитать",
        "pt": "não foi possível ler o estado salvo ou o link",
    },
}


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
