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

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final, TypeAlias

from .errors import InputError, InputErrors
from .i18n import Text

JSON: TypeAlias = Any
FormValues: TypeAlias = Mapping[str, "str | bool"]
FlatForm: TypeAlias = dict[str, "str | bool"]


class _Absent:
    """What :meth:`Field.from_form` gives for an optional field the form leaves out."""


ABSENT: Final = _Absent()

_INTEGER = re.compile(r"^[+-]?\d{1,9}$")
_TRUE = frozenset({"true", "on", "1", "yes"})
_FALSE = frozenset({"false", "off", "0", "no", ""})


@dataclass
class Check:
    """The problems found in one pass over an input, and how its paths are named.

    With ``form_paths`` the rows of a :class:`KeyedRowsField` are named by position
    (``players.0.balance``), as in the form; otherwise by key (``players.Ana.balance``).
    """

    form_paths: bool = False
    errors: list[InputError] = field(default_factory=list)

    def fail(self, path: str, code: str, instead: JSON, **params: Any) -> JSON:
        """Record a problem with the value at ``path`` and carry on with ``instead``."""
        self.errors.append(InputError(path, code, params))
        return instead


def _text(value: object) -> str:
    """A form value as text (forms hold strings, and booleans for check boxes)."""
    if isinstance(value, str):
        return value
    try:
        return str(value)
    except ValueError:  # an integer too long to print
        return ""


def _readable(text: str) -> bool:
    """Text that can be shown and written out as UTF-8 (no lone surrogates)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


# ---------------------------------------------------------------------------
# Field kinds
# ---------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class Field:
    """Common part of every field: its contract name, its label and whether it may be left out.

    A scalar field (one form input) overrides :meth:`validate` and, unless the form's text is
    used as it is, :meth:`parse_text`; the fields holding others override the form methods too.
    """

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

    def validate(self, value: JSON, path: str, check: Check) -> JSON:
        """A clean copy of the JSON ``value`` (its default if it is wrong, with the problem noted)."""
        raise NotImplementedError

    def parse_text(self, text: str | bool, path: str, check: Check) -> JSON:
        """The JSON value of this field's one form input."""
        return _text(text)

    def from_form(self, form: FormValues, path: str, check: Check) -> JSON:
        """This field's JSON value read from the flat form (``ABSENT`` if optional and left out)."""
        if path in form:
            return self.parse_text(form[path], path, check)
        if not self.required:
            return ABSENT
        return check.fail(path, "missing", self.default_value())

    def to_form(self, value: JSON, path: str) -> FlatForm:
        """The flat form values of the JSON ``value`` (the inverse of :meth:`from_form`)."""
        return {path: "" if value is None else str(value)}

    def form_path(self, value: JSON, rest: str) -> str | None:
        """The form's name for the JSON path ``rest`` inside this field's ``value`` (None: none)."""
        return None


@dataclass(frozen=True, kw_only=True)
class IntField(Field):
    kind: ClassVar[str] = "int"
    minimum: int
    maximum: int
    default: int

    def default_value(self) -> JSON:
        return self.default

    def validate(self, value: JSON, path: str, check: Check) -> JSON:
        bounds = {"min": self.minimum, "max": self.maximum}
        # bool is an int subclass in Python; JSON true is not a number.
        if isinstance(value, bool) or not isinstance(value, int):
            return check.fail(path, "not_integer", self.default, **bounds)
        if not self.minimum <= value <= self.maximum:
            return check.fail(path, "out_of_range", self.default, **bounds, value=_shown(value))
        return value

    def parse_text(self, text: str | bool, path: str, check: Check) -> JSON:
        digits = _text(text).strip().replace("\u2212", "-")
        if not _INTEGER.match(digits):
            return check.fail(path, "not_integer", self.default, min=self.minimum, max=self.maximum)
        return int(digits)


def _shown(n: int) -> str:
    """A number as an error message repeats it (an absurdly long one is cut short)."""
    limit = 10**15
    if n >= limit:
        return f">{limit - 1}"
    if n <= -limit:
        return f"<-{limit - 1}"
    return str(n)


@dataclass(frozen=True, kw_only=True)
class BoolField(Field):
    kind: ClassVar[str] = "bool"
    default: bool = False

    def default_value(self) -> JSON:
        return self.default

    def validate(self, value: JSON, path: str, check: Check) -> JSON:
        if not isinstance(value, bool):
            return check.fail(path, "not_boolean", self.default)
        return value

    def parse_text(self, text: str | bool, path: str, check: Check) -> JSON:
        if isinstance(text, bool):
            return text
        word = _text(text).strip().lower()
        if word in _TRUE:
            return True
        if word in _FALSE:
            return False
        return check.fail(path, "not_boolean", self.default)

    def from_form(self, form: FormValues, path: str, check: Check) -> JSON:
        # An unchecked box is simply absent from a form.
        return self.parse_text(form[path], path, check) if path in form else False

    def to_form(self, value: JSON, path: str) -> FlatForm:
        return {path: bool(value)}


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

    def validate(self, value: JSON, path: str, check: Check) -> JSON:
        if not isinstance(value, str) or value not in self.values:
            return check.fail(path, "not_a_choice", self.default, allowed=", ".join(self.values))
        return value


