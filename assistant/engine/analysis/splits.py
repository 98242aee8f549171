"""The value of splitting a pair, resplits included, exactly for a zero-memory strategy.

Split hands are played as the same cards would be played unsplit (CDZ-: the chart
player's way, blind to the other hands' cards), but valued with every pair card known
to be gone. Each hand's expectation then depends only on how many other pair cards
(``a``) and how many other cards known not to pair (``b``, the second cards of hands
finished before the last resplit) are gone; and by exchangeability, removing an unknown
non-pair card from a shoe ``S`` is ``(f(S) − q f(S − p)) / (1 − q)`` with ``q`` the chance
of a pair card. So every hand is valued from ``X(a)``, a hand dealt a random second card
with ``a`` other pair cards gone, and ``P(a)``, a hand drawing the pair card, computed
for ``a = 1 … 2H − 3`` (H the most hands), and the chance of each way the hands arise.
This follows Eric Farmer's exact splitting algorithm for up to four hands; with more,
hands missing more than ``MOST_REMOVED`` other pair cards are valued as missing that many.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from ..rules import SplitBy, Surrender
from .composition import ACE, TEN, VALUES, encode
from .expansion import stand_sums
from .hands import Universe, after_split, regular
from .player import Game, HandValues, evaluate

UNLIMITED_HANDS = 16
"""Hands a box may become where the casino sets no limit (more have no measurable chance)."""
MOST_REMOVED = 5
"""Other pair cards gone for which split hands are valued exactly: every case of four hands."""
ACTIONS = ("stand", "hit", "double", "surrender", "blackjack")


def split_hand_options(game: Game, universe: Universe, values: HandValues, pair: int) -> dict[str, np.ndarray]:
    """Values of each action on a split hand's first two cards: (B × 10 second cards) per action.

    Actions not allowed are -inf. ``"blackjack"`` is set where the two cards count as blackjack.
    """
    rules = game.rules
    rows = _starts(universe, pair)
    one_card_aces = pair == ACE and not rules.hit_split_aces
    stand = values.stand[:, rows]
    options = {"stand": stand}
    if not one_card_aces:
        options["hit"] = np.where(universe.total[rows] == 21, -np.inf, values.hit[:, rows])
        if rules.double_after_split:
            allowed = _may_double(game, universe, rows) & (universe.total[rows] < 21)  # 21 stands at once
            options["double"] = np.where(allowed[None], values.double[:, rows], -np.inf)
    if rules.surrender is not Surrender.NONE and rules.surrender_after_split:
        options["surrender"] = surrender_value(game, values.no_blackjack[:, rows])
    blackjack = np.zeros(VALUES, dtype=bool)
    if pair == ACE and rules.split_ace_ten_is_blackjack:
        blackjack[TEN] = True
    if pair == TEN and rules.split_ten_ace_is_blackjack:
        blackjack[ACE] = True
    if blackjack.any():
        paid = float(rules.blackjack_pays) * values.no_blackjack[:, rows]
        options = {name: np.where(blackjack[None], -np.inf, v) for name, v in options.items()}
        options["blackjack"] = np.where(blackjack[None], paid, -np.inf)
    return options


def surrender_value(game: Game, no_blackjack: np.ndarray) -> np.ndarray:
    """Giving up half: early surrender always returns half; late only if the dealer has no blackjack."""
    if game.rules.surrender is Surrender.EARLY:
        return np.full_like(no_blackjack, -0.5)
    if game.peek:
        return -0.5 * no_blackjack  # unnormalised: the round only goes on without a dealer blackjack
    return -0.5 * no_blackjack - (1.0 - no_blackjack)


def _starts(universe: Universe, pair: int) -> np.ndarray:
    """Rows of the two-card hands (pair card, second card) for second cards A … 10."""
    hands = np.eye(VALUES, dtype=np.int64) + np.eye(VALUES, dtype=np.int64)[pair]
    return universe.rows(hands)


def _may_double(game: Game, universe: Universe, rows: np.ndarray) -> np.ndarray:
    hard = universe.hands[rows] @ np.arange(1, VALUES + 1)
    return np.array(
        [game.rules.may_double_total(int(low), bool(soft)) for low, soft in zip(hard, universe.soft[rows])]
    )


@dataclass(frozen=True)
class Chart:
    """How split hands of one pair are played: as the same cards unsplit would be."""

    first: np.ndarray
    """(10 upcards × 10 second cards) index into ``ACTIONS`` of the two-card start's action."""
    hits: np.ndarray
    """(10 upcards × S) whether each hand of the split universe is hit."""
    needed: np.ndarray
    """(10 upcards × S) hands the chart can reach (or double into), whose shoes the dealer is needed for."""


