"""A casino publishes its own rules: ``croupier new``, the casino file's JSON Schema, and the checks a new
file meets (the editor's line, allowed keys, names no other casino has, yes/no values their quotes carry)."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
import yaml

from assistant.chat.normalize import normalize
from assistant.cli import main
from assistant.rules import validate
from assistant.rules.carries import has_polarity, problem
from assistant.rules.names import name_key, names_of
from assistant.rules.schema import SCHEMA_FILE, casino_json_schema

ROOT = Path(__file__).resolve().parent.parent
RULES_DIR = ROOT / "rules_data"
EDITOR_LINE = f"# yaml-language-server: $schema=./{SCHEMA_FILE}"
LEAFLET = """Hausordnung Black Jack

1. Black Jack wird mit sechs Kartenspielen gespielt.
2. Ein Black Jack wird im Verhältnis 3:2 ausbezahlt.
3. Nach einer Teilung darf nicht verdoppelt werden.
"""


@pytest.fixture
def rules_copy(tmp_path, monkeypatch) -> Path:
    """A copy of rules_data (the five casinos, their leaflets, the schema), the working directory its parent."""
    shutil.copytree(RULES_DIR, tmp_path / "rules")
    monkeypatch.chdir(tmp_path)
    return Path("rules")


def _leaflet(tmp_path: Path, text: str = LEAFLET) -> Path:
    path = tmp_path / "hausordnung.txt"
    path.write_text(text, encoding="utf-8")
    return path


# ---- croupier new ------------------------------------------------------------------------


def test_new_copies_the_leaflet_under_the_next_number_and_its_hash_and_validate_lists_only_the_blanks(
        rules_copy, tmp_path, capsys):
    code = main(["new", "baden-baden", "--leaflet", str(_leaflet(tmp_path)), "--lang", "de", "--rules-dir", str(rules_copy)])

    assert code == 0, capsys.readouterr().err
    [copied] = [p for p in (rules_copy / "sources").iterdir() if p.name.startswith("005_")]
    assert re.fullmatch(r"005_[0-9a-f]{16}\.txt", copied.name)
    assert copied.read_text(encoding="utf-8") == LEAFLET
    text = (rules_copy / "baden-baden.yaml").read_text(encoding="utf-8")
    assert text.splitlines()[0] == EDITOR_LINE
    assert f"source: {copied.name}\n" in text and "source_language: de\n" in text
    assert "README.md" in text and SCHEMA_FILE in text
    capsys.readouterr()

    code = main(["validate", str(rules_copy / "baden-baden.yaml")])

    out, err = capsys.readouterr()
    assert code == 1
    *problems, summary = err.splitlines()
    lines = text.splitlines()
    fields = []
    for line in problems:
        file, number, field, message = re.fullmatch(r"(.+?):(\d+): (\S+): (.*)", line).groups()
        assert file == "rules/baden-baden.yaml"
        assert message.startswith("empty: fill in "), line
        assert lines[int(number) - 1].strip().startswith(field.rsplit(".", 1)[-1] + ":"), line
        fields.append(field)
    assert fields == ["name.de", "name.en", "name.fa", "short_name.de", "short_name.en", "short_name.fa", "country",
                      "currency", "currency_stated", "source_title", "checked",
                      "tables[0].name.de", "tables[0].name.en", "tables[0].name.fa"]
    currency = next(n for n, line in enumerate(lines, 1) if line.startswith("currency:"))
    assert f"rules/baden-baden.yaml:{currency}: currency: empty: fill in the currency bets are in, as its ISO 4217 code" in err
    assert summary == f"{len(fields)} problem(s)"


def test_the_skeleton_with_its_blanks_filled_in_is_valid_and_states_nothing(rules_copy, tmp_path, capsys):
    assert main(["new", "baden-baden", "--leaflet", str(_leaflet(tmp_path)), "--lang", "de",
                 "--rules-dir", str(rules_copy)]) == 0
    path = rules_copy / "baden-baden.yaml"
    fill = {"de": "Baden-Baden", "en": "Baden-Baden", "fa": "بادن-بادن", "country": "DE", "currency": "EUR",
            "currency_stated": "false", "source_title": "Hausordnung Black Jack", "checked": "2025-01-15"}
    lines = []
    for line in path.read_text(encoding="utf-8").splitlines():
        blank = re.fullmatch(r"(\s*)(\w+):(\s+#.*)?", line)
        lines.append(f"{blank[1]}{blank[2]}: {fill[blank[2]]}{blank[3] or ''}" if blank and blank[2] in fill else line)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    capsys.readouterr()

    assert main(["validate", str(rules_copy)]) == 0, capsys.readouterr().err
    assert "6 casino file(s) valid" in capsys.readouterr().out
    from assistant.rules import load_casino
    casino = load_casino(path)
    assert not any(entry.stated for table in casino.tables.values() for entry in table.rules.values())


def test_new_refuses_to_overwrite_a_casino_file(rules_copy, tmp_path, capsys):
    before = (rules_copy / "brandenburg.yaml").read_bytes()
    sources = sorted(p.name for p in (rules_copy / "sources").iterdir())

    code = main(["new", "brandenburg", "--leaflet", str(_leaflet(tmp_path)), "--lang", "de", "--rules-dir", str(rules_copy)])

    assert code == 2
    assert "rules/brandenburg.yaml exists" in capsys.readouterr().err
    assert (rules_copy / "brandenburg.yaml").read_bytes() == before
    assert sorted(p.name for p in (rules_copy / "sources").iterdir()) == sources


def test_new_uses_a_leaflet_already_in_sources_as_it_is(rules_copy, capsys):
    leaflet = rules_copy / "sources" / "004_df95aea763f5e2b3.txt"

    assert main(["new", "senator-2", "--leaflet", str(leaflet), "--lang", "fa", "--rules-dir", str(rules_copy)]) == 0

    assert len(list((rules_copy / "sources").iterdir())) == 5
    assert "source: 004_df95aea763f5e2b3.txt\n" in (rules_copy / "senator-2.yaml").read_text(encoding="utf-8")


@pytest.mark.parametrize(("casino_id", "leaflet", "says"), [
    ("Baden Baden", LEAFLET.encode(), "is no casino id"),
    ("baden-baden", "Hausordnung für Gäste".encode("latin-1"), "hausordnung.txt:1: the leaflet is not UTF-8 text"),
    ("baden-baden", b" \n\n", "the leaflet is empty"),
])
def test_new_refuses_a_bad_id_or_leaflet_and_writes_nothing(rules_copy, tmp_path, capsys, casino_id, leaflet, says):
    path = tmp_path / "hausordnung.txt"
    path.write_bytes(leaflet)

    code = main(["new", casino_id, "--leaflet", str(path), "--lang", "de", "--rules-dir", str(rules_copy)])

    assert code == 2
    assert says in capsys.readouterr().err
    assert len(list(rules_copy.glob("*.yaml"))) == 5 and len(list((rules_copy / "sources").iterdir())) == 5


# ---- the schema --------------------------------------------------------------------------


def test_the_committed_schema_is_the_one_the_models_generate(capsys):
    assert main(["schema"]) == 0

    out = capsys.readouterr().out
    assert out == casino_json_schema()
    assert (RULES_DIR / SCHEMA_FILE).read_text(encoding="utf-8") == out, (
        "rules_data/casino.schema.json is stale: croupier schema > rules_data/casino.schema.json")


def _properties(schema: dict) -> list[tuple[str, str, dict]]:
    found = []
    for model, definition in [("CasinoSpec", schema), *schema["$defs"].items()]:
        found += [(model, name, prop) for name, prop in definition.get("properties", {}).items()]
    return found


def _resolve(schema: dict, node: dict) -> dict:
    return schema["$defs"][node["$ref"].rsplit("/", 1)[-1]] if "$ref" in node else node


def test_every_field_of_the_schema_has_a_description_and_its_allowed_values():
    schema = json.loads(casino_json_schema())
    undescribed = [f"{model}.{name}" for model, name, prop in _properties(schema)
                   if not prop.get("description") and not _resolve(schema, prop).get("description")]
    unconstrained = [f"{model}.{name}" for model, name, prop in _properties(schema)
                     if not {"type", "enum", "const", "$ref", "anyOf", "oneOf"} & prop.keys()]

    assert not undescribed and not unconstrained, (undescribed, unconstrained)
    hole_card = _resolve(schema, schema["$defs"]["TableRules"]["properties"]["hole_card"]["oneOf"][0])
    assert _resolve(schema, hole_card["properties"]["value"])["enum"] == ["peek", "no_peek", "none"]
    assert "not_stated: plays by 6" in schema["$defs"]["TableRules"]["properties"]["decks"]["description"]


def test_every_casino_file_starts_with_the_editors_schema_line_and_meets_the_schema():
    jsonschema_rs = pytest.importorskip("jsonschema_rs")  # schemathesis's validator, in the dev dependencies
    validator = jsonschema_rs.validator_for(json.loads((RULES_DIR / SCHEMA_FILE).read_text(encoding="utf-8")))
    files = sorted(RULES_DIR.glob("*.yaml"))
    assert len(files) >= 5
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert text.splitlines()[0] == EDITOR_LINE, path.name
        assert not list(validator.iter_errors(yaml.safe_load(text))), path.name
    broken = yaml.safe_load((RULES_DIR / "brandenburg.yaml").read_text(encoding="utf-8"))
    broken["tables"][0]["rules"]["resplit_ace"] = "not_stated"
    assert not validator.is_valid(broken)


# ---- what a mistake says -------------------------------------------------------------------


def test_an_unknown_key_names_the_keys_allowed_there_and_guesses_only_among_them(tmp_path):
    shutil.copytree(RULES_DIR / "sources", tmp_path / "sources")
    text = (RULES_DIR / "brandenburg.yaml").read_text(encoding="utf-8")
    path = tmp_path / "brandenburg.yaml"
    path.write_text(text.replace("    box_rules:\n", "    box_rules:\n      boxes_per_gues: not_stated\n", 1), encoding="utf-8")

    [found] = validate([path])

    assert found.field == "tables[0].box_rules.boxes_per_gues"
    assert found.message.startswith("unknown key (did you mean 'boxes_per_guest'?); allowed here: boxes, bettors_per_box,")
    assert found.message.endswith("absent_owner_decider")


def test_a_rule_set_files_unknown_key_lists_the_rule_fields(tmp_path):
    path = tmp_path / "house.yaml"
    path.write_text("decks: 8\nmin_bet: 5\n", encoding="utf-8")

    from assistant.rules import RulesFileError, load_rule_set
    with pytest.raises(RulesFileError) as caught:
        load_rule_set(path)

    [found] = caught.value.problems
    assert found.line == 2 and found.message.startswith("unknown key; allowed here: decks, dealer_hits_soft_17,")


# ---- names -------------------------------------------------------------------------------


def test_a_copy_of_brandenburg_with_only_its_id_changed_fails_naming_both_files(rules_copy, capsys):
    text = (rules_copy / "brandenburg.yaml").read_text(encoding="utf-8")
    (rules_copy / "potsdam.yaml").write_text(text.replace("\nid: brandenburg\n", "\nid: potsdam\n"), encoding="utf-8")

    line = {start: next(n for n, text in enumerate(text.splitlines(), 1) if text.startswith(start))
            for start in ("id:", "  de: Spielbanken")}
    line |= {exact: text.splitlines().index(exact) + 1 for exact in ("  - Brandenburg", "  - Cottbus")}

    code = main(["validate", str(rules_copy)])

    err = capsys.readouterr().err
    assert code == 1
    assert (f"rules/potsdam.yaml:{line['  - Brandenburg']}: aliases[1]: 'Brandenburg' names another casino too: "
            f"rules/brandenburg.yaml:{line['id:']} (id: 'brandenburg')") in err
    assert (f"rules/brandenburg.yaml:{line['  - Cottbus']}: aliases[3]: 'Cottbus' names another casino too: "
            f"rules/potsdam.yaml:{line['  - Cottbus']} (aliases[3]: 'Cottbus')") in err
    # Checked alone, the new file still meets the names of the casinos beside it.
    code = main(["validate", str(rules_copy / "potsdam.yaml")])
    err = capsys.readouterr().err
    assert code == 1
    assert (f"rules/potsdam.yaml:{line['  de: Spielbanken']}: name.de: 'Spielbanken Cottbus · Potsdam' names another "
            f"casino too: rules/brandenburg.yaml:{line['  de: Spielbanken']}") in err
    assert {problem.split(":", 1)[0] for problem in err.splitlines()[:-1]} == {"rules/potsdam.yaml"}


def test_names_clash_whatever_their_case_accents_and_arabic_letter_forms(rules_copy, capsys):
    path = rules_copy / "wiesbaden.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("\naliases:\n", "\naliases:\n  - SENATÖR\n  - كازينو سناتور\n", 1), encoding="utf-8")

    code = main(["validate", str(path)])

    err = capsys.readouterr().err
    assert code == 1
    assert "aliases[0]: 'SENATÖR' names another casino too: rules/senator.yaml" in err
    assert "aliases[1]: 'كازينو سناتور' names another casino too: rules/senator.yaml" in err


def test_every_pair_of_names_the_assistant_reads_as_one_has_one_key_here():
    names = [text for path in sorted(RULES_DIR.glob("*.yaml"))
             for _, text in names_of(yaml.safe_load(path.read_text(encoding="utf-8")))]
    names += ["Ässe", "asse", "كازينو", "کازینو", "می‌توان", "میتوان", "Straße", "STRASSE", "Sankt-Moritz", "sankt moritz"]
    for a in names:
        for b in names:
            if normalize(a) == normalize(b):
                assert name_key(a) == name_key(b), (a, b)
    assert name_key("Casino St. Moritz") != name_key("Casino Senator")


# ---- yes and no in their quotes -----------------------------------------------------------


@pytest.mark.parametrize(("quote", "field", "value", "lang"), [
    ("Nach einer Teilung kann verdoppelt werden.", "double_after_split", True, "de"),
    ("Ratschläge anderer Gäste sind nicht gestattet.", "advice_to_box_owner", False, "de"),
    ("Teilt der Boxinhaber zwei Asse, erhält er auf jedes Ass nur eine weitere Karte.", "hit_split_aces", False, "de"),
    ("Stand auf Soft 17:\tJa", "dealer_hits_soft_17", False, "de"),
    ("Eine Auszahlung erfolgt nur für die höchste Gewinnkombination.", "highest_only", True, "de"),
    ("Doubling after a split is allowed.", "double_after_split", True, "en"),
    ("Players may not touch the cards.", "touch_cards", False, "en"),
    ("پس از تفکیک کارتها، بازیکن می‌تواند دو برابر کند.", "double_after_split", True, "fa"),
    ("بازیکنها حق ندارند به کارتها دست بزنند.", "touch_cards", False, "fa"),
])
def test_a_yes_or_no_stands_in_its_quote_as_a_word_of_its_polarity(quote, field, value, lang):
    assert has_polarity(quote, field, value, lang)
    assert not has_polarity(quote, field, not value, lang) or field == "dealer_hits_soft_17"


@pytest.mark.parametrize(("quote", "field", "value", "lang"), [
    ("Der Boxinhaber darf in seiner Entscheidung nicht beeinflusst werden.", "advice_to_box_owner", True, "de"),
    ("Nach einer Teilung darf nicht verdoppelt werden.", "double_after_split", True, "de"),
    ("Spielen mehrere Gäste (maximal drei) in einer Box", "betting_behind", True, "de"),
    ("Players may not touch the cards.", "touch_cards", True, "en"),
    ("انصراف از بازی مجاز نمی باشد.", "surrender_after_split", True, "fa"),
    ("بازیکن نمی‌تواند دو برابر کند.", "double_after_split", True, "fa"),
    ("Nach einer Teilung kann verdoppelt werden.", "double_after_split", False, "de"),
])
def test_a_quote_without_a_word_of_the_values_polarity_does_not_carry_it(quote, field, value, lang):
    reason = problem(field, value, quote, lang)

    assert reason is not None and "mark the value as a reading" in reason


def test_the_words_are_read_in_the_leaflets_language():
    assert has_polarity("Nach einer Teilung kann verdoppelt werden.", "double_after_split", True, "de")
    assert not has_polarity("Nach einer Teilung kann verdoppelt werden.", "double_after_split", True, "fa")


def test_a_ratio_its_quote_does_not_say_is_rejected_showing_value_and_quote(tmp_path):
    shutil.copytree(RULES_DIR / "sources", tmp_path / "sources")
    text = (RULES_DIR / "brandenburg.yaml").read_text(encoding="utf-8")
    start = text.index("      blackjack_pays:\n")
    end = text.index("      double_on:\n")
    path = tmp_path / "brandenburg.yaml"
    path.write_text(text[:start] + '      blackjack_pays: {value: "6:5", clause: Z.99, quote: "2"}\n' + text[end:],
                    encoding="utf-8")

    [found] = validate([path])

    assert found.field == "tables[0].rules.blackjack_pays.value"
    assert found.message == "6:5 claims more than its quote “2”: the quote does not say 6:5"


def test_the_five_casino_files_carry_every_value_in_its_quote():
    assert validate([RULES_DIR]) == []

