"""The field-spec layer: form values <-> JSON, errors named by the form's field paths."""

from __future__ import annotations

import json

import pytest

from calculators import api, spec
from calculators.errors import InputErrors
from calculators.spec import from_form, to_form, validate

L = {"en": "x"}
FIELDS = (
    spec.IntField(name="n", label=L, minimum=0, maximum=5, default=1),
    spec.GroupField(name="g", label=L, fields=(spec.BoolField(name="b", label=L),)),
    spec.RowsField(
        name="rows",
        label=L,
        fields=(
            spec.ChoiceField(
                name="kind", label=L, options=(spec.Option("a", L), spec.Option("b", L)), default="a"
            ),
            spec.IntField(name="k", label=L, minimum=0, maximum=9, default=0),
        ),
    ),
    spec.KeyedRowsField(
        name="players",
        label=L,
        key=spec.TextField(name="name", label=L),
        fields=(spec.IntField(name="balance", label=L, minimum=-99, maximum=99, default=0),),
    ),
    spec.IntField(name="opt", label=L, minimum=0, maximum=1, default=0, required=False),
)

VALUE = {
    "n": 3,
    "g": {"b": True},
    "rows": [{"kind": "b", "k": 2}, {"kind": "a", "k": 0}],
    "players": {"Ana": {"balance": -2}, "Bia": {"balance": 5}},
    "opt": 1,
}


def test_to_form_then_from_form_round_trips() -> None:
    flat = to_form(FIELDS, VALUE)
    assert flat["rows.1.kind"] == "a"
    assert flat["players.1.name"] == "Bia"
    assert flat["g.b"] is True
    assert from_form(FIELDS, flat) == VALUE


def test_optional_field_takes_its_default() -> None:
    value = dict(VALUE)
    del value["opt"]
    assert validate(FIELDS, value)["opt"] == 0


def test_text_in_a_number_field_is_reported_against_that_field() -> None:
    flat = to_form(FIELDS, VALUE) | {"rows.0.k": "three", "n": "<b>9</b>"}
    with pytest.raises(InputErrors) as bad:
        from_form(FIELDS, flat)
    assert sorted(bad.value.fields) == ["n", "rows.0.k"]


def test_keyed_rows_use_positions_in_the_form_and_names_in_json() -> None:
    flat = to_form(FIELDS, VALUE) | {"players.1.balance": "500"}
    with pytest.raises(InputErrors) as bad:
        from_form(FIELDS, flat)
    assert bad.value.fields == ["players.1.balance"]
    value = json.loads(json.dumps(VALUE))
    value["players"]["Bia"]["balance"] = 500
    with pytest.raises(InputErrors) as bad:
        validate(FIELDS, value)
    assert bad.value.fields == ["players.Bia.balance"]


def test_duplicate_names_in_keyed_rows_are_rejected() -> None:
    flat = to_form(FIELDS, VALUE) | {"players.1.name": "Ana"}
    with pytest.raises(InputErrors) as bad:
        from_form(FIELDS, flat)
    assert bad.value.fields == ["players.0.name", "players.1.name"]


def test_unchecked_box_is_false() -> None:
    flat = {k: v for k, v in to_form(FIELDS, VALUE).items() if k != "g.b"}
    assert from_form(FIELDS, flat)["g"]["b"] is False


def test_handle_never_raises_and_names_the_field() -> None:
    # Broken requests become a structured error, never an exception (player text escaped in the
    # page: tests/test_report.py).
    for request in [
        "",
        "[]",
        '{"calculator": "his.diet_of_worms"}',
        '{"calculator": 1, "lang": "ru", "form": 3}',
    ]:
        response = json.loads(api.handle(request))
        assert response["ok"] is False
    response = json.loads(api.handle(json.dumps({"calculator": "nope", "lang": "ru", "form": {}})))
    assert response["ok"] is False and "unknown calculator" in response["fatal"]
    form = {"protestant_cp": "<script>alert(1)</script>", "papal_cp": "2", "hapsburg_cp": "2"}
    response = json.loads(
        api.handle(json.dumps({"calculator": "his.diet_of_worms", "lang": "ru", "form": form}))
    )
    assert response["ok"] is False
    assert [e["field"] for e in response["errors"]] == ["protestant_cp"]
    assert response["errors"][0]["message"] == "введите целое число от 1 до 6"


