"""Understanding a guest's question: its language, intent and slots, with the chat's memory."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, replace
from decimal import Decimal
from pathlib import Path

from ..locale.wording import Words
from ..rules import loaded_casinos
from .engine_answers import (
    PLAIN_WIN,
    advised_move,
    bet_names,
    both_blackjacks,
    colour_words,
    names_split,
    natural_kind,
    outcome_kind,
    side_bet_stake,
    split_doubles,
    strategy_cell,
)
from .focus import boosted, fields_named
from .intents import MOVES, OUT_OF_SCOPE, SOCIAL, IntentMatch, IntentMatcher, language_hints
from .normalize import has_persian, normalize
from .numbers import with_digits, word_value
from .slots import (
    TEN_CARDS,
    NameIndex,
    Slots,
    abbreviations,
    bet_beside_insurance,
    card_word_set,
    currency_words,
    dealer_cards,
    find_casino,
    find_table,
    from_finglish,
    group_counts,
    insurance_story,
    is_natural,
    lexicon,
    read_slots,
    spaced,
    suited_cards,
    without_ace_letters,
    without_phrases,
    word_set,
)
from .slots import find_own_table as _find_own_table
from .topics import (
    FIELD_OWNERS,
    INTENTS,
    PAYOUT_RULES,
    box_stakes,
    compared_topic,
    hands_named,
    has_co_bettors,
    stakes_on_a_box,
)


@dataclass
class Session:
    """What a chat remembers between questions."""

    casino: str | None = None
    table: str | None = None
    lang: str | None = None
    intent: str | None = None
    """The last intent answered, for follow-ups naming only another casino."""
    upcard: str | None = None
    """The dealer's card of the last hand asked about: "and with 6 and 4?" asks about the same card."""
    amount: str | None = None
    """The guest's last bet, as a decimal: "and if it is the jack and ace of spades?" plays the same bet."""
    hand: str | None = None
    """The guest's last hand: its cards ("A,7") or its total ("16", soft "s17", hard "h12")."""
    side_bet: str | None = None
    """The last side bet asked about and its cards, as words ``side_bet_payout`` reads ("3 card wins | king king
    king"): "and with 25?", "what about three queens?" ask about it again."""
    focus: tuple[str, ...] = ()
    """The rule fields the chat's last questions named: "what's the most I can bet in Potsdam?", then "and at
    Wiesbaden?" asks for that field again; "st moritz chand ta deck?", "va chand ta box?", then "potsdam chi?"
    for both (an "and …?" adds its fields to the chat's, up to ``KEPT_FIELDS``)."""
    earlier: str | None = None
    """The casino the chat was at before its current one: "und im anderen?" goes back to it."""
    split: str | None = None
    """The hands the chat's box was split into and how many of them were doubled, "hands/doubled" ("2/1" after
    "gesplittet, auf die erste Acht kommt ne 3. doppeln?"), for "wie viel hab ich dann insgesamt auf dem Tisch?"."""
    stakes: tuple[str, ...] = ()
    """The stakes on a box the chat shares with co-bettors, the owner's first, as decimals ("ich hab die box mit 40€,
    zwei leute setzen hinter mir je 20 mit", then "ich doppel, die zwei wollen auch. was liegt jetzt insgesamt?")."""
    compared: tuple[str, ...] = ()
    """The casinos the chat's last answer set side by side ("Comparing max bets: Potsdam vs Wiesbaden?"): "and the
    minimums?" compares them again."""
    minimum: str | None = None
    """The minimum of the chat's table, as the guest told it ("میزم حداقلش ۵۰۰۰ درامه"), as a decimal: "و بیمه؟ کمترین
    و بیشترینش چقدر میشه؟" at that table asks about it too."""


UPCARDS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")
"""The dealer's cards a session keeps, as the slots read them."""


@dataclass(frozen=True)
class Understanding:
    """A question read: intent, language, slots."""

    intent: str
    confidence: float
    lang: str
    slots: Slots
    alternatives: tuple[tuple[str, float], ...] = ()
    unsure: bool = False
    follow_up: bool = False
    """The question only changed the casino; the intent is the chat's last one."""
    focus: tuple[str, ...] = ()
    """The rule fields the question names (``focus``), in its order."""
    previous: str | None = None
    """The chat's intent before this question ("and if I bet 50?" after a blackjack question pays a blackjack)."""
    read: str = ""
    """The question as read: Persian typed in Latin letters, in Persian script."""
    courtesy: tuple[str, ...] = ()
    """Greetings, thanks and goodbyes beside the question's topic ("Hallo! Was zahlt …?"), returned in passing."""
    side_bet: str | None = None
    """A follow-up about the chat's last side bet: its name and cards as words (the cards of this question
    when it names some), to be read in place of the question's own words."""
    chat_amount: Decimal | None = None
    """The bet the chat named before this question ("my bet is 60", then "I put the 30 on insurance")."""
    casinos: tuple[str, ...] = ()
    """Two or more casinos the question names ("Wiesbaden Digital 21 oder Potsdam?"): answered side by side."""
    chat_split: tuple[int, int] | None = None
    """The hands the chat's box was split into and how many were doubled (``Session.split``)."""
    chat_stakes: tuple[Decimal, ...] = ()
    """The stakes on the box the chat shares with co-bettors, the owner's first (``Session.stakes``)."""
    previous_focus: str | None = None
    """The rule field the chat's last question named first ("… and a queen then gets an ace?", then "what does
    that pay with 50?": a split ten and an ace)."""
    round_outcome: int | None = None
    """A hand told to its end ("… got a 5 = 21, dealer had 17"): +1 won, 0 a stand-off, -1 lost."""
    round_results: tuple[int, ...] = ()
    """The chat's split hands settled by the round's end this question tells, +1 won, 0 a stand-off, -1 lost ("Got a
    10 → 21. Second hand 6+10 = 16, I stood. Dealer 5, 10, 8 = 23. Total win?")."""


@functools.cache
def name_index(rules_dir: Path) -> NameIndex:
    return NameIndex.of(loaded_casinos(Path(rules_dir)))


