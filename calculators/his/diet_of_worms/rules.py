"""The Diet of Worms, steps 3-7 (sources/seeds/his-diet-of-worms.txt «Вормсский сейм»)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ... import dice
from ..data import DIET_HIT_ON, DIET_PROTESTANT_EXTRA_DICE


@dataclass(frozen=True)
class DietCards:
    """The CP of the three cards revealed at step 2."""

    protestant_cp: int
    papal_cp: int
    hapsburg_cp: int


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

    @property
    def protestant_flips_if_they_win(self) -> Fraction:
        # Step 5's spaces on average over the Diets the Protestants win (not over all Diets).
        return _given(self.expected_protestant_flips, self.protestant_wins)

    @property
    def catholic_flips_if_they_win(self) -> Fraction:
        # Step 6's spaces on average over the Diets the Catholics win.
        return _given(self.expected_catholic_flips, self.catholic_wins)


def _given(expected: Fraction, chance: Fraction) -> Fraction:
    """An average over all Diets, taken over those of one outcome only (0 if it cannot happen)."""
    return expected / chance if chance else Fraction(0)


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
    # Steps 3-4: "Каждая выпавшая 5 или 6 – это «удар»".
    net = dice.difference(dice.hits(p_dice, DIET_HIT_ON), dice.hits(c_dice, DIET_HIT_ON))
    return DietResult(cards, p_dice, c_dice, net)
