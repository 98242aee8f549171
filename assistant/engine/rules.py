"""A table's configuration: house rules, limits, box rules and side bets.

These are plain frozen values; the YAML layer builds them, the round reads them.
Every field's default is the value the engine assumes when a casino does not
state the rule.
"""

from __future__ import annotations

import enum
import itertools
import re
from dataclasses import dataclass, field, fields
from decimal import Decimal
from fractions import Fraction
from typing import Literal

from .cards import Card, Rank, Suit
from .errors import InvalidRulesError, RatioParseError
from .hand import hand_value

UPCARDS: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "A")
"""Dealer upcard labels; every ten-value card is ``"10"``."""


def upcard_label(card: Card) -> str:
    """The label of a dealer upcard: ``"A"``, ``"2"`` … ``"10"``."""
    if card.rank is Rank.ACE:
        return "A"
    return str(card.points)


_RATIO = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(?::|to|zu)\s*(\d+(?:\.\d+)?)\s*$")


def parse_ratio(text: str) -> Fraction:
    """Read a payout ratio: ``"3:2"`` → ``Fraction(3, 2)``."""
    match = _RATIO.match(str(text))
    if not match:
        raise RatioParseError(f"not a ratio: {text!r} (write it like '3:2')")
    win, stake = Fraction(match[1]), Fraction(match[2])
    if stake == 0:
        raise RatioParseError(f"not a ratio: {text!r} (the second number must not be 0)")
    return win / stake


class HoleCard(enum.Enum):
    """How the dealer's second card is dealt."""

    PEEK = "peek"
    """Face down, checked for blackjack at once."""
    NO_PEEK = "no_peek"
    """Face down, turned after the players have played."""
    NONE = "none"
    """European no-hole-card: the dealer draws after the players."""


class DealerBlackjackTakes(enum.Enum):
    """What a dealer blackjack found late (no peek) takes from a hand."""

    ALL = "all"
    """Doubled and split bets too."""
    ORIGINAL = "original"
    """The original bet only; doubles and splits are returned."""


class SplitBy(enum.Enum):
    """Which pairs may be split."""

    VALUE = "value"
    """Any two cards of equal points, e.g. J+Q."""
    RANK = "rank"
    """Only identical ranks, e.g. J+J."""


class Surrender(enum.Enum):
    """When a hand may be given up for half its bet."""

    NONE = "none"
    LATE = "late"
    """Only if the dealer has no blackjack."""
    EARLY = "early"
    """Before the dealer checks or draws; half is returned whatever the dealer holds."""


DoubleOn = Literal["any"] | frozenset[int]


@dataclass(frozen=True)
class BonusBlackjack:
    """A blackjack of two named cards paid at once at a higher ratio (St. Moritz)."""

    cards: frozenset[Card]
    """The two cards, e.g. J♠ and A♠."""
    pays: Fraction
    """Payout ratio, e.g. 5:1."""


def _cached_hash(self) -> int:
    """The fields' hash, computed once. Rule sets and tables key the analysis and example caches,
    and hashing every field (fractions, side bets) at each lookup cost milliseconds across hundreds
    of tables. Not pickled: str hashes differ between processes."""
    try:
        return self.__dict__["_hash"]
    except KeyError:
        value = hash(tuple(getattr(self, f.name) for f in fields(self)))
        object.__setattr__(self, "_hash", value)
        return value


def _state_without_hash(self) -> dict:
    return {k: v for k, v in self.__dict__.items() if k != "_hash"}