def understand(
    question: str,
    *,
    rules_dir: Path,
    lang: str | None = None,
    session: Session | None = None,
    matcher: IntentMatcher | None = None,
    intent: str | None = None,
) -> Understanding:
    """Read ``question``; ``lang`` forces the language, ``intent`` the topic (a choice the guest picked);
    ``session`` supplies and keeps the chat's memory."""
    matcher = matcher or IntentMatcher.default()
    index = name_index(rules_dir)
    persian_chat = session is not None and session.lang == "fa"
    question = _PARENTHESISED_TOTAL.sub(r" makes \1", question)  # "5 o 4 daram (9)": the hand's total, told
    if limit := _PARENTHESISED_LIMIT.search(question):  # the limit word said at the end, where it names no bet
        question = _PARENTHESISED_LIMIT.sub(r"\1", question) + f" ({limit[2]})"
    question = _pay_lines_spelled(index.with_bet_names_spelled(question), index)
    if lang in (None, "fa") and not has_persian(question) and "(" in question:
        question = _without_card_gloss(question, "en", finglish=True)  # "ye queen of spades (bibi pik) umad": one queen
    if lang in (None, "fa") and not has_persian(question) and (persian := from_finglish(
            question, persian_chat, max(language_hints(normalize(question))))) is not None:
        question, lang = persian, "fa"  # Persian typed in Latin letters: read, and answered, as Persian
    prefer = session.lang if session is not None else None
    topic = _topic_of(question, index)
    # Persian script decides the language, even when the only Persian words were the casino's name.
    # "A-A gegen 8": a capital A beside a card is the ace, no English article
    plain = without_ace_letters(question)
    # (a side bet's and its pay lines' names are English in every language: "3 Card Wins – was zahlt Three of a Kind?")
    guess = lang or matcher.language(plain, _without_bet_names(topic if plain == question else _without_casino(
        plain, index), index), prefer)
    if lang is None and prefer in ("de", "en") and guess != prefer and guess != "fa" and _only_names(question, index) \
            and _no_more_hints(topic, guess, prefer):
        # "Wie is des in St. Moritz?" in a German chat: a follow-up keeps the chat's language (not "Und in Wiesbaden
        # bei dem Digital-Ding?" in an English one: its words are German)
        guess = prefer
    if guess != "fa" and re.search(r"[a-z]", question):  # "DAS in Wiesbaden?" (not "DAS IST …" written in capitals)
        if (spelled := _spelled_out(question)) != question:
            question, topic = spelled, _topic_of(spelled, index)
    # ("Und wenn ich statt Ass-Sieben zwei Neunen hätte?": the cards replaced are no cards of the hand)
    # ("ye queen of spades (bibi pik) umad": the card said again, in the side bet's words too)
    question = _without_card_gloss(question, guess)
    slots = read_slots(_instead_of_card().sub(" ", _without_denied_number(question)), guess, index)
    if slots.amount is not None and (bet := bet_beside_insurance(question, slots.amount)) is not None:
        slots = replace(slots, amount=bet)  # "ich versichere mit 5 € bei 40 Einsatz": the bet is 40, the insurance 5
    if (next_hand := _next_hand(question)) is not None:
        # "Bank hatte 18, weg isses 🙄 Nächste Hand: 5 und 5 gegen ne 8": the new hand's cards, the casino of them all
        later = read_slots(_without_denied_number(next_hand), guess, index)
        slots = replace(later, casino=later.casino or slots.casino, table=later.table or slots.table,
                        amount=later.amount if later.amount is not None else slots.amount)
    if slots.casino is None and slots.currency is not None and not (session is not None and session.casino) \
            and (only := _casino_of_currency(rules_dir, slots.currency)) is not None:
        slots = replace(slots, casino=only)  # "8000 dram bet": the one casino whose money is the dram
    casinos_named = _casinos_named(question, index)
    if not casinos_named and session is not None and session.casino and slots.casino not in (None, session.casino) \
            and (_asked_here_then_there(question, index) or _there_as_at(normalize(question))):
        # ("Same number of decks there as at Senator?": the chat's casino beside the one named)
        # "wie viel darf ich dort max auf eine Box setzen? und im Kurhaus?": the chat's casino, then the one named
        casinos_named = (session.casino, slots.casino)
    if not casinos_named and session is not None and len(session.compared) >= 2 and slots.casino is None \
            and slots.amount is None and not slots.cards and _compared_again(question):
        # "Comparing max bets: Potsdam vs Wiesbaden?", then "and the minimums?": the same casinos, side by side
        casinos_named = session.compared
    padded_question = f" {normalize(question)} "
    casino_put_right = False  # "Quatsch, ich mein Schleswig-Holstein, nicht St. Moritz."
    # "which casinos …" asks every casino, though the question names the one the guest knows
    if slots.casino is not None and len(casinos_named) < 2 and any(w in padded_question for w in spaced("which_casinos")):
        # "Welche Casinos haben überhaupt Surrender? Ich kenn's bisher nur aus Wiesbaden.": every casino, compared
        slots = replace(slots, casino=None, table=None)
    if len(casinos_named) >= 2 and (kept := [c for c in casinos_named
                                             if c not in _denied_casinos(normalize(question), index)]) \
            and len(kept) < len(casinos_named):
        # "Sorry, ich meinte St. Moritz, nicht Wiesbaden": the casino not denied
        slots = replace(slots, casino=kept[0], table=None if slots.casino != kept[0] else slots.table)
        casino_put_right = len(kept) == 1
        casinos_named = tuple(kept) if len(kept) >= 2 else ()
    if slots.minimum is not None and (outcome_kind(question) in ("insurance", "even_money")
                                      or session is not None and session.intent in ("insurance", "even_money")):
        # "the table minimum is 10 and my bet is 60 — insurance?": the minimum told, not asked about (in an insurance
        # chat too: "too senator chi? sharte 10000 bastam, hadeaghal miz 2000 e")
        topic = " ".join(t for t in normalize(topic).split() if t not in word_set("minimum_words"))
    match: IntentMatch = matcher.match(topic, guess, slots, prefer)
    if session is not None and session.intent == "insurance" and intent is None and match.intent != "insurance" \
            and len(normalize(question).split()) <= 10 \
            and set(normalize(question).split()) & word_set("less_words") and not slots.cards[1:]:
        # "Darf ich auch weniger nehmen, so 10?" in a chat about insurance: less insurance than the rule asks
        match, slots = IntentMatch("insurance", 1.0, match.lang, ()), replace(slots, cards=(), total=None)
    if slots.minimum is not None and intent is None and match.intent == "table_limits" \
            and outcome_kind(question) == "insurance" and "insurance" in dict(match.alternatives[:2]):
        # "Wie viel muss ich im Senator für die Insurance mindestens setzen? Tischminimum ist 2000, mein Einsatz 6000.":
        # the insurance's least, by the table minimum told
        match = IntentMatch("insurance", max(match.confidence, SURE_OF_ITS_OWN), match.lang, match.alternatives)
    if session is not None and session.intent == "insurance" and intent is None and match.intent != "insurance" and (
            slots.minimum is not None and match.confidence < SURE_OF_ITS_OWN
            or slots.amount is not None and any(w in padded_question for w in spaced("stake_asked_words"))):
        # In a chat about insurance: «hadaghal chand bayad bezaram? hadaghale miz 2000 drame» (its least, by that
        # minimum), "Ich hab 40 € gesetzt, wieviel muss da rein?" (the insurance that bet takes)
        match = IntentMatch("insurance", 1.0, match.lang, ())
    if match.intent in SOCIAL and len(rest := matcher.without_courtesy(normalize(topic)).split()) >= 2:
        # "Hi, sorry, it's my first time … am I allowed in at 18?": the question beside the greeting is answered;
        # a long one even when its topic is less sure ("Moin, in SH: Blackjack mit 30 € und … Wann krieg ich …?")
        again = matcher.match(" ".join(rest), guess, slots, prefer)
        if again.intent not in (OUT_OF_SCOPE, *SOCIAL, "help") \
                and again.confidence >= (0.75 if len(rest) < 8 else ANSWER_WHEN_UNSURE):  # not "that's all I needed"
            match = again
    specific = [f for f in fields_named(normalize(topic), match.lang) if f in boosted()]  # not "minimum" (roulette's)
    if len(casinos_named) >= 2 and not specific:  # "Wo kann ich mehr setzen, Wiesbaden oder Potsdam?": casinos compared
        specific = list(fields_named(normalize(topic), match.lang))
    if match.intent == OUT_OF_SCOPE and (named := specific) and named[0] in FIELD_OWNERS \
            and not word_set("other_games") & set(normalize(topic).split()) \
            and not any(w in f" {normalize(topic)} " for w in spaced("task_words")):  # not "the poker cash game"
        # "… put his bet down and then disappeared to the bar": a rule named, though a word of elsewhere stands by it
        # (not "Schreib mir mal ne Beschwerde-Mail …": a task asked for, done elsewhere)
        match = IntentMatch(FIELD_OWNERS[named[0]][0], max(match.confidence, 0.6), match.lang, match.alternatives)
    if intent is None and match.intent not in ("payout", "push", *SOCIAL) and slots.amount is None \
            and both_blackjacks(question):
        # "… und was is mit meinem BJ, wenn er am Ende auch einen hat?": a stand-off
        match = IntentMatch("push", max(match.confidence, 0.8), match.lang, match.alternatives)
    if match.intent == "dealer_rules" and slots.amount is not None and outcome_kind(question) == "push":
        # "if I bet 80 and get a blackjack, but the dealer ends up with a blackjack as well": what the bet brings
        match = IntentMatch("payout", max(match.confidence, ANSWER_WHEN_UNSURE), match.lang, match.alternatives)
    ratios = set(_RATIO.findall(normalize(question))) & _blackjack_payouts(rules_dir)
    same_cards = session is not None and session.intent == "bonus_blackjack" \
        and any(f" {w} " in f" {normalize(question)} " for w in word_set("same_card_words"))
    if ratios and match.confidence < 0.7 and not same_cards and (
            match.intent not in _WITH_A_BET | {"strategy", "compare", "house_edge"}
            # «میزی هست که بلک جک رو ۶ به ۵ بده؟»: blackjack named with its payout
            or set(normalize(question).split()) & word_set("blackjack_words") and slots.amount is None
            and match.intent not in ("payout", "blackjack", "bonus_blackjack", "compare", "house_edge", "strategy")) \
            or len(ratios) >= 2 and match.intent == "house_edge" and match.confidence < 0.7 \
            or ratios and match.intent in SOCIAL and intent is None:  # "salam, too st moritz miz 6 be 5 ham darid?"
        # «تو سنت موریتز میز ۳ به ۲ هم هست یا همه‌جا ۶ به ۵ ـه؟»: the tables named by what blackjack pays there (not
        # "and the same cards on the 6:5 one?" after a bonus blackjack: the chat's topic, at that table)
        match = IntentMatch("blackjack", 0.75, match.lang, match.alternatives)
    if ratios and slots.casino is not None and not ratios & _casino_payouts(rules_dir, slots.casino) \
            and match.intent not in ("blackjack", "payout", "compare", "house_edge", "strategy"):
        # "weil Wiesbaden ja eh nur 6:5 auszahlt – lohnt sich Blackjack da überhaupt?": a payout the casino does not
        # have, put right by what its blackjack pays
        match = IntentMatch("blackjack", max(match.confidence, SURE_OF_ITS_OWN), match.lang, match.alternatives)
    if len(ratios) >= 2:
        slots = replace(slots, table=None)  # both payouts named: every table, each with its own
    elif ratios and slots.table is not None and match.intent in ("blackjack", "payout") and slots.amount is None \
            and not set(normalize(question).split()) & (word_set("table_words") | {"one", "ones", "einen", "dem"}):
        # "blackjack pays 6 to 5 in st moritz?? seriously?", «شنیدم ۶ به ۵ هم هست»: a payout heard of, not a table
        # sat at: every table, each with its own
        slots = replace(slots, table=None)
    if slots.table is not None and any(w in f" {normalize(question)} " for w in spaced("some_tables")) \
            and not _at_the_table_named(normalize(question), ratios):
        slots = replace(slots, table=None)  # "شنیدم بعضی میزا ۶ به ۵ ان": every table, each with its own payout
    if match.intent == OUT_OF_SCOPE and intent is None \
            and any(f" {name} " in f" {normalize(question)} " for name in index.other_names):
        # "In St. Moritz gibt's doch so ne Damen-Wette. Was zahlt die …?": a side bet named, no weather ("Wetter")
        match = IntentMatch("side_bets", max(match.confidence, ANSWER_WHEN_UNSURE), match.lang, match.alternatives)
    if match.intent in _NOT_A_SIDE_BET and (slots.cards or slots.amount is not None) \
            and any(f" {name} " in f" {normalize(question)} " for name in index.other_names):
        # "3CW 5 franc gozashtam, se ta aas pik oomad": the side bet's cards, not a blackjack or a hand to play
        match = IntentMatch("payout" if slots.amount is not None else "side_bets", 1.0, match.lang, match.alternatives)
    elif match.intent == "side_bets" and slots.amount is not None and sum(
            f" {line} " in f" {normalize(question)} " for line, _ in index.pay_lines) == 1:
        # "moritz 3cw black row chand mide? 20 franc gozashtam": that pay line, on the stake (not "Three of a Kind UND
        # Black Row?": how lines add up is a rule of the side bet)
        match = IntentMatch("payout", 1.0, match.lang, match.alternatives)
    if session is not None and session.lang == "fa" and lang is None and match.intent in SOCIAL \
            and match.lang != session.lang and len(normalize(question).split()) <= 3:
        # "ok, bye" at the end of a chat held in Persian: answered in the chat's language
        match = IntentMatch(match.intent, match.confidence, session.lang, match.alternatives)
    if match.intent == "goodbye" and intent is None and _greets_the_evening(normalize(question)):
        # «سلام، شب بخیر!»: good evening, a greeting (alone, «شب بخیر» is good night)
        match = IntentMatch("greeting", match.confidence, match.lang, match.alternatives)
    if slots.age is not None and intent is None and match.intent != "entry" and not slots.cards \
            and slots.upcard is None and slots.total is None:
        # "I'm 17, am I allowed into Casino Wiesbaden?": whether the guest may enter, not a hand of 17
        match = IntentMatch("entry", max(match.confidence, SURE_OF_ITS_OWN), match.lang, match.alternatives)
    with_a_bet = slots.amount is not None or session is not None and bool(session.amount)
    if slots.at_max and with_a_bet and (
            session is not None and session.intent == "insurance" or outcome_kind(question) == "insurance"):
        # "and if I put the max and he gets the blackjack?" after the bet was told: the most insurance on it (with no
        # bet told, "say I bet the max … how much insurance?" is the insurance on the table's maximum bet)
        slots = replace(slots, at_max=False)
    follow_up = advised = False
    if casino_put_right and session is not None and session.intent and intent is None \
            and session.intent not in (*SOCIAL, "help") and match.confidence < SURE_OF_ITS_OWN \
            and len(normalize(topic).split()) <= 6:
        # "Wie ist das mit der Versicherung in St. Moritz?", then "Quatsch, ich mein Schleswig-Holstein, nicht St.
        # Moritz.": the chat's question, at the casino meant
        match, follow_up = IntentMatch(session.intent, 1.0, match.lang, ()), True
    # "hit and got a 3": a card drawn to the chat's hand, read before the chat's other readings
    drawn = _drawn(question, session, slots) if session is not None and intent is None else None
    again = _pair_card_again(question, session, slots) if session is not None and intent is None else None
    if again is not None:
        # "2 Achter gegen ne 9", then "und wenn dann wieder ne Acht kommt?": splitting again, not a hard 24
        drawn, match, follow_up = None, IntentMatch("split", 1.0, match.lang, ()), True
    if drawn is None and session is not None and intent is None \
            and (fixed := _corrected(question, session, slots, match)) is not None:
        # "sorry I meant 8 not 9" (the dealer's card), "Actually make that 50." (the bet): the chat's last question,
        # with the value put right
        slots, match, follow_up = (*fixed, True)
    elif drawn is None and session is not None and intent is None:
        # "Danke! Und in Cottbus mit hundert?": the question beside the thanks
        asked_beside = matcher.without_courtesy(normalize(topic)) if match.intent in SOCIAL else normalize(topic)
        slots, match, follow_up = _from_the_chat(session, slots, match, asked_beside or normalize(topic))
    if session is not None and intent is None and drawn is None and session.intent == "strategy" and session.hand \
            and session.upcard and not slots.cards and slots.total is None and slots.upcard is None \
            and len(normalize(question).split()) <= 10 \
            and any(w in f" {normalize(question)} " for w in spaced("permission_words")):
        # "Hab 11, der Croupier zeigt ne 6. Doppeln?", then "Darf ich das überhaupt im Casino Schleswig-Holstein?": that
        # hand's play there, with the rules that decide it
        slots = _with_hand(slots, session.hand, upcard=session.upcard)
        match, follow_up = IntentMatch("strategy", 1.0, match.lang, ()), True
    if session is not None and intent is None and drawn is not None:
        # "hit and got a 3", "hab ne 2 bekommen, jetzt 14": the chat's hand with the card drawn, against his card
        slots, match, follow_up = drawn, IntentMatch("strategy", 1.0, match.lang, ()), True
        if slots.cards == ("7", "7", "7") and session.amount:
            # "hab ne Karte genommen – wieder ne 7!!" on 7-7: three sevens, paid on the chat's bet
            slots = replace(slots, amount=Decimal(session.amount))
            match = IntentMatch("three_sevens", 1.0, match.lang, ())
    elif session is not None and intent is None and session.amount and slots.amount is None and not slots.cards \
            and slots.total is None and (_did_double(question) or (
                session.intent == "strategy" or session.intent == "double"
                and not set(normalize(question).split()) & word_set("pay_words"))
                and any(w in padded_question for w in spaced("stakes_total_words")) and match.confidence < SURE_OF_ITS_OWN):
        # "ok doubled. how much is on the box now?", "gedoppelt. wie viel liegt jetzt drin?": the chat's bet doubled;
        # so is "wie viel liegt dann drin?" after the play of a hand with a bet ("11 gegen ne 6, 25€ drin – doppeln?")
        match, follow_up = IntentMatch("double", 1.0, match.lang, ()), True
    elif session is not None and intent is None and (slots.amount is not None or session.amount) and (
            hands_named(question) > 2 and word_set("how_much_words") & set(normalize(question).split())
            or session.split and any(w in padded_question for w in spaced("stakes_total_words"))
            and match.confidence < SURE_OF_ITS_OWN):
        # "wie viel hab ich dann insgesamt auf dem Tisch?" after a split (and a double on a split hand)
        # «شرطم ۳۰ یورو بود و الان سه تا دست دارم. کلاً چقدر روی میزه؟»: the bets on the hands split into
        match, follow_up = IntentMatch("split", 1.0, match.lang, ()), True
    elif session is not None and intent is None and session.intent == "strategy" \
            and (session.amount or slots.amount is not None) \
            and (move := _the_advised_move(rules_dir, session, slots, normalize(question), match)) is not None:
        # "Fuchzg Euro Einsatz, i hab 10 und 6, Dealer zeigt 9. Wos moch i?", then "Und wos krieg i dann zruck?": the
        # move advised, on the chat's bet (the chat stays on the hand: "age too potsdam boodam chi?")
        match, follow_up, advised = IntentMatch(move, 1.0, match.lang, ()), True, True
    if intent is not None:
        match = IntentMatch(intent, 1.0, match.lang, ())
    side_bet = None
    if session is not None and intent is None:
        said = _other_side_bet_named(rules_dir, session, normalize(question))
        if match.intent == "side_bets" and session.side_bet is None:
            # "Is there a side bet with queens?": Queens Trio, by its own word
            said = _side_bet_by_its_word(rules_dir, slots.casino or session.casino, said, index)
        side_bet, slots, match = _side_bet_of_the_chat(session, slots, match, said, index)
    if session is not None and intent is None and side_bet is None:
        slots, match = _new_bet_of_the_chat(session, slots, match, normalize(topic))
    asked = set(normalize(question).split())
    if session is not None and intent is None and session.intent in ("insurance", "even_money") \
            and outcome_kind(question) == "blackjack" and asked & word_set("own_words") \
            and not asked & (word_set("dealer_words") | word_set("third_person_words")) and match.confidence < 1.0:
        # «va age khodam blackjack dashte basham?» in a chat about insurance: the guest's own blackjack, even money
        match = IntentMatch("even_money", 1.0, match.lang, ())
    elif session is not None and intent is None and session.intent == "insurance" and match.intent != "insurance" \
            and (match.confidence < SURE_OF_ITS_OWN or match.intent in ("blackjack", "payout", "dealer_rules")) \
            and insurance_story(question).dealer_blackjack is not None \
            and not _hand_against_a_card(slots) \
            and not any(f" {w} " in f" {normalize(question)} " for w in word_set("decline_words")):
        # "age diler blackjack bashe chi mishe?" in a chat about insurance: that insurance settled
        match = IntentMatch("insurance", 1.0, match.lang, ())
    if session is not None and intent is None and session.intent == "even_money" \
            and (match.intent == "insurance" or match.intent != "even_money" and match.confidence < SURE_OF_ITS_OWN) \
            and outcome_kind(question) != "insurance" and (word_set("decline_words") & _word_pairs(normalize(question))
                                                           or any(w in f" {normalize(question)} "
                                                                  for w in spaced("decline_words"))):
        # «age ghabool nakonam o diler blackjack nadashte bashe chi?» in a chat about even money: declining it
        match = IntentMatch("even_money", 1.0, match.lang, ())
    if session is not None and intent is None and session.intent in ("insurance", "even_money") \
            and match.intent != session.intent and match.confidence < SURE_OF_ITS_OWN \
            and match.intent not in ("even_money", "blackjack", "payout") \
            and not _hand_against_a_card(slots) \
            and len(tokens_asked := normalize(question).split()) <= 14 and word_set("dealer_pronouns") & set(tokens_asked):
        # "und wenn er doch einen hat?" in a chat about even money: the dealer's blackjack, the chat's topic
        match = IntentMatch(session.intent, 1.0, match.lang, ())
    elif intent is None and slots.upcard not in (None, "A", "10") and outcome_kind(question) == "blackjack" \
            and match.intent in ("insurance", "even_money"):  # (a 2 to 9 can make no dealer blackjack: the guest's)
        # («اگه در شلسویگ بلک جک بیارم و کارت اول دیلر ۵ باشه…»: no ace, no insurance)
        # "hala age blackjack biaram va diler 4 dashte bashe?" after insurance: no ace, so the blackjack, paid
        match = IntentMatch("blackjack", 1.0, match.lang, ())
    elif session is not None and intent is None and session.intent == "insurance" \
            and match.intent not in ("insurance", "even_money", "payout") and slots.amount is None and not slots.cards \
            and len(tokens_asked := normalize(question).split()) <= 5 and set(tokens_asked) & word_set("pay_words"):
        # "Zahlt die wie viel?" in a chat about insurance: what the insurance pays
        match = IntentMatch("insurance", 1.0, match.lang, ())
    if session is not None:
        if slots.casino is None and session.casino and not _anywhere(question):
            # "und am 6:5-Tisch?": a table of the chat's casino, named without the casino.
            named = find_table(normalize(question), index, session.casino) or _other_table(
                normalize(question), index, session.casino, session.table)
            earlier = None if named else _other_casino(normalize(question), session)
            if earlier is not None:
                # "Für wie viele Boxen … in Cottbus?", "Und in Schleswig-Holstein?", …, "Und im anderen?": Cottbus
                slots = replace(slots, casino=earlier[0], table=None)
            else:
                every_table = any(w in padded_question for w in spaced("some_tables"))  # "is that bonus at both tables?"
                slots = replace(slots, casino=session.casino,
                                table=named[0] if named else None if every_table else session.table)
            words = named[1] if named else earlier[1] if earlier else None
            if words and session.intent and session.intent not in (*SOCIAL, "help") and intent is None \
                    and (match.confidence < SURE_OF_ITS_OWN or match.intent == session.intent
                         or _RATIO.fullmatch(words)) \
                    and _only_names(matcher.without_courtesy(normalize(question)), index, words):  # "ok thanks! and …"
                # (not "and what's the 5:1 thing on the 6:5 tables?": a topic of its own, at that table)
                match = IntentMatch(session.intent, 1.0, match.lang, ())
                follow_up = True
        elif slots.casino is not None and session.intent and session.intent not in (*SOCIAL, "help") and intent is None \
                and (_only_names(question, index) or session.intent in ("blackjack", "bonus_blackjack") and _only_names(
                    " ".join(t for t in normalize(question).split() if t not in word_set("blackjack_words")), index)) \
                and not (match.intent == "blackjack" and _RATIO.search(normalize(question))
                         and find_table(normalize(question), index, slots.casino) is None):
            # (not «senator chi? onja ham 3 be 2 e?» after a stand-off: the payout named is the question)
            match = IntentMatch(session.intent, 1.0, match.lang, ())
            follow_up = True
        elif slots.casino is not None and slots.casino != session.casino and session.intent == "insurance" \
                and intent is None and match.confidence < SURE_OF_ITS_OWN \
                and len(normalize(question).split()) <= 10 and set(normalize(question).split()) & word_set("half_words"):
            # "Wie ist das im Senator – auch genau die Hälfte?" after the insurance at Potsdam: the insurance there
            match, follow_up = IntentMatch(session.intent, 1.0, match.lang, ()), True
            if session.intent in MOVES and session.hand and session.upcard \
                    and any(w in padded_question for w in spaced("same_hand_words")):
                # «همین دست تو پوتسدام چی؟» after "doubling A-6 against a 4?": that hand's play there
                slots = _with_hand(slots, session.hand, upcard=session.upcard)
                match = IntentMatch("strategy", 1.0, match.lang, ())
    kind = outcome_kind(question)
    if match.intent == "blackjack" and kind == "insurance" \
            and any(i == "insurance" and c >= match.confidence - 0.1 for i, c in match.alternatives):
        # "st moritz insurance age dealer blackjack biare chand pardakht mikone?": what the insurance pays on his BJ
        match = IntentMatch("insurance", match.confidence, match.lang, match.alternatives)
    settled = bool(set(normalize(question).split()) & (word_set("outcomes", "dealer_bust") | word_set("lost_words"))) \
        or _dealer_busted(normalize(question))
    split_ace_and_ten = slots.cards[:2] == ("A", "A") and slots.cards[2:] in ((t,) for t in TEN_CARDS)
    if session is not None and (slots.amount is not None or session.amount) and kind in _OUTCOMES_PAID \
            and not split_ace_and_ten and (  # (not "Asse geteilt, Ass + König, 50 …": whether that is a blackjack)
            match.intent in ("strategy", "hand_value") and slots.upcard is None and session.upcard is None
            or settled and match.intent not in _SIDE_BET_FOLLOW_UP and match.intent != "payout"
            and not (match.intent == "insurance" and kind != "insurance")):  # «اگه دیلر بلک جک داشته باشه چقدر میبرم؟»
        # "age rooye 11 dobl konam va bebaram chi?" with a bet in the chat, "200 on 11 vs 6. I double and win":
        # what the bet won or lost, not a play
        match = IntentMatch("payout", 1.0, match.lang, ())
    elif session is not None and (session.amount or slots.amount is not None) and session.hand and settled \
            and kind == PLAIN_WIN and match.intent not in ("payout", *_SIDE_BET_FOLLOW_UP) and next_hand is None \
            and (any(w in f" {normalize(question)} " for w in spaced("round_end_words"))
                 or _dealer_totals(normalize(question)) or _dealer_busted(normalize(question))):
        # "hab gestanden. Bank … → 20. weg sind die 30?": the chat's hand played out, its bet lost (or won); so is
        # "got a 9 → 20. dealer 6, ten, then a 5 = 21. ugh. bet was thirty, so what did I lose?"
        match, slots = IntentMatch("payout", 1.0, match.lang, ()), replace(slots, cards=(), total=None, upcard=None)
    elif session is not None and session.amount and settled and kind == PLAIN_WIN and session.intent in _OUTCOMES_PAID \
            and match.intent in ("strategy", "hand_value", "bust") and slots.upcard is None and session.upcard is None:
        # "I've got 20 on it" (three sevens), then "and if I then beat the dealer with that 21?": that bet, won
        match = IntentMatch("payout", 1.0, match.lang, ())
    if session is not None and session.amount and asked & (word_set("how_much_words") | word_set("pay_words")) \
            and match.intent not in ("payout", *_SIDE_BET_FOLLOW_UP) \
            and _beats_the_dealer(normalize(question), _hand_total(session.hand) if session.hand else None):
        # "got a 4, so 21. dealer ended on 20. how much do I collect in total?": the hand won, paid on the chat's bet
        match = IntentMatch("payout", 1.0, match.lang, ())
    if kind in ("blackjack", PLAIN_WIN) and match.intent in ("payout", "blackjack", "box_rules", "table_limits") \
            and any(w in f" {normalize(question)} " for w in spaced("in_all_words")) \
            and len(stakes := box_stakes(question)[0]) >= 2 and len(set(stakes)) == 1:
        # "Wir sind drei mit je 20, die Box hat Black Jack – was kriegen wir zusammen raus?": their bets together
        match = IntentMatch("payout", 1.0, match.lang, ())
        slots = replace(slots, amount=sum(stakes, Decimal(0)))
    round_outcome = _round_outcome(normalize(question), slots, session, kind) if intent is None else None
    if round_outcome is not None:
        # "had 16 v 10 with 100 on it, hit instead, got a 5 = 21, dealer had 17. how much back in total?": the hand
        # told to its end, won, lost or a stand-off by its total against the dealer's
        match = IntentMatch("payout", 1.0, match.lang, ())
        slots = replace(slots, cards=(), total=None, upcard=None, amount=slots.amount if slots.amount is not None
                        else Decimal(session.amount) if session is not None and session.amount else None)
    round_results = _split_round(session, question, match.lang) if session is not None and intent is None else ()
    if round_results:
        # "Got a 10 → 21. Second hand 6+10 = 16, I stood. Dealer 5, 10, 8 = 23. Total win?": the split hands settled,
        # on the chat's bet (not the dealer's total read as one: «… یعنی ۱۷. روی هم چقدر بردم؟»)
        match = IntentMatch("payout", 1.0, match.lang, ())
        slots = replace(slots, cards=(), total=None, upcard=None,
                        amount=Decimal(session.amount) if session.amount else slots.amount)
    if match.intent == "bust" and asked & word_set("dealer_words") \
            and asked & (word_set("how_much_words") | word_set("pay_words")) \
            and (slots.amount is not None or session is not None and session.amount):
        # "dealer busted 😎 how much did i win on my 40?": the dealer's bust is the guest's win, paid
        match = IntentMatch("payout", 1.0, match.lang, ())
    if not slots.cards and slots.total is None and match.intent in ("hit_stand", "strategy", "hand_value", "card_values",
                                                                    "bust") \
            and len(dealt := dealer_cards(topic, match.lang)) >= 2:
        # "Die Bank in Potsdam hat Ass + 6. Muss die noch ne Karte nehmen?": how the dealer plays that hand
        soft_17 = "A" in dealt and sum(_LOW_VALUES.get(c, 10) for c in dealt) == 7
        match = IntentMatch("dealer_rules", 1.0, match.lang, ())
        extra_focus = ("dealer_hits_soft_17",) if soft_17 else ()
    else:
        extra_focus = ()
    if kind == "blackjack" and slots.upcard == "A" and match.intent in ("payout", "blackjack") and not slots.cards \
            and match.confidence < 1.0:
        # "ich hab Black Jack, der Dealer zeigt ein Ass, Einsatz 10.000 Dram. Was kann ich machen?": even money
        match = IntentMatch("even_money", 1.0, match.lang, ())
    if (tie := _equal_totals(normalize(question))) is not None and match.confidence < SURE_OF_ITS_OWN:
        # "I just lost with 20 against the dealer's 20 … he took my 50": a stand-off, and the bet is the other number
        others = [Decimal(n) for n in _NUMBER.findall(normalize(question)) if n.isdecimal() and int(n) != tie]
        slots = replace(slots, total=tie, amount=others[0] if len(others) == 1 else
                        slots.amount if slots.amount != tie else None)
        match = IntentMatch("payout" if slots.amount is not None else "push", 1.0, match.lang, ())
    elif kind in ("three_sevens", "seven_card_trick") and match.confidence < SURE_OF_ITS_OWN \
            and match.intent not in _WITH_A_BET:
        # "main bet was 20 - if I then draw a third 7 on my own box, what happens?"
        match = IntentMatch("payout" if slots.amount is not None or session is not None and session.amount else kind,
                            1.0, match.lang, ())
    if match.intent in ("blackjack", "even_money") and kind == "insurance" \
            and (story := insurance_story(question)).stake is not None and story.dealer_blackjack:
        # «اگه ۵۰۰۰ بیمه گذاشته باشم و دیلر بلک جک بیاره چقدر می‌برم؟»: that insurance settled
        match = IntentMatch("payout", 1.0, match.lang, ())
    if (slots.amount is not None or slots.at_max) and kind == "blackjack" and match.confidence < SURE_OF_ITS_OWN \
            and match.intent not in _WITH_A_BET - {"three_sevens", "seven_card_trick"} | {"strategy", "hand_value"}:
        # "Wiesbaden Digital 21: 40 drauf und BJ – was gibt's?": what that blackjack pays on the bet
        match = IntentMatch("blackjack", 1.0, match.lang, ())
    if match.intent != "table_limits" and len(_NUMBER.findall(with_digits(normalize(topic)))) >= 2 \
            and len((stakes := box_stakes(topic))[0]) >= 2 and (
            match.intent != "box_rules" and word_set("circle_words") & set(normalize(question).split())
            or stakes[1] is not None and stakes[1] >= max(stakes[0])):
        # "… zu dritt auf einer Box, jeder will 400 setzen, Max ist 1000"
        # "Boxinhaber 600 €, zweiter Kreis 300 €, dritter Kreis 200 €, Maximum 1.000 €": stakes against the maximum
        match = IntentMatch("table_limits", 1.0, match.lang, ())
    if match.intent not in ("table_limits", "box_rules") and kind == PLAIN_WIN and not settled and session is not None \
            and session.intent in ("box_rules", "table_limits", "absent_player") and _group_counted(topic) \
            and len(box_stakes(topic)[0]) >= 2:
        # "How many people can bet on one box?", then "if the three of us each put 400 on it, what happens?": the
        # stakes on that box against its maximum
        match = IntentMatch("table_limits", 1.0, match.lang, ())
    # "too senator chi? sharte 10000 bastam, hadeaghal miz 2000 e" in an insurance chat: its bet and minimum, told
    insurance_chat = session is not None and session.intent in ("insurance", "even_money")
    if slots.minimum is not None and len(box_stakes(question)[0]) >= 2 and kind == PLAIN_WIN \
            and not settled and match.intent == "payout" and session is not None and not insurance_chat:
        # "Minimum ist 5 €. Geht 50 auf der ersten Box und 10 auf der zweiten?": bets against that minimum
        match = IntentMatch("table_limits", 1.0, match.lang, ())
    if slots.minimum is not None and slots.amount is not None and kind not in ("insurance", "even_money") \
            and match.intent not in ("table_limits", "payout", *_SIDE_BET_FOLLOW_UP) and match.confidence < 0.9 \
            and not insurance_chat:
        # "Ich setze 15 €, am Tisch steht Minimum 5. Geht das?": the bet against that minimum
        match = IntentMatch("table_limits", 1.0, match.lang, ())
    if match.intent == "box_rules" and slots.amount is not None and kind == PLAIN_WIN and not settled \
            and len(box_stakes(question)[0]) < 2 and not fields_named(normalize(topic), match.lang):
        # "Is 600 € on one box okay at Wiesbaden?": a bet against the box's limits, not the box rules
        match = IntentMatch("table_limits", 1.0, match.lang, ())
    if match.intent in ("strategy", "surrender") and slots.amount is not None and kind in ("surrender", "double") \
            and (word_set("how_much_words") | word_set("losing_words")) & set(normalize(question).split()):
        # ("Senator: surrender on 16, bet 40, how much do I lose?")
        # «۱۵ دارم و دیلر ۱۰. اگه سوراندر کنم چقدر برمیگرده؟»: what the move returns on the bet (the play beside it)
        match = IntentMatch("payout", 1.0, match.lang, ())
    if match.intent == "compare" and slots.amount is not None and kind in _OUTCOMES_PAID:
        # "where do I get the most for a blackjack with 50?": that payout at every table, side by side
        match = IntentMatch("payout", 1.0, match.lang, ())
    if slots.at_max and with_a_bet and match.intent in ("insurance", "even_money"):
        # «اینشورنس چی؟ با همون شرط حداکثر چقدر می‌تونم بذارم؟»: the most insurance, not the table's maximum bet
        slots = replace(slots, at_max=False)
    if session is not None and session.amount and slots.amount is None and not slots.at_max \
            and match.intent in _WITH_A_BET:
        slots = replace(slots, amount=Decimal(session.amount))  # the bet named earlier in the chat
    if session is not None and match.intent == "strategy" and session.hand and session.upcard \
            and slots.upcard is None and len(slots.cards) < 2 and slots.total is None:
        # "اگه همین دست تو ویسبادن باشه چی؟": the chat's hand against the chat's dealer card, at the place named
        slots = _with_hand(slots, session.hand, upcard=session.upcard)
    if again is not None:
        extra_focus = (again,)
    focus = (*extra_focus, *(f for f in fields_named(normalize(topic), match.lang) if f not in extra_focus))
    if "dealer_hits_soft_17" in focus and "double_soft" in focus and "A" in slots.cards and slots.soft \
            and not set(normalize(question).split()) & word_set("dealer_words"):
        # "ba A o 6 (soft 17) ejaze daram double konam?": the guest's own soft 17, doubled, not the dealer's rule
        focus = tuple(f for f in focus if f != "dealer_hits_soft_17")
        if match.intent == "dealer_rules":
            match = IntentMatch("double", match.confidence, match.lang, match.alternatives)
    if match.intent == "strategy" and drawn is None and session is not None and session.hand \
            and len(read_hand(session.hand)[0]) == 2 and len(set(read_hand(session.hand)[0])) == 1 \
            and _on_a_split_hand(question) and kind == "double":
        # "6-6 against dealer 5. Split?", then "First hand gets a 5 → 11. Can I double that one?": doubling after a split
        focus = (*focus, "double_after_split")
    if drawn is not None and _on_a_split_hand(question):  # "gesplittet, … ne 3. doppeln?": what may be done after a split
        focus = tuple(_AFTER_A_SPLIT.get(f, f) for f in focus)
        if (after := _AFTER_A_SPLIT.get(f"{kind}_on", _AFTER_A_SPLIT.get(kind))) and after not in focus:
            focus = (*focus, after)
    elif session is not None and intent is None and session.intent in ("surrender", "double") and not slots.cards \
            and slots.total is None and names_split(question) and len(normalize(question).split()) <= 7 \
            and match.confidence < SURE_OF_ITS_OWN and (not set(normalize(question).split()) & word_set("follow_up", "also")
                                                        or set(normalize(question).split()) & word_set("after_words")):
        # (not "and split too?": splitting as well, a move of its own; but "Auch nach nem Split?")
        # «سوراندر داریم؟», then «اگه اسپلیت کرده باشم چی؟»: that move on a hand made by a split
        focus = (_AFTER_A_SPLIT["surrender" if session.intent == "surrender" else "double_on"], *focus)
        match = IntentMatch(session.intent, 1.0, match.lang, ())
    elif session is not None and intent is None and _split_of(session.split) and "surrender" in focus \
            and not slots.cards and slots.total is None:
        # «روی هشت دومی یه ۲ اومد … », then «اگه اینو به جای دابل سرندر کنم چی؟»: surrender on a hand of the chat's split
        focus = tuple(_AFTER_A_SPLIT.get(f, f) for f in focus)
        match = IntentMatch("surrender", 1.0, match.lang, ())
    if len(slots.cards) >= 4 and slots.cards[0] == slots.cards[1] and names_split(question) \
            and sum(_LOW_VALUES.get(c, 10) for c in slots.cards) > 21:
        # "split 8s, now 8+10 on one hand vs dealer 10. can I surrender that hand?": the split hand, and the rule
        # of what may be done after a split
        slots = replace(slots, cards=slots.cards[2:])
        focus = tuple(_AFTER_A_SPLIT.get(f, f) for f in focus)
    if "double_may_exceed_max" in focus and names_split(question) and not split_doubles(question) and kind != "double":
        # "And splitting when I'm already at max?": the split hand at the maximum, not the double
        focus = tuple("split_hand_is_new_box" if f == "double_may_exceed_max" else f for f in focus)
        if match.intent in ("double", "table_limits"):
            match = IntentMatch("split", 1.0, match.lang, ())
    if match.intent in ("table_limits", "hand_value") and len(slots.cards) == 2 and slots.cards[0] == slots.cards[1] \
            and names_split(question):
        # «اگه ماکزیمم یعنی ۵۰۰ یورو گذاشته باشم و دو تا ۸ بیاد، بازم اجازه دارن اسپلیت کنم؟»: splitting at the maximum
        match = IntentMatch("split", match.confidence, match.lang, match.alternatives)
    # (worked out only where a split or a double may be asked about at the maximum)
    at_the_maximum = not focus and match.intent in ("payout", *_AT_THE_MAXIMUM) and bool(slots.casino) and (
        slots.at_max or slots.amount is not None and (
        str(slots.amount) == _maximum_of(rules_dir, slots.casino, slots.table)))
    if match.intent == "payout" and not focus and at_the_maximum and names_split(question) \
            and not split_doubles(question):
        # "500 on the box (the max) and I get two eights. Can I still split, and how much extra?": the split at it
        match = IntentMatch("split", match.confidence, match.lang, match.alternatives)
    if match.intent in _AT_THE_MAXIMUM and not focus and at_the_maximum:
        # "Hab in Wiesbaden schon 500 drauf, krieg zwei 8er. Darf ich trotzdem splitten?": the maximum already bet —
        # whether the split or the double may pass it
        focus = (_AT_THE_MAXIMUM[match.intent],)
    if slots.casino is not None and match.intent == "blackjack" and (len(ratios) >= 2 or ratios and any(
            w in f" {normalize(question)} " for w in spaced("what_differs_words"))):
        # "… which tables in st moritz pay 6:5 for a bj and what's different about those?": so do both payouts
        # "whats actually the diff between the 6:5 and the 3:2 tables in st moritz?": what else differs between them
        focus = (*focus, *(f for f in _differing_rules(rules_dir, slots.casino) if f not in focus))
    if kind == "insurance" and not any(  # "was zahlt BJ? und was die Versicherung?": two questions, both asked
            "blackjack_pays" in fields_named(normalize(part), match.lang) and outcome_kind(part) != "insurance"
            for part in question.split("?")[:-1]):
        # «… بیمه گذاشته باشم و دیلر بلک جک بیاره چقدر»: the dealer's blackjack, not its pay
        focus = tuple(f for f in focus if f != "blackjack_pays")
    if match.intent == "strategy" and len(slots.cards) == 2 and natural_kind(question, slots, Words(match.lang)) \
            and set(normalize(question).split()) & (word_set("pay_words") | word_set("how_much_words")):
        # "got A-K and the dealer shows a 6. whats my payout?": a blackjack, paid — no play to make
        match = IntentMatch("blackjack", 1.0, match.lang, match.alternatives)
        if session is not None and session.amount and slots.amount is None and not slots.at_max:
            slots = replace(slots, amount=Decimal(session.amount))  # "gliiche Iisatz": on the chat's bet
    if match.intent in ("strategy", "hand_value", "payout") and (
            len(slots.cards) >= 7 or "card_charlie" in focus and len(slots.cards) != 2  # not «آس و هفت دارم، کارت …»
            and not (slots.upcard is not None and slots.total is not None)):  # nor «۱۶ در برابر ۷، کارت بگیرم؟»
        # "I've got 2,3,2,A,4,2,3 lol, seven cards, 17. dealer shows a 10": the seven-card rule, not the play
        match = IntentMatch("seven_card_trick", match.confidence, match.lang, match.alternatives)
        if slots.cards.count("7") < 3:  # "… 3 zogn – sieben Kartn": no three sevens
            focus = tuple(f for f in focus if f != "three_sevens_pays")
        if (slots.amount is not None or session is not None and session.amount) and kind == "seven_card_trick" \
                and set(normalize(question).split()) & (word_set("how_much_words") | word_set("pay_words")):
            # "seven cards, total 19, fifteen bucks on it … how much back in total?": the trick, paid on the bet
            match = IntentMatch("payout", 1.0, match.lang, ())
            if slots.amount is None:
                slots = replace(slots, amount=Decimal(session.amount))
    if focus[:1] == ("dealer_blackjack_takes",) and match.intent in ("payout", "blackjack") \
            and outcome_kind(question) != "push":  # (not both blackjacks: a stand-off, paid as one)
        # "I doubled … then he drew a king for blackjack and took all 10000": the dealer's blackjack, not a payout
        match = IntentMatch("dealer_rules", match.confidence, match.lang, match.alternatives)
    if slots.minimum is not None and match.intent in ("insurance", "even_money"):
        focus = tuple(f for f in focus if f != "min_bet")  # "the table minimum is 2000 …": told, not asked about
    if intent is None and match.intent in ("table_limits", "box_rules") and kind == "double" and slots.amount is not None \
            and len(box_stakes(question)[0]) < 3 and not any(w in padded_question for w in spaced("co_bettor_words")):
        # "I doubled 600 on a 1000-max table, 1200 total — allowed??": whether a double may pass the maximum
        match, focus = IntentMatch("double", max(match.confidence, SURE_OF_ITS_OWN), match.lang, match.alternatives), \
            ("double_may_exceed_max",)
    if "over_max" in focus and match.intent == "box_rules" and slots.amount is not None and intent is None:
        # "wir sind zu dritt auf einer Box, Tischmax 1000, zusammen liegen 1200 drin": the part over the maximum
        match = IntentMatch("table_limits", max(match.confidence, SURE_OF_ITS_OWN), match.lang, match.alternatives)
    if focus[:1] == ("hit_split_aces",) and match.intent in ("double", "split", "hit_stand") and intent is None:
        # "Asse splitten im Senator – darf ich danach noch verdoppeln oder weiterziehen?": what split aces may do
        match = IntentMatch("split_aces", max(match.confidence, SURE_OF_ITS_OWN), match.lang, match.alternatives)
        focus = tuple(f for f in focus if f != "double_may_exceed_max")
    if match.intent in ("hit_stand", "etiquette") and (slots.cards or slots.total is not None) \
            and slots.upcard in UPCARDS and strategy_cell(slots) is not None and not focus:
        # "Hab 12, Dealer zeigt ne Zwei – Casino Schleswig-Holstein. Ziehen?": that hand's play, not the call for a card
        match = IntentMatch("strategy", max(match.confidence, SURE_OF_ITS_OWN), match.lang, match.alternatives)
    if match.intent == "hit_stand" and not slots.cards and slots.upcard is None and asked & word_set("dealer_words") \
            and not asked & (word_set("own_words") | word_set("guest_subject_words")) \
            and "dealer_rules" in dict(match.alternatives[:1]):
        # "Zieht der Dealer in SH bei 17 noch ne Karte?": the dealer's drawing, not the guest's call for a card
        match = IntentMatch("dealer_rules", match.confidence, match.lang, (
            (match.intent, match.confidence), *match.alternatives[1:]))
    if match.unsure and side_bet is None and not slots.cards and match.intent != "bonus_blackjack" \
            and "bonus_blackjack" in dict(match.alternatives) and asked & set(word_set("suits", "♠")) \
            and slots.casino is not None and slots.table in (None, _bonus_table(rules_dir, slots.casino)) \
            and _bonus_table(rules_dir, slots.casino) is not None:
        # "Gibt's an dem Tisch noch was Besonderes mit Pik?" at the bonus table: the spades' own blackjack
        match = IntentMatch("bonus_blackjack", match.confidence, match.lang, (
            (match.intent, match.confidence), *((i, s) for i, s in match.alternatives if i != "bonus_blackjack")))
    if session is not None and intent is None and session.focus[:1] == ("split_ten_ace_is_blackjack",) \
            and slots.cards == ("A", "A") and slots.upcard is None and len(normalize(question).split()) <= 6:
        # "2 ta 10 split konam bad ace biad blackjack hesab mishe?", then "va do ta ace?": two aces split, and a ten
        match, focus, follow_up = IntentMatch("split_aces", 1.0, match.lang, ()), \
            ("split_ace_ten_is_blackjack", "hit_split_aces"), True
    its = _its_limit(normalize(question), session) if session is not None and intent is None else ()
    if its:
        # "تو سناتور بیمه چند میده؟", then «حداقلش چقدره؟»: the minimum of the chat's topic
        match, focus, follow_up = IntentMatch(session.intent, 1.0, match.lang, ()), its, True
        if session.intent == "insurance" and "insurance_max_fraction" in its \
                and slots.casino not in (None, session.casino):
            # «ویسبادن چی؟ سقفش همونه؟» after the insurance on a bet: the most insurance there, and the table's
            # maximum bet, which "its maximum" may mean at another casino
            focus = (*its, "max_bet")
    elif session is not None and intent is None and session.intent == "strategy" and session.hand \
            and slots.upcard in (None, session.upcard) and (told := _split_pair_then(slots, session.hand, topic)) is not None:
        # "Hab zwei Zehner, Dealer ne Sechs. Splitten?", then "Und wenn ich's trotzdem mach und auf eine Zehn kommt ein
        # Ass?" (a split ten and an ace), "Und bei zwei Assen, die ich teile, und dann ne Zehn?" (a split ace and a ten)
        slots = replace(slots, upcard=None)
        match, focus, follow_up = IntentMatch("blackjack", 1.0, match.lang, ()), told, True
    elif session is not None and intent is None and session.intent == "split" and _split_ten_then_ace(slots):
        # "Dame und König teilen?", then "und wenn danach auf die Dame ein Ass kommt?": a split ten and an ace
        match, focus, follow_up = IntentMatch("blackjack", 1.0, match.lang, ()), ("split_ten_ace_is_blackjack",), True
    elif session is not None and intent is None and session.intent == "split_aces" and _split_ten_then_ace(slots) \
            and match.confidence < SURE_OF_ITS_OWN:
        # "do ta ace ro split kardam …", then "age ace o dah biad bj hesab mishe?": a split ace and a ten
        match, focus, follow_up = IntentMatch("blackjack", 1.0, match.lang, ()), ("split_ace_ten_is_blackjack",), True
    elif intent is None and match.intent in ("split", "split_aces", "blackjack", "hand_value", "strategy", "payout") \
            and _split_tens_then_ace(slots, normalize(topic)):
        # "K+K split … and the ace drops on the 1st hand - blackjack?": a split ten and an ace
        match, focus = IntentMatch("blackjack", max(match.confidence, SURE_OF_ITS_OWN), match.lang, match.alternatives), \
            ("split_ten_ace_is_blackjack",)
    elif intent is None and match.intent in ("split", "split_aces", "blackjack", "hand_value", "strategy") \
            and (slots.cards[:2] == ("A", "A") and slots.cards[2:] in ((t,) for t in TEN_CARDS)
                 or slots.cards[:1] == ("A",) and slots.cards[1:] in ((t,) for t in TEN_CARDS)
                 and slots.amount is None) \
            and slots.upcard is None and names_split(normalize(topic)):
        # "Ich splitte in SH zwei Asse, auf eins kommt eine Dame. Ist das ein Blackjack?": a split ace and a ten
        match, focus = IntentMatch("blackjack", max(match.confidence, SURE_OF_ITS_OWN), match.lang, match.alternatives), \
            ("split_ace_ten_is_blackjack", "hit_split_aces")
    elif session is not None and intent is None and session.intent in _OF_CO_BETTORS \
            and len(normalize(question).split()) <= 10 and any(w in padded_question for w in spaced("co_bettor_words")):
        # "darf ich bei Ass-7 verdoppeln?", then "und als Mitspieler hinter der Box?": a co-bettor's part in that move
        match, focus, follow_up = IntentMatch(session.intent, 1.0, match.lang, ()), (_OF_CO_BETTORS[session.intent],), True
    elif session is not None and intent is None and session.focus[:1] in (("co_bettors_join_double",),
                                                                       ("co_bettors_join_split",)) \
            and len(question.split()) <= 6 and not slots.cards \
            and ((doubled := split_doubles(question)) or names_split(question)):
        # "Und die Mitspieler auf meiner Box – dürfen die auch?" (doubling), then "Und beim Splitten?": the co-bettors'
        # part in that move
        move = "double" if doubled else "split"
        match, focus, follow_up = IntentMatch(move, 1.0, match.lang, ()), (_OF_CO_BETTORS[move],), True
    elif session is not None and not focus and follow_up and session.focus:
        focus = session.focus  # "what's the most I can bet in Potsdam?", then "and at Wiesbaden?"
    if session is not None and slots.minimum is None and session.minimum and match.intent == "insurance" \
            and slots.casino in (None, session.casino):
        slots = replace(slots, minimum=Decimal(session.minimum))  # "و بیمه؟ کمترینش چقدر میشه؟" at the table told of
    # the chat's split hands after this question, once: kept in the session, and read where this question settles them
    split_now = _split_after(session.split, question, slots, drawn, again, next_hand is not None,
                             _pair_card(session.hand), match.lang) if session is not None else None
    result = Understanding(
        match.intent, match.confidence, match.lang, slots, match.alternatives, match.unsure and not follow_up, follow_up,
        focus, session.intent if session is not None else None, question,
        _courtesies(matcher, question, topic, match), side_bet,
        Decimal(session.amount) if session is not None and session.amount else None, casinos_named,
        # (a double told on a split hand now: "… روی یکی از دستا ۱۱ بیارم و دابل کنم، جمع کل چقدر میشه؟")
        _split_of(split_now if round_results or session.split and split_doubles(question) else session.split)
        if session is not None else None,
        tuple(Decimal(stake) for stake in session.stakes) if session is not None else (),
        session.focus[0] if session is not None and session.focus else None,
        round_outcome,
        round_results,
    )
    if session is not None:
        casino_before = session.casino
        session.lang = result.lang
        if has_co_bettors(question) and (told := stakes_on_a_box(question)) is not None:
            session.stakes = tuple(str(stake) for stake in (told[0], *told[1]))
        if slots.casino:
            if slots.casino != session.casino:
                session.table = None
                session.earlier = session.casino or session.earlier
            session.casino = slots.casino
        session.table = slots.table or session.table or (
            _bonus_table(rules_dir, session.casino) if result.intent == "bonus_blackjack" and slots.cards else None)
        session.upcard = slots.upcard if slots.upcard in UPCARDS else session.upcard
        session.split = split_now
        session.compared = casinos_named if len(casinos_named) >= 2 else ()
        if slots.casino is None and len(ratios) == 1 and (only := _only_casino_paying(rules_dir, next(iter(ratios)))):
            # "Which of your casinos have 6:5 blackjack tables?": the one that has, for "what would a blackjack pay
            # there?"
            session.casino, session.table = only
        session.hand = hand_of(slots) or session.hand
        session.minimum = str(slots.minimum) if slots.minimum is not None else \
            session.minimum if session.casino == casino_before else None
        session.amount = str(slots.amount) if slots.amount is not None else \
            _maximum_of(rules_dir, session.casino, session.table) if slots.at_max else session.amount
        # An unsure reading that is answered gives a chat without a topic its first one ("salam, wiesbaden 11 daram
        # diler 5", then "age 6 dashte bashe?"); a chat with a topic keeps it through such a reading.
        before = session.intent
        # ("I've got blackjack with 80 on the box and he shows an ace. How much is even money?": a bet and the dealer's
        # card told with the topic named, though the reading is unsure)
        # ("Was ist dort dieses Bonus-Ding?": the topic named by its own word, though the reading is unsure)
        told_with_it = result.unsure and result.confidence >= ANSWER_WHEN_UNSURE and (
            slots.amount is not None and slots.upcard is not None
            # «اگه اونجا ۱۰۰۰ بذارم و بلک جک بیارم؟»: a bet and the outcome it is paid on, the topic
            or slots.amount is not None and outcome_kind(question) == result.intent
            or not result.follow_up and bool(
                matcher.keywords_for(result.lang, normalize(topic), normalize(topic).split()).get(result.intent)))
        untopical = session.intent is None or session.intent in (*SOCIAL, "help")  # (a greeting is no topic)
        if not result.unsure or untopical and result.confidence >= ANSWER_WHEN_UNSURE or told_with_it \
                or result.intent == "strategy" and strategy_cell(slots) is not None:  # a hand against his card
            # After "which casinos have a 7-card trick?", "what does it pay?" is about the trick, not a comparison
            compared = compared_topic(result.alternatives) if result.intent == "compare" else None
            session.intent = compared.id if compared is not None else result.intent
            if result.intent == "payout" and (kind := outcome_kind(question)) in PAYOUT_RULES:
                session.intent = kind  # "what does a blackjack bring at 40?", then "and at the other table?"
            elif result.intent == "payout" and (natural := natural_kind(question, slots, Words(result.lang))) \
                    in PAYOUT_RULES:
                session.intent = natural  # "J pik o A pik avordam, 40 frank", then "age … too mize 3:2 bud chi?"
            elif result.intent == "payout" and result.previous in PAYOUT_RULES:
                session.intent = result.previous  # "I've got 30 on it" in a chat about blackjack: still blackjack
            elif advised:
                session.intent = "strategy"
            elif result.intent == "payout" and result.previous == "strategy" and session.hand and session.upcard \
                    and result.slots.upcard is None and not result.slots.cards:
                # "10 o 6 daram diler 9. surrender konam?", "shartam 100 euro bood, chand pas migiram?", then "age too
                # potsdam boodam chi?": the chat's hand is still what it is about
                session.intent = "strategy"
        if session.intent != before or result.focus:  # "… then an ace?", "and with 50?": still the split ten and ace
            earlier = (session.focus or INTENTS[before].fields[:1] if before in INTENTS else session.focus) \
                if _adds_to_the_chat(question, slots, casino_before) else ()
            session.focus = _fields_kept(result, earlier)
    return result


