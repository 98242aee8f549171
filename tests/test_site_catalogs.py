"""The gettext catalogs: complete in every language, up to date with the sources, compiled without fuzzy."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po
from babel.support import Translations

from assistant.locale.catalogs import compile_catalogs, extract, po_path, problems, stale
from assistant.locale.formats import LANGUAGES


@pytest.fixture(scope="module")
def extracted_pot(tmp_path_factory: pytest.TempPathFactory) -> Catalog:
    """The messages in the sources now, written to a temporary .pot and read back."""
    pot = tmp_path_factory.mktemp("pot") / "messages.pot"
    with pot.open("wb") as fileobj:
        write_po(fileobj, extract())
    with pot.open("rb") as fileobj:
        return read_po(fileobj)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_is_translated_and_none_is_fuzzy(lang):
    assert problems(lang) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalog_holds_exactly_the_messages_extracted_from_the_sources(lang, extracted_pot):
    assert stale(lang, extracted_pot) == []


def test_extraction_finds_python_and_template_messages(extracted_pot):
    places = {path for message in extracted_pot for path, _ in message.locations}
    assert any(p.startswith("assistant/site/templates/") for p in places)
    assert "assistant/locale/wording.py" in places


def _catalog(path: Path, lang: str, messages: list[tuple[str, str, bool]]) -> None:
    catalog = Catalog(locale=lang, domain="messages", fuzzy=False)
    for msgid, msgstr, fuzzy in messages:
        catalog.add(msgid, msgstr, flags=["fuzzy"] if fuzzy else [])
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as fileobj:
        write_po(fileobj, catalog)


def test_the_check_reports_untranslated_fuzzy_changed_placeholders_and_stale_catalogs(tmp_path):
    _catalog(po_path("de", tmp_path), "de", [
        ("Allowed", "", False),
        ("Offered", "Angeboten", True),
        ("Pays {ratio}", "Zahlt {quote}", False),
        ("Gone from the sources", "Weg", False),
    ])
    template = Catalog()
    for msgid in ("Allowed", "Offered", "Pays {ratio}", "New in the sources"):
        template.add(msgid)
    found = problems("de", tmp_path) + stale("de", template, tmp_path)
    assert found == [
        "de: untranslated: 'Allowed'",
        "de: fuzzy: 'Offered'",
        "de: placeholders differ: 'Pays {ratio}' → 'Zahlt {quote}'",
        "de: not extracted yet (run update): 'New in the sources'",
        "de: no longer in the sources (run update): 'Gone from the sources'",
    ]


def test_compiling_leaves_fuzzy_translations_out(tmp_path):
    for lang in LANGUAGES:
        _catalog(po_path(lang, tmp_path), lang,
                 [("Offered", "Angeboten", False), ("Refused", "Abgelehnt", True)])
    written = compile_catalogs(tmp_path)
    assert sorted(p.parent.parent.name for p in written) == sorted(LANGUAGES)
    compiled = Translations.load(str(tmp_path), ["de"], domain="messages")
    assert compiled.gettext("Offered") == "Angeboten"
    assert compiled.gettext("Refused") == "Refused"


def test_compiling_skips_catalogs_whose_mo_is_newer(tmp_path):
    for lang in LANGUAGES:
        _catalog(po_path(lang, tmp_path), lang, [("Offered", "Angeboten", False)])
    assert len(compile_catalogs(tmp_path)) == len(LANGUAGES)
    assert compile_catalogs(tmp_path) == []


def test_the_project_catalogs_compile(tmp_path):
    locales = tmp_path / "locales"
    shutil.copytree(po_path("de").parent.parent.parent, locales, ignore=shutil.ignore_patterns("*.mo"))
    compile_catalogs(locales)
    for lang in ("de", "fa"):
        compiled = Translations.load(str(locales), [lang], domain="messages")
        assert compiled.gettext("Not stated by the casino") != "Not stated by the casino"
