"""Load test of `croupier serve` on 127.0.0.1: rising concurrency for 60 s, with 1 and then 2 workers.

Virtual guests ask the questions of tests/data/questions.jsonl in chats of one to eight questions
(the chat box's session id kept within a chat, a new one for each guest). Prints per concurrency
step and for the whole run: answers per second, p50 and p99 latency, errors (anything but a 200
answer), and the server's memory when ready, after a warm-up pass, and after each run.

    python -m benchmarks.bench_load [--seconds 60] [--steps 1,2,4,8,16,32] [--workers 1,2] [--runs 2]
    python -m benchmarks.bench_load --casinos 200   # the five and 195 generated casinos

The load generator runs on the same machine as the server and takes CPU from it; its own CPU use
is printed beside the figures.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import httpx2
import psutil

from .record import record
from .serving import Server, serving
from .synthetic import with_real_casinos

QUESTIONS = Path("tests/data/questions.jsonl")


@dataclass
class Step:
    clients: int
    seconds: float
    times: list[float] = field(default_factory=list)
    errors: Counter[str] = field(default_factory=Counter)

    @property
    def answers(self) -> int:
        return len(self.times)

    def figures(self) -> dict:
        times = sorted(self.times) or [float("nan")]
        return {"clients": self.clients, "answers_per_second": round(self.answers / self.seconds, 1),
                "p50_ms": round(times[len(times) // 2] * 1000, 1),
                "p99_ms": round(times[min(len(times) - 1, int(len(times) * 0.99))] * 1000, 1),
                "errors": sum(self.errors.values()), "error_kinds": dict(self.errors)}

    def line(self, label: str) -> str:
        f = self.figures()
        detail = f" {f['error_kinds']}" if f["errors"] else ""
        return (f"{label:>14}: {f['answers_per_second']:6.0f} answers/s, p50 {f['p50_ms']:6.1f} ms, "
                f"p99 {f['p99_ms']:6.1f} ms, errors {f['errors']}{detail}")


async def guest_loop(client: httpx2.AsyncClient, questions: list[str], step: Step, deadline: float,
                     rng: random.Random) -> None:
    session, left = None, 0
    while time.perf_counter() < deadline:
        if left == 0:
            session, left = None, rng.randint(1, 8)  # a new guest
        body = {"question": rng.choice(questions)}
        if session:
            body["session"] = session
        start = time.perf_counter()
        try:
            response = await client.post("/api/ask", json=body)
        except httpx2.HTTPError as error:
            step.errors[type(error).__name__] += 1
            continue
        elapsed = time.perf_counter() - start
        if response.status_code != 200:
            step.errors[str(response.status_code)] += 1
            continue
        step.times.append(elapsed)
        session, left = response.json()["session"], left - 1


async def run_step(server: Server, questions: list[str], clients: int, seconds: float, seed: int) -> Step:
    step = Step(clients, seconds)
    limits = httpx2.Limits(max_connections=clients, max_keepalive_connections=clients)
    async with httpx2.AsyncClient(base_url=server.url, timeout=10, limits=limits) as client:
        deadline = time.perf_counter() + seconds
        await asyncio.gather(*(guest_loop(client, questions, step, deadline, random.Random(seed * 1000 + n))
                               for n in range(clients)))
    return step


async def warm_up(server: Server, questions: list[str]) -> None:
    async with httpx2.AsyncClient(base_url=server.url, timeout=30) as client:
        for question in questions:
            (await client.post("/api/ask", json={"question": question})).raise_for_status()


def load_run(server: Server, questions: list[str], steps: list[int], seconds: float, seed: int) -> tuple[Step, list[Step], float]:
    total, done = Step(0, seconds), []
    me = psutil.Process()
    cpu_before, wall_before = sum(me.cpu_times()[:2]), time.perf_counter()
    for clients in steps:
        step = asyncio.run(run_step(server, questions, clients, seconds / len(steps), seed))
        print(step.line(f"{clients} clients"), flush=True)
        done.append(step)
        total.times += step.times
        total.errors += step.errors
    load_cpu = (sum(me.cpu_times()[:2]) - cpu_before) / (time.perf_counter() - wall_before)
    print(total.line("whole run") + f"  (load generator used {load_cpu:.0%} of a core)", flush=True)
    return total, done, load_cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=60.0, help="length of one run, split over the steps")
    parser.add_argument("--steps", default="1,2,4,8,16,32", help="concurrent clients, one step after another")
    parser.add_argument("--workers", default="1,2", help="server worker counts to measure, one after another")
    parser.add_argument("--runs", type=int, default=2, help="runs per worker count (memory after each)")
    parser.add_argument("--port", type=int, default=8766)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--casinos", type=int, default=5, help="more than 5: the five and generated ones")
    parser.add_argument("--record", action="store_true", help="keep the figures in benchmarks/results.json")
    args = parser.parse_args()
    with with_real_casinos(args.casinos) as rules_dir:
        measure(rules_dir, args)


def measure(rules_dir: Path, args: argparse.Namespace) -> None:
    questions = [json.loads(line)["question"] for line in QUESTIONS.read_text(encoding="utf-8").splitlines()]
    steps = [int(n) for n in args.steps.split(",")]
    print(f"rules: {rules_dir} ({len(list(rules_dir.glob('*.yaml')))} casino files), {len(questions)} questions, "
          f"{psutil.cpu_count()} CPUs shared by server and load generator")
    summary = []
    for workers in (int(n) for n in args.workers.split(",")):
        print(f"\n{workers} worker(s)")
        with serving(rules_dir, args.port, workers) as server:
            ready = server.memory()
            print(f"  memory when ready:        {ready}")
            asyncio.run(warm_up(server, questions))
            before = server.memory()
            print(f"  memory after a warm-up:   {before}")
            after = []
            for run in range(1, args.runs + 1):
                total, done, load_cpu = load_run(server, questions, steps, args.seconds, args.seed + run)
                after.append(server.memory())
                print(f"  memory after run {run}:      {after[-1]}  ({after[-1].rss_mb - before.rss_mb:+.1f} MB RSS "
                      "against after the warm-up)", flush=True)
            summary.append({"workers": workers, **total.figures(), "steps": [step.figures() for step in done],
                            "load_generator_cpu": round(load_cpu, 2), "processes": ready.processes,
                            "rss_ready_mb": round(ready.rss_mb, 1), "rss_before_mb": round(before.rss_mb, 1),
                            "rss_after_mb": [round(m.rss_mb, 1) for m in after],
                            "uss_before_mb": round(before.uss_mb, 1), "uss_after_mb": [round(m.uss_mb, 1) for m in after]})
    if len(summary) > 1:
        one, two = summary[0], summary[-1]
        print(f"\nscaling: {one['workers']} → {two['workers']} workers, {one['answers_per_second']:.0f} → "
              f"{two['answers_per_second']:.0f} answers/s over the whole run "
              f"(× {two['answers_per_second'] / one['answers_per_second']:.2f})")
    if args.record:
        record(f"load_{args.casinos}", {"casinos": args.casinos, "seconds": args.seconds, "runs": args.runs,
                                        "questions": len(questions), "servers": summary})

if __name__ == "__main__":
    main()
