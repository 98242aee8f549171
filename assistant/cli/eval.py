"""``croupier eval``: how well the assistant reads a file of labelled questions."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import RULES_DIR


def arguments(command: argparse.ArgumentParser) -> None:
    command.add_argument("file", type=Path, help="one {question, lang, intent, casino} object per line")
    command.add_argument("--rules-dir", type=Path, default=RULES_DIR)
    command.add_argument("--misses", action="store_true", help="also list every question read wrongly")


def run(args: argparse.Namespace) -> int:
    from ..chat.evaluate import evaluate, read_questions
    from ..chat.understanding import understand

    try:
        questions = read_questions(args.file)
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
