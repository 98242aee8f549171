"""The assistant's answers: from the rules data and the engine, in the question's language, through the CLI."""

from __future__ import annotations

import io
import json
import re
from decimal import Decimal
from pathlib import Path

import pytest

from assistant.chat.answers import ask
from assistant.chat.understanding import Session
from assistant.cli import main

RULES = Path(__file__).resolve().parent.parent / "rules_data"
PERSIAN_DIGITS = set("۰۱۲۳۴۵۶۷۸۹")


def answer(question: str, **kwargs):
    return ask(question, rules_dir=RULES, **kwargs)


def test_a_rule_answer_cites_its_clause_and_shows_an_engine_example():
    found = answer("Can I surrender in Wiesbaden?")
    assert found.intent == "surrender" and found.casino == "wiesbaden" and found.lang == "en"
    assert "Late surrender" in found.answer and "(leaflet: Surrender)" in found.answer
    assert any(s["field"] == "surrender" and s["clause"] == "Surrender" for s in found.sources)
    kinds = {r["record"] for r in found.example}
    assert {"Dealt", "Decision", "Settlement"} <= kinds
    assert any(r["record"] == "Settlement" and r["outcome"] == "surrender" for r in found.example)


def test_a_persian_example_reads_right_to_left():
    text = answer("آیا در سناتور می‌توانم دوبل کنم؟").answer
    assert "←" in text and "→" not in text and "؛" in text


def test_a_rule_the_casino_does_not_state_is_said_to_be_not_stated():
    found = answer("How many decks in Schleswig-Holstein?")
    assert "not stated by the casino" in found.answer


def test_without_a_casino_the_answer_says_how_the_casinos_differ():
    text = answer("What does a blackjack pay?").answer
    assert "6:5" in text and "3:2" in text and "Wiesbaden" in text and "St. Moritz" in text


@pytest.mark.parametrize(("question", "lang"), [("Darf ich in Potsdam verdoppeln?", "de"),
                                                 ("آیا در سناتور می‌توانم دوبل کنم؟", "fa"),
                                                 ("Can I double in Potsdam?", "en")])
def test_the_answer_is_in_the_language_of_the_question(question, lang):
    found = answer(question)
    assert found.lang == lang and found.intent == "double"
    if lang == "fa":
        assert PERSIAN_DIGITS & set(found.answer)
    if lang == "de":
        assert "Verdoppeln" in found.answer


def test_hand_value_counts_the_guests_own_cards():
    assert "soft 17" in answer("what is ace and six worth?").answer
    assert "blackjack" in answer("ace and king, what is that?").answer.lower()


def test_payout_plays_the_guests_bet_through_the_engine():
    three_two = answer("How much do I get for a blackjack with 20 euro in Potsdam?")
    assert three_two.intent == "payout" and "€50" in three_two.answer and "+€30" in three_two.answer
    six_five = answer("how much do I get for a blackjack with 20 francs at the 6:5 table in St. Moritz?")
    assert "CHF" in six_five.answer and "44" in six_five.answer  # 20 back plus 6:5 of 20


def test_a_bet_the_table_refuses_is_explained_in_the_language_of_the_question():
    german = answer("Wie viel bekomme ich für einen Blackjack mit 1 Euro in Wiesbaden?").answer
    assert "nein — 1\u00a0€ liegt unter dem Minimum von 2\u00a0€" in german and "below" not in german
    persian = answer("در ویسبادن با ۱ یورو برای بلک‌جک چقدر می‌گیرم؟").answer
    outside_isolates = re.sub("\u2066[^\u2069]*\u2069", "", persian)  # the leaflet's own words keep their digits
    assert "کمتر از حداقل ۲\u00a0یورو" in persian and not set("0123456789") & set(outside_isolates)


def test_strategy_comes_from_the_tables_chart():
    found = answer("should I hit 16 against a 10 in Wiesbaden?")
    assert found.intent == "strategy" and "surrender, else hit" in found.answer


def test_an_unclear_question_is_asked_back_and_out_of_scope_is_declined_politely():
    assert "I can only answer questions about them" in answer("what's the weather tomorrow?").answer
    vague = answer("Karte?")  # likely enough to answer, with the other likely topics offered
    assert vague.lang == "de" and vague.choices and vague.answer.endswith("?")
    assert vague.answer.splitlines()[-1].startswith("Oder meinten Sie")



def test_a_reading_too_weak_to_answer_only_asks_back_with_choices():
    from assistant.chat.answers import _compose, casinos
    from assistant.chat.slots import Slots
    from assistant.chat.understanding import Understanding
    from assistant.locale.wording import Words

    weak = Understanding("surrender", 0.3, "de", Slots(), (("double", 0.29), ("split", 0.28)), unsure=True)
    shrug = _compose(weak, "…", casinos(RULES), Words("de"))
    assert shrug.answer.startswith("Ich bin nicht sicher") and not shrug.sources
    assert [c["intent"] for c in shrug.choices] == ["surrender", "double", "split"]


def test_a_chat_remembers_the_casino():
    session = Session()
    answer("Can I surrender in Wiesbaden?", session=session)
    follow = answer("and in Senator?", session=session)
    assert follow.intent == "surrender" and follow.casino == "senator"
    assert "Late surrender" in follow.answer and "Read otherwise: Early surrender" in follow.answer


