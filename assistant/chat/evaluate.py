"""``croupier eval``: how well the matcher reads a file of labelled guest questions."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

OUT_OF_SCOPE = "out_of_scope"


@dataclass(frozen=True)
class Labelled:
    """One question of the evaluation file."""

    question: str
    lang: str
    intent: str
    casino: str | None


@dataclass
class Report:
    """Accuracy of intents (and casinos) by language and intent, and the most confused pairs."""

    total: int = 0
    right: int = 0
    by_lang: Counter = field(default_factory=Counter)
    right_by_lang: Counter = field(default_factory=Counter)
    by_intent: Counter = field(default_factory=Counter)
    right_by_intent: Counter = field(default_factory=Counter)
    confused: Counter = field(default_factory=Counter)
    casino_right: int = 0
    lang_right: int = 0
    misses: list[tuple[Labelled, str]] = field(default_factory=list)

    @property
    def accuracy(self) -> float:
        return self.right / self.total if self.total else 0.0

    def lang_accuracy(self, lang: str) -> float:
        return self.right_by_lang[lang] / self.by_lang[lang] if self.by_lang[lang] else 0.0

    def intent_recall(self, intent: str) -> float:
        return self.right_by_intent[intent] / self.by_intent[intent] if self.by_intent[intent] else 0.0

    def lines(self) -> list[str]:
        out = [f"intent accuracy: {self.accuracy:.1%} ({self.right}/{self.total})"]
        out += [f"  {lang}: {self.lang_accuracy(lang):.1%} ({self.right_by_lang[lang]}/{n})"
                for lang, n in sorted(self.by_lang.items())]
        out.append(f"casino accuracy: {self.casino_right / self.total:.1%}" if self.total else "casino accuracy: -")
        out.append(f"language accuracy: {self.lang_right / self.total:.1%}" if self.total else "language accuracy: -")
        out.append(f"out-of-scope recall: {self.intent_recall(OUT_OF_SCOPE):.1%}")
        out.append("per intent (recall):")
        out += [f"  {i:22} {self.intent_recall(i):6.1%} ({self.right_by_intent[i]}/{n})"
                for i, n in sorted(self.by_intent.items())]
        out.append("most confused (expected → got):")
        out += [f"  {a} → {b}: {n}" for (a, b), n in self.confused.most_common(10)]
        return out


def read_questions(path: Path) -> list[Labelled]:
    """The JSON-lines evaluation file: one {question, lang, intent, casino} per line."""
    found = []
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
            found.append(Labelled(item["question"], item["lang"], item["intent"], item.get("casino")))
        except (ValueError, KeyError, TypeError) as exc:
            raise ValueError(f"{path}:{number}: not a question line ({exc})") from None
    return found


def evaluate(questions: Iterable[Labelled], understand: Callable[[str], tuple[str, str, str | None]]) -> Report:
    """Run ``understand(question) -> (intent, lang, casino)`` over the questions."""
    report = Report()
    for item in questions:
        intent, lang, casino = understand(item.question)
        report.total += 1
        report.by_lang[item.lang] += 1
        report.by_intent[item.intent] += 1
        report.lang_right += lang == item.lang
        report.casino_right += casino == item.casino
        if intent == item.intent:
            report.right += 1
            report.right_by_lang[item.lang] += 1
            report.right_by_intent[item.intent] += 1
        else:
            report.confused[(item.intent, intent)] += 1
            report.misses.append((item, intent))
    return report
