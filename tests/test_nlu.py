"""Reading questions: normalisation, slots, intents in three languages, the chat's memory."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from assistant.chat.evaluate import evaluate, read_questions
from assistant.chat.normalize import normalize
from assistant.chat.understanding import Session, understand

RULES = Path(__file__).resolve().parent.parent / "rules_data"
QUESTIONS = Path(__file__).parent / "data" / "questions.jsonl"


@pytest.mark.parametrize(
    ("typed", "same_as"),
    [
        ("می‌توانم دوبل کنم؟", "میتوانم دوبل کنم"),  # ZWNJ
        ("ميتوانم دوبل كنم", "میتوانم دوبل کنم"),  # Arabic yeh and kaf
        ("می توانم دوبل کنم", "میتوانم دوبل کنم"),  # the prefix written apart
        ("۱۶ در برابر ١٠", "16 در برابر 10"),  # Persian and Arabic-Indic digits
        ("تــــک خال", "تک خال"),  # tatweel
        ("Darf ich zwei Ässe TEILEN?", "darf ich zwei asse teilen"),
        ("who pays 3 to 2?", "who pays 3:2"),
        ("12 vs dealer 3, hit?", "12 vs dealer 3 hit"),
    ],
)
def test_normalisation_folds_what_guests_type_differently(typed, same_as):
    assert normalize(typed) == normalize(same_as)


def read(question: str, **kwargs):
    return understand(question, rules_dir=RULES, **kwargs)


@pytest.mark.parametrize(
    ("question", "casino"),
    [("Surrender in Wisbaden?", "wiesbaden"), ("Versicherung in Potsdam", "brandenburg"),
     ("بیمه در سناطور", "senator"), ("St Moriz limits", "st-moritz"), ("Kiel double", "schleswig-holstein"),
     ("which casinos let you surrender?", None)],
)
def test_casinos_are_found_by_name_city_and_typo_in_any_script(question, casino):
    assert read(question).slots.casino == casino


def test_slots_read_cards_upcard_totals_and_amounts():
    slots = read("Ich habe Ass und Sechs, Croupier hat Zehn").slots
    assert slots.cards == ("A", "6") and slots.upcard == "10"
    slots = read("با ۱۶ در برابر ده چه کنم؟").slots
    assert slots.total == 16 and slots.upcard == "10"
    slots = read("a blackjack with 20 euro?").slots
    assert slots.amount == Decimal(20) and slots.currency == "EUR"
    assert read("soft 17 vs 6").slots.soft is True
    assert read("is a queen worth 10 points?").slots.cards == ("Q",)


@pytest.mark.parametrize(
    ("question", "lang", "intent"),
    [("Can I surrender?", "en", "surrender"), ("Darf ich verdoppeln?", "de", "double"),
     ("بیمه چطور کار می‌کند؟", "fa", "insurance"), ("should I hit 16 against a 10?", "en", "strategy"),
     ("what's the weather tomorrow?", "en", "out_of_scope"), ("Hallo!", "de", "greeting")],
)
def test_intent_and_language_of_plain_questions(question, lang, intent):
    found = read(question)
    assert (found.intent, found.lang) == (intent, lang)
    assert 0 <= found.confidence <= 1


def test_a_follow_up_naming_only_a_casino_keeps_the_intent_and_remembers_the_casino():
    session = Session()
    assert read("Can I surrender in Wiesbaden?", session=session).intent == "surrender"
    follow = read("and in Potsdam?", session=session)
    assert follow.intent == "surrender" and follow.follow_up and follow.slots.casino == "brandenburg"
    later = read("what about insurance?", session=session)
    assert later.intent == "insurance" and later.slots.casino == "brandenburg"


def test_intent_accuracy_on_the_question_set_is_at_least_95_percent():
    questions = read_questions(QUESTIONS)
    assert {q.lang for q in questions} == {"de", "en", "fa"}
    assert min(sum(q.lang == lang for q in questions) for lang in ("de", "en", "fa")) >= 100

    def understood(question: str):
        found = read(question)
        return found.intent, found.lang, found.slots.casino

    report = evaluate(questions, understood)
    assert report.accuracy >= 0.95, "\n".join(report.lines())
    assert report.intent_recall("out_of_scope") >= 0.9


def test_eval_command_prints_accuracy_per_language_and_the_confused_pairs(capsys):
    from assistant.cli import main

    assert main(["eval", str(QUESTIONS)]) == 0
    out = capsys.readouterr().out
    assert "intent accuracy" in out and "  fa:" in out and "most confused" in out and "out-of-scope recall" in out


def test_eval_names_the_line_of_a_bad_question_file(tmp_path, capsys):
    from assistant.cli import main

    bad = tmp_path / "q.jsonl"
    bad.write_text('{"question": "hi", "lang": "en", "intent": "greeting", "casino": null}\n{oops\n', encoding="utf-8")
    assert main(["eval", str(bad)]) == 2
    assert "q.jsonl:2" in capsys.readouterr().err
