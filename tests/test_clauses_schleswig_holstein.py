"""Casino Schleswig-Holstein (rules_data/schleswig-holstein.yaml): one test per rule of the page."""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.engine import DealerFinished, IllegalBetError, Outcome, Settlement
from assistant.locale.formats import LANGUAGES

from .clauses import assert_further_rule_shown, casino, deal, dealt_to, settled, table

T = table("schleswig-holstein", "classic")


def _index(game, kind):
    return next(i for i, r in enumerate(game.history) if isinstance(r, kind))


def test_schleswig_holstein_spielablauf_cards_open_boxes_then_the_bank_then_second_cards():
    game = deal(T, "10♠ 9♥ 8♦ 7♣ 8♣", (1, "ann", 10), (2, "ben", 10))
    assert dealt_to(game) == ["1", "2", "dealer", "1", "2"]


def test_schleswig_holstein_blackjack_paid_at_once_when_the_bank_card_allows_no_blackjack():
    game = deal(T, "A♠ 10♣ 9♥ K♦ 7♦", (1, "ann", 10), (2, "ben", 10))
    assert settled(game) == [("1", Outcome.BLACKJACK, Decimal(15))], "paid before box 2 plays"
    waits = deal(T, "A♠ 10♥ K♦ 7♣", (1, "ann", 10))
    paid = _index(waits, Settlement)
    assert paid > _index(waits, DealerFinished), "against a 10 the bank may still make blackjack"
    assert settled(waits) == [("1", Outcome.BLACKJACK, Decimal(15))]


def test_schleswig_holstein_karte_und_rest():
    sh = casino("schleswig-holstein")
    assert "Karte" in sh.entry("etiquette", "call_hit").value
    assert "rest" in sh.entry("etiquette", "call_stand").value


def test_schleswig_holstein_dealer_draws_to_16_stops_from_17():
    game = deal(T, "10♠ 6♥ 9♦ A♣", (1, "ann", 10))
    game.stand()
    assert len(game.dealer_cards) == 2


def test_schleswig_holstein_double_on_9_10_11_co_bettors_free_to_join():
    game = deal(T, "5♠ 9♥ 6♦ 10♣ 10♦", (1, "ann", 10), (1, "ben", 10), (1, "cem", 10))
    assert not deal(T, "5♠ 9♥ 3♦", (1, "ann", 10)).can_double()
    game.double(followers=["cem"])
    assert settled(game) == [
        ("1", Outcome.WIN, Decimal(20)),
        ("1", Outcome.WIN, Decimal(10)),
        ("1", Outcome.WIN, Decimal(20)),
    ]


def test_schleswig_holstein_split_tens_then_an_ace_counts_as_blackjack():
    game = deal(T, "K♠ 9♥ Q♦ A♣ 9♦ 10♠", (1, "ann", 10))
    game.split()
    assert settled(game)[0] == ("1", Outcome.BLACKJACK, Decimal(15))


def test_schleswig_holstein_split_aces_one_card_and_ace_ten_is_21_not_blackjack():
    game = deal(T, "A♠ 9♥ A♦ K♣ 5♦ 10♠", (1, "ann", 10))
    game.split()
    assert ("1", Outcome.WIN, Decimal(10)) in settled(game)


def test_schleswig_holstein_a_guest_not_following_a_split_plays_on_the_first_hand():
    game = deal(T, "8♠ 9♥ 8♦ 10♣ 10♦ 10♠", (1, "ann", 10), (1, "ben", 10))
    game.split(followers=[])
    assert dict(game.hands[0].stakes) == {"ann": Decimal(10), "ben": Decimal(10)}
    assert dict(game.hands[1].stakes) == {"ann": Decimal(10)}


def test_schleswig_holstein_insurance_up_to_half_pays_2_to_1():
    game = deal(T, "10♠ A♥ 9♦ K♣", (1, "ann", 10))
    game.insure(1, "ann", 4)
    game.close_offers()
    game.stand()
    assert settled(game)[0] == ("1", Outcome.INSURANCE_WIN, Decimal(8))


def test_schleswig_holstein_three_bets_per_box_two_boxes_per_guest_multiples_of_the_minimum():
    with pytest.raises(IllegalBetError, match="at most 3"):
        deal(T, "10♠ 7♥ 9♦", (1, "ann", 10), (1, "ben", 10), (1, "cem", 10), (1, "dia", 10))
    with pytest.raises(IllegalBetError, match="at most 2"):
        deal(T, "10♠ 7♥ 9♦", (1, "ann", 10), (2, "ann", 10), (3, "ann", 10))
    assert casino("schleswig-holstein").tables["classic"].limits["multiple_of_min"].value is True


@pytest.mark.parametrize("lang", LANGUAGES)
def test_schleswig_holstein_setzen_a_tie_for_the_box_goes_to_the_lower_seat_number(built_site, lang):
    assert "Gibt es hier ein Patt" in next(r.quote for r in casino("schleswig-holstein").spec.further_rules
                                           if r.id == "box-owner-by-seat")
    assert_further_rule_shown(built_site, "schleswig-holstein", "box-owner-by-seat", lang)
