"""The engine's refusals: every kind raised by a real round, with its data, and worded for guests in
German and Persian from the catalogs (no English sentence inside, the numbers in the language's digits)."""

from __future__ import annotations

import pickle
import re
from collections.abc import Callable
from decimal import Decimal
from fractions import Fraction
from string import Formatter

import pytest

from assistant.engine import (
    Bet,
    BoxRules,
    CardPattern,
    HandRef,
    HoleCard,
    HouseRules,
    Illegal,
    IllegalActionError,
    IllegalBetError,
    PayLine,
    Round,
    Shoe,
    ShoeExhaustedError,
    SideBet,
    Surrender,
    Table,
    TableLimits,
)
from assistant.locale.catalogs import read_catalog
from assistant.locale.errors import ERROR_MESSAGES, error_text
from assistant.locale.wording import Words

TEN = Decimal(10)
ACE_UP = "10♠ A♥ 9♦ 5♣"
"""The guest's 19 against a dealer's ace: insurance is offered."""
TEN_UP = "10♠ 10♥ 6♦ 9♣"
"""The guest's 16 against a dealer's ten (hole card 9)."""
SEVEN_UP = "10♠ 7♥ 9♦ 10♣"
"""The guest's 19 against a dealer's seven: the guest acts at once."""


PLAIN = Table()
"""The engine's defaults: peek, insurance 2:1, no surrender, no limits."""


def deal(cards: str, table: Table = PLAIN, bets: list[Bet] | None = None, absent: tuple[str, ...] = ()) -> Round:
    """A round on a stacked shoe (guest, upcard, guest, hole card, draws); one bet of 10 by ann unless ``bets``."""
    return Round(table, Shoe.stacked(cards), [Bet(1, "ann", TEN)] if bets is None else bets, absent)


def rules(**values) -> Table:
    return Table(HouseRules(**values))


def boxes(**values) -> Table:
    return Table(box_rules=BoxRules(**values))


def limits(**values) -> Table:
    return Table(limits=TableLimits(Decimal(2), Decimal(100), **values))


def together(*bettors: str, amount: Decimal = TEN) -> list[Bet]:
    return [Bet(1, bettor, amount) for bettor in bettors]


def _split_then_hit_on_a_dry_shoe() -> None:
    game = deal("8♠ 7♥ 8♦ 10♣")
    with pytest.raises(ShoeExhaustedError):
        game.split()  # the split hand's second card is never dealt
    game.hit()


def _insure_twice() -> None:
    game = deal(ACE_UP)
    game.insure(1, "ann", 5)
    game.insure(1, "ann", 5)


def _stand_then_hit() -> None:
    game = deal(SEVEN_UP)
    game.stand()
    game.hit()


def _hit_then(action: str) -> Callable[[], object]:
    def play() -> object:
        game = deal("2♠ 7♥ 3♦ 10♣ 2♣", rules(surrender=Surrender.LATE))
        game.hit()
        return getattr(game, action)()
    return play


def _split_then(action: str, table: Table, cards: str = "8♠ 7♥ 8♦ 10♣ 3♥") -> Callable[[], object]:
    def play() -> object:
        game = deal(cards, table)
        game.split()
        return getattr(game, action)()
    return play


def _rejoin_a_declined_split() -> None:
    table = Table(HouseRules(hole_card=HoleCard.NONE), box_rules=BoxRules(declined_split_rejoins=False))
    game = deal("8♠ 6♥ 8♦ 8♣ 10♦ 9♠ 10♣", table, together("ann", "ben"))
    game.split(followers=[])
    game.split(followers=["ben"])


PAIRS = SideBet("pairs", (PayLine("pair", Fraction(11), CardPattern(2, same_rank=True)),), Decimal(1), Decimal(50),
                multiple_of=Decimal(1))

