"""Hostile input for every registered calculator (issue 8): whatever arrives, from the CLI's
JSON, a form, a shared link or the worker's message, the core answers with a result or a
structured error, never an exception.  One set of tests for every id (the strategies are in
``tests/strategies.py``); the invariants of each game's rules are in its own property tests."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from calculators import api
from calculators.errors import InputErrors
from calculators.registry import REGISTRY
from calculators.spec import to_form
from tests.strategies import form_junk, junk, mutate, starting_points, valid

IDS = sorted(REGISTRY)
LANGS = ("ru", "pt", "en", "xx")


def result_or_input_errors(calc_id: str, payload: Any) -> dict[str, Any] | None:
    """``api.run``'s JSON output, or None for input errors that name a field in every language."""
    try:
        out = api.run(calc_id, payload)
    except InputErrors as bad:
        assert bad.errors
        for e in bad.errors:
            assert isinstance(e.field, str)  # an unknown key "" is reported as field ""
            assert all(e.message(lang) for lang in LANGS)
        return None
    json.dumps(out)  # the output is JSON
    return out


@settings(max_examples=300, deadline=None)
@given(calc_id=st.sampled_from(IDS), payload=junk)
def test_any_json_gives_a_result_or_input_errors(calc_id: str, payload: Any) -> None:
    result_or_input_errors(calc_id, payload)


@settings(max_examples=400, deadline=None)
@given(calc_id=st.sampled_from(IDS), data=st.data())
def test_a_near_valid_input_gives_a_result_or_input_errors(calc_id: str, data: st.DataObject) -> None:
    calc = REGISTRY[calc_id]
    base = data.draw(st.sampled_from(starting_points(calc)) | valid(calc.fields))
    result_or_input_errors(calc_id, mutate(base, data))


@settings(max_examples=300, deadline=None)
@given(calc_id=st.sampled_from(IDS), data=st.data())
def test_any_valid_input_gives_a_result_and_the_same_through_the_form(
    calc_id: str, data: st.DataObject
) -> None:
    calc = REGISTRY[calc_id]
    payload = data.draw(valid(calc.fields))
    out = result_or_input_errors(calc_id, payload)
    page = api.run_form(calc_id, to_form(calc.fields, payload), calc.languages[0])
    assert page["ok"] is (out is not None), page["errors"]
    if out is not None:
        assert page["result"] == out
        assert page["html"] and page["text"]


@settings(max_examples=400, deadline=None)
@given(calc_id=st.sampled_from(IDS), data=st.data(), lang=st.sampled_from(LANGS))
def test_any_form_values_give_a_page_answer(calc_id: str, data: st.DataObject, lang: str) -> None:
    calc = REGISTRY[calc_id]
    form: dict[str, Any] = dict(to_form(calc.fields, data.draw(st.sampled_from(starting_points(calc)))))
    for key in data.draw(st.lists(st.sampled_from(sorted(form)), max_size=3, unique=True)):
        del form[key]
    form.update(data.draw(form_junk(calc_id)))
    out = api.run_form(calc_id, form, lang)
    if out["ok"]:
        assert out["html"] and out["text"]
    else:
        assert out["errors"] and all(e["message"] for e in out["errors"])


@settings(max_examples=150, deadline=None)
@given(request=st.one_of(st.text(max_size=200), junk.map(json.dumps)), calc_id=st.sampled_from(IDS))
def test_the_worker_entry_point_never_raises(request: str, calc_id: str) -> None:
    for text in (request, json.dumps({"calculator": calc_id, "lang": "ru", "form": request})):
        response = json.loads(api.handle(text))
        assert isinstance(response["ok"], bool)
