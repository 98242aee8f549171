"""Coverage-guided fuzzing of the casino-file reader with atheris (libFuzzer).

    python -m tests.fuzz.rules_atheris [-atheris_runs=N] [-max_total_time=SECONDS]

The five real casino files seed the corpus. Every input is written as a casino file (beside a
copy of the leaflets) and loaded: a casino, or a ``RulesFileError`` whose every problem names the
file and a line inside it, and nothing else, is the only allowed outcome; anything else crashes the
run with the input saved by libFuzzer. ``make test-all`` runs it for a bounded number of inputs.
"""

from __future__ import annotations

import atexit
import shutil
import sys
import tempfile
from pathlib import Path

import atheris

with atheris.instrument_imports(include=["assistant"]):
    from assistant.rules import RulesFileError, load_casino

RULES_DIR = Path(__file__).resolve().parents[2] / "rules_data"
WORK = Path(tempfile.mkdtemp(prefix="croupier-atheris-"))
shutil.copytree(RULES_DIR / "sources", WORK / "sources")
TARGET = WORK / "fuzzed.yaml"
atexit.register(shutil.rmtree, WORK, ignore_errors=True)


def one_input(data: bytes) -> None:
    TARGET.write_bytes(data)
    try:
        load_casino(TARGET)
    except RulesFileError as exc:
        lines = data.count(b"\n") + 1
        for problem in exc.problems:
            if not (problem.file.endswith("fuzzed.yaml") and 1 <= problem.line <= lines and problem.message):
                raise AssertionError(f"problem without a place in the file: {problem!r}") from None
            if "\n" in str(problem) or "\r" in str(problem):
                raise AssertionError(f"a problem that spans lines: {problem!r}") from None


def main() -> None:
    corpus = WORK / "corpus"
    corpus.mkdir()
    for path in sorted(RULES_DIR.glob("*.yaml")):
        shutil.copyfile(path, corpus / path.name)
    atheris.Setup([*sys.argv, str(corpus)], one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
