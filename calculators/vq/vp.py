"""Virgin Queen: victory points of the six powers (seed 001, «Победные очки»).

«Текущий итог ПО державы — это сумма её основных, особых и призовых ПО.»  Base VP are the
number in the last open box of the power card (the Protestant: the row «Ключевые области вне
Нидерландов» plus 3 per key in the Netherlands); special VP come off the Protestant Spaces
track (Spain, England, the Empire, the Protestant), from Valois marriages (France) or not at
all (the Ottoman); bonus VP are the seed's list «Призовые».

Known limits: the printed key tracks and the Protestant Spaces track are not available
(``shared/reference/virgin-queen.md``, "Not available"), so the player types the numbers
printed on their own cards.  The 25-VP standard victory is not in the seed (two secondary
sources); the terms of a domination victory are not known at all, so they are checked only
against a lead the player enters from their own rulebook.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Literal, TypeAlias

from ..base import Calculator, Preset
from ..i18n import Text, fmt_signed, tr
from ..report import Block, Details, Lines, Note, Report, Summary, Table
from ..spec import BoolField, ChoiceField, Field, GroupField, IntField, Option
from .data import (
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
    POWER_GENITIVE,
    POWER_NAME,
    POWERS,
    SLAVE_TRADER_VP,
    STANDARD_VICTORY_SOURCE,
    STANDARD_VICTORY_VP,
    SUEZ_CANAL_VP,
    TRACK_VP_MAX,
    VALOIS_MARRIAGE_VP,
    VALOIS_ROYALS,
    VIRGIN_QUEEN_VP_PER_TURN,
    Power,
)
from .words import join_names, plural_ru

Part: TypeAlias = Literal["base", "special", "bonus"]
Circumnavigation: TypeAlias = Literal["none", "first", "second", "both"]
PARTS: tuple[Part, ...] = ("base", "special", "bonus")

# --- Input ----------------------------------------------------------------------------------------


def _int(
    name: str, label: Text, maximum: int, *, help: Text | None = None, required: bool = True
) -> IntField:
    return IntField(
        name=name, label=label, help=help, minimum=0, maximum=maximum, default=0, required=required
    )


def _card_field() -> IntField:
    return _int(
        "card_vp",
        {
            "ru": "Основные ПО: число в последней открытой ячейке на карточке державы",
            "en": "Base VP: the number in the last open box of the power card",
        },
        CARD_VP_MAX,
        help={
            "ru": "Ячейки под маркерами «Беспорядки» не открыты; если закрыты все ячейки, 0.",
            "en": "Boxes under Unrest markers are not open; 0 if every box is covered.",
        },
    )


def _track_field(power: Power) -> IntField:
    gen = POWER_GENITIVE[power]
    help_ru = "Дорожка на карточке религиозной борьбы: от ряда с маркером смотрите направо."
    help_en = "The track on the religious struggle card: look right from the marker's row."
    if power == "hre":
        help_ru = (
            "Колонка тайного религиозного предпочтения Империи. Число видно всем, кто смотрит "
            "на экран: вводите его, только если экран видите вы один."
        )
        help_en = (
            "The column of the Empire's secret religious preference. Anyone looking at the screen sees it."
        )
    field = _int(
        "track_vp",
        {
            "ru": f"Особые ПО: число в ряду маркера протестантских областей, в колонке с флажком {gen['ru']}",
            "en": f"Special VP: the number in the Protestant Spaces marker's row, in {gen['en']}'s flag column",
        },
        TRACK_VP_MAX,
        help={"ru": help_ru, "en": help_en},
    )
    # The Empire keeps this number secret until it reveals its preference: it never goes
    # into a shared link or the browser's storage.
    return replace(field, secret=True) if power == "hre" else field


def _bonus_group(power: Power) -> GroupField:
    fields: list[Field] = [
        _int(
            "assassinations",
            {"ru": "Убийства [Assassination] (1\u00a0ПО за каждое)", "en": "Assassinations (1 VP each)"},
            ASSASSINATIONS_MAX,
            required=False,
        ),
        ChoiceField(
            name="circumnavigation",
            label={"ru": "Кругосветное плавание [Circumnavigation]", "en": "Circumnavigation"},
            options=(
                Option("none", {"ru": "нет", "en": "none"}),
                Option("first", {"ru": "первое (2\u00a0ПО)", "en": "the first (2 VP)"}),
                Option("second", {"ru": "второе (1\u00a0ПО)", "en": "the second (1 VP)"}),
                Option("both", {"ru": "первое и второе (2\u00a0+\u00a01\u00a0ПО)", "en": "both (2 + 1 VP)"}),
            ),
            default="none",
            required=False,
        ),
    ]
    if power == "england":
        # The Virgin Queen is Elizabeth I, England's queen.
        fields.append(
            _int(
                "virgin_queen_turns",
                {
                    "ru": "«Королева-девственница»: ходов безбрачия (1\u00a0ПО за ход)",
                    "en": "Virgin Queen: turns of celibacy (1 VP each)",
                },
                CELIBACY_TURNS_MAX,
                required=False,
            )
        )
    fields += [
        BoolField(
            name="suez_canal",
            label={"ru": "Суэцкий канал построен (2\u00a0ПО)", "en": "Suez Canal built (2 VP)"},
            required=False,
        ),
        BoolField(
            name="slave_trader",
            label={"ru": "Работорговец (−1\u00a0ПО)", "en": "Slave Trader (−1 VP)"},
            required=False,
        ),
    ]
    if power == "england":
        # NOTE: the seed does not name the power; Mary Stuart is executed by England.
        fields.append(
            BoolField(
                name="mary_executed",
                label={
                    "ru": "Мария Стюарт казнена (−1\u00a0ПО)",
                    "en": "Mary Queen of Scots executed (−1 VP)",
                },
                required=False,
            )
        )
    fields.append(
        _int(
            "other_vp",
            {"ru": "Другие призовые ПО (сумма маркеров)", "en": "Other bonus VP (sum of the markers)"},
            OTHER_BONUS_VP_MAX,
            required=False,
            help={
                "ru": "Пиратство, покровительство, брак, Кипр, Париж и другие пункты списка «Призовые».",
                "en": (
                    "Piracy, patronage, marriage, Virginia Dare, Cyprus, War Winner, Paris, Master "
                    "of Central Europe, Master of Netherlands, Polish Royal Election, Dutch Revolt, "
                    "Enterprise of England."
                ),
            },
        )
    )
    return GroupField(
        name="bonus", label={"ru": "Призовые ПО", "en": "Bonus VP"}, fields=tuple(fields), required=False
    )


def _power_fields(power: Power) -> tuple[Field, ...]:
    if power == "protestant":
        base: tuple[Field, ...] = (
            _int(
                "outside_netherlands_vp",
                {
                    "ru": "Основные ПО: число в последней открытой ячейке строчки «Ключевые области вне Нидерландов»",
                    "en": "Base VP: the number in the last open box of the row 'Keys outside the Netherlands'",
                },
                CARD_VP_MAX,
                help={
                    "ru": "Строчка внизу карточки Протестанта; ячейки под «Беспорядками» не открыты; если закрыты все, 0.",
                    "en": "The row at the bottom of the Protestant card; 0 if every box is covered.",
                },
            ),
            _int(
                "netherlands_keys",
                {
                    "ru": "Ключевые области в Нидерландах под контролем Протестанта (3\u00a0ПО за каждую)",
                    "en": "Keys the Protestant controls in the Netherlands (3 VP each)",
                },
                NETHERLANDS_KEYS_MAX,
            ),
        )
    else:
        base = (_card_field(),)
    special: tuple[Field, ...] = ()
    if power in ("spain", "england", "hre", "protestant"):
        special = (_track_field(power),)
    if power == "hre":
        special += (
            BoolField(
                name="preference_revealed",
                label={"ru": "Предпочтение раскрыто", "en": "Preference revealed"},
                help={
                    "ru": "Тайное религиозное предпочтение Империи. Пока оно не раскрыто, ПО с дорожки не входят в итог.",
                    "en": "Until revealed, the track VP stay out of the Empire's total.",
                },
            ),
        )
    if power == "france":
        special = (
            _int(
                "valois_marriages",
                {
                    "ru": "Бракосочетания Валуа: сколько из пяти королевских особ вступили в брак (1\u00a0ПО за каждое)",
                    "en": "Valois marriages: how many of the five royals have married (1 VP each)",
                },
                VALOIS_ROYALS,
            ),
        )
    return (*base, *special, _bonus_group(power))


def _power_label(power: Power) -> Text:
    if power == "hre":
        return {"ru": "Империя (Император Священной Римской империи)", "en": "Holy Roman Empire"}
    return POWER_NAME[power]


FIELDS: tuple[Field, ...] = (
    GroupField(
        name="powers",
        label={"ru": "Державы", "en": "Powers"},
        fields=tuple(GroupField(name=p, label=_power_label(p), fields=_power_fields(p)) for p in POWERS),
    ),
    _int(
        "domination_margin",
        {
            "ru": "Победа по доминированию: отрыв в ПО по вашему своду правил (0 — не проверять)",
            "en": "Domination victory: the VP lead your rulebook requires (0 = do not check)",
        },
        DOMINATION_MARGIN_MAX,
        required=False,
        help={
            "ru": (
                "В тексте правил выше доминирование упомянуто, но его условия не приведены. "
                "Проверяется так: держава опережает каждую другую не меньше чем на это число ПО."
            ),
            "en": "The rules above mention domination without its terms; checked as a lead of at least this over every other power.",
        },
    ),
)


@dataclass(frozen=True)
class BonusInput:
    """The seed's list «Призовые»: counts and markers of one power."""

    assassinations: int = 0
    circumnavigation: Circumnavigation = "none"
    virgin_queen_turns: int = 0
    suez_canal: bool = False
    slave_trader: bool = False
    mary_executed: bool = False
    other_vp: int = 0


