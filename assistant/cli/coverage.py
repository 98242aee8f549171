"""``croupier coverage``: each leaflet clause with the fields and sheet lines that carry it, and the rest."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from ..locale.wording import WORDINGS, Words, label, shown_within
from ..rules import Casino, RulesFileError, load_casino_by_id, load_casinos
from ..rules.coverage import Citation, Clause, Coverage, coverage
from . import RULES_DIR

SHEET_PREFIX = {"side_bet": "side bet", "pay_line": "side bet pay line", "further_rule": "further rule"}
"""How the sheet line of a citation that is no field is named (``further rule: <id>``)."""


def arguments(command: argparse.ArgumentParser) -> None:
    command.add_argument("--casino", help="casino id (default: every casino)")
    command.add_argument("--json", action="store_true", help="print one JSON object, casino id → clauses")
    command.add_argument("--rules-dir", type=Path, default=RULES_DIR)


def run(args: argparse.Namespace) -> int:
    try:
        casinos = ([load_casino_by_id(args.rules_dir, args.casino)] if args.casino
                   else load_casinos(args.rules_dir))
    except RulesFileError as exc:
        print(exc, file=sys.stderr)
        return 2
    reports = [coverage(casino) for casino in casinos]
    if args.json:
        reported = {r.casino_id: as_json(r, c) for r, c in zip(reports, casinos)}
        print(json.dumps(reported, ensure_ascii=False, indent=2))
    else:
        print("\n\n".join(as_text(r, c) for r, c in zip(reports, casinos)))
    return 1 if any(r.unaccounted for r in reports) else 0


def as_json(report: Coverage, casino: Casino) -> dict[str, Any]:
    return {
        "clauses": [
            {
                "clause": clause.label,
                "fields": [c.dotted for c in clause.citations if c.kind != "not_modelled"],
                "sheet": sheet_lines(clause, casino),
                "not_modelled": "; ".join(clause.reasons) or None,
            }
            for clause in report.clauses
        ],
        "unaccounted": [piece.text for piece in report.unaccounted],
    }


def as_text(report: Coverage, casino: Casino) -> str:
    lines = [
        f"{report.casino_id} ({report.source}): {report.pieces} pieces — {report.quoted} quoted, "
        f"{report.not_modelled} not modelled, {report.headings} headings, "
        f"{len(report.unaccounted)} unaccounted"
    ]
    for clause in report.clauses:
        shown = sheet_lines(clause, casino)
        parts = ([" · ".join(shown)] if shown else []) + ([f"not modelled: {'; '.join(clause.reasons)}"]
                                                            if clause.reasons else [])
        lines.append(f"  {clause.label}: {' | '.join(parts)}")
    lines += [f"  UNACCOUNTED: {piece.text}" for piece in report.unaccounted]
    return "\n".join(lines)


def sheet_lines(clause: Clause, casino: Casino) -> list[str]:
    """The sheet lines that show the clause: rule labels in English, side bets and further rules by id."""
    return list(dict.fromkeys(line for c in clause.citations if (line := _sheet_line(c, casino))))


def _sheet_line(citation: Citation, casino: Casino) -> str | None:
    if citation.kind == "field":
        if citation.path[0] == "tables" and citation.path[2] in ("rules", "limits", "box_rules"):
            entries = getattr(list(casino.tables.values())[citation.path[1]], citation.path[2])
            if shown_within(citation.name, entries):
                return None  # its value is worded in another row (the top of a range)
        return label(citation.name, Words("en")) if citation.name in WORDINGS else None
    if citation.kind in SHEET_PREFIX:
        return f"{SHEET_PREFIX[citation.kind]}: {citation.name}"
    return None