@dataclass(frozen=True, kw_only=True)
class TextField(Field):
    """Free text.  With ``nullable``, JSON ``null`` is allowed and an empty form value means null."""

    kind: ClassVar[str] = "text"
    default: str | None = ""
    max_length: int = 40
    nullable: bool = False

    def default_value(self) -> JSON:
        return self.default

    def validate(self, value: JSON, path: str, check: Check) -> JSON:
        if value is None and self.nullable:
            return None
        if not isinstance(value, str) or len(value) > self.max_length:
            return check.fail(path, "not_text", self.default, max=self.max_length)
        if not _readable(value):
            return check.fail(path, "unreadable_text", self.default)
        if self.required and not value.strip():
            check.fail(path, "empty", None)
        return value.strip()

    def parse_text(self, text: str | bool, path: str, check: Check) -> JSON:
        value = _text(text)
        return None if self.nullable and not value.strip() else value


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

    def validate(self, value: JSON, path: str, check: Check) -> JSON:
        if not isinstance(value, list) or len(value) > self.max_items:
            return check.fail(path, "not_list", self.default_value(), min=0, max=self.max_items)
        if any(not isinstance(v, str) or v not in self.values for v in value):
            return check.fail(path, "not_a_choice", self.default_value(), allowed=", ".join(self.values))
        return list(value)

    def from_form(self, form: FormValues, path: str, check: Check) -> JSON:
        items: list[str] = []
        for option in self.values:
            count_path = f"{path}.{option}"
            count = _text(form.get(count_path, "0")).strip() or "0"
            if not _INTEGER.match(count) or not 0 <= int(count) <= self.max_items:
                check.fail(count_path, "not_integer", None, min=0, max=self.max_items)
                continue
            items.extend([option] * int(count))
        if len(items) > self.max_items:
            return check.fail(path, "not_list", items[: self.max_items], min=0, max=self.max_items)
        return items

    def to_form(self, value: JSON, path: str) -> FlatForm:
        return {f"{path}.{option}": str(sum(1 for v in value if v == option)) for option in self.values}


@dataclass(frozen=True, kw_only=True)
class GroupField(Field):
    """A nested object: ``{"ottoman": {"keys": 4, ...}}``."""

    kind: ClassVar[str] = "group"
    fields: tuple[Field, ...]

    def default_value(self) -> JSON:
        return default_input(self.fields)

    def validate(self, value: JSON, path: str, check: Check) -> JSON:
        return validate_object(self.fields, value, path + ".", check)

    def from_form(self, form: FormValues, path: str, check: Check) -> JSON:
        return object_from_form(self.fields, form, path + ".", check)

    def to_form(self, value: JSON, path: str) -> FlatForm:
        return to_form(self.fields, value, path + ".")

    def form_path(self, value: JSON, rest: str) -> str | None:
        return form_path(self.fields, value, rest) if isinstance(value, Mapping) else None


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

    def validate(self, value: JSON, path: str, check: Check) -> JSON:
        if not isinstance(value, list) or not self.min_rows <= len(value) <= self.max_rows:
            return check.fail(path, "not_list", self.default_value(), min=self.min_rows, max=self.max_rows)
        return [validate_object(self.fields, row, f"{path}.{i}.", check) for i, row in enumerate(value)]

    def from_form(self, form: FormValues, path: str, check: Check) -> JSON:
        return [object_from_form(self.fields, form, f"{path}.{i}.", check) for i in row_indices(form, path)]

    def to_form(self, value: JSON, path: str) -> FlatForm:
        flat: FlatForm = {}
        for i, row in enumerate(value):
            flat.update(to_form(self.fields, row, f"{path}.{i}."))
        return flat

    def form_path(self, value: JSON, rest: str) -> str | None:
        index, _, tail = rest.partition(".")
        if not isinstance(value, list) or not index.isdigit() or int(index) >= len(value) or not tail:
            return None
        return f"{index}.{form_path(self.fields, value[int(index)], tail)}"


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

    def _as_object(self, row: JSON) -> JSON:
        """A row as the object of its fields (a scalar table's value is its one field's)."""
        return {self.fields[0].name: row} if self.scalar else row

    def validate(self, value: JSON, path: str, check: Check) -> JSON:
        if not isinstance(value, dict) or not self.min_rows <= len(value) <= self.max_rows:
            return check.fail(path, "not_list", self.default_value(), min=self.min_rows, max=self.max_rows)
        out: dict[str, JSON] = {}
        for i, (key, row) in enumerate(value.items()):
            row_path = f"{path}.{i}" if check.form_paths else f"{path}.{key}"
            name = self.key.validate(
                key, f"{path}.{i}.{self.key.name}" if check.form_paths else row_path, check
            )
            if not self.scalar:
                out[name] = validate_object(self.fields, row, row_path + ".", check)
                continue
            only = self.fields[0]
            out[name] = only.validate(row, f"{row_path}.{only.name}" if check.form_paths else row_path, check)
        return out

    def from_form(self, form: FormValues, path: str, check: Check) -> JSON:
        rows: dict[str, JSON] = {}
        for i in row_indices(form, path):
            key_path = f"{path}.{i}.{self.key.name}"
            key = str(self.key.parse_text(form.get(key_path, ""), key_path, check))
            if key in rows:
                check.fail(key_path, "duplicate", None, value=key)
                continue
            row = object_from_form(self.fields, form, f"{path}.{i}.", check)
            rows[key] = row[self.fields[0].name] if self.scalar else row
        return rows

    def to_form(self, value: JSON, path: str) -> FlatForm:
        flat: FlatForm = {}
        for i, (key, row) in enumerate(value.items()):
            flat[f"{path}.{i}.{self.key.name}"] = key
            flat.update(to_form(self.fields, self._as_object(row), f"{path}.{i}."))
        return flat

    def form_path(self, value: JSON, rest: str) -> str | None:
        if not isinstance(value, Mapping):
            return None
        keys = list(value)
        for key in sorted(keys, key=len, reverse=True):  # names may contain dots
            if rest == key or rest.startswith(key + "."):
                tail = rest[len(key) + 1 :]
                return f"{keys.index(key)}" + (f".{tail}" if tail else "")
        return None


