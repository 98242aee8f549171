"""``croupier play`` through ``main(argv)``: a scripted guest on standard input."""

from __future__ import annotations

import io
import re

from assistant.cli import main


def run(monkeypatch, capsys, argv: list[str], keys: str) -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(keys))
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_play_stands_through_rounds_and_sums_the_results(monkeypatch, capsys):
    keys = "s\n" * 40  # stand on every hand; "s" also answers "another round?" with yes
    code, out, _ = run(monkeypatch, capsys, ["play", "--casino", "brandenburg", "--seed", "7", "--rounds", "3"], keys)
    assert code == 0
    assert out.count("Round ") == 3
    assert "Box 1:" in out and "Box 2:" in out, "a lone guest plays two boxes in Brandenburg (H.27)"
    nets = [m for m in re.findall(r"This round: (-?)€(\d+)", out)]
    total = sum(int(v) * (-1 if sign else 1) for sign, v in nets)
    assert re.search(r"3 round\(s\), result -?€(\d+)", out)
    assert out.rstrip().endswith(f"result {'-' if total < 0 else ''}€{abs(total)}")


def test_play_explains_a_key_it_does_not_know_and_quits_on_q(monkeypatch, capsys):
    code, out, _ = run(monkeypatch, capsys, ["play", "--casino", "wiesbaden", "--table", "digital-21", "--seed", "1"], "x\nq\n")
    assert code == 0
    assert "type one of the letters in brackets" in out
    assert "0 round(s)" not in out and "1 round(s)" in out


def test_play_refuses_an_unknown_table_naming_the_tables(monkeypatch, capsys):
    code, _, err = run(monkeypatch, capsys, ["play", "--casino", "st-moritz", "--table", "vip"], "")
    assert code == 2
    assert "classic, bonus" in err


def test_play_refuses_an_unknown_casino(monkeypatch, capsys):
    code, _, err = run(monkeypatch, capsys, ["play", "--casino", "monte-carlo"], "")
    assert code == 2
    assert "monte-carlo.yaml" in err


def test_play_in_persian_writes_amounts_with_persian_digits(monkeypatch, capsys):
    argv = ["play", "--casino", "senator", "--seed", "2", "--bet", "1000", "--lang", "fa", "--rounds", "1"]
    code, out, _ = run(monkeypatch, capsys, argv, "s\n" * 10)
    assert code == 0
    assert "۱٬۰۰۰" in out and "1000" not in out and "1,000" not in out


def test_play_words_a_refused_bet_in_the_guests_language(monkeypatch, capsys):
    code, _, err = run(monkeypatch, capsys, ["play", "--casino", "wiesbaden", "--bet", "1", "--lang", "de"], "")
    assert code == 2
    assert "Einsatz abgelehnt: 1\u00a0€ liegt unter dem Tischminimum von 2\u00a0€" in err
    code, _, err = run(monkeypatch, capsys, ["play", "--casino", "wiesbaden", "--bet", "1", "--lang", "fa"], "")
    assert code == 2
    assert "حداقل میز، ۲\u00a0یورو" in err and not re.search(r"[A-Za-z0-9]", err)


def test_play_words_a_refused_action_in_the_guests_language(monkeypatch, capsys):
    argv = ["play", "--casino", "wiesbaden", "--seed", "1", "--lang", "de"]
    code, out, _ = run(monkeypatch, capsys, argv, "p\nq\n")  # split 9♠ Q♥
    assert code == 0
    assert "Nicht erlaubt: Pik-9 und Herz-Dame sind kein Paar" in out and "not a pair" not in out
