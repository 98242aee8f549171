"""What the rules engine adds to a table's sheet: house edge, basic strategy and example hands.

The numbers come from ``assistant.engine.analysis``; the example hands are rounds
the engine plays on a stacked shoe, read back from their records.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from decimal import Decimal

from ..engine import Card, DealerFinished, Decision, HouseRules, Round, Settlement, SideBet, Table, Wager, WagerKind
from ..engine.analysis import Analysis, analyze
from ..engine.examples import GUEST, example_kinds, play_example
from ..wording import ACTION_NAMES, N_, OUTCOME_NAMES, Words

LETTERS = {
    "H": N_("H"), "S": N_("S"), "D": N_("D"), "Ds": N_("Ds"), "P": N_("P"),
    "R": N_("R"), "Rs": N_("Rs"), "Rp": N_("Rp"),
}
"""Chart letters; each language may print its own (German: K for Karte)."""
LEGEND = {
    "H": N_("hit"), "S": N_("stand"), "D": N_("double, else hit"), "Ds": N_("double, else stand"),
    "P": N_("split"), "R": N_("surrender, else hit"), "Rs": N_("surrender, else stand"),
    "Rp": N_("surrender, else split"),
}
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
ROWS = (("hard", N_("Hard totals")), ("soft", N_("Soft totals")), ("pairs", N_("Pairs")))


@functools.lru_cache(maxsize=512)
def table_analysis(rules: HouseRules, side_bets: tuple[SideBet, ...]) -> Analysis:
    """The analysis of a table, once per rule set in a process (tables often share rules)."""
    return analyze(rules, side_bets)


@dataclass(frozen=True)
class ChartRow:
    label: str
    cells: tuple[tuple[str, str], ...]
    """(letter as printed, letter code for the colour)."""


@dataclass(frozen=True)
class AnalysisSheet:
    house_edge: str
    method: str
    upcards: tuple[str, ...]
    charts: tuple[tuple[str, tuple[ChartRow, ...]], ...]
    """(heading, rows) for hard totals, soft totals and pairs."""
    legend: tuple[tuple[str, str], ...]
    side_bets: dict[str, str]
    """Side bet id → house edge."""


def analysis_sheet(table: Table, words: Words) -> AnalysisSheet:
    result = table_analysis(table.rules, table.side_bets)
    upcards = tuple(result.dealer)
    charts = []
    used: set[str] = set()
    for kind, heading in ROWS:
        rows = []
        for label, row in result.strategy.get(kind, {}).items():
            name = words.upcard(label) if kind == "pairs" else words.number(int(label))
            rows.append(ChartRow(name, tuple((words._(LETTERS[row[u]]), row[u]) for u in upcards)))
            used.update(row.values())
        if rows:
            charts.append((words._(heading), tuple(rows)))
    legend = tuple((words._(LETTERS[code]), words._(LEGEND[code])) for code in LETTERS if code in used)
    return AnalysisSheet(
        house_edge=words.percent(result.house_edge_percent),
        method=words._(N_("Exact combinatorial analysis of the finite shoe, every card removed as it is dealt; "
                          "the player plays every hand at its best and never takes insurance or even money. "
                          "Split hands are valued knowing the pair's cards, not the other split hands' cards.")),
        upcards=tuple(words.upcard(u) for u in upcards),
        charts=tuple(charts),
        legend=legend,
        side_bets={bet: words.percent(edge) for bet, edge in result.side_bets.items()},
    )


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
        results = [f"{words._(OUTCOME_NAMES[s.outcome.value])} ({_signed(words, s.net)})" for s in game.history
                   if isinstance(s, Settlement) and s.hand == hand.ref and s.bettor == GUEST]
        label = (words._(N_("Box {box}"), box=words.number(hand.ref.box)) if hand.ref.hand == 1 else
                 words._(N_("Box {box}, hand {hand}"), box=words.number(hand.ref.box), hand=words.number(hand.ref.hand)))
        hands.append(HandLine(label, _faces(hand.cards), words.all_of(decisions) if decisions else "",
                              words.all_of(results)))
    stake = _first_stake(game)
    total = words._(N_("blackjack")) if finished.blackjack else words.number(finished.value.total)
    return ExampleSheet(kind, words._(EXAMPLE_TITLES[kind]), words.money(stake) if stake is not None else "",
                        _faces(finished.cards), total, tuple(hands))


def _first_stake(game: Round) -> Decimal | None:
    return next((w.amount for w in game.history if isinstance(w, Wager) and w.kind is WagerKind.BET), None)


def _faces(cards: tuple[Card, ...]) -> tuple[CardFace, ...]:
    return tuple(CardFace(str(c), c.suit.is_red) for c in cards)


def _signed(words: Words, amount: Decimal) -> str:
    text = words.money(abs(amount))
    return f"+{text}" if amount > 0 else (f"−{text}" if amount < 0 else text)
