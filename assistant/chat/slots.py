"""Slots: what a question names besides its intent — casino and table, cards, totals, amounts.

Casino and table names come from the rules data (names in three languages, short
names, aliases, cities) and are found typo-tolerantly with rapidfuzz; card and
number words come from ``lexicon.yaml``. Everything works on normalised text.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from pathlib import Path

from rapidfuzz import fuzz, process

from ..locale.languages import LANGUAGES
from ..rules import Casino
from ..rules.yamlsource import cached_yaml
from . import numbers
from .normalize import normalize

LEXICON_FILE = Path(__file__).with_name("lexicon.yaml")
BET_NAME_TYPO = 88
"""How like a side bet's name (rapidfuzz ratio) words must be to be that name mistyped ("3 card wings")."""
BET_NAME_WORD_TYPO = 75
"""… and each of its words at least this close to the name's word ("wings" for "wins", not "in")."""
_DIGITS = re.compile(r"\d+")
_CARD_TOKEN = re.compile(r"^(10|[2-9]|[akqjtdb])([♠♥♦♣])$|^(10|[2-9])$")  # (German "D♣", "B♠": Dame, Bube)
_PAIR_TOKEN = re.compile(r"^(10|[2-9])(?:s|er|ها)$")  # "split 8s", "8er", «۸ها»: a pair
# "A7", "8a", "KK", "KQ", "AQ": two cards written as one (not "ja", "ka", "at": words of a language)
_SHORTHAND = re.compile(r"^([akqjt])(10|[2-9])$|^(10|[2-9])([akqjt])$|^(a)(a)$|^([kqj])([kqj])$|^(a)([kq])$")
_JOINED = re.compile(r"^(10|[2-9]|[akqjt])[-/&+,](10|[2-9]|[akqjt])$")  # "8-8", "A/6", "8,8": two cards written as one
# A capital A standing alone before another card is the ace, not the article: "A and 6", "A,6", "A-6".
_ACE_LETTER = re.compile(r"(?<![\w])A(?=(?:\s+|\s*(?:[,&+/-]|\band\b|\bund\b|\bو\b)\s*)(?:10|[2-9JQKA])(?![\d\w]))"
                         r"|(?<=[0-9JQKA][,&+/-])A(?![\w])|(?<=\bA )A(?![\w])")  # "A-A", "K/A", "A A": an ace after a card
_NUMBER = re.compile(r"^\d{1,9}(?:[.,]\d{3})*(?:[.,]\d{1,2})?$")
_SYMBOL_RANKS = {"a": "A", "k": "K", "q": "Q", "j": "J", "t": "10", "d": "Q", "b": "J"}
SIDE_BET_MARK = "sidebet"
"""Stands for a side bet's name in the text slots are read from."""


@dataclass(frozen=True)
class Slots:
    """What a question names."""

    casino: str | None = None
    """A casino id."""
    table: str | None = None
    """A table id of that casino."""
    cards: tuple[str, ...] = ()
    """The guest's cards as rank labels A, 2 … 10, J, Q, K (a ten-value picture card is "10")."""
    upcard: str | None = None
    """The dealer's card, as a rank label."""
    total: int | None = None
    soft: bool | None = None
    """True for "soft 17", False for "hard 16", None when not said."""
    amount: Decimal | None = None
    currency: str | None = None
    """ISO code, where the guest names one."""
    minimum: Decimal | None = None
    """A table minimum named beside the bet: "12 at the €5 table", "min 10 and I bet 40"."""
    at_max: bool = False
    """The guest bets the table's maximum, naming no amount: "I've got the table max on", «حداکثر رو گذاشتم»."""
    age: int | None = None
    """The guest's age, told to ask whether they may enter: "I'm 17, am I allowed in?", «۱۷ سالمه»."""


@functools.cache
def lexicon() -> dict:
    return cached_yaml(LEXICON_FILE)


@functools.cache
def word_set(*path: str) -> frozenset[str]:
    """A list of ``lexicon.yaml`` as a set: ``word_set("follow_up", "back")``, each word also in its normalised
    form ("wär" is "war" in a normalised question)."""
    entry = lexicon()
    for key in path:
        entry = entry[key]
    return frozenset(entry) | frozenset(normalize(str(word)) for word in entry)


@dataclass(frozen=True)
class NameIndex:
    """Every way to name each casino and table, normalised."""

    casinos: tuple[tuple[str, str], ...]
    """(name, casino id)."""
    tables: dict[str, tuple[tuple[str, str], ...]]
    """Casino id → (name, table id)."""
    other_names: tuple[str, ...] = ()
    """Names whose words are no slot values (side bets such as "3 Card Wins")."""
    own_tables: tuple[tuple[str, str], ...] = ()
    """(name, "casino id/table id") for table names only one casino has ("Digital 21"): they name the casino too."""
    pay_lines: tuple[tuple[str, str], ...] = ()
    """(a side bet's pay-line name, the side bet's name) for names of two words or more that are no cards
    ("black row" → "3 card wins"): "what does Black Row pay?" asks about that side bet."""
    memo: dict = field(default_factory=dict, compare=False, repr=False)
    """Names found per text: a question is looked up several times (slots, topic, follow-up)."""

    def found(self, kind: str, text: str, names: tuple[tuple[str, str], ...]) -> tuple[str, str] | None:
        key = (kind, text)
        if key in self.memo:
            return self.memo[key]
        if len(self.memo) >= 8192:
            self.memo.clear()
        result = self.memo[key] = _find(text, names)
        return result

    def with_bet_names_spelled(self, question: str) -> str:
        """``question`` with a side bet's name mistyped in it as the name ("3 card wings", "queen trios"): its words
        are looked up by the name everywhere after."""
        if "bet_names" not in self.memo:  # per size, the names of that many words ("queens trio": 2), and their words
            names = [name for name in self.other_names if len(name) >= 8 and " " in name]
            self.memo["bet_names"] = ({size: [n for n in names if len(n.split()) == size] for size in (2, 3)},
                                      frozenset(w for n in names for w in n.split()))
        by_size, vocabulary = self.memo["bet_names"]
        words = question.split()
        plain = [normalize(word) for word in words]
        if not vocabulary & set(plain):
            return question  # no word of any side bet's name: nothing mistyped to look for
        for size in (3, 2):
            for start in range(len(words) - size + 1):
                gram = " ".join(plain[start : start + size])
                if len(gram) < 8 or gram in by_size[size] or not vocabulary & set(plain[start : start + size]) \
                        or any(re.search(r"[,.;:!?]$", word) for word in words[start : start + size - 1]):
                    continue  # (not across a comma: "among the three cards, bet was 25")
                # (not "queens trio 10" for the name: the same number of words)
                found = process.extractOne(gram, by_size[size], scorer=fuzz.ratio, score_cutoff=BET_NAME_TYPO)
                if found is not None and re.findall(r"\d+", gram) == re.findall(r"\d+", found[0]) \
                        and all(fuzz.ratio(said, name) >= BET_NAME_WORD_TYPO  # not "three cards in" for "… wins"
                                for said, name in zip(gram.split(), found[0].split(), strict=True)):  # not "2 card wins"
                    after = re.search(r"\W*$", words[start + size - 1])[0]  # "wings.": the full stop stays
                    return " ".join([*words[:start], found[0] + after, *words[start + size :]])
        return question

    @classmethod
    def of(cls, casinos: Iterable[Casino]) -> NameIndex:
        names: dict[str, str] = {}
        lines: dict[str, str] = {}
        tables: dict[str, tuple[tuple[str, str], ...]] = {}
        others: set[str] = set()
        for casino in casinos:
            spec = casino.spec
            names_of = (casino.id, casino.id.replace("-", " "), *_localized(spec.name), *_localized(spec.short_name),
                        *spec.aliases)
            for text in names_of:
                names.setdefault(normalize(text), casino.id)
            entries: dict[str, str] = {}
            pays = {t.rules["blackjack_pays"].value for t in casino.tables.values()}
            for table_id, entry in casino.tables.items():
                # "DIGITAL 21 (Live Virtual Blackjack)" is named "Digital 21" too: each part of a name counts
                parts = [p for text in _localized(entry.name) for p in re.split(r"[()–]", text) if p.strip()]
                # An id is a guest's word only with "table" ("the bonus table"): alone, "bonus" is a topic's word
                ids = [f"{table_id.replace('-', ' ')} {word}" for word in ("table", "tables", "tisch", "tische")]
                if any(c.isdigit() for c in table_id):
                    ids += [table_id, table_id.replace("-", " ")]
                # "Black Jack 6:5 mit Bonus Black Jack": "am Tisch mit dem Bonus Black Jack", "the bonus black jack table"
                named_by = lexicon()["tables_named"]
                features = [normalize(f) for text in _localized(entry.name)
                            for f in re.split(rf"\s(?:{'|'.join(named_by['with'])})\s", text)[1:]]
                parts += [form.format(f) for f in features for form in named_by["by_what_it_has"]]
                # "DIGITAL 21": "das Digital-Ding", "at the digital" (not "Black Jack 3:2": that is the game's name)
                parts += [bare for p in parts if (bare := re.sub(r"\s*[\d:۰-۹]+$", "", normalize(p))) != normalize(p)
                          and len(bare) >= 5 and bare not in word_set("tables_named", "game")]
                for text in (*ids, *_localized(entry.name), *parts, *entry.aliases):
                    entries.setdefault(normalize(text), table_id)
                if len(pays) > 1:  # "the 6:5 table" names a table where the casino has several payouts
                    ratio = entry.rules["blackjack_pays"].value
                    entries.setdefault(f"{ratio.numerator}:{ratio.denominator}", table_id)
                    entries.setdefault(f"{ratio.numerator}:{ratio.denominator}er", table_id)  # "am 6:5er"
                    for word in ("table", "tisch", "tables", "tische"):  # "the 6:5 table" names the casino too
                        entries.setdefault(f"{ratio.numerator}:{ratio.denominator} {word}", table_id)
                    for word in ("table", "tisch", "میز", "میزای", "میزهای"):  # "Tisch 3:2", «میز ۶:۵»
                        entries.setdefault(f"{word} {ratio.numerator}:{ratio.denominator}", table_id)
                for name in _by_minimum(casino, entry):
                    entries.setdefault(name, table_id)
            tables[casino.id] = tuple(entries.items())
            for entry in casino.tables.values():
                for bet in entry.side_bets:
                    for text in (bet.id, *_localized(bet.name), *getattr(bet, "aliases", ())):
                        others.update(normalize(part) for part in re.split(r"[()–]", text) if part.strip())
                    bet_name = normalize(re.split(r"[()–]", bet.name.en)[0])
                    for line in bet.pay_table:
                        for lang, text in zip(("de", "en", "fa"), _localized(line.name)):
                            name = normalize(text.split("–")[0])
                            if len(name.split()) >= 2 and not _only_card_words(name, lang):
                                lines.setdefault(name, bet_name)
        for casino_id, words in _country_names(casinos).items():  # "the Swiss one", "bei den Armeniern"
            for text in words:
                names.setdefault(normalize(text), casino_id)
        owners: dict[str, set[str]] = {}
        for casino_id, entries_of in tables.items():
            for name, table_id in entries_of:
                owners.setdefault(name, set()).add(f"{casino_id}/{table_id}")
        own = tuple((name, next(iter(keys))) for name, keys in owners.items()
                    if len(keys) == 1 and len(name) >= 6 and name not in names
                    and (":" not in name or name.split()[-1] in ("table", "tables", "tisch", "tische"))
                    and (any(c.isdigit() for c in name) or len(name.split()) >= 3  # not a generic "classic game"
                         or name.split()[-1] in ("table", "tables", "tisch", "tische")))  # "the bonus table"
        return cls(tuple(names.items()), tables, tuple(sorted(others, key=len, reverse=True)), own,
                   tuple(sorted(lines.items(), key=lambda item: -len(item[0]))))


