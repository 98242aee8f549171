"""Load casino files and rule set files into engine tables, with every error as file:line."""

from __future__ import annotations

import dataclasses
import difflib
import re
import types
from fractions import Fraction
from pathlib import Path
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel, TypeAdapter, ValidationError

from ..engine import (
    BonusBlackjack,
    BoxRules,
    HouseRules,
    InvalidRulesError,
    SideBet,
    Table,
    TableLimits,
    parse_cards,
)
from . import carries
from .casinos import Casino, CasinoTable, RuleEntry, entry_of
from .fields import BOX_FIELDS, CASINO_FIELDS, ETIQUETTE_FIELDS, LIMIT_FIELDS, RULE_FIELDS, SIDE_BET_FIELDS
from .names import name_key, names_of
from .records import Record, kind
from .schema import BOX_TYPES, LIMIT_TYPES, RULE_TYPES, CasinoSpec, RuleSet
from .side_bets import edge_problem, engine_side_bet, table_edge_problems
from .yamlsource import Located, Path_, Problem, RulesFileError, read_yaml
from .yamlsource import display_path as _display

SOURCES_DIR = "sources"


# ---- reading ---------------------------------------------------------------------------


def load_casino(path: Path) -> Casino:
    """Read and validate one casino file; raise ``RulesFileError`` listing every problem."""
    path = Path(path)
    return _casino(path, read_yaml(path, _display(path)))


def _casino(path: Path, located: Located) -> Casino:
    """The casino of one file as read; raise ``RulesFileError`` listing every problem."""
    name = _display(path)
    problems: list[Problem] = []
    if not isinstance(located.data, dict):
        raise RulesFileError([Problem(name, located.line_of(()), "", "a casino file is a mapping of keys (id, name, tables …)")])
    try:
        spec = plain(CasinoSpec.model_validate(located.data))
    except ValidationError as exc:
        raise RulesFileError(_pydantic_problems(exc, located, name, CasinoSpec)) from None

    if spec.id != path.stem:
        problems.append(Problem(name, located.line_of(("id",)), "id", f"{spec.id!r} must match the file name {path.stem!r}"))
    rule_ids = [rule.id for rule in spec.further_rules]
    for i, rule_id in enumerate(rule_ids):
        if rule_ids.index(rule_id) != i:
            where = ("further_rules", i, "id")
            problems.append(Problem(name, located.line_of(where), _dotted(where),
                                    f"duplicate further rule id {rule_id!r}"))
    source_path = path.parent / SOURCES_DIR / spec.source
    try:
        source_text = source_path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        problems.append(Problem(name, located.line_of(("source",)), "source", f"no readable leaflet {SOURCES_DIR}/{spec.source}"))
        source_text = ""
    else:
        problems += _check_quotes(located, name, source_text, spec.source)
    for group, names in (("entry", CASINO_FIELDS), ("etiquette", ETIQUETTE_FIELDS)):
        entries = {n: entry_of(n, getattr(getattr(spec, group), n), None) for n in names}
        problems += _uncarried(entries, (group,), located, name, spec.source_language)

    tables: dict[str, CasinoTable] = {}
    seen: set[str] = set()
    for index, table_spec in enumerate(spec.tables):
        where = ("tables", index)
        if table_spec.id in seen:
            problems.append(Problem(name, located.line_of((*where, "id")), f"tables[{index}].id",
                                    f"duplicate table id {table_spec.id!r}"))
            continue
        seen.add(table_spec.id)
        table, table_problems = _build_table(table_spec, spec.further_rules, where, located, name,
                                             spec.source_language)
        problems += table_problems
        if table is not None:
            tables[table_spec.id] = table
    if problems:
        raise RulesFileError(problems)
    return Casino(spec, path, source_text, tables)


def plain(value: Any) -> Any:
    """``value`` with every model in it made a ``Record``: what the rest of the package reads."""
    if isinstance(value, BaseModel):
        fields = tuple(type(value).model_fields)
        return kind(type(value).__name__, fields)(**{name: plain(getattr(value, name)) for name in fields})
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value


