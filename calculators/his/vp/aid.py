"""The printable aid of ``his.vp``: each power's key track, the Protestant Spaces Track and the
English home spaces.

Every number of the aid comes out of ``compute`` for a position that isolates it (one power's
keys, the Protestant spaces, the English home spaces), the way ``run`` computes it: the printed
tracks and the calculator cannot disagree.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...report import Block, Note, Report, Table
from ...spec import validate
from ..data import (
    ENGLISH_HOME_SPACES,
    KEY_POWERS,
    KEY_TRACK_BOXES,
    PROTESTANT_SPACES_AUTO_WIN,
    KeyPower,
    Power,
)
from ..words import power_name
from .form import FIELDS, parse, position
from .rules import VpResult, compute
from .words import aid_words

# The Protestant Spaces Track is printed across the page, in parts of this many boxes.
AID_TRACK_COLUMNS = 8


def _result(keys: Mapping[KeyPower, int] | None = None, spaces: int = 0, english: int = 0) -> VpResult:
    """The calculator's result for a position that isolates one number of the aid."""
    held = keys or {}
    raw = position(
        {p: held.get(p, 0) for p in KEY_POWERS}, protestant_spaces=spaces, english_home_spaces=english
    )
    return compute(parse(validate(FIELDS, raw)))


def _addend_vp(r: VpResult, power: Power, item: str) -> int:
    return sum(a.vp for a in r.of(power).addends if a.item == item)


def _runs(values: Sequence[tuple[int, Any]]) -> list[tuple[str, Any]]:
    """(n, value) in order of n -> ("first–last", value) for each run of equal values."""
    out: list[tuple[int, int, Any]] = []
    for n, value in values:
        if out and out[-1][2] == value:
            out[-1] = (out[-1][0], n, value)
        else:
            out.append((n, n, value))
    return [(str(a) if a == b else f"{a}\u2013{b}", value) for a, b, value in out]


def key_track(power: KeyPower, lang: str) -> Table:
    """The base VP of every box of ``power``'s key track; the Auto Win box says so."""
    w = aid_words(lang)
    boxes = range(1, KEY_TRACK_BOXES[power] + 1)
    cells = []
    for k in boxes:
        r = _result(keys={power: k})
        won = any(v.power == power and v.kind == "military" for v in r.automatic)
        cells.append(w("auto_win") if won else str(r.of(power).base))
    return Table(
        w("keys_caption", power=power_name(power, lang)),
        (w("keys"), *(str(k) for k in boxes)),
        ((w("vp"), *cells),),
        # Numbers right-aligned; the Auto Win box, a word, left-aligned under its number.
        numeric=tuple(i for i, c in enumerate(cells, start=1) if c.isdigit()),
    )


def spaces_track(lang: str) -> tuple[list[Table], int | None]:
    """The numbered boxes of the Protestant Spaces Track in parts, and the first number of
    spaces that wins outright (box 50, "Auto Win")."""
    w = aid_words(lang)
    track = []
    religious = None
    for n in range(PROTESTANT_SPACES_AUTO_WIN + 1):
        r = _result(spaces=n)
        if any(v.kind == "religious" for v in r.automatic):
            religious = n
            break
        track.append(
            (
                n,
                (
                    str(_addend_vp(r, "papacy", "papal_track")),
                    str(_addend_vp(r, "protestant", "protestant_track")),
                ),
            )
        )
    runs = _runs(track)
    tables = []
    for i in range(0, len(runs), AID_TRACK_COLUMNS):
        part = runs[i : i + AID_TRACK_COLUMNS]
        first, last = part[0][0].split("\u2013")[0], part[-1][0].split("\u2013")[-1]
        rows = (
            (w("papal"), *(pair[0] for _, pair in part)),
            (w("protestant"), *(pair[1] for _, pair in part)),
        )
        header = (w("spaces"), *(label for label, _ in part))
        tables.append(
            Table(
                w("spaces_caption", part=f"{first}\u2013{last}"),
                header,
                rows,
                numeric=tuple(range(1, len(part) + 1)),
            )
        )
    return tables, religious


def english_home_spaces(lang: str) -> Table:
    w = aid_words(lang)
    spaces = range(len(ENGLISH_HOME_SPACES) + 1)
    runs = _runs(
        [(n, _addend_vp(_result(spaces=n, english=n), "england", "english_home_spaces")) for n in spaces]
    )
    return Table(
        w("england_caption"),
        (w("home_spaces"), *(label for label, _ in runs)),
        ((w("vp"), *(str(vp) for _, vp in runs)),),
        numeric=tuple(range(1, len(runs) + 1)),
    )


def aid(lang: str) -> Report:
    """The key track of each power, the Protestant Spaces Track and the English home spaces."""
    w = aid_words(lang)
    track, religious = spaces_track(lang)
    blocks: list[Block] = [*(key_track(p, lang) for p in KEY_POWERS), *track, english_home_spaces(lang)]
    blocks.append(Note(w("note", n=religious)))
    return Report(title=w("title"), blocks=tuple(blocks))
