"""A `croupier serve` in a child process for the HTTP benchmarks: start it, wait until every worker
has analysed every table, read its memory, stop it."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx2
import psutil


@dataclass(frozen=True)
class Memory:
    """The server's processes together: resident, and unique to them (what stopping them frees)."""

    rss_mb: float
    uss_mb: float
    processes: int

    def __str__(self) -> str:
        return f"RSS {self.rss_mb:.1f} MB, USS {self.uss_mb:.1f} MB ({self.processes} processes)"


@dataclass
class Server:
    port: int
    workers: int
    process: subprocess.Popen

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def memory(self) -> Memory:
        parent = psutil.Process(self.process.pid)
        processes = [parent, *parent.children(recursive=True)]
        rss = uss = 0
        for process in processes:
            info = process.memory_full_info()
            rss, uss = rss + info.rss, uss + info.uss
        return Memory(rss / 2**20, uss / 2**20, len(processes))

    def wait_until_ready(self, timeout: float = 300) -> None:
        """Until /api/health says ``ready`` many times in a row: every worker has analysed every table."""
        in_a_row, deadline = 0, time.monotonic() + timeout
        while in_a_row < 10 * self.workers:
            if self.process.poll() is not None:
                raise SystemExit(f"the server stopped with exit code {self.process.returncode}")
            if time.monotonic() > deadline:
                raise SystemExit(f"the server did not get ready in {timeout:.0f} s")
            try:
                ready = httpx2.get(f"{self.url}/api/health").json().get("analysis") == "ready"
            except httpx2.HTTPError:
                ready = False
            in_a_row = in_a_row + 1 if ready else 0
            time.sleep(0.1 if ready else 0.5)


@contextlib.contextmanager
def serving(rules_dir: Path, port: int, workers: int, rate: float = 1e6) -> Iterator[Server]:
    """The API alone (no site), its rate limit lifted unless ``rate`` is given: all load comes from
    127.0.0.1, which the limit would otherwise treat as one client."""
    env = {**os.environ, "CROUPIER_RULES_DIR": str(rules_dir.resolve()), "CROUPIER_RATE": f"{rate:g}"}
    process = subprocess.Popen([sys.executable, "-m", "assistant", "serve", "--no-build", "--site-dir", "no-site",
                                "--port", str(port), "--workers", str(workers)], env=env)
    server = Server(port, workers, process)
    try:
        server.wait_until_ready()
        yield server
    finally:
        process.terminate()
        process.wait()
