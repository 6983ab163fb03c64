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
                label={
                    "ru": f"{label['ru']}, рейтинг {rating}",
                    "pt": f"{label['pt']}, valor {rating}",
                    "en": f"{label['en']} rated {rating}",
                },
                line={
                    "ru": f"{line['ru']} с рейтингом {rating}",
                    "pt": f"{line['pt']} com valor de debate {rating}",
                    "en": f"{line['en']} rated {rating}",
                },
                maximum=len(names),
                vp_each=rating,
                unit="count",
                help={lang: ", ".join(debater_name(n, lang) for n in names) for lang in ("ru", "pt", "en")},
            )
        )
    return tuple(items)


# «Событие «Джулия Гонзага» (1 VP), за которым следует удачное османское пиратство ...».
JULIA_GONZAGA: Final = BonusItem(
    name="julia_gonzaga",
    scorers=(JULIA_GONZAGA_SCORER,),
    label={"ru": "«Джулия Гонзага», VP", "pt": "“Júlia Gonzaga”, VP", "en": "Julia Gonzaga, VP"},
    line={
        "ru": "«Джулия Гонзага» и удачное пиратство в Тирренском море",
        "pt": "“Júlia Gonzaga” e pirataria bem-sucedida no mar Tirreno",
        "en": "Julia Gonzaga and successful piracy in the Tyrrhenian Sea",
    },
    maximum=JULIA_GONZAGA_VP,
)
# «Удачная исследовательская экспедиция».
EXPLORATION: Final = BonusItem(
    name="exploration",
    scorers=NEW_WORLD_POWERS,
    label={"ru": "Исследования, VP", "pt": "Exploração, VP", "en": "Exploration, VP"},
    line={
        "ru": "удачные исследовательские экспедиции",
        "pt": "viagens de exploração bem-sucedidas",
        "en": "successful voyages of exploration",
    },
    maximum=sum(EXPLORATION_VP.values()),
)
# «Удачная завоевательная экспедиция».
CONQUEST: Final = BonusItem(
    name="conquest",
    scorers=NEW_WORLD_POWERS,
    label={"ru": "Завоевания, VP", "pt": "Conquista, VP", "en": "Conquest, VP"},
    line={
        "ru": "удачные завоевательные экспедиции",
        "pt": "viagens de conquista bem-sucedidas",
        "en": "successful voyages of conquest",
    },
    maximum=sum(CONQUEST_VP.values()),
)
# «Сожжён протестантский богослов (1 за каждую единицу рейтинга богослова)» (to the Papacy).
BURNED: Final = _debaters(
    "burned",
    BURNED_DEBATERS_SCORER,
    PROTESTANT_DEBATERS,
    label={"ru": "Сожжённые богословы", "pt": "Debatedores queimados", "en": "Burned Protestant debaters"},
    line={
        "ru": "сожжённые протестантские богословы",
        "pt": "debatedores protestantes queimados",
        "en": "Burned Protestant debaters",
    },
)
# «Опозорен папский богослов (1 за каждую единицу рейтинга богослова)» (to the Protestant).
DISGRACED: Final = _debaters(
    "disgraced",
    DISGRACED_DEBATERS_SCORER,
    PAPAL_DEBATERS,
    label={"ru": "Опозоренные богословы", "pt": "Debatedores desonrados", "en": "Disgraced Papal debaters"},
    line={
        "ru": "опозоренные папские богословы",
        "pt": "debatedores papais desonrados",
        "en": "Disgraced Papal debaters",
    },
)
# «Завершение перевода Библии (1 VP за каждый язык)».
BIBLE: Final = BonusItem(
    name="bible_translations",
    scorers=(BIBLE_TRANSLATION_SCORER,),
    label={
        "ru": "Завершённые переводы Библии (языков)",
        "pt": "Traduções da Bíblia concluídas (idiomas)",
        "en": "Bible translations completed (languages)",
    },
    line={
        "ru": "завершённые переводы Библии",
        "pt": "traduções da Bíblia concluídas",
        "en": "Bible translations completed",
    },
    maximum=len(BIBLE_LANGUAGES),
    unit="count",
)
# «События «Коперник» (2 VP) или «Мигель Сервет» (1 VP)»; 500th edition: Copernicus 1 or 2
# (2 if at least half of the playing power's home spaces are Protestant, sources/here-i-stand.md §5).
COPERNICUS: Final = BonusItem(
    name="copernicus",
    scorers=POWERS,
    label={"ru": "«Коперник», VP", "pt": "“Copérnico”, VP", "en": "Copernicus, VP"},
    line={"ru": "событие «Коперник»", "pt": "evento “Copérnico”", "en": "Copernicus event"},
    maximum=max(COPERNICUS_VP),
)
SERVETUS: Final = BonusItem(
    name="servetus",
    scorers=POWERS,
    label={"ru": "«Мигель Сервет», VP", "pt": "“Miguel Serveto”, VP", "en": "Michael Servetus, VP"},
    line={"ru": "событие «Мигель Сервет»", "pt": "evento “Miguel Serveto”", "en": "Michael Servetus event"},
    maximum=SERVETUS_VP,
)
# «Фишка «Победитель в войне», полученная в подфазу мира».
WAR_WINNER: Final = BonusItem(
    name="war_winner",
    scorers=POWERS,
    label={"ru": "«Победитель в войне», VP", "pt": "“Vencedor da Guerra”, VP", "en": "War Winner, VP"},
    line={
        "ru": "фишки «Победитель в войне»",
        "pt": "marcadores “Vencedor da Guerra”",
        "en": "War Winner markers",
    },
    maximum=WAR_WINNER_VP_MAX,
)
# «Фишка «Хозяин Италии», полученная в фазу действий».
MASTER_OF_ITALY: Final = BonusItem(
    name="master_of_italy",
    scorers=POWERS,
    label={"ru": "«Хозяин Италии», VP", "pt": "“Senhor da Itália”, VP", "en": "Master of Italy, VP"},
    line={
        "ru": "фишки «Хозяин Италии»",
        "pt": "marcadores “Senhor da Itália”",
        "en": "Master of Italy markers",
    },
    maximum=MASTER_OF_ITALY_VP_MAX,
)
# 500th edition (sources/here-i-stand.md §5 "Phony War"); not in the seed's list.
PHONY_WAR: Final = BonusItem(
    name="phony_war",
    scorers=POWERS,
    label={"ru": "Фишки «Странная война»", "pt": "Marcadores “Guerra de Mentira”", "en": "Phony War markers"},
    line={"ru": "фишки «Странная война»", "pt": "marcadores “Guerra de Mentira”", "en": "Phony War markers"},
    maximum=len(PHONY_WAR_MINORS),
    vp_each=PHONY_WAR_VP,
    unit="count",
    # The English name once, to match the counter, in brackets as the other printed names
    # (sources/here-i-stand.md §5 "Phony War").
    help={
        "ru": f"{fmt_signed(PHONY_WAR_VP)} VP за каждую [Phony War]",
        "pt": f"{fmt_signed(PHONY_WAR_VP)} VP por marcador [Phony War]",
        "en": f"{fmt_signed(PHONY_WAR_VP)} VP each",
    },
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
