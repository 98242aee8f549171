"""``croupier sheet``, and the leaflets ``croupier build`` puts beside each casino page: one casino's
rules on one A4 page (HTML, or PDF by WeasyPrint).

The page holds the summary card of every table, then the basic strategy (each chart once for the
tables that play it alike); everything else stays on the casino's site page, which the footer names.
It is rendered from the site's templates and catalogs, turned into HTML with the site's Markdown
extensions, and laid out by WeasyPrint (Pango and HarfBuzz shape Persian right to left) with the
self-hosted Vazirmatn font. A PDF is written next to its target and renamed into place, so a
failed run leaves no half-written file. The build keeps each PDF in the cache under a digest of
its HTML, the fonts and WeasyPrint's version, and lays out again only a leaflet whose digest is new.
"""

from __future__ import annotations

import argparse
import ctypes.util
import hashlib
import os
import shutil
import sys
import tempfile
from collections.abc import Mapping, Sequence
from datetime import UTC, date, datetime
from importlib import metadata
from pathlib import Path

import markdown
from jinja2 import TemplateError

from ..locale.formats import format_date
from ..rules import Casino, RulesFileError, load_casino_by_id
from ..rules.analyses import Progress, cache_dir
from .engine_sheets import AnalysisSheet
from .pages import environment, leaflet_file
from .sheets import CasinoSheet, SheetError, casino_sheet

ASSETS_DIR = Path(__file__).resolve().parents[2] / "docs" / "assets"
"""The site's hand-made assets; the leaflet's fonts are read from here."""
STYLESHEET = Path(__file__).resolve().with_name("leaflet.css")
MARKDOWN_EXTENSIONS = ["attr_list", "admonition", "pymdownx.details", "tables", "toc"]
"""The Markdown features the page templates use (the same as mkdocs.yml's)."""
PAGE_NUMBERS = {"fa": "persian"}
"""CSS counter style of the page numbers per language (default ``decimal``)."""

LIBRARIES = (("pango-1.0", "libpango-1.0-0"), ("pangoft2-1.0", "libpangoft2-1.0-0"),
             ("harfbuzz-subset", "libharfbuzz-subset0"))
"""WeasyPrint's system libraries, and the Debian packages that hold them: Pango lays out, HarfBuzz-Subset
embeds the fonts' subsets."""
DATE_MARK = "\x00date\x00"
"""Where the leaflet's date goes: kept out of the cache's key, so that an unchanged leaflet keeps the date
it was first set out on rather than being laid out anew every day."""
CACHE_KEPT = 64
"""Leaflets kept in the cache beyond those of the latest build (each a few dozen KB)."""
POOL_FROM = 4
"""Leaflets to lay out per worker before more than one process is worth its start (WeasyPrint's import)."""


class PdfUnavailable(RuntimeError):
    """WeasyPrint cannot run here: it needs the Pango library (Debian: libpango-1.0-0, libpangoft2-1.0-0)."""


def pdf_unavailable() -> str | None:
    """Why WeasyPrint cannot lay out PDFs here, naming the Debian packages to install; ``None`` if it can.

    Only the libraries are looked up: importing WeasyPrint takes two seconds, which a build whose
    leaflets all come from the cache need not spend (and it warns on a missing HarfBuzz-Subset)."""
    missing = [package for library, package in LIBRARIES if ctypes.util.find_library(library) is None]
    return f"WeasyPrint needs the Debian packages {', '.join(missing)}" if missing else None


def sheet_date() -> date:
    """Today, or ``SOURCE_DATE_EPOCH`` when it is set (reproducible leaflets)."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch:
        return datetime.fromtimestamp(int(epoch), tz=UTC).date()
    return date.today()


def strategies(sheet: CasinoSheet) -> list[tuple[list[str], AnalysisSheet]]:
    """Each distinct basic strategy of the casino's tables, with the names of the tables that play it."""
    found: list[tuple[list[str], AnalysisSheet]] = []
    for table in sheet.tables:
        if table.analysis is None:
            continue
        same = [names for names, seen in found if (seen.charts, seen.legend) == (table.analysis.charts,
                                                                                 table.analysis.legend)]
        if same:
            same[0].append(table.name)
        else:
            found.append(([table.name], table.analysis))
    return found


def leaflet_html(casino: Casino, lang: str, day: date | None = None) -> str:
    """The one-page leaflet as one HTML document in ``lang``, set out on ``day`` (default: ``sheet_date()``)."""
    return undated_html(casino, lang).replace(DATE_MARK, format_date(day or sheet_date(), lang))


def undated_html(casino: Casino, lang: str) -> str:
    """The leaflet with ``DATE_MARK`` where the date it was set out on goes."""
    env = environment(lang)
    sheet = casino_sheet(casino, lang)
    text = env.get_template("leaflet.md.j2").render(casino=sheet, strategies=strategies(sheet))
    body = markdown.markdown(text, extensions=MARKDOWN_EXTENSIONS, output_format="html")
    css = STYLESHEET.read_text(encoding="utf-8")
    style = PAGE_NUMBERS.get(lang, "decimal")
    css += f'\n@page {{ @bottom-center {{ content: counter(page, {style}) " / " counter(pages, {style}); }} }}\n'
    return env.get_template("leaflet.html.j2").render(
        title=sheet.name, body=body, css=css, date=DATE_MARK)


