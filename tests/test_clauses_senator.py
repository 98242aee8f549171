"""Casino Senator (rules_data/senator.yaml, Persian leaflet): one test per section."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from assistant.engine import DealerFinished, HandRef, IllegalActionError, Outcome, Phase, TableLimits

from .clauses import casino, deal, dealt_to, settled, table

T = table("senator", "classic")


def test_senator_dealing_every_card_open_the_dealer_takes_one():
    game = deal(T, "10♠ 9♥ 6♦ 8♦ 10♣", (1, "ann", 10))
    assert dealt_to(game) == ["1", "dealer", "1"]
    assert len(game.dealer_cards) == 1


def test_senator_dealer_draws_until_17_or_more():
    game = deal(T, "10♠ 6♥ 9♦ 10♦ A♣", (1, "ann", 10))
    game.stand()
    finished = next(r for r in game.history if isinstance(r, DealerFinished))
    assert finished.value.total == 17 and len(finished.cards) == 3


def test_senator_six_decks():
    assert T.rules.decks == 6


def test_senator_payment_blackjack_3_to_2_and_a_push_against_dealer_blackjack():
    won = deal(T, "A♠ 9♥ K♦ 7♣", (1, "ann", 10))
    assert settled(won) == [("1", Outcome.BLACKJACK, Decimal(15))]
    pushed = deal(T, "A♠ K♥ K♦ A♣", (1, "ann", 10))
    assert settled(pushed) == [("1", Outcome.PUSH, Decimal(0))]


def test_senator_double_on_any_two_cards_soft_too_but_not_a_blackjack():
    soft = deal(T, "A♠ 6♥ 7♦ 2♣ 10♣", (1, "ann", 10))
    assert soft.can_double(), "A + 7 is any two cards"
    hard = deal(T, "10♠ 6♥ 5♦ 4♣ 10♣ 10♦", (1, "ann", 10))
    hard.double()
    assert len(hard.hands[0].cards) == 3
    assert settled(hard) == [("1", Outcome.WIN, Decimal(20))]
    blackjack = deal(T, "A♠ 6♥ K♦ 10♣ 10♦", (1, "ann", 10), (2, "ben", 10))
    assert blackjack.current.ref == HandRef(2)


def test_senator_split_then_double_split_aces_one_card_resplit_aces_ace_ten_pays_1_to_1():
    game = deal(T, "8♠ 6♥ 8♦ 3♣ 2♦", (1, "ann", 10))
    game.split()
    assert game.can_double(), "8 + 3 after a split may double"
    aces = deal(T, "A♠ 6♥ A♦ A♣ K♣ 9♦ A♥ 5♠ 10♥ 10♦ 10♠", (1, "ann", 10))
    aces.split()
    assert aces.can_split(), "another ace may be split again, without limit"
    assert not aces.can_hit() and not aces.can_double(), "split aces take one card, no double"
    aces.split()
    aces.split()
    assert len(aces.hands) == 4
    assert aces.phase is Phase.OVER
    assert ("1", Outcome.WIN, Decimal(10)) in settled(aces), "A + K after splitting aces is 21, paid 1:1"


def test_senator_insurance_from_half_the_table_minimum_to_half_the_bet_pays_2_to_1():
    with_minimum = dataclasses.replace(T, limits=TableLimits(min_bet=Decimal(10)))
    game = deal(with_minimum, "10♠ A♥ 9♦ K♣", (1, "ann", 40))
    assert not game.can_insure(1, "ann", 4), "below half the table minimum (5)"
    assert not game.can_insure(1, "ann", 21), "above half the bet (20)"
    game.insure(1, "ann", 5)
    game.close_offers()
    game.stand()
    assert settled(game)[0] == ("1", Outcome.INSURANCE_WIN, Decimal(10))


def test_senator_even_money_is_paid_at_once_before_the_dealers_second_card():
    game = deal(T, "A♠ A♥ K♦ 10♣", (1, "ann", 10))
    assert game.phase is Phase.OFFERS
    game.even_money(1, "ann")
    assert settled(game) == [("1", Outcome.EVEN_MONEY, Decimal(10))]
    assert len(game.dealer_cards) == 1


def test_senator_surrender_before_the_third_card_not_after_a_split():
    game = deal(T, "10♠ 10♥ 6♦ K♣", (1, "ann", 10))
    game.surrender()
    assert settled(game) == [("1", Outcome.SURRENDER, Decimal(-5))], "settled at once: no later dealer blackjack can take it"
    third = deal(T, "10♠ 9♥ 2♦ 2♣ 10♣", (1, "ann", 10))
    third.hit()
    with pytest.raises(IllegalActionError, match="before the third card"):
        third.verify_surrender()
    split = deal(T, "8♠ 9♥ 8♦ 3♣ 2♦", (1, "ann", 10))
    split.split()
    with pytest.raises(IllegalActionError, match="after a split"):
        split.verify_surrender()


def test_senator_players_may_not_touch_cards_or_bets():
    senator = casino("senator")
    assert senator.entry("etiquette", "touch_cards").value is False
    assert senator.entry("etiquette", "touch_chips_in_box").value is False
