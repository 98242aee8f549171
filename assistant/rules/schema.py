"""The shape of a casino file and of a rule set file, as pydantic models.

Each rule field is declared once (its name in ``fields.py``, its type in ``RULE_TYPES``); the casino file wraps every
value with its source (``Stated``) or says ``not_stated``, the rule set file
(``croupier analyze --rules``) gives plain values.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Discriminator,
    Field,
    StrictBool,
    StrictStr,
    Tag,
    create_model,
)

from ..engine import (
    UPCARDS,
    DealerBlackjackTakes,
    HoleCard,
    OverMax,
    Rank,
    SplitBy,
    Suit,
    Surrender,
    parse_ratio,
)
from .fields import (
    ADDED_FIELDS,
    BOX_FIELDS,
    CASINO_FIELDS,
    ETIQUETTE_FIELDS,
    LIMIT_FIELDS,
    NOT_STATED,
    RULE_FIELDS,
    SIDE_BET_FIELDS,
)


def _typed(names: tuple[str, ...], types: dict[str, Any]) -> dict[str, Any]:
    """``types`` checked to name the fields of ``names``, in their order."""
    if tuple(types) != names:
        raise AssertionError(f"schema and fields.py disagree: {sorted(set(types) ^ set(names)) or 'order'}")
    return types


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


Ratio = Annotated[Fraction, BeforeValidator(_ratio)]
Share = Annotated[Fraction, BeforeValidator(_fraction)]
Money = Annotated[Decimal, BeforeValidator(_money)]
Count = Annotated[int, Field(strict=True, ge=0, le=1000)]
Text = Annotated[StrictStr, Field(min_length=1, max_length=2000)]
Id = Annotated[StrictStr, Field(pattern=r"^[a-z0-9][a-z0-9-]{0,40}$")]


class _Strict(BaseModel):
    # defer_build: a schema is compiled when a file is first validated, not at import; casinos read
    # back from the loader's cache are never validated again.
    model_config = ConfigDict(extra="forbid", frozen=True, arbitrary_types_allowed=True, defer_build=True)


class Localized(_Strict):
    """A text in each of the site's languages."""

    de: Text
    en: Text
    fa: Text


class BonusBlackjackSpec(_Strict):
    cards: Annotated[list[StrictStr], Field(min_length=2, max_length=2)]
    pays: Ratio


class ReadingNote(_Strict):
    """What the leaflet leaves open where the value is one reading of it (a not-stated field has its
    readings from the engine's list of open fields instead)."""

    open: Localized
    """What the leaflet does not say, e.g. "what a later dealer blackjack takes from a surrendered box"."""
    alternatives: Annotated[list[Any], Field(max_length=10)] = []
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


def sourced(kind: Any) -> Any:
    """``kind`` as a casino file writes it: ``{value, clause, quote, note}`` or ``not_stated``."""
    model = _STATED_MODELS.get(kind)
    if model is None:
        number = len(_STATED_MODELS)
        model = _named(create_model(
            f"Stated{number}",
            __base__=_Strict,
            value=(kind, ...),
            clause=(Text, ...),
            quote=(Text, ...),
            note=(Localized | None, None),
            reading=(ReadingNote | None, None),
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
    "double_on": Annotated[Any, BeforeValidator(_double_on)],
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
    "blackjack_paid_immediately_against": Annotated[frozenset[str], BeforeValidator(_upcards)],
    "card_charlie": Annotated[int, Field(strict=True, ge=3, le=21)] | None,
    "three_sevens_pays": Ratio | None,
    "bonus_blackjack": BonusBlackjackSpec | None,
})

