"""The combinatorial analysis: published house edges, an independent dealer recursion, side bets, the CLI."""

from __future__ import annotations

import json
from fractions import Fraction
from functools import cache
from math import comb
from pathlib import Path

import numpy as np
import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from assistant.cli import main
from assistant.engine import CardPattern, HoleCard, HouseRules, PayLine, Rank, SideBet, Surrender
from assistant.engine.analysis import analyze
from assistant.engine.analysis.dealer import OUTCOMES, distributions
from assistant.engine.analysis.sidebets import side_bet_edge
from assistant.rules import load_rule_set

DATA = Path(__file__).parent / "data"
REFERENCES = yaml.safe_load((DATA / "house_edge_references.yaml").read_text(encoding="utf-8"))


def rule_set(tmp_path: Path, fields: dict) -> HouseRules:
    path = tmp_path / "rules.yaml"
    path.write_text(yaml.safe_dump(fields), encoding="utf-8")
    return load_rule_set(path)


@pytest.mark.parametrize("reference", REFERENCES, ids=[r["name"] for r in REFERENCES])
def test_house_edge_agrees_with_published_references(reference, tmp_path):
    analysis = analyze(rule_set(tmp_path, reference["rules"]))
    if "house_edge_percent" in reference:
        assert analysis.house_edge_percent == pytest.approx(reference["house_edge_percent"], abs=reference["tolerance"])
    else:
        dealer = reference["dealer"]
        assert analysis.dealer[dealer["upcard"]][dealer["outcome"]] == pytest.approx(
            dealer["probability"], abs=reference["tolerance"]
        )


# ---- the dealer, against a plain recursion in exact fractions --------------------------


def naive_dealer(upcard: int, shoe: tuple[int, ...], hits_soft_17: bool) -> dict[str, Fraction]:
    """The dealer's outcomes by plain recursion over the shoe, card by card (value indices, ace 0)."""

    @cache
    def play(low: int, ace: bool, drawn: int, left: tuple[int, ...]) -> dict[str, Fraction]:
        best = low + 10 if ace and low + 10 <= 21 else low
        soft = best != low
        if drawn == 1 and best == 21:
            return {"blackjack": Fraction(1)}
        if best > 21:
            return {"bust": Fraction(1)}
        if drawn >= 1 and (best > 17 or (best == 17 and not (soft and hits_soft_17))):
            return {str(best): Fraction(1)}
        total = sum(left)
        result: dict[str, Fraction] = {}
        for value, count in enumerate(left):
            if not count:
                continue
            rest = left[:value] + (count - 1,) + left[value + 1 :]
            for outcome, p in play(low + value + 1, ace or value == 0, drawn + 1, rest).items():
                result[outcome] = result.get(outcome, Fraction(0)) + Fraction(count, total) * p
        return result

    return play(upcard + 1, upcard == 0, 0, shoe)


@given(
    upcard=st.integers(0, 9),
    shoe=st.lists(st.integers(0, 3), min_size=9, max_size=9).map(tuple),
    tens=st.integers(0, 8),
    hits_soft_17=st.booleans(),
)
def test_dealer_distribution_equals_a_card_by_card_recursion(upcard, shoe, tens, hits_soft_17):
    counts = (*shoe, tens)
    if sum(counts) < 12:  # the dealer must be able to finish from any start
        counts = tuple(c + 2 for c in counts)
    expected = naive_dealer(upcard, counts, hits_soft_17)
    got = distributions(upcard, hits_soft_17, np.array([counts]))[0]
    for name, probability in zip(OUTCOMES, got):
        assert probability == pytest.approx(float(expected.get(name, 0)), abs=1e-12)


