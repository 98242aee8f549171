"""The locale layer: money and numbers in every language, Persian digits for fa.

Babel separates amount and symbol with a no-break space (U+00A0) and marks fa with LRM (U+200E).
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.l10n import LANGUAGES, format_money, format_number, localize_digits

PERSIAN_DIGITS = set("۰۱۲۳۴۵۶۷۸۹")


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("de", "1.000\u00a0€"), ("en", "€1,000"), ("fa", "\u200e€\u00a0۱٬۰۰۰")],
)
def test_money_follows_each_language(lang, expected):
    assert format_money(Decimal(1000), "EUR", lang) == expected


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