def _country_names(casinos: Iterable[Casino]) -> dict[str, tuple[str, ...]]:
    """Casino id → its country's names (Babel's, in every language) and the lexicon's words for its people, for a
    casino that is the only one in its country: "the Swiss one" names it."""
    from babel import Locale

    by_country: dict[str, list[str]] = {}
    for casino in casinos:
        by_country.setdefault(casino.spec.country, []).append(casino.id)
    demonyms = lexicon()["demonyms"]
    return {ids[0]: (*(Locale.parse(lang).territories.get(country, "") for lang in LANGUAGES),
                     *demonyms.get(country, ()))
            for country, ids in by_country.items() if len(ids) == 1 and country}


def _only_card_words(name: str, lang: str) -> bool:
    """Whether a pay line's name only describes cards ("three queens", «دو بی‌بی پیک»): such words name cards in
    any side bet, not this line ("Jacks in Red", "Black Row" name their line)."""
    words = lexicon()
    known = set(_card_words(lang).words) | set(_card_words("en").words) | set(map(str, words["card_counts"])) | {
        w for ws in words["suits"].values() for w in ws} | {w for ws in words["colors"].values() for w in ws} | set(
        words["counters"]) | {str(n) for n in range(2, 11)}
    return all(token in known for token in name.split())


def _by_minimum(casino: Casino, entry) -> tuple[str, ...]:
    """"the €5 table", "der 5-Euro-Tisch", «میز ۵ یورویی»: a table named by its minimum, where the casino's
    tables have different stated minimums."""
    minimums = {t.limits["min_bet"].value for t in casino.tables.values()
                if "min_bet" in t.limits and t.limits["min_bet"].stated}
    stated = entry.limits.get("min_bet")
    if len(minimums) < 2 or stated is None or not stated.stated:
        return ()
    n = format(stated.value.normalize(), "f")
    currency = [w for w in lexicon()["currencies"].get(casino.spec.currency, []) if len(w) > 1 or not w.isalpha()]
    forms = [n, *(f"{n} {w}" for w in currency), *(f"{w}{n}" for w in currency if not w.isalpha())]
    return tuple(normalize(f"{form} {word}") for form in forms for word in ("table", "tisch", "euro tisch"))\
        + tuple(normalize(f"میز {form}") for form in forms) + (normalize(f"{n}er tisch"),)


def from_finglish(question: str, persian_chat: bool = False, other_words: int = 0) -> str | None:
    """``question`` in Persian script when it is Persian typed in Latin letters, else None; words it
    does not know (names, English terms) are kept as typed. A word no English or German sentence has
    ("mishe", "chand") counts one, a short word shared with them ("do", "ta", "dar") a half: one and a half
    in all with one of them distinct, or a distinct word last, where Persian puts its verb ("… darid?"). A question
    with ``other_words`` German or English function words, three or more, needs two distinct ones ("… krieg i dann
    no mehr Karta druff? Und isch Ass+Zehn dann a Blackjack?" is Swabian)."""
    distinct, words = _finglish()
    tokens = [_finglish_spelling(token, words) for token in normalize(question).split()]
    if set(tokens) & (word_set("dealer_words") | word_set("versus_words")):  # "12 dram diler 3": "12 daram"
        short = set(lexicon()["finglish"]["have_typed_short"])
        tokens = ["daram" if t in short and i and tokens[i - 1].isdecimal() and 4 <= int(tokens[i - 1]) <= 21 else t
                  for i, t in enumerate(tokens)]
    strong = sum(token in distinct for token in tokens)
    weak = sum(token in words and token not in distinct for token in tokens)
    if other_words >= 2:  # "Salam! Casino Senator in Eriwan: wie viele Decks?": a Persian greeting, a German question
        strong -= sum(token in word_set("finglish", "greetings") for token in tokens)
    verb_last = bool(tokens) and tokens[-1] in distinct  # Persian ends on its verb: "side bet darid?"
    # a verb shared with German ("daran") ending a sentence with no German or English function word: "st moritz even
    # money daran?"
    shared_last = bool(tokens) and not other_words and tokens[-1] in word_set("finglish", "shared_verbs")
    # In a chat held in Persian, one Finglish word of either kind will do ("va too senator?")
    # in a Persian chat, one Finglish word will do, unless the words are mostly others ("sorry my friend asks in
    # english – can the doubled bet go over the table maximum there?")
    # a Persian word among words of any language ("okey fe3lan, bye bye")
    if persian_chat:
        enough = strong or weak and (len(tokens) < 8 or weak * 3 >= len(tokens))
    else:
        neutral = word_set("finglish", "neutral")
        enough = strong and (strong + weak / 2 >= 1.5 or verb_last
                             or not other_words and len(tokens) <= 4  # "cottbus chand deck?": no other language's word
                             or all(token in distinct or token in neutral or not any(c.isalnum() for c in token)
                                    for token in tokens)) or shared_last  # ("dorood 🙂": an emoji says nothing)
    # ("Salam, ye soal: Ich splitte im Senator Asse und krieg wieder ein Ass …": a Persian greeting, a German question)
    if not enough or other_words >= 3 and strong < 2 or persian_chat and not strong and other_words >= weak \
            or other_words >= 6 and strong + weak / 2 < other_words / 2:
        return None  # (in a Persian chat, "and in SH?", "Und in St. Moritz?" are English and German)
    padded = f" {' '.join(tokens)} "
    for phrase, persian in lexicon()["finglish"].get("phrases", {}).items():  # "black jack", before "jack"
        padded = padded.replace(f" {phrase} ", f" {persian} ")
    # A lone card letter stays a card ("A,6 dar barabare 4": the ace, which the reader knows by its capital)
    return " ".join(token.upper() if token in _CARD_LETTERS else words.get(token, token)
                    for token in padded.split())


def _finglish_spelling(token: str, words: dict[str, str]) -> str:
    """A Finglish word as the lexicon spells it, where the guest wrote x for kh or ks, or q for gh ("hadaxar",
    "xodam", "hadeqal")."""
    if token in words or not token.isalpha():
        return token
    if (single := re.sub(r"(.)\1{2,}", r"\1", token)) != token and single in words:
        return single  # "mersiii", "salaaam": a letter drawn out
    if not ("x" in token or "q" in token):
        return token
    for spelled in (token.replace("x", "ks"), token.replace("x", "kh"), token.replace("q", "gh"),
                    token.replace("x", "kh").replace("q", "gh"), token.replace("x", "ks").replace("q", "gh")):
        if spelled in words:
            return spelled
    return token


