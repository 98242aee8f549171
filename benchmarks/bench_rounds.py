"""Rounds per second of the round engine on every table in rules_data/ (prints its figures).

Each round: one bettor on one box (two where the table demands it), hitting below
17 and standing from 17, insurance declined; a fresh shoe when a quarter is left.
"""

from __future__ import annotations

import argparse
import time
from decimal import Decimal
from pathlib import Path

from assistant.engine import Bet, Phase, Round, Shoe
from assistant.rules import load_casinos


def play(table, rounds: int, seed: int) -> float:
    decks = table.rules.decks
    shoe = Shoe.shuffled(decks, seed)
    limits = table.limits
    amount = limits.min_bet if limits and limits.min_bet else Decimal(10)
    boxes = table.box_rules.min_boxes_single_guest
    bets = [Bet(box, "guest", amount) for box in range(1, boxes + 1)]
    start = time.perf_counter()
    for n in range(rounds):
        if len(shoe) < 52 * decks // 4:
            shoe = Shoe.shuffled(decks, seed + n)
        game = Round(table, shoe, bets)
        while game.phase is not Phase.OVER:
            if game.phase is Phase.OFFERS:
                game.close_offers()
            elif game.current.value.total < 17 and game.can_hit():
                game.hit()
            else:
                game.stand()
    return rounds / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=20_000)
    parser.add_argument("--rules-dir", type=Path, default=Path("rules_data"))
    args = parser.parse_args()
    for casino in load_casinos(args.rules_dir):
        for table_id, entry in casino.tables.items():
            rate = play(entry.table, args.rounds, seed=1)
            print(f"{casino.id:20} {table_id:12} {rate:10,.0f} rounds/s")


if __name__ == "__main__":
    main()
