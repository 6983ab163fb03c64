"""Here I Stand: terms, tables and constants.  The rules live in the calculators' packages.

Every table cites its source in this repository: the seeds ``sources/seeds/his-victory.txt``
(victory and VP) and ``sources/seeds/his-diet-of-worms.txt`` (95 Theses, the Diet of Worms),
by section, and ``sources/here-i-stand.md`` (500th Anniversary edition), by section.
"""

from __future__ import annotations

from typing import Final, Literal, TypeAlias

# --- Powers (sources/here-i-stand.md §1, §6) -------------------------------------------------

Power: TypeAlias = Literal["ottoman", "hapsburg", "england", "france", "papacy", "protestant"]
KeyPower: TypeAlias = Literal["ottoman", "hapsburg", "england", "france", "papacy"]

# In the order of the power cards and of sources/seeds/his-victory.txt «Специальные».
POWERS: Final[tuple[Power, ...]] = ("ottoman", "hapsburg", "england", "france", "papacy", "protestant")
# The powers with a key track (sources/here-i-stand.md §1): all but the Protestant.
KEY_POWERS: Final[tuple[KeyPower, ...]] = ("ottoman", "hapsburg", "england", "france", "papacy")


# --- Diet of Worms (sources/seeds/his-diet-of-worms.txt «Вормсский сейм», steps 3-4) ----------

# Every card's CP is 1-6 (sources/here-i-stand.md §7: "Copernicus (#47) is the only 6-CP card").
CARD_CP_MIN: Final = 1
CARD_CP_MAX: Final = 6

# «Первые два (95 тезисов Лютера и Вормсский сейм) происходят автоматически в начале 1 хода».
THESES_AND_DIET_TURN: Final = 1

# Step 3: «бросает столько костей, сколько CP стоит его карта, плюс 4».
DIET_PROTESTANT_EXTRA_DICE: Final = 4

# Steps 3-4: «Каждая выпавшая 5 или 6 – это «удар»».
DIET_HIT_ON: Final = 5


# --- Reformation and Counter Reformation attempts (sources/here-i-stand.md §9) ---------------
# §9 paraphrases the rulebook [S1] §18.3-18.4; sources/seeds/his-diet-of-worms.txt sends the
# five attempts of Luther's 95 Theses to §18.3.

# Base dice of either side (§9: "1 per adjacent Protestant space, 1 per adjacent reformer, 1 per
# adjacent stack of Protestant land units (one unit is a stack), 2 if a reformer is in the
# target, 2 if a Protestant stack is in the target"; the Papacy: "1 per adjacent Catholic space,
# 1 per adjacent Jesuit university, 1 per adjacent Catholic stack, 2 for a university in the
# target, 2 for a Catholic stack in the target").
RELIGIOUS_DICE_PER_ADJACENT_SPACE: Final = 1
RELIGIOUS_DICE_PER_ADJACENT_REFORMER_OR_UNIVERSITY: Final = 1
RELIGIOUS_DICE_PER_ADJACENT_STACK: Final = 1
RELIGIOUS_DICE_REFORMER_OR_UNIVERSITY_IN_TARGET: Final = 2
RELIGIOUS_DICE_STACK_IN_TARGET: Final = 2
# §9: "never fewer than 1" (both sides, both kinds of attempt).
RELIGIOUS_MINIMUM_DICE: Final = 1

# Reformation bonus dice (§9: "+1 if Printing Press was played this turn, +1 for an attempt from
# Luther's 95 Theses, +1 for an applicable debater bonus").
PRINTING_PRESS_BONUS_DICE: Final = 1
NINETY_FIVE_THESES_BONUS_DICE: Final = 1
REFORMATION_DEBATER_BONUS_DICE: Final = 1
# Counter Reformation (§9: "+1 or +2 bonus dice from an applicable debater bonus").
COUNTER_REFORMATION_DEBATER_BONUS_MAX: Final = 2

# Modifiers to every die (§9: "+1 to every Protestant die if the attempt comes from Calvin's
# Institutes or a Full Bible translation and the target is in the target language zone"; "-1 to
# every Papal die if Augsburg Confession was played this turn").
CALVIN_OR_FULL_BIBLE_MODIFIER: Final = 1
AUGSBURG_CONFESSION_MODIFIER: Final = -1