def _greets_the_evening(text: str) -> bool:
    """Whether normalised ``text`` is a hello with «شب بخیر» and no other word of leave: good evening."""
    padded = f" {text} "
    return any(w in padded for w in spaced("evening_greeting", "hello")) \
        and any(w in padded for w in spaced("evening_greeting", "evening")) \
        and not any(w in padded for w in spaced("evening_greeting", "leave"))


def _courtesies(matcher: IntentMatcher, question: str, topic: str, match: IntentMatch) -> tuple[str, ...]:
    """The greetings, thanks and goodbyes beside the question's topic, returned in passing; not thanks given in
    advance after the question ("… what happens when one splits two aces? Many thanks in advance.")."""
    found = tuple(c for c in matcher.courtesies(normalize(topic), match.lang) if c != match.intent)
    asked = question.replace("؟", "?")  # «… بیمه چند برابر میده؟ ممنون از لطفتون»
    after = normalize(asked.rsplit("?", 1)[1]) if "?" in asked else ""
    if "thanks" in found and "?" in asked and match.intent not in SOCIAL \
            and "thanks" in matcher.courtesies(after, match.lang) \
            and not any(w in f" {after} " for w in spaced("thanks_for_before")):
        found = tuple(c for c in found if c != "thanks")
    if match.intent == "goodbye" and set(normalize(question).split()) & word_set("greeting_or_farewell"):
        # "Danke, servus – ich geh jetzt zocken": "servus" takes leave here, no hello («سلام، شب بخیر!» greets)
        found = tuple(c for c in found if c != "greeting")
    if _greets_the_evening(normalize(question)):  # «سلام، شب بخیر!»: good evening, no goodbye
        found = tuple(c for c in found if c != "goodbye")
    return found


