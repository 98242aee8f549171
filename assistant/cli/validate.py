"""``croupier validate``: check casino files; every problem as file:line: field: message. Once every file reads,
each table's house edge too (the analyses computed are kept for ``croupier build``)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import RULES_DIR


def arguments(command: argparse.ArgumentParser) -> None:
    command.add_argument("paths", nargs="*", type=Path, help="files or directories (default: rules_data/)")


def run(args: argparse.Namespace) -> int:
    from ..rules import casino_files, validate

    paths = args.paths or [RULES_DIR]
    problems = validate(paths, edges=True)  # each table's house edge too: a payout no table pays shows there
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"{len(problems)} problem(s)", file=sys.stderr)
        return 1
    files = casino_files(paths)
    print(f"{len(files)} casino file(s) valid: {', '.join(p.stem for p in files)}")
    return 0
