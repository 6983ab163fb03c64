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
from ..words import DEBATER_NAMES_RU


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


def _debaters(
    name: str, scorer: Power, debaters: Mapping[str, int], label: Text, line: Text
) -> tuple[BonusItem, ...]:
    """One item per debate rating: how many debaters of that rating (names in the help)."""
    items = []
    for rating in DEBATE_RATINGS:
        names = [debater for debater, value in debaters.items() if value == rating]
        items.append(
            BonusItem(
                name=f"{name}_rating_{rating}",
                scorers=(scorer,),
                label={"ru": f"{label['ru']}, рейтинг {rating}", "en": f"{label['en']} rated {rating}"},
                line={"ru": f"{line['ru']} с рейтингом {rating}", "en": f"{line['en']} rated {rating}"},
                maximum=len(names),
                vp_each=rating,
                unit="count",
                help={"ru": ", ".join(DEBATER_NAMES_RU[n] for n in names), "en": ", ".join(names)},
            )
        )
    return tuple(items)


# «Событие «Джулия Гонзага» (1 VP), за которым следует удачное османское пиратство ...».
JULIA_GONZAGA: Final = BonusItem(
    name="julia_gonzaga",
    scorers=(JULIA_GONZAGA_SCORER,),
    label={"ru": "«Джулия Гонзага», VP", "en": "Julia Gonzaga, VP"},
    line={
        "ru": "«Джулия Гонзага» и удачное пиратство в Тирренском море",
        "en": "Julia Gonzaga and successful piracy in the Tyrrhenian Sea",
    },
    maximum=JULIA_GONZAGA_VP,
)
# «Удачная исследовательская экспедиция».
EXPLORATION: Final = BonusItem(
    name="exploration",
    scorers=NEW_WORLD_POWERS,
    label={"ru": "Исследования, VP", "en": "Exploration, VP"},
    line={"ru": "удачные исследовательские экспедиции", "en": "successful voyages of exploration"},
    maximum=sum(EXPLORATION_VP.values()),
)
# «Удачная завоевательная экспедиция».
CONQUEST: Final = BonusItem(
    name="conquest",
    scorers=NEW_WORLD_POWERS,
    label={"ru": "Завоевания, VP", "en": "Conquest, VP"},
    line={"ru": "удачные завоевательные экспедиции", "en": "successful voyages of conquest"},
    maximum=sum(CONQUEST_VP.values()),
)
# «Сожжён протестантский богослов (1 за каждую единицу рейтинга богослова)» (to the Papacy).
BURNED: Final = _debaters(
    "burned",
    BURNED_DEBATERS_SCORER,
    PROTESTANT_DEBATERS,
    label={"ru": "Сожжённые богословы", "en": "Burned Protestant debaters"},
    line={"ru": "сожжённые протестантские богословы", "en": "Burned Protestant debaters"},
)
# «Опозорен папский богослов (1 за каждую единицу рейтинга богослова)» (to the Protestant).
DISGRACED: Final = _debaters(
    "disgraced",
    DISGRACED_DEBATERS_SCORER,
    PAPAL_DEBATERS,
    label={"ru": "Опозоренные богословы", "en": "Disgraced Papal debaters"},
    line={"ru": "опозоренные папские богословы", "en": "Disgraced Papal debaters"},
)
# «Завершение перевода Библии (1 VP за каждый язык)».
BIBLE: Final = BonusItem(
    name="bible_translations",
    scorers=(BIBLE_TRANSLATION_SCORER,),
    label={"ru": "Переводы Библии, языков", "en": "Bible translations, languages"},
    line={"ru": "завершённые переводы Библии", "en": "Bible translations completed"},
    maximum=len(BIBLE_LANGUAGES),
    unit="count",
)
# «События «Коперник» (2 VP) или «Мигель Сервет» (1 VP)»; 500th edition: Copernicus 1 or 2
# (2 if at least half of the playing power's home spaces are Protestant, sources/here-i-stand.md §5).
COPERNICUS: Final = BonusItem(
    name="copernicus",
    scorers=POWERS,
    label={"ru": "«Коперник», VP", "en": "Copernicus, VP"},
    line={"ru": "событие «Коперник»", "en": "Copernicus event"},
    maximum=max(COPERNICUS_VP),
)
SERVETUS: Final = BonusItem(
    name="servetus",
    scorers=POWERS,
    label={"ru": "«Мигель Сервет», VP", "en": "Michael Servetus, VP"},
    line={"ru": "событие «Мигель Сервет»", "en": "Michael Servetus event"},
    maximum=SERVETUS_VP,
)
# «Фишка «Победитель в войне», полученная в подфазу мира».
WAR_WINNER: Final = BonusItem(
    name="war_winner",
    scorers=POWERS,
    label={"ru": "«Победитель в войне», VP", "en": "War Winner, VP"},
    line={"ru": "фишки «Победитель в войне»", "en": "War Winner markers"},
    maximum=WAR_WINNER_VP_MAX,
)
# «Фишка «Хозяин Италии», полученная в фазу действий».
MASTER_OF_ITALY: Final = BonusItem(
    name="master_of_italy",
    scorers=POWERS,
    label={"ru": "«Хозяин Италии», VP", "en": "Master of Italy, VP"},
    line={"ru": "фишки «Хозяин Италии»", "en": "Master of Italy markers"},
    maximum=MASTER_OF_ITALY_VP_MAX,
)
# 500th edition (sources/here-i-stand.md §5 "Phony War"); not in the seed's list.
PHONY_WAR: Final = BonusItem(
    name="phony_war",
    scorers=POWERS,
    label={"ru": "«Странная война», фишек", "en": "Phony War markers"},
    line={"ru": "фишки «Странная война»", "en": "Phony War markers"},
    maximum=len(PHONY_WAR_MINORS),
    vp_each=PHONY_WAR_VP,
    unit="count",
    help={"ru": f"{fmt_signed(PHONY_WAR_VP)} VP за каждую", "en": f"{fmt_signed(PHONY_WAR_VP)} VP each"},
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
