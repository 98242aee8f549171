"""Persian typed in Latin letters: read as Persian and answered in Persian script.

The questions (tests/data/finglish_train.jsonl) were written by a helper from the leaflets, each with
its Persian-script twin; the lexicon's Finglish words were taken from them (train data, not the
held-out set).
"""

import json
from pathlib import Path

from assistant.chat.answers import ask
from assistant.chat.understanding import understand

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "rules_data"
PAIRS = [json.loads(line) for line in (ROOT / "tests/data/finglish_train.jsonl").read_text(encoding="utf-8").splitlines()]
OTHERS = [json.loads(line) for line in (ROOT / "tests/data/questions.jsonl").read_text(encoding="utf-8").splitlines()]


def test_finglish_is_answered_in_persian_script():
    missed = [p["finglish"] for p in PAIRS if ask(p["finglish"], rules_dir=RULES).lang != "fa"]
    assert len(missed) <= len(PAIRS) // 50, missed


def test_finglish_reads_as_its_persian_twin():
    same = sum(understand(p["finglish"], rules_dir=RULES).intent == understand(p["persian"], rules_dir=RULES).intent
               for p in PAIRS)
    assert same >= 0.9 * len(PAIRS)


def test_english_and_german_are_not_taken_for_finglish():
    taken = [q["question"] for q in OTHERS if q["lang"] != "fa" and ask(q["question"], rules_dir=RULES).lang == "fa"]
    assert taken == []
