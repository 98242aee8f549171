"""Validation of casino files and rule set files: every problem reported as file:line: field: message.

``tests/data/invalid/bad.<reason>.yaml`` holds one broken casino file per reason, written as a base
casino file of ``rules_data`` and a small patch (the format is ``tests/invalid_fixtures.py``'s
docstring): the expected line is derived from the patched text, so the fixtures follow the casino
files as they grow, and a change to the base that breaks a patch fails that fixture with a
``FixtureError``. Each test writes the patched file as ``bad.<reason>.yaml`` beside a copy of the
leaflets and requires the fixture's own problem to be among those the loader reports at that line
(the base keeps ``id: brandenburg``, so the id/file-name check fires too for files that get past
the schema).

A fixture with ``known_bug`` is one the loader does not yet handle as it should; its test is a
strict xfail, so it fails loudly once the loader is fixed and the marker can go. ``known_bug:
crash: <exception> …`` fixtures are kept out of the whole-directory run (they would abort it),
``known_bug: hang …`` fixtures are not run at all.
"""

from __future__ import annotations

import decimal
import re
import textwrap
from fractions import Fraction
from pathlib import Path

import pytest

from assistant.cli import main
from assistant.engine import HoleCard, HouseRules, Surrender
from assistant.rules import Problem, RulesFileError, load_rule_set, validate

from .invalid_fixtures import INVALID_DIR, FixtureError, InvalidFixture, copy_sources, load_fixtures, read_fixture

ROOT = Path(__file__).resolve().parent.parent

_PROBLEM_LINE = re.compile(r"^[^:]+:\d+: ")

FIXTURES = load_fixtures()


# The exception a ``known_bug: crash: <name> …`` fixture makes validate() raise today.
_CRASHES: dict[str, type[BaseException]] = {
    "RecursionError": RecursionError,
    "decimal.InvalidOperation": decimal.InvalidOperation,
}


def _param(fixture: InvalidFixture):
    marks = []
    bug = fixture.known_bug
    if bug:
        raises: type[BaseException] = AssertionError  # a wrong line or message
        if bug.startswith("crash:"):
            name = bug.removeprefix("crash:").split()[0]
            assert name in _CRASHES, f"{fixture.path.name}: name the exception in _CRASHES"
            raises = _CRASHES[name]
        marks.append(
            pytest.mark.xfail(strict=True, run=not bug.startswith("hang"), raises=raises, reason=bug)
        )
    return pytest.param(fixture, id=fixture.reason, marks=marks)


def test_invalid_fixtures_cover_every_required_reason():
    reasons = {f.reason for f in FIXTURES}
    required = {
        "unknown-key", "missing-field", "wrong-type", "plain-value-without-source", "bad-enum",
        "bad-ratio", "float-ratio", "negative-decks", "zero-decks", "too-many-decks",
        "resplit-aces-with-two-hands", "min-above-max", "max-not-multiple-of-min",
        "surrender-after-split-without-surrender", "immediate-blackjack-against-ace",
        "charlie-too-small", "bonus-blackjack-not-a-blackjack", "insurance-min-above-max",
        "quote-not-in-leaflet", "duplicate-key", "duplicate-table-id", "yaml-syntax-error",
        "tab-indentation", "not-utf8", "empty-file", "top-level-list", "unknown-yaml-tag",
        "nan-money", "huge-number", "alias-bomb", "missing-translation", "bad-currency",
        "bad-side-bet-pattern", "duplicate-pay-line-id", "boxes-per-guest-below-min-boxes",
        "bad-upcard", "wrong-source-file", "checked-not-a-date", "checked-off-the-calendar", "checked-after-today",
    }  # fmt: skip
    assert required <= reasons, sorted(required - reasons)
    strays = [p.name for p in INVALID_DIR.iterdir() if not p.name.startswith("bad.") or p.suffix != ".yaml"]
    assert not strays, f"only bad.<reason>.yaml fixtures belong in {INVALID_DIR}: {strays}"