def _chart(game: Game, plain: HandValues, pair: int) -> Chart:
    """The unsplit hands' best plays, for split hands of ``pair`` where the split rules allow them."""
    universe = after_split(pair)
    rows = regular().rows(universe.hands)
    hits = (plain.hit[:, rows] > plain.stand[:, rows]) & (universe.total < 21)[None]
    allowed = split_hand_options(game, universe, _dummy(universe), pair)
    start = _starts(universe, pair)
    starts_plain = rows[start]
    unsplit = {
        "stand": plain.stand[:, starts_plain],
        "hit": plain.hit[:, starts_plain],
        "double": plain.double[:, starts_plain],
        "surrender": surrender_value(game, plain.no_blackjack[:, starts_plain]),
        "blackjack": np.zeros_like(plain.stand[:, starts_plain]),
    }
    scores = np.stack([np.where(np.isfinite(allowed[a]), unsplit[a], -np.inf) if a in allowed
                       else np.full_like(unsplit[a], -np.inf) for a in ACTIONS])
    first = np.argmax(scores, axis=0)  # the first of equals: stand before hit before double
    needed = np.zeros_like(hits)
    needed[:, start] = True
    go = hits.copy()
    go[:, start] = first == ACTIONS.index("hit")
    doubles = first == ACTIONS.index("double")
    for level in reversed(universe.levels):  # lowest hard total first: parents before children
        kids = universe.child[level]
        reach = needed[:, level] & go[:, level]
        at_start = np.isin(level, start)
        if at_start.any():
            position = np.searchsorted(start, level[at_start], sorter=np.argsort(start))
            second = np.argsort(start)[position]
            reach[:, at_start] |= doubles[:, second]
        for value in range(VALUES):
            kid = kids[:, value]
            ok = kid >= 0
            needed[:, kid[ok]] |= reach[:, ok]
    return Chart(first, hits, needed)


def _dummy(universe: Universe) -> HandValues:
    """Zero values, for reading which split actions the rules allow."""
    zero = np.zeros((1, len(universe.hands)))
    return HandValues(zero, zero, zero, zero, zero + 1.0, np.zeros((1, len(universe.hands), VALUES)))


def split_values(game: Game, plain: HandValues) -> np.ndarray | None:
    """(10 upcards × 10 pairs) value of splitting each pair, the dealer-blackjack offset aside.

    ``plain``: the values of unsplit hands (the regular universe), whose best plays split
    hands follow. None where no pair may split.
    """
    rules = game.rules
    limit = rules.max_split_hands
    if limit is not None and limit < 2:
        return None
    most = {pair: _most_hands(game, pair) for pair in range(VALUES)}
    removed = {pair: min(2 * most[pair] - 3, MOST_REMOVED) for pair in range(VALUES)}
    charts = {pair: _chart(game, plain, pair) for pair in range(VALUES)}
    sums = _dealer_sums(game, charts, removed)
    takes_original = not game.peek and not game.takes_all
    result = np.empty((VALUES, VALUES))
    for pair in range(VALUES):
        universe = after_split(pair)
        ks = np.repeat(np.arange(1, removed[pair] + 1), VALUES)
        upcards = np.tile(np.arange(VALUES), removed[pair])
        extras = ks[:, None] * np.eye(VALUES, dtype=np.int64)[pair][None, :]
        hits = np.tile(charts[pair].hits, (removed[pair], 1))
        later = _hand_values(game, universe, pair, charts[pair], upcards, extras, sums[pair], 0.0, hits)
        first = _hand_values(game, universe, pair, charts[pair], upcards, extras, sums[pair], 1.0, hits) \
            if takes_original else later
        result[:, pair] = _split(game, pair, most[pair], first, later)
    return result


