"""End to end in headless Chromium against the built site: the Diet of Worms calculator,
languages, and no request to any host but the site's own (checked by the ``page`` fixture)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from calculators.api import run
from tests.e2e.helpers import LIVE, calc, percent, refused_beside_the_field
from tests.e2e.site import LANGS, SITE, lang_prefix, pages


def test_diet_of_worms_prerendered_then_live(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/here-i-stand/diet-of-worms/")
    root = calc(page, "his.diet_of_worms")
    # The default result is in the HTML itself (the same core computed it at build time).
    default = run("his.diet_of_worms", {"protestant_cp": 4, "papal_cp": 3, "hapsburg_cp": 3})
    summary = root.locator(".calc-result__summary")
    expect(summary).to_contain_text(percent(default["outcomes"]["protestant"]))
    # Python loads in the background; then every change updates the result in place.
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    root.locator('[name="protestant_cp"]').fill("1")
    root.locator('[name="papal_cp"]').fill("1")
    root.locator('[name="hapsburg_cp"]').fill("1")
    # Hand computation: 473/729, 80/729, 176/729.
    expect(summary).to_contain_text(percent(473 / 729))
    expect(summary).to_contain_text(percent(80 / 729))
    expect(summary).to_contain_text(percent(176 / 729))
    expect(root.locator(".calc-result__lines")).to_contain_text("CP 1 + 4 = 5")
    expect(root.locator(".calc-bars__row")).to_have_count(8)  # differences -2..+5


def test_bad_value_shows_message_beside_field_and_keeps_last_result(page: Page, site_url: str) -> None:
    url = f"{site_url}/here-i-stand/diet-of-worms/"
    field, error = refused_beside_the_field(page, url, "his.diet_of_worms", "papal_cp", "9", "от 1 до 6")
    field.fill("2")
    expect(error).to_be_hidden()
    expect(calc(page, "his.diet_of_worms")).to_have_attribute("data-calc-state", "ready")
    assert field.evaluate("el => el.validity.valid"), "the browser still holds the field invalid"


def test_languages_and_home_pages(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/pt/")
    expect(page.locator("html")).to_have_attribute("lang", "pt")
    expect(page.locator(".md-search__input")).to_have_attribute("placeholder", re.compile("Buscar|Pesquisar"))
    expect(page.get_by_role("link", name=re.compile("Juízes|Renda")).first).to_be_visible()
    page.goto(f"{site_url}/")
    expect(page.locator("html")).to_have_attribute("lang", "ru")
    expect(page.locator(".md-search__input")).to_have_attribute("placeholder", "Поиск")
    expect(page.locator(".md-footer")).to_contain_text("GMT Games")


@pytest.mark.parametrize(("lang", "said"), [("ru", "с добавленным pt/"), ("pt", "sem o pt/ final")])
def test_a_home_page_gives_the_other_language_s_address_from_its_own(
    page: Page, site_url: str, lang: str, said: str
) -> None:
    """Stop 40's pt audit: the Portuguese home page said the Russian section is «na raiz do
    site (/)», which a site published under a sub-path is not (here, /rules/).  Each says it
    from its own address, which holds wherever the site lives."""
    page.goto(f"{site_url}/{lang_prefix(lang)}")
    text = page.locator(".md-content").inner_text()
    assert said in text, said
    assert "(/)" not in text and "корня сайта" not in text
    own = page.url
    other = own + "pt/" if lang == "ru" else own.removesuffix("pt/")
    page.goto(other)
    expect(page.locator("html")).to_have_attribute("lang", "pt" if lang == "ru" else "ru")


@pytest.mark.parametrize("lang", LANGS)
def test_every_calculator_title_is_set_as_written(page: Page, site_url: str, lang: str) -> None:
    """Stop 40's pt audit: the Diet of Worms' calculator title sits at h5 under its h4, and
    Material sets an h5 in capitals: «CALCULADORA: CHANCES DA DIETA DE WORMS» among titles
    written «Calculadora: …»."""
    page.goto(f"{site_url}/{lang_prefix(lang)}here-i-stand/diet-of-worms/")
    titles = page.locator(".calc__title")
    expect(titles.first).to_be_attached()
    levels = {t.evaluate("el => el.tagName") for t in titles.all()}
    assert "H5" in levels, levels  # the case this test is about
    for title in titles.all():
        assert title.evaluate("el => getComputedStyle(el).textTransform") == "none", title.inner_text()


def test_section_anchor_is_stable(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/here-i-stand/victory/#победа-по-доминированию")
    expect(page.locator("h3#победа-по-доминированию")).to_have_text(re.compile("Победа по доминированию"))


@pytest.mark.parametrize("lang", LANGS)
def test_section_anchors_are_titled_in_the_pages_language(lang: str) -> None:
    # Python-Markdown titles every heading's ¶ link "Permanent link", in English, on any page.
    title = {"ru": "Ссылка на этот раздел", "pt": "Link para esta seção"}[lang]
    for path in pages(lang):
        html = (SITE / path.strip("/") / "index.html").read_text(encoding="utf-8")
        titles = set(re.findall(r'<a class="headerlink" href="[^"]*" title="([^"]*)"', html))
        assert titles <= {title}, f"{path}: {titles}"
    html = (SITE / lang_prefix(lang) / "here-i-stand" / "victory" / "index.html").read_text(encoding="utf-8")
    assert f'title="{title}"' in html
