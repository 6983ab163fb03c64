"""The texts of ``juizes.victory``: the report, the titles of the readings applied, the messages of
the checks across rows (numbers from the rules' constants).

The Russian follows the site's Russian edition of the chapter (поселение, Судья, Царь, Скиния,
Ковчег, ханаанеи, выбывание, крах регионов); a sentence about a player names them without a
gendered verb (побеждает, выбывает) and a number that a noun follows comes as a count
(``Catalog.count``), so that the noun agrees with it.
"""

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
    "title": {
        "pt": "Checagem de Vitória (fase 7)",
        "ru": "Проверка победы (фаза 7)",
        "en": "Victory check (phase 7)",
    },
    # --- How the check ends ---
    "end_points_one": {
        "pt": "Fim de jogo: {winner} vence com {points}.",
        "ru": "Конец игры: {winner} побеждает с {points_with}.",
        "en": "Game over: {winner} wins with {points}.",
    },
    "end_points_tb_points": {
        "pt": "Fim de jogo: {winner} vence com {points} — mais pontos entre os que chegaram a {to_win}.",
        "ru": "Конец игры: {winner} побеждает с {points_with} — больше всех среди набравших {to_win_points} и больше.",
        "en": "Game over: {winner} wins with {points} — most points among those at {to_win} or more.",
    },
    "end_points_tb_settlements": {
        "pt": (
            "Fim de jogo: {winner} vence — empate em {points} pontos, desempatado por assentamentos "
            "controlados ({settlements})."
        ),
        "ru": (
            "Конец игры: {winner} побеждает — ничья по очкам ({points}) разрешена по числу "
            "контролируемых поселений ({settlements})."
        ),
        "en": "Game over: {winner} wins — tied at {points} points, broken by settlements controlled ({settlements}).",
    },
    "end_points_shared": {
        "pt": "Fim de jogo: vitória compartilhada entre {winners} — {points} e {settlements} cada.",
        "ru": "Конец игры: победа делится — {winners}; у каждого {points} и {settlements}.",
        "en": "Game over: shared victory of {winners} — {points} and {settlements} each.",
    },
    "end_last_standing": {
        "pt": "Fim de jogo: {winner} vence como último de pé — todos os rivais foram eliminados.",
        "ru": "Конец игры: {winner} побеждает — все соперники выбыли (финал «Последний оставшийся»).",
        "en": "Game over: {winner} wins as the last one standing — every rival was eliminated.",
    },
    "end_collapse": {
        "pt": (
            "Fim de jogo sem vencedor: colapso das regiões. {count} com {sustain} ou mais assentamentos de pé "
            "(são necessárias {min_regions}): a terra é julgada e todos perdem."
        ),
        "ru": (
            "Конец игры без победителя: крах регионов. Способных содержать судью (не меньше {sustain} "
            "уцелевших поселений) — {count}, а нужно хотя бы {min_regions}: над землёй свершается "
            "суд, и проигрывают все."
        ),
        "en": (
            "Game over, no winner: collapse of the regions. {count} with {sustain}+ standing "
            "settlements ({min_regions} needed)."
        ),
    },
    "regions_0": {"pt": "Nenhuma região", "ru": "ни одного", "en": "No region"},
    "regions_some": {"pt": "Só {regions}", "ru": "только {regions}", "en": "Only {regions}"},
    "region": {"pt": "região|regiões", "ru": "регион|региона|регионов", "en": "region|regions"},
    "end_general_elimination": {
        "pt": (
            "Fim de jogo sem vencedor: eliminação geral — todos os jogadores ativos foram eliminados "
            "nesta rodada."
        ),
        "ru": "Конец игры без победителя: общее выбывание — в этом раунде выбыли все активные игроки.",
        "en": "Game over, no winner: general elimination — every active player was eliminated this round.",
    },
    "end_undecided": {
        "pt": (
            "Ninguém vence por pontos nem como último de pé, mas o colapso das regiões não foi "
            "checado: {missing}. Complete a tabela de regiões."
        ),
        "ru": (
            "Никто не побеждает ни по очкам, ни как последний оставшийся, но крах регионов не "
            "проверен: {missing}. Заполните таблицу регионов."
        ),
        "en": (
            "Nobody wins on points or as the last one standing, but the collapse of the regions was "
            "not checked: {missing}. Complete the regions table."
        ),
    },
    "missing_all": {
        "pt": "nenhuma região informada",
        "ru": "не указано ни одного региона",
        "en": "no region entered",
    },
    "missing_counts": {
        "pt": "falta a contagem de {regions}",
        "ru": "не указано, сколько поселений уцелело: {regions}",
        "en": "{regions} not counted",
    },
    "missing_regions": {
        "pt": "a tabela lista só {listed} (o mapa tem pelo menos {min_regions})",
        "ru": "в таблице только {listed} (на карте их не меньше {min_regions})",
        "en": "the table lists only {listed} (the map has {min_regions} at least)",
    },
    "undecided_same": {
        "pt": (
            "O colapso das regiões não foi checado ({missing}): viria antes na tabela de finais, "
            "mas o resultado é o mesmo — fim de jogo sem vencedor."
        ),
        "ru": (
            "Крах регионов не проверен ({missing}); в таблице финалов он стоит раньше, но итог тот "
            "же — конец игры без победителя."
        ),
        "en": (
            "The collapse of the regions was not checked ({missing}): it comes first in the table "
            "of endings, with the same outcome — game over, no winner."
        ),
    },
    "end_none": {
        "pt": "Ninguém vence nesta rodada: a fase passa e a rodada seguinte começa.",
        "ru": "В этом раунде никто не побеждает: фаза проходит, и начинается следующий раунд.",
        "en": "Nobody wins this round: the phase passes and the next round begins.",
    },
    "also": {
        "pt": (
            "Também se aplicaria: {others}. Vale o primeiro final na ordem da tabela “As quatro "
            "formas de terminar”."
        ),
        "ru": "Подходит и другое: {others}. Решает первый финал в порядке таблицы «Четыре способа закончить игру».",
        "en": "Also applicable: {others}. The first ending in the table's order decides.",
    },
    "ending_points": {
        "pt": "alguém chega a {to_win_points}",
        "ru": "кто-то набирает {to_win_points}",
        "en": "someone reaches {to_win_points}",
    },
    "ending_last_standing": {"pt": "último de pé", "ru": "последний оставшийся", "en": "last one standing"},
    "ending_collapse": {"pt": "colapso das regiões", "ru": "крах регионов", "en": "collapse of the regions"},
    "ending_general_elimination": {
        "pt": "eliminação geral",
        "ru": "общее выбывание",
        "en": "general elimination",
    },
    # --- Each player ---
    "table": {"pt": "Situação de cada jogador", "ru": "Положение игроков", "en": "Each player's position"},
    "col_points": {"pt": "Pontos", "ru": "Очки", "en": "Points"},
    "col_settlements": {"pt": "Assentamentos", "ru": "Поселения", "en": "Settlements"},
    "col_generals": {"pt": "Generais livres", "ru": "Свободные генералы", "en": "Free generals"},
    "col_status": {"pt": "Situação", "ru": "Итог", "en": "Status"},
    # A player's status: the winners, those out of the game, and the others, by how the check
    # ends (after an ending nobody "stays in the game").
    "status_winner": {"pt": "vence", "ru": "побеждает", "en": "wins"},
    "status_eliminated": {"pt": "fora do jogo", "ru": "выбывает", "en": "out of the game"},
    "status_none": {"pt": "segue no jogo", "ru": "остаётся в игре", "en": "still in the game"},
    "status_undecided": {
        "pt": "segue, salvo colapso",
        "ru": "в игре, если нет краха",
        "en": "still in, unless the regions collapsed",
    },
    "status_not_winner": {"pt": "não vence", "ru": "не побеждает", "en": "does not win"},
    "status_loses": {"pt": "perde", "ru": "проигрывает", "en": "loses"},
    "points_caption": {
        "pt": "Pontos de vitória ({to_win} para vencer)",
        "ru": "Победные очки (для победы нужно {to_win})",
        "en": "Victory points ({to_win} to win)",
    },
    "points_line": {
        "pt": "{name}: {points} — {reasons}",
        "ru": "{name}: {points} — {reasons}",
        "en": "{name}: {points} — {reasons}",
    },
    "no_points": {"pt": "nenhuma fonte de pontos", "ru": "источников очков нет", "en": "no source of points"},
    # The sources of points (sources/juizes.md §2.2), a line per source: "{what}: {points}".
    "source_line": {"pt": "{what}: {points}", "ru": "{what}: {points}", "en": "{what}: {points}"},
    "judge_free": {
        "pt": "título de Juiz com juiz livre|títulos de Juiz com juiz livre",
        "ru": "титул Судьи со свободным судьёй|титула Судьи со свободными судьями|титулов Судьи со свободными судьями",
        "en": "Judge title, judge free|Judge titles, judges free",
    },
    "judge_captive": {
        "pt": "título de Juiz com juiz cativo (continua pontuando)|títulos de Juiz com juiz cativo (continuam pontuando)",
        "ru": (
            "титул Судьи с судьёй в плену (очко остаётся)|титула Судьи с судьями в плену (очки "
            "остаются)|титулов Судьи с судьями в плену (очки остаются)"
        ),
        "en": "Judge title, judge captive (still scores)|Judge titles, judges captive (still score)",
    },
    "judge_vacant": {
        "pt": "título de Juiz vago (não vale ponto)|títulos de Juiz vagos (não valem ponto)",
        "ru": (
            "вакантный титул Судьи (очков не даёт)|вакантных титула Судьи (очков не дают)|вакантных "
            "титулов Судьи (очков не дают)"
        ),
        "en": "vacant Judge title (scores nothing)|vacant Judge titles (score nothing)",
    },
    "king": {"pt": "título de Rei", "ru": "титул Царя", "en": "King title"},
    "tabernacle": {"pt": "Arca sobre o Tabernáculo", "ru": "Ковчег на Скинии", "en": "Ark on the Tabernacle"},
    "point": {"pt": "ponto|pontos", "ru": "очко|очка|очков", "en": "point|points"},
    # "with 3 points": the Russian instrumental.
    "point_with": {"pt": "ponto|pontos", "ru": "очком|очками|очками", "en": "point|points"},
    "settlement": {
        "pt": "assentamento|assentamentos",
        "ru": "поселение|поселения|поселений",
        "en": "settlement|settlements",
    },
    "tie_caption": {"pt": "Empate", "ru": "Ничья", "en": "Tie"},
    "tie_reaching": {
        "pt": "Chegaram a {to_win} pontos ou mais: {list}.",
        "ru": "{to_win_points} и больше набрали: {list}.",
        "en": "At {to_win} points or more: {list}.",
    },
    "tie_points": {
        "pt": "Mais pontos: {winner} com {points}.",
        "ru": "Больше всех очков: {winner} ({points}).",
        "en": "Most points: {winner} with {points}.",
    },
    "tie_settlements": {
        "pt": "Empate em {points} pontos; desempate por assentamentos controlados: {list}.",
        "ru": "Ничья по очкам ({points}); решает число контролируемых поселений: {list}.",
        "en": "Tied at {points} points; broken by settlements controlled: {list}.",
    },
    "tie_shared": {
        "pt": "O empate persiste em assentamentos ({settlements} cada): a vitória é compartilhada.",
        "ru": "Поселений тоже поровну (по {settlements}): победа делится.",
        "en": "Still tied on settlements ({settlements} each): a shared victory.",
    },
    # --- Captives ---
    "custody_caption": {
        "pt": "Custódia dos cativos (reconciliada antes da contagem)",
        "ru": "Пленники (перед подсчётом уточняется, кто их держит)",
        "en": "Custody of captives (reconciled before counting)",
    },
    # A holder of a captive or a hex in a phrase: a player, or the Canaanites ("of", "to", "with").
    "player_of": {"pt": "de {name}", "ru": "игрока {name}", "en": "of {name}"},
    "player_to": {"pt": "para {name}", "ru": "к игроку {name}", "en": "to {name}"},
    "player_with": {"pt": "com {name}", "ru": "у игрока {name}", "en": "with {name}"},
    "canaanites_of": {"pt": "dos cananeus", "ru": "ханаанеев", "en": "of the Canaanites"},
    "canaanites_to": {"pt": "para os cananeus", "ru": "к ханаанеям", "en": "to the Canaanites"},
    "canaanites_with": {"pt": "com os cananeus", "ru": "у ханаанеев", "en": "with the Canaanites"},
    "captive_of": {
        "pt": "General {owner_of}, cativo {captor_of}",
        "ru": "Генерал {owner_of} в плену {captor_with}",
        "en": "General {owner_of}, held captive {captor_of}",
    },
    "custody_captor_controls": {
        "pt": "{what}: o hexágono é {captor_of}; o cativo continua {captor_with}.",
        "ru": "{what}: гекс по-прежнему под контролем {captor_of} — ничего не меняется.",
        "en": "{what}: the hex is still {captor_of}; the captive stays {captor_with}.",
    },
    "custody_nobody_controls": {
        "pt": "{what}: ninguém controla o hexágono; o cativo continua {captor_with}.",
        "ru": "{what}: гекс никто не контролирует, пленник остаётся {captor_with}.",
        "en": "{what}: nobody controls the hex; the captive stays {captor_with}.",
    },
    "custody_passes": {
        "pt": "{what}: o hexágono é {to_of}; o cativo passa {to_to}.",
        "ru": "{what}: гекс под контролем {to_of} — пленник переходит {to_to}.",
        "en": "{what}: the hex is {to_of}; the captive passes {to_to}.",
    },
    "custody_freed": {
        "pt": "{what}: o hexágono é {owner_of}; o general é libertado de graça.",
        "ru": "{what}: гекс под контролем {owner_of} — генерал освобождается бесплатно.",
        "en": "{what}: the hex is {owner_of}; the general is freed at no cost.",
    },
    # --- Elimination ---
    "elim_caption": {"pt": "Eliminação", "ru": "Выбывание", "en": "Elimination"},
    "elim_yes": {
        "pt": (
            "{name}: sem assentamentos e sem generais livres (generais cativos não contam) — sai do "
            "jogo. A eliminação é anunciada na fase de Anúncios seguinte."
        ),
        "ru": (
            "{name}: нет ни поселений, ни свободных генералов (пленные не в счёт) — выбывает. "
            "Выбывание объявляется в следующей фазе объявлений."
        ),
        "en": (
            "{name}: no settlement and no free general (captives do not count) — out of the game. "
            "It is announced in the next Announcements phase."
        ),
    },
    "elim_saved": {
        "pt": "{name}: sem assentamentos, mas escapa da eliminação com {generals} ({freed}).",
        "ru": "{name}: поселений нет, но игрок не выбывает — {generals} ({freed}).",
        "en": "{name}: no settlement, but escapes elimination with {generals} ({freed}).",
    },
    "elim_generals": {
        "pt": "{name}: sem assentamentos, mas escapa da eliminação com {generals}.",
        "ru": "{name}: поселений нет, но игрок не выбывает — {generals}.",
        "en": "{name}: no settlement, but escapes elimination with {generals}.",
    },
    "free_general": {
        "pt": "general livre|generais livres",
        "ru": "свободный генерал|свободных генерала|свободных генералов",
        "en": "free general|free generals",
    },
    "freed": {
        "pt": "libertado na reconciliação|libertados na reconciliação",
        "ru": "освобождён при этой проверке|освобождены при этой проверке|освобождены при этой проверке",
        "en": "freed by the reconciliation",
    },
    "elim_none": {
        "pt": "Ninguém é eliminado nesta rodada.",
        "ru": "В этом раунде никто не выбывает.",
        "en": "Nobody is eliminated this round.",
    },
    "eliminated_with_points": {
        "pt": (
            "{name} chega a {points}, mas sai do jogo nesta checagem (sem assentamentos e sem "
            "generais livres): quem é eliminado na checagem não vence, e esses pontos não contam "
            "para o final dos {to_win} pontos."
        ),
        "ru": (
            "{name} набирает {points}, но выбывает в этой проверке (нет ни поселений, ни свободных "
            "генералов): выбывший в проверке не побеждает, и эти очки не учитываются для финала "
            "«{to_win_points}»."
        ),
        "en": (
            "{name} reaches {points} but is eliminated in this check (no settlement, no free "
            "general): a player eliminated in the check does not win it; those points do not count."
        ),
    },
    # --- Regions ---
    "regions_caption": {
        "pt": "Regiões capazes de sustentar um juiz ({sustain} ou mais assentamentos de pé)",
        "ru": "Регионы, способные содержать судью (не меньше {sustain} уцелевших поселений)",
        "en": "Regions able to sustain a judge ({sustain}+ standing settlements)",
    },
    "region_line": {
        "pt": "{region}: {n} de pé{mark}",
        "ru": "{region}: уцелело {n}{mark}",
        "en": "{region}: {n} standing{mark}",
    },
    "region_ok": {"pt": " — sustenta", "ru": " — может содержать судью", "en": " — sustains"},
    "region_total": {
        "pt": "{n} de {total} regiões sustentam um juiz (colapso com menos de {min_regions}).",
        "ru": "{n} из {total} регионов могут содержать судью (крах — если таких меньше {min_regions}).",
        "en": "{n} of {total} regions sustain a judge (collapse below {min_regions}).",
    },
    "region_blank": {
        "pt": "{region}: sem contagem",
        "ru": "{region}: число не указано",
        "en": "{region}: not counted",
    },
    "collapse_unchecked": {
        "pt": "O colapso das regiões não foi checado: {missing}.",
        "ru": "Крах регионов не проверен: {missing}.",
        "en": "The collapse of the regions was not checked: {missing}.",
    },
    **SHARED,
}

