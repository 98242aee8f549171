"""The value of splitting a pair, resplits included, exactly for a zero-memory strategy.

Split hands are played as the same cards would be played unsplit (CDZ-: the chart
player's way, blind to the other hands' cards), but valued with every pair card known
to be gone. Each hand's expectation then depends only on how many other pair cards
(``a``) and how many other cards known not to pair (``b``, the second cards of hands
finished before the last resplit) are gone; and by exchangeability, removing an unknown
non-pair card from a shoe ``S`` is ``(f(S) − q f(S − p)) / (1 − q)`` with ``q`` the chance
of a pair card. So every hand is valued from ``X(a)``, a hand dealt a random second card
with ``a`` other pair cards gone, and ``P(a)``, a hand drawing the pair card, computed
for ``a = 1 … 2H − 3`` (H the most hands), and the chance of each way the hands arise:
Eric Farmer's exact splitting algorithm. Here ``a`` goes up to ``MOST_REMOVED``, so splits
are exact up to three hands; with four or more, a hand missing more than three other
pair cards is valued as missing three. Those hands arise in about one split in 170 and
differ by hundredths of a bet: against the exact values (Farmer's, and these with five)
the house edge moves by at most 0.00003 percentage points on the rule sets checked.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..rules import SplitBy, Surrender
from .composition import ACE, TEN, VALUES, hands_up_to_21
from .expansion import stand_sums_each
from .hands import Plays, plays, regular
from .player import Game, HandValues, evaluate

UNLIMITED_HANDS = 16
"""Hands a box may become where the casino sets no limit (more have no measurable chance)."""
MOST_REMOVED = 3
"""Other pair cards gone for which split hands are valued exactly: every case of three hands (2H − 3).

Four hands would need five; valuing the last two as three saves a fifth of the analysis.
"""
ACTIONS = ("stand", "hit", "double", "surrender", "blackjack")


def surrender_value(game: Game, no_blackjack: np.ndarray) -> np.ndarray:
    """Giving up half: early surrender always returns half; late only if the dealer has no blackjack."""
    if game.rules.surrender is Surrender.EARLY:
        return np.full_like(no_blackjack, -0.5)
    if game.peek:
        return -0.5 * no_blackjack  # unnormalised: the round only goes on without a dealer blackjack
    return -0.5 * no_blackjack - (1.0 - no_blackjack)


def allowed_actions(game: Game, pair: int) -> np.ndarray:
    """(actions × 10 second cards) which of ``ACTIONS`` a split hand's first two cards may take."""
    rules = game.rules
    allowed = np.zeros((len(ACTIONS), VALUES), dtype=bool)
    allowed[ACTIONS.index("stand")] = True
    low = pair + 1 + np.arange(1, VALUES + 1)
    soft = ((pair == ACE) | (np.arange(VALUES) == ACE)) & (low + 10 <= 21)
    total = np.where(soft, low + 10, low)
    if pair != ACE or rules.hit_split_aces:
        allowed[ACTIONS.index("hit")] = total < 21
        if rules.double_after_split:  # 21 stands at once
            allowed[ACTIONS.index("double")] = [rules.may_double_total(int(a), bool(b)) and t < 21
                                                for a, b, t in zip(low, soft, total)]
    if rules.surrender is not Surrender.NONE and rules.surrender_after_split:
        allowed[ACTIONS.index("surrender")] = True
    blackjack = np.zeros(VALUES, dtype=bool)
    blackjack[TEN] = pair == ACE and rules.split_ace_ten_is_blackjack
    blackjack[ACE] = pair == TEN and rules.split_ten_ace_is_blackjack
    allowed[:, blackjack] = False
    allowed[ACTIONS.index("blackjack"), blackjack] = True
    return allowed


@dataclass(frozen=True)
class Chart:
    """How split hands are played: as the same cards unsplit would be, where the split rules allow."""

    pair: np.ndarray
    """(n) the pair each split hand was split from."""
    plays: Plays
    """Every split hand the chart can reach (or double into), against its upcard; group: upcard × 10 + pair."""
    hits: np.ndarray
    """(n) whether each is hit."""
    doubles: np.ndarray
    """(n) whether each is a start that doubles."""
    start: np.ndarray
    """(n) for a pair card with a second card, that card's value; else -1."""
    first: np.ndarray
    """(n) for such a start, the index into ``ACTIONS`` of its action."""
    stands: np.ndarray
    """(n) whether a play's stand value is used: it stands, or a doubled start may draw into it."""


