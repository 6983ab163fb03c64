"""The texts of ``vq.vp``: the report, the Empire's secret, the messages of the checks across
fields, the aid (numbers from the rules' constants).

Russian follows the site's chapter (``docs/ru/virgin-queen/victory.md``: «ПО», «Османы»,
«карточка державы», «дорожка протестантских областей»); Portuguese its Brazilian edition
(``docs/pt/virgin-queen/victory.md`` and the glossary: «PV», «Otomanos», «carta de potência»,
«trilha de espaços protestantes», “ ” quotes).  Power names come in two forms (``..words``):
``{names}`` / ``{name}`` in the nominative, ``{gens}`` / ``{gen}`` in the genitive («у Испании»,
«da Espanha»); each language takes the one its sentence needs.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Text, catalog, words_file
from ..data import (
    ASSASSINATION_VP,
    NETHERLANDS_KEY_VP,
    STANDARD_VICTORY_VP,
    VALOIS_MARRIAGE_VP,
    VIRGIN_QUEEN_VP_PER_TURN,
)
from ..words import STANDARD_VICTORY_SOURCE

NUMBERS: Final = {
    "netherlands_key_vp": NETHERLANDS_KEY_VP,
    "valois_vp": VALOIS_MARRIAGE_VP,
    "assassination_vp": ASSASSINATION_VP,
    "virgin_queen_vp": VIRGIN_QUEEN_VP_PER_TURN,
}

# The texts themselves are in words.toml beside this file, one [TABLE.key] a text.
WORDS: Final = words_file(__name__)

TEXT: Final[Mapping[str, Text]] = WORDS.table("TEXT")

# The help of the domination field: the one place that says where the standard victory's VP come
# from and asks for the domination's terms (issue 16); the results apply them without repeating it.
DOMINATION_HELP: Final[Text] = {
    "ru": f"Порог стандартной победы — {STANDARD_VICTORY_VP}\u00a0ПО в конце хода — в тексте правил "
    f"выше не приведён: он взят из двух вторичных источников ({STANDARD_VICTORY_SOURCE['ru']}). "
    "Победа по доминированию там упомянута без условий: введите отрыв из своего свода правил "
    "(там же проверьте, с какого хода она действует). Калькулятор проверяет, опережает ли "
    "держава каждую другую не меньше чем на это число ПО.",
    "pt": f"O limite da vitória padrão — {STANDARD_VICTORY_VP}\u00a0PV no fim de um turno — não está no "
    f"texto das regras acima: vem de duas fontes secundárias ({STANDARD_VICTORY_SOURCE['pt']}). A "
    "vitória por dominação é mencionada ali sem as condições: informe a vantagem exigida pelo seu "
    "livro de regras (e confira nele a partir de que turno ela vale). A calculadora verifica se "
    "uma potência está à frente de cada uma das outras por pelo menos esse número de PV.",
    "en": f"The standard victory's {STANDARD_VICTORY_VP} VP at the end of a turn are not in the rules "
    f"above: they come from two secondary sources ({STANDARD_VICTORY_SOURCE['en']}). The rules mention "
    "a domination victory without its terms: enter the lead your rulebook requires (and check "
    "there from which turn it applies). The calculator checks whether a power leads every other "
    "by at least this many VP.",
}

# Inputs no game can hold (checks across fields, in ``form.py``).
MESSAGES: Final[Mapping[str, Text]] = WORDS.table("MESSAGES")

AID_TEXT: Final[Mapping[str, Text]] = WORDS.table("AID_TEXT")

words = catalog(TEXT, NUMBERS)
aid_words = catalog(AID_TEXT, NUMBERS)
