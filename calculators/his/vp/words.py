"""The texts of ``his.vp``: the report, the messages of the checks across fields, the aid
(numbers from the rules' constants)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Catalog, Text, by_language
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

TEXT: Final[Mapping[str, Text]] = by_language(
    ru={
        "title": "Победные очки (VP) шести держав",
        "base": "Базовые",
        "special": "Специальные",
        "bonus": "Бонусные",
        "total": "Итого",
        "power": "Держава",
        "table": "VP держав",
        "caption": "{power} — {total} VP",
        "keys": "Базовые: {keys}, {unrest} в беспорядках → {open} → {vp} VP",
        "keys_none_open": "Базовые: {keys}, {unrest} в беспорядках → открытых клеток нет → 0 VP",
        "auto_win_box": "Базовые: {keys}, {unrest} в беспорядках → открыта клетка автоматической победы — автоматическая военная победа. На этой клетке VP не напечатаны; засчитаны {vp} VP последней клетки с числом",
        "electorates": "Базовые: {n} под протестантским политическим контролем и религиозным влиянием, не в беспорядках × {per_electorate} = {vp} VP",
        "piracy": "Специальные: пиратство — {vp} VP",
        "hapsburg_electorates": "Специальные: {n} под контролем Габсбургов × {hapsburg_per_electorate} = {vp} VP",
        "hapsburg_no_electorates": "Специальные: курфюршеств под контролем Габсбургов нет — 0 VP",
        "hapsburg_electorates_before_league": "Специальные: курфюршества под контролем Габсбургов ({n}) не считаются, пока не разыгран «Шмалькальденский союз» → 0 VP",
        "heir_none": "Специальные: наследника нет — {vp} VP",
        "heir_elizabeth": "Специальные: наследник — родилась Елизавета I, Эдуард не родился — {vp} VP",
        "heir_edward": "Специальные: наследник — родился Эдуард VI — {vp} VP",
        "english_home_spaces": "Специальные: протестантские английские национальные города — {n}; {n} ÷ {per_english} с округлением вниз = {vp} VP",
        "chateaux": "Специальные: шато — {vp} VP",
        "papal_track": "Специальные: шкала протестантских городов, {n} → фиолетовое число {vp} VP",
        "st_peters": "Специальные: базилика св. Петра — {vp} VP",
        "protestant_track": "Специальные: шкала протестантских городов, {n} → коричневое число {vp} VP",
        "bonus_vp": "Бонусные: {label} — {vp} VP",
        "bonus_count": "Бонусные: {label} — {n} × {each} = {vp} VP",
        "no_bonus": "Бонусные: нет — 0 VP",
        # Nouns that agree with a number.
        "key": "ключевой город|ключевых города|ключевых городов",
        "open_box": "открытая клетка|открытые клетки|открытых клеток",
        "electorate": "курфюршество|курфюршества|курфюршеств",
        "space": "город|города|городов",
        "sum": "Итого: {base} + {special} {bonus} = {total} VP",
        "military": "Автоматическая военная победа: {power} — открыта клетка автоматической победы ({boxes} ключевых городов, ни один не в беспорядках).",
        "religious": "Религиозная победа: Протестанты — протестантизм исповедуют {auto_win_spaces} городов.",
        "automatic_when": "Автоматическая победа засчитывается сразу, в фазу действий (клетка, открытая в фазу дипломатии, считается, только если она ещё открыта в начале фазы действий).",
        "several": "Отмечено несколько автоматических побед: побеждает держава, которая выполнила условие первой.",
        "religious_rule": "«Ни в одном из этих городов не должно быть фишки беспорядков.» На клетке {auto_win_spaces} VP не напечатаны: специальные VP Папства и Протестантов взяты из клетки {last_row}.",
        "leader": "Больше всего VP: {powers} — {vp}.",
        "to_standard": "До стандартной победы ({victory_vp} VP) не хватает {n}.",
        "standard_reached": "{victory_vp} VP или больше: стандартная победа проверяется в фазе определения победителя — калькулятор ниже.",
    },
    pt={
        "title": "Pontos de vitória (VP) das seis potências",
        "base": "Básicos",
        "special": "Especiais",
        "bonus": "Bônus",
        "total": "Total",
        "power": "Potência",
        "table": "VP das potências",
        "caption": "{power}: {total} VP",
        "keys": "Básicos: {keys}, {unrest} em agitação → {open} → {vp} VP",
        "keys_none_open": "Básicos: {keys}, {unrest} em agitação → nenhuma casa aberta → 0 VP",
        "auto_win_box": "Básicos: {keys}, {unrest} em agitação → a casa de vitória automática está aberta: vitória militar automática. Essa casa não traz VP; contam os {vp} VP da última casa com número",
        "electorates": "Básicos: {n} sob controle político e influência religiosa protestantes, fora os em agitação × {per_electorate} = {vp} VP",
        "piracy": "Especiais: pirataria, {vp} VP",
        "hapsburg_electorates": "Especiais: {n} sob controle dos Habsburgos × {hapsburg_per_electorate} = {vp} VP",
        "hapsburg_no_electorates": "Especiais: nenhum eleitorado sob controle dos Habsburgos, 0 VP",
        "hapsburg_electorates_before_league": "Especiais: os eleitorados sob controle dos Habsburgos ({n}) não contam enquanto a “Liga de Esmalcalda” não tiver sido jogada → 0 VP",
        "heir_none": "Especiais: sem herdeiro, {vp} VP",
        "heir_elizabeth": "Especiais: herdeiro: Elizabeth I nasceu, Eduardo não, {vp} VP",
        "heir_edward": "Especiais: herdeiro: Eduardo VI nasceu, {vp} VP",
        "english_home_spaces": "Especiais: espaços nacionais ingleses protestantes: {n}; {n} ÷ {per_english}, arredondando para baixo = {vp} VP",
        "chateaux": "Especiais: châteaux, {vp} VP",
        "papal_track": "Especiais: trilha de espaços protestantes em {n} → número roxo, {vp} VP",
        "st_peters": "Especiais: Basílica de São Pedro, {vp} VP",
        "protestant_track": "Especiais: trilha de espaços protestantes em {n} → número marrom, {vp} VP",
        "bonus_vp": "Bônus: {label}, {vp} VP",
        "bonus_count": "Bônus: {label}, {n} × {each} = {vp} VP",
        "no_bonus": "Bônus: nenhum, 0 VP",
        "key": "espaço-chave|espaços-chave",
        "open_box": "casa aberta|casas abertas",
        "electorate": "eleitorado|eleitorados",
        "space": "espaço|espaços",
        "sum": "Total: {base} + {special} {bonus} = {total} VP",
        "military": "Vitória militar automática: {power}, a casa de vitória automática está aberta ({boxes} espaços-chave, nenhum em agitação).",
        "religious": "Vitória religiosa dos Protestantes: {auto_win_spaces} espaços professam o protestantismo.",
        "automatic_when": "A vitória automática vale na hora, na fase de ações (uma casa aberta na fase de diplomacia só conta se ainda estiver aberta no início da fase de ações).",
        "several": "Há mais de uma vitória automática marcada: vence a potência que cumpriu a condição primeiro.",
        "religious_rule": "“Nenhum desses espaços pode ter marcador de agitação.” A casa {auto_win_spaces} não traz VP: os VP especiais do Papado e dos Protestantes vêm da casa {last_row}.",
        "leader": "Mais VP: {powers}, com {vp}.",
        "to_standard": "Faltam {n} para a vitória padrão ({victory_vp} VP).",
        "standard_reached": "{victory_vp} VP ou mais: a vitória padrão é verificada na fase de determinação da vitória (calculadora abaixo).",
    },
    en={
        "title": "Victory points of the six powers",
        "base": "Base",
        "special": "Special",
        "bonus": "Bonus",
        "total": "Total",
        "power": "Power",
        "table": "VP by power",
        "caption": "{power}: {total} VP",
        "keys": "Base: {keys}, {unrest} in unrest → {open} → {vp} VP",
        "keys_none_open": "Base: {keys}, {unrest} in unrest → no open box → 0 VP",
        "auto_win_box": "Base: {keys}, {unrest} in unrest → the Auto Win box is open: automatic military victory. It has no VP printed; the {vp} VP of the last numbered box are counted",
        "electorates": "Base: {n} under Protestant political control and religious influence, not in unrest × {per_electorate} = {vp} VP",
        "piracy": "Special: piracy, {vp} VP",
        "hapsburg_electorates": "Special: {n} under Hapsburg control × {hapsburg_per_electorate} = {vp} VP",
        "hapsburg_no_electorates": "Special: no electorates under Hapsburg control, 0 VP",
        "hapsburg_electorates_before_league": "Special: Hapsburg electorates ({n}) do not count before the Schmalkaldic League → 0 VP",
        "heir_none": "Special: no heir, {vp} VP",
        "heir_elizabeth": "Special: heir, Elizabeth I born, no Edward, {vp} VP",
        "heir_edward": "Special: heir, Edward VI born, {vp} VP",
        "english_home_spaces": "Special: {n} Protestant English home spaces ÷ {per_english}, rounded down = {vp} VP",
        "chateaux": "Special: chateaux, {vp} VP",
        "papal_track": "Special: Protestant Spaces Track at {n} → purple number {vp} VP",
        "st_peters": "Special: St. Peter's, {vp} VP",
        "protestant_track": "Special: Protestant Spaces Track at {n} → brown number {vp} VP",
        "bonus_vp": "Bonus: {label}, {vp} VP",
        "bonus_count": "Bonus: {label}, {n} × {each} = {vp} VP",
        "no_bonus": "Bonus: none, 0 VP",
        "key": "key|keys",
        "open_box": "open box|open boxes",
        "electorate": "electorate|electorates",
        "space": "space|spaces",
        "sum": "Total: {base} + {special} {bonus} = {total} VP",
        "military": "Automatic military victory: {power}, the Auto Win box is open ({boxes} keys, none in unrest).",
        "religious": "Religious victory: the Protestant has religious influence over {auto_win_spaces} spaces.",
        "automatic_when": "An automatic victory counts at once, during the Action Phase.",
        "several": "Several automatic victories are flagged: the power that met its condition first wins.",
        "religious_rule": "None of these spaces may be in unrest. Box {auto_win_spaces} has no VP: the Papal and Protestant special VP of box {last_row} are used.",
        "leader": "Most VP: {powers}, {vp}.",
        "to_standard": "{n} VP short of a standard victory ({victory_vp} VP).",
        "standard_reached": "{victory_vp} VP or more: the standard victory is checked in the Victory Determination Phase.",
    },
)


MESSAGES: Final[Mapping[str, Text]] = by_language(
    ru={
        "unrest_over_keys": "в беспорядках не может быть больше ключевых городов ({unrest}), чем их под контролем ({keys})",
        "too_many_keys": "ключевых городов на карте всего {max}, а у держав вместе {total}",
        "too_many_electorates": "курфюршеств всего {max}: Габсбурги {hapsburg} + Протестанты {protestant} = {total}",
        "electorates_before_league": "до «Шмалькальденского союза» протестантский политический контроль над курфюршествами невозможен",
        "spaces_below_parts": "протестантских городов на шкале ({spaces}) меньше, чем протестантских курфюршеств ({electorates}) и английских национальных городов ({english}) вместе",
        "new_world_split": "столько VP нельзя разделить между державами: {items}",
        "one_card": "событие разыгрывается один раз: VP за него может получить только одна держава",
        "phony_war_markers": "фишек «Странная война» всего {max} (Шотландия и Венеция), введено {total}",
    },
    pt={
        "unrest_over_keys": "não pode haver mais espaços-chave em agitação ({unrest}) do que sob controle ({keys})",
        "too_many_keys": "o mapa tem só {max} espaços-chave, e as potências somam {total}",
        "too_many_electorates": "há só {max} eleitorados: Habsburgos {hapsburg} + Protestantes {protestant} = {total}",
        "electorates_before_league": "antes da “Liga de Esmalcalda”, o controle político protestante de eleitorados é impossível",
        "spaces_below_parts": "há menos espaços protestantes na trilha ({spaces}) do que eleitorados protestantes ({electorates}) e espaços nacionais ingleses protestantes ({english}) somados",
        "new_world_split": "esses VP não podem ser divididos assim entre as potências: {items}",
        "one_card": "o evento é jogado uma só vez: só uma potência pode receber os VP dele",
        "phony_war_markers": "há só {max} marcadores “Guerra de Mentira” (Escócia e Veneza), e foram informados {total}",
    },
    en={
        "unrest_over_keys": "more keys in unrest ({unrest}) than keys ({keys})",
        "too_many_keys": "the map has {max} keys, the powers hold {total} together",
        "too_many_electorates": "there are {max} electorates: Hapsburg {hapsburg} + Protestant {protestant} = {total}",
        "electorates_before_league": "no Protestant political control of electorates before the Schmalkaldic League",
        "spaces_below_parts": "fewer Protestant spaces ({spaces}) than Protestant electorates ({electorates}) plus Protestant English home spaces ({english})",
        "new_world_split": "these VP cannot be split between the powers: {items}",
        "one_card": "the event is played once: only one power can score it",
        "phony_war_markers": "there are {max} Phony War markers (Scotland, Venice), got {total}",
    },
)


AID_TEXT: Final[Mapping[str, Text]] = by_language(
    ru={
        "title": "Шкалы ключевых городов и протестантских городов",
        "keys_caption": "{power}: ключевые города → базовые VP",
        "keys": "Ключевые города",
        "vp": "VP",
        "auto_win": "Автоматическая победа",
        "spaces_caption": "Шкала протестантских городов → специальные VP ({part})",
        "spaces": "Протестантские города",
        "papal": "Папство (фиолетовое)",
        "protestant": "Протестанты (коричневое)",
        "note": "Ключевые города — под контролем державы и не в беспорядках (нет таких — 0 базовых VP). {n} протестантских городов — религиозная победа. Города в беспорядках не считаются.",
        "england_caption": "Англия: протестантские национальные города → VP",
        "home_spaces": "Города",
    },
    pt={
        "title": "Trilhas de espaços-chave e de espaços protestantes",
        "keys_caption": "{power}: espaços-chave → VP básicos",
        "keys": "Espaços-chave",
        "vp": "VP",
        "auto_win": "Vitória automática",
        "spaces_caption": "Trilha de espaços protestantes → VP especiais ({part})",
        "spaces": "Espaços protestantes",
        "papal": "Papado (roxo)",
        "protestant": "Protestantes (marrom)",
        "note": "Espaços-chave: os controlados pela potência e fora de agitação (nenhum: 0 VP básicos). {n} espaços protestantes: vitória religiosa. Espaços em agitação não contam.",
        "england_caption": "Inglaterra: espaços nacionais protestantes → VP",
        "home_spaces": "Espaços",
    },
    en={
        "title": "Key tracks and the Protestant Spaces Track",
        "keys_caption": "{power}: keys → base VP",
        "keys": "Keys",
        "vp": "VP",
        "auto_win": "Auto Win",
        "spaces_caption": "Protestant Spaces Track → special VP ({part})",
        "spaces": "Protestant spaces",
        "papal": "Papacy (purple)",
        "protestant": "Protestant (brown)",
        "note": "Keys: key spaces the power controls, not in unrest (none: 0 base VP). {n} Protestant spaces: religious victory. Spaces in unrest do not count.",
        "england_caption": "England: Protestant home spaces → VP",
        "home_spaces": "Spaces",
    },
)


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
