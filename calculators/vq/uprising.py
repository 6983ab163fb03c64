"""Virgin Queen: victory through the Catholic uprising (seed 001, «Победа благодаря восстанию католиков»).

«Если испанский игрок в какой-либо момент достигает в восстании английских католиков на 4
«хита» больше, чем английский игрок, Испания немедленно одерживает победу благодаря восстанию
католиков.»  The calculator compares the hits both sides have so far; it does not model the
dice (the seed gives no dice here).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..base import Calculator
from ..i18n import Text, fmt_signed, tr
from ..report import Lines, Note, Report, Summary
from ..spec import Field, IntField
from .data import CATHOLIC_UPRISING_MARGIN, UPRISING_HITS_MAX
from .words import plural_ru

# --- Input ----------------------------------------------------------------------------------------

FIELDS: tuple[Field, ...] = (
    IntField(
        name="spain_hits",
        label={"ru": "«Хиты» Испании в восстании английских католиков", "en": "Spain's hits in the uprising"},
        minimum=0,
        maximum=UPRISING_HITS_MAX,
        default=5,
    ),
    IntField(
        name="england_hits",
        label={
            "ru": "«Хиты» Англии в восстании английских католиков",
            "en": "England's hits in the uprising",
        },
        minimum=0,
        maximum=UPRISING_HITS_MAX,
        default=2,
    ),
)


@dataclass(frozen=True)
class UprisingHits:
    spain_hits: int
    england_hits: int


def parse(clean: dict[str, Any]) -> UprisingHits:
    return UprisingHits(clean["spain_hits"], clean["england_hits"])


# --- Rules ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class UprisingResult:
    hits: UprisingHits
    # Spain's hits minus England's.
    margin: int

    @property
    def spain_wins(self) -> bool:
        # «на 4 «хита» больше, чем английский игрок, Испания немедленно одерживает победу».
        return self.margin >= CATHOLIC_UPRISING_MARGIN

    @property
    def hits_needed(self) -> int:
        """More hits Spain needs for the victory if England scores no more (0 once it has won)."""
        return max(0, CATHOLIC_UPRISING_MARGIN - self.margin)


def compute(hits: UprisingHits) -> UprisingResult:
    return UprisingResult(hits, hits.spain_hits - hits.england_hits)


# --- Output ---------------------------------------------------------------------------------------


def to_json(r: UprisingResult) -> dict[str, Any]:
    return {
        "spain_wins": r.spain_wins,
        "margin": r.margin,
        "hits_needed": r.hits_needed,
        "required_margin": CATHOLIC_UPRISING_MARGIN,
    }


TEXT: Mapping[str, Text] = {
    "title": {"ru": "Победа благодаря восстанию католиков", "en": "Victory through the Catholic uprising"},
    "wins": {
        "ru": (
            "Испания немедленно одерживает победу благодаря восстанию католиков: у неё на {m} "
            "{word} больше, чем у Англии (нужно 4 или больше)."
        ),
        "en": "Spain wins at once through the Catholic uprising: {m} hits more than England (4 or more needed).",
    },
    "not_yet": {
        "ru": "Победы пока нет: Испании нужно ещё {n} {word} (если у Англии новых не прибавится).",
        "en": "No victory yet: Spain needs {n} more hit(s) if England scores no more.",
    },
    "how": {"ru": "Как получен результат", "en": "How the result was reached"},
    "spain": {"ru": "«хиты» Испании: {n}", "en": "Spain's hits: {n}"},
    "england": {"ru": "«хиты» Англии: {n}", "en": "England's hits: {n}"},
    "margin": {
        "ru": "разница (Испания минус Англия): {m}; для победы нужно +4 или больше",
        "en": "margin (Spain minus England): {m}; +4 or more wins",
    },
    "moment": {
        "ru": (
            "Правило действует «в какой-либо момент» восстания: как только разница достигает 4, "
            "Испания побеждает сразу, не дожидаясь конца хода."
        ),
        "en": "The rule applies at any moment of the uprising: once the margin reaches 4, Spain wins at once.",
    },
    "england_ahead": {
        "ru": "Каждый новый «хит» Англии увеличивает нужное Испании число «хитов» на один.",
        "en": "Each further English hit raises the hits Spain needs by one.",
    },
}


def report(r: UprisingResult, lang: str) -> Report:
    def t(key: str, **kw: Any) -> str:
        return tr(TEXT[key], lang).format(**kw)

    if r.spain_wins:
        summary = Summary(
            t("wins", m=r.margin, word=plural_ru(r.margin, "«хит»", "«хита»", "«хитов»")), "success"
        )
    else:
        word = plural_ru(r.hits_needed, "«хит»", "«хита»", "«хитов»")
        summary = Summary(t("not_yet", n=r.hits_needed, word=word))
    lines = Lines(
        t("how"),
        (
            t("spain", n=r.hits.spain_hits),
            t("england", n=r.hits.england_hits),
            t("margin", m=fmt_signed(r.margin)),
        ),
    )
    notes = [Note(t("moment"))]
    if not r.spain_wins:
        notes.append(Note(t("england_ahead")))
    return Report(title=t("title"), blocks=(summary, lines, *notes))


CATHOLIC_UPRISING: Calculator[UprisingHits, UprisingResult] = Calculator(
    id="vq.catholic_uprising",
    title=TEXT["title"],
    fields=FIELDS,
    parse=parse,
    compute=compute,
    to_json=to_json,
    report=report,
    languages=("ru",),
)
