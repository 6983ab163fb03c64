"""Issue 17 in Chromium: the English names printed on the components, on the rules pages.

A term of a game's glossary shows its English name on hover, on tap and from the keyboard
(``hooks/glossary.py`` + Material's tooltips); each game has a glossary page in both
languages.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.conftest import ROOT
from tests.e2e.site import LANGS, page_path

GLOSSARY = ROOT / "docs" / "includes" / "glossary"
# The folder of each game's pages, by the game's name in the definitions files (``his.ru.md``).
FOLDERS = {"his": "here-i-stand", "vq": "virgin-queen"}
GLOSSARY_PAGES = [page_path(lang, f"{folder}/glossary.md") for folder in FOLDERS.values() for lang in LANGS]


def first_definition(game: str, lang: str) -> tuple[str, str]:
    """The first term of a definitions file and its English name (``*[term]: English``)."""
    line = (GLOSSARY / f"{game}.{lang}.md").read_text(encoding="utf-8").splitlines()[0]
    term, english = line.removeprefix("*[").split("]: ", 1)
    return term, english


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", FOLDERS)
def test_a_term_shows_its_english_name_on_focus_and_hover(
    page: Page, site_url: str, game: str, lang: str
) -> None:
    page.goto(f"{site_url}{page_path(lang, f'{FOLDERS[game]}/victory.md')}")
    terms = page.locator(".md-content abbr[title]")
    expect(terms.first).to_be_attached()
    assert terms.count() >= 10
    term, english = first_definition(game, lang)
    abbr = page.locator(".md-content abbr", has_text=term).first
    abbr.focus()  # keyboard (and tap, which focuses it)
    tooltip = page.locator(".md-tooltip2--active")
    expect(tooltip).to_contain_text(english)
    # The English name is read in English (the tooltip describes the term: aria-describedby).
    expect(tooltip).to_have_attribute("lang", "en")
    abbr.blur()
    expect(tooltip).to_have_count(0)
    abbr.hover()
    expect(page.locator(".md-tooltip2--active")).to_contain_text(english)
    expect(page.locator(".md-tooltip2--active")).to_have_attribute("lang", "en")


def test_every_definition_is_used_on_a_page_of_its_game() -> None:
    for path in sorted(GLOSSARY.glob("*.md")):
        game, lang = path.stem.split(".")
        text = " ".join(
            p.read_text(encoding="utf-8")
            for p in (ROOT / "docs" / lang / FOLDERS[game]).glob("*.md")
            if p.name != "glossary.md"
        )
        for line in path.read_text(encoding="utf-8").splitlines():
            term = line.removeprefix("*[").split("]: ", 1)[0]
            assert term in text, f"{path.name}: «{term}» is on no page"


@pytest.mark.parametrize("path", GLOSSARY_PAGES)
def test_glossary_pages_list_the_english_names(page: Page, site_url: str, path: str) -> None:
    page.goto(f"{site_url}{path}")
    header = page.locator(".md-content table thead").first
    expect(header).to_contain_text("English")
    assert page.locator(".md-content table tbody tr").count() >= 20


# A screen reader reads a word in the voice of its element's language (WCAG 3.1.2, language
# of parts): the English names, and the other language's column of a glossary, are marked.
LANGUAGE_OF = {"Русский": "ru", "Português": "pt", "English": "en"}


@pytest.mark.parametrize("path", GLOSSARY_PAGES)
def test_each_column_of_a_glossary_is_read_in_its_language(page: Page, site_url: str, path: str) -> None:
    page.goto(f"{site_url}{path}")
    tables = page.locator(".md-content table")
    expect(tables.first).to_be_attached()
    cells = page.evaluate(
        """() => [...document.querySelectorAll('.md-content table')].flatMap((table) => {
             const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent.trim());
             return [...table.querySelectorAll('tbody tr')].flatMap((tr) =>
               [...tr.cells].map((td, i) => [heads[i], td.closest('[lang]').lang, td.textContent.trim()]));
           })"""
    )
    assert len(cells) >= 60
    wrong = [(head, lang, text) for head, lang, text in cells if LANGUAGE_OF[head] != lang]
    assert not wrong, wrong[:5]


@pytest.mark.parametrize("path", ["/virgin-queen/victory/", "/pt/virgin-queen/victory/"])
def test_the_english_names_in_brackets_are_read_in_english(page: Page, site_url: str, path: str) -> None:
    # «Ключевые области вне Нидерландов» [Keys outside the Netherlands]: the translation
    # keeps the name printed on the component after the term, in brackets.
    page.goto(f"{site_url}{path}")
    expect(page.locator(".md-content p").first).to_be_attached()
    names = page.evaluate(
        r"""() => {
          const out = [];
          const nodes = [];
          const walker = document.createTreeWalker(document.querySelector('.md-content'), NodeFilter.SHOW_TEXT);
          for (let node; (node = walker.nextNode()); ) {
            if (!node.parentElement.closest('[data-calculator]')) nodes.push(node);
          }
          const langOf = (node) => node.parentElement.closest('[lang]').lang;
          nodes.forEach((node, i) => {
            const text = node.textContent;
            // "[Piracy]" within one text node, or "[" + <span lang="en">Piracy</span> + "]"
            for (const m of text.matchAll(/\[([A-Z][A-Za-z' -]+)\]/g)) out.push([m[1], langOf(node)]);
            const before = nodes[i - 1]?.textContent ?? "";
            const after = nodes[i + 1]?.textContent ?? "";
            if (before.endsWith("[") && after.startsWith("]") && /^[A-Z][A-Za-z' -]+$/.test(text)) {
              out.push([text, langOf(node)]);
            }
          });
          return out;
        }"""
    )
    assert len(names) >= 13, names
    assert {lang for _, lang in names} == {"en"}, [n for n in names if n[1] != "en"]


def test_a_term_reached_by_clicking_through_the_site_shows_its_name_in_english(
    page: Page, site_url: str
) -> None:
    # Instant navigation swaps the page's content in the same document: the tooltips of the
    # page reached by a click are marked too.
    page.goto(f"{site_url}/")
    page.evaluate("window.sameDocument = true")
    page.locator('.md-sidebar--primary .md-nav__link[href$="here-i-stand/victory/"]').click()
    expect(page).to_have_url(f"{site_url}/here-i-stand/victory/")
    term, english = first_definition("his", "ru")
    abbr = page.locator(".md-content abbr", has_text=term).first
    abbr.focus()
    tooltip = page.locator(".md-tooltip2--active")
    expect(tooltip).to_contain_text(english)
    expect(tooltip).to_have_attribute("lang", "en")
    assert page.evaluate("window.sameDocument === true"), "the click loaded a new document"
