"""Here I Stand: the names the calculators share, in the words of the site's pages.

Russian as in sources/seeds/his-victory.txt; Portuguese as the site's Portuguese pages and their
glossary (docs/pt/here-i-stand/glossary.md): powers «Османы» / "Otomanos" and so on.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ..i18n import Text, tr
from .data import Power

# Power names as in sources/seeds/his-victory.txt «Специальные».
POWER_NAMES: Final[Mapping[Power, Text]] = {
    "ottoman": {"ru": "Османы", "pt": "Otomanos", "en": "Ottoman"},
    "hapsburg": {"ru": "Габсбурги", "pt": "Habsburgos", "en": "Hapsburg"},
    "england": {"ru": "Англия", "pt": "Inglaterra", "en": "England"},
    "france": {"ru": "Франция", "pt": "França", "en": "France"},
    "papacy": {"ru": "Папство", "pt": "Papado", "en": "Papacy"},
    "protestant": {"ru": "Протестанты", "pt": "Protestantes", "en": "Protestant"},
}


def power_name(power: Power, lang: str) -> str:
    return tr(POWER_NAMES[power], lang)


# The debaters' names (sources/here-i-stand.md §5, debate values on the counters): Russian, and
# the Portuguese forms in use where there is one (Lutero, Calvino, Zuínglio...), else the name on
# the counter.
DEBATER_NAMES: Final[Mapping[str, Text]] = {
    "Carlstadt": {"ru": "Карлштадт", "pt": "Carlstadt"},
    "Olivetan": {"ru": "Оливетан", "pt": "Olivétan"},
    "Latimer": {"ru": "Латимер", "pt": "Latimer"},
    "Wishart": {"ru": "Уишарт", "pt": "Wishart"},
    "Bucer": {"ru": "Буцер", "pt": "Bucer"},
    "Oekolampadius": {"ru": "Эколампадий", "pt": "Ecolampádio"},
    "Bullinger": {"ru": "Буллингер", "pt": "Bullinger"},
    "Farel": {"ru": "Фарель", "pt": "Farel"},
    "Cop": {"ru": "Коп", "pt": "Cop"},
    "Tyndale": {"ru": "Тиндейл", "pt": "Tyndale"},
    "Coverdale": {"ru": "Ковердейл", "pt": "Coverdale"},
    "Melanchthon": {"ru": "Меланхтон", "pt": "Melanchthon"},
    "Zwingli": {"ru": "Цвингли", "pt": "Zuínglio"},
    "Cranmer": {"ru": "Кранмер", "pt": "Cranmer"},
    "Knox": {"ru": "Нокс", "pt": "Knox"},
    "Luther": {"ru": "Лютер", "pt": "Lutero"},
    "Calvin": {"ru": "Кальвин", "pt": "Calvino"},
    "Tetzel": {"ru": "Тецель", "pt": "Tetzel"},
    "Cajetan": {"ru": "Каэтан", "pt": "Caetano"},
    "Campeggio": {"ru": "Кампеджо", "pt": "Campeggio"},
    "Aleander": {"ru": "Алеандр", "pt": "Aleandro"},
    "Contarini": {"ru": "Контарини", "pt": "Contarini"},
    "Caraffa": {"ru": "Караффа", "pt": "Carafa"},
    "Eck": {"ru": "Экк", "pt": "Eck"},
    "Pole": {"ru": "Поул", "pt": "Pole"},
    "Faber": {"ru": "Фабер", "pt": "Fabro"},
    "Canisius": {"ru": "Канизий", "pt": "Canísio"},
    "Gardiner": {"ru": "Гардинер", "pt": "Gardiner"},
    "Loyola": {"ru": "Лойола", "pt": "Loyola"},
}


def debater_name(debater: str, lang: str) -> str:
    """A debater's name in ``lang`` (the counter's own, in English)."""
    return tr({**DEBATER_NAMES[debater], "en": debater}, lang)


# The New World's discoveries and conquests (sources/here-i-stand.md §5).
NEW_WORLD_NAMES: Final[Mapping[str, Text]] = {
    "St. Lawrence River": {"ru": "река Святого Лаврентия", "pt": "rio São Lourenço"},
    "Great Lakes": {"ru": "Великие озёра", "pt": "Grandes Lagos"},
    "Mississippi River": {"ru": "Миссисипи", "pt": "rio Mississippi"},
    "Amazon River": {"ru": "Амазонка", "pt": "rio Amazonas"},
    "Pacific Strait": {"ru": "Тихоокеанский пролив", "pt": "estreito do Pacífico"},
    "Circumnavigation": {"ru": "кругосветное плавание", "pt": "circum-navegação"},
    "Maya": {"ru": "майя", "pt": "maias"},
    "Aztec": {"ru": "ацтеки", "pt": "astecas"},
    "Inca": {"ru": "инки", "pt": "incas"},
}


def new_world_name(place: str, lang: str) -> str:
    return tr({**NEW_WORLD_NAMES[place], "en": place}, lang)
