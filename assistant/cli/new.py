"""``croupier new CASINO-ID --leaflet FILE --lang de|en|fa``: a casino file to start from, and its leaflet in place.

The leaflet is copied into ``<rules-dir>/sources/`` as ``NNN_<hash>.txt``, as the leaflets there are
named: the next free three-digit number, then the first 16 hex digits of the SHA-256 of its bytes (a
leaflet already there byte for byte is used as it is). The casino file states nothing yet: every rule
is ``not_stated``, and the casino's own names, country, currency and the leaflet's title are left
blank, so that ``croupier validate`` lists exactly what is left to fill in, each at its line.
Nothing is overwritten.
"""

from __future__ import annotations

import argparse
import hashlib
import re
from pathlib import Path

from . import RULES_DIR, CommandError

_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,40}$")
_LEAFLET = re.compile(r"^(\d{3})_[0-9a-f]{16}\.txt$")


def arguments(command: argparse.ArgumentParser) -> None:
    command.add_argument("casino_id", metavar="CASINO-ID", help="lower case, digits and hyphens, e.g. baden-baden")
    command.add_argument("--leaflet", type=Path, required=True, help="the house rules as UTF-8 text")
    command.add_argument("--lang", required=True, choices=("de", "en", "fa"), help="the leaflet's language")
    command.add_argument("--rules-dir", type=Path, default=RULES_DIR, help="default: rules_data/")


def run(args: argparse.Namespace) -> int:
    from ..rules.schema import SCHEMA_FILE, casino_json_schema

    casino_id, rules_dir = args.casino_id, args.rules_dir
    if not _ID.match(casino_id):
        raise CommandError(f"croupier new: {casino_id!r} is no casino id: lower case letters, digits and hyphens, "
                           "starting with a letter or digit, e.g. baden-baden")
    target = rules_dir / f"{casino_id}.yaml"
    if target.exists():
        raise CommandError(f"croupier new: {target} exists; it is left as it is (remove it to start again)")
    leaflet = _leaflet_text(args.leaflet)
    sources = rules_dir / "sources"
    sources.mkdir(parents=True, exist_ok=True)
    source, copied = _place_leaflet(leaflet, sources)
    try:
        with target.open("x", encoding="utf-8") as out:  # "x": never over a file made meanwhile
            out.write(skeleton(casino_id, source, args.lang))
    except FileExistsError:
        raise CommandError(f"croupier new: {target} exists; it is left as it is") from None
    schema = rules_dir / SCHEMA_FILE
    current = casino_json_schema()
    if not schema.is_file() or schema.read_text(encoding="utf-8") != current:
        schema.write_text(current, encoding="utf-8")  # generated: the editors' line of the new file points at it
    print(f"{sources / source}: the leaflet, {'copied' if copied else 'already there byte for byte'}")
    print(f"{target}: every rule not_stated; fill in the blanks that `croupier validate {target}` lists, then each rule "
          "the leaflet states (README.md, 'Adding a casino')")
    return 0


def _leaflet_text(path: Path) -> bytes:
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise CommandError(f"croupier new: cannot read the leaflet {path}: {exc.strerror or exc}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise CommandError(f"croupier new: {path}:{line}: the leaflet is not UTF-8 text; save it as UTF-8 text "
                           "(the quotes are compared with it word for word)") from None
    if not text.strip():
        raise CommandError(f"croupier new: {path}: the leaflet is empty")
    return data


def _place_leaflet(data: bytes, sources: Path) -> tuple[str, bool]:
    """The leaflet's name in ``sources`` and whether it was copied there (False: it was there already)."""
    digest = hashlib.sha256(data).hexdigest()[:16]
    numbers = []
    for path in sorted(sources.glob("*.txt")):
        if path.read_bytes() == data:
            return path.name, False
        if match := _LEAFLET.match(path.name):
            numbers.append(int(match[1]))
    name = f"{max(numbers, default=-1) + 1:03d}_{digest}.txt"
    with (sources / name).open("xb") as out:
        out.write(data)
    return name, True


def skeleton(casino_id: str, source: str, language: str) -> str:
    """A casino file that states nothing: every rule ``not_stated``, the casino's own names blank."""
    from ..rules.fields import (
        BOX_DOCS,
        BOX_FIELDS,
        CASINO_DOCS,
        CASINO_FIELDS,
        ETIQUETTE_DOCS,
        ETIQUETTE_FIELDS,
        LIMIT_DOCS,
        LIMIT_FIELDS,
        RULE_DOCS,
        RULE_FIELDS,
    )
    from ..rules.schema import SCHEMA_FILE, field_doc

    def not_stated(names: tuple[str, ...], docs: dict[str, str], indent: str) -> list[str]:
        return [f"{indent}{name}: not_stated  # {field_doc(name, docs)}" for name in names]

    def blank_texts(indent: str) -> list[str]:
        return [f"{indent}{lang}:" for lang in ("de", "en", "fa")]

    lines = [
        f"# yaml-language-server: $schema=./{SCHEMA_FILE}",
        f"# Source: sources/{source} — the leaflet ({language}), copied by `croupier new`.",
        "# Every rule is not_stated: the engine plays by its default and the sheets say \"not stated by the casino\".",
        "# 1. Fill in the blanks (the casino's names, country, currency, the leaflet's title): `croupier validate`",
        "#    lists each one still empty, as file:line.",
        "# 2. Write every rule the leaflet states as {value, clause, quote}, the quote word for word from the",
        "#    leaflet; then `croupier coverage` lists what is still unaccounted. README.md, \"Adding a casino\",",
        f"#    says how; {SCHEMA_FILE} (the first line) what each field means and allows.",
        f"id: {casino_id}",
        "name:  # the casino's full name, as guests know it",
        *blank_texts("  "),
        "short_name:  # a short name for headings and lists, e.g. the city",
        *blank_texts("  "),
        "aliases: []  # other names, cities and spellings guests use, in any script, e.g. [Potsdam, پوتسدام]",
        "country:  # ISO 3166 code in capitals, e.g. DE",
        "currency:  # ISO 4217 code, e.g. EUR",
        "currency_stated:  # true if the leaflet names the currency, else false",
        f"source: {source}",
        f"source_language: {language}",
        "source_title:  # the leaflet's title, word for word",
        "checked:  # the day you checked this file against the leaflet, YYYY-MM-DD",
        "",
        "entry:",
        *not_stated(CASINO_FIELDS, CASINO_DOCS, "  "),
        "responsible_gambling: not_stated  # the help lines for problem gambling the leaflet names",
        "etiquette:",
        *not_stated(ETIQUETTE_FIELDS, ETIQUETTE_DOCS, "  "),
        "",
        "further_rules: []  # rules of the house with no field: {id, clause, quote, text: {de, en, fa}, about: [...]}",
        "not_modelled: []  # the rest of the leaflet: {clause, quote, reason}",
        "",
        "tables:",
        "  - id: main  # a short id of your choosing, e.g. classic",
        "    name:  # the table's name, as the casino calls it",
        *blank_texts("      "),
        "    rules:",
        *not_stated(RULE_FIELDS, RULE_DOCS, "      "),
        "    limits:",
        *not_stated(LIMIT_FIELDS, LIMIT_DOCS, "      "),
        "    box_rules:",
        *not_stated(BOX_FIELDS, BOX_DOCS, "      "),
        "    side_bets: []",
    ]
    return "\n".join(lines) + "\n"