def load_casino_by_id(rules_dir: Path, casino_id: str) -> Casino:
    """The casino ``casino_id`` of ``rules_dir``; an unknown id's error lists the casinos there."""
    path = Path(rules_dir) / f"{casino_id}.yaml"
    if not path.is_file() or path.stem != casino_id or Path(casino_id).name != casino_id:
        known = ", ".join(p.stem for p in casino_files([Path(rules_dir)])) if Path(rules_dir).is_dir() else ""
        raise RulesFileError([Problem(_display(path), 1, "id", f"no casino {casino_id!r} in {_display(Path(rules_dir))}"
                                      + (f"; casinos: {known}" if known else ""))])
    return load_casino(path)


def casino_files(paths: list[Path]) -> list[Path]:
    """Casino files named by ``paths``: files as given, directories' ``*.yaml`` sorted."""
    found: list[Path] = []
    for path in paths:
        path = Path(path)
        found += sorted(path.glob("*.yaml")) if path.is_dir() else [path]
    return found


def validate(paths: list[Path], edges: bool = False) -> list[Problem]:
    """Every problem in the casino files under ``paths``, cross-file checks included; with ``edges``, once every
    file reads, each table's house edge too (``table_edge_problems``: analyses computed where not kept)."""
    casinos, problems = _load_all(paths)
    if edges and not problems:
        problems = table_edge_problems(casinos)
    return problems


def load_casinos(directory: Path) -> list[Casino]:
    """Every casino in ``directory``, sorted by id; raise ``RulesFileError`` on any problem."""
    casinos, problems = _load_all([directory])
    if problems:
        raise RulesFileError(problems)
    return sorted(casinos, key=lambda c: c.id)


def _load_all(paths: list[Path]) -> tuple[list[Casino], list[Problem]]:
    """The casino files under ``paths``, each read once, and every problem found in them."""
    problems: list[Problem] = []
    casinos: list[Casino] = []
    seen: dict[str, Path] = {}
    files = casino_files(paths)
    if not files:
        return [], [Problem(str(p), 1, "", "no casino files (*.yaml) here") for p in paths]
    read: list[tuple[Path, Located]] = []
    for path in files:
        try:
            located = read_yaml(path, _display(path))
            read.append((path, located))
            casino = _casino(path, located)
        except RulesFileError as exc:
            problems += exc.problems
            continue
        if casino.id in seen:
            problems.append(Problem(_display(path), 1, "id", f"casino {casino.id!r} is also defined in {seen[casino.id]}"))
        seen[casino.id] = path
        casinos.append(casino)
    return casinos, problems + _name_clashes(read, _neighbours(files))


def _neighbours(files: list[Path]) -> list[tuple[Path, Located]]:
    """The other casino files beside the files named, read for their names only: a new casino checked
    alone (``croupier validate rules_data/new.yaml``) must not take a name the others have."""
    named = {f.resolve() for f in files}
    found = []
    for folder in sorted({f.resolve().parent for f in files}):
        for path in sorted(folder.glob("*.yaml")):
            if path.resolve() not in named:
                try:
                    found.append((path, read_yaml(path, _display(path))))
                except RulesFileError:
                    pass  # not this check's business: validating that file says what is wrong with it
    return found


def _name_clashes(read: list[tuple[Path, Located]], others: list[tuple[Path, Located]]) -> list[Problem]:
    """A name, short name or alias of one casino that reads as one of another's (as the assistant compares
    them): a problem in each checked file, naming the other file and line."""
    owners: dict[str, list[tuple[Path, Located, Path_, str]]] = {}
    for path, located in [*read, *others]:
        for where, text in names_of(located.data):
            owners.setdefault(name_key(text), []).append((path, located, where, text))
    problems = []
    checked = {path for path, _ in read}
    for places in owners.values():
        files = {path for path, *_ in places}
        if len(files) < 2:
            continue
        for path in sorted(files & checked):
            path_, located, where, text = next(p for p in places if p[0] == path)
            others_ = [p for p in places if p[0] != path]
            first = others_[0]
            rest = len({p[0] for p in others_}) - 1
            problems.append(Problem(
                _display(path), located.line_of(where), _dotted(where),
                f"{text!r} names another casino too: {_display(first[0])}:{first[1].line_of(first[2])} "
                f"({_dotted(first[2])}: {first[3]!r})" + (f" and {rest} more file(s)" if rest else "")
                + "; each name, short name and alias must name one casino"))
    return sorted(problems, key=lambda p: (p.file, p.line))


