"""The intent table: one row per intent — its name, the rule fields that answer it, its example hand
and its answer function. Its phrasings are in ``intents.yaml`` under the same id
(``tests/test_intent_table.py`` checks that the two agree)."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING

from ..locale.wording import N_, Words
from ..rules import Casino, CasinoTable
from ..rules.fields import SIDE_BET_FIELDS, SUMMARY_FIELDS
from . import engine_answers as engine
from . import numbers
from . import slots as slots_mod
from .focus import with_companions
from .normalize import normalize
from .rule_answers import across_casinos, casino_lines, further_lines

if TYPE_CHECKING:
    from .understanding import Understanding

Said = tuple[list[str], list[dict]]
"""An answer's lines, and the leaflet sources they state."""


@dataclass(frozen=True)
class Intent:
    """One thing guests ask about, and how the assistant answers it."""

    id: str
    """As in ``intents.yaml``."""
    name: str
    """What it is about, in a few English words: a message the catalogs translate."""
    answer: Callable[[Asked], Said]
    fields: tuple[str, ...] = ()
    """The rule fields that answer it, most important first."""
    example: str | None = None
    """The engine's example hand that shows it (``engine.examples``), told after the answer."""
    basics: str | None = None
    """How the game itself settles it at every table, as the engine plays it (a message), told after
    the casino's rules: what a guest needs beside them ("after doubling, one more card")."""
    compared: bool = False
    """Its rule differs between casinos, so "which casino …" asks for a comparison."""
    asks_back: bool = True
    """When the matcher is unsure of it, the assistant asks which intent was meant instead of answering."""


@dataclass(frozen=True)
class Asked:
    """A question read, and the casinos its answer may draw on."""

    intent: Intent
    found: Understanding
    question: str
    places: dict[str, Casino]
    casino: Casino | None
    table: CasinoTable | None
    words: Words

    @property
    def every(self) -> list[engine.Place]:
        return [(c, t) for c in self.places.values() for t in c.tables.values()]

    @property
    def tables(self) -> list[CasinoTable]:
        """The casino's table asked about, else all its tables (none when no casino is asked about)."""
        if self.casino is None:
            return []
        return [self.table] if self.table is not None else list(self.casino.tables.values())

    @property
    def chosen(self) -> list[engine.Place]:
        """The table asked about, else every table of the casino asked about, else every table."""
        return [(self.casino, t) for t in self.tables] if self.casino is not None else self.every


def rules(asked: Asked) -> Said:
    """The intent's rule fields at the table asked about, else compared across every casino; the fields
    the question names first."""
    fields = asked.intent.fields
    named = tuple(f for f in asked.found.focus if f in fields)
    return rule_lines_of((*named, *(f for f in fields if f not in named)), asked)


def table_limits(asked: Asked) -> Said:
    """The limits; with a bet named ("can I bet 12 at the €5 table?"), first whether it may be placed, per table."""
    lines, sources = rules(asked)
    slots = asked.found.slots
    if over := _over_max(asked):  # several guests' bets on one box: how many may bet on it, too
        shared, shared_sources = rule_lines_of(("bettors_per_box",), asked)
        return [*over, *lines, *(line for line in shared if line not in lines)], [*sources, *shared_sources]
    if slots.amount is None:
        return lines, sources
    if over := _total_over_max(asked):
        return [*over, *lines], sources
    checks = engine.grouped_lines(asked.chosen, lambda p: engine.bet_check(p, slots.amount, asked.words, slots.minimum),
                                  asked.words)
    return [*checks, *lines], sources


def _total_over_max(asked: Asked) -> list[str]:
    """"Three of us on one box, 1,200 together, the maximum is 1,000: what happens to the rest?": the part over it."""
    amount = asked.found.slots.amount
    if amount is None or "over_max" not in asked.found.focus:
        return []
    told = box_stakes(asked.question)[1]  # "Max ist 1000"
    return engine.grouped_lines(asked.chosen, lambda p: engine.total_over_max(p, amount, told, asked.words), asked.words)


def _over_max(asked: Asked) -> list[str]:
    """"The owner has 600, I've 300 in the second circle, a guy 200 in the third": what the box maximum does to them."""
    stakes, maximum = box_stakes(asked.question)
    if len(stakes) < 2:
        return []
    return engine.grouped_lines(asked.chosen, lambda p: engine.box_over_max(p, stakes, maximum, asked.words),
                                asked.words)


def move_with_stake(asked: Asked) -> Said:
    """The rules of doubling or splitting; with a bet named, what lies on the box after the move (the rule first,
    then the guest's bet)."""
    lines, sources = rules(asked)
    move = asked.intent.id
    hands = hands_named(asked.question)  # «… الان سه تا دست دارم. کلاً چقدر روی میزه؟»: the hands split into
    verdict = engine.grouped_lines(asked.chosen, lambda p: engine.double_verdict(p, asked.found.slots, asked.words),
                                   asked.words) if move == "double" and asked.found.slots.upcard is None else []
    # "darf ich auf 8 verdoppeln?": yes or no for that hand first, then the rule that says so
    return [*verdict, *lines[:1], *_per_stake(asked, lambda p, stake: engine.stake_after(p, move, stake, asked.words,
                                                                                        hands)), *lines[1:]], sources


def split_stakes(asked: Asked) -> list[str]:
    """Where the guest asks what lies on the table after splitting (and doubling a split hand): that sum, at each
    table; none for any other question."""
    text = f" {normalize(asked.question)} "
    if not any(w in text for w in slots_mod.spaced("stakes_total_words")):
        return []
    if engine.names_split(asked.question) and any(w in text for w in slots_mod.spaced("split_to_the_limit_words")):
        # "… würd bis zum Maximum teilen – wie viel steht dann auf dem Spiel?": as many hands as the table allows
        # (only where the leaflet states the limit: no number stronger than its words)
        return _per_stake(asked, lambda p, stake: engine.split_stakes(p, stake, entry.value, 0, asked.words)
                          if (entry := p[1].rules.get("max_split_hands")) is not None and entry.stated and entry.value
                          else [])
    if engine.names_split(asked.question):
        again = any(w in text for w in slots_mod.spaced("split_again_words"))
        hands = hands_named(asked.question) if _counts_hands(asked.question) else 3 if again else 2
        doubled = min(engine.split_doubles(asked.question), hands)
    elif asked.found.chat_split is not None and asked.found.follow_up:
        hands, doubled = asked.found.chat_split  # "wie viel hab ich dann insgesamt auf dem Tisch?" after the split
    else:
        return []
    if hands == 2 and not doubled:
        return []  # one split, nothing doubled: the split's own line says it
    return _per_stake(asked, lambda p, stake: engine.split_stakes(p, stake, hands, doubled, asked.words))


