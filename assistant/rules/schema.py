"""The shape of a casino file and of a rule set file, as pydantic models.

Each rule field is declared once (its name in ``fields.py``, its type in ``RULE_TYPES``); the casino file wraps every
value with its source (``Stated``) or says ``not_stated``, the rule set file
(``croupier analyze --rules``) gives plain values.
"""

from __future__ import annotations

import datetime
import enum
import json
import re
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Discriminator,
    Field,
    StrictBool,
    StrictStr,
    Tag,
    WithJsonSchema,
    create_model,
)

from ..engine import (
    UPCARDS,
    BoxRules,
    DealerBlackjackTakes,
    HoleCard,
    HouseRules,
    OverMax,
    Rank,
    SideBetCards,
    SplitBy,
    Suit,
    Surrender,
    TableLimits,
    parse_ratio,
)
from .fields import (
    ADDED_FIELDS,
    BOX_DOCS,
    BOX_FIELDS,
    CASINO_DOCS,
    CASINO_FIELDS,
    ETIQUETTE_DOCS,
    ETIQUETTE_FIELDS,
    LIMIT_DOCS,
    LIMIT_FIELDS,
    NOT_STATED,
    RULE_DOCS,
    RULE_FIELDS,
    SIDE_BET_FIELDS,
)


def _typed(names: tuple[str, ...], types: dict[str, Any]) -> dict[str, Any]:
    """``types`` checked to name the fields of ``names``, in their order."""
    if tuple(types) != names:
        raise AssertionError(f"schema and fields.py disagree: {sorted(set(types) ^ set(names)) or 'order'}")
    return types


def _default_text(cls: type, name: str) -> str:
    """The engine's default of its field ``name`` of ``cls``, as a casino file writes a value."""
    default = cls.__dataclass_fields__[name].default  # type: ignore[attr-defined]
    if isinstance(default, Fraction):
        text = f"{default.numerator}:{default.denominator}"
    elif isinstance(default, enum.Enum):
        text = str(default.value)
    elif isinstance(default, bool):
        text = str(default).lower()
    elif isinstance(default, frozenset):
        text = f"[{', '.join(sorted(default))}]"
    else:
        text = "null" if default is None else str(default)
    return text


def _ratio(value: Any) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, str):
        raise ValueError("write a payout ratio as text, e.g. '3:2'")
    return parse_ratio(value)


_SHARE = re.compile(r"^\d{1,6}(\.\d{1,6})?$|^\d{1,6}/[1-9]\d{0,5}$")


def _fraction(value: Any) -> Fraction:
    # A short pattern, not Fraction() on any text: "1e-999999999" would take minutes.
    text = repr(value) if isinstance(value, float) else str(value)
    if isinstance(value, bool) or not isinstance(value, (int, float, str)) or not _SHARE.match(text):
        raise ValueError("must be a number such as 0.5 or '1/2'")
    return Fraction(text)


def _money(value: Any) -> Decimal:
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise ValueError("must be an amount such as 500 or '2.50'")
    try:
        amount = Decimal(repr(value) if isinstance(value, float) else str(value))
    except InvalidOperation:
        raise ValueError(f"{value!r} is not an amount such as 500 or '2.50'") from None
    if not amount.is_finite() or amount < 0 or amount > Decimal("1e12"):
        raise ValueError(f"{value!r} is not an amount between 0 and 1,000,000,000,000")
    if amount.as_tuple().exponent < -4:  # type: ignore[operator]
        raise ValueError(f"{value!r} has more than 4 decimal places")
    return amount


def _double_on(value: Any) -> Any:
    if value == "any":
        return value
    if not isinstance(value, list) or not value or not all(type(v) is int for v in value):
        raise ValueError("must be 'any' or a list of hard totals such as [9, 10, 11]")
    return frozenset(value)