@functools.cache
def _finglish() -> tuple[frozenset[str], dict[str, str]]:
    """The lexicon's Finglish words: those no English or German sentence has, and each word's Persian."""
    finglish = lexicon()["finglish"]
    return frozenset(finglish["distinct"]), finglish["words"]


def _localized(text) -> tuple[str, str, str]:
    return (text.de, text.en, text.fa)


def find_casino(text: str, index: NameIndex) -> tuple[str, str] | None:
    """(casino id, the words naming it) in a normalised text, typo-tolerantly; the longest, best match wins."""
    return index.found("casino", text, index.casinos)


def find_table(text: str, index: NameIndex, casino: str) -> tuple[str, str] | None:
    return index.found(f"table {casino}", text, index.tables.get(casino, ()))


def find_own_table(text: str, index: NameIndex) -> tuple[str, str] | None:
    """("casino id/table id", the words naming it) for a table name only one casino has ("Digital 21")."""
    return index.found("own table", text, index.own_tables)


@functools.lru_cache(maxsize=64)
def _spaced(names: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str, str], ...]:
    """(`` name ``, name, key): a name is found only as whole words."""
    return tuple((f" {name} ", name, key) for name, key in names)


@functools.lru_cache(maxsize=64)
def _fuzzy_choices(names: tuple[tuple[str, str], ...]) -> dict[str, str]:
    """Names without their generic words (casino, table, …), long enough to match typo-tolerantly."""
    return {bare: key for name, key in names
            if len(bare := " ".join(t for t in name.split() if t not in word_set("generic_names"))) >= 5}


def _find(text: str, names: tuple[tuple[str, str], ...]) -> tuple[str, str] | None:
    padded = f" {text} "
    # A payout ("the 3:2 tables") names a table before any other words of its name ("… with Bonus Black Jack").
    exact = [(":" in name, len(name), key, name) for spaced, name, key in _spaced(names) if spaced in padded]
    if exact:
        *_, key, name = max(exact)
        return key, name
    tokens = [t for t in text.split() if t not in word_set("generic_names")]
    choices = _fuzzy_choices(names)
    best: tuple[float, int, str, str] | None = None
    for size in (4, 3, 2, 1):
        for start in range(len(tokens) - size + 1):
            gram = " ".join(tokens[start : start + size])
            if len(gram) < 5:
                continue
            found = process.extractOne(gram, choices.keys(), scorer=fuzz.ratio, processor=None, score_cutoff=80)
            if found is None:
                continue
            name, score, _ = found
            # (a five-letter name takes no changed letter: "weiss" is not "swiss")
            if score < (85 if len(name) >= 8 or len(name) <= 5 else 80) or best is not None and (score, len(name)) <= best[:2]:
                continue
            if _DIGITS.findall(gram) != _DIGITS.findall(name) and any(t.isdecimal() for t in gram.split()):
                continue  # "digital 100 drauf": a bet beside the name, not a typo of "digital 21"
            best = (score, len(name), choices[name], gram)
    return (best[2], best[3]) if best else None


_CARDS_COUNTED = re.compile(r"(?<!\S)(\S+)(?: تا)? (?:cards|karten|kartn|kaartn|کارت|کارتا|کارته)(?!\S)")
"""A count of cards ("seven cards", "sieben Kartn", «۷ تا کارت»): no card."""


def _without_cards_counted(text: str) -> str:
    """Normalised ``text`` without a count of three to twelve cards ("sieben Kartn, 17")."""
    dealer = word_set("dealer_words") | word_set("versus_words")

    def counted(match: re.Match) -> str:
        word, before = match[1], text[: match.start()].split()[-2:]
        value = int(word) if word.isdecimal() else numbers.word_value(word)
        # (not «دیلر ۷. کارت بکشم؟»: the dealer's 7, then a card asked for)
        return " " if value is not None and 3 <= value <= 12 and not set(before) & dealer else match[0]
    return _CARDS_COUNTED.sub(counted, text)


def read_slots(question: str, lang: str, index: NameIndex | None = None) -> Slots:
    """Every slot in ``question`` (any form; it is normalised here)."""
    ace = lexicon()["cards"].get(lang, lexicon()["cards"]["en"])["A"][0]  # the language's word for the ace
    text = normalize(_ACE_LETTER.sub(f" {ace} ", question))
    casino = table = None
    if index is not None:
        if found := find_casino(text, index):
            casino, text = found[0], _without(text, found[1])
            if found := find_table(text, index, casino):
                table, text = found[0], _without(text, found[1])
                other = find_table(text, index, casino)
                if other is not None and other[0] != table:  # "the 6:5 table against the 3:2 tables": both asked about
                    table, text = None, _without(text, other[1])
                elif any(w in f" {text} " for w in spaced("other_table")):
                    table = None  # "the six-to-five table … and what would it be at the other table?": both
        elif found := find_own_table(text, index):
            (casino, table), text = found[0].split("/", 1), _without(text, found[1])
        padded = f" {text} "
        for name in index.other_names:  # a side bet's name: no card, but what a bet is put on ("10 on 3CW")
            if f" {name} " in padded:
                padded = padded.replace(f" {name} ", f" {SIDE_BET_MARK} ")
        text = padded.strip()
    words = lexicon()
    correcting = word_set("correction_words") | word_set("self_correction_words")
    put_right = False  # «جلوی ۱۰ دیلر... نه ببخشید، جلوی ۹»: a correction read away with the "no" that is no nine
    dealer = word_set("dealer_words")
    for phrase in words["not_cards"].get(lang, []):
        put_right = put_right or phrase in text and bool(set(phrase.split()) & correcting)
        if phrase in text and dealer & set(text[: text.find(phrase)].split()[-1:]):
            continue  # «دیلر سه کارت بگیرم؟»: the dealer's three, then a card asked for
        text = text.replace(phrase, " ")
    padded = f" {text} "
    for phrase, _ in group_counts():  # "the three of us each put 400 on it": guests counted, no card
        if f" {phrase} " in padded:
            padded = padded.replace(f" {phrase} ", " ")
    text = padded.strip()
    if any(f" {w} " in f" {text} " for w in word_set("box_words")):  # "Box 3 gehört meinem Kumpel": no card 3
        tokens = text.split()
        text = " ".join(t for i, t in enumerate(tokens)
                        if not (i and tokens[i - 1] in word_set("box_words") and t.isdecimal() and int(t) <= 7))
    # "sieben Kartn, 17", «هر ۳ تا کارت سیاه اومد»: how many cards, no card of the hand and no bet
    text = _without_cards_counted(_with_nicknames(numbers.with_digits(text)))
    age, text = _age(text)
    amount, currency, minimum, text = _amount(text)
    text = _DOUBLING_TOTALS.sub(" ", text)  # "دابل فقط رو ۹ و ۱۰ و ۱۱ هست؟": the rule's totals, no hand
    total, soft, text = _total(text, lang)
    before, after = _split_against(text)
    cards = _without_its_sum(_cards(before, lang), before)
    dealer = _cards(after, lang)
    upcard = dealer[0] if dealer else None
    if len(cards) == 1 and upcard is not None and set(before.split()) & word_set("plural_cards") \
            and not set(before.split()) & set(map(str, lexicon()["card_counts"])):
        cards = (cards[0], cards[0])  # "ok so eights against a dealer nine": a pair against his card
    if len(dealer) >= 2 and (set(after.split()) & correcting or put_right) \
            and not word_set("have_words") & set(after.split()):
        upcard = dealer[-1]  # «دیلر ۱۰... نه ببخشید اشتباه دیدم، ۷ ـه»: the dealer's card put right
    if not cards and len(dealer) >= 2 and word_set("have_words") & set(after.split()):
        cards = dealer[1:]  # "Croupier zeigt 6, ich hab Ass-7", "dealer shows 2 and I've got 9": the hand after his card
    tokens = set(text.split())
    at_max = bool(tokens & word_set("maximum_words")) and bool(tokens & word_set("max_bet_words"))
    return Slots(casino, table, cards, upcard, total, soft, amount, currency, minimum, at_max, age)


@functools.cache
def _age_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    def either(key: str) -> str:
        return "|".join(re.escape(w) for w in sorted(word_set(key), key=len, reverse=True))

    told = re.compile(rf"(?:^|(?<=\s))(\d{{1,2}})\s*(?:{either('age_words')})(?=\s|$)")
    subject = re.compile(rf"(?:^|(?<=\s))(?:{either('age_subject_words')}|mit|at|ba)\s+"
                         rf"(?:(?:{either('age_subject_fillers')})\s+)?(\d{{1,2}})(?=\s|$)")
    return told, subject


def _age(text: str) -> tuple[int | None, str]:
    """The guest's age (5–99) where normalised ``text`` tells it ("17 years old", «۱۷ سالمه»; "I'm 17", "mit 17" only
    beside a word for getting in), and the text without it (no hand total, no bet)."""
    told, subject = _age_patterns()
    found = told.search(text)
    if found is None and any(w in f" {text} " for w in spaced("age_entering_words")):
        found = subject.search(text)
        if found is not None and set(text[found.end():].split()[:1]) & currency_words():
            found = None  # «من ۸۰ فرانک رو باکسم دارم»: a bet
    if found is None or not 5 <= int(found.group(1)) <= 99 \
            or set(text[: found.start()].split()[-1:]) & word_set("under_age_words"):  # «زیر ۱۸ سال»: no age told
        return None, text
    return int(found.group(1)), f"{text[: found.start()]} {text[found.end():]}".strip()


