"""The ``croupier`` command (also ``python -m assistant``): one module per command.

Each command's module gives ``arguments(parser)`` and ``run(args)``; only the module of the command
being run is imported, so ``croupier ask`` does not load the site generator or the web server.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

RULES_DIR = Path("rules_data")


class CommandError(Exception):
    """A mistake on the command line or in what it names: ``main`` prints it and exits with 2."""


def casino_and_table(args: argparse.Namespace) -> tuple[Any, str]:
    """The casino ``--casino`` names and the id of ``--table`` (default: its first table)."""
    from ..locale.formats import translations
    from ..rules import RulesFileError, load_casino_by_id

    try:
        casino = load_casino_by_id(args.rules_dir, args.casino)
    except RulesFileError as exc:
        raise CommandError(str(exc)) from None
    table_id = args.table or next(iter(casino.tables))
    if table_id not in casino.tables:
        _ = translations(getattr(args, "lang", None) or "en").gettext
        raise CommandError(_("No table {table} at {casino}; tables: {tables}").format(
            table=table_id, casino=casino.id, tables=", ".join(casino.tables)))
    return casino, table_id

COMMANDS: dict[str, str] = {
    "new": "start a casino file from its leaflet: the leaflet copied to sources/, every rule not_stated",
    "validate": "check casino files; exit 1 listing every problem",
    "schema": "the JSON Schema of a casino file, for editors (rules_data/casino.schema.json)",
    "coverage": "account for every sentence of each leaflet; exit 1 if any is unaccounted",
    "play": "play rounds in the terminal under a table's rules",
    "analyze": "house edge (under every reading), dealer chances and basic strategy of a table",
    "simulate": "play a table's basic strategy through the engine",
    "build": "generate the site in de, en and fa; replace site/ only if mkdocs --strict succeeds",
    "sheet": "a casino's rule sheet as a printable A4 leaflet (PDF or HTML)",
    "eval": "intent accuracy on a JSON-lines file of labelled questions",
    "ask": "answer a rule question",
    "chat": "an interactive chat",
    "serve": "build the site and serve it with the assistant's API",
}
"""Command → its help line; the command's module in this package has the same name."""


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser; the arguments of ``command`` only (None: of every command, e.g. for the docs)."""
    parser = argparse.ArgumentParser(prog="croupier", description="Blackjack house rules, engine and assistant.")
    commands = parser.add_subparsers(dest="command", required=True)
    for name, text in COMMANDS.items():
        sub = commands.add_parser(name, help=text, description=text)
        if command is None or name == command:
            module = importlib.import_module(f".{name}", __name__)
            module.arguments(sub)
            sub.set_defaults(run=module.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    named = next((a for a in argv if not a.startswith("-")), None)
    args = build_parser(named if named in COMMANDS else None).parse_args(argv)
    try:
        return args.run(args)
    except CommandError as exc:
        print(exc, file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # `croupier eval … | head`: the reader has seen enough
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
