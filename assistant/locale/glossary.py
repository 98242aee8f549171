"""The leaflets' own words and what they mean; which leaflets use each is read from the leaflets."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ..rules import Casino, normalize_quote
from .terms import persian_terms
from .wording import N_, Words

FA = persian_terms()


@dataclass(frozen=True)
class Term:
    """A word of the leaflets, and what it means."""

    term: str
    """As the leaflets write it; in Persian as the site writes it (the glossary's term)."""
    lang: str
    """The language the leaflets write it in."""
    meaning: str
    """English msgid of its meaning."""
    spellings: tuple[str, ...] = ()
    """The ways the leaflets write it where they differ from ``term`` (case is ignored)."""


TERMS: tuple[Term, ...] = (
    Term("Box", "de", N_("A betting field on the table. The cards are dealt to the box, not to a guest."),
         ("Spielbox",)),
    Term("Boxeninhaber", "de", N_("The box owner: the guest seated at the box, who decides how its hand is "
                                  "played."), ("Boxinhaber", "Inhaber der Box")),
    Term("Sprachrecht", "de", N_("The right to decide for a box: to draw, stand, double or split.")),
    Term("Mitspieler", "de", N_("A guest who bets on a box that someone else owns and follows the owner's "
                                "decisions.")),
    Term("Karte", "de", N_("The call for another card."), ("carte",)),
    Term("Rest", "de", N_("The call for no more cards: the box stands."), ("stop",)),
    Term("Stand-off", "de", N_("A tie: the guest and the croupier have the same total, and the guest keeps "
                               "the bet.")),
    Term("Croupier", "de", N_("The casino employee who deals the cards, plays the casino's hand and settles "
                              "the bets."), ("Dealer", "Croupière")),
    Term("Bank", "de", N_("The casino's hand, played by the croupier.")),
    Term("Sabot", "de", N_("The box the cards are dealt from, also called the shoe."), ("Schlitten",)),
    Term("Jeton", "de", N_("A casino chip."), ("Jetons",)),
    Term("Doppelkreis", "de", N_("The double circle of a box, where the box owner bets; other guests bet on "
                                 "the single circles."), ("Kreis", "Kreise")),
    Term("Bild", "de", N_("A picture card: jack, queen or king. It counts ten."), ("Bilder",)),
    Term("Black Jack", "de", N_("An ace and a ten-value card as a hand's first two cards. It beats any "
                                "other hand of the same total."), ("Blackjack",)),
    Term("Insurance", "de", N_("A bet the croupier offers when the casino's first card is an ace: it wins "
                               "if the casino makes blackjack."), ("Versicherung",)),
    Term("Even Money", "de", N_("A blackjack against the casino's ace paid at once, at the size of the bet, "
                                "instead of waiting for the casino's hand.")),
    Term("Split", "de", N_("Playing the first two cards of equal value as two hands, with a second bet the "
                           "size of the first."), ("Teilen", "Teilung", "splitten")),
    Term("Double", "de", N_("Doubling the bet after the first two cards and taking exactly one more card."),
         ("Verdoppeln", "Verdoppelung")),
    Term("Surrender", "de", N_("Giving up a hand after its first two cards and getting half the bet back.")),
    Term("Tischminimum", "de", N_("The smallest bet the table takes; its largest is the table maximum."),
         ("Tischmaximum",)),
    Term("7-Card-Trick", "de", N_("A hand that reaches the number of cards named in the rules without "
                                  "busting wins at once.")),
    Term("Soft 17", "de", N_("A total of seventeen in which an ace counts as eleven, such as an ace and "
                             "a six.")),
    # Persian headwords are the glossary's terms (locales/fa/terms.yaml); the leaflet's spellings find them.
    Term(FA["box"].term, "fa", N_("A box: a betting field on the table."), ("بوکس",)),
    Term(FA["dealer"].term, "fa", N_("The dealer, literally the one who hands out the cards."),
         (FA["dealer"].leaflet,)),
    Term(FA["ace"].term, "fa", N_("An ace."), (FA["ace"].leaflet,)),
    Term(FA["split"].term, "fa", N_("Splitting a pair into two hands."), ("اسپلیت",)),
    Term(FA["double"].term, "fa", N_("Doubling the bet for exactly one more card."), ("دو برابر",)),
    Term(FA["insurance"].term, "fa", N_("Insurance against the dealer's blackjack.")),
    Term(FA["even_money"].term, "fa", N_("Even money: a blackjack against the dealer's ace paid at once, "
                                         "at the size of the bet."), (FA["even_money"].leaflet,)),
    Term(FA["surrender"].term, "fa", N_("Surrender: giving up a hand for half the bet."), ("سوراندر",)),
    Term(FA["chip"].term, "fa", N_("A casino chip.")),
)


@dataclass(frozen=True)
class GlossaryRow:
    term: str
    lang: str
    meaning: str
    casinos: tuple[tuple[str, str], ...]
    """(casino id, short name) of every leaflet that uses the word."""


def _pattern(term: Term) -> re.Pattern[str]:
    words = "|".join(re.escape(w) for w in sorted((term.term, *term.spellings), key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{words})(?!\w)", re.IGNORECASE)


def used_in(term: Term, casinos: Sequence[Casino]) -> list[Casino]:
    """The casinos whose leaflet writes ``term`` (or one of its spellings) as a word."""
    pattern = _pattern(term)
    return [c for c in casinos if pattern.search(normalize_quote(c.source_text))]


def glossary(casinos: Sequence[Casino], lang: str) -> tuple[GlossaryRow, ...]:
    words = Words(lang)
    return tuple(
        GlossaryRow(t.term, t.lang, words._(t.meaning),
                    tuple((c.id, getattr(c.spec.short_name, lang)) for c in used_in(t, casinos)))
        for t in TERMS
    )
