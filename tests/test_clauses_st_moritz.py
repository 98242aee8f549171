"""Casino St. Moritz (rules_data/st-moritz.yaml): one test per leaflet section, both tables."""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.engine import DealerFinished, HandRef, IllegalBetError, Outcome
from assistant.locale.formats import LANGUAGES
from assistant.site.sheets import side_bets

from .clauses import casino, deal, dealt_to, settled, table
from .site_build import texts_of_class

CLASSIC = table("st-moritz", "classic")
BONUS = table("st-moritz", "bonus")


def test_st_moritz_die_teilnehmer_five_boxes_standing_guests_follow_the_owner():
    with pytest.raises(IllegalBetError, match="box 6 does not exist"):
        deal(CLASSIC, "10♠ 7♥ 9♦", (6, "ann", 10))
    game = deal(CLASSIC, "5♠ 9♥ 6♦ 10♣ 10♦", (1, "ann", 10), (1, "ben", 10))
    game.double(followers=["ben"])
    assert settled(game) == [("1", Outcome.WIN, Decimal(20)), ("1", Outcome.WIN, Decimal(20))]


def test_st_moritz_spielablauf_one_open_card_for_the_croupier_who_draws_after_the_last_box():
    game = deal(CLASSIC, "10♠ 9♥ 8♦ 7♣ 8♣ 9♠", (1, "ann", 10), (2, "ben", 10))
    assert dealt_to(game) == ["1", "2", "dealer", "1", "2"]
    game.stand()
    game.stand()
    finished = next(r for r in game.history if isinstance(r, DealerFinished))
    assert [str(c) for c in finished.cards] == ["8♦", "9♠"]


def test_st_moritz_spielablauf_croupier_stops_at_17():
    game = deal(CLASSIC, "10♠ 6♥ 9♦ A♣ 10♣", (1, "ann", 10))
    game.stand()
    assert len(game.dealer_cards) == 2, "6 + A is 17: no more cards"
    assert settled(game) == [("1", Outcome.WIN, Decimal(10))]


def test_st_moritz_die_gewinne_blackjack_3_to_2_or_6_to_5_by_variant():
    assert settled(deal(CLASSIC, "A♠ 9♥ K♦ 7♣", (1, "ann", 10))) == [("1", Outcome.BLACKJACK, Decimal(15))]
    assert settled(deal(BONUS, "A♥ 9♥ K♦ 7♣", (1, "ann", 10))) == [("1", Outcome.BLACKJACK, Decimal(12))]


def test_st_moritz_bonus_blackjack_jack_and_ace_of_spades_pays_5_to_1_at_once():
    game = deal(BONUS, "J♠ 9♥ A♠ 10♦", (1, "ann", 10), (1, "ben", 10))
    assert settled(game) == [
        ("1", Outcome.BONUS_BLACKJACK, Decimal(50)),
        ("1", Outcome.BONUS_BLACKJACK, Decimal(50)),
    ]
    assert len(game.dealer_cards) == 1, "paid before the croupier's second card"
    classic = deal(CLASSIC, "J♠ 9♥ A♠ 10♦", (1, "ann", 10))
    assert settled(classic) == [("1", Outcome.BLACKJACK, Decimal(15))], "3:2 tables have no bonus"


def test_st_moritz_3cw_pays_the_highest_combination_only():
    bets = {(1, "ann"): {"3cw": Decimal(1)}}
    spades = deal(CLASSIC, "A♠ A♠ A♠ 9♦ 5♣", (1, "ann", 10), side_bets=bets)
    wins = [s for s in spades.settlements() if s.side_bet]
    assert [(s.pay_line, s.net) for s in wins] == [("highest-spades", Decimal(300))]
    kings = deal(CLASSIC, "K♥ K♣ K♦ 9♦ 5♣", (1, "ann", 10), side_bets=bets)
    assert [(s.pay_line, s.net) for s in kings.settlements() if s.side_bet] == [("three-of-a-kind", Decimal(50))]
    black = deal(CLASSIC, "2♠ 9♣ 5♣ 9♦ 5♦", (1, "ann", 10), side_bets=bets)
    assert [(s.pay_line, s.net) for s in black.settlements() if s.side_bet] == [("black-row", Decimal(4))]
    nothing = deal(CLASSIC, "2♠ 9♥ 5♣ 9♦ 5♦", (1, "ann", 10), side_bets=bets)
    assert [(s.outcome, s.net) for s in nothing.settlements() if s.side_bet] == [(Outcome.SIDE_BET_LOSS, Decimal(-1))]


def test_st_moritz_queens_trio_pays_the_highest_combination_only():
    bets = {(1, "ann"): {"queens-trio": Decimal(1)}}
    game = deal(CLASSIC, "Q♠ 5♦ Q♥ 9♦ 10♣", (1, "ann", 10), side_bets=bets)
    assert [(s.pay_line, s.net) for s in game.settlements() if s.side_bet] == [("two-queens", Decimal(10))]