@dataclass(frozen=True)
class HouseRules:
    """The rules of play of one table; field names follow the rules vocabulary."""

    decks: int = 6
    """Decks in the shoe."""
    dealer_hits_soft_17: bool = False
    """False: the dealer stands on every 17."""
    hole_card: HoleCard = HoleCard.PEEK
    """How the dealer's second card is dealt."""
    dealer_blackjack_takes: DealerBlackjackTakes = DealerBlackjackTakes.ALL
    """Without a peek: whether a dealer blackjack takes doubles and splits too."""
    blackjack_pays: Fraction = Fraction(3, 2)
    """Payout of a winning blackjack."""
    double_on: DoubleOn = "any"
    """``"any"`` or the hard totals of a hand's first two cards that may be doubled."""
    double_soft: bool = True
    """Whether a soft hand may double; it counts its low total against ``double_on``."""
    double_after_split: bool = True
    """Whether a hand made by splitting may double."""
    max_split_hands: int | None = 4
    """Hands one box may become; ``None`` unlimited; 1 means no split."""
    split_by: SplitBy = SplitBy.VALUE
    """Which pairs may be split."""
    resplit_aces: bool = False
    """Whether an ace dealt to a split ace may be split again."""
    max_split_hands_aces: int | None = 0
    """Hands one box may become by splitting aces; ``None`` unlimited; 0: as ``max_split_hands``."""
    hit_split_aces: bool = False
    """False: one card on each split ace."""
    split_ace_ten_is_blackjack: bool = False
    """Whether a split ace plus a ten-value card counts as blackjack."""
    split_ten_ace_is_blackjack: bool = False
    """Whether a split ten-value card plus an ace counts as blackjack."""
    surrender: Surrender = Surrender.NONE
    """When a hand may be given up for half its bet."""
    surrender_after_split: bool = False
    """Whether a hand made by splitting may surrender."""
    insurance_pays: Fraction | None = Fraction(2)
    """Payout of insurance; ``None``: no insurance."""
    insurance_max_fraction: Fraction = Fraction(1, 2)
    """Largest insurance as a fraction of the original bet."""
    insurance_min_fraction: Fraction = Fraction(0)
    """Smallest insurance as a fraction of the original bet (equal to the maximum: exactly that)."""
    insurance_min_table_fraction: Fraction = Fraction(0)
    """Smallest insurance as a fraction of the table minimum."""
    even_money: bool = False
    """Whether a blackjack against an ace may be paid 1:1 at once."""
    blackjack_paid_immediately_against: frozenset[str] = frozenset()
    """Upcards against which a player blackjack is paid before the dealer draws."""
    card_charlie: int | None = None
    """A hand of this many cards without busting wins at once; ``None``: no such rule."""
    three_sevens_pays: Fraction | None = None
    """Three sevens on a hand are paid this at once while the bet plays on."""
    bonus_blackjack: BonusBlackjack | None = None
    """A blackjack of two named cards paid at once at a higher ratio."""

    __hash__ = _cached_hash
    __getstate__ = _state_without_hash

    def __post_init__(self) -> None:
        problems = self.problems()
        if problems:
            raise InvalidRulesError(problems)

    @classmethod
    def field_names(cls) -> tuple[str, ...]:
        return tuple(f.name for f in fields(cls))

    def problems(self) -> list[tuple[str, str]]:
        """Impossible values and contradictions, as (field, message) pairs."""
        found: list[tuple[str, str]] = []
        if not 1 <= self.decks <= 16:
            found.append(("decks", f"must be between 1 and 16, not {self.decks}"))
        if self.blackjack_pays <= 0:
            found.append(("blackjack_pays", "must pay more than nothing"))
        if self.double_on != "any":
            bad = sorted(t for t in self.double_on if not 4 <= t <= 20)
            if bad:
                found.append(("double_on", f"two cards total 4 to 20 before doubling, not {bad}"))
        if self.max_split_hands is not None and self.max_split_hands < 1:
            found.append(("max_split_hands", "must be at least 1 (1 means no split) or null"))
        splits = self.max_split_hands is None or self.max_split_hands > 1
        aces = self.split_limit(aces=True)
        if self.max_split_hands_aces is not None and self.max_split_hands_aces != 0:
            if self.max_split_hands_aces < 2:
                found.append(("max_split_hands_aces", "must be at least 2, or null for unlimited"))
            elif not splits:
                found.append(("max_split_hands_aces", "is set but max_split_hands: 1 allows no split"))
        if self.resplit_aces and aces is not None and aces <= 2:
            field = "max_split_hands_aces" if self.max_split_hands_aces != 0 else "max_split_hands"
            found.append(("resplit_aces", f"needs {field} of 3 or more, not {aces}"))
        for name in ("double_after_split", "resplit_aces", "surrender_after_split", "hit_split_aces"):
            if getattr(self, name) and not splits:
                found.append((name, "is true but max_split_hands: 1 allows no split"))
        if self.surrender_after_split and self.surrender is Surrender.NONE:
            found.append(("surrender_after_split", "is true but surrender is none"))
        if self.insurance_pays is not None and self.insurance_pays <= 0:
            found.append(("insurance_pays", "must pay more than nothing"))
        if not 0 < self.insurance_max_fraction <= 1:
            found.append(("insurance_max_fraction", "must be above 0 and at most 1"))
        if not 0 <= self.insurance_min_fraction <= self.insurance_max_fraction:
            found.append(("insurance_min_fraction", "must be between 0 and insurance_max_fraction"))
        if not 0 <= self.insurance_min_table_fraction <= 1:
            found.append(("insurance_min_table_fraction", "must be between 0 and 1"))
        unknown = sorted(self.blackjack_paid_immediately_against - set(UPCARDS))
        if unknown:
            found.append(
                ("blackjack_paid_immediately_against", f"not upcards: {unknown} (use 2 … 10, A)")
            )
        elif self.blackjack_paid_immediately_against & {"A", "10"}:
            found.append(
                ("blackjack_paid_immediately_against", "the dealer can still make blackjack on A or 10")
            )
        if self.card_charlie is not None and not 3 <= self.card_charlie <= 21:
            found.append(("card_charlie", f"must be between 3 and 21 cards, not {self.card_charlie}"))
        if self.three_sevens_pays is not None and self.three_sevens_pays <= 0:
            found.append(("three_sevens_pays", "must pay more than nothing"))
        if self.bonus_blackjack is not None:
            cards = self.bonus_blackjack.cards
            ranks = sorted(c.rank is Rank.ACE for c in cards)
            if len(cards) != 2 or ranks != [False, True] or not any(c.points == 10 for c in cards):
                found.append(("bonus_blackjack", "cards must be one ace and one ten-value card"))
            if self.bonus_blackjack.pays <= 0:
                found.append(("bonus_blackjack", "must pay more than nothing"))
        return found

    def insurance_edge(self) -> float | None:
        """The house edge of insurance per unit staked, from a full shoe less the dealer's ace (no insurance: None)."""
        if self.insurance_pays is None:
            return None
        ten = 16 * self.decks / (52 * self.decks - 1)
        return 1 - ten * float(self.insurance_pays + 1)

    def split_limit(self, aces: bool) -> int | None:
        """Hands one box may become by splitting aces (``aces``) or other pairs; ``None`` unlimited."""
        if aces and self.max_split_hands_aces != 0:
            return self.max_split_hands_aces
        return self.max_split_hands

    def may_double_total(self, hard_total: int, soft: bool) -> bool:
        """Whether two cards with this low total (and softness) may double."""
        if soft and not self.double_soft:
            return False
        return self.double_on == "any" or hard_total in self.double_on


