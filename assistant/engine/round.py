"""One round of blackjack at one table, from the bets to the last payout.

Every action comes as a triple: ``verify_x`` raises ``IllegalActionError`` with
the reason, ``can_x`` answers, ``x`` acts and returns a frozen record. Steps that
need no decision (dealing, the dealer's play, payouts) run by themselves, so
after any call the round waits for the next decision or is over. Stakes are taken and
settled by the round's ``Bank`` (``bank.py``); the round decides when and how each settles.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from decimal import Decimal
from fractions import Fraction

from .bank import Bank
from .betting import Bet, place_bets, to_money
from .cards import Card, Rank
from .errors import Illegal, IllegalActionError
from .hand import hand_value, is_natural
from .records import (
    DEALER,
    Action,
    BetReduced,
    DealerFinished,
    Dealt,
    Decision,
    HandRef,
    HoleCardTurned,
    OffersClosed,
    Outcome,
    Peeked,
    Record,
    Settlement,
    WagerKind,
)
from .rules import HoleCard, Surrender, Table, upcard_label
from .shoe import Shoe
from .state import BoxState, HandState, HandStatus, HandView, Phase


class Round:
    """A round under one table's rules, dealt from ``shoe``."""

    def __init__(self, table: Table, shoe: Shoe, bets: Iterable[Bet], absent: Iterable[str] = ()):
        self.table = table
        self.rules = table.rules
        self.shoe = shoe
        self.history: list[Record] = []
        self.phase = Phase.PLAYING
        self._absent = frozenset(absent)
        self._boxes: dict[int, BoxState] = {}
        self._hands: list[HandState] = []
        self._dealer: list[Card] = []
        self._hole: Card | None = None
        self._bank = Bank(table, self.history)
        self._offer_done: set[tuple[int, str]] = set()
        self._place(bets)
        self._deal()
        self._advance()

    # ---- reading the round -------------------------------------------------------------

    @property
    def upcard(self) -> Card:
        return self._dealer[0]

    @property
    def dealer_cards(self) -> tuple[Card, ...]:
        """The dealer's face-up cards."""
        return tuple(self._dealer)

    @property
    def hands(self) -> tuple[HandView, ...]:
        return tuple(self._view(h) for h in self._hands)

    @property
    def current(self) -> HandView | None:
        """The hand whose decider acts now, or None outside the playing phase."""
        hand = self._current()
        return self._view(hand) if hand else None

    def settlements(self) -> list[Settlement]:
        return self._bank.settlements()

    def net(self) -> dict[str, Decimal]:
        """Each bettor's win (positive) or loss so far; ``"bank"`` holds the house's."""
        return self._bank.net()

    def on_table(self) -> Decimal:
        """Money staked and not yet settled."""
        return self._bank.on_table()

    def legal_actions(self) -> list[Action]:
        """Actions the current hand's decider may take now."""
        checks: dict[Action, Callable[[], bool]] = {
            Action.HIT: self.can_hit,
            Action.STAND: self.can_stand,
            Action.DOUBLE: self.can_double,
            Action.SPLIT: self.can_split,
            Action.SURRENDER: self.can_surrender,
        }
        return [action for action, check in checks.items() if check()]

    # ---- player actions ----------------------------------------------------------------

    def verify_hit(self) -> None:
        hand = self._turn()
        if hand.split_rank is Rank.ACE and not self.rules.hit_split_aces:
            raise IllegalActionError(Illegal.SPLIT_ACES_ONE_CARD)

    def can_hit(self) -> bool:
        return _can(self.verify_hit)

    def hit(self) -> Decision:
        self.verify_hit()
        hand = self._turn()
        decision = self._decide(hand, Action.HIT)
        self._give(hand)
        self._advance()
        return decision

    def verify_stand(self) -> None:
        self._turn()

    def can_stand(self) -> bool:
        return _can(self.verify_stand)

    def stand(self) -> Decision:
        self.verify_stand()
        hand = self._turn()
        decision = self._decide(hand, Action.STAND)
        hand.status = HandStatus.STOOD
        self._advance()
        return decision

    def verify_double(self, followers: Iterable[str] | None = None) -> None:
        hand = self._turn()
        rules = self.rules
        if len(hand.cards) != 2:
            raise IllegalActionError(Illegal.DOUBLE_FIRST_TWO_CARDS)
        if hand.split_rank is not None and not rules.double_after_split:
            raise IllegalActionError(Illegal.DOUBLE_AFTER_SPLIT)
        if hand.split_rank is Rank.ACE and not rules.hit_split_aces:
            raise IllegalActionError(Illegal.SPLIT_ACES_ONE_CARD)
        value = hand.value
        if value.soft and not rules.double_soft:
            raise IllegalActionError(Illegal.DOUBLE_SOFT, total=value.total)
        if not rules.may_double_total(value.low, value.soft):
            allowed = tuple(sorted(rules.double_on))  # "any" allows every total
            if value.soft:
                raise IllegalActionError(Illegal.DOUBLE_SOFT_TOTAL, total=value.total, low=value.low, allowed=allowed)
            raise IllegalActionError(Illegal.DOUBLE_TOTAL, total=value.low, allowed=allowed)
        joining = self._followers(hand, followers, self.table.box_rules.co_bettors_join_double)
        limits = self.table.limits
        if limits is not None and limits.max_bet is not None and not limits.double_may_exceed_max:
            # What is on the box, plus the doubles of the owner and of every co-bettor who joins.
            total = sum(hand.stakes.values()) + sum(hand.stakes[b] for b in (self._decider(hand), *joining))
            if total > limits.max_bet:
                raise IllegalActionError(Illegal.DOUBLE_OVER_MAXIMUM, maximum=limits.max_bet)

    def can_double(self, followers: Iterable[str] | None = None) -> bool:
        return _can(self.verify_double, followers)

    def double(self, followers: Iterable[str] | None = None) -> Decision:
        """Double the bet and take one card; ``followers``: co-bettors who join (None: all)."""
        self.verify_double(followers)
        hand = self._turn()
        joining = self._followers(hand, followers, self.table.box_rules.co_bettors_join_double)
        decision = self._decide(hand, Action.DOUBLE, joining)
        for bettor in (self._decider(hand), *joining):
            hand.doubles[bettor] = hand.stakes[bettor]
            self._bank.wager(hand.ref, bettor, WagerKind.DOUBLE, hand.stakes[bettor])
        hand.doubled = True
        self._give(hand)
        self._advance()
        return decision

    def verify_split(self, followers: Iterable[str] | None = None) -> None:
        hand = self._turn()
        rules = self.rules
        if len(hand.cards) != 2:
            raise IllegalActionError(Illegal.SPLIT_FIRST_TWO_CARDS)
        first, second = hand.cards
        same = first.rank is second.rank if rules.split_by.value == "rank" else first.points == second.points
        if not same:
            raise IllegalActionError(Illegal.NOT_A_PAIR, first=first, second=second, split_by=rules.split_by)
        box = self._boxes[hand.ref.box]
        limit = rules.split_limit(aces=first.rank is Rank.ACE)
        if limit == 1:
            raise IllegalActionError(Illegal.NO_SPLITTING)
        if limit is not None and self._box_hand_count(box.number) >= limit:
            raise IllegalActionError(Illegal.SPLIT_LIMIT, limit=limit)
        if hand.split_rank is Rank.ACE and not rules.resplit_aces:
            raise IllegalActionError(Illegal.RESPLIT_ACES)
        joining = self._followers(hand, followers, self.table.box_rules.co_bettors_join_split, split=True)
        if not self.table.box_rules.declined_split_rejoins and box.declined_split & set(joining):
            raise IllegalActionError(Illegal.DECLINED_SPLIT)
        limits = self.table.limits
        if limits is not None and limits.max_bet is not None and not limits.split_hand_is_new_box:
            on_box = sum(sum(h.stakes.values()) + sum(h.doubles.values()) for h in self._hands if h.ref.box == box.number)
            added = sum(hand.stakes[b] for b in (self._decider(hand), *joining))
            if on_box + added > limits.max_bet:
                raise IllegalActionError(Illegal.SPLIT_OVER_MAXIMUM, maximum=limits.max_bet)

    def can_split(self, followers: Iterable[str] | None = None) -> bool:
        return _can(self.verify_split, followers)

    def split(self, followers: Iterable[str] | None = None) -> Decision:
        """Split a pair into two hands; ``followers``: co-bettors who follow (None: all)."""
        self.verify_split(followers)
        hand = self._turn()
        box = self._boxes[hand.ref.box]
        joining = self._followers(hand, followers, self.table.box_rules.co_bettors_join_split, split=True)
        decision = self._decide(hand, Action.SPLIT, joining)
        box.declined_split |= set(hand.stakes) - set(joining) - {self._decider(hand)}
        box.hands_made += 1
        moved = hand.cards.pop()
        new = HandState(HandRef(box.number, box.hands_made), [moved], {}, split_rank=moved.rank)
        hand.split_rank = hand.cards[0].rank
        for bettor in (self._decider(hand), *joining):
            new.stakes[bettor] = hand.stakes[bettor]
            self._bank.wager(new.ref, bettor, WagerKind.SPLIT, hand.stakes[bettor])
        self._hands.insert(self._hands.index(hand) + 1, new)
        self._give(hand)
        self._advance()
        return decision

    def verify_surrender(self, hand_ref: HandRef | None = None) -> None:
        rules = self.rules
        if rules.surrender is Surrender.NONE:
            raise IllegalActionError(Illegal.NO_SURRENDER)
        if self.phase is Phase.OFFERS:
            if hand_ref is None:
                raise IllegalActionError(Illegal.SURRENDER_NAME_HAND)
            hand = self._find(hand_ref)
            if hand.status is not HandStatus.PLAYING or not self._early_surrender_offered():
                raise IllegalActionError(Illegal.SURRENDER_NOT_NOW)
            if self._boxes[hand.ref.box].decider is None:
                raise IllegalActionError(Illegal.OWNER_LEFT)
        else:
            hand = self._turn()
            if hand_ref is not None and hand_ref != hand.ref:
                raise IllegalActionError(Illegal.NOT_THIS_HAND, hand=hand.ref, named=hand_ref)
        if len(hand.cards) != 2 or hand.doubled:
            raise IllegalActionError(Illegal.SURRENDER_AFTER_THIRD_CARD)
        if hand.split_rank is not None and not rules.surrender_after_split:
            raise IllegalActionError(Illegal.SURRENDER_AFTER_SPLIT)

    def can_surrender(self, hand_ref: HandRef | None = None) -> bool:
        return _can(self.verify_surrender, hand_ref)

    def surrender(self, hand_ref: HandRef | None = None) -> Decision:
        """Give up the hand for half its bet (``hand_ref`` only while offers are open)."""
        self.verify_surrender(hand_ref)
        hand = self._find(hand_ref) if hand_ref is not None else self._turn()
        decision = self._decide(hand, Action.SURRENDER)
        dealer_checked = self.rules.hole_card is HoleCard.PEEK and self.phase is Phase.PLAYING
        if self.rules.surrender is Surrender.EARLY or dealer_checked:
            self._bank.settle_all(hand, Outcome.SURRENDER)
        else:
            hand.status = HandStatus.SURRENDERED
        self._advance()
        return decision

    # ---- insurance and even money ------------------------------------------------------

    def verify_insure(self, box: int, bettor: str, amount: Decimal | int | str) -> None:
        hand = self._offer(box, bettor)
        rules = self.rules
        if self.upcard.rank is not Rank.ACE or rules.insurance_pays is None:
            raise IllegalActionError(Illegal.INSURANCE_NOT_OFFERED)
        amount = to_money(amount, self.table.money_step)
        low, high = self.table.insurance_range(hand.stakes[bettor])
        if not (amount > 0 and low <= amount <= high):
            raise IllegalActionError(Illegal.INSURANCE_AMOUNT, low=low, high=high, amount=amount)

    def can_insure(self, box: int, bettor: str, amount: Decimal | int | str) -> bool:
        return _can(self.verify_insure, box, bettor, amount)

    def insure(self, box: int, bettor: str, amount: Decimal | int | str) -> Decision:
        self.verify_insure(box, bettor, amount)
        amount = Decimal(amount)
        hand = self._offer(box, bettor)
        self._offer_done.add((box, bettor))
        self._bank.insure(hand.ref, bettor, amount)
        return self._record(Decision(hand.ref, bettor, Action.INSURE, amount=amount))

    def verify_even_money(self, box: int, bettor: str) -> None:
        hand = self._offer(box, bettor)
        if not self.rules.even_money or self.upcard.rank is not Rank.ACE:
            raise IllegalActionError(Illegal.EVEN_MONEY_NOT_OFFERED)
        if hand.status is not HandStatus.BLACKJACK:
            raise IllegalActionError(Illegal.EVEN_MONEY_NEEDS_BLACKJACK)

    def can_even_money(self, box: int, bettor: str) -> bool:
        return _can(self.verify_even_money, box, bettor)

    def even_money(self, box: int, bettor: str) -> Decision:
        """Take 1:1 at once for a blackjack against a dealer ace."""
        self.verify_even_money(box, bettor)
        hand = self._offer(box, bettor)
        self._offer_done.add((box, bettor))
        decision = self._record(Decision(hand.ref, bettor, Action.EVEN_MONEY))
        self._bank.settle(hand, bettor, Outcome.EVEN_MONEY, Fraction(1))
        return decision

    def verify_close_offers(self) -> None:
        if self.phase is not Phase.OFFERS:
            raise IllegalActionError(Illegal.NO_OFFERS_OPEN)

    def can_close_offers(self) -> bool:
        return _can(self.verify_close_offers)

    def close_offers(self) -> OffersClosed:
        """End insurance, even money and early surrender; whoever has not taken one declines."""
        self.verify_close_offers()
        record = self._record(OffersClosed())
        self.phase = Phase.PLAYING
        self._after_offers()
        self._advance()
        return record

    # ---- the flow ----------------------------------------------------------------------

    def _place(self, bets: Iterable[Bet]) -> None:
        for placed in place_bets(self.table, bets):
            box = self._boxes.get(placed.box)
            if box is None:
                box = self._boxes[placed.box] = BoxState(placed.box, [], None)
                self._hands.append(HandState(HandRef(placed.box), [], {}))
            ref = HandRef(placed.box)
            if placed.amount != placed.requested:
                self._record(BetReduced(ref, placed.bettor, placed.requested, placed.amount))
            if placed.amount == 0:
                continue
            box.bettors.append(placed.bettor)
            self._hands[-1].stakes[placed.bettor] = placed.amount
            self._bank.wager(ref, placed.bettor, WagerKind.BET, placed.amount)
            for bet_id, stake in placed.side_bets.items():
                self._bank.side_bet(ref, placed.bettor, bet_id, stake)
        self._hands = [h for h in self._hands if h.stakes]
        self._boxes = {n: b for n, b in self._boxes.items() if b.bettors}
        for box in self._boxes.values():
            box.decider = next((b for b in box.bettors if b not in self._absent), None)

    def _deal(self) -> None:
        for hand in self._hands:
            self._give(hand, check=False)
        self._dealer.append(self._draw(DEALER))
        for hand in self._hands:
            self._give(hand, check=False)
        if self.rules.hole_card is not HoleCard.NONE:
            self._hole = self.shoe.draw()
            self._record(Dealt(DEALER, self._hole, face_down=True))
        bonus = self.rules.bonus_blackjack
        for hand in self._hands:
            if is_natural(tuple(hand.cards)):
                hand.status = HandStatus.BLACKJACK
                if bonus is not None and set(hand.cards) == bonus.cards:
                    self._bank.settle_all(hand, Outcome.BONUS_BLACKJACK, bonus.pays)
        self._bank.settle_side_bets(self._hands, self.upcard)
        if self._offers_open():
            self.phase = Phase.OFFERS
        else:
            self._after_offers()

    def _offers_open(self) -> bool:
        rules = self.rules
        ace = self.upcard.rank is Rank.ACE
        insurance = ace and (rules.insurance_pays is not None or rules.even_money)
        live = any(h.stakes and h.status is not HandStatus.SETTLED for h in self._hands)
        return live and (insurance or self._early_surrender_offered())

    def _early_surrender_offered(self) -> bool:
        rules = self.rules
        return (
            rules.hole_card is HoleCard.PEEK
            and rules.surrender is Surrender.EARLY
            and upcard_label(self.upcard) in ("A", "10")
        )

    def _after_offers(self) -> None:
        """The peek (if any), then blackjacks paid before the dealer plays."""
        rules = self.rules
        if rules.hole_card is HoleCard.PEEK and upcard_label(self.upcard) in ("A", "10"):
            assert self._hole is not None
            blackjack = is_natural((self.upcard, self._hole))
            self._record(Peeked(blackjack))
            if blackjack:
                self._finish_dealer()
                return
            self._bank.settle_insurance(dealer_blackjack=False)
        immediate = upcard_label(self.upcard) in rules.blackjack_paid_immediately_against
        checked = rules.hole_card is HoleCard.PEEK
        for hand in self._hands:
            if hand.status is HandStatus.BLACKJACK and hand.stakes and (immediate or checked):
                self._bank.settle_all(hand, Outcome.BLACKJACK, rules.blackjack_pays)

    def _advance(self) -> None:
        """Run every step that needs no decision."""
        if self.phase is not Phase.PLAYING:
            return
        while (hand := self._current()) is not None:
            if len(hand.cards) == 1:
                self._give(hand)
                continue
            box = self._boxes[hand.ref.box]
            if box.decider is None:
                self._play_absent(hand)
                continue
            if not (self.can_hit() or self.can_double() or self.can_split() or self.can_surrender()):
                hand.status = HandStatus.STOOD
                continue
            return
        self._finish_dealer()

    def _play_absent(self, hand: HandState) -> None:
        """A lone absent owner's box draws to the table's total, then stands (Brandenburg 30)."""
        target = self.table.box_rules.absent_owner_draws_to
        owner = self._boxes[hand.ref.box].bettors[0]
        if target is not None and hand.value.total < target and self.can_hit():
            self._record(Decision(hand.ref, owner, Action.HIT, automatic=True))
            self._give(hand)
        else:
            self._record(Decision(hand.ref, owner, Action.STAND, automatic=True))
            hand.status = HandStatus.STOOD

    def _finish_dealer(self) -> None:
        """Turn or draw the dealer's cards as far as needed, then settle every open stake."""
        rules = self.rules
        open_hands = [h for h in self._hands if h.stakes]
        needs_total = any(h.status is HandStatus.STOOD for h in open_hands)
        needs_check = bool(open_hands) or bool(self._bank.insured) or bool(self._bank.side_bets_held)
        if self._hole is not None:
            self._dealer.append(self._hole)
            self._record(HoleCardTurned(self._hole))
            self._hole = None
        elif len(self._dealer) == 1 and needs_check:
            self._dealer.append(self._draw(DEALER))
        blackjack = is_natural(tuple(self._dealer))
        if needs_total and not blackjack:
            while True:
                value = hand_value(self._dealer)
                if value.total > 17 or (value.total == 17 and not (value.soft and rules.dealer_hits_soft_17)):
                    break
                self._dealer.append(self._draw(DEALER))
        self._record(DealerFinished(tuple(self._dealer), hand_value(self._dealer), blackjack))
        self._bank.settle_insurance(blackjack)
        self._bank.settle_held_side_bets(blackjack)
        for hand in open_hands:
            self._bank.against_dealer(hand, self._dealer, blackjack)
        self.phase = Phase.OVER

    # ---- cards ------------------------------------------------------------------------

    def _draw(self, target: HandRef | str) -> Card:
        card = self.shoe.draw()
        self._record(Dealt(target, card))
        return card

    def _give(self, hand: HandState, check: bool = True) -> None:
        """Deal ``hand`` a card and apply what that card decides."""
        hand.cards.append(self._draw(hand.ref))
        if check:
            self._after_card(hand)

    def _after_card(self, hand: HandState) -> None:
        rules = self.rules
        value = hand.value
        if value.busted:
            self._bank.settle_all(hand, Outcome.BUST)
            return
        if len(hand.cards) == 2 and hand.split_rank is not None and self._split_blackjack(hand):
            hand.status = HandStatus.BLACKJACK
            if upcard_label(self.upcard) in rules.blackjack_paid_immediately_against:
                self._bank.settle_all(hand, Outcome.BLACKJACK, rules.blackjack_pays)
            return
        sevens = len(hand.cards) == 3 and all(c.rank is Rank.SEVEN for c in hand.cards)
        if sevens and rules.three_sevens_pays is not None:
            for bettor in list(hand.stakes):
                self._bank.bonus(hand, bettor, Outcome.THREE_SEVENS, rules.three_sevens_pays)
        if rules.card_charlie is not None and len(hand.cards) >= rules.card_charlie:
            self._bank.settle_all(hand, Outcome.CARD_CHARLIE, Fraction(1))
            return
        if value.total == 21 or hand.doubled:
            hand.status = HandStatus.STOOD

    def _split_blackjack(self, hand: HandState) -> bool:
        first, second = hand.cards
        if first.rank is Rank.ACE:
            return second.points == 10 and self.rules.split_ace_ten_is_blackjack
        return first.points == 10 and second.rank is Rank.ACE and self.rules.split_ten_ace_is_blackjack

    # ---- helpers ----------------------------------------------------------------------

    def _record(self, record):
        self.history.append(record)
        return record

    def _current(self) -> HandState | None:
        if self.phase is not Phase.PLAYING:
            return None
        return next((h for h in self._hands if h.status is HandStatus.PLAYING and h.stakes), None)

    def _turn(self) -> HandState:
        if self.phase is Phase.OFFERS:
            raise IllegalActionError(Illegal.OFFERS_OPEN)
        hand = self._current()
        if hand is None:
            raise IllegalActionError(Illegal.ROUND_OVER)
        if len(hand.cards) < 2:
            raise IllegalActionError(Illegal.SECOND_CARD_MISSING)
        return hand

    def _find(self, ref: HandRef) -> HandState:
        for hand in self._hands:
            if hand.ref == ref:
                return hand
        raise IllegalActionError(Illegal.NO_SUCH_HAND, hand=ref)

    def _offer(self, box: int, bettor: str) -> HandState:
        if self.phase is not Phase.OFFERS:
            raise IllegalActionError(Illegal.OFFERS_CLOSED)
        hand = self._find(HandRef(box))
        if bettor not in hand.stakes:
            raise IllegalActionError(Illegal.NO_BET_ON_BOX, bettor=bettor, box=box)
        if bettor in self._absent:
            raise IllegalActionError(Illegal.BETTOR_LEFT, bettor=bettor)
        if (box, bettor) in self._offer_done:
            raise IllegalActionError(Illegal.ALREADY_DECIDED, bettor=bettor, box=box)
        return hand

    def _decider(self, hand: HandState) -> str:
        decider = self._boxes[hand.ref.box].decider
        assert decider is not None
        return decider

    def _decide(self, hand: HandState, action: Action, followers: tuple[str, ...] = ()) -> Decision:
        return self._record(Decision(hand.ref, self._decider(hand), action, followers))

    def _followers(
        self, hand: HandState, followers: Iterable[str] | None, allowed: bool, split: bool = False
    ) -> tuple[str, ...]:
        """Co-bettors on ``hand`` who join its decider's double or split."""
        decider = self._decider(hand)
        others = [b for b in hand.stakes if b != decider]
        if followers is None:
            if not allowed:
                return ()
            box = self._boxes[hand.ref.box]
            barred = box.declined_split if split and not self.table.box_rules.declined_split_rejoins else set()
            return tuple(b for b in others if b not in self._absent and b not in barred)
        chosen = list(followers)
        for bettor in chosen:
            if bettor not in others:
                raise IllegalActionError(Illegal.NOT_A_CO_BETTOR, bettor=bettor, hand=hand.ref)
            if bettor in self._absent:
                raise IllegalActionError(Illegal.BETTOR_LEFT, bettor=bettor)
        if chosen and not allowed:
            raise IllegalActionError(Illegal.CO_BETTORS_MAY_NOT_JOIN)
        return tuple(chosen)

    def _box_hand_count(self, box: int) -> int:
        return sum(1 for h in self._hands if h.ref.box == box)

    def _view(self, hand: HandState) -> HandView:
        stakes = tuple((b, s + hand.doubles.get(b, Decimal(0))) for b, s in hand.stakes.items())
        decider = self._boxes[hand.ref.box].decider
        return HandView(hand.ref, tuple(hand.cards), hand.value, stakes, hand.doubled, hand.status, decider)


def _can(verify: Callable[..., None], *args) -> bool:
    try:
        verify(*args)
    except IllegalActionError:
        return False
    return True
