"""Cards: ranks, suits and their parse/print pair."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .errors import CardParseError


class Suit(enum.Enum):
    """The four suits; the value is the symbol printed on sheets."""

    SPADES = "♠"
    HEARTS = "♥"
    DIAMONDS = "♦"
    CLUBS = "♣"

    # Members are singletons compared by identity: hash them by identity too, in C. Enum's own
    # __hash__ is Python code and dominated the engine's dict and set work on cards.
    __hash__ = object.__hash__

    @property
    def letter(self) -> str:
        """One ASCII letter: S, H, D or C."""
        return self.name[0]

    @property
    def is_black(self) -> bool:
        return self in (Suit.SPADES, Suit.CLUBS)

    @property
    def is_red(self) -> bool:
        return not self.is_black


class Rank(enum.Enum):
    """The thirteen ranks; the value is the symbol printed on a card."""

    ACE = "A"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "10"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"

    __hash__ = object.__hash__  # as Suit

    @property
    def points(self) -> int:
        """Blackjack points, counting an ace as 1."""
        return _POINTS[self]


_POINTS = {r: 1 if r is Rank.ACE else 10 if r.value in "JQK" else int(r.value) for r in Rank}
"""Looked up, not computed: hand values are the engine's hottest path."""

_SUIT_BY_TOKEN = {s.value: s for s in Suit} | {s.letter: s for s in Suit}
_SUIT_BY_TOKEN |= {"♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS}
_RANK_BY_TOKEN = {r.value: r for r in Rank} | {"T": Rank.TEN, "1": Rank.ACE}


@dataclass(frozen=True)
class Card:
    """One playing card."""

    rank: Rank
    """What the card shows: ace, two … king."""
    suit: Suit
    """Its suit; irrelevant to the card's points, relevant to side bets."""

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``"A♠"``, ``"AS"``, ``"10h"``, ``"Td"`` or ``"Q♣"``."""
        token = text.strip().upper()
        if len(token) < 2:
            raise CardParseError(f"not a card: {text!r} (write rank then suit, e.g. 'A♠' or 'AS')")
        rank = _RANK_BY_TOKEN.get(token[:-1])
        suit = _SUIT_BY_TOKEN.get(token[-1]) or _SUIT_BY_TOKEN.get(text.strip()[-1])
        if rank is None or suit is None:
            raise CardParseError(f"not a card: {text!r} (write rank then suit, e.g. 'A♠' or 'AS')")
        return cls(rank, suit)

    @property
    def points(self) -> int:
        return _POINTS[self.rank]

    def __str__(self) -> str:
        return f"{self.rank.value}{self.suit.value}"

    @property
    def code(self) -> str:
        """ASCII form, e.g. ``"10S"``; ``Card.parse`` reads it back."""
        return f"{self.rank.value}{self.suit.letter}"


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read cards separated by spaces or commas: ``"A♠ 10♥"``."""
    return tuple(Card.parse(t) for t in text.replace(",", " ").split())


FULL_DECK: tuple[Card, ...] = tuple(Card(r, s) for s in Suit for r in Rank)
