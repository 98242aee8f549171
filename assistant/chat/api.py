"""The HTTP API (FastAPI) and ``croupier serve``: the assistant beside the built site on one port.

``POST /api/ask`` answers like ``croupier ask --json``; ``GET /api/health`` says the
API is up (the chat box hides itself when it is not). Oversized requests get 413,
too many from one client 429, malformed ones 422 — each with a JSON body saying why.
"""

from __future__ import annotations

import base64
import gc
import json
import logging
import re
import threading
import time
import uuid
from collections import OrderedDict
from pathlib import Path
from typing import Annotated, Any, Literal

from fastapi import FastAPI, Request
from fastapi.exception_handlers import http_exception_handler
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field, create_model
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.middleware.gzip import GZipMiddleware

from ..locale.formats import LANGUAGES
from ..locale.wording import WORDINGS
from .answers import UnknownPlaceError, ask
from .intents import IntentMatcher
from .topics import INTENTS
from .understanding import KEPT_FIELDS, UPCARDS, Session

LOG = logging.getLogger("croupier.api")
MAX_BODY = 16_384
"""Bytes of a request body: a question is short."""
MAX_QUESTION = 10_000
"""Characters of a question the API accepts."""
MAX_SESSION = 256
"""Characters of a session value (the chat's memory, encoded)."""
MAX_CLIENTS = 100_000
"""Clients whose rate limit a process remembers at most (some 20 MB of buckets)."""


class AskRequest(BaseModel):
    """A guest's question."""

    model_config = ConfigDict(extra="forbid")

    question: Annotated[str, Field(max_length=MAX_QUESTION, description="The question, in German, English or Persian.")]
    casino: Annotated[str | None, Field(default=None, max_length=64, description="A casino id, e.g. wiesbaden.")]
    table: Annotated[str | None, Field(default=None, max_length=64, description="A table id of that casino.")]
    lang: Annotated[str | None, Field(default=None, pattern="^(de|en|fa)$", description="Answer in this language.")]
    session: Annotated[str | None, Field(default=None, max_length=MAX_SESSION, pattern=r"^[A-Za-z0-9_-]+$",
                                         description="The session value of the chat's last answer: the chat's "
                                                     "casino, table and language are remembered.")]
    page_lang: Annotated[str | None, Field(default=None, pattern="^(de|en|fa)$",
                                           description="The language of the page the chat is on: answers are in it "
                                                       "where the question's words fit more than one language.")]
    intent: Annotated[str | None, Field(default=None, max_length=64,
                                        description="The topic, when the guest picked one of an answer's choices "
                                                    "(its `intent`): the question is answered as that topic.")]


class Alternative(BaseModel):
    intent: str
    confidence: float


class Choice(BaseModel):
    """A topic the assistant offers where it is not sure what was meant: a button in the chat box."""

    label: str
    question: str
    """What the chat shows as the guest's question when the choice is picked."""
    intent: str
    """Send it back as the request's ``intent`` with ``question``."""


class AskResponse(BaseModel):
    """The answer, with what it is based on."""

    intent: str
    confidence: float
    casino: str | None
    table: str | None
    lang: str
    answer: str
    example: list[dict[str, Any]] | None
    sources: list[dict[str, Any]]
    alternatives: list[Alternative]
    choices: list[Choice]
    """Empty unless the assistant is not sure what was meant: then the two or three likeliest topics."""
    session: str
    """Send it with the next question of the chat."""


class Problem(BaseModel):
    error: str
    detail: str


_AMOUNT = re.compile(r"\d{1,9}(?:\.\d{1,2})?")
"""A bet as a session value keeps it: a plain decimal, as the slots read one."""


_HAND = re.compile(r"(?:(?:A|K|Q|J|10|[2-9]),){1,7}(?:A|K|Q|J|10|[2-9])|[sh]?(?:[4-9]|1\d|2[01])")
"""A hand as a session value keeps it (``understanding.hand_of``): its cards, or its total."""


_SPLIT = re.compile(r"[2-9]/[0-9](?:/[0-9]{1,2}(?:,[0-9]{1,2}){1,8})?")
"""A session's split hands and doubles, and each hand's total where told ("2/1", "2/1/21,16")."""

MAX_STAKES = 7
"""Stakes on a shared box a session value may carry (a box has at most a few co-bettors)."""

