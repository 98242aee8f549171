"""Validated casinos read back as records: like their models, and without pydantic."""

import json
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from assistant.rules import load_casino, loaded_casinos
from assistant.rules.records import Record
from assistant.rules.schema import CasinoSpec
from assistant.rules.yamlsource import read_yaml

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "rules_data"
BRANDENBURG = RULES / "brandenburg.yaml"


def test_a_casino_reads_as_its_model_did():
    casino = load_casino(BRANDENBURG)
    model = CasinoSpec.model_validate(read_yaml(BRANDENBURG, "brandenburg.yaml").data)
    assert isinstance(casino.spec, Record)
    # the same values; a record keeps a ratio a Fraction where pydantic's dump writes it as text
    assert json.dumps(casino.spec.model_dump(), default=str) == json.dumps(model.model_dump(), default=str)
    assert casino.spec.model_fields == tuple(CasinoSpec.model_fields)
    table = casino.spec.tables[0]
    assert table.rules.blackjack_pays.value == model.tables[0].rules.blackjack_pays.value
    assert type(table).__name__ == "TableSpec"


def test_records_are_read_only_equal_by_value_and_pickle():
    casino = load_casino(BRANDENBURG)
    name = casino.spec.name
    with pytest.raises(AttributeError, match="read-only"):
        name.de = "x"
    again = pickle.loads(pickle.dumps(casino, protocol=pickle.HIGHEST_PROTOCOL))
    assert again.spec == casino.spec and hash(again.spec.name) == hash(name)
    assert again.spec.name.model_copy(update={"de": "Anders"}) != name
    assert again.spec.name.model_copy(update={"de": "Anders"}).de == "Anders"


def test_answering_from_kept_casinos_never_imports_pydantic(tmp_path):
    loaded_casinos(RULES)  # kept in the cache this process and the next one share
    probe = (
        "import sys\n"
        "from pathlib import Path\n"
        "from assistant.chat.answers import ask\n"
        f"answer = ask('Was zahlt Blackjack in Wiesbaden?', rules_dir=Path({str(RULES)!r}))\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'pydantic'))\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.strip() == "[]"
