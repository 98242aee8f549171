"""The bank's side of a round: every stake taken, and each one settled — paid, returned or collected.

``Round`` decides when a stake settles and how (the outcome and its ratio); the bank writes the
``Wager`` and ``Settlement`` records, holds the insurance and side bets until they are decided, and
reads what the round's money came to.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from fractions import Fraction

from .betting import pay, settle_net
from .cards import Card
from .hand import hand_value
from .records import HandRef, Outcome, Record, Settlement, Wager, WagerKind
from .rules import DealerBlackjackTakes, PayLine, Table
from .state import HandState, HandStatus


class Bank:
    """One round's money under ``table``'s rules, written into the round's ``history``."""

    def __init__(self, table: Table, history: list[Record]):
        self.table = table
        self.history = history
        self.insured: dict[tuple[int, str], Decimal] = {}
        """Insurance by (box, bettor), held until the dealer's hand decides it."""
        self.side_bets: list[tuple[int, str, str, Decimal]] = []
        """(box, bettor, side bet id, stake), held until the first cards are out."""
        self.side_bets_held: list[tuple[int, str, str, Decimal, tuple[Card, ...]]] = []
        """Side bets with a line that needs a dealer blackjack, with the cards they look at, held until the
        dealer's hand is known."""

    # ---- reading the money -------------------------------------------------------------

    def settlements(self) -> list[Settlement]:
        return [r for r in self.history if isinstance(r, Settlement)]

    def net(self) -> dict[str, Decimal]:
        result: dict[str, Decimal] = {"bank": Decimal(0)}
        for record in self.history:
            if isinstance(record, Wager):
                result[record.bettor] = result.get(record.bettor, Decimal(0)) - record.amount
            elif isinstance(record, Settlement):
                result[record.bettor] = result.get(record.bettor, Decimal(0)) + record.returned
                result["bank"] -= record.net
        return result

    def on_table(self) -> Decimal:
        wagered = sum((r.amount for r in self.history if isinstance(r, Wager)), Decimal(0))
        return wagered - sum((r.stake for r in self.settlements()), Decimal(0))

    # ---- taking stakes -----------------------------------------------------------------

    def wager(self, ref: HandRef, bettor: str, kind: WagerKind, amount: Decimal, side_bet: str | None = None) -> None:
        self.history.append(Wager(ref, bettor, kind, amount, side_bet))

    def insure(self, ref: HandRef, bettor: str, amount: Decimal) -> None:
        self.insured[(ref.box, bettor)] = amount
        self.wager(ref, bettor, WagerKind.INSURANCE, amount)

    def side_bet(self, ref: HandRef, bettor: str, bet_id: str, stake: Decimal) -> None:
        self.wager(ref, bettor, WagerKind.SIDE_BET, stake, bet_id)
        self.side_bets.append((ref.box, bettor, bet_id, stake))

    # ---- settling ----------------------------------------------------------------------

    def settle_all(self, hand: HandState, outcome: Outcome, ratio: Fraction = Fraction(0)) -> None:
        for bettor in list(hand.stakes):
            self.settle(hand, bettor, outcome, ratio)

    def settle(self, hand: HandState, bettor: str, outcome: Outcome, ratio: Fraction = Fraction(0)) -> None:
        """Settle one bettor's whole stake on ``hand`` (doubles included)."""
        stake = hand.stakes[bettor] + hand.doubles.pop(bettor, Decimal(0))
        net = settle_net(outcome, stake, ratio, self.table.money_step)
        self.settle_stake(hand, bettor, outcome, stake, net)
        del hand.stakes[bettor]
        if not hand.stakes:
            hand.status = HandStatus.SETTLED

    def settle_stake(self, hand: HandState, bettor: str, outcome: Outcome, stake: Decimal, net: Decimal) -> None:
        self.history.append(Settlement(hand.ref, bettor, outcome, stake, net))

    def bonus(self, hand: HandState, bettor: str, outcome: Outcome, ratio: Fraction) -> None:
        """A bonus on the whole stake (doubles included) paid while the stake plays on."""
        stake = hand.stakes[bettor] + hand.doubles.get(bettor, Decimal(0))
        won = pay(stake, ratio, self.table.money_step)
        self.history.append(Settlement(hand.ref, bettor, outcome, Decimal(0), won))

    def against_dealer(self, hand: HandState, dealer: Sequence[Card], dealer_blackjack: bool) -> None:
        """Settle a hand still open when the dealer has finished."""
        rules = self.table.rules
        if hand.status is HandStatus.BLACKJACK:
            if dealer_blackjack:
                self.settle_all(hand, Outcome.PUSH)
            else:
                self.settle_all(hand, Outcome.BLACKJACK, rules.blackjack_pays)
        elif hand.status is HandStatus.SURRENDERED:
            self.settle_all(hand, Outcome.LOSS if dealer_blackjack else Outcome.SURRENDER)
        elif dealer_blackjack:
            takes_all = rules.dealer_blackjack_takes is DealerBlackjackTakes.ALL
            for bettor in list(hand.stakes):
                if takes_all:
                    self.settle(hand, bettor, Outcome.LOSS)
                    continue
                if bettor in hand.doubles:
                    self.settle_stake(hand, bettor, Outcome.RETURNED, hand.doubles.pop(bettor), Decimal(0))
                outcome = Outcome.LOSS if hand.ref.hand == 1 else Outcome.RETURNED
                self.settle(hand, bettor, outcome)
        else:
            player, dealer_total = hand.value.total, hand_value(dealer).total
            if dealer_total > 21 or player > dealer_total:
                outcome = Outcome.WIN
            elif player == dealer_total:
                outcome = Outcome.PUSH
            else:
                outcome = Outcome.LOSS
            self.settle_all(hand, outcome, Fraction(1))

    def settle_insurance(self, dealer_blackjack: bool) -> None:
        pays = self.table.rules.insurance_pays or Fraction(0)
        for (box, bettor), amount in self.insured.items():
            ref = HandRef(box)
            if dealer_blackjack:
                won = pay(amount, pays, self.table.money_step)
                self.history.append(Settlement(ref, bettor, Outcome.INSURANCE_WIN, amount, won))
            else:
                self.history.append(Settlement(ref, bettor, Outcome.INSURANCE_LOSS, amount, -amount))
        self.insured.clear()

    def settle_side_bets(self, hands: Sequence[HandState], upcard: Card) -> None:
        """Each side bet on the cards it looks at, of its box's first two cards and the dealer's ``upcard``; a bet
        with a line that needs a dealer blackjack is held with its cards until the dealer's hand is known."""
        first = {h.ref.box: h for h in hands if h.ref.hand == 1}
        for box, bettor, bet_id, stake in self.side_bets:
            bet = self.table.side_bet(bet_id)
            cards = bet.looked_at(tuple(first[box].cards[:2]), upcard)
            if bet.waits_for_dealer:
                self.side_bets_held.append((box, bettor, bet_id, stake, cards))
            else:
                self._settle_side_bet(box, bettor, bet_id, stake, bet.paid_lines(cards))

    def settle_held_side_bets(self, dealer_blackjack: bool) -> None:
        """The side bets held for the dealer's hand, now that it is known."""
        for box, bettor, bet_id, stake, cards in self.side_bets_held:
            lines = self.table.side_bet(bet_id).paid_lines(cards, dealer_blackjack)
            self._settle_side_bet(box, bettor, bet_id, stake, lines)
        self.side_bets_held.clear()

    def _settle_side_bet(self, box: int, bettor: str, bet_id: str, stake: Decimal, lines: Sequence[PayLine]) -> None:
        ref = HandRef(box)
        if not lines:
            self.history.append(Settlement(ref, bettor, Outcome.SIDE_BET_LOSS, stake, -stake, bet_id))
        for i, line in enumerate(lines):
            # Where every winning line pays, the stake comes back once: further lines are bonuses (stake 0).
            won = pay(stake, line.pays, self.table.money_step)
            self.history.append(Settlement(ref, bettor, Outcome.SIDE_BET_WIN, stake if i == 0 else Decimal(0), won,
                                           bet_id, line.id))