KEPT_FIELDS = 3
"""The rule fields a chat keeps for its follow-ups."""


def _adds_to_the_chat(question: str, slots: Slots, casino_before: str | None) -> bool:
    """Whether the question asks one more thing at the chat's casino ("va chand ta box?", "und wenn er allein
    gespielt hätt?"), so that a follow-up naming another casino asks for all of them."""
    tokens = normalize(question).split()
    return bool(tokens) and tokens[0] in word_set("and_words") \
        and (slots.casino is None or slots.casino == casino_before)


def _fields_kept(result: Understanding, earlier: tuple[str, ...]) -> tuple[str, ...]:
    """The chat's rule fields after ``result``: its own first (its topic's first where it names none, when it adds
    to earlier ones: "va chand ta box?"), then those it adds to."""
    own = result.focus or (INTENTS[result.intent].fields[:1] if earlier and result.intent in INTENTS else ())
    return tuple(dict.fromkeys((*own, *earlier)))[:KEPT_FIELDS]


ANSWER_WHEN_UNSURE = 0.5
"""Below this confidence the assistant only asks back; above it, an unsure reading is answered and the
other likely topics are offered beside it."""

_SIDE_BET_FOLLOW_UP = frozenset({"payout", "side_bets"})

def _topic_of(question: str, index: NameIndex) -> str:
    """What a question's intent is read from: not a casino's name, an outcome said not to happen ("so no push"), or
    another game named only to compare ("… like in poker?")."""
    return without_phrases(_without_casino(question, index), "denied_outcomes", "like_other_games")


def _anywhere(question: str) -> bool:
    """Whether the question asks of every casino ("and three sevens, anywhere?"), not the chat's."""
    padded = f" {normalize(question)} "  # ("Which of your casinos pays only 6:5?", then "which ones let you surrender?")
    return any(w in padded for w in (*spaced("anywhere_words"), *spaced("which_casinos")))


_NAMED_BY_CARDS = frozenset({"three_sevens", "bonus_blackjack", "split_aces", "seven_card_trick"})
"""Topics whose own words are cards ("drei Siebenen"): cards naming them are no follow-up's slot."""

_NOT_A_SIDE_BET = frozenset({"bonus_blackjack", "blackjack", "strategy", "hand_value", "split", "split_aces",
                             "card_values", "three_sevens"})
"""Topics a side bet's cards resemble: with the side bet named beside them, the cards are its cards."""


