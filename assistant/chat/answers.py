"""The assistant's answers: a question read, the casino's rules looked up, an example played.

``ask`` is what the CLI, the HTTP API and the chat box all call; each returns the
same ``Answer``.
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import IllegalActionError, Settlement
from ..engine.examples import GUEST, example_kinds, play_example
from ..locale.examples import example_sheet
from ..locale.formats import LANGUAGES, RTL, isolate_left_to_right
from ..locale.wording import N_, Words
from ..rules import Casino, loaded_casinos
from ..rules.fields import BOX_FIELDS, ETIQUETTE_FIELDS
from . import engine_answers as engine
from . import unanswered
from .focus import fields_named, with_companions
from .intents import OUT_OF_SCOPE, SOCIAL, IntentMatcher
from .normalize import clean, normalize
from .records import round_json
from .rule_answers import table_of
from .slots import find_casino, from_finglish
from .topics import (
    INTENTS,
    UNFOCUSED,
    Asked,
    Said,
    boxes_at_minimum,
    help_text,
    lone_guest_stake,
    rule_lines_of,
    shared_box_payouts,
    shared_box_stakes,
    split_stakes,
)
from .understanding import ANSWER_WHEN_UNSURE, Session, Understanding, name_index, questions_in, understand

MAX_QUESTION = 2000
"""Characters read of a question; a guest's question is a sentence or two."""


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
    choices: list[dict[str, str]] = field(default_factory=list)
    """Where the assistant is not sure what was meant: the likeliest topics, each ``{label, question, intent}``."""
    courtesy: list[str] = field(default_factory=list)
    """The greetings, thanks or goodbyes returned beside the answer (intents of ``topics.SOCIAL``)."""

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
            "choices": self.choices,
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
    intent: str | None = None,
) -> Answer:
    """Answer ``question``; ``casino``/``table``/``lang`` force what the question leaves open, ``intent``
    its topic (a choice the guest picked)."""
    text = clean(question)[:MAX_QUESTION].strip()
    places = casinos(rules_dir)
    if casino is not None and casino not in places:
        raise UnknownPlaceError("casino", casino, tuple(places))
    if table is not None and (casino is None or table not in places[casino].tables):
        known = tuple(places[casino].tables) if casino is not None else ()
        raise UnknownPlaceError("table", table, known, casino)
    if lang is not None and lang not in LANGUAGES:
        raise UnknownPlaceError("lang", lang, LANGUAGES)
    if intent is not None and intent not in INTENTS:
        raise UnknownPlaceError("intent", intent, tuple(INTENTS))
    session = session if session is not None else Session()
    if casino is not None:
        session.casino, session.table = casino, table
    if not text:
        words = Words(lang or session.lang or "en")
        return Answer("help", 0.0, session.casino, session.table, words.lang, help_text(words))
    parts = questions_in(text)
    # "can you book me a hotel …? and another thing: I doubled a 9 there …": the other request declined beside the
    # answer, and the rest read without it (its "50 euro" is no bet)
    parts = [part for part in parts if any(len(token) > 1 for token in normalize(part).split())] or parts  # (not "😅")
    elsewhere = [part for part in parts if _topics_asked(part) == {OUT_OF_SCOPE}] \
        if intent is None and len(parts) > 1 else []
    rest = " ".join(part.strip() for part in parts if part not in elsewhere)
    # (the rest must ask about the rules: not "Wie werd'n des Wetter …? Will in de Kurpark.")
    probe = understand(rest, rules_dir=rules_dir, lang=lang, session=dataclasses.replace(session)) \
        if elsewhere and rest else None
    declined = probe is not None and probe.intent not in _ONE_PLACE and not probe.unsure and (
        probe.confidence >= 0.8 or probe.intent in ("payout", "strategy") and probe.confidence >= ANSWER_WHEN_UNSURE)
    if declined:
        parts, text = [part for part in parts if part not in elsewhere], rest
    found = understand(text, rules_dir=rules_dir, lang=lang, session=session, intent=intent)
    more: Said = ([], [])
    if intent is None and found.intent not in _ONE_PLACE and len(parts) > 1:
        more = _each_question(found, parts, places, rules_dir, session)
    answer = _compose(found, text, places, Words(found.lang), more=more)
    if declined:  # "can u convert 50 euro into dram for me? also blackjack on 3000 dram at Senator pays what?"
        words = Words(answer.lang)
        answer = dataclasses.replace(answer, answer=answer.answer + "\n" + words._(N_(
            "Your other request is not about the blackjack house rules, so I cannot help with it here.")),
            courtesy=[*answer.courtesy, OUT_OF_SCOPE])
    if answer.lang in RTL:
        answer = dataclasses.replace(answer, answer=isolate_left_to_right(answer.answer, answer.lang))
    if answer.choices:
        unanswered.keep(text, answer.lang)
    return answer