@dataclass(frozen=True)
class PowerInput:
    """What the player reads off the cards for one power (fields a power lacks stay 0)."""

    power: Power
    # The number in the last open box; for the Protestant, of the row «Ключевые области вне Нидерландов».
    card_vp: int = 0
    netherlands_keys: int = 0
    track_vp: int = 0
    valois_marriages: int = 0
    preference_revealed: bool = True
    bonus: BonusInput = field(default_factory=BonusInput)


@dataclass(frozen=True)
class Position:
    powers: tuple[PowerInput, ...]
    # 0: do not check a domination victory (its terms are not known; ref "Not available").
    domination_margin: int = 0


def _bonus(raw: Mapping[str, Any]) -> BonusInput:
    return BonusInput(
        assassinations=raw.get("assassinations", 0),
        circumnavigation=raw.get("circumnavigation", "none"),
        virgin_queen_turns=raw.get("virgin_queen_turns", 0),
        suez_canal=raw.get("suez_canal", False),
        slave_trader=raw.get("slave_trader", False),
        mary_executed=raw.get("mary_executed", False),
        other_vp=raw.get("other_vp", 0),
    )


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
                bonus=_bonus(raw["bonus"]),
            )
        )
    return Position(tuple(powers), clean["domination_margin"])


# --- Rules ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Addend:
    """One addend of a power's total, recorded when it is applied.

    ``item`` names what it is (a key of ``TEXT``), ``count`` what it was computed from.
    """

    part: Part
    item: str
    vp: int
    count: int | None = None


