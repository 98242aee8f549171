"""Helpers for the clause tests: a casino's table from rules_data, rounds on stacked shoes, and what the built
sheets show of a clause."""

from __future__ import annotations

import functools
from decimal import Decimal
from pathlib import Path

from assistant.engine import Bet, Dealt, Outcome, Phase, Round, Settlement, Shoe, Table
from assistant.rules import Casino, load_casino, normalize_quote

from .site_build import BuiltSite, texts_of_class

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


def assert_further_rule_shown(site: BuiltSite, casino_id: str, rule_id: str, lang: str) -> None:
    """The further rule said in ``lang`` on the casino's built page, beside its clause and the leaflet's words."""
    spec = casino(casino_id).spec
    rules = (*spec.further_rules, *(r for t in spec.tables for r in t.further_rules))
    rule = next(r for r in rules if r.id == rule_id)
    html = site.html(lang, f"casinos/{casino_id}/")
    assert getattr(rule.text, lang) in texts_of_class(html, "further-rule")
    quote = normalize_quote(rule.quote)
    sources = texts_of_class(html, "source")
    assert any(t.startswith(rule.clause) and t.endswith(quote) for t in sources), rule.clause
