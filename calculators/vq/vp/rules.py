"""Victory points of the six powers: the rules (sources/seeds/vq-victory.txt «Победные очки»).

«Текущий итог ПО державы — это сумма её основных, особых и призовых ПО.»  Base VP are the
number in the last open box of the power card (the Protestant: the row «Ключевые области вне
Нидерландов» plus 3 per key in the Netherlands); special VP come off the Protestant Spaces
track (Spain, England, the Empire, the Protestant), from Valois marriages (France) or not at
all (the Ottoman); bonus VP are the seed's list «Призовые».

Known limits: the printed key tracks and the Protestant Spaces track are not available
(sources/virgin-queen.md §3), so the player types the numbers printed on their own cards.  The
25-VP standard victory is not in the seed (two secondary sources, sources/virgin-queen.md §1);
the terms of a domination victory are not known at all, so they are checked only against a
lead the player enters from their own rulebook.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal, TypeAlias

from ..data import (
    ASSASSINATION_VP,
    CIRCUMNAVIGATION_FIRST_VP,
    CIRCUMNAVIGATION_SECOND_VP,
    MARY_EXECUTED_VP,
    NETHERLANDS_KEY_VP,
    POWERS,
    SECRET_PREFERENCE_POWER,
    SLAVE_TRADER_VP,
    STANDARD_VICTORY_VP,
    SUEZ_CANAL_VP,
    TRACK_POWERS,
    VALOIS_MARRIAGE_VP,
    VIRGIN_QUEEN_VP_PER_TURN,
    Power,
)

Part: TypeAlias = Literal["base", "special", "bonus"]
Circumnavigation: TypeAlias = Literal["none", "first", "second", "both"]
PARTS: tuple[Part, ...] = ("base", "special", "bonus")


@dataclass(frozen=True)
class BonusInput:
    """The seed's list «Призовые»: counts and markers of one power."""

    assassinations: int = 0
    circumnavigation: Circumnavigation = "none"
    virgin_queen_turns: int = 0
    suez_canal: bool = False
    slave_trader: bool = False
    mary_executed: bool = False
    other_vp: int = 0


@dataclass(frozen=True)
class PowerInput:
    """What the player reads off the cards for one power (fields a power lacks stay 0)."""

    power: Power
    # The number in the last open box; for the Protestant, of the row «Ключевые области вне Нидерландов».
    card_vp: int = 0
    netherlands_keys: int = 0
    track_vp: int = 0
    valois_marriages: int = 0
    preference_revealed: bool = True
    bonus: BonusInput = field(default_factory=BonusInput)


@dataclass(frozen=True)
class Position:
    powers: tuple[PowerInput, ...]
    # 0: do not check a domination victory (its terms are not known: sources/virgin-queen.md §3).
    domination_margin: int = 0


@dataclass(frozen=True)
class Addend:
    """One addend of a power's total, recorded when it is applied.

    ``item`` names what it is (a key of ``TEXT``), ``count`` what it was computed from.
    """

    part: Part
    item: str
    vp: int
    count: int | None = None


def base_vp(p: PowerInput) -> tuple[Addend, ...]:
    if p.power == "protestant":
        return (
            # «Протестант суммирует основные ПО следующим образом: возьмите ПО со строчки
            # «Ключевые области вне Нидерландов» [Keys outside the Netherlands] внизу
            Addend("base", "outside_netherlands", p.card_vp),
            # и прибавьте 3 ПО за каждую ключевую область, которую он контролирует в Нидерландах.»
            # RULES: the seed does not say whether a Netherlands key in unrest still counts here.
            Addend("base", "netherlands_keys", NETHERLANDS_KEY_VP * p.netherlands_keys, p.netherlands_keys),
        )
    # «Начисляйте ПО, показанные в последней открытой ячейке на их карточках держав. ...
    # Если все ячейки закрыты, эта держава имеет 0 основных ПО.»  The player reads the box.
    return (Addend("base", "card", p.card_vp),)


