"""The about page: the figures the benchmarks recorded, worded per language; a clear error for a
results file that is not what the benchmarks write."""

from __future__ import annotations

import json
import re

import pytest

from assistant.locale.catalogs import compile_catalogs
from assistant.locale.formats import format_date
from assistant.rules import load_casinos
from assistant.site.about import (
    Measurements,
    MeasurementsError,
    Publication,
    PublicationError,
    about_page,
    read_measurements,
)
from assistant.site.pages import md_text, render_site

from .site_build import RULES_DIR

RESULTS = {
    "assistant_5": {"measured": "2026-11-23", "machine": "2 × Test CPU", "casinos": 5, "questions": 498,
                    "latency": {"p50_ms": 2.05, "p99_ms": 3.91}, "rss_mb": 184.2,
                    "matchers": {"rapidfuzz": {"accuracy": 0.956, "de": 0.957, "en": 0.976, "fa": 0.934},
                                 "difflib": {"accuracy": 0.771, "de": 0.767, "en": 0.775, "fa": 0.771}}},
    "load_5": {"measured": "2026-11-23", "machine": "2 × Test CPU", "casinos": 5, "seconds": 60, "runs": 2,
               "servers": [{"workers": 2, "answers_per_second": 493.4, "p50_ms": 16.4, "p99_ms": 83.8, "errors": 0,
                            "rss_before_mb": 438.9, "rss_after_mb": [445.0, 448.6],
                            "steps": [{"clients": 1}, {"clients": 32}]}]},
    "build": {"measured": "2026-11-22", "machine": "2 × Test CPU",
              "builds": [{"casinos": 200, "tables": 280, "pages": 616, "seconds": 75.3, "site_mb": 105.9}]},
    "soak": {"measured": "2026-11-23", "machine": "2 × Test CPU", "rounds": 10_000_000, "seconds": 1700,
             "workers": 2, "tables": 7, "failures": 0, "refused_layouts": 5,
             "decisions": {"split": 123_456, "double": 7, "surrender": 8, "insure": 9}, "settlements": {}},
    "cold": {"measured": "2026-11-23", "machine": "2 × Test CPU", "runs": 5, "ask_rule_s": 0.412,
             "ask_strategy_s": 0.455, "serve_health_s": 0.6, "serve_ready_s": 1.1, "first_strategy_ms": 7.3},
    "farmer": {"measured": "2026-11-24", "machine": "2 × Test CPU", "rule_sets": {
        "6D S17 DAS SPL3 NRSA 3:2 peek": {"croupier_median_s": 0.557, "farmer_median_s": 0.586, "ratio_median": 0.94,
                                          "edge_percent": 0.40286, "farmer_edge_percent": 0.40287}}},
    "http_floor": {"measured": "2026-11-24", "machine": "2 × Test CPU", "clients": 16, "workers": 1, "share": 0.7,
                   "trivial": {"answers_per_second": 960.5, "p99_ms": 32.6},
                   "croupier": {"answers_per_second": 667.6, "p99_ms": 48.7}},
    "build_floor": {"measured": "2026-11-24", "machine": "2 × Test CPU", "bare_s": 2.11, "croupier_s": 3.96,
                    "ratio": 1.88},
    "answers": {"measured": "2026-11-23", "machine": "2 × Test CPU", "set": "tests/data/heldout2",
                "languages": {"de": {"questions": 59, "facts": 0.729, "language": 0.983, "satisfies": 0.712},
                              "all": {"questions": 181, "facts": 0.785, "language": 0.994, "satisfies": 0.779}}},
}


@pytest.fixture(scope="module", autouse=True)
def catalogs():
    compile_catalogs()


def _write(tmp_path, data) -> Measurements:
    path = tmp_path / "results.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return read_measurements(path)


def test_the_about_page_shows_every_recorded_figure(tmp_path):
    page = render_site(load_casinos(RULES_DIR), _write(tmp_path, RESULTS)).pages["en"]["about.md"]
    for figure in ["95.6%", "2.0 ms", "3.9 ms", "184 MB", "German 95.7%", "77.1%", "493", "83.8 ms",
                   "439 MB → 445 MB → 449 MB", "1 to 32 clients", "616", "75.3 s", "106 MB", "10,000,000",
                   "123,456 splits", "November 23, 2026", "2 × Test CPU", "0.41 s", "7.3 ms", "Medians of 5",
                   # a row: each figure beside its heading (the heading the phone layout shows beside it)
                   '<td data-label="Language"><span class="value">German</span></td><td data-label="Questions"><span '
                   'class="value">59</span></td><td data-label="Every fact right"><span class="value">72.9%</span>',
                   "never saw the assistant", "0.56 s", "0.59 s", "0.94", "668", "960", "0.70", "3.96 s", "1.88",
                   "Eric Farmer"]:
        assert figure in page, figure
    assert "Not measured yet." not in page


def test_the_persian_about_page_has_persian_digits_only(tmp_path):
    page = render_site(load_casinos(RULES_DIR), _write(tmp_path, RESULTS)).pages["fa"]["about.md"]
    assert "۹۵٫۶٪" in page and "۱۰٬۰۰۰٬۰۰۰" in page and "۷۵٫۳ ثانیه" in page
    # Read right to left, the memory's arrow points from before to after.
    assert "۴۳۹ مگابایت ← ۴۴۵ مگابایت ← ۴۴۹ مگابایت" in page and "→" not in page
    text = re.sub(r'<span lang="en" dir="ltr">[^<]*</span>', "", page)  # the machine's name, as it is
    text = re.sub(r"<[^>]*>", "", text)  # markup (the chat box's maxlength="2000")
    assert not re.search(r"[0-9]", text), "Latin digits on a fa page"