def _upcards(value: Any) -> frozenset[str]:
    if not isinstance(value, list):
        raise ValueError("must be a list of upcards such as [2, 3, 4, 5, 6, 7, 8, 9]")
    labels = [str(v).upper() if not isinstance(v, bool) else "?" for v in value]
    unknown = [v for v, label in zip(value, labels) if label not in UPCARDS]
    if unknown:
        raise ValueError(f"not upcards: {unknown} (use 2 … 10 and A)")
    return frozenset(labels)


# The custom types' JSON Schema: what an editor offers and checks as the file is typed.
_AMOUNT = r"^\d{1,13}(\.\d{1,4})?$"
Ratio = Annotated[Fraction, BeforeValidator(_ratio), WithJsonSchema({
    "type": "string", "pattern": r"^\s*\d+(\.\d+)?\s*(:|to|zu)\s*\d+(\.\d+)?\s*$",
    "description": "A payout ratio as text: win to stake.", "examples": ["3:2", "6:5", "2:1"]})]
Share = Annotated[Fraction, BeforeValidator(_fraction), WithJsonSchema({"anyOf": [
    {"type": "number", "minimum": 0}, {"type": "string", "pattern": r"^\d{1,6}(\.\d{1,6})?$|^\d{1,6}/[1-9]\d{0,5}$"}],
    "description": "A share of a bet: a number or a fraction as text.", "examples": [0.5, "1/2"]})]
Money = Annotated[Decimal, BeforeValidator(_money), WithJsonSchema({"anyOf": [
    {"type": "number", "minimum": 0, "maximum": 1e12}, {"type": "string", "pattern": _AMOUNT}],
    "description": "An amount in the casino's currency, at most 4 decimal places.", "examples": [5, "2.50"]})]
Count = Annotated[int, Field(strict=True, ge=0, le=1000)]
Text = Annotated[StrictStr, Field(min_length=1, max_length=2000)]
Id = Annotated[StrictStr, Field(pattern=r"^[a-z0-9][a-z0-9-]{0,40}$")]


class _Strict(BaseModel):
    # defer_build: a schema is compiled when a file is first validated, not at import; casinos read
    # back from the loader's cache are never validated again.
    model_config = ConfigDict(extra="forbid", frozen=True, arbitrary_types_allowed=True, defer_build=True)


class _Described(_Strict):
    # The fields' docstrings are their descriptions in the JSON Schema editors read. Only for the models
    # written out here: for those made by create_model pydantic would search for source that is not there
    # (a tenth of a second at import), so they are given Field(description=...).
    model_config = ConfigDict(use_attribute_docstrings=True)


class Localized(_Described):
    """A text in each of the site's languages."""

    de: Text
    """In German."""
    en: Text
    """In English."""
    fa: Text
    """In Persian."""


class BonusBlackjackSpec(_Described):
    """A blackjack of two named cards paid at once at a higher ratio."""

    cards: Annotated[list[StrictStr], Field(min_length=2, max_length=2, json_schema_extra={
        "items": {"type": "string", "pattern": r"^(10|[2-9JQKA])[♠♥♦♣SHDC]$"}, "examples": [["J♠", "A♠"]]})]
    """The two cards, rank then suit, e.g. [J♠, A♠]."""
    pays: Ratio
    """What it pays, e.g. '5:1'."""


_ANY_VALUE = {"type": ["boolean", "integer", "number", "string", "array", "object", "null"],
              "description": "A value of the field, written as its `value` is."}


class ReadingNote(_Described):
    """What the leaflet leaves open where the value is one reading of it (a not-stated field has its
    readings from the engine's list of open fields instead)."""

    open: Localized
    """What the leaflet does not say, e.g. "what a later dealer blackjack takes from a surrendered box"."""
    alternatives: Annotated[list[Any], Field(max_length=10, json_schema_extra={"items": _ANY_VALUE})] = []
    """The other values the words may mean, each as the field writes its value (checked by the loader)."""


def _named(model: type[BaseModel]) -> type[BaseModel]:
    """A model made at import time, findable by its name in this module (so loaded casinos pickle:
    the numbering follows the fixed order of the fields below)."""
    model.__module__ = __name__
    globals()[model.__name__] = model
    return model


