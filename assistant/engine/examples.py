"""Example hands: short rounds played by the engine on a stacked shoe to show one rule at one table.

The sheets draw them and the assistant tells them; both read the round's records,
so what an example shows is what the table's rules do, never a typed story. An
example is scripted as the cards each party receives and the guest's decisions;
the shoe is stacked in the order this table deals (with or without a hole card).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from .betting import Bet
from .cards import Card, parse_cards
from .errors import IllegalActionError
from .records import Action, HandRef
from .round import Round
from .rules import HoleCard, Surrender, Table
from .shoe import Shoe
from .state import Phase

GUEST = "guest"


@dataclass(frozen=True)
class Script:
    """One example: the cards and the guest's decisions, in the order they happen."""

    player: str
    """The guest's first two cards."""
    upcard: str
    dealer: str
    """The dealer's further cards: the hole (or second) card first, then draws."""
    draws: str = ""
    """Cards the guest's hands receive after the first two, in dealing order."""
    actions: tuple[str, ...] = ()
    """``hit``, ``stand``, ``double``, ``split``, ``surrender``, ``insure`` or ``even_money``."""


def _scripts(table: Table) -> dict[str, Script]:
    """The examples that make sense under ``table``'s rules, by the rule they show."""
    rules = table.rules
    scripts = {
        "blackjack": Script("A♠ K♥", "9♣", "7♦ 2♠"),
        "dealer_bust": Script("10♠ 6♦", "6♣", "10♥ 9♠", actions=("stand",)),
        "bust": Script("10♠ 6♦", "9♣", "8♦", "K♣", ("hit",)),
        "push": Script("10♠ 8♦", "10♦", "8♣", actions=("stand",)),
        "dealer_rules": Script("10♠ 9♦", "A♣", "6♥ 4♣", actions=("stand",)),
        "hit_stand": Script("9♠ 3♦", "10♣", "8♥", "7♣", ("hit", "stand")),
    }
    if rules.double_on == "any" or 11 in rules.double_on:
        scripts["double"] = Script("6♠ 5♦", "9♣", "7♥ 2♣", "10♥", ("double",))
    if rules.max_split_hands is None or rules.max_split_hands > 1:
        scripts["split"] = Script("8♠ 8♦", "6♣", "10♦ 7♠", "3♥ 10♣ 9♥", ("split", "hit", "stand"))
        scripts["split_aces"] = Script("A♠ A♦", "7♣", "10♦", "K♥ 9♣", ("split",))
    if rules.surrender is not Surrender.NONE:
        scripts["surrender"] = Script("10♠ 6♦", "10♣", "7♥", actions=("surrender",))
    if rules.insurance_pays is not None:
        scripts["insurance"] = Script("10♠ 9♦", "A♣", "K♥", actions=("insure", "stand"))
    if rules.even_money:
        scripts["even_money"] = Script("A♠ K♦", "A♣", "9♥", actions=("even_money",))
    if rules.card_charlie is not None:
        small = " ".join(["2♠", "A♥", "2♦", "3♣", "A♦", "2♥", "3♠", "2♣"][: max(rules.card_charlie - 2, 0)])
        hits = ("hit",) * (rules.card_charlie - 2)
        scripts["seven_card_trick"] = Script("2♣ 3♦", "10♣", "9♦", small, hits)
    if rules.three_sevens_pays is not None:
        scripts["three_sevens"] = Script("7♠ 7♦", "9♣", "8♥", "7♣", ("hit",))
    if rules.bonus_blackjack is not None:
        cards = sorted(rules.bonus_blackjack.cards, key=lambda c: c.points)
        scripts["bonus_blackjack"] = Script(" ".join(map(str, cards)), "9♣", "7♦ 2♠")
    return scripts


def example_kinds(table: Table) -> tuple[str, ...]:
    """The examples this table can show."""
    return tuple(_scripts(table))


def play_example(table: Table, kind: str, bet: Decimal | None = None) -> Round | None:
    """The finished round of example ``kind`` at ``table``, or None where the table has no such rule."""
    script = _scripts(table).get(kind)
    if script is None:
        return None
    limits = table.limits
    amount = bet or (limits.min_bet * 5 if limits is not None and limits.min_bet else Decimal(10))
    # Where a lone guest must play several boxes, the others stand on twenty.
    boxes = table.box_rules.min_boxes_single_guest
    bets = [Bet(box, GUEST, amount) for box in range(1, boxes + 1)]
    game = Round(table, Shoe(_stack(table, script, boxes - 1)), bets)
    actions = list(script.actions)
    while game.phase is not Phase.OVER:
        if game.phase is Phase.OFFERS:
            if actions and actions[0] == "insure":
                actions.pop(0)
                fraction = table.rules.insurance_max_fraction
                game.insure(1, GUEST, amount * fraction.numerator / fraction.denominator)
            elif actions and actions[0] == "even_money":
                actions.pop(0)
                game.even_money(1, GUEST)
            elif actions and actions[0] == "surrender" and game.can_surrender(HandRef(1)):
                actions.pop(0)
                game.surrender(HandRef(1))
            if game.phase is Phase.OFFERS:
                game.close_offers()
            continue
        action = Action(actions.pop(0)) if actions else Action.STAND
        if action is Action.HIT and not game.can_hit():
            action = Action.STAND
        try:
            getattr(game, action.value)()
        except IllegalActionError as exc:
            # A note, not a new message: the reason and its data stay the guest's to read.
            exc.add_note(f"example {kind!r} does not fit this table")
            raise
    return game


def _stack(table: Table, script: Script, others: int) -> list[Card]:
    """The shoe in this table's dealing order: guest, upcard, guest, [hole], draws, [second card], dealer.

    ``others``: further boxes of the guest, dealt ten-value pairs between the first box and the dealer.
    """
    player, upcard = parse_cards(script.player), parse_cards(script.upcard)
    dealer, draws = list(parse_cards(script.dealer)), list(parse_cards(script.draws))
    second = dealer.pop(0)
    hole = [second] if table.rules.hole_card is not HoleCard.NONE else []
    later = [] if hole else [second]
    first, again = list(parse_cards("10♥ " * others)), list(parse_cards("K♣ " * others))
    return [player[0], *first, *upcard, player[1], *again, *hole, *draws, *later, *dealer]
