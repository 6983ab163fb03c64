"""hooks/language_of_parts.py: the Latin words of a Russian page's text marked with their
language, and nothing else touched."""

from __future__ import annotations

from hooks.language_of_parts import mark_latin


def test_each_run_of_latin_words_gets_the_language_of_the_pages_names() -> None:
    html = "<p>Раздел правил Here I Stand о победе: клетка <em>Auto Win</em>, 25 VP.</p>"
    assert mark_latin(html, "ru", "en") == (
        '<p>Раздел правил <span lang="en">Here I Stand</span> о победе: клетка '
        '<em><span lang="en">Auto Win</span></em>, 25 VP.</p>'
    )
    # The Juízes chapter's terms are Portuguese; so is the game's name on any page.
    assert mark_latin("<li>Вила (Vila) и город (Cidade)</li>", "ru", "pt") == (
        '<li>Вила (<span lang="pt">Vila</span>) и город (<span lang="pt">Cidade</span>)</li>'
    )
    assert mark_latin("<p>Here I Stand, Juízes</p>", "ru", "en") == (
        '<p><span lang="en">Here I Stand</span>, <span lang="pt">Juízes</span></p>'
    )


def test_code_calculators_and_marked_elements_are_left_alone() -> None:
    untouched = [
        "<p><code>make serve</code></p>",
        "<p>остановить сервер — <kbd>Ctrl+C</kbd></p>",  # keys, read as the keyboard has them
        "<pre><code>python3 -m http.server</code></pre>",
        '<td lang="en">Keys outside the Netherlands</td>',
        '<section class="calc" data-calculator="his.vp"><p>Stettin</p><br><p>Lubeck</p></section>',
        '<p><a href="here-i-stand/victory/" title="Victory">победа</a></p>',  # attributes
        "<select><option>Вила (Vila)</option></select>",
        "<!-- Here I Stand -->",
    ]
    for html in untouched:
        assert mark_latin(html, "ru", "en") == html
    # After a skipped element closes, the text is the page's again.
    assert mark_latin("<p><code>x</code> Piracy</p>", "ru", "en") == (
        '<p><code>x</code> <span lang="en">Piracy</span></p>'
    )
    # A Portuguese page is in Latin letters: nothing to find this way.
    assert mark_latin("<p>Here I Stand</p>", "pt", "en") == "<p>Here I Stand</p>"


def test_the_text_stays_escaped() -> None:
    assert mark_latin("<p>&lt;b&gt; Tom &amp; Jerry</p>", "ru", "en") == (
        '<p>&lt;<span lang="en">b</span>&gt; <span lang="en">Tom</span> &amp; <span lang="en">Jerry</span></p>'
    )
