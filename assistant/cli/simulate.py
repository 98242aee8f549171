"""``croupier simulate``: a table's computed basic strategy played through the round engine."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..engine.analysis import analyze
from ..engine.analysis.simulate import simulate
from . import RULES_DIR, casino_and_table


def arguments(command: argparse.ArgumentParser) -> None:
    command.add_argument("--casino", required=True)
    command.add_argument("--table", help="table id (default: the casino's first table)")
    command.add_argument("--rounds", type=int, required=True)
    command.add_argument("--seed", type=int, default=1)
    command.add_argument("--workers", type=int, default=2, help="processes (default 2: both cores)")
    command.add_argument("--chart", type=Path, help="a strategy chart as JSON (default: the computed one)")
    command.add_argument("--json", action="store_true")
    command.add_argument("--rules-dir", type=Path, default=RULES_DIR)


def run(args: argparse.Namespace) -> int:
    casino, table_id = casino_and_table(args)
    if args.rounds < 1:
        print("--rounds must be at least 1", file=sys.stderr)
        return 2
    table = casino.tables[table_id].table
    if args.chart is not None:
        chart = json.loads(args.chart.read_text(encoding="utf-8"))
        computed = None
    else:
        analysis = analyze(table.rules)
        chart, computed = analysis.strategy, analysis.house_edge_percent
    bar = None
    if sys.stderr.isatty() and not args.json:
        from tqdm import tqdm

        bar = tqdm(total=args.rounds, unit="rounds", unit_scale=True, file=sys.stderr)

    def progress(done: int, total: int) -> None:
        if bar is not None:
            bar.update(done - bar.n)

    result = simulate(table, chart, args.rounds, args.seed, args.workers, progress)
    if bar is not None:
        bar.close()
    if args.json:
        print(json.dumps({**result.to_json(), "computed_house_edge_percent": computed}))
        return 0
    low, high = result.interval_percent
    print(f"{casino.id} {table_id}: {result.rounds:,} rounds at {result.rounds_per_second:,.0f} rounds/s")
    print(f"simulated house edge {result.house_edge_percent:.3f} % (95 % interval {low:.3f} % to {high:.3f} %)")
    if computed is not None:
        inside = "inside" if low <= computed <= high else "OUTSIDE"
        print(f"computed house edge {computed:.3f} % — {inside} the interval")
    return 0
