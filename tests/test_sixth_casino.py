"""Done when (issue "A casino publishes its own rules"): a sixth casino — a hole-card house with two tables of
different limits and Perfect Pairs 25/12/6 on six decks, decided on the player's two cards — goes in through
``croupier new`` and ``croupier validate`` alone, from its leaflet (tests/data/sixth_casino/leaflet.txt), and
``analyze``, its pages and ``ask`` then show it right in de, en and fa."""

from __future__ import annotations

import copy
import json
import shutil
from decimal import Decimal
from pathlib import Path

import pytest
import yaml

from assistant.cli import main
from assistant.engine import HoleCard, SideBetCards
from assistant.locale.wording import Words
from assistant.rules import load_casino
from assistant.site.pages import render_language

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).parent / "data" / "sixth_casino"
EDITS = yaml.safe_load((DATA / "edits.yaml").read_text(encoding="utf-8"))
PERFECT_PAIRS_EDGE = 6.11
"""Wizard of Odds, Perfect Pairs, pay table A (25/12/6), six decks (tests/data/side_bet_references.yaml)."""
MAXIMUM_BET = {"en": "What is the maximum bet?", "de": "Was ist der Höchsteinsatz?", "fa": "حداکثر شرط چقدر است؟"}
SIDE_BETS = {"en": "Which side bets are there?", "de": "Welche Zusatzwetten gibt es?", "fa": "چه شرط‌های جانبی وجود دارد؟"}


def filled(skeleton: dict, edits: dict) -> dict:
    """The skeleton with the casino's edits: each table starts from the skeleton's one, a key at a time."""
    def merge(base: dict, extra: dict) -> dict:
        for key, value in extra.items():
            if isinstance(value, dict) and isinstance(base.get(key), dict):
                merge(base[key], value)
            else:
                base[key] = copy.deepcopy(value)
        return base

    edits = copy.deepcopy(edits)
    tables = [merge(copy.deepcopy(skeleton["tables"][0]), table) for table in edits.pop("tables")]
    return {**merge(copy.deepcopy(skeleton), edits), "tables": tables}


@pytest.fixture(scope="module")
def published(tmp_path_factory) -> Path:
    """rules_data with the sixth casino added as a casino would: `croupier new`, its edits, `croupier validate`."""
    rules = tmp_path_factory.mktemp("sixth") / "rules"
    shutil.copytree(ROOT / "rules_data", rules)
    assert main(["new", "harbourside", "--leaflet", str(DATA / "leaflet.txt"), "--lang", "en",
                 "--rules-dir", str(rules)]) == 0
    path = rules / "harbourside.yaml"
    text = path.read_text(encoding="utf-8")
    skeleton = yaml.safe_load(text)
    assert main(["validate", str(path)]) == 1, "the skeleton has blanks to fill"
    casino = filled(skeleton, EDITS)
    path.write_text(text.splitlines()[0] + "\n" + yaml.safe_dump(casino, allow_unicode=True, sort_keys=False, width=120),
                    encoding="utf-8")
    return rules


def test_the_sixth_casino_validates_from_news_skeleton_and_its_edits(published, capsys):
    capsys.readouterr()
    code = main(["validate", str(published)])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert out.startswith("6 casino file(s) valid:") and "harbourside" in out
    casino = load_casino(published / "harbourside.yaml")
    classic, high = casino.tables["classic"], casino.tables["high-limit"]
    assert classic.table.rules.hole_card is HoleCard.PEEK
    assert (classic.table.limits.min_bet, classic.table.limits.max_bet, classic.table.limits.unit) == (10, 1000, None)
    assert (high.table.limits.min_bet, high.table.limits.max_bet, high.table.limits.unit) == (25, 5000, 5)
    [bet] = high.table.side_bets
    assert (bet.cards, bet.min_bet, bet.max_bet) == (SideBetCards.PLAYER_TWO, 5, 100)
    # What the edits leave alone stays as the skeleton wrote it.
    assert not classic.rules["surrender"].stated and not high.limits["multiple_of_min"].stated


