"""Every citation in the core resolves in a clone (issue 13): the tables of ``<game>/data.py``
and the rules' comments cite ``sources/…``, a file of this repository, and a section of it.

* ``sources/<file>.md §N`` (or ``§N.M``): the file has a heading ``## N.`` (and an item
  ``**N.M**``);
* ``sources/seeds/<file>.txt «Section»``: the seed has a line starting with that section's name;
* ``seed «Section»`` (short, in a module of a game): the section is in one of that game's seeds.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import calculators
from hooks.runtime import core_files

ROOT = Path(calculators.__file__).parent.parent
CORE = ROOT / "calculators"
SOURCES = ROOT / "sources"
CITATION = re.compile(
    r"sources/(?P<path>[\w/.-]+?\.(?:md|txt))(?:\s+(?:§(?P<section>\d+(?:\.\d+)?)|«(?P<part>[^»]+)»))?"
)
SHORT = re.compile(r"\b[Ss]eed «(?P<part>[^»]+)»")
GAME_SEEDS = {
    "his": ("his-victory.txt", "his-diet-of-worms.txt"),
    "vq": ("vq-victory.txt",),
    "juizes": ("juizes-income-and-victory.txt",),
}


def citations() -> list[tuple[str, re.Match[str]]]:
    return [
        (f"{path.relative_to(ROOT)}:{n}", m)
        for path in core_files()
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        for m in CITATION.finditer(line)
    ]


def resolves(m: re.Match[str]) -> bool:
    path = SOURCES / m["path"]
    if not path.is_file():
        return False
    text = path.read_text(encoding="utf-8")
    if m["section"]:
        section, _, item = m["section"].partition(".")
        has_heading = re.search(rf"^## {section}\.", text, re.MULTILINE) is not None
        return has_heading and (not item or f"**{m['section']}**" in text)
    if m["part"]:
        return any(line.strip().startswith(m["part"]) for line in text.splitlines())
    return True


def test_every_cited_source_exists_with_its_section() -> None:
    found = citations()
    assert len(found) > 50  # data.py files and the rules cite their sources
    assert [f"{where}: {m[0]}" for where, m in found if not resolves(m)] == []


@pytest.mark.parametrize("game", sorted(GAME_SEEDS))
def test_short_seed_citations_name_a_section_of_the_games_seeds(game: str) -> None:
    seeds = [(SOURCES / "seeds" / name).read_text(encoding="utf-8").splitlines() for name in GAME_SEEDS[game]]
    missing = []
    for path in core_files(CORE / game):
        for m in SHORT.finditer(path.read_text(encoding="utf-8")):
            if not any(line.strip().startswith(m["part"]) for seed in seeds for line in seed):
                missing.append(f"{path.relative_to(ROOT)}: {m[0]}")
    assert missing == []


def test_every_data_module_cites_its_sources() -> None:
    for game in GAME_SEEDS:
        text = (CORE / game / "data.py").read_text(encoding="utf-8")
        assert "sources/seeds/" in text and re.search(r"sources/[\w-]+\.md", text), game


def test_nothing_cites_what_a_clone_lacks() -> None:
    # The research notes outside the repository (../shared) and their old short names.
    stale = [
        f"{path.relative_to(ROOT)}:{n}"
        for path in core_files()
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if re.search(r"shared/|\bref §|\bref (?:Income|Victory)|\b[Ss]eed 00\d", line)
    ]
    assert stale == []


def test_the_check_catches_a_missing_section() -> None:
    bad = CITATION.search("sources/here-i-stand.md §42")
    good = CITATION.search("sources/juizes.md §1.4")
    seed = CITATION.search("sources/seeds/his-victory.txt «Базовые»")
    assert bad and good and seed
    assert not resolves(bad) and resolves(good) and resolves(seed)
