"""Safe YAML reading that remembers the line of every value and rejects YAML tricks."""

from __future__ import annotations

import bisect
import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import yaml

MAX_BYTES = 1_000_000
"""A rules file is a few kilobytes; anything this big is a mistake or an attack."""
MAX_NODES = 100_000
"""Bounds alias expansion ("billion laughs")."""

Path_ = tuple[str | int, ...]


@dataclass(frozen=True)
class Problem:
    """One error in a rules file: what and where."""

    file: str
    line: int
    field: str
    message: str

    def __str__(self) -> str:
        where = f"{self.field}: " if self.field else ""
        return _one_line(f"{self.file}:{self.line}: {where}{self.message}")


_UNPRINTABLE = {c: f"\\u{c:04x}" for c in [*range(0x20), *range(0x7F, 0xA0), 0x2028, 0x2029,
                                           *range(0x202A, 0x202F), *range(0x2066, 0x206A)]}
"""Control characters, line and paragraph separators, and bidi overrides, which a key or value from a
bad file could carry into a problem: escaped, so that each problem stays one readable line."""


def _one_line(text: str) -> str:
    return text.translate(_UNPRINTABLE)


class RulesFileError(ValueError):
    """A rules file with one or more problems; ``problems`` lists them all."""

    def __init__(self, problems: list[Problem]):
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


@dataclass
class Located:
    """Parsed YAML data and the 1-based line of each value, by path."""

    data: Any
    lines: dict[Path_, int] = field(default_factory=dict)

    def line_of(self, path: Path_) -> int:
        """Line of the deepest part of ``path`` that exists in the file."""
        for end in range(len(path), -1, -1):
            if path[:end] in self.lines:
                return self.lines[path[:end]]
        return 1


def yaml_loader() -> type:
    """libyaml's parser where PyYAML was built with it (eight times faster); the same marks and values.
    PyYAML is imported here, not with the module: a process that reads kept casinos needs none of it."""
    import yaml

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def cached_yaml(path: Path) -> Any:
    """A YAML data file of the package (phrasings, lexicon, glossary) as plain data; read back as JSON
    from the cache after the first run, so that most processes never import PyYAML. Read as strictly as a
    rules file: a key given twice (the second silently replacing the first) is an error with its line."""
    from .analyses import cache_dir, write_json_atomically

    text = Path(path).read_text(encoding="utf-8")
    kept = cache_dir() / "yaml" / f"{hashlib.sha256(text.encode()).hexdigest()[:24]}.json"
    try:
        return json.loads(kept.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        data = read_yaml(Path(path), display_path(Path(path))).data
        write_json_atomically(kept, data)
        return data


def display_path(path: Path) -> str:
    """``path`` as a problem names it: relative to the working directory where it lies under it."""
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def read_yaml(path: Path, display: str | None = None) -> Located:
    """Read one YAML document; raise ``RulesFileError`` with file:line on any problem."""
    name = display or str(path)

    def fail(line: int, message: str) -> RulesFileError:
        return RulesFileError([Problem(name, line, "", message)])

    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise fail(1, f"cannot read: {exc.strerror or exc}") from None
    if len(raw) > MAX_BYTES:
        raise fail(1, f"file is {len(raw):,} bytes; a rules file may have at most {MAX_BYTES:,}")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise fail(line, f"not UTF-8: byte 0x{raw[exc.start]:02x} cannot be decoded") from None
    import yaml

    try:
        loader = yaml_loader()(text)
    except yaml.reader.ReaderError as exc:  # a character YAML does not allow (NUL, other controls)
        raise fail(text[: exc.position].count("\n") + 1, _bad_character(exc)) from None
    line_at = _line_counter(text)
    try:
        node = loader.get_single_node()
        if node is None:
            raise fail(1, "the file is empty")
        located = Located(None)
        try:
            located.data = _build(loader, node, (), located, [0], line_at)
        except RecursionError:
            deepest = max(located.lines.values(), default=1)
            raise fail(deepest, "YAML: nested too deeply") from None
        return located
    except yaml.reader.ReaderError as exc:  # libyaml finds such characters as it parses
        raise fail(text[: exc.position].count("\n") + 1, _bad_character(exc)) from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = line_at(mark.index) if mark else 1
        message = " ".join(p for p in (exc.context, exc.problem) if p)
        raise fail(line, f"YAML: {message}") from None
    except yaml.YAMLError as exc:
        raise fail(1, f"YAML: {exc}") from None
    except RecursionError:
        raise fail(line_at(getattr(loader, "index", 0)), "YAML: nested too deeply") from None
    finally:
        loader.dispose()


def _bad_character(exc: yaml.reader.ReaderError) -> str:
    return f"YAML: character U+{exc.character:04X} is not allowed in a YAML file"


def _line_counter(text: str) -> Callable[[int], int]:
    """The 1-based line of a character index, counting "\n" only, as editors and ``grep -n`` do
    (YAML also breaks lines at a lone CR, NEL and U+2028/9, which would put lines past the end)."""
    breaks = [i for i, c in enumerate(text) if c == "\n"]
    return lambda index: bisect.bisect_left(breaks, index) + 1


def _build(loader: Any, node: yaml.Node, path: Path_, out: Located, count: list[int],
           line_at: Callable[[int], int]) -> Any:
    import yaml

    count[0] += 1
    if count[0] > MAX_NODES:
        raise _error(node, f"more than {MAX_NODES:,} values (an alias bomb?)")
    out.lines.setdefault(path, line_at(node.start_mark.index))
    if isinstance(node, yaml.MappingNode):
        if node.tag != "tag:yaml.org,2002:map":
            raise _tag_error(node)
        loader.flatten_mapping(node)
        result: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                raise _error(key_node, "a key must be a plain word, not a list or mapping")
            key = loader.construct_object(key_node)
            if not isinstance(key, (str, int)) or isinstance(key, bool):
                raise _error(key_node, f"key {key_node.value!r} must be text (quote it)")
            if key in result:
                first = out.lines.get((*path, key), "?")
                raise _error(key_node, f"duplicate key {key!r} (first on line {first})")
            out.lines[(*path, key)] = line_at(key_node.start_mark.index)
            result[key] = _build(loader, value_node, (*path, key), out, count, line_at)
        return result
    if isinstance(node, yaml.SequenceNode):
        if node.tag != "tag:yaml.org,2002:seq":
            raise _tag_error(node)
        return [_build(loader, item, (*path, i), out, count, line_at) for i, item in enumerate(node.value)]
    try:
        return loader.construct_object(node)
    except ValueError as exc:  # a date off the calendar (2026-11-31): PyYAML's datetime() raises
        raise _error(node, f"{node.value!r} is not a valid {node.tag.rsplit(':', 1)[-1]}: {exc}") from None


def _tag_error(node: yaml.Node) -> yaml.MarkedYAMLError:
    return _error(node, f"tag {node.tag!r} is not allowed")


def _error(node: yaml.Node, problem: str) -> yaml.MarkedYAMLError:
    import yaml

    return yaml.MarkedYAMLError(problem=problem, problem_mark=node.start_mark)
