"""``croupier analyze --rules`` against Eric Farmer's combinatorial analyser, whole process, side by side.

    python -m benchmarks.bench_farmer [--reference PATH] [--runs 7] [--tables] [--record]

The reference is the Basic Strategy Calculator of Eric Farmer's blackjack package
(public source: github.com/possibly-wrong/blackjack, src/strategy.cpp), already built:
give its path with ``--reference`` or ``$FARMER_STRATEGY``. Without it, the comparison is
skipped (saying why) and only croupier's times are printed. It reads its options from
standard input; this script answers them for each rule set (CDZ- play, as croupier's
splits) and reads the overall expected value from the table file it writes.

Per rule set, both commands run in turn, one warm-up each, then ``--runs`` times each,
alternating, each croupier run with an empty analysis cache (``$CROUPIER_CACHE_DIR`` a new
folder), so every run computes. Printed: each one's minimum and median wall seconds, the
median of the run-by-run ratios croupier / Farmer with its range, and both house edges
with their difference in percentage points. ``--tables`` adds the casinos' own tables
(no hole card, which the reference does not play): croupier's times alone.
"""

from __future__ import annotations

import argparse
import compileall
import dataclasses
import enum
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from fractions import Fraction
from pathlib import Path

import yaml

from .record import record

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = Path(sys.executable).with_name("croupier")
CROUPIER = [str(SCRIPT)] if SCRIPT.exists() else [sys.executable, "-m", "assistant"]


@dataclasses.dataclass(frozen=True)
class RuleSet:
    """One table's rules, as a croupier rule set file and as the reference's answers."""

    name: str
    rules: dict
    """Rule fields for ``croupier analyze --rules`` (peek, double any two cards, split to four hands unless said)."""
    decks: int
    hits_soft_17: bool = False
    double_after_split: bool = True
    resplit: bool = True
    """Split to four hands (else two)."""
    resplit_aces: bool = False
    late_surrender: bool = False
    blackjack_pays: float = 1.5

    def answers(self, table: Path) -> str:
        """The reference's questions answered in order (see its strategy.cpp main())."""
        yes = {True: "y", False: "n"}
        lines = [str(self.decks), yes[self.hits_soft_17], "y", "y", "n", yes[self.double_after_split],
                 yes[self.resplit]]
        if self.resplit:
            lines.append(yes[self.resplit_aces])
        lines += ["y", yes[self.late_surrender], repr(self.blackjack_pays), str(table), "0 0"]
        return "\n".join(lines) + "\n"


RULE_SETS = (
    RuleSet("6D S17 DAS SPL3 NRSA 3:2 peek (the issue's)", {"decks": 6, "hole_card": "peek"}, 6),
    RuleSet("6D H17 DAS SPL3 NRSA LS 3:2 peek",
            {"decks": 6, "hole_card": "peek", "dealer_hits_soft_17": True, "surrender": "late"},
            6, hits_soft_17=True, late_surrender=True),
    RuleSet("8D S17 NDAS SPL3 6:5 peek",
            {"decks": 8, "hole_card": "peek", "double_after_split": False, "blackjack_pays": "6:5"},
            8, double_after_split=False, blackjack_pays=1.2),
    RuleSet("2D S17 DAS SPL3 RSA 3:2 peek", {"decks": 2, "hole_card": "peek", "resplit_aces": True}, 2,
            resplit_aces=True),
    RuleSet("1D H17 DAS SPL1 3:2 peek",
            {"decks": 1, "hole_card": "peek", "dealer_hits_soft_17": True, "max_split_hands": 2},
            1, hits_soft_17=True, resplit=False),
)


def croupier_run(rules_file: Path) -> tuple[float, float]:
    """(wall seconds, house edge in percent) of one ``croupier analyze --rules --json`` with no kept analyses."""
    cache = tempfile.mkdtemp(prefix="croupier-bench-farmer-")
    try:
        started = time.perf_counter()
        out = subprocess.run([*CROUPIER, "analyze", "--rules", str(rules_file), "--json"], cwd=ROOT, check=True,
                             capture_output=True, text=True, env={**os.environ, "CROUPIER_CACHE_DIR": cache})
        seconds = time.perf_counter() - started
    finally:
        shutil.rmtree(cache, ignore_errors=True)
    return seconds, json.loads(out.stdout)["house_edge_percent"]


def reference_run(reference: Path, rule_set: RuleSet, work: Path) -> tuple[float, float]:
    """(wall seconds, house edge in percent) of one run of the reference on ``rule_set``."""
    table = work / "strategy.txt"
    started = time.perf_counter()
    subprocess.run([str(reference)], input=rule_set.answers(table), cwd=work, check=True, capture_output=True,
                   text=True)
    seconds = time.perf_counter() - started
    total = re.search(r"Total \|\s+(-?[0-9.]+)", table.read_text())
    if total is None:
        raise RuntimeError(f"no overall expected value in the reference's table {table}")
    return seconds, -float(total.group(1))  # it prints the player's expectation


