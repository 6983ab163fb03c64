"""MkDocs hook: each language is a site of its own inside the site, under any base path.

mkdocs-static-i18n builds the Russian pages at the site's root and the Portuguese ones
under ``pt/``, but leaves one sitemap and one search index for both, and Material's
language switcher points at absolute language roots.  This hook:

* gives each page its language switcher links: the same page in the other language where
  it exists (``page.file.alternates`` from mkdocs-static-i18n), else that language's home,
  as URLs relative to the page, so the site works under any base path
  (``overrides/partials/alternate.html``);
* sets Material's JavaScript ``base`` to the page language's root
  (``overrides/main.html``), so a page reads its own language's ``sitemap.xml`` and
  search index: instant navigation stays inside one language (a switch is a full load,
  with the other language's header, ``<html lang>`` and search), and a Russian query finds
  Russian pages only;
* gives each language its page for a missing address (``404.html``, ``overrides/404.html``):
  the Russian one at the site's root, which hosts serve for every missing address (it
  offers the Portuguese home in Portuguese too), the Portuguese one in ``pt/``, which hosts
  that look up the path serve for the Portuguese pages;
* after the build, writes one ``sitemap.xml`` and one ``search/search_index.json`` per
  language root, and makes the Portuguese and Russian search pipelines fold accents
  (``vitoria`` finds «vitória») and «ё» (``hooks/lunr_fold.js``).
"""

from __future__ import annotations

import gzip
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import event_priority
from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page
from mkdocs.utils import get_relative_url

HERE = Path(__file__).resolve().parent
SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9"
# Search languages whose matching ignores diacritics (Portuguese) or «ё» (Russian).
FOLDED = ("pt", "ru")

# ---------------------------------------------------------------------------
# Hooks
# ---------------------------------------------------------------------------


def on_page_context(
    context: dict[str, Any], *, page: Page, config: MkDocsConfig, nav: Navigation
) -> dict[str, Any]:
    here = page.url
    lang = _page_locale(page)
    alternates: dict[str, Any] = getattr(page.file, "alternates", {}) or {}
    links = []
    for language in _languages(config):
        target = alternates.get(language.locale)
        url = target.url if target is not None else _root(language)
        links.append({"name": language.name, "lang": language.locale, "href": _relative(url, here)})
    context["language_links"] = links
    mine = _language(config, lang)
    context["language_base"] = _relative(_root(mine) if mine else "", here)
    return context


# The page for a missing address, per language: its heading, what happened, and the link
# home; ``other`` is the link as offered on another language's page.
NOT_FOUND_PAGE = "404.html"
NOT_FOUND: dict[str, dict[str, str]] = {
    "ru": {
        "title": "Страница не найдена",
        "text": (
            "По этому адресу ничего нет: возможно, ссылка устарела или в адресе опечатка. "
            "Разделы справочника — в меню, а нужное слово найдёт поиск."
        ),
        "home": "На главную страницу справочника",
        "other": "Главная страница на русском",
    },
    "pt": {
        "title": "Página não encontrada",
        "text": (
            "Não há nada neste endereço: talvez o link esteja desatualizado ou o endereço tenha "
            "um erro de digitação. As seções da referência estão no menu, e a busca encontra "
            "qualquer palavra."
        ),
        "home": "Ir para a página inicial da referência",
        "other": "Página inicial em português",
    },
}
# The 404 pages rendered so far in this build, by language: every language's build writes
# its own to the site's root, the last one over the others (on_post_template).
_not_found_pages: dict[str, str] = {}


def on_template_context(
    context: dict[str, Any], *, template_name: str, config: MkDocsConfig
) -> dict[str, Any]:
    if template_name != NOT_FOUND_PAGE:
        return context
    # An error page's links are absolute (from site_url): it is served at any address.
    base = str(context.get("base_url") or "/").rstrip("/") + "/"
    lang = _building(config)
    homes = {language.locale: base + _root(language) for language in _languages(config)}
    context["language_base"] = homes.get(lang, base)
    context["not_found"] = {
        **NOT_FOUND.get(lang, NOT_FOUND["ru"]),
        "url": homes.get(lang, base),
        "others": [
            {**NOT_FOUND[other], "lang": other, "url": url}
            for other, url in homes.items()
            if other != lang and other in NOT_FOUND
        ],
    }
    return context


# After the other hooks have finished the page (hooks/csp.py, at -100, adds its policy).
@event_priority(-150)
def on_post_template(output: str, *, template_name: str, config: MkDocsConfig) -> str:
    """The default language's 404 page stays at the site's root; another language's goes
    to its own root."""
    if template_name != NOT_FOUND_PAGE:
        return output
    lang = _building(config)
    _not_found_pages[lang] = output
    language = _language(config, lang)
    if language is None or language.default:
        return output
    own = Path(config.site_dir) / _root(language) / NOT_FOUND_PAGE
    own.parent.mkdir(parents=True, exist_ok=True)
    own.write_text(output, encoding="utf-8")
    default = next((lang_.locale for lang_ in _languages(config) if lang_.default), "")
    return _not_found_pages.get(default, output)