def base_vp(p: PowerInput) -> tuple[Addend, ...]:
    if p.power == "protestant":
        return (
            # «Протестант суммирует основные ПО следующим образом: возьмите ПО со строчки
            # «Ключевые области вне Нидерландов» [Keys outside the Netherlands] внизу
            Addend("base", "outside_netherlands", p.card_vp),
            # и прибавьте 3 ПО за каждую ключевую область, которую он контролирует в Нидерландах.»
            # RULES: the seed does not say whether a Netherlands key in unrest still counts here.
            Addend("base", "netherlands_keys", NETHERLANDS_KEY_VP * p.netherlands_keys, p.netherlands_keys),
        )
    # «Начисляйте ПО, показанные в последней открытой ячейке на их карточках держав. ...
    # Если все ячейки закрыты, эта держава имеет 0 основных ПО.»  The player reads the box.
    return (Addend("base", "card", p.card_vp),)


def special_vp(p: PowerInput) -> tuple[tuple[Addend, ...], tuple[Addend, ...]]:
    """The special VP counted now, and those kept hidden (the Empire's, until revealed)."""
    if p.power == "ottoman":
        # «Никакие: для Оттомана невозможны никакие особые ПО.»
        return (Addend("special", "none", 0),), ()
    if p.power == "france":
        # «Бракосочетание Валуа: 1 ПО после вступления в брак каждой из пяти королевских особ».
        return (Addend("special", "valois", VALOIS_MARRIAGE_VP * p.valois_marriages, p.valois_marriages),), ()
    # Spain, England, the Protestant: «посмотрите направо от ряда, занятого в настоящий момент
    # маркером протестантских областей, пока не дойдете до колонки с флажком ...».
    track = Addend("special", "track", p.track_vp)
    if p.power == "hre" and not p.preference_revealed:
        # «... в качестве особых ПО для игрока за Империю, но только после того, как было
        # раскрыто тайное религиозное предпочтение.»
        return (), (track,)
    return (track,), ()


def bonus_vp(b: BonusInput) -> tuple[Addend, ...]:
    """The seed's «Призовые»: the items with a value in the seed, then the markers entered as VP.

    Items worth 0 are left out."""
    out: list[Addend] = []
    if b.assassinations:
        # «ПО за убийство [Assassination] (1 ПО за каждое убийство)».
        out.append(Addend("bonus", "assassinations", ASSASSINATION_VP * b.assassinations, b.assassinations))
    # «кругосветное плавание [Circumnavigation] (2 ПО за первое; 1 ПО за второе)».
    # NOTE: the seed does not say whether «первое» is the game's first or the power's first;
    # the player picks the VP the power was given, and no power is restricted.
    if b.circumnavigation in ("first", "both"):
        out.append(Addend("bonus", "circumnavigation_first", CIRCUMNAVIGATION_FIRST_VP))
    if b.circumnavigation in ("second", "both"):
        out.append(Addend("bonus", "circumnavigation_second", CIRCUMNAVIGATION_SECOND_VP))
    if b.virgin_queen_turns:
        # ««Королева-девственница» [Virgin Queen] (1 ПО за ход безбрачия)».
        out.append(
            Addend(
                "bonus", "virgin_queen", VIRGIN_QUEEN_VP_PER_TURN * b.virgin_queen_turns, b.virgin_queen_turns
            )
        )
    if b.suez_canal:
        # «ПО за Суэцкий канал [Suez Canal] (2 ПО, если построен)».
        out.append(Addend("bonus", "suez_canal", SUEZ_CANAL_VP))
    # «Существуют два возможных начисления бонуса в ПО, которые на самом деле вычитаются»:
    if b.slave_trader:
        # «работорговец [Slave Trader] (–1 ПО)».
        out.append(Addend("bonus", "slave_trader", SLAVE_TRADER_VP))
    if b.mary_executed:
        # «Мария Стюарт Шотландская казнена [Mary Queen of Scots Executed] (–1 ПО)».
        out.append(Addend("bonus", "mary_executed", MARY_EXECUTED_VP))
    if b.other_vp:
        # Piracy, patronage, marriage, Virginia Dare, Cyprus, War Winner, Paris, Master of
        # Central Europe and the four events: VP markers, entered as VP (no value in the seed).
        out.append(Addend("bonus", "other", b.other_vp))
    return tuple(out)


@dataclass(frozen=True)
class PowerScore:
    """One power's VP: the addends counted in its total, and those still hidden."""

    power: Power
    addends: tuple[Addend, ...]
    hidden: tuple[Addend, ...] = ()

    def part(self, part: Part) -> int:
        return sum(a.vp for a in self.addends if a.part == part)

    @property
    def total(self) -> int:
        # «Текущий итог ПО державы — это сумма её основных, особых и призовых ПО.»
        return sum(a.vp for a in self.addends)

    @property
    def hidden_vp(self) -> int:
        return sum(a.vp for a in self.hidden)

    @property
    def revealed_total(self) -> int:
        return self.total + self.hidden_vp


