"""The "about" page: who publishes the sheets and where to report a mistake, when each casino's leaflet
was last checked, how the numbers are computed and tested, and the figures the benchmarks measured.

The publisher and the address for mistakes are ``extra.croupier.publisher`` and ``.report`` in
mkdocs.yml (``Publication``); the day each leaflet was checked is the casino file's ``checked``; the
method is worded with the engine's own constants. The figures come from ``benchmarks/results.json``,
which the benchmark scripts write with ``--record`` (each with its date and machine); this module
reads and checks that file and words the figures for one language. A missing file makes a page that
says nothing was measured.
"""

from __future__ import annotations

import datetime
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from ..engine import HouseRules
from ..engine.analysis.splits import MOST_REMOVED, UNLIMITED_HANDS
from ..locale.formats import LANGUAGES, format_date, format_number, localize_digits
from ..locale.wording import N_, Words, label
from ..rules import Casino
from ..rules.readings import OPEN_WHEN_NOT_STATED, THRESHOLD


class MeasurementsError(ValueError):
    """The benchmark results file cannot be read."""


class _Figures(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class _Measured(_Figures):
    measured: datetime.date
    machine: str


class _Latency(_Figures):
    p50_ms: float
    p99_ms: float


class _Matcher(_Figures):
    accuracy: float
    de: float
    en: float
    fa: float


class _Assistant(_Measured):
    casinos: int
    questions: int
    latency: _Latency
    rss_mb: float
    matchers: dict[str, _Matcher]


class _Step(_Figures):
    clients: int


class _Server(_Figures):
    workers: int
    steps: list[_Step]
    answers_per_second: float
    p50_ms: float
    p99_ms: float
    errors: int
    rss_before_mb: float
    rss_after_mb: list[float]


class _Load(_Measured):
    casinos: int
    seconds: float
    runs: int
    servers: list[_Server]


class _Build(_Figures):
    casinos: int
    tables: int
    pages: int
    seconds: float
    site_mb: float


class _Builds(_Measured):
    builds: list[_Build]


class _Soak(_Measured):
    rounds: int
    seconds: float
    workers: int
    tables: int
    failures: int
    decisions: dict[str, int]
    settlements: dict[str, int]


class _Cold(_Measured):
    runs: int
    ask_rule_s: float
    ask_strategy_s: float
    serve_health_s: float
    serve_ready_s: float
    first_strategy_ms: float


class _LanguageFacts(_Figures):
    questions: int
    facts: float
    language: float
    satisfies: float


class _Answers(_Measured):
    set: str
    languages: dict[str, _LanguageFacts]


class _FarmerSet(_Figures):
    croupier_median_s: float
    farmer_median_s: float | None = None
    ratio_median: float | None = None
    edge_percent: float
    farmer_edge_percent: float | None = None


class _Farmer(_Measured):
    rule_sets: dict[str, _FarmerSet]


class _Answering(_Figures):
    answers_per_second: float
    p99_ms: float


class _HttpFloor(_Measured):
    clients: int
    workers: int
    share: float
    trivial: _Answering
    croupier: _Answering


class _BuildFloor(_Measured):
    casinos: int = 5
    bare_s: float
    croupier_s: float
    ratio: float


class Measurements(_Figures):
    """Every benchmark's last recorded figures; a benchmark never recorded is missing."""

    farmer: _Farmer | None = None
    http_floor: _HttpFloor | None = None
    build_floors: list[_BuildFloor] = []

    assistant: list[_Assistant] = []
    load: list[_Load] = []
    build: _Builds | None = None
    soak: _Soak | None = None
    cold: _Cold | None = None
    answers: _Answers | None = None


def read_measurements(path: Path) -> Measurements:
    """The figures in ``path`` (``benchmarks/results.json``); none when it does not exist."""
    if not path.exists():
        return Measurements()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise MeasurementsError(f"{path}: expected an object of benchmark names")
        grouped = {
            "assistant": sorted((v for k, v in data.items() if k.startswith("assistant_")), key=lambda v: v["casinos"]),
            "load": sorted((v for k, v in data.items() if k.startswith("load_")), key=lambda v: v["casinos"]),
            "build": data.get("build"),
            "soak": data.get("soak"),
            "cold": data.get("cold"),
            "answers": data.get("answers"),
            "farmer": data.get("farmer"),
            "http_floor": data.get("http_floor"),
            "build_floors": sorted((v for k, v in data.items() if k.startswith("build_floor")),
                                   key=lambda v: v.get("casinos", 5)),
        }
        return Measurements.model_validate(grouped)
    except (ValueError, KeyError, TypeError) as exc:
        if isinstance(exc, MeasurementsError):
            raise
        detail = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors()) \
            if isinstance(exc, ValidationError) else str(exc)
        raise MeasurementsError(f"{path}: not the benchmark figures croupier records ({detail})") from None


