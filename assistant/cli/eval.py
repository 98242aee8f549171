"""``croupier eval``: how well the assistant answers a file of guest questions.

A file whose questions carry ``checks`` (the held-out set) is scored by the facts of each answer,
per language; one labelled with ``intent`` by the intent read. ``--unanswered`` summarises the
questions kept with ``CROUPIER_LOG_QUESTIONS``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from . import RULES_DIR


def arguments(command: argparse.ArgumentParser) -> None:
    command.add_argument("file", type=Path, nargs="*",
                         help="questions, one JSON object per line: {question, lang, checks, …} (facts) or "
                              "{question, lang, intent, casino} (intents); a line with `turns` is one chat")
    command.add_argument("--rules-dir", type=Path, default=RULES_DIR)
    command.add_argument("--misses", action="store_true", help="also list every question answered wrongly")
    command.add_argument("--unanswered", type=Path, metavar="PATH",
                         help="summarise the questions kept in PATH by CROUPIER_LOG_QUESTIONS")


def run(args: argparse.Namespace) -> int:
    if args.unanswered is not None:
        from ..chat import unanswered

        try:
            print("\n".join(unanswered.summary(unanswered.read(args.unanswered))))
        except OSError as exc:
            print(f"croupier eval: {exc}", file=sys.stderr)
            return 2
        return 0
    if not args.file:
        print("croupier eval: give a questions file, or --unanswered PATH", file=sys.stderr)
        return 2
    items = []
    for path in args.file:
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except OSError as exc:
            print(f"croupier eval: {exc}", file=sys.stderr)
            return 2
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                items.append(json.loads(line))
            except ValueError as exc:
                print(f"{path}:{number}: not a JSON object ({exc})", file=sys.stderr)
                return 2
    if any("checks" in item or "turns" in item for item in items):
        return _facts(items, args)
    return _intents(args)


def _facts(items: list[dict], args: argparse.Namespace) -> int:
    from ..chat.facts import score

    report = score(items, args.rules_dir)
    print("\n".join(report.lines()))
    if args.misses:
        print("\n".join(report.misses()))
    return 0


def _intents(args: argparse.Namespace) -> int:
    from ..chat.evaluate import evaluate, read_questions
    from ..chat.understanding import understand

    try:
        questions = [q for path in args.file for q in read_questions(path)]
    except (OSError, ValueError) as exc:
        print(exc, file=sys.stderr)
        return 2

    def read(question: str) -> tuple[str, str, str | None]:
        found = understand(question, rules_dir=args.rules_dir)
        return found.intent, found.lang, found.slots.casino

    report = evaluate(questions, read)
    print("\n".join(report.lines()))
    if args.misses:
        for item, got in report.misses:
            print(f"MISS [{item.lang}] {item.intent} → {got}: {item.question}")
    return 0
