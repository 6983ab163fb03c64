"""Here I Stand: the Victory Determination Phase (seed 000, «23.3. Фаза определения победителя»).

The players keep each power's VP at the end of every turn played («Посему стоит записывать
VP каждой державы в каждый ход»); the calculator checks, in the seed's order, the standard
victory, the domination victory and the time victory for the current (last) turn, walking
back through the earlier turns to break ties.

Input (issue 3)::

    {"turn": 1-9,
     "history": [{"ottoman": vp, "hapsburg": vp, "england": vp, "france": vp,
                  "papacy": vp, "protestant": vp}, ...]}     # one row per turn, the last = turn

Output::

    {"result": "standard"|"domination"|"time"|"none"|"tie", "winner": power|null,
     "tied": [power, ...],                       # only for "tie"
     "tie_of": "standard"|"time"|null,           # which check ended in the tie
     "tie_break": [{"turn": t, "vp": {power: vp}}, ...],   # the walk back, if any
     "leads": {power: VP ahead of the best other power (negative: behind)},
     "domination_blockers": [{"power", "needed"}],         # see the seed's note on Copernicus
     "earlier_end": null | {"turn", "result", "winner"}}   # the history ended the game earlier

Known limit: a tie that the whole history cannot break has no rule in the seed; it is
reported as a tie, naming the tied powers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal, TypeAlias

from ..base import Calculator, Preset
from ..errors import InputError, InputErrors
from ..i18n import Text, fmt_signed, tr
from ..report import Lines, Note, Report, Summary, Table
from ..spec import JSON, Field, IntField, RowsField
from .data import (
    COPERNICUS_FROM_TURN,
    COPERNICUS_VP,
    DOMINATION_FROM_TURN,
    DOMINATION_LEAD,
    LAST_TURN,
    SERVETUS_FROM_TURN,
    SERVETUS_VP,
    STANDARD_VICTORY_VP,
)
from .vp import POWER_NAMES, POWERS, TOTAL_MAX, TOTAL_MIN, Power, power_name

Result: TypeAlias = Literal["standard", "domination", "time", "none", "tie"]
Row: TypeAlias = Mapping[Power, int]

# --- Input ----------------------------------------------------------------------------------

FIELDS: Final[tuple[Field, ...]] = (
    IntField(
        name="turn",
        label={"ru": "Текущий ход", "en": "Current turn"},
        help={"ru": "ход, в конце которого определяется победитель, 1–9", "en": "turn being checked, 1-9"},
        minimum=1,
        maximum=LAST_TURN,
        default=1,
    ),
    RowsField(
        name="history",
        label={"ru": "VP в конце каждого хода", "en": "VP at the end of each turn"},
        help={
            "ru": "Строка 1 — конец 1-го хода и так далее; последняя строка — текущий ход.",
            "en": "Row 1 is the end of turn 1 and so on; the last row is the current turn.",
        },
        fields=tuple(
            IntField(name=p, label=POWER_NAMES[p], minimum=TOTAL_MIN, maximum=TOTAL_MAX, default=0)
            for p in POWERS
        ),
        min_rows=1,
        max_rows=LAST_TURN,
        import_from="his.vp",
    ),
)


@dataclass(frozen=True)
class VictoryInput:
    turn: int
    history: tuple[Row, ...]  # history[t - 1] = VP at the end of turn t

    def vp(self, turn: int) -> Row:
        return self.history[turn - 1]


def parse(clean: dict[str, JSON]) -> VictoryInput:
    turn: int = clean["turn"]
    rows: list[dict[str, int]] = clean["history"]
    if len(rows) != turn:
        raise InputErrors(
            [
                InputError(
                    "history",
                    "rows_for_turns",
                    {"rows": len(rows), "turn": turn},
                    {
                        "ru": (
                            "нужна одна строка на каждый сыгранный ход: текущий ход {turn}, а строк {rows}"
                        ),
                        "en": "one row per turn played is needed: turn {turn}, but {rows} rows",
                    },
                )
            ]
        )
    history = tuple({p: row[p] for p in POWERS} for row in rows)
    return VictoryInput(turn, history)


# --- Rules ----------------------------------------------------------------------------------


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
    tie_of: Literal["standard", "time"] | None
    walk: tuple[TieStep, ...]
    leads: Mapping[Power, int]
    # A power that would dominate on turns 1-3, where domination is not checked.
    early_dominator: Power | None
    earlier_end: Verdict | None = None


def leads(row: Row) -> dict[Power, int]:
    """VP ahead of the best other power (negative: behind)."""
    return {p: row[p] - max(row[q] for q in POWERS if q != p) for p in POWERS}


def highest(row: Row, among: Sequence[Power]) -> list[Power]:
    best = max(row[p] for p in among)
    return [p for p in among if row[p] == best]


def break_tie(d: VictoryInput, tied: Sequence[Power]) -> tuple[list[Power], list[TieStep]]:
    """Seed «Стандартная победа»: «держава с большим количеством очков на предыдущем ходе
    объявляется победителем. Если и там ничья, посмотрите результаты предыдущего хода и так
    далее, пока не будет определён победитель.»  Returns the powers still tied (one: the
    winner) and the walk, from the current turn back."""
    still = list(tied)
    walk = [TieStep(d.turn, {p: d.vp(d.turn)[p] for p in still})]
    turn = d.turn - 1
    while len(still) > 1 and turn >= 1:
        row = d.vp(turn)
        walk.append(TieStep(turn, {p: row[p] for p in still}))
        still = highest(row, still)
        turn -= 1
    return still, walk


def dominator(row: Row) -> Power | None:
    # Seed «Победа по доминированию»: «набрала меньше 25 VP, но как минимум на 5 VP больше
    # каждой из остальных держав».
    for p, lead in leads(row).items():
        if row[p] < STANDARD_VICTORY_VP and lead >= DOMINATION_LEAD:
            return p
    return None


def determine(d: VictoryInput) -> Verdict:
    """The Victory Determination Phase of ``d.turn``, checks in the seed's order."""
    row = d.vp(d.turn)
    margins = leads(row)

    def verdict(
        result: Result,
        winner: Power | None = None,
        tied: Sequence[Power] = (),
        tie_of: Literal["standard", "time"] | None = None,
        walk: Sequence[TieStep] = (),
        early: Power | None = None,
    ) -> Verdict:
        return Verdict(d, result, winner, tuple(tied), tie_of, tuple(walk), margins, early)

    def highest_with_tie_break(kind: Literal["standard", "time"]) -> Verdict:
        # Seed: «Держава с наибольшим количеством очков считается победителем.»
        leaders = highest(row, POWERS)
        if len(leaders) == 1:
            return verdict(kind, leaders[0])
        still, walk = break_tie(d, leaders)
        if len(still) == 1:
            return verdict(kind, still[0], walk=walk)
        # NOTE: the seed has no rule for a tie the whole history cannot break.
        return verdict("tie", tied=still, tie_of=kind, walk=walk)

    # Seed «Стандартная победа»: «Если любая держава наберет 25 или более VP, она одерживает
    # стандартную победу.»
    if any(vp >= STANDARD_VICTORY_VP for vp in row.values()):
        return highest_with_tie_break("standard")
    dom = dominator(row)
    # Seed: «Такая победа может быть начиная только с 4 хода. Не проверяйте её условия на 1, 2
    # и 3 ходах.»
    if dom is not None and d.turn >= DOMINATION_FROM_TURN:
        return verdict("domination", dom)
    # Seed «Победа по времени»: «Победа по времени может случиться только в конце 9 хода.»
    # «Если ничья, то определите как в случае стандартной победы.»
    if d.turn == LAST_TURN:
        return highest_with_tie_break("time")
    # Seed «23.3»: «Если после проверки стандартной победы и победы по доминированию, победителя
    # нет, и это ещё не 9 ход, то передвиньте индикатор ходов на следующую позицию».
    return verdict("none", early=dom)


