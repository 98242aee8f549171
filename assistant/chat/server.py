"""What uvicorn runs for ``croupier serve``: a worker that answers at once and loads in the background.

Importing the web framework, reading the casinos and warming the matcher and the analyses takes a
few seconds; a worker that did all of it before answering would leave the supervisor's checks and
the site unanswered meanwhile. ``Starting`` answers ``/api/health`` at once (``"status": "starting"``)
and holds any other request until the assistant is ready (or says 503 if it could not load), then
hands every request to the real app. It imports nothing heavy itself.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import logging
import os
import re
import socket
import threading
import time
from collections.abc import Awaitable, Callable, MutableMapping
from pathlib import Path
from typing import Any

import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

LOG = logging.getLogger("croupier.api")
Scope = MutableMapping[str, Any]
ASGIApp = Callable[[Scope, Callable[[], Awaitable[Any]], Callable[[Any], Awaitable[None]]], Awaitable[None]]
WAIT = 60.0
"""Seconds a request waits for the assistant to load before it is told to come back."""
POLL = 0.05
"""Seconds between a held request's looks at whether the assistant has loaded."""


class Starting:
    """An ASGI app that becomes ``load()``'s app once that has run in a thread of its own."""

    def __init__(self, load: Callable[[], ASGIApp]):
        self._app: ASGIApp | None = None
        self._failure: str | None = None
        self._loaded = threading.Event()
        threading.Thread(target=self._load, args=(load,), name="croupier-load", daemon=True).start()

    def _load(self, load: Callable[[], ASGIApp]) -> None:
        try:
            self._app = load()
        except Exception as exc:  # the worker stays up and says why, rather than restarting in a loop
            LOG.exception("the assistant could not load")
            self._failure = f"the assistant could not load: {exc}"
        finally:
            self._loaded.set()

    async def __call__(self, scope: Scope, receive: Callable[[], Awaitable[Any]],
                       send: Callable[[Any], Awaitable[None]]) -> None:
        if scope["type"] == "lifespan":
            await _lifespan(receive, send)
            return
        if self._app is None and scope["type"] == "http" and scope["path"] == "/api/health":
            await _json(send, 200, {"status": "starting" if self._failure is None else "failed",
                                    "analysis": "warming up"})
            return
        # Polled, not waited for in a thread: a crowd of held requests takes none of the event loop's
        # few default threads (six on two cores), which anything else run in them would wait behind.
        deadline = time.monotonic() + WAIT
        while not self._loaded.is_set() and time.monotonic() < deadline:
            await asyncio.sleep(POLL)
        if self._app is None:
            if scope["type"] == "http":
                detail = self._failure or "the assistant is still starting; try again in a moment"
                await _json(send, 503, {"error": "unavailable", "detail": detail}, {"retry-after": "1"})
            return
        await self._app(scope, receive, send)


async def _lifespan(receive: Callable[[], Awaitable[Any]], send: Callable[[Any], Awaitable[None]]) -> None:
    while True:
        message = await receive()
        if message["type"] == "lifespan.startup":
            await send({"type": "lifespan.startup.complete"})
        elif message["type"] == "lifespan.shutdown":
            await send({"type": "lifespan.shutdown.complete"})
            return


async def _json(send: Callable[[Any], Awaitable[None]], status: int, body: dict[str, str],
                headers: dict[str, str] | None = None) -> None:
    data = json.dumps(body).encode()
    pairs = [(b"content-type", b"application/json"), (b"content-length", str(len(data)).encode())]
    pairs += [(k.encode(), v.encode()) for k, v in (headers or {}).items()]
    await send({"type": "http.response.start", "status": status, "headers": pairs})
    await send({"type": "http.response.body", "body": data})


def app_from_environment() -> Starting:
    """The app of a worker process, configured by ``CROUPIER_RULES_DIR``, ``CROUPIER_SITE_DIR`` and
    ``CROUPIER_RATE`` (questions a second per client, as many at once; load tests raise it). The
    limit is this process's own: behind nginx, deploy/croupier.conf holds it for all of them."""
    rules_dir = Path(os.environ.get("CROUPIER_RULES_DIR", "rules_data"))
    site = os.environ.get("CROUPIER_SITE_DIR")
    rate = float(os.environ.get("CROUPIER_RATE", "20"))

    def load() -> ASGIApp:
        from .api import create_app, warm_up

        ready = threading.Event()
        warm_up(rules_dir, ready)  # before the first request: its answer then takes milliseconds
        return create_app(rules_dir, Path(site) if site else None, rate=rate, burst=max(1, int(rate)), ready=ready)

    return Starting(load)