def score(p: PowerInput) -> PowerScore:
    counted, hidden = special_vp(p)
    return PowerScore(p.power, (*base_vp(p), *counted, *bonus_vp(p.bonus)), hidden)


def dominant_power(totals: Mapping[Power, int], margin: int) -> Power | None:
    """The power leading every other by at least ``margin`` VP, if any (never with margin 0).

    NOTE: the seed mentions a domination victory without its terms; this is the reading the
    input's label states, with the lead taken from the player's rulebook.
    """
    if margin <= 0:
        return None
    for p in POWERS:
        if all(totals[p] - totals[q] >= margin for q in POWERS if q != p):
            return p
    return None


@dataclass(frozen=True)
class HreReveal:
    """What revealing the Empire's preference now would do (seen by the Empire's player only)."""

    visible_total: int
    hidden_vp: int
    revealed_total: int
    # «Только когда у него достаточно ПО, чтобы выиграть игру ...» (25 VP: ref, two secondary sources).
    reaches_victory_vp: bool
    # «... (или нужно прибавить ПО, чтобы воспрепятствовать победе другой державы из-за доминирования)».
    dominant_now: Power | None
    dominant_after: Power | None

    @property
    def stops_domination(self) -> bool:
        return self.dominant_now not in (None, "hre") and self.dominant_after != self.dominant_now


@dataclass(frozen=True)
class VpResult:
    scores: tuple[PowerScore, ...]
    domination_margin: int
    hre_reveal: HreReveal | None

    def of(self, power: Power) -> PowerScore:
        return next(s for s in self.scores if s.power == power)

    @property
    def totals(self) -> dict[Power, int]:
        """Every power's total as the table shows it (the Empire's without hidden VP)."""
        return {s.power: s.total for s in self.scores}

    @property
    def leaders(self) -> tuple[Power, ...]:
        top = max(self.totals.values())
        return tuple(p for p, t in self.totals.items() if t == top)

    @property
    def at_victory_vp(self) -> tuple[Power, ...]:
        return tuple(p for p, t in self.totals.items() if t >= STANDARD_VICTORY_VP)

    @property
    def dominant(self) -> Power | None:
        return dominant_power(self.totals, self.domination_margin)


def compute(position: Position) -> VpResult:
    scores = tuple(score(p) for p in position.powers)
    hre = next(s for s in scores if s.power == "hre")
    hre_input = next(p for p in position.powers if p.power == "hre")
    reveal = None
    if not hre_input.preference_revealed:
        visible = {s.power: s.total for s in scores}
        revealed = {**visible, "hre": hre.revealed_total}
        reveal = HreReveal(
            visible_total=hre.total,
            hidden_vp=hre.hidden_vp,
            revealed_total=hre.revealed_total,
            reaches_victory_vp=hre.revealed_total >= STANDARD_VICTORY_VP,
            dominant_now=dominant_power(visible, position.domination_margin),
            dominant_after=dominant_power(revealed, position.domination_margin),
        )
    return VpResult(scores, position.domination_margin, reveal)


# --- Output ---------------------------------------------------------------------------------------


def to_json(r: VpResult) -> dict[str, Any]:
    powers: dict[str, Any] = {}
    for s in r.scores:
        entry: dict[str, Any] = {
            "base": s.part("base"),
            "special": s.part("special"),
            "bonus": s.part("bonus"),
            "total": s.total,
            "breakdown": [{"part": a.part, "item": a.item, "vp": a.vp} for a in s.addends],
        }
        if s.power == "hre":
            entry["hidden_vp"] = s.hidden_vp
            entry["revealed_total"] = s.revealed_total
            entry["preference_revealed"] = not s.hidden
        powers[s.power] = entry
    reveal = r.hre_reveal
    return {
        "powers": powers,
        "leaders": list(r.leaders),
        "victory_vp": STANDARD_VICTORY_VP,
        "at_or_above_victory_vp": list(r.at_victory_vp),
        "domination_margin": r.domination_margin,
        "dominant": r.dominant,
        "hre_reveal": None
        if reveal is None
        else {
            "revealed_total": reveal.revealed_total,
            "reaches_victory_vp": reveal.reaches_victory_vp,
            "stops_domination": reveal.stops_domination,
            "dominant_after": reveal.dominant_after,
        },
    }


