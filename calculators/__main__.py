"""Command line: ``python -m calculators ID`` reads JSON on stdin and prints JSON.

Exit codes: 0 on success; 2 for bad input (the message names the field and what is
allowed) or an unknown calculator.  ``--list`` prints the ids; ``--text LANG`` prints the
player's report in that language instead of JSON.
"""

from __future__ import annotations

import argparse
import json
import sys

from . import api, report
from .errors import InputErrors
from .registry import REGISTRY, UnknownCalculator, find
from .spec import validate


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m calculators", description=__doc__.splitlines()[0])
    parser.add_argument("id", nargs="?", help="calculator id, e.g. his.diet_of_worms")
    parser.add_argument("--list", action="store_true", help="list calculator ids and exit")
    parser.add_argument("--text", metavar="LANG", help="print the report as text in LANG (ru, pt, en)")
    args = parser.parse_args(argv)
    if args.list or not args.id:
        for calc_id in sorted(REGISTRY):
            print(calc_id)
        return 0 if args.list else 2
    try:
        calc = find(args.id)
    except UnknownCalculator as e:
        print(f"error: {e.args[0]}", file=sys.stderr)
        return 2
    try:
        payload = json.loads(sys.stdin.read())
    except json.JSONDecodeError as e:
        print(f"error: input is not valid JSON: {e}", file=sys.stderr)
        return 2
    try:
        if args.text:
            result = calc.compute(calc.parse(validate(calc.fields, payload)))
            sys.stdout.write(report.to_text(calc.report(result, args.text)))
        else:
            json.dump(api.run(args.id, payload), sys.stdout, ensure_ascii=False, indent=2)
            sys.stdout.write("\n")
    except InputErrors as bad:
        for error in bad.errors:
            print(f"error: {error.field}: {error.message('en')}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