MAX_SIDE_BET = 120
"""Characters of a side bet's words a session value may carry (a name and three cards are far fewer)."""


def session_token(session: Session) -> str:
    """The chat's memory as the session value the client sends back: the server keeps nothing, so
    any worker answers any chat and no memory grows with the number of guests."""
    state = [session.casino, session.table, session.lang, session.intent, session.upcard, session.amount, session.hand,
             session.side_bet, ",".join(session.focus) or None, session.earlier, ",".join(session.stakes) or None,
             session.split, session.minimum, ",".join(session.compared) or None]
    token = _encoded(state)
    if len(token) > MAX_SESSION:  # a side bet's words in Persian can be long: the chat forgets them, not the rest
        token = _encoded([*state[:7], None, *state[8:]])
    return token


def _encoded(state: list[str | None]) -> str:
    text = json.dumps(state, separators=(",", ":"), ensure_ascii=False)
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def session_from_token(token: str | None, places: dict[str, Any]) -> Session:
    """The chat's memory from its session value; anything not a known casino, table, language or
    intent is forgotten (a new chat, or a value from elsewhere, starts afresh)."""
    if not token:
        return Session()
    try:
        state = json.loads(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)))
    except ValueError:
        return Session()
    if not (isinstance(state, list) and 4 <= len(state) <= 14 and all(v is None or isinstance(v, str) for v in state)):
        return Session()
    casino, table, lang, intent, upcard, amount, hand, side_bet, focus, earlier, stakes, split, minimum, compared = (
        *state, *[None] * 10)[:14]
    # (older values have fewer)
    place = places.get(casino) if casino else None
    return Session(
        casino=casino if place else None,
        table=table if place and table in place.tables else None,
        lang=lang if lang in LANGUAGES else None,
        intent=intent if intent in IntentMatcher.default().intents else None,
        upcard=upcard if upcard in UPCARDS else None,
        amount=amount if amount and _AMOUNT.fullmatch(amount) else None,
        hand=hand if hand and _HAND.fullmatch(hand) else None,
        side_bet=side_bet if side_bet and len(side_bet) <= MAX_SIDE_BET and side_bet.count(" | ") == 1 else None,
        focus=tuple(f for f in (focus or "").split(",")[:KEPT_FIELDS] if f in WORDINGS),
        earlier=earlier if earlier in places else None,
        stakes=_stakes(stakes),
        split=split if split and _SPLIT.fullmatch(split) else None,
        minimum=minimum if place and minimum and _AMOUNT.fullmatch(minimum) else None,
        compared=tuple(c for c in (compared or "").split(",") if c in places)[:len(places)],
    )


def _stakes(value: str | None) -> tuple[str, ...]:
    """A shared box's stakes from a session value: up to ``MAX_STAKES`` amounts, else none."""
    stakes = tuple(value.split(",")) if value else ()
    return stakes if len(stakes) <= MAX_STAKES and all(_AMOUNT.fullmatch(s) for s in stakes) else ()


class RateLimit:
    """A token bucket per client: ``rate`` requests a second, bursts up to ``burst``. It is this
    process's own: each worker of ``croupier serve --workers N`` keeps one, and nginx in front
    (deploy/croupier.conf) holds the limit for all of them."""

    def __init__(self, rate: float, burst: int, clients: int = MAX_CLIENTS):
        self.rate, self.burst, self.clients = rate, burst, clients
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()
        """Tokens left and when last seen, per client; the least recently seen first."""
        self._lock = threading.Lock()

    def allow(self, client: str) -> bool:
        now = time.monotonic()
        with self._lock:
            tokens, last = self._buckets.pop(client, (float(self.burst), now))
            tokens = min(self.burst, tokens + (now - last) * self.rate)
            allowed = tokens >= 1
            self._buckets[client] = (tokens - 1 if allowed else tokens, now)
            self._forget(now)
            return allowed

    def __len__(self) -> int:
        """Clients remembered."""
        return len(self._buckets)

    def _forget(self, now: float) -> None:
        """Drop the buckets that have filled up again (forgetting one changes nothing), and the least
        recently seen beyond ``clients``; never everyone's, which would free a client being refused."""
        refilled = self.burst / self.rate if self.rate > 0 else float("inf")  # seconds to fill up again
        while self._buckets:
            oldest, (_, last) = next(iter(self._buckets.items()))
            if now - last < refilled and len(self._buckets) <= self.clients:
                return
            del self._buckets[oldest]