def shared_box_stakes(asked: Asked) -> list[str]:
    """Where the guest asks what lies on a box shared with co-bettors ("i own box w 50€, guy behind me 20€ … if we both
    double whats on the box"): the sum, and after a double or a split each reading of who follows; none for any other
    question."""
    text = f" {normalize(asked.question)} "
    if not any(w in text for w in (*slots_mod.spaced("stakes_total_words"), *slots_mod.spaced("box_check_words"))):
        return []
    told = _box_stakes_told(asked)
    if told is None:
        return []
    owner, others = told
    move = "split" if engine.names_split(asked.question) else "double" if engine.split_doubles(asked.question) else None
    lines = engine.grouped_lines(asked.chosen, lambda p: engine.shared_box_stakes(p, owner, others, move, asked.words),
                                 asked.words)
    if any((top := engine.stated_maximum(p)) is not None and owner + sum(others) > top for p in asked.chosen):
        # "Ich hab 800 auf meiner Box, zwei Leute wollen hinter mir je 150 dazusetzen": over the box maximum, and what
        # is done with bets over it
        lines += [line for line in rule_lines_of(("max_bet", "over_max"), asked)[0] if line not in lines]
    if (minimum := asked.found.slots.minimum) is not None:
        # "tisch min 20: ich hab die box mit 40€, zwei leute setzen hinter mir je 20 mit. passt das so?": each bet
        # against the table minimum the guest names
        lines += [line for stake in dict.fromkeys((owner, *others))
                  for line in engine.grouped_lines(asked.chosen, lambda p, s=stake: engine.bet_check(
                      p, s, asked.words, minimum), asked.words) if line not in lines]
        lines += [line for line in rule_lines_of(("multiple_of_min",), asked)[0] if line not in lines]
    return lines


def _box_stakes_told(asked: Asked) -> tuple[Decimal, list[Decimal]] | None:
    """The stakes on a box shared with co-bettors, the owner's first: told in the question, else kept in the chat
    ("ich doppel, die zwei wollen auch. was liegt jetzt insgesamt auf der box?"); None where neither has two."""
    told = stakes_on_a_box(asked.question) if has_co_bettors(asked.question) else None
    if told is None and len(kept := asked.found.chat_stakes) >= 2:
        told = kept[0], list(kept[1:])
    return told


def shared_box_payouts(asked: Asked) -> list[str]:
    """Where the guests on a shared box ask what each of them gets ("wir gewinnen 🎉 wie viel kriegt jeder von uns?",
    "die box hat BJ – auszahlung pro kopf?"): each stake paid, at each table; none for any other question."""
    text = f" {normalize(asked.question)} "
    if not any(w in text for w in slots_mod.spaced("per_head_words")):
        return []
    told = _box_stakes_told(asked)
    if told is None:
        return []
    stakes = [told[0], *told[1]]
    kind = engine.outcome_kind(asked.question)
    if kind not in ("blackjack", engine.PLAIN_WIN) or kind == engine.PLAIN_WIN and not set(text.split()) & (
            slots_mod.word_set("outcomes", "dealer_bust") | slots_mod.word_set("win_words")):
        return []
    return engine.grouped_lines(asked.chosen, lambda p: [line for stake in dict.fromkeys(stakes)
                                                         for line in engine.payout(p, kind, stake, asked.words)],
                                asked.words)


def boxes_at_minimum(asked: Asked) -> list[str]:
    """Where a guest counts the boxes they want and asks the least it takes ("two boxes at that 5 table, least I can
    put down overall?"): the minimum on each, added up; none for any other question."""
    tokens = normalize(asked.question).split()
    if not set(tokens) & slots_mod.word_set("least_words"):
        return []
    nouns = slots_mod.word_set("boxes_nouns")
    values = [int(t) if t.isdecimal() else numbers.word_value(t) for t in tokens]  # "two boxes", «دو تا جایگاه»
    counted = [value for i, value in enumerate(values) if value is not None and 2 <= value <= 7
               and (tokens[i + 1 : i + 2] and tokens[i + 1] in nouns or tokens[i + 1 : i + 2] == ["تا"]
                    and tokens[i + 2 : i + 3] and tokens[i + 2] in nouns)]
    if len(counted) != 1:
        return []
    minimum = asked.found.slots.minimum
    return engine.grouped_lines(asked.chosen, lambda p: engine.boxes_at_minimum(p, counted[0], minimum, asked.words),
                                asked.words)


def lone_guest_stake(asked: Asked) -> list[str]:
    """Where a guest alone at the table names its minimum ("ganz alloi am Tisch, Minimum isch 5 €. Wieviel muss i
    mindeschtens setze?"): the boxes a lone guest must play, each with at least the minimum; none for any other
    question."""
    minimum = asked.found.slots.minimum or asked.found.slots.amount
    if "min_boxes_single_guest" not in asked.found.focus or minimum is None:
        return []
    return engine.grouped_lines(asked.chosen, lambda p: engine.lone_guest_stake(p, minimum, asked.words), asked.words)


def has_co_bettors(question: str) -> bool:
    """Whether a question tells of co-bettors on a box ("guy behind me 20€", "kumpel setzt hinter mir 10 mit")."""
    text = f" {normalize(question)} "
    return any(w in text for w in (*slots_mod.spaced("co_bettor_words"), *slots_mod.spaced("behind_words")))


def stakes_on_a_box(question: str) -> tuple[Decimal, list[Decimal]] | None:
    """The box owner's stake and the co-bettors' a question tells ("Steh hinter ner box mit 20, inhaber hat 40": 40,
    [20]; "i own the box w 50, 2 friends behind me 25 each": 50, [25, 25]); None where it tells fewer than two.
    Hand totals and the dealer's card are no stakes ("ich hab 10 und verdopple", "ne 11", "vs dealer 6")."""
    from .slots import lexicon, word_set

    tokens = re.sub(r"([€$])", r" \1 ", normalize(question)).split()
    counts = {normalize(str(k)): int(v) for k, v in lexicon()["card_counts"].items()}
    people = word_set("people_words")
    hand_before = word_set("articles") | word_set("versus_words") | word_set("hand_told_words") | word_set("dealer_words")
    money = slots_mod.currency_words()
    cards = slots_mod.card_word_set("de") | slots_mod.card_word_set("fa")
    limits = word_set("minimum_words") | word_set("maximum_words")
    not_stakes = word_set("circle_words") | word_set("hand_nouns")  # "2. kreis", "3 hands"
    stakes: list[tuple[int, Decimal]] = []
    group = 0
    for i, token in enumerate(tokens):
        after = tokens[i + 1] if i + 1 < len(tokens) else ""
        if after in people and token in counts:
            group = counts[token]  # "2 friends", "zwei leute"
            continue
        if not re.fullmatch(r"\d{1,7}", token) or after in people or after in not_stakes \
                or after in cards or set(tokens[max(0, i - 3) : i]) & limits:
            continue  # "2 zehner", "2. kreis", "tisch min 20", "max 1000": no stake
        if int(token) <= 21 and after not in money and (i and tokens[i - 1] in hand_before or after in
                                                        word_set("versus_words")):
            continue  # "ich hab 10 und verdopple", "ne 11", "hard 10 vs dealer 6"
        near = set(tokens[max(0, i - 2) : i + 3])
        times = group if group and near & word_set("each_words") else 1
        stakes += [(i, Decimal(token))] * times
    if len(stakes) < 2:
        return None
    owner_at = next((k for k, (i, _) in enumerate(stakes)
                     if set(tokens[max(0, i - 4) : i]) & word_set("owner_words")), 0)
    owner = stakes[owner_at][1]
    return owner, [stake for k, (_, stake) in enumerate(stakes) if k != owner_at]


def _counts_hands(question: str) -> bool:
    text = f" {normalize(question)} "
    return any(phrase in text for phrase, _ in _hands_counted())


def hands_named(question: str) -> int:
    """The number of hands a question says the guest plays ("three hands", «سه تا دست»), else 2."""
    text = f" {normalize(question)} "
    return next((count for phrase, count in _hands_counted() if phrase in text), 2)