def load_rule_set(path: Path) -> HouseRules:
    """Read a plain rule set file (vocabulary field → value); missing fields take the engine defaults."""
    name = _display(Path(path))
    located = read_yaml(Path(path), name)
    if not isinstance(located.data, dict):
        raise RulesFileError([Problem(name, located.line_of(()), "", "a rule set file is a mapping of rule fields to values")])
    try:
        rule_set = RuleSet.model_validate(located.data)
    except ValidationError as exc:
        raise RulesFileError(_pydantic_problems(exc, located, name, RuleSet)) from None
    values = {k: getattr(rule_set, k) for k in rule_set.model_fields_set}
    rules, problems = _house_rules(values, (), located, name)
    if problems:
        raise RulesFileError(problems)
    return rules


# ---- building engine values ------------------------------------------------------------


def _house_rules(values: dict[str, Any], where: Path_, located: Located, name: str) -> tuple[HouseRules | None, list[Problem]]:
    values = dict(values)
    bonus = values.get("bonus_blackjack")
    if bonus is not None:
        try:
            cards = frozenset(parse_cards(" ".join(bonus.cards)))
        except ValueError as exc:
            path = (*where, "bonus_blackjack")
            return None, [Problem(name, located.line_of(path), _dotted(path), str(exc))]
        values["bonus_blackjack"] = BonusBlackjack(cards, bonus.pays)
    try:
        return HouseRules(**values), []
    except InvalidRulesError as exc:
        return None, [
            Problem(name, located.line_of((*where, field)), _dotted((*where, field)), message)
            for field, message in exc.problems
        ]


def _build_table(spec: Any, casino_rules: list[Record], where: Path_, located: Located,
                 name: str, language: str) -> tuple[CasinoTable | None, list[Problem]]:
    rules = {n: entry_of(n, getattr(spec.rules, n), _default(HouseRules, n)) for n in RULE_FIELDS}
    limits = {n: entry_of(n, getattr(spec.limits, n), _default(TableLimits, n)) for n in LIMIT_FIELDS}
    if spec.limits.min_bet_up_to is not None:
        limits["min_bet_up_to"] = entry_of("min_bet_up_to", spec.limits.min_bet_up_to, None)
    box_rules = {n: entry_of(n, getattr(spec.box_rules, n), _default(BoxRules, n)) for n in BOX_FIELDS}
    house_rules, problems = _house_rules(
        {n: e.value for n, e in rules.items() if e.stated}, (*where, "rules"), located, name
    )
    for group, entries, kinds in (("rules", rules, RULE_TYPES), ("limits", limits, LIMIT_TYPES),
                                  ("box_rules", box_rules, BOX_TYPES)):
        problems += _uncarried(entries, (*where, group), located, name, language)
        problems += _typed_readings(entries, kinds, (*where, group), located, name)
    engine_limits = _engine_value(TableLimits, limits, LIMIT_FIELDS, (*where, "limits"), located, name, problems)
    engine_boxes = _engine_value(
        BoxRules, box_rules, set(BOX_FIELDS) - {"absent_owner_decider"}, (*where, "box_rules"), located, name, problems
    )
    side_bets, bet_problems = _side_bets(spec.side_bets, house_rules, (*where, "side_bets"), located, name, language)
    problems += bet_problems
    further_rules = (*casino_rules, *spec.further_rules)
    rule_ids = [rule.id for rule in further_rules]
    for i, rule in enumerate(spec.further_rules):
        if rule_ids.index(rule.id) != len(casino_rules) + i:
            path = (*where, "further_rules", i, "id")
            problems.append(Problem(name, located.line_of(path), _dotted(path),
                                    f"duplicate further rule id {rule.id!r}"))
    if problems or house_rules is None:
        return None, problems
    table = Table(house_rules, engine_limits, engine_boxes, side_bets)
    return CasinoTable(spec.id, spec.name, table, rules, limits, box_rules, tuple(spec.side_bets),
                       further_rules, tuple(spec.aliases)), []


