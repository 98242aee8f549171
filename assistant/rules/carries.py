"""Does a quote carry its value? A stated number, ratio or yes/no must stand in the leaflet's words it cites.

Numbers are found as digits (Latin or Persian), as number words of the leaflet's language, and
as the few words leaflets use for ratios ("Anderthalbfache" is 3:2, "Hälfte" is 1/2). A count
that the words hedge ("bis zu 6 Decks", "usually seven boxes") is a reading, not a fact: it must
be marked ``reading`` in the casino file. A yes or no must stand as a word of its polarity in the
leaflet's language: true as one that allows, requires or affirms ("darf", "kann", "gilt", "می‌تواند"),
false as one that rules out or restricts ("nicht", "kein", "nur", "نمی"). Choices among names
(``hole_card: peek``) are not checked here.
"""

from __future__ import annotations

import re
from decimal import Decimal
from fractions import Fraction
from typing import Any

_PERSIAN = str.maketrans("۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩", "01234567890123456789")
WORDS: dict[int, tuple[str, ...]] = {
    1: ("ein", "eine", "einer", "eins", "one", "یک"),
    2: ("zwei", "two", "دو"),
    3: ("drei", "three", "سه"),
    4: ("vier", "four", "چهار"),
    5: ("fünf", "five", "پنج"),
    6: ("sechs", "six", "شش"),
    7: ("sieben", "seven", "هفت"),
    8: ("acht", "eight", "هشت"),
    9: ("neun", "nine", "نه"),
    10: ("zehn", "ten", "ده"),
    11: ("elf", "eleven", "یازده"),
    12: ("zwölf", "twelve", "دوازده"),
}
RATIO_WORDS: dict[Fraction, tuple[str, ...]] = {
    Fraction(3, 2): ("anderthalbfache", "one and a half", "یک و نیم"),
    Fraction(1, 2): ("hälfte", "half", "نصف"),
    Fraction(1): ("gleicher höhe", "even money", "1:1"),
}
HEDGES = ("bis zu", "up to", "können", "can be", "üblicherweise", "usually", "طبق معمول")
"""Words that make a count a possibility rather than a fact of the table."""
FACT_COUNTS = frozenset({"decks", "boxes"})
"""Counts that describe the table (so a hedge on them is a reading), not limits of play."""
NUMBER_FIELDS = frozenset({
    "decks", "card_charlie", "boxes", "bettors_per_box", "boxes_per_guest", "owned_boxes_per_guest",
    "min_boxes_single_guest", "absent_owner_draws_to", "min_age", "min_bet", "max_bet", "min_bet_up_to", "multiple_of",
})
RATIO_FIELDS = frozenset({"blackjack_pays", "insurance_pays", "three_sevens_pays", "insurance_max_fraction",
                          "insurance_min_fraction", "insurance_min_table_fraction"})


_ARABIC_FORMS = str.maketrans({"ي": "ی", "ى": "ی", "ك": "ک", "\u200c": " ", "\u200d": "", "\u0640": ""})

YES: dict[str, tuple[str, ...]] = {
    "de": ("erlaubt*", "gestattet*", "darf", "dürfen", "kann", "können", "möglich*", "zulässig*", "zugelassen*",
           "frei", "muss", "müssen", "erforderlich*", "verpflichtet*", "gilt", "gelten", "zählt", "zählen", "ja",
           "bietet", "angeboten"),
    "en": ("allowed", "permitted", "may", "can", "possible", "must", "required", "yes", "counts", "count",
           "offered", "offers"),
    "fa": ("میتوان*", "مجاز", "اجازه", "امکان*", "باید", "موظف", "الزامی", "لازم", "پیشنهاد", "محسوب", "بله"),
}
"""Words that allow, require or affirm, per leaflet language (``*``: any ending)."""
NO: dict[str, tuple[str, ...]] = {
    "de": ("nicht", "kein*", "nie", "niemals", "nur", "ohne", "verboten*", "untersagt*", "ausgeschlossen*", "nein"),
    "en": ("not", "no", "never", "cannot", "only", "without", "prohibited", "forbidden", "none"),
    "fa": ("نمی*", "نیست*", "نباید", "نشد*", "نشو*", "ندار*", "نکن*", "نخواه*", "ممنوع*", "فقط", "هیچ*", "بدون",
           "بغیر", "مستثنی"),
}
"""Words that rule out or restrict."""
NEGATIONS: dict[str, tuple[str, ...]] = {
    "de": ("nicht", "kein*", "nie", "niemals"),
    "en": ("not", "no", "never", "cannot"),
    "fa": ("نمی*", "نیست*", "نباید", "ندار*", "نشد*", "نشو*", "نکن*", "نخواه*"),
}
"""Words that turn an allowing word of their clause around: "darf … nicht", "مجاز نمی باشد"."""
ONLY = {"de": ("nur", "ausschließlich", "lediglich"), "en": ("only", "exclusively"), "fa": ("فقط", "تنها")}
"""A field named ``…_only`` says "only" when true: these words carry its yes."""
FIELD_WORDS: dict[str, dict[bool, dict[str, tuple[str, ...]]]] = {
    # The dealer "stands" on soft 17 where the field asks whether it hits: standing is its no.
    "dealer_hits_soft_17": {False: {"de": ("steht", "stehen", "stand", "bleibt"), "en": ("stand*",),
                                    "fa": ("میایستد", "توقف")}},
}
"""Words that carry a field's yes or no beyond the common ones."""


