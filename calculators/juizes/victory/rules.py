"""Fase 7 — Checagem de Vitória: the rules (sources/seeds/juizes-income-and-victory.txt «Fase 7 —
Checagem de Vitória»; sources/juizes.md §2).

In order: captive custody is reconciled; each player's points are counted (Judge titles held
by a living general, free or captive; the King title; the Tabernacle); eliminations are
decided (no settlement and no free general); then the four endings of the chapter's table are
checked in the table's order and the first that applies ends the game.

Guarantees: a player's points are the sum of the recorded point lines, between 0 and
(Judge titles + 2); captives come out in the order given; ``winners`` is empty for every
ending but "points" and "last_standing".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal, TypeAlias

from ..data import (
    MIN_REGIONS_SUSTAINING_JUDGE,
    POINTS_KING,
    POINTS_PER_JUDGE_TITLE,
    POINTS_TABERNACLE,
    POINTS_TO_WIN,
    SCORING_JUDGE_TITLES,
    SETTLEMENTS_TO_SUSTAIN_JUDGE,
    JudgeTitle,
)


@dataclass(frozen=True)
class PlayerPosition:
    name: str
    judge_titles: tuple[JudgeTitle, ...]
    king: bool
    tabernacle: bool
    settlements: int
    free_generals: int


@dataclass(frozen=True)
class Captive:
    owner: str
    captor: str
    hex_controller: str | None


@dataclass(frozen=True)
class VictoryInput:
    players: tuple[PlayerPosition, ...]
    # Each region with its standing settlements, or None: not counted (a blank row).
    regions: tuple[tuple[str, int | None], ...]
    captives: tuple[Captive, ...]


FREED: Final = "freed"

CustodyReason: TypeAlias = Literal["captor_controls", "nobody_controls", "passes", "freed"]


@dataclass(frozen=True)
class Custody:
    captive: Captive
    custody: str  # a player's name, CANAANITES, or FREED
    reason: CustodyReason


def reconcile(c: Captive) -> Custody:
    """«a custódia dos cativos é reconciliada» (sources/juizes.md §2.1)."""
    if c.hex_controller is None:
        # NOTE: sources/juizes.md §2.1: if nobody controls the hex, the captor keeps the captive.
        return Custody(c, c.captor, "nobody_controls")
    if c.hex_controller == c.captor:
        return Custody(c, c.captor, "captor_controls")
    if c.hex_controller == c.owner:
        # "e é libertado de graça se quem controla for o dono original."
        return Custody(c, FREED, "freed")
    # "Um cativo parado em um hexágono que seu captor não controla mais passa para quem
    # controla aquele hexágono": another player, one eliminated earlier, or the Canaanites.
    return Custody(c, c.hex_controller, "passes")


PointSource: TypeAlias = Literal["judge_free", "judge_captive", "judge_vacant", "king", "tabernacle"]
JUDGE_SOURCE: Final[dict[JudgeTitle, PointSource]] = {
    "free": "judge_free",
    "captive": "judge_captive",
    "vacant": "judge_vacant",
}


@dataclass(frozen=True)
class PointLine:
    source: PointSource
    points: int


def victory_points(p: PlayerPosition) -> tuple[PointLine, ...]:
    """The chapter's table «Os pontos de vitória»: one line per source, vacant titles as 0 lines."""
    lines: list[PointLine] = []
    for title in p.judge_titles:
        # "| Título de Juiz | 1 por título | enquanto estiver preenchido por um general vivo |";
        # "Um título cujo juiz está cativo, por outro lado, continua pontuando";
        # "Um título vago ... não vale ponto algum."
        points = POINTS_PER_JUDGE_TITLE if title in SCORING_JUDGE_TITLES else 0
        lines.append(PointLine(JUDGE_SOURCE[title], points))
    if p.king:
        # "| Título de Rei | 1 | enquanto houver um rei |"
        lines.append(PointLine("king", POINTS_KING))
    if p.tabernacle:
        # "| Tabernáculo | 1 | enquanto o general que carrega a Arca estiver sobre o hexágono dele |"
        lines.append(PointLine("tabernacle", POINTS_TABERNACLE))
    return tuple(lines)


Ending: TypeAlias = Literal["points", "last_standing", "collapse", "general_elimination", "none"]
TieBreak: TypeAlias = Literal["none", "points", "settlements", "shared"]


@dataclass(frozen=True)
class PlayerCheck:
    position: PlayerPosition
    point_lines: tuple[PointLine, ...]
    freed_generals: int  # captives of this player freed by the reconciliation

    @property
    def points(self) -> int:
        return sum(line.points for line in self.point_lines)

    @property
    def free_generals(self) -> int:
        return self.position.free_generals + self.freed_generals

    @property
    def eliminated(self) -> bool:
        # "Um jogador é eliminado quando fica sem nenhum assentamento e sem nenhum general
        # livre. Generais cativos não contam como presença" (sources/juizes.md §2.4).
        return self.position.settlements == 0 and self.free_generals == 0