def _chart(game: Game, plain: HandValues) -> Chart:
    """The unsplit hands' best plays (``plain``: 10 upcards × regular hands), for every pair's split hands."""
    universe = regular()
    hands = hands_up_to_21()
    hits_all = (plain.hit > plain.stand) & (universe.total < 21)[None]  # the regular universe is these hands
    seconds = np.arange(VALUES)
    parts = []
    for pair in range(VALUES):
        held = np.flatnonzero(hands[:, pair] > 0)
        rows = universe.rows(np.eye(VALUES, dtype=np.int64)[pair] + np.eye(VALUES, dtype=np.int64))
        allowed = allowed_actions(game, pair)
        unsplit = np.stack([plain.stand[:, rows], plain.hit[:, rows], plain.double[:, rows],
                            surrender_value(game, plain.no_blackjack[:, rows]), np.zeros((VALUES, VALUES))])
        first = np.argmax(np.where(allowed[:, None, :], unsplit, -np.inf), axis=0)  # equals: the earlier action
        go = hits_all[:, held].copy()
        place = np.searchsorted(held, rows)
        go[:, place] = first == ACTIONS.index("hit")
        needed = np.zeros_like(go)
        needed[:, place] = True
        # Grow the reached hands card by card; a doubled start needs its children's stand values too.
        child = np.searchsorted(held, universe.child[held])
        child[universe.child[held] < 0] = -1
        doubled = np.zeros_like(go)
        doubled[:, place] = first == ACTIONS.index("double")
        needed |= _children(child, doubled)
        expanded = np.zeros_like(go)
        frontier = needed & go
        while frontier.any():
            expanded |= frontier
            reached = _children(child, frontier)
            needed |= reached
            frontier = reached & go & ~expanded
        ups, spots = np.nonzero(needed)
        start = np.full(len(spots), -1)
        is_start = np.isin(spots, place)
        by_place = np.argsort(place)
        start[is_start] = seconds[by_place[np.searchsorted(place, spots[is_start], sorter=by_place)]]
        parts.append((np.full(len(spots), pair), ups, held[spots], go[ups, spots], start,
                      np.where(start >= 0, first[ups, np.maximum(start, 0)], -1)))
    pair, ups, rows, hits, start, first = (np.concatenate(column) for column in zip(*parts))
    doubles = (start >= 0) & (first == ACTIONS.index("double"))
    found = plays(ups, rows, ups * VALUES + pair, np.where(hits, 0, np.where(doubles, 1, 2)))
    order = found.given
    start, first, hits, doubles = start[order], first[order], hits[order], doubles[order]
    stands = ~hits & ((start < 0) | (first == ACTIONS.index("stand")))
    doubled = found.child[doubles]
    stands[doubled[doubled >= 0]] = True
    return Chart(pair[order], found, hits, doubles, start, first, stands)


def _children(child: np.ndarray, parents: np.ndarray) -> np.ndarray:
    """(10 upcards × hands) the hands one card from any of ``parents``."""
    ups, spots = np.nonzero(parents)
    kids = child[spots]
    ok = kids >= 0
    found = np.zeros_like(parents)
    found[np.broadcast_to(ups[:, None], kids.shape)[ok], kids[ok]] = True
    return found


def split_values(game: Game, plain: HandValues) -> np.ndarray | None:
    """(10 upcards × 10 pairs) value of splitting each pair, the dealer-blackjack offset aside.

    ``plain``: the values of unsplit hands (10 upcards × regular hands), whose best plays
    split hands follow. None where no pair may split.
    """
    rules = game.rules
    limit = rules.max_split_hands
    if limit is not None and limit < 2:
        return None
    most = np.array([_most_hands(game, pair) for pair in range(VALUES)])
    removed = np.minimum(2 * most - 3, MOST_REMOVED)
    chart = _chart(game, plain)
    ks = np.arange(1, int(removed.max()) + 1, dtype=np.float64)
    extra = (chart.pair, np.broadcast_to(ks[:, None], (len(ks), len(chart.pair))))
    sums = _dealer_sums(game, chart, removed)
    takes_original = not game.peek and not game.takes_all
    later = _hand_values(game, chart, extra, sums, 0.0)
    first = _hand_values(game, chart, extra, sums, 1.0) if takes_original else later
    result = np.empty((VALUES, VALUES))
    for pair in range(VALUES):
        rows = slice(0, int(removed[pair]))
        result[:, pair] = _split(game, pair, int(most[pair]), (first[pair][0][rows], first[pair][1][rows]),
                                 (later[pair][0][rows], later[pair][1][rows]))
    return result


def _most_hands(game: Game, pair: int) -> int:
    rules = game.rules
    if pair == ACE and not rules.resplit_aces:
        return 2
    return rules.split_limit(aces=pair == ACE) or UNLIMITED_HANDS


