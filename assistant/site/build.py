"""``croupier build``: the whole site into ``site/``, replaced only by a build that succeeded.

The pages are generated (by the mkdocs hook) into a working directory next to the
target, mkdocs builds there with ``--strict``, and only then does the new site take
the old one's place by renaming; a failed build leaves the last good site untouched.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

from mkdocs.commands.build import build as mkdocs_build
from mkdocs.config import load_config
from mkdocs.exceptions import MkDocsException

from ..locale.catalogs import compile_catalogs
from ..locale.formats import LANGUAGES
from ..rules import RulesFileError, load_casinos


class BuildError(Exception):
    """The site did not build; the previous site is still in place."""


def build_site(site_dir: Path, rules_dir: Path = Path("rules_data"),
               config_file: Path = Path("mkdocs.yml")) -> Path:
    """Build every page of every language into ``site_dir``.

    Raise ``BuildError``, and leave ``site_dir`` as it was, if anything fails.
    """
    site_dir = Path(site_dir).resolve()
    try:
        load_casinos(rules_dir)  # fail before any work, with every problem as file:line
    except RulesFileError as exc:
        raise BuildError(f"the rules data has problems:\n{exc}") from None
    compile_catalogs()
    site_dir.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=f".{site_dir.name}.build-", dir=site_dir.parent))
    try:
        try:
            docs = work / "docs"
            # Only the hand-made assets: the hook writes the language trees anew.
            docs_source = Path(load_config(str(config_file), strict=True).docs_dir)
            shutil.copytree(docs_source, docs, ignore=lambda folder, names: (
                [n for n in names if n in LANGUAGES] if Path(folder) == docs_source else []))
            config = load_config(str(config_file), strict=True,
                                 docs_dir=str(docs), site_dir=str(work / "site"))
            config.extra.setdefault("croupier", {})["rules_dir"] = str(Path(rules_dir).resolve())
            mkdocs_build(config)
        except MkDocsException as exc:
            raise BuildError(str(exc)) from None
        _replace(work / "site", site_dir)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return site_dir


def _replace(new: Path, target: Path) -> None:
    """Put ``new`` where ``target`` is, each step a rename; on failure ``target`` stays as it was."""
    old = None
    if target.exists():
        old = target.with_name(f".{target.name}.old-{os.getpid()}-{time.monotonic_ns()}")
        target.rename(old)
    try:
        new.rename(target)
    except OSError:
        if old is not None:
            old.rename(target)
        raise
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def run(args: argparse.Namespace) -> int:
    started = time.monotonic()
    try:
        site = build_site(args.site_dir, args.rules_dir, args.config_file)
    except BuildError as exc:
        print(f"build failed, {args.site_dir} left as it was: {exc}", file=sys.stderr)
        return 1
    print(f"site built in {time.monotonic() - started:.1f} s: {site}")
    return 0