@pytest.mark.parametrize("fixture", [_param(f) for f in FIXTURES])
def test_invalid_casino_file_reports_its_problem_at_the_expected_line(fixture: InvalidFixture, tmp_path):
    copy_sources(tmp_path)
    path = fixture.write(tmp_path)
    line, field, message = fixture.expected(path.read_bytes())  # before validate: no crash hides a broken patch

    problems = validate([path])  # must return, never raise

    assert isinstance(problems, list) and problems
    assert all(isinstance(p, Problem) for p in problems)
    found = [p for p in problems if p.line == line and p.field == field and message in p.message]
    assert found, f"expected {line}: {field}: …{message}…, got:\n" + "\n".join(str(p) for p in problems)


# ---- the fixture format -----------------------------------------------------------------


def _fixture(tmp_path: Path, replace: str, at: str = "decks:") -> InvalidFixture:
    """A made-up fixture: ``replace`` is its patch, as YAML lines, on today's brandenburg."""
    path = tmp_path / "bad.made-up.yaml"
    path.write_text(
        f"base: brandenburg\nreplace:\n{textwrap.dedent(replace)}expect:\n  at: '{at}'\n  field: x\n  message: x\n",
        encoding="utf-8",
    )
    return read_fixture(path)


def test_a_patch_whose_old_text_is_gone_from_the_base_fails_naming_the_fixture(tmp_path):
    fixture = _fixture(tmp_path, """\
        - old: |
            decks:
              value: 7
          new: |
            decks:
              value: 0
        """)

    with pytest.raises(FixtureError, match=r"^bad\.made-up\.yaml: replace\[0\]: .* found 0 times: 'decks:\\n  value: 7'$"):
        fixture.patched()


def test_a_patch_whose_old_text_occurs_twice_in_the_base_fails_naming_the_fixture(tmp_path):
    fixture = _fixture(tmp_path, """\
        - old: "decks:"
          new: "decks: 6"
        - old: "value: true"
          new: "value: false"
        """)

    with pytest.raises(FixtureError, match=r"^bad\.made-up\.yaml: replace\[1\]: .* found \d+ times: 'value: true'$"):
        fixture.patched()


def test_a_patch_finds_old_at_any_indentation_unless_it_starts_with_spaces(tmp_path):
    fixture = _fixture(tmp_path, """\
        - old: |
            decks:
              value: 6
          new: |
            decks:
              value: 0
        - old: "  en: Cottbus · Potsdam casinos"
          new: "en: as written"
        """)
    (tmp_path / "pinned").mkdir()
    pinned_elsewhere = _fixture(tmp_path / "pinned", """\
        - old: "    value: 6"
          new: ""
        """)

    patched = fixture.patched().decode("utf-8")

    assert "\n      decks:\n        value: 0\n" in patched
    assert "\nen: as written\n" in patched
    with pytest.raises(FixtureError, match="found 0 times"):
        pinned_elsewhere.patched()


@pytest.mark.parametrize(("at", "starts"), [("nowhere:", "none"), ("clause:", r"lines \d+, \d+, ")])
def test_an_expected_line_not_found_exactly_once_fails_naming_the_fixture(tmp_path, at, starts):
    fixture = _fixture(tmp_path, "", at=at)

    with pytest.raises(FixtureError, match=rf"^bad\.made-up\.yaml: '{at}' must start exactly one line .* it starts {starts}"):
        fixture.expected(fixture.patched())


# ---- the command ------------------------------------------------------------------------


def test_validate_command_accepts_the_real_rules_data(monkeypatch, capsys):
    monkeypatch.chdir(ROOT)

    code = main(["validate", "rules_data/"])

    out, err = capsys.readouterr()
    assert code == 0, err
    assert err == ""
    assert "brandenburg" in out


@pytest.fixture
def invalid_copy(tmp_path, monkeypatch) -> Path:
    """The invalid fixtures that do not crash or hang the loader, written to ``tmp_path/invalid``."""
    directory = tmp_path / "invalid"
    directory.mkdir()
    copy_sources(directory)
    for fixture in FIXTURES:
        if not fixture.crashes_or_hangs:
            fixture.write(directory)
    monkeypatch.chdir(tmp_path)
    return directory


def _run_validate(capsys, *paths: str) -> tuple[int, list[str]]:
    code = main(["validate", *paths])
    out, err = capsys.readouterr()
    assert out == ""
    return code, err.splitlines()


