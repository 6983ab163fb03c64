"""Victory through the Catholic uprising: the rule (sources/seeds/vq-victory.txt «Победа благодаря
восстанию католиков»).

«Если испанский игрок в какой-либо момент достигает в восстании английских католиков на 4
«хита» больше, чем английский игрок, Испания немедленно одерживает победу благодаря восстанию
католиков.»  The calculator compares the hits both sides have so far; it does not model the
dice (the seed gives no dice here).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..data import CATHOLIC_UPRISING_MARGIN


@dataclass(frozen=True)
class UprisingHits:
    spain_hits: int
    england_hits: int

    @property
    def margin(self) -> int:
        """Spain's hits minus England's."""
        return self.spain_hits - self.england_hits


@dataclass(frozen=True)
class UprisingResult:
    hits: UprisingHits

    @property
    def spain_wins(self) -> bool:
        # «на 4 «хита» больше, чем английский игрок, Испания немедленно одерживает победу».
        return self.hits.margin >= CATHOLIC_UPRISING_MARGIN

    @property
    def hits_needed(self) -> int:
        """More hits Spain needs for the victory if England scores no more (0 once it has won)."""
        return max(0, CATHOLIC_UPRISING_MARGIN - self.hits.margin)


def compute(hits: UprisingHits) -> UprisingResult:
    return UprisingResult(hits)
