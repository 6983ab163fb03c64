"""A mistyped or outdated address: the page a static host serves for it (its ``404.html``).

A host serves one ``404.html`` for every address it does not have: GitHub Pages and
Netlify the one at the site's root, Cloudflare Pages the nearest one up the path (the
test server does the latter, ``tools/browser.py``).  A reader who mistyped an address of
the Russian pages gets a Russian page, one of the Portuguese pages a Portuguese page
where the host allows it, and the root page offers the Portuguese home in Portuguese, so
nobody is left with a page they cannot read: no theme English ("404 - Not found").
They go on by tapping, on a phone, in the dark scheme.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e import phone
from tests.e2e.conftest import watch
from tests.e2e.helpers import page_errors, request_log

# What the reader is told, per language: the heading, and the link to that language's home.
TOLD = {
    "ru": ("Страница не найдена", "На главную страницу справочника"),
    "pt": ("Página não encontrada", "Ir para a página inicial da referência"),
}
# Mistyped addresses of each language's pages (below the site's root).
MISSING = {"ru": "/here-i-stand/victroy/", "pt": "/pt/juizes/renda/"}
HOME = {"ru": "/", "pt": "/pt/"}


@pytest.fixture
def reader(browser: Browser, site_url: str) -> Iterator[Page]:
    """A reader on a phone, in the dark scheme."""
    context = phone.context(browser, "dark")
    page = context.new_page()
    watch(page, site_url)
    yield page
    context.close()


@pytest.mark.parametrize("lang", ["ru", "pt"])
def test_a_missing_page_is_told_in_its_language_and_leads_home(
    reader: Page, site_url: str, lang: str
) -> None:
    page = reader
    response = page.goto(f"{site_url}{MISSING[lang]}")
    assert response is not None and response.status == 404
    heading, home = TOLD[lang]
    expect(page.locator("html")).to_have_attribute("lang", lang)
    expect(page.locator("article h1")).to_have_text(heading)
    assert heading in page.title()
    assert "Not found" not in page.locator("body").inner_text()
    # The same Content-Security-Policy as every page of the site.
    expect(page.locator("meta[http-equiv='Content-Security-Policy']")).to_have_count(1)
    # Material searches and navigates within the page's language (its "base").
    config = json.loads(page.locator("#__config").text_content() or "{}")
    assert page.evaluate("(base) => new URL(base, location.href).pathname", config["base"]) == (
        f"/rules{HOME[lang]}"
    )
    # The page fits the phone's width and is in the dark scheme the reader asked for.
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "slate")
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    page.get_by_role("link", name=home).click()
    expect(page).to_have_url(f"{site_url}{HOME[lang]}")
    expect(page.locator("html")).to_have_attribute("lang", lang)
    assert request_log(page).foreign() == []
    assert page_errors(page).uncaught == []
    assert page_errors(page).csp() == []


def test_the_sites_one_404_page_offers_the_portuguese_home_in_portuguese(reader: Page, site_url: str) -> None:
    # The root 404.html, what GitHub Pages and Netlify serve for every missing address.
    page = reader
    response = page.goto(f"{site_url}/404.html")
    assert response is not None and response.ok
    expect(page.locator("html")).to_have_attribute("lang", "ru")
    other = page.locator("article [lang='pt']")
    expect(other).to_contain_text(TOLD["pt"][0])
    link = other.get_by_role("link", name=re.compile("Página inicial em português"))
    expect(link).to_have_attribute("hreflang", "pt")
    link.click()
    expect(page).to_have_url(f"{site_url}/pt/")
    expect(page.locator("html")).to_have_attribute("lang", "pt")
