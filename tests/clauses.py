"""Helpers for the clause tests: a casino's table from rules_data and rounds on stacked shoes."""

from __future__ import annotations

import functools
from decimal import Decimal
from pathlib import Path

from assistant.engine import Bet, Dealt, Outcome, Phase, Round, Settlement, Shoe, Table
from assistant.rulesdata import Casino, load_casino

RULES_DIR = Path(__file__).resolve().parent.parent / "rules_data"


@functools.cache
def casino(casino_id: str) -> Casino:
    return load_casino(RULES_DIR / f"{casino_id}.yaml")


def table(casino_id: str, table_id: str) -> Table:
    return casino(casino_id).tables[table_id].table


def deal(tbl: Table, cards: str, *bets: tuple[int, str, int | str], absent=(), side_bets=None) -> Round:
    """A round on a stacked shoe; bets as (box, bettor, amount), the first per box is its owner."""
    placed = [
        Bet(box, bettor, Decimal(amount), (side_bets or {}).get((box, bettor), {}))
        for box, bettor, amount in bets
    ]
    return Round(tbl, Shoe.stacked(cards), placed, absent=absent)


def settled(game: Round, bettor: str | None = None) -> list[tuple[str, Outcome, Decimal]]:
    """(hand, outcome, net) of every settlement, in order."""
    return [
        (str(s.hand), s.outcome, s.net)
        for s in game.history
        if isinstance(s, Settlement) and (bettor is None or s.bettor == bettor)
    ]


def dealer_cards(game: Round) -> list[str]:
    return [str(c) for c in game.dealer_cards]


def dealt_to(game: Round) -> list[str]:
    """Where each card went, in order: box hand numbers and 'dealer'."""
    return [str(r.target) for r in game.history if isinstance(r, Dealt)]


def over(game: Round) -> bool:
    return game.phase is Phase.OVER
