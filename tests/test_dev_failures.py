"""Failures read in the development sets (``tests/data/heldout2``, once blind), from their questions:
money the guest names, side bets' unstated rules, and a chat's hand asked again with other cards."""

from decimal import Decimal
from pathlib import Path
from types import SimpleNamespace

import pytest

from assistant.chat.answers import ask, casinos
from assistant.chat.api import session_from_token, session_token
from assistant.chat.facts import Checker
from assistant.chat.slots import read_slots
from assistant.chat.understanding import Session

RULES = Path(__file__).resolve().parent.parent / "rules_data"


def satisfies(question, checks, lang, casino=None, session=None):
    answer = ask(question, rules_dir=RULES, session=session)
    item = {"question": question, "lang": lang, "casino": casino, "checks": checks}
    got = Checker(casinos(RULES)).verdict(item, answer)
    assert got.satisfies, f"{question!r} → {got.failed}:\n{answer.answer}"
    return answer


def satisfies_at_the_end(turns: list[str], checks: list[dict], lang: str, casino: str | None) -> None:
    """A chat asked turn by turn in one session, its last answer checked."""
    session = Session()
    for turn in turns[:-1]:
        ask(turn, rules_dir=RULES, session=session)
    satisfies(turns[-1], checks, lang, casino, session=session)


def test_the_insurance_a_bet_allows_is_computed_from_the_tables_rules():
    satisfies("Ich setze 40 € in Potsdam, die Bank hat ein Ass. Wie viel muss ich für die Versicherung setzen und was "
              "gibt's, wenn die Bank Black Jack hat?",
              [{"amount": "20"}, {"rule": "insurance_pays", "value": "2:1"}], "de", "brandenburg")
    satisfies("تو کازینوی پوتسدام بیمه چقدر باید بذارم؟ شرطم ۶۰ یوروئه", [{"amount": "30"}], "fa", "brandenburg")


def test_an_unstated_table_minimum_is_said_beside_the_insurance_range():
    answer = satisfies("Insurance at Senator: the table minimum is 10 and I bet 40. How much can I put on insurance?",
                       [{"amount": "20"}, {"rule": "insurance_max_fraction", "value": 0.5}], "en", "senator")
    assert "from AMD5 to AMD20" in answer.answer  # the minimum the guest names sets the smallest insurance


def test_the_guests_bet_is_read_before_a_limit_named_beside_it():
    assert read_slots("the table minimum is 10 and I bet 40", "en").amount == 40
    assert read_slots("I bet 40 at a table minimum of 10", "en").amount == 40


def test_a_side_bets_unstated_rule_is_said_where_another_side_bet_states_it():
    satisfies("Wann muss ich den 3CW-Einsatz machen, und darf ich den auch auf eine leere Box setzen?",
              [{"rule": "on_played_box_only", "value": True}, {"rule": "bet_before_deal", "not_stated": True}],
              "de", "st-moritz")


def test_a_side_bets_pay_line_is_stated():
    satisfies("st moritz queens trio: age 3 ta bibi pik biad chand mide?", [{"rule": "pays", "value": "300:1"}], "fa",
              "st-moritz")


def test_a_hand_asked_again_keeps_the_dealers_card_of_the_chat():
    session = Session()
    first = ask("Ich hab Ass-Sieben, der Kartengeber zeigt eine 9, Casino Senator. Was tun?", rules_dir=RULES,
                session=session)
    second = ask("Und mit 6 und 4?", rules_dir=RULES, session=session)
    assert first.intent == second.intent == "strategy"
    assert "10" in second.answer.splitlines()[0] and "9" in second.answer.splitlines()[0]


def test_the_session_value_carries_the_dealers_card_and_reads_an_older_value():
    places = casinos(RULES)
    session = Session(casino="senator", table="classic", lang="de", intent="strategy", upcard="9")
    assert session_from_token(session_token(session), places) == session
    old = session_token(Session(casino="senator", lang="de"))  # four values, as before
    import base64
    import json
    state = json.loads(base64.urlsafe_b64decode(old + "=" * (-len(old) % 4)))[:4]
    four = base64.urlsafe_b64encode(json.dumps(state).encode()).decode().rstrip("=")
    assert session_from_token(four, places) == Session(casino="senator", lang="de")


def test_is_that_the_same_names_only_the_casino():
    session = Session()
    ask("In Schleswig-Holstein, if the box owner splits and I don't want to follow, what happens?", rules_dir=RULES,
        session=session)
    again = ask("Is that the same in Potsdam?", rules_dir=RULES, session=session)
    assert (again.intent, again.casino) == ("split", "brandenburg")


def test_a_side_bets_pay_line_named_with_a_bet_is_paid_out():
    satisfies("Queens Trio in St. Moritz – ich hab 5 Franken drauf und es kommen zwei Damen. Wie viel krieg ich?",
              [{"rule": "pays", "value": "10:1"}, {"amount": "50"}], "de", "st-moritz")
    answer = satisfies("10 Franken auf 3 Card Wins und ich krieg drei rote Buben. Was gewinn ich?",
                       [{"rule": "pays", "value": "200:1"}, {"amount": "2000"}], "de", "st-moritz")
    assert "Schleswig" not in answer.answer  # only the casino whose side bet it is


def test_a_finglish_follow_up_in_a_persian_chat_is_read_as_persian():
    session = Session()
    ask("حداکثر بیمه تو پوتسدام چقدره؟", rules_dir=RULES, session=session)
    again = ask("va too senator?", rules_dir=RULES, session=session)
    assert (again.lang, again.intent, again.casino) == ("fa", "insurance", "senator")


def test_a_short_question_pointing_back_keeps_the_chats_topic():
    session = Session()
    ask("I'm at the €2 table in Wiesbaden with €10 on the box and the dealer shows an ace. Max insurance?",
        rules_dir=RULES, session=session)
    again = ask("and what does it pay?", rules_dir=RULES, session=session)
    assert again.intent == "insurance"


def test_a_bet_named_after_a_blackjack_question_is_paid_as_a_blackjack():
    session = Session()
    ask("بلک جک تو پوتسدام چند میده؟", rules_dir=RULES, session=session)
    satisfies("اگه ۵۰ یورو بذارم چی؟", [{"amount": "75"}], "fa", "brandenburg", session=session)


def test_an_amount_naming_the_table_is_not_the_bet():
    assert read_slots("I'm at the €2 table with €10 on the box", "en").amount == 10


def test_a_ranges_top_is_checked_on_its_bottoms_line():
    satisfies("Potsdam table limits?", [{"rule": "min_bet", "value": 2}, {"rule": "min_bet_up_to", "value": 20},
                                        {"rule": "max_bet", "value": 1000}], "en", "brandenburg")


def test_another_topic_named_outright_is_declined_though_the_chat_had_one():
    session = Session()
    ask("And if the box owner splits in Potsdam but I don't want to follow?", rules_dir=RULES, session=session)
    assert ask("Cool. What's the weather in Potsdam this weekend?", rules_dir=RULES, session=session).intent == "out_of_scope"


def test_what_one_table_costs_against_another_is_the_difference_of_their_edges():
    answer = satisfies("How much does the 6:5 payout cost me versus the 3:2 tables in St. Moritz?",
                       [{"says": {"en": ["higher"]}}], "en", "st-moritz")
    assert "percentage points higher" in answer.answer


def test_a_blackjack_question_with_a_bet_pays_it_out():
    satisfies("st moritz mize 6:5, 20 ta bezaram va blackjack biad chand midan?",
              [{"rule": "blackjack_pays", "value": "6:5", "table": "bonus"}, {"amount": "24"}], "fa", "st-moritz")


def test_which_box_plays_first_is_answered_from_the_further_rule_about_it():
    satisfies("In St. Moritz, which box gets to play first?", [{"says": {"en": ["Sabot"]}}], "en", "st-moritz")


# ---- the fourth set (tests/data/heldout4, a development set) ------------------------------------------

def test_a_side_bet_is_paid_by_the_cards_named_with_their_suits():
    satisfies("3 Card Wins, 10 Franken drauf: ich hab Kreuz König und Pik König, der Croupier Pik König. Zahlt das "
              "50:1 oder 4:1?", [{"rule": "pays", "value": "50:1"}, {"amount": "500"}], "de", "st-moritz")
    satisfies("Queens Trio mit 5 Fr., ich hab zwei Pikdamen, Croupier hat ne Herz 9. Auszahlung?",
              [{"amount": "100"}], "de", "st-moritz")
    satisfies("Bet 2 on 3 Card Wins: I got jack of hearts and jack of diamonds, dealer's first card jack of hearts. "
              "Payout?", [{"rule": "pays", "value": "200:1"}, {"amount": "400"}], "en", "st-moritz")


def test_cards_are_read_with_their_suits_or_an_open_one():
    from assistant.chat.normalize import normalize
    from assistant.chat.slots import suited_cards

    assert suited_cards(normalize("zwei Pikdamen und Herz 9"), "de") == ("Q♠", "Q♠", "9♥")
    assert suited_cards(normalize("سرباز دل و سرباز خشت"), "fa") == ("J♥", "J♦")
    assert suited_cards(normalize("jack of hearts and a king"), "en") == ("J♥", "K?")
    assert suited_cards(normalize("drei Könige"), "de") == ("K?", "K?", "K?")


def test_an_insurance_question_with_a_bet_says_what_the_insurance_wins():
    satisfies("Versicherung in Brandenburg: 60 gesetzt, Croupier zeigt Ass. Wieviel setz ich und was krieg ich wenn er "
              "BJ hat?", [{"amount": "30"}, {"amount": "60"}], "de", "brandenburg")


def test_a_greeting_with_a_question_answers_the_question():
    answer = ask("salam, too cottbus hadeaghal bet chande?", rules_dir=RULES)
    assert (answer.lang, answer.intent) == ("fa", "table_limits")


def test_thanks_and_bye_together_end_the_chat():
    assert ask("cheers, that's all I needed. bye", rules_dir=RULES).intent == "goodbye"


def test_a_chats_hand_is_asked_again_against_another_card():
    session = Session()
    ask("Darf ich in Wiesbaden bei 9, 10 und 11 verdoppeln?", rules_dir=RULES, session=session)
    also = ask("Auch mit Ass-Sieben?", rules_dir=RULES, session=session)
    assert also.intent == "double"
    ask("Ass-Sieben gegen eine 5 in Wiesbaden?", rules_dir=RULES, session=session)
    again = ask("Und was ist da gegen ne 6 am besten?", rules_dir=RULES, session=session)
    assert again.intent == "strategy" and "6" in again.answer.splitlines()[0]


def test_a_rule_of_the_chats_topic_keeps_the_topic():
    session = Session()
    ask("Can I surrender at Wiesbaden?", rules_dir=RULES, session=session)
    after = ask("and after I split a pair?", rules_dir=RULES, session=session)
    assert after.intent == "surrender" and "surrender" in after.answer.lower()


def test_a_persian_side_bet_question_is_paid_by_its_cards():
    satisfies("تو 3 Card Wins با ۲۰ فرانک، من پیک ۵ و خاج ۹ دارم و کارت اول دیلر پیک شاهه. چقدر میبرم؟",
              [{"rule": "pays", "value": "4:1"}, {"amount": "80"}], "fa", "st-moritz")


def test_with_a_number_in_a_payout_question_is_the_bet():
    session = Session()
    ask("Was zahlt ein Blackjack in St. Moritz?", rules_dir=RULES, session=session)
    satisfies("Ich spiel dort am 6:5-Tisch mit 50 – wieviel krieg ich?", [{"amount": "60"}], "de", "st-moritz",
              session=session)
    assert read_slots("ass und 6 mit 16 gegen 10", "de").amount is None  # a hand's numbers stay cards


def test_a_table_is_named_by_its_minimum_where_the_casinos_tables_differ():
    from decimal import Decimal
    from types import SimpleNamespace

    from assistant.chat.slots import _by_minimum

    def table(minimum):
        return SimpleNamespace(limits={"min_bet": SimpleNamespace(value=Decimal(minimum), stated=True)})

    five, twentyfive = table("5"), table("25")
    casino = SimpleNamespace(tables={"a": five, "b": twentyfive}, spec=SimpleNamespace(currency="EUR"))
    names = _by_minimum(casino, five)
    assert {"€5 table", "5 euro tisch", "میز 5"} <= set(names) and not any("25" in name for name in names)
    same = SimpleNamespace(tables={"a": five, "b": table("5")}, spec=SimpleNamespace(currency="EUR"))
    assert _by_minimum(same, five) == ()


@pytest.mark.parametrize(("question", "lang", "cards", "upcard"), [
    ("I have 8,8 and the dealer shows a 10", "en", ("8", "8"), "10"),
    ("hard 12 v 3", "en", (), "3"),
    ("A7 v 9", "en", ("A", "7"), "9"),
])
def test_hands_written_with_commas_and_v(question, lang, cards, upcard):
    slots = read_slots(question, lang)
    assert (slots.cards, slots.upcard) == (cards, upcard)


def test_a_finglish_ace_letter_stays_the_ace():
    answer = ask("A,6 dar barabare 4 too st moritz chikar konam?", rules_dir=RULES)
    assert answer.intent == "strategy" and "۱۷ نرم" in answer.answer.splitlines()[0]


def test_side_bet_cards_named_by_rank_pay_where_their_suits_cannot_change_the_line():
    satisfies("3CW mit drei Königen und 10 Franken, was krieg ich?", [{"rule": "pays", "value": "50:1"}, {"amount": "500"}],
              "de", "st-moritz")
    answer = ask("3 Card Wins: two aces and the dealer an ace, 5 on it?", rules_dir=RULES)
    assert "three aces" not in answer.answer.splitlines()[0].split("—")[0]  # three aces of spades pay more: suits decide


def test_a_bet_spelt_out_is_read():
    assert read_slots("صد تا شرط بستم، چقدرش برمیگرده؟", "fa").amount == 100


def test_a_comparison_of_a_named_rule_states_it_and_its_topic():
    answer = ask("Which casinos require ID?", rules_dir=RULES)
    assert answer.intent == "compare"
    assert answer.answer.splitlines()[0].startswith("Identity document")
    assert any(line.startswith("Minimum age") for line in answer.answer.splitlines())


def test_the_six_five_table_names_st_moritz_in_a_follow_up():
    session = Session()
    ask("What does blackjack pay at the 3:2 table in St. Moritz?", rules_dir=RULES, session=session)
    answer = ask("and at the 6:5 table?", rules_dir=RULES, session=session)
    assert (answer.intent, answer.table) == ("blackjack", "bonus")


# ---- the fifth set (tests/data/heldout5, a development set) -------------------------------------------

def test_a_greeting_beside_a_question_is_returned_and_the_question_answered():
    answer = satisfies("Hallo! Was zahlt die Versicherung in Potsdam?",
                       [{"reply": "greeting"}, {"rule": "insurance_pays", "value": "2:1"}], "de", "brandenburg")
    assert answer.intent == "insurance" and answer.answer.startswith("Hallo!")


def test_thanks_and_goodbye_together_are_both_returned():
    answer = satisfies("Thanks, that's all I needed. Bye!", [{"reply": "thanks"}, {"reply": "goodbye"}], "en")
    assert answer.intent == "goodbye" and answer.courtesy == ["thanks"]


def test_a_hand_against_a_dealer_card_asks_for_the_play_though_it_names_a_move():
    satisfies("سناتور: ده و شش دارم، دیلر ۹ نشون میده. سورندر کنم یا کارت بگیرم؟", [{"play": "surrender"}], "fa", "senator")


def test_persian_or_not_is_no_nine():
    assert read_slots("wiesbaden dealer soft 17 میکشه یا نه", "fa").upcard is None


def test_a_persian_side_bet_with_suits_joined_to_is():
    satisfies("QT: من دو تا بی‌بی پیک دارم، کارت دیلر هم بی‌بی پیکه! ۲ فرانک گذاشته بودم",
              [{"amount": "600"}], "fa", "st-moritz")


def test_a_side_bet_is_known_by_its_aliases():
    satisfies("کوئینز تریو: من دو تا بی‌بی پیک دارم، کارت دیلر هم بی‌بی پیکه! ۲ فرانک گذاشته بودم",
              [{"amount": "600"}], "fa", "st-moritz")


def test_a_short_follow_up_naming_its_own_topic_is_about_that_topic():
    session = Session()
    for question in ["Darf ich in Wiesbaden aufgeben?", "und in Potsdam?", "und teilen?"]:
        ask(question, rules_dir=RULES, session=session)
    assert ask("und verdoppeln?", rules_dir=RULES, session=session).intent == "double"


def test_a_side_bets_follow_up_with_a_new_bet_or_new_cards_asks_about_that_side_bet_again():
    session = Session()
    first = satisfies("In St. Moritz, what does 3 Card Wins pay for three kings on a 10 bet?",
                      [{"amount": "500"}], "en", "st-moritz", session)
    assert "Three of a Kind" in first.answer
    satisfies("and with 25?", [{"amount": "1250"}], "en", "st-moritz", session)
    again = satisfies("what about three queens?", [{"amount": "1250"}], "en", "st-moritz", session)
    assert "Q Q Q" in again.answer
    assert ask("and the house edge?", rules_dir=RULES, session=session).intent == "house_edge"  # its own topic
    places = casinos(RULES)
    fresh = Session(casino="st-moritz", lang="en", intent="payout", amount="10", side_bet="3 card wins | king king king")
    assert session_from_token(session_token(fresh), places) == fresh
    assert ask("und mit 15?", rules_dir=RULES, session=fresh).answer.count("750") == 1  # 15 is the bet, not a total


@pytest.mark.parametrize(("question", "checks", "lang"), [
    ("Ich hab 10 (6 und 4) und der Dealer zeigt eine 9, Cottbus.", [{"play": "double"}], "de"),
    ("پوتسدام: ۹ دارم (۵ و ۴) و دیلر ۴ نشون میده", [{"play": "double"}], "fa"),
    ("dast e 14 (10 o 4) dar moqabele 3 e diler, senator", [{"play": "stand"}], "fa"),
    ("سنت موریتز، آس و ۷ (سافت ۱۸) در برابر ۴ دیلر، دابل کنم؟", [{"play": "double"}], "fa"),
    ("joft 2 dar moghabele 7, st moritz", [{"play": "split"}], "fa"),
])
def test_a_hand_told_with_its_total_and_its_cards_is_one_hand(question, checks, lang):
    """heldout6: "10 (6 und 4)" is hard 10, not 10+6+4; "A and 7 (soft 18)" is soft 18, not soft 7."""
    satisfies(question, checks, lang)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("In St. Moritz I'm betting on someone else's box. Can I double when I want?",
     [{"rule": "co_bettors_join_double", "value": True}], "en", "st-moritz"),
    ("Potsdam: dürfen die Mitspieler auf meiner Box beim Teilen mitgehen? Und was, wenn einer nicht will?",
     [{"rule": "co_bettors_join_split", "value": True}, {"rule": "declined_split_rejoins", "value": False}], "de",
     "brandenburg"),
    ("Wenn ich in Potsdam verdopple, darf der Einsatz dann übers Tischmaximum gehen?",
     [{"rule": "double_may_exceed_max", "value": True}], "de", "brandenburg"),
])
def test_a_rule_named_by_words_apart_in_the_question_is_stated(question, checks, lang, casino):
    """focus.yaml's "a + b" entries: both words anywhere in the question."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Queens Trio — I have queen of spades and queen of hearts, dealer shows a 5. Bet was 10. Payout?",
     [{"rule": "pays", "value": "10:1"}, {"amount": "100"}], "en", "st-moritz"),
    ("Quick compare: 100 on a blackjack at St Moritz, 3:2 table vs the 6:5 table, how much do I get each?",
     [{"amount": "150"}, {"amount": "120"}], "en", "st-moritz"),
    ("Ich hab in Wiesbaden 100 gesetzt und gebe auf – wieviel krieg ich zurück?", [{"amount": "50"}], "de", "wiesbaden"),
    ("تو 3CW دوتا سرباز قرمز دارم و کارت دیلر هم سرباز دل، شرطم ۵ فرانک بود",
     [{"rule": "pays", "value": "200:1"}, {"amount": "1000"}], "fa", "st-moritz"),
])
def test_money_named_beside_cards_is_the_bet(question, checks, lang, casino):
    """The bet is the number nearest a bet word, not the dealer's card; "100 on a blackjack" is a bet;
    "gebe auf" surrenders; "two red jacks" are jacks of either red suit."""
    satisfies(question, checks, lang, casino)


def test_finglish_words_of_the_development_set_are_read():
    assert ask("too st moritz surrender darim?", rules_dir=RULES).lang == "fa"
    assert ask("merci azizam", rules_dir=RULES).intent == "thanks"
    assert ask("merci azizam", rules_dir=RULES).lang == "fa"


def test_follow_ups_of_the_development_set_keep_the_chats_topic_and_bet():
    session = Session()
    satisfies("Hey, we're heading to St. Moritz tonight. What does blackjack pay there?", [], "en", "st-moritz", session)
    satisfies("ok and on the 6:5 one, if I bet 50 and hit a blackjack?", [{"amount": "60"}], "en", "st-moritz", session)
    satisfies("and the other table?", [{"amount": "75"}], "en", "st-moritz", session)
    session = Session()
    satisfies("Potsdam: can I double on 10?", [{"rule": "double_on", "value": [9, 10, 11]}], "en", "brandenburg", session)
    satisfies("what about soft 18?", [{"rule": "double_on", "value": [9, 10, 11]}], "en", "brandenburg", session)
    satisfies("and after a split?", [{"rule": "double_after_split", "value": True}], "en", "brandenburg", session)
    satisfies("does Wiesbaden allow that too?", [{"rule": "double_after_split", "value": True}], "en", "wiesbaden",
              session)


def test_a_side_bets_pay_line_keeps_the_side_bet_for_the_cards_named_next():
    session = Session()
    ask("Welche Nebenwetten gibts in St. Moritz am Black Jack?", rules_dir=RULES, session=session)
    satisfies("Was zahlt da Black Row?", [{"rule": "pays", "value": "4:1"}], "de", "st-moritz", session)
    satisfies("Ich hab 20 drauf: Pik 7, Kreuz 9, Croupier hat Pik König", [{"amount": "80"}], "de", "st-moritz", session)


def test_the_chats_hand_is_played_at_the_casino_a_follow_up_names():
    session = Session()
    satisfies("سنت موریتز، آس و ۷ (سافت ۱۸) در برابر ۴ دیلر، دابل کنم؟", [{"play": "double"}], "fa", "st-moritz", session)
    satisfies("اگه همین دست تو ویسبادن باشه چی؟", [{"play": "stand"}], "fa", "wiesbaden", session)


def test_a_doubled_win_with_the_chats_bet_is_paid_out():
    session = Session()
    satisfies("tu wiesbaden blackjack baazi mikonam, shart 30 euro. blackjack oomad. chan midan?", [{"amount": "45"}],
              "fa", "wiesbaden", session)
    satisfies("age rooye 11 dobl konam va bebaram chi?", [{"amount": "60"}], "fa", "wiesbaden", session)


@pytest.mark.parametrize(("question", "checks"), [
    ("3 Card Wins in St Moritz: my two cards are A♠ A♠ and the dealer's first card is A♠ too. I bet 5. Payout?",
     [{"rule": "pays", "value": "300:1"}, {"amount": "1500"}]),
    ("I had 10 on 3CW. K♠ and K♣ in my hand, croupier shows K♠. How much?",
     [{"rule": "pays", "value": "50:1"}, {"amount": "500"}]),
])
def test_a_bet_on_a_side_bet_is_read_beside_its_cards(question, checks):
    """heldout5: "10 on 3CW" is the bet, "my two cards" no card."""
    satisfies(question, checks, "en", "st-moritz")


def test_a_side_bets_pay_line_and_then_a_bet_and_then_cards():
    session = Session()
    satisfies("Was zahlt Three of a Kind bei 3 Card Wins?", [{"rule": "pays", "value": "50:1"}], "de", "st-moritz", session)
    satisfies("Und bei 20 Franken Einsatz?", [{"amount": "1000"}], "de", "st-moritz", session)
    satisfies("Und wenn es drei Pik Asse sind?", [{"rule": "pays", "value": "300:1"}, {"amount": "6000"}], "de",
              "st-moritz", session)


def test_does_it_work_the_same_way_there_keeps_the_topic():
    session = Session()
    ask("I'm at the SH casino. Are three people allowed on one box?", rules_dir=RULES, session=session)
    ask("what about Cottbus?", rules_dir=RULES, session=session)
    satisfies("if the box owner there walks away from the table, who decides for the box?",
              [{"rule": "absent_owner_decider", "value": "next_circle"}], "en", "brandenburg", session)
    satisfies("does it work the same way in SH?", [{"rule": "absent_owner_decider", "not_stated": True}], "en",
              "schleswig-holstein", session)


def test_a_side_bets_pay_line_named_by_its_words_is_kept_for_a_bet_named_next():
    """heldout8: «یک بی‌بی پیک» (one queen of spades) is a pay line, not three cards; "با ۲۰ فرانک؟" pays it."""
    session = Session()
    satisfies("در سنت موریتز شرط جانبی کوئینز تریو برای یک بی‌بی پیک چقدر پرداخت می‌کند؟", [{"rule": "pays", "value": "4:1"}],
              "fa", "st-moritz", session)
    satisfies("با ۲۰ فرانک؟", [{"amount": "80"}], "fa", "st-moritz", session)


def test_a_greeting_in_any_language_is_returned():
    satisfies("Grüezi! 3 Card Wins in St. Moritz – was zahlen drei rote Buben?",
              [{"reply": "greeting"}, {"rule": "pays", "value": "200:1"}], "de", "st-moritz")


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Senator: Ass-6 mit 4000 verdoppelt und gewonnen – wie viel?", [{"amount": "8000"}], "de", "senator"),
    ("Senator: doubled 8000 on ace-7 and won. how much?", [{"amount": "16000"}], "en", "senator"),
    ("senator: ba 2000 as ha ro split kardam, har do ta ba shah 21 shodan o bordan. chand bordam?", [{"amount": "4000"}],
     "fa", "senator"),
])
def test_a_doubled_or_split_bet_that_won_is_paid_in_all(question, checks, lang, casino):
    """heldout8: a move and a win with a bet is a payout, not a hand's value; split hands are added up."""
    satisfies(question, checks, lang, casino)


def test_a_rule_named_in_a_strategy_chat_is_answered_not_the_chats_hand():
    session = Session()
    ask("Potsdam: Paar Asse gegen eine 8 – teilen?", rules_dir=RULES, session=session)
    found = ask("Was ist, wenn ich Asse teile und nochmal ein Ass kommt?", rules_dir=RULES, session=session)
    assert found.intent != "strategy"
    satisfies("Was ist, wenn ich Asse teile und nochmal ein Ass kommt?", [{"rule": "resplit_aces", "value": False}], "de",
              "brandenburg", session)


def test_a_money_chat_keeps_its_bet_and_outcome_for_a_new_dealer_card():
    """heldout8: "I've got 30 on it" in a blackjack chat stays a blackjack; "and against a ten?" pays it there."""
    session = Session()
    ask("Good evening. At Casino Schleswig-Holstein, when exactly do they pay my blackjack?", rules_dir=RULES,
        session=session)
    satisfies("I've got 30 on it and the dealer's showing a seven", [{"amount": "45"}], "en", "schleswig-holstein",
              session)
    satisfies("and against a ten?", [{"amount": "45"}], "en", "schleswig-holstein", session)


def test_a_hand_told_by_its_total_is_kept_for_the_next_dealer_card():
    session = Session()
    satisfies("دست ۱۰ دارم و کارت دیلر ۷ است؛ دوبل کنم؟ ویسبادن", [{"play": "double"}], "fa", "wiesbaden", session)
    satisfies("در برابر ۹ چی؟", [{"play": "double"}], "fa", "wiesbaden", session)
    assert read_slots("my total is 9 against a 6", "en").total == 9


def test_persian_cards_name_their_rank_before_their_suit():
    from assistant.chat.slots import suited_cards

    assert suited_cards("2 پیک 8 خاج و کارت دیلر 10 پیک", "fa") == ("2♠", "8♣", "10♠")
    assert suited_cards("دو تا بی بی پیک", "fa") == ("Q♠", "Q♠")
    assert suited_cards("9 of hearts", "en") == ("9♥",)
    satisfies("تری کارت وینز با ۵۰ فرانک: ۲ پیک، ۸ خاج و کارت دیلر ۱۰ پیک. چقدر می‌برم؟",
              [{"rule": "pays", "value": "4:1"}, {"amount": "200"}], "fa", "st-moritz")


def test_a_finglish_side_bet_chat_keeps_its_bet_through_three_cards_named_by_rank():
    session = Session()
    for question, checks in [
        ("3 card wins to st moritz, 3 ta as pik chand mide?", [{"rule": "pays", "value": "300:1"}]),
        ("ba 5 franc?", [{"amount": "1500"}]),
        ("age 2 ta as pik bashe va ye as del?", [{"rule": "pays", "value": "50:1"}, {"amount": "250"}]),
        ("va 3 ta haft ke hamash siah bashan?", [{"rule": "pays", "value": "50:1"}, {"amount": "250"}]),
        ("ok, ba 12 franc chi?", [{"amount": "600"}]),
    ]:
        satisfies(question, checks, "fa", "st-moritz", session)


def test_at_the_same_table_names_no_topic():
    session = Session()
    ask("سلام، در سنت موریتز روی میز ۶:۵ بلک جک بونوس یعنی چه؟", rules_dir=RULES, session=session)
    satisfies("با شرط ۱۰۰ فرانک چقدر می‌شود؟", [{"amount": "500"}], "fa", "st-moritz", session)
    satisfies("و بلک جک معمولی روی همان میز؟", [{"amount": "120"}], "fa", "st-moritz", session)
    satisfies("روی میز دیگر چطور؟", [{"amount": "150"}], "fa", "st-moritz", session)


def test_even_money_with_a_bet_shows_both_choices():
    """heldout8: "and if I don't take that and he ends up without blackjack?" — 3:2 on the bet; with one, a stand-off."""
    session = Session()
    for question, checks, casino in [
        ("Quick one, insurance in Potsdam — how much am I allowed to put down?", [], "brandenburg"),
        ("my bet is 80", [{"amount": "40"}], "brandenburg"),
        ("sorry, I meant Wiesbaden, not Potsdam", [{"amount": "40"}, {"amount": "80"}], "wiesbaden"),
        ("and if I've got a blackjack myself while he shows the ace?", [{"rule": "even_money", "value": True}], "wiesbaden"),
        ("and if I don't take that and he ends up without blackjack?", [{"amount": "120"}], "wiesbaden"),
    ]:
        satisfies(question, checks, "en", casino, session)


def test_a_bet_of_going_to_an_amount_is_read():
    assert read_slots("fine, I'll go 1000 then. what does a blackjack pay me?", "en").amount == 1000


def test_a_natural_named_by_its_cards_is_paid_as_a_blackjack():
    satisfies("روی میز ۶:۵ سنت موریتز با تک‌خال پیک و شاه پیک و شرط ۴۰ فرانک چقدر می‌گیرم؟", [{"amount": "48"}], "fa",
              "st-moritz")


def test_a_rank_in_the_plural_beside_a_split_is_a_pair():
    assert read_slots("or should I split the sevens against his 6?", "en").cards == ("7", "7")
    assert read_slots("soll ich die Achten teilen gegen 6", "de").cards == ("8", "8")
    assert read_slots("what do kings count", "en").cards == ("K",)


def test_an_ace_after_a_blackjack_in_the_chat_asks_about_even_money():
    session = Session()
    ask("سناتور: با ۴۰۰۰ بلک جک آوردم، چقدر می‌گیرم؟", rules_dir=RULES, session=session)
    satisfies("و اگر کارت اول دیلر تک خال باشد؟", [{"rule": "even_money", "value": True}, {"amount": "4000"}], "fa",
              "senator", session)


def test_a_bet_alone_after_a_side_bet_pays_that_side_bet():
    session = Session()
    ask("3 Card Wins in St. Moritz: Pik 4, Kreuz 9, Pik König mit 5 Franken?", rules_dir=RULES, session=session)
    satisfies("und mit 15 Franken?", [{"amount": "60"}], "de", "st-moritz", session)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("با ۴۰ یورو در پوتسدام ۸ها رو اسپلیت کردم و هر دو دست بردن، چقدر بردم؟", [{"amount": "80"}], "fa", "brandenburg"),
    ("I split aces with 20 in Wiesbaden and both won, how much?", [{"amount": "40"}], "en", "wiesbaden"),
    ("شرط ۵۰ فرانکی در سنت موریتز، بلک جک بونوس با سرباز پیک و آس پیک", [{"amount": "250"}], "fa", "st-moritz"),
    ("At St. Moritz's 6:5 table I got the jack of clubs and the ace of spades on a 50 bet — is that the bonus blackjack?",
     [{"amount": "60"}], "en", "st-moritz"),
])
def test_split_hands_and_the_bonus_are_paid_as_named(question, checks, lang, casino):
    """A split that won is paid for both hands; the bonus only for the jack and ace of spades."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("question", "said"), [
    ("Senator, 5000 on my box, I doubled on 10 and lost. How much did I lose?", "doubled and lost: −AMD10,000 in all"),
    ("My 7-card trick in Wiesbaden with 15 on it, what's the payout?", "bet €15"),
    ("Schleswig-Holstein: split tens with 20 each, got an ace on the first. Payout?", "bet of €20"),
])
def test_probes_of_money_words(question, said):
    """A lost double is a loss, not the example's win; "my 7-card trick" names no bet of 7; "20 each" is the bet."""
    assert said in ask(question, rules_dir=RULES).answer


@pytest.mark.parametrize("turns", [
    [("Spielbank Potsdam: Ich habe 11 gegen eine 6, verdoppeln?", "harte 11 gegen 6"), ("und gegen eine 9?", "harte 11 gegen 9"),
     ("und mit 10?", "harte 10 gegen 9"), ("Und in Wiesbaden?", "Wiesbaden: verdoppeln")],
    [("Servus! Wiesbaden, ich hab 9 und der Dealer eine 3", "harte 9 gegen 3"), ("soll ich verdoppeln?", "harte 9 gegen 3"),
     ("und wenn er eine 7 hat?", "harte 9 gegen 7")],
    [("Hab zwei Achten gegen eine 10 in St. Moritz", "Paar 8 gegen 10"), ("teilen?", "Paar 8 gegen 10")],
    [("I have 16 against a 10 in Wiesbaden", "hard 16 against the dealer's 10"),
     ("should I surrender?", "hard 16 against the dealer's 10"), ("what if he has a 9?", "hard 16 against the dealer's 9"),
     ("and with 15?", "hard 15 against the dealer's 9"), ("and insurance if he has an ace?", "Insurance: Pays 2:1")],
])
def test_a_strategy_chat_keeps_its_hand_and_dealer_card(turns):
    """Probes written for a German strategy chat: a lone total, a move asked alone, "if he has a 7" are the chat's hand."""
    session = Session()
    for question, said in turns:
        answer = ask(question, rules_dir=RULES, session=session).answer
        assert said in answer, f"{question!r}:\n{answer}"


@pytest.mark.parametrize("turns", [
    [("salam, wiesbaden 11 daram diler 5", "۱۱ سخت در برابر ۵"), ("age 6 dashte bashe?", "۱۱ سخت در برابر ۶"),
     ("ba 10 chi?", "۱۰ سخت در برابر ۶"), ("senator chi?", "سناتور: دوبل")],
    [("سلام، تو پوتسدام ۱۶ دارم و دیلر ۱۰ داره", "۱۶ سخت در برابر ۱۰"), ("اگه ۶ داشته باشه چی؟", "۱۶ سخت در برابر ۶"),
     ("با ۱۲ چی؟", "۱۲ سخت در برابر ۶")],
    [("St. Moritz, 6:5 table, 40 on it, blackjack", "CHF40"), ("and 3 card wins with three kings on 10?", "CHF500"),
     ("and with 20?", "CHF1,000")],
])
def test_chats_probed_in_persian_finglish_and_english(turns):
    """A first answer of a chat, though unsure, gives the chat its topic; "on 10" after a side bet's cards is the bet."""
    session = Session()
    for question, said in turns:
        answer = ask(question, rules_dir=RULES, session=session).answer
        assert said in answer, f"{question!r}:\n{answer}"


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("At Senator my bet is 10000 and the table minimum is 2000. Dealer shows an ace – what's the smallest and the "
     "biggest insurance I can put up?", [{"amount": "1000"}, {"amount": "5000"}], "en", "senator"),
    ("بیمه سناتور: حداقل میز ۱۰۰۰ هست. کمترین مبلغی که میتونم بیمه بذارم چقدره؟", [{"amount": "500"}], "fa", "senator"),
    ("Jacks in Red — how much on a 5 franc chip?", [{"rule": "pays", "value": "200:1"}, {"amount": "1000"}], "en",
     "st-moritz"),
    ("تو 3CW سنت موریتز اگه سه تا کارت مشکی بیاد با ۲۵ فرانک چقدر میبرم؟", [{"rule": "pays", "value": "4:1"},
                                                                    {"amount": "100"}], "fa", "st-moritz"),
    ("A-A gegen 8 in Potsdam?", [{"play": "split"}], "de", "brandenburg"),
    ("Neunerpaar gegen eine 7 vom Croupier im Casino Schleswig-Holstein – teilen?", [{"play": "stand"}], "de",
     "schleswig-holstein"),
    ("40 Stutz gsetzt, Pik Bube und Pik Ass am 6:5-Tisch z'St. Moritz – zahlts 6:5 oder meh?", [{"amount": "200"}],
     "de", "st-moritz"),
    ("havaye potsdam farda chetore?", [{"reply": "decline"}], "fa", "brandenburg"),
])
def test_development_set_9(question, checks, lang, casino):
    """heldout9: a table minimum named for insurance, a pay line named alone, colours, 'A-A', 'Neunerpaar', Swiss
    money words, Finglish weather."""
    satisfies(question, checks, lang, casino)


def test_a_session_value_stays_within_its_limit_with_a_persian_side_bet():
    from assistant.chat.api import MAX_SESSION

    session = Session(casino="st-moritz", lang="fa", intent="payout", amount="25",
                      side_bet="queens trio | " + "برای یک بی بی پیک چقدر پرداخت میکند " * 3)
    token = session_token(session)
    assert len(token) <= MAX_SESSION
    assert session_from_token(token, casinos(RULES)).amount == "25"


def test_a_surrender_refund_on_a_bet_named_after_on():
    session = Session()
    ask("Wiesbaden: can I surrender?", rules_dir=RULES, session=session)
    satisfies("how much back on 60?", [{"amount": "30"}], "en", "wiesbaden", session)


@pytest.mark.parametrize(("question", "checks", "lang"), [
    ("Potsdam, table max 1000. Owner has 600 in the box, I've 300 in the second circle and a guy puts 200 in the "
     "third. What happens?", [{"rule": "over_max", "value": "reduce_from_last_circle"}, {"amount": "100"}], "en"),
    ("Potsdam, Maximum 1000: der Boxinhaber hat 500 €, ich im zweiten Kreis 400 €, der Dritte 300 €. Was passiert mit "
     "dem Überhang?", [{"rule": "over_max", "value": "reduce_from_last_circle"}, {"amount": "100"}], "de"),
])
def test_bets_of_several_circles_over_the_maximum_are_cut_back_from_the_last(question, checks, lang):
    """heldout8/9: co-bettors' stakes over the box maximum, cut back from the last circle by Brandenburg's B.14."""
    satisfies(question, checks, lang, "brandenburg")


def test_a_stand_off_with_the_chats_bet_returns_it():
    session = Session()
    ask("Wiesbaden: ich setze 60 €, was krieg ich bei Black Jack?", rules_dir=RULES, session=session)
    satisfies("und bei Gleichstand?", [{"amount": "60"}], "de", "wiesbaden", session)


def test_both_and_counts_in_a_side_bets_cards():
    from assistant.chat.slots import suited_cards

    assert suited_cards("both been the queen of spades and a red queen", "en") == ("Q♠", "Q♠", "Qr")
    session = Session()
    ask("در سنت موریتز شرط جانبی کوئینز تریو برای یک بی‌بی پیک با ۲۰ فرانک چقدر پرداخت می‌کند؟", rules_dir=RULES,
        session=session)
    satisfies("اگه دوتا بی‌بی پیک بیاد چی؟", [{"rule": "pays", "value": "20:1"}, {"amount": "400"}], "fa", "st-moritz",
              session)


def test_betting_the_maximum_uses_the_tables_stated_maximum():
    """heldout8: "I've got the table max on" is a bet of the table's stated maximum, kept in the chat."""
    satisfies("Wiesbaden digital 21: I've got the table max on and 11. If I double and win, what's the win?",
              [{"amount": "1000"}], "en", "wiesbaden")
    session = Session()
    for question, checks in [
        ("Hey! heading to Wiesbaden tonight for the digital 21 thing. whats the most I can put on one box?",
         [{"rule": "max_bet", "value": 500}]),
        ("Say I've got the max out and I'm sitting on 11 against a 6. Am I even allowed to double, and should I?",
         [{"rule": "double_may_exceed_max", "value": True}, {"play": "double"}]),
        ("so how much do I win if the double comes in?", [{"amount": "1000"}]),
    ]:
        satisfies(question, checks, "en", "wiesbaden", session)


def test_two_side_bet_cards_pay_at_least_their_line_and_the_dealers_card_completes_them():
    session = Session()
    for question, said in [
        ("Hallo, Queens Trio in St. Moritz, was zahlt Pik-Dame mit Herz-Dame?", "mindestens Two Queens"),
        ("mit 15 Franken?", "mindestens 150"),
        ("und wenn der Croupier auch eine Dame hat?", "750"),
    ]:
        answer = ask(question, rules_dir=RULES, session=session).answer.replace("\u00a0", " ")
        assert said in answer, f"{question!r}:\n{answer}"


def test_a_blackjack_chat_keeps_its_topic_for_the_dealers_card_alone():
    session = Session()
    for question, intent in [("SH: blackjack paid immediately?", "blackjack"), ("dealer shows a 10", "blackjack"),
                             ("and if it's a 5?", "blackjack")]:
        assert ask(question, rules_dir=RULES, session=session).intent == intent, question
    session = Session()
    ask("Hi, Senator: what's the insurance rule?", rules_dir=RULES, session=session)
    assert ask("my bet is 4000 and the table minimum is 1000", rules_dir=RULES, session=session).intent == "insurance"


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Cottbus, 200 on 11 vs dealer 6. I double and win. profit?", [{"amount": "400"}], "en", "brandenburg"),
    ("تو سناتور با ۱۰۰ دوبل کردم و باختم. کلاً چقدر از دست دادم؟", [{"amount": "200"}], "fa", "senator"),
    ("At Senator the table minimum is 10 and my bet is 60. What amounts can I put on insurance?",
     [{"amount": "5"}, {"amount": "30"}], "en", "senator"),
    ("Cottbus, Maximum 1000. Boxinhaber hat 700, zweiter Kreis 450, ich im dritten Kreis 250. Was passiert mit unseren "
     "Einsätzen?", [{"amount": "300"}], "de", "brandenburg"),
    ("اگه آس‌ها رو جدا کنم و دوباره آس بیاد، باز میشه اسپلیت کرد؟ سناتور", [{"rule": "resplit_aces", "value": True}], "fa",
     "senator"),
    ("salaaam", [{"reply": "greeting"}], "fa", None),
    ("Wie funktioniert eigentlich Texas Hold'em?", [{"reply": "decline"}], "de", None),
    ("دوتا ۶ دارم دیلر ۴ ـه، سناتور", [{"play": "split"}], "fa", "senator"),
    ("A-A vs 8 chikar konam?", [{"play": "split"}], "fa", None),
])
def test_development_set_10(question, checks, lang, casino):
    """heldout10: a move that won or lost with a bet, a minimum told beside an insurance question, stakes over the
    maximum with no bet of one's own, «باز میشه» no opening hours, Finglish greetings, «دوتا ۶», "A A"."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("question", "said"), [
    ("senator split 9-9 kardam, har kodom 30, yeki bord yeki mosavi shod", "+۳۰"),
    ("Wiesbaden: split 8s with 20 each, one won and the other lost", "wins and loses: you get back €40, €0 in all"),
])
def test_split_hands_of_mixed_results_are_added_up_as_told(question, said):
    assert said in ask(question, rules_dir=RULES).answer


@pytest.mark.parametrize(("question", "said"), [
    ("Senator: my bet is 200, I insured 60, dealer had no blackjack and I won. result?",
     "the insurance of AMD60 is lost and the bet of AMD200 wins — +AMD140 in all"),
    ("Wiesbaden, 500 Einsatz, Dealer zeigt Ass, ich versichere voll. Er hat keinen BJ, ich gewinne mit 20. Bilanz?",
     "insgesamt +250"),
    ("۴۰ تا بیمه گذاشتم تو سناتور، دیلر بلک جک شد. بیمه چقدر میده؟", "۸۰"),
    ("St Moritz: had 7-7, hit and got another 7 on my 30 franc bet. anything special happen?", "three sevens (+CHF30)"),
])
def test_an_insurance_told_as_it_went_is_settled(question, said):
    """heldout10: the insurance stake beside its word (or 'voll'), the dealer's blackjack or its denial, the bet's
    own result: what it all came to; a currency marks the bet before 'another 7 on my …'."""
    assert said in ask(question, rules_dir=RULES).answer.replace("\u00a0", " ")


def test_a_split_ten_and_an_ace_is_paid_by_the_tables_rule_and_a_bet_after_the_dealer_is_the_bet():
    satisfies("schleswig holstein: 10 ha ro split kardam, ruye yeki as umad, shartam 40. chand migiram?",
              [{"rule": "split_ten_ace_is_blackjack", "value": True}, {"amount": "60"}], "fa", "schleswig-holstein")
    slots = read_slots("ok حالا مجموعم 9 دیلر 6 شرطم 50", "fa")
    assert (slots.total, slots.upcard, slots.amount) == (9, "6", 50)


def test_a_comparison_with_a_bet_and_an_outcome_pays_it_at_every_table():
    answer = ask("where do I get the most for a blackjack with 50?", rules_dir=RULES).answer
    assert "a result of +€75" in answer and "a result of +CHF60" in answer


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Hi, sorry, it's my first time ever in a casino. I just turned 18 - am I even allowed into the one in Wiesbaden, "
     "and do I have to bring anything?", [{"reply": "greeting"}, {"rule": "min_age", "value": 18}], "en", "wiesbaden"),
    ("dorood! mikham beram Armanestan, Casino Senator. hadde aghal shart chande?",
     [{"reply": "greeting"}, {"rule": "min_bet", "not_stated": True}], "fa", "senator"),
    ("Cottbus: a guy was playing his box alone, put his bet down and then disappeared to the bar. What does the dealer "
     "do with his hand?", [{"rule": "absent_owner_draws_to", "value": 12}], "en", "brandenburg"),
    ("Can I just throw a 50 euro note on the box in Potsdam?", [{"rule": "bets_in_chips_only", "value": True}], "en",
     "brandenburg"),
])
def test_development_set_12(question, checks, lang, casino):
    """heldout12: a greeting beside a question answers the question; a rule named beside a word of elsewhere ('bar')
    is answered; cash on the box is the chips rule."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("question", "said"), [
    ("Wiesbaden: I split 8s with 20 on each, got a 3 on the first (11) and doubled it. Both hands won. What did I win "
     "in total?", "1 of them doubled — €60 in play, both won: +€60 in all"),
    ("St. Moritz: I split with 30 on, doubled on both hands, both won. Total win?", "+CHF120 in all"),
    ("Queens Trio with 10: I got the queen of hearts and the queen of spades, croupier shows a 7. How much?",
     "wins CHF100"),
    ("I had 7-7 on a 20 CHF bet at St. Moritz, drew a third seven and the croupier paid me chips right away. Is that "
     "right - and is my hand over?", "Three sevens: Pays 1:1"),
    ("Wiesbaden, 100 € Einsatz, die Bank hat ein Ass, ich versichere mit 30 €. Bank hat Black Jack – was bringt mir die "
     "Versicherung?", "gewinnt 60"),
    ("I play in Cottbus a lot and I think it's getting out of hand. Is there anyone I can call?", "0800 1372700"),
])
def test_development_set_12_money(question, said):
    """Split hands with a double, a side bet 'with 10', three sevens beside 'paid right away', an insurance told in
    the insurance topic, a call for help."""
    assert said in ask(question, rules_dir=RULES).answer.replace("\u00a0", " ")


def test_two_casinos_named_are_answered_side_by_side():
    answer = ask("Wo darf ich pro Box mehr setzen: Wiesbaden Digital 21 oder Potsdam?", rules_dir=RULES).answer
    assert "Wiesbaden: 500" in answer.replace("\u00a0", " ") and "Potsdam: 1.000" in answer.replace("\u00a0", " ")
    assert "Schleswig-Holstein" not in answer
    both = ask("Is surrender allowed in Senator and Wiesbaden?", rules_dir=RULES).answer
    assert "Senator" in both and "Wiesbaden" in both and "At every casino" not in both


def test_a_new_bet_alone_and_the_banks_ace_keep_a_blackjack_chat():
    session = Session()
    for question, said in [
        ("Salut, in Potsdam, 25 Euro, Black Jack – was krieg ich?", "62,50"),
        ("und mit 40?", "100 € zurück"),
        ("und wenn die Bank ein Ass zeigt?", "Even Money"),
        ("und in Wiesbaden?", "Even Money auf einen Black Jack mit 40 € Einsatz"),
    ]:
        answer = ask(question, rules_dir=RULES, session=session).answer.replace("\u00a0", " ")
        assert said in answer, f"{question!r}:\n{answer}"


def test_the_dealers_blackjack_in_an_insurance_chat_settles_that_insurance():
    session = Session()
    ask("tu potsdam bime chand mide?", rules_dir=RULES, session=session)
    ask("age 50 shart bebandam chand mitunam bime bezaram?", rules_dir=RULES, session=session)
    answer = ask("age diler blackjack bashe chi mishe?", rules_dir=RULES, session=session)
    assert answer.intent == "insurance" and "۷۵" in answer.answer.splitlines()[0]
    assert ask("darf ich mehrere spielen? Wiesbaden", rules_dir=RULES).answer.startswith("Boxen, auf die ein Gast")


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Cottbus: wir sind zu dritt auf einer Box, Boxinhaber 600 €, zweiter Kreis 300 €, dritter Kreis 200 €, Maximum "
     "1.000 €. Was passiert?", [{"rule": "over_max", "value": "reduce_from_last_circle"}, {"amount": "100"}], "de",
     "brandenburg"),
    ("Kann ich in Cottbus einfach nen Fuffi in bar auf die Box legen?", [{"rule": "bets_in_chips_only", "value": True}],
     "de", "brandenburg"),
    ("Pfiat di, bis zum nächsten Mal!", [{"reply": "goodbye"}], "de", None),
    ("پوتسدام: ۹ و ۴ دارم، بانک ۲. کارت بکشم یا وایسم؟", [{"play": "stand"}], "fa", "brandenburg"),
    ("میشه یه متن تبریک تولد برای مامانم بنویسی؟", [{"reply": "decline"}], "fa", None),
    ("Und mit zwei Achtern gegen die 5? Potsdam", [{"play": "split"}], "de", "brandenburg"),
])
def test_development_set_14(question, checks, lang, casino):
    """heldout14: circles over the maximum whatever the matcher read, 'in bar', 'Pfiat di', «بانک» the dealer,
    a birthday text declined, 'Achtern'."""
    satisfies(question, checks, lang, casino)


def test_sums_spelt_with_a_count_and_persian_plural_pairs():
    assert read_slots("۴ هزار درام شرط بستم", "fa").amount == 4000
    assert read_slots("شرطم ده هزار درام بود", "fa").amount == 10000
    assert read_slots("۸ها رو اسپلیت کردم", "fa").cards == ("8", "8")
    assert read_slots("۴۰۰۰ رو اسپلیت کردم، هر دو بردن", "fa").cards == ()  # «رو» after a sum marks it; «هر دو» both


def test_a_side_bet_paid_without_a_casino_named_is_said_of_the_casino_that_has_it():
    """The places were once matched to their lines by id() of tuples built anew: a freed id could pair Wiesbaden
    with St. Moritz's Queens Trio line."""
    for _ in range(3):
        answer = ask("Queens Trio، ده فرانک: دو تا بی‌بی دارم و کارت اول دیلر هم هفته. چقدر میدن؟", rules_dir=RULES)
        assert "ویسبادن" not in answer.answer and "Wiesbaden" not in answer.answer


def test_a_count_of_cards_takes_the_suits_listed_after_it():
    from assistant.chat.slots import suited_cards

    assert suited_cards("3 تا بی بی اومد پیک دل خاج", "fa") == ("Q♠", "Q♥", "Q♣")
    satisfies("st moritz queens trio 10 franc, 3 ta bibi oomad (pik, del, khaj)", [{"amount": "500"}], "fa", "st-moritz")


def test_a_corrected_bet_asks_the_chats_question_again():
    session = Session()
    ask("Senator, 40 Einsatz, ich gebe auf – wie viel zurück?", rules_dir=RULES, session=session)
    assert "45" in ask("sorry, ich meinte 90, nicht 40", rules_dir=RULES, session=session).answer


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Ich setze 40 € in Wiesbaden und kriege Ass und Dame, der Croupier hat eine 6 offen und am Ende 20. Was bekomme "
     "ich ausgezahlt (Gewinn)?", [{"amount": "60"}], "de", "wiesbaden"),
    ("Spielt man in Schleswig-Holstein mit verdeckter Karte beim Dealer, wie in Amerika?",
     [{"rule": "hole_card", "value": "none"}], "de", "schleswig-holstein"),
    ("Ich setze 15 € in Schleswig-Holstein, am Tisch steht Minimum 5. Geht das, und was ist mit 17 €?",
     [{"rule": "multiple_of_min", "value": True}], "de", "schleswig-holstein"),
    ("Ich hab in Wiesbaden Blackjack, Croupier zeigt Ass. Ich hab 70 € gesetzt. Was bekomm ich, wenn ich das "
     "Sofortgeld nehme?", [{"rule": "even_money", "value": True}, {"amount": "70"}], "de", "wiesbaden"),
    ("What is the payout for Jacks in Red on 3 Card Wins, and what would a twenty franc chip win?",
     [{"amount": "4000"}], "en", "st-moritz"),
    ("ye film khoob baraye emshab pishnahad bede", [{"reply": "decline"}], "fa", None),
])
def test_development_set_15(question, checks, lang, casino):
    """heldout15: a natural beside the dealer's card, the hole card 'wie in Amerika', a bet beside a minimum told,
    'Sofortgeld', 'twenty franc', a film declined."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Betting behind someone in Brandenburg, they split and I don't want to. What happens to my bet?",
     [{"rule": "declined_split_rejoins", "value": False}], "en", "brandenburg"),
    ("Had 10 on 3CW and my two cards plus the dealer's card were all black. What do I win?",
     [{"rule": "pays", "value": "4:1"}, {"amount": "40"}], "en", "st-moritz"),
    ("SH: wenn ich schon am Tischlimit bin, darf ich beim Verdoppeln drüber?",
     [{"rule": "double_may_exceed_max", "value": True}], "de", "schleswig-holstein"),
    ("darf man in cottbus bube + dame splitten oder nur gleiche bilder", [{"rule": "split_by", "value": "value"}],
     "de", "brandenburg"),
    ("Wir spielen zu dritt auf einer Box in Potsdam, zusammen 1200 €, Max ist 1000. Was passiert mit dem Rest?",
     [{"rule": "over_max", "value": "reduce_from_last_circle"}, {"amount": "200"}], "de", "brandenburg"),
    ("Kann ich in Potsdam direkt mit Scheinen setzen?", [{"rule": "bets_in_chips_only", "value": True}], "de",
     "brandenburg"),
    ("Alles klar, bis dann!", [{"reply": "goodbye"}], "de", None),
    ("تو سنت موریتز با ۱۰۰ فرانک بلک جک، چقدر میدن؟ شنیدم بعضی میزا ۶ به ۵ ان", [{"amount": "150"}, {"amount": "120"}],
     "fa", "st-moritz"),
    ("wiesbaden age 7 ta kard begiram va nasoozam chi mishe?", [{"rule": "card_charlie", "value": 7}], "fa",
     "wiesbaden"),
    ("brandenburg chand salam bashe mitoonam baazi konam", [{"rule": "min_age", "value": 18}], "fa", "brandenburg"),
    ("3CW 5 franc gozashtam, se ta aas pik oomad!! chand mibaram?", [{"rule": "pays", "value": "300:1"},
                                                                     {"amount": "1500"}], "fa", "st-moritz"),
    ("ye joke bahal begoo", [{"reply": "decline"}], "fa", None),
])
def test_development_set_13(question, checks, lang, casino):
    """heldout13, read after its blind run: a co-bettor declining a split, 'all black' of a three-card side bet,
    'Tischlimit', 'bube + dame', a total over the maximum, 'Scheinen', 'bis dann', 'some tables are 6:5',
    '7 ta kard', 'chand salam', a side bet's cards that look like a bonus blackjack, a joke in Finglish."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Hey, in Wiesbaden if I bet 40 and get blackjack, what's that pay?", "and same bet at a 6:5 table in St Moritz?"],
     [{"amount": "48"}, {"rule": "blackjack_pays", "value": "6:5", "table": "bonus"}], "en", "st-moritz"),
    (["Playing at the Senator. I've got a pair of nines and the dealer shows a 7.", "What if his card is a 9 instead?"],
     [{"play": "split"}], "en", "senator"),
    (["Bei welcher ersten Karte der Bank zahlt SH meinen Blackjack gleich aus?", "Und mit 30 € Einsatz, wieviel gibt's?",
      "Und wenn die Bank ein Ass hat?"], [{"rule": "insurance_pays", "value": "2:1"}], "de", "schleswig-holstein"),
    (["تو سناتور بعد از اسپلیت میشه دابل کرد؟", "برای آس ها هم همینطوره؟"], [{"rule": "hit_split_aces", "value": False}],
     "fa", "senator"),
    (["wiesbaden, 10 o 6 daram, diler 9 neshoon mide. chikar konam?", "na bebakhshid, diler 7 dare",
      "age do ta 8 dashtam chi? (hamoon 7)"], [{"play": "split"}], "fa", "wiesbaden"),
    (["potsdam pusht e ye nafar shart bastam, oon split kard vali man nakhastam. pool e man chi mishe?",
      "age sahebe box bezare bere chi?", "va age tanha roo box bazi mikard?"],
     [{"rule": "absent_owner_draws_to", "value": 12}], "fa", "brandenburg"),
])
def test_development_set_13_chats(turns, checks, lang, casino):
    """heldout13's chats: 'same bet' at another table, 'his card', an ace after a blackjack question brings
    insurance, 'for aces too?' after doubling after a split, 'hamoon 7', 'if he played alone'."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Ich hab 1000 € auf der Box in Potsdam, also Maximum, und kriege eine 11. Darf ich trotzdem verdoppeln?",
     [{"rule": "double_may_exceed_max", "value": True}, {"rule": "max_bet", "value": 1000}], "de", "brandenburg"),
    ("In Brandenburg three people are on one box and together they've piled 1,200 euros. What happens to the excess?",
     [{"rule": "max_bet", "value": 1000}, {"amount": "200"}], "en", "brandenburg"),
    ("Ich hab Ass-Zwei, Croupier zeigt eine 5, Tisch 3:2 in St. Moritz.", [{"play": "double"}], "de", "st-moritz"),
    ("بعد از دوبل میتونم باز کارت بگیرم؟ سناتور", [{"says": {"fa": ["یک کارت"]}}], "fa", "senator"),
    ("هر دست جدا برای سقف شرط حساب میشه؟ پوتسدام", [{"rule": "split_hand_is_new_box", "value": True}], "fa",
     "brandenburg"),
    ("baazi too wiesbaden ba chand dast kard anjam mishe?", [{"rule": "decks", "value": 6}], "fa", "wiesbaden"),
])
def test_development_set_15_mended_later(question, checks, lang, casino):
    """heldout15: the maximum beside a double over it and beside a total over it, 'Tisch 3:2', one card after a
    double, each split hand against the maximum, 'dast kard'."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Do you tip the dealers in Wiesbaden?", "What about the Swiss one?"], [{"rule": "tips", "value": "customary"}],
     "en", "st-moritz"),
    (["Gibt es in Wiesbaden Even Money?", "Bei den Armeniern schon?"], [{"rule": "even_money", "value": True}], "de",
     "senator"),
    (["Wie läuft das mit der Versicherung in Schleswig-Holstein?", "Ich hätte 80 € auf der Box."],
     [{"amount": "40"}, {"amount": "80"}], "de", "schleswig-holstein"),
    (["Zwei Buben in St. Moritz – darf man die teilen?", "Und Bube mit Dame?"],
     [{"rule": "split_by", "value": "value", "table": "classic"}], "de", "st-moritz"),
    (["Hi! I'm at St. Moritz with 100 francs on Queens Trio.",
      "I got two queens, and the dealer's up card is a queen too – none of them spades."],
     [{"rule": "pays", "value": "50:1"}, {"amount": "5000"}], "en", "st-moritz"),
    (["Hallo, ich spiele heute in St. Moritz am 3:2-Tisch. Was bringt mir ein Black Jack bei 40 Franken?",
      "Und am anderen Tisch?", "Wie ist es mit drei Siebenen dort?"],
     [{"rule": "three_sevens_pays", "value": "1:1", "table": "bonus"}], "de", "st-moritz"),
    (["Tipping in St. Moritz?", "and anywhere else?"], [{"rule": "tips", "not_stated": True}], "en", "wiesbaden"),
])
def test_development_set_15_chats_mended_later(turns, checks, lang, casino):
    """heldout15's chats: a casino named by its country's people ('the Swiss one', 'bei den Armeniern'), a bet told
    in an insurance chat, two cards in a split chat, 'none of them spades', three sevens still their own topic,
    'anywhere else' leaves the chat's casino."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Moin! Casino SH: Dealer hat n Ass liegen und ich hab Blackjack. Wird das sofort ausgezahlt?",
     [{"rule": "blackjack_paid_immediately_against", "value": [2, 3, 4, 5, 6, 7, 8, 9]},
      {"rule": "even_money", "not_stated": True}], "de", "schleswig-holstein"),
    ("Queens Trio: drei Damen, aber nur eine davon Pik, 10 Franken Einsatz", [{"rule": "pays", "value": "50:1"},
                                                                             {"amount": "500"}], "de", "st-moritz"),
    ("baazi too st moritz, 3CW 25 franc gozashtam. kartam pik 2 va khaj 5, diler ham geshniz 10 dare",
     [{"rule": "pays", "value": "4:1"}, {"amount": "100"}], "fa", "st-moritz"),
    ("wiesbaden chand saalet bayad bashe? kart e melli lazeme?", [{"rule": "min_age", "value": 18},
                                                                 {"rule": "id_required", "value": True}], "fa",
     "wiesbaden"),
    ("Wat is'n det Minimum in Potsdam am Blackjack-Tisch?", [{"rule": "min_bet", "value": 2}], "de", "brandenburg"),
    ("poker ro yadam midi?", [{"reply": "decline"}], "fa", None),
    ("Boxinhaber in Cottbus ist abgehauen, auf der Box liegen nur noch unsere Einsätze als stehende Mitspieler. Wer "
     "sagt jetzt an?", [{"rule": "absent_owner_decider", "value": "next_circle"}], "de", "brandenburg"),
    ("Ei gude wie! Bin heut Abend in Wiesbaden am Tisch, kannste mir helfe?", [{"reply": "greeting"}], "de", "wiesbaden"),
    ("SH question: split aces, then a queen lands on one. Do they pay me 3:2 for it?",
     [{"rule": "split_ace_ten_is_blackjack", "value": False}, {"rule": "hit_split_aces", "value": False}], "en",
     "schleswig-holstein"),
    ("jofte 9 daram, dealer 8", [{"play": "split"}], "fa", None),
    ("st moritz 3CW 25 franc: my cards 2 of spades and 5 of clubs, dealer 10 of clubs", [{"amount": "100"}], "en",
     "st-moritz"),
])
def test_development_set_11_read(question, checks, lang, casino):
    """heldout11, read question by question: even money beside an immediate payment, 'nur eine davon Pik', Finglish
    suits first, 'chand saalet', Berlin and Hessian German, 'abgehauen', the one card on split aces, '2 of spades'."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["hi, heading to Potsdam tonight", "what's the most I can put on one box there?", "and at Wiesbaden?"],
     [{"rule": "max_bet", "value": 500}], "en", "wiesbaden"),
    (["St. Moritz 3:2 table, I bet 40 and got blackjack, how much?", "what if it had been the other table?"],
     [{"amount": "48"}, {"rule": "blackjack_pays", "value": "6:5", "table": "bonus"}], "en", "st-moritz"),
    (["Schleswig-Holstein: darf ich Dame und König teilen?", "Und wenn danach auf die Dame ein Ass kommt?"],
     [{"rule": "split_ten_ace_is_blackjack", "value": True}], "de", "schleswig-holstein"),
    (["Schleswig-Holstein: darf ich Dame und König teilen?", "Und wenn danach auf die Dame ein Ass kommt?",
      "Bei 50 Euro auf der Hand, was zahlt das?"], [{"amount": "75"}], "de", "schleswig-holstein"),
    (["Schleswig-Holstein: darf ich Dame und König teilen?", "Und wenn danach auf die Dame ein Ass kommt?",
      "Bei 50 Euro auf der Hand, was zahlt das?", "Und in Potsdam wär das genauso?"],
     [{"rule": "split_ten_ace_is_blackjack", "not_stated": True}, {"amount": "75"}, {"amount": "50"}], "de",
     "brandenburg"),
    (["Wie läuft das mit der Versicherung in Wiesbaden?", "Wie is des in St. Moritz?"],
     [{"rule": "insurance_pays", "not_stated": True}, {"rule": "insurance_max_fraction", "value": 0.5}], "de",
     "st-moritz"),
])
def test_development_set_11_chats_read(turns, checks, lang, casino):
    """heldout11's chats: the rule a chat asked about kept for the next casino, 'had been the other table', a split
    ten then an ace, its payout, and where the leaflet leaves it open both readings; a German follow-up stays German."""
    satisfies_at_the_end(turns, checks, lang, casino)


def test_the_session_value_carries_the_rule_asked_about_and_forgets_an_unknown_one():
    places = casinos(RULES)
    session = Session(casino="brandenburg", lang="en", intent="box_rules", focus=("max_bet",))
    assert session_from_token(session_token(session), places) == session
    several = Session(casino="brandenburg", lang="fa", intent="box_rules", focus=("boxes", "decks"))
    assert session_from_token(session_token(several), places) == several
    forged = Session(casino="brandenburg", lang="en", intent="box_rules", focus=("no_such_rule", "decks"))
    assert session_from_token(session_token(forged), places).focus == ("decks",)
    long_side_bet = Session(casino="st-moritz", lang="fa", intent="payout", focus=("blackjack_pays",),
                            side_bet="سه کارت برنده | " + "بی‌بی پیک " * 12)
    kept = session_from_token(session_token(long_side_bet), places)
    assert kept.focus == ("blackjack_pays",)  # a side bet too long for the value is dropped, not the rest


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Queens Trio، ده فرانک: دو تا بی‌بی دارم (یکیش پیکه) و کارت اول دیلر هم بی‌بی خشته. چقدر میدن؟",
     [{"rule": "pays", "value": "50:1"}, {"amount": "500"}], "fa", "st-moritz"),
    ("Darf man in St. Moritz auch auf 7 und 5 doublen oder nur auf 10 und 11?", [{"rule": "double_on", "value": "any"}],
     "de", "st-moritz"),
    ("Senator age 2 ta aas split konam mitoonam bish az ye kart begiram?", [{"rule": "hit_split_aces", "value": False}],
     "fa", "senator"),
    ("darf man in cottbus nach dem splitten nochmal splitten", [{"rule": "max_split_hands", "value": None}], "de",
     "brandenburg"),
    ("سناتور: دیلر وقتی ۱۷ داره بازم کارت میکشه؟", [{"rule": "dealer_hits_soft_17", "value": False}], "fa", "senator"),
    ("سناتور: دستم ده و دوئه، دیلر ۴ داره. کارت بکشم؟", [{"play": "stand"}], "fa", "senator"),
    ("Chan ich z'St. Moritz au mit Ass-Sächsi verdopple?", [{"rule": "double_soft", "value": True}], "de", "st-moritz"),
    ("تو 3CW سنت موریتز اگه سه تا کارت مشکی بیاد با ۲۵ فرانک چقدر میبرم؟", [{"rule": "pays", "value": "4:1"},
                                                                          {"amount": "100"}], "fa", "st-moritz"),
    ("queens trio 7 francs, only one queen (hearts) among the three cards", [{"rule": "pays", "value": "2:1"},
                                                                             {"amount": "14"}], "en", "st-moritz"),
    ("Queens Trio with a tenner: all three are queens of spades. How much?", [{"rule": "pays", "value": "300:1"},
                                                                             {"amount": "3000"}], "en", "st-moritz"),
    ("Wiesbaden: Ich verdopple, und am Ende dreht der Croupier doch einen Black Jack um – verliere ich dann auch den "
     "Verdopplungseinsatz oder nur den ursprünglichen?", [{"rule": "dealer_blackjack_takes", "not_stated": True}], "de",
     "wiesbaden"),
    ("soft 17 vs 6, double?", [{"play": "double"}], "en", None),
])
def test_development_sets_7_to_14_read(question, checks, lang, casino):
    """Misses of the development sets read question by question: 'یکیش پیکه', 'doublen', 'bish az', 'nochmal
    splitten', the dealer drawing on 17 in Persian, «دوئه», Swiss 'Sächsi', the three cards a side bet is decided on,
    'a tenner', 'Verdopplungseinsatz'."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Wie alt muss man in Wiesbaden sein?", "Sorry, ich meinte St. Moritz, nicht Wiesbaden.",
      "Und brauch ich dort nen Ausweis?"], [{"rule": "id_required", "not_stated": True}], "de", "st-moritz"),
    (["تو سناتور بیمه چند میده؟", "حداقلش چقدره؟"], [{"rule": "insurance_min_table_fraction", "value": 0.5}], "fa",
     "senator"),
    (["تو سناتور بیمه چند میده؟", "حداقلش چقدره؟", "اگه شرطم ۸۰۰۰ باشه، حداکثرش چقدر میشه؟"],
     [{"rule": "insurance_max_fraction", "value": 0.5}, {"amount": "4000"}], "fa", "senator"),
    (["سنت موریتز، میز ۳:۲، آس و ۷ دارم، دیلر ۲ داره. چیکار کنم؟", "اگه دیلر ۹ داشت چی؟", "و با ۵؟"],
     [{"play": "double"}], "fa", "st-moritz"),
    (["Potsdam chand ta deck dare?", "box ha chand tast?", "age tanha bazi konam chi? ye box kafie?"],
     [{"rule": "min_boxes_single_guest", "value": 2}], "fa", "brandenburg"),
    (["Potsdam chand ta deck dare?", "ok, bye"], [{"reply": "goodbye"}], "fa", "brandenburg"),
    (["st moritz age ru box-am 3 ta haft biad, shartam 30 bude, chi mishe?", "senator ham in ghanun ro dare?"],
     [{"rule": "three_sevens_pays", "not_stated": True}], "fa", "senator"),
])
def test_development_set_chats_read(turns, checks, lang, casino):
    """A casino denied in a correction, 'its minimum' and 'its maximum' of the chat's topic, a lone small number after
    the dealer's card changed is the dealer's card, 'if I play alone', a short goodbye in a Persian chat, 'this rule'."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["hi, how does insurance work at Senator?", "table minimum is 2000 and I bet 12000 — whats my range?"],
     [{"amount": "1000"}, {"amount": "6000"}], "en", "senator"),
    (["Moin, kurze Frage zu Wiesbaden: was heißt bei euch Even Money?", "Ich setz 100 €.",
      "Und wenn ich's nicht nehme und der Croupier keinen Black Jack hat?", "und wenn er doch einen hat?"],
     [{"amount": "100"}], "de", "wiesbaden"),
    (["Wie zahlt die Versicherung im Casino Schleswig-Holstein?", "Einsatz 70, wie viel darf ich versichern?",
      "Bank hat tatsächlich Black Jack – was bekomm ich?", "Und in St. Moritz, gleiche Situation?"],
     [{"rule": "insurance_pays", "not_stated": True}, {"amount": "35"}], "de", "st-moritz"),
    (["Was passiert in Potsdam, wenn der Boxinhaber einfach aufsteht und weggeht?",
      "Minimum ist 5 €. Geht 50 auf der ersten Box und 10 auf der zweiten?"],
     [{"rule": "multiple_of_min", "value": True}], "de", "brandenburg"),
])
def test_development_set_8_chats_read(turns, checks, lang, casino):
    """heldout8's chats: an insurance range with the minimum told in a long sentence, 'und wenn er doch einen hat?'
    in an even-money chat, 'gleiche Situation' at another casino, two boxes' bets against a minimum told."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Wiesbaden digital table, I bet 60 and the dealer shows an ace. I have 19. How much can I put on insurance?",
      "next hand: 60 again, now I have the blackjack and he shows an ace again. even money?",
      "and if I don't take it and he doesn't have bj?"], [{"amount": "90"}], "en", "wiesbaden"),
    (["تو ویسبادن حداکثر شرط رو هر باکس چقدره؟", "تو پوتسدام چی؟", "اگه اونجا ۱۰۰۰ بذارم و بلک جک بیارم؟",
      "همین تو ویسبادن با حداکثرش؟"], [{"amount": "750"}], "fa", "wiesbaden"),
    (["Digital 21 in Wiesbaden, 500 € (Maximum) drauf, 11 gegen 8. Darf ich noch verdoppeln und soll ich?",
      "Nächste Runde wieder 500, Dealer zeigt Ass, ich versichere voll. Er hat keinen BJ, ich gewinne mit 20. Bilanz?",
      "Und mit 300 statt 500?"], [{"amount": "150"}], "de", "wiesbaden"),
    (["hi, how does insurance work at Senator?", "table minimum is 2000 and I bet 12000 — whats my range?",
      "and if I put the max and he gets the blackjack?"], [{"amount": "12000"}], "en", "senator"),
])
def test_development_set_10_chats_read(turns, checks, lang, casino):
    """heldout10's chats: declining even money told with 'he', the same blackjack on another casino's maximum,
    'mit 300 statt 500', 'the max' in an insurance chat is the most insurance, not the table's maximum."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("I was wondering whether the St. Moritz casino actually says anywhere what insurance pays out?",
     [{"rule": "insurance_pays", "not_stated": True}], "en", "st-moritz"),
    ("Split a pair of 9s at Wiesbaden, 20 on each. First hand caught a 2, so I doubled that one on 11 and won; the "
     "second hand was a push. Where do I stand?", [{"rule": "double_after_split", "value": True}, {"amount": "40"}],
     "en", "wiesbaden"),
    ("Drei Pik-Asse on 3CW — two in my hand, one with the croupier — 2 francs bet. What's that pay?",
     [{"rule": "pays", "value": "300:1"}, {"amount": "600"}], "en", "st-moritz"),
    ("Is 600 € on one box okay at Wiesbaden?", [{"rule": "max_bet", "value": 500}], "en", "wiesbaden"),
    ("Which of your casinos lets me bet the most on one box?", [{"amount": "1000"}, {"amount": "500"}], "en", None),
    ("Zwei Buben in St. Moritz – darf ich die teilen? Und einen Buben mit einer Dame?",
     [{"rule": "split_by", "value": "value"}], "de", "st-moritz"),
    ("Ich steh in St. Moritz als Mitspieler hinter einer Box. Der Boxinhaber verdoppelt nicht, ich würd aber gern. "
     "Geht das?", [{"rule": "co_bettors_join_double", "value": True}, {"rule": "betting_behind", "value": True}], "de",
     "st-moritz"),
    ("Dealer zeigt Ass, ich hab Blackjack, 10 € bet im Casino Wiesbaden. Even money nehmen oder warten? Was krieg ich "
     "jeweils?", [{"rule": "even_money", "value": True}, {"amount": "10"}, {"amount": "15"}], "de", "wiesbaden"),
    ("می‌توانی برایم بلیت هواپیما به ایروان بگیری؟", [{"reply": "decline"}], "fa", None),
    ("Gibt es im Senator in Armenien Surrender, und was bekomme ich bei 4000 Dram zurück?",
     [{"rule": "surrender_after_split", "value": False}, {"amount": "2000"}], "de", "senator"),
])
def test_development_set_17(question, checks, lang, casino):
    """heldout17 (a development set written blind; 92.2 % at its first run): 'whether' is no 'weather', a split with
    a doubled hand and a stand-off, German cards in an English question, a bet against a box maximum, the highest
    maximum, 'einen Buben mit einer Dame', 'als Mitspieler hinter', both even-money choices, a plane ticket declined,
    surrender after a split beside surrender's payout."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["What's the max bet per box in Potsdam?", "Can I still double if I'm already at that?",
      "Sorry, I meant Wiesbaden, not Potsdam."], [{"rule": "max_bet", "value": 500},
                                                 {"rule": "double_may_exceed_max", "value": True}], "en", "wiesbaden"),
    (["At the 3:2 table in St. Moritz, can I double on any two cards?", "Same for the other table?"],
     [{"rule": "double_on", "value": "any"}], "en", "st-moritz"),
    (["St. Moritz, zwei Sechser gegen die 5 der Bank – teilen?",
      "Gemacht, 20 Franken Einsatz. Auf die eine Sechs kam ne 5, da hab ich verdoppelt und gewonnen, die andere Hand "
      "hat verloren. Wie viel hab ich am Ende insgesamt zurückbekommen?"],
     [{"rule": "double_after_split", "value": True}, {"amount": "80"}], "de", "st-moritz"),
    (["در سنت موریتز ۱۰ دارم و دیلر ۹ نشان می‌دهد. دوبل کنم؟", "اگر دیلر ۲ باشد چه؟",
      "ببخشید، منظورم ۹ بود نه ۱۰ — در برابر ۲ دیلر.", "و اگر دیلر ۴ داشته باشد؟"], [{"play": "double"}], "fa",
     "st-moritz"),
    (["too schleswig-holstein blackjack fori pardakht mishe?", "30 euro shart, diler 4 dare. chand?",
      "age diler ace dashte bashe chi?"], [{"rule": "blackjack_paid_immediately_against",
                                            "value": [2, 3, 4, 5, 6, 7, 8, 9]}], "fa", "schleswig-holstein"),
    (["senator, do ta 9 daram diler 8. split?",
      "split kardam, 4000 dram har dast. yeki bord, yeki mosavi shod. kollan chand pool behem bargasht?"],
     [{"amount": "12000"}], "fa", "senator"),
    (["senator, do ta 9 daram diler 8. split?", "age as ro split konam mitunam dabl konam?", "va age dobare as biad?"],
     [{"rule": "resplit_aces", "value": True}], "fa", "senator"),
])
def test_development_set_17_chats(turns, checks, lang, casino):
    """heldout17's chats: 'already at that' (the maximum), 'same for the other table', two results told after a
    split, a corrected total with «نه» as 'not', 'fori', what comes back of a split, another ace after split aces."""
    satisfies_at_the_end(turns, checks, lang, casino)


def test_another_hand_in_a_moves_chat_with_the_dealers_card_gets_its_play():
    """heldout15: "And if I'd had soft 19 instead of 10?" after doubling questions against a 9: stand."""
    satisfies_chat = Session()
    for turn in ("I'm at the Schleswig-Holstein casino, I have 10 and the dealer shows 9.",
                 "My bet is the table max. Can I still double?"):
        ask(turn, rules_dir=RULES, session=satisfies_chat)
    satisfies("And if I'd had soft 19 instead of 10?", [{"play": "stand"}], "en", "schleswig-holstein", satisfies_chat)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("weird one - I had 7 7 7 on my box in St Moritz with 40 on it. dude next to me says I get paid right away even "
     "though I'm still playing? true?", [{"rule": "three_sevens_pays", "value": "1:1"}, {"amount": "40"}], "en",
     "st-moritz"),
    ("Wiesbaden: I have bj, dealer shows ace, 30 on it. can I take even money and how much is that",
     [{"rule": "even_money", "value": True}, {"amount": "30"}], "en", "wiesbaden"),
    ("Cottbus, I'm alone on my box and I seriously need the bathroom mid hand lol. what happens to my cards if I walk "
     "off?", [{"rule": "absent_owner_draws_to", "value": 12}], "en", "brandenburg"),
    ("Potsdam max is 1000 right? if I have the full 1000 out and get 11 can I still dbl?",
     [{"rule": "max_bet", "value": 1000}, {"rule": "double_may_exceed_max", "value": True}], "en", "brandenburg"),
    ("St. Moritz 3:2 Tisch, Croupier zeigt 6, ich hab Ass-7 mit 25 drauf. Was mach ich, und was gewinn ich wenn ich "
     "verdopple und gewinne?", [{"play": "double"}, {"rule": "double_soft", "value": True}, {"amount": "50"}], "de",
     "st-moritz"),
    ("Neuner-Paar gegen 7 in St. Moritz, was tun?", [{"play": "stand"}], "de", "st-moritz"),
    ("سناتور، ۱۰۰۰۰ درام شرط بستم، ۱۵ دارم و دیلر ۱۰. اگه سوراندر کنم چقدر برمیگرده؟", [{"amount": "5000"}], "fa",
     "senator"),
    ("SH mishe ru 3 ta box bazi konam?", [{"rule": "boxes_per_guest", "value": 2}], "fa", "schleswig-holstein"),
])
def test_development_set_18(question, checks, lang, casino):
    """heldout18 (phone-style questions, 90.6 % at its first run): '7 7 7 on my box with 40 on it', a bet after the
    dealer's card, 'need the bathroom', 'dbl', the hand told after the dealer's card with the play beside the payout,
    'Neuner-Paar', what a surrender returns, Finglish boxes per guest."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["hi! at st moritz tonight, how many decks do they use?", "and the 6:5 tables have some special bj right?",
      "ok say 40 on it and I get it, how much"], [{"amount": "200"}], "en", "st-moritz"),
    (["hi! at st moritz tonight, how many decks do they use?", "and the 6:5 tables have some special bj right?",
      "ok say 40 on it and I get it, how much", "and a normal bj at the other table?"],
     [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"}, {"amount": "60"}], "en", "st-moritz"),
    (["Wiesbaden: 50 gesetzt, ich hab 10 und 6, Bank zeigt 9. Aufgeben?", "Wie viel krieg ich dann zurück?"],
     [{"amount": "25"}], "de", "wiesbaden"),
    (["salam, wiesbaden digital 21 kamtarin shart chande?", "bishtarinesh?"], [{"rule": "max_bet", "value": 500}], "fa",
     "wiesbaden"),
])
def test_development_set_18_chats(turns, checks, lang, casino):
    """heldout18's chats: 'special bj' and its payout, 'a normal bj at the other table', 'how much back then' after
    asking whether to surrender, 'bishtarinesh'."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Soft 17 vs a 2, I'm at Senator", [{"play": "hit"}], "en", "senator"),
    ("If the box owner just walks off in Potsdam, what happens to my bet behind?",
     [{"rule": "absent_owner_decider", "value": "next_circle"}, {"rule": "absent_owner_draws_to", "value": 12}], "en",
     "brandenburg"),
    ("In St. Moritz, can people standing behind me bet on my box? And can they double if I don't?",
     [{"rule": "betting_behind", "value": True}, {"rule": "co_bettors_join_double", "value": True}], "en", "st-moritz"),
    ("Wieviele Decks in St. Moritz?", [{"rule": "decks", "value": 6}], "de", "st-moritz"),
    ("اگه ۵۰۰۰ بیمه گذاشته باشم و دیلر بلک جک بیاره چقدر می‌برم؟ سناتور",
     [{"rule": "insurance_pays", "value": "2:1"}, {"amount": "10000"}], "fa", "senator"),
    ("diler to senator ru 17 vaymise?", [{"rule": "dealer_hits_soft_17", "value": False}], "fa", "senator"),
    ("Moin, in SH: Blackjack mit 30 € und die erste Karte der Bank ist eine 8. Wann krieg ich mein Geld?",
     [{"reply": "greeting"}, {"rule": "blackjack_paid_immediately_against", "value": [2, 3, 4, 5, 6, 7, 8, 9]},
      {"amount": "45"}], "de", "schleswig-holstein"),
    ("سلام، تو کازینو سناتور اسپلیت چطوریه؟",
     [{"reply": "greeting"}, {"rule": "split_by", "value": "value"}, {"rule": "double_after_split", "value": True}],
     "fa", "senator"),
])
def test_development_set_16(question, checks, lang, casino):
    """heldout16, read after its blind run (94.3 %): a greeting before a long question, 'soft 17 vs a 2' (the guest's
    hand, not the dealer's rule), the owner who walks off, co-bettors doubling, 'Wieviele', an insurance stake won,
    Finglish 'vaymise'."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("queens trio q: my cards Q♠ Q♥, dealer shows Q♦. do they pay 3 queens AND 2 queens? bet was 10",
     [{"rule": "pays", "value": "50:1"}, {"amount": "500"}], "en", "st-moritz"),
    ("Schleswig-Holstein: dealer ace, i have 60 out. max ins? and what does it pay",
     [{"rule": "insurance_max_fraction", "value": 0.5}, {"rule": "insurance_pays", "value": "2:1"}, {"amount": "30"}],
     "en", "schleswig-holstein"),
    ("wiesbaden: hard 16 (10-6) vs 9, 20 bet. surr or hit? and what do i get back if i surr",
     [{"play": "surrender"}, {"amount": "10"}], "en", "wiesbaden"),
    ("heard wiesbaden has some 7 card thing?? explain pls", [{"rule": "card_charlie", "value": 7}], "en", "wiesbaden"),
    ("potsdam i have the max 1000 on my box and get 11. can i still dbl?",
     [{"rule": "double_may_exceed_max", "value": True}, {"amount": "2000"}], "en", "brandenburg"),
    ("senator: split 8s, now 8+10 on one hand vs dealer 10. can I surrender that hand? bet 40",
     [{"rule": "surrender_after_split", "value": False}], "en", "senator"),
    ("Wiesbaden Digital 21: wieviele Decks? und wie oft splitten?", [{"rule": "decks", "value": 6}], "de", "wiesbaden"),
    ("Hab in Wiesbaden schon 500 drauf, krieg zwei 8er. Darf ich trotzdem splitten? Wieviel steht dann insgesamt?",
     [{"rule": "max_bet", "value": 500}, {"amount": "1000"}], "de", "wiesbaden"),
    ("Wiesbaden – zahlt BJ sofort aus oder erst am Ende?",
     [{"rule": "blackjack_pays", "value": "3:2"}, {"rule": "hole_card", "value": "no_peek"}], "de", "wiesbaden"),
    ("Cottbus: wir sind zu dritt auf einer Box, jeder will 400 setzen, Max ist 1000. Wie läuft das?",
     [{"rule": "over_max", "value": "reduce_from_last_circle"}, {"amount": "200"}], "de", "brandenburg"),
    ("potsdam max chande? age 1000 gozashte basham o split konam chi?",
     [{"rule": "split_hand_is_new_box", "value": True}, {"amount": "2000"}], "fa", "brandenburg"),
])
def test_development_set_19(question, checks, lang, casino):
    """heldout19 (written blind, 88.8 % at its first run): cards counted in a side-bet question are no bet, 'max ins'
    with '60 out', 'surr', '7 card thing', the maximum bet doubled or split, a split hand's surrender, two questions
    in one, BJ paid at once or at the end, three guests on a box each betting 400."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Casino Senator, A7 vs dealer 3 – what's right?", "and if dealer shows a 9?", "sorry I meant 8 not 9"],
     [{"play": "stand"}], "en", "senator"),
    (["st moritz, 9 daram diler 4, dabel konam?", "age diler 2 dasht chi?", "na bebakhshid manzooram 3 bood na 2"],
     [{"play": "double"}], "fa", "st-moritz"),
    (["Hi! What does blackjack pay at Wiesbaden?", "And in St. Moritz?",
      "I'll sit at the 6:5 one. With 30 francs, what is a normal blackjack worth?", "Actually make that 50."],
     [{"amount": "60"}], "en", "st-moritz"),
    (["Moin, in SH: Blackjack mit 30 € und die erste Karte der Bank ist eine 8. Wann krieg ich mein Geld?",
      "Und wenn die erste Karte ein Ass ist?"],
     [{"rule": "blackjack_paid_immediately_against", "value": [2, 3, 4, 5, 6, 7, 8, 9]}], "de", "schleswig-holstein"),
    (["Moin, in SH: Blackjack mit 30 € und die erste Karte der Bank ist eine 8. Wann krieg ich mein Geld?",
      "Und wenn die erste Karte ein Ass ist?", "Korrektur: ich hab 40 gesetzt, nicht 30 – bei der 8?"],
     [{"amount": "60"}], "de", "schleswig-holstein"),
    (["Wiesbaden Digital 21: 40 drauf und BJ – was gibt's?", "und bei 150?"],
     [{"rule": "blackjack_pays", "value": "3:2"}, {"amount": "225"}], "de", "wiesbaden"),
    (["salam! man potsdam hastam", "bime unja chande? betam 200 euroe"],
     [{"rule": "insurance_pays", "value": "2:1"}, {"amount": "100"}], "fa", "brandenburg"),
    (["st moritz 3:2 table, bj with 40 on it?", "ok ty mate"], [{"reply": "thanks"}], "en", "st-moritz"),
    (["Casino Senator, A7 vs dealer 3 – what's right?", "got it, night night 😴"], [{"reply": "goodbye"}], "en",
     "senator"),
])
def test_development_sets_16_and_19_chats(turns, checks, lang, casino):
    """The chats of heldout16 and heldout19: the dealer's card or the bet put right ('I meant 8 not 9', «منظورم ۳ بود
    نه ۲», 'Actually make that 50', '40 gesetzt, nicht 30'), the dealer's first card an ace after a blackjack paid at
    once, 'und bei 150?', the chat's bet halved for insurance, 'ty', 'night night'."""
    satisfies_at_the_end(turns, checks, lang, casino)


def test_a_split_example_adds_up_the_hands_it_shows():
    """A guest alone at a Potsdam table plays two boxes (H.27); the split example shows the first box only, so its
    'In all' is that box's hands, not the second box's too."""
    answer = ask("potsdam: I bet 1000 and split, what happens?", rules_dir=RULES).answer
    example = answer.splitlines()[-1]
    assert "(+€1,000); Box 1, hand 2" in example and example.endswith("In all: +€2,000."), example


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["at Senator with 9 vs a dealer 3. double?", "what if the dealer shows a 2 instead",
      "sorry, typo – I have 10, not 9"], [{"play": "double"}], "en", "senator"),
    (["Spielbank Potsdam: Ich habe 10, die Bank zeigt eine 6. Verdoppeln?", "Und gegen eine 9?",
      "Und wenn ich Ass-Sechs habe, Bank wieder 6?"], [{"play": "hit"}], "de", "brandenburg"),
    (["Ich hab Ass-6 gegen eine 5 in Cottbus. Verdoppeln?", "Und im Senator in Jerewan?"], [{"play": "double"}], "de",
     "senator"),
    (["تو سناتور بیمه دارن؟ چند میده؟", "شرطم ۸۰ه. حداکثر چقدر میتونم بیمه کنم؟"], [{"amount": "40"}], "fa", "senator"),
    (["Which casinos pay blackjack 3 to 2?", "And the odd one out pays what?"],
     [{"rule": "blackjack_pays", "value": "6:5", "table": "bonus"}], "en", "st-moritz"),
    (["I'm at St Moritz and just got dealt 7-7. somebody said three sevens pays something?", "I've got 20 on it",
      "and if I then beat the dealer with that 21?"], [{"amount": "40"}], "en", "st-moritz"),
])
def test_development_sets_7_8_15_chats(turns, checks, lang, casino):
    """Older sets' chats: the hand's total put right, 'Bank wieder 6', a casino with its city, «۸۰ه» (80, with the
    Persian 'is' on it), 'the odd one out' of a comparison, three sevens and then a win."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "line"), [
    ("ich hab 200 auf der box in potsdam, darf ich bei 11 verdoppeln?",
     "Cottbus · Potsdam: Verdoppeln eines Einsatzes von 200\xa0€ bringt 400\xa0€ auf die Box."),
    ("Potsdam: I bet 300 and have two 8s, can I split?",
     "Cottbus · Potsdam: splitting a bet of €300 puts €300 on the new hand: €600 on the two hands."),
])
def test_a_bet_doubled_or_split_says_what_lies_on_the_box(question, line):
    """The rule first, then the guest's own bet after the move."""
    lines = ask(question, rules_dir=RULES).answer.splitlines()
    assert line in lines[1:3], lines[:3]


def test_the_other_casino_of_a_chat_is_the_one_before_and_the_session_value_keeps_it():
    """heldout16 q06: Cottbus, then Schleswig-Holstein (one table), then "Und im anderen?" — Cottbus again, through
    the session value as the HTTP chat carries it; a forged casino is forgotten."""
    places = casinos(RULES)
    session = Session()
    for turn in ("Für wie viele Boxen darf ich in Cottbus Inhaber sein?", "Und in Schleswig-Holstein?",
                 "Wie viele Leute dürfen da auf eine Box?"):
        ask(turn, rules_dir=RULES, session=session)
    assert session.earlier == "brandenburg"
    carried = session_from_token(session_token(session), places)
    assert carried == session
    satisfies("Und im anderen?", [{"rule": "bettors_per_box", "value": 3}], "de", "brandenburg", session=carried)
    forged = Session(casino="senator", lang="de", intent="box_rules", earlier="no-such-casino")
    assert session_from_token(session_token(forged), places).earlier is None


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("my mate swears st moritz only pays 6 to 5 on blackjack now?? thats a rip off. true?",
     [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"},
      {"rule": "blackjack_pays", "value": "6:5", "table": "bonus"}], "en", "st-moritz"),
    ("sitting at the 6:5 table in St. Moritz, had 50 CHF on the box and hit blackjack. how much do they owe me",
     [{"rule": "blackjack_pays", "value": "6:5", "table": "bonus"}, {"amount": "60"}], "en", "st-moritz"),
    ("Senator in Yerevan — how many times can I split aces if more aces keep coming?",
     [{"rule": "resplit_aces", "value": True}, {"rule": "hit_split_aces", "value": False}], "en", "senator"),
    ("dealer in cottbus paid my insurance at 1 to 1, I had 10 on it and bank made blackjack. did he pay me wrong?",
     [{"rule": "insurance_pays", "value": "2:1"}, {"amount": "20"}], "en", "brandenburg"),
    ("Good evening, I hope you can help me. My wife and I are visiting the casino in Potsdam next week and she is "
     "quite nervous about the etiquette. When I am sitting at a box, is she allowed to tell me whether to hit or "
     "stand, or would that be frowned upon? Thank you very much in advance.",
     [{"rule": "advice_to_box_owner", "value": False}], "en", "brandenburg"),
    ("ran to the loo mid-hand in cottbus, only me on my box with 20 on it. came back and i had 3 cards and 14. wtf "
     "happened?", [{"rule": "absent_owner_draws_to", "value": 12}], "en", "brandenburg"),
    ("wiesbaden, I'm at the 500 max with 5+6 vs dealer 5. can I still double?",
     [{"rule": "double_may_exceed_max", "value": True}, {"play": "double"}], "en", "wiesbaden"),
    ("st. moritz, kriegt der croupier gleich zwei karten wie in vegas?", [{"rule": "hole_card", "value": "none"}], "de",
     "st-moritz"),
    ("St Moritz: ich steh hinter dem Herrn auf Box 3 und spiel mit. Er will nicht verdoppeln, ich schon. Geht das?",
     [{"rule": "co_bettors_join_double", "value": True}, {"rule": "betting_behind", "value": True}], "de",
     "st-moritz"),
    ("Ich steh hinter jemandem in SH und setz mit. Darf ich mitverdoppeln, wenn der Boxinhaber doppelt?",
     [{"rule": "co_bettors_join_double", "value": True}], "de", "schleswig-holstein"),
    ("Brauch i in Wiesbaden an Ausweis?", [{"rule": "id_required", "value": True}], "de", "wiesbaden"),
    ("A,A gegen 8 in Potsdam – teilen? Und krieg ich dann normal weiter Karten?",
     [{"play": "split"}, {"rule": "hit_split_aces", "value": False}], "de", "brandenburg"),
    ("So, ich geh jetzt zocken. Tschüssikowski!", [{"reply": "goodbye"}], "de", None),
    ("تو سناتور دابل فقط رو ۹ و ۱۰ و ۱۱ هست؟ من آس و ۶ دارم دیلر ۴ داره",
     [{"rule": "double_on", "value": "any"}, {"play": "double"}], "fa", "senator"),
    ("تو سنت موریتز میز ۳ به ۲ هم هست یا همه‌جا ۶ به ۵ ـه؟",
     [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"},
      {"rule": "blackjack_pays", "value": "6:5", "table": "bonus"}], "fa", "st-moritz"),
])
def test_development_set_21(question, checks, lang, casino):
    """heldout21 (written blind, 89.3 % at its first run): a claim 'only pays 6 to 5' answered for both tables,
    'sitting' is no typo of 'splitting', an insurance stake 'on it', advice from a guest's wife, the loo mid-hand,
    'wie in Vegas', 'Box 3' is no bet, Bavarian 'Brauch i … an Ausweis', split aces' one card, 'Tschüssikowski',
    9, 10 and 11 named as the doubling rule's totals, both payouts named."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["What's the max bet in Potsdam?", "and the min?", "how about Wiesbaden, both?"],
     [{"rule": "min_bet", "value": 2}, {"rule": "max_bet", "value": 500}], "en", "wiesbaden"),
    (["Grüezi, St. Moritz: Hab am 6:5 Tisch 30 Franke gsetzt und Blackjack. Wieviel gits?",
      "Ah nei, es sind 50 gsi, nöd 30"], [{"amount": "60"}], "de", "st-moritz"),
    (["Grüezi, St. Moritz: Hab am 6:5 Tisch 30 Franke gsetzt und Blackjack. Wieviel gits?",
      "Ah nei, es sind 50 gsi, nöd 30", "Und Versicherig, wie viel maximal bi 50?"],
     [{"rule": "insurance_max_fraction", "value": 0.5}, {"amount": "25"}], "de", "st-moritz"),
    (["Potsdam, ick hab 16, Dealer zeigt ne 7. Ziehen?", "und jejen ne 6?", "Und wenn ick 12 hab, ooch jejen die 6?"],
     [{"play": "stand"}], "de", "brandenburg"),
    (["Potsdam, ick hab 16, Dealer zeigt ne 7. Ziehen?", "und jejen ne 6?", "Und wenn ick 12 hab, ooch jejen die 6?",
      "Kann ick eigentlich uffjeben in Potsdam?"], [{"rule": "surrender", "not_stated": True}], "de", "brandenburg"),
])
def test_development_set_21_chats(turns, checks, lang, casino):
    """heldout21's chats: 'both' (minimum and maximum) at the next casino, a Swiss correction 'nöd 30', Berlin
    'jejen', 'Kann ick eigentlich uffjeben?' — the rule in general, not the chat's hand's play."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("I just lost with 20 against the dealer's 20 at Casino Schleswig-Holstein, he took my 50 😡 is that even right??",
     [{"amount": "50"}], "en", "schleswig-holstein"),
    ("Brandenburg casino question: I went to the bar and left my bet on my box (just me on it). what happens with my "
     "hand?", [{"rule": "absent_owner_draws_to", "value": 12}], "en", "brandenburg"),
    ("8-8 against a 9 in Cottbus, 30 on the box. split or nah? and how much extra do i put down",
     [{"play": "split"}, {"amount": "30"}], "en", "brandenburg"),
    ("Brandenburg: me + 2 others on one box, max is 1000. we put 500, 400 and 300 (I'm the 3rd circle). what happens?",
     [{"rule": "over_max", "value": "reduce_from_last_circle"}, {"amount": "100"}], "en", "brandenburg"),
    ("اگه دیلر تک خال داشته باشه و من بلک جک، پول برابر (even money) چقدر میدن؟ شرطم ۱۵ هزاره",
     [{"amount": "15000"}], "fa", None),
    ("کازینو شلسویگ هولشتاین: بلک جکم همون اول پرداخت شد چون کارت دیلر ۵ بود. شرطم ۲۰ یورو بود، چقدر گرفتم؟",
     [{"amount": "30"}, {"rule": "blackjack_paid_immediately_against", "value": [2, 3, 4, 5, 6, 7, 8, 9]}], "fa",
     "schleswig-holstein"),
    ("footbal emshab ki mibare? 😅", [{"reply": "decline"}], "fa", None),
])
def test_development_set_22(question, checks, lang, casino):
    """heldout22 (written blind, 92.2 % at its first run): equal totals are a stand-off and the other number the bet,
    the bar with the bet left on the box, what a split puts down, 'me + 2 others' is no stake, «۱۵ هزاره»,
    «بلک جکم» paid at once, Finglish small talk declined in Persian."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Potsdam: I've got 10 (6+4) vs dealer 9, 20 bucks on it. what do i do", "and if the dealer showed a 2 instead?",
      "what about a 9 (5+4) against that 2?", "ok say I doubled the 10 and won. what comes back in total?"],
     [{"amount": "80"}], "en", "brandenburg"),
    (["St Moritz 3 card wins, 10 on it. my cards 5♣ 9♠, dealer's first card K♣",
      "and if my two were 7♠ 7♣ with the dealer on 7♠?",
      "main bet was 20 - if I then draw a third 7 on my own box, what happens?"],
     [{"rule": "three_sevens_pays", "value": "1:1"}, {"amount": "20"}], "en", "st-moritz"),
    (["St. Moritz, Bonus-Tisch: Pik Bube + Pik Ass, 20 Franken drauf 🎉", "und am anderen Tisch?",
      "Und wenn's Herz Bube und Herz Ass am Bonus-Tisch gewesen wären?"],
     [{"rule": "blackjack_pays", "value": "6:5", "table": "bonus"}, {"amount": "24"}], "de", "st-moritz"),
    (["سنت موریتز، کوئینز تریو ۱۰ فرانک گذاشتم. کارتام بی بی خشت و بی بی گشنیز، کارت دیلر ۴",
      "اگه کارت دیلر بی بی پیک بود چی؟"], [{"rule": "pays", "value": "50:1"}, {"amount": "500"}], "fa", "st-moritz"),
    (["st moritz mishe ba har 2 karti double kard?", "2 ta 9 daram dealer 8, 20 frank. chikar konam?",
      "age bejaye split double mikardam va mibordam chand pas migereftam?"], [{"amount": "80"}], "fa", "st-moritz"),
    (["st moritz in 3cw chie? chand mide?", "age 10 frank bezaram va 3 ta kart siah biad?"], [{"amount": "40"}], "fa",
     "st-moritz"),
    (["تو ویسبادن بیمه چطوریه؟", "شرطم ۶۰ یورو هست، حداکثر چقدر بیمه بذارم؟", "اگه دیلر بلک جک داشته باشه چقدر میبرم؟"],
     [{"rule": "insurance_pays", "value": "2:1"}], "fa", "wiesbaden"),
])
def test_development_set_22_chats(turns, checks, lang, casino):
    """heldout22's chats (and heldout21's side bet): '20 bucks on it', 'a third 7' is no bet, a plain blackjack after a
    bonus one, the dealer's card of a side bet told anew, doubling instead of splitting, three black cards told in
    Finglish, the dealer's blackjack in an insurance chat stays insurance."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("wiesbaden again: 10 and 6, dealer has a 9 up. I heard something about surrender, should I use it here?",
     [{"play": "surrender"}], "en", "wiesbaden"),
    ("St Moritz. I'm standing behind a seated guy, betting on his box. he has 10 and won't double, but I want to. can "
     "I double just my part?",
     [{"rule": "co_bettors_join_double", "value": True}, {"rule": "betting_behind", "value": True}], "en", "st-moritz"),
    ("Wie viele Spielboxen hat so ein Tisch in St. Moritz, und bei welcher Box fängt der Croupier mit dem Ziehen an?",
     [{"rule": "boxes", "value": 5}], "de", "st-moritz"),
    ("Die Bank in Potsdam hat Ass + 6. Muss die noch ne Karte nehmen?", [{"rule": "dealer_hits_soft_17", "value": False}],
     "de", "brandenburg"),
    ("Senator (Armenien): ich hab Black Jack, der Dealer zeigt ein Ass, Einsatz 10.000 Dram. Was kann ich machen?",
     [{"rule": "even_money", "value": True}, {"amount": "10000"}], "de", "senator"),
    ("schleswig holstein surender darand?", [{"rule": "surrender", "not_stated": True}], "fa", "schleswig-holstein"),
])
def test_development_set_23(question, checks, lang, casino):
    """heldout23 (written blind, 93.8 % at its first run): '10 and 6' are cards, not a bet; a co-bettor who wants to
    double alone; 'Spielboxen'; the dealer's own soft 17 told as his cards; a blackjack against the dealer's ace is
    even money; Finglish 'surender darand'."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Hi! St. Moritz, the 3:2 table. I put 40 down and get a blackjack. how much do I win?", "and at the other table?",
      "what if it had been the jack of spades + ace of spades there?", "does the 3:2 table have that bonus thing too?"],
     [{"rule": "bonus_blackjack", "value": None, "table": "classic"}], "en", "st-moritz"),
    (["wiesbaden digital 21: I have 10 (7+3), dealer shows a 5. double?", "what if the dealer had a 9 instead?",
      "and if my hand was 12 (10+2), dealer still 9?", "back to the 10: bet is 25, I double and win. what's my profit?"],
     [{"amount": "50"}], "en", "wiesbaden"),
    (["Servus! In Potsdam: darf ich bei 10 verdoppeln? Einsatz 50.", "Und bei weicher 19, also Ass + 8?"],
     [{"rule": "double_soft", "not_stated": True}], "de", "brandenburg"),
    (["Servus! In Potsdam: darf ich bei 10 verdoppeln? Einsatz 50.", "Und bei weicher 19, also Ass + 8?",
      "Wie ist das in Wiesbaden?"], [{"rule": "double_on", "value": [9, 10, 11]}], "de", "wiesbaden"),
    (["SH: Ich setz in der Box von nem anderen mit, er splittet zwei 7er. Ich will nicht nachlegen."],
     [{"rule": "co_bettors_join_split", "value": True}], "de", "schleswig-holstein"),
    (["salam, too wiesbaden even money hast?", "shartam 40 bashe chan migiram?",
      "age ghabool nakonam o diler blackjack nadashte bashe chi?"],
     [{"rule": "blackjack_pays", "value": "3:2"}, {"amount": "60"}], "fa", "wiesbaden"),
])
def test_development_set_23_chats(turns, checks, lang, casino):
    """heldout23's chats: 'that bonus thing' at the other table, 'bet is 25' over an earlier number, 'weicher 19' in a
    chat about doubling, a co-bettor who will not follow a split, even money declined in Finglish."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Senator in Eriwan: wenn ich bei 8000 aufgebe, was krieg ich zurück?", [{"amount": "4000"}], "de", "senator"),
    ("SH: darf mein Einsatz nach dem Doppeln übers Tischmaximum gehen?",
     [{"rule": "double_may_exceed_max", "value": True}], "de", "schleswig-holstein"),
    ("سناتور، دوتا تک خال رو اسپلیت کردم باز یه تک خال دیگه اومد! میشه دوباره جدا کنم؟",
     [{"rule": "resplit_aces", "value": True}], "fa", "senator"),
    ("senator 7 o 7 daram diler 7e, chikar konam", [{"play": "split"}], "fa", "senator"),
    ("st moritz queens trio 20 frank gozashtam, 2ta bibi pik omad + diler ye 5 😍",
     [{"rule": "pays", "value": "20:1"}, {"amount": "400"}], "fa", "st-moritz"),
    ("st moritz, age pooshte box shart bebandam mitoonam dabl konam bedoone sahebe box?",
     [{"rule": "betting_behind", "value": True}, {"rule": "co_bettors_join_double", "value": True}], "fa", "st-moritz"),
    ("شلسویگ هولشتاین: پشت باکس یکی دیگه شرط بستم، اون دابل کرد. منم می‌تونم دابل کنم؟",
     [{"rule": "co_bettors_join_double", "value": True}], "fa", "schleswig-holstein"),
])
def test_development_set_24(question, checks, lang, casino):
    """heldout24 (written blind, 88.7 % at its first run): what a surrender returns 'bei 8000', doubling past the
    table maximum, aces split again, «۷e» (the Persian 'is' in Latin letters), betting behind in Finglish."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Potsdam, 12 gg 3, 20€ drin – ziehen?", "und gegen ne 5?", "Neue Hand: 9 gegen 2",
      "Korrektur, die Bank hatte ne 4, keine 2"], [{"play": "double"}, {"amount": "40"}], "de", "brandenburg"),
    (["سنت موریتز، اگه تو ۳ کارت وینز سه تا سرباز قرمز بیاد چند میده؟", "با ۵ فرانک؟", "اگه فقط سه تا کارت سیاه باشه چی؟"],
     [{"rule": "pays", "value": "4:1"}, {"amount": "20"}], "fa", "st-moritz"),
    (["senator bime chand pardakht mikone?", "shartam 4000e, max bime chand?"], [{"amount": "2000"}], "fa", "senator"),
    (["senator bime chand pardakht mikone?", "shartam 4000e, max bime chand?", "na bebakhshid shartam 8000 bud",
      "SH chi, oonja ham hamintor?"], [{"amount": "4000"}, {"rule": "insurance_pays", "value": "2:1"}], "fa",
     "schleswig-holstein"),
    (["Wiesbaden Versicherung – wie geht das?", "und max. wieviel bei 60€ Einsatz?"],
     [{"rule": "insurance_max_fraction", "value": 0.5}, {"amount": "30"}], "de", "wiesbaden"),
])
def test_development_set_24_chats(turns, checks, lang, casino):
    """heldout24's chats: the dealer's card put right with 'keine 2' keeps the chat's bet, three black cards after
    red jacks, «4000e», a bet put right without the number it replaces, the insurance maximum asked as 'max'."""
    satisfies_at_the_end(turns, checks, lang, casino)


def test_a_surrender_the_play_advises_says_what_comes_back_once():
    """'Aufgeben oder ziehen?' with the bet named: the play, then what surrendering it returns — once, though the
    payout asked beside it states the same line."""
    answer = ask("Wiesbaden, 16 gegen 9, 20€ drin. Aufgeben oder ziehen?", rules_dir=RULES).answer.splitlines()
    assert answer[1:3] == ["Wiesbaden: aufgeben, sonst Karte.",
                           "Wiesbaden: Einsatz 20\xa0€ – aufgegeben: Sie erhalten 10\xa0€ zurück, ein Ergebnis von −10\xa0€."]
    both = ask("wiesbaden: hard 16 (10-6) vs 9, 20 bet. surr or hit? and what do i get back if i surr",
               rules_dir=RULES).answer
    assert both.count("Wiesbaden: a bet of €20 — surrendered: you get back €10") == 1


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("SH: i've got blackjack and the dealer's card is a 6, bet 40. do i have to wait till the end?",
     [{"rule": "blackjack_paid_immediately_against", "value": [2, 3, 4, 5, 6, 7, 8, 9]}, {"amount": "60"}], "en",
     "schleswig-holstein"),
    ("cottbus ins - do i have to put exactly half? bet is 30", [{"rule": "insurance_pays", "value": "2:1"},
                                                                 {"amount": "15"}], "en", "brandenburg"),
    ("Moin! In SH: was zahlt BJ? und was die Versicherung?",
     [{"rule": "blackjack_pays", "value": "3:2"}, {"rule": "insurance_pays", "value": "2:1"}], "de", "schleswig-holstein"),
    ("SH: Mein Kumpel teilt seine Achten, ich spiel auf seiner Box mit, will aber nicht nachsetzen. Was passiert mit "
     "meinem Einsatz?", [{"rule": "co_bettors_join_split", "value": True}], "de", "schleswig-holstein"),
    ("Potsdam Versicherung: Einsatz 60, Bank hat BJ. Wie viel setz ich und wie viel krieg ich?",
     [{"rule": "insurance_pays", "value": "2:1"}, {"amount": "30"}, {"amount": "60"}], "de", "brandenburg"),
    ("دو تا تک خال جدا کردم و رو یکیش باز تک خال اومد 😅 میشه دوباره جدا کرد؟ سناتور",
     [{"rule": "resplit_aces", "value": True}], "fa", "senator"),
    ("شلسویگ هولشتاین: دو تا ده رو جدا کردم و تک خال اومد. بلک جکه؟",
     [{"rule": "split_ten_ace_is_blackjack", "value": True}], "fa", "schleswig-holstein"),
    ("Surender in Wiesbaden: 80 € Einsatz, ich steig aus – was bekomm ich zurück?",
     [{"rule": "surrender", "value": "late"}, {"amount": "40"}], "de", "wiesbaden"),
])
def test_development_set_20(question, checks, lang, casino):
    """heldout20 (blind at 96.0 %, then read): 'a 6' is the dealer's card beside 'bet 40', 'ins', two questions
    in one, not following a split, the insurance of a bet, «جدا کردن» for splitting, 'Surender' no Finglish."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["st moritz, blackjack on a 50 bet at the 6:5 table, how much?", "and at the other table?",
      "what if it was J and A of spades at the 6:5 one"], [{"rule": "pays", "value": "5:1"}, {"amount": "250"}], "en",
     "st-moritz"),
    (["senator 10 daram diler 6, dabl?", "na bebakhshid diler 9 dare"], [{"play": "double"}], "fa", "senator"),
    (["سناتور ۱۰ دارم دیلر ۶، دوبل؟", "نه ببخشید دیلر ۹ داره"], [{"play": "double"}], "fa", "senator"),
])
def test_development_set_20_chats(turns, checks, lang, casino):
    """heldout20's chats: 'J and A of spades' (the ace, both of spades), a leading «نه» is 'no', not a nine."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("me n 2 mates on one box in potsdam. im sitting (500 in the double circle), dave has 300 in the 2nd circle, sam 400 "
     "in the 3rd. table max is 1000. whats gonna happen",
     [{"rule": "bettors_per_box", "value": 3}, {"rule": "over_max", "value": "reduce_from_last_circle"}, {"amount": "200"}],
     "en", "brandenburg"),
    ("K+K split at the kurhaus casino and the ace drops on the 1st hand - blackjack there like in SH or not?",
     [{"rule": "split_ten_ace_is_blackjack", "value": False}], "en", "wiesbaden"),
    ("im just watching in cottbus and the guy alone on box 4 got up for a smoke in the middle of the hand, only his "
     "chips on it. what happens to his hand?", [{"rule": "absent_owner_draws_to", "value": 12}], "en", "brandenburg"),
    ("ty that was super helpful!!", [{"reply": "thanks"}], "en", None),
    ("wat zahlt die bank bei nem BJ in cottbus, hab 40 druff... nee warte, 50 warn et",
     [{"rule": "blackjack_pays", "value": "3:2"}, {"amount": "75"}], "de", "brandenburg"),
    ("Grüezi, chan ich z St. Moritz mit A/6 gege e 4 vom Croupier verdopple? Und sötti?",
     [{"rule": "double_soft", "value": True}, {"play": "double"}], "de", "st-moritz"),
    ("Wat is, wenn ich in Wiesbaden sibbe Kaate han un immer noch unger 21 ben? Jitt et do jet?",
     [{"rule": "card_charlie", "value": 7}], "de", "wiesbaden"),
    ("wir sind zu dritt auf einer box in SH, kann noch n vierter kumpel mit rein?",
     [{"rule": "bettors_per_box", "value": 3}], "de", "schleswig-holstein"),
    ("SH: auf wie viel boxen darf ich gleichzeitig? und was sag ich wenn ich keine karte mehr will",
     [{"rule": "boxes_per_guest", "value": 2}, {"says": {"de": ["rest"]}}], "de", "schleswig-holstein"),
    ("Cottbus: hab 1000 (max) gesetzt, zwei 5er bekommen und geteilt. darf ich auf die 5+6 jetzt verdoppeln, obwohl das "
     "übers maximum geht?", [{"rule": "double_after_split", "value": True}, {"rule": "double_may_exceed_max", "value": True},
                             {"rule": "split_hand_is_new_box", "value": True}], "de", "brandenburg"),
    ("کوتبوس: سقف شرط هر باکس چقدره؟ اگه دابل کنم میتونه از سقف بیشتر بشه؟",
     [{"rule": "max_bet", "value": 1000}, {"rule": "double_may_exceed_max", "value": True}], "fa", "brandenburg"),
    ("hava farda too st moritz chetore? barf miad?", [{"reply": "decline"}], "fa", "st-moritz"),
    ("Servus, in Potsdam – wia vui Kartnspuin hams do im Schlittn?", [{"rule": "decks", "value": 6}], "de", "brandenburg"),
])
def test_development_set_26(question, checks, lang, casino):
    """heldout26 (written blind, 87.6 % at its first run): co-bettors' stakes beside 'mates', split kings and an ace,
    an owner gone for a smoke, 'ty', a bet put right in the same message, Swiss 'gege', Kölsch 'sibbe Kaate', a
    fourth on the box, what to call to stand, a split hand's new box, Finglish weather, Bavarian 'Kartnspuin'."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Griaß di! Potsdam, i hob a 10 (6+4) gegn a 5 vo da Bank, Einsatz 20. Doppln?", "Und mit 8?", "Und z'St. Moritz?"],
     [{"rule": "double_on", "value": "any"}, {"play": "hit"}], "de", "st-moritz"),
    (["Griaß di! Potsdam, i hob a 10 (6+4) gegn a 5 vo da Bank, Einsatz 20. Doppln?", "Passt, dankschee, pfiat di"],
     [{"reply": "thanks"}, {"reply": "goodbye"}], "de", None),
    (["Grüezi. Wie viel isch s Maximum pro Box in Wiesbaden?", "Nei, ich mein Cottbus"], [{"rule": "max_bet", "value": 1000}],
     "de", "brandenburg"),
    (["Grüezi. Wie viel isch s Maximum pro Box in Wiesbaden?", "Nei, ich mein Cottbus", "Und s Minimum?",
      "Mir sind zu dritt uf eim Box, jede setzt 400 – was passiert?"],
     [{"rule": "over_max", "value": "reduce_from_last_circle"}, {"amount": "200"}], "de", "brandenburg"),
    (["ایروان، ۱۶ دارم دیلر ۹ داره. سورندر کنم؟ شرطم ۱۰۰۰۰ه", "اگه دستم از اسپلیت اومده باشه چی؟"],
     [{"rule": "surrender_after_split", "value": False}], "fa", "senator"),
    (["wiesbaden chand ta kart begiram ke khodkar bebaram?", "tu senator ham hamine?"],
     [{"rule": "card_charlie", "not_stated": True}], "fa", "senator"),
])
def test_development_set_26_chats(turns, checks, lang, casino):
    """heldout26's chats: Bavarian and Swiss follow-ups ("Und z'St. Moritz?", "Nei, ich mein Cottbus", "dankschee"),
    three on a box each betting 400, a hand from a split, «همینه» in Finglish."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Kurhaus casino: hard 16 against a dealer 10 and I've got 70 euros on it. Can I just give up the hand? How much do I "
     "get back?", [{"rule": "surrender", "value": "late"}, {"amount": "35"}], "en", "wiesbaden"),
    ("Played at Senator in Yerevan last night. I doubled my 10 against the dealer's ace (5000 dram, so 10000 in), then he "
     "drew a king for blackjack and took all 10000. Is that the house rule, or should I only have lost the original 5000?",
     [{"rule": "dealer_blackjack_takes", "not_stated": True}], "en", "senator"),
    ("Gestern im Engadin passiert: 11 gegen eine Zehn verdoppelt, also 2× 30 Franken. Der Croupier zieht ein Ass → Black "
     "Jack, und er hat alle 60 eingesackt. Darf der das, oder hätte nur mein ursprünglicher Einsatz verloren?",
     [{"rule": "dealer_blackjack_takes", "not_stated": True}], "de", "st-moritz"),
    ("wiesbaden digital 21 — I've got 2,3,2,A,4,2,3 lol, seven cards, 17. dealer shows a 10. what happens to my 15 euro "
     "bet?", [{"rule": "card_charlie", "value": 7}, {"amount": "15"}], "en", "wiesbaden"),
    ("Potsdam: the guy who owns the box went to the bar after placing his bet. Only me and one other standing guest have "
     "chips on that box now, I'm on the second circle. Who calls hit or stand?",
     [{"rule": "absent_owner_decider", "value": "next_circle"}, {"says": {"en": ["second circle"]}}], "en", "brandenburg"),
    ("Pair of eights vs dealer 9 at Senator, I'm in for 10k. Split? How much will I have out then?",
     [{"play": "split"}, {"amount": "20000"}], "en", "senator"),
    ("What's the best card counting system for a six-deck shoe in Cottbus?", [{"reply": "decline"}], "en", "brandenburg"),
    ("Spielbank Potsdam: Fünf und Vier, also 9, der Croupier zeigt 'ne 4. Darf ich da doppeln und lohnt sich das?",
     [{"play": "double"}, {"rule": "double_on", "value": [9, 10, 11]}], "de", "brandenburg"),
    ("Cottbus, Box-Max 1000 €. Ich hab 1000 auf einer 11 liegen und will doppeln – darf der Einsatz dann über das Maximum?",
     [{"rule": "double_may_exceed_max", "value": True}, {"amount": "2000"}], "de", "brandenburg"),
    ("Vergelt's Gott, des hod ma echt g'hoifa!", [{"reply": "thanks"}], "de", None),
    ("Merci vielmal und uf Widerluege!", [{"reply": "goodbye"}], "de", None),
    ("chetori kart beshmoram ke too casino bebaram? ye system khoob bego", [{"reply": "decline"}], "fa", None),
])
def test_development_set_27(question, checks, lang, casino):
    """heldout27 (written blind, money and situations, 82.0 % at its first run): 'give up', a dealer blackjack over a
    double, a seven-card hand with the dealer's card, the second circle, '10k', card counting declined, 'Fünf und
    Vier, also 9', a box's own maximum, Bavarian thanks and a Swiss goodbye, counting cards in Finglish."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["I'm at St. Moritz on the 3:2 table with 40 francs out. What exactly does a blackjack pay me?",
      "and on the other table?", "What if it's the jack of spades and the ace of spades over there?",
      "How about the Potsdam place, same 40?"], [{"rule": "blackjack_pays", "value": "3:2"}, {"amount": "60"}], "en",
     "brandenburg"),
    (["Wiesbaden, I've got 6-4 for 10, dealer shows a 5. 30 on the box. What's the move?",
      "What if the dealer had a 9 instead?"], [{"play": "double"}], "en", "wiesbaden"),
    (["Moin! Cottbus, Boxmaximum 1000 €. Der Boxinhaber hat 600 im Doppelkreis, ich 300 im zweiten Kreis, mein Kumpel "
      "250 im dritten. Was passiert da?"], [{"rule": "over_max", "value": "reduce_from_last_circle"}, {"amount": "100"}],
     "de", "brandenburg"),
    (["Moin! Cottbus, Boxmaximum 1000 €. Der Boxinhaber hat 600 im Doppelkreis, ich 300 im zweiten Kreis, mein Kumpel "
      "250 im dritten. Was passiert da?", "Der Boxinhaber verdoppelt dann seine 600 auf eine 11 – geht das über die 1000?",
      "Nächste Runde: er setzt und haut ab, bevor er Karten kriegt. Nur ich steh noch mit auf seiner Box. Wer sagt jetzt "
      "Karte oder Rest?"], [{"rule": "absent_owner_decider", "value": "next_circle"}, {"says": {"de": ["Kreis"]}}], "de",
     "brandenburg"),
    (["Bei Queens Trio, auch 10: Herz-Dame und Pik-Dame, Croupier Karo-Dame? St. Moritz",
      "Und wenn der Croupier stattdessen eine Kreuz-Zehn hat?"], [{"rule": "pays", "value": "10:1"}, {"amount": "100"}],
     "de", "st-moritz"),
    (["Wiesbaden: Ich hab 50 € auf 11 verdoppelt, der Croupier hatte ein Ass offen. Am Schluss dreht er die verdeckte "
      "Karte um: Bube. Verlier ich 100 oder nur 50?", "Und in Kiel?",
      "Andere Frage für dort: Ich teile zwei Damen, auf die erste kommt ein Ass."],
     [{"rule": "split_ten_ace_is_blackjack", "value": True}], "de", "schleswig-holstein"),
    (["سلام. تو کازینو سناتور ۱۲ دارم (ده و دو) و دیلر ۳. چی کار کنم؟", "دست جدید: دو تا پنج در برابر ۸، شرطم ۳۰۰۰.",
      "همین دست رو در ویسبادن هم دوبل می‌کنم؟"], [{"play": "double"}, {"rule": "double_on", "value": [9, 10, 11]}], "fa",
     "wiesbaden"),
    (["در سنت موریتز سه تا هفت آوردم، شرطم ۵۰ فرانک بود. چی میشه؟", "اگه بعدش دستم هم از دیلر ببره چی؟"],
     [{"amount": "100"}], "fa", "st-moritz"),
    (["در سنت موریتز سه تا هفت آوردم، شرطم ۵۰ فرانک بود. چی میشه؟", "اگه بعدش دستم هم از دیلر ببره چی؟",
      "پوتسدام هم همین قانون رو داره؟"], [{"rule": "three_sevens_pays", "not_stated": True}], "fa", "brandenburg"),
    (["salam, dar wiesbaden 100 euro shart gozashtam, diler A dare. chand mitoonam bime bezaram?",
      "too senator chi? sharte 10000 bastam, hadeaghal miz 2000 e"], [{"amount": "1000"}, {"amount": "5000"}], "fa",
     "senator"),
    (["salam, dar wiesbaden 100 euro shart gozashtam, diler A dare. chand mitoonam bime bezaram?",
      "too senator chi? sharte 10000 bastam, hadeaghal miz 2000 e", "va age khodam blackjack dashte basham?"],
     [{"rule": "even_money", "value": True}, {"amount": "10000"}], "fa", "senator"),
])
def test_development_set_27_chats(turns, checks, lang, casino):
    """heldout27's chats: the chat's bet at another casino ('same 40'), '6-4 for 10', 'Boxmaximum', 'seine 600', an
    owner who 'haut ab', a side bet's dealer card told 'stattdessen' after 'Queens Trio, 10:', split queens and an ace in
    a strategy chat, «همین دست» at another casino, a win after three sevens in Persian, an insurance chat's bet and
    table minimum at the next casino, and the guest's own blackjack in it (even money)."""
    satisfies_at_the_end(turns, checks, lang, casino)


def test_the_choices_offered_do_not_repeat_the_topic_answered():
    """A topic read from the cards (a seven-card hand) is not offered again among the choices ("Or did you mean the card
    trick …?" under the card trick's own answer)."""
    answer = ask("wiesbaden digital 21 — I've got 2,3,2,A,4,2,3 lol, seven cards, 17. dealer shows a 10. what happens to "
                 "my 15 euro bet?", rules_dir=RULES)
    assert answer.intent == "seven_card_trick"
    assert all(choice["intent"] != answer.intent for choice in answer.choices)


@pytest.mark.parametrize(("question", "lang", "cards", "amount"), [
    ("Wiesbaden, I've got 6-4 for 10, dealer shows a 5", "en", ("6", "4"), None),
    ("Fünf und Vier, also 9, der Croupier zeigt 'ne 4", "de", ("5", "4"), None),
    ("I have 4, 2 and 6 against a 9", "en", ("4", "2", "6"), None),  # no word sums them: three cards
    ("I have 2, 3 and 5 against a 6", "en", ("2", "3", "5"), None),  # a list, not two 3s
    ("Pair of eights vs dealer 9, I'm in for 10k", "en", ("8", "8"), Decimal("10000")),
    ("I have 10 K vs 6", "en", ("10", "K"), None),  # "10 K" is a ten and a king, not ten thousand
])
def test_a_total_told_after_its_cards_and_a_sum_in_thousands(question, lang, cards, amount):
    slots = read_slots(question, lang)
    assert slots.cards == cards and slots.amount == amount


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("I'm standing behind a seated player in St. Moritz with a bet on his box. If I want to double and he doesn't, can "
     "I do it on my own?", [{"rule": "co_bettors_join_double", "value": True}], "en", "st-moritz"),
    ("Servus mitnand! I hätt a paar Fragen zum Blackjack, wenn's recht is.", [{"reply": "greeting"}], "de", None),
    ("Welche Casinos haben überhaupt Surrender? Ich kenn's bisher nur aus Wiesbaden.",
     [{"rule": "surrender", "value": "late", "casino": "wiesbaden"},
      {"rule": "surrender", "not_stated": True, "casino": "brandenburg"}], "de", None),
    ("در سناتور بعد از اینکه شرطم را گذاشتم، می‌توانم ژتون‌هایم را داخل باکس مرتب یا جابجا کنم؟",
     [{"rule": "touch_chips_in_box", "value": False}], "fa", "senator"),
    ("مرسی، روز خوش", [{"reply": "thanks"}, {"reply": "goodbye"}], "fa", None),
    ("salam, senator yerevan: 5 o 4 daram (9), diler 4 dare. dabl konam?", [{"reply": "greeting"}, {"play": "double"}],
     "fa", "senator"),
    ("kheyli mamnoon azat, khodafes", [{"reply": "thanks"}, {"reply": "goodbye"}], "fa", None),
    ("پوتسدام سقف شرط روی هر باکس چقدره؟ اگه همون سقف رو گذاشته باشم و ۱۱ بیارم بازم می‌تونم دوبل کنم؟ اون‌وقت کلاً چقدر "
     "روی باکسه؟", [{"rule": "max_bet", "value": 1000}, {"rule": "double_may_exceed_max", "value": True},
                  {"amount": "2000"}], "fa", "brandenburg"),
])
def test_development_sets_28_and_29(question, checks, lang, casino):
    """heldout28 (rules asked many ways, 96.6 % at its first run) and heldout29 (conversations, 78.0 %): doubling on
    one's own behind a box, 'a paar Fragen' is a greeting's preface, 'which casinos' though one is named, moving chips
    in Persian, «روز خوش», a total in brackets, «۱۱ بیارم» is a hand beside the maximum bet."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["hi! im at the digital 21 in wiesbaden, 40€ on the box. got 10-6, dealer shows 9. what do i do?",
      "nah dont wanna give up. hit and got a 3"], [{"play": "stand"}], "en", "wiesbaden"),
    (["hi! im at the digital 21 in wiesbaden, 40€ on the box. got 10-6, dealer shows 9. what do i do?",
      "nah dont wanna give up. hit and got a 3", "dealer busted 😎 how much did i win on my 40?"], [{"amount": "40"}],
     "en", "wiesbaden"),
    (["yerevan, senator casino. 5000 dram bet, I have A-6 and the dealer has a 5. what should I do?",
      "ok doubled. how much is on the box now?"], [{"amount": "10000"}], "en", "senator"),
    (["yerevan, senator casino. 5000 dram bet, I have A-6 and the dealer has a 5. what should I do?",
      "ok doubled. how much is on the box now?", "got a 4, so 21. dealer ended on 20. how much do I collect in total?"],
     [{"amount": "20000"}], "en", "senator"),
    (["Moin! Potsdam, 20 € gesetzt, hab 12, Bank zeigt ne 3. Karte oder Rest?", "hab ne 2 bekommen, jetzt 14"],
     [{"play": "stand"}], "de", "brandenburg"),
    (["Moin! Potsdam, 20 € gesetzt, hab 12, Bank zeigt ne 3. Karte oder Rest?", "hab ne 2 bekommen, jetzt 14",
      "Bank hatte 18, weg isses 🙄 Nächste Hand: 5 und 5 gegen ne 8, wieder 20 €.", "gedoppelt. wie viel liegt jetzt drin?",
      "Gewonnen!! wie viel krieg ich insgesamt zurück?"], [{"amount": "80"}], "de", "brandenburg"),
    (["Grüezi! Bin im Casino im Engadin am 3:2-Tisch, 20 Stutz gesetzt, hab 7 und 7, Croupier zeigt ne 6. Teilen?",
      "hab doch nicht geteilt, hab ne Karte genommen – wieder ne 7!! 🎰"],
     [{"rule": "three_sevens_pays", "value": "1:1", "table": "classic"}, {"amount": "20"}], "de", "st-moritz"),
    (["salam, wiesbaden digital 21 am. 10 o 5 daram, diler 7. chikar konam?", "hit kardam, 2 oumad. 17 shodam"],
     [{"play": "stand"}], "fa", "wiesbaden"),
    (["in st moritz what does a blackjack pay?", "ok i'm at the 6:5 one. 50 on the box, blackjack. how much?",
      "is that bonus at both tables?"], [{"rule": "bonus_blackjack", "value": None, "table": "classic"}], "en",
     "st-moritz"),
    (["Casino St. Moritz: darf ich bei Ass-7 verdoppeln?", "auch nach dem Teilen?", "und als Mitspieler hinter der Box?"],
     [{"rule": "co_bettors_join_double", "value": True}], "de", "st-moritz"),
    (["Casino St. Moritz: darf ich bei Ass-7 verdoppeln?", "warum ging das dann letzte Woche in Cottbus nicht?"],
     [{"rule": "double_on", "value": [9, 10, 11]}], "de", "brandenburg"),
    (["Im Casino SH: hab Blackjack, 40 € drauf, die Bank zeigt ne 10. Krieg ich gleich mein Geld?",
      "und wenn sie ne 6 hätte?"], [{"amount": "60"}], "de", "schleswig-holstein"),
    (["کازینو شلسویگ-هولشتاین فقط با ۹ و ۱۰ و ۱۱ میشه دوبل کرد؟",
      "sorry my friend asks in english – can the doubled bet go over the table maximum there?"],
     [{"rule": "double_may_exceed_max", "value": True}], "en", "schleswig-holstein"),
    (["cottbus max e shart roo har box chande?",
      "age 3 nafar roo ye box bazi konim har kodoom mitoonim 1000 bezarim?"],
     [{"rule": "bettors_per_box", "value": 3}, {"rule": "over_max", "value": "reduce_from_last_circle"}], "fa",
     "brandenburg"),
    (["st moritz, 2 ta ace daram, diler 6. split?", "baad az split roo har ace chand ta kart midan?"],
     [{"rule": "hit_split_aces", "value": False}], "fa", "st-moritz"),
])
def test_development_set_29_chats(turns, checks, lang, casino):
    """heldout29's conversations played hand by hand: a card drawn to the chat's hand ('hit and got a 3', 'hab ne 2
    bekommen', «2 oumad»), the dealer's bust paid, a double told done and then won, a new hand after 'Nächste Hand',
    three sevens drawn, 'both tables', a co-bettor's double, 'warum … in Cottbus nicht?', 'wenn sie ne 6 hätte', an
    English turn in a Persian chat, three guests each 1000 in Finglish, cards on split aces."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Servus, Wiesbaden Digital 21, 25 € Einsatz, zwei Achten gegen ne 7. Was tun?",
      "gesplittet, auf die erste Acht kommt ne 3. doppeln?"],
     [{"rule": "double_after_split", "value": True}, {"play": "double"}], "de", "wiesbaden"),
    (["پوتسدام، دو تا ۶ دارم و دیلر ۵ داره. چیکار کنم؟", "اسپلیت کردم و باز یه ۶ دیگه اومد. میشه دوباره اسپلیت کرد؟",
      "شرطم ۳۰ یورو بود و الان سه تا دست دارم. کلاً چقدر روی میزه؟"], [{"amount": "90"}], "fa", "brandenburg"),
    (["Grüezi! Bin im Casino im Engadin am 3:2-Tisch, 20 Stutz gesetzt, hab 7 und 7, Croupier zeigt ne 6. Teilen?",
      "hab doch nicht geteilt, hab ne Karte genommen – wieder ne 7!! 🎰", "Croupier hat am Ende 19. Was hab ich insgesamt "
      "gewonnen?"], [{"amount": "40"}], "de", "st-moritz"),
])
def test_a_hand_played_on_after_a_split_or_three_sevens(turns, checks, lang, casino):
    """heldout29: a card drawn to one split card ('auf die erste Acht kommt ne 3') asks what may be done after a
    split; three hands after splitting again hold three bets; a hand not split ('doch nicht geteilt') that drew a
    third seven and beat the dealer's 19 wins the seven's pay and the hand's."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("whats actually the diff between the 6:5 and the 3:2 tables in st moritz? is 6:5 ever worth it",
     [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"},
      {"rule": "blackjack_pays", "value": "6:5", "table": "bonus"}, {"rule": "pays", "value": "5:1"}], "en", "st-moritz"),
    ("betting behind a guy in SH. he splits, i dont wanna follow. where do my chips play?",
     [{"rule": "co_bettors_join_split", "value": True}], "en", "schleswig-holstein"),
    ("wiesbaden - I've got 6 small cards, total 16. if I take a 7th and don't bust is that an auto win?",
     [{"rule": "card_charlie", "value": 7}], "en", "wiesbaden"),
    ("3CW side bet st moritz: i have 5♣ 8♠ and dealer shows K♣. 10 on 3CW, do i win anything?",
     [{"rule": "pays", "value": "4:1"}, {"amount": "40"}], "en", "st-moritz"),
    ("queens trio, 10 chf on it - no wait, 15. i got Q♠ Q♥, dealer shows a 9. payout?",
     [{"rule": "pays", "value": "10:1"}, {"amount": "150"}], "en", "st-moritz"),
    ("Potsdam, Tischmax 1000. Boxinhaber hat 600 drin, ich im zweiten Kreis 300, mein Kumpel im dritten 200. Was passiert "
     "jetzt?", [{"rule": "over_max", "value": "reduce_from_last_circle"}, {"amount": "100"}], "de", "brandenburg"),
    ("In Wiesbaden: 10er gesplittet, dann kommt ein Ass – BJ oder nur 21?",
     [{"rule": "split_ten_ace_is_blackjack", "value": False}], "de", "wiesbaden"),
    ("Senator: Tischminimum 2000 Dram, ich spiel 6000. Wie viel darf ich auf die Versicherung legen – mindestens und "
     "höchstens?", [{"rule": "insurance_max_fraction", "value": 0.5}, {"amount": "1000"}, {"amount": "3000"}], "de",
     "senator"),
    ("Senator: Was passiert, wenn ich mit dem Dealer über ne Auszahlung streite?",
     [{"rule": "disputes", "value": "management_decides"}], "de", "senator"),
    ("Wo kann ich mehr pro Box setzen, Wiesbaden oder Potsdam?",
     [{"rule": "max_bet", "value": 500, "casino": "wiesbaden"}, {"rule": "max_bet", "value": 1000, "casino": "brandenburg"}],
     "de", None),
    ("gn, off to bed 😴", [{"reply": "goodbye"}], "en", None),
    ("Macht's gut!", [{"reply": "goodbye"}], "de", None),
])
def test_development_set_30(question, checks, lang, casino):
    """heldout30 (written blind, 92.5 % at its first run): what differs between a casino's tables, not following a
    split, a seventh card, a bet after the dealer's card, '10 chf … no wait, 15', 'Tischmax', split tens then an ace,
    'ich spiel 6000', quarrels, a check naming its casino in a comparison, 'gn', 'Macht's gut'."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["st moritz 3:2 table, I have 10 vs dealer 9, 20 bet. double?", "new hand: A-7 against a 3", "same hand in cottbus?"],
     [{"rule": "double_on", "value": [9, 10, 11]}, {"play": "stand"}], "en", "brandenburg"),
    (["st moritz miz 6:5, J pik o A pik avordam, 40 frank"], [{"rule": "pays", "value": "5:1"}, {"amount": "200"}], "fa",
     "st-moritz"),
    (["st moritz miz 6:5, J pik o A pik avordam, 40 frank", "age hamin too mize 3:2 bud chi?"],
     [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"}, {"amount": "60"}], "fa", "st-moritz"),
    (["st moritz, 2 ta ace daram, diler 6. split?", "baad az split roo har ace chand ta kart midan?",
      "roo yeki K oumad, blackjack hesab mishe?"], [{"rule": "split_ace_ten_is_blackjack", "value": False}], "fa",
     "st-moritz"),
])
def test_development_set_30_chats(turns, checks, lang, casino):
    """heldout30's chats: 'same hand' at another casino, Latin card letters in Finglish («J pik o A pik»), the chat's
    natural at the other table, and a ten on a split ace is no card drawn to play on."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("potsdam mishe pool naghd mostaghim bezaram ru box ya hatman zheton?", [{"rule": "bets_in_chips_only", "value": True}],
     "fa", "brandenburg"),
    ("سلام، تو سنت موریتز سر میز ۶:۵ جک پیک با آس پیک اومد 😍 ۲۰ فرانک گذاشته بودم، چقدر میدن؟",
     [{"rule": "pays", "value": "5:1"}, {"amount": "100"}], "fa", "st-moritz"),
    ("بیمه تو سن موریتز چند به چند میده؟ بتم ۸۰ باشه حداکثر چقد میشه بیمه گذاشت؟",
     [{"rule": "insurance_max_fraction", "value": 0.5}, {"amount": "40"}], "fa", "st-moritz"),
    ("سناتور: آسا رو جدا کردم و رو یکیش ده اومد. هر دست ۱۰۰۰۰ درام. اگه ببرم چقد میدن؟",
     [{"rule": "split_ace_ten_is_blackjack", "value": False}, {"amount": "10000"}], "fa", "senator"),
    ("dadasham 17 salashe, potsdam mitune biad? kart meli lazeme?",
     [{"rule": "min_age", "value": 18}, {"rule": "id_required", "value": True}], "fa", "brandenburg"),
    ("senator blackjack chan mide? 30 hezar dram bet zadam", [{"rule": "blackjack_pays", "value": "3:2"},
                                                             {"amount": "45000"}], "fa", "senator"),
    ("بیمه تو سناتور حداقل و حداکثرش چقده؟ مینیمم میز ۵۰۰۰ درامه، بتم ۲۰۰۰۰",
     [{"rule": "insurance_min_table_fraction", "value": 0.5}, {"amount": "2500"}, {"amount": "10000"}], "fa", "senator"),
    ("سه کارت وینز زدم ۱۰ فرانکی، دوتا سرباز دل و خشت اومد برام، کارت اول دیلرم سرباز دل 🔥 چقد بردم؟",
     [{"rule": "pays", "value": "200:1"}, {"amount": "2000"}], "fa", "st-moritz"),
    ("تو پوتسدام میتونم به بغل‌دستیم بگم کارت بکشه یا نه؟ 😅", [{"rule": "advice_to_box_owner", "value": False}], "fa",
     "brandenburg"),
    ("سه تا ۷ رو باکسم اومد 7️⃣7️⃣7️⃣ بتم ۴۰ فرانکه، سنت موریتز. چی میشه؟",
     [{"rule": "three_sevens_pays", "value": "1:1"}, {"amount": "40"}], "fa", "st-moritz"),
    ("SH, 10 10 daram diler 5. esplit konam? shenidam age bad az split A biad blackjack hesab mishe",
     [{"play": "stand"}, {"rule": "split_ten_ace_is_blackjack", "value": True}], "fa", "schleswig-holstein"),
    ("پوتسدام مکس بت هر باکس چقده؟ مین چی؟", [{"rule": "max_bet", "value": 1000}, {"rule": "min_bet", "value": 2}], "fa",
     "brandenburg"),
    ("سرندر دارن ویسبادن؟ با ۴۰ یورو بت اگه سرندر کنم چقدش برمیگرده؟", [{"rule": "surrender", "value": "late"},
                                                                      {"amount": "20"}], "fa", "wiesbaden"),
    ("okey fe3lan, bye bye 👋", [{"reply": "goodbye"}], "fa", None),
    ("damet garm dadash, merci 👌", [{"reply": "thanks"}], "fa", None),
])
def test_development_set_31(question, checks, lang, casino):
    """heldout31 (Persian only, written blind, 81.4 % at its first run): cash or chips in Finglish, «جک پیک», «بتم»,
    «آسا رو جدا کردم», age and ID in Finglish, 'hezar', «مینیمم», two jacks of two suits, the 3CW's Persian name, the
    neighbour's advice, «فرانکه», split tens and an ace beside a play, «مکس» and «مین», «سرندر», 'fe3lan', 'damet garm'."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["سنت موریتز، کوئینز تریو ۱۰ فرانکی: یه بی‌بی خشت دارم با ۴، کارت دیلر ۸.", "اگه بی بی پیک بود چی؟"],
     [{"rule": "pays", "value": "4:1"}, {"amount": "40"}], "fa", "st-moritz"),
    (["سنت موریتز، کوئینز تریو ۱۰ فرانکی: یه بی‌بی خشت دارم با ۴، کارت دیلر ۸.",
      "حالا 3CW هم ۱۰ فرانک گذاشتم: کارتام ۵ پیک و ۹ گشنیز، کارت دیلر شاه پیک",
      "ببخشید اشتباه گفتم، بت 3CW م ۲۵ فرانک بود نه ۱۰"], [{"amount": "100"}], "fa", "st-moritz"),
    (["شلسویگ هولشتاین: با ۵۰ یورو بلک جک دارم، دیلر ۵ داره. کی و چقد میدن؟", "اگه دیلر آس داشت چی؟ بیمه چقد میتونم بذارم؟"],
     [{"rule": "insurance_pays", "value": "2:1"}, {"amount": "25"}], "fa", "schleswig-holstein"),
    (["st moritz 3 card wins 20 franc: 2 ta shah (K) man daram, diler ham K."],
     [{"rule": "pays", "value": "50:1"}, {"amount": "1000"}], "fa", "st-moritz"),
])
def test_development_set_31_chats(turns, checks, lang, casino):
    """heldout31's chats: the guest's side-bet card told anew by its suit, a side bet's stake put right with its name,
    insurance asked by name after a blackjack against an ace, a card letter glossing the card just named."""
    satisfies_at_the_end(turns, checks, lang, casino)


def test_a_side_bets_own_rule_named_is_the_side_bets_topic():
    """heldout31 p053: «کوئین تریو رو میشه بعد از اینکه کارتامو دیدم بذارم؟» asks when a side bet is placed — the side
    bets' topic, with that rule (before the deal), not the absent box owner."""
    answer = ask("سنت موریتز، کوئین تریو رو میشه بعد از اینکه کارتامو دیدم بذارم؟ یا باید قبلش؟", rules_dir=RULES)
    assert answer.intent == "side_bets"
    assert "زمان گذاشتن شرط جانبی: پیش از پخش کارت‌ها" in answer.answer
    assert ask("st moritz: can I still place queens trio after I see my cards?", rules_dir=RULES).intent == "side_bets"


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("hiya 👋 first night ever at a bj table, pls be gentle lol", [{"reply": "greeting"}], "en", None),
    ("St Moritz, the 3:2 table. put 50 down, got A-K and the dealer shows a 6. whats my payout?",
     [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"}, {"amount": "75"}], "en", "st-moritz"),
    ("queens trio, 10 chf. I had Q♠ Q♥, dealer a 5. guy next to me says thats 'two queens of spades' = 20:1?? really?",
     [{"rule": "pays", "value": "10:1"}, {"amount": "100"}], "en", "st-moritz"),
    ("wiesbaden, 100 – no wait, 120 on the box. I've got blackjack and the dealer's first card is an ace. if i take even "
     "money what do i get?", [{"rule": "even_money", "value": True}, {"amount": "120"}], "en", "wiesbaden"),
    ("Good evening. I have won rather nicely at St. Moritz tonight and I am unsure about the local custom: is it expected "
     "that I give something to the croupiers, and if so, how much would be appropriate? Thank you kindly.",
     [{"rule": "tips", "value": "customary"}], "en", "st-moritz"),
    ("can you book me a table in st moritz for saturday, party of 4?", [{"reply": "decline"}], "en", "st-moritz"),
    ("QT, 10 gsetzt: i hab Pik-Dame + 4, Croupier a Herz-Dame. Mei Spezl sagt 4:1 wegen da Pik-Dame, stimmt des?",
     [{"rule": "pays", "value": "10:1"}, {"amount": "100"}], "de", "st-moritz"),
    ("Jerewan: nach dem Teilen verdoppeln erlaubt? Bei Assen auch?",
     [{"rule": "double_after_split", "value": True}, {"rule": "hit_split_aces", "value": False}], "de", "senator"),
    ("Grüß Gott, eine Frage zu St. Moritz: Wenn der Croupier am Ende einen Black Jack hat und ich vorher gesplittet und "
     "verdoppelt habe – ist dann mein ganzer Einsatz weg oder nur der ursprüngliche? Vielen Dank im Voraus!",
     [{"rule": "dealer_blackjack_takes", "not_stated": True}], "de", "st-moritz"),
    ("Kiel: hab BJ, Bank hat ein Ass offen. Wird gleich bezahlt?",
     [{"rule": "blackjack_paid_immediately_against", "value": [2, 3, 4, 5, 6, 7, 8, 9]}], "de", "schleswig-holstein"),
    ("Kannst du mir in Wiesbaden nen Tisch für Samstag reservieren?", [{"reply": "decline"}], "de", "wiesbaden"),
    ("Wo gibt's in Potsdam den besten Döner? 😋", [{"reply": "decline"}], "de", "brandenburg"),
    ("سناتور: دیلر آس داره منم بلک جک دارم با ۵۰ هزار. اگه پول برابر (even money) بگیرم چقدر میشه؟",
     [{"rule": "even_money", "value": True}, {"amount": "50000"}], "fa", "senator"),
    ("سناتور: میشه همزمان رو دو تا بوکس شرط بست؟ اصلا میز چند تا بوکس داره؟",
     [{"rule": "boxes_per_guest", "value": None}, {"rule": "boxes", "value": 7}], "fa", "senator"),
])
def test_development_set_32(question, checks, lang, casino):
    """heldout32 (written blind in the blind set's style, 91.2 % at its first run): 'hiya', a natural's payout beside
    the dealer's card, a neighbour's claim after the guest's cards, '100 – no wait, 120', tips asked politely, table
    bookings and Döner declined, 'bei Assen auch?', 'nur der ursprüngliche', 'gleich bezahlt', «۵۰ هزار», «بوکس»."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Wiesbaden, Einsatz 80, Croupier zeigt Ass. Wie viel Versicherung max?", "Sorry, Einsatz war 90",
      "Und wenn ich nen BJ hab und Even Money nehm – was krieg ich?", "Und in Cottbus gäb's das auch?"],
     [{"rule": "even_money", "not_stated": True}], "de", "brandenburg"),
    (["Ick sitz in Cottbus, hab 9-9 jegen ne 6. Wat mach ick?"], [{"play": "split"}], "de", "brandenburg"),
    (["salam, cottbus max bet chande?", "min chi?"], [{"rule": "min_bet", "value": 2}], "fa", "brandenburg"),
    (["st moritz, A-7 daram diler 9, 10 franc. chikar konam?", "na babakhshid, diler 5 dare"],
     [{"play": "double"}, {"rule": "double_soft", "value": True}], "fa", "st-moritz"),
])
def test_development_set_32_chats(turns, checks, lang, casino):
    """heldout32's chats: 'gäb's das auch?' at another casino, Berlin 'jegen', 'min chi?', 'babakhshid'."""
    satisfies_at_the_end(turns, checks, lang, casino)


def test_a_hand_stays_the_chats_topic_after_what_it_returned():
    """heldout29 q24: after the play and what a surrender returns, "age too potsdam boodam chi?" and "va too senator?"
    ask about the same hand there: its play (Senator: surrender), and Potsdam's silence on surrender."""
    turns = ["salam! wiesbaden digital am, 10 o 6 daram diler 9. surrender konam?", "shartam 100 euro bood, chand pas migiram?",
             "age too potsdam boodam chi?"]
    satisfies_at_the_end(turns, [{"rule": "surrender", "not_stated": True}, {"play": "hit"}], "fa", "brandenburg")
    satisfies_at_the_end([*turns, "va too senator?"], [{"play": "surrender"}], "fa", "senator")


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("cottbus max bet? and can 3 of us pile onto one box", [{"rule": "max_bet", "value": 1000},
                                                           {"rule": "bettors_per_box", "value": 3}], "en", "brandenburg"),
    ("Queens Trio, drei Damen, davon zwei Pik, 10 gesetzt – was gibts?", [{"rule": "pays", "value": "50:1"},
                                                                         {"amount": "500"}], "de", "st-moritz"),
    ("Wenn der Croupier in Potsdam am Ende BJ hat, ist dann mein Verdoppeltes auch weg?",
     [{"rule": "dealer_blackjack_takes", "not_stated": True}], "de", "brandenburg"),
    ("gibts in Brandenburg ne Nummer wenn man merkt dass man zu viel spielt?", [{"says": {"de": ["BZgA"]}}], "de",
     "brandenburg"),
    ("Guten Abend, entschuldigen Sie die Störung. Ich spiele im Casino Schleswig-Holstein, habe 50 Euro gesetzt und "
     "einen Blackjack bekommen, die erste Karte der Bank ist aber ein Ass. Wird mir der Blackjack sofort ausgezahlt, "
     "und wenn nicht, wie viel bekomme ich, falls die Bank keinen Blackjack hat? Vielen Dank!",
     [{"rule": "blackjack_paid_immediately_against", "value": [2, 3, 4, 5, 6, 7, 8, 9]}, {"amount": "75"}], "de",
     "schleswig-holstein"),
    ("ایروان: بعد اسپلیت میشه دابل کرد؟", [{"rule": "double_after_split", "value": True}], "fa", "senator"),
    ("کوتبوس: اگه صاحب باکس تنها بازی کنه و پاشه بره چی میشه؟", [{"rule": "absent_owner_draws_to", "value": 12}], "fa",
     "brandenburg"),
    ("to SH age blackjack biaram va avalin karte dealer 5 bashe, zood poolamo midan? shartam 20",
     [{"rule": "blackjack_paid_immediately_against", "value": [2, 3, 4, 5, 6, 7, 8, 9]}, {"amount": "30"}], "fa",
     "schleswig-holstein"),
])
def test_development_set_33(question, checks, lang, casino):
    """heldout33 (written blind, 93.2 % at its first run): 'pile onto one box', 'davon zwei Pik', 'mein Verdoppeltes',
    the helpline, a blackjack against an ace where no even money is offered (what it comes to), «بعد اسپلیت … دابل»,
    «پاشه بره», 'zood poolamo midan'."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["wiesbaden: how much can i insure on a 60 bet?", "sorry, i meant 80 not 60", "and in potsdam?",
      "and at the senator, same 80, table min is 10?"],
     [{"rule": "insurance_min_table_fraction", "value": 0.5}, {"amount": "5"}, {"amount": "40"}], "en", "senator"),
    (["سناتور: دو تا ۸ دارم دیلر ۷ نشون میده، شرط ۱۰۰۰۰", "اسپلیت کردم رو اولی ۳ اومد، شد ۱۱. دابل کنم؟",
      "رو دومی باز ۸ اومد 😅 میتونم دوباره اسپلیت کنم؟"], [{"rule": "max_split_hands", "not_stated": True}], "fa",
     "senator"),
])
def test_development_set_33_chats(turns, checks, lang, casino):
    """heldout33's chats: 'same 80, table min is 10' is a bet and the table's minimum (not 'the 80 table'); a card on
    the second split hand with 'split again' asks about splitting again, not a play on that card."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("wiesbaden digital: I'm sitting on 2,3,2,A,3,2 = 13 with six cards. if the next card doesn't bust me what happens?",
     [{"rule": "card_charlie", "value": 7}], "en", "wiesbaden"),
    ("Cottbus: wir sind zu dritt auf einer Box. Ich im Doppelkreis 600, mein Kumpel im 2. Kreis 300, der Dritte im 3. "
     "Kreis 200. Geht das so?", [{"rule": "max_bet", "value": 1000}, {"rule": "bettors_per_box", "value": 3},
                                {"amount": "100"}], "de", "brandenburg"),
    ("Cottbus, der Typ an Box 3 spielt die Box allein, hat gesetzt und ist einfach rausgegangen (Klo?). Was passiert mit "
     "seiner Hand?", [{"rule": "absent_owner_draws_to", "value": 12}], "de", "brandenburg"),
    ("Darf ich meinem Nachbarn in Cottbus sagen, er soll noch ne Karte nehmen? Der steht auf 11 😬",
     [{"rule": "advice_to_box_owner", "value": False}], "de", "brandenburg"),
    ("kannst du mir sagen wer heut Abend in der Bundesliga gewinnt? 😁", [{"reply": "decline"}], "de", None),
    ("تو سناتور خودم میتونم کارتامو بردارم یا ژتونمو تو باکس جابجا کنم؟",
     [{"rule": "touch_cards", "value": False}, {"rule": "touch_chips_in_box", "value": False}], "fa", "senator"),
])
def test_fresh_check_set_34(question, checks, lang, casino):
    """heldout34 (a check after the review, written blind, 90.4 % at its first run): six cards and the next, the box
    maximum beside the cut-back rule, an owner gone to the loo, telling a neighbour, the Bundesliga, touching cards and
    chips in Persian."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("wiesbaden digital21 min/max per box?", [{"rule": "min_bet", "value": 2}, {"rule": "max_bet", "value": 500}],
     "en", "wiesbaden"),
    ("wiesbaden: 6 small cards = 17. if i take one more and dont bust do i win automatically?",
     [{"rule": "card_charlie", "value": 7}], "en", "wiesbaden"),
    ("betting behind in cottbus. owner splits his 9s and i dont want to put more money in. what happens to my chips? "
     "and can i join if he splits again?",
     [{"rule": "co_bettors_join_split", "value": True}, {"rule": "declined_split_rejoins", "value": False}], "en",
     "brandenburg"),
    ("whats the betting line on the bayern game tonight? wanna put 50 on it", [{"reply": "decline"}], "en", None),
    ("Good evening. My wife and I are visiting Switzerland next week and would very much like to try blackjack at the "
     "casino in St. Moritz. Could you kindly explain how splitting works there: how many times may one split, and what "
     "happens when one splits two aces? Many thanks in advance.",
     [{"rule": "max_split_hands", "value": 4}, {"rule": "hit_split_aces", "value": False},
      {"rule": "split_ace_ten_is_blackjack", "value": False}], "en", "st-moritz"),
    ("wiesbaden: 200 on the box, dealer ace, how much insurance max? oh wait no, i've got 300 on it",
     [{"amount": "150"}, {"rule": "insurance_pays", "value": "2:1"}], "en", "wiesbaden"),
    ("Kann ich in Cottbus einfach nen Fuffi bar in die Box legen?", [{"rule": "bets_in_chips_only", "value": True}],
     "de", "brandenburg"),
    ("Bim 3CW han i 3 Chünig übercho, 2 bi mir und eine bim Croupier. Iisatz 20 Stutz. Was gits?",
     [{"rule": "pays", "value": "50:1"}, {"amount": "1000"}], "de", "st-moritz"),
    ("Wiesbaden: nach nem Split hab ich 5+5 auf der einen Hand, darf ich die doppeln?",
     [{"rule": "double_after_split", "value": True}], "de", "wiesbaden"),
    ("Jerewan: wie viele Boxen hat der Tisch und mit wie vielen Decks wird gespielt?",
     [{"rule": "boxes", "value": 7}, {"rule": "decks", "value": 6}], "de", "senator"),
    ("سقف و کف شرط تو میزای بلک‌جک سناتور چقدره؟",
     [{"rule": "min_bet", "not_stated": True}, {"rule": "max_bet", "not_stated": True}], "fa", "senator"),
])
def test_development_set_25(question, checks, lang, casino):
    """heldout25 (the blind set of the session before, 94.3 % at its blind run, read afterwards): 'per box' is English,
    the card trick by 'win automatically', joining a later split, sports betting declined, what splitting aces brings,
    a bet put right after the question, cash in the box, Swiss German kings, 'nach nem Split … doppeln', two questions
    in one (boxes and decks; «سقف و کف»)."""
    satisfies(question, checks, lang, casino)


def test_thanks_in_advance_after_the_question_is_not_answered_with_you_are_welcome():
    answer = ask("Good evening. Could you kindly explain how splitting works in St. Moritz? Many thanks in advance.",
                 rules_dir=RULES)
    assert answer.answer.startswith("Hello!\n") and "You are welcome" not in answer.answer
    assert ask("Thanks! And what does blackjack pay in Potsdam?", rules_dir=RULES).answer.startswith("You are welcome!")


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Servus, Potsdam: 2 Achter gegen ne 9, 20 € drauf", "und wenn dann wieder ne Acht kommt?"],
     [{"rule": "max_split_hands", "value": None}], "de", "brandenburg"),
    (["Cottbus: der Boxinhaber is aufm Klo, nur ich (2. Kreis) und noch einer stehen auf der Box. Wer entscheidet?",
      "und wenn er allein gespielt hätt?", "is des in St. Moritz auch geregelt?"],
     [{"rule": "absent_owner_decider", "not_stated": True}, {"rule": "absent_owner_draws_to", "not_stated": True}],
     "de", "st-moritz"),
    (["st moritz chand ta deck?", "va chand ta box?", "potsdam chi?"],
     [{"rule": "decks", "value": 6}, {"rule": "boxes", "value": 7}], "fa", "brandenburg"),
])
def test_development_set_25_chats(turns, checks, lang, casino):
    """heldout25's chats: the pair's card again is splitting again; a follow-up 'auch geregelt?' at another casino;
    an 'and …?' adds its topic to the chat's, so that the next casino is asked both."""
    satisfies_at_the_end(turns, checks, lang, casino)


def test_a_card_drawn_to_a_pair_after_declining_the_split_is_no_second_split():
    session = Session()
    ask("St. Moritz, 20 Fr. auf 7 und 7, Bank hat ne 10", rules_dir=RULES, session=session)
    answer = ask("hab doch nicht geteilt, hab ne Karte genommen – wieder ne 7!!", rules_dir=RULES, session=session)
    assert answer.intent == "three_sevens", answer.answer


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Moin! Potsdam, hab 40€ gesetzt und BJ bekommen 😎 wie viel krieg ich raus? und was is eigtl das max pro box dort?",
     [{"rule": "blackjack_pays", "value": "3:2"}, {"amount": "60"}, {"rule": "max_bet", "value": 1000}], "de",
     "brandenburg"),
    ("wiesbaden digital: 100 drauf, dealer zeigt ass. wie viel darf ich max versichern und was gibts wenn er wirklich "
     "BJ hat?", [{"rule": "insurance_max_fraction", "value": 0.5}, {"amount": "50"}, {"amount": "100"}], "de",
     "wiesbaden"),
    ("Cottbus, 20€ drin, zwei 8er gesplittet, auf die erste kommt ne 3 → 11. darf ich die doppeln?? und wie viel liegt "
     "dann insgesamt von mir aufm tisch", [{"rule": "double_after_split", "value": True}, {"amount": "60"}], "de",
     "brandenburg"),
    ("casino SH: ich sitz mit 30 auf der box, kumpel setzt hinter mir 10 mit. ich hab 10 und verdopple – muss er "
     "mitdoppeln? wieviel steht dann insgesamt drauf?",
     [{"rule": "co_bettors_join_double", "value": True}, {"amount": "70"}, {"amount": "80"}], "de",
     "schleswig-holstein"),
    ("cottbus: i own box w 50€, guy behind me 20€. i got hard 10 vs dealer 6 – double? if we both double whats on the "
     "box", [{"play": "double"}, {"rule": "co_bettors_join_double", "value": True}, {"amount": "140"}], "en",
     "brandenburg"),
    ("SH: 40 bet, dealer shows ace, i insure 20 and dealer has bj – what do i end up with? and if dealer had shown a 10 "
     "and i had bj would they pay right away?",
     [{"rule": "insurance_pays", "value": "2:1"}, {"amount": "40"},
      {"rule": "blackjack_paid_immediately_against", "value": [2, 3, 4, 5, 6, 7, 8, 9]}], "en", "schleswig-holstein"),
    ("wiesbaden i already put the 500 max. can i still double on 11? also my cousin is 17 lol can he play",
     [{"rule": "double_may_exceed_max", "value": True}, {"amount": "1000"}, {"rule": "min_age", "value": 18},
      {"rule": "id_required", "value": True}], "en", "wiesbaden"),
    ("senator yerevan: split aces w 5000 dram each, got another ace on one. can i split again? and if i get A+K is that "
     "bj or 21, how much? whats on the table total",
     [{"rule": "resplit_aces", "value": True}, {"amount": "15000"}], "en", "senator"),
    ("cottbus chand bar mishe split kard? bad az split double mishe? 10 euro, 2 bar split kardam + ye double, kolan "
     "chand rooye mize?", [{"rule": "double_after_split", "value": True}, {"amount": "40"}], "fa", "brandenburg"),
    ("کوتبوس پشت یه باکس ۲۰ یورو گذاشتم، صاحب باکس ۵۰ داشت و اسپلیت کرد، من دنبالش نرفتم. پول من رو کدوم دست بازی "
     "میکنه؟ اگه دوباره اسپلیت کنه میتونم بیام؟ الان جمعا چقد رو باکسه؟",
     [{"rule": "declined_split_rejoins", "value": False}, {"amount": "120"}], "fa", "brandenburg"),
])
def test_development_set_36_several_questions_in_one(question, checks, lang, casino):
    """heldout36 (written blind to aim at compound questions, 52.0 % at its first run): each question of a message
    answered; what lies on the table after a split and a double, and on a box shared with co-bettors (both readings of
    who follows the owner's double or split); 'digital 100 drauf' is the bet, not a typo of 'Digital 21'."""
    satisfies(question, checks, lang, casino)


def test_the_stakes_on_a_shared_box_are_read_without_hand_totals_limits_and_counts():
    from assistant.chat.topics import stakes_on_a_box

    assert stakes_on_a_box("Steh hinter ner box in St Moritz mit 20, inhaber hat 40 und ne 11.") == (
        Decimal(40), [Decimal(20)])
    assert stakes_on_a_box("Potsdam, tisch min 20: ich hab die box mit 40€, zwei leute setzen hinter mir je 20 mit.") \
        == (Decimal(40), [Decimal(20), Decimal(20)])
    assert stakes_on_a_box("SH: 2 zehner geteilt, 20€ pro hand … mein kumpel (10€ hinter mir)") == (
        Decimal(20), [Decimal(10)])
    assert stakes_on_a_box("Potsdam, 40 € auf 11 gegen ne 6") is None


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("St.Moritz, hab 10 auf QT und 10 auf 3CW. meine karten Pik Dame + Pik Dame, croupier Herz Dame 😱 was zahlt QT, "
     "was 3CW? insgesamt?", [{"rule": "pays", "value": "50:1"}, {"amount": "500"}, {"amount": "1000"}], "de",
     "st-moritz"),
    ("St. Moritz 6:5 tisch, 25 CHF, Pik Bube + Pik Ass 🤩🤩 wie viel und wann zahlen die? hatte noch 5 auf QT, croupier "
     "erste karte Pik Dame", [{"rule": "pays", "value": "5:1"}, {"amount": "125"}, {"rule": "pays", "value": "4:1"},
                               {"amount": "20"}], "de", "st-moritz"),
    ("wiesbaden: split 9s with 50, second hand gets a 2 → 11 i double. how much in play? and if i'd split aces n got a "
     "10, bj?", [{"rule": "double_after_split", "value": True}, {"amount": "150"},
                 {"rule": "split_ace_ten_is_blackjack", "value": False}], "en", "wiesbaden"),
    ("queens trio, 10 chf on it - no wait, 15. i got Q♠ Q♥, dealer shows a 9. payout?",
     [{"rule": "pays", "value": "10:1"}, {"amount": "150"}], "en", "st-moritz"),
])
def test_each_side_bet_and_the_main_bet_with_its_own_stake(question, checks, lang, casino):
    """heldout36: two side bets paid each on its own stake and together; the main bet's bonus blackjack beside a
    side bet with its own amount ('hatte noch 5 auf QT'); 'with 50' beside a split is the bet; a stake put right
    after the side bet's name stays put right (heldout30)."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Moin! Was is min und max beim Digital 21 in Wiesbaden?",
     [{"rule": "min_bet", "value": 2}, {"rule": "max_bet", "value": 500}], "de", "wiesbaden"),
    ("Bin 17 1/2 🙈 darf ich in Wiesbaden schon an den BJ Tisch? Und brauch ich nen Perso?",
     [{"rule": "min_age", "value": 18}, {"rule": "id_required", "value": True}], "de", "wiesbaden"),
    ("Ick hab in SH zwee Zehnen jeteilt und denn kommt n Ass druff – is dit denn n Blackjack oder nur 21, wa?",
     [{"rule": "split_ten_ace_is_blackjack", "value": True}], "de", "schleswig-holstein"),
    ("Derf i in Potsdam dem Depp auf Box 3 sogn, dass er no a Kartn nehma soi? der spuit so schlecht 😤",
     [{"rule": "advice_to_box_owner", "value": False}], "de", "brandenburg"),
    ("Grüessech mitenand! 👋", [{"reply": "greeting"}], "de", None),
    ("Was sind die besten Lottozahlen für Samstag? 😂", [{"reply": "decline"}], "de", None),
    ("I'm betting on someone else's box in SH. he splits his 9s but i don't want to put up more money. what happens to "
     "my bet?", [{"rule": "co_bettors_join_split", "value": True}, {"says": {"en": ["first hand"]}}], "en",
     "schleswig-holstein"),
    ("کازینوی شلزویگ-هولشتاین: ماکزیمم میز رو شرط بستم، ۱۰ دارم و دیلر ۷. میتونم دابل کنم با اینکه از ماکزیمم رد "
     "میشه؟", [{"rule": "double_may_exceed_max", "value": True}, {"play": "double"}], "fa", "schleswig-holstein"),
])
def test_development_set_37(question, checks, lang, casino):
    """heldout37 (written blind in the blind set's style, 90.4 % at its first run): 'min und max', 'Perso', Berlin
    'jeteilt', Bavarian advice to the box owner, a Bernese greeting, the lottery declined, a co-bettor not following a
    split, a double past the maximum in Persian."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Hoi zäme! Bin in St. Moritz am Tisch mit dem Bonus Black Jack. Was zahlt da ein normaler BJ?",
      "und am andern Tisch?"], [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"}], "de", "st-moritz"),
    (["Servus! St. Moritz, 3CW mit 25 Fr: ich Kreuz 7 + Pik 7, Dealer Pik 7 😱 was krieg ich?",
      "und wenn der Dealer statt der 7 ne Pik 9 gehabt hätt?"], [{"rule": "pays", "value": "4:1"}, {"amount": "100"}],
     "de", "st-moritz"),
    (["cottbus: how many boxes can one person be the owner of? and can I bet on other boxes beyond that?",
      "and max per box there?", "Und in Wiesbaden bei dem Digital-Ding?"], [{"rule": "max_bet", "value": 500}], "de",
     "wiesbaden"),
])
def test_development_set_37_chats(turns, checks, lang, casino):
    """heldout37's chats: a table named by what it has ('am Tisch mit dem Bonus Black Jack'), then 'am andern Tisch';
    the dealer's card of a side bet told anew ('statt der 7 ne Pik 9'); 'das Digital-Ding' names the table."""
    satisfies_at_the_end(turns, checks, lang, casino)


def test_the_main_bet_named_in_a_side_bet_chat_is_the_boxs_own_and_a_german_follow_up_in_an_english_chat_is_german():
    session = Session()
    ask("Servus! St. Moritz, 3CW mit 25 Fr: ich Kreuz 7 + Pik 7, Dealer Pik 7 😱 was krieg ich?", rules_dir=RULES,
        session=session)
    answer = satisfies("بابام میپرسه: اگه همون دو تا هفت رو باکس خودم باشه و کارت بعدی هم هفت بیاد چی؟ شرط اصلی ۲۵ "
                       "فرانکه", [{"rule": "three_sevens_pays", "value": "1:1"}, {"amount": "25"}], "fa", "st-moritz",
                       session=session)
    assert "3CW" not in answer.answer
    session = Session()
    ask("and max per box in cottbus?", rules_dir=RULES, session=session)
    assert ask("Und in Wiesbaden bei dem Digital-Ding?", rules_dir=RULES, session=session).lang == "de"


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Servus, Potsdam, tisch min 20: ich hab die box mit 40€, zwei leute setzen hinter mir je 20 mit. passt das so?",
      "hab ne 10, ich doppel, die zwei wollen auch. was liegt jetzt insgesamt auf der box?"],
     [{"rule": "co_bettors_join_double", "value": True}, {"amount": "160"}], "de", "brandenburg"),
    (["SH casino. i own the box w 50, 2 friends behind me 25 each. can a 4th buddy join?",
      "i got two 9s, dealer shows 8. split? can my friends come along?"],
     [{"rule": "co_bettors_join_split", "value": True}], "en", "schleswig-holstein"),
])
def test_development_set_36_chats(turns, checks, lang, casino):
    """heldout36's chats: a shared box's stakes kept for the next question's total; friends 'coming along' a split."""
    satisfies_at_the_end(turns, checks, lang, casino)


def test_the_session_value_carries_a_shared_boxs_stakes_and_forgets_forged_ones():
    places = casinos(RULES)
    shared = Session(casino="brandenburg", lang="de", intent="double", stakes=("40", "20", "20"))
    assert session_from_token(session_token(shared), places) == shared
    forged = Session(casino="brandenburg", lang="de", intent="double", stakes=("40", "x"))
    assert session_from_token(session_token(forged), places).stakes == ()


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["سلام، سناتور بیمه چند به چند میده؟ با ۱۲ هزار درام حداکثر چقد میتونم بیمه بذارم؟",
      "سوراندر هم داره؟ با همون ۱۲ هزار چقد پس میده؟", "تو پوتسدام هم همینطوره؟ اونجا ۶۰ یورو میزارم",
      "حداکثر شرط اونجا چنده؟"], [{"rule": "max_bet", "value": 1000}], "fa", "brandenburg"),
    (["st moritz 2 no miz dare? 3:2 va 6:5? ba 100 franc bj har kodom chand mide?"],
     [{"amount": "150"}, {"amount": "120"}], "fa", "st-moritz"),
    (["wiesbaden max chande? age max bezaram o bj biad chand mishe?"],
     [{"rule": "max_bet", "value": 500}, {"amount": "750"}], "fa", "wiesbaden"),
])
def test_development_set_36_more(turns, checks, lang, casino):
    """heldout36: «حداکثر شرط» in an insurance chat is the table's maximum; each question read at the message's tables
    (both St. Moritz payouts); «max bezaram» bets the maximum."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Griezi, St Moritz: drei 7er auf meiner box bei 40 CHF 🍀 was zahlen die sofort, spielt der einsatz weiter? und "
     "wenn ich danach gegen den croupier auch noch gewinn?",
     [{"rule": "three_sevens_pays", "value": "1:1"}, {"amount": "40"}, {"amount": "80"}], "de", "st-moritz"),
    ("سنت موریتز سه تا هفت اومد رو ۳۰ فرانک!! 🎰 چقد میدن و شرطم میمونه؟ انعام به کروپیه لازمه؟",
     [{"rule": "three_sevens_pays", "value": "1:1"}, {"amount": "30"}, {"rule": "tips", "value": "customary"}], "fa",
     "st-moritz"),
    ("St. Moritz: 50 Stutz, BJ am 6:5 tisch vs am 3:2 tisch – wieviel ist das jeweils? und gibts den pik bube pik ass "
     "bonus auch am 3:2?", [{"rule": "bonus_blackjack", "value": None, "table": "classic"}, {"amount": "60"},
                            {"amount": "75"}], "de", "st-moritz"),
])
def test_a_question_of_several_with_its_own_bet_is_played_on_it(question, checks, lang, casino):
    """heldout36: a question of several naming a bet gets its example on that bet (three sevens on 30 beside the
    tips); three sevens and the win after them are summed; a reading below 0.65 adds nothing ('und wenn ich danach
    gegen den croupier auch noch gewinn?' is no even-money question)."""
    answer = satisfies(question, checks, lang, casino)
    assert "Even Money" not in answer.answer or "BJ" in question


def test_a_card_on_the_first_hand_of_a_split_pair_is_played_on_that_hand():
    """heldout36: after '8-8 … split?', 'first hand got a 3 → 11. double that one?' is 8+3 on a split hand (double),
    not a hard 19."""
    session = Session()
    ask("wiesbaden, 40 on my box, got 8-8, dealer shows 6. split?", rules_dir=RULES, session=session)
    satisfies("first hand got a 3 → 11. double that one?",
              [{"rule": "double_after_split", "value": True}, {"play": "double"}], "en", "wiesbaden", session=session)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Wo kann ich mehr setzen, Wiesbaden oder Potsdam?", [{"amount": "500"}, {"amount": "1000"}], "de", None),
    ("Potsdam, Dealer hat Ass, ich versichere mit 5 € bei 40 Einsatz. Geht das?",
     [{"rule": "insurance_max_fraction", "value": 0.5}, {"amount": "20"}], "de", "brandenburg"),
])
def test_left_from_the_session_before(question, checks, lang, casino):
    """Noticed and left before: 'Wo kann ich mehr setzen, X oder Y?' without 'pro Box' compares the maxima; an
    insurance stake beside the bet ('5 € bei 40 Einsatz') is no bet."""
    satisfies(question, checks, lang, casino)


def test_dram_after_a_hand_total_beside_the_dealer_is_daram_not_the_currency():
    satisfies("wiesbaden 12 dram diler 3 hit konam?", [{"play": "hit"}], "fa", "wiesbaden")
    satisfies("senator 20000 dram gozashtam bj chand mide?", [{"amount": "30000"}], "fa", "senator")


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("wiesbaden: if i bet the max and get bj how much?", [{"amount": "750"}], "en", "wiesbaden"),
    ("Potsdam: wenn ich das Maximum setze und BJ krieg, wie viel gibt's?", [{"amount": "1500"}], "de", "brandenburg"),
])
def test_a_blackjack_on_the_table_maximum_is_paid_on_the_stated_maximum(question, checks, lang, casino):
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Servus, Wiesbaden Digital 21, 25 € Einsatz, zwei Achten gegen ne 7. Was tun?",
      "gesplittet, auf die erste Acht kommt ne 3. doppeln?", "wie viel hab ich dann insgesamt auf dem Tisch?"],
     [{"amount": "75"}], "de", "wiesbaden"),
    (["wiesbaden, 40 on my box, got 8-8, dealer shows 6. split?", "first hand got a 3 → 11. double that one?",
      "lol second hand got another 8. split again??", "whats on the table now?"], [{"amount": "160"}], "en",
     "wiesbaden"),
])
def test_a_chat_keeps_its_split_hands_and_doubles_for_the_total_on_the_table(turns, checks, lang, casino):
    """heldout29 and heldout36: the hands a chat's box was split into and the doubles on them, summed when asked."""
    satisfies_at_the_end(turns, checks, lang, casino)


def test_the_session_value_carries_the_split_hands_and_forgets_forged_ones():
    places = casinos(RULES)
    split = Session(casino="wiesbaden", lang="en", intent="split", amount="40", split="3/1")
    assert session_from_token(session_token(split), places) == split
    assert session_from_token(session_token(Session(casino="wiesbaden", split="99/x")), places).split is None


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Servus! Derf ma z'Cottbus a Hand mit 7 und 4 dopple, oder geht des nur bei bestimmte Summen? Und wia oft derf ma "
     "splitten?", [{"rule": "double_on", "value": [9, 10, 11]}], "de", "brandenburg"),
    ("Nu gugge ma, in Gottbus... wie hoch is'n da ds Maximum pro Box? Un gann isch drüber gehn wenn isch dopple?",
     [{"rule": "max_bet", "value": 1000}, {"rule": "double_may_exceed_max", "value": True}], "de", "brandenburg"),
    ("Grüß Gott, mir send aus Schduagert. Wenn i in Potsdam zwoi Asse split, krieg i dann no mehr Karta druff? Und isch "
     "Ass+Zehn dann a Blackjack?", [{"rule": "hit_split_aces", "value": False},
                                    {"rule": "split_ace_ten_is_blackjack", "value": False}], "de", "brandenburg"),
    ("Ei gude wie! Isch hock in Wiesbaade am DIGITAL 21 – wie viele Decks hawwe die da drin? Unn wie oft derf isch "
     "splidde?", [{"rule": "decks", "value": 6}, {"rule": "max_split_hands", "value": 4}], "de", "wiesbaden"),
    ("Moin! Hebbt ji in SH ok Versekerung, wenn de Croupier en Ass hett? Wat betaalt dat?",
     [{"rule": "insurance_pays", "value": "2:1"}, {"rule": "insurance_max_fraction", "value": 0.5}], "de",
     "schleswig-holstein"),
    ("Nä, wat e Driss... en Kiel wollt ich drei Boxe spille, dä Croupier sät nä. Stemmp dat?",
     [{"rule": "boxes_per_guest", "value": 2}], "de", "schleswig-holstein"),
    ("Isch hab in Botsdam so n Gumbel der mir immer reinguatscht ob isch ziehn soll. Is das ieberhaubt erlaubt?",
     [{"rule": "advice_to_box_owner", "value": False}], "de", "brandenburg"),
    ("Moin moin. Wie veel Lüüd dörvt in SH op een Box setten?", [{"rule": "bettors_per_box", "value": 3}], "de",
     "schleswig-holstein"),
    ("Griaß Gott. Muass i in Potsdam Jetons hom oder ko i mit Boargeid direkt in d'Box?",
     [{"rule": "bets_in_chips_only", "value": True}], "de", "brandenburg"),
    ("Grüezi. Was zahlt bim 3CW drü Pik-Ass? Ich ha 2 Franke druf.", [{"rule": "pays", "value": "300:1"},
                                                                   {"amount": "600"}], "de", "st-moritz"),
    ("Sach ens, wo jitt et en Kölle jet Joodes ze müffele noh dem Casino?", [{"reply": "decline"}], "de", None),
    ("st moritz miz 6:5, sarbaz peek + tak khal peek avordam, 50 franc shart. chand midan?",
     [{"rule": "pays", "value": "5:1"}, {"amount": "250"}], "fa", "st-moritz"),
])
def test_development_set_38_german_and_dialect(question, checks, lang, casino):
    """heldout38 (German and dialect, written blind, 81.3 % at its first run): Bavarian, Saxon, Swabian (no Finglish
    for 'Karta' among German words), Hessian, Plattdeutsch, Kölsch, Swiss 'drü', Finglish 'peek' for spades."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Servus, i hock in Wiesbaden. 16 gega a 9 vom Croupier, 20 Euro drin. Wos dua i?"],
     [{"play": "surrender"}, {"amount": "10"}], "de", "wiesbaden"),
    (["Grüezi, 3CW mit 10 Franke: ich ha Chrüz 7 und Pik 7, de Croupier het Pik 7.",
      "und wenn de Croupier stattdesse en Pik-Chönig het?"], [{"rule": "pays", "value": "4:1"}, {"amount": "40"}],
     "de", "st-moritz"),
])
def test_development_set_38_chats(turns, checks, lang, casino):
    """heldout38's chats: 'gega', 'Wos dua i?' are German; 'Chrüz' is clubs, so the dealer's card told anew is paid."""
    satisfies_at_the_end(turns, checks, lang, casino)


def test_two_cards_of_one_rank_with_their_two_suits_after_them():
    """heldout38: 'hab 2 damen (pik + herz)' is the queen of spades and the queen of hearts, not two of spades."""
    satisfies("QT 10€ drauf, hab 2 damen (pik + herz) und dealer zeigt pik dame 👑 was gibts?",
              [{"rule": "pays", "value": "50:1"}, {"amount": "500"}], "de", "st-moritz")


def test_thanks_and_thats_all_is_thanks_and_goodbye():
    answer = ask("thx mate that's all i needed 👋", rules_dir=RULES)
    assert {answer.intent, *answer.courtesy} == {"thanks", "goodbye"}, answer


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Hallo, bin grad in St. Moritz 🏔️ wie viele Boxen hat so n BJ Tisch?", "and how many decks?",
      "ok und in wiesbaden?"], [{"rule": "decks", "value": 6}], "de", "wiesbaden"),
    (["سلام، سناتور بیمه چند میده؟", "and in SH?"], [{"rule": "insurance_pays", "value": "2:1"}], "en",
     "schleswig-holstein"),
    (["salam, potsdam double faghat roo 9 10 11 hast?", "baad az split chi? mishe?", "Und in St. Moritz?"],
     [{"rule": "double_on", "value": "any"}, {"rule": "double_after_split", "value": True}], "de", "st-moritz"),
    (["cottbus: im the only one at the table, can i just play one box?",
      "und wenn ich 1500 auf eine box setzen will?", "ok what about wiesbaden, 600 there?"],
     [{"rule": "max_bet", "value": 500}], "en", "wiesbaden"),
])
def test_check_set_39_chats(turns, checks, lang, casino):
    """heldout39 (a check written blind, 96.0 % at its first run): 'ok' before a follow-up; an English or German
    follow-up in a Persian chat is no Finglish; a German follow-up in a chat that went English is German."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Servas! Derf i in Cottbus am Nachbarn an Tipp gebn, ob er no a Kartn nehmen soll?",
     [{"rule": "advice_to_box_owner", "value": False}], "de", "brandenburg"),
    ("what totals can you double on at Wiesbaden?", [{"rule": "double_on", "value": [9, 10, 11]}], "en", "wiesbaden"),
    ("Sehr geehrte Damen und Herren, ich besuche nächste Woche mit meiner Frau das Casino Wiesbaden und wir möchten "
     "gern am digitalen Black Jack teilnehmen. Könnten Sie mir bitte sagen, mit wie vielen Kartendecks dort gespielt "
     "wird und ob man nach dem Teilen von Assen noch weitere Karten ziehen darf? Vielen Dank im Voraus!",
     [{"rule": "decks", "value": 6}, {"rule": "hit_split_aces", "value": False}], "de", "wiesbaden"),
    ("Senator age sare miz dava beshe ki tasmim migire?", [{"rule": "disputes", "value": "management_decides"}], "fa",
     "senator"),
    ("betting behind in Potsdam, box owner splits, I say no. Can I jump in if he splits again later?",
     [{"rule": "declined_split_rejoins", "value": False}], "en", "brandenburg"),
    ("سناتور: بعد از اسپلیت تک خال ها میشه کارت گرفت یا دوبل کرد؟", [{"rule": "hit_split_aces", "value": False}], "fa",
     "senator"),
    ("wiesbaden digital 21 min max pro box?", [{"rule": "min_bet", "value": 2}, {"rule": "max_bet", "value": 500}],
     "de", "wiesbaden"),
])
def test_blind_set_35_read(question, checks, lang, casino):
    """heldout35 (the blind set of the fifth session, read now): Austrian advice to a neighbour; the totals one may
    double on; 'Damen und Herren' are no queens, 'Kartendecks' asks for the decks; a Finglish dispute; a declined
    split joined later; a split ace's cards in Persian; 'pro Box' is German."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Hoi zäme! Bin hüt z St. Moritz. Was zahlt dr BJ am 6:5-Tisch?", "und am andere Tisch?",
      "guet, und mit 50 Stutz dört?", "Und wenn i am 6:5er Pik Bube und Pik Ass ha, ou mit 50?"],
     [{"rule": "pays", "value": "5:1", "table": "bonus"}, {"amount": "250"}], "de", "st-moritz"),
    (["max bet per box at Wiesbaden digital?", "and in Potsdam?", "can a double go past that there?"],
     [{"rule": "double_may_exceed_max", "value": True}], "en", "brandenburg"),
    (["Potsdam, hab 11 gegen ne 6, 25€ drin – doppeln?", "und wenn der ne 9 hat?", "wie viel liegt dann drin?"],
     [{"amount": "50"}], "de", "brandenburg"),
    (["Potsdam, hab 11 gegen ne 6, 25€ drin – doppeln?", "und wenn der ne 9 hat?"],
     [{"says": {"de": ["11 gegen 9"]}}], "de", "brandenburg"),
    (["Cottbus: how many people can bet on one box?",
      "we're 3: me 600 in the double circle, 350 second circle, 250 third. box max 1000. what happens?"],
     [{"rule": "over_max", "value": "reduce_from_last_circle"}, {"amount": "50"}], "en", "brandenburg"),
    (["Cottbus: how many people can bet on one box?",
      "if I (the owner) walk away and only the standing guys' bets are left on it, who decides?",
      "and if it was just me alone on the box?"], [{"rule": "absent_owner_draws_to", "value": 12}], "en", "brandenburg"),
    (["SH: zwei Zehner gesplittet, dann kommt ein Ass – ist das Black Jack?",
      "und bei zwei Assen gesplittet und dann ne Zehn?"], [{"rule": "split_ace_ten_is_blackjack", "value": False}],
     "de", "schleswig-holstein"),
    (["Wiesbaden: ab 18? Ausweis nötig?", "Gibt's nen Dresscode?", "Und wo kann man da in der Nähe gut essen?"],
     [{"reply": "decline"}], "de", "wiesbaden"),
])
def test_blind_set_35_chats_read(turns, checks, lang, casino):
    """heldout35's chats: 'am 6:5er' names the table; a double going 'past' the maximum; 'wenn der ne 9 hat' is the
    dealer's card, and 'wie viel liegt dann drin?' the doubled bet; 'we're 3' counts people; 'just me alone on the
    box'; split aces and a ten; where to eat is declined."""
    satisfies_at_the_end(turns, checks, lang, casino)


def test_thanks_and_night_is_a_goodbye_too():
    answer = ask("thanks, night!", rules_dir=RULES)
    assert {answer.intent, *answer.courtesy} == {"thanks", "goodbye"}, answer


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("which pays more on a 100 blackjack: the 6:5 table in St Moritz or wiesbaden digital? numbers pls",
     [{"amount": "120"}, {"amount": "150"}], "en", None),
    ("guy next to me in potsdam keeps telling the box owner to hit or split. is he even allowed to do that 🙄",
     [{"rule": "advice_to_box_owner", "value": False}], "en", "brandenburg"),
    ("Crazy thing tonight in St Moritz: a third 7 landed on my box, I had 40 on it, and the croupier paid me "
     "something right away?? whats that rule", [{"rule": "three_sevens_pays", "value": "1:1"}, {"amount": "40"}],
     "en", "st-moritz"),
    ("Servus, mei Bua is 17, derf der mit ins Kurhaus-Casino in Wiesbaden zum BJ spuin?",
     [{"rule": "min_age", "value": 18}, {"rule": "id_required", "value": True}], "de", "wiesbaden"),
    ("Cottbus: hab 30€ gesetzt, Bank zeigt Ass. Wieviel muss ich bei Versicherung setzen und was krieg ich, wenn die "
     "Bank BJ hat?", [{"amount": "15"}, {"amount": "30"}, {"rule": "insurance_min_fraction", "value": 0.5}], "de",
     "brandenburg"),
    ("Was zahlt ins in SH und wie viel darf ich max drauf bei 50€ Einsatz?",
     [{"rule": "insurance_pays", "value": "2:1"}, {"amount": "25"}], "de", "schleswig-holstein"),
    ("ok im heading home, night night 👋", [{"reply": "goodbye"}], "en", None),
])
def test_check_set_41(question, checks, lang, casino):
    """heldout41 (written blind in the blind sets' style, 94.9 % at its first run): a bet before 'blackjack'; a
    neighbour telling the owner what to do; 'a third 7'; a Bavarian son of 17; the insurance one must set; 'ins' is
    insurance in German too; 'im heading home' is English."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("ei gude wie! im kurhaus am digital 21 – kann mer da uffgebbe un krieg ich dann die hälft vun meine dreißisch "
     "euro widder?", [{"rule": "surrender", "value": "late"}, {"amount": "15"}], "de", "wiesbaden"),
    ("nu gugge, in cottbus hat dor croupier ä ass liegen. ich hab vierzsch euro im kreis. wie viel muss ich für de "
     "versicherung hinlechen un was gibt's wenn där dann blackjack hat?",
     [{"rule": "insurance_pays", "value": "2:1"}, {"amount": "20"}, {"amount": "40"}], "de", "brandenburg"),
    ("boah ey, der kollege vor mir auf der box splittet seine neuner und ich hab nur hinten mitgesetzt. muss ich da "
     "mitgehn oder wat? spielbank cottbus", [{"rule": "co_bettors_join_split", "value": True},
                                              {"rule": "declined_split_rejoins", "value": False}], "de", "brandenburg"),
    ("derf i in potsdam meim kumpel saga dass er ziaga soll, wenn des sei box isch? er isch so a zögerer 🙄",
     [{"rule": "advice_to_box_owner", "value": False}], "de", "brandenburg"),
    ("Guten Abend, ich hätte eine etwas persönliche Frage. Ich habe das Gefühl, dass mir das Spielen langsam über den "
     "Kopf wächst. Nennen die Brandenburgischen Spielbanken irgendwo eine Stelle, an die man sich wenden kann? Vielen "
     "Dank im Voraus.", [{"says": {"de": ["0800 1372700"]}}], "de", "brandenburg"),
    ("moin moin! wenn ik op teihn verdubbeln do, dörv ik denn över dat tischmaximum gahn? speel in flensburg",
     [{"rule": "double_may_exceed_max", "value": True}], "de", "schleswig-holstein"),
    ("ass beim dealer, hab sechzig euro drin. versicherungseinsatz wieviel max und was zahlt die? (wiesbaden)",
     [{"rule": "insurance_pays", "value": "2:1"}, {"amount": "30"}, {"amount": "60"}], "de", "wiesbaden"),
    ("steh in st moritz hinter nem typen auf seiner box 🙄 darf ich als mitspieler einfach doublen oder nur wenn der "
     "boxinhaber selber doubelt?", [{"rule": "co_bettors_join_double", "value": True}], "de", "st-moritz"),
    ("weißt du wie bayern heut gespielt hat? ⚽", [{"reply": "decline"}], "de", None),
    ("queens trio mit nem zehner, meine karten dame pik und dame herz, bank hat n kreuz könig. wie viel krieg ich "
     "raus? (st. moritz)", [{"rule": "pays", "value": "10:1"}, {"amount": "100"}], "de", "st-moritz"),
    ("playing at casino schleswig-holstein tonight. can I bet on somebody else's box?",
     [{"rule": "betting_behind", "value": True}, {"rule": "bettors_per_box", "value": 3}], "en", "schleswig-holstein"),
])
def test_check_set_42(question, checks, lang, casino):
    """heldout42 (German as guests write it, 81.2 % at its first run): Hessian 'uffgebbe', Saxon 'hinlechen',
    Ruhrpott 'mitgehn', Swabian 'saga', a plea for help, Plattdeutsch 'verdubbeln … över dat tischmaximum', the
    insurance's own stake, 'doublen' as a co-bettor, football declined, a side bet 'mit nem Zehner', somebody else's box."""
    satisfies(question, checks, lang, casino)


def test_across_casinos_what_bets_are_multiples_of_is_not_a_line_of_its_own_where_no_one_states_it():
    """"Bets in multiples of — … Not stated by the casino" beside "Bets in multiples of the table minimum — …" said
    nothing the line above it had not."""
    answer = ask("what's the min bet?", rules_dir=RULES)
    assert "Bets in multiples of the table minimum" in answer.answer, answer.answer
    assert "Bets in multiples of —" not in answer.answer, answer.answer


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("DAS at kiel? split my 9s and got a 2 on one of them so 11",
     [{"rule": "double_after_split", "not_stated": True}], "en", "schleswig-holstein"),
    ("kurhaus digital, i got 6 + 4 = 10 and dealer shows 9. doubel or just hit", [{"play": "double"}], "en",
     "wiesbaden"),
    ("put twenty-five on 3 card wings. K of spades, 2 of clubs, dealer 9 of spades. anything??",
     [{"rule": "pays", "value": "4:1"}, {"amount": "100"}], "en", "st-moritz"),
    ("cheers mate, thats me done for tonight. ta-ra 👋", [{"reply": "thanks"}, {"reply": "goodbye"}], "en", None),
    ("kiel age blackjack biaram va dealer avalesh 5 bashe, pulamo hamoon moghe midan?",
     [{"rule": "blackjack_paid_immediately_against", "value": [2, 3, 4, 5, 6, 7, 8, 9]}], "fa", "schleswig-holstein"),
    ("potsdam: i have KQ vs dealer 6, what do i do", [{"play": "stand"}], "en", "brandenburg"),
])
def test_check_set_43(question, checks, lang, casino):
    """heldout43 (English as guests write it, 91.8 % at its first run): DAS; '6 + 4 = 10' is two cards; '3 card
    wings'; 'ta-ra'; Finglish 'avalesh … hamoon moghe'; 'KQ'."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["yo what does a natural pay on the bonus tables at st moritz", "and if i got fifty on it?",
      "what bout the other tables then"], [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"},
                                           {"amount": "75"}], "en", "st-moritz"),
    (["kiel question, can i split a king and a queen or do they gotta be the same card", "how many times can i split",
      "the two guys betting behind me, do they have to follow the split", "and hows that in cottbus"],
     [{"rule": "co_bettors_join_split", "value": True}, {"rule": "declined_split_rejoins", "value": False}], "en",
     "brandenburg"),
])
def test_check_set_43_chats(turns, checks, lang, casino):
    """heldout43's chats: 'what bout …', 'and hows that in …' are follow-ups."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("سلام 🙏 تو کازینو ایروان پنجاه هزار درام گذاشتم، تک خال و شاه دل اومد. دیلرم ۹ داشت. چقدر بهم میدن؟",
     [{"rule": "blackjack_pays", "value": "3:2"}, {"amount": "75000"}], "fa", "senator"),
    ("با سلام و احترام. ببخشید مزاحم میشم، یه سوال در مورد بیمه داشتم. میزی که نشستم حداقلش دو هزار درامه و من هشت هزار "
     "درام شرط بستم. وقتی کارت اول دیلر تک خال باشه کمترین و بیشترین مبلغ بیمه چقدره؟ اگه دیلر بلک جک داشته باشه بیمه چند "
     "برابر میده؟ ممنون از لطفتون", [{"amount": "1000"}, {"amount": "4000"}, {"rule": "insurance_pays", "value": "2:1"}],
     "fa", "senator"),
    ("با ديلر سر شمردن امتياز بحثمون شد (سناتور ايروان). آخرش حرف كي حجته؟",
     [{"rule": "disputes", "value": "management_decides"}], "fa", "senator"),
    ("کوئینز تریو ده فرانک گذاشتم. برام بی بی پیک و بی بی خشت اومد، کارت دیلر شاه دل. چی میدن؟ سنت موریتز",
     [{"rule": "pays", "value": "10:1"}, {"amount": "100"}], "fa", "st-moritz"),
    ("کیل بودم، یه دست بلک جکمو همون اول دادن، یه دست دیگه که دیلر آس داشت نگهش داشتن تا آخر 🤔 فرقش چیه؟",
     [{"rule": "blackjack_paid_immediately_against", "value": [2, 3, 4, 5, 6, 7, 8, 9]}], "fa", "schleswig-holstein"),
    ("kiel ba rafigham ru ye box bazi mikonim, oon split kard vali man nemikhastam. shart-e man chi mishe?",
     [{"rule": "co_bettors_join_split", "value": True}], "fa", "schleswig-holstein"),
    ("N'Abend! 👋", [{"reply": "greeting"}], "de", None),
    ("سناتور: A و ۷ دارم (تک خال و هفت)، دیلر 9 داره. وایسم یا کارت بگیرم؟", [{"play": "hit"}], "fa", "senator"),
    ("8000 dram bet, how much insurance at most?", [{"amount": "4000"}], "en", "senator"),
])
def test_check_set_44(question, checks, lang, casino):
    """heldout44 (Persian as guests write it, 90.0 % at its first run): «دیلرم», «حداقلش», the dram names Senator,
    «ممنون از لطفتون» after the question, «بحثمون شد … حجته», a side bet's name in its own spelling beside its bet,
    «همون اول دادن», Finglish split not followed, "N'Abend", cards said again in brackets."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["سلام، من ایروانم. میزم حداقلش ۵۰۰۰ درامه. ده هزار گذاشتم، آس و سرباز گشنیز اومد 😍 چقدر میبرم؟",
      "حالا اگه دیلر آس داشت چی؟ میتونم همون لحظه پولمو بگیرم؟", "و بیمه؟ با این میز کمترین و بیشترینش چقدر میشه؟"],
     [{"amount": "2500"}, {"amount": "5000"}], "fa", "senator"),
    (["سنت موریتز: چهل فرانک شرط بستم، دیلر آس داره. بیمه حداکثر چقدر میتونم بذارم؟",
      "اگه دیلر بلک جک بیاره بیمه چند برابر میدن؟", "پوتسدام چی؟ همون چهل یورو"],
     [{"rule": "insurance_pays", "value": "2:1"}, {"amount": "20"}, {"amount": "40"}], "fa", "brandenburg"),
    (["Grüezi! St. Moritz, Queens Trio mit 5 Fr.: ich hab Pik Dame + Pik Dame, Croupier zeigt Herz Dame 😮",
      "und wenn die Croupier-Dame auch Pik gewesen wär?"], [{"rule": "pays", "value": "300:1"}, {"amount": "1500"}],
     "de", "st-moritz"),
])
def test_check_set_44_chats(turns, checks, lang, casino):
    """heldout44's chats: the table minimum told once is kept for the insurance; «همون چهل یورو» is a follow-up with
    its bet; a suit said of the dealer's card apart from it."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("whats the best strategy to win at the poker cash game in Kiel? 😎", [{"reply": "decline"}], "en", None),
    ("Good evening. I'm visiting the Kurhaus casino in Wiesbaden next week with my wife and would like to understand "
     "one thing beforehand: if I bet 80 euros and get a blackjack, but the dealer ends up with a blackjack as well, "
     "what happens to my money", [{"rule": "blackjack_pays", "value": "3:2"}, {"amount": "120"}, {"amount": "80"}],
     "en", "wiesbaden"),
    ("I'm in Cottbus standing behind box 5. owner put 600, I'm in the 2nd circle with 300, a lady has 200 in the 3rd. "
     "table max is 1000 — what happens?", [{"rule": "over_max", "value": "reduce_from_last_circle"}, {"amount": "100"}],
     "en", "brandenburg"),
    ("zwoa achter hob i, da dealer hod a neiner. splitten oder ned? san in cottbus", [{"play": "split"}], "de",
     "brandenburg"),
])
def test_check_set_45(question, checks, lang, casino):
    """heldout45 (chats, 76.7 % at its first run), its single questions: poker declined though 'cash' is a rule's
    word; both blackjacks a stand-off; 'box 5' is no stake; Bavarian 'zwoa achter … a neiner'."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Kurhaus, Digital 21: 50 drauf, hab 10 und 6, Bank 9. Aufgeben oder ziehen?", "warum?",
      "und in Cottbus, selbe Hand?"], [{"rule": "surrender", "not_stated": True}, {"play": "hit"}], "de", "brandenburg"),
    (["Kurhaus, Digital 21: 50 drauf, hab 10 und 6, Bank 9. Aufgeben oder ziehen?", "und in Cottbus, selbe Hand?",
      "wie viel darf ich dort max auf eine Box setzen? und im Kurhaus?"], [{"amount": "1000"}, {"amount": "500"}],
     "de", None),
    (["Grüezi! Bin in St. Moritz am 6:5-Tisch. 50 Stutz auf die Box und 10 auf Queens Trio – muss QT vor dem Austeilen "
      "liegen? Und BJ zahlt hier echt nur 6:5?", "Karten da: ich Herz-Dame + Pik-Dame, Croupier Karo-Dame 😱"],
     [{"rule": "pays", "value": "50:1"}, {"amount": "500"}], "de", "st-moritz"),
    (["Grüezi! Bin in St. Moritz am 6:5-Tisch. 50 Stutz auf die Box und 10 auf Queens Trio – muss QT vor dem Austeilen "
      "liegen? Und BJ zahlt hier echt nur 6:5?", "Karten da: ich Herz-Dame + Pik-Dame, Croupier Karo-Dame 😱",
      "mein Kumpel steht hinter mir mit 20 auf meiner Box. Darf der verdoppeln, wenn ich nicht verdopple?",
      "und wär's n Bonus Black Jack gewesen, Pik Bube + Pik Ass, bei meinen 50?", "und am anderen Tisch?"],
     [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"}, {"amount": "75"}], "de", "st-moritz"),
    (["evening from Lübeck 👋 30 € in and I got A-K!! how much?", "dealer's up card is a 7 btw"],
     [{"rule": "blackjack_paid_immediately_against", "value": [2, 3, 4, 5, 6, 7, 8, 9]}, {"amount": "45"}], "en",
     "schleswig-holstein"),
    (["Wiesbaden Digital 21, 30 € Einsatz. Ass + 2, Bank hat 5. Doppeln?", "ok Karte, kam ne 2. A22 – und nu?",
      "Ass 😂 also A,2,2,A"], [{"play": "hit"}], "de", "wiesbaden"),
])
def test_check_set_45_chats(turns, checks, lang, casino):
    """heldout45's chats: 'warum?' gives the play again with its reasons; 'selbe Hand' at another casino; 'dort …? und
    im Kurhaus?' compares the two; the side bet's own stake is kept for its cards; 'am 6:5-Tisch … nur 6:5' is that
    table; the dealer's card told after a blackjack; 'Ass … also' is German."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["St Moritz, the 3:2 table. 25 francs on my box + 5 on 3 Card Wins. what does 3CW pay?",
      "cards: 7♠ 7♣ and dealer shows 7♣. thats three of a kind AND black row right?? both?"],
     [{"rule": "pays", "value": "50:1"}, {"amount": "250"}], "en", "st-moritz"),
    (["St Moritz, the 3:2 table. 25 francs on my box + 5 on 3 Card Wins. what does 3CW pay?",
      "cards: 7♠ 7♣ and dealer shows 7♣. thats three of a kind AND black row right?? both?",
      "and the main hand, 7-7 against his 7, what's the play?"], [{"play": "split"}], "en", "st-moritz"),
    (["Wiesbaden Digital 21, 30 € Einsatz. Ass + 2, Bank hat 5. Doppeln?", "ok Karte, kam ne 2. A22 – und nu?",
      "hab gestanden. Bank dreht ne 10 um → 15, zieht ne 5 → 20. weg sind die 30?"], [{"amount": "30"}], "de",
     "wiesbaden"),
    (["سلام 🙂 ایروانم، ۲۰ هزار درام شرط بستم. ۱۰ و ۶ دارم، دیلر ۹ داره. سرندر کنم؟",
      "دست بعدی: دو تا هشت دارم، دیلر ۱۰... نه ببخشید اشتباه دیدم، ۷ ـه. اسپلیت کنم؟"], [{"play": "split"}], "fa",
     "senator"),
    (["سلام 🙂 ایروانم، ۲۰ هزار درام شرط بستم. ۱۰ و ۶ دارم، دیلر ۹ داره. سرندر کنم؟",
      "دست بعدی: دو تا هشت دارم، دیلر ۱۰... نه ببخشید اشتباه دیدم، ۷ ـه. اسپلیت کنم؟",
      "روی هشت اولی یه هشت دیگه اومد 😅 بازم میشه اسپلیت کرد؟",
      "فعلا ولش کن. روی هشت دومی یه ۲ اومد، شد ۱۰. بعد از اسپلیت دابل میشه؟ بکنم؟",
      "اگه اینو به جای دابل سرندر کنم چی؟"], [{"rule": "surrender_after_split", "value": False}], "fa", "senator"),
    (["سلام، سناتور هستم. تک خال و ۶ دارم، دیلر ۴. دابل کنم؟", "شرطم ۵ هزار درامه. دابل کنم کل شرطم چقدر میشه؟"],
     [{"amount": "10000"}], "fa", "senator"),
    (["سلام، سناتور هستم. تک خال و ۶ دارم، دیلر ۴. دابل کنم؟", "شرطم ۵ هزار درامه. دابل کنم کل شرطم چقدر میشه؟",
      "همین دست تو پوتسدام چی؟"], [{"rule": "double_on", "value": [9, 10, 11]}, {"play": "hit"}], "fa", "brandenburg"),
    (["hi, at Senator I have A,7 and the dealer shows a 6", "what if I'm in Wiesbaden instead?"], [{"play": "stand"}],
     "en", "wiesbaden"),
    (["casino SH, I have 10 (6+4) vs dealer 9, double?", "what if dealer shows 2 and I've got 9?"], [{"play": "hit"}],
     "en", "schleswig-holstein"),
    (["potsdam dabl roo che dastayi mishe?", "senator chi?", "pas age A-6 dashte basham va diler 5, onja dabl konam?",
      "va too potsdam?"], [{"play": "hit"}], "fa", "brandenburg"),
])
def test_chats_played_out_turn_by_turn(turns, checks, lang, casino):
    """heldout45's chats and three older ones the stricter play check showed: a side bet's stake kept while its pay
    line is named; 'the main hand' leaves the side bet; a round told to its end with the bet lost; the dealer's card
    put right in the same message; surrender on a hand of the chat's split; «کل شرطم»; the same hand at another
    casino; "I'm … instead"; "dealer shows 2 and I've got 9"; a hand answered unsurely still makes the chat's topic."""
    satisfies_at_the_end(turns, checks, lang, casino)


def test_the_session_value_carries_the_tables_minimum_and_a_side_bets_stake():
    """The chat's table minimum and the stake put on its side bet travel in the session value, so any worker answers
    "و بیمه؟ کمترینش چقدر میشه؟" or the side bet's cards told later; a forged minimum is dropped."""
    places = casinos(RULES)
    session = Session(casino="senator", table="classic", lang="fa", intent="payout", amount="10000", minimum="5000")
    assert session_from_token(session_token(session), places) == session
    side = Session(casino="st-moritz", table="bonus", lang="de", side_bet="10 on queens trio | q♥ q♠ q♦")
    assert session_from_token(session_token(side), places) == side
    forged = Session(casino="senator", minimum="five thousand")
    assert session_from_token(session_token(forged), places).minimum is None


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Nu gugge ma, mei Kumpel is ufm Klo und hat ganz alleene uff seiner Box gesetzt. Was machen die in Cottbus jetz mit "
     "seinen Kaddn?", [{"rule": "absent_owner_draws_to", "value": 12}], "de", "brandenburg"),
    ("hey, which tables in st moritz pay 6:5 for a bj and what's different about those?",
     [{"rule": "blackjack_pays", "value": "6:5", "table": "bonus"}, {"rule": "blackjack_pays", "value": "3:2",
                                                                     "table": "classic"},
      {"rule": "pays", "value": "5:1", "table": "bonus"}], "en", "st-moritz"),
    ("ویسبادن: اگه ماکزیمم یعنی ۵۰۰ یورو گذاشته باشم و دو تا ۸ بیاد، بازم اجازه دارن اسپلیت کنم؟ کلا چقدر روی میز میره؟",
     [{"rule": "split_hand_is_new_box", "value": True}, {"amount": "1000"}], "fa", "wiesbaden"),
])
def test_check_set_47(question, checks, lang, casino):
    """heldout47 (blind-set style, 93.9 % at its first run): Saxon 'alleene ufm Klo'; which tables pay 6:5 and what
    differs there; «دو تا ۸» is a pair, not a stake, split at the maximum."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Hallo! Bin heut in Potsdam. Was zahlt n BJ da?", "und bei 40€?"], [{"amount": "60"}], "de", "brandenburg"),
    (["Grüezi, Sankt Moritz: ich hock am 3:2-Tisch. Dörf ich nach em Teile no verdopple?", "und am andere tisch, dem 6:5?"],
     [{"rule": "double_after_split", "value": True}], "de", "st-moritz"),
    (["Grüezi, Sankt Moritz: ich hock am 3:2-Tisch. Dörf ich nach em Teile no verdopple?", "und am andere tisch, dem 6:5?",
      "hani det grad gha: pik bube, pik ass, 15 fr isatz!", "sorry, s'ass isch herz gsi, nöd pik"],
     [{"rule": "blackjack_pays", "value": "6:5", "table": "bonus"}, {"amount": "18"}], "de", "st-moritz"),
    (["سلام، کازینو سناتور ایروان بیمه داره؟", "شرطم ۱۲۰۰۰ درامه، حداکثرش چقدر میشه؟", "الان ۱۳ دارم (۱۰ و ۳) دیلر ۶ داره"],
     [{"play": "stand"}], "fa", "senator"),
])
def test_check_set_47_chats(turns, checks, lang, casino):
    """heldout47's chats: a bet alone after a payout question; 'am andere tisch, dem 6:5' is a follow-up; a bonus
    blackjack's ace put right to hearts is a plain 6:5 blackjack; a hand against a 6 in an insurance chat is a play."""
    satisfies_at_the_end(turns, checks, lang, casino)


def test_thanks_and_goodbye_in_english_in_a_german_chat_is_answered_in_english():
    session = Session()
    ask("Hallo! Bin heut in Potsdam. Was zahlt n BJ da?", rules_dir=RULES, session=session)
    answer = ask("cheers, bye", rules_dir=RULES, session=session)
    assert answer.lang == "en" and {answer.intent, *answer.courtesy} == {"thanks", "goodbye"}, answer


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Grüezi mitenand 🙂 wie vill Decks händ ihr im Schlitte z St. Moritz, und wie vill Boxe hät so en BJ-Tisch?",
     [{"rule": "decks", "value": 6}, {"rule": "boxes", "value": 5}], "de", "st-moritz"),
    ("Flensburg: Hab 10 und Dame gesplittet (je 30 €) und auf die erste kommt n Ass. Blackjack oder nur 21?",
     [{"rule": "split_ten_ace_is_blackjack", "value": True}], "de", "schleswig-holstein"),
    ("Nu gugge, in Cottbus – kann ich da eenfach nen Fuffi in de Box leschen oder brauch ich Jetons? Un was sach ich "
     "wenn ich keene Karte mehr will?", [{"rule": "bets_in_chips_only", "value": True},
                                          {"rule": "call_stand", "value": ["Rest"]}], "de", "brandenburg"),
    ("Der Boxinhaber ist einfach aufs Klo verschwunden, sein Einsatz liegt noch, sonst setzt keiner auf der Box. Was "
     "macht der Croupier mit seiner Hand? (Cottbus)", [{"rule": "absent_owner_draws_to", "value": 12}], "de",
     "brandenburg"),
    ("Mir sind grad ganz alloi am Tisch in Potsdam, Minimum isch 5 €. Wieviel muss i mindeschtens setze?",
     [{"rule": "min_boxes_single_guest", "value": 2}, {"amount": "10"}], "de", "brandenburg"),
    ("Ich glaub ich hab n Problem mit dem Zocken. Gibt's bei den Brandenburger Spielbanken ne Hilfe-Nummer?",
     [{"says": {"de": ["0800 1372700"]}}], "de", "brandenburg"),
    ("I'm betting behind a seated lady at St. Moritz. She's on 11 and won't double 🙄 can I double just my part? and if "
     "she splits can I follow?", [{"rule": "co_bettors_join_double", "value": True},
                                  {"rule": "co_bettors_join_split", "not_stated": True}], "en", "st-moritz"),
    ("Casino Senator: if me and the dealer disagree about a payout, who settles it?",
     [{"rule": "disputes", "value": "management_decides"}], "en", "senator"),
    ("st moritz bad az split mishe dobl kard? 2 ta 9 joda kardam, ru yekish 2 oomad. dealer ru 17 vaymiste?",
     [{"rule": "double_after_split", "value": True}, {"rule": "dealer_hits_soft_17", "value": False}], "fa",
     "st-moritz"),
])
def test_check_set_46(question, checks, lang, casino):
    """heldout46 (every clause of the leaflets, 88.9 % at its first run): Swiss 'wie vill Boxe'; a split ten and dame
    and an ace; 'nen Fuffi in de Box'; the owner gone 'aufs Klo'; a lone guest's least stake; 'Problem mit dem Zocken';
    'can I follow'; 'disagree … who settles it'; Finglish 'dealer ru 17 vaymiste'."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["hey! at St Moritz which tables have that J♠ + A♠ bonus thing?",
      "ok so I put 20 there and got exactly that 🤩 how much?", "and the same two cards on the other table?"],
     [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"}, {"amount": "30"}], "en", "st-moritz"),
    (["سلام! تو کازینو سناتور ایروان سوراندر داریم؟ با ۸۰۰۰ درام چقدر برمیگرده؟", "اگه اسپلیت کرده باشم چی؟"],
     [{"rule": "surrender_after_split", "value": False}], "fa", "senator"),
    (["salam, too casino senator bime chejoori hast? dealer kei pishnahad mide?",
      "hadaghal chand bayad bezaram? hadaghale miz 2000 drame"],
     [{"rule": "insurance_min_table_fraction", "value": 0.5}, {"amount": "1000"}], "fa", "senator"),
])
def test_check_set_46_chats(turns, checks, lang, casino):
    """heldout46's chats: a bonus blackjack sets the chat's table, so 'the other table' is the 3:2 one; 'what if I
    had split?' in a surrender chat; the table minimum told in an insurance chat gives the least insurance."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["whats the max bet at the cottbus casino?", "sorry, I meant Wiesbaden", "and the min?",
      "can I still double if I'm already at the max there? how much would be on the box?", "and split too?"],
     [{"rule": "split_hand_is_new_box", "value": True}], "en", "wiesbaden"),
    (["کوتبوس تنها بازی میکنم، حتما باید دو تا باکس بگیرم؟ میز حداقلش ۱۰ یوروئه"],
     [{"rule": "min_boxes_single_guest", "value": 2}, {"amount": "20"}], "fa", "brandenburg"),
])
def test_a_move_named_with_too_and_a_lone_guests_least_stake(turns, checks, lang, casino):
    """'and split too?' after doubling at the maximum is splitting at the maximum, not doubling after a split; a lone
    guest at a table whose minimum is told stakes at least two boxes of it."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Potsdam, Box 3 gehört meinem Kumpel. Er will mit 14 gegen die 10 stehen bleiben – darf ich ihm sagen, er soll "
     "ziehen?", [{"rule": "advice_to_box_owner", "value": False}, {"says": {"de": ["14 gegen 10"]}}], "de",
     "brandenburg"),
    ("and can i grab a cab from the train station there? 🚕", [{"reply": "decline"}], "en", None),
    ("Hoi zäme, St. Moritz am 3:2-Tisch: 40 Stutz gsetzt, Ass + König becho, de Croupier hät e 6 zeigt und isch dänn uf "
     "20 cho. Was chunnt da use?", [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"}, {"amount": "60"}],
     "de", "st-moritz"),
    ("Mein Kumpel hatte 16 gegen ne 10 und ich hab ihm zugerufen „zieh!“ – der Croupier hat mich gleich ermahnt. Darf "
     "man in Potsdam echt nix sagen?", [{"rule": "advice_to_box_owner", "value": False}], "de", "brandenburg"),
    ("Nu gugge, in Gottbus: zwee Achter geteilt, da kommt glei wieder ne Acht. Darf isch nochma deilen? Un danach "
     "doppeln?", [{"rule": "max_split_hands", "value": None}, {"rule": "double_after_split", "value": True}], "de",
     "brandenburg"),
    ("At Wiesbaden I had the max 500 on the box and got 8-8 vs a 6. Can I still split when I'm already at the max?",
     [{"play": "split"}, {"rule": "split_hand_is_new_box", "value": True}], "en", "wiesbaden"),
    ("merc30 azizam, khodafez", [{"reply": "thanks"}, {"reply": "goodbye"}], "fa", None),
    ("Merci, pfüeti!", [{"reply": "thanks"}, {"reply": "goodbye"}], "de", None),
])
def test_check_sets_48_and_49(question, checks, lang, casino):
    """heldout48 (blind-set style, 96.6 % at its first run) and heldout49 (stories, 82.9 %): 'Box 3' is no card and
    advice comes first; a cab declined; a blackjack against a shown 6 is paid, not played; 'zugerufen … nix sagen';
    Saxon 'nochma deilen'; splitting at the maximum; 'merc30'; 'pfüeti'."""
    satisfies(question, checks, lang, casino)


def test_a_persian_greeting_is_no_typo_of_farewell():
    """«درود» (hello) is one letter from «بدرود» (farewell): a greeting, not a goodbye as well."""
    answer = ask("درود 🌹", rules_dir=RULES)
    assert answer.intent == "greeting" and "goodbye" not in answer.courtesy and "خداحافظ" not in answer.answer, answer


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Wiesbaden: hat der Croupier ne verdeckte Karte? Und was is mit meinem BJ, wenn er am Ende auch einen hat?"],
     [{"rule": "hole_card", "value": "no_peek"}, {"says": {"de": ["Gleichstand"]}}], "de", "wiesbaden"),
    (["سلام، در کازینو سناتور بلک جک چند پرداخت می‌شود؟", "اگر ۴۰۰۰ شرط بسته باشم چقدر می‌برم؟",
      "اگه دیلر هم بلک جک بیاره چی؟", "و اگر کارت اول دیلر تک خال باشد؟"],
     [{"rule": "even_money", "value": True}, {"amount": "4000"}], "fa", "senator"),
])
def test_both_blackjacks_are_a_stand_off(turns, checks, lang, casino):
    """'… mein BJ, wenn er am Ende auch einen hat?' is a stand-off; after «اگه دیلر هم بلک جک بیاره», a dealer's ace
    still asks about even money."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("سلام، ایروان سر میز بلک جک ام، ۱۰ هزار درام گذاشتم، دو تا تک خال دارم و دیلر ۶ داره. جدا کنم؟", [{"play": "split"}],
     "fa", "senator"),
    ("3CW w/ 5: J♥ J♦ mine + dealer J♥. payout?? 🤯", [{"rule": "pays", "value": "200:1"}, {"amount": "1000"}], "en",
     "st-moritz"),
])
def test_a_pair_named_by_a_two_word_card_and_a_bet_with_w_slash(question, checks, lang, casino):
    """heldout49: «دو تا تک خال» is a pair of aces (not a two and an ace); "w/ 5" is the bet."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("wie komm ich vom Potsdamer Hbf am schnellsten zur Spielbank, Bus oder Tram?", [{"reply": "decline"}], "de", None),
    ("Wie oft darf man in St Moritz teilen? Und wie läuft das bei zwei Assen?",
     [{"rule": "max_split_hands", "value": 4}, {"rule": "hit_split_aces", "value": False},
      {"rule": "split_ace_ten_is_blackjack", "value": False}], "de", "st-moritz"),
    ("Casino SH: hab 5 und 3, also 8. Darf ich doppeln?", [{"rule": "double_on", "value": [9, 10, 11]}], "de",
     "schleswig-holstein"),
    ("Hab in Wiesbaden schon 500 (Max) auf der Box und jetzt ne 11. Darf ich trotzdem noch doppeln?",
     [{"rule": "double_may_exceed_max", "value": True}, {"amount": "1000"}], "de", "wiesbaden"),
    ("Ich glaub ich hab n Problem mitm Zocken. Gibt's bei der Spielbank Potsdam irgendwo Hilfe?",
     [{"says": {"de": ["0800 1372700"]}}], "de", "brandenburg"),
    ("Ich hab im Senator Asse geteilt und krieg wieder n Ass – darf ich nochmal teilen?",
     [{"rule": "resplit_aces", "value": True}, {"rule": "hit_split_aces", "value": False}], "de", "senator"),
    ("کوئینز تریو ۱۰ فرانک گذاشتم، یه بی‌بی پیک اومد، بقیه کارتا بی‌بی نبودن. چقدر میدن؟",
     [{"rule": "pays", "value": "4:1"}, {"amount": "40"}], "fa", "st-moritz"),
    ("st. moritz 3CW: A♠ A♠ A♠ umad!!! 10 franc gozashte budam 😱", [{"rule": "pays", "value": "300:1"},
                                                                     {"amount": "3000"}], "fa", "st-moritz"),
    ("st moritz even money daran?", [{"rule": "even_money", "not_stated": True}], "fa", "st-moritz"),
    ("cottbus tanhaei sare miz hastam, ye box kafie?", [{"rule": "min_boxes_single_guest", "value": 2}], "fa",
     "brandenburg"),
])
def test_blind_set_40_questions(question, checks, lang, casino):
    """heldout40, the sixth session's blind set (94.4 %), read after its blind run: a way to the casino declined; the
    second question of two ('… bei zwei Assen?'); 'also 8' and 'doppeln'; '500 (Max)' is the bet; 'Problem mitm
    Zocken'; 'wieder n Ass'; «بقیه کارتا بی‌بی نبودن» denies the cards; 'A♠' is no English article; 'daran' last is
    Persian; «تنهایی … کافیه» in Finglish."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Nu gugge ma, in St. Moritz am 6:5-Tisch: Blackjack mit 50 Fränkli. Was gibbt'n das?", "Un am annern Tisch?"],
     [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"}, {"amount": "75"}], "de", "st-moritz"),
    (["Grüß Gott! Bin grad im Casino Schleswig-Holstein in Travemünde. Hab a 5 ond a 5, dr Dealer zeigt a 8, 25 Euro "
      "gsetzt. Was duan?", "Ond wenn's a 8 ond a 4 gwesa wär?"], [{"play": "hit"}], "de", "schleswig-holstein"),
    (["Grüß Gott! Bin grad im Casino Schleswig-Holstein in Travemünde. Hab a 5 ond a 5, dr Dealer zeigt a 8, 25 Euro "
      "gsetzt. Was duan?", "Ond wenn's a 8 ond a 4 gwesa wär?", "Ond dr Dealer hätt a 4 zeigt?"], [{"play": "stand"}],
     "de", "schleswig-holstein"),
    (["Servus! Wie oft derf i in Cottbus splitten?", "Ah na, i hab Wiesbaden gmeint, sorry."],
     [{"rule": "max_split_hands", "value": 4}], "de", "wiesbaden"),
    (["Servus! Wie oft derf i in Cottbus splitten?", "Ah na, i hab Wiesbaden gmeint, sorry.",
      "Und bei de Asse dort, kriag i mehr als a Kartn?"], [{"rule": "hit_split_aces", "value": False}], "de", "wiesbaden"),
    (["queens trio at st moritz, 20 on it. I get Q♥ 5♣, dealer shows J♦", "what if my queen had been the Q♠?"],
     [{"rule": "pays", "value": "4:1"}, {"amount": "80"}], "en", "st-moritz"),
    (["queens trio at st moritz, 20 on it. I get Q♥ 5♣, dealer shows J♦", "what if my queen had been the Q♠?",
      "and with that Q♠ if the dealer showed Q♣ instead of the jack?"], [{"rule": "pays", "value": "10:1"},
                                                                        {"amount": "200"}], "en", "st-moritz"),
    (["wiesbaden digital 21: 10-6 vs dealer 9, 40 on it. what's the play?", "got it, ta"], [{"reply": "thanks"}], "en",
     None),
])
def test_blind_set_40_chats(turns, checks, lang, casino):
    """heldout40's chats: Saxon 'Un am annern Tisch?'; Swabian 'ond … gwesa wär' stays German (its 'a' is no English
    article); 'i hab Wiesbaden gmeint' puts the casino right; 'kriag i mehr als a Kartn' on split aces; a queen told
    again as the Q♠, and the dealer's card told anew beside it; 'got it, ta' thanks."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Was gibts beim QT für ne einzelne Pik Dame wenn ich zehn setz? Casino St. Moritz",
     [{"rule": "pays", "value": "4:1"}, {"amount": "40"}], "de", "st-moritz"),
    ("Vers. in St. Moritz zahlt wieviel? 2 zu 1 wie überall?", [{"rule": "insurance_pays", "not_stated": True}], "de",
     "st-moritz"),
    ("darf ich in SH ass-acht als 9 zählen und doppeln?? oder ass neun als 10?",
     [{"rule": "double_on", "value": [9, 10, 11]}, {"rule": "double_soft", "not_stated": True}], "de",
     "schleswig-holstein"),
    ("Schreib mir mal ne Beschwerde-Mail ans Casino Schleswig-Holstein, der Dealer war unfreundlich",
     [{"reply": "decline"}], "de", "schleswig-holstein"),
    ("doppeln auf 8 geht in wiesbaden?", [{"rule": "double_on", "value": [9, 10, 11]}], "de", "wiesbaden"),
    ("Ei gude, muss mer im Casino Wiesbade en Anzuch aazieh oder geht des aach leger?",
     [{"rule": "dress", "not_stated": True}], "de", "wiesbaden"),
    ("Senator (Armenien): Ass + 6 doublen geht des?", [{"rule": "double_soft", "value": True}], "de", "senator"),
    ("Was is wenn ich im Senator Zoff mit dem Dealer hab, wer entscheidet dann am Ende?",
     [{"rule": "disputes", "value": "management_decides"}], "de", "senator"),
    ("Welche Aktien sollt ich jetzt kaufen, was meinst du?", [{"reply": "decline"}], "de", None),
    ("War gestern inner Spielbank Cottbus. Wieviele Leute dürfen da auf einer Box setzen?",
     [{"rule": "bettors_per_box", "value": 3}], "de", "brandenburg"),
    ("cottbus: i own box w 50€, guy behind me 20€. i got hard 10 vs dealer 6 – double? if we both double whats on the box",
     [{"play": "double"}, {"amount": "140"}], "en", "brandenburg"),
])
def test_check_set_51_german(question, checks, lang, casino):
    """heldout51 (German as guests write it, 94.3 % at its first run): 'zehn setz' is the bet; 'Vers.'; 'doppeln',
    'doublen'; a complaint mail to write is declined; Hessian 'Anzuch aazieh … leger'; 'Zoff mit dem Dealer'; shares
    declined; 'inner Spielbank' is no 'dinner'; and a 'hard 10' beside another guest's '20€' stays hard 10."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Grüezi mitenand! Bin in St. Moritz am 6:5-Tisch. Was zahlt dä Bonus Black Jack nomal?",
      "Nächsti Rundi, wieder 20. Ich hab 10 und 6, die Bank zeigt 7. Karte oder nöd?",
      "Gzoge, e Drüü cho, also 19. Croupier zieht zur 7 e Dame, 17, und bliibt stah. Wieviel hani gwunne?"],
     [{"amount": "20"}], "de", "st-moritz"),
    (["Grüezi mitenand! Bin in St. Moritz am 6:5-Tisch. Was zahlt dä Bonus Black Jack nomal?",
      "Nächsti Rundi, wieder 20. Ich hab 10 und 6, die Bank zeigt 7. Karte oder nöd?",
      "So, ich wechsle an de 3:2-Tisch, gliiche Iisatz. Herz-Ass und Kreuz-König, Bank zeigt 5. Was zahlt das?"],
     [{"amount": "30"}, {"rule": "blackjack_pays", "value": "3:2", "table": "classic"}], "de", "st-moritz"),
    (["Moin! Potsdam, Black Jack: was is Minimum und Maximum pro Box?",
      "Neue Runde, wieder zehn. 5 und 6, Bank zeigt ne 4. Doppeln?"], [{"play": "double"}], "de", "brandenburg"),
    (["Servus! Im Kurhaus am DIGITAL 21 – gibts do a Surrender?",
      "Fuchzg Euro Einsatz, i hab 10 und 6, Dealer zeigt 9. Wos moch i?", "Und wos krieg i dann zruck?"],
     [{"amount": "25"}, {"rule": "surrender", "value": "late"}], "de", "wiesbaden"),
    (["Servus! Im Kurhaus am DIGITAL 21 – gibts do a Surrender?",
      "Nächste Hand wieder 50, Dealer zeigt 9. Hob 2,2,3,3 und dann no 2, 2 und 3 zogn – sieben Kartn, 17. Wos is "
      "jetzt?"], [{"rule": "card_charlie", "value": 7}, {"amount": "50"}], "de", "wiesbaden"),
    (["Kurze Frage Cottbus: darf ich bei nem Fremden in der Box mitsetzen?",
      "Und wenn der Typ allein auf seiner Box spielt und einfach abhaut?"],
     [{"rule": "absent_owner_draws_to", "value": 12}], "de", "brandenburg"),
    (["Kurze Frage Cottbus: darf ich bei nem Fremden in der Box mitsetzen?",
      "Danke! Ach und wo krieg ich Hilfe, falls das Zocken mal zu viel wird?"],
     [{"reply": "thanks"}, {"says": {"de": ["0800 1372700"]}}], "de", "brandenburg"),
    (["Und in St. Moritz?", "Ok, bin jetzt am 3:2-Tisch dort, 15 Franken. Ass-6, Bankhalter zeigt 6. Doppeln?"],
     [{"play": "double"}], "de", "st-moritz"),
    (["Ok, bin in St. Moritz am 3:2-Tisch, 15 Franken. Ass-6, Bankhalter zeigt 6. Doppeln?",
      "Hab gedoppelt, kommt ne 3, also 20. Croupier: 6, König, 9 – drüber. Was krieg ich?"], [{"amount": "30"}], "de",
     "st-moritz"),
    (["Queens Trio at St Moritz — pay table pls", "ty, laterz"], [{"reply": "thanks"}, {"reply": "goodbye"}], "en",
     None),
    (["Hello! At Casino Schleswig-Holstein, can I double with a 5 and a 3?", "ok so what do I do with 5+3 vs a 6 then?",
      "hit, got a 3 so 11 now. can I double NOW?"], [{"rule": "double_on", "value": [9, 10, 11]}, {"play": "hit"}],
     "en", "schleswig-holstein"),
    (["Hello! At Casino Schleswig-Holstein, can I double with a 5 and a 3?", "ok so what do I do with 5+3 vs a 6 then?",
      "hit, got a 3 so 11 now. can I double NOW?",
      "got a 9 → 20. dealer 6, ten, then a 5 = 21. ugh. bet was thirty, so what did I lose?"], [{"amount": "30"}],
     "en", "schleswig-holstein"),
    (["Comparing max bets: Potsdam vs Wiesbaden?"], [{"amount": "1000"}, {"amount": "500"}], "en", None),
    (["Comparing max bets: Potsdam vs Wiesbaden?", "and the minimums?"], [{"amount": "2"}, {"amount": "20"}], "en",
     None),
    (["Going with Wiesbaden then. €10 on the box, 6-6 against dealer 5. Split?",
      "First hand gets a 5 → 11. Can I double that one?"],
     [{"rule": "double_after_split", "value": True}, {"play": "double"}], "en", "wiesbaden"),
    (["یه هتل خوب نزدیک کازینو معرفی میکنی؟", "باشه، مرسی، بای"], [{"reply": "thanks"}, {"reply": "goodbye"}], "fa",
     None),
])
def test_check_set_52_chats(turns, checks, lang, casino):
    """heldout52 (chats that play a visit out, 87.1 % at its first run): a round told to its end and settled on the
    chat's bet ('Croupier zieht … 17, und bliibt stah', 'dealer 6, ten, then a 5 = 21', '… drüber' after doubling);
    'gliiche Iisatz'; 'wieder zehn' is the bet; what the advised surrender gives back; 'sieben Kartn' counts cards;
    'abhaut'; help asked beside thanks; 'Bankhalter'; 'laterz', «بای»; no double after the third card; the casinos
    compared kept for 'and the minimums?'; doubling on a split hand told by its total."""
    satisfies_at_the_end(turns, checks, lang, casino)


def test_the_session_value_carries_the_casinos_compared_and_forgets_unknown_ones():
    """"Comparing max bets: Potsdam vs Wiesbaden?", then "and the minimums?" on another worker: the casinos compared
    travel in the session value; a casino no rules file names is dropped."""
    places = casinos(RULES)
    compared = Session(casino="wiesbaden", lang="en", intent="table_limits", compared=("wiesbaden", "brandenburg"))
    assert session_from_token(session_token(compared), places) == compared
    forged = Session(casino="wiesbaden", lang="en", compared=("wiesbaden", "atlantis"))
    assert session_from_token(session_token(forged), places).compared == ("wiesbaden",)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Going with Wiesbaden then. €10 on the box, 6-6 against dealer 5. Split?",
      "First hand gets a 5 → 11. Can I double that one?",
      "Got a 10 → 21. Second hand 6+10 = 16, I stood. Dealer 5, 10, 8 = 23. Total win?"], [{"amount": "30"}], "en",
     "wiesbaden"),
    (["سر میز دیجیتال ۲۱ ویسبادن حداقل و حداکثر شرط چقدره؟", "با ۱۰ یورو دو تا آس اومده، دیلر ۷ داره. اسپلیت کنم؟",
      "روی آس اول یه شاه اومد. این بلک جک حساب میشه؟ میتونم کارت دیگه هم بگیرم؟",
      "دست دوم آس و ۸ شد ۱۹. دیلر ۷ بعد ۱۰، یعنی ۱۷. روی هم چقدر بردم؟"], [{"amount": "20"}], "fa", "wiesbaden"),
    (["Cottbus — €20 on my box. 10 and 7, dealer shows 9. Hit or stand?", "sorry misread, it's 10 and 2 not 7",
      "Hit, got a 4 → 16. Dealer still 9. Again?", "Drew a 5, 21! Dealer 9 then 8, stands on 17. My win?",
      "Why does the dealer have to stop at 17 anyway?"], [{"rule": "dealer_hits_soft_17", "value": False}], "en",
     "brandenburg"),
    (["Moin! Potsdam, 20 € gesetzt, hab 12, Bank zeigt ne 3. Karte oder Rest?", "hab ne 2 bekommen, jetzt 14",
      "Bank hatte 18, weg isses 🙄 Nächste Hand: 5 und 5 gegen ne 8, wieder 20 €."], [{"play": "double"}], "de",
     "brandenburg"),
])
def test_a_split_round_told_to_its_end_is_settled_hand_by_hand(turns, checks, lang, casino):
    """heldout52: the chat keeps each split hand's total as told ("First hand gets a 5 → 11", "Got a 10 → 21",
    "Second hand 6+10 = 16", «روی آس اول یه شاه اومد», «دست دوم آس و ۸ شد ۱۹»), and the dealer's end ("= 23", «یعنی ۱۷»,
    not a bet) settles them: the doubled first hand counts twice. A question about the dealer's 17 is no hand of 17;
    a round told to its end before 'Nächste Hand' asks for the next hand's play."""
    satisfies_at_the_end(turns, checks, lang, casino)


def test_the_session_value_carries_each_split_hands_total():
    places = casinos(RULES)
    split = Session(casino="wiesbaden", lang="en", intent="strategy", amount="10", split="2/1/21,16")
    assert session_from_token(session_token(split), places) == split


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("پوتسدام، ما سه نفر رو یه باکسیم و جمع شرطامون از ماکزیمم بیشتر شده. چی میشه؟",
     [{"rule": "over_max", "value": "reduce_from_last_circle"}, {"rule": "bettors_per_box", "value": 3}], "fa",
     "brandenburg"),
    ("SH: sen e hadeaqal vase vorud chande?", [{"rule": "min_age", "not_stated": True}], "fa", "schleswig-holstein"),
    ("wiesbaden 7 card trick chie daqiqan?", [{"rule": "card_charlie", "value": 7}], "fa", "wiesbaden"),
    ("Potsdam: ba3d az split dobbl mishe?", [{"rule": "double_after_split", "value": True}], "fa", "brandenburg"),
    ("Tischmax ist 200, ich hab die 200 in der Box und ne 11. Darf ich in Schleswig-Holstein trotzdem doppeln?",
     [{"rule": "double_may_exceed_max", "value": True}, {"amount": "400"}], "de", "schleswig-holstein"),
    ("Three of us on one box in Cottbus, 1,200 total at a 1,000 max table – what happens?",
     [{"rule": "over_max", "value": "reduce_from_last_circle"}, {"rule": "bettors_per_box", "value": 3}], "en",
     "brandenburg"),
    ("Versicherung bei 60 Einsatz: Potsdam und Schleswig-Holstein – gleiche Regeln? Was gibts jeweils, wenn die Bank BJ "
     "hat?", [{"amount": "30"}, {"amount": "60"}], "de", None),
    ("can you surrender in Cottbus? had 16 v 10 with 100 on it, hit instead, got a 5 = 21, dealer had 17. how much back "
     "in total?", [{"amount": "200"}], "en", "brandenburg"),
    ("Kann man in St. Moritz aufgeben und die Hälfte zurückholen? Hatte 16 gegen 10 mit 40 drauf, hab dann gezogen, ne 5 "
     "bekommen, Croupier hatte 20. Was hab ich nu gewonnen?", [{"amount": "40"}], "de", "st-moritz"),
    ("Kann man in SH eigentlich surrendern? Ich hatte 15 gegen die 10 der Bank, 60 € drauf, bin stehen geblieben und die "
     "Bank hat sich überkauft. Was hab ich gewonnen?", [{"amount": "60"}], "de", "schleswig-holstein"),
    ("Wiesbaden Digital 21: seven cards, total 19, fifteen bucks on it. dealer then drew to 21. do I still win? how much "
     "back in total?", [{"amount": "30"}], "en", "wiesbaden"),
    ("Wiesbaden, 20 € Einsatz. Ich hatte am Ende A, 2, 2, 3, A, 2, 4 – sieben Karten, 15 Punkte. Der Croupier hat "
     "irgendwas gemurmelt und mir das Geld hingeschoben. Wieviel krieg ich insgesamt zurück?",
     [{"rule": "card_charlie", "value": 7}, {"amount": "40"}], "de", "wiesbaden"),
    ("ok so im at the digital 21 thing in wiesbaden and ive got 16 and the dealer is showing a 9 and i bet 30 euros can i "
     "just give up and get half back how much would that be", [{"rule": "surrender", "value": "late"}, {"amount": "15"}],
     "en", "wiesbaden"),
    ("پوتسدام: ۱۳ دارم دیلر ۲ داره، ۲۰ یورو شرط. کارت بگیرم؟", [{"play": "stand"}], "fa", "brandenburg"),
])
def test_check_sets_53_to_55(question, checks, lang, casino):
    """heldout53 (at the table, 96.3 % at its first run), heldout54 (Persian, 96.6 %), heldout55 (money told as stories,
    61.8 %): Finglish «سن حداقل ورود», «دقیقا», «بعد از … دوبل»; three on a box over the maximum; 'ne 11' beside the
    table's maximum is the hand; insurance 'bei 60 Einsatz' is on a bet of 60; a hand told to its end is won or lost by
    its total against the dealer's end (a card told after the total added), though a rule was asked first; seven cards
    paid on the bet ('fifteen bucks'); a bet or a dealer's card beside a currency is no dealer's total."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["سلام 👋 فردا میرم کازینو سنت موریتز", "سر میز ۶ به ۵ با پنجاه فرانک بلک جک بیارم چقدر میدن؟",
      "اگه همون بلک جک سرباز پیک و آس پیک باشه چی؟", "میز اون یکی چی؟ همون پنجاه فرانک"],
     [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"}, {"amount": "75"}], "fa", "st-moritz"),
    (["salam, too SH chand nafar mitunan ru ye box shart bandi konan?", "Wiesbaden chetor, unja ham 3 nafar ru ye box?"],
     [{"rule": "bettors_per_box", "not_stated": True}], "fa", "wiesbaden"),
    (["salam, senator-am. 5 o 5 daram, diler 6 neshun mide. chikar konam?", "age 7 neshun midad chi?"],
     [{"play": "double"}], "fa", "senator"),
    (["wiesbaden-am, digital 21. do ta ace ro split kardam, mitoonam bazam kart begiram?"],
     [{"rule": "hit_split_aces", "value": False, "table": "digital-21"}], "fa", "wiesbaden"),
    (["wiesbaden-am, digital 21. do ta ace ro split kardam, mitoonam bazam kart begiram?",
      "age ace o dah biad bj hesab mishe?"], [{"rule": "split_ace_ten_is_blackjack", "value": False,
                                              "table": "digital-21"}], "fa", "wiesbaden"),
    (["hi! St Moritz, the 6:5 table — blackjack on 40, what's that pay?", "and at the other table?",
      "what if it's J♠ A♠ there?"], [{"amount": "60"}], "en", "st-moritz"),
    (["hi! St Moritz, the 6:5 table — blackjack on 40, what's that pay?", "and at the other table?",
      "what if it's J♠ A♠ there?", "ok thanks! and the same cards on the 6:5 one?"],
     [{"rule": "pays", "value": "5:1"}, {"amount": "200"}], "en", "st-moritz"),
    (["Servus, fuffzig Euro, Black Jack in Wiesbaden – wie viel?", "Danke! Und in Cottbus mit hundert?"],
     [{"rule": "blackjack_pays", "value": "3:2"}, {"amount": "150"}], "de", "brandenburg"),
])
def test_check_set_chats_53_to_55(turns, checks, lang, casino):
    """«میز اون یکی»; Finglish 'unja ham 3 nafar ru ye box', 'neshun midad', 'bazam'; a split ace and a ten in a chat
    about split aces; J♠ A♠ at a table without the bonus is a plain blackjack, and 'the same cards' at the 6:5 table the
    bonus; a follow-up beside thanks ('Danke! Und in Cottbus mit hundert?')."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("can u convert 50 euro into dram for me? also blackjack on 3000 dram at Senator pays what?",
     [{"reply": "decline"}, {"rule": "blackjack_pays", "value": "3:2"}, {"amount": "4500"}], "en", "senator"),
    ("can you book me a hotel close to the Schleswig-Holstein casino? and another thing: I doubled a 9 there with 45 and "
     "won a normal hand, what's my profit?", [{"reply": "decline"}, {"amount": "90"}], "en", "schleswig-holstein"),
    ("Mit wie vielen Decks läuft DIGITAL 21? Und Black Jack bei 12 € Einsatz bringt wie viel? Ach, und kannst du mir "
     "für danach nen Tisch im Kurhaus-Restaurant reservieren?", [{"rule": "decks", "value": 6}, {"amount": "18"}], "de",
     "wiesbaden"),
    ("Ei gude! Wie werd'n des Wetter morsche in Wiesbade? Will in de Kurpark.", [{"reply": "decline"}], "de", None),
    ("kannst du mir im Kurhaus nen Tisch im Restaurant reservieren? heut 20 Uhr, 2 Pers 🍝", [{"reply": "decline"}],
     "de", None),
    ("Kannst du mir sagen, wie ich beim Roulette sicher gewinne? 😅", [{"reply": "decline"}], "de", None),
    ("queens trio 20 chf in st. moritz. my cards Q♠ Q♠, dealer's card Q♦. is that two queens of spades or three "
     "queens?? what do i get", [{"rule": "pays", "value": "50:1"}, {"amount": "1000"}], "en", "st-moritz"),
    ("Queens Trio mit zehn Franken: ich hab Pik Dame und Herz Dame, der Croupier zeigt ne 5. Was krieg ich – zählt da "
     "auch die Pik Dame extra?", [{"rule": "pays", "value": "10:1"}, {"amount": "100"}], "de", "st-moritz"),
    ("St. Moritz 3CW, ten on it: J♥ J♦ and the dealer's up card is J♥. how much??",
     [{"rule": "pays", "value": "200:1"}, {"amount": "2000"}], "en", "st-moritz"),
    ("Wieviele Boxen hat so n Tisch in Potsdam und wieviele Leute dürfen auf eine? Wir sind drei mit je 20, die Box hat "
     "Black Jack – was kriegen wir zusammen raus an Gewinn?", [{"rule": "boxes", "value": 7}, {"amount": "90"}], "de",
     "brandenburg"),
    ("Potsdam, I'm the only one on my box, 30 on it, I have to step away with 4+3. what happens? came back: 18 vs "
     "dealer 17 — what's waiting for me in total?", [{"rule": "absent_owner_draws_to", "value": 12}, {"amount": "60"}],
     "en", "brandenburg"),
])
def test_money_stories_and_a_request_beside_the_rules(question, checks, lang, casino):
    """heldout55: a request no house rule covers is declined beside the answer to the rest, and the rest read without
    it (the '50 euro' to convert is no bet); a message that only seems to have a rest ('… Will in de Kurpark.', '…
    heut 20 Uhr, 2 Pers', '… 😅') is declined whole; side-bet cards as dealt (three with their symbols; two before
    the dealer is named and his after); 'ten on it' is the bet; a group's equal bets on one box, together; 'the only
    one on my box' bets no 1."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("st moritz queens trio, 5 chip, three queens of spades!!! how much??",
     [{"rule": "pays", "value": "300:1"}, {"amount": "1500"}], "en", "st-moritz"),
    ("Potsdam: I want to call the shots on 4 boxes at once. Allowed?",
     [{"rule": "owned_boxes_per_guest", "value": 3}], "en", "brandenburg"),
    ("پوتسدام دو تا ۸ دارم جلوی ۱۰ دیلر... نه ببخشید، جلوی ۹. چیکار کنم؟", [{"play": "split"}], "fa", "brandenburg"),
])
def test_check_set_56(question, checks, lang, casino):
    """heldout56 (blind-set style, 94.9 % at its first run) and heldout57: '5 chip' is the bet; 'call the shots on 4
    boxes'; the dealer's card put right after «نه ببخشید» (the "no" that is no nine)."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Wie viele Leute dürfen in Schleswig-Holstein auf eine Box setzen?", "Und in Cottbus?",
      "Auf wie vielen Boxen darf ich dort selber spielen?", "Und nochmal in SH?"],
     [{"rule": "boxes_per_guest", "value": 2}], "de", "schleswig-holstein"),
    (["Wiesbaden, Digital 21, ich setz 100 €. Dealer hat Ass – wie viel darf ich maximal versichern?",
      "Und wenn er dann Blackjack hat?", "Ach nee, sorry, ich hab nur 60 gesetzt."], [{"amount": "30"}, {"amount": "60"}],
     "de", "wiesbaden"),
    (["At St. Moritz, what's the top prize on Queens Trio?",
      "if I get two queens, one of them a spade, and the dealer's up card is a king, with a 10 bet?"],
     [{"rule": "pays", "value": "10:1"}, {"amount": "100"}], "en", "st-moritz"),
    (["At St. Moritz, what's the top prize on Queens Trio?",
      "if I get two queens, one of them a spade, and the dealer's up card is a king, with a 10 bet?",
      "what if the dealer's card had been the queen of spades instead?"],
     [{"rule": "pays", "value": "50:1"}, {"amount": "500"}], "en", "st-moritz"),
    (["کازینو سناتور سرندر داره؟", "شرطم ۱۲ هزار درامه، چقدرش میره؟"], [{"amount": "6000"}], "fa", "senator"),
    (["کازینو سناتور سرندر داره؟", "ممنون، خدافظ"], [{"reply": "goodbye"}], "fa", None),
    (["Servus! Bin nächsten Monat in Jerewan, im Casino Senator. Mit wieviel Decks spielen die BJ?",
      "Gibts da Surrender? Bei 50er Einsatz was bekomm ich zurück?"], [{"amount": "25"}], "de", "senator"),
    (["Spiel in St. Moritz 3 Card Wins mit zehn Franken und krieg drei rote Buben – was gibts?",
      "Und wenn ich auf meiner Box drei Siebener hab, Einsatz zwanzig?"],
     [{"rule": "three_sevens_pays", "value": "1:1"}, {"amount": "20"}], "de", "st-moritz"),
    (["Which of your casinos have 6:5 blackjack tables?",
      "what would a blackjack pay there on a 50 dollar bet... francs, sorry", "what about the other tables there?"],
     [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"}, {"amount": "75"}], "en", "st-moritz"),
    (["سلام، وقت بخیر", "تو کازینو سناتور اگه بیست هزار درام شرط ببندم و بلک جک بیارم چقدر می‌برم؟",
      "اگه کارت دیلر تک‌خال باشه می‌تونم همون اول پولمو بگیرم؟"],
     [{"rule": "even_money", "value": True}, {"amount": "20000"}], "fa", "senator"),
    (["تو کازینو سناتور اگه بیست هزار درام شرط ببندم و بلک جک بیارم چقدر می‌برم؟",
      "اینشورنس چی؟ با همون شرط حداکثر چقدر می‌تونم بذارم و چند برابر میده؟"],
     [{"rule": "insurance_max_fraction", "value": 0.5}, {"amount": "10000"}], "fa", "senator"),
    (["تو کازینو سناتور اگه بیست هزار درام شرط ببندم و بلک جک بیارم چقدر می‌برم؟",
      "می‌تونم ژتون‌هامو تو باکس خودم جابه‌جا کنم؟"], [{"rule": "touch_chips_in_box", "value": False}], "fa",
     "senator"),
])
def test_check_set_chats_56_57(turns, checks, lang, casino):
    """heldout56 and heldout57 (chats relying on earlier turns, 91.1 % at its first run): 'Und nochmal in SH?'; a bet
    put right in an insurance chat; 'one of them a spade'; «چقدرش میره؟» on the chat's surrender; «خدافظ»; '50er
    Einsatz'; three sevens on 'meiner Box' beside a side bet; 'there' after the one casino with 6:5 tables; even money
    asked at length; the most insurance on «همون شرط» is no table maximum; «ژتون‌هامو»."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("DIGITAL 21 in Wiesbaden: wie oft darf ich splitten? Hab 20 € auf zwei Sechsen und würd bis zum Maximum teilen – "
     "wie viel steht dann auf dem Spiel?", [{"rule": "max_split_hands", "value": 4}, {"amount": "80"}], "de", "wiesbaden"),
    ("St. Moritz am 3:2-Tisch, 20 auf der Box, zwei Achter. Geteilt, kam ne 8, wieder geteilt, nochmal ne 8, wieder "
     "geteilt. Jetzt kommt schon WIEDER ne Acht – darf ich ein viertes Mal teilen? Wieviel Geld liegt dann maximal "
     "draußen?", [{"rule": "max_split_hands", "value": 4}, {"amount": "80"}], "de", "st-moritz"),
])
def test_a_split_to_the_tables_limit_puts_every_hands_bet_on_the_table(question, checks, lang, casino):
    """heldout55: splitting 'bis zum Maximum' puts the bet on as many hands as the leaflet allows."""
    satisfies(question, checks, lang, casino)


def test_a_split_to_the_limit_names_no_number_the_leaflet_does_not_state():
    answer = ask("Senator: 20 auf zwei Achten, ich würd bis zum Maximum teilen – wie viel steht dann auf dem Spiel?",
                 rules_dir=RULES)
    assert "80" not in answer.answer, answer.answer


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Grüezi! Sitz in St. Moritz am 3:2 Tisch, 50 Franken gesetzt, hab 8 8 und de Croupier zeigt e 9. Teile?",
      "ok gmacht. uf di erscht Hand chunnt e 3 → 11. Törf ich jetzt no verdopple?"],
     [{"rule": "double_after_split", "value": True}], "de", "st-moritz"),
    (["Grüezi! Sitz in St. Moritz am 3:2 Tisch, 50 Franken gesetzt, hab 8 8 und de Croupier zeigt e 9. Teile?",
      "ok gmacht. uf di erscht Hand chunnt e 3 → 11. Törf ich jetzt no verdopple?",
      "Verdopplet, e Zähni becho = 21. Zweiti Hand 8+10 = 18, bi blibe. Croupier zieht bis 20. Was isch jetzt unterm "
      "Strich?"], [{"amount": "50"}], "de", "st-moritz"),
    (["Grüezi! Sitz in St. Moritz am 3:2 Tisch, 50 Franken gesetzt, hab 8 8 und de Croupier zeigt e 9. Teile?",
      "ok gmacht. uf di erscht Hand chunnt e 3 → 11. Törf ich jetzt no verdopple?",
      "Verdopplet, e Zähni becho = 21. Zweiti Hand 8+10 = 18, bi blibe. Croupier zieht bis 20. Was isch jetzt unterm "
      "Strich?", "Sorry, falsch gseh: de Croupier het sich überkauft, nöd 20. Und jetzt?"], [{"amount": "150"}], "de",
     "st-moritz"),
    (["Bin in St. Moritz am 6:5 Tisch, 50 Fr. auf der Box und A♥ + D♣ bekommen. Der Croupier hat am Ende 18. Wie viel "
      "krieg ich raus?"], [{"rule": "blackjack_pays", "value": "6:5"}, {"amount": "60"}], "de", "st-moritz"),
    (["Potsdam, I've got the table max of 1000 on my box, 11 vs dealer 6. Am I even allowed to double? If it wins, what "
      "do I collect?"], [{"play": "double"}, {"amount": "2000"}], "en", "brandenburg"),
])
def test_stories_of_check_set_49_told_to_their_end(turns, checks, lang, casino):
    """heldout49 (stories, read last session): Swiss split hands ('uf di erscht Hand', 'Zweiti Hand'), doubled
    ('Verdopplet') and settled 'unterm Strich', then put right ('falsch gseh: … überkauft'); 'D♣' is the queen of
    clubs; '11 vs dealer 6' beside 'the table max of 1000' is the hand, no stake."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Servus, Potsdam, tisch min 20: ich hab die box mit 40€, zwei leute setzen hinter mir je 20 mit. passt das so?",
      "wir gewinnen 🎉 wie viel kriegt jeder von uns?"], [{"amount": "80"}, {"amount": "40"}], "de", "brandenburg"),
    (["Servus, Potsdam, tisch min 20: ich hab die box mit 40€, zwei leute setzen hinter mir je 20 mit. passt das so?",
      "nächste runde wieder 40/20/20 und die box hat BJ – auszahlung pro kopf?"], [{"amount": "60"}, {"amount": "30"}],
     "de", "brandenburg"),
])
def test_each_guest_on_a_shared_box_is_paid_on_their_own_stake(turns, checks, lang, casino):
    """heldout36 (compound questions): 'wie viel kriegt jeder von uns?', 'auszahlung pro kopf?' on a box of 40/20/20."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("Muss der Dealer in SH bei 17 stehen bleiben, auch wenn er Ass-6 hat?",
     [{"rule": "dealer_hits_soft_17", "value": False}], "de", "schleswig-holstein"),
    ("Zieht der Dealer im Senator bei 17 mit Ass noch eine Karte?", [{"rule": "dealer_hits_soft_17", "value": False}],
     "de", "senator"),
    ("At Senator I've got soft 17, ace and six, dealer shows a 3. What should I do?", [{"play": "double"}], "en",
     "senator"),
    ("Grüezi, ich han zwei Nüner und de Croupier hät e Sibni. Teile oder nöd? (St. Moritz)", [{"play": "stand"}], "de",
     "st-moritz"),
    ("Wie oft darf man im Senator normale Paare nachsplitten?", [{"rule": "max_split_hands", "not_stated": True}], "de",
     "senator"),
    ("Im Senator: welche Pokerturniere laufen diese Woche?", [{"reply": "decline"}], "de", None),
    ("I'm standing behind someone's box in St Moritz. If I want to double and the seated guy doesn't, can I?",
     [{"rule": "co_bettors_join_double", "value": True}, {"rule": "betting_behind", "value": True}], "en", "st-moritz"),
    ("Bet €20 in Wiesbaden. I've got six cards totalling 17 and draw a 2. What happens?",
     [{"rule": "card_charlie", "value": 7}], "en", "wiesbaden"),
    ("DAS allowed in Potsdam?", [{"rule": "double_after_split", "value": True}], "en", "brandenburg"),
    ("Could you reserve me a seat at a blackjack table in Cottbus for this Saturday night?", [{"reply": "decline"}],
     "en", None),
    ("st moritz insurance age dealer blackjack biare chand pardakht mikone? 2 be 1?",
     [{"rule": "insurance_pays", "not_stated": True}], "fa", "st-moritz"),
    ("چند بار اجازه دارم اسپلیت کنم؟ منظورم سنت موریتزه", [{"rule": "max_split_hands", "value": 4},
                                                      {"rule": "hit_split_aces", "value": False}], "fa", "st-moritz"),
    ("میزای بلک جک سنت موریتز چند تا باکس دارن؟", [{"rule": "boxes", "value": 5}], "fa", "st-moritz"),
    ("رو یه باکس تو SH چند نفر می‌تونن با هم بازی کنن؟", [{"rule": "bettors_per_box", "value": 3}], "fa",
     "schleswig-holstein"),
    ("یه دوستم تو کوتبوس خیلی قمار می‌کنه و نمی‌تونه ول کنه، جایی هست که بتونه کمک بگیره؟",
     [{"says": {"fa": ["BZgA"]}}], "fa", "brandenburg"),
    ("Cottbus be croupier an'aam bedam? rasmeh?", [{"rule": "tips", "not_stated": True}], "fa", "brandenburg"),
    ("senator bime hadeaghal chande? miz hadeaghalesh 1000 e, shartam 4000", [{"amount": "500"}, {"amount": "2000"}],
     "fa", "senator"),
    ("تو سناتور دابل کردم و آخرش دیلر بلک جک آورد. کل شرط دابل‌شده رو از دست میدم یا فقط شرط اول؟",
     [{"rule": "dealer_blackjack_takes", "not_stated": True}], "fa", "senator"),
])
def test_check_sets_58_to_60(question, checks, lang, casino):
    """heldout58 (German, 93.7 % at its first run), heldout59 (English, 95.0 %), heldout60 (Persian, 92.3 %): the
    dealer's own soft 17 ('… auch wenn er Ass-6 hat?') is his rule, not a hand to play (but "I've got soft 17" is);
    Swiss cards ('Nüner', 'Sibni'); 'nachsplitten'; 'Pokerturniere'; a co-bettor standing behind; six cards and a
    draw; 'DAS … allowed' stays English; a seat reserved declined; insurance asked beside the dealer's blackjack;
    split answers name the split aces' one card; Persian boxes, bettors, help, «دابل‌شده»; Finglish 'an'aam', 'biare',
    'hadeaghalesh'."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Guten Tag. Welche Einsatzgrenzen gelten in der Spielbank Potsdam am Black-Jack-Tisch?",
      "Und wenn ich kurz zur Garderobe muss und nur ich auf der Box spiele?", "Falls meine Gattin aber mitgesetzt hat?"],
     [{"rule": "absent_owner_decider", "value": "next_circle"}], "de", "brandenburg"),
    (["yo bin grad am DIGITAL 21 in wiesbaden, hab 10 und 6 und der dealer ne 9 was mach ich", "und bei ner 7?"],
     [{"play": "hit"}], "de", "wiesbaden"),
    (["Servus! Was is des Queens Trio in St. Moritz genau?",
      "I hab 10 Franken drauf und es kommt eine Pik-Dame. Wos kriag i?"], [{"rule": "pays", "value": "4:1"},
                                                                           {"amount": "40"}], "de", "st-moritz"),
    (["Wie viele Decks nehmen die in Schleswig-Holstein?", "Sorry, vertippt – ich meinte das Senator."],
     [{"rule": "decks", "value": 6}], "de", "senator"),
    (["Wie viele Decks nehmen die in Schleswig-Holstein?", "Sorry, vertippt – ich meinte das Senator.",
      "Kann ich dort auf jede Hand verdoppeln?", "Auch nach nem Split?"], [{"rule": "double_after_split", "value": True}],
     "de", "senator"),
    (["Wiesbaden digital 21, I have 10-6 against a 9", "how much do i get back if my bet was 80?"],
     [{"rule": "surrender", "value": "late"}, {"amount": "40"}], "en", "wiesbaden"),
    (["Wiesbaden digital 21, I have 10-6 against a 9", "how much do i get back if my bet was 80?",
      "and if it's a dealer 7 instead?"], [{"play": "hit"}], "en", "wiesbaden"),
    (["Senator: I've got blackjack, dealer shows an ace, 3000 dram on the box. What are my options?",
      "and if I don't take it and the dealer doesn't have blackjack?"],
     [{"rule": "blackjack_pays", "value": "3:2"}, {"amount": "4500"}], "en", "senator"),
    (["Senator: I've got blackjack, dealer shows an ace, 3000 dram on the box. What are my options?",
      "and if I don't take it and the dealer doesn't have blackjack?", "how does that work at Schleswig-Holstein?",
      "and if the dealer shows a 5 there instead, 40 euro bet?"],
     [{"rule": "blackjack_paid_immediately_against", "value": [2, 3, 4, 5, 6, 7, 8, 9]}, {"amount": "60"}], "en",
     "schleswig-holstein"),
    (["hey, in St. Moritz what does a blackjack pay?", "ok and on the 6:5 one if I put 50 on it?", "and the other table?",
      "which of the two has that jack-of-spades bonus, and what does it pay?"], [{"rule": "pays", "value": "5:1"}], "en",
     "st-moritz"),
    (["سلام! تو سنت موریتز بلک جک ۳ به ۲ میدن دیگه؟", "اون میزای دیگه که بونوس بلک جک دارن چطوری‌ان؟",
      "اگه چهل فرانک بذارم و همون جک پیک و آس پیک بیاد چی؟"], [{"amount": "200"}], "fa", "st-moritz"),
])
def test_check_set_chats_58_to_60(turns, checks, lang, casino):
    """'mitgesetzt' after an owner who left; 'und bei ner 7?'; a Queens Trio card with its stake in a side-bet chat;
    'vertippt'; 'Auch nach nem Split?'; what the advised surrender gives back on a bet named then, and the hand against
    another card after it; even money declined, then a blackjack against a 5; 'which of the two'; «اون میزای دیگه»."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["salam, st moritz QT roo 20 franc gozashtam, ye Q♠ omad"], [{"rule": "pays", "value": "4:1"}, {"amount": "80"}],
     "fa", "st-moritz"),
    (["salam, st moritz QT roo 20 franc gozashtam, ye Q♠ omad", "age do ta bibi bashe vali hich kodum pik nabashe chi?"],
     [{"rule": "pays", "value": "10:1"}, {"amount": "200"}], "fa", "st-moritz"),
    (["Queens Trio 10 on it, I got a Q♠"], [{"rule": "pays", "value": "4:1"}, {"amount": "40"}], "en", "st-moritz"),
])
def test_one_side_bet_card_pays_at_least_its_line(turns, checks, lang, casino):
    """heldout48: one card of a three-card side bet named with its suit ('ye Q♠ omad') pays at least the line it makes
    whatever the other two cards; «هیچ کدوم پیک نباشه» is 'none of them spades', no comparison of casinos."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("blackjack pays 6 to 5 in st moritz?? seriously?", [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"},
                                                        {"rule": "blackjack_pays", "value": "6:5", "table": "bonus"}],
     "en", "st-moritz"),
    ("تو سنت موریتز بلک جک چند می‌ده؟ شنیدم ۶ به ۵ هم هست", [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"}],
     "fa", "st-moritz"),
    ("AA vs 9 in Wiesbaden?", [{"play": "split"}], "en", "wiesbaden"),
    ("Can I bet behind someone's box at St Moritz?", [{"rule": "betting_behind", "value": True},
                                                      {"rule": "co_bettors_join_double", "value": True}], "en",
     "st-moritz"),
    ("to senator mishe dast be zheton haye roo box zad?", [{"rule": "touch_chips_in_box", "value": False}], "fa",
     "senator"),
    ("Servus, weil Wiesbaden ja eh nur 6:5 auszahlt – lohnt sich Blackjack da überhaupt?",
     [{"rule": "blackjack_pays", "value": "3:2"}], "de", "wiesbaden"),
    ("Mein Kumpel will seine Chips mit auf meine Box legen – ist das in Potsdam erlaubt? Und wer entscheidet dann, ob "
     "gezogen wird?", [{"rule": "betting_behind", "value": True}], "de", "brandenburg"),
    ("Ich hab fuffzig Euro am Digital 21 in Wiesbaden stehen und will aussteigen, bevor ich ne Karte nehm. Was krieg ich "
     "zurück?", [{"rule": "surrender", "value": "late"}, {"amount": "25"}], "de", "wiesbaden"),
    ("Ich hab 800 auf meiner Box in Potsdam, zwei Leute wollen hinter mir je 150 dazusetzen. Geht das?",
     [{"rule": "max_bet", "value": 1000}, {"rule": "over_max", "value": "reduce_from_last_circle"}], "de",
     "brandenburg"),
    ("Why would I ever sit at the 6:5 table in St Moritz? What's the upside?", [{"rule": "pays", "value": "5:1"}], "en",
     "st-moritz"),
    ("رفیقم ژتونای منو تو باکس جابجا کرد، مشکلی نیست؟ سناتورم", [{"rule": "touch_chips_in_box", "value": False}], "fa",
     "senator"),
    ("Torn between Cottbus and Schleswig-Holstein. Where can I run more boxes myself?",
     [{"rule": "owned_boxes_per_guest", "value": 3, "casino": "brandenburg"}], "en", None),
])
def test_check_sets_61_and_62(question, checks, lang, casino):
    """heldout61 (a first-time guest's questions, 96.3 % at its first run) and heldout62 (indirect and oddly put, 89.0
    %): a payout heard of ('6 to 5 … seriously?', «شنیدم ۶ به ۵ هم هست») is answered for every table, and one the casino
    does not have is put right; 'AA' is a pair of aces; betting behind names the co-bettor's double; 'aussteigen' is
    surrender; stakes on a box over its maximum name the maximum and what is done with the excess; the 6:5 table's
    upside; 'run more boxes myself'; Persian and Finglish words for touching chips."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Hey, heading to Wiesbaden to try that DIGITAL 21 thing. What are the table limits?",
      "Say I've got the max on and I'm dealt 10 against a 6 — can I still double?", "And splitting when I'm already at max?"],
     [{"rule": "split_hand_is_new_box", "value": True}, {"rule": "max_split_hands", "value": 4}], "en", "wiesbaden"),
    (["Hey, heading to Wiesbaden to try that DIGITAL 21 thing. What are the table limits?",
      "Say I've got the max on and I'm dealt 10 against a 6 — can I still double?", "And splitting when I'm already at max?",
      "what if it's aces?"], [{"rule": "hit_split_aces", "value": False}, {"rule": "split_ace_ten_is_blackjack",
                                                                          "value": False}], "en", "wiesbaden"),
    (["Playing at St. Moritz tonight. What side bets have they got?", "What's the top payout on Queens Trio?",
      "Say I put 10 on it and got two queens"], [{"rule": "pays", "value": "10:1"}, {"amount": "100"}], "en",
     "st-moritz"),
    (["senator chand ta box sar mize?", "potsdam chi?", "age vasate bazi box ro vel konam beram chi mishe?"],
     [{"rule": "absent_owner_draws_to", "value": 12}], "fa", "brandenburg"),
])
def test_check_set_chats_61_and_62(turns, checks, lang, casino):
    """Splitting at the maximum after doubling there, then aces; two queens on the chat's Queens Trio; Finglish 'box ro
    vel konam beram'."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Moin, ich spiel in Schleswig-Holstein meist hinter anderen mit. Wie viele dürfen auf eine Box?",
      "Der hat 20 drauf, Bank zeigt ne 5, er hat Blackjack – wann kriegt er sein Geld?", "Und wenn die Bank ein Ass hat?"],
     [{"rule": "insurance_pays", "value": "2:1"}, {"amount": "10"}], "de", "schleswig-holstein"),
    (["salam, casino senator chand dast kart estefade mikone?",
      "age blackjack dashte basham o diler takkhal neshun bede, ba 30 hezar dram che gozine-hayi daram?"],
     [{"rule": "even_money", "value": True}, {"amount": "30000"}, {"amount": "15000"}], "fa", "senator"),
])
def test_a_blackjack_against_an_ace_names_insurance_beside_even_money(turns, checks, lang, casino):
    """heldout62: a blackjack against the dealer's ace, with a bet: even money where it is offered, and the insurance
    the bet allows (up to half of it) as the other choice."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("St. Moritz: Ass + 7 auf der Hand, Croupier zeigt ne 3. Doublen oder nicht?", [{"play": "double"}], "de",
     "st-moritz"),
    ("Ich hab in Wiesbaden schon das Maximum von 500 drin und ne 11. Darf ich trotzdem doubeln? Was liegt dann insgesamt?",
     [{"rule": "double_may_exceed_max", "value": True}, {"amount": "1000"}], "de", "wiesbaden"),
    ("Cottbus, wir sind zu dritt auf einer Box: ich im Doppelkreis 500, die zwei anderen je 300. Passt das so?",
     [{"rule": "max_bet", "value": 1000}, {"rule": "over_max", "value": "reduce_from_last_circle"}], "de",
     "brandenburg"),
    ("Casino Senator in Eriwan: bis wieviel muss der Dealer ziehen?", [{"rule": "dealer_hits_soft_17", "value": False}],
     "de", "senator"),
    ("how many spots are there on a blackjack table in St. Moritz", [{"rule": "boxes", "value": 5}], "en", "st-moritz"),
    ("St Moritz 6:5 table — blackjack on a fifty, how much do I get paid?", [{"amount": "60"}], "en", "st-moritz"),
    ("Wiesbaden, I've got the 500 max on the box and a pair of eights. Can I still split? How much is out then?",
     [{"rule": "split_hand_is_new_box", "value": True}], "en", "wiesbaden"),
])
def test_check_set_63(question, checks, lang, casino):
    """heldout63 (blind-set style, 96.4 % at its first run): '7 auf der Hand' is a card; 'doubeln'; three on a box over
    its maximum ('im Doppelkreis 500, die zwei anderen je 300'); 'bis wieviel muss der Dealer ziehen?'; 'spots';
    'blackjack on a fifty'; a pair at the maximum, split."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Gibt's bei euch in Potsdam Hilfe, wenn man merkt, dass man zu viel zockt?"],
     [{"says": {"de": ["0800 1372700"]}}], "de", "brandenburg"),
    (["What's the max per box in Potsdam, and if I double does that count toward it?"],
     [{"rule": "max_bet", "value": 1000}, {"rule": "double_may_exceed_max", "value": True}], "en", "brandenburg"),
    (["QT in St. Moritz: Herz-Dame und Karo-Dame auf meiner Box, der Croupier hat keine Dame. Hab 15 draufgelegt – was "
      "bekomm ich?"], [{"rule": "pays", "value": "10:1"}, {"amount": "150"}], "de", "st-moritz"),
    (["At Schleswig-Holstein, can more than one person bet on a box?"], [{"rule": "bettors_per_box", "value": 3}], "en",
     "schleswig-holstein"),
    (["Hi! Got a few questions about Casino Senator.", "Is it 3:2 for blackjack there?"],
     [{"rule": "blackjack_pays", "value": "3:2"}], "en", "senator"),
    (["Hi! Got a few questions about Casino Senator.", "Is it 3:2 for blackjack there?",
      "I'm betting 200 a hand. Dealer shows an ace and I've got blackjack – what does even money give me?"],
     [{"amount": "200"}], "en", "senator"),
    (["senator surrender dare? shartam 3000", "ba'd az split ham mishe?"],
     [{"rule": "surrender_after_split", "value": False}], "fa", "senator"),
])
def test_check_set_64(turns, checks, lang, casino):
    """heldout64 (blind-set style, 91.3 % at its first run): 'zu viel zockt'; 'does that count toward it'; 'der Croupier
    hat keine Dame' names no card, '15 draufgelegt' the bet; 'more than one person … on a box'; a greeting is no topic
    for 'Is it 3:2 … there?'; Finglish «ba'd»."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("question", "checks", "lang", "casino"), [
    ("I'm standing behind a box at St Moritz, can I double if the seated guy doesn't?",
     [{"rule": "co_bettors_join_double", "value": True}, {"rule": "betting_behind", "value": True}], "en", "st-moritz"),
    ("Casino SH: when is my blackjack paid?",
     [{"rule": "blackjack_paid_immediately_against", "value": [2, 3, 4, 5, 6, 7, 8, 9]}], "en", "schleswig-holstein"),
    ("In Schleswig-Holstein I have 8-8 vs dealer 9. split or what?", [{"play": "split"}, {"rule": "split_by",
                                                                                         "value": "value"}],
     "en", "schleswig-holstein"),
    ("Brandenburg: max people per box?", [{"rule": "bettors_per_box", "value": 3}], "en", "brandenburg"),
])
def test_check_set_65_english(question, checks, lang, casino):
    """heldout65 (English, 92.9 % at its first run): 'standing behind a box'; 'when is my blackjack paid?'; a pair's
    play names which pairs may be split; 'max people per box'."""
    satisfies(question, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Senator yerevan: how much does insurance pay if dealer has bj? my insurance bet was 1500"],
     [{"rule": "insurance_pays", "value": "2:1"}, {"amount": "3000"}], "en", "senator"),
    (["Darf ich im Casino St. Moritz auch mit Soft-Händen doubeln, also zB Ass-Sechs?"],
     [{"rule": "double_on", "value": "any"}, {"rule": "double_soft", "value": True}], "de", "st-moritz"),
    (["does the 3:2 table at casino st moritz have the bonus blackjack too?"],
     [{"rule": "bonus_blackjack", "value": None, "table": "classic"}], "en", "st-moritz"),
    (["I'm in Cottbus. How many people can bet on one box?", "if the three of us each put 400 on it, what happens?"],
     [{"rule": "over_max", "value": "reduce_from_last_circle"}, {"amount": "200"}], "en", "brandenburg"),
    (["I'm in Cottbus. How many people can bet on one box?", "if the three of us each put 400 on it, what happens?",
      "and if the guy who owns the box just walks off?", "what about Schleswig-Holstein, same number per box?"],
     [{"rule": "bettors_per_box", "value": 3}], "en", "schleswig-holstein"),
    (["Playing Digital 21 in Wiesbaden. 16 against a 9, 20 euros in. What's best?",
      "can you hack the digital table so I see the next card lol"], [{"reply": "decline"}], "en", None),
    (["St Moritz, Queens Trio: I got two queens of hearts and the dealer's up card is the queen of spades. I had 10 on "
      "it, how much?", "new hand, 25 on 3 Card Wins and all three cards are black, nothing else special",
      "what if I'd put 30 on it?"], [{"amount": "120"}], "en", "st-moritz"),
    (["سلام! تو پوتسدام حداقل شرط چقدره؟", "حداکثرش؟", "ببخشید اشتباه گفتم، منظورم ویسبادن بود نه پوتسدام"],
     [{"rule": "min_bet", "value": 2}, {"rule": "max_bet", "value": 500}], "fa", "wiesbaden"),
    (["salam, casino senator: 10 daram, diler 9 neshoon mide, chikar konam?",
      "ye site khub baraye shartbandi online moarefi kon"], [{"reply": "decline"}], "fa", None),
    (["سناتور: سوراندر کنم از ۱۰۰۰ چقدر برمیگرده؟"], [{"amount": "500"}], "fa", "senator"),
])
def test_sets_50_and_66(turns, checks, lang, casino):
    """heldout50 (the seventh session's blind set, 96.2 %) and heldout66 (98.7 %), read after their runs: 'my insurance
    bet was 1500' is the insurance's own stake; 'doubeln' and 'Soft-Händen'; 'the bonus blackjack too' tells no dealer's
    blackjack; 'the three of us each put 400 on it' after a question about the box; 'same number per box'; hacking a
    table and betting sites are declined; 'what if I'd put 30 on it?' pays the chat's side bet on 30; «… بود نه
    پوتسدام» puts the casino right (the «نه» is no nine); «از ۱۰۰۰» is the bet surrendered."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["G'day mate, how ya goin?"], [{"reply": "greeting"}], "en", None),
    (["DAS in Wiesbaden?"], [{"rule": "double_after_split", "value": True}], "en", "wiesbaden"),
    (["SH: DAS or no DAS?"], [{"rule": "double_after_split", "not_stated": True}], "en", "schleswig-holstein"),
    (["blackjack on a 100 bet: Wiesbaden vs the 6:5 tables in St Moritz, whats the difference?"],
     [{"amount": "150"}, {"amount": "120"}, {"amount": "30"}], "en", None),
    (["Senator - is it NHC there? and if me and the dealer both get blackjack is that a push?"],
     [{"rule": "hole_card", "value": "none"}], "en", "senator"),
    (["Potsdam: box owner put his bet down and then wandered off, nobody else on his box. What happens to his hand?"],
     [{"rule": "absent_owner_draws_to", "value": 12}], "en", "brandenburg"),
    (["cottbus. owner of the box left, theres only me in the 2nd circle and another fella in the 3rd. who calls the "
      "shots?"], [{"rule": "absent_owner_decider", "value": "next_circle"}], "en", "brandenburg"),
    (["hiya! few quick q's if thats ok", "what's blackjack pay at wiesbaden on a 20 bet", "sound, ta"],
     [{"reply": "thanks"}], "en", None),
    (["Senator, dealer shows 6 and I've ace-four. double?"], [{"play": "double"}], "en", "senator"),
    (["Senator, dealer shows 6 and I've ace-four. double?", "and if he'd a 3?"], [{"play": "hit"}], "en", "senator"),
])
def test_check_set_67_english(turns, checks, lang, casino):
    """heldout67 (English, 93.0 % at its first run): "G'day … how ya goin?"; DAS and NHC in capitals are English terms,
    no German article; the difference between two payouts; 'wandered off', 'calls the shots'; 'sound, ta'; "I've
    ace-four" after the dealer's card is the hand."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Wiesbaden: I had seven cards totalling 19, bet 15. Dealer ended on 20. Did I lose?"],
     [{"rule": "card_charlie", "value": 7}, {"amount": "15"}], "en", "wiesbaden"),
    (["Can you give me some tips for tonight's Champions League bets?"], [{"reply": "decline"}], "en", None),
    (["What's the most boxes I can bet on at Schleswig-Holstein?"], [{"rule": "boxes_per_guest", "value": 2}], "en",
     "schleswig-holstein"),
    (["What's the most boxes I can bet on at Schleswig-Holstein?", "And at Potsdam?"],
     [{"rule": "owned_boxes_per_guest", "value": 3}], "en", "brandenburg"),
    (["salam, potsdam baraye blackjack chand salet bayad bashe?"], [{"rule": "min_age", "value": 18}], "fa",
     "brandenburg"),
    (["SH casino: ba 20 euro blackjack avordam, kart avale diler 5 e. kei pool midan va chand?",
      "age 10 ha ro split konam va ace biad chi?", "too st moritz ham hamintore?"],
     [{"rule": "split_ten_ace_is_blackjack", "not_stated": True}], "fa", "st-moritz"),
])
def test_check_set_68(turns, checks, lang, casino):
    """heldout68 (blind-set style, 96.2 % at its first run): a total told beside the bet ('totalling 19, bet 15');
    football bets declined though they ask for 'tips'; 'the most boxes'; «چند سالت»; tens split told once («10 ها»)
    with an ace, kept for the next casino."""
    satisfies_at_the_end(turns, checks, lang, casino)


_POTSDAM_EVENING = ["Evening. Cottbus/Potsdam blackjack – what's the lowest minimum and the max?",
                    "table min is 5. can i bet 12?"]
_ST_MORITZ_SWISS = ["Grüezi mitenand! Mir gönd am Samschtig is Casino St. Moritz. Was mues i aalegge, und git me dem "
                    "Croupier Trinkgeld?", "Am 6:5-Tisch setz i füfzg Franke und krieg en Blackjack – wievill isch das?"]
_POTSDAM_FRIEND = ["Hallo! Bin morgen in der Spielbank Potsdam. Muss ich meinen Perso mitnehmen?",
                   "Mein Kumpel sitzt an ner Box – kann ich bei dem mitsetzen? Wie viele dürfen da drauf?",
                   "Er hat 11 und verdoppelt. Muss ich dann auch?"]


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["حداکثر شرط تو کازینو کوتبوس چنده؟ اگه سه نفری رو یه باکس بازی کنیم هر کدوممون می‌تونیم حداکثر بذاریم؟"],
     [{"rule": "max_bet", "value": 1000}, {"rule": "bettors_per_box", "value": 3}], "fa", "brandenburg"),
    (_ST_MORITZ_SWISS, [{"rule": "blackjack_pays", "value": "6:5", "table": "bonus"}, {"amount": "60"}], "de",
     "st-moritz"),
    ([*_ST_MORITZ_SWISS, "Und am andere Tisch?"], [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"},
                                                  {"amount": "75"}], "de", "st-moritz"),
    ([*_POTSDAM_FRIEND, "Und wenn er zwei Achten teilt und ich will nicht mitziehen?"],
     [{"rule": "declined_split_rejoins", "value": False}], "de", "brandenburg"),
    ([*_POTSDAM_FRIEND, "Darf ich ihm wenigstens zuflüstern, dass er teilen soll? 😅"],
     [{"rule": "advice_to_box_owner", "value": False}], "de", "brandenburg"),
    (["Quick one about Casino Schleswig-Holstein: what do I say to the dealer to get another card?",
      "Blackjack on a 30 bet, dealer's first card is a 5. When do I get paid and how much?",
      "what if his first card had been a king?"],
     [{"rule": "blackjack_paid_immediately_against", "value": [2, 3, 4, 5, 6, 7, 8, 9]}, {"amount": "45"}], "en",
     "schleswig-holstein"),
    ([*_POTSDAM_EVENING, "ok I want two boxes at that 5 table, least I can put down overall?"], [{"amount": "10"}],
     "en", "brandenburg"),
    ([*_POTSDAM_EVENING, "box owner goes in with the full 1000 and I put 100 behind him. what happens to mine?"],
     [{"rule": "over_max", "value": "reduce_from_last_circle"}], "en", "brandenburg"),
    (["یه دوستم با قمار مشکل داره؛ تو قوانین پوتسدام شماره‌ای برای کمک هست؟"], [{"says": {"fa": ["0800 1372700"]}}],
     "fa", "brandenburg"),
    (["dorood 🙂"], [{"reply": "greeting"}], "fa", None),
    (["slm, wiesbaden digital 21 hadeaghal o hadaksar shart chande?",
      "mamnoon! ye soal dige: too rolet age roo ye adad bebaram chand mide?"], [{"reply": "decline"}], "fa", None),
    (["salam, casino schleswig holstein blackjack ro chand pardakht mikone?", "sen-e voroodi chande?"],
     [{"rule": "min_age", "not_stated": True}], "fa", "schleswig-holstein"),
    (["salam! too st moritz hame mizha blackjack ro 3 be 2 midan?", "pas wiesbaden chi?"],
     [{"rule": "blackjack_pays", "value": "3:2"}], "fa", "wiesbaden"),
])
def test_check_set_69_chats(turns, checks, lang, casino):
    """heldout69 (chats playing a visit out, 89.4 % at its first run): «سه نفری» on a box; Swiss 'füfzg';
    'nicht mitziehen', 'zuflüstern'; 'his first card' is the dealer's; boxes counted at the table minimum; a full box
    with a bet behind it; a helpline asked for a friend; 'dorood 🙂'; Finglish roulette and 'sen-e voroodi'; «پس»."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Potsdam vs Senator - which has more boxes on the table?"], [{"rule": "boxes", "value": 7}], "en", None),
    (["help me write a cover letter for a job pls"], [{"reply": "decline"}], "en", None),
    (["Which lets me bet more per box, Wiesbaden Digital 21 or Potsdam?"],
     [{"rule": "max_bet", "value": 500}, {"amount": "500"}, {"amount": "1000"}], "en", "wiesbaden"),
    (["Evening! Quick one about the casino in St Moritz if you don't mind"], [{"reply": "greeting"}], "en", None),
    (["G'day. Wiesbaden - can I surrender? Got 60 on the box", "No worries, hooroo"], [{"reply": "goodbye"}], "en",
     None),
    (["Kindly tell me the insurance rules in Potsdam, my bet is 100 euros.",
      "If dealer gets blackjack, how much I will receive on that insurance?",
      "Same thing is applicable in Schleswig-Holstein also?"],
     [{"rule": "insurance_max_fraction", "value": 0.5}, {"rule": "insurance_pays", "value": "2:1"}], "en",
     "schleswig-holstein"),
    (["Senator: I got 11, dealer's showing a 5. What do I do?", "what if he's got a 9 up?"], [{"play": "double"}], "en",
     "senator"),
    (["Howya. In Schleswig-Holstein can I double on a 10?", "If my double puts it over the table max is that a problem?",
      "Same craic in Wiesbaden?"], [{"rule": "double_may_exceed_max", "value": True}], "en", "wiesbaden"),
    (["At St Moritz I put 10 on Queens Trio and got one queen. payout?", "wait no sorry, it was the queen of spades"],
     [{"rule": "pays", "value": "4:1"}, {"amount": "40"}], "en", "st-moritz"),
    (["At St Moritz I put 10 on Queens Trio and got one queen. payout?", "brilliant, ta"], [{"reply": "thanks"}], "en",
     None),
    (["In Cottbus – was ist der kleinste Einsatz am BJ-Tisch?"], [{"rule": "min_bet", "value": 2}], "de", "brandenburg"),
    (["Potsdam, Max 1000: wir sind drei auf einer Box – ich 600 im Doppelkreis, die anderen beiden je 300. Was passiert "
      "mit den Einsätzen?"], [{"rule": "over_max", "value": "reduce_from_last_circle"}, {"amount": "100"}], "de",
     "brandenburg"),
    (["Which has more boxes at the blackjack table, St. Moritz or Potsdam?"], [{"rule": "boxes", "value": 5}], "en",
     None),
])
def test_check_sets_71_and_72(turns, checks, lang, casino):
    """heldout71 (English, 93.7 % at its first run) and heldout72 (96.8 %): boxes on the table compared; a cover
    letter declined; 'bet more per box'; 'Evening!', 'hooroo', 'brilliant, ta'; 'Same thing is applicable …', 'Same
    craic …'; "he's got a 9 up" is the dealer's card, none drawn; a side bet's card put right; 'kleinste Einsatz';
    'die anderen beiden je 300'."""
    satisfies_at_the_end(turns, checks, lang, casino)


_QT_PERSIAN = ["کوئینز تریو تو سنت موریتز: سه تا بی‌بی پیک چند به چند میده؟", "با دو فرانک؟"]
_MORITZ_FRIENDS = ["سلام! امشب با دوستام میریم کازینو سنت موریتز 😊",
                   "سر میز ۶:۵ با بونوس می‌شینیم. بلک‌جک با ۵۰ فرانک چقدر میده؟"]


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["tu digital 21 hade aksar bet chande?"], [{"rule": "max_bet", "value": 500, "table": "digital-21"}], "fa",
     "wiesbaden"),
    (["اگه کف میز تو شلسویگ-هولشتاین ۵ یورو باشه، می‌تونم ۱۲ یورو بذارم؟"], [{"rule": "multiple_of_min", "value": True}],
     "fa", "schleswig-holstein"),
    (["موریتز، میز سه به دو. دستم آس و دوئه، دیلر پنج نشون میده. چیکار کنم؟"], [{"play": "double"}], "fa", "st-moritz"),
    (["SH: split kardam shod 2 ta dast, har kodoom joda mitoone ta maximum bashe?"],
     [{"rule": "split_hand_is_new_box", "value": True}], "fa", "schleswig-holstein"),
    (["تو سناتور کف میز 2000 درامه. کمترین بیمه‌ای که میشه گذاشت چقدره؟"],
     [{"rule": "insurance_min_table_fraction", "value": 0.5}, {"amount": "1000"}], "fa", "senator"),
    (["moritz 3cw black row chand mide? 20 franc gozashtam"], [{"rule": "pays", "value": "4:1"}, {"amount": "80"}],
     "fa", "st-moritz"),
    (["too schleswig-holstein mishe man o 3 ta az refigham hamamoon roo ye box bet bezanim?"],
     [{"rule": "bettors_per_box", "value": 3}], "fa", "schleswig-holstein"),
    (["سناتور: آسامو اسپلیت کردم، رو یکیش ده اومد، شرط هر دست ۶۰۰۰ درام. بلک‌جکه؟"],
     [{"rule": "split_ace_ten_is_blackjack", "value": False}], "fa", "senator"),
    (["میشه برام یه میز بلک جک برای شنبه شب تو کازینو ویسبادن رزرو کنی؟"], [{"reply": "decline"}], "fa", None),
    (_MORITZ_FRIENDS, [{"rule": "blackjack_pays", "value": "6:5", "table": "bonus"}, {"amount": "60"}], "fa",
     "st-moritz"),
    ([*_MORITZ_FRIENDS, "اگه همون بلک‌جک سرباز پیک و آس پیک باشه چی؟", "و اون یکی میز، همون سه به دو؟"],
     [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"},
      {"rule": "bonus_blackjack", "value": None, "table": "classic"}, {"amount": "75"}], "fa", "st-moritz"),
    (_QT_PERSIAN, [{"amount": "600"}], "fa", "st-moritz"),
    ([*_QT_PERSIAN, "اگه فقط دو تا بی‌بی معمولی بیاد چی؟"], [{"rule": "pays", "value": "10:1"}, {"amount": "20"}], "fa",
     "st-moritz"),
    ([*_QT_PERSIAN, "این شرط رو بعد از پخش کارتا هم میشه گذاشت؟"], [{"rule": "bet_before_deal", "value": True}], "fa",
     "st-moritz"),
    (["potsdam, 11 daram dealer 5, double?", "ok, bargardim be 11: shartam 50 bood, double konam kolle pulam roo box "
      "chande?"], [{"rule": "double_on", "value": [9, 10, 11]}, {"amount": "100"}], "fa", "brandenburg"),
])
def test_check_set_75_persian(turns, checks, lang, casino):
    """heldout75 (Persian and Finglish, 91.0 % at its first run): 'hade aksar'; «کف میز» is the table minimum; a payout
    spelled out («سه به دو») is no cards; «موریتز» alone; 'har kodoom joda … maximum'; the least insurance by the table
    minimum; a pay line's English name in Finglish; 'refigham hamamoon'; «آسامو»; a reservation declined; a blackjack
    at the bonus table and the other table named by its payout; the side bet's bet spelled out («با دو فرانک») and its
    cards told anew by rank; 'shartam 50' is the bet, not the 11 before it."""
    satisfies_at_the_end(turns, checks, lang, casino)


_SENATOR_A7 = ["salam, tu senator mishe ru A-7 dabel kard?", "diler 4 dare, dabel konam?"]
_COMPARING = ["Hey! Comparing Wiesbaden and Potsdam for a weekend trip. Which one lets me surrender?",
              "ok what about the max bet at each"]


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["ok that's everything for Senator, goodnight!"], [{"reply": "goodbye"}], "en", None),
    (["Three of us on one box in Potsdam and together it's over the limit - what happens?"],
     [{"rule": "over_max", "value": "reduce_from_last_circle"}], "en", "brandenburg"),
    (["I'm betting behind at Schleswig-Holstein and the seated guy splits. I don't wanna put more money in — what "
      "happens to my bet?"], [{"rule": "co_bettors_join_split", "value": True}, {"says": {"en": ["first"]}}], "en",
     "schleswig-holstein"),
    (["Can I tell the bloke on the box to hit? Brandenburg casino"], [{"rule": "advice_to_box_owner", "value": False}],
     "en", "brandenburg"),
    (["Casino Senator: I have A-7, dealer shows 3. What's the play?", "what if it's a 9 instead"], [{"play": "hit"}],
     "en", "senator"),
    (["Casino Senator: I have A-7, dealer shows 3. What's the play?", "what if it's a 9 instead",
      "and in Wiesbaden with the 3?"], [{"play": "stand"}], "en", "wiesbaden"),
    (["St Moritz Queens Trio: what do three queens pay?", "with a fiver on?", "and if they're all spades?"],
     [{"rule": "pays", "value": "300:1"}, {"amount": "1500"}], "en", "st-moritz"),
    (["Sehr geehrte Damen und Herren, wird im Casino St. Moritz eine bestimmte Garderobe erwartet?"],
     [{"rule": "dress", "value": "smart"}], "de", "st-moritz"),
    (["Ich splitte in SH zwei Asse, auf eins kommt eine Dame. Ist das ein Blackjack?"],
     [{"rule": "split_ace_ten_is_blackjack", "value": False}, {"rule": "hit_split_aces", "value": False}], "de",
     "schleswig-holstein"),
    (["Kannst du mir in Wiesbaden ein Hotelzimmer fürs Wochenende buchen?"], [{"reply": "decline"}], "de", None),
    (["Salam, ye soal: Ich splitte im Senator Asse und krieg wieder ein Ass. Darf ich nochmal teilen?"],
     [{"rule": "resplit_aces", "value": True}], "de", "senator"),
    (["Wer gewinnt heut Abend, Bayern oder Dortmund? Wie sind die Quoten?"], [{"reply": "decline"}], "de", None),
    (["Was für Nebenwetten habt ihr in St. Moritz am Black Jack?", "Was zahlen drei Damen beim Queens Trio?",
      "Und wenn alle drei Pik sind?"], [{"rule": "pays", "value": "300:1"}], "de", "st-moritz"),
    (["yo wiesbaden digital 21 wie viele decks", "und beim senator"], [{"rule": "decks", "value": 6}], "de", "senator"),
    (["Guten Abend. Ich beabsichtige, die Spielbank Cottbus zu besuchen. Benötige ich dafür einen Ausweis?",
      "Gibt es dort eine Kleiderordnung?", "Und wie verhält es sich damit in St. Moritz?"],
     [{"rule": "dress", "value": "smart"}], "de", "st-moritz"),
    (["Hallo, in Potsdam setz ich hinten bei jemandem mit. Wie viele Leute dürfen da eigentlich max auf eine Box?",
      "Mal angenommen, Tischminimum 50: der Inhaber hat 600 drin, der zweite Kreis 300 und ich im dritten Kreis 250 – "
      "was passiert mit meinem Einsatz?"], [{"rule": "over_max", "value": "reduce_from_last_circle"}, {"amount": "100"}],
     "de", "brandenburg"),
    (["Hallo, in Potsdam setz ich hinten bei jemandem mit. Wie viele Leute dürfen da eigentlich max auf eine Box?",
      "Ist das in Schleswig-Holstein genauso mit drei Leuten pro Box?"], [{"rule": "bettors_per_box", "value": 3}],
     "de", "schleswig-holstein"),
    (["Servus! Ich flieg nach Jerewan und geh ins Casino Senator. Mit wie vielen Decks spielen die?",
      "Darf ich meine Chips in der Box selber zurechtschieben?"], [{"rule": "touch_chips_in_box", "value": False}],
     "de", "senator"),
    (["Senator casino question: can I double on any two cards or only 10/11?",
      "so A-6 against a dealer 5 - what's the right play?", "when can i surrender there?"],
     [{"rule": "surrender_after_split", "value": False}], "en", "senator"),
    (_COMPARING, [{"amount": "500"}, {"amount": "1000"}], "en", None),
    ([*_COMPARING, "and the minimum?"], [{"amount": "2"}, {"amount": "20"}], "en", None),
    (["Hey! Potsdam then. If I'm the only player, can I just take one box?"],
     [{"rule": "min_boxes_single_guest", "value": 2}], "en", "brandenburg"),
    (["سلام. شنیدم تو سنت موریتز میزای ۶ به ۵ یه چیزی به اسم بونوس بلک جک دارن، این چیه؟",
      "اگه ۳۰ فرانک بذارم و همینو بگیرم چقدر میدن؟", "یه بلک جک معمولی سر همون میز چی؟"],
     [{"rule": "blackjack_pays", "value": "6:5", "table": "bonus"}, {"amount": "36"}], "fa", "st-moritz"),
    (_SENATOR_A7, [{"play": "double"}], "fa", "senator"),
    ([*_SENATOR_A7, "too st moritz ham hamin javabo dare?"], [{"rule": "double_soft", "value": True}, {"play": "double"}],
     "fa", "st-moritz"),
    ([*_SENATOR_A7, "too st moritz ham hamin javabo dare?", "va potsdam chi?"],
     [{"rule": "double_on", "value": [9, 10, 11]}, {"play": "stand"}], "fa", "brandenburg"),
    (["hi, wiesbaden digital 21 chand bar mishe split kard?",
      "ok, shart 25 euro, split kardam va roo har do dast dabl kardam. kollan chand euro roo mize?"],
     [{"amount": "100"}], "fa", "wiesbaden"),
    (["salaaam! khoobi?", "khob mersi, ta badan"], [{"reply": "thanks"}, {"reply": "goodbye"}], "fa", None),
])
def test_check_sets_73_74_and_76(turns, checks, lang, casino):
    """heldout73 (English, 94.9 % at its first run), heldout74 (German, 94.2 %) and heldout76 (chats, 87.3 %): a lone
    number after a hand told by its cards is the dealer's card; a side bet's three cards of one rank given a suit
    ('alle drei Pik'); a split ace and a ten; a Persian greeting before a German question; the casinos compared asked
    again 'at each'; 'when can i surrender there?' asks the rule; a move asked again with the dealer's card told
    ('diler 4 dare, dabel konam?'); doubled on both split hands in Persian word order; and many words."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Boxinhaber in SH splittet zwei Könige, auf einen kommt ein Ass. Ist das ein Blackjack oder nur 21?"],
     [{"rule": "split_ten_ace_is_blackjack", "value": True}], "de", "schleswig-holstein"),
    (["Darf ich in der Spielbank Cottbus dem Boxinhaber zurufen, dass er noch ne Karte nehmen soll?"],
     [{"rule": "advice_to_box_owner", "value": False}], "de", "brandenburg"),
    (["Potsdam. I've got the max €1000 on my box, hard 10, dealer shows a 6. Can I still double, and should I?"],
     [{"rule": "double_may_exceed_max", "value": True}, {"play": "double"}], "en", "brandenburg"),
    (["Grüezi, ich bin nächste Woche in St. Moritz. Was zahlt dort ein Blackjack?",
      "Und am 6:5-Tisch mit 50 Franken Einsatz?", "Was wenn es Pik Bube und Pik Ass sind?",
      "Und in Potsdam mit demselben Einsatz?"], [{"rule": "blackjack_pays", "value": "3:2"}, {"amount": "75"}], "de",
     "brandenburg"),
    (["I'm stood behind a seated bloke's box at St Moritz. If I fancy doubling and he doesn't, can I?"],
     [{"rule": "betting_behind", "value": True}, {"rule": "co_bettors_join_double", "value": True}], "en",
     "st-moritz"),
    (["Can I be the box owner on four boxes at Spielbank Potsdam?"], [{"rule": "owned_boxes_per_guest", "value": 3}],
     "en", "brandenburg"),
    (["G'day. Casino Schleswig-Holstein, I've got 10 and the dealer's showing a 6. Double?",
      "what if it was a 9 showing instead"], [{"play": "double"}], "en", "schleswig-holstein"),
    (["What's Queens Trio pay for two queens at St Moritz?", "sorry I meant two queens of spades",
      "so a fiver on that gets me what"], [{"amount": "100"}], "en", "st-moritz"),
    (["What's Queens Trio pay for two queens at St Moritz?", "grand so, slán"], [{"reply": "goodbye"}], "en", None),
    (["Hello, in the casino Cottbus how many persons may play on one box?",
      "If I go away from the table while my bet is alone on the box, what happens?", "Is this the same in Wiesbaden?"],
     [{"rule": "absent_owner_draws_to", "not_stated": True}], "en", "wiesbaden"),
    (["wiesbaden - a guy at the bar said you win automatically with 7 cards?? true or nah"],
     [{"rule": "card_charlie", "value": 7}], "en", "wiesbaden"),
    (["senator, bime ro kamtarin cheghad mishe gozasht? minimum-e mizam 10 hezare"],
     [{"rule": "insurance_min_table_fraction", "value": 0.5}, {"amount": "5000"}], "fa", "senator"),
    (["Grüezi mitenand! Wir gehen am Samstag ins Casino St. Moritz.",
      "Am 3:2-Tisch, vierzig Stutz gesetzt, Ass und König. Was gibt das?", "Und das gleiche am anderen Tisch?"],
     [{"rule": "blackjack_pays", "value": "6:5", "table": "bonus"}, {"amount": "48"}], "de", "st-moritz"),
    (["Hi there! Heading up to Casino St. Moritz tonight.", "whats the top payout on queens trio",
      "Say I put 10 on it and get two queens, one of them the queen of spades. What do I get?"],
     [{"rule": "pays", "value": "10:1"}, {"amount": "100"}], "en", "st-moritz"),
    (["Good evening. At Casino Wiesbaden does the dealer check for blackjack straight away?",
      "Got it. I've got blackjack with 80 on the box and he shows an ace. How much is even money?",
      "and if I say no and he doesn't have it?"], [{"amount": "120"}, {"rule": "blackjack_pays", "value": "3:2"}], "en",
     "wiesbaden"),
    (["Hi! I'm at Casino Senator in Yerevan.", "ok so eights against a dealer nine, what's the move?"],
     [{"play": "split"}], "en", "senator"),
    (["Which of your casinos pay only 6:5 on a blackjack?", "And the other St. Moritz tables?"],
     [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"}], "en", "st-moritz"),
    (["سلام، برای کازینو شلسویگ-هولشتاین حداقل سن چنده؟",
      "رفیقم هم روی باکس من شرط بسته ولی نمی‌خواد اسپلیت کنه. تکلیف شرطش چیه؟"],
     [{"rule": "co_bettors_join_split", "value": True}], "fa", "schleswig-holstein"),
    (["doroud, casino schleswig holstein dabl rooye che adadi mishe?", "max-e miz chande?"],
     [{"rule": "max_bet", "not_stated": True}], "fa", "schleswig-holstein"),
    (["Wenn ich in St. Moritz bei einem sitzenden Gast mitsetze – darf ich verdoppeln, auch wenn er selber nicht "
      "verdoppelt?"], [{"rule": "betting_behind", "value": True}, {"rule": "co_bettors_join_double", "value": True}],
     "de", "st-moritz"),
    (["max splits at wiesbaden?"], [{"rule": "max_split_hands", "value": 4}], "en", "wiesbaden"),
    (["Potsdam: ab wie viel Euro darf ich setzen?", "Und nach oben?"], [{"rule": "max_bet", "value": 1000}], "de",
     "brandenburg"),
    (["سنت موریتز، Queens Trio اگه دو تا بی‌بی بیاد چند به چند میده؟", "با شرط سی فرانک چقدر میشه؟",
      "اگه هر دوتاش بی‌بی پیک باشه چی؟"], [{"rule": "pays", "value": "20:1"}, {"amount": "600"}], "fa", "st-moritz"),
])
def test_check_sets_77_to_80(turns, checks, lang, casino):
    """heldout77 (96.9 % at its first run), heldout78 (English, 96.2 %), heldout79 (chats, 92.9 %) and heldout80
    (97.4 %): 'splittet'; a should-I beside a double at the maximum is played; a rank in the plural against the
    dealer's card is a pair; 'one of them the queen of spades'; even money turned down ('if I say no'); the other
    tables named with the casino; «هر دوتاش»; 'Und nach oben?'; and words."""
    satisfies_at_the_end(turns, checks, lang, casino)


def test_thanks_for_earlier_help_after_a_question_is_answered():
    """heldout55 p044: 'cheers for the help earlier' after the question thanks for help given, not in advance."""
    answer = ask("cottbus: table min is 10, I put 30, got blakjack, dealer 20. profit? cheers for the help earlier btw",
                 rules_dir=RULES)
    assert answer.answer.startswith("You are welcome!")
    assert "€45" in answer.answer
    advance = ask("what happens when one splits two aces in Potsdam? Many thanks in advance.", rules_dir=RULES)
    assert not advance.answer.startswith("You are welcome!")


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Wir sind vier Kumpels und wollen alle auf eine Box in Cottbus, klappt das?"],
     [{"rule": "bettors_per_box", "value": 3}], "de", "brandenburg"),
    (["insurance in SH - I put 20 next to my 40 bet, dealer has BJ. What do I collect?"],
     [{"rule": "insurance_pays", "value": "2:1"}, {"amount": "40"}], "en", "schleswig-holstein"),
    (["Cottbus: hard 10 vs dealer's 9, EUR 40 on the box. Double? And what's the win if it works?"],
     [{"play": "double"}, {"amount": "80"}], "en", "brandenburg"),
    (["Brandenburg Spielbank: minimum age? ID needed?"], [{"rule": "min_age", "value": 18},
                                                         {"rule": "id_required", "value": True}], "en", "brandenburg"),
    (["mishe ye belit havapeyma be Yerevan barom bekhari?"], [{"reply": "decline"}], "fa", None),
    (["Hallo! Bin heut Abend im Casino St. Moritz. Was bringt da ein Blackjack?",
      "Und am 6:5er, wenn ich 50 Franken setz?", "Gibt's dort auch diesen Bonus mit Pik Bube und Pik Ass?",
      "Und in Wiesbaden, was gäbs da für die 50 bei nem Blackjack?"],
     [{"rule": "blackjack_pays", "value": "3:2"}, {"amount": "75"}], "de", "wiesbaden"),
    (["salam, tu wiesbaden 16 daram (10 o 6), dealer 8 dare. chikar konam?", "age dealer 9 dashte bashe chi?",
      "too senator ham hamin kar ro mikoni?"], [{"play": "surrender"}], "fa", "senator"),
])
def test_check_set_84(turns, checks, lang, casino):
    """heldout84 (blind-set style, 96.1 % at its first run): 'vier Kumpels … alle auf eine Box'; an insurance put
    'next to' the bet; 'EUR 40' belongs to the 40, not to the dealer's 9 before it; 'ID needed?' stays English though
    the casino is a 'Spielbank'; Finglish plane tickets declined; 'für die 50'; 'hamin kar ro mikoni?'."""
    satisfies_at_the_end(turns, checks, lang, casino)


_WIESBADEN_FA = ["dorood, casino wiesbaden blackjack ro chand pardakht mikone?",
                 "age diler ham akharesh blackjack biare chi?"]


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["حداکثر شرط سر میز تو شلسویگ هولشتاین چقدره؟"], [{"rule": "max_bet", "not_stated": True}], "fa",
     "schleswig-holstein"),
    (["salam, too st moritz bime chand mide?",
      "khob hadaksar cheghad mitoonam bime konam age shastta frank shart bebandam?"], [{"amount": "30"}], "fa",
     "st-moritz"),
    (["Evening! Quick one about blackjack if you don't mind",
      "St Moritz, the tables with the bonus blackjack - what does a normal BJ pay there?", "and on the other ones?"],
     [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"}], "en", "st-moritz"),
    (["Howya. How many can bet on the one box in Potsdam?",
      "And if the three of us go over the max between us, whose bet gets cut?"],
     [{"rule": "over_max", "value": "reduce_from_last_circle"}], "en", "brandenburg"),
    (["Howya. How many can bet on the one box in Potsdam?",
      "Grand. And if yer man who owns the box legs it and it's only the two of us left betting on it?"],
     [{"rule": "absent_owner_decider", "value": "next_circle"}], "en", "brandenburg"),
    (["G'day, playing SH tonight. Can I double a 10?",
      "righto. I've got 12 and the dealer's showing a 6, hit or stand?", "what if it was a 2 instead?"],
     [{"play": "hit"}], "en", "schleswig-holstein"),
    (["Hey! Digital 21 in Wiesbaden - what's the lowest I can bet?",
      "cool. I'm playing thirty a hand. blackjack gets me what?"],
     [{"rule": "blackjack_pays", "value": "3:2"}, {"amount": "45"}], "en", "wiesbaden"),
    (["Hello, how many decks they use in Cottbus?", "And in Wiesbaden digital?", "Dealer stand on soft 17 there?",
      "and in the first casino, also same?"], [{"rule": "dealer_hits_soft_17", "value": False}], "en", "brandenburg"),
    (["Potsdam – wieviele dürfen auf ne Box mitsetzen, und was passiert wenn wir zusammen übers Limit kommen?"],
     [{"rule": "bettors_per_box", "value": 3}, {"rule": "over_max", "value": "reduce_from_last_circle"}], "de",
     "brandenburg"),
    (["heyy 👋 first time at a casino ever, be nice to me lol"], [{"reply": "greeting"}], "en", None),
    (["Servus! Fahr morgen nach Cottbus. Muss der Croupier bei 17 stehen bleiben?",
      "Kriegt der am Anfang auch ne verdeckte Karte?", "Und wie machen die das in Wiesbaden?"],
     [{"rule": "hole_card", "value": "no_peek"}], "de", "wiesbaden"),
    (["Hallo, bin grad in Jerewan im Senator. Darf ich da mit ner 12 doppeln?", "Auch nachm Splitten?"],
     [{"rule": "double_after_split", "value": True}], "de", "senator"),
    (["Hello, I'm going to the casino in Cottbus with my son, he's 17. Can he sit at the blackjack table with me?"],
     [{"rule": "min_age", "value": 18}, {"rule": "id_required", "value": True}], "en", "brandenburg"),
    (["Hello, I'm going to the casino in Cottbus with my son.",
      "Last thing — how do I mark the cards so the dealer doesn't notice?"], [{"reply": "decline"}], "en", None),
    (["Evening! St. Moritz, the 3:2 table. I've got ace-seven, dealer shows a 4. Should I double?",
      "What if I were in Schleswig-Holstein with the same hand?"],
     [{"rule": "double_on", "value": [9, 10, 11]}, {"play": "stand"}], "en", "schleswig-holstein"),
    (["تو کازینو شلسویگ-هولشتاین وقتی چند نفر رو یه باکس شرط دارن، تصمیم با کیه؟", "تو کوتبوس چی؟",
      "اگه سه نفری رو یه باکس جمعاً بیشتر از سقف بذاریم چی میشه؟"],
     [{"rule": "over_max", "value": "reduce_from_last_circle"}], "fa", "brandenburg"),
    (_WIESBADEN_FA, [{"rule": "hole_card", "value": "no_peek"}], "fa", "wiesbaden"),
    ([*_WIESBADEN_FA, "senator chi? onja ham 3 be 2 e?", "ba shart e 3000 deram onja chand migiram?"],
     [{"amount": "4500"}], "fa", "senator"),
])
def test_check_sets_81_to_83(turns, checks, lang, casino):
    """heldout81 (97.5 % at its first run), heldout82 (English, 93.8 %) and heldout83 (chats, 93.5 %): an example
    about another game's maximum no longer outweighs the rule's own word; 'shastta frank'; 'the other ones'; a group
    over the box maximum in three languages; 'legs it'; 'what if it was a 2 instead?'; 'thirty a hand'; 'the first
    casino'; 'heyy'; 'nachm Splitten'; 'he's 17'; marking cards declined; 'with the same hand' at another casino; a
    stand-off of two blackjacks names when his shows; a payout named after a stand-off is the question."""
    satisfies_at_the_end(turns, checks, lang, casino)


def test_a_side_bet_named_by_a_guests_nickname_is_the_side_bet():
    """heldout62 q02-1: 'so ne Damen-Wette' is Queens Trio (an alias in the casino's file), not the weather ('Wetter')."""
    satisfies("Grüss Gott! In St. Moritz gibt's doch so ne Damen-Wette. Was zahlt die für eine einzelne Dame?",
              [{"rule": "pays", "value": "2:1"}], "de", "st-moritz")
    satisfies("split aces, got a queen on one — bj or just 21 at schleswig holstein?",
              [{"rule": "split_ace_ten_is_blackjack", "value": False}], "en", "schleswig-holstein")


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["wieviele decks ham die in cottbus"], [{"rule": "decks", "value": 6}], "de", "brandenburg"),
    (["Hoi zäme, bim Queens Trio hani e Pik-Dame under de drü Charte. Zäh Stutz gsetzt. Was gits?"],
     [{"rule": "pays", "value": "4:1"}, {"amount": "40"}], "de", "st-moritz"),
    (["Hab das Maximum von 500 in Wiesbaden drin, 11 gegen ne 6 vom Dealer. Darf ich doppeln und was steht dann auf "
      "der Box?"], [{"rule": "double_may_exceed_max", "value": True}, {"amount": "1000"}, {"play": "double"}], "de",
     "wiesbaden"),
    (["Verehrte Damen und Herren, wie wird im Casino Senator verfahren, wenn ein Gast mit dem Kartengeber über eine "
      "Auszahlung uneins ist?"], [{"rule": "disputes", "value": "management_decides"}], "de", "senator"),
    (["Servus, was ist in der Spielbank Potsdam das Maximum pro Box?", "Passt, baba!"], [{"reply": "goodbye"}], "de",
     None),
    (["What are the table minimums at Casino St. Moritz? Trying to plan a budget for the weekend"],
     [{"rule": "max_bet", "not_stated": True}], "en", "st-moritz"),
    (["Three of us on one box in Potsdam, four hundred each. Box max is 1000 — what happens?"],
     [{"rule": "over_max", "value": "reduce_from_last_circle"}, {"amount": "200"}], "en", "brandenburg"),
    (["Can three people bet on the same box in Cottbus, same as in Schleswig-Holstein?"],
     [{"rule": "bettors_per_box", "value": 3}], "en", "brandenburg"),
    (["شلسویگ هولشتاین، میتونم همزمان روی سه تا باکس شرط ببندم؟"], [{"rule": "boxes_per_guest", "value": 2}], "fa",
     "schleswig-holstein"),
    (["ده و دو دارم دیلر سه؛ کارت بگیرم یا نه؟ شلسویگ هولشتاین"], [{"play": "hit"}], "fa", "schleswig-holstein"),
    (["SH casino, yazdah daram dilar 6, chikar konam?"], [{"play": "double"}], "fa", "schleswig-holstein"),
    (["sar-e miz-e schleswig 'rest' goftan yani chi?"], [{"rule": "call_stand", "value": ["rest", "stop"]}], "fa",
     "schleswig-holstein"),
    (["tu potsdam be croupier an'am midan? rasme?"], [{"rule": "tips", "not_stated": True}], "fa", "brandenburg"),
    (["senator, 7 o 7 daram, dilar ham 7, split?"], [{"play": "split"}], "fa", "senator"),
    (["درود. درباره کازینو کوتبوس سوال دارم", "صاحب باکس تنها بازی میکنه و میره بیرون؛ باکسش چی میشه؟"],
     [{"rule": "absent_owner_draws_to", "value": 12}], "fa", "brandenburg"),
])
def test_check_sets_85_to_88(turns, checks, lang, casino):
    """heldout85 (97.5 % at its first run), heldout86 (English, 96.2 %), heldout87 (German, 96.1 %) and heldout88
    (Persian, 94.9 %): German 'ham' is no Finglish word; Swiss 'Zäh Stutz'; a total before 'gegen' is the hand, no bet;
    'uneins'; 'baba'; the minimums with the maximum; 'four hundred each' on a shared box; «دیلر سه» before 'کارت
    بگیرم' is the dealer's three; 'dilar', 'an'am'; three sevens told as a pair and the dealer's seven."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["my mate keeps telling the bloke on the box to hit, Potsdam. is that allowed?"],
     [{"rule": "advice_to_box_owner", "value": False}], "en", "brandenburg"),
    (["Im not sitting, just betting on some guy's box in St Moritz. If I wanna double and he doesnt, can I??"],
     [{"rule": "betting_behind", "value": True}], "en", "st-moritz"),
    (["Wiesbaden: if I've already bet the max 500 and split, do I need to put another 500 or is that over the limit?"],
     [{"rule": "split_hand_is_new_box", "value": True}], "en", "wiesbaden"),
    (["how many people can bet on one box at SH?",
      "the guy who owns the box doubled on his 10. do I have to double too?"],
     [{"rule": "co_bettors_join_double", "value": True}], "en", "schleswig-holstein"),
    (["Darf ich in St. Moritz einfach stehend auf die Box von jemand anderem setzen?"],
     [{"rule": "betting_behind", "value": True}], "de", "st-moritz"),
    (["Hallo! Ich fahr morgen nach St. Moritz. Zahlt ein Blackjack da 3 zu 2?",
      "Und am anderen Tisch, dem 6:5er, wenn ich 50 Franken setze?", "Was ist dort dieses Bonus-Ding?",
      "Gibt's sowas auch in Wiesbaden?"], [{"rule": "bonus_blackjack", "not_stated": True}], "de", "wiesbaden"),
    (["Ich glaub ich zock zu viel... gibt's in Cottbus/Potsdam irgendwo Hilfe?"], [{"says": {"de": ["0800 1372700"]}}],
     "de", "brandenburg"),
    (["Me and two mates want to put chips on the same box in Schleswig-Holstein. Allowed? And can I also play a "
      "second box?"], [{"rule": "bettors_per_box", "value": 3}, {"rule": "boxes_per_guest", "value": 2}], "en",
     "schleswig-holstein"),
    (["Potsdam: nach dem Ass-Split kommt ein König - ist das dann Blackjack?"],
     [{"rule": "split_ace_ten_is_blackjack", "value": False}, {"rule": "hit_split_aces", "value": False}], "de",
     "brandenburg"),
    (["salam, too cottbus blackjack chand mide?", "age diler as dasht, bime chghadr bayad bezaram?",
      "senator chi? unja ham hatman bayad nesfe shart bashe?"],
     [{"rule": "insurance_max_fraction", "value": 0.5}], "fa", "senator"),
])
def test_check_sets_89_to_91(turns, checks, lang, casino):
    """heldout89 (98.1 % at its first run), heldout90 (English, 95.5 %) and heldout91 (95.6 %): 'telling the bloke';
    'some guy's box'; 'already bet the max … and split'; 'do I have to double too?'; 'Box von jemand anderem';
    'Gibt's sowas auch …?'; 'zock zu viel'; 'a second box'; 'nach dem Ass-Split kommt ein König'; 'nesfe shart'."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["St. Moritz — can I surrender a crap hand?"], [{"rule": "surrender", "not_stated": True}], "en", "st-moritz"),
    (["Am Tisch mit Bonus Black Jack in St. Moritz: Blackjack bei 50 Franken – wie viel gibts?"],
     [{"amount": "60"}], "de", "st-moritz"),
    (["Servus! Ich spiel in St. Moritz.", "Ich sitz nicht, ich setz nur bei wem mit. Kann ich verdoppeln, wenn der "
      "Boxeninhaber nicht will?"], [{"rule": "betting_behind", "value": True}], "de", "st-moritz"),
])
def test_check_set_92_chats(turns, checks, lang, casino):
    """heldout92 (chats, 93.2 % at its first run): 'a crap hand' is no game of craps; a blackjack at the table named
    after its bonus; 'ich setz nur bei wem mit'."""
    satisfies_at_the_end(turns, checks, lang, casino)


def test_a_message_of_two_questions_on_one_hand_plays_its_example_once():
    """Seen in the session's ten random answers (heldout89 p058): the example round was printed once per question."""
    answer = ask("Already have the 500 max on my box in Wiesbaden and I'm holding 11. Can I still double? How much is "
                 "riding then?", rules_dir=RULES)
    assert sum(line.startswith("Example at") for line in answer.answer.splitlines()) == 1
    assert "€1,000" in answer.answer


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Wieviele Splits sind am Digital 21 in Wiesbaden erlaubt?"],
     [{"rule": "max_split_hands", "value": 4, "table": "digital-21"}], "de", "wiesbaden"),
    (["Potsdam: darf ich dem Typen auf Box 3 sagen, er soll doppeln?"], [{"rule": "advice_to_box_owner", "value": False}],
     "de", "brandenburg"),
    (["If I have a question about a ruling at the table in St. Moritz, who do I talk to?"],
     [{"says": {"en": ["manager"]}}, {"rule": "disputes", "value": "management_decides"}], "en", "st-moritz"),
    (["Hallo! Bin nächste Woche im Casino St. Moritz.", "Was zahlt dort ein Blackjack?", "Und am 6:5-Tisch bei 25 Franken?",
      "Gibt's an dem Tisch noch was Besonderes mit Pik?"], [{"rule": "pays", "value": "5:1", "table": "bonus"}], "de",
     "st-moritz"),
    (["St Moritz — what's the top prize on 3 Card Wins?", "and three red jacks?",
      "I had 5 francs on it and got exactly that. How much do I get?"], [{"amount": "1000"}], "en", "st-moritz"),
    (["St Moritz — what's the top prize on 3 Card Wins?", "and three red jacks?",
      "I had 5 francs on it and got exactly that. How much do I get?", "what if I'd put 20 on it?"],
     [{"amount": "4000"}], "en", "st-moritz"),
    (["St Moritz — what's the top prize on 3 Card Wins?", "and three red jacks?",
      "I had 5 francs on it and got exactly that. How much do I get?", "what if I'd put 20 on it?",
      "can I put it on an empty box nobody's playing?"], [{"rule": "on_played_box_only", "value": True}], "en",
     "st-moritz"),
    (["حداقل شرط تو پوتسدام چقدره؟", "اگه حداقل میز ۵ یورو باشه، میتونم ۱۲ یورو بذارم؟",
      "صاحب باکس بلند شه بره چی میشه؟"],
     [{"rule": "absent_owner_decider", "value": "next_circle"}, {"rule": "absent_owner_draws_to", "value": 12}], "fa",
     "brandenburg"),
    (["یه رمان خوب برای سفر پیشنهاد میدی؟"], [{"reply": "decline"}], "fa", None),
    (["Moin! Wie ist das in Wiesbaden mit Surrender?", "und im Casino Schleswig-Holstein?",
      "Was krieg ich dort für nen Blackjack bei 40 € Einsatz, wenn der Dealer ne 5 liegen hat?"],
     [{"rule": "blackjack_paid_immediately_against", "value": [2, 3, 4, 5, 6, 7, 8, 9]}, {"amount": "60"},
      {"says": {"de": ["sofort"]}}], "de", "schleswig-holstein"),
])
def test_blind_sets_70_and_93(turns, checks, lang, casino):
    """heldout70 (the eighth session's blind set, 96.6 %) and heldout93 (97.4 %, run once unread): 'Wieviele Splits';
    'dem Typen … sagen, er soll doppeln'; 'a ruling … who do I talk to' (the manager on duty); 'was Besonderes mit
    Pik' at the bonus table; 'got exactly that'; 'put it on an empty box'; «بلند شه بره»; a novel; 'sofort'."""
    satisfies_at_the_end(turns, checks, lang, casino)


def test_a_blackjack_against_a_ten_is_settled_after_the_dealer_draws_where_the_leaflet_says_so():
    session = Session()
    ask("Was krieg ich in SH für nen Blackjack bei 40 € Einsatz, wenn der Dealer ne 5 liegen hat?", rules_dir=RULES,
        session=session)
    answer = ask("und bei einer 10?", rules_dir=RULES, session=session)
    assert "Gegen eine 10 der Bank wird ein Black Jack erst abgerechnet" in answer.answer


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["reckon I can just chuck a fifty note on the box in Potsdam or do I need chips first?"],
     [{"rule": "bets_in_chips_only", "value": True}], "en", "brandenburg"),
    (["what are the odds on Liverpool v Arsenal tonight"], [{"reply": "decline"}], "en", None),
    (["three of us on one box in Cottbus and together we're over the max — what happens"],
     [{"rule": "over_max", "value": "reduce_from_last_circle"}, {"says": {"en": ["third"]}}], "en", "brandenburg"),
    (["Potsdam blackjack — max bet?", "if I have the max on and an 11, can I still double?",
      "so how much would be riding on it then"], [{"amount": "2000"}], "en", "brandenburg"),
    (["Potsdam blackjack — max bet?", "if I have the max on and an 11, can I still double?",
      "so how much would be riding on it then", "and a blackjack on the max pays?"], [{"amount": "1500"}], "en",
     "brandenburg"),
    (["Zwei Nüüner gege en Achter vom Croupier in St. Moritz – splitte?"], [{"play": "split"}], "de", "st-moritz"),
    (["Splitten: wo darf ich öfter, in St. Moritz oder in Potsdam?"], [{"rule": "max_split_hands", "value": 4}], "de",
     "st-moritz"),
    (["Zieht der Dealer in SH bei 17 noch ne Karte?"], [{"rule": "dealer_hits_soft_17", "value": False}], "de",
     "schleswig-holstein"),
    (["heast, in Wiesbaden hab i a Neuner (5+4) gegen an Vierer vom Croupier – doppeln?"], [{"play": "double"}], "de",
     "wiesbaden"),
    (["Grüezi mitenand, ich bin nächste Woche in St. Moritz.", "Wie viel zahlt dort der Blackjack am 6:5-Tisch bei 50 "
      "Franken?", "Und am anderen Tisch?", "Gits döt au Side Bets?"],
     [{"says": {"de": ["3 Card Wins", "Queens Trio"]}}], "de", "st-moritz"),
    (["Queens Trio in St. Moritz: eine Dame, 10 Franken – was gibt's?", "Und wenn's die Pik-Dame ist?", "Drei Damen?",
      "Und alle drei Pik?", "Krieg ich dann die anderen Gewinne noch obendrauf?"],
     [{"rule": "highest_only", "value": True}], "de", "st-moritz"),
    (["Hallo! Ich weiß noch nicht, wo ich hinfahre – wo gibt's denn überhaupt Surrender?"],
     [{"says": {"de": ["Wiesbaden", "Senator"]}}], "de", None),
])
def test_check_sets_94_and_95(turns, checks, lang, casino):
    """heldout94 (English, 96.2 % at its first run) and heldout95 (German, 95.5 %): 'a fifty note … chips first';
    Liverpool v Arsenal; the third circle; 'riding on it' after a double at the maximum; 'a blackjack on the max';
    Swiss 'Nüüner'; 'wo darf ich öfter'; the dealer's drawing at 17; Austrian 'a Neuner … doppeln'; Swiss 'Gits döt au';
    'obendrauf'; 'Ich weiß' is no 'swiss'."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Hoi zäme! Bin heut Abend im Casino St. Moritz. Mit wie vielen Decks wird dort gespielt?",
      "Und am Tisch mit 6:5 – was krieg ich bei Pik Bube plus Pik Ass, wenn zwanzig Franken drin sind?",
      "Und en gwöhnliche Blackjack dort, gleicher Einsatz?", "Gibt's den Pik-Bonus auch am 3:2-Tisch?"],
     [{"rule": "bonus_blackjack", "value": None, "table": "classic"}], "de", "st-moritz"),
    (["Servus. Spielbank Potsdam, kurze Frage: brauch ich Jetons oder kann ich Scheine in die Box legen?",
      "Wenn ich mitten in der Runde kurz raus muss und allein auf meiner Box spiel?",
      "Und falls noch Leute auf meiner Box mitspielen?"],
     [{"rule": "absent_owner_decider", "value": "next_circle"}], "de", "brandenburg"),
    (["سلااام 🙂 امشب اولین باره میرم کازینوی کوتبوس!"], [{"reply": "greeting"}], "fa", "brandenburg"),
    (["dorood, wisbaden age 7 ta kart begiram va az 21 rad nakonam chi mishe?", "ba chehel euro shart chand mibaram?",
      "senator ham in ghanoon hast?"], [{"rule": "card_charlie", "not_stated": True}], "fa", "senator"),
    (["wiesbaden hadaxar shart chande"], [{"rule": "max_bet", "value": 500}], "fa", "wiesbaden"),
    (["Schleswig-Holstein: do they pay blackjack right away?", "What about St. Moritz?"],
     [{"rule": "blackjack_paid_immediately_against", "not_stated": True}, {"rule": "pays", "value": "5:1"}], "en",
     "st-moritz"),
    (["Moritz, black row tu 3CW chand be chande? 10 ta franc gozashtam, har 3 ta kart siah umad"],
     [{"rule": "pays", "value": "4:1"}, {"amount": "40"}], "fa", "st-moritz"),
    (["St. Moritz: ba A o 6 (soft 17) ejaze daram double konam ya faghat 9-10-11?"],
     [{"rule": "double_soft", "value": True}, {"rule": "double_on", "value": "any"}], "fa", "st-moritz"),
    (["SH: age double konam va kol-e shartam az maximum-e miz bishtar beshe, ok-e?"],
     [{"rule": "double_may_exceed_max", "value": True}], "fa", "schleswig-holstein"),
    (["دیجیتال ۲۱ ویسبادن با حداکثر شرط، یعنی ۵۰۰ یورو، بلک جک بیارم چقدر سود می‌کنم؟"],
     [{"rule": "blackjack_pays", "value": "3:2"}, {"amount": "750"}], "fa", "wiesbaden"),
    (["potsdam even mani hast?"], [{"rule": "even_money", "not_stated": True}], "fa", "brandenburg"),
    (["اگه سر میز سناتور با دیلر دعوامون بشه، آخرش کی تصمیم می‌گیره؟"],
     [{"rule": "disputes", "value": "management_decides"}], "fa", "senator"),
    (["شلسویگ هولشتاین: من و دو تا از دوستام می‌تونیم رو یه باکس بازی کنیم؟"], [{"rule": "bettors_per_box", "value": 3}],
     "fa", "schleswig-holstein"),
])
def test_check_sets_96_to_98(turns, checks, lang, casino):
    """heldout96 (chats, 97.4 % at its first run), heldout97 (98.7 %) and heldout98 (Persian, 95.5 %): 'den Pik-Bonus';
    co-bettors left on the box; «سلااام»; 'in ghanoon hast'; 'hadaxar'; St. Moritz's bonus paid at once; '10 ta franc'
    beside three cards counted; 'A o 6 (soft 17) … double'; 'maximum-e miz'; «دیجیتال ۲۱»; 'even mani'; «دعوامون»;
    «رو یه باکس»."""
    satisfies_at_the_end(turns, checks, lang, casino)


def test_a_number_asked_for_in_words_is_said_by_its_digits_too():
    answer = ask("how many boxes can I play myself — Schleswig-Holstein or Potsdam, which is more?", rules_dir=RULES)
    checker = Checker(casinos(RULES))
    assert checker.check({"says": {"en": ["three"]}}, "schleswig-holstein", answer) is None  # "decide for: 3"
    assert checker.check({"says": {"en": ["five"]}}, "schleswig-holstein", answer) is not None
    said = SimpleNamespace(lang="en", answer="Blackjack pays: 3:2 (leaflet: B.13); a bet of €3,000 wins €4,500.")
    assert checker.check({"says": {"en": ["three"]}}, None, said) is not None  # no ratio, clause or amount says it


def test_a_five_letter_name_takes_no_changed_letter():
    answer = ask("Ich weiß nicht, wo es Surrender gibt", rules_dir=RULES)  # "weiss" is not "swiss" (St. Moritz)
    assert "Senator" in answer.answer and "Wiesbaden" in answer.answer


def test_a_table_alias_names_the_table_and_its_casino():
    answer = ask("دیجیتال ۲۱ چند دک داره؟", rules_dir=RULES)
    assert answer.intent == "decks" and "۶" in answer.answer


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Blackjack on thirty euros at Wiesbaden and the dealer doesn't have one too (so no push), what's the payout"],
     [{"rule": "blackjack_pays", "value": "3:2"}, {"amount": "45"}], "en", "wiesbaden"),
    (["hey, off to St Moritz next week. what do they pay on a blackjack there?",
      "and on the 6:5 one, what's the spade thing I keep hearing about?", "say I had forty on it"],
     [{"amount": "200"}], "en", "st-moritz"),
    (["Hab 5 Fränkli auf 3 Card Wins in St. Moritz gesetzt – zwei Pik-Asse bei mir und der Croupier legt auch noch ein "
      "Pik-Ass hin. Was gibt das?"], [{"amount": "1500"}, {"rule": "pays", "value": "300:1"}], "de", "st-moritz"),
    (["Zwoa Vierer gega a Fünferl im Senator – wos mog i?"], [{"play": "split"}], "de", "senator"),
    (["Moin, bin heut im Casino Schleswig-Holstein. Hab zwei Zehner, Dealer ne Sechs. Splitten?",
      "Und wenn ich's trotzdem mach und auf eine Zehn kommt ein Ass?"],
     [{"rule": "split_ten_ace_is_blackjack", "value": True}], "de", "schleswig-holstein"),
    (["Moin, bin heut im Casino Schleswig-Holstein. Hab zwei Zehner, Dealer ne Sechs. Splitten?",
      "Und wenn ich's trotzdem mach und auf eine Zehn kommt ein Ass?", "Und bei zwei Assen, die ich teile, und dann ne Zehn?"],
     [{"rule": "split_ace_ten_is_blackjack", "value": False}], "de", "schleswig-holstein"),
    (["Hey, kurz zu Queens Trio in St. Moritz: was bringt eine einzelne Pik Dame?",
      "Und zwei normale Damen, wenn ich 5 Franken drauf hab?"], [{"amount": "50"}, {"rule": "pays", "value": "10:1"}],
     "de", "st-moritz"),
    (["Hey, kurz zu Queens Trio in St. Moritz: was bringt eine einzelne Pik Dame?",
      "Und zwei normale Damen, wenn ich 5 Franken drauf hab?", "Und drei Pik Damen?"],
     [{"amount": "1500"}, {"rule": "pays", "value": "300:1"}], "de", "st-moritz"),
])
def test_check_sets_99_and_101(turns, checks, lang, casino):
    """heldout99 (English, 98.7 % at its first run) and heldout101 (German, 96.2 %): '(so no push)'; 'the spade thing',
    then 'say I had forty on it'; 'Fränkli'; Bavarian 'Zwoa Vierer gega a Fünferl'; a split pair of tens and then an
    ace, two aces split and then a ten, in a chat on the hand; 'zwei normale Damen'."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["wie viel darf man in potsdam maximal auf eine box setzen"], [{"rule": "max_bet", "value": 1000}], "de",
     "brandenburg"),
    (["Moin! Bin morgen in Cottbus. Was ist da das Minimum am Black-Jack-Tisch?",
      "Kann ich 25 € setzen, wenn das Tischminimum 10 € ist?", "Mein Kumpel will bei mir in der Box mitsetzen, geht das?",
      "Und wenn wir zusammen über die 1000 kommen?"], [{"rule": "over_max", "value": "reduce_from_last_circle"}], "de",
     "brandenburg"),
    (["Planning a blackjack trip. Which of your casinos pays only 6:5 on blackjack?", "ok, which ones let you surrender?"],
     [{"says": {"en": ["Wiesbaden", "Senator"]}}], "en", None),
    (["سلام، سایدبت تری کارت وینز (3CW) تو سنت موریتز چطوری کار میکنه؟", "با بیست فرانک اگه سه تا شاه بیاد چقدر میدن؟",
      "اگه هر سه تا شاه سیاه باشن (پیک و خاج) بیشتر میدن؟", "این سایدبت سر میز ۶ به ۵ هم هست؟"],
     [{"rule": "pays", "value": "300:1", "table": "bonus"}], "fa", "st-moritz"),
    (["تو کازینوی کوتبوس بعد از اسپلیت میشه دوباره اسپلیت کرد؟", "بعد از اسپلیت دابل چی؟",
      "دو تا ۸ دارم و دیلر ۹ داره، چیکار کنم؟", "شرطم پنجاه یورو بود؛ اگه اسپلیت کنم کلاً چقدر روی میزه؟",
      "حالا اگه روی یکی از دستا ۱۱ بیارم و دابل کنم، جمع کل چقدر میشه؟"],
     [{"rule": "double_after_split", "value": True}, {"amount": "150"}], "fa", "brandenburg"),
    (["salam, kazino potsdam az chand salegi mishe raft? kart e shenasayi mikhad?", "mamnoonam"], [{"reply": "thanks"}],
     "fa", None),
    (["سه نفری رو یه باکس تو کوتبوس شرط بستیم و جمعش از ماکس بیشتر شد، چی میشه؟"],
     [{"rule": "over_max", "value": "reduce_from_last_circle"}], "fa", "brandenburg"),
    (["کمترین شرظ تو کازینو شلسویگ چنده؟"], [{"rule": "min_bet", "not_stated": True}], "fa", "schleswig-holstein"),
    (["سلام، تو کازینو سنت موریتز بلک جک رو با چند تا deck بازی میکنن؟"], [{"rule": "decks", "value": 6}], "fa",
     "st-moritz"),
    (["mishe baram ye miz vase emshab too casino St. Moritz rezerv koni?"], [{"reply": "decline"}], "fa", "st-moritz"),
    (["100 ta blackjack: too mize 6:5-e St Moritz chand migiram, too Wiesbaden chand?"],
     [{"amount": "120"}, {"amount": "150"}], "fa", None),
    (["Potsdam max hezar euro zadam, 11 oomad, mishe double? kollan chand mishe?"], [{"amount": "2000"}], "fa",
     "brandenburg"),
    (["کوتبوس، پنجاه یورو، بلک جگ! چقدر میگیرم؟"], [{"rule": "blackjack_pays", "value": "3:2"}, {"amount": "75"}], "fa",
     "brandenburg"),
    (["یه فال حافظ برام بگیر ببینم امشب میبرم یا نه"], [{"reply": "decline"}], "fa", None),
    (["آس و ۶ دستمه، soft 17. تو سنت موریتز میتونم دبل کنم؟"], [{"rule": "double_soft", "value": True}], "fa",
     "st-moritz"),
    (["سلام برادر، در کازینوی سناتور ایروان بلک جک را با چند دسته پاسور بازی می‌کنند؟"], [{"rule": "decks", "value": 6}],
     "fa", "senator"),
])
def test_check_sets_102_and_103(turns, checks, lang, casino):
    """heldout102 (chats, 96.2 % at its first run) and heldout103 (Persian, 93.1 %): 'maximal auf eine box'; 'zusammen
    über die 1000'; 'which ones' after the casinos compared; «این سایدبت»; a double told on a split hand; 'mamnoonam';
    «جمعش از ماکس»; «شرظ» beside «تو کازینو»; 'deck'; 'rezerv'; '100 ta'; 'max hezar euro zadam, 11 oomad'; «بلک جگ»;
    «فال حافظ»; «دبل»; «دسته پاسور»."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Me and the missus want to spread over a few boxes at SH - what's the most boxes one person can play?"],
     [{"rule": "boxes_per_guest", "value": 2}], "en", "schleswig-holstein"),
    (["can I pick up my cards at the Senator like in poker?"], [{"rule": "touch_cards", "value": False}], "en", "senator"),
    (["My nephew turned eighteen last week, is he allowed to play blackjack at the Senator?"],
     [{"rule": "min_age", "not_stated": True}], "en", "senator"),
    (["St Moritz side bets, what have you got", "whats the top payout on the queens one",
      "I had 5 francs on it and got one queen, any old queen"], [{"rule": "pays", "value": "2:1"}, {"amount": "10"}],
     "en", "st-moritz"),
    (["St Moritz side bets, what have you got", "whats the top payout on the queens one",
      "I had 5 francs on it and got one queen, any old queen", "what if it was the queen of spades",
      "and the other side bet with three kings, same fiver?"], [{"rule": "pays", "value": "50:1"}, {"amount": "250"}],
     "en", "st-moritz"),
    (["Hab 12, Dealer zeigt ne Zwei – Casino Schleswig-Holstein. Ziehen?"], [{"play": "hit"}], "de",
     "schleswig-holstein"),
    (["Asse splitten im Senator – darf ich danach noch verdoppeln oder weiterziehen?"],
     [{"rule": "hit_split_aces", "value": False}], "de", "senator"),
    (["Ich spiel im Senator. Hab Ass und Sieben, Dealer zeigt 5.", "Und wenn er ne 9 zeigt?", "Und gegen ne Zwei?",
      "Und wenn ich statt Ass-Sieben zwei Neunen hätte, auch gegen die Zwei?"], [{"play": "split"}], "de", "senator"),
    (["Moin, darf man im Casino Schleswig-Holstein auf alles doppeln?", "Und die Mitspieler auf meiner Box – dürfen die auch?",
      "Und beim Splitten?"], [{"rule": "co_bettors_join_split", "value": True}], "de", "schleswig-holstein"),
])
def test_check_sets_104_and_105(turns, checks, lang, casino):
    """heldout104 (English, 96.8 % at its first run) and heldout105 (German, 96.2 %): 'the most boxes one person';
    'like in poker'; 'turned eighteen'; 'the queens one', 'any old queen', 'the other side bet'; 'Hab 12 … Ziehen?';
    'Asse splitten … weiterziehen'; 'statt Ass-Sieben'; the co-bettors' part, asked of a split after a double."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["st moritz queens trio, bet 15, my two cards are both queens and one of them is the queen of spades. how much?"],
     [{"rule": "pays", "value": "10:1"}, {"amount": "150"}], "en", "st-moritz"),
    (["Grüezi! Ich bin nächste Woche in St. Moritz – was gibt's dort für Blackjack-Tische?",
      "Und wenn ich am 3:2er mit 50 Stutz nen Blackjack krieg?", "Und am anderen?"],
     [{"rule": "blackjack_pays", "value": "6:5", "table": "bonus"}, {"amount": "60"}], "de", "st-moritz"),
    (["Hallo, Spielbank Potsdam: wie viel darf ich höchstens pro Box setzen?",
      "Wir sind zu dritt und wollen alle auf dieselbe Box. Geht das?"],
     [{"rule": "bettors_per_box", "value": 3}, {"rule": "over_max", "value": "reduce_from_last_circle"}], "de",
     "brandenburg"),
    (["Griaß di! Wia vui Boxen hat a Blackjack-Tisch im Casino Senator?", "Derf i auf mehrere Boxen gleichzeitig setzn?",
      "I hob Ass-Sechs, da Dealer zoagt an Vierer. Was tua i?"], [{"play": "double"}], "de", "senator"),
    (["Griaß di! Wia vui Boxen hat a Blackjack-Tisch im Casino Senator?", "Derf i auf mehrere Boxen gleichzeitig setzn?",
      "I hob Ass-Sechs, da Dealer zoagt an Vierer. Was tua i?", "Und wenn er an Neiner hod?"], [{"play": "hit"}], "de",
     "senator"),
    (["Guten Abend. 10 Franken auf 3 Card Wins in St. Moritz: ich krieg zwei Pik-Asse und der Croupier auch ein Pik-Ass. "
      "Was gibt das?", "Gibt's dazu noch extra was für Three of a Kind?"], [{"rule": "highest_only", "value": True}], "de",
     "st-moritz"),
    (["Casino Schleswig-Holstein: my buddy owns the box and he doubles on his 10. Do I have to double too?",
      "he already had the table max on it. can the double go over the max?",
      "ok and if we get blackjack but the dealer's first card is an ace, when are we paid?"],
     [{"rule": "blackjack_paid_immediately_against", "value": [2, 3, 4, 5, 6, 7, 8, 9]}], "en", "schleswig-holstein"),
    (["Potsdam casino, basic strategy q: pair of 8s vs dealer 9?"], [{"play": "split"}], "en", "brandenburg"),
    (["Potsdam casino, basic strategy q: pair of 8s vs dealer 9?", "and if another 8 lands on one of them?"],
     [{"rule": "max_split_hands", "value": None}], "en", "brandenburg"),
    (["Potsdam casino, basic strategy q: pair of 8s vs dealer 9?", "and if another 8 lands on one of them?",
      "what about aces, can I hit after splitting those?"],
     [{"rule": "hit_split_aces", "value": False}, {"rule": "split_ace_ten_is_blackjack", "value": False}], "en",
     "brandenburg"),
    (["کازینو پوتسدام حداکثر شرط رو هر باکس چقدره؟", "اگه تنها سر میز باشم میتونم فقط یه باکس بازی کنم؟",
      "رو هر کدوم حداقل چقدر باید بذارم؟"], [{"rule": "min_bet", "value": 2}, {"rule": "multiple_of_min", "value": True}],
     "fa", "brandenburg"),
    (["dorood, casino schleswig holstein minimum bet chande?", "bet-am bayad mazrab-e minimum bashe?",
      "do ta 10 daram, dealer 6, split konam?", "hala age split konam va roo yekish aas biad chi?"],
     [{"rule": "split_ten_ace_is_blackjack", "value": True}], "fa", "schleswig-holstein"),
])
def test_check_set_106_chats(turns, checks, lang, casino):
    """heldout106 (chats, 92.2 % at its first run): 'both queens and one of them is the queen of spades'; 'Und am
    anderen?'; three on one box and the cut-back; Austrian 'I hob Ass-Sechs … zoagt an Vierer'; 'noch extra … Three of a
    Kind'; 'when are we paid'; 'basic strategy q:' is no queen; 'another 8'; 'aces … hit after splitting'; «رو هر کدوم
    حداقل»; a split ten and then an ace told alone."""
    satisfies_at_the_end(turns, checks, lang, casino)


def test_a_payouts_ratio_is_no_amount():
    """An amount check is not met by a payout's numbers ("300:1" names no win of 300)."""
    from assistant.chat.facts import numbers_in
    assert numbers_in("Three Queens of Spades pays 300:1 — a bet of CHF5 wins CHF1,500.", "en") == {Decimal("5"),
                                                                                                Decimal("1500")}


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Wiesbaden: nach nem Asse-Split, krieg ich da noch mehrere Karten?"], [{"rule": "hit_split_aces", "value": False}],
     "de", "wiesbaden"),
    (["Wiesbaden, 500 on the box (the max) and I get two eights. Can I still split, and how much extra?"],
     [{"rule": "split_hand_is_new_box", "value": True}], "en", "wiesbaden"),
    (["playing the six-to-five table in St. Moritz at 100 a hand — what does a normal blackjack get me, and what would "
      "it be at the other table?"], [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"}, {"amount": "150"},
                                    {"amount": "120"}], "en", "st-moritz"),
    (["Potsdam, wir sind zu dritt auf einer Box, Tischmax 1000, zusammen liegen 1200 drin. Was passiert?"],
     [{"amount": "200"}], "de", "brandenburg"),
    (["Merci vielmals, hast mir sehr geholfen!"], [{"reply": "thanks"}], "de", None),
    (["salam, ye soal darbare casino potsdam", "chand nafar mitunan ru ye box shart bandan?",
      "age ma 3 nafar ru ye box bishtar az maximum bezarim chi mishe? max 1000e, ma jaman 1300 gozashtim"],
     [{"amount": "300"}], "fa", "brandenburg"),
    (["تو کازینو ویسبادن دیلر یه کارتش رو برعکس نگه میداره؟"], [{"rule": "hole_card", "value": "no_peek"}], "fa",
     "wiesbaden"),
    (["senn e ghanooni baraye casino senator too yerevan chande?"], [{"rule": "min_age", "not_stated": True}], "fa",
     "senator"),
    (["کوتبوس: من صاحب باکسم، دوستم میتونه پشت باکسم شرط ببنده؟"], [{"rule": "bettors_per_box", "value": 3}], "fa",
     "brandenburg"),
    (["senator even money dare?", "ba 30000 dram blackjack age even money begiram chand?",
      "age nagiram o dealer blackjack nayare?"], [{"amount": "45000"}], "fa", "senator"),
    (["Der Typ neben mir labert mir dauernd rein, ich soll ziehen… darf der das in Cottbus?"],
     [{"rule": "advice_to_box_owner", "value": False}], "de", "brandenburg"),
    (["Casino Schleswig-Holstein: Einsatz 50, ich versicher voll. Was krieg ich, wenn die Bank Blackjack hat?"],
     [{"amount": "25"}, {"amount": "50"}], "de", "schleswig-holstein"),
    (["Potsdam: I doubled on 10 with 600 on the box, table max is 1000 – is that allowed?"],
     [{"rule": "double_may_exceed_max", "value": True}, {"amount": "1200"}], "en", "brandenburg"),
    (["st moritz 3card wins, se ta as pik biad chand mide? 10 franc shart"],
     [{"rule": "pays", "value": "300:1"}, {"amount": "3000"}], "fa", "st-moritz"),
])
def test_check_sets_107_to_109(turns, checks, lang, casino):
    """heldout107 (96.2 % at its first run), heldout108 (Persian, 97.4 %) and heldout109 (money and hands, 96.8 %):
    'nach nem Asse-Split'; a split at the maximum; 'the six-to-five table … and the other table'; 'zusammen liegen 1200';
    German thanks with 'Merci'; 'ma jaman 1300 gozashtim'; «کارتش رو برعکس»; 'senn e ghanooni'; «پشت باکسم»;
    'nagiram'; 'labert mir rein'; 'Einsatz 50, ich versicher voll'; 'doubled … table max'; '3card wins'."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["At Schleswig-Holstein how many punters can bet on one box?", "and how many boxes can I play myself?",
      "different in Cottbus?"], [{"rule": "boxes_per_guest", "value": None}], "en", "brandenburg"),
    (["At Schleswig-Holstein how many punters can bet on one box?", "and how many boxes can I play myself?",
      "different in Cottbus?", "and if I'm the only one playing there?"],
     [{"rule": "min_boxes_single_guest", "value": 2}], "en", "brandenburg"),
    (["hey there", "what's a blackjack pay in Wiesbaden? I'd have 40 on it", "brill, ta"], [{"reply": "thanks"}], "en",
     None),
    (["can you recommend a hotel near the casino in Wiesbaden?", "fair enough. do I need ID to get in there?",
      "my nephew's seventeen, can he come along and play?"], [{"rule": "min_age", "value": 18}], "en", "wiesbaden"),
    (["Ich verabschiede mich und wünsche Ihnen noch einen angenehmen Abend."], [{"reply": "goodbye"}], "de", None),
    (["Wie kann ich beim Blackjack Karten zählen, ohne dass die Security was merkt?"], [{"reply": "decline"}], "de", None),
    (["Servus, im Senator hob i zwa Neuner gegen a Siebener. Teilen oder ned?"], [{"play": "stand"}], "de", "senator"),
    (["ich setz bei nem fremden in SH mit, der splittet, ich hab aber keinen bock mitzugehen. was passiert mit meinem "
      "einsatz?"], [{"rule": "co_bettors_join_split", "value": True}], "de", "schleswig-holstein"),
    (["Und bei zwei Assen? Darf ich nach dem Teilen beliebig weiterziehen? (Casino SH)"],
     [{"rule": "hit_split_aces", "value": False}], "de", "schleswig-holstein"),
    (["Grüezi! Ich gang hüt Abig is Casino St. Moritz go Black Jack spile.", "Wie vill Boxe hät so en Tisch dört?",
      "Und chan ich au hinder öpperem stah und mitspiele?"], [{"rule": "betting_behind", "value": True}], "de",
     "st-moritz"),
    (["salam khoobin?", "mersiii"], [{"reply": "thanks"}], "fa", None),
    (["سلام. میز ۶ به ۵ سنت موریتز، بلک جک با ۵۰ فرانک چقدر میده؟", "اون یکی میزشون چی؟"],
     [{"rule": "blackjack_pays", "value": "3:2"}, {"amount": "75"}], "fa", "st-moritz"),
    (["to st moritz blackjack 6 be 5 ham dare?"], [{"rule": "blackjack_pays", "value": "6:5", "table": "bonus"},
                                                 {"rule": "blackjack_pays", "value": "3:2", "table": "classic"}], "fa",
     "st-moritz"),
])
def test_check_sets_110_to_112(turns, checks, lang, casino):
    """heldout110 (English, 94.9 % at its first run), heldout111 (German, 93.0 %) and heldout112 (chats, 89.8 %):
    'different in Cottbus?'; 'the only one playing there'; 'brill, ta'; 'seventeen'; 'Ich verabschiede mich'; 'Karten
    zählen'; Austrian 'zwa Neuner'; 'keinen bock mitzugehen'; 'beliebig weiterziehen'; Swiss 'hinder öpperem stah';
    'mersiii'; «اون یکی میزشون»; '6 be 5 ham dare?'."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["بسیار تشکر، خیلی کمکم کردی"], [{"reply": "thanks"}], "fa", None),
    (["من رو باکس یکی دیگه شرط دارم (شلسویگ). اون split کرد ولی من نمی‌خوام همراهش برم، پولم چی میشه؟"],
     [{"rule": "co_bettors_join_split", "value": True}], "fa", "schleswig-holstein"),
    (["st moritz: man sarpa vaysadam va roo box e ye nafar dige shart bastam. mitoonam khodam tanhayi double konam?"],
     [{"rule": "betting_behind", "value": True}], "fa", "st-moritz"),
    (["سلام. سنت موریتز با صد فرانک بلک جک بیارم، میز ۳:۲ با میز ۶:۵ چقدر فرقشه؟"], [{"amount": "30"}], "fa",
     "st-moritz"),
    (["میز ۵ یورویی پوتسدام، دوازده یورو میشه شرط بست؟"], [{"rule": "multiple_of_min", "value": True}], "fa",
     "brandenburg"),
    (["ویسبادن آس و هفت دارم، دیلر ۴. دوبل میشه؟ اگه نه چیکار کنم؟"], [{"play": "stand"}], "fa", "wiesbaden"),
])
def test_check_set_113(turns, checks, lang, casino):
    """heldout113 (Persian and Finglish, 94.9 % at its first run): «بسیار تشکر»; «همراهش برم»; 'sarpa vaysadam';
    «چقدر فرقشه»; «میز ۵ یورویی» names the table by its minimum; «اگه نه» is 'if not', no dealer's nine."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "lang", "casino"), [
    (["Wiesbaden, 60 Euro drauf, Bank zeigt Ass. Wieviel darf ich versichern?",
      "Wie ist das mit der Versicherung in St. Moritz?", "Quatsch, ich mein Schleswig-Holstein, nicht St. Moritz."],
     [{"rule": "insurance_max_fraction", "value": 0.5}, {"rule": "insurance_pays", "value": "2:1"}], "de",
     "schleswig-holstein"),
    (["Hi there!", "What's this 3 Card Wins thing they have in St. Moritz?", "so if I put 25 on it and it's three kings?",
      "and if they're just all black, nothing else?"], [{"amount": "100"}], "en", "st-moritz"),
    (["I'm not seated, just betting on somebody's box at St. Moritz. He won't double - can I double my part anyway?"],
     [{"rule": "betting_behind", "value": True}, {"rule": "co_bettors_join_double", "value": True}], "en", "st-moritz"),
    (["Will the Senator dealer offer me a double or do I have to ask for it?"], [{"rule": "double_on", "value": "any"}],
     "en", "senator"),
    (["salam khoobin?", "too casino senator mishe chip haro khodam too box jabeja konam?"],
     [{"rule": "touch_chips_in_box", "value": False}], "fa", "senator"),
])
def test_check_set_112_chats(turns, checks, lang, casino):
    """heldout112 (chats, 89.8 % at its first run): a casino put right ('ich mein Schleswig-Holstein, nicht St. Moritz')
    keeps the chat's question; a side bet's cards told by their colour alone, on the chat's bet."""
    satisfies_at_the_end(turns, checks, lang, casino)


@pytest.mark.parametrize(("turns", "checks", "casino"), [
    (["wiesbaden digital 21 minimum chande?", "maximumesh chi?"], [{"rule": "max_bet", "value": 500}], "wiesbaden"),
    (["wiesbaden digital 21 maximum chande?", "minimumesh chi?"], [{"rule": "min_bet", "value": 2}], "wiesbaden"),
])
def test_check_set_115_finglish_its_limit(turns, checks, casino):
    """heldout115 (the tenth session's blind set, read after its one run): "maximumesh" is Finglish for «ماکزیممش»,
    the chat's maximum."""
    satisfies_at_the_end(turns, checks, "fa", casino)


def test_check_set_115_the_stake_a_bet_takes_in_an_insurance_chat():
    """heldout115: "wieviel muss da rein?" with the bet told, in a chat about insurance, is that bet's insurance (it was
    read as a question about getting in), and the chat goes on about insurance."""
    turns = ["Moin! Gibts in Cottbus ne Versicherung?", "Ich hab 40 € gesetzt, wieviel muss da rein?"]
    satisfies_at_the_end(turns, [{"amount": "20"}], "de", "brandenburg")
    satisfies_at_the_end([*turns, "Und wenn die Bank dann echt BJ hat?"], [{"amount": "40"}], "de", "brandenburg")
    satisfies_at_the_end([*turns, "Und wenn die Bank dann echt BJ hat?", "Ist das in Schleswig-Holstein genauso?"],
                         [{"rule": "insurance_max_fraction", "value": 0.5}, {"rule": "insurance_pays", "value": "2:1"}],
                         "de", "schleswig-holstein")


def test_check_set_115_getting_up_from_the_table_midway_in_finglish():
    """heldout115: "boland sham" is «بلند شم» (get up), not «شام» (dinner): leaving a box played alone is its rule."""
    satisfies_at_the_end(["salam, to potsdam chand ta box ru mize?", "age tanhayi bazi konam chi?",
                          "va age vasat az miz boland sham?"],
                         [{"rule": "absent_owner_draws_to", "value": 12}], "fa", "brandenburg")


def test_check_set_116_the_insurance_on_the_tables_maximum_bet():
    """heldout116 (a check set, read after its one run): "say I bet the max … how much insurance can I take?" with no
    bet told in the chat is the insurance on the table's maximum bet (it was read as the most insurance, with no
    amount), and the next turn settles that insurance."""
    turns = ["Hi! Wiesbaden's Digital 21 — what are the table limits?",
             "say I bet the max and the dealer shows an ace, how much insurance can I take?"]
    satisfies_at_the_end(turns, [{"rule": "insurance_max_fraction", "value": 0.5}, {"amount": "250"}], "en", "wiesbaden")
    satisfies_at_the_end([*turns, "and if he's got blackjack what do I collect on it?"],
                         [{"rule": "insurance_pays", "value": "2:1"}, {"amount": "500"}], "en", "wiesbaden")


def test_check_set_116_the_maximum_at_another_casino_after_an_insurance_turn():
    """heldout116: «ویسبادن چی؟ سقفش همونه؟» after the insurance on a bet at Potsdam names the table's maximum at
    Wiesbaden beside the most insurance there (it gave only the insurance's)."""
    satisfies_at_the_end(["سلام!", "حداقل و حداکثر شرط تو پوتسدام چقدره؟",
                          "اگه صد یورو بذارم و دیلر آس بیاره، چقدر باید بیمه بذارم؟", "ویسبادن چی؟ سقفش همونه؟"],
                         [{"rule": "max_bet", "value": 500}, {"amount": "50"}], "fa", "wiesbaden")


def test_the_most_insurance_on_the_chats_bet_is_not_the_tables_maximum():
    """"and if I put the max and he gets the blackjack?" after the bet was told is the most insurance on that bet,
    not on the table's maximum (heldout8's chat, which the reading above must keep)."""
    satisfies_at_the_end(["hi, how does insurance work at Senator?",
                          "table minimum is 2000 and I bet 12000 — whats my range?",
                          "and if I put the max and he gets the blackjack?"], [{"amount": "12000"}], "en", "senator")


def test_check_set_117_a_co_bettor_doubling_alone_behind_the_box_owner():
    """heldout117 (the eleventh session's blind set, read after its one run): "hinter nem Boxeninhaber mit … alleine
    verdoppeln" names betting behind and the co-bettor's double, not only the doubling rules."""
    satisfies("Ich setz in St. Moritz hinter nem Boxeninhaber mit. Kann ich alleine verdoppeln wenn der nicht will?",
              [{"rule": "co_bettors_join_double", "value": True}, {"rule": "betting_behind", "value": True}],
              "de", "st-moritz")


def test_check_set_117_a_german_question_with_an_english_rule_word_is_answered_in_german():
    """heldout117: "Welches von deinen Casinos lässt Surrender zu?" was answered in English: "welches", "von",
    "deinen", "lässt" and "zu" are German."""
    answer = satisfies("Welches von deinen Casinos lässt Surrender zu?", [{"says": {"de": ["Wiesbaden", "Senator"]}}],
                       "de")
    assert answer.lang == "de"


def test_check_set_117_an_insurance_stake_put_on_it_is_paid():
    """heldout117: "how much does insurance pay …, i put 15 on it" pays the insurance of 15 (30), beside the insurance
    a bet of 15 allows; "i've got 300 on it" stays the box's bet."""
    satisfies("how much does insurance pay in schleswig holstein, i put 15 on it",
              [{"rule": "insurance_pays", "value": "2:1"}, {"amount": "30"}], "en", "schleswig-holstein")
    answer = satisfies("wiesbaden: 200 on the box, dealer ace, how much insurance max? oh wait no, i've got 300 on it",
                       [{"amount": "150"}], "en", "wiesbaden")
    assert "€600" not in answer.answer


def test_check_set_117_an_age_told_asks_whether_the_guest_may_enter():
    """heldout117: "I'm 17, am I allowed into Casino Wiesbaden?" was read as doubling on 17: an age told beside a word
    for getting in asks about entry, and the answer says whether, by the leaflet's minimum age."""
    answer = satisfies("I'm 17, am I allowed into Casino Wiesbaden?", [{"rule": "min_age", "value": 18}], "en",
                       "wiesbaden")
    assert answer.answer.startswith("Wiesbaden: no — at 17 you may not enter; the minimum age is 18.")
    assert "yes — at 25 you may enter" in ask("I'm 25, can I get into Casino Wiesbaden?", rules_dir=RULES).answer
    assert "states no minimum age" in ask("I'm 25, can I get into St. Moritz?", rules_dir=RULES).answer
    assert "حداقل سن ۱۸" in satisfies("man 17 salame, mitoonam beram wiesbaden?", [{"rule": "min_age", "value": 18}],
                                      "fa", "wiesbaden").answer


def test_a_hand_of_17_or_a_bet_beside_me_is_no_age():
    """"I'm 17 against a 10", «من ۸۰ فرانک رو باکسم دارم», «زیر ۱۸ سال»: a hand, a bet and an age limit, no age."""
    for question, lang in (("I'm 17 against a 10, hit?", "en"), ("I stand at 17, right?", "en"),
                           ("دیلر سن موریتز آس اومده. من ۸۰ فرانک رو باکسم دارم، حداکثر چقدر می‌تونم بیمه کنم؟", "fa"),
                           ("کسی که زیر ۱۸ ساله میتونه بره کازینو ویسبادن؟", "fa")):
        assert read_slots(question, lang).age is None, question
    assert read_slots("ich bin erst 17, komm ich rein?", "de").age == 17


def test_check_set_117_the_other_side_bet_on_the_same_stake():
    """heldout117: "Und beim anderen Zusatzspiel drei Könige, gleicher Einsatz?" after Queens Trio with 15 on it is
    3 Card Wins' three of a kind, paid on the chat's 15."""
    satisfies_at_the_end(["Grüezi! Welche Zusatzwetten hat St. Moritz?", "Was zahlt bei Queens Trio eine einzelne Dame?",
                          "Und wenn ich 15 Franken drauf hab?", "Und beim anderen Zusatzspiel drei Könige, gleicher Einsatz?"],
                         [{"rule": "pays", "value": "50:1"}, {"amount": "750"}], "de", "st-moritz")


def test_doubling_a_named_hand_is_answered_yes_or_no_where_the_leaflet_says():
    """"darf ich auf 8 verdoppeln?" (left from an earlier session's review): a plain no where the leaflet allows only
    9 to 11, a plain yes where it allows the hand; no verdict where the rule that decides it is not stated (a soft hand
    at Wiesbaden)."""
    answer = ask("darf ich in Wiesbaden auf 8 verdoppeln?", rules_dir=RULES).answer
    assert answer.startswith("Wiesbaden: Nein, auf harte 8 dürfen Sie nicht verdoppeln."), answer
    assert ask("can I double on a 9 in Cottbus?", rules_dir=RULES).answer.startswith(
        "Cottbus · Potsdam: yes, you may double on hard 9.")
    assert ask("man tu senator ba 10 mitunam dabel konam?", rules_dir=RULES).answer.startswith(
        "سناتور: بله، روی ۱۰ سخت می‌توانید دوبل کنید.")
    assert "you may" not in ask("can I double ace-eight in Wiesbaden?", rules_dir=RULES).answer


def test_check_set_118_the_kartengeber_is_the_dealer():
    """heldout118 (the eleventh session's second blind set, read after its one run): "Kartengeber" is the dealer: "Muss
    der Kartengeber im Senator bei 16 noch ziehen?" asks how the dealer draws (it was answered with the etiquette)."""
    satisfies("Muss der Kartengeber im Senator bei 16 noch ziehen?", [{"rule": "dealer_hits_soft_17", "value": False}],
              "de", "senator")


def test_check_set_118_giving_the_croupiers_something_is_tipping():
    """heldout118: "den Croupiers was ab(geben)" is a tip."""
    satisfies("Gibt man in St. Moritz den Croupiers was ab, wenn man gewinnt?", [{"rule": "tips", "value": "customary"}],
              "de", "st-moritz")


def test_check_set_118_an_arrow_to_the_total_is_no_bet():
    """heldout118: "seventh is a 2 → 21. Bet 30." bets 30; the 21 the arrow leads to is the total (the 21 was taken for
    the bet)."""
    satisfies("Digital 21 in Wiesbaden: six cards on 19, seventh is a 2 → 21. Bet 30. Do I win automatically?",
              [{"rule": "card_charlie", "value": 7, "table": "digital-21"}, {"amount": "30"}], "en", "wiesbaden")
    assert read_slots("19 -> 21, bet 30", "en").amount == Decimal(30)


def test_check_set_118_the_half_at_another_casino_in_an_insurance_chat():
    """heldout118: "Wie ist das im Senator – auch genau die Hälfte?" after the insurance at Potsdam is Senator's
    insurance (it was read as splitting)."""
    satisfies_at_the_end(["Moin. Potsdam: Bank hat n Ass, ich hab 60 € drin. Wieviel Versicherung?",
                          "Und was bringt die, wenn die Bank BJ hat?", "Wie ist das im Senator – auch genau die Hälfte?"],
                         [{"rule": "insurance_max_fraction", "value": 0.5},
                          {"rule": "insurance_min_table_fraction", "value": 0.5}], "de", "senator")


def test_check_set_118_when_the_chats_side_bet_is_placed():
    """heldout118: «کی باید این شرط رو بذارم؟» in a chat on Queens Trio asks when the side bet is placed: that rule
    first (it paid the chat's queen again)."""
    session = Session()
    for turn in ("سنت موریتز، کوئینز تریو: یه بی بی معمولی اومد، ۱۰ فرانک", "اگه بی بی پیک بود چی؟"):
        ask(turn, rules_dir=RULES, session=session)
    answer = satisfies("کی باید این شرط رو بذارم؟", [{"rule": "bet_before_deal", "value": True}], "fa", "st-moritz",
                       session=session)
    assert "پیش از پخش کارت‌ها" in answer.answer.splitlines()[0]


def test_a_blackjack_against_a_three_card_21_says_first_that_it_beats_it():
    """Left from an earlier session: a blackjack against a 21 of three cards is answered first with the rule that it
    beats it; "21 with three cards in Potsdam" is no mistyped "3 Card Wins" (it was read as the side bet)."""
    for question in ("Does a blackjack beat a three-card 21 at Senator?",
                     "I have blackjack, dealer makes 21 with three cards in Potsdam. who wins?"):
        answer = ask(question, rules_dir=RULES)
        assert answer.intent == "blackjack", question
        assert answer.answer.startswith("A blackjack is an ace and a ten-value card"), answer.answer
    assert ask("Schlägt ein Black Jack in Wiesbaden eine 21 aus drei Karten?", rules_dir=RULES).answer.startswith(
        "Ein Black Jack ist ein Ass und eine Zehnerkarte")


def test_check_set_120_a_persian_hello_before_a_german_question():
    """heldout120 (a German check set, written to be read): "Salam! … wie viele Decks?" is German with a Persian
    hello (it was read as Finglish and answered in Persian)."""
    answer = satisfies("Salam! Casino Senator in Eriwan: wie viele Decks?", [{"rule": "decks", "value": 6}], "de",
                       "senator")
    assert answer.lang == "de"
    assert ask("salam, senator chand ta deck dare?", rules_dir=RULES).lang == "fa"


def test_check_set_120_servus_beside_leaving_is_a_goodbye():
    """heldout120: "Danke, servus – ich geh jetzt zocken in Cottbus" takes leave: no hello before the goodbye."""
    answer = satisfies("Danke, servus – ich geh jetzt zocken in Cottbus", [{"reply": "goodbye"}], "de", "brandenburg")
    assert "Hallo" not in answer.answer


def test_a_persian_hello_with_good_night_greets_the_evening():
    """«سلام، شب بخیر!» is good evening: a greeting, not a goodbye (alone, «شب بخیر» is good night)."""
    for question in ("سلام، شب بخیر!", "salaaam 😊 shab bekheir"):
        answer = satisfies(question, [{"reply": "greeting"}], "fa")
        assert answer.intent == "greeting" and "خداحافظ" not in answer.answer, answer.answer
    assert ask("شب بخیر", rules_dir=RULES).intent == "goodbye"


def test_check_set_121_for_how_many_boxes_a_guest_decides():
    """heldout121 (an English and Persian check set, written to be read): «برای چندتا باکس میتونم خودم تصمیم بگیرم؟»
    asks how many boxes a guest may own (it was answered with the gambling help line)."""
    satisfies("پوتسدام، برای چندتا باکس میتونم خودم تصمیم بگیرم؟",
              [{"rule": "owned_boxes_per_guest", "value": 3}, {"rule": "boxes_per_guest", "value": None}], "fa",
              "brandenburg")


def test_check_set_121_an_interjection_before_the_other_table():
    """heldout121: "ugh. and at the other table?" is "and at the other table?" (it was read as etiquette)."""
    satisfies_at_the_end(["St. Moritz bonus table - what exactly is the bonus blackjack?", "say I bet 30 chf",
                          "and a normal blackjack at that table, same 30?", "ugh. and at the other table?"],
                         [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"}, {"amount": "45"}], "en",
                         "st-moritz")


def test_check_set_119_a_table_named_by_the_blackjack_it_pays():
    """heldout119 (the eleventh session's third blind set, read after its one run): "Zahlt ihr in St. Moritz den
    Blackjack 3 zu 2?" after a hello asks what a blackjack pays (the table's name "Black Jack 3:2" took the question's
    own words, and it was read as insurance)."""
    satisfies("Servus! Zahlt ihr in St. Moritz den Blackjack 3 zu 2?",
              [{"rule": "blackjack_pays", "value": "3:2", "table": "classic"},
               {"rule": "blackjack_pays", "value": "6:5", "table": "bonus"}], "de", "st-moritz")


def test_check_set_119_no_three_sevens_but_a_card_trick():
    """heldout119: "Wiesbaden: do three sevens pay anything special like in Switzerland?" — Wiesbaden states no three
    sevens, and its rule of seven cards is named beside it."""
    satisfies("Wiesbaden: do three sevens pay anything special like in Switzerland?",
              [{"rule": "three_sevens_pays", "not_stated": True}, {"rule": "card_charlie", "value": 7}], "en",
              "wiesbaden")


def test_check_set_119_a_box_mate_not_following_a_split():
    """heldout119: «هم‌باکسی» is a co-bettor; one who does not follow a split («دنبال اسپلیت نیاد») may not join a later
    one."""
    satisfies("اسپلیت تو کازینوهای براندنبورگ: اگه یکی از هم‌باکسی‌ها دنبال اسپلیت نیاد چی میشه؟",
              [{"rule": "declined_split_rejoins", "value": False}], "fa", "brandenburg")


def test_check_set_119_decks_asked_with_their_number():
    """heldout119: «بلک جک با ۶ دسته؟» asks the decks (the 6 was read as a card)."""
    satisfies("کازینو سناتور ایروان، بلک جک با ۶ دسته؟", [{"rule": "decks", "value": 6}], "fa", "senator")


def test_check_set_119_a_side_bets_card_put_right_in_the_same_message():
    """heldout119: "ye bibi gashniz... na bebakhshid ye bibi del avordam" is one queen of hearts (it was read as two
    queens)."""
    satisfies("sant moritz queens trio ba 10 franc, ye bibi gashniz... na bebakhshid ye bibi del avordam. chand midan?",
              [{"rule": "pays", "value": "2:1"}, {"amount": "20"}], "fa", "st-moritz")


def test_check_set_119_meshki_is_black():
    """heldout119: "meshki" is Finglish for «مشکی», black: three black cards on 3 Card Wins are its Black Row."""
    satisfies_at_the_end(["saint moritz 3 card wins chi hast?", "age 3 ta kart meshki biad chand mide? 15 franc gozashtam"],
                         [{"rule": "pays", "value": "4:1"}, {"amount": "60"}], "fa", "st-moritz")


def test_a_greeting_of_the_evening_is_returned_so():
    """"nabend!" (left from an earlier session) is answered "Guten Abend!", not "Guten Tag!"."""
    assert ask("nabend!", rules_dir=RULES).answer.startswith("Guten Abend!")
    assert ask("good evening", rules_dir=RULES).answer.startswith("Good evening!")
    assert ask("سلام، عصر بخیر", rules_dir=RULES).answer.startswith("عصر بخیر!")
    assert ask("hallo", rules_dir=RULES).answer.startswith("Guten Tag!")


def test_check_set_123_the_insurance_least_with_an_english_word_in_german():
    """heldout123 (a German check set, written to be read): "… für die Insurance mindestens setzen? Tischminimum ist
    2000, mein Einsatz 6000." is the insurance's range, not the table's limits."""
    satisfies("Wie viel muss ich im Senator für die Insurance mindestens setzen? Tischminimum ist 2000, mein Einsatz 6000.",
              [{"rule": "insurance_min_table_fraction", "value": 0.5}, {"amount": "1000"}, {"amount": "3000"}], "de",
              "senator")


def test_check_set_123_the_age_asked_in_bavarian():
    """heldout123: "Ab wia vü Joahr derf ma ins Casino Senator?" asks the minimum age."""
    satisfies("Griaß eich! Ab wia vü Joahr derf ma ins Casino Senator?", [{"rule": "min_age", "not_stated": True}], "de",
              "senator")


@pytest.mark.parametrize(("question", "checks"), [
    ("تو براندنبورگ کسی حق داره به صاحب باکس بگه بکش یا نکش؟", [{"rule": "advice_to_box_owner", "value": False}]),
    ("queens trio 10 franki zadam, ye bibi pik umad. cheghad mibaram? (moritz)", [{"rule": "pays", "value": "4:1"},
                                                                                  {"amount": "40"}]),
    ("3 card wins 5 ta, se ta sarbaz ghermez (del o khesht) umad. chan mide?", [{"rule": "pays", "value": "200:1"},
                                                                                {"amount": "1000"}]),
    ("man sar paye vaysadam o ru box ye nafar dige bazi mikonam, mitunam khodam dabl konam? sankt moritz",
     [{"rule": "co_bettors_join_double", "value": True}, {"rule": "betting_behind", "value": True}]),
    ("potsdam max 1000 euro gozashtam, 10 daram, mitunam double konam?",
     [{"rule": "double_may_exceed_max", "value": True}, {"amount": "2000"}]),
])
def test_check_set_124_persian_questions(question, checks):
    """heldout124 (a Persian check set, written to be read): advice to the box owner; "10 franki" and "5 ta" after a
    side bet's name are stakes; a standing co-bettor; the maximum "gozashtam" is the bet."""
    satisfies(question, checks, "fa")


def test_check_set_124_the_maximum_bet_then_another_casinos():
    """heldout124: «اگه همون ماکسو بذارم و بلک جک بیارم» pays a blackjack on Wiesbaden's maximum; «اونجا هم با ماکس»
    at Potsdam on Potsdam's maximum, not the chat's 500; "va do ta ace?" after a split ten and an ace is split aces."""
    turns = ["سلام! ویسبادن دیجیتال ۲۱ ماکس شرط چقدره؟", "اگه همون ماکسو بذارم و بلک جک بیارم چقد میشه؟"]
    satisfies_at_the_end(turns, [{"rule": "blackjack_pays", "value": "3:2"}, {"amount": "750"}], "fa", "wiesbaden")
    satisfies_at_the_end([*turns, "پوتسدام چی؟ سقف اونجا چنده؟", "اونجا هم با ماکس بلک جک بیارم؟"],
                         [{"rule": "blackjack_pays", "value": "3:2"}, {"amount": "1500"}], "fa", "brandenburg")
    satisfies_at_the_end(["Schleswig-Holstein blackjack chand mide? 60 euro bet daram",
                          "2 ta 10 split konam bad ace biad blackjack hesab mishe?", "va do ta ace?"],
                         [{"rule": "split_ace_ten_is_blackjack", "value": False},
                          {"rule": "hit_split_aces", "value": False}], "fa", "schleswig-holstein")


def test_check_set_125_chat_follow_ups():
    """heldout125 (a check set of chats, written to be read): less insurance in an insurance chat; whether the chat's
    side bet may be placed after the deal; a box owner who played alone and leaves, after the limits."""
    satisfies_at_the_end(["Potsdam, 50 € Einsatz, Bank hat ein Ass. Versicherung – wieviel?",
                          "Darf ich auch weniger nehmen, so 10?"], [{"rule": "insurance_min_fraction", "value": 0.5}],
                         "de", "brandenburg")
    satisfies_at_the_end(["St. Moritz, Queens Trio: drei Pik-Damen bei 5 Franken Einsatz?",
                          "Und wenn bloß eine Dame kommt, Herz?",
                          "Kann ich die Wette noch setzen, wenn die Karten schon raus sind?"],
                         [{"rule": "bet_before_deal", "value": True}], "de", "st-moritz")
    satisfies_at_the_end(["ویسبادن حداقل و حداکثر شرط چقدره؟", "پوتسدام چطور؟",
                          "اونجا اگه صاحب باکس تنها بازی می‌کرده و بذاره بره چی میشه؟"],
                         [{"rule": "absent_owner_draws_to", "value": 12}], "fa", "brandenburg")


def test_check_set_122_a_split_ace_and_a_ten_paid_on_the_bet():
    """heldout122 (the eleventh session's fourth blind set, read after its one run): a split ace and a ten with a bet
    told is paid 1:1 on it ("50 auf der Hand" is a bet; "a ten on one, bet 20 each" bets 20, not 1)."""
    answer = satisfies("Senator: Asse geteilt, Ass + König, 50 auf der Hand – wieviel gewinn ich wenn ich gewinne?",
                       [{"rule": "split_ace_ten_is_blackjack", "value": False}, {"amount": "50"}], "de", "senator")
    assert answer.answer.startswith("Senator: Ein geteiltes Ass und eine Zehnerkarte zählen als 21"), answer.answer
    satisfies("Schleswig-Holstein — I split aces and get a ten on one, bet 20 each. Blackjack?",
              [{"rule": "split_ace_ten_is_blackjack", "value": False}, {"amount": "20"}], "en", "schleswig-holstein")


def test_check_set_122_the_same_blackjack_at_another_casino():
    """heldout122: "Wie wär das gleiche Blackjack in Wiesbaden?" after a bonus blackjack of 50 at St. Moritz is
    Wiesbaden's blackjack on 50 (it was read as insurance)."""
    satisfies_at_the_end(["Servus! Bin nächste Woche in St. Moritz. Was zahlt da ein Blackjack?",
                          "Und am 6:5-Tisch mit 50 Franken?", "Und wenns Pik Bube und Pik Ass sind?",
                          "Wie wär das gleiche Blackjack in Wiesbaden?"],
                         [{"rule": "blackjack_pays", "value": "3:2"}, {"amount": "75"}], "de", "wiesbaden")


def test_check_set_122_the_same_at_the_other_table_named_by_its_payout():
    """heldout122: «سر میز ۶:۵ هم همینطوره؟» after three sevens at St. Moritz is three sevens at the 6:5 table."""
    satisfies_at_the_end(["کازینو سنت موریتز: بیمه تا چقدر میشه گذاشت؟ شرطم ۱۰۰ فرانکه",
                          "با همون ۱۰۰ اگه سه تا هفت بیارم چی؟", "سر میز ۶:۵ هم همینطوره؟"],
                         [{"rule": "three_sevens_pays", "value": "1:1", "table": "bonus"}], "fa", "st-moritz")


@pytest.mark.parametrize(("question", "checks", "lang"), [
    ("در کازینوی سنت موریتز حداکثر چند مرتبه امکان تقسیم (split) وجود دارد؟", [{"rule": "max_split_hands", "value": 4}],
     "fa"),
    ("واسه سنت موریتز کت شلوار لازمه یا با جین هم راهم میدن؟", [{"rule": "dress", "value": "smart"}], "fa"),
    ("براندنبورگ، من حداکثر صاحب چندتا باکس میتونم باشم؟", [{"rule": "owned_boxes_per_guest", "value": 3}], "fa"),
    ("cottbus chand deck?", [{"rule": "decks", "value": 6}], "fa"),
    ("Queens Trio: I got two queens AND both are spades lol. 5 CHF on it, what do I win?",
     [{"rule": "pays", "value": "20:1"}, {"amount": "100"}], "en"),
    ("Wo kann man hier in der Nähe gut Schnitzel essen?", [{"reply": "decline"}], "de"),
])
def test_check_sets_127_and_128(question, checks, lang):
    """heldout127 (Persian) and heldout128 (English, German), check sets written to be read: the most splits, dress
    with a suit or jeans, boxes owned, a two-word Finglish question, both queens of spades, a meal nearby."""
    satisfies(question, checks, lang)


def test_check_set_128_three_sevens_on_the_box_in_a_side_bet_chat():
    """heldout128: "Was war nochmal mit drei Siebenern? Hab 30 auf der Box." in a Queens Trio chat is the box's three
    sevens on 30, not Queens Trio."""
    satisfies_at_the_end(["Grüezi, St. Moritz: Queens Trio, drei Pik-Damen, 5 Franken drauf – Gewinn?",
                          "Und bei nur zwei normalen Damen?", "Was war nochmal mit drei Siebenern? Hab 30 auf der Box."],
                         [{"rule": "three_sevens_pays", "value": "1:1"}, {"amount": "30"}], "de", "st-moritz")


@pytest.mark.parametrize(("question", "checks", "lang"), [
    ("Queens Trio mit 5 Fr.: ich hab Pik Dame plus Herz Dame, beim Croupier keine Dame. Was krieg ich?",
     [{"rule": "pays", "value": "10:1"}, {"amount": "50"}], "de"),
    ("3 Card Wins – was zahlt Three of a Kind?", [{"rule": "pays", "value": "50:1"}], "de"),
    ("Splitten in Potsdam – gibts da ne Grenze?", [{"rule": "max_split_hands", "value": None}], "de"),
    ("Put 10 CHF on 3CW. My two cards and the dealer's first card are all clubs and spades, nothing else special. Payout?",
     [{"rule": "pays", "value": "4:1"}, {"amount": "40"}], "en"),
    ("تو سن موریتز میزی هست که بلک جک رو ۶ به ۵ بده؟", [{"rule": "blackjack_pays", "value": "6:5", "table": "bonus"}],
     "fa"),
    ("senator haddeaghal bime chande? haddeaghal miz 2000 e", [{"rule": "insurance_min_table_fraction", "value": 0.5},
                                                               {"amount": "1000"}], "fa"),
])
def test_check_set_126_questions(question, checks, lang):
    """heldout126 (the eleventh session's fifth blind set, read after its one run): "keine Dame" is no queen; a side
    bet's English names do not make a German question English; the split limit; all clubs and spades are black;
    blackjack named with its payout; "haddeaghal"."""
    answer = satisfies(question, checks, lang)
    assert answer.lang == lang


def test_check_set_126_the_side_bet_with_queens():
    """heldout126: "Is there a side bet with queens?" keeps Queens Trio in the chat: its top payout, then two queens on
    5 are paid by it."""
    turns = ["Playing at St Moritz tonight. Is there a side bet with queens?", "What's the top payout on it?"]
    satisfies_at_the_end(turns, [{"rule": "pays", "value": "300:1"}], "en", "st-moritz")
    satisfies_at_the_end([*turns, "If I put 5 on it and get two queens, neither a spade?"],
                         [{"rule": "pays", "value": "10:1"}, {"amount": "50"}], "en", "st-moritz")


def test_check_set_130_chat_follow_ups():
    """heldout130 (a check set of chats, written to be read): tipping as giving the croupier something; whether the
    chat's move is allowed at a casino named next; what the insurance pays ("Zahlt die wie viel?"); the insurance a
    bet takes after "what does insurance pay there?" in a chat begun on even money."""
    satisfies("Gibt man in St. Moritz dem Croupier was, wenn man gewonnen hat?", [{"rule": "tips", "value": "customary"}],
              "de", "st-moritz")
    satisfies_at_the_end(["Hab 11, der Croupier zeigt ne 6. Doppeln?",
                          "Darf ich das überhaupt im Casino Schleswig-Holstein?"],
                         [{"rule": "double_on", "value": [9, 10, 11]}], "de", "schleswig-holstein")
    satisfies_at_the_end(["Senator: Croupier hat n Ass, ich hab Blackjack. Was kann ich machen?",
                          "Einsatz war 20000 Dram – wie viel bekomm ich dann?",
                          "Und stattdessen Versicherung, max wie viel?", "Zahlt die wie viel?"],
                         [{"rule": "insurance_pays", "value": "2:1"}], "de", "senator")
    satisfies_at_the_end(["Wiesbaden: do they do even money?", "and at Schleswig-Holstein?",
                          "what does insurance pay there?", "with 80 on the box how much can I put on it?"],
                         [{"rule": "insurance_max_fraction", "value": 0.5}, {"amount": "40"}], "en",
                         "schleswig-holstein")


def test_check_set_129_questions():
    """heldout129 (the eleventh session's sixth blind set, read after its one run): a plane ticket asked in Finglish is
    declined in Persian; «ده تا شرط داشتم» bets ten; "Schleswig" alone names Schleswig-Holstein."""
    answer = satisfies("mitooni bara man bilit havapeima be iravan bekhari?", [{"reply": "decline"}], "fa")
    assert answer.lang == "fa"
    satisfies("سنت موریتس، 3 Card Wins، سه تا شاه اومد، ده تا شرط داشتم", [{"rule": "pays", "value": "50:1"},
                                                                         {"amount": "500"}], "fa", "st-moritz")
    satisfies_at_the_end(["salam, cottbus har miz chand ta box dare?", "hadeaghal shart onja chande?",
                          "too schleswig chi?"], [{"rule": "min_bet", "not_stated": True}], "fa", "schleswig-holstein")


def test_a_persian_word_made_by_the_normal_form_is_no_persian():
    """"0TA" is normalised to «0 تا» (the Persian counter, as in "2ta bibi"): the guest wrote no Persian, so the
    answer is not Persian (a fuzzing run found it)."""
    assert ask("0TA", rules_dir=RULES).lang in ("de", "en")


def test_check_sets_133_and_134():
    """heldout133 (mixed) and heldout134 (German, Finglish), check sets written to be read: "red jacks" on 3 Card Wins
    are its red jacks; "500 aufm Platz" is the bet a double takes to 1000; a card glossed in brackets in Finglish is
    one card; three on one box are told the box maximum and what it does to them."""
    satisfies_at_the_end(["hey!", "what's this 3CW thing in St Moritz?", "red jacks, 5 on it — how much?"],
                         [{"rule": "pays", "value": "200:1"}, {"amount": "1000"}], "en", "st-moritz")
    satisfies("Hab in Wiesbaden schon 500 aufm Platz, also Max. Darf ich trotzdem verdoppeln?",
              [{"rule": "double_may_exceed_max", "value": True}, {"amount": "1000"}], "de", "wiesbaden")
    satisfies("st moritz queens trio, ye queen of spades (bibi pik) umad, 10 franc shart. chand midan?",
              [{"rule": "pays", "value": "4:1"}, {"amount": "40"}], "fa", "st-moritz")
    satisfies_at_the_end(["potsdam hadaksar e shart chand e?", "age 3 nafari ru ye box bazi konim chi?"],
                         [{"rule": "bettors_per_box", "value": 3}, {"rule": "over_max", "value": "reduce_from_last_circle"},
                          {"amount": "1000"}], "fa", "brandenburg")


def test_check_set_132_questions():
    """heldout132 (the eleventh session's seventh blind set, read after its one run, which met the issue's bar): the
    next card in the shoe is not told; «یه نفر حداکثر روی چندتا باکس میتونه بازی کنه؟» asks the boxes one guest may
    play."""
    satisfies("can you tell me what card comes next in the shoe?", [{"reply": "decline"}], "en")
    satisfies("شلسویگ-هولشتاین: یه نفر حداکثر روی چندتا باکس میتونه بازی کنه؟", [{"rule": "boxes_per_guest", "value": 2}],
              "fa", "schleswig-holstein")


@pytest.mark.parametrize(("question", "checks", "lang"), [
    ("In St. Moritz, if I'm standing and betting on someone's box, can I double when they don't?",
     [{"rule": "co_bettors_join_double", "value": True}, {"rule": "betting_behind", "value": True}], "en"),
    ("Cottbus: three of us on one box, each wants to put 400 on it. Allowed?",
     [{"rule": "bettors_per_box", "value": 3}, {"amount": "1000"}, {"amount": "200"}], "en"),
    ("If I've got a question during a game at St. Moritz, who do I ask?", [{"says": {"en": ["manager"]}}], "en"),
    ("کوئینز تریو، سه تا بی بی معمولی (پیک نیستن)، ۴ فرانک. چقدر؟", [{"rule": "pays", "value": "50:1"},
                                                                    {"amount": "200"}], "fa"),
    ("visbaden even mani daran? bet-am 40 euro", [{"rule": "even_money", "value": True}, {"amount": "40"}], "fa"),
    ("Hab 10 Franken auf 3CW, meine zwei Karten Pik und Kreuz, Croupier zeigt Pik. Was gibts?",
     [{"rule": "pays", "value": "4:1"}, {"amount": "40"}], "de"),
    ("QT side bet, one queen of spades among the three cards, bet was 25. payout?",
     [{"rule": "pays", "value": "4:1"}, {"amount": "100"}], "en"),
    ("senator even mony ba 500 dram chi mishe", [{"rule": "even_money", "value": True}, {"amount": "500"}], "fa"),
    ("بلک رو توی تری کارت وینز چند برابره؟ شرطم ۲۵ فرانکه", [{"rule": "pays", "value": "4:1"}, {"amount": "100"}], "fa"),
    ("salam, too st moritz miz 6 be 5 ham darid?", [{"rule": "blackjack_pays", "value": "6:5", "table": "bonus"}], "fa"),
    ("schleswig: bimeh max chande? shart 100", [{"rule": "insurance_max_fraction", "value": 0.5}, {"amount": "50"}],
     "fa"),
])
def test_check_sets_135_to_137_questions(question, checks, lang):
    """heldout135 (the seventh blind set, read after its one run), heldout136 and heldout137 (check sets)."""
    satisfies(question, checks, lang)


def test_check_sets_135_to_137_chats():
    """A bonus blackjack at the 6:5 table named in a Queens Trio chat; Wiesbaden "ham hamin qadr mide?" after a
    blackjack; even money at another casino against an ace."""
    satisfies_at_the_end(["Grüezi, bin heut Abend in St. Moritz. Welche Nebenwetten gibts dort beim Blackjack?",
                          "Und bei Queens Trio mit einer Pik Dame, 10 Fr. Einsatz?", "Und zwei normale Damen?",
                          "Ok, und am 6:5 Tisch Pik Bube + Pik Ass mit 10?"],
                         [{"rule": "pays", "value": "5:1"}, {"amount": "50"}], "de", "st-moritz")
    satisfies_at_the_end(["salam, schleswig holstein blackjack chand mide?", "ba 60 euro?",
                          "age avalin karte diler 10 bashe hamun moghe pul midan?", "wiesbaden ham hamin qadr mide?"],
                         [{"rule": "blackjack_pays", "value": "3:2"}, {"amount": "90"}], "fa", "wiesbaden")
    satisfies_at_the_end(["Casino Schleswig-Holstein: dealer shows a 9, I have blackjack, 20 on it",
                          "what if his card is an ace instead?", "and at Wiesbaden digital 21, same bet vs an ace?"],
                         [{"rule": "even_money", "value": True, "table": "digital-21"}, {"amount": "20"}], "en",
                         "wiesbaden")


def test_check_sets_140_and_141():
    """heldout140 and heldout141 (check sets written to be read): «اگه هر سه تا پیک باشن چی؟» after three queens on
    Queens Trio is three queens of spades, then paid on 5; «کارت دیلر ۶ئه» is the dealer's 6; "shenasname" asks the
    ID."""
    turns = ["سنت موریتز Queens Trio سه تا بی‌بی بیاد چند میده؟", "اگه هر سه تا پیک باشن چی؟"]
    satisfies_at_the_end(turns, [{"rule": "pays", "value": "300:1"}], "fa", "st-moritz")
    satisfies_at_the_end([*turns, "با شرط ۵ فرانک چقدر میشه؟"], [{"amount": "1500"}], "fa", "st-moritz")
    satisfies("سناتور: دو تا ۸ دارم، کارت دیلر ۶ئه", [{"play": "split"}], "fa", "senator")
    satisfies_at_the_end(["salam, wiesbaden az chand salegi mishe bazi kard?", "shenasname ham mikhan?"],
                         [{"rule": "id_required", "value": True}], "fa", "wiesbaden")


@pytest.mark.parametrize(("question", "checks", "lang"), [
    ("Gibts bei euch in Potsdam eine Nummer, wenn man mit dem Spielen Probleme hat?",
     [{"says": {"de": ["0800 1372700"]}}], "de"),
    ("cheers, off to the tables now", [{"reply": "goodbye"}], "en"),
    ("بعد از اینکه ژتونمو گذاشتم میتونم جابجاش کنم؟ سناتور", [{"rule": "touch_chips_in_box", "value": False}], "fa"),
    ("Can I fix my chips in the box after the deal at Senator?",
     [{"rule": "touch_chips_in_box", "value": False}, {"rule": "touch_cards", "value": False}], "en"),
    ("soft 17 (ace-six) vs dealer 3 in Wiesbaden?", [{"play": "hit"}], "en"),
])
def test_check_sets_138_and_139_questions(question, checks, lang):
    """heldout138 and heldout139 (the eleventh session's last blind sets before its final ones, read after their one
    run): the gambling help line, a goodbye to the tables, moving chips, English number words."""
    answer = satisfies(question, checks, lang)
    assert answer.lang == lang


def test_check_sets_138_and_139_chats():
    """"Same number of decks there as at Senator?" sets the chat's casino beside Senator; a blackjack against a 4 after
    an insurance question is paid at once."""
    satisfies_at_the_end(["I'm playing at Senator. Can I double on 8?", "What about after a split?",
                          "And in Schleswig-Holstein?", "Same number of decks there as at Senator?"],
                         [{"rule": "decks", "not_stated": True}], "en", "schleswig-holstein")
    satisfies_at_the_end(["schleswig holstein bime chejuri kar mikone?", "ba 60 euro shart, max bime cheqad mishe?",
                          "hala age blackjack biaram va diler 4 dashte bashe?"],
                         [{"rule": "blackjack_paid_immediately_against", "value": [2, 3, 4, 5, 6, 7, 8, 9]},
                          {"amount": "90"}], "fa", "schleswig-holstein")


@pytest.mark.parametrize(("question", "checks", "lang"), [
    ("The box owner at my Cottbus table left, only standers like me have chips there. Who decides now?",
     [{"rule": "absent_owner_decider", "value": "next_circle"}], "en"),
    ("Senator: surrender on 16, bet 40, how much do I lose?", [{"amount": "20"}], "en"),
    ("تو کیل دیلر کارت رو به پشت میگیره؟", [{"rule": "hole_card", "value": "none"}], "fa"),
    ("اگه در شلسویگ بلک جک بیارم و کارت اول دیلر ۵ باشه، با شرط ۵۰ یورو چی میشه؟",
     [{"rule": "blackjack_paid_immediately_against", "value": [2, 3, 4, 5, 6, 7, 8, 9]}, {"amount": "75"}], "fa"),
    ("Cottbus, Versicherung: hab 60 € gesetzt. Wie viel muss ich für die Insurance hinlegen und was bekomm ich, wenn "
     "die Bank BJ hat?", [{"rule": "insurance_pays", "value": "2:1"}, {"amount": "30"}, {"amount": "60"}], "de"),
    ("شلسویگ هولشتاین، بیمه ۲۰ یورویی گذاشتم و دیلر بلک جک آورد. چقدر میبرم؟", [{"amount": "40"}], "fa"),
])
def test_check_sets_142_and_143_questions(question, checks, lang):
    """heldout142 and heldout143 (blind sets, read after their one run): who decides for an owner who left, what
    surrender costs, the hole card in Persian, a blackjack against a 5 (no insurance), a bet put down beside the
    insurance word."""
    satisfies(question, checks, lang)


def test_check_sets_142_and_143_chats():
    """"wie viel gibt Blackjack beim Digital 21?" and its follow-ups; the same doubling rule at Senator; two plain
    queens with 10 in a chat on the queens' side bet."""
    turns = ["Servus, Frage zu Wiesbaden: wie viel gibt Blackjack beim Digital 21?", "Bei 100 € Einsatz?"]
    satisfies_at_the_end(turns, [{"amount": "150"}], "de", "wiesbaden")
    satisfies_at_the_end([*turns, "Und in Potsdam genauso?"], [{"rule": "blackjack_pays", "value": "3:2"},
                                                               {"amount": "150"}], "de", "brandenburg")
    satisfies_at_the_end(["Hi! Heading to Schleswig-Holstein. Can I double on soft 17 there?",
                          "What about 10 against a dealer 8?", "And if I bet 25 and double, how much is riding?",
                          "Does the same rule hold in Senator?"], [{"rule": "double_on", "value": "any"}], "en", "senator")
    satisfies_at_the_end(["In St. Moritz gibts doch so ne Damen-Wette – was ist da die höchste Quote?",
                          "Und bei zwei normalen Damen mit 10 Franken?"],
                         [{"rule": "pays", "value": "10:1"}, {"amount": "100"}], "de", "st-moritz")


def test_check_set_144():
    """heldout144 (a blind set, read after its one run): both blackjacks are a push, said so; a double past the
    maximum told with its sums; "both three of a kind and black row?" is paid the highest line only."""
    satisfies("dealer blackjack at wiesbaden when i have blackjack too?", [{"says": {"en": ["push"]}}], "en", "wiesbaden")
    satisfies("brandenburg: I doubled 600 on a 1000-max table, 1200 total — allowed??",
              [{"rule": "double_may_exceed_max", "value": True}, {"amount": "1200"}], "en", "brandenburg")
    satisfies_at_the_end(["St. Moritz 3 Card Wins: three black cards, I bet 10.", "sorry, I meant I bet 25",
                          "and if the three are all black kings, do I get both three of a kind and black row?"],
                         [{"rule": "pays", "value": "50:1"}, {"amount": "1250"}], "en", "st-moritz")


def test_check_set_148_the_id_in_finglish():
    """heldout148 (a blind set written to try the reviewed code, read after its one run, 78/79): "shenasaii" is
    «شناسایی»: the ID card asked after the age."""
    satisfies_at_the_end(["salaam! wiesbaden chand sal bayad basham ke beram too?", "kart e shenasaii ham mikhan?"],
                         [{"rule": "id_required", "value": True}], "fa", "wiesbaden")
