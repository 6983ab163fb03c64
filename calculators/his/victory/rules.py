"""The Victory Determination Phase: the rules (sources/seeds/his-victory.txt «23.3. Фаза
определения победителя»).

The players keep each power's VP at the end of every turn played («Посему стоит записывать VP
каждой державы в каждый ход»); the phase checks, in the seed's order, the standard victory, the
domination victory and the time victory for the current (last) turn, walking back through the
earlier turns to break ties.

A turn the players did not record has no VP (``None``): the current turn must be recorded, an
earlier one may be left out, wholly or for some powers.  The walk back compares only the tied
powers, so a turn recorded for them is enough; a turn where one of them is missing stops the
walk (skipping it could crown a power that was behind on it), and the verdict names that turn.

Known limits: a tie that the whole history cannot break has no rule in the seed; it is reported
as a tie, naming the tied powers.  An earlier turn is checked for an earlier end of the game
only if every power's VP on it were recorded.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Literal, TypeAlias

from ..data import (
    COPERNICUS_FROM_TURN,
    COPERNICUS_VP,
    DOMINATION_FROM_TURN,
    DOMINATION_LEAD,
    LAST_TURN,
    POWERS,
    SERVETUS_FROM_TURN,
    SERVETUS_VP,
    STANDARD_VICTORY_VP,
    Power,
)

Result: TypeAlias = Literal["standard", "domination", "time", "none", "tie"]
TieOf: TypeAlias = Literal["standard", "time"]
Row: TypeAlias = Mapping[Power, int]
# A turn as the players kept it: None for a power's VP they did not write down.
Kept: TypeAlias = Mapping[Power, int | None]


@dataclass(frozen=True)
class VictoryInput:
    turn: int
    history: tuple[Kept, ...]  # history[t - 1] = VP at the end of turn t

    def kept(self, turn: int) -> Kept:
        return self.history[turn - 1]

    def recorded(self, turn: int) -> bool:
        """Every power's VP of ``turn`` were written down."""
        return all(v is not None for v in self.kept(turn).values())

    def vp(self, turn: int) -> Row:
        """The VP of a recorded turn (the current one always is: the form checks it)."""
        row = {p: v for p, v in self.kept(turn).items() if v is not None}
        if len(row) != len(POWERS):
            raise ValueError(f"turn {turn} is not recorded")
        return row


@dataclass(frozen=True)
class TieStep:
    """One turn of the tie-break walk: the VP of the powers still tied going into it."""

    turn: int
    vp: Mapping[Power, int]


@dataclass(frozen=True)
class Verdict:
    input: VictoryInput
    result: Result
    winner: Power | None
    tied: tuple[Power, ...]
    tie_of: TieOf | None
    walk: tuple[TieStep, ...]
    leads: Mapping[Power, int]
    # A power that would dominate on turns 1-3, where domination is not checked.
    early_dominator: Power | None
    earlier_end: Verdict | None = None
    # The turn that stopped the tie-break walk because the tied powers' VP on it were not
    # recorded, and those powers.
    missing_turn: int | None = None
    missing_powers: tuple[Power, ...] = ()


def leads(row: Row) -> dict[Power, int]:
    """VP ahead of the best other power (negative: behind)."""
    return {p: row[p] - max(row[q] for q in POWERS if q != p) for p in POWERS}


def highest(row: Row, among: Sequence[Power]) -> list[Power]:
    best = max(row[p] for p in among)
    return [p for p in among if row[p] == best]


@dataclass(frozen=True)
class TieBreak:
    """The walk back: the powers still tied (one: the winner), the steps from the current turn
    back, and the turn that stopped it unrecorded (with the tied powers missing on it)."""

    still: list[Power]
    walk: list[TieStep]
    missing_turn: int | None = None
    missing_powers: tuple[Power, ...] = ()


def break_tie(d: VictoryInput, tied: Sequence[Power]) -> TieBreak:
    """«Держава с большим количеством очков на предыдущем ходе объявляется победителем. Если и
    там ничья, посмотрите результаты предыдущего хода и так далее, пока не будет определён
    победитель.»"""
    still = list(tied)
    walk = [TieStep(d.turn, {p: d.vp(d.turn)[p] for p in still})]
    turn = d.turn - 1
    while len(still) > 1 and turn >= 1:
        kept = d.kept(turn)
        row = {p: vp for p in still if (vp := kept[p]) is not None}
        if len(row) < len(still):
            # NOTE: who had more on a turn nobody recorded is unknown; skipping it could crown a
            # power that was behind on it.  The tie stays, and the missing turn is named.
            return TieBreak(still, walk, turn, tuple(p for p in still if p not in row))
        walk.append(TieStep(turn, row))
        still = highest(row, still)
        turn -= 1
    return TieBreak(still, walk)


