"""``croupier build`` beside its floor: a bare mkdocs-material site of the same pages in the same three
languages, each built in a fresh process, one after the other.

    python -m benchmarks.bench_build_floor [--runs 3] [--casinos 5] [--record]

The bare site has the generated Markdown of every page (written once, up front), the Material theme
and mkdocs-static-i18n with the same three languages, and nothing else: no hook, no extra CSS or
JavaScript, no search index, no leaflets. ``croupier build`` runs with its caches warm (the
analyses and the leaflets are built once before timing), as a rebuild after a text change does.
Prints the minimum and median of each and croupier's ratio to the floor.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from assistant.locale.catalogs import compile_catalogs
from assistant.site.about import Publication
from assistant.site.pages import generate

from .record import record

ROOT = Path(__file__).resolve().parent.parent


def timed(command: list[str], cwd: Path) -> float:
    start = time.perf_counter()
    subprocess.run(command, cwd=cwd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def bare_site(work: Path, rules_dir: Path = ROOT / "rules_data") -> Path:
    """A mkdocs.yml and docs/ of the same generated pages, with nothing of croupier's own around them:
    mkdocs.yml without its hook, extra CSS and JavaScript, theme overrides and settings (navigation from
    the files, as mkdocs makes it)."""
    from mkdocs.config import load_config

    settings = load_config(str(ROOT / "mkdocs.yml")).extra["croupier"]
    compile_catalogs()
    generate(rules_dir, work / "docs", ROOT / "benchmarks" / "results.json", leaflets=False,
             publication=Publication.from_settings(settings))
    kept = []
    skipping = False
    for line in (ROOT / "mkdocs.yml").read_text(encoding="utf-8").splitlines():
        top = line and not line[0].isspace()
        if top:
            skipping = line.split(":")[0] in ("hooks", "extra_css", "extra_javascript", "extra", "docs_dir", "site_dir")
        if not skipping and "custom_dir" not in line:
            kept.append(line)
    (work / "mkdocs.yml").write_text("docs_dir: docs\nsite_dir: site\n" + "\n".join(kept) + "\n", encoding="utf-8")
    return work


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--record", action="store_true", help="keep the figures in benchmarks/results.json")
    parser.add_argument("--casinos", type=int, default=5, help="more than 5: the five and generated ones")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="croupier-build-floor-") as folder:
        rules_dir = ROOT / "rules_data"
        if args.casinos != 5:
            from .synthetic import generate as generate_casinos

            rules_dir = Path(folder) / "rules"
            generate_casinos(args.casinos, rules_dir)
        work = bare_site(Path(folder) / "bare", rules_dir)
        croupier = [sys.executable, "-m", "assistant", "build", "--rules-dir", str(rules_dir),
                    "--site-dir", str(Path(folder) / "croupier-site")]
        timed(croupier, ROOT)  # warm: analyses and leaflets into their caches
        ours, floor = [], []
        for _ in range(args.runs):
            floor.append(timed([sys.executable, "-m", "mkdocs", "build", "--quiet"], work))
            ours.append(timed(croupier, ROOT))
        pages = len(list((work / "docs").rglob("*.md")))
    ratio = min(ours) / min(floor)
    print(f"bare mkdocs-material, the same {pages} pages: min {min(floor):.2f} s, "
          f"median {statistics.median(floor):.2f} s")
    print(f"croupier build, caches warm: min {min(ours):.2f} s, median {statistics.median(ours):.2f} s")
    print(f"ratio (min to min): {ratio:.2f}× the floor")
    if args.record:
        record("build_floor" if args.casinos == 5 else f"build_floor_{args.casinos}",
               {"casinos": args.casinos, "pages": pages, "bare_s": round(min(floor), 2),
                "croupier_s": round(min(ours), 2), "ratio": round(ratio, 2)})


if __name__ == "__main__":
    main()
