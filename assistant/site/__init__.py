"""The website: every casino's rule sheet and the pages around it, in German, English and Persian.

``generate`` writes the Markdown pages from the rules data; ``build.build_site`` (``croupier build``)
writes them and has the renderer (``hooks.py``, the one module that knows mkdocs) turn them into the
whole site, atomically;
``python -m assistant.locale.catalogs`` updates, checks and compiles the catalogs.
"""

from ..locale.wording import NOT_STATED, Words
from .pages import Site, generate, render_site, write_site
from .sheets import SheetError

__all__ = [
    "NOT_STATED",
    "SheetError",
    "Site",
    "Words",
    "generate",
    "render_site",
    "write_site",
]
