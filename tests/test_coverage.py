"""``croupier coverage``: every piece of every leaflet is quoted by the data, set aside as not modelled, or a
heading the data cites; the report lists the clauses in the leaflet's order, under the leaflet's own names."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from assistant.cli import main
from assistant.rules import load_casinos
from assistant.rules.coverage import leaflet_pieces

RULES_DIR = Path(__file__).resolve().parent.parent / "rules_data"


def run_coverage(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict]:
    code = main(["coverage", "--json", *argv])
    return code, json.loads(capsys.readouterr().out)


def copy_casino(casino_id: str, target: Path) -> tuple[Path, Path]:
    """The casino's file and its leaflet copied to ``target``: (casino file, leaflet)."""
    shutil.copy(RULES_DIR / f"{casino_id}.yaml", target)
    shutil.copytree(RULES_DIR / "sources", target / "sources")
    source = next(c for c in load_casinos(RULES_DIR) if c.id == casino_id).spec.source
    return target / f"{casino_id}.yaml", target / "sources" / source


def test_every_leaflet_is_accounted_for_in_full(capsys):
    code, report = run_coverage(capsys, "--rules-dir", str(RULES_DIR))
    assert set(report) == {"brandenburg", "schleswig-holstein", "senator", "st-moritz", "wiesbaden"}
    assert {casino: r["unaccounted"] for casino, r in report.items()} == {casino: [] for casino in report}
    assert code == 0


def test_brandenburg_lists_its_clauses_1_to_30_each_once_in_leaflet_order(capsys):
    _, report = run_coverage(capsys, "--casino", "brandenburg", "--rules-dir", str(RULES_DIR))
    labels = [clause["clause"] for clause in report["brandenburg"]["clauses"]]
    assert [label for label in labels if label.isdigit()] == [str(n) for n in range(1, 31)]
    assert len(labels) == len(set(labels))


def test_a_clause_names_its_fields_its_sheet_lines_and_why_the_rest_is_not_modelled(capsys):
    _, report = run_coverage(capsys, "--casino", "brandenburg", "--rules-dir", str(RULES_DIR))
    clauses = {clause["clause"]: clause for clause in report["brandenburg"]["clauses"]}
    assert clauses["9"] == {"clause": "9", "fields": ["further_rules[1]"],
                            "sheet": ["further rule: bets-before-deal"], "not_modelled": None}
    assert "tables[0].limits.min_bet" in clauses["10"]["fields"]
    # the top of the minimum's range is shown in the minimum's row
    assert clauses["10"]["sheet"] == ["Minimum bet per box", "Maximum bet per box"]
    assert clauses["1"]["fields"] == [] and clauses["1"]["not_modelled"]
    assert clauses["4"]["sheet"] == ["Boxes on the table"] and clauses["4"]["not_modelled"]


def test_a_sentence_no_quote_covers_is_reported_unaccounted(tmp_path, capsys):
    _, leaflet = copy_casino("brandenburg", tmp_path)
    text = leaflet.read_text(encoding="utf-8")
    sentence = "12. Die Einsätze müssen durch das Tischminimum teilbar sein."
    assert sentence in text
    leaflet.write_text(text.replace(sentence, f"{sentence} Getränke gehen aufs Haus.")
                       + "\nJeder Gast erhält ein Freigetränk.\n", encoding="utf-8")
    code, report = run_coverage(capsys, "--casino", "brandenburg", "--rules-dir", str(tmp_path))
    unaccounted = ["Getränke gehen aufs Haus.", "Jeder Gast erhält ein Freigetränk."]
    assert report["brandenburg"]["unaccounted"] == unaccounted
    assert code == 1


def test_a_heading_counts_only_while_the_data_cites_it_as_a_clause(tmp_path, capsys):
    casino_file, _ = copy_casino("schleswig-holstein", tmp_path)
    text = casino_file.read_text(encoding="utf-8")
    casino_file.write_text(text.replace("clause: Double (Verdoppeln)", "clause: Doppeln"), encoding="utf-8")
    code, report = run_coverage(capsys, "--casino", "schleswig-holstein", "--rules-dir", str(tmp_path))
    assert report["schleswig-holstein"]["unaccounted"] == ["Double (Verdoppeln):"]
    assert code == 1


def test_the_text_report_gives_each_casinos_figures_and_its_clauses(capsys):
    assert main(["coverage", "--casino", "senator", "--rules-dir", str(RULES_DIR)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("senator (004_df95aea763f5e2b3.txt): ") and "0 unaccounted" in out.splitlines()[0]
    assert "  سوراندر: Surrender · Surrender after a split · further rule: surrender-not-offered" in out


def test_an_invalid_casino_file_is_reported_as_file_and_line_not_covered(tmp_path, capsys):
    casino_file, _ = copy_casino("senator", tmp_path)
    text = casino_file.read_text(encoding="utf-8")
    casino_file.write_text(text.replace("reason: what a box is", "reason: ''"), encoding="utf-8")
    assert main(["coverage", "--rules-dir", str(tmp_path)]) == 2
    assert "senator.yaml:" in capsys.readouterr().err


def test_the_leaflet_is_cut_into_lines_and_sentences_past_abbreviations_and_clause_numbers():
    text, pieces, numbers = leaflet_pieces(
        "3. Erster Satz, z. B. hier. Zweiter Satz in St. Moritz mit max. 3 Boxen!\n"
        "Überschrift\n\n• **Fett:** 2 €\n—\nسطر اول. سطر دوم.\n")
    assert [p.text for p in pieces] == [
        "Erster Satz, z. B. hier.", "Zweiter Satz in St. Moritz mit max. 3 Boxen!", "Überschrift",
        "• Fett: 2 €", "سطر اول.", "سطر دوم."]
    assert numbers == {"3"}
    assert all(text[p.start:p.end].strip() == p.text for p in pieces)
