"""The mkdocs hook (``hooks:`` in mkdocs.yml): compile the catalogs and generate the pages.

``mkdocs serve`` and ``mkdocs build`` both run it, so a fresh clone needs no step
of its own; ``serve`` also watches the rules data, catalogs and templates. The
rules directory is ``extra.croupier.rules_dir`` (relative to mkdocs.yml), which
``croupier build --rules-dir`` overrides; the benchmark figures for the about page are
``extra.croupier.measurements``, and its publisher and address for mistakes ``extra.croupier.publisher``
and ``extra.croupier.report``. ``croupier build`` sets ``extra.croupier.leaflets`` when it
builds the casinos' leaflet PDFs into the site, and only then do the casino pages link them.
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

from jinja2 import TemplateError
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError

from assistant.locale.catalogs import compile_catalogs
from assistant.locale.formats import LANGUAGES, LOCALES_DIR
from assistant.locale.wording import N_, Words
from assistant.rules import RulesFileError
from assistant.site.about import MeasurementsError, Publication, PublicationError
from assistant.site.pages import TEMPLATES_DIR, Site, generate, template_cache
from assistant.site.sheets import SheetError


def rules_dir(config: MkDocsConfig) -> Path:
    setting = (config.extra.get("croupier") or {}).get("rules_dir", "rules_data")
    return Path(config.config_file_path).parent / setting


def measurements_file(config: MkDocsConfig) -> Path:
    setting = (config.extra.get("croupier") or {}).get("measurements", "benchmarks/results.json")
    return Path(config.config_file_path).parent / setting


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    i18n = config.plugins.get("i18n")
    if i18n is None:
        raise PluginError("mkdocs.yml needs the i18n plugin (mkdocs-static-i18n) for the three languages")
    # The i18n plugin builds once per language, each build calling on_config again;
    # before its first build it has no current language yet (a new one for every configuration).
    if i18n.current_language is not None:
        return config
    compile_catalogs()
    try:
        publication = Publication.from_settings(config.extra.get("croupier") or {})
    except PublicationError as exc:
        raise PluginError(f"mkdocs.yml: {exc}") from None
    try:
        site = generate(rules_dir(config), Path(config.docs_dir), measurements_file(config),
                        leaflets=bool((config.extra.get("croupier") or {}).get("leaflets")), publication=publication)
    except RulesFileError as exc:
        raise PluginError(f"the rules data has problems:\n{exc}") from None
    except MeasurementsError as exc:
        raise PluginError(f"the benchmark figures cannot be shown: {exc}") from None
    except (SheetError, TemplateError) as exc:
        raise PluginError(f"the pages could not be generated: {exc}") from None
    _configure_languages(i18n, site)
    return config


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


def on_serve(server: Any, config: MkDocsConfig, builder: Any) -> Any:
    for path in (rules_dir(config), LOCALES_DIR, TEMPLATES_DIR, measurements_file(config)):
        server.watch(str(path))
    return server