def create_app(rules_dir: Path, site_dir: Path | None = None, rate: float = 20.0, burst: int = 20,
               ready: threading.Event | None = None) -> FastAPI:
    """The API; with ``site_dir``, the built site is served at ``/`` too. ``ready``: set once the
    assistant is warm (see ``warm_up``); without it, it warms up in the background."""
    app = FastAPI(title="Croupier", version="1", description="Casinos' blackjack house rules, answered from their leaflets.")
    # Analyse every table once in the background: the first "which table is best?" then need not wait.
    if ready is None:
        ready = threading.Event()
        threading.Thread(target=warm_up, args=(rules_dir, ready), daemon=True).start()
    from .answers import casinos

    # The casino ids of this data, in the OpenAPI spec: an unknown one is a schema error (422).
    request_model = create_model(
        "AskRequest", __base__=AskRequest,
        casino=(Annotated[Literal[tuple(casinos(rules_dir))] | None,  # type: ignore[valid-type]
                          Field(default=None, description="A casino id.")], None),
        intent=(Annotated[Literal[tuple(INTENTS)] | None,  # type: ignore[valid-type]
                          Field(default=None, description="The topic of one of an answer's choices.")], None),
    )
    app.add_middleware(Guard, limit=RateLimit(rate, burst))

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError):
        first = exc.errors()[0] if exc.errors() else {}
        where = ".".join(str(p) for p in first.get("loc", ()) if p != "body")
        status = 413 if first.get("type") == "string_too_long" and where == "question" else 422
        return _problem(status, "invalid request", f"{where or 'body'}: {first.get('msg', 'not valid JSON')}")

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException):
        if not request.url.path.startswith("/api/"):
            return await http_exception_handler(request, exc)  # the site's own 404 and the like
        detail = "the body is not valid JSON in UTF-8" if exc.status_code == 400 else str(exc.detail)
        return _problem(exc.status_code, "invalid request", detail, exc.headers)

    @app.exception_handler(Exception)
    async def failed(request: Request, exc: Exception):
        # A bug, not the guest's mistake: 500, with an id that finds the traceback in the log.
        incident = uuid.uuid4().hex[:12]
        LOG.error("incident %s: %s %s", incident, request.method, request.url.path, exc_info=exc)
        return _problem(500, "internal error", f"something went wrong on our side (incident {incident})")

    @app.get("/api/health", response_model=dict[str, str])
    def health() -> dict[str, str]:
        """``analysis`` is ``ready`` once every table's analysis is computed (answers about house edge,
        strategy and comparisons are fast from then on), ``warming up`` before."""
        return {"status": "ok", "analysis": "ready" if ready.is_set() else "warming up"}

    async def ask_endpoint(body):  # the body's model is built above, from the data: annotated below
        # Once warm, an answer takes a millisecond or two of Python: answered on the event loop, not
        # handed to a thread and back, which on a busy worker cost more CPU than the answer itself
        # (benchmarks/bench_http_floor: 2.3 ms of the worker's CPU an answer in a thread, 1.1 ms
        # here). Before then, an answer may compute a table's analysis (a second): in a thread, so
        # that the health checks and the other guests are not held meanwhile.
        if ready.is_set():
            return respond(body)
        return await run_in_threadpool(respond, body)

    def respond(body):
        session = session_from_token(body.session, casinos(rules_dir))
        if session.lang is None:
            session.lang = body.page_lang
        try:
            answer = ask(body.question, rules_dir=rules_dir, casino=body.casino, table=body.table, lang=body.lang,
                         session=session, intent=body.intent)
        except UnknownPlaceError as exc:
            return _problem(422, "invalid request", str(exc))
        # Built by the assistant to AskResponse's shape (tests/test_api_schema.py checks it against the
        # spec): sent as it is, without validating every answer again on the way out.
        return JSONResponse({**answer.to_json(), "session": session_token(session)})

    ask_endpoint.__annotations__ = {"body": request_model, "return": Any}
    app.post("/api/ask", response_model=AskResponse,
             responses={400: {"model": Problem}, 413: {"model": Problem}, 422: {"model": Problem},
                        429: {"model": Problem}})(ask_endpoint)

    api_paths = {route.path: route.methods for route in app.routes if route.path.startswith("/api/")
                 and hasattr(route, "methods")}

    @app.api_route("/api/{rest:path}", methods=["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"],
                   include_in_schema=False)
    def api_not_found(request: Request, rest: str):
        # Every /api/ path answers JSON: the site behind would answer its HTML 404 page.
        allowed = api_paths.get(request.url.path)
        if allowed:
            return _problem(405, "method not allowed", f"{request.url.path} takes {', '.join(sorted(allowed))}",
                            {"Allow": ", ".join(sorted(allowed))})
        return _problem(404, "not found", f"no API at {request.url.path}; see /docs")

    if site_dir is not None:
        # The site's pages and assets gzipped (the API's short JSON answers are not worth the time)
        app.mount("/", GZipMiddleware(SiteFiles(directory=site_dir, html=True, check_dir=False), minimum_size=500),
                  name="site")
    return app


