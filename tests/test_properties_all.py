"""Hostile input for every registered calculator (issue 8): whatever arrives, from the CLI's
JSON, a form, a shared link or the worker's message, the core answers with a result or a
structured error, never an exception."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from calculators import api
from calculators.errors import InputErrors
from calculators.registry import REGISTRY
from calculators.spec import to_form

IDS = sorted(REGISTRY)

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=30),
    st.sampled_from(["<script>alert(1)</script>", "1e9", "-0", "NaN", "\u2212 3", "x" * 5000]),
)
junk = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=5),
    max_leaves=12,
)


def mutate(value: Any, data: st.DataObject) -> Any:
    """Replace one leaf of a valid input with junk, or drop or add a key."""
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


@settings(max_examples=60, deadline=None)
@given(calc_id=st.sampled_from(IDS), payload=junk)
def test_any_json_gives_a_result_or_input_errors(calc_id: str, payload: Any) -> None:
    try:
        out = api.run(calc_id, payload)
    except InputErrors as bad:
        assert bad.errors and all(e.field and e.message("ru") for e in bad.errors)
    else:
        json.dumps(out)  # the output is JSON


@settings(max_examples=150, deadline=None)
@given(calc_id=st.sampled_from(IDS), data=st.data())
def test_a_near_valid_input_gives_a_result_or_input_errors(calc_id: str, data: st.DataObject) -> None:
    payload = mutate(REGISTRY[calc_id].default_values(), data)
    try:
        json.dumps(api.run(calc_id, payload))
    except InputErrors:
        pass


@settings(max_examples=150, deadline=None)
@given(calc_id=st.sampled_from(IDS), data=st.data())
def test_any_form_values_give_a_page_answer(calc_id: str, data: st.DataObject) -> None:
    calc = REGISTRY[calc_id]
    form: dict[str, Any] = dict(to_form(calc.fields, calc.default_values()))
    for key in data.draw(st.lists(st.sampled_from(sorted(form)), max_size=3)):
        form[key] = data.draw(st.one_of(st.text(max_size=40), st.booleans(), st.just("x" * 100_000)))
    form.update(data.draw(st.dictionaries(st.text(max_size=20), st.text(max_size=10), max_size=2)))
    lang = REGISTRY[calc_id].languages[0]
    out = api.run_form(calc_id, form, lang)
    if out["ok"]:
        assert out["html"] and out["text"]
    else:
        assert out["errors"] and all(e["message"] for e in out["errors"])


@settings(max_examples=100, deadline=None)
@given(request=st.one_of(st.text(max_size=200), junk.map(json.dumps)), calc_id=st.sampled_from(IDS))
def test_the_worker_entry_point_never_raises(request: str, calc_id: str) -> None:
    for text in (request, json.dumps({"calculator": calc_id, "lang": "ru", "form": request})):
        response = json.loads(api.handle(text))
        assert isinstance(response["ok"], bool)