@functools.cache
def _hands_counted() -> tuple[tuple[str, int], ...]:
    from .slots import lexicon

    return tuple((f" {normalize(phrase)} ", count) for phrase, count in lexicon()["hands_counted"].items())


def surrender(asked: Asked) -> Said:
    """The surrender rules; with a bet named (or the chat's, in a follow-up), what surrendering it returns."""
    lines, sources = rules(asked)
    amount = _bet_of(asked)
    if amount is None:
        return lines, sources
    back = engine.grouped_lines(asked.chosen, lambda p: engine.payout(p, "surrender", amount, asked.words), asked.words)
    return [*lines[:1], *back, *lines[1:], *engine.assumed_currency_notes(asked.chosen, asked.words)], sources


def _bet_of(asked: Asked) -> Decimal | None:
    """The guest's bet: named in the question, or the chat's when the question only changed the place ("ویسبادن چی؟")."""
    found = asked.found
    return found.slots.amount if found.slots.amount is not None else found.chat_amount if found.follow_up else None


def push(asked: Asked) -> Said:
    """A stand-off; with a bet named, what it returns at each table ("und bei Gleichstand?" with 60 on it)."""
    lines, sources = rules(asked)
    if engine.both_blackjacks(asked.question):  # «اگه دیلر هم آخرش بلک جک بیاره چی؟»: when his blackjack shows, too
        more, more_sources = rule_lines_of(("hole_card",), asked)
        lines, sources = [*lines, *more], [*sources, *more_sources]
    amount = asked.found.slots.amount
    if amount is None:
        return lines, sources
    return lines + engine.grouped_lines(asked.chosen, lambda p: engine.payout(p, "push", amount, asked.words),
                                        asked.words), sources


def box_rules(asked: Asked) -> Said:
    """The box rules; with several bettors' stakes named, what the box maximum does to them first, and its rule."""
    lines, sources = rules(asked)
    over = _over_max(asked) or _total_over_max(asked)
    # "age 3 nafari ru ye box bazi konim chi?": how many may bet on one box, and what its maximum does to them
    sharing = not over and asked.found.focus[:1] == ("bettors_per_box",) and asked.casino is not None
    if not over and not sharing:
        return lines, sources
    rule, rule_sources = rule_lines_of(with_companions(("over_max",)), asked)  # and the maximum beside it
    rule = [line for line in rule if line not in lines]
    if sharing:
        return [*lines[:1], *rule, *lines[1:]], [*sources, *rule_sources]
    return [*over, *rule, *lines], [*rule_sources, *sources]


def box_stakes(question: str) -> tuple[list[Decimal], Decimal | None]:
    """The stakes a question names in order, and a maximum it names ("Maximum 1000", "table max 1000")."""
    from .slots import lexicon, word_set

    text = numbers.with_digits(normalize(question))  # "four hundred each"
    for phrase, count in slots_mod.group_counts():  # "wir sind zu dritt": three guests, counted as "3"
        text = f" {text} ".replace(f" {phrase} ", f" {GROUP_MARK}{count} ").strip()
    tokens = re.sub(r"([€$])", r" \1 ", text).split()
    stakes, maximum, group = [], None, 0
    for i, token in enumerate(tokens):
        if token.startswith(GROUP_MARK):
            group = int(token[len(GROUP_MARK):])
            continue
        if not re.fullmatch(r"\d{1,7}", token):
            continue
        before = [t for t in tokens[max(0, i - 2) : i] if t not in word_set("articles")]
        if before[-1:] and before[-1] in word_set("on_bet") and int(token) <= 21:
            continue  # "1000 auf einer 11": the hand the stake lies on
        if (i and tokens[i - 1] in word_set("card_articles") or tokens[i + 1 : i + 2] != []
                and tokens[i + 1] in word_set("versus_words")) and int(token) <= 21:
            continue  # "… in der Box und ne 11", "11 vs dealer 6": the hand, no stake
        if i and tokens[i - 1] in word_set("box_words") and int(token) <= 7:
            continue  # "standing behind box 5": the box's number
        hand_words = word_set("hard") | word_set("soft") | word_set("dealer_words") | word_set("versus_words")
        if set(tokens[max(0, i - 2) : i]) & hand_words and int(token) <= 21:
            continue  # "hard 10, dealer shows a 6": the hand and the dealer's card, no stakes
        if i and tokens[i - 1] in lexicon()["counters"] and int(token) <= 11:
            continue  # «دو تا ۸»: a pair of cards, no stake
        if set(tokens[max(0, i - 3) : i]) & word_set("maximum_words"):
            maximum = Decimal(token)
        elif set(tokens[max(0, i - 2) : i]) & word_set("minimum_words"):
            continue  # "Tischminimum 50: der Inhaber hat 600 drin, …": the table's minimum, no stake
        elif group and (set(tokens[max(0, i - 4) : i]) | set(tokens[i + 1 : i + 2])) & word_set("each_words") \
                and not stakes:  # ("four hundred each", "each wants to put 400")
            stakes += [Decimal(token)] * group  # "… zu dritt auf einer Box, jeder will 400 setzen": 400 three times
        elif group > len(stakes) + 1 and set(tokens[max(0, i - 3) : i]) & word_set("each_words"):
            # "wir sind drei auf einer Box – ich 600 im Doppelkreis, die anderen beiden je 300": 300 for each other
            stakes += [Decimal(token)] * (group - len(stakes))
        elif not (i + 1 < len(tokens) and tokens[i + 1] in ("kreis", "circle", *word_set("people_words"))) \
                and int(token) > 1:  # not "me + 2 others on one box"
            stakes.append(Decimal(token))
    return stakes, maximum


GROUP_MARK = "§group"
"""A count of guests read from words ("zu dritt"), kept apart from the numbers of stakes."""


def card_values(asked: Asked) -> Said:
    """The rule of the game for card values, and the value of a card the guest names."""
    words = asked.words
    lines = [words._(N_("Cards two to ten count their number; king, queen and jack count 10; an ace counts 1 or 11, "
                        "whichever is better for the hand."))]
    if len(asked.found.slots.cards) == 1:
        lines.append(engine.card_value_line(asked.found.slots.cards[0], words))
    return lines, []


def blackjack(asked: Asked) -> Said:
    lines, sources = rules(asked)
    words = asked.words
    if asked.found.focus[:1] == ("blackjack_paid_immediately_against",) and any(
            (entry := table.rules.get("bonus_blackjack")) is not None and entry.stated and entry.value
            for _, table in asked.chosen):
        # "What about St. Moritz?" after "do they pay blackjack right away?": its Bonus Black Jack is paid at once
        bonus, bonus_sources = rule_lines_of(("bonus_blackjack",), asked)
        lines, sources = [*lines[:1], *bonus, *lines[1:]], [*sources, *bonus_sources]
    split_natural = asked.found.focus[:1] in (("split_ten_ace_is_blackjack",), ("split_ace_ten_is_blackjack",))
    if split_natural and asked.found.slots.amount is not None:
        # "… and then an ace on the queen? … and in Potsdam?" with 50 on it (a split ten and an ace), "Senator: Asse
        # geteilt, Ass + König, 50 auf der Hand – wieviel gewinn ich?" (a split ace and a ten), as each table counts it
        paid = _per_stake(asked, lambda p, stake: engine.split_natural(p, asked.found.focus[0], stake, words))
    else:
        paid = _blackjack_paid(asked) + _difference(asked, "blackjack")
        if not asked.found.focus[:1] or not asked.found.focus[0].startswith("split_"):  # (no split hand's 21)
            paid += _blackjack_timing(asked)
    beats = words._(N_("A blackjack is an ace and a ten-value card as a box's first two cards; it beats any "
                       "21 of three or more cards, and against a dealer's blackjack it is a stand-off."))
    if _against_a_21(asked.question):  # "Does a blackjack beat a three-card 21?": that first
        return [beats, *paid, *lines], sources
    return [*paid, *lines, beats], sources


