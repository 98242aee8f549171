"""Hand values: hard and soft totals."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .cards import Card, Rank


@dataclass(frozen=True)
class HandValue:
    """The best total of some cards and whether an ace counts 11 in it."""

    total: int
    """Best total: an ace counts 11 when that does not bust."""
    soft: bool
    """True when an ace counts 11 in ``total``."""

    @property
    def low(self) -> int:
        """The total with every ace counted as 1."""
        return self.total - 10 if self.soft else self.total

    @property
    def busted(self) -> bool:
        return self.total > 21

    def __str__(self) -> str:
        return f"{self.low}/{self.total}" if self.soft and self.total < 21 else str(self.total)


def hand_value(cards: Iterable[Card]) -> HandValue:
    """Value of cards: aces count 1, or 11 when that keeps the total at 21 or below."""
    low = 0
    has_ace = False
    for card in cards:
        low += card.points
        has_ace = has_ace or card.rank is Rank.ACE
    if has_ace and low + 10 <= 21:
        return HandValue(low + 10, True)
    return HandValue(low, False)


def is_natural(cards: tuple[Card, ...]) -> bool:
    """Two cards making 21: an ace and a ten-value card."""
    return len(cards) == 2 and hand_value(cards).total == 21
