"""The dealer's chances from many shoes at once: sums over the cards each shoe lacks.

Every shoe here is one full shoe ``S`` less a few removed cards ``h`` (a hand, the
upcard's companions, a pair's other cards). A dealer finish drawing ``d`` has the chance
``w Π_v ff(S_v − h_v, d_v) / ff(N − |h|, |d|)``, and each falling factorial expands
over the removed cards (Vandermonde's identity):

    ff(S − h, d) = Σ_{i ≤ min(d, h)} (−1)^i C(d, i) ff(S − i, d − i) ff(h, i).

So a sum over finishes becomes a sum over the sub-multisets ``i`` of the removed cards,
``Σ_i Π_v ff(h_v, i_v) · coefficient(i, |h|)``, whose coefficients come from the full
shoe alone. The shoes' removed cards share prefixes (value by value, aces first), and the
sub-multisets share suffixes; summing one card value at a time over both costs a few
million multiplications for tens of thousands of shoes, where a recursion per shoe would
cost billions. Terms alternate in sign but shrink as ``h/S``: results agree with exact
fractions to about 1e-15.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass
from math import comb

import numpy as np

from .composition import VALUES
from .dealer import BLACKJACK, terminals

FINISHES = BLACKJACK
"""Outcomes summed here: the dealer standing on 17 … 21 (a blackjack and a bust are found without it)."""
_BITS = 4
_RADIX = 1 << _BITS  # of a sub-multiset's key: no finish draws 16 cards of one value
_MOST = 64  # falling factorials are tabled for counts below this


@dataclass(frozen=True)
class _Step:
    """Summing out one card value: how the sub-multisets' suffixes nest."""

    offsets: np.ndarray
    """Where the suffixes holding ``m`` of this value start, for m = 0, 1, …"""
    counts: np.ndarray
    """How many suffixes hold ``m`` of this value; they map onto the first ``counts[m]`` shorter suffixes."""
    order: np.ndarray | None
    """Shorter suffixes, from the order they are found in to the order the next step reads them."""


@dataclass(frozen=True)
class _Subsets:
    """For one upcard: every (finish, sub-multiset of its cards) pair, and how the sub-multisets nest."""

    column: np.ndarray
    """Each pair's sub-multiset, as a column of the first step."""
    outcome: np.ndarray
    cards: np.ndarray
    """Cards the finish draws."""
    columns: int
    steps: tuple[_Step, ...]