def _topics_asked(part: str) -> set[str]:
    """The topics one question of a message names outright by their keywords or a rule's words (as "rule"),
    courtesies aside;
    {OUT_OF_SCOPE} alone where it asks for something no house rule covers (a hotel, a currency exchange, a table at the
    restaurant). Persian typed in Latin letters is read in Persian ("chand bar" names no bar)."""
    matcher = IntentMatcher.default()
    text = normalize(from_finglish(part) or part)
    tokens = text.split()
    found = {intent for lang in LANGUAGES for intent, words in matcher.keywords_for(lang, text, tokens).items() if words}
    if any(fields_named(text, lang) for lang in LANGUAGES):
        found.add("rule")
    return found - set(SOCIAL)


PART_WHEN_UNSURE = 0.65
"""A question of several read less surely than this adds nothing to the message's answer ("und wenn ich danach
gegen den croupier auch noch gewinn?" read as even money at 0.63: the message's own answer says it)."""

def _each_question(found: Understanding, parts: list[str], places: dict[str, Casino], rules_dir: Path,
                   session: Session) -> Said:
    """What each question of a message asks that the message's reading does not, as lines and sources: each is read
    in turn at the message's casino, with its bet and hand ("Potsdam, 40 € und BJ – wie viel krieg ich? und was is das
    max pro box dort?": the maximum, beside the payout)."""
    scratch = dataclasses.replace(session, intent=None, focus=())
    seen = {(found.intent, *found.focus, found.slots.amount, found.slots.cards)}
    words = Words(found.lang)
    lines: list[str] = []
    sources: list[dict[str, Any]] = []
    for part in parts:
        scratch.table = session.table  # the message's tables ("3:2 va 6:5?" names both), unless a part names one
        if len(found.casinos) > 1 and find_casino(normalize(part), name_index(rules_dir)) is None:
            continue  # "wie viel darf ich dort max setzen? und im Kurhaus?": the casinos compared say it
        each = understand(part, rules_dir=rules_dir, lang=found.lang, session=scratch)
        told = (each.slots.amount, each.slots.cards)  # "25 CHF, Pik Bube + Pik Ass … hatte noch 5 auf QT": two payouts
        if each.intent in _ONE_PLACE or each.confidence < PART_WHEN_UNSURE \
                or (each.intent, *each.focus, *told) in seen \
                or each.intent == found.intent and set(each.focus) <= set(found.focus) \
                and told == (found.slots.amount, found.slots.cards):
            continue
        seen.add((each.intent, *each.focus, *told))
        extra = _compose(each, part, places, words, alone=False)
        lines += [line for line in extra.answer.split("\n") if line not in lines]
        sources += extra.sources
    return lines, sources


