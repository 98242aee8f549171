"""The HTTP API in-process: the same answers as the CLI, and clear errors for bad requests."""

from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from assistant.chat.answers import ask
from assistant.chat.api import MAX_QUESTION, create_app

RULES = Path(__file__).resolve().parent.parent / "rules_data"


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app(RULES, rate=1000.0, burst=1000)) as test_client:
        yield test_client


def test_health_says_when_every_table_is_analysed(client):
    first = client.get("/api/health").json()
    assert first["status"] == "ok" and first["analysis"] in ("ready", "warming up")
    deadline = time.monotonic() + 120
    while client.get("/api/health").json()["analysis"] != "ready":
        assert time.monotonic() < deadline, "the start-up analysis did not finish"
        time.sleep(0.2)


@pytest.mark.parametrize("question", ["Can I surrender in Wiesbaden?", "Darf ich in Potsdam teilen?",
                                      "بیمه در سناتور چطوره؟"])
def test_the_api_answers_as_the_cli_does(client, question):
    body = client.post("/api/ask", json={"question": question}).json()
    expected = ask(question, rules_dir=RULES).to_json()
    assert {k: body[k] for k in expected} == expected
    assert body["session"]


def test_a_session_remembers_the_casino(client):
    first = client.post("/api/ask", json={"question": "Can I surrender in Wiesbaden?"}).json()
    follow = client.post("/api/ask", json={"question": "and in Senator?", "session": first["session"]}).json()
    later = client.post("/api/ask", json={"question": "and insurance?", "session": follow["session"]}).json()
    assert follow["intent"] == "surrender" and follow["casino"] == "senator" and later["casino"] == "senator"


def test_a_chat_goes_on_at_any_worker_and_the_server_keeps_no_sessions():
    """Each worker of `croupier serve --workers N` is its own process: the chat's memory travels
    with the session value, so a follow-up answered by another worker still knows the casino."""
    one, two = TestClient(create_app(RULES)), TestClient(create_app(RULES))
    first = one.post("/api/ask", json={"question": "Darf ich in Wiesbaden aufgeben?"}).json()
    follow = two.post("/api/ask", json={"question": "und in Potsdam?", "session": first["session"]}).json()
    assert follow["intent"] == "surrender" and follow["casino"] == "brandenburg" and follow["lang"] == "de"


@pytest.mark.parametrize("session", ["abc", "bm90IGpzb24", "WzEsMiwzLDRd", "WyJub3doZXJlIixudWxsLCJ4eCIsImhhY2siXQ"])
def test_a_session_value_from_elsewhere_starts_a_new_chat(client, session):
    """Not base64, not JSON, numbers, an unknown casino, language and intent: all forgotten."""
    body = client.post("/api/ask", json={"question": "and in Senator?", "session": session}).json()
    assert body["casino"] == "senator" and body["lang"] == "en"
    assert client.post("/api/ask", json={"question": "hello", "session": session}).status_code == 200


def test_casino_and_language_can_be_forced(client):
    body = client.post("/api/ask", json={"question": "surrender?", "casino": "senator", "lang": "fa"}).json()
    assert body["casino"] == "senator" and body["lang"] == "fa"


@pytest.mark.parametrize(
    ("payload", "status"),
    [({"question": "x" * (MAX_QUESTION + 1)}, 413), ({"question": 5}, 422), ({}, 422),
     ({"question": "hi", "lang": "xx"}, 422), ({"question": "hi", "casino": "monte-carlo"}, 422),
     ({"question": "hi", "extra": 1}, 422)],
)
def test_bad_requests_get_a_clear_error(client, payload, status):
    response = client.post("/api/ask", json=payload)
    assert response.status_code == status
    assert set(response.json()) == {"error", "detail"} and response.json()["detail"]


def test_malformed_json_and_huge_bodies_are_refused_clearly(client):
    response = client.post("/api/ask", content=b"{not json", headers={"content-type": "application/json"})
    assert response.status_code == 422 and response.json()["error"] == "invalid request"
    huge = client.post("/api/ask", content=b"x" * 20_000, headers={"content-type": "application/json"})
    assert huge.status_code == 413


@pytest.mark.parametrize("question", ["", "<script>alert(1)</script>", "\u202esurrender", "\x00\x07"])
def test_odd_questions_get_a_polite_answer(client, question):
    response = client.post("/api/ask", json={"question": question})
    assert response.status_code == 200 and response.json()["answer"]