_AND_OR = r"(?:(?:و|and|und|or|oder|ya|یا)\s+)?"
_DOUBLING_TOTALS = re.compile(rf"(?:^|(?<=\s))9\s+{_AND_OR}10\s+{_AND_OR}11(?=\s|$)")
"""9, 10 and 11 named together: the totals a doubling rule names, not cards."""


TEN_CARDS = ("10", "J", "Q", "K")
"""The cards worth ten."""


def is_natural(cards: tuple[str, ...]) -> bool:
    """Whether two cards are a blackjack: an ace and a ten-valued card."""
    return len(cards) == 2 and "A" in cards and set(cards) - {"A"} <= set(TEN_CARDS) and cards != ("A", "A")


def _with_nicknames(text: str) -> str:
    """Sums named by a nickname or a note as digits marked as a bet ("Queens Trio with a tenner", "mit nem Zehner":
    money, not a ten)."""
    nicknames, notes = lexicon()["money_nicknames"], lexicon()["money_notes"]
    tokens = text.split()
    text = " ".join(f"{nicknames[t]} bet" if t in nicknames else t for t in tokens)
    if not notes.keys() & set(tokens):
        return text
    for note, value in notes.items():
        for before in lexicon()["money_note_before"]:
            text = f" {text} ".replace(f" {before} {note} ", f" {before} {value} bet ").strip()
    return text


def without_ace_letters(text: str) -> str:
    """``text`` without the capital A that stands for an ace ("A-A gegen 8"): it is no word of any language."""
    return _ACE_LETTER.sub(" ", text)


def _without_its_sum(cards: tuple[str, ...], text: str = "") -> tuple[str, ...]:
    """"10 (6 und 4)", «۹ دارم (۵ و ۴)», "6-4 for 10", "Fünf und Vier, also 9": a total told with the cards that make
    it, before or after them, is not a card of its own."""
    if len(cards) < 3:
        return cards

    def totals(rest: tuple[str, ...]) -> tuple[int, int]:
        low = sum(1 if c == "A" else 10 if c in ("J", "Q", "K") else int(c) for c in rest)
        return low, low + 10 * ("A" in rest)

    if cards[0].isdecimal() and int(cards[0]) in totals(cards[1:]):
        return cards[1:]
    if cards[-1].isdecimal() and int(cards[-1]) in totals(cards[:-1]) and set(text.split()) & word_set("sum_words"):
        return cards[:-1]  # after the cards, the total needs a word that sums them ("2, 3 and 5" is three cards)
    return cards


def _without(text: str, words: str) -> str:
    return f" {text} ".replace(f" {words} ", " ").strip()


def dealer_cards(text: str, lang: str) -> tuple[str, ...]:
    """The cards normalised ``text`` gives the dealer ("Die Bank in Potsdam hat Ass + 6": A, 6)."""
    return _cards(_split_against(text)[1], lang)


def _split_against(text: str) -> tuple[str, str]:
    padded = f" {text} "
    positions = [(padded.find(f" {w} "), len(w)) for w in lexicon()["against"] if f" {w} " in padded]
    if not positions:
        return text, ""
    at, size = min(positions)
    return padded[:at], padded[at + size + 1 :]


@dataclass(frozen=True)
class _CardWords:
    """A language's words for cards, read once from the lexicon."""

    phrases: tuple[tuple[str, str], ...]
    """(words, rank) for the names of more than one word, longest first."""
    words: dict[str, str]
    points: frozenset[str]
    values: frozenset[str]
    pair_counts: frozenset[str]
    counters: frozenset[str]


@functools.cache
def _card_words(lang: str) -> _CardWords:
    cards = lexicon()["cards"]
    table = cards.get(lang, cards["en"])
    phrases = sorted(((w, rank) for rank, ws in table.items() for w in ws if " " in w), key=lambda x: -len(x[0]))
    words = lexicon()
    return _CardWords(tuple(phrases), {w: rank for rank, ws in table.items() for w in ws}, frozenset(words["points"]),
                      frozenset(words["values"]), frozenset(words["pair_count"]), frozenset(words["counters"]))


@functools.cache
def card_word_set(lang: str) -> frozenset[str]:
    """Every word naming a card in ``lang`` or English ("bube", "dame", "queens")."""
    return frozenset(_card_words(lang).words) | frozenset(_card_words("en").words)


_JACK_IN_PERSIAN = re.compile(r"(?<!بلک )(?<!بلک)(?<=\s)جک(?=\s)")
"""«جک پیک»: the jack in Persian letters (not the "jack" of «بلک جک»)."""


def _cards(text: str, lang: str) -> tuple[str, ...]:
    vocabulary = _card_words(lang)
    padded = f" {text.replace('§', ' ')} "  # § marks a card phrase read below: never the guest's own
    if lang == "fa":
        padded = _JACK_IN_PERSIAN.sub("سرباز", padded)
    for phrase, rank in vocabulary.phrases:
        padded = padded.replace(f" {phrase} ", f" §{rank} ")
    found: list[str] = []
    words = vocabulary.words
    tokens = padded.split()
    tokens = _aces_of_suits(tokens, _suit_words())
    points, values = vocabulary.points, vocabulary.values
    pair_counts, counters = vocabulary.pair_counts, vocabulary.counters
    skip = 0
    for position, token in enumerate(tokens):
        if skip:
            skip -= 1
            continue
        # "2, 3 and 5", "2,3,2,A,4": cards listed, not a pair
        listed = token.isdecimal() and position + 1 < len(tokens) and _listed_card(tokens[position + 1]) and (
            position and _listed_card(tokens[position - 1]) or position + 2 < len(tokens) and (
                _listed_card(tokens[position + 2])
                or tokens[position + 1].isdecimal() and tokens[position + 2] in word_set("and_words")))
        if token in pair_counts and not listed:
            at = position + 1 + (position + 1 < len(tokens) and tokens[position + 1] in counters)
            # («دو تا تک خال»: the card named by a phrase, marked above)
            pair = () if at >= len(tokens) else (_rank(tokens[at][1:]),) if tokens[at].startswith("§") \
                else _cards(tokens[at], lang)
            if len(pair) == 1 and at + 1 >= len(tokens) or len(pair) == 1 and tokens[at + 1] not in points:
                found += [pair[0], pair[0]]
                skip = at - position
                continue
            if len(pair) == 2 and pair[0] == pair[1] and _PAIR_TOKEN.match(tokens[at]):  # "zwei 8er": one pair
                found += list(pair)
                skip = at - position
                continue
        if position + 1 < len(tokens) and tokens[position + 1] in points:
            continue  # "10 points" is a value, not a card
        if position and tokens[position - 1] in values and token.isdecimal():
            continue  # "counts 7" too
        if token.startswith("§"):
            found.append(_rank(token[1:]))
        elif token in words and tokens[position + 1 : position + 2] in (["paar"], ["pair"]):
            found += [_rank(words[token])] * 2  # "Neuner-Paar": a pair
            skip = 1
        elif token in words:
            # "split the sevens", "split aces": a rank in the plural after splitting is a pair
            near = set(tokens[max(0, position - 2) : position + 3]) - {token}  # "die Achten teilen": after it too
            plural = token != _singular(words[token], lang) and bool(near & word_set("split_words"))
            found += [_rank(words[token])] * (2 if plural else 1)
        elif match := _PAIR_TOKEN.match(token):
            found += [match[1], match[1]]
        elif token.endswith("erpaar") and token[:-6] in words:  # "Neunerpaar", "Achterpaar": a pair
            found += [_rank(words[token[:-6]])] * 2
        elif match := _CARD_TOKEN.match(token):
            found.append(_rank(_SYMBOL_RANKS.get(match[1] or match[3], match[1] or match[3])))
        elif lang == "fa" and token in _CARD_LETTERS:  # «J پیک و A پیک»: a Latin card letter in Persian
            found.append(_CARD_LETTERS[token])
        elif match := _JOINED.match(token):
            found += [_rank(_SYMBOL_RANKS.get(g, g)) for g in match.groups()]
        elif match := _SHORTHAND.match(token):
            first, second = [g for g in match.groups() if g]
            found += [_rank(_SYMBOL_RANKS.get(first, first)), _rank(_SYMBOL_RANKS.get(second, second))]
    return tuple(found)


def _listed_card(token: str) -> bool:
    """Whether a token is a card as a list writes it: a number up to 11 or a card's letter ("2 3 2 a 4")."""
    return token.isdecimal() and int(token) <= 11 or token in _CARD_LETTERS or token == "ace" or bool(_CARD_TOKEN.match(token))


@functools.cache
def group_counts() -> tuple[tuple[str, int], ...]:
    """The lexicon's phrases counting the guests on a box, normalised, with their counts ("wir sind zu dritt": 3)."""
    return tuple((normalize(str(phrase)), int(count)) for phrase, count in lexicon()["group_counts"].items())


@functools.cache
def abbreviations() -> re.Pattern[str]:
    """The blackjack terms guests write in capitals ("DAS", "NHC"), as the lexicon lists them."""
    return re.compile(rf"\b(?:{'|'.join(map(re.escape, lexicon()['abbreviations']))})\b")