# §9: Reformation "highest modified roll 6 or more and the target in the target language zone";
# Counter Reformation "only if the highest modified Papal roll is 6".
AUTOMATIC_SUCCESS_ROLL: Final = 6

# sources/seeds/his-diet-of-worms.txt «Тезисов Лютера»: «Протестанты производят 5 попыток
# обращения, нацеленных на немецкую языковую зону, в каждой из которых бросают 1 дополнительную
# кость» (§9 "Attempts per source": Luther's 95 Theses 5).
NINETY_FIVE_THESES_ATTEMPTS: Final = 5

# Attempts a card gives, with the same odds (§9 "Attempts per source").
ATTEMPTS: Final = {
    "ninety_five_theses": NINETY_FIVE_THESES_ATTEMPTS,
    "treatise": 2,
    "treatise_with_bonus": 3,  # with Carlstadt's or Calvin's debater bonus
    "new_testament": 6,
    "full_bible": 6,
    "calvins_institutes": 5,
    "burn_books": 2,
    "burn_books_with_bonus": 3,  # with Cajetan's or Caraffa's debater bonus
}

# NOTE: not rules, bounds against typing errors: dice counts are whole numbers from 1 to 20
# (issue 6), at most 20 attempts in a series and 20 targets compared, and a space has a
# handful of neighbours.
RELIGIOUS_DICE_MAX: Final = 20
ATTEMPTS_MAX: Final = 20
TARGETS_MAX: Final = 20
BUILDER_COUNT_MAX: Final = 10

# The rulebook's worked example (§9, last paragraph: [S1] §18.3, 95 Theses, German zone):
# (target, Protestant dice, Papal dice, in the target language zone).  The dice are the final
# counts the example lists, the 95 Theses' extra die included.  The spaces are named as the
# source (and the English map) names them: a preset is the same input in every language.
REFORMATION_EXAMPLE_TARGETS: Final[tuple[tuple[str, int, int, bool], ...]] = (
    ("Lubeck", 3, 3, True),  # Lubeck 3 vs 3 (in zone)
    ("Stettin", 3, 1, True),  # Stettin 3 vs 1 (in zone)
    ("Breslau", 6, 1, False),  # Breslau 6 vs 1 (outside)
    ("Prague", 4, 5, False),  # Prague 4 vs 5 (outside)
    ("Leipzig", 4, 4, True),  # Leipzig 4 vs 4 (in zone)
    ("Magdeburg", 6, 3, True),  # Magdeburg 6 vs 3 (in zone)
)


# --- Victory points (sources/seeds/his-victory.txt «23.2. Победные очки»; sources/here-i-stand.md §1-§5)

# Key tracks on the power cards (sources/here-i-stand.md §1, CONFIRMED-P, power cards [S2a]):
# the VP printed in boxes 1, 2, 3 ... of each track.  The box after the last numbered one is
# printed "Auto Win" and carries no VP number, so it is not in these tuples.
KEY_TRACK_VP: Final[dict[KeyPower, tuple[int, ...]]] = {
    "ottoman": (2, 4, 6, 8, 10, 12, 14, 16, 18, 20),
    "hapsburg": (2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14),
    "england": (3, 5, 7, 9, 11, 13, 15, 17),
    "france": (2, 4, 6, 8, 10, 12, 14, 16, 18, 20),
    "papacy": (2, 4, 6, 8, 10, 12),
}

# Boxes per track = the Auto Win box (sources/here-i-stand.md §1: 11, 14, 9, 11, 7; §6 "Auto Win
# box = key count").  Derived: the numbered boxes plus Auto Win.
KEY_TRACK_BOXES: Final[dict[KeyPower, int]] = {power: len(vp) + 1 for power, vp in KEY_TRACK_VP.items()}

# Key spaces on the map, 33 in all (sources/here-i-stand.md §1 "Key spaces on the map", [S6]).
KEY_SPACES: Final = (
    # capitals
    "London", "Paris", "Valladolid", "Vienna", "Rome", "Istanbul",
    # other home keys: Ottoman, Hapsburg, England, France, Papacy
    "Edirne", "Salonika", "Athens", "Algiers",
    "Seville", "Barcelona", "Navarre", "Naples", "Antwerp",
    "York", "Bristol", "Calais",
    "Rouen", "Lyon", "Marseille", "Bordeaux",
    "Ravenna",
    # minor-power keys
    "Genoa", "Venice", "Edinburgh", "Buda", "Prague", "Belgrade",
    # independent keys
    "Metz", "Milan", "Florence", "Tunis",
)  # fmt: skip

