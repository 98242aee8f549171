"""The names of a casino file's fields and what each means, without their types (``schema`` gives each its type).

Kept apart from the pydantic models so that wording a rule, or answering about one from the
loader's cache, never imports pydantic: a process that only reads casinos starts faster.
"""

from __future__ import annotations

NOT_STATED = "not_stated"
"""What a casino file writes for a field its leaflet does not state."""

RULE_FIELDS = (
    "decks", "dealer_hits_soft_17", "hole_card", "dealer_blackjack_takes", "blackjack_pays", "double_on",
    "double_soft", "double_after_split", "max_split_hands", "split_by", "resplit_aces", "max_split_hands_aces",
    "hit_split_aces", "split_ace_ten_is_blackjack", "split_ten_ace_is_blackjack", "surrender",
    "surrender_after_split", "insurance_pays", "insurance_max_fraction", "insurance_min_fraction",
    "insurance_min_table_fraction", "even_money", "blackjack_paid_immediately_against", "card_charlie",
    "three_sevens_pays", "bonus_blackjack",
)
"""How the game is dealt, played and paid at a table (the vocabulary's rule fields)."""

RULE_DOCS: dict[str, str] = {
    "decks": "Decks in the shoe.",
    "dealer_hits_soft_17": "Whether the dealer draws to a soft 17; false: the dealer stands on every 17.",
    "hole_card": "peek: the dealer's second card face down and checked for blackjack; no_peek: face down, turned "
                 "at the end; none: no hole card, the dealer draws after the players.",
    "dealer_blackjack_takes": "Without a peek, what a dealer blackjack takes: all (doubled and split bets too) "
                              "or original (the original bet only).",
    "blackjack_pays": "What a blackjack pays, e.g. '3:2' or '6:5'.",
    "double_on": "The first two cards' hard totals that may be doubled: any, or a list such as [9, 10, 11].",
    "double_soft": "Whether a soft hand may double (it counts its low total against double_on).",
    "double_after_split": "Whether a hand made by splitting may double.",
    "max_split_hands": "Hands one box may become by splitting: 4 means split up to three times; 1 no split; "
                       "null unlimited.",
    "split_by": "Which pairs may be split: value (any two ten-value cards, e.g. J+Q) or rank (only J+J).",
    "resplit_aces": "Whether an ace dealt to a split ace may be split again.",
    "max_split_hands_aces": "Hands one box may become by splitting aces, where it differs from max_split_hands; "
                            "null unlimited.",
    "hit_split_aces": "Whether a split ace may draw more than one card; false: one card on each split ace.",
    "split_ace_ten_is_blackjack": "Whether a split ace and a ten-value card count as blackjack.",
    "split_ten_ace_is_blackjack": "Whether a split ten-value card and an ace count as blackjack.",
    "surrender": "Giving up half the bet: none, late (only if the dealer has no blackjack) or early (before the "
                 "dealer checks or draws).",
    "surrender_after_split": "Whether a hand made by splitting may surrender.",
    "insurance_pays": "What insurance pays, e.g. '2:1'; null: no insurance.",
    "insurance_max_fraction": "The largest insurance as a share of the original bet, e.g. 0.5.",
    "insurance_min_fraction": "The smallest insurance as a share of the original bet (equal to the largest: "
                              "exactly that).",
    "insurance_min_table_fraction": "The smallest insurance as a share of the table minimum.",
    "even_money": "Whether a blackjack against the dealer's ace may be paid 1:1 at once.",
    "blackjack_paid_immediately_against": "The dealer's first cards against which a blackjack is paid at once, "
                                          "e.g. [2, 3, 4, 5, 6, 7, 8, 9].",
    "card_charlie": "A hand of this many cards without busting wins at once; null: no such rule.",
    "three_sevens_pays": "What three sevens on a hand pay at once while the bet plays on; null: no such rule.",
    "bonus_blackjack": "A blackjack of two named cards paid at once at a higher ratio; null: no such rule.",
}
"""What each rule field means, for the JSON Schema editors show (the vocabulary's table, in short)."""

LIMIT_FIELDS = ("min_bet", "max_bet", "multiple_of_min", "multiple_of", "over_max", "double_may_exceed_max",
                "split_hand_is_new_box")