def test_every_registered_calculator_renders_its_default_in_each_language() -> None:
    from calculators.registry import REGISTRY

    for calc in REGISTRY.values():
        for lang in calc.languages:
            out = api.render_default(calc.id, lang)
            assert out["ok"] and out["html"] and out["text"]
            # The default form round-trips to the default input.
            assert from_form(calc.fields, out["form"]) == validate(calc.fields, calc.default_values(lang))


CHOICES = (
    spec.KeyedRowsField(
        name="players",
        label=L,
        key=spec.TextField(name="name", label=L),
        fields=(
            spec.ListOfChoicesField(
                name="titles",
                label=L,
                options=(spec.Option("free", L), spec.Option("captive", L), spec.Option("vacant", L)),
                max_items=4,
            ),
            spec.TextField(name="where", label=L, nullable=True, default=None),
        ),
    ),
    spec.KeyedRowsField(
        name="regions",
        label=L,
        key=spec.TextField(name="region", label=L),
        fields=(spec.IntField(name="standing", label=L, minimum=0, maximum=9, default=0),),
        scalar=True,
    ),
)


def test_list_of_choices_is_counted_per_option_in_the_form() -> None:
    value = {
        "players": {"Ana": {"titles": ["free", "free", "vacant"], "where": None}},
        "regions": {"Judá": 4, "Efraim": 3},
    }
    flat = to_form(CHOICES, value)
    assert flat["players.0.titles.free"] == "2"
    assert flat["players.0.titles.captive"] == "0"
    assert flat["players.0.where"] == ""
    assert flat["regions.1.region"] == "Efraim"
    assert flat["regions.1.standing"] == "3"
    assert from_form(CHOICES, flat) == value


def test_list_of_choices_errors() -> None:
    with pytest.raises(InputErrors) as bad:
        validate(CHOICES, {"players": {"Ana": {"titles": ["free", "dead"], "where": "x"}}, "regions": {}})
    assert bad.value.fields == ["players.Ana.titles"]
    flat = {
        "players.0.name": "Ana",
        "players.0.where": "",
        "players.0.titles.free": "3",
        "players.0.titles.vacant": "2",
    }
    with pytest.raises(InputErrors) as bad:
        from_form(CHOICES, flat)
    assert bad.value.fields == ["players.0.titles"]  # 5 titles, at most 4
    with pytest.raises(InputErrors) as bad:
        from_form(CHOICES, flat | {"players.0.titles.vacant": "x"})
    assert bad.value.fields == ["players.0.titles.vacant"]


def test_scalar_keyed_rows_name_values_by_key_in_json() -> None:
    with pytest.raises(InputErrors) as bad:
        validate(CHOICES, {"players": {}, "regions": {"Judá": 12}})
    assert bad.value.fields == ["regions.Judá"]
    with pytest.raises(InputErrors) as bad:
        from_form(CHOICES, {"regions.0.region": "Judá", "regions.0.standing": "12"})
    assert bad.value.fields == ["regions.0.standing"]


def test_errors_from_a_calculators_own_checks_use_the_forms_names() -> None:
    # A calculator's parse names keyed rows by key (players.Bia.balance); the form names
    # them by position, so the page can put the message next to the input.
    clean = validate(FIELDS, VALUE)
    assert api.form_path(FIELDS, clean, "players.Bia.balance") == "players.1.balance"
    assert api.form_path(FIELDS, clean, "players.Ana") == "players.0"
    assert api.form_path(FIELDS, clean, "rows.1.k") == "rows.1.k"
    assert api.form_path(FIELDS, clean, "n") == "n"
    assert api.form_path(FIELDS, clean, "players.Zoe.balance") == "players.Zoe.balance"


def test_a_nullable_whole_number_is_null_in_json_and_blank_in_the_form() -> None:
    # A number the players may not have written down (his.victory: a turn not recorded).
    fields = (
        spec.RowsField(
            name="rows",
            label=L,
            fields=(spec.IntField(name="vp", label=L, minimum=-5, maximum=9, default=0, nullable=True),),
        ),
        spec.IntField(
            name="turn", label=L, minimum=1, maximum=9, default=None, nullable=True, required=False
        ),
    )
    value = {"rows": [{"vp": None}, {"vp": -2}], "turn": None}
    flat = to_form(fields, value)
    assert flat == {"rows.0.vp": "", "rows.1.vp": "-2", "turn": ""}
    assert from_form(fields, flat) == value
    assert from_form(fields, {"rows.0.vp": "  "}) == {"rows": [{"vp": None}], "turn": None}
    assert validate(fields, {"rows": []}) == {"rows": [], "turn": None}
    # Null is no way round the range, and text is still not a number.
    with pytest.raises(InputErrors) as bad:
        validate(fields, {"rows": [{"vp": 10}], "turn": "1"})
    assert bad.value.fields == ["rows.0.vp", "turn"]
    with pytest.raises(InputErrors) as bad:
        from_form(fields, {"rows.0.vp": "x"})
    assert bad.value.fields == ["rows.0.vp"]
    # A field that is not nullable keeps refusing null, and needs a number as its default.
    with pytest.raises(InputErrors):
        validate(FIELDS, VALUE | {"n": None})
    with pytest.raises(ValueError, match="nullable"):
        spec.IntField(name="n", label=L, minimum=0, maximum=5, default=None)


