"""The texts of ``his.victory``: the seed's sentences behind each verdict, the report, the aid
(numbers from the rules' constants)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Catalog, Text, join_names
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
    # «Не проверяйте её условия на 1, 2 и 3 ходах» (the quotes are Russian).
    "turns_before_domination": join_names([str(t) for t in range(FIRST_TURN, DOMINATION_FROM_TURN)], "ru"),
    "last_turn": LAST_TURN,
    "copernicus_low": min(COPERNICUS_VP),
    "copernicus_high": max(COPERNICUS_VP),
    "servetus_vp": SERVETUS_VP,
    "both_events": max(COPERNICUS_VP) + SERVETUS_VP,
}

# The seed's sentences behind each verdict, quoted with the rules' numbers
# (sources/seeds/his-victory.txt «23.3»).
QUOTES: Final[Mapping[str, Text]] = {
    "standard": {
        "ru": "«Если любая держава наберет {victory_vp} или более VP, она одерживает стандартную победу. "
        "Держава с наибольшим количеством очков считается победителем.»"
    },
    "tie": {
        "ru": "«Если две или более державы имеет одинаковое количество очков, держава с большим "
        "количеством очков на предыдущем ходе объявляется победителем. Если и там ничья, "
        "посмотрите результаты предыдущего хода и так далее, пока не будет определён победитель.»"
    },
    "domination": {
        "ru": "«Если во время фазы определения победителя держава набрала меньше {victory_vp} VP, но как минимум "
        "на {domination_lead} VP больше каждой из остальных держав, ей присуждается победа по доминированию.»"
    },
    "domination_turn": {
        "ru": "«Такая победа может быть начиная только с {domination_from} хода. Не проверяйте её условия на "
        "{turns_before_domination} ходах.»"
    },
    "time": {
        "ru": "«Если ни один из игроков так и не выиграл до конца {last_turn} хода, то побеждает игрок с наибольшим "
        "количеством очков на этот момент. Если ничья, то определите как в случае стандартной победы.»"
    },
    "none": {
        "ru": "«Если после проверки стандартной победы и победы по доминированию, победителя нет, и это "
        "ещё не {last_turn} ход, то передвиньте индикатор ходов на следующую позицию на шкале ходов и начните "
        "новый ход.»"
    },
    "copernicus": {
        "ru": "«Заметьте, что, как указано на этих картах, «Коперник» и «Мигель Сервет» могут быть "
        "разыграны в середине фазы определения победителя, но только в том случае, если это "
        "изменение очков помешает другому игроку одержать победу по доминированию.»"
    },
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
        "ru": "Победа по времени: {power} ({vp} VP) в конце {last_turn}-го хода.",
        "en": "Time victory: {power} ({vp} VP) at the end of turn {last_turn}.",
    },
    "tie": {
        "ru": "Ничья: {powers} — равенство не разрешается ни на одном из предыдущих ходов.",
        "en": "Tie: {powers}; no earlier turn breaks it.",
    },
    "tie_missing": {
        "ru": "Ничья: {powers}. Разрешить её нельзя: на {turn}-м ходу не записаны VP ({missing}).",
        "en": "Tie: {powers}. It cannot be broken: the VP of turn {turn} were not recorded ({missing}).",
    },
    "tie_missing_note": {
        "ru": "Впишите эти VP в строку {turn}-го хода, и ничья разрешится по правилу.",
        "en": "Fill in these VP in the row of turn {turn} and the rule breaks the tie.",
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
    "walk_missing": {"ru": "ход {turn}: не записан ({powers})", "en": "turn {turn}: not recorded ({powers})"},
    "table": {"ru": "VP в конце {turn}-го хода", "en": "VP at the end of turn {turn}"},
    "power": {"ru": "Держава", "en": "Power"},
    "vp": {"ru": "VP", "en": "VP"},
    "lead": {"ru": "Отрыв от ближайшей", "en": "Lead over the next"},
    "to_standard": {"ru": "До {victory_vp} VP", "en": "To {victory_vp} VP"},
    "to_dom": {"ru": "До доминирования", "en": "To domination"},
    "needs_caption": {"ru": "Что нужно каждой державе", "en": "What each power needs"},
    "need_standard": {
        "ru": "{power}: до стандартной победы не хватает {n} VP",
        "en": "{power}: {n} VP short of {victory_vp}",
    },
    "need_dom": {
        "ru": "; для доминирования нужен отрыв {domination_lead} VP от каждой — не хватает {n} VP",
        "en": "; {n} VP short of a {domination_lead}-VP lead for domination",
    },
    "need_dom_has": {
        "ru": "; отрыв уже {lead} VP — хватит для доминирования, если он сохранится",
        "en": "; already {lead} VP ahead, enough for domination if it holds",
    },
    "dom_from_4": {
        "ru": "Доминирование проверяется только с {domination_from}-го хода.",
        "en": "Domination is checked only from turn {domination_from}.",
    },
    "early_dom": {
        "ru": "{power}: отрыв {lead} VP, но на {turn}-м ходу победа по доминированию не проверяется.",
        "en": "{power} leads by {lead} VP, but domination is not checked on turn {turn}.",
    },
    "blockers_intro": {
        "ru": "Помешать победе по доминированию ещё можно в этой фазе:",
        "en": "The domination victory can still be prevented in this phase:",
    },
    "blocker_one": {
        "ru": "{power} (отставание {behind} VP): хватит {needed} VP — «Мигель Сервет» или «Коперник»",
        "en": "{power} (behind by {behind}): {needed} VP is enough, Michael Servetus or Copernicus",
    },
    "blocker_either": {
        "ru": "{power} (отставание {behind} VP): нужно {needed} VP — «Коперник» на {copernicus_high} VP, или «Коперник» на {copernicus_low} VP вместе с «Мигелем Серветом»",
        "en": "{power} (behind by {behind}): {needed} VP needed, Copernicus for {copernicus_high} VP, or Copernicus for {copernicus_low} with Servetus",
    },
    "blocker_both": {
        "ru": "{power} (отставание {behind} VP): нужно {needed} VP — только оба события: «Коперник» на {copernicus_high} VP и «Мигель Сервет»",
        "en": "{power} (behind by {behind}): {needed} VP needed, both Copernicus for {copernicus_high} VP and Servetus",
    },
    "blocker_servetus": {
        "ru": "{power} (отставание {behind} VP): хватит {needed} VP — «Мигель Сервет» («Коперника» на {turn}-м ходу ещё нет)",
        "en": "{power} (behind by {behind}): {needed} VP is enough, Michael Servetus (no Copernicus on turn {turn})",
    },
    "no_blockers_servetus": {
        "ru": "Этими картами победу уже не остановить: все державы отстают на {n} VP или больше, а на {turn}-м ходу можно сыграть только «Мигеля Сервета» ({servetus_vp} VP).",
        "en": "These cards cannot stop it: every power is at least {n} VP behind, and on turn {turn} only Servetus ({servetus_vp} VP) can be played.",
    },
    "no_blockers": {
        "ru": "Этими картами победу уже не остановить: все державы отстают на {n} VP или больше (а оба события дают не более {both_events} VP).",
        "en": "These cards cannot stop it: every power is at least {n} VP behind (both events give at most {both_events} VP).",
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


ERRORS: Final[Mapping[str, Text]] = {
    "rows_for_turns": {
        "ru": "нужна одна строка на каждый сыгранный ход: текущий ход {turn}, а строк {rows}",
        "en": "one row per turn played is needed: turn {turn}, but {rows} rows",
    },
    "current_turn_not_recorded": {
        "ru": "нужны VP каждой державы в конце текущего хода ({turn}-го)",
        "en": "every power's VP at the end of the current turn ({turn}) are needed",
    },
}

AID_TEXT: Final[Mapping[str, Text]] = {
    "title": {"ru": "Бланк подсчёта VP по ходам", "en": "VP score sheet by turn"},
    "caption": {"ru": "VP держав в конце каждого хода", "en": "The powers' VP at the end of each turn"},
    "turn": {"ru": "Ход", "en": "Turn"},
    "standard": {
        "ru": "{n}. Стандартная победа: {victory_vp} VP или больше — побеждает держава с наибольшим числом VP.",
        "en": "{n}. Standard victory: {victory_vp} VP or more; the power with the most VP wins.",
    },
    "domination": {
        "ru": "{n}. Победа по доминированию (с {domination_from}-го хода): меньше {victory_vp} VP, но на {domination_lead} VP или больше впереди каждой другой державы.",
        "en": "{n}. Domination victory (from turn {domination_from}): under {victory_vp} VP but {domination_lead} VP or more ahead of every other power.",
    },
    "time": {
        "ru": "{n}. Победа по времени: в конце {last_turn}-го хода побеждает держава с наибольшим числом VP.",
        "en": "{n}. Time victory: at the end of turn {last_turn} the power with the most VP wins.",
    },
    "tie": {
        "ru": "Ничья в {standard} или {time}: побеждает держава с большим числом VP на предыдущем ходу (и так далее назад).",
        "en": "A tie in {standard} or {time}: the power with more VP on the previous turn wins (and so on back).",
    },
}


def words(lang: str) -> Catalog:
    return Catalog(TEXT, lang, NUMBERS)


def quotes(lang: str) -> Catalog:
    return Catalog(QUOTES, lang, NUMBERS)


def aid_words(lang: str) -> Catalog:
    return Catalog(AID_TEXT, lang, NUMBERS)
