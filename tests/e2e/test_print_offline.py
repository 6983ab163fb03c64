"""Issue 7 in Chromium: the print editions (PDF), print styling, the printable aids, the
service worker (offline after one visit), the offline archive and pages opened from a file."""

from __future__ import annotations

import fnmatch
import io
import re
import zipfile
from pathlib import Path
from typing import Any

import pytest
from mkdocs.utils.yaml import yaml_load
from playwright.sync_api import Browser, Page, expect
from pypdf import PdfReader

from calculators.api import render_aid, run
from calculators.his.diet_of_worms import catholic_split
from hooks.ui_text import UI
from tests.conftest import ROOT
from tests.e2e.helpers import LIVE, calc, open_live
from tests.e2e.site import LANGS, SITE, calculator_pages, lang_prefix, print_sources


def squash(text: str) -> str:
    """Text without whitespace or soft hyphens: PDF extraction breaks lines anywhere."""
    return re.sub(r"[\s\u00ad]+", "", text)


def calculators_on(lang: str) -> list[str]:
    ids = []
    for page in print_sources(lang):
        text = (ROOT / "docs" / lang / page).read_text(encoding="utf-8")
        ids += re.findall(r"<!-- calculator: ([\w.]+) -->", text)
    return ids


def headings(lang: str, level: int = 3) -> list[str]:
    """The headings of the print edition's pages, down to ``level``."""
    out = []
    for page in print_sources(lang):
        for line in (ROOT / "docs" / lang / page).read_text(encoding="utf-8").splitlines():
            if m := re.match(rf"^#{{1,{level}}} (.+)$", line):
                out.append(m.group(1).replace("\\", ""))
    return out


@pytest.mark.parametrize(("lang", "pages"), [("ru", (25, 60)), ("pt", (25, 60))])
def test_pdf_of_each_language_has_every_heading(lang: str, pages: tuple[int, int]) -> None:
    pdf = SITE / "assets" / "print" / f"rules-{lang}.pdf"
    reader = PdfReader(pdf)
    assert pages[0] <= len(reader.pages) <= pages[1]
    text = squash("".join(p.extract_text() or "" for p in reader.pages))
    missing = [h for h in headings(lang) if squash(h) not in text]
    assert missing == []
    # Each calculator of these pages is printed as its aid (not as a bare marker).
    aids = [render_aid(calc_id, lang) for calc_id in calculators_on(lang)]
    titles = [aid["title"] for aid in aids if aid]
    assert titles and [t for t in titles if squash(t) not in text] == []
    # A4 portrait: 595 x 842 points.
    box = reader.pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (595, 842)
    # No sheet holds a part's title alone ("Here I Stand"): the part's first chapter follows it.
    for number, sheet in enumerate(reader.pages, start=1):
        words = re.sub(r"^\d+ / \d+", "", (sheet.extract_text() or "").strip()).split()
        assert len(words) > 5, (number, words)
    # A PDF reader lists the chapters as bookmarks, each leading to its page.
    bookmarks = squash(" ".join(item.title for item in flatten(reader.outline)))
    chapters = headings(lang, level=1)
    assert chapters and [h for h in chapters if squash(h) not in bookmarks] == []
    # Tagged, for screen readers, and packed: every reader's service worker keeps both
    # editions, so their size is paid on a phone's link (Chromium's tagged output, with
    # its structure tree uncompressed, was 750-790 KB each).
    mark_info: Any = reader.root_object["/MarkInfo"]
    assert bool(mark_info["/Marked"])
    assert pdf.stat().st_size < 400_000, pdf.stat().st_size


