"""The dataset as the rest of the package reads it: casinos, their tables and sourced rules.

Validating a file (``loader``) needs pydantic; reading the validated casinos back from the cache
does not, so a process that only answers from them starts without it.
"""

from __future__ import annotations

import functools
import hashlib
import pickle
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine import Table
from .analyses import cache_dir, engine_version, write_bytes_atomically
from .fields import NOT_STATED
from .records import Record

KEPT = 8
"""Cached datasets kept: one per rules folder and code version in use (tests use several)."""


@dataclass(frozen=True)
class RuleEntry:
    """One rule of a table as the sheets and the assistant show it."""

    field: str
    """e.g. ``"decks"``, ``"min_bet"``."""
    value: Any
    """The value the engine plays by (its default when not stated)."""
    stated: bool
    clause: str | None = None
    quote: str | None = None
    note: Record | None = None
    """A ``Localized`` note, per language."""
    reading: Any = None
    """Where the value is one reading of words that say less: ``open`` (what the leaflet leaves
    open, per language) and the other readings' ``alternatives``."""


@dataclass(frozen=True)
class CasinoTable:
    """One table of a casino: the engine's table and the sourced rules behind it."""

    id: str
    name: Record
    """Per language (``Localized``)."""
    table: Table
    rules: dict[str, RuleEntry]
    limits: dict[str, RuleEntry]
    box_rules: dict[str, RuleEntry]
    side_bets: tuple[Record, ...]
    """Each a ``SideBetSpec``."""
    further_rules: tuple[Record, ...] = ()
    """The casino's further rules, then the table's own (each a ``FurtherRule``)."""
    aliases: tuple[str, ...] = ()
    """Other names guests give the table, for the assistant."""


@dataclass(frozen=True)
class Casino:
    """One casino file, validated."""

    spec: Record
    """The file as its ``CasinoSpec`` model read it."""
    path: Path
    source_text: str
    """The leaflet the rules cite."""
    tables: dict[str, CasinoTable]

    @property
    def id(self) -> str:
        return self.spec.id

    def entry(self, group: str, name: str) -> RuleEntry:
        """A casino-level entry: group ``"entry"`` or ``"etiquette"``."""
        return entry_of(name, getattr(getattr(self.spec, group), name), None)


def entry_of(field: str, spec: Any, default: Any) -> RuleEntry:
    """The entry of a sourced field as its file writes it (``not_stated`` takes ``default``)."""
    if spec == NOT_STATED:
        return RuleEntry(field, default, False)
    return RuleEntry(field, spec.value, True, spec.clause, spec.quote, spec.note, spec.reading)


@functools.cache
def loaded_casinos(directory: Path) -> tuple[Casino, ...]:
    """``load_casinos`` once per process, and kept between runs: the assistant's answers and its name
    index share them, and a new process reads them back without parsing or validating again (the
    cache is keyed by every file of ``directory`` and the code that reads them)."""
    directory = Path(directory)
    folder = cache_dir() / "casinos"
    path = folder / f"{_data_digest(directory)}.pickle"
    try:
        return pickle.loads(path.read_bytes())
    except (OSError, EOFError, pickle.UnpicklingError, AttributeError, ImportError, TypeError, ValueError):
        pass  # not kept yet, or from other code: read afresh
    from .loader import load_casinos  # validating needs pydantic; reading back does not

    casinos = tuple(load_casinos(directory))
    write_bytes_atomically(path, pickle.dumps(casinos, protocol=pickle.HIGHEST_PROTOCOL))
    _prune(folder)
    return casinos


def _prune(folder: Path) -> None:
    """Keep the ``KEPT`` datasets used last; older ones are from rules or code since changed."""
    def used(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except OSError:
            return 0.0

    for old in sorted(folder.glob("*.pickle"), key=used, reverse=True)[KEPT:]:
        old.unlink(missing_ok=True)


def _data_digest(directory: Path) -> str:
    digest = hashlib.sha256(engine_version().encode())
    code = Path(__file__).resolve().parent
    for path in [*sorted(code.glob("*.py")), *sorted(directory.rglob("*"))]:
        if path.is_file() and "__pycache__" not in path.parts:
            digest.update(str(path).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:32]
