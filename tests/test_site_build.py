"""The built site: strict mkdocs build of every page in three languages, and atomic replacement of site/."""

from __future__ import annotations

import gzip
import json
import re
import shutil

import pytest

from assistant.cli import main
from assistant.locale.formats import LANGUAGES, translations
from assistant.rules import load_casinos
from assistant.site import pages
from assistant.site.build import BuildError, build_site

from .site_build import LANGUAGE_ROOT, MKDOCS_YML, RULES_DIR, texts_of_class
from .system import need_pango

CASINOS = load_casinos(RULES_DIR)
LATIN_DIGIT = re.compile(r"[0-9]")
ARABIC_SCRIPT = re.compile(r"[\u0600-\u06FF]")


def test_a_successful_build_replaces_the_old_site(built_site):
    assert not (built_site.root / "left-from-an-older-build.html").exists()
    assert not list(built_site.root.parent.glob(".site.*"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_casino_page_is_built_in_every_language(built_site, lang):
    for casino in CASINOS:
        html = built_site.html(lang, f"casinos/{casino.id}/")
        assert f'<html lang="{lang}"' in html
    for page in ("", "how-to-play/", "compare/", "side-bets/", "glossary/"):
        assert "</html>" in built_site.html(lang, page)


def test_persian_pages_are_right_to_left_and_the_others_left_to_right(built_site):
    assert '<body dir="rtl"' in built_site.html("fa", "casinos/senator/")
    assert '<body dir="ltr"' in built_site.html("de", "casinos/senator/")


def test_persian_amounts_and_numbers_have_no_latin_digits(built_site):
    values = [text for casino in CASINOS
              for text in texts_of_class(built_site.html("fa", f"casinos/{casino.id}/"), "value")]
    values += texts_of_class(built_site.html("fa", "side-bets/"), "value")
    assert values and not [v for v in values if LATIN_DIGIT.search(v)]
    assert any("۱٬۰۰۰" in v for v in values)  # Brandenburg's maximum, 1000
    assert any("۳۰۰:۱" in v for v in values)  # St. Moritz's Highest Spades


@pytest.mark.parametrize("lang", LANGUAGES)
def test_not_stated_rules_show_the_catalog_text(built_site, lang):
    from assistant.locale.formats import translations

    expected = translations(lang).gettext("Not stated by the casino")
    assert expected in texts_of_class(built_site.html(lang, "casinos/wiesbaden/"), "not-stated")


def test_the_language_switcher_stays_on_the_same_page(built_site):
    html = built_site.html("fa", "casinos/senator/")
    links = re.findall(r'<a href="([^"]+)" hreflang="(\w+)" class="md-select__link"', html)
    assert dict((lang, href) for href, lang in links) == {
        "en": "../../../casinos/senator/", "de": "../../../de/casinos/senator/", "fa": "./"}


def test_no_page_asks_another_host_for_anything(built_site):
    for path in built_site.root.rglob("*.html"):
        html = path.read_text(encoding="utf-8")
        assert not re.findall(r'<(?:script|link|img|iframe)[^>]*(?:src|href)="(?:https?:)?//', html), path
    stylesheets = (built_site.root / "assets" / "stylesheets").glob("*.css")
    css = "".join(p.read_text(encoding="utf-8") for p in stylesheets)
    assert "fonts.googleapis" not in css and "@import url(http" not in css


def test_vazirmatn_and_its_licence_are_served_with_the_site(built_site):
    fonts = built_site.root / "assets" / "fonts" / "vazirmatn"
    assert (fonts / "OFL.txt").read_text(encoding="utf-8").startswith("Copyright")
    assert list(fonts.glob("*.woff2"))


def _search_pages(site, lang: str) -> dict[str, str]:
    """The pages in one language's search index: URL and the text Pagefind quotes its excerpts from."""
    pages = {}
    for fragment in (site / "pagefind" / "fragment").glob(f"{lang}_*.pf_fragment"):
        record = json.loads(gzip.decompress(fragment.read_bytes()).removeprefix(b"pagefind_dcd"))
        pages[record["url"]] = record["content"]
    return pages


def test_search_has_one_index_per_language_of_every_page_but_the_404s(built_site):
    entry = json.loads((built_site.root / "pagefind" / "pagefind-entry.json").read_text(encoding="utf-8"))
    assert not (built_site.root / "search").exists()  # the theme's one lunr index of every language is gone
    default = next(lang for lang in LANGUAGES if not LANGUAGE_ROOT[lang])
    pages: dict[str, set[str]] = {lang: set() for lang in LANGUAGES}
    for path in built_site.root.rglob("index.html"):
        folder = path.parent.relative_to(built_site.root).as_posix()
        url = "/" if folder == "." else f"/{folder}/"
        lang = next((lang for lang in LANGUAGES if LANGUAGE_ROOT[lang] and url.startswith(f"/{LANGUAGE_ROOT[lang]}")),
                    default)
        pages[lang].add(url)
    assert set(entry["languages"]) == set(LANGUAGES)
    for lang in LANGUAGES:
        assert set(_search_pages(built_site.root, lang)) == pages[lang]
        assert entry["languages"][lang]["page_count"] == len(pages[lang])
        assert {f"/{LANGUAGE_ROOT[lang]}casinos/{casino.id}/" for casino in CASINOS} <= pages[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_search_quotes_the_summary_card_and_not_the_rule_tables_or_the_leaflets_words(built_site, lang):
    pages = _search_pages(built_site.root, lang)
    for casino in CASINOS:
        html = built_site.html(lang, f"casinos/{casino.id}/")
        text = " ".join(pages[f"/{LANGUAGE_ROOT[lang]}casinos/{casino.id}/"].split())  # Pagefind's spaces are plain
        summary = [" ".join(line.split()) for card in texts_of_class(html, "summary-card") for line in card.splitlines()]
        assert [line for line in summary if line and line not in text] == []
        notes = texts_of_class(html, "note")  # sentences beside a rule's value, only in the rule tables
        assert notes and [note for note in notes if " ".join(note.split()) in text] == []
    if lang != "fa":
        # Senator's leaflet is Persian: its quotes and title stay out of the German and English indexes
        assert not [url for url, text in pages.items() if ARABIC_SCRIPT.search(text)]


LEAFLET_LINK = re.compile(r'<p class="leaflet-pdf"><a href="([^"/]+)" type="application/pdf">([^<]+)</a></p>')


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_casino_page_links_its_one_page_leaflet_in_its_language(built_site, lang):
    need_pango()
    import pypdfium2 as pdfium

    words = translations(lang)
    for casino in CASINOS:
        html = built_site.html(lang, f"casinos/{casino.id}/")
        [(href, text)] = LEAFLET_LINK.findall(html)
        source = "Print the one-page leaflet (PDF, A4)"
        assert text == words.gettext(source) and (lang == "en") == (text == source)  # translated
        # Near the top: under the title, above the summary cards.
        assert html.index("<h1") < html.index(href) < html.index('class="summary-card"')
        pdf = built_site.root / LANGUAGE_ROOT[lang] / "casinos" / casino.id / href
        assert href == f"{casino.id}-{lang}.pdf" and pdf.is_file()
        document = pdfium.PdfDocument(str(pdf))
        assert len(document) == 1 and [round(x) for x in document[0].get_size()] == [595, 842]
        page = " ".join(document[0].get_textpage().get_text_range().replace("\u200c", "").split())
        document.close()
        assert getattr(casino.spec.name, lang).replace("\u200c", "") in page
        assert words.gettext("At a glance").replace("\u200c", "") in page
    assert not [p for p in built_site.root.rglob("*.pdf") if p.parent.parent.name != "casinos"]


def test_without_weasyprints_libraries_the_site_builds_without_leaflets_or_links_to_them(tmp_path, monkeypatch,
                                                                                           capsys):
    from assistant.site import build

    monkeypatch.setattr(build, "pdf_unavailable", lambda: "WeasyPrint needs the Debian packages libpango-1.0-0")
    site = tmp_path / "site"
    assert main(["build", "--site-dir", str(site), "--rules-dir", str(RULES_DIR), "--config-file", str(MKDOCS_YML)]) == 0
    assert capsys.readouterr().err.count("libpango-1.0-0") == 1
    assert not list(site.rglob("*.pdf"))
    pages = [path.read_text(encoding="utf-8") for path in site.rglob("casinos/*/index.html")]
    assert len(pages) == len(CASINOS) * len(LANGUAGES)
    assert not [page for page in pages if "leaflet-pdf" in page or ".pdf" in page]
    assert all('class="print-note"' in page for page in pages)


def test_a_broken_link_fails_the_build_and_keeps_the_last_site(tmp_path, monkeypatch):
    templates = tmp_path / "templates"
    shutil.copytree(pages.TEMPLATES_DIR, templates)
    glossary = templates / "glossary.md.j2"
    broken = glossary.read_text(encoding="utf-8") + "\n[gone](no-such-page.md)\n"
    glossary.write_text(broken, encoding="utf-8")
    monkeypatch.setattr(pages, "TEMPLATES_DIR", templates)
    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text("the last good site", encoding="utf-8")
    with pytest.raises(BuildError, match="strict"):
        build_site(site, RULES_DIR, MKDOCS_YML)
    assert [p.name for p in site.iterdir()] == ["index.html"]
    assert (site / "index.html").read_text(encoding="utf-8") == "the last good site"
    assert not list(tmp_path.glob(".site.*"))


def test_bad_rules_data_fails_the_build_and_keeps_the_last_site(tmp_path, capsys):
    bad = tmp_path / "rules"
    shutil.copytree(RULES_DIR, bad)
    text = (bad / "senator.yaml").read_text(encoding="utf-8")
    bad_ratio = text.replace('value: "3:2"', 'value: "three to two"', 1)
    (bad / "senator.yaml").write_text(bad_ratio, encoding="utf-8")
    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text("the last good site", encoding="utf-8")
    code = main(["build", "--site-dir", str(site), "--rules-dir", str(bad), "--config-file", str(MKDOCS_YML)])
    assert code == 1
    assert "senator.yaml" in capsys.readouterr().err
    assert (site / "index.html").read_text(encoding="utf-8") == "the last good site"
    assert {p.name for p in tmp_path.iterdir()} == {"rules", "site"}


def test_a_missing_page_gets_the_404_page_of_its_language(built_site):
    from fastapi.testclient import TestClient

    from assistant.chat.api import create_app

    with TestClient(create_app(RULES_DIR, built_site.root, rate=1000.0, burst=1000)) as client:
        for path, lang, heading in (("/de/casinos/nirgends/", "de", "Seite nicht gefunden"),
                                    ("/fa/nowhere", "fa", "صفحه پیدا نشد"),
                                    ("/casinos/nowhere/", "en", "Page not found")):
            response = client.get(path)
            assert response.status_code == 404 and response.headers["content-type"].startswith("text/html")
            assert f'<html lang="{lang}"' in response.text and f"<h1>{heading}</h1>" in response.text
    assert not (built_site.root / ".404-default.html").exists()


def test_serve_gzips_the_site_and_keeps_hashed_assets_a_year(built_site):
    from fastapi.testclient import TestClient

    from assistant.chat.api import create_app

    gzip = {"Accept-Encoding": "gzip"}
    with TestClient(create_app(RULES_DIR, built_site.root, rate=1000.0, burst=1000)) as client:
        page = client.get("/de/casinos/wiesbaden/", headers=gzip)
        assert page.headers["content-encoding"] == "gzip" and page.headers["cache-control"] == "no-cache"
        css = re.search(r"assets/stylesheets/main\.[0-9a-f]{8,}\.min\.css", page.text).group(0)
        asset = client.get(f"/{css}", headers=gzip)
        assert asset.headers["content-encoding"] == "gzip"
        assert asset.headers["cache-control"] == "public, max-age=31536000, immutable"
        answer = client.post("/api/ask", json={"question": "hi"}, headers=gzip)
        assert answer.status_code == 200 and "content-encoding" not in answer.headers