class OverMax(enum.Enum):
    """What happens to a box whose bets together exceed the box maximum."""

    REJECT = "reject"
    """The bet that would exceed it is refused."""
    REDUCE_FROM_LAST_CIRCLE = "reduce_from_last_circle"
    """Bets are cut back starting with the last circle (Brandenburg clause 14)."""


@dataclass(frozen=True)
class TableLimits:
    """Bet limits per box, in the casino's currency."""

    min_bet: Decimal | None = None
    """Smallest bet per box and per bettor; ``None``: not known."""
    max_bet: Decimal | None = None
    """Largest total bet on one box; ``None``: not known."""
    multiple_of_min: bool = False
    """Whether every bet must be a multiple of the table minimum."""
    over_max: OverMax = OverMax.REJECT
    """What happens when bets on a box together exceed the maximum."""
    double_may_exceed_max: bool = True
    """Whether doubling may take a box past the maximum."""
    split_hand_is_new_box: bool = True
    """Whether each split hand counts as a new box against the maximum."""
    multiple_of: Decimal | None = None
    """The amount every bet must be a multiple of ("in multiples of 5" at a table of 25); ``None``: none."""

    def __post_init__(self) -> None:
        problems = self.problems()
        if problems:
            raise InvalidRulesError(problems)

    @property
    def unit(self) -> Decimal | None:
        """The amount every bet is a multiple of: ``multiple_of``, else the minimum where bets are its multiples."""
        if self.multiple_of is not None:
            return self.multiple_of
        return self.min_bet if self.multiple_of_min else None

    def problems(self) -> list[tuple[str, str]]:
        return _limit_problems(self.min_bet, self.max_bet, self.multiple_of, self.multiple_of_min)