class Guard:
    """Every /api/ request's size and rate, checked before anything else runs: a plain ASGI middleware
    (Starlette's ``@app.middleware("http")`` wrapper costs more than half a millisecond a request)."""

    def __init__(self, app: Any, limit: RateLimit):
        self.app, self.limit = app, limit

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http" and scope["path"].startswith("/api/"):
            problem = self._problem(scope)
            if problem is not None:
                await problem(scope, receive, send)
                return
        await self.app(scope, receive, send)

    def _problem(self, scope: Any) -> JSONResponse | None:
        size = next((value for name, value in scope["headers"] if name == b"content-length"), None)
        if size is not None and (not (size.isascii() and size.isdigit()) or int(size) > MAX_BODY):
            return _problem(413, "request too large", f"a request body may have at most {MAX_BODY} bytes")
        client = scope["client"][0] if scope.get("client") else "?"
        if scope["method"] == "POST" and not self.limit.allow(client):
            return _problem(429, "too many requests", f"slow down: at most {self.limit.rate:g} questions a second",
                            {"Retry-After": "1"})
        return None


IMMUTABLE = "public, max-age=31536000, immutable"
_HASHED = re.compile(r"\.[0-9a-f]{8,}\.min\.(?:css|js)$")
FONTS = "assets/fonts/"
FONT_CACHE = "public, max-age=604800"
"""Self-hosted fonts change seldom, but under the same name: kept a week."""


class SiteFiles(StaticFiles):
    """The built site; a missing page gets the 404 page of its language (``/de/…`` → ``/de/404.html``)."""

    async def get_response(self, path: str, scope: Any) -> Any:
        response = await super().get_response(path, scope)
        if response.status_code in (200, 304):
            # A file whose name carries its content's hash never changes: kept a year. Anything else is
            # checked again on every use (ETag), so a new build shows at once.
            response.headers["Cache-Control"] = (IMMUTABLE if _HASHED.search(path) else
                                                 FONT_CACHE if path.startswith(FONTS) else "no-cache")
        if response.status_code == 404:
            lang = path.replace("\\", "/").split("/", 1)[0]
            page = Path(str(self.directory)) / lang / "404.html"
            if lang in LANGUAGES and page.is_file():
                return FileResponse(page, status_code=404, media_type="text/html")
        return response


def warm_up(rules_dir: Path, ready: threading.Event | None = None) -> None:
    """Build what the first answers would otherwise wait for, then set ``ready``: the matcher, the name
    index and the three catalogs (an answer in each language), and every table's analysis (about a
    second each) in the cache answers read."""
    from ..rules.readings import edge_readings
    from .answers import ask, casinos
    from .intents import use_vectorised

    use_vectorised()  # a server answers many questions: NumPy's start-up cost buys a faster matcher

    for question in ("Wie viel zählt ein König?", "How much is a king worth?", "ارزش شاه چقدر است؟"):
        ask(question, rules_dir=rules_dir)
    for casino in casinos(rules_dir).values():
        for table in casino.tables.values():
            edge_readings(table)  # every analysis its answers show, from the disk cache once built
    gc.collect()
    gc.freeze()  # what is loaded now lives as long as the process: no collection need scan it again
    if ready is not None:
        ready.set()


def _problem(status: int, error: str, detail: str, headers: dict[str, str] | None = None) -> JSONResponse:
    return JSONResponse({"error": error, "detail": detail}, status_code=status, headers=headers)
