"""The gettext catalogs in ``locales/``: extract the messages, update the .po files, compile the .mo files.

    python -m assistant.locale.catalogs update    # after changing messages; new ones come in untranslated
    python -m assistant.locale.catalogs compile   # .po → .mo (``croupier build`` and the mkdocs hook do this)
    python -m assistant.locale.catalogs check     # what is untranslated, fuzzy or out of date

Messages are English source text; the English catalog repeats them, so that every
catalog can be checked alike. Compiled .mo files are build output, not committed.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from .formats import LANGUAGES, LOCALES_DIR, translations

PROJECT_DIR = LOCALES_DIR.parent
MAPPING_FILE = PROJECT_DIR / "babel.cfg"
DOMAIN = "messages"
_PLACEHOLDER = re.compile(r"\{(\w*)\}")


def po_path(lang: str, locales_dir: Path = LOCALES_DIR) -> Path:
    return locales_dir / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def extract(project_dir: Path = PROJECT_DIR, mapping_file: Path = MAPPING_FILE) -> Catalog:
    """Every message in the sources ``babel.cfg`` names, as a template catalog."""
    with mapping_file.open(encoding="utf-8") as fileobj:
        method_map, options_map = parse_mapping_cfg(fileobj, str(mapping_file))
    template = Catalog(project="croupier", fuzzy=False)
    for filename, lineno, message, comments, context in extract_from_dir(
        str(project_dir), method_map, options_map, keywords=DEFAULT_KEYWORDS,
        comment_tags=("Translators:",), strip_comment_tags=True,
    ):
        template.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return template


def read_catalog(lang: str, locales_dir: Path = LOCALES_DIR) -> Catalog:
    with po_path(lang, locales_dir).open("rb") as fileobj:
        return read_po(fileobj, locale=lang, domain=DOMAIN)


def update(langs: Sequence[str] = LANGUAGES, locales_dir: Path = LOCALES_DIR) -> None:
    """Bring every .po file up to date with the sources; English repeats the source text."""
    for lang in langs:
        template = extract()  # a fresh one each time: updating shares the template's messages
        path = po_path(lang, locales_dir)
        catalog = read_catalog(lang, locales_dir) if path.exists() else Catalog(locale=lang, domain=DOMAIN)
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        if lang == "en":
            for message in catalog:
                if message.id and not message.string:
                    message.string = message.id
        _header(catalog, lang)
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as fileobj:
            write_po(fileobj, catalog, width=100, include_lineno=False)


def _header(catalog: Catalog, lang: str) -> None:
    catalog.fuzzy = False
    catalog.project, catalog.version = "croupier", "0.1.0"
    catalog.copyright_holder = catalog.last_translator = catalog.language_team = "the croupier project"
    catalog.msgid_bugs_address = "the croupier issue tracker"
    catalog.revision_date = catalog.creation_date
    catalog.header_comment = (
        f"# {Locale.parse(lang).english_name} messages of croupier: the site, the sheets, the command line.\n"
        "# Source text is English; update with `python -m assistant.locale.catalogs update`."
    )


def compile_catalogs(locales_dir: Path = LOCALES_DIR, force: bool = False) -> list[Path]:
    """Compile each .po to its .mo where the .mo is missing or older; fuzzy messages are left out."""
    written = []
    for lang in LANGUAGES:
        po = po_path(lang, locales_dir)
        mo = po.with_suffix(".mo")
        if not force and mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
            continue
        temporary = mo.with_name(f".{mo.name}.tmp")
        with temporary.open("wb") as fileobj:
            write_mo(fileobj, read_catalog(lang, locales_dir), use_fuzzy=False)
        temporary.replace(mo)
        written.append(mo)
    translations.cache_clear()  # a catalog loaded before another process compiled it is stale too
    return written


def problems(lang: str, locales_dir: Path = LOCALES_DIR) -> list[str]:
    """What is wrong with one catalog's translations: untranslated, fuzzy, placeholders changed."""
    found = []
    for message in read_catalog(lang, locales_dir):
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        if not all(strings):
            found.append(f"{lang}: untranslated: {ids[0]!r}")
        elif message.fuzzy:
            found.append(f"{lang}: fuzzy: {ids[0]!r}")
        elif any(set(_PLACEHOLDER.findall(s)) != set(_PLACEHOLDER.findall(ids[0])) for s in strings):
            found.append(f"{lang}: placeholders differ: {ids[0]!r} → {strings[0]!r}")
    return found


def stale(lang: str, template: Catalog, locales_dir: Path = LOCALES_DIR) -> list[str]:
    """Messages the sources have and the catalog lacks, and the other way round."""
    have = {m.id for m in read_catalog(lang, locales_dir) if m.id}
    want = {m.id for m in template if m.id}
    return ([f"{lang}: not extracted yet (run update): {m!r}" for m in sorted(want - have, key=str)]
            + [f"{lang}: no longer in the sources (run update): {m!r}" for m in sorted(have - want, key=str)])


def main(argv: Sequence[str]) -> int:
    command = argv[0] if argv else "check"
    if command == "update":
        update()
    elif command == "compile":
        for path in compile_catalogs(force=True):
            print(path)
    elif command == "check":
        template = extract()
        found = [p for lang in LANGUAGES for p in problems(lang) + stale(lang, template)]
        print("\n".join(found) or "every catalog is complete and up to date")
        return 1 if found else 0
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
