"""Hypothesis strategies shared by the property tests: junk JSON, inputs built from a
calculator's field specs (valid, or valid but for one change), junk form values, and the
dotted paths of a spec's inputs."""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable, Sequence
from typing import Any

from hypothesis import strategies as st

from calculators.base import Calculator
from calculators.registry import REGISTRY
from calculators.spec import Field, to_form

# Strings that have broken forms and parsers: markup, numbers in disguise, a real minus sign,
# words a check box or a choice might take, and a long one.
HOSTILE_STRINGS = (
    "<script>alert(1)</script>",
    "1e9",
    "-0",
    "NaN",
    "\u2212 3",
    "−2",
    " 3 ",
    "∞",
    "five",
    "true",
    "first",
    "",
    "x" * 5000,
)

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=50),
    st.sampled_from(HOSTILE_STRINGS),
)

# Any JSON value: scalars, lists and objects nested a few levels.
junk = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=5),
    max_leaves=20,
)


def leaves(fields: Sequence[Field], prefix: str = "") -> list[tuple[str, Field]]:
    """Every scalar field with its dotted path (rows are skipped: their paths depend on data)."""
    out: list[tuple[str, Field]] = []
    for f in fields:
        path = f"{prefix}{f.name}"
        if f.kind == "group":
            out.extend(leaves(f.fields, path + "."))  # type: ignore[attr-defined]
        elif f.kind not in ("rows", "keyed"):
            out.append((path, f))
    return out


# --- Valid inputs, from the field specs -----------------------------------------------------------

names = st.text(alphabet="ABCDEFGHIJabcdefghij çãéí", min_size=1, max_size=8).filter(lambda s: s.strip() == s)


def _rows(f: Any, row: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return st.lists(row, min_size=f.min_rows, max_size=min(f.max_rows, f.min_rows + 3))


VALID: dict[str, Callable[[Any], st.SearchStrategy[Any]]] = {
    "int": lambda f: (
        (st.none() | st.integers(f.minimum, f.maximum)) if f.nullable else st.integers(f.minimum, f.maximum)
    ),
    "bool": lambda f: st.booleans(),
    "choice": lambda f: st.sampled_from(f.values),
    "text": lambda f: (st.none() | names) if f.nullable else names,
    # In option order: the form keeps only how many of each there are.
    "choices": lambda f: st.lists(st.sampled_from(f.values), max_size=min(f.max_items, 4)).map(
        lambda xs: sorted(xs, key=f.values.index)
    ),
    "group": lambda f: valid(f.fields),
    "rows": lambda f: _rows(f, valid(f.fields)),
    "keyed": lambda f: st.dictionaries(
        names,
        VALID[f.fields[0].kind](f.fields[0]) if f.scalar else valid(f.fields),
        min_size=f.min_rows,
        max_size=min(f.max_rows, f.min_rows + 3),
    ),
}


def valid(fields: Sequence[Field]) -> st.SearchStrategy[dict[str, Any]]:
    """A JSON input that passes ``fields``' checks (optional fields sometimes left out); the
    calculator's own checks across fields may still refuse it."""
    required = {f.name: VALID[f.kind](f) for f in fields if f.required}
    optional = {f.name: VALID[f.kind](f) for f in fields if not f.required}
    return st.fixed_dictionaries(required, optional=optional)


def mutate(value: Any, data: st.DataObject) -> Any:
    """Replace one value of an input with junk somewhere, or drop or add a key."""
    if isinstance(value, dict) and value:
        key = data.draw(st.sampled_from(sorted(value)))
        choice = data.draw(st.integers(0, 3))
        out = dict(value)
        if choice == 0:
            del out[key]
        elif choice == 1:
            out[data.draw(st.text(max_size=8))] = data.draw(junk)
        elif choice == 2:
            out[key] = data.draw(junk)
        else:
            out[key] = mutate(value[key], data)
        return out
    if isinstance(value, list) and value:
        i = data.draw(st.integers(0, len(value) - 1))
        return [mutate(v, data) if j == i else v for j, v in enumerate(value)]
    return data.draw(junk)


def starting_points(calc: Calculator[Any, Any]) -> list[dict[str, Any]]:
    """The inputs a page opens with: the defaults and every preset."""
    return [calc.default_values(), *(copy.deepcopy(dict(p.values)) for p in calc.presets)]


# --- Form values ----------------------------------------------------------------------------------

# Names a form or a link may hold that no field has: rows past the table, parts of names.
STRAY_KEYS = (
    "(input)",
    "powers",
    "powers.hre",
    "targets.7.name",
    "settlements.999.holder",
    "history.x.y",
    "x.",
)
form_values = st.one_of(
    st.text(max_size=40),
    st.booleans(),
    st.sampled_from(HOSTILE_STRINGS),
    st.integers(-(10**12), 10**12).map(str),
    st.just("x" * 100_000),
)


@functools.cache
def form_junk(calc_id: str) -> st.SearchStrategy[dict[str, Any]]:
    """Form values over a calculator's real names (its presets' forms) and stray ones."""
    calc = REGISTRY[calc_id]
    known = sorted({name for point in starting_points(calc) for name in to_form(calc.fields, point)})
    keys = st.sampled_from(known) | st.sampled_from(STRAY_KEYS) | st.text(max_size=20)
    return st.dictionaries(keys, form_values | junk, max_size=8)
