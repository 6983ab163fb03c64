"""Here I Stand: the player's report of a Reformation or Counter Reformation attempt.

Rendered from the :class:`~.reformation.AttemptResult` alone: the chance split into automatic
success and success after the defender's roll, who wins ties here and why, each side's dice
line by line as the dice builder recorded them, and the series of attempts.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..i18n import Text, fmt_number, fmt_percent, tr
from ..report import Block, Lines, Note, Report, Summary, Table
from .reformation import AttemptResult, DicePool

# --- Report ---------------------------------------------------------------------------------

TEXT: dict[str, Text] = {
    "title.reformation": {
        "ru": "Шансы попытки обращения в протестантизм (Реформация)",
        "en": "Reformation attempt: odds",
    },
    "title.counter_reformation": {
        "ru": "Шансы попытки обращения в католицизм (Контрреформация)",
        "en": "Counter Reformation attempt: odds",
    },
    "summary": {
        "ru": "{target}Шанс обращения: {p} — автоматически {a}, после броска {defender} {b}.",
        "en": "{target}Chance to flip: {p} — automatic {a}, after the {defender} roll {b}.",
    },
    "defender.papal": {"ru": "Папства", "en": "Papal"},
    "defender.protestant": {"ru": "протестантов", "en": "Protestant"},
    "one": {"ru": "Одна попытка", "en": "One attempt"},
    "outcome": {"ru": "Исход", "en": "Outcome"},
    "chance": {"ru": "Вероятность", "en": "Probability"},
    "exact": {"ru": "Точно (дробь)", "en": "Exact"},
    "row.automatic.reformation": {
        "ru": "Автоматический успех (Папство не бросает)",
        "en": "Automatic success (no Papal roll)",
    },
    "row.automatic.counter_reformation": {
        "ru": "Автоматический успех (протестанты не бросают)",
        "en": "Automatic success (no Protestant roll)",
    },
    "row.after.reformation": {
        "ru": "Успех после броска Папства",
        "en": "Success after the Papal roll",
    },
    "row.after.counter_reformation": {
        "ru": "Успех после броска протестантов",
        "en": "Success after the Protestant roll",
    },
    "row.failure": {"ru": "Неудача", "en": "Failure"},
    "row.success": {"ru": "Успех всего", "en": "Success in all"},
    "dice.protestant": {"ru": "Протестанты: {n} {word}", "en": "Protestant: {n} {word}"},
    "dice.papal": {"ru": "Папство: {n} {word}", "en": "Papacy: {n} {word}"},
    "dice.typed": {"ru": "Кости (введены вручную)", "en": "Dice (typed)"},
    "line.count": {"ru": "{label} ({count}): +{dice}", "en": "{label} ({count}): +{dice}"},
    "line.flag": {"ru": "{label}: +{dice}", "en": "{label}: +{dice}"},
    "builder_used": {
        "ru": "Кости собраны конструктором; числа костей, введённые вручную, не используются. "
        "Соседи за горным перевалом и в областях с беспорядками костей не дают.",
        "en": "Dice built from the map; the typed dice counts are not used. "
        "Pieces across a pass or in a space in unrest give no dice.",
    },
    "rules.reformation": {
        "ru": "Как разрешается попытка (§18.3): учитывается только наибольшая кость каждой стороны",
        "en": "How the attempt is resolved (§18.3): only each side's highest die counts",
    },
    "rules.counter_reformation": {
        "ru": "Как разрешается попытка (§18.4): учитывается только наибольшая кость каждой стороны",
        "en": "How the attempt is resolved (§18.4): only each side's highest die counts",
    },
    "note.plus_one": {
        "ru": "+1 к каждой кости протестантов («Наставление» Кальвина или полный перевод Библии; цель в целевой языковой зоне).",
        "en": "+1 to every Protestant die (Calvin's Institutes or a Full Bible; target in the target language zone).",
    },
    "note.plus_one_outside": {
        "ru": "+1 («Наставление» Кальвина или полный перевод Библии) не действует: цель вне целевой языковой зоны.",
        "en": "The +1 (Calvin's Institutes or a Full Bible) does not apply: the target is outside the target language zone.",
    },
    "note.automatic_in_zone": {
        "ru": "Автоматический успех: наибольшая кость протестантов с модификатором 6 или больше — город обращён, Папство не бросает.",
        "en": "Automatic success: a highest modified Protestant die of 6 or more flips the space with no Papal roll.",
    },
    "note.no_automatic_outside": {
        "ru": "Автоматического успеха нет: цель вне целевой языковой зоны, поэтому защищающаяся сторона бросает всегда.",
        "en": "No automatic success: the target is outside the target language zone, so the defender always rolls.",
    },
    "note.augsburg": {
        "ru": "−1 к каждой кости Папства: в этом ходу сыграно «Аугсбургское исповедание».",
        "en": "−1 to every Papal die: Augsburg Confession was played this turn.",
    },
    "note.no_automatic_no_pope": {
        "ru": "Автоматического успеха нет: он возможен только при Павле III или Юлии III.",
        "en": "No automatic success: it needs Paul III or Julius III.",
    },
    "note.no_automatic_augsburg": {
        "ru": "Автоматический успех невозможен: с −1 от «Аугсбургского исповедания» наибольшая кость Папства не больше 5.",
        "en": "Automatic success is impossible: with Augsburg Confession's −1 the highest Papal die is at most 5.",
    },
    "note.automatic_paul_julius": {
        "ru": "Автоматический успех: наибольшая кость Папства — 6 (цель в целевой зоне, правит Павел III или Юлий III); протестанты не бросают.",
        "en": "Automatic success: a highest Papal die of 6 (target in zone, Paul III or Julius III rules); no Protestant roll.",
    },
    "note.ties_protestant_in_zone": {
        "ru": "Ничья — в пользу протестантов: цель в целевой языковой зоне, а там ничью выигрывает атакующая держава.",
        "en": "Ties go to the Protestant: the target is in the target language zone, where the attacking power wins ties.",
    },
    "note.ties_papacy_outside": {
        "ru": "Ничья — в пользу Папства: цель вне целевой языковой зоны, а там ничью выигрывает Папство.",
        "en": "Ties go to the Papacy: the target is outside the target language zone, where the Papacy wins ties.",
    },
    "note.ties_papacy_paul_julius": {
        "ru": "Ничья — в пользу Папства: цель в целевой языковой зоне и правит Павел III или Юлий III.",
        "en": "Ties go to the Papacy: the target is in the target zone and Paul III or Julius III rules.",
    },
    "note.ties_protestant_outside": {
        "ru": "Ничья — в пользу протестантов: цель вне целевой языковой зоны, а Папство выигрывает ничью только в ней (и только при Павле III или Юлии III).",
        "en": "Ties go to the Protestant: the target is outside the target zone; the Papacy wins ties only in the zone.",
    },
    "note.ties_protestant_no_pope": {
        "ru": "Ничья — в пользу протестантов: Папство выигрывает ничью только при Павле III или Юлии III.",
        "en": "Ties go to the Protestant: the Papacy wins ties only with Paul III or Julius III.",
    },
    "series": {
        "ru": "Серия из {n} попыток с такими же шансами",
        "en": "A series of {n} attempts with the same odds",
    },
    "k": {"ru": "Обращено городов", "en": "Spaces flipped"},
    "exactly": {"ru": "Ровно столько", "en": "Exactly"},
    "at_least": {"ru": "Не меньше", "en": "At least"},
    "expected": {
        "ru": "Ожидаемое число обращённых городов: {x} из {n}.",
        "en": "Expected spaces flipped: {x} of {n}.",
    },
    "series_note": {
        "ru": "Серия считает шансы всех попыток одинаковыми. На деле каждая попытка нацелена на свой город, "
        "а каждое обращение меняет соседство, поэтому перед каждой попыткой кости стоит пересчитать.",
        "en": "The series assumes every attempt has the same odds; in play each attempt targets its own "
        "space and each flip changes the neighbours, so recount the dice before each attempt.",
    },
    "target_default": {"ru": "Цель", "en": "Target"},
}

# Breakdown labels: "<side>.<item>".
ITEM_LABELS: dict[str, Text] = {
    "protestant.adjacent_spaces": {
        "ru": "Соседние протестантские города",
        "en": "Adjacent Protestant spaces",
    },
    "protestant.adjacent_reformers": {"ru": "Соседние реформаторы", "en": "Adjacent reformers"},
    "protestant.adjacent_stacks": {
        "ru": "Соседние стеки протестантских сухопутных отрядов",
        "en": "Adjacent Protestant land stacks",
    },
    "protestant.reformer_in_target": {"ru": "Реформатор в цели", "en": "Reformer in the target"},
    "protestant.stack_in_target": {
        "ru": "Протестантские сухопутные отряды в цели",
        "en": "Protestant land units in the target",
    },
    "protestant.printing_press": {"ru": "Печатный станок", "en": "Printing Press"},
    "protestant.ninety_five_theses": {"ru": "95 тезисов Лютера", "en": "Luther's 95 Theses"},
    "protestant.debater_bonus": {"ru": "Бонус богослова", "en": "Debater bonus"},
    "papal.adjacent_spaces": {"ru": "Соседние католические города", "en": "Adjacent Catholic spaces"},
    "papal.adjacent_universities": {
        "ru": "Соседние иезуитские университеты",
        "en": "Adjacent Jesuit universities",
    },
    "papal.adjacent_stacks": {
        "ru": "Соседние стеки католических сухопутных отрядов",
        "en": "Adjacent Catholic land stacks",
    },
    "papal.university_in_target": {
        "ru": "Иезуитский университет в цели",
        "en": "Jesuit university in the target",
    },
    "papal.stack_in_target": {
        "ru": "Католические сухопутные отряды в цели",
        "en": "Catholic land units in the target",
    },
    "papal.debater_bonus": {"ru": "Бонус богослова", "en": "Debater bonus"},
    "minimum": {
        "ru": "Минимум 1 кость (по карте не набралось ни одной)",
        "en": "At least 1 die (none from the map)",
    },
}

# Items counted in numbers (the others are yes/no).
COUNTED_ITEMS = frozenset(
    {
        "adjacent_spaces",
        "adjacent_reformers",
        "adjacent_universities",
        "adjacent_stacks",
        "debater_bonus",
    }
)


def dice_word(n: int, lang: str) -> str:
    """The word for "die" agreeing with ``n`` (Russian has three forms)."""
    if lang != "ru":
        return "die" if n == 1 else "dice"
    if 11 <= n % 100 <= 14:
        return "костей"
    if n % 10 == 1:
        return "кость"
    if 2 <= n % 10 <= 4:
        return "кости"
    return "костей"


def _t(key: str, lang: str, **kw: Any) -> str:
    return tr(TEXT[key], lang).format(**kw)


def pool_total(pool: DicePool, lang: str) -> str:
    """``Протестанты: 3 кости``."""
    return _t(f"dice.{pool.side}", lang, n=pool.dice, word=dice_word(pool.dice, lang))


def pool_lines(pool: DicePool, lang: str) -> Lines:
    """A side's dice as the breakdown the player reads: one line per recorded addend."""
    lines: list[str] = []
    for line in pool.lines:
        key = "minimum" if line.item == "minimum" else f"{pool.side}.{line.item}"
        label = tr(ITEM_LABELS[key], lang)
        if line.item in COUNTED_ITEMS:
            lines.append(_t("line.count", lang, label=label, count=line.count, dice=line.dice))
        else:
            lines.append(_t("line.flag", lang, label=label, dice=line.dice))
    return Lines(pool_total(pool, lang), tuple(lines))