def _stated_or_not(value: Any) -> str:
    return "not_stated" if value == NOT_STATED else "stated"


_STATED_MODELS: dict[Any, type[BaseModel]] = {}


def _narrow_alternatives(schema: dict[str, Any]) -> None:
    """A reading's alternatives offered as values of the field itself, in the JSON Schema."""
    reading = schema["properties"]["reading"]
    note, null = reading["anyOf"]  # ReadingNote's reference (as pydantic names it while generating), null
    alternatives = {"type": "array", "items": schema["properties"]["value"]}
    reading["anyOf"] = [{**note, "properties": {"alternatives": alternatives}}, null]


class _Stated(_Strict):
    model_config = ConfigDict(json_schema_extra=_narrow_alternatives)


def sourced(kind: Any) -> Any:
    """``kind`` as a casino file writes it: ``{value, clause, quote, note}`` or ``not_stated``."""
    model = _STATED_MODELS.get(kind)
    if model is None:
        number = len(_STATED_MODELS)
        model = _named(create_model(
            f"Stated{number}",
            __base__=_Stated,
            __doc__="A value the leaflet states, with where and in which words (else write not_stated).",
            value=(kind, Field(description="The value the leaflet states.")),
            clause=(Text, Field(description="Where the leaflet says it: its clause number or section heading, "
                                            "e.g. A.2 or Verdoppeln.")),
            quote=(Text, Field(description="The leaflet's words that say it, word for word: the value must "
                                           "stand in them (a number, a ratio, a yes or no word).")),
            note=(Localized | None, Field(default=None, description="A remark shown beside the rule, per "
                                                                  "language, e.g. how its words are counted.")),
            reading=(ReadingNote | None, Field(default=None, description=(
                "Where the words say less than the value: what they leave open and the other values they "
                "may mean; the sheets say so and every house edge is computed under each."))),
        ))
        _STATED_MODELS[kind] = model
    return Annotated[
        Annotated[model, Tag("stated")] | Annotated[Literal["not_stated"], Tag("not_stated")],
        Discriminator(_stated_or_not),
    ]


# One line per rule field: name → type of its value. Defaults come from the engine's HouseRules.
RULE_TYPES: dict[str, Any] = _typed(RULE_FIELDS, {
    "decks": Annotated[int, Field(strict=True, ge=1, le=16)],
    "dealer_hits_soft_17": StrictBool,
    "hole_card": HoleCard,
    "dealer_blackjack_takes": DealerBlackjackTakes,
    "blackjack_pays": Ratio,
    "double_on": Annotated[Any, BeforeValidator(_double_on), WithJsonSchema({"anyOf": [
        {"const": "any"}, {"type": "array", "items": {"type": "integer", "minimum": 4, "maximum": 20}, "minItems": 1}],
        "examples": ["any", [9, 10, 11]]})],
    "double_soft": StrictBool,
    "double_after_split": StrictBool,
    "max_split_hands": Annotated[int, Field(strict=True, ge=1, le=64)] | None,
    "split_by": SplitBy,
    "resplit_aces": StrictBool,
    "max_split_hands_aces": Annotated[int, Field(strict=True, ge=2, le=64)] | None,
    "hit_split_aces": StrictBool,
    "split_ace_ten_is_blackjack": StrictBool,
    "split_ten_ace_is_blackjack": StrictBool,
    "surrender": Surrender,
    "surrender_after_split": StrictBool,
    "insurance_pays": Ratio | None,
    "insurance_max_fraction": Share,
    "insurance_min_fraction": Share,
    "insurance_min_table_fraction": Share,
    "even_money": StrictBool,
    "blackjack_paid_immediately_against": Annotated[frozenset[str], BeforeValidator(_upcards), WithJsonSchema({
        "type": "array", "items": {"enum": [*range(2, 11), *UPCARDS]}, "examples": [[2, 3, 4, 5, 6, 7, 8, 9]]})],
    "card_charlie": Annotated[int, Field(strict=True, ge=3, le=21)] | None,
    "three_sevens_pays": Ratio | None,
    "bonus_blackjack": BonusBlackjackSpec | None,
})