def compute(d: VictoryInput) -> Verdict:
    v = determine(d)
    # The game ends at the first winner: say so if the history would have ended it earlier.
    for turn in range(1, d.turn):
        earlier = determine(VictoryInput(turn, d.history[:turn]))
        if earlier.result != "none":
            return Verdict(
                v.input, v.result, v.winner, v.tied, v.tie_of, v.walk, v.leads, v.early_dominator, earlier
            )
    return v


@dataclass(frozen=True)
class Blocker:
    """A power that could stop a domination victory with Copernicus or Servetus."""

    power: Power
    behind: int  # VP behind the dominating power
    needed: int  # VP it must gain so that the lead falls under 5


def playable_bonus(turn: int) -> int:
    """The most VP one power can still gain in this phase from Copernicus and Servetus:
    Servetus enters the deck on turn 4, Copernicus on turn 5 (ref §5)."""
    most = SERVETUS_VP if turn >= SERVETUS_FROM_TURN else 0
    if turn >= COPERNICUS_FROM_TURN:
        most += max(COPERNICUS_VP)
    return most


def domination_blockers(v: Verdict) -> tuple[Blocker, ...]:
    """Seed note: «Коперник» и «Мигель Сервет» могут быть разыграны в середине фазы определения
    победителя, но только в том случае, если это изменение очков помешает другому игроку
    одержать победу по доминированию.  The powers whose gain from these events could bring
    the lead under 5 VP (the events are one-offs: the players know whether they are still
    to be played)."""
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