def _against_a_21(question: str) -> bool:
    """Whether ``question`` sets a blackjack against another 21 ("does a blackjack beat a three-card 21?", "I have
    blackjack, dealer makes 21 with three cards. who wins?")."""
    tokens = set(normalize(question).split())
    return "21" in tokens and bool(tokens & slots_mod.word_set("beats_words"))


def _blackjack_paid(asked: Asked, kind: str = "blackjack") -> list[str]:
    """With a bet named, what a blackjack (or ``kind``, where the table has it) returns on it at each table asked
    about, played by the engine."""
    minimum = asked.found.slots.minimum
    return _per_stake(asked, lambda p, stake: engine.payout(p, kind, stake, asked.words, minimum)
                      or engine.payout(p, "blackjack", stake, asked.words, minimum))


def _blackjack_timing(asked: Asked) -> list[str]:
    """Whether a blackjack is paid at once against the dealer's card the guest names ("Was krieg ich für nen
    Blackjack bei 40 €, wenn der Dealer ne 5 liegen hat?"), at each table whose leaflet says when; none for an ace,
    which is answered by even money."""
    upcard = asked.found.slots.upcard
    if upcard is None or upcard == "A":
        return []
    return engine.grouped_lines(asked.chosen, lambda p: engine.blackjack_timing(p, upcard, asked.words), asked.words)


def _blackjack_beside_the_bonus(question: str) -> bool:
    """Whether a question names a blackjack besides the bonus ("Am Tisch mit Bonus Black Jack: Blackjack bei 50
    Franken"): with the bonus's own words taken out, a blackjack is left."""
    said = f" {normalize(question)} "
    for phrase in map(normalize, slots_mod.lexicon()["outcomes"]["bonus_blackjack"]):
        said = said.replace(f" {phrase} ", " ")
    return engine.outcome_kind(said) == "blackjack"


def _difference(asked: Asked, kind: str) -> list[str]:
    """"blackjack on a 100 bet: Wiesbaden vs the 6:5 tables in St Moritz, whats the difference?": how much more the
    better table pays on the bet; none where the question asks no difference or names no bet."""
    amount = asked.found.slots.amount
    if amount is None or not any(w in f" {normalize(asked.question)} " for w in slots_mod.spaced("what_differs_words")):
        return []
    return engine.payout_gap(asked.chosen, kind, amount, asked.words)


def _insurance_settled(asked: Asked) -> list[str]:
    """"۴۰ تا بیمه گذاشتم … دیلر بلک جک شد", "ich versichere voll. Er hat keinen BJ, ich gewinne": what the insurance
    and the bet came to, where the question tells the dealer's blackjack or its absence."""
    story = slots_mod.insurance_story(asked.question)
    if story.dealer_blackjack is None:
        return []
    slots = asked.found.slots
    bet = slots.amount if story.stake is None or slots.amount != story.stake else asked.found.chat_amount
    if story.stake is None and not story.full:
        chat = asked.found.chat_amount  # "ok I put the 30 on" in a chat about insurance on a bet of 60
        if asked.found.previous != "insurance" or chat is None:
            return []
        if slots.amount is None or slots.amount == chat:  # "and if the dealer has blackjack?": the whole insurance
            bet, stake = chat, None
        else:
            bet, stake = chat, slots.amount
    else:
        stake = story.stake
    results = engine.split_results(asked.question) or ()
    told = [r for r in (1, 0, -1) if r in results] or _one_result(asked.question)

    def lines_of(place: engine.Place) -> list:
        fraction = place[1].table.rules.insurance_max_fraction
        own = stake if stake is not None else (bet * fraction.numerator / fraction.denominator if bet else None)
        if own is None:
            return []
        return engine.insurance_settled(place, bet, own, story.dealer_blackjack, told[0] if told else None, asked.words)

    return engine.grouped_lines(asked.chosen, lines_of, asked.words)


def _one_result(question: str) -> list[int]:
    """The bet's own result a question tells beside an insurance: won (+1), a stand-off (0) or lost (-1)."""
    from .slots import lexicon, word_set

    tokens = set(normalize(question).split())
    for result, words in ((1, lexicon()["outcomes"]["dealer_bust"]), (0, lexicon()["outcomes"]["push"]),
                          (-1, word_set("lost_words"))):
        if tokens & {normalize(w) for w in words}:
            return [result]
    return []


def _per_stake(asked: Asked, lines_of: Callable[[engine.Place, Decimal], list]) -> list[str]:
    """Lines for the guest's bet at each table: the amount named (or the chat's, in a follow-up naming only another
    place), or the table's stated maximum where the guest bets the maximum ("I've got the table max on"); none where
    neither is known."""
    slots, bet = asked.found.slots, _bet_of(asked)  # "How about the Potsdam place, same 40?": the chat's bet

    def at(place: engine.Place) -> list:
        # («اونجا هم با ماکس بلک جک بیارم؟» after the maximum at another casino: this table's maximum, not the chat's)
        maximum = slots.at_max and slots.amount is None
        stake = engine.stated_maximum(place) if maximum else bet
        return [] if stake is None else lines_of(place, stake)

    return engine.grouped_lines(asked.chosen, at, asked.words)


def bonus_blackjack(asked: Asked) -> Said:
    """The bonus rules; with a bet, the bonus paid where a table has it, a plain blackjack where it has not."""
    lines, sources = rules(asked)
    # "the jack of clubs and the ace of spades — is that the bonus?": no, a blackjack; no cards named: the bonus
    kind = engine.natural_kind(asked.question, asked.found.slots, asked.words) or "bonus_blackjack"
    if kind == "bonus_blackjack" and _blackjack_beside_the_bonus(asked.question):
        # «سر میز ۶:۵ با بونوس می‌شینیم. بلک‌جک با ۵۰ فرانک چقدر میده؟»: a blackjack at the bonus table, then the bonus
        return [*lines, *_blackjack_paid(asked, "blackjack"), *_blackjack_paid(asked, kind),
                *_difference(asked, "blackjack")], sources
    return [*lines, *_blackjack_paid(asked, kind), *_difference(asked, kind)], sources


def hand_value(asked: Asked) -> Said:
    text = engine.hand_value_answer(asked.found.slots, asked.words)
    return [text or asked.words._(N_("Name the cards, e.g. “ace and six”, and I will count them."))], []


PAYOUT_RULES: dict[str, tuple[str, ...]] = {
    "blackjack": ("blackjack_pays", "blackjack_paid_immediately_against"),
    "bonus_blackjack": ("bonus_blackjack", "blackjack_pays"),
    "even_money": ("even_money", "blackjack_pays"),
    "insurance": ("insurance_pays", "insurance_max_fraction"),
    "surrender": ("surrender", "surrender_after_split"),
    "three_sevens": ("three_sevens_pays",),
    "seven_card_trick": ("card_charlie",),
    "double": ("double_on", "double_may_exceed_max"),
    "push": (),
    "split": ("max_split_hands", "double_after_split"),
    "split_aces": ("split_ace_ten_is_blackjack", "hit_split_aces"),
    "split_ten_ace": ("split_ten_ace_is_blackjack",),
}
"""The rule fields that decide what an outcome pays: an amount's answer states them first."""


