"""Cold paths: how long a guest or a casino waits from a process start, with the site and analyses built.

    python -m benchmarks.bench_cold [--runs 5] [--record]

Prints, as the median (and range) of ``--runs`` fresh processes:
- ``croupier ask`` a rule question, and a strategy question, from process start to exit;
- ``croupier serve`` on a built site: until ``/api/health`` answers, until the assistant is ready,
  and the first strategy answer after that.
The site is built first into a temporary folder (and the analyses into the cache), as
``croupier build`` leaves them; the figures then show the paths a restart takes.
"""

from __future__ import annotations

import argparse
import json
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from .record import record

ROOT = Path(__file__).resolve().parent.parent
CROUPIER = [sys.executable, "-m", "assistant"]
RULE_QUESTION = "Can I surrender in Wiesbaden?"
STRATEGY_QUESTION = "Hard 16 against a 10 in Wiesbaden: what should I do?"


def timed(command: list[str]) -> float:
    started = time.perf_counter()
    subprocess.run(command, cwd=ROOT, check=True, capture_output=True)
    return time.perf_counter() - started


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def get_json(url: str, body: dict | None = None) -> dict:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=5) as response:
        return json.loads(response.read())


def serve_once(site: Path) -> tuple[float, float, float]:
    """(seconds to the first health answer, seconds to ready, ms of the first strategy answer)."""
    port = free_port()
    started = time.perf_counter()
    server = subprocess.Popen([*CROUPIER, "serve", "--port", str(port), "--site-dir", str(site)], cwd=ROOT,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}"
    first = ready = None
    try:
        while ready is None:
            if time.perf_counter() - started > 120:
                raise RuntimeError("croupier serve did not get ready in 120 s")
            try:
                health = get_json(f"{base}/api/health")
            except OSError:
                time.sleep(0.01)
                continue
            first = first or time.perf_counter() - started
            if health.get("status") == "ok" and health.get("analysis") == "ready":
                ready = time.perf_counter() - started
            else:
                time.sleep(0.01)
        asked = time.perf_counter()
        answer = get_json(f"{base}/api/ask", {"question": STRATEGY_QUESTION})
        assert answer["intent"] == "strategy", answer
        return first, ready, 1000 * (time.perf_counter() - asked)
    finally:
        server.terminate()
        server.wait(10)


def spread(values: list[float], unit: str, scale: float = 1.0) -> str:
    low, mid, high = min(values) * scale, statistics.median(values) * scale, max(values) * scale
    return f"median {mid:.2f} {unit} ({low:.2f}–{high:.2f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--record", action="store_true", help="keep the figures in benchmarks/results.json")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        site = Path(folder) / "site"
        subprocess.run([*CROUPIER, "build", "--site-dir", str(site)], cwd=ROOT, check=True, capture_output=True)
        # The package's bytecode, as Python writes it at a first run (not where PYTHONDONTWRITEBYTECODE
        # is set, as on some CI machines: `make` compiles it at install for that reason).
        subprocess.run([sys.executable, "-m", "compileall", "-q", "assistant"], cwd=ROOT, check=True)
        timed([*CROUPIER, "ask", RULE_QUESTION])  # the matcher's phrasings into the cache, as a first run leaves them
        imports = [timed([sys.executable, "-c", "import assistant.chat.answers"]) for _ in range(args.runs)]
        rule = [timed([*CROUPIER, "ask", RULE_QUESTION]) for _ in range(args.runs)]
        strategy = [timed([*CROUPIER, "ask", STRATEGY_QUESTION]) for _ in range(args.runs)]
        served = [serve_once(site) for _ in range(args.runs)]
    health, ready, first = ([s[i] for s in served] for i in range(3))
    print(f"import of the assistant: {spread(imports, 's')}")
    print(f"croupier ask, a rule question: {spread(rule, 's')}")
    print(f"croupier ask, a strategy question: {spread(strategy, 's')}")
    print(f"croupier serve on a built site, first /api/health answer: {spread(health, 's')}")
    print(f"croupier serve, assistant ready: {spread(ready, 's')}")
    print(f"first strategy answer once ready: {spread(first, 'ms')}")
    if args.record:
        record("cold", {
            "runs": args.runs,
            "ask_rule_s": round(statistics.median(rule), 3),
            "ask_strategy_s": round(statistics.median(strategy), 3),
            "serve_health_s": round(statistics.median(health), 3),
            "serve_ready_s": round(statistics.median(ready), 3),
            "first_strategy_ms": round(statistics.median(first), 1),
        })


if __name__ == "__main__":
    main()
