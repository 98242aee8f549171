"""Scoring answers by the facts a guest needs, not by the intent read (``croupier eval`` on a file with ``checks``).

A question of the held-out set carries ``checks``, each a fact a right answer must state, written
without the assistant's words: ``{"rule": FIELD, "value": V[, "table": T]}`` (V as a casino file
writes it), ``{"rule": FIELD, "not_stated": true}``, ``{"rule": "pays", "value": "300:1"}`` (a side bet's pay line),
``{"amount": "75"}``, ``{"play": "double"}``,
``{"reply": "greeting" | "thanks" | "goodbye" | "decline"}`` and ``{"says": {lang: [words …]}}``.
Each is checked in the answer's own language, by the same wording the answers use: a rule's value
must stand on a line that names the rule (and, at a casino of several tables, that table).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Any

from ..engine.analysis.strategy_play import FIRST
from ..locale.formats import LANGUAGES
from ..locale.wording import LEGEND, N_, NOT_STATED, RANGE_TOP, WORDINGS, Words, label, phrase, phrase_at
from ..rules import Casino
from .numbers import word_value

REPLIES = {"greeting": "greeting", "thanks": "thanks", "goodbye": "goodbye", "decline": "out_of_scope"}
_ISOLATES = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069\u200e\u200f\u061c"), None)
_DIGITS = str.maketrans("۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩", "01234567890123456789")


@dataclass
class Verdict:
    """One question's answer, scored."""

    id: str
    lang: str
    """The language the answer must be in."""
    question: str
    answer: str
    answered_lang: str
    unsure: bool
    failed: list[str] = field(default_factory=list)
    """Each check not met, with why."""
    checks: int = 0

    @property
    def facts(self) -> bool:
        return not self.failed

    @property
    def language(self) -> bool:
        return self.answered_lang == self.lang

    @property
    def satisfies(self) -> bool:
        """Facts right and in the guest's language (an answer that also offers other topics counts; a bare
        question back has no facts)."""
        return self.facts and self.language


def text_of(answer: str) -> str:
    """An answer as the checks read it: isolates gone, digits Latin, spaces plain, case folded."""
    text = unicodedata.normalize("NFC", answer).translate(_ISOLATES).translate(_DIGITS)
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").split()).casefold()


def _lines(answer: str) -> list[str]:
    return [text_of(line) for line in answer.splitlines() if line.strip()]


def numbers_in(answer: str, lang: str) -> set[Decimal]:
    """Every number the answer writes, read with the language's separators; not the parts of a payout ("300:1" is no
    amount of 300)."""
    text = text_of(answer)
    group, point = {"de": (".", ","), "fa": ("٬", "٫")}.get(lang, (",", "."))
    found = set()
    for token in re.findall(r"(?<![:\d])\d[\d.,٬٫'’]*(?![\d:])", text):
        token = token.rstrip(".,")
        for reading in (token.replace(group, "").replace("'", "").replace("’", "").replace(point, "."),
                        token.replace(",", "").replace("٬", "").replace("٫", ".")):
            try:
                found.add(Decimal(reading))
            except InvalidOperation:
                pass
    return found