def _most_hands(game: Game, pair: int) -> int:
    rules = game.rules
    if pair == ACE and not rules.resplit_aces:
        return 2
    return rules.split_limit(aces=pair == ACE) or UNLIMITED_HANDS


def _dealer_sums(game: Game, charts: dict[int, Chart], removed: dict[int, int]) -> dict[int, np.ndarray]:
    """Per pair, (removed × 10 upcards, S) dealer sums for each needed hand with k other pair cards gone."""
    rules = game.rules
    result = {pair: np.zeros((removed[pair] * VALUES, len(after_split(pair).hands))) for pair in range(VALUES)}
    for upcard in range(VALUES):
        parts, places = [], []
        for pair in range(VALUES):
            universe = after_split(pair)
            rows = np.flatnonzero(charts[pair].needed[upcard])
            for k in range(1, removed[pair] + 1):
                hands = universe.hands[rows].copy()
                hands[:, pair] += k
                parts.append((hands, universe.total[rows]))
                places.append((pair, (k - 1) * VALUES + upcard, rows))
        hands = np.concatenate([h for h, _ in parts])
        totals = np.concatenate([t for _, t in parts])
        keys, first, back = np.unique(encode(hands) * 32 + totals, return_index=True, return_inverse=True)
        found = stand_sums((upcard,), rules.dealer_hits_soft_17, game.shoe, hands[first], totals[first])[0][back]
        start = 0
        for pair, row, rows in places:
            result[pair][row, rows] = found[start:start + len(rows)]
            start += len(rows)
    return result


