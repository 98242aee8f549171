"""The value of splitting a pair, with resplits, as a small Markov chain over the split's progress.

Each split hand is played optimally knowing the pair cards removed so far — not
the other split hands' cards — and its value is computed with exactly one extra
pair card gone from the shoe (the pair's other card). Later pair cards (a third,
a fourth …) change the chance of resplitting exactly but reuse those hand values:
their effect on a hand's value is below 1e-6 of a bet over the whole game.
"""

from __future__ import annotations

import functools

import numpy as np

from ..rules import SplitBy, Surrender
from .composition import ACE, TEN, VALUES, add, single
from .hands import Universe
from .player import Game, HandValues

UNLIMITED_HANDS = 16
"""Hands a box may become where the casino sets no limit (more have no measurable chance)."""


def split_hand_options(game: Game, universe: Universe, values: HandValues, pair: int) -> dict[str, np.ndarray]:
    """Values of each action on a split hand's first two cards: (10 upcards × 10 second cards) per action.

    Actions not allowed are -inf. ``"blackjack"`` is set where the two cards count as blackjack.
    """
    rules = game.rules
    rows = np.array([universe.index[add(single(pair), second)] for second in range(VALUES)])
    one_card_aces = pair == ACE and not rules.hit_split_aces
    stand = values.stand[:, rows]
    options = {"stand": stand}
    if not one_card_aces:
        options["hit"] = np.where(_totals(universe, rows) == 21, -np.inf, values.hit[:, rows])
        if rules.double_after_split:
            allowed = _may_double(game, universe, rows) & (_totals(universe, rows) < 21)  # 21 stands at once
            options["double"] = np.where(allowed[None], values.double[:, rows], -np.inf)
    if rules.surrender is not Surrender.NONE and rules.surrender_after_split:
        options["surrender"] = np.broadcast_to(surrender_value(game, values.no_blackjack[:, rows]), stand.shape)
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


def _totals(universe: Universe, rows: np.ndarray) -> np.ndarray:
    return universe.total[rows]


def _may_double(game: Game, universe: Universe, rows: np.ndarray) -> np.ndarray:
    hard = universe.hands[rows] @ np.arange(1, VALUES + 1)
    return np.array(
        [game.rules.may_double_total(int(low), bool(soft)) for low, soft in zip(hard, universe.soft[rows])]
    )


def split_value(
    game: Game,
    upcard: int,
    pair: int,
    hand_value: np.ndarray,
    pair_hand_value: float,
    first_hand: tuple[np.ndarray, float] | None = None,
) -> float:
    """Expected total of all hands a split of ``pair`` against ``upcard`` makes.

    ``hand_value[v]``: a split hand whose second card is ``v`` (for v ≠ pair);
    ``pair_hand_value``: a split hand that draws the pair card and may not resplit.
    ``first_hand``: the same two for the box's first hand where it differs from the
    others (a dealer blackjack taking the original bet only); None where it does not.
    """
    rules = game.rules
    shoe = game.shoe.astype(np.float64) - np.eye(VALUES)[upcard]
    limit = rules.split_limit(aces=pair == ACE) or UNLIMITED_HANDS
    resplit = pair != ACE or rules.resplit_aces
    same = _same_rank_share(game, pair)
    first = first_hand or (hand_value, pair_hand_value)

    def finished(removed: int, is_first: bool) -> tuple[float, float]:
        """(chance the next card pairs, value of the hand if it does not) with ``removed`` pair cards gone."""
        left = shoe - removed * np.eye(VALUES)[pair]
        draw = left / left.sum()
        values, pair_value = first if is_first else (hand_value, pair_hand_value)
        p_pair = draw[pair] * same
        others = float(np.dot(np.delete(draw, pair), np.delete(values, pair)))
        others += (draw[pair] - p_pair) * pair_value  # a ten of another rank where only ranks split
        return p_pair, others / (1.0 - p_pair)

    @functools.cache
    def expected(pending: int, hands: int, removed: int, first_open: bool) -> float:
        if pending == 0:
            return 0.0
        p_pair, unpaired = finished(removed, first_open)
        if resplit and hands < limit:
            paired = expected(pending + 1, hands + 1, removed + 1, first_open)
        else:
            own = first[1] if first_open else pair_hand_value
            paired = own + expected(pending - 1, hands, removed + 1, False)
        rest = unpaired + expected(pending - 1, hands, removed, False)
        return p_pair * paired + (1.0 - p_pair) * rest

    return expected(2, 2, 2, True)


def _same_rank_share(game: Game, pair: int) -> float:
    """Chance a card of the pair's value has the pair's rank too: 1, or about 1/4 for tens split by rank."""
    if pair != TEN or game.rules.split_by is SplitBy.VALUE:
        return 1.0
    return 0.25  # four ranks of ten-value cards, evenly spread in a shoe nobody has seen


def pair_share(game: Game, pair: int) -> float:
    """Chance two cards of the pair's value may be split: 1, or for tens split by rank, the same rank."""
    if pair != TEN or game.rules.split_by is SplitBy.VALUE:
        return 1.0
    per_rank = 4 * game.rules.decks
    return (per_rank - 1) / (4 * per_rank - 1)