class Checker:
    """Checks an answer against a question's ``checks``, with the casinos' data for their wording."""

    def __init__(self, places: dict[str, Casino]):
        self.places = places

    def verdict(self, item: dict[str, Any], answer: Any) -> Verdict:
        lang = item.get("answer_lang") or item["lang"]
        verdict = Verdict(item.get("id", ""), lang, item["question"], answer.answer, answer.lang,
                          bool(answer.choices) and not answer.sources and answer.example is None,
                          checks=len(item.get("checks") or []))
        for check in item.get("checks") or []:
            problem = self.check(check, item.get("casino"), answer)
            if problem:
                verdict.failed.append(problem)
        return verdict

    def check(self, check: dict[str, Any], casino_id: str | None, answer: Any) -> str | None:
        """None when ``answer`` meets ``check``, else what is missing."""
        words = Words(answer.lang)
        if "reply" in check:
            wanted = REPLIES[check["reply"]]
            if answer.intent == wanted or wanted in getattr(answer, "courtesy", ()):  # "Hallo! …" greeted in passing
                return None
            return f"reply {check['reply']}: answered as {answer.intent}"
        if "amount" in check:
            amount = Decimal(str(check["amount"]))
            return None if amount in numbers_in(answer.answer, answer.lang) else f"amount {check['amount']} not in the answer"
        if "play" in check:
            # the play as the answer gives it ("Wiesbaden: surrender, else hit."), not a word of another line, nor
            # "hit" inside "double, else hit"
            lines = _lines(answer.answer)
            letters = [letter for letter, action in FIRST.items() if action.value == check["play"]]  # "D", "Ds"…
            if any(line.endswith(text_of(words._(N_("{place}: {action}."), place="", action=words._(LEGEND[letter]))))
                   for letter in letters for line in lines):
                return None
            return f"play {check['play']} not stated"
        if "says" in check:
            options = check["says"].get(answer.lang) or []
            said = text_of(answer.answer)
            if any(text_of(o) in said for o in options):
                return None
            # a number asked for in words ("three") is said by its digits too ("Boxes one guest may decide for: 3")
            # (a number standing alone: not a payout's "3:2", a clause's "B.14" or an amount's "3,000")
            counts = {value for o in options if " " not in o.strip() and (value := word_value(text_of(o))) is not None}
            if any(re.search(rf"(?<![\d.,:]){value}(?![\d.,:]\d|[\d:])", said) for value in counts):
                return None
            return f"says none of {options}"
        if "rule" in check:  # a check may name its casino, in a question that compares several
            return self._rule(check, check.get("casino") or casino_id, answer, words)
        return f"unknown check {check}"

    def _rule(self, check: dict[str, Any], casino_id: str | None, answer: Any, words: Words) -> str | None:
        name = check["rule"]
        casino = self.places.get(casino_id) if casino_id else None
        words = Words(words.lang, casino.spec.currency if casino else None)
        if name == "currency":
            from babel.numbers import get_currency_name, get_currency_symbol

            said = text_of(answer.answer)
            code = str(check.get("value") or (casino.spec.currency if casino else ""))
            forms = {code, get_currency_name(code, locale=words.lang), get_currency_symbol(code, locale=words.lang)}
            return None if any(text_of(f) in said for f in forms if f) else f"currency {code} not named"
        if name == "pays":  # a side bet's pay line: its ratio stated ("300:1")
            from fractions import Fraction

            ratio = text_of(words.ratio(Fraction(str(check["value"]).replace(":", "/"))))
            return None if any(ratio in line for line in _lines(answer.answer)) else f"pays {check['value']} not stated"
        if name not in WORDINGS:
            return f"{name}: no such rule field"
        # A range's top is stated on its bottom's line ("Minimum per box: €2 to €20, by table")
        named = next((bottom for bottom, top in RANGE_TOP.items() if top == name), name)
        lines = [line for line in _lines(answer.answer) if text_of(label(named, words)) in line]
        if not lines:
            return f"{name}: the rule is not named"
        table = casino.tables.get(check["table"]) if casino and check.get("table") else None
        if table is not None and len(casino.tables) > 1 and answer.table != table.id:
            table_name = text_of(getattr(table.name, words.lang))
            others = [text_of(getattr(t.name, words.lang)) for t in casino.tables.values() if t is not table]
            lines = [line for line in lines if table_name in line or not any(o in line for o in others)]
            if not lines:
                return f"{name}: not said for table {table.id}"
        if check.get("not_stated"):
            markers = self._not_stated_markers(words)
            return None if any(m in line for line in lines for m in markers) else f"{name}: not said to be unstated"
        try:
            expected = self._phrasings(name, check["value"], casino, table, words)
        except ValueError as exc:  # pydantic's ValidationError is one
            return f"{name}: {check['value']!r} is no value of it ({exc.__class__.__name__})"
        if not expected:
            return f"{name}: value {check['value']!r} has no wording"
        if any(e in line for line in lines for e in expected):
            return None
        return f"{name}: {check['value']!r} ({' / '.join(expected)}) not stated"

    def _phrasings(self, name: str, value: Any, casino: Casino | None, table: Any, words: Words) -> list[str]:
        typed = typed_value(name, value)
        found = [phrase(name, typed, words)]
        for place in ([table] if table is not None else list(casino.tables.values()) if casino else []):
            for group in ("rules", "limits", "box_rules"):
                entries = getattr(place, group)
                if name in entries and entries[name].value == typed:
                    found.append(phrase_at(name, entries, words))
        return sorted({text_of(f) for f in found if f})

    @staticmethod
    def _not_stated_markers(words: Words) -> list[str]:
        general = words._(N_("{label}: not stated by the casino; the engine plays it as: {value}"),
                          label="\x01", value="\x02")
        inner = general.split("\x01", 1)[-1].split("\x02", 1)[0].strip(" :;,.–—")
        first = inner.split(";")[0].split("؛")[0].strip(" :;,.–—")
        return [m for m in {text_of(words._(NOT_STATED)), text_of(first)} if m]


