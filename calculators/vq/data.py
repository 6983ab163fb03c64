"""Virgin Queen: terms, tables and constants.  The rules live in the calculators' packages.

Sources: the seed ``sources/seeds/vq-victory.txt`` (sections «Победа благодаря восстанию
католиков» and «Победные очки»), cited by section, and ``sources/virgin-queen.md``, cited by
section: §1 what is confirmed, §2 what the seed gives, §3 what is not available.

What is *not* here, on purpose (sources/virgin-queen.md §3 "Not available (do not invent)"):
the VP printed in the boxes of each power card's key track and the rows and columns of the
Protestant Spaces track.  The calculator asks the player for the number printed on their own
card instead.  The input maxima below are therefore generous bounds against typing errors,
not rules.
"""

from __future__ import annotations

from typing import Final, Literal, TypeAlias

# --- Powers (sources/virgin-queen.md §1: six powers, the Papacy is not a player power) ---------

Power: TypeAlias = Literal["ottoman", "spain", "england", "france", "hre", "protestant"]

# In the order of the seed's list «Особые»: Оттоман, Испания, Англия, Франция, Империя, Протестант.
POWERS: Final[tuple[Power, ...]] = ("ottoman", "spain", "england", "france", "hre", "protestant")

# --- Base VP (seed «Основные») -----------------------------------------------------------------

# The key tracks are not available (sources/virgin-queen.md §3): the player types the VP printed
# in the last open box of the card.  0..40 is a bound against typos, not a printed maximum.
CARD_VP_MAX: Final = 40

# Seed «Основные»: «прибавьте 3 ПО за каждую ключевую область, которую он контролирует в Нидерландах».
NETHERLANDS_KEY_VP: Final = 3
# The number of keys in the Netherlands is not available (sources/virgin-queen.md §3); a generous bound.
NETHERLANDS_KEYS_MAX: Final = 10

# --- Special VP (seed «Протестантские области», «Особые») -----------------------------------------

# The four powers that read their special VP off the Protestant Spaces track (seed
# «Протестантские области»: «Четыре державы получают особые ПО ...»; «Особые»: Испания, Англия,
# Империя, Протестант).
TRACK_POWERS: Final[tuple[Power, ...]] = ("spain", "england", "hre", "protestant")
# The track itself is not available (sources/virgin-queen.md §3); a bound against typos.
TRACK_VP_MAX: Final = 40
# The power whose track VP stay secret until it reveals its religious preference (seed
# «Император Священной Римской империи»; sources/virgin-queen.md §1).
SECRET_PREFERENCE_POWER: Final[Power] = "hre"

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
# (sources/virgin-queen.md §3: sources say 6 or 7), so turns of celibacy are bounded generously.
ASSASSINATIONS_MAX: Final = 20
CELIBACY_TURNS_MAX: Final = 10
OTHER_BONUS_VP_MAX: Final = 40

# --- Victory ---------------------------------------------------------------------------------------

# sources/virgin-queen.md §1: "Standard victory: 25 VP at the end of a turn" (corroborated by two
# secondary sources: WBC 2018 report; Gospel & Gaming review).  Not in the seed.
STANDARD_VICTORY_VP: Final = 25
# Whether a domination victory exists and on what terms is not available (sources/virgin-queen.md
# §3), although the seed mentions one («воспрепятствовать победе другой державы из-за
# доминирования»): the player may enter the lead their rulebook requires.  A bound against typos.
DOMINATION_MARGIN_MAX: Final = 40

# --- Catholic uprising (seed «Победа благодаря восстанию католиков») ------------------------------

# «достигает в восстании английских католиков на 4 «хита» больше, чем английский игрок».
CATHOLIC_UPRISING_MARGIN: Final = 4
# The seed sets no maximum number of hits; a bound against typos.
UPRISING_HITS_MAX: Final = 50
