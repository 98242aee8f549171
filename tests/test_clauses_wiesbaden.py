"""Casino Wiesbaden (rules_data/wiesbaden.yaml): the DIGITAL 21 house rules and the traditional rules of the same game."""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.engine import Dealt, HoleCardTurned, IllegalActionError, IllegalBetError, Outcome

from .clauses import casino, deal, settled, table

DIGITAL = table("wiesbaden", "digital-21")
LIVE = DIGITAL  # the traditional rules describe the same live-dealt digital game


def test_wiesbaden_digital_house_rules_limits_two_to_five_hundred_per_box():
    with pytest.raises(IllegalBetError, match="minimum 2"):
        deal(DIGITAL, "10♠ 7♥ 9♦ 10♣", (1, "ann", "1.50"))
    with pytest.raises(IllegalBetError, match="maximum 500"):
        deal(DIGITAL, "10♠ 7♥ 9♦ 10♣", (1, "ann", 501))


def test_wiesbaden_digital_house_rules_six_decks_three_splits_s17():
    assert DIGITAL.rules.decks == 6 and not DIGITAL.rules.dealer_hits_soft_17
    game = deal(DIGITAL, "8♠ 7♥ 8♦ 9♣ 8♣ 8♥ 8♦ 10♠ 10♦ 10♥ 10♣", (1, "ann", 10))
    game.split()
    game.split()
    game.split()
    assert len(game.hands) == 4
    with pytest.raises(IllegalActionError, match="at most 4 hands"):
        game.verify_split()


def test_wiesbaden_traditional_hole_card_turned_after_the_players():
    game = deal(LIVE, "10♠ 9♥ 7♦ 6♣ 10♦", (1, "ann", 10))
    face_down = [r for r in game.history if isinstance(r, Dealt) and r.face_down]
    assert [str(r.card) for r in face_down] == ["6♣"]
    assert not any(isinstance(r, HoleCardTurned) for r in game.history)
    game.stand()
    assert any(isinstance(r, HoleCardTurned) for r in game.history)
    assert settled(game) == [("1", Outcome.WIN, Decimal(10))]


def test_wiesbaden_traditional_blackjack_pays_one_and_a_half_unless_the_croupier_has_one_too():
    paid = deal(LIVE, "A♠ 9♥ K♦ 7♣", (1, "ann", 10))
    assert settled(paid) == [("1", Outcome.BLACKJACK, Decimal(15))]
    stands = deal(LIVE, "A♠ 10♥ K♦ A♣", (1, "ann", 10))
    assert settled(stands) == [("1", Outcome.PUSH, Decimal(0))]


def test_wiesbaden_verdoppelung_9_10_11_even_past_the_box_maximum_and_after_a_split():
    game = deal(DIGITAL, "5♠ 9♥ 4♦ 7♣ 10♣ 10♦", (1, "ann", 500))
    game.double()
    assert settled(game) == [("1", Outcome.WIN, Decimal(1000))]
    refused = deal(DIGITAL, "5♠ 9♥ 3♦ 7♣ 10♣", (1, "ann", 10))
    assert not refused.can_double(), "8 may not double"
    split = deal(DIGITAL, "5♠ 9♥ 5♦ 7♣ 4♣", (1, "ann", 10))
    split.split()
    assert split.can_double(), "5 + 4 after a split may double"


def test_wiesbaden_surrender_half_back_unless_the_dealer_has_blackjack():
    game = deal(LIVE, "10♠ 9♥ 6♦ 7♣", (1, "ann", 10))
    game.surrender()
    assert settled(game) == [("1", Outcome.SURRENDER, Decimal(-5))]
    void = deal(LIVE, "10♠ A♥ 6♦ K♣", (1, "ann", 10))
    void.close_offers()
    void.surrender()
    assert settled(void) == [("1", Outcome.LOSS, Decimal(-10))]


def test_wiesbaden_split_aces_one_card_and_no_blackjack_after_a_split():
    game = deal(LIVE, "A♠ 9♥ A♦ 10♣ K♠ 5♦", (1, "ann", 10))
    game.split()
    assert [len(h.cards) for h in game.hands] == [2, 2]
    assert ("1", Outcome.WIN, Decimal(10)) in settled(game), "A + K after a split: 21, paid even money"


def test_wiesbaden_insurance_up_to_half_pays_2_to_1():
    game = deal(LIVE, "10♠ A♥ 9♦ K♣", (1, "ann", 10))
    assert game.can_insure(1, "ann", 2) and not game.can_insure(1, "ann", 6)
    game.insure(1, "ann", 5)
    game.close_offers()
    game.stand()
    assert settled(game)[0] == ("1", Outcome.INSURANCE_WIN, Decimal(10))


def test_wiesbaden_even_money_for_a_blackjack_against_an_ace():
    game = deal(LIVE, "A♠ A♥ K♦ 10♣", (1, "ann", 10))
    game.even_money(1, "ann")
    assert settled(game)[0] == ("1", Outcome.EVEN_MONEY, Decimal(10))


def test_wiesbaden_7_card_trick_wins_at_once():
    game = deal(LIVE, "2♠ 10♥ 2♦ 9♣ 2♣ 2♥ 3♦ 3♠ 3♣", (1, "ann", 10))
    for _ in range(5):
        game.hit()
    assert settled(game) == [("1", Outcome.CARD_CHARLIE, Decimal(10))]
    assert len(game.hands[0].cards) == 7


def test_wiesbaden_minimum_age_18_with_identity_card():
    wiesbaden = casino("wiesbaden")
    assert wiesbaden.entry("entry", "min_age").value == 18
    assert wiesbaden.entry("entry", "id_required").value is True
