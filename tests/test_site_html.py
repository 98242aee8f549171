"""The built site's HTML validates with the Nu HTML checker (npm vnu-jar, run on Debian's Java).

Messages filtered out are listed, each with its reason, in tests/data/vnu-filters.txt.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from .system import VNU_JAR, need_java

FILTERS = Path(__file__).resolve().parent / "data" / "vnu-filters.txt"


def test_every_page_validates(built_site):
    java = need_java()
    pages = sorted(built_site.root.rglob("*.html"))
    assert len(pages) >= 3 * 10
    run = subprocess.run(
        [java, "-jar", str(VNU_JAR), "--format", "json", "--exit-zero-always",
         "--filterfile", str(FILTERS), *map(str, pages)],
        capture_output=True, text=True, timeout=300, check=True,
    )
    messages = json.loads(run.stderr or run.stdout)["messages"]
    problems = [f"{m.get('url', '').rsplit('/site/', 1)[-1]}:{m.get('lastLine')}: {m['type']}"
                f"{'/' + m['subType'] if 'subType' in m else ''}: {m['message']}"
                for m in messages if m["type"] == "error" or m.get("subType") == "warning"]
    assert not problems, "\n".join(problems[:30])
