"""Here I Stand: victory points of the six powers (seed 000, «23.2. Победные очки (VP)»).

«Текущие VP державы складываются из её базовых, специальных и бонусных VP.»  Each addend is
recorded as an :class:`Addend` when it is applied; a power's base, special, bonus and total
are sums of those records, and the report renders them without recomputing anything.

Input (JSON contract of issue 3, extra keys are optional)::

    {"protestant_spaces": 0-50, "schmalkaldic_league": bool,
     "powers": {"ottoman": {"keys", "keys_in_unrest", "piracy_vp"},
                "hapsburg": {"keys", "keys_in_unrest", "electorates"},
                "england": {"keys", "keys_in_unrest", "heir": "none"|"elizabeth"|"edward",
                            "protestant_home_spaces"},
                "france": {"keys", "keys_in_unrest", "chateaux_vp"},
                "papacy": {"keys", "keys_in_unrest", "st_peters_vp"},
                "protestant": {"electorates"}},
     "bonus": {"<power>": {"<item>": n, ...}, ...}}        # optional, item by item

``bonus`` is optional, and so is each power and each item in it (missing = 0).  The items
follow the seed's list «Бонусные» (see :data:`BONUS_ITEMS` for who may score which):
``burned_rating_1..4`` (Papacy: Protestant debaters burned, by debate rating),
``disgraced_rating_1..4`` (Protestant: Papal debaters disgraced), ``exploration`` and
``conquest`` (VP; Hapsburg, England, France), ``copernicus`` (0-2 VP), ``servetus`` (0-1),
``julia_gonzaga`` (Ottoman, 0-1), ``war_winner`` and ``master_of_italy`` (VP on the markers),
``bible_translations`` (Protestant, 0-3 languages), ``phony_war`` (markers, -1 VP each).

Output::

    {"powers": {"<power>": {"base", "special", "bonus", "total", "breakdown": [...]}},
     "automatic_victory": null | {"power", "kind": "military"|"religious"},
     "automatic_victories": [...every one flagged...]}

Known limits: the calculator takes the players' counts as given (keys in unrest, spaces on
the track); it does not know the map.  The Tournament scenario's 23-VP threshold and the
3-5 player adjustments are not covered (ref §6: unconfirmed).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal, TypeAlias

from ..base import Calculator, Preset
from ..errors import InputError, InputErrors
from ..i18n import Text, fmt_signed, tr
from ..report import Lines, Note, Report, Summary, Table
from ..spec import JSON, BoolField, ChoiceField, Field, GroupField, IntField, Option, validate
from .data import (
    BIBLE_LANGUAGES,
    CHATEAUX_VP_MAX,
    CONQUEST_VP,
    COPERNICUS_VP,
    DEBATE_RATINGS,
    ELECTORATES,
    ENGLISH_HOME_SPACES,
    ENGLISH_HOME_SPACES_PER_VP,
    EXPLORATION_VP,
    HAPSBURG_VP_PER_ELECTORATE,
    HEIR_VP,
    JULIA_GONZAGA_VP,
    KEY_SPACES,
    KEY_TRACK_BOXES,
    KEY_TRACK_VP,
    MASTER_OF_ITALY_VP_MAX,
    NEW_WORLD_POWERS,
    PAPAL_DEBATERS,
    PHONY_WAR_MINORS,
    PHONY_WAR_VP,
    PIRACY_VP_MAX,
    PROTESTANT_DEBATERS,
    PROTESTANT_SPACES_AUTO_WIN,
    PROTESTANT_SPACES_TRACK,
    PROTESTANT_VP_PER_ELECTORATE,
    SERVETUS_VP,
    ST_PETERS_VP_MAX,
    STANDARD_VICTORY_VP,
    START_1517_KEYS,
    WAR_WINNER_VP_MAX,
)

# --- Terms ----------------------------------------------------------------------------------

Power: TypeAlias = Literal["ottoman", "hapsburg", "england", "france", "papacy", "protestant"]
KeyPower: TypeAlias = Literal["ottoman", "hapsburg", "england", "france", "papacy"]
Heir: TypeAlias = Literal["none", "elizabeth", "edward"]
Part: TypeAlias = Literal["base", "special", "bonus"]
VictoryKind: TypeAlias = Literal["military", "religious"]

POWERS: Final[tuple[Power, ...]] = ("ottoman", "hapsburg", "england", "france", "papacy", "protestant")
KEY_POWERS: Final[tuple[KeyPower, ...]] = ("ottoman", "hapsburg", "england", "france", "papacy")
PARTS: Final[tuple[Part, ...]] = ("base", "special", "bonus")

# Power names as in the seed.
POWER_NAMES: Final[Mapping[Power, Text]] = {
    "ottoman": {"ru": "Османы", "en": "Ottoman"},
    "hapsburg": {"ru": "Габсбурги", "en": "Hapsburg"},
    "england": {"ru": "Англия", "en": "England"},
    "france": {"ru": "Франция", "en": "France"},
    "papacy": {"ru": "Папство", "en": "Papacy"},
    "protestant": {"ru": "Протестанты", "en": "Protestant"},
}


def power_name(power: Power, lang: str) -> str:
    return tr(POWER_NAMES[power], lang)


def plural(n: int, lang: str, ru: tuple[str, str, str], en: tuple[str, str]) -> str:
    """``n`` with its noun: Russian one / few / many forms, English singular / plural."""
    if lang != "ru":
        return f"{n} {en[0] if abs(n) == 1 else en[1]}"
    tail, tens = abs(n) % 10, abs(n) % 100
    if tail == 1 and tens != 11:
        form = ru[0]
    elif 2 <= tail <= 4 and not 12 <= tens <= 14:
        form = ru[1]
    else:
        form = ru[2]
    return f"{n} {form}"


# --- Bonus items (seed 000 «Бонусные») -------------------------------------------------------


@dataclass(frozen=True)
class BonusItem:
    """One line of the seed's bonus list, as an input: ``count`` × ``vp_each`` VP."""

    name: str
    label: Text  # in the form
    line: Text  # in the breakdown
    maximum: int
    vp_each: int = 1
    # "vp": the player enters VP directly; "count": the player counts markers or debaters.
    unit: Literal["vp", "count"] = "vp"
    help: Text | None = None


# Russian names of the debaters (ref §5, debate values on the counters).
DEBATER_NAMES_RU: Final[Mapping[str, str]] = {
    "Carlstadt": "Карлштадт",
    "Olivetan": "Оливетан",
    "Latimer": "Латимер",
    "Wishart": "Уишарт",
    "Bucer": "Буцер",
    "Oekolampadius": "Эколампадий",
    "Bullinger": "Буллингер",
    "Farel": "Фарель",
    "Cop": "Коп",
    "Tyndale": "Тиндейл",
    "Coverdale": "Ковердейл",
    "Melanchthon": "Меланхтон",
    "Zwingli": "Цвингли",
    "Cranmer": "Кранмер",
    "Knox": "Нокс",
    "Luther": "Лютер",
    "Calvin": "Кальвин",
    "Tetzel": "Тецель",
    "Cajetan": "Каэтан",
    "Campeggio": "Кампеджо",
    "Aleander": "Алеандр",
    "Contarini": "Контарини",
    "Caraffa": "Караффа",
    "Eck": "Экк",
    "Pole": "Поул",
    "Faber": "Фабер",
    "Canisius": "Канизий",
    "Gardiner": "Гардинер",
    "Loyola": "Лойола",
}