@functools.cache
def spaced(*path: str) -> tuple[str, ...]:
    """A lexicon list's phrases, normalised, with a space either side (as found in a padded question)."""
    return tuple(f" {w} " for w in word_set(*path))


def without_phrases(text: str, *keys: str) -> str:
    """Normalised ``text`` without the phrases of the lexicon lists ``keys`` (each a top-level list)."""
    padded = f" {text} "
    for key in keys:
        for phrase in spaced(key):
            padded = padded.replace(phrase, " ")
    return " ".join(padded.split())


_CARD_LETTERS = {"a": "A", "k": "K", "q": "Q", "j": "J"}
"""Card letters as a normalised text writes them ("A-K", «J پیک»)."""


@functools.cache
def currency_words() -> frozenset[str]:
    """Every word naming a currency ("chf", "euro", «درام»), normalised."""
    return frozenset(normalize(w) for words in lexicon()["currencies"].values() for w in words)


@functools.cache
def _suit_words() -> frozenset[str]:
    return frozenset(word for words in lexicon()["suits"].values() for word in words)


def _aces_of_suits(tokens: list[str], suits) -> list[str]:
    """"J and A of spades": "a" before "of" and a suit is the ace, not the article."""
    if "a" not in tokens:
        return tokens
    return ["ace" if token == "a" and tokens[j + 1 : j + 2] == ["of"] and tokens[j + 2 : j + 3] and tokens[j + 2] in suits
            else token for j, token in enumerate(tokens)]


def suited_cards(text: str, lang: str) -> tuple[str, ...]:
    """The cards of normalised ``text`` as rank and suit symbol, "?" where no suit is named ("K♠", "9?"), "r" or
    "b" where only its colour is ("two red jacks": "Jr", "Jr"):
    "Pik König", "Pikdamen", "jack of hearts", «سرباز دل», "K♠", "eine 9"; a count before them repeats
    them ("zwei Pikdamen", «دو تا بی‌بی پیک», "drei Könige")."""
    padded = f" {text} "
    for phrase in spaced("card_corrections"):  # "ye bibi gashniz... na bebakhshid ye bibi del": the hearts, not clubs
        if (at := padded.find(phrase)) >= 0 and (after := suited_cards(padded[at + len(phrase):].strip(), lang)) \
                and (before := suited_cards(padded[:at].strip(), lang)):
            return (*before[: max(0, len(before) - len(after))], *after)
    suits = {word: symbol for symbol, words in lexicon()["suits"].items() for word in words}
    suits |= {word: color for color, words in lexicon()["colors"].items() for word in words}  # "red": "r"
    if lang == "fa":  # «دله», «پیکه»: the suit with the verb "is" joined to it
        suits |= {word + "ه": symbol for word, symbol in suits.items()}
    # "Drei Pik-Asse on 3CW": German card words in an English question too (but "as" stays the English word)
    german = {w: r for w, r in _card_words("de").words.items() if w != "as"} if lang != "fa" else {}
    ranks = {**german, **_card_words("en").words, **_card_words(lang).words, **{str(n): str(n) for n in range(2, 11)}}
    counts = lexicon()["card_counts"]
    if lang == "fa":  # «شاهه»: the king, with the verb "is" joined to it; «A پیک»: a Latin card letter
        ranks |= {word + "ه": rank for word, rank in ranks.items()} | _CARD_LETTERS
    padded = f" {text} " if lang != "fa" else _JACK_IN_PERSIAN.sub("سرباز", f" {text} ")
    for phrase in (*lexicon()["not_colored_cards"], *lexicon()["not_cards"].get(lang, ())):  # "black jack": the game
        padded = padded.replace(f" {phrase} ", " ")
    padded = _without_denied_cards(padded)
    for phrase, count in lexicon()["count_phrases"].items():  # "all three are queens of spades"
        padded = padded.replace(f" {normalize(phrase)} ", f" {normalize(count)} ")
    not_spades = one_spade = False
    for phrase in lexicon()["not_spades"]:  # "none of them spades": no suit named, but not spades either
        if f" {normalize(phrase)} " in padded:
            padded, not_spades = padded.replace(f" {normalize(phrase)} ", " "), True
    for phrase in lexicon()["one_spade"]:  # "drei Damen, aber nur eine davon Pik"
        if f" {normalize(phrase)} " in padded:
            padded, one_spade = padded.replace(f" {normalize(phrase)} ", " "), True
    two_spades = False
    for phrase in lexicon()["two_spades"]:  # "drei Damen, davon zwei Pik"
        if f" {normalize(phrase)} " in padded:
            padded, two_spades = padded.replace(f" {normalize(phrase)} ", " "), True
    for phrase, rank in _card_words(lang).phrases:  # «بی بی»: a card of two words, as one
        padded = padded.replace(f" {phrase} ", f" {_ONE_WORD[rank]} ")
    tokens, cards = padded.split(), []
    plain = word_set("plain_card_words")  # "zwei normale Damen": two queens of no suit named
    tokens = [t for i, t in enumerate(tokens) if not (t in plain and i and tokens[i - 1] in counts)]
    for j in range(len(tokens) - 5, -1, -1):  # "J and A of spades": both cards of the suit named after them
        first, joined, second, of, suit = tokens[j : j + 5]
        if joined in word_set("and_words") and of == "of" and suit in suits and first in ranks \
                and (second in ranks or second == "a"):
            tokens[j : j + 1] = [first, "of", suit]
    tokens = _aces_of_suits(tokens, suits)
    i, both_at = 0, -9
    while i < len(tokens):
        token, count = tokens[i], 1
        if token in word_set("both_words"):  # "both been the queen of spades": two of the card named next
            both_at = i
        after = tokens[i + 1] if i + 1 < len(tokens) else ""
        # «۲ پیک» is the two of spades (Persian names the rank first), «دو تا بی‌بی پیک» two queens of spades
        rank_first = lang == "fa" and token.isdecimal() and after in suits \
            or after == "of" and i + 2 < len(tokens) and tokens[i + 2] in suits  # "2 of spades": a card, not two
        if token in counts and not rank_first and (
                after in ranks or after in suits or after in _card_words(lang).counters
                or any(after.startswith(w) and after[len(w):] in ranks for w in suits)):
            count, i = counts[token], i + 1 + (i + 2 < len(tokens) and tokens[i + 1] in _card_words(lang).counters)
            token = tokens[i]  # «دو تا بی‌بی پیک»: the counter after the count is skipped
        if i and tokens[i - 1] in word_set("no_card_words") and (token in ranks or token in suits):
            i += 1  # "beim Croupier keine Dame": no queen there
            continue
        rank = suit = None
        if token.isdecimal() and token in ranks and i + 1 < len(tokens) and tokens[i + 1] in suits \
                and (lang == "fa" or not (i + 2 < len(tokens) and tokens[i + 2] in ranks)):  # «۱۰ پیک» (not "10: Herz-Dame")
            rank, suit, i = _rank(ranks[token]), suits[tokens[i + 1]], i + 1
        elif token.isdecimal() and token in ranks and tokens[i + 1 : i + 2] == ["of"] and i + 2 < len(tokens) \
                and tokens[i + 2] in suits:  # "9 of hearts"
            rank, suit, i = _rank(ranks[token]), suits[tokens[i + 2]], i + 2
        elif match := _CARD_TOKEN.match(token):  # "k♠", "9"
            rank, suit = _rank(_SYMBOL_RANKS.get(match[1] or match[3], match[1] or match[3])), match[2] or "?"
        elif (joined := next((w for w in suits if token.startswith(w) and token[len(w):] in ranks), None)):
            rank, suit = _rank(ranks[token[len(joined):]]), suits[joined]  # "pikdamen"
        elif token in suits and i + 1 < len(tokens) and tokens[i + 1] in ranks:  # "pik könig", "herz 9"
            rank, suit, i = _rank(ranks[tokens[i + 1]]), suits[token], i + 1
        elif token in ranks and i + 2 < len(tokens) and tokens[i + 1] == "of" and tokens[i + 2] in suits:
            rank, suit, i = _rank(ranks[token]), suits[tokens[i + 2]], i + 2  # "jack of hearts"
        elif token in ranks and i + 1 < len(tokens) and tokens[i + 1] in suits:  # «سرباز دل»
            rank, suit, i = _rank(ranks[token]), suits[tokens[i + 1]], i + 1
        elif token in ranks and ranks[token] != "face":
            rank, suit = _rank(ranks[token]), "?"
        if rank is not None and token in _CARD_LETTERS and i and tokens[i - 1] in ranks \
                and _rank(ranks[tokens[i - 1]]) == rank and cards and cards[-1][:-1] == rank:
            i += 1  # «2 تا شاه (K)»: the letter glosses the card just named, no card of its own
            continue
        if rank is not None:
            count = 2 if count == 1 and i - both_at <= 5 else count
            both_at = -9 if i - both_at <= 5 else both_at
            if count > 1 and suit == "?":  # "3 ta bibi oomad (pik, del, khaj)": the suits listed after the count
                listed = [suits[t] for t in tokens[i + 1 : i + count + 3] if t in suits][:count]
                if len(listed) == count:
                    cards += [f"{rank}{s}" for s in listed]
                    i += 1 + next(j for j in range(count + 2) if [suits[t] for t in tokens[i + 1 : i + 2 + j]
                                                                   if t in suits] == listed)
                    continue
            if count == 2 and suit != "?" and i + 2 < len(tokens) and tokens[i + 1] in word_set("and_words") \
                    and tokens[i + 2] in suits and tokens[i + 3 : i + 4] != [] and tokens[i + 3] not in ranks:
                # «دوتا سرباز دل و خشت اومد»: two jacks, of hearts and of diamonds (not "… und Herz 9")
                cards += [f"{rank}{suit}", f"{rank}{suits[tokens[i + 2]]}"]
                i += 3
                continue
            if count == 2 and suit != "?" and i + 1 < len(tokens) and tokens[i + 1] in suits \
                    and (i + 2 == len(tokens) or tokens[i + 2] not in ranks):
                # "2 damen (pik + herz)": two queens, of spades and of hearts (not "… pik, Herz-Dame")
                cards += [f"{rank}{suit}", f"{rank}{suits[tokens[i + 1]]}"]
                i += 2
                continue
            cards += [f"{rank}{suit}"] * count
        i += 1
    named_suits = {suits[t] for t in tokens if t in suits and suits[t] in "♠♥♦♣"}
    both_of = next((suits[t] for j, t in enumerate(tokens) if t in suits and suits[t] in "♠♥♦♣"
                    and set(tokens[max(0, j - 2) : j]) & word_set("both_words")), None)
    if len(cards) == 2 and both_of and all(card[-1] == "?" for card in cards):
        return tuple(card[:-1] + both_of for card in cards)  # "two queens AND both are spades": both of that suit
    if len(cards) == 1 and cards[0][-1] == "?" and len(named_suits) == 1:
        # "und wenn die Croupier-Dame auch Pik gewesen wär?", "if the dealer's queen was a spade too": one card,
        # and one suit said of it apart from it
        return (cards[0][:-1] + named_suits.pop(),)
    if two_spades and [card[-1] for card in cards].count("?") == len(cards) >= 3:
        return tuple(card[:-1] + ("♠" if i < 2 else "n") for i, card in enumerate(cards))
    if len(cards) == 3 and cards[2][-1] != "?" and cards[0] == cards[1] == f"{cards[2][:-1]}?" \
            and any(f" {normalize(w)} " in padded for w in lexicon()["one_of_them"]):
        return (cards[2], cards[0])  # "both queens and one of them is the queen of spades": Q♠ and another queen
    if one_spade and "?" in (suits_named := [card[-1] for card in cards]) and "♠" not in suits_named:
        first = suits_named.index("?")
        return tuple(card[:-1] + ("♠" if i == first else "n") if card[-1] == "?" else card for i, card in enumerate(cards))
    return tuple(card[:-1] + "n" if not_spades and card[-1] == "?" else card for card in cards)


