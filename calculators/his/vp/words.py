"""The texts of ``his.vp``: the report, the messages of the checks across fields, the aid
(numbers from the rules' constants)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Catalog, Text
from ..data import (
    ENGLISH_HOME_SPACES_PER_VP,
    HAPSBURG_VP_PER_ELECTORATE,
    PROTESTANT_SPACES_AUTO_WIN,
    PROTESTANT_SPACES_ROW_STARTS,
    PROTESTANT_VP_PER_ELECTORATE,
    STANDARD_VICTORY_VP,
)
from ..words import NEW_WORLD_NAMES_RU

NUMBERS: Final = {
    "per_electorate": PROTESTANT_VP_PER_ELECTORATE,
    "hapsburg_per_electorate": HAPSBURG_VP_PER_ELECTORATE,
    "per_english": ENGLISH_HOME_SPACES_PER_VP,
    "auto_win_spaces": PROTESTANT_SPACES_AUTO_WIN,
    # The last numbered box of the Protestant Spaces Track: «47–49».
    "last_row": f"{PROTESTANT_SPACES_ROW_STARTS[-1]}\u2013{PROTESTANT_SPACES_AUTO_WIN - 1}",
    "victory_vp": STANDARD_VICTORY_VP,
}

TEXT: Final[Mapping[str, Text]] = {
    "title": {"ru": "Победные очки (VP) шести держав", "en": "Victory points of the six powers"},
    "base": {"ru": "Базовые", "en": "Base"},
    "special": {"ru": "Специальные", "en": "Special"},
    "bonus": {"ru": "Бонусные", "en": "Bonus"},
    "total": {"ru": "Итого", "en": "Total"},
    "power": {"ru": "Держава", "en": "Power"},
    "table": {"ru": "VP держав", "en": "VP by power"},
    "caption": {"ru": "{power} — {total} VP", "en": "{power}: {total} VP"},
    "keys": {
        "ru": "Базовые: {keys}, {unrest} в беспорядках → {open} → {vp} VP",
        "en": "Base: {keys}, {unrest} in unrest → {open} → {vp} VP",
    },
    "keys_none_open": {
        "ru": "Базовые: {keys}, {unrest} в беспорядках → открытых клеток нет → 0 VP",
        "en": "Base: {keys}, {unrest} in unrest → no open box → 0 VP",
    },
    "auto_win_box": {
        "ru": (
            "Базовые: {keys}, {unrest} в беспорядках → открыта клетка «Auto Win» — автоматическая "
            "военная победа. На этой клетке VP не напечатаны; засчитаны {vp} VP последней клетки с числом"
        ),
        "en": (
            "Base: {keys}, {unrest} in unrest → the Auto Win box is open: automatic military victory. "
            "It has no VP printed; the {vp} VP of the last numbered box are counted"
        ),
    },
    "electorates": {
        "ru": "Базовые: {n} под протестантским политическим контролем и религиозным влиянием, не в беспорядках × {per_electorate} = {vp} VP",
        "en": "Base: {n} under Protestant political control and religious influence, not in unrest × {per_electorate} = {vp} VP",
    },
    "piracy": {"ru": "Специальные: пиратство — {vp} VP", "en": "Special: piracy, {vp} VP"},
    "hapsburg_electorates": {
        "ru": "Специальные: {n} под контролем Габсбургов × {hapsburg_per_electorate} = {vp} VP",
        "en": "Special: {n} under Hapsburg control × {hapsburg_per_electorate} = {vp} VP",
    },
    "hapsburg_no_electorates": {
        "ru": "Специальные: курфюршеств под контролем Габсбургов нет — 0 VP",
        "en": "Special: no electorates under Hapsburg control, 0 VP",
    },
    "hapsburg_electorates_before_league": {
        "ru": "Специальные: курфюршества под контролем Габсбургов ({n}) не считаются, пока не разыгран «Шмалькальденский союз» → 0 VP",
        "en": "Special: Hapsburg electorates ({n}) do not count before the Schmalkaldic League → 0 VP",
    },
    "heir_none": {"ru": "Специальные: наследника нет — {vp} VP", "en": "Special: no heir, {vp} VP"},
    "heir_elizabeth": {
        "ru": "Специальные: наследник — родилась Елизавета I, Эдуард не родился — {vp} VP",
        "en": "Special: heir, Elizabeth I born, no Edward, {vp} VP",
    },
    "heir_edward": {
        "ru": "Специальные: наследник — родился Эдуард VI — {vp} VP",
        "en": "Special: heir, Edward VI born, {vp} VP",
    },
    "english_home_spaces": {
        "ru": "Специальные: протестантские английские национальные города — {n}; {n} ÷ {per_english} с округлением вниз = {vp} VP",
        "en": "Special: {n} Protestant English home spaces ÷ {per_english}, rounded down = {vp} VP",
    },
    "chateaux": {"ru": "Специальные: шато — {vp} VP", "en": "Special: chateaux, {vp} VP"},
    "papal_track": {
        "ru": "Специальные: шкала протестантских городов, {n} → фиолетовое число {vp} VP",
        "en": "Special: Protestant Spaces Track at {n} → purple number {vp} VP",
    },
    "st_peters": {"ru": "Специальные: базилика св. Петра — {vp} VP", "en": "Special: St. Peter's, {vp} VP"},
    "protestant_track": {
        "ru": "Специальные: шкала протестантских городов, {n} → коричневое число {vp} VP",
        "en": "Special: Protestant Spaces Track at {n} → brown number {vp} VP",
    },
    "bonus_vp": {"ru": "Бонусные: {label} — {vp} VP", "en": "Bonus: {label}, {vp} VP"},
    "bonus_count": {
        "ru": "Бонусные: {label} — {n} × {each} = {vp} VP",
        "en": "Bonus: {label}, {n} × {each} = {vp} VP",
    },
    "no_bonus": {"ru": "Бонусные: нет — 0 VP", "en": "Bonus: none, 0 VP"},
    # Nouns that agree with a number.
    "key": {"ru": "ключ|ключа|ключей", "en": "key|keys"},
    "open_box": {"ru": "открытая клетка|открытые клетки|открытых клеток", "en": "open box|open boxes"},
    "electorate": {"ru": "курфюршество|курфюршества|курфюршеств", "en": "electorate|electorates"},
    "space": {"ru": "город|города|городов", "en": "space|spaces"},
    "sum": {
        "ru": "Итого: {base} + {special} {bonus} = {total} VP",
        "en": "Total: {base} + {special} {bonus} = {total} VP",
    },
    "military": {
        "ru": "Автоматическая военная победа: {power} — открыта клетка «Auto Win» ({boxes} ключевых городов, ни один не в беспорядках).",
        "en": "Automatic military victory: {power}, the Auto Win box is open ({boxes} keys, none in unrest).",
    },
    "religious": {
        "ru": "Религиозная победа: Протестанты — протестантизм исповедуют {auto_win_spaces} городов.",
        "en": "Religious victory: the Protestant has religious influence over {auto_win_spaces} spaces.",
    },
    "automatic_when": {
        "ru": (
            "Автоматическая победа засчитывается сразу, в фазу действий (клетка, открытая в фазу "
            "дипломатии, считается, только если она ещё открыта в начале фазы действий)."
        ),
        "en": "An automatic victory counts at once, during the Action Phase.",
    },
    "several": {
        "ru": "Отмечено несколько автоматических побед: побеждает держава, которая выполнила условие первой.",
        "en": "Several automatic victories are flagged: the power that met its condition first wins.",
    },
    "religious_rule": {
        "ru": "«Ни в одном из этих городов не должно быть фишки беспорядков.» На клетке {auto_win_spaces} VP не напечатаны: специальные VP Папства и Протестантов взяты из клетки {last_row}.",
        "en": "None of these spaces may be in unrest. Box {auto_win_spaces} has no VP: the Papal and Protestant special VP of box {last_row} are used.",
    },
    "leader": {
        "ru": "Больше всего VP: {powers} — {vp}.",
        "en": "Most VP: {powers}, {vp}.",
    },
    "to_standard": {
        "ru": "До стандартной победы ({victory_vp} VP) не хватает {n}.",
        "en": "{n} VP short of a standard victory ({victory_vp} VP).",
    },
    "standard_reached": {
        "ru": "{victory_vp} VP или больше: стандартная победа проверяется в фазе определения победителя — калькулятор ниже.",
        "en": "{victory_vp} VP or more: the standard victory is checked in the Victory Determination Phase.",
    },
}


MESSAGES: Final[Mapping[str, Text]] = {
    "unrest_over_keys": {
        "ru": "в беспорядках не может быть больше ключевых городов ({unrest}), чем их под контролем ({keys})",
        "en": "more keys in unrest ({unrest}) than keys ({keys})",
    },
    "too_many_keys": {
        "ru": "ключевых городов на карте всего {max}, а у держав вместе {total}",
        "en": "the map has {max} keys, the powers hold {total} together",
    },
    "too_many_electorates": {
        "ru": "курфюршеств всего {max}: Габсбурги {hapsburg} + Протестанты {protestant} = {total}",
        "en": "there are {max} electorates: Hapsburg {hapsburg} + Protestant {protestant} = {total}",
    },
    "electorates_before_league": {
        "ru": "до «Шмалькальденского союза» протестантский политический контроль над курфюршествами невозможен",
        "en": "no Protestant political control of electorates before the Schmalkaldic League",
    },
    "spaces_below_parts": {
        "ru": (
            "протестантских городов на шкале ({spaces}) меньше, чем протестантских курфюршеств "
            "({electorates}) и английских национальных городов ({english}) вместе"
        ),
        "en": (
            "fewer Protestant spaces ({spaces}) than Protestant electorates ({electorates}) "
            "plus Protestant English home spaces ({english})"
        ),
    },
    "new_world_split": {
        "ru": "столько VP нельзя разделить между державами: {items}",
        "en": "these VP cannot be split between the powers: {items}",
    },
    "one_card": {
        "ru": "событие разыгрывается один раз: VP за него может получить только одна держава",
        "en": "the event is played once: only one power can score it",
    },
    "phony_war_markers": {
        "ru": "фишек «Странная война» всего {max} (Шотландия и Венеция), введено {total}",
        "en": "there are {max} Phony War markers (Scotland, Venice), got {total}",
    },
}


AID_TEXT: Final[Mapping[str, Text]] = {
    "title": {
        "ru": "Шкалы ключей и протестантских городов",
        "en": "Key tracks and the Protestant Spaces Track",
    },
    "keys_caption": {"ru": "{power}: ключи → базовые VP", "en": "{power}: keys → base VP"},
    "keys": {"ru": "Ключи", "en": "Keys"},
    "vp": {"ru": "VP", "en": "VP"},
    "auto_win": {"ru": "Автоматическая победа", "en": "Auto Win"},
    "spaces_caption": {
        "ru": "Шкала протестантских городов → специальные VP ({part})",
        "en": "Protestant Spaces Track → special VP ({part})",
    },
    "spaces": {"ru": "Протестантские города", "en": "Protestant spaces"},
    "papal": {"ru": "Папство (фиолетовое)", "en": "Papacy (purple)"},
    "protestant": {"ru": "Протестанты (коричневое)", "en": "Protestant (brown)"},
    "note": {
        "ru": (
            "Ключи — ключевые города под контролем державы, не в беспорядках (нет таких — 0 базовых VP). "
            "{n} протестантских городов — религиозная победа. Города в беспорядках не считаются."
        ),
        "en": (
            "Keys: key spaces the power controls, not in unrest (none: 0 base VP). {n} Protestant "
            "spaces: religious victory. Spaces in unrest do not count."
        ),
    },
    "england_caption": {
        "ru": "Англия: протестантские национальные города → VP",
        "en": "England: Protestant home spaces → VP",
    },
    "home_spaces": {"ru": "Города", "en": "Spaces"},
}


def new_world_list(table: Mapping[str, int]) -> Text:
    """The discoveries or conquests with their VP: «майя 1, ацтеки 2, инки 2»."""
    return {
        "ru": ", ".join(f"{NEW_WORLD_NAMES_RU[k]} {v}" for k, v in table.items()),
        "en": ", ".join(f"{k} {v}" for k, v in table.items()),
    }


def words(lang: str) -> Catalog:
    return Catalog(TEXT, lang, NUMBERS)


def aid_words(lang: str) -> Catalog:
    return Catalog(AID_TEXT, lang, NUMBERS)
