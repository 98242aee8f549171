"""What each page says, as plain values built from the rules data; the templates only lay them out."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from babel import Locale

from ..locale.wording import (
    N_,
    NOT_STATED,
    Words,
    edge_text,
    label,
    phrase,
    phrase_at,
    read_with,
    reading_text,
    shown_within,
)
from ..rules import Casino, CasinoTable, RuleEntry, normalize_quote
from ..rules.fields import NOT_STATED as NOT_STATED_TAG
from ..rules.fields import SIDE_BET_FIELDS, SUMMARY_FIELDS
from ..rules.readings import THRESHOLD, edge_readings
from ..rules.records import Record
from .engine_sheets import AnalysisSheet, ExampleSheet, analysis_sheet, example_sheets


class SheetError(ValueError):
    """The data holds a value the sheets have no words for."""


@dataclass(frozen=True)
class Source:
    """Where a rule is written: the leaflet's clause and its words."""

    clause: str
    quote: str
    lang: str
    """The leaflet's language, for ``lang``/``dir`` on the quote."""
    where: str | None = None
    """The casino, where a row cites several leaflets."""


@dataclass(frozen=True)
class Row:
    """One rule as a sheet shows it."""

    field: str
    label: str
    value: str
    """The value in words, or the catalog's "not stated by the casino"."""
    stated: bool
    assumed: str | None = None
    """Where not stated: what the engine plays by."""
    note: str | None = None
    sources: tuple[Source, ...] = ()


@dataclass(frozen=True)
class PayLineRow:
    name: str
    pays: str
    quote: str


@dataclass(frozen=True)
class SideBetSheet:
    anchor: str
    """Its id on the side bets page: casino and bet."""
    name: str
    casino_id: str
    casino_name: str
    tables: tuple[tuple[str, str], ...]
    """(table id, table name) of the tables that offer it."""
    source: Source
    lines: tuple[PayLineRow, ...]
    house_edge: str = ""
    """The bet's house edge in the tables' shoe, counted exactly."""
    rows: tuple[Row, ...] = ()
    """How the bet is placed and paid."""


@dataclass(frozen=True)
class FurtherRuleRow:
    """A rule of the house with no engine field: said plainly, cited with the leaflet's words."""

    id: str
    text: str
    source: Source


@dataclass(frozen=True)
class SummaryItem:
    label: str
    value: str
    group: str
    """The rule group whose section states it in full (rules, limits, box_rules)."""


@dataclass(frozen=True)
class Summary:
    """A table's main rules at a glance: those stated, then those the leaflet leaves out, named once."""

    stated: tuple[SummaryItem, ...]
    unstated: tuple[SummaryItem, ...]


def summary(groups: tuple[tuple[str, str, tuple[Row, ...]], ...]) -> Summary:
    by_field = {row.field: (group, row) for group, _, rows in groups for row in rows}
    chosen = [(by_field[f][0], by_field[f][1]) for f in SUMMARY_FIELDS if f in by_field]
    return Summary(tuple(SummaryItem(row.label, row.value, group) for group, row in chosen if row.stated),
                   tuple(SummaryItem(row.label, row.value, group) for group, row in chosen if not row.stated))


@dataclass(frozen=True)
class TableSheet:
    id: str
    name: str
    groups: tuple[tuple[str, str, tuple[Row, ...]], ...]
    """(key, heading, rows): rules of play, limits, boxes and bettors."""
    side_bets: tuple[SideBetSheet, ...]
    analysis: AnalysisSheet | None = None
    examples: tuple[ExampleSheet, ...] = ()
    further_rules: tuple[FurtherRuleRow, ...] = ()
    """The casino's further rules and the table's own."""
    summary: Summary | None = None


@dataclass(frozen=True)
class CasinoSheet:
    id: str
    name: str
    short_name: str
    country: str
    currency: str
    currency_stated: bool
    source_title: str
    source_lang: str
    entry: tuple[Row, ...]
    etiquette: tuple[Row, ...]
    tables: tuple[TableSheet, ...]