LIMIT_TYPES: dict[str, Any] = _typed(LIMIT_FIELDS, {
    "min_bet": Money,
    "max_bet": Money,
    "multiple_of_min": StrictBool,
    "multiple_of": Money,
    "over_max": OverMax,
    "double_may_exceed_max": StrictBool,
    "split_hand_is_new_box": StrictBool,
})


BOX_TYPES: dict[str, Any] = _typed(BOX_FIELDS, {
    "boxes": Count,
    "bettors_per_box": Count | None,
    "boxes_per_guest": Count | None,
    "owned_boxes_per_guest": Count | None,
    "min_boxes_single_guest": Count,
    "betting_behind": StrictBool,
    "co_bettors_join_double": StrictBool,
    "co_bettors_join_split": StrictBool,
    "declined_split_rejoins": StrictBool,
    "absent_owner_draws_to": Count | None,
    "absent_owner_decider": Literal["next_circle"],
})


for _names, _docs in ((RULE_FIELDS, RULE_DOCS), (LIMIT_FIELDS, LIMIT_DOCS), (BOX_FIELDS, BOX_DOCS),
                      (CASINO_FIELDS, CASINO_DOCS), (ETIQUETTE_FIELDS, ETIQUETTE_DOCS)):
    _typed(_names, _docs)

_DEFAULTS: dict[str, type] = {**dict.fromkeys(RULE_FIELDS, HouseRules), **dict.fromkeys(LIMIT_FIELDS, TableLimits),
                              **dict.fromkeys(BOX_FIELDS, BoxRules)}
"""The engine value whose default a not-stated field plays by."""


def field_doc(name: str, docs: dict[str, str], missing: str = "not_stated") -> str:
    """A field's description, with the default it plays by when the file does not give it."""
    cls = _DEFAULTS.get(name)
    if cls is None or name not in cls.__dataclass_fields__:  # type: ignore[attr-defined]
        return docs[name]
    return f"{docs[name]} ({missing}: plays by {_default_text(cls, name)})"

# A plain rule set: every field optional (missing takes the engine default), no sources.
RuleSet = create_model(
    "RuleSet",
    __base__=_Strict,
    __doc__="A rule set file (croupier analyze --rules): rule fields and their plain values.",
    **{name: (kind, Field(None, description=field_doc(name, RULE_DOCS, "missing")))  # type: ignore[call-overload]
       for name, kind in RULE_TYPES.items()},
)


def _all_sourced(name: str, doc: str, spec: dict[str, Any], docs: dict[str, str]) -> type[BaseModel]:
    """A model in which every field of ``spec`` is sourced, and required unless added later."""
    return create_model(name, __base__=_Strict, __doc__=doc, **{  # type: ignore[call-overload]
        k: (sourced(v), Field(NOT_STATED if k in ADDED_FIELDS else ..., description=field_doc(k, docs)))
        for k, v in spec.items()})


TableRules = _all_sourced("TableRules", "How the game is dealt, played and paid at the table.", RULE_TYPES, RULE_DOCS)
TableLimitsSpec = create_model(
    "TableLimitsSpec",
    __base__=_Strict,
    __doc__="The bet limits per box.",
    min_bet_up_to=(sourced(Money) | None, Field(None, description=(
        "Where the table minimum is a range ('5 to 25 depending on the table'): the highest minimum, min_bet "
        "being the lowest."))),
    **{k: (sourced(v), Field(NOT_STATED if k in ADDED_FIELDS else ..., description=field_doc(k, LIMIT_DOCS)))
       for k, v in LIMIT_TYPES.items()},  # type: ignore[call-overload]
)
BoxRulesSpec = _all_sourced("BoxRulesSpec", "Who may bet on a box and who decides for it.", BOX_TYPES, BOX_DOCS)


