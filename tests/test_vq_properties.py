"""Virgin Queen calculators under random and hostile input (hypothesis).

* Any JSON (huge numbers, negatives, strings, None, nested junk, missing and extra fields) given
  to ``calculators.api.run`` gives a result or ``InputErrors``, never another exception; the same
  junk as form values to ``run_form`` never raises.
* Invariants on valid positions: «Текущий итог ПО державы — это сумма её основных, особых и
  призовых ПО»; the Empire's visible total plus its hidden VP is its total once revealed; the
  Protestant's base grows with its keys in the Netherlands («прибавьте 3 ПО за каждую»); Spain
  wins the uprising exactly when it has 4 hits more.
"""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from calculators.api import run, run_form
from calculators.errors import InputErrors
from calculators.registry import find
from calculators.spec import BoolField, ChoiceField, Field, GroupField, IntField, to_form
from tests.strategies import leaves

VP = "vq.vp"
UPRISING = "vq.catholic_uprising"
POWERS = ("ottoman", "spain", "england", "france", "hre", "protestant")

# --- Strategies -----------------------------------------------------------------------------------

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
    st.sampled_from(["0", "-1", "1e9", "five", "∞", "", " 3 ", "−2", "true", "first"]),
)
junk = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.text(max_size=10), inner, max_size=4),
    ),
    max_leaves=12,
)


def valid(fields: tuple[Field, ...]) -> st.SearchStrategy[dict[str, Any]]:
    """A valid JSON input for ``fields`` (optional fields sometimes left out)."""
    required: dict[str, st.SearchStrategy[Any]] = {}
    optional: dict[str, st.SearchStrategy[Any]] = {}
    for f in fields:
        s: st.SearchStrategy[Any]
        if isinstance(f, IntField):
            s = st.integers(min_value=f.minimum, max_value=f.maximum)
        elif isinstance(f, BoolField):
            s = st.booleans()
        elif isinstance(f, ChoiceField):
            s = st.sampled_from(f.values)
        elif isinstance(f, GroupField):
            s = valid(f.fields)
        else:  # pragma: no cover - the VQ calculators use no other kinds
            raise TypeError(f)
        (required if f.required else optional)[f.name] = s
    return st.fixed_dictionaries(required, optional=optional)


def mutated(calc_id: str) -> st.SearchStrategy[Any]:
    """A valid input with one leaf (or group) replaced by junk, removed, or an extra key added."""
    fields = find(calc_id).fields
    paths = [p for p, _ in leaves(fields)]

    @st.composite
    def build(draw: st.DrawFn) -> Any:
        payload = copy.deepcopy(draw(valid(fields)))
        path = draw(st.sampled_from(paths)).split(".")
        cut = draw(st.integers(min_value=1, max_value=len(path)))
        node = payload
        for key in path[: cut - 1]:
            node = node.setdefault(key, {}) if isinstance(node, dict) else node
        if not isinstance(node, dict):
            return payload
        action = draw(st.sampled_from(["junk", "delete", "extra"]))
        if action == "junk":
            node[path[cut - 1]] = draw(junk)
        elif action == "delete":
            node.pop(path[cut - 1], None)
        else:
            node[draw(st.text(min_size=1, max_size=8))] = draw(junk)
        return payload

    return build()


def form_junk(calc_id: str) -> st.SearchStrategy[dict[str, Any]]:
    """Form values: the real field names and some others, with any text, bool or junk value."""
    names = [p for p, _ in leaves(find(calc_id).fields)]
    keys = st.one_of(
        st.sampled_from(names), st.text(max_size=15), st.sampled_from(["powers", "powers.hre", "(input)"])
    )
    values = st.one_of(st.text(max_size=12), st.booleans(), junk)
    return st.dictionaries(keys, values, max_size=len(names) + 3)


# --- Never another exception ------------------------------------------------------------------------


def _run_ok_or_input_errors(calc_id: str, payload: Any) -> None:
    try:
        out = run(calc_id, payload)
    except InputErrors as bad:
        assert bad.errors
        for e in bad.errors:
            assert isinstance(e.field, str)  # an unknown key "" is reported as field ""
            assert e.message("ru") and e.message("en")
    else:
        assert isinstance(out, dict)


@settings(max_examples=200, deadline=None)
@given(payload=junk, calc_id=st.sampled_from([VP, UPRISING]))
def test_any_json_gives_a_result_or_input_errors(payload: Any, calc_id: str) -> None:
    _run_ok_or_input_errors(calc_id, payload)