def _typed_readings(entries: dict[str, RuleEntry], kinds: dict[str, Any], where: Path_, located: Located,
                    name: str) -> list[Problem]:
    """A reading's alternatives as values of its field (the schema takes them as written): converted in
    place, or a problem at the alternative's line."""
    problems = []
    for field, entry in list(entries.items()):
        if entry.reading is None or not entry.reading.alternatives or field not in kinds:
            continue
        try:
            values = TypeAdapter(list[kinds[field]]).validate_python(entry.reading.alternatives)
        except ValidationError as exc:
            for error in exc.errors(include_url=False):
                path = (*where, field, "reading", "alternatives", *error["loc"][:1])
                problems.append(Problem(name, located.line_of(path), _dotted(path),
                                        f"not a value of {field}: {error['msg']}"))
            continue
        entries[field] = dataclasses.replace(entry, reading=entry.reading.model_copy(update={"alternatives": values}))
    return problems


def _uncarried(entries: dict[str, RuleEntry], where: Path_, located: Located, name: str,
               language: str) -> list[Problem]:
    """Stated values their quotes (in the leaflet's ``language``) do not carry, unless marked as a reading."""
    problems = []
    for field, entry in entries.items():
        if entry.stated and entry.reading is None and entry.quote is not None:
            reason = carries.problem(field, entry.value, entry.quote, language)
            if reason is not None:
                path = (*where, field, "value")
                quote = entry.quote if len(entry.quote) <= 160 else entry.quote[:157] + "…"
                problems.append(Problem(name, located.line_of(path), _dotted(path),
                                        f"{_as_written(field, entry.value)} claims more than its quote “{quote}”: {reason}"))
    return problems


def _as_written(field: str, value: Any) -> str:
    """A value as a casino file writes it: true, 3:2 (a share of a bet 1/2), [9, 10, 11]."""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, Fraction):
        return f"{value.numerator}{'/' if field.endswith('_fraction') else ':'}{value.denominator}"
    if isinstance(value, frozenset):
        return f"[{', '.join(str(v) for v in sorted(value, key=lambda v: (len(str(v)), str(v))))}]"
    return str(value)


def _default(cls: type, name: str) -> Any:
    field = cls.__dataclass_fields__.get(name)  # type: ignore[attr-defined]
    if field is None:
        return None
    if field.default is not dataclasses.MISSING:
        return field.default
    return None


def _engine_value(cls, entries, names, where, located, name, problems):
    values = {n: entries[n].value for n in names if entries[n].stated}
    try:
        return cls(**values)
    except InvalidRulesError as exc:
        problems += [
            Problem(name, located.line_of((*where, field)), _dotted((*where, field)), message)
            for field, message in exc.problems
        ]
        return None


def _side_bets(specs: list[Record], house_rules: HouseRules | None, where: Path_, located: Located, name: str,
               language: str) -> tuple[tuple[SideBet, ...], list[Problem]]:
    """A table's side bets for the engine, and their problems: values their quotes do not carry, ids given twice,
    limits or lines that cannot be, and a house edge no side bet has (below 0 or above ``EDGE_LIMIT``)."""
    bets: list[SideBet] = []
    problems: list[Problem] = []
    ids = [s.id for s in specs]
    for i, spec in enumerate(specs):
        at = (*where, i)
        entries = {n: entry_of(n, getattr(spec, n), None) for n in SIDE_BET_FIELDS}
        problems += _uncarried(entries, at, located, name, language)
        if ids.index(spec.id) != i:
            problems.append(Problem(name, located.line_of((*at, "id")), _dotted((*at, "id")),
                                    f"duplicate side bet id {spec.id!r}"))
        lines = [line.id for line in spec.pay_table]
        for j, line_id in enumerate(lines):
            if lines.index(line_id) != j:
                path = (*at, "pay_table", j, "id")
                problems.append(Problem(name, located.line_of(path), _dotted(path), f"duplicate pay line id {line_id!r}"))
        try:
            bet = engine_side_bet(spec, {n: e.value for n, e in entries.items() if e.stated})
        except InvalidRulesError as exc:
            for field, message in exc.problems:
                path = (*at, *(int(p) if p.isdigit() else p for p in re.findall(r"[^.\[\]]+", field)))
                problems.append(Problem(name, located.line_of(path), _dotted(path), message))
            continue
        bets.append(bet)
        if house_rules is not None and not problems:
            problems += _edge_problems(bet, house_rules.decks, at, located, name)
    return tuple(bets), problems


