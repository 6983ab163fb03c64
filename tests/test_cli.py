"""The command line and the worker entry under input that Python's JSON or text handling rejects
(issue 18 item 3): JSON nested 100,000 deep, an integer of 5,000 digits, a lone surrogate in a
text field, bytes that are not UTF-8.  Every one ends with exit 2 and one line per problem
naming the field where one is known (the command line), or a JSON error response (the worker):
never a traceback, never an exception.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calculators import api
from calculators.__main__ import main
from calculators.registry import REGISTRY
from tests.strategies import leaves

IDS = sorted(REGISTRY)
DEEP = b"[" * 100_000 + b"]" * 100_000
HUGE = b'{"n": ' + b"7" * 5000 + b"}"
SURROGATE = "\ud800"


def cli(stdin: bytes, *args: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "calculators", *args], input=stdin, capture_output=True, check=False
    )


def text_paths(calc_id: str) -> list[str]:
    """The dotted paths of the text inputs in a calculator's default input (rows included)."""
    calc = REGISTRY[calc_id]
    out = []
    for path, f in leaves(calc.fields):
        if f.kind == "text":
            out.append(path)
    for f in calc.fields:
        if f.kind in ("rows", "keyed"):
            out.extend(f"{f.name}.0.{sub.name}" for sub in f.fields if sub.kind == "text")  # type: ignore[attr-defined]
    return out


def with_surrogate(calc_id: str) -> tuple[dict[str, Any], str]:
    """The calculator's default input with a lone surrogate in a text field, or (with no text
    field) as the name of an extra field; and the field path the error must name."""
    payload = json.loads(json.dumps(REGISTRY[calc_id].default_values()))
    for path in text_paths(calc_id):
        node: Any = payload
        *parents, last = path.split(".")
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node.get(key)
            if node is None:
                break
        if isinstance(node, dict) and last in node:
            node[last] = "A" + SURROGATE
            return payload, path
    payload[SURROGATE] = 1
    return payload, SURROGATE


def one_line_errors(stderr: str) -> list[str]:
    lines = stderr.splitlines()
    assert lines and all(line.startswith("error: ") for line in lines), stderr
    assert "Traceback" not in stderr
    return lines


# --- Every calculator, as a separate process --------------------------------------------------


@pytest.mark.parametrize("calc_id", IDS)
def test_hostile_json_exits_2_without_a_traceback(calc_id: str) -> None:
    # RecursionError inside json.loads.
    done = cli(DEEP, calc_id)
    assert (done.returncode, done.stdout) == (2, b"")
    assert one_line_errors(done.stderr.decode()) == ["error: input is nested too deeply to read"]
    # The 4300-digit limit of int(): the number is read as "too large" and the field is named.
    done = cli(HUGE, calc_id)
    assert (done.returncode, done.stdout) == (2, b"")
    assert "error: n: is not a known field" in one_line_errors(done.stderr.decode())
    # Bytes that are not UTF-8.
    done = cli(b'{"x": "\xff\xfe\xfa"}', calc_id)
    assert (done.returncode, done.stdout) == (2, b"")
    assert one_line_errors(done.stderr.decode()) == ["error: input is not UTF-8 text"]


@pytest.mark.parametrize("calc_id", IDS)
def test_a_lone_surrogate_in_text_names_the_field(calc_id: str) -> None:
    payload, path = with_surrogate(calc_id)
    raw = json.dumps(payload).encode()  # "\ud800" travels as a JSON escape
    for args in (["--text", REGISTRY[calc_id].languages[0]], []):
        done = cli(raw, calc_id, *args)
        assert (done.returncode, done.stdout) == (2, b""), done.stderr
        lines = one_line_errors(done.stderr.decode())
        shown = path.replace(SURROGATE, "\\ud800")
        assert any(line.startswith(f"error: {shown}: ") for line in lines), lines


def test_a_huge_number_in_a_field_is_out_of_range() -> None:
    done = cli(
        b'{"protestant_cp": ' + b"9" * 5000 + b', "papal_cp": 1, "hapsburg_cp": 1}', "his.diet_of_worms"
    )
    assert done.returncode == 2
    assert one_line_errors(done.stderr.decode()) == [
        "error: protestant_cp: must be from 1 to 6 (got >999999999999999)"
    ]


def test_player_text_with_a_line_break_stays_on_one_line() -> None:
    payload = {
        "round": 2,
        "players": {"Ana": {"balance": 0}},
        "settlements": [
            {
                "region": "R",
                "kind": "village",
                "developments": 0,
                "plenty": False,
                "famine": False,
                "besieged": False,
                "holder": "Bia\nerror: forged",
            }
        ],
        "taxes": [],
    }
    done = cli(json.dumps(payload).encode(), "juizes.income")
    assert done.returncode == 2
    (line,) = one_line_errors(done.stderr.decode())
    assert line.startswith("error: settlements.0.holder: 'Bia\\nerror: forged' is not a player")


def test_cli_prints_the_contract_as_json_and_text() -> None:
    # tests/test_his_diet_of_worms.py: cards 1/1/1 tie with 176/729 (worked out by hand there);
    # tests/test_his_reformation.py: Stettin 3 vs 1 in zone succeeds with 119/144.
    done = cli(b'{"protestant_cp": 1, "papal_cp": 1, "hapsburg_cp": 1}', "his.diet_of_worms")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["exact"]["outcomes"]["tie"] == "176/729"
    done = cli(b'{"protestant_dice": 3, "papal_dice": 1, "in_target_zone": true}', "his.reformation")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["exact"]["success"] == "119/144"
    done = cli(b'{"protestant_cp": 1, "papal_cp": 1, "hapsburg_cp": 1}', "his.diet_of_worms", "--text", "ru")
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode().startswith("Шансы Вормсского сейма\n")


