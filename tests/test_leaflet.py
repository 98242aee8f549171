"""``croupier sheet``: the one-page A4 leaflet per casino and language, as HTML and as PDF, and the cache
that keeps the site build from laying out an unchanged leaflet again."""

from __future__ import annotations

import re
from datetime import date
from html.parser import HTMLParser

import pytest

from assistant.cli import main
from assistant.locale.formats import LANGUAGES, format_date, translations
from assistant.rules import load_casinos
from assistant.site import leaflet
from assistant.site.leaflet import build_leaflets, leaflet_html, pdf_unavailable
from assistant.site.sheets import casino_sheet

from .site_build import RULES_DIR
from .system import artifact, need_pango

CASINOS = load_casinos(RULES_DIR)


class Anchors(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.links: list[str] = []
        self.root: dict[str, str | None] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "html":
            self.root = found
        if found.get("id"):
            self.ids.add(found["id"] or "")
        if tag == "a" and found.get("href"):
            self.links.append(found["href"] or "")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("casino", CASINOS, ids=lambda c: c.id)
def test_leaflet_starts_with_every_tables_summary_card_and_links_nowhere(casino, lang):
    html = leaflet_html(casino, lang)
    page = Anchors()
    page.feed(html)
    assert page.root == {"lang": lang, "dir": "rtl" if lang == "fa" else "ltr"}
    first_chart = html.index('class="strategy"')
    for table in casino.tables.values():
        assert html.index(f'id="summary-{table.id}"') < first_chart
        if len(casino.tables) > 1:
            assert getattr(table.name, lang) in html
    internal = [link for link in page.links if link.startswith("#")]
    assert len(internal) == len(page.links), f"links out of the leaflet: {set(page.links) - set(internal)}"
    assert {link[1:] for link in internal} <= page.ids
    assert "<style>" in html and "Vazirmatn" in html and "http" not in html.split("<body>")[0]


def test_leaflet_in_persian_writes_persian_digits_and_dates():
    senator = next(c for c in CASINOS if c.id == "senator")
    html = leaflet_html(senator, "fa")
    body = re.sub(r"<[^>]+>", " ", html.split("<body>")[1])
    assert re.search("[۰-۹]", body)
    footer = html.split('class="leaflet-footer"')[1]
    assert re.search("[۰-۹]{4}", footer) and not re.search("[0-9]", footer.replace("&#39;", ""))


def test_sheet_command_needs_an_output_and_a_known_casino(capsys, tmp_path):
    assert main(["sheet", "--casino", "senator"]) == 2
    assert "--pdf OUT or --html OUT" in capsys.readouterr().err
    assert main(["sheet", "--casino", "monte-carlo", "--html", str(tmp_path / "x.html")]) == 2
    err = capsys.readouterr().err
    assert "no casino 'monte-carlo'" in err and "senator" in err
    assert not list(tmp_path.iterdir())


def _pdf_text_and_fonts(path):
    import ctypes

    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    pdf = pdfium.PdfDocument(str(path))
    fonts: set[str] = set()
    for obj in pdf[0].get_objects(filter=[raw.FPDF_PAGEOBJ_TEXT]):
        font = raw.FPDFTextObj_GetFont(obj.raw)
        size = raw.FPDFFont_GetBaseFontName(font, None, 0)
        name = ctypes.create_string_buffer(size)
        raw.FPDFFont_GetBaseFontName(font, name, size)
        fonts.add(name.value.decode().split("+")[-1])
    text = "".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
    return pdf, text, fonts


@pytest.mark.parametrize("casino_id,lang", [("senator", "fa"), ("wiesbaden", "de"), ("st-moritz", "en")])
def test_pdf_leaflet_is_one_a4_page_of_summary_cards_in_the_language_with_vazirmatn(casino_id, lang, tmp_path, capsys):
    need_pango()
    out = tmp_path / "leaflets" / f"{casino_id}-{lang}.pdf"
    assert main(["sheet", "--casino", casino_id, "--lang", lang, "--pdf", str(out)]) == 0
    assert out.read_bytes().startswith(b"%PDF-")
    assert [p.name for p in out.parent.iterdir()] == [out.name], "no temporary file is left behind"
    pdf, text, fonts = _pdf_text_and_fonts(out)
    width, height = pdf[0].get_size()
    assert (round(width), round(height)) == (595, 842)  # A4 in points
    casino = next(c for c in CASINOS if c.id == casino_id)
    # The PDF's text layer drops the zero-width non-joiner (بلک‌جک reads بلکجک): compare without it.
    text = text.replace("\u200c", "")
    assert len(pdf) == 1
    assert getattr(casino.spec.name, lang).replace("\u200c", "") in text
    text = " ".join(text.split())
    glance = translations(lang).gettext("At a glance").replace("\u200c", "")
    for table in casino_sheet(casino, lang).tables:
        assert glance in text
        if len(casino.tables) > 1:
            assert table.name.replace("\u200c", "") in text
        for item in table.summary.stated:
            assert " ".join(item.label.replace("\u200c", "").split()) in text
    assert {"Vazirmatn", "Vazirmatn-Bold"} <= fonts

    image = pdf[0].render(scale=1).to_pil().convert("L")
    image.save(artifact("leaflets", f"{casino_id}-{lang}-page1.png"))
    # The title (the first dark line under the top margin) starts at the right margin in Persian.
    band = image.crop((0, 46, image.width, 62))
    ink = [x for x in range(band.width) if min(band.getpixel((x, y)) for y in range(band.height)) < 100]
    assert ink, "the title is drawn"
    if lang == "fa":
        assert min(ink) > image.width / 2 and max(ink) > image.width - 50
    else:
        assert min(ink) < 50 and max(ink) < image.width / 2


def test_pdf_failure_leaves_the_previous_file(tmp_path, monkeypatch):
    need_pango()
    from assistant.site import leaflet

    out = tmp_path / "sheet.pdf"
    out.write_bytes(b"%PDF- the last good leaflet")

    class Broken:
        def __init__(self, **kwargs):
            pass

        def write_pdf(self, target, **options):
            with open(target, "wb") as half:
                half.write(b"%PDF- half")
            raise RuntimeError("layout failed")

    monkeypatch.setattr("weasyprint.HTML", Broken)
    with pytest.raises(RuntimeError):
        leaflet.write_pdf("<p>x</p>", out)
    assert out.read_bytes() == b"%PDF- the last good leaflet"
    assert [p.name for p in tmp_path.iterdir()] == ["sheet.pdf"]


def test_without_weasyprints_libraries_the_reason_names_the_debian_packages(monkeypatch):
    import ctypes.util

    monkeypatch.setattr(ctypes.util, "find_library", lambda name: None if name == "harfbuzz-subset" else name)
    assert pdf_unavailable() == "WeasyPrint needs the Debian packages libharfbuzz-subset0"
    monkeypatch.setattr(ctypes.util, "find_library", lambda name: name)
    assert pdf_unavailable() is None


def test_build_lays_a_leaflet_out_once_and_reuses_it_while_its_inputs_are_unchanged(tmp_path, monkeypatch):
    need_pango()
    import pypdfium2 as pdfium

    laid_out = []
    write_pdf = leaflet.write_pdf

    def counted(html, out, fonts=None):
        laid_out.append(out)
        return write_pdf(html, out, fonts)

    monkeypatch.setattr(leaflet, "write_pdf", counted)
    monkeypatch.setattr(leaflet, "cache_dir", lambda: tmp_path / "cache")
    senator = [c for c in CASINOS if c.id == "senator"]
    roots = {"en": tmp_path / "site"}
    first, second = date(2026, 1, 2), date(2026, 3, 4)

    def built(day):
        [pdf] = build_leaflets(senator, roots, day=day)
        assert pdf == tmp_path / "site" / "casinos" / "senator" / "senator-en.pdf"
        document = pdfium.PdfDocument(str(pdf))
        text = document[0].get_textpage().get_text_range()
        document.close()
        return " ".join(text.split())

    assert format_date(first, "en") in built(first) and len(laid_out) == 1
    # Built again on another day from the same inputs: the cached leaflet, with the day it was set out on.
    assert format_date(first, "en") in built(second) and len(laid_out) == 1
    # A changed input (here the stylesheet) lays it out anew.
    stylesheet = tmp_path / "leaflet.css"
    stylesheet.write_text(leaflet.STYLESHEET.read_text(encoding="utf-8") + "h1 { color: #222; }\n", encoding="utf-8")
    monkeypatch.setattr(leaflet, "STYLESHEET", stylesheet)
    assert format_date(second, "en") in built(second) and len(laid_out) == 2
    assert len(list((tmp_path / "cache" / "leaflets").glob("*.pdf"))) == 2
