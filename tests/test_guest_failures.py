"""Each failure a guest met (issue 16), from the question quoted there, scored by its facts.

The checks are those of the held-out set (``assistant/chat/facts.py``): the rule's value on a line
naming the rule, in the answer's language, for the table meant.
"""

from pathlib import Path

import pytest

from assistant.chat.answers import ask, casinos
from assistant.chat.facts import Checker, text_of
from assistant.chat.understanding import Session

RULES = Path(__file__).resolve().parent.parent / "rules_data"


def verdict(question, checks, lang, casino=None, session=None):
    answer = ask(question, rules_dir=RULES, session=session)
    item = {"question": question, "lang": lang, "casino": casino, "checks": checks}
    return Checker(casinos(RULES)).verdict(item, answer), answer


def assert_satisfies(question, checks, lang, casino=None, session=None):
    got, answer = verdict(question, checks, lang, casino, session)
    assert got.satisfies, f"{question!r} → {got.failed or 'asked back / language'}:\n{answer.answer}"
    return answer


# ---- plain questions answered "not sure" -------------------------------------------------------

def test_how_blackjack_is_paid_at_a_casino():
    assert_satisfies("How is blackjack paid at Senator?", [{"rule": "blackjack_pays", "value": "3:2"}], "en", "senator")


def test_whether_split_tens_and_an_ace_are_a_blackjack():
    assert_satisfies("Is a split ten plus an ace a blackjack in Wiesbaden?",
                     [{"rule": "split_ten_ace_is_blackjack", "value": False}], "en", "wiesbaden")


def test_the_split_limit_on_digital_21_names_the_casino_by_its_table():
    answer = assert_satisfies("What is the split limit on DIGITAL 21?", [{"rule": "max_split_hands", "value": 4}],
                              "en", "wiesbaden")
    assert answer.casino == "wiesbaden" and answer.table == "digital-21"


# ---- the fact asked, not a list of rules -------------------------------------------------------

def test_a_doubled_bet_over_the_table_maximum():
    assert_satisfies("In Brandenburg, may a doubled bet go over the table maximum?",
                     [{"rule": "double_may_exceed_max", "value": True}], "en", "brandenburg")


def test_bets_over_the_box_maximum_are_cut_back():
    assert_satisfies("What happens to bets over the box maximum in Cottbus?",
                     [{"rule": "over_max", "value": "reduce_from_last_circle"}], "en", "brandenburg")


def test_a_blackjack_beats_a_three_card_21():
    assert_satisfies("Does a blackjack beat a three-card 21 in Wiesbaden?",
                     [{"says": {"en": ["beats any 21", "beats a 21"]}}], "en", "wiesbaden")


@pytest.mark.parametrize(("question", "lang", "says"), [
    ("What is a king worth?", "en", {"en": ["king", "10"]}),
    ("Wie viel zählt ein Ass?", "de", {"de": ["1 oder 11"]}),
])
def test_card_values_are_stated_as_a_rule(question, lang, says):
    answer = assert_satisfies(question, [{"says": says}], lang)
    assert all(text_of(word) in text_of(answer.answer) for word in says[lang])


# ---- tables ------------------------------------------------------------------------------------

def test_sh_names_schleswig_holstein():
    answer = assert_satisfies("What does blackjack pay in SH?", [{"rule": "blackjack_pays", "value": "3:2"}], "en",
                              "schleswig-holstein")
    assert answer.casino == "schleswig-holstein"


@pytest.mark.parametrize(("first", "then", "value"), [("6:5", "3:2", "3:2"), ("3:2", "6:5", "6:5")])
def test_a_chat_moves_between_the_payout_tables(first, then, value):
    chat = Session()
    ask(f"What does blackjack pay at the {first} table in St. Moritz?", rules_dir=RULES, session=chat)
    table = "classic" if value == "3:2" else "bonus"
    answer = assert_satisfies(f"and at the {then} table?", [{"rule": "blackjack_pays", "value": value, "table": table}],
                              "en", "st-moritz", session=chat)
    assert answer.table == table


def test_a_casino_of_several_tables_is_answered_per_table():
    assert_satisfies("What does blackjack pay in St. Moritz?",
                     [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"},
                      {"rule": "blackjack_pays", "value": "6:5", "table": "bonus"}], "en", "st-moritz")


# ---- hands -------------------------------------------------------------------------------------

@pytest.mark.parametrize("question", ["A and 6 against a 5 in Wiesbaden?", "A,6 vs 5 in Wiesbaden", "A6 vs 5 Wiesbaden",
                                      "ace-six against a five in Wiesbaden"])
def test_soft_hands_in_any_notation(question):
    # Wiesbaden doubles on 9, 10 and 11 only: soft 17 is hit there, and the answer says why
    answer = assert_satisfies(question, [{"play": "hit"}, {"says": {"en": ["soft 17"]}}], "en", "wiesbaden")
    assert answer.intent == "strategy"


