"""The built site in Debian's Chromium, driven by Playwright, served with the API on 127.0.0.1.

Screenshots of every page opened here are kept in artifacts/screenshots/.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest

from assistant.chat.answers import ask
from assistant.locale.formats import LANGUAGES, RTL
from assistant.rules import casino_files

from .browser import page_url
from .site_build import RULES_DIR
from .system import artifact, need_axe

CASINO_IDS = [path.stem for path in casino_files([RULES_DIR])]
PAGES = [""] + [f"casinos/{casino}/" for casino in CASINO_IDS]
PERSIAN_DIGIT = re.compile("[۰-۹]")
LATIN_DIGIT = re.compile("[0-9]")


def _name(lang: str, page: str) -> str:
    return f"{lang}-{page.strip('/').replace('/', '-') or 'home'}"


@pytest.mark.parametrize("page", PAGES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_page_renders_with_no_error_and_no_request_off_the_host(site_server, open_page, lang, page):
    visit = open_page(page_url(site_server, lang, page))
    visit.screenshot(_name(lang, page))
    assert not visit.failed
    assert not visit.console_errors
    assert not visit.off_host
    assert any(url.endswith(".css") for url in visit.requests)
    if lang == "fa":
        assert any("Vazirmatn" in url for url in visit.requests)  # the Persian font, self-hosted
    root = visit.page.evaluate("""[document.documentElement.lang, document.body.dir,
                                   getComputedStyle(document.querySelector("article")).direction]""")
    assert root == [lang] + ["rtl" if lang == "fa" else "ltr"] * 2
    text = visit.page.inner_text("article")
    if lang == "fa":
        assert PERSIAN_DIGIT.search(text)
        values = visit.page.eval_on_selector_all(".value", "nodes => nodes.map(n => n.textContent)")
        assert not [v for v in values if LATIN_DIGIT.search(v)], "rule values in Persian digits"
    else:
        assert not PERSIAN_DIGIT.search(text)


def test_language_switcher_stays_on_the_page(site_server, open_page):
    visit = open_page(page_url(site_server, "en", "casinos/wiesbaden/"))
    page = visit.page
    for lang, path in (("de", "/de/casinos/wiesbaden/"), ("fa", "/fa/casinos/wiesbaden/"),
                       ("en", "/casinos/wiesbaden/")):
        page.hover(".md-header .md-select")
        page.click(f'.md-header .md-select__link[hreflang="{lang}"]')
        page.wait_for_url(re.compile(re.escape(site_server.url.rstrip("/") + path) + "$"))
        assert page.evaluate("document.documentElement.lang") == lang
    assert not visit.console_errors and not visit.off_host


QUESTIONS = {
    "de": "Darf man in Wiesbaden nach dem Teilen verdoppeln?",
    "en": "How much does a blackjack pay at Senator?",
    "fa": "در کازینو ویسبادن بیمه چطور کار می‌کند؟",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_chat_box_answers_in_the_question_language_by_keyboard(site_server, open_page, lang):
    visit = open_page(page_url(site_server, lang))
    page = visit.page
    page.wait_for_selector("#croupier-chat:not([hidden])")
    page.focus("#croupier-chat summary")
    page.keyboard.press("Enter")  # opens the box
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "croupier-chat-question"
    page.keyboard.type(QUESTIONS[lang])
    page.keyboard.press("Enter")
    answer = page.locator(".croupier-chat-log span[lang]").first
    answer.wait_for()
    assert answer.get_attribute("lang") == lang
    assert answer.get_attribute("dir") == ("rtl" if lang == "fa" else "ltr")
    assert page.evaluate("getComputedStyle(document.getElementById('croupier-chat')).direction") == (
        "rtl" if lang == "fa" else "ltr")
    expected = ask(QUESTIONS[lang], rules_dir=RULES_DIR)
    assert answer.text_content() == expected.answer  # the site says what the CLI and the API say
    visit.screenshot(f"chat-{lang}")
    assert not visit.console_errors and not visit.off_host


def test_chat_box_shows_markup_as_text(site_server, open_page):
    visit = open_page(page_url(site_server, "en"))
    page = visit.page
    page.wait_for_selector("#croupier-chat:not([hidden])")
    page.click("#croupier-chat summary")
    attack = '<img src="x" onerror="window.pwned=1"><script>window.pwned=2</script> blackjack?'
    page.fill("#croupier-chat-question", attack)
    page.click(".croupier-chat-form button")
    page.locator(".croupier-chat-log p").nth(1).wait_for()
    assert page.locator(".croupier-chat-log p").first.text_content().endswith(attack)
    assert page.locator(".croupier-chat-log img, .croupier-chat-log script").count() == 0
    assert page.evaluate("window.pwned === undefined")
    assert not visit.off_host


def test_chat_box_stays_hidden_without_the_api(static_server, open_page):
    visit = open_page(page_url(static_server, "de"))
    assert visit.page.locator("#croupier-chat").get_attribute("hidden") is not None
    assert visit.page.inner_text("article")  # the static copy still shows the site
    assert not visit.off_host


@pytest.mark.parametrize("page", ["", "casinos/wiesbaden/", "compare/", "side-bets/"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_serious_or_critical_accessibility_violation(site_server, open_page, lang, page):
    axe = need_axe()
    visit = open_page(page_url(site_server, lang, page))
    visit.page.wait_for_selector("#croupier-chat:not([hidden])")
    visit.page.add_script_tag(path=str(axe))
    violations = visit.page.evaluate("""async () => {
        const result = await axe.run(document, {resultTypes: ["violations"]});
        return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.slice(0, 3).map(n => n.target.join(" "))}));
    }""")
    serious = [v for v in violations if v["impact"] in ("serious", "critical")]
    assert not serious, "\n".join(f"{v['impact']} {v['id']}: {v['help']} at {v['nodes']}" for v in serious)


def test_chat_box_on_a_casino_page_answers_for_that_casino(site_server, open_page):
    question = "بلک جک چقدر پرداخت می‌کند؟"
    visit = open_page(page_url(site_server, "fa", "casinos/senator/"))
    page = visit.page
    page.wait_for_selector("#croupier-chat:not([hidden])")
    page.click("#croupier-chat summary")
    page.fill("#croupier-chat-question", question)
    page.keyboard.press("Enter")
    answer = page.locator(".croupier-chat-log span[lang]").first
    answer.wait_for()
    here = ask(question, rules_dir=RULES_DIR, casino="senator")
    assert here.casino == "senator" and answer.text_content() == here.answer
    assert here.answer != ask(question, rules_dir=RULES_DIR).answer


PRINTED_PAGES = 4
"""What the browser's print of a casino page may take, in A4 pages, with its every table."""


