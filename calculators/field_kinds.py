"""The kinds of field: one class each, owning its JSON check, its form values and its default."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .field import (
    FALSE_WORDS,
    INTEGER,
    JSON,
    TRUE_WORDS,
    Check,
    Field,
    FlatForm,
    FormValues,
    default_input,
    each_with_others,
    form_path,
    form_text,
    object_from_form,
    readable,
    row_indices,
    to_form,
    validate_object,
)
from .i18n import Text


@dataclass(frozen=True, kw_only=True)
class IntField(Field):
    """A whole number in a range.  With ``nullable``, JSON ``null`` is allowed and an empty form
    value means null (a number the players did not write down)."""

    kind: ClassVar[str] = "int"
    minimum: int
    maximum: int
    default: int | None
    nullable: bool = False

    def __post_init__(self) -> None:
        if self.default is None and not self.nullable:
            raise ValueError(f"{self.name}: only a nullable field may default to null")

    @classmethod
    def count(
        cls, name: str, label: Text, maximum: int, *, help: Text | None = None, required: bool = True
    ) -> IntField:
        """How many of something: a whole number from 0 to ``maximum``, 0 by default."""
        return cls(
            name=name, label=label, help=help, minimum=0, maximum=maximum, default=0, required=required
        )

    @classmethod
    def from_one(cls, name: str, label: Text, maximum: int, *, default: int = 1, **options: Any) -> IntField:
        """A number counted from 1 (attempts, a round): a whole number from 1 to ``maximum``;
        ``options`` as any field takes them (``help``, ``required``)."""
        return cls(name=name, label=label, minimum=1, maximum=maximum, default=default, **options)

    @classmethod
    def or_blank(cls, name: str, label: Text, low: int, high: int, **options: Any) -> IntField:
        """A whole number from ``low`` to ``high`` that the players may leave blank (null: not
        written down), blank by default; ``options`` as any field takes them (``help``, ``required``)."""
        return cls(name=name, label=label, minimum=low, maximum=high, default=None, nullable=True, **options)

    def default_value(self) -> JSON:
        return self.default

    def validate(self, value: JSON, path: str, check: Check) -> JSON:
        if value is None and self.nullable:
            return None
        bounds = {"min": self.minimum, "max": self.maximum}
        # bool is an int subclass in Python; JSON true is not a number.
        if isinstance(value, bool) or not isinstance(value, int):
            return check.fail(path, "not_integer", self.default, **bounds)
        if not self.minimum <= value <= self.maximum:
            return check.fail(path, "out_of_range", self.default, **bounds, value=_shown(value))
        return value

    def parse_text(self, text: str | bool, path: str, check: Check) -> JSON:
        digits = form_text(text).strip().replace("\u2212", "-")
        if self.nullable and not digits:
            return None
        if not INTEGER.match(digits):
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
        word = form_text(text).strip().lower()
        if word in TRUE_WORDS:
            return True
        if word in FALSE_WORDS:
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
    # The option that means "nothing happened" (no heir, no voyage): paper's list of
    # inputs leaves it out, like a zero.
    nothing: bool = False


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
    """Free text.  With ``nullable``, JSON ``null`` is allowed and an empty form value means null.

    ``names``: the key of a table of rows this text names a row of, as ``"players.name"``
    (the ``name`` of a row of ``players``).  Only the page reads it: a row renamed there
    renames the texts that named it (a player who types their own name in place of «Вы»).
    ``taken``: the words such a key may not be, for they name something else (the
    Canaanites); the page does not rename the texts onto them.
    """

    kind: ClassVar[str] = "text"
    default: str | None = ""
    max_length: int = 40
    nullable: bool = False
    names: str | None = None
    taken: tuple[str, ...] = ()

    def default_value(self) -> JSON:
        return self.default

    def validate(self, value: JSON, path: str, check: Check) -> JSON:
        if value is None and self.nullable:
            return None
        if not isinstance(value, str) or len(value) > self.max_length:
            return check.fail(path, "not_text", self.default, max=self.max_length)
        if not readable(value):
            return check.fail(path, "unreadable_text", self.default)
        if self.required and not value.strip():
            check.fail(path, "empty", None)
        return value.strip()

    def parse_text(self, text: str | bool, path: str, check: Check) -> JSON:
        value = form_text(text)
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
            count = form_text(form.get(count_path, "0")).strip() or "0"
            if not INTEGER.match(count):
                check.fail(count_path, "not_integer", None, min=0, max=self.max_items)
                continue
            if not 0 <= int(count) <= self.max_items:
                check.fail(
                    count_path, "out_of_range", None, min=0, max=self.max_items, value=_shown(int(count))
                )
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
    # The default rows only hold the place of the player's (a new game's start VP in the
    # first turn's row): while the table is still at its defaults, an import replaces them.
    import_replaces_default: bool = False
    # What a row is («Ход»): each row is headed by it and its number («Ход 6»), so that a
    # stack of rows (cards on a phone) needs no counting.
    row_title: Text | None = None

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
        key_paths: dict[str, list[str]] = {}  # where each key is typed
        for i in row_indices(form, path):
            key_path = f"{path}.{i}.{self.key.name}"
            key = str(self.key.parse_text(form.get(key_path, ""), key_path, check))
            key_paths.setdefault(key, []).append(key_path)
            if key in rows:
                continue
            row = object_from_form(self.fields, form, f"{path}.{i}.", check)
            rows[key] = row[self.fields[0].name] if self.scalar else row
        for key, paths in key_paths.items():  # a key typed twice: every row of it is marked
            for key_path, _ in each_with_others(paths):
                check.fail(key_path, "duplicate", None, value=key)
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
