"""How the sheets word every rule field: its label and its value, in one language.

Labels and value phrases are English msgids marked with ``N_`` and translated
through the gettext catalogs; every number, ratio, share and amount inside a
phrase is formatted by the locale layer (``assistant.locale.formats``).
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any

from babel.lists import format_list
from babel.numbers import format_percent

from ..engine import UPCARDS, Rank, Suit, parse_cards
from ..rules import RuleEntry
from ..rules.fields import (
    BOX_FIELDS,
    CASINO_FIELDS,
    ETIQUETTE_FIELDS,
    LIMIT_FIELDS,
    RULE_FIELDS,
    SIDE_BET_FIELDS,
)
from .formats import (
    LANGUAGES,
    LRI,
    MINUS,
    PDI,
    RTL,
    format_money,
    format_number,
    format_signed_money,
    locale,
    localize_digits,
    numbering,
    signed,
    translations,
)


def N_(message: str) -> str:
    """Mark ``message`` for extraction; it is translated where it is shown."""
    return message


FSI = "\u2068"
"""First-strong isolate: a quote in the leaflet's script kept whole inside text of either direction."""


class Words:
    """One language's words and number formats for one casino's sheet."""

    def __init__(self, lang: str, currency: str | None = None):
        self.lang = lang
        self.currency = currency
        self._gettext = translations(lang).gettext
        self._locale = locale(lang)

    def _(self, message: str, **values: str) -> str:
        text = self._gettext(message)
        return text.format(**values) if values else text

    def number(self, value: int | Decimal | Fraction) -> str:
        if isinstance(value, Fraction):
            value = Decimal(value.numerator) / value.denominator
        return format_number(value, self.lang)

    def money(self, amount: Decimal) -> str:
        if self.currency is None:
            raise ValueError("amounts need the casino's currency: Words(lang, currency)")
        return format_money(amount, self.currency, self.lang)

    def signed_money(self, amount: Decimal) -> str:
        """A result: ``+€30``, ``−€5``; in Persian ``⁦+۳۰⁩ یورو``, the sign kept before the digits."""
        if self.currency is None:
            raise ValueError("amounts need the casino's currency: Words(lang, currency)")
        return format_signed_money(amount, self.currency, self.lang)

    def ratio(self, ratio: Fraction) -> str:
        """A payout ratio, ``3:2``, in the language's digits."""
        return f"{self.number(ratio.numerator)}:{self.number(ratio.denominator)}"

    def share(self, share: Fraction) -> str:
        """A share of a bet as a percentage, ``50 %`` (de), ``۵۰٪`` (fa)."""
        text = format_percent(Decimal(share.numerator) / share.denominator, locale=self.lang,
                              numbering_system=numbering(self.lang))
        # Babel keeps the Latin % whatever the numbering system; CLDR gives fa's arabext ٪.
        sign = self._locale.number_symbols[numbering(self.lang)]["percentSign"]
        return localize_digits(text.replace("%", sign), self.lang)

    def percent(self, value: float, places: int = 2) -> str:
        """A percentage given in percent, ``0.40 %`` (de ``0,40 %``, fa ``۰٫۴۰٪``, ``⁦−۰٫۱۹٪⁩``)."""
        return _percent(round(value, places), places, self.lang)

    def any_of(self, items: Iterable[str]) -> str:
        """``9, 10 oder 11``: a list joined with the language's "or"."""
        return _listed(tuple(items), "or", self.lang)

    def all_of(self, items: Iterable[str]) -> str:
        return _listed(tuple(items), "standard", self.lang)

    @property
    def semicolon(self) -> str:
        """The language's semicolon (Persian ``؛``)."""
        return "؛" if self.lang == "fa" else ";"

    def semicolons(self, items: Iterable[str]) -> str:
        """Items joined by the language's semicolon."""
        return f"{self.semicolon} ".join(items)

    @property
    def arrow(self) -> str:
        """An arrow that points the way the text reads: ``→``, and ``←`` in right-to-left Persian."""
        return "←" if self.lang in RTL else "→"

    def languages(self) -> str:
        """The site's languages named in this one: ``Deutsch, Englisch und Persisch``."""
        return self.all_of(self._locale.languages[code] for code in LANGUAGES)

    def quoted(self, text: str) -> str:
        """``„Karte“`` (de), ``“Karte”`` (en), ``«Karte»`` (fa): the marks come from the catalog."""
        return self._("“{text}”", text=text)

    def digits(self, text: str) -> str:
        """A code such as a phone number: the language's digits, kept left to right."""
        return f"{LRI}{localize_digits(text, self.lang)}{PDI}"

    def card(self, text: str) -> str:
        """``J♠`` → ``Pik-Bube`` (de), ``jack of spades`` (en), ``سرباز پیک`` (fa)."""
        (card,) = parse_cards(text)
        rank = self._(RANK_NAMES[card.rank]) if card.rank in RANK_NAMES else self.number(card.rank.points)
        return self._("{rank} of {suit}", rank=rank, suit=self._(SUIT_NAMES[card.suit]))

    def upcard(self, label: str) -> str:
        return self._(RANK_NAMES[Rank.ACE]) if label == "A" else self.number(int(label))