def _side_bet_of_the_chat(session: Session, slots: Slots, match: IntentMatch, text: str, index: NameIndex
                          ) -> tuple[str | None, Slots, IntentMatch]:
    """A side bet the question names is kept in the chat with its cards; a short question naming none after
    one ("and with 25?", "what about three queens?") asks about it again, with its own bet or cards."""
    named = next((name for name in index.other_names if f" {name} " in f" {text} "), None)
    rest = f" {text} ".replace(f" {named} ", " ") if named else text
    line = next((pair for pair in index.pay_lines if f" {pair[0]} " in f" {rest} "), None)
    if named is None and line is None and session.side_bet is None:
        return None, slots, match  # no side bet in the question or the chat: nothing to read
    if named is None and line is None and slots.table is not None and len(slots.cards) >= 2 \
            and is_natural(slots.cards[:2]):
        # "Ok, und am 6:5 Tisch Pik Bube + Pik Ass mit 10?" in a chat on Queens Trio: a blackjack at the table named
        # (the 10 after it is the chat's stake again)
        session.side_bet = None
        return None, replace(slots, cards=slots.cards[:2]), match
    if named is None and line is None and any(w in f" {text} " for w in spaced("main_bet_words")):
        # «… شرط اصلی ۲۵ فرانکه»: the main bet, not the chat's side bet ("… drei Siebenern? Hab 30 auf der Box.")
        session.side_bet = None
        return None, slots, match
    by_line = None
    if line is not None:  # "what does Black Row pay?": its side bet, and the line kept for a bet named next
        by_line = None if named else f"{line[1]} {text}"  # "Jacks in Red — how much on 5?": read with its bet's name
        named, rest = named or line[1], f" {rest} ".replace(f" {line[0]} ", " ")
    if slots.amount is not None:  # (the bet spelled out too: «با دو فرانک؟» is a bet of 2, no card)
        rest = " ".join(t for t in rest.split() if t != format(slots.amount.normalize(), "f")
                        and word_value(t) != slots.amount)
    cards = suited_cards(_instead_of_card().sub(" ", rest), match.lang)  # "statt der 7 ne Pik 9": the 9 of spades
    if len(cards) == 2 and cards[0][:-1] == cards[1][:-1] and "?" in (cards[0][-1], cards[1][-1]) \
            and set(rest.split()) & word_set("had_been_words"):
        cards = tuple(card for card in cards if card[-1] != "?")  # "what if my queen had been the Q♠?": one card
    kept, session.side_bet = session.side_bet, None  # kept only while the chat stays on it
    padded, tokens = f" {text} ", text.split()
    if kept is not None and slots.amount is None and (
            # "Krieg ich dann die anderen Gewinne noch obendrauf?", "Gibt's dazu noch extra was für Three of a Kind?":
            # whether the side bet's lines are paid together
            any(w in padded for w in spaced("on_top_words")) and (named is None or _kept_name(kept) == named)
            and match.confidence < SURE_OF_ITS_OWN
            # "can I put it on an empty box nobody's playing?": where the chat's side bet may be put; «این سایدبت سر
            # میز ۶ به ۵ هم هست؟»: the side bet itself
            or not cards and (
                set(tokens) & word_set("boxes_nouns") and any(w in padded for w in spaced("side_bet_put_words"))
                or any(w in padded for w in spaced("this_side_bet")))):
        session.side_bet = kept
        return kept.replace(" | ", " "), slots, IntentMatch("side_bets", 1.0, match.lang, ())
    if named and kept and _kept_name(kept) == named and slots.amount is not None \
            and not suited_cards(_DENIED_NUMBER.sub(" ", rest), match.lang):
        # «ببخشید اشتباه گفتم، بت 3CW م ۲۵ فرانک بود نه ۱۰»: the chat's side bet and cards, on the bet put right
        session.side_bet = " | ".join((named, kept.split(" | ")[1]))  # the stake put right, not the one kept
        return session.side_bet.replace(" | ", " "), slots, IntentMatch("payout", 1.0, match.lang, ())
    if named:
        if match.intent in _SIDE_BET_FOLLOW_UP or match.confidence < SURE_OF_ITS_OWN:
            # "50 Stutz auf die Box und 10 auf Queens Trio", then its cards: paid on the 10 (kept as "10 on …")
            stake = side_bet_stake(text, named)
            head = f"{format(stake.normalize(), 'f')} on {named}" if stake is not None else \
                kept.split(" | ")[0] if kept and _kept_name(kept) == named and slots.amount is None else named
            session.side_bet = " | ".join((head, _cards_said(cards, line[0] if line else rest)))
            if by_line is not None and head != named:
                by_line = f"{head} {text}"  # "… thats three of a kind AND black row?": on the stake kept for the bet
            if by_line is None and kept and cards and (
                    slots.amount is not None or side_bet_stake(text, named)
                    or kept.split(" | ")[0] != _kept_name(kept) and set(tokens) & word_set("same_stake_words")):
                # "and the other side bet with three kings, same fiver?", "Und beim anderen Zusatzspiel drei Könige,
                # gleicher Einsatz?" (the chat's side-bet stake): those cards on that side bet, paid
                return text, slots, IntentMatch("payout", 1.0, match.lang, ())
        return by_line, slots, match
    before = suited_cards(kept.split(" | ")[1], match.lang) if kept and len(cards) in (1, 2) else ()
    if len(cards) == 2 and not (len(before) == 3 and cards[0] in before[:2] and set(tokens) & word_set("dealer_words")):
        before = ()
    if len(before) == 2 and len(cards) == 1 and set(tokens) & word_set("both_words") \
            and before[0][:-1] == before[1][:-1] == cards[0][:-1]:
        cards = (cards[0], cards[0])  # "zwee Damen, Herz und Karo", then "Und wenn beede Pik-Damen sind?": both spades
    elif len(before) == 2 and len(cards) == 1 and not word_set("only_words") & set(tokens):
        cards = (*before, *cards)  # "und wenn der Croupier auch eine Dame hat?": the two kept and the dealer's
    elif len(before) == 3 and len(cards) == 2:
        cards = (*before[:2], cards[1])  # "and with that Q♠ if the dealer showed Q♣?": the guest's card kept
    elif len(before) == 3 and set(tokens) & word_set("dealer_words"):
        cards = (*before[:2], *cards)  # «اگه کارت دیلر بی بی پیک بود چی؟»: the dealer's card told anew
    elif len(before) == 3 and not word_set("only_words") & set(tokens) \
            and (same := [j for j in (0, 1) if before[j][:-1] == cards[0][:-1]]):
        # «یه بی‌بی خشت دارم با ۴ …», then «اگه بی بی پیک بود چی؟»: the guest's card of that rank, told anew
        cards = tuple(cards[0] if j == same[0] else card for j, card in enumerate(before))
    suited = sum(card[-1] != "?" for card in cards) >= 2  # "Pik 7, Kreuz 9, Croupier hat Pik König": side-bet cards
    # «اگه ۱۰ فرانک بذارم و ۳ تا کارت سیاه بیاد؟»: cards told by their colour, a line of the side bet
    card_named = bool(set(tokens) & (card_word_set("en") | word_set("card_nouns")))
    coloured = bool(set(tokens) & colour_words()) and (
        card_named or kept is not None and bool(set(tokens) & word_set("all_words")))  # "and if they're just all black?"
    suited = suited or coloured
    paid_asked = slots.amount is not None and len(cards) >= 1 \
        and bool(set(tokens) & (word_set("how_much_words") | word_set("pay_words") | word_set("drawn_words"))) \
        and not set(tokens) & word_set("versus_words") and not any(w in f" {text} " for w in spaced("next_hand_phrases"))
    # ("10 Franken drauf … Pik-Dame. Wos kriag i?", "Say I put 10 on it and got two queens")
    # "und mit 15 Franken?", "what if I'd put 30 on it?": the side bet again, on another bet
    bet_alone = _all_fillers(" ".join(t for t in tokens if not t.isdecimal() and t not in lexicon()["money_nicknames"]
                                      and t not in word_set("spelled_numbers", "stake_verbs")))  # ("a fiver on that")
    # "I had 5 francs on it and got exactly that": the cards kept, on that bet
    only_a_bet = slots.amount is not None and (bet_alone or any(w in f" {text} " for w in spaced("got_that_words")))
    # "wait no sorry, it was the queen of spades": the side bet's card put right
    put_right = bool(cards) and bool(set(tokens) & (word_set("correction_words") | word_set("self_correction_words")))
    kept_cards = suited_cards(kept.split(" | ")[1], match.lang) if kept else ()
    suits = {symbol for symbol, names in lexicon()["suits"].items() if set(map(normalize, names)) & set(tokens)}
    if (not cards or cards == (f"3{next(iter(suits), '?')}",)) and len(kept_cards) == 3 \
            and len({c[:-1] for c in kept_cards}) == 1 and len(suits) == 1 and set(tokens) & word_set("all_words"):
        # («اگه هر سه تا پیک باشن چی؟»: "all three spades", no three of spades)
        # "Was zahlen drei Damen beim Queens Trio?", then "Und wenn alle drei Pik sind?": those cards, of that suit
        cards = tuple(f"{card[:-1]}{next(iter(suits))}" for card in kept_cards)
    # «اگه فقط دو تا بی‌بی معمولی بیاد چی؟» after three queens of spades: the side bet's cards of that rank, told anew
    kept_ranks = {card[:-1] for card in kept_cards}
    put_right = put_right or bool(cards) and {card[:-1] for card in cards} <= kept_ranks and len(kept_ranks) == 1
    # ("Und bei zwei normalen Damen mit 10 Franken?": cards and a bet, paid though no pay word is said)
    if kept is None or len(tokens) > 7 and not suited and len(cards) != 3 and not paid_asked and not only_a_bet \
            and not put_right and not (cards and slots.amount is not None and len(tokens) <= 9):
        return None, slots, match
    numbers = [t for t in tokens if t.isdecimal()]
    if slots.amount is None and len(numbers) == 1 and not cards[1:] and not any(c[:-1] != numbers[0] for c in cards):
        # "and with 25?", "und mit 15?": after a bet, a lone number is the next bet, not a card or a total
        slots, cards = replace(slots, amount=Decimal(numbers[0]), cards=(), total=None), ()
        only_a_bet = bet_alone
    # three cards, or cards with suits, after a side bet are its cards ("va 3 ta haft ke hamash siah bashan?")
    own_topic = match.intent not in (OUT_OF_SCOPE, *_SIDE_BET_FOLLOW_UP) and match.confidence >= SURE_OF_ITS_OWN \
        and not suited and len(cards) != 3 and not only_a_bet and not paid_asked  # "und mit 15 Franken?": the side bet again
    if own_topic or not cards and not coloured and slots.amount is None \
            and not any(t in word_set("follow_up", "back") for t in tokens):
        return None, slots, match  # "and the house edge?" asks about its own topic
    if only_a_bet:  # "what if I'd put 30 on it?": the bet kept before the side bet's name is replaced
        kept = " | ".join((f"{format(slots.amount.normalize(), 'f')} on {_kept_name(kept)}", kept.split(" | ")[1]))
    if coloured and not cards and not card_named:
        rest = f"{rest} cards"  # "and if they're just all black?": the cards, told by their colour alone
    session.side_bet = " | ".join((kept.split(" | ")[0], _cards_said(cards, rest))) if cards or coloured else kept
    if slots.amount is None and session.amount and " on " not in kept.split(" | ")[0]:
        slots = replace(slots, amount=Decimal(session.amount))  # "and if they're just all black?": on the chat's bet
    return session.side_bet.replace(" | ", " "), slots, IntentMatch("payout", 1.0, match.lang, ())


def _other_side_bet_named(rules_dir: Path, session: Session, text: str) -> str:
    """Normalised ``text`` with "the other side bet" named by its name, where the chat is on one of the casino's two
    side bets ("… queens trio …", then "and the other side bet with three kings?": 3 Card Wins)."""
    padded = f" {text} "
    phrase = next((w for w in spaced("other_side_bet") if w in padded), None)
    if phrase is None or not session.side_bet or session.casino is None:
        return text
    casino = next((c for c in loaded_casinos(Path(rules_dir)) if c.id == session.casino), None)
    table = casino.tables.get(session.table or "") or next(iter(casino.tables.values())) if casino else None
    kept = _kept_name(session.side_bet)
    others = [bet for bet in (table.side_bets if table else ()) if kept not in bet_names(bet)]
    if len(others) != 1 or len(others) == len(table.side_bets):
        return text
    return " ".join(padded.replace(phrase, f" {normalize(others[0].id.replace('-', ' '))} ").split())


def _pay_lines_spelled(question: str, index: NameIndex) -> str:
    """``question`` with a pay line's English name written in Persian letters («بلک رو» for Black Row) as the name,
    where the question names its side bet («… توی تری کارت وینز …»); as it is otherwise («بلک رو» may be blackjack)."""
    if not has_persian(question):
        return question
    text = f" {normalize(question)} "
    spelled = [(normalize(w), name) for w, name in lexicon()["pay_line_spellings"].items() if f" {normalize(w)} " in text]
    if not spelled or not any(f" {name} " in text for name in index.other_names):
        return question
    for words, name in spelled:
        text = text.replace(f" {words} ", f" {name} ")
    return text.strip()


def _without_bet_names(text: str, index: NameIndex) -> str:
    """Normalised ``text`` without the side bets' names and their pay lines' names."""
    padded = f" {normalize(text)} "
    for name in (*index.other_names, *(line for line, _ in index.pay_lines)):
        if f" {name} " in padded:
            padded = padded.replace(f" {name} ", " ")
    return padded.strip() or normalize(text)


@functools.cache
def _face_words() -> frozenset[str]:
    """The words for an ace and the picture cards in every language, normalised (not "three", which "three card wins"
    has too)."""
    return frozenset(normalize(w) for cards in lexicon()["cards"].values() for rank in ("A", "K", "Q", "J")
                     for w in cards.get(rank, ()))


def _side_bet_by_its_word(rules_dir: Path, casino_id: str | None, text: str, index: NameIndex) -> str:
    """Normalised ``text`` with a side bet named, where it names none but a card word only one of the casino's side
    bets has in its name ("a side bet with queens": Queens Trio)."""
    if casino_id is None or any(f" {name} " in f" {text} " for name in index.other_names):
        return text
    casino = next((c for c in loaded_casinos(Path(rules_dir)) if c.id == casino_id), None)
    bets = {bet.id: bet for table in (casino.tables.values() if casino else ()) for bet in table.side_bets}
    words = set(text.split()) & _face_words()
    having = [bet for bet in bets.values()
              if any(word in name.split() for word in words for name in bet_names(bet))]
    if len(having) != 1:
        return text
    name = next((n for n in sorted(bet_names(having[0]), key=len, reverse=True) if n in index.other_names), None)
    return text if name is None else f"{name} {text}"


def _kept_name(kept: str) -> str:
    """The name of the chat's side bet, without the stake kept before it ("10 on queens trio | …")."""
    head = kept.split(" | ")[0]
    return head.split(" on ", 1)[1] if " on " in head and head.split(" on ", 1)[0].replace(".", "").isdecimal() \
        else head


def _cards_said(cards: tuple[str, ...], words: str) -> str:
    """What a session keeps of a side bet's cards: three cards as cards ("k♠ king king"); fewer, the guest's words,
    which may name a pay line ("one queen of spades", «یک بی‌بی پیک»)."""
    if len(cards) == 3 or len(cards) == 2 and any(card[-1] != "?" for card in cards):
        return " ".join(_card_text(card) for card in cards)  # (two, one with its suit: "q♠ queen")
    return " ".join(words.replace("|", " ").split())[:_KEPT_WORDS]


_KEPT_WORDS = 60
"""Characters of a side-bet question's words a session keeps (its value stays small)."""


def _new_bet_of_the_chat(session: Session, slots: Slots, match: IntentMatch, text: str) -> tuple[Slots, IntentMatch]:
    """"und mit 40?", "and with 50?", «با ۳۰؟» after a bet in a chat about money: the chat's question of a new bet
    (a lone number is then no card or total)."""
    tokens = text.split()
    numbers = [t for t in tokens if t.isdecimal()]
    denied = word_set("denial_words") | word_set("instead_words")
    if len(numbers) == 2 and (set(tokens) & word_set("follow_up", "fillers") & {"meinte", "meant", "منظورم"}
                              or set(tokens) & word_set("instead_words")):
        # "sorry, ich meinte 90, nicht 40", "und mit 300 statt 500?": the number not denied
        numbers = [t for i, t in enumerate(tokens) if t.isdecimal() and not (i and tokens[i - 1] in denied)][:1]
        tokens = [t for i, t in enumerate(tokens) if not (t.isdecimal() and t not in numbers)]
    if not (session.amount and session.intent in _WITH_A_BET and session.intent != "strategy" and slots.amount is None
            and len(numbers) == 1 and len(tokens) <= 6 and int(numbers[0]) > 1
            and _all_fillers(" ".join(t for t in tokens if t != numbers[0]))):
        return slots, match
    at = tokens.index(numbers[0])
    if int(numbers[0]) <= 11 and (at and tokens[at - 1] in word_set("articles")
                                  or set(tokens) & (word_set("dealer_pronouns") | word_set("third_person_words"))):
        return slots, match  # "und wenn sie ne 6 hätte?": the dealer's card, not a new bet
    slots = replace(slots, amount=Decimal(numbers[0]), cards=(), total=None)
    return slots, IntentMatch(session.intent, 1.0, match.lang, ())


def _card_text(card: str) -> str:
    """A card as ``suited_cards`` reads it back: "k♠", the rank's English word where no suit is named, with its
    colour where only that is ("red jack")."""
    rank, suit = card[:-1], card[-1]
    word = lexicon()["cards"]["en"][rank][0]
    if suit in lexicon()["colors"]:  # "red jack"
        return f"{lexicon()['colors'][suit][0]} {word}"
    if suit == "n":  # "none of them spades"
        return f"{word} nonspade"
    return rank.lower() + suit if suit != "?" else word


@functools.cache
def _bonus_table(rules_dir: Path, casino_id: str | None) -> str | None:
    """The one table of a casino that has the Bonus Black Jack ("got exactly that J♠ A♠ at St. Moritz": that table,
    so that "the other table" is the other)."""
    casino = next((c for c in loaded_casinos(Path(rules_dir)) if c.id == casino_id), None)
    if casino is None or len(casino.tables) < 2:
        return None
    with_bonus = [table_id for table_id, table in casino.tables.items()
                  if (entry := table.rules.get("bonus_blackjack")) is not None and entry.stated and entry.value]
    return with_bonus[0] if len(with_bonus) == 1 else None


@functools.cache
def _casino_of_currency(rules_dir: Path, currency: str) -> str | None:
    """The one casino whose amounts are in ``currency`` (the dram, the franc); None where several or none are."""
    owners = [casino.id for casino in loaded_casinos(Path(rules_dir)) if casino.spec.currency == currency]
    return owners[0] if len(owners) == 1 else None


def _maximum_of(rules_dir: Path, casino_id: str | None, table_id: str | None) -> str | None:
    """The stated box maximum of the chat's table (or the casino's only table), kept as the chat's bet when the guest
    bets the maximum; None where it is not known."""
    casino = next((c for c in loaded_casinos(Path(rules_dir)) if c.id == casino_id), None)
    if casino is None:
        return None
    tables = [casino.tables[table_id]] if table_id in casino.tables else list(casino.tables.values())
    stated = [t.limits["max_bet"].value for t in tables if "max_bet" in t.limits and t.limits["max_bet"].stated]
    return str(stated[0]) if stated and len(stated) == len(tables) and len(set(stated)) == 1 else None


