"""Seconds for the whole site build (``croupier build``: pages, mkdocs --strict, search index) with
the five casinos and with generated ones (benchmarks/synthetic.py), each in a fresh process.

    python -m benchmarks.bench_build [--counts 5 50 200] [--record]

A count of 5 is the real rules_data/; other counts are generated casinos. Prints, per count,
the casinos, tables and pages, the build time, the time per page and the site's size.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from assistant.rules import load_casinos

from .record import record
from .synthetic import RULES_DIR, generate


def build(rules_dir: Path, site_dir: Path) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "assistant", "build", "--rules-dir", str(rules_dir),
                    "--site-dir", str(site_dir)], check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--counts", type=int, nargs="+", default=[5, 50, 200])
    parser.add_argument("--record", action="store_true", help="keep the figures in benchmarks/results.json")
    args = parser.parse_args()
    runs = []
    print(f"{'casinos':>7} {'tables':>6} {'pages':>6} {'build s':>8} {'ms/page':>8} {'site MB':>8}")
    base = None
    with tempfile.TemporaryDirectory(prefix="croupier-bench-build-") as work:
        for count in args.counts:
            rules_dir = RULES_DIR if count == 5 else Path(work) / f"rules-{count}"
            if count != 5:
                generate(count, rules_dir)
            tables = sum(len(c.tables) for c in load_casinos(rules_dir))
            site = Path(work) / f"site-{count}"
            seconds = build(rules_dir, site)
            pages = len(list(site.rglob("*.html")))
            size = sum(p.stat().st_size for p in site.rglob("*") if p.is_file()) / 1e6
            base = base or (count, seconds)
            print(f"{count:7d} {tables:6d} {pages:6d} {seconds:8.1f} {1000 * seconds / pages:8.1f} {size:8.1f}")
            runs.append({"casinos": count, "tables": tables, "pages": pages, "seconds": round(seconds, 1),
                         "site_mb": round(size, 1)})
        if len(args.counts) > 1:
            first, last = args.counts[0], args.counts[-1]
            print(f"{last / first:.0f}× the casinos took {seconds / base[1]:.1f}× the time")
    if args.record:
        record("build", {"builds": runs})


if __name__ == "__main__":
    main()
