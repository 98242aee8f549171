"""What a built site was built from: a digest of its inputs, kept in the site, so that ``croupier serve``
builds again only when the rules, texts, templates or code changed. Light: no site generator here."""

from __future__ import annotations

import hashlib
from pathlib import Path

from ..locale.formats import LANGUAGES, LOCALES_DIR

PACKAGE_DIR = Path(__file__).resolve().parents[1]
STAMP = ".croupier-inputs"
"""A file in the built site: the digest of everything it was built from."""


def inputs_digest(rules_dir: Path, config_file: Path) -> str:
    """A digest of everything a build reads: rules data and leaflets, catalogs, the package's code and
    templates, the hand-made assets, the theme's overrides, mkdocs.yml and the benchmark figures."""
    config_file = Path(config_file).resolve()
    project = config_file.parent
    roots = [Path(rules_dir).resolve(), LOCALES_DIR, PACKAGE_DIR, project / "docs", project / "overrides",
             config_file, project / "benchmarks" / "results.json"]
    generated = {project / "docs" / lang for lang in LANGUAGES}
    digest = hashlib.sha256()
    for root in roots:
        files = sorted(root.rglob("*")) if root.is_dir() else [root] if root.is_file() else []
        for path in files:
            if (path.is_file() and "__pycache__" not in path.parts and path.suffix != ".mo"
                    and not any(g in path.parents for g in generated)):
                digest.update(str(path).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def is_current(site_dir: Path, rules_dir: Path, config_file: Path) -> bool:
    """Whether ``site_dir`` was built from exactly today's inputs."""
    try:
        return (Path(site_dir) / STAMP).read_text(encoding="utf-8") == inputs_digest(rules_dir, config_file)
    except OSError:
        return False


__all__ = ["STAMP", "inputs_digest", "is_current"]