class NoDelayConfig(uvicorn.Config):
    """uvicorn's configuration, binding the socket several workers share so that TCP_NODELAY works."""

    def bind_socket(self) -> socket.socket:
        # uvicorn binds the shared socket of several workers with proto 0, so asyncio does not set
        # TCP_NODELAY on the connections it accepts, and every answer on a kept-alive connection
        # waits ~40 ms for the client's delayed ACK (uvicorn issue #3149; measured here: 48 ms a
        # sequential request with 2 workers, 5 ms with 1). Re-made from its descriptor, the socket
        # reports IPPROTO_TCP.
        bound = super().bind_socket()
        return socket.socket(fileno=bound.detach())


class _HeadWithBody:
    """An asyncio transport that holds a response's status line and headers until its body is written, and writes
    them together: a worker killed between two writes would leave nginx holding the headers of an answer without
    its body, which it can neither retry at another worker nor complete (the guest's connection breaks); killed
    before the one write, nginx asks the other worker."""

    def __init__(self, transport: asyncio.Transport):
        self._transport = transport
        self._head = b""

    def write(self, data: bytes) -> None:
        data = bytes(data)
        if _FINAL_HEAD.match(data) and data.endswith(b"\r\n\r\n") and not self._head:
            self._head = data  # h11 writes the head on http.response.start: kept for the body
            return
        head, self._head = self._head, b""
        if head or data:
            self._transport.write(head + data)

    def close(self) -> None:
        head, self._head = self._head, b""
        if head and not self._transport.is_closing():
            self._transport.write(head)
        self._transport.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._transport, name)


_FINAL_HEAD = re.compile(rb"HTTP/1\.[01] [2-5]\d\d ")
"""A final response's status line (not "100 Continue", which the client waits for before sending a body)."""


class OneWriteH11Protocol(H11Protocol):
    """uvicorn's h11 protocol, writing a response's head with its body (``_HeadWithBody``)."""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(_HeadWithBody(transport))  # type: ignore[arg-type]


def proxy_settings() -> dict[str, Any]:
    """Whose ``X-Forwarded-For`` to believe: only the proxies listed in ``CROUPIER_TRUSTED_PROXIES``
    (comma-separated addresses or networks, ``10.0.0.5,192.168.1.0/24``, e.g. the nginx in front);
    none by default, so that no client can pick the address the rate limit counts it under. uvicorn
    then takes the client's address from the header's last entry that is not a listed proxy."""
    trusted = ",".join(trusted_proxy(entry) for entry in os.environ.get("CROUPIER_TRUSTED_PROXIES", "").split(",")
                       if entry.strip())
    return {"proxy_headers": bool(trusted), "forwarded_allow_ips": trusted}


class TrustedProxyError(ValueError):
    """An entry of ``CROUPIER_TRUSTED_PROXIES`` that is no address or network."""


def trusted_proxy(entry: str) -> str:
    """One entry, checked and written as uvicorn matches it: a mistyped one would otherwise match no
    address, silently (uvicorn keeps it as a name), and ``*`` would believe every client."""
    entry = entry.strip()
    try:
        if "/" in entry:
            return str(ipaddress.ip_network(entry, strict=False))  # 10.0.0.7/24 means 10.0.0.0/24
        return str(ipaddress.ip_address(entry))
    except ValueError:
        raise TrustedProxyError(f"CROUPIER_TRUSTED_PROXIES: {entry!r} is no address or network "
                                "(e.g. 10.0.0.5 or 10.0.0.0/24)") from None


def serve(host: str, port: int, workers: int = 1) -> None:
    """Run the app from the environment with uvicorn, in ``workers`` processes."""
    from uvicorn.supervisors import Multiprocess

    config = NoDelayConfig("assistant.chat.server:app_from_environment", factory=True, host=host, port=port,
                           workers=workers, log_level="warning", http=OneWriteH11Protocol, **proxy_settings())
    if workers > 1:
        Multiprocess(config, sockets=[config.bind_socket()]).run()
    else:
        uvicorn.Server(config).run()


__all__ = ["NoDelayConfig", "OneWriteH11Protocol", "Starting", "TrustedProxyError", "app_from_environment",
           "proxy_settings", "serve", "trusted_proxy"]
