"""``croupier analyze``: a table's house edge, dealer chances, basic strategy and side-bet edges."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from ..engine.analysis import Analysis
from ..locale.formats import format_number, translations
from ..locale.languages import LANGUAGES
from ..rules import RulesFileError, load_rule_set
from ..rules.analyses import analysis_of
from ..rules.readings import EdgeReadings, edge_readings, prefetch, reading_json
from . import RULES_DIR, casino_and_table


def arguments(command: argparse.ArgumentParser) -> None:
    source = command.add_mutually_exclusive_group(required=True)
    source.add_argument("--casino", help="casino id, e.g. wiesbaden")
    source.add_argument("--rules", type=Path, help="a rule set file: rule fields mapped to plain values")
    command.add_argument("--table", help="table id (default: the casino's first table)")
    command.add_argument("--rules-dir", type=Path, default=RULES_DIR)
    command.add_argument("--json", action="store_true", help="print one JSON object")
    command.add_argument("--lang", choices=LANGUAGES, default="en")


def run(args: argparse.Namespace) -> int:
    _tune_process()
    _ = translations(args.lang).gettext
    try:
        if args.rules is not None:
            title = str(args.rules)
            analysis = analysis_of(load_rule_set(args.rules))
            readings = None
        else:
            casino, table_id = casino_and_table(args)
            entry = casino.tables[table_id]
            title = f"{getattr(casino.spec.name, args.lang)} — {getattr(entry.name, args.lang)}"
            prefetch([entry])
            analysis = analysis_of(entry.table.rules, entry.table.side_bets)
            readings = edge_readings(entry)
    except RulesFileError as exc:
        print(exc, file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(to_json(analysis, readings), ensure_ascii=False, indent=2))
    else:
        print(render(analysis, title, args.lang, readings))
    return 0


def _tune_process() -> None:
    """Settings for a short process that analyses: they change how fast it runs, never what it computes."""
    # The analysis runs on one thread: an OpenBLAS pool of a thread per core only costs its start
    # (about 50 ms when numpy loads, which happens after this line).
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    # glibc hands large freed arrays back to the system and faults fresh pages in for the next;
    # keeping them for reuse saves about 3 % of an analysis (not on other C libraries: then nothing).
    try:
        import ctypes

        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):
        return
    mallopt(-3, 1 << 28)  # M_MMAP_THRESHOLD: arrays up to 256 MiB from the heap
    mallopt(-1, 1 << 29)  # M_TRIM_THRESHOLD: freed heap kept for reuse


def to_json(analysis: Analysis, readings: EdgeReadings | None) -> dict:
    """The analysis, with the house edge under each reading of the rules the leaflet leaves open."""
    data = analysis.to_json()
    edge = data["house_edge_percent"]
    data["house_edge_range"] = [round(readings.low, 6), round(readings.high, 6)] if readings else [edge, edge]
    data["readings"] = [
        {"field": r.field, "reading": reading_json(r.value), "house_edge_percent": round(r.house_edge_percent, 6),
         "presented": r.presented, "stated": r.stated}
        for r in (readings.readings if readings else ())
    ]
    if readings:
        data["side_bets_range"] = {bet: [round(low, 6), round(high, 6)]
                                   for bet, (_edge, low, high) in readings.side_bets.items()}
    return data


def render(analysis: Analysis, title: str, lang: str, readings: EdgeReadings | None = None) -> str:
    """A plain-text report for the terminal."""
    _ = translations(lang).gettext

    def pct(value: float) -> str:
        return format_number(value, lang, places=3) + " %"

    lines = [title, _("House edge: {edge} of the initial bet").format(edge=pct(analysis.house_edge_percent))]
    if readings is not None and readings.differs:
        lines.append(_("Under every reading of what the leaflet leaves open: {low} to {high}").format(
            low=pct(readings.low), high=pct(readings.high)))
        for r in readings.readings:
            mark = "*" if r.presented else " "
            lines.append(f"  {mark} {r.field} = {json.dumps(reading_json(r.value), ensure_ascii=False)}: "
                         f"{pct(r.house_edge_percent)}")
        lines.append(_("* the reading the sheets present"))
    lines.append("")
    upcards = list(analysis.dealer)
    lines += [_("Dealer's final hand by upcard, in percent (before any peek)"), " " * 10 + "".join(f"{u:>7}" for u in upcards)]
    for outcome in next(iter(analysis.dealer.values())):
        cells = "".join(f"{format_number(100 * analysis.dealer[u][outcome], lang, places=2):>7}" for u in upcards)
        lines.append(f"{outcome:>10}{cells}")
    for kind, heading in (("hard", _("Hard totals")), ("soft", _("Soft totals")), ("pairs", _("Pairs"))):
        rows = analysis.strategy.get(kind, {})
        if not rows:
            continue
        lines += ["", heading, " " * 10 + "".join(f"{u:>4}" for u in upcards)]
        for label, row in rows.items():
            lines.append(f"{label:>10}" + "".join(f"{row[u]:>4}" for u in upcards))
    lines += ["", _("H hit, S stand, D double else hit, Ds double else stand, P split, "
                    "R surrender else hit, Rs surrender else stand, Rp surrender else split")]
    for bet_id, edge in analysis.side_bets.items():
        lines.append(_("Side bet {bet}: house edge {edge}").format(bet=bet_id, edge=pct(edge)))
    lines += ["", _("Method: {method}").format(method=analysis.method)]
    return "\n".join(lines)
