"""Command line: ``python -m calculators ID`` reads JSON on stdin and prints JSON.

Exit codes: 0 on success; 2 for bad input (one line per problem, naming the field and what
is allowed) or an unknown calculator.  ``--list`` prints the ids; ``--text LANG`` prints the
player's report in that language instead of JSON.  Whatever arrives on stdin (bytes that are
not UTF-8, JSON nested too deep to read, numbers too long for ``int()``, lone surrogates) ends
in exit 2 with such a line, never a traceback; the output is always UTF-8.
"""

from __future__ import annotations

import argparse
import json
import sys
import unicodedata
from typing import BinaryIO, TextIO

from . import api, report
from .errors import InputErrors
from .registry import REGISTRY, UnknownCalculator, find
from .spec import validate

# Characters written as escapes in a message, so that it stays one readable line: controls,
# line and paragraph separators, surrogates, private use and unassigned code points.
_HIDDEN = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})


def one_line(text: str) -> str:
    """``text`` with line breaks and unprintable characters written as escapes (``\\n``, ``\\ud800``)."""
    return "".join(
        c.encode("unicode_escape").decode("ascii") if unicodedata.category(c) in _HIDDEN else c for c in text
    )


def _output(calc_id: str, payload: object, lang: str | None) -> str:
    """What the command prints: the JSON contract, or the report in ``lang``."""
    if lang is None:
        return json.dumps(api.run(calc_id, payload), ensure_ascii=False, indent=2) + "\n"
    calc = find(calc_id)
    result = calc.compute(calc.parse(validate(calc.fields, payload)))
    return report.to_text(calc.report(result, lang))


def main(
    argv: list[str] | None = None,
    *,
    stdin: BinaryIO | None = None,
    stdout: BinaryIO | None = None,
    stderr: TextIO | None = None,
) -> int:
    stdin = stdin or sys.stdin.buffer
    stdout = stdout or sys.stdout.buffer
    stderr = stderr or sys.stderr
    parser = argparse.ArgumentParser(prog="python -m calculators", description=__doc__.splitlines()[0])
    parser.add_argument("id", nargs="?", help="calculator id, e.g. his.diet_of_worms")
    parser.add_argument("--list", action="store_true", help="list calculator ids and exit")
    parser.add_argument("--text", metavar="LANG", help="print the report as text in LANG (ru, pt, en)")
    args = parser.parse_args(argv)

    def fail(*lines: str) -> int:
        for line in lines:
            print(f"error: {one_line(line)}", file=stderr)
        return 2

    if args.list or not args.id:
        stdout.write("".join(f"{calc_id}\n" for calc_id in sorted(REGISTRY)).encode())
        return 0 if args.list else 2
    try:
        output = _output(find(args.id).id, api.read_json(stdin.read()), args.text)
    except UnknownCalculator as e:
        return fail(e.args[0])
    except api.UnreadableInput as e:
        return fail(str(e))
    except InputErrors as bad:
        return fail(*(f"{e.field}: {e.message('en')}" for e in bad.errors))
    # Valid input holds no lone surrogate; should one ever reach the output, it is escaped.
    stdout.write(output.encode("utf-8", "backslashreplace"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