@dataclass(frozen=True)
class Table:
    """A table of figures, worded: a caption line, headings and rows of cells."""

    measured: str
    """"Measured on … on …" for the section."""
    machine: str
    headings: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    notes: tuple[str, ...] = ()


class PublicationError(ValueError):
    """mkdocs.yml does not say who publishes the sheets, or where a guest reports a mistake."""


_REPORT = re.compile(r"mailto:[^@\s/]+@[^@\s/]+\.[^@\s/]+|https://[^\s/]+\.[^\s]+")


@dataclass(frozen=True)
class Publication:
    """Who publishes the sheets and where a guest reports a mistake: ``extra.croupier`` in mkdocs.yml."""

    publisher: Mapping[str, str]
    """The publisher's name in each language."""
    report: str
    """A ``mailto:`` address or an ``https://`` form."""

    @classmethod
    def from_settings(cls, settings: Mapping[str, Any]) -> Publication:
        """From ``extra.croupier``: ``publisher`` (a name per language) and ``report`` (where mistakes go)."""
        publisher, report = settings.get("publisher"), settings.get("report")
        if not isinstance(publisher, Mapping) or set(publisher) != set(LANGUAGES) or not all(
                isinstance(name, str) and name.strip() for name in publisher.values()):
            raise PublicationError(f"extra.croupier.publisher: name who publishes the sheets in each of "
                                   f"{', '.join(LANGUAGES)}, not {publisher!r}")
        if not isinstance(report, str) or not _REPORT.fullmatch(report):
            raise PublicationError(f"extra.croupier.report: a mailto: or https:// address where a guest reports "
                                   f"a mistake, not {report!r}")
        return cls(dict(publisher), report)

    @property
    def report_label(self) -> str:
        """The address as a guest reads it: without ``mailto:``."""
        return self.report.removeprefix("mailto:")


@dataclass(frozen=True)
class Checked:
    """When one casino's file was last checked against its leaflet."""

    casino_id: str
    casino: str
    leaflet: str
    """The leaflet's title, in its own language."""
    leaflet_lang: str
    day: str
    """The day, worded."""
    iso: str
    """The day as ``YYYY-MM-DD``, for ``<time datetime>``."""


@dataclass(frozen=True)
class AboutPage:
    assistant: Table | None
    load: Table | None
    build: Table | None
    soak: Table | None
    cold: Table | None = None
    answers: Table | None = None
    publisher: str | None = None
    """Who publishes the sheets, in the page's language; None where mkdocs.yml was not read."""
    report: str | None = None
    """Where a guest reports a mistake (a ``mailto:`` or ``https://`` address)."""
    report_label: str | None = None
    checked: tuple[Checked, ...] = ()
    method: tuple[str, ...] = ()
    """How the numbers are computed, a point a line."""
    floors: Table | None = None
    """croupier beside the best public analyser and beside the floors of its web server and site builder."""