NEW_WORLD_NAMES_RU: Final[Mapping[str, str]] = {
    "St. Lawrence River": "река Святого Лаврентия",
    "Great Lakes": "Великие озёра",
    "Mississippi River": "Миссисипи",
    "Amazon River": "Амазонка",
    "Pacific Strait": "Тихоокеанский пролив",
    "Circumnavigation": "кругосветное плавание",
    "Maya": "майя",
    "Aztec": "ацтеки",
    "Inca": "инки",
}


def _debater_item(
    prefix: str, rating: int, debaters: Mapping[str, int], line: Text, label_ru: str
) -> BonusItem:
    names = [name for name, value in debaters.items() if value == rating]
    return BonusItem(
        name=f"{prefix}_rating_{rating}",
        label={"ru": f"{label_ru}, рейтинг {rating}", "en": f"{line['en']} rated {rating}"},
        line={
            lang: f"{text} с рейтингом {rating}" if lang == "ru" else f"{text} rated {rating}"
            for lang, text in line.items()
        },
        maximum=len(names),
        vp_each=rating,
        unit="count",
        help={"ru": ", ".join(DEBATER_NAMES_RU[n] for n in names), "en": ", ".join(names)},
    )


def _new_world_list(table: Mapping[str, int]) -> Text:
    return {
        "ru": ", ".join(f"{NEW_WORLD_NAMES_RU[k]} {v}" for k, v in table.items()),
        "en": ", ".join(f"{k} {v}" for k, v in table.items()),
    }


# Seed: «Сожжён протестантский богослов (1 за каждую единицу рейтинга богослова)» (to the Papacy).
BURNED: Final = tuple(
    _debater_item(
        "burned",
        r,
        PROTESTANT_DEBATERS,
        {"ru": "сожжённые протестантские богословы", "en": "Burned Protestant debaters"},
        "Сожжённые богословы",
    )
    for r in DEBATE_RATINGS
)
# Seed: «Опозорен папский богослов (1 за каждую единицу рейтинга богослова)» (to the Protestant).
DISGRACED: Final = tuple(
    _debater_item(
        "disgraced",
        r,
        PAPAL_DEBATERS,
        {"ru": "опозоренные папские богословы", "en": "Disgraced Papal debaters"},
        "Опозоренные богословы",
    )
    for r in DEBATE_RATINGS
)
# Seed: «Удачная исследовательская экспедиция».
EXPLORATION: Final = BonusItem(
    name="exploration",
    label={"ru": "Исследования, VP", "en": "Exploration, VP"},
    line={"ru": "удачные исследовательские экспедиции", "en": "successful voyages of exploration"},
    maximum=sum(EXPLORATION_VP.values()),
)
# Seed: «Удачная завоевательная экспедиция».
CONQUEST: Final = BonusItem(
    name="conquest",
    label={"ru": "Завоевания, VP", "en": "Conquest, VP"},
    line={"ru": "удачные завоевательные экспедиции", "en": "successful voyages of conquest"},
    maximum=sum(CONQUEST_VP.values()),
)
# Seed: «События «Коперник» (2 VP) или «Мигель Сервет» (1 VP)»; 500th edition: Copernicus 1
# or 2 (2 if at least half of the playing power's home spaces are Protestant, ref §5).
COPERNICUS: Final = BonusItem(
    name="copernicus",
    label={"ru": "«Коперник», VP", "en": "Copernicus, VP"},
    line={"ru": "событие «Коперник»", "en": "Copernicus event"},
    maximum=max(COPERNICUS_VP),
)
SERVETUS: Final = BonusItem(
    name="servetus",
    label={"ru": "«Мигель Сервет», VP", "en": "Michael Servetus, VP"},
    line={"ru": "событие «Мигель Сервет»", "en": "Michael Servetus event"},
    maximum=SERVETUS_VP,
)
# Seed: «Событие «Джулия Гонзага» (1 VP), за которым следует удачное османское пиратство ...».
JULIA_GONZAGA: Final = BonusItem(
    name="julia_gonzaga",
    label={"ru": "«Джулия Гонзага», VP", "en": "Julia Gonzaga, VP"},
    line={
        "ru": "«Джулия Гонзага» и удачное пиратство в Тирренском море",
        "en": "Julia Gonzaga and successful piracy in the Tyrrhenian Sea",
    },
    maximum=JULIA_GONZAGA_VP,
)
# Seed: «Фишка «Победитель в войне», полученная в подфазу мира».
WAR_WINNER: Final = BonusItem(
    name="war_winner",
    label={"ru": "«Победитель в войне», VP", "en": "War Winner, VP"},
    line={"ru": "фишки «Победитель в войне»", "en": "War Winner markers"},
    maximum=WAR_WINNER_VP_MAX,
)
# Seed: «Фишка «Хозяин Италии», полученная в фазу действий».
MASTER_OF_ITALY: Final = BonusItem(
    name="master_of_italy",
    label={"ru": "«Хозяин Италии», VP", "en": "Master of Italy, VP"},
    line={"ru": "фишки «Хозяин Италии»", "en": "Master of Italy markers"},
    maximum=MASTER_OF_ITALY_VP_MAX,
)
# Seed: «Завершение перевода Библии (1 VP за каждый язык)».
BIBLE: Final = BonusItem(
    name="bible_translations",
    label={"ru": "Переводы Библии, языков", "en": "Bible translations, languages"},
    line={"ru": "завершённые переводы Библии", "en": "Bible translations completed"},
    maximum=len(BIBLE_LANGUAGES),
    unit="count",
)
# 500th edition (ref §5 "Phony War (–1 VP for each such marker)"); not in the seed's list.
PHONY_WAR: Final = BonusItem(
    name="phony_war",
    label={"ru": "«Странная война», фишек", "en": "Phony War markers"},
    line={"ru": "фишки «Странная война»", "en": "Phony War markers"},
    maximum=len(PHONY_WAR_MINORS),
    vp_each=PHONY_WAR_VP,
    unit="count",
    help={"ru": "−1 VP за каждую", "en": "−1 VP each"},
)

_COMMON: Final = (COPERNICUS, SERVETUS, WAR_WINNER, MASTER_OF_ITALY, PHONY_WAR)

