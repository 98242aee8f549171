"""Playing a basic-strategy chart through the round engine: the chart's letter, turned into a legal action."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from ..hand import hand_value
from ..records import Action, HandRef
from ..round import Round
from ..rules import upcard_label

FALLBACK = {"D": Action.HIT, "Ds": Action.STAND, "R": Action.HIT, "Rs": Action.STAND, "Rp": Action.SPLIT}
"""What a letter means where its first choice is not allowed (a third card, after a split)."""
FIRST = {"H": Action.HIT, "S": Action.STAND, "D": Action.DOUBLE, "Ds": Action.DOUBLE, "P": Action.SPLIT,
         "R": Action.SURRENDER, "Rs": Action.SURRENDER, "Rp": Action.SURRENDER}


@dataclass(frozen=True)
class ChartPlayer:
    """Decides for a hand by a chart (``"hard"``/``"soft"``/``"pairs"`` → row → upcard → letter)."""

    chart: dict[str, dict[str, dict[str, str]]]

    def letter(self, cards: tuple[Card, ...], upcard: Card, may_split: bool) -> str:
        """The chart's letter; a hand missing from the chart hits below hard 12 and stands otherwise."""
        up = upcard_label(upcard)
        if may_split and len(cards) == 2:
            label = "A" if cards[0].points == 1 else str(cards[0].points)
            letter = self.chart.get("pairs", {}).get(label, {}).get(up)
            if letter in ("P", "Rp"):
                return letter
        value = hand_value(cards)
        row = self.chart.get("soft" if value.soft else "hard", {}).get(str(value.total), {})
        return row.get(up) or ("H" if value.total < 12 else "S")

    def action(self, game: Round) -> Action:
        """The action to take for ``game.current``: the letter's first choice if legal, else its fallback."""
        hand = game.current
        assert hand is not None, "the round waits for no decision"
        letter = self.letter(hand.cards, game.upcard, game.can_split())
        for choice in (FIRST[letter], FALLBACK.get(letter, FIRST[letter])):
            if _legal(game, choice):
                return choice
        return Action.HIT if letter in ("H", "D", "R") and game.can_hit() else Action.STAND

    def surrenders_early(self, game: Round, box: int) -> bool:
        """Whether to take surrender while offers are open (before the dealer checks)."""
        hand = next(h for h in game.hands if h.ref == HandRef(box))
        return self.letter(hand.cards, game.upcard, True).startswith("R") and game.can_surrender(HandRef(box))


def _legal(game: Round, action: Action) -> bool:
    checks = {Action.HIT: game.can_hit, Action.STAND: game.can_stand, Action.DOUBLE: game.can_double,
              Action.SPLIT: game.can_split, Action.SURRENDER: game.can_surrender}
    return checks[action]()
