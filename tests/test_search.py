"""The site's search in Debian's Chromium: Pagefind, one index per language, loaded when the search opens.

Screenshots of the open search with its results are kept in artifacts/screenshots/search-*.png.
"""

from __future__ import annotations

import re
from urllib.parse import urljoin, urlsplit

import pytest

from assistant.locale.formats import LANGUAGES
from assistant.rules import casino_files

from .browser import page_url
from .site_build import LANGUAGE_ROOT, RULES_DIR
from .system import need_axe

CASINO_IDS = [path.stem for path in casino_files([RULES_DIR])]
PHONE = (360, 740)
RESULT_LINKS = "#croupier-search .pagefind-ui__result-link"
BUNDLE_FILE = re.compile(r"/pagefind/(?:pagefind\.|index/|fragment/)(\w+)_")
"""A file of one language's index: its meta, index chunks and page fragments, named by the language."""


def _open_search(page) -> None:
    page.click(".croupier-search-open")
    page.locator("#croupier-search input").wait_for()


def _search(page, query: str, count: int = 1) -> list[str]:
    """Type ``query`` and wait until at least ``count`` results show; their paths, best first."""
    page.keyboard.type(query)
    # Playwright types letters outside US-ASCII as text input with no key events; one key press more,
    # as a guest's own keyboard gives with every letter.
    page.keyboard.press("End")
    page.wait_for_function("([selector, count]) => document.querySelectorAll(selector).length >= count",
                           arg=[RESULT_LINKS, count])
    return _result_paths(page)


def _result_paths(page) -> list[str]:
    hrefs = page.eval_on_selector_all(RESULT_LINKS, "links => links.map(a => a.getAttribute('href'))")
    return [urlsplit(urljoin(page.url, href)).path for href in hrefs]


def _all_results(page) -> list[str]:
    """Every result, pressing "load more" until the search has shown them all."""
    more = page.locator("#croupier-search .pagefind-ui__button")
    while more.count():
        shown = len(_result_paths(page))
        more.click()
        page.wait_for_function("([selector, shown]) => document.querySelectorAll(selector).length > shown",
                               arg=[RESULT_LINKS, shown])
    return _result_paths(page)


def _in_language(path: str, lang: str) -> bool:
    others = [f"/{LANGUAGE_ROOT[other]}" for other in LANGUAGES if LANGUAGE_ROOT[other] and other != lang]
    return path.startswith(f"/{LANGUAGE_ROOT[lang]}") and not any(path.startswith(o) for o in others)


@pytest.mark.parametrize("lang,query,shot", [
    ("de", "Versicherung", "search-de"),
    ("en", "insurance", "search-en"),
    ("fa", "بیمه", "search-fa"),
    ("fa", "بيمه", "search-fa-arabic-keyboard"),  # typed on an Arabic keyboard: ي for ی
])
def test_a_rule_found_on_a_phone_lists_the_casino_pages_of_the_page_language_first(site_server, open_page, lang,
                                                                                    query, shot):
    visit = open_page(page_url(site_server, lang, "casinos/wiesbaden/"), viewport=PHONE)
    page = visit.page
    assert not [url for url in visit.requests if "/pagefind/" in url], "the search loaded before it was opened"
    _open_search(page)
    field = page.locator("#croupier-search input")
    # Pagefind's own translation of the field, in the page's language: the header button's word
    assert field.get_attribute("placeholder") == page.get_attribute(".croupier-search-open", "aria-label")
    first = _search(page, query, count=len(CASINO_IDS))
    casinos = {urlsplit(page_url(site_server, lang, f"casinos/{casino}/")).path for casino in CASINO_IDS}
    assert set(first[:len(casinos)]) == casinos, first
    found = _all_results(page)
    assert [path for path in found if not _in_language(path, lang)] == []
    loaded = {BUNDLE_FILE.search(url).group(1) for url in visit.requests if BUNDLE_FILE.search(url)}
    assert loaded == {lang}, "only the page language's index is fetched"
    page.evaluate("document.getElementById('croupier-search').scrollTop = 0")
    visit.screenshot(shot)
    assert not visit.console_errors and not visit.off_host and not visit.failed


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_search_reads_in_the_page_direction(site_server, open_page, lang):
    visit = open_page(page_url(site_server, lang, "casinos/senator/"), viewport=PHONE)
    page = visit.page
    _open_search(page)
    _search(page, {"de": "Senator", "en": "Senator", "fa": "سناتور"}[lang])
    direction = page.evaluate("getComputedStyle(document.querySelector('#croupier-search input')).direction")
    assert direction == ("rtl" if lang == "fa" else "ltr")
    field = page.locator("#croupier-search input").bounding_box()
    clear = page.locator("#croupier-search .pagefind-ui__search-clear").bounding_box()
    # the clear button at the field's end: the left on a Persian page
    assert (clear["x"] < field["x"] + field["width"] / 2) == (lang == "fa")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE[0]


@pytest.mark.parametrize("lang,query,casino", [
    ("fa", "سناتور", "senator"),
    ("fa", "ويسبادن", "wiesbaden"),  # Arabic ي for the Persian ی
    ("de", "Spielbank Schleswig-Holstein", "schleswig-holstein"),
])
def test_a_casino_name_finds_its_page_first(site_server, open_page, lang, query, casino):
    visit = open_page(page_url(site_server, lang))  # desktop width: the panel under the header's end
    _open_search(visit.page)
    assert _search(visit.page, query)[0] == urlsplit(page_url(site_server, lang, f"casinos/{casino}/")).path
    visit.screenshot(f"search-{lang}-{casino}")
    assert not visit.console_errors and not visit.off_host


def test_slash_opens_the_search_and_escape_closes_it_back_to_its_button(site_server, open_page):
    visit = open_page(page_url(site_server, "de", "casinos/senator/"), viewport=PHONE)
    page = visit.page
    page.keyboard.press("/")
    page.locator("#croupier-search input").wait_for()
    page.wait_for_function("document.activeElement === document.querySelector('#croupier-search input')")
    assert page.get_attribute(".croupier-search-open", "aria-expanded") == "true"
    page.keyboard.press("Escape")
    assert page.locator("#croupier-search").is_hidden()
    assert page.get_attribute(".croupier-search-open", "aria-expanded") == "false"
    assert page.evaluate("document.activeElement.classList.contains('croupier-search-open')")
    page.click(".croupier-search-open")  # opened again: the same search, loaded once
    page.locator("#croupier-search input").wait_for()
    assert page.locator("#croupier-search .pagefind-ui").count() == 1
    assert len([url for url in visit.requests if url.endswith("/pagefind-ui.js")]) == 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_open_search_has_no_serious_accessibility_violation(site_server, open_page, lang):
    axe = need_axe()
    visit = open_page(page_url(site_server, lang, "casinos/wiesbaden/"), viewport=PHONE)
    page = visit.page
    _open_search(page)
    _search(page, {"de": "Versicherung", "en": "insurance", "fa": "بیمه"}[lang], count=len(CASINO_IDS))
    page.add_script_tag(path=str(axe))
    violations = page.evaluate("""async () => {
        const result = await axe.run(document.getElementById("croupier-search"), {resultTypes: ["violations"]});
        return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.slice(0, 3).map(n => n.target.join(" "))}));
    }""")
    serious = [v for v in violations if v["impact"] in ("serious", "critical")]
    assert not serious, "\n".join(f"{v['impact']} {v['id']}: {v['help']} at {v['nodes']}" for v in serious)