# Who may score which bonus: debaters burned go to the Papacy, disgraced to the Protestant
# (ref §5 "Debaters"); New World VP to Hapsburg, England, France (data.NEW_WORLD_POWERS);
# Julia Gonzaga to the Ottoman and Bible translations to the Protestant (ref §5).
BONUS_ITEMS: Final[Mapping[Power, tuple[BonusItem, ...]]] = {
    "ottoman": (JULIA_GONZAGA, *_COMMON),
    "hapsburg": (EXPLORATION, CONQUEST, *_COMMON),
    "england": (EXPLORATION, CONQUEST, *_COMMON),
    "france": (EXPLORATION, CONQUEST, *_COMMON),
    "papacy": (*BURNED, *_COMMON),
    "protestant": (*DISGRACED, BIBLE, *_COMMON),
}
assert all(p in ("hapsburg", "england", "france") for p in NEW_WORLD_POWERS)


# --- Input ----------------------------------------------------------------------------------


def _int(
    name: str, ru: str, en: str, maximum: int, default: int = 0, help_ru: str = "", help_en: str = ""
) -> IntField:
    return IntField(
        name=name,
        label={"ru": ru, "en": en},
        help={"ru": help_ru, "en": help_en} if help_ru else None,
        minimum=0,
        maximum=maximum,
        default=default,
    )


def _key_fields(power: KeyPower) -> tuple[IntField, IntField]:
    boxes = KEY_TRACK_BOXES[power]
    return (
        _int(
            "keys",
            "Ключевые города",
            "Keys",
            boxes,
            help_ru=f"под контролем, 0–{boxes} ({boxes} — «Auto Win»)",
            help_en=f"controlled, 0-{boxes} ({boxes} = Auto Win)",
        ),
        _int("keys_in_unrest", "Из них в беспорядках", "Of them in unrest", boxes),
    )


HEIR_OPTIONS: Final = (
    Option("none", {"ru": "нет", "en": "none"}),
    Option("elizabeth", {"ru": "Елизавета I (2 VP)", "en": "Elizabeth I (2 VP)"}),
    Option("edward", {"ru": "Эдуард VI (5 VP)", "en": "Edward VI (5 VP)"}),
)


def _power_group(power: Power, fields: tuple[Field, ...]) -> GroupField:
    return GroupField(name=power, label=POWER_NAMES[power], fields=fields)


POWER_FIELDS: Final = GroupField(
    name="powers",
    label={"ru": "Державы", "en": "Powers"},
    fields=(
        _power_group(
            "ottoman",
            (*_key_fields("ottoman"), _int("piracy_vp", "Пиратство, VP", "Piracy VP", PIRACY_VP_MAX)),
        ),
        _power_group(
            "hapsburg",
            (
                *_key_fields("hapsburg"),
                _int(
                    "electorates",
                    "Курфюршества под контролем",
                    "Electorates controlled",
                    len(ELECTORATES),
                    help_ru="под политическим контролем Габсбургов, не в беспорядках",
                    help_en="under Hapsburg political control, not in unrest",
                ),
            ),
        ),
        _power_group(
            "england",
            (
                *_key_fields("england"),
                ChoiceField(
                    name="heir",
                    label={"ru": "Наследник", "en": "Heir"},
                    options=HEIR_OPTIONS,
                    default="none",
                ),
                _int(
                    "protestant_home_spaces",
                    "Протестантские национальные города",
                    "Protestant home spaces",
                    len(ENGLISH_HOME_SPACES),
                    help_ru=f"индикатор английских национальных городов, 0–{len(ENGLISH_HOME_SPACES)}",
                    help_en=f"English home spaces marker, 0-{len(ENGLISH_HOME_SPACES)}",
                ),
            ),
        ),
        _power_group(
            "france",
            (*_key_fields("france"), _int("chateaux_vp", "Шато, VP", "Chateaux VP", CHATEAUX_VP_MAX)),
        ),
        _power_group(
            "papacy",
            (
                *_key_fields("papacy"),
                _int("st_peters_vp", "Базилика св. Петра, VP", "St. Peter's VP", ST_PETERS_VP_MAX),
            ),
        ),
        _power_group(
            "protestant",
            (
                _int(
                    "electorates",
                    "Курфюршества",
                    "Electorates",
                    len(ELECTORATES),
                    help_ru="под протестантским политическим контролем и религиозным влиянием",
                    help_en="under Protestant political control and religious influence",
                ),
            ),
        ),
    ),
)


def _bonus_field(item: BonusItem) -> IntField:
    return IntField(
        name=item.name,
        label=item.label,
        help=item.help,
        minimum=0,
        maximum=item.maximum,
        default=0,
        required=False,
    )


BONUS_FIELDS: Final = GroupField(
    name="bonus",
    label={"ru": "Бонусные VP", "en": "Bonus VP"},
    required=False,
    fields=tuple(
        GroupField(
            name=power,
            label=POWER_NAMES[power],
            required=False,
            fields=tuple(_bonus_field(item) for item in BONUS_ITEMS[power]),
        )
        for power in POWERS
    ),
)

FIELDS: Final[tuple[Field, ...]] = (
    _int(
        "protestant_spaces",
        "Протестантские города",
        "Protestant spaces",
        PROTESTANT_SPACES_AUTO_WIN,
        help_ru="индикатор на шкале протестантских городов, 0–50; города в беспорядках не считаются",
        help_en="marker on the Protestant Spaces Track, 0-50; spaces in unrest do not count",
    ),
    BoolField(
        name="schmalkaldic_league",
        label={"ru": "«Шмалькальденский союз» разыгран", "en": "Schmalkaldic League played"},
    ),
    POWER_FIELDS,
    BONUS_FIELDS,
)


@dataclass(frozen=True)
class KeyTrack:
    """The square control markers of one power: keys held, and how many of them are in unrest."""

    keys: int
    keys_in_unrest: int


@dataclass(frozen=True)
class VpInput:
    protestant_spaces: int
    schmalkaldic_league: bool
    tracks: Mapping[KeyPower, KeyTrack]
    piracy_vp: int
    hapsburg_electorates: int
    heir: Heir
    english_protestant_home_spaces: int
    chateaux_vp: int
    st_peters_vp: int
    protestant_electorates: int
    # bonus[power][item name] = the number entered (VP or a count, see BonusItem.unit)
    bonus: Mapping[Power, Mapping[str, int]]


