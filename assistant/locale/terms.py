"""The Persian glossary: one term per concept, and the variants we never write.

The data is ``locales/fa/terms.yaml``; the glossary page takes its Persian headwords from it and
the tests hold every Persian text the site and the assistant write to it. Guests' input is not
held to it: the matcher accepts every variant.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass

from ..rules.yamlsource import cached_yaml
from .formats import LOCALES_DIR

TERMS_FILE = LOCALES_DIR / "fa" / "terms.yaml"


@dataclass(frozen=True)
class PersianTerm:
    """One concept's Persian word."""

    concept: str
    """English key: ``dealer``, ``split``, …"""
    term: str
    """The one spelling we write."""
    why: str
    """The reason for the choice, in one line."""
    leaflet: str | None = None
    """How the Persian leaflet writes it, where that differs from ``term``."""
    forbidden: tuple[str, ...] = ()
    """Variants we never write, each matched as a whole word."""
    patterns: tuple[str, ...] = ()
    """Regular expressions for variants a whole word would not catch (or would catch wrongly)."""
    msgids: tuple[str, ...] = ()
    """The only messages the term may appear in, where it is restricted (the site's name)."""

    @functools.cached_property
    def variants(self) -> re.Pattern[str] | None:
        """One pattern for every forbidden variant; a suffix after ZWNJ (``‌ها``) still matches."""
        words = [rf"(?<![\w\u200c]){re.escape(w)}(?!\w)"
                 for w in sorted(self.forbidden, key=len, reverse=True)]
        alternatives = words + list(self.patterns)
        return re.compile("|".join(f"(?:{a})" for a in alternatives)) if alternatives else None


@functools.cache
def persian_terms() -> dict[str, PersianTerm]:
    """Concept → its Persian term, as ``locales/fa/terms.yaml`` gives them."""
    data = cached_yaml(TERMS_FILE)
    return {
        concept: PersianTerm(concept, entry["term"], entry["why"], entry.get("leaflet"),
                             tuple(entry.get("forbidden") or ()), tuple(entry.get("patterns") or ()),
                             tuple(" ".join(m.split()) for m in entry.get("msgids") or ()))
        for concept, entry in data.items()
    }


@dataclass(frozen=True)
class Variant:
    """A forbidden variant found in a text."""

    concept: str
    found: str
    instead: str
    """The term to write instead."""


def variants_in(text: str, allowed: Iterable[str] = ()) -> list[Variant]:
    """Every forbidden variant in ``text``; words in ``allowed`` pass (the site's name where it names it)."""
    allowed = set(allowed)
    return [Variant(term.concept, match.group(), term.term)
            for term in persian_terms().values() if term.variants is not None
            for match in term.variants.finditer(text) if match.group() not in allowed]
