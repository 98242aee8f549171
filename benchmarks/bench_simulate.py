"""Simulate every table's computed basic strategy through the round engine; print the simulated edge,
its 95 % interval, whether the computed edge lies inside, and rounds per second.

    python benchmarks/bench_simulate.py --rounds 1000000     # the check of issue 4
"""

from __future__ import annotations

import argparse
import zlib
from pathlib import Path

from assistant.engine.analysis import analyze
from assistant.engine.analysis.simulate import simulate
from assistant.rules import load_casinos


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rules-dir", type=Path, default=Path("rules_data"))
    args = parser.parse_args()
    print(f"{'casino':20} {'table':12} {'computed %':>10} {'simulated %':>11} {'95 % interval':>20} "
          f"{'inside':>6} {'rounds/s':>9}")
    for casino in load_casinos(args.rules_dir):
        for table_id, entry in casino.tables.items():
            analysis = analyze(entry.table.rules)
            # Each table its own seed: with one seed all tables would see the same shuffles and err alike.
            seed = zlib.crc32(f"{args.seed}:{casino.id}:{table_id}".encode())
            result = simulate(entry.table, analysis.strategy, args.rounds, seed, args.workers)
            low, high = result.interval_percent
            inside = low <= analysis.house_edge_percent <= high
            print(f"{casino.id:20} {table_id:12} {analysis.house_edge_percent:10.3f} {result.house_edge_percent:11.3f} "
                  f"{f'{low:.3f} … {high:.3f}':>20} {'yes' if inside else 'NO':>6} {result.rounds_per_second:9,.0f}",
                  flush=True)


if __name__ == "__main__":
    main()
