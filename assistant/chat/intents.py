"""Which intent a question has: rapidfuzz over example phrasings and keywords per intent and language.

Each intent's score is its best example's similarity to the question, raised by
keywords found in it (typo-tolerantly) and by slots that only some intents use
(cards and an upcard point to strategy, an amount to payout). Everything is
compared in normalised form (see ``normalize``).
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from rapidfuzz import fuzz, process

from ..locale.languages import LANGUAGES
from ..rules.analyses import cache_dir, write_json_atomically
from ..rules.yamlsource import cached_yaml
from .focus import boosted, fields_named
from .normalize import has_persian, normalize, persian_singular
from .slots import Slots, abbreviations, is_natural, lexicon, word_set
from .topics import COMPARED, FIELD_OWNERS

INTENTS_FILE = Path(__file__).with_name("intents.yaml")
NORMALIZER = Path(__file__).with_name("normalize.py")
"""What the kept phrasings depend on besides ``intents.yaml``."""
CONFIDENT = 0.62
"""Below this confidence the assistant asks back instead of answering."""
UNRELATED = 80.0
"""A question with no blackjack word and no example closer than this is about something else."""
OUT_OF_SCOPE = "out_of_scope"
TYPO_KEYWORD, TYPO_WORD, TYPO_LENGTH, TYPO_SCORE = 5, 4, 3, 84
"""A keyword of at least 5 letters matches a word of at least 4 with a typo: lengths within 3, ratio ≥ 84."""
CLOSE = 0.04
"""Top two intents closer than this are a tie: the assistant asks which was meant."""
_GERMAN_HINTS = re.compile(
    r"\b(ich|du|sie|hast|mir|sehr|vielmals|geholfen|vom|zum|gits|isch|au|chan|hob|tua|zoagt|wos|mog|hod|derf|wia|vui|doppeln|dopple|gedoppelt|wie|was|wann|wo|warum|kann|darf|muss|ist|sind|der|die|das|den|dem|und|oder|nicht|"
    r"bei|beim|mit|auf|fur|gegen|ein|eine|einen|wieviel|wieviele|viel|viele|welche|welcher|hab|habe|hat|gibt|es|man|"
    r"spielbank|karte|karten|einsatz|tisch|gibts|setzen|setze|spielen|spiele|bekomme|kriege|krieg|zahlt|gilt|gelten|"
    r"kein|keine|nach|noch|wenn|dann|auch|bitte|danke|moglich|erlaubt|geht|uberhaupt|zahlen|zwei|drei|rote|schwarze|"
    r"bube|buben|dame|damen|konig|konige|ass|asse|hallo|gruezi|servus|teilen|teile|verdoppeln|verdopple|aufgeben|"
    r"ziehen|stehen|bleiben|splitten|soll|sollte|lieber|det|ick|nich|isn|dit|nee|jut|kannste|haste|biste|gude|brauch|brauche|ausweis|kriegt|kriegst|"
    r"hob|gegn|gege|gega|griass|vo|doppln|dankschee|pfiat|passt|chan|isch|het|hesch|gsi|sotti|uf|eim|nod|jitt|dat|nem|warte|"
    r"wos|dua|hock|derf|wia|send|karta|zwoi|dopple|hett|ji|dorvt|luud|"
    r"kaate|han|druff|mir|sind|san|bissl|gell|oder|jetzt|schon|immer|weil|warum|hier|dort|mein|meine|meinem|wia|vui|hams|"
    r"host|des|im|ins|hatt|paar|fragen|frage|recht|mitnand|zum|zur|gesetzt|gewinn|gsetzt|servas|ob|gebn|kartn|nachbarn|nehmen|pro|"
    r"ond|gwesa|gwesen|ware|zeigt|zeigen|dr|gmeint|gemeint|meinte|kriag|annern|andern|anderen|anderem|mehr|als|hatte|"
    # ("Welches von deinen Casinos lässt Surrender zu?")
    r"welches|welchem|welchen|von|dein|deine|deinen|deiner|eure|euren|eurem|lasst|zu|sich|wird|werden|aber|nur|mich|"
    r"dich|uns|wir|dass|denn|doch)\b"
)
# "Which casino …", "where can I …": a question across casinos, when it names none.
_ACROSS = re.compile(
    r"\b(which casinos?|what casinos?|where|who pays|who has|who allows|any casino|all casinos|each casino|"
    r"welche[rsn]? (spielbank|spielbanken|casino|casinos|kasino)|wo (darf|kann|zahlt)|differences?|difference between|"
    r"unterschiede?|vergleich\w*|wer zahlt|"
    r"in welche[mn]|alle casinos|jede[sm]? (casino|spielbank))\b|"
    # not «هر کدوم», "each", nor «هیچ کدوم», "none of them"
    r"((?<!هر )(?<!هیچ )کدام|(?<!هر )(?<!هیچ )کدوم|کجا|کدام کازینو|کدوم کازینو|همه کازینوها|کازینوها|تفاوت|فرق)"
)
_ENGLISH_HINTS = re.compile(
    r"\b(i|you|how|what|when|where|why|can|may|must|is|are|the|a|an|and|or|not|at|with|on|for|against|"
    r"do|does|much|many|which|have|has|there|it|my|get|table|bet|card|cards|that|this|if|to|me|got|just|thanks|thx|ty|"
    # ("A♠" is a card, no article)
    r"pls|please|whats|gonna|wanna|helpful|per|heading|home|night|tonight|allowed|allow|need|needed|"
    # (numbers no German or Finglish question has: "soft 17 (ace-six) vs dealer 3 in Wiesbaden?")
    r"two|three|four|five|six|seven|eight|nine)\b(?![♠♥♦♣])"
)


def _abbreviations(question: str) -> int:
    """How many blackjack terms in capitals (the lexicon's: "DAS in Wiesbaden?" is "double after split") ``question``
    has, where it is not written in capitals throughout (not "DAS IST TEUER"): English, no German article."""
    return len(abbreviations().findall(question)) if re.search(r"[a-z]", question) else 0


def language_hints(text: str) -> tuple[int, int]:
    """How many German and English function words normalised ``text`` has."""
    return len(_GERMAN_HINTS.findall(text)), len(_ENGLISH_HINTS.findall(text))


@dataclass(frozen=True)
class IntentMatch:
    """The likeliest intent of a question, and the runners-up."""

    intent: str
    confidence: float
    """0–1."""
    lang: str
    """The question's language."""
    alternatives: tuple[tuple[str, float], ...]
    """The next intents with their confidence, best first."""

    @property
    def unsure(self) -> bool:
        """Too low, or too close to the next intent, to answer without asking back."""
        runner_up = self.alternatives[0][1] if self.alternatives else 0.0
        return self.confidence < CONFIDENT or self.confidence - runner_up < CLOSE


@dataclass(frozen=True)
class _Language:
    examples: tuple[str, ...]
    owners: tuple[str, ...]
    """The intent of each example."""
    keywords: dict[str, tuple[str, ...]]

    @functools.cached_property
    def blocks(self) -> tuple[tuple[int, ...], tuple[str, ...]]:
        """Where each intent's examples start, and the intents in that order (an intent's examples stand together)."""
        starts = [i for i, owner in enumerate(self.owners) if i == 0 or owner != self.owners[i - 1]]
        return tuple(starts), tuple(self.owners[i] for i in starts)

    @functools.cached_property
    def _phrases_by_word(self) -> dict[str, tuple[tuple[str, str], ...]]:
        """The keywords of several words by their first word: a text is searched only for those its words begin."""
        by_word: dict[str, list[tuple[str, str]]] = {}
        for keyword, spaced in self._spaced_phrases:
            by_word.setdefault(keyword.split()[0], []).append((keyword, spaced))
        return {word: tuple(phrases) for word, phrases in by_word.items()}

    @functools.cached_property
    def sorted_examples(self) -> tuple[str, ...]:
        """Each example's words in order: ``ratio`` on these is ``token_sort_ratio`` without re-sorting."""
        return tuple(" ".join(sorted(e.split())) for e in self.examples)

    @functools.cached_property
    def _keyword_owners(self) -> dict[str, tuple[str, ...]]:
        owners: dict[str, list[str]] = {}
        for intent, words in self.keywords.items():
            for keyword in words:
                owners.setdefault(keyword, []).append(intent)
        return {keyword: tuple(intents) for keyword, intents in owners.items()}

    @functools.cached_property
    def _phrases(self) -> tuple[str, ...]:
        return tuple(k for k in self._keyword_owners if " " in k)

    @functools.cached_property
    def _spaced_phrases(self) -> tuple[tuple[str, str], ...]:
        """Each keyword of several words, and its form with a space either side (as found in a padded text)."""
        return tuple((k, f" {k} ") for k in self._phrases)

    @functools.cached_property
    def _long_words(self) -> tuple[str, ...]:
        """Single-word keywords long enough to be recognised with a typo."""
        return tuple(k for k in self._keyword_owners if " " not in k and len(k) >= TYPO_KEYWORD)

    def keywords_in(self, text: str, tokens: list[str], typos: bool = True) -> dict[str, set[str]]:
        """intent → its keywords in ``text``: as words, or (with ``typos``) a long single word with a typo.

        Native rapidfuzz compares every word of the text with every long keyword.
        """
        padded = f" {text} "
        by_word = self._phrases_by_word
        hits = {k for word in set(tokens) for k, spaced in by_word.get(word, ()) if spaced in padded}
        hits.update(k for k in set(tokens) if k in self._keyword_owners)
        words = [t for t in tokens if len(t) >= TYPO_WORD and t not in _real_words()]  # "whether" is no "weather"
        if typos and words and self._long_words:
            # One native rapidfuzz pass per word (not cdist, which would load NumPy into every process).
            for word in words:
                for keyword, _score, _index in process.extract(word, self._long_words, scorer=fuzz.ratio,
                                                               processor=None, score_cutoff=TYPO_SCORE,
                                                               limit=None):
                    if abs(len(word) - len(keyword)) <= TYPO_LENGTH:
                        hits.add(keyword)
        found: dict[str, set[str]] = {}
        for keyword in hits:
            for intent in self._keyword_owners[keyword]:
                found.setdefault(intent, set()).add(keyword)
        return found


@functools.cache
def _real_words() -> frozenset[str]:
    """Words of the guests' languages that are no typo of a keyword they resemble (lexicon ``real_words``)."""
    return frozenset(normalize(w) for w in lexicon()["real_words"])


def _similarities(query: str, choices: tuple[str, ...], scorer) -> list[float]:
    """``scorer``'s score of ``query`` against every choice, in their order.

    A server loads NumPy at warm-up (``use_vectorised``), and then one rapidfuzz ``cdist`` call scores
    every example (1 ms less an answer); a one-shot ``croupier ask`` would pay 0.1 s to import NumPy for
    one question, so there ``process.extract`` gives the same scores without it.
    """
    if "numpy" in sys.modules:
        return process.cdist([query], choices, scorer=scorer, processor=None)[0].tolist()
    scores = [0.0] * len(choices)
    for _choice, score, index in process.extract(query, choices, scorer=scorer, processor=None, limit=None):
        scores[index] = score
    return scores


def use_vectorised() -> None:
    """Load NumPy, so that the matcher scores every example in one call (see ``_similarities``)."""
    import numpy  # noqa: F401


def prepare(data: dict) -> dict:
    """The phrasings of ``intents.yaml`` normalised, per language, and the words of the game: plain JSON."""
    languages = {}
    for lang in LANGUAGES:
        examples, owners = [], []
        keywords: dict[str, list[str]] = {}
        for intent, spec in data.items():
            for text in spec["examples"].get(lang) or []:
                examples.append(normalize(text))
                owners.append(intent)
            keywords[intent] = [normalize(k) for k in spec["keywords"].get(lang) or [] if normalize(k)]
        languages[lang] = {"examples": examples, "owners": owners, "keywords": keywords}
    # Words of the game: in some in-scope phrasing, in no out-of-scope one.
    inside, outside = set(), set()
    for intent, spec in data.items():
        for lang in LANGUAGES:
            texts = [*(spec["examples"].get(lang) or []), *(spec["keywords"].get(lang) or [])]
            words = {w for t in texts for w in normalize(t).split() if len(w) >= 4}
            (outside if intent == OUT_OF_SCOPE else inside).update(words)
    return {"intents": list(data), "languages": languages, "domain": sorted(inside - outside)}


class IntentMatcher:
    """Scores every intent for a question."""

    def __init__(self, data: dict):
        self.__setstate(prepare(data))

    def __setstate(self, prepared: dict) -> None:
        self.intents: tuple[str, ...] = tuple(prepared["intents"])
        self._by_lang = {lang: _Language(tuple(p["examples"]), tuple(p["owners"]),
                                         {i: tuple(k) for i, k in p["keywords"].items()})
                         for lang, p in prepared["languages"].items()}
        # the greetings, thanks and goodbyes alone, for the courtesies said beside a question
        self._social = {lang: _Language((), (), {i: k for i, k in language.keywords.items() if i in SOCIAL})
                        for lang, language in self._by_lang.items()}
        self._domain = tuple(prepared["domain"])
        self._domain_set = frozenset(self._domain)
        self._text_scores = functools.lru_cache(maxsize=4096)(self._scores_of_text)

    @classmethod
    def prepared(cls, prepared: dict) -> IntentMatcher:
        """A matcher from ``prepare``'s output (kept on disk between runs)."""
        matcher = cls.__new__(cls)
        matcher.__setstate(prepared)
        return matcher

    @classmethod
    @functools.cache
    def default(cls) -> IntentMatcher:
        """The matcher of ``intents.yaml``, its normalised phrasings kept in the cache between runs."""
        text = INTENTS_FILE.read_text(encoding="utf-8")
        digest = hashlib.sha256((text + NORMALIZER.read_text(encoding="utf-8")).encode()).hexdigest()[:24]
        path = cache_dir() / "matcher" / f"{digest}.json"
        try:
            return cls.prepared(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError, KeyError, TypeError):
            pass
        prepared = prepare(cached_yaml(INTENTS_FILE))
        write_json_atomically(path, prepared)
        return cls.prepared(prepared)

    def match(self, question: str, lang: str | None = None, slots: Slots | None = None,
              prefer: str | None = None) -> IntentMatch:
        """The intent of ``question``; ``lang`` when known, else detected (``prefer``, the chat's language so
        far, wins where the words fit German and English alike, as "ok" or "hi"; else English)."""
        text = normalize(question)
        chosen = lang if lang in LANGUAGES else self._language(question, text, prefer)
        scores = self.scores(text, chosen, slots)
        ranked = sorted(scores.items(), key=lambda kv: -kv[1])
        (intent, score), rest = ranked[0], ranked[1:4]
        return IntentMatch(intent, score / 100, chosen, tuple((i, s / 100) for i, s in rest))

    def keywords_for(self, lang: str, text: str, tokens: list[str]) -> dict[str, set[str]]:
        """intent → its keywords of ``lang`` in normalised ``text``."""
        return self._by_lang[lang].keywords_in(text, tokens)

    def language(self, question: str, topic: str, prefer: str | None = None) -> str:
        """The language of ``question`` by its ``topic`` (the question without names); where the topic's function
        words leave it open, the whole question's decide ("Bargeld setzen in der Spielbank Cottbus")."""
        if has_persian(question):
            return "fa"
        text = normalize(topic)
        capitals = _abbreviations(question)  # "DAS" said in capitals counts English, not German
        german, english = len(_GERMAN_HINTS.findall(text)) - capitals, len(_ENGLISH_HINTS.findall(text)) + capitals
        if german == english:
            whole = normalize(question)
            german = len(_GERMAN_HINTS.findall(whole)) - capitals
            english = len(_ENGLISH_HINTS.findall(whole)) + capitals
        if german != english:
            return "de" if german > english else "en"
        # (the question as typed, not its normal form: "0TA" reads "0 تا", a Persian word no guest wrote)
        return self._language(question, text, prefer)

    def _language(self, question: str, text: str, prefer: str | None) -> str:
        """Persian by its script; German or English by which has more function words; where they have as
        many, the cheaper score of word order alone, ``prefer`` (the chat's language) winning a tie, else
        English. Only the language chosen is scored in full (~2 ms a language)."""
        if has_persian(question):
            return "fa"
        german, english = len(_GERMAN_HINTS.findall(text)), len(_ENGLISH_HINTS.findall(text))
        if german != english:
            return "de" if german > english else "en"
        candidates = sorted(["en", "de"], key=lambda candidate: candidate != prefer)
        cheap = {candidate: self._cheap_top(text, candidate) for candidate in candidates}
        return max(candidates, key=lambda candidate: cheap[candidate])

    def _cheap_top(self, text: str, lang: str) -> float:
        """The best similarity of ``text``'s sorted words to one of ``lang``'s phrasings, raised by its keywords."""
        language = self._by_lang[lang]
        ordered = " ".join(sorted(text.split()))
        top = max(_similarities(ordered, language.sorted_examples, fuzz.ratio), default=0.0)
        found = sum(len(words) for words in language.keywords_in(text, text.split()).values())
        return max(top, 70.0 + 12.0 * found) if found else top

    def scores(self, text: str, lang: str, slots: Slots | None = None) -> dict[str, float]:
        """Every intent's score (0–100) for normalised ``text`` in ``lang``."""
        scores = dict(self._text_scores(text, lang))
        if not text:
            return scores
        tokens = text.split()
        if slots is not None:
            _field_evidence(scores, slots, text, lang)
            _slot_evidence(scores, slots, text)
            if slots.cards and any(self._by_lang[code].keywords_in(text, tokens).get("side_bets") for code in {lang, "en"}):
                # "QT: two queens of spades, the dealer a queen of spades": cards of a side bet, not a hand to play
                scores["side_bets"] = max(scores["side_bets"], scores["strategy"] + 1.0)
        named = slots is not None and (slots.cards or slots.total or slots.amount or slots.casino or slots.upcard)
        best_in_scope = max(v for k, v in scores.items() if k != OUT_OF_SCOPE)
        if OUT_OF_SCOPE in scores and not named and best_in_scope < UNRELATED and not self._game_words(tokens):
            # No word of the game, no card, casino or amount, and no close phrasing: another topic.
            scores[OUT_OF_SCOPE] = max(scores[OUT_OF_SCOPE], best_in_scope + 5.0)
        return scores


    def _scores_of_text(self, text: str, lang: str) -> dict[str, float]:
        """Scores from the words alone (examples and keywords), before any slot; cached per text."""
        language = self._by_lang[lang]
        scores = dict.fromkeys(self.intents, 0.0)
        if not text:
            return scores
        # Guests mix in English casino words ("even money", "house edge") in German and Persian questions:
        # English keywords count in every language.
        # Native rapidfuzz scorers over every example at once (a Python scorer would be called per example).
        ordered = " ".join(sorted(text.split()))
        if "numpy" in sys.modules:  # (see _similarities) each intent's best example in one NumPy pass
            import numpy as np

            both = process.cdist([text], language.examples, scorer=fuzz.token_set_ratio, processor=None)[0] \
                .astype(np.float64) + process.cdist([ordered], language.sorted_examples, scorer=fuzz.ratio,
                                                    processor=None)[0].astype(np.float64)
            starts, owners = language.blocks
            for owner, best in zip(owners, np.maximum.reduceat(0.5 * both, starts).tolist(), strict=True):
                scores[owner] = max(scores[owner], best)
        else:
            similarity = [0.5 * (a + b) for a, b in zip(_similarities(text, language.examples, fuzz.token_set_ratio),
                                                          _similarities(ordered, language.sorted_examples, fuzz.ratio))]
            for owner, score in zip(language.owners, similarity):
                if score > scores[owner]:
                    scores[owner] = score
        tokens = text.split()
        keywords = language.keywords_in(text, tokens)
        if lang == "fa" and (singular := persian_singular(text)) != text:  # "اسها" names what "اس" does
            for intent, words in language.keywords_in(singular, singular.split()).items():
                keywords.setdefault(intent, set()).update(words)
        if lang != "en":
            for intent, words in self._by_lang["en"].keywords_in(text, tokens).items():
                # not a German word that English uses as a keyword ("ins" is insurance, "ab welchem Alter … ins Casino")
                words = {w for w in words if lang != "de" or not _GERMAN_HINTS.fullmatch(w)}
                keywords.setdefault(intent, set()).update(words)
        for intent, found in keywords.items():
            if found:
                # Another game or topic named outright (roulette, parking) outweighs blackjack words.
                weight = 30.0 if intent == "out_of_scope" else 12.0
                scores[intent] = min(100.0, max(scores[intent], 70.0) + weight * len(found))
        if not keywords.get(OUT_OF_SCOPE) and any(keywords.get(i) for i in scores if i != OUT_OF_SCOPE):
            # «حداکثر شرط سر میز … چقدره؟» is as near an example about roulette's maximum as one about the table's
            # (its words are all in that example, but for "roulette"): with no other game or topic named and a rule's
            # word said, the rule
            scores[OUT_OF_SCOPE] = min(scores[OUT_OF_SCOPE],
                                       max(v for i, v in scores.items() if keywords.get(i)) - 3.0)
        if keywords.get("thanks") and keywords.get("goodbye"):
            scores["goodbye"] += 1.0  # "thanks, that's all — bye": the chat ends
        said = [social for social in SOCIAL if keywords.get(social)]
        rest = [t for t in tokens if not any(t in k.split() for social in said for k in keywords[social])]
        best_other = max((v for i, v in scores.items() if i not in SOCIAL and i not in ("help", OUT_OF_SCOPE)), default=0.0)
        if said and (any(keywords.get(i) for i in scores if i not in SOCIAL and i != "help")
                     or len(rest) >= 3 and best_other >= SUBSTANCE):
            for social in SOCIAL:  # "salam, what is the minimum bet?": the question, greeted in passing
                scores[social] = max(0.0, scores[social] - 25.0)
        return scores

    def without_courtesy(self, text: str) -> str:
        """Normalised ``text`` without its greetings, thanks and goodbyes (in any language)."""
        padded = f" {text} "
        for language in self._by_lang.values():
            for social in SOCIAL:
                for phrase in sorted(language.keywords.get(social, ()), key=len, reverse=True):
                    padded = padded.replace(f" {phrase} ", " ")
        return " ".join(padded.split())

    def courtesies(self, text: str, lang: str) -> tuple[str, ...]:
        """The greetings, thanks and goodbyes in normalised ``text``, in any language ("Grüezi! 3 Card Wins …" is
        greeted though read as English)."""
        tokens = text.split()
        found = self._social[lang].keywords_in(text, tokens)  # typo-tolerant in the question's language
        elsewhere = {social for code, language in self._social.items() if code != lang  # exact, in any other
                     for social, words in language.keywords_in(text, tokens, typos=False).items() if words}
        return tuple(social for social in SOCIAL if found.get(social) or social in elsewhere)

    def _game_words(self, tokens: list[str]) -> bool:
        """Whether any word of the question is a word of the game (a long one may have a typo)."""
        for token in tokens:
            if len(token) < 4:
                continue
            if token in self._domain_set:
                return True
            if len(token) >= 6 and process.extractOne(token, self._domain, scorer=fuzz.ratio, processor=None,
                                                     score_cutoff=88):
                return True
        return False


SOCIAL = ("greeting", "thanks", "goodbye")
"""Intents of courtesy: a question beside them is what the guest wants answered."""
MOVES = ("double", "split", "split_aces", "surrender", "hit_stand")
"""Intents of a move a guest may ask about with a hand against the dealer's card: the play is the answer."""
SUBSTANCE = 60.0
"""A question beside a greeting scoring this for some topic is answered (the greeting returned in passing)."""
FIELD_WEIGHT = 12.0
"""What a word naming one rule field adds to each intent that states the field (as a keyword does)."""


def _field_evidence(scores: dict[str, float], slots: Slots, text: str, lang: str) -> None:
    """Intents that state a rule field the question names are likelier ("do I lose the double too?" names
    what a dealer blackjack takes); not for a hand against a dealer's card, which asks for a play."""
    if (len(slots.cards) >= 2 or slots.total is not None) and slots.upcard is not None:
        return
    for name in fields_named(text, lang):
        if name not in boosted():
            continue
        owners = FIELD_OWNERS.get(name, ())
        for intent in owners:
            # The intent that states the field foremost gains most; "blackjack pays" is blackjack's, not even money's
            weight = FIELD_WEIGHT if intent == owners[0] else FIELD_WEIGHT / 3
            scores[intent] = min(100.0, max(scores[intent], 70.0) + weight)


_OUTCOME_WORDS = {kind: tuple(normalize(w) for w in words) for kind, words in lexicon()["outcomes"].items()}
"""The lexicon's words per outcome ("insurance", «بیمه»), normalised."""


def _slot_evidence(scores: dict[str, float], slots: Slots, text: str) -> None:
    """Slots only some intents use make those intents likelier (and the lack of them, less likely)."""

    def boost(intent: str, points: float) -> None:
        if intent in scores:
            scores[intent] = max(0.0, min(100.0, scores[intent] + points))

    # "ich hab 9 und der Dealer eine 3": a lone number beside the dealer's card is the hand's total
    lone = len(slots.cards) == 1 and slots.cards[0].isdecimal() and slots.upcard is not None
    hand = len(slots.cards) >= 2 or slots.total is not None or lone
    natural = is_natural(slots.cards)
    if slots.cards == ("7", "7", "7") and "three_sevens" in scores:  # "had 7-7, hit and got another 7": that rule
        scores["three_sevens"] = max(scores["three_sevens"] + 20.0, max(scores.values()) + 1.0)
    # the dealer's soft 17 ("does he hit soft 17 when he shows a 6?"), unless the hand is set against his card ("soft
    # 17 vs a 2")
    versus = any(f" {word} " in f" {text} " for word in word_set("versus_words"))
    dealers_soft_17 = "dealer_hits_soft_17" in fields_named(text, "fa") + fields_named(text, "en") \
        + fields_named(text, "de") and not versus \
        and not set(text.split()) & word_set("have_words")  # (not "I've got soft 17 … dealer shows a 3")
    insured = any(f" {word} " in f" {text} " for kind in ("insurance", "even_money") for word in _OUTCOME_WORDS[kind]) \
        or dealers_soft_17
    if dealers_soft_17 and "dealer_rules" in scores:  # "Muss der Dealer … bei 17 stehen bleiben, auch wenn er Ass-6 hat?"
        scores["dealer_rules"] = max(scores["dealer_rules"], scores.get("strategy", 0.0) + 1.0)
    if hand and slots.upcard is not None and not insured:  # "I have 19, dealer shows an ace: how much insurance?"
        boost("strategy", 25.0)
        # "ten and six against a 9: surrender or hit?" asks for the play, whose answer gives the rules of each move
        scores["strategy"] = max(scores["strategy"], max(scores.get(move, 0.0) for move in MOVES) + 1.0)
        if natural and slots.amount is not None and slots.upcard != "A" and "payout" in scores:
            # "40 Stutz gsetzt, Ass + König becho, de Croupier hät e 6 zeigt": a blackjack has no play; it is paid
            scores["payout"] = max(scores["payout"], scores["strategy"] + 1.0)
    if slots.amount is not None:
        boost("payout", 10.0)
        boost("currency", -15.0)  # "I bet 25 francs": an amount in a currency, not a question of which
    else:
        boost("payout", -10.0)
    if natural and slots.amount is not None and slots.upcard is None and "payout" in scores:
        # "30 € in and I got A-K!! how much?": what the blackjack pays on the bet, not what the hand counts
        scores["payout"] = max(scores["payout"], scores.get("hand_value", 0.0) + 9.0)
    if len(slots.cards) >= 2 and slots.upcard is None:
        boost("hand_value", 8.0)
        boost("card_values", -10.0)
    elif len(slots.cards) <= 1 and slots.total is None:
        boost("hand_value", -10.0)  # one card is a question of card values, not of a hand
        if slots.cards:
            boost("card_values", 10.0)
    if slots.casino is None and _ACROSS.search(text):
        best = max((i for i in scores if i != "compare"), key=scores.__getitem__)
        lift = 0.0
        if best in COMPARED:  # "where can I surrender?" compares rules, clearly ahead of the rule alone
            scores[best] = min(scores[best], 99.0 - 100.0 * CLOSE)
            lift = scores[best] + 100.0 * CLOSE + 1.0
        scores["compare"] = min(100.0, max(scores.get("compare", 0.0) + 25.0, lift))
    elif slots.casino is not None:
        boost("compare", -15.0)
