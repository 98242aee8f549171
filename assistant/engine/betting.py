"""Bets before the deal: table limits, box rules and side bets."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from decimal import ROUND_DOWN, Decimal
from fractions import Fraction

from .errors import Illegal, IllegalBetError
from .records import Outcome
from .rules import OverMax, Table


@dataclass(frozen=True)
class Bet:
    """One bettor's stake on one box, placed before the deal.

    The first bet listed for a box is its owner's (the first circle); the others
    bet behind in the order listed.
    """

    box: int
    """Box (seat) number, 1 nearest the shoe."""
    bettor: str
    amount: Decimal
    side_bets: Mapping[str, Decimal] = field(default_factory=dict)
    """Side bet id → stake, e.g. ``{"3cw": Decimal(5)}``."""


@dataclass(frozen=True)
class PlacedBet:
    """A bet as it plays: possibly reduced to respect the box maximum."""

    box: int
    bettor: str
    circle: int
    """1 for the box owner, 2 and 3 … for bettors behind."""
    requested: Decimal
    amount: Decimal
    side_bets: Mapping[str, Decimal]


def to_money(amount: Decimal | int | str, step: Decimal) -> Decimal:
    """Exact money: refuses floats and amounts finer than the table's smallest unit."""
    if isinstance(amount, float):
        raise IllegalBetError(Illegal.INEXACT_MONEY)
    value = Decimal(amount)
    if not value.is_finite():
        raise IllegalBetError(Illegal.NOT_AN_AMOUNT, text=str(amount))
    if value % step:
        raise IllegalBetError(Illegal.FINER_THAN_STEP, amount=value, step=step)
    return value


def pay(stake: Decimal, ratio: Fraction, step: Decimal) -> Decimal:
    """``stake`` times ``ratio``, rounded down to the smallest unit paid (the house keeps the rest)."""
    exact = stake * ratio.numerator / ratio.denominator
    return (exact / step).to_integral_value(rounding=ROUND_DOWN) * step


def settle_net(outcome: Outcome, stake: Decimal, ratio: Fraction, step: Decimal) -> Decimal:
    """What a settled stake wins (positive) or loses (negative) for the bettor."""
    if outcome in (Outcome.LOSS, Outcome.BUST):
        return -stake
    if outcome is Outcome.SURRENDER:
        return pay(stake, Fraction(1, 2), step) - stake
    if outcome in (Outcome.PUSH, Outcome.RETURNED):
        return Decimal(0)
    return pay(stake, ratio, step)


