"""croupier's HTTP answers beside the floor: a trivial FastAPI endpoint on the same uvicorn, worker
count and client, one after the other on 127.0.0.1.

    python -m benchmarks.bench_http_floor [--seconds 20] [--clients 16] [--workers 1] [--record]

The trivial endpoint takes the same JSON body and returns a short JSON answer with a session, so the
client (bench_load's guests, chats of one to eight questions) does the same work against both.
Prints answers per second and p50/p99 for each, and croupier's share of the floor's throughput.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx2
from fastapi import FastAPI

from .bench_load import QUESTIONS, Step, run_step, warm_up
from .record import record
from .serving import Server, serving

trivial = FastAPI()


@trivial.post("/api/ask")
async def trivial_ask(body: dict) -> dict:
    """The floor: read the body, answer a fixed short JSON (on the event loop, as croupier's warm answers are)."""
    return {"answer": "ok", "session": "x"}


@trivial.get("/api/health")
def trivial_health() -> dict:
    return {"status": "ok", "analysis": "ready"}


@contextlib.contextmanager
def trivial_serving(port: int, workers: int) -> Iterator[Server]:
    """The trivial app under uvicorn as `croupier serve` runs it (the same Config class and log level)."""
    code = ("import uvicorn; from uvicorn.supervisors import Multiprocess; "
            "from assistant.chat.server import NoDelayConfig; "
            f"c = NoDelayConfig('benchmarks.bench_http_floor:trivial', host='127.0.0.1', port={port}, "
            f"workers={workers}, log_level='warning'); "
            f"Multiprocess(c, sockets=[c.bind_socket()]).run() if {workers} > 1 else uvicorn.Server(c).run()")
    process = subprocess.Popen([sys.executable, "-c", code], env=dict(os.environ))
    server = Server(port, workers, process)
    try:
        deadline = time.monotonic() + 30
        while True:
            with contextlib.suppress(httpx2.HTTPError):
                if httpx2.get(f"{server.url}/api/health").status_code == 200:
                    break
            if time.monotonic() > deadline or process.poll() is not None:
                raise SystemExit("the trivial server did not start")
            time.sleep(0.2)
        yield server
    finally:
        process.terminate()
        process.wait()


def measure(server: Server, questions: list[str], clients: int, seconds: float) -> Step:
    asyncio.run(warm_up(server, questions[:50]))
    return asyncio.run(run_step(server, questions, clients, seconds, seed=1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--port", type=int, default=8767)
    parser.add_argument("--record", action="store_true", help="keep the figures in benchmarks/results.json")
    args = parser.parse_args()
    import json

    questions = [json.loads(line)["question"] for line in QUESTIONS.read_text(encoding="utf-8").splitlines() if line]
    with trivial_serving(args.port, args.workers) as server:
        floor = measure(server, questions, args.clients, args.seconds)
    print(floor.line("trivial"), flush=True)
    with serving(Path("rules_data"), args.port + 1, args.workers) as server:
        ours = measure(server, questions, args.clients, args.seconds)
    print(ours.line("croupier"), flush=True)
    share = ours.figures()["answers_per_second"] / max(floor.figures()["answers_per_second"], 1e-9)
    print(f"croupier answers {share:.2f}× the trivial endpoint's answers per second "
          f"({args.clients} clients, {args.workers} worker(s))")
    if args.record:
        record("http_floor", {"clients": args.clients, "workers": args.workers, "trivial": floor.figures(),
                              "croupier": ours.figures(), "share": round(share, 2)})


if __name__ == "__main__":
    main()
