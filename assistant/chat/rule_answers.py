"""Rule answers: rule fields read from the casinos' data and worded per language (which fields answer
which intent is in the intent table, ``topics``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..locale.wording import N_, NOT_STATED, Words, label, phrase, phrase_at, reading_text, shown_within
from ..rules import Casino, CasinoTable, RuleEntry
from ..rules.fields import CASINO_FIELDS, ETIQUETTE_FIELDS
from ..rules.fields import NOT_STATED as NOT_STATED_TAG

_CASINO_LEVEL = frozenset(CASINO_FIELDS) | frozenset(ETIQUETTE_FIELDS) | {"responsible_gambling"}
TABLE_GROUPS = ("rules", "limits", "box_rules")
_CASINO_GROUP_OF = {field: group for group, fields in (("entry", CASINO_FIELDS), ("etiquette", ETIQUETTE_FIELDS))
                    for field in fields}


@dataclass(frozen=True)
class Stated:
    """One field's value at one table (or casino), with where it is written."""

    casino: Casino
    table: CasinoTable | None
    entry: RuleEntry

    def source(self) -> dict[str, str | None] | None:
        if not self.entry.stated:
            return None
        return {
            "casino": self.casino.id,
            "table": self.table.id if self.table else None,
            "field": self.entry.field,
            "clause": self.entry.clause,
            "quote": self.entry.quote,
            "leaflet": self.casino.spec.source,
        }


def lookup(casino: Casino, table: CasinoTable | None, field: str) -> Stated | None:
    """The field at a table, or at the casino for entry, etiquette and help."""
    if field == "responsible_gambling":
        spec = casino.spec.responsible_gambling
        entry = (RuleEntry(field, None, False) if spec == NOT_STATED_TAG
                 else RuleEntry(field, spec.value, True, spec.clause, spec.quote, spec.note))
        return Stated(casino, None, entry)
    if (group := _CASINO_GROUP_OF.get(field)) is not None:
        return Stated(casino, None, casino.entry(group, field))
    if table is None:
        return None
    for group in TABLE_GROUPS:
        entries = getattr(table, group)
        if field in entries:
            return Stated(casino, table, entries[field])
    return None


def describe(stated: Stated, words: Words) -> str | None:
    """``Label: value (clause)`` or ``Label: not stated by the casino; played as …``; None if nothing to say."""
    words = Words(words.lang, stated.casino.spec.currency)
    entry = stated.entry
    name = label(entry.field, words)
    if entry.stated:
        value = phrase_at(entry.field, _entries_beside(stated), words)
        if value is None:
            return None
        text = words._(N_("{label}: {value} (leaflet: {clause})"), label=name, value=value, clause=entry.clause or "")
        if entry.note is not None:
            text += " " + getattr(entry.note, words.lang)
        if (reading := reading_text(entry, words)) is not None:
            text += " " + reading
        return text
    assumed = phrase(entry.field, entry.value, words) if stated.table is not None else None
    if assumed:
        return words._(N_("{label}: not stated by the casino; the engine plays it as: {value}"), label=name, value=assumed)
    return words._(N_("{label}: {value}"), label=name, value=words._(NOT_STATED))


def _entries_beside(stated: Stated) -> dict[str, RuleEntry]:
    """The field's group at its table (rules, limits or boxes), which some values are worded with."""
    for group in TABLE_GROUPS if stated.table is not None else ():
        entries = getattr(stated.table, group)
        if stated.entry.field in entries:
            return entries
    return {stated.entry.field: stated.entry}


def table_of(casino: Casino, table_id: str | None) -> CasinoTable | None:
    """The table named, or the casino's only one; None where the casino has several and none is named."""
    if table_id in casino.tables:
        return casino.tables[table_id]
    return next(iter(casino.tables.values())) if len(casino.tables) == 1 else None


def casino_lines(fields: Sequence[str], casino: Casino, tables: Sequence[CasinoTable],
                 words: Words) -> tuple[list[str], list[dict]]:
    """The lines stating ``fields`` at the casino's ``tables``: once where they all agree, else once per
    table, named, each with its clause."""
    if len(tables) == 1:
        return rule_lines(fields, casino, tables[0], words)
    lines: list[str] = []
    sources: list[dict] = []
    for field in fields:
        per_table = [(table, *rule_lines((field,), casino, table, words)) for table in tables]
        if len({tuple(said) for _, said, _ in per_table}) == 1:
            lines += per_table[0][1]
            sources += per_table[0][2]
            continue
        for table, said, table_sources in per_table:
            lines += [words._(N_("{table}: {rule}"), table=getattr(table.name, words.lang), rule=line) for line in said]
            sources += table_sources
    return lines, sources


def further_lines(fields: Sequence[str], casino: Casino, tables: Sequence[CasinoTable],
                  words: Words) -> tuple[list[str], list[dict]]:
    """The casino's further rules that tell more about ``fields`` ("the limits are shown at the table"), each once,
    and their sources (a further rule cites its clause and quote like any other)."""
    wanted, said, lines, sources = set(fields), set(), [], []
    for table in tables:
        for rule in table.further_rules:
            if rule.id not in said and wanted.intersection(rule.about):
                said.add(rule.id)
                lines.append(words._(N_("{rule} (leaflet: {clause})"), rule=getattr(rule.text, words.lang), clause=rule.clause))
                sources.append({"casino": casino.id, "table": table.id, "field": f"further:{rule.id}",
                                "clause": rule.clause, "quote": rule.quote, "leaflet": casino.spec.source})
    return lines, sources


