"""Here I Stand: the Diet of Worms (seed 002, "Процедура Вормсского сейма", steps 3-7).

The Protestant rolls CP + 4 dice, the Papacy and the Hapsburgs roll their cards' CP; 5-6 hit.
The side with more hits flips as many German-zone spaces as it has extra hits; equal hits
do nothing.  Everything is exact (:class:`~fractions.Fraction`); floats only in the output.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from .. import dice
from ..base import Calculator
from ..i18n import fmt_number, fmt_percent, fmt_signed, tr
from ..report import Bar, Bars, Lines, Note, Report, Summary, Table
from ..spec import IntField
from .data import CARD_CP_MAX, CARD_CP_MIN, DIET_HIT_ON, DIET_PROTESTANT_EXTRA_DICE

# --- Input ----------------------------------------------------------------------------------


def _cp_field(name: str, ru: str, en: str, default: int) -> IntField:
    return IntField(
        name=name,
        label={"ru": ru, "en": en},
        help={"ru": "CP выбранной карты, от 1 до 6", "en": "CP of the chosen card, 1-6"},
        minimum=CARD_CP_MIN,
        maximum=CARD_CP_MAX,
        default=default,
    )


FIELDS = (
    _cp_field("protestant_cp", "CP карты Протестантов", "Protestant card CP", 4),
    _cp_field("papal_cp", "CP карты Папства", "Papal card CP", 3),
    _cp_field("hapsburg_cp", "CP карты Габсбургов", "Hapsburg card CP", 3),
)


@dataclass(frozen=True)
class DietCards:
    """The CP of the three cards revealed at step 2."""

    protestant_cp: int
    papal_cp: int
    hapsburg_cp: int


def parse(clean: dict[str, Any]) -> DietCards:
    return DietCards(clean["protestant_cp"], clean["papal_cp"], clean["hapsburg_cp"])


# --- Rules ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class DietResult:
    cards: DietCards
    protestant_dice: int
    catholic_dice: int
    # k = Protestant hits - Catholic hits
    net_hits: dict[int, Fraction]

    @property
    def protestant_wins(self) -> Fraction:
        # Step 5: "Если протестанты сделали больше «ударов», чем католики ..."
        return sum((p for k, p in self.net_hits.items() if k > 0), Fraction(0))

    @property
    def catholic_wins(self) -> Fraction:
        # Step 6: "Если католики сделали больше «ударов», чем протестанты ..."
        return sum((p for k, p in self.net_hits.items() if k < 0), Fraction(0))

    @property
    def tie(self) -> Fraction:
        # Step 7: "Если количество «ударов» ... равны, сейм закончился ничем".
        return self.net_hits.get(0, Fraction(0))

    @property
    def expected_protestant_flips(self) -> Fraction:
        # Step 5: "обращают в протестантизм столько городов, настолько больше «ударов» они сделали".
        return sum((k * p for k, p in self.net_hits.items() if k > 0), Fraction(0))

    @property
    def expected_catholic_flips(self) -> Fraction:
        # Step 6: the Papacy flips as many spaces as the Catholics' extra hits.
        return sum((-k * p for k, p in self.net_hits.items() if k < 0), Fraction(0))


def protestant_dice(cards: DietCards) -> int:
    # Step 3: "столько костей, сколько CP стоит его карта, плюс 4".
    return cards.protestant_cp + DIET_PROTESTANT_EXTRA_DICE


def catholic_dice(cards: DietCards) -> int:
    # Step 4: the Papacy and the Hapsburgs each roll their card's CP; "Результаты этих двух
    # игроков складываются вместе – это результат католиков".  Hits of two pools added
    # together are the hits of one pool of both sizes.
    return cards.papal_cp + cards.hapsburg_cp


def compute(cards: DietCards) -> DietResult:
    p_dice = protestant_dice(cards)
    c_dice = catholic_dice(cards)
    net = dice.difference(dice.hits(p_dice, DIET_HIT_ON), dice.hits(c_dice, DIET_HIT_ON))
    return DietResult(cards, p_dice, c_dice, net)


# --- Output ---------------------------------------------------------------------------------


def to_json(r: DietResult) -> dict[str, Any]:
    return {
        "protestant_dice": r.protestant_dice,
        "catholic_dice": r.catholic_dice,
        "outcomes": {
            "protestant": float(r.protestant_wins),
            "catholic": float(r.catholic_wins),
            "tie": float(r.tie),
        },
        "net_hits": {str(k): float(p) for k, p in r.net_hits.items()},
        "expected_flips": {
            "protestant": float(r.expected_protestant_flips),
            "catholic": float(r.expected_catholic_flips),
        },
        "exact": {
            "outcomes": {
                "protestant": str(r.protestant_wins),
                "catholic": str(r.catholic_wins),
                "tie": str(r.tie),
            },
        },
    }


TEXT = {
    "title": {"ru": "Вормсский сейм: шансы", "en": "Diet of Worms: odds"},
    "dice": {
        "ru": "Протестанты: CP {cp} + 4 = {pd} костей; католики: Папство {pap} + Габсбурги {hab} = {cd} костей. Удар: 5 или 6.",
        "en": "Protestant: CP {cp} + 4 = {pd} dice; Catholics: Papacy {pap} + Hapsburg {hab} = {cd} dice. Hit: 5 or 6.",
    },
    "summary": {
        "ru": "Протестанты побеждают в {p}, католики в {c}, ничья в {t} случаев.",
        "en": "Protestants win {p}, Catholics win {c}, tie {t}.",
    },
    "outcomes": {"ru": "Исход сейма", "en": "Outcome of the Diet"},
    "side": {"ru": "Исход", "en": "Outcome"},
    "chance": {"ru": "Вероятность", "en": "Probability"},
    "flips": {"ru": "Ожидаемо обращено городов", "en": "Expected spaces flipped"},
    "protestant": {"ru": "Победа протестантов (шаг 5)", "en": "Protestant win (step 5)"},
    "catholic": {"ru": "Победа католиков (шаг 6)", "en": "Catholic win (step 6)"},
    "tie": {"ru": "Ничья (шаг 7)", "en": "Tie (step 7)"},
    "bars": {
        "ru": "Разница ударов (протестанты минус католики) и её вероятность",
        "en": "Hit difference (Protestant minus Catholic) and its probability",
    },
    "net": {"ru": "{k}", "en": "{k}"},
    "how": {"ru": "Как получен результат", "en": "How the result was reached"},
    "how_p": {
        "ru": "Каждая кость даёт удар с вероятностью 1/3 (5 или 6); число ударов каждой стороны распределено биномиально, вероятности точные (дроби).",
        "en": "Each die hits with probability 1/3 (5 or 6); each side's hits are binomial; probabilities are exact fractions.",
    },
    "how_net": {
        "ru": "Разница k > 0: протестанты обращают k городов; k < 0: Папство обращает −k городов; k = 0: ничего не происходит.",
        "en": "Difference k > 0: the Protestant flips k spaces; k < 0: the Papacy flips −k; k = 0: nothing happens.",
    },
    "note": {
        "ru": "Ожидаемое число городов не учитывает карту: обращать можно только города немецкой языковой зоны, соседние с городами своей веры.",
        "en": "Expected flips ignore the map: only German-zone spaces adjacent to a space of one's own religion can be flipped.",
    },
}


def report(r: DietResult, lang: str) -> Report:
    def t(key: str, **kw: Any) -> str:
        return tr(TEXT[key], lang).format(**kw)

    def pct(p: Fraction) -> str:
        return fmt_percent(p, lang)

    outcome_rows = (
        (t("protestant"), pct(r.protestant_wins), fmt_number(r.expected_protestant_flips, lang)),
        (t("catholic"), pct(r.catholic_wins), fmt_number(r.expected_catholic_flips, lang)),
        (t("tie"), pct(r.tie), "0"),
    )
    peak = max(r.net_hits.values())
    bars = tuple(
        Bar(
            label=fmt_signed(k),
            value=float(p / peak),
            text=pct(p),
            tone="success" if k > 0 else "danger" if k < 0 else "info",
        )
        for k, p in r.net_hits.items()
    )
    c = r.cards
    return Report(
        title=t("title"),
        blocks=(
            Summary(t("summary", p=pct(r.protestant_wins), c=pct(r.catholic_wins), t=pct(r.tie))),
            Lines(
                t("how"),
                (
                    t(
                        "dice",
                        cp=c.protestant_cp,
                        pd=r.protestant_dice,
                        pap=c.papal_cp,
                        hab=c.hapsburg_cp,
                        cd=r.catholic_dice,
                    ),
                    t("how_p"),
                    t("how_net"),
                ),
            ),
            Table(t("outcomes"), (t("side"), t("chance"), t("flips")), outcome_rows, numeric=(1, 2)),
            Bars(t("bars"), bars),
            Note(t("note")),
        ),
    )


AID_TEXT = {
    "title": {
        "ru": "Таблица шансов Вормсского сейма для всех сочетаний карт",
        "en": "Diet of Worms odds for every combination of cards",
    },
    "caption": {
        "ru": "Строка: CP карты Протестантов; столбец: CP Папства + CP Габсбургов. "
        "В клетке: победа протестантов / ничья / победа католиков, % (округлено)",
        "en": "Row: Protestant card CP; column: Papal + Hapsburg CP. "
        "Cell: Protestant win / tie / Catholic win, % (rounded)",
    },
    "corner": {"ru": "CP прот. \\ CP кат.", "en": "Prot. CP \\ Cath. CP"},
    "note": {
        "ru": "Католики бросают столько костей, сколько CP у двух карт вместе, поэтому важна только сумма.",
        "en": "The Catholics roll the two cards' CP together, so only the sum matters.",
    },
}


def catholic_split(total: int) -> tuple[int, int]:
    """A (papal, hapsburg) pair of card CP with this sum (only the sum matters, step 4)."""
    papal = max(CARD_CP_MIN, total - CARD_CP_MAX)
    return papal, total - papal


def aid(lang: str) -> Report:
    """Every combination of cards: the printable odds table (same rules as the calculator)."""
    totals = range(2 * CARD_CP_MIN, 2 * CARD_CP_MAX + 1)
    rows = []
    for cp in range(CARD_CP_MIN, CARD_CP_MAX + 1):
        cells = [str(cp)]
        for total in totals:
            r = compute(DietCards(cp, *catholic_split(total)))
            cells.append(
                "/".join(f"{float(p) * 100:.0f}" for p in (r.protestant_wins, r.tie, r.catholic_wins))
            )
        rows.append(tuple(cells))
    header = (tr(AID_TEXT["corner"], lang), *(str(t) for t in totals))
    return Report(
        title=tr(AID_TEXT["title"], lang),
        blocks=(
            Table(tr(AID_TEXT["caption"], lang), header, tuple(rows), numeric=tuple(range(1, len(header)))),
            Note(tr(AID_TEXT["note"], lang)),
        ),
    )


DIET_OF_WORMS: Calculator[DietCards, DietResult] = Calculator(
    id="his.diet_of_worms",
    title=TEXT["title"],
    fields=FIELDS,
    parse=parse,
    compute=compute,
    to_json=to_json,
    report=report,
    aid=aid,
)
