"""The engine soak (benchmarks/soak_engine.py): rounds of random layouts and random legal play at every
table of rules_data/, each audited for money and cards. A short run here; ten million rounds in
``make test-all``."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from assistant.engine import Bet, Dealt, Round, Settlement, Shoe, Wager
from assistant.engine.audit import ConservationError, audit_round
from assistant.rules import load_casino_by_id
from benchmarks.soak_engine import soak

from .site_build import RULES_DIR


def _round(cards: str) -> Round:
    table = next(iter(load_casino_by_id(RULES_DIR, "wiesbaden").tables.values())).table
    game = Round(table, Shoe.stacked(cards), [Bet(1, "ann", Decimal(10)), Bet(1, "ben", Decimal(10))])
    while game.current is not None:
        game.stand()
    return game


def test_a_short_soak_of_every_table_conserves_money_and_cards():
    report = soak(RULES_DIR, 14_000, seed=7, workers=1)
    assert report.failures == []
    assert report.rounds == 14_000
    for decision in ("hit", "stand", "double", "split", "surrender", "insure", "even_money"):
        assert report.decisions[decision] > 0, f"the soak never chose {decision}"
    for outcome in ("win", "loss", "bust", "push", "blackjack", "surrender", "insurance_win", "side_bet_win"):
        assert report.outcomes[outcome] > 0, f"the soak never settled {outcome}"
    assert report.refused_layouts > 0, "layouts over the limits are tried and refused"


def test_the_audit_passes_a_played_round_and_catches_lost_money_and_cards():
    game = _round("10♠ 9♥ 7♣ 10♦ 8♠ 10♣ 2♥ 3♦ 4♣ 5♠")
    audit_round(game)

    settlement = next(i for i, r in enumerate(game.history) if isinstance(r, Settlement))
    honest = game.history[settlement]
    for cheat, complaint in [(dataclasses.replace(honest, net=honest.net - 1), "more than its stake"),
                             (dataclasses.replace(honest, net=Decimal(0)), "does not match its outcome"),
                             (dataclasses.replace(honest, stake=Decimal(5), net=Decimal(-5)), "10 staked, 5 settled")]:
        game.history[settlement] = cheat
        with pytest.raises(ConservationError, match=complaint):
            audit_round(game)
    game.history[settlement] = honest
    game.history.append(honest)
    with pytest.raises(ConservationError, match="10 staked, 20 settled"):
        audit_round(game)  # settled twice
    game.history.pop()

    wager = next(r for r in game.history if isinstance(r, Wager))
    game.history.append(dataclasses.replace(wager, amount=Decimal(5)))
    with pytest.raises(ConservationError, match="15 staked, 10 settled"):
        audit_round(game)
    game.history.pop()
    audit_round(game)

    dealt = next(i for i, r in enumerate(game.history) if isinstance(r, Dealt))
    del game.history[dealt]
    with pytest.raises(ConservationError, match="cards"):
        audit_round(game)


@pytest.mark.slow
def test_ten_million_rounds_conserve_money_and_cards():
    report = soak(RULES_DIR, 10_000_000, seed=1, workers=2)
    assert report.failures == []
    assert report.rounds == 10_000_000
