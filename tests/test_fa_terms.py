"""The Persian we write keeps to the glossary's one term per concept (locales/fa/terms.yaml): every
message, every Persian text of the rules data, the built Persian pages and the assistant's answers.

The leaflet's own words are exempt wherever they stand as its words: quotes, clause names, the
leaflet's title, and «…» in a note that stand word for word in that casino's leaflet. Aliases are
guests' input, not ours.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest
import yaml
from babel.messages.pofile import read_po

from assistant.chat.answers import ask
from assistant.locale.formats import LOCALES_DIR
from assistant.locale.terms import persian_terms, variants_in
from assistant.rules import load_casinos, normalize_quote
from assistant.rules.loader import walk_values
from assistant.site.pages import md_text, render_language

RULES = Path(__file__).resolve().parent.parent / "rules_data"
CASINOS = load_casinos(RULES)
LEAFLETS = {casino.id: normalize_quote(casino.source_text) for casino in CASINOS}
TERMS = persian_terms()
SITE_NAME = TERMS["site_name"]
GUILLEMETS = re.compile(r"«([^«»]+)»")


@functools.cache
def rules_files() -> dict[str, dict]:
    """Casino id → its file as written (anchors resolved)."""
    files = (yaml.safe_load(path.read_text(encoding="utf-8")) for path in sorted(RULES.glob("*.yaml")))
    return {data["id"]: data for data in files}


@functools.cache
def persian_messages() -> dict[str, str]:
    """msgid (whitespace collapsed) → its Persian translation."""
    with (LOCALES_DIR / "fa" / "LC_MESSAGES" / "messages.po").open("rb") as po:
        catalog = read_po(po, locale="fa")
    return {" ".join(m.id.split()): m.string for m in catalog if m.id and m.string}


FOREIGN = re.compile(r'<(span|blockquote) lang="\w+"[^>]*>.*?</\1>', re.DOTALL)
"""What a page marks as written in the leaflet's language: its title, clause names and quotes."""


@functools.cache
def clauses() -> tuple[str, ...]:
    """Every clause name the rules data cites (the leaflets' headings), longest first."""
    names = {str(value) for data in rules_files().values() for path, value in walk_values(data)
             if path and path[-1] == "clause"}
    return tuple(sorted(names, key=len, reverse=True))


def quoted_from(leaflet: str, text: str) -> str:
    """``text`` without the «…» that stand word for word in ``leaflet``: there a note quotes it."""
    # A quote may sit in bidi isolates (U+2066…U+2069) that keep its direction: they are not its words.
    return GUILLEMETS.sub(lambda m: " " if normalize_quote(m[1].strip("\u2066\u2067\u2068\u2069")) in leaflet
                          else m[0], normalize_quote(text))


def without_foreign(page: str) -> str:
    """A page without what it marks as the leaflet's words (``FOREIGN``)."""
    return FOREIGN.sub(" ", page)


def without_citations(answer: str) -> str:
    """An answer without its "(leaflet: clause)" citations, which name the leaflet's own headings."""
    cite = persian_messages()["{label}: {value} (leaflet: {clause})"].split("{value}", 1)[1]
    for clause in clauses():
        answer = answer.replace(cite.format(clause=clause), " ")
    return answer


def offenders(text: str, allowed: tuple[str, ...] = ()) -> list[str]:
    return [f"{v.found!r} ({v.concept}: write {v.instead!r})" for v in variants_in(text, allowed)]


# ---- the glossary itself ----------------------------------------------------------------


def test_each_concept_has_one_term_and_a_reason():
    assert {"dealer", "split", "blackjack", "hand", "deck", "box", "surrender", "even_money",
            "seven_card_trick", "house_edge", "leaflet"} <= set(TERMS)
    assert all(t.term and t.why for t in TERMS.values())
    spellings = [t.term for t in TERMS.values()]
    assert len(spellings) == len(set(spellings)), "two concepts share a term"


def test_no_term_is_a_variant_the_glossary_forbids():
    for term in TERMS.values():
        allowed = (SITE_NAME.term,) if term is SITE_NAME else ()
        assert offenders(term.term, allowed) == [], term.concept


@pytest.mark.parametrize(("planted", "concept"), [
    ("کروپیه کارت می‌کشد", "dealer"),
    ("بانک بلک‌جک دارد", "dealer"),
    ("کارت پخش کن می‌ایستد", "dealer"),
    ("قواعد بلک جک", "blackjack"),
    ("دست‌های تقسیم‌شده", "split"),
    ("دست‌های کارت در جعبه", "deck"),
    ("«تا شش دست»", "deck"),
    ("ترفند کارت ندارد", "seven_card_trick"),
    ("عین عبارت منبع", "leaflet"),
    ("هر مهمان", "player"),
    ("کارت رو می‌گیرد", "upcard"),
    ("این سایت", "site"),
    ("کارت ها", "spelling"),
    ("می شود", "spelling"),
])
def test_the_scanner_finds_a_planted_variant(planted, concept):
    assert [v.concept for v in variants_in(f"متن ما: {planted}.")] == [concept]


