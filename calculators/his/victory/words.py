"""The texts of ``his.victory``: the seed's sentences behind each verdict, the report, the form's
labels and help, the aid (numbers from the rules' constants)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Catalog, Text, by_language, join_names, tr
from ..data import (
    COPERNICUS_VP,
    DOMINATION_FROM_TURN,
    DOMINATION_LEAD,
    FIRST_TURN,
    LAST_TURN,
    SERVETUS_VP,
    STANDARD_VICTORY_VP,
)

NUMBERS: Final = {
    "victory_vp": STANDARD_VICTORY_VP,
    "domination_lead": DOMINATION_LEAD,
    "domination_from": DOMINATION_FROM_TURN,
    "last_turn": LAST_TURN,
    "copernicus_low": min(COPERNICUS_VP),
    "copernicus_high": max(COPERNICUS_VP),
    "servetus_vp": SERVETUS_VP,
    "both_events": max(COPERNICUS_VP) + SERVETUS_VP,
}

# «Не проверяйте её условия на 1-м, 2-м и 3-м ходах» / “nos turnos 1, 2 e 3”: the turns before
# domination is checked, as each language writes them.
_TURNS_BEFORE_DOMINATION = range(FIRST_TURN, DOMINATION_FROM_TURN)
TURNS_BEFORE_DOMINATION: Final[Mapping[str, str]] = {
    "ru": join_names([f"{t}-м" for t in _TURNS_BEFORE_DOMINATION], "ru"),
    "pt": join_names([str(t) for t in _TURNS_BEFORE_DOMINATION], "pt"),
    "en": join_names([str(t) for t in _TURNS_BEFORE_DOMINATION], "en"),
}

# The sentences of the rules behind each verdict, quoted with the rules' numbers: the Russian as
# the site's page gives sources/seeds/his-victory.txt «23.3» (its grammar corrected, meaning
# unchanged), the Portuguese as the site's Portuguese page translates it.
QUOTES: Final[Mapping[str, Text]] = by_language(
    ru={
        "standard": "«Если любая держава наберёт {victory_vp} или более VP, она одерживает стандартную победу. Держава с наибольшим количеством очков считается победителем.»",
        "tie": "«Если две или более державы имеют одинаковое количество очков, держава с большим количеством очков на предыдущем ходе объявляется победителем. Если и там ничья, посмотрите результаты предыдущего хода и так далее, пока не будет определён победитель.»",
        "domination": "«Если во время фазы определения победителя держава набрала меньше {victory_vp} VP, но как минимум на {domination_lead} VP больше каждой из остальных держав, ей присуждается победа по доминированию.»",
        "domination_turn": "«Такая победа возможна только начиная с {domination_from}-го хода. Не проверяйте её условия на {turns_before_domination} ходах.»",
        "time": "«Если ни один из игроков так и не выиграл до конца {last_turn}-го хода, то побеждает игрок с наибольшим количеством очков на этот момент. Если ничья, победитель определяется так же, как при стандартной победе.»",
        "none": "«Если после проверки стандартной победы и победы по доминированию победителя нет и это ещё не {last_turn}-й ход, передвиньте индикатор ходов на следующую позицию на шкале ходов и начните новый ход.»",
        "copernicus": "«Заметьте, что, как указано на этих картах, «Коперник» и «Мигель Сервет» могут быть разыграны в середине фазы определения победителя, но только в том случае, если это изменение очков помешает другому игроку одержать победу по доминированию.»",
    },
    pt={
        "standard": "“Se qualquer potência alcançar {victory_vp} VP ou mais, ela conquista a vitória padrão. Vence a potência com mais pontos.”",
        "tie": "“Se duas ou mais potências estiverem empatadas em pontos, vence a que tinha mais pontos no turno anterior. Se o empate continuar, veja o turno anterior a esse, e assim por diante, até que haja um vencedor.”",
        "domination": "“Se, durante a fase de determinação da vitória, uma potência tiver menos de {victory_vp} VP, mas pelo menos {domination_lead} VP a mais que cada uma das outras potências, ela conquista a vitória por dominação.”",
        "domination_turn": "“Essa vitória só é possível a partir do {domination_from}º turno. Não verifique as condições dela nos turnos {turns_before_domination}.”",
        "time": "“Se nenhum jogador tiver vencido até o fim do {last_turn}º turno, vence o jogador com mais pontos nesse momento. Em caso de empate, o vencedor é decidido como na vitória padrão.”",
        "none": "“Se, depois de verificadas a vitória padrão e a vitória por dominação, não houver vencedor e ainda não for o {last_turn}º turno, avance o marcador de turno para a próxima posição na trilha de turnos e comece um novo turno.”",
        "copernicus": "“Observe que, como indicam essas cartas, ‘Copérnico’ e ‘Miguel Serveto’ podem ser jogadas no meio da fase de determinação da vitória, mas só se essa mudança de pontos impedir outro jogador de conquistar a vitória por dominação.”",
    },
    en={
        "standard": "If any power has {victory_vp} or more VP, it wins a standard victory. The power with the most VP wins.",
        "tie": "If two or more powers are tied, the one with more VP on the previous turn wins; if still tied, look at the turn before, and so on.",
        "domination": "A power with fewer than {victory_vp} VP but at least {domination_lead} VP more than every other power wins a domination victory.",
        "domination_turn": "This victory is possible only from turn {domination_from}. Do not check it on turns {turns_before_domination}.",
        "time": "If nobody has won by the end of turn {last_turn}, the player with the most VP wins; a tie is broken as for the standard victory.",
        "none": "If there is no standard or domination victory and it is not yet turn {last_turn}, move the turn marker on and start a new turn.",
        "copernicus": "As the cards say, Copernicus and Michael Servetus may be played in the middle of the Victory Determination Phase, but only if the change in VP prevents another player's domination victory.",
    },
)

TEXT: Final[Mapping[str, Text]] = by_language(
    ru={
        "title": "Фаза определения победителя",
        "standard": "Стандартная победа: {power} ({vp} VP) на {turn}-м ходу.",
        "domination": "Победа по доминированию: {power} ({vp} VP, на {lead} VP больше, чем у ближайшей соперницы) на {turn}-м ходу.",
        "time": "Победа по времени: {power} ({vp} VP) в конце {last_turn}-го хода.",
        "tie": "Ничья: {powers} — равенство не разрешается ни на одном из предыдущих ходов.",
        "tie_missing": "Ничья: {powers}. Разрешить её нельзя: на {turn}-м ходу не записаны VP ({missing}).",
        "tie_missing_note": "Чтобы разрешить ничью по правилу, впишите эти VP в строку {turn}-го хода.",
        "tie_note": "Для ничьей, которую не разрешает вся история ходов, в правилах нет отдельного указания.",
        "none": "Победителя пока нет: после {turn}-го хода начинается {next}-й ход.",
        "rule": "Правило",
        "walk_caption": "Разрешение ничьей по предыдущим ходам",
        "walk_win": "победитель: {power}",
        "walk_tie": "ничья не разрешена: {powers}",
        "walk_turn": "ход {turn}: {vps}",
        "walk_missing": "ход {turn}: не записан ({powers})",
        "table": "VP в конце {turn}-го хода",
        "power": "Держава",
        "vp": "VP",
        "lead": "Отрыв от лучшей из остальных",
        "to_standard": "До {victory_vp} VP",
        "to_dom": "До доминирования",
        "needs_caption": "Что нужно каждой державе",
        "need_standard": "{power}: до стандартной победы не хватает {n} VP",
        "need_dom": "; для доминирования нужен отрыв {domination_lead} VP от каждой — не хватает {n} VP",
        "need_dom_has": "; отрыв уже {lead} VP — хватит для доминирования, если он сохранится",
        "dom_from_4": "Доминирование проверяется только с {domination_from}-го хода.",
        "dom_out_of_reach": "«{mark}» в столбце «До доминирования»: доминирование — это меньше {victory_vp} VP, а отрыв в {domination_lead} VP от остальных (при их нынешних VP) дал бы этой державе {victory_vp} VP или больше — это уже стандартная победа.",
        "need_dom_out_of_reach": "; отрыв в {domination_lead} VP дал бы {victory_vp} VP или больше — это уже стандартная победа",
        "early_dom": "{power}: отрыв {lead} VP, но на {turn}-м ходу победа по доминированию не проверяется.",
        "blockers_intro": "Помешать победе по доминированию ещё можно в этой фазе:",
        "blocker_one": "{power} (отставание {behind} VP): хватит {needed} VP — «Мигель Сервет» или «Коперник»",
        "blocker_either": "{power} (отставание {behind} VP): нужно {needed} VP — «Коперник» на {copernicus_high} VP или «Коперник» на {copernicus_low} VP вместе с «Мигелем Серветом»",
        "blocker_both": "{power} (отставание {behind} VP): нужно {needed} VP — только оба события: «Коперник» на {copernicus_high} VP и «Мигель Сервет»",
        "blocker_servetus": "{power} (отставание {behind} VP): хватит {needed} VP — «Мигель Сервет» («Коперника» на {turn}-м ходу ещё нет)",
        "no_blockers_servetus": "Этими картами победу уже не остановить: все остальные державы отстают на {n} VP или больше, а на {turn}-м ходу можно сыграть только «Мигеля Сервета» ({servetus_vp} VP).",
        "no_blockers": "Этими картами победу уже не остановить: все остальные державы отстают на {n} VP или больше (а оба события дают не более {both_events} VP).",
        "cards_from": "«Мигель Сервет» входит в колоду с {servetus}-го хода, «Коперник» — с {copernicus}-го; сыгранное событие второй раз не разыгрывается.",
        "earlier_end": "Внимание: по этим данным игра закончилась бы уже на {turn}-м ходу ({what}). Проверьте таблицу ходов.",
        "what_win": "{kind}: {power}",
        "kind_standard": "стандартная победа",
        "kind_domination": "победа по доминированию",
        "kind_time": "победа по времени",
        "kind_tie": "неразрешимая ничья",
    },
    pt={
        "title": "Fase de determinação da vitória",
        "standard": "Vitória padrão: {power} ({vp} VP) no {turn}º turno.",
        "domination": "Vitória por dominação: {power} ({vp} VP, {lead} VP a mais que a segunda colocada) no {turn}º turno.",
        "time": "Vitória por tempo: {power} ({vp} VP) no fim do {last_turn}º turno.",
        "tie": "Empate: {powers}; nenhum turno anterior desfaz o empate.",
        "tie_missing": "Empate: {powers}. Não é possível desfazê-lo: os VP do {turn}º turno não foram anotados ({missing}).",
        "tie_missing_note": "Para desfazer o empate pela regra, preencha esses VP na linha do {turn}º turno.",
        "tie_note": "As regras não dizem nada sobre um empate que nenhum turno anterior desfaz.",
        "none": "Ainda não há vencedor: depois do {turn}º turno começa o {next}º turno.",
        "rule": "Regra",
        "walk_caption": "Desempate pelos turnos anteriores",
        "walk_win": "vencedor: {power}",
        "walk_tie": "empate mantido: {powers}",
        "walk_turn": "turno {turn}: {vps}",
        "walk_missing": "turno {turn}: não anotado ({powers})",
        "table": "VP no fim do {turn}º turno",
        "power": "Potência",
        "vp": "VP",
        "lead": "Vantagem sobre a melhor das outras",
        "to_standard": "Até {victory_vp} VP",
        "to_dom": "Até a dominação",
        "needs_caption": "O que falta a cada potência",
        "need_standard": "{power}: {n} VP até a vitória padrão",
        "need_dom": "; {n} VP até a dominação ({domination_lead} VP a mais que cada uma das outras potências)",
        "need_dom_has": "; a vantagem já é de {lead} VP, o bastante para a dominação se ela se mantiver",
        "dom_from_4": "A dominação só é verificada a partir do {domination_from}º turno.",
        "dom_out_of_reach": "“{mark}” na coluna “Até a dominação”: a dominação exige menos de {victory_vp} VP, e uma vantagem de {domination_lead} VP sobre as outras (com os VP que elas têm agora) daria a essa potência {victory_vp} VP ou mais — isso já é vitória padrão.",
        "need_dom_out_of_reach": "; uma vantagem de {domination_lead} VP daria {victory_vp} VP ou mais — isso já é vitória padrão",
        "early_dom": "{power}: vantagem de {lead} VP, mas no {turn}º turno a vitória por dominação não é verificada.",
        "blockers_intro": "Ainda é possível impedir a vitória por dominação nesta fase:",
        "blocker_one": "{power} ({behind} VP atrás): um ganho de {needed} VP basta, com “Miguel Serveto” ou “Copérnico”",
        "blocker_either": "{power} ({behind} VP atrás): é preciso ganhar {needed} VP, com “Copérnico” valendo {copernicus_high} VP, ou “Copérnico” valendo {copernicus_low} VP junto com “Miguel Serveto”",
        "blocker_both": "{power} ({behind} VP atrás): é preciso ganhar {needed} VP, só com os dois eventos: “Copérnico” valendo {copernicus_high} VP e “Miguel Serveto”",
        "blocker_servetus": "{power} ({behind} VP atrás): um ganho de {needed} VP basta, com “Miguel Serveto” (no {turn}º turno ainda não há “Copérnico”)",
        "no_blockers_servetus": "Essas cartas já não impedem a vitória: todas as outras potências estão {n} VP ou mais atrás, e no {turn}º turno só é possível jogar “Miguel Serveto” ({servetus_vp} VP).",
        "no_blockers": "Essas cartas já não impedem a vitória: todas as outras potências estão {n} VP ou mais atrás (e os dois eventos dão no máximo {both_events} VP).",
        "cards_from": "“Miguel Serveto” entra no baralho no {servetus}º turno, “Copérnico” no {copernicus}º; um evento já jogado não volta a ser jogado.",
        "earlier_end": "Atenção: por esses dados, a partida já teria terminado no {turn}º turno ({what}). Confira a tabela de turnos.",
        "what_win": "{kind}: {power}",
        "kind_standard": "vitória padrão",
        "kind_domination": "vitória por dominação",
        "kind_time": "vitória por tempo",
        "kind_tie": "empate sem desempate",
    },
    en={
        "title": "Victory Determination Phase",
        "standard": "Standard victory: {power} ({vp} VP) on turn {turn}.",
        "domination": "Domination victory: {power} ({vp} VP, {lead} VP ahead of the runner-up) on turn {turn}.",
        "time": "Time victory: {power} ({vp} VP) at the end of turn {last_turn}.",
        "tie": "Tie: {powers}; no earlier turn breaks it.",
        "tie_missing": "Tie: {powers}. It cannot be broken: the VP of turn {turn} were not recorded ({missing}).",
        "tie_missing_note": "To break the tie by the rule, fill in these VP in the row of turn {turn}.",
        "tie_note": "The rules give nothing further for a tie the whole history cannot break.",
        "none": "No winner yet: turn {next} follows turn {turn}.",
        "rule": "Rule",
        "walk_caption": "Tie-break by earlier turns",
        "walk_win": "winner: {power}",
        "walk_tie": "still tied: {powers}",
        "walk_turn": "turn {turn}: {vps}",
        "walk_missing": "turn {turn}: not recorded ({powers})",
        "table": "VP at the end of turn {turn}",
        "power": "Power",
        "vp": "VP",
        "lead": "Lead over the best of the rest",
        "to_standard": "To {victory_vp} VP",
        "to_dom": "To domination",
        "needs_caption": "What each power needs",
        "need_standard": "{power}: {n} VP short of {victory_vp}",
        "need_dom": "; {n} VP short of a {domination_lead}-VP lead for domination",
        "need_dom_has": "; already {lead} VP ahead, enough for domination if it holds",
        "dom_from_4": "Domination is checked only from turn {domination_from}.",
        "dom_out_of_reach": "“{mark}” under “To domination”: domination is under {victory_vp} VP, and a {domination_lead}-VP lead over the others (at their present VP) would take this power to {victory_vp} VP or more, a standard victory.",
        "need_dom_out_of_reach": "; a {domination_lead}-VP lead would mean {victory_vp} VP or more, a standard victory",
        "early_dom": "{power} leads by {lead} VP, but domination is not checked on turn {turn}.",
        "blockers_intro": "The domination victory can still be prevented in this phase:",
        "blocker_one": "{power} (behind by {behind}): {needed} VP is enough, Michael Servetus or Copernicus",
        "blocker_either": "{power} (behind by {behind}): {needed} VP needed, Copernicus for {copernicus_high} VP, or Copernicus for {copernicus_low} with Servetus",
        "blocker_both": "{power} (behind by {behind}): {needed} VP needed, both Copernicus for {copernicus_high} VP and Servetus",
        "blocker_servetus": "{power} (behind by {behind}): {needed} VP is enough, Michael Servetus (no Copernicus on turn {turn})",
        "no_blockers_servetus": "These cards cannot stop it: every other power is at least {n} VP behind, and on turn {turn} only Servetus ({servetus_vp} VP) can be played.",
        "no_blockers": "These cards cannot stop it: every other power is at least {n} VP behind (both events give at most {both_events} VP).",
        "cards_from": "Servetus enters the deck on turn {servetus}, Copernicus on turn {copernicus}; a played event does not come back.",
        "earlier_end": "Note: by this table the game would already have ended on turn {turn} ({what}). Check the table.",
        "what_win": "{kind}: {power}",
        "kind_standard": "standard victory",
        "kind_domination": "domination victory",
        "kind_time": "time victory",
        "kind_tie": "unbreakable tie",
    },
)


ERRORS: Final[Mapping[str, Text]] = by_language(
    ru={
        "rows_for_turns": "нужна одна строка на каждый сыгранный ход: текущий ход {turn}, а строк {rows}",
        "current_turn_not_recorded": "VP текущего ({turn}-го) хода обязательны",
        "turn_for_rows": "строк в таблице: {rows}, а ход {turn}-й — оставьте поле пустым, и текущим ходом будет последняя строка",
    },
    pt={
        "rows_for_turns": "é preciso uma linha para cada turno jogado: o turno atual é o {turn}º, mas o número de linhas é {rows}",
        "current_turn_not_recorded": "os VP do turno atual (o {turn}º) são obrigatórios",
        "turn_for_rows": "linhas na tabela: {rows}, mas o turno é o {turn}º; deixe o campo em branco e o turno atual será a última linha",
    },
    en={
        "rows_for_turns": "one row per turn played is needed: turn {turn}, but {rows} rows",
        "current_turn_not_recorded": "the VP of the current turn ({turn}) are required",
        "turn_for_rows": "rows in the table: {rows}, but turn {turn}; leave the field blank and the current turn is the last row",
    },
)

# The form's fields (form.py), by name; "<name>.help" the help of those that have one
# ({first}: the first turn), "history.row" the title of a row of the table of turns.
FIELD_TEXT: Final[Mapping[str, Text]] = by_language(
    ru={
        "turn": "Текущий ход",
        "turn.help": "можно не заполнять: текущий ход — последняя строка таблицы",
        "history": "VP в конце каждого хода",
        "history.help": "Строка {first} — конец {first}-го хода и так далее; последняя строка — текущий ход. "
        "Если VP какого-то хода не записаны, оставьте ячейки пустыми (не 0).",
        "history.row": "Ход",
    },
    pt={
        "turn": "Turno atual",
        "turn.help": "pode ficar em branco: o turno atual é a última linha da tabela",
        "history": "VP no fim de cada turno",
        "history.help": "A linha {first} é o fim do {first}º turno, e assim por diante; a última linha é o turno "
        "atual. Se os VP de algum turno não foram anotados, deixe as células em branco (não 0).",
        "history.row": "Turno",
    },
    en={
        "turn": "Current turn",
        "turn.help": "may be left blank: the current turn is the last row of the table",
        "history": "VP at the end of each turn",
        "history.help": "Row {first} is the end of turn {first} and so on; the last row is the current turn. "
        "Leave the VP of a turn nobody recorded blank (not 0).",
        "history.row": "Turn",
    },
)

AID_TEXT: Final[Mapping[str, Text]] = by_language(
    ru={
        "title": "Бланк подсчёта VP по ходам",
        "caption": "VP держав в конце каждого хода",
        "turn": "Ход",
        "standard": "{n}. Стандартная победа: {victory_vp} VP или больше — побеждает держава с наибольшим числом VP.",
        "domination": "{n}. Победа по доминированию (с {domination_from}-го хода): меньше {victory_vp} VP, но на {domination_lead} VP или больше впереди каждой другой державы.",
        "time": "{n}. Победа по времени: в конце {last_turn}-го хода побеждает держава с наибольшим числом VP.",
        "tie": "Ничья в пункте {standard} или {time}: побеждает держава с большим числом VP на предыдущем ходу (если и там ничья — на ход раньше, и так далее).",
    },
    pt={
        "title": "Folha de VP por turno",
        "caption": "VP das potências no fim de cada turno",
        "turn": "Turno",
        "standard": "{n}. Vitória padrão: {victory_vp} VP ou mais; vence a potência com mais VP.",
        "domination": "{n}. Vitória por dominação (a partir do {domination_from}º turno): menos de {victory_vp} VP, mas {domination_lead} VP ou mais à frente de cada uma das outras potências.",
        "time": "{n}. Vitória por tempo: no fim do {last_turn}º turno, vence a potência com mais VP.",
        "tie": "Empate no item {standard} ou {time}: vence a potência com mais VP no turno anterior (se o empate continuar, o turno antes desse, e assim por diante).",
    },
    en={
        "title": "VP score sheet by turn",
        "caption": "The powers' VP at the end of each turn",
        "turn": "Turn",
        "standard": "{n}. Standard victory: {victory_vp} VP or more; the power with the most VP wins.",
        "domination": "{n}. Domination victory (from turn {domination_from}): under {victory_vp} VP but {domination_lead} VP or more ahead of every other power.",
        "time": "{n}. Time victory: at the end of turn {last_turn} the power with the most VP wins.",
        "tie": "A tie in item {standard} or {time}: the power with more VP on the previous turn wins (if still tied, the turn before, and so on).",
    },
)


def _numbers(lang: str) -> dict[str, object]:
    return {**NUMBERS, "turns_before_domination": tr(TURNS_BEFORE_DOMINATION, lang)}


def words(lang: str) -> Catalog:
    return Catalog(TEXT, lang, _numbers(lang))


def quotes(lang: str) -> Catalog:
    return Catalog(QUOTES, lang, _numbers(lang))


def aid_words(lang: str) -> Catalog:
    return Catalog(AID_TEXT, lang, _numbers(lang))
