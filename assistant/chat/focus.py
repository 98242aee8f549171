"""Which rule fields a question names, by the words for each field in ``focus.yaml``.

A topic (an intent) covers several fields; a guest usually asks about one of them ("do I lose the
double too?" is the dealer-blackjack field of the insurance and dealer topics). The fields named
make the topics that state them likelier, and their rules come first in the answer.
"""

from __future__ import annotations

import functools
from pathlib import Path

from ..locale.languages import LANGUAGES
from ..rules.yamlsource import cached_yaml
from .normalize import normalize, persian_singular

FOCUS_FILE = Path(__file__).with_name("focus.yaml")


@functools.cache
def field_words() -> dict[str, tuple[tuple[tuple[str, ...], str], ...]]:
    """Per language, its (phrases, field) pairs and English's (guests mix in English casino words). An entry is
    one phrase, or several joined by " + " that may stand anywhere in the question ("verdoppeln + tischmaximum":
    "wenn ich verdopple, darf der Einsatz übers Tischmaximum?"); each phrase normalised."""
    own: dict[str, list[tuple[tuple[str, ...], str]]] = {lang: [] for lang in LANGUAGES}
    for name, by_lang in cached_yaml(FOCUS_FILE).items():
        for lang in LANGUAGES:
            own[lang].extend((tuple(normalize(part) for part in str(entry).split(" + ")), name)
                             for entry in by_lang[lang])
    return {lang: tuple(own[lang] + (own["en"] if lang != "en" else [])) for lang in LANGUAGES}


@functools.cache
def boosted() -> frozenset[str]:
    """The fields whose words make the topics stating them likelier (not those marked ``boost: false``)."""
    return frozenset(name for name, spec in cached_yaml(FOCUS_FILE).items() if spec.get("boost", True))


@functools.cache
def companions() -> dict[str, tuple[str, ...]]:
    """Fields stated beside a named one (``with:``): "may a double pass the maximum?" needs the maximum too."""
    return {name: tuple(spec["with"]) for name, spec in cached_yaml(FOCUS_FILE).items() if spec.get("with")}


def with_companions(fields: tuple[str, ...]) -> tuple[str, ...]:
    """``fields`` and, after them, the fields stated beside each."""
    more = tuple(dict.fromkeys(c for f in fields for c in companions().get(f, ()) if c not in fields))
    return (*fields, *more)


@functools.cache
def _split_field_words(lang: str) -> tuple[tuple[tuple[tuple[tuple[str, ...], ...], str], ...], dict[str, tuple[int, ...]]]:
    """``field_words()[lang]`` with each phrase split into its words once, and the entries by their first word."""
    entries = tuple((tuple(tuple(phrase.split()) for phrase in phrases), name) for phrases, name in field_words()[lang]
                    if all(phrase.split() for phrase in phrases))
    by_first_word: dict[str, list[int]] = {}
    for index, (phrases, _) in enumerate(entries):
        by_first_word.setdefault(phrases[0][0], []).append(index)
    return entries, {word: tuple(indexes) for word, indexes in by_first_word.items()}


GAP = 2
"""Words a guest may put between two words of a field's phrase ("split my aces again", «تک‌خال‌ها را می‌توان دوباره»)."""


@functools.lru_cache(maxsize=4096)
def fields_named(text: str, lang: str) -> tuple[str, ...]:
    """The fields normalised ``text`` names, those named by more words first, then in the order it names them
    (Persian plurals read as singulars)."""
    forms = [text.split()]
    if lang == "fa":
        forms.append(persian_singular(text).split())
    first: dict[str, tuple[int, int]] = {}
    for form in forms:
        where: dict[str, list[int]] = {}
        for i, token in enumerate(form):
            where.setdefault(token, []).append(i)
        entries, by_first_word = _split_field_words(lang)
        # only the entries whose first word the text has, in their order in the file (a tie keeps the first)
        for index in sorted({i for token in where for i in by_first_word.get(token, ())}):
            phrases, name = entries[index]
            if any(phrase[0] not in where for phrase in phrases):
                continue
            starts = [_found(phrase, where) for phrase in phrases]
            if None in starts:
                continue
            at, size = min(starts), sum(len(phrase) for phrase in phrases)
            # The longer words first ("surrender after splitting" names surrender after a split before surrender)
            if (-size, at) < first.get(name, (0, len(form))):
                first[name] = (-size, at)
    return tuple(sorted(first, key=first.__getitem__))


def _found(words: tuple[str, ...], where: dict[str, list[int]]) -> int | None:
    """Where ``words`` start in a text (token → positions), in order with at most ``GAP`` words between."""
    for start in where.get(words[0], ()):
        last = start
        for word in words[1:]:
            last = next((i for i in where.get(word, ()) if last < i <= last + GAP + 1), None)
            if last is None:
                break
        else:
            return start
    return None
