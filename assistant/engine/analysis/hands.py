"""The player's hand states: every composition a hand can reach, and how they connect.

The *universe* is every hand of hard total 21 or less, with each hand's hand after one
more card. *Plays* are hands against an upcard (and for split hands, a pair), linked the
same way, so one numpy pass values them all, children before parents.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from .composition import ACE, VALUES, encode, hands_up_to_21, single

SEVENS = np.array(single(6, 3))
"""Three sevens: the hand 7, 7, 7."""


def find(keys: np.ndarray, wanted: np.ndarray) -> np.ndarray:
    """Index of each wanted key among ``keys`` (distinct); -1 where it is not there."""
    sorter = np.argsort(keys)
    ordered = keys[sorter]
    place = np.minimum(np.searchsorted(ordered, wanted), len(keys) - 1)
    return np.where(ordered[place] == wanted, sorter[place], -1)


@dataclass(frozen=True)
class Universe:
    """Every hand of hard total 21 or less, indexed 0 … S-1 in order of hard total."""

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

    def rows(self, hands: np.ndarray) -> np.ndarray:
        """Indices of ``hands`` (rows of counts); -1 for a hand not in this universe."""
        return find(self.keys, encode(hands))


def _build(hands: np.ndarray) -> Universe:
    keys = encode(hands)
    low = hands @ np.arange(1, VALUES + 1)
    soft = (hands[:, ACE] > 0) & (low + 10 <= 21)
    child = find(keys, keys[:, None] + encode(np.eye(VALUES, dtype=np.int64))[None, :])
    return Universe(hands, keys, child, hands.sum(axis=1), np.where(soft, low + 10, low), soft)


@functools.cache
def regular() -> Universe:
    """Every hand of hard total 21 or less: the hands dealt before any split."""
    return _build(hands_up_to_21())


@dataclass(frozen=True)
class Plays:
    """Hands to value, each against its own upcard; children are the same hand after one more card.

    Ordered by hard total, highest first, so children always come before parents.
    """

    upcard: np.ndarray
    hands: np.ndarray
    """(n × 10) counts of each hand."""
    child: np.ndarray
    """(n × 10) the play after one more card of each value; -1 where it busts or is not among the plays."""
    total: np.ndarray
    soft: np.ndarray
    cards: np.ndarray
    sevens: np.ndarray
    """Whether the hand is 7, 7, 7."""
    levels: tuple[slice, ...]
    """Plays of one hard total, highest first."""
    given: np.ndarray
    """Where each play was given: play ``i`` is the ``given[i]``-th of the arguments."""

    def placed(self) -> np.ndarray:
        """For each play as given, its index here."""
        place = np.empty(len(self.given), dtype=np.int64)
        place[self.given] = np.arange(len(self.given))
        return place


def plays(upcard: np.ndarray, rows: np.ndarray, group: np.ndarray | None = None,
          rank: np.ndarray | None = None) -> Plays:
    """Every (upcard, hand) given, the hand as its row in ``regular()``, linked to the others of its
    ``group`` (default: of its upcard); within a hard total, by ``rank`` (default 0), lowest first."""
    universe = regular()
    group = upcard if group is None else group
    rank = np.zeros(len(rows), dtype=np.int64) if rank is None else rank
    low = universe.hands[rows] @ np.arange(1, VALUES + 1)
    order = np.lexsort((group, rank, -low))
    upcard, rows, group, low = upcard[order], rows[order], group[order], low[order]
    where = np.full((int(group.max(initial=0)) + 1, len(universe.hands) + 1), -1)  # the last column: a bust
    where[group, rows] = np.arange(len(rows))
    child = where[group[:, None], universe.child[rows]]
    return Plays(upcard, universe.hands[rows], child, universe.total[rows], universe.soft[rows],
                 universe.cards[rows], universe.keys[rows] == encode(SEVENS[None])[0], _runs(low), order)


def _runs(ordered: np.ndarray) -> tuple[slice, ...]:
    """Slices of equal values in a sorted array."""
    bounds = np.flatnonzero(np.diff(ordered)) + 1
    starts, ends = np.concatenate([[0], bounds]), np.concatenate([bounds, [len(ordered)]])
    return tuple(slice(int(a), int(b)) for a, b in zip(starts, ends))


def two_card_hands() -> list[tuple[int, int]]:
    """Every first two cards as value indices (low, high)."""
    return [(a, b) for a in range(VALUES) for b in range(a, VALUES)]
