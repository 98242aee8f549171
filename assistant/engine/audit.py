"""An independent check of a finished round: money and cards are conserved.

Used by the property tests and the engine soak. It reads only the round's records, the table and
the shoe, so a bug in the round's own bookkeeping (``net``, ``on_table``) cannot hide itself.
"""

from __future__ import annotations

from collections import Counter
from decimal import Decimal

from .records import DEALER, Dealt, Outcome, Settlement, Wager, WagerKind
from .round import Round
from .state import Phase

_LOST = {Outcome.LOSS, Outcome.BUST, Outcome.INSURANCE_LOSS, Outcome.SIDE_BET_LOSS}
_EVEN = {Outcome.WIN, Outcome.EVEN_MONEY}
"""Paid one to one."""
_BACK = {Outcome.PUSH, Outcome.RETURNED}


class ConservationError(AssertionError):
    """A finished round that created, lost or moved money or cards it should not have."""


def _account(record: Wager | Settlement) -> tuple[str, str]:
    """Which pot a stake belongs to for one bettor: the main bet (with its doubles and splits),
    insurance, or a side bet by id."""
    if record.side_bet is not None:
        return record.bettor, f"side bet {record.side_bet}"
    insurance = (record.kind is WagerKind.INSURANCE) if isinstance(record, Wager) else \
        record.outcome.value.startswith("insurance")
    return record.bettor, "insurance" if insurance else "bet"


def _agrees(settlement: Settlement) -> bool:
    outcome, stake, net = settlement.outcome, settlement.stake, settlement.net
    if outcome in _LOST:
        return net == -stake
    if outcome in _BACK:
        return net == 0
    if outcome in _EVEN:
        return net == stake
    if outcome is Outcome.SURRENDER:
        return -stake < net < 0
    return net > 0  # blackjack, bonuses, insurance and side bets won


def audit_round(game: Round, first_card: int = 0) -> None:
    """Raise :class:`ConservationError` unless ``game`` is over and conserved money and cards.

    ``first_card`` is how many cards the shoe had dealt before this round began (a shoe serves
    many rounds).

    Money: every stake put on the table was taken off it again, pot by pot and bettor by bettor;
    nobody got back less than nothing, and each settlement's money matches its outcome (a loss takes
    the stake, a push returns it, a win pays one to one); what the bettors won together the bank
    lost, to the cent.
    Cards: the records show exactly the cards the shoe dealt in this round, in order; each lies on
    the table once; the shoe dealt its cards from the top in the order it was made with.
    """
    problems: list[str] = []
    if game.phase is not Phase.OVER:
        raise ConservationError(f"the round is not over: {game.phase}")
    staked: Counter[tuple[str, str]] = Counter()
    settled: Counter[tuple[str, str]] = Counter()
    bettors: dict[str, Decimal] = {}
    bank = Decimal(0)
    for record in game.history:
        if isinstance(record, Wager):
            if record.amount <= 0:
                problems.append(f"a wager of {record.amount}: {record}")
            staked[_account(record)] += record.amount
            bettors[record.bettor] = bettors.get(record.bettor, Decimal(0)) - record.amount
        elif isinstance(record, Settlement):
            if record.stake < 0 or record.stake + record.net < 0:
                problems.append(f"a settlement takes more than its stake: {record}")
            elif not _agrees(record):
                problems.append(f"a settlement's money does not match its outcome: {record}")
            settled[_account(record)] += record.stake
            bettors[record.bettor] = bettors.get(record.bettor, Decimal(0)) + record.stake + record.net
            bank -= record.net
    for account in staked.keys() | settled.keys():
        if staked[account] != settled[account]:
            problems.append(f"{account[0]}'s {account[1]}: {staked[account]} staked, {settled[account]} settled")
    if sum(bettors.values(), bank) != 0:
        problems.append(f"bettors {bettors} and bank {bank} do not sum to 0")

    dealt = [record.card for record in game.history if isinstance(record, Dealt)]
    shoe = game.shoe
    if dealt != shoe.dealt[first_card:]:
        problems.append(f"the records show {len(dealt)} cards dealt, the shoe dealt {len(shoe.dealt) - first_card}")
    on_table = [card for hand in game.hands for card in hand.cards] + list(game.dealer_cards)
    if Counter(on_table) != Counter(dealt):
        problems.append("the cards on the table are not the cards dealt")
    targets = Counter(record.target == DEALER for record in game.history if isinstance(record, Dealt))
    if targets[True] != len(game.dealer_cards):
        problems.append(f"{targets[True]} cards dealt to the dealer, who holds {len(game.dealer_cards)}")
    if tuple(shoe.dealt) + shoe.remaining != shoe.initial:  # dealt from the top, in order
        problems.append("the shoe's cards are not the ones it was made with, in their order")
    if problems:
        raise ConservationError("; ".join(problems))
