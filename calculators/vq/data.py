"""Virgin Queen: terms, tables and constants.  Rules live in ``vp.py`` and ``uprising.py``.

Sources: the seed ``shared/seeds/001_85860c0a9902c22c.txt`` (sections «Победа благодаря
восстанию католиков» and «Победные очки»), cited as "seed «section»", and
``shared/reference/virgin-queen.md``, cited as "ref §<heading>".

What is *not* here, on purpose (ref §"Not available (do not invent)"): the VP printed in the
boxes of each power card's key track and the rows and columns of the Protestant Spaces track.
The calculator asks the player for the number printed on their own card instead.  The input
maxima below are therefore generous bounds against typing errors, not rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final, Literal, TypeAlias

from ..i18n import Text

# --- Powers (ref §"What is confirmed": six powers, the Papacy is not a player power) --------

Power: TypeAlias = Literal["ottoman", "spain", "england", "france", "hre", "protestant"]

# In the order of the seed's list «Особые»: Оттоман, Испания, Англия, Франция, Империя, Протестант.
POWERS: Final[tuple[Power, ...]] = ("ottoman", "spain", "england", "france", "hre", "protestant")

# Names as the seed writes them.
POWER_NAME: Final[Mapping[Power, Text]] = {
    "ottoman": {"ru": "Оттоман", "en": "Ottoman"},
    "spain": {"ru": "Испания", "en": "Spain"},
    "england": {"ru": "Англия", "en": "England"},
    "france": {"ru": "Франция", "en": "France"},
    "hre": {"ru": "Империя", "en": "Holy Roman Empire"},
    "protestant": {"ru": "Протестант", "en": "Protestant"},
}

# The genitive the seed uses in «колонки с флажком Испании / Англии / Империи / Протестанта».
POWER_GENITIVE: Final[Mapping[Power, Text]] = {
    "ottoman": {"ru": "Оттомана", "en": "the Ottoman"},
    "spain": {"ru": "Испании", "en": "Spain"},
    "england": {"ru": "Англии", "en": "England"},
    "france": {"ru": "Франции", "en": "France"},
    "hre": {"ru": "Империи", "en": "the Empire"},
    "protestant": {"ru": "Протестанта", "en": "the Protestant"},
}

# --- Base VP (seed «Основные») -----------------------------------------------------------------

# The key tracks are not available (ref §"Not available"): the player types the VP printed in the
# last open box of the card.  0..40 is a bound against typos, not a printed maximum.
CARD_VP_MAX: Final = 40

# Seed «Основные»: «прибавьте 3 ПО за каждую ключевую область, которую он контролирует в Нидерландах».
NETHERLANDS_KEY_VP: Final = 3
# The number of keys in the Netherlands is not available (ref §"Not available"); a generous bound.
NETHERLANDS_KEYS_MAX: Final = 10

# --- Special VP (seed «Протестантские области», «Особые») -----------------------------------------

# The four powers that read their special VP off the Protestant Spaces track (seed «Протестантские
# области»: «Четыре державы получают особые ПО ...»; «Особые»: Испания, Англия, Империя, Протестант).
TRACK_POWERS: Final[tuple[Power, ...]] = ("spain", "england", "hre", "protestant")
# The track itself is not available (ref §"Not available"); a bound against typos.
TRACK_VP_MAX: Final = 40

# Seed «Франция»: «1 ПО после вступления в брак каждой из пяти королевских особ рода Валуа».
VALOIS_MARRIAGE_VP: Final = 1
VALOIS_ROYALS: Final = 5

# --- Bonus VP (seed «Призовые») --------------------------------------------------------------------

# «ПО за убийство [Assassination] (1 ПО за каждое убийство)».
ASSASSINATION_VP: Final = 1
# «кругосветное плавание [Circumnavigation] (2 ПО за первое; 1 ПО за второе)».
CIRCUMNAVIGATION_FIRST_VP: Final = 2
CIRCUMNAVIGATION_SECOND_VP: Final = 1
# ««Королева-девственница» [Virgin Queen] (1 ПО за ход безбрачия)».
VIRGIN_QUEEN_VP_PER_TURN: Final = 1
# «ПО за Суэцкий канал [Suez Canal] (2 ПО, если построен)».
SUEZ_CANAL_VP: Final = 2
# «работорговец [Slave Trader] (–1 ПО)».
SLAVE_TRADER_VP: Final = -1
# «Мария Стюарт Шотландская казнена [Mary Queen of Scots Executed] (–1 ПО)».
MARY_EXECUTED_VP: Final = -1

# Bounds against typos only: the seed sets no maximum.  The number of turns is not available
# (ref §"Not available": sources say 6 or 7), so turns of celibacy are bounded generously.
ASSASSINATIONS_MAX: Final = 20
CELIBACY_TURNS_MAX: Final = 10
OTHER_BONUS_VP_MAX: Final = 40

# --- Victory ---------------------------------------------------------------------------------------

# ref §"What is confirmed": «Standard victory: 25 VP at the end of a turn» (corroborated by two
# secondary sources: WBC 2018 report; Gospel & Gaming review).  Not in the seed.
STANDARD_VICTORY_VP: Final = 25
STANDARD_VICTORY_SOURCE: Final[Text] = {
    "ru": "отчёт о турнире WBC 2018 и обзор Gospel & Gaming",
    "en": "the WBC 2018 report and the Gospel & Gaming review",
}
# Whether a domination victory exists and on what terms is not available (ref §"Not available"),
# although the seed mentions one («воспрепятствовать победе другой державы из-за доминирования»):
# the player may enter the lead their rulebook requires.  A bound against typos.
DOMINATION_MARGIN_MAX: Final = 40

# --- Catholic uprising (seed «Победа благодаря восстанию католиков») ------------------------------

# «достигает в восстании английских католиков на 4 «хита» больше, чем английский игрок».
CATHOLIC_UPRISING_MARGIN: Final = 4
# The seed sets no maximum number of hits; a bound against typos.
UPRISING_HITS_MAX: Final = 50
