"""One deploy past one machine (deploy/): Debian's nginx in front of two `croupier serve` processes.

nginx serves the built site itself, sends questions to either server, holds the question limit for
both and retries a question a dead server dropped. Every guest here has an address of their own on
loopback (127.x.y.z), as guests behind nginx have. The limit each process keeps for `croupier
serve` alone is tested at the end, and in tests/test_web.py.
"""

from __future__ import annotations

import gzip
import http.client
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.site_build import BuiltSite
from tests.system import need

PROJECT_DIR = Path(__file__).resolve().parent.parent
RULES = PROJECT_DIR / "rules_data"
LAUNCHER = PROJECT_DIR / "deploy" / "nginx.py"
NGINX = os.environ.get("CROUPIER_NGINX") or shutil.which("nginx") or "/usr/sbin/nginx"
START = 300.0
"""Seconds a server may take to load: with no analyses on disk yet it computes every table's."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@dataclass
class Stack:
    port: int
    servers: list[subprocess.Popen]
    upstreams: list[str]
    """Each server's HOST:PORT, in the order of ``servers``."""
    prefix: Path

    def connection(self, guest: str) -> http.client.HTTPConnection:
        """A connection to nginx from the loopback address ``guest`` (e.g. 127.0.0.21)."""
        return http.client.HTTPConnection("127.0.0.1", self.port, timeout=90, source_address=(guest, 0))

    def log(self, name: str) -> str:
        return (self.prefix / "logs" / name).read_text(encoding="utf-8")

    def upstreams_of(self, guest: str, questions: int) -> list[str]:
        """The servers that answered ``guest``'s questions, in order (several when nginx retried),
        once nginx has logged ``questions`` of them: it logs a request after sending its answer."""
        deadline = time.monotonic() + 30
        while True:
            lines = re.findall(rf'^{re.escape(guest)} .*"POST /api/ask [^"]*" (\d+) \d+ upstream="([^"]*)"',
                               self.log("access.log"), re.MULTILINE)
            if len(lines) >= questions or time.monotonic() > deadline:
                return [upstream for status, upstream in lines if status == "200"]
            time.sleep(0.05)


def ask(connection: http.client.HTTPConnection, **body: str) -> tuple[int, dict]:
    connection.request("POST", "/api/ask", json.dumps(body), {"Content-Type": "application/json"})
    response = connection.getresponse()
    return response.status, json.loads(response.read())


def wait_until_up(url_port: int, process: subprocess.Popen, path: str, ready: str) -> None:
    """Until GET ``path`` answers and its body holds ``ready``; the process must stay alive."""
    deadline = time.monotonic() + START
    while True:
        assert process.poll() is None, f"exited with {process.returncode}"
        assert time.monotonic() < deadline, f"127.0.0.1:{url_port}{path} did not come up in {START:.0f} s"
        connection = http.client.HTTPConnection("127.0.0.1", url_port, timeout=5)
        try:
            connection.request("GET", path)
            if ready in connection.getresponse().read().decode():
                return
        except OSError:
            pass
        finally:
            connection.close()
        time.sleep(0.2)


@pytest.fixture(scope="module")
def nginx() -> str:
    need(Path(NGINX).is_file(), "the Debian package nginx", "the deploy test runs it in front of croupier serve")
    return NGINX


