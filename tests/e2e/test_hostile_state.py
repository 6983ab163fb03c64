"""Issue 18 item 1 in Chromium: a link or a stored state with more rows than a table allows.

Every table of every calculator gets one row too many and 10,000 rows too many, from a
shared link and from the browser's storage (the state the page saves itself).  The page
must stay responsive (each look at it is bounded: see ``helpers.deadline``), the
calculator must go live with at most the table's limit of rows, a calm notice must say
rows were skipped, and the stored state must be gone or replaced by what was applied, so
the next visit is clean.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.helpers import LIVE, calc, deadline, responsive

HIS_VICTORY = "/here-i-stand/victory/"
DIET = "/here-i-stand/diet-of-worms/"
JUIZES = "/pt/juizes/renda-e-vitoria/"
# (calculator, page, language, table path): every table of rows on the site.
TABLES = [
    ("his.victory", HIS_VICTORY, "ru", "history"),
    ("his.reformation_targets", DIET, "ru", "targets"),
    ("juizes.income", JUIZES, "pt", "players"),
    ("juizes.income", JUIZES, "pt", "settlements"),
    ("juizes.income", JUIZES, "pt", "taxes"),
    ("juizes.victory", JUIZES, "pt", "players"),
    ("juizes.victory", JUIZES, "pt", "regions"),
    ("juizes.victory", JUIZES, "pt", "captives"),
]
LIVE_STATES = re.compile(r"^(ready|invalid)$")


class Table:
    """A table of rows as the built page describes it: its limit and its row template."""

    def __init__(self, max_rows: int, cells: list[dict[str, Any]]) -> None:
        self.max_rows = max_rows
        self.cells = cells  # {"name": "history.__i__.ottoman", "type": "number", "value": "0"}

    def row(self, path: str, i: int, full: bool) -> dict[str, str]:
        """Form values of row ``i``: every cell, or only the first one."""
        out = {}
        for cell in self.cells if full else self.cells[:1]:
            name = cell["name"].replace("__i__", str(i), 1)
            if cell["type"] == "text":
                value = f"r{i}"  # names must differ (players, regions)
            elif cell["type"] == "checkbox":
                value = "true" if cell["checked"] else "false"
            else:
                value = cell["value"] or "1"
            out[name] = value
        return out

    def rows(self, path: str, count: int) -> dict[str, str]:
        values: dict[str, str] = {}
        for i in range(count):
            values.update(self.row(path, i, full=count <= self.max_rows + 1))
        return values


@pytest.fixture(scope="module")
def tables(browser: Browser, site_url: str) -> Iterator[dict[tuple[str, str], Table]]:
    """Each table's limit and row template, read once from the built pages."""
    page = browser.new_page()
    found: dict[tuple[str, str], Table] = {}
    for calc_id, path, _, rows in TABLES:
        if (calc_id, rows) in found:
            continue
        page.goto(f"{site_url}{path}", wait_until="domcontentloaded")
        box = calc(page, calc_id).locator(f'[data-rows="{rows}"]')
        cells = box.locator("template[data-row-template]").evaluate(
            """t => [...t.content.querySelectorAll("[name]")].map(el => ({
                name: el.name, type: el.type, value: el.value, checked: !!el.checked}))"""
        )
        found[(calc_id, rows)] = Table(int(box.get_attribute("data-max-rows") or 0), cells)
    page.close()
    yield found


def storage_key(calc_id: str, lang: str) -> str:
    return f"calculators:{calc_id}:{lang}"


def link(calc_id: str, values: dict[str, str]) -> str:
    return "#" + "&".join(f"{calc_id}.{quote(k)}={quote(v)}" for k, v in values.items())


def rows_in(values: dict[str, Any], path: str) -> set[str]:
    pattern = re.compile(rf"^{re.escape(path)}\.(\d+)\.")
    return {m.group(1) for key in values if (m := pattern.match(key))}


def open_and_check(page: Page, url: str, calc_id: str, lang: str, path: str, limit: int) -> None:
    page.goto(url, wait_until="commit")
    responsive(page)
    root = calc(page, calc_id)
    with deadline(LIVE / 1000 + 10):
        expect(root).to_have_attribute("data-calc-state", LIVE_STATES, timeout=LIVE)
        rows = root.locator(f'[data-rows="{path}"] [data-rows-body] > [data-row]')
        assert rows.count() <= limit
        notice = root.locator("[data-calc-notice]")
        expect(notice).to_be_visible()
        if lang == "pt":  # a table named in Brazilian Portuguese quotes (“ ”), not Russian ones
            expect(notice).not_to_contain_text("«")
        stored = page.evaluate(f"localStorage.getItem({json.dumps(storage_key(calc_id, lang))})")
    # Gone, or what the form holds now: never more rows than the table allows.
    if stored is not None:
        assert len(rows_in(json.loads(stored), path)) <= limit


@pytest.mark.parametrize("source", ["link", "stored"])
@pytest.mark.parametrize("over", [1, 10_000])
@pytest.mark.parametrize(("calc_id", "path", "lang", "rows"), TABLES)
def test_a_state_with_too_many_rows_is_cut_to_the_limit(
    page: Page,
    site_url: str,
    tables: dict[tuple[str, str], Table],
    calc_id: str,
    path: str,
    lang: str,
    rows: str,
    over: int,
    source: str,
) -> None:
    """From a shared link, or from the browser's storage, where it is also replaced."""
    table = tables[(calc_id, rows)]
    values = {rows: "", **table.rows(rows, table.max_rows + over)}
    if source == "link":
        open_and_check(page, f"{site_url}{path}{link(calc_id, values)}", calc_id, lang, rows, table.max_rows)
        return
    page.goto(f"{site_url}/404.html")  # same origin, no calculator
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [storage_key(calc_id, lang), json.dumps(values)])
    open_and_check(page, f"{site_url}{path}", calc_id, lang, rows, table.max_rows)
    # The next visit is clean: no notice about skipped rows again.
    page.goto(f"{site_url}/404.html")
    page.goto(f"{site_url}{path}", wait_until="commit")
    responsive(page)
    root = calc(page, calc_id)
    with deadline(LIVE / 1000 + 10):
        expect(root).to_have_attribute("data-calc-state", LIVE_STATES, timeout=LIVE)
        notice = root.locator("[data-calc-notice]")
        if notice.is_visible():
            expect(notice).not_to_contain_text(re.compile("пропущен|ignorad", re.IGNORECASE))
