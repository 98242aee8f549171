"""Analyses computed once per distinct rule set and kept on disk.

An analysis is keyed by the rule values and the engine's own source, so a change to either
computes it anew; nothing else invalidates it. The site build, the CLI and the API all read
through ``analysis_of``; ``analyses_of`` computes the missing ones of many rule sets on every
core. The files live in ``$CROUPIER_CACHE_DIR`` (default ``$XDG_CACHE_HOME/croupier`` or
``~/.cache/croupier``); deleting them only costs time.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import hashlib
import json
import os
import tempfile
from collections.abc import Callable, Iterable
from fractions import Fraction
from pathlib import Path
from typing import Any

from ..engine import HouseRules, SideBet
from ..engine.analysis import Analysis, analyze

ENGINE_DIR = Path(__file__).resolve().parent.parent / "engine"
FORMAT = 2
"""The stored form's version: bump when ``Analysis.to_json`` changes shape."""


def cache_dir() -> Path:
    """Where analyses are kept: ``$CROUPIER_CACHE_DIR``, else the user's cache folder."""
    explicit = os.environ.get("CROUPIER_CACHE_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "croupier"


@functools.cache
def engine_version() -> str:
    """A digest of the engine's source: any change to how rounds are played or analysed shows here."""
    digest = hashlib.sha256(str(FORMAT).encode())
    for path in sorted(ENGINE_DIR.rglob("*.py")):
        digest.update(path.relative_to(ENGINE_DIR).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def _canonical(value: Any) -> Any:
    """A value as plain JSON that is the same in every process (sets sorted, str hashes unused)."""
    if dataclasses.is_dataclass(value):
        return {f.name: _canonical(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, Fraction):
        return f"{value.numerator}/{value.denominator}"
    if isinstance(value, (frozenset, set)):
        return sorted((_canonical(v) for v in value), key=repr)
    if isinstance(value, (tuple, list)):
        return [_canonical(v) for v in value]
    if isinstance(value, (bool, int, float, str)) or value is None:
        return value
    return str(value)


def key(rules: HouseRules, side_bets: tuple[SideBet, ...] = ()) -> str:
    """The name an analysis of ``rules`` and ``side_bets`` is kept under."""
    text = json.dumps([_canonical(rules), _canonical(side_bets)], sort_keys=True)
    return engine_version() + "-" + hashlib.sha256(text.encode()).hexdigest()[:24]


def _path(name: str) -> Path:
    return cache_dir() / "analysis" / f"{name}.json"


def _read(name: str) -> Analysis | None:
    try:
        data = json.loads(_path(name).read_text(encoding="utf-8"))
        return Analysis.from_json(data)
    except (OSError, ValueError, KeyError, TypeError):
        return None  # missing or unreadable: computed again


def _write(name: str, analysis: Analysis) -> None:
    write_json_atomically(_path(name), analysis.to_json())


def write_json_atomically(path: Path, data: Any) -> None:
    """Keep ``data`` at ``path`` whole or not at all; a cache that cannot be written only costs time."""
    write_bytes_atomically(path, json.dumps(data, ensure_ascii=False).encode("utf-8"))


def write_bytes_atomically(path: Path, data: bytes) -> None:
    """Keep ``data`` at ``path`` whole or not at all; a cache that cannot be written only costs time."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("wb", dir=path.parent, suffix=".tmp", delete=False) as out:
            out.write(data)
        os.replace(out.name, path)
    except OSError:
        pass


@functools.lru_cache(maxsize=1024)
def analysis_of(rules: HouseRules, side_bets: tuple[SideBet, ...] = ()) -> Analysis:
    """The analysis of a rule set: from this process, from disk, or computed and kept."""
    name = key(rules, side_bets)
    found = _read(name)
    if found is None:
        found = analyze(rules, side_bets)
        _write(name, found)
    return found


def _compute(job: tuple[HouseRules, tuple[SideBet, ...]]) -> None:
    analysis_of(*job)


Progress = Callable[[int, int], None]
"""Told ``(more to do, done)`` as analyses are found missing and computed: a progress bar's hooks."""


def analyses_of(jobs: Iterable[tuple[HouseRules, tuple[SideBet, ...]]], workers: int | None = None,
                progress: Progress | None = None) -> list[Analysis]:
    """The analyses of many rule sets; those not yet on disk are computed on every core first."""
    jobs = list(jobs)
    missing = list(dict.fromkeys(j for j in jobs if not _path(key(*j)).is_file()))
    tell = progress or (lambda more, done: None)
    tell(len(missing), 0)
    workers = min(workers or os.cpu_count() or 1, len(missing))
    if workers > 1:
        import multiprocessing  # only where analyses are computed: answering from kept ones starts faster
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
            for _ in pool.map(_compute, missing):
                tell(0, 1)
    else:
        for job in missing:
            analysis_of(*job)
            tell(0, 1)
    return [analysis_of(*j) for j in jobs]


__all__ = ["Progress", "analyses_of", "analysis_of", "cache_dir", "engine_version", "key", "write_bytes_atomically",
           "write_json_atomically"]
