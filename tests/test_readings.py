"""Readings: where a leaflet leaves a rule open, every number derived from it shows each reading.

Each test quotes the clause it reads; the edges come from the exact analysis (cached on disk).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from assistant.chat.answers import Session, ask
from assistant.cli import main
from assistant.engine import IllegalActionError, Surrender
from assistant.locale.formats import LANGUAGES
from assistant.locale.wording import Words
from assistant.rules import validate
from assistant.rules.readings import THRESHOLD, edge_readings

from .clauses import RULES_DIR, casino, deal, table


def _analyze_json(capsys, *argv: str) -> dict:
    assert main(["analyze", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_senator_surrender_is_read_two_ways_and_the_edge_shown_under_each(capsys):
    # سوراندر: "... نصف شرط بندی را ببازد. تصمیم انصراف از بازی باید تا خروج کارت سوم در این جایگاه گرفته شود."
    # It says when and how much, not what a later dealer blackjack takes from a surrendered box.
    entry = casino("senator").tables["classic"].rules["surrender"]
    assert "کارت سوم" in entry.quote and entry.reading is not None and entry.reading.alternatives == [Surrender.EARLY]
    data = _analyze_json(capsys, "--casino", "senator")
    surrender = {r["reading"]: r for r in data["readings"] if r["field"] == "surrender"}
    assert set(surrender) == {"late", "early"}
    assert surrender["late"]["presented"] and surrender["late"]["stated"]
    assert data["house_edge_percent"] == surrender["late"]["house_edge_percent"] > 0.3
    assert surrender["early"]["house_edge_percent"] < 0
    low, high = data["house_edge_range"]
    assert low <= surrender["early"]["house_edge_percent"] and high >= data["house_edge_percent"]


def test_senator_splits_aces_without_limit_and_leaves_other_pairs_open():
    # اسپلیت: "در صورتی که باز هم تک خال بیاید، میتوان دوباره تفکیک نامحدود انجام داد."
    rules = casino("senator").tables["classic"].rules
    assert rules["max_split_hands_aces"].stated and rules["max_split_hands_aces"].value is None
    assert "نامحدود" in rules["max_split_hands_aces"].quote
    assert not rules["max_split_hands"].stated
    senator = table("senator", "classic")
    game = deal(senator, "A♠ 9♥ A♦ A♣ A♥ A♠ A♦ 5♦ 6♣ 7♦ 8♣ 9♦ 2♣ 3♣ 4♣ 5♣ 6♦", (1, "ann", 10))
    for _ in range(4):
        game.split()
    assert len(game.hands) == 5  # aces past the four hands other pairs are read to
    eights = deal(senator, "8♠ 9♥ 8♦ 8♣ 8♥ 8♠ 5♦ 6♣ 7♦ 2♣ 3♣ 4♣", (1, "ann", 10))
    for _ in range(3):
        eights.split()
    with pytest.raises(IllegalActionError, match="at most 4 hands"):
        eights.verify_split()
    fields = {r.field for r in edge_readings(casino("senator").tables["classic"]).readings}
    assert "max_split_hands" in fields


def test_senator_a_guest_may_bet_on_one_box_or_several():
    # "هر بازیکن می تواند چه در یک جایگاه و چه در جایگاههای مختلف شرط بندی کند" — no number given.
    entry = casino("senator").tables["classic"].box_rules["boxes_per_guest"]
    assert entry.stated and entry.value is None and entry.reading is not None
    assert "جایگاههای مختلف" in entry.quote


def test_st_moritz_three_two_table_has_no_bonus_blackjack():
    # Spielvarianten: "An Spieltischen an denen ein Black Jack 6:5 ausbezahlt wird gibt es die
    # Sonderregelung Bonus Black Jack."
    classic = casino("st-moritz").tables["classic"].rules["bonus_blackjack"]
    assert classic.stated and classic.value is None and "6:5" in classic.quote
    assert casino("st-moritz").tables["bonus"].rules["bonus_blackjack"].value is not None


def test_a_chat_at_st_moritz_moves_to_the_six_five_table_and_names_no_other_casino():
    session = Session()
    first = ask("Wie viel zahlt ein Black Jack in St. Moritz am 3:2-Tisch?", session=session, rules_dir=RULES_DIR)
    assert first.table == "classic"
    follow = ask("Und am 6:5-Tisch?", session=session, rules_dir=RULES_DIR)
    assert follow.casino == "st-moritz" and follow.table == "bonus"
    assert follow.answer.startswith("Black Jack zahlt: 6:5")
    assert not any(name in follow.answer for name in ("Senator", "Wiesbaden", "Schleswig", "Cottbus"))


def test_wiesbaden_is_one_game_with_limits_two_to_five_hundred_euros():
    # "Hausregeln für DIGITAL 21 / Minimum-Einsatz: 2,00 € pro Box / Maximum-Einsatz: 500,00 € pro Box";
    # "Das digitale Black Jack addiert automatisch die Punktzahl Ihrer Hand auf" — the traditional rules
    # describe the same live-dealt digital game.
    assert list(casino("wiesbaden").tables) == ["digital-21"]
    found = ask("What are the limits in Wiesbaden?", rules_dir=RULES_DIR)
    assert "€2" in found.answer and "€500" in found.answer and "not stated by the casino" not in found.answer.split("\n")[0]


def _brandenburg_copy(tmp_path: Path, old: str, new: str) -> Path:
    shutil.copytree(RULES_DIR / "sources", tmp_path / "sources")
    text = (RULES_DIR / "brandenburg.yaml").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "brandenburg.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def test_a_value_its_quote_does_not_carry_is_rejected_with_both_shown(tmp_path):
    path = _brandenburg_copy(tmp_path, '''      blackjack_pays:
        value: "3:2"''', '''      blackjack_pays:
        value: "6:5"''')
    problems = validate([path])
    assert any("blackjack_pays" in p.field and "does not say 6:5" in p.message for p in problems), problems


def test_a_hedged_count_must_be_marked_as_a_reading(tmp_path):
    # A.2: "Black Jack wird mit bis zu sechs Kartenspielen à 52 Karten gespielt."
    start = "      decks:\n        value: 6\n        clause: A.2\n"
    text = (RULES_DIR / "brandenburg.yaml").read_text(encoding="utf-8")
    block = text[text.index(start):text.index("      dealer_hits_soft_17:")]
    unmarked = block[:block.index("        reading:")]
    path = _brandenburg_copy(tmp_path, block, unmarked)
    problems = validate([path])
    assert [p for p in problems if p.field.endswith("decks.value") and "bis zu" in p.message], problems
    assert validate([RULES_DIR / "brandenburg.yaml"]) == []


@pytest.mark.parametrize("casino_id", ["brandenburg", "schleswig-holstein", "senator", "st-moritz", "wiesbaden"])
def test_every_shown_reading_moves_the_edge_and_the_range_spans_them(casino_id):
    for entry in casino(casino_id).tables.values():
        readings = edge_readings(entry)
        for field in readings.fields:
            edges = [r.house_edge_percent for r in readings.readings if r.field == field]
            assert max(edges) - min(edges) >= THRESHOLD
            assert readings.low <= min(edges) and max(edges) <= readings.high
            assert sum(r.presented for r in readings.readings if r.field == field) == 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_answer_about_the_edge_gives_every_reading_a_range(lang):
    question = {"de": "Wie hoch ist der Hausvorteil im Senator?", "en": "What is the house edge at Senator?",
                "fa": "مزیت کازینو در سناتور چقدر است؟"}[lang]
    found = ask(question, rules_dir=RULES_DIR)
    assert found.intent == "house_edge" and found.casino == "senator"
    readings = edge_readings(casino("senator").tables["classic"])
    words = Words(lang)
    for edge in (readings.house_edge_percent, readings.low, readings.high):
        assert words.percent(edge) in found.answer


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_edge_on_a_sheet_comes_with_its_range_and_what_it_assumes(lang):
    from .test_site_pages import site

    pages = site().pages[lang]
    words = Words(lang)
    for casino_id in ("brandenburg", "schleswig-holstein", "senator", "st-moritz", "wiesbaden"):
        page = pages[f"casinos/{casino_id}.md"]
        assert "(../about.md#method)" in page
        for entry in casino(casino_id).tables.values():
            readings = edge_readings(entry)
            assert readings.differs
            for edge in (readings.house_edge_percent, readings.low, readings.high):
                assert words.percent(edge) in page, (casino_id, entry.id, edge)
    side_bets = pages["side-bets.md"]
    for bet, (edge, low, high) in edge_readings(casino("st-moritz").tables["classic"]).side_bets.items():
        assert all(words.percent(e) in side_bets for e in (edge, low, high)), bet
    assert "{ #method }" in pages["about.md"]


def test_a_reading_whose_alternative_is_no_value_of_its_field_is_a_file_line_error(tmp_path):
    path = _brandenburg_copy(tmp_path, "          alternatives: [1, 2, 4]\n", "          alternatives: [1, lots]\n")
    problems = validate([path])
    bad = [p for p in problems if "reading.alternatives" in p.field]
    assert bad and "not a value of decks" in bad[0].message
    assert path.read_text(encoding="utf-8").splitlines()[bad[0].line - 1].strip() == "alternatives: [1, lots]"