class CardPatternSpec(_Described):
    """The cards a pay line wins with: how many, what each is, and what they share."""

    count: Annotated[int, Field(strict=True, ge=1, le=3)]
    """How many of the cards match (at most the cards the bet is decided on)."""
    rank: Literal[tuple(r.value for r in Rank)] | None = None  # type: ignore[valid-type]
    """Each one's rank, or null for any."""
    suit: Literal[tuple(s.name.lower() for s in Suit)] | None = None  # type: ignore[valid-type]
    """Each one's suit, or null for any."""
    color: Literal["red", "black"] | None = None
    """Each one's colour, or null for any."""
    same_rank: StrictBool = False
    """Whether they must be of one rank (a pair, three of a kind)."""
    same_suit: StrictBool | None = None
    """true: they share one suit (a flush, a perfect pair); false: not all one suit; null: either."""
    same_color: StrictBool | None = None
    """true: they share one colour (a coloured pair); false: not all one colour (a mixed pair); null: either."""
    run: StrictBool = False
    """Whether their ranks are consecutive (a straight), the ace below the two or above the king."""
    total: Annotated[int, Field(strict=True, ge=2, le=21)] | None = None
    """Their blackjack total, an ace counting 1 or 11 (e.g. 20 for Lucky Ladies), or null for any."""


class PayLineSpec(_Described):
    """One winning combination of a side bet and what it pays."""

    id: Id
    """A short name in lower case, unique in the side bet, e.g. three-queens."""
    name: Localized
    """The combination's name per language."""
    pays: Ratio
    """What it pays, e.g. '100:1'."""
    match: CardPatternSpec
    """The cards it wins with."""
    dealer_blackjack: StrictBool = False
    """Whether it wins only when the dealer's first two cards are a blackjack too (e.g. a queen-of-hearts pair with
    a dealer blackjack); the bet is then settled once the dealer's hand is known."""
    quote: Text
    """The leaflet's words for it, word for word."""


SIDE_BET_TYPES: dict[str, Any] = _typed(SIDE_BET_FIELDS, {
    "cards": SideBetCards,
    "highest_only": StrictBool,
    "bet_before_deal": StrictBool,
    "on_played_box_only": StrictBool,
    "min_bet": Money,
    "max_bet": Money,
    "multiple_of": Money,
})


def stated(kind: Any) -> Any:
    """``kind`` as a casino file must state it: ``{value, clause, quote, note}``, never ``not_stated``."""
    sourced(kind)
    return _STATED_MODELS[kind]


class SideBetSpec(_Described):
    """A bet beside the box's bet, decided by the first cards dealt and paid by its own table of combinations."""

    id: Id
    """A short name in lower case, unique at the table, e.g. queens-trio."""
    name: Localized
    """The side bet's name per language."""
    aliases: Annotated[list[Text], Field(max_length=20)] = []
    """Other ways guests name it (a shortening, a spelling in another script: "QT", «کوئینز تریو»), for the assistant."""
    clause: Text
    """Where the leaflet describes it: clause number or section heading."""
    quote: Text
    """The leaflet's words that introduce it, word for word."""
    cards: stated(SideBetCards)  # type: ignore[valid-type]
    """The cards it is decided on, as the leaflet says: player_two (the box's first two cards, e.g. Perfect Pairs,
    Lucky Ladies) or player_two_and_dealer_up (those and the dealer's first card, e.g. 21+3). A bet on the dealer's
    whole hand is not offered: its house edge cannot be counted exactly."""
    pay_table: Annotated[list[PayLineSpec], Field(min_length=1, max_length=50)]
    """Its winning combinations in the leaflet's order, each with what it pays."""
    highest_only: sourced(StrictBool) = NOT_STATED  # type: ignore[valid-type]
    """A win is paid once, for the highest winning combination only (not_stated: plays by true; false: every
    winning combination is paid)."""
    bet_before_deal: sourced(StrictBool) = NOT_STATED  # type: ignore[valid-type]
    """The side bet must be placed before the cards are dealt."""
    on_played_box_only: sourced(StrictBool) = NOT_STATED  # type: ignore[valid-type]
    """The side bet may be placed only on a box that is played."""
    min_bet: sourced(Money) = NOT_STATED  # type: ignore[valid-type]
    """The smallest side bet, in the casino's currency."""
    max_bet: sourced(Money) = NOT_STATED  # type: ignore[valid-type]
    """The largest side bet, in the casino's currency."""
    multiple_of: sourced(Money) = NOT_STATED  # type: ignore[valid-type]
    """The amount every side bet must be a multiple of, in the casino's currency."""


