"""House edge, basic strategy and side-bet edges of a table, computed from its rules.

Combinatorial: the dealer's and the player's probabilities are exact on the finite
shoe with every card removed as it is dealt; play is composition-dependent and
optimal, split hands played as the same cards unsplit (see ``splits``). Insurance
and even money are never taken.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from ..rules import HouseRules, SideBet

Chart = dict[str, dict[str, dict[str, str]]]
Values = dict[str, dict[str, dict[str, dict[str, float]]]]
"""Chart part → row → upcard → action → expected value per initial bet (allowed actions only)."""
"""``"hard"`` / ``"soft"`` / ``"pairs"`` → total or pair label → upcard label → letter."""

METHOD = (
    "combinatorial: exact dealer and player probabilities on the finite shoe, cards removed as dealt; "
    "composition-dependent optimal play of every hand; splits: split hands played as the same cards unsplit "
    "(CDZ-) and valued with every pair card removed (Farmer's algorithm: exact up to three hands; with more, "
    "hands missing more than three other pair cards valued as missing three, within 0.0001 points); "
    "7-card trick, three sevens and Bonus Black Jack exact; insurance and even money never taken"
)


@dataclass(frozen=True)
class Analysis:
    """What a table's rules cost the guest, and how to play against them."""

    house_edge_percent: float
    """Expected loss per initial bet in percent; positive: the house wins."""
    method: str
    dealer: dict[str, dict[str, float]]
    """Upcard label → outcome → probability, before any peek."""
    strategy: Chart
    side_bets: dict[str, float] = field(default_factory=dict)
    """Side bet id → house edge in percent."""
    values: Values = field(default_factory=dict)
    """What each allowed play of a chart cell returns on average: why the chart plays what it plays."""

    def to_json(self) -> dict[str, Any]:
        return {
            "house_edge_percent": round(self.house_edge_percent, 6),
            "method": self.method,
            "dealer": self.dealer,
            "strategy": self.strategy,
            "side_bets": {k: round(v, 6) for k, v in self.side_bets.items()},
            "values": self.values,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Analysis:
        """The analysis ``to_json`` wrote (without the two-card values it keeps only in memory)."""
        return cls(
            house_edge_percent=float(data["house_edge_percent"]),
            method=str(data["method"]),
            dealer=data["dealer"],
            strategy=data["strategy"],
            side_bets={k: float(v) for k, v in data["side_bets"].items()},
            values=data["values"],
        )


def dealer_outcomes(rules: HouseRules) -> dict[str, dict[str, float]]:
    """The dealer's final-total probabilities by upcard, from a full shoe less the upcard."""
    from .composition import LABELS, UPCARD_ORDER, full_shoe
    from .dealer import OUTCOMES, distributions

    shoe = full_shoe(rules.decks)
    result = {}
    for up in UPCARD_ORDER:
        left = shoe.copy()
        left[up] -= 1
        row = distributions(up, rules.dealer_hits_soft_17, left[None, :])[0]
        result[LABELS[up]] = {name: float(p) for name, p in zip(OUTCOMES, row)}
    return result


def _kept_values(cells: dict[tuple[str, str, str], dict[str, float]]) -> Values:
    """Each cell's allowed plays and their values, rounded as kept on disk."""
    values: Values = {}
    for (kind, row, up), options in cells.items():
        allowed = {action: round(value, 5) for action, value in options.items() if math.isfinite(value)}
        values.setdefault(kind, {}).setdefault(row, {})[up] = allowed
    return values


def analyze(rules: HouseRules, side_bets: tuple[SideBet, ...] = ()) -> Analysis:
    """The house edge, dealer probabilities, basic strategy and side-bet edges of ``rules``."""
    # NumPy and the analysis modules load here, not with the package: reading a kept analysis needs none.
    from .edge import first_two
    from .player import Game
    from .sidebets import side_bet_edge
    from .strategy import basic_strategy, option_values

    first = first_two(Game.of(rules))
    can_split = rules.max_split_hands is None or rules.max_split_hands > 1
    return Analysis(
        house_edge_percent=100 * first.house_edge,
        method=METHOD,
        dealer=dealer_outcomes(rules),
        strategy=basic_strategy(first, can_split),
        values=_kept_values(option_values(first, can_split)),
        side_bets={bet.id: 100 * side_bet_edge(bet, rules.decks) for bet in side_bets},
    )


__all__ = ["METHOD", "Analysis", "Chart", "Values", "analyze", "dealer_outcomes"]
