"""What a guest gets: the facts of the assistant's answers on the blind held-out questions, per language.

    python -m benchmarks.bench_answers [--record]

Runs ``croupier eval``'s facts scoring (``assistant/chat/facts.py``) on ``tests/data/heldout147/``,
written from the leaflets by a helper who never saw the assistant (only this script's figures are looked at,
never a question), and prints per language the share of answers with every fact right, in the guest's
language, and that would satisfy a guest. (``heldout3``, ``heldout7``, ``heldout11``, ``heldout13``, ``heldout16``,
``heldout20``, ``heldout25``, ``heldout35``, ``heldout40``, ``heldout50``, ``heldout70``, ``heldout100``,
``heldout115``, ``heldout117``, ``heldout118``, ``heldout119``, ``heldout122``, ``heldout126``, ``heldout129``,
``heldout132``, ``heldout135``, ``heldout138``, ``heldout139``, ``heldout142``, ``heldout143``, ``heldout144``,
``heldout145`` and ``heldout146`` were blind before it; each was run once blind, so they are blind no more.)
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from assistant.chat.facts import score

from .record import record

ROOT = Path(__file__).resolve().parent.parent
BLIND = ROOT / "tests" / "data" / "heldout147"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--record", action="store_true", help="keep the figures in benchmarks/results.json")
    args = parser.parse_args()
    items = [json.loads(line) for name in ("questions.jsonl", "chats.jsonl")
             for line in (BLIND / name).read_text(encoding="utf-8").splitlines() if line.strip()]
    report = score(items, ROOT / "rules_data")
    print("\n".join(report.lines()))
    if args.record:
        record("answers", {"set": "tests/data/heldout147", "languages": report.figures()})


if __name__ == "__main__":
    main()