@pytest.mark.parametrize(
    ("stdin", "message"),
    [
        (
            b'{"protestant_cp": 7, "papal_cp": 1, "hapsburg_cp": 1}',
            "error: protestant_cp: must be from 1 to 6 (got 7)",
        ),
        (
            b'{"protestant_cp": 1, "papal_cp": "3", "hapsburg_cp": 1}',
            "error: papal_cp: must be a whole number from 1 to 6",
        ),
        (b'{"protestant_cp": 1, "papal_cp": 1}', "error: hapsburg_cp: is required"),
        (b'{"protestant_cp": 1, "papal_cp": 1, "hapsburg_cp": 1, "x": 0}', "error: x: is not a known field"),
        (b"{not json", "error: input is not valid JSON: Expecting property name enclosed in double quotes"),
        (b"", "error: input is not valid JSON: Expecting value"),
    ],
)
def test_bad_input_exits_2_with_message_and_no_traceback(stdin: bytes, message: str) -> None:
    done = cli(stdin, "his.diet_of_worms")
    assert done.returncode == 2
    assert any(line.startswith(message) for line in one_line_errors(done.stderr.decode()))
    assert done.stdout == b""


def test_unknown_calculator_exits_2() -> None:
    done = cli(b"{}", "his.nope")
    assert done.returncode == 2
    assert "unknown calculator 'his.nope'" in done.stderr.decode()


# --- Any such input, in the same process (hypothesis) -------------------------------------------


def run_main(stdin: bytes, *args: str) -> tuple[int, bytes, str]:
    out, err = io.BytesIO(), io.StringIO()
    code = main(list(args), stdin=io.BytesIO(stdin), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def _deep(depth: int, opener: str) -> bytes:
    closer = {"[": "]", '{"a":': "}"}[opener]
    return (opener * depth + "1" + closer * depth).encode()


hostile_bytes = st.one_of(
    st.builds(_deep, st.integers(900, 120_000), st.sampled_from(["[", '{"a":'])),
    st.integers(4301, 9000).map(lambda n: b"[" + b"1" * n + b"]"),
    st.integers(4301, 9000).map(lambda n: b'{"x": -' + b"9" * n + b"}"),
    st.binary(max_size=60),
    st.text(max_size=40).map(lambda s: json.dumps({s: s}).encode()),
    st.sampled_from([b"NaN", b"-Infinity", b"1e999", b"\xef\xbb\xbf{}", b"\x00", b'"\\ud800"', b"{" * 10]),
)


@settings(max_examples=150, deadline=None)
@given(calc_id=st.sampled_from(IDS), data=hostile_bytes, text=st.booleans())
def test_no_input_gives_a_traceback(calc_id: str, data: bytes, text: bool) -> None:
    args = [calc_id, "--text", "ru"] if text else [calc_id]
    code, out, err = run_main(data, *args)
    assert code in (0, 2)
    if code == 2:
        assert out == b""
        one_line_errors(err)
    else:
        assert err == ""
        out.decode("utf-8")  # always UTF-8


@settings(max_examples=60, deadline=None)
@given(
    calc_id=st.sampled_from(IDS),
    where=st.sampled_from(["text", "key"]),
    bad=st.sampled_from(["\ud800", "\udfff", "a\udc80b"]),
)
def test_lone_surrogates_anywhere_give_errors_not_tracebacks(calc_id: str, where: str, bad: str) -> None:
    payload, _ = with_surrogate(calc_id)
    if where == "key":
        payload[bad] = bad
    code, out, err = run_main(json.dumps(payload).encode(), calc_id, "--text", "ru")
    assert (code, out) == (2, b"")
    assert all("\ud800" not in line for line in one_line_errors(err))


# --- The worker entry with the same inputs ------------------------------------------------------


@settings(max_examples=100, deadline=None)
@given(calc_id=st.sampled_from(IDS), data=hostile_bytes)
def test_the_worker_entry_answers_json_to_the_same_inputs(calc_id: str, data: bytes) -> None:
    text = data.decode("utf-8", "replace")
    requests = [
        text,
        json.dumps({"calculator": calc_id, "lang": "ru", "form": {"x": text}}),
        '{"calculator": "' + calc_id + '", "lang": "ru", "form": ' + text + "}",
    ]
    for request in requests:
        response = json.loads(api.handle(request))
        assert isinstance(response["ok"], bool)


def test_the_worker_entry_names_the_problem() -> None:
    deep = json.loads(api.handle("[" * 100_000 + "]" * 100_000))
    assert deep["ok"] is False and deep["errors"][0]["code"] == "bad_state"
    # A number too long for int() in a form value: the field is named, as for any non-number.
    huge = '{"calculator": "his.diet_of_worms", "lang": "ru", "form": {"protestant_cp": ' + "9" * 5000
    response = json.loads(api.handle(huge + ', "papal_cp": "1", "hapsburg_cp": "1"}}'))
    assert response["errors"] == [
        {"field": "protestant_cp", "code": "not_integer", "message": "введите целое число от 1 до 6"}
    ]
    # A lone surrogate in a text field (a JavaScript string can hold one).
    form = REGISTRY["juizes.income"].default_form() | {"settlements.0.region": "A" + SURROGATE}
    response = json.loads(api.handle(json.dumps({"calculator": "juizes.income", "lang": "pt", "form": form})))
    assert response["ok"] is False
    assert [e["field"] for e in response["errors"]] == ["settlements.0.region"]
    assert response["errors"][0]["code"] == "unreadable_text"