def test_validate_command_lists_every_problem_of_every_file_in_a_directory(invalid_copy, capsys):
    files = sorted(invalid_copy.glob("bad.*.yaml"))
    expected = validate([Path("invalid")])
    assert len(files) > 30

    code, lines = _run_validate(capsys, "invalid")

    assert code == 1
    *problem_lines, summary = lines
    assert summary == f"{len(expected)} problem(s)"
    assert problem_lines == [str(p) for p in expected]
    for path in files:
        assert any(line.startswith(f"invalid/{path.name}:") for line in problem_lines), path.name


def test_validate_command_prints_each_problem_as_file_line(invalid_copy, capsys):
    code, lines = _run_validate(capsys, "invalid")

    assert code == 1
    problem_lines = lines[:-1]
    assert problem_lines
    for line in problem_lines:
        assert _PROBLEM_LINE.match(line), line


def test_validate_command_checks_only_the_files_named(invalid_copy, capsys):
    code, lines = _run_validate(capsys, "invalid/bad.zero-decks.yaml", "invalid/bad.bad-enum.yaml")

    assert code == 1
    assert {line.split(":", 1)[0] for line in lines[:-1]} == {
        "invalid/bad.zero-decks.yaml",
        "invalid/bad.bad-enum.yaml",
    }


def test_validate_command_reports_a_directory_without_casino_files(tmp_path, monkeypatch, capsys):
    (tmp_path / "empty").mkdir()
    monkeypatch.chdir(tmp_path)

    code, lines = _run_validate(capsys, "empty")

    assert code == 1
    assert _PROBLEM_LINE.match(lines[0]) and "no casino files" in lines[0]


# ---- rule set files ---------------------------------------------------------------------


def _rule_set(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "house.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_rule_set_gives_its_values_and_engine_defaults_for_the_rest(tmp_path):
    path = _rule_set(
        tmp_path,
        'decks: 8\nblackjack_pays: "6:5"\nhole_card: no_peek\nsurrender: late\ndouble_on: [10, 11]\n',
    )

    rules = load_rule_set(path)

    assert rules.decks == 8
    assert rules.blackjack_pays == Fraction(6, 5)
    assert rules.hole_card is HoleCard.NO_PEEK
    assert rules.surrender is Surrender.LATE
    assert rules.double_on == frozenset({10, 11})
    defaults = HouseRules()
    given = {"decks", "blackjack_pays", "hole_card", "surrender", "double_on"}
    for name in HouseRules.field_names():
        if name not in given:
            assert getattr(rules, name) == getattr(defaults, name), name


def test_rule_set_max_split_hands_null_means_unlimited(tmp_path):
    assert load_rule_set(_rule_set(tmp_path, "max_split_hands: null\n")).max_split_hands is None


def test_rule_set_without_max_split_hands_keeps_the_default_of_four(tmp_path):
    assert load_rule_set(_rule_set(tmp_path, "decks: 2\n")).max_split_hands == 4


def test_rule_set_unknown_key_is_an_error_with_file_and_line(tmp_path):
    path = _rule_set(tmp_path, "decks: 8\nresplit_ace: true\n")

    with pytest.raises(RulesFileError) as caught:
        load_rule_set(path)

    [problem] = caught.value.problems
    assert (problem.line, problem.field) == (2, "resplit_ace")
    assert "unknown key (did you mean 'resplit_aces'?)" in problem.message
    assert str(problem).startswith(f"{path}:2: resplit_ace: unknown key")


def test_rule_set_contradiction_is_an_error_at_the_contradicting_field(tmp_path):
    path = _rule_set(tmp_path, "max_split_hands: 2\nresplit_aces: true\n")

    with pytest.raises(RulesFileError) as caught:
        load_rule_set(path)

    assert [(p.line, p.field) for p in caught.value.problems] == [(2, "resplit_aces")]
    assert "needs max_split_hands of 3 or more" in caught.value.problems[0].message


def test_rule_set_wrapped_in_sources_is_rejected(tmp_path):
    path = _rule_set(tmp_path, "decks:\n  value: 6\n  clause: A.2\n  quote: six decks\n")

    with pytest.raises(RulesFileError) as caught:
        load_rule_set(path)

    assert caught.value.problems[0].line == 1
    assert caught.value.problems[0].field.startswith("decks")
