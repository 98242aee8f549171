"""A casino file's side bets for the engine, and the house edges ``croupier validate`` believes: a side bet's
between 0 and ``EDGE_LIMIT``, counted exactly over the cards it is decided on, and a table's between 0 and
``TABLE_EDGE_LIMIT`` percent. Outside them a pay, a match or a payout is surely mistyped, and the problem names
what makes it so."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..engine import CardPattern, PayLine, Rank, SideBet, Suit
from ..engine.analysis.sidebets import side_bet_odds
from .casinos import Casino
from .records import Record
from .yamlsource import Problem, display_path, read_yaml


def engine_side_bet(spec: Record, stated: dict[str, Any]) -> SideBet:
    """The engine's side bet of a casino file's, with its stated values (``InvalidRulesError`` if they cannot be)."""
    return SideBet(
        spec.id,
        tuple(
            PayLine(
                line.id,
                line.pays,
                CardPattern(
                    line.match.count,
                    Rank(line.match.rank) if line.match.rank else None,
                    Suit[line.match.suit.upper()] if line.match.suit else None,
                    line.match.color,
                    line.match.same_rank,
                    line.match.same_suit,
                    line.match.same_color,
                    line.match.run,
                    line.match.total,
                ),
                line.dealer_blackjack,
            )
            for line in spec.pay_table
        ),
        stated.get("min_bet"),
        stated.get("max_bet"),
        stated["cards"],
        stated.get("highest_only", True),
        stated.get("multiple_of"),
    )


EDGE_LIMIT = Fraction(1, 2)
"""The largest house edge believed of a side bet: above it, a pay or a match is surely mistyped."""


def edge_problem(bet: SideBet, decks: int) -> tuple[int, str] | None:
    """A house edge below 0 or above ``EDGE_LIMIT``: the index of the pay line that makes it so, and what to say.
    Below 0: the line returning the most. Above: a line paying less than the stake (a ratio written the wrong way
    round), else one that can never win, else the line returning the most."""
    odds = side_bet_odds(bet, decks)
    edge = odds.edge
    if 0 <= edge <= EDGE_LIMIT:
        return None
    below_stake = [line.id for line in bet.pay_table if line.pays < 1]
    never = [line.id for line in bet.pay_table if not odds.chances[line.id]]
    culprit = (below_stake or never or [odds.largest_line()])[0] if edge > 0 else odds.largest_line()
    index = next(j for j, line in enumerate(bet.pay_table) if line.id == culprit)
    line = bet.pay_table[index]
    pays = f"{line.pays.numerator}:{line.pays.denominator}"
    through = (f"pay line {culprit!r}, {pays} won {_percent(odds.chances[culprit])} of the time, returns "
               f"{_percent(odds.returns[culprit])} of the stake")
    high = f"house edge {_percent(edge)}, more than {_percent(EDGE_LIMIT)}, implausible for a side bet"
    if edge < 0:
        message = (f"house edge {_percent(edge)}: the side bet pays back more than it takes; {through}, the most of "
                   f"any line. Check its pays, its match and the bet's cards ({bet.cards.value}: {bet.cards.count})")
    elif below_stake:
        message = f"{high}: pay line {culprit!r} pays {pays}, less than the stake; write win to stake, e.g. '25:1'"
    elif never:
        message = (f"{high}: pay line {culprit!r} can never win on the {bet.cards.count} cards the bet is decided on "
                   f"({bet.cards.value}); check its match")
    else:
        message = f"{high}; {through}, the most of any line. Check the pays"
    return index, message


def _percent(value: Fraction) -> str:
    return f"{float(value) * 100:.2f} %"


TABLE_EDGE_LIMIT = 50.0
"""The largest house edge believed of a table, in percent: above it, or below 0, a payout is surely mistyped."""


def table_edge_problems(casinos: list[Casino], workers: int | None = None) -> list[Problem]:
    """Tables whose house edge, as their sheets present it, is below 0 or above ``TABLE_EDGE_LIMIT``, each at its
    ``rules`` line with the payouts it states. The analyses missing from the cache are computed on every core
    first, as ``croupier build`` would (and keeps them for it)."""
    from .analyses import analyses_of

    tables = [(casino, index, table) for casino in casinos for index, table in enumerate(casino.tables.values())]
    analyses = analyses_of(((t.table.rules, t.table.side_bets) for _, _, t in tables), workers)
    problems = []
    for (casino, index, table), analysis in zip(tables, analyses):
        edge = analysis.house_edge_percent
        if 0 <= edge <= TABLE_EDGE_LIMIT:
            continue
        name = display_path(casino.path)
        payouts = [f"{field} {entry.value.numerator}:{entry.value.denominator}" for field, entry in table.rules.items()
                   if entry.stated and isinstance(entry.value, Fraction) and field.endswith("_pays")]
        if edge < 0:
            said = f"house edge {edge:.2f} %: the guest would win in the long run at this table"
        else:
            said = f"house edge {edge:.2f} %, more than {TABLE_EDGE_LIMIT:.0f} %, implausible for a blackjack table"
        problems.append(Problem(name, read_yaml(casino.path, name).line_of(("tables", index, "rules")),
                                f"tables[{index}].rules",
                                f"{said}; check the payouts it states ({', '.join(payouts) or 'none'}) and its rules"))
    return problems