MESSAGES: Final[Mapping[str, Text]] = {
    "unrest_over_keys": {
        "ru": "в беспорядках не может быть больше ключевых городов ({unrest}), чем их под контролем ({keys})",
        "en": "more keys in unrest ({unrest}) than keys ({keys})",
    },
    "too_many_keys": {
        "ru": "ключевых городов на карте всего {max}, а у держав вместе {total}",
        "en": "the map has {max} keys, the powers hold {total} together",
    },
    "too_many_electorates": {
        "ru": "курфюршеств всего {max}: Габсбурги {hapsburg} + Протестанты {protestant} = {total}",
        "en": "there are {max} electorates: Hapsburg {hapsburg} + Protestant {protestant} = {total}",
    },
    "electorates_before_league": {
        "ru": "до «Шмалькальденского союза» протестантский политический контроль над курфюршествами невозможен",
        "en": "no Protestant political control of electorates before the Schmalkaldic League",
    },
    "spaces_below_parts": {
        "ru": (
            "протестантских городов на шкале ({spaces}) меньше, чем протестантских курфюршеств "
            "({electorates}) и английских национальных городов ({english}) вместе"
        ),
        "en": (
            "fewer Protestant spaces ({spaces}) than Protestant electorates ({electorates}) "
            "plus Protestant English home spaces ({english})"
        ),
    },
    "new_world_split": {
        "ru": "столько VP нельзя разделить между державами: {items}",
        "en": "these VP cannot be split between the powers: {items}",
    },
    "one_card": {
        "ru": "событие разыгрывается один раз: VP за него может получить только одна держава",
        "en": "the event is played once: only one power can score it",
    },
    "phony_war_markers": {
        "ru": "фишек «Странная война» всего {max} (Шотландия и Венеция), введено {total}",
        "en": "there are {max} Phony War markers (Scotland, Venice), got {total}",
    },
}


def _error(field: str, code: str, **params: Any) -> InputError:
    return InputError(field, code, params, MESSAGES[code])


def _achievable_splits(values: Sequence[int], powers: int) -> frozenset[tuple[int, ...]]:
    """Every way the VP of these one-off markers can be held by ``powers`` powers (or nobody)."""
    out = set()
    for owners in itertools.product(range(powers + 1), repeat=len(values)):
        held = [0] * powers
        for owner, vp in zip(owners, values, strict=True):
            if owner < powers:
                held[owner] += vp
        out.add(tuple(held))
    return frozenset(out)


# Each discovery and each conquest scores once, for one power (ref §5; markers "Eng, Haps or Fra").
EXPLORATION_SPLITS: Final = _achievable_splits(tuple(EXPLORATION_VP.values()), len(NEW_WORLD_POWERS))
CONQUEST_SPLITS: Final = _achievable_splits(tuple(CONQUEST_VP.values()), len(NEW_WORLD_POWERS))


def parse(clean: dict[str, JSON]) -> VpInput:
    powers = clean["powers"]
    bonus_raw = clean["bonus"]
    bonus: dict[Power, dict[str, int]] = {p: dict(bonus_raw[p]) for p in POWERS}
    tracks: dict[KeyPower, KeyTrack] = {
        p: KeyTrack(powers[p]["keys"], powers[p]["keys_in_unrest"]) for p in KEY_POWERS
    }
    data = VpInput(
        protestant_spaces=clean["protestant_spaces"],
        schmalkaldic_league=clean["schmalkaldic_league"],
        tracks=tracks,
        piracy_vp=powers["ottoman"]["piracy_vp"],
        hapsburg_electorates=powers["hapsburg"]["electorates"],
        heir=powers["england"]["heir"],
        english_protestant_home_spaces=powers["england"]["protestant_home_spaces"],
        chateaux_vp=powers["france"]["chateaux_vp"],
        st_peters_vp=powers["papacy"]["st_peters_vp"],
        protestant_electorates=powers["protestant"]["electorates"],
        bonus=bonus,
    )
    errors = check_position(data)
    if errors:
        raise InputErrors(errors)
    return data


def check_position(d: VpInput) -> list[InputError]:
    """The checks that involve several fields: a position that cannot occur in a game."""
    errors: list[InputError] = []
    for p in KEY_POWERS:
        t = d.tracks[p]
        # Seed «Базовые»: one unrest marker «за каждый ключевой город, охваченный беспорядками».
        if t.keys_in_unrest > t.keys:
            errors.append(
                _error(f"powers.{p}.keys_in_unrest", "unrest_over_keys", unrest=t.keys_in_unrest, keys=t.keys)
            )
    total_keys = sum(t.keys for t in d.tracks.values())
    if total_keys > len(KEY_SPACES):  # ref §1: 33 key spaces on the map
        errors.extend(
            _error(f"powers.{p}.keys", "too_many_keys", max=len(KEY_SPACES), total=total_keys)
            for p in KEY_POWERS
            if d.tracks[p].keys
        )
    electorates = d.hapsburg_electorates + d.protestant_electorates
    if electorates > len(ELECTORATES):  # ref §2: six electorates
        errors.extend(
            _error(
                f"powers.{p}.electorates",
                "too_many_electorates",
                max=len(ELECTORATES),
                hapsburg=d.hapsburg_electorates,
                protestant=d.protestant_electorates,
                total=electorates,
            )
            for p in ("hapsburg", "protestant")
        )
    # ref §2: "Protestant political control of an electorate is impossible before the
    # Schmalkaldic League event".
    if d.protestant_electorates and not d.schmalkaldic_league:
        errors.append(_error("powers.protestant.electorates", "electorates_before_league"))
    # Protestant electorates and Protestant English home spaces are Protestant spaces, and
    # different ones (German and English), all on the same track (ref §3, §4).
    if d.protestant_electorates + d.english_protestant_home_spaces > d.protestant_spaces:
        errors.append(
            _error(
                "protestant_spaces",
                "spaces_below_parts",
                spaces=d.protestant_spaces,
                electorates=d.protestant_electorates,
                english=d.english_protestant_home_spaces,
            )
        )
    errors.extend(_check_bonus(d.bonus))
    return errors


def _check_bonus(bonus: Mapping[Power, Mapping[str, int]]) -> list[InputError]:
    errors: list[InputError] = []
    for item, splits in ((EXPLORATION, EXPLORATION_SPLITS), (CONQUEST, CONQUEST_SPLITS)):
        held = tuple(bonus[p].get(item.name, 0) for p in NEW_WORLD_POWERS)
        if held not in splits:
            table = EXPLORATION_VP if item is EXPLORATION else CONQUEST_VP
            items = _new_world_list(table)
            text = {lang: MESSAGES["new_world_split"][lang].replace("{items}", items[lang]) for lang in items}
            errors.extend(
                InputError(f"bonus.{p}.{item.name}", "new_world_split", {}, text)
                for p, vp in zip(NEW_WORLD_POWERS, held, strict=True)
                if vp
            )
    for item in (COPERNICUS, SERVETUS):
        scorers = [p for p in POWERS if bonus[p].get(item.name, 0)]
        if len(scorers) > 1:
            errors.extend(_error(f"bonus.{p}.{item.name}", "one_card") for p in scorers)
    markers = sum(bonus[p].get(PHONY_WAR.name, 0) for p in POWERS)
    if markers > PHONY_WAR.maximum:
        errors.extend(
            _error(f"bonus.{p}.{PHONY_WAR.name}", "phony_war_markers", max=PHONY_WAR.maximum, total=markers)
            for p in POWERS
            if bonus[p].get(PHONY_WAR.name, 0)
        )
    return errors


