"""The rules dataset: casino files in ``rules_data/`` read into engine tables."""

from .loader import (
    Casino,
    CasinoTable,
    RuleEntry,
    casino_files,
    load_casino,
    load_casino_by_id,
    load_casinos,
    load_rule_set,
    loaded_casinos,
    normalize_quote,
    validate,
)
from .yamlsource import Problem, RulesFileError

__all__ = [
    "Casino",
    "CasinoTable",
    "Problem",
    "RuleEntry",
    "RulesFileError",
    "casino_files",
    "load_casino",
    "load_casino_by_id",
    "load_casinos",
    "load_rule_set",
    "loaded_casinos",
    "normalize_quote",
    "validate",
]
