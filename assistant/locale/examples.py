"""Example hands in words: an engine-played round read back from its records, per language.

The sheets draw these with card faces; the assistant tells them in a sentence.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from ..engine import Card, DealerFinished, Decision, Round, Settlement, Table, Wager, WagerKind
from ..engine.examples import GUEST, example_kinds, play_example
from .wording import ACTION_NAMES, N_, OUTCOME_NAMES, Words

EXAMPLE_TITLES = {
    "blackjack": N_("A blackjack"),
    "dealer_bust": N_("The dealer busts"),
    "bust": N_("Over 21"),
    "push": N_("A stand-off"),
    "dealer_rules": N_("The dealer on soft 17"),
    "hit_stand": N_("Taking a card, then standing"),
    "double": N_("Doubling down"),
    "split": N_("Splitting a pair"),
    "split_aces": N_("Splitting aces"),
    "surrender": N_("Surrender"),
    "insurance": N_("Insurance against a dealer blackjack"),
    "even_money": N_("Even money"),
    "seven_card_trick": N_("The card trick"),
    "three_sevens": N_("Three sevens"),
    "bonus_blackjack": N_("Bonus blackjack"),
}


@dataclass(frozen=True)
class CardFace:
    text: str
    """Rank and suit as printed on the card, ``A♠``."""
    red: bool


@dataclass(frozen=True)
class HandLine:
    label: str
    cards: tuple[CardFace, ...]
    decisions: str
    results: str


@dataclass(frozen=True)
class ExampleSheet:
    kind: str
    title: str
    bet: str
    dealer: tuple[CardFace, ...]
    dealer_total: str
    hands: tuple[HandLine, ...]


def example_sheets(table: Table, words: Words) -> tuple[ExampleSheet, ...]:
    """Every example hand this table has, played by the engine."""
    found = []
    for kind in example_kinds(table):
        game = play_example(table, kind)
        if game is not None:
            found.append(example_sheet(kind, game, words))
    return tuple(found)


def example_sheet(kind: str, game: Round, words: Words) -> ExampleSheet:
    finished = next(r for r in game.history if isinstance(r, DealerFinished))
    hands = []
    first_box = min(h.ref.box for h in game.hands)
    for hand in game.hands:
        if hand.ref.box != first_box:
            continue
        decisions = [words._(ACTION_NAMES[d.action.value]) for d in game.history
                     if isinstance(d, Decision) and d.hand == hand.ref and d.by == GUEST]
        settled = [s for s in game.history if isinstance(s, Settlement) and s.hand == hand.ref and s.bettor == GUEST]
        results = _results(settled, words)
        label = (words._(N_("Box {box}"), box=words.number(hand.ref.box)) if hand.ref.hand == 1 else
                 words._(N_("Box {box}, hand {hand}"), box=words.number(hand.ref.box), hand=words.number(hand.ref.hand)))
        hands.append(HandLine(label, _faces(hand.cards), words.all_of(decisions) if decisions else "",
                              results))
    stake = _first_stake(game)
    total = words._(N_("blackjack")) if finished.blackjack else words.number(finished.value.total)
    return ExampleSheet(kind, words._(EXAMPLE_TITLES[kind]), words.money(stake) if stake is not None else "",
                        _faces(finished.cards), total, tuple(hands))


def _first_stake(game: Round) -> Decimal | None:
    return next((w.amount for w in game.history if isinstance(w, Wager) and w.kind is WagerKind.BET), None)


def _faces(cards: tuple[Card, ...]) -> tuple[CardFace, ...]:
    return tuple(CardFace(str(c), c.suit.is_red) for c in cards)


_EXTRA_BETS = frozenset({"insurance_win", "insurance_loss", "side_bet_win", "side_bet_loss"})


def _results(settled: list[Settlement], words: Words) -> str:
    """What each bet of a hand did; beside an insurance or a side bet, the box's own bet is named as
    such, and the sum is given ("insurance wins (+€10); the bet loses (−€10); in all ±€0")."""
    def named(s: Settlement) -> str:
        outcome = words._(OUTCOME_NAMES[s.outcome.value])
        if extra and s.outcome.value not in _EXTRA_BETS:
            outcome = words._(N_("the bet {outcome}"), outcome=outcome)
        return f"{outcome} ({words.signed_money(s.net)})"

    extra = any(s.outcome.value in _EXTRA_BETS for s in settled) and len(settled) > 1
    if not extra:
        return words.all_of(named(s) for s in settled)
    total = sum((s.net for s in settled), Decimal(0))
    return words.semicolons([*(named(s) for s in settled),
                             words._(N_("in all {net}"), net=words.signed_money(total))])
