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
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeAlias

from .errors import InputError, InputErrors
from .i18n import Text

JSON: TypeAlias = Any
FormValues: TypeAlias = Mapping[str, "str | bool"]


@dataclass(frozen=True, kw_only=True)
class Field:
    """Common part of every field: its contract name, its label and whether it may be left out."""

    kind: ClassVar[str] = "field"
    name: str
    label: Text
    help: Text | None = None
    required: bool = True
    # A secret (e.g. the Empire's hidden religious preference in Virgin Queen): never put in
    # a shared link or kept in the browser's storage.
    secret: bool = False

    def default_value(self) -> JSON:
        raise NotImplementedError


@dataclass(frozen=True, kw_only=True)
class IntField(Field):
    kind: ClassVar[str] = "int"
    minimum: int
    maximum: int
    default: int

    def default_value(self) -> JSON:
        return self.default


@dataclass(frozen=True, kw_only=True)
class BoolField(Field):
    kind: ClassVar[str] = "bool"
    default: bool = False

    def default_value(self) -> JSON:
        return self.default


@dataclass(frozen=True)
class Option:
    value: str
    label: Text


@dataclass(frozen=True, kw_only=True)
class ChoiceField(Field):
    kind: ClassVar[str] = "choice"
    options: tuple[Option, ...]
    default: str

    def default_value(self) -> JSON:
        return self.default

    @property
    def values(self) -> tuple[str, ...]:
        return tuple(o.value for o in self.options)


@dataclass(frozen=True, kw_only=True)
class TextField(Field):
    """Free text.  With ``nullable``, JSON ``null`` is allowed and an empty form value means null."""

    kind: ClassVar[str] = "text"
    default: str | None = ""
    max_length: int = 40
    nullable: bool = False

    def default_value(self) -> JSON:
        return self.default


@dataclass(frozen=True, kw_only=True)
class ListOfChoicesField(Field):
    """A list of values from a fixed set, where only how many of each matters.

    JSON: ``["free", "captive", "free"]`` (order is kept as given).  Form: one whole-number
    input per option, named ``<path>.<option value>`` (``players.0.judge_titles.free``),
    holding how many times that option appears; the list is rebuilt in option order.
    """

    kind: ClassVar[str] = "choices"
    options: tuple[Option, ...]
    default: tuple[str, ...] = ()
    max_items: int = 20

    def default_value(self) -> JSON:
        return list(self.default)

    @property
    def values(self) -> tuple[str, ...]:
        return tuple(o.value for o in self.options)


@dataclass(frozen=True, kw_only=True)
class GroupField(Field):
    """A nested object: ``{"ottoman": {"keys": 4, ...}}``."""

    kind: ClassVar[str] = "group"
    fields: tuple[Field, ...]

    def default_value(self) -> JSON:
        return {f.name: f.default_value() for f in self.fields}


@dataclass(frozen=True, kw_only=True)
class RowsField(Field):
    """A list of objects of the same shape, shown as a table with add/remove buttons."""

    kind: ClassVar[str] = "rows"
    fields: tuple[Field, ...]
    default: tuple[Mapping[str, JSON], ...] = ()
    min_rows: int = 0
    max_rows: int = 50
    # Id of a calculator on the same page whose result's ``export`` row can be appended
    # here with one button (e.g. the VP totals of this turn into the table of turns).
    import_from: str | None = None

    def default_value(self) -> JSON:
        return [dict(row) for row in self.default]


@dataclass(frozen=True, kw_only=True)
class KeyedRowsField(Field):
    """An object keyed by a free name (``{"Ana": {"balance": 3}}``), shown as rows with a name column."""

    kind: ClassVar[str] = "keyed"
    key: TextField
    fields: tuple[Field, ...]
    default: Mapping[str, JSON] = field(default_factory=dict)
    min_rows: int = 0
    max_rows: int = 20
    # With ``scalar``, ``fields`` holds one field and each value is that field's value
    # (``{"Judá": 4}``) instead of an object; the form still names it ``regions.0.count``.
    scalar: bool = False

    def __post_init__(self) -> None:
        if self.scalar and len(self.fields) != 1:
            raise ValueError(f"{self.name}: a scalar keyed table has exactly one field")

    def default_value(self) -> JSON:
        return {k: v if self.scalar else dict(v) for k, v in self.default.items()}


def default_input(fields: Sequence[Field]) -> dict[str, JSON]:
    """The JSON input made of every field's default."""
    return {f.name: f.default_value() for f in fields}


def iter_leaves(fields: Sequence[Field], prefix: str = "") -> list[tuple[str, Field]]:
    """Every scalar field with its dotted path (rows are skipped: their paths depend on data)."""
    out: list[tuple[str, Field]] = []
    for f in fields:
        path = f"{prefix}{f.name}"
        if isinstance(f, GroupField):
            out.extend(iter_leaves(f.fields, path + "."))
        elif not isinstance(f, RowsField | KeyedRowsField):
            out.append((path, f))
    return out


# ---------------------------------------------------------------------------
# Validation of JSON input
# ---------------------------------------------------------------------------