SCENARIOS: dict[Illegal, Callable[[], object]] = {
    Illegal.OFFERS_OPEN: lambda: deal(ACE_UP).hit(),
    Illegal.ROUND_OVER: _stand_then_hit,
    Illegal.SECOND_CARD_MISSING: _split_then_hit_on_a_dry_shoe,
    Illegal.NO_SUCH_HAND: lambda: deal(ACE_UP).insure(2, "ann", 5),
    Illegal.NOT_THIS_HAND: lambda: deal(TEN_UP, rules(surrender=Surrender.LATE)).surrender(HandRef(1, 2)),
    Illegal.SPLIT_ACES_ONE_CARD: _split_then("hit", rules(hole_card=HoleCard.NONE, resplit_aces=True), "A♠ 9♣ A♦ A♥"),
    Illegal.DOUBLE_FIRST_TWO_CARDS: _hit_then("double"),
    Illegal.DOUBLE_AFTER_SPLIT: _split_then("double", rules(double_after_split=False)),
    Illegal.DOUBLE_SOFT: lambda: deal("A♠ 7♥ 6♦ 10♣", rules(double_soft=False)).double(),
    Illegal.DOUBLE_TOTAL: lambda: deal(TEN_UP, rules(double_on=frozenset({9, 10, 11}))).double(),
    Illegal.DOUBLE_SOFT_TOTAL: lambda: deal("A♠ 7♥ 7♦ 9♣", rules(double_on=frozenset({9, 10, 11}))).double(),
    Illegal.DOUBLE_OVER_MAXIMUM: lambda: deal("6♠ 7♥ 5♦ 10♣", limits(double_may_exceed_max=False),
                                             [Bet(1, "ann", Decimal(60)), Bet(1, "ben", Decimal(30))]).double(),
    Illegal.SPLIT_FIRST_TWO_CARDS: _hit_then("split"),
    Illegal.NOT_A_PAIR: lambda: deal(SEVEN_UP).split(),
    Illegal.NO_SPLITTING: lambda: deal("8♠ 7♥ 8♦ 10♣", rules(max_split_hands=1, double_after_split=False)).split(),
    Illegal.SPLIT_LIMIT: _split_then("split", rules(max_split_hands=2), "8♠ 7♥ 8♦ 10♣ 8♥"),
    Illegal.RESPLIT_ACES: _split_then("split", rules(hit_split_aces=True), "A♠ 7♥ A♦ 10♣ A♥"),
    Illegal.DECLINED_SPLIT: _rejoin_a_declined_split,
    Illegal.SPLIT_OVER_MAXIMUM: lambda: deal("8♠ 7♥ 8♦ 10♣", limits(split_hand_is_new_box=False),
                                            together("ann", amount=Decimal(60))).split(),
    Illegal.NOT_A_CO_BETTOR: lambda: deal("6♠ 7♥ 5♦ 10♣", bets=together("ann", "ben")).double(followers=["cem"]),
    Illegal.CO_BETTORS_MAY_NOT_JOIN: lambda: deal("6♠ 7♥ 5♦ 10♣", boxes(co_bettors_join_double=False),
                                                 together("ann", "ben")).double(followers=["ben"]),
    Illegal.NO_SURRENDER: lambda: deal(SEVEN_UP).surrender(),
    Illegal.SURRENDER_NAME_HAND: lambda: deal(TEN_UP, rules(surrender=Surrender.EARLY)).surrender(),
    Illegal.SURRENDER_NOT_NOW: lambda: deal(ACE_UP, rules(surrender=Surrender.LATE)).surrender(HandRef(1)),
    Illegal.OWNER_LEFT: lambda: deal(TEN_UP, rules(surrender=Surrender.EARLY), absent=("ann",)).surrender(HandRef(1)),
    Illegal.SURRENDER_AFTER_THIRD_CARD: _hit_then("surrender"),
    Illegal.SURRENDER_AFTER_SPLIT: _split_then("surrender", rules(surrender=Surrender.LATE)),
    Illegal.OFFERS_CLOSED: lambda: deal(SEVEN_UP).insure(1, "ann", 5),
    Illegal.NO_BET_ON_BOX: lambda: deal(ACE_UP).insure(1, "ben", 5),
    Illegal.BETTOR_LEFT: lambda: deal("6♠ 7♥ 5♦ 10♣", bets=together("ann", "ben"), absent=("ben",)).double(
        followers=["ben"]),
    Illegal.ALREADY_DECIDED: _insure_twice,
    Illegal.INSURANCE_NOT_OFFERED: lambda: deal(TEN_UP, rules(surrender=Surrender.EARLY)).insure(1, "ann", 5),
    Illegal.INSURANCE_AMOUNT: lambda: deal(ACE_UP, rules(insurance_min_fraction=Fraction(1, 4))).insure(1, "ann", 8),
    Illegal.EVEN_MONEY_NOT_OFFERED: lambda: deal("A♠ A♥ K♦ 5♣").even_money(1, "ann"),
    Illegal.EVEN_MONEY_NEEDS_BLACKJACK: lambda: deal(ACE_UP, rules(even_money=True)).even_money(1, "ann"),
    Illegal.NO_OFFERS_OPEN: lambda: deal(SEVEN_UP).close_offers(),
    Illegal.INEXACT_MONEY: lambda: deal(SEVEN_UP, bets=[Bet(1, "ann", 10.5)]),  # type: ignore[arg-type]
    Illegal.NOT_AN_AMOUNT: lambda: deal(SEVEN_UP, bets=[Bet(1, "ann", Decimal("Infinity"))]),
    Illegal.FINER_THAN_STEP: lambda: deal(SEVEN_UP, bets=[Bet(1, "ann", Decimal("10.005"))]),
    Illegal.NO_SUCH_BOX: lambda: deal(SEVEN_UP, bets=[Bet(8, "ann", TEN)]),
    Illegal.NOT_POSITIVE: lambda: deal(SEVEN_UP, bets=[Bet(1, "ann", Decimal(0))]),
    Illegal.BELOW_MINIMUM: lambda: deal(SEVEN_UP, limits(), [Bet(1, "ann", Decimal(1))]),
    Illegal.NOT_MULTIPLE_OF_MINIMUM: lambda: deal(SEVEN_UP, limits(multiple_of_min=True), [Bet(1, "ann", Decimal(3))]),
    Illegal.NOT_MULTIPLE: lambda: deal(SEVEN_UP, limits(multiple_of=Decimal(1)), [Bet(1, "ann", Decimal("2.5"))]),
    Illegal.NO_SUCH_SIDE_BET: lambda: deal(SEVEN_UP, bets=[Bet(1, "ann", TEN, {"lucky": Decimal(5)})]),
    Illegal.SIDE_BET_LIMITS: lambda: deal(SEVEN_UP, Table(side_bets=(PAIRS,)), [Bet(1, "ann", TEN, {"pairs": Decimal(60)})]),
    Illegal.SIDE_BET_NOT_MULTIPLE: lambda: deal(SEVEN_UP, Table(side_bets=(PAIRS,)),
                                                [Bet(1, "ann", TEN, {"pairs": Decimal("2.5")})]),
    Illegal.ALREADY_BETS_ON_BOX: lambda: deal(SEVEN_UP, bets=together("ann", "ann")),
    Illegal.NO_BETS: lambda: deal(SEVEN_UP, bets=[]),
    Illegal.TOO_MANY_BOXES: lambda: deal(SEVEN_UP, boxes(boxes_per_guest=2), [Bet(b, "ann", TEN) for b in (1, 2, 3)]),
    Illegal.TOO_MANY_OWNED_BOXES: lambda: deal(SEVEN_UP, boxes(owned_boxes_per_guest=1),
                                              [Bet(b, "ann", TEN) for b in (1, 2)]),
    Illegal.TOO_FEW_BOXES: lambda: deal(SEVEN_UP, boxes(min_boxes_single_guest=2)),
    Illegal.NO_BETTING_BEHIND: lambda: deal(SEVEN_UP, boxes(betting_behind=False), together("ann", "ben")),
    Illegal.TOO_MANY_BETTORS: lambda: deal(SEVEN_UP, boxes(bettors_per_box=2), together("ann", "ben", "cem")),
    Illegal.OVER_MAXIMUM: lambda: deal(SEVEN_UP, limits(), together("ann", "ben", amount=Decimal(60))),
}
BETS = {Illegal.INEXACT_MONEY, Illegal.NOT_AN_AMOUNT, Illegal.FINER_THAN_STEP, Illegal.NO_SUCH_BOX,
        Illegal.NOT_POSITIVE, Illegal.BELOW_MINIMUM, Illegal.NOT_MULTIPLE_OF_MINIMUM, Illegal.NOT_MULTIPLE,
        Illegal.NO_SUCH_SIDE_BET, Illegal.SIDE_BET_LIMITS, Illegal.SIDE_BET_NOT_MULTIPLE, Illegal.ALREADY_BETS_ON_BOX,
        Illegal.NO_BETS, Illegal.TOO_MANY_BOXES, Illegal.TOO_MANY_OWNED_BOXES, Illegal.TOO_FEW_BOXES,
        Illegal.NO_BETTING_BEHIND, Illegal.TOO_MANY_BETTORS, Illegal.OVER_MAXIMUM}
