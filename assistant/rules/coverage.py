"""Every piece of a casino's leaflet accounted for (``croupier coverage``).

The leaflet is read as the quote check reads it (``normalize_quote``: whitespace collapsed,
Markdown emphasis dropped) and cut into pieces: its lines, and the sentences of each line. A
piece is accounted for when the casino file's quotes — of rule fields, limits, box rules, entry,
etiquette, side bets and their pay lines, further rules and ``not_modelled`` — cover every letter
and digit of it, or when it is a heading the file uses as a ``clause``. Pieces that are only
punctuation are not counted.

The pieces are reported by clause, in the leaflet's order; a clause is named as the leaflet
names it: ``"10"`` for a file's ``B.10`` when the leaflet numbers its clauses, else the heading.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from .loader import Casino, _dotted, normalize_quote
from .yamlsource import Path_

_CLAUSE_NUMBER = re.compile(r"\s*(\d{1,3})\.\s+(?=\D)")
"""A numbered clause's number at the start of its line: ``10. Das Minimum …``."""
_SENTENCE_END = re.compile(r"[.!?؟][\"'“”»)\]]*\s+")
_ABBREVIATIONS = frozenset({"st", "nr", "bzw", "ggf", "vgl", "ca", "max", "min", "usw", "inkl", "evtl", "tel",
                            "co"})
"""Words a full stop shortens, after which a sentence goes on (``St. Moritz``, ``max. 3``)."""
_SECTION_CLAUSE = re.compile(r"[A-Z]\.(\d{1,3})")
"""A file's clause label that puts the section letter before the leaflet's number: ``B.10``."""


@dataclass(frozen=True)
class Piece:
    """One line or sentence of the leaflet: its text and where it stands in the normalised leaflet."""

    text: str
    start: int
    end: int


@dataclass(frozen=True)
class Citation:
    """One place in the casino file that quotes the leaflet."""

    path: Path_
    """Where in the file, e.g. ``("tables", 0, "rules", "decks")``."""
    kind: str
    """``field``, ``side_bet``, ``pay_line``, ``further_rule`` or ``not_modelled``."""
    name: str
    """The field's name, the side bet's id, ``<bet>/<line>`` for a pay line, the further rule's id."""
    clause: str
    """The clause as the leaflet names it."""
    quote: str
    reason: str | None = None
    """Why a ``not_modelled`` piece has no field."""

    @property
    def dotted(self) -> str:
        """The path as ``croupier validate`` writes it: ``tables[0].rules.decks``."""
        return _dotted(self.path)


@dataclass(frozen=True)
class Clause:
    """One clause of the leaflet and what in the casino file accounts for it."""

    label: str
    citations: tuple[Citation, ...]

    @property
    def reasons(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(c.reason for c in self.citations if c.reason))


@dataclass(frozen=True)
class Coverage:
    """A casino's leaflet, piece by piece: how much is quoted, set aside or a heading, and what is left."""

    casino_id: str
    source: str
    clauses: tuple[Clause, ...]
    pieces: int
    quoted: int
    """Pieces covered with help of a field's, side bet's or further rule's quote."""
    not_modelled: int
    """Pieces covered by ``not_modelled`` quotes alone."""
    headings: int
    unaccounted: tuple[Piece, ...]


def leaflet_pieces(source_text: str) -> tuple[str, list[Piece], set[str]]:
    """The normalised leaflet, its pieces, and the numbers of its numbered clauses."""
    lines = [line for line in (normalize_quote(raw) for raw in source_text.splitlines()) if line]
    text = " ".join(lines)
    pieces: list[Piece] = []
    numbers: set[str] = set()
    offset = 0
    for line in lines:
        start = 0
        if number := _CLAUSE_NUMBER.match(line):
            numbers.add(number[1])
            start = number.end()
        for begin, end in _sentences(line, start):
            piece = line[begin:end].strip()
            if any(c.isalnum() for c in piece):
                pieces.append(Piece(piece, offset + begin, offset + end))
        offset += len(line) + 1
    return text, pieces, numbers


def _sentences(line: str, start: int) -> Iterator[tuple[int, int]]:
    for end in _SENTENCE_END.finditer(line, start):
        following = line[end.end():end.end() + 1]
        if not (following.isalpha() and not following.islower()) and following not in "„«\"(":
            continue
        if line[end.start()] == "." and _abbreviation(line[start:end.start()]):
            continue
        yield start, end.start() + 1
        start = end.end()
    yield start, len(line)


def _abbreviation(before: str) -> bool:
    word = before.rsplit(maxsplit=1)[-1].strip("(„«\"") if before.strip() else ""
    return (len(word) == 1 and word.isalpha()) or "." in word or word.lower() in _ABBREVIATIONS