def _limit_problems(low: Decimal | None, high: Decimal | None, unit: Decimal | None,
                    multiple_of_min: bool = False) -> list[tuple[str, str]]:
    """A minimum, maximum and multiple that cannot hold together (a table's or a side bet's)."""
    found = []
    if low is not None and low <= 0:
        found.append(("min_bet", "must be above 0"))
    if unit is not None and unit <= 0:
        found.append(("multiple_of", "must be above 0"))
        unit = None
    if multiple_of_min and unit is not None and low is not None and unit != low:
        found.append(("multiple_of", f"{unit} contradicts multiple_of_min: bets in multiples of the minimum {low}"))
    if unit is None and multiple_of_min and low is not None and low > 0:
        unit = low
    if unit is not None and low is not None and low > 0 and low % unit:
        found.append(("min_bet", f"{low} is not a multiple of {unit} (multiple_of)"))
    if high is not None and high <= 0:
        found.append(("max_bet", "must be above 0"))
    elif low is not None and high is not None and high < low:
        found.append(("max_bet", f"{high} is below the minimum {low}"))
    elif high is not None and unit is not None and high % unit:
        what = "the minimum" if multiple_of_min else "multiple_of"
        found.append(("max_bet", f"{high} is not a multiple of {what} {unit}"))
    return found


@dataclass(frozen=True)
class BoxRules:
    """Who may bet on a box and who decides for it."""

    boxes: int = 7
    """Boxes on the table."""
    bettors_per_box: int | None = None
    """Bettors allowed on one box, owner included; ``None`` unlimited."""
    boxes_per_guest: int | None = None
    """Boxes one guest may bet on; ``None`` unlimited."""
    owned_boxes_per_guest: int | None = None
    """Boxes one guest may own (decide for); ``None`` unlimited."""
    min_boxes_single_guest: int = 1
    """Boxes a guest playing alone at the table must bet on."""
    betting_behind: bool = True
    """Whether guests may bet on a box another guest owns."""
    co_bettors_join_double: bool = True
    """Whether co-bettors may double with the owner (only when the owner doubles)."""
    co_bettors_join_split: bool = True
    """Whether co-bettors may follow a split; who does not stays on the first hand."""
    declined_split_rejoins: bool = True
    """Whether a co-bettor who declined a split may follow a later split of that box."""
    absent_owner_draws_to: int | None = None
    """A lone absent owner's box draws until this total, then stands; ``None``: not stated."""

    def __post_init__(self) -> None:
        problems = self.problems()
        if problems:
            raise InvalidRulesError(problems)

    def problems(self) -> list[tuple[str, str]]:
        found = []
        if self.boxes < 1:
            found.append(("boxes", "must be at least 1"))
        for name in ("bettors_per_box", "boxes_per_guest", "owned_boxes_per_guest"):
            value = getattr(self, name)
            if value is not None and value < 1:
                found.append((name, "must be at least 1 or null"))
        if self.min_boxes_single_guest < 1 or self.min_boxes_single_guest > self.boxes:
            found.append(("min_boxes_single_guest", f"must be between 1 and boxes ({self.boxes})"))
        owned, played = self.owned_boxes_per_guest, self.boxes_per_guest
        if owned is not None and played is not None and owned > played:
            found.append(("owned_boxes_per_guest", f"is more than boxes_per_guest ({played})"))
        if self.boxes_per_guest is not None and self.min_boxes_single_guest > self.boxes_per_guest:
            found.append(("min_boxes_single_guest", "is more than boxes_per_guest allows"))
        if not self.betting_behind and self.bettors_per_box not in (None, 1):
            found.append(("bettors_per_box", "betting_behind is false, so only 1 bettor fits a box"))
        if self.absent_owner_draws_to is not None and not 2 <= self.absent_owner_draws_to <= 21:
            found.append(("absent_owner_draws_to", "must be a total between 2 and 21"))
        return found