def validate(fields: Sequence[Field], raw: JSON, *, form_paths: bool = False) -> dict[str, JSON]:
    """Check ``raw`` against ``fields`` and return a clean copy with optional fields filled in.

    Raises :class:`InputErrors` listing every problem.  With ``form_paths`` the rows of a
    :class:`KeyedRowsField` are named by position (``players.0.balance``), as in the form.
    """
    errors: list[InputError] = []
    clean = _validate_object(fields, raw, "", errors, form_paths)
    if errors:
        raise InputErrors(errors)
    return clean


def _validate_object(
    fields: Sequence[Field], raw: JSON, prefix: str, errors: list[InputError], form_paths: bool
) -> dict[str, JSON]:
    if not isinstance(raw, dict):
        errors.append(InputError(prefix.rstrip(".") or "(input)", "not_object"))
        return {}
    known = {f.name for f in fields}
    for key in raw:
        if key not in known:
            name = key if key else '""'  # an empty key still needs a visible name
            errors.append(InputError(f"{prefix}{name}", "unknown_field"))
    clean: dict[str, JSON] = {}
    for f in fields:
        path = f"{prefix}{f.name}"
        if f.name not in raw:
            if f.required:
                errors.append(InputError(path, "missing"))
            else:
                clean[f.name] = f.default_value()
            continue
        clean[f.name] = _validate_value(f, raw[f.name], path, errors, form_paths)
    return clean


def _validate_value(f: Field, value: JSON, path: str, errors: list[InputError], form_paths: bool) -> JSON:
    if isinstance(f, IntField):
        bounds = {"min": f.minimum, "max": f.maximum}
        # bool is an int subclass in Python; JSON true is not a number.
        if isinstance(value, bool) or not isinstance(value, int):
            errors.append(InputError(path, "not_integer", bounds))
            return f.default
        if not f.minimum <= value <= f.maximum:
            errors.append(InputError(path, "out_of_range", {**bounds, "value": value}))
            return f.default
        return value
    if isinstance(f, BoolField):
        if not isinstance(value, bool):
            errors.append(InputError(path, "not_boolean"))
            return f.default
        return value
    if isinstance(f, ChoiceField):
        if not isinstance(value, str) or value not in f.values:
            errors.append(InputError(path, "not_a_choice", {"allowed": ", ".join(f.values)}))
            return f.default
        return value
    if isinstance(f, TextField):
        if value is None and f.nullable:
            return None
        if not isinstance(value, str) or len(value) > f.max_length:
            errors.append(InputError(path, "not_text", {"max": f.max_length}))
            return f.default
        if f.required and not value.strip():
            errors.append(InputError(path, "empty"))
        return value.strip()
    if isinstance(f, ListOfChoicesField):
        allowed = {"allowed": ", ".join(f.values)}
        if not isinstance(value, list) or len(value) > f.max_items:
            errors.append(InputError(path, "not_list", {"min": 0, "max": f.max_items}))
            return f.default_value()
        if any(not isinstance(v, str) or v not in f.values for v in value):
            errors.append(InputError(path, "not_a_choice", allowed))
            return f.default_value()
        return list(value)
    if isinstance(f, GroupField):
        return _validate_object(f.fields, value, path + ".", errors, form_paths)
    if isinstance(f, RowsField):
        bounds = {"min": f.min_rows, "max": f.max_rows}
        if not isinstance(value, list) or not f.min_rows <= len(value) <= f.max_rows:
            errors.append(InputError(path, "not_list", bounds))
            return f.default_value()
        return [
            _validate_object(f.fields, row, f"{path}.{i}.", errors, form_paths) for i, row in enumerate(value)
        ]
    if isinstance(f, KeyedRowsField):
        bounds = {"min": f.min_rows, "max": f.max_rows}
        if not isinstance(value, dict) or not f.min_rows <= len(value) <= f.max_rows:
            errors.append(InputError(path, "not_list", bounds))
            return f.default_value()
        out: dict[str, JSON] = {}
        for i, (key, row) in enumerate(value.items()):
            row_path = f"{path}.{i}" if form_paths else f"{path}.{key}"
            key_path = f"{path}.{i}.{f.key.name}" if form_paths else row_path
            name = _validate_value(f.key, key, key_path, errors, form_paths)
            if f.scalar:
                only = f.fields[0]
                value_path = f"{row_path}.{only.name}" if form_paths else row_path
                out[name] = _validate_value(only, row, value_path, errors, form_paths)
            else:
                out[name] = _validate_object(f.fields, row, row_path + ".", errors, form_paths)
        return out
    raise TypeError(f"unknown field type {type(f).__name__}")


# ---------------------------------------------------------------------------
# Form values (flat, text) <-> JSON
# ---------------------------------------------------------------------------

_INTEGER = re.compile(r"^[+-]?\d{1,9}$")
_TRUE = {"true", "on", "1", "yes"}
_FALSE = {"false", "off", "0", "no", ""}