def report(r: AttemptResult, lang: str) -> Report:
    def pct(p: Fraction) -> str:
        return fmt_percent(p, lang)

    odds = r.odds
    tie_notes = [n for n in r.rules.notes if n.startswith("ties_")]
    other_notes = [n for n in r.rules.notes if not n.startswith("ties_")]
    blocks: list[Block] = [
        Summary(
            _t(
                "summary",
                lang,
                target=f"{r.target}. " if r.target else "",
                p=pct(odds.success),
                a=pct(odds.automatic),
                b=pct(odds.after_roll),
                defender=_t(f"defender.{r.defender.side}", lang),
            )
        ),
        *(Note(_t(f"note.{n}", lang)) for n in tie_notes),
        Table(
            _t("one", lang),
            (_t("outcome", lang), _t("chance", lang), _t("exact", lang)),
            (
                (_t(f"row.automatic.{r.kind}", lang), pct(odds.automatic), str(odds.automatic)),
                (_t(f"row.after.{r.kind}", lang), pct(odds.after_roll), str(odds.after_roll)),
                (_t("row.failure", lang), pct(odds.failure), str(odds.failure)),
                (_t("row.success", lang), pct(odds.success), str(odds.success)),
            ),
            highlight=3,
            numeric=(1, 2),
        ),
    ]
    if r.attacker.built:
        blocks.extend(
            (pool_lines(r.attacker, lang), pool_lines(r.defender, lang), Note(_t("builder_used", lang)))
        )
    else:
        blocks.append(
            Lines(_t("dice.typed", lang), tuple(pool_total(p, lang) for p in (r.attacker, r.defender)))
        )
    blocks.append(Lines(_t(f"rules.{r.kind}", lang), tuple(_t(f"note.{n}", lang) for n in other_notes)))
    if r.attempts > 1:
        likeliest = max(r.flips, key=lambda k: r.flips[k])
        blocks.extend(
            (
                Table(
                    _t("series", lang, n=r.attempts),
                    (_t("k", lang), _t("exactly", lang), _t("at_least", lang)),
                    tuple((str(k), pct(p), pct(r.at_least(k))) for k, p in r.flips.items()),
                    highlight=likeliest,
                    numeric=(0, 1, 2),
                ),
                Summary(_t("expected", lang, x=fmt_number(r.expected_flips, lang), n=r.attempts)),
                Note(_t("series_note", lang)),
            )
        )
    return Report(title=_t(f"title.{r.kind}", lang), blocks=tuple(blocks))
