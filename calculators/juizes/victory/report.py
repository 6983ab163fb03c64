"""The victory check as it leaves the core: the JSON contract and the round's report (chapter
«O relatório da rodada»), with the readings of sources/juizes.md §2 it depended on."""

from __future__ import annotations

from typing import Any

from ...i18n import Catalog, fmt_signed
from ...report import Block, Lines, Note, Report, Summary, Table, Tone
from ..data import CANAANITES, MIN_REGIONS_SUSTAINING_JUDGE
from .rules import PlayerCheck, PointSource, VictoryResult
from .words import READINGS, words

# --- The JSON contract ------------------------------------------------------------------------


def to_json(r: VictoryResult) -> dict[str, Any]:
    return {
        "points": {p.position.name: p.points for p in r.players},
        "eliminated": list(r.eliminated),
        "ending": r.ending,
        "winners": list(r.winners),
        "captives": [{"owner": c.captive.owner, "custody": c.custody, "reason": c.reason} for c in r.custody],
        "tie_break": r.tie_break,
        "eliminated_with_points": list(r.eliminated_with_points),
        "readings": readings(r),
        "endings_applicable": list(r.endings_applicable),
        "regions_sustaining_judge": list(r.sustaining),
        "regions_uncounted": list(r.uncounted),
        "endings_undecided": list(r.endings_undecided),
        "free_generals": {p.position.name: p.free_generals for p in r.players},
        "point_lines": {
            p.position.name: [{"source": line.source, "points": line.points} for line in p.point_lines]
            for p in r.players
        },
    }


# --- The round's report ----------------------------------------------------------------------


def _summary(r: VictoryResult, w: Catalog) -> Summary:
    """How the round ends: the winner(s), no winner, or the game goes on."""
    if r.ending == "points":
        text = _points_summary(r, w)
    elif r.ending == "last_standing":
        text = w("end_last_standing", winner=r.winners[0])
    elif r.ending == "collapse":
        n = len(r.sustaining)
        text = w(
            "end_collapse",
            count=w("regions_0") if n == 0 else w("regions_some", regions=w.count(n, "region")),
        )
    elif r.ending == "none" and r.endings_undecided:
        return Summary(w("end_undecided", missing=_missing(r, w)), "warning")
    else:
        text = w(f"end_{r.ending}")
    tone: Tone = "success" if r.winners else "danger" if r.ending != "none" else "info"
    return Summary(text, tone)


def _missing(r: VictoryResult, w: Catalog) -> str:
    """What the regions table lacks to check the collapse (sources/juizes.md §2.7)."""
    if not r.regions:
        return w("missing_all")
    parts = []
    if r.uncounted:
        parts.append(w("missing_counts", regions=w.join(list(r.uncounted))))
    if len(r.regions) < MIN_REGIONS_SUSTAINING_JUDGE:
        parts.append(w("missing_regions", listed=w.count(len(r.regions), "region")))
    return "; ".join(parts)


def _points_summary(r: VictoryResult, w: Catalog) -> str:
    first = next(p for p in r.players if p.position.name == r.winners[0])
    if r.tie_break == "shared":
        return w(
            "end_points_shared",
            winners=w.join(r.winners),
            points=w.count(first.points, "point"),
            settlements=w.count(first.position.settlements, "settlement"),
        )
    if r.tie_break == "settlements":
        tied = ", ".join(
            f"{p.position.name} {p.position.settlements}"
            for p in r.players
            if p.position.name in r.contenders and p.points == first.points
        )
        return w("end_points_tb_settlements", winner=r.winners[0], points=first.points, settlements=tied)
    key = "end_points_tb_points" if r.tie_break == "points" else "end_points_one"
    return w(
        key,
        winner=r.winners[0],
        points=w.count(first.points, "point"),
        points_with=w.count(first.points, "point_with"),
    )


def _endings_notes(r: VictoryResult, w: Catalog) -> list[Block]:
    """Endings that also apply, and players at 3 points eliminated in this check."""
    notes: list[Block] = []
    others = [e for e in r.endings_applicable if e != r.ending]
    if others:
        notes.append(Note(w("also", others="; ".join(w(f"ending_{e}") for e in others)), "warning"))
    if r.ending == "general_elimination" and r.endings_undecided:
        notes.append(Note(w("undecided_same", missing=_missing(r, w)), "warning"))
    notes.extend(
        Note(w("eliminated_with_points", name=name, points=w.count(points, "point")), "warning")
        for name, points in ((p.position.name, p.points) for p in r.players)
        if name in r.eliminated_with_points
    )
    return notes


def _table(r: VictoryResult, w: Catalog) -> Table:
    def status(p: PlayerCheck) -> str:
        if p.position.name in r.winners:
            return w("status_winner")
        if p.eliminated:
            return w("status_eliminated")
        if r.ending == "none":
            return w("status_undecided") if r.endings_undecided else w("status_none")
        # After an ending nobody stays in the game: the others do not win, or everybody loses.
        return w("status_not_winner") if r.winners else w("status_loses")

    rows = tuple(
        (p.position.name, str(p.points), str(p.position.settlements), str(p.free_generals), status(p))
        for p in r.players
    )
    winner_rows = [i for i, p in enumerate(r.players) if p.position.name in r.winners]
    return Table(
        w("table"),
        (w("col_player"), w("col_points"), w("col_settlements"), w("col_generals"), w("col_status")),
        rows,
        highlight=winner_rows[0] if len(winner_rows) == 1 else None,
        numeric=(1, 2, 3),
    )