@dataclass(frozen=True)
class VictoryResult:
    custody: tuple[Custody, ...]
    players: tuple[PlayerCheck, ...]
    regions: tuple[tuple[str, int | None], ...]
    sustaining: tuple[str, ...]  # regions with 4+ standing settlements
    # Endings that the input cannot decide: "collapse" when regions are missing (see ``collapse``).
    endings_undecided: tuple[Ending, ...]
    endings_applicable: tuple[Ending, ...]
    ending: Ending
    winners: tuple[str, ...]
    tie_break: TieBreak
    contenders: tuple[str, ...]  # players at 3 points or more, still in the game

    @property
    def uncounted(self) -> tuple[str, ...]:
        """The regions listed with no count."""
        return tuple(name for name, standing in self.regions if standing is None)

    @property
    def eliminated(self) -> tuple[str, ...]:
        return tuple(p.position.name for p in self.players if p.eliminated)

    @property
    def eliminated_with_points(self) -> tuple[str, ...]:
        """Players at 3 points or more eliminated in this check: their points do not count."""
        return tuple(p.position.name for p in self.players if p.eliminated and p.points >= POINTS_TO_WIN)


def break_tie(reaching: list[PlayerCheck]) -> tuple[tuple[str, ...], TieBreak]:
    """«Empates» (sources/juizes.md §2.3): most points, then most settlements, then shared."""
    if len(reaching) == 1:
        return (reaching[0].position.name,), "none"
    # NOTE: sources/juizes.md §2.3: "a pontuação máxima" is read as "most points" first.
    best = max(p.points for p in reaching)
    top = [p for p in reaching if p.points == best]
    if len(top) == 1:
        return (top[0].position.name,), "points"
    # "o desempate é por quantidade de assentamentos controlados."
    most = max(p.position.settlements for p in top)
    top = [p for p in top if p.position.settlements == most]
    if len(top) == 1:
        return (top[0].position.name,), "settlements"
    # "se o empate persistir mesmo assim, a vitória é compartilhada"
    return tuple(p.position.name for p in top), "shared"


def collapse(regions: tuple[tuple[str, int | None], ...], sustaining: tuple[str, ...]) -> bool | None:
    """«Restam menos de 3 regiões capazes de sustentar um juiz»: whether the regions collapsed,
    or None when the table cannot tell (sources/juizes.md §2.7).

    The sentence describes the board, not the table: 3 regions that sustain a judge rule the
    collapse out whatever is missing; otherwise it needs every region counted, and the map has 3
    regions at least ("Restam menos de 3": there were 3 able to sustain a judge)."""
    if len(sustaining) >= MIN_REGIONS_SUSTAINING_JUDGE:
        return False
    if len(regions) < MIN_REGIONS_SUSTAINING_JUDGE or any(n is None for _, n in regions):
        return None
    return True


def endings(
    reaching: list[PlayerCheck], standing: list[PlayerCheck], collapsed: bool | None
) -> tuple[list[Ending], list[Ending]]:
    """The chapter's table «As quatro formas de terminar»: the endings that apply, in its order,
    and those the input cannot decide."""
    applicable: list[Ending] = []
    undecided: list[Ending] = []
    # "| Alguém chega a 3 pontos | Vence (ou vencem, em caso de empate mantido). |"
    if reaching:
        applicable.append("points")
    # "| Último de pé | Todos os rivais foram eliminados: o sobrevivente vence. |"
    if len(standing) == 1:
        applicable.append("last_standing")
    # "| Colapso das regiões | Restam menos de 3 regiões capazes de sustentar um juiz"
    if collapsed:
        applicable.append("collapse")
    elif collapsed is None:
        undecided.append("collapse")
    # "| Eliminação geral | Os últimos jogadores ativos são eliminados na mesma rodada"
    if not standing:
        applicable.append("general_elimination")
    return applicable, undecided


def compute(inp: VictoryInput) -> VictoryResult:
    # "Antes de contar, o jogo faz uma arrumação: a custódia dos cativos é reconciliada."
    custody = tuple(reconcile(c) for c in inp.captives)
    freed: dict[str, int] = {}
    for c in custody:
        if c.custody == FREED:
            freed[c.captive.owner] = freed.get(c.captive.owner, 0) + 1
    # NOTE: a general freed by the reconciliation is free when elimination is decided, since
    # the reconciliation comes "Antes de contar".
    players = tuple(PlayerCheck(p, victory_points(p), freed.get(p.name, 0)) for p in inp.players)
    # "cada uma precisa de 4 assentamentos de pé"
    sustaining = tuple(
        name
        for name, standing in inp.regions
        if standing is not None and standing >= SETTLEMENTS_TO_SUSTAIN_JUDGE
    )
    standing = [p for p in players if not p.eliminated]
    # NOTE: sources/juizes.md §2.6: "A eliminação é decidida aqui": a player eliminated in this
    # check does not win it; their points (captive judges keep scoring) do not count for the
    # 3-point ending.
    reaching = [p for p in standing if p.points >= POINTS_TO_WIN]
    applicable, undecided = endings(reaching, standing, collapse(inp.regions, sustaining))
    # NOTE: sources/juizes.md §2.5: the endings are checked in the order of the chapter's table and the
    # first that applies decides: 3 points win even if the regions collapsed; the last one
    # standing wins even if the regions collapsed.  A collapse that cannot be checked changes
    # nothing after them, nor before a general elimination (no winner either way); alone, it
    # leaves the ending "none" and the report says what is missing.
    ending: Ending = applicable[0] if applicable else "none"
    winners: tuple[str, ...] = ()
    tie_break: TieBreak = "none"
    if ending == "points":
        winners, tie_break = break_tie(reaching)
    elif ending == "last_standing":
        winners = (standing[0].position.name,)
    return VictoryResult(
        custody=custody,
        players=players,
        regions=inp.regions,
        sustaining=sustaining,
        endings_applicable=tuple(applicable),
        endings_undecided=tuple(undecided),
        ending=ending,
        winners=winners,
        tie_break=tie_break,
        contenders=tuple(p.position.name for p in reaching),
    )
