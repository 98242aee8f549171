"""Readings: where a leaflet leaves a rule open, each way it may be read, and the house edge under each.

A rule is open in two ways. A stated value may be one reading of words that say less (the casino
file marks it with ``reading: {open, alternatives}``); or the leaflet says nothing, and the rule
is one of ``OPEN_WHEN_NOT_STATED``: how the game is dealt and played, which every table has some
way. Options a guest would have to be offered (surrender, insurance, even money, a card trick,
three sevens, a bonus, blackjack paid at once, a split ace or ten making blackjack) are taken as
absent where the leaflet does not offer them, so they are not readings.

The edge the site presents is the one under the values in the file (the engine's default where
not stated); beside it, each reading that moves the edge by ``THRESHOLD`` points or more, and the
range from all the lowest readings together to all the highest.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ..engine import DealerBlackjackTakes, HouseRules, InvalidRulesError, SplitBy
from .analyses import Progress, analyses_of, analysis_of
from .casinos import CasinoTable, RuleEntry

THRESHOLD = 0.01
"""Percentage points a reading must move the house edge by to be shown."""

OPEN_WHEN_NOT_STATED: dict[str, tuple[Any, ...]] = {
    "decks": (1, 2, 4, 6, 8),
    "dealer_hits_soft_17": (False, True),
    "dealer_blackjack_takes": (DealerBlackjackTakes.ALL, DealerBlackjackTakes.ORIGINAL),
    "blackjack_pays": (Fraction(3, 2), Fraction(6, 5)),
    "double_on": ("any", frozenset({9, 10, 11}), frozenset({10, 11})),
    "double_soft": (True, False),
    "double_after_split": (True, False),
    "max_split_hands": (2, 3, 4, None),
    "split_by": (SplitBy.VALUE, SplitBy.RANK),
    "resplit_aces": (False, True),
    "hit_split_aces": (False, True),
}
"""Rules every table plays some way, and the ways a table may play them when the leaflet is silent."""


@dataclass(frozen=True)
class Reading:
    """The house edge with one open rule read one way, every other rule as presented."""

    field: str
    value: Any
    """The engine value of this reading."""
    presented: bool
    """Whether this is the reading the sheets present."""
    stated: bool
    """Whether the leaflet states the rule (and this reads its words) or is silent on it."""
    house_edge_percent: float


@dataclass(frozen=True)
class EdgeReadings:
    """A table's house edge as presented, under each reading, and the range they span."""

    house_edge_percent: float
    low: float
    high: float
    readings: tuple[Reading, ...]
    """Every reading of each rule that moves the edge, the presented one included."""
    side_bets: dict[str, tuple[float, float, float]]
    """Side bet id → (presented, lowest, highest) house edge over the readings of the shoe."""

    @property
    def fields(self) -> tuple[str, ...]:
        """The open rules that move the edge, in the order of the rules."""
        return tuple(dict.fromkeys(r.field for r in self.readings))

    @property
    def differs(self) -> bool:
        return self.high - self.low >= THRESHOLD


def open_rules(table: CasinoTable) -> dict[str, tuple[RuleEntry, tuple[Any, ...]]]:
    """Field → (its entry, its readings with the presented value first) for each open rule of ``table``."""
    found = {}
    for name, entry in table.rules.items():
        if entry.stated and entry.reading is not None:
            values = tuple(_engine_value(name, v) for v in entry.reading.alternatives)
        elif not entry.stated and name in OPEN_WHEN_NOT_STATED:
            values = OPEN_WHEN_NOT_STATED[name]
        else:
            continue
        presented = getattr(table.table.rules, name)
        others = tuple(v for v in values if v != presented)
        if others:
            found[name] = (entry, (presented, *others))
    return found


def _engine_value(field: str, value: Any) -> Any:
    """An alternative as the casino file gives it, as the engine holds it (validated by the schema)."""
    if field == "double_on" and isinstance(value, (list, frozenset)):
        return frozenset(value)
    return value


def _variant(rules: HouseRules, changes: dict[str, Any]) -> HouseRules | None:
    """``rules`` with ``changes``; None where they contradict each other (e.g. resplit aces, two hands)."""
    try:
        return dataclasses.replace(rules, **changes)
    except InvalidRulesError:
        return None


