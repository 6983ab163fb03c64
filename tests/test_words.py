"""Numbers in the calculators' texts come from the rules' constants (issue 13).

A text that writes «в конце 9-го хода» or «(25 VP)» or «6 moedas» by hand stays 9, 25 or 6
when the rule's constant changes (or is corrected against its source).  Every text of a game
package is a ``{"ru": …, "en": …}`` literal (a :data:`calculators.i18n.Text`), an entry of a
table of one language (``by_language(ru={key: text, …}, en={…})``) or a text of a TOML file of
words (``[TEXT.title]``, read by ``calculators.i18n.words_file``); this test reads those texts
from the source, takes out what is filled in at run time (``{placeholders}``
and the ``{…}`` parts of f-strings) and references to numbered sections or steps (``§18.3``,
«шаг 5», «fase 3»), and fails on any number left that is the value of one of the game's
constants (``<game>/data.py``, and a die's faces).
"""

from __future__ import annotations

import ast
import importlib
import re
import sys
import tomllib
from collections.abc import Iterator, Mapping
from pathlib import Path
from types import ModuleType

import pytest

import calculators
from calculators import dice
from calculators.his import data as his_data
from calculators.i18n import Catalog, Counted, WordsFile, by_language, filled, words_file
from calculators.juizes import data as juizes_data
from calculators.vq import data as vq_data
from hooks.runtime import core_files

CORE = Path(calculators.__file__).parent
GAMES: dict[str, ModuleType] = {"his": his_data, "vq": vq_data, "juizes": juizes_data}
LANGS = {"ru", "pt", "en"}

# References to a numbered part of a text, not quantities: §18.3, «шаг 5», «fase 7», «фаза 7», [S2a].
REFERENCE = re.compile(r"§\s*[\d.]+|\b(?:шаг|step|fase|phase|фаз[аеыу])\s+\d+|\[S\d+\w*\]", re.IGNORECASE)
NUMBER = re.compile(r"(?<![\w])\d+(?![\w])")


def rule_numbers(module: ModuleType) -> set[int]:
    """Every whole number a game's constants hold, tables included (0 apart)."""
    found: set[int] = {dice.FACES}

    def walk(value: object) -> None:
        if isinstance(value, bool):
            return
        if isinstance(value, int):
            found.add(abs(value))
        elif isinstance(value, Mapping):
            for key, item in value.items():
                walk(key)
                walk(item)
        elif isinstance(value, tuple | list | set | frozenset):
            for item in value:
                walk(item)

    for name, value in vars(module).items():
        if name.isupper():
            walk(value)
    found.discard(0)
    return found


