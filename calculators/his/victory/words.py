"""The texts of ``his.victory``: the seed's sentences behind each verdict, the report, the aid
(numbers from the rules' constants)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Catalog, Text, join_names, tr
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
QUOTES: Final[Mapping[str, Text]] = {
    "standard": {
        "ru": "«Если любая держава наберёт {victory_vp} или более VP, она одерживает стандартную победу. "
        "Держава с наибольшим количеством очков считается победителем.»",
        "pt": "“Se qualquer potência alcançar {victory_vp} VP ou mais, ela conquista a vitória padrão. "
        "Vence a potência com mais pontos.”",
        "en": "If any power has {victory_vp} or more VP, it wins a standard victory. The power with the "
        "most VP wins.",
    },
    "tie": {
        "ru": "«Если две или более державы имеют одинаковое количество очков, держава с большим "
        "количеством очков на предыдущем ходе объявляется победителем. Если и там ничья, "
        "посмотрите результаты предыдущего хода и так далее, пока не будет определён победитель.»",
        "pt": "“Se duas ou mais potências estiverem empatadas em pontos, vence a que tinha mais pontos no "
        "turno anterior. Se o empate continuar, veja o turno anterior a esse, e assim por diante, até que "
        "haja um vencedor.”",
        "en": "If two or more powers are tied, the one with more VP on the previous turn wins; if still "
        "tied, look at the turn before, and so on.",
    },
    "domination": {
        "ru": "«Если во время фазы определения победителя держава набрала меньше {victory_vp} VP, но как минимум "
        "на {domination_lead} VP больше каждой из остальных держав, ей присуждается победа по доминированию.»",
        "pt": "“Se, durante a fase de determinação da vitória, uma potência tiver menos de {victory_vp} VP, mas "
        "pelo menos {domination_lead} VP a mais que cada uma das outras potências, ela conquista a vitória "
        "por dominação.”",
        "en": "A power with fewer than {victory_vp} VP but at least {domination_lead} VP more than every "
        "other power wins a domination victory.",
    },
    "domination_turn": {
        "ru": "«Такая победа возможна только начиная с {domination_from}-го хода. Не проверяйте её условия на "
        "{turns_before_domination} ходах.»",
        "pt": "“Essa vitória só é possível a partir do {domination_from}º turno. Não verifique as condições "
        "dela nos turnos {turns_before_domination}.”",
        "en": "This victory is possible only from turn {domination_from}. Do not check it on turns "
        "{turns_before_domination}.",
    },
    "time": {
        "ru": "«Если ни один из игроков так и не выиграл до конца {last_turn}-го хода, то побеждает игрок с "
        "наибольшим количеством очков на этот момент. Если ничья, победитель определяется так же, как при "
        "стандартной победе.»",
        "pt": "“Se nenhum jogador tiver vencido até o fim do {last_turn}º turno, vence o jogador com mais pontos "
        "nesse momento. Em caso de empate, o vencedor é decidido como na vitória padrão.”",
        "en": "If nobody has won by the end of turn {last_turn}, the player with the most VP wins; a tie is "
        "broken as for the standard victory.",
    },
    "none": {
        "ru": "«Если после проверки стандартной победы и победы по доминированию победителя нет и это "
        "ещё не {last_turn}-й ход, передвиньте индикатор ходов на следующую позицию на шкале ходов и начните "
        "новый ход.»",
        "pt": "“Se, depois de verificadas a vitória padrão e a vitória por dominação, não houver vencedor e "
        "ainda não for o {last_turn}º turno, avance o marcador de turno para a próxima posição na trilha de "
        "turnos e comece um novo turno.”",
        "en": "If there is no standard or domination victory and it is not yet turn {last_turn}, move the "
        "turn marker on and start a new turn.",
    },
    "copernicus": {
        "ru": "«Заметьте, что, как указано на этих картах, «Коперник» и «Мигель Сервет» могут быть "
        "разыграны в середине фазы определения победителя, но только в том случае, если это "
        "изменение очков помешает другому игроку одержать победу по доминированию.»",
        "pt": "“Observe que, como indicam essas cartas, ‘Copérnico’ e ‘Miguel Serveto’ podem ser jogadas no "
        "meio da fase de determinação da vitória, mas só se essa mudança de pontos impedir outro jogador de "
        "conquistar a vitória por dominação.”",
        "en": "As the cards say, Copernicus and Michael Servetus may be played in the middle of the Victory "
        "Determination Phase, but only if the change in VP prevents another player's domination victory.",
    },
}

TEXT: Final[Mapping[str, Text]] = {
    "title": {
        "ru": "Фаза определения победителя",
        "pt": "Fase de determinação da vitória",
        "en": "Victory Determination Phase",
    },
    "standard": {
        "ru": "Стандартная победа: {power} ({vp} VP) на {turn}-м ходу.",
        "pt": "Vitória padrão: {power} ({vp} VP) no {turn}º turno.",
        "en": "Standard victory: {power} ({vp} VP) on turn {turn}.",
    },
    "domination": {
        "ru": "Победа по доминированию: {power} ({vp} VP, на {lead} VP больше каждой из остальных держав) на {turn}-м ходу.",
        "pt": "Vitória por dominação: {power} ({vp} VP, {lead} VP a mais que cada uma das outras potências) no {turn}º turno.",
        "en": "Domination victory: {power} ({vp} VP, {lead} VP ahead of every other power) on turn {turn}.",
    },
    "time": {
        "ru": "Победа по времени: {power} ({vp} VP) в конце {last_turn}-го хода.",
        "pt": "Vitória por tempo: {power} ({vp} VP) no fim do {last_turn}º turno.",
        "en": "Time victory: {power} ({vp} VP) at the end of turn {last_turn}.",
    },
    "tie": {
        "ru": "Ничья: {powers} — равенство не разрешается ни на одном из предыдущих ходов.",
        "pt": "Empate: {powers}; nenhum turno anterior desfaz o empate.",
        "en": "Tie: {powers}; no earlier turn breaks it.",
    },
    "tie_missing": {
        "ru": "Ничья: {powers}. Разрешить её нельзя: на {turn}-м ходу не записаны VP ({missing}).",
        "pt": "Empate: {powers}. Não é possível desfazê-lo: os VP do {turn}º turno não foram anotados ({missing}).",
        "en": "Tie: {powers}. It cannot be broken: the VP of turn {turn} were not recorded ({missing}).",
    },
    "tie_missing_note": {
        "ru": "Чтобы разрешить ничью по правилу, впишите эти VP в строку {turn}-го хода.",
        "pt": "Para desfazer o empate pela regra, preencha esses VP na linha do {turn}º turno.",
        "en": "To break the tie by the rule, fill in these VP in the row of turn {turn}.",
    },
    "tie_note": {
        "ru": "Для ничьей, которую не разрешает вся история ходов, в правилах нет отдельного указания.",
        "pt": "As regras não dizem nada sobre um empate que nenhum turno anterior desfaz.",
        "en": "The rules give nothing further for a tie the whole history cannot break.",
    },
    "none": {
        "ru": "Победителя пока нет: после {turn}-го хода начинается {next}-й ход.",
        "pt": "Ainda não há vencedor: depois do {turn}º turno começa o {next}º turno.",
        "en": "No winner yet: turn {next} follows turn {turn}.",
    },
    "rule": {"ru": "Правило", "pt": "Regra", "en": "Rule"},
    "walk_caption": {
        "ru": "Разрешение ничьей по предыдущим ходам",
        "pt": "Desempate pelos turnos anteriores",
        "en": "Tie-break by earlier turns",
    },
    "walk_win": {"ru": "победитель: {power}", "pt": "vencedor: {power}", "en": "winner: {power}"},
    "walk_tie": {
        "ru": "ничья не разрешена: {powers}",
        "pt": "empate mantido: {powers}",
        "en": "still tied: {powers}",
    },
    "walk_turn": {"ru": "ход {turn}: {vps}", "pt": "turno {turn}: {vps}", "en": "turn {turn}: {vps}"},
    "walk_missing": {
        "ru": "ход {turn}: не записан ({powers})",
        "pt": "turno {turn}: não anotado ({powers})",
        "en": "turn {turn}: not recorded ({powers})",
    },
    "table": {
        "ru": "VP в конце {turn}-го хода",
        "pt": "VP no fim do {turn}º turno",
        "en": "VP at the end of turn {turn}",
    },
    "power": {"ru": "Держава", "pt": "Potência", "en": "Power"},
    "vp": {"ru": "VP", "pt": "VP", "en": "VP"},
    "lead": {"ru": "Отрыв от ближайшей", "pt": "Vantagem sobre a seguinte", "en": "Lead over the next"},
    "to_standard": {"ru": "До {victory_vp} VP", "pt": "Até {victory_vp} VP", "en": "To {victory_vp} VP"},
    "to_dom": {"ru": "До доминирования", "pt": "Até a dominação", "en": "To domination"},
    "needs_caption": {
        "ru": "Что нужно каждой державе",
        "pt": "O que falta a cada potência",
        "en": "What each power needs",
    },
    "need_standard": {
        "ru": "{power}: до стандартной победы не хватает {n} VP",
        "pt": "{power}: faltam {n} VP para a vitória padrão",
        "en": "{power}: {n} VP short of {victory_vp}",
    },
    "need_dom": {
        "ru": "; для доминирования нужен отрыв {domination_lead} VP от каждой — не хватает {n} VP",
        "pt": "; para a dominação, é preciso ter {domination_lead} VP a mais que cada uma: faltam {n} VP",
        "en": "; {n} VP short of a {domination_lead}-VP lead for domination",
    },
    "need_dom_has": {
        "ru": "; отрыв уже {lead} VP — хватит для доминирования, если он сохранится",
        "pt": "; a vantagem já é de {lead} VP, o bastante para a dominação se ela se mantiver",
        "en": "; already {lead} VP ahead, enough for domination if it holds",
    },
    "dom_from_4": {
        "ru": "Доминирование проверяется только с {domination_from}-го хода.",
        "pt": "A dominação só é verificada a partir do {domination_from}º turno.",
        "en": "Domination is checked only from turn {domination_from}.",
    },
    "early_dom": {
        "ru": "{power}: отрыв {lead} VP, но на {turn}-м ходу победа по доминированию не проверяется.",
        "pt": "{power}: vantagem de {lead} VP, mas no {turn}º turno a vitória por dominação não é verificada.",
        "en": "{power} leads by {lead} VP, but domination is not checked on turn {turn}.",
    },
    "blockers_intro": {
        "ru": "Помешать победе по доминированию ещё можно в этой фазе:",
        "pt": "Ainda é possível impedir a vitória por dominação nesta fase:",
        "en": "The domination victory can still be prevented in this phase:",
    },
    "blocker_one": {
        "ru": "{power} (отставание {behind} VP): хватит {needed} VP — «Мигель Сервет» или «Коперник»",
        "pt": "{power} ({behind} VP atrás): um ganho de {needed} VP basta, com “Miguel Serveto” ou “Copérnico”",
        "en": "{power} (behind by {behind}): {needed} VP is enough, Michael Servetus or Copernicus",
    },
    "blocker_either": {
        "ru": "{power} (отставание {behind} VP): нужно {needed} VP — «Коперник» на {copernicus_high} VP, или «Коперник» на {copernicus_low} VP вместе с «Мигелем Серветом»",
        "pt": "{power} ({behind} VP atrás): é preciso ganhar {needed} VP, com “Copérnico” valendo {copernicus_high} VP, ou “Copérnico” valendo {copernicus_low} VP junto com “Miguel Serveto”",
        "en": "{power} (behind by {behind}): {needed} VP needed, Copernicus for {copernicus_high} VP, or Copernicus for {copernicus_low} with Servetus",
    },
    "blocker_both": {
        "ru": "{power} (отставание {behind} VP): нужно {needed} VP — только оба события: «Коперник» на {copernicus_high} VP и «Мигель Сервет»",
        "pt": "{power} ({behind} VP atrás): é preciso ganhar {needed} VP, só com os dois eventos: “Copérnico” valendo {copernicus_high} VP e “Miguel Serveto”",
        "en": "{power} (behind by {behind}): {needed} VP needed, both Copernicus for {copernicus_high} VP and Servetus",
    },
    "blocker_servetus": {
        "ru": "{power} (отставание {behind} VP): хватит {needed} VP — «Мигель Сервет» («Коперника» на {turn}-м ходу ещё нет)",
        "pt": "{power} ({behind} VP atrás): um ganho de {needed} VP basta, com “Miguel Serveto” (no {turn}º turno ainda não há “Copérnico”)",
        "en": "{power} (behind by {behind}): {needed} VP is enough, Michael Servetus (no Copernicus on turn {turn})",
    },
    "no_blockers_servetus": {
        "ru": "Этими картами победу уже не остановить: все державы отстают на {n} VP или больше, а на {turn}-м ходу можно сыграть только «Мигеля Сервета» ({servetus_vp} VP).",
        "pt": "Essas cartas já não impedem a vitória: todas as potências estão {n} VP ou mais atrás, e no {turn}º turno só é possível jogar “Miguel Serveto” ({servetus_vp} VP).",
        "en": "These cards cannot stop it: every power is at least {n} VP behind, and on turn {turn} only Servetus ({servetus_vp} VP) can be played.",
    },
    "no_blockers": {
        "ru": "Этими картами победу уже не остановить: все державы отстают на {n} VP или больше (а оба события дают не более {both_events} VP).",
        "pt": "Essas cartas já não impedem a vitória: todas as potências estão {n} VP ou mais atrás (e os dois eventos dão no máximo {both_events} VP).",
        "en": "These cards cannot stop it: every power is at least {n} VP behind (both events give at most {both_events} VP).",
    },
    "cards_from": {
        "ru": "«Мигель Сервет» входит в колоду с {servetus}-го хода, «Коперник» — с {copernicus}-го; сыгранное событие второй раз не разыгрывается.",
        "pt": "“Miguel Serveto” entra no baralho no {servetus}º turno, “Copérnico” no {copernicus}º; um evento já jogado não volta a ser jogado.",
        "en": "Servetus enters the deck on turn {servetus}, Copernicus on turn {copernicus}; a played event does not come back.",
    },
    "earlier_end": {
        "ru": "Внимание: по этим данным игра закончилась бы уже на {turn}-м ходу ({what}). Проверьте таблицу ходов.",
        "pt": "Atenção: por esses dados, a partida já teria terminado no {turn}º turno ({what}). Confira a tabela de turnos.",
        "en": "Note: by this table the game would already have ended on turn {turn} ({what}). Check the table.",
    },
    "what_win": {"ru": "{kind}: {power}", "pt": "{kind}: {power}", "en": "{kind}: {power}"},
    "kind_standard": {"ru": "стандартная победа", "pt": "vitória padrão", "en": "standard victory"},
    "kind_domination": {
        "ru": "победа по доминированию",
        "pt": "vitória por dominação",
        "en": "domination victory",
    },
    "kind_time": {"ru": "победа по времени", "pt": "vitória por tempo", "en": "time victory"},
    "kind_tie": {"ru": "неразрешимая ничья", "pt": "empate sem desempate", "en": "unbreakable tie"},
}


ERRORS: Final[Mapping[str, Text]] = {
    "rows_for_turns": {
        "ru": "нужна одна строка на каждый сыгранный ход: текущий ход {turn}, а строк {rows}",
        "pt": "é preciso uma linha para cada turno jogado: o turno atual é o {turn}º, mas há {rows} linhas",
        "en": "one row per turn played is needed: turn {turn}, but {rows} rows",
    },
    "current_turn_not_recorded": {
        "ru": "VP текущего ({turn}-го) хода обязательны",
        "pt": "os VP do turno atual (o {turn}º) são obrigatórios",
        "en": "the VP of the current turn ({turn}) are required",
    },
}

AID_TEXT: Final[Mapping[str, Text]] = {
    "title": {
        "ru": "Бланк подсчёта VP по ходам",
        "pt": "Folha de VP por turno",
        "en": "VP score sheet by turn",
    },
    "caption": {
        "ru": "VP держав в конце каждого хода",
        "pt": "VP das potências no fim de cada turno",
        "en": "The powers' VP at the end of each turn",
    },
    "turn": {"ru": "Ход", "pt": "Turno", "en": "Turn"},
    "standard": {
        "ru": "{n}. Стандартная победа: {victory_vp} VP или больше — побеждает держава с наибольшим числом VP.",
        "pt": "{n}. Vitória padrão: {victory_vp} VP ou mais; vence a potência com mais VP.",
        "en": "{n}. Standard victory: {victory_vp} VP or more; the power with the most VP wins.",
    },
    "domination": {
        "ru": "{n}. Победа по доминированию (с {domination_from}-го хода): меньше {victory_vp} VP, но на {domination_lead} VP или больше впереди каждой другой державы.",
        "pt": "{n}. Vitória por dominação (a partir do {domination_from}º turno): menos de {victory_vp} VP, mas {domination_lead} VP ou mais à frente de cada uma das outras potências.",
        "en": "{n}. Domination victory (from turn {domination_from}): under {victory_vp} VP but {domination_lead} VP or more ahead of every other power.",
    },
    "time": {
        "ru": "{n}. Победа по времени: в конце {last_turn}-го хода побеждает держава с наибольшим числом VP.",
        "pt": "{n}. Vitória por tempo: no fim do {last_turn}º turno, vence a potência com mais VP.",
        "en": "{n}. Time victory: at the end of turn {last_turn} the power with the most VP wins.",
    },
    "tie": {
        "ru": "Ничья в {standard} или {time}: побеждает держава с большим числом VP на предыдущем ходу (и так далее назад).",
        "pt": "Empate em {standard} ou {time}: vence a potência com mais VP no turno anterior (e assim por diante, para trás).",
        "en": "A tie in {standard} or {time}: the power with more VP on the previous turn wins (and so on back).",
    },
}


def _numbers(lang: str) -> dict[str, object]:
    return {**NUMBERS, "turns_before_domination": tr(TURNS_BEFORE_DOMINATION, lang)}


def words(lang: str) -> Catalog:
    return Catalog(TEXT, lang, _numbers(lang))


def quotes(lang: str) -> Catalog:
    return Catalog(QUOTES, lang, _numbers(lang))


def aid_words(lang: str) -> Catalog:
    return Catalog(AID_TEXT, lang, _numbers(lang))