def _finishes(upcard: int, hits_soft_17: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The dealer's finishes on 17 … 21: (cards drawn, drawing orders, outcome)."""
    term = terminals(upcard, hits_soft_17)
    keep = term.outcome < FINISHES
    return term.counts[keep], term.orders[keep], term.outcome[keep]


def _enumerate(draws: np.ndarray, factors: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every (finish, sub-multiset of its cards), one value at a time: the finish, the sub-multiset's
    key (aces most significant) and, given ``factors`` (value × d × i), the product of its factors."""
    power = _RADIX ** np.arange(VALUES - 1, -1, -1, dtype=np.int64)
    finish = np.arange(len(draws))
    keys = np.zeros(len(draws), dtype=np.int64)
    product = np.ones(len(draws))
    for value in range(VALUES):
        drawn = draws[finish, value]
        ways = drawn + 1
        digit = np.arange(int(ways.sum())) - np.repeat(np.cumsum(ways) - ways, ways)
        keys = np.repeat(keys, ways) + digit * power[value]
        if factors is not None:
            product = np.repeat(product, ways) * factors[value][np.repeat(drawn, ways), digit]
        finish = np.repeat(finish, ways)
    return finish, keys, product


@functools.cache
def _subsets(upcard: int, hits_soft_17: bool) -> _Subsets:
    draws, weights, outcomes = _finishes(upcard, hits_soft_17)
    finish, keys, _ = _enumerate(draws)
    by_key = np.argsort(keys)
    ordered = keys[by_key]
    new = np.empty(len(keys), dtype=bool)
    new[:1] = True
    np.not_equal(ordered[1:], ordered[:-1], out=new[1:])
    distinct = ordered[new]
    which = np.empty(len(keys), dtype=np.int64)  # each pair's sub-multiset, as an index into ``distinct``
    which[by_key] = np.cumsum(new) - 1
    nodes = [_distinct(np.sort(distinct & (_RADIX ** (VALUES - depth) - 1))) for depth in range(VALUES + 1)]
    # Order the suffixes so that each step reads and writes slices (see ``_Step``): a step reads
    # suffixes by this value's count, then by where their shorter suffix is written; it writes the
    # shorter ones with the most ways to extend first, so those extended by m form a prefix.
    written = np.zeros(1, dtype=np.int64)  # the empty suffix
    read_next: np.ndarray | None = None
    steps: list[_Step] = []
    for depth in range(VALUES - 1, -1, -1):
        here = nodes[depth]
        scale = _RADIX ** (VALUES - 1 - depth)
        digit = here // scale
        rest_place = _positions(written, here % scale)
        read = here[np.lexsort((rest_place, digit))]
        counts = np.bincount(digit)
        order = None if read_next is None else _positions(written, read_next)
        steps.append(_Step(np.cumsum(counts) - counts, counts, order))
        if depth:
            longer = nodes[depth - 1]
            most = np.zeros(len(here), dtype=np.int64)
            np.maximum.at(most, np.searchsorted(here, longer % (scale * _RADIX)), longer // (scale * _RADIX))
            written = here[np.argsort(-most, kind="stable")]
        read_next = read
    steps.reverse()
    column = _positions(read_next, distinct)[which]
    return _Subsets(column, outcomes[finish], draws.sum(axis=1)[finish], len(read_next), tuple(steps))


def _positions(ordered: np.ndarray, wanted: np.ndarray) -> np.ndarray:
    """Where each of ``wanted`` stands in ``ordered`` (distinct keys, every wanted one present)."""
    sorter = np.argsort(ordered)
    return sorter[np.searchsorted(ordered[sorter], wanted)]


_BINOMIAL = np.array([[comb(n, k) for k in range(_RADIX)] for n in range(_RADIX)], dtype=np.float64)
_FALLING = np.ones((_MOST, _RADIX))
for _i in range(1, _RADIX):
    _FALLING[:, _i] = _FALLING[:, _i - 1] * np.maximum(np.arange(_MOST) - (_i - 1), 0)


@dataclass(frozen=True)
class _Level:
    """One card value of the removed cards' trie: each prefix one count longer, fewest of this value first."""

    parent: np.ndarray
    """Each longer prefix's shorter one, as a row of the previous table."""
    count: np.ndarray
    """Cards of this value in each longer prefix."""
    starts: np.ndarray
    """``starts[m]``: the first longer prefix with at least m of this value (m = 1 …)."""


@dataclass(frozen=True)
class _Prefixes:
    """The removed cards of many shoes as a trie, aces first; a row's class rides along at the root."""

    classes: np.ndarray
    """Distinct classes, the rows of the first step's table."""
    levels: tuple[_Level, ...]
    row: np.ndarray
    """Each shoe's row in the last table."""


def _prefixes(removed: np.ndarray, classes: np.ndarray) -> _Prefixes:
    bits = max(int(removed.max(initial=0)), 1).bit_length()
    if (int(classes.max(initial=0)) + 1).bit_length() + bits * VALUES > 62:
        raise ValueError("too many cards removed from one shoe")
    power = np.left_shift(1, bits * np.arange(VALUES - 1, -1, -1, dtype=np.int64))
    full = (classes.astype(np.int64) << (bits * VALUES)) + removed @ power
    sorter = np.argsort(full)
    ordered = full[sorter]
    place = np.arange(len(_distinct(ordered >> (bits * VALUES))))
    levels = []
    for depth in range(VALUES):
        nodes = _distinct(ordered >> (bits * (VALUES - 1 - depth)))
        up = nodes >> bits
        parent = np.empty(len(nodes), dtype=np.int64)  # nodes are sorted, so are their parents
        parent[0] = 0
        np.cumsum(up[1:] != up[:-1], out=parent[1:])
        count = (nodes & ((1 << bits) - 1)).astype(np.uint8)
        order = np.argsort(count, kind="stable")
        count = count[order].astype(np.int64)
        levels.append(_Level(place[parent[order]], count, np.searchsorted(count, np.arange(1, int(count[-1]) + 1))))
        place = np.empty(len(nodes), dtype=np.int64)
        place[order] = np.arange(len(nodes))
    node = np.empty(len(full), dtype=np.int64)  # each sorted shoe's distinct removed cards
    node[0] = 0
    np.cumsum(ordered[1:] != ordered[:-1], out=node[1:])
    row = np.empty(len(full), dtype=np.int64)
    row[sorter] = place[node]
    return _Prefixes(_distinct(ordered >> (bits * VALUES)), tuple(levels), row)


def _distinct(ordered: np.ndarray) -> np.ndarray:
    """The distinct values of a sorted array."""
    keep = np.empty(len(ordered), dtype=bool)
    keep[:1] = True
    np.not_equal(ordered[1:], ordered[:-1], out=keep[1:])
    return ordered[keep]


class _Scratch:
    """Three buffers for ``_sum_out``, grown as needed: fresh memory for each would cost page faults."""

    def __init__(self) -> None:
        self.buffers = (np.empty(0), np.empty(0), np.empty(0))

    def get(self, size: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        if len(self.buffers[0]) < size:
            self.buffers = (np.empty(size), np.empty(size), np.empty(size))
        return self.buffers


def _sum_out(subsets: _Subsets, prefixes: _Prefixes, leaves: np.ndarray, scratch_space: _Scratch) -> np.ndarray:
    """Σ_i Π_v ff(h_v, i_v) leaves[class, i] for every shoe, one card value at a time.

    Tables are kept suffix-major (a row per sub-multiset suffix), so extending prefixes gathers
    along rows and reordering suffixes moves whole rows; three buffers serve every step.
    """
    shapes = [(int(step.counts[0]), len(level.parent)) for step, level in zip(subsets.steps, prefixes.levels)]
    spare, other, scratch = scratch_space.get(max(width * rows for width, rows in shapes))
    table = np.ascontiguousarray(leaves.T)
    for step, level, (width, rows) in zip(subsets.steps, prefixes.levels, shapes):
        out = spare[:width * rows].reshape(width, rows)
        np.take(table[:width], level.parent, axis=1, out=out, mode="clip")
        for m in range(1, min(len(level.starts), len(step.counts) - 1) + 1):
            first = int(level.starts[m - 1])  # prefixes holding m or more of this value
            lo, n = int(step.offsets[m]), int(step.counts[m])
            part = scratch[:n * (rows - first)].reshape(n, rows - first)
            np.take(table[lo:lo + n], level.parent[first:], axis=1, out=part, mode="clip")
            part *= _FALLING[level.count[first:], m]
            out[:n, first:] += part
        if step.order is not None:
            ordered = other[:width * rows].reshape(width, rows)
            np.take(out, step.order, axis=0, out=ordered, mode="clip")
            out = ordered
        else:
            spare, other = other, spare
        table = out
    return table[0, prefixes.row]


@functools.lru_cache(maxsize=64)
def _cells(upcard: int, hits_soft_17: bool, shoe: tuple[int, ...]) -> np.ndarray:
    """(outcomes × cards drawn × sub-multisets) Σ w Π (−1)^i C(d, i) ff(S − i, d − i) over the finishes.

    ``S`` is ``shoe`` less the upcard: the coefficients of the expansion, by the finish's
    outcome and number of cards drawn.
    """
    subsets = _subsets(upcard, hits_soft_17)
    base = np.array(shoe) - np.eye(VALUES, dtype=np.int64)[upcard]
    # (−1)^i C(d, i) ff(S_v − i, d − i) for every value, d and i, multiplied in as each pair is enumerated.
    d, i = np.arange(_RADIX)[:, None], np.arange(_RADIX)[None, :]
    tops = base[:, None, None, None] - i[None, :, :, None] - np.arange(_RADIX)[None, None, None, :]
    falling = np.cumprod(np.concatenate([np.ones((VALUES, 1, _RADIX, 1)), tops[..., :-1]], axis=3), axis=3)
    falling = np.take_along_axis(falling, np.broadcast_to(np.maximum(d - i, 0)[None, :, :, None],
                                                          (VALUES, _RADIX, _RADIX, 1)), axis=3)[..., 0]
    draws, weights, _ = _finishes(upcard, hits_soft_17)
    finish, _, product = _enumerate(draws, np.where(i % 2, -1.0, 1.0) * _BINOMIAL * falling)
    coefficient = weights[finish] * product
    most = int(subsets.cards.max()) + 1
    cells = np.bincount((subsets.outcome * most + subsets.cards) * subsets.columns + subsets.column,
                        weights=coefficient, minlength=FINISHES * most * subsets.columns)
    return cells.reshape(FINISHES, most, subsets.columns)


def _sums(jobs: Iterable[tuple[tuple[int, ...], np.ndarray, np.ndarray]], hits_soft_17: bool, shoe: np.ndarray,
          pay: np.ndarray) -> list[np.ndarray]:
    """Per job (upcards, removed, kinds): (upcards × shoes) Σ_o pay[kind, o] P(o) from each
    ``shoe − upcard − removed`` (o over ``FINISHES``)."""
    shoe = np.asarray(shoe, dtype=np.int64)
    scratch = _Scratch()
    results = []
    for upcards, removed, kinds in jobs:
        removed = np.asarray(removed, dtype=np.int64)
        left = int(shoe.sum()) - 1 - removed.sum(axis=1)
        lefts = np.unique(left)
        prefixes = _prefixes(removed, np.searchsorted(lefts, left) * len(pay) + kinds)
        kind = prefixes.classes % len(pay)
        result = np.empty((len(upcards), len(removed)))
        for row, upcard in enumerate(upcards):
            subsets = _subsets(upcard, hits_soft_17)
            cells = _cells(upcard, hits_soft_17, tuple(int(n) for n in shoe))
            most = cells.shape[1]
            # 1 / ff(left, k) for each count of cards left and each k; 0 where the shoe runs out (no chance then).
            steps = lefts[:, None] - np.arange(most)[None, :]
            inverse = np.cumprod(np.where(steps > 0, 1.0 / np.maximum(steps, 1), 0.0), axis=1)
            inverse = np.concatenate([np.ones((len(lefts), 1)), inverse[:, :-1]], axis=1)
            leaves = np.empty((len(prefixes.classes), subsets.columns))
            for k in range(len(pay)):
                mine = kind == k
                if mine.any():
                    # Small products, summed without BLAS: its threads cost more than they save here.
                    paid = np.einsum("o,okn->kn", pay[k], cells)
                    leaves[mine] = np.einsum("ck,kn->cn", inverse[prefixes.classes[mine] // len(pay)], paid)
            result[row] = _sum_out(subsets, prefixes, leaves, scratch)
        results.append(result)
    return results


def outcome_chances(upcard: int, hits_soft_17: bool, base: np.ndarray, removed: np.ndarray) -> np.ndarray:
    """(shoes × 5) chances of the dealer standing on 17 … 21 from each shoe ``base − removed`` (upcard out)."""
    rows = len(removed)
    every = np.repeat(np.asarray(removed), FINISHES, axis=0)
    kinds = np.tile(np.arange(FINISHES), rows)
    shoe = np.asarray(base) + np.eye(VALUES, dtype=np.int64)[upcard]
    return _sums([((upcard,), every, kinds)], hits_soft_17, shoe, np.eye(FINISHES))[0][0].reshape(rows, FINISHES)


def stand_sums(upcards: tuple[int, ...], hits_soft_17: bool, shoe: np.ndarray, removed: np.ndarray,
               totals: np.ndarray) -> np.ndarray:
    """(upcards × shoes) Σ_o (sign(total − o) − 1) P(o) over the dealer's 17 … 21.

    Each shoe is ``shoe`` less the upcard and a row of ``removed``. Standing on ``total``
    is worth 1 − P(blackjack) plus this; a total under 17 (give 16) loses to all five.
    """
    return stand_sums_each(hits_soft_17, shoe, [(tuple(upcards), removed, totals)])[0]


def stand_sums_each(hits_soft_17: bool, shoe: np.ndarray,
                    jobs: Iterable[tuple[tuple[int, ...], np.ndarray, np.ndarray]]) -> list[np.ndarray]:
    """``stand_sums`` for each job (upcards, removed, totals), in one pass; jobs are taken one at a time."""
    pay = np.sign(np.arange(16, 22)[:, None] - np.arange(17, 22)[None, :]) - 1.0
    return _sums(((upcards, removed, np.clip(np.asarray(totals), 16, 21) - 16) for upcards, removed, totals in jobs),
                 hits_soft_17, shoe, pay)