@pytest.mark.parametrize("good", [
    "دست کارت‌پخش‌کن",  # the dealer's hand, not a deck
    "بلک‌جک کارت‌پخش‌کن",
    "دسته‌های کارت در جعبه",
    "کارت روباز کارت‌پخش‌کن",
    "کاری آسان",  # آس (forbidden for the ace) only as a whole word
    "این وب‌سایت",
    "مرسوم است؛ به همهٔ کارکنان می‌رسد",
])
def test_the_scanner_lets_good_persian_pass(good):
    assert variants_in(good) == []


def test_the_leaflets_own_words_are_exempt_and_only_they():
    senator = LEAFLETS["senator"]
    assert offenders(quoted_from(senator, "«هرگونه دست دو کارت» شامل بلک‌جک نیست")) == []
    assert offenders(quoted_from(senator, "«تا شش دست» شامل بلک‌جک نیست")) != []  # not the leaflet's words
    assert offenders(without_citations("دوبل پس از تفکیک: مجاز (بروشور: اسپلیت)")) == []
    assert offenders(without_citations("دوبل پس از اسپلیت: مجاز (بروشور: دوبل)")) != []
    quote = '<blockquote lang="fa" dir="rtl">همه کارتها روباز تقسیم می شوند.</blockquote>'
    assert offenders(without_foreign(f"کارت‌پخش‌کن {quote}")) == []
    assert offenders(without_foreign(f"کارت پخش کن {quote}")) != []


# ---- what we write --------------------------------------------------------------------


def test_no_persian_message_writes_a_forbidden_variant():
    messages = persian_messages()
    assert set(SITE_NAME.msgids) <= set(messages), "a message the site's name may stand in is gone"
    found = {msgid: bad for msgid, text in messages.items()
             if (bad := offenders(text, (SITE_NAME.term,) if msgid in SITE_NAME.msgids else ()))}
    assert found == {}


def test_no_persian_text_of_the_rules_data_writes_a_forbidden_variant():
    found = {}
    for casino_id, data in rules_files().items():
        for path, value in walk_values(data):
            if path and path[-1] == "fa" and not {"quote", "aliases"} & set(path) and isinstance(value, str):
                if bad := offenders(quoted_from(LEAFLETS[casino_id], value)):
                    found[(casino_id, ".".join(map(str, path)))] = bad
    assert found == {}


@functools.cache
def persian_pages() -> dict[str, str]:
    pages, _ = render_language(CASINOS, "fa")
    return pages


@pytest.mark.parametrize("page", ["casinos/senator.md", "casinos/wiesbaden.md", "casinos/st-moritz.md",
                                  "index.md", "how-to-play.md", "compare.md", "glossary.md", "about.md", "publish.md",
                                  "side-bets.md"])
def test_the_persian_pages_write_the_glossary_terms(page):
    text = without_foreign(persian_pages()[page])
    named = sorted((persian_messages()[msgid] for msgid in SITE_NAME.msgids), key=len, reverse=True)
    for message in named:  # the site's name, in the messages where it names the site
        text = text.replace(md_text(message), " ").replace(message, " ")
    assert offenders(text) == []


@pytest.mark.parametrize("question", [
    "آیا در سناتور می‌توانم دوبل کنم؟",
    "در سناتور می‌توانم تفکیک کنم؟",
    "انصراف در سناتور",
    "پول برابر در سناتور",
    "کارت‌پخش‌کن در سناتور روی ۱۷ نرم چه می‌کند؟",
    "در سنت موریتز با چند دسته کارت بازی می‌شود؟",
    "قاعدهٔ هفت کارت در ویسبادن",
    "با ۲۰ یورو بلک‌جک در پوتسدام چقدر می‌گیرم؟",
    "۱۶ در برابر ۱۰ در ویسبادن چه کنم؟",
    "برتری کازینو در سناتور چقدر است؟",
    "سلام",
])
def test_persian_answers_write_the_glossary_terms(question):
    found = ask(question, rules_dir=RULES)
    assert found.lang == "fa"
    # An answer may quote the leaflet, in «…»: the leaflet's own words are exempt there too.
    assert offenders(quoted_from(" ".join(LEAFLETS.values()), without_citations(found.answer))) == []