def _without_denied_cards(padded: str) -> str:
    """Padded text without the cards it says the others were not ("the others weren't queens", «بقیه کارتا بی‌بی
    نبودن»): a card denied is no card of the hand."""
    others = lexicon()["others_not"]
    for lead in others["lead"]:
        if (at := padded.find(f" {normalize(lead)} ")) >= 0:
            rest = padded[at + len(normalize(lead)) + 2 :].split()
            padded = padded[:at] + " " + " ".join(rest[2:] if rest[:1] in (["a"], ["an"], ["eine"]) else rest[1:]) + " "
    for before, after in others["around"]:
        padded = re.sub(rf" {re.escape(normalize(before))}(?: \S+){{0,3}} {re.escape(normalize(after))} ", " ", padded)
    return padded


_ONE_WORD = {"A": "ace", "K": "king", "Q": "queen", "J": "jack", "face": "face", **{str(n): str(n) for n in range(2, 11)}}
"""A card's rank as one English word the card reader knows, for cards named in several words."""


def _singular(rank: str, lang: str) -> str:
    """A rank's first word in ``lang``'s lexicon ("seven" for "7"): its other words are plurals and synonyms."""
    cards = lexicon()["cards"]
    return cards.get(lang, cards["en"]).get(rank, [""])[0]


def _rank(label: str) -> str:
    return {"face": "10", "A": "A", "K": "K", "Q": "Q", "J": "J"}.get(label, label.upper() if label in "akqj" else label)


@functools.cache
def _total_words() -> tuple[dict[str, int], tuple[tuple[str, int], ...], frozenset[str], frozenset[str]]:
    """Number words of every language, those of several words longest first, and the words for soft and hard."""
    words = lexicon()
    numbers = {**words["numbers"]["en"], **words["numbers"]["de"], **words["numbers"]["fa"]}
    phrases = tuple(sorted(((p, v) for p, v in numbers.items() if " " in p), key=lambda x: -len(x[0])))
    return numbers, phrases, frozenset(words["soft"]), frozenset(words["hard"])


def _total(text: str, lang: str) -> tuple[int | None, bool | None, str]:
    """A hand total (11–21, or any after "soft"/"hard"), removed from the text once read."""
    numbers, phrases, soft_words, hard_words = _total_words()
    for phrase, value in phrases:
        if f" {phrase} " in f" {text} ":
            text = f" {text} ".replace(f" {phrase} ", f" {value} ").strip()
    tokens = text.split()
    found = []
    for i, token in enumerate(tokens):
        value = numbers.get(token) or (int(token) if token.isdecimal() and len(token) <= 2 else None)
        if value is None:
            continue
        near = set(tokens[max(0, i - 1) : i]) | set(tokens[i + 1 : i + 2])
        soft = True if near & soft_words else False if near & hard_words else None
        named = bool(set(tokens[max(0, i - 2) : i]) & word_set("total_words"))  # "my total is 9"
        if 11 <= value <= 21 or ((soft is not None or named) and 4 <= value <= 21):
            found.append((i, value, soft))
    if not found:
        return None, None, text
    # "ace and 7 (soft 18)": the total a soft word stands beside, not the card before it
    # "i got hard 10 vs dealer 6" beside "guy behind me 20€": the total a hard or soft word names, first
    marked = [f for f in found if f[0] and tokens[f[0] - 1] in soft_words | hard_words]  # "hard 10", not "7 (soft 18)"
    i, value, soft = next(iter(marked), next((f for f in found if 11 <= f[1]), found[0]))
    if soft is None and any(f[2] is not None for f in found if f[1] == value):
        soft = next(f[2] for f in found if f[1] == value and f[2] is not None)
    rest = tokens[:i] + tokens[i + 1 :]
    return value, soft, " ".join(t for t in rest if t not in soft_words | hard_words)


