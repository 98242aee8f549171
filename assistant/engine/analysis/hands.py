"""The player's hand states: every composition a hand can reach, and how they connect.

A *universe* is the set of hands a start can grow into: every hand before a split, or
every hand holding a split pair's card. Its arrays let one numpy pass evaluate every
hand against every upcard and every shoe the hand may be dealt from.
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass

import numpy as np

from .composition import ACE, VALUES, Counts, encode, hands_up_to_21


@dataclass(frozen=True)
class Universe:
    """Hands reachable from some start, indexed 0 … S-1 in order of hard total."""

    hands: np.ndarray
    """(S × 10) counts of each hand."""
    keys: np.ndarray
    """Each hand's ``encode`` key."""
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

    def rows(self, hands: np.ndarray) -> np.ndarray:
        """Indices of ``hands`` (rows of counts, each in this universe)."""
        return self.rows_of_keys(encode(hands))

    def rows_of_keys(self, keys: np.ndarray) -> np.ndarray:
        """Indices of the hands with these keys; -1 for a key not in this universe."""
        sorter = np.argsort(self.keys)
        place = np.minimum(np.searchsorted(self.keys, keys, sorter=sorter), len(self.keys) - 1)
        found = sorter[place]
        return np.where(self.keys[found] == keys, found, -1)

    def row(self, hand: Counts) -> int:
        return int(self.rows(np.array([hand]))[0])


def _build(hands: np.ndarray) -> Universe:
    keys = encode(hands)
    low = hands @ np.arange(1, VALUES + 1)
    universe = Universe(
        hands=hands,
        keys=keys,
        child=np.empty(0, dtype=np.int64),
        cards=hands.sum(axis=1),
        total=np.where((hands[:, ACE] > 0) & (low + 10 <= 21), low + 10, low),
        soft=(hands[:, ACE] > 0) & (low + 10 <= 21),
        levels=tuple(np.flatnonzero(low == level) for level in range(21, 0, -1) if (low == level).any()),
    )
    steps = encode(np.eye(VALUES, dtype=np.int64))
    child = universe.rows_of_keys(keys[:, None] + steps[None, :])
    return dataclasses.replace(universe, child=child)


@functools.cache
def regular() -> Universe:
    """Every hand of hard total 21 or less: the hands dealt before any split."""
    return _build(hands_up_to_21())


@functools.cache
def after_split(pair: int) -> Universe:
    """Hands grown from one card of a split pair: those holding at least one card of the pair's value."""
    hands = hands_up_to_21()
    return _build(hands[hands[:, pair] > 0])


def two_card_hands() -> list[tuple[int, int]]:
    """Every first two cards as value indices (low, high)."""
    return [(a, b) for a in range(VALUES) for b in range(a, VALUES)]