def _hand_values(game: Game, universe: Universe, pair: int, chart: Chart, upcards: np.ndarray, extras: np.ndarray,
                 sums: np.ndarray, original_bet: float, hits: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """X(a) and P(a): (removed × 10 upcards) a hand dealt a random second card, and one drawing the pair card."""
    values = evaluate(game, universe, upcards, extras, sums, original_bet, hits)
    options = split_hand_options(game, universe, values, pair)
    chosen = np.tile(chart.first, (len(upcards) // VALUES, 1))
    stacked = np.stack([options.get(a, np.full_like(options["stand"], -np.inf)) for a in ACTIONS])
    value = np.take_along_axis(stacked, chosen[None], axis=0)[0]  # (B × 10 second cards)
    shoes = game.shoe[None, :] - np.eye(VALUES, dtype=np.int64)[upcards] - extras
    shoes[:, pair] -= 1  # the hand's own pair card
    draw = np.maximum(shoes, 0) / np.maximum(shoes, 0).sum(axis=1, keepdims=True)
    rows = len(upcards) // VALUES
    return (draw * value).sum(axis=1).reshape(rows, VALUES), value[:, pair].reshape(rows, VALUES)


def _split(game: Game, pair: int, most: int, first: tuple[np.ndarray, np.ndarray],
           later: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
    """(10 upcards) expected total of all the hands a split of ``pair`` makes."""
    shoe = game.shoe.astype(np.float64)
    result = np.empty(VALUES)
    for upcard in range(VALUES):
        cards = shoe.sum() - 1.0
        value = 0.0
        for pair_cards, weight in _pair_cards(game, pair, upcard):
            value += weight * _expected(most, pair_cards, cards, first[0][:, upcard], first[1][:, upcard],
                                        later[0][:, upcard], later[1][:, upcard])
        result[upcard] = value
    return result


def _pair_cards(game: Game, pair: int, upcard: int) -> list[tuple[float, float]]:
    """Cards that would let a split hand resplit (the pair's value, or for tens split by rank its rank),
    upcard removed, with their chances: for tens by rank the upcard ten is of the pair's rank or not."""
    shoe = game.shoe
    if pair != TEN or game.rules.split_by is SplitBy.VALUE:
        return [(float(shoe[pair] - (upcard == pair)), 1.0)]
    per_rank = 4 * game.rules.decks
    if upcard != TEN:
        return [(float(per_rank), 1.0)]
    same = (per_rank - 2) / (shoe[TEN] - 2)
    return [(float(per_rank - 1), same), (float(per_rank), 1.0 - same)]


def _expected(most: int, pair_cards: float, cards: float, first_x: np.ndarray, first_p: np.ndarray,
              later_x: np.ndarray, later_p: np.ndarray) -> float:
    """Expected total of the hands, from X(a) and P(a) (index a − 1) of the first hand and of the others."""
    short, full = _arrangements(most, pair_cards, cards)
    first = _Values(first_x, first_p, pair_cards, cards)
    later = first if first_x is later_x else _Values(later_x, later_p, pair_cards, cards)
    total = 0.0
    for hands, chance in short.items():  # every hand finished with a non-pair card
        total += chance * (first.finished(hands - 1, hands - 1) + (hands - 1) * later.finished(hands - 1, hands - 1))
    for done, chance in full.items():  # most hands reached with ``done`` finished before
        if done:
            own = first.finished(most - 1, done - 1) + (done - 1) * later.finished(most - 1, done - 1)
            total += chance * (own + (most - done) * later.any_second(most - 1, done))
        else:
            total += chance * (first.any_second(most - 1, 0) + (most - 1) * later.any_second(most - 1, 0))
    return total


def _arrangements(most: int, pair_cards: float, cards: float) -> tuple[dict[int, float], dict[int, float]]:
    """Chances of the second cards' pattern: ``short[h]`` ends with h < most hands, ``full[k]``
    reaches ``most`` hands after k hands finished; drawn as if one after another (exchangeability)."""
    short: dict[int, float] = {}
    full: dict[int, float] = {}
    states = {(2, 0): 1.0}  # (hands, finished) → chance
    while states:
        following: dict[tuple[int, int], float] = {}
        for (hands, done), chance in states.items():
            if hands == most:
                full[done] = full.get(done, 0.0) + chance
                continue
            if done == hands:
                short[hands] = short.get(hands, 0.0) + chance
                continue
            left_pairs = max(pair_cards - hands, 0.0)  # the pair's two and each resplit card are gone
            p = left_pairs / (cards - hands - done)
            for state, part in (((hands + 1, done), p), ((hands, done + 1), 1.0 - p)):
                if part:
                    following[state] = following.get(state, 0.0) + chance * part
        states = following
    return short, full


class _Values:
    """A split hand's value with ``a`` other pair cards and ``b`` non-pair second cards gone."""

    def __init__(self, random_second: np.ndarray, pair_second: np.ndarray, pair_cards: float, cards: float):
        self.x0, self.p0 = random_second, pair_second
        self.pair_cards, self.cards = pair_cards, cards

    def _chance(self, own: int, a: int, b: int) -> float:
        """The chance the next card pairs, ``own`` + ``a`` pair cards and ``b`` others gone."""
        return max(self.pair_cards - own - a, 0.0) / (self.cards - own - a - b)

    @functools.cache  # noqa: B019 - one instance per split, short-lived
    def any_second(self, a: int, b: int) -> float:
        """X(a, b): the hand's second card is any card."""
        if b == 0:
            return float(self.x0[min(a, len(self.x0)) - 1])
        q = self._chance(1, a, b - 1)
        return (self.any_second(a, b - 1) - q * self.any_second(a + 1, b - 1)) / (1.0 - q)

    @functools.cache  # noqa: B019
    def pair_second(self, a: int, b: int) -> float:
        """P(a, b): the hand's second card is the pair card (and may not resplit)."""
        if b == 0:
            return float(self.p0[min(a, len(self.p0)) - 1])
        q = self._chance(2, a, b - 1)
        return (self.pair_second(a, b - 1) - q * self.pair_second(a + 1, b - 1)) / (1.0 - q)

    def finished(self, a: int, b: int) -> float:
        """N(a, b): the hand's second card is known not to pair."""
        q = self._chance(1, a, b)
        return (self.any_second(a, b) - q * self.pair_second(a, b)) / (1.0 - q)


def pair_share(game: Game, pair: int) -> float:
    """Chance two cards of the pair's value may be split: 1, or for tens split by rank, the same rank."""
    if pair != TEN or game.rules.split_by is SplitBy.VALUE:
        return 1.0
    per_rank = 4 * game.rules.decks
    return (per_rank - 1) / (4 * per_rank - 1)
