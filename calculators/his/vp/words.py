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
from ..words import new_world_name

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
    "title": {
        "ru": "Победные очки (VP) шести держав",
        "pt": "Pontos de vitória (VP) das seis potências",
        "en": "Victory points of the six powers",
    },
    "base": {"ru": "Базовые", "pt": "Básicos", "en": "Base"},
    "special": {"ru": "Специальные", "pt": "Especiais", "en": "Special"},
    "bonus": {"ru": "Бонусные", "pt": "Bônus", "en": "Bonus"},
    "total": {"ru": "Итого", "pt": "Total", "en": "Total"},
    "power": {"ru": "Держава", "pt": "Potência", "en": "Power"},
    "table": {"ru": "VP держав", "pt": "VP das potências", "en": "VP by power"},
    "caption": {"ru": "{power} — {total} VP", "pt": "{power}: {total} VP", "en": "{power}: {total} VP"},
    "keys": {
        "ru": "Базовые: {keys}, {unrest} в беспорядках → {open} → {vp} VP",
        "pt": "Básicos: {keys}, {unrest} em agitação → {open} → {vp} VP",
        "en": "Base: {keys}, {unrest} in unrest → {open} → {vp} VP",
    },
    "keys_none_open": {
        "ru": "Базовые: {keys}, {unrest} в беспорядках → открытых клеток нет → 0 VP",
        "pt": "Básicos: {keys}, {unrest} em agitação → nenhuma casa aberta → 0 VP",
        "en": "Base: {keys}, {unrest} in unrest → no open box → 0 VP",
    },
    "auto_win_box": {
        "ru": (
            "Базовые: {keys}, {unrest} в беспорядках → открыта клетка автоматической победы — автоматическая "
            "военная победа. На этой клетке VP не напечатаны; засчитаны {vp} VP последней клетки с числом"
        ),
        "pt": (
            "Básicos: {keys}, {unrest} em agitação → a casa de vitória automática está aberta: vitória militar "
            "automática. Essa casa não traz VP; contam os {vp} VP da última casa com número"
        ),
        "en": (
            "Base: {keys}, {unrest} in unrest → the Auto Win box is open: automatic military victory. "
            "It has no VP printed; the {vp} VP of the last numbered box are counted"
        ),
    },
    "electorates": {
        "ru": "Базовые: {n} под протестантским политическим контролем и религиозным влиянием, не в беспорядках × {per_electorate} = {vp} VP",
        "pt": "Básicos: {n} sob controle político e influência religiosa protestantes, fora os em agitação × {per_electorate} = {vp} VP",
        "en": "Base: {n} under Protestant political control and religious influence, not in unrest × {per_electorate} = {vp} VP",
    },
    "piracy": {
        "ru": "Специальные: пиратство — {vp} VP",
        "pt": "Especiais: pirataria, {vp} VP",
        "en": "Special: piracy, {vp} VP",
    },
    "hapsburg_electorates": {
        "ru": "Специальные: {n} под контролем Габсбургов × {hapsburg_per_electorate} = {vp} VP",
        "pt": "Especiais: {n} sob controle dos Habsburgos × {hapsburg_per_electorate} = {vp} VP",
        "en": "Special: {n} under Hapsburg control × {hapsburg_per_electorate} = {vp} VP",
    },
    "hapsburg_no_electorates": {
        "ru": "Специальные: курфюршеств под контролем Габсбургов нет — 0 VP",
        "pt": "Especiais: nenhum eleitorado sob controle dos Habsburgos, 0 VP",
        "en": "Special: no electorates under Hapsburg control, 0 VP",
    },
    "hapsburg_electorates_before_league": {
        "ru": "Специальные: курфюршества под контролем Габсбургов ({n}) не считаются, пока не разыгран «Шмалькальденский союз» → 0 VP",
        "pt": "Especiais: os eleitorados sob controle dos Habsburgos ({n}) não contam enquanto a “Liga de Esmalcalda” não tiver sido jogada → 0 VP",
        "en": "Special: Hapsburg electorates ({n}) do not count before the Schmalkaldic League → 0 VP",
    },
    "heir_none": {
        "ru": "Специальные: наследника нет — {vp} VP",
        "pt": "Especiais: sem herdeiro, {vp} VP",
        "en": "Special: no heir, {vp} VP",
    },
    "heir_elizabeth": {
        "ru": "Специальные: наследник — родилась Елизавета I, Эдуард не родился — {vp} VP",
        "pt": "Especiais: herdeiro: Elizabeth I nasceu, Eduardo não, {vp} VP",
        "en": "Special: heir, Elizabeth I born, no Edward, {vp} VP",
    },
    "heir_edward": {
        "ru": "Специальные: наследник — родился Эдуард VI — {vp} VP",
        "pt": "Especiais: herdeiro: Eduardo VI nasceu, {vp} VP",
        "en": "Special: heir, Edward VI born, {vp} VP",
    },
    "english_home_spaces": {
        "ru": "Специальные: протестантские английские национальные города — {n}; {n} ÷ {per_english} с округлением вниз = {vp} VP",
        "pt": "Especiais: espaços nacionais ingleses protestantes: {n}; {n} ÷ {per_english}, arredondando para baixo = {vp} VP",
        "en": "Special: {n} Protestant English home spaces ÷ {per_english}, rounded down = {vp} VP",
    },
    "chateaux": {
        "ru": "Специальные: шато — {vp} VP",
        "pt": "Especiais: châteaux, {vp} VP",
        "en": "Special: chateaux, {vp} VP",
    },
    "papal_track": {
        "ru": "Специальные: шкала протестантских городов, {n} → фиолетовое число {vp} VP",
        "pt": "Especiais: trilha de espaços protestantes em {n} → número roxo, {vp} VP",
        "en": "Special: Protestant Spaces Track at {n} → purple number {vp} VP",
    },
    "st_peters": {
        "ru": "Специальные: базилика св. Петра — {vp} VP",
        "pt": "Especiais: Basílica de São Pedro, {vp} VP",
        "en": "Special: St. Peter's, {vp} VP",
    },
    "protestant_track": {
        "ru": "Специальные: шкала протестантских городов, {n} → коричневое число {vp} VP",
        "pt": "Especiais: trilha de espaços protestantes em {n} → número marrom, {vp} VP",
        "en": "Special: Protestant Spaces Track at {n} → brown number {vp} VP",
    },
    "bonus_vp": {
        "ru": "Бонусные: {label} — {vp} VP",
        "pt": "Bônus: {label}, {vp} VP",
        "en": "Bonus: {label}, {vp} VP",
    },
    "bonus_count": {
        "ru": "Бонусные: {label} — {n} × {each} = {vp} VP",
        "pt": "Bônus: {label}, {n} × {each} = {vp} VP",
        "en": "Bonus: {label}, {n} × {each} = {vp} VP",
    },
    "no_bonus": {"ru": "Бонусные: нет — 0 VP", "pt": "Bônus: nenhum, 0 VP", "en": "Bonus: none, 0 VP"},
    # Nouns that agree with a number.
    "key": {
        "ru": "ключевой город|ключевых города|ключевых городов",
        "pt": "espaço-chave|espaços-chave",
        "en": "key|keys",
    },
    "open_box": {
        "ru": "открытая клетка|открытые клетки|открытых клеток",
        "pt": "casa aberta|casas abertas",
        "en": "open box|open boxes",
    },
    "electorate": {
        "ru": "курфюршество|курфюршества|курфюршеств",
        "pt": "eleitorado|eleitorados",
        "en": "electorate|electorates",
    },
    "space": {"ru": "город|города|городов", "pt": "espaço|espaços", "en": "space|spaces"},
    "sum": {
        "ru": "Итого: {base} + {special} {bonus} = {total} VP",
        "pt": "Total: {base} + {special} {bonus} = {total} VP",
        "en": "Total: {base} + {special} {bonus} = {total} VP",
    },
    "military": {
        "ru": "Автоматическая военная победа: {power} — открыта клетка автоматической победы ({boxes} ключевых городов, ни один не в беспорядках).",
        "pt": "Vitória militar automática: {power}, a casa de vitória automática está aberta ({boxes} espaços-chave, nenhum em agitação).",
        "en": "Automatic military victory: {power}, the Auto Win box is open ({boxes} keys, none in unrest).",
    },
    "religious": {
        "ru": "Религиозная победа: Протестанты — протестантизм исповедуют {auto_win_spaces} городов.",
        "pt": "Vitória religiosa dos Protestantes: {auto_win_spaces} espaços professam o protestantismo.",
        "en": "Religious victory: the Protestant has religious influence over {auto_win_spaces} spaces.",
    },
    "automatic_when": {
        "ru": (
            "Автоматическая победа засчитывается сразу, в фазу действий (клетка, открытая в фазу "
            "дипломатии, считается, только если она ещё открыта в начале фазы действий)."
        ),
        "pt": (
            "A vitória automática vale na hora, na fase de ações (uma casa aberta na fase de diplomacia "
            "só conta se ainda estiver aberta no início da fase de ações)."
        ),
        "en": "An automatic victory counts at once, during the Action Phase.",
    },
    "several": {
        "ru": "Отмечено несколько автоматических побед: побеждает держава, которая выполнила условие первой.",
        "pt": "Há mais de uma vitória automática marcada: vence a potência que cumpriu a condição primeiro.",
        "en": "Several automatic victories are flagged: the power that met its condition first wins.",
    },
    "religious_rule": {
        "ru": "«Ни в одном из этих городов не должно быть фишки беспорядков.» На клетке {auto_win_spaces} VP не напечатаны: специальные VP Папства и Протестантов взяты из клетки {last_row}.",
        "pt": "“Nenhum desses espaços pode ter marcador de agitação.” A casa {auto_win_spaces} não traz VP: os VP especiais do Papado e dos Protestantes vêm da casa {last_row}.",
        "en": "None of these spaces may be in unrest. Box {auto_win_spaces} has no VP: the Papal and Protestant special VP of box {last_row} are used.",
    },
    "leader": {
        "ru": "Больше всего VP: {powers} — {vp}.",
        "pt": "Mais VP: {powers}, com {vp}.",
        "en": "Most VP: {powers}, {vp}.",
    },
    "to_standard": {
        "ru": "До стандартной победы ({victory_vp} VP) не хватает {n}.",
        "pt": "Faltam {n} para a vitória padrão ({victory_vp} VP).",
        "en": "{n} VP short of a standard victory ({victory_vp} VP).",
    },
    "standard_reached": {
        "ru": "{victory_vp} VP или больше: стандартная победа проверяется в фазе определения победителя — калькулятор ниже.",
        "pt": "{victory_vp} VP ou mais: a vitória padrão é verificada na fase de determinação da vitória (calculadora abaixo).",
        "en": "{victory_vp} VP or more: the standard victory is checked in the Victory Determination Phase.",
    },
}


