"""Juízes, Fase 7 — Checagem de Vitória (seed 003, "Fase 7 — Checagem de Vitória"; ref Victory 1-5).

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
from typing import Any, Final, Literal, TypeAlias

from ..base import Calculator, Preset
from ..errors import InputError, InputErrors
from ..i18n import tr
from ..report import Block, Lines, Note, Report, Summary, Table, Tone
from ..spec import (
    BoolField,
    IntField,
    KeyedRowsField,
    ListOfChoicesField,
    Option,
    RowsField,
    TextField,
)
from .data import (
    MAX_COUNT,
    MAX_JUDGE_TITLES,
    MIN_REGIONS_SUSTAINING_JUDGE,
    POINTS_KING,
    POINTS_PER_JUDGE_TITLE,
    POINTS_TABERNACLE,
    POINTS_TO_WIN,
    SCORING_JUDGE_TITLES,
    SETTLEMENTS_TO_SUSTAIN_JUDGE,
    JudgeTitle,
)

# --- Input ----------------------------------------------------------------------------------

FIELDS = (
    KeyedRowsField(
        name="players",
        label={"pt": "Jogadores ativos", "en": "Active players"},
        help={
            "pt": (
                "Só os jogadores ainda no jogo (os eliminados em rodadas anteriores ficam de fora). "
                "Títulos de Juiz: quantos você tem com o juiz livre, com o juiz cativo e vagos. "
                "Generais livres: sem contar os cativos."
            ),
            "en": (
                "Only the players still in the game. Judge titles: how many with the judge free, "
                "captive, or vacant. Free generals: not counting captive ones."
            ),
        },
        key=TextField(name="name", label={"pt": "Jogador", "en": "Player"}),
        fields=(
            ListOfChoicesField(
                name="judge_titles",
                label={"pt": "Títulos de Juiz", "en": "Judge titles"},
                options=(
                    Option("free", {"pt": "juiz livre", "en": "judge free"}),
                    Option("captive", {"pt": "juiz cativo", "en": "judge captive"}),
                    Option("vacant", {"pt": "vago", "en": "vacant"}),
                ),
                default=(),
                max_items=MAX_JUDGE_TITLES,
            ),
            BoolField(name="king", label={"pt": "Rei", "en": "King"}),
            BoolField(name="tabernacle", label={"pt": "Arca no Tabernáculo", "en": "Ark on the Tabernacle"}),
            IntField(
                name="settlements",
                label={"pt": "Assentamentos controlados", "en": "Settlements controlled"},
                minimum=0,
                maximum=MAX_COUNT,
                default=0,
            ),
            IntField(
                name="free_generals",
                label={"pt": "Generais livres", "en": "Free generals"},
                minimum=0,
                maximum=MAX_COUNT,
                default=0,
            ),
        ),
        min_rows=2,
        max_rows=8,
    ),
    KeyedRowsField(
        name="regions",
        label={"pt": "Regiões do mapa", "en": "Regions of the map"},
        help={
            "pt": "Todas as regiões, cada uma com quantos assentamentos ainda estão de pé nela.",
            "en": "Every region, each with how many settlements still stand in it.",
        },
        key=TextField(name="region", label={"pt": "Região", "en": "Region"}),
        fields=(
            IntField(
                name="standing",
                label={"pt": "Assentamentos de pé", "en": "Standing settlements"},
                minimum=0,
                maximum=MAX_COUNT,
                default=0,
            ),
        ),
        max_rows=30,
        scalar=True,
    ),
    RowsField(
        name="captives",
        label={"pt": "Generais cativos", "en": "Captive generals"},
        help={
            "pt": (
                "Um por linha: de quem é o general, quem o mantém cativo e quem controla o hexágono "
                "onde ele está (em branco se ninguém controla)."
            ),
            "en": "One per row: whose general, who holds it, who controls its hex (blank: nobody).",
        },
        fields=(
            TextField(name="owner", label={"pt": "Dono do general", "en": "Owner"}),
            TextField(name="captor", label={"pt": "Captor", "en": "Captor"}),
            TextField(
                name="hex_controller",
                label={"pt": "Quem controla o hexágono", "en": "Hex controlled by"},
                default=None,
                required=True,
                nullable=True,
            ),
        ),
        max_rows=30,
    ),
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
    regions: tuple[tuple[str, int], ...]
    captives: tuple[Captive, ...]


ERRORS = {
    "not_a_player": {
        "en": "'{value}' is not a player: use a name from the players table",
        "pt": "«{value}» não é um jogador: use um nome da tabela de jogadores",
    },
    "own_captive": {
        "en": "a player cannot hold their own general captive",
        "pt": "um jogador não pode manter cativo o próprio general",
    },
    "second_king": {
        "en": "{first} already holds the King title: there is only one King",
        "pt": "{first} já tem o título de Rei: só existe um Rei",
    },
    "second_ark": {
        "en": "{first} already has the Ark on the Tabernacle: there is only one Ark",
        "pt": "{first} já tem a Arca sobre o Tabernáculo: só existe uma Arca",
    },
}


def parse(clean: dict[str, Any]) -> VictoryInput:
    errors: list[InputError] = []
    players = tuple(
        PlayerPosition(
            name=name,
            judge_titles=tuple(row["judge_titles"]),
            king=row["king"],
            tabernacle=row["tabernacle"],
            settlements=row["settlements"],
            free_generals=row["free_generals"],
        )
        for name, row in clean["players"].items()
    )
    # NOTE: the chapter speaks of one King title ("enquanto houver um rei") and one Ark ("o
    # general que carrega a Arca"): a second holder of either is a typing mistake.
    for flag, code in (("king", "second_king"), ("tabernacle", "second_ark")):
        holders = [p.name for p in players if getattr(p, flag)]
        for name in holders[1:]:
            errors.append(InputError(f"players.{name}.{flag}", code, {"first": holders[0]}, ERRORS[code]))
    names = {p.name for p in players}
    captives = []
    for i, row in enumerate(clean["captives"]):
        for key in ("owner", "captor", "hex_controller"):
            value = row[key]
            if value is not None and value not in names:
                errors.append(
                    InputError(
                        f"captives.{i}.{key}", "not_a_player", {"value": value}, ERRORS["not_a_player"]
                    )
                )
        if row["owner"] == row["captor"]:
            errors.append(InputError(f"captives.{i}.captor", "own_captive", text=ERRORS["own_captive"]))
        captives.append(Captive(row["owner"], row["captor"], row["hex_controller"]))
    if errors:
        raise InputErrors(errors)
    return VictoryInput(players, tuple(clean["regions"].items()), tuple(captives))


# --- Rules ----------------------------------------------------------------------------------

FREED: Final = "freed"

CustodyReason: TypeAlias = Literal["captor_controls", "nobody_controls", "passes", "freed"]


@dataclass(frozen=True)
class Custody:
    captive: Captive
    custody: str  # a player's name, or FREED
    reason: CustodyReason


def reconcile(c: Captive) -> Custody:
    """ "a custódia dos cativos é reconciliada" (ref Victory 1)."""
    if c.hex_controller is None:
        # NOTE: ref Victory 1: if nobody controls the hex, the captor keeps the captive.
        return Custody(c, c.captor, "nobody_controls")
    if c.hex_controller == c.captor:
        return Custody(c, c.captor, "captor_controls")
    if c.hex_controller == c.owner:
        # "e é libertado de graça se quem controla for o dono original."
        return Custody(c, FREED, "freed")
    # "Um cativo parado em um hexágono que seu captor não controla mais passa para quem
    # controla aquele hexágono"
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
    """Seed table "Os pontos de vitória": one line per source, vacant titles as 0 lines."""
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
ENDING_ORDER: Final[tuple[Ending, ...]] = ("points", "last_standing", "collapse", "general_elimination")
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
        # livre. Generais cativos não contam como presença" (ref Victory 4).
        return self.position.settlements == 0 and self.free_generals == 0


@dataclass(frozen=True)
class VictoryResult:
    custody: tuple[Custody, ...]
    players: tuple[PlayerCheck, ...]
    regions: tuple[tuple[str, int], ...]
    sustaining: tuple[str, ...]  # regions with 4+ standing settlements
    endings_applicable: tuple[Ending, ...]
    ending: Ending
    winners: tuple[str, ...]
    tie_break: TieBreak
    contenders: tuple[str, ...]  # players at 3 points or more

    @property
    def eliminated(self) -> tuple[str, ...]:
        return tuple(p.position.name for p in self.players if p.eliminated)


def break_tie(reaching: list[PlayerCheck]) -> tuple[tuple[str, ...], TieBreak]:
    """ "Empates" (ref Victory 3): most points, then most settlements, then shared."""
    if len(reaching) == 1:
        return (reaching[0].position.name,), "none"
    # NOTE: ref Victory 3: "a pontuação máxima" is read as "most points" first.
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
    sustaining = tuple(name for name, standing in inp.regions if standing >= SETTLEMENTS_TO_SUSTAIN_JUDGE)
    reaching = [p for p in players if p.points >= POINTS_TO_WIN]
    standing = [p for p in players if not p.eliminated]
    applicable: list[Ending] = []
    # "| Alguém chega a 3 pontos | Vence (ou vencem, em caso de empate mantido). |"
    if reaching:
        applicable.append("points")
    # "| Último de pé | Todos os rivais foram eliminados: o sobrevivente vence. |"
    if len(standing) == 1:
        applicable.append("last_standing")
    # "| Colapso das regiões | Restam menos de 3 regiões capazes de sustentar um juiz"
    if len(sustaining) < MIN_REGIONS_SUSTAINING_JUDGE:
        applicable.append("collapse")
    # "| Eliminação geral | Os últimos jogadores ativos são eliminados na mesma rodada"
    if not standing:
        applicable.append("general_elimination")
    # NOTE: ref Victory 5: the endings are checked in the order of the chapter's table and the
    # first that applies decides: 3 points win even if the regions collapsed or the player was
    # eliminated in this same check; the last one standing wins even if the regions collapsed.
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
        ending=ending,
        winners=winners,
        tie_break=tie_break,
        contenders=tuple(p.position.name for p in reaching),
    )


# --- Output ---------------------------------------------------------------------------------


def to_json(r: VictoryResult) -> dict[str, Any]:
    return {
        "points": {p.position.name: p.points for p in r.players},
        "eliminated": list(r.eliminated),
        "ending": r.ending,
        "winners": list(r.winners),
        "captives": [{"owner": c.captive.owner, "custody": c.custody, "reason": c.reason} for c in r.custody],
        "tie_break": r.tie_break,
        "endings_applicable": list(r.endings_applicable),
        "regions_sustaining_judge": list(r.sustaining),
        "free_generals": {p.position.name: p.free_generals for p in r.players},
        "point_lines": {
            p.position.name: [{"source": line.source, "points": line.points} for line in p.point_lines]
            for p in r.players
        },
    }


TEXT = {
    "title": {"pt": "Checagem de Vitória (fase 7)", "en": "Victory check (phase 7)"},
    "end_points_one": {
        "pt": "Fim de jogo: {winner} vence com {points} pontos.",
        "en": "Game over: {winner} wins with {points} points.",
    },
    "end_points_tb_points": {
        "pt": "Fim de jogo: {winner} vence com {points} pontos — mais pontos entre os que chegaram a 3.",
        "en": "Game over: {winner} wins with {points} points — most points among those at 3 or more.",
    },
    "end_points_tb_settlements": {
        "pt": (
            "Fim de jogo: {winner} vence — empate em {points} pontos, desempatado por assentamentos "
            "controlados ({settlements})."
        ),
        "en": "Game over: {winner} wins — tied at {points} points, broken by settlements controlled ({settlements}).",
    },
    "end_points_shared": {
        "pt": (
            "Fim de jogo: vitória compartilhada entre {winners} — {points} pontos e {settlements} "
            "assentamentos cada."
        ),
        "en": "Game over: shared victory of {winners} — {points} points and {settlements} settlements each.",
    },
    "end_last_standing": {
        "pt": "Fim de jogo: {winner} é o último de pé e vence — todos os rivais foram eliminados.",
        "en": "Game over: {winner} is the last one standing and wins — every rival was eliminated.",
    },
    "end_collapse": {
        "pt": (
            "Fim de jogo sem vencedor: colapso das regiões. {count} com 4 ou mais assentamentos de pé "
            "(são precisas 3): a terra é julgada e todos perdem."
        ),
        "en": "Game over, no winner: collapse of the regions. {count} with 4+ standing settlements (3 needed).",
    },
    "regions_0": {"pt": "Nenhuma região", "en": "No region"},
    "regions_1": {"pt": "Só 1 região", "en": "Only 1 region"},
    "regions_n": {"pt": "Só {n} regiões", "en": "Only {n} regions"},
    "end_general_elimination": {
        "pt": (
            "Fim de jogo sem vencedor: eliminação geral — todos os jogadores ativos foram eliminados "
            "nesta rodada."
        ),
        "en": "Game over, no winner: general elimination — every active player was eliminated this round.",
    },
    "end_none": {
        "pt": "Ninguém vence nesta rodada: a fase passa e a rodada seguinte começa.",
        "en": "Nobody wins this round: the phase passes and the next round begins.",
    },
    "also": {
        "pt": (
            "Também se aplicaria: {others}. Vale o primeiro final na ordem da tabela «As quatro "
            "formas de terminar»."
        ),
        "en": "Also applicable: {others}. The first ending in the table's order decides.",
    },
    "ending_points": {"pt": "alguém chega a 3 pontos", "en": "someone reaches 3 points"},
    "ending_last_standing": {"pt": "último de pé", "en": "last one standing"},
    "ending_collapse": {"pt": "colapso das regiões", "en": "collapse of the regions"},
    "ending_general_elimination": {"pt": "eliminação geral", "en": "general elimination"},
    "and": {"pt": " e ", "en": " and "},
    "table": {"pt": "Situação de cada jogador", "en": "Each player's position"},
    "col_player": {"pt": "Jogador", "en": "Player"},
    "col_points": {"pt": "Pontos", "en": "Points"},
    "col_settlements": {"pt": "Assentamentos", "en": "Settlements"},
    "col_generals": {"pt": "Generais livres", "en": "Free generals"},
    "col_status": {"pt": "Situação", "en": "Status"},
    "status_winner": {"pt": "vence", "en": "wins"},
    "status_eliminated": {"pt": "eliminado", "en": "eliminated"},
    "status_active": {"pt": "segue no jogo", "en": "still in"},
    "points_caption": {"pt": "Pontos de vitória (3 para vencer)", "en": "Victory points (3 to win)"},
    "points_line": {"pt": "{name}: {points} — {reasons}", "en": "{name}: {points} — {reasons}"},
    "no_points": {"pt": "nenhuma fonte de pontos", "en": "no source of points"},
    "judge_free_1": {"pt": "1 título de Juiz com juiz livre: +1", "en": "1 Judge title, judge free: +1"},
    "judge_free_n": {
        "pt": "{n} títulos de Juiz com juiz livre: +{n}",
        "en": "{n} Judge titles, judges free: +{n}",
    },
    "judge_captive_1": {
        "pt": "1 título de Juiz com juiz cativo (continua pontuando): +1",
        "en": "1 Judge title, judge captive (still scores): +1",
    },
    "judge_captive_n": {
        "pt": "{n} títulos de Juiz com juiz cativo (continuam pontuando): +{n}",
        "en": "{n} Judge titles, judges captive (still score): +{n}",
    },
    "judge_vacant_1": {
        "pt": "1 título de Juiz vago (não vale ponto): 0",
        "en": "1 vacant Judge title (scores nothing): 0",
    },
    "judge_vacant_n": {
        "pt": "{n} títulos de Juiz vagos (não valem ponto): 0",
        "en": "{n} vacant Judge titles (score nothing): 0",
    },
    "king_1": {"pt": "título de Rei: +1", "en": "King title: +1"},
    "tabernacle_1": {"pt": "Arca sobre o Tabernáculo: +1", "en": "Ark on the Tabernacle: +1"},
    "one_point": {"pt": "1 ponto", "en": "1 point"},
    "n_points": {"pt": "{n} pontos", "en": "{n} points"},
    "tie_caption": {"pt": "Empate", "en": "Tie"},
    "tie_reaching": {
        "pt": "Chegaram a 3 pontos ou mais: {list}.",
        "en": "At 3 points or more: {list}.",
    },
    "tie_points": {
        "pt": "Mais pontos: {winner} com {points}.",
        "en": "Most points: {winner} with {points}.",
    },
    "tie_settlements": {
        "pt": "Empate em {points} pontos; desempate por assentamentos controlados: {list}.",
        "en": "Tied at {points} points; broken by settlements controlled: {list}.",
    },
    "tie_shared": {
        "pt": "O empate persiste em assentamentos ({settlements} cada): a vitória é compartilhada.",
        "en": "Still tied on settlements ({settlements} each): a shared victory.",
    },
    "custody_caption": {
        "pt": "Custódia dos cativos (reconciliada antes da contagem)",
        "en": "Custody of captives (reconciled before counting)",
    },
    "captive_of": {
        "pt": "General de {owner}, cativo de {captor}",
        "en": "{owner}'s general, held by {captor}",
    },
    "custody_captor_controls": {
        "pt": "{what}: {captor} controla o hexágono, continua cativo de {captor}.",
        "en": "{what}: {captor} controls the hex and keeps it.",
    },
    "custody_nobody_controls": {
        "pt": "{what}: ninguém controla o hexágono, continua cativo de {captor}.",
        "en": "{what}: nobody controls the hex; {captor} keeps it.",
    },
    "custody_passes": {
        "pt": "{what}: o hexágono é de {to}, o cativo passa para {to}.",
        "en": "{what}: the hex is {to}'s; the captive passes to {to}.",
    },
    "custody_freed": {
        "pt": "{what}: o hexágono é de {owner}, o general é libertado de graça.",
        "en": "{what}: the hex is {owner}'s; the general is freed at no cost.",
    },
    "elim_caption": {"pt": "Eliminação", "en": "Elimination"},
    "elim_yes": {
        "pt": (
            "{name}: sem assentamentos e sem generais livres (generais cativos não contam): "
            "eliminado. Anunciado na fase de Anúncios seguinte."
        ),
        "en": "{name}: no settlement and no free general (captives do not count): eliminated.",
    },
    "elim_saved": {
        "pt": "{name}: sem assentamentos, mas segue no jogo com {generals} ({freed}).",
        "en": "{name}: no settlement, but still in with {generals} ({freed}).",
    },
    "elim_generals": {
        "pt": "{name}: sem assentamentos, mas segue no jogo com {generals}.",
        "en": "{name}: no settlement, but still in with {generals}.",
    },
    "generals_1": {"pt": "1 general livre", "en": "1 free general"},
    "generals_n": {"pt": "{n} generais livres", "en": "{n} free generals"},
    "freed_1": {"pt": "1 libertado na reconciliação", "en": "1 freed by the reconciliation"},
    "freed_n": {"pt": "{n} libertados na reconciliação", "en": "{n} freed by the reconciliation"},
    "elim_none": {"pt": "Ninguém é eliminado nesta rodada.", "en": "Nobody is eliminated this round."},
    "regions_caption": {
        "pt": "Regiões capazes de sustentar um juiz (4 ou mais assentamentos de pé)",
        "en": "Regions able to sustain a judge (4+ standing settlements)",
    },
    "region_line": {"pt": "{region}: {n} de pé{mark}", "en": "{region}: {n} standing{mark}"},
    "region_ok": {"pt": " — sustenta", "en": " — sustains"},
    "region_total": {
        "pt": "{n} de {total} regiões sustentam um juiz (colapso com menos de 3).",
        "en": "{n} of {total} regions sustain a judge (collapse below 3).",
    },
    "no_regions": {
        "pt": "Nenhuma região informada: 0 regiões sustentam um juiz.",
        "en": "No region entered: 0 regions sustain a judge.",
    },
    "eliminated_winner": {
        "pt": (
            "{name} também fica sem assentamentos e sem generais livres nesta checagem, mas chegar a "
            "3 pontos vem primeiro na tabela de finais: a vitória vale."
        ),
        "en": "{name} is also eliminated in this check, but reaching 3 points comes first in the table of endings.",
    },
    "readings": {
        "pt": "Leituras aplicadas onde o capítulo é omisso",
        "en": "Readings applied where the chapter is silent",
    },
}

Reading: TypeAlias = Literal["custody_nobody", "freed_is_free", "tie_order", "ending_order", "one_king"]

READINGS: dict[Reading, dict[str, str]] = {
    "custody_nobody": {
        "pt": "Cativo num hexágono que ninguém controla: continua com o captor.",
        "en": "A captive on a hex nobody controls stays with its captor.",
    },
    "freed_is_free": {
        "pt": (
            "Um general libertado na reconciliação (que vem antes da contagem) já conta como "
            "general livre para a eliminação."
        ),
        "en": "A general freed by the reconciliation counts as a free general for elimination.",
    },
    "tie_order": {
        "pt": (
            "Vários jogadores com 3 pontos ou mais: vence quem tem mais pontos; depois, mais "
            "assentamentos controlados; empate mantido = vitória compartilhada."
        ),
        "en": "Several at 3+: most points, then most settlements, then a shared victory.",
    },
    "ending_order": {
        "pt": (
            "Os finais são checados na ordem da tabela — 3 pontos, último de pé, colapso das "
            "regiões, eliminação geral — e o primeiro que se aplica decide."
        ),
        "en": "Endings are checked in the table's order; the first that applies decides.",
    },
    "one_king": {
        "pt": "Só há um título de Rei e uma Arca: dois jogadores com o mesmo é erro de digitação.",
        "en": "There is one King title and one Ark: two players with either is a typing mistake.",
    },
}


def report(r: VictoryResult, lang: str) -> Report:
    def t(key: str, **kw: Any) -> str:
        return tr(TEXT[key], lang).format(**kw)

    def join(names: tuple[str, ...] | list[str]) -> str:
        names = list(names)
        if len(names) <= 1:
            return "".join(names)
        return ", ".join(names[:-1]) + t("and") + names[-1]

    def generals(n: int) -> str:
        return t("generals_1") if n == 1 else t("generals_n", n=n)

    def pts(n: int) -> str:
        return t("one_point") if n == 1 else t("n_points", n=n)

    by_name = {p.position.name: p for p in r.players}
    readings: list[Reading] = ["tie_order", "ending_order"]
    if r.ending == "points":
        first = by_name[r.winners[0]]
        if r.tie_break == "shared":
            summary = t(
                "end_points_shared",
                winners=join(r.winners),
                points=first.points,
                settlements=first.position.settlements,
            )
        elif r.tie_break == "settlements":
            summary = t(
                "end_points_tb_settlements",
                winner=r.winners[0],
                points=first.points,
                settlements=", ".join(
                    f"{p.position.name} {p.position.settlements}"
                    for p in r.players
                    if p.position.name in r.contenders and p.points == first.points
                ),
            )
        elif r.tie_break == "points":
            summary = t("end_points_tb_points", winner=r.winners[0], points=first.points)
        else:
            summary = t("end_points_one", winner=r.winners[0], points=first.points)
    elif r.ending == "last_standing":
        summary = t("end_last_standing", winner=r.winners[0])
    elif r.ending == "collapse":
        n = len(r.sustaining)
        count = t("regions_0") if n == 0 else t("regions_1") if n == 1 else t("regions_n", n=n)
        summary = t("end_collapse", count=count)
    elif r.ending == "general_elimination":
        summary = t("end_general_elimination")
    else:
        summary = t("end_none")
    tone: Tone = "success" if r.winners else "danger" if r.ending != "none" else "info"
    blocks: list[Block] = [Summary(summary, tone)]
    others = [e for e in r.endings_applicable if e != r.ending]
    if others:
        blocks.append(Note(t("also", others="; ".join(t(f"ending_{e}") for e in others)), "warning"))
    eliminated_winners = [n for n in r.winners if by_name[n].eliminated]
    if r.ending == "points":
        for name in eliminated_winners:
            blocks.append(Note(t("eliminated_winner", name=name), "warning"))

    def status(p: PlayerCheck) -> str:
        if p.position.name in r.winners:
            return t("status_winner")
        return t("status_eliminated") if p.eliminated else t("status_active")

    rows = tuple(
        (p.position.name, str(p.points), str(p.position.settlements), str(p.free_generals), status(p))
        for p in r.players
    )
    winner_rows = [i for i, p in enumerate(r.players) if p.position.name in r.winners]
    blocks.append(
        Table(
            t("table"),
            (t("col_player"), t("col_points"), t("col_settlements"), t("col_generals"), t("col_status")),
            rows,
            highlight=winner_rows[0] if len(winner_rows) == 1 else None,
            numeric=(1, 2, 3),
        )
    )
    point_lines = []
    for p in r.players:
        counts: dict[PointSource, int] = {}
        for line in p.point_lines:
            counts[line.source] = counts.get(line.source, 0) + 1
        reasons = "; ".join(
            t(f"{source}_1") if n == 1 else t(f"{source}_n", n=n) for source, n in counts.items()
        )
        reasons = reasons or t("no_points")
        point_lines.append(t("points_line", name=p.position.name, points=pts(p.points), reasons=reasons))
    blocks.append(Lines(t("points_caption"), tuple(point_lines)))
    if len(r.contenders) > 1 and r.ending == "points":
        tie = [t("tie_reaching", list=join([f"{n} ({pts(by_name[n].points)})" for n in r.contenders]))]
        best = max(by_name[n].points for n in r.contenders)
        top = [n for n in r.contenders if by_name[n].points == best]
        if r.tie_break == "points":
            tie.append(t("tie_points", winner=r.winners[0], points=pts(best)))
        else:
            tie.append(
                t(
                    "tie_settlements",
                    points=best,
                    list=", ".join(f"{n} {by_name[n].position.settlements}" for n in top),
                )
            )
            if r.tie_break == "shared":
                tie.append(t("tie_shared", settlements=by_name[r.winners[0]].position.settlements))
        blocks.append(Lines(t("tie_caption"), tuple(tie)))
    if r.custody:
        custody_lines = []
        for c in r.custody:
            what = t("captive_of", owner=c.captive.owner, captor=c.captive.captor)
            custody_lines.append(
                t(
                    f"custody_{c.reason}",
                    what=what,
                    captor=c.captive.captor,
                    owner=c.captive.owner,
                    to=c.custody,
                )
            )
            if c.reason == "nobody_controls" and "custody_nobody" not in readings:
                readings.insert(0, "custody_nobody")
        blocks.append(Lines(t("custody_caption"), tuple(custody_lines)))
    elim_lines = []
    for p in r.players:
        if p.eliminated:
            elim_lines.append(t("elim_yes", name=p.position.name))
        elif p.position.settlements == 0 and p.freed_generals:
            freed = t("freed_1") if p.freed_generals == 1 else t("freed_n", n=p.freed_generals)
            elim_lines.append(
                t("elim_saved", name=p.position.name, generals=generals(p.free_generals), freed=freed)
            )
            if "freed_is_free" not in readings:
                readings.append("freed_is_free")
        elif p.position.settlements == 0:
            elim_lines.append(t("elim_generals", name=p.position.name, generals=generals(p.free_generals)))
    blocks.append(Lines(t("elim_caption"), tuple(elim_lines) or (t("elim_none"),)))
    if r.regions:
        region_lines = [
            t("region_line", region=name, n=n, mark=t("region_ok") if name in r.sustaining else "")
            for name, n in r.regions
        ]
        region_lines.append(t("region_total", n=len(r.sustaining), total=len(r.regions)))
    else:
        region_lines = [t("no_regions")]
    blocks.append(Lines(t("regions_caption"), tuple(region_lines)))
    readings.append("one_king")
    blocks.append(Lines(t("readings"), tuple(tr(READINGS[key], lang) for key in readings)))
    return Report(title=t("title"), blocks=tuple(blocks))


# --- Presets ---------------------------------------------------------------------------------


def _p(
    titles: list[str], *, king: bool = False, tabernacle: bool = False, settlements: int, generals: int
) -> dict[str, Any]:
    return {
        "judge_titles": titles,
        "king": king,
        "tabernacle": tabernacle,
        "settlements": settlements,
        "free_generals": generals,
    }


_REGIONS = {"Região A": 5, "Região B": 4, "Região C": 4, "Região D": 2}

# Ana reaches 3 with a captive judge; Bia also reaches 3: tie broken by settlements.
TIE_ON_POINTS: dict[str, Any] = {
    "players": {
        "Ana": _p(["free", "captive"], king=True, settlements=7, generals=2),
        "Bia": _p(["free", "free", "vacant"], tabernacle=True, settlements=5, generals=3),
        "Caio": _p([], settlements=0, generals=0),
    },
    "regions": _REGIONS,
    "captives": [
        {"owner": "Ana", "captor": "Bia", "hex_controller": "Bia"},
        {"owner": "Caio", "captor": "Bia", "hex_controller": "Ana"},
    ],
}

# Nobody at 3; a captive is freed by the reconciliation; the game goes on.
GAME_GOES_ON: dict[str, Any] = {
    "players": {
        "Ana": _p(["free", "vacant"], settlements=6, generals=2),
        "Bia": _p(["captive"], king=True, settlements=4, generals=1),
        "Caio": _p([], settlements=0, generals=0),
    },
    "regions": _REGIONS,
    "captives": [
        {"owner": "Caio", "captor": "Ana", "hex_controller": "Caio"},
        {"owner": "Bia", "captor": "Ana", "hex_controller": None},
    ],
}

# Only two regions keep 4 standing settlements: everybody loses.
COLLAPSE: dict[str, Any] = {
    "players": {
        "Ana": _p(["free", "free"], settlements=5, generals=2),
        "Bia": _p(["free"], king=True, settlements=4, generals=1),
    },
    "regions": {"Região A": 4, "Região B": 4, "Região C": 3, "Região D": 1},
    "captives": [],
}

VICTORY: Calculator[VictoryInput, VictoryResult] = Calculator(
    id="juizes.victory",
    title=TEXT["title"],
    fields=FIELDS,
    parse=parse,
    compute=compute,
    to_json=to_json,
    report=report,
    presets=(
        Preset("tie", {"pt": "Empate em 3 pontos", "en": "Tie at 3 points"}, TIE_ON_POINTS),
        Preset("none", {"pt": "Ninguém vence ainda", "en": "Nobody wins yet"}, GAME_GOES_ON),
        Preset("collapse", {"pt": "Colapso das regiões", "en": "Collapse of the regions"}, COLLAPSE),
    ),
    languages=("pt",),
)