# --- Rules ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Addend:
    """One addend of a power's VP, recorded when it is applied (the breakdown is data)."""

    part: Part
    item: str  # key of its line in TEXT (or a bonus item's name)
    vp: int
    params: Mapping[str, int | str]


@dataclass(frozen=True)
class PowerVp:
    power: Power
    addends: tuple[Addend, ...]

    def part(self, part: Part) -> int:
        return sum(a.vp for a in self.addends if a.part == part)

    @property
    def base(self) -> int:
        return self.part("base")

    @property
    def special(self) -> int:
        return self.part("special")

    @property
    def bonus(self) -> int:
        return self.part("bonus")

    @property
    def total(self) -> int:
        # Seed: «Текущие VP державы складываются из её базовых, специальных и бонусных VP».
        return sum(a.vp for a in self.addends)


@dataclass(frozen=True)
class AutomaticVictory:
    power: Power
    kind: VictoryKind


@dataclass(frozen=True)
class VpResult:
    input: VpInput
    powers: tuple[PowerVp, ...]
    automatic: tuple[AutomaticVictory, ...]

    def of(self, power: Power) -> PowerVp:
        return next(p for p in self.powers if p.power == power)


def open_boxes(power: KeyPower, track: KeyTrack) -> int:
    # Seed: «Клетки с фишками беспорядков не считаются «открытыми» при подсчёте VP.»
    return max(0, track.keys - track.keys_in_unrest)


def base_vp_from_keys(power: KeyPower, track: KeyTrack) -> int:
    """VP of the last open box of the key track (seed «Базовые»)."""
    n = open_boxes(power, track)
    if n == 0:
        # Seed: «Если все клетки закрыты, держава имеет 0 базовых VP.»
        return 0
    if n == KEY_TRACK_BOXES[power]:
        # NOTE: the Auto Win box has no VP printed on it (ref §1).  The power has won
        # outright, so its number hardly matters; we keep the VP of the last numbered box,
        # which is still open under it, rather than invent a number.
        return KEY_TRACK_VP[power][-1]
    # Seed: «Количество VP указано на последней открытой клетке на карте державы.»
    return KEY_TRACK_VP[power][n - 1]


def protestant_spaces_track(spaces: int) -> tuple[int, int]:
    """(purple Papal VP, brown Protestant VP) under the marker (seed «Протестантские города»)."""
    # NOTE: box 50 reads "Auto Win" with no VP numbers (ref §3).  The Protestant has won
    # (religious victory); we keep the numbers of the last numbered row (47-49).
    return PROTESTANT_SPACES_TRACK[min(spaces, PROTESTANT_SPACES_AUTO_WIN - 1)]


def _base(d: VpInput, power: Power) -> list[Addend]:
    if power == "protestant":
        # Seed: «по 2 за каждое курфюршество под протестантским политическим контролем и
        # религиозным влиянием».
        n = d.protestant_electorates
        return [Addend("base", "electorates", n * PROTESTANT_VP_PER_ELECTORATE, {"n": n})]
    track = d.tracks[power]
    opened = open_boxes(power, track)
    return [
        Addend(
            "base",
            "auto_win_box" if opened == KEY_TRACK_BOXES[power] else "keys",
            base_vp_from_keys(power, track),
            {"keys": track.keys, "unrest": track.keys_in_unrest, "open": opened},
        )
    ]