TEXT: Mapping[str, Text] = {
    "title": {"ru": "Победные очки держав", "en": "Victory points of the powers"},
    "power": {"ru": "Держава", "en": "Power"},
    "base": {"ru": "Основные", "en": "Base"},
    "special": {"ru": "Особые", "en": "Special"},
    "bonus": {"ru": "Призовые", "en": "Bonus"},
    "total": {"ru": "Итого", "en": "Total"},
    "hidden_cell": {"ru": "скрыто", "en": "hidden"},
    "table": {"ru": "Итоги ПО (основные + особые + призовые)", "en": "VP totals (base + special + bonus)"},
    "leader_one": {"ru": "Лидирует {names}: {vp} ПО.", "en": "{names} leads with {vp} VP."},
    "leader_many": {"ru": "Лидируют {names}: по {vp} ПО.", "en": "{names} lead with {vp} VP each."},
    "leader_hre_hidden": {
        "ru": " Итог Империи — без её скрытых ПО.",
        "en": " The Empire's total leaves out its hidden VP.",
    },
    "hre_hidden_note": {
        "ru": (
            "Итог Империи показан без ПО с дорожки протестантских областей: тайное религиозное "
            "предпочтение ещё не раскрыто («... но только после того, как было раскрыто тайное "
            "религиозное предпочтение»)."
        ),
        "en": "The Empire's total leaves out its Protestant Spaces VP: its secret preference is not revealed yet.",
    },
    "hre_revealed_note": {
        "ru": "Империя раскрыла тайное религиозное предпочтение: ПО с дорожки протестантских областей входят в её итог.",
        "en": "The Empire has revealed its preference: its Protestant Spaces VP are in its total.",
    },
    "victory_source": {
        "ru": (
            "Стандартная победа — {vp} ПО в конце хода. Этого порога нет в тексте правил выше; "
            "он взят из двух вторичных источников ({source})."
        ),
        "en": "Standard victory: {vp} VP at the end of a turn. Not in the rules above; from two secondary sources ({source}).",
    },
    "victory_reached": {
        "ru": " {vp} ПО или больше сейчас у {names}. Победа засчитывается, если так останется в конце хода.",
        "en": " {vp} VP or more now: {names}. It wins if that still holds at the end of the turn.",
    },
    "victory_several": {
        "ru": " Таких держав несколько: кто из них побеждает, смотрите в своём своде правил.",
        "en": " Several powers qualify: see your rulebook for who wins.",
    },
    "victory_short": {
        "ru": " Лидеру не хватает {n} ПО.",
        "en": " The leader is {n} VP short.",
    },
    "domination_if": {
        "ru": (
            "Если победа по доминированию — это отрыв не меньше {m} ПО от каждой другой державы "
            "(условия, в том числе с какого хода она действует, проверьте в своём своде правил): "
        ),
        "en": "If a domination victory is a lead of at least {m} VP over every other power (check your rulebook): ",
    },
    "domination_yes": {
        "ru": "{name} сейчас опережает каждую другую державу на {m} ПО или больше.",
        "en": "{name} now leads every other power by {m} VP or more.",
    },
    "domination_no": {
        "ru": "сейчас ни одна держава не опережает каждую другую на {m} ПО или больше.",
        "en": "no power now leads every other by {m} VP or more.",
    },
    "domination_visible": {
        "ru": " Считается по видимым итогам (у Империи без скрытых ПО).",
        "en": " By the visible totals (the Empire's without hidden VP).",
    },
    # Breakdown lines.
    "caption": {"ru": "{name}: {vp} ПО", "en": "{name}: {vp} VP"},
    "caption_hidden": {"ru": "{name}: {vp} ПО (без скрытых ПО)", "en": "{name}: {vp} VP (without hidden VP)"},
    "card": {
        "ru": "основные: последняя открытая ячейка карточки державы — {vp} ПО",
        "en": "base: the last open box of the power card, {vp} VP",
    },
    "outside_netherlands": {
        "ru": "основные: строчка «Ключевые области вне Нидерландов» — {vp} ПО",
        "en": "base: the row 'Keys outside the Netherlands', {vp} VP",
    },
    "netherlands_keys": {
        "ru": "основные: ключевые области в Нидерландах, {n} × 3 ПО = {vp} ПО",
        "en": "base: keys in the Netherlands, {n} × 3 VP = {vp} VP",
    },
    "none": {
        "ru": "особые: 0 — для Оттомана невозможны никакие особые ПО",
        "en": "special: none are possible for the Ottoman",
    },
    "track": {
        "ru": "особые: дорожка протестантских областей, колонка с флажком {gen} — {vp} ПО",
        "en": "special: the Protestant Spaces track, {gen}'s column, {vp} VP",
    },
    "track_hidden": {
        "ru": "особые: ПО с дорожки протестантских областей не учитываются, пока Империя не раскрыла тайное религиозное предпочтение",
        "en": "special: the Protestant Spaces VP do not count until the Empire reveals its secret preference",
    },
    "valois": {
        "ru": "особые: бракосочетания Валуа, {n} × 1 ПО = {vp} ПО",
        "en": "special: Valois marriages, {n} × 1 VP = {vp} VP",
    },
    "no_bonus": {"ru": "призовые: нет", "en": "bonus: none"},
    "other": {
        "ru": "призовые: другие маркеры ПО — {signed} ПО",
        "en": "bonus: other VP markers, {signed} VP",
    },
    "assassinations": {
        "ru": "призовые: {n} {word} × 1 ПО = {signed} ПО",
        "en": "bonus: {n} assassination(s) × 1 VP = {signed} VP",
    },
    "circumnavigation_first": {
        "ru": "призовые: первое кругосветное плавание — {signed} ПО",
        "en": "bonus: first circumnavigation, {signed} VP",
    },
    "circumnavigation_second": {
        "ru": "призовые: второе кругосветное плавание — {signed} ПО",
        "en": "bonus: second circumnavigation, {signed} VP",
    },
    "virgin_queen": {
        "ru": "призовые: «Королева-девственница», {n} {word} безбрачия × 1 ПО = {signed} ПО",
        "en": "bonus: Virgin Queen, {n} turn(s) of celibacy × 1 VP = {signed} VP",
    },
    "suez_canal": {
        "ru": "призовые: Суэцкий канал построен — {signed} ПО",
        "en": "bonus: Suez Canal built, {signed} VP",
    },
    "slave_trader": {"ru": "призовые: работорговец — {signed} ПО", "en": "bonus: Slave Trader, {signed} VP"},
    "mary_executed": {
        "ru": "призовые: Мария Стюарт Шотландская казнена — {signed} ПО",
        "en": "bonus: Mary Queen of Scots executed, {signed} VP",
    },
    "sum": {
        "ru": "итого: {base} + {special} {sign} {bonus} = {total} ПО",
        "en": "total: {base} + {special} {sign} {bonus} = {total} VP",
    },
    # The Empire's secret.
    "secret": {
        "ru": "Только для игрока за Империю: итог после раскрытия тайного предпочтения",
        "en": "For the Empire's player only: the total once the secret preference is revealed",
    },
    "secret_caption": {"ru": "Итог Империи после раскрытия", "en": "The Empire's total once revealed"},
    "secret_visible": {"ru": "видимый итог: {vp} ПО", "en": "visible total: {vp} VP"},
    "secret_track": {
        "ru": "особые: дорожка протестантских областей, колонка тайного предпочтения — {signed} ПО",
        "en": "special: the Protestant Spaces track, the secret preference's column, {signed} VP",
    },
    "secret_total": {"ru": "итог после раскрытия: {vp} ПО", "en": "total once revealed: {vp} VP"},
    "secret_zero": {
        "ru": "В колонке предпочтения Империи сейчас 0 ПО: раскрытие ничего не прибавит.",
        "en": "The preference's column gives 0 VP now: revealing adds nothing.",
    },
    "secret_wins": {
        "ru": (
            "После раскрытия у Империи будет {vp} ПО — не меньше порога победы ({need} ПО). Правило "
            "велит раскрывать предпочтение именно тогда, когда ПО хватает, чтобы выиграть игру. "
            "Победа засчитывается, если так останется в конце хода (порог {need} ПО взят из двух "
            "вторичных источников: {source})."
        ),
        "en": (
            "Once revealed the Empire has {vp} VP, at least the {need} needed to win: the rule has it "
            "reveal exactly then. It wins if that still holds at the end of the turn ({need} VP: two "
            "secondary sources, {source})."
        ),
    },
    "secret_short": {
        "ru": (
            "После раскрытия у Империи будет {vp} ПО: до победы ({need} ПО в конце хода, по двум "
            "вторичным источникам) не хватает {short} ПО, так что ради победы раскрывать рано."
        ),
        "en": "Once revealed the Empire has {vp} VP: {short} short of a win ({need} VP at the end of a turn).",
    },
    "secret_others": {
        "ru": " Но {need} ПО или больше уже есть у {names}; кто побеждает, когда таких держав несколько, смотрите в своём своде правил.",
        "en": " {need} VP or more already: {names}; see your rulebook for several such powers.",
    },
    "secret_no_margin": {
        "ru": (
            "Остановит ли раскрытие чужую победу по доминированию, не проверялось: в тексте правил "
            "её условия не приведены. Введите отрыв из своего свода правил в поле «Победа по "
            "доминированию»."
        ),
        "en": "Domination was not checked: its terms are not in the rules. Enter the lead from your rulebook.",
    },
    "secret_stops": {
        "ru": (
            "{name} опережает каждую другую державу на {m} ПО или больше, но после раскрытия "
            "Империя отстанет лишь на {gap} ПО: раскрытие остановит победу по доминированию."
        ),
        "en": "{name} leads every other power by {m}+ VP, but revealing leaves the Empire only {gap} behind: it stops the domination.",
    },
    "secret_not_stops": {
        "ru": (
            "{name} опережает каждую другую державу на {m} ПО или больше, и даже после раскрытия "
            "Империя отстанет на {gap} ПО: раскрытие эту победу не остановит."
        ),
        "en": "{name} leads every other power by {m}+ VP, and even once revealed the Empire is {gap} behind: revealing does not stop it.",
    },
    "secret_hre_dominates": {
        "ru": "После раскрытия сама Империя опередит каждую другую державу на {m} ПО или больше.",
        "en": "Once revealed, the Empire itself leads every other power by {m} VP or more.",
    },
    "secret_nobody": {
        "ru": "ни одна другая держава не опережает все остальные на {m} ПО или больше: останавливать нечего.",
        "en": "no other power leads all the rest by {m} VP or more: nothing to stop.",
    },
}


