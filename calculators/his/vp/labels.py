"""The words of the fields of ``his.vp``: each field's label and help, the heir's options, and the
bonus list's titles and the phrases that make each item's label and its line in the breakdown
(numbers from the rules' constants, :data:`.words.NUMBERS`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Text, by_language, filled
from .words import NUMBERS

# The form's fields (form.py): the label of each by its name, and the help of those that have
# one ("<name>.help"), and the heir's options ("heir.<option>", {vp} the heir's VP).  The two powers' electorates are "hapsburg_electorates" and
# "protestant_electorates" (in unrest they never give VP: sources/here-i-stand.md §2); {boxes}
# is the last box of the power's key track.
FIELD_TEXT: Final[Mapping[str, Text]] = by_language(
    ru={
        "protestant_spaces": "Протестантские города",
        "protestant_spaces.help": "индикатор на шкале протестантских городов, 0–{auto_win_spaces}; города в беспорядках не считаются",
        "schmalkaldic_league": "«Шмалькальденский союз» разыгран",
        "powers": "Державы",
        "bonus": "Бонусные VP",
        "keys": "Ключевые города",
        "keys.help": "под контролем, 0–{boxes} ({boxes} — клетка автоматической победы [Auto Win])",
        "keys_in_unrest": "Из них в беспорядках",
        "piracy_vp": "Пиратство, VP",
        "hapsburg_electorates": "Курфюршества под контролем",
        "hapsburg_electorates.help": "под политическим контролем Габсбургов, не в беспорядках",
        "heir": "Наследник",
        "heir.none": "нет",
        "heir.elizabeth": "Елизавета I ({vp} VP)",
        "heir.edward": "Эдуард VI ({vp} VP)",
        "protestant_home_spaces": "Протестантские национальные города",
        "protestant_home_spaces.help": "индикатор английских национальных городов, 0–{english_home_spaces}",
        "chateaux_vp": "Шато, VP",
        "st_peters_vp": "Базилика св. Петра, VP",
        "protestant_electorates": "Курфюршества",
        "protestant_electorates.help": "под протестантским политическим контролем и религиозным влиянием, не в беспорядках",
    },
    pt={
        "protestant_spaces": "Espaços protestantes",
        "protestant_spaces.help": "marcador na trilha de espaços protestantes, 0–{auto_win_spaces}; espaços em agitação não contam",
        "schmalkaldic_league": "“Liga de Esmalcalda” jogada",
        "powers": "Potências",
        "bonus": "VP de bônus",
        "keys": "Espaços-chave",
        "keys.help": "sob controle, 0–{boxes} ({boxes}: casa de vitória automática [Auto Win])",
        "keys_in_unrest": "Destes, em agitação",
        "piracy_vp": "Pirataria, VP",
        "hapsburg_electorates": "Eleitorados sob controle",
        "hapsburg_electorates.help": "sob controle político dos Habsburgos, exceto os que estão em agitação",
        "heir": "Herdeiro",
        "heir.none": "nenhum",
        "heir.elizabeth": "Elizabeth I ({vp} VP)",
        "heir.edward": "Eduardo VI ({vp} VP)",
        "protestant_home_spaces": "Espaços nacionais protestantes",
        "protestant_home_spaces.help": "marcador de espaços nacionais ingleses, 0–{english_home_spaces}",
        "chateaux_vp": "Châteaux, VP",
        "st_peters_vp": "Basílica de São Pedro, VP",
        "protestant_electorates": "Eleitorados",
        "protestant_electorates.help": "sob controle político e influência religiosa protestantes, exceto os que estão em agitação",
    },
    en={
        "protestant_spaces": "Protestant spaces",
        "protestant_spaces.help": "marker on the Protestant Spaces Track, 0-{auto_win_spaces}; spaces in unrest do not count",
        "schmalkaldic_league": "Schmalkaldic League played",
        "powers": "Powers",
        "bonus": "Bonus VP",
        "keys": "Keys",
        "keys.help": "controlled, 0-{boxes} ({boxes} = Auto Win)",
        "keys_in_unrest": "Of them in unrest",
        "piracy_vp": "Piracy VP",
        "hapsburg_electorates": "Electorates controlled",
        "hapsburg_electorates.help": "under Hapsburg political control, not in unrest",
        "heir": "Heir",
        "heir.none": "none",
        "heir.elizabeth": "Elizabeth I ({vp} VP)",
        "heir.edward": "Edward VI ({vp} VP)",
        "protestant_home_spaces": "Protestant home spaces",
        "protestant_home_spaces.help": "English home spaces marker, 0-{english_home_spaces}",
        "chateaux_vp": "Chateaux VP",
        "st_peters_vp": "St. Peter's VP",
        "protestant_electorates": "Electorates",
        "protestant_electorates.help": "under Protestant political control and religious influence, not in unrest",
    },
)


def field_text(key: str, **params: object) -> Text:
    """A label or help of the form (:data:`FIELD_TEXT`) in every language, with the rule numbers
    it names (:data:`NUMBERS`) and ``params``."""
    return filled(FIELD_TEXT[key], **NUMBERS, **params)


# The bonus list (bonus.py): each item's title by its name ("<name>.line": its line in the
# breakdown where that is not made from the title; "<name>.kind": a kind of voyage), and the
# phrases that make an item's label and line from its title ({title}, {kind}, {line}, {rating}).
BONUS_TEXT: Final[Mapping[str, Text]] = by_language(
    ru={
        "vp": "{title}, VP",
        "event": "событие {title}",
        "markers": "фишки {title}",
        "voyages": "удачные {kind} экспедиции",
        "rated": "{title}, рейтинг {rating}",
        "rated.line": "{line} с рейтингом {rating}",
        "julia_gonzaga": "«Джулия Гонзага»",
        "julia_gonzaga.line": "«Джулия Гонзага» и удачное пиратство в Тирренском море",
        "exploration": "Исследования",
        "exploration.kind": "исследовательские",
        "conquest": "Завоевания",
        "conquest.kind": "завоевательные",
        "burned": "Сожжённые богословы",
        "burned.line": "сожжённые протестантские богословы",
        "disgraced": "Опозоренные богословы",
        "disgraced.line": "опозоренные папские богословы",
        "bible_translations": "Завершённые переводы Библии (языков)",
        "bible_translations.line": "завершённые переводы Библии",
        "copernicus": "«Коперник»",
        "servetus": "«Мигель Сервет»",
        "war_winner": "«Победитель в войне»",
        "master_of_italy": "«Хозяин Италии»",
        "phony_war": "«Странная война»",
        "phony_war.label": "Фишки «Странная война»",
        "phony_war.help": "{vp} VP за каждую [Phony War]",
    },
    pt={
        "vp": "{title}, VP",
        "event": "evento {title}",
        "markers": "marcadores {title}",
        "voyages": "viagens de {kind} bem-sucedidas",
        "rated": "{title}, valor {rating}",
        "rated.line": "{line} com valor de debate {rating}",
        "julia_gonzaga": "“Júlia Gonzaga”",
        "julia_gonzaga.line": "“Júlia Gonzaga” e pirataria bem-sucedida no mar Tirreno",
        "exploration": "Exploração",
        "exploration.kind": "exploração",
        "conquest": "Conquista",
        "conquest.kind": "conquista",
        "burned": "Debatedores queimados",
        "burned.line": "debatedores protestantes queimados",
        "disgraced": "Debatedores desonrados",
        "disgraced.line": "debatedores papais desonrados",
        "bible_translations": "Traduções da Bíblia concluídas (idiomas)",
        "bible_translations.line": "traduções da Bíblia concluídas",
        "copernicus": "“Copérnico”",
        "servetus": "“Miguel Serveto”",
        "war_winner": "“Vencedor da Guerra”",
        "master_of_italy": "“Senhor da Itália”",
        "phony_war": "“Guerra de Mentira”",
        "phony_war.label": "Marcadores “Guerra de Mentira”",
        "phony_war.help": "{vp} VP por marcador [Phony War]",
    },
    en={
        "vp": "{title}, VP",
        "event": "{title} event",
        "markers": "{title} markers",
        "voyages": "successful voyages of {kind}",
        "rated": "{title} rated {rating}",
        "rated.line": "{line} rated {rating}",
        "julia_gonzaga": "Julia Gonzaga",
        "julia_gonzaga.line": "Julia Gonzaga and successful piracy in the Tyrrhenian Sea",
        "exploration": "Exploration",
        "exploration.kind": "exploration",
        "conquest": "Conquest",
        "conquest.kind": "conquest",
        "burned": "Burned Protestant debaters",
        "burned.line": "Burned Protestant debaters",
        "disgraced": "Disgraced Papal debaters",
        "disgraced.line": "Disgraced Papal debaters",
        "bible_translations": "Bible translations completed (languages)",
        "bible_translations.line": "Bible translations completed",
        "copernicus": "Copernicus",
        "servetus": "Michael Servetus",
        "war_winner": "War Winner",
        "master_of_italy": "Master of Italy",
        "phony_war": "Phony War",
        "phony_war.label": "Phony War markers",
        # The English name once, to match the counter; the others give it in brackets, as the
        # other printed names (sources/here-i-stand.md §5 "Phony War").
        "phony_war.help": "{vp} VP each",
    },
)


def bonus_text(key: str, **params: object) -> Text:
    """A text of the bonus list (:data:`BONUS_TEXT`) in every language, with ``params``."""
    return filled(BONUS_TEXT[key], **params)