@functools.lru_cache(maxsize=8192)
def _listed(items: tuple[str, ...], style: str, lang: str) -> str:
    """Cached: answers join the same few lists of places and values again and again (babel's list patterns)."""
    return format_list(list(items), style=style, locale=lang)


@functools.lru_cache(maxsize=4096)
def _percent(value: float, places: int, lang: str) -> str:
    """Cached: a comparison shows the same few house edges for hundreds of tables."""
    if lang in RTL and value < 0:  # a true minus, kept before the digits (``signed``)
        return signed(_percent(-value, places, lang), MINUS, lang)
    pattern = locale(lang).percent_formats[None].pattern.replace("#,##0", "#,##0." + "0" * places, 1)
    text = format_percent(Decimal(str(value)) / 100, format=pattern, locale=lang, numbering_system=numbering(lang))
    sign = locale(lang).number_symbols[numbering(lang)]["percentSign"]
    return localize_digits(text.replace("%", sign), lang)


RANK_NAMES = {Rank.ACE: N_("ace"), Rank.KING: N_("king"), Rank.QUEEN: N_("queen"), Rank.JACK: N_("jack")}
SUIT_NAMES = {Suit.SPADES: N_("spades"), Suit.HEARTS: N_("hearts"), Suit.DIAMONDS: N_("diamonds"),
              Suit.CLUBS: N_("clubs")}

NOT_STATED = N_("Not stated by the casino")
ALLOWED, NOT_ALLOWED = N_("Allowed"), N_("Not allowed")
UNLIMITED = N_("Unlimited")

Phrase = Callable[[Words, Any], "str | None"]
"""A value in words; ``None`` where the value says nothing (an unknown limit)."""


@dataclass(frozen=True)
class FieldWording:
    """How one rule field is labelled and its value phrased."""

    label: str
    """English msgid of the field's label."""
    phrase: Phrase


def _key(value: Any) -> Any:
    return value.value if isinstance(value, enum.Enum) else value


def _yes_no(yes: str, no: str) -> Phrase:
    return lambda w, v: None if v is None else w._(yes if v else no)


def _allowed() -> Phrase:
    return _yes_no(ALLOWED, NOT_ALLOWED)


def _choice(**phrases: str) -> Phrase:
    return lambda w, v: None if v is None else w._(phrases[_key(v)])


def _count(none: str | None = None, template: str | None = None) -> Phrase:
    def phrase(w: Words, v: Any) -> str | None:
        if v is None:
            return w._(none) if none else None
        return w._(template, count=w.number(v)) if template else w.number(v)
    return phrase


def _ratio(template: str, none: str) -> Phrase:
    return lambda w, v: w._(none) if v is None else w._(template, ratio=w.ratio(v))


def _share(template: str, zero: str | None = None) -> Phrase:
    return lambda w, v: w._(zero) if zero and v == 0 else w._(template, share=w.share(v))


def _money(w: Words, v: Any) -> str | None:
    return None if v is None else w.money(v)


