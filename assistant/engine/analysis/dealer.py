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

from .composition import ACE, VALUES

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
        going = np.flatnonzero(~stops)
        where, back = _merge(_keys(grown[going]))
        counts, low, ace = grown[going][where], new_low[going][where], new_ace[going][where]
        orders = np.bincount(back, weights=weight[going], minlength=len(where))
        first = False
    counts = np.concatenate(found_counts)
    outcome = np.concatenate(found_outcome)
    # A finished multiset has one outcome (its total), so its key alone merges drawing orders.
    where, back = _merge(_keys(counts))
    return Terminals(
        counts=counts[where],
        orders=np.bincount(back, weights=np.concatenate(found_orders), minlength=len(where)),
        outcome=outcome[where],
    )


def _merge(keys: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(a row of each distinct key, in key order; each row's distinct key)."""
    order = np.argsort(keys, kind="stable")
    ordered = keys[order]
    new = np.empty(len(keys), dtype=bool)
    new[:1] = True
    np.not_equal(ordered[1:], ordered[:-1], out=new[1:])
    back = np.empty(len(keys), dtype=np.int64)
    back[order] = np.cumsum(new) - 1
    return order[new], back


def distributions(upcard: int, hits_soft_17: bool, shoes: np.ndarray) -> np.ndarray:
    """The dealer's outcome probabilities (shoes × 7) for each shoe (shoes × 10 counts, upcard removed).

    Probabilities are unconditional: the hole card (or second card) may make a blackjack.
    Terminal by terminal, for a few shoes; ``expansion`` sums over thousands at once.
    """
    term = terminals(upcard, hits_soft_17)
    shoes = np.asarray(shoes, dtype=np.float64)
    deepest = int(term.counts.max()) + 1
    # ff(n_v, j) for each shoe, value and j, then the product over values for each terminal.
    tops = shoes[:, :, None] - np.arange(deepest)[None, None, :]
    falling = np.cumprod(np.concatenate([np.ones(shoes.shape + (1,)), np.maximum(tops[:, :, :-1], 0)], axis=2), axis=2)
    ways = np.prod(falling[:, np.arange(VALUES)[None, :], term.counts], axis=2)
    cards = term.counts.sum(axis=1)
    left = shoes.sum(axis=1)[:, None] - np.arange(int(cards.max()))[None, :]
    orders = np.cumprod(np.concatenate([np.ones((len(shoes), 1)), np.maximum(left, 0)], axis=1), axis=1)
    chance = np.divide(ways * term.orders, orders[:, cards], out=np.zeros_like(ways), where=orders[:, cards] > 0)
    result = np.zeros((len(shoes), len(OUTCOMES)))
    for outcome in range(len(OUTCOMES)):
        result[:, outcome] = chance[:, term.outcome == outcome].sum(axis=1)
    return result
