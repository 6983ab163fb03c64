"""The public surface used by the command line, the browser worker and the build hook.

* :func:`run` takes the JSON contract of a calculator and returns its JSON output.
* :func:`run_form` takes flat form values (what a page or a shared link holds) and returns
  everything a page shows: the result HTML, the plain-text summary, and errors by field in
  the page's language.  It never raises for bad input.
* :func:`handle` is :func:`run_form` with JSON strings on both sides: the worker calls it,
  so only strings cross the Python/JavaScript boundary.
* :func:`read_json` reads the JSON that the command line and the worker receive, whatever it
  holds: input that Python's JSON or text handling rejects is an :class:`UnreadableInput`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from . import report as _report
from .base import Calculator
from .errors import InputError, InputErrors
from .registry import REGISTRY, UnknownCalculator, find
from .spec import JSON, form_path, from_form, validate

__all__ = [
    "REGISTRY",
    "UnreadableInput",
    "find",
    "form_path",
    "handle",
    "read_json",
    "render_aid",
    "render_default",
    "run",
    "run_form",
]

# int() refuses to read more digits than this (CPython's default limit on integer strings).
_MAX_DIGITS = 4300
# What a number with more digits is read as: no smaller than the number itself, so every
# field's range check rejects it and names the field.
_TOO_LONG: int = 10**_MAX_DIGITS


class UnreadableInput(ValueError):
    """The input is not JSON that can be read: the message says why, in one line."""


def _whole_number(digits: str) -> int:
    if len(digits.lstrip("-")) > _MAX_DIGITS:
        return -_TOO_LONG if digits.startswith("-") else _TOO_LONG
    return int(digits)


def read_json(data: str | bytes) -> JSON:
    """The JSON value of ``data`` (bytes in UTF-8, -16 or -32, as JSON allows).

    Raises :class:`UnreadableInput` for anything else: bytes that are not text, malformed JSON,
    nesting too deep for the parser.  A number too long for ``int()`` is read as one larger
    than every field allows, so the field that holds it is named.
    """
    try:
        return json.loads(data, parse_int=_whole_number)
    except RecursionError:
        raise UnreadableInput("input is nested too deeply to read") from None
    except UnicodeDecodeError:
        raise UnreadableInput("input is not UTF-8 text") from None
    except ValueError as e:  # json.JSONDecodeError and any other refusal of the parser
        raise UnreadableInput(f"input is not valid JSON: {e}") from None


def _evaluate(calc: Calculator[Any, Any], clean: dict[str, JSON]) -> Any:
    return calc.compute(calc.parse(clean))


def run(calc_id: str, payload: JSON) -> dict[str, Any]:
    """Validate ``payload`` against the contract of ``calc_id`` and compute.

    Raises :class:`~.errors.InputErrors` (naming each bad field) or :class:`UnknownCalculator`.
    """
    calc = find(calc_id)
    return calc.to_json(_evaluate(calc, validate(calc.fields, payload)))


def run_form(calc_id: str, form: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """Everything a page needs for these form values, in ``lang``; never raises for bad input."""
    calc = find(calc_id)
    try:
        clean = from_form(calc.fields, form)
    except InputErrors as bad:
        return {"ok": False, "errors": [e.to_json(lang) for e in bad.errors]}
    try:
        result = _evaluate(calc, clean)
    except InputErrors as bad:
        errors = []
        for e in bad.errors:
            named = e.to_json(lang)
            named["field"] = form_path(calc.fields, clean, e.field)
            errors.append(named)
        return {"ok": False, "errors": errors}
    rep = calc.report(result, lang)
    return {
        "ok": True,
        "result": calc.to_json(result),
        "html": _report.to_html(rep, lang, calc.names_lang),
        "text": _report.to_text(rep),
        "export": calc.export(result) if calc.export else None,
        "groups": dict(calc.subtotals(result, lang)) if calc.subtotals else {},
        "errors": [],
    }


def handle(request: str) -> str:
    """JSON request ``{"calculator", "lang", "form"}`` -> JSON response of :func:`run_form`.

    Never raises: a request that cannot be read is a response with the error ``bad_state``.
    """
    lang = "en"
    try:
        data = read_json(request)
        if not isinstance(data, dict):
            raise TypeError("the request must be an object")
        calc_id, lang_given, form = data["calculator"], data["lang"], data["form"]
        lang = lang_given if isinstance(lang_given, str) else lang
        if not isinstance(calc_id, str) or not isinstance(form, dict):
            raise TypeError("calculator must be a text and form an object")
        response = run_form(calc_id, form, lang)
    except UnknownCalculator as e:
        response = {"ok": False, "errors": [], "fatal": str(e)}
    except (ValueError, KeyError, TypeError) as e:
        bad = InputError("(input)", "bad_state")
        response = {"ok": False, "errors": [bad.to_json(lang)], "fatal": _describe(e)}
    return json.dumps(response, ensure_ascii=False)


def _describe(e: Exception) -> str:
    try:
        return repr(e)
    except ValueError:  # it holds a number too long to print
        return type(e).__name__


def render_aid(calc_id: str, lang: str) -> dict[str, str] | None:
    """The calculator's printable aid as HTML and text, or None if it has none."""
    calc = find(calc_id)
    if calc.aid is None:
        return None
    rep = calc.aid(lang)
    return {
        "title": rep.title,
        "html": _report.to_html(rep, lang, calc.names_lang),
        "text": _report.to_text(rep),
    }


def render_default(calc_id: str, lang: str) -> dict[str, Any]:
    """The default input's form values and result page parts (for the build hook)."""
    calc = find(calc_id)
    form = calc.default_form(lang)
    out = run_form(calc_id, form, lang)
    if not out["ok"]:
        raise ValueError(f"{calc_id}: its default input is invalid: {out['errors']}")
    out["form"] = form
    return out
