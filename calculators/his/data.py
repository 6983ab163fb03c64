"""Here I Stand: tables and constants.  Rules live in the other modules of this package.

Sources: the seeds in ``shared/seeds`` (000: victory and VP; 002: 95 Theses and the Diet
of Worms) and ``shared/reference/here-i-stand.md`` (500th Anniversary edition), cited
per table as "ref §N".
"""

from __future__ import annotations

from typing import Final

# --- Diet of Worms (seed 002, steps 3-4; ref §7) ------------------------------------------

# Every card's CP is 1-6 (ref §7: "Every card's CP is 1–6. Copernicus (#47) is the only 6-CP card").
CARD_CP_MIN: Final = 1
CARD_CP_MAX: Final = 6

# Seed 002 step 3: "бросает столько костей, сколько CP стоит его карта, плюс 4".
DIET_PROTESTANT_EXTRA_DICE: Final = 4

# Seed 002 steps 3-4: "Каждая выпавшая 5 или 6 – это «удар»".
DIET_HIT_ON: Final = 5
