"""Render the site's Markdown pages, one tree per language, from the rules data.

``render_site`` returns every page as text; ``write_site`` puts them under
``docs_dir/<lang>/`` (a tree the generator owns: stale pages are removed, and a
page is rewritten only when its text changes, so ``mkdocs serve`` settles).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemBytecodeCache, FileSystemLoader, StrictUndefined

from ..locale.formats import LANGUAGES, RTL, translations
from ..locale.glossary import glossary
from ..locale.wording import N_, NOT_STATED, Words
from ..rules import Casino, load_casinos
from ..rules.analyses import cache_dir
from .about import Measurements, Publication, about_page, read_measurements
from .compare import comparison
from .publish import PAGE as PUBLISH_PAGE
from .publish import publish_files, publish_page
from .sheets import casino_sheet, differing_rules, shared_rules, side_bets

TEMPLATES_DIR = Path(__file__).resolve().parent / "templates"
NOTHING_MEASURED = Measurements()
"""The about page's figures when no benchmark has recorded any (frozen: safe to share)."""

_MARKDOWN_ESCAPES = str.maketrans({
    "&": "&amp;", "<": "&lt;", ">": "&gt;", "\\": "&#92;", "*": "&#42;", "_": "&#95;", "`": "&#96;",
    "[": "&#91;", "]": "&#93;", "|": "&#124;", "#": "&#35;", "{": "&#123;", "}": "&#125;", "\n": " ",
})


def md_text(text: str) -> str:
    """``text`` from the data or a catalog, safe inside Markdown and raw HTML: shown as written."""
    return str(text).translate(_MARKDOWN_ESCAPES)


@dataclass(frozen=True)
class Site:
    """Every page of every language, and each language's navigation."""

    pages: dict[str, dict[str, str]] = field(default_factory=dict)
    """language → path under the language's tree (``casinos/brandenburg.md``) → Markdown."""
    nav: dict[str, list[Any]] = field(default_factory=dict)
    """language → mkdocs ``nav`` with titles from the catalogs."""


def template_cache() -> FileSystemBytecodeCache:
    """Compiled templates kept between builds (keyed by each template's source): compiling them is most
    of a rebuild's rendering time."""
    folder = cache_dir() / "jinja"
    folder.mkdir(parents=True, exist_ok=True)
    return FileSystemBytecodeCache(str(folder))


