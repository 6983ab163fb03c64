"""The texts of ``juizes.victory``: the report, the titles of the readings applied, the messages of
the checks across rows (numbers from the rules' constants)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Catalog, Text
from ..data import MIN_REGIONS_SUSTAINING_JUDGE, POINTS_TO_WIN, SETTLEMENTS_TO_SUSTAIN_JUDGE
from ..words import SHARED

NUMBERS: Final = {
    "to_win": POINTS_TO_WIN,
    "sustain": SETTLEMENTS_TO_SUSTAIN_JUDGE,
    "min_regions": MIN_REGIONS_SUSTAINING_JUDGE,
}

TEXT: Mapping[str, Text] = {
    "title": {"pt": "Checagem de Vitória (fase 7)", "en": "Victory check (phase 7)"},
    "end_points_one": {
        "pt": "Fim de jogo: {winner} vence com {points} pontos.",
        "en": "Game over: {winner} wins with {points} points.",
    },
    "end_points_tb_points": {
        "pt": "Fim de jogo: {winner} vence com {points} pontos — mais pontos entre os que chegaram a {to_win}.",
        "en": "Game over: {winner} wins with {points} points — most points among those at {to_win} or more.",
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
        "pt": "Fim de jogo: {winner} vence como último de pé — todos os rivais foram eliminados.",
        "en": "Game over: {winner} wins as the last one standing — every rival was eliminated.",
    },
    "end_collapse": {
        "pt": (
            "Fim de jogo sem vencedor: colapso das regiões. {count} com {sustain} ou mais assentamentos de pé "
            "(são necessárias {min_regions}): a terra é julgada e todos perdem."
        ),
        "en": "Game over, no winner: collapse of the regions. {count} with {sustain}+ standing settlements ({min_regions} needed).",
    },
    "regions_0": {"pt": "Nenhuma região", "en": "No region"},
    "regions_some": {"pt": "Só {regions}", "en": "Only {regions}"},
    "region": {"pt": "região|regiões", "en": "region|regions"},
    "end_general_elimination": {
        "pt": (
            "Fim de jogo sem vencedor: eliminação geral — todos os jogadores ativos foram eliminados "
            "nesta rodada."
        ),
        "en": "Game over, no winner: general elimination — every active player was eliminated this round.",
    },
    "end_undecided": {
        "pt": (
            "Ninguém vence por pontos nem como último de pé, mas o colapso das regiões não foi "
            "checado: {missing}. Complete a tabela de regiões."
        ),
        "en": (
            "Nobody wins on points or as the last one standing, but the collapse of the regions was "
            "not checked: {missing}. Complete the regions table."
        ),
    },
    "missing_all": {"pt": "nenhuma região informada", "en": "no region entered"},
    "missing_counts": {"pt": "falta a contagem de {regions}", "en": "{regions} not counted"},
    "missing_regions": {
        "pt": "a tabela lista só {listed} (o mapa tem pelo menos {min_regions})",
        "en": "the table lists only {listed} (the map has {min_regions} at least)",
    },
    "undecided_same": {
        "pt": (
            "O colapso das regiões não foi checado ({missing}): viria antes na tabela de finais, "
            "mas o resultado é o mesmo — fim de jogo sem vencedor."
        ),
        "en": (
            "The collapse of the regions was not checked ({missing}): it comes first in the table "
            "of endings, with the same outcome — game over, no winner."
        ),
    },
    "end_none": {
        "pt": "Ninguém vence nesta rodada: a fase passa e a rodada seguinte começa.",
        "en": "Nobody wins this round: the phase passes and the next round begins.",
    },
    "also": {
        "pt": (
            "Também se aplicaria: {others}. Vale o primeiro final na ordem da tabela “As quatro "
            "formas de terminar”."
        ),
        "en": "Also applicable: {others}. The first ending in the table's order decides.",
    },
    "ending_points": {"pt": "alguém chega a {to_win} pontos", "en": "someone reaches {to_win} points"},
    "ending_last_standing": {"pt": "último de pé", "en": "last one standing"},
    "ending_collapse": {"pt": "colapso das regiões", "en": "collapse of the regions"},
    "ending_general_elimination": {"pt": "eliminação geral", "en": "general elimination"},
    "table": {"pt": "Situação de cada jogador", "en": "Each player's position"},
    "col_points": {"pt": "Pontos", "en": "Points"},
    "col_settlements": {"pt": "Assentamentos", "en": "Settlements"},
    "col_generals": {"pt": "Generais livres", "en": "Free generals"},
    "col_status": {"pt": "Situação", "en": "Status"},
    # A player's status: the winners, those out of the game, and the others, by how the check
    # ends (after an ending nobody "stays in the game").
    "status_winner": {"pt": "vence", "en": "wins"},
    "status_eliminated": {"pt": "fora do jogo", "en": "out of the game"},
    "status_none": {"pt": "segue no jogo", "en": "still in the game"},
    "status_undecided": {"pt": "segue, salvo colapso", "en": "still in, unless the regions collapsed"},
    "status_not_winner": {"pt": "não vence", "en": "does not win"},
    "status_loses": {"pt": "perde", "en": "loses"},
    "points_caption": {
        "pt": "Pontos de vitória ({to_win} para vencer)",
        "en": "Victory points ({to_win} to win)",
    },
    "points_line": {"pt": "{name}: {points} — {reasons}", "en": "{name}: {points} — {reasons}"},
    "no_points": {"pt": "nenhuma fonte de pontos", "en": "no source of points"},
    # The sources of points (sources/juizes.md §2.2), a line per source: "{what}: {points}".
    "source_line": {"pt": "{what}: {points}", "en": "{what}: {points}"},
    "judge_free": {
        "pt": "título de Juiz com juiz livre|títulos de Juiz com juiz livre",
        "en": "Judge title, judge free|Judge titles, judges free",
    },
    "judge_captive": {
        "pt": "título de Juiz com juiz cativo (continua pontuando)|títulos de Juiz com juiz cativo (continuam pontuando)",
        "en": "Judge title, judge captive (still scores)|Judge titles, judges captive (still score)",
    },
    "judge_vacant": {
        "pt": "título de Juiz vago (não vale ponto)|títulos de Juiz vagos (não valem ponto)",
        "en": "vacant Judge title (scores nothing)|vacant Judge titles (score nothing)",
    },
    "king": {"pt": "título de Rei", "en": "King title"},
    "tabernacle": {"pt": "Arca sobre o Tabernáculo", "en": "Ark on the Tabernacle"},
    "point": {"pt": "ponto|pontos", "en": "point|points"},
    "tie_caption": {"pt": "Empate", "en": "Tie"},
    "tie_reaching": {
        "pt": "Chegaram a {to_win} pontos ou mais: {list}.",
        "en": "At {to_win} points or more: {list}.",
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
    # A holder of a captive or a hex in a phrase: a player, or the Canaanites ("of", "to", "with").
    "player_of": {"pt": "de {name}", "en": "of {name}"},
    "player_to": {"pt": "para {name}", "en": "to {name}"},
    "player_with": {"pt": "com {name}", "en": "with {name}"},
    "canaanites_of": {"pt": "dos cananeus", "en": "of the Canaanites"},
    "canaanites_to": {"pt": "para os cananeus", "en": "to the Canaanites"},
    "canaanites_with": {"pt": "com os cananeus", "en": "with the Canaanites"},
    "captive_of": {
        "pt": "General {owner_of}, cativo {captor_of}",
        "en": "General {owner_of}, held captive {captor_of}",
    },
    "custody_captor_controls": {
        "pt": "{what}: o hexágono é {captor_of}; o cativo continua {captor_with}.",
        "en": "{what}: the hex is still {captor_of}; the captive stays {captor_with}.",
    },
    "custody_nobody_controls": {
        "pt": "{what}: ninguém controla o hexágono; o cativo continua {captor_with}.",
        "en": "{what}: nobody controls the hex; the captive stays {captor_with}.",
    },
    "custody_passes": {
        "pt": "{what}: o hexágono é {to_of}; o cativo passa {to_to}.",
        "en": "{what}: the hex is {to_of}; the captive passes {to_to}.",
    },
    "custody_freed": {
        "pt": "{what}: o hexágono é {owner_of}; o general é libertado de graça.",
        "en": "{what}: the hex is {owner_of}; the general is freed at no cost.",
    },
    "elim_caption": {"pt": "Eliminação", "en": "Elimination"},
    "elim_yes": {
        "pt": (
            "{name}: sem assentamentos e sem generais livres (generais cativos não contam) — sai do "
            "jogo. A eliminação é anunciada na fase de Anúncios seguinte."
        ),
        "en": (
            "{name}: no settlement and no free general (captives do not count) — out of the game. "
            "It is announced in the next Announcements phase."
        ),
    },
    "elim_saved": {
        "pt": "{name}: sem assentamentos, mas escapa da eliminação com {generals} ({freed}).",
        "en": "{name}: no settlement, but escapes elimination with {generals} ({freed}).",
    },
    "elim_generals": {
        "pt": "{name}: sem assentamentos, mas escapa da eliminação com {generals}.",
        "en": "{name}: no settlement, but escapes elimination with {generals}.",
    },
    "free_general": {"pt": "general livre|generais livres", "en": "free general|free generals"},
    "freed": {
        "pt": "libertado na reconciliação|libertados na reconciliação",
        "en": "freed by the reconciliation",
    },
    "elim_none": {"pt": "Ninguém é eliminado nesta rodada.", "en": "Nobody is eliminated this round."},
    "regions_caption": {
        "pt": "Regiões capazes de sustentar um juiz ({sustain} ou mais assentamentos de pé)",
        "en": "Regions able to sustain a judge ({sustain}+ standing settlements)",
    },
    "region_line": {"pt": "{region}: {n} de pé{mark}", "en": "{region}: {n} standing{mark}"},
    "region_ok": {"pt": " — sustenta", "en": " — sustains"},
    "region_total": {
        "pt": "{n} de {total} regiões sustentam um juiz (colapso com menos de {min_regions}).",
        "en": "{n} of {total} regions sustain a judge (collapse below {min_regions}).",
    },
    "region_blank": {"pt": "{region}: sem contagem", "en": "{region}: not counted"},
    "collapse_unchecked": {
        "pt": "O colapso das regiões não foi checado: {missing}.",
        "en": "The collapse of the regions was not checked: {missing}.",
    },
    "eliminated_with_points": {
        "pt": (
            "{name} chega a {points}, mas sai do jogo nesta checagem (sem assentamentos e sem "
            "generais livres): quem é eliminado na checagem não vence, e esses pontos não contam "
            "para o final dos {to_win} pontos."
        ),
        "en": (
            "{name} reaches {points} but is eliminated in this check (no settlement, no free "
            "general): a player eliminated in the check does not win it; those points do not count."
        ),
    },
    **SHARED,
}

# The readings of the page's note «Leituras aplicadas» (sources/juizes.md §2) that a result
# depended on, by the titles the note gives them; the result names them in one line.
READINGS: Mapping[str, Text] = {
    "custody": {"pt": "Custódia", "en": "Custody"},
    "freed": {"pt": "Generais libertados", "en": "Freed generals"},
    "tie": {"pt": "Empate", "en": "Tie"},
    "eliminated_in_check": {"pt": "Eliminado nesta checagem", "en": "Eliminated in this check"},
    "ending_order": {"pt": "Ordem dos finais", "en": "Order of the endings"},
}


ERRORS: Mapping[str, Text] = {
    "not_a_player": {
        "en": "'{value}' is not a player: use a name from the players table or the players eliminated earlier",
        "pt": (
            "“{value}” não é um jogador: use um nome da tabela de jogadores ou dos eliminados em "
            "rodadas anteriores"
        ),
    },
    "not_a_holder": {
        "en": (
            "'{value}' is not a player: use a name from the players table or the players eliminated "
            "earlier, or 'canaanites'"
        ),
        "pt": (
            "“{value}” não é um jogador: use um nome da tabela de jogadores ou dos eliminados em "
            "rodadas anteriores, ou “cananeus”"
        ),
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


def words(lang: str) -> Catalog:
    return Catalog(TEXT, lang, NUMBERS)