LIMIT_TYPES: dict[str, Any] = _typed(LIMIT_FIELDS, {
    "min_bet": Money,
    "max_bet": Money,
    "multiple_of_min": StrictBool,
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

# A plain rule set: every field optional (missing takes the engine default), no sources.
RuleSet = create_model(
    "RuleSet",
    __base__=_Strict,
    **{name: (kind, None) for name, kind in RULE_TYPES.items()},  # type: ignore[call-overload]
)


def _all_sourced(name: str, spec: dict[str, Any]) -> type[BaseModel]:
    """A model in which every field of ``spec`` is sourced, and required unless added later."""
    return create_model(name, __base__=_Strict, **{
        k: (sourced(v), NOT_STATED if k in ADDED_FIELDS else ...) for k, v in spec.items()})


TableRules = _all_sourced("TableRules", RULE_TYPES)
TableLimitsSpec = create_model(
    "TableLimitsSpec",
    __base__=_Strict,
    min_bet_up_to=(sourced(Money) | None, None),
    **{k: (sourced(v), ...) for k, v in LIMIT_TYPES.items()},  # type: ignore[call-overload]
)
BoxRulesSpec = _all_sourced("BoxRulesSpec", BOX_TYPES)


class CardPatternSpec(_Strict):
    count: Annotated[int, Field(strict=True, ge=1, le=3)]
    rank: Literal[tuple(r.value for r in Rank)] | None = None  # type: ignore[valid-type]
    suit: Literal[tuple(s.name.lower() for s in Suit)] | None = None  # type: ignore[valid-type]
    color: Literal["red", "black"] | None = None
    same_rank: StrictBool = False


class PayLineSpec(_Strict):
    id: Id
    name: Localized
    pays: Ratio
    match: CardPatternSpec
    quote: Text


SIDE_BET_TYPES: dict[str, Any] = _typed(SIDE_BET_FIELDS, {
    "highest_only": StrictBool,
    "bet_before_deal": StrictBool,
    "on_played_box_only": StrictBool,
})


class SideBetSpec(_Strict):
    id: Id
    name: Localized
    clause: Text
    quote: Text
    pay_table: Annotated[list[PayLineSpec], Field(min_length=1, max_length=50)]
    highest_only: sourced(StrictBool) = NOT_STATED  # type: ignore[valid-type]
    """A win is paid once, for the highest winning combination only."""
    bet_before_deal: sourced(StrictBool) = NOT_STATED  # type: ignore[valid-type]
    """The side bet must be placed before the cards are dealt."""
    on_played_box_only: sourced(StrictBool) = NOT_STATED  # type: ignore[valid-type]
    """The side bet may be placed only on a box that is played."""


ABOUT_FIELDS = (*RULE_FIELDS, "min_bet_up_to", *LIMIT_FIELDS, *BOX_FIELDS, *CASINO_FIELDS, *ETIQUETTE_FIELDS,
                "responsible_gambling")
"""The fields a further rule may tell more about."""


class FurtherRule(_Strict):
    """A rule of the house that no engine field carries: the leaflet's words and the rule said plainly."""

    id: Id
    clause: Text
    quote: Text
    text: Localized
    """The rule in each language, saying no more than the quote."""
    about: Annotated[list[Literal[ABOUT_FIELDS]], Field(  # type: ignore[valid-type]
        default=[], max_length=20,
        description="The rule fields this rule tells more about: an answer about one of them says this rule too "
                    "(e.g. [min_bet, max_bet] for 'the limits are shown at the table').")]


class NotModelled(_Strict):
    """Leaflet text that no field or further rule carries (a title, an address, a caption), and why."""

    clause: Text
    quote: Text
    reason: Text


class TableSpec(_Strict):
    id: Id
    name: Localized
    rules: TableRules  # type: ignore[valid-type]
    limits: TableLimitsSpec  # type: ignore[valid-type]
    box_rules: BoxRulesSpec  # type: ignore[valid-type]
    side_bets: Annotated[list[SideBetSpec], Field(max_length=20)] = []
    further_rules: Annotated[list[FurtherRule], Field(max_length=100)] = []
    """Rules of this table only; the casino's own apply at every table too."""


class Helpline(_Strict):
    name: Text
    phone: Annotated[StrictStr, Field(pattern=r"^\+?[0-9][0-9 ]{2,30}$")]
    free: StrictBool
    anonymous: StrictBool
    hours: Annotated[list[Localized], Field(max_length=14)] = []


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

EntrySpec = _all_sourced("EntrySpec", CASINO_TYPES)
EtiquetteSpec = _all_sourced("EtiquetteSpec", ETIQUETTE_TYPES)


class CasinoSpec(_Strict):
    """One casino file in ``rules_data/``."""

    id: Id
    name: Localized
    short_name: Localized
    aliases: Annotated[list[Text], Field(max_length=50)] = []
    """Other names, cities and spellings a guest may use, in any script."""
    country: Annotated[StrictStr, Field(pattern=r"^[A-Z]{2}$")]
    currency: Annotated[StrictStr, Field(pattern=r"^[A-Z]{3}$")]
    currency_stated: StrictBool
    source: Annotated[StrictStr, Field(pattern=r"^[A-Za-z0-9_.-]+\.txt$")]
    """The leaflet, a file in ``rules_data/sources/``."""
    source_language: Literal["de", "en", "fa"]
    source_title: Text
    entry: EntrySpec  # type: ignore[valid-type]
    responsible_gambling: sourced(Annotated[list[Helpline], Field(min_length=1)])  # type: ignore[valid-type]
    etiquette: EtiquetteSpec  # type: ignore[valid-type]
    tables: Annotated[list[TableSpec], Field(min_length=1, max_length=50)]
    further_rules: Annotated[list[FurtherRule], Field(max_length=100)] = []
    """Rules of the house at every table."""
    not_modelled: Annotated[list[NotModelled], Field(max_length=1000)] = []
    """The rest of the leaflet, each piece with the reason no field carries it (``croupier coverage``)."""
