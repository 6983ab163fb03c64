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


def _vp(title: Text) -> Text:
    """The form's label of an item entered as VP: «"Коперник", VP»."""
    return {lang: f"{text}, VP" for lang, text in title.items()}


def _event(name: str, title: Text, maximum: int) -> BonusItem:
    """An event card any power may score, entered as VP: «событие "Коперник"» in the breakdown."""
    line = {"ru": f"событие {title['ru']}", "pt": f"evento {title['pt']}", "en": f"{title['en']} event"}
    return BonusItem(name=name, scorers=POWERS, label=_vp(title), line=line, maximum=maximum)


def _markers(title: Text) -> Text:
    """The breakdown's line of a kind of VP marker: «фишки "Хозяин Италии"»."""
    return {"ru": f"фишки {title['ru']}", "pt": f"marcadores {title['pt']}", "en": f"{title['en']} markers"}


def _marker(name: str, title: Text, maximum: int) -> BonusItem:
    """VP markers any power may hold, entered as VP."""
    return BonusItem(name=name, scorers=POWERS, label=_vp(title), line=_markers(title), maximum=maximum)


def _voyages(name: str, title: Text, kind: Text, vp: Mapping[str, int]) -> BonusItem:
    """Successful voyages of one kind to the New World, entered as VP, for the powers that sail
    (``vp``: the VP of each discovery or conquest, each scored once)."""
    line = {
        "ru": f"удачные {kind['ru']} экспедиции",
        "pt": f"viagens de {kind['pt']} bem-sucedidas",
        "en": f"successful voyages of {kind['en']}",
    }
    return BonusItem(
        name=name, scorers=NEW_WORLD_POWERS, label=_vp(title), line=line, maximum=sum(vp.values())
    )


# «Событие «Джулия Гонзага» (1 VP), за которым следует удачное османское пиратство ...».
JULIA_GONZAGA: Final = BonusItem(
    name="julia_gonzaga",
    scorers=(JULIA_GONZAGA_SCORER,),
    label=_vp({"ru": "«Джулия Гонзага»", "pt": "“Júlia Gonzaga”", "en": "Julia Gonzaga"}),
    line={
        "ru": "«Джулия Гонзага» и удачное пиратство в Тирренском море",
        "pt": "“Júlia Gonzaga” e pirataria bem-sucedida no mar Tirreno",
        "en": "Julia Gonzaga and successful piracy in the Tyrrhenian Sea",
    },
    maximum=JULIA_GONZAGA_VP,
)
# «Удачная исследовательская экспедиция».
EXPLORATION: Final = _voyages(
    "exploration",
    {"ru": "Исследования", "pt": "Exploração", "en": "Exploration"},
    {"ru": "исследовательские", "pt": "exploração", "en": "exploration"},
    EXPLORATION_VP,
)
# «Удачная завоевательная экспедиция».
CONQUEST: Final = _voyages(
    "conquest",
    {"ru": "Завоевания", "pt": "Conquista", "en": "Conquest"},
    {"ru": "завоевательные", "pt": "conquista", "en": "conquest"},
    CONQUEST_VP,
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
COPERNICUS: Final = _event(
    "copernicus", {"ru": "«Коперник»", "pt": "“Copérnico”", "en": "Copernicus"}, max(COPERNICUS_VP)
)
SERVETUS: Final = _event(
    "servetus", {"ru": "«Мигель Сервет»", "pt": "“Miguel Serveto”", "en": "Michael Servetus"}, SERVETUS_VP
)
# «Фишка «Победитель в войне», полученная в подфазу мира».
WAR_WINNER: Final = _marker(
    "war_winner",
    {"ru": "«Победитель в войне»", "pt": "“Vencedor da Guerra”", "en": "War Winner"},
    WAR_WINNER_VP_MAX,
)
# «Фишка «Хозяин Италии», полученная в фазу действий».
MASTER_OF_ITALY: Final = _marker(
    "master_of_italy",
    {"ru": "«Хозяин Италии»", "pt": "“Senhor da Itália”", "en": "Master of Italy"},
    MASTER_OF_ITALY_VP_MAX,
)
# 500th edition (sources/here-i-stand.md §5 "Phony War"); not in the seed's list.
PHONY_WAR: Final = BonusItem(
    name="phony_war",
    scorers=POWERS,
    label={"ru": "Фишки «Странная война»", "pt": "Marcadores “Guerra de Mentira”", "en": "Phony War markers"},
    line=_markers({"ru": "«Странная война»", "pt": "“Guerra de Mentira”", "en": "Phony War"}),
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
