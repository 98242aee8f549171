"""Example hands: every example the tables offer is a real round that shows its rule."""

from __future__ import annotations

import pytest

from assistant.engine import DealerFinished, Decision, Outcome, Phase, Settlement
from assistant.engine.examples import GUEST, example_kinds, play_example

from .clauses import casino, table

TABLES = [
    ("brandenburg", "classic"),
    ("schleswig-holstein", "classic"),
    ("senator", "classic"),
    ("st-moritz", "classic"),
    ("st-moritz", "bonus"),
        ("wiesbaden", "digital-21"),
]

SHOWS = {
    "blackjack": {Outcome.BLACKJACK},
    "dealer_bust": {Outcome.WIN},
    "bust": {Outcome.BUST},
    "push": {Outcome.PUSH},
    "double": {Outcome.WIN},
    "split": {Outcome.WIN, Outcome.LOSS},
    "split_aces": {Outcome.WIN},
    "surrender": {Outcome.SURRENDER},
    "insurance": {Outcome.INSURANCE_WIN},
    "even_money": {Outcome.EVEN_MONEY},
    "seven_card_trick": {Outcome.CARD_CHARLIE},
    "three_sevens": {Outcome.THREE_SEVENS},
    "bonus_blackjack": {Outcome.BONUS_BLACKJACK},
    "dealer_rules": {Outcome.WIN, Outcome.LOSS, Outcome.PUSH},
    "hit_stand": {Outcome.WIN, Outcome.LOSS, Outcome.PUSH},
}


@pytest.mark.parametrize(("casino_id", "table_id"), TABLES)
def test_every_example_of_every_table_ends_and_shows_its_rule(casino_id, table_id):
    tbl = table(casino_id, table_id)
    for kind in example_kinds(tbl):
        game = play_example(tbl, kind)
        assert game is not None and game.phase is Phase.OVER, kind
        outcomes = {s.outcome for s in game.history if isinstance(s, Settlement) and s.hand.box == 1}
        assert outcomes & SHOWS[kind], f"{kind}: {outcomes}"
        assert sum(game.net().values()) == 0


def test_examples_follow_the_table_rules():
    wiesbaden = table("wiesbaden", "digital-21")
    assert "seven_card_trick" in example_kinds(wiesbaden) and "surrender" in example_kinds(wiesbaden)
    brandenburg = table("brandenburg", "classic")
    assert not {"surrender", "seven_card_trick", "three_sevens", "even_money"} & set(example_kinds(brandenburg))
    assert play_example(brandenburg, "surrender") is None


def test_split_aces_show_21_not_blackjack_where_the_leaflet_says_so():
    game = play_example(table("st-moritz", "classic"), "split_aces")
    assert [s.outcome for s in game.settlements()] == [Outcome.WIN, Outcome.WIN]
    assert casino("st-moritz").tables["classic"].rules["split_ace_ten_is_blackjack"].value is False


def test_dealer_rules_example_stands_on_soft_17():
    game = play_example(table("senator", "classic"), "dealer_rules")
    finished = next(r for r in game.history if isinstance(r, DealerFinished))
    assert [str(c) for c in finished.cards] == ["A♣", "6♥"] and finished.value.soft


def test_brandenburg_example_plays_the_two_boxes_a_lone_guest_must():
    game = play_example(table("brandenburg", "classic"), "double")
    assert {h.ref.box for h in game.hands} == {1, 2}
    assert [d.action.value for d in game.history if isinstance(d, Decision) and d.by == GUEST][0] == "double"
