"""``croupier sheet``: one casino's rule sheet as a printable A4 leaflet (HTML, or PDF by WeasyPrint).

The leaflet is the casino's site page and its side bets, rendered from the same
templates and catalogs, turned into HTML with the site's Markdown extensions, and
laid out by WeasyPrint (Pango and HarfBuzz shape Persian right to left) with the
self-hosted Vazirmatn font. The PDF is written next to its target and renamed into
place, so a failed run leaves no half-written file.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
from datetime import UTC, date, datetime
from pathlib import Path

import markdown
from jinja2 import TemplateError

from ..locale.formats import format_date
from ..rules import Casino, RulesFileError, load_casino_by_id
from .pages import environment
from .sheets import SheetError, casino_sheet, side_bets

ASSETS_DIR = Path(__file__).resolve().parents[2] / "docs" / "assets"
"""The site's hand-made assets; the leaflet's fonts are read from here."""
STYLESHEET = Path(__file__).resolve().with_name("leaflet.css")
MARKDOWN_EXTENSIONS = ["attr_list", "admonition", "pymdownx.details", "tables", "toc"]
"""The Markdown features the page templates use (the same as mkdocs.yml's)."""
PAGE_NUMBERS = {"fa": "persian"}
"""CSS counter style of the page numbers per language (default ``decimal``)."""

_SITE_LINK = re.compile(r'href="(?:\.\./)?(?:casinos/)?[\w.-]*\.md(#[\w-]+)"')
_ABOUT_LINK = re.compile(r'<a href="(?:\.\./)?about\.md(?:#[\w-]+)?">(.*?)</a>')
"""A link to the site's about page: the leaflet keeps its words, not the link."""


class PdfUnavailable(RuntimeError):
    """WeasyPrint cannot run here: it needs the Pango library (Debian: libpango-1.0-0, libpangoft2-1.0-0)."""


def sheet_date() -> date:
    """Today, or ``SOURCE_DATE_EPOCH`` when it is set (reproducible leaflets)."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch:
        return datetime.fromtimestamp(int(epoch), tz=UTC).date()
    return date.today()


def leaflet_html(casino: Casino, lang: str, day: date | None = None) -> str:
    """The whole leaflet as one HTML document in ``lang``."""
    env = environment(lang)
    sheet = casino_sheet(casino, lang)
    text = env.get_template("casino.md.j2").render(casino=sheet)
    bets = side_bets(casino, lang)
    if bets:
        text += "\n\n" + env.get_template("side-bets.md.j2").render(bets=bets)
    body = markdown.markdown(text, extensions=MARKDOWN_EXTENSIONS, output_format="html")
    # Links between site pages point into this one document: the side bets are part of it.
    body = _SITE_LINK.sub(r'href="\1"', _ABOUT_LINK.sub(r"\1", body))
    css = STYLESHEET.read_text(encoding="utf-8")
    style = PAGE_NUMBERS.get(lang, "decimal")
    css += f'\n@page {{ @bottom-center {{ content: counter(page, {style}) " / " counter(pages, {style}); }} }}\n'
    return env.get_template("leaflet.html.j2").render(
        title=sheet.name, body=body, css=css, date=format_date(day or sheet_date(), lang))


def write_pdf(html: str, out: Path) -> Path:
    """Lay ``html`` out as a PDF at ``out``, atomically."""
    try:
        from weasyprint import HTML
    except OSError as exc:  # WeasyPrint loads Pango when imported
        raise PdfUnavailable(f"{PdfUnavailable.__doc__} ({exc})") from None
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    descriptor, temporary = tempfile.mkstemp(prefix=f".{out.name}.", suffix=".tmp", dir=out.parent)
    os.close(descriptor)
    try:
        HTML(string=html, base_url=str(ASSETS_DIR) + os.sep).write_pdf(temporary)
        os.replace(temporary, out)
    finally:
        if os.path.exists(temporary):
            os.unlink(temporary)
    return out


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

