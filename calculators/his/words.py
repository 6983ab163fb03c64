"""Here I Stand: the names the calculators share, in the words of the site's pages.

Russian as in sources/seeds/his-victory.txt; Portuguese as the site's Portuguese pages and their
glossary (docs/pt/here-i-stand/glossary.md): powers «Османы» / "Otomanos" and so on.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Final

from ..i18n import Text, by_language, tr
from .data import Power

# Power names as in sources/seeds/his-victory.txt «Специальные».
POWER_NAMES: Final[Mapping[Power, Text]] = by_language(
    ru={
        "ottoman": "Османы",
        "hapsburg": "Габсбурги",
        "england": "Англия",
        "france": "Франция",
        "papacy": "Папство",
        "protestant": "Протестанты",
    },
    pt={
        "ottoman": "Otomanos",
        "hapsburg": "Habsburgos",
        "england": "Inglaterra",
        "france": "França",
        "papacy": "Papado",
        "protestant": "Protestantes",
    },
    en={
        "ottoman": "Ottoman",
        "hapsburg": "Hapsburg",
        "england": "England",
        "france": "France",
        "papacy": "Papacy",
        "protestant": "Protestant",
    },
)


def power_name(power: Power, lang: str) -> str:
    return tr(POWER_NAMES[power], lang)


# The debaters' names (sources/here-i-stand.md §5, debate values on the counters): Russian, and
# the Portuguese forms in use where there is one (Lutero, Calvino, Zuínglio...), else the name on
# the counter.
DEBATER_NAMES: Final[Mapping[str, Text]] = by_language(
    ru={
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
    },
    pt={
        "Carlstadt": "Carlstadt",
        "Olivetan": "Olivétan",
        "Latimer": "Latimer",
        "Wishart": "Wishart",
        "Bucer": "Bucer",
        "Oekolampadius": "Ecolampádio",
        "Bullinger": "Bullinger",
        "Farel": "Farel",
        "Cop": "Cop",
        "Tyndale": "Tyndale",
        "Coverdale": "Coverdale",
        "Melanchthon": "Melanchthon",
        "Zwingli": "Zuínglio",
        "Cranmer": "Cranmer",
        "Knox": "Knox",
        "Luther": "Lutero",
        "Calvin": "Calvino",
        "Tetzel": "Tetzel",
        "Cajetan": "Caetano",
        "Campeggio": "Campeggio",
        "Aleander": "Aleandro",
        "Contarini": "Contarini",
        "Caraffa": "Carafa",
        "Eck": "Eck",
        "Pole": "Pole",
        "Faber": "Fabro",
        "Canisius": "Canísio",
        "Gardiner": "Gardiner",
        "Loyola": "Loyola",
    },
)


def _read_english_keyed(table: Mapping[str, Text]) -> Callable[[str, str], str]:
    """The reader of a table of names keyed by the name in English (the counter's own, which is
    the English text): ``(name, lang)`` -> the name in ``lang``."""

    def read(name: str, lang: str) -> str:
        return tr({**table[name], "en": name}, lang)

    return read


debater_name: Final = _read_english_keyed(DEBATER_NAMES)


# The New World's discoveries and conquests (sources/here-i-stand.md §5).
NEW_WORLD_NAMES: Final[Mapping[str, Text]] = by_language(
    ru={
        "St. Lawrence River": "река Святого Лаврентия",
        "Great Lakes": "Великие озёра",
        "Mississippi River": "Миссисипи",
        "Amazon River": "Амазонка",
        "Pacific Strait": "Тихоокеанский пролив",
        "Circumnavigation": "кругосветное плавание",
        "Maya": "майя",
        "Aztec": "ацтеки",
        "Inca": "инки",
    },
    pt={
        "St. Lawrence River": "rio São Lourenço",
        "Great Lakes": "Grandes Lagos",
        "Mississippi River": "rio Mississippi",
        "Amazon River": "rio Amazonas",
        "Pacific Strait": "estreito do Pacífico",
        "Circumnavigation": "circum-navegação",
        "Maya": "maias",
        "Aztec": "astecas",
        "Inca": "incas",
    },
)


new_world_name: Final = _read_english_keyed(NEW_WORLD_NAMES)