@settings(max_examples=200, deadline=None)
@given(data=st.data(), calc_id=st.sampled_from([VP, UPRISING]))
def test_almost_valid_json_gives_a_result_or_input_errors(data: st.DataObject, calc_id: str) -> None:
    _run_ok_or_input_errors(calc_id, data.draw(mutated(calc_id)))


@settings(max_examples=200, deadline=None)
@given(data=st.data(), calc_id=st.sampled_from([VP, UPRISING]))
def test_form_junk_never_raises(data: st.DataObject, calc_id: str) -> None:
    calc = find(calc_id)
    form: dict[str, Any] = dict(calc.default_form())
    form.update(data.draw(form_junk(calc_id)))
    out = run_form(calc_id, form, "ru")
    assert out["ok"] in (True, False)
    if out["ok"]:
        assert out["html"] and out["text"]
    else:
        assert out["errors"]


@settings(max_examples=200, deadline=None)
@given(payload=valid(find(VP).fields))
def test_valid_vp_input_round_trips_through_the_form(payload: dict[str, Any]) -> None:
    out = run_form(VP, to_form(find(VP).fields, payload), "ru")
    assert out["ok"], out["errors"]
    assert out["result"] == run(VP, payload)


# --- Invariants -----------------------------------------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(payload=valid(find(VP).fields))
def test_total_is_base_plus_special_plus_bonus(payload: dict[str, Any]) -> None:
    # «Текущий итог ПО державы — это сумма её основных, особых и призовых ПО.»
    out = run(VP, payload)["powers"]
    assert set(out) == set(POWERS)
    for power in POWERS:
        o = out[power]
        assert o["total"] == o["base"] + o["special"] + o["bonus"]
        assert sum(item["vp"] for item in o["breakdown"]) == o["total"]
    assert out["ottoman"]["special"] == 0  # «для Оттомана невозможны никакие особые ПО»


@settings(max_examples=200, deadline=None)
@given(payload=valid(find(VP).fields))
def test_hidden_plus_visible_is_the_revealed_total(payload: dict[str, Any]) -> None:
    # «... но только после того, как было раскрыто тайное религиозное предпочтение»
    hidden = copy.deepcopy(payload)
    hidden["powers"]["hre"]["preference_revealed"] = False
    revealed = copy.deepcopy(payload)
    revealed["powers"]["hre"]["preference_revealed"] = True
    h = run(VP, hidden)
    r = run(VP, revealed)
    assert h["powers"]["hre"]["total"] + h["powers"]["hre"]["hidden_vp"] == r["powers"]["hre"]["total"]
    assert h["powers"]["hre"]["hidden_vp"] == payload["powers"]["hre"]["track_vp"]
    assert r["powers"]["hre"]["hidden_vp"] == 0
    assert h["hre_reveal"]["revealed_total"] == r["powers"]["hre"]["total"]
    assert h["hre_reveal"]["reaches_victory_vp"] == (r["powers"]["hre"]["total"] >= 25)
    # The other powers do not depend on the Empire's secret.
    for power in POWERS:
        if power != "hre":
            assert h["powers"][power] == r["powers"][power]


@settings(max_examples=200, deadline=None)
@given(payload=valid(find(VP).fields), more=st.integers(min_value=1, max_value=10))
def test_protestant_base_grows_with_netherlands_keys(payload: dict[str, Any], more: int) -> None:
    # «прибавьте 3 ПО за каждую ключевую область, которую он контролирует в Нидерландах»
    keys = payload["powers"]["protestant"]["netherlands_keys"]
    bigger = copy.deepcopy(payload)
    bigger["powers"]["protestant"]["netherlands_keys"] = min(10, keys + more)
    a = run(VP, payload)["powers"]["protestant"]["base"]
    b = run(VP, bigger)["powers"]["protestant"]["base"]
    assert b >= a
    assert b - a == 3 * (min(10, keys + more) - keys)


@settings(max_examples=200, deadline=None)
@given(spain=st.integers(min_value=0, max_value=50), england=st.integers(min_value=0, max_value=50))
def test_uprising_wins_exactly_at_4_more_hits(spain: int, england: int) -> None:
    # «на 4 «хита» больше, чем английский игрок, Испания немедленно одерживает победу»
    out = run(UPRISING, {"spain_hits": spain, "england_hits": england})
    assert out["margin"] == spain - england
    assert out["spain_wins"] == (spain - england >= 4)
    assert out["hits_needed"] == max(0, 4 - (spain - england))