def _plain(text: str) -> str:
    text = text.translate(_PERSIAN).translate(_ARABIC_FORMS).replace("**", "")
    text = re.sub(r"(?<!\w)(ن?می)\s+(?=\w)", r"\1", text)  # "می توان" = "می‌توان" = "میتوان"
    return re.sub(r"\s+", " ", text).lower()


def _pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(w.rstrip("*")) + (r"\w*" if w.endswith("*") else "") for w in words)
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)")


def polarity_words(field: str, value: bool, language: str) -> tuple[str, ...]:
    """The words that carry ``value`` for ``field`` in a quote in ``language``."""
    only = ONLY.get(language, ()) if field.endswith("_only") else ()
    common = YES.get(language, ()) + only if value else tuple(w for w in NO.get(language, ()) if w not in only)
    return common + FIELD_WORDS.get(field, {}).get(value, {}).get(language, ())


def has_polarity(text: str, field: str, value: bool, language: str) -> bool:
    """Whether ``text`` holds a word that says ``value`` for ``field``: an allowing word counts for true
    only where no negation in its clause turns it around."""
    words = _pattern(polarity_words(field, value, language))
    negation = _pattern(NEGATIONS.get(language, ()))
    for clause in re.split(r"[.,;:!?()\n،؛]", _plain(text)):
        if words.search(clause) and not (value and negation.search(clause)):
            return True
    return False


def _numbers(text: str) -> set[Decimal]:
    """Every number ``text`` may mean: "1.000" is 1000, "2,50" is 2.5, and "9,10, 11" holds 9, 10 and 11."""
    grouped = re.sub(r"(?<=\d)[.,](?=\d{3}(?!\d))", "", text)
    found = {Decimal(n) for n in re.findall(r"\d+", text) + re.findall(r"\d+", grouped)}
    return found | {Decimal(n.replace(",", ".")) for n in re.findall(r"\d+[.,]\d+", text)}


def _has_word(text: str, word: str) -> bool:
    # "dreimal" (three times) counts as three.
    return re.search(rf"(?<!\w){re.escape(word)}(?:mal)?(?!\w)", text) is not None


def has_number(text: str, number: int | Decimal) -> bool:
    """Whether ``number`` stands in ``text`` as digits or as a word."""
    plain = _plain(text)
    if Decimal(number) in _numbers(plain):
        return True
    return any(_has_word(plain, w) for w in WORDS.get(int(number), ()) if number == int(number))


def has_ratio(text: str, ratio: Fraction) -> bool:
    """Whether ``ratio`` stands in ``text``: "3:2", "3 zu 2", "3 to 2", or a word for it."""
    plain = _plain(text)
    for win, stake in re.findall(r"(\d+)\s*(?::|zu|to|به)\s*(\d+)", plain):
        if int(stake) and Fraction(int(win), int(stake)) == ratio:
            return True
    return any(w in plain for w in RATIO_WORDS.get(ratio, ()))


def problem(field: str, value: Any, quote: str, language: str = "de") -> str | None:
    """Why ``quote`` (in ``language``) does not carry ``value`` for ``field`` (unmarked as a reading), or None."""
    plain = _plain(quote)
    if field in FACT_COUNTS and any(h in plain for h in HEDGES):
        hedge = next(h for h in HEDGES if h in plain)
        return f"the quote hedges this count ({hedge}): mark the value as a reading with what it leaves open"
    if field == "max_split_hands" and isinstance(value, int):
        # "max. 3 splits" gives four hands: the quote may count splits or hands.
        if not (has_number(quote, value) or has_number(quote, value - 1)):
            return f"the quote has neither {value} hands nor {value - 1} splits"
    elif field == "double_on" and isinstance(value, frozenset):
        missing = sorted(t for t in value if not has_number(quote, t))
        if missing:
            return f"the quote does not name the totals {missing}"
    elif field in NUMBER_FIELDS and isinstance(value, (int, Decimal)) and not isinstance(value, bool):
        if not has_number(quote, value):
            return f"the quote does not say {value}"
    elif field in RATIO_FIELDS and isinstance(value, Fraction):
        whole = value.denominator == 1 and has_number(quote, int(value))
        if not has_ratio(quote, value) and not whole:
            return f"the quote does not say {value.numerator}:{value.denominator}"
    elif isinstance(value, bool) and not has_polarity(quote, field, value, language):
        examples = ", ".join(w.rstrip("*") for w in polarity_words(field, value, language)[:4])
        says = "allows, requires or affirms" if value else "rules out or restricts"
        return (f"the quote has no word that {says} it ({examples} …); mark the value as a reading "
                "if the words only imply it")
    return None


__all__ = ["has_number", "has_polarity", "has_ratio", "polarity_words", "problem"]
