"""The publishers' page: how a casino puts its own house rules on this site (``croupier new``, ``validate``,
``coverage``, ``build``) and what the checks answer, with the casino file's JSON Schema served beside it.

The example of a refused side bet is the validator's own answer for a Perfect Pairs bet counted on the dealer's
card too (the mistake the page warns of), so the page says what ``croupier validate`` says, figures included.
"""

from __future__ import annotations

from fractions import Fraction

from jinja2 import Environment

from ..engine import CardPattern, PayLine, SideBet, SideBetCards
from ..locale.wording import Words
from ..rules.schema import SCHEMA_FILE, casino_json_schema
from ..rules.side_bets import EDGE_LIMIT, edge_problem

PAGE = "publish.md"

_PERFECT_PAIRS_ON_THREE_CARDS = SideBet("perfect-pairs", (
    PayLine("perfect", Fraction(25), CardPattern(2, same_rank=True, same_suit=True)),
    PayLine("coloured", Fraction(12), CardPattern(2, same_rank=True, same_color=True, same_suit=False)),
    PayLine("mixed", Fraction(6), CardPattern(2, same_rank=True, same_color=False)),
), cards=SideBetCards.PLAYER_TWO_AND_DEALER_UP)
"""Perfect Pairs 25/12/6 written with the wrong cards: a pair with the dealer's first card counts too."""


def publish_page(env: Environment, lang: str) -> str:
    """The page in ``lang``: the steps from a leaflet to the published sheets, and the checks' answers."""
    words = Words(lang)
    index, message = edge_problem(_PERFECT_PAIRS_ON_THREE_CARDS, 6) or (0, "")
    example = f"rules_data/baden-baden.yaml:58: tables[0].side_bets[0].pay_table[{index}]: {message}"
    return env.get_template("publish.md.j2").render(
        schema=SCHEMA_FILE, edge_limit=words.percent(float(100 * EDGE_LIMIT), 0), edge_example=example)


def publish_files() -> dict[str, str]:
    """Files served beside the page in each language's tree: the casino file's JSON Schema, which it links."""
    return {SCHEMA_FILE: casino_json_schema()}
