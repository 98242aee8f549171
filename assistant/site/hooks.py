"""The renderer: mkdocs, and everything of croupier's that knows it (``hooks:`` in mkdocs.yml).

``croupier build`` writes the Markdown pages per language itself (``pages.generate``) and calls
``render`` here only to turn them into HTML with mkdocs-material and mkdocs-static-i18n; swapping the
renderer means replacing this one module. The hook functions below only repair what the theme writes
(each language's 404 page, the language links, the chat's skip link) and keep its compiled
templates. ``mkdocs serve`` on its own shows the hand-made assets only: ``croupier serve`` builds and
serves the site.
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

from mkdocs.commands.build import build as mkdocs_build
from mkdocs.config import load_config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import MkDocsException

from assistant.locale.formats import LANGUAGES
from assistant.locale.wording import N_, Words
from assistant.site.pages import Site, template_cache


class RenderError(Exception):
    """mkdocs did not render the pages."""


def settings(config_file: Path) -> tuple[Path, dict[str, Any]]:
    """The hand-made assets' folder (``docs_dir``) and croupier's settings (``extra.croupier``) of ``config_file``."""
    try:
        config = load_config(str(config_file), strict=True)
    except MkDocsException as exc:
        raise RenderError(str(exc)) from None
    return Path(config.docs_dir), dict(config.extra.get("croupier") or {})


def render(site: Site, docs_dir: Path, site_dir: Path, config_file: Path) -> dict[str, Path]:
    """The pages of ``site`` (written under ``docs_dir`` beside the hand-made assets) rendered into
    ``site_dir`` with ``--strict``; returns where each language's pages are (the default language's at the root)."""
    try:
        config = load_config(str(config_file), strict=True, docs_dir=str(docs_dir), site_dir=str(site_dir))
        i18n = config.plugins.get("i18n")
        if i18n is None:
            raise RenderError("mkdocs.yml needs the i18n plugin (mkdocs-static-i18n) for the three languages")
        _configure_languages(i18n, site)
        mkdocs_build(config)
    except MkDocsException as exc:
        raise RenderError(str(exc)) from None
    return {language.locale: site_dir if language.default else site_dir / language.locale
            for language in i18n.config.languages if language.locale in LANGUAGES}


def _configure_languages(i18n: Any, site: Site) -> None:
    """Each language's navigation and description, from the catalogs."""
    for language in i18n.config.languages:
        lang = language["locale"]
        if lang not in LANGUAGES:
            continue
        language["nav"] = site.nav[lang]
        count = len([p for p in site.pages[lang] if p.startswith("casinos/")])
        words = Words(lang)
        language["site_description"] = words._(N_("Blackjack house rules of {count} casinos in {languages}."),
                                               count=words.number(count), languages=words.languages())


_ALTERNATE_LINK = re.compile(r'\s*<link rel="alternate" href="[^"]*" hreflang="[^"]*">')


def on_post_page(output: str, page: Any, config: MkDocsConfig) -> str:
    """A repair of the theme's page frame, for every page, and the link to the chat.

    The ``<link rel="alternate" hreflang>`` tags are dropped from the head.
    Material's script fetches ``sitemap.xml`` beside each of them, for a stay-on-page language
    switch of its own: on this site that is ``/de/casinos/x/sitemap.xml`` and the like, which do
    not exist (a 404 in the console on every page), and the sitemaps would need a ``site_url``
    the site does not have. The language switcher's links already lead to the same page in each
    language (mkdocs-static-i18n writes them), so nothing is lost in the browser.
    """
    return _chat_link(_ALTERNATE_LINK.sub("", output), config)


_THEME_SKIP = re.compile(r'(<a href="#[^"]*" class="md-skip">[^<]*</a>)')


def _chat_link(output: str, config: MkDocsConfig) -> str:
    """A link to the chat box right after the theme's "skip to content", so the chat is the second stop of
    the keyboard's tab order (croupier.js shows it once the assistant answers, and opens the chat on it)."""
    words = Words(str(config.theme.get("language") or "en"))
    link = f'<a class="croupier-chat-skip" href="#croupier-chat" hidden>{html.escape(words._(N_("Ask the croupier")))}</a>'
    return _THEME_SKIP.sub(lambda m: m.group(1) + link, output, count=1)


def on_post_build(config: MkDocsConfig) -> None:
    """Keep each language's 404 page beside its pages (``/de/404.html``, ``/fa/404.html``, and the
    English one at the root): the i18n plugin builds one language after the other, and each build
    writes ``404.html`` at the root over the one before."""
    i18n = config.plugins.get("i18n")
    lang = getattr(i18n, "current_language", None)
    site = Path(config.site_dir)
    built = site / "404.html"
    if lang is None or not built.is_file():
        return
    default = next((language.locale for language in i18n.config.languages if language.default), "en")
    words = Words(lang)
    home = "/" if lang == default else f"/{lang}/"
    heading = html.escape(words._(N_("Page not found")))
    back = html.escape(words._(N_("To the rule sheets of every casino")))
    page = built.read_text(encoding="utf-8").replace(
        "<h1>404 - Not found</h1>", f'<h1>{heading}</h1><p><a href="{home}">{back}</a></p>', 1)
    if lang == default:
        _DEFAULT_404[0] = page
    else:
        (site / lang).mkdir(parents=True, exist_ok=True)
        (site / lang / "404.html").write_text(page, encoding="utf-8")
    if _DEFAULT_404[0] is not None:
        built.write_text(_DEFAULT_404[0], encoding="utf-8")  # the root keeps the default language's page


_DEFAULT_404: list[str | None] = [None]
"""The default language's 404 page, kept in memory while the other languages build over the root's."""


def on_env(env: Any, config: MkDocsConfig, files: Any) -> Any:
    """The theme's templates compiled once and kept between builds, as the pages' own are (``template_cache``):
    compiling them anew for each language was half of a rebuild."""
    env.bytecode_cache = template_cache()
    return env
