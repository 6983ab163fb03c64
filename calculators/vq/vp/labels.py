"""The words of the fields of ``vq.vp``: each field's label and help and the circumnavigation's
options (numbers from the rules' constants, :data:`.words.NUMBERS`, and the ones a field fills
in: ``{gen}``, the power's genitive; ``{vp}``, what a one-off is worth)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Text, by_language, filled
from ..data import CIRCUMNAVIGATION_FIRST_VP, CIRCUMNAVIGATION_SECOND_VP, VALOIS_ROYALS
from .words import NUMBERS

# The form's fields (form.py), by name; "<name>.help" the help of those that have one,
# "circumnavigation.<option>" the options, "vp" a one-off's label with what it is worth.
FIELD_TEXT: Final[Mapping[str, Text]] = by_language(
    ru={
        "vp": "{label} ({vp}\u00a0ПО)",
        "powers": "Державы",
        "empire": "Империя (Император Священной Римской империи)",
        "card_vp": "Основные ПО: число в последней открытой ячейке на карточке державы",
        "card_vp.help": "Ячейки под маркерами «Беспорядки» не открыты; если закрыты все ячейки, 0.",
        "outside_netherlands_vp": "Основные ПО: число в последней открытой ячейке строчки «Ключевые области вне Нидерландов»",
        "outside_netherlands_vp.help": "Строчка внизу карточки Протестанта; ячейки под «Беспорядками» не открыты; если закрыты все, 0.",
        "netherlands_keys": "Ключевые области в Нидерландах под контролем Протестанта ({netherlands_key_vp}\u00a0ПО за каждую)",
        "track_vp": "Особые ПО: число в ряду маркера протестантских областей, в колонке с флажком {gen}",
        "track_vp.help": "Дорожка на карточке религиозной борьбы: от ряда с маркером смотрите направо.",
        "track_vp.help.secret": "Колонка тайного религиозного предпочтения Империи. Число видно всем, кто смотрит "
        "на экран: вводите его, только если экран видите вы один.",
        "unrest_not_protestant": "Области в беспорядках в число протестантских не входят.",
        "preference_revealed": "Предпочтение раскрыто",
        "preference_revealed.help": "Тайное религиозное предпочтение Империи. Пока оно не раскрыто, ПО с дорожки не входят в итог.",
        "valois_marriages": "Бракосочетания Валуа: сколько из {royals} королевских особ вступили в брак "
        "({valois_vp}\u00a0ПО за каждое)",
        "bonus": "Призовые ПО",
        "assassinations": "Убийства [Assassination] ({assassination_vp}\u00a0ПО за каждое)",
        "circumnavigation": "Кругосветное плавание [Circumnavigation]",
        "circumnavigation.none": "нет",
        "circumnavigation.first": "первое",
        "circumnavigation.second": "второе",
        "circumnavigation.both": "первое и второе ({first}\u00a0+\u00a0{second}\u00a0ПО)",
        "virgin_queen_turns": "«Королева-девственница»: ходов безбрачия ({virgin_queen_vp}\u00a0ПО за ход)",
        "suez_canal": "Суэцкий канал построен",
        "slave_trader": "Работорговец",
        "mary_executed": "Мария Стюарт казнена",
        "other_vp": "Другие призовые ПО (сумма маркеров)",
        "other_vp.help": "Пиратство, покровительство, брак, Кипр, Париж и другие пункты списка «Призовые».",
        "domination_margin": "Победа по доминированию: отрыв в ПО (0 — не проверять)",
    },
    pt={
        "vp": "{label} ({vp}\u00a0PV)",
        "powers": "Potências",
        "empire": "Sacro Império (Imperador do Sacro Império)",
        "card_vp": "PV básicos: o número da última casa aberta da carta de potência",
        "card_vp.help": "Casas sob marcadores “Agitação” não estão abertas; se todas estiverem cobertas, 0.",
        "outside_netherlands_vp": "PV básicos: o número da última casa aberta da linha “Espaços-chave fora dos Países Baixos”",
        "outside_netherlands_vp.help": "A linha embaixo da carta dos Protestantes; casas sob marcadores “Agitação” não estão "
        "abertas; se todas estiverem cobertas, 0.",
        "netherlands_keys": "Espaços-chave nos Países Baixos controlados pelos Protestantes ({netherlands_key_vp}\u00a0PV cada)",
        "track_vp": "PV especiais: o número na linha do marcador de espaços protestantes, na coluna com a bandeira {gen}",
        "track_vp.help": "A trilha da carta de Luta Religiosa: olhe à direita da linha do marcador.",
        "track_vp.help.secret": "A coluna da preferência religiosa secreta do Sacro Império. Quem olhar para a tela vê "
        "o número: informe-o só se ninguém além de você estiver vendo a tela.",
        "unrest_not_protestant": "Espaços em agitação nunca contam como protestantes.",
        "preference_revealed": "Preferência revelada",
        "preference_revealed.help": "A preferência religiosa secreta do Sacro Império. Enquanto não for revelada, os PV da "
        "trilha não entram no total.",
        "valois_marriages": "Casamentos Valois: quantos dos {royals} membros da realeza Valois já se casaram "
        "({valois_vp}\u00a0PV cada)",
        "bonus": "PV de bônus",
        "assassinations": "Assassinatos [Assassination] ({assassination_vp}\u00a0PV cada)",
        "circumnavigation": "Circum-navegação [Circumnavigation]",
        "circumnavigation.none": "nenhuma",
        "circumnavigation.first": "a primeira",
        "circumnavigation.second": "a segunda",
        "circumnavigation.both": "a primeira e a segunda ({first}\u00a0+\u00a0{second}\u00a0PV)",
        "virgin_queen_turns": "“Rainha Virgem”: turnos de celibato ({virgin_queen_vp}\u00a0PV por turno)",
        "suez_canal": "Canal de Suez construído",
        "slave_trader": "Traficante de escravos",
        "mary_executed": "Maria Stuart executada",
        "other_vp": "Outros PV de bônus (soma dos marcadores)",
        "other_vp.help": "Pirataria, mecenato, casamento, Chipre, Paris e os outros itens da lista “Bônus”.",
        "domination_margin": "Vitória por dominação: vantagem em PV (0 = não verificar)",
    },
    en={
        "vp": "{label} ({vp} VP)",
        "powers": "Powers",
        "empire": "Holy Roman Empire",
        "card_vp": "Base VP: the number in the last open box of the power card",
        "card_vp.help": "Boxes under Unrest markers are not open; 0 if every box is covered.",
        "outside_netherlands_vp": "Base VP: the number in the last open box of the row 'Keys outside the Netherlands'",
        "outside_netherlands_vp.help": "The row at the bottom of the Protestant card; boxes under Unrest markers are not open; 0 if "
        "every box is covered.",
        "netherlands_keys": "Keys the Protestant controls in the Netherlands ({netherlands_key_vp} VP each)",
        "track_vp": "Special VP: the number in the Protestant Spaces marker's row, in {gen}'s flag column",
        "track_vp.help": "The track on the religious struggle card: look right from the marker's row.",
        "track_vp.help.secret": "The column of the Empire's secret religious preference. Anyone looking at the screen sees it.",
        "unrest_not_protestant": "Spaces in unrest never count as Protestant.",
        "preference_revealed": "Preference revealed",
        "preference_revealed.help": "Until revealed, the track VP stay out of the Empire's total.",
        "valois_marriages": "Valois marriages: how many of the {royals} royals have married ({valois_vp} VP each)",
        "bonus": "Bonus VP",
        "assassinations": "Assassinations ({assassination_vp} VP each)",
        "circumnavigation": "Circumnavigation",
        "circumnavigation.none": "none",
        "circumnavigation.first": "the first",
        "circumnavigation.second": "the second",
        "circumnavigation.both": "both ({first} + {second} VP)",
        "virgin_queen_turns": "Virgin Queen: turns of celibacy ({virgin_queen_vp} VP each)",
        "suez_canal": "Suez Canal built",
        "slave_trader": "Slave Trader",
        "mary_executed": "Mary Queen of Scots executed",
        "other_vp": "Other bonus VP (sum of the markers)",
        "other_vp.help": "Piracy, patronage, marriage, Virginia Dare, Cyprus, War Winner, Paris, Master "
        "of Central Europe, Master of Netherlands, Polish Royal Election, Dutch Revolt, "
        "Enterprise of England.",
        "domination_margin": "Domination victory: the VP lead (0 = do not check)",
    },
)

_NUMBERS: Final = {
    **NUMBERS,
    "royals": VALOIS_ROYALS,
    "first": CIRCUMNAVIGATION_FIRST_VP,
    "second": CIRCUMNAVIGATION_SECOND_VP,
}


def field_text(key: str, **params: object) -> Text:
    """A label or help of the form (:data:`FIELD_TEXT`) in every language, with the rule numbers
    it names and ``params``."""
    return filled(FIELD_TEXT[key], **_NUMBERS, **params)
