"""The intent table (``assistant/chat/topics.py``) and the phrasings (``intents.yaml``) name the same intents,
and every row is complete: phrasings and a translated name in every language, an answer, real rule fields."""

from __future__ import annotations

from dataclasses import replace

import pytest
import yaml

from assistant.chat.intents import INTENTS_FILE
from assistant.chat.topics import INTENTS, Intent
from assistant.locale.catalogs import read_catalog
from assistant.locale.examples import EXAMPLE_TITLES
from assistant.locale.languages import LANGUAGES
from assistant.rules.schema import (
    BOX_FIELDS,
    CASINO_FIELDS,
    ETIQUETTE_FIELDS,
    LIMIT_FIELDS,
    RULE_FIELDS,
    SIDE_BET_FIELDS,
    CasinoSpec,
    TableLimitsSpec,
)

MIN_PHRASINGS = 3
RULE_FIELD_NAMES = frozenset().union(RULE_FIELDS, LIMIT_FIELDS, BOX_FIELDS, CASINO_FIELDS, ETIQUETTE_FIELDS, SIDE_BET_FIELDS,
                                     TableLimitsSpec.model_fields, {"responsible_gambling"} & CasinoSpec.model_fields.keys())
"""Every field a rule answer can look up: the schema's field tables, the optional ``min_bet_up_to`` and the helplines."""
PHRASINGS = yaml.safe_load(INTENTS_FILE.read_text(encoding="utf-8"))
CATALOGS = {lang: read_catalog(lang) for lang in LANGUAGES if lang != "en"}


def problems(table: dict[str, Intent], phrasings: dict) -> list[str]:
    """Every disagreement between the table and the phrasings, and every incomplete row, one line each."""
    found = [f"{intent}: phrasings in intents.yaml but no row in the table" for intent in phrasings if intent not in table]
    for key, row in table.items():
        examples = phrasings.get(key, {}).get("examples") or {}
        found += [f"{key}: {len(examples.get(lang) or [])} phrasings in {lang}, fewer than {MIN_PHRASINGS}"
                  for lang in LANGUAGES if len(examples.get(lang) or []) < MIN_PHRASINGS]
        for lang, catalog in CATALOGS.items():
            message = catalog.get(row.name)
            if message is None or not message.string or message.fuzzy:
                found.append(f"{key}: its name {row.name!r} is not translated in {lang}")
        if not callable(row.answer):
            found.append(f"{key}: no answer function")
        found += [f"{key}: no rule field {name!r} in the schema" for name in row.fields if name not in RULE_FIELD_NAMES]
        if row.example is not None and row.example not in EXAMPLE_TITLES:
            found.append(f"{key}: no example hand {row.example!r}")
    return found


def test_every_intent_has_one_complete_row():
    assert problems(INTENTS, PHRASINGS) == []


@pytest.mark.parametrize(("change", "expected"), [
    (lambda t: {k: v for k, v in t.items() if k != "surrender"}, "surrender: phrasings in intents.yaml but no row"),
    (lambda t: t | {"double": replace(t["double"], fields=("double_on_any",))}, "double: no rule field 'double_on_any'"),
    (lambda t: t | {"decks": replace(t["decks"], name="decks of cards")}, "decks: its name 'decks of cards' is not"),
    (lambda t: t | {"tips": replace(t["etiquette"], id="tips")}, "tips: 0 phrasings in de"),
])
def test_the_check_catches_a_missing_or_broken_row(change, expected):
    assert any(p.startswith(expected) for p in problems(change(dict(INTENTS)), PHRASINGS))