def _num(n: int) -> str:
    """A number as printed in the report: ``7``, ``0``, ``−1`` (a real minus sign)."""
    return fmt_signed(n) if n < 0 else str(n)


def report(r: VpResult, lang: str) -> Report:
    def t(key: str, **kw: Any) -> str:
        return tr(TEXT[key], lang).format(**kw)

    def name(p: Power) -> str:
        return tr(POWER_NAME[p], lang)

    def names(ps: tuple[Power, ...]) -> str:
        return join_names([name(p) for p in ps], lang)

    def genitives(ps: tuple[Power, ...]) -> str:
        return join_names([tr(POWER_GENITIVE[p], lang) for p in ps], lang)

    hidden = r.hre_reveal is not None
    totals = r.totals
    leaders = r.leaders
    top = totals[leaders[0]]
    summary = t("leader_one" if len(leaders) == 1 else "leader_many", names=names(leaders), vp=top)
    if hidden:
        summary += t("leader_hre_hidden")
    tone: Literal["info", "success"] = "success" if r.at_victory_vp else "info"

    rows = []
    for s in r.scores:
        special = t("hidden_cell") if s.power == "hre" and hidden else _num(s.part("special"))
        rows.append(
            (name(s.power), _num(s.part("base")), special, fmt_signed(s.part("bonus")), _num(s.total))
        )
    highlight = list(POWERS).index(leaders[0]) if len(leaders) == 1 else None
    table = Table(
        t("table"),
        (t("power"), t("base"), t("special"), t("bonus"), t("total")),
        tuple(rows),
        highlight=highlight,
        numeric=(1, 2, 3, 4),
    )

    notes: list[Block] = [Note(t("hre_hidden_note") if hidden else t("hre_revealed_note"))]
    source = tr(STANDARD_VICTORY_SOURCE, lang)
    victory = t("victory_source", vp=STANDARD_VICTORY_VP, source=source)
    if r.at_victory_vp:
        victory += t("victory_reached", vp=STANDARD_VICTORY_VP, names=genitives(r.at_victory_vp))
        if len(r.at_victory_vp) > 1:
            victory += t("victory_several")
    else:
        victory += t("victory_short", n=STANDARD_VICTORY_VP - top)
    notes.append(Note(victory, "success" if r.at_victory_vp else "info"))
    if r.domination_margin:
        m = r.domination_margin
        dom = r.dominant
        text = t("domination_if", m=m) + (
            t("domination_yes", name=name(dom), m=m) if dom else t("domination_no", m=m)
        )
        if hidden:
            text += t("domination_visible")
        notes.append(Note(text, "warning" if dom else "info"))

    blocks: list[Block] = [Summary(summary, tone), table, *notes]
    if r.hre_reveal is not None:
        blocks.append(_secret(r, r.hre_reveal, lang))
    for s in r.scores:
        blocks.append(_breakdown(s, lang))
    return Report(title=t("title"), blocks=tuple(blocks))