def place_bets(table: Table, bets: Iterable[Bet]) -> list[PlacedBet]:
    """Check bets against the table and return them as they play, box by box."""
    box_rules, limits, step = table.box_rules, table.limits, table.money_step
    by_box: dict[int, list[Bet]] = {}
    for bet in bets:
        if not 1 <= bet.box <= box_rules.boxes:
            raise IllegalBetError(Illegal.NO_SUCH_BOX, box=bet.box, boxes=box_rules.boxes)
        amount = to_money(bet.amount, step)
        if amount <= 0:
            raise IllegalBetError(Illegal.NOT_POSITIVE, bettor=bet.bettor)
        if limits is not None:
            verify_limits(limits.min_bet, limits.unit, amount, bet.bettor, limits.multiple_of is None)
        for bet_id, stake in bet.side_bets.items():
            try:
                side = table.side_bet(bet_id)
            except KeyError:
                raise IllegalBetError(Illegal.NO_SUCH_SIDE_BET, side_bet=bet_id) from None
            stake = to_money(stake, step)
            if stake <= 0 or (side.min_bet and stake < side.min_bet) or (side.max_bet and stake > side.max_bet):
                raise IllegalBetError(Illegal.SIDE_BET_LIMITS, bettor=bet.bettor, side_bet=bet_id, stake=stake,
                                      minimum=side.min_bet, maximum=side.max_bet)
            if side.multiple_of and stake % side.multiple_of:
                raise IllegalBetError(Illegal.SIDE_BET_NOT_MULTIPLE, bettor=bet.bettor, side_bet=bet_id, stake=stake,
                                      unit=side.multiple_of)
        box = by_box.setdefault(bet.box, [])
        if any(b.bettor == bet.bettor for b in box):
            raise IllegalBetError(Illegal.ALREADY_BETS_ON_BOX, bettor=bet.bettor, box=bet.box)
        box.append(bet)
    if not by_box:
        raise IllegalBetError(Illegal.NO_BETS)

    bettors = {b.bettor for box in by_box.values() for b in box}
    for guest in bettors:
        played = sum(any(b.bettor == guest for b in box) for box in by_box.values())
        owned = sum(box[0].bettor == guest for box in by_box.values())
        if box_rules.boxes_per_guest is not None and played > box_rules.boxes_per_guest:
            raise IllegalBetError(Illegal.TOO_MANY_BOXES, bettor=guest, boxes=played, limit=box_rules.boxes_per_guest)
        if box_rules.owned_boxes_per_guest is not None and owned > box_rules.owned_boxes_per_guest:
            raise IllegalBetError(
                Illegal.TOO_MANY_OWNED_BOXES, bettor=guest, boxes=owned, limit=box_rules.owned_boxes_per_guest
            )
    if len(bettors) == 1 and len(by_box) < box_rules.min_boxes_single_guest:
        raise IllegalBetError(Illegal.TOO_FEW_BOXES, minimum=box_rules.min_boxes_single_guest)

    placed: list[PlacedBet] = []
    for number in sorted(by_box):
        box = by_box[number]
        if len(box) > 1 and not box_rules.betting_behind:
            raise IllegalBetError(Illegal.NO_BETTING_BEHIND, box=number)
        if box_rules.bettors_per_box is not None and len(box) > box_rules.bettors_per_box:
            raise IllegalBetError(Illegal.TOO_MANY_BETTORS, box=number, bettors=len(box), limit=box_rules.bettors_per_box)
        amounts = [Decimal(b.amount) for b in box]
        if limits is not None and limits.max_bet is not None and sum(amounts) > limits.max_bet:
            if limits.over_max is OverMax.REJECT:
                raise IllegalBetError(Illegal.OVER_MAXIMUM, box=number, total=sum(amounts), maximum=limits.max_bet)
            amounts = _reduce_from_last_circle(amounts, limits.max_bet, limits.min_bet or step, limits.unit)
        for circle, (bet, amount) in enumerate(zip(box, amounts), start=1):
            placed.append(
                PlacedBet(
                    number,
                    bet.bettor,
                    circle,
                    Decimal(bet.amount),
                    amount,
                    {k: Decimal(v) for k, v in bet.side_bets.items()},
                )
            )
    return placed


def verify_limits(minimum: Decimal | None, unit: Decimal | None, amount: Decimal, bettor: str,
                  unit_is_minimum: bool = False) -> None:
    """Raise ``IllegalBetError`` unless ``amount`` is at least ``minimum`` and a multiple of ``unit``."""
    if minimum is not None and amount < minimum:
        raise IllegalBetError(Illegal.BELOW_MINIMUM, bettor=bettor, amount=amount, minimum=minimum)
    if unit is not None and amount % unit:
        if unit_is_minimum:
            raise IllegalBetError(Illegal.NOT_MULTIPLE_OF_MINIMUM, bettor=bettor, amount=amount, minimum=unit)
        raise IllegalBetError(Illegal.NOT_MULTIPLE, bettor=bettor, amount=amount, unit=unit)


def _reduce_from_last_circle(
    amounts: list[Decimal], maximum: Decimal, minimum: Decimal, unit: Decimal | None
) -> list[Decimal]:
    """Cut bets back, last circle first, until the box total fits (a bet under the minimum is withdrawn)."""
    amounts = list(amounts)
    excess = sum(amounts) - maximum
    for i in range(len(amounts) - 1, -1, -1):
        if excess <= 0:
            break
        cut = min(excess, amounts[i])
        remaining = amounts[i] - cut
        if 0 < remaining < minimum:
            cut, remaining = amounts[i], Decimal(0)
        elif unit is not None and remaining % unit:
            # Bets stay multiples of the table's unit: cut down to the multiple below.
            cut = amounts[i] - (remaining // unit) * unit
            remaining = amounts[i] - cut
        amounts[i] = remaining
        excess -= cut
    return amounts
