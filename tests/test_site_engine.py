"""What the engine adds to the sheets: house edge, basic strategy and example hands, in every language."""

from __future__ import annotations

import re

import pytest

from assistant.engine.analysis import analyze
from assistant.engine.examples import example_kinds
from assistant.locale.wording import Words

from .clauses import table
from .site_build import ClassText

PERSIAN_DIGIT = re.compile(r"[۰-۹]")


def texts(html: str, css_class: str) -> list[str]:
    parser = ClassText(css_class)
    parser.feed(html)
    return parser.texts


@pytest.mark.parametrize("lang", ["en", "de", "fa"])
def test_each_table_shows_the_computed_house_edge(built_site, lang):
    html = built_site.html(lang, "casinos/wiesbaden/")
    edge = analyze(table("wiesbaden", "digital-21").rules).house_edge_percent
    assert Words(lang).percent(edge) in html


def test_the_strategy_chart_has_the_analysis_letters_in_the_page_language(built_site):
    chart = analyze(table("brandenburg", "classic").rules).strategy
    letters = [v for rows in chart.values() for row in rows.values() for v in row.values()]
    english = built_site.html("en", "casinos/brandenburg/")
    for code in ("H", "S", "D", "P"):
        assert english.count(f'class="act-{code}"') == letters.count(code)
    german = built_site.html("de", "casinos/brandenburg/")
    assert '<td class="act-H">K</td>' in german and '<td class="act-S">R</td>' in german


@pytest.mark.parametrize("lang", ["en", "de", "fa"])
def test_every_example_hand_is_drawn_with_card_faces(built_site, lang):
    html = built_site.html(lang, "casinos/senator/")
    examples = texts(html, "example")
    assert len(examples) == len(example_kinds(table("senator", "classic")))
    faces = texts(html, "card")
    assert faces and all(re.fullmatch(r"(10|[2-9AKQJ])[♠♥♦♣]", face) for face in faces)


def test_persian_example_amounts_use_persian_digits(built_site):
    html = built_site.html("fa", "casinos/wiesbaden/")
    for example in texts(html, "example"):
        assert PERSIAN_DIGIT.search(example)


@pytest.mark.parametrize("lang, arrow, wrong", [("en", "→", "←"), ("fa", "←", "→")])
def test_example_hands_point_from_the_play_to_the_result_the_way_the_page_reads(built_site, lang, arrow, wrong):
    examples = texts(built_site.html(lang, "casinos/wiesbaden/"), "example")
    assert examples and all(arrow in e and wrong not in e for e in examples)


def test_side_bets_show_their_counted_house_edge(built_site):
    html = built_site.html("en", "side-bets/")
    edges = analyze(table("st-moritz", "classic").rules, table("st-moritz", "classic").side_bets).side_bets
    for edge in edges.values():
        assert Words("en").percent(edge) in html


@pytest.mark.parametrize("lang", ["en", "de", "fa"])
def test_every_page_has_the_chat_box_hidden_until_the_api_answers(built_site, lang):
    for page in ("", "casinos/wiesbaden/", "compare/", "glossary/"):
        html = built_site.html(lang, page)
        assert '<div id="croupier-chat" class="croupier-chat" hidden' in html
        assert "assets/javascripts/croupier.js" in html