# --- Output ---------------------------------------------------------------------------------


def to_json(v: Verdict) -> dict[str, Any]:
    return {
        "result": v.result,
        "winner": v.winner,
        "tied": list(v.tied),
        "tie_of": v.tie_of,
        "turn": v.input.turn,
        "tie_break": [{"turn": s.turn, "vp": dict(s.vp)} for s in v.walk],
        "leads": dict(v.leads),
        "domination_blockers": [{"power": b.power, "needed": b.needed} for b in domination_blockers(v)],
        "earlier_end": (
            {"turn": v.earlier_end.input.turn, "result": v.earlier_end.result, "winner": v.earlier_end.winner}
            if v.earlier_end
            else None
        ),
    }


QUOTES: Final[Mapping[str, str]] = {
    "standard": (
        "«Если любая держава наберет 25 или более VP, она одерживает стандартную победу. "
        "Держава с наибольшим количеством очков считается победителем.»"
    ),
    "tie": (
        "«Если две или более державы имеет одинаковое количество очков, держава с большим "
        "количеством очков на предыдущем ходе объявляется победителем. Если и там ничья, "
        "посмотрите результаты предыдущего хода и так далее, пока не будет определён победитель.»"
    ),
    "domination": (
        "«Если во время фазы определения победителя держава набрала меньше 25 VP, но как минимум "
        "на 5 VP больше каждой из остальных держав, ей присуждается победа по доминированию.»"
    ),
    "domination_turn": (
        "«Такая победа может быть начиная только с 4 хода. Не проверяйте её условия на 1, 2 и 3 ходах.»"
    ),
    "time": (
        "«Если ни один из игроков так и не выиграл до конца 9 хода, то побеждает игрок с наибольшим "
        "количеством очков на этот момент. Если ничья, то определите как в случае стандартной победы.»"
    ),
    "none": (
        "«Если после проверки стандартной победы и победы по доминированию, победителя нет, и это "
        "ещё не 9 ход, то передвиньте индикатор ходов на следующую позицию на шкале ходов и начните "
        "новый ход.»"
    ),
    "copernicus": (
        "«Заметьте, что, как указано на этих картах, «Коперник» и «Мигель Сервет» могут быть "
        "разыграны в середине фазы определения победителя, но только в том случае, если это "
        "изменение очков помешает другому игроку одержать победу по доминированию.»"
    ),
}