@pytest.mark.parametrize("casino", CASINO_IDS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_casino_page_prints_on_four_a4_pages_without_the_site_frame(site_server, open_page, lang, casino):
    visit = open_page(page_url(site_server, lang, f"casinos/{casino}/"))
    page = visit.page
    page.wait_for_selector("#croupier-chat:not([hidden])")
    page.emulate_media(media="print")
    hidden = page.evaluate("""() => [".md-header", ".md-sidebar--primary", ".md-footer", "#croupier-chat", ".example",
                                     ".chart-scroll", "details.source blockquote"]
        .map(s => getComputedStyle(document.querySelector(s)).display)""")
    assert hidden == ["none"] * 7
    assert page.evaluate("getComputedStyle(document.querySelector('article')).display") != "none"
    # What the print leaves out, it says where to find: the print note shows on paper only.
    assert page.locator(".print-note").is_visible()
    assert page.locator("table:not(.strategy)").first.is_visible() and page.locator(".summary-card").first.is_visible()
    pdf = artifact("print", f"{lang}-{casino}.pdf")
    page.pdf(path=str(pdf), format="A4", prefer_css_page_size=True)
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(str(pdf))
    assert [round(x) for x in document[0].get_size()] == [595, 842]
    assert len(document) <= PRINTED_PAGES, f"{lang}/{casino} prints on {len(document)} A4 pages"
    if lang not in RTL:  # Chromium writes right-to-left text into the PDF in visual order: not comparable
        text = " ".join("".join(document[i].get_textpage().get_text_range() for i in range(len(document))).split())
        last = page.eval_on_selector_all("article table:not(.strategy) tbody tr td:first-child",
                                         "cells => cells.map(c => c.textContent.trim())")[-1]
        assert " ".join(last.split()) in text, "the last rule table's last row is printed"
    if casino == CASINO_IDS[0]:
        document[0].render(scale=1).to_pil().save(artifact("print", f"{lang}-{casino}-page1.png"))
    document.close()
    page.emulate_media(media="screen")
    assert not page.locator(".print-note").is_visible()


def test_chat_box_offers_its_choices_as_buttons(site_server, open_page):
    question = "and the rest?"
    offered = ask(question, rules_dir=RULES_DIR)
    assert offered.choices, "the question should leave the assistant unsure"
    visit = open_page(page_url(site_server, "en", ""))
    page = visit.page
    page.wait_for_selector("#croupier-chat:not([hidden])")
    page.click("#croupier-chat summary")
    page.fill("#croupier-chat-question", question)
    page.keyboard.press("Enter")
    buttons = page.locator(".croupier-chat-choices button")
    buttons.first.wait_for()
    assert buttons.all_text_contents() == [c["label"] for c in offered.choices]
    buttons.first.focus()
    page.keyboard.press("Enter")  # a choice is picked by keyboard as well
    page.locator(".croupier-chat-log span[lang]").nth(1).wait_for()
    picked = ask(offered.choices[0]["question"], rules_dir=RULES_DIR, intent=offered.choices[0]["intent"])
    assert page.locator(".croupier-chat-log span[lang]").nth(1).text_content() == picked.answer
    assert page.locator(".croupier-chat-choices").count() == 0


ALL_PAGES = PAGES + ["compare/", "side-bets/", "glossary/", "how-to-play/", "about/"]


@pytest.mark.parametrize("viewport", [(360, 740), (1366, 768)], ids=["phone", "laptop"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_page_scrolls_sideways_and_the_summary_card_is_in_the_first_screen(site_server, open_page, lang, viewport):
    width, height = viewport
    for page in ALL_PAGES:
        visit = open_page(page_url(site_server, lang, page), viewport=viewport)
        scroll = visit.page.evaluate("document.documentElement.scrollWidth")
        assert scroll <= width, f"{lang} {page or 'home'} is {scroll} px wide at {width} px"
        if page.startswith("casinos/"):
            top = visit.page.evaluate("document.querySelector('.summary-card').getBoundingClientRect().top")
            assert top < height, f"{lang} {page}: the summary card starts at {top} px"
            if width == 360:
                visit.screenshot(f"phone-{_name(lang, page)}")
        visit.page.context.close()


def test_chat_box_asks_for_the_table_in_view_and_closes_on_escape(site_server, open_page):
    visit = open_page(page_url(site_server, "de", "casinos/st-moritz/"), viewport=(360, 740))
    page = visit.page
    page.wait_for_selector("#croupier-chat:not([hidden])")
    page.evaluate("document.getElementById('table-bonus').scrollIntoView()")
    page.click("#croupier-chat summary")
    height = page.evaluate("document.getElementById('croupier-chat').getBoundingClientRect().height")
    assert height <= 0.4 * 740, f"the open chat box is {height} px high on a 740 px phone"
    page.fill("#croupier-chat-question", "Was zahlt Black Jack?")
    page.keyboard.press("Enter")
    answer = page.locator(".croupier-chat-log span[lang]").first
    answer.wait_for()
    text = answer.text_content()
    assert "6:5" in text and "3:2" not in text.split("\n")[0], text
    page.keyboard.press("Escape")
    assert page.evaluate("document.querySelector('#croupier-chat details').open") is False
    assert page.evaluate("document.activeElement.tagName") == "SUMMARY"


@pytest.mark.parametrize(("locale", "lands"), [("de-DE", "/de/"), ("fa-IR", "/fa/"), ("en-GB", "/"), ("fr-FR", "/")])
def test_the_home_page_sends_a_visitor_to_the_browsers_language(site_server, open_page, locale, lands):
    visit = open_page(page_url(site_server, "en", ""), locale=locale)
    visit.page.wait_for_load_state("load")
    visit.page.wait_for_timeout(300)
    assert urlsplit(visit.page.url).path == lands


def test_a_language_picked_in_the_switcher_is_kept(site_server, open_page):
    visit = open_page(page_url(site_server, "en", ""), locale="de-DE")
    page = visit.page
    page.wait_for_url("**/de/")
    page.hover(".md-header .md-select")
    page.click('.md-header .md-select__link[hreflang="en"]')
    page.wait_for_load_state("load")
    page.wait_for_timeout(300)
    assert urlsplit(page.url).path == "/"  # the choice stands: no redirect back to German


def test_the_chat_is_reached_early_by_keyboard_and_offers_questions_for_the_page(site_server, open_page):
    visit = open_page(page_url(site_server, "de", "casinos/wiesbaden/"), viewport=(360, 740))
    page = visit.page
    page.wait_for_selector(".croupier-chat-skip:not([hidden])")
    for _ in range(10):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.classList.contains('croupier-chat-skip')"):
            break
    else:
        pytest.fail("the link to the chat is not among the first ten stops of the tab order")
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == "croupier-chat-question"
    starters = page.locator(".croupier-chat-starters button")
    starters.first.wait_for()
    assert starters.all_text_contents()[0] == "Was zahlt Black Jack hier?"
    starters.first.click()
    answer = page.locator(".croupier-chat-log span[lang]").first
    answer.wait_for()
    assert "3:2" in answer.text_content() and answer.get_attribute("lang") == "de"


PHONE = {"viewport": {"width": 360, "height": 740}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}
BUDGET_REQUESTS = 8
BUDGET_KB = 300
"""A casino page's first load on a phone, empty cache: at most this many requests and kilobytes over the wire."""


def _first_load(browser, url: str) -> tuple[list[str], float, bool]:
    """A page's first load on a phone with an empty cache: the URLs it requested over the network, the
    kilobytes that came over the wire (headers included, gzipped as served), whether every request finished."""
    context = browser.new_context(**PHONE, service_workers="block")
    requested: list = []
    finished: list = []
    context.on("request", lambda r: requested.append(r))
    context.on("requestfinished", lambda r: finished.append(r))
    context.new_page().goto(url, wait_until="networkidle")
    # data: URLs (the favicon inside the page) cost no request
    network = [r for r in requested if urlsplit(r.url).scheme in ("http", "https")]
    kb = sum(s["responseHeadersSize"] + s["responseBodySize"]
             for s in (r.sizes() for r in finished if r in network)) / 1024
    context.close()
    return [r.url for r in network], kb, len(finished) == len(requested)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_casino_pages_first_load_on_a_phone_keeps_to_the_transfer_budget(site_server, browser, lang):
    for casino in CASINO_IDS:
        urls, kb, all_finished = _first_load(browser, page_url(site_server, lang, f"casinos/{casino}/"))
        assert all_finished, f"{lang} {casino}: a request did not finish"
        assert {urlsplit(url).hostname for url in urls} == {"127.0.0.1"}
        assert len(urls) <= BUDGET_REQUESTS, f"{lang} {casino}: {len(urls)} requests\n" + "\n".join(urls)
        assert kb <= BUDGET_KB, f"{lang} {casino}: {kb:.0f} KB"
        assert not [url for url in urls if "favicon" in url]
        own_scripts = [url.rsplit("/", 1)[-1] for url in urls if url.endswith(".js") and "/bundle." not in url]
        assert own_scripts == ["croupier.js"]
        fonts = [url for url in urls if url.endswith(".woff2")]  # Vazirmatn, for Persian text (a Persian leaflet's quotes)
        assert len(fonts) == 1 if lang == "fa" else len(fonts) <= 1, fonts


@pytest.mark.parametrize("viewport", [(360, 740), (1366, 768)], ids=["phone", "laptop"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_comparison_leads_with_the_house_edge_and_fits_the_screen(site_server, open_page, lang, viewport):
    width, _height = viewport
    visit = open_page(page_url(site_server, lang, "compare/"), viewport=viewport)
    page = visit.page
    assert page.evaluate("document.documentElement.scrollWidth") <= width, "the page scrolls sideways"
    main = page.locator(".compare-scroll").first
    first = main.locator("tbody tr").first
    assert first.get_attribute("data-field") == "house_edge"
    assert first.locator("th").inner_text() == page.evaluate("document.querySelector('.compare-edge th').textContent")
    box = main.evaluate("b => [b.scrollWidth, b.clientWidth]")
    if width >= 1366:
        assert box[0] <= box[1], f"the comparison overflows its box at {width} px: {box}"
    else:
        # the table scrolls in its own box; the rule's name stays in view as it does
        page.screenshot(path=str(artifact("screenshots", f"phone-{lang}-compare.png")), full_page=True)
        label = main.locator("tbody th[scope=row]").first
        before = label.bounding_box()
        main.evaluate("b => { b.scrollLeft = (getComputedStyle(b).direction === 'rtl' ? -1 : 1) * b.scrollWidth; }")
        assert main.evaluate("b => Math.abs(b.scrollLeft)") > 0
        assert label.bounding_box()["x"] == before["x"]
    # "not stated" is folded: a muted dash in the cells, its words shown once, in the legend
    assert page.locator(".compare-unstated").count() > 0
    shown = page.evaluate("""() => [...document.querySelectorAll('.compare-sr')]
        .filter(e => e.getBoundingClientRect().width > 1).length""")
    assert shown == 0
    assert page.locator("details.compare-fold[open]").count() == 0
    assert page.locator("#mostly-unstated tbody tr").count() > 0
    # every column heading leads to its table on the casino's page
    for href in main.locator("thead a").evaluate_all("links => links.map(a => a.href)"):
        target = href.split("#")[1]
        response = page.request.get(href)
        assert response.ok and f'id="{target}"' in response.text(), href
    assert not visit.console_errors and not visit.off_host


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_about_page_names_the_publisher_each_checked_day_and_where_to_report(site_server, open_page, lang):
    from mkdocs.config import load_config

    from assistant.locale.formats import format_date
    from assistant.rules import load_casinos
    from assistant.site.about import Publication

    from .site_build import MKDOCS_YML

    publication = Publication.from_settings(load_config(str(MKDOCS_YML)).extra["croupier"])
    visit = open_page(page_url(site_server, lang, "about/"), viewport=(360, 740))
    page = visit.page
    assert publication.publisher[lang] in page.inner_text("#publisher + p")
    report = page.locator("a.croupier-report")
    assert report.get_attribute("href") == publication.report and report.inner_text() == publication.report_label
    for casino in load_casinos(RULES_DIR):
        row = page.locator(f"tr:has(a[href$='casinos/{casino.id}/'])")
        assert row.locator("time").get_attribute("datetime") == casino.spec.checked.isoformat()
        assert format_date(casino.spec.checked, lang) in row.inner_text()
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    page.screenshot(path=str(artifact("screenshots", f"phone-{lang}-about.png")), full_page=True)
    assert not visit.console_errors and not visit.off_host
