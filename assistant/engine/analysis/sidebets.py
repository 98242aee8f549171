"""Exact house edge of a side bet, by counting every set of cards it can be decided on.

A side bet looks at a box's first two cards, or those and the dealer's first card
(``SideBet.cards``); a line that also needs a dealer blackjack (Lucky Ladies' top line)
is weighed by the exact chance of one given the cards already out. A bet on the dealer's
whole hand is not offered: its cards depend on how every box ahead plays.
"""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass
from fractions import Fraction
from math import comb

from ..cards import FULL_DECK, Card, Rank
from ..rules import SideBet


@dataclass(frozen=True)
class SideBetOdds:
    """What a side bet returns per unit staked, line by line, counted exactly."""

    chances: dict[str, Fraction]
    """Pay line id → the chance it is paid (highest only: the chance it is the line paid)."""
    returns: dict[str, Fraction]
    """Pay line id → its part of the return: its chance times what it pays."""
    lose: Fraction
    """The chance that nothing is paid and the stake is lost."""

    @property
    def edge(self) -> Fraction:
        """The house edge per unit staked: the stake lost, less what the lines pay."""
        return self.lose - sum(self.returns.values(), Fraction(0))

    def largest_line(self) -> str | None:
        """The line that returns the most (pays × chance), or None if no line can win."""
        return max(self.returns, key=lambda line: self.returns[line], default=None)


def _is_ten(card: Card) -> bool:
    return card.points == 10


def _dealer_blackjack_chance(cards: tuple[Card, ...], decks: int, upcard_among: bool) -> Fraction:
    """The chance the dealer's first two cards are a blackjack, given ``cards`` are out: the dealer's first
    card among them (each of them equally likely to be it) or, without ``upcard_among``, both still in the shoe."""
    left = 52 * decks - len(cards)
    aces = 4 * decks - sum(c.rank is Rank.ACE for c in cards)
    tens = 16 * decks - sum(map(_is_ten, cards))
    if not upcard_among:
        return Fraction(2 * aces * tens, left * (left - 1))
    chance = Fraction(0)
    for up in cards:
        if up.rank is Rank.ACE:
            chance += Fraction(tens, left)
        elif _is_ten(up):
            chance += Fraction(aces, left)
    return chance / len(cards)


@functools.lru_cache(maxsize=256)
def side_bet_odds(bet: SideBet, decks: int) -> SideBetOdds:
    """Every line's chance and return for ``bet`` in a shoe of ``decks`` decks.

    Every set of the cards it looks at is equally likely: each set of card kinds (with repeats)
    is counted by the ways ``decks`` copies of each kind can supply it, and paid by the bet's own
    pay table (the highest line only, or every line), as the round engine pays it.
    """
    size = bet.cards.count
    ways_total = comb(52 * decks, size)
    chances = {line.id: Fraction(0) for line in bet.pay_table}
    lose = Fraction(0)
    waits = bet.waits_for_dealer
    for kinds in itertools.combinations_with_replacement(range(52), size):
        ways = 1
        for kind in set(kinds):
            ways *= comb(decks, kinds.count(kind))
        if not ways:
            continue
        cards = tuple(FULL_DECK[k] for k in kinds)
        outcomes = [(Fraction(ways), bet.paid_lines(cards))]
        if waits:
            blackjack = ways * _dealer_blackjack_chance(cards, decks, upcard_among=size == 3)
            outcomes = [(blackjack, bet.paid_lines(cards, dealer_blackjack=True)),
                        (ways - blackjack, bet.paid_lines(cards))]
        for weight, lines in outcomes:
            if not lines:
                lose += weight
            for line in lines:
                chances[line.id] += weight
    chances = {line: weight / ways_total for line, weight in chances.items()}
    returns = {line.id: chances[line.id] * line.pays for line in bet.pay_table}
    return SideBetOdds(chances, returns, lose / ways_total)


def side_bet_edge(bet: SideBet, decks: int) -> float:
    """House edge of ``bet`` in a shoe of ``decks`` decks, as a fraction of the stake."""
    return float(side_bet_odds(bet, decks).edge)