# After mkdocs-static-i18n (priority -100) has built every language and written the
# combined search index: only the outermost build's last event does the split.
@event_priority(-200)
def on_post_build(*, config: MkDocsConfig) -> None:
    i18n = config.plugins.get("i18n")
    if i18n is None or getattr(i18n, "building", False):
        return
    site = Path(config.site_dir)
    roots = {language.locale: _root(language) for language in _languages(config)}
    _split_sitemap(site, roots)
    _split_search_index(site, roots)
    _fold_search(site)


# ---------------------------------------------------------------------------
# Helper functions
# ---------------------------------------------------------------------------


def _languages(config: MkDocsConfig) -> list[Any]:
    i18n = config.plugins.get("i18n")
    languages = getattr(getattr(i18n, "config", None), "languages", None) or []
    return [language for language in languages if language.build]


# Python-Markdown's toc extension gives every heading's anchor one title for the whole site
# (its ``permalink_title``, English by default): each page gets its own language's.
PERMALINK_TITLES = {"ru": "Ссылка на этот раздел", "pt": "Link para esta seção"}


def on_page_content(html: str, *, page: Page, config: MkDocsConfig, files: Any) -> str:
    title = PERMALINK_TITLES.get(_page_locale(page))
    if not title:
        return html
    default = str(config.mdx_configs.get("toc", {}).get("permalink_title", "Permanent link"))
    anchor = re.compile(r'(<a class="headerlink" href="[^"]*" title=")' + re.escape(default) + '"')
    return anchor.sub(lambda m: f'{m.group(1)}{title}"', html)


def _language(config: MkDocsConfig, locale: str) -> Any:
    """The built language ``locale`` (mkdocs-static-i18n's configuration of it), or None."""
    return next((language for language in _languages(config) if language.locale == locale), None)


def _building(config: MkDocsConfig) -> str:
    """The language of the build under way (mkdocs-static-i18n builds one after another)."""
    return str(getattr(config.plugins.get("i18n"), "current_language", "") or "")


def _page_locale(page: Page) -> str:
    return str(getattr(page.file, "locale", "") or "")


def _root(language: Any) -> str:
    """The language's home as a site-relative URL: ``""`` (default language) or ``"pt/"``."""
    return "" if language.default else f"{str(language.link).strip('/')}/"


def _relative(url: str, here: str) -> str:
    """``url`` (site-relative) as seen from the page at ``here``, ending in ``/`` for folders."""
    out = get_relative_url(url, here)
    return out if out.endswith("/") or "." in out.rsplit("/", 1)[-1].strip(".") else f"{out}/"


def _language_of(path: str, roots: dict[str, str]) -> str:
    """The language whose root holds ``path`` (site-relative), the longest root first."""
    for locale, root in sorted(roots.items(), key=lambda item: -len(item[1])):
        if path.startswith(root):
            return locale
    raise ValueError(f"{path}: in no language")


def _split_sitemap(site: Path, roots: dict[str, str]) -> None:
    sitemap = site / "sitemap.xml"
    if not sitemap.is_file():
        return
    ET.register_namespace("", SITEMAP_NS)
    ET.register_namespace("xhtml", "http://www.w3.org/1999/xhtml")
    tree = ET.parse(sitemap)
    urls = tree.getroot().findall(f"{{{SITEMAP_NS}}}url")
    locs = [u.findtext(f"{{{SITEMAP_NS}}}loc") or "" for u in urls]
    # The site's own URL is the loc of the default language's home page.
    base = min(locs, key=len)
    for locale, root in roots.items():
        keep = ET.Element(tree.getroot().tag, tree.getroot().attrib)
        keep.extend(
            u
            for u, loc in zip(urls, locs, strict=True)
            if _language_of(loc.removeprefix(base), roots) == locale
        )
        out = site / root / "sitemap.xml"
        data = ET.tostring(keep, encoding="utf-8", xml_declaration=True)
        out.write_bytes(data)
        out.with_suffix(".xml.gz").write_bytes(gzip.compress(data, mtime=0))


def _split_search_index(site: Path, roots: dict[str, str]) -> None:
    index_file = site / "search" / "search_index.json"
    if not index_file.is_file():
        return
    index = json.loads(index_file.read_text(encoding="utf-8"))
    for locale, root in roots.items():
        docs = [
            {**doc, "location": doc["location"].removeprefix(root)}
            for doc in index["docs"]
            if _language_of(doc["location"], roots) == locale
        ]
        out = site / root / "search" / "search_index.json"
        out.parent.mkdir(parents=True, exist_ok=True)
        own = {**index, "config": {**index["config"], "lang": [locale]}, "docs": docs}
        out.write_text(json.dumps(own, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")


def _fold_search(site: Path) -> None:
    """Append the folding wrapper to Material's lunr language files (see lunr_fold.js)."""
    wrapper = (HERE / "lunr_fold.js").read_text(encoding="utf-8")
    for locale in FOLDED:
        target = site / "assets" / "javascripts" / "lunr" / "min" / f"lunr.{locale}.min.js"
        if target.is_file() and "lunrFold" not in target.read_text(encoding="utf-8"):
            with target.open("a", encoding="utf-8") as out:
                out.write("\n" + wrapper.replace("__LANG__", locale))