def test_without_recorded_figures_the_page_says_so(tmp_path):
    measurements = read_measurements(tmp_path / "missing.json")
    assert measurements == Measurements()
    for lang, words in {"en": "Not measured yet.", "de": "Noch nicht gemessen.", "fa": "هنوز اندازه‌گیری نشده است."}.items():
        page = about_page(measurements, lang)
        assert page.assistant is page.load is page.build is page.soak is page.cold is page.answers is page.floors is None
        site = render_site(load_casinos(RULES_DIR), measurements)
        assert site.pages[lang]["about.md"].count(words) == 7


@pytest.mark.parametrize("text, complaint", [
    ("{not json", "not the benchmark figures"),
    ("[1, 2]", "expected an object"),
    (json.dumps({"soak": {"rounds": "many"}}), "soak.rounds"),
    (json.dumps({"assistant_5": {"casinos": 5}}), "assistant.0.measured"),
])
def test_a_results_file_that_is_not_the_benchmarks_gets_a_clear_error(tmp_path, text, complaint):
    path = tmp_path / "results.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(MeasurementsError, match=re.escape(complaint)) as caught:
        read_measurements(path)
    assert str(path) in str(caught.value)


PUBLICATION = Publication({"en": "the Test House", "de": "das Testhaus", "fa": "خانهٔ آزمون"},
                          "mailto:mistakes@example.org")


@pytest.mark.parametrize("lang", ["de", "en", "fa"])
def test_the_about_page_names_the_publisher_the_report_address_and_when_each_leaflet_was_checked(lang):
    casinos = load_casinos(RULES_DIR)
    page = render_site(casinos, Measurements(), publication=PUBLICATION).pages[lang]["about.md"]
    assert f"**{md_text(PUBLICATION.publisher[lang])}**" in page
    assert "[mistakes@example.org](mailto:mistakes@example.org)" in page
    for casino in casinos:
        day = casino.spec.checked
        row = next(line for line in page.splitlines() if f"(casinos/{casino.id}.md)" in line)
        assert md_text(getattr(casino.spec.name, lang)) in row and md_text(casino.spec.source_title) in row
        assert f'<time class="value" datetime="{day.isoformat()}">{md_text(format_date(day, lang))}</time>' in row


def test_without_a_publication_the_page_makes_up_no_publisher():
    page = render_site(load_casinos(RULES_DIR), Measurements()).pages["en"]["about.md"]
    assert "{ #publisher }" not in page and "mailto:" not in page
    assert "{ #checked }" in page  # the days come from the rules data, not from mkdocs.yml


@pytest.mark.parametrize("settings, complaint", [
    ({"report": "mailto:a@example.org"}, "extra.croupier.publisher"),
    ({"publisher": {"en": "X", "de": "X"}, "report": "mailto:a@example.org"}, "in each of"),
    ({"publisher": {"en": "X", "de": "X", "fa": " "}, "report": "mailto:a@example.org"}, "in each of"),
    ({"publisher": {"en": "X", "de": "X", "fa": "X"}}, "extra.croupier.report"),
    ({"publisher": {"en": "X", "de": "X", "fa": "X"}, "report": "a@example.org"}, "mailto: or https://"),
    ({"publisher": {"en": "X", "de": "X", "fa": "X"}, "report": "http://example.org/form"}, "mailto: or https://"),
])
def test_mkdocs_yml_must_name_the_publisher_in_each_language_and_where_to_report(settings, complaint):
    with pytest.raises(PublicationError, match=re.escape(complaint)):
        Publication.from_settings(settings)
    good = Publication.from_settings({"publisher": {"en": "X", "de": "Y", "fa": "Z"}, "report": "https://example.org/f"})
    assert good.report_label == "https://example.org/f"


@pytest.mark.parametrize("lang", ["de", "en", "fa"])
def test_the_method_is_worded_with_the_engines_own_figures(lang, monkeypatch):
    from assistant.engine.analysis.splits import UNLIMITED_HANDS
    from assistant.locale.wording import Words
    from assistant.site import about

    words = Words(lang)
    lines = about.method_lines(words)
    assert any(words.number(UNLIMITED_HANDS) in line for line in lines)
    assert any(words.any_of(words.number(d) for d in about.OPEN_WHEN_NOT_STATED["decks"]) in line for line in lines)
    monkeypatch.setattr(about, "UNLIMITED_HANDS", 12)
    assert any(words.number(12) in line for line in about.method_lines(words))


@pytest.mark.parametrize("lang", ["de", "en", "fa"])
def test_the_built_about_page_names_mkdocs_ymls_publisher_and_address(built_site, lang):
    from mkdocs.config import load_config

    from .site_build import MKDOCS_YML

    publication = Publication.from_settings(load_config(str(MKDOCS_YML)).extra["croupier"])
    html = built_site.html(lang, "about/")
    assert html.count(publication.publisher[lang]) >= 1
    assert f'href="{publication.report}"' in html
    assert html.count('<time class="value" datetime="') == len(load_casinos(RULES_DIR))