def test_every_text_that_names_a_row_names_a_keyed_table_of_its_calculator() -> None:
    # spec.TextField.names ("players.name") tells the page which inputs follow a renamed row:
    # it must be the key of a keyed table of the same calculator.
    named = []
    for calculator in api.REGISTRY.values():
        keys = {f"{f.name}.{f.key.name}" for f in calculator.fields if isinstance(f, spec.KeyedRowsField)}
        for table in calculator.fields:
            for f in getattr(table, "fields", ()):
                if isinstance(f, spec.TextField) and f.names is not None:
                    assert f.names in keys, (calculator.id, table.name, f.name, f.names)
                    named.append(f"{calculator.id}:{table.name}.{f.name}")
    assert sorted(named) == [
        "juizes.income:settlements.holder",
        "juizes.income:taxes.player",
        "juizes.victory:captives.captor",
        "juizes.victory:captives.hex_controller",
        "juizes.victory:captives.owner",
    ]


def test_every_secret_revealed_by_a_box_names_a_box_of_its_own_group() -> None:
    # spec.Field.revealed_by tells the page which box, ticked, makes a secret public (then shared
    # and kept): it must be a spec.BoolField beside the secret, in the same group.
    revealed = []

    def walk(calc_id: str, fields: tuple[spec.Field, ...], path: str) -> None:
        boxes = {f.name for f in fields if isinstance(f, spec.BoolField)}
        for f in fields:
            if f.secret and f.revealed_by is not None:
                assert f.revealed_by in boxes, (calc_id, path, f.name, f.revealed_by)
                revealed.append(f"{calc_id}:{path}{f.name}<-{f.revealed_by}")
            walk(calc_id, getattr(f, "fields", ()), f"{path}{f.name}.")

    for calculator in api.REGISTRY.values():
        walk(calculator.id, calculator.fields, "")
    assert revealed == ["vq.vp:powers.hre.track_vp<-preference_revealed"]


@pytest.mark.parametrize("typed", ["5", "-1"])
def test_a_count_out_of_range_is_worded_like_any_other_number(typed: str) -> None:
    # One wording for a whole number outside its bounds: 13 judge titles read «digite um número
    # inteiro entre 0 e 12» where 100 settlements read «o valor deve estar entre 0 e 99
    # (informado: 100)» (stop 37's audit); text that is no number keeps «digite um número…».
    flat = {"players.0.name": "Ana", "players.0.where": "", "players.0.titles.free": typed}
    with pytest.raises(InputErrors) as bad:
        from_form(CHOICES, flat)
    (error,) = bad.value.errors
    assert (error.field, error.code, error.params) == (
        "players.0.titles.free",
        "out_of_range",
        {"min": 0, "max": 4, "value": typed},
    )
    with pytest.raises(InputErrors) as bad:
        from_form(CHOICES, flat | {"players.0.titles.free": "dois"})
    assert [e.code for e in bad.value.errors] == ["not_integer"]


def test_a_key_typed_twice_marks_both_rows() -> None:
    # A table keyed by name: typing «Bia» over Ana's name marked only the row below, Bia's own,
    # not the field typed in (stop 38's audit).  Both claim the name; each is marked.
    flat = {
        "players.0.name": "Bia",
        "players.0.where": "",
        "players.1.name": "Bia",
        "players.1.where": "",
        "players.2.name": "Caio",
        "players.2.where": "",
    }
    with pytest.raises(InputErrors) as bad:
        from_form(CHOICES, flat)
    assert [(e.field, e.code, e.params) for e in bad.value.errors] == [
        ("players.0.name", "duplicate", {"value": "Bia"}),
        ("players.1.name", "duplicate", {"value": "Bia"}),
    ]