def side_by_side(rule_set: RuleSet, reference: Path | None, runs: int, work: Path) -> dict:
    rules_file = work / "rules.yaml"
    rules_file.write_text(yaml.safe_dump(rule_set.rules), encoding="utf-8")
    croupier_run(rules_file)  # warm-up: the disk cache of the system, not of croupier
    ours, theirs, ratios = [], [], []
    edge = reference_edge = None
    if reference is not None:
        reference_run(reference, rule_set, work)
    for _ in range(runs):
        seconds, edge = croupier_run(rules_file)
        ours.append(seconds)
        if reference is not None:
            other, reference_edge = reference_run(reference, rule_set, work)
            theirs.append(other)
            ratios.append(seconds / other)
    figures = {"croupier_min_s": min(ours), "croupier_median_s": statistics.median(ours), "edge_percent": edge}
    if reference is not None:
        figures |= {"farmer_min_s": min(theirs), "farmer_median_s": statistics.median(theirs),
                    "ratio_median": statistics.median(ratios), "ratio_min": min(ratios), "ratio_max": max(ratios),
                    "farmer_edge_percent": reference_edge, "difference_pp": edge - reference_edge}
    return figures


def table_rule_sets(rules_dir: Path) -> list[RuleSet]:
    """The presented rules of every casino table, as rule set files (a table whose rules have no plain form is left out)."""
    from assistant.engine import HouseRules
    from assistant.rules import RulesFileError, load_casinos, load_rule_set

    default = HouseRules()
    found = []
    with tempfile.TemporaryDirectory(prefix="croupier-bench-farmer-") as work:
        for casino in load_casinos(rules_dir):
            for table_id, entry in casino.tables.items():
                rules = entry.table.rules
                plain = {f.name: _plain(f.name, getattr(rules, f.name)) for f in dataclasses.fields(rules)
                         if getattr(rules, f.name) != getattr(default, f.name)}
                if any(value is _UNSUPPORTED for value in plain.values()):
                    continue
                path = Path(work) / "rules.yaml"
                path.write_text(yaml.safe_dump(plain), encoding="utf-8")
                try:
                    same = load_rule_set(path) == rules
                except RulesFileError:
                    same = False
                if same:
                    found.append(RuleSet(f"{casino.id} {table_id}", plain, rules.decks))
    return found


_UNSUPPORTED = object()


def _plain(field: str, value):
    """A rule value as a rule set file writes it: a payout as a ratio ("3:2"), a share of a bet as "1/2"."""
    if isinstance(value, bool) or value is None or isinstance(value, (int, str)):
        return value
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, Fraction):
        return f"{value.numerator}/{value.denominator}" if field.endswith("_fraction") else \
            f"{value.numerator}:{value.denominator}"
    if isinstance(value, frozenset):
        return sorted(value, key=str)
    return _UNSUPPORTED


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reference", type=Path, default=os.environ.get("FARMER_STRATEGY"),
                        help="Eric Farmer's built strategy calculator (default: $FARMER_STRATEGY)")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--tables", action="store_true", help="also time the casinos' own tables (croupier alone)")
    parser.add_argument("--rules-dir", type=Path, default=ROOT / "rules_data")
    parser.add_argument("--record", action="store_true", help="keep the figures in benchmarks/results.json")
    args = parser.parse_args()
    reference = args.reference
    if reference is None or not Path(reference).is_file():
        why = "no --reference or $FARMER_STRATEGY given" if reference is None else f"{reference} is not a file"
        print(f"reference skipped: {why}; croupier's times only")
        reference = None
    # Imports as an installed package would make them (this environment writes no bytecode itself).
    compileall.compile_dir(ROOT / "assistant", quiet=1)
    rule_sets = list(RULE_SETS) + (table_rule_sets(args.rules_dir) if args.tables else [])
    print(f"{'rule set':44} {'croupier s':>10} {'Farmer s':>9} {'ratio':>16} {'edge %':>10} {'Farmer %':>10} {'diff pp':>9}")
    results = {}
    with tempfile.TemporaryDirectory(prefix="croupier-bench-farmer-") as work:
        for rule_set in rule_sets:
            peek = rule_set.rules.get("hole_card") == "peek"
            figures = side_by_side(rule_set, reference if peek else None, args.runs, Path(work))
            results[rule_set.name] = figures
            ours = f"{figures['croupier_median_s']:.3f}"
            if "ratio_median" in figures:
                ratio = f"{figures['ratio_median']:.2f} ({figures['ratio_min']:.2f}–{figures['ratio_max']:.2f})"
                print(f"{rule_set.name:44} {ours:>10} {figures['farmer_median_s']:9.3f} {ratio:>16} "
                      f"{figures['edge_percent']:10.6f} {figures['farmer_edge_percent']:10.6f} "
                      f"{figures['difference_pp']:+9.6f}")
            else:
                print(f"{rule_set.name:44} {ours:>10} {'—':>9} {'—':>16} {figures['edge_percent']:10.6f}")
    print(f"median wall seconds of {args.runs} runs each, alternating; ratio: croupier / Farmer, run by run")
    if args.record:
        record("farmer", {"runs": args.runs, "rule_sets": results})


if __name__ == "__main__":
    main()