HIGHEST_ONLY = {"en": "Once, for the highest winning combination only",
                "de": "Einmal, nur für die höchste Gewinnkombination",
                "fa": "یک بار، فقط برای بالاترین ترکیب برنده"}
BEFORE_THE_DEAL = {"en": "Before the cards are dealt", "de": "Vor der Kartenausgabe",
                   "fa": "پیش از پخش کارت‌ها"}
PLAYED_BOX = {"en": "Only a box that is played", "de": "Nur eine bespielte Box",
              "fa": "فقط جایگاهی که در بازی است"}


def _side_bet_rows(lang):
    return {bet.anchor: {row.field: row for row in bet.rows} for bet in side_bets(casino("st-moritz"), lang)}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_st_moritz_zusatzwetten_paid_once_for_the_highest_combination_on_the_side_bets_page(built_site, lang):
    quote = "Eine Auszahlung im Gewinnfall erfolgt einmalig und nur für die höchste Gewinnkombination."
    for rows in _side_bet_rows(lang).values():
        assert rows["highest_only"].value == HIGHEST_ONLY[lang]
        assert [s.quote for s in rows["highest_only"].sources] == [quote]
    html = built_site.html(lang, "side-bets/")
    assert texts_of_class(html, "value").count(HIGHEST_ONLY[lang]) == 2
    assert sum(t.endswith(quote) for t in texts_of_class(html, "source")) == 2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_st_moritz_zusatzwetten_only_on_a_played_box_and_queens_trio_before_the_deal_on_the_side_bets_page(
        built_site, lang):
    rows = _side_bet_rows(lang)
    queens, three_card = rows["st-moritz-queens-trio"], rows["st-moritz-3cw"]
    assert queens["bet_before_deal"].value == BEFORE_THE_DEAL[lang]
    assert queens["bet_before_deal"].sources[0].quote == ("Der Einsatz auf ein QT - Feld darf nur auf einer "
                                                          "bespielten Box und vor der Kartenausgabe getätigt werden.")
    assert not three_card["bet_before_deal"].stated, "3CW's paragraph says nothing of the deal"
    assert queens["on_played_box_only"].value == three_card["on_played_box_only"].value == PLAYED_BOX[lang]
    values = texts_of_class(built_site.html(lang, "side-bets/"), "value")
    assert values.count(BEFORE_THE_DEAL[lang]) == 1 and values.count(PLAYED_BOX[lang]) == 2


def test_st_moritz_versicherung_up_to_half_the_bet():
    game = deal(CLASSIC, "10♠ A♥ 9♦ 7♣", (1, "ann", 10))
    assert game.can_insure(1, "ann", 5) and not game.can_insure(1, "ann", 6)


def test_st_moritz_verdoppeln_any_two_cards_also_after_a_split_not_a_blackjack():
    game = deal(CLASSIC, "10♠ 9♥ 6♦ 9♣", (1, "ann", 10))
    assert game.can_double(), "16 may double"
    split = deal(CLASSIC, "8♠ 9♥ 8♦ 9♣ 10♣", (1, "ann", 10))
    split.split()
    assert split.can_double(), "17 after a split may double"
    blackjack = deal(CLASSIC, "A♠ 9♥ K♦ 10♣ 10♦", (1, "ann", 10), (2, "ben", 10))
    assert blackjack.current.ref == HandRef(2)


def test_st_moritz_verdoppeln_co_bettor_doubles_only_with_the_owner():
    game = deal(CLASSIC, "5♠ 9♥ 6♦ 10♣ 10♦", (1, "ann", 10), (1, "ben", 10))
    game.double(followers=[])
    assert settled(game) == [("1", Outcome.WIN, Decimal(20)), ("1", Outcome.WIN, Decimal(10))]


def test_st_moritz_3_mal_sieben_paid_1_to_1_at_once_and_the_bet_plays_on():
    game = deal(CLASSIC, "7♠ 9♥ 7♦ 7♣ 10♦", (1, "ann", 10))
    game.hit()
    assert settled(game) == [("1", Outcome.THREE_SEVENS, Decimal(10)), ("1", Outcome.WIN, Decimal(10))]


def test_st_moritz_teilen_up_to_three_times_aces_one_card_and_21_is_not_blackjack():
    game = deal(CLASSIC, "8♠ 7♥ 8♦ 8♣ 8♥ 8♠ 10♠ 10♦ 10♥ 10♣", (1, "ann", 10))
    for _ in range(3):
        game.split()
    assert len(game.hands) == 4 and not game.can_split()
    aces = deal(CLASSIC, "A♠ 9♥ A♦ K♣ 5♦ 10♠", (1, "ann", 10))
    aces.split()
    assert ("1", Outcome.WIN, Decimal(10)) in settled(aces)


def test_st_moritz_sonstiges_tips_shared_and_smart_dress():
    st_moritz = casino("st-moritz")
    assert st_moritz.entry("etiquette", "tips").value == "customary"
    assert st_moritz.entry("etiquette", "dress").value == "smart"
