"""Engine soak: millions of rounds across every table of rules_data/, each audited for money and cards.

Every round has a random layout (one to four boxes, co-bettors behind, side bets, now and then an
owner away from the table), random legal decisions (hits, stands, doubles, splits, surrenders,
insurance and even money) and is then checked by :func:`assistant.engine.audit.audit_round`:
every stake settled, bank and bettors summing to zero to the cent, every card dealt on the table
exactly once and the shoe intact. A layout the table refuses (over the limit, too many boxes) must
leave the shoe untouched. Prints rounds per second and what was played; exits 1 on any failure,
with the chunk seed and round that reproduce it.

    python -m benchmarks.soak_engine --rounds 10000000      # the soak of issue 7 (make test-all)
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
import zlib
from collections import Counter
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path

from assistant.engine import Action, Bet, IllegalBetError, Phase, Round, Settlement, Shoe, Table
from assistant.engine.audit import ConservationError, audit_round
from assistant.rules import load_casinos

from .record import record

CHUNK = 25_000
"""Rounds per unit of work."""
GUESTS = ("ann", "ben", "cem", "dia", "eli")
WEIGHTS = {Action.HIT: 4.0, Action.STAND: 4.0, Action.DOUBLE: 1.0, Action.SPLIT: 1.5, Action.SURRENDER: 0.3}
MAX_DECISIONS = 500


@dataclass
class SoakReport:
    rounds: int = 0
    refused_layouts: int = 0
    decisions: Counter[str] = field(default_factory=Counter)
    outcomes: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)
    """The first failures, each with what reproduces it."""
    seconds: float = 0.0
    tables: int = 0

    def add(self, other: SoakReport) -> None:
        self.rounds += other.rounds
        self.refused_layouts += other.refused_layouts
        self.decisions += other.decisions
        self.outcomes += other.outcomes
        self.failures += other.failures[: max(0, 20 - len(self.failures))]


def _layout(table: Table, rng: random.Random) -> tuple[list[Bet], set[str]]:
    """Bets for one round: mostly allowed by the table, sometimes not (the engine must refuse those)."""
    box_rules, limits = table.box_rules, table.limits
    unit = limits.min_bet if limits is not None and limits.min_bet else Decimal(10)
    boxes = rng.sample(range(1, box_rules.boxes + 1), rng.randint(1, min(4, box_rules.boxes)))
    behind = min(3, box_rules.bettors_per_box or 3) if box_rules.betting_behind else 1
    bets = []
    for box in boxes:
        for bettor in rng.sample(GUESTS, rng.randint(1, behind)):
            side = {bet.id: bet.min_bet or unit for bet in table.side_bets if rng.random() < 0.3}
            bets.append(Bet(box, bettor, unit * rng.choice((1, 1, 2, 3, 5, 10)), side))
    absent = {rng.choice(bets).bettor} if rng.random() < 0.05 else set()
    return bets, absent


def _offers(game: Round, rng: random.Random, decisions: Counter[str]) -> None:
    for hand in game.hands:
        for bettor, stake in hand.stakes:
            choice = rng.random()
            box = hand.ref.box
            if choice < 0.15:
                amount = (stake / 2).quantize(game.table.money_step)
                if game.can_insure(box, bettor, amount):
                    game.insure(box, bettor, amount)
                    decisions["insure"] += 1
            elif choice < 0.25 and game.can_even_money(box, bettor):
                game.even_money(box, bettor)
                decisions["even_money"] += 1
            elif choice < 0.3 and game.can_surrender(hand.ref):
                game.surrender(hand.ref)
                decisions["early surrender"] += 1
    game.close_offers()


def _play(game: Round, rng: random.Random, decisions: Counter[str]) -> None:
    for _ in range(MAX_DECISIONS):
        if game.phase is Phase.OVER:
            return
        if game.phase is Phase.OFFERS:
            _offers(game, rng, decisions)
            continue
        legal = game.legal_actions()
        weights = [WEIGHTS[a] * (0.3 if a is Action.HIT and game.current.value.total >= 17 else 1) for a in legal]
        action = rng.choices(legal, weights)[0]
        getattr(game, action.value)()
        decisions[action.value] += 1
    raise ConservationError(f"the round did not end within {MAX_DECISIONS} decisions")


def play_chunk(label: str, table: Table, rounds: int, seed: int) -> SoakReport:
    """``rounds`` audited rounds of random play at ``table``, reproducible from ``seed``."""
    report = SoakReport()
    rng = random.Random(seed)
    decks = table.rules.decks
    shoe = Shoe.shuffled(decks, rng.getrandbits(64))
    start = time.perf_counter()
    for number in range(rounds):
        if len(shoe) < 52 * decks // 4:
            shoe = Shoe.shuffled(decks, rng.getrandbits(64))
        first_card = len(shoe.dealt)
        try:
            for _attempt in range(10):
                bets, absent = _layout(table, rng)
                try:
                    game = Round(table, shoe, bets, absent=absent)
                    break
                except IllegalBetError:
                    report.refused_layouts += 1
                    if len(shoe.dealt) != first_card:
                        raise ConservationError("a refused layout dealt cards") from None
            else:
                unit = table.limits.min_bet if table.limits and table.limits.min_bet else Decimal(10)
                game = Round(table, shoe, [Bet(box, "ann", unit)
                                           for box in range(1, table.box_rules.min_boxes_single_guest + 1)])
            _play(game, rng, report.decisions)
            audit_round(game, first_card)
        except Exception as error:  # every failure is reported with what reproduces it
            report.failures.append(f"{label} chunk seed {seed} round {number + 1}: {type(error).__name__}: {error}")
            shoe = Shoe.shuffled(decks, rng.getrandbits(64))
            continue
        report.rounds += 1
        report.outcomes.update(r.outcome.value for r in game.history if isinstance(r, Settlement))
    report.seconds = time.perf_counter() - start
    return report


def soak(rules_dir: Path, rounds: int, seed: int = 1, workers: int = 2, progress: bool = False) -> SoakReport:
    """``rounds`` rounds spread evenly over every table in ``rules_dir``, in chunks over ``workers``."""
    tables = [(f"{casino.id}/{table_id}", entry.table)
              for casino in load_casinos(rules_dir) for table_id, entry in casino.tables.items()]
    jobs = []
    for index, (label, table) in enumerate(tables):
        share = rounds // len(tables) + (index < rounds % len(tables))
        for start in range(0, share, CHUNK):
            jobs.append((label, table, min(CHUNK, share - start), zlib.crc32(f"{seed}:{label}:{start}".encode())))
    total = SoakReport()
    began = time.perf_counter()
    if workers <= 1:
        for job in jobs:
            total.add(play_chunk(*job))
    else:
        with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
            for future in as_completed([pool.submit(play_chunk, *job) for job in jobs]):
                total.add(future.result())
                if progress:
                    print(f"\r{total.rounds:,} rounds audited", end="", file=sys.stderr, flush=True)
        if progress:
            print(file=sys.stderr)
    total.seconds = time.perf_counter() - began
    total.tables = len(tables)
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rules-dir", type=Path, default=Path("rules_data"))
    parser.add_argument("--record", action="store_true", help="keep the figures in benchmarks/results.json")
    args = parser.parse_args()
    report = soak(args.rules_dir, args.rounds, args.seed, args.workers, progress=True)
    print(f"{report.rounds:,} rounds audited in {report.seconds:.0f} s ({report.rounds / report.seconds:,.0f} rounds/s, "
          f"{args.workers} processes); {report.refused_layouts:,} layouts refused by the tables' limits and box rules")
    print("decisions: " + ", ".join(f"{name} {count:,}" for name, count in report.decisions.most_common()))
    print("settlements: " + ", ".join(f"{name} {count:,}" for name, count in report.outcomes.most_common()))
    print(f"failures: {len(report.failures)}")
    for failure in report.failures:
        print("  " + failure)
    if args.record:
        record("soak", {"rounds": report.rounds, "seconds": round(report.seconds), "workers": args.workers,
                        "tables": report.tables, "failures": len(report.failures), "refused_layouts": report.refused_layouts,
                        "decisions": dict(report.decisions.most_common()),
                        "settlements": dict(report.outcomes.most_common())})
    sys.exit(1 if report.failures else 0)


if __name__ == "__main__":
    main()