TEXT: Final[Mapping[str, Text]] = {
    "title": {"ru": "Фаза определения победителя", "en": "Victory Determination Phase"},
    "standard": {
        "ru": "Стандартная победа: {power} ({vp} VP) на {turn}-м ходу.",
        "en": "Standard victory: {power} ({vp} VP) on turn {turn}.",
    },
    "domination": {
        "ru": "Победа по доминированию: {power} ({vp} VP, на {lead} VP больше каждой из остальных держав) на {turn}-м ходу.",
        "en": "Domination victory: {power} ({vp} VP, {lead} VP ahead of every other power) on turn {turn}.",
    },
    "time": {
        "ru": "Победа по времени: {power} ({vp} VP) в конце 9-го хода.",
        "en": "Time victory: {power} ({vp} VP) at the end of turn 9.",
    },
    "tie": {
        "ru": "Ничья: {powers} — равенство не разрешается ни на одном из предыдущих ходов.",
        "en": "Tie: {powers}; no earlier turn breaks it.",
    },
    "tie_note": {
        "ru": "Для ничьей, которую не разрешает вся история ходов, в правилах нет отдельного указания.",
        "en": "The rules give nothing further for a tie the whole history cannot break.",
    },
    "none": {
        "ru": "Победителя пока нет: после {turn}-го хода начинается {next}-й ход.",
        "en": "No winner yet: turn {next} follows turn {turn}.",
    },
    "rule": {"ru": "Правило", "en": "Rule"},
    "walk_caption": {"ru": "Разрешение ничьей по предыдущим ходам", "en": "Tie-break by earlier turns"},
    "walk_win": {"ru": "победитель: {power}", "en": "winner: {power}"},
    "walk_tie": {"ru": "ничья не разрешена: {powers}", "en": "still tied: {powers}"},
    "walk_turn": {"ru": "ход {turn}: {vps}", "en": "turn {turn}: {vps}"},
    "table": {"ru": "VP в конце {turn}-го хода", "en": "VP at the end of turn {turn}"},
    "power": {"ru": "Держава", "en": "Power"},
    "vp": {"ru": "VP", "en": "VP"},
    "lead": {"ru": "Отрыв от ближайшей", "en": "Lead over the next"},
    "to_25": {"ru": "До 25 VP", "en": "To 25 VP"},
    "to_dom": {"ru": "До доминирования", "en": "To domination"},
    "needs_caption": {"ru": "Что нужно каждой державе", "en": "What each power needs"},
    "need_standard": {
        "ru": "{power}: до стандартной победы не хватает {n} VP",
        "en": "{power}: {n} VP short of 25",
    },
    "need_dom": {
        "ru": "; для доминирования нужен отрыв 5 VP от каждой — не хватает {n} VP",
        "en": "; {n} VP short of a 5-VP lead for domination",
    },
    "need_dom_has": {
        "ru": "; отрыв уже {lead} VP — хватит для доминирования, если он сохранится",
        "en": "; already {lead} VP ahead, enough for domination if it holds",
    },
    "dom_from_4": {
        "ru": "Доминирование проверяется только с 4-го хода.",
        "en": "Domination is checked only from turn 4.",
    },
    "early_dom": {
        "ru": "{power}: отрыв {lead} VP, но на {turn}-м ходу победа по доминированию не проверяется.",
        "en": "{power} leads by {lead} VP, but domination is not checked on turn {turn}.",
    },
    "blockers_intro": {
        "ru": "Помешать победе по доминированию ещё можно в этой фазе:",
        "en": "The domination victory can still be prevented in this phase:",
    },
    "blocker_1": {
        "ru": "{power} (отставание {behind} VP): хватит 1 VP — «Мигель Сервет» или «Коперник»",
        "en": "{power} (behind by {behind}): 1 VP is enough, Michael Servetus or Copernicus",
    },
    "blocker_2": {
        "ru": "{power} (отставание {behind} VP): нужно 2 VP — «Коперник» на 2 VP, или «Коперник» на 1 VP вместе с «Мигелем Серветом»",
        "en": "{power} (behind by {behind}): 2 VP needed, Copernicus for 2 VP, or Copernicus for 1 with Servetus",
    },
    "blocker_3": {
        "ru": "{power} (отставание {behind} VP): нужно 3 VP — только оба события: «Коперник» на 2 VP и «Мигель Сервет»",
        "en": "{power} (behind by {behind}): 3 VP needed, both Copernicus for 2 VP and Servetus",
    },
    "blocker_servetus": {
        "ru": "{power} (отставание {behind} VP): хватит 1 VP — «Мигель Сервет» («Коперника» на 4-м ходу ещё нет)",
        "en": "{power} (behind by {behind}): 1 VP is enough, Michael Servetus (no Copernicus on turn 4)",
    },
    "no_blockers_4": {
        "ru": "Этими картами победу уже не остановить: все державы отстают на {n} VP или больше, а на 4-м ходу можно сыграть только «Мигеля Сервета» (1 VP).",
        "en": "These cards cannot stop it: every power is at least {n} VP behind, and on turn 4 only Servetus (1 VP) can be played.",
    },
    "no_blockers": {
        "ru": "Этими картами победу уже не остановить: все державы отстают на {n} VP или больше (а оба события дают не более 3 VP).",
        "en": "These cards cannot stop it: every power is at least {n} VP behind (both events give at most 3 VP).",
    },
    "cards_from": {
        "ru": "«Мигель Сервет» входит в колоду с {servetus}-го хода, «Коперник» — с {copernicus}-го; сыгранное событие второй раз не разыгрывается.",
        "en": "Servetus enters the deck on turn {servetus}, Copernicus on turn {copernicus}; a played event does not come back.",
    },
    "earlier_end": {
        "ru": "Внимание: по этим данным игра закончилась бы уже на {turn}-м ходу ({what}). Проверьте таблицу ходов.",
        "en": "Note: by this table the game would already have ended on turn {turn} ({what}). Check the table.",
    },
    "what_win": {"ru": "{kind}: {power}", "en": "{kind}: {power}"},
    "kind_standard": {"ru": "стандартная победа", "en": "standard victory"},
    "kind_domination": {"ru": "победа по доминированию", "en": "domination victory"},
    "kind_time": {"ru": "победа по времени", "en": "time victory"},
    "kind_tie": {"ru": "неразрешимая ничья", "en": "unbreakable tie"},
}


