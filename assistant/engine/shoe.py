"""Shoes: N shuffled decks with a seeded RNG, or a stacked (scripted) order."""

from __future__ import annotations

import random
from collections.abc import Iterable

from .cards import FULL_DECK, Card, parse_cards
from .errors import ShoeExhaustedError


class Shoe:
    """Cards dealt from the top in order; every card dealt is kept in ``dealt``."""

    def __init__(self, cards: Iterable[Card]):
        self._cards: list[Card] = list(cards)
        self._cards.reverse()  # pop() from the end deals the first card
        self.initial: tuple[Card, ...] = tuple(reversed(self._cards))
        """Every card the shoe held when made, in dealing order."""
        self.dealt: list[Card] = []
        """Every card dealt so far, in order."""

    @classmethod
    def shuffled(cls, decks: int, seed: int | None = None) -> Shoe:
        """``decks`` full decks shuffled by a RNG seeded with ``seed``."""
        cards = list(FULL_DECK) * decks
        random.Random(seed).shuffle(cards)
        return cls(cards)

    @classmethod
    def stacked(cls, cards: str | Iterable[Card]) -> Shoe:
        """A shoe dealing exactly these cards in this order: ``Shoe.stacked("A♠ 10♥ 7♣")``."""
        return cls(parse_cards(cards) if isinstance(cards, str) else cards)

    def draw(self) -> Card:
        if not self._cards:
            raise ShoeExhaustedError(f"the shoe is empty after {len(self.dealt)} cards")
        card = self._cards.pop()
        self.dealt.append(card)
        return card

    def __len__(self) -> int:
        """Cards left in the shoe."""
        return len(self._cards)

    @property
    def remaining(self) -> tuple[Card, ...]:
        """Cards left, in dealing order."""
        return tuple(reversed(self._cards))
