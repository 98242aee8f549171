"""``croupier serve``: the built site and the assistant's API on one port."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from . import RULES_DIR


def arguments(command: argparse.ArgumentParser) -> None:
    command.add_argument("--host", default="127.0.0.1")
    command.add_argument("--port", type=int, default=8000)
    command.add_argument("--workers", type=int, default=1, help="server processes (default 1)")
    command.add_argument("--site-dir", type=Path, default=Path("site"))
    command.add_argument("--rules-dir", type=Path, default=RULES_DIR)
    command.add_argument("--config-file", type=Path, default=Path("mkdocs.yml"))
    command.add_argument("--no-build", action="store_true", help="serve the site as last built")


def run(args: argparse.Namespace) -> int:
    from ..chat.api import serve

    site = args.site_dir
    if not args.no_build:
        from ..site.build import build_site

        build_site(site, args.rules_dir, args.config_file)
    os.environ["CROUPIER_RULES_DIR"] = str(args.rules_dir.resolve())
    if site.exists():
        os.environ["CROUPIER_SITE_DIR"] = str(site.resolve())
    print(f"croupier: the site and the assistant on http://{args.host}:{args.port}/", file=sys.stderr)
    serve(args.host, args.port, args.workers)
    return 0
