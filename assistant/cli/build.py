"""``croupier build``: the site in de, en and fa, replacing the last one only if it all succeeds."""

from __future__ import annotations

import argparse
from pathlib import Path

from . import RULES_DIR


def arguments(command: argparse.ArgumentParser) -> None:
    command.add_argument("--site-dir", type=Path, default=Path("site"), help="default: site/")
    command.add_argument("--rules-dir", type=Path, default=RULES_DIR)
    command.add_argument("--config-file", type=Path, default=Path("mkdocs.yml"))


def run(args: argparse.Namespace) -> int:
    from ..site.build import run as build

    return build(args)
