"""Frozen records of what happened in a round; a round's history is a list of them.

The CLI, the API, the rule sheets and the assistant all read these records.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from decimal import Decimal

from .cards import Card
from .hand import HandValue


@dataclass(frozen=True, order=True)
class HandRef:
    """Names one hand: the box it lies on and its number there (1 before any split)."""

    box: int
    """Box (seat) number; box 1 is nearest the shoe and plays first."""
    hand: int = 1
    """1 for the box's first hand; split hands are numbered 2, 3 … as they are made."""

    def __str__(self) -> str:
        return f"{self.box}" if self.hand == 1 else f"{self.box}.{self.hand}"


DEALER = "dealer"
"""The ``target`` of a card dealt to the dealer."""


class Action(enum.Enum):
    """A decision taken for a hand or a bettor."""

    HIT = "hit"
    STAND = "stand"
    DOUBLE = "double"
    SPLIT = "split"
    SURRENDER = "surrender"
    INSURE = "insure"
    EVEN_MONEY = "even_money"


class WagerKind(enum.Enum):
    """Why money went from a bettor onto the table."""

    BET = "bet"
    DOUBLE = "double"
    SPLIT = "split"
    INSURANCE = "insurance"
    SIDE_BET = "side_bet"


class Outcome(enum.Enum):
    """How a stake was settled."""

    WIN = "win"
    BLACKJACK = "blackjack"
    BONUS_BLACKJACK = "bonus_blackjack"
    EVEN_MONEY = "even_money"
    CARD_CHARLIE = "card_charlie"
    THREE_SEVENS = "three_sevens"
    """A bonus paid while the stake plays on."""
    PUSH = "push"
    RETURNED = "returned"
    """A double or split stake handed back when a late dealer blackjack takes the original bet only."""
    LOSS = "loss"
    BUST = "bust"
    SURRENDER = "surrender"
    INSURANCE_WIN = "insurance_win"
    INSURANCE_LOSS = "insurance_loss"
    SIDE_BET_WIN = "side_bet_win"
    SIDE_BET_LOSS = "side_bet_loss"


@dataclass(frozen=True)
class Wager:
    """Money a bettor put on the table."""

    hand: HandRef
    bettor: str
    kind: WagerKind
    amount: Decimal
    side_bet: str | None = None
    """The side bet's id for ``WagerKind.SIDE_BET``."""


@dataclass(frozen=True)
class BetReduced:
    """A bet cut back because the box's bets together exceeded the box maximum."""

    hand: HandRef
    bettor: str
    requested: Decimal
    placed: Decimal


@dataclass(frozen=True)
class Dealt:
    """A card taken from the shoe."""

    target: HandRef | str
    """The hand it went to, or ``DEALER``."""
    card: Card
    face_down: bool = False


@dataclass(frozen=True)
class HoleCardTurned:
    """The dealer's face-down card turned over."""

    card: Card


@dataclass(frozen=True)
class Peeked:
    """The dealer checked the hole card for blackjack."""

    blackjack: bool


@dataclass(frozen=True)
class OffersClosed:
    """Insurance, even money and early surrender are no longer offered."""


@dataclass(frozen=True)
class Decision:
    """A decision for a hand (by its box's owner) or by one bettor (insurance, even money)."""

    hand: HandRef
    by: str
    action: Action
    followers: tuple[str, ...] = ()
    """Co-bettors who joined a double or a split."""
    amount: Decimal | None = None
    """The insurance stake, for ``Action.INSURE``."""
    automatic: bool = False
    """Taken by the house for an absent box owner."""


@dataclass(frozen=True)
class DealerFinished:
    """The dealer's final hand."""

    cards: tuple[Card, ...]
    value: HandValue
    blackjack: bool


@dataclass(frozen=True)
class Settlement:
    """A stake taken off the table: ``stake`` plus ``net`` go to the bettor, ``-net`` to the bank.

    A bonus paid while the stake plays on (three sevens) has ``stake`` 0.
    """

    hand: HandRef
    bettor: str
    outcome: Outcome
    stake: Decimal
    net: Decimal
    side_bet: str | None = None
    pay_line: str | None = None
    """The side bet's winning combination."""

    @property
    def returned(self) -> Decimal:
        """What the bettor receives."""
        return self.stake + self.net


Record = (
    Wager
    | BetReduced
    | Dealt
    | HoleCardTurned
    | Peeked
    | OffersClosed
    | Decision
    | DealerFinished
    | Settlement
)
