"""The dealer's final totals, exactly, for any shoe composition.

Every way the dealer can finish from an upcard is listed once as a *terminal*:
the multiset of cards drawn after the upcard, its outcome, and how many drawing
orders reach it without stopping early. A terminal's probability from a shoe
``n`` is then ``orders × Π ff(n_v, k_v) / ff(N, k)`` (``ff`` the falling
factorial), so the dealer's distribution for thousands of shoes is one matrix
product in log space instead of thousands of recursions.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from .composition import ACE, VALUES, Counts, add

OUTCOMES: tuple[str, ...] = ("17", "18", "19", "20", "21", "blackjack", "bust")
"""The dealer's possible results, in the order of a distribution's columns."""
BLACKJACK, BUST = 5, 6
_NEVER = -1e30  # log of a probability that is zero: exp() gives exactly 0


@dataclass(frozen=True)
class Terminals:
    """Every finished dealer hand from one upcard, as arrays."""

    counts: np.ndarray
    """(terminals × 10) cards drawn after the upcard, the hole card included."""
    orders: np.ndarray
    """Drawing orders that end in each terminal."""
    outcome: np.ndarray
    """Index into ``OUTCOMES``."""


@functools.cache
def terminals(upcard: int, hits_soft_17: bool) -> Terminals:
    """How the dealer can finish from ``upcard`` (a value index)."""
    found: dict[tuple[Counts, int], int] = {}

    def draw(counts: Counts, low: int, ace: bool, drawn: int) -> None:
        for index in range(VALUES):
            grown = add(counts, index)
            new_low, new_ace = low + index + 1, ace or index == ACE
            best = new_low + 10 if new_ace and new_low + 10 <= 21 else new_low
            soft = best != new_low
            if drawn == 0 and best == 21:
                outcome = BLACKJACK
            elif best > 21:
                outcome = BUST
            elif best > 17 or (best == 17 and not (soft and hits_soft_17)):
                outcome = best - 17
            else:
                draw(grown, new_low, new_ace, drawn + 1)
                continue
            key = (grown, outcome)
            found[key] = found.get(key, 0) + 1

    draw((0,) * VALUES, upcard + 1, upcard == ACE, 0)
    keys = sorted(found)
    return Terminals(
        counts=np.array([k[0] for k in keys], dtype=np.int64),
        orders=np.array([found[k] for k in keys], dtype=np.float64),
        outcome=np.array([k[1] for k in keys], dtype=np.int64),
    )


@functools.cache
def _design(upcard: int, hits_soft_17: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray, int, int]:
    """Terminal features for the log-space product: (value, j) set when a terminal holds more than j."""
    term = terminals(upcard, hits_soft_17)
    depth = int(term.counts.max()) or 1
    length = int(term.counts.sum(axis=1).max())
    per_value = (term.counts[:, :, None] > np.arange(depth)[None, None, :]).reshape(len(term.counts), -1)
    drawn = term.counts.sum(axis=1)[:, None] > np.arange(length)[None, :]
    outcome = np.zeros((len(term.counts), len(OUTCOMES)))
    outcome[np.arange(len(term.counts)), term.outcome] = term.orders
    return per_value.astype(np.float64).T, drawn.astype(np.float64).T, outcome, depth, length


def distributions(upcard: int, hits_soft_17: bool, shoes: np.ndarray) -> np.ndarray:
    """The dealer's outcome probabilities (shoes × 7) for each shoe (shoes × 10 counts, upcard removed).

    Probabilities are unconditional: the hole card (or second card) may make a blackjack.
    """
    per_value, drawn, outcome, depth, length = _design(upcard, hits_soft_17)
    shoes = np.asarray(shoes, dtype=np.float64)
    left = shoes[:, :, None] - np.arange(depth)[None, None, :]
    with np.errstate(divide="ignore", invalid="ignore"):
        log_left = np.where(left > 0, np.log(np.maximum(left, 1)), _NEVER).reshape(len(shoes), -1)
        total = shoes.sum(axis=1)[:, None] - np.arange(length)[None, :]
        log_total = np.where(total > 0, np.log(np.maximum(total, 1)), 0.0)
    # In place: a fresh array of this size costs more in page faults than the exp itself.
    log_p = log_left @ per_value
    log_p -= log_total @ drawn
    np.exp(log_p, out=log_p)
    return log_p @ outcome
