"""The locale layer shared by the sheets, the CLI and the assistant.

Money, numbers, dates and digits are formatted here and only here; user-facing text
comes from the gettext catalogs in ``locales/``.
"""

from __future__ import annotations

import functools
import hashlib
import io
import re
from datetime import date
from decimal import Decimal
from pathlib import Path

from babel import Locale
from babel.dates import format_date as babel_format_date
from babel.numbers import format_currency, format_decimal, get_currency_name, get_currency_precision
from babel.support import NullTranslations, Translations

from ..rules.analyses import cache_dir, write_bytes_atomically
from .languages import LANGUAGES, RTL

LOCALES_DIR = Path(__file__).resolve().parents[2] / "locales"
_NUMBERING = {"fa": "arabext"}  # Persian separators ٬ and ٫
_DIGITS = {"fa": str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")}
"""Babel picks a numbering system's symbols but prints Latin digits: these replace them."""
LRI, PDI = "\u2066", "\u2069"
"""Unicode isolates: keep a left-to-right run (a phone number, a signed number) whole in right-to-left text."""
MINUS = "\u2212"
"""The true minus sign, which right-to-left languages write (Babel prints a hyphen-minus)."""
_CURRENCY_NAMES = {"fa": {"AMD": "درام", "USD": "دلار", "GBP": "پوند"}}
"""A currency's name after a number, where Babel's adds a country a price does not need ("درام ارمنستان");
others are Babel's (یورو, فرانک سوئیس)."""


_LATIN = "A-Za-z\u00c0-\u024f0-9♠♥♦♣"
_LEFT_TO_RIGHT = re.compile(f"[{_LATIN}](?:[{_LATIN}]|['’.\\-/&:+](?=[{_LATIN}])|[ \u00a0](?=[{_LATIN}]))*")
"""A run of Latin script: punctuation inside it ("3:2", "A.4") is part of it, after it ("… 10♣:") is not."""
_ISOLATES = re.compile("([\u2066\u2067\u2068].*?\u2069)", re.S)


def isolate_left_to_right(text: str, lang: str) -> str:
    """In right-to-left text, every run of Latin script, Latin digits or cards ("Die Gewinne", "9♣ 7♦")
    put in an isolate of its own, so it cannot turn the sentence around it; runs already isolated stay."""
    if lang not in RTL:
        return text
    parts = _ISOLATES.split(text)  # odd parts are isolates already
    return "".join(part if i % 2 else _LEFT_TO_RIGHT.sub(lambda m: f"{LRI}{m[0]}{PDI}", part)
                   for i, part in enumerate(parts))


def numbering(lang: str) -> str:
    return _NUMBERING.get(lang, "latn")


def localize_digits(text: str, lang: str) -> str:
    """Latin digits in ``text`` written in ``lang``'s own digits (Persian ۰…۹ for fa)."""
    table = _DIGITS.get(lang)
    return text.translate(table) if table else text


@functools.cache
def translations(lang: str) -> NullTranslations:
    """The catalog for ``lang``, compiled in memory from its .po file (a fresh clone has no .mo files)."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: use one of {', '.join(LANGUAGES)}")
    po = LOCALES_DIR / lang / "LC_MESSAGES" / "messages.po"
    if not po.exists():
        return NullTranslations()
    text = po.read_bytes()
    kept = cache_dir() / "catalogs" / f"{lang}-{hashlib.sha256(text).hexdigest()[:24]}.mo"
    try:
        compiled = io.BytesIO(kept.read_bytes())
    except OSError:  # compiled once per change of the .po file, then read back in every process
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        compiled = io.BytesIO()
        write_mo(compiled, read_po(io.BytesIO(text), locale=lang, domain="messages"))
        write_bytes_atomically(kept, compiled.getvalue())
        compiled.seek(0)
    return Translations(compiled, domain="messages")


@functools.cache
def locale(lang: str) -> Locale:
    return Locale.parse(lang)


def currency_name(currency: str, lang: str) -> str:
    """How an amount names its currency after the number (fa): ``درام``, ``یورو``, ``فرانک سوئیس``."""
    return _CURRENCY_NAMES.get(lang, {}).get(currency) or get_currency_name(currency, locale=lang)


def signed(text: str, sign: str, lang: str) -> str:
    """``text`` (a number without its sign) with ``sign`` (``MINUS``, ``+`` or nothing) in front; in a
    right-to-left language the two are isolated left to right, so the sign stays before the digits."""
    if not sign:
        return text
    return f"{LRI}{sign}{text}{PDI}" if lang in RTL else f"{sign}{text}"


# Formatting is cached: answers without a casino phrase the same few amounts for hundreds of
# tables. Equal numbers print alike (``Decimal("1.50")`` and ``Decimal("1.5")``), so sharing an
# entry is safe; ``typed`` keeps ints, floats and Decimals apart all the same.
@functools.lru_cache(maxsize=4096, typed=True)
def format_money(amount: Decimal, currency: str, lang: str) -> str:
    """``1.000 €`` (de), ``€1,000`` (en), ``۱٬۰۰۰ یورو`` (fa: the number, then the currency's name);
    cents only when there are any."""
    whole = amount == amount.to_integral_value()
    if lang in RTL:
        return _named_money(amount, currency, lang, MINUS if amount < 0 else "")
    pattern = locale(lang).currency_formats["standard"].pattern
    return localize_digits(format_currency(
        amount,
        currency,
        format=pattern.replace(".00", "") if whole else None,
        currency_digits=not whole,
        locale=lang,
        numbering_system=numbering(lang),
    ), lang)


def format_signed_money(amount: Decimal, currency: str, lang: str) -> str:
    """A gain or a loss, signed either way: ``+€30``, ``−€5`` (en), ``⁦+۳۰⁩ یورو`` (fa); zero unsigned."""
    sign = "+" if amount > 0 else MINUS if amount < 0 else ""
    if lang in RTL:
        return _named_money(amount, currency, lang, sign)
    return sign + format_money(abs(amount), currency, lang)


def _named_money(amount: Decimal, currency: str, lang: str, sign: str) -> str:
    """The number, its sign isolated with it, then the currency's name: ``۱۰ درام``, ``⁦−۷٫۵۰⁩ یورو``."""
    whole = amount == amount.to_integral_value()
    number = format_number(abs(amount), lang, None if whole else get_currency_precision(currency))
    return f"{signed(number, sign, lang)}\u00a0{currency_name(currency, lang)}"


@functools.lru_cache(maxsize=4096, typed=True)
def format_number(number: int | float | Decimal, lang: str, places: int | None = None) -> str:
    """A number in ``lang``'s digits and separators; ``places``: exactly that many decimals. A negative
    number in a right-to-left language: a true minus, isolated with its digits (``signed``)."""
    pattern = None if places is None else "#,##0" + ("." + "0" * places if places else "")
    if lang in RTL and number < 0:
        return signed(format_number(-number, lang, places), MINUS, lang)
    text = format_decimal(number, format=pattern, locale=lang, numbering_system=numbering(lang))
    return localize_digits(text, lang)


def format_date(day: date, lang: str) -> str:
    """``23. November 2026`` (de), ``November 23, 2026`` (en), Persian digits and month names for fa."""
    return localize_digits(babel_format_date(day, format="long", locale=lang), lang)
