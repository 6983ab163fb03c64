"""The Reformation's printable aid: the chance of one attempt for small dice counts, from
``reformation_odds``, the function the calculator resolves an attempt with."""

from __future__ import annotations

from ...report import Note, Report, Table
from .rules import reformation_odds
from .words import aid_words

# NOTE: not a rule: 1 to 6 dice a side, the counts a table fits on a page.
AID_DICE = range(1, 7)


def aid(lang: str) -> Report:
    """One attempt's chance for 1-6 Protestant by 1-6 Papal dice, in and outside the zone."""
    w = aid_words(lang)

    def table(in_zone: bool) -> Table:
        rows = tuple(
            (
                str(protestant),
                *(
                    f"{float(reformation_odds(protestant, papal, in_target_zone=in_zone).success) * 100:.0f}"
                    for papal in AID_DICE
                ),
            )
            for protestant in AID_DICE
        )
        header = (w("corner"), *(str(n) for n in AID_DICE))
        return Table(
            w("in_zone" if in_zone else "outside"), header, rows, numeric=tuple(range(1, len(header)))
        )

    return Report(title=w("title"), blocks=(table(True), table(False), Note(w("note"))))
