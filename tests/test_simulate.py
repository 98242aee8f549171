"""The strategy simulator: the chart's letters as legal actions, repeatable results, and agreement with the analysis."""

from __future__ import annotations

import json
import zlib
from decimal import Decimal

import pytest

from assistant.cli import main
from assistant.engine import Action, Bet, HoleCard, HouseRules, Round, Shoe, Surrender, Table
from assistant.engine.analysis import analyze
from assistant.engine.analysis.simulate import simulate
from assistant.engine.analysis.strategy_play import ChartPlayer

from .clauses import table

PEEK = HouseRules(hole_card=HoleCard.PEEK)


@pytest.fixture(scope="module")
def chart():
    return analyze(PEEK).strategy


def first_action(rules: HouseRules, cards: str, chart) -> Action:
    game = Round(Table(rules), Shoe.stacked(cards), [Bet(1, "guest", Decimal(10))])
    if game.phase.value == "offers":
        game.close_offers()
    return ChartPlayer(chart).action(game)


def test_the_chart_doubles_11_splits_eights_and_stands_on_hard_17(chart):
    assert first_action(PEEK, "6♠ 9♥ 5♦ 7♣", chart) is Action.DOUBLE  # 11 against 9
    assert first_action(PEEK, "8♠ 10♥ 8♦ 7♣", chart) is Action.SPLIT  # 8,8 against 10
    assert first_action(PEEK, "10♠ 6♥ 7♦ 7♣", chart) is Action.STAND  # 17 against 6


def test_double_else_stand_stands_where_doubling_is_not_allowed(chart):
    no_soft = HouseRules(hole_card=HoleCard.PEEK, double_soft=False)
    assert chart["soft"]["18"]["4"] == "Ds"
    assert first_action(no_soft, "A♠ 4♥ 7♦ 7♣", chart) is Action.STAND


def test_surrender_letters_fall_back_where_surrender_is_not_allowed():
    rules = HouseRules(hole_card=HoleCard.PEEK, surrender=Surrender.LATE)
    chart = analyze(rules).strategy
    assert chart["hard"]["16"]["10"] == "R"
    assert first_action(rules, "10♠ 10♥ 6♦ 7♣", chart) is Action.SURRENDER
    assert first_action(PEEK, "10♠ 10♥ 6♦ 7♣", chart) is Action.HIT


def test_a_missing_row_falls_back_to_hitting_below_12():
    assert first_action(PEEK, "5♠ 9♥ 4♦ 7♣", {"hard": {}, "soft": {}, "pairs": {}}) is Action.HIT


def test_results_do_not_depend_on_the_number_of_processes(chart):
    one = simulate(Table(PEEK), chart, 3_000, seed=5, workers=1)
    two = simulate(Table(PEEK), chart, 3_000, seed=5, workers=2)
    assert (one.house_edge_percent, one.net, one.standard_error_percent) == (
        two.house_edge_percent, two.net, two.standard_error_percent)
    low, high = one.interval_percent
    assert low < one.house_edge_percent < high and 0 < one.standard_error_percent < 5


def test_simulate_json_from_the_command_line(capsys):
    assert main(["simulate", "--casino", "senator", "--rounds", "2000", "--workers", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert {"rounds", "house_edge_percent", "interval_percent", "rounds_per_second", "computed_house_edge_percent"} <= set(result)
    assert result["rounds"] == 2000


@pytest.mark.slow
@pytest.mark.parametrize(("casino_id", "table_id"), [("brandenburg", "classic"), ("schleswig-holstein", "classic"),
                                                     ("senator", "classic"), ("st-moritz", "classic"),
                                                     ("st-moritz", "bonus"), ("wiesbaden", "digital-21")])
def test_a_million_rounds_land_inside_their_interval_around_the_computed_edge(casino_id, table_id):
    tbl = table(casino_id, table_id)
    analysis = analyze(tbl.rules)
    seed = zlib.crc32(f"1:{casino_id}:{table_id}".encode())  # independent shoes per table
    result = simulate(tbl, analysis.strategy, 1_000_000, seed=seed, workers=2)
    # 3.29 standard errors (99.9 %): seven tables at 95 % would fail one in three runs by chance alone.
    error = 3.29 * result.standard_error_percent
    assert abs(result.house_edge_percent - analysis.house_edge_percent) <= error