def special_vp(p: PowerInput) -> tuple[tuple[Addend, ...], tuple[Addend, ...]]:
    """The special VP counted now, and those kept hidden (the Empire's, until revealed)."""
    if p.power in TRACK_POWERS:
        # Spain, England, the Empire, the Protestant: «посмотрите направо от ряда, занятого в
        # настоящий момент маркером протестантских областей, пока не дойдете до колонки с флажком ...».
        track = Addend("special", "track", p.track_vp)
        if p.power == SECRET_PREFERENCE_POWER and not p.preference_revealed:
            # «... в качестве особых ПО для игрока за Империю, но только после того, как было
            # раскрыто тайное религиозное предпочтение.»
            return (), (track,)
        return (track,), ()
    if p.power == "france":
        # «Бракосочетание Валуа: 1 ПО после вступления в брак каждой из пяти королевских особ».
        return (Addend("special", "valois", VALOIS_MARRIAGE_VP * p.valois_marriages, p.valois_marriages),), ()
    # «Никакие: для Оттомана невозможны никакие особые ПО.»
    return (Addend("special", "none", 0),), ()


def bonus_vp(b: BonusInput) -> tuple[Addend, ...]:
    """The seed's «Призовые»: the items with a value in the seed, then the markers entered as VP.

    Items worth 0 are left out."""
    out: list[Addend] = []
    if b.assassinations:
        # «ПО за убийство [Assassination] (1 ПО за каждое убийство)».
        out.append(Addend("bonus", "assassinations", ASSASSINATION_VP * b.assassinations, b.assassinations))
    # «кругосветное плавание [Circumnavigation] (2 ПО за первое; 1 ПО за второе)».
    # NOTE: the seed does not say whether «первое» is the game's first or the power's first;
    # the player picks the VP the power was given (impossible combinations are flagged:
    # circumnavigation_flags).
    if b.circumnavigation in ("first", "both"):
        out.append(Addend("bonus", "circumnavigation_first", CIRCUMNAVIGATION_FIRST_VP))
    if b.circumnavigation in ("second", "both"):
        out.append(Addend("bonus", "circumnavigation_second", CIRCUMNAVIGATION_SECOND_VP))
    if b.virgin_queen_turns:
        # ««Королева-девственница» [Virgin Queen] (1 ПО за ход безбрачия)».
        out.append(
            Addend(
                "bonus", "virgin_queen", VIRGIN_QUEEN_VP_PER_TURN * b.virgin_queen_turns, b.virgin_queen_turns
            )
        )
    if b.suez_canal:
        # «ПО за Суэцкий канал [Suez Canal] (2 ПО, если построен)».
        out.append(Addend("bonus", "suez_canal", SUEZ_CANAL_VP))
    # «Существуют два возможных начисления бонуса в ПО, которые на самом деле вычитаются»:
    if b.slave_trader:
        # «работорговец [Slave Trader] (–1 ПО)».
        out.append(Addend("bonus", "slave_trader", SLAVE_TRADER_VP))
    if b.mary_executed:
        # «Мария Стюарт Шотландская казнена [Mary Queen of Scots Executed] (–1 ПО)».
        out.append(Addend("bonus", "mary_executed", MARY_EXECUTED_VP))
    if b.other_vp:
        # Piracy, patronage, marriage, Virginia Dare, Cyprus, War Winner, Paris, Master of
        # Central Europe and the four events: VP markers, entered as VP (no value in the seed).
        out.append(Addend("bonus", "other", b.other_vp))
    return tuple(out)


# --- Circumnavigations no reading allows -------------------------------------------------------------

Flag: TypeAlias = Literal["several_first", "several_second", "second_without_first"]


@dataclass(frozen=True)
class CircumnavigationFlag:
    """Circumnavigations ticked in a way no game gives: flagged for the players, still counted."""

    flag: Flag
    powers: tuple[Power, ...]


def circumnavigation_flags(powers: Sequence[PowerInput]) -> tuple[CircumnavigationFlag, ...]:
    """«кругосветное плавание [Circumnavigation] (2 ПО за первое; 1 ПО за второе)».

    NOTE: read as the game's first and second voyage, there is one first and one second; read
    as each power's own, several powers may have a first.  The page keeps the table's choice
    («отмечайте его так, как ПО засчитали за столом»), so the VP are counted as ticked and these
    are only flagged: more than one first or second (impossible in the first reading), and a
    second with no first at all (impossible in both).
    """
    firsts = tuple(p.power for p in powers if p.bonus.circumnavigation in ("first", "both"))
    seconds = tuple(p.power for p in powers if p.bonus.circumnavigation in ("second", "both"))
    out = []
    if len(firsts) > 1:
        out.append(CircumnavigationFlag("several_first", firsts))
    if len(seconds) > 1:
        out.append(CircumnavigationFlag("several_second", seconds))
    if seconds and not firsts:
        out.append(CircumnavigationFlag("second_without_first", seconds))
    return tuple(out)


