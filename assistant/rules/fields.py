"""The names of a casino file's fields, without their types (``schema`` gives each its type).

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

LIMIT_FIELDS = ("min_bet", "max_bet", "multiple_of_min", "over_max", "double_may_exceed_max", "split_hand_is_new_box")

BOX_FIELDS = (
    "boxes", "bettors_per_box", "boxes_per_guest", "owned_boxes_per_guest", "min_boxes_single_guest",
    "betting_behind", "co_bettors_join_double", "co_bettors_join_split", "declined_split_rejoins",
    "absent_owner_draws_to", "absent_owner_decider",
)

SIDE_BET_FIELDS = ("highest_only", "bet_before_deal", "on_played_box_only")
"""How a side bet is placed and paid; each optional in a casino file (missing means not stated)."""

CASINO_FIELDS = ("min_age", "id_required")

ETIQUETTE_FIELDS = (
    "tips", "dress", "touch_cards", "touch_chips_in_box", "advice_to_box_owner", "bets_in_chips_only",
    "call_hit", "call_stand", "disputes",
)

SUMMARY_FIELDS = ("blackjack_pays", "dealer_hits_soft_17", "double_on", "max_split_hands", "surrender",
                  "insurance_pays", "min_bet", "max_bet")
"""What a guest wants first at a table: the casino pages' summary card and the assistant's summary."""

ADDED_FIELDS = frozenset({"max_split_hands_aces"})
"""Rule fields added after casinos had published: a file without one reads it as not stated, so a
new field never breaks a published file."""
