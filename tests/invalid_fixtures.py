"""The invalid casino files of ``tests/data/invalid``: a real casino file and a small patch each.

A fixture ``bad.<reason>.yaml`` is a YAML mapping::

    # What the mistake is, in a line or two.
    base: brandenburg               # rules_data/<base>.yaml as it is today, or `none`: the file is `text` alone
    replace:                        # applied in order; each `old` must occur exactly once
      - old: |
          decks:
            value: 6
        new: |
          decks:
            value: 0
    expect:
      at: "value: 0\\n"              # the start of the expected line in the patched file (see below)
      field: tables[0].rules.decks.value
      message: greater than or equal to 1
    known_bug: …                    # optional: what the loader gets wrong today (a strict xfail;
                                    # `crash: <exception> …` and `hang …` as tests/test_rules_validation.py says)

``old`` and ``new`` are whole lines (a missing final newline is added); an empty ``new`` deletes
``old``. An ``old`` that starts without spaces is found at whatever indentation it has in the base,
and ``new`` is indented the same, so a snippet reads as it looks in a casino file; an ``old`` that
starts with spaces is found at exactly that indentation, and ``new`` is taken as written (a block
``new`` whose first line is indented further than the rest needs YAML's indicator, ``new: |2``).
``new_bytes`` instead of ``new`` is written byte for byte, one byte a character (``"f\\xfcr"``), for
text that is not UTF-8. ``base: none`` with ``text`` instead makes a file that is no casino file at
all (empty, a list), ``text`` being the whole file.

``at`` is the start of the expected line, after its indentation: it must start exactly one line of
the patched file (end it with ``\\n`` to mean the whole line; a comment in ``new``, ``value: 2  # two
cards``, marks a line that would otherwise repeat). ``expect.lines`` names further such texts, whose
line numbers fill ``{name}`` in ``message``. ``field`` is empty for a problem with the file as a whole
(a YAML error), and ``message`` is a substring of what the loader says.

The patched file is what the loader reads, so an expected line follows the base as it grows. A base
change that breaks a patch (an ``old`` gone or doubled, an ``at`` gone or doubled) fails the fixture
with a ``FixtureError`` naming it: not an ``AssertionError``, so not even a known bug's xfail hides it.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

PROJECT_DIR = Path(__file__).resolve().parent.parent
RULES_DIR = PROJECT_DIR / "rules_data"
INVALID_DIR = Path(__file__).resolve().parent / "data" / "invalid"


class FixtureError(Exception):
    """A fixture that cannot be applied to today's base: not an AssertionError, so no xfail hides it."""


@dataclass(frozen=True)
class Replacement:
    old: bytes
    new: bytes


@dataclass(frozen=True)
class InvalidFixture:
    """One ``bad.<reason>.yaml``: how to make the broken casino file and what the loader must say."""

    path: Path
    base: str | None
    """A casino file of ``rules_data`` by id, or None when ``text`` is the whole file."""
    text: bytes
    replace: tuple[Replacement, ...]
    at: str
    field: str
    message: str
    lines: dict[str, str] = field(default_factory=dict)
    known_bug: str | None = None

    @property
    def reason(self) -> str:
        return self.path.name.removeprefix("bad.").removesuffix(".yaml")

    @property
    def crashes_or_hangs(self) -> bool:
        return self.known_bug is not None and self.known_bug.startswith(("crash", "hang"))

    def patched(self) -> bytes:
        """The broken casino file: the base as it is today with every replacement applied."""
        if self.base is None:
            data = self.text
        else:
            try:
                data = (RULES_DIR / f"{self.base}.yaml").read_bytes()
            except OSError:
                raise FixtureError(f"{self.path.name}: no casino file rules_data/{self.base}.yaml") from None
        for index, replacement in enumerate(self.replace):
            data = _replace_lines(data, replacement, f"{self.path.name}: replace[{index}]")
        return data

    def line_of(self, patched: bytes, text: str) -> int:
        """The one line of the patched file that starts with ``text`` after its indentation."""
        needle = text.encode("utf-8")
        found, start = [], 0
        for number, line in enumerate(patched.splitlines(keepends=True), 1):
            content = start + len(line) - len(line.lstrip(b" \t"))
            if needle and patched.startswith(needle, content):
                found.append(number)
            start += len(line)
        if len(found) != 1:
            starts = f"lines {', '.join(map(str, found))}" if found else "none"
            raise FixtureError(f"{self.path.name}: {text!r} must start exactly one line of the patched file, it starts {starts}")
        return found[0]

    def expected(self, patched: bytes) -> tuple[int, str, str]:
        """The problem the loader must report: line, field and a substring of the message."""
        message = self.message
        for name, text in self.lines.items():
            message = message.replace(f"{{{name}}}", str(self.line_of(patched, text)))
        return self.line_of(patched, self.at), self.field, message

    def write(self, directory: Path) -> Path:
        """The broken file written as ``directory/bad.<reason>.yaml`` (the name the id check compares)."""
        path = directory / self.path.name
        path.write_bytes(self.patched())
        return path