# Keys held at the start of the 1517 scenario (sources/here-i-stand.md §1 "Starting keys and VP,
# 1517 scenario"; start VP 8/9/9/12/19/0 there).  The Protestant holds no key.
START_1517_KEYS: Final[dict[KeyPower, tuple[str, ...]]] = {
    "ottoman": ("Istanbul", "Edirne", "Salonika", "Athens"),
    "hapsburg": ("Valladolid", "Vienna", "Seville", "Barcelona", "Navarre", "Naples", "Antwerp", "Tunis"),
    "england": ("London", "York", "Bristol", "Calais"),
    "france": ("Paris", "Rouen", "Lyon", "Marseille", "Bordeaux", "Milan"),
    "papacy": ("Rome", "Ravenna"),
}

# The six electorates (sources/here-i-stand.md §2, Electorate Display [S2c]).
ELECTORATES: Final = ("Augsburg", "Brandenburg", "Cologne", "Mainz", "Trier", "Wittenberg")

# sources/seeds/his-victory.txt «Базовые»: «по 2 за каждое курфюршество под протестантским
# политическим контролем и религиозным влиянием».
PROTESTANT_VP_PER_ELECTORATE: Final = 2

# sources/seeds/his-victory.txt «Габсбурги»: «1 VP за каждое курфюршество под габсбуржским
# политическим контролем».
HAPSBURG_VP_PER_ELECTORATE: Final = 1

# The 12 English home spaces (sources/here-i-stand.md §4, red on the board [S2c]).
ENGLISH_HOME_SPACES: Final = (
    "London", "York", "Bristol", "Calais", "Berwick", "Carlisle",
    "Shrewsbury", "Lincoln", "Norwich", "Wales", "Plymouth", "Portsmouth",
)  # fmt: skip

# sources/seeds/his-victory.txt «Англия»: «1 VP за каждые 2 английских национальных города ...
# Округлите результат деления вниз».
ENGLISH_HOME_SPACES_PER_VP: Final = 2

# sources/seeds/his-victory.txt «Англия», «Наследник»: Edward VI 5 VP, else Elizabeth I 2 VP
# (sources/here-i-stand.md §4).
HEIR_VP: Final = {"none": 0, "elizabeth": 2, "edward": 5}

# Tracks on the power cards (sources/here-i-stand.md §5): piracy 0-10 (CONFIRMED-P, [S1] §16.4),
# chateaux 0-6 ([S1] §21.4), St. Peter's VP track 0-5 ([S1] §18.1).
PIRACY_VP_MAX: Final = 10
CHATEAUX_VP_MAX: Final = 6
ST_PETERS_VP_MAX: Final = 5

# Protestant Spaces Track (sources/here-i-stand.md §3, Religious Struggle card [S2b],
# CONFIRMED-P): the first number of spaces of each row.  Row i gives the Papacy (purple) 15 - i
# and the Protestant (brown) i: "The two always sum to 15 (0–49)".  Box 50 is "Auto Win"
# (religious victory, sources/seeds/his-victory.txt «Религиозная победа»: «в 50 городах»).
PROTESTANT_SPACES_ROW_STARTS: Final = (0, 4, 7, 10, 14, 17, 20, 24, 27, 30, 34, 37, 40, 44, 47)
PROTESTANT_SPACES_VP_SUM: Final = 15
PROTESTANT_SPACES_AUTO_WIN: Final = 50

# (purple, brown) for 0..49 Protestant spaces, derived from the row starts.
PROTESTANT_SPACES_TRACK: Final = tuple(
    (PROTESTANT_SPACES_VP_SUM - row, row)
    for spaces in range(PROTESTANT_SPACES_AUTO_WIN)
    for row in [sum(1 for start in PROTESTANT_SPACES_ROW_STARTS[1:] if spaces >= start)]
)