"""Refusals of the bets before the deal (``IllegalBetError``)."""


def fields(message: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(message) if name}


def refusal(reason: Illegal) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as caught:
        SCENARIOS[reason]()
    return caught.value


def test_every_kind_is_raised_by_a_round_here():
    assert set(SCENARIOS) == set(Illegal)


def test_every_kind_has_a_wording_in_every_language():
    catalogs = {lang: read_catalog(lang) for lang in ("de", "fa")}
    for reason in Illegal:
        message = ERROR_MESSAGES.get(reason)
        assert message is not None, f"{reason.name} has no wording in assistant/locale/errors.py"
        assert fields(message) <= fields(reason.value), f"{reason.name}: worded with data it does not carry"
        for lang, catalog in catalogs.items():
            entry = catalog.get(message)
            assert entry is not None and entry.string, f"{reason.name}: no {lang} translation"


@pytest.mark.parametrize("reason", list(Illegal), ids=lambda r: r.name)
def test_each_refusal_names_its_kind_and_data(reason):
    exc = refusal(reason)
    assert exc.reason is reason
    assert isinstance(exc, IllegalBetError) == (reason in BETS)
    assert fields(reason.value) <= set(exc.data)
    with pytest.raises(TypeError):
        exc.data["limit"] = 1  # type: ignore[index]