def environment(lang: str) -> Environment:
    env = Environment(
        loader=FileSystemLoader(TEMPLATES_DIR),
        bytecode_cache=template_cache(),
        extensions=["jinja2.ext.i18n"],
        undefined=StrictUndefined,
        autoescape=False,  # Markdown, not HTML: data goes through the ``md`` filter instead
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.install_gettext_translations(translations(lang), newstyle=False)  # type: ignore[attr-defined]
    words = Words(lang)
    env.filters["md"] = md_text
    env.filters["all_of"] = words.all_of
    env.globals.update(lang=lang, rtl=RTL, not_stated=words._(NOT_STATED), number=words.number,
                       quoted=words.quoted, arrow=words.arrow, semicolon=words.semicolon)
    return env


def leaflet_file(casino_id: str, lang: str) -> str:
    """The one-page leaflet's file name, beside its casino's page (``casinos/senator/senator-fa.pdf``)."""
    return f"{casino_id}-{lang}.pdf"


def render_language(casinos: Sequence[Casino], lang: str, measurements: Measurements = NOTHING_MEASURED,
                    leaflets: bool = False, publication: Publication | None = None) -> tuple[dict[str, str], list[Any]]:
    """The language's pages and navigation; with ``leaflets``, each casino page links its leaflet PDF; the
    about page names ``publication``'s publisher and address for mistakes."""
    env = environment(lang)
    words = Words(lang)
    sheets = [casino_sheet(c, lang) for c in casinos]
    bets = [bet for c in casinos for bet in side_bets(c, lang)]
    pages = {
        "index.md": env.get_template("home.md.j2").render(casinos=sheets, languages=words.languages()),
        "how-to-play.md": env.get_template("how-to-play.md.j2").render(
            shared=shared_rules(casinos, lang), differing=differing_rules(casinos, lang)),
        "compare.md": env.get_template("compare.md.j2").render(comparison=comparison(casinos, lang)),
        "side-bets.md": env.get_template("side-bets.md.j2").render(bets=bets),
        "glossary.md": env.get_template("glossary.md.j2").render(rows=glossary(casinos, lang)),
        "about.md": env.get_template("about.md.j2").render(page=about_page(measurements, lang, casinos, publication)),
        PUBLISH_PAGE: publish_page(env, lang),
    }
    casino_page = env.get_template("casino.md.j2")
    for sheet in sheets:
        pages[f"casinos/{sheet.id}.md"] = casino_page.render(
            casino=sheet, leaflet=leaflet_file(sheet.id, lang) if leaflets else None)
    chat = env.get_template("_chat.md.j2")
    casino_of = {f"casinos/{sheet.id}.md": sheet.id for sheet in sheets}
    # The chat box on every page; on a casino's page, questions are about that casino unless they name another.
    starters = {kind: [words._(q) for q in questions] for kind, questions in CHAT_STARTERS.items()}
    pages = {path: f"{text.rstrip()}\n\n"
                   f"{chat.render(casino=casino_of.get(path), starters=starters['casino' if path in casino_of else None])}"
             for path, text in pages.items()}
    pages.update(publish_files())  # served as they are, without the chat box
    nav = [
        {words._(N_("Home")): "index.md"},
        {words._(N_("How blackjack is played")): "how-to-play.md"},
        {words._(N_("Casinos")): [{s.name: f"casinos/{s.id}.md"} for s in sheets]},
        {words._(N_("All tables compared")): "compare.md"},
        {words._(N_("Side bets")): "side-bets.md"},
        {words._(N_("Glossary")): "glossary.md"},
        {words._(N_("Publish your house rules")): PUBLISH_PAGE},
        {words._(N_("About")): "about.md"},
    ]
    return pages, nav


def render_site(casinos: Sequence[Casino], measurements: Measurements = NOTHING_MEASURED,
                leaflets: bool = False, publication: Publication | None = None) -> Site:
    site = Site()
    for lang in LANGUAGES:
        site.pages[lang], site.nav[lang] = render_language(casinos, lang, measurements, leaflets, publication)
    return site


def write_site(site: Site, docs_dir: Path) -> list[Path]:
    """Write the pages under ``docs_dir/<lang>/``; return the files that changed or went away."""
    changed: list[Path] = []
    for lang, pages in site.pages.items():
        root = docs_dir / lang
        wanted = {root / path: text for path, text in pages.items()}
        for path, text in wanted.items():
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                path.parent.mkdir(parents=True, exist_ok=True)
                temporary = path.with_name(f".{path.name}.tmp")
                temporary.write_text(text, encoding="utf-8")
                temporary.replace(path)
                changed.append(path)
        for path in sorted(root.rglob("*"), reverse=True):
            if path.is_file() and path not in wanted:
                path.unlink()
                changed.append(path)
            elif path.is_dir() and not any(path.iterdir()):
                path.rmdir()
    return changed


CHAT_STARTERS: dict[str | None, tuple[str, ...]] = {
    None: (N_("Which casinos let me surrender?"), N_("What does blackjack pay at each casino?"),
           N_("Should I hit 16 against a 10?")),
    "casino": (N_("What does blackjack pay here?"), N_("Can I surrender here?"), N_("What are the table limits here?")),
}
"""Questions an empty chat box offers: on a casino's page about that casino, elsewhere about all."""


def generate(rules_dir: Path, docs_dir: Path, measurements_file: Path | None = None,
             leaflets: bool = False, publication: Publication | None = None) -> Site:
    """Load every casino under ``rules_dir`` (and the benchmark figures from ``measurements_file``)
    and write the site's pages under ``docs_dir``; with ``leaflets``, casino pages link their leaflet PDFs;
    the about page names ``publication``.

    Every page is rendered before any is written, so bad data leaves the old pages in place.
    """
    measurements = read_measurements(measurements_file) if measurements_file else Measurements()
    site = render_site(load_casinos(rules_dir), measurements, leaflets, publication)
    write_site(site, docs_dir)
    return site
