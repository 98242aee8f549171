"""A validated part of a casino file as the rest of the package reads it: read-only, without pydantic.

The loader validates a file with the models of ``schema`` and keeps what they hold as records, so
that the casinos it caches read back (and answer) in a process that never imports pydantic. A
record reads like the model it came from: the same attributes, ``model_fields`` (names, in order),
``model_dump()`` and ``model_copy(update=...)``, equal when its kind and values are.
"""

from __future__ import annotations

from typing import Any

_KINDS: dict[tuple[str, tuple[str, ...]], type[Record]] = {}


class Record:
    """One model's values; each kind (a model's name and fields) is a subclass made once per process."""

    model_fields: tuple[str, ...] = ()

    def __init__(self, **values: Any) -> None:
        self.__dict__.update(values)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is read-only")

    __delattr__ = __setattr__  # type: ignore[assignment]

    def model_dump(self) -> dict[str, Any]:
        return {name: _dumped(getattr(self, name)) for name in self.model_fields}

    def model_copy(self, *, update: dict[str, Any] | None = None) -> Record:
        return type(self)(**{**self.__dict__, **(update or {})})

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.__dict__ == self.__dict__

    def __hash__(self) -> int:
        return hash((type(self).__name__, *self.__dict__.values()))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{k}={v!r}' for k, v in self.__dict__.items())})"

    def __reduce__(self) -> tuple[Any, ...]:
        return record, (type(self).__name__, self.model_fields, self.__dict__)


def kind(name: str, fields: tuple[str, ...]) -> type[Record]:
    """The record class of a model called ``name`` with ``fields``."""
    cls = _KINDS.get((name, fields))
    if cls is None:
        cls = _KINDS[(name, fields)] = type(name, (Record,), {"model_fields": fields, "__module__": __name__})
    return cls


def record(name: str, fields: tuple[str, ...], values: dict[str, Any]) -> Record:
    return kind(name, fields)(**values)


def _dumped(value: Any) -> Any:
    if isinstance(value, Record):
        return value.model_dump()
    if isinstance(value, list):
        return [_dumped(v) for v in value]
    if isinstance(value, dict):
        return {k: _dumped(v) for k, v in value.items()}
    return value
