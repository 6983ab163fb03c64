"""The one renderer of results (``calculators/report.py``): every string of every block is
escaped in HTML, whatever a player typed or planted in a shared link; the plain text keeps it
as typed; a secret fold-out stays out of the copied text."""

from __future__ import annotations

import json
import re

from calculators import api
from calculators.report import (
    Bar,
    Bars,
    Details,
    Lines,
    Note,
    Report,
    Summary,
    Table,
    marked,
    to_html,
    to_text,
)
from tests.html_text import text_of

# Markup, both quotes and an ampersand, as a player's name or a shared link might bring them.
EVIL = """<script>alert("x")</script><img src=x onerror='y'> & co"""
ESCAPED = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=&#x27;y&#x27;&gt; &amp; co"


def every_block(text: str) -> Report:
    return Report(
        title=text,
        blocks=(
            Summary(text, "success"),
            Note(text, "warning"),
            Lines(text, (text, text)),
            Table(text, (text, text), ((text, text), (text, "1")), highlight=0, numeric=(1,)),
            Bars(text, (Bar(text, 0.5, text), Bar(text, 2.0, text, "danger"))),
            Details(text, (Summary(text), Details(text, (Note(text),))), secret=True),
        ),
    )


def test_every_block_escapes_markup_quotes_and_ampersands() -> None:
    html = to_html(every_block(EVIL))
    # Nothing the player typed is markup: no tag, no attribute, no entity of theirs.
    assert "<script" not in html and "<img" not in html and "onerror='" not in html
    assert "& co" not in html
    # Each place the text is shown holds it escaped: summary, note, caption and two lines,
    # table caption, its box's aria-label, two header cells and three body cells, bars caption,
    # its aria-label, two labels and two figures, and the fold-outs' two summaries, summary
    # and note.
    assert html.count(ESCAPED) == 1 + 1 + 3 + 1 + 1 + 2 + 3 + 1 + 1 + 2 + 2 + 2 + 1 + 1
    # The only tags are the renderer's own.
    tags = set(re.findall(r"<(/?[a-z]+)", html))
    assert tags <= {
        "p", "/p", "div", "/div", "ul", "/ul", "li", "/li", "table", "/table", "caption", "/caption",
        "thead", "/thead", "tbody", "/tbody", "tr", "/tr", "th", "/th", "td", "/td", "figure", "/figure",
        "figcaption", "/figcaption", "svg", "/svg", "g", "/g", "text", "/text", "rect", "details",
        "/details", "summary", "/summary",
    }  # fmt: skip


def test_an_attribute_cannot_be_closed_by_the_text() -> None:
    # The bars' caption is also the SVG's aria-label: a double quote must not end the attribute.
    html = to_html(Report("t", (Bars('"><script>', (Bar("a", 1.0, "b"),)),)))
    assert 'aria-label="&quot;&gt;&lt;script&gt;"' in html


def test_a_table_box_is_a_tab_stop_named_after_its_caption() -> None:
    # A table wider than the screen scrolls sideways until the page's script fits it: a
    # keyboard must reach it (WCAG 2.1.1), and a screen reader say what it is.
    html = to_html(Report("t", (Table('VP "2"', ("A",), (("1",),)),)))
    assert html.startswith(
        '<div class="calc-result__table" tabindex="0" role="region" aria-label="VP &quot;2&quot;">'
    )


def test_plain_text_keeps_the_text_as_typed_and_leaves_out_the_secret() -> None:
    text = to_text(every_block(EVIL))
    assert text.startswith(f"{EVIL}\n")
    assert "&lt;" not in text and "&amp;" not in text
    # The secret fold-out (and what it holds) is not in the copied text.
    report = Report("t", (Summary("open"), Details("fold", (Note("inside"),), secret=True)))
    assert "inside" not in to_text(report) and "fold" not in to_text(report)
    assert "inside" in to_html(report)