def _double_on(w: Words, v: Any) -> str:
    if v == "any":
        return w._(N_("On any first two cards"))
    return w._(N_("On first two cards totalling {totals}"), totals=w.any_of(w.number(t) for t in sorted(v)))


def _split_hands(w: Words, v: Any) -> str:
    if v is None:
        return w._(UNLIMITED)
    if v == 1:
        return w._(N_("No splitting"))
    return w._(N_("Up to {count} hands"), count=w.number(v))


def _ace_split_hands(w: Words, v: Any) -> str:
    return w._(N_("As for other pairs")) if v == 0 else _split_hands(w, v)


def _blackjack_counts(w: Words, v: Any) -> str:
    if v:
        return w._(N_("Counts as blackjack"))
    return w._(N_("Counts as {total}, not as blackjack: a win pays 1:1"), total=w.number(21))


def _paid_at_once(w: Words, v: Any) -> str:
    if not v:
        return w._(N_("No: settled with the other hands"))
    ordered = [u for u in UPCARDS if u in v]
    return w._(N_("Against a dealer's first card of {upcards}"),
               upcards=w.any_of(w.upcard(u) for u in ordered))


def _bonus(w: Words, v: Any) -> str:
    if v is None:
        return w._(N_("No bonus blackjack"))
    cards = w.all_of(w.card(c) for c in v.cards)
    return w._(N_("{cards} pays {ratio} at once"), cards=cards, ratio=w.ratio(v.pays))


def _calls(w: Words, v: Any) -> str | None:
    return None if v is None else w.any_of(w.quoted(word) for word in v)


def _helplines(w: Words, v: Any) -> str | None:
    if v is None:
        return None
    lines = []
    for line in v:
        parts = [f"{line.name}: {w.digits(line.phone)}"]
        offers = ((N_("free of charge"), line.free), (N_("anonymous"), line.anonymous))
        kind = [w._(text) for text, holds in offers if holds]
        if kind:
            parts.append(w.all_of(kind))
        parts += [getattr(hours, w.lang) for hours in line.hours]
        lines.append(" — ".join(parts))
    return " · ".join(lines)


