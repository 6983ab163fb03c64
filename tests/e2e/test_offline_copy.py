"""The offline copy, pages opened from a file, and the print editions offline (issue 19 item 6).

* From ``file://`` the language switcher leads to the other language's page in the same
  copy (not to ``file:///pt/index.html``).
* The offline archive, unpacked and served as its README says: no link of its offline
  pages leads to a missing file (the archive does not hold ``downloads/``).
* After one online visit of a page without a calculator, the print editions (PDF) open
  offline, though they were never opened online.
"""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import watch
from tests.e2e.helpers import LIVE
from tests.e2e.site import SITE, lang_prefix
from tools.browser import StaticServer


def test_language_switcher_from_a_file_stays_in_the_copy(page: Page) -> None:
    page.goto((SITE / "here-i-stand" / "diet-of-worms" / "index.html").as_uri())
    link = page.locator('.md-select__link[hreflang="pt"]')
    href = urljoin(page.url, link.get_attribute("href") or "")
    target = Path(unquote(urlsplit(href).path))
    assert href.startswith("file://") and SITE in target.parents and target.is_file(), href
    page.locator(".md-header .md-select").hover()
    link.click()
    expect(page.locator("html")).to_have_attribute("lang", "pt")
    assert Path(unquote(urlsplit(page.url).path)).is_file(), page.url


@pytest.fixture(scope="module")
def archive_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The offline archive unpacked and served from its folder, as its README says."""
    folder = tmp_path_factory.mktemp("archive")
    with zipfile.ZipFile(SITE / "downloads" / "rules-site-offline.zip") as archive:
        archive.extractall(folder)
    with StaticServer(folder / "rules-site") as server:
        yield server.url


@pytest.mark.parametrize("lang", ["ru", "pt"])
def test_offline_page_of_the_archive_links_to_nothing_missing(
    browser: Browser, archive_site: str, lang: str
) -> None:
    context = browser.new_context()
    page = context.new_page()
    log, errors = watch(page, archive_site)
    page.goto(f"{archive_site}/{lang_prefix(lang)}offline/")
    expect(page.locator("article h1")).to_be_visible()
    links = page.locator("article a[href]")
    missing = []
    for i in range(links.count()):
        url = urljoin(page.url, links.nth(i).get_attribute("href") or "").split("#")[0]
        if url.startswith(archive_site) and not page.request.get(url).ok:
            missing.append(url)
    context.close()
    assert missing == []
    assert log.foreign() == [] and errors.uncaught == []


# Resolves once the page's service worker is active (its precache done), or fails after 30 s.
SERVICE_WORKER_ACTIVE = """async () => Promise.race([navigator.serviceWorker.ready, new Promise((_, reject) =>
  setTimeout(() => reject(new Error("no active service worker after 30 s")), 30000))])"""


def test_print_editions_open_offline_after_one_visit(browser: Browser, site_url: str) -> None:
    context = browser.new_context()
    page = context.new_page()
    log, errors = watch(page, site_url)
    try:
        page.goto(f"{site_url}/")
        pdfs = [
            urljoin(page.url, page.locator('a[href$=".pdf"]').first.get_attribute("href") or ""),
            f"{site_url}/assets/print/rules-pt.pdf",
        ]
        # The service worker is installed (its precache done) without a calculator having run.
        page.evaluate(SERVICE_WORKER_ACTIVE)
        context.set_offline(True)
        for pdf in pdfs:
            status = page.evaluate("async (url) => (await fetch(url)).status", pdf)
            assert status == 200, pdf
    finally:
        context.close()
    assert log.foreign() == [] and errors.uncaught == []


def test_offline_before_python_was_kept_the_calculator_says_why_it_cannot_start(
    browser: Browser, site_url: str
) -> None:
    # A reader who read the rules online but never had a calculator run, then lost the
    # connection: the pages come from the service worker, Python does not.  "Reload the
    # page" would not help; the reason, and that it starts by itself once the connection
    # is back, is what they need.
    context = browser.new_context()
    page = context.new_page()
    log, errors = watch(page, site_url)
    try:
        page.goto(f"{site_url}/")
        page.evaluate(SERVICE_WORKER_ACTIVE)
        context.set_offline(True)
        page.goto(f"{site_url}/here-i-stand/diet-of-worms/")
        root = page.locator('[data-calculator="his.diet_of_worms"]')
        expect(root).to_have_attribute("data-calc-state", "failed", timeout=LIVE)
        status = root.locator("[data-calc-status]")
        expect(status).to_contain_text("Нет подключения к интернету")
        expect(status).to_contain_text("расчёт запустится сам, когда появится связь")
        expect(status).not_to_contain_text("Перезагрузите страницу")
        # The page's own result still reads.
        expect(root.locator(".calc-result__summary")).to_be_visible()
        # Back online, the calculator starts by itself, with no reload (stop 30).
        page.evaluate("window.__stayed = true")
        context.set_offline(False)
        expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
        assert page.evaluate("window.__stayed") is True
    finally:
        context.close()
    assert log.foreign() == []
