"""``croupier eval``: facts per language on a checked question file, and the kept unanswered questions."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def croupier(*args):
    return subprocess.run([sys.executable, "-m", "assistant", *args], cwd=ROOT, capture_output=True, text=True)


def test_eval_scores_facts_per_language_and_names_the_misses(tmp_path):
    questions = tmp_path / "q.jsonl"
    items = [
        {"id": "a", "lang": "en", "question": "What does blackjack pay in Wiesbaden?", "casino": "wiesbaden",
         "checks": [{"rule": "blackjack_pays", "value": "3:2"}]},
        {"id": "b", "lang": "de", "question": "Was zahlt Black Jack in Wiesbaden?", "casino": "wiesbaden",
         "checks": [{"rule": "blackjack_pays", "value": "6:5"}]},  # wrong on purpose: must be a miss
        {"id": "c", "lang": "fa", "question": "ممنون", "checks": [{"reply": "thanks"}]},
    ]
    questions.write_text("\n".join(json.dumps(i, ensure_ascii=False) for i in items), encoding="utf-8")
    done = croupier("eval", str(questions), "--misses")
    assert done.returncode == 0, done.stderr
    assert " en:   1 questions — facts 1/1 100.0 %" in done.stdout
    assert " de:   1 questions — facts 0/1 0.0 %" in done.stdout
    assert " fa:   1 questions — facts 1/1 100.0 %" in done.stdout
    assert "MISS b [de]" in done.stdout and "MISS a" not in done.stdout


def test_eval_unanswered_summarises_the_kept_questions(tmp_path):
    kept = tmp_path / "kept.jsonl"
    lines = [{"question": "and the rest?", "lang": "en", "time": "2026-11-23T10:00:00Z"},
             {"question": "And the rest?", "lang": "en", "time": "2026-11-23T11:00:00Z"},
             {"question": "und sonst?", "lang": "de", "time": "2026-11-23T12:00:00Z"}]
    kept.write_text("\n".join(json.dumps(x) for x in lines) + "\nnot json\n", encoding="utf-8")
    done = croupier("eval", "--unanswered", str(kept))
    assert done.returncode == 0, done.stderr
    assert "3 questions the assistant was not sure about, 2026-11-23T10:00:00Z to 2026-11-23T12:00:00Z" in done.stdout
    assert "     2  and the rest?" in done.stdout and "  de: 1" in done.stdout
