"""Numbers a guest spells out, read as digits: "fünfazwanzg Franken" 25, "fuffzig" 50, "twenty five" 25, «بیست و پنج»
25, "zehntausend Dram" 10000, "4 هزار" 4000.

The words are ``lexicon.yaml``'s ``spelled_numbers`` (standard and dialect forms, normalised). A word of one to
nineteen alone stays a word, as it names a card sooner ("ne Zehn", «سه تا هفت»), unless money stands beside it:
a currency after it ("zehn Franken") or the word for a bet before it ("Einsatz zehn").
"""

from __future__ import annotations

import functools

from . import slots as _slots  # (slots reads numbers through this module: imported whole, not by name)
from .normalize import normalize

_THOUSAND = 1000


@functools.cache
def _words() -> tuple[dict[str, int], dict[str, int], dict[str, int], tuple[str, ...]]:
    """Units and teens, tens, hundreds (word → value) and the words for a thousand, normalised."""
    spec = _slots.lexicon()["spelled_numbers"]

    def values(kind: str) -> dict[str, int]:
        return {normalize(str(word)): int(value) for value, words in spec[kind].items() for word in words}

    return values("units"), values("tens"), values("hundreds"), tuple(normalize(w) for w in spec["thousand"])


def _below_hundred(word: str) -> int | None:
    """The value of one word below a hundred: a unit, a ten, or a unit joined to its ten ("funfazwanzg")."""
    units, tens, _, _ = _words()
    if word in units:
        return units[word]
    if word in tens:
        return tens[word]
    for ten, value in tens.items():
        if word.endswith(ten) and len(word) > len(ten):
            head = word[: -len(ten)]
            for joint in ("", *_slots.word_set("spelled_numbers", "joined_by")):
                unit = head[: len(head) - len(joint)] if joint and head.endswith(joint) else head if not joint else None
                if unit and units.get(unit, 10) < 10:
                    return value + units[unit]
    return None


def _below_thousand(word: str) -> int | None:
    """The value of one word below a thousand ("zweihundertfunfzig", «پانصد»)."""
    _, _, hundreds, _ = _words()
    if word in hundreds:
        return hundreds[word]
    for name in (name for name, value in hundreds.items() if value == 100):
        if name in word:
            left, _, right = word.partition(name)
            count = _below_hundred(left) if left else 1
            rest = _below_hundred(right) if right else 0
            if count is not None and count < 10 and rest is not None:
                return count * 100 + rest
    return _below_hundred(word)


@functools.cache
def _endings() -> tuple[str, ...]:
    """Every form a spelled number's last part can take: a word ending in none of them is no number."""
    units, tens, hundreds, thousands = _words()
    return (*units, *tens, *hundreds, *thousands)


@functools.lru_cache(maxsize=8192)
def word_value(word: str) -> int | None:
    """The value of one spelled-out word ("zehntausend" 10000), or None."""
    if not word.endswith(_endings()):
        return None
    *_, thousands = _words()
    for name in thousands:
        if name in word and word != name:
            left, _, right = word.partition(name)
            count = _below_thousand(left) if left else 1
            rest = _below_thousand(right) if right else 0
            if count is not None and rest is not None:
                return count * _THOUSAND + rest
    if word in thousands:
        return _THOUSAND
    return _below_thousand(word)


@functools.lru_cache(maxsize=8192)
def with_digits(text: str) -> str:
    """Normalised ``text`` with the numbers it spells out as digits, each number's words read together ("twenty
    five", "funf und zwanzig", «بیست و پنج», "4 هزار", "a hundred"). (Kept per text: a question is read several
    times.)"""
    tokens = text.split()
    _, _, hundreds, thousands = _words()
    joins = _slots.word_set("spelled_numbers", "and_words")
    currencies = _slots.currency_words()
    stakes = _slots.word_set("spelled_numbers", "stake_nouns")
    staking = _slots.word_set("spelled_numbers", "stake_verbs") | _slots.word_set("money_words")
    out: list[str] = []
    i = 0
    while i < len(tokens):
        value, used = _number_at(tokens, i, joins)
        if value is None:
            out.append(tokens[i])
            i += 1
            continue
        alone = used == 1 and value < 20 and tokens[i] not in thousands and tokens[i] not in hundreds
        places = _slots.word_set("spelled_numbers", "stake_places")  # "ten on it", "zehn auf die Box"
        on_it = value >= 2 and (" ".join(tokens[i + 1 : i + 3]) in places or " ".join(tokens[i + 1 : i + 4]) in places)
        # (not "the only one on my box")
        if alone and not (set(tokens[i + 1 : i + 2]) & (currencies | staking) or set(tokens[max(0, i - 1) : i]) & stakes
                          or on_it):
            out.append(tokens[i])  # "ne zehn": a card
            i += 1
            continue
        out.append(str(value))
        i += used
    return " ".join(out)


def _number_at(tokens: list[str], i: int, joins: frozenset[str]) -> tuple[int | None, int]:
    """The number whose words start at ``tokens[i]``, and how many tokens it takes: the thousands, then the hundreds,
    then a ten and its unit, in either order ("twenty five", "fünf und zwanzig"), "and" between any of them ("one
    hundred and twenty five", «صد و بیست و پنج»). Digits alone are no spelled number."""
    *_, thousands = _words()
    first = tokens[i]
    if first in _slots.word_set("spelled_numbers", "one_before") and i + 1 < len(tokens) \
            and (tokens[i + 1] in thousands or word_value(tokens[i + 1]) == 100):
        value = 1  # "a hundred", "an tausend"
    else:
        value = int(first) if first.isdecimal() else word_value(first)
    if value is None:
        return None, 1
    total, current, last = (value, 0, 0) if value >= _THOUSAND and not first.isdecimal() else (0, value, value)
    used = 1
    while i + used < len(tokens):
        step = 2 if tokens[i + used] in joins else 1
        if i + used + step - 1 >= len(tokens) or tokens[i + used + step - 1].isdecimal():
            break
        more = word_value(tokens[i + used + step - 1])
        if more is None or first.isdecimal() and used == 1 and more not in (100, _THOUSAND):
            break  # digits are joined only to a hundred or a thousand ("4 هزار"), not "120, دو تا ۹"
        if more == _THOUSAND and step == 1 and total == 0 and 0 < current < _THOUSAND:
            total, current, last = current * _THOUSAND, 0, 0  # "zwei tausend", "4 هزار", "ten thousand"
        elif more == 100 and step == 1 and 0 < current < 10:
            current = last = current * 100  # "funf hundert", "a hundred"
        elif more < 100 and (total or current) and current % 100 == 0 and (current or total % _THOUSAND == 0):
            current, last = current + more, more  # "two hundred fifty", «صد و پنجاه», "ten thousand and fifteen"
        elif more < 10 and last >= 20 and last % 10 == 0:
            current, last = current + more, 0  # "twenty five", «بیست و پنج»
        elif 20 <= more < 100 and more % 10 == 0 and 0 < last < 10 and step == 2:
            current, last = current + more, 0  # "funf und zwanzig"
        elif more >= 100 and more % 100 == 0 and more < _THOUSAND and current == 0 and total:
            current, last = more, more  # «دو هزار و پانصد»
        else:
            break
        used += step
    if first.isdecimal() and used == 1:
        return None, 1  # digits alone are read as they are
    return total + current, used
