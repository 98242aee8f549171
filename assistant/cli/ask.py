"""``croupier ask``: answer a question, or one per line of standard input."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..chat.answers import Answer, ask
from ..chat.understanding import Session
from ..locale.languages import LANGUAGES
from . import RULES_DIR


def arguments(command: argparse.ArgumentParser) -> None:
    command.add_argument("question", nargs="*", help="the question (in German, English or Persian)")
    command.add_argument("--json", action="store_true", help="print the answer as one JSON object")
    command.add_argument("--jsonl", action="store_true",
                         help="read one question per line on stdin, write one JSON object per line; each line "
                              "is answered on its own")
    command.add_argument("--chat", action="store_true",
                         help="with --jsonl: the lines are one chat, each follow-up remembering the casino, "
                              "table and language, as the HTTP session does")
    place_arguments(command)


def place_arguments(command: argparse.ArgumentParser) -> None:
    """What ``ask`` and ``chat`` may fix for every question: casino, table, language, rules."""
    command.add_argument("--casino", help="casino id the questions are about")
    command.add_argument("--table", help="table id of that casino")
    command.add_argument("--lang", choices=LANGUAGES, help="answer in this language (default: the question's)")
    command.add_argument("--rules-dir", type=Path, default=RULES_DIR)


def run(args: argparse.Namespace) -> int:
    if args.jsonl:
        chat = Session()
        for line in sys.stdin:
            if not line.strip():
                continue
            try:
                item = json.loads(line)
                question = item["question"] if isinstance(item, dict) else str(item)
            except (ValueError, KeyError, TypeError):
                question = line.strip()  # a plain line of text is a question too
            session = chat if args.chat else Session()  # silently carrying a casino over would mislead
            print(json.dumps(answer_of(args, question, session).to_json(), ensure_ascii=False), flush=True)
        return 0
    question = " ".join(args.question)
    if not question.strip():
        print("croupier ask: give a question, or --jsonl to read them from standard input", file=sys.stderr)
        return 2
    try:
        answer = answer_of(args, question, Session())
    except ValueError as exc:
        print(f"croupier ask: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(answer.to_json(), ensure_ascii=False, indent=2))
    else:
        print(answer.answer)
    return 0


def answer_of(args: argparse.Namespace, question: str, session: Session) -> Answer:
    return ask(question, rules_dir=args.rules_dir, casino=args.casino, table=args.table, lang=args.lang, session=session)
