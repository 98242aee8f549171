"""``croupier sheet``: a casino's rule sheet as a printable A4 leaflet."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..locale.languages import LANGUAGES
from . import RULES_DIR


def arguments(command: argparse.ArgumentParser) -> None:
    command.add_argument("--casino", required=True, help="casino id, e.g. senator")
    command.add_argument("--lang", choices=LANGUAGES, default="en")
    command.add_argument("--pdf", type=Path, help="write the leaflet as PDF here (WeasyPrint; needs Pango)")
    command.add_argument("--html", type=Path, help="write the leaflet as one HTML file here")
    command.add_argument("--rules-dir", type=Path, default=RULES_DIR)


def run(args: argparse.Namespace) -> int:
    from ..site.leaflet import run as leaflet

    return leaflet(args)