MESSAGES: Final[Mapping[str, Text]] = {
    "unrest_over_keys": {
        "ru": "в беспорядках не может быть больше ключевых городов ({unrest}), чем их под контролем ({keys})",
        "pt": "não pode haver mais espaços-chave em agitação ({unrest}) do que sob controle ({keys})",
        "en": "more keys in unrest ({unrest}) than keys ({keys})",
    },
    "too_many_keys": {
        "ru": "ключевых городов на карте всего {max}, а у держав вместе {total}",
        "pt": "o mapa tem só {max} espaços-chave, e as potências somam {total}",
        "en": "the map has {max} keys, the powers hold {total} together",
    },
    "too_many_electorates": {
        "ru": "курфюршеств всего {max}: Габсбурги {hapsburg} + Протестанты {protestant} = {total}",
        "pt": "há só {max} eleitorados: Habsburgos {hapsburg} + Protestantes {protestant} = {total}",
        "en": "there are {max} electorates: Hapsburg {hapsburg} + Protestant {protestant} = {total}",
    },
    "electorates_before_league": {
        "ru": "до «Шмалькальденского союза» протестантский политический контроль над курфюршествами невозможен",
        "pt": "antes da “Liga de Esmalcalda”, o controle político protestante de eleitorados é impossível",
        "en": "no Protestant political control of electorates before the Schmalkaldic League",
    },
    "spaces_below_parts": {
        "ru": (
            "протестантских городов на шкале ({spaces}) меньше, чем протестантских курфюршеств "
            "({electorates}) и английских национальных городов ({english}) вместе"
        ),
        "pt": (
            "há menos espaços protestantes na trilha ({spaces}) do que eleitorados protestantes "
            "({electorates}) e espaços nacionais ingleses protestantes ({english}) somados"
        ),
        "en": (
            "fewer Protestant spaces ({spaces}) than Protestant electorates ({electorates}) "
            "plus Protestant English home spaces ({english})"
        ),
    },
    "new_world_split": {
        "ru": "столько VP нельзя разделить между державами: {items}",
        "pt": "esses VP não podem ser divididos assim entre as potências: {items}",
        "en": "these VP cannot be split between the powers: {items}",
    },
    "one_card": {
        "ru": "событие разыгрывается один раз: VP за него может получить только одна держава",
        "pt": "o evento é jogado uma só vez: só uma potência pode receber os VP dele",
        "en": "the event is played once: only one power can score it",
    },
    "phony_war_markers": {
        "ru": "фишек «Странная война» всего {max} (Шотландия и Венеция), введено {total}",
        "pt": "há só {max} marcadores “Guerra de Mentira” (Escócia e Veneza), e foram informados {total}",
        "en": "there are {max} Phony War markers (Scotland, Venice), got {total}",
    },
}


