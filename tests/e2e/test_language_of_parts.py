"""Words in another language inside the calculators are marked with it (WCAG 3.1.2), so a
screen reader reads them in their own voice and not as Russian or Portuguese.

The calculators keep some names as the components print them: the English names of the
GMT games' cards and map («Кругосветное плавание [Circumnavigation]», «Auto Win»), the
Portuguese terms of Juízes on its Russian page («Вила (Vila)»).  On a Russian page every
word in Latin letters is one of them; on a Portuguese page the English names stand in
brackets, as the Virgin Queen translation keeps them.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.helpers import LIVE
from tests.e2e.site import SITE, calculator_pages, pages

# Text nodes of the calculators that a screen reader reads, with the language they are read
# in (their closest [lang]), the calculator shown live; options are left out (an <option>
# holds text only).
TEXTS = """() => {
  const out = [];
  for (const root of document.querySelectorAll('[data-calculator]')) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node; (node = walker.nextNode()); ) {
      const el = node.parentElement;
      // What a screen reader reads: not the bar that repeats the result (aria-hidden), nor
      // what only paper shows (the inputs a result came from).
      if (el.closest('option, template, script, style, [aria-hidden="true"]')) continue;
      if (!el.checkVisibility() || !node.textContent.trim()) continue;
      // The text around the node, or around its element when the node is all it holds
      // ("[" + <span lang="en">Piracy</span> + "]").
      const alone = el.childNodes.length === 1;
      const before = node.previousSibling ?? (alone ? el.previousSibling : null);
      const after = node.nextSibling ?? (alone ? el.nextSibling : null);
      out.push([root.dataset.calculator, el.closest('[lang]').lang, node.textContent,
                before?.textContent ?? '', after?.textContent ?? '']);
    }
  }
  return out;
}"""
# Runs of words in Latin letters (as calculators.i18n finds them).
LATIN_RUN = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿ]+(?:[ '’-]+[A-Za-zÀ-ÖØ-öø-ÿ]+)*")


def latin_words(text: str) -> list[str]:
    """The runs of Latin words in ``text``, but the abbreviations the page uses as words of
    its own («8 VP», «A4»), read letter by letter in any voice, and Roman numerals."""
    return [run for run in LATIN_RUN.findall(text) if not re.fullmatch(r"[A-Z]{1,3}|[IVXLCDM]+", run)]


NAMES_OF = {"his": "en", "vq": "en", "juizes": "pt"}


def live(page: Page, url: str, ids: list[str]) -> list[list[str]]:
    page.goto(url)
    for calc_id in ids:
        expect(page.locator(f'[data-calculator="{calc_id}"]')).to_have_attribute(
            "data-calc-state", "ready", timeout=LIVE
        )
    # Open every fold-out: its text is the page's too.
    page.evaluate("document.querySelectorAll('[data-calculator] details').forEach((d) => { d.open = true; })")
    texts: list[list[str]] = page.evaluate(TEXTS)
    return texts


@pytest.mark.parametrize("path", sorted(calculator_pages("ru")))
def test_on_a_russian_page_the_calculators_latin_words_are_in_their_language(
    page: Page, site_url: str, path: str
) -> None:
    texts = live(page, f"{site_url}{path}", calculator_pages("ru")[path])
    wrong = []
    marked = 0
    for calc_id, lang, text, _, _ in texts:
        names = NAMES_OF[calc_id.split(".")[0]]
        if latin_words(text):
            if lang != names:
                wrong.append((calc_id, lang, text))
            else:
                marked += 1
    assert not wrong, wrong[:8]
    if any(NAMES_OF[calc_id.split(".")[0]] == "en" for calc_id in calculator_pages("ru")[path]):
        assert marked >= 1, "no English name on the page"


@pytest.mark.parametrize("path", ["/pt/here-i-stand/victory/", "/pt/virgin-queen/victory/"])
def test_on_a_portuguese_page_the_english_names_in_brackets_are_in_english(
    page: Page, site_url: str, path: str
) -> None:
    texts = live(page, f"{site_url}{path}", calculator_pages("pt")[path])
    names = []
    for _, lang, text, before, after in texts:
        names += [(m, lang) for m in re.findall(r"\[([^\[\]]+)\]", text)]
        if before.endswith("[") and after.startswith("]"):
            names.append((text, lang))
    assert len(names) >= 1, "no English name in brackets"
    assert {lang for _, lang in names} == {"en"}, [n for n in names if n[1] != "en"][:8]


@pytest.mark.parametrize("lang", ["ru", "pt"])
def test_the_marks_stay_out_of_the_result_bar(lang: str) -> None:
    # The bar that keeps the result in view is plain text, at build time too: the marks of
    # the result's headline are not shown as text («<span lang="en">Stettin</span>»).
    for path in calculator_pages(lang):
        html = (SITE / path.strip("/") / "index.html").read_text(encoding="utf-8")
        bars = re.findall(r"data-calc-summary-text[^>]*>(.*?)</p>", html, re.DOTALL)
        assert bars and all("<" not in bar and "&lt;" not in bar for bar in bars), (path, bars)


# The rules pages' own text (the calculators aside), as a screen reader reads it; code is
# read as it is, in any language.
PAGE_TEXTS = """() => {
  const out = [];
  const walker = document.createTreeWalker(document.querySelector('.md-content'), NodeFilter.SHOW_TEXT);
  for (let node; (node = walker.nextNode()); ) {
    const el = node.parentElement;
    if (el.closest('[data-calculator], code, pre, kbd, script, style, template, [aria-hidden="true"]')) continue;
    if (!el.checkVisibility() || !node.textContent.trim()) continue;
    out.push([el.closest('[lang]').lang, node.textContent]);
  }
  return out;
}"""


@pytest.mark.parametrize("path", [p for p in pages("ru")])
def test_on_a_russian_page_every_latin_word_of_the_text_is_in_its_language(
    page: Page, site_url: str, path: str
) -> None:
    page.goto(f"{site_url}{path}")
    page.evaluate("document.querySelectorAll('.md-content details').forEach((d) => { d.open = true; })")
    texts: list[list[str]] = page.evaluate(PAGE_TEXTS)
    wrong = [(lang, text) for lang, text in texts if lang == "ru" and latin_words(text)]
    assert not wrong, wrong[:8]
    # The language of each: the Juízes chapter's terms and the game's name are Portuguese,
    # the GMT games' names English.
    found: dict[str, set[str]] = {}
    for lang, text in texts:
        for run in latin_words(text):
            found.setdefault(run, set()).add(lang)
    expected = {"Juízes": "pt", "Vila": "pt", "Cidade": "pt", "Here I Stand": "en", "Virgin Queen": "en"}
    for name, lang in expected.items():
        assert found.get(name, {lang}) == {lang}, (name, found[name])
    if path == "/juizes/renda-e-vitoria/":
        assert {"Vila", "Cidade"} <= found.keys()
