"""Fuzzing the casino files: every mutation of a valid file loads, or fails with file:line problems.

Mutations: wrong types and odd values at any place in the data, keys dropped or duplicated,
lines deleted, duplicated or cut, YAML tricks (alias bombs, tags, huge numbers, NaN, infinities,
anchors to nowhere) and bytes that are not UTF-8. ``croupier validate`` must answer each with its
exit code and a list of ``file:line: …`` lines, never a traceback.
"""

from __future__ import annotations

import contextlib
import io
import re
import shutil
import tempfile
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from assistant.cli import main
from assistant.rules import RulesFileError, casino_files, load_casino

from .site_build import MKDOCS_YML, RULES_DIR

SEEDS = {path.stem: path.read_text(encoding="utf-8") for path in casino_files([RULES_DIR])}
PROBLEM_LINE = re.compile(r"^(?P<file>[^:\n]+\.yaml):(?P<line>\d+): ")

TRICKY_SCALARS = [
    "NaN", ".nan", ".inf", "-.inf", "1e999", "99999999999999999999999999999", "-0", "0x1F", "0o17",
    "~", "null", "yes", "no", "on", "2026-11-23", "12:30:00", "''", '""', "[]", "{}", "[[[[[]]]]]",
    "!!python/object/apply:os.system ['true']", "!!binary aGVsbG8=", "!custom tag", "*nowhere",
    "&a [1, 2]", "|\n  multi\n  line", "'unterminated", "\"\\x00\"", "\"\\u202e evil\"", "? complex key",
    "x" * 5000, "\u0000",
]
ALIAS_BOMB = "\n".join(["bomb0: &b0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
                       + [f"bomb{i}: &b{i} [" + ", ".join([f"*b{i - 1}"] * 9) + "]" for i in range(1, 9)])
JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=12,
)


def _paths(data, prefix=()):
    """Every place in the data: (path, value)."""
    yield prefix, data
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from _paths(value, (*prefix, index))


@st.composite
def mutated_files(draw) -> tuple[str, bytes]:
    casino = draw(st.sampled_from(sorted(SEEDS)))
    text = SEEDS[casino]
    lines = text.splitlines(keepends=True)
    kind = draw(st.sampled_from(["value", "drop_key", "line_delete", "line_duplicate", "line_scalar",
                                 "truncate", "insert_bytes", "alias_bomb", "not_utf8"]))
    if kind in ("value", "drop_key"):
        data = yaml.safe_load(text)
        places = [p for p, _ in _paths(data) if p]
        path = draw(st.sampled_from(places))
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        if kind == "value":
            parent[path[-1]] = draw(JSONISH)
        elif isinstance(parent, dict):
            del parent[path[-1]]
        else:
            parent.pop(path[-1])
        return casino, yaml.safe_dump(data, allow_unicode=True, sort_keys=False).encode("utf-8")
    index = draw(st.integers(0, len(lines) - 1))
    if kind == "line_delete":
        del lines[index]
    elif kind == "line_duplicate":  # duplicate keys, or a list item twice
        lines.insert(index, lines[index])
    elif kind == "line_scalar":
        line = lines[index]
        key, colon, _ = line.partition(":")
        scalar = draw(st.sampled_from(TRICKY_SCALARS))
        lines[index] = f"{key}: {scalar}\n" if colon else f"{line.rstrip()} {scalar}\n"
    elif kind == "alias_bomb":
        lines.insert(index if lines[index][:1] not in (" ", "-") else 0, ALIAS_BOMB + "\n")
    raw = "".join(lines).encode("utf-8")
    if kind == "truncate":
        raw = raw[: draw(st.integers(0, len(raw)))]
    elif kind == "insert_bytes":
        at = draw(st.integers(0, len(raw)))
        raw = raw[:at] + draw(st.binary(min_size=1, max_size=8)) + raw[at:]
    elif kind == "not_utf8":
        at = draw(st.integers(0, len(raw)))
        raw = raw[:at] + b"\xff\xfe" + raw[at:]
    return casino, raw


@pytest.fixture(scope="module")
def workdir():
    with tempfile.TemporaryDirectory(prefix="croupier-fuzz-") as folder:
        shutil.copytree(RULES_DIR / "sources", Path(folder) / "sources")
        yield Path(folder)


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(mutated=mutated_files())
def test_a_mutated_casino_file_loads_or_gets_file_line_problems(workdir, mutated):
    casino, raw = mutated
    path = workdir / f"{casino}.yaml"
    path.write_bytes(raw)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["validate", str(path)])  # an exception here fails the test: no traceback may escape
    assert code in (0, 1)
    if code == 0:
        assert load_casino(path).id == casino
        return
    report = err.getvalue().splitlines()
    assert report[-1].endswith("problem(s)") and len(report) >= 2
    line_count = raw.count(b"\n") + 1
    for line in report[:-1]:
        found = PROBLEM_LINE.match(line)
        assert found and found["file"].endswith(f"{casino}.yaml"), line
        assert 1 <= int(found["line"]) <= line_count, f"{line} (the file has {line_count} lines)"
        assert line[found.end():].strip(), "each problem says what is wrong"


def test_problems_with_control_characters_stay_one_line_each(workdir):
    path = workdir / "senator.yaml"
    path.write_text(SEEDS["senator"].replace("name:\n", 'name:\n  "bad\\r\\u202ekey": 1\n', 1), encoding="utf-8")
    with pytest.raises(RulesFileError) as caught:
        load_casino(path)
    text = str(caught.value)
    assert "\r" not in text and "\u202e" not in text and "bad\\u000d\\u202ekey" in text


@pytest.fixture(scope="module")
def rules_copy():
    with tempfile.TemporaryDirectory(prefix="croupier-fuzz-build-") as folder:
        shutil.copytree(RULES_DIR, Path(folder) / "rules")
        yield Path(folder)


@settings(max_examples=15, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(mutated=mutated_files())
def test_a_build_from_a_broken_casino_file_keeps_the_last_good_site(rules_copy, mutated):
    casino, raw = mutated
    path = rules_copy / "rules" / f"{casino}.yaml"
    try:
        path.write_bytes(raw)
        try:
            load_casino(path)
        except RulesFileError:
            pass
        else:
            assume(False)  # a mutation that still loads would build a whole site: not what this tests
        site = rules_copy / "site"
        shutil.rmtree(site, ignore_errors=True)
        site.mkdir()
        (site / "index.html").write_text("the last good site", encoding="utf-8")
        err = io.StringIO()
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
            code = main(["build", "--site-dir", str(site), "--rules-dir", str(rules_copy / "rules"),
                         "--config-file", str(MKDOCS_YML)])
        assert code == 1
        report = err.getvalue().splitlines()
        assert "left as it was" in report[0] and PROBLEM_LINE.match(report[1].strip()), err.getvalue()
        assert [p.name for p in site.iterdir()] == ["index.html"]
        assert (site / "index.html").read_text(encoding="utf-8") == "the last good site"
        assert {p.name for p in rules_copy.iterdir()} == {"rules", "site"}, "no half-written build is left"
    finally:
        path.write_text(SEEDS[casino], encoding="utf-8")