def _dealer_sums(game: Game, chart: Chart, removed: np.ndarray) -> np.ndarray:
    """(k × plays) dealer sums for each split hand with k other pair cards gone (k up to its pair's ``removed``)."""
    found = chart.plays
    result = np.zeros((int(removed.max()), len(found.upcard)))
    places = []

    def jobs():  # one upcard at a time, each play once per k
        for upcard in range(VALUES):
            mine = np.flatnonzero((found.upcard == upcard) & chart.stands)
            times = removed[chart.pair[mine]]
            spots = np.repeat(mine, times)
            k = np.arange(len(spots)) - np.repeat(np.cumsum(times) - times, times) + 1
            hands = found.hands[spots]
            hands[np.arange(len(spots)), chart.pair[spots]] += k
            places.append((k - 1, spots))
            yield (upcard,), hands, found.total[spots]

    for (times, spots), sums in zip(places, stand_sums_each(game.rules.dealer_hits_soft_17, game.shoe, jobs())):
        result[times, spots] = sums[0]
    return result


def _hand_values(game: Game, chart: Chart, extra: tuple[np.ndarray, np.ndarray], sums: np.ndarray,
                 original_bet: float) -> dict[int, tuple[np.ndarray, np.ndarray]]:
    """Per pair, X(a) and P(a) as (removed × 10 upcards): a hand dealt a random second card, and one
    drawing the pair card, with ``a`` other pair cards gone."""
    values = evaluate(game, chart.plays, sums, original_bet, chart.hits, chart.doubles, extra)
    rules = game.rules
    starts = np.flatnonzero(chart.start >= 0)
    pair, upcard, second = chart.pair[starts], chart.plays.upcard[starts], chart.start[starts]
    paid = float(rules.blackjack_pays) * values.no_blackjack[:, starts]
    options = np.stack([values.stand[:, starts], values.hit[:, starts], values.double[:, starts],
                        surrender_value(game, values.no_blackjack[:, starts]), paid])
    value = np.take_along_axis(options, chart.first[starts][None, None, :], axis=0)[0]  # (k × starts)
    # The second card's chance, from the shoe less the upcard, the hand's pair card and k others.
    ks = extra[1][:, starts]
    shoes = game.shoe - np.eye(VALUES, dtype=np.int64)[upcard] - np.eye(VALUES, dtype=np.int64)[pair]
    shoes = shoes[None, :, :] - ks[:, :, None] * np.eye(VALUES, dtype=np.int64)[pair][None, :, :]
    chance = np.maximum(shoes, 0) / np.maximum(shoes, 0).sum(axis=2, keepdims=True)
    chance = np.take_along_axis(chance, second[None, :, None], axis=2)[:, :, 0]
    result = {}
    for p in range(VALUES):
        x = np.zeros((len(sums), VALUES))
        mine = pair == p
        np.add.at(x, (slice(None), upcard[mine]), chance[:, mine] * value[:, mine])
        own = np.zeros((len(sums), VALUES))
        paired = mine & (second == p)
        own[:, upcard[paired]] = value[:, paired]
        result[p] = (x, own)
    return result


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
        self.pair_cards, self.cards = pair_cards, cards
        # (own pair cards, a, b) → value: own 1 is X (any second card), own 2 is P (the pair card second)
        self.known: dict[tuple[int, int, int], float] = {}
        for a in range(1, len(random_second) + 1):
            self.known[1, a, 0] = float(random_second[a - 1])
            self.known[2, a, 0] = float(pair_second[a - 1])
        self.most = len(random_second)

    def _chance(self, own: int, a: int, b: int) -> float:
        """The chance the next card pairs, ``own`` + ``a`` pair cards and ``b`` others gone."""
        return max(self.pair_cards - own - a, 0.0) / (self.cards - own - a - b)

    def _value(self, own: int, a: int, b: int) -> float:
        """One more non-pair card gone: (f(S) − q f(S − pair card)) / (1 − q) over the shoe S with one fewer."""
        if b == 0:
            return self.known[own, min(a, self.most), 0]  # beyond the valued hands: as the most removed
        found = self.known.get((own, a, b))
        if found is None:
            q = self._chance(own, a, b - 1)
            found = (self._value(own, a, b - 1) - q * self._value(own, a + 1, b - 1)) / (1.0 - q)
            self.known[own, a, b] = found
        return found

    def any_second(self, a: int, b: int) -> float:
        """X(a, b): the hand's second card is any card."""
        return self._value(1, a, b)

    def pair_second(self, a: int, b: int) -> float:
        """P(a, b): the hand's second card is the pair card (and may not resplit)."""
        return self._value(2, a, b)

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