def load_fixtures() -> list[InvalidFixture]:
    return [read_fixture(path) for path in sorted(INVALID_DIR.glob("bad.*.yaml"))]


def read_fixture(path: Path) -> InvalidFixture:
    name = path.name
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, yaml.YAMLError) as exc:
        raise FixtureError(f"{name}: not a readable fixture: {exc}") from None
    _keys(name, data, required={"base", "expect"}, allowed={"replace", "text", "known_bug"})
    expect = data["expect"]
    _keys(f"{name}: expect", expect, required={"at", "field", "message"}, allowed={"lines"})
    base = None if data["base"] in ("none", None) else str(data["base"])
    if (base is None) != ("text" in data):
        raise FixtureError(f"{name}: give `text` with `base: none`, and only then")
    if not isinstance(data.get("known_bug", ""), str):
        raise FixtureError(f"{name}: `known_bug` must be text")
    replace = []
    for index, item in enumerate(data.get("replace") or []):
        where = f"{name}: replace[{index}]"
        _keys(where, item, required={"old"}, allowed={"new", "new_bytes"})
        if ("new" in item) == ("new_bytes" in item):
            raise FixtureError(f"{where}: give `new` or `new_bytes`")
        if "new" in item:
            new = _lines(item["new"]).encode("utf-8")
        else:
            try:
                new = _lines(item["new_bytes"]).encode("latin-1")
            except UnicodeEncodeError:
                raise FixtureError(f"{where}: `new_bytes` may hold characters up to \\xff only") from None
        replace.append(Replacement(_lines(item["old"]).encode("utf-8"), new))
    return InvalidFixture(
        path, base, str(data.get("text") or "").encode("utf-8"), tuple(replace), str(expect["at"]),
        str(expect["field"] or ""), str(expect["message"]), dict(expect.get("lines") or {}), data.get("known_bug"),
    )


def copy_sources(directory: Path) -> None:
    """The leaflets beside the broken files: the loader checks every quote against its leaflet."""
    shutil.copytree(RULES_DIR / "sources", directory / "sources")


def _keys(where: str, data: Any, required: set[str], allowed: set[str]) -> None:
    if not isinstance(data, dict):
        raise FixtureError(f"{where}: must be a mapping")
    if missing := required - data.keys():
        raise FixtureError(f"{where}: missing {sorted(missing)}")
    if unknown := data.keys() - required - allowed:
        raise FixtureError(f"{where}: unknown {sorted(unknown)}")


def _lines(text: Any) -> str:
    text = "" if text is None else str(text)
    return text if text == "" or text.endswith("\n") else text + "\n"


def _replace_lines(data: bytes, replacement: Replacement, where: str) -> bytes:
    """``data`` with the one run of lines that is ``old`` replaced by ``new``, indented alike."""
    lines = data.splitlines(keepends=True)
    old = replacement.old.splitlines(keepends=True)
    if not old:
        raise FixtureError(f"{where}: `old` is empty")
    pinned = old[0].startswith(b" ")
    found = []
    for start in range(len(lines) - len(old) + 1):
        indent = 0 if pinned else len(lines[start]) - len(lines[start].lstrip(b" "))
        if all(lines[start + k] == _indented(line, indent) for k, line in enumerate(old)):
            found.append((start, indent))
    if len(found) != 1:
        shown = replacement.old.decode("utf-8").rstrip("\n")
        raise FixtureError(f"{where}: `old` must occur exactly once in the base, found {len(found)} times: {shown!r}")
    [(start, indent)] = found
    new = [_indented(line, indent) for line in replacement.new.splitlines(keepends=True)]
    return b"".join([*lines[:start], *new, *lines[start + len(old):]])


def _indented(line: bytes, indent: int) -> bytes:
    return line if line.strip() == b"" else b" " * indent + line
