"""How the engine's refusals are worded for guests: each ``Illegal`` kind one catalog message, its
data formatted by the locale layer (amounts in the casino's currency, counts in the language's digits).

The engine's own English (``str(exc)``) is for logs and tests; a guest reads ``error_text``.
"""

from __future__ import annotations

import enum
from decimal import Decimal
from string import Formatter

from babel.numbers import get_currency_precision

from ..engine import Card, HandRef, Illegal, IllegalActionError
from .formats import format_number
from .wording import N_, Words, phrase

ERROR_MESSAGES: dict[Illegal, str] = {
    Illegal.OFFERS_OPEN: N_("insurance and even money are being offered: answer them first"),
    Illegal.ROUND_OVER: N_("the round is over"),
    Illegal.SECOND_CARD_MISSING: N_("the hand has not received its second card yet"),
    Illegal.NO_SUCH_HAND: N_("there is no hand {hand}"),
    Illegal.NOT_THIS_HAND: N_("hand {hand} is to act, not hand {named}"),
    Illegal.SPLIT_ACES_ONE_CARD: N_("split aces take one card each"),
    Illegal.DOUBLE_FIRST_TWO_CARDS: N_("only a hand of two cards may double"),
    Illegal.DOUBLE_AFTER_SPLIT: N_("no doubling after a split at this table"),
    Illegal.DOUBLE_SOFT: N_("soft hands may not double at this table (soft {total})"),
    Illegal.DOUBLE_TOTAL: N_("no doubling on {total}: only on {allowed}"),
    Illegal.DOUBLE_SOFT_TOTAL: N_("no doubling on soft {total}, counted as {low}: only on {allowed}"),
    Illegal.DOUBLE_OVER_MAXIMUM: N_("doubling would take the box past its maximum of {maximum}"),
    Illegal.SPLIT_FIRST_TWO_CARDS: N_("only a hand of two cards may be split"),
    Illegal.NOT_A_PAIR: N_("{first} and {second} are not a pair that may be split: {split_by}"),
    Illegal.NO_SPLITTING: N_("no splitting at this table"),
    Illegal.SPLIT_LIMIT: N_("a box may be split into at most {limit} hands"),
    Illegal.RESPLIT_ACES: N_("split aces may not be split again"),
    Illegal.DECLINED_SPLIT: N_("a co-bettor who did not follow a split may not join a later one"),
    Illegal.SPLIT_OVER_MAXIMUM: N_("splitting would take the box past its maximum of {maximum}"),
    Illegal.NOT_A_CO_BETTOR: N_("{bettor} has no bet of their own on hand {hand}"),
    Illegal.CO_BETTORS_MAY_NOT_JOIN: N_("co-bettors may not join this decision at this table"),
    Illegal.NO_SURRENDER: N_("no surrender at this table"),
    Illegal.SURRENDER_NAME_HAND: N_("name the hand to surrender before the dealer checks for blackjack"),
    Illegal.SURRENDER_NOT_NOW: N_("this hand cannot surrender now"),
    Illegal.OWNER_LEFT: N_("the box owner has left the table"),
    Illegal.SURRENDER_AFTER_THIRD_CARD: N_("surrender only before the third card"),
    Illegal.SURRENDER_AFTER_SPLIT: N_("no surrender after a split"),
    Illegal.OFFERS_CLOSED: N_("insurance and even money are offered only before the hands are played"),
    Illegal.NO_BET_ON_BOX: N_("{bettor} has no open bet on box {box}"),
    Illegal.BETTOR_LEFT: N_("{bettor} has left the table"),
    Illegal.ALREADY_DECIDED: N_("{bettor} has already decided on box {box}"),
    Illegal.INSURANCE_NOT_OFFERED: N_("insurance is offered only against a dealer's ace"),
    Illegal.INSURANCE_AMOUNT: N_("insurance must be between {low} and {high}, not {amount}"),
    Illegal.EVEN_MONEY_NOT_OFFERED: N_("even money is not offered here"),
    Illegal.EVEN_MONEY_NEEDS_BLACKJACK: N_("even money is only for a blackjack against a dealer's ace"),
    Illegal.NO_OFFERS_OPEN: N_("nothing is being offered now"),
    Illegal.INEXACT_MONEY: N_("an amount must be exact"),
    Illegal.NOT_AN_AMOUNT: N_("{text} is not an amount"),
    Illegal.FINER_THAN_STEP: N_("{amount} is not a whole multiple of {step}"),
    Illegal.NO_SUCH_BOX: N_("there is no box {box}; boxes on this table: {boxes}"),
    Illegal.NOT_POSITIVE: N_("a bet must be above zero"),
    Illegal.BELOW_MINIMUM: N_("{amount} is below the table minimum of {minimum}"),
    Illegal.NOT_MULTIPLE_OF_MINIMUM: N_("{amount} is not a multiple of the table minimum of {minimum}"),
    Illegal.NOT_MULTIPLE: N_("{amount} is not a multiple of {unit}, as bets at this table must be"),
    Illegal.NO_SUCH_SIDE_BET: N_("this table has no side bet {side_bet}"),
    Illegal.SIDE_BET_LIMITS: N_("a side bet of {stake} is outside its limits"),
    Illegal.SIDE_BET_NOT_MULTIPLE: N_("a side bet of {stake} is not a multiple of {unit}"),
    Illegal.ALREADY_BETS_ON_BOX: N_("{bettor} already bets on box {box}"),
    Illegal.NO_BETS: N_("no bets: at least one box must be played"),
    Illegal.TOO_MANY_BOXES: N_("boxes one guest may bet on: at most {limit}, not {boxes}"),
    Illegal.TOO_MANY_OWNED_BOXES: N_("boxes one guest may decide for: at most {limit}, not {boxes}"),
    Illegal.TOO_FEW_BOXES: N_("a guest alone at the table must play at least {minimum} boxes"),
    Illegal.NO_BETTING_BEHIND: N_("this table allows no betting on another guest's box (box {box})"),
    Illegal.TOO_MANY_BETTORS: N_("bettors on box {box}: at most {limit}, not {bettors}"),
    Illegal.OVER_MAXIMUM: N_("the bets on box {box}, {total} together, exceed the box maximum of {maximum}"),
}
"""A lower-case clause per kind, to follow "Not allowed:" or stand in brackets; its fields are the
error's data. Bettors are named only where several could be meant."""


