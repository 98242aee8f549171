"""Seconds to analyse every table in rules_data/ (house edge, strategy, dealer chances, side bets).

Prints, per table, the first analysis in this process (cold: includes building the
dealer and hand tables, shared by all tables) and the best of ``--repeat`` more.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from assistant.engine.analysis import analyze
from assistant.rules import load_casinos


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules-dir", type=Path, default=Path("rules_data"))
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"{'casino':20} {'table':12} {'edge %':>8} {'first s':>8} {'best s':>8}")
    for casino in load_casinos(args.rules_dir):
        for table_id, entry in casino.tables.items():
            rules, side_bets = entry.table.rules, entry.table.side_bets
            start = time.perf_counter()
            result = analyze(rules, side_bets)
            first = time.perf_counter() - start
            best = float("inf")
            for _ in range(args.repeat):
                start = time.perf_counter()
                analyze(rules, side_bets)
                best = min(best, time.perf_counter() - start)
            print(f"{casino.id:20} {table_id:12} {result.house_edge_percent:8.3f} {first:8.2f} {best:8.2f}")


if __name__ == "__main__":
    main()
