"""A bet named in a question is checked against the limits the leaflet states, per table: "can I bet 12 at
the €5 table?" is no where bets are multiples of the table minimum, and a casino whose minimums lie in a
range answers with the minimums a bet fits, not with the engine's reading of the lowest one."""

from decimal import Decimal
from pathlib import Path

import pytest

from assistant.chat.answers import ask
from assistant.chat.slots import read_slots

RULES = Path(__file__).resolve().parent.parent / "rules_data"


def answer(question: str) -> str:
    return ask(question, rules_dir=RULES).answer.replace("\u00a0", " ")  # German amounts: "7\u00a0€"


@pytest.mark.parametrize(("question", "said"), [
    ("Can I bet 12 at the 5 euro table in Potsdam?", "no — bets there are multiples of €5: €10 or €15"),
    ("Darf ich am 10er Tisch 25 setzen in Potsdam?", "nein — Einsätze sind dort Vielfache von 10 €: 20 € oder 30 €"),
    ("Can I bet 3000 in Wiesbaden?", "no — €3,000 is above the maximum of €500 per box"),
    ("Can I bet 12 in Potsdam?", "€12 only at a table with a minimum of €2, €3, €4, €6, or €12"),
    ("Kann ich 7 Euro setzen in Cottbus?", "7 € nur an einem Tisch mit einem Minimum von 7 €"),
    ("Can I bet 1 in Wiesbaden?", "no — €1 is below the minimum of €2"),
    ("Can I bet 100 in Wiesbaden?", "yes — €100 is within the limits, €2 to €500"),
    ("can I bet 25 in St. Moritz", "the leaflet states no limits, so it does not say whether CHF25 may be placed"),
])
def test_a_bet_is_checked_against_the_stated_limits(question, said):
    assert said in answer(question)


def test_a_bet_named_with_a_table_minimum_reads_both():
    slots = read_slots("Can I bet 12 at the 5 euro table?", "en")
    assert (slots.amount, slots.minimum, slots.cards) == (Decimal(12), Decimal(5), ())
    slots = read_slots("darf ich am 10er Tisch 25 setzen", "de")
    assert (slots.amount, slots.minimum, slots.cards) == (Decimal(25), Decimal(10), ())
    assert read_slots("soll ich 10er splitten", "de").cards == ("10", "10")  # without "Tisch", a pair


def test_a_payout_outside_the_engines_reading_of_a_range_of_minimums_is_played_at_a_table_that_takes_it():
    said = answer("I bet 7 in Potsdam and got blackjack")
    assert "€7 only at a table with a minimum of €7" in said
    assert "you get back €17.50, a result of +€10.50" in said
    said = answer("I bet 15 at the 5 table in Potsdam and got blackjack")
    assert "you get back €37.50" in said and "not possible" not in said
    assert "below the minimum of €5" in answer("I bet 3 at the 5 table in Potsdam and got blackjack")


def test_an_unstated_unit_is_not_said_beside_the_minimums_multiple():
    said = answer("what are the limits in Brandenburg?")
    assert "Bets in multiples of the table minimum: Required" in said
    assert "Bets in multiples of:" not in said
