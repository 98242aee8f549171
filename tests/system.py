"""Tests that need a system package: required in CI, skipped with the package's name elsewhere.

``.ci/run`` installs the packages with apt and sets ``CROUPIER_REQUIRE_SYSTEM=1``, which turns
every such skip into a failure; on a developer's machine without them the test is skipped and
``-ra`` lists the reason, naming the Debian package to install.
"""

from __future__ import annotations

import ctypes.util
import os
import shutil
from pathlib import Path

import pytest

PROJECT_DIR = Path(__file__).resolve().parent.parent
ARTIFACTS_DIR = PROJECT_DIR / "artifacts"
"""Screenshots and rendered pages the tests keep for people to look at (gitignored)."""
REQUIRED = os.environ.get("CROUPIER_REQUIRE_SYSTEM") == "1"
CHROMIUM = os.environ.get("CROUPIER_CHROMIUM", "/usr/bin/chromium")
NODE_MODULES = PROJECT_DIR / "node_modules"
VNU_JAR = NODE_MODULES / "vnu-jar" / "build" / "dist" / "vnu.jar"
AXE_JS = NODE_MODULES / "axe-core" / "axe.min.js"


def need(available: bool, package: str, purpose: str) -> None:
    """Skip (or, in CI, fail) the calling test unless ``available``."""
    if available:
        return
    message = f"needs {package} ({purpose}); not found on this machine"
    if REQUIRED:
        pytest.fail(f"{message}, and CROUPIER_REQUIRE_SYSTEM=1 says it must be there")
    pytest.skip(message)


def need_pango() -> None:
    """WeasyPrint's system libraries: Pango to lay out, HarfBuzz-Subset to embed subset fonts."""
    # Checked before importing WeasyPrint: without HarfBuzz-Subset its import warns, and the
    # tests' filterwarnings = error would turn that into a failure instead of a named skip.
    for library, package in (("pango-1.0", "libpango-1.0-0"), ("pangoft2-1.0", "libpangoft2-1.0-0"),
                             ("harfbuzz-subset", "libharfbuzz-subset0")):
        need(ctypes.util.find_library(library) is not None, f"the Debian package {package}",
             "WeasyPrint lays out and embeds the PDFs' fonts")
    try:
        import weasyprint  # noqa: F401  (loads Pango when imported)
    except OSError as exc:
        need(False, "the Debian packages libpango-1.0-0 and libpangoft2-1.0-0", f"WeasyPrint: {exc}")


def need_chromium() -> str:
    need(Path(CHROMIUM).is_file(), "the Debian package chromium", "the browser tests drive it")
    return CHROMIUM


def need_java() -> str:
    java = shutil.which("java")
    need(java is not None, "the Debian package default-jre-headless", "the Nu HTML checker runs on Java")
    need(VNU_JAR.is_file(), "the npm package vnu-jar (make installs it: npm ci)", "the Nu HTML checker")
    return java or "java"


def need_axe() -> Path:
    need(AXE_JS.is_file(), "the npm package axe-core (make installs it: npm ci)", "the accessibility check")
    return AXE_JS


def artifact(*parts: str) -> Path:
    path = ARTIFACTS_DIR.joinpath(*parts)
    path.parent.mkdir(parents=True, exist_ok=True)
    return path