@pytest.mark.parametrize("question", ["", " ", "\u202e\u202dsurrender?", "<script>alert(1)</script>", "x" * 20_000,
                                      "🂡🂮 ♠♥♦♣", "\x00\x01\x02"])
def test_bad_input_gets_an_answer_not_an_exception(question):
    found = answer(question)
    assert isinstance(found.answer, str) and found.answer
    assert "<script>" not in found.answer


def test_ask_json_has_the_documented_keys(capsys):
    assert main(["ask", "--json", "Kann ich in Wiesbaden aufgeben?"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result) == {"intent", "confidence", "casino", "table", "lang", "answer", "example", "sources", "alternatives",
                           "choices"}
    assert result["lang"] == "de" and result["casino"] == "wiesbaden"


def test_ask_jsonl_chat_answers_one_line_per_question_and_remembers_the_topic(monkeypatch, capsys):
    lines = '{"question": "Can I surrender in Wiesbaden?"}\nand in Senator?\n\n'
    monkeypatch.setattr("sys.stdin", io.StringIO(lines))
    assert main(["ask", "--jsonl", "--chat"]) == 0
    out = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [o["casino"] for o in out] == ["wiesbaden", "senator"] and out[1]["intent"] == "surrender"


def test_chat_answers_until_the_input_ends(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO("Hallo\nDarf ich in Kiel verdoppeln?\n"))
    assert main(["chat"]) == 0
    assert "Verdoppeln" in capsys.readouterr().out


def test_ask_refuses_an_unknown_casino_clearly(capsys):
    assert main(["ask", "--casino", "monte-carlo", "surrender?"]) == 2
    assert "unknown casino 'monte-carlo'" in capsys.readouterr().err


def test_money_in_answers_is_exact():
    assert Decimal("44") == Decimal(20) + Decimal(20) * 6 / 5


@pytest.fixture(scope="module")
def many_casinos():
    from benchmarks.synthetic import with_real_casinos

    with with_real_casinos(40) as rules_dir:
        yield rules_dir


@pytest.mark.parametrize("question", ["bet 20€ and get blackjack, how much do I win?", "Can I surrender?",
                                      "16 against a 10?", "which table has the best odds?", "side bets?",
                                      "Darf ich teilen?", "بیمه چطوره؟"])
def test_with_many_casinos_each_answer_says_each_value_once(many_casinos, question):
    """Forty casinos (copies of the five): answers without a casino group the tables that agree and
    name a few of them, so they grow with the distinct rules, not with the number of casinos."""
    few, many = answer(question), ask(question, rules_dir=many_casinos)
    assert few.intent == many.intent
    assert len(many.answer.splitlines()) == len(few.answer.splitlines()), many.answer
    assert len(many.answer) < 2 * len(few.answer) + 400
    assert len(many.sources) <= 6 * max(1, len(few.sources))
    if many.intent in ("payout", "strategy", "house_edge"):
        assert "more" in many.answer


def test_a_bet_in_another_currency_is_said_to_count_in_the_casino_s_own():
    text = answer("Ich setze 10 Euro in St. Moritz und habe Black Jack – was bekomme ich?").answer
    assert "25\xa0CHF" in text and "Schweizer Franken" in text and "nicht umgerechnet" in text
    same = answer("I bet 10 francs in St. Moritz and have blackjack").answer
    assert "CHF25" in same and "converted" not in same
    everywhere = answer("I bet 10 euros and have blackjack, what do I get?").answer
    assert "At Senator the bets are in Armenian Dram" in everywhere and "Swiss Franc" in everywhere
    assert "Wiesbaden" not in everywhere.splitlines()[-1]


def test_ask_jsonl_answers_each_line_on_its_own_unless_it_is_a_chat(monkeypatch, capsys):
    lines = "Can I surrender in Wiesbaden?\nand insurance?\n"
    monkeypatch.setattr("sys.stdin", io.StringIO(lines))
    assert main(["ask", "--jsonl"]) == 0
    first, second = (json.loads(line) for line in capsys.readouterr().out.splitlines())
    assert first["casino"] == "wiesbaden" and second["casino"] is None
    monkeypatch.setattr("sys.stdin", io.StringIO(lines))
    assert main(["ask", "--jsonl", "--chat"]) == 0
    first, second = (json.loads(line) for line in capsys.readouterr().out.splitlines())
    assert first["casino"] == second["casino"] == "wiesbaden"


@pytest.mark.parametrize("lang", ["de", "en", "fa"])
def test_the_chat_boxs_starter_questions_are_understood_without_asking_back(lang):
    from assistant.locale.wording import Words
    from assistant.site.pages import CHAT_STARTERS

    words = Words(lang)
    intents = {None: ("compare", "compare", "strategy"), "casino": ("blackjack", "surrender", "table_limits")}
    for kind, questions in CHAT_STARTERS.items():
        casino = "wiesbaden" if kind == "casino" else None
        for question, intent in zip(questions, intents[kind], strict=True):
            got = ask(words._(question), rules_dir=RULES, casino=casino)
            assert (got.intent, got.lang, got.choices) == (intent, lang, []), words._(question)
