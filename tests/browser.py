"""Browser fixtures (a pytest plugin): the built site served with the API on 127.0.0.1, and
Playwright driving Debian's Chromium (``executable_path``; Playwright never downloads a browser).

Every page a test opens goes through ``open_page``, which records console errors, uncaught
exceptions and every request, and refuses (and records) any request off 127.0.0.1.
"""

from __future__ import annotations

import functools
import http.server
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from .site_build import LANGUAGE_ROOT, RULES_DIR, BuiltSite
from .system import artifact, need_chromium

CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-quic", "--no-first-run", "--disable-component-update", "--disable-sync"]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@dataclass
class Server:
    url: str
    stop: callable  # type: ignore[valid-type]


def _serve_app(site: Path) -> Server:
    import uvicorn

    from assistant.chat.api import create_app

    port = _free_port()
    app = create_app(RULES_DIR, site, rate=1000.0, burst=1000)
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the test server did not start")
        time.sleep(0.05)

    def stop() -> None:
        server.should_exit = True
        thread.join(10)

    return Server(f"http://127.0.0.1:{port}/", stop)


def _serve_static(site: Path) -> Server:
    """The built site as plain files, with no API behind it (a static copy)."""

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(site)))
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()

    def stop() -> None:
        httpd.shutdown()
        httpd.server_close()

    return Server(f"http://127.0.0.1:{httpd.server_address[1]}/", stop)


@pytest.fixture(scope="session")
def site_server(built_site: BuiltSite) -> Iterator[Server]:
    server = _serve_app(built_site.root)
    yield server
    server.stop()


@pytest.fixture(scope="session")
def static_server(built_site: BuiltSite) -> Iterator[Server]:
    server = _serve_static(built_site.root)
    yield server
    server.stop()


@pytest.fixture(scope="module")
def browser():
    # Module scope: sync Playwright keeps its event loop set as running in this thread while it is
    # open, and a later module's asyncio.run() would then fail.
    chromium = need_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_FLAGS)
        yield launched
        launched.close()


@dataclass
class Visit:
    """What one page did while a test used it."""

    page: object
    console_errors: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)
    off_host: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    """Responses with an error status, as ``status url``."""

    def screenshot(self, name: str) -> Path:
        path = artifact("screenshots", f"{name}.png")
        self.page.screenshot(path=str(path))  # type: ignore[attr-defined]
        return path


@pytest.fixture
def open_page(browser, request):
    contexts = []

    def open_(url: str, viewport: tuple[int, int] = (1280, 900), locale: str = "en-US") -> Visit:
        context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]},
                                      service_workers="block", locale=locale)
        contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(20_000)
        visit = Visit(page)

        def route(r) -> None:
            target = r.request.url
            visit.requests.append(target)
            if urlsplit(target).scheme in ("data", "blob") or urlsplit(target).hostname == "127.0.0.1":
                r.continue_()
            else:
                visit.off_host.append(target)
                r.abort()

        page.route("**/*", route)
        page.on("console", lambda m: visit.console_errors.append(m.text) if m.type == "error" else None)
        page.on("response", lambda r: visit.failed.append(f"{r.status} {r.url}") if r.status >= 400 else None)
        page.on("pageerror", lambda e: visit.console_errors.append(f"uncaught: {e}"))
        page.goto(url, wait_until="networkidle")
        return visit

    yield open_
    for context in contexts:
        context.close()


def page_url(server: Server, lang: str, page: str = "") -> str:
    return f"{server.url}{LANGUAGE_ROOT[lang]}{page}"