WORDINGS: dict[str, FieldWording] = {
    # the rules of play
    "decks": FieldWording(N_("Decks in the shoe"), _count()),
    "dealer_hits_soft_17": FieldWording(N_("Soft 17"), _yes_no(
        N_("Dealer hits soft 17"), N_("Dealer stands on soft 17"))),
    "hole_card": FieldWording(N_("Dealer's second card"), _choice(
        peek=N_("Hole card, checked for blackjack at once (peek)"),
        no_peek=N_("Hole card, turned after the guests have played"),
        none=N_("No hole card (European)"))),
    "dealer_blackjack_takes": FieldWording(N_("A dealer blackjack without a peek takes"), _choice(
        all=N_("All bets, doubles and splits included"),
        original=N_("The original bet only; doubles and splits are returned"))),
    "blackjack_pays": FieldWording(N_("Blackjack pays"), lambda w, v: w.ratio(v)),
    "double_on": FieldWording(N_("Doubling down"), _double_on),
    "double_soft": FieldWording(N_("Doubling soft hands"), _allowed()),
    "double_after_split": FieldWording(N_("Doubling after a split"), _allowed()),
    "max_split_hands": FieldWording(N_("Hands one box may split into"), _split_hands),
    "split_by": FieldWording(N_("Pairs that may be split"), _choice(
        value=N_("Any two cards of equal value, e.g. jack and queen"),
        rank=N_("Only two cards of the same rank, e.g. two jacks"))),
    "resplit_aces": FieldWording(N_("Splitting aces again"), _allowed()),
    "max_split_hands_aces": FieldWording(N_("Hands one box may split aces into"), _ace_split_hands),
    "hit_split_aces": FieldWording(N_("Cards on split aces"), _yes_no(
        N_("Split aces may draw further cards"), N_("One card on each split ace"))),
    "split_ace_ten_is_blackjack": FieldWording(N_("Split ace plus a ten-value card"), _blackjack_counts),
    "split_ten_ace_is_blackjack": FieldWording(N_("Split ten-value card plus an ace"), _blackjack_counts),
    "surrender": FieldWording(N_("Surrender"), _choice(
        none=N_("No surrender"),
        late=N_("Late surrender: half the bet back if the dealer has no blackjack"),
        early=N_("Early surrender: half the bet back whatever the dealer draws"))),
    "surrender_after_split": FieldWording(N_("Surrender after a split"), _allowed()),
    "insurance_pays": FieldWording(N_("Insurance"), _ratio(N_("Pays {ratio}"), N_("No insurance"))),
    "insurance_max_fraction": FieldWording(N_("Largest insurance"), _share(
        N_("Up to {share} of the original bet"))),
    "insurance_min_fraction": FieldWording(N_("Smallest insurance"), _share(
        N_("At least {share} of the original bet"), N_("No minimum"))),
    "insurance_min_table_fraction": FieldWording(N_("Smallest insurance by the table minimum"), _share(
        N_("At least {share} of the table minimum"), N_("No minimum"))),
    "even_money": FieldWording(N_("Even money"), _yes_no(N_("Offered"), N_("Not offered"))),
    "blackjack_paid_immediately_against": FieldWording(
        N_("Blackjack paid before the dealer draws"), _paid_at_once),
    "card_charlie": FieldWording(N_("Card trick"), _count(
        N_("No card trick"), N_("{count} cards without busting win at once"))),
    "three_sevens_pays": FieldWording(N_("Three sevens"), _ratio(
        N_("Pays {ratio} at once; the bet plays on"), N_("Nothing extra"))),
    "bonus_blackjack": FieldWording(N_("Bonus blackjack"), _bonus),
    # limits
    "min_bet": FieldWording(N_("Minimum bet per box"), _money),
    "min_bet_up_to": FieldWording(N_("Highest table minimum"), _money),
    "max_bet": FieldWording(N_("Maximum bet per box"), _money),
    "multiple_of_min": FieldWording(N_("Bets in multiples of the table minimum"), _yes_no(
        N_("Required"), N_("Not required"))),
    "multiple_of": FieldWording(N_("Bets in multiples of"), _money),
    "over_max": FieldWording(N_("Bets over the box maximum"), _choice(
        reject=N_("Refused"),
        reduce_from_last_circle=N_("Cut back, starting with the last circle"))),
    "double_may_exceed_max": FieldWording(N_("Doubling past the table maximum"), _allowed()),
    "split_hand_is_new_box": FieldWording(N_("Split hands and the maximum"), _yes_no(
        N_("Each split hand counts as a new box"), N_("Split hands count together"))),
    # boxes and bettors
    "boxes": FieldWording(N_("Boxes on the table"), _count()),
    "bettors_per_box": FieldWording(N_("Bettors per box"), _count(UNLIMITED)),
    "boxes_per_guest": FieldWording(N_("Boxes one guest may bet on"), _count(UNLIMITED)),
    "owned_boxes_per_guest": FieldWording(N_("Boxes one guest may decide for"), _count(UNLIMITED)),
    "min_boxes_single_guest": FieldWording(N_("Boxes a guest alone at the table must play"), _count(
        template=N_("At least {count}"))),
    "betting_behind": FieldWording(N_("Betting on another guest's box"), _allowed()),
    "co_bettors_join_double": FieldWording(N_("Co-bettors doubling with the box owner"), _allowed()),
    "co_bettors_join_split": FieldWording(N_("Co-bettors following a split"), _allowed()),
    "declined_split_rejoins": FieldWording(N_("Joining a later split after declining one"), _allowed()),
    "absent_owner_draws_to": FieldWording(N_("Box of a lone owner who has left the table"), _count(
        template=N_("Draws to at least {count}, then stands"))),
    "absent_owner_decider": FieldWording(N_("Who decides when the box owner has left"), _choice(
        next_circle=N_("The guest on the next circle: the second circle first"))),
    # the casino: entry, help, etiquette
    "min_age": FieldWording(N_("Minimum age"), _count(template=N_("From {count} years"))),
    "id_required": FieldWording(N_("Identity document"), _yes_no(N_("Required"), N_("Not required"))),
    "responsible_gambling": FieldWording(N_("Help with problem gambling"), _helplines),
    "tips": FieldWording(N_("Tips"), _choice(
        customary=N_("Customary; shared among the staff"), welcome=N_("Welcome"),
        not_allowed=N_("Not allowed"))),
    "dress": FieldWording(N_("Dress"), _choice(
        smart=N_("Smart dress"), casual=N_("Casual dress"), none=N_("No dress code"))),
    "touch_cards": FieldWording(N_("Guests touching the cards"), _allowed()),
    "touch_chips_in_box": FieldWording(N_("Guests touching the bets in the boxes"), _allowed()),
    "advice_to_box_owner": FieldWording(N_("Advice to a box owner from other guests"), _allowed()),
    "bets_in_chips_only": FieldWording(N_("Bets"), _yes_no(N_("In chips only"), N_("Chips or cash"))),
    "call_hit": FieldWording(N_("Call for another card"), _calls),
    "call_stand": FieldWording(N_("Call for no more cards"), _calls),
    "disputes": FieldWording(N_("Disputes"), _choice(
        management_decides=N_("The casino management decides"), director_decides=N_("The director decides"))),
    # side bets
    "cards": FieldWording(N_("Cards the side bet is decided on"), _choice(
        player_two=N_("The box's first two cards"),
        player_two_and_dealer_up=N_("The box's first two cards and the dealer's first card"))),
    "highest_only": FieldWording(N_("Winning combinations paid"), _yes_no(
        N_("Once, for the highest winning combination only"), N_("Every winning combination"))),
    "bet_before_deal": FieldWording(N_("When the side bet is placed"), _yes_no(
        N_("Before the cards are dealt"), N_("Also after the cards are dealt"))),
    "on_played_box_only": FieldWording(N_("Boxes the side bet may be placed on"), _yes_no(
        N_("Only a box that is played"), N_("Any box"))),
}

