"""Casino names as the assistant tells them apart: two names that read alike name one casino.

The assistant finds a casino in a question by its names, short names and aliases, compared after its
normaliser (``chat.normalize``) has dropped case, accents, Arabic letter forms, joiners and
punctuation. The rules layer must not import the chat, so this is that normalisation in small: at
least as coarse (punctuation and symbols all become a space), so every pair of names the assistant
would confuse has one key here.
"""

from __future__ import annotations

import re
import unicodedata

_LETTERS = str.maketrans({
    "ي": "ی", "ى": "ی", "ئ": "ی", "ك": "ک", "ة": "ه", "ۀ": "ه", "أ": "ا", "إ": "ا", "ٱ": "ا", "ؤ": "و",
    "\u0640": "", "\u200c": "", "\u200d": "", "\u200e": "", "\u200f": "", "ß": "ss", "ẞ": "ss",
})
_DIGITS = str.maketrans("۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩", "01234567890123456789")
_NOT_A_LETTER = re.compile(r"[\W_]+")


def name_key(name: str) -> str:
    """The form in which two casino names are the same name: "Spielbank Köln" = "spielbank koln"."""
    text = unicodedata.normalize("NFKC", name).translate(_LETTERS).translate(_DIGITS).casefold()
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return _NOT_A_LETTER.sub(" ", text).strip()


def names_of(data: object) -> list[tuple[tuple[str | int, ...], str]]:
    """Every name a casino file gives its casino, with its place in the file: the id (as written and with
    spaces for hyphens), ``name`` and ``short_name`` per language, and ``aliases``. Read from the file's
    data as parsed, so that a file which does not validate still has its names compared."""
    if not isinstance(data, dict):
        return []
    found: list[tuple[tuple[str | int, ...], str]] = []
    if isinstance(data.get("id"), str):
        found += [(("id",), data["id"]), (("id",), data["id"].replace("-", " "))]
    for key in ("name", "short_name"):
        texts = data.get(key)
        if isinstance(texts, dict):
            found += [((key, lang), text) for lang, text in texts.items() if isinstance(text, str)]
    aliases = data.get("aliases")
    if isinstance(aliases, list):
        found += [(("aliases", i), text) for i, text in enumerate(aliases) if isinstance(text, str)]
    return [(where, text) for where, text in found if name_key(text)]


__all__ = ["name_key", "names_of"]
