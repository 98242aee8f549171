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
from .composition import ACE, TEN, VALUES, full_shoe
from .hands import Plays


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
    """Values of every play in a batch of shoes (arrays K rows × n plays)."""

    stand: np.ndarray
    hit: np.ndarray
    """Hitting, then playing on; -inf where not worked out (a fixed strategy that stands there)."""
    best: np.ndarray
    """The play's value under the strategy: the better of standing and hitting (standing only on 21)."""
    double: np.ndarray
    """Doubling for one card; meaningful on two-card hands only, and only where worked out."""
    no_blackjack: np.ndarray
    """Probability that the dealer has no blackjack, given the upcard and these cards."""


def evaluate(game: Game, plays: Plays, sums: np.ndarray, original_bet: float = 1.0, hits: np.ndarray | None = None,
             doubles: np.ndarray | None = None, extra: tuple[np.ndarray, np.ndarray] | None = None) -> HandValues:
    """Values of every play, in a batch of shoes (arrays K rows × n plays).

    ``sums[k]`` is ``expansion.stand_sums`` for each play's shoe in row ``k``; ``extra``:
    (value (n), count (K × n)), cards gone from the shoe besides each play's hand and upcard
    (the other cards of a split pair). Each play is played at its best, or where ``hits``
    (n) is given, hit just where it says (a fixed strategy): then only those plays' hitting
    and only the ``doubles`` plays' doubling are worked out, and within a hard total the
    plays hit must come first, then those doubled.

    ``original_bet``: without a peek and where a dealer blackjack takes the original
    bet only, what that blackjack takes from this hand (1 for the box's first hand, 0
    for later split hands); elsewhere ignored.
    """
    size = len(plays.upcard)
    everywhere = np.arange(size)
    rows = len(sums)
    gone_value, gone = extra if extra is not None else (np.zeros(size, dtype=np.int64), np.zeros((rows, size)))
    # The dealer's blackjack chance from these cards: a ten under an ace, an ace under a ten.
    peeks = (plays.upcard == ACE) | (plays.upcard == TEN)
    hole = np.where(plays.upcard == ACE, TEN, ACE)
    left = (float(game.shoe.sum()) - 1.0 - plays.cards) - gone
    holes = (game.shoe[hole] - plays.hands[everywhere, hole]) - gone * (gone_value == hole)
    holes = np.where(peeks, np.maximum(holes, 0.0), 0.0)
    no_bj = 1.0 - holes / left
    factor = no_bj if game.peek else np.ones_like(no_bj)
    stand_one = no_bj + sums  # standing wins unless the dealer makes 17 … 21 (sums) or a blackjack

    def stand(stake: float) -> np.ndarray:
        if game.peek:
            return stake * stand_one
        return stake * stand_one - (stake if game.takes_all else original_bet) * (1.0 - no_bj)

    stand1, stand2 = stand(1.0), stand(2.0)
    bonus = factor * plays.sevens * game.three_sevens
    charlie = plays.cards >= game.charlie

    # Plays that draw a card: every one, or those hit and doubled.
    if hits is None:
        drawing = everywhere
    else:
        drawing = np.flatnonzero(hits if doubles is None else hits | doubles)
    counts = (game.shoe - np.eye(VALUES, dtype=np.int64)[plays.upcard[drawing]] - plays.hands[drawing])
    draw = np.repeat(counts[None].astype(np.float64), rows, axis=0)
    draw[:, np.arange(len(drawing)), gone_value[drawing]] -= gone[:, drawing]
    np.maximum(draw, 0.0, out=draw)
    draw /= left[:, drawing, None]
    kids = plays.child[drawing]
    busts = kids < 0
    safe = np.where(busts, 0, kids)
    # Busting loses the stake (times no dealer blackjack, one card later: a busting ten may be the hole card's).
    bust = np.einsum("ksv,sv->ks", draw, busts.astype(np.float64))
    lost = bust
    if game.peek:
        hole_here = hole[drawing]
        busting_hole = busts[np.arange(len(drawing)), hole_here] * draw[:, np.arange(len(drawing)), hole_here]
        after_hole = (holes[:, drawing] * bust - busting_hole) / (left[:, drawing] - 1.0)
        lost = np.where(peeks[drawing], bust - after_hole, bust)
    draw[:, busts] = 0.0  # from here: drawing a card that keeps the hand alive
    kept = draw

    hit = np.full_like(stand1, -np.inf)
    best = np.empty_like(stand1)
    after = np.empty_like(stand1)  # what arriving in a hand is worth: bonus, then a charlie win or best play
    place = np.full(size, -1)
    place[drawing] = np.arange(len(drawing))
    for level in plays.levels:
        # The plays hit here are one run (all of the level, or those ranked first), drawn in one run too.
        hitting = level if hits is None else slice(level.start, level.start + int(hits[level].sum()))
        if hitting.stop > hitting.start:
            at = slice(int(place[hitting.start]), int(place[hitting.start]) + hitting.stop - hitting.start)
            hit[:, hitting] = np.einsum("ksv,ksv->ks", kept[:, at], after[:, safe[at]]) - lost[:, at]
        stays = plays.total[level] == 21
        if hits is not None:
            stays = stays | ~hits[level]
            chosen = hit[:, level]
        else:
            chosen = np.maximum(stand1[:, level], hit[:, level])
        best[:, level] = np.where(stays, stand1[:, level], chosen)
        after[:, level] = bonus[:, level] + np.where(charlie[level], factor[:, level], best[:, level])

    double = np.full_like(stand1, -np.inf)
    doubling = everywhere if hits is None else (np.flatnonzero(doubles) if doubles is not None else everywhere[:0])
    at = place[doubling]
    doubled = 2.0 * bonus + np.where(charlie, 2.0 * factor, stand2)
    double[:, doubling] = np.einsum("ksv,ksv->ks", kept[:, at], doubled[:, safe[at]]) - 2.0 * lost[:, at]
    return HandValues(stand1, hit, best, double, no_bj)