@pytest.fixture(scope="module")
def stack(nginx: str, built_site: BuiltSite, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    work = tmp_path_factory.mktemp("deploy")
    # The servers keep no site: a page nginx did not serve from disk would be missing.
    env = {**os.environ, "CROUPIER_TRUSTED_PROXIES": "127.0.0.1"}
    ports = [free_port(), free_port()]
    servers: list[subprocess.Popen] = []
    proxy = None
    try:
        for port in ports:  # one after the other: the first computes any analyses missing on disk
            with (work / f"serve-{port}.log").open("w") as log:
                servers.append(subprocess.Popen(
                    [sys.executable, "-m", "assistant", "serve", "--no-build", "--port", str(port), "--rules-dir",
                     str(RULES), "--site-dir", str(work / "no-site")], env=env, stdout=log, stderr=log))
            wait_until_up(port, servers[-1], "/api/health", '"ok"')
        upstreams = [f"127.0.0.1:{port}" for port in ports]
        listen = free_port()
        prefix = work / "nginx"
        with (work / "nginx.log").open("w") as log:
            proxy = subprocess.Popen(
                [sys.executable, str(LAUNCHER), "--site", str(built_site.root), "--listen", f"127.0.0.1:{listen}",
                 "--prefix", str(prefix), "--nginx", nginx, *(f"--upstream={u}" for u in upstreams)],
                stdout=log, stderr=log)
        wait_until_up(listen, proxy, "/", "<html")
        yield Stack(listen, servers, upstreams, prefix)
    finally:
        started = [*servers, *([proxy] if proxy else [])]
        for process in started:
            process.terminate()
        for process in started:
            process.wait(60)


def test_a_chat_answered_by_both_servers_in_turn_keeps_its_casino_and_table(stack):
    """The chat's memory travels in its session value: no server needs to have seen it before."""
    guest = "127.0.0.31"
    connection = stack.connection(guest)
    try:
        status, first = ask(connection, question="Can I surrender?", casino="st-moritz", table="bonus")
        answers = [first]
        for question in ("and insurance?", "Can I double after splitting?", "What is the house edge?"):
            status, answer = ask(connection, question=question, session=answers[-1]["session"])
            assert status == 200
            answers.append(answer)
    finally:
        connection.close()
    assert [(a["casino"], a["table"]) for a in answers] == [("st-moritz", "bonus")] * 4
    assert [a["intent"] for a in answers] == ["surrender", "insurance", "double", "house_edge"]
    servers = stack.upstreams_of(guest, 4)
    assert len(servers) == 4 and set(servers) == set(stack.upstreams)
    assert all(one != the_next for one, the_next in zip(servers, servers[1:])), servers


def test_the_21st_question_at_once_from_one_address_gets_429_with_the_apis_json(stack):
    """nginx counts every question from an address, whichever server would answer it: 20 are
    answered (about half by each server, which alone would let 20 each through), the 21st refused."""
    guest = "127.0.0.21"
    connections = [stack.connection(guest) for _ in range(21)]
    try:
        for connection in connections:
            connection.connect()
        body = json.dumps({"question": "How much is a king worth?"})
        for connection in connections:  # all sent before any answer is read
            connection.request("POST", "/api/ask", body, {"Content-Type": "application/json"})
        responses = []
        for connection in connections:
            response = connection.getresponse()
            responses.append((response.status, response.getheader("Content-Type"), response.read()))
    finally:
        for connection in connections:
            connection.close()
    assert sorted(status for status, _, _ in responses) == [200] * 20 + [429]
    refused = next((kind, body) for status, kind, body in responses if status == 429)
    assert refused[0] == "application/json"
    assert json.loads(refused[1]) == {"error": "too many requests",
                                      "detail": "slow down: at most 20 questions a second"}
    answered_by = stack.upstreams_of(guest, 21)
    assert len(answered_by) == 20 and set(answered_by) == set(stack.upstreams)
    refusals = rf'limiting requests, excess: [0-9.]+ by zone "croupier_questions", client: {re.escape(guest)},'
    assert len(re.findall(refusals, stack.log("error.log"))) == 1


def test_pages_are_gzipped_and_cached_as_croupier_serve_does(stack, built_site):
    connection = stack.connection("127.0.0.41")
    try:
        def get(path: str) -> tuple[int, dict[str, str], bytes]:
            connection.request("GET", path, headers={"Accept-Encoding": "gzip"})
            response = connection.getresponse()
            return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()

        status, headers, body = get("/")
        assert status == 200 and headers["content-encoding"] == "gzip"
        assert gzip.decompress(body) == (built_site.root / "index.html").read_bytes()
        assert headers["cache-control"] == "no-cache" and headers["etag"]
        css = next((built_site.root / "assets" / "stylesheets").glob("main.*.min.css")).name
        assert get(f"/assets/stylesheets/{css}")[1]["cache-control"] == "public, max-age=31536000, immutable"
        font = next(p for p in (built_site.root / "assets" / "fonts").rglob("*.woff2"))
        assert get("/" + font.relative_to(built_site.root).as_posix())[1]["cache-control"] == "public, max-age=604800"
        for lang, prefix in (("de", "/de/"), ("fa", "/fa/"), ("en", "/")):
            status, headers, body = get(f"{prefix}no-such-page/")
            assert status == 404 and f'<html lang="{lang}"' in gzip.decompress(body).decode()
        connection.request("POST", "/api/ask", json.dumps({"question": "Can I surrender in Wiesbaden?"}),
                           {"Content-Type": "application/json", "Accept-Encoding": "gzip"})
        answer = connection.getresponse()
        assert len(answer.read()) > 500 and answer.getheader("Content-Encoding") is None  # as croupier serve
    finally:
        connection.close()


def test_a_server_killed_under_load_loses_no_question(stack):
    """Eight guests ask without pause; one server is killed (SIGKILL) in the middle. nginx sends
    the questions it was answering, and those it would have sent it, to the other. Last in this
    file: the stack has one server afterwards."""
    answered_before_kill, answered_after_kill = 50, 150
    failures: list[str] = []
    answered = 0
    stop = threading.Event()
    progress = threading.Condition()

    def guest(number: int) -> None:
        nonlocal answered
        asked = 0
        while not stop.is_set():
            asked += 1
            # A new address for every question (127.1.N.1-250): each guest stays far under the limit.
            connection = stack.connection(f"127.1.{number}.{asked % 250 + 1}")
            try:
                status, body = ask(connection, question="Can I surrender in Wiesbaden?")
                if status != 200 or body["casino"] != "wiesbaden":
                    failures.append(f"{status} {body}")
            except (OSError, http.client.HTTPException, ValueError) as exc:
                failures.append(repr(exc))
            finally:
                connection.close()
            with progress:
                answered += 1
                progress.notify_all()

    guests = [threading.Thread(target=guest, args=(n,), daemon=True) for n in range(8)]
    for thread in guests:
        thread.start()
    try:
        with progress:
            assert progress.wait_for(lambda: answered >= answered_before_kill, timeout=120)
            target = answered + answered_after_kill
        stack.servers[0].kill()
        stack.servers[0].wait(30)
        with progress:
            assert progress.wait_for(lambda: answered >= target, timeout=120)
    finally:
        stop.set()
        for thread in guests:
            thread.join(120)
    assert failures == []
    dead, alive = (re.escape(server) for server in stack.upstreams)
    retried = rf'upstream="[^"]*{dead}[^"]*, {alive}" upstream_status="[^"]*, 200"'
    assert re.search(retried, stack.log("access.log")), "no question was retried at the other server"


# `croupier serve` alone: the limit each process keeps, and whose forwarded address it believes.


def test_a_refused_client_stays_refused_however_many_others_ask():
    """The buckets were all cleared at 100,000 addresses: asking from that many freed anyone. Now
    only the least recently seen are forgotten beyond the cap, and a refused guest who keeps asking
    is never the least recently seen."""
    from assistant.chat.api import RateLimit

    limit = RateLimit(rate=0.001, burst=2, clients=3)  # nothing fills up again during the test
    assert [limit.allow("10.0.0.1") for _ in range(3)] == [True, True, False]
    for other in range(100):
        assert limit.allow(f"10.0.1.{other}")
        assert not limit.allow("10.0.0.1")
        assert len(limit) <= 3


def test_a_bucket_that_has_filled_up_again_is_forgotten():
    from assistant.chat.api import RateLimit

    limit = RateLimit(rate=1000, burst=1)  # full again a millisecond after its last question
    limit.allow("10.0.0.1")
    time.sleep(0.01)
    limit.allow("10.0.0.2")
    assert len(limit) == 1


def client_seen(peer: str, forwarded_for: str) -> str:
    """The client address the app sees behind uvicorn, configured as `croupier serve` configures it."""
    import asyncio

    import uvicorn

    from assistant.chat.server import proxy_settings

    seen = []

    async def app(scope, receive, send):
        seen.append(scope["client"][0])

    config = uvicorn.Config(app, log_config=None, **proxy_settings())
    config.load()
    scope = {"type": "http", "path": "/api/ask", "method": "POST", "client": (peer, 40000),
             "headers": [(b"x-forwarded-for", forwarded_for.encode())]}
    asyncio.run(config.loaded_app(scope, None, None))
    return seen[0]


def test_a_forwarded_address_is_believed_from_listed_proxies_and_networks_only(monkeypatch):
    monkeypatch.delenv("CROUPIER_TRUSTED_PROXIES", raising=False)
    assert client_seen("127.0.0.1", "203.0.113.9") == "127.0.0.1"  # uvicorn alone believed 127.0.0.1
    monkeypatch.setenv("CROUPIER_TRUSTED_PROXIES", "192.0.2.10, 10.1.0.0/16")
    assert client_seen("192.0.2.10", "203.0.113.9") == "203.0.113.9"
    assert client_seen("10.1.7.7", "203.0.113.9, 192.0.2.10") == "203.0.113.9"  # the proxies' own entries skipped
    assert client_seen("198.51.100.7", "203.0.113.9") == "198.51.100.7"  # a guest naming an address of their choice


@pytest.mark.parametrize("listed", ["10.0.0.300", "*", "nginx", "10.0.0.0/33"])
def test_a_proxy_list_that_is_no_address_or_network_stops_croupier_serve(monkeypatch, listed, capsys):
    from assistant.cli import main

    monkeypatch.setenv("CROUPIER_TRUSTED_PROXIES", f"127.0.0.1,{listed}")
    assert main(["serve", "--no-build", "--site-dir", "no-site"]) == 2
    assert repr(listed) in capsys.readouterr().err


def test_an_answer_leaves_a_worker_in_one_write():
    """Status line, headers and body in one write: a worker killed between two writes left nginx with the headers of
    an answer and no body, which it could neither retry nor complete (the guest's connection broke; 6 of 20 runs of
    the test above before, none of 20 after)."""
    import asyncio

    import uvicorn
    from uvicorn.server import ServerState

    from assistant.chat.server import OneWriteH11Protocol

    async def app(scope, receive, send):
        await send({"type": "http.response.start", "status": 200, "headers": [(b"content-length", b"6")]})
        await asyncio.sleep(0)  # the app's own await between them, as a middleware's
        await send({"type": "http.response.body", "body": b"answer"})

    class Recorder(asyncio.Transport):
        def __init__(self):
            super().__init__()
            self.writes: list[bytes] = []

        def write(self, data):
            self.writes.append(bytes(data))

        def is_closing(self):
            return False

        def close(self):
            pass

        def get_extra_info(self, name, default=None):
            return {"peername": ("127.0.0.1", 40000), "sockname": ("127.0.0.1", 8000)}.get(name, default)

    async def one_request() -> list[bytes]:
        config = uvicorn.Config(app, http=OneWriteH11Protocol, log_config=None, lifespan="off")
        config.load()
        protocol = config.http_protocol_class(config=config, server_state=ServerState(), app_state={})
        transport = Recorder()
        protocol.connection_made(transport)
        protocol.data_received(b"GET /api/health HTTP/1.1\r\nHost: croupier\r\n\r\n")
        for _ in range(10):
            await asyncio.sleep(0)
        protocol.connection_lost(None)
        return transport.writes

    writes = asyncio.run(one_request())
    assert len(writes) == 1, writes
    assert writes[0].startswith(b"HTTP/1.1 200 OK\r\n") and writes[0].endswith(b"\r\n\r\nanswer")
