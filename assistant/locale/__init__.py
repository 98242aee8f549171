"""The locale layer, shared by the sheets and the assistant: the languages (once, in ``languages``),
gettext catalogs and the number, money and date formats (``formats``), how every rule field, example
hand and house edge is worded (``wording``, ``examples``), the Persian terms (``terms``) and the
leaflets' own words (``glossary``). ``python -m assistant.locale.catalogs`` updates and checks the
catalogs in ``locales/``.

Imports point down only: locale reads ``rules`` and ``engine``, and the site and the chat read it.
"""

from .languages import LANGUAGES, RTL

__all__ = ["LANGUAGES", "RTL"]
