"""The site's languages, defined once: every layer may read this leaf module, which imports nothing."""

LANGUAGES: tuple[str, ...] = ("de", "en", "fa")
"""The site's languages; the first is the leaflets' own."""
RTL: frozenset[str] = frozenset({"fa"})
"""Languages written right to left."""

__all__ = ["LANGUAGES", "RTL"]