ENGLISH_WORD = re.compile(r"[a-z]+")


def _runs(text: str, length: int = 3) -> set[tuple[str, ...]]:
    """Every run of ``length`` words in ``text``, lower-cased: two texts sharing one share a phrase."""
    words = ENGLISH_WORD.findall(text.lower())
    return {tuple(words[i:i + length]) for i in range(len(words) - length + 1)}


def _integers(value: object) -> list[int]:
    """The whole numbers a datum carries, as a guest should read them."""
    if isinstance(value, bool):
        return []
    if isinstance(value, (int, Decimal)):
        return [int(value)]
    if isinstance(value, HandRef):
        return [value.box, value.hand] if value.hand != 1 else [value.box]
    if isinstance(value, tuple):
        return [n for item in value for n in _integers(item)]
    return []


PERSIAN = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


@pytest.mark.parametrize("reason", list(Illegal), ids=lambda r: r.name)
def test_each_refusal_reads_in_german_and_persian_with_its_numbers(reason):
    exc = refusal(reason)
    message = ERROR_MESSAGES[reason]
    english = {str(exc), error_text(exc, Words("en", "EUR"))}
    names = [str(v) for v in exc.data.values() if isinstance(v, str)]  # bettors and side bet ids, said as given
    numbers = [n for name in fields(message) for n in _integers(exc.data[name])]

    german = error_text(exc, Words("de", "EUR"))
    assert german not in english
    assert not any(_runs(german) & _runs(text) for text in english), f"English in the German: {german}"
    assert all(str(n) in german for n in numbers), f"{numbers} not all in: {german}"

    persian = error_text(exc, Words("fa", "EUR"))
    bare = persian
    for name in names:
        bare = bare.replace(name, " ")
    assert not re.search(r"[A-Za-z0-9]", bare), f"Latin letters or digits in the Persian: {persian}"
    assert all(str(n).translate(PERSIAN) in persian for n in numbers), f"{numbers} not all in: {persian}"


def test_amounts_are_worded_as_money_in_the_casinos_currency():
    text = error_text(refusal(Illegal.INSURANCE_AMOUNT), Words("de", "EUR"))
    assert text == "die Versicherung muss zwischen 2,50\u00a0€ und 5\u00a0€ liegen, nicht bei 8\u00a0€"
    persian = error_text(refusal(Illegal.BELOW_MINIMUM), Words("fa", "EUR"))
    assert "۱\u00a0یورو" in persian and "۲\u00a0یورو" in persian


def test_an_amount_finer_than_a_cent_is_worded_exactly_not_rounded():
    text = error_text(refusal(Illegal.FINER_THAN_STEP), Words("de", "EUR"))
    assert text.startswith("10,005 ") and "0,01\u00a0€" in text


def test_a_refusal_crosses_a_process_boundary_whole():
    exc = refusal(Illegal.SPLIT_LIMIT)
    again = pickle.loads(pickle.dumps(exc))
    assert (type(again), again.reason, dict(again.data), str(again)) == (
        type(exc), exc.reason, {"limit": 2}, "a box may become at most 2 hands")


def test_the_owners_own_double_counts_against_the_maximum_when_doubles_may_not_pass_it():
    # 60 on the box doubled is 120, over a 100 maximum: refused even with no co-bettor joining.
    alone = deal("6♠ 7♥ 5♦ 10♣", limits(double_may_exceed_max=False), [Bet(1, "ann", Decimal(60))])
    with pytest.raises(IllegalActionError) as refused:
        alone.double()
    assert refused.value.reason is Illegal.DOUBLE_OVER_MAXIMUM
    within = deal("6♠ 7♥ 5♦ 10♣ 9♥ 8♣", limits(double_may_exceed_max=False), [Bet(1, "ann", Decimal(50))])
    within.double()
    assert within.hands[0].doubled
