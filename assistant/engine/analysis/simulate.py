"""Simulation: a strategy chart played through the real round engine, to check the computed edge.

Rounds are split into fixed chunks with seeds derived from the run's seed, so the
result for a seed does not depend on how many processes play the chunks.
"""

from __future__ import annotations

import math
import multiprocessing
import random
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from decimal import Decimal

from ..betting import Bet
from ..round import Round
from ..rules import Table
from ..shoe import Shoe
from ..state import Phase
from .strategy_play import ChartPlayer

CHUNK = 10_000
"""Rounds per chunk: the unit of work a process takes, and of the progress shown."""
GUEST = "guest"


@dataclass(frozen=True)
class Tally:
    """What some rounds came to, per unit of initial bet."""

    rounds: int = 0
    staked: Decimal = Decimal(0)
    net: Decimal = Decimal(0)
    """The guest's result; the bank's is exactly its negative (checked every round)."""
    sum_x: float = 0.0
    sum_x2: float = 0.0
    """Sum and sum of squares of each round's result divided by its initial bet."""

    def __add__(self, other: Tally) -> Tally:
        return Tally(self.rounds + other.rounds, self.staked + other.staked, self.net + other.net,
                     self.sum_x + other.sum_x, self.sum_x2 + other.sum_x2)


@dataclass(frozen=True)
class SimulationResult:
    rounds: int
    seed: int
    house_edge_percent: float
    """Minus the guest's mean result per initial bet, in percent."""
    standard_error_percent: float
    interval_percent: tuple[float, float]
    """95 % interval of the house edge."""
    rounds_per_second: float
    staked: Decimal
    net: Decimal

    def to_json(self) -> dict:
        return {"rounds": self.rounds, "seed": self.seed, "house_edge_percent": self.house_edge_percent,
                "standard_error_percent": self.standard_error_percent,
                "interval_percent": list(self.interval_percent), "rounds_per_second": self.rounds_per_second}


def play_chunk(table: Table, chart: dict, rounds: int, seed: int) -> Tally:
    """``rounds`` rounds of one guest under ``table``'s rules, playing ``chart``."""
    player = ChartPlayer(chart)
    rng = random.Random(seed)
    decks = table.rules.decks
    limits = table.limits
    amount = limits.min_bet if limits is not None and limits.min_bet else Decimal(10)
    boxes = table.box_rules.min_boxes_single_guest
    bets = [Bet(box, GUEST, amount) for box in range(1, boxes + 1)]
    initial = amount * boxes
    shoe = Shoe.shuffled(decks, rng.getrandbits(64))
    tally = Tally()
    sum_x = sum_x2 = 0.0
    net_total = Decimal(0)
    for _ in range(rounds):
        if len(shoe) < 52 * decks // 4:
            shoe = Shoe.shuffled(decks, rng.getrandbits(64))
        game = Round(table, shoe, bets)
        while game.phase is not Phase.OVER:
            if game.phase is Phase.OFFERS:
                for box in range(1, boxes + 1):
                    if player.surrenders_early(game, box):
                        game.surrender(game.hands[box - 1].ref)
                if game.phase is Phase.OFFERS:
                    game.close_offers()  # insurance and even money are never taken
                continue
            getattr(game, player.action(game).value)()
        nets = game.net()
        if nets["bank"] != -nets[GUEST]:
            raise AssertionError("money not conserved in a round")
        net_total += nets[GUEST]
        x = float(nets[GUEST] / initial)
        sum_x += x
        sum_x2 += x * x
    return tally + Tally(rounds, initial * rounds, net_total, sum_x, sum_x2)


def simulate(
    table: Table,
    chart: dict,
    rounds: int,
    seed: int = 1,
    workers: int = 2,
    progress: Callable[[int, int], None] | None = None,
) -> SimulationResult:
    """Play ``rounds`` rounds in chunks over ``workers`` processes; the edge with its 95 % interval."""
    sizes = [min(CHUNK, rounds - start) for start in range(0, rounds, CHUNK)]
    seeds = [random.Random(f"{seed}:{i}").getrandbits(64) for i in range(len(sizes))]
    start = time.perf_counter()
    parts: list[Tally] = [Tally()] * len(sizes)
    done = 0
    if workers <= 1:
        for index, (size, chunk_seed) in enumerate(zip(sizes, seeds)):
            parts[index] = play_chunk(table, chart, size, chunk_seed)
            done += size
            if progress:
                progress(done, rounds)
    else:
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(workers, mp_context=context) as pool:
            futures = {pool.submit(play_chunk, table, chart, size, s): i for i, (size, s) in enumerate(zip(sizes, seeds))}
            for future in as_completed(futures):
                parts[futures[future]] = future.result()
                done += sizes[futures[future]]
                if progress:
                    progress(done, rounds)
    total = Tally()
    for part in parts:  # in chunk order, so the sums are the same however many processes played
        total += part
    seconds = time.perf_counter() - start
    mean = total.sum_x / total.rounds
    variance = max(total.sum_x2 / total.rounds - mean * mean, 0.0) * total.rounds / max(total.rounds - 1, 1)
    error = math.sqrt(variance / total.rounds)
    edge = -100 * mean
    return SimulationResult(total.rounds, seed, edge, 100 * error, (edge - 196 * error, edge + 196 * error),
                            total.rounds / seconds, total.staked, total.net)