def _breakdown(s: PowerScore, lang: str) -> Lines:
    def t(key: str, **kw: Any) -> str:
        return tr(TEXT[key], lang).format(**kw)

    gen = tr(POWER_GENITIVE[s.power], lang)
    lines: list[str] = []
    for a in s.addends:
        n = a.count or 0
        word = ""
        if a.item == "assassinations":
            word = plural_ru(n, "убийство", "убийства", "убийств")
        elif a.item == "virgin_queen":
            word = plural_ru(n, "ход", "хода", "ходов")
        lines.append(t(a.item, vp=a.vp, n=n, gen=gen, word=word, signed=fmt_signed(a.vp)))
    if s.hidden:
        lines.insert(len([a for a in s.addends if a.part == "base"]), t("track_hidden"))
    if not any(a.part == "bonus" for a in s.addends):
        lines.append(t("no_bonus"))
    bonus = s.part("bonus")
    sign = "+" if bonus >= 0 else "\u2212"
    lines.append(
        t(
            "sum",
            base=s.part("base"),
            special=s.part("special"),
            sign=sign,
            bonus=abs(bonus),
            total=_num(s.total),
        )
    )
    caption = "caption_hidden" if s.hidden else "caption"
    return Lines(t(caption, name=tr(POWER_NAME[s.power], lang), vp=_num(s.total)), tuple(lines))


def _secret(r: VpResult, rv: HreReveal, lang: str) -> Details:
    def t(key: str, **kw: Any) -> str:
        return tr(TEXT[key], lang).format(**kw)

    def name(p: Power) -> str:
        return tr(POWER_NAME[p], lang)

    need = STANDARD_VICTORY_VP
    source = tr(STANDARD_VICTORY_SOURCE, lang)
    inner: list[Block] = [
        Lines(
            t("secret_caption"),
            (
                t("secret_visible", vp=rv.visible_total),
                t("secret_track", signed=fmt_signed(rv.hidden_vp)),
                t("secret_total", vp=rv.revealed_total),
            ),
        )
    ]
    if rv.hidden_vp == 0:
        inner.append(Note(t("secret_zero")))
    if rv.reaches_victory_vp:
        text = t("secret_wins", vp=rv.revealed_total, need=need, source=source)
        others = tuple(p for p in r.at_victory_vp if p != "hre")
        if others:
            text += t(
                "secret_others",
                need=need,
                names=join_names([tr(POWER_GENITIVE[p], lang) for p in others], lang),
            )
        inner.append(Note(text, "success"))
    else:
        inner.append(Note(t("secret_short", vp=rv.revealed_total, need=need, short=need - rv.revealed_total)))
    m = r.domination_margin
    if not m:
        inner.append(Note(t("secret_no_margin")))
    else:
        prefix = t("domination_if", m=m)
        totals = r.totals
        dom = rv.dominant_now
        if dom is not None and dom != "hre":
            gap = totals[dom] - rv.revealed_total
            key = "secret_stops" if rv.stops_domination else "secret_not_stops"
            inner.append(
                Note(
                    prefix + t(key, name=name(dom), m=m, gap=gap),
                    "success" if rv.stops_domination else "warning",
                )
            )
        else:
            inner.append(Note(prefix + t("secret_nobody", m=m)))
        if rv.dominant_after == "hre" and dom != "hre":
            inner.append(Note(prefix + t("secret_hre_dominates", m=m), "success"))
    return Details(t("secret"), tuple(inner), secret=True)


# --- Calculator -----------------------------------------------------------------------------------

