"""The generated pages: every casino in every language, every rule from the data, worded per language."""

from __future__ import annotations

import functools
import re
import shutil
from fractions import Fraction

import pytest

from assistant.locale.catalogs import compile_catalogs
from assistant.locale.formats import LANGUAGES, translations
from assistant.locale.glossary import TERMS, used_in
from assistant.locale.wording import NOT_STATED, WORDED_FIELDS, WORDINGS, Words, label
from assistant.rules import load_casinos, normalize_quote
from assistant.rules.schema import BOX_FIELDS, CASINO_FIELDS, ETIQUETTE_FIELDS, LIMIT_FIELDS, RULE_FIELDS
from assistant.site.pages import Site, md_text, render_site, write_site
from assistant.site.sheets import shared_rules

from .site_build import RULES_DIR

CASINOS = load_casinos(RULES_DIR)
BY_ID = {casino.id: casino for casino in CASINOS}


@functools.cache
def site() -> Site:
    compile_catalogs()
    return render_site(CASINOS)


def test_every_rule_field_of_the_vocabulary_has_a_label_and_value_words():
    vocabulary = {*RULE_FIELDS, *LIMIT_FIELDS, *BOX_FIELDS, *CASINO_FIELDS, *ETIQUETTE_FIELDS}
    assert vocabulary <= set(WORDED_FIELDS) == set(WORDINGS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_of_every_casino_is_generated_in_every_language(lang):
    pages = site().pages[lang]
    assert {f"casinos/{c.id}.md" for c in CASINOS} < set(pages)
    assert {"index.md", "how-to-play.md", "compare.md", "side-bets.md", "glossary.md"} < set(pages)
    for casino in CASINOS:
        page = pages[f"casinos/{casino.id}.md"]
        assert page.startswith(f"# {md_text(getattr(casino.spec.name, lang))}\n")
        for table in casino.tables.values():
            assert f"{{ #table-{table.id} }}" in page


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_stated_rule_shows_its_clause_and_the_leaflets_words(lang):
    for casino in CASINOS:
        page = site().pages[lang][f"casinos/{casino.id}.md"]
        for table in casino.tables.values():
            for entry in (*table.rules.values(), *table.limits.values(), *table.box_rules.values()):
                if entry.stated:
                    assert md_text(entry.clause) in page, (casino.id, entry.field)
                    assert md_text(normalize_quote(entry.quote)) in page, (casino.id, entry.field)
                    if entry.note:
                        assert md_text(getattr(entry.note, lang)) in page, (casino.id, entry.field)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_rule_the_casino_does_not_state_says_so_in_the_page_language(lang):
    not_stated = translations(lang).gettext(NOT_STATED)
    assert lang == "en" or not_stated != NOT_STATED
    page = site().pages[lang]["casinos/schleswig-holstein.md"]
    decks = next(line for line in page.splitlines()
                 if line.startswith(f"| {md_text(Words(lang)._(WORDINGS['decks'].label))} |"))
    assert not BY_ID["schleswig-holstein"].tables["classic"].rules["decks"].stated
    assert md_text(not_stated) in decks


def test_persian_pages_write_numbers_ratios_and_shares_in_persian_digits():
    fa = Words("fa", "EUR")
    assert fa.ratio(Fraction(3, 2)) == "۳:۲"
    assert fa.share(Fraction(1, 2)) == "۵۰٪"
    assert Words("de").share(Fraction(1, 2)) == "50\u00a0%"
    brandenburg = site().pages["fa"]["casinos/brandenburg.md"]
    assert md_text(fa.money(BY_ID["brandenburg"].tables["classic"].limits["max_bet"].value)) in brandenburg
    assert "۱٬۰۰۰" in brandenburg


def test_card_names_follow_each_language():
    assert Words("en").card("J♠") == "jack of spades"
    assert Words("de").card("J♠") == "Pik-Bube"
    assert Words("fa").card("A♠") == "تک‌خال پیک"


def test_the_shared_rules_are_those_every_table_states_alike():
    fields = {row.field for row in shared_rules(CASINOS, "en")}
    assert "dealer_hits_soft_17" in fields  # every table stands on soft 17
    assert "blackjack_pays" not in fields  # St. Moritz's bonus table pays 6:5
    assert "decks" not in fields  # Schleswig-Holstein and Wiesbaden's live game do not state it


def test_the_shared_rules_change_with_the_data(tmp_path):
    for casino_id in ("brandenburg", "senator"):
        shutil.copy(RULES_DIR / f"{casino_id}.yaml", tmp_path)
    shutil.copytree(RULES_DIR / "sources", tmp_path / "sources")
    two = load_casinos(tmp_path)
    fields = {row.field for row in shared_rules(two, "en")}
    assert "decks" in fields  # both state six decks
    assert "blackjack_pays" in fields
    assert "surrender" not in fields


def test_every_glossary_word_is_in_some_leaflet():
    assert [t.term for t in TERMS if not used_in(t, CASINOS)] == []


def test_data_text_is_shown_as_written_not_read_as_markdown():
    assert md_text("3 | 2 *bold* [link](x) <b> {#id}") == (
        "3 &#124; 2 &#42;bold&#42; &#91;link&#93;(x) &lt;b&gt; &#123;&#35;id&#125;")


def test_writing_pages_removes_stale_ones_and_leaves_unchanged_ones_alone(tmp_path):
    stale = tmp_path / "de" / "casinos" / "closed-casino.md"
    stale.parent.mkdir(parents=True)
    stale.write_text("# closed", encoding="utf-8")
    first = write_site(site(), tmp_path)
    assert stale in first and not stale.exists()
    assert write_site(site(), tmp_path) == []
    assert (tmp_path / "fa" / "casinos" / "senator.md").exists()


@pytest.mark.parametrize(("currency", "shared"), [("EUR", True), ("CHF", False)])
def test_an_amount_is_shared_only_in_the_same_currency(tmp_path, currency, shared):
    shutil.copy(RULES_DIR / "brandenburg.yaml", tmp_path)
    text = (RULES_DIR / "brandenburg.yaml").read_text(encoding="utf-8")
    head, rest = text.split("\nentry:", 1) if "\nentry:" in text else (text, "")
    # The twin's own names (two casinos cannot share one): each name, short name and alias prefixed
    head = re.sub(r"^(  (?:de|en|fa): |  - )(.+)$", r"\1Twin \2", head, flags=re.M)
    twin = (head + ("\nentry:" + rest if rest else "")).replace("id: brandenburg", "id: twin", 1)
    twin = twin.replace("currency: EUR", f"currency: {currency}", 1)
    (tmp_path / "twin.yaml").write_text(twin, encoding="utf-8")
    shutil.copytree(RULES_DIR / "sources", tmp_path / "sources")
    fields = {row.field for row in shared_rules(load_casinos(tmp_path), "en")}
    assert ("max_bet" in fields) is shared
    assert "decks" in fields


# ---- the comparison page -------------------------------------------------------------------------

def _compare_rows(page: str) -> list[tuple[str, list[str]]]:
    """(data-field, cells' inner HTML) of each rule row of the comparison's tables, in page order."""
    return [(field, re.findall(r"<td>(.*?)</td>", cells))
            for field, cells in re.findall(r'<tr(?: class="[^"]*")? data-field="([a-z_]+)">(.*?)</tr>', page)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_comparison_leads_with_each_tables_house_edge_from_the_engine(lang):
    from assistant.rules.readings import edge_readings

    words = Words(lang)
    rows = _compare_rows(site().pages[lang]["compare.md"])
    field, cells = rows[0]
    assert field == "house_edge"
    tables = [t for c in CASINOS for t in c.tables.values()]
    assert len(cells) == len(tables)
    for cell, table in zip(cells, tables, strict=True):
        readings = edge_readings(table)
        assert f'<strong class="value">{md_text(words.percent(readings.house_edge_percent))}</strong>' in cell
        assert (md_text(words.percent(readings.low)) in cell) is readings.differs
        assert (md_text(words.percent(readings.high)) in cell) is readings.differs


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_comparison_shows_what_differs_first_and_folds_the_rest(lang):
    from assistant.rules.fields import SUMMARY_FIELDS

    page = site().pages[lang]["compare.md"]
    main, folded = page.split('<details class="compare-fold" id="shared">')
    shared = {row.field for row in shared_rules(CASINOS, lang)}
    tables = [t for c in CASINOS for t in c.tables.values()]
    main_rows, folded_rows = dict(_compare_rows(main)), dict(_compare_rows(folded))
    assert shared and not shared & (set(main_rows) | set(folded_rows))
    for row in shared_rules(CASINOS, lang):
        assert f"<li>{md_text(row.label)}: " in folded  # said once, under the fold
    unstated_mark = '<span class="compare-unstated">'
    for field, cells in {**main_rows, **folded_rows}.items():
        if field == "house_edge":
            continue
        assert len(cells) == len(tables) and all(cells), f"{field}: a blank cell"
        stated = sum(unstated_mark not in cell for cell in cells)
        assert stated, f"{field} is stated nowhere: it belongs in the one line that names such rules"
        in_main = 2 * stated >= len(tables) or field in SUMMARY_FIELDS
        assert (field in main_rows) is in_main, field
    not_stated = Words(lang)._(NOT_STATED)
    assert 'class="value not-stated"' not in page
    # "Not stated" is never a cell's visible text: a muted dash, its words for screen readers only
    assert page.count(unstated_mark) == page.count(f'<span class="compare-sr">{md_text(not_stated)}</span>') > 0
    nowhere = [f for f in dict.fromkeys(f for t in tables for f in t.rules) if not any(
        t.rules[f].stated for t in tables if f in t.rules)]
    assert nowhere and all(md_text(label(f, Words(lang))) in folded for f in nowhere)


def test_the_comparison_follows_the_data(tmp_path):
    from assistant.site.compare import comparison

    for casino_id in ("brandenburg", "senator"):
        shutil.copy(RULES_DIR / f"{casino_id}.yaml", tmp_path)
    shutil.copytree(RULES_DIR / "sources", tmp_path / "sources")
    two = comparison(load_casinos(tmp_path), "en")
    differing = {line.field for _, lines in two.differing for line in lines}
    assert "decks" not in differing and "Decks in the shoe" in {s.label for s in two.shared}  # both state six
    assert "double_on" in differing  # 9 to 11 against any two cards
    five = comparison(CASINOS, "en")
    assert "decks" in {line.field for _, lines in five.differing for line in lines}