class SideBetCards(enum.Enum):
    """The cards a side bet is decided on, all dealt before anyone acts."""

    PLAYER_TWO = "player_two"
    """The box's first two cards (Perfect Pairs, Lucky Ladies)."""
    PLAYER_TWO_AND_DEALER_UP = "player_two_and_dealer_up"
    """The box's first two cards and the dealer's first card (21+3, 3 Card Wins, Queens Trio)."""

    @property
    def count(self) -> int:
        return 2 if self is SideBetCards.PLAYER_TWO else 3


_RANK_ORDER = {rank: i for i, rank in enumerate(Rank)}
"""Ace 0, two 1 … king 12: a run counts an ace below the two or above the king."""


def _is_run(cards: tuple[Card, ...]) -> bool:
    """Consecutive ranks, the ace low (A-2-3) or high (Q-K-A), never round the corner (K-A-2)."""
    low = sorted(_RANK_ORDER[c.rank] for c in cards)
    high = sorted(13 if r == 0 else r for r in low)
    return any(len(set(order)) == len(order) and order[-1] - order[0] == len(order) - 1 for order in (low, high))


@dataclass(frozen=True)
class CardPattern:
    """Matches when ``count`` of the cards fit every card condition and, together, every group condition."""

    count: int
    """How many cards must match."""
    rank: Rank | None = None
    """Each matching card's rank."""
    suit: Suit | None = None
    """Each matching card's suit."""
    color: Literal["red", "black"] | None = None
    """Each matching card's colour."""
    same_rank: bool = False
    """True: the matching cards share one rank (a pair, three of a kind)."""
    same_suit: bool | None = None
    """True: they share one suit (a flush, a perfect pair); False: not all one suit; None: either."""
    same_color: bool | None = None
    """True: they share one colour (a coloured pair); False: not all one colour (a mixed pair); None: either."""
    run: bool = False
    """True: their ranks are consecutive (a straight), the ace low or high."""
    total: int | None = None
    """Their blackjack total (an ace 1 or 11), e.g. 20; None: any."""

    def _fits(self, card: Card) -> bool:
        return ((self.rank is None or card.rank is self.rank)
                and (self.suit is None or card.suit is self.suit)
                and (self.color is None or card.suit.is_black == (self.color == "black")))

    def _together(self, cards: tuple[Card, ...]) -> bool:
        if self.same_rank and len({c.rank for c in cards}) > 1:
            return False
        if self.same_suit is not None and (len({c.suit for c in cards}) == 1) is not self.same_suit:
            return False
        if self.same_color is not None and (len({c.suit.is_black for c in cards}) == 1) is not self.same_color:
            return False
        if self.run and not _is_run(cards):
            return False
        return self.total is None or hand_value(cards).total == self.total

    def matches(self, cards: tuple[Card, ...]) -> bool:
        fitting = [c for c in cards if self._fits(c)]
        if len(fitting) < self.count:
            return False
        if not (self.same_rank or self.run or self.total is not None
                or self.same_suit is not None or self.same_color is not None):
            return True
        return any(self._together(group) for group in itertools.combinations(fitting, self.count))


@dataclass(frozen=True)
class PayLine:
    """One winning combination of a side bet's pay table."""

    id: str
    pays: Fraction
    pattern: CardPattern
    dealer_blackjack: bool = False
    """True: it wins only when the dealer's first two cards are a blackjack too (Lucky Ladies' top line)."""