def test_player_text_reaches_the_page_escaped() -> None:
    # A player's name in Juízes, through the worker's entry (form values as a shared link has them).
    name = '<b onclick="x">Ana</b> & Bia'
    form = {
        "round": "2",
        "players.0.name": name,
        "players.0.balance": "4",
        "settlements.0.region": "R",
        "settlements.0.kind": "city",
        "settlements.0.developments": "2",
        "settlements.0.holder": name,
    }
    response = json.loads(api.handle(json.dumps({"calculator": "juizes.income", "lang": "pt", "form": form})))
    assert response["ok"], response["errors"]
    # "cidade: 2 + (2 × 2) = 6" (sources/seeds/juizes-income-and-victory.txt «Um exemplo»): 4 + 6 = 10.
    assert response["result"]["players"][name]["new_balance"] == 10
    assert "<b" not in response["html"]
    assert "&lt;b onclick=&quot;x&quot;&gt;Ana&lt;/b&gt; &amp; Bia recebe 6 moedas" in text_of(
        response["html"]
    )
    assert f"{name} recebe 6 moedas: saldo 4 → 10." in response["text"]


def test_names_in_another_language_are_marked_and_still_escaped() -> None:
    # A Russian page: every run of Latin words is a name the game keeps as printed.
    line = "Кругосветное плавание [Circumnavigation]: 3 VP, Mary Queen of Scots Executed"
    assert marked(line, "ru", "en") == (
        'Кругосветное плавание [<span lang="en">Circumnavigation</span>]: <span class="calc-nobr">3 VP</span>, '
        '<span lang="en">Mary Queen of Scots Executed</span>'
    )  # "VP", an abbreviation the Russian text uses as its own word, is the page's
    assert (
        marked("Генрих VIII и Elizabeth I", "ru", "en") == 'Генрих VIII и <span lang="en">Elizabeth I</span>'
    )
    # A Portuguese page: only the English names kept in brackets.
    assert marked("Assassinatos [Assassination], 3 VP", "pt", "en") == (
        'Assassinatos [<span lang="en">Assassination</span>], <span class="calc-nobr">3 VP</span>'
    )
    # Juízes keeps its Portuguese terms on the Russian page; on the Portuguese page nothing.
    assert marked("Вила (Vila): 1", "ru", "pt") == 'Вила (<span lang="pt">Vila</span>): 1'
    assert marked("Vila [Aldeia]", "pt", "pt") == "Vila [Aldeia]"
    # A name a player typed with markup in it stays text, marked or not.
    html = marked(f"Игрок {EVIL}", "ru", "en")
    assert "<script" not in html and "<img" not in html and "& co" not in html
    assert re.sub(r"</?span[^>]*>", "", html) == f"Игрок {ESCAPED}"


def test_a_number_keeps_the_word_after_it_on_its_line() -> None:
    # «… 24 / VP», «… +2 / moedas»: a line end parted a number from its unit on a phone (stop
    # 38's audit).  The pair is held in a calc-nobr span; the text itself is unchanged.
    def kept(text: str, lang: str = "ru") -> list[str]:
        return re.findall(r'<span class="calc-nobr">(.*?)</span>', marked(text, lang, "en"))

    assert kept("Протестанты: 24 VP, −1 VP, 53,6\u00a0% и 4,5 хода") == [
        "24 VP",
        "−1 VP",
        "53,6\u00a0%",
        "4,5 хода",
    ]
    assert kept("Ana recebe +2 moedas (1.5 PV)", "pt") == ["+2 moedas", "1.5 PV"]
    assert kept("5 или 6") == ["5 или"]
    # A long word may go to the next line: held to its number it spilled out of a zoomed phone.
    assert kept("50 протестантских, 5 tentativas", "pt") == ["5 tentativas"]
    # Not a number and its word: an ordinal, a number inside a name, a number before a number,
    # a number at the end, escaped characters.
    assert kept("в конце 9-го хода, Bia2 x, от 1 до 6, ход 5; «Ana» & 'Bia'") == ["1 до"]
    assert text_of(marked("Итого: 24 VP", "ru", "en")) == "Итого: 24 VP"


def test_a_report_marks_the_names_in_every_block_of_text() -> None:
    html = to_html(every_block("Ключи [Keys]"), "ru", "en")
    # Summary, note, caption and two lines, table caption, two header cells and three body
    # cells, the fold-outs' two summaries, summary and note.
    assert html.count('[<span lang="en">Keys</span>]') == 1 + 1 + 3 + 1 + 2 + 3 + 2 + 1 + 1
    # The bars are SVG text, and the aria-label an attribute: escaped only.
    assert (
        'aria-label="Ключи [Keys]"' in html
        and '<text x="144" y="17" text-anchor="end">Ключи [Keys]</text>' in html
    )
    assert to_html(every_block("Ключи [Keys]")) == to_html(every_block("Ключи [Keys]"), "", "")