def test_too_many_requests_from_one_client_get_429():
    with TestClient(create_app(RULES, rate=0.01, burst=2)) as limited:
        codes = [limited.post("/api/ask", json={"question": "hello"}).status_code for _ in range(4)]
    assert codes[:2] == [200, 200] and codes[-1] == 429


def test_openapi_describes_the_ask_endpoint(client):
    spec = client.get("/openapi.json").json()
    assert "/api/ask" in spec["paths"] and "/api/health" in spec["paths"]


def test_the_socket_shared_by_workers_is_tcp_so_answers_are_not_held_back():
    import socket

    from assistant.chat.server import NoDelayConfig

    config = NoDelayConfig("assistant.chat.server:app_from_environment", factory=True, host="127.0.0.1", port=0,
                            workers=2)
    shared = config.bind_socket()
    try:
        assert shared.proto == socket.IPPROTO_TCP  # asyncio sets TCP_NODELAY on its connections only then
    finally:
        shared.close()


def test_croupier_serve_answers_with_two_workers(tmp_path):
    import os
    import socket
    import subprocess
    import sys

    import httpx2

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {**os.environ, "CROUPIER_RATE": "1000"}
    server = subprocess.Popen([sys.executable, "-m", "assistant", "serve", "--no-build", "--workers", "2",
                               "--port", str(port), "--rules-dir", str(RULES), "--site-dir", str(tmp_path / "none")],
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 120
        while True:
            assert server.poll() is None, server.stderr.read().decode()
            assert time.monotonic() < deadline, "croupier serve did not get ready"
            try:
                if httpx2.get(f"http://127.0.0.1:{port}/api/health").json()["analysis"] == "ready":
                    break
            except httpx2.HTTPError:
                pass
            time.sleep(0.3)
        question = "Darf man in Wiesbaden nach dem Teilen verdoppeln?"
        with httpx2.Client(base_url=f"http://127.0.0.1:{port}") as client:
            answers = {client.post("/api/ask", json={"question": question}).json()["answer"] for _ in range(6)}
        assert answers == {ask(question, rules_dir=RULES).answer}
    finally:
        server.terminate()
        server.wait(30)
        server.stderr.close()


def test_a_body_that_is_not_utf8_gets_a_json_400(client):
    response = client.post("/api/ask", content=b'{"question": "\xff\xfe"}', headers={"Content-Type": "application/json"})
    assert response.status_code == 400
    assert response.json() == {"error": "invalid request", "detail": "the body is not valid JSON in UTF-8"}


def test_an_unknown_casino_is_a_schema_error_naming_the_casinos(client):
    response = client.post("/api/ask", json={"question": "blackjack?", "casino": "monte-carlo"})
    assert response.status_code == 422
    assert "casino" in response.json()["detail"] and "wiesbaden" in response.json()["detail"]
    spec = client.get("/openapi.json").json()
    assert "wiesbaden" in str(spec["components"]["schemas"]["AskRequest"]["properties"]["casino"])


def test_pages_outside_the_api_keep_the_site_404(tmp_path):
    (tmp_path / "index.html").write_text("<p>home</p>", encoding="utf-8")
    (tmp_path / "404.html").write_text("<p>not here</p>", encoding="utf-8")
    with TestClient(create_app(RULES, tmp_path)) as site_client:
        response = site_client.get("/no/such/page/")
        assert response.status_code == 404 and "not here" in response.text


def test_every_api_path_answers_json_404_and_405_included(tmp_path):
    (tmp_path / "index.html").write_text("<p>home</p>", encoding="utf-8")
    (tmp_path / "404.html").write_text("<p>not here</p>", encoding="utf-8")
    with TestClient(create_app(RULES, tmp_path)) as site_client:
        wrong_method = site_client.get("/api/ask")
        assert wrong_method.status_code == 405 and "POST" in wrong_method.headers["allow"]
        assert wrong_method.json()["error"] == "method not allowed"
        missing = site_client.post("/api/nothing", json={})
        assert missing.status_code == 404 and missing.json()["error"] == "not found"
        assert site_client.get("/api/").json()["error"] == "not found"


def test_an_unknown_table_is_a_422_naming_the_casinos_tables(client):
    response = client.post("/api/ask", json={"question": "blackjack?", "casino": "st-moritz", "table": "vip"})
    assert response.status_code == 422
    assert "'vip'" in response.json()["detail"] and "classic, bonus" in response.json()["detail"]
    without = client.post("/api/ask", json={"question": "blackjack?", "table": "classic"})
    assert without.status_code == 422 and "name the casino" in without.json()["detail"]


def test_a_bug_is_a_500_with_an_incident_id_not_a_422(monkeypatch, caplog):
    def broken(*args, **kwargs):
        raise ValueError("a bug inside, not the guest's mistake")

    monkeypatch.setattr("assistant.chat.api.ask", broken)
    with TestClient(create_app(RULES, rate=1000.0, burst=1000), raise_server_exceptions=False) as bad:
        response = bad.post("/api/ask", json={"question": "blackjack?"})
    assert response.status_code == 500 and response.json()["error"] == "internal error"
    incident = response.json()["detail"].rsplit("incident ", 1)[1].rstrip(")")
    assert any(incident in record.getMessage() for record in caplog.records)


def test_a_warm_answer_is_given_on_the_event_loop_and_one_before_in_a_thread(monkeypatch):
    # Handing a millisecond's answer to a thread and back cost a busy worker more CPU than the answer
    # (benchmarks/bench_http_floor); before the analyses are warm, an answer may take a second, which
    # must not hold the event loop (health checks, other guests).
    on_the_loop = []

    def answering(*args, **kwargs):
        try:
            asyncio.get_running_loop()
            on_the_loop.append(True)
        except RuntimeError:
            on_the_loop.append(False)
        return ask(*args, **kwargs)

    monkeypatch.setattr("assistant.chat.api.ask", answering)
    ready = threading.Event()
    with TestClient(create_app(RULES, rate=1000.0, burst=1000, ready=ready)) as api:
        assert api.post("/api/ask", json={"question": "How much is a king worth?"}).status_code == 200
        ready.set()
        assert api.post("/api/ask", json={"question": "How much is a king worth?"}).status_code == 200
    assert on_the_loop == [False, True]


def test_a_forwarded_address_is_believed_only_from_listed_proxies(monkeypatch):
    from assistant.chat.server import proxy_settings

    monkeypatch.delenv("CROUPIER_TRUSTED_PROXIES", raising=False)
    assert proxy_settings() == {"proxy_headers": False, "forwarded_allow_ips": ""}
    monkeypatch.setenv("CROUPIER_TRUSTED_PROXIES", "10.0.0.5,10.0.0.6")
    assert proxy_settings() == {"proxy_headers": True, "forwarded_allow_ips": "10.0.0.5,10.0.0.6"}


def test_a_worker_answers_health_before_it_has_loaded():
    import asyncio
    import threading

    from assistant.chat.server import Starting

    release = threading.Event()

    def slow_load():
        release.wait(10)
        raise RuntimeError("rules data unreadable")

    app = Starting(slow_load)

    async def call(path):
        sent = []

        async def receive():
            return {"type": "http.request", "body": b"", "more_body": False}

        async def send(message):
            sent.append(message)

        await app({"type": "http", "path": path, "method": "GET", "headers": []}, receive, send)
        return sent[0]["status"], sent[1]["body"]

    status, body = asyncio.run(call("/api/health"))
    assert status == 200 and b'"starting"' in body
    release.set()
    status, body = asyncio.run(call("/api/ask"))
    assert status == 503 and b"rules data unreadable" in body


def test_an_unsure_answer_offers_choices_and_a_choice_is_answered_as_its_topic(client):
    first = client.post("/api/ask", json={"question": "and the rest?"}).json()
    assert first["choices"] and all(set(c) == {"label", "question", "intent"} for c in first["choices"])
    choice = first["choices"][0]
    picked = client.post("/api/ask", json={"question": choice["question"], "intent": choice["intent"],
                                           "session": first["session"]}).json()
    assert picked["intent"] == choice["intent"] and picked["choices"] == []
    unknown = client.post("/api/ask", json={"question": "x", "intent": "no-such-topic"})
    assert unknown.status_code == 422 and unknown.json()["error"] == "invalid request"


def test_unsure_questions_are_kept_without_who_asked(tmp_path, monkeypatch):
    kept = tmp_path / "unanswered.jsonl"
    monkeypatch.setenv("CROUPIER_LOG_QUESTIONS", str(kept))
    with TestClient(create_app(RULES, rate=1000.0, burst=1000)) as fresh:
        fresh.post("/api/ask", json={"question": "and the rest?"})
        fresh.post("/api/ask", json={"question": "Can I surrender in Wiesbaden?"})  # answered: not kept
    import json

    lines = [json.loads(line) for line in kept.read_text(encoding="utf-8").splitlines()]
    assert [line["question"] for line in lines] == ["and the rest?"]
    assert set(lines[0]) == {"question", "lang", "time"}
