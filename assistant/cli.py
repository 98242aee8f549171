"""The ``croupier`` command (also ``python -m assistant``)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from .l10n import LANGUAGES

RULES_DIR = Path("rules_data")


def _validate(args: argparse.Namespace) -> int:
    from .rulesdata import casino_files, validate

    paths = args.paths or [RULES_DIR]
    problems = validate(paths)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"{len(problems)} problem(s)", file=sys.stderr)
        return 1
    files = casino_files(paths)
    print(f"{len(files)} casino file(s) valid: {', '.join(p.stem for p in files)}")
    return 0


def _coverage(args: argparse.Namespace) -> int:
    from .coverage_cli import run

    return run(args)


def _play(args: argparse.Namespace) -> int:
    from .play import play

    return play(args)


def _analyze(args: argparse.Namespace) -> int:
    from .analysis_report import run

    return run(args)


def _simulate(args: argparse.Namespace) -> int:
    from .simulate_cli import run

    return run(args)


def _build(args: argparse.Namespace) -> int:
    from .site.build import run

    return run(args)


def _sheet(args: argparse.Namespace) -> int:
    from .site.leaflet import run

    return run(args)


def _eval(args: argparse.Namespace) -> int:
    from .nlu import understand
    from .nlu.evaluate import evaluate, read_questions

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


def _ask(args: argparse.Namespace) -> int:
    from .ask_cli import run_ask

    return run_ask(args)


def _chat(args: argparse.Namespace) -> int:
    from .ask_cli import run_chat

    return run_chat(args)


def _serve(args: argparse.Namespace) -> int:
    from .ask_cli import run_serve

    return run_serve(args)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="croupier", description="Blackjack house rules, engine and assistant.")
    commands = parser.add_subparsers(dest="command", required=True)

    validate = commands.add_parser("validate", help="check casino files; exit 1 listing every problem")
    validate.add_argument("paths", nargs="*", type=Path, help="files or directories (default: rules_data/)")
    validate.set_defaults(run=_validate)

    coverage = commands.add_parser(
        "coverage", help="account for every sentence of each leaflet; exit 1 if any is unaccounted")
    coverage.add_argument("--casino", help="casino id (default: every casino)")
    coverage.add_argument("--json", action="store_true", help="print one JSON object, casino id → clauses")
    coverage.add_argument("--rules-dir", type=Path, default=RULES_DIR)
    coverage.set_defaults(run=_coverage)

    play = commands.add_parser("play", help="play rounds in the terminal under a table's rules")
    play.add_argument("--casino", required=True, help="casino id, e.g. brandenburg")
    play.add_argument("--table", help="table id (default: the casino's first table)")
    play.add_argument("--rules-dir", type=Path, default=RULES_DIR)
    play.add_argument("--seed", type=int, help="shuffle seed, for a repeatable shoe")
    play.add_argument("--bet", help="bet per box (default: the table minimum, else 10)")
    play.add_argument("--boxes", type=int, help="boxes to play (default: as few as the table allows)")
    play.add_argument("--rounds", type=int, help="stop after this many rounds")
    play.add_argument("--lang", choices=LANGUAGES, default="en")
    play.set_defaults(run=_play)

    analyze = commands.add_parser("analyze", help="house edge, dealer chances and basic strategy of a table")
    source = analyze.add_mutually_exclusive_group(required=True)
    source.add_argument("--casino", help="casino id, e.g. wiesbaden")
    source.add_argument("--rules", type=Path, help="a rule set file: rule fields mapped to plain values")
    analyze.add_argument("--table", help="table id (default: the casino's first table)")
    analyze.add_argument("--rules-dir", type=Path, default=RULES_DIR)
    analyze.add_argument("--json", action="store_true", help="print one JSON object")
    analyze.add_argument("--lang", choices=LANGUAGES, default="en")
    analyze.set_defaults(run=_analyze)

    simulate = commands.add_parser("simulate", help="play a table's basic strategy through the engine")
    simulate.add_argument("--casino", required=True)
    simulate.add_argument("--table", help="table id (default: the casino's first table)")
    simulate.add_argument("--rounds", type=int, required=True)
    simulate.add_argument("--seed", type=int, default=1)
    simulate.add_argument("--workers", type=int, default=2, help="processes (default 2: both cores)")
    simulate.add_argument("--chart", type=Path, help="a strategy chart as JSON (default: the computed one)")
    simulate.add_argument("--json", action="store_true")
    simulate.add_argument("--rules-dir", type=Path, default=RULES_DIR)
    simulate.set_defaults(run=_simulate)

    build = commands.add_parser(
        "build", help="generate the site in de, en and fa; replace site/ only if mkdocs --strict succeeds")
    build.add_argument("--site-dir", type=Path, default=Path("site"), help="default: site/")
    build.add_argument("--rules-dir", type=Path, default=RULES_DIR)
    build.add_argument("--config-file", type=Path, default=Path("mkdocs.yml"))
    build.set_defaults(run=_build)

    sheet = commands.add_parser("sheet", help="a casino's rule sheet as a printable A4 leaflet (PDF or HTML)")
    sheet.add_argument("--casino", required=True, help="casino id, e.g. senator")
    sheet.add_argument("--lang", choices=LANGUAGES, default="en")
    sheet.add_argument("--pdf", type=Path, help="write the leaflet as PDF here (WeasyPrint; needs Pango)")
    sheet.add_argument("--html", type=Path, help="write the leaflet as one HTML file here")
    sheet.add_argument("--rules-dir", type=Path, default=RULES_DIR)
    sheet.set_defaults(run=_sheet)

    evaluate = commands.add_parser("eval", help="intent accuracy on a JSON-lines file of labelled questions")
    evaluate.add_argument("file", type=Path, help="one {question, lang, intent, casino} object per line")
    evaluate.add_argument("--rules-dir", type=Path, default=RULES_DIR)
    evaluate.add_argument("--misses", action="store_true", help="also list every question read wrongly")
    evaluate.set_defaults(run=_eval)

    for name, handler, text in (("ask", _ask, "answer a rule question"), ("chat", _chat, "an interactive chat")):
        command = commands.add_parser(name, help=text)
        if name == "ask":
            command.add_argument("question", nargs="*", help="the question (in German, English or Persian)")
            command.add_argument("--json", action="store_true", help="print the answer as one JSON object")
            command.add_argument("--jsonl", action="store_true",
                                 help="read one question per line on stdin, write one JSON object per line")
        command.add_argument("--casino", help="casino id the questions are about")
        command.add_argument("--table", help="table id of that casino")
        command.add_argument("--lang", choices=LANGUAGES, help="answer in this language (default: the question's)")
        command.add_argument("--rules-dir", type=Path, default=RULES_DIR)
        command.set_defaults(run=handler)

    serve = commands.add_parser("serve", help="build the site and serve it with the assistant's API")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--workers", type=int, default=1, help="server processes (default 1)")
    serve.add_argument("--site-dir", type=Path, default=Path("site"))
    serve.add_argument("--rules-dir", type=Path, default=RULES_DIR)
    serve.add_argument("--config-file", type=Path, default=Path("mkdocs.yml"))
    serve.add_argument("--no-build", action="store_true", help="serve the site as last built")
    serve.set_defaults(run=_serve)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