def _t(key: str, lang: str, **kw: Any) -> str:
    return tr(TEXT[key], lang).format(**kw)


def _names(powers: Sequence[Power], lang: str) -> str:
    names = [power_name(p, lang) for p in powers]
    if len(names) < 2:
        return "".join(names)
    joiner = " и " if lang == "ru" else " and "
    return ", ".join(names[:-1]) + joiner + names[-1]


def tie_walk_line(v: Verdict, lang: str) -> str:
    """«ход 5: Габсбурги 27, Франция 27 → ход 4: Габсбурги 24, Франция 22 → победитель: Габсбурги»."""
    steps = [
        _t(
            "walk_turn",
            lang,
            turn=s.turn,
            vps=", ".join(f"{power_name(p, lang)} {vp}" for p, vp in s.vp.items()),
        )
        for s in v.walk
    ]
    if v.winner is not None:
        steps.append(_t("walk_win", lang, power=power_name(v.winner, lang)))
    else:
        steps.append(_t("walk_tie", lang, powers=_names(v.tied, lang)))
    return " → ".join(steps)


def _kind(v: Verdict, lang: str) -> str:
    text = _t(f"kind_{v.result}", lang)
    if v.winner is not None:
        return _t("what_win", lang, kind=text, power=power_name(v.winner, lang))
    return f"{text}: {_names(v.tied, lang)}"


