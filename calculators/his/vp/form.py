"""The inputs of ``his.vp`` (the JSON contract of issue 3; extra keys are optional)::

    {"protestant_spaces": 0-50, "schmalkaldic_league": bool,
     "powers": {"ottoman": {"keys", "keys_in_unrest", "piracy_vp"},
                "hapsburg": {"keys", "keys_in_unrest", "electorates"},
                "england": {"keys", "keys_in_unrest", "heir": "none"|"elizabeth"|"edward",
                            "protestant_home_spaces"},
                "france": {"keys", "keys_in_unrest", "chateaux_vp"},
                "papacy": {"keys", "keys_in_unrest", "st_peters_vp"},
                "protestant": {"electorates"}},
     "bonus": {"<power>": {"<item>": n, ...}, ...}}        # optional, item by item

``bonus`` is optional, and so is each power and each item in it (missing = 0): the items of
:data:`.bonus.BONUS_ITEMS`.  The checks that involve several fields reject a position that
cannot occur in a game; the presets are the 1517 start and an empty board.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any, Final

from ...base import Preset
from ...errors import InputError, InputErrors
from ...spec import JSON, BoolField, ChoiceField, Field, GroupField, IntField, Option
from ..data import (
    CHATEAUX_VP_MAX,
    CONQUEST_VP,
    ELECTORATES,
    ENGLISH_HOME_SPACES,
    EXPLORATION_VP,
    HEIR_VP,
    KEY_POWERS,
    KEY_SPACES,
    KEY_TRACK_BOXES,
    NEW_WORLD_POWERS,
    PIRACY_VP_MAX,
    POWERS,
    PROTESTANT_SPACES_AUTO_WIN,
    ST_PETERS_VP_MAX,
    START_1517_KEYS,
    KeyPower,
    Power,
)
from ..words import POWER_NAMES
from .bonus import BONUS_ITEMS, CONQUEST, COPERNICUS, EXPLORATION, PHONY_WAR, SERVETUS, BonusItem
from .labels import field_text
from .rules import KeyTrack, VpInput
from .words import MESSAGES, new_world_list

# --- Fields ---------------------------------------------------------------------------------


def _key_fields(power: KeyPower) -> tuple[IntField, IntField]:
    boxes = KEY_TRACK_BOXES[power]
    return (
        IntField.count("keys", field_text("keys"), boxes, help=field_text("keys.help", boxes=boxes)),
        IntField.count("keys_in_unrest", field_text("keys_in_unrest"), boxes),
    )


HEIR_OPTIONS: Final = (
    Option("none", field_text("heir.none"), nothing=True),
    *(Option(heir, field_text(f"heir.{heir}", vp=HEIR_VP[heir])) for heir in ("elizabeth", "edward")),
)

# What each power's card tracks besides its keys (seed «Специальные»; the Protestant: «Базовые»).
SPECIAL_FIELDS: Final[Mapping[Power, tuple[Field, ...]]] = {
    "ottoman": (IntField.count("piracy_vp", field_text("piracy_vp"), PIRACY_VP_MAX),),
    "hapsburg": (
        IntField.count(
            "electorates",
            field_text("hapsburg_electorates"),
            len(ELECTORATES),
            help=field_text("hapsburg_electorates.help"),
        ),
    ),
    "england": (
        ChoiceField(name="heir", label=field_text("heir"), options=HEIR_OPTIONS, default="none"),
        IntField.count(
            "protestant_home_spaces",
            field_text("protestant_home_spaces"),
            len(ENGLISH_HOME_SPACES),
            help=field_text("protestant_home_spaces.help"),
        ),
    ),
    "france": (IntField.count("chateaux_vp", field_text("chateaux_vp"), CHATEAUX_VP_MAX),),
    "papacy": (IntField.count("st_peters_vp", field_text("st_peters_vp"), ST_PETERS_VP_MAX),),
    "protestant": (
        IntField.count(
            "electorates",
            field_text("protestant_electorates"),
            len(ELECTORATES),
            help=field_text("protestant_electorates.help"),
        ),
    ),
}


def _power_fields(power: Power) -> tuple[Field, ...]:
    keys = _key_fields(power) if power in KEY_TRACK_BOXES else ()
    return (*keys, *SPECIAL_FIELDS[power])


def _bonus_field(item: BonusItem) -> IntField:
    return IntField.count(item.name, item.label, item.maximum, help=item.help, required=False)


FIELDS: Final[tuple[Field, ...]] = (
    IntField.count(
        "protestant_spaces",
        field_text("protestant_spaces"),
        PROTESTANT_SPACES_AUTO_WIN,
        help=field_text("protestant_spaces.help"),
    ),
    BoolField(name="schmalkaldic_league", label=field_text("schmalkaldic_league")),
    GroupField(
        name="powers",
        label=field_text("powers"),
        fields=tuple(GroupField(name=p, label=POWER_NAMES[p], fields=_power_fields(p)) for p in POWERS),
    ),
    GroupField(
        name="bonus",
        label=field_text("bonus"),
        required=False,
        fields=tuple(
            GroupField(
                name=power,
                label=POWER_NAMES[power],
                required=False,
                fields=tuple(_bonus_field(item) for item in BONUS_ITEMS[power]),
            )
            for power in POWERS
        ),
    ),
)


# --- Parsing and the checks across fields --------------------------------------------------------


def _error(field: str, code: str, **params: Any) -> InputError:
    return InputError(field, code, params, MESSAGES[code])


def parse(clean: dict[str, JSON]) -> VpInput:
    powers = clean["powers"]
    data = VpInput(
        protestant_spaces=clean["protestant_spaces"],
        schmalkaldic_league=clean["schmalkaldic_league"],
        tracks={p: KeyTrack(powers[p]["keys"], powers[p]["keys_in_unrest"]) for p in KEY_POWERS},
        piracy_vp=powers["ottoman"]["piracy_vp"],
        hapsburg_electorates=powers["hapsburg"]["electorates"],
        heir=powers["england"]["heir"],
        english_protestant_home_spaces=powers["england"]["protestant_home_spaces"],
        chateaux_vp=powers["france"]["chateaux_vp"],
        st_peters_vp=powers["papacy"]["st_peters_vp"],
        protestant_electorates=powers["protestant"]["electorates"],
        bonus={p: dict(clean["bonus"][p]) for p in POWERS},
    )
    errors = check_position(data) + check_bonus(data.bonus)
    if errors:
        raise InputErrors(errors)
    return data


def check_position(d: VpInput) -> list[InputError]:
    """The checks that involve several fields: a position that cannot occur in a game."""
    errors: list[InputError] = []
    for p in KEY_POWERS:
        t = d.tracks[p]
        # Seed «Базовые»: one unrest marker «за каждый ключевой город, охваченный беспорядками».
        if t.keys_in_unrest > t.keys:
            errors.append(
                _error(f"powers.{p}.keys_in_unrest", "unrest_over_keys", unrest=t.keys_in_unrest, keys=t.keys)
            )
    total_keys = sum(t.keys for t in d.tracks.values())
    if total_keys > len(KEY_SPACES):  # sources/here-i-stand.md §1: 33 key spaces on the map
        errors.extend(
            _error(f"powers.{p}.keys", "too_many_keys", max=len(KEY_SPACES), total=total_keys)
            for p in KEY_POWERS
            if d.tracks[p].keys
        )
    electorates = d.hapsburg_electorates + d.protestant_electorates
    if electorates > len(ELECTORATES):  # sources/here-i-stand.md §2: six electorates
        params = {"hapsburg": d.hapsburg_electorates, "protestant": d.protestant_electorates}
        errors.extend(
            _error(
                f"powers.{p}.electorates",
                "too_many_electorates",
                max=len(ELECTORATES),
                total=electorates,
                **params,
            )
            for p in ("hapsburg", "protestant")
        )
    # sources/here-i-stand.md §2: "Protestant political control of an electorate is impossible
    # before the Schmalkaldic League event".  The box is marked too: unticked with the
    # Protestants' group folded, the electorates' message was out of sight.
    if d.protestant_electorates and not d.schmalkaldic_league:
        errors.append(_error("powers.protestant.electorates", "electorates_before_league"))
        errors.append(_error("schmalkaldic_league", "league_for_electorates", n=d.protestant_electorates))
    # Protestant electorates and Protestant English home spaces are Protestant spaces, and
    # different ones (German and English), all on the same track (sources/here-i-stand.md §3, §4).
    # The track and each part it falls short of are marked: either may be the typing mistake.
    if d.protestant_electorates + d.english_protestant_home_spaces > d.protestant_spaces:
        parts = {"electorates": d.protestant_electorates, "english": d.english_protestant_home_spaces}
        fields = ["protestant_spaces"]
        if d.protestant_electorates:
            fields.append("powers.protestant.electorates")
        if d.english_protestant_home_spaces:
            fields.append("powers.england.protestant_home_spaces")
        errors.extend(
            _error(field, "spaces_below_parts", spaces=d.protestant_spaces, **parts) for field in fields
        )
    return errors


def _achievable_splits(values: Sequence[int], powers: int) -> frozenset[tuple[int, ...]]:
    """Every way the VP of these one-off markers can be held by ``powers`` powers (or nobody)."""
    out = set()
    for owners in itertools.product(range(powers + 1), repeat=len(values)):
        held = [0] * powers
        for owner, vp in zip(owners, values, strict=True):
            if owner < powers:
                held[owner] += vp
        out.add(tuple(held))
    return frozenset(out)


# Each discovery and each conquest scores once, for one power (sources/here-i-stand.md §5).
EXPLORATION_SPLITS: Final = _achievable_splits(tuple(EXPLORATION_VP.values()), len(NEW_WORLD_POWERS))
CONQUEST_SPLITS: Final = _achievable_splits(tuple(CONQUEST_VP.values()), len(NEW_WORLD_POWERS))


def check_bonus(bonus: Mapping[Power, Mapping[str, int]]) -> list[InputError]:
    """Bonus VP no game can hold: New World VP split in a way the markers cannot be, one event
    scored twice, more Phony War markers than there are."""
    errors: list[InputError] = []
    for item, splits, table in (
        (EXPLORATION, EXPLORATION_SPLITS, EXPLORATION_VP),
        (CONQUEST, CONQUEST_SPLITS, CONQUEST_VP),
    ):
        held = tuple(bonus[p].get(item.name, 0) for p in NEW_WORLD_POWERS)
        if held in splits:
            continue
        text = {
            lang: template.replace("{items}", new_world_list(table)[lang])
            for lang, template in MESSAGES["new_world_split"].items()
        }
        errors.extend(
            InputError(f"bonus.{p}.{item.name}", "new_world_split", {}, text)
            for p, vp in zip(NEW_WORLD_POWERS, held, strict=True)
            if vp
        )
    for item in (COPERNICUS, SERVETUS):
        scorers = [p for p in POWERS if bonus[p].get(item.name, 0)]
        if len(scorers) > 1:
            errors.extend(_error(f"bonus.{p}.{item.name}", "one_card") for p in scorers)
    markers = sum(bonus[p].get(PHONY_WAR.name, 0) for p in POWERS)
    if markers > PHONY_WAR.maximum:
        errors.extend(
            _error(f"bonus.{p}.{PHONY_WAR.name}", "phony_war_markers", max=PHONY_WAR.maximum, total=markers)
            for p in POWERS
            if bonus[p].get(PHONY_WAR.name, 0)
        )
    return errors


# --- Presets --------------------------------------------------------------------------------


def position(
    keys: Mapping[KeyPower, int], *, protestant_spaces: int = 0, english_home_spaces: int = 0
) -> dict[str, JSON]:
    """A full JSON input: keys per power, the Protestant spaces and England's Protestant home
    spaces; everything else 0 (no heir, no league, no bonus)."""
    powers: dict[str, dict[str, JSON]] = {
        p: {f.name: f.default_value() for f in _power_fields(p)} for p in POWERS
    }
    for p in KEY_POWERS:
        powers[p]["keys"] = keys[p]
    powers["england"]["protestant_home_spaces"] = english_home_spaces
    bonus = {p: {item.name: 0 for item in BONUS_ITEMS[p]} for p in POWERS}
    return {
        "protestant_spaces": protestant_spaces,
        "schmalkaldic_league": False,
        "powers": powers,
        "bonus": bonus,
    }


# sources/here-i-stand.md §1 "Starting keys and VP, 1517 scenario".
START_1517: Final = position({p: len(START_1517_KEYS[p]) for p in KEY_POWERS})
EMPTY: Final = position(dict.fromkeys(KEY_POWERS, 0))

PRESETS: Final = (
    Preset(
        "1517",
        {"ru": "Начало сценария 1517 года", "pt": "Início do cenário de 1517", "en": "1517 scenario start"},
        START_1517,
    ),
    Preset("empty", {"ru": "Пусто (все нули)", "pt": "Vazio (tudo zero)", "en": "Empty (all zero)"}, EMPTY),
)
