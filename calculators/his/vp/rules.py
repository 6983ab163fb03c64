"""Victory points of the six powers: the rules (sources/seeds/his-victory.txt «23.2. Победные очки»).

«Текущие VP державы складываются из её базовых, специальных и бонусных VP.»  Each addend is
recorded as an :class:`Addend` when it is applied; a power's base, special, bonus and total
are sums of those records, and the report renders them without recomputing anything.

Known limits: the calculator takes the players' counts as given (keys in unrest, spaces on
the track); it does not know the map.  The Tournament scenario's 23-VP threshold and the
3-5 player adjustments are not covered (sources/here-i-stand.md §6: unconfirmed).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final, Literal, TypeAlias

from ..data import (
    CHATEAUX_VP_MAX,
    ELECTORATES,
    ENGLISH_HOME_SPACES,
    ENGLISH_HOME_SPACES_PER_VP,
    HAPSBURG_VP_PER_ELECTORATE,
    HEIR_VP,
    KEY_POWERS,
    KEY_TRACK_BOXES,
    KEY_TRACK_VP,
    PIRACY_VP_MAX,
    POWERS,
    PROTESTANT_SPACES_AUTO_WIN,
    PROTESTANT_SPACES_TRACK,
    PROTESTANT_VP_PER_ELECTORATE,
    ST_PETERS_VP_MAX,
    KeyPower,
    Power,
)
from .bonus import BONUS_ITEMS

Heir: TypeAlias = Literal["none", "elizabeth", "edward"]
Part: TypeAlias = Literal["base", "special", "bonus"]
VictoryKind: TypeAlias = Literal["military", "religious"]
PARTS: Final[tuple[Part, ...]] = ("base", "special", "bonus")


@dataclass(frozen=True)
class KeyTrack:
    """The square control markers of one power: keys held, and how many of them are in unrest."""

    keys: int
    keys_in_unrest: int

    @property
    def open_boxes(self) -> int:
        # «Не забудьте отмечать каждую одну клетку фишкой беспорядков за каждый ключевой город,
        # охваченный беспорядками. Клетки с фишками беспорядков не считаются «открытыми»».
        return max(0, self.keys - self.keys_in_unrest)


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


@dataclass(frozen=True)
class Addend:
    """One addend of a power's VP, recorded when it is applied (the breakdown is data)."""

    part: Part
    item: str  # key of its line in the words (or a bonus item's name)
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
        # «Текущие VP державы складываются из её базовых, специальных и бонусных VP».
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


# --- Base VP (seed «Базовые») -------------------------------------------------------------------


def base_vp_from_keys(power: KeyPower, track: KeyTrack) -> int:
    """VP of the last open box of the key track (seed «Базовые»)."""
    n = track.open_boxes
    if n == 0:
        # «Если все клетки закрыты, держава имеет 0 базовых VP.»
        return 0
    if n == KEY_TRACK_BOXES[power]:
        # NOTE: the Auto Win box has no VP printed on it (sources/here-i-stand.md §1).  The
        # power has won outright, so its number hardly matters; we keep the VP of the last
        # numbered box, which is still open under it, rather than invent a number.
        return KEY_TRACK_VP[power][-1]
    # «Количество VP указано на последней открытой клетке на карте державы.»
    return KEY_TRACK_VP[power][n - 1]


def base(d: VpInput, power: Power) -> list[Addend]:
    if power == "protestant":
        # «Базовые VP Протестантов определяются следующим образом: по 2 за каждое курфюршество
        # под протестантским политическим контролем и религиозным влиянием.»
        n = d.protestant_electorates
        return [Addend("base", "electorates", n * PROTESTANT_VP_PER_ELECTORATE, {"n": n})]
    track = d.tracks[power]
    opened = track.open_boxes
    item = "auto_win_box" if opened == KEY_TRACK_BOXES[power] else "keys"
    params = {"keys": track.keys, "unrest": track.keys_in_unrest, "open": opened}
    return [Addend("base", item, base_vp_from_keys(power, track), params)]