def _edge_problems(bet: SideBet, decks: int, where: Path_, located: Located, name: str) -> list[Problem]:
    found = edge_problem(bet, decks)
    if found is None:
        return []
    path = (*where, "pay_table", found[0])
    return [Problem(name, located.line_of(path), _dotted(path), found[1])]


# ---- sources ---------------------------------------------------------------------------


def normalize_quote(text: str) -> str:
    """Whitespace collapsed and Markdown emphasis dropped, for comparing quotes with the leaflet."""
    return re.sub(r"\s+", " ", text.replace("**", "")).strip()


def _check_quotes(located: Located, name: str, source_text: str, source: str) -> list[Problem]:
    leaflet = normalize_quote(source_text)
    problems = []
    for path, value in walk_values(located.data, ()):
        if path[-1] == "quote" and isinstance(value, str) and normalize_quote(value) not in leaflet:
            problems.append(Problem(name, located.line_of(path), _dotted(path),
                                    f"quote not found word for word in {SOURCES_DIR}/{source}"))
    return problems


def walk_values(data: Any, path: Path_ = ()):
    """Every leaf value of parsed YAML with its path, e.g. ``(("tables", 0, "rules", "decks", "quote"), "…")``."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield from walk_values(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from walk_values(value, (*path, i))
    else:
        yield path, data


# ---- errors ----------------------------------------------------------------------------

_TAGS = {"stated", "not_stated"}


def _pydantic_problems(exc: ValidationError, located: Located, name: str, root: type[BaseModel]) -> list[Problem]:
    problems = []
    for error in exc.errors(include_url=False):
        path, tagged = _data_path(error["loc"], located.data)
        message = error["msg"]
        if error["type"] == "extra_forbidden":
            # The keys of the model at this place, not of the whole file: min_bet is no key of a side bet.
            model = _model_at(root, error["loc"][:-1])
            allowed = list(model.model_fields) if model is not None else []
            guess = difflib.get_close_matches(str(path[-1]), allowed, n=1)
            message = ("unknown key" + (f" (did you mean {guess[0]!r}?)" if guess else "")
                       + (f"; allowed here: {', '.join(allowed)}" if allowed else ""))
        elif error["type"] == "missing":
            field = _field_at(root, error["loc"])
            if field is not None and _is_sourced(field):
                may_be_unstated = any(get_origin(t) is Literal for t in _alternatives(field.annotation))
                message = "missing: give {value, clause, quote}" + (" or not_stated" if may_be_unstated else "")
            elif field is not None and field.description:
                message = f"missing: {_what(root, error['loc'])}"
        elif tagged and error["type"] in ("model_type", "dict_type", "model_attributes_type"):
            message = "write {value: …, clause: …, quote: …} or not_stated"
        elif error.get("input", ...) is None and error["type"].endswith("_type"):
            message = f"empty: fill in {_what(root, error['loc'])}"  # a blank of `croupier new`'s skeleton
        elif isinstance(error.get("input"), bool) and error["type"] == "string_type":
            message = f"YAML read this as {str(error['input']).lower()}: quote it if it is text, e.g. 'NO'"
        elif error["type"] == "value_error":
            message = message.removeprefix("Value error, ")
        elif error["type"] in ("literal_error", "enum") and isinstance(error.get("input"), str):
            allowed = re.findall(r"'([^']*)'", str((error.get("ctx") or {}).get("expected", "")))
            guess = difflib.get_close_matches(error["input"], allowed, n=1)
            message += f" (did you mean {guess[0]!r}?)" if guess else ""
        problems.append(Problem(name, located.line_of(path), _dotted(path), message))
    return problems


def _alternatives(annotation: Any) -> list[Any]:
    """The types an annotation may be: ``Annotated`` unwrapped, unions split, None dropped."""
    origin = get_origin(annotation)
    if origin is Annotated:
        return _alternatives(get_args(annotation)[0])
    if origin is Union or origin is types.UnionType:
        return [t for arg in get_args(annotation) for t in _alternatives(arg)]
    return [] if annotation is type(None) else [annotation]


def _model_in(annotation: Any) -> type[BaseModel] | None:
    models = [t for t in _alternatives(annotation) if isinstance(t, type) and issubclass(t, BaseModel)]
    return models[0] if len(models) == 1 else None


def _walk(root: type[BaseModel], loc: tuple) -> list[tuple[Any, Any]] | None:
    """(field, annotation) at each step of a pydantic error location that names a field or an item;
    a union's tag ("stated", "function-before[…]") is no step. None where the models cannot follow it."""
    steps: list[tuple[Any, Any]] = []
    annotation: Any = root
    for item in loc:
        if isinstance(item, int):
            items = [get_args(t)[0] for t in _alternatives(annotation)
                     if get_origin(t) in (list, tuple, set, frozenset) and get_args(t)]
            if not items:
                return None
            annotation = items[0]
            steps.append((None, annotation))
            continue
        model = _model_in(annotation)
        if model is None or item not in model.model_fields:
            continue
        field = model.model_fields[item]
        annotation = field.annotation
        steps.append((field, annotation))
    return steps


