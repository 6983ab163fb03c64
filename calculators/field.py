"""What every field is, and the objects made of fields.

:class:`Field` is the interface each kind implements (``calculators/field_kinds.py``); the
functions below walk an object of fields (a calculator's inputs, a group, a row) through it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final, TypeAlias, TypeVar

from .errors import InputError
from .i18n import Text

JSON: TypeAlias = Any
FormValues: TypeAlias = Mapping[str, "str | bool"]
FlatForm: TypeAlias = dict[str, "str | bool"]


class _Absent:
    """What :meth:`Field.from_form` gives for an optional field the form leaves out."""


ABSENT: Final = _Absent()

INTEGER = re.compile(r"^[+-]?\d{1,9}$")
TRUE_WORDS = frozenset({"true", "on", "1", "yes"})
FALSE_WORDS = frozenset({"false", "off", "0", "no", ""})


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


T = TypeVar("T")


def each_with_others(claims: Sequence[T]) -> list[tuple[T, list[T]]]:
    """Each of ``claims`` to one thing (a name, the one Ark) with the others, when there is
    more than one: every claim is marked, for which is the slip only the player knows."""
    if len(claims) < 2:
        return []
    return [(claim, [*claims[:i], *claims[i + 1 :]]) for i, claim in enumerate(claims)]


def form_text(value: object) -> str:
    """A form value as text (forms hold strings, and booleans for check boxes)."""
    if isinstance(value, str):
        return value
    try:
        return str(value)
    except ValueError:  # an integer too long to print
        return ""


def readable(text: str) -> bool:
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
    # a shared link or the copied text, kept by the page for its tab only...
    secret: bool = False
    # ...until the box of this name beside it (in the same group) is ticked: the secret is
    # then public, and shared and kept like any other value (a revealed preference).
    revealed_by: str | None = None
    # The box beside it (in the same group) that, ticked, sets this field's value aside: the
    # page says so beside the field (the typed dice while the dice are built from the map).
    unused_when: Field | None = None
    # The box beside it that, unticked, sets this field's values aside (the dice builder
    # while the dice are typed): said the same way, and paper leaves them out.
    unused_unless: Field | None = None

    def default_value(self) -> JSON:
        raise NotImplementedError

    def validate(self, value: JSON, path: str, check: Check) -> JSON:
        """A clean copy of the JSON ``value`` (its default if it is wrong, with the problem noted)."""
        raise NotImplementedError

    def parse_text(self, text: str | bool, path: str, check: Check) -> JSON:
        """The JSON value of this field's one form input."""
        return form_text(text)

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


# ---------------------------------------------------------------------------
# Objects of fields: JSON, form values, defaults
# ---------------------------------------------------------------------------


def default_input(fields: Sequence[Field]) -> dict[str, JSON]:
    """The JSON input made of every field's default."""
    return {f.name: f.default_value() for f in fields}


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