def rule_lines_of(fields: tuple[str, ...], asked: Asked) -> Said:
    """``fields`` at the casino's tables asked about, else compared across every casino."""
    if not fields:
        return [], []
    if asked.casino is not None:
        first, first_sources = further_lines(fields[:1], asked.casino, asked.tables, asked.words)
        if first and fields[1:]:
            # the further rule on the first field asked follows it ("disputes: the management decides", then
            # "with any question you can turn to the manager on duty"), before the rules around it
            head, head_sources = rule_lines_of(fields[:1], asked)
            tail, tail_sources = rule_lines_of(fields[1:], asked)
            return [*head, *(line for line in tail if line not in head)], [*head_sources, *tail_sources]
        lines, sources = casino_lines(fields, asked.casino, asked.tables, asked.words)
        further, further_sources = further_lines(fields, asked.casino, asked.tables, asked.words)
        return [*lines, *further], [*sources, *further_sources]
    return _across_every_casino("rules", fields, asked,
                                lambda: across_casinos(fields, list(asked.places.values()), asked.words))


_ACROSS: dict[tuple, tuple[object, Said]] = {}
"""Answers over every casino, kept per process: with many casinos they are the slowest, and the same
for every guest who asks them (keyed by the dataset object, which lives as long as the process)."""


def _across_every_casino(kind: str, key: tuple, asked: Asked, compute: Callable[[], Said]) -> Said:
    full_key = (kind, key, asked.words.lang, id(asked.places))
    kept = _ACROSS.get(full_key)
    if kept is None or kept[0] is not asked.places:
        if len(_ACROSS) >= 1024:
            _ACROSS.clear()
        kept = _ACROSS[full_key] = (asked.places, compute())
    lines, sources = kept[1]
    return list(lines), list(sources)  # the caller adds its own lines


def payout(asked: Asked) -> Said:
    slots, words = asked.found.slots, asked.words

    said = asked.found.side_bet or asked.question  # "and with 25?" after a side bet's cards: that bet again
    chosen = asked.chosen  # built anew on each call: the places are taken once, and their lines kept beside them
    paid = [(place, lines) for place in chosen if (lines := engine.side_bet_payout(place, said, words, slots.amount))]
    if paid:  # "Queens Trio, 5 francs, two queens": its pay line
        lines_of = {(c.id, t.id): lines for (c, t), lines in paid}
        at = [place for place, _ in paid]
        return (engine.grouped_lines(at, lambda place: lines_of[(place[0].id, place[1].id)], words)
                + engine.assumed_currency_notes(at, words)), []
    if asked.found.round_results and slots.amount is not None:
        # "… Second hand 6+10 = 16, I stood. Dealer 5, 10, 8 = 23. Total win?": the chat's split hands, settled
        doubled = min((asked.found.chat_split or (2, 0))[1], 1)
        net = _per_stake(asked, lambda p, stake: engine.split_net(p, asked.found.round_results, stake, words, doubled))
        return ([words._(N_("A won hand is paid 1:1: you get your bet back and as much again.")), *net,
                 *engine.assumed_currency_notes(asked.chosen, words)], [])
    kind = engine.outcome_kind(asked.question)
    if kind == engine.PLAIN_WIN and asked.found.previous_focus == "split_ten_ace_is_blackjack":
        kind = "split_ten_ace"  # "… and a queen then gets an ace?", then "and with 50 on it?"
    elif kind == engine.PLAIN_WIN and asked.found.previous_focus in ("surrender", "even_money", "three_sevens_pays"):
        # "… Aufgeben?", then "Wie viel krieg ich dann zurück?": what that move returns
        kind = {"three_sevens_pays": "three_sevens"}.get(asked.found.previous_focus, asked.found.previous_focus)
    elif kind == engine.PLAIN_WIN and slots.cards and (natural := engine.natural_kind(asked.question, slots, words)):
        kind = natural  # "Und wenn's Herz Bube und Herz Ass … gewesen wären?" after a bonus blackjack: a blackjack
    elif kind == engine.PLAIN_WIN and asked.found.previous in PAYOUT_RULES:
        kind = asked.found.previous  # "and if I bet 50?" after asking what a blackjack pays
    if kind == engine.PLAIN_WIN:
        kind = engine.natural_kind(asked.question, slots, words) or kind  # "ace and king of spades, 40 on it"
    if kind == "double" and (engine.names_split(asked.question) or engine.split_results(asked.question)) \
            and not engine.split_instead(asked.question):  # not «اگه به‌جای اسپلیت دوبل می‌کردم …»
        # "split 8s … doubled the first", "verdoppelt und gewonnen, die andere Hand hat verloren": split hands, one doubled
        kind = "split"
    if kind == "split" and slots.cards[:1] == ("A",):  # "as ha ro split kardam": aces split
        kind = "split_aces"
    elif kind == "split" and slots.cards[:1] in (("10",), ("J",), ("Q",), ("K",)) and "A" in slots.cards[1:]:
        kind = "split_ten_ace"  # "10 ha ro split kardam, ruye yeki as umad": a split ten and an ace
    lines, sources = rule_lines_of(PAYOUT_RULES.get(kind, ()), asked)
    if asked.found.round_outcome is not None and kind == "surrender":
        # "can you surrender in Cottbus? had 16 v 10 …, hit instead, … = 21, dealer had 17": the rule asked, the hand
        # played on and settled
        kind = engine.PLAIN_WIN
    if kind in ("double", "surrender", engine.PLAIN_WIN) and engine.strategy_cell(slots) is not None:
        # "Croupier zeigt 6, ich hab Ass-7 mit 25 drauf. Was mach ich, und was gewinn ich …?": the play first
        play = strategy(asked)[0]
        lines = [*play, *(line for line in lines if line not in play)]  # a rule the play already states, once
    if kind == "dealer_bust":  # (not where the hand lost: "… weg sind die 30?")
        lines = [] if engine.lost(asked.question) or asked.found.round_outcome in (-1, 0) else [
            words._(N_("A won hand is paid 1:1: you get your bet back and as much again."))]
    if kind in INTENTS and INTENTS[kind].basics is not None:  # how the game settles it ("half the bet is lost")
        lines.append(words._(INTENTS[kind].basics))
    if slots.amount is None and not slots.at_max:
        return [*lines, words._(N_("Name the bet, e.g. “a blackjack with 20 euros”, and I will play it through."))], sources
    if kind == "even_money" and slots.amount is not None and (choices := engine.grouped_lines(
            asked.chosen, lambda p: engine.even_money_choices(p, slots.amount, words), words)):
        # "even money nehmen oder warten? Was krieg ich jeweils?": both choices on the bet
        return [*choices, *lines, *engine.assumed_currency_notes(asked.chosen, words)], sources
    if kind == "insurance" and (settled := _insurance_settled(asked)):  # an insurance told as it went
        return lines + settled + engine.assumed_currency_notes(asked.chosen, words), sources
    if kind == "insurance":  # how much insurance the bet allows, and what it wins
        lines += _per_stake(asked, lambda p, stake: engine.insurance_stake(p, stake, words, slots.minimum))
    if kind == "split_ten_ace":
        paid = _per_stake(asked, lambda p, stake: engine.split_natural(p, "split_ten_ace_is_blackjack", stake, words))
        return lines + paid + engine.assumed_currency_notes(asked.chosen, words), sources
    doubled = engine.split_doubles(asked.question) if kind == "split" else 0
    if doubled and not engine.split_results(asked.question):
        # "split 8s with 20 on each, doubled the first, both won": the doubled hand counts twice
        won = not engine.lost(asked.question)
        paid = _per_stake(asked, lambda p, stake: engine.split_doubled_net(p, doubled, won, stake, words))
        return rule_lines_of(("double_after_split",), asked)[0] + lines + paid, sources
    if kind in ("split", "split_aces") and (results := engine.split_results(asked.question)):
        # "one won, the other pushed": the hands added up as told, not the example's two wins
        net = _per_stake(asked, lambda p, stake: engine.split_net(p, results, stake, words, min(doubled, 1)))
        lead = rule_lines_of(("double_after_split",), asked)[0] if doubled else []
        return lead + lines + net + engine.assumed_currency_notes(asked.chosen, words), sources
    if asked.found.round_outcome == 0 and kind in ("double", engine.PLAIN_WIN):
        kind = "push"  # "… ich 18, Bank 18": a stand-off, the bet returned
    if (engine.lost(asked.question) and asked.found.round_outcome is None or asked.found.round_outcome == -1) \
            and kind in ("double", "split", "split_aces", engine.PLAIN_WIN):
        # "verdoppelt auf 11 und verloren": what the hand lost, not what a win would bring
        lost = _per_stake(asked, lambda p, stake: engine.loss(p, kind, stake, words))
        return lines + lost + engine.assumed_currency_notes(asked.chosen, words), sources
    paid = _per_stake(asked, lambda p, stake: engine.payout(p, kind, stake, words, slots.minimum) or (
        # "what if it's J♠ A♠ there?" at a table without the bonus: a plain blackjack
        engine.payout(p, "blackjack", stake, words, slots.minimum) if kind == "bonus_blackjack" else []))
    if kind == "bonus_blackjack" and _blackjack_beside_the_bonus(asked.question):
        # "Am Tisch mit Bonus Black Jack: Blackjack bei 50 Franken – wie viel gibts?": the blackjack first
        paid = _blackjack_paid(asked, "blackjack") + paid
    paid += _difference(asked, kind)
    if kind == "blackjack":
        paid += _blackjack_timing(asked)
    if kind == "push" and engine.both_blackjacks(asked.question):
        # "… a blackjack, but the dealer ends up with a blackjack as well": a stand-off; and what it pays otherwise,
        # and when the dealer's blackjack shows
        lines += rule_lines_of((*PAYOUT_RULES["blackjack"], "hole_card"), asked)[0]
        paid += _per_stake(asked, lambda p, stake: engine.payout(p, "blackjack", stake, words, slots.minimum))
    return (lines + paid
            + engine.currency_notes(asked.chosen, slots.currency, words)
            + engine.assumed_currency_notes(asked.chosen, words)), sources


