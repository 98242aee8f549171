"""Basic strategy: one action per hand total (or pair) and upcard, from the first-two-card values.

A row's action is the one with the highest expected value over the two-card hands
of that total, each weighted by its chance. Letters: ``H`` hit, ``S`` stand,
``D`` double else hit, ``Ds`` double else stand, ``P`` split, ``R`` surrender else
hit, ``Rs`` surrender else stand, ``Rp`` surrender else split.
"""

from __future__ import annotations

import numpy as np

from . import Chart
from .composition import ACE, LABELS, TEN, UPCARD_ORDER
from .edge import FirstTwo

HARD_ROWS = range(4, 22)
SOFT_ROWS = range(12, 22)


def letter(values: dict[str, float]) -> str:
    """The chart letter for actions' expected values (missing or -inf: not allowed)."""
    allowed = {a: v for a, v in values.items() if np.isfinite(v)}
    best = max(allowed, key=allowed.__getitem__)
    if best == "split":
        return "P"
    if best == "double":
        return "D" if allowed.get("hit", -np.inf) >= allowed["stand"] else "Ds"
    if best == "surrender":
        fallback = max((a for a in ("hit", "stand", "split") if a in allowed), key=allowed.__getitem__)
        return {"hit": "R", "stand": "Rs", "split": "Rp"}[fallback]
    return "H" if best == "hit" else "S"


def basic_strategy(first: FirstTwo, can_split: bool) -> Chart:
    """The chart for a table whose first-two-card values are ``first``."""
    chart: Chart = {"hard": {}, "soft": {}, "pairs": {}}
    for (kind, label, up), values in option_values(first, can_split).items():
        chart[kind].setdefault(label, {})[up] = letter(values)
    for total in HARD_ROWS:  # no two cards make these: hard 21 only stands
        chart["hard"].setdefault(str(total), {LABELS[up]: "S" for up in UPCARD_ORDER})
    for total in SOFT_ROWS:
        chart["soft"].setdefault(str(total), {LABELS[up]: "S" for up in UPCARD_ORDER})
    chart["hard"] = dict(sorted(chart["hard"].items(), key=lambda kv: int(kv[0])))
    chart["soft"] = dict(sorted(chart["soft"].items(), key=lambda kv: int(kv[0])))
    chart["pairs"] = {LABELS[p]: chart["pairs"][LABELS[p]] for p in UPCARD_ORDER if LABELS[p] in chart["pairs"]}
    return chart


def option_values(first: FirstTwo, can_split: bool) -> dict[tuple[str, str, str], dict[str, float]]:
    """Per chart cell (kind, row, upcard), each action's expected value per initial bet, averaged over the row's
    two-card hands by their chances (-inf: not allowed): why the chart plays what it plays."""
    cells: dict[tuple[str, str, str], dict[str, float]] = {}
    for (kind, label), columns in _groups(first).items():
        if kind == "pairs" and not can_split:
            continue
        weights = first.chance[:, columns]
        averages = {}  # action → (10 upcards) its value over the row's hands, weighted by their chances
        for action, table in first.options.items():
            if action == "split" and kind != "pairs":
                continue
            part = table[:, columns]
            finite = np.isfinite(part).all(axis=1)
            mean = (weights * np.where(finite[:, None], part, 0.0)).sum(axis=1) / weights.sum(axis=1)
            averages[action] = np.where(finite, mean, -np.inf)
        for up in UPCARD_ORDER:
            cells[(kind, label, LABELS[up])] = {action: float(values[up]) for action, values in averages.items()}
    return cells


def _groups(first: FirstTwo) -> dict[tuple[str, str], list[int]]:
    """Columns of ``first`` behind each chart row; a total's row uses pairs only where no other two cards make it."""
    plain: dict[tuple[str, str], list[int]] = {}
    from_pairs: dict[tuple[str, str], list[int]] = {}
    for column, (a, b) in enumerate(first.hands):
        if {a, b} == {ACE, TEN}:
            continue
        soft = ACE in (a, b)
        total = a + b + 2 + (10 if soft else 0)
        key = ("soft" if soft else "hard", str(total))
        (from_pairs if a == b else plain).setdefault(key, []).append(column)
        if a == b:
            plain.setdefault(("pairs", LABELS[a]), []).append(column)
    for key, columns in from_pairs.items():
        plain.setdefault(key, columns)
    return plain