def _compose(found: Understanding, question: str, places: dict[str, Casino], words: Words, *, alone: bool = True,
             more: Said | None = None) -> Answer:
    """The answer to one reading, and ``more`` (what the message's other questions ask) before its example;
    ``alone=False`` for one question of several, without the example, the other topics offered and the greetings
    (the message's own answer has them)."""
    more = more or ([], [])
    slots = found.slots
    if len(found.casinos) > 1 and all(c in places for c in found.casinos) and found.intent not in _ONE_PLACE:
        # "Wo darf ich pro Box mehr setzen: Wiesbaden Digital 21 oder Potsdam?": those casinos side by side
        places = {c: places[c] for c in found.casinos}
        slots = dataclasses.replace(slots, casino=None, table=None)
        found = dataclasses.replace(found, slots=slots)
    casino = places.get(slots.casino) if slots.casino else None
    table = table_of(casino, slots.table) if casino else None
    base = dict(intent=found.intent, confidence=found.confidence, casino=casino.id if casino else None,
                table=table.id if table else None, lang=words.lang, alternatives=list(found.alternatives))
    intent = INTENTS[found.intent]
    choices: list[dict[str, str]] = []
    if found.unsure and intent.asks_back:
        options = [i for i in dict.fromkeys((found.intent, *(i for i, _ in found.alternatives))) if INTENTS[i].asks_back][:3]
        where = f" — {getattr(casino.spec.short_name, words.lang)}" if casino else ""
        choices = [{"label": words._(INTENTS[i].name), "question": words._(INTENTS[i].name) + where, "intent": i}
                   for i in options]
        if found.confidence < ANSWER_WHEN_UNSURE and more[0]:
            # the message's other questions are clear, the whole is not: those answers, this one's topics offered
            offered = words._(N_("Or did you mean {options}?"), options=words.any_of(c["label"] for c in choices))
            return Answer(**base, answer="\n".join([*more[0], offered]), sources=more[1], choices=choices)
        if found.confidence < ANSWER_WHEN_UNSURE:
            text = words._(N_("I am not sure what you mean. Is it about {options}?"),
                           options=words.any_of(words._(INTENTS[i].name) for i in options))
            return Answer(**base, answer=text, choices=choices)
        # Likely enough to answer: the likeliest topic, then the others offered
        choices = choices[1:]
    asked = Asked(intent, found, found.read or question, places, casino, table, words)
    lines, sources = intent.answer(asked)
    lines = list(dict.fromkeys(lines))  # a line two parts of an answer state (the play's and the payout's), once
    others = tuple(f for f in with_companions(found.focus) if f not in intent.fields)
    if intent.id == "strategy":  # a hand's play says the house's rules about others at the box, not the game's
        others = tuple(f for f in others if f in BOX_FIELDS or f in ETIQUETTE_FIELDS or f in _OF_A_PLAY)
    elif intent.id == "side_bets":  # "zwei Pik-Asse … noch ein Pik-Ass": a side bet's cards, no split of aces
        others = tuple(f for f in others if f in BOX_FIELDS or f in ETIQUETTE_FIELDS)
    if others and (intent.id not in UNFOCUSED or intent.id == "strategy"):
        # A rule the question names that its topic does not state: that rule first ("who decides a dispute?"),
        # or after the topic's own where the question names one of those too.
        named, named_sources = rule_lines_of(others, asked)
        named = [line for line in named if line not in lines]
        own_first = any(f in intent.fields for f in found.focus)
        lines = [*lines, *named] if own_first else [*named, *lines]
        sources = [*named_sources, *sources]
    # "… und wie viel liegt dann insgesamt aufm tisch": the guest's own hands, or a box shared with co-bettors
    if alone and (summed := [line for line in (shared_box_payouts(asked) or shared_box_stakes(asked) or split_stakes(asked)
                                                  or lone_guest_stake(asked) or boxes_at_minimum(asked))
                             if line not in lines]):
        lines = [*lines[:1], *summed, *lines[1:]]
    if intent.basics is not None:
        lines.append(words._(intent.basics))
    lines += [line for line in more[0] if line not in lines]
    sources = [*sources, *more[1]]
    example = None
    if intent.example is not None and (alone or found.slots.amount is not None):  # a question of several: its bet played
        amount = found.slots.amount
        if amount is None and found.slots.at_max and asked.chosen:  # "I've got the table max on": the maximum
            amount = engine.stated_maximum(asked.chosen[0])
        example, line = _example(intent.example, asked.chosen, words, amount)
        if line and line not in lines:  # (a message of two questions on one hand plays it once)
            lines.append(line)
    if choices and alone:
        lines.append(words._(N_("Or did you mean {options}?"),
                             options=words.any_of(choice["label"] for choice in choices)))
    courtesy = [c for c in found.courtesy if c in COURTESY and alone]
    lines = [*(words._(COURTESY[c]) for c in courtesy if c != "goodbye"), *lines,
             *(words._(COURTESY[c]) for c in courtesy if c == "goodbye")]  # "Hello! …", "… Goodbye!"
    return Answer(**base, answer="\n".join(lines), example=example, sources=sources, choices=choices,
                  courtesy=courtesy)


