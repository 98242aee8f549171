"""Text normalisation before matching: one form for the many ways guests type the same words.

rapidfuzz applies no processor by default, so everything that should not count as
a difference is removed here: case and accents (German ``Ässe`` = ``asse``),
Arabic letter forms and diacritics in Persian (``ي`` = ``ی``, ``ك`` = ``ک``), the
tatweel, the zero-width non-joiner (``می‌توانم`` = ``میتوانم`` = ``می توانم``),
Persian and Arabic-Indic digits (``۱۶`` = ``١٦`` = ``16``), and punctuation.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from pathlib import Path

_PERSIAN_LETTERS = str.maketrans(
    {
        "ي": "ی",
        "ى": "ی",
        "ئ": "ی",
        "ك": "ک",
        "ة": "ه",
        "ۀ": "ه",
        "أ": "ا",
        "إ": "ا",
        "ٱ": "ا",
        "ؤ": "و",
        "\u0640": "",  # tatweel
        "\u200c": "",  # zero-width non-joiner: the joined and the split spelling become one
        "\u200d": "",
        "\u200f": "",
        "\u200e": "",
    }
)
_DIGITS = str.maketrans("۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩", "01234567890123456789")
_GERMAN = str.maketrans({"ß": "ss", "ẞ": "ss"})
_SUITS = str.maketrans({"♤": "♠", "♡": "♥", "♢": "♦", "♧": "♣", "\ufe0f": ""})
_BIDI_AND_CONTROL = re.compile(r"[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]")
# Punctuation becomes a space; ":" and "." between digits stay (3:2, 2.50), as do card suits and €.
_PUNCTUATION = re.compile(r"[:.,](?!\d)|(?<!\d)[:.,]|[!?;\"'“”„«»()\[\]{}،؛؟٪*_/\\|<>+~`^]|(?<=\D)-|-(?=\D)")
_EQUALS = re.compile(r"=+>?|→|⇒|->|(?<=\s)>(?=\s)")
""""6 + 4 = 10": the sum of the cards told, kept as a word of its own."""
_NUMBER_IS = re.compile(r"(?<=\d)(?:یه|ه|e)(?=\s|$)")
"""The Persian "is" written onto a number in speech («۸۰ه», «۶ئه»: ئ is read as ی)."""
_NUMBER_COUNTED = re.compile(r"(?<=\d)(?:ta|تا)(?=\s|$)")
"""The Persian counter «تا» written onto a number ("2ta", «۲تا»)."""
_CARD_LIST = re.compile(r"\b\d{1,2}(?:,\d{1,2}){2,}\b")
"""Cards listed with commas and no spaces ("2,3,2,A,4"): three numbers or more are no decimal."""
_THOUSANDS = re.compile(r"\b(\d{1,4})(?:[.,](\d))?(?:k|\s?tsd)(?=\s|$)")
"""A sum in thousands ("10k", "2.5k", "5 tsd")."""
_PERSIAN_PREFIX = re.compile(r"(?:(?<=\s)|^)(ن?می)\s+(?=\S)")
_SPACES = re.compile(r"\s+")
_DRAWN_OUT = re.compile(r"([\u0621-\u064a\u067e\u0686\u0698\u06a9\u06af\u06cc])\1{2,}")
"""A Persian letter typed three times or more («سلااام»): no Persian word doubles a letter so; one is meant."""
_DEALER_NAMES = re.compile(r"\b(?:kartengeber(?:in|innen|s)?|kartenausgeber(?:in)?)\b")
"""Rarer German names of the dealer ("Muss der Kartengeber … bei 16 noch ziehen?"), read as the croupier."""
_RATIO_WORDS = re.compile(r"\b(\d{1,2}) (?:to|zu|به) (\d{1,2})\b")
_ARABIC_SCRIPT = re.compile(r"[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufefc]")  # with presentation forms, not the BOM


def clean(text: str) -> str:
    """Text without control and bidi-override characters, which no guest means to type."""
    return _BIDI_AND_CONTROL.sub(" ", text)


@functools.lru_cache(maxsize=8192)
def normalize(text: str) -> str:
    """The form questions and phrasings are compared in (kept per text: a question is read several times)."""
    text = unicodedata.normalize("NFKC", clean(text)).translate(_SUITS)
    text = text.translate(_PERSIAN_LETTERS).translate(_DIGITS).translate(_GERMAN).casefold()
    # Accents and Arabic diacritics are combining marks once decomposed; آ loses its madda too.
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    text = _DRAWN_OUT.sub(r"\1", text)
    text = _DEALER_NAMES.sub("croupier", text)
    text = _CARD_LIST.sub(lambda m: m[0].replace(",", " "), text)
    text = _PUNCTUATION.sub(" ", _EQUALS.sub(" = ", text))  # (an arrow "->" before its dash is read away)
    text = _NUMBER_IS.sub("", text)  # «شرطم ۸۰ه», "shartam 4000e": "my bet is 80"
    text = _THOUSANDS.sub(lambda m: str(int(m[1]) * 1000 + int(m[2] or 0) * 100), text)  # "in for 10k": 10000
    text = _NUMBER_COUNTED.sub(" تا", text)  # "2ta bibi pik", «۲تا»: a count, as «۲ تا»
    text = _PERSIAN_PREFIX.sub(r"\1", text)  # "می توانم" = "میتوانم"
    text = _RATIO_WORDS.sub(r"\1:\2", text)  # "3 to 2" = "3 zu 2" = "3:2"
    ratios, spelled = _spelled_ratios()
    text = spelled.sub(lambda m: ratios[m[0]], text)  # «میز سه به دو», "six to five": a ratio, no cards
    return _SPACES.sub(" ", text).strip()


@functools.cache
def _spelled_ratios() -> tuple[dict[str, str], re.Pattern[str]]:
    """The payouts guests spell out, as the lexicon lists them (in normalised form), and a pattern finding them."""
    from ..rules.yamlsource import cached_yaml

    ratios = {str(words): str(ratio) for words, ratio in
              cached_yaml(Path(__file__).with_name("lexicon.yaml"))["spelled_ratios"].items()}
    return ratios, re.compile(rf"(?:^|(?<=\s))(?:{'|'.join(map(re.escape, ratios))})(?=\s|$)")


def has_persian(text: str) -> bool:
    """Whether the text is written (partly) in Arabic script, compatibility forms included (the
    mathematical 𞸧 is read as ح, as the normaliser reads it)."""
    return bool(_ARABIC_SCRIPT.search(unicodedata.normalize("NFKC", text)))


_PERSIAN_PLURAL = re.compile(r"(?<=[\u0600-\u06ff]{2})(?:هایی|های|ها)(?=\s|$)")


def persian_singular(text: str) -> str:
    """Normalised Persian text with plural endings dropped ("اسها" → "اس"), for words that name a thing once."""
    return _PERSIAN_PLURAL.sub("", text)
