"""The public surface used by the command line, the browser worker and the build hook.

* :func:`run` takes the JSON contract of a calculator and returns its JSON output.
* :func:`run_form` takes flat form values (what a page or a shared link holds) and returns
  everything a page shows: the result HTML, the plain-text summary, and errors by field in
  the page's language.  It never raises for bad input.
* :func:`handle` is :func:`run_form` with JSON strings on both sides: the worker calls it,
  so only strings cross the Python/JavaScript boundary.
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

__all__ = ["REGISTRY", "find", "form_path", "handle", "render_aid", "render_default", "run", "run_form"]


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
        "html": _report.to_html(rep),
        "text": _report.to_text(rep),
        "export": calc.export(result) if calc.export else None,
        "errors": [],
    }


def handle(request: str) -> str:
    """JSON request ``{"calculator", "lang", "form"}`` -> JSON response of :func:`run_form`."""
    lang: object = "en"
    try:
        data = json.loads(request)
        calc_id, lang, form = data["calculator"], data["lang"], data["form"]
        if not isinstance(form, dict):
            raise TypeError("form must be an object")
        response = run_form(str(calc_id), form, str(lang))
    except UnknownCalculator as e:
        response = {"ok": False, "errors": [], "fatal": str(e)}
    except (ValueError, KeyError, TypeError) as e:
        bad = InputError("(input)", "bad_state")
        response = {"ok": False, "errors": [bad.to_json(str(lang))], "fatal": repr(e)}
    return json.dumps(response, ensure_ascii=False)


def render_aid(calc_id: str, lang: str) -> dict[str, str] | None:
    """The calculator's printable aid as HTML and text, or None if it has none."""
    calc = find(calc_id)
    if calc.aid is None:
        return None
    rep = calc.aid(lang)
    return {"title": rep.title, "html": _report.to_html(rep), "text": _report.to_text(rep)}


def render_default(calc_id: str, lang: str) -> dict[str, Any]:
    """The default input's form values and result page parts (for the build hook)."""
    calc = find(calc_id)
    form = calc.default_form()
    out = run_form(calc_id, form, lang)
    if not out["ok"]:
        raise ValueError(f"{calc_id}: its default input is invalid: {out['errors']}")
    out["form"] = form
    return out
