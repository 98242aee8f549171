"""The coverage-guided fuzzer (atheris, tests/fuzz/rules_atheris.py) over the casino-file reader,
for a bounded number of inputs: ``make test-all``. Longer hunts: run the module with
``-max_total_time=SECONDS``."""

from __future__ import annotations

import subprocess
import sys

import pytest

from .site_build import PROJECT_DIR


@pytest.mark.slow
def test_atheris_finds_no_crash_in_the_casino_file_reader(tmp_path):
    run = subprocess.run([sys.executable, "-m", "tests.fuzz.rules_atheris", "-atheris_runs=20000",
                          f"-artifact_prefix={tmp_path}/"], cwd=PROJECT_DIR, capture_output=True, text=True,
                         timeout=900)
    assert run.returncode == 0, run.stderr[-3000:]
    assert "Done 20000 " in run.stderr