def _special(d: VpInput, power: Power) -> list[Addend]:
    purple, brown = protestant_spaces_track(d.protestant_spaces)
    if power == "ottoman":
        # Seed «Османы»: «1 VP на каждую клетку VP на шкале пиратства».
        return [Addend("special", "piracy", d.piracy_vp, {})]
    if power == "hapsburg":
        n = d.hapsburg_electorates
        if n == 0:
            return [Addend("special", "hapsburg_no_electorates", 0, {})]
        if not d.schmalkaldic_league:
            # Seed «Габсбурги»: «Эти очки не считаются, пока не было разыграно обязательное
            # событие «Шмалькальденский союз».»
            return [Addend("special", "hapsburg_electorates_before_league", 0, {"n": n})]
        # Seed «Габсбурги»: «1 VP за каждое курфюршество под габсбуржским политическим контролем».
        return [Addend("special", "hapsburg_electorates", n * HAPSBURG_VP_PER_ELECTORATE, {"n": n})]
    if power == "england":
        # Seed «Англия», «Наследник»: Edward VI 5 VP; Elizabeth I 2 VP if Edward was not born.
        heir = Addend("special", f"heir_{d.heir}", HEIR_VP[d.heir], {})
        n = d.english_protestant_home_spaces
        # Seed «Англия»: «1 VP за каждые 2 английских национальных города ... Округлите
        # результат деления вниз.»
        home = Addend("special", "english_home_spaces", n // ENGLISH_HOME_SPACES_PER_VP, {"n": n})
        return [heir, home]
    if power == "france":
        # Seed «Франция»: «1 VP за каждое шато».
        return [Addend("special", "chateaux", d.chateaux_vp, {})]
    if power == "papacy":
        # Seed «Папство»: «Фиолетовое число показывает количество специальных VP».
        track = Addend("special", "papal_track", purple, {"n": d.protestant_spaces})
        # Seed «Папство»: «По 1 VP за каждую клетку ... базилики св. Петра».
        return [track, Addend("special", "st_peters", d.st_peters_vp, {})]
    # Seed «Протестанты»: «Коричневое число показывает количество специальных VP».
    return [Addend("special", "protestant_track", brown, {"n": d.protestant_spaces})]


def _bonus(d: VpInput, power: Power) -> list[Addend]:
    # Seed «Бонусные»: «Игроки получают бонусные VP в следующих случаях» (one line per item).
    out = []
    for item in BONUS_ITEMS[power]:
        n = d.bonus[power].get(item.name, 0)
        if n:
            out.append(Addend("bonus", item.name, n * item.vp_each, {"n": n}))
    return out


def power_vp(d: VpInput, power: Power) -> PowerVp:
    return PowerVp(power, tuple(_base(d, power) + _special(d, power) + _bonus(d, power)))


def automatic_victories(d: VpInput) -> tuple[AutomaticVictory, ...]:
    found: list[AutomaticVictory] = []
    for p in KEY_POWERS:
        # ref §6: military victory when the Auto Win box is open (every key, none in unrest).
        if open_boxes(p, d.tracks[p]) == KEY_TRACK_BOXES[p]:
            found.append(AutomaticVictory(p, "military"))
    # Seed «Религиозная победа»: «Если Протестанты получат религиозное влияние в 50 городах».
    if d.protestant_spaces >= PROTESTANT_SPACES_AUTO_WIN:
        found.append(AutomaticVictory("protestant", "religious"))
    return tuple(found)


def compute(d: VpInput) -> VpResult:
    return VpResult(d, tuple(power_vp(d, p) for p in POWERS), automatic_victories(d))


# The most and the fewest VP a power can have with this calculator's inputs: the last
# numbered box of its key track (or 2 per electorate), its special tracks at their maxima,
# and every bonus item at its maximum.  The victory calculator's table of turns accepts
# this range, so that the totals imported from here always fit.
_BASE_MAX: Final[Mapping[Power, int]] = {
    **{p: KEY_TRACK_VP[p][-1] for p in KEY_POWERS},
    "protestant": len(ELECTORATES) * PROTESTANT_VP_PER_ELECTORATE,
}
_SPECIAL_MAX: Final[Mapping[Power, int]] = {
    "ottoman": PIRACY_VP_MAX,
    "hapsburg": len(ELECTORATES) * HAPSBURG_VP_PER_ELECTORATE,
    "england": max(HEIR_VP.values()) + len(ENGLISH_HOME_SPACES) // ENGLISH_HOME_SPACES_PER_VP,
    "france": CHATEAUX_VP_MAX,
    "papacy": max(purple for purple, _ in PROTESTANT_SPACES_TRACK) + ST_PETERS_VP_MAX,
    "protestant": max(brown for _, brown in PROTESTANT_SPACES_TRACK),
}
TOTAL_MAX: Final = max(
    _BASE_MAX[p] + _SPECIAL_MAX[p] + sum(max(0, i.maximum * i.vp_each) for i in BONUS_ITEMS[p])
    for p in POWERS
)
TOTAL_MIN: Final = min(sum(min(0, i.maximum * i.vp_each) for i in BONUS_ITEMS[p]) for p in POWERS)


# --- Output ---------------------------------------------------------------------------------


def to_json(r: VpResult) -> dict[str, Any]:
    def victory(v: AutomaticVictory) -> dict[str, str]:
        return {"power": v.power, "kind": v.kind}

    return {
        "powers": {
            p.power: {
                "base": p.base,
                "special": p.special,
                "bonus": p.bonus,
                "total": p.total,
                "breakdown": [{"part": a.part, "item": a.item, "vp": a.vp} for a in p.addends],
            }
            for p in r.powers
        },
        "automatic_victory": victory(r.automatic[0]) if r.automatic else None,
        "automatic_victories": [victory(v) for v in r.automatic],
    }


def export(r: VpResult) -> dict[str, JSON]:
    """This turn's totals, one row of the victory calculator's table of turns."""
    return {p.power: p.total for p in r.powers}


_KEYS = (("ключ", "ключа", "ключей"), ("key", "keys"))
_BOXES = (("открытая клетка", "открытые клетки", "открытых клеток"), ("open box", "open boxes"))
_ELECTORATES = (("курфюршество", "курфюршества", "курфюршеств"), ("electorate", "electorates"))
_SPACES = (("город", "города", "городов"), ("space", "spaces"))

TEXT: Final[Mapping[str, Text]] = {
    "title": {"ru": "Победные очки (VP) шести держав", "en": "Victory points of the six powers"},
    "base": {"ru": "Базовые", "en": "Base"},
    "special": {"ru": "Специальные", "en": "Special"},
    "bonus": {"ru": "Бонусные", "en": "Bonus"},
    "total": {"ru": "Итого", "en": "Total"},
    "power": {"ru": "Держава", "en": "Power"},
    "table": {"ru": "VP держав", "en": "VP by power"},
    "caption": {"ru": "{power} — {total} VP", "en": "{power}: {total} VP"},
    "keys": {
        "ru": "Базовые: {keys}, {unrest} в беспорядках → {open} → {vp} VP",
        "en": "Base: {keys}, {unrest} in unrest → {open} → {vp} VP",
    },
    "keys_none_open": {
        "ru": "Базовые: {keys}, {unrest} в беспорядках → открытых клеток нет → 0 VP",
        "en": "Base: {keys}, {unrest} in unrest → no open box → 0 VP",
    },
    "auto_win_box": {
        "ru": (
            "Базовые: {keys}, {unrest} в беспорядках → открыта клетка «Auto Win» — автоматическая "
            "военная победа. На этой клетке VP не напечатаны; засчитаны {vp} VP последней клетки с числом"
        ),
        "en": (
            "Base: {keys}, {unrest} in unrest → the Auto Win box is open: automatic military victory. "
            "It has no VP printed; the {vp} VP of the last numbered box are counted"
        ),
    },
    "electorates": {
        "ru": "Базовые: {n} под протестантским политическим контролем и религиозным влиянием × 2 = {vp} VP",
        "en": "Base: {n} under Protestant political control and religious influence × 2 = {vp} VP",
    },
    "piracy": {"ru": "Специальные: пиратство — {vp} VP", "en": "Special: piracy, {vp} VP"},
    "hapsburg_electorates": {
        "ru": "Специальные: {n} под контролем Габсбургов × 1 = {vp} VP",
        "en": "Special: {n} under Hapsburg control × 1 = {vp} VP",
    },
    "hapsburg_no_electorates": {
        "ru": "Специальные: курфюршеств под контролем Габсбургов нет — 0 VP",
        "en": "Special: no electorates under Hapsburg control, 0 VP",
    },
    "hapsburg_electorates_before_league": {
        "ru": "Специальные: курфюршества под контролем Габсбургов ({n}) не считаются, пока не разыгран «Шмалькальденский союз» → 0 VP",
        "en": "Special: Hapsburg electorates ({n}) do not count before the Schmalkaldic League → 0 VP",
    },
    "heir_none": {"ru": "Специальные: наследника нет — 0 VP", "en": "Special: no heir, 0 VP"},
    "heir_elizabeth": {
        "ru": "Специальные: наследник — родилась Елизавета I, Эдуард не родился — 2 VP",
        "en": "Special: heir, Elizabeth I born, no Edward, 2 VP",
    },
    "heir_edward": {
        "ru": "Специальные: наследник — родился Эдуард VI — 5 VP",
        "en": "Special: heir, Edward VI born, 5 VP",
    },
    "english_home_spaces": {
        "ru": "Специальные: протестантские английские национальные города — {n}; {n} ÷ 2 с округлением вниз = {vp} VP",
        "en": "Special: {n} Protestant English home spaces ÷ 2, rounded down = {vp} VP",
    },
    "chateaux": {"ru": "Специальные: шато — {vp} VP", "en": "Special: chateaux, {vp} VP"},
    "papal_track": {
        "ru": "Специальные: шкала протестантских городов, {n} → фиолетовое число {vp} VP",
        "en": "Special: Protestant Spaces Track at {n} → purple number {vp} VP",
    },
    "st_peters": {"ru": "Специальные: базилика св. Петра — {vp} VP", "en": "Special: St. Peter's, {vp} VP"},
    "protestant_track": {
        "ru": "Специальные: шкала протестантских городов, {n} → коричневое число {vp} VP",
        "en": "Special: Protestant Spaces Track at {n} → brown number {vp} VP",
    },
    "bonus_vp": {"ru": "Бонусные: {label} — {vp} VP", "en": "Bonus: {label}, {vp} VP"},
    "bonus_count": {
        "ru": "Бонусные: {label} — {n} × {each} = {vp} VP",
        "en": "Bonus: {label}, {n} × {each} = {vp} VP",
    },
    "no_bonus": {"ru": "Бонусные: нет — 0 VP", "en": "Bonus: none, 0 VP"},
    "sum": {
        "ru": "Итого: {base} + {special} {bonus} = {total} VP",
        "en": "Total: {base} + {special} {bonus} = {total} VP",
    },
    "military": {
        "ru": "Автоматическая военная победа: {power} — открыта клетка «Auto Win» ({boxes} ключевых городов, ни один не в беспорядках).",
        "en": "Automatic military victory: {power}, the Auto Win box is open ({boxes} keys, none in unrest).",
    },
    "religious": {
        "ru": "Религиозная победа: Протестанты — протестантизм исповедуют 50 городов.",
        "en": "Religious victory: the Protestant has religious influence over 50 spaces.",
    },
    "automatic_when": {
        "ru": (
            "Автоматическая победа засчитывается сразу, в фазу действий (клетка, открытая в фазу "
            "дипломатии, считается, только если она ещё открыта в начале фазы действий)."
        ),
        "en": "An automatic victory counts at once, during the Action Phase.",
    },
    "several": {
        "ru": "Отмечено несколько автоматических побед: побеждает держава, которая выполнила условие первой.",
        "en": "Several automatic victories are flagged: the power that met its condition first wins.",
    },
    "religious_rule": {
        "ru": "«Ни в одном из этих городов не должно быть фишки беспорядков.» На клетке 50 VP не напечатаны: специальные VP Папства и Протестантов взяты из клетки 47–49.",
        "en": "None of these spaces may be in unrest. Box 50 has no VP: the Papal and Protestant special VP of box 47-49 are used.",
    },
    "leader": {
        "ru": "Больше всего VP: {powers} — {vp}.",
        "en": "Most VP: {powers}, {vp}.",
    },
    "to_standard": {
        "ru": "До стандартной победы (25 VP) не хватает {n}.",
        "en": "{n} VP short of a standard victory (25 VP).",
    },
    "standard_reached": {
        "ru": "25 VP или больше: стандартная победа проверяется в фазе определения победителя — калькулятор ниже.",
        "en": "25 VP or more: the standard victory is checked in the Victory Determination Phase.",
    },
}


def _t(key: str, lang: str, **kw: Any) -> str:
    return tr(TEXT[key], lang).format(**kw)


def addend_line(a: Addend, power: Power, lang: str) -> str:
    """The breakdown line of one recorded addend."""
    p = a.params
    if a.item in ("keys", "auto_win_box"):
        keys = plural(int(p["keys"]), lang, *_KEYS)
        if a.item == "keys" and p["open"] == 0:
            return _t("keys_none_open", lang, keys=keys, unrest=p["unrest"])
        opened = plural(int(p["open"]), lang, *_BOXES)
        return _t(a.item, lang, keys=keys, unrest=p["unrest"], open=opened, vp=a.vp)
    if a.item in ("electorates", "hapsburg_electorates", "hapsburg_electorates_before_league"):
        n = (
            plural(int(p["n"]), lang, *_ELECTORATES)
            if a.item != "hapsburg_electorates_before_league"
            else p["n"]
        )
        return _t(a.item, lang, n=n, vp=a.vp)
    if a.item in ("papal_track", "protestant_track"):
        return _t(a.item, lang, n=plural(int(p["n"]), lang, *_SPACES), vp=a.vp)
    if a.item in TEXT:
        return _t(a.item, lang, vp=a.vp, **p)
    item = next(i for i in BONUS_ITEMS[power] if i.name == a.item)
    label = tr(item.line, lang)
    if item.unit == "count":
        each = str(item.vp_each) if item.vp_each > 0 else f"({fmt_signed(item.vp_each)})"
        return _t(
            "bonus_count", lang, label=label, n=p["n"], each=each, vp=fmt_signed(a.vp) if a.vp < 0 else a.vp
        )
    return _t("bonus_vp", lang, label=label, vp=a.vp)


def _plus(n: int) -> str:
    """The last addend of a sum: ``+ 3`` or ``− 1``."""
    return f"+ {n}" if n >= 0 else f"\u2212 {-n}"


def report(r: VpResult, lang: str) -> Report:
    blocks: list[Any] = []
    for v in r.automatic:
        if v.kind == "military":
            boxes = KEY_TRACK_BOXES[v.power]  # type: ignore[index]
            blocks.append(
                Summary(_t("military", lang, power=power_name(v.power, lang), boxes=boxes), "success")
            )
        else:
            blocks.append(Summary(_t("religious", lang), "success"))
    best = max(p.total for p in r.powers)
    leaders = [p for p in r.powers if p.total == best]
    if not r.automatic:
        names = ", ".join(power_name(p.power, lang) for p in leaders)
        text = _t("leader", lang, powers=names, vp=best)
        if best >= STANDARD_VICTORY_VP:
            text += " " + _t("standard_reached", lang)
        else:
            text += " " + _t("to_standard", lang, n=STANDARD_VICTORY_VP - best)
        blocks.append(Summary(text))
    rows = tuple(
        (power_name(p.power, lang), str(p.base), str(p.special), fmt_signed(p.bonus), str(p.total))
        for p in r.powers
    )
    highlight = r.powers.index(leaders[0]) if len(leaders) == 1 else None
    blocks.append(
        Table(
            _t("table", lang),
            tuple(_t(k, lang) for k in ("power", "base", "special", "bonus", "total")),
            rows,
            highlight=highlight,
            numeric=(1, 2, 3, 4),
        )
    )
    for p in r.powers:
        lines = [addend_line(a, p.power, lang) for a in p.addends]
        if not any(a.part == "bonus" for a in p.addends):
            lines.append(_t("no_bonus", lang))
        lines.append(_t("sum", lang, base=p.base, special=p.special, bonus=_plus(p.bonus), total=p.total))
        caption = _t("caption", lang, power=power_name(p.power, lang), total=p.total)
        blocks.append(Lines(caption, tuple(lines)))
    if r.automatic:
        blocks.append(Note(_t("automatic_when", lang)))
    if len(r.automatic) > 1:
        blocks.append(Note(_t("several", lang), "warning"))
    if any(v.kind == "religious" for v in r.automatic):
        blocks.append(Note(_t("religious_rule", lang)))
    return Report(title=_t("title", lang), blocks=tuple(blocks))


# --- Presets --------------------------------------------------------------------------------


def _position(
    keys: Mapping[KeyPower, int],
    *,
    protestant_spaces: int = 0,
    league: bool = False,
    **extra: Any,
) -> dict[str, JSON]:
    """A full JSON input: keys per power, everything else 0 unless given in ``extra``."""
    powers: dict[str, dict[str, JSON]] = {
        "ottoman": {"keys": keys["ottoman"], "keys_in_unrest": 0, "piracy_vp": 0},
        "hapsburg": {"keys": keys["hapsburg"], "keys_in_unrest": 0, "electorates": 0},
        "england": {
            "keys": keys["england"],
            "keys_in_unrest": 0,
            "heir": "none",
            "protestant_home_spaces": 0,
        },
        "france": {"keys": keys["france"], "keys_in_unrest": 0, "chateaux_vp": 0},
        "papacy": {"keys": keys["papacy"], "keys_in_unrest": 0, "st_peters_vp": 0},
        "protestant": {"electorates": 0},
    }
    for path, value in extra.items():
        power, name = path.split("__")
        powers[power][name] = value
    bonus = {p: {item.name: 0 for item in BONUS_ITEMS[p]} for p in POWERS}
    return {
        "protestant_spaces": protestant_spaces,
        "schmalkaldic_league": league,
        "powers": powers,
        "bonus": bonus,
    }


START_1517: Final = _position({p: len(START_1517_KEYS[p]) for p in KEY_POWERS})

PRESETS: Final = (
    Preset("1517", {"ru": "Начало сценария 1517", "en": "1517 scenario start"}, START_1517),
    Preset(
        "empty",
        {"ru": "Пусто (все нули)", "en": "Empty (all zero)"},
        _position({p: 0 for p in KEY_POWERS}),
    ),
)


# --- Printable aid (issue 7) ---------------------------------------------------------------
# Every number of the aid comes out of ``compute`` for a position that isolates it (one
# power's keys, the Protestant spaces, the English home spaces), the way ``run`` computes it:
# the printed tracks and the calculator cannot disagree.

AID_TEXT: Final[Mapping[str, Text]] = {
    "title": {
        "ru": "Шкалы ключей и протестантских городов",
        "en": "Key tracks and the Protestant Spaces Track",
    },
    "keys_caption": {"ru": "{power}: ключи → базовые VP", "en": "{power}: keys → base VP"},
    "keys": {"ru": "Ключи", "en": "Keys"},
    "vp": {"ru": "VP", "en": "VP"},
    "auto_win": {"ru": "Автоматическая победа", "en": "Auto Win"},
    "spaces_caption": {
        "ru": "Шкала протестантских городов → специальные VP ({part})",
        "en": "Protestant Spaces Track → special VP ({part})",
    },
    "spaces": {"ru": "Протестантские города", "en": "Protestant spaces"},
    "papal": {"ru": "Папство (фиолетовое)", "en": "Papacy (purple)"},
    "protestant": {"ru": "Протестанты (коричневое)", "en": "Protestant (brown)"},
    "note": {
        "ru": (
            "Ключи — ключевые города под контролем державы, не в беспорядках (нет таких — 0 базовых VP). "
            "{n} протестантских городов — религиозная победа. Города в беспорядках не считаются."
        ),
        "en": (
            "Keys: key spaces the power controls, not in unrest (none: 0 base VP). {n} Protestant "
            "spaces: religious victory. Spaces in unrest do not count."
        ),
    },
    "england_caption": {
        "ru": "Англия: протестантские национальные города → VP",
        "en": "England: Protestant home spaces → VP",
    },
    "home_spaces": {"ru": "Города", "en": "Spaces"},
}

# The Protestant Spaces Track is printed across the page, in parts of this many boxes.
AID_TRACK_COLUMNS: Final = 8


def _aid_result(keys: Mapping[KeyPower, int] | None = None, spaces: int = 0, english: int = 0) -> VpResult:
    """The calculator's result for a position that isolates one number of the aid."""
    held = keys or {}
    position = _position(
        {p: held.get(p, 0) for p in KEY_POWERS},
        protestant_spaces=spaces,
        england__protestant_home_spaces=english,
    )
    return compute(parse(validate(FIELDS, position)))


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


def aid(lang: str) -> Report:
    """The key track of each power, the Protestant Spaces Track and the English home spaces."""

    def t(key: str, **kw: Any) -> str:
        return tr(AID_TEXT[key], lang).format(**kw)

    blocks: list[Any] = []
    for power in KEY_POWERS:
        boxes = range(1, KEY_TRACK_BOXES[power] + 1)
        cells = []
        for k in boxes:
            r = _aid_result(keys={power: k})
            won = any(v.power == power and v.kind == "military" for v in r.automatic)
            cells.append(t("auto_win") if won else str(r.of(power).base))
        blocks.append(
            Table(
                t("keys_caption", power=power_name(power, lang)),
                (t("keys"), *(str(k) for k in boxes)),
                ((t("vp"), *cells),),
                # Numbers right-aligned; the Auto Win box, a word, left-aligned under its number.
                numeric=tuple(i for i, c in enumerate(cells, start=1) if c.isdigit()),
            )
        )

    # The numbered boxes of the track; the first number of spaces that wins outright (box 50,
    # "Auto Win") goes into the note under it.
    track = []
    religious = None
    for n in range(PROTESTANT_SPACES_AUTO_WIN + 1):
        r = _aid_result(spaces=n)
        if any(v.kind == "religious" for v in r.automatic):
            religious = n
            break
        pair = (
            str(_addend_vp(r, "papacy", "papal_track")),
            str(_addend_vp(r, "protestant", "protestant_track")),
        )
        track.append((n, pair))
    runs = _runs(track)
    halves = [runs[i : i + AID_TRACK_COLUMNS] for i in range(0, len(runs), AID_TRACK_COLUMNS)]
    for half in halves:
        first, last = half[0][0].split("\u2013")[0], half[-1][0].split("\u2013")[-1]
        blocks.append(
            Table(
                t("spaces_caption", part=f"{first}\u2013{last}"),
                (t("spaces"), *(label for label, _ in half)),
                (
                    (t("papal"), *(pair[0] for _, pair in half)),
                    (t("protestant"), *(pair[1] for _, pair in half)),
                ),
                numeric=tuple(range(1, len(half) + 1)),
            )
        )

    english = _runs(
        [
            (n, _addend_vp(_aid_result(spaces=n, english=n), "england", "english_home_spaces"))
            for n in range(len(ENGLISH_HOME_SPACES) + 1)
        ]
    )
    blocks.append(
        Table(
            t("england_caption"),
            (t("home_spaces"), *(label for label, _ in english)),
            ((t("vp"), *(str(vp) for _, vp in english)),),
            numeric=tuple(range(1, len(english) + 1)),
        )
    )
    blocks.append(Note(t("note", n=religious)))
    return Report(title=t("title"), blocks=tuple(blocks))


VP: Final[Calculator[VpInput, VpResult]] = Calculator(
    id="his.vp",
    title={"ru": "победные очки (VP)", "en": "victory points (VP)"},
    fields=FIELDS,
    parse=parse,
    compute=compute,
    to_json=to_json,
    report=report,
    presets=PRESETS,
    languages=("ru",),
    export=export,
    aid=aid,
)
