"""What search costs a guest: the search index per language, and a casino page's first load on a phone.

    python -m benchmarks.bench_search [--site-dir DIR] [--page casinos/wiesbaden/]

Without ``--site-dir`` the site is built afresh into a temporary folder. The site is served as
``croupier serve`` serves it (gzipped, with the API) and opened in Debian's Chromium at 360×740 with
an empty cache; the bytes are what came over the wire (headers included), as the DevTools protocol
counts them. Then the search is opened and a word typed, and what that loaded is counted apart.
Prints the figures; timings are not taken.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from assistant.locale.formats import LANGUAGES

RULES_DIR = Path(__file__).resolve().parent.parent / "rules_data"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]
PHONE = {"viewport": {"width": 360, "height": 740}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}
ROOT = {"en": "", "de": "de/", "fa": "fa/"}
QUERY = {"de": "Versicherung", "en": "insurance", "fa": "بیمه"}


def index_sizes(site: Path) -> dict[str, tuple[int, int]]:
    """Bytes on disk of each language's search index, and of the search code it loads with it: for Pagefind
    its meta, chunks and page fragments, and its WebAssembly; for the theme's lunr, the one index of all."""
    bundle = site / "pagefind"
    if not bundle.is_dir():
        lunr = site / "search" / "search_index.json"
        return {"all": (lunr.stat().st_size, 0)} if lunr.is_file() else {}
    entry = json.loads((bundle / "pagefind-entry.json").read_text(encoding="utf-8"))
    sizes = {}
    for lang, index in entry["languages"].items():
        files = [bundle / f"pagefind.{index['hash']}.pf_meta", *bundle.glob(f"index/{lang}_*"),
                 *bundle.glob(f"fragment/{lang}_*")]
        wasm = bundle / f"wasm.{index['wasm'] or 'unknown'}.pagefind"
        sizes[lang] = (sum(f.stat().st_size for f in files), wasm.stat().st_size)
    return sizes


@dataclass(frozen=True)
class Traffic:
    """Requests a page made over the network (its workers' too) and the bytes that came over the wire."""

    urls: list[str]
    bytes: int

    @classmethod
    def of(cls, requests: list) -> Traffic:
        sizes = [request.sizes() for request in requests]
        return cls([r.url for r in requests], sum(s["responseHeadersSize"] + s["responseBodySize"] for s in sizes))


@contextmanager
def served(site: Path) -> Iterator[str]:
    import uvicorn

    from assistant.chat.api import create_app

    server = uvicorn.Server(uvicorn.Config(create_app(RULES_DIR, site), host="127.0.0.1", port=0,
                                           log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.05)
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}/"
    finally:
        server.should_exit = True
        thread.join(10)


def first_load(browser: object, url: str, lang: str) -> tuple[Traffic, Traffic]:
    """A casino page's first load, then what opening the search and typing a word added."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    context = browser.new_context(**PHONE, service_workers="block")  # type: ignore[attr-defined]
    page = context.new_page()
    finished: list = []
    # data: URLs cost no request; Playwright counts a dedicated worker's requests as its page's
    context.on("requestfinished", lambda r: finished.append(r) if r.url.startswith("http") else None)
    page.goto(url, wait_until="networkidle")
    loaded = len(finished)
    opener = page.locator(".croupier-search-open, label[for='__search']").first
    if opener.count():
        opener.click()
        page.locator(".pagefind-ui__search-input, .md-search__input").first.wait_for()
        page.keyboard.type(QUERY[lang])
        page.keyboard.press("End")
        try:
            page.wait_for_selector(".pagefind-ui__result-link, .md-search-result__item", timeout=10_000)
        except PlaywrightTimeout:
            pass  # the old search finds nothing for some of the words: what it loaded still counts
        page.wait_for_load_state("networkidle")
    load, search = Traffic.of(finished[:loaded]), Traffic.of(finished[loaded:])
    context.close()
    return load, search


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site-dir", type=Path, help="a built site (default: build one now)")
    parser.add_argument("--page", default="casinos/wiesbaden/", help="the page to load, as in its URL")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="croupier-bench-search-") as work:
        site = args.site_dir
        if site is None:
            from assistant.site.build import build_site

            site = build_site(Path(work) / "site", RULES_DIR)
        for lang, (index, wasm) in index_sizes(site).items():
            print(f"search index {lang}: {index / 1024:.0f} KB on disk" + (f", with {wasm / 1024:.0f} KB of WebAssembly"
                                                                          if wasm else ""))
        from playwright.sync_api import sync_playwright

        with served(site) as url, sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
            print(f"{'page':<24} {'requests':>8} {'KB':>7}   {'search: requests':>16} {'KB':>7}")
            for lang in LANGUAGES:
                path = ROOT[lang] + args.page
                load, search = first_load(browser, url + path, lang)
                print(f"{'/' + path:<24} {len(load.urls):8d} {load.bytes / 1024:7.1f}   "
                      f"{len(search.urls):16d} {search.bytes / 1024:7.1f}")
            browser.close()


if __name__ == "__main__":
    main()
