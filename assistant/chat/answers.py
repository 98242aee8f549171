"""The assistant's answers: a question read, the casino's rules looked up, an example played.

``ask`` is what the CLI, the HTTP API and the chat box all call; each returns the
same ``Answer``.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.examples import example_kinds, play_example
from ..locale.examples import EXAMPLE_TITLES, example_sheet
from ..locale.formats import LANGUAGES
from ..locale.wording import N_, Words
from ..rules import Casino, loaded_casinos
from . import engine_answers as engine
from .normalize import clean
from .records import round_json
from .rule_answers import TOPICS, across_casinos, rule_lines, table_of
from .understanding import Session, Understanding, understand

MAX_QUESTION = 2000
"""Characters read of a question; a guest's question is a sentence or two."""

INTENT_NAMES = {
    "card_values": N_("what the cards count"), "blackjack": N_("blackjack and what it pays"),
    "dealer_rules": N_("how the dealer plays"), "hit_stand": N_("asking for a card or standing"),
    "bust": N_("going over 21"), "push": N_("a stand-off"), "double": N_("doubling down"),
    "split": N_("splitting pairs"), "split_aces": N_("splitting aces"), "insurance": N_("insurance"),
    "even_money": N_("even money"), "surrender": N_("surrender"), "table_limits": N_("table limits"),
    "decks": N_("the number of decks"), "side_bets": N_("side bets"), "bonus_blackjack": N_("bonus blackjack"),
    "seven_card_trick": N_("the card trick"), "three_sevens": N_("three sevens"),
    "box_rules": N_("boxes and betting behind"), "absent_player": N_("a box owner who leaves"),
    "hand_value": N_("the value of a hand"), "payout": N_("what a bet pays"), "strategy": N_("basic strategy"),
    "house_edge": N_("the house edge"), "compare": N_("comparing the casinos"),
    "entry": N_("entry: age and ID"), "responsible_gambling": N_("help with problem gambling"),
    "etiquette": N_("etiquette: tips, dress, cards and chips"), "greeting": N_("greetings"),
    "help": N_("what I can answer"), "out_of_scope": N_("something else"),
}
EXAMPLE_FOR = {intent: intent for intent in EXAMPLE_TITLES} | {"card_values": "hit_stand"}
"""Intent → the example hand that shows it (the engine's example kinds are named like the intents)."""


@dataclass(frozen=True)
class Answer:
    """What the assistant says, and what it is based on."""

    intent: str
    confidence: float
    casino: str | None
    table: str | None
    lang: str
    answer: str
    example: list[dict[str, Any]] | None = None
    sources: list[dict[str, Any]] = field(default_factory=list)
    alternatives: list[tuple[str, float]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "intent": self.intent,
            "confidence": round(self.confidence, 4),
            "casino": self.casino,
            "table": self.table,
            "lang": self.lang,
            "answer": self.answer,
            "example": self.example,
            "sources": self.sources,
            "alternatives": [{"intent": i, "confidence": round(c, 4)} for i, c in self.alternatives],
        }


class UnknownPlaceError(ValueError):
    """A question asked for a casino, table or language this data does not have."""

    def __init__(self, kind: str, given: str, known: tuple[str, ...], casino: str | None = None):
        self.kind, self.given, self.known, self.casino = kind, given, known, casino
        where = f" at {casino}" if casino else ""
        choices = f": one of {', '.join(known)}" if known else ": name the casino first"
        super().__init__(f"unknown {kind} {given!r}{where}{choices}")


@functools.cache
def casinos(rules_dir: Path) -> dict[str, Casino]:
    return {c.id: c for c in loaded_casinos(Path(rules_dir))}


def ask(
    question: str,
    *,
    rules_dir: Path,
    casino: str | None = None,
    table: str | None = None,
    lang: str | None = None,
    session: Session | None = None,
) -> Answer:
    """Answer ``question``; ``casino``/``table``/``lang`` force what the question leaves open."""
    text = clean(question)[:MAX_QUESTION].strip()
    places = casinos(rules_dir)
    if casino is not None and casino not in places:
        raise UnknownPlaceError("casino", casino, tuple(places))
    if table is not None and (casino is None or table not in places[casino].tables):
        known = tuple(places[casino].tables) if casino is not None else ()
        raise UnknownPlaceError("table", table, known, casino)
    if lang is not None and lang not in LANGUAGES:
        raise UnknownPlaceError("lang", lang, LANGUAGES)
    session = session if session is not None else Session()
    if casino is not None:
        session.casino, session.table = casino, table
    if not text:
        words = Words(lang or session.lang or "en")
        return Answer("help", 0.0, session.casino, session.table, words.lang, _help(words))
    found = understand(text, rules_dir=rules_dir, lang=lang, session=session)
    return _compose(found, text, places, Words(found.lang))


