"""The package's layers: imports point one way only, ``cli → {site, chat} → locale → rules → engine``.

The site and the chat never import each other. ``assistant.locale.languages`` (the languages, defined
once) is a leaf that imports nothing, so any layer may read it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "assistant"
LAYERS = {"engine": 0, "rules": 1, "locale": 2, "site": 3, "chat": 3, "cli": 4}
LEAVES = {"assistant.locale.languages"}


def _module(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> list[tuple[int, str]]:
    """(line, absolute module) of every import in ``path``, those inside functions included."""
    module = _module(path)
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.append((node.lineno, target))
    return [(line, name) for line, name in found if name == "assistant" or name.startswith("assistant.")]


def _layer(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in LAYERS else None


def _violations(path: Path) -> list[str]:
    own = _layer(_module(path))
    problems = []
    for line, target in _imports(path):
        other = _layer(target)
        if target in LEAVES or own is None or other is None or other == own:
            continue
        if LAYERS[other] >= LAYERS[own]:
            problems.append(f"{path.relative_to(PACKAGE.parent)}:{line}: {own} imports {target} ({other})")
    return problems


def test_every_module_belongs_to_a_layer():
    loose = [p for p in PACKAGE.rglob("*.py") if _layer(_module(p)) is None
             and p.name not in ("__init__.py", "__main__.py")]
    assert loose == []


def test_imports_point_down_only():
    problems = [v for path in sorted(PACKAGE.rglob("*.py")) for v in _violations(path)]
    assert problems == []


@pytest.mark.parametrize(("own", "target", "allowed"), [
    ("chat", "assistant.site.sheets", False), ("site", "assistant.chat.answers", False),
    ("rules", "assistant.locale.wording", False), ("engine", "assistant.rules", False),
    ("locale", "assistant.rules.loader", True), ("cli", "assistant.site.build", True),
    ("rules", "assistant.locale.languages", True),
])
def test_the_rule_itself_catches_an_import_that_points_up_or_across(tmp_path, own, target, allowed):
    folder = PACKAGE / own
    probe = folder / "_layer_probe.py"
    probe.write_text(f"import {target}\n", encoding="utf-8")
    try:
        assert (_violations(probe) == []) is allowed
    finally:
        probe.unlink()


def test_the_leaf_imports_nothing():
    assert _imports(PACKAGE / "locale" / "languages.py") == []
