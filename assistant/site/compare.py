"""The comparison page: every table's rules side by side, as plain values; compare.md.j2 lays them out.

A guest compares tables by what sets them apart, so the page leads with those rules, the house edge
first; what every table states alike, and the rules most leaflets leave unstated, come folded after.
A rule no leaflet states is named once. Every value is worded from the rules data and every edge
comes from the engine (``edge_readings``), as on the casino pages.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..locale.wording import N_, RANGE_TOP, Words, label, phrase_at, shown_within
from ..rules import Casino, CasinoTable
from ..rules.fields import SUMMARY_FIELDS
from ..rules.readings import edge_readings
from .sheets import GROUPS, shared_rules

HOUSE_EDGE = "house_edge"
"""The edge row's key, beside the rule fields' names."""


@dataclass(frozen=True)
class Column:
    """One table: a column of the comparison."""

    casino_id: str
    casino_name: str
    table_id: str
    table_name: str


@dataclass(frozen=True)
class Cell:
    text: str
    """The value in words; empty where the leaflet does not state it."""
    detail: str = ""
    """A second, quieter line: the edge's range over the readings of what the leaflet leaves open."""

    @property
    def stated(self) -> bool:
        return bool(self.text)


@dataclass(frozen=True)
class Line:
    """One rule (or the house edge) across every table."""

    field: str
    label: str
    cells: tuple[Cell, ...]

    @property
    def stated(self) -> int:
        """How many tables state it."""
        return sum(cell.stated for cell in self.cells)


@dataclass(frozen=True)
class Shared:
    """A rule every table states alike: said once."""

    label: str
    value: str


@dataclass(frozen=True)
class Comparison:
    columns: tuple[Column, ...]
    edge: Line
    """The house edge of each table as presented, with its range where readings differ."""
    differing: tuple[tuple[str, tuple[Line, ...]], ...]
    """(group heading, rules): what sets the tables apart, stated by most tables or among the main rules."""
    mostly_unstated: tuple[Line, ...]
    """Rules on which the tables differ that fewer than half of them state, folded."""
    shared: tuple[Shared, ...]
    """Rules every table states alike, folded."""
    stated_nowhere: tuple[str, ...]
    """Labels of the rules no leaflet states."""


def _edge_line(tables: Sequence[tuple[Casino, CasinoTable]], words: Words) -> Line:
    cells = []
    for _casino, table in tables:
        readings = edge_readings(table)
        detail = words._(N_("{low} to {high} over all readings"), low=words.percent(readings.low),
                         high=words.percent(readings.high)) if readings.differs else ""
        cells.append(Cell(words.percent(readings.house_edge_percent), detail))
    return Line(HOUSE_EDGE, words._(N_("House edge")), tuple(cells))


def _cell(casino: Casino, table: CasinoTable, group: str, field: str, lang: str) -> Cell:
    entries = getattr(table, group)
    entry = entries.get(field)
    if entry is None or not entry.stated:
        return Cell("")
    if shown_within(field, entries):  # the top of a range: worded with its bottom ("€2 to €20")
        field = next(low for low, top in RANGE_TOP.items() if top == field)
    return Cell(phrase_at(field, entries, Words(lang, casino.spec.currency)) or "")


def _worded_apart(field: str, tables: Sequence[tuple[Casino, CasinoTable]], group: str) -> bool:
    """Whether some table words ``field`` in a row of its own, not only within the field it pairs with."""
    return any(field in getattr(t, group) and not shown_within(field, getattr(t, group)) for _, t in tables)


def comparison(casinos: Sequence[Casino], lang: str) -> Comparison:
    words = Words(lang)
    tables = [(c, t) for c in casinos for t in c.tables.values()]
    columns = tuple(Column(c.id, getattr(c.spec.short_name, lang), t.id, getattr(t.name, lang)) for c, t in tables)
    shared = shared_rules(casinos, lang)
    alike = {row.field for row in shared}
    differing, mostly_unstated, nowhere = [], [], []
    for group, heading in GROUPS:
        fields = dict.fromkeys(f for _, t in tables for f in getattr(t, group))
        lines = []
        for field in fields:
            if field in alike or not _worded_apart(field, tables, group):
                continue  # said once below, or worded in the row of the field it pairs with
            line = Line(field, label(field, words), tuple(_cell(c, t, group, field, lang) for c, t in tables))
            if not line.stated:
                nowhere.append(line.label)
            elif 2 * line.stated >= len(tables) or field in SUMMARY_FIELDS:
                lines.append(line)
            else:
                mostly_unstated.append(line)
        if lines:
            differing.append((words._(heading), tuple(lines)))
    return Comparison(columns, _edge_line(tables, words), tuple(differing), tuple(mostly_unstated),
                      tuple(Shared(row.label, row.value) for row in shared), tuple(nowhere))


__all__ = ["HOUSE_EDGE", "Cell", "Column", "Comparison", "Line", "Shared", "comparison"]
