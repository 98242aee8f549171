"""``croupier build``: the whole site into ``site/``, replaced only by a build that succeeded.

Every analysis the pages show (each table under each reading) is computed first, on every core, into the
analysis cache. The pages are then written per language (``pages.generate``) into a working directory next
to the target, the renderer (``hooks.render``: mkdocs) turns them into HTML there with ``--strict``, each
casino's one-page leaflet is laid out as a PDF per language beside its page
(``casinos/<id>/<id>-<lang>.pdf``; from the cache where its inputs are unchanged), Pagefind indexes the
built pages there (one index per language), and only then does the new site take the old one's place by
renaming; a failed build leaves the last good site untouched. Where WeasyPrint's system libraries are
missing, the site is built without leaflets, and without links to them, and the build says so. The built
site carries a digest of its inputs (``STAMP``), so ``croupier serve`` builds again only when the rules,
texts, templates or code changed.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from jinja2 import TemplateError
from pagefind_bin import get_executable
from tqdm import tqdm

from ..locale.catalogs import compile_catalogs
from ..locale.formats import LANGUAGES
from ..rules import RulesFileError, load_casinos
from ..rules.readings import prefetch
from .about import MeasurementsError, Publication, PublicationError
from .hooks import RenderError, render, settings
from .inputs import STAMP, inputs_digest
from .leaflet import build_leaflets, pdf_unavailable
from .pages import generate
from .sheets import SheetError


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
    no_leaflets = pdf_unavailable()  # known before the pages are written: they link only leaflets that exist
    if no_leaflets:
        print(f"the casinos' leaflets (PDF) are left out of the site: {no_leaflets}", file=sys.stderr)
    site_dir.parent.mkdir(parents=True, exist_ok=True)
    _remove_leftovers(site_dir)
    work = _working_folder(site_dir)
    try:
        try:
            docs = work / "docs"
            docs_source, croupier = settings(config_file)
            # The hand-made assets, and beside them the pages of every language, written here
            shutil.copytree(docs_source, docs, ignore=lambda folder, names: (
                [n for n in names if n in LANGUAGES] if Path(folder) == docs_source else []))
            measurements = Path(config_file).resolve().parent / croupier.get("measurements", "benchmarks/results.json")
            site = generate(rules_dir, docs, measurements, leaflets=no_leaflets is None,
                            publication=Publication.from_settings(croupier))
            roots = render(site, docs, work / "site", config_file)
        except (RenderError, PublicationError) as exc:
            raise BuildError(f"{config_file}: {exc}" if isinstance(exc, PublicationError) else str(exc)) from None
        except MeasurementsError as exc:
            raise BuildError(f"the benchmark figures cannot be shown: {exc}") from None
        except (SheetError, TemplateError) as exc:
            raise BuildError(f"the pages could not be generated: {exc}") from None
        if no_leaflets is None:
            with tqdm(total=0, desc="leaflets", unit="PDF", disable=not show_progress, leave=False) as bar:
                def laid_out(more: int, done: int) -> None:
                    bar.total += more
                    bar.update(done)
                    bar.refresh()

                try:
                    build_leaflets(casinos, roots, progress=laid_out)
                except Exception as exc:  # WeasyPrint's own errors have no common base class
                    raise BuildError(f"the leaflets did not build: {exc!r}") from None
        index_search(work / "site")
        (work / "site" / STAMP).write_text(digest, encoding="utf-8")
        _replace(work / "site", site_dir)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return site_dir


SEARCH_ROOT = "article"
"""What a page's search entry is made of: its article, not the navigation around it."""
SEARCH_PAGES = "**/index.html"
"""Every page but the 404 pages."""
SEARCH_EXCLUDED = (
    "table",  # rule tables and strategy charts: results quote sentences, not a row of cells
    "[lang]",  # the leaflets' own words and titles, in a language other than the index's
    ".headerlink",  # the pilcrow after each heading
    ".example",  # example hands played by the engine: cards and amounts, not sentences
    "#croupier-chat",  # the chat box, the same on every page
)


def index_search(site: Path) -> None:
    """Pagefind's search bundle into ``site/pagefind/``: one index per language, by ``<html lang>``.

    Only the browser's search loads it, and only the index of the page's own language.
    """
    command = [str(get_executable()), "--site", str(site), "--root-selector", SEARCH_ROOT,
               "--glob", SEARCH_PAGES, "--quiet"]
    for selector in SEARCH_EXCLUDED:
        command += ["--exclude-selectors", selector]
    done = subprocess.run(command, capture_output=True, text=True, encoding="utf-8")
    if done.returncode != 0 or not (site / "pagefind" / "pagefind-entry.json").is_file():
        raise BuildError(f"the search index did not build:\n{done.stderr or done.stdout}")


LEFTOVER_AGE = 24 * 3600
"""Seconds after which a working folder is left over whichever process has its number now: no build
takes a day."""


def _working_folder(site_dir: Path) -> Path:
    """A new folder beside ``site_dir`` for one build, named after this process, so that a later build
    can tell whether it is still running."""
    return Path(tempfile.mkdtemp(prefix=f".{site_dir.name}.build-{os.getpid()}-", dir=site_dir.parent))


def _remove_leftovers(site_dir: Path) -> None:
    """Working folders of builds that were killed before they could clean up (SIGKILL, power loss): those
    whose process (named in the folder's name) is gone, not those of a build running beside this one."""
    for pattern in (f".{site_dir.name}.build-*", f".{site_dir.name}.old-*"):
        for leftover in site_dir.parent.glob(pattern):
            if not _owner_alive(leftover):
                shutil.rmtree(leftover, ignore_errors=True)


def _owner_alive(folder: Path) -> bool:
    """Whether the build that made ``folder`` (``.site.build-<pid>-…``, ``.site.old-<pid>-…``) may still run."""
    try:
        if time.time() - folder.stat().st_mtime > LEFTOVER_AGE:
            return False  # whatever process now has its number
    except OSError:
        return False
    owner = re.search(r"\.(?:build|old)-(\d+)-[^.]*$", folder.name)
    if owner is None:
        return True  # named before folders carried their process: left until a day old
    try:
        os.kill(int(owner[1]), 0)  # signal 0: only asks whether the process exists
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True  # another user's process, or a number no process can have: not ours to judge
    return True


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