def report(v: Verdict, lang: str) -> Report:
    d = v.input
    row = d.vp(d.turn)
    blocks: list[Any] = []
    winner = v.winner
    if v.result == "tie":
        blocks.append(Summary(_t("tie", lang, powers=_names(v.tied, lang)), "warning"))
    elif winner is None:
        blocks.append(Summary(_t("none", lang, turn=d.turn, next=d.turn + 1)))
    else:
        name = power_name(winner, lang)
        text = _t(v.result, lang, power=name, vp=row[winner], lead=v.leads[winner], turn=d.turn)
        blocks.append(Summary(text, "success"))

    # The rule sentence behind the verdict.
    quote_keys = {
        "standard": ["standard"],
        "domination": ["domination", "domination_turn"],
        "time": ["time"],
        "tie": ["standard" if v.tie_of == "standard" else "time"],
        "none": ["none"],
    }[v.result]
    if v.walk:
        quote_keys.append("tie")
    blocks.append(Note(_t("rule", lang) + ": " + " ".join(QUOTES[k] for k in quote_keys)))
    if v.walk:
        blocks.append(Lines(_t("walk_caption", lang), (tie_walk_line(v, lang),)))
    if v.result == "tie":
        blocks.append(Note(_t("tie_note", lang)))

    if v.result == "domination":
        blocks.extend(_blockers_blocks(v, lang))

    header = tuple(_t(k, lang) for k in ("power", "vp", "lead", "to_25", "to_dom"))
    rows = []
    for p in POWERS:
        best_other = row[p] - v.leads[p]
        to_dom = max(0, best_other + DOMINATION_LEAD - row[p])
        rows.append(
            (
                power_name(p, lang),
                str(row[p]),
                fmt_signed(v.leads[p]),
                str(max(0, STANDARD_VICTORY_VP - row[p])),
                str(to_dom),
            )
        )
    highlight = POWERS.index(winner) if winner is not None else None
    blocks.append(Table(_t("table", lang, turn=d.turn), header, tuple(rows), highlight, numeric=(1, 2, 3, 4)))

    if v.result == "none":
        blocks.append(Lines(_t("needs_caption", lang), tuple(_need_line(v, p, lang) for p in POWERS)))
        if v.early_dominator is not None:
            p = v.early_dominator
            blocks.append(
                Note(
                    _t("early_dom", lang, power=power_name(p, lang), lead=v.leads[p], turn=d.turn)
                    + " "
                    + QUOTES["domination_turn"]
                )
            )
        elif d.turn + 1 < DOMINATION_FROM_TURN:
            blocks.append(Note(_t("dom_from_4", lang)))
    if v.earlier_end is not None:
        e = v.earlier_end
        blocks.append(Note(_t("earlier_end", lang, turn=e.input.turn, what=_kind(e, lang)), "warning"))
    return Report(title=_t("title", lang), blocks=tuple(blocks))


def _need_line(v: Verdict, p: Power, lang: str) -> str:
    row = v.input.vp(v.input.turn)
    line = _t("need_standard", lang, power=power_name(p, lang), n=max(0, STANDARD_VICTORY_VP - row[p]))
    lead = v.leads[p]
    if lead >= DOMINATION_LEAD:
        return line + _t("need_dom_has", lang, lead=lead)
    return line + _t("need_dom", lang, n=DOMINATION_LEAD - lead)


def _blockers_blocks(v: Verdict, lang: str) -> list[Any]:
    blockers = domination_blockers(v)
    out: list[Any] = [Note(QUOTES["copernicus"], "warning")]
    if blockers:
        # On turn 4 Copernicus is not yet in the deck (ref §5): only Servetus, 1 VP.
        early = v.input.turn < COPERNICUS_FROM_TURN
        lines = tuple(
            _t(
                "blocker_servetus" if early else f"blocker_{b.needed}",
                lang,
                power=power_name(b.power, lang),
                behind=b.behind,
            )
            for b in blockers
        )
        out.append(Lines(_t("blockers_intro", lang), lines))
    else:
        row = v.input.vp(v.input.turn)
        assert v.winner is not None
        closest = min(row[v.winner] - row[p] for p in POWERS if p != v.winner)
        key = "no_blockers_4" if v.input.turn < COPERNICUS_FROM_TURN else "no_blockers"
        out.append(Note(_t(key, lang, n=closest)))
    out.append(Note(_t("cards_from", lang, servetus=SERVETUS_FROM_TURN, copernicus=COPERNICUS_FROM_TURN)))
    return out


# --- Presets --------------------------------------------------------------------------------


def _rows(*rows: tuple[int, int, int, int, int, int]) -> list[dict[str, JSON]]:
    return [dict(zip(POWERS, r, strict=True)) for r in rows]


# The 1517 start (ref §1: 8/9/9/12/19/0) as the first row, ready to be overwritten.
NEW_GAME: Final = {"turn": 1, "history": _rows((8, 9, 9, 12, 19, 0))}

