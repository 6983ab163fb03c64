"""The inputs of ``vq.vp``: what each power's player reads off their own cards (the printed
tracks are not available: sources/virgin-queen.md §3), the seed's bonus list, and the lead a
domination victory needs by the player's rulebook; and the presets.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...errors import InputError, InputErrors
from ...i18n import Text, fmt_signed, join_names, tr
from ...spec import BoolField, ChoiceField, Field, GroupField, IntField, Option
from ..data import (
    ASSASSINATIONS_MAX,
    CARD_VP_MAX,
    CELIBACY_TURNS_MAX,
    CIRCUMNAVIGATION_FIRST_VP,
    CIRCUMNAVIGATION_SECOND_VP,
    DOMINATION_MARGIN_MAX,
    MARY_EXECUTED_VP,
    NETHERLANDS_KEYS_MAX,
    OTHER_BONUS_VP_MAX,
    POWERS,
    SECRET_PREFERENCE_POWER,
    SLAVE_TRADER_VP,
    SUEZ_CANAL_VP,
    TRACK_POWERS,
    TRACK_VP_MAX,
    VALOIS_ROYALS,
    Power,
)
from ..words import POWER_GENITIVE, POWER_NAME
from .labels import field_text
from .rules import BonusInput, Position, PowerInput
from .words import DOMINATION_HELP, MESSAGES

# --- Fields ---------------------------------------------------------------------------------------


def _vp(label: Text, vp: int) -> Text:
    """``label`` with the VP it is worth: «Суэцкий канал построен (2 ПО)»."""
    return field_text("vp", label=label, vp=fmt_signed(vp, plus=False))


def _one_off(name: str, vp: int) -> BoolField:
    """A one-off bonus, a box to tick: its label says what it is worth."""
    return BoolField(name=name, label=_vp(field_text(name), vp), required=False)


def _card_field() -> IntField:
    return IntField.count("card_vp", field_text("card_vp"), CARD_VP_MAX, help=field_text("card_vp.help"))


PROTESTANT_BASE: tuple[Field, ...] = (
    IntField.count(
        "outside_netherlands_vp",
        field_text("outside_netherlands_vp"),
        CARD_VP_MAX,
        help=field_text("outside_netherlands_vp.help"),
    ),
    IntField.count("netherlands_keys", field_text("netherlands_keys"), NETHERLANDS_KEYS_MAX),
)


def _track_field(power: Power) -> IntField:
    secret = power == SECRET_PREFERENCE_POWER
    # Seed «Протестантские области»: «Области, охваченные беспорядками, никогда не включаются в
    # подсчёт протестантских областей»: the marker's row counts none of them.
    unrest = field_text("unrest_not_protestant")
    where = field_text("track_vp.help.secret" if secret else "track_vp.help")
    help = {lang: f"{text} {unrest[lang]}" for lang, text in where.items()}
    label = field_text("track_vp", gen=POWER_GENITIVE[power])
    # The Empire keeps this number secret until it reveals its preference: till then it never
    # goes into a shared link, the copied text or the browser's lasting storage; the page keeps
    # it for its tab only (a reload, the other language), calculators.mjs keepSecrets.
    field = IntField.count("track_vp", label, TRACK_VP_MAX, help=help)
    if not secret:
        return field
    return replace(field, secret=True, revealed_by=PREFERENCE_REVEALED.name)


PREFERENCE_REVEALED = BoolField(
    name="preference_revealed",
    label=field_text("preference_revealed"),
    help=field_text("preference_revealed.help"),
)

VALOIS_MARRIAGES = IntField.count("valois_marriages", field_text("valois_marriages"), VALOIS_ROYALS)


def _special_fields(power: Power) -> tuple[Field, ...]:
    """Seed «Особые»: the track for four powers (the Empire's secret), the marriages for France."""
    if power in TRACK_POWERS:
        track = _track_field(power)
        return (track, PREFERENCE_REVEALED) if power == SECRET_PREFERENCE_POWER else (track,)
    return (VALOIS_MARRIAGES,) if power == "france" else ()


CIRCUMNAVIGATION = ChoiceField(
    name="circumnavigation",
    label=field_text("circumnavigation"),
    options=(
        Option("none", field_text("circumnavigation.none"), nothing=True),
        Option("first", _vp(field_text("circumnavigation.first"), CIRCUMNAVIGATION_FIRST_VP)),
        Option("second", _vp(field_text("circumnavigation.second"), CIRCUMNAVIGATION_SECOND_VP)),
        Option("both", field_text("circumnavigation.both")),
    ),
    default="none",
    required=False,
)

# The seed's «Призовые» in the form's order; England alone has the Virgin Queen.
BONUS_FIELDS: tuple[tuple[Field, tuple[Power, ...]], ...] = (
    (
        IntField.count("assassinations", field_text("assassinations"), ASSASSINATIONS_MAX, required=False),
        POWERS,
    ),
    (CIRCUMNAVIGATION, POWERS),
    (
        # The Virgin Queen is Elizabeth I, England's queen.
        IntField.count(
            "virgin_queen_turns", field_text("virgin_queen_turns"), CELIBACY_TURNS_MAX, required=False
        ),
        ("england",),
    ),
    (_one_off("suez_canal", SUEZ_CANAL_VP), POWERS),
    (_one_off("slave_trader", SLAVE_TRADER_VP), POWERS),
    # NOTE: the seed does not name the power that takes Mary Stuart's −1: the power the players
    # agree on, one at most (the page's reading; check_one_offs).
    (_one_off("mary_executed", MARY_EXECUTED_VP), POWERS),
    (
        IntField.count(
            "other_vp",
            field_text("other_vp"),
            OTHER_BONUS_VP_MAX,
            required=False,
            help=field_text("other_vp.help"),
        ),
        POWERS,
    ),
)


def _power_fields(power: Power) -> tuple[Field, ...]:
    base = PROTESTANT_BASE if power == "protestant" else (_card_field(),)
    bonus = GroupField(
        name="bonus",
        label=field_text("bonus"),
        fields=tuple(f for f, powers in BONUS_FIELDS if power in powers),
        required=False,
    )
    return (*base, *_special_fields(power), bonus)


def _power_label(power: Power) -> Text:
    return field_text("empire") if power == SECRET_PREFERENCE_POWER else POWER_NAME[power]


FIELDS: tuple[Field, ...] = (
    GroupField(
        name="powers",
        label=field_text("powers"),
        fields=tuple(GroupField(name=p, label=_power_label(p), fields=_power_fields(p)) for p in POWERS),
    ),
    # The one place that says where the 25 VP come from and asks for the domination's terms
    # (issue 16): the results apply them without repeating it.
    IntField.count(
        "domination_margin",
        field_text("domination_margin"),
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
