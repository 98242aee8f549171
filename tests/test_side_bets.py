"""Side bets: published house edges counted exactly, the cards each bet is decided on, its pay lines' patterns,
how rounds settle it and the limits its stakes keep."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from math import comb
from pathlib import Path

import pytest
import yaml

from assistant.engine import (
    Bet,
    CardPattern,
    HoleCard,
    HouseRules,
    Illegal,
    IllegalBetError,
    Outcome,
    PayLine,
    Rank,
    Round,
    Shoe,
    SideBet,
    SideBetCards,
    Suit,
    Table,
    TableLimits,
    parse_cards,
    parse_ratio,
)
from assistant.engine.analysis.sidebets import side_bet_edge, side_bet_odds

REFERENCES = yaml.safe_load((Path(__file__).parent / "data" / "side_bet_references.yaml").read_text(encoding="utf-8"))


def side_bet(data: dict, bet_id: str = "bet") -> SideBet:
    """A side bet as the references write one: cards, then pay lines with their match."""
    def pattern(match: dict) -> CardPattern:
        values = dict(match)
        if "rank" in values:
            values["rank"] = Rank(values["rank"])
        if "suit" in values:
            values["suit"] = Suit[values["suit"].upper()]
        return CardPattern(**values)

    lines = tuple(PayLine(line["id"], parse_ratio(line["pays"]), pattern(line["match"]),
                          line.get("dealer_blackjack", False)) for line in data["lines"])
    return SideBet(bet_id, lines, cards=SideBetCards(data["cards"]), highest_only=data.get("highest_only", True))


PERFECT_PAIRS = side_bet(REFERENCES["perfect_pairs"], "perfect-pairs")
LUCKY_LADIES = side_bet(next(r["bet"] for r in REFERENCES["references"] if r["name"].startswith("Lucky Ladies")),
                        "lucky-ladies")


@pytest.mark.parametrize("reference", REFERENCES["references"], ids=[r["name"] for r in REFERENCES["references"]])
def test_side_bet_edge_agrees_with_published_references(reference):
    edge = 100 * side_bet_edge(side_bet(reference["bet"]), reference["decks"])
    assert edge == pytest.approx(reference["house_edge_percent"], abs=reference["tolerance"])


def test_queens_trio_lines_agree_with_counting_queens_by_hand():
    """Three cards from six decks, by how many queens and queens of spades they hold (hypergeometric)."""
    bet = side_bet(next(r["bet"] for r in REFERENCES["references"] if r["name"].startswith("Queens Trio")))
    odds = side_bet_odds(bet, 6)
    total = comb(312, 3)

    def ways(spades: int, other_queens: int) -> int:
        return comb(6, spades) * comb(18, other_queens) * comb(312 - 24, 3 - spades - other_queens)

    assert odds.chances["three-queens-of-spades"] == Fraction(ways(3, 0), total)
    assert odds.chances["one-queen"] == Fraction(ways(0, 1), total)
    assert odds.chances["two-queens-of-spades"] == Fraction(ways(2, 0), total)
    assert odds.chances["one-queen-of-spades"] == Fraction(ways(1, 0), total)  # with another queen: two queens
    assert odds.lose == Fraction(ways(0, 0), total)


def test_perfect_pairs_on_the_dealers_card_too_would_pay_back_more_than_it_takes():
    """The issue: matched on the box's two cards and the dealer's first card, a pair with the dealer's card
    counts, and 25/12/6 on six decks comes to -172.42 % instead of 6.11 %."""
    three_cards = SideBet("pp", PERFECT_PAIRS.pay_table, cards=SideBetCards.PLAYER_TWO_AND_DEALER_UP)
    assert 100 * side_bet_edge(three_cards, 6) == pytest.approx(-172.42, abs=0.005)
    assert side_bet_odds(three_cards, 6).largest_line() == "perfect"


def test_every_winning_line_is_paid_where_highest_only_is_false():
    flat = side_bet(REFERENCES["twenty_one_plus_three"])
    every = SideBet("every", flat.pay_table, cards=flat.cards, highest_only=False)
    odds, once = side_bet_odds(every, 6), side_bet_odds(flat, 6)
    # A straight flush is also a straight and a flush: paid three times, so each line's chance is its own.
    assert odds.chances["straight"] == once.chances["straight"] + once.chances["straight-flush"]
    assert odds.lose == once.lose
    assert odds.edge < once.edge


# ---- pay line patterns ---------------------------------------------------------------


@pytest.mark.parametrize(("cards", "runs"), [
    ("A♠ 2♥ 3♦", True), ("Q♠ K♥ A♦", True), ("9♣ 10♣ J♣", True), ("K♠ A♥ 2♦", False), ("2♠ 4♥ 3♦", True),
    ("5♠ 5♥ 6♦", False), ("J♠ Q♥ A♦", False),
])
def test_a_run_counts_the_ace_low_or_high_but_not_round_the_corner(cards, runs):
    assert CardPattern(3, run=True).matches(parse_cards(cards)) is runs


@pytest.mark.parametrize(("cards", "line"), [
    ("7♠ 7♠", "perfect"), ("7♠ 7♣", "coloured"), ("7♥ 7♦", "coloured"), ("7♠ 7♥", "mixed"), ("7♠ 8♠", None),
])
def test_perfect_pairs_tells_pairs_apart_by_suit_and_colour(cards, line):
    best = PERFECT_PAIRS.best_line(parse_cards(cards))
    assert (best.id if best else None) == line


@pytest.mark.parametrize(("cards", "line"), [
    ("A♥ 9♥", "suited-20"), ("K♠ K♠", "matched-20"), ("Q♥ Q♥", "queen-of-hearts-pair"), ("K♠ Q♥", "any-20"),
    ("A♠ 9♦", "any-20"), ("A♠ A♦", None), ("10♦ K♦", "suited-20"),
])
def test_lucky_ladies_counts_the_two_cards_as_a_blackjack_hand(cards, line):
    best = LUCKY_LADIES.best_line(parse_cards(cards))
    assert (best.id if best else None) == line
    assert LUCKY_LADIES.best_line(parse_cards("Q♥ Q♥"), dealer_blackjack=True).id == (
        "queen-of-hearts-pair-dealer-blackjack")


def test_a_line_of_more_cards_than_its_bet_is_decided_on_is_refused():
    with pytest.raises(ValueError, match=r"3 cards, but the bet is decided on 2 \(player_two\)"):
        SideBet("x", (PayLine("trips", Fraction(30), CardPattern(3, same_rank=True)),), cards=SideBetCards.PLAYER_TWO)


# ---- rounds ---------------------------------------------------------------------------

PEEK = HouseRules(hole_card=HoleCard.PEEK)


def play(table: Table, cards: str, stakes: dict[str, Decimal], amount: Decimal = Decimal(10)) -> Round:
    """One box of ann's; the shoe deals her first card, the dealer's, her second, then the hole card (if any)."""
    return Round(table, Shoe.stacked(cards), [Bet(1, "ann", amount, stakes)])


def side_settlements(game: Round) -> list[tuple[str | None, Outcome, Decimal, Decimal]]:
    return [(s.pay_line, s.outcome, s.stake, s.net) for s in game.settlements() if s.side_bet]


def test_perfect_pairs_is_decided_on_the_boxs_two_cards_not_the_dealers():
    table = Table(PEEK, side_bets=(PERFECT_PAIRS,))
    with_dealer = play(table, "7♠ 7♠ 9♥ 10♣ 5♦", {"perfect-pairs": Decimal(5)})
    assert side_settlements(with_dealer) == [(None, Outcome.SIDE_BET_LOSS, Decimal(5), Decimal(-5))]
    pair = play(table, "7♠ 9♥ 7♣ 10♣", {"perfect-pairs": Decimal(5)})
    assert side_settlements(pair) == [("coloured", Outcome.SIDE_BET_WIN, Decimal(5), Decimal(60))]


def test_lucky_ladies_top_line_waits_for_the_dealers_blackjack():
    table = Table(PEEK, side_bets=(LUCKY_LADIES,))
    game = play(table, "Q♥ A♠ Q♥ K♦", {"lucky-ladies": Decimal(1)})
    assert side_settlements(game) == [], "held while insurance is offered: settling it would tell the hole card"
    game.close_offers()
    assert side_settlements(game) == [("queen-of-hearts-pair-dealer-blackjack", Outcome.SIDE_BET_WIN, Decimal(1),
                                       Decimal(1000))]
    no_blackjack = play(table, "Q♥ 9♠ Q♥ 8♦", {"lucky-ladies": Decimal(1)})
    no_blackjack.stand()
    assert side_settlements(no_blackjack) == [("queen-of-hearts-pair", Outcome.SIDE_BET_WIN, Decimal(1), Decimal(125))]


def test_without_a_hole_card_the_dealer_draws_a_second_card_for_a_bet_that_waits_for_it():
    table = Table(HouseRules(hole_card=HoleCard.NONE), side_bets=(LUCKY_LADIES,))
    game = play(table, "Q♥ 5♠ Q♥ 10♣ 6♦", {"lucky-ladies": Decimal(1)})
    game.hit()  # 20 + 10: busted, no hand left for the dealer to play against
    assert [str(c) for c in game.dealer_cards] == ["5♠", "6♦"]
    assert side_settlements(game) == [("queen-of-hearts-pair", Outcome.SIDE_BET_WIN, Decimal(1), Decimal(125))]


def test_every_winning_line_paid_returns_the_stake_once():
    flat = side_bet(REFERENCES["twenty_one_plus_three"])
    table = Table(PEEK, side_bets=(SideBet("every", flat.pay_table, cards=flat.cards, highest_only=False),))
    game = play(table, "9♣ J♣ 10♣ 7♦", {"every": Decimal(2)})
    assert side_settlements(game) == [("straight-flush", Outcome.SIDE_BET_WIN, Decimal(2), Decimal(18)),
                                      ("straight", Outcome.SIDE_BET_WIN, Decimal(0), Decimal(18)),
                                      ("flush", Outcome.SIDE_BET_WIN, Decimal(0), Decimal(18))]


# ---- limits ----------------------------------------------------------------------------


def test_a_table_of_25_in_multiples_of_5_takes_30_and_refuses_27():
    table = Table(PEEK, TableLimits(Decimal(25), Decimal(5000), multiple_of=Decimal(5)))
    play(table, "9♠ 7♥ 8♦ 10♣", {}, Decimal(30))
    with pytest.raises(IllegalBetError) as refused:
        play(table, "9♠ 7♥ 8♦ 10♣", {}, Decimal(27))
    assert refused.value.reason is Illegal.NOT_MULTIPLE and refused.value.data["unit"] == Decimal(5)


def test_multiple_of_must_agree_with_the_minimum_and_the_maximum():
    with pytest.raises(ValueError, match="max_bet: 5001 is not a multiple of multiple_of 5"):
        TableLimits(Decimal(25), Decimal(5001), multiple_of=Decimal(5))
    with pytest.raises(ValueError, match="min_bet: 25 is not a multiple of 10"):
        TableLimits(Decimal(25), Decimal(5000), multiple_of=Decimal(10))


def test_side_bet_limits_from_5_to_100():
    limited = SideBet("pp", PERFECT_PAIRS.pay_table, Decimal(5), Decimal(100), SideBetCards.PLAYER_TWO,
                      multiple_of=Decimal(5))
    table = Table(PEEK, side_bets=(limited,))
    play(table, "9♠ 7♥ 8♦ 10♣", {"pp": Decimal(100)})
    for stake, reason in ((Decimal(4), Illegal.SIDE_BET_LIMITS), (Decimal(105), Illegal.SIDE_BET_LIMITS),
                          (Decimal(12), Illegal.SIDE_BET_NOT_MULTIPLE)):
        with pytest.raises(IllegalBetError) as refused:
            play(table, "9♠ 7♥ 8♦ 10♣", {"pp": stake})
        assert refused.value.reason is reason, stake
