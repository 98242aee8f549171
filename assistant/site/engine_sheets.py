"""What the rules engine adds to a table's sheet: house edge and basic strategy (example hands: ``example_view``)."""

from __future__ import annotations

from dataclasses import dataclass

from ..locale.examples import ExampleSheet, example_sheets
from ..locale.wording import LEGEND, LETTERS, N_, Words, edge_text, readings_lines
from ..rules import CasinoTable
from ..rules.analyses import analysis_of
from ..rules.readings import edge_readings

ROWS = (("hard", N_("Hard totals")), ("soft", N_("Soft totals")), ("pairs", N_("Pairs")))


@dataclass(frozen=True)
class ChartRow:
    label: str
    cells: tuple[tuple[str, str], ...]
    """(letter as printed, letter code for the colour)."""


@dataclass(frozen=True)
class AnalysisSheet:
    house_edge: str
    """The edge as presented, with the range of the other readings where they differ."""
    readings: tuple[str, ...]
    """Each open rule that moves the edge, with the edge under each of its readings."""
    assumes: str
    method: str
    upcards: tuple[str, ...]
    charts: tuple[tuple[str, tuple[ChartRow, ...]], ...]
    """(heading, rows) for hard totals, soft totals and pairs."""
    legend: tuple[tuple[str, str], ...]
    side_bets: dict[str, str]
    """Side bet id → house edge."""


def analysis_sheet(casino_table: CasinoTable, words: Words) -> AnalysisSheet:
    table = casino_table.table
    result = analysis_of(table.rules, table.side_bets)
    readings = edge_readings(casino_table)
    upcards = tuple(result.dealer)
    charts = []
    used: set[str] = set()
    for kind, heading in ROWS:
        rows = []
        for label, row in result.strategy.get(kind, {}).items():
            name = words.upcard(label) if kind == "pairs" else words.number(int(label))
            rows.append(ChartRow(name, tuple((words._(LETTERS[row[u]]), row[u]) for u in upcards)))
            used.update(row.values())
        if rows:
            charts.append((words._(heading), tuple(rows)))
    legend = tuple((words._(LETTERS[code]), words._(LEGEND[code])) for code in LETTERS if code in used)
    return AnalysisSheet(
        house_edge=edge_text(words, readings.house_edge_percent, readings.low, readings.high, readings.differs),
        readings=tuple(readings_lines(readings, words)),
        assumes=words._(N_("It assumes the best play of every hand, insurance and even money never taken, and every "
                           "rule read as on this sheet; a rule the leaflet does not state is played as the engine "
                           "assumes it.")),
        method=words._(N_("Exact combinatorial analysis of the finite shoe, every card removed as it is dealt; "
                          "the player plays every hand at its best and never takes insurance or even money. "
                          "Split hands are valued knowing the pair's cards, not the other split hands' cards.")),
        upcards=tuple(words.upcard(u) for u in upcards),
        charts=tuple(charts),
        legend=legend,
        side_bets={bet: edge_text(words, edge, low, high, high - low >= 0.01)
                   for bet, (edge, low, high) in readings.side_bets.items()},
    )


__all__ = ["AnalysisSheet", "ExampleSheet", "analysis_sheet", "example_sheets"]
