"""Answers the engine computes from the guest's own cards and amounts: hand value, payout, strategy, edge."""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from decimal import Decimal

from babel.numbers import get_currency_name
from rapidfuzz import fuzz

from ..engine import Card, IllegalActionError, Rank, Settlement, Suit, Table, TableLimits, hand_value
from ..engine.examples import GUEST, play_example
from ..locale.errors import error_text
from ..locale.wording import ACTION_NAMES, LEGEND, N_, OUTCOME_NAMES, Words, edge_text
from ..locale.wording import NOT_STATED as NOT_STATED_WORDS
from ..rules import Casino, CasinoTable
from ..rules.analyses import analysis_of
from ..rules.fields import NOT_STATED, SIDE_BET_FIELDS
from ..rules.readings import THRESHOLD, edge_readings
from .normalize import normalize
from .slots import TEN_CARDS, Slots, currency_words, lexicon, suited_cards, without_phrases, word_set

Place = tuple[Casino, CasinoTable]


def cards_of(labels: tuple[str, ...]) -> list[Card]:
    """Cards for rank labels; suits do not change a hand's value."""
    return [Card(Rank(label), Suit.SPADES) for label in labels]


def hand_words(labels: tuple[str, ...], words: Words) -> str:
    return words.all_of(_rank_name(label, words) for label in labels)


def _rank_name(label: str, words: Words) -> str:
    names = {"A": N_("ace"), "K": N_("king"), "Q": N_("queen"), "J": N_("jack")}
    return words._(names[label]) if label in names else words.number(int(label))


def hand_value_answer(slots: Slots, words: Words) -> str | None:
    if not slots.cards:
        return None
    value = hand_value(cards_of(slots.cards))
    cards = hand_words(slots.cards, words)
    if len(slots.cards) == 2 and value.total == 21:
        return words._(N_("{cards}: a blackjack — 21 with the first two cards, better than any other 21."), cards=cards)
    if value.busted:
        return words._(N_("{cards}: {total} — over 21, the hand is bust."), cards=cards, total=words.number(value.total))
    if value.soft:
        return words._(N_("{cards}: soft {total} — the ace counts 11; it can count 1 instead, so {low} if the next card "
                          "would take you over 21."), cards=cards, total=words.number(value.total), low=words.number(value.low))
    return words._(N_("{cards}: {total}."), cards=cards, total=words.number(value.total))


@functools.lru_cache(maxsize=4096)
@functools.cache
def _outcome_phrases() -> tuple[tuple[str, str, bool], ...]:
    """(the outcome it names, `` phrase ``, whether a typo of it counts: one word of six letters or more), in the
    lexicon's order."""
    as_kind = lexicon()["outcome_as"]
    return tuple((as_kind.get(kind, kind), f" {wanted} ", " " not in wanted and len(wanted) >= 6)
                 for kind, phrases in lexicon()["outcomes"].items() for wanted in map(normalize, phrases))


@functools.lru_cache(maxsize=4096)
def outcome_kind(question: str) -> str:
    """The example hand a payout question is about: blackjack, insurance … or a plain win. A long word
    may carry a typo ("Blackjak", "insurence"). (Kept per question: an answer asks it several times.)"""
    text = f" {without_phrases(normalize(question), 'denied_outcomes')} "  # ("… so no push"): not asked about
    tokens = [t for t in text.split() if len(t) >= 6]
    for kind, spaced_phrase, typo in _outcome_phrases():
        if spaced_phrase in text or typo and any(fuzz.ratio(spaced_phrase[1:-1], t) >= 85 for t in tokens):
            return kind
    return PLAIN_WIN


def both_blackjacks(question: str) -> bool:
    """Whether the question tells the guest's blackjack and the dealer's ("… but the dealer ends up with a blackjack
    as well")."""
    text = f" {normalize(question)} "
    kinds = {normalize(word) for word in lexicon()["blackjack_kinds"]}
    return any(f" {phrase} " in text and text[: text.find(f" {phrase} ")].split()[-1:] not in ([k] for k in kinds)
               for phrase in map(normalize, lexicon()["outcomes"]["both_blackjack"]))


def natural_kind(question: str, slots: Slots, words: Words) -> str | None:
    """"blackjack" for a payout question naming an ace and a ten-value card as the hand, "bonus_blackjack" for
    the jack and the ace of spades, "three_sevens" for three sevens; else None."""
    if slots.cards == ("7", "7", "7"):
        return "three_sevens"  # "had 7-7, hit and got another 7"
    if sorted(_points(card) for card in slots.cards) != [1, 10]:
        return None  # the dealer's card named beside it changes nothing: "Ass und Dame, der Croupier hat eine 6"
    suited = set(suited_cards(normalize(question), words.lang))
    return "bonus_blackjack" if suited == {"J♠", "A♠"} else "blackjack"


PLAIN_WIN = "dealer_bust"
"""The outcome of a payout question that names none: a plain win (the dealer's bust shows it)."""


Line = tuple[str, tuple[tuple[str, str], ...]]
"""A line of an answer about one table: its message and every value but the place. Tables with the
same line are said once, together ("Senator and Wiesbaden (Live game): 3:2")."""

MAX_PLACES = 6
"""Places named in one line; beyond them, "and N more"."""


def _line(message: str, **values: str) -> Line:
    return message, tuple(values.items())


def grouped_lines(chosen: Iterable[Place], lines_of: Callable[[Place], Iterable[Line]], words: Words,
                  name_of: Callable[[Place, Words], str] | None = None) -> list[str]:
    """Each distinct line once, naming every place it holds at (by ``name_of``, else the table's name), in the order
    first met."""
    groups: dict[Line, list[str]] = {}
    for place in chosen:
        for line in lines_of(place):
            groups.setdefault(line, []).append((name_of or place_name)(place, words))
    return [words._(message, place=places_text(names, words), **dict(values))
            for (message, values), names in groups.items()]


def places_text(names: Sequence[str], words: Words, total: int | None = None) -> str:
    """``Cottbus · Potsdam, Senator and Wiesbaden``; past ``MAX_PLACES``, the rest counted. ``total``:
    how many places there are when ``names`` holds only the first of them."""
    total = len(names) if total is None else total
    if total > MAX_PLACES:
        rest = total - MAX_PLACES + 1
        names = [*names[: MAX_PLACES - 1], words._(N_("{count} more"), count=words.number(rest))]
    return words.all_of(names)


def payout(place: Place, kind: str, amount: Decimal, words: Words, minimum: Decimal | None = None) -> list[Line]:
    """What a bet of ``amount`` returns in the outcome ``kind`` at one table, played by the engine; a bet the
    leaflet's limits refuse is said to be refused (``minimum``: the table minimum the guest names)."""
    casino, table = place
    allowed, check, minimums = _bet_verdict(place, amount, words, minimum)
    if allowed is False:
        return [check]
    engine_table = table.table
    limits = engine_table.limits
    low, only_some = None, False
    if limits is not None and limits.multiple_of_min and minimum is not None and allowed:
        low = minimum  # "15 at the €5 table": played at that table, not at the range's lowest minimum
    elif minimums and limits is not None and limits.min_bet not in minimums:
        low, only_some = minimums[0], True  # the lowest minimum refuses it: played at a table of one that takes it
    if low is not None and limits is not None and low != limits.min_bet:
        top = None if limits.max_bet is None else limits.max_bet - limits.max_bet % low  # a multiple of it
        engine_table = replace(engine_table, limits=replace(limits, min_bet=low, max_bet=top))
    line = _payout(engine_table, casino.spec.currency, kind, amount, words.lang)
    return ([check] if only_some else []) + ([line] if line else [])


def blackjack_timing(place: Place, upcard: str, words: Words) -> list[Line]:
    """When a blackjack is paid against the dealer's ``upcard`` at one table, where its leaflet says so ("… when
    the dealer has a 5?": at once, before the dealer draws)."""
    entry = place[1].rules.get("blackjack_paid_immediately_against")
    if entry is None or not entry.stated:
        return []
    upcard = "10" if upcard in TEN_CARDS else upcard  # "… and the dealer shows a king": a ten-value card
    if not upcard.isdecimal():
        return []
    card = words.upcard(upcard)
    if entry.value and upcard in {str(u) for u in entry.value}:
        return [_line(N_("{place}: against the dealer's {card}, a blackjack is paid at once, before the dealer draws."),
                      card=card)]
    return [_line(N_("{place}: against the dealer's {card}, a blackjack is settled only after the dealer has drawn."),
                  card=card)]