AID_TEXT: Final[Mapping[str, Text]] = {
    "title": {
        "ru": "Шкалы ключевых городов и протестантских городов",
        "pt": "Trilhas de espaços-chave e de espaços protestantes",
        "en": "Key tracks and the Protestant Spaces Track",
    },
    "keys_caption": {
        "ru": "{power}: ключевые города → базовые VP",
        "pt": "{power}: espaços-chave → VP básicos",
        "en": "{power}: keys → base VP",
    },
    "keys": {"ru": "Ключевые города", "pt": "Espaços-chave", "en": "Keys"},
    "vp": {"ru": "VP", "pt": "VP", "en": "VP"},
    "auto_win": {"ru": "Автоматическая победа", "pt": "Vitória automática", "en": "Auto Win"},
    "spaces_caption": {
        "ru": "Шкала протестантских городов → специальные VP ({part})",
        "pt": "Trilha de espaços protestantes → VP especiais ({part})",
        "en": "Protestant Spaces Track → special VP ({part})",
    },
    "spaces": {"ru": "Протестантские города", "pt": "Espaços protestantes", "en": "Protestant spaces"},
    "papal": {"ru": "Папство (фиолетовое)", "pt": "Papado (roxo)", "en": "Papacy (purple)"},
    "protestant": {
        "ru": "Протестанты (коричневое)",
        "pt": "Protestantes (marrom)",
        "en": "Protestant (brown)",
    },
    "note": {
        "ru": (
            "Ключевые города — под контролем державы и не в беспорядках (нет таких — 0 базовых VP). "
            "{n} протестантских городов — религиозная победа. Города в беспорядках не считаются."
        ),
        "pt": (
            "Espaços-chave: os controlados pela potência e fora de agitação (nenhum: 0 VP básicos). "
            "{n} espaços protestantes: vitória religiosa. Espaços em agitação não contam."
        ),
        "en": (
            "Keys: key spaces the power controls, not in unrest (none: 0 base VP). {n} Protestant "
            "spaces: religious victory. Spaces in unrest do not count."
        ),
    },
    "england_caption": {
        "ru": "Англия: протестантские национальные города → VP",
        "pt": "Inglaterra: espaços nacionais protestantes → VP",
        "en": "England: Protestant home spaces → VP",
    },
    "home_spaces": {"ru": "Города", "pt": "Espaços", "en": "Spaces"},
}


def new_world_list(table: Mapping[str, int]) -> Text:
    """The discoveries or conquests with their VP: «майя 1, ацтеки 2, инки 2»."""
    return {
        lang: ", ".join(f"{new_world_name(k, lang)} {v}" for k, v in table.items())
        for lang in ("ru", "pt", "en")
    }


def words(lang: str) -> Catalog:
    return Catalog(TEXT, lang, NUMBERS)


def aid_words(lang: str) -> Catalog:
    return Catalog(AID_TEXT, lang, NUMBERS)