def _amount(text: str) -> tuple[Decimal | None, str | None, Decimal | None, str]:
    """A bet with its currency ("20 euro", "€20", "setze 50"), and a table minimum named beside it ("at the
    €5 table"), removed from the text once read."""
    currencies = {w: code for code, ws in lexicon()["currencies"].items() for w in ws}
    tokens = re.sub(r"([€$])", r" \1 ", text).split()
    tables = word_set("table_words")
    # "am 10er Tisch": a table by its minimum (without "Tisch", "10er" is a pair of tens)
    # "bei 50er Einsatz": a bet
    after_er = tables | word_set("spelled_numbers", "stake_nouns") - {"wieder"}
    tokens = [t[:-2] if t.endswith("er") and t[:-2].isdecimal() and tokens[i + 1 : i + 2] and tokens[i + 1] in after_er
              else t for i, t in enumerate(tokens)]
    found = []
    for i, token in enumerate(tokens):
        if not _NUMBER.match(token):
            continue
        # (not "dealer's 9, EUR 40": a currency code before the next number is that number's)
        after = [] if i + 2 < len(tokens) and _NUMBER.match(tokens[i + 2]) \
            and tokens[i + 1] in word_set("currency_codes") else tokens[i + 1 : i + 2]
        # (not "max 1000 euro zadam, 11 oomad": a currency after another number is that number's)
        near = [tokens[j] for j in range(max(0, i - 2), i)
                if not (j and tokens[j] in currencies and _NUMBER.match(tokens[j - 1]))] + after
        code = next((currencies[t] for t in near if t in currencies), None)
        # ("got a 10 on one and a 9 on the other": a card on a split's hand, after its article)
        split_hand = " ".join(tokens[i + 2 : i + 4]) in word_set("split_hand_phrases") \
            and i and tokens[i - 1] in word_set("articles")
        on_it = i + 2 < len(tokens) and tokens[i + 2] in lexicon()["on_words"].get(tokens[i + 1], ()) and not split_hand
        on_it = on_it or tokens[i + 1 : i + 2] != [] and tokens[i + 1] in word_set("per_hand_each")  # "20 each"
        # "100 on a blackjack": a bet on what a blackjack pays (not "12 on a 3", a hand against a card)
        on_it = on_it or i + 3 < len(tokens) and tokens[i + 1] == "on" and tokens[i + 3] in word_set("outcomes", "blackjack")
        # "which pays more on a 100 blackjack": a sum no hand can be, before the blackjack it is paid on
        on_it = on_it or tokens[i + 1 : i + 2] and tokens[i + 1] in word_set("outcomes", "blackjack") \
            and (_decimal(token) or 0) > 21
        # "3 card wins with three kings on 10": in a question naming a side bet, a number put "on" is the bet; so is
        # one no card or hand can be ("how much back on 60?")
        # ("was gäbs da für die 50 bei nem Blackjack?": an article between)
        before_it = tokens[i - 2] if i >= 2 and tokens[i - 1] in word_set("articles") | word_set("definite_articles") \
            else tokens[i - 1] if i else ""
        on_it = on_it or before_it in word_set("on_bet_before") and (
            SIDE_BET_MARK in tokens or (_decimal(token) or 0) > 21)
        # "200 on 11 vs dealer 6": a sum no hand can be, put on a hand
        on_it = on_it or tokens[i + 1 : i + 2] == ["on"] and (_decimal(token) or 0) > 21
        on_it = on_it or " ".join(tokens[max(0, i - 2) : i]) in lexicon()["bet_before_phrases"]  # "I'm in for 10k"
        on_it = on_it or " ".join(tokens[i + 1 : i + 3]) in lexicon()["per_hand_words"]  # "thirty a hand"
        on_it = on_it or tokens[i + 1 : i + 2] != [] and tokens[i + 1] in word_set("money_words")  # "fifteen bucks on it"
        # "Queens Trio, 10: Herz-Dame und Pik-Dame": the number after a side bet's name, before a card named by suit
        on_it = on_it or SIDE_BET_MARK in tokens[max(0, i - 2) : i] and i + 2 < len(tokens) and tokens[i + 1] in _suit_words() \
            and tokens[i + 2] in _all_card_words()
        # "10 on 3CW", "20 auf [Queens Trio]" (the side bet's name is read before): a bet
        on_it = on_it or i + 1 < len(tokens) and tokens[i + 1] in word_set("on_bet") and (
            i + 2 == len(tokens) or _names_no_card(tokens[i + 2]) and tokens[i + 2] not in ("one", "hand", "einer")
            and not split_hand
            and (tokens[i + 2 : i + 4] != ["der", "hand"]  # (not "Ass + 7 auf der Hand": a card; "50 auf der Hand" is a bet)
                 or (_decimal(token) or 0) > 21))
        # "blackjack on a fifty": a sum no hand can be, after "on a"
        on_it = on_it or tokens[max(0, i - 2) : i] == ["on", "a"] and (_decimal(token) or 0) > 21
        # "am 6:5-Tisch mit 50 – wieviel krieg ich?": with a pay word, a number after "with" is the bet
        with_pay = i and tokens[i - 1] in word_set("with_words") and (SIDE_BET_MARK in tokens or any(
            t in word_set("pay_words") or t in word_set("lost_words") for t in tokens))  # "Queens Trio with 10"
        card_next = tokens[i + 1 : i + 2] in (["card"], ["cards"], ["karten"], ["کارت"])  # "my 7-card trick"
        with_pay = with_pay or i and tokens[i - 1] in word_set("my_words") and not card_next  # "even money on my 50"
        with_pay = with_pay or i and tokens[i - 1] in word_set("with_words") and (_decimal(token) or 0) > 21  # "split 9s with 50"
        with_pay = with_pay or i and tokens[i - 1] in word_set("outcomes", "double")  # "doubled 8000 on ace-7"
        with_pay = with_pay or i and tokens[i - 1] in word_set("from_words") and (_decimal(token) or 0) > 21 and any(
            t in word_set("how_much_words") or t in word_set("pay_words") for t in tokens)  # «… از ۱۰۰۰ چقدر برمیگرده؟»
        before = tokens[max(0, i - 3) : i]
        at_table = next((j for j in range(i + 1, min(i + 3, len(tokens))) if tokens[j] in tables), None)
        # "the €2 table" (not "same 80, table min is 10": the table's minimum follows)
        table = at_table is not None and not (at_table + 1 < len(tokens) and tokens[at_table + 1]
                                              in word_set("minimum_words") | word_set("maximum_words"))
        # «میز ۵ یورویی»: the table named before its minimum, in Persian ("the 5-euro table")
        table = table or bool(i and tokens[i - 1] in tables and tokens[i + 1 : i + 2]
                              and tokens[i + 1] in word_set("currency_adjectives"))
        # "min 5000 dram. ten thousand on it": the minimum word names the number after it, not one after that
        minimum = table or any(t in word_set("minimum_words") and not any(_NUMBER.match(u) for u in before[j + 1 :])
                               for j, t in enumerate(before))
        bet_at = [j for j in range(max(0, i - 3), min(len(tokens), i + 4)) if tokens[j] in word_set("bet_words")]
        # "dealer shows a 5": a card ("diler 6, shartam 50": 50 follows the bet word, not the dealer)
        lead = f" {' '.join(before)} "
        # (not "dealer shows K♣. 10 on 3CW": a card told after the dealer's word is his)
        dealers = code is None and any(f" {w} " in lead and not any(
            _CARD_TOKEN.match(t) for t in lead[lead.rfind(f" {w} ") + len(w) + 2 :].split())
            for w in lexicon()["against"]) \
            and not set(tokens[max(0, i - 2) : i]) & (word_set("bet_words") - word_set("same_card_words")) \
            and (_decimal(token) or 0) <= 11  # "Bank wieder 6": the dealer's card again, no bet
        if i and tokens[i - 1] == token and not code:
            continue  # "7 7 7 on my box": cards of a run, not a bet
        if not code and token == "1" and i and tokens[i - 1] in word_set("on_bet"):
            continue  # "get a ten on one, bet 20 each": one of the hands, not a bet of 1
        if not code and (_decimal(token) or 0) <= 11 and i + 1 < len(tokens) and tokens[i + 1] in word_set("and_words") \
                and i + 2 < len(tokens) and (tokens[i + 2].isdecimal() and int(tokens[i + 2]) <= 11
                                             or tokens[i + 2] in _all_card_words()):
            continue  # "wiesbaden again: 10 and 6": cards of a hand
        if not code and i >= 2 and tokens[i - 1] in word_set("and_words") and tokens[i - 2].isdecimal() \
                and int(tokens[i - 2]) <= 11 and (_decimal(token) or 0) <= 11:
            continue  # … and the second of them
        if i and tokens[i - 1] in word_set("ordinal_words") and not code and (_decimal(token) or 0) <= 11:
            continue  # "if I then draw a third 7 on my own box": a card, not a bet
        if i and tokens[i - 1] in word_set("box_words") and not code and (_decimal(token) or 0) <= 7:
            continue  # "hinter dem Herrn auf Box 3": the box's number
        if not code and (_decimal(token) or 0) <= 8 and (
                tokens[i + 1 : i + 2] and tokens[i + 1] in _all_card_words()
                or tokens[i + 1 : i + 2] and tokens[i + 1] in lexicon()["counters"] and tokens[i + 2 : i + 3]
                and tokens[i + 2] in _all_card_words()
                # (not "3 card wins 5 ta, se ta sarbaz": the stake, then three cards counted)
                and not (SIDE_BET_MARK in tokens[max(0, i - 1) : i] and tokens[i + 3 : i + 4]
                         and tokens[i + 3] in lexicon()["counters"])):
            continue  # "do they pay 3 queens and 2 queens? bet was 10", «دو تا بی بی»: a count of cards, not a bet
        if not code and not on_it and (_decimal(token) or 0) <= 21 and tokens[i + 1 : i + 2] \
                and tokens[i + 1] in word_set("versus_words"):
            continue  # "… 500 in Wiesbaden drin, 11 gegen ne 6": the hand against his card, not a bet
        if not code and not on_it and (_decimal(token) or 0) <= 21 and tokens[i + 1 : i + 2] \
                and tokens[i + 1] in word_set("hand_verbs") and not (i and tokens[i - 1] in word_set("bet_words")):
            continue  # «… و ۱۱ بیارم»: a hand the guest gets, not a bet
        if not code and not on_it and not with_pay and i and tokens[i - 1] in word_set("articles") \
                and (_decimal(token) or 0) <= 11 and not (i + 1 < len(tokens) and tokens[i + 1] in word_set("bet_words")):
            continue  # "wieder ne 7", "got a 3": a card, not a bet ("a 10 bet" is one)
        counted = not dealers and (code is not None or on_it or with_pay or bool(bet_at))  # "3 on it": a bet
        # "100 ta blackjack": money counted ("a hundred of them"), more than a hand's cards or total
        counted = counted or not dealers and (_decimal(token) or 0) > 21 and tokens[i + 1 : i + 2] \
            and tokens[i + 1] in lexicon()["counters"] and tokens[i + 2 : i + 3] not in ([w] for w in _all_card_words())
        # "3 card wins 5 ta, se ta sarbaz …": units counted right after a side bet's name, its stake
        counted = counted or not dealers and SIDE_BET_MARK in tokens[max(0, i - 1) : i] and tokens[i + 1 : i + 2] \
            and tokens[i + 1] in lexicon()["counters"] and (
                tokens[i + 2 : i + 3] not in ([w] for w in _all_card_words())
                or tokens[i + 3 : i + 4] != [] and tokens[i + 3] in lexicon()["counters"])
        if not counted and not minimum:
            continue  # a bare number is not
        amount = _decimal(token)
        if amount is not None:
            # "the max 1000 on my box": the maximum bet, put on the box
            # ("max 1000 euro gozashtam": the maximum, put on the box, is the bet)
            put = any(t in word_set("limit_put_words") for t in tokens[i + 1 : i + 3])
            limit = minimum or any(t in word_set("limit_words") for t in before) and not on_it and not put
            # "dealer shows a 5. Bet was 10": the number nearest the bet word is the bet
            # a currency marks the bet surest ("another 7 on my 30 franc bet": 30)
            # ("ich gewinne mit 20" may be the hand's points: a bet word beside another number is surer)
            distance = -1 if code else 0 if on_it else 1 if with_pay else min((abs(j - i) for j in bet_at), default=9)
            if i >= 2 and tokens[i - 2] in word_set("bet_words") and tokens[i - 1] in word_set("copula_words"):
                distance = -0.5  # "back to the 10: bet is 25": the number the bet is said to be
            elif i and tokens[i - 1] in word_set("own_bet_words"):
                distance = min(distance, 0.5)  # "bargardim be 11: shartam 50 bood": the bet after "my bet"
            if not code and i and tokens[i - 1] in word_set("total_words") | word_set("sum_words") and amount <= 21:
                distance += 0.25  # "seven cards totalling 19, bet 15": the hand's total sooner than a bet
            if not code and i and tokens[i - 1] in word_set("articles") and amount <= 11:
                distance += 0.25  # "the dealer's card is a 6, bet 40": "a 6" is a card sooner than a bet
            if not code and i and tokens[i - 1] in word_set("on_bet") and amount <= 21 and not on_it:
                distance += 0.25  # "surrender on 16, bet 40": the hand the move is made on, sooner than a bet
            found.append((limit, minimum, counted, i, amount, code, distance))
    if not found:
        return None, None, None, text
    # "the table minimum is 10 and I bet 40": the guest's bet, not the limit named beside it
    bets = sorted((f for f in found if f[2] and not f[0]), key=lambda f: f[6]) or [f for f in found if f[2]][:1]
    if bets and bets[0][1] and _the_tables_minimum(tokens, bets[0][3]):
        bets = []  # «حداقل میز ۲۰۰۰ درامه», "Tischminimum 5 €": the table's minimum told, no bet
    at, amount, code = (bets[0][3], bets[0][4], bets[0][5]) if bets else (None, None, None)
    named = next(((j, value) for _, is_min, _, j, value, _, _ in found if is_min and j != at), None)
    dropped = {at, named[0]} if named else {at}
    rest = [t for j, t in enumerate(tokens) if j not in dropped and t not in currencies]
    return amount, code, named[1] if named else None, " ".join(rest)


