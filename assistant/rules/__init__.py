"""The rules dataset: casino files in ``rules_data/`` read into engine tables.

Reading casinos (``loaded_casinos``, the classes) is light; validating files (``load_casino``,
``validate`` …) imports pydantic, so those names load ``loader`` when first used.
"""

from __future__ import annotations

import importlib
from typing import Any

from .casinos import Casino, CasinoTable, RuleEntry, loaded_casinos
from .yamlsource import Problem, RulesFileError

_VALIDATING = frozenset({"casino_files", "load_casino", "load_casino_by_id", "load_casinos", "load_rule_set",
                         "normalize_quote", "validate"})


def __getattr__(name: str) -> Any:
    if name in _VALIDATING:
        return getattr(importlib.import_module(".loader", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


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