def typed_value(name: str, value: Any) -> Any:
    """``value`` as a casino file writes it, read as the loader reads that field."""
    from pydantic import TypeAdapter

    from ..rules.schema import BOX_TYPES, CASINO_TYPES, ETIQUETTE_TYPES, LIMIT_TYPES, RULE_TYPES, SIDE_BET_TYPES

    name = next((bottom for bottom, top in RANGE_TOP.items() if top == name), name)  # a range's top: its bottom's type
    for types in (RULE_TYPES, LIMIT_TYPES, BOX_TYPES, CASINO_TYPES, ETIQUETTE_TYPES, SIDE_BET_TYPES):
        if name in types:
            return TypeAdapter(types[name]).validate_python(value)
    raise ValueError(f"no rule field {name!r}")


def score(items: Iterable[dict[str, Any]], rules_dir: Any) -> FactsReport:
    """Every question (and every turn of a chat, asked in one session) answered and checked."""
    from .answers import ask, casinos
    from .understanding import Session

    checker = Checker(casinos(rules_dir))
    verdicts = []
    for item in items:
        session = Session()
        for turn in item["turns"] if "turns" in item else [item]:
            verdicts.append(checker.verdict(turn, ask(turn["question"], rules_dir=rules_dir, session=session)))
    return FactsReport(verdicts)


@dataclass
class FactsReport:
    verdicts: list[Verdict]

    def figures(self) -> dict[str, dict[str, float]]:
        """Per language (and ``all``): questions, and the shares with facts right, in the right language, and
        that would satisfy a guest."""
        out = {}
        for lang in (*LANGUAGES, "all"):
            chosen = [v for v in self.verdicts if lang in ("all", v.lang)]
            if chosen:
                out[lang] = {"questions": len(chosen),
                             "facts": sum(v.facts for v in chosen) / len(chosen),
                             "language": sum(v.language for v in chosen) / len(chosen),
                             "satisfies": sum(v.satisfies for v in chosen) / len(chosen)}
        return out

    def lines(self) -> list[str]:
        out = []
        for lang in (*LANGUAGES, "all"):
            chosen = [v for v in self.verdicts if lang in ("all", v.lang)]
            if not chosen:
                continue
            n = len(chosen)

            def share(test: Callable[[Verdict], bool], chosen: list[Verdict] = chosen) -> str:
                hits = sum(1 for v in chosen if test(v))
                return f"{hits}/{len(chosen)} {100 * hits / len(chosen):.1f} %"

            out.append(f"{lang:>3}: {n:>3} questions — facts {share(lambda v: v.facts)}, "
                       f"language {share(lambda v: v.language)}, would satisfy {share(lambda v: v.satisfies)}, "
                       f"asked back {share(lambda v: v.unsure)}")
        return out

    def misses(self) -> Iterable[str]:
        for v in self.verdicts:
            if not v.satisfies:
                why = "; ".join(v.failed) or ("asked back" if v.unsure else f"answered in {v.answered_lang}")
                yield f"MISS {v.id} [{v.lang}] {v.question}\n     → {why}"