@dataclass(frozen=True)
class SideBet:
    """A bet beside the box's bet, decided by the first cards dealt and paid by its own pay table."""

    id: str
    pay_table: tuple[PayLine, ...]
    """Winning combinations, in the leaflet's order."""
    min_bet: Decimal | None = None
    """Smallest stake; ``None``: not known."""
    max_bet: Decimal | None = None
    """Largest stake; ``None``: not known."""
    cards: SideBetCards = SideBetCards.PLAYER_TWO_AND_DEALER_UP
    """The cards it is decided on."""
    highest_only: bool = True
    """True: only the highest-paying winning combination is paid (the first listed among equals); False:
    every winning combination is paid."""
    multiple_of: Decimal | None = None
    """The amount every stake must be a multiple of; ``None``: none."""

    __hash__ = _cached_hash
    __getstate__ = _state_without_hash

    def __post_init__(self) -> None:
        problems = self.problems()
        if problems:
            raise InvalidRulesError(problems)

    def problems(self) -> list[tuple[str, str]]:
        found = []
        if not self.pay_table:
            found.append(("pay_table", "must list at least one winning combination"))
        for i, line in enumerate(self.pay_table):
            if line.pays <= 0:
                found.append((f"pay_table[{i}].pays", "must pay more than nothing"))
            if line.pattern.count > self.cards.count:
                found.append((f"pay_table[{i}].match.count", f"{line.pattern.count} cards, but the bet is decided "
                              f"on {self.cards.count} ({self.cards.value})"))
        return found + _limit_problems(self.min_bet, self.max_bet, self.multiple_of)

    @property
    def waits_for_dealer(self) -> bool:
        """Whether a line needs the dealer's second card: the bet is settled once the dealer's hand is known."""
        return any(line.dealer_blackjack for line in self.pay_table)

    def looked_at(self, player: tuple[Card, ...], upcard: Card | None) -> tuple[Card, ...]:
        """The cards the bet is decided on, of a box's first two cards and the dealer's first card."""
        if self.cards is SideBetCards.PLAYER_TWO or upcard is None:
            return tuple(player[:2])
        return (*player[:2], upcard)

    def paid_lines(self, cards: tuple[Card, ...], dealer_blackjack: bool = False) -> tuple[PayLine, ...]:
        """The combinations paid on ``cards`` (the cards it looks at): the highest only, or every one."""
        matching = [line for line in self.pay_table
                    if (dealer_blackjack or not line.dealer_blackjack) and line.pattern.matches(cards)]
        if not self.highest_only:
            return tuple(matching)
        return (max(matching, key=lambda line: line.pays),) if matching else ()

    def best_line(self, cards: tuple[Card, ...], dealer_blackjack: bool = False) -> PayLine | None:
        """The highest-paying combination the cards make, if any (the first listed among equals)."""
        matching = [line for line in self.pay_table
                    if (dealer_blackjack or not line.dealer_blackjack) and line.pattern.matches(cards)]
        return max(matching, key=lambda line: line.pays, default=None)


@dataclass(frozen=True)
class Table:
    """Everything the round engine needs to know about one table."""

    rules: HouseRules = field(default_factory=HouseRules)
    limits: TableLimits | None = None
    box_rules: BoxRules = field(default_factory=BoxRules)
    side_bets: tuple[SideBet, ...] = ()
    money_step: Decimal = Decimal("0.01")
    """Smallest amount paid out; payouts are rounded down to it."""

    __hash__ = _cached_hash
    __getstate__ = _state_without_hash

    def insurance_range(self, stake: Decimal) -> tuple[Decimal, Decimal]:
        """The smallest and largest insurance on a bet of ``stake`` (by the bet, and by the table minimum)."""
        rules = self.rules
        high = stake * rules.insurance_max_fraction.numerator / rules.insurance_max_fraction.denominator
        low = stake * rules.insurance_min_fraction.numerator / rules.insurance_min_fraction.denominator
        if self.limits is not None and self.limits.min_bet is not None:
            fraction = rules.insurance_min_table_fraction
            low = max(low, self.limits.min_bet * fraction.numerator / fraction.denominator)
        return low, high

    def side_bet(self, bet_id: str) -> SideBet:
        for bet in self.side_bets:
            if bet.id == bet_id:
                return bet
        raise KeyError(bet_id)