_OF_A_PLAY = frozenset({"surrender_after_split", "double_after_split", "hit_split_aces", "double_may_exceed_max",
                        "max_bet", "split_ten_ace_is_blackjack", "split_ace_ten_is_blackjack", "split_hand_is_new_box"})
"""Rules a hand's play states when the question names them: a hand that came from a split ("can I surrender that
hand?"), a double with the maximum already bet ("I'm at the 500 max with 5+6 vs dealer 5. can I still double?")."""

_ONE_PLACE = frozenset({"greeting", "thanks", "goodbye", "help", "out_of_scope"})
"""Intents that answer no casino's rules: several casinos named change nothing."""

COURTESY = {"greeting": N_("Hello!"), "thanks": N_("You are welcome!"), "goodbye": N_("Goodbye!")}
"""A greeting, thanks or goodbye returned beside an answer to the question with it."""


def _example(kind: str, chosen, words: Words, amount=None):
    """The engine's example round of ``kind`` at the first table that has it, with the guest's own bet
    when the question names one (a bet the table refuses falls back to the usual one)."""
    for place in chosen:
        casino, table = place
        if kind in example_kinds(table.table):
            played = _played(table.table, kind, amount, words.lang, casino.spec.currency, engine.place_name(place, words))
            if played is not None:
                return played
    return None, None


@functools.lru_cache(maxsize=2048)
def _played(table, kind: str, amount, lang: str, currency: str, place: str):
    """One example round and its line, played once per table, kind, bet and language: the engine deals
    the same stacked shoe every time (answers share the record; nothing changes it)."""
    try:
        game = play_example(table, kind, amount)
    except IllegalActionError:
        game = play_example(table, kind)
    if game is None:
        return None
    words = Words(lang, currency)
    sheet = example_sheet(kind, game, words)
    hands = words.semicolons(f"{h.label}: {' '.join(c.text for c in h.cards)}"
                             + (f" ({h.decisions})" if h.decisions else "") + f" {words.arrow} {h.results}"
                             for h in sheet.hands)
    line = words._(N_("Example at {place}, bet {bet}: dealer {dealer} ({total}); {hands}."),
                   place=place, bet=sheet.bet, dealer=" ".join(c.text for c in sheet.dealer),
                   total=sheet.dealer_total, hands=hands)
    if len(sheet.hands) > 1 or kind == "three_sevens":  # split hands, three sevens and the win: what the box comes to
        # the box shown only: a guest alone at a table that asks for two boxes plays a second one beside it
        box = min(h.ref.box for h in game.hands)
        net = sum(s.net for s in game.history
                  if isinstance(s, Settlement) and s.bettor == GUEST and s.hand is not None and s.hand.box == box)
        line += " " + words._(N_("In all: {net}."), net=words.signed_money(net))
    return round_json(game), line


__all__ = ["Answer", "Session", "UnknownPlaceError", "ask"]