LIMIT_DOCS: dict[str, str] = {
    "min_bet": "The smallest bet per box and per bettor, in the casino's currency.",
    "max_bet": "The largest total bet on one box, in the casino's currency.",
    "multiple_of_min": "Whether every bet must be a multiple of the table minimum.",
    "multiple_of": "The amount every bet must be a multiple of, where the leaflet names one, e.g. 5 for 'in "
                   "multiples of 5' at a table of 25 (with multiple_of_min true it must be the minimum itself).",
    "over_max": "What happens when the bets on a box together exceed the maximum: reject (the bet is refused) or "
                "reduce_from_last_circle (cut back from the last circle).",
    "double_may_exceed_max": "Whether doubling may take a box past the maximum.",
    "split_hand_is_new_box": "Whether each split hand counts as a new box against the maximum.",
}

BOX_FIELDS = (
    "boxes", "bettors_per_box", "boxes_per_guest", "owned_boxes_per_guest", "min_boxes_single_guest",
    "betting_behind", "co_bettors_join_double", "co_bettors_join_split", "declined_split_rejoins",
    "absent_owner_draws_to", "absent_owner_decider",
)

BOX_DOCS: dict[str, str] = {
    "boxes": "Boxes on the table.",
    "bettors_per_box": "Bettors allowed on one box, the owner included; null unlimited.",
    "boxes_per_guest": "Boxes one guest may bet on; null unlimited.",
    "owned_boxes_per_guest": "Boxes one guest may own (decide for); null unlimited.",
    "min_boxes_single_guest": "Boxes a guest playing alone at the table must bet on.",
    "betting_behind": "Whether guests may bet on a box another guest owns.",
    "co_bettors_join_double": "Whether co-bettors may double with the owner (only when the owner doubles).",
    "co_bettors_join_split": "Whether co-bettors may follow a split; who does not stays on the first hand.",
    "declined_split_rejoins": "Whether a co-bettor who declined a split may follow a later split of that box.",
    "absent_owner_draws_to": "A lone absent owner's box draws until this total, then stands; null: no such rule.",
    "absent_owner_decider": "Who decides for a box whose owner left: next_circle (the bettor of the next circle).",
}

SIDE_BET_FIELDS = ("cards", "highest_only", "bet_before_deal", "on_played_box_only", "min_bet", "max_bet",
                   "multiple_of")
"""How a side bet is decided, placed and paid; ``cards`` must be stated, the others are optional in a casino
file (missing means not stated)."""

CASINO_FIELDS = ("min_age", "id_required")

CASINO_DOCS: dict[str, str] = {
    "min_age": "The youngest age at which a guest may enter or play.",
    "id_required": "Whether a guest must show an identity document.",
}

ETIQUETTE_FIELDS = (
    "tips", "dress", "touch_cards", "touch_chips_in_box", "advice_to_box_owner", "bets_in_chips_only",
    "call_hit", "call_stand", "disputes",
)

ETIQUETTE_DOCS: dict[str, str] = {
    "tips": "Tips for the croupiers: customary, welcome or not_allowed.",
    "dress": "The dress code: smart, casual or none.",
    "touch_cards": "Whether guests may touch the cards.",
    "touch_chips_in_box": "Whether guests may touch the chips in a box once the cards are dealt.",
    "advice_to_box_owner": "Whether other guests may advise the box owner on how to play.",
    "bets_in_chips_only": "Whether bets must be made in chips (not cash).",
    "call_hit": "The words a guest says to take another card, e.g. [Karte].",
    "call_stand": "The words a guest says to take no more cards, e.g. [Rest].",
    "disputes": "Who settles a dispute: management_decides or director_decides.",
}

SUMMARY_FIELDS = ("blackjack_pays", "dealer_hits_soft_17", "double_on", "max_split_hands", "surrender",
                  "insurance_pays", "min_bet", "max_bet")
"""What a guest wants first at a table: the casino pages' summary card and the assistant's summary."""

ADDED_FIELDS = frozenset({"max_split_hands_aces", "multiple_of"})
"""Rule fields added after casinos had published: a file without one reads it as not stated, so a
new field never breaks a published file."""