def _single_jobs(table: CasinoTable) -> list[tuple[str, Any, HouseRules, tuple]]:
    rules, bets = table.table.rules, table.table.side_bets
    jobs = []
    for name, (_entry, values) in open_rules(table).items():
        for value in values[1:]:
            variant = _variant(rules, {name: value})
            if variant is not None:
                # The shoe is the one reading that changes the side bets' odds.
                jobs.append((name, value, variant, bets if name == "decks" else ()))
    return jobs


def prefetch(tables: list[CasinoTable], workers: int | None = None, progress: Progress | None = None) -> None:
    """Compute every analysis the readings of ``tables`` need, on every core, before they are read."""
    analyses_of(((t.table.rules, t.table.side_bets) for t in tables), workers, progress)
    analyses_of(((v, b) for t in tables for _n, _v, v, b in _single_jobs(t)), workers, progress)
    analyses_of(((v, ()) for t in tables for v in _combined(t, _singles(t)) if v is not None), workers, progress)


def _singles(table: CasinoTable) -> list[tuple[str, Any, float, dict[str, float]]]:
    found = []
    for name, value, variant, bets in _single_jobs(table):
        analysis = analysis_of(variant, bets)
        found.append((name, value, analysis.house_edge_percent, analysis.side_bets))
    return found


def _combined(table: CasinoTable, singles: list[tuple[str, Any, float, dict[str, float]]]
              ) -> tuple[HouseRules | None, HouseRules | None]:
    """The rule sets with every open rule at its lowest reading, and at its highest."""
    rules = table.table.rules
    presented = analysis_of(rules, table.table.side_bets).house_edge_percent
    result = []
    for better in (min, max):
        chosen: dict[str, tuple[Any, float]] = {}
        for name, value, edge, _bets in singles:
            if better(edge, presented) == edge and abs(edge - presented) >= THRESHOLD:
                if name not in chosen or better(edge, chosen[name][1]) == edge:
                    chosen[name] = (value, edge)
        changes: dict[str, Any] = {}
        for name, (value, _edge) in sorted(chosen.items(), key=lambda c: abs(c[1][1] - presented), reverse=True):
            if _variant(rules, {**changes, name: value}) is not None:
                changes[name] = value
        result.append(_variant(rules, changes) if len(changes) > 1 else None)
    return result[0], result[1]


_KNOWN: dict[int, tuple[CasinoTable, EdgeReadings]] = {}
"""Readings per loaded table (by identity, the table kept alive beside them): answers ask for them often."""


def edge_readings(table: CasinoTable) -> EdgeReadings:
    """The house edge of ``table`` under every reading of its open rules."""
    known = _KNOWN.get(id(table))
    if known is not None and known[0] is table:
        return known[1]
    result = _edge_readings(table)
    if len(_KNOWN) > 4096:
        _KNOWN.clear()
    _KNOWN[id(table)] = (table, result)
    return result


def _edge_readings(table: CasinoTable) -> EdgeReadings:
    base = analysis_of(table.table.rules, table.table.side_bets)
    presented = base.house_edge_percent
    singles = _singles(table)
    moving = {name for name, _value, edge, _bets in singles if abs(edge - presented) >= THRESHOLD}
    open_ = open_rules(table)
    readings = []
    for name in (n for n in open_ if n in moving):
        entry, _values = open_[name]
        readings.append(Reading(name, getattr(table.table.rules, name), True, entry.stated, presented))
        readings += [Reading(name, value, False, entry.stated, edge)
                     for field, value, edge, _bets in singles if field == name]
    edges = [presented] + [edge for _name, _value, edge, _bets in singles]
    edges += [analysis_of(v).house_edge_percent for v in _combined(table, singles) if v is not None]
    side_bets = {}
    for bet, edge in base.side_bets.items():
        under = [edge] + [bets[bet] for name, _value, _edge, bets in singles if name == "decks" and bet in bets]
        side_bets[bet] = (edge, min(under), max(under))
    return EdgeReadings(presented, min(edges), max(edges), tuple(readings), side_bets)


def reading_json(value: Any) -> Any:
    """A reading's value as ``croupier analyze --json`` prints it: as a casino file would write it."""
    if isinstance(value, Fraction):
        return f"{value.numerator}:{value.denominator}"
    if isinstance(value, frozenset):
        return sorted(value)
    return getattr(value, "value", value)


__all__ = ["OPEN_WHEN_NOT_STATED", "THRESHOLD", "EdgeReadings", "Reading", "edge_readings", "open_rules",
           "prefetch", "reading_json"]