def strategy(asked: Asked) -> Said:
    words = asked.words
    cell = engine.strategy_cell(asked.found.slots)
    if cell is None:
        return [words._(N_("Name your hand and the dealer's card, e.g. “16 against a 10”."))], []
    first_two = len(asked.found.slots.cards) <= 2
    lines = [words._(N_("Basic strategy for {hand}:"), hand=engine.hand_name(cell, words)),
             *engine.grouped_lines(asked.chosen, lambda p: engine.strategy(p, cell, words, first_two), words),
             # "8-8 against a 9, 30 on the box. split or nah? and how much extra do i put down"
             *(_per_stake(asked, lambda p, stake: engine.strategy_stake(p, cell, stake, words)) if first_two else []),
             # why: what each play returns ("16 gegen 9: aufgeben −50,0 %; Karte −50,5 %; Rest −54,3 %")
             *engine.grouped_lines(asked.chosen, lambda p: engine.strategy_why(p, cell, words, first_two), words)]
    if asked.casino is None:
        return lines, []
    deciding = _deciding_rules(cell)
    # "First hand gets a 5 → 11. Can I double that one?" after a split: doubling after a split decides it too
    deciding = (*deciding, *(f for f in asked.found.focus if f in ("double_after_split", "surrender_after_split")
                             and f not in deciding))
    if asked.found.slots.at_max:  # "I've got the max out … should I double?": may the double pass the maximum
        deciding = (*deciding, "double_may_exceed_max")
    rules_lines, sources = rule_lines_of(deciding, asked)
    return [*lines, words._(N_("The rules that decide it here:")), *rules_lines], sources


def _deciding_rules(cell: tuple[str, str, str]) -> tuple[str, ...]:
    """The rule fields that decide a chart cell's play: doubling and surrender always, splitting for a pair,
    what a dealer blackjack takes against a ten or an ace."""
    part, _, upcard = cell
    fields = ["double_on", "surrender"]
    if part == "soft":
        fields.insert(1, "double_soft")
    if part == "pairs":
        fields += ["split_by", "max_split_hands", "double_after_split"]
    if part == "pairs" and cell[1] in ("A", "A,A"):  # split aces: one card each, and whether they split again
        fields += ["hit_split_aces", "resplit_aces"]
    if upcard in ("10", "A"):
        fields += ["hole_card", "dealer_blackjack_takes"]
    return tuple(fields)


def insurance(asked: Asked) -> Said:
    """The insurance rules, and with a bet named, the insurance it allows at each table."""
    lines, sources = rules(asked)
    advice = engine.grouped_lines(asked.chosen, lambda p: engine.insurance_advice(p, asked.words), asked.words)
    if settled := _insurance_settled(asked):  # "ich versichere mit 30 €. Bank hat Black Jack – was bringt mir das?"
        return [*settled, *lines, *advice], sources
    minimum = asked.found.slots.minimum
    # "how much does insurance pay …, i put 15 on it": the insurance's own stake, paid (and the insurance a bet of 15
    # allows, the other reading)
    own = slots_mod.insurance_put_on_it(asked.question)
    paid = [] if own is None else engine.grouped_lines(
        asked.chosen, lambda p: engine.insurance_win(p, own, asked.words), asked.words)
    if _bet_of(asked) is None and not asked.found.slots.at_max:
        floor = [] if minimum is None else engine.grouped_lines(
            asked.chosen, lambda p: engine.insurance_floor(p, minimum, asked.words), asked.words)
        return [*paid, *floor, *lines, *advice], sources
    # the bet named, or the table's maximum ("say I bet the max … how much insurance can I take?")
    stakes = _per_stake(asked, lambda p, stake: engine.insurance_stake(p, stake, asked.words, minimum))
    if "max_bet" in asked.found.focus:  # «ویسبادن چی؟ سقفش همونه؟»: the table's maximum beside the insurance's
        limit, limit_sources = rule_lines_of(("max_bet",), asked)
        return [*paid, *stakes, *limit, *lines, *advice], [*limit_sources, *sources]
    return [*paid, *stakes, *lines, *advice], sources


def three_sevens(asked: Asked) -> Said:
    """The three-sevens rule; where a table asked about states none but has a card trick, that rule of seven too
    ("Wiesbaden: do three sevens pay anything special like in Switzerland?")."""
    lines, sources = rules(asked)

    def stated(table, field: str) -> bool:
        return (entry := table.rules.get(field)) is not None and entry.stated and entry.value is not None

    if any(not stated(table, "three_sevens_pays") and stated(table, "card_charlie") for _, table in asked.chosen):
        trick, trick_sources = rule_lines_of(("card_charlie",), asked)
        return [*lines, *trick], [*sources, *trick_sources]
    return lines, sources