WORDED_FIELDS = (*RULE_FIELDS, "min_bet_up_to", *LIMIT_FIELDS, *BOX_FIELDS, *CASINO_FIELDS,
                 "responsible_gambling", *ETIQUETTE_FIELDS, *SIDE_BET_FIELDS)
"""Every field a sheet shows; each needs a wording above."""


def label(field: str, words: Words) -> str:
    return words._(WORDINGS[field].label)


def phrase(field: str, value: Any, words: Words) -> str | None:
    """``value`` of ``field`` in words, or ``None`` where it says nothing (e.g. no known limit)."""
    return WORDINGS[field].phrase(words, value)


RANGE_TOP = {"min_bet": "min_bet_up_to"}
"""A field whose stated value is the low end of a range, and the field that closes it."""
EQUAL_BOUND = {"insurance_max_fraction": "insurance_min_fraction",
               "insurance_min_fraction": "insurance_max_fraction"}
"""Bounds that, stated alike, make one exact amount."""
MIN_BET_RANGE = N_("{low} to {high} depending on the table")
EXACT_SHARE = N_("Exactly {share} of the original bet")


def read_with(field: str, entries: Mapping[str, RuleEntry]) -> RuleEntry | None:
    """The stated field a stated ``field`` is worded together with at its table: the top of its
    range (a minimum of 2 to 20), or an equal bound (insurance of at least and at most half)."""
    entry = entries.get(field)
    if entry is None or not entry.stated:
        return None
    top = entries.get(RANGE_TOP.get(field, ""))
    if top is not None and top.stated:
        return top
    bound = entries.get(EQUAL_BOUND.get(field, ""))
    if bound is not None and bound.stated and bound.value == entry.value:
        return bound
    return None


def phrase_at(field: str, entries: Mapping[str, RuleEntry], words: Words) -> str | None:
    """The stated value of ``field`` in words, read with the fields of its table it pairs with."""
    entry, partner = entries[field], read_with(field, entries)
    if partner is None:
        return phrase(field, entry.value, words)
    if field in RANGE_TOP:
        return words._(MIN_BET_RANGE, low=words.money(entry.value), high=words.money(partner.value))
    return words._(EXACT_SHARE, share=words.share(entry.value))