def _model_at(root: type[BaseModel], loc: tuple) -> type[BaseModel] | None:
    """The model whose keys are allowed at ``loc``, or None where that is not one model."""
    steps = _walk(root, loc)
    if steps is None:
        return None
    return _model_in(steps[-1][1]) if steps else root


def _field_at(root: type[BaseModel], loc: tuple) -> Any:
    """The field ``loc`` names last (a union's tags after it aside), or None."""
    steps = _walk(root, loc)
    return steps[-1][0] if steps else None


def _is_sourced(field: Any) -> bool:
    model = _model_in(field.annotation)
    return model is not None and set(model.model_fields) >= {"value", "clause", "quote"}


def _what(root: type[BaseModel], loc: tuple) -> str:
    """What belongs at ``loc``, from the schema's descriptions: "the country, as its ISO 3166 code …"."""
    fields = [field for field, _ in _walk(root, loc) or [] if field is not None]
    if not fields or not fields[-1].description:
        return "a value"
    what = _sentence(fields[-1].description)
    parent = _model_in(fields[-2].annotation) if len(fields) > 1 else None
    if parent is not None and set(parent.model_fields) == {"de", "en", "fa"} and fields[-2].description:
        parent_what = _sentence(fields[-2].description).replace(" per language", "")
        return f"{parent_what} ({what})"  # a text per language: "the casino's full name … (in German)"
    return what


def _sentence(text: str) -> str:
    return text[:1].lower() + text[1:].rstrip(".")


def _data_path(loc: tuple, data: Any) -> tuple[Path_, bool]:
    """The part of a pydantic error location that names places in the file."""
    path: list[str | int] = []
    tagged = False
    node = data
    for item in loc:
        if isinstance(node, dict) and item in node:
            node = node[item]
        elif isinstance(node, list) and isinstance(item, int) and 0 <= item < len(node):
            node = node[item]
        elif item in _TAGS or (isinstance(item, str) and ("[" in item or "-" in item)):
            tagged = tagged or item == "stated"
            continue
        else:
            node = None
        path.append(item)
    return tuple(path), tagged


def _dotted(path: Path_) -> str:
    text = ""
    for item in path:
        text += f"[{item}]" if isinstance(item, int) else (f".{item}" if text else str(item))
    return text


__all__ = [
    "Casino",
    "CasinoTable",
    "RuleEntry",
    "casino_files",
    "load_casino",
    "load_casinos",
    "load_rule_set",
    "normalize_quote",
    "table_edge_problems",
    "validate",
]
