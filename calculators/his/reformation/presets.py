"""The presets of ``his.reformation`` and ``his.counter_reformation``: the inputs a page opens
with (sources/here-i-stand.md §9: the rulebook's example, the attempts each card gives)."""

from __future__ import annotations

from ...base import Preset
from ...i18n import Text, plural
from ...spec import JSON, Field, default_input
from ..data import ATTEMPTS, NINETY_FIVE_THESES_ATTEMPTS, REFORMATION_EXAMPLE_TARGETS
from .form import CALVIN, COUNTER_REFORMATION_FIELDS, REFORMATION_FIELDS


def _position(
    fields: tuple[Field, ...], builder: dict[str, dict[str, JSON]] | None = None, **values: JSON
) -> dict[str, JSON]:
    """The fields' defaults with ``values`` and the builder's sides laid over them."""
    position = default_input(fields) | values
    for side, over in (builder or {}).items():
        position["builder"][side] |= over
    return position


def _attempts(n: int) -> Text:
    return {
        "ru": f"{n} {plural(n, 'попытка|попытки|попыток', 'ru')}",
        "pt": f"{n} {plural(n, 'tentativa|tentativas', 'pt')}",
        "en": f"{n} {plural(n, 'attempt|attempts', 'en')}",
    }


# The rulebook's example target (sources/here-i-stand.md §9: "Stettin 3 vs 1 (in zone)"), named as
# the source names it: a preset is one input in every language.
STETTIN = REFORMATION_EXAMPLE_TARGETS[1][0]


REFORMATION_PRESETS = (
    Preset(
        "ninety_five_theses",
        {
            "ru": f"95 тезисов: {STETTIN}, {_attempts(NINETY_FIVE_THESES_ATTEMPTS)['ru']}",
            "pt": f"95 Teses: {STETTIN}, {_attempts(NINETY_FIVE_THESES_ATTEMPTS)['pt']}",
            "en": f"95 Theses: {STETTIN}, {_attempts(NINETY_FIVE_THESES_ATTEMPTS)['en']}",
        },
        # §9, the rulebook's example: "Stettin 3 vs 1 (in zone)"; the seed: 5 attempts.
        _position(
            REFORMATION_FIELDS,
            {"protestant": {"ninety_five_theses": True}},
            target=STETTIN,
            attempts=NINETY_FIVE_THESES_ATTEMPTS,
        ),
    ),
    Preset(
        "builder",
        {"ru": "Конструктор: 95 тезисов", "pt": "Montagem: 95 Teses", "en": "Builder: 95 Theses"},
        _position(
            REFORMATION_FIELDS,
            {
                "protestant": {"adjacent_spaces": 1, "adjacent_reformers": 1, "ninety_five_theses": True},
                "papal": {"adjacent_spaces": 1},
            },
            attempts=NINETY_FIVE_THESES_ATTEMPTS,
            use_builder=True,
        ),
    ),
    Preset(
        "calvin",
        {
            "ru": f"«Наставление» Кальвина: {_attempts(ATTEMPTS['calvins_institutes'])['ru']} с {CALVIN}",
            "pt": f"“Institutas” de Calvino: {_attempts(ATTEMPTS['calvins_institutes'])['pt']} com {CALVIN}",
            "en": f"Calvin's Institutes: {_attempts(ATTEMPTS['calvins_institutes'])['en']} at {CALVIN}",
        },
        # §9: "Calvin's Institutes 5, +1 to every die".
        _position(
            REFORMATION_FIELDS,
            protestant_dice=2,
            papal_dice=2,
            plus_one=True,
            attempts=ATTEMPTS["calvins_institutes"],
        ),
    ),
)

_BURN_BOOKS = _attempts(ATTEMPTS["burn_books"])
COUNTER_REFORMATION_PRESETS = (
    Preset(
        "burn_books",
        {
            "ru": f"«Сожжение книг»: {_BURN_BOOKS['ru']}",
            "pt": f"“Queima de Livros”: {_BURN_BOOKS['pt']}",
            "en": f"Burn Books: {_BURN_BOOKS['en']}",
        },
        # §9: "Burn Books 2".
        _position(COUNTER_REFORMATION_FIELDS, attempts=ATTEMPTS["burn_books"]),
    ),
    Preset(
        "paul_iii",
        {"ru": "Павел III, цель в зоне", "pt": "Paulo III, alvo na zona", "en": "Paul III, target in zone"},
        _position(COUNTER_REFORMATION_FIELDS, paul_or_julius=True, attempts=ATTEMPTS["burn_books"]),
    ),
    Preset(
        "augsburg",
        {
            "ru": "Павел III и «Аугсбургское исповедание»",
            "pt": "Paulo III e “Confissão de Augsburgo”",
            "en": "Paul III and Augsburg Confession",
        },
        _position(
            COUNTER_REFORMATION_FIELDS,
            paul_or_julius=True,
            augsburg_confession=True,
            attempts=ATTEMPTS["burn_books"],
        ),
    ),
)
