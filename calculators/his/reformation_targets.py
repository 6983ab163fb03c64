"""Here I Stand: candidate targets of Reformation attempts side by side, best first.

The rulebook's worked example (ref §9, last paragraph; [S1] §18.3) has the Protestant weigh
six targets of the 95 Theses by their dice: this calculator puts each target's exact chance
(``reformation.reformation_odds``) in one table, best first, so the player picks targets the
way the example does.  The dice of each row are the final counts, bonus dice included.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ..base import Calculator, Preset
from ..i18n import Text, fmt_percent, tr
from ..report import Block, Note, Report, Summary, Table
from ..spec import JSON, BoolField, IntField, RowsField, TextField
from .data import REFORMATION_EXAMPLE_TARGETS, RELIGIOUS_DICE_MAX
from .reformation import AttemptOdds, reformation_odds

MAX_TARGETS = 20

# --- Input ----------------------------------------------------------------------------------


def _dice_field(name: str, ru: str, en: str) -> IntField:
    return IntField(
        name=name,
        label={"ru": ru, "en": en},
        minimum=1,
        maximum=RELIGIOUS_DICE_MAX,
        default=1,
    )


FIELDS = (
    RowsField(
        name="targets",
        label={"ru": "Цели", "en": "Targets"},
        help={
            "ru": "Кости — итоговые, со всеми бонусами. В примере из правил дополнительная кость "
            "95 тезисов уже учтена в числах костей протестантов.",
            "en": "Final dice counts, bonus dice included. In the rulebook's example the 95 Theses' "
            "extra die is already in the Protestant dice.",
        },
        fields=(
            TextField(name="name", label={"ru": "Город", "en": "Space"}, required=False),
            _dice_field("protestant_dice", "Кости протестантов", "Protestant dice"),
            _dice_field("papal_dice", "Кости Папства", "Papal dice"),
            BoolField(
                name="in_target_zone",
                label={"ru": "В целевой языковой зоне", "en": "In the target language zone"},
                default=True,
            ),
        ),
        min_rows=1,
        max_rows=MAX_TARGETS,
        default=({"name": "", "protestant_dice": 1, "papal_dice": 1, "in_target_zone": True},),
        import_from="his.reformation",
    ),
    BoolField(
        name="plus_one",
        label={"ru": "+1 к каждой кости протестантов", "en": "+1 to every Protestant die"},
        help={
            "ru": "«Наставление» Кальвина или полный перевод Библии; для всех целей, "
            "но действует только в целевой языковой зоне",
            "en": "Calvin's Institutes or a Full Bible; for every target, only in the target language zone",
        },
        required=False,
    ),
)


@dataclass(frozen=True)
class Target:
    row: int  # position in the input, from 0
    name: str
    protestant_dice: int
    papal_dice: int
    in_target_zone: bool


@dataclass(frozen=True)
class TargetsInput:
    targets: tuple[Target, ...]
    plus_one: bool


def parse(clean: dict[str, Any]) -> TargetsInput:
    return TargetsInput(
        tuple(
            Target(i, t["name"], t["protestant_dice"], t["papal_dice"], t["in_target_zone"])
            for i, t in enumerate(clean["targets"])
        ),
        clean["plus_one"],
    )


# --- Rules ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class RankedTarget:
    target: Target
    odds: AttemptOdds


@dataclass(frozen=True)
class TargetsResult:
    plus_one: bool
    # Best first; equal chances keep the input order.
    ranking: tuple[RankedTarget, ...]


def compute(inp: TargetsInput) -> TargetsResult:
    ranked = [
        RankedTarget(
            t,
            # Each target is one Reformation attempt (ref §9, §18.3).
            reformation_odds(
                t.protestant_dice, t.papal_dice, in_target_zone=t.in_target_zone, plus_one=inp.plus_one
            ),
        )
        for t in inp.targets
    ]
    ranked.sort(key=lambda r: (-r.odds.success, r.target.row))
    return TargetsResult(inp.plus_one, tuple(ranked))


# --- Output ---------------------------------------------------------------------------------


def to_json(r: TargetsResult) -> dict[str, Any]:
    return {
        "ranking": [
            {
                "row": x.target.row,
                "name": x.target.name,
                "protestant_dice": x.target.protestant_dice,
                "papal_dice": x.target.papal_dice,
                "in_target_zone": x.target.in_target_zone,
                "success": float(x.odds.success),
                "automatic": float(x.odds.automatic),
                "after_roll": float(x.odds.after_roll),
                # ref §9: ties go to the attacker inside the target language zone, else the Papacy.
                "ties": "protestant" if x.target.in_target_zone else "papacy",
                "exact": {"success": str(x.odds.success)},
            }
            for x in r.ranking
        ],
        "best": {"row": r.ranking[0].target.row, "name": r.ranking[0].target.name},
    }


TEXT: dict[str, Text] = {
    "title": {"ru": "Сравнение целей обращения в протестантизм", "en": "Reformation targets compared"},
    "summary": {
        "ru": "Лучшая цель: {name} — {p} (из них автоматически {a}).",
        "en": "Best target: {name} — {p} ({a} automatic).",
    },
    "caption": {
        "ru": "Цели, лучшая первой (кости: протестанты : Папство)",
        "en": "Targets, best first (dice: Protestant : Papal)",
    },
    "place": {"ru": "№", "en": "#"},
    "name": {"ru": "Город", "en": "Space"},
    "dice": {"ru": "Кости", "en": "Dice"},
    "zone": {"ru": "В зоне", "en": "In zone"},
    "in_zone": {"ru": "да", "en": "yes"},
    "outside": {"ru": "нет", "en": "no"},
    "success": {"ru": "Успех", "en": "Success"},
    "automatic": {"ru": "автоматически", "en": "automatic"},
    "after": {"ru": "после броска", "en": "after the roll"},
    "unnamed": {"ru": "цель {n}", "en": "target {n}"},
    "how": {
        "ru": "Учитывается только наибольшая кость каждой стороны. В целевой языковой зоне наибольшая "
        "кость протестантов 6 или больше обращает город без броска Папства, а ничья — за протестантами; "
        "вне зоны автоматического успеха нет и ничья — за Папством.",
        "en": "Only each side's highest die counts. In the target language zone a highest Protestant die "
        "of 6 or more flips the space with no Papal roll and ties go to the Protestant; outside it there "
        "is no automatic success and ties go to the Papacy.",
    },
    "plus_one": {
        "ru": "+1 к каждой кости протестантов учтён только у целей в целевой языковой зоне.",
        "en": "The +1 to every Protestant die counts only for targets in the target language zone.",
    },
    "equal": {
        "ru": "Равные шансы у целей: {names}.",
        "en": "Equal odds: {names}.",
    },
}


def _t(key: str, lang: str, **kw: Any) -> str:
    return tr(TEXT[key], lang).format(**kw)


def _name(t: Target, lang: str) -> str:
    return t.name or _t("unnamed", lang, n=t.row + 1)


def report(r: TargetsResult, lang: str) -> Report:
    def pct(p: Fraction) -> str:
        return fmt_percent(p, lang)

    best = r.ranking[0]
    rows = tuple(
        (
            str(place),
            _name(x.target, lang),
            f"{x.target.protestant_dice} : {x.target.papal_dice}",
            _t("in_zone" if x.target.in_target_zone else "outside", lang),
            pct(x.odds.success),
            pct(x.odds.automatic),
            pct(x.odds.after_roll),
        )
        for place, x in enumerate(r.ranking, start=1)
    )
    blocks: list[Block] = [
        Summary(
            _t(
                "summary",
                lang,
                name=_name(best.target, lang),
                p=pct(best.odds.success),
                a=pct(best.odds.automatic),
            )
        ),
        Table(
            _t("caption", lang),
            (
                _t("place", lang),
                _t("name", lang),
                _t("dice", lang),
                _t("zone", lang),
                _t("success", lang),
                _t("automatic", lang),
                _t("after", lang),
            ),
            rows,
            highlight=0,
            numeric=(0, 4, 5, 6),
        ),
        Note(_t("how", lang)),
    ]
    if r.plus_one:
        blocks.append(Note(_t("plus_one", lang)))
    groups: dict[Fraction, list[str]] = {}
    for x in r.ranking:
        groups.setdefault(x.odds.success, []).append(_name(x.target, lang))
    for names in groups.values():
        if len(names) > 1:
            blocks.append(Note(_t("equal", lang, names=", ".join(names))))
    return Report(title=_t("title", lang), blocks=tuple(blocks))


# --- Calculator -----------------------------------------------------------------------------

EXAMPLE: dict[str, JSON] = {
    "targets": [
        {"name": name, "protestant_dice": p, "papal_dice": c, "in_target_zone": zone}
        for name, p, c, zone in REFORMATION_EXAMPLE_TARGETS
    ],
    "plus_one": False,
}

REFORMATION_TARGETS: Calculator[TargetsInput, TargetsResult] = Calculator(
    id="his.reformation_targets",
    title=TEXT["title"],
    fields=FIELDS,
    parse=parse,
    compute=compute,
    to_json=to_json,
    report=report,
    presets=(
        Preset(
            "rulebook", {"ru": "Пример из правил (95 тезисов)", "en": "Rulebook example (95 Theses)"}, EXAMPLE
        ),
        Preset(
            "blank",
            {"ru": "Начать заново (одна цель)", "en": "Start again (one target)"},
            {
                "targets": [{"name": "", "protestant_dice": 1, "papal_dice": 1, "in_target_zone": True}],
                "plus_one": False,
            },
        ),
    ),
    languages=("ru",),
)