# ---------------------------------------------------------------------------
# Objects of fields: JSON, form values, defaults
# ---------------------------------------------------------------------------


def default_input(fields: Sequence[Field]) -> dict[str, JSON]:
    """The JSON input made of every field's default."""
    return {f.name: f.default_value() for f in fields}


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


def validate_object(fields: Sequence[Field], raw: JSON, prefix: str, check: Check) -> dict[str, JSON]:
    """The JSON object ``raw`` checked field by field (``prefix``: its path and a dot)."""
    if not isinstance(raw, dict):
        check.fail(prefix.rstrip(".") or "(input)", "not_object", None)
        return {}
    known = {f.name for f in fields}
    for key in raw:
        if key not in known:
            shown = key if key else '""'  # an empty key still needs a visible name
            check.fail(f"{prefix}{shown}", "unknown_field", None)
    clean: dict[str, JSON] = {}
    for f in fields:
        path = f"{prefix}{f.name}"
        if f.name in raw:
            clean[f.name] = f.validate(raw[f.name], path, check)
        elif f.required:
            check.fail(path, "missing", None)
        else:
            clean[f.name] = f.default_value()
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


def object_from_form(fields: Sequence[Field], form: FormValues, prefix: str, check: Check) -> dict[str, JSON]:
    """The raw JSON object of ``fields`` read from the flat form (not validated yet)."""
    raw: dict[str, JSON] = {}
    for f in fields:
        value = f.from_form(form, f"{prefix}{f.name}", check)
        if value is not ABSENT:
            raw[f.name] = value
    return raw


def row_indices(form: FormValues, path: str) -> list[int]:
    """The row numbers present in the form for the table at ``path`` (``settlements.2.kind`` -> 2)."""
    pattern = re.compile(rf"^{re.escape(path)}\.(\d{{1,3}})\.")
    found = {int(m.group(1)) for key in form if (m := pattern.match(key))}
    return sorted(found)


def to_form(fields: Sequence[Field], raw: Mapping[str, JSON], prefix: str = "") -> FlatForm:
    """Flatten a JSON input into form values (the inverse of :func:`from_form`)."""
    flat: FlatForm = {}
    for f in fields:
        flat.update(f.to_form(raw.get(f.name, f.default_value()), f"{prefix}{f.name}"))
    return flat


def form_path(fields: Sequence[Field], clean: Mapping[str, JSON], path: str) -> str:
    """The form's name for a JSON field path: rows keyed by name are named by position.

    ``players.Bia.king`` -> ``players.1.king`` when Bia is the second player, so an error
    found by a calculator's own checks lands next to its input.
    """
    head, _, rest = path.partition(".")
    for f in fields:
        if f.name == head and rest:
            inner = f.form_path(clean.get(head), rest)
            if inner is not None:
                return f"{head}.{inner}"
    return path
