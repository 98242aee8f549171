"""The state of a round in progress: hands, boxes and what the round waits for."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from decimal import Decimal

from .cards import Card, Rank
from .hand import HandValue, hand_value
from .records import HandRef


class Phase(enum.Enum):
    """What the round waits for."""

    OFFERS = "offers"
    """Insurance, even money (and early surrender before a peek) are offered."""
    PLAYING = "playing"
    """The current hand's decider acts."""
    OVER = "over"


class HandStatus(enum.Enum):
    PLAYING = "playing"
    STOOD = "stood"
    BLACKJACK = "blackjack"
    SURRENDERED = "surrendered"
    """Given up late: half comes back unless the dealer shows blackjack."""
    SETTLED = "settled"


@dataclass
class HandState:
    ref: HandRef
    cards: list[Card]
    stakes: dict[str, Decimal]
    """Open base stakes by bettor; a settled stake is removed."""
    doubles: dict[str, Decimal] = field(default_factory=dict)
    split_rank: Rank | None = None
    """Rank of the pair this hand was split from."""
    doubled: bool = False
    status: HandStatus = HandStatus.PLAYING

    @property
    def value(self) -> HandValue:
        return hand_value(self.cards)


@dataclass
class BoxState:
    number: int
    bettors: list[str]
    """Circle order: the owner first."""
    decider: str | None
    """Who decides: the owner, the next circle if the owner left; None: the house, by rule."""
    hands_made: int = 1
    declined_split: set[str] = field(default_factory=set)


@dataclass(frozen=True)
class HandView:
    """A snapshot of one hand for display."""

    ref: HandRef
    cards: tuple[Card, ...]
    value: HandValue
    stakes: tuple[tuple[str, Decimal], ...]
    """Open stakes by bettor, doubles included."""
    doubled: bool
    status: HandStatus
    decider: str | None