def _from_the_chat(session: Session, slots: Slots, match: IntentMatch, text: str) -> tuple[Slots, IntentMatch, bool]:
    """What a question takes from the chat: the hand or the dealer's card it leaves out, and the topic it
    points back at. Returns the slots, the match, and whether the question is a follow-up."""
    if session.intent in (*SOCIAL, "help"):
        return slots, match, False  # "Hi! Got a few questions about Casino Senator.", then "Is it 3:2 … there?": no topic yet
    # "Was ist, wenn ich Asse teile und nochmal ein Ass kommt?" names a rule: no hand of a strategy chat
    names_a_rule = bool(fields_named(text, match.lang))
    if session.intent in (*PAYOUT_RULES, "payout") and slots.amount is not None and not slots.cards \
            and slots.total is None and slots.upcard is None \
            and _all_fillers(" ".join(t for t in text.split() if t.strip("€$") != format(slots.amount.normalize(), "f")
                                      and (session.side_bet or t not in word_set("how_much_words")
                                           | word_set("pay_words") | word_set("lost_words") | word_set("bet_words")
                                           | currency_words() | word_set("losing_words")))):
        # "Was zahlt n BJ da?", then "und bei 40€?": that payout on the bet; «سرندر داره؟», then «شرطم ۱۲ هزار درامه،
        # چقدرش میره؟»: what surrendering it costs
        return slots, IntentMatch(session.intent, 1.0, match.lang, ()), True
    if session.intent == "bonus_blackjack" and _put_right(text) and _some_card_not_a_spade(text, match.lang):
        # "pik bube, pik ass, 15 fr isatz!", then "sorry, s'ass isch herz gsi, nöd pik": a plain blackjack on that bet
        amount = slots.amount if slots.amount is not None else Decimal(session.amount) if session.amount else None
        return replace(slots, amount=amount, cards=()), IntentMatch("blackjack", 1.0, match.lang, ()), True
    if session.intent and _only_why(text) and not slots.cards and slots.total is None and slots.upcard is None:
        # "warum?", «چرا؟» after an answer: that answer again, with its reasons (the chat's hand and dealer's card)
        if session.intent == "strategy" and session.hand and session.upcard:
            slots = _with_hand(slots, session.hand, upcard=session.upcard)
        return slots, IntentMatch(session.intent, 1.0, match.lang, ()), True
    if session.intent == "strategy" and session.upcard and len(slots.cards) == 1 and slots.cards[0].isdecimal() \
            and slots.total is None and slots.upcard is None \
            and _all_fillers(" ".join(t for t in text.split() if t != slots.cards[0]
                                      and t not in word_set("copula_words"))):  # ("what if it was a 2 instead?")
        # "und mit 10?": the hand's new total; "و با ۵؟" after a dealer's card changed: no hand is 5, the dealer's card;
        # so is "und wenn der ne 9 hat?" (he has it)
        tokens = set(text.split())
        his = word_set("dealer_pronouns") & tokens and not word_set("own_words") & tokens
        # (after a hand told by its cards, "what if it's a 9 instead" changes the dealer's card: no two cards are a 9)
        told_by_cards = bool(session.hand and read_hand(session.hand)[0]) and int(slots.cards[0]) <= 11
        slots = replace(slots, cards=(), total=int(slots.cards[0])) \
            if not session.hand or int(slots.cards[0]) >= 8 and not his and not told_by_cards \
            else replace(slots, cards=(), upcard=slots.cards[0])
    if session.intent == "strategy" and session.hand and len(slots.cards) == 1 and slots.upcard is None \
            and slots.total is None and word_set("dealer_pronouns") & set(text.split()):
        slots = replace(slots, cards=(), upcard=slots.cards[0])  # "what if he has a 9?": the dealer's card
    if session.upcard and session.hand is None and len(slots.cards) == 1 and slots.upcard is None \
            and slots.total is None and _all_fillers(" ".join(t for t in text.split() if t != slots.cards[0].lower()
                                                               and t not in card_word_set(match.lang)
                                                               and t not in word_set("third_person_words"))):
        slots = replace(slots, cards=(), upcard=slots.cards[0])  # "and if it's a 5?", "und wenn sie ne 6 hätte?": his
    if session.upcard and slots.upcard is None and len(slots.cards) >= 2 and session.upcard in slots.cards \
            and _same_card_named(text, session.upcard):
        # "age do ta 8 dashtam chi? (hamoon 7)": a new hand against the same dealer's card
        cards = list(slots.cards)
        del cards[len(cards) - 1 - cards[::-1].index(session.upcard)]
        slots = replace(slots, cards=tuple(cards), upcard=session.upcard)
        if session.intent == "strategy" and not names_a_rule:
            return slots, IntentMatch("strategy", 1.0, match.lang, ()), True
    tokens = text.split()
    if session.intent in ("split", "double") and set(slots.cards) == {"A"} and slots.total is None \
            and slots.upcard is None and len(tokens) <= 6 and match.confidence < SURE_OF_ITS_OWN:
        # "برای آس ها هم همینطوره؟" after doubling after a split: the rules of split aces
        return slots, IntentMatch("split_aces", 1.0, match.lang, ()), True
    if slots.at_max and slots.amount is None and session.intent in _WITH_A_BET and len(tokens) <= 7 \
            and match.confidence < SURE_OF_ITS_OWN \
            and outcome_kind(text) in (session.intent, "dealer_bust"):  # not "and a blackjack on the max pays?"
        # "اگه اونجا ۱۰۰۰ بذارم و بلک جک بیارم؟", then «همین تو ویسبادن با حداکثرش؟»: the same, on that maximum
        return slots, IntentMatch(session.intent, 1.0, match.lang, ()), True
    if session.intent == "absent_player" and len(tokens) <= 8 and (
            word_set("alone_words") & set(tokens) or any(w in f" {text} " for w in spaced("co_bettor_words"))):
        # "va age tanha roo box bazi mikard?": the owner who played the box alone and left; "Und falls noch Leute auf
        # meiner Box mitspielen?": the owner who left co-bettors on it
        return slots, IntentMatch("absent_player", 1.0, match.lang, ()), True
    # a lone number beside the dealer's card is a hand told by its total («منظورم ۹ بود … در برابر ۲ دیلر»)
    has_hand = len(slots.cards) >= 2 or slots.total is not None or (
        len(slots.cards) == 1 and slots.cards[0].isdecimal() and slots.upcard is not None)
    names_another_rule = any(f not in ("surrender", "double_on", "double_soft") for f in fields_named(text, match.lang))
    same_hand = any(f" {w} " in f" {text} " for w in word_set("same_hand_words"))
    if session.hand and session.upcard and not has_hand and slots.upcard is None and not names_another_rule and (
            match.intent in MOVES and not word_set("in_general_words") & set(text.split())
            and not any(w in f" {text} " for w in spaced("rule_asked_phrases"))
            and (len(text.split()) <= 5 or same_hand or slots.casino not in (None, session.casino) and len(text.split()) <= 8)
            or same_hand and (session.intent == "strategy" or session.intent in MOVES)):
        # "soll ich verdoppeln?", "teilen?" after a hand and the dealer's card: the play for that hand («همین دست رو در
        # ویسبادن هم دوبل می‌کنم؟»: the same hand at another casino; "What if I were in Schleswig-Holstein with the
        # same hand?" after "… ace-seven, dealer shows a 4. Should I double?")
        return _with_hand(slots, session.hand, upcard=session.upcard), IntentMatch("strategy", 1.0, match.lang, ()), True
    if session.hand and not session.upcard and not has_hand and not slots.cards and slots.upcard in UPCARDS \
            and (match.intent in (*MOVES, "strategy") or session.intent in MOVES) and not names_another_rule \
            and not _natural(session.hand) and outcome_kind(text) in (PLAIN_WIN, *MOVES):  # (not "… Blackjack hab …")
        # "… hab 10 mit zwei Karten (6 und 4). Darf ich doppeln?", then "Die Bank zeigt ne 6 – lohnt sich das Doppeln
        # überhaupt?": the chat's hand against the dealer's card now told
        return _with_hand(slots, session.hand), IntentMatch("strategy", 1.0, match.lang, ()), True
    if session.intent == "strategy" and session.upcard and has_hand and slots.upcard is None and not names_a_rule:
        # "und wenn ich 6 und 4 hätte?": the same dealer's card as the chat's last hand
        return replace(slots, upcard=session.upcard), IntentMatch("strategy", 1.0, match.lang, ()), True
    if (session.hand is None or _natural(session.hand)) and slots.upcard is not None and not has_hand \
            and session.intent in _WITH_A_BET \
            and (session.amount or session.intent == "blackjack") \
            and len(text.split()) <= 12:
        # "I've got 30 on it … showing a seven", then "and against a ten?": the same bet against that card;
        # after a blackjack, "and if the dealer's first card is an ace?" asks about even money
        ace = slots.upcard == "A" and session.intent in ("blackjack", "payout", "push")  # (push: both blackjacks)
        # («اگه دیلر آس داشت چی؟ بیمه چقد میتونم بذارم؟»: insurance asked by name is insurance)
        named = match.intent == "insurance" and match.confidence >= 0.8
        # (a blackjack against a card other than the ace, after even money: "… if the dealer shows a 5 there instead?")
        # ("and at Wiesbaden digital 21, same bet vs an ace?" after even money: even money there)
        other = "blackjack" if session.intent in ("even_money", "insurance") and slots.upcard != "A" \
            and (not session.hand or _natural(session.hand)) else session.intent
        return slots, IntentMatch("insurance" if ace and named else "even_money" if ace else other, 1.0,
                                  match.lang, ()), True
    # "und wenn er eine 7 hat?": the chat's hand against it, unless the question is surely about another topic or
    # names an outcome of its own ("hab ich 20 € Blackjack, Bank zeigt Zehn")
    in_strategy = (session.intent == "strategy" or session.intent in MOVES and session.hand is not None) \
        and not names_a_rule and match.confidence < SURE_OF_ITS_OWN  # (after "… surrender?", "and against a 7?")
    # "salam, tu senator mishe ru A-7 dabel kard?", then "diler 4 dare, dabel konam?": that hand against the 4
    in_strategy = in_strategy or session.intent in MOVES and session.hand is not None and session.upcard is None \
        and match.intent == session.intent and not names_another_rule
    own_outcome = outcome_kind(text) in _OUTCOMES_PAID \
        and not (outcome_kind(text) == session.intent == match.intent and slots.amount is None)  # "… dabel konam?"
    if session.hand and slots.upcard is not None and not has_hand and not own_outcome \
            and (in_strategy or match.intent not in _UPCARD_ALONE):
        # "und was ist gegen eine 6 am besten?": the chat's last hand against this card
        return (_with_hand(slots, session.hand), IntentMatch("strategy", 1.0, match.lang, ()),
                True)
    told = text.split()
    if in_strategy and session.hand and session.upcard and slots.upcard is None and len(slots.cards) == 1 \
            and len(told) <= 6 and set(told[:-1]) & word_set("at_card_words") and slots.cards[0] in UPCARDS:
        # "und bei ner 7?" after "hab 10 und 6 und der dealer ne 9": the chat's hand against that card
        return (_with_hand(slots, session.hand, upcard=slots.cards[0]),
                IntentMatch("strategy", 1.0, match.lang, ()), True)
    if session.intent == "split" and slots.cards in (("A",), ("A", "A")) and slots.upcard is None and len(told) <= 6:
        # "And splitting when I'm already at max?", then "what if it's aces?": splitting aces
        return slots, IntentMatch("split_aces", 1.0, match.lang, ()), True
    if session.intent == "absent_player" and len(told) <= 8 and set(told) & word_set("co_bettor_told_words"):
        # "… kurz zur Garderobe muss und nur ich auf der Box spiele?", then "Falls meine Gattin aber mitgesetzt hat?":
        # who decides for the box then
        return slots, IntentMatch("absent_player", 1.0, match.lang, ()), True
    if not session.intent:
        return slots, match, False
    tokens = [t for t in text.split() if t not in ("—", "–", "-")]  # a dash is no word
    # "my bet is 4000 and the table minimum is 1000", "und Bube mit Dame?": a bet or cards, and no topic of their own
    money = word_set("bet_words") | word_set("minimum_words") | word_set("my_words")
    if len(slots.cards) <= 2 and match.intent not in _NAMED_BY_CARDS:  # not "und mit drei Siebenen?"
        money = money | card_word_set(match.lang)
    only_slots = _all_fillers(" ".join(t for t in tokens if t not in money))
    told = slots.minimum is not None  # "… and the table minimum is 1000": a value told, not a question about it
    if (has_hand or slots.amount is not None) and match.intent != session.intent \
            and (match.confidence < SURE_OF_ITS_OWN or told or match.intent == "hand_value" and session.intent in MOVES) \
            and session.intent != "strategy" \
            and len(tokens) <= (12 if told else 10) \
            and only_slots:
        # "what about soft 18?" after "can I double on 10?": the chat's topic, of another hand; with the dealer's card
        # in the chat, a move's chat asks for that hand's play ("and if I'd had soft 19 instead?")
        if session.upcard and has_hand and slots.upcard is None and session.intent in MOVES:
            return replace(slots, upcard=session.upcard), IntentMatch("strategy", 1.0, match.lang, ()), True
        return slots, IntentMatch(session.intent, 1.0, match.lang, ()), True
    # Only a question naming no topic of its own points back ("und verdoppeln?" names one, though unsure)
    points_back = match.intent == OUT_OF_SCOPE and match.confidence < NAMED_ELSEWHERE and \
        0 < len(tokens) <= 7 and any(token in word_set("follow_up", "back") for token in tokens)
    owned = INTENTS[session.intent].fields if session.intent in INTENTS else ()
    named = [name for name in fields_named(text, match.lang) if name in owned]
    theirs = INTENTS[match.intent].fields if match.intent in INTENTS else ()
    if named and len(tokens) <= 7 and match.intent != session.intent \
            and not (named[0] in theirs and not match.unsure):  # ("what does insurance pay there?" after even money)
        # "and after I split?" in a chat about surrender: a rule of the chat's topic
        return slots, IntentMatch(session.intent, 1.0, match.lang, ()), True
    if session.intent in ("bonus_blackjack", "blackjack") and session.amount and len(slots.cards) == 2 \
            and "A" in slots.cards and set(slots.cards) - {"A"} <= set(TEN_CARDS) and match.confidence < SURE_OF_ITS_OWN:
        # "Und wenn's Herz Bube und Herz Ass am Bonus-Tisch gewesen wären?": that blackjack, paid on the chat's bet
        return slots, IntentMatch("payout", 1.0, match.lang, ()), True
    if session.intent in PAYOUT_RULES and match.intent != session.intent and match.confidence < SURE_OF_ITS_OWN \
            and 0 < len(tokens) <= 7 and set(tokens) & word_set("pay_words") \
            and _all_fillers(" ".join(t for t in tokens if t not in word_set("pay_words") | word_set("odd_words"))):
        # "Which casinos pay blackjack 3 to 2?", then "And the odd one out pays what?": the chat's payout again
        return slots, IntentMatch(session.intent, 1.0, match.lang, ()), True
    # "auch mit Ass-Sieben?": the last question again, of other cards or another bet
    also = (match.intent != OUT_OF_SCOPE and match.confidence < SURE_OF_ITS_OWN and 0 < len(tokens) <= 5
            and any(token in word_set("follow_up", "also") for token in tokens) and (slots.cards or slots.total or slots.amount))
    if points_back or also:
        # "and what does it pay?", "auch mit Ass-Sieben?": a short question about the chat's last topic
        return slots, IntentMatch(session.intent, 1.0, match.lang, ()), True
    return slots, match, False


_DENIED_NUMBER = re.compile(r"(?:^|\s)(?:نه|not|nicht|keine|keinen|kein|nöd|nod|nid|ned|no)\s+[0-9۰-۹]+",
                            re.IGNORECASE)
_CORRECTION = re.compile(r"\b(?:meinte|g(?:e)?meint|meant|sorry|falsch|entschuldigung|korrektur|correction|actually)\b"
                         r"|منظورم|ببخشید", re.IGNORECASE)


_INSTEAD_OF_NUMBER = re.compile(r"(?:instead of|statt|anstatt|به جای|بجای)\s+(?:a |an |einer |einem |der |dem )?[0-9۰-۹]+",
                                re.IGNORECASE)


@functools.cache
def _instead_of_card() -> re.Pattern[str]:
    """"instead of the jack", "statt der 7": the card replaced (the lexicon's card words), no card of the hand."""
    words = sorted({normalize(w) for lang in ("en", "de", "fa") for w in card_word_set(lang) if len(w) > 1}, key=len,
                   reverse=True)
    card = rf"(?:[0-9۰-۹]+|{'|'.join(map(re.escape, words))})(?!\w)"
    # ("statt Ass-Sieben": each card of the hand replaced)
    return re.compile(r"(?:instead of|statt|anstatt|به جای|بجای)\s+(?:a |an |the |that |einer |einem |der |dem |des |den )?"
                      rf"{card}(?:(?:\s*[-+,]\s*|\s+(?:und|and|و)\s+){card})*", re.IGNORECASE)


def _without_denied_number(question: str) -> str:
    """A correction without the number it denies: «ببخشید، منظورم ۹ بود نه ۱۰» is 9 (and «نه» there is "not", not
    the nine); "soft 19 instead of 10" is soft 19; "hab 40 druff... nee warte, 50 warn et" is 50 on it."""
    question = _INSTEAD_OF_NUMBER.sub(" ", question)
    question = _self_corrected(question)
    return _DENIED_NUMBER.sub(" ", question) if _CORRECTION.search(question) else question


def _self_corrected(question: str) -> str:
    """A bet put right in the same message ("hab 40 druff... nee warte, 50 warn et", "100 on it, sorry 150"): the
    second number in the first one's place."""
    words = word_set("self_correction_words")
    if not words & set(normalize(question).split()):
        return question  # no word that puts a number right: nothing to do (most questions)
    numbers = list(_NUMBER.finditer(question))
    if len(numbers) < 2:
        return question
    for first, second in zip(numbers, numbers[1:]):
        between = normalize(question[first.end() : second.start()]).split()
        money = set(between[:1]) & currency_words() or between[:2] == ["on", "it"]  # "10 chf on it - no wait, 15"
        said = [i for i, word in enumerate(between) if word in words]
        # "… how much insurance max? oh wait no, i've got 300 on it": the words putting it right, then the bet told
        told_after = said and len(between) <= 16 and said[0] >= len(between) - 8 \
            and set(between[said[-1] + 1 :]) <= word_set("bet_told_words")
        if (1 <= len(between) <= 8 and set(between[-3:]) & words and not set(between[:-3]) & words - {"sorry"}
                or told_after) \
                and (int(Decimal(first[0].replace(",", "."))) > 11 or money) and int(Decimal(second[0].replace(",", "."))) > 11:
            return question[: first.start()] + second[0] + question[first.end() :]  # the new bet in both places
    return question


@functools.cache
def _differing_rules(rules_dir: Path, casino: str) -> tuple[str, ...]:
    """The rule fields on which a casino's tables differ (St. Moritz: the blackjack payout and the bonus)."""
    found = next((c for c in loaded_casinos(Path(rules_dir)) if c.id == casino), None)
    if found is None or len(found.tables) < 2:
        return ()
    stated = [table.rules for table in found.tables.values()]  # the leaflet's entries, per table
    names = dict.fromkeys(name for entries in stated for name in entries)
    return tuple(name for name in names
                 if len({repr(entries[name].value) if name in entries else None for entries in stated}) > 1)


_PARENTHESISED_TOTAL = re.compile(r"\(\s*([0-9۰-۹]{1,2})\s*\)")
"""A hand's total after its cards, in brackets ("5 o 4 daram (9)"): a total, not a card."""
_RATIO = re.compile(r"(?<![\d:])\d+:\d+(?![\d:])")
_PARENTHESISED_LIMIT = re.compile(r"([0-9۰-۹])\s*\(\s*(max|maximum|min|minimum|tischmaximum|tischminimum|limit)\.?\s*\)",
                                  re.IGNORECASE)
"""A bet that is the table's limit, said in brackets after it ("schon 500 (Max) auf der Box"): the bet."""


@functools.cache
def _table_payouts(rules_dir: Path) -> tuple[tuple[str, str, str], ...]:
    """(casino, table, what blackjack pays there: "3:2", "6:5") for every table."""
    return tuple((casino.id, table_id, f"{pays.numerator}:{pays.denominator}")
                 for casino in loaded_casinos(Path(rules_dir)) for table_id, table in casino.tables.items()
                 if (pays := table.table.rules.blackjack_pays) is not None)


def _blackjack_payouts(rules_dir: Path) -> frozenset[str]:
    """The blackjack payouts of every table ("3:2", "6:5"), as a question names a table by them ("the 6:5 table")."""
    return frozenset(ratio for _, _, ratio in _table_payouts(rules_dir))


def _casino_payouts(rules_dir: Path, casino_id: str) -> frozenset[str]:
    """What blackjack pays at each table of one casino ("3:2", "6:5")."""
    return frozenset(ratio for casino, _, ratio in _table_payouts(rules_dir) if casino == casino_id)


def _only_casino_paying(rules_dir: Path, ratio: str) -> tuple[str, str | None] | None:
    """(casino, table) where only one casino has tables paying blackjack ``ratio`` ("6:5": St. Moritz's bonus table),
    the table where only one of its tables does; None where several casinos do."""
    paying = [(casino, table) for casino, table, pays in _table_payouts(rules_dir) if pays == ratio]
    if len({casino for casino, _ in paying}) != 1:
        return None
    return paying[0][0], paying[0][1] if len(paying) == 1 else None


_NUMBER = re.compile(r"(?<![\d:.,])\d+(?:[.,]\d+)?(?![\d:])")


