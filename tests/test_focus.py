"""A question about one rule of a topic gets that rule first (``assistant/chat/focus.py``), and a chat's
table follows "the other table" and a payout named in the question.

The questions are from the second held-out set, which became the development set once its failures
were read (``tests/data/heldout2/README.md``); scored by the held-out checks (``assistant/chat/facts.py``).
"""

from pathlib import Path

import pytest

from assistant.chat.answers import ask, casinos
from assistant.chat.facts import Checker
from assistant.chat.focus import FOCUS_FILE, fields_named
from assistant.chat.normalize import normalize
from assistant.chat.understanding import Session
from assistant.locale.formats import LANGUAGES
from assistant.locale.wording import WORDINGS, Words, label
from assistant.rules.yamlsource import cached_yaml

RULES = Path(__file__).resolve().parent.parent / "rules_data"


def test_every_focus_field_is_a_worded_rule_field_with_words_in_every_language():
    for name, words in cached_yaml(FOCUS_FILE).items():
        assert name in WORDINGS, name
        assert set(words) - {"boost", "with"} == set(LANGUAGES), name
        assert all(companion in WORDINGS for companion in words.get("with", ())), name


@pytest.mark.parametrize(("question", "lang", "field"), [
    ("Wer entscheidet in St. Moritz, wenn es Streit über eine Hand gibt?", "de", "disputes"),
    ("Kann ich in Cottbus einfach mit Bargeld setzen?", "de", "bets_in_chips_only"),
    ("Darf ich dem Boxinhaber in Potsdam sagen, dass er noch ne Karte nehmen soll?", "de", "advice_to_box_owner"),
    ("If the dealer ends up with blackjack at St. Moritz after I doubled, do I lose the double too or just my "
     "original bet?", "en", "dealer_blackjack_takes"),
    ("تو سناتور اگه کارت‌پخش‌کن بلک جک بیاره شرط دوبلم هم از دست میره؟", "fa", "dealer_blackjack_takes"),
])
def test_the_rule_a_question_names_is_the_answers_first_line(question, lang, field):
    answer = ask(question, rules_dir=RULES)
    assert answer.lang == lang
    assert label(field, Words(lang)) in answer.answer.splitlines()[0], answer.answer


def test_a_persian_plural_names_what_its_singular_does():
    assert fields_named(normalize("کارت‌های بسته"), "fa") == fields_named(normalize("کارت بسته"), "fa") == ("hole_card",)


def test_a_hand_against_a_dealer_card_stays_a_strategy_question_though_it_names_soft_17():
    answer = ask("soft 17 against a 5 at Wiesbaden: what should I do?", rules_dir=RULES)
    assert answer.intent == "strategy"


def test_the_other_table_of_a_two_table_casino_follows_the_chat():
    session = Session()
    first = ask("Wie viel zahlt ein Blackjack in St. Moritz am 6:5-Tisch?", rules_dir=RULES, session=session)
    second = ask("Und am anderen Tisch?", rules_dir=RULES, session=session)
    assert (first.intent, first.table) == ("blackjack", "bonus")
    assert (second.intent, second.table) == ("blackjack", "classic")
    item = {"question": "", "lang": "de", "casino": "st-moritz",
            "checks": [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"}]}
    assert Checker(casinos(RULES)).verdict(item, second).satisfies, second.answer


def test_a_payout_names_the_table_before_the_other_words_of_a_tables_name():
    answer = ask("Do the 3:2 tables in St. Moritz also have that bonus blackjack thing?", rules_dir=RULES)
    assert answer.table == "classic"


def test_an_amount_in_francs_is_a_payout_not_a_currency_question():
    answer = ask("St. Moritz: Ich spiele am 6:5-Tisch, setze 25 Franken und habe Blackjack. Was gewinne ich?",
                 rules_dir=RULES)
    assert (answer.intent, answer.table) == ("payout", "bonus")
    assert "30" in answer.answer


@pytest.mark.parametrize("question", ["Can you write me a python script that scrapes betting odds?",
                                      "یه شعر کوتاه درباره پاییز برام بنویس"])
def test_requests_for_other_work_are_declined(question):
    assert ask(question, rules_dir=RULES).intent == "out_of_scope"


def test_how_many_boxes_one_guest_may_play_is_answered_first():
    from pathlib import Path

    from assistant.chat.answers import ask

    rules = Path(__file__).resolve().parent.parent / "rules_data"
    first = ask("how many boxes can one guest play at senator?", rules_dir=rules).answer.splitlines()[0]
    assert first.startswith("Boxes one guest may bet on:")


def test_a_word_list_given_twice_in_a_data_file_is_an_error_with_its_line(tmp_path):
    """A second ``total_words:`` in lexicon.yaml once replaced the first without a word; the package's data files are
    read as strictly as a casino's."""
    from assistant.rules.yamlsource import RulesFileError

    data = tmp_path / "lexicon.yaml"
    data.write_text(f"# {tmp_path}\ntotal_words: [total, summe]\nother: [a]\ntotal_words: [in play]\n", encoding="utf-8")
    with pytest.raises(RulesFileError, match=r"lexicon.yaml:4.*duplicate key 'total_words' \(first on line 2\)"):
        cached_yaml(data)