def _the_tables_minimum(tokens: list[str], at: int) -> bool:
    """Whether the number at ``at`` is named as the table's minimum: a minimum word with a table word beside it, or
    a word that is both ("tischminimum"), just before it."""
    before = tokens[max(0, at - 3) : at]
    tables, minimum = word_set("table_words"), word_set("minimum_words")
    return any(t in minimum and (before[j + 1 : j + 2] and before[j + 1] in tables or j and before[j - 1] in tables)
               for j, t in enumerate(before)) or bool(set(before) & word_set("table_minimum_words"))


@functools.cache
def _all_card_words() -> frozenset[str]:
    """Every word naming a card, in every language."""
    return card_word_set("de") | card_word_set("fa")


def _names_no_card(token: str) -> bool:
    """Whether a word after "on" names something else than a card or a number ("on 3CW", not "on a 10", "on 16")."""
    cards = (word for lang in ("en", "de", "fa") for word in _card_words(lang).words)
    return not token.isdecimal() and token not in word_set("articles") and not _CARD_TOKEN.match(token) \
        and token not in frozenset(cards) and token not in word_set("on_words", "on")


@dataclass(frozen=True)
class InsuranceStory:
    """An insurance told as it went: its stake (or "full"), and whether the dealer had blackjack."""

    stake: Decimal | None
    full: bool
    dealer_blackjack: bool | None
    """None where the question does not say."""


def _put_on_it(tokens: list[str], after: int) -> int | None:
    """Where the number put "on it" ("I had 10 on it", "15 drauf") stands in ``tokens`` after the word at ``after``."""
    return next((j for j in range(after + 1, min(len(tokens) - 2, after + 9)) if _NUMBER.match(tokens[j])
                 and tokens[j + 1 : j + 3] in (["on", "it"], ["drauf"], ["darauf"])), None)


def _insurance_words(question: str) -> tuple[list[str], list[int]]:
    """``question``'s tokens (a currency sign a word of its own), and where an insurance word stands among them
    ("versichere", "insured": a long word by its first letters)."""
    tokens = re.sub(r"([€$])", r" \1 ", normalize(question)).split()
    insurance = {normalize(w) for w in lexicon()["outcomes"]["insurance"]}
    return tokens, [i for i, t in enumerate(tokens)
                    if t in insurance or any(len(w) > 6 and len(t) > 6 and t[:7] == w[:7] for w in insurance)]


def insurance_put_on_it(question: str) -> Decimal | None:
    """The insurance's own stake where ``question`` puts a number "on it" after an insurance word ("how much does
    insurance pay …, i put 15 on it"); None otherwise."""
    tokens, near = _insurance_words(question)
    j = _put_on_it(tokens, near[0]) if near else None
    # (put, not had: "… how much insurance max? oh wait no, i've got 300 on it" is the box's bet)
    return None if j is None or tokens[j - 1] not in word_set("put_words") else _decimal(tokens[j])


def insurance_story(question: str) -> InsuranceStory:
    """"۴۰ تا بیمه گذاشتم … دیلر بلک جک شد", "ich versichere voll. Er hat keinen BJ": the insurance stake (a number
    beside an insurance word), whether it was the whole insurance, and the dealer's blackjack or its denial."""
    tokens, near = _insurance_words(question)
    bets = word_set("bet_words") - word_set("same_card_words")
    stake_nouns = word_set("spelled_numbers", "stake_nouns") - {"wieder"}
    beside = sorted((abs(j - i), j) for i in near for j in range(max(0, i - 2), min(len(tokens), i + 3))
                    if _NUMBER.match(tokens[j])  # the number nearest the insurance word
                    and not (j > i and tokens[j - 1] in bets)  # "Versicherung: Einsatz 60": the box's bet
                    and not (j < i and j and tokens[j - 1] in stake_nouns)  # "Einsatz 50, ich versicher voll": so is 50
                    and not (tokens[j + 1 : j + 2] and tokens[j + 1] in stake_nouns)  # "… bei 60 Einsatz": so is 60
                    # "Versicherung: hab 60 € gesetzt": the box's bet, put down
                    and not (j > i + 1 and set(tokens[j + 1 : j + 3]) & word_set("limit_put_words")))
    own = word_set("insurance_stake_nouns")
    copula = word_set("copula_words")
    for i in near:  # "my insurance bet was 1500": the insurance's own stake, named
        j = i + 2 if tokens[i + 1 : i + 2] and tokens[i + 1] in own else len(tokens)
        j += j < len(tokens) and tokens[j] in copula
        if j < len(tokens) and _NUMBER.match(tokens[j]):
            beside = [(0, j)]
            break
    beside_words = word_set("beside_words")
    for i in near if not beside else ():  # "insurance in SH - I put 20 next to my 40 bet": the number put beside the bet
        told = [j for j in range(i + 1, min(len(tokens) - 1, i + 8))
                if _NUMBER.match(tokens[j]) and (tokens[j + 1] in beside_words or " ".join(tokens[j + 1 : j + 3])
                                                 in beside_words)]
        if told:
            beside = [(0, told[0])]
            break
    if not beside and near:  # "paid my insurance at 1 to 1, I had 10 on it": the number put "on it" after it
        beside = [(0, j) for j in [_put_on_it(tokens, near[0])] if j is not None]
    stake = _decimal(tokens[beside[0][1]]) if beside else None
    full = any(t in word_set("full_words") for i in near for t in tokens[max(0, i - 2) : i + 3])
    text = f" {' '.join(tokens)} "
    blackjack = [text[: text.find(f" {normalize(w)} ")].split() for w in lexicon()["dealer_blackjack_words"]
                 if f" {normalize(w)} " in text]
    denied = word_set("denial_words")
    dealer = None
    if blackjack:
        before, after = blackjack[0][-3:], text[len(" ".join(blackjack[0])) + 1 :].split()[1:3]
        dealer = not (set(before) | set(after)) & denied
    return InsuranceStory(stake, full, dealer)


def bet_beside_insurance(question: str, amount: Decimal) -> Decimal | None:
    """The box's bet where ``amount`` (read as the bet) is the insurance stake and another number stands by a bet word
    ("ich versichere mit 5 € bei 40 Einsatz": 40); None otherwise."""
    story = insurance_story(question)
    if story.stake != amount:
        return None
    tokens = re.sub(r"([€$])", r" \1 ", normalize(question)).split()
    bets = word_set("bet_words") - word_set("same_card_words")
    told = [_decimal(t) for i, t in enumerate(tokens) if _NUMBER.match(t) and _decimal(t) != amount
            and ({*tokens[max(0, i - 1) : i], *tokens[i + 1 : i + 2]} & bets)]
    return told[0] if len(told) == 1 and told[0] is not None and told[0] > amount else None


def _decimal(token: str) -> Decimal | None:
    if re.search(r"[.,]\d{3}$", token):  # 1.000 or 1,000: thousands
        token = token.replace(".", "").replace(",", "")
    try:
        return Decimal(token.replace(",", "."))
    except InvalidOperation:
        return None
