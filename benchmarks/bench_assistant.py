"""The assistant's speed and accuracy in-process: latency per question, memory, intent accuracy,
and a plain difflib matcher's accuracy beside rapidfuzz's. (Over HTTP: benchmarks/bench_load.py.)

    python -m benchmarks.bench_assistant [--passes 5] [--record]
    python -m benchmarks.bench_assistant --casinos 200   # the five and 195 generated casinos
"""

from __future__ import annotations

import argparse
import difflib
import json
import statistics
import time
from pathlib import Path

import psutil
import yaml

from assistant.chat.answers import ask
from assistant.chat.evaluate import evaluate, read_questions
from assistant.chat.intents import INTENTS_FILE
from assistant.chat.normalize import has_persian, normalize
from assistant.chat.understanding import understand

from .record import record
from .synthetic import with_real_casinos

QUESTIONS = Path("tests/data/questions.jsonl")


def latency(questions: list[str], passes: int, rules_dir: Path) -> dict:
    """p50/p99 per question, each pass with every per-text cache emptied (every question new)."""
    from assistant.chat.api import warm_up
    from assistant.chat.intents import IntentMatcher
    from assistant.chat.normalize import normalize
    from assistant.chat.understanding import name_index

    warm_up(rules_dir)  # every table's analysis, as `croupier serve` computes at start
    ask(questions[0], rules_dir=rules_dir)
    results = []
    for _ in range(passes):
        IntentMatcher.default()._text_scores.cache_clear()
        normalize.cache_clear()
        name_index(rules_dir).memo.clear()
        times = []
        for question in questions:
            start = time.perf_counter()
            ask(question, rules_dir=rules_dir)
            times.append((time.perf_counter() - start) * 1000)
        times.sort()
        results.append((times[len(times) // 2], times[int(len(times) * 0.99)], times[-1]))
    p50s, p99s, maxes = zip(*results)
    print(f"in-process answer (matcher, slots, rules, engine example), {len(questions)} questions, "
          f"{passes} passes: p50 {statistics.median(p50s):.2f} ms, p99 {statistics.median(p99s):.2f} ms "
          f"(passes {min(p99s):.2f}–{max(p99s):.2f}), max {max(maxes):.2f} ms")
    return {"passes": passes, "p50_ms": round(statistics.median(p50s), 2), "p99_ms": round(statistics.median(p99s), 2),
            "p99_range_ms": [round(min(p99s), 2), round(max(p99s), 2)], "max_ms": round(max(maxes), 2)}


def difflib_matcher():
    data = yaml.safe_load(INTENTS_FILE.read_text(encoding="utf-8"))
    examples = {lang: [(normalize(t), intent) for intent, spec in data.items() for t in spec["examples"].get(lang) or []]
                for lang in ("de", "en", "fa")}

    def read(question: str):
        text = normalize(question)
        langs = ["fa"] if has_persian(question) else ["de", "en"]
        best = max(((difflib.SequenceMatcher(None, text, e).ratio(), intent, lang)
                    for lang in langs for e, intent in examples[lang]), default=(0, "out_of_scope", "en"))
        return best[1], best[2], None

    return read


def accuracy(rules_dir: Path) -> dict:
    questions = read_questions(QUESTIONS)

    def rapid(question: str):
        found = understand(question, rules_dir=rules_dir)
        return found.intent, found.lang, found.slots.casino

    figures = {}
    for name, reader in (("rapidfuzz", rapid), ("difflib", difflib_matcher())):
        report = evaluate(questions, reader)
        langs = ", ".join(f"{lang} {report.lang_accuracy(lang):.1%}" for lang in sorted(report.by_lang))
        print(f"{name + ' matcher':18} intent accuracy {report.accuracy:.1%} ({langs})")
        figures[name] = {"accuracy": round(report.accuracy, 4),
                         **{lang: round(report.lang_accuracy(lang), 4) for lang in sorted(report.by_lang)}}
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--passes", type=int, default=5, help="latency passes over the question set")
    parser.add_argument("--casinos", type=int, default=5, help="more than 5: the five and generated ones")
    parser.add_argument("--record", action="store_true", help="keep the figures in benchmarks/results.json")
    args = parser.parse_args()
    questions = [json.loads(line)["question"] for line in QUESTIONS.read_text(encoding="utf-8").splitlines()]
    with with_real_casinos(args.casinos) as rules_dir:
        print(f"{len(list(rules_dir.glob('*.yaml')))} casinos")
        figures = {"casinos": args.casinos, "questions": len(questions), "latency": latency(questions, args.passes, rules_dir)}
        figures["rss_mb"] = round(psutil.Process().memory_info().rss / 2**20, 1)
        print(f"memory of this process after the latency passes: RSS {figures['rss_mb']:.1f} MB")
        figures["matchers"] = accuracy(rules_dir)
    if args.record:
        record(f"assistant_{args.casinos}", figures)

if __name__ == "__main__":
    main()
