"""Property tests over random rule sets, bets and shoes: money and cards are conserved,
no illegal action is accepted, every round ends."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from hypothesis import assume, given
from hypothesis import strategies as st

from assistant.engine import (
    UPCARDS,
    Action,
    Bet,
    BonusBlackjack,
    BoxRules,
    Card,
    DealerBlackjackTakes,
    HandRef,
    HoleCard,
    HouseRules,
    IllegalActionError,
    InvalidRulesError,
    OverMax,
    Phase,
    Rank,
    Round,
    Shoe,
    SplitBy,
    Suit,
    Surrender,
    Table,
    TableLimits,
)
from assistant.engine.audit import audit_round
from assistant.engine.rules import CardPattern, PayLine, SideBet

ratios = st.sampled_from([Fraction(3, 2), Fraction(6, 5), Fraction(1), Fraction(2)])


@st.composite
def house_rules(draw) -> HouseRules:
    hole = draw(st.sampled_from(HoleCard))
    immediate = draw(st.sets(st.sampled_from(UPCARDS[:8]))) if hole is not HoleCard.PEEK or draw(st.booleans()) else set()
    values = dict(
        decks=draw(st.integers(1, 8)),
        dealer_hits_soft_17=draw(st.booleans()),
        hole_card=hole,
        dealer_blackjack_takes=draw(st.sampled_from(DealerBlackjackTakes)),
        blackjack_pays=draw(ratios),
        double_on=draw(st.sampled_from(["any", frozenset({9, 10, 11}), frozenset({10, 11})])),
        double_soft=draw(st.booleans()),
        double_after_split=draw(st.booleans()),
        max_split_hands=draw(st.sampled_from([1, 2, 3, 4, None])),
        split_by=draw(st.sampled_from(SplitBy)),
        resplit_aces=draw(st.booleans()),
        hit_split_aces=draw(st.booleans()),
        split_ace_ten_is_blackjack=draw(st.booleans()),
        split_ten_ace_is_blackjack=draw(st.booleans()),
        surrender=draw(st.sampled_from(Surrender)),
        surrender_after_split=draw(st.booleans()),
        insurance_pays=draw(st.sampled_from([Fraction(2), None])),
        insurance_min_fraction=draw(st.sampled_from([Fraction(0), Fraction(1, 2)])),
        insurance_min_table_fraction=draw(st.sampled_from([Fraction(0), Fraction(1, 2)])),
        even_money=draw(st.booleans()),
        blackjack_paid_immediately_against=frozenset(immediate),
        card_charlie=draw(st.sampled_from([None, 5, 6, 7])),
        three_sevens_pays=draw(st.sampled_from([None, Fraction(1)])),
        bonus_blackjack=draw(
            st.sampled_from(
                [None, BonusBlackjack(frozenset({Card(Rank.JACK, Suit.SPADES), Card(Rank.ACE, Suit.SPADES)}), Fraction(5))]
            )
        ),
    )
    try:
        return HouseRules(**values)
    except InvalidRulesError:
        assume(False)
        raise


SIDE_BET = SideBet(
    "queens",
    (
        PayLine("one", Fraction(2), CardPattern(1, rank=Rank.QUEEN)),
        PayLine("black", Fraction(4), CardPattern(3, color="black")),
        PayLine("trips", Fraction(50), CardPattern(3, same_rank=True)),
    ),
)


@st.composite
def tables(draw) -> Table:
    rules = draw(house_rules())
    limits = TableLimits(
        Decimal(2),
        Decimal(draw(st.sampled_from([20, 100, 1000]))),
        multiple_of_min=draw(st.booleans()),
        over_max=draw(st.sampled_from(OverMax)),
        double_may_exceed_max=draw(st.booleans()),
    )
    boxes = BoxRules(
        boxes=7,
        bettors_per_box=3,
        co_bettors_join_double=draw(st.booleans()),
        co_bettors_join_split=draw(st.booleans()),
        declined_split_rejoins=draw(st.booleans()),
        absent_owner_draws_to=draw(st.sampled_from([None, 12, 17])),
    )
    return Table(rules, limits, boxes, (SIDE_BET,))


@st.composite
def bet_lists(draw, table: Table) -> list[Bet]:
    boxes = draw(st.lists(st.integers(1, 7), min_size=1, max_size=4, unique=True))
    bets = []
    for box in boxes:
        bettors = draw(st.lists(st.sampled_from(["ann", "ben", "cem", "dia"]), min_size=1, max_size=3, unique=True))
        for bettor in bettors:
            amount = Decimal(2 * draw(st.integers(1, 10)))
            side = {"queens": Decimal(2)} if draw(st.booleans()) else {}
            bets.append(Bet(box, bettor, amount, side))
    return bets


def _play_randomly(game: Round, data) -> None:
    for _step in range(300):
        if game.phase is Phase.OVER:
            return
        if game.phase is Phase.OFFERS:
            for hand in game.hands:
                for bettor, stake in hand.stakes:
                    choice = data.draw(st.sampled_from(["none", "insure", "even", "surrender"]))
                    if choice == "insure" and game.can_insure(hand.ref.box, bettor, stake / 2):
                        game.insure(hand.ref.box, bettor, stake / 2)
                    elif choice == "even" and game.can_even_money(hand.ref.box, bettor):
                        game.even_money(hand.ref.box, bettor)
                    elif choice == "surrender" and game.can_surrender(hand.ref):
                        game.surrender(hand.ref)
            game.close_offers()
            continue
        action = data.draw(st.sampled_from(list(Action)[:5]))
        legal = game.legal_actions()
        before = len(game.history)
        if action in legal:
            getattr(game, action.value)()
        else:
            try:
                getattr(game, action.value)()
            except IllegalActionError:
                assert len(game.history) == before, "a refused action must change nothing"
            else:
                raise AssertionError(f"{action} was accepted but not listed as legal {legal}")
    raise AssertionError("round did not end within 300 decisions")


@given(st.data())
def test_random_rounds_conserve_money_and_cards_and_end(data):
    table = data.draw(tables())
    bets = data.draw(bet_lists(table))
    absent = data.draw(st.sets(st.sampled_from(["ann", "ben", "cem", "dia"]), max_size=2))
    shoe = Shoe.shuffled(table.rules.decks, data.draw(st.integers(0, 2**32 - 1)))
    try:
        game = Round(table, shoe, bets, absent=absent)
    except IllegalActionError:
        assume(False)
        return
    _play_randomly(game, data)
    audit_round(game)


# Shoes rich in pairs, aces, sevens and tens exercise splits, blackjacks and bonuses.
rich_cards = st.lists(
    st.sampled_from([Card(r, s) for r in (Rank.ACE, Rank.SEVEN, Rank.EIGHT, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.TWO)
                     for s in Suit]),
    min_size=60,
    max_size=60,
)


@given(st.data(), rich_cards)
def test_stacked_rich_shoes_conserve_money_and_cards(data, cards):
    table = data.draw(tables())
    bets = data.draw(bet_lists(table))
    shoe = Shoe.stacked(cards)
    try:
        game = Round(table, shoe, bets)
    except IllegalActionError:
        assume(False)
        return
    _play_randomly(game, data)
    audit_round(game)


def test_refused_action_names_its_reason():
    table = Table(HouseRules(double_on=frozenset({9, 10, 11}), hole_card=HoleCard.NONE))
    game = Round(table, Shoe.stacked("10♠ 7♥ 6♦ 9♣"), [Bet(1, "ann", Decimal(10))])
    try:
        game.double()
    except IllegalActionError as exc:
        assert "16" in str(exc) and "9, 10, 11" in str(exc)
    else:
        raise AssertionError("doubling 16 must be refused on a 9–11 table")
    assert game.current is not None and game.current.ref == HandRef(1)
