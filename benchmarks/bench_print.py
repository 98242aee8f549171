"""What printing costs: A4 pages of every casino page printed from the browser, and the seconds the
one-page leaflets (WeasyPrint) take to build.

    python -m benchmarks.bench_print [--site-dir DIR] [--no-leaflets]

Without ``--site-dir`` the site is built afresh into a temporary folder. Each casino page in each
language is opened in Debian's Chromium (1280×900), switched to print media and printed with
``page.pdf`` on A4, as the browser's print would; the pages are counted with pypdfium2. Then every
leaflet is laid out once with an empty cache (all, one after the other in this process) and once
more through the build's cache.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from assistant.locale.formats import LANGUAGES
from assistant.rules import load_casinos

RULES_DIR = Path(__file__).resolve().parent.parent / "rules_data"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]
ROOT = {"en": "", "de": "de/", "fa": "fa/"}


@contextmanager
def served(site: Path) -> Iterator[str]:
    """The built site as plain files: printing needs no API."""

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(site)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    finally:
        httpd.shutdown()
        httpd.server_close()


def printed_pages(browser: object, url: str, out: Path) -> float:
    """A4 pages the page prints on, the last one counted by how far down it is filled (3.25: three and a
    quarter)."""
    import pypdfium2 as pdfium

    context = browser.new_context(viewport={"width": 1280, "height": 900})  # type: ignore[attr-defined]
    page = context.new_page()
    page.goto(url, wait_until="networkidle")
    page.emulate_media(media="print")
    page.pdf(path=str(out), format="A4", prefer_css_page_size=True)
    context.close()
    document = pdfium.PdfDocument(str(out))
    last = document[len(document) - 1].render(scale=0.5).to_pil().convert("L")
    inked = [y for y in range(last.height) if last.crop((0, y, last.width, y + 1)).getextrema()[0] < 200]
    return len(document) - 1 + (max(inked) + 1) / last.height if inked else len(document) - 1


def leaflet_seconds(cache: Path) -> tuple[float, float, int]:
    """Seconds to build every leaflet with an empty cache, then again from the cache; and how many."""
    from assistant.site import leaflet

    casinos = load_casinos(RULES_DIR)
    for casino in casinos:
        leaflet.undated_html(casino, LANGUAGES[0])  # the analyses loaded: only the leaflets are timed
    leaflet.cache_dir = lambda: cache  # an empty cache of leaflets; the analyses' cache stays where it is
    timings = []
    for _ in range(2):
        with tempfile.TemporaryDirectory(prefix="croupier-bench-leaflets-") as out:
            start = time.perf_counter()
            built = leaflet.build_leaflets(casinos, {lang: Path(out) / lang for lang in LANGUAGES})
            timings.append(time.perf_counter() - start)
    return timings[0], timings[1], len(built)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site-dir", type=Path, help="a built site (default: build one now)")
    parser.add_argument("--no-leaflets", action="store_true", help="only count the printed pages")
    args = parser.parse_args()
    casinos = [c.id for c in load_casinos(RULES_DIR)]
    with tempfile.TemporaryDirectory(prefix="croupier-bench-print-") as work:
        site = args.site_dir
        if site is None:
            from assistant.site.build import build_site

            site = build_site(Path(work) / "site", RULES_DIR)
        from playwright.sync_api import sync_playwright

        with served(site) as url, sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
            print("A4 pages printed from the browser (the last one by how far down it is filled)")
            print(f"{'casino':<20}" + "".join(f"{lang:>6}" for lang in LANGUAGES))
            for casino in casinos:
                counts = [printed_pages(browser, f"{url}{ROOT[lang]}casinos/{casino}/", Path(work) / "print.pdf")
                          for lang in LANGUAGES]
                print(f"{casino:<20}" + "".join(f"{n:6.2f}" for n in counts))
            browser.close()
        if not args.no_leaflets:
            cold, cached, count = leaflet_seconds(Path(work) / "cache")
            print(f"{count} leaflets: {cold:.1f} s with an empty cache, {cached:.2f} s from the cache")


if __name__ == "__main__":
    main()
