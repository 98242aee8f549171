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
    from ..chat.server import TrustedProxyError, proxy_settings, serve
    from ..site.inputs import is_current

    try:
        proxy_settings()  # a mistyped proxy address stops here, before the site is built
    except TrustedProxyError as exc:
        print(f"croupier serve: {exc}", file=sys.stderr)
        return 2
    site = args.site_dir
    current = not args.no_build and is_current(site, args.rules_dir, args.config_file)
    if not current:
        from ..rules import RulesFileError, load_casinos

        try:
            load_casinos(args.rules_dir)  # a broken file stops here, as file:line, as in croupier build
        except RulesFileError as exc:
            print(f"croupier serve: the rules data has problems:\n{exc}", file=sys.stderr)
            return 1
    if current:
        print(f"croupier: {site}/ is up to date with the rules, texts and code; serving it", file=sys.stderr)
    elif not args.no_build:
        from ..site.build import BuildError, build_site

        print(f"croupier: the rules, texts or code changed since {site}/ was built: building it", file=sys.stderr)
        try:
            build_site(site, args.rules_dir, args.config_file, show_progress=True)
        except BuildError as exc:
            print(f"croupier serve: the site did not build, {site}/ left as it was: {exc}", file=sys.stderr)
            return 1
    os.environ["CROUPIER_RULES_DIR"] = str(args.rules_dir.resolve())
    if site.exists():
        os.environ["CROUPIER_SITE_DIR"] = str(site.resolve())
    print(f"croupier: the site and the assistant on http://{args.host}:{args.port}/", file=sys.stderr)
    serve(args.host, args.port, args.workers)
    return 0
