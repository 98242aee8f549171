"""Card compositions: the shoe and hands as counts of the ten card values.

The analysis sees cards by value only: index 0 is the ace, 1 … 8 the twos to
nines, 9 every ten-value card. A hand or a set of removed cards is a tuple of
ten counts, so two hands holding the same cards in another order are one state.
"""

from __future__ import annotations

import functools

import numpy as np

VALUES = 10
"""Distinct card values: A, 2 … 9, 10."""
ACE, TEN = 0, 9
LABELS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")
"""Value labels by index; every ten-value card is ``"10"``."""
UPCARD_ORDER: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 8, 9, 0)
"""Upcard indices in the order charts print them: 2 … 10, A."""

Counts = tuple[int, ...]


def full_shoe(decks: int) -> np.ndarray:
    """Counts of each value in ``decks`` full decks: four of each rank, sixteen tens."""
    counts = np.full(VALUES, 4 * decks, dtype=np.int64)
    counts[TEN] = 16 * decks
    return counts


def points(index: int) -> int:
    """Points of a value index, counting an ace as 1."""
    return index + 1


def hard_sum(counts: Counts) -> int:
    """Total with every ace counted 1."""
    return sum(c * (i + 1) for i, c in enumerate(counts))


def total(counts: Counts) -> tuple[int, bool]:
    """Best total and whether an ace counts 11 in it."""
    low = hard_sum(counts)
    if counts[ACE] and low + 10 <= 21:
        return low + 10, True
    return low, False


def add(counts: Counts, index: int, times: int = 1) -> Counts:
    """``counts`` with ``times`` more cards of value ``index``."""
    return counts[:index] + (counts[index] + times,) + counts[index + 1 :]


def single(index: int, times: int = 1) -> Counts:
    return add((0,) * VALUES, index, times)


@functools.cache
def hands_up_to_21() -> np.ndarray:
    """(hands × 10) every hand of one or more cards whose hard total is at most 21, by hard total, then cards."""
    points = np.arange(1, VALUES + 1)
    grown = np.eye(VALUES, dtype=np.int64)
    found = [grown]
    while len(grown):  # one more card of every value, kept where the hard total stays at most 21
        grown = (grown[:, None, :] + np.eye(VALUES, dtype=np.int64)[None, :, :]).reshape(-1, VALUES)
        grown = grown[grown @ points <= 21]
        grown = grown[np.unique(encode(grown), return_index=True)[1]]
        found.append(grown)
    hands = np.concatenate(found)
    return hands[np.lexsort((*(hands[:, v] for v in range(VALUES - 1, -1, -1)), hands.sum(axis=1), hands @ points))]


def encode(counts: np.ndarray) -> np.ndarray:
    """One integer per row of counts (each below 32), equal for equal rows."""
    return np.asarray(counts, dtype=np.int64) @ (32 ** np.arange(VALUES, dtype=np.int64))
