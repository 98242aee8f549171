"""The player's expected value of standing, hitting and doubling, for every hand and upcard.

Values are per unit of the hand's bet. With a peeking dealer the round only goes
on when the dealer has no blackjack, so every value here is *unnormalised*: the
expectation of the result times "the dealer has no blackjack", given the cards
seen. That keeps the comparison between actions exact (the same factor multiplies
all of them) and lets the root add the dealer-blackjack loss once. Without a peek
the dealer blackjack is one more dealer outcome and values are plain expectations.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..rules import DealerBlackjackTakes, HoleCard, HouseRules
from .composition import ACE, TEN, VALUES, encode, full_shoe, single
from .hands import Universe

SEVENS = single(6, 3)
"""Three sevens: the hand 7, 7, 7."""


@dataclass(frozen=True)
class Game:
    """What the analysis needs of a table's rules, as numbers."""

    rules: HouseRules
    shoe: np.ndarray
    """Full-shoe counts of each value."""

    @classmethod
    def of(cls, rules: HouseRules) -> Game:
        return cls(rules, full_shoe(rules.decks))

    @property
    def peek(self) -> bool:
        return self.rules.hole_card is HoleCard.PEEK

    @property
    def takes_all(self) -> bool:
        """Without a peek, a dealer blackjack takes doubles and splits too."""
        return self.rules.dealer_blackjack_takes is DealerBlackjackTakes.ALL

    @property
    def three_sevens(self) -> float:
        pays = self.rules.three_sevens_pays
        return float(pays) if pays is not None else 0.0

    @property
    def charlie(self) -> int:
        return self.rules.card_charlie or 99


@dataclass(frozen=True)
class HandValues:
    """Values of every hand of a universe in a batch of situations (arrays B rows × S hands)."""

    stand: np.ndarray
    hit: np.ndarray
    best: np.ndarray
    """The better of standing and hitting (standing only on 21)."""
    double: np.ndarray
    """Doubling for one card; meaningful on two-card hands only."""
    no_blackjack: np.ndarray
    """Probability that the dealer has no blackjack, given the upcard and these cards."""
    draw: np.ndarray
    """(B × S × 10) probability of each next card."""


def evaluate(game: Game, universe: Universe, upcards: np.ndarray, extras: np.ndarray, sums: np.ndarray,
             original_bet: float = 1.0, hits: np.ndarray | None = None) -> HandValues:
    """Values of every hand in ``universe``, for a batch of situations (B rows).

    Row ``b`` has the upcard ``upcards[b]`` and the cards ``extras[b]`` gone from the shoe
    besides the hand (the other cards of a split pair); ``sums[b]`` is ``expansion.stand_sums``
    for each hand's shoe. ``hits``: where given (B × S), whether each hand is hit — a fixed
    strategy; otherwise each hand is played at its best.

    ``original_bet``: without a peek and where a dealer blackjack takes the original
    bet only, what that blackjack takes from this hand (1 for the box's first hand, 0
    for later split hands); elsewhere ignored.
    """
    upcards = np.asarray(upcards)
    shoes = game.shoe[None, None, :] - np.eye(VALUES, dtype=np.int64)[upcards][:, None, :] - extras[:, None, :]
    shoes = np.maximum(shoes - universe.hands[None, :, :], 0).astype(np.float64)
    left = shoes.sum(axis=2)
    draw = shoes / left[:, :, None]

    # The dealer's blackjack chance from these cards: a ten under an ace, an ace under a ten.
    hole = np.where(upcards == ACE, TEN, ACE)
    holes = np.take_along_axis(shoes, hole[:, None, None], axis=2)[:, :, 0]
    holes[(upcards != ACE) & (upcards != TEN)] = 0.0
    no_bj = 1.0 - holes / left
    # …and after one more card of each value, for hands that bust with it.
    takes_hole = np.zeros((len(upcards), 1, VALUES))
    takes_hole[np.arange(len(upcards)), 0, hole] = 1.0
    no_bj_after = 1.0 - (holes[:, :, None] - takes_hole) / (left[:, :, None] - 1.0)
    no_bj_after[(upcards != ACE) & (upcards != TEN)] = 1.0
    factor = no_bj if game.peek else np.ones_like(no_bj)
    factor_after = no_bj_after if game.peek else np.ones_like(no_bj_after)

    dealer_bj = 1.0 - no_bj
    stand_one = no_bj + sums  # standing wins unless the dealer makes 17 … 21 (sums) or a blackjack

    def stand(stake: float) -> np.ndarray:
        if game.peek:
            return stake * stand_one
        return stake * stand_one - (stake if game.takes_all else original_bet) * dealer_bj

    stand1, stand2 = stand(1.0), stand(2.0)
    sevens = (universe.keys == encode(np.array([SEVENS]))[0]) * game.three_sevens
    charlie = universe.cards >= game.charlie
    bonus = factor * sevens[None, :]

    hit = np.full_like(stand1, -np.inf)
    best = np.empty_like(stand1)
    after = np.empty_like(stand1)  # what arriving in a hand is worth: bonus, then a charlie win or best play
    child = universe.child
    for level in universe.levels:
        kids = child[level]
        busts = kids < 0
        arrived = after[:, np.where(busts, 0, kids)]
        outcome = np.where(busts[None], -factor_after[:, level], arrived)
        hit[:, level] = np.einsum("usv,usv->us", draw[:, level], outcome)
        at_21 = universe.total[level] == 21
        if hits is None:
            chosen = np.maximum(stand1[:, level], hit[:, level])
        else:
            chosen = np.where(hits[:, level], hit[:, level], stand1[:, level])
        best[:, level] = np.where(at_21[None], stand1[:, level], chosen)
        after[:, level] = bonus[:, level] + np.where(charlie[level][None], factor[:, level], best[:, level])

    kids = child
    busts = kids < 0
    safe = np.where(busts, 0, kids)
    doubled = 2.0 * bonus[:, safe] + np.where(charlie[safe][None], 2.0 * factor[:, safe], stand2[:, safe])
    double = np.einsum("usv,usv->us", draw, np.where(busts[None], -2.0 * factor_after, doubled))
    return HandValues(stand1, hit, best, double, no_bj, draw)
