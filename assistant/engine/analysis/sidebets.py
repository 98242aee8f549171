"""Exact house edge of a side bet on a box's first two cards and the dealer's first card, by counting."""

from __future__ import annotations

import itertools
from math import comb

from ..cards import FULL_DECK
from ..rules import SideBet


def side_bet_edge(bet: SideBet, decks: int) -> float:
    """House edge of ``bet`` in a shoe of ``decks`` decks, as a fraction of the stake.

    Every three cards are equally likely: each set of card kinds (with repeats) is
    counted by the ways ``decks`` copies of each kind can supply it, and paid by the
    bet's own pay table (the highest combination only), as the round engine pays it.
    """
    ways_total = comb(52 * decks, 3)
    expected = 0
    for kinds in itertools.combinations_with_replacement(range(52), 3):
        ways = 1
        for kind in set(kinds):
            ways *= comb(decks, kinds.count(kind))
        if not ways:
            continue
        line = bet.best_line(tuple(FULL_DECK[k] for k in kinds))
        expected += ways * (line.pays if line is not None else -1)
    return float(-expected / ways_total)
