"""Questions the assistant was not sure about, kept for the casinos to read (``CROUPIER_LOG_QUESTIONS``).

Each is one JSON line: the question, its language and the time (UTC) — never who asked. Lines are
appended in one write each, so several workers may share one file.
"""

from __future__ import annotations

import json
import os
import time
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

ENVIRONMENT = "CROUPIER_LOG_QUESTIONS"


def keep(question: str, lang: str) -> None:
    """Append the question to ``$CROUPIER_LOG_QUESTIONS``, when that is set."""
    path = os.environ.get(ENVIRONMENT)
    if not path:
        return
    line = json.dumps({"question": question, "lang": lang,
                       "time": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}, ensure_ascii=False) + "\n"
    descriptor = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(descriptor, line.encode("utf-8"))
    finally:
        os.close(descriptor)


def read(path: Path) -> list[dict[str, str]]:
    """The kept questions; a line that is not one (cut short, edited by hand) is skipped."""
    kept = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        try:
            item = json.loads(line)
        except ValueError:
            continue
        if isinstance(item, dict) and isinstance(item.get("question"), str):
            kept.append(item)
    return kept


def summary(kept: Iterable[dict[str, str]], top: int = 20) -> list[str]:
    """Per language, how many, from when to when, and the questions asked most."""
    kept = list(kept)
    if not kept:
        return ["no unanswered questions kept"]
    times = sorted(item.get("time", "") for item in kept)
    lines = [f"{len(kept)} questions the assistant was not sure about, {times[0]} to {times[-1]}"]
    for lang, count in sorted(Counter(item.get("lang", "?") for item in kept).items()):
        lines.append(f"  {lang}: {count}")
    lines.append(f"most asked (up to {top}):")
    asked = Counter(" ".join(item["question"].casefold().split()) for item in kept)
    lines += [f"  {count:>4}  {question}" for question, count in asked.most_common(top)]
    return lines
