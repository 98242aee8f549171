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
def field_words() -> dict[str, tuple[tuple[str, str], ...]]:
    """Per language, its (normalised words, field) pairs and English's (guests mix in English casino words)."""
    own: dict[str, list[tuple[str, str]]] = {lang: [] for lang in LANGUAGES}
    for name, by_lang in cached_yaml(FOCUS_FILE).items():
        for lang in LANGUAGES:
            own[lang].extend((normalize(str(phrase)), name) for phrase in by_lang[lang])
    return {lang: tuple(own[lang] + (own["en"] if lang != "en" else [])) for lang in LANGUAGES}


@functools.cache
def boosted() -> frozenset[str]:
    """The fields whose words make the topics stating them likelier (not those marked ``boost: false``)."""
    return frozenset(name for name, spec in cached_yaml(FOCUS_FILE).items() if spec.get("boost", True))


@functools.lru_cache(maxsize=4096)
def fields_named(text: str, lang: str) -> tuple[str, ...]:
    """The fields normalised ``text`` names, in the order it names them (Persian plurals read as singulars)."""
    forms = [f" {text} "]
    if lang == "fa":
        forms.append(f" {persian_singular(text)} ")
    first: dict[str, int] = {}
    for phrase, name in field_words()[lang]:
        for form in forms:
            at = form.find(f" {phrase} ")
            if at >= 0 and at < first.get(name, len(form)):
                first[name] = at
    return tuple(sorted(first, key=first.__getitem__))