def shown_within(field: str, entries: Mapping[str, RuleEntry]) -> bool:
    """Whether ``field`` is already worded in another field's row (the top of a stated range)."""
    return any(top == field and read_with(low, entries) is not None for low, top in RANGE_TOP.items())


OUTCOME_NAMES: dict[str, str] = {
    "win": N_("wins"),
    "blackjack": N_("blackjack"),
    "bonus_blackjack": N_("bonus blackjack"),
    "even_money": N_("even money"),
    "card_charlie": N_("card trick"),
    "three_sevens": N_("three sevens"),
    "push": N_("stand-off"),
    "returned": N_("returned"),
    "loss": N_("loses"),
    "bust": N_("bust"),
    "surrender": N_("surrendered"),
    "insurance_win": N_("insurance wins"),
    "insurance_loss": N_("insurance lost"),
    "side_bet_win": N_("side bet wins"),
    "side_bet_loss": N_("side bet lost"),
}
"""How a settled stake ended, by ``Outcome`` value."""

ACTION_NAMES: dict[str, str] = {
    "hit": N_("hit"),
    "stand": N_("stand"),
    "double": N_("double"),
    "split": N_("split"),
    "surrender": N_("surrender"),
    "insure": N_("insure"),
    "even_money": N_("take even money"),
}
"""A guest's decision, by ``Action`` value."""


def reading_text(entry: Any, words: Words, quote: bool = True) -> str | None:
    """Where a stated value is one reading of the leaflet: what the leaflet says (``quote``: in these
    words; else the quote stands beside, as on a sheet), what it leaves open, and how else it may be
    read; None for a value the leaflet's words carry."""
    if not entry.stated or entry.reading is None:
        return None
    leaves_open = getattr(entry.reading.open, words.lang)
    if quote:
        text = words._(N_("The leaflet says: {quote} It does not say {open}."),
                       quote=words.quoted(f"{FSI}{entry.quote or ''}{PDI}"), open=leaves_open)
    else:
        text = words._(N_("The leaflet's words beside do not say {open}."), open=leaves_open)
    others = [p for v in entry.reading.alternatives if (p := phrase(entry.field, v, words))]
    if others:
        text += " " + words._(N_("Read otherwise: {values}."), values=words.any_of(others))
    return text


def edge_text(words: Words, edge: float, low: float, high: float, differs: bool) -> str:
    """A house edge as a guest may take it: with the range of every reading where they differ."""
    if not differs:
        return words.percent(edge)
    return words._(N_("{edge} as read here; {low} to {high} under the other readings of what the leaflet leaves open"),
                   edge=words.percent(edge), low=words.percent(low), high=words.percent(high))


def readings_lines(readings: Any, words: Words) -> list[str]:
    """Each open rule that moves the house edge: its readings, each with the edge under it."""
    lines = []
    for field in readings.fields:
        parts = []
        for r in (r for r in readings.readings if r.field == field):
            value = phrase(field, r.value, words) or words._(NOT_STATED)
            part = words._(N_("{value}: {edge}"), value=value, edge=words.percent(r.house_edge_percent))
            parts.append(words._(N_("{reading} (as read here)"), reading=part) if r.presented else part)
        kind = N_("{label}, which the leaflet words less precisely — {readings}") if readings_stated(readings, field) \
            else N_("{label}, which the leaflet does not state — {readings}")
        lines.append(words._(kind, label=label(field, words), readings=words.semicolons(parts)))
    return lines


def readings_stated(readings: Any, field: str) -> bool:
    return any(r.stated for r in readings.readings if r.field == field)


LETTERS = {
    "H": N_("H"), "S": N_("S"), "D": N_("D"), "Ds": N_("Ds"), "P": N_("P"),
    "R": N_("R"), "Rs": N_("Rs"), "Rp": N_("Rp"),
}
"""Chart letters; each language may print its own (German: K for Karte)."""
LEGEND = {
    "H": N_("hit"), "S": N_("stand"), "D": N_("double, else hit"), "Ds": N_("double, else stand"),
    "P": N_("split"), "R": N_("surrender, else hit"), "Rs": N_("surrender, else stand"),
    "Rp": N_("surrender, else split"),
}
"""What each chart letter means, in the chart's legend and in answers about a hand."""