def entry(asked: Asked) -> Said:
    """Who may enter; with the guest's age told ("I'm 17, am I allowed in?"), first whether they may, per casino."""
    lines, sources = rules(asked)
    if asked.found.slots.age is None:
        return lines, sources
    return [*engine.age_lines(asked.chosen, asked.found.slots.age, asked.words), *lines], sources


def even_money(asked: Asked) -> Said:
    """The even-money rules, and with a bet named, both choices on it at each table that offers it: 1:1 at once,
    or the blackjack's own payout if the dealer has none and a stand-off if he has."""
    lines, sources = rules(asked)
    amount = asked.found.slots.amount
    if amount is None:
        return lines, sources
    choices = engine.grouped_lines(asked.chosen, lambda p: engine.even_money_choices(p, amount, asked.words), asked.words)
    # the other choice against the ace: insuring the blackjack ("… che gozine-hayi daram?", "Und wenn die Bank ein Ass
    # hat?" where even money is not stated)
    insured = _per_stake(asked, lambda p, stake: engine.insurance_stake(p, stake, asked.words, asked.found.slots.minimum))
    return [*choices, *insured, *lines], sources


def house_edge(asked: Asked) -> Said:
    words = asked.words
    bets = engine.grouped_lines(asked.chosen, lambda p: engine.side_bets_named(p, asked.question, words), words)
    if bets:  # "what is the house edge of Perfect Pairs?": the side bet's own
        return bets, []
    lines = _edges(asked.chosen, asked.words)
    low, high = (min(asked.chosen, key=engine.edge_of), max(asked.chosen, key=engine.edge_of)) if asked.chosen else (0, 0)
    if asked.casino is not None and len(asked.chosen) > 1 and round(engine.edge_of(high) - engine.edge_of(low), 2) > 0:
        # "what does the 6:5 table cost me against the 3:2?"
        lines.append(asked.words._(N_("At {worse} the house edge is {points} percentage points higher than at {better}."),
                                   worse=engine.place_name(high, asked.words), better=engine.place_name(low, asked.words),
                                   points=asked.words.number(round(engine.edge_of(high) - engine.edge_of(low), 2))))
    return lines, []


def compared_topic(alternatives: Iterable[tuple[str, float]]) -> Intent | None:
    """The topic a comparison compares: the likeliest runner-up with rule fields, the side bets or the house edge."""
    return next((INTENTS[i] for i, _ in alternatives
                 if i in INTENTS and (INTENTS[i].fields or i in ("side_bets", "house_edge"))), None)


def compare(asked: Asked) -> Said:
    """Across casinos: the rules of the likeliest runner-up intent that has rule fields, else the house edges."""
    topic = compared_topic(asked.found.alternatives)
    if asked.found.focus:  # "which casinos pay 6:5?", "which require ID?": those rules first, then their topic's
        fields = (*asked.found.focus, *(f for f in (topic.fields if topic else ()) if f not in asked.found.focus))
        return across_casinos(fields, list(asked.places.values()), asked.words)
    if topic is not None and topic.id == "side_bets":  # "which casinos have side bets?"
        return side_bets(asked)
    if topic is None or topic.id == "house_edge":  # "which casino has the lowest house edge?"
        return _edges(asked.every, asked.words), []
    return across_casinos(topic.fields, list(asked.places.values()), asked.words)


def _edges(chosen: list[engine.Place], words: Words) -> list[str]:
    return [words._(N_("House edge with the best play, per initial bet:")),
            *engine.grouped_lines(sorted(chosen, key=engine.edge_of), lambda p: engine.edge(p, words), words)]



HOUSE_RULES = (*SUMMARY_FIELDS, "decks", "double_after_split", "hit_split_aces", "resplit_aces", "even_money")
"""What "the house rules" are asked for: the summary card's facts, and the deck and the splits' rules beside them."""


def summary(asked: Asked) -> Said:
    lines, sources = rule_lines_of(HOUSE_RULES, asked)
    return [*lines, *_edges(asked.chosen, asked.words)], sources


def currency(asked: Asked) -> Said:
    """The currency of the casino's bets, and whether its leaflet names it."""
    from babel.numbers import get_currency_name

    words = asked.words
    casinos = [asked.casino] if asked.casino is not None else list(asked.places.values())
    lines = []
    for casino in casinos:
        name = get_currency_name(casino.spec.currency, locale=words.lang)
        place = getattr(casino.spec.short_name, words.lang)
        lines.append(words._(N_("{casino}: bets in {currency}."), casino=place, currency=name) if casino.spec.currency_stated
                     else words._(N_("{casino}: bets in {currency} — assumed; the leaflet names no currency."),
                                  casino=place, currency=name))
    return lines, []


def side_bets(asked: Asked) -> Said:
    """The side bets and their rules; first, a pay line the question names ("three aces of spades")."""
    words = asked.words
    said = asked.found.side_bet or asked.question  # a pay line named alone is read with its side bet's name
    named = engine.grouped_lines(asked.chosen, lambda p: engine.side_bet_payout(p, said, words, asked.found.slots.amount),
                                 words)
    if asked.casino is None:
        lines, sources = _across_every_casino("side bets", (), asked, lambda: _side_bets(asked))
    else:
        lines, sources = _side_bets(asked)
    if asked.casino is not None and (asked_rules := tuple(f for f in asked.found.focus if f in SIDE_BET_FIELDS)):
        # «کی باید این شرط رو بذارم؟» in a chat on a side bet: when it is placed, before what it pays
        first = engine.grouped_lines(asked.chosen, lambda p: engine.side_bet_rules(p, words, asked.found.side_bet,
                                                                                    asked_rules), words)
        return [*first, *named, *(line for line in lines if line not in first)], sources
    return [*named, *lines], sources


def _side_bets(asked: Asked) -> Said:
    words, only = asked.words, asked.found.side_bet  # in a chat on one side bet, that one
    lines = engine.grouped_lines(asked.chosen, lambda p: engine.side_bets(p, words, only), words)
    rules_of_bets = engine.grouped_lines(asked.chosen, lambda p: engine.side_bet_rules(p, words, only), words)
    return (lines + rules_of_bets or [words._(N_("No side bets are stated for this table."))]), []


def greeting(asked: Asked) -> Said:
    evening = bool(set(normalize(asked.question).split()) & slots_mod.word_set("evening_words"))  # "nabend!"
    return [help_text(asked.words, greeting=True, evening=evening)], []


def thanks(asked: Asked) -> Said:
    return [asked.words._(N_("You are welcome! Ask me anything else about the blackjack rules whenever you like."))], []


def goodbye(asked: Asked) -> Said:
    return [asked.words._(N_("Goodbye, and enjoy your evening at the casino!"))], []


def help_(asked: Asked) -> Said:
    return [help_text(asked.words)], []


def out_of_scope(asked: Asked) -> Said:
    words = asked.words
    if asked.casino is not None:
        return [words._(N_("The blackjack leaflet of {casino} does not say; I can only answer questions about the "
                           "blackjack rules it sets out."), casino=getattr(asked.casino.spec.short_name, words.lang))
                + " " + help_text(words)], []
    return [words._(N_("The blackjack house rules of these casinos do not say anything about that: I can only answer "
                       "questions about them.")) + " " + help_text(words)], []