# Debate values on the counters (sources/here-i-stand.md §5 "Debate values").  Seed «Бонусные»:
# a burned Protestant / disgraced Papal debater gives «1 за каждую единицу рейтинга богослова»,
# to the Papacy / to the Protestant (sources/here-i-stand.md §5 "Debaters").
PROTESTANT_DEBATERS: Final = {
    "Carlstadt": 1, "Olivetan": 1, "Latimer": 1, "Wishart": 1,
    "Bucer": 2, "Oekolampadius": 2, "Bullinger": 2, "Farel": 2, "Cop": 2, "Tyndale": 2, "Coverdale": 2,
    "Melanchthon": 3, "Zwingli": 3, "Cranmer": 3, "Knox": 3,
    "Luther": 4, "Calvin": 4,
}  # fmt: skip
PAPAL_DEBATERS: Final = {
    "Tetzel": 1, "Cajetan": 1,
    "Campeggio": 2, "Aleander": 2, "Contarini": 2, "Caraffa": 2,
    "Eck": 3, "Pole": 3, "Faber": 3, "Canisius": 3, "Gardiner": 3,
    "Loyola": 4,
}  # fmt: skip
DEBATE_RATINGS: Final = (1, 2, 3, 4)
BURNED_DEBATERS_SCORER: Final[Power] = "papacy"
DISGRACED_DEBATERS_SCORER: Final[Power] = "protestant"

# New World VP (sources/here-i-stand.md §5 "Exploration", "Conquest", board [S2c]).  Their VP
# markers go on the "Eng, Haps or Fra power cards" (§5 "Who explores and conquers"): only these
# three explore and conquer.
EXPLORATION_VP: Final = {
    "St. Lawrence River": 1,
    "Great Lakes": 1,
    "Mississippi River": 1,
    "Amazon River": 2,
    "Pacific Strait": 1,
    "Circumnavigation": 3,
}
CONQUEST_VP: Final = {"Maya": 1, "Aztec": 2, "Inca": 2}
NEW_WORLD_POWERS: Final[tuple[Power, ...]] = ("hapsburg", "england", "france")

# Events (seed «Бонусные»; sources/here-i-stand.md §5): Copernicus 1 or 2 VP (500th edition; the
# seed says 2), Michael Servetus 1 VP, Julia Gonzaga 1 VP to the Ottoman.  Copernicus enters the
# deck on Turn 5, Servetus on Turn 4.
COPERNICUS_VP: Final = (1, 2)
SERVETUS_VP: Final = 1
JULIA_GONZAGA_VP: Final = 1
JULIA_GONZAGA_SCORER: Final[Power] = "ottoman"
COPERNICUS_FROM_TURN: Final = 5
SERVETUS_FROM_TURN: Final = 4

# Bible translations: 1 VP per Full Bible, German, French or English (sources/here-i-stand.md
# §5), for the Protestant.
BIBLE_LANGUAGES: Final = ("German", "French", "English")
BIBLE_TRANSLATION_SCORER: Final[Power] = "protestant"

# Master of Italy VP markers: 9 of 1 VP and 9 of 2 VP (sources/here-i-stand.md §5, BGA counters).
MASTER_OF_ITALY_MARKERS: Final = {1: 9, 2: 9}
MASTER_OF_ITALY_VP_MAX: Final = sum(vp * n for vp, n in MASTER_OF_ITALY_MARKERS.items())

# Phony War: -1 VP per marker, from a war declared on Scotland or Venice (sources/here-i-stand.md
# §5; the BGA counter mix has one marker for each of the two).
PHONY_WAR_MINORS: Final = ("Scotland", "Venice")
PHONY_WAR_VP: Final = -1

# NOTE: not a rule.  War Winner markers are unlimited (1 VP, or 2 with the Ottoman, per war won;
# sources/here-i-stand.md §5); this only bounds the input.
WAR_WINNER_VP_MAX: Final = 20


# --- Victory (sources/seeds/his-victory.txt «23.3. Фаза определения победителя»; sources/here-i-stand.md §6)

# «Если любая держава наберет 25 или более VP»; domination «как минимум на 5 VP больше», «начиная
# только с 4 хода»; time victory «только в конце 9 хода».  The game's turns are 1 to 9 (§6).
STANDARD_VICTORY_VP: Final = 25
DOMINATION_LEAD: Final = 5
DOMINATION_FROM_TURN: Final = 4
FIRST_TURN: Final = 1
LAST_TURN: Final = 9
