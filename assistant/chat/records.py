"""A round's records as JSON: what the API and ``croupier ask --json`` return as an answer's example."""

from __future__ import annotations

import dataclasses
import enum
from decimal import Decimal
from typing import Any

from ..engine import Card, HandRef, HandValue, Round


def record_json(record: Any) -> dict[str, Any]:
    """One frozen record as a JSON object, with its kind: ``{"record": "Dealt", …}``."""
    body = {f.name: _value(getattr(record, f.name)) for f in dataclasses.fields(record)}
    return {"record": type(record).__name__, **body}


def round_json(game: Round) -> list[dict[str, Any]]:
    return [record_json(r) for r in game.history]


def _value(value: Any) -> Any:
    if isinstance(value, Card | HandRef):
        return str(value)
    if isinstance(value, HandValue):
        return {"total": value.total, "soft": value.soft}
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple | list):
        return [_value(v) for v in value]
    return value