def method_lines(words: Words) -> tuple[str, ...]:
    """How the house edges are computed and what they assume, worded with the engine's own figures."""
    threshold = format_number(Decimal(str(THRESHOLD)), words.lang, 2)
    decks = words.any_of(words.number(d) for d in OPEN_WHEN_NOT_STATED["decks"])
    return (
        words._(N_("Each table's house edge is computed exactly, not simulated: every card the shoe can deal is "
                   "counted, with the cards already dealt removed, and every hand is played at its best.")),
        words._(N_("The shoe is finite, as at the table: it holds the decks the leaflet states ({decks} where it "
                   "says nothing), and every card dealt leaves it. The edge is not an infinite-deck figure, which "
                   "treats every card as equally likely however many have gone."), decks=words.number(HouseRules().decks)),
        words._(N_("Each hand is played knowing its own cards and the dealer's first card; the strategy charts give "
                   "one move per total, the best over every two-card hand of that total.")),
        words._(N_("A split hand is played as the same cards would be unsplit, blind to the other split hands' "
                   "cards, and valued exactly with every pair card known to be gone: exact up to {exact} hands; "
                   "beyond that, a hand missing more than {removed} other pair cards is valued as missing "
                   "{removed}, and where the leaflet sets no limit a box is counted up to {hands} hands, as more "
                   "have no measurable chance."),
                # Farmer's algorithm values a = 1 … 2H − 3 other pair cards gone exactly for H hands
                exact=words.number((MOST_REMOVED + 3) // 2), removed=words.number(MOST_REMOVED),
                hands=words.number(UNLIMITED_HANDS)),
        words._(N_("It assumes that insurance and even money are never taken, and that a rule the leaflet does not "
                   "state is played as the rules engine assumes it; the sheet names each such rule.")),
        words._(N_("Where a leaflet's words allow more than one reading, or it says nothing of how the game is dealt "
                   "and played ({rules}), the edge is computed under each reading, a silent leaflet's shoe with "
                   "{decks} decks. The sheet shows the reading it presents, every reading that moves the edge by "
                   "{threshold} percentage points or more, and the range from all the lowest readings together to "
                   "all the highest."),
                rules=words.all_of(label(field, words) for field in OPEN_WHEN_NOT_STATED), decks=decks,
                threshold=threshold),
        words._(N_("Side bets are counted exactly over every three cards they look at, under each number of decks "
                   "the leaflet allows.")),
    )


def checked_rows(casinos: Sequence[Casino], words: Words) -> tuple[Checked, ...]:
    return tuple(Checked(c.id, getattr(c.spec.name, words.lang), c.spec.source_title, c.spec.source_language,
                         format_date(c.spec.checked, words.lang), c.spec.checked.isoformat()) for c in casinos)


def _when(words: Words, figures: _Measured) -> str:
    return words._(N_("Measured on {date}."), date=format_date(figures.measured, words.lang))


def about_page(measurements: Measurements, lang: str, casinos: Sequence[Casino] = (),
               publication: Publication | None = None) -> AboutPage:
    words = Words(lang)

    def num(value: float, places: int = 0) -> str:
        return format_number(round(value, places) if places else round(value), lang, places)

    def ms(value: float) -> str:
        return words._(N_("{value} ms"), value=num(value, 1))

    def mb(value: float) -> str:
        return words._(N_("{value} MB"), value=num(value))

    def share(value: float) -> str:
        return words.percent(100 * value, 1)

    assistant = load = build = soak = None
    if measurements.assistant:
        last = measurements.assistant[0]
        notes = []
        for run in measurements.assistant:
            fuzz, plain = run.matchers.get("rapidfuzz"), run.matchers.get("difflib")
            if fuzz and run.casinos == last.casinos:
                notes.append(words._(N_("Intent accuracy by language: German {de}, English {en}, Persian {fa}."),
                                     de=share(fuzz.de), en=share(fuzz.en), fa=share(fuzz.fa)))
            if fuzz and plain and run.casinos == last.casinos:
                notes.append(words._(N_("A plain difflib matcher gets {plain} of the same questions right."),
                                     plain=share(plain.accuracy)))
        assistant = Table(
            _when(words, last), last.machine,
            (words._(N_("Casinos")), words._(N_("Intent accuracy")), words._(N_("Median answer")),
             words._(N_("99th percentile")), words._(N_("Memory"))),
            tuple((num(r.casinos), share(r.matchers["rapidfuzz"].accuracy) if "rapidfuzz" in r.matchers else "—",
                   ms(r.latency.p50_ms), ms(r.latency.p99_ms), mb(r.rss_mb)) for r in measurements.assistant),
            (words._(N_("{count} guest questions, each answered with its example hand, in one process."),
                     count=num(last.questions)), *notes),
        )
    if measurements.load:
        first = measurements.load[0]
        clients = [step.clients for run in measurements.load for server in run.servers for step in server.steps] or [0]
        rows = []
        for run in measurements.load:
            for server in run.servers:
                memory = f" {words.arrow} ".join(mb(v) for v in (server.rss_before_mb, *server.rss_after_mb))
                rows.append((num(run.casinos), num(server.workers), num(server.answers_per_second),
                             ms(server.p50_ms), ms(server.p99_ms), num(server.errors), memory))
        load = Table(
            _when(words, first), first.machine,
            (words._(N_("Casinos")), words._(N_("Workers")), words._(N_("Answers per second")),
             words._(N_("Median answer")), words._(N_("99th percentile")), words._(N_("Errors")),
             words._(N_("Memory before → after each run"))),
            tuple(rows),
            (words._(N_("Each run lasts {seconds} seconds at rising concurrency ({low} to {high} clients asking at "
                        "once), over HTTP on the same machine as the clients."), seconds=num(first.seconds),
                     low=num(min(clients)), high=num(max(clients))),),
        )
    if measurements.build:
        build = Table(
            _when(words, measurements.build), measurements.build.machine,
            (words._(N_("Casinos")), words._(N_("Tables")), words._(N_("Pages")), words._(N_("Build time")),
             words._(N_("Site size"))),
            tuple((num(b.casinos), num(b.tables), num(b.pages), words._(N_("{value} s"), value=num(b.seconds, 1)),
                   mb(b.site_mb)) for b in measurements.build.builds),
            (words._(N_("The whole site in three languages, checked by mkdocs --strict; more than five casinos are "
                        "generated copies of the five.")),),
        )
    if measurements.soak:
        s = measurements.soak
        counts = {name: num(s.decisions.get(name, 0)) for name in ("split", "double", "surrender", "insure")}
        soak = Table(
            _when(words, s), s.machine,
            (words._(N_("Rounds")), words._(N_("Tables")), words._(N_("Time")), words._(N_("Failures"))),
            ((num(s.rounds), num(s.tables), words._(N_("{value} s"), value=num(s.seconds)), num(s.failures)),),
            (words._(N_("Random bets and decisions at every table; after each round the money and the cards were "
                        "counted: every stake settled, bank and guests summing to zero, every card dealt on the "
                        "table once.")),
             words._(N_("Among the decisions: {split} splits, {double} doubles, {surrender} surrenders and "
                        "{insure} insurance bets."), **counts)),
        )
    cold = None
    if measurements.cold:
        c = measurements.cold

        def seconds(value: float) -> str:
            return words._(N_("{value} s"), value=num(value, 2))

        cold = Table(
            _when(words, c), c.machine,
            (words._(N_("What")), words._(N_("Time"))),
            ((words._(N_("croupier ask, a rule question, from the start of the process")), seconds(c.ask_rule_s)),
             (words._(N_("croupier ask, a strategy question")), seconds(c.ask_strategy_s)),
             (words._(N_("croupier serve on a built site: the first answer to /api/health")), seconds(c.serve_health_s)),
             (words._(N_("croupier serve: the assistant ready")), seconds(c.serve_ready_s)),
             (words._(N_("the first strategy answer once ready")), ms(c.first_strategy_ms))),
            (words._(N_("Medians of {runs} fresh processes, with the site and the analyses already built."),
                     runs=num(c.runs)),),
        )
    answers = None
    if measurements.answers:
        a = measurements.answers
        names = {"de": N_("German"), "en": N_("English"), "fa": N_("Persian"), "all": N_("All")}
        answers = Table(
            _when(words, a), a.machine,
            (words._(N_("Language")), words._(N_("Questions")), words._(N_("Every fact right")),
             words._(N_("Answered in the guest's language")), words._(N_("Would satisfy a guest"))),
            tuple((words._(names.get(lang, lang)), num(f.questions), share(f.facts), share(f.language), share(f.satisfies))
                  for lang, f in a.languages.items()),
            (words._(N_("Guest questions and chats written from the leaflets by someone who never saw the assistant, "
                        "each with the facts a right answer must state, checked in the answer's own language "
                        "(croupier eval); Persian includes questions typed in Latin letters.")),),
        )
    floors = _floors(measurements, words, num)
    return AboutPage(assistant, load, build, soak, cold, answers,
                     publication.publisher[lang] if publication else None,
                     publication.report if publication else None,
                     publication.report_label if publication else None,
                     checked_rows(casinos, words), method_lines(words), floors)


def _floors(measurements: Measurements, words: Words, num: Any) -> Table | None:
    """Side by side, each as croupier's figure, the other's and their ratio: the exact analysis beside Eric
    Farmer's C++ analyser, HTTP answers beside a trivial FastAPI endpoint, the build beside a bare mkdocs-material
    site of the same pages."""
    dated = [m for m in (measurements.farmer, measurements.http_floor, *measurements.build_floors) if m is not None]
    if not dated:
        return None

    def seconds(value: float) -> str:
        return words._(N_("{value} s"), value=num(value, 2))

    rows = []
    if measurements.farmer:
        for name, figures in measurements.farmer.rule_sets.items():
            if figures.farmer_median_s is None or figures.ratio_median is None:
                continue
            rules = localize_digits(name.split(" (")[0], words.lang)  # "6D S17 …" without the benchmark's remarks
            rows.append((words._(N_("Exact house edge and strategy, whole process: {rules}"), rules=rules),
                         num(figures.ratio_median, 2), seconds(figures.croupier_median_s),
                         seconds(figures.farmer_median_s)))
    if measurements.http_floor:
        h = measurements.http_floor
        rows.append((words._(N_("Answers a second over HTTP at {clients} clients, {workers} worker(s)"),
                             clients=num(h.clients), workers=num(h.workers)),
                     num(h.share, 2), num(h.croupier.answers_per_second), num(h.trivial.answers_per_second)))
    for b in measurements.build_floors:
        rows.append((words._(N_("Site build of {casinos} casinos in three languages, caches warm"), casinos=num(b.casinos)),
                     num(b.ratio, 2), seconds(b.croupier_s), seconds(b.bare_s)))
    latest = max(dated, key=lambda m: m.measured)
    return Table(
        _when(words, latest), latest.machine,
        # The ratio beside what is measured: on a phone the columns after it scroll
        (words._(N_("What")), words._(N_("Ratio")), words._(N_("croupier")), words._(N_("The other"))),
        tuple(rows),
        (words._(N_("The other: Eric Farmer's C++ combinatorial analyser on the same rules (the same edges to a "
                    "ten-thousandth of a point), a FastAPI endpoint that answers a fixed text on the same server and "
                    "client, and a bare mkdocs-material site of the same pages. Medians of alternating runs of the "
                    "benchmarks' scripts.")),),
    )
