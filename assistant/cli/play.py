"""``croupier play``: rounds in the terminal under one table's rules, a plain prompt.

Actions are read line by line from standard input, so a script can play too:
``printf 'h\\ns\\nn\\n' | croupier play --casino brandenburg``.
"""

from __future__ import annotations

import argparse
import random
import sys
from decimal import Decimal
from pathlib import Path

from ..engine import (
    Action,
    Bet,
    HandRef,
    IllegalActionError,
    IllegalBetError,
    Outcome,
    Phase,
    Round,
    Settlement,
    Shoe,
)
from ..locale.errors import error_text
from ..locale.formats import format_money, format_number, translations
from ..locale.languages import LANGUAGES
from ..locale.wording import Words
from ..rules import Casino
from . import RULES_DIR, casino_and_table

GUEST = "you"
KEYS = {"h": Action.HIT, "s": Action.STAND, "d": Action.DOUBLE, "p": Action.SPLIT, "r": Action.SURRENDER}


def arguments(command: argparse.ArgumentParser) -> None:
    command.add_argument("--casino", required=True, help="casino id, e.g. brandenburg")
    command.add_argument("--table", help="table id (default: the casino's first table)")
    command.add_argument("--rules-dir", type=Path, default=RULES_DIR)
    command.add_argument("--seed", type=int, help="shuffle seed, for a repeatable shoe")
    command.add_argument("--bet", help="bet per box (default: the table minimum, else 10)")
    command.add_argument("--boxes", type=int, help="boxes to play (default: as few as the table allows)")
    command.add_argument("--rounds", type=int, help="stop after this many rounds")
    command.add_argument("--lang", choices=LANGUAGES, default="en")


class _Quit(Exception):
    """End of input or the guest typed q."""


def run(args: argparse.Namespace) -> int:
    casino, table_id = casino_and_table(args)
    session = _Session(casino, table_id, args)
    try:
        return session.run()
    except _Quit:
        session.summary()
        return 0


