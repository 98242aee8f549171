"""The player's hand states: every composition a hand can reach, and how they connect.

A *universe* is the set of hands a starting card can grow into, with the cards
removed from the shoe besides the hand itself (the upcard, and for split hands
the other card of the pair). Its arrays let one numpy pass evaluate every hand
against every upcard.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from .composition import VALUES, Counts, add, hands_up_to_21, single, total


@dataclass(frozen=True)
class Universe:
    """Hands reachable from some start, indexed 0 … S-1 in order of hard total."""

    hands: np.ndarray
    """(S × 10) counts of each hand."""
    index: dict[Counts, int]
    child: np.ndarray
    """(S × 10) index of the hand after one more card of each value; -1 where it busts."""
    cards: np.ndarray
    """Cards in each hand."""
    total: np.ndarray
    """Best total of each hand."""
    soft: np.ndarray
    """Whether an ace counts 11 in ``total``."""
    levels: tuple[np.ndarray, ...]
    """Hand indices grouped by hard total, highest first: children always come before parents."""
    extra: Counts
    """Cards removed besides the upcard and the hand (the other split card, or none)."""


def _build(members: list[Counts], extra: Counts) -> Universe:
    index = {h: i for i, h in enumerate(members)}
    child = np.full((len(members), VALUES), -1, dtype=np.int64)
    for i, hand in enumerate(members):
        for value in range(VALUES):
            child[i, value] = index.get(add(hand, value), -1)
    hands = np.array(members, dtype=np.int64)
    totals = [total(h) for h in members]
    hard = hands @ np.arange(1, VALUES + 1)
    levels = tuple(np.flatnonzero(hard == level) for level in range(21, 0, -1) if (hard == level).any())
    return Universe(
        hands=hands,
        index=index,
        child=child,
        cards=hands.sum(axis=1),
        total=np.array([t for t, _ in totals]),
        soft=np.array([s for _, s in totals]),
        levels=levels,
        extra=extra,
    )


@functools.cache
def regular() -> Universe:
    """Every hand of hard total 21 or less: the hands dealt before any split."""
    return _build(list(hands_up_to_21()), (0,) * VALUES)


@functools.cache
def after_split(pair: int) -> Universe:
    """Hands grown from one card of a split pair; the pair's other card is gone from the shoe."""
    members = [h for h in hands_up_to_21() if h[pair]]
    return _build(members, single(pair))


def removed_sets() -> tuple[np.ndarray, list[np.ndarray]]:
    """Every distinct set of removed cards (hand plus extra) of all universes, and each universe's rows in it.

    Returns the (R × 10) table and, for the regular universe followed by the ten
    split universes, the row of each of its hands.
    """
    return _removed_sets()


@functools.cache
def _removed_sets() -> tuple[np.ndarray, list[np.ndarray]]:
    universes = [regular()] + [after_split(pair) for pair in range(VALUES)]
    rows: dict[Counts, int] = {}
    per_universe = []
    for universe in universes:
        indices = np.empty(len(universe.hands), dtype=np.int64)
        for i, hand in enumerate(universe.hands):
            key = tuple(int(c) for c in hand + np.array(universe.extra))
            indices[i] = rows.setdefault(key, len(rows))
        per_universe.append(indices)
    table = np.array(list(rows), dtype=np.int64)
    return table, per_universe


def two_card_hands() -> list[tuple[int, int]]:
    """Every first two cards as value indices (low, high)."""
    return [(a, b) for a in range(VALUES) for b in range(a, VALUES)]


