"""``croupier ask``, ``croupier chat`` and ``croupier serve``: the assistant on the command line and over HTTP."""

from __future__ import annotations

import argparse
import json
import sys

from .answers import Answer, ask
from .nlu import Session


def run_ask(args: argparse.Namespace) -> int:
    if args.jsonl:
        session = Session()
        for line in sys.stdin:
            if not line.strip():
                continue
            try:
                item = json.loads(line)
                question = item["question"] if isinstance(item, dict) else str(item)
            except (ValueError, KeyError, TypeError):
                question = line.strip()  # a plain line of text is a question too
            print(json.dumps(_answer(args, question, session).to_json(), ensure_ascii=False), flush=True)
        return 0
    question = " ".join(args.question)
    if not question.strip():
        print("croupier ask: give a question, or --jsonl to read them from standard input", file=sys.stderr)
        return 2
    try:
        answer = _answer(args, question, Session())
    except ValueError as exc:
        print(f"croupier ask: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(answer.to_json(), ensure_ascii=False, indent=2))
    else:
        print(answer.answer)
    return 0


def _answer(args: argparse.Namespace, question: str, session: Session) -> Answer:
    return ask(question, rules_dir=args.rules_dir, casino=args.casino, table=args.table, lang=args.lang, session=session)


def run_chat(args: argparse.Namespace) -> int:
    """An interactive session: the chat remembers the casino, table and language."""
    session = Session()
    prompt = "> " if sys.stdin.isatty() else ""
    while True:
        try:
            question = input(prompt)
        except (EOFError, KeyboardInterrupt):
            print()
            return 0
        if question.strip().lower() in ("quit", "exit", "q"):
            return 0
        if not question.strip():
            continue
        print(_answer(args, question, session).answer, flush=True)


def run_serve(args: argparse.Namespace) -> int:
    import os

    from .web import serve

    site = args.site_dir
    if not args.no_build:
        from .site.build import build_site

        build_site(site, args.rules_dir, args.config_file)
    os.environ["CROUPIER_RULES_DIR"] = str(args.rules_dir.resolve())
    if site.exists():
        os.environ["CROUPIER_SITE_DIR"] = str(site.resolve())
    print(f"croupier: the site and the assistant on http://{args.host}:{args.port}/", file=sys.stderr)
    serve(args.host, args.port, args.workers)
    return 0