def write_pdf(html: str, out: Path, fonts: object | None = None) -> Path:
    """Lay ``html`` out as a PDF at ``out``, atomically; ``fonts``, a WeasyPrint ``FontConfiguration``
    shared by many leaflets, decodes the web fonts once for all of them."""
    try:
        from weasyprint import HTML
    except OSError as exc:  # WeasyPrint loads Pango when imported
        raise PdfUnavailable(f"{PdfUnavailable.__doc__} ({exc})") from None
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    descriptor, temporary = tempfile.mkstemp(prefix=f".{out.name}.", suffix=".tmp", dir=out.parent)
    os.close(descriptor)
    try:
        HTML(string=html, base_url=str(ASSETS_DIR) + os.sep).write_pdf(temporary, font_config=fonts)
        os.replace(temporary, out)
    finally:
        if os.path.exists(temporary):
            os.unlink(temporary)
    return out


def leaflet_keys(documents: Mapping[str, str]) -> dict[str, str]:
    """The cache's name for each leaflet: a digest of what its PDF depends on — its HTML (with the
    stylesheet, and ``DATE_MARK`` for the date), the fonts it embeds and WeasyPrint's version."""
    common = hashlib.sha256(metadata.version("weasyprint").encode())
    for font in sorted((ASSETS_DIR / "fonts").rglob("*.woff2")):
        common.update(b"\0" + font.name.encode() + b"\0" + font.read_bytes())
    keys = {}
    for name, html in documents.items():
        digest = common.copy()
        digest.update(b"\0" + html.encode("utf-8"))
        keys[name] = digest.hexdigest()[:32]
    return keys


def build_leaflets(casinos: Sequence[Casino], roots: Mapping[str, Path], day: date | None = None,
                   progress: Progress | None = None) -> list[Path]:
    """Every casino's leaflet in each language of ``roots`` (language → where its pages are) as
    ``<root>/casinos/<id>/<id>-<lang>.pdf``, beside the casino's page. A leaflet laid out before from the
    same inputs is copied from the cache, with the date it was set out on then; only a new one is laid
    out, dated ``day``. ``progress`` is told ``(more to lay out, laid out)``."""
    kept = cache_dir() / "leaflets"
    targets = {root / "casinos" / casino.id / leaflet_file(casino.id, lang): (casino, lang)
               for casino in casinos for lang, root in roots.items()}
    documents = {target: undated_html(casino, lang) for target, (casino, lang) in targets.items()}
    cached = {target: kept / f"{key}.pdf" for target, key in leaflet_keys(documents).items()}
    missing = {}
    for target, (_, lang) in targets.items():
        if not cached[target].is_file():
            missing[cached[target]] = documents[target].replace(DATE_MARK, format_date(day or sheet_date(), lang))
    tell = progress or (lambda more, done: None)
    tell(len(missing), 0)
    jobs = list(missing.items())
    workers = min(os.cpu_count() or 1, len(jobs) // POOL_FROM)
    if workers > 1:
        import multiprocessing  # only where many leaflets are laid out: each worker imports WeasyPrint (2 s)
        from concurrent.futures import ProcessPoolExecutor

        shares = [jobs[i::workers] for i in range(workers)]
        with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
            for done in pool.map(_lay_out, shares):
                tell(0, done)
    elif jobs:
        tell(0, _lay_out(jobs))
    for target in targets:
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(cached[target], target)
        cached[target].touch()  # used now: the pruning keeps it
    _prune(kept, keep=len(targets) + CACHE_KEPT)
    return list(targets)


def _lay_out(jobs: list[tuple[Path, str]]) -> int:
    """Lay each ``(out, html)`` out as a PDF; return how many."""
    from weasyprint.text.fonts import FontConfiguration

    fonts = FontConfiguration()  # Vazirmatn's woff2 decoded once for all of them, not per leaflet (0.7 s each)
    for out, html in jobs:
        write_pdf(html, out, fonts)
    return len(jobs)


def _prune(kept: Path, keep: int) -> None:
    """All but the ``keep`` leaflets used last: leaflets of older rules and texts pile up otherwise."""
    files = sorted(kept.glob("*.pdf"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in files[keep:]:
        old.unlink(missing_ok=True)


def run(args: argparse.Namespace) -> int:
    if args.pdf is None and args.html is None:
        print("croupier sheet: give --pdf OUT or --html OUT (or both)", file=sys.stderr)
        return 2
    try:
        casino = load_casino_by_id(args.rules_dir, args.casino)
        html = leaflet_html(casino, args.lang)
    except RulesFileError as exc:
        print(exc, file=sys.stderr)
        return 2
    except (SheetError, TemplateError) as exc:
        print(f"the sheet could not be generated: {exc}", file=sys.stderr)
        return 1
    if args.html is not None:
        target = Path(args.html)
        target.parent.mkdir(parents=True, exist_ok=True)
        temporary = target.with_name(f".{target.name}.tmp")
        temporary.write_text(html, encoding="utf-8")
        temporary.replace(target)
        print(f"{casino.id} ({args.lang}): {target}")
    if args.pdf is not None:
        try:
            write_pdf(html, args.pdf)
        except PdfUnavailable as exc:
            print(exc, file=sys.stderr)
            return 1
        print(f"{casino.id} ({args.lang}): {args.pdf}")
    return 0