GROUPS = (("rules", N_("Rules of play")), ("limits", N_("Limits")), ("box_rules", N_("Boxes and bettors")))
"""The three parts of a table's rules, in the order the sheets show them."""


def _name(localized: Any, lang: str) -> str:
    return getattr(localized, lang)


def _row(entry: RuleEntry, words: Words, source_lang: str, engine_default: bool,
         table_entries: Mapping[str, RuleEntry] | None = None) -> Row:
    """One rule's row; with ``table_entries`` (its group at its table) worded with the field it pairs with."""
    if entry.stated:
        entries = table_entries or {entry.field: entry}
        text = phrase_at(entry.field, entries, words)
        if text is None:
            raise SheetError(f"{entry.field}: no words for the stated value {entry.value!r}")
        note = " ".join(filter(None, (_name(entry.note, words.lang) if entry.note else None,
                                      reading_text(entry, words, quote=False)))) or None
        partner = read_with(entry.field, entries)
        sources = tuple(dict.fromkeys(
            Source(e.clause or "", normalize_quote(e.quote or ""), source_lang)
            for e in (entry, *([partner] if partner else []))))
        return Row(entry.field, label(entry.field, words), text, True, None, note, sources)
    assumed = phrase(entry.field, entry.value, words) if engine_default else None
    return Row(entry.field, label(entry.field, words), words._(NOT_STATED), False, assumed)


def table_rows(table: CasinoTable, group: str, words: Words, source_lang: str) -> tuple[Row, ...]:
    entries = getattr(table, group)
    return tuple(_row(e, words, source_lang, True, entries) for field, e in entries.items()
                 if not shown_within(field, entries))


def further_rules(table: CasinoTable, lang: str, source_lang: str) -> tuple[FurtherRuleRow, ...]:
    return tuple(FurtherRuleRow(rule.id, _name(rule.text, lang),
                                Source(rule.clause, normalize_quote(rule.quote), source_lang))
                 for rule in table.further_rules)


def _side_bet(casino: Casino, bet: Record, tables: list[CasinoTable], anchor: str,
              lang: str) -> SideBetSheet:
    words = Words(lang, casino.spec.currency)
    lines = tuple(PayLineRow(_name(line.name, lang), words.ratio(line.pays), normalize_quote(line.quote))
                  for line in bet.pay_table)
    edge, low, high = edge_readings(tables[0]).side_bets[bet.id]
    rows = tuple(_row(_sourced_entry(field, getattr(bet, field)), words, casino.spec.source_language, False)
                 for field in SIDE_BET_FIELDS)
    return SideBetSheet(
        anchor, _name(bet.name, lang), casino.id, _name(casino.spec.short_name, lang),
        tuple((t.id, _name(t.name, lang)) for t in tables),
        Source(bet.clause, normalize_quote(bet.quote), casino.spec.source_language), lines,
        edge_text(words, edge, low, high, high - low >= THRESHOLD), rows,
    )


def side_bets(casino: Casino, lang: str) -> tuple[SideBetSheet, ...]:
    """The casino's side bets, each once with every table that offers it alike."""
    offered: list[tuple[Record, list[CasinoTable]]] = []
    for table in casino.tables.values():
        for bet in table.side_bets:
            same = [tables for seen, tables in offered if seen == bet]
            if same:
                same[0].append(table)
            else:
                offered.append((bet, [table]))
    sheets = []
    for bet, tables in offered:
        twins = sum(seen.id == bet.id for seen, _ in offered)
        anchor = f"{casino.id}-{bet.id}" + (f"-{tables[0].id}" if twins > 1 else "")
        sheets.append(_side_bet(casino, bet, tables, anchor, lang))
    return tuple(sheets)


