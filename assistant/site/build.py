"""``croupier build``: the whole site into ``site/``, replaced only by a build that succeeded.

Every analysis the pages show (each table under each reading) is computed first, on every core,
into the analysis cache. The pages are then generated (by the mkdocs hook) into a working
directory next to the target, mkdocs builds there with ``--strict``, and only then does the new
site take the old one's place by renaming; a failed build leaves the last good site untouched.
The built site carries a digest of its inputs (``STAMP``), so ``croupier serve`` builds again
only when the rules, texts, templates or code changed.
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
from tqdm import tqdm

from ..locale.catalogs import compile_catalogs
from ..locale.formats import LANGUAGES
from ..rules import RulesFileError, load_casinos
from ..rules.readings import prefetch
from .inputs import STAMP, inputs_digest


class BuildError(Exception):
    """The site did not build; the previous site is still in place."""


def build_site(site_dir: Path, rules_dir: Path = Path("rules_data"),
               config_file: Path = Path("mkdocs.yml"), show_progress: bool = False) -> Path:
    """Build every page of every language into ``site_dir``.

    Raise ``BuildError``, and leave ``site_dir`` as it was, if anything fails.
    """
    site_dir = Path(site_dir).resolve()
    digest = inputs_digest(rules_dir, config_file)
    try:
        casinos = load_casinos(rules_dir)  # fail before any work, with every problem as file:line
    except RulesFileError as exc:
        raise BuildError(f"the rules data has problems:\n{exc}") from None
    with tqdm(total=0, desc="analyses", unit="rule set", disable=not show_progress, leave=False) as bar:
        def progress(more: int, done: int) -> None:
            bar.total += more
            bar.update(done)
            bar.refresh()

        prefetch([t for c in casinos for t in c.tables.values()], progress=progress)
    compile_catalogs()
    site_dir.parent.mkdir(parents=True, exist_ok=True)
    _remove_leftovers(site_dir)
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
        (work / "site" / STAMP).write_text(digest, encoding="utf-8")
        _replace(work / "site", site_dir)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return site_dir


def _remove_leftovers(site_dir: Path) -> None:
    """Working folders of builds that were killed before they could clean up (SIGKILL, power loss)."""
    for pattern in (f".{site_dir.name}.build-*", f".{site_dir.name}.old-*"):
        for leftover in site_dir.parent.glob(pattern):
            shutil.rmtree(leftover, ignore_errors=True)


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
        site = build_site(args.site_dir, args.rules_dir, args.config_file, show_progress=sys.stderr.isatty())
    except BuildError as exc:
        print(f"build failed, {args.site_dir} left as it was: {exc}", file=sys.stderr)
        return 1
    print(f"site built in {time.monotonic() - started:.1f} s: {site}")
    return 0