def _corrected(question: str, session: Session, slots: Slots, match: IntentMatch) -> tuple[Slots, IntentMatch] | None:
    """A correction of the chat's last question: the slots and topic with the value put right, or None. The number
    denied ("8 not 9", "40 gesetzt, nicht 30", «۳ بود نه ۲») names what is corrected — the dealer's card or the bet;
    with none denied, "actually make that 50" corrects the bet."""
    if not session.intent:
        return None
    text = normalize(question)
    denied = [m.group().split()[-1] for m in _DENIED_NUMBER.finditer(text)] + \
        [m.group().split()[-1] for m in _INSTEAD_OF_NUMBER.finditer(text)]
    told = {session.amount, session.upcard, session.hand.lstrip("sh") if session.hand else None}
    if match.confidence >= SURE_OF_ITS_OWN and match.intent != session.intent \
            and not (denied and any(d in told or session.amount and _same_amount(d, session.amount) for d in denied)):
        return None  # a question of its own, unless it denies a number the chat named ("nöd 30")
    kept = _NUMBER.findall(_DENIED_NUMBER.sub(" ", _INSTEAD_OF_NUMBER.sub(" ", text)))
    tokens = text.split()
    if not kept or len(denied) > 1:
        return None
    new = kept[0]
    if denied:  # what the denied number was in the chat says what is put right
        old = denied[0]
        if session.amount and Decimal(old.replace(",", ".")) == Decimal(session.amount):
            bet = slots.amount if slots.amount is not None and len(kept) > 1 else Decimal(new.replace(",", "."))
            return _with_bet(slots, bet, session, match, question)
        if len(kept) == 1 and session.hand and session.upcard and old == session.hand.lstrip("sh") and new.isdecimal() \
                and 4 <= int(new) <= 21 and session.intent in ("strategy", *MOVES):
            # "sorry, typo – I have 10, not 9": the hand's total put right, against the chat's dealer card
            return replace(slots, cards=(), total=int(new), soft=None, upcard=session.upcard), \
                IntentMatch("strategy", 1.0, match.lang, ())
        if len(kept) == 1 and session.upcard and old == session.upcard and new in UPCARDS and session.hand:
            bet = slots.amount if slots.amount is not None else Decimal(session.amount) if session.amount else None
            return _with_hand(slots, session.hand, upcard=new, amount=bet), \
                IntentMatch("strategy" if session.intent in ("strategy", *MOVES) else session.intent, 1.0, match.lang, ())
        return None
    if not denied and len(kept) == 1 and session.amount and len(tokens) <= 7 and word_set("correction_words") & set(tokens) \
            and not slots.cards[1:] and slots.upcard is None and slots.total is None:
        return _with_bet(slots, Decimal(new.replace(",", ".")), session, match, question)
    return None


def _word_pairs(text: str) -> set[str]:
    """The words of ``text`` and each two neighbours together ("nicht nehme", «قبول نکنم»)."""
    tokens = text.split()
    return {*tokens, *(" ".join(pair) for pair in zip(tokens, tokens[1:]))}


def _equal_totals(text: str) -> int | None:
    """The total a hand and the dealer's share in ``text`` ("20 against the dealer's 20", "19 gegen 19"), or None."""
    tokens = text.split()
    for i, token in enumerate(tokens):
        if token in word_set("versus_words"):
            before = [t for t in tokens[max(0, i - 3) : i] if t.isdecimal()]
            after = [t for t in tokens[i + 1 : i + 5] if t.isdecimal()]
            if before and after and before[-1] == after[0] and 17 <= int(after[0]) <= 21:
                return int(after[0])
    return None


def _same_amount(number: str, amount: str) -> bool:
    try:
        return Decimal(number.replace(",", ".")) == Decimal(amount)
    except ArithmeticError:
        return False


def _with_bet(slots: Slots, amount: Decimal, session: Session, match: IntentMatch,
              said: str) -> tuple[Slots, IntentMatch]:
    """The chat's last question again with another bet (and the dealer's card it names, "bei der 8")."""
    upcard = slots.upcard or (slots.cards[0] if len(slots.cards) == 1 and slots.cards[0] != str(amount)
                              and slots.cards[0] in UPCARDS and word_set("at_card_words") & set(normalize(said).split())
                              else None)
    intent = session.intent
    if intent in ("even_money", "insurance") and upcard not in (None, "A"):
        intent = "blackjack"  # "… nicht 30 – bei der 8?" after even money: the blackjack against that card
    return replace(slots, cards=(), amount=amount, upcard=upcard), IntentMatch(intent, 1.0, match.lang, ())


def _denied_casinos(text: str, index: NameIndex) -> set[str]:
    """Casinos normalised ``text`` names after "not" ("ich meinte St. Moritz, nicht Wiesbaden", «نه ویسبادن»)."""
    padded = f" {text} "
    negations = ("nicht", "not", "nein", "no", "نه", "na")
    return {casino for name, casino in index.casinos
            if any(f" {no} {name} " in padded or f" {no} {between} {name} " in padded
                   for no in negations for between in lexicon()["before_names"])}


def _its_limit(text: str, session: Session) -> tuple[str, ...]:
    """The chat topic's minimum or maximum fields, where a short question asks for "its" («حداقلش», "its maximum")."""
    tokens = text.split()
    if session.intent not in INTENTS or len(tokens) > 10:
        return ()
    padded = f" {text} "
    for kind, words in lexicon()["its_limit"].items():
        if any(f" {normalize(w)} " in padded for w in words):
            return tuple(f for f in INTENTS[session.intent].fields if kind in f.split("_"))
    if session.intent == "insurance" and not set(tokens) & word_set("table_words") \
            and not {"max_bet", "min_bet"} & set(fields_named(text, session.lang or "en")):  # «حداکثر شرط اونجا چنده؟»
        # "und max. wieviel bei 60€ Einsatz?" in a chat about insurance: the most insurance, not the table's maximum
        for kind, said in (("max", word_set("maximum_words")), ("min", word_set("minimum_words"))):
            if said & set(tokens):
                return tuple(f for f in INTENTS[session.intent].fields if kind in f.split("_"))
    return ()


def _split_pair_then(slots: Slots, hand: str, topic: str) -> tuple[str, ...] | None:
    """The rules a split pair's next card asks about, after a chat's hand of that pair: a ten of a pair of tens and
    an ace; two aces split (named so) and a ten. None for any other cards."""
    pair = read_hand(hand)[0]
    if len(pair) == 2 and pair[0] in TEN_CARDS and pair[1] in TEN_CARDS and (
            _split_ten_then_ace(replace(slots, upcard=None))
            or slots.cards == ("A",) and names_split(normalize(topic))):  # "… split konam va roo yekish aas biad?"
        return ("split_ten_ace_is_blackjack",)
    if slots.cards[:2] == ("A", "A") and slots.cards[2:] in ((t,) for t in TEN_CARDS) and names_split(normalize(topic)):
        return ("split_ace_ten_is_blackjack", "hit_split_aces")
    return None


def _split_ten_then_ace(slots: Slots) -> bool:
    """Whether the cards named are a ten-valued card and an ace, as a split ten's next card."""
    return len(slots.cards) == 2 and "A" in slots.cards and slots.upcard is None \
        and next((c for c in slots.cards if c != "A"), None) in TEN_CARDS


def _beats_the_dealer(text: str, kept: int | None = None) -> bool:
    """Whether normalised ``text`` tells the guest's total beating the dealer's final one ("so 21. dealer ended on
    20"): a total of 17 to 21 after a dealer word, and a higher one of the guest's up to 21 (told, or ``kept``, the
    chat's hand: "Croupier hat am Ende 19" after three sevens)."""
    tokens = text.split()
    dealer = _dealer_totals(text)
    own = [int(t) for i, t in enumerate(tokens) if t.isdecimal() and int(t) <= 21
           and not set(tokens[max(0, i - 4) : i]) & word_set("dealer_words")] or ([kept] if kept else [])
    return bool(dealer) and any(total > dealer[0] for total in own)


def _dealer_totals(text: str) -> list[int]:
    """The dealer's final totals normalised ``text`` tells: 17 to 21, a few words after a dealer word ("Croupier zieht
    zur 7 e Dame, 17", "dealer 6, ten, then a 5 = 21")."""
    tokens = text.split()
    return [int(t) for i, t in enumerate(tokens) if t.isdecimal() and 17 <= int(t) <= 21
            and set(tokens[max(0, i - 8) : i]) & word_set("dealer_words") and not _money_after(tokens, i)]


def _dealer_over(text: str) -> list[int]:
    """The dealer's totals over 21 normalised ``text`` tells, a few words after a dealer word ("Dealer 5, 10, 8 = 23"),
    not money ("dealer is showing a 9 and i bet 30 euros")."""
    tokens = text.split()
    return [int(t) for i, t in enumerate(tokens) if t.isdecimal() and 22 <= int(t) <= 26
            and set(tokens[max(0, i - 8) : i]) & word_set("dealer_words") and not _money_after(tokens, i)
            and not set(tokens[max(0, i - 2) : i]) & word_set("bet_words")]


def _money_after(tokens: list[str], i: int) -> bool:
    """Whether the number at ``tokens[i]`` is money: a currency or a bet word after it («۲۰ یورو شرط», "30 euros")."""
    return bool(tokens[i + 1 : i + 2]) and tokens[i + 1] in currency_words() | word_set("money_words") \
        | word_set("spelled_numbers", "stake_nouns")


def _dealer_busted(text: str) -> bool:
    """Whether normalised ``text`` tells the dealer going bust ("Croupier: 6, König, 9 – drüber", "dealer … busts"): a
    bust word a few words after a dealer word (the guest's own bust is a loss, told without him)."""
    tokens = text.split()
    return any(t in word_set("dealer_busted_words") and set(tokens[max(0, i - 8) : i]) & word_set("dealer_words")
               for i, t in enumerate(tokens))


def _hand_total(kept: str) -> int:
    """The best total of a hand as a session keeps it (its cards or its total)."""
    cards, total, _ = read_hand(kept)
    return _best_total(cards) if cards else total


def _best_total(cards: tuple[str, ...]) -> int:
    """The best total of cards: an ace counts 11 where that stays 21 or under."""
    low = sum(_LOW_VALUES.get(card, 10) for card in cards)
    return low + 10 if "A" in cards and low + 10 <= 21 else low


def _next_hand(question: str) -> str | None:
    """The words after "next hand" ("Nächste Hand: 5 und 5 gegen ne 8"), where a question tells a new hand after
    the last one's end; None where it does not."""
    text = normalize(question)
    at = max((text.rfind(w) for w in spaced("next_hand_phrases")), default=-1)
    if at < 0:
        return None
    rest = text[at + 1 :].split(maxsplit=2)
    return rest[2] if len(rest) > 2 else None


def _drawn(question: str, session: Session, slots: Slots) -> Slots | None:
    """The chat's hand with one card drawn to it ("hit and got a 3", "hab ne 2 bekommen, jetzt 14", «hit kardam,
    2 oumad. 17 shodam»), against the chat's dealer card; None where the question tells no such card, tells another
    hand or the dealer's card, or asks what the hand came to (a payout)."""
    tokens = set(normalize(question).split())
    if not (session.hand and session.upcard) or session.intent not in ("strategy", "hit_stand", *MOVES) \
            or slots.upcard is not None or not tokens & word_set("drawn_words") \
            or tokens & (word_set("next_hand_words") | word_set("pay_words") | word_set("how_much_words")
                         | word_set("outcomes", "dealer_bust") | word_set("lost_words")) \
            or outcome_kind(question) in ("blackjack", "bonus_blackjack") \
            or tokens & word_set("third_person_words") and not tokens & word_set("own_words"):
        # "… K oumad, blackjack hesab mishe?"; "what if he's got a 9 up?": his card, none drawn to the hand
        return None
    new = [c for c in slots.cards if not (c.isdecimal() and int(c) > 11)]
    cards, total, soft = read_hand(session.hand)
    split = len(cards) == 2 and cards[0] == cards[1] and _on_a_split_hand(question)
    if names_split(question) and not split:
        return None  # «رو دومی باز ۸ اومد، میتونم دوباره اسپلیت کنم؟»: splitting again, no card to play on
    if split and len(new) == 2 and cards[0] in new:
        new.remove(cards[0])  # "auf die erste Acht kommt ne 3": the split card named, and the card drawn to it
    if len(new) != 1:
        return None
    if split:  # "gesplittet, … kommt ne 3": one of the split cards, and the card drawn to it
        return replace(slots, cards=(cards[0], new[0]), total=None, soft=None, upcard=session.upcard)
    if cards:
        return replace(slots, cards=(*cards, new[0]), total=None, soft=None, upcard=session.upcard)
    value = 1 if new[0] == "A" else 10 if new[0] in ("J", "Q", "K") else int(new[0])
    soft_now = bool(soft)
    if new[0] == "A" and total + 11 <= 21:
        total, soft_now = total + 11, True
    else:
        total += value
        if soft_now and total > 21:
            total, soft_now = total - 10, False
    return replace(slots, cards=(), total=total, soft=soft_now, upcard=session.upcard)


def _no_more_hints(topic: str, guess: str, prefer: str) -> bool:
    """Whether the function words of ``topic`` favour its guessed language no more than the chat's."""
    hints = dict(zip(("de", "en"), language_hints(normalize(topic)), strict=True))
    return hints[guess] <= hints[prefer]


def _split_of(value: str | None) -> tuple[int, int] | None:
    """(hands, doubled) of a session's ``split`` value."""
    if not value:
        return None
    hands, doubled, _ = _split_parts(value)
    return hands, doubled


def _split_parts(value: str | None) -> tuple[int, int, tuple[int, ...]]:
    """(hands, doubled, each hand's total as told, 0 where none was) of a session's ``split`` value ("2/1",
    "2/1/21,16")."""
    if not value:
        return 1, 0, ()
    parts = value.split("/")
    return int(parts[0]), int(parts[1]), tuple(int(t) for t in parts[2].split(",")) if len(parts) > 2 else ()


def _split_after(value: str | None, question: str, slots: Slots, drawn: Slots | None, again: str | None,
                 next_hand: bool, pair: str | None, lang: str) -> str | None:
    """The chat's split hands after ``question``: a card on a split hand makes two, the pair's card again one more, a
    double named on them one doubled more, each hand's total as told; a new hand forgets them. ``pair``: the card of
    the chat's pair before the question, if its hand was a pair ("6-6 against dealer 5. Split?", then "First hand
    gets a 5 → 11")."""
    if value is None and pair is None and drawn is None and again is None:
        return None  # no split in the chat, no pair to split, no card drawn: no split hands
    hands, doubled, totals = _split_parts(value)
    on_a_split_hand = _on_a_split_hand(question)
    if next_hand or len(slots.cards) >= 2 and drawn is None and again is None and not on_a_split_hand:
        hands, doubled, totals = 1, 0, ()  # "Nächste Hand: …", or another hand told
    if (drawn is not None or pair is not None) and on_a_split_hand:
        hands = max(hands, 2)
    if again is not None or hands >= 2 and any(w in f" {normalize(question)} " for w in spaced("split_again_words")):
        hands = max(hands, 2) + 1  # "second hand got another 8. split again??"
    if hands >= 2 and (drawn is not None or pair is not None or value is not None and again is None) \
            and split_doubles(question):
        doubled = min(doubled + 1, hands)  # "… double that one?", then "and in total?"
    elif doubled and any(w in f" {normalize(question)} " for w in spaced("took_a_card_words")):
        doubled -= 1  # "Darf ich nach dem Split doppeln?", then "hab einfach ne Karte genommen": not doubled after all
    if hands < 2:
        return None
    totals = _split_totals_told(question, lang, hands, totals, pair)
    return f"{hands}/{doubled}" + ("/" + ",".join(map(str, totals)) if any(totals) else "")


def _split_totals_told(question: str, lang: str, hands: int, totals: tuple[int, ...], pair: str | None
                       ) -> tuple[int, ...]:
    """Each split hand's total after ``question``, those it tells put in: a part naming a hand ("Second hand 6+10 =
    16", «دست دوم آس و ۸ شد ۱۹») tells that hand's, a part naming none ("Got a 10 → 21") the hand still drawing; a
    part about the dealer tells none."""
    known = [*totals[:hands], *[0] * (hands - len(totals[:hands]))]
    ordinals = {int(n): {normalize(w) for w in ws} for n, ws in lexicon()["split_hand_ordinals"].items()}
    for part in _sentences().split(question):
        text = normalize(part)
        tokens = set(text.split())
        if not tokens or tokens & word_set("dealer_words"):
            continue
        told = read_slots(part, lang)
        total = told.total if told.total is not None else _best_total(told.cards) if len(told.cards) >= 2 else \
            _best_total((pair, *told.cards)) if pair and len(told.cards) == 1 else None
        if total is None or not 4 <= total <= 30:
            continue
        named = next((n - 1 for n, ws in ordinals.items() if tokens & ws and n <= hands), None)
        at = named if named is not None else next((i for i, t in enumerate(known) if 0 < t < 12),
                                                  next((i for i, t in enumerate(known) if not t), None))
        if at is not None:
            known[at] = total
    return tuple(known)


@functools.cache
def _sentences() -> re.Pattern[str]:
    """Where a question's parts end ("Got a 10 → 21. Second hand 6+10 = 16, I stood."): a full stop, a dash, or a
    comma before a split hand's ordinal (the lexicon's)."""
    ordinals = sorted({w for words in lexicon()["split_hand_ordinals"].values() for w in words} | {"دست"}, key=len,
                      reverse=True)
    return re.compile(rf"[.!?؟،;]+|\s[–—-]\s|,\s(?=(?:{'|'.join(map(re.escape, ordinals))})\b)", re.IGNORECASE)


def _round_outcome(text: str, slots: Slots, session: Session | None, kind: str) -> int | None:
    """A plain hand (or a doubled one) told to its end in normalised ``text``, with its money asked about: +1 won, 0
    a stand-off, -1 lost, by the guest's last total (a card told after it added: "hatte 16 …, ne 5 bekommen") against
    the dealer's end (his total or his bust); None where the question tells no such end or asks no money."""
    tokens = text.split()
    surrendered = kind == "surrender" and any(w in f" {text} " for w in spaced("did_surrender_words"))
    if kind not in (PLAIN_WIN, "double", "surrender") or surrendered \
            or session is not None and (session.split or session.stakes) \
            or slots.amount is None and not (session is not None and session.amount) \
            or not (set(tokens) & (word_set("how_much_words") | word_set("pay_words") | word_set("lost_words")
                                   | word_set("result_words")) or any(w in f" {text} " for w in spaced("in_all_words"))):
        return None
    dealer_words, versus = word_set("dealer_words"), word_set("versus_words") | word_set("against")
    stake = format(slots.amount.normalize(), "f") if slots.amount is not None else None
    own = None
    for i, token in enumerate(tokens):
        if not token.isdecimal() or token == stake or tokens[i + 1 : i + 2] and tokens[i + 1] in currency_words():
            continue
        value = int(token)
        if set(tokens[max(0, i - 8) : i]) & dealer_words or tokens[i - 1 : i] and tokens[i - 1] in versus:
            continue  # the dealer's cards and total, and his first card ("16 gegen 10")
        if 12 <= value <= 30:
            own = value  # "… = 21", "→ 22", "hatte 15"
        elif own is not None and 2 <= value <= 11 and tokens[i - 1] in word_set("card_articles") | {"a", "eine"}:
            own += value  # "hatte 16 gegen 10 …, hab dann gezogen, ne 5 bekommen"
    if own is None:
        return None
    if own > 21:
        return -1
    if _dealer_busted(text) or _dealer_over(text):
        return 1
    dealer = _dealer_totals(text)
    if not dealer:
        return None
    return 1 if own > dealer[-1] else 0 if own == dealer[-1] else -1


