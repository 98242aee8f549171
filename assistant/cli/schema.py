"""``croupier schema``: the JSON Schema of a casino file, for editors (``> rules_data/casino.schema.json``)."""

from __future__ import annotations

import argparse
import sys


def arguments(command: argparse.ArgumentParser) -> None:
    pass


def run(args: argparse.Namespace) -> int:
    from ..rules.schema import casino_json_schema

    text = casino_json_schema()
    out = getattr(sys.stdout, "buffer", None)
    if out is None:
        sys.stdout.write(text)
    else:  # UTF-8 whatever the terminal's locale: the file is the same from every machine
        sys.stdout.flush()
        out.write(text.encode("utf-8"))
        out.flush()
    return 0