def error_text(exc: IllegalActionError, words: Words) -> str:
    """Why the engine refused, in ``words``' language: its numbers, amounts and cards worded there."""
    message = ERROR_MESSAGES[exc.reason]
    fields = {name for _, name, _, _ in Formatter().parse(message) if name}
    return words._(message, **{name: _worded(name, exc.data[name], words) for name in fields})


def _worded(name: str, value: object, words: Words) -> str:
    if isinstance(value, Decimal):
        return _amount(value, words)
    if isinstance(value, bool) or value is None:
        raise TypeError(f"{name}: {value!r} has no wording")
    if isinstance(value, int):
        return words.number(value)
    if isinstance(value, tuple):
        return words.any_of(_worded(name, item, words) for item in value)
    if isinstance(value, HandRef):
        number = words.number(value.box)
        return number if value.hand == 1 else f"{number}.{words.number(value.hand)}"
    if isinstance(value, Card):
        return words.card(str(value))
    if isinstance(value, enum.Enum):
        return phrase(name, value, words) or str(value.value)  # a rule's value, worded as on the sheets
    return str(value)  # a bettor's name, a side bet's id: said as given


def _amount(value: Decimal, words: Words) -> str:
    """Money in the casino's currency; an amount finer than its smallest unit (or without a currency)
    as the exact number, since money would round it."""
    if words.currency is not None and value == round(value, get_currency_precision(words.currency)):
        return words.money(value)
    return format_number(value, words.lang, max(0, -value.as_tuple().exponent))
