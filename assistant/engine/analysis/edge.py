"""The value of every first two cards against every upcard, and from them the house edge."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..cards import Rank
from ..rules import Surrender
from .composition import ACE, TEN, VALUES
from .expansion import stand_sums
from .hands import plays, regular, two_card_hands
from .player import Game, HandValues, evaluate
from .splits import pair_share, split_values, surrender_value

ACTIONS: tuple[str, ...] = ("stand", "hit", "double", "split", "surrender")


@dataclass(frozen=True)
class FirstTwo:
    """Every first two cards against every upcard: chances and action values (per unit bet)."""

    hands: tuple[tuple[int, int], ...]
    """Value indices (low, high) of each first two cards."""
    chance: np.ndarray
    """(10 upcards × H) probability of the upcard and these two cards."""
    options: dict[str, np.ndarray]
    """Action → (10 × H) value of taking it, the dealer's blackjack included; -inf where not allowed."""
    natural: np.ndarray
    """(10 × H) value of a player blackjack (nan for other hands)."""
    value: np.ndarray
    """(10 × H) value of the hand played at its best."""

    @property
    def house_edge(self) -> float:
        """Expected loss per initial bet, as a fraction."""
        return -float(np.sum(self.chance * self.value))


def first_two(game: Game) -> FirstTwo:
    """Evaluate every first two cards under ``game``'s rules."""
    rules = game.rules
    universe = regular()
    size = len(universe.hands)
    upcards = np.arange(VALUES)
    sums = stand_sums(tuple(upcards), rules.dealer_hits_soft_17, game.shoe, universe.hands, universe.total)
    every = plays(np.repeat(upcards, size), np.tile(np.arange(size), VALUES))
    place = every.placed()
    found = evaluate(game, every, sums.reshape(1, -1)[:, every.given])
    values = HandValues(*(np.asarray(a)[0][place].reshape(VALUES, size) for a in
                          (found.stand, found.hit, found.best, found.double, found.no_blackjack)))
    hands = tuple(two_card_hands())
    pairs = np.zeros((len(hands), VALUES), dtype=np.int64)
    for column, (a, b) in enumerate(hands):
        pairs[column, a] += 1
        pairs[column, b] += 1
    index = universe.rows(pairs)
    no_bj = values.no_blackjack[:, index]
    offset = -(1.0 - no_bj) if game.peek else np.zeros_like(no_bj)

    stand = values.stand[:, index] + offset
    options = {name: np.full_like(stand, -np.inf) for name in ACTIONS}
    options["stand"] = stand
    totals = universe.total[index]
    options["hit"] = np.where(totals[None] == 21, -np.inf, values.hit[:, index] + offset)
    may_double = np.array([rules.may_double_total(a + b + 2, ACE in (a, b) and a + b + 12 <= 21) for a, b in hands])
    options["double"] = np.where(may_double[None], values.double[:, index] + offset, -np.inf)
    if rules.surrender is not Surrender.NONE:
        give_up = surrender_value(game, no_bj)
        options["surrender"] = give_up if rules.surrender is Surrender.EARLY else give_up + offset

    natural = np.array([{a, b} == {ACE, TEN} for a, b in hands])
    paid = float(rules.blackjack_pays) * no_bj
    bonus = rules.bonus_blackjack
    if bonus is not None:
        share = _bonus_share(bonus.cards)
        paid = (1.0 - share) * paid + share * float(bonus.pays)
    natural_value = np.where(natural[None], paid, np.nan)

    split = split_values(game, values)
    value = np.max(np.stack([options[a] for a in ACTIONS]), axis=0)
    for column, (a, b) in enumerate(hands):
        if a == b and split is not None:
            share = pair_share(game, a)
            options["split"][:, column] = split[:, a] + offset[:, column]
            with_split = np.maximum(value[:, column], options["split"][:, column])
            value[:, column] = share * with_split + (1.0 - share) * value[:, column]
    value = np.where(natural[None], natural_value, value)
    for name in ACTIONS:
        options[name] = np.where(natural[None], -np.inf, options[name])
    return FirstTwo(hands, _chances(game, hands), options, natural_value, value)


def _chances(game: Game, hands: tuple[tuple[int, int], ...]) -> np.ndarray:
    """Probability of each upcard with each first two cards, from the full shoe."""
    shoe = game.shoe.astype(np.float64)
    total = shoe.sum()
    chance = np.empty((VALUES, len(hands)))
    for up in range(VALUES):
        left = shoe - np.eye(VALUES)[up]
        for column, (a, b) in enumerate(hands):
            second = left[b] - (1.0 if a == b else 0.0)
            orders = 1.0 if a == b else 2.0
            chance[up, column] = shoe[up] / total * orders * left[a] * second / ((total - 1) * (total - 2))
    return chance


def _bonus_share(cards) -> float:
    """Chance that a blackjack is the bonus pair: one given ace of four, one given ten-value card of sixteen."""
    share = 1.0
    for card in cards:
        share *= 1 / 4 if card.rank is Rank.ACE else 1 / 16
    return share