@dataclass(frozen=True)
class PowerScore:
    """One power's VP: the addends counted in its total, and those still hidden."""

    power: Power
    addends: tuple[Addend, ...]
    hidden: tuple[Addend, ...] = ()

    def part(self, part: Part) -> int:
        return sum(a.vp for a in self.addends if a.part == part)

    @property
    def total(self) -> int:
        # «Текущий итог ПО державы — это сумма её основных, особых и призовых ПО.»
        return sum(a.vp for a in self.addends)

    @property
    def hidden_vp(self) -> int:
        return sum(a.vp for a in self.hidden)

    @property
    def revealed_total(self) -> int:
        return self.total + self.hidden_vp


def score(p: PowerInput) -> PowerScore:
    counted, hidden = special_vp(p)
    return PowerScore(p.power, (*base_vp(p), *counted, *bonus_vp(p.bonus)), hidden)


def dominant_power(totals: Mapping[Power, int], margin: int) -> Power | None:
    """The power leading every other by at least ``margin`` VP, if any (never with margin 0).

    NOTE: the seed mentions a domination victory without its terms; this is the reading the
    input's label states, with the lead taken from the player's rulebook.
    """
    if margin <= 0:
        return None
    for p in POWERS:
        if all(totals[p] - totals[q] >= margin for q in POWERS if q != p):
            return p
    return None


@dataclass(frozen=True)
class HreReveal:
    """What revealing the Empire's preference now would do (seen by the Empire's player only)."""

    visible_total: int
    hidden_vp: int
    revealed_total: int
    # «Только когда у него достаточно ПО, чтобы выиграть игру ...» (25 VP: sources/virgin-queen.md §1).
    reaches_victory_vp: bool
    # «... (или нужно прибавить ПО, чтобы воспрепятствовать победе другой державы из-за доминирования)».
    dominant_now: Power | None
    dominant_after: Power | None

    @property
    def stops_domination(self) -> bool:
        return (
            self.dominant_now not in (None, SECRET_PREFERENCE_POWER)
            and self.dominant_after != self.dominant_now
        )


@dataclass(frozen=True)
class VpResult:
    scores: tuple[PowerScore, ...]
    domination_margin: int
    hre_reveal: HreReveal | None
    circumnavigation_flags: tuple[CircumnavigationFlag, ...] = ()

    def of(self, power: Power) -> PowerScore:
        return next(s for s in self.scores if s.power == power)

    @property
    def mary_executed_by(self) -> Power | None:
        """The power that took Mary Stuart's −1, as the players agreed (one at most: form.check_one_offs)."""
        return next((s.power for s in self.scores if any(a.item == "mary_executed" for a in s.addends)), None)

    @property
    def totals(self) -> dict[Power, int]:
        """Every power's total as the table shows it (the Empire's without hidden VP)."""
        return {s.power: s.total for s in self.scores}

    @property
    def leaders(self) -> tuple[Power, ...]:
        top = max(self.totals.values())
        return tuple(p for p, t in self.totals.items() if t == top)

    @property
    def at_victory_vp(self) -> tuple[Power, ...]:
        return tuple(p for p, t in self.totals.items() if t >= STANDARD_VICTORY_VP)

    @property
    def dominant(self) -> Power | None:
        return dominant_power(self.totals, self.domination_margin)


def compute(position: Position) -> VpResult:
    scores = tuple(score(p) for p in position.powers)
    hre = next(s for s in scores if s.power == SECRET_PREFERENCE_POWER)
    hre_input = next(p for p in position.powers if p.power == SECRET_PREFERENCE_POWER)
    reveal = None
    if not hre_input.preference_revealed:
        visible = {s.power: s.total for s in scores}
        revealed = {**visible, SECRET_PREFERENCE_POWER: hre.revealed_total}
        reveal = HreReveal(
            visible_total=hre.total,
            hidden_vp=hre.hidden_vp,
            revealed_total=hre.revealed_total,
            reaches_victory_vp=hre.revealed_total >= STANDARD_VICTORY_VP,
            dominant_now=dominant_power(visible, position.domination_margin),
            dominant_after=dominant_power(revealed, position.domination_margin),
        )
    return VpResult(scores, position.domination_margin, reveal, circumnavigation_flags(position.powers))