def bet_check(place: Place, amount: Decimal, words: Words, minimum: Decimal | None = None) -> list[Line]:
    """Whether a bet of ``amount`` may be placed at one table, by the limits its leaflet states (not the engine's
    readings): "12 at the €5 table" is no, bets there are multiples of €5. ``minimum``: the table minimum the
    guest names, where the leaflet gives a range of them."""
    return [_bet_verdict(place, amount, words, minimum)[1]]


def _bet_verdict(place: Place, amount: Decimal, words: Words, minimum: Decimal | None = None
                 ) -> tuple[bool | None, Line, tuple[Decimal, ...]]:
    """(allowed: True, False, or None where it depends on which table of a range of minimums; the line saying so;
    the table minimums the bet is allowed at, where it depends on them)."""
    casino, table = place
    words = Words(words.lang, casino.spec.currency)
    stated = {name: entry.value for name, entry in table.limits.items() if entry.stated}
    low, top = stated.get("min_bet"), stated.get("max_bet")
    high = stated.get("min_bet_up_to", low)
    if minimum is not None and low is not None and low <= minimum <= high:
        low = high = minimum  # "the €5 table" of a casino whose minimums lie between €2 and €20
    values = {"amount": words.money(amount)}
    if top is not None and amount > top:
        return False, _line(N_("{place}: no — {amount} is above the maximum of {max} per box."), **values,
                            max=words.money(top)), ()
    if low is None:
        if top is None:
            return None, _line(N_("{place}: the leaflet states no limits, so it does not say whether {amount} may be "
                                  "placed."), **values), ()
        return True, _line(N_("{place}: {amount} is within the maximum of {max} per box; the leaflet states no "
                              "minimum."), **values, max=words.money(top)), ()
    if amount < low:
        return False, _line(N_("{place}: no — {amount} is below the minimum of {min}."), **values,
                            min=words.money(low)), ()
    unit = stated.get("multiple_of") or (low if stated.get("multiple_of_min") and low == high else None)
    if unit is not None and amount % unit:
        down, up = amount - amount % unit, amount - amount % unit + unit
        near = [words.money(v) for v in (down, up) if v >= low and (top is None or v <= top)]
        return False, _line(N_("{place}: no — bets there are multiples of {unit}: {near}."), **values,
                            unit=words.money(unit), near=words.any_of(near)), ()
    if low != high and stated.get("multiple_of_min"):
        # bets are multiples of a table's own minimum, which lies somewhere in a range
        minimums = tuple(Decimal(m) for m in range(int(-(-low // 1)), int(min(high, amount) // 1) + 1)
                         if amount % m == 0)
        values.update(low=words.money(low), high=words.money(high))
        if not minimums:
            return False, _line(N_("{place}: no — {amount} is a multiple of no table minimum from {low} to {high}."),
                                **values), ()
        return None, _line(N_("{place}: {amount} only at a table with a minimum of {minimums} (bets are multiples of "
                              "the table's minimum, which lies between {low} and {high})."),
                           **values, minimums=words.any_of(words.money(m) for m in minimums)), minimums
    if low != high and amount < high:
        return None, _line(N_("{place}: {amount} only at a table whose minimum is {amount} or less (the minimums lie "
                              "between {low} and {high})."), **values, low=words.money(low), high=words.money(high)), ()
    if top is None:
        return True, _line(N_("{place}: yes — {amount} is at least the minimum of {min}; the leaflet states no "
                              "maximum."), **values, min=words.money(low)), ()
    return True, _line(N_("{place}: yes — {amount} is within the limits, {min} to {max}."), **values,
                       min=words.money(low), max=words.money(top)), ()


def lost(question: str) -> bool:
    """Whether a payout question says the hand lost ("doubled on 10 and lost")."""
    return bool(set(normalize(question).split()) & word_set("lost_words"))


_SPLIT_NATURAL = {
    "split_ace_ten_is_blackjack": (
        N_("{place}: the leaflet does not say whether a split ace and a ten-value card count as blackjack: as "
           "blackjack, a bet of {amount} wins {win} ({ratio}); as 21, it wins {amount} if the hand wins."),
        N_("{place}: a split ace and a ten-value card count as blackjack: a bet of {amount} wins {win} ({ratio})."),
        N_("{place}: a split ace and a ten-value card count as 21, not as blackjack: a bet of {amount} wins {amount} if "
           "the hand wins.")),
    "split_ten_ace_is_blackjack": (
        N_("{place}: the leaflet does not say whether a split ten-value card and an ace count as blackjack: as "
           "blackjack, a bet of {amount} wins {win} ({ratio}); as 21, it wins {amount} if the hand wins."),
        N_("{place}: a split ten-value card and an ace count as blackjack: a bet of {amount} wins {win} ({ratio})."),
        N_("{place}: a split ten-value card and an ace count as 21, not as blackjack: a bet of {amount} wins {amount} "
           "if the hand wins.")),
}
"""Per rule field of a split hand of an ace and a ten, what it wins: where the leaflet leaves it open, as blackjack,
and as 21."""


def split_natural(place: Place, field: str, amount: Decimal, words: Words) -> list[Line]:
    """A split hand of an ace and a ten-value card, winning (``field``: split_ace_ten_is_blackjack for a split ace that
    draws a ten, split_ten_ace_is_blackjack for a split ten that draws an ace): paid as a blackjack where the table
    counts it one, and each reading's amount where the leaflet leaves it open."""
    casino, table = place
    money = Words(words.lang, casino.spec.currency)
    open_, as_blackjack, as_21 = _SPLIT_NATURAL[field]
    pays = table.table.rules.blackjack_pays
    values = {"amount": money.money(amount), "ratio": words.ratio(pays),
              "win": money.money(amount * pays.numerator / pays.denominator)}
    entry = table.rules.get(field)
    if entry is None or not entry.stated:
        return [_line(open_, **values)]
    if getattr(table.table.rules, field):
        return [_line(as_blackjack, **values)]
    return [_line(as_21, amount=values["amount"])]


def split_results(question: str) -> tuple[int, ...]:
    """The two split hands' results a question tells in turn, +1 won, 0 a stand-off, -1 lost ("one won, the other
    pushed", «یکی برد، اون یکی مساوی شد»); empty unless it tells two different ones."""
    kinds = {**{w: 1 for w in map(normalize, lexicon()["outcomes"]["dealer_bust"])},
             **{w: 0 for w in map(normalize, lexicon()["outcomes"]["push"])},
             **{w: -1 for w in map(normalize, lexicon()["lost_words"])}}
    told = [kinds[token] for token in normalize(question).split() if token in kinds]
    return tuple(told[:2]) if len(told) >= 2 and len(set(told[:2])) == 2 else ()


def names_split(question: str) -> bool:
    """Whether a question says the hand was split (not "hab doch nicht geteilt", "didn't split")."""
    tokens = normalize(question).split()
    split = {normalize(w) for w in lexicon()["outcomes"]["split"]} | word_set("split_words")
    return any(t in split and not set(tokens[max(0, i - 2) : i]) & word_set("denial_words")
               for i, t in enumerate(tokens))


def split_instead(question: str) -> bool:
    """Whether a question names the split as the move not made ("if I had doubled instead of splitting")."""
    tokens = normalize(question).split()
    split = {normalize(w) for w in lexicon()["outcomes"]["split"]} | word_set("split_words")
    return any(t in split and set(tokens[max(0, i - 2) : i]) & word_set("instead_words") for i, t in enumerate(tokens))


def split_doubles(question: str) -> int:
    """How many of two split hands a question says were doubled: 0, 1 ("doubled it", «روی یکی دوبل کردم») or 2
    ("doubled on both hands")."""
    tokens = normalize(question).split()
    doubles = [i for i, t in enumerate(tokens) if t in {normalize(w) for w in lexicon()["outcomes"]["double"]}]
    if not doubles:
        return 0
    both = word_set("both_words")

    def on_both(i: int) -> bool:  # "doubled on both hands", "auf beiden verdoppelt" (not "doubled it. Both hands won")
        after = tokens[i + 1 : i + 3]
        before = " ".join(tokens[max(0, i - 3) : i])  # «رو هر دو دست دوبل کردم»: both hands, then the double
        return bool(after) and (after[0] in both or after[0] in ("on", "auf", "bei", "روی") and after[1:2] and
                                after[1] in both) or any(f" {w} " in f" {before} " for w in both if " " in w)

    return 2 if any(on_both(i) for i in doubles) else 1


def split_doubled_net(place: Place, doubled: int, won: bool, amount: Decimal, words: Words) -> list[Line]:
    """Two split hands of ``amount``, ``doubled`` of them doubled, both won or both lost: what the box comes to."""
    money = Words(words.lang, place[0].spec.currency)
    stake = amount * (2 + doubled)
    message = N_("{place}: two split hands of {amount}, {doubled} of them doubled — {stake} in play, both won: {net} in "
                 "all.") if won else N_("{place}: two split hands of {amount}, {doubled} of them doubled — {stake} in "
                                        "play, both lost: {net} in all.")
    return [_line(message, amount=money.money(amount), doubled=words.number(doubled), stake=money.money(stake),
                  net=money.signed_money(stake if won else -stake))]


def split_net(place: Place, results: tuple[int, ...], amount: Decimal, words: Words, doubled: int = 0) -> list[Line]:
    """Two split hands of ``amount`` each, one won and one not (the first told ``doubled``, as guests tell the hand
    they doubled first): what comes back and what the box comes to."""
    money = Words(words.lang, place[0].spec.currency)
    names = {1: N_("wins"), 0: N_("stand-off"), -1: N_("loses")}
    stakes = [amount * 2 if i < doubled else amount for i in range(len(results))]
    values = {"amount": money.money(amount), "results": words.all_of(words._(names[r]) for r in results),
              "back": money.money(sum(stake * (1 + r) for stake, r in zip(stakes, results))),
              "net": money.signed_money(sum(stake * r for stake, r in zip(stakes, results)))}
    if doubled:
        return [_line(N_("{place}: two split hands of {amount} each, the first doubled to {stake} — {results}: you get "
                         "back {back}, {net} in all."), **values, stake=money.money(stakes[0]))]
    return [_line(N_("{place}: two split hands of {amount} each — {results}: you get back {back}, {net} in all."),
                  **values)]


def loss(place: Place, kind: str, amount: Decimal, words: Words) -> list[Line]:
    """What a lost hand of ``amount`` costs: the bet, doubled after a double, on each hand after a split."""
    money = Words(words.lang, place[0].spec.currency)
    if kind == PLAIN_WIN:
        return [_line(N_("{place}: a lost bet of {amount} is lost whole: {net}."), amount=money.money(amount),
                      net=money.signed_money(-amount))]
    message = N_("{place}: a bet of {amount}, doubled and lost: {net} in all.") if kind == "double" else \
        N_("{place}: a bet of {amount} on each of two split hands, both lost: {net} in all.")
    return [_line(message, amount=money.money(amount), net=money.signed_money(-2 * amount))]


def age_lines(chosen: Iterable[Place], age: int, words: Words) -> list[str]:
    """Whether a guest of ``age`` may enter, at each casino of the places chosen, by its leaflet's minimum age."""
    def verdict(place: Place) -> list[Line]:
        minimum = getattr(place[0].spec.entry.min_age, "value", None)
        if not isinstance(minimum, int):
            return [_line(N_("{place}: the leaflet states no minimum age, so whether you may enter at {age} is for the "
                             "casino to say."), age=words.number(age))]
        message = N_("{place}: no — at {age} you may not enter; the minimum age is {minimum}.") if age < minimum else \
            N_("{place}: yes — at {age} you may enter; the minimum age is {minimum}.")
        return [_line(message, age=words.number(age), minimum=words.number(minimum))]

    one_each = {place[0].id: place for place in chosen}.values()  # a place of each casino, in the order first met
    return grouped_lines(one_each, verdict, words, lambda place, words: getattr(place[0].spec.short_name, words.lang))


def stated_maximum(place: Place) -> Decimal | None:
    """A table's box maximum where its leaflet states one."""
    entry = place[1].limits.get("max_bet")
    return entry.value if entry is not None and entry.stated else None


def _over_max_rule(place: Place, maximum: Decimal | None) -> tuple[Decimal | None, str | None]:
    """The box maximum (the one the guest names, else the leaflet's) and the table's stated rule for bets over it
    ("reduce_from_last_circle", …), None where the leaflet states none."""
    entry = place[1].limits.get("over_max")
    reading = getattr(entry.value, "value", entry.value) if entry is not None and entry.stated else None
    return (maximum if maximum is not None else stated_maximum(place)), reading


def lone_guest_stake(place: Place, minimum: Decimal, words: Words) -> list[Line]:
    """What a guest alone at the table stakes at least: the boxes they must play, each at the table minimum."""
    casino, table = place
    boxes = table.box_rules.get("min_boxes_single_guest")
    if boxes is None or not boxes.stated or not isinstance(boxes.value, int) or boxes.value < 2:
        return []
    money = Words(words.lang, casino.spec.currency)
    return [_line(N_("{place}: alone at the table, at least {boxes} boxes of {minimum} each: {total} in all."),
                  boxes=words.number(boxes.value), minimum=money.money(minimum),
                  total=money.money(minimum * boxes.value))]


def boxes_at_minimum(place: Place, boxes: int, minimum: Decimal | None, words: Words) -> list[Line]:
    """What ``boxes`` boxes take at least at one table: the table minimum (the one the guest names, else the
    leaflet's single stated minimum) on each box."""
    casino, table = place
    stated = table.limits.get("min_bet")
    ranged = table.limits.get("min_bet_up_to")
    if minimum is None and stated is not None and stated.stated and not (ranged is not None and ranged.stated):
        minimum = stated.value
    if minimum is None:
        return []
    money = Words(words.lang, casino.spec.currency)
    return [_line(N_("{place}: {boxes} boxes at a table minimum of {minimum}: at least {total} in all, the minimum on "
                     "each box."), boxes=words.number(boxes), minimum=money.money(minimum),
                  total=money.money(minimum * boxes))]


def box_over_max(place: Place, stakes: Sequence[Decimal], maximum: Decimal | None, words: Words) -> list[Line]:
    """Several bettors' stakes on one box (the owner's first, then each circle), against the box maximum (the one
    the guest names, else the table's): what the table's rule for bets over it does to them."""
    casino, _ = place
    top, reading = _over_max_rule(place, maximum)
    if top is None or len(stakes) < 2 or sum(stakes) <= top:
        return []
    money = Words(words.lang, casino.spec.currency)
    values = {"stakes": words.all_of(money.money(stake) for stake in stakes), "total": money.money(sum(stakes)),
              "max": money.money(top), "excess": money.money(sum(stakes) - top)}
    if reading is None:
        return [_line(N_("{place}: bets of {stakes} come to {total}, {excess} over the maximum of {max}; what happens "
                         "to bets over it the leaflet does not state."), **values)]
    if reading != "reduce_from_last_circle":
        return [_line(N_("{place}: bets of {stakes} come to {total}, {excess} over the maximum of {max}: the bet that "
                         "would pass it is refused."), **values)]
    left, kept = sum(stakes) - top, list(stakes)
    for i in range(len(kept) - 1, -1, -1):  # cut back from the last circle
        cut = min(kept[i], left)
        kept[i], left = kept[i] - cut, left - cut
    return [_line(N_("{place}: bets of {stakes} come to {total}, {excess} over the maximum of {max}: they are cut back "
                     "from the last circle, to {kept}."), **values, kept=words.all_of(money.money(k) for k in kept))]


def total_over_max(place: Place, total: Decimal, maximum: Decimal | None, words: Words) -> list[Line]:
    """The stakes on one box told as a total ("three of us, 1,200 together, the maximum is 1,000"): what the table's
    rule for bets over the maximum does to the part above it."""
    casino, _ = place
    top, reading = _over_max_rule(place, maximum)
    if top is None or total <= top:
        return []
    money = Words(words.lang, casino.spec.currency)
    values = {"total": money.money(total), "max": money.money(top), "excess": money.money(total - top)}
    if reading is None:
        return [_line(N_("{place}: {total} is {excess} over the maximum of {max}; what happens to bets over it the "
                         "leaflet does not state."), **values)]
    if reading != "reduce_from_last_circle":
        return [_line(N_("{place}: {total} is {excess} over the maximum of {max}: the bet that would pass it is "
                         "refused."), **values)]
    return [_line(N_("{place}: {total} is {excess} over the maximum of {max}: the bets are cut back by {excess}, "
                     "beginning with the last circle, to {max} in all."), **values)]


def insurance_settled(place: Place, bet: Decimal | None, stake: Decimal, dealer_blackjack: bool, result: int | None,
                      words: Words) -> list[Line]:
    """An insurance of ``stake`` settled: what it wins against a dealer's blackjack (the bet of ``bet`` lost), or its
    loss without one (the bet's ``result``: +1 won, 0 a stand-off, -1 lost, None not told)."""
    casino, table = place
    pays = table.table.rules.insurance_pays
    if pays is None:
        return []
    money = Words(words.lang, casino.spec.currency)
    win = stake * pays.numerator / pays.denominator
    values = {"stake": money.money(stake), "win": money.money(win), "ratio": words.ratio(pays)}
    if dealer_blackjack:
        if bet is None:
            return [_line(N_("{place}: the dealer has blackjack: the insurance of {stake} wins {win} ({ratio}) — you get "
                             "back {back} for it."), **values, back=money.money(stake + win))]
        return [_line(N_("{place}: the dealer has blackjack: the insurance of {stake} wins {win} ({ratio}) and the bet "
                         "of {bet} is lost — you get back {back}, {net} in all."), **values, bet=money.money(bet),
                      back=money.money(stake + win), net=money.signed_money(win - bet))]
    if bet is None or result is None:
        return [_line(N_("{place}: no dealer blackjack: the insurance of {stake} is lost, and the bet plays on."),
                      **values)]
    outcome = {1: N_("wins"), 0: N_("stand-off"), -1: N_("loses")}[result]
    return [_line(N_("{place}: no dealer blackjack: the insurance of {stake} is lost and the bet of {bet} {outcome} — "
                     "{net} in all."), **values, bet=money.money(bet), outcome=words._(outcome),
                  net=money.signed_money(bet * result - stake))]


def even_money_choices(place: Place, amount: Decimal, words: Words) -> list[Line]:
    """Even money on a blackjack of ``amount`` against a dealer's ace, taken or declined, where the table offers it;
    where it does not, what the blackjack comes to once the dealer has played."""
    casino, table = place
    entry = table.rules.get("even_money")
    pays = table.table.rules.blackjack_pays
    money = Words(words.lang, casino.spec.currency)
    if entry is None or not entry.stated or entry.value is not True:
        # where the leaflet offers no even money, the blackjack waits for the dealer's hand
        return [_line(N_("{place}: a blackjack of {amount} against the dealer's ace wins {win} ({ratio}) if the dealer "
                         "has no blackjack, and is a stand-off — your {amount} back — if he has."),
                      amount=money.money(amount), win=money.money(amount * pays.numerator / pays.denominator),
                      ratio=words.ratio(pays))]
    return [_line(N_("{place}: even money on a blackjack of {amount} wins {amount} at once; declined, it wins {win} "
                     "({ratio}) if the dealer has no blackjack, and is a stand-off — your {amount} back — if he has."),
                  amount=money.money(amount), win=money.money(amount * pays.numerator / pays.denominator),
                  ratio=words.ratio(pays))]


def stake_after(place: Place, move: str, amount: Decimal, words: Words, hands: int = 2) -> list[Line]:
    """What lies on the box after doubling (``move`` "double") or splitting ("split") a bet of ``amount`` (into
    ``hands`` hands, where the guest has split again)."""
    casino, _ = place
    words = Words(words.lang, casino.spec.currency)
    if move == "split" and hands > 2:
        return [_line(N_("{place}: {hands} hands of {amount} each come to {total} on the table."), hands=words.number(hands),
                      amount=words.money(amount), total=words.money(hands * amount))]
    if move == "double":
        return [_line(N_("{place}: doubling a bet of {amount} puts {total} on the box."), amount=words.money(amount),
                      total=words.money(2 * amount))]
    return [_line(N_("{place}: splitting a bet of {amount} puts {amount} on the new hand: {total} on the two hands."),
                  amount=words.money(amount), total=words.money(2 * amount))]


def split_stakes(place: Place, amount: Decimal, hands: int, doubled: int, words: Words) -> list[Line]:
    """What lies on the table after splitting a bet of ``amount`` into ``hands`` hands and doubling ``doubled`` of
    them ("20 € drin, zwei 8er gesplittet, … doppeln? und wie viel liegt dann insgesamt aufm tisch": 60 €)."""
    money = Words(words.lang, place[0].spec.currency)
    if not doubled:
        return stake_after(place, "split", amount, words, hands)
    return [_line(N_("{place}: {hands} hands of {amount}, {doubled} of them doubled, come to {total} on the table."),
                  hands=words.number(hands), amount=money.money(amount), doubled=words.number(doubled),
                  total=money.money(amount * (hands + doubled)))]


def shared_box_stakes(place: Place, owner: Decimal, others: list[Decimal], move: str | None, words: Words
                      ) -> list[Line]:
    """What lies on a box its owner (``owner``) shares with co-bettors (``others``), and after the owner's ``move``
    ("double", "split") both readings of who follows it: the co-bettors may, and need not."""
    money = Words(words.lang, place[0].spec.currency)
    total = owner + sum(others)
    stakes = money.all_of(money.money(stake) for stake in (owner, *others))
    lines = [_line(N_("{place}: the stakes on the box, {stakes}, come to {total}."), stakes=stakes,
                   total=money.money(total))]
    if move == "double":
        lines.append(_line(N_("{place}: after doubling, {alone} lies on the box if only the box owner doubles, "
                              "{everyone} if everyone on it doubles."),
                           alone=money.money(total + owner), everyone=money.money(2 * total)))
    elif move == "split":
        lines.append(_line(N_("{place}: after the split, {alone} lies on the box if no co-bettor follows it, "
                              "{everyone} if all follow."), alone=money.money(total + owner),
                           everyone=money.money(2 * total)))
    return lines


def insurance_stake(place: Place, amount: Decimal, words: Words, minimum: Decimal | None = None) -> list[Line]:
    """How much insurance a bet of ``amount`` allows at one table, by the table's rules (``minimum``: the table
    minimum the guest names, where the leaflet states none)."""
    casino, table = place
    if table.table.rules.insurance_pays is None:
        return []
    words = Words(words.lang, casino.spec.currency)
    engine_table = table.table
    if minimum is not None and (engine_table.limits is None or engine_table.limits.min_bet is None):
        limits = engine_table.limits or TableLimits()
        engine_table = replace(engine_table, limits=replace(limits, min_bet=minimum, max_bet=None, multiple_of=None))
    low, high = engine_table.insurance_range(amount)
    values = {"amount": words.money(amount), "high": words.money(high)}
    wins, = insurance_win(place, high, words)
    by_minimum = table.table.rules.insurance_min_table_fraction
    if low == high:
        return [_line(N_("{place}: insurance on a bet of {amount} is exactly {high}."), **values), wins]
    if low > 0:
        return [_line(N_("{place}: insurance on a bet of {amount} is from {low} to {high}."), **values,
                      low=words.money(low)), wins]
    if by_minimum and (engine_table.limits is None or engine_table.limits.min_bet is None):
        return [_line(N_("{place}: insurance on a bet of {amount} is up to {high}, and at least {share} of the table "
                         "minimum, which the leaflet does not state."), **values, share=words.share(by_minimum)), wins]
    return [_line(N_("{place}: insurance on a bet of {amount} is up to {high}."), **values), wins]


def insurance_win(place: Place, stake: Decimal, words: Words) -> list[Line]:
    """What an insurance of ``stake`` wins at one table if the dealer has blackjack."""
    casino, table = place
    pays = table.table.rules.insurance_pays
    if pays is None:
        return []
    words = Words(words.lang, casino.spec.currency)
    return [_line(N_("{place}: insurance of {high} wins {win} if the dealer has blackjack."), high=words.money(stake),
                  win=words.money(stake * pays.numerator / pays.denominator))]


def insurance_floor(place: Place, minimum: Decimal, words: Words) -> list[Line]:
    """The smallest insurance a table minimum the guest names allows, where the table's rules tie it to the minimum."""
    casino, table = place
    share = table.table.rules.insurance_min_table_fraction
    if table.table.rules.insurance_pays is None or not share:
        return []
    money = Words(words.lang, casino.spec.currency)
    return [_line(N_("{place}: at a table minimum of {minimum}, insurance is at least {low} ({share} of the minimum)."),
                  minimum=money.money(minimum), low=money.money(minimum * share.numerator / share.denominator),
                  share=words.share(share))]


def insurance_advice(place: Place, words: Words) -> list[Line]:
    """Whether basic strategy takes insurance at one table, and what it costs: the engine's edge of the bet."""
    rules = place[1].table.rules
    edge = rules.insurance_edge()
    if edge is None:
        return []
    if edge > 0:
        return [_line(N_("{place}: basic strategy takes no insurance: in the long run it loses {edge} of its stake "
                         "({decks} decks)."), edge=words.percent(100 * edge), decks=words.number(rules.decks))]
    return [_line(N_("{place}: insurance wins {edge} of its stake in the long run ({decks} decks)."),
                  edge=words.percent(-100 * edge), decks=words.number(rules.decks))]


def currency_notes(chosen: Iterable[Place], named: str | None, words: Words) -> list[str]:
    """Where a table plays in another currency than the one the guest named: said, as the amounts
    there are the casino's own and not converted."""
    if named is None:
        return []
    other = _by_currency(chosen, words, lambda casino: casino.spec.currency != named)
    return [words._(N_("At {places} the bets are in {currency}: your bet is counted in {currency} there, not converted."),
                    places=places_text(names, words), currency=get_currency_name(code, locale=words.lang))
            for code, names in other.items()]


def _by_currency(chosen: Iterable[Place], words: Words, keep: Callable[[Casino], bool]) -> dict[str, list[str]]:
    """Currency code → the short names of the chosen casinos ``keep`` holds for, each once."""
    names: dict[str, list[str]] = {}
    for casino, _ in chosen:
        if keep(casino):
            shorts = names.setdefault(casino.spec.currency, [])
            if (short := getattr(casino.spec.short_name, words.lang)) not in shorts:
                shorts.append(short)
    return names


def assumed_currency_notes(chosen: Iterable[Place], words: Words) -> list[str]:
    """Where a casino's leaflet names no currency, the amounts are in an assumed one: said once per currency."""
    assumed = _by_currency(chosen, words, lambda casino: not casino.spec.currency_stated)
    return [words._(N_("No currency is named by the leaflet of {places}: amounts there are shown in {currency}, as assumed."),
                    places=places_text(names, words), currency=get_currency_name(code, locale=words.lang))
            for code, names in assumed.items()]


def card_value_line(label: str, words: Words) -> str:
    if label == "A":
        return words._(N_("An ace counts 1 or 11."))
    return words._(N_("{card} counts {points}."), card=_rank_name(label, words).capitalize(),
                   points=words.number(min(_points(label), 10)))


@functools.lru_cache(maxsize=2048)
def _payout(table: Table, currency: str, kind: str, amount: Decimal, lang: str) -> Line | None:
    """Played once per rule set, currency and bet: many tables share them."""
    words = Words(lang, currency)
    try:
        game = play_example(table, kind, amount)
    except IllegalActionError as exc:
        return _line(N_("{place}: a bet of {amount} is not possible here ({reason})."),
                     amount=words.money(amount), reason=error_text(exc, words))
    if game is None:
        return None
    guest = _guest_settlements(game)
    net = sum((s.net for s in guest), Decimal(0))
    returned = sum((s.returned for s in guest), Decimal(0))
    beside = any(s.outcome.value.startswith(("insurance", "side_bet")) for s in guest)
    # "insurance wins; the bet loses", not "insurance wins and loses"
    outcomes = words.all_of(words._(OUTCOME_NAMES[s.outcome.value]) if not beside
                            or s.outcome.value.startswith(("insurance", "side_bet"))
                            else words._(N_("the bet {outcome}"), outcome=words._(OUTCOME_NAMES[s.outcome.value]))
                            for s in guest)
    return _line(N_("{place}: a bet of {amount} — {outcomes}: you get back {returned}, a result of {net}."),
                 amount=words.money(amount), outcomes=outcomes, returned=words.money(returned), net=words.signed_money(net))


def _guest_settlements(game) -> list[Settlement]:
    """The settlements of the guest's box in an example round (its bet, and any insurance or side bet beside it)."""
    return [s for s in game.history if isinstance(s, Settlement) and s.bettor == GUEST and s.hand.box == 1]


def payout_gap(chosen: Iterable[Place], kind: str, amount: Decimal, words: Words) -> list[str]:
    """Where the tables asked about pay two different results on a bet of ``amount`` in the outcome ``kind`` ("whats
    the difference?"): how much more the better one wins, played by the engine; none otherwise."""
    results: dict[Decimal, list[Place]] = {}
    for place in chosen:
        if (game := play_example(place[1].table, kind, amount)) is not None:
            net = sum((s.net for s in _guest_settlements(game)), Decimal(0))
            results.setdefault(net, []).append(place)
    if len(results) != 2:
        return []
    (low, worse), (high, better) = sorted(results.items())
    currencies = {place[0].spec.currency for place in (*worse, *better)}
    money = Words(words.lang, currencies.pop()) if len(currencies) == 1 else None
    say = money.money if money is not None else words.number  # (no one currency: the sums as numbers)
    names = [words.all_of(dict.fromkeys(place_name(place, words) for place in group)) for group in (better, worse)]
    return [words._(N_("On a bet of {amount} the difference is {gap} ({better}: {high}; {worse}: {low})."),
                    amount=say(amount), better=names[0], worse=names[1], gap=say(high - low), high=say(high),
                    low=say(low))]


def place_name(place: Place, words: Words) -> str:
    casino, table = place
    name = getattr(casino.spec.short_name, words.lang)
    if len(casino.tables) > 1:
        return words._(N_("{casino} – {table}"), casino=name, table=getattr(table.name, words.lang))
    return name


def strategy_cell(slots: Slots) -> tuple[str, str, str] | None:
    """(chart part, row, upcard label) for the hand and upcard the guest names."""
    if slots.upcard is None:
        return None
    upcard = "A" if slots.upcard == "A" else str(min(_points(slots.upcard), 10))
    if len(slots.cards) == 2 and _points(slots.cards[0]) == _points(slots.cards[1]):
        pair = "A" if slots.cards[0] == "A" else str(_points(slots.cards[0]))
        return "pairs", pair, upcard
    if slots.cards and (slots.total is None or len(slots.cards) > 1 or hand_value(cards_of(slots.cards)).total == slots.total):
        value = hand_value(cards_of(slots.cards))
        return ("soft" if value.soft else "hard"), str(value.total), upcard
    if slots.total is not None:  # (a total told beside one card: "First hand gets a 5 → 11")
        return ("soft" if slots.soft else "hard"), str(slots.total), upcard
    return None


def _points(label: str) -> int:
    return 1 if label == "A" else 10 if label in "KQJ" else int(label)


def strategy(place: Place, cell: tuple[str, str, str], words: Words, first_two: bool = True) -> list[Line]:
    """The chart's play for a cell; after the first two cards ("hit, got a 3 so 11 now"), the better of hitting and
    standing, as doubling, splitting and surrender are past."""
    part, row, upcard = cell
    analysis = analysis_of(place[1].table.rules, place[1].table.side_bets)
    letter = analysis.strategy.get(part, {}).get(row, {}).get(upcard)
    if letter is None:
        return []
    if not first_two:
        values = analysis.values.get(part, {}).get(row, {}).get(upcard) or {}
        if "hit" in values and "stand" in values:
            letter = "H" if values["hit"] >= values["stand"] else "S"
        else:
            letter = {"D": "H", "Ds": "S", "R": "H", "Rs": "S"}.get(letter, letter)
    return [_line(N_("{place}: {action}."), action=words._(LEGEND[letter]))]


def advised_move(place: Place, cell: tuple[str, str, str]) -> str | None:
    """The move the chart plays first for a cell ("surrender, else hit": surrender), as an intent's name."""
    part, row, upcard = cell
    letter = analysis_of(place[1].table.rules, place[1].table.side_bets).strategy.get(part, {}).get(row, {}).get(upcard)
    return {"H": "hit_stand", "S": "hit_stand", "D": "double", "Ds": "double", "P": "split", "R": "surrender",
            "Rs": "surrender", "Rp": "surrender"}.get(letter or "")


def strategy_why(place: Place, cell: tuple[str, str, str], words: Words, first_two: bool = True) -> list[Line]:
    """Why the chart plays a cell as it does: what each play allowed there returns on average, best first (after the
    first two cards, only hitting and standing are left)."""
    part, row, upcard = cell
    values = analysis_of(place[1].table.rules, place[1].table.side_bets).values.get(part, {}).get(row, {}).get(upcard)
    if not values:
        return []
    allowed = {action: value for action, value in values.items() if first_two or action in ("hit", "stand")}
    options = words.semicolons(f"{words._(ACTION_NAMES[action])} {words.percent(100 * value, 1)}"
                               for action, value in sorted(allowed.items(), key=lambda item: -item[1]))
    return [_line(N_("{place}, what each play returns on average, in % of the bet: {options}."), options=options)]


def strategy_stake(place: Place, cell: tuple[str, str, str], amount: Decimal, words: Words) -> list[Line]:
    """Where the play splits or doubles, what lies on the box after it with a bet of ``amount``; where it
    surrenders, what comes back."""
    part, row, upcard = cell
    letter = analysis_of(place[1].table.rules, place[1].table.side_bets).strategy.get(part, {}).get(row, {}).get(upcard)
    move = {"P": "split", "D": "double", "Ds": "double", "R": "surrender", "Rs": "surrender", "Rp": "surrender"}.get(
        letter or "")
    if move == "surrender":  # "16 gegen 9, 20€ drin. Aufgeben oder ziehen?": what giving up returns
        return payout(place, "surrender", amount, words)
    return stake_after(place, move, amount, words) if move else []


def double_verdict(place: Place, slots: Slots, words: Words) -> list[Line]:
    """Whether the two-card hand the guest names ("darf ich auf 8 verdoppeln?", "5 and 3", "soft 18") may be doubled
    at one table — only where its leaflet states the rules that decide it."""
    if len(slots.cards) == 2:
        value = hand_value(cards_of(slots.cards))
        low, soft, shown = value.low, value.soft, None
    elif not slots.cards and slots.total is not None:
        soft, shown = bool(slots.soft), slots.total
        low = slots.total - 10 if soft else slots.total
    elif len(slots.cards) == 1 and slots.cards[0].isdecimal() and slots.total is None:
        soft, shown, low = False, None, int(slots.cards[0])  # "auf 8 verdoppeln": a total under 11, read as a card
    else:
        return []
    shown = shown if shown is not None else low + 10 if soft else low
    if not 4 <= low <= 20 or shown >= 21:
        return []
    rules = place[1].rules
    if not all((entry := rules.get(field)) is not None and entry.stated
               for field in ("double_on", *(("double_soft",) if soft else ()))):
        return []
    hand = words._(N_("soft {total}") if soft else N_("hard {total}"), total=words.number(shown))
    if place[1].table.rules.may_double_total(low, soft):
        return [_line(N_("{place}: yes, you may double on {hand}."), hand=hand)]
    return [_line(N_("{place}: no, you may not double on {hand}."), hand=hand)]



def hand_name(cell: tuple[str, str, str], words: Words) -> str:
    part, row, upcard = cell
    dealer = words.upcard(upcard)
    if part == "pairs":
        return words._(N_("a pair of {rank}s against the dealer's {upcard}"),
                       rank=words.upcard(row), upcard=dealer)
    kind = N_("soft {total}") if part == "soft" else N_("hard {total}")
    return words._(N_("{hand} against the dealer's {upcard}"), hand=words._(kind, total=words.number(int(row))),
                   upcard=dealer)


def edge(place: Place, words: Words) -> list[Line]:
    r = edge_readings(place[1])
    return [_line(N_("{place}: {edge}"), edge=_edge_words(words.lang, r.house_edge_percent, r.low, r.high, r.differs))]


@functools.lru_cache(maxsize=4096)
def _edge_words(lang: str, edge: float, low: float, high: float, differs: bool) -> str:
    """An edge with its range, worded once per distinct value: tables often share one."""
    return edge_text(Words(lang), edge, low, high, differs)


def _only_named(place: Place, only: str | None) -> list:
    """The table's side bets, or those ``only`` names where it names any (the chat's side bet)."""
    bets = place[1].side_bets
    if only is None:
        return list(bets)
    text = f" {normalize(only)} "
    named = [bet for bet in bets if any(f" {name} " in text for name in bet_names(bet) if name)]
    return named or list(bets)


def side_bets(place: Place, words: Words, only: str | None = None) -> list[Line]:
    """Each side bet of a table with its pay table and house edge; those ``only`` names, where it names any."""
    table = place[1]
    if not table.side_bets:
        return []
    edges = edge_readings(table).side_bets
    return [_line(N_("{place}: {bet} — {pays}; house edge {edge}."), bet=getattr(bet.name, words.lang),
                  pays=words.all_of(f"{getattr(line.name, words.lang)} {words.ratio(line.pays)}" for line in bet.pay_table),
                  edge=edge_text(words, *edges[bet.id], edges[bet.id][2] - edges[bet.id][1] >= THRESHOLD))
            for bet in _only_named(place, only)]


def side_bet_payout(place: Place, question: str, words: Words, amount: Decimal | None) -> list[Line]:
    """The pay line of each side bet the question names ("Queens Trio … zwei Damen"), with what its stake wins: the
    amount put on it ("hatte noch 5 auf QT"), else ``amount``; where two are paid, what they win together."""
    casino, table = place
    text = normalize(question)
    named = [(bet, names) for bet, names in ((bet, bet_names(bet)) for bet in table.side_bets)
             if any(f" {name} " in f" {text} " for name in names if name)]
    every_name = set().union(*(names for _, names in named)) if named else set()
    lines: list[Line] = []
    wins: list[Decimal | None] = []
    for bet, names in named:
        stake = _stake_on(text, names, after_too=len(named) > 1 or amount is None) or amount
        said, win = _one_side_bet(place, bet, text, _without_names(text, every_name), words, stake)
        lines += said
        wins.append(win)
    if len(wins) >= 2 and all(win is not None and win > 0 for win in wins):  # "win … in all": each won
        money = Words(words.lang, casino.spec.currency)
        lines.append(_line(N_("{place}: the side bets win {total} in all."), total=money.money(sum(wins))))
    return lines


def side_bet_stake(question: str, name: str) -> Decimal | None:
    """The amount a question puts on the side bet ``name`` ("10 auf Queens Trio"), or None."""
    return _stake_on(normalize(question), {name}, after_too=False)


def _stake_on(text: str, names: set[str], after_too: bool) -> Decimal | None:
    """The amount put on a side bet by its name: "5 auf QT", "10 on 3CW", and with ``after_too`` "3cw 20 franc" (not
    where the question's own bet may put it right: "queens trio, 10 chf on it - no wait, 15"); None where no number
    stands there."""
    tokens = text.split()
    on, money = word_set("on_bet"), currency_words()
    for name in sorted((n for n in names if n), key=len, reverse=True):
        size = len(name.split())
        for at in range(len(tokens) - size + 1):
            if " ".join(tokens[at : at + size]) != name:
                continue
            before = tokens[max(0, at - 2) : at]
            if len(before) == 2 and before[1] in on and before[0].isdecimal():
                return Decimal(before[0])
            after = tokens[at + size : at + size + 2]
            if after_too and len(after) == 2 and after[0].isdecimal() and after[1] in money:
                return Decimal(after[0])
    return None


def _one_side_bet(place: Place, bet, text: str, rest: str, words: Words, amount: Decimal | None
                  ) -> tuple[list[Line], Decimal | None]:
    """One side bet's pay line on the cards ``rest`` names (the question without the side bets' names), and what
    ``amount`` wins on it (None where unknown)."""
    casino, table = place
    if amount is not None:  # "10 on 3CW", «ده فرانک»: the bet is no card
        tokens, money = rest.split(), currency_words()
        rest = " ".join(t for i, t in enumerate(tokens) if t != format(amount.normalize(), "f")
                        and not (i + 1 < len(tokens) and tokens[i + 1] in money))
    cards = suited_cards(rest, words.lang)
    claim = next((at for w in word_set("claim_words") if (at := f" {rest} ".find(f" {w} ")) > 0), None)
    if claim is not None and len(told := suited_cards(rest[:claim], words.lang)) >= 2:
        cards = told  # "I had Q♠ Q♥, dealer a 5. guy next to me says thats 'two queens of spades'": the guest's cards
    symbols = [t for t in rest.split() if _SUITED_SYMBOL.fullmatch(t)]
    if len(cards) > 3 and len(symbols) == 3:
        # "my cards Q♠ Q♠, dealer's card Q♦. is that two queens of spades or three queens??": the cards as dealt
        cards = suited_cards(" ".join(symbols), words.lang)
    elif len(cards) > 3 and (dealt := _dealt_around_the_dealer(rest, words.lang)) is not None:
        cards = dealt  # "ich hab Pik Dame und Herz Dame, der Croupier zeigt ne 5 … zählt da auch die Pik Dame extra?"
    elif len(cards) > 3 and len(named := tuple(c for c in cards if c[-1] in "♠♥♦♣")) == 3:
        cards = named  # "se ta shah omad: shah del, shah khaj, shah pik": the three named with their suits
    elif len(cards) > 3 and len(set(cards[:3])) == 1:
        cards = cards[:3]  # "3 Chünig übercho, 2 bi mir und eine bim Croupier": three of a kind, then where they lie
    if len(cards) == 3 and (paid := _paid_by_cards(place, bet, cards, words, amount))[0]:
        return paid  # the box's two cards and the dealer's first: the engine finds the line they make
    three = getattr(table.table.side_bet(bet.id).cards, "value", None) == "player_two_and_dealer_up"
    if len(cards) == 2 and three and (floor := _floor_of_two(place, bet, cards, words, amount)):
        return floor, None  # "Pik-Dame mit Herz-Dame": what the two make whatever the dealer's card
    if len(cards) == 1 and three and cards[0][-1] in "♠♥♦♣" and (floor := _floor_of_one(place, bet, cards[0], words,
                                                                                       amount)):
        return floor, None  # "QT roo 20 franc gozashtam, ye Q♠ omad": what that card makes whatever the other two
    told = _without_bet_cards(text)
    suits_told = [_suit_of()[t] for t in text.split() if t in _suit_of()]
    all_black = three and suits_told and set(suits_told) <= {"♠", "♣"} \
        and (word_set("all_words") & set(text.split()) or len(suits_told) >= 3)
    if all_black:
        # "… are all clubs and spades", "meine zwei Karten Pik und Kreuz, Croupier zeigt Pik": all three black
        told = f"{told} {normalize(lexicon()['colors']['b'][0])}"
    asked = _ranks_read(told, words.lang)
    if len(cards) >= 2 and len({card[:-1] for card in cards}) == 1 and all(card.endswith("?") for card in cards):
        asked |= {str(len(cards))}  # "queen queen queen" as a chat kept them: three queens, their suits unknown
    if three and word_set("all_words") & set(text.split()) or all_black:
        asked |= {"3"}  # "my two cards plus the dealer's card were all black": three black cards
    if three and asked & colour_words() and not asked & {str(n) for n in range(1, 4)} \
            and set(told.split()) & word_set("plural_cards"):
        asked |= {"3"}  # "red jacks, 5 on it" on 3 Card Wins: its red jacks, three of them
    best = max(((len(words_of), line) for line in bet.pay_table
                for lang in {words.lang, "en"} for part in getattr(line.name, lang).split("–")
                if (words_of := _ranks_read(normalize(part), lang)) and words_of <= asked),
               # (the best-paying of the lines the words name: only the highest is paid, "both three of a kind and
               # black row?" is three of a kind)
               key=lambda found: (found[1].pays, found[0]), default=None)
    if best is None:
        return [], None
    line = best[1]
    money = Words(words.lang, casino.spec.currency)
    values = {"bet": getattr(bet.name, words.lang), "line": getattr(line.name, words.lang),
              "ratio": words.ratio(line.pays)}
    if amount is None:
        return [_line(N_("{place}: {bet}, {line}: pays {ratio}."), **values)], None
    win = amount * line.pays.numerator / line.pays.denominator
    return [_line(N_("{place}: {bet}, {line}: pays {ratio} — a bet of {amount} wins {win}."), **values,
                  amount=money.money(amount), win=money.money(win))], win


_SUITED_SYMBOL = re.compile(r"(?:10|[2-9akqjtdb])[♠♥♦♣]")
"""A card written with its suit's symbol ("q♠", normalised)."""


def _dealt_around_the_dealer(text: str, lang: str) -> tuple[str, ...] | None:
    """The guest's two cards told before the dealer is named and the dealer's first card after him, where the text
    names more cards than three; None where it does not tell them so."""
    tokens = text.split()
    at = next((i for i, t in enumerate(tokens) if t in word_set("dealer_words")), None)
    if at is None:
        return None
    own, his = suited_cards(" ".join(tokens[:at]), lang), suited_cards(" ".join(tokens[at + 1 :]), lang)
    return (*own, his[0]) if len(own) == 2 and his else None


def _without_bet_cards(text: str) -> str:
    """Normalised ``text`` without "(among) the three cards" the side bet is decided on ("only one queen among the
    three cards" is no Three Queens); "all three cards black" keeps them, as three black cards."""
    padded = f" {text} "
    for phrase in _bet_card_phrases():
        at = padded.find(f" {phrase} ")
        if at < 0:
            continue
        before, after = padded[:at].split()[-1:], padded[at + len(phrase) + 2 :].split()[:1]
        if before and before[0] in word_set("all_words") or after and after[0] in colour_words():
            continue  # "all three cards black", «سه تا کارت مشکی»: three black cards
        padded = padded.replace(f" {phrase} ", " ")
    return padded.strip()


@functools.cache
def _suit_of() -> dict[str, str]:
    """Each word naming a suit, normalised, and the suit's symbol."""
    return {normalize(w): symbol for symbol, suit_words in lexicon()["suits"].items() for w in suit_words}


@functools.cache
def colour_words() -> frozenset[str]:
    """Every word naming a card's colour, normalised ("red", «سیاه»)."""
    return frozenset(normalize(w) for words in lexicon()["colors"].values() for w in words)


@functools.cache
def _bet_card_phrases() -> tuple[str, ...]:
    return tuple(normalize(p) for p in lexicon()["bet_cards"])


def _without_names(text: str, names: set[str]) -> str:
    padded = f" {text} "
    for name in sorted(names, key=len, reverse=True):
        padded = padded.replace(f" {name} ", " ") if name else padded
    return padded.strip()


def _paid_by_cards(place: Place, bet, cards: tuple[str, ...], words: Words, amount: Decimal | None
                   ) -> tuple[list[Line], Decimal | None]:
    """What a side bet pays on three named cards, by the engine's pay lines (the highest one only). A card
    named without its suit ("9?") may have any: the line is said where every suit makes the same one
    (three kings are three of a kind); where the suits decide, nothing is said."""
    casino, table = place
    engine_bet = table.table.side_bet(bet.id)
    open_ = [i for i, card in enumerate(cards) if card[-1] in _OPEN_SUITS]
    found = set()
    for suits in itertools.product(*(_OPEN_SUITS[cards[i][-1]] for i in open_)):
        chosen = list(cards)
        for i, suit in zip(open_, suits):
            chosen[i] = cards[i][:-1] + suit
        best = engine_bet.best_line(tuple(Card.parse(card) for card in chosen))
        found.add(best.id if best is not None else None)
    if len(found) != 1:
        return [], None
    best_id = found.pop()
    values = {"bet": getattr(bet.name, words.lang), "cards": " ".join(_card_shown(c) for c in cards)}
    if best_id is None:
        return [_line(N_("{place}: {bet} with {cards}: no winning combination — the side bet is lost."), **values)], \
            -amount if amount is not None else None
    line = next(line for line in bet.pay_table if line.id == best_id)
    values |= {"line": getattr(line.name, words.lang), "ratio": words.ratio(line.pays)}
    if amount is None:
        return [_line(N_("{place}: {bet} with {cards}: {line}, pays {ratio}."), **values)], None
    money = Words(words.lang, casino.spec.currency)
    win = amount * line.pays.numerator / line.pays.denominator
    return [_line(N_("{place}: {bet} with {cards}: {line}, pays {ratio} — a bet of {amount} wins {win}."), **values,
                  amount=money.money(amount), win=money.money(win))], win


_OPEN_SUITS = {"?": "♠♥♦♣", "r": "♥♦", "b": "♠♣", "n": "♥♦♣"}
"""The suits a card may have where the guest names none, only its colour, or none but spades ("n")."""


def _card_shown(card: str) -> str:
    """"K♠", "K" where no suit is named, "J♥/♦" where only the colour is."""
    return card[:-1] + {"?": "", "r": "♥/♦", "b": "♠/♣", "n": "♥/♦/♣"}.get(card[-1], card[-1])


def _floor_of_two(place: Place, bet, cards: tuple[str, ...], words: Words, amount: Decimal | None) -> list[Line]:
    """A side bet decided on the box's two cards and the dealer's first, with only the two named: the line they make
    whatever the dealer's card (the lowest of all 52), where every card makes at least that one."""
    casino, table = place
    engine_bet = table.table.side_bet(bet.id)
    open_ = [i for i, card in enumerate(cards) if card[-1] in _OPEN_SUITS]
    lowest = None
    for suits in itertools.product(*(_OPEN_SUITS[cards[i][-1]] for i in open_)):
        chosen = list(cards)
        for i, suit in zip(open_, suits):
            chosen[i] = cards[i][:-1] + suit
        for rank, suit in itertools.product("A23456789TJQK", "♠♥♦♣"):
            third = Card.parse(("10" if rank == "T" else rank) + suit)
            best = engine_bet.best_line((*(Card.parse(c) for c in chosen), third))
            if best is None:
                return []  # some dealer's card makes nothing: nothing can be said without it
            lowest = best if lowest is None or best.pays < lowest.pays else lowest
    line = next(line for line in bet.pay_table if line.id == lowest.id)
    return _at_least(place, bet, " ".join(_card_shown(c) for c in cards), line, words, amount, dealer_left=True)


def _floor_of_one(place: Place, bet, card: str, words: Words, amount: Decimal | None) -> list[Line]:
    """A three-card side bet with one card named, its suit told: the line it makes whatever the other two cards (the
    lowest over all of them), where every pair of them makes at least that one."""
    line = next((line for line in bet.pay_table if line.id == _lowest_with(place[1].table.side_bet(bet.id), card)), None)
    return _at_least(place, bet, _card_shown(card), line, words, amount, dealer_left=False) if line is not None else []


def _at_least(place: Place, bet, shown: str, line, words: Words, amount: Decimal | None, dealer_left: bool) -> list[Line]:
    """The line cards named make at least, with what ``amount`` wins at least; more if the cards not named (the
    dealer's first card, or the other two) make a higher one."""
    values = {"bet": getattr(bet.name, words.lang), "cards": shown, "line": getattr(line.name, words.lang),
              "ratio": words.ratio(line.pays)}
    if amount is None:
        message = N_("{place}: {bet} with {cards}: at least {line}, pays {ratio}, more if the dealer's first card makes a "
                     "higher combination.") if dealer_left else \
            N_("{place}: {bet} with {cards}: at least {line}, pays {ratio}, more if the other two cards make a higher "
               "combination.")
        return [_line(message, **values)]
    money = Words(words.lang, place[0].spec.currency)
    message = N_("{place}: {bet} with {cards}: at least {line}, pays {ratio} — a bet of {amount} wins at least {win}, "
                 "more if the dealer's first card makes a higher combination.") if dealer_left else \
        N_("{place}: {bet} with {cards}: at least {line}, pays {ratio} — a bet of {amount} wins at least {win}, more if "
           "the other two cards make a higher combination.")
    return [_line(message, **values, amount=money.money(amount),
                  win=money.money(amount * line.pays.numerator / line.pays.denominator))]


@functools.lru_cache(maxsize=256)
def _lowest_with(engine_bet, card: str) -> str | None:
    """The id of the lowest line a three-card side bet pays with ``card`` among its cards, whatever the other two; None
    where some two make nothing with it."""
    deck = [Card.parse(("10" if rank == "T" else rank) + suit) for rank in "A23456789TJQK" for suit in "♠♥♦♣"]
    named, lowest = Card.parse(card), None
    for first, second in itertools.combinations_with_replacement(deck, 2):
        best = engine_bet.best_line((named, first, second))
        if best is None:
            return None
        lowest = best if lowest is None or best.pays < lowest.pays else lowest
    return lowest.id if lowest is not None else None


def _ranks_read(text: str, lang: str) -> frozenset[str]:
    """The words of normalised text, a card's word or a number word read as its rank ("drei Damen" = "3 Q")."""
    padded = f" {text} "
    for label, form in _rank_forms(lang):
        padded = padded.replace(f" {form} ", f" {label} ")
    counts = lexicon()["card_counts"]  # «دوتا بی‌بی پیک» is «دو بی‌بی پیک»: a count as its number
    read = frozenset(str(counts.get(token, token)) for token in padded.split())
    # «سه تا کارت مشکی» is «سه کارت سیاه»: a colour in any of its words
    colours = [frozenset(map(normalize, words)) for words in lexicon()["colors"].values()]
    return read.union(*(colour for colour in colours if colour & read))


@functools.cache
def _rank_forms(lang: str) -> tuple[tuple[str, str], ...]:
    """(rank, normalised word) of every card word of ``lang`` and English, the longest first."""
    return tuple(sorted(((label, normalize(form)) for language in {lang, "en"}
                         for label, forms in lexicon()["cards"].get(language, {}).items() if label != "face"
                         for form in forms), key=lambda pair: -len(pair[1])))


def side_bets_named(place: Place, question: str, words: Words) -> list[Line]:
    """The side bets of a table the question names, with their pay tables and house edges."""
    text = f" {normalize(question)} "
    named = {bet.id for bet in place[1].side_bets
             if any(f" {name} " in text for name in bet_names(bet) if name)}
    return [line for line, bet in zip(side_bets(place, words), place[1].side_bets) if bet.id in named]


def bet_names(bet) -> set[str]:
    """Every way the casino's file names a side bet: its id, its names (and their parts), its aliases."""
    return {normalize(bet.id), normalize(bet.id.replace("-", " ")), *(normalize(a) for a in getattr(bet, "aliases", ()))} | {
        normalize(part) for lang in ("de", "en", "fa") for part in re.split(r"[()]", getattr(bet.name, lang)) if part.strip()}


def side_bet_rules(place: Place, words: Words, only: str | None = None,
                   fields: tuple[str, ...] = SIDE_BET_FIELDS) -> list[Line]:
    """How each side bet of a table is placed and paid, where its leaflet says so; of those ``only`` names, where it
    names any; ``fields``: those rules only."""
    from ..locale.wording import label, phrase

    words = Words(words.lang, place[0].spec.currency)  # a side bet's own limits are amounts
    lines = []
    bets = place[1].side_bets
    for bet in _only_named(place, only):
        for name in fields:
            stated = getattr(bet, name)
            if stated == NOT_STATED:
                # Said where another side bet of the table states it: "when is 3CW placed?" has an answer too
                if any(getattr(other, name) != NOT_STATED for other in bets):
                    lines.append(_line(N_("{place}: {bet} — {label}: {value}"), bet=getattr(bet.name, words.lang),
                                       label=label(name, words), value=words._(NOT_STATED_WORDS)))
                continue
            if (value := phrase(name, stated.value, words)) is None:
                continue
            lines.append(_line(N_("{place}: {bet} — {label}: {value} (leaflet: {clause})"), bet=getattr(bet.name, words.lang),
                               label=label(name, words), value=value, clause=stated.clause))
    return lines


def edge_of(place: Place) -> float:
    return analysis_of(place[1].table.rules, place[1].table.side_bets).house_edge_percent