class _Session:
    def __init__(self, casino: Casino, table_id: str, args: argparse.Namespace):
        self.casino = casino
        self.table = casino.tables[table_id].table
        self.lang = args.lang
        self._ = translations(args.lang).gettext
        self.words = Words(args.lang, casino.spec.currency)
        limits = self.table.limits
        self.bet = Decimal(args.bet) if args.bet else (limits.min_bet if limits and limits.min_bet else Decimal(10))
        self.boxes = args.boxes or self.table.box_rules.min_boxes_single_guest
        self.rounds = args.rounds
        self.seeds = random.Random(args.seed)
        self.shoe = self._new_shoe()
        self.total = Decimal(0)
        self.played = 0
        name = casino.tables[table_id].name
        print(self._("{casino} — {table}").format(casino=getattr(casino.spec.name, self.lang), table=getattr(name, self.lang)))

    def _new_shoe(self) -> Shoe:
        return Shoe.shuffled(self.table.rules.decks, self.seeds.randrange(2**32))

    def money(self, amount: Decimal) -> str:
        return format_money(amount, self.casino.spec.currency, self.lang)

    def ask(self, prompt: str) -> str:
        try:
            answer = input(prompt)
        except EOFError:
            print()
            raise _Quit from None
        if answer.strip().lower() in ("q", "quit", "exit"):
            raise _Quit
        return answer.strip().lower()

    def run(self) -> int:
        _ = self._
        while self.rounds is None or self.played < self.rounds:
            if len(self.shoe) < 52 * self.table.rules.decks // 4:
                print(_("New shoe."))
                self.shoe = self._new_shoe()
            bets = [Bet(box, GUEST, self.bet) for box in range(1, self.boxes + 1)]
            try:
                game = Round(self.table, self.shoe, bets)
            except IllegalBetError as exc:
                print(_("Bet refused: {reason}").format(reason=error_text(exc, self.words)), file=sys.stderr)
                return 2
            self.played += 1
            print(_("Round {n}: {boxes} box(es) at {bet}").format(
                n=format_number(self.played, self.lang), boxes=format_number(self.boxes, self.lang), bet=self.money(self.bet)))
            self.play_round(game)
            if self.rounds is None and self.ask(_("Another round? [Y/n] ")) in ("n", "no", "nein", "نه"):
                break
        self.summary()
        return 0

    def play_round(self, game: Round) -> None:
        _ = self._
        print(_("Dealer shows {cards}.").format(cards=" ".join(map(str, game.dealer_cards))))
        for hand in game.hands:
            print(_("Box {hand}: {cards} ({value})").format(
                hand=hand.ref, cards=" ".join(map(str, hand.cards)), value=hand.value))
        seen = 0
        while game.phase is not Phase.OVER:
            seen = self.show_news(game, seen)
            if game.phase is Phase.OFFERS:
                self.offers(game)
                continue
            hand = game.current
            assert hand is not None
            print(_("Dealer shows {cards}. Box {hand}: {cards_hand} ({value})").format(
                cards=" ".join(map(str, game.dealer_cards)), hand=hand.ref,
                cards_hand=" ".join(map(str, hand.cards)), value=hand.value))
            names = {
                Action.HIT: _("[h]it"), Action.STAND: _("[s]tand"), Action.DOUBLE: _("[d]ouble"),
                Action.SPLIT: _("s[p]lit"), Action.SURRENDER: _("su[r]render"),
            }
            legal = game.legal_actions()
            choice = KEYS.get(self.ask(", ".join(names[a] for a in legal) + "? "))
            if choice is None:
                print(_("Not allowed: {reason}").format(reason=_("type one of the letters in brackets, or q to quit")))
                continue
            try:
                getattr(game, choice.value)()
            except IllegalActionError as exc:
                print(_("Not allowed: {reason}").format(reason=error_text(exc, self.words)))
        self.show_news(game, seen)
        net = game.net().get(GUEST, Decimal(0))
        self.total += net
        print(_("Dealer: {cards}. This round: {net}; in all: {total}").format(
            cards=" ".join(map(str, game.dealer_cards)), net=self.money(net), total=self.money(self.total)))

    def offers(self, game: Round) -> None:
        _ = self._
        for hand in game.hands:
            if hand.ref.hand != 1 or not any(b == GUEST for b, _s in hand.stakes):
                continue
            box = hand.ref.box
            if game.can_even_money(box, GUEST):
                if self.ask(_("Box {box} has blackjack: even money? [y/N] ").format(box=box)) in ("y", "yes", "j", "ja", "بله"):
                    game.even_money(box, GUEST)
                    continue
            stake = dict(hand.stakes)[GUEST]
            top = stake * game.rules.insurance_max_fraction.numerator / game.rules.insurance_max_fraction.denominator
            top = top.quantize(self.table.money_step)
            if game.can_insure(box, GUEST, top):
                answer = self.ask(_("Box {box}: insurance up to {amount}? [amount/N] ").format(box=box, amount=self.money(top)))
                if answer and answer not in ("n", "no", "nein", "نه"):
                    try:
                        amount = top if answer in ("y", "yes", "j", "ja", "بله") else Decimal(answer.replace(",", "."))
                        game.insure(box, GUEST, amount)
                    except IllegalActionError as exc:
                        print(_("Not allowed: {reason}").format(reason=error_text(exc, self.words)))
                    except ArithmeticError:
                        print(_("Not an amount: {text}").format(text=answer))
            question = _("Surrender box {box} now? [y/N] ").format(box=box)
            if game.can_surrender(HandRef(box)) and self.ask(question) in ("y", "yes", "j", "ja"):
                game.surrender(HandRef(box))
        game.close_offers()

    def show_news(self, game: Round, seen: int) -> int:
        _ = self._
        labels = {
            Outcome.WIN: _("wins"), Outcome.BLACKJACK: _("blackjack"), Outcome.BONUS_BLACKJACK: _("bonus blackjack"),
            Outcome.EVEN_MONEY: _("even money"), Outcome.CARD_CHARLIE: _("7-card trick"),
            Outcome.THREE_SEVENS: _("three sevens"), Outcome.PUSH: _("stand-off"), Outcome.RETURNED: _("returned"),
            Outcome.LOSS: _("loses"), Outcome.BUST: _("bust"), Outcome.SURRENDER: _("surrendered"),
            Outcome.INSURANCE_WIN: _("insurance wins"), Outcome.INSURANCE_LOSS: _("insurance lost"),
            Outcome.SIDE_BET_WIN: _("side bet wins"), Outcome.SIDE_BET_LOSS: _("side bet lost"),
        }
        for record in game.history[seen:]:
            if isinstance(record, Settlement) and record.bettor == GUEST:
                print(_("Box {hand}: {outcome} ({net})").format(
                    hand=record.hand, outcome=labels[record.outcome], net=self.money(record.net)))
        return len(game.history)

    def summary(self) -> None:
        print(self._("{rounds} round(s), result {total}").format(
            rounds=format_number(self.played, self.lang), total=self.money(self.total)))
