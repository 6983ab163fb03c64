"""Field specs: the one description of a calculator's inputs.

A spec drives three things, so that they can never disagree:

* :func:`validate` checks a JSON input (the command line's contract): exact types, ranges,
  no unknown or missing fields.  Every problem becomes an :class:`~.errors.InputError`
  naming the dotted field path.
* :func:`from_form` turns the flat ``{"dotted.name": "text"}`` values of an HTML form
  (what the browser sends, or a shared link holds) into the same JSON, reporting text in a
  number field against that field, then validates it.
* The build-time template renders the form from the spec (labels, ranges, defaults), and
  :func:`to_form` gives the flat values for a JSON input (defaults, presets).

Field names in the page are the contract's names: ``powers.ottoman.keys`` for a nested
group, ``settlements.2.kind`` for row 2 of a list, ``players.0.name`` / ``players.0.balance``
for row 0 of a table keyed by name.

Each kind of field is one class that knows its own JSON check (:meth:`Field.validate`), its
form values (:meth:`Field.from_form`, :meth:`Field.to_form`), its default and, for the fields
that hold others, how a JSON path inside it is named in the form (:meth:`Field.form_path`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .errors import InputError, InputErrors
from .field import (
    JSON,
    Check,
    Field,
    FormValues,
    default_input,
    form_path,
    object_from_form,
    row_indices,
    to_form,
    validate_object,
)
from .field_kinds import (
    BoolField,
    ChoiceField,
    GroupField,
    IntField,
    KeyedRowsField,
    ListOfChoicesField,
    Option,
    RowsField,
    TextField,
)

__all__ = [
    "JSON",
    "BoolField",
    "Check",
    "ChoiceField",
    "Field",
    "FormValues",
    "GroupField",
    "IntField",
    "KeyedRowsField",
    "ListOfChoicesField",
    "Option",
    "RowsField",
    "TextField",
    "default_input",
    "form_path",
    "from_form",
    "object_from_form",
    "row_indices",
    "to_form",
    "validate",
    "validate_object",
]


def validate(fields: Sequence[Field], raw: JSON, *, form_paths: bool = False) -> dict[str, JSON]:
    """Check ``raw`` against ``fields`` and return a clean copy with optional fields filled in.

    Raises :class:`InputErrors` listing every problem.  With ``form_paths`` the rows of a
    :class:`KeyedRowsField` are named by position (``players.0.balance``), as in the form.
    """
    check = Check(form_paths)
    clean = validate_object(fields, raw, "", check)
    if check.errors:
        raise InputErrors(check.errors)
    return clean


def from_form(fields: Sequence[Field], form: FormValues) -> dict[str, JSON]:
    """Turn flat form values into a validated JSON input (errors use the form's names)."""
    if not isinstance(form, Mapping):
        raise InputErrors([InputError("(input)", "bad_state")])
    check = Check(form_paths=True)
    raw = object_from_form(fields, form, "", check)
    if check.errors:
        # Report conversion errors together with whatever else validation finds.
        try:
            validate(fields, raw, form_paths=True)
        except InputErrors as more:
            seen = {e.field for e in check.errors}
            check.errors.extend(e for e in more.errors if e.field not in seen)
        raise InputErrors(check.errors)
    return validate(fields, raw, form_paths=True)