# The optimised dealer: sums over many shoes at once (expansion) against the plain recursion.
# Shoes a hand leaves: ace-heavy single decks (the expansion's signs alternate most there), a
# split pair with its other cards gone, and six decks less a long hand.
MANY_SHOES = [
    (1, (3, 0, 0, 0, 0, 0, 1, 0, 0, 1)),
    (1, (2, 2, 1, 0, 0, 0, 0, 0, 0, 0)),
    (1, (0, 0, 0, 0, 0, 0, 0, 3, 0, 0)),
    (2, (1, 0, 0, 0, 0, 0, 0, 0, 0, 2)),
    (2, (0, 0, 0, 0, 0, 4, 0, 0, 0, 0)),
    (6, (4, 3, 2, 0, 0, 0, 0, 0, 0, 0)),
    (6, (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
]


@pytest.mark.parametrize("hits_soft_17", [False, True])
@pytest.mark.parametrize("upcard", [0, 1, 5, 9])
def test_dealer_sums_for_many_shoes_equal_the_card_by_card_recursion(upcard, hits_soft_17):
    from assistant.engine.analysis.composition import full_shoe
    from assistant.engine.analysis.expansion import outcome_chances, stand_sums

    for decks in sorted({decks for decks, _ in MANY_SHOES}):
        removed = np.array([hand for d, hand in MANY_SHOES if d == decks])
        shoe = full_shoe(decks)
        base = shoe - np.eye(10, dtype=np.int64)[upcard]
        chances = outcome_chances(upcard, hits_soft_17, base, removed)
        totals = np.array([12, 17, 18, 19, 20, 21, 16])[: len(removed)]
        sums = stand_sums((upcard,), hits_soft_17, shoe, removed, totals)[0]
        for row, hand in enumerate(removed):
            exact = naive_dealer(upcard, tuple(int(n) for n in base - hand), hits_soft_17)
            for column, name in enumerate(OUTCOMES[:5]):
                assert chances[row, column] == pytest.approx(float(exact.get(name, 0)), abs=1e-12)
            # Standing on a total wins 1 - P(blackjack) plus these sums: lose to more, push on the same.
            total = max(int(totals[row]), 16)
            pay = {name: (1 if int(name) < total else -1 if int(name) > total else 0) - 1 for name in OUTCOMES[:5]}
            assert sums[row] == pytest.approx(float(sum(exact.get(n, 0) * p for n, p in pay.items())), abs=1e-12)


def test_method_says_how_many_split_hands_are_valued_exactly():
    from assistant.engine.analysis import METHOD
    from assistant.engine.analysis.splits import MOST_REMOVED

    words = {2: "two", 3: "three", 4: "four", 5: "five"}
    # Farmer's algorithm needs 2H - 3 other pair cards gone for H hands.
    assert f"exact up to {words[(MOST_REMOVED + 3) // 2]} hands" in METHOD
    assert f"more than {words[MOST_REMOVED]} other pair cards valued as missing {words[MOST_REMOVED]}" in METHOD


def test_dealer_distributions_report_the_full_shoe_exactly():
    expected = naive_dealer(5, (24, 24, 24, 24, 24, 23, 24, 24, 24, 96), False)
    got = distributions(5, False, np.array([(24, 24, 24, 24, 24, 23, 24, 24, 24, 96)]))[0]
    for name, probability in zip(OUTCOMES, got):
        assert probability == pytest.approx(float(expected.get(name, 0)), abs=1e-14)


# ---- side bets ------------------------------------------------------------------------


def test_side_bet_edge_counts_every_three_cards():
    one_queen = SideBet("q", (PayLine("one", Fraction(2), CardPattern(1, rank=Rank.QUEEN)),))
    no_queen = Fraction(comb(6 * 52 - 24, 3), comb(6 * 52, 3))
    assert side_bet_edge(one_queen, 6) == pytest.approx(float(-(2 * (1 - no_queen) - no_queen)), abs=1e-15)


def test_side_bet_pays_only_the_highest_line():
    trips = PayLine("trips", Fraction(50), CardPattern(3, same_rank=True))
    black = PayLine("black", Fraction(4), CardPattern(3, color="black"))
    both = side_bet_edge(SideBet("b", (trips, black)), 1)
    # In one deck three of a kind can never be all black (two black suits), so the lines add.
    alone = side_bet_edge(SideBet("t", (trips,)), 1) + side_bet_edge(SideBet("k", (black,)), 1) - 1
    assert both == pytest.approx(alone, abs=1e-15)


# ---- what rules do to the edge --------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "direction"),
    [
        ({"blackjack_pays": Fraction(6, 5)}, +1),
        ({"dealer_hits_soft_17": True}, +1),
        ({"surrender": Surrender.LATE}, -1),
        ({"surrender": Surrender.EARLY}, -1),
        ({"card_charlie": 7}, -1),
        ({"three_sevens_pays": Fraction(1)}, -1),
        ({"double_on": frozenset({10, 11})}, +1),
        ({"double_after_split": False}, +1),
        ({"resplit_aces": True}, -1),
        ({"hit_split_aces": True}, -1),
        ({"max_split_hands": 1, "double_after_split": False}, +1),
        ({"hole_card": HoleCard.NONE}, +1),
    ],
    ids=lambda v: str(v) if isinstance(v, int) else ",".join(v),
)
def test_each_rule_moves_the_edge_the_known_way(change, direction):
    base = _peek_game_edge()
    changed = analyze(HouseRules(**{"hole_card": HoleCard.PEEK, **change})).house_edge_percent
    assert (changed - base) * direction > 0.001


@cache
def _peek_game_edge() -> float:
    return analyze(HouseRules(hole_card=HoleCard.PEEK)).house_edge_percent


def test_bonus_blackjack_is_worth_its_share_of_blackjacks():
    from assistant.engine import BonusBlackjack, Card, Suit

    six_five = HouseRules(blackjack_pays=Fraction(6, 5), hole_card=HoleCard.NONE)
    cards = frozenset({Card(Rank.JACK, Suit.SPADES), Card(Rank.ACE, Suit.SPADES)})
    bonus = HouseRules(blackjack_pays=Fraction(6, 5), hole_card=HoleCard.NONE, bonus_blackjack=BonusBlackjack(cards, Fraction(5)))
    from assistant.engine.analysis.edge import first_two
    from assistant.engine.analysis.player import Game

    plain, with_bonus = analyze(six_five), analyze(bonus)
    first = first_two(Game.of(six_five))
    naturals = [i for i, (a, b) in enumerate(first.hands) if {a, b} == {0, 9}]
    gain = sum(first.chance[u, i] * (5 - first.natural[u, i]) / 64 for u in range(10) for i in naturals)
    assert plain.house_edge_percent - with_bonus.house_edge_percent == pytest.approx(100 * gain, rel=1e-9)


# ---- the command ----------------------------------------------------------------------


def test_analyze_json_for_a_rule_set_file(tmp_path, capsys):
    path = tmp_path / "rules.yaml"
    path.write_text("decks: 6\nhole_card: peek\n", encoding="utf-8")
    assert main(["analyze", "--rules", str(path), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert {"house_edge_percent", "method", "dealer", "strategy", "side_bets"} <= set(result)
    assert result["house_edge_percent"] == pytest.approx(0.403, abs=0.005)
    assert set(result["dealer"]) == {"2", "3", "4", "5", "6", "7", "8", "9", "10", "A"}
    assert set(result["dealer"]["A"]) == {"17", "18", "19", "20", "21", "blackjack", "bust"}
    assert result["strategy"]["hard"]["11"]["10"] == "D" and result["strategy"]["pairs"]["8"]["A"] == "P"
    assert "CDZ-" in result["method"]


def test_analyze_a_casino_table_includes_its_side_bets(capsys):
    assert main(["analyze", "--casino", "st-moritz", "--table", "classic", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result["side_bets"]) == {"3cw", "queens-trio"}
    assert all(0 < edge < 100 for edge in result["side_bets"].values())


def test_analyze_prints_a_readable_table(capsys):
    assert main(["analyze", "--casino", "wiesbaden", "--table", "digital-21"]) == 0
    out = capsys.readouterr().out
    assert "House edge:" in out and "Hard totals" in out and "Pairs" in out and "bust" in out


def test_analyze_names_the_line_of_a_bad_rule_set(tmp_path, capsys):
    path = tmp_path / "rules.yaml"
    path.write_text("decks: 6\nsurender: late\n", encoding="utf-8")
    assert main(["analyze", "--rules", str(path)]) == 2
    assert "rules.yaml:2: surender: unknown key (did you mean 'surrender'?)" in capsys.readouterr().err
