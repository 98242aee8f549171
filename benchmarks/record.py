"""Benchmark figures kept in ``benchmarks/results.json`` (``--record`` on a benchmark): the site's
"about" page shows them, with the date and machine they were measured on."""

from __future__ import annotations

import datetime
import json
import os
import platform
from pathlib import Path
from typing import Any

import psutil

RESULTS = Path(__file__).resolve().parent / "results.json"


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    for line in Path("/proc/cpuinfo").read_text().splitlines() if Path("/proc/cpuinfo").exists() else []:
        if line.startswith("model name"):
            cpu = line.split(":", 1)[1].strip()
            break
    memory = psutil.virtual_memory().total / 2**30
    return f"{os.cpu_count()} × {cpu}, {memory:.0f} GiB, {platform.system()}, Python {platform.python_version()}"


def record(name: str, figures: dict[str, Any], results: Path = RESULTS) -> None:
    """Keep ``figures`` under ``name`` (replacing the last ones), written atomically."""
    data = json.loads(results.read_text(encoding="utf-8")) if results.exists() else {}
    data[name] = {"measured": datetime.date.today().isoformat(), "machine": machine(), **figures}
    temporary = results.with_name(f".{results.name}.tmp")
    temporary.write_text(json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
    temporary.replace(results)
    print(f"recorded as {name!r} in {results}")