ABOUT_FIELDS = (*RULE_FIELDS, "min_bet_up_to", *LIMIT_FIELDS, *BOX_FIELDS, *CASINO_FIELDS, *ETIQUETTE_FIELDS,
                "responsible_gambling")
"""The fields a further rule may tell more about."""


class FurtherRule(_Described):
    """A rule of the house that no engine field carries: the leaflet's words and the rule said plainly."""

    id: Id
    """A short name in lower case, unique in the file, e.g. bets-before-deal."""
    clause: Text
    """Where the leaflet says it: clause number or section heading."""
    quote: Text
    """The leaflet's words, word for word."""
    text: Localized
    """The rule in each language, saying no more than the quote."""
    about: Annotated[list[Literal[ABOUT_FIELDS]], Field(  # type: ignore[valid-type]
        default=[], max_length=20,
        description="The rule fields this rule tells more about: an answer about one of them says this rule too "
                    "(e.g. [min_bet, max_bet] for 'the limits are shown at the table').")]


class NotModelled(_Described):
    """Leaflet text that no field or further rule carries (a title, an address, a caption), and why."""

    clause: Text
    """Where in the leaflet: clause number or section heading."""
    quote: Text
    """The leaflet's words, word for word."""
    reason: Text
    """Why no field or further rule carries them, e.g. "the casino's address"."""


class TableSpec(_Described):
    """One kind of table and its rules."""

    id: Id
    """A short name in lower case, unique in the file, e.g. classic."""
    name: Localized
    """The table's name per language, as the casino calls it."""
    aliases: Annotated[list[Text], Field(max_length=20)] = []
    """Other ways guests name the table (a spelling in another script: «دیجیتال ۲۱»), for the assistant."""
    rules: TableRules  # type: ignore[valid-type]
    """How the game is dealt, played and paid."""
    limits: TableLimitsSpec  # type: ignore[valid-type]
    """The bet limits per box."""
    box_rules: BoxRulesSpec  # type: ignore[valid-type]
    """Who may bet on a box and who decides for it."""
    side_bets: Annotated[list[SideBetSpec], Field(max_length=20)] = []
    """The side bets offered at this table."""
    further_rules: Annotated[list[FurtherRule], Field(max_length=100)] = []
    """Rules of this table only; the casino's own apply at every table too."""


class Helpline(_Described):
    """A telephone help line for problem gambling that the leaflet names."""

    name: Text
    """Its name, as the leaflet gives it."""
    phone: Annotated[StrictStr, Field(pattern=r"^\+?[0-9][0-9 ]{2,30}$")]
    """Its number, digits and spaces, e.g. "0800 1372700"."""
    free: StrictBool
    """Whether a call is free."""
    anonymous: StrictBool
    """Whether a caller stays anonymous."""
    hours: Annotated[list[Localized], Field(max_length=14)] = []
    """When it answers, one entry per span of days, per language."""


CASINO_TYPES: dict[str, Any] = _typed(CASINO_FIELDS, {
    "min_age": Count,
    "id_required": StrictBool,
})