def _split_round(session: Session, question: str, lang: str) -> tuple[int, ...]:
    """The chat's two split hands settled, where the question tells the dealer's end and asks what the round came to
    ("… Dealer 5, 10, 8 = 23. Total win?"): each hand +1 won, 0 a stand-off, -1 lost; empty where a hand's total is not
    known or the question asks anything else."""
    text = normalize(question)
    tokens = text.split()
    asked = set(tokens) & (word_set("how_much_words") | word_set("pay_words")) \
        or any(w in f" {text} " for w in spaced("in_all_words")) \
        or _CORRECTION.search(question) is not None  # "Sorry, falsch gseh: de Croupier het sich überkauft. Und jetzt?"
    if not session.split or not asked or session.stakes:  # (a shared box's co-bettors are settled elsewhere)
        return ()
    pair = _pair_card(session.hand)
    hands, _, totals = _split_parts(session.split)
    totals = _split_totals_told(question, lang, hands, totals, pair)
    dealer = 0 if _dealer_busted(text) or _dealer_over(text) else (_dealer_totals(text) or [None])[-1]
    if hands != 2 or not all(totals) or dealer is None:
        return ()
    return tuple(-1 if total > 21 else 1 if total > dealer else 0 if total == dealer else -1 for total in totals)


def _pair_card(hand: str | None) -> str | None:
    """The card of a session's hand that is a pair ("6,6": "6"), else None."""
    cards = read_hand(hand)[0] if hand else ()
    return cards[0] if len(cards) == 2 and cards[0] == cards[1] else None


def _on_a_split_hand(question: str) -> bool:
    """Whether a question says the hand was split, or names one of the hands a split made ("first hand got a 3")."""
    return names_split(question) or any(w in f" {normalize(question)} " for w in spaced("split_hand_words"))


def _pair_card_again(question: str, session: Session, slots: Slots) -> str | None:
    """The rule on splitting again when a card of the chat's pair comes once more ("2 Achter gegen ne 9", then "und
    wenn dann wieder ne Acht kommt?"): that of aces or of other pairs; None for any other question."""
    if not session.hand or session.intent not in ("strategy", "split", "split_aces") or len(slots.cards) != 1 \
            or slots.upcard is not None:
        return None
    cards, _, _ = read_hand(session.hand)
    padded = f" {normalize(question)} "
    if len(cards) != 2 or cards[0] != cards[1] or slots.cards[0] != cards[0] \
            or not word_set("same_card_words") & set(padded.split()) \
            or any(w in padded for w in spaced("took_a_card_words")):  # "hab doch nicht geteilt, hab ne Karte genommen"
        return None
    return "resplit_aces" if cards[0] == "A" else "max_split_hands"


def _did_double(question: str) -> bool:
    """Whether the guest says they have doubled ("ok doubled", "gedoppelt", «دوبل کردم»)."""
    text = f" {normalize(question)} "
    return any(f" {normalize(w)} " in text for w in word_set("did_double_words"))


def _split_tens_then_ace(slots: Slots, text: str) -> bool:
    """Whether a question tells two ten-valued cards split and an ace dealt to one of them ("K+K split … the ace
    drops on the 1st hand")."""
    if len(slots.cards) == 2 and slots.cards[0] in TEN_CARDS and slots.cards[1] == "A" and names_split(text):
        return True  # «اگه 10 ها رو اسپلیت کنم و آس بیاد چی؟»: the tens split, told once
    return len(slots.cards) == 3 and slots.cards[2] == "A" and slots.cards[0] in TEN_CARDS and slots.cards[1] in TEN_CARDS \
        and names_split(text)


def _same_card_named(text: str, upcard: str) -> bool:
    """Whether normalised ``text`` says "the same 7" of the chat's dealer card ``upcard``."""
    tokens = text.split()
    same = word_set("same_card_words")
    return any(t in same and i + 1 < len(tokens) and tokens[i + 1].upper() == upcard for i, t in enumerate(tokens))


def hand_of(slots: Slots) -> str | None:
    """A hand as a session keeps it: its cards, or its total marked soft or hard."""
    if len(slots.cards) >= 2:
        return ",".join(slots.cards)
    if len(slots.cards) == 1 and slots.cards[0].isdecimal() and slots.upcard is not None:
        return slots.cards[0]  # «دست ۱۰ دارم و کارت دیلر ۷»: a hand told by its total, read as one card
    if slots.total is not None:
        return ("s" if slots.soft else "h" if slots.soft is False else "") + str(slots.total)
    return None


def _with_hand(slots: Slots, hand: str, **more: object) -> Slots:
    """``slots`` with the chat's ``hand`` (as a session keeps it) told again, and any ``more`` slots."""
    cards, total, soft = read_hand(hand)
    return replace(slots, cards=cards, total=total, soft=soft, **more)  # type: ignore[arg-type]


def read_hand(kept: str) -> tuple[tuple[str, ...], int | None, bool | None]:
    """(cards, total, soft) of a hand as ``hand_of`` wrote it."""
    if "," in kept:
        return tuple(kept.split(",")), None, None
    soft = True if kept[0] == "s" else False if kept[0] == "h" else None
    return (), int(kept.lstrip("sh")), soft


def _without_casino(question: str, index: NameIndex) -> str:
    """The question without the casino's and the table's names: a name says nothing of the intent."""
    text = normalize(question)
    found = find_casino(text, index)
    if found is None:
        text = _without_same_table(text)
        found = _find_own_table(text, index)
        return f" {text} ".replace(f" {found[1]} ", " ").strip() if found else text
    text = _drop_name(_without_same_table(text), found[1])
    table = find_table(text, index, found[0])  # only a distinctive name ("Digital 21"), not "Blackjack"
    distinctive = table is not None and (":" in table[1] or any(name == table[1] for name, _ in index.own_tables))
    if distinctive and set(table[1].split()) & word_set("blackjack_words") and set(text.split()) & word_set("pay_words"):
        # "Zahlt ihr in St. Moritz den Blackjack 3 zu 2?": the table's name is the question's blackjack and payout
        return text
    return f" {text} ".replace(f" {table[1]} ", " ").strip() if distinctive else text


_WITH_A_BET = frozenset({"payout", "blackjack", "bonus_blackjack", "even_money", "insurance", "surrender", "double", "push",
                         "three_sevens", "seven_card_trick", "side_bets", "split", "split_aces"})
"""Intents whose answer plays or pays the guest's bet."""

_LOW_VALUES = {"A": 1, **{str(n): n for n in range(2, 11)}}
_AFTER_A_SPLIT = {"surrender": "surrender_after_split", "double_on": "double_after_split"}
"""Rules named of a split hand: what may be done after a split."""

_OF_CO_BETTORS = {"double": "co_bettors_join_double", "split": "co_bettors_join_split"}
"""The rule of a move for the guests betting on another's box."""

_AT_THE_MAXIMUM = {"split": "split_hand_is_new_box", "double": "double_may_exceed_max"}
"""The rule that says whether a split or a double may pass the box maximum, for a guest who has bet it."""

NAMED_ELSEWHERE = 0.9
"""An out-of-scope reading this sure named another topic outright ("the weather this weekend"): no follow-up."""

_OUTCOMES_PAID = frozenset({"double", "surrender", "blackjack", "insurance", "even_money", "three_sevens",
                            "seven_card_trick", "bonus_blackjack", "split", "push"})
"""Outcomes whose money a question may ask about without a dealer's card ("if I double on 11 and win?")."""
_UPCARD_ALONE = frozenset({"insurance", "even_money", "dealer_rules", "card_values", "out_of_scope"})
"""Intents about the dealer's card alone ("insurance against an ace"): no hand of the chat is added."""
SURE_OF_ITS_OWN = 0.85
"""A question read this surely is about its own topic, even with "also" in it ("is doubling also allowed?")."""


def _the_advised_move(rules_dir: Path, session: Session, slots: Slots, text: str, match: IntentMatch) -> str | None:
    """After the play of the chat's hand, a short "and what do I get back then?" asks what the move advised
    (surrender, double) brings on the chat's bet: that move; None where the question asks anything else."""
    tokens = text.split()
    if not session.hand or not session.upcard or slots.cards or slots.total is not None or slots.upcard is not None \
            or len(tokens) > 12 or match.confidence >= SURE_OF_ITS_OWN and match.intent != "payout" \
            or not set(tokens) & (word_set("how_much_words") | word_set("pay_words")) or fields_named(text, match.lang):
        return None
    casino = next((c for c in loaded_casinos(Path(rules_dir)) if c.id == session.casino), None)
    if casino is None:
        return None
    table = casino.tables.get(session.table) if session.table else next(iter(casino.tables.values())) \
        if len(casino.tables) == 1 else None
    cell = strategy_cell(_with_hand(slots, session.hand, upcard=session.upcard))
    if table is None or cell is None:
        return None
    move = advised_move((casino, table), cell)
    return move if move in ("surrender", "double") else None


def _compared_again(question: str) -> bool:
    """Whether a short "and …?" asks for another rule of the casinos the chat compared ("and the minimums?")."""
    tokens = normalize(question).split()
    # ("ok what about the max bet at each": the casinos compared, each)
    back = tokens[0] in word_set("follow_up", "back") and len(tokens) <= 6 \
        or bool(set(tokens) & (word_set("each_words") | word_set("both_words"))) and len(tokens) <= 9
    return len(tokens) >= 2 and back and bool(fields_named(
        " ".join(tokens), "en") or fields_named(" ".join(tokens), "de") or fields_named(" ".join(tokens), "fa"))


def _other_table(text: str, index: NameIndex, casino: str, table: str | None) -> tuple[str, str] | None:
    """(table id, the words naming it) for "the other table" of a casino of two tables, the chat at one."""
    tables = {table_id for _, table_id in index.tables.get(casino, ())}
    if table not in tables or len(tables) != 2:
        return None
    padded = f" {text} "
    words = next((w for w in lexicon()["other_table"] if f" {normalize(w)} " in padded), None)
    return ((tables - {table}).pop(), normalize(words)) if words else None


def _other_casino(text: str, session: Session) -> tuple[str, str] | None:
    """(casino id, the words naming it) for "the other one" in a chat that was at another casino before its
    current one."""
    if not session.earlier or session.earlier == session.casino:
        return None
    padded = f" {text} "
    words = next((w for w in lexicon()["other_casino"] if f" {normalize(w)} " in padded), None)
    return (session.earlier, normalize(words)) if words else None


def _at_the_table_named(text: str, ratios: set[str]) -> bool:
    """Whether the guest sits at a table named by its payout ("am 6:5-Tisch … zahlt hier echt nur 6:5?"): the
    table's own payout, not some tables'."""
    return any(f" {ratio} {word} " in f" {text} " for ratio in ratios for word in word_set("table_words")) \
        and not any(w in f" {text} " for w in spaced("all_tables_words"))


_QUESTION_END = re.compile(r"(?<=[?؟])\s*")


def questions_in(text: str) -> list[str]:
    """The questions of a message, each up to its question mark ("… wie viel krieg ich raus? und was is das max pro
    box dort?"), and what follows the last one ("… can i still double on 11? also my cousin is 17 lol can he play")."""
    return [p for p in _QUESTION_END.split(text) if p.strip()]


def _there_as_at(text: str) -> bool:
    """Whether normalised ``text`` sets "there" (the chat's casino) beside another ("same … there as at Senator?")."""
    padded = f" {text} "
    return any(w in padded for w in spaced("there_words")) and any(w in padded for w in spaced("as_at_words"))


def _asked_here_then_there(question: str, index: NameIndex) -> bool:
    """Whether a message's first question names no casino and a later one does ("… dort …? und im Kurhaus?")."""
    parts = questions_in(question)
    return len(parts) >= 2 and find_casino(normalize(parts[0]), index) is None \
        and any(find_casino(normalize(part), index) for part in parts[1:])


def _casinos_named(question: str, index: NameIndex) -> tuple[str, ...]:
    """Every casino a question names, in its order, where it names more than one."""
    text, found = normalize(question), []
    while (hit := find_casino(text, index)) is not None and hit[0] not in found and len(found) < 5:
        found.append(hit[0])
        text = f" {text} ".replace(f" {hit[1]} ", " ").strip()
    return tuple(found) if len(found) > 1 else ()


def _without_same_table(text: str) -> str:
    """The question without "at the same table" and the like: it names the place, not the topic."""
    padded = f" {text} "
    for phrase in _same_table_words():
        padded = padded.replace(f" {phrase} ", " ")
    return padded.strip()


@functools.cache
def _same_table_words() -> tuple[str, ...]:
    return tuple(normalize(phrase) for phrase in lexicon()["same_table"])


def _drop_name(text: str, name: str) -> str:
    """``text`` without ``name``, and without the words that only lead to it ("tu kazino [shlesvig]", "im Casino …")."""
    padded = f" {text} "
    for generic in ("", *word_set("generic_names")):  # «تو کازینو شلسویگ»: the casino word goes with the name
        named = f"{generic} {name}".strip()
        for word in lexicon()["before_names"]:
            if f" {word} {named} " in padded:
                return padded.replace(f" {word} {named} ", " ", 1).strip()
        if generic and f" {named} " in padded:
            return padded.replace(f" {named} ", " ", 1).strip()
    return padded.replace(f" {name} ", " ").strip()


def _only_names(question: str, index: NameIndex, table_words: str | None = None) -> bool:
    """Whether the question is a follow-up naming only a casino or a table: "and in Wiesbaden?"."""
    text = normalize(question)
    found = find_casino(text, index) or _find_own_table(text, index)  # "and at the 6:5 table?" names both
    for words in (found[1] if found else None, table_words):
        if words:
            text = f" {text} ".replace(f" {words} ", " ")
    if found and (other := find_casino(text, index)) and other[1] != found[1]:
        text = f" {text} ".replace(f" {other[1]} ", " ")  # "sorry, I meant Wiesbaden, not Potsdam"
    if found and (table := find_table(normalize(text), index, found[0]) or _find_own_table(normalize(text), index)):
        text = f" {normalize(text)} ".replace(f" {table[1]} ", " ")  # "Und in Wiesbaden bei dem Digital-Ding?"
    # («و اون یکی میز، همون سه به دو؟»: the other table, named by its payout too)
    return _all_fillers(without_phrases(text, "other_table"))


_BRACKETED = re.compile(r"\(([^()]*)\)")


def _without_card_gloss(question: str, lang: str, finglish: bool = False) -> str:
    """``question`` without cards said again in brackets after them ("A و ۷ دارم (تک خال و هفت)", "A7 (ace seven)";
    with ``finglish``, said in Finglish: "ye queen of spades (bibi pik) umad"): the same cards, not two more."""
    for gloss in _BRACKETED.finditer(question):
        inside = read_slots(from_finglish(gloss[1], True) or gloss[1], "fa").cards if finglish else \
            read_slots(gloss[1], lang).cards
        before = read_slots(question[: gloss.start()], lang).cards
        told = {int(t) for t in normalize(question[: gloss.start()]).split() if t.isdecimal() and int(t) <= 21}
        points = sum(_LOW_VALUES.get(c, 10) for c in inside)
        # the same cards again, or the cards of a total told just before ("8 daram na 9 (5 3)")
        if inside and (sorted(inside) == sorted(before[-len(inside):]) or not finglish and len(inside) >= 2 and points in told):
            return question[: gloss.start()] + question[gloss.end():]
    return question


def _natural(hand: str) -> bool:
    """Whether the chat's hand is a blackjack ("A,K"): a dealer's card told after it asks how it is paid."""
    return is_natural(read_hand(hand)[0])


def _hand_against_a_card(slots: Slots) -> bool:
    """Whether a question tells a hand against a dealer's card other than an ace ("۱۳ دارم … دیلر ۶ داره"): a play,
    not the insurance or even money of the chat."""
    return slots.upcard not in (None, "A") and (slots.total is not None or len(slots.cards) >= 2)


def _put_right(text: str) -> bool:
    """Whether normalised ``text`` puts something said before right ("sorry", "nöd", «ببخشید»)."""
    return bool(set(text.split()) & (word_set("correction_words") | word_set("self_correction_words")))


def _some_card_not_a_spade(text: str, lang: str) -> bool:
    """Whether a jack or an ace of a suit other than spades is named ("s'ass isch herz gsi")."""
    suits = {word for symbol, words in lexicon()["suits"].items() if symbol != "♠" for word in map(normalize, words)}
    return bool(set(text.split()) & suits) \
        and any(card[:-1] in ("A", "J") and card[-1] != "♠" for card in suited_cards(text, lang))


def _only_why(text: str) -> bool:
    """Whether normalised ``text`` asks only why ("warum?", "and why's that?", «چرا؟»)."""
    tokens = text.split()
    why = word_set("why_words")
    return 0 < len(tokens) <= 4 and bool(set(tokens) & why) and _all_fillers(" ".join(t for t in tokens if t not in why))


def _spelled_out(text: str) -> str:
    """``text`` with the blackjack terms written in capitals spelled out ("DAS" is "double after split")."""
    return abbreviations().sub(lambda term: lexicon()["abbreviations"][term[0]], text)


def _group_counted(question: str) -> bool:
    """Whether ``question`` counts the guests on a box ("the three of us", "wir sind zu dritt")."""
    text = f" {normalize(question)} "
    return any(f" {phrase} " in text for phrase, _ in group_counts())


def _all_fillers(text: str) -> bool:
    """Whether normalised ``text`` holds nothing but a follow-up's filler words and slot values (numbers, "soft")."""
    fillers = word_set("follow_up", "fillers") | word_set("soft") | word_set("hard")
    return all(token in fillers or token.replace(":", "").isdecimal() or word_value(token) is not None
               for token in text.split())  # «همون چهل یورو»: a number spelled out is a slot value too


__all__ = ["UPCARDS", "IntentMatch", "IntentMatcher", "Session", "Slots", "Understanding", "understand"]