def literal_text(node: ast.expr) -> str:
    """The part of a text written in the source: placeholders and f-string fields blanked out."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return re.sub(r"\{[^{}]*\}", " ", node.value)
    if isinstance(node, ast.JoinedStr):
        return "".join(literal_text(part) if isinstance(part, ast.Constant) else " " for part in node.values)
    return ""


def toml_texts(path: Path) -> Iterator[tuple[str, dict[str, str]]]:
    """(``[TABLE.key]`` or ``[NAME]``, the text) of each text of a TOML file of words, as
    calculators.i18n.WordsFile reads them: a table of texts, or a single text."""
    for name, entry in tomllib.loads(path.read_text(encoding="utf-8")).items():
        if all(isinstance(value, dict) for value in entry.values()):
            yield from ((f"[{name}.{key}]", text) for key, text in entry.items())
        else:
            yield f"[{name}]", entry


def texts(path: Path) -> Iterator[tuple[int | str, str]]:
    """(line, text) of every language's string of every Text literal, and of every table of one
    language's texts (a ``by_language`` argument), in ``path``; in a TOML file of words,
    (``[TABLE.key]``, text) of each of its strings."""
    if path.suffix == ".toml":
        for where, text in toml_texts(path):
            for lang, string in text.items():
                assert lang in LANGS and isinstance(string, str), (path, where, lang)
                yield where, re.sub(r"\{[^{}]*\}", " ", string)
        return
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Dict) and node.keys:
            if all(isinstance(k, ast.Constant) and k.value in LANGS for k in node.keys):
                for value in node.values:
                    yield node.lineno, literal_text(value)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "by_language":
            for table in node.keywords:
                assert table.arg in LANGS and isinstance(table.value, ast.Dict), ast.dump(table)
                for value in table.value.values:
                    yield value.lineno, literal_text(value)


def numbers_in(text: str) -> list[int]:
    return [int(n) for n in NUMBER.findall(REFERENCE.sub(" ", text))]


def repeated_constants(game: str) -> list[str]:
    numbers = rule_numbers(GAMES[game])
    out = []
    for path in core_files(CORE / game):
        for line, text in texts(path):
            for n in numbers_in(text):
                if n in numbers:
                    out.append(f"{path.relative_to(CORE)}:{line}: {n} in {text.strip()!r}")
    return out


def test_the_check_finds_a_number_typed_by_hand() -> None:
    # The examples of issue 13, as they were written before.
    his, juizes = rule_numbers(his_data), rule_numbers(juizes_data)
    assert his_data.LAST_TURN in his and his_data.STANDARD_VICTORY_VP in his
    assert numbers_in("Победа по времени: {power} ({vp} VP) в конце 9-го хода.") == [9]
    assert numbers_in("До стандартной победы (25 VP) не хватает {n}.") == [25]
    assert numbers_in(literal_text(ast.parse('f"CP, от 1 до {CARD_CP_MAX}"', mode="eval").body)) == [1]
    assert 6 in juizes and numbers_in("O dote inicial de 6 moedas") == [6]
    # References are not quantities; placeholders are filled from the constants.
    assert numbers_in("Как разрешается попытка (§18.3)") == []
    assert numbers_in("Победа протестантов (шаг 5)") == []
    assert numbers_in("Проверка победы (фаза 7)") == [] and numbers_in("в фазе 3") == []
    assert numbers_in("в конце {last_turn}-го хода") == []


# The same texts written in a words.py (a table of one language, a Text literal) and in a TOML
# file of words: the scan reads the numbers of both alike.
SAME_TEXTS = {
    "words.py": 'TEXT = by_language(ru={"end": "в конце 9-го хода"}, en={"end": "at the end of turn {last_turn}"})\n'
    'LABEL = {"ru": "25 VP", "en": "VP"}\n',
    "words.toml": '[TEXT.end]\nru = "в конце 9-го хода"\nen = "at the end of turn {last_turn}"\n\n'
    '[LABEL]\nru = "25 VP"\nen = "VP"\n',
}


@pytest.mark.parametrize("name", sorted(SAME_TEXTS))
def test_a_text_is_read_alike_from_python_and_from_a_toml_file_of_words(tmp_path: Path, name: str) -> None:
    source = tmp_path / name
    source.write_text(SAME_TEXTS[name], encoding="utf-8")
    assert [numbers_in(text) for _, text in texts(source)] == [[9], [], [25], []]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_text_repeats_a_rule_constant(game: str) -> None:
    assert repeated_constants(game) == []


def test_every_text_literal_is_found() -> None:
    # The scan sees the calculators' texts: a sample of each game.
    found = {game: [t for p in core_files(CORE / game) for _, t in texts(p)] for game in GAMES}
    assert any("Вормсского сейма" in t for t in found["his"])
    assert any("Протестантские области" in t or "протестантских областей" in t for t in found["vq"])
    assert any("moedas" in t for t in found["juizes"])


def test_a_table_of_one_language_names_the_same_keys_as_the_others() -> None:
    assert by_language(ru={"yes": "да"}, en={"yes": "yes"}) == {"yes": {"ru": "да", "en": "yes"}}
    with pytest.raises(ValueError, match="'en'.*'no'"):
        by_language(ru={"yes": "да"}, en={"yes": "yes", "no": "no"})


def test_a_counted_number_is_read_with_its_noun() -> None:
    table = by_language(
        ru={"coin": "монету|монеты|монет", "dowry": "ещё {dowry}"},
        en={"coin": "coin|coins", "dowry": "{dowry} more"},
    )
    numbers = {"dowry": Counted(6, "coin"), "round": 1}
    assert Catalog(table, "ru", numbers)("dowry") == "ещё 6 монет"
    assert Catalog(table, "en", numbers)("dowry") == "6 coins more"
    assert Catalog(table, "en", numbers).numbers["round"] == 1


def test_a_text_is_filled_in_each_of_its_languages() -> None:
    # A text among the params is taken in the same language; a number as it is.
    title = {"ru": "«Коперник»", "en": "Copernicus"}
    event = {"ru": "событие {title}, {vp} VP", "en": "{title} event, {vp} VP"}
    assert filled(event, title=title, vp=2) == {
        "ru": "событие «Коперник», 2 VP",
        "en": "Copernicus event, 2 VP",
    }


def words_file_of(tmp_path: Path, text: str, parsed: str | None = None) -> WordsFile:
    """A package ``pkg`` whose module ``pkg.words`` has ``text`` as its words.toml (and
    ``parsed`` as its words.json, as the site's runtime ships it), read."""
    (tmp_path / "pkg").mkdir(parents=True)
    importlib.invalidate_caches()
    (tmp_path / "pkg" / "__init__.py").write_text("", encoding="utf-8")
    (tmp_path / "pkg" / "words.toml").write_text(text, encoding="utf-8")
    if parsed is not None:
        (tmp_path / "pkg" / "words.json").write_text(parsed, encoding="utf-8")
    sys.path.insert(0, str(tmp_path))
    try:
        return words_file("pkg.words")
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("pkg", None)


def test_a_words_file_gives_its_tables_and_texts_in_the_files_order(tmp_path: Path) -> None:
    words = words_file_of(
        tmp_path,
        '[TEXT.yes]\nru = "да"\nen = "yes"\n\n[TEXT."no.help"]\nru = "нет"\nen = "no"\n\n'
        '[LABEL]\nru = "Ход"\nen = "Turn"\n',
    )
    assert words.table("TEXT") == {"yes": {"ru": "да", "en": "yes"}, "no.help": {"ru": "нет", "en": "no"}}
    assert list(words.table("TEXT")) == ["yes", "no.help"]
    assert words.text("LABEL") == {"ru": "Ход", "en": "Turn"}
    assert words.keyed("TEXT", ("no.help", "yes")) == {
        "no.help": {"ru": "нет", "en": "no"},
        "yes": {"ru": "да", "en": "yes"},
    }


def test_a_words_file_refuses_a_text_that_lacks_a_language_or_a_table_that_lacks_a_key(
    tmp_path: Path,
) -> None:
    words = words_file_of(
        tmp_path, '[TEXT.yes]\nru = "да"\nen = "yes"\n\n[TEXT.no]\nru = "нет"\n\n[BAD]\nru = 1\n'
    )
    with pytest.raises(
        ValueError, match=r"pkg/words.toml: \[TEXT.no\] and \[TEXT.yes\] differ in languages: en"
    ):
        words.table("TEXT")
    with pytest.raises(ValueError, match=r"\[BAD\] is not a text"):
        words.text("BAD")
    with pytest.raises(ValueError, match=r"no table \[MISSING"):
        words.table("MISSING")
    with pytest.raises(ValueError, match="does not name exactly yes, maybe: maybe, no"):
        words_file_of(tmp_path / "again", '[T.yes]\nen = "yes"\n\n[T.no]\nen = "no"\n').keyed(
            "T", ("yes", "maybe")
        )


def test_the_runtimes_parsed_words_are_read_before_the_toml(tmp_path: Path) -> None:
    # tools/make-runtime.mjs ships each TOML file parsed, as JSON (read in C, not by tomllib).
    words = words_file_of(tmp_path, '[LABEL]\nru = "из TOML"\n', parsed='{"LABEL": {"ru": "из JSON"}}')
    assert words.text("LABEL") == {"ru": "из JSON"}