@pytest.mark.parametrize("lang", LANGS)
def test_the_pdf_calls_its_calculators_results_examples(lang: str) -> None:
    """Stop 41's print audit, F5: the print edition printed each calculator's default result
    («Конец игры: Анна побеждает…», «Кости (введены вручную)») as if it were a fact: on
    paper each is an example, and says so."""
    reader = PdfReader(SITE / "assets" / "print" / f"rules-{lang}.pdf")
    text = squash("".join(p.extract_text() or "" for p in reader.pages))
    printed = [calc_id for calc_id in calculators_on(lang) if not render_aid(calc_id, lang)]
    assert printed  # the Counter-Reformation, the Catholic uprising, the Juízes victory check …
    assert text.count(squash(UI["label.example"][lang])) == len(printed)


def flatten(outline: list[Any]) -> list[Any]:
    """The bookmarks of a PDF outline, nested ones included."""
    return [leaf for item in outline for leaf in (flatten(item) if isinstance(item, list) else [item])]


def test_home_pages_link_their_pdf(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/")
    link = page.locator('a[href$="rules-ru.pdf"]').first
    assert page.request.get(f"{site_url}/assets/print/rules-ru.pdf").ok
    expect(link).to_be_visible()
    page.goto(f"{site_url}/pt/")
    expect(page.locator('a[href$="rules-pt.pdf"]').first).to_be_visible()


def test_print_media_hides_inputs_and_shows_the_aids(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/here-i-stand/diet-of-worms/")
    root = calc(page, "his.diet_of_worms")
    aid = root.locator("[data-calc-aid]")
    expect(root.locator(".calc__form")).to_be_visible()
    expect(aid.locator("table")).to_be_hidden()  # folded on screen
    page.emulate_media(media="print")
    expect(root.locator(".calc__form")).to_be_hidden()
    expect(root.locator("[data-calc-tools]")).to_be_hidden()
    expect(aid.locator("table")).to_be_visible()
    expect(page.locator(".md-header")).to_be_hidden()
    expect(page.locator(".md-sidebar--primary")).to_be_hidden()


@pytest.mark.parametrize(
    ("path", "calc_id", "name", "value", "printed", "total"),
    [
        (
            "/here-i-stand/victory/",
            "his.vp",
            "protestant_spaces",
            "20",
            "Протестантские города: 20",
            "Папство — 13",
        ),
        (
            "/virgin-queen/victory/",
            "vq.vp",
            "powers.spain.card_vp",
            "30",
            "Испания: Основные ПО",
            "Испания: 37",
        ),
        (
            "/pt/juizes/renda-e-vitoria/",
            "juizes.income",
            "players.0.balance",
            "10",
            "Saldo antes da Renda: 10",
            "17",
        ),
    ],
)
def test_paper_shows_the_players_own_result_and_its_inputs(
    page: Page, site_url: str, path: str, calc_id: str, name: str, value: str, printed: str, total: str
) -> None:
    # Issue 14: printing prints the player's current result, with the inputs it came from
    # (compactly), and then the aid.
    page.goto(f"{site_url}{path}")
    root = calc(page, calc_id)
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    root.locator(f'[name="{name}"]').evaluate("el => el.closest('details')?.setAttribute('open', '')")
    root.locator(f'[name="{name}"]').fill(value)
    result = root.locator("[data-calc-result]")
    expect(result).to_contain_text(total)
    page.emulate_media(media="print")
    inputs = root.locator("[data-calc-inputs]")
    expect(inputs).to_be_visible()
    expect(inputs).to_contain_text(printed)
    expect(result).to_be_visible()
    expect(result).to_contain_text(total)
    expect(root.locator(".calc__form")).to_be_hidden()
    expect(root.locator("[data-calc-summary]")).to_be_hidden()  # the result's own headline prints


def test_paper_says_when_the_result_does_not_match_the_inputs(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/here-i-stand/diet-of-worms/")
    root = calc(page, "his.diet_of_worms")
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    root.locator('[name="papal_cp"]').fill("9")  # out of range: the last valid result stays
    expect(root).to_have_attribute("data-calc-state", "invalid")
    page.emulate_media(media="print")
    expect(root.locator("[data-calc-stale]")).to_be_visible()
    expect(root.locator("[data-calc-stale]")).to_contain_text("для последних верных значений")
    # Stop 41's print audit, F10: the list under «Введённые значения» held the values of the
    # result shown, not the 9 the player had typed; and the result's headline printed twice
    # (the bar's and the result's own).
    title = root.locator(".calc__inputs-title")
    expect(title).to_have_text(
        "Значения, для которых посчитан этот результат (нули и пустые поля не показаны)"
    )
    expect(root.locator("[data-calc-inputs]")).to_contain_text("CP карты Папства: 3")
    expect(root.locator(".calc__summary-text")).to_be_hidden()
    expect(root.locator(".calc-result__summary").first).to_be_visible()


# CSS px across an A4 sheet's printed area: 210 mm less the site's 25 mm margins (@page in
# calculators.css), at 96 px to the inch.
PRINTED_WIDTH = round((210 - 2 * 25) / 25.4 * 96)

# Tables of the calculators wider than what holds them on paper: a cut column prints nothing.
_CUT_TABLES = """() => {
  const out = [];
  for (const table of document.querySelectorAll(".calc table")) {
    const box = table.closest(".calc").getBoundingClientRect();
    let holder = table.parentElement;
    while (holder !== document.body && getComputedStyle(holder).overflowX === "visible") holder = holder.parentElement;
    const right = Math.min(box.right, holder.getBoundingClientRect().right);
    if (table.getBoundingClientRect().right > right + 1) {
      const head = [...table.querySelectorAll("th")].map((th) => th.textContent.trim());
      out.push(`${table.closest(".calc").dataset.calculator}: ${head.join(" | ").slice(0, 80)}`);
    }
  }
  return out;
}"""


@pytest.mark.parametrize("path", list(calculator_pages()))
def test_on_paper_every_column_of_a_calculators_tables_prints(page: Page, site_url: str, path: str) -> None:
    # Printed from the browser on A4, a result table wider than the paper lost its last
    # column ("До доминирования", "После броска"): the numbers under it never printed.
    open_live(page, f"{site_url}{path}", *calculator_pages()[path])
    page.emulate_media(media="print")
    page.set_viewport_size({"width": PRINTED_WIDTH, "height": 1123})
    assert page.evaluate(_CUT_TABLES) == []


def test_on_paper_a_results_fold_outs_print_open_but_a_secret_stays_folded(page: Page, site_url: str) -> None:
    # Juízes' settlement-by-settlement table sat in a fold-out: printed as a closed box, its
    # figures never reached the paper.  The Empire's secret (Virgin Queen) is for one player.
    (root,) = open_live(page, f"{site_url}/juizes/renda-e-vitoria/", "juizes.income")
    folded = root.locator("[data-calc-result] details.calc-result__details table")
    expect(folded).to_be_hidden()
    page.emulate_media(media="print")
    expect(folded).to_be_visible()
    page.emulate_media(media="screen")
    (root,) = open_live(page, f"{site_url}/virgin-queen/victory/", "vq.vp")
    secret = root.locator("[data-calc-result] details[data-secret] .calc-result__lines")
    expect(secret.first).to_be_attached()
    page.emulate_media(media="print")
    expect(secret.first).to_be_hidden()


def printed_text(page: Page) -> str:
    """The page as Chromium prints it (``beforeprint`` and ``afterprint`` fire, as for Ctrl+P)."""
    return "".join(p.extract_text() for p in PdfReader(io.BytesIO(page.pdf(format="A4"))).pages)


def test_the_empires_secret_stays_off_paper_when_the_page_is_printed(page: Page, site_url: str) -> None:
    """Stop 41's offline/print audit, F2: Material opens every fold-out before printing, the
    Empire's secret included, so Ctrl+P put «После раскрытия у Империи будет 25 ПО» on paper.  Seed 001:
    «только игрок за Империю знает … он сохраняет этот итог в секрете»."""
    (root,) = open_live(page, f"{site_url}/virgin-queen/victory/", "vq.vp")
    secret = root.locator("[data-calc-result] details[data-secret]")
    expect(secret.locator("summary")).to_contain_text("Только для игрока за Империю")
    text = squash(printed_text(page))
    assert squash("Только для игрока за Империю") in text  # the fold's title says it exists
    assert squash("Итог Империи после раскрытия") not in text
    assert squash("После раскрытия у Империи будет") not in text
    expect(secret).not_to_have_attribute("open", re.compile(".*"))  # as the player left it


def test_a_dark_page_prints_on_white_even_with_backgrounds(browser: Browser, site_url: str) -> None:
    # Chromium fills the sheet's margins with the root's background when "background graphics"
    # is ticked: the dark scheme's background printed a black frame around every page.
    context = browser.new_context(color_scheme="dark")
    page = context.new_page()
    try:
        page.goto(f"{site_url}/juizes/renda-e-vitoria/")
        assert page.locator("body").get_attribute("data-md-color-scheme") == "slate"
        page.emulate_media(media="print")
        boxes = "[document.documentElement, document.body, document.querySelector('.md-container')]"
        backgrounds = page.evaluate(f"() => {boxes}.map((el) => getComputedStyle(el).backgroundColor)")
        schemes = page.evaluate(f"() => {boxes}.map((el) => getComputedStyle(el).colorScheme)")
        # The root white itself, in the light scheme: left transparent, the sheet's margins take
        # the canvas colour of the dark scheme (Material's <meta name="color-scheme" content="dark">),
        # though every box is white.
        assert page.locator('meta[name="color-scheme"]').get_attribute("content") == "dark"
        assert backgrounds[0] == "rgb(255, 255, 255)", backgrounds
        assert set(backgrounds[1:]) <= {"rgba(0, 0, 0, 0)", "rgb(255, 255, 255)"}, backgrounds
        assert set(schemes) == {"light"}, schemes
    finally:
        context.close()


def test_diet_aid_numbers_equal_the_core(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/here-i-stand/diet-of-worms/")
    table = calc(page, "his.diet_of_worms").locator("[data-calc-aid] table")
    for protestant_cp, total in [(1, 2), (3, 7), (6, 12)]:
        papal, hapsburg = catholic_split(total)
        out = run(
            "his.diet_of_worms",
            {"protestant_cp": protestant_cp, "papal_cp": papal, "hapsburg_cp": hapsburg},
        )["outcomes"]
        expected = "/".join(f"{out[k] * 100:.0f}" for k in ("protestant", "tie", "catholic"))
        cell = table.locator("tbody tr").nth(protestant_cp - 1).locator("td").nth(total - 1)
        expect(cell).to_have_text(expected)
    # Hand check of one cell: cards 1/1/1 give 473/729, 176/729, 80/729 -> 65/24/11.
    expect(table.locator("tbody tr").nth(0).locator("td").nth(1)).to_have_text("65/24/11")


def test_calculator_works_offline_after_one_visit(browser: Browser, site_url: str) -> None:
    context = browser.new_context()
    page = context.new_page()
    try:
        page.goto(f"{site_url}/here-i-stand/diet-of-worms/")
        root = calc(page, "his.diet_of_worms")
        expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
        # The service worker has kept the pages and, once a calculator ran, Python.
        expect(page.locator("html")).to_have_attribute("data-calc-offline", "ready", timeout=LIVE)
        context.set_offline(True)
        page.reload()
        root = calc(page, "his.diet_of_worms")
        expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
        root.locator('[name="protestant_cp"]').fill("1")
        root.locator('[name="papal_cp"]').fill("1")
        root.locator('[name="hapsburg_cp"]').fill("1")
        expect(root.locator(".calc-result__summary")).to_contain_text("64,9")
        # Another page, never visited, comes from the precache too.
        page.goto(f"{site_url}/pt/juizes/renda-e-vitoria/")
        expect(page.locator("h1")).to_contain_text("Renda")
    finally:
        context.close()


def test_page_opened_from_a_file_says_how_to_start_the_calculators(page: Page) -> None:
    page.goto((SITE / "here-i-stand" / "diet-of-worms" / "index.html").as_uri())
    root = calc(page, "his.diet_of_worms")
    expect(root).to_have_attribute("data-calc-state", "unsupported")
    expect(root.locator("[data-calc-status]")).to_contain_text("python3 -m http.server")
    # The pre-rendered result and the aid still read well.
    expect(root.locator(".calc-result__summary")).to_contain_text("Протестанты побеждают")
    expect(root.locator("[data-calc-aid] summary")).to_be_visible()
    # Links to folders open their index.html.
    href = page.locator("a.md-header__button.md-logo").get_attribute("href") or ""
    assert href.endswith("index.html")
    page.goto((SITE / "pt" / "juizes" / "renda-e-vitoria" / "index.html").as_uri())
    expect(page.locator("[data-calc-status]").first).to_contain_text("python3 -m http.server")
    expect(page.locator("[data-calc-status]").first).to_contain_text("py -m http.server")
    expect(page.locator("[data-calc-status]").first).to_contain_text("Cálculo ao vivo indisponível")


def test_a_page_opened_from_a_file_never_passes_the_default_result_off_as_the_players(page: Page) -> None:
    # Opened as a file, no calculator can run: a player who typed a number saw the default
    # result unchanged and unmarked, and the reason sat at the end of the form.
    page.goto((SITE / "here-i-stand" / "victory" / "index.html").as_uri())
    root = calc(page, "his.vp")
    expect(root).to_have_attribute("data-calc-state", "unsupported")
    # The summary bar, in view all along the form, says so from the start, at the first field.
    root.locator('[name="powers.ottoman.keys"]').scroll_into_view_if_needed()
    stale = root.locator("[data-calc-stale]")
    expect(stale).to_be_visible()
    expect(stale).to_contain_text("по умолчанию")
    expect(stale).to_contain_text("под полями")
    expect(root).not_to_have_attribute("data-calc-stale", re.compile(".*"))
    # A changed value dims the result, and says so on paper too: it is not the player's.
    spaces = root.locator('[name="protestant_spaces"]')
    default = spaces.get_attribute("value") or ""
    spaces.fill("7")
    expect(root).to_have_attribute("data-calc-stale", "unsupported")
    for dimmed in (root.locator("[data-calc-result]"), root.locator("[data-group-subtotal]").first):
        assert float(dimmed.evaluate("(el) => getComputedStyle(el).opacity")) < 1
    page.emulate_media(media="print")
    expect(stale).to_be_visible()
    page.emulate_media(media="screen")
    # Back to the page's own values: the result is theirs again.
    spaces.fill(default)
    expect(root).not_to_have_attribute("data-calc-stale", re.compile(".*"))


@pytest.mark.usefixtures("site_url")  # the site built for this run, not an earlier one
def test_offline_archive_holds_the_site_and_how_to_open_it() -> None:
    archive = SITE / "downloads" / "rules-site-offline.zip"
    with zipfile.ZipFile(archive) as z:
        names = set(z.namelist())
        readme = z.read("rules-site/LEIA-ME-README.txt").decode()
        steps = {lang: z.read(f"rules-site/{lang_prefix(lang)}offline/index.html").decode() for lang in LANGS}
    for name in [
        "rules-site/index.html",
        "rules-site/pt/index.html",
        "rules-site/sw.js",
        "rules-site/assets/pyodide/*/pyodide.asm.wasm",
        "rules-site/assets/pyodide/*/pyodide.asm.wasm.zst",
        "rules-site/assets/runtime/*/python.zip.gz",
        "rules-site/assets/print/rules-ru.pdf",
    ]:
        assert fnmatch.filter(names, name), name
    assert not any(n.startswith("rules-site/downloads/") for n in names)
    # The command for each system: Windows has "py" (python.org's installer), not "python3".
    for command in ("python3 -m http.server 8000", "py -m http.server 8000", "Ctrl+C"):
        assert readme.count(command) == len(LANGS), command  # in Russian and in Portuguese
        for lang, page in steps.items():
            assert command in page, (lang, command)
    assert Path(archive).stat().st_size < 64 * 1024 * 1024


@pytest.mark.parametrize(
    ("path", "calc_id"), [("/virgin-queen/victory/", "vq.vp"), ("/here-i-stand/victory/", "his.vp")]
)
def test_paper_leaves_a_choice_of_nothing_out_of_the_inputs(
    page: Page, site_url: str, path: str, calc_id: str
) -> None:
    """The printed inputs leave out zeros and empty fields, as their heading says; a choice
    of "none" (no circumnavigation, no heir) is the same nothing, and was listed for every
    power («Кругосветное плавание [Circumnavigation]: нет», stop 37's audit)."""
    page.goto(f"{site_url}{path}")
    root = calc(page, calc_id)
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    page.emulate_media(media="print")
    inputs = root.locator("[data-calc-inputs]")
    expect(inputs).to_contain_text("нули и пустые поля не показаны")
    expect(inputs).not_to_contain_text(": нет")
    if calc_id == "vq.vp":  # Spain's first circumnavigation, in the page's own position
        expect(inputs).to_contain_text("Кругосветное плавание [Circumnavigation]: первое")


@pytest.mark.parametrize("lang", LANGS)
def test_the_print_and_offline_page_has_one_name(lang: str) -> None:
    """Stop 41's print audit, F8: the pt menu said «Impressão e offline», the page's heading
    and the words sending readers there (a page opened from a file, the archive's README)
    «Impressão e uso offline»: a reader looks in the menu for the name they were given."""
    config = yaml_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    i18n = next(item["i18n"] for item in config["plugins"] if isinstance(item, dict) and "i18n" in item)
    nav = next(each["nav"] for each in i18n["languages"] if each["locale"] == lang)
    (label,) = [name for entry in nav for name, source in entry.items() if source == "offline.md"]
    heading = (ROOT / "docs" / lang / "offline.md").read_text(encoding="utf-8").splitlines()[0]
    assert heading == f"# {label}"
    assert label in UI["status.unsupported"][lang]


_KEPT = """async (paths) => {
  if (!(await navigator.serviceWorker.getRegistration())?.active) return false;
  const kept = (await (await caches.open("rules-pages")).keys()).map((request) => new URL(request.url).pathname);
  return paths.every((path) => kept.some((each) => each.endsWith(path)));
}"""


def wait_until_kept(page: Page, *paths: str) -> None:
    """Until the service worker has kept the site's pages at these ``paths`` and is active (it
    fills its cache while it installs, and serves only once active)."""
    for _ in range(120):
        if page.evaluate(_KEPT, list(paths)):
            return
        page.wait_for_timeout(500)
    pytest.fail(f"the service worker never kept {paths}")


def test_an_unknown_address_offline_gets_the_sites_not_found_page(browser: Browser, site_url: str) -> None:
    """Stop 41's print audit, F11: offline, a mistyped address gave the browser's error page
    though the service worker keeps the site's own «not found» page, in each language."""
    context = browser.new_context()
    page = context.new_page()
    try:
        page.goto(f"{site_url}/offline/")
        wait_until_kept(page, "/rules/404.html", "/rules/pt/404.html")
        context.set_offline(True)
        page.goto(f"{site_url}/pt/nao-existe/")
        expect(page.locator("h1")).to_have_text("Página não encontrada")
        page.goto(f"{site_url}/net-takoy-stranitsy/")
        expect(page.locator("h1")).to_have_text("Страница не найдена")
    finally:
        context.close()
