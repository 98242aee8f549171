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
from fractions import Fraction

import numpy as np

from ..rules import DealerBlackjackTakes, HoleCard, HouseRules
from .composition import ACE, TEN, VALUES, full_shoe, single
from .dealer import BLACKJACK, BUST
from .hands import Universe

SEVENS = single(6, 3)
"""Three sevens: the hand 7, 7, 7."""


def _stand_payoffs() -> np.ndarray:
    """(22 × 7) result of standing on each total against each dealer outcome, blackjack aside."""
    pay = np.zeros((22, 7))
    for player in range(22):
        for outcome, dealer in enumerate(range(17, 22)):
            pay[player, outcome] = np.sign(player - dealer)
        pay[player, BUST] = 1.0
    return pay


STAND_PAYOFFS = _stand_payoffs()


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
    """Values of every hand of a universe against every upcard (arrays 10 upcards × S hands)."""

    stand: np.ndarray
    hit: np.ndarray
    best: np.ndarray
    """The better of standing and hitting (standing only on 21)."""
    double: np.ndarray
    """Doubling for one card; meaningful on two-card hands only."""
    no_blackjack: np.ndarray
    """Probability that the dealer has no blackjack, given the upcard and these cards."""
    draw: np.ndarray
    """(10 × S × 10) probability of each next card."""


def _ratio(value: Fraction) -> float:
    return float(value)


def evaluate(game: Game, universe: Universe, dealer: np.ndarray, original_bet: float = 1.0) -> HandValues:
    """Values of every hand in ``universe``; ``dealer`` is (10 upcards × S × 7) outcome probabilities.

    ``original_bet``: without a peek and where a dealer blackjack takes the original
    bet only, what that blackjack takes from this hand (1 for the box's first hand, 0
    for later split hands); elsewhere ignored.
    """
    upcards = np.eye(VALUES, dtype=np.int64)
    shoes = game.shoe[None, None, :] - upcards[:, None, :] - np.array(universe.extra)[None, None, :]
    shoes = np.maximum(shoes - universe.hands[None, :, :], 0).astype(np.float64)
    left = shoes.sum(axis=2)
    draw = shoes / left[:, :, None]

    # The dealer's blackjack chance from these cards: a ten under an ace, an ace under a ten.
    bj_card = np.zeros((VALUES, 1), dtype=np.int64)
    bj_card[ACE], bj_card[TEN] = TEN, ACE
    holes = shoes[np.arange(VALUES)[:, None], np.arange(shoes.shape[1])[None, :], bj_card]
    holes[1:TEN] = 0.0
    no_bj = 1.0 - holes / left
    # …and after one more card of each value, for hands that bust with it.
    takes_hole = np.zeros((VALUES, 1, VALUES))
    takes_hole[ACE, 0, TEN] = takes_hole[TEN, 0, ACE] = 1.0
    no_bj_after = 1.0 - (holes[:, :, None] - takes_hole) / (left[:, :, None] - 1.0)
    no_bj_after[1:TEN] = 1.0
    factor = no_bj if game.peek else np.ones_like(no_bj)
    factor_after = no_bj_after if game.peek else np.ones_like(no_bj_after)

    stand_one = np.einsum("usk,sk->us", dealer, STAND_PAYOFFS[np.minimum(universe.total, 21)])
    dealer_bj = dealer[:, :, BLACKJACK]

    def stand(stake: float) -> np.ndarray:
        if game.peek:
            return stake * stand_one
        return stake * stand_one - (stake if game.takes_all else original_bet) * dealer_bj

    stand1, stand2 = stand(1.0), stand(2.0)
    sevens = np.array([tuple(h) == SEVENS for h in universe.hands], dtype=np.float64) * game.three_sevens
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
        best[:, level] = np.where(at_21[None], stand1[:, level], np.maximum(stand1[:, level], hit[:, level]))
        after[:, level] = bonus[:, level] + np.where(charlie[level][None], factor[:, level], best[:, level])

    kids = child
    busts = kids < 0
    safe = np.where(busts, 0, kids)
    doubled = 2.0 * bonus[:, safe] + np.where(charlie[safe][None], 2.0 * factor[:, safe], stand2[:, safe])
    double = np.einsum("usv,usv->us", draw, np.where(busts[None], -2.0 * factor_after, doubled))
    return HandValues(stand1, hit, best, double, no_bj, draw)
