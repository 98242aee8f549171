"""``croupier chat``: an interactive chat in the terminal that remembers the casino, table and language."""

from __future__ import annotations

import argparse
import sys

from ..chat.understanding import Session
from .ask import answer_of, place_arguments


def arguments(command: argparse.ArgumentParser) -> None:
    place_arguments(command)


def run(args: argparse.Namespace) -> int:
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
        print(answer_of(args, question, session).answer, flush=True)
