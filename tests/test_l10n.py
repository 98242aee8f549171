"""The locale layer: money and numbers in every language, Persian digits for fa.

Amount and currency are separated by a no-break space (U+00A0). Persian writes the number, then the
currency's name; a signed number keeps its sign before the digits inside an isolate (U+2066 … U+2069).
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.locale.formats import (
    LANGUAGES,
    format_money,
    format_number,
    format_signed_money,
    localize_digits,
)
from assistant.locale.wording import Words

PERSIAN_DIGITS = set("۰۱۲۳۴۵۶۷۸۹")


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("de", "1.000\u00a0€"), ("en", "€1,000"), ("fa", "۱٬۰۰۰\u00a0یورو")],
)
def test_money_follows_each_language(lang, expected):
    assert format_money(Decimal(1000), "EUR", lang) == expected


@pytest.mark.parametrize(("currency", "expected"), [
    ("AMD", "۱۰\u00a0درام"), ("EUR", "۱۰\u00a0یورو"), ("CHF", "۱۰\u00a0فرانک سوئیس"), ("USD", "۱۰\u00a0دلار"),
])
def test_persian_money_is_the_number_then_the_currencys_name(currency, expected):
    assert format_money(Decimal(10), currency, "fa") == expected


def test_a_persian_loss_has_a_true_minus_isolated_before_its_digits():
    assert format_money(Decimal("-7.5"), "EUR", "fa") == "\u2066−۷٫۵۰\u2069\u00a0یورو"
    assert format_number(-3, "fa") == "\u2066−۳\u2069"
    assert Words("fa").percent(-0.19) == "\u2066−۰٫۱۹٪\u2069"
    assert Words("fa").percent(0.19) == "۰٫۱۹٪"
    assert "-" not in format_money(Decimal("-7.5"), "EUR", "fa") + Words("fa").percent(-0.19)


@pytest.mark.parametrize(("lang", "gain", "loss"), [
    ("de", "+30\u00a0€", "−5\u00a0€"), ("en", "+€30", "−€5"),
    ("fa", "\u2066+۳۰\u2069\u00a0یورو", "\u2066−۵\u2069\u00a0یورو"),
])
def test_a_result_is_signed_either_way(lang, gain, loss):
    assert format_signed_money(Decimal(30), "EUR", lang) == gain
    assert format_signed_money(Decimal(-5), "EUR", lang) == loss
    assert format_signed_money(Decimal(0), "EUR", lang) == format_money(Decimal(0), "EUR", lang)


def test_german_and_english_negatives_stay_as_babel_writes_them():
    assert format_money(Decimal("-7.5"), "EUR", "de") == "-7,50\u00a0€"
    assert Words("en").percent(-0.19) == "-0.19%"


def test_cents_are_shown_only_when_there_are_any():
    assert format_money(Decimal("2.5"), "EUR", "de") == "2,50\u00a0€"
    assert format_money(Decimal(2), "EUR", "de") == "2\u00a0€"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("amount", [Decimal(0), Decimal("0.01"), Decimal("-7.5"), Decimal(1_000_000)])
def test_every_language_formats_every_amount_with_its_own_digits(lang, amount):
    text = format_money(amount, "CHF", lang) + format_number(amount, lang)
    latin = any(c.isascii() and c.isdigit() for c in text)
    assert latin is (lang != "fa")
    assert bool(PERSIAN_DIGITS & set(text)) is (lang == "fa")


def test_localize_digits_leaves_other_languages_alone():
    assert localize_digits("Box 12", "de") == "Box 12"
    assert localize_digits("Box 12", "fa") == "Box ۱۲"
