"""The site built once for every site test (a pytest plugin, see ``pytest_plugins`` in conftest.py)."""

from __future__ import annotations

from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

import pytest

PROJECT_DIR = Path(__file__).resolve().parent.parent
RULES_DIR = PROJECT_DIR / "rules_data"
MKDOCS_YML = PROJECT_DIR / "mkdocs.yml"
LANGUAGE_ROOT = {"en": "", "de": "de/", "fa": "fa/"}
"""Where each language's pages sit in the built site (English is the default, at the root)."""


@dataclass(frozen=True)
class BuiltSite:
    root: Path

    def html(self, lang: str, page: str) -> str:
        """A page's HTML, ``page`` as in its URL: ``""`` for home, ``"casinos/senator/"``."""
        return (self.root / LANGUAGE_ROOT[lang] / page / "index.html").read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> BuiltSite:
    from assistant.site.build import build_site  # mkdocs is imported only when a site test runs

    site = tmp_path_factory.mktemp("built") / "site"
    site.mkdir()
    (site / "left-from-an-older-build.html").write_text("old", encoding="utf-8")
    build_site(site, RULES_DIR, MKDOCS_YML)
    return BuiltSite(site)


VOID = {"br", "img", "input", "meta", "link", "hr", "wbr"}


class ClassText(HTMLParser):
    """The text inside every element whose class list holds ``css_class``."""

    def __init__(self, css_class: str):
        super().__init__()
        self.css_class = css_class
        self.texts: list[str] = []
        self._depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in VOID:
            return
        if self._depth:
            self._depth += 1
        elif self.css_class in (dict(attrs).get("class") or "").split():
            self._depth = 1
            self.texts.append("")

    def handle_endtag(self, tag: str) -> None:
        if self._depth:
            self._depth -= 1

    def handle_data(self, data: str) -> None:
        if self._depth:
            self.texts[-1] += data


def texts_of_class(html: str, css_class: str) -> list[str]:
    parser = ClassText(css_class)
    parser.feed(html)
    return parser.texts