def casino_sheet(casino: Casino, lang: str) -> CasinoSheet:
    spec = casino.spec
    words = Words(lang, spec.currency)
    locale = Locale.parse(lang)
    source_lang = spec.source_language
    entry = tuple(_row(casino.entry("entry", f), words, source_lang, False)
                  for f in spec.entry.model_fields)
    help_entry = _sourced_entry("responsible_gambling", spec.responsible_gambling)
    entry += (_row(help_entry, words, source_lang, False),)
    etiquette = tuple(_row(casino.entry("etiquette", f), words, source_lang, False)
                      for f in spec.etiquette.model_fields)
    bets = side_bets(casino, lang)
    tables = []
    for t in casino.tables.values():
        groups = tuple((group, words._(heading), table_rows(t, group, words, source_lang)) for group, heading in GROUPS)
        tables.append(TableSheet(
            t.id, _name(t.name, lang), groups,
            tuple(b for b in bets if t.id in dict(b.tables)),
            analysis_sheet(t, words),
            example_sheets(t.table, words),
            further_rules(t, lang, source_lang),
            summary(groups),
        ))
    return CasinoSheet(
        casino.id, _name(spec.name, lang), _name(spec.short_name, lang),
        locale.territories.get(spec.country, spec.country),
        locale.currencies.get(spec.currency, spec.currency),
        spec.currency_stated, spec.source_title, source_lang, entry, etiquette, tuple(tables),
    )


def _sourced_entry(field: str, spec: Any) -> RuleEntry:
    if spec == NOT_STATED_TAG:
        return RuleEntry(field, None, False)
    return RuleEntry(field, spec.value, True, spec.clause, spec.quote, spec.note)


def all_tables(casinos: Sequence[Casino]) -> list[tuple[Casino, CasinoTable]]:
    return [(c, t) for c in casinos for t in c.tables.values()]


def _fields(groups: Iterable[dict[str, RuleEntry]]) -> list[str]:
    """Field names in first-seen order across tables (``min_bet_up_to`` is only where stated)."""
    seen: dict[str, None] = {}
    for entries in groups:
        seen.update(dict.fromkeys(entries))
    return list(seen)


def shared_rules(casinos: Sequence[Casino], lang: str) -> tuple[Row, ...]:
    """Rules every table states alike, each with the clause of every leaflet that states it."""
    tables = all_tables(casinos)
    if len(tables) < 2:
        return ()
    rows = []
    for group, _heading in GROUPS:
        for field in _fields(getattr(t, group) for _, t in tables):
            entries = [(c, getattr(t, group).get(field)) for c, t in tables]
            if not all(e is not None and e.stated for _, e in entries):
                continue
            if len({_alike(c, e) for c, e in entries}) > 1:
                continue
            if any(shown_within(field, getattr(t, group)) for _, t in tables):
                continue
            values = {phrase_at(field, getattr(t, group), Words(lang, c.spec.currency)) for c, t in tables}
            if len(values) > 1:
                continue  # alike values worded apart: an exact share beside an "up to"
            words = Words(lang, entries[0][0].spec.currency)
            sources: dict[tuple[str, str, str], Source] = {}
            for casino, e in entries:
                source = Source(e.clause, normalize_quote(e.quote), casino.spec.source_language,
                                _name(casino.spec.short_name, lang))
                sources.setdefault((casino.id, source.clause, source.quote), source)
            rows.append(Row(field, label(field, words), values.pop() or "", True,
                            sources=tuple(sources.values())))
    return tuple(rows)


def _alike(casino: Casino, entry: RuleEntry) -> Any:
    """What must match for two tables to state a rule alike: an amount counts with its currency."""
    value = entry.value if not isinstance(entry.value, list) else tuple(entry.value)
    return (value, casino.spec.currency) if isinstance(value, Decimal) else value


def differing_rules(casinos: Sequence[Casino], lang: str) -> tuple[str, ...]:
    """Labels of the rules of play that differ between tables or that some casino does not state."""
    shared = {r.field for r in shared_rules(casinos, lang)}
    words = Words(lang)
    return tuple(label(f, words) for f in _fields(t.rules for _, t in all_tables(casinos)) if f not in shared)
