"""One exception class per kind of error the engine raises."""

from __future__ import annotations


class CardParseError(ValueError):
    """Text that does not name a card."""


class RatioParseError(ValueError):
    """Text that is not a payout ratio such as ``"3:2"``."""


class InvalidRulesError(ValueError):
    """A rule set that is impossible or contradicts itself."""

    def __init__(self, problems: list[tuple[str, str]]):
        self.problems = problems
        """(field, message) pairs, every problem found."""
        super().__init__("; ".join(f"{field}: {message}" for field, message in problems))


class IllegalActionError(ValueError):
    """An action the table's rules or the round's state do not allow now."""


class IllegalBetError(IllegalActionError):
    """A bet outside the table's limits or box rules."""


class ShoeExhaustedError(RuntimeError):
    """The shoe ran out of cards (a stacked shoe scripted too few)."""