# --- Special VP (seed «Протестантские города», «Специальные») -------------------------------------


def protestant_spaces_track(spaces: int) -> tuple[int, int]:
    """(purple Papal VP, brown Protestant VP) under the marker (seed «Протестантские города»)."""
    # NOTE: box 50 reads "Auto Win" with no VP numbers (sources/here-i-stand.md §3).  The
    # Protestant has won (religious victory); we keep the numbers of the last numbered row.
    return PROTESTANT_SPACES_TRACK[min(spaces, PROTESTANT_SPACES_AUTO_WIN - 1)]


def hapsburg_electorates(d: VpInput) -> Addend:
    n = d.hapsburg_electorates
    if n == 0:
        return Addend("special", "hapsburg_no_electorates", 0, {})
    if not d.schmalkaldic_league:
        # «Эти очки не считаются, пока не было разыграно обязательное событие «Шмалькальденский союз».»
        return Addend("special", "hapsburg_electorates_before_league", 0, {"n": n})
    # «Курфюршества: 1 VP за каждое курфюршество под габсбуржским политическим контролем».
    return Addend("special", "hapsburg_electorates", n * HAPSBURG_VP_PER_ELECTORATE, {"n": n})


def special(d: VpInput, power: Power) -> list[Addend]:
    purple, brown = protestant_spaces_track(d.protestant_spaces)
    if power == "ottoman":
        # «Пиратство: 1 VP на каждую клетку VP на шкале пиратства».
        return [Addend("special", "piracy", d.piracy_vp, {})]
    if power == "hapsburg":
        return [hapsburg_electorates(d)]
    if power == "england":
        # «Наследник: 5 VP, Эдуард VI родился ... Англия получает 2 VP, если Эдуард не родился,
        # но Елизавета I родилась.»
        heir = Addend("special", f"heir_{d.heir}", HEIR_VP[d.heir], {})
        # «1 VP за каждые 2 английских национальных города, обращённых в протестантскую веру.
        # Округлите результат деления вниз.»
        n = d.english_protestant_home_spaces
        return [heir, Addend("special", "english_home_spaces", n // ENGLISH_HOME_SPACES_PER_VP, {"n": n})]
    if power == "france":
        # «Шато: 1 VP за каждое шато».
        return [Addend("special", "chateaux", d.chateaux_vp, {})]
    if power == "papacy":
        # «Фиолетовое число показывает количество специальных VP, получаемых Папством.»
        # «Базилика св. Петра: По 1 VP за каждую клетку».
        track = Addend("special", "papal_track", purple, {"n": d.protestant_spaces})
        return [track, Addend("special", "st_peters", d.st_peters_vp, {})]
    # «Коричневое число показывает количество специальных VP, получаемых Протестантами.»
    return [Addend("special", "protestant_track", brown, {"n": d.protestant_spaces})]


# --- Bonus VP (seed «Бонусные») -------------------------------------------------------------------


def bonus(d: VpInput, power: Power) -> list[Addend]:
    # «Игроки получают бонусные VP в следующих случаях» (one line per item).
    out = []
    for item in BONUS_ITEMS[power]:
        n = d.bonus[power].get(item.name, 0)
        if n:
            out.append(Addend("bonus", item.name, n * item.vp_each, {"n": n}))
    return out


def power_vp(d: VpInput, power: Power) -> PowerVp:
    return PowerVp(power, tuple(base(d, power) + special(d, power) + bonus(d, power)))


# --- Automatic victories (seed «Религиозная победа»; sources/here-i-stand.md §6) -------------------


def automatic_victories(d: VpInput) -> tuple[AutomaticVictory, ...]:
    found: list[AutomaticVictory] = []
    for p in KEY_POWERS:
        # §6: military victory when the Auto Win box is open (every key, none in unrest).
        if d.tracks[p].open_boxes == KEY_TRACK_BOXES[p]:
            found.append(AutomaticVictory(p, "military"))
    # «Если Протестанты получат религиозное влияние в 50 городах ... они одерживают религиозную победу.»
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
