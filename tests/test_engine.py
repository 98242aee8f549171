"""The engine's general mechanics, on stacked shoes (casino clauses: test_clauses_*.py)."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from assistant.engine import (
    Action,
    Bet,
    BetReduced,
    BoxRules,
    Card,
    CardParseError,
    DealerBlackjackTakes,
    DealerFinished,
    HandRef,
    HoleCard,
    HouseRules,
    IllegalActionError,
    IllegalBetError,
    InvalidRulesError,
    Outcome,
    OverMax,
    Peeked,
    Phase,
    Rank,
    Round,
    Shoe,
    SplitBy,
    Suit,
    Surrender,
    Table,
    TableLimits,
    hand_value,
    parse_cards,
    parse_ratio,
)

TEN = Decimal(10)


def outcomes(game: Round, bettor: str = "ann") -> list[tuple[str, Outcome, Decimal]]:
    return [(str(s.hand), s.outcome, s.net) for s in game.settlements() if s.bettor == bettor]


def test_card_parse_and_print_round_trip():
    for card in (Card(Rank.ACE, Suit.SPADES), Card(Rank.TEN, Suit.HEARTS), Card(Rank.QUEEN, Suit.CLUBS)):
        assert Card.parse(str(card)) == card
        assert Card.parse(card.code) == card
    assert Card.parse("td") == Card(Rank.TEN, Suit.DIAMONDS)
    with pytest.raises(CardParseError, match="not a card"):
        Card.parse("11♠")


def test_ratio_parse():
    assert parse_ratio("3:2") == Fraction(3, 2)
    assert parse_ratio("2 zu 1") == 2
    with pytest.raises(ValueError):
        parse_ratio("3-2")


def test_hand_values_count_an_ace_as_eleven_only_when_it_does_not_bust():
    assert hand_value(parse_cards("A♠ 6♥")).total == 17 and hand_value(parse_cards("A♠ 6♥")).soft
    assert hand_value(parse_cards("A♠ 6♥ 10♣")) == hand_value(parse_cards("7♠ 10♦"))
    assert hand_value(parse_cards("A♠ A♥ 9♣")).total == 21
    assert hand_value(parse_cards("K♠ Q♥ 2♣")).busted


def test_contradictory_rules_are_refused_with_every_problem():
    with pytest.raises(InvalidRulesError) as caught:
        HouseRules(resplit_aces=True, max_split_hands=2, decks=0)
    fields = [field for field, _ in caught.value.problems]
    assert fields == ["decks", "resplit_aces"]


def test_peek_dealer_blackjack_ends_the_round_and_pays_insurance():
    table = Table(HouseRules(hole_card=HoleCard.PEEK))
    game = Round(table, Shoe.stacked("10♠ A♥ 9♦ K♣"), [Bet(1, "ann", TEN)])
    assert game.phase is Phase.OFFERS
    game.insure(1, "ann", Decimal(5))
    game.close_offers()
    assert game.phase is Phase.OVER
    assert Peeked(True) in game.history
    assert outcomes(game) == [("1", Outcome.INSURANCE_WIN, Decimal(10)), ("1", Outcome.LOSS, Decimal(-10))]
    assert game.net()["ann"] == 0


def test_peek_without_blackjack_takes_the_insurance_and_play_goes_on():
    table = Table(HouseRules(hole_card=HoleCard.PEEK))
    game = Round(table, Shoe.stacked("10♠ A♥ 9♦ 7♣ 10♦"), [Bet(1, "ann", TEN)])
    game.insure(1, "ann", Decimal(5))
    game.close_offers()
    assert Peeked(False) in game.history
    game.stand()
    assert outcomes(game) == [("1", Outcome.INSURANCE_LOSS, Decimal(-5)), ("1", Outcome.WIN, TEN)]


@pytest.mark.parametrize(
    "takes, expected",
    [
        (DealerBlackjackTakes.ALL, [("1", Outcome.LOSS, Decimal(-20))]),
        (DealerBlackjackTakes.ORIGINAL, [("1", Outcome.RETURNED, Decimal(0)), ("1", Outcome.LOSS, Decimal(-10))]),
    ],
)
def test_late_dealer_blackjack_takes_doubles_only_under_all(takes, expected):
    table = Table(HouseRules(hole_card=HoleCard.NONE, dealer_blackjack_takes=takes))
    game = Round(table, Shoe.stacked("6♠ A♥ 5♦ 9♣ K♣"), [Bet(1, "ann", TEN)])
    game.close_offers()
    game.double()
    assert outcomes(game) == expected


def test_late_surrender_without_peek_is_void_against_a_dealer_blackjack():
    table = Table(HouseRules(hole_card=HoleCard.NO_PEEK, surrender=Surrender.LATE, insurance_pays=None))
    game = Round(table, Shoe.stacked("10♠ A♥ 6♦ K♣"), [Bet(1, "ann", TEN)])
    game.surrender()
    assert outcomes(game) == [("1", Outcome.LOSS, Decimal(-10))]


def test_late_surrender_returns_half_when_the_dealer_has_no_blackjack():
    table = Table(HouseRules(hole_card=HoleCard.NO_PEEK, surrender=Surrender.LATE))
    game = Round(table, Shoe.stacked("10♠ 9♥ 6♦ K♣"), [Bet(1, "ann", TEN)])
    game.surrender()
    assert outcomes(game) == [("1", Outcome.SURRENDER, Decimal(-5))]


@pytest.mark.parametrize("h17, dealer_cards", [(False, 2), (True, 3)])
def test_soft_17_rule(h17, dealer_cards):
    table = Table(HouseRules(hole_card=HoleCard.NONE, dealer_hits_soft_17=h17))
    game = Round(table, Shoe.stacked("10♠ A♥ 8♦ 6♣ 2♣"), [Bet(1, "ann", TEN)])
    if game.phase is Phase.OFFERS:
        game.close_offers()
    game.stand()
    finished = next(r for r in game.history if isinstance(r, DealerFinished))
    assert len(finished.cards) == dealer_cards


def test_split_by_rank_refuses_jack_and_queen():
    by_value = Round(Table(HouseRules()), Shoe.stacked("J♠ 7♥ Q♦ 5♣"), [Bet(1, "ann", TEN)])
    by_rank = Round(Table(HouseRules(split_by=SplitBy.RANK)), Shoe.stacked("J♠ 7♥ Q♦ 5♣"), [Bet(1, "ann", TEN)])
    assert by_value.can_split() and not by_rank.can_split()
    with pytest.raises(IllegalActionError, match="not a pair"):
        by_rank.verify_split()


def test_co_bettor_who_declines_a_split_stays_on_the_first_hand_and_may_not_rejoin():
    table = Table(HouseRules(hole_card=HoleCard.NONE), box_rules=BoxRules(declined_split_rejoins=False))
    shoe = Shoe.stacked("8♠ 6♥ 8♦ 8♣ 10♦ 9♠ 10♣")
    game = Round(table, shoe, [Bet(1, "ann", TEN), Bet(1, "ben", TEN)])
    game.split(followers=[])
    first, second = game.hands
    assert dict(first.stakes) == {"ann": TEN, "ben": TEN} and dict(second.stakes) == {"ann": TEN}
    with pytest.raises(IllegalActionError, match="declined"):
        game.verify_split(followers=["ben"])
    game.split(followers=())
    assert [h.ref for h in game.hands] == [HandRef(1, 1), HandRef(1, 3), HandRef(1, 2)]


def test_bets_over_the_box_maximum_are_cut_from_the_last_circle():
    limits = TableLimits(Decimal(2), Decimal(100), multiple_of_min=True, over_max=OverMax.REDUCE_FROM_LAST_CIRCLE)
    table = Table(HouseRules(hole_card=HoleCard.NONE), limits)
    bets = [Bet(1, "ann", Decimal(60)), Bet(1, "ben", Decimal(30)), Bet(1, "cem", Decimal(30))]
    game = Round(table, Shoe.stacked("10♠ 7♥ 9♦ 10♣"), bets)
    reduced = [r for r in game.history if isinstance(r, BetReduced)]
    assert reduced == [BetReduced(HandRef(1), "cem", Decimal(30), Decimal(10))]


def test_bets_over_the_box_maximum_are_refused_where_the_table_rejects():
    table = Table(HouseRules(), TableLimits(Decimal(2), Decimal(100)))
    with pytest.raises(IllegalBetError, match="exceed the box maximum 100"):
        Round(table, Shoe.stacked("10♠ 7♥ 9♦ 10♣"), [Bet(1, "ann", Decimal(60)), Bet(1, "ben", Decimal(60))])


def test_money_must_be_exact():
    with pytest.raises(IllegalBetError, match="exact"):
        Round(Table(), Shoe.stacked("10♠ 7♥ 9♦ 10♣"), [Bet(1, "ann", 10.5)])  # type: ignore[arg-type]


def test_a_stacked_shoe_that_runs_dry_says_so():
    from assistant.engine import ShoeExhaustedError

    with pytest.raises(ShoeExhaustedError, match="empty after 2 cards"):
        Round(Table(), Shoe.stacked("10♠ 7♥"), [Bet(1, "ann", TEN)])


def test_legal_actions_follow_the_hand():
    game = Round(Table(HouseRules(hole_card=HoleCard.NONE)), Shoe.stacked("8♠ 6♥ 8♦ 2♣"), [Bet(1, "ann", TEN)])
    assert game.legal_actions() == [Action.HIT, Action.STAND, Action.DOUBLE, Action.SPLIT]
    game.hit()
    assert game.legal_actions() == [Action.HIT, Action.STAND]


def test_a_split_may_pass_the_maximum_only_where_each_hand_counts_as_a_new_box():
    for new_box, allowed in ((True, True), (False, False)):
        limits = TableLimits(Decimal(2), Decimal(10), split_hand_is_new_box=new_box)
        game = Round(Table(HouseRules(hole_card=HoleCard.NONE), limits), Shoe.stacked("8♠ 6♥ 8♦"), [Bet(1, "ann", TEN)])
        assert game.can_split() is allowed
