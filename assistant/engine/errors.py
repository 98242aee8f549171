"""The errors the engine raises: one class per kind of failure; a refused action or bet also names its reason."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from types import MappingProxyType


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


@enum.unique
class Illegal(enum.Enum):
    """Why the engine refuses an action or a bet: the kinds of ``IllegalActionError``.

    The value is the English message, for logs and tests; its fields name the error's ``data``
    (amounts as ``Decimal``, counts as ``int``). The locale layer words each kind for guests.
    """

    # the round's state
    OFFERS_OPEN = "insurance and even money are being offered: close the offers first"
    ROUND_OVER = "the round is over"
    SECOND_CARD_MISSING = "the hand has not received its second card"
    NO_SUCH_HAND = "no hand {hand}"
    NOT_THIS_HAND = "hand {hand} is to act, not {named}"
    # hitting and doubling
    SPLIT_ACES_ONE_CARD = "split aces take one card each"
    DOUBLE_FIRST_TWO_CARDS = "only the first two cards of a hand may double"
    DOUBLE_AFTER_SPLIT = "no doubling after a split at this table"
    DOUBLE_SOFT = "no doubling on soft {total}: soft hands may not double at this table"
    DOUBLE_TOTAL = "no doubling on {total}: allowed on {allowed}"
    DOUBLE_SOFT_TOTAL = "no doubling on soft {total} (counted {low}): allowed on {allowed}"
    DOUBLE_OVER_MAXIMUM = "doubling would exceed the box maximum {maximum}"
    # splitting
    SPLIT_FIRST_TWO_CARDS = "only a hand's first two cards may be split"
    NOT_A_PAIR = "{first} and {second} are not a pair (split by {split_by})"
    NO_SPLITTING = "no splitting at this table"
    SPLIT_LIMIT = "a box may become at most {limit} hands"
    RESPLIT_ACES = "split aces may not be split again"
    DECLINED_SPLIT = "a co-bettor who declined a split may not join later splits"
    SPLIT_OVER_MAXIMUM = "splitting would exceed the box maximum {maximum}"
    # co-bettors joining a double or a split
    NOT_A_CO_BETTOR = "{bettor} has no bet of their own on hand {hand}"
    CO_BETTORS_MAY_NOT_JOIN = "co-bettors may not join this decision at this table"
    # surrender
    NO_SURRENDER = "no surrender at this table"
    SURRENDER_NAME_HAND = "name the hand to surrender before the dealer checks"
    SURRENDER_NOT_NOW = "this hand cannot surrender now"
    OWNER_LEFT = "the box owner has left the table"
    SURRENDER_AFTER_THIRD_CARD = "surrender only before the third card"
    SURRENDER_AFTER_SPLIT = "no surrender after a split"
    # insurance and even money
    OFFERS_CLOSED = "insurance and even money are offered only before the players act"
    NO_BET_ON_BOX = "{bettor} has no open bet on box {box}"
    BETTOR_LEFT = "{bettor} has left the table"
    ALREADY_DECIDED = "{bettor} has already decided on box {box}"
    INSURANCE_NOT_OFFERED = "insurance is offered only against a dealer ace"
    INSURANCE_AMOUNT = "insurance must be between {low} and {high}, not {amount}"
    EVEN_MONEY_NOT_OFFERED = "even money is not offered here"
    EVEN_MONEY_NEEDS_BLACKJACK = "even money is for a blackjack against an ace"
    NO_OFFERS_OPEN = "no offers are open"
    # bets before the deal (IllegalBetError)
    INEXACT_MONEY = "money must be exact: pass Decimal, int or str, not float"
    NOT_AN_AMOUNT = "{text} is not an amount"
    FINER_THAN_STEP = "{amount} is not a whole multiple of {step}"
    NO_SUCH_BOX = "box {box} does not exist: the table has {boxes}"
    NOT_POSITIVE = "{bettor}: a bet must be above 0"
    BELOW_MINIMUM = "{bettor}: {amount} is below the table minimum {minimum}"
    NOT_MULTIPLE_OF_MINIMUM = "{bettor}: {amount} is not a multiple of the table minimum {minimum}"
    NOT_MULTIPLE = "{bettor}: {amount} is not a multiple of {unit}, as bets at this table are"
    NO_SUCH_SIDE_BET = "this table has no side bet '{side_bet}'"
    SIDE_BET_LIMITS = "{bettor}: side bet {side_bet} of {stake} is outside its limits"
    SIDE_BET_NOT_MULTIPLE = "{bettor}: side bet {side_bet} of {stake} is not a multiple of {unit}"
    ALREADY_BETS_ON_BOX = "{bettor} already bets on box {box}"
    NO_BETS = "no bets: at least one box must be played"
    TOO_MANY_BOXES = "{bettor} bets on {boxes} boxes; at most {limit}"
    TOO_MANY_OWNED_BOXES = "{bettor} owns {boxes} boxes; a guest may decide for at most {limit}"
    TOO_FEW_BOXES = "a guest playing alone must play at least {minimum} boxes"
    NO_BETTING_BEHIND = "box {box}: this table allows no betting behind"
    TOO_MANY_BETTORS = "box {box} has {bettors} bettors; at most {limit}"
    OVER_MAXIMUM = "box {box}: bets of {total} exceed the box maximum {maximum}"


class IllegalActionError(ValueError):
    """An action the table's rules or the round's state do not allow now."""

    def __init__(self, reason: Illegal, **data: object):
        self.reason = reason
        """Which refusal it is; the locale layer words it for guests."""
        self.data: Mapping[str, object] = MappingProxyType(data)
        """What the reason speaks of, by its message's fields: ``{"limit": 4}``."""
        super().__init__(reason.value.format_map({key: _plain(value) for key, value in data.items()}))

    def __reduce__(self):
        # Rebuilt from reason and data, so a refusal in a worker process reaches the parent whole.
        return _rebuild, (type(self), self.reason, dict(self.data))


class IllegalBetError(IllegalActionError):
    """A bet outside the table's limits or box rules."""


def _rebuild(cls: type[IllegalActionError], reason: Illegal, data: dict[str, object]) -> IllegalActionError:
    return cls(reason, **data)


def _plain(value: object) -> str:
    """A value in the English message: totals as ``9, 10, 11``, enums by their value."""
    if isinstance(value, (tuple, list, frozenset, set)):
        return ", ".join(map(str, sorted(value)))
    if isinstance(value, enum.Enum):
        return str(value.value)
    return str(value)


class ShoeExhaustedError(RuntimeError):
    """The shoe ran out of cards (a stacked shoe scripted too few)."""
