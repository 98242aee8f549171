"""The assistant's speed and accuracy: latency per question in-process, answers per second over HTTP
with concurrent clients on 127.0.0.1, and a plain difflib matcher's accuracy beside rapidfuzz's.

    python benchmarks/bench_assistant.py [--http-seconds 10] [--clients 8] [--workers 1]
"""

from __future__ import annotations

import argparse
import asyncio
import difflib
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import yaml

from assistant.answers import ask
from assistant.nlu import understand
from assistant.nlu.evaluate import evaluate, read_questions
from assistant.nlu.intents import INTENTS_FILE
from assistant.nlu.normalize import has_persian, normalize

RULES = Path("rules_data")
QUESTIONS = Path("tests/data/questions.jsonl")


def latency(questions: list[str], passes: int) -> None:
    """p50/p99 per question, each pass with the matcher's per-text cache emptied (every question new)."""
    from assistant.nlu.intents import IntentMatcher
    from assistant.web import warm_up

    warm_up(RULES)  # every table's analysis, as `croupier serve` computes at start
    ask(questions[0], rules_dir=RULES)
    results = []
    for _ in range(passes):
        IntentMatcher.default()._text_scores.cache_clear()
        times = []
        for question in questions:
            start = time.perf_counter()
            ask(question, rules_dir=RULES)
            times.append((time.perf_counter() - start) * 1000)
        times.sort()
        results.append((times[len(times) // 2], times[int(len(times) * 0.99)], times[-1]))
    p50s, p99s, maxes = zip(*results)
    print(f"in-process answer (matcher, slots, rules, engine example), {len(questions)} questions, "
          f"{passes} passes: p50 {statistics.median(p50s):.2f} ms, p99 {statistics.median(p99s):.2f} ms "
          f"(passes {min(p99s):.2f}–{max(p99s):.2f}), max {max(maxes):.2f} ms")


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


def accuracy() -> None:
    questions = read_questions(QUESTIONS)

    def rapid(question: str):
        found = understand(question, rules_dir=RULES)
        return found.intent, found.lang, found.slots.casino

    for name, reader in (("rapidfuzz matcher", rapid), ("plain difflib matcher", difflib_matcher())):
        report = evaluate(questions, reader)
        langs = ", ".join(f"{lang} {report.lang_accuracy(lang):.1%}" for lang in sorted(report.by_lang))
        print(f"{name:22} intent accuracy {report.accuracy:.1%} ({langs})")


async def http_load(port: int, questions: list[str], clients: int, seconds: float) -> None:
    import httpx2 as httpx

    deadline = time.perf_counter() + seconds
    times: list[float] = []
    errors = 0

    async def client(number: int) -> None:
        nonlocal errors
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=30) as session:
            i = number
            while time.perf_counter() < deadline:
                start = time.perf_counter()
                response = await session.post("/api/ask", json={"question": questions[i % len(questions)]})
                times.append(time.perf_counter() - start)
                errors += response.status_code != 200
                i += clients

    await asyncio.gather(*(client(n) for n in range(clients)))
    times.sort()
    print(f"HTTP, {clients} concurrent clients: {len(times) / seconds:.0f} answers/s, "
          f"p50 {times[len(times) // 2] * 1000:.1f} ms, p99 {times[int(len(times) * 0.99)] * 1000:.1f} ms, errors {errors}")


def wait_until_ready(port: int, workers: int) -> None:
    """Until /api/health says ``ready`` many times in a row: every worker has analysed every table."""
    import httpx2

    in_a_row, deadline = 0, time.monotonic() + 180
    while in_a_row < 10 * workers:
        if time.monotonic() > deadline:
            raise SystemExit("the server did not get ready in 180 s")
        try:
            ready = httpx2.get(f"http://127.0.0.1:{port}/api/health").json().get("analysis") == "ready"
        except httpx2.HTTPError:
            ready = False
        in_a_row = in_a_row + 1 if ready else 0
        time.sleep(0.1 if ready else 0.5)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--passes", type=int, default=5, help="latency passes over the question set")
    parser.add_argument("--http-seconds", type=float, default=10.0)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--port", type=int, default=8765)
    args = parser.parse_args()
    questions = [json.loads(line)["question"] for line in QUESTIONS.read_text(encoding="utf-8").splitlines()]
    latency(questions, args.passes)
    accuracy()
    if args.http_seconds <= 0:
        return
    env = {**os.environ, "CROUPIER_RULES_DIR": str(RULES.resolve()), "CROUPIER_RATE": "1000000"}
    server = subprocess.Popen([sys.executable, "-m", "assistant", "serve", "--no-build", "--site-dir", "no-site",
                               "--port", str(args.port), "--workers", str(args.workers)], env=env)
    try:
        wait_until_ready(args.port, args.workers)
        asyncio.run(http_load(args.port, questions, args.clients, args.http_seconds))
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
