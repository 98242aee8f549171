"""Spielbanken Cottbus · Potsdam (rules_data/brandenburg.yaml): one test per clause, A.1 – H.30."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from assistant.engine import (
    Action,
    BetReduced,
    DealerFinished,
    Decision,
    HandRef,
    IllegalActionError,
    IllegalBetError,
    Outcome,
    Phase,
)
from assistant.locale.formats import LANGUAGES
from assistant.locale.wording import Words
from assistant.site.sheets import casino_sheet

from .clauses import assert_further_rule_shown, casino, deal, dealt_to, settled, table
from .site_build import texts_of_class

T = table("brandenburg", "classic")


def test_brandenburg_A2_up_to_six_decks_counted_as_six():
    entry = casino("brandenburg").tables["classic"].rules["decks"]
    assert entry.value == 6 and entry.stated and entry.note is not None


def test_brandenburg_A4_seven_boxes():
    with pytest.raises(IllegalBetError, match="box 8 does not exist"):
        deal(T, "10♠ 7♥ 9♦ 10♣ 5♠ 5♣", (7, "ann", 2), (8, "ann", 2))


def test_brandenburg_A6_box_owner_decides_for_the_box():
    game = deal(T, "10♠ 9♥ 6♦ 9♣ 8♦ 7♣ 5♠", (1, "ann", 10), (1, "ben", 10), (2, "cem", 10))
    game.hit()
    decisions = [r for r in game.history if isinstance(r, Decision)]
    assert decisions[0].by == "ann" and decisions[0].hand == HandRef(1)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_brandenburg_A9_bets_before_the_deal_on_the_sheet(built_site, lang):
    assert_further_rule_shown(built_site, "brandenburg", "bets-before-deal", lang)


def test_brandenburg_B10_minimum_two_euro():
    with pytest.raises(IllegalBetError, match="below the table minimum 2"):
        deal(T, "10♠ 7♥ 9♦ 10♣ 5♠ 5♣", (1, "ann", 1), (2, "ann", 2))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_brandenburg_B10_minimum_shown_as_a_range_on_the_sheet_and_the_comparison(built_site, lang):
    words = Words(lang, "EUR")
    low, high = words.money(Decimal(2)), words.money(Decimal(20))
    expected = {"en": "€2 to €20 depending on the table", "de": f"{low} bis {high}, je nach Tisch",
                "fa": f"از {low} تا {high}، بسته به میز"}[lang]
    sheet = texts_of_class(built_site.html(lang, "casinos/brandenburg/"), "value")
    assert expected in sheet and words.money(Decimal(2)) not in sheet
    assert expected in texts_of_class(built_site.html(lang, "compare/"), "value")


def test_brandenburg_B12_bets_divisible_by_the_table_minimum():
    with pytest.raises(IllegalBetError, match="not a multiple of the table minimum 2"):
        deal(T, "10♠ 7♥ 9♦ 10♣ 5♠ 5♣", (1, "ann", 3), (2, "ann", 2))


def test_brandenburg_B13_every_guest_at_least_the_minimum_on_every_box():
    with pytest.raises(IllegalBetError, match="below the table minimum"):
        deal(T, "10♠ 7♥ 9♦ 10♣ 5♠", (1, "ann", 10), (1, "ben", 1), (2, "ann", 2))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_brandenburg_B13_minimum_on_every_box_on_the_sheet(built_site, lang):
    assert_further_rule_shown(built_site, "brandenburg", "minimum-on-every-box", lang)


def test_brandenburg_B14_three_bettors_per_box_and_excess_cut_from_the_third_circle():
    with pytest.raises(IllegalBetError, match="at most 3"):
        deal(T, "10♠ 7♥ 9♦", (1, "ann", 2), (1, "ben", 2), (1, "cem", 2), (1, "dia", 2))
    game = deal(T, "10♠ 9♥ 6♦ 9♣ 8♦ 10♣", (1, "ann", 600), (1, "ben", 300), (1, "cem", 300), (2, "ann", 2))
    reduced = [r for r in game.history if isinstance(r, BetReduced)]
    assert reduced == [BetReduced(HandRef(1), "cem", Decimal(300), Decimal(100))]


def test_brandenburg_D16_boxes_first_card_then_the_bank_then_second_cards():
    game = deal(T, "10♠ 9♥ 6♦ 9♣ 8♦ 10♣", (1, "ann", 2), (2, "ann", 2))
    assert dealt_to(game)[:5] == ["1", "2", "dealer", "1", "2"]
    assert len(game.dealer_cards) == 1, "no hole card: the bank has one card while the boxes play"


def test_brandenburg_D17_bust_loses_at_once_whatever_the_bank_draws():
    game = deal(T, "10♠ 9♥ 6♦ 9♣ 8♦ 10♣", (1, "ann", 2), (2, "ann", 2))
    game.hit()
    assert settled(game) == [("1", Outcome.BUST, Decimal(-2))]
    assert len(game.dealer_cards) == 1


def test_brandenburg_D18_bank_draws_to_17_and_stands_on_soft_17():
    game = deal(T, "10♠ 9♠ 6♣ 8♦ 9♦ A♥", (1, "ann", 2), (2, "ann", 2))
    game.stand()
    game.stand()
    finished = next(r for r in game.history if isinstance(r, DealerFinished))
    assert finished.value.total == 17 and finished.value.soft and len(finished.cards) == 2


def test_brandenburg_D19_blackjack_pays_3_to_2_and_equal_totals_stand_off():
    game = deal(T, "A♠ 10♥ 9♦ K♣ 10♦ 8♠ 7♠ 8♣", (1, "ann", 10), (2, "ann", 10), (3, "ann", 10))
    game.stand()
    game.stand()
    assert settled(game) == [
        ("1", Outcome.BLACKJACK, Decimal(15)),
        ("2", Outcome.PUSH, Decimal(0)),
        ("3", Outcome.LOSS, Decimal(-10)),
    ]


def test_brandenburg_E20_double_on_9_10_11_only_co_bettors_may_join_blackjack_is_not_11():
    game = deal(T, "5♠ 10♥ 4♦ 5♣ 9♣ 10♣", (1, "ann", 10), (1, "ben", 10), (2, "cem", 2))
    with pytest.raises(IllegalActionError):
        deal(T, "8♠ 10♥ 8♦ 9♣ 7♦", (1, "ann", 10), (2, "ann", 2)).verify_double()
    game.double(followers=["ben"])
    assert [s for s in settled(game) if s[0] == "1"] == []  # waits for the bank
    assert dict(game.hands[0].stakes) == {"ann": Decimal(20), "ben": Decimal(20)}
    blackjack = deal(T, "A♠ 10♥ 5♠ K♦ 9♣", (1, "ann", 10), (2, "cem", 2))
    assert blackjack.current.ref == HandRef(2), "a blackjack box is not asked whether to double"


def test_brandenburg_E21_one_card_after_doubling_and_the_double_may_pass_the_maximum():
    game = deal(T, "5♠ 10♥ 6♦ 5♣ 9♣ 2♣", (1, "ann", 1000), (2, "ann", 2))
    game.double()
    hand = game.hands[0]
    assert len(hand.cards) == 3 and hand.status.value != "playing"
    assert dict(hand.stakes)["ann"] == Decimal(2000)


def test_brandenburg_F22_equal_values_split_and_split_again():
    game = deal(T, "K♠ 7♥ 6♦ Q♦ 9♥ 10♣ 10♦ 9♠", (1, "ann", 10), (2, "ann", 2))
    game.split()
    game.split()
    game.split()
    assert len([h for h in game.hands if h.ref.box == 1]) == 4


def test_brandenburg_F23_co_bettor_who_does_not_follow_stays_on_the_first_hand_and_not_later():
    game = deal(T, "8♠ 6♥ 9♣ 8♦ 10♠ 8♣ 10♦ 10♥", (1, "ann", 10), (1, "ben", 10), (2, "cem", 2))
    game.split(followers=[])
    assert dict(game.hands[0].stakes) == {"ann": Decimal(10), "ben": Decimal(10)}
    assert dict(game.hands[1].stakes) == {"ann": Decimal(10)}
    with pytest.raises(IllegalActionError, match="declined"):
        game.split(followers=["ben"])


def test_brandenburg_F24_split_aces_one_card_ace_ten_is_21_double_after_split_new_box_for_max():
    game = deal(T, "A♠ 9♥ 6♣ A♦ 10♠ K♣ 5♦ 10♥ 10♦", (1, "ann", 10), (2, "ann", 2))
    game.split()
    assert [len(h.cards) for h in game.hands if h.ref.box == 1] == [2, 2]
    assert game.current.ref == HandRef(2), "split aces took one card each"
    after = deal(T, "8♠ 9♥ 6♣ 8♦ 10♠ 3♣ 2♦", (1, "ann", 10), (2, "ann", 2))
    after.split()
    assert after.can_double(), "8 + 3 = 11 after a split may double"
    game.stand()
    aces = settled(game)
    assert ("1", Outcome.WIN, Decimal(10)) in aces, "A + K after a split is 21, paid 1:1, not 3:2"


def test_brandenburg_G25_insurance_exactly_half_the_bet_paid_2_to_1():
    game = deal(T, "10♠ 9♦ A♥ 7♣ 8♣ K♣", (1, "ann", 10), (2, "ann", 10))
    assert game.phase is Phase.OFFERS
    assert not game.can_insure(1, "ann", 2), "less than half is not insurance here"
    assert not game.can_insure(1, "ann", 6)
    game.insure(1, "ann", 5)
    game.close_offers()
    game.stand()
    game.stand()
    assert ("1", Outcome.INSURANCE_WIN, Decimal(10)) in settled(game)


def test_brandenburg_G25_insurance_is_worded_exactly_half_not_up_to_half():
    rules = casino("brandenburg").tables["classic"].rules
    assert rules["insurance_min_fraction"].value == rules["insurance_max_fraction"].value == Fraction(1, 2)
    assert "Hälfte seines ursprünglichen Einsatzes" in rules["insurance_max_fraction"].quote
    exactly = {"en": "Exactly 50% of the original bet", "de": "Genau 50\u00a0% des ursprünglichen Einsatzes",
               "fa": "دقیقاً ۵۰٪ شرط اولیه"}
    for lang, text in exactly.items():
        rows = {row.field: row for _, _, group in casino_sheet(casino("brandenburg"), lang).tables[0].groups
                for row in group}
        assert rows["insurance_max_fraction"].value == rows["insurance_min_fraction"].value == text


def test_brandenburg_H27_three_boxes_owned_and_a_lone_guest_plays_two():
    with pytest.raises(IllegalBetError, match="at least 2 boxes"):
        deal(T, "10♠ 7♥ 9♦", (1, "ann", 2))
    with pytest.raises(IllegalBetError, match="at most 3"):
        deal(T, "10♠ 7♥ 9♦", (1, "ann", 2), (2, "ann", 2), (3, "ann", 2), (4, "ann", 2), (5, "ben", 2))
    game = deal(T, "10♠ 9♥ 6♦ 9♣ 8♦ 10♣ 7♥ 8♥ 2♠", (1, "ann", 2), (2, "ann", 2), (3, "ann", 2), (4, "ben", 2), (4, "ann", 2))
    assert game.current is not None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_brandenburg_H26_a_free_box_is_decided_by_the_nearest_guest_on_the_sheet(built_site, lang):
    assert_further_rule_shown(built_site, "brandenburg", "free-box-nearest-guest", lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_brandenburg_H28_a_standing_guest_may_take_a_free_box_on_the_sheet(built_site, lang):
    assert_further_rule_shown(built_site, "brandenburg", "standing-guest-takes-free-box", lang)


def test_brandenburg_H29_owner_leaves_the_second_circle_decides():
    game = deal(T, "10♠ 9♥ 6♦ 9♣ 8♦ 10♣", (1, "ann", 10), (1, "ben", 10), (2, "cem", 2), absent={"ann"})
    assert game.current.decider == "ben"
    game.stand()
    decision = next(r for r in game.history if isinstance(r, Decision))
    assert decision.by == "ben" and decision.action is Action.STAND


def test_brandenburg_H30_lone_absent_owner_draws_to_at_least_12():
    game = deal(T, "2♠ 9♥ 6♣ 3♦ 10♠ 4♣ 5♦", (1, "ann", 2), (2, "ben", 2), absent={"ann"})
    box = game.hands[0]
    assert [str(c) for c in box.cards] == ["2♠", "3♦", "4♣", "5♦"]
    automatic = [r for r in game.history if isinstance(r, Decision) and r.automatic]
    assert [d.action for d in automatic] == [Action.HIT, Action.HIT, Action.STAND]