def _points(r: VictoryResult, w: Catalog) -> Lines:
    """Each player's points, source by source as recorded (chapter «Os pontos de vitória»)."""
    lines = []
    for p in r.players:
        by_source: dict[PointSource, tuple[int, int]] = {}
        for line in p.point_lines:
            n, points = by_source.get(line.source, (0, 0))
            by_source[line.source] = (n + 1, points + line.points)
        reasons = "; ".join(
            w(
                "source_line",
                what=w.count(n, source) if source.startswith("judge") else w(source),
                points=fmt_signed(points),
            )
            for source, (n, points) in by_source.items()
        )
        lines.append(
            w(
                "points_line",
                name=p.position.name,
                points=w.count(p.points, "point"),
                reasons=reasons or w("no_points"),
            )
        )
    return Lines(w("points_caption"), tuple(lines))


def _tie(r: VictoryResult, w: Catalog) -> list[Block]:
    """Several players at 3 points or more (sources/juizes.md §2.3)."""
    if len(r.contenders) <= 1 or r.ending != "points":
        return []
    by_name = {p.position.name: p for p in r.players}
    reaching = w.join([f"{n} ({w.count(by_name[n].points, 'point')})" for n in r.contenders])
    lines = [w("tie_reaching", list=reaching)]
    best = max(by_name[n].points for n in r.contenders)
    top = [n for n in r.contenders if by_name[n].points == best]
    if r.tie_break == "points":
        lines.append(w("tie_points", winner=r.winners[0], points=w.count(best, "point")))
    else:
        tied = ", ".join(f"{n} {by_name[n].position.settlements}" for n in top)
        lines.append(w("tie_settlements", points=best, list=tied))
        if r.tie_break == "shared":
            lines.append(w("tie_shared", settlements=by_name[r.winners[0]].position.settlements))
    return [Lines(w("tie_caption"), tuple(lines))]


def holder(name: str, form: str, w: Catalog) -> str:
    """A player or the Canaanites in a phrase: «de Ana», «dos cananeus» (``form``: of, to, with)."""
    if name == CANAANITES:
        return w(f"canaanites_{form}")
    return w(f"player_{form}", name=name)


def _custody(r: VictoryResult, w: Catalog) -> list[Block]:
    """«a custódia dos cativos é reconciliada» (sources/juizes.md §2.1), captive by captive."""
    if not r.custody:
        return []
    lines = []
    for c in r.custody:
        owner, captor = c.captive.owner, c.captive.captor
        phrases = {
            f"{who}_{form}": holder(name, form, w)
            for who, name in (("owner", owner), ("captor", captor), ("to", c.custody))
            for form in ("of", "to", "with")
        }
        what = w("captive_of", **phrases)
        lines.append(w(f"custody_{c.reason}", what=what, **phrases))
    return [Lines(w("custody_caption"), tuple(lines))]


def _elimination(r: VictoryResult, w: Catalog) -> Lines:
    """«Um jogador é eliminado quando fica sem nenhum assentamento e sem nenhum general livre.»"""
    lines = []
    for p in r.players:
        name, generals = p.position.name, w.count(p.free_generals, "free_general")
        if p.eliminated:
            lines.append(w("elim_yes", name=name))
        elif p.position.settlements == 0 and p.freed_generals:
            lines.append(
                w("elim_saved", name=name, generals=generals, freed=w.count(p.freed_generals, "freed"))
            )
        elif p.position.settlements == 0:
            lines.append(w("elim_generals", name=name, generals=generals))
    return Lines(w("elim_caption"), tuple(lines) or (w("elim_none"),))


def _regions(r: VictoryResult, w: Catalog) -> Lines:
    """The regions and which of them can still sustain a judge (the collapse ending)."""
    lines = [
        w("region_blank", region=name)
        if n is None
        else w("region_line", region=name, n=n, mark=w("region_ok") if name in r.sustaining else "")
        for name, n in r.regions
    ]
    if r.endings_undecided:
        lines.append(w("collapse_unchecked", missing=_missing(r, w)))
    else:
        lines.append(w("region_total", n=len(r.sustaining), total=len(r.regions)))
    return Lines(w("regions_caption"), tuple(lines))


def readings(r: VictoryResult) -> list[str]:
    """The readings of the page's note (sources/juizes.md §2) this result depended on, in the
    note's order: those the chapter does not settle by itself."""
    used = []
    if any(c.reason == "nobody_controls" for c in r.custody):
        used.append("custody")  # §2.1: nobody controls the hex, the captor keeps the captive
    if any(not p.eliminated and p.position.settlements == 0 and p.freed_generals for p in r.players):
        used.append("freed")  # a general freed just before saves its owner from elimination
    if r.ending == "points" and r.tie_break == "points":
        used.append("tie")  # §2.3: most points first
    if r.eliminated_with_points:
        used.append("eliminated_in_check")  # §2.6
    if len(r.endings_applicable) > 1:
        used.append("ending_order")  # §2.5
    return used


def _readings_note(r: VictoryResult, w: Catalog) -> list[Block]:
    used = readings(r)
    if not used:
        return []
    return [Note(w("readings_used", readings="; ".join(w.text(READINGS[key]) for key in used)))]


def report(r: VictoryResult, lang: str) -> Report:
    w = words(lang)
    blocks: list[Block] = [
        _summary(r, w),
        *_endings_notes(r, w),
        _table(r, w),
        _points(r, w),
        *_tie(r, w),
        *_custody(r, w),
        _elimination(r, w),
        _regions(r, w),
        *_readings_note(r, w),
    ]
    return Report(title=w("title"), blocks=tuple(blocks))