EXAMPLE: dict[str, Any] = {
    "powers": {
        "ottoman": {"card_vp": 10, "bonus": {"other_vp": 2}},
        "spain": {"card_vp": 14, "track_vp": 3, "bonus": {"circumnavigation": "first", "other_vp": 2}},
        "england": {"card_vp": 7, "track_vp": 2, "bonus": {"virgin_queen_turns": 3}},
        "france": {"card_vp": 9, "valois_marriages": 2, "bonus": {"other_vp": 1}},
        "hre": {
            "card_vp": 12,
            "track_vp": 5,
            "preference_revealed": False,
            "bonus": {"assassinations": 1, "other_vp": 7},
        },
        "protestant": {"outside_netherlands_vp": 4, "netherlands_keys": 1, "track_vp": 4, "bonus": {}},
    },
    "domination_margin": 0,
}

EMPTY: dict[str, Any] = {
    "powers": {
        "ottoman": {"card_vp": 0},
        "spain": {"card_vp": 0, "track_vp": 0},
        "england": {"card_vp": 0, "track_vp": 0},
        "france": {"card_vp": 0, "valois_marriages": 0},
        "hre": {"card_vp": 0, "track_vp": 0, "preference_revealed": False},
        "protestant": {"outside_netherlands_vp": 0, "netherlands_keys": 0, "track_vp": 0},
    },
    "domination_margin": 0,
}

# --- Printable aid (issue 7) ---------------------------------------------------------------------
# A blank sheet of each power's total per turn.  The number of turns is not available (ref §"Not
# available"), so the rows carry no turn numbers.  The fixed bonus values come out of
# ``bonus_vp``, the rule the calculator applies.

AID_ROWS = 8

AID_TEXT: Mapping[str, Text] = {
    "title": {"ru": "Бланк подсчёта ПО", "en": "VP score sheet"},
    "caption": {
        "ru": "Итог ПО каждой державы в конце хода",
        "en": "Each power's VP total at the end of a turn",
    },
    "turn": {"ru": "Ход", "en": "Turn"},
    # The turn's number is written in by hand.
    "blank_turn": {"ru": "Ход ___", "en": "Turn ___"},
    "hre": {
        "ru": "Империя: пока тайное религиозное предпочтение не раскрыто, её итог записывается без особых ПО с дорожки протестантских областей.",
        "en": "Empire: until its secret religious preference is revealed, write its total without the Protestant Spaces VP.",
    },
    "bonus_caption": {"ru": "Призовые ПО с постоянным значением", "en": "Bonus VP of fixed value"},
    "item": {"ru": "Призовые", "en": "Bonus"},
    "vp": {"ru": "ПО", "en": "VP"},
    "assassination": {"ru": "Убийство [Assassination], за каждое", "en": "Assassination, each"},
    "circumnavigation_first": {
        "ru": "Кругосветное плавание [Circumnavigation], первое",
        "en": "Circumnavigation, the first",
    },
    "circumnavigation_second": {
        "ru": "Кругосветное плавание [Circumnavigation], второе",
        "en": "Circumnavigation, the second",
    },
    "virgin_queen": {
        "ru": "«Королева-девственница» [Virgin Queen], за каждый ход безбрачия",
        "en": "Virgin Queen, each turn of celibacy",
    },
    "suez_canal": {"ru": "Суэцкий канал [Suez Canal] построен", "en": "Suez Canal built"},
    "slave_trader": {"ru": "Работорговец [Slave Trader]", "en": "Slave Trader"},
    "mary_executed": {
        "ru": "Мария Стюарт Шотландская казнена [Mary Queen of Scots Executed]",
        "en": "Mary Queen of Scots executed",
    },
}

# The items of the seed's «Призовые» with a fixed value, each as the input that scores it once.
AID_BONUS: tuple[tuple[str, BonusInput], ...] = (
    ("assassination", BonusInput(assassinations=1)),
    ("circumnavigation_first", BonusInput(circumnavigation="first")),
    ("circumnavigation_second", BonusInput(circumnavigation="second")),
    ("virgin_queen", BonusInput(virgin_queen_turns=1)),
    ("suez_canal", BonusInput(suez_canal=True)),
    ("slave_trader", BonusInput(slave_trader=True)),
    ("mary_executed", BonusInput(mary_executed=True)),
)


def aid(lang: str) -> Report:
    """A blank sheet of the six powers' totals, and the bonus VP of fixed value."""

    def t(key: str) -> str:
        return tr(AID_TEXT[key], lang)

    sheet = Table(
        t("caption"),
        (t("turn"), *(tr(POWER_NAME[p], lang) for p in POWERS)),
        tuple((t("blank_turn"), *("" for _ in POWERS)) for _ in range(AID_ROWS)),
    )
    bonus = Table(
        t("bonus_caption"),
        (t("item"), t("vp")),
        tuple((t(key), _num(sum(a.vp for a in bonus_vp(b)))) for key, b in AID_BONUS),
        numeric=(1,),
    )
    return Report(title=t("title"), blocks=(sheet, Note(t("hre")), bonus))


VP: Calculator[Position, VpResult] = Calculator(
    id="vq.vp",
    title={"ru": "Победные очки держав", "en": "Victory points of the powers"},
    fields=FIELDS,
    parse=parse,
    compute=compute,
    to_json=to_json,
    report=report,
    presets=(
        Preset(
            "example", {"ru": "Пример позиции (условные числа)", "en": "Example (made-up numbers)"}, EXAMPLE
        ),
        Preset("empty", {"ru": "Все нули", "en": "All zero"}, EMPTY),
    ),
    languages=("ru",),
    aid=aid,
)
