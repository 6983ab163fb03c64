"""Here I Stand: the names the calculators share, in the seeds' words."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ..i18n import Text, tr
from .data import Power

# Power names as in sources/seeds/his-victory.txt «Специальные».
POWER_NAMES: Final[Mapping[Power, Text]] = {
    "ottoman": {"ru": "Османы", "en": "Ottoman"},
    "hapsburg": {"ru": "Габсбурги", "en": "Hapsburg"},
    "england": {"ru": "Англия", "en": "England"},
    "france": {"ru": "Франция", "en": "France"},
    "papacy": {"ru": "Папство", "en": "Papacy"},
    "protestant": {"ru": "Протестанты", "en": "Protestant"},
}


def power_name(power: Power, lang: str) -> str:
    return tr(POWER_NAMES[power], lang)


# Russian names of the debaters (sources/here-i-stand.md §5, debate values on the counters).
DEBATER_NAMES_RU: Final[Mapping[str, str]] = {
    "Carlstadt": "Карлштадт",
    "Olivetan": "Оливетан",
    "Latimer": "Латимер",
    "Wishart": "Уишарт",
    "Bucer": "Буцер",
    "Oekolampadius": "Эколампадий",
    "Bullinger": "Буллингер",
    "Farel": "Фарель",
    "Cop": "Коп",
    "Tyndale": "Тиндейл",
    "Coverdale": "Ковердейл",
    "Melanchthon": "Меланхтон",
    "Zwingli": "Цвингли",
    "Cranmer": "Кранмер",
    "Knox": "Нокс",
    "Luther": "Лютер",
    "Calvin": "Кальвин",
    "Tetzel": "Тецель",
    "Cajetan": "Каэтан",
    "Campeggio": "Кампеджо",
    "Aleander": "Алеандр",
    "Contarini": "Контарини",
    "Caraffa": "Караффа",
    "Eck": "Экк",
    "Pole": "Поул",
    "Faber": "Фабер",
    "Canisius": "Канизий",
    "Gardiner": "Гардинер",
    "Loyola": "Лойола",
}

# Russian names of the New World's discoveries and conquests (sources/here-i-stand.md §5).
NEW_WORLD_NAMES_RU: Final[Mapping[str, str]] = {
    "St. Lawrence River": "река Святого Лаврентия",
    "Great Lakes": "Великие озёра",
    "Mississippi River": "Миссисипи",
    "Amazon River": "Амазонка",
    "Pacific Strait": "Тихоокеанский пролив",
    "Circumnavigation": "кругосветное плавание",
    "Maya": "майя",
    "Aztec": "ацтеки",
    "Inca": "инки",
}