@pytest.mark.parametrize(("question", "lang"), [("pair of 8s against a 10 in Wiesbaden", "en"),
                                                 ("8-8 vs 10 in Wiesbaden", "en"),
                                                 ("دو تا ۸ در برابر ۱۰ در ویسبادن", "fa")])
def test_pairs_in_any_notation(question, lang):
    answer = ask(question, rules_dir=RULES)
    assert answer.intent == "strategy" and answer.lang == lang
    assert "8" in text_of(answer.answer) and ("pair" in text_of(answer.answer) or lang == "fa")


def test_split_tens_and_an_ace_at_schleswig_holstein():
    assert_satisfies("I split tens and get an ace at Schleswig-Holstein. Is that a blackjack?",
                     [{"rule": "split_ten_ace_is_blackjack", "value": True}], "en", "schleswig-holstein")


# ---- money -------------------------------------------------------------------------------------

def test_a_payout_on_the_amount_asked():
    assert_satisfies("I bet 25 and get a blackjack in Wiesbaden. How much do I win?", [{"amount": "37.5"}], "en",
                     "wiesbaden")


def test_an_unstated_currency_is_said_to_be_assumed():
    answer = assert_satisfies("I bet 1000 and get a blackjack at Senator", [{"amount": "1500"}], "en", "senator")
    assert "assumed" in text_of(answer.answer)


def test_the_insurance_example_says_what_each_bet_does():
    answer = ask("How does insurance pay in Wiesbaden?", rules_dir=RULES)
    assert "wins (+€10) and loses" not in answer.answer


# ---- social and out of scope ------------------------------------------------------------------

@pytest.mark.parametrize(("question", "lang", "reply"), [
    ("Goodbye!", "en", "goodbye"), ("Tschüss", "de", "goodbye"), ("خداحافظ", "fa", "goodbye"),
    ("thank you", "en", "thanks"), ("Danke!", "de", "thanks"), ("ممنون", "fa", "thanks"),
    ("hi", "en", "greeting"),
    ("What is the minimum bet at roulette?", "en", "decline"), ("Can you recommend a restaurant nearby?", "en", "decline"),
    ("Wie ist das Wetter morgen?", "de", "decline"),
])
def test_social_replies_and_declines_in_the_guests_language(question, lang, reply):
    assert_satisfies(question, [{"reply": reply}], lang)


# ---- chats -------------------------------------------------------------------------------------

def test_a_follow_up_naming_only_another_casino_keeps_the_topic():
    chat = Session()
    ask("Can I surrender in Wiesbaden?", rules_dir=RULES, session=chat)
    answer = ask("And at Senator?", rules_dir=RULES, session=chat)
    assert answer.intent == "surrender" and answer.casino == "senator"


def test_and_the_minimum_is_a_limits_question():
    chat = Session()
    ask("What does blackjack pay in Wiesbaden?", rules_dir=RULES, session=chat)
    assert_satisfies("and the minimum?", [{"rule": "min_bet", "value": 2}], "en", "wiesbaden", session=chat)


# ---- languages ---------------------------------------------------------------------------------

def test_finglish_is_answered_in_persian():
    answer = assert_satisfies("blackjack too senator chand midan?", [{"rule": "blackjack_pays", "value": "3:2"}], "fa",
                              "senator")
    assert answer.lang == "fa"


def test_an_english_question_with_typos_is_answered_in_english():
    answer = ask("wat dose blakjack pay in wiesbaden", rules_dir=RULES)
    assert answer.lang == "en"


def test_latin_names_in_persian_answers_are_isolated():
    answer = ask("در سنت موریتز بلک جک چند می‌دهد؟", rules_dir=RULES)
    assert answer.lang == "fa"
    depth = 0
    for char in answer.answer:
        if char in "\u2066\u2067\u2068":
            depth += 1
        elif char == "\u2069":
            depth -= 1
        elif char.isalpha() and ord(char) < 0x250:
            assert depth > 0, f"Latin text outside an isolate in: {answer.answer}"


# ---- rules the leaflets state -------------------------------------------------------------------

def test_wiesbadens_even_money_when_a_blackjack_meets_a_dealer_ace():
    assert_satisfies("I have a blackjack and the dealer shows an ace in Wiesbaden. What can I do?",
                     [{"rule": "even_money", "value": True}], "en", "wiesbaden")


@pytest.mark.parametrize(("question", "amount"), [
    ("I put 40 on the box in Wiesbaden and get a blackjak. What is my win?", "60"),  # a typo in the outcome
    ("If I surrender a 100 bet in Wiesbaden, how much is lost?", "50"),  # the example plays the guest's own bet
    ("Senator: 30 on the box and I take insurance, the dealer has blackjack. What happens?", "30"),
])
def test_amounts_are_played_with_the_guests_own_bet(question, amount):
    assert_satisfies(question, [{"amount": amount}], "en")
