"""A short load on `croupier serve --workers 2` (benchmarks/bench_load.py measures it for 60 s):
concurrent chats over HTTP all get answers, none an error, and a chat goes on whichever worker
answers it."""

from __future__ import annotations

import asyncio
import json
import socket
from concurrent.futures import ThreadPoolExecutor

import httpx2

from benchmarks.bench_load import QUESTIONS, run_step
from benchmarks.serving import serving

from .site_build import RULES_DIR


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_two_workers_answer_concurrent_chats_without_errors():
    questions = [json.loads(line)["question"] for line in QUESTIONS.read_text(encoding="utf-8").splitlines()]
    with serving(RULES_DIR, _free_port(), workers=2) as server:
        # In a thread of its own, so that no event loop another test left in this one is in the way.
        with ThreadPoolExecutor(1) as thread:
            step = thread.submit(asyncio.run, run_step(server, questions, clients=8, seconds=3, seed=1)).result()
        assert step.answers > 50 and not step.errors, step.errors
        # Follow-ups of one chat, each on a new connection, which either worker may take: the chat stays.
        session = None
        for question in ["Darf ich in Wiesbaden aufgeben?", "und in Potsdam?", "und teilen?", "und verdoppeln?"]:
            with httpx2.Client(base_url=server.url) as client:
                body = client.post("/api/ask", json={"question": question, "session": session}).json()
            session = body["session"]
            assert body["lang"] == "de"
        assert body["casino"] == "brandenburg" and body["intent"] == "double"