def from_form(fields: Sequence[Field], form: FormValues) -> dict[str, JSON]:
    """Turn flat form values into a validated JSON input (errors use the form's names)."""
    if not isinstance(form, Mapping):
        raise InputErrors([InputError("(input)", "bad_state")])
    errors: list[InputError] = []
    raw = _object_from_form(fields, form, "", errors)
    if errors:
        # Report conversion errors together with whatever else validation finds.
        try:
            validate(fields, raw, form_paths=True)
        except InputErrors as more:
            seen = {e.field for e in errors}
            errors.extend(e for e in more.errors if e.field not in seen)
        raise InputErrors(errors)
    return validate(fields, raw, form_paths=True)


def _object_from_form(
    fields: Sequence[Field], form: FormValues, prefix: str, errors: list[InputError]
) -> dict[str, JSON]:
    raw: dict[str, JSON] = {}
    for f in fields:
        path = f"{prefix}{f.name}"
        if isinstance(f, GroupField):
            raw[f.name] = _object_from_form(f.fields, form, path + ".", errors)
        elif isinstance(f, RowsField):
            raw[f.name] = [
                _object_from_form(f.fields, form, f"{path}.{i}.", errors) for i in row_indices(form, path)
            ]
        elif isinstance(f, KeyedRowsField):
            rows: dict[str, JSON] = {}
            for i in row_indices(form, path):
                key_path = f"{path}.{i}.{f.key.name}"
                key = _scalar_from_form(f.key, form.get(key_path, ""), key_path, errors)
                if key in rows:
                    errors.append(InputError(key_path, "duplicate", {"value": key}))
                    continue
                row = _object_from_form(f.fields, form, f"{path}.{i}.", errors)
                rows[str(key)] = row[f.fields[0].name] if f.scalar else row
            raw[f.name] = rows
        elif isinstance(f, ListOfChoicesField):
            raw[f.name] = _choices_from_form(f, form, path, errors)
        elif path in form:
            raw[f.name] = _scalar_from_form(f, form[path], path, errors)
        elif isinstance(f, BoolField):
            raw[f.name] = False  # an unchecked box is simply absent from a form
        elif not f.required:
            continue
        else:
            errors.append(InputError(path, "missing"))
            raw[f.name] = f.default_value()
    return raw


def row_indices(form: FormValues, path: str) -> list[int]:
    """The row numbers present in the form for the table at ``path`` (``settlements.2.kind`` -> 2)."""
    pattern = re.compile(rf"^{re.escape(path)}\.(\d{{1,3}})\.")
    found = {int(m.group(1)) for key in form if (m := pattern.match(key))}
    return sorted(found)


def _scalar_from_form(f: Field, value: str | bool, path: str, errors: list[InputError]) -> JSON:
    if isinstance(f, IntField):
        text = str(value).strip().replace("\u2212", "-")
        if not _INTEGER.match(text):
            errors.append(InputError(path, "not_integer", {"min": f.minimum, "max": f.maximum}))
            return f.default
        return int(text)
    if isinstance(f, BoolField):
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        if text in _TRUE:
            return True
        if text in _FALSE:
            return False
        errors.append(InputError(path, "not_boolean"))
        return f.default
    if isinstance(f, TextField):
        text = str(value)
        return None if f.nullable and not text.strip() else text
    return str(value)


def _choices_from_form(
    f: ListOfChoicesField, form: FormValues, path: str, errors: list[InputError]
) -> list[str]:
    items: list[str] = []
    for option in f.values:
        count_path = f"{path}.{option}"
        text = str(form.get(count_path, "0")).strip() or "0"
        if not _INTEGER.match(text) or not 0 <= int(text) <= f.max_items:
            errors.append(InputError(count_path, "not_integer", {"min": 0, "max": f.max_items}))
            continue
        items.extend([option] * int(text))
    if len(items) > f.max_items:
        errors.append(InputError(path, "not_list", {"min": 0, "max": f.max_items}))
        return items[: f.max_items]
    return items


def to_form(fields: Sequence[Field], raw: Mapping[str, JSON], prefix: str = "") -> dict[str, str | bool]:
    """Flatten a JSON input into form values (the inverse of :func:`from_form`)."""
    flat: dict[str, str | bool] = {}
    for f in fields:
        path = f"{prefix}{f.name}"
        value = raw.get(f.name, f.default_value())
        if isinstance(f, GroupField):
            flat.update(to_form(f.fields, value, path + "."))
        elif isinstance(f, RowsField):
            for i, row in enumerate(value):
                flat.update(to_form(f.fields, row, f"{path}.{i}."))
        elif isinstance(f, KeyedRowsField):
            for i, (key, row) in enumerate(value.items()):
                flat[f"{path}.{i}.{f.key.name}"] = key
                as_object = {f.fields[0].name: row} if f.scalar else row
                flat.update(to_form(f.fields, as_object, f"{path}.{i}."))
        elif isinstance(f, ListOfChoicesField):
            for option in f.values:
                flat[f"{path}.{option}"] = str(sum(1 for v in value if v == option))
        elif isinstance(f, BoolField):
            flat[path] = bool(value)
        else:
            flat[path] = "" if value is None else str(value)
    return flat