# The readings of the page's note «Leituras aplicadas» (sources/juizes.md §2) that a result
# depended on, by the titles the note gives them; the result names them in one line.
READINGS: Mapping[str, Text] = {
    "custody": {"pt": "Custódia", "ru": "Пленники", "en": "Custody"},
    "freed": {"pt": "Generais libertados", "ru": "Освобождённые генералы", "en": "Freed generals"},
    "tie": {"pt": "Empate", "ru": "Ничья", "en": "Tie"},
    "eliminated_in_check": {
        "pt": "Eliminado nesta checagem",
        "ru": "Выбывший в этой проверке",
        "en": "Eliminated in this check",
    },
    "ending_order": {"pt": "Ordem dos finais", "ru": "Порядок финалов", "en": "Order of the endings"},
}


ERRORS: Mapping[str, Text] = {
    "not_a_player": {
        "en": "'{value}' is not a player: use a name from the players table or the players eliminated earlier",
        "pt": (
            "“{value}” não é um jogador: use um nome da tabela de jogadores ou dos eliminados em "
            "rodadas anteriores"
        ),
        "ru": "«{value}» — не игрок: укажите имя из таблицы игроков или выбывших в прошлых раундах",
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
        "ru": (
            "«{value}» — не игрок: укажите имя из таблицы игроков или выбывших в прошлых раундах "
            "либо «ханаанеи»"
        ),
    },
    "own_captive": {
        "en": "a player cannot hold their own general captive",
        "pt": "um jogador não pode manter cativo o próprio general",
        "ru": "игрок не может держать в плену собственного генерала",
    },
    "second_king": {
        "en": "{first} already holds the King title: there is only one King",
        "pt": "{first} já tem o título de Rei: só existe um Rei",
        "ru": "титул Царя уже у игрока {first}: Царь только один",
    },
    "second_ark": {
        "en": "{first} already has the Ark on the Tabernacle: there is only one Ark",
        "pt": "{first} já tem a Arca sobre o Tabernáculo: só existe uma Arca",
        "ru": "Ковчег на Скинии уже у игрока {first}: Ковчег только один",
    },
}


def words(lang: str) -> Catalog:
    """The texts in ``lang``, with the rule constants they name (``{to_win_points}``: «3 очка»)."""
    counts = Catalog(TEXT, lang)
    return Catalog(TEXT, lang, {**NUMBERS, "to_win_points": counts.count(POINTS_TO_WIN, "point")})
