"""The publishers' page: in each language, the steps' commands, the JSON Schema served beside it and linked, and
the refused side bet's line as croupier validate itself writes it."""

from __future__ import annotations

import pytest

from assistant.locale.wording import Words
from assistant.rules import load_casinos
from assistant.rules.schema import SCHEMA_FILE, casino_json_schema
from assistant.site.pages import md_text, render_language

from .invalid_fixtures import RULES_DIR, copy_sources, load_fixtures


@pytest.fixture(scope="module")
def casinos():
    return load_casinos(RULES_DIR)


@pytest.mark.parametrize("lang", ["de", "en", "fa"])
def test_the_publish_page_walks_through_new_validate_coverage_and_build(casinos, lang):
    pages, nav = render_language(casinos, lang)
    page = pages["publish.md"]
    title = Words(lang)._("Publish your house rules")
    assert page.startswith(f"# {title}\n") and {title: "publish.md"} in nav
    for command in ("croupier new baden-baden", "croupier validate", "croupier coverage", "croupier build"):
        assert command in page
    assert f"]({SCHEMA_FILE})" in page and pages[SCHEMA_FILE] == casino_json_schema()


def test_the_refused_side_bet_on_the_page_is_what_validate_says(casinos, tmp_path):
    from assistant.rules import validate

    [fixture] = [f for f in load_fixtures() if f.reason == "side-bet-negative-edge"]
    copy_sources(tmp_path)
    [problem] = [p for p in validate([fixture.write(tmp_path)]) if "side_bets" in p.field]
    page = render_language(casinos, "en")[0]["publish.md"]
    assert md_text(f"{problem.field}: {problem.message}") in page
