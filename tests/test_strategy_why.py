"""Why a play: the chart's action is the one whose computed value is highest, and an answer about a hand says what
each play allowed returns on average (issue 16: "the answer is that table's computed best play, why (the edge of each
option), and what the rule allows")."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from assistant.chat.answers import ask, casinos
from assistant.chat.facts import Checker
from assistant.chat.understanding import Session
from assistant.engine.analysis.strategy import letter
from assistant.rules.analyses import analysis_of

from .test_dev_failures import RULES, satisfies_at_the_end


@pytest.mark.parametrize("casino", list(casinos(RULES).values()), ids=lambda c: c.id)
def test_every_chart_cell_plays_the_option_with_the_highest_value(casino):
    """The values kept beside the chart are the chart's own reasons: each cell's letter comes from them."""
    for table in casino.tables.values():
        analysis = analysis_of(table.table.rules, table.table.side_bets)
        cells = [(kind, row, up) for kind, rows in analysis.values.items() for row, ups in rows.items() for up in ups]
        assert len(cells) >= 250, table.id
        for kind, row, up in cells:
            options = analysis.values[kind][row][up]
            assert analysis.strategy[kind][row][up] == letter(options), (table.id, kind, row, up, options)
            if "surrender" in options and up not in ("A", "10"):  # half the bet, where no dealer blackjack can follow
                assert options["surrender"] == pytest.approx(-0.5, abs=1e-9), (table.id, kind, row, up)


def test_a_hand_answer_says_what_each_play_returns_best_first():
    answer = ask("Kurhaus, Digital 21: 50 drauf, hab 10 und 6, Bank 9. Aufgeben oder ziehen?", rules_dir=RULES)
    why = next(line for line in answer.answer.splitlines() if "im Schnitt" in line)
    plays = re.findall(r"(aufgeben|Karte|Rest|verdoppeln) ([-−]?[\d,]+)\s*%", why)
    assert [play for play, _ in plays][:1] == ["aufgeben"], why  # the advised play is the best one
    values = [float(value.replace(",", ".").replace("−", "-")) for _, value in plays]
    assert values == sorted(values, reverse=True) and len(values) >= 3, why


def test_after_the_first_two_cards_only_hitting_and_standing_are_weighed():
    session = Session()
    ask("Wiesbaden Digital 21, 30 € Einsatz. Ass + 2, Bank hat 5. Doppeln?", rules_dir=RULES, session=session)
    answer = ask("ok Karte, kam ne 2. A22 – und nu?", rules_dir=RULES, session=session)
    why = next(line for line in answer.answer.splitlines() if "im Schnitt" in line)
    assert "Karte" in why and "Rest" in why and "verdoppeln" not in why and "aufgeben" not in why, why


@pytest.mark.parametrize(("turns", "lang"), [
    (["Kurhaus, Digital 21: 50 drauf, hab 10 und 6, Bank 9. Aufgeben oder ziehen?", "warum?"], "de"),
    (["سلام 🙂 ایروانم، ۲۰ هزار درام شرط بستم. ۱۰ و ۶ دارم، دیلر ۹ داره. سرندر کنم؟", "چرا؟"], "fa"),
])
def test_why_after_a_play_gives_the_play_and_its_reasons(turns, lang):
    satisfies_at_the_end(turns, [{"play": "surrender"}], lang, None)


def test_a_play_is_checked_as_the_answer_gives_it_not_as_a_word_anywhere():
    """"hit" inside "double, else hit", or in the line of each play's value, is not the advice to hit."""
    checker = Checker(casinos(RULES))
    answer = SimpleNamespace(lang="en", intent="strategy", answer=(
        "Wiesbaden: double, else hit.\nWiesbaden, what each play returns on average, in % of the bet: double 48.2%; "
        "hit 24.4%; stand -29.0%."))
    assert checker.check({"play": "hit"}, "wiesbaden", answer) is not None
    assert checker.check({"play": "double"}, "wiesbaden", answer) is None