ETIQUETTE_TYPES: dict[str, Any] = _typed(ETIQUETTE_FIELDS, {
    "tips": Literal["customary", "welcome", "not_allowed"],
    "dress": Literal["smart", "casual", "none"],
    "touch_cards": StrictBool,
    "touch_chips_in_box": StrictBool,
    "advice_to_box_owner": StrictBool,
    "bets_in_chips_only": StrictBool,
    "call_hit": Annotated[list[Text], Field(min_length=1, max_length=10)],
    "call_stand": Annotated[list[Text], Field(min_length=1, max_length=10)],
    "disputes": Literal["management_decides", "director_decides"],
})


EntrySpec = _all_sourced("EntrySpec", "Who may enter the casino.", CASINO_TYPES, CASINO_DOCS)
EtiquetteSpec = _all_sourced("EtiquetteSpec", "How guests behave at the table.", ETIQUETTE_TYPES, ETIQUETTE_DOCS)


def _not_after_today(day: datetime.date) -> datetime.date:
    if day > datetime.date.today():
        raise ValueError(f"{day.isoformat()} is after today: write the day the file was checked")
    return day


class CasinoSpec(_Described):
    """One casino file in ``rules_data/``."""

    id: Id
    """The casino's id: lower case, digits and hyphens, the file's name without .yaml, e.g. wiesbaden."""
    name: Localized
    """The casino's full name per language, as guests know it."""
    short_name: Localized
    """A short name per language for headings and lists, e.g. the city."""
    aliases: Annotated[list[Text], Field(max_length=50)] = []
    """Other names, cities and spellings a guest may use, in any script; no other casino may use them."""
    country: Annotated[StrictStr, Field(pattern=r"^[A-Z]{2}$")]
    """The country, as its ISO 3166 code in capitals, e.g. DE."""
    currency: Annotated[StrictStr, Field(pattern=r"^[A-Z]{3}$")]
    """The currency bets are in, as its ISO 4217 code, e.g. EUR."""
    currency_stated: StrictBool
    """Whether the leaflet names the currency (false: the sheets say it is assumed)."""
    source: Annotated[StrictStr, Field(pattern=r"^[A-Za-z0-9_.-]+\.txt$")]
    """The leaflet, a file in ``rules_data/sources/`` (``croupier new`` copies it there and names it)."""
    source_language: Literal["de", "en", "fa"]
    """The leaflet's language: quotes are in it, and their words are read in it."""
    source_title: Text
    """The leaflet's title, word for word."""
    checked: Annotated[datetime.date, AfterValidator(_not_after_today)]
    """The day this file was last checked against its leaflet, as YYYY-MM-DD (the about page shows it)."""
    entry: EntrySpec  # type: ignore[valid-type]
    """Who may enter the casino."""
    responsible_gambling: sourced(Annotated[list[Helpline], Field(min_length=1)])  # type: ignore[valid-type]
    """The help lines for problem gambling the leaflet names."""
    etiquette: EtiquetteSpec  # type: ignore[valid-type]
    """How guests behave at the table."""
    tables: Annotated[list[TableSpec], Field(min_length=1, max_length=50)]
    """The casino's kinds of table, each with its rules."""
    further_rules: Annotated[list[FurtherRule], Field(max_length=100)] = []
    """Rules of the house at every table."""
    not_modelled: Annotated[list[NotModelled], Field(max_length=1000)] = []
    """The rest of the leaflet, each piece with the reason no field carries it (``croupier coverage``)."""


SCHEMA_FILE = "casino.schema.json"
"""The JSON Schema of a casino file, in ``rules_data/`` beside the files that name it on their first line."""


def casino_json_schema() -> str:
    """The JSON Schema of a casino file, generated from ``CasinoSpec``: what editors check and offer as a
    casino file is typed (``croupier schema``; committed as ``rules_data/casino.schema.json``)."""
    schema = {"$schema": "https://json-schema.org/draft/2020-12/schema", **CasinoSpec.model_json_schema(),
              "title": "A casino file of croupier's rules_data/",
              "description": "One casino's blackjack house rules, each value with the clause and the words of the "
                             "leaflet that state it, or not_stated. See README.md, 'Adding a casino'."}
    return json.dumps(schema, ensure_ascii=False, indent=2) + "\n"
