"""The dealer's final totals, exactly, for any shoe composition.

Every way the dealer can finish from an upcard is listed once as a *terminal*: the
multiset of cards drawn after the upcard, its outcome, and how many drawing orders reach
it without stopping early. A terminal's probability from a shoe ``n`` is then
``orders × Π ff(n_v, k_v) / ff(N, k)`` (``ff`` the falling factorial); ``expansion``
sums it over thousands of shoes at once.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from .composition import ACE, TEN, VALUES

OUTCOMES: tuple[str, ...] = ("17", "18", "19", "20", "21", "blackjack", "bust")
"""The dealer's possible results, in the order of a distribution's columns."""
BLACKJACK, BUST = 5, 6
_DIGIT = 16  # radix of a drawn multiset's key: the dealer never draws 16 cards of one value


@dataclass(frozen=True)
class Terminals:
    """Every finished dealer hand from one upcard, as arrays."""

    counts: np.ndarray
    """(terminals × 10) cards drawn after the upcard, the hole card included."""
    orders: np.ndarray
    """Drawing orders that end in each terminal."""
    outcome: np.ndarray
    """Index into ``OUTCOMES``."""


def _keys(counts: np.ndarray) -> np.ndarray:
    return counts @ (_DIGIT ** np.arange(VALUES - 1, -1, -1, dtype=np.int64))


@functools.cache
def terminals(upcard: int, hits_soft_17: bool) -> Terminals:
    """How the dealer can finish from ``upcard`` (a value index).

    Drawn card by card for all unfinished hands at once; unfinished hands holding the
    same cards are merged, their drawing orders added, as what follows depends on the
    cards only.
    """
    counts = np.zeros((1, VALUES), dtype=np.int64)
    low = np.array([upcard + 1])
    ace = np.array([upcard == ACE])
    orders = np.ones(1)
    found_counts, found_outcome, found_orders = [], [], []
    first = True
    while len(counts):
        n = len(counts)
        card = np.tile(np.arange(VALUES), n)
        grown = np.repeat(counts, VALUES, axis=0)
        grown[np.arange(n * VALUES), card] += 1
        new_low = np.repeat(low, VALUES) + card + 1
        new_ace = np.repeat(ace, VALUES) | (card == ACE)
        weight = np.repeat(orders, VALUES)
        best = np.where(new_ace & (new_low + 10 <= 21), new_low + 10, new_low)
        soft = best != new_low
        outcome = np.where(best > 21, BUST, best - 17)
        stops = (best > 17) | ((best == 17) & ~(soft & hits_soft_17))
        if first:
            outcome = np.where(best == 21, BLACKJACK, outcome)
            stops |= best == 21
        found_counts.append(grown[stops])
        found_outcome.append(outcome[stops])
        found_orders.append(weight[stops])
        going = ~stops
        merged, where, back = np.unique(_keys(grown[going]), return_index=True, return_inverse=True)
        counts, low, ace = grown[going][where], new_low[going][where], new_ace[going][where]
        orders = np.bincount(back, weights=weight[going], minlength=len(merged))
        first = False
    counts = np.concatenate(found_counts)
    outcome = np.concatenate(found_outcome)
    # A finished multiset has one outcome (its total), so its key alone merges drawing orders.
    merged, where, back = np.unique(_keys(counts), return_index=True, return_inverse=True)
    return Terminals(
        counts=counts[where],
        orders=np.bincount(back, weights=np.concatenate(found_orders), minlength=len(merged)),
        outcome=outcome[where],
    )


def blackjack_chance(upcard: int, shoes: np.ndarray) -> np.ndarray:
    """The chance the hole card makes a blackjack, for each shoe (rows of counts, upcard removed)."""
    shoes = np.asarray(shoes, dtype=np.float64)
    if upcard not in (ACE, TEN):
        return np.zeros(len(shoes))
    hole = TEN if upcard == ACE else ACE
    left = shoes.sum(axis=1)
    return np.divide(shoes[:, hole], left, out=np.zeros(len(shoes)), where=left > 0)


def distributions(upcard: int, hits_soft_17: bool, shoes: np.ndarray) -> np.ndarray:
    """The dealer's outcome probabilities (shoes × 7) for each shoe (shoes × 10 counts, upcard removed).

    Probabilities are unconditional: the hole card (or second card) may make a blackjack.
    A shoe with a negative count gets zeros.
    """
    from .expansion import outcome_chances

    shoes = np.asarray(shoes, dtype=np.int64)
    result = np.zeros((len(shoes), len(OUTCOMES)))
    if not len(shoes):
        return result
    base = shoes.max(axis=0)
    result[:, :BLACKJACK] = outcome_chances(upcard, hits_soft_17, base, base - shoes)
    result[:, BLACKJACK] = blackjack_chance(upcard, shoes)
    result[:, BUST] = 1.0 - result[:, :BUST].sum(axis=1)
    result[(shoes < 0).any(axis=1)] = 0.0
    return result