def help_text(words: Words, greeting: bool = False, evening: bool = False) -> str:
    """What can be asked; after a greeting, a hello first ("Good evening!" to a guest who said it)."""
    text = (words._(N_("Good evening! ")) if evening else words._(N_("Hello! "))) if greeting else ""
    topics = words.all_of(words._(INTENTS[i].name) for i in ("blackjack", "double", "split", "surrender",
                                                             "insurance", "table_limits", "strategy", "house_edge"))
    return text + words._(N_("Ask me about the blackjack rules of the casinos on this site — for example {topics} — "
                             "in German, English or Persian, and name the casino if you like."), topics=topics)


# In the order of intents.yaml. Intent(id, name, answer, rule fields, example=…, compared=…).
INTENTS: dict[str, Intent] = {intent.id: intent for intent in (
    Intent("out_of_scope", N_("something else"), out_of_scope, asks_back=False),
    Intent("compare", N_("comparing the casinos"), compare),
    Intent("payout", N_("what a bet pays"), payout),
    Intent("strategy", N_("basic strategy"), strategy),
    Intent("split_aces", N_("splitting aces"), rules,
           ("hit_split_aces", "resplit_aces", "max_split_hands_aces", "split_ace_ten_is_blackjack"),
           example="split_aces", compared=True),
    Intent("even_money", N_("even money"), even_money, ("even_money", "insurance_pays", "blackjack_pays", "hole_card",
                                                          "dealer_blackjack_takes"),
           example="even_money", compared=True,
           basics=N_("Where even money is offered, a blackjack against a dealer's ace can be paid 1:1 at once, before "
                     "the dealer draws, instead of waiting for the dealer's hand.")),
    Intent("bonus_blackjack", N_("bonus blackjack"), bonus_blackjack, ("bonus_blackjack", "blackjack_pays"),
           example="bonus_blackjack", compared=True),
    Intent("seven_card_trick", N_("the card trick"), rules, ("card_charlie",), example="seven_card_trick", compared=True),
    Intent("three_sevens", N_("three sevens"), three_sevens, ("three_sevens_pays",), example="three_sevens",
           compared=True),
    Intent("side_bets", N_("side bets"), side_bets, compared=True),
    Intent("absent_player", N_("a box owner who leaves"), rules, ("absent_owner_draws_to", "absent_owner_decider"),
           compared=True),
    Intent("hand_value", N_("the value of a hand"), hand_value),
    Intent("card_values", N_("what the cards count"), card_values, example="hit_stand"),
    Intent("blackjack", N_("blackjack and what it pays"), blackjack,
           ("blackjack_pays", "blackjack_paid_immediately_against", "split_ace_ten_is_blackjack", "split_ten_ace_is_blackjack"),
           example="blackjack", compared=True),
    Intent("dealer_rules", N_("how the dealer plays"), rules, ("dealer_hits_soft_17", "hole_card", "dealer_blackjack_takes"),
           example="dealer_rules", compared=True,
           basics=N_("The dealer has no choice: the dealer draws on 16 or less and stands on 17 or more (a soft 17 as "
                     "the casino's rule above says).")),
    Intent("hit_stand", N_("asking for a card or standing"), rules, ("call_hit", "call_stand"), example="hit_stand"),
    Intent("bust", N_("going over 21"), rules, example="bust",
           basics=N_("A hand over 21 is bust: its bet is lost at once, even if the dealer goes bust later.")),
    Intent("push", N_("a stand-off"), push, example="push",
           basics=N_("A stand-off (a push) — the same total as the dealer — wins nothing and loses nothing: the bet is "
                     "returned.")),
    Intent("double", N_("doubling down"), move_with_stake,
           ("double_on", "double_soft", "double_after_split", "double_may_exceed_max", "co_bettors_join_double"),
           example="double", compared=True,
           basics=N_("After doubling, the hand gets exactly one more card.")),
    Intent("split", N_("splitting pairs"), move_with_stake,
           ("max_split_hands", "split_by", "double_after_split", "resplit_aces", "max_split_hands_aces",
            "split_hand_is_new_box", "co_bettors_join_split", "declined_split_rejoins", "hit_split_aces"),
           example="split", compared=True,
           basics=N_("Splitting puts a second bet, equal to the first, on the new hand; each hand is then played on "
                     "its own.")),
    Intent("insurance", N_("insurance"), insurance,
           ("insurance_pays", "insurance_max_fraction", "insurance_min_fraction", "insurance_min_table_fraction",
            "even_money", "hole_card", "dealer_blackjack_takes"),
           example="insurance", compared=True,
           basics=N_("Insurance is offered only when the dealer's first card is an ace, before any further card is "
                     "dealt; it wins only if the dealer then has blackjack.")),
    Intent("surrender", N_("surrender"), surrender, ("surrender", "surrender_after_split"), example="surrender", compared=True,
           basics=N_("Where surrender is allowed, you give up with your first two cards, before you take another card, "
                     "and half the bet is lost.")),
    Intent("table_limits", N_("table limits"), table_limits,
           ("min_bet", "min_bet_up_to", "max_bet", "multiple_of_min", "multiple_of", "over_max"), compared=True),
    Intent("decks", N_("the number of decks"), rules, ("decks",), compared=True),
    Intent("box_rules", N_("boxes and betting behind"), box_rules,
           ("boxes", "bettors_per_box", "boxes_per_guest", "owned_boxes_per_guest", "min_boxes_single_guest",
            "betting_behind", "advice_to_box_owner"),
           compared=True),
    Intent("house_edge", N_("the house edge"), house_edge, compared=True),
    Intent("entry", N_("entry: age and ID"), entry, ("min_age", "id_required")),
    Intent("responsible_gambling", N_("help with problem gambling"), rules, ("responsible_gambling",)),
    Intent("etiquette", N_("etiquette: tips, dress, cards and chips"), rules,
           ("tips", "dress", "touch_cards", "touch_chips_in_box", "advice_to_box_owner", "bets_in_chips_only",
            "call_hit", "call_stand", "disputes")),
    Intent("greeting", N_("greetings"), greeting, asks_back=False),
    Intent("thanks", N_("thanks"), thanks, asks_back=False),
    Intent("goodbye", N_("goodbye"), goodbye, asks_back=False),
    Intent("help", N_("what I can answer"), help_, asks_back=False),
    Intent("summary", N_("the main rules at a glance"), summary, HOUSE_RULES),
    Intent("currency", N_("the currency of the bets"), currency),
)}

COMPARED = frozenset(intent.id for intent in INTENTS.values() if intent.compared)
"""Intents whose rule differs between casinos (see ``Intent.compared``)."""
FIELD_OWNERS: dict[str, tuple[str, ...]] = {
    name: tuple(sorted((i.id for i in INTENTS.values() if name in i.fields), key=lambda i: INTENTS[i].fields.index(name)))
    for name in {name for intent in INTENTS.values() for name in intent.fields}
}
FIELD_OWNERS |= {name: ("side_bets",) for name in SIDE_BET_FIELDS if name not in FIELD_OWNERS}
"""Each rule field, and the intents that state it, the one stating it foremost first (a side bet's own rules:
the side bets' topic, which states them per side bet)."""
UNFOCUSED = frozenset({"strategy", "hand_value", "summary", "greeting", "thanks", "goodbye", "help", "out_of_scope"})
"""Intents whose answer is not about a rule field: a field named in the question is not put first."""
