"""The inputs of ``vq.vp``: what each power's player reads off their own cards (the printed
tracks are not available: sources/virgin-queen.md §3), the seed's bonus list, and the lead a
domination victory needs by the player's rulebook; and the presets.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Final

from ...errors import InputError, InputErrors
from ...i18n import Text, fmt_signed, join_names, tr
from ...spec import BoolField, ChoiceField, Field, GroupField, IntField, Option
from ..data import (
    ASSASSINATION_VP,
    ASSASSINATIONS_MAX,
    CARD_VP_MAX,
    CELIBACY_TURNS_MAX,
    CIRCUMNAVIGATION_FIRST_VP,
    CIRCUMNAVIGATION_SECOND_VP,
    DOMINATION_MARGIN_MAX,
    MARY_EXECUTED_VP,
    NETHERLANDS_KEY_VP,
    NETHERLANDS_KEYS_MAX,
    OTHER_BONUS_VP_MAX,
    POWERS,
    SECRET_PREFERENCE_POWER,
    SLAVE_TRADER_VP,
    SUEZ_CANAL_VP,
    TRACK_POWERS,
    TRACK_VP_MAX,
    VALOIS_MARRIAGE_VP,
    VALOIS_ROYALS,
    VIRGIN_QUEEN_VP_PER_TURN,
    Power,
)
from ..words import POWER_GENITIVE, POWER_NAME
from .rules import BonusInput, Position, PowerInput
from .words import DOMINATION_HELP, MESSAGES

# --- Fields ---------------------------------------------------------------------------------------


def _flag(name: str, label: Text) -> BoolField:
    return BoolField(name=name, label=label, required=False)


def _vp(label: Text, vp: int) -> Text:
    """``label`` with the VP it is worth: «Суэцкий канал построен (2 ПО)»."""
    return {
        "ru": f"{label['ru']} ({fmt_signed(vp, plus=False)}\u00a0ПО)",
        "pt": f"{label['pt']} ({fmt_signed(vp, plus=False)}\u00a0PV)",
        "en": f"{label['en']} ({fmt_signed(vp, plus=False)} VP)",
    }


def _card_field() -> IntField:
    return IntField.count(
        "card_vp",
        {
            "ru": "Основные ПО: число в последней открытой ячейке на карточке державы",
            "pt": "PV básicos: o número da última casa aberta da carta de potência",
            "en": "Base VP: the number in the last open box of the power card",
        },
        CARD_VP_MAX,
        help={
            "ru": "Ячейки под маркерами «Беспорядки» не открыты; если закрыты все ячейки, 0.",
            "pt": "Casas sob marcadores “Agitação” não estão abertas; se todas estiverem cobertas, 0.",
            "en": "Boxes under Unrest markers are not open; 0 if every box is covered.",
        },
    )


PROTESTANT_BASE: tuple[Field, ...] = (
    IntField.count(
        "outside_netherlands_vp",
        {
            "ru": "Основные ПО: число в последней открытой ячейке строчки «Ключевые области вне Нидерландов»",
            "pt": "PV básicos: o número da última casa aberta da linha “Espaços-chave fora dos Países Baixos”",
            "en": "Base VP: the number in the last open box of the row 'Keys outside the Netherlands'",
        },
        CARD_VP_MAX,
        help={
            "ru": "Строчка внизу карточки Протестанта; ячейки под «Беспорядками» не открыты; если закрыты все, 0.",
            "pt": "A linha embaixo da carta dos Protestantes; casas sob marcadores “Agitação” não estão "
            "abertas; se todas estiverem cobertas, 0.",
            "en": "The row at the bottom of the Protestant card; boxes under Unrest markers are not open; 0 if "
            "every box is covered.",
        },
    ),
    IntField.count(
        "netherlands_keys",
        {
            "ru": f"Ключевые области в Нидерландах под контролем Протестанта ({NETHERLANDS_KEY_VP}\u00a0ПО за каждую)",
            "pt": f"Espaços-chave nos Países Baixos controlados pelos Protestantes ({NETHERLANDS_KEY_VP}\u00a0PV cada)",
            "en": f"Keys the Protestant controls in the Netherlands ({NETHERLANDS_KEY_VP} VP each)",
        },
        NETHERLANDS_KEYS_MAX,
    ),
)


UNREST_NOT_PROTESTANT: Final[Text] = {
    "ru": "Области в беспорядках в число протестантских не входят.",
    "pt": "Espaços em agitação nunca contam como protestantes.",
    "en": "Spaces in unrest never count as Protestant.",
}


def _track_field(power: Power) -> IntField:
    gen = POWER_GENITIVE[power]
    help: Text = {
        "ru": "Дорожка на карточке религиозной борьбы: от ряда с маркером смотрите направо.",
        "pt": "A trilha da carta de Luta Religiosa: olhe à direita da linha do marcador.",
        "en": "The track on the religious struggle card: look right from the marker's row.",
    }
    if power == SECRET_PREFERENCE_POWER:
        help = {
            "ru": "Колонка тайного религиозного предпочтения Империи. Число видно всем, кто смотрит "
            "на экран: вводите его, только если экран видите вы один.",
            "pt": "A coluna da preferência religiosa secreta do Sacro Império. Quem olhar para a tela vê "
            "o número: informe-o só se ninguém além de você estiver vendo a tela.",
            "en": "The column of the Empire's secret religious preference. Anyone looking at the screen sees it.",
        }
    # Seed «Протестантские области»: «Области, охваченные беспорядками, никогда не включаются в
    # подсчёт протестантских областей»: the marker's row counts none of them.
    help = {lang: f"{text} {UNREST_NOT_PROTESTANT[lang]}" for lang, text in help.items()}
    label: Text = {
        "ru": f"Особые ПО: число в ряду маркера протестантских областей, в колонке с флажком {gen['ru']}",
        "pt": f"PV especiais: o número na linha do marcador de espaços protestantes, na coluna com a bandeira {gen['pt']}",
        "en": f"Special VP: the number in the Protestant Spaces marker's row, in {gen['en']}'s flag column",
    }
    # The Empire keeps this number secret until it reveals its preference: till then it never
    # goes into a shared link, the copied text or the browser's lasting storage; the page keeps
    # it for its tab only (a reload, the other language), calculators.mjs keepSecrets.
    field = IntField.count("track_vp", label, TRACK_VP_MAX, help=help)
    if power != SECRET_PREFERENCE_POWER:
        return field
    return replace(field, secret=True, revealed_by=PREFERENCE_REVEALED.name)


PREFERENCE_REVEALED = BoolField(
    name="preference_revealed",
    label={"ru": "Предпочтение раскрыто", "pt": "Preferência revelada", "en": "Preference revealed"},
    help={
        "ru": "Тайное религиозное предпочтение Империи. Пока оно не раскрыто, ПО с дорожки не входят в итог.",
        "pt": "A preferência religiosa secreta do Sacro Império. Enquanto não for revelada, os PV da "
        "trilha não entram no total.",
        "en": "Until revealed, the track VP stay out of the Empire's total.",
    },
)

VALOIS_MARRIAGES = IntField.count(
    "valois_marriages",
    {
        "ru": f"Бракосочетания Валуа: сколько из {VALOIS_ROYALS} королевских особ вступили в брак "
        f"({VALOIS_MARRIAGE_VP}\u00a0ПО за каждое)",
        "pt": f"Casamentos Valois: quantos dos {VALOIS_ROYALS} membros da realeza Valois já se casaram "
        f"({VALOIS_MARRIAGE_VP}\u00a0PV cada)",
        "en": f"Valois marriages: how many of the {VALOIS_ROYALS} royals have married ({VALOIS_MARRIAGE_VP} VP each)",
    },
    VALOIS_ROYALS,
)


def _special_fields(power: Power) -> tuple[Field, ...]:
    """Seed «Особые»: the track for four powers (the Empire's secret), the marriages for France."""
    if power in TRACK_POWERS:
        track = _track_field(power)
        return (track, PREFERENCE_REVEALED) if power == SECRET_PREFERENCE_POWER else (track,)
    return (VALOIS_MARRIAGES,) if power == "france" else ()


CIRCUMNAVIGATION = ChoiceField(
    name="circumnavigation",
    label={
        "ru": "Кругосветное плавание [Circumnavigation]",
        "pt": "Circum-navegação [Circumnavigation]",
        "en": "Circumnavigation",
    },
    options=(
        Option("none", {"ru": "нет", "pt": "nenhuma", "en": "none"}, nothing=True),
        Option(
            "first", _vp({"ru": "первое", "pt": "a primeira", "en": "the first"}, CIRCUMNAVIGATION_FIRST_VP)
        ),
        Option(
            "second", _vp({"ru": "второе", "pt": "a segunda", "en": "the second"}, CIRCUMNAVIGATION_SECOND_VP)
        ),
        Option(
            "both",
            {
                "ru": f"первое и второе ({CIRCUMNAVIGATION_FIRST_VP}\u00a0+\u00a0{CIRCUMNAVIGATION_SECOND_VP}\u00a0ПО)",
                "pt": f"a primeira e a segunda ({CIRCUMNAVIGATION_FIRST_VP}\u00a0+\u00a0"
                f"{CIRCUMNAVIGATION_SECOND_VP}\u00a0PV)",
                "en": f"both ({CIRCUMNAVIGATION_FIRST_VP} + {CIRCUMNAVIGATION_SECOND_VP} VP)",
            },
        ),
    ),
    default="none",
    required=False,
)

# The seed's «Призовые» in the form's order; England alone has the Virgin Queen.
BONUS_FIELDS: tuple[tuple[Field, tuple[Power, ...]], ...] = (
    (
        IntField.count(
            "assassinations",
            {
                "ru": f"Убийства [Assassination] ({ASSASSINATION_VP}\u00a0ПО за каждое)",
                "pt": f"Assassinatos [Assassination] ({ASSASSINATION_VP}\u00a0PV cada)",
                "en": f"Assassinations ({ASSASSINATION_VP} VP each)",
            },
            ASSASSINATIONS_MAX,
            required=False,
        ),
        POWERS,
    ),
    (CIRCUMNAVIGATION, POWERS),
    (
        # The Virgin Queen is Elizabeth I, England's queen.
        IntField.count(
            "virgin_queen_turns",
            {
                "ru": f"«Королева-девственница»: ходов безбрачия ({VIRGIN_QUEEN_VP_PER_TURN}\u00a0ПО за ход)",
                "pt": f"“Rainha Virgem”: turnos de celibato ({VIRGIN_QUEEN_VP_PER_TURN}\u00a0PV por turno)",
                "en": f"Virgin Queen: turns of celibacy ({VIRGIN_QUEEN_VP_PER_TURN} VP each)",
            },
            CELIBACY_TURNS_MAX,
            required=False,
        ),
        ("england",),
    ),
    (
        _flag(
            "suez_canal",
            _vp(
                {"ru": "Суэцкий канал построен", "pt": "Canal de Suez construído", "en": "Suez Canal built"},
                SUEZ_CANAL_VP,
            ),
        ),
        POWERS,
    ),
    (
        _flag(
            "slave_trader",
            _vp(
                {"ru": "Работорговец", "pt": "Traficante de escravos", "en": "Slave Trader"}, SLAVE_TRADER_VP
            ),
        ),
        POWERS,
    ),
    # NOTE: the seed does not name the power that takes Mary Stuart's −1: the power the players
    # agree on, one at most (the page's reading; check_one_offs).
    (
        _flag(
            "mary_executed",
            _vp(
                {
                    "ru": "Мария Стюарт казнена",
                    "pt": "Maria Stuart executada",
                    "en": "Mary Queen of Scots executed",
                },
                MARY_EXECUTED_VP,
            ),
        ),
        POWERS,
    ),
    (
        IntField.count(
            "other_vp",
            {
                "ru": "Другие призовые ПО (сумма маркеров)",
                "pt": "Outros PV de bônus (soma dos marcadores)",
                "en": "Other bonus VP (sum of the markers)",
            },
            OTHER_BONUS_VP_MAX,
            required=False,
            help={
                "ru": "Пиратство, покровительство, брак, Кипр, Париж и другие пункты списка «Призовые».",
                "pt": "Pirataria, mecenato, casamento, Chipre, Paris e os outros itens da lista “Bônus”.",
                "en": "Piracy, patronage, marriage, Virginia Dare, Cyprus, War Winner, Paris, Master "
                "of Central Europe, Master of Netherlands, Polish Royal Election, Dutch Revolt, "
                "Enterprise of England.",
            },
        ),
        POWERS,
    ),
)


def _power_fields(power: Power) -> tuple[Field, ...]:
    base = PROTESTANT_BASE if power == "protestant" else (_card_field(),)
    bonus = GroupField(
        name="bonus",
        label={"ru": "Призовые ПО", "pt": "PV de bônus", "en": "Bonus VP"},
        fields=tuple(f for f, powers in BONUS_FIELDS if power in powers),
        required=False,
    )
    return (*base, *_special_fields(power), bonus)


def _power_label(power: Power) -> Text:
    if power == SECRET_PREFERENCE_POWER:
        return {
            "ru": "Империя (Император Священной Римской империи)",
            "pt": "Sacro Império (Imperador do Sacro Império)",
            "en": "Holy Roman Empire",
        }
    return POWER_NAME[power]


FIELDS: tuple[Field, ...] = (
    GroupField(
        name="powers",
        label={"ru": "Державы", "pt": "Potências", "en": "Powers"},
        fields=tuple(GroupField(name=p, label=_power_label(p), fields=_power_fields(p)) for p in POWERS),
    ),
    # The one place that says where the 25 VP come from and asks for the domination's terms
    # (issue 16): the results apply them without repeating it.
    IntField.count(
        "domination_margin",
        {
            "ru": "Победа по доминированию: отрыв в ПО (0 — не проверять)",
            "pt": "Vitória por dominação: vantagem em PV (0 = não verificar)",
            "en": "Domination victory: the VP lead (0 = do not check)",
        },
        DOMINATION_MARGIN_MAX,
        required=False,
        help=DOMINATION_HELP,
    ),
)


def _naming(message: Text, powers: tuple[Power, ...]) -> Text:
    """``message`` with ``{names}`` filled in with the powers' names, in each of its languages."""
    return {
        lang: text.replace("{names}", join_names([tr(POWER_NAME[p], lang) for p in powers], lang))
        for lang, text in message.items()
    }


def check_one_offs(powers: tuple[PowerInput, ...]) -> list[InputError]:
    """Bonus VP that one power alone can hold, ticked for more: each ticked field is named."""
    errors: list[InputError] = []
    # «ПО за Суэцкий канал [Suez Canal] (2 ПО, если построен)»: one canal, one power
    # (the page's reading: «можно отметить у любой державы — но только у одной: канал один»).
    canal = tuple(p.power for p in powers if p.bonus.suez_canal)
    if len(canal) > 1:
        text = _naming(MESSAGES["one_canal"], canal)
        errors.extend(InputError(f"powers.{p}.bonus.suez_canal", "one_canal", {}, text) for p in canal)
    # «Мария Стюарт Шотландская казнена [Mary Queen of Scots Executed] (–1 ПО)»: one execution,
    # its −1 to the one power the players agree on (the page's reading).
    mary = tuple(p.power for p in powers if p.bonus.mary_executed)
    if len(mary) > 1:
        text = _naming(MESSAGES["one_execution"], mary)
        errors.extend(InputError(f"powers.{p}.bonus.mary_executed", "one_execution", {}, text) for p in mary)
    return errors


def parse(clean: dict[str, Any]) -> Position:
    powers = []
    for p in POWERS:
        raw = clean["powers"][p]
        powers.append(
            PowerInput(
                power=p,
                card_vp=raw.get("card_vp", raw.get("outside_netherlands_vp", 0)),
                netherlands_keys=raw.get("netherlands_keys", 0),
                track_vp=raw.get("track_vp", 0),
                valois_marriages=raw.get("valois_marriages", 0),
                preference_revealed=raw.get("preference_revealed", True),
                bonus=BonusInput(**raw["bonus"]),
            )
        )
    errors = check_one_offs(tuple(powers))
    if errors:
        raise InputErrors(errors)
    return Position(tuple(powers), clean["domination_margin"])
