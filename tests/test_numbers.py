"""Numbers a guest spells out are read as digits (assistant/chat/numbers.py), and a bet spelled out is paid."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from num2words import num2words

from assistant.chat.normalize import normalize
from assistant.chat.numbers import with_digits
from assistant.chat.slots import read_slots

from .test_dev_failures import satisfies


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=20, max_value=999_999), st.sampled_from(["de", "en", "fa"]))
def test_every_number_written_out_is_read_as_its_digits(number, lang):
    """num2words writes the number ("einhundertfünfundzwanzig", "one hundred and twenty-five", «صد و بیست و پنج»)."""
    assert with_digits(normalize(num2words(number, lang=lang))) == str(number)


@pytest.mark.parametrize(("words", "digits"), [
    ("fuffzig euro", "50 euro"),            # Berlin
    ("zwänzg stutz", "20 stutz"),           # Swiss
    ("fünfazwanzg franken", "25 franken"),  # Bavarian
    ("vierzsch euro", "40 euro"),           # Saxon
    ("dreißisch euro", "30 euro"),          # Hessian
    ("hunnerd mehr", "100 mehr"),
    ("zehntausend dram", "10000 dram"),
    ("twenty five bucks", "25 bucks"),
    ("a hundred on it", "100 on it"),
    ("4 هزار درام", "4000 درام"),
    ("zehn franken drauf", "10 franken drauf"),  # a currency after it: money
    ("einsatz zehn", "einsatz 10"),              # the bet word before it: money
])
def test_dialect_and_money_forms(words, digits):
    assert with_digits(normalize(words)) == digits


@pytest.mark.parametrize("words", ["ne zehn und ne sechs", "one box", "seven seven seven", "دو تا ده", "10 und 6",
                                   "120 دو تا 9", "100 two nines"])
def test_a_small_number_alone_stays_a_word(words):
    """A word of one to nineteen alone names a card sooner than a sum ("ne Zehn"); digits stay as they are."""
    assert with_digits(normalize(words)) == normalize(words)


def test_a_spelled_bet_is_the_bet_and_a_spelled_card_stays_a_card():
    slots = read_slots("hab ne zehn und ne sechs, fuffzig euro drauf, bank zeigt ne sieben", "de")
    assert slots.amount == Decimal("50") and slots.cards == ("10", "6") and slots.upcard == "7", slots


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("wat kriegick in potsdam für nen blackjack wenn ick fuffzig euro druff hab?",
     [{"rule": "blackjack_pays", "value": "3:2"}, {"amount": "75"}], "de", "brandenburg"),
    ("grüezi mitenand! am 6:5 tisch z st. moritz han i grad pik bueb und pik ass übercho, iisatz zwänzg stutz. "
     "was git das? 😍", [{"rule": "pays", "value": "5:1"}, {"amount": "100"}], "de", "st-moritz"),
    ("oida, drei siebener auf meiner box in st. moritz, hab fünfazwanzg franken gsetzt 🎰 wos passiert jetzt?",
     [{"rule": "three_sevens_pays", "value": "1:1"}, {"amount": "25"}], "de", "st-moritz"),
    ("war letzten sommer in jerewan im senator, da gabs doch surrender oder? bei zehntausend dram krieg ich dann "
     "fünftausend zurück?", [{"amount": "5000"}], "de", "senator"),
    ("I put twenty five on my box in Potsdam and got a blackjack, how much do I win?", [{"amount": "37.50"}], "en",
     "brandenburg"),
])
def test_spelled_bets_are_paid(question, checks, lang, casino):
    """heldout42 (German as guests write it): its bets were spelled out in dialect and read as no bet at all."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("question", "amount"), [
    ("potsdam blackjack avordam, panjah euro gozashte boodam, chand migiram?", "75"),
    ("senator bist o panj hezar dram shart, blackjack chand mide?", "37500"),
])
def test_finglish_numbers_are_read_too(question, amount):
    """Persian typed in Latin letters: 'panjah' 50, 'bist o panj hezar' 25,000 (each word put in Persian script first)."""
    satisfies(question, [{"amount": amount}], "fa", None)