@pytest.mark.parametrize("table", ["classic", "high-limit"])
def test_analyze_counts_perfect_pairs_on_the_players_two_cards(published, table, capsys):
    capsys.readouterr()
    assert main(["analyze", "--casino", "harbourside", "--table", table, "--json", "--rules-dir", str(published)]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["side_bets"]["perfect-pairs"] == pytest.approx(PERFECT_PAIRS_EDGE, abs=0.05)


@pytest.mark.parametrize("lang", ["de", "en", "fa"])
def test_the_pages_show_both_tables_limits_and_the_perfect_pairs_edge_and_limits(published, lang):
    casino = load_casino(published / "harbourside.yaml")
    pages, nav = render_language([casino], lang)  # this casino's pages only, no mkdocs build
    words = Words(lang, "EUR")

    def value(amount: int) -> str:
        return f'<span class="value">{words.money(Decimal(amount))}</span>'

    page = pages["casinos/harbourside.md"]
    for table in EDITS["tables"]:
        assert table["name"][lang] in page
    for amount in (10, 1000, 25, 5000, 5):  # both tables' minimum and maximum, the High Limit table's multiple
        assert value(amount) in page, (lang, amount)
    side_bets = pages["side-bets.md"]
    assert value(5) in side_bets and value(100) in side_bets, "Perfect Pairs' own limits"
    assert f"**{words.percent(PERFECT_PAIRS_EDGE)}**" in side_bets
    assert "publish.md" in str(nav) and "casino.schema.json" in pages["publish.md"]


@pytest.mark.parametrize("lang", ["de", "en", "fa"])
def test_the_maximum_bet_answer_names_both_tables(published, lang, capsys):
    capsys.readouterr()
    assert main(["ask", "--rules-dir", str(published), "--casino", "harbourside", "--lang", lang, "--json",
                 MAXIMUM_BET[lang]]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["intent"] == "table_limits"
    words = Words(lang, "EUR")
    lines = answer["answer"].splitlines()
    for table, maximum in zip(EDITS["tables"], (1000, 5000)):
        assert any(table["name"][lang] in line and words.money(Decimal(maximum)) in line for line in lines), (
            table["id"], answer["answer"])
    assert any(words.money(Decimal(5)) in line for line in lines), "the High Limit table's multiples of 5"


@pytest.mark.parametrize("lang", ["de", "en", "fa"])
def test_the_assistant_gives_perfect_pairs_its_edge_and_limits(published, lang, capsys):
    capsys.readouterr()
    assert main(["ask", "--rules-dir", str(published), "--casino", "harbourside", "--lang", lang, "--json",
                 SIDE_BETS[lang]]) == 0
    answer = json.loads(capsys.readouterr().out)["answer"]
    assert Words(lang).percent(PERFECT_PAIRS_EDGE) in answer, answer
    words = Words(lang, "EUR")
    for amount in (5, 100):
        assert any(line.endswith(")") and f": {words.money(Decimal(amount))} (" in line for line in answer.splitlines()), (
            amount, answer)


def test_validate_refuses_a_table_whose_guests_would_win(tmp_path, capsys):
    """The same casino with a leaflet paying blackjack 3 to 1: each table's house edge is below 0, and croupier
    validate says so at its rules' line, naming the payouts it states."""
    rules = tmp_path / "rules"
    shutil.copytree(ROOT / "rules_data", rules)
    leaflet = tmp_path / "leaflet.txt"
    leaflet.write_text((DATA / "leaflet.txt").read_text(encoding="utf-8").replace("Blackjack pays 3 to 2.",
                                                                                  "Blackjack pays 3 to 1."),
                       encoding="utf-8")
    assert main(["new", "harbourside", "--leaflet", str(leaflet), "--lang", "en", "--rules-dir", str(rules)]) == 0
    path = rules / "harbourside.yaml"
    text = path.read_text(encoding="utf-8")
    edits = copy.deepcopy(EDITS)
    edits["tables"][0]["rules"]["blackjack_pays"] = {"value": "3:1", "clause": "4", "quote": "Blackjack pays 3 to 1."}
    written = yaml.safe_dump(filled(yaml.safe_load(text), edits), allow_unicode=True, sort_keys=False, width=120)
    path.write_text(text.splitlines()[0] + "\n" + written, encoding="utf-8")
    capsys.readouterr()

    assert main(["validate", str(path)]) == 1

    err = capsys.readouterr().err
    lines = path.read_text(encoding="utf-8").splitlines()
    rules_lines = [number for number, line in enumerate(lines, 1) if line == "  rules:"]
    assert f"harbourside.yaml:{rules_lines[0]}: tables[0].rules: house edge -" in err, err
    assert "the guest would win in the long run at this table; check the payouts it states (blackjack_pays 3:1" in err
    assert f"harbourside.yaml:{rules_lines[1]}: tables[1].rules: house edge -" in err, "the second table too"