def citations(casino: Casino, numbers: set[str]) -> list[Citation]:
    """Every quote in the casino file, with the clause it cites as the leaflet names it."""
    found = []
    data = casino.spec.model_dump()
    for path, item, clause in _quoted(data, (), None):
        kind, name = _kind(path, item, data)
        found.append(Citation(path, kind, name, leaflet_clause(clause or "", numbers),
                              normalize_quote(item["quote"]), item.get("reason")))
    return found


def leaflet_clause(label: str, numbers: set[str]) -> str:
    """``B.10`` → ``10`` where the leaflet numbers a clause 10; any other label as written."""
    match = _SECTION_CLAUSE.fullmatch(label)
    return match[1] if match and match[1] in numbers else label


def _quoted(data: Any, path: Path_, clause: str | None) -> Iterator[tuple[Path_, dict, str | None]]:
    """Every mapping with a ``quote``; a pay line cites the clause of its side bet."""
    if isinstance(data, dict):
        clause = data.get("clause") if isinstance(data.get("clause"), str) else clause
        if isinstance(data.get("quote"), str):
            yield path, data, clause
        for key, value in data.items():
            yield from _quoted(value, (*path, key), clause)
    elif isinstance(data, (list, tuple)):
        for i, value in enumerate(data):
            yield from _quoted(value, (*path, i), clause)


def _kind(path: Path_, item: dict, spec: dict) -> tuple[str, str]:
    if path[-2:-1] == ("not_modelled",):
        return "not_modelled", ""
    if path[-2:-1] == ("further_rules",):
        return "further_rule", item["id"]
    if path[-2:-1] == ("pay_table",):
        bet = _at(spec, path[:-2])
        return "pay_line", f"{bet['id']}/{item['id']}"
    if path[-2:-1] == ("side_bets",):
        return "side_bet", item["id"]
    return "field", str(path[-1])


def _at(data: Any, path: Path_) -> Any:
    for key in path:
        data = data[key]
    return data


def coverage(casino: Casino) -> Coverage:
    """What accounts for each piece of the casino's leaflet, clause by clause."""
    text, pieces, numbers = leaflet_pieces(casino.source_text)
    cited = citations(casino, numbers)
    by_quote = [0] * len(text)  # per character: 0 uncovered, 1 by not_modelled, 2 by a field's quote
    first: dict[str, int] = {}
    for citation in cited:
        for start in _occurrences(text, citation.quote):
            first[citation.clause] = min(first.get(citation.clause, start), start)
            weight = 1 if citation.kind == "not_modelled" else 2
            for i in range(start, start + len(citation.quote)):
                by_quote[i] = max(by_quote[i], weight)
    headings = _headings(cited)
    quoted = set_aside = heading_count = 0
    unaccounted = []
    for piece in pieces:
        cover = [by_quote[i] for i in range(piece.start, piece.end) if text[i].isalnum()]
        if all(cover):
            quoted += max(cover) == 2
            set_aside += max(cover) == 1
        elif (label := headings.get(_loose_heading(piece.text))) is not None:
            heading_count += 1
            first[label] = min(first.get(label, piece.start), piece.start)
        else:
            unaccounted.append(piece)
    groups: dict[str, list[Citation]] = {}
    for citation in cited:
        groups.setdefault(citation.clause, []).append(citation)
    in_order = sorted(groups, key=lambda label: first.get(label, len(text)))
    clauses = tuple(Clause(label, tuple(groups[label])) for label in in_order)
    return Coverage(casino.id, casino.spec.source, clauses, len(pieces), quoted, set_aside, heading_count,
                    tuple(unaccounted))


def _occurrences(text: str, quote: str) -> Iterator[int]:
    start = text.find(quote)
    while quote and start >= 0:
        yield start
        start = text.find(quote, start + 1)


def _headings(cited: list[Citation]) -> dict[str, str]:
    """The clause labels a heading may match, loosely written → the label as reported (a number is no heading:
    ``19`` under a picture is not clause 19)."""
    return {_loose_heading(c.clause): c.clause for c in cited if not c.clause.isdigit()}


def _loose_heading(text: str) -> str:
    """A heading as compared with clause labels: any case, no colons, glosses in parentheses dropped
    (``Split: (Teilen:)`` and ``Split (Teilen)`` are ``split``; ``دوبل (Double) (…)`` is ``دوبل``)."""
    plain = re.sub(r"\s+", " ", text.replace(":", "")).strip().casefold()
    bare = re.sub(r"(\s*\([^()]*\))+$", "", plain)
    return bare or plain
