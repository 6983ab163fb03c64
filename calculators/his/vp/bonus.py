"""The seed's list of bonus VP as inputs (sources/seeds/his-victory.txt «Бонусные»).

Each item says who may score it (sources/here-i-stand.md §5), how many of it a game can hold,
and what one is worth; the form asks for each item a power may score, the rules add
``n × vp_each``, and the breakdown names it with ``line``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final, Literal

from ...i18n import Text, fmt_signed
from ..data import (
    BIBLE_LANGUAGES,
    BIBLE_TRANSLATION_SCORER,
    BURNED_DEBATERS_SCORER,
    CONQUEST_VP,
    COPERNICUS_VP,
    DEBATE_RATINGS,
    DISGRACED_DEBATERS_SCORER,
    EXPLORATION_VP,
    JULIA_GONZAGA_SCORER,
    JULIA_GONZAGA_VP,
    MASTER_OF_ITALY_VP_MAX,
    NEW_WORLD_POWERS,
    PAPAL_DEBATERS,
    PHONY_WAR_MINORS,
    PHONY_WAR_VP,
    POWERS,
    PROTESTANT_DEBATERS,
    SERVETUS_VP,
    WAR_WINNER_VP_MAX,
    Power,
)
from ..words import debater_name
from .labels import bonus_text


@dataclass(frozen=True)
class BonusItem:
    """One line of the seed's bonus list, as an input: ``count`` × ``vp_each`` VP."""

    name: str
    scorers: tuple[Power, ...]  # the powers that may score it
    label: Text  # in the form
    line: Text  # in the breakdown
    maximum: int
    vp_each: int = 1
    # "vp": the player enters VP directly; "count": the player counts markers or debaters.
    unit: Literal["vp", "count"] = "vp"
    help: Text | None = None


def _debaters(name: str, scorer: Power, debaters: Mapping[str, int]) -> tuple[BonusItem, ...]:
    """One item per debate rating: how many debaters of that rating (names in the help)."""
    items = []
    for rating in DEBATE_RATINGS:
        names = [debater for debater, value in debaters.items() if value == rating]
        items.append(
            BonusItem(
                name=f"{name}_rating_{rating}",
                scorers=(scorer,),
                label=bonus_text("rated", title=bonus_text(name), rating=rating),
                line=bonus_text("rated.line", line=bonus_text(f"{name}.line"), rating=rating),
                maximum=len(names),
                vp_each=rating,
                unit="count",
                help={lang: ", ".join(debater_name(n, lang) for n in names) for lang in ("ru", "pt", "en")},
            )
        )
    return tuple(items)


def _vp(name: str) -> Text:
    """The form's label of an item entered as VP: «"Коперник", VP»."""
    return bonus_text("vp", title=bonus_text(name))


def _event(name: str, maximum: int) -> BonusItem:
    """An event card any power may score, entered as VP: «событие "Коперник"» in the breakdown."""
    line = bonus_text("event", title=bonus_text(name))
    return BonusItem(name=name, scorers=POWERS, label=_vp(name), line=line, maximum=maximum)


def _markers(name: str) -> Text:
    """The breakdown's line of a kind of VP marker: «фишки "Хозяин Италии"»."""
    return bonus_text("markers", title=bonus_text(name))


def _marker(name: str, maximum: int) -> BonusItem:
    """VP markers any power may hold, entered as VP."""
    return BonusItem(name=name, scorers=POWERS, label=_vp(name), line=_markers(name), maximum=maximum)


def _voyages(name: str, vp: Mapping[str, int]) -> BonusItem:
    """Successful voyages of one kind to the New World, entered as VP, for the powers that sail
    (``vp``: the VP of each discovery or conquest, each scored once)."""
    line = bonus_text("voyages", kind=bonus_text(f"{name}.kind"))
    return BonusItem(
        name=name, scorers=NEW_WORLD_POWERS, label=_vp(name), line=line, maximum=sum(vp.values())
    )


# «Событие «Джулия Гонзага» (1 VP), за которым следует удачное османское пиратство ...».
JULIA_GONZAGA: Final = BonusItem(
    name="julia_gonzaga",
    scorers=(JULIA_GONZAGA_SCORER,),
    label=_vp("julia_gonzaga"),
    line=bonus_text("julia_gonzaga.line"),
    maximum=JULIA_GONZAGA_VP,
)
# «Удачная исследовательская экспедиция».
EXPLORATION: Final = _voyages("exploration", EXPLORATION_VP)
# «Удачная завоевательная экспедиция».
CONQUEST: Final = _voyages("conquest", CONQUEST_VP)
# «Сожжён протестантский богослов (1 за каждую единицу рейтинга богослова)» (to the Papacy).
BURNED: Final = _debaters("burned", BURNED_DEBATERS_SCORER, PROTESTANT_DEBATERS)
# «Опозорен папский богослов (1 за каждую единицу рейтинга богослова)» (to the Protestant).
DISGRACED: Final = _debaters("disgraced", DISGRACED_DEBATERS_SCORER, PAPAL_DEBATERS)
# «Завершение перевода Библии (1 VP за каждый язык)».
BIBLE: Final = BonusItem(
    name="bible_translations",
    scorers=(BIBLE_TRANSLATION_SCORER,),
    label=bonus_text("bible_translations"),
    line=bonus_text("bible_translations.line"),
    maximum=len(BIBLE_LANGUAGES),
    unit="count",
)
# «События «Коперник» (2 VP) или «Мигель Сервет» (1 VP)»; 500th edition: Copernicus 1 or 2
# (2 if at least half of the playing power's home spaces are Protestant, sources/here-i-stand.md §5).
COPERNICUS: Final = _event("copernicus", max(COPERNICUS_VP))
SERVETUS: Final = _event("servetus", SERVETUS_VP)
# «Фишка «Победитель в войне», полученная в подфазу мира».
WAR_WINNER: Final = _marker("war_winner", WAR_WINNER_VP_MAX)
# «Фишка «Хозяин Италии», полученная в фазу действий».
MASTER_OF_ITALY: Final = _marker("master_of_italy", MASTER_OF_ITALY_VP_MAX)
# 500th edition (sources/here-i-stand.md §5 "Phony War"); not in the seed's list.
PHONY_WAR: Final = BonusItem(
    name="phony_war",
    scorers=POWERS,
    label=bonus_text("phony_war.label"),
    line=_markers("phony_war"),
    maximum=len(PHONY_WAR_MINORS),
    vp_each=PHONY_WAR_VP,
    unit="count",
    help=bonus_text("phony_war.help", vp=fmt_signed(PHONY_WAR_VP)),
)

# The list in the order the form shows it; each power gets the items it may score.
BONUS_LIST: Final = (
    JULIA_GONZAGA,
    EXPLORATION,
    CONQUEST,
    *BURNED,
    *DISGRACED,
    BIBLE,
    COPERNICUS,
    SERVETUS,
    WAR_WINNER,
    MASTER_OF_ITALY,
    PHONY_WAR,
)
BONUS_ITEMS: Final[Mapping[Power, tuple[BonusItem, ...]]] = {
    power: tuple(item for item in BONUS_LIST if power in item.scorers) for power in POWERS
}


def bonus_item(power: Power, name: str) -> BonusItem:
    return next(item for item in BONUS_ITEMS[power] if item.name == name)
