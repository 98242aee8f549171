"""Generated casinos for the scale benchmarks: ``python -m benchmarks.synthetic N OUT_DIR``.

Casino number i is a copy of one of the five real casinos (in turn), with its own id
(``<seed>-<i>``), names in the three languages ("Casino Senator 17", Persian digits in
Persian), one alias and its own copy of the leaflet. Every copy validates as the original
does: its quotes still stand in its leaflet. The tables keep the seed's rules, so a
generated set of N casinos has only as many distinct rule sets as the five.
"""

from __future__ import annotations

import argparse
import contextlib
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import yaml

from assistant.locale.formats import localize_digits
from assistant.rules import casino_files
from assistant.rules.loader import SOURCES_DIR

RULES_DIR = Path(__file__).resolve().parent.parent / "rules_data"


def generate(count: int, out_dir: Path, rules_dir: Path = RULES_DIR) -> list[Path]:
    """Write ``count`` casino files (and their leaflets) into ``out_dir``; return the files."""
    seeds = [yaml.safe_load(path.read_text(encoding="utf-8")) for path in casino_files([rules_dir])]
    out_dir = Path(out_dir)
    (out_dir / SOURCES_DIR).mkdir(parents=True, exist_ok=True)
    written = []
    for number in range(1, count + 1):
        casino = dict(seeds[(number - 1) % len(seeds)])
        casino_id = f"{casino['id']}-{number}"
        leaflet = f"{casino_id}.txt"
        shutil.copyfile(rules_dir / SOURCES_DIR / casino["source"], out_dir / SOURCES_DIR / leaflet)
        casino.update(
            id=casino_id,
            source=leaflet,
            name={lang: f"{text} {localize_digits(str(number), lang)}" for lang, text in casino["name"].items()},
            short_name={lang: f"{text} {localize_digits(str(number), lang)}"
                        for lang, text in casino["short_name"].items()},
            aliases=[f"{casino['short_name']['en']} {number}"],
        )
        path = out_dir / f"{casino_id}.yaml"
        path.write_text(yaml.safe_dump(casino, allow_unicode=True, sort_keys=False), encoding="utf-8")
        written.append(path)
    return written


@contextlib.contextmanager
def with_real_casinos(count: int, rules_dir: Path = RULES_DIR) -> Iterator[Path]:
    """A temporary rules folder of ``count`` casinos: the five real ones and generated copies, so the
    question set, which names the real casinos, still applies."""
    with tempfile.TemporaryDirectory(prefix="croupier-casinos-") as folder:
        out_dir = Path(folder)
        shutil.copytree(rules_dir / SOURCES_DIR, out_dir / SOURCES_DIR)
        real = casino_files([rules_dir])
        for path in real:
            shutil.copyfile(path, out_dir / path.name)
        generate(max(0, count - len(real)), out_dir, rules_dir)
        yield out_dir


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", type=int)
    parser.add_argument("out_dir", type=Path)
    args = parser.parse_args()
    files = generate(args.count, args.out_dir)
    print(f"{len(files)} casino files in {args.out_dir}")


if __name__ == "__main__":
    main()
