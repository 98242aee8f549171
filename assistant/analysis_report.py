"""``croupier analyze``: a table's house edge, dealer chances, basic strategy and side-bet edges."""

from __future__ import annotations

import argparse
import json
import sys

from .engine.analysis import Analysis, analyze
from .l10n import format_number, translations
from .rulesdata import RulesFileError, load_casino_by_id, load_rule_set


def run(args: argparse.Namespace) -> int:
    _ = translations(args.lang).gettext
    try:
        if args.rules is not None:
            title = str(args.rules)
            analysis = analyze(load_rule_set(args.rules))
        else:
            casino = load_casino_by_id(args.rules_dir, args.casino)
            table_id = args.table or next(iter(casino.tables))
            if table_id not in casino.tables:
                print(_("No table {table} at {casino}; tables: {tables}").format(
                    table=table_id, casino=casino.id, tables=", ".join(casino.tables)), file=sys.stderr)
                return 2
            entry = casino.tables[table_id]
            title = f"{getattr(casino.spec.name, args.lang)} — {getattr(entry.name, args.lang)}"
            analysis = analyze(entry.table.rules, entry.table.side_bets)
    except RulesFileError as exc:
        print(exc, file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(analysis.to_json(), ensure_ascii=False, indent=2))
    else:
        print(render(analysis, title, args.lang))
    return 0


def render(analysis: Analysis, title: str, lang: str) -> str:
    """A plain-text report for the terminal."""
    _ = translations(lang).gettext

    def pct(value: float) -> str:
        return format_number(value, lang, places=3) + " %"

    lines = [title, _("House edge: {edge} of the initial bet").format(edge=pct(analysis.house_edge_percent)), ""]
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