def dominator(row: Row) -> Power | None:
    # «Победа по доминированию»: «набрала меньше 25 VP, но как минимум на 5 VP больше каждой из
    # остальных держав».
    for p, lead in leads(row).items():
        if row[p] < STANDARD_VICTORY_VP and lead >= DOMINATION_LEAD:
            return p
    return None


def determine(d: VictoryInput) -> Verdict:
    """The Victory Determination Phase of ``d.turn``, checks in the seed's order."""
    row = d.vp(d.turn)
    margins = leads(row)

    def verdict(result: Result, winner: Power | None = None, early: Power | None = None) -> Verdict:
        return Verdict(d, result, winner, (), None, (), margins, early)

    def highest_with_tie_break(kind: TieOf) -> Verdict:
        # «Держава с наибольшим количеством очков считается победителем.»
        leaders = highest(row, POWERS)
        if len(leaders) == 1:
            return verdict(kind, leaders[0])
        walk = break_tie(d, leaders)
        if len(walk.still) == 1:
            return replace(verdict(kind, walk.still[0]), walk=tuple(walk.walk))
        # NOTE: the seed has no rule for a tie the whole history cannot break.
        return replace(
            verdict("tie"),
            tied=tuple(walk.still),
            tie_of=kind,
            walk=tuple(walk.walk),
            missing_turn=walk.missing_turn,
            missing_powers=walk.missing_powers,
        )

    # «Если любая держава наберет 25 или более VP, она одерживает стандартную победу.»
    if any(vp >= STANDARD_VICTORY_VP for vp in row.values()):
        return highest_with_tie_break("standard")
    dom = dominator(row)
    # «Такая победа может быть начиная только с 4 хода. Не проверяйте её условия на 1, 2 и 3 ходах.»
    if dom is not None and d.turn >= DOMINATION_FROM_TURN:
        return verdict("domination", dom)
    # «Победа по времени может случиться только в конце 9 хода.» «Если ничья, то определите как
    # в случае стандартной победы.»
    if d.turn == LAST_TURN:
        return highest_with_tie_break("time")
    # «Если после проверки стандартной победы и победы по доминированию, победителя нет, и это ещё
    # не 9 ход, то передвиньте индикатор ходов на следующую позицию».
    return verdict("none", early=dom)


def compute(d: VictoryInput) -> Verdict:
    v = determine(d)
    # The game ends at the first winner: say so if the history would have ended it earlier
    # (a turn not recorded in full cannot be checked).
    for turn in range(1, d.turn):
        if not d.recorded(turn):
            continue
        earlier = determine(VictoryInput(turn, d.history[:turn]))
        if earlier.result != "none":
            return replace(v, earlier_end=earlier)
    return v


@dataclass(frozen=True)
class Blocker:
    """A power that could stop a domination victory with Copernicus or Servetus."""

    power: Power
    behind: int  # VP behind the dominating power
    needed: int  # VP it must gain so that the lead falls under 5


def playable_bonus(turn: int) -> int:
    """The most VP one power can still gain in this phase from Copernicus and Servetus:
    Servetus enters the deck on turn 4, Copernicus on turn 5 (sources/here-i-stand.md §5)."""
    most = SERVETUS_VP if turn >= SERVETUS_FROM_TURN else 0
    if turn >= COPERNICUS_FROM_TURN:
        most += max(COPERNICUS_VP)
    return most


def domination_blockers(v: Verdict) -> tuple[Blocker, ...]:
    """«Заметьте, что, как указано на этих картах, «Коперник» и «Мигель Сервет» могут быть
    разыграны в середине фазы определения победителя, но только в том случае, если это
    изменение очков помешает другому игроку одержать победу по доминированию.»  The powers whose
    gain from these events could bring the lead under 5 VP (the events are one-offs: the players
    know whether they are still to be played)."""
    if v.result != "domination" or v.winner is None:
        return ()
    row = v.input.vp(v.input.turn)
    top = row[v.winner]
    most = playable_bonus(v.input.turn)
    out = []
    for p in POWERS:
        if p == v.winner:
            continue
        needed = top - row[p] - (DOMINATION_LEAD - 1)
        if needed <= most:
            out.append(Blocker(p, top - row[p], needed))
    return tuple(out)
