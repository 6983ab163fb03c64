"""The printable aid of ``juizes.income``: what a Vila and a Cidade with 0-3 developments yield,
by terrain and when taxed (only a Cidade is developed: sources/juizes.md §1.8).  Every value
comes out of ``settlement_value`` and ``compute``, the rules the calculator applies."""

from __future__ import annotations

from ...report import Note, Report, Table
from ..data import DOWRY_ROUND, PER_DEVELOPMENT, SettlementKind
from .rules import IncomeInput, Settlement, Tax, compute, settlement_value
from .words import aid_words, words

# NOTE: not a rule: the developments of a Cidade a table fits on a page.  A Vila has none
# (sources/juizes.md §1.8).
AID_DEVELOPMENTS: dict[SettlementKind, range] = {"village": range(0, 1), "city": range(0, 4)}
# The terrains of the table's columns.
TERRAINS: tuple[dict[str, bool], ...] = (
    {},
    {"plenty": True},
    {"famine": True},
    {"plenty": True, "famine": True},
)

_HOLDER = "A"
_TAXER = "B"
_REGION = "R"
# A round with no dowry: the values alone.
_ROUND = DOWRY_ROUND + 1


def _settlement(kind: SettlementKind, developments: int, **flags: bool) -> Settlement:
    flags = {"plenty": False, "famine": False, "besieged": False} | flags
    return Settlement(region=_REGION, kind=kind, developments=developments, holder=_HOLDER, **flags)


def _income(round_: int, settlements: tuple[Settlement, ...], taxed: bool = False) -> dict[str, int]:
    """Each player's income from ``compute`` for a one-region position."""
    taxes = (Tax(_TAXER, _REGION),) if taxed else ()
    r = compute(IncomeInput(round_, {_HOLDER: 0, _TAXER: 0}, settlements, taxes))
    return {p.name: p.income for p in r.players}


def aid(lang: str) -> Report:
    """What a Vila and a Cidade with 0-3 developments yield, by terrain and when taxed."""
    w = aid_words(lang)
    kinds = words(lang)
    rows = []
    for kind, developments in AID_DEVELOPMENTS.items():
        for dev in developments:
            values = [settlement_value(0, _settlement(kind, dev, **flags)).value for flags in TERRAINS]
            taxed = _income(_ROUND, (_settlement(kind, dev),), taxed=True)[_TAXER]
            rows.append((kinds(f"kind_{kind}"), str(dev), *(str(v) for v in values), str(taxed)))
    siege = _income(_ROUND, (_settlement("city", 0, besieged=True),), taxed=True)
    dowry = _income(DOWRY_ROUND, ())[_HOLDER]
    header = tuple(
        w(k) for k in ("settlement", "developments", "normal", "plenty", "famine", "both", "taxed")
    )
    return Report(
        title=w("title"),
        blocks=(
            Table(w("caption"), header, tuple(rows), numeric=(1, 2, 3, 4, 5, 6)),
            Note(w("city_only", coins=kinds.count(PER_DEVELOPMENT, "coin"))),
            Note(w("taxed_note")),
            Note(w("siege", coins=kinds.count(max(siege.values()), "coin"))),
            Note(w("dowry", coins=kinds.count(dowry, "coin"))),
        ),
    )