_LINES: dict[tuple, tuple] = {}
"""rule_lines' results by (fields, casino, table, language): a table's rules do not change while it is loaded."""


def rule_lines(fields: Sequence[str], casino: Casino, table: CasinoTable, words: Words) -> tuple[list[str], list[dict]]:
    """The lines stating ``fields`` at one table, and their sources (worded once per language)."""
    key = (tuple(fields), id(casino), id(table), words.lang)
    kept = _LINES.get(key)
    if kept is not None and kept[0] is casino and kept[1] is table:  # (not another casino at the same address)
        return list(kept[2]), [dict(source) for source in kept[3]]
    lines, sources = _rule_lines(fields, casino, table, words)
    if len(_LINES) >= 8192:
        _LINES.clear()
    _LINES[key] = (casino, table, tuple(lines), tuple(dict(source) for source in sources))
    return lines, sources


def _rule_lines(fields: Sequence[str], casino: Casino, table: CasinoTable, words: Words
                ) -> tuple[list[str], list[dict]]:
    lines, sources = [], []
    for field in fields:
        stated = lookup(casino, table, field)
        if stated is None or shown_within(field, _entries_beside(stated)) or _said_beside(stated, fields):
            continue
        text = describe(stated, words)
        if text:
            lines.append(text)
            if source := stated.source():
                sources.append(source)
    return lines, sources


_SAID_BY = {"multiple_of": "multiple_of_min"}
"""A field whose "not stated" the other field's line already says: "Bets in multiples of the table minimum:
Required" answers what bets are multiples of, and "… not stated" says it of both."""


def _said_beside(stated: Stated, fields: Sequence[str]) -> bool:
    other = _SAID_BY.get(stated.entry.field)
    return other in fields and not stated.entry.stated


def across_casinos(fields: Sequence[str], casinos: Sequence[Casino], words: Words) -> tuple[list[str], list[dict]]:
    """Each of ``fields``: where every table agrees, the rule once; else each value once with the places that have it
    (not stated last). The sources are those of the places named."""
    from .engine_answers import MAX_PLACES, places_text

    lines, sources = [], []
    for field in fields:
        places = [(casino, table) for casino in casinos
                  for table in (casino.tables.values() if _table_field(field) else [None])]
        per_place = [stated for casino, table in places if (stated := lookup(casino, table, field)) is not None]
        if not per_place or all(_said_beside(stated, fields) for stated in per_place):
            continue  # "Bets in multiples of the table minimum — …" says it
        values = {(s.entry.stated, repr(s.entry.value)) for s in per_place}
        # "At every casino" only where every table has the field (a range's top, min_bet_up_to, is where stated only)
        if len(values) == 1 and per_place[0].entry.stated and len(per_place) == len(places):
            if describe(per_place[0], words) and len(casinos) < len(_all_casinos(casinos)):
                # the casinos a question names, not every one: "Senator and Wiesbaden: …"
                names = places_text([getattr(c.spec.short_name, words.lang) for c in casinos], words)
                lines.append(words._(N_("{place}: {value}"), place=names, value=_strip_clause(per_place[0], words)))
            elif describe(per_place[0], words):
                lines.append(words._(N_("At every casino: {rule}"), rule=_strip_clause(per_place[0], words)))
            sources += [s.source() for s in per_place[:MAX_PLACES] if s.source()]
            continue
        groups: dict[str, list[Stated]] = {}
        phrased: dict[tuple[bool, str, str], str] = {}  # many tables share a value: word it once
        for stated in per_place:
            currency = stated.casino.spec.currency
            key = (stated.entry.stated, currency, repr(stated.entry.value))
            if key not in phrased:
                value = phrase(field, stated.entry.value, Words(words.lang, currency)) if stated.entry.stated else None
                phrased[key] = value or words._(NOT_STATED)
            groups.setdefault(phrased[key], []).append(stated)
        not_stated = words._(NOT_STATED)
        ordered = sorted(groups.items(), key=lambda item: item[0] == not_stated)  # stable: first met first
        parts = [words._(N_("{place}: {value}"), value=value,
                         place=places_text([_place(s, words) for s in group[:MAX_PLACES]], words, total=len(group)))
                 for value, group in ordered]
        lines.append(words._(N_("{label} — {places}"), label=label(field, words), places=words.semicolons(parts)))
        sources += [s.source() for _, group in ordered for s in group[:MAX_PLACES] if s.source()]
    return lines, sources


def _all_casinos(casinos: Sequence[Casino]) -> tuple[Casino, ...]:
    """Every casino loaded beside ``casinos`` (their rules folder's)."""
    from ..rules import loaded_casinos

    return loaded_casinos(casinos[0].path.parent) if casinos else ()


def _place(stated: Stated, words: Words) -> str:
    from .engine_answers import place_name

    if stated.table is None:
        return getattr(stated.casino.spec.short_name, words.lang)
    return place_name((stated.casino, stated.table), words)


def _table_field(field: str) -> bool:
    return field not in _CASINO_LEVEL


def _strip_clause(stated: Stated, words: Words) -> str:
    words = Words(words.lang, stated.casino.spec.currency)
    value = phrase(stated.entry.field, stated.entry.value, words) or ""
    return words._(N_("{label}: {value}"), label=label(stated.entry.field, words), value=value)