def _compose(found: Understanding, question: str, places: dict[str, Casino], words: Words) -> Answer:
    slots = found.slots
    casino = places.get(slots.casino) if slots.casino else None
    table = table_of(casino, slots.table) if casino else None
    base = dict(intent=found.intent, confidence=found.confidence, casino=casino.id if casino else None,
                table=table.id if table else None, lang=words.lang, alternatives=list(found.alternatives))
    if found.unsure and found.intent not in ("greeting", "help"):
        options = [found.intent] + [i for i, _ in found.alternatives[:2]]
        text = words._(N_("I am not sure what you mean. Is it about {options}?"),
                       options=words.any_of(words._(INTENT_NAMES[i]) for i in options))
        return Answer(**base, answer=text)
    intent = found.intent
    if intent in ("greeting", "help"):
        return Answer(**base, answer=_help(words, greeting=intent == "greeting"))
    if intent == "out_of_scope":
        text = words._(N_("I can only answer questions about the blackjack rules of these casinos.")) + " " + _help(words)
        return Answer(**base, answer=text)
    lines, sources, example = _answer_lines(intent, found, question, places, casino, table, words)
    return Answer(**base, answer="\n".join(lines), example=example, sources=sources)


def _answer_lines(intent, found, question, places, casino, table, words):
    slots = found.slots
    every = [(c, t) for c in places.values() for t in c.tables.values()]
    chosen = [(casino, table)] if casino is not None else every
    lines: list[str] = []
    sources: list[dict] = []
    example = None
    if intent == "hand_value":
        text = engine.hand_value_answer(slots, words)
        lines.append(text or words._(N_("Name the cards, e.g. “ace and six”, and I will count them.")))
    elif intent == "payout":
        kind = engine.outcome_kind(question)
        if slots.amount is None:
            lines.append(words._(N_("Name the bet, e.g. “a blackjack with 20 euros”, and I will play it through.")))
        else:
            lines += engine.grouped_lines(chosen, lambda p: engine.payout(p, kind, slots.amount, words), words)
            lines += engine.currency_notes(chosen, slots.currency, words)
    elif intent == "strategy":
        cell = engine.strategy_cell(slots)
        if cell is None:
            lines.append(words._(N_("Name your hand and the dealer's card, e.g. “16 against a 10”.")))
        else:
            lines.append(words._(N_("Basic strategy for {hand}:"), hand=engine.hand_name(cell, words)))
            lines += engine.grouped_lines(chosen, lambda p: engine.strategy(p, cell, words), words)
    elif intent == "house_edge":
        lines.append(words._(N_("House edge with the best play, per initial bet:")))
        lines += engine.grouped_lines(sorted(chosen, key=engine.edge_of), lambda p: engine.edge(p, words), words)
    elif intent == "compare":
        topic = next((i for i, _ in found.alternatives if i in TOPICS), None)
        if topic is None:
            lines.append(words._(N_("House edge with the best play, per initial bet:")))
            lines += engine.grouped_lines(sorted(every, key=engine.edge_of), lambda p: engine.edge(p, words), words)
        else:
            more, sources = across_casinos(topic, list(places.values()), words)
            lines += more
    elif intent == "side_bets":
        lines += engine.grouped_lines(chosen, lambda p: engine.side_bets(p, words), words) or \
            [words._(N_("No side bets are stated for this table."))]
    elif casino is not None and table is not None:
        more, sources = rule_lines(intent, casino, table, words)
        lines += more
    else:
        more, sources = across_casinos(intent, list(places.values()), words)
        lines += more
    if intent in EXAMPLE_FOR:
        example, line = _example(EXAMPLE_FOR[intent], chosen, words)
        if line:
            lines.append(line)
    return lines, sources, example


def _example(kind: str, chosen, words: Words):
    for place in chosen:
        casino, table = place
        if kind not in example_kinds(table.table):
            continue
        game = play_example(table.table, kind)
        if game is None:
            continue
        sheet = example_sheet(kind, game, Words(words.lang, casino.spec.currency))
        hands = words.semicolons(f"{h.label}: {' '.join(c.text for c in h.cards)}"
                                 + (f" ({h.decisions})" if h.decisions else "") + f" {words.arrow} {h.results}"
                                 for h in sheet.hands)
        line = words._(N_("Example at {place}, bet {bet}: dealer {dealer} ({total}); {hands}."),
                       place=engine.place_name(place, words), bet=sheet.bet,
                       dealer=" ".join(c.text for c in sheet.dealer), total=sheet.dealer_total, hands=hands)
        return round_json(game), line
    return None, None


def _help(words: Words, greeting: bool = False) -> str:
    text = words._(N_("Hello! ")) if greeting else ""
    topics = words.all_of(words._(INTENT_NAMES[i]) for i in ("blackjack", "double", "split", "surrender",
                                                             "insurance", "table_limits", "strategy", "house_edge"))
    return text + words._(N_("Ask me about the blackjack rules of the casinos on this site — for example {topics} — "
                             "in German, English or Persian, and name the casino if you like."), topics=topics)


__all__ = ["Answer", "Session", "UnknownPlaceError", "ask"]