PRESETS: Final = (
    Preset("new", {"ru": "Новая партия (1517)", "en": "New game (1517)"}, NEW_GAME),
    Preset(
        "standard_tie",
        {"ru": "Пример: ничья при 25+, ход 5", "en": "Example: tie at 25+, turn 5"},
        {
            "turn": 5,
            "history": _rows(
                (9, 10, 9, 12, 17, 4),
                (12, 14, 11, 14, 15, 7),
                (15, 18, 13, 17, 14, 10),
                (18, 24, 15, 22, 13, 12),
                (20, 27, 17, 27, 13, 14),
            ),
        },
    ),
    Preset(
        "domination",
        {"ru": "Пример: доминирование, ход 4", "en": "Example: domination, turn 4"},
        {
            "turn": 4,
            "history": _rows(
                (10, 10, 9, 12, 17, 4),
                (14, 11, 10, 13, 15, 6),
                (18, 12, 11, 13, 14, 7),
                (22, 16, 12, 17, 13, 8),
            ),
        },
    ),
    Preset(
        "time",
        {"ru": "Пример: конец 9-го хода", "en": "Example: end of turn 9"},
        {
            "turn": 9,
            "history": _rows(
                (9, 10, 9, 12, 17, 4),
                (12, 12, 10, 13, 15, 6),
                (14, 14, 11, 14, 14, 8),
                (15, 16, 13, 16, 13, 10),
                (17, 18, 14, 17, 13, 12),
                (18, 19, 15, 19, 12, 14),
                (19, 21, 16, 20, 12, 15),
                (20, 21, 17, 22, 12, 16),
                (22, 23, 18, 23, 12, 17),
            ),
        },
    ),
)


# --- Printable aid (issue 7) ---------------------------------------------------------------
# Seed «Стандартная победа»: «Посему стоит записывать VP каждой державы в каждый ход.»  A blank
# sheet with one row per turn, and the checks this calculator applies, numbers from data.py.

AID_TEXT: Final[Mapping[str, Text]] = {
    "title": {"ru": "Бланк подсчёта VP по ходам", "en": "VP score sheet by turn"},
    "caption": {"ru": "VP держав в конце каждого хода", "en": "The powers' VP at the end of each turn"},
    "turn": {"ru": "Ход", "en": "Turn"},
    "standard": {
        "ru": "1. Стандартная победа: {vp} VP или больше — побеждает держава с наибольшим числом VP.",
        "en": "1. Standard victory: {vp} VP or more; the power with the most VP wins.",
    },
    "domination": {
        "ru": "2. Победа по доминированию (с {turn}-го хода): меньше {vp} VP, но на {lead} VP или больше впереди каждой другой державы.",
        "en": "2. Domination victory (from turn {turn}): under {vp} VP but {lead} VP or more ahead of every other power.",
    },
    "time": {
        "ru": "3. Победа по времени: в конце {turn}-го хода побеждает держава с наибольшим числом VP.",
        "en": "3. Time victory: at the end of turn {turn} the power with the most VP wins.",
    },
    "tie": {
        "ru": "Ничья в 1 или 3: побеждает держава с большим числом VP на предыдущем ходу (и так далее назад).",
        "en": "A tie in 1 or 3: the power with more VP on the previous turn wins (and so on back).",
    },
}


def aid(lang: str) -> Report:
    """A blank VP sheet: turns 1-9 by the six powers, and the victory checks, one note each, in
    the order of the phase."""

    def t(key: str, **kw: Any) -> str:
        return tr(AID_TEXT[key], lang).format(**kw)

    rows = tuple((str(turn), *("" for _ in POWERS)) for turn in range(1, LAST_TURN + 1))
    rules = (
        t("standard", vp=STANDARD_VICTORY_VP),
        t("domination", turn=DOMINATION_FROM_TURN, vp=STANDARD_VICTORY_VP, lead=DOMINATION_LEAD),
        t("time", turn=LAST_TURN),
        t("tie"),
    )
    return Report(
        title=t("title"),
        blocks=(
            Table(t("caption"), (t("turn"), *(power_name(p, lang) for p in POWERS)), rows),
            *(Note(rule) for rule in rules),
        ),
    )


VICTORY: Final[Calculator[VictoryInput, Verdict]] = Calculator(
    id="his.victory",
    title={
        "ru": "кто победил (фаза определения победителя)",
        "en": "who has won (Victory Determination Phase)",
    },
    fields=FIELDS,
    parse=parse,
    compute=compute,
    to_json=to_json,
    report=report,
    presets=PRESETS,
    languages=("ru",),
    aid=aid,
    # The table of turns is kept in the browser; starting over is a new game.
    reset_label={"ru": "Новая партия (очистить таблицу ходов)", "en": "New game (clear the table of turns)"},
)
