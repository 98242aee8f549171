"""A broken rules file stops ``croupier serve`` as it stops ``croupier build``; a build killed with SIGKILL
leaves a working folder that the next build removes, but never one of a build still running; the API's
description holds for any number of casinos."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from assistant.cli import main

ROOT = Path(__file__).resolve().parent.parent
RULES_DIR = ROOT / "rules_data"


@pytest.fixture
def broken_rules(tmp_path) -> Path:
    """The five casinos, Brandenburg's min_age misspelt."""
    rules = tmp_path / "rules"
    shutil.copytree(RULES_DIR, rules)
    path = rules / "brandenburg.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("\n  min_age:\n", "\n  min_agex:\n", 1), encoding="utf-8")
    return rules


def _never(*args, **kwargs):
    raise AssertionError("reached past the rules check")


@pytest.mark.parametrize("no_build", [True, False])
def test_serve_stops_on_a_broken_rules_file_with_builds_message_and_no_traceback(broken_rules, tmp_path, monkeypatch,
                                                                                 capsys, no_build):
    import assistant.chat.server
    import assistant.site.build

    monkeypatch.setattr(assistant.chat.server, "serve", _never)  # the server would load in a thread and trace back
    monkeypatch.setattr(assistant.site.build, "build_site", _never)
    site = tmp_path / "site"

    code = main(["serve", "--rules-dir", str(broken_rules), "--site-dir", str(site), *(["--no-build"] if no_build else [])])

    err = capsys.readouterr().err
    assert code == 1
    assert "Traceback" not in err
    served = [line for line in err.splitlines() if re.match(r"^\S+\.yaml:\d+: ", line)]
    assert any("brandenburg.yaml:" in line and "entry.min_agex: unknown key (did you mean 'min_age'?)" in line
               for line in served), err

    monkeypatch.undo()
    assert main(["build", "--rules-dir", str(broken_rules), "--site-dir", str(site)]) == 1
    built = [line for line in capsys.readouterr().err.splitlines() if re.match(r"^\S+\.yaml:\d+: ", line)]
    assert served == built
    assert not site.exists()


def test_a_build_killed_with_sigkill_leaves_a_folder_the_next_build_removes(tmp_path):
    from assistant.site.build import LEFTOVER_AGE, _remove_leftovers, _working_folder

    site = tmp_path / "site"
    child = subprocess.Popen(
        [sys.executable, "-c", "import sys, time\nfrom pathlib import Path\nfrom assistant.site.build import _working_folder\n"
         "print(_working_folder(Path(sys.argv[1])), flush=True)\ntime.sleep(600)\n", str(site)],
        cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        killed = Path(child.stdout.readline().strip())
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        child.stdout.close()
    assert killed.is_dir() and killed.parent == tmp_path and killed.name.startswith(f".site.build-{child.pid}-")
    (killed / "site").mkdir()
    running = _working_folder(site)  # a build of this process, running beside the next one
    replaced = tmp_path / f".site.old-{child.pid}-123"  # the old site a killed build had moved aside
    replaced.mkdir()
    unnamed_fresh, unnamed_old = tmp_path / ".site.build-k2j4h1x9", tmp_path / ".site.build-p0q8r7s6"
    unnamed_fresh.mkdir()
    unnamed_old.mkdir()
    a_day_ago = time.time() - LEFTOVER_AGE - 60
    os.utime(unnamed_old, (a_day_ago, a_day_ago))

    _remove_leftovers(site)

    assert not killed.exists() and not replaced.exists() and not unnamed_old.exists()
    assert running.is_dir() and unnamed_fresh.is_dir()


def test_the_api_description_names_no_count_of_casinos():
    from assistant.chat.api import create_app

    ready = threading.Event()
    ready.set()
    description = create_app(RULES_DIR, ready=ready).description

    assert description
    assert not re.search(r"\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|several|many)\b", description, re.I)
