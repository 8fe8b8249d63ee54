"""AppTest tests of two phones changing one table (webapp.ui.binding.bind, bind_choice, bind_count): a change
means the value the phone showed, never a difference.

Each ``AppTest`` is one phone (its own session) on the same game store. The people on a card are
one-tap choices: a tap sets the count it names and the last phone to choose wins. A stepper (sand
dollars, the Robot's counts) saves its value only over the count its tap started from: a tap made
on an older count is refused and the box shows the stored one, so "+" never stores a decrease. A
text or choice changed on another phone since this phone drew it is not overwritten by this
phone's older screen. The server sets a widget only when the browser does not hold its value.
"""

from __future__ import annotations

import pytest
from app_helpers import CITY, assert_clean, open_page, shown, store
from page_order import element_after, is_error

from webapp.tables import operations as tables
from webapp.ui import session_keys

pytestmark = pytest.mark.usefixtures("app_database")  # a fresh store on SQLite, then on PostgreSQL, and data folder


def new_game(solo: bool = False) -> str:
    """Ann (and Bob, unless solo) with Kite Beach in Ann's city; the Surf Club's 2 VIPs on its street half."""
    players = [("Ann", "sample-surf-club")] + ([] if solo else [("Bob", "sample-lighthouse")])
    game = tables.new_table("blue", players, solo_robot=solo, start_vips=[2, 1][: len(players)])
    return store().create_game(tables.place_card(game, "Ann", "sample-kite-beach", "beach", 1))


def ann(game_id: str):
    return store().get(game_id).game.players[0]


def locals_key(game_id: str) -> str:
    return f"cell-{game_id}-0-sample-kite-beach-locals"


def test_a_tap_on_a_count_sets_it_and_the_last_phone_to_choose_wins_on_every_screen():
    game_id = new_game()
    key = locals_key(game_id)
    phone_a, phone_b = open_page(CITY, game_id), open_page(CITY, game_id)
    assert phone_a.segmented_control(key=key).value == "0"
    phone_a.segmented_control(key=key).set_value("2").run()
    assert ann(game_id).cells[0].people.locals == 2
    phone_b.segmented_control(key=key).set_value("3").run()  # B still showed 0: its 3 is what it means
    assert_clean(phone_b)
    assert ann(game_id).cells[0].people.locals == 3
    phone_a.run()  # A's next run (the poll's): the stored value replaces A's
    assert phone_a.segmented_control(key=key).value == "3"
    phone_a.segmented_control(key=key).set_value("3").run()  # a tap on the chosen count keeps it
    assert ann(game_id).cells[0].people.locals == 3


def test_six_or_more_sets_six_at_once_and_a_stepper_goes_higher():
    game_id = new_game()
    key = locals_key(game_id)
    at = open_page(CITY, game_id)
    assert not [box for box in at.number_input if box.key == f"{key}-many"]  # 0 to 5: no stepper
    at.segmented_control(key=key).set_value("6+").run()
    assert ann(game_id).cells[0].people.locals == 6
    at.number_input(key=f"{key}-many").increment().run()
    at.number_input(key=f"{key}-many").increment().run()
    assert_clean(at)
    assert ann(game_id).cells[0].people.locals == 8
    assert at.segmented_control(key=key).value == "6+"
    at.number_input(key=f"{key}-many").set_value(4).run()  # down below 6: the choice shows it
    assert ann(game_id).cells[0].people.locals == 4
    assert at.segmented_control(key=key).value == "4"


def test_phones_on_different_players_change_their_own_counts_at_once_and_both_are_kept():
    game_id = new_game()
    phone_a, phone_b = open_page(CITY, game_id), open_page(CITY, game_id)
    phone_b.radio(key="city_player").set_value("Bob").run()
    phone_a.segmented_control(key=locals_key(game_id)).set_value("2").run()
    phone_b.number_input(key=f"sd-{game_id}-1").set_value(4).run()  # B never drew A's change
    phone_a.number_input(key=f"sd-{game_id}-0").increment().run()  # nor A B's
    for phone in (phone_a, phone_b):
        assert_clean(phone)
    game = store().get(game_id).game
    assert (game.players[0].cells[0].people.locals, game.players[0].sand_dollars, game.players[1].sand_dollars) \
        == (2, 1, 4)


def test_a_stepper_tap_made_on_an_older_count_is_refused_and_plus_never_stores_a_decrease():
    game_id = new_game()
    key = f"sd-{game_id}-0"
    phone_a, phone_b = open_page(CITY, game_id), open_page(CITY, game_id)
    phone_a.number_input(key=key).set_value(5).run()
    phone_b.number_input(key=key).increment().run()  # B showed 0: its "+" sends 1, which would lower 5
    assert ann(game_id).sand_dollars == 5
    below = element_after(phone_b, key)
    assert is_error(below) and "changed on another phone meanwhile (it is now 5)" in shown(below.value)
    assert phone_b.number_input(key=key).value == 5  # the stored count, to tap again from
    phone_b.number_input(key=key).increment().run()
    assert_clean(phone_b)
    assert ann(game_id).sand_dollars == 6


def test_quick_taps_on_one_phone_all_count():
    game_id = new_game()
    key = f"sd-{game_id}-0"
    at = open_page(CITY, game_id)
    for expected in range(1, 6):
        at.number_input(key=key).increment().run()
        assert ann(game_id).sand_dollars == expected
    assert_clean(at)
    assert at.number_input(key=key).value == 5


def test_the_server_sets_a_box_only_when_another_phone_changed_it():
    """Setting a widget sends its value to the browser, which then drops a newer tap still on its way:
    a run after this phone's own tap must leave the box alone; another phone's change must be sent."""
    game_id = new_game()
    key = f"sd-{game_id}-0"
    phone_a, phone_b = open_page(CITY, game_id), open_page(CITY, game_id)
    phone_a.number_input(key=key).increment().run()
    assert not phone_a.number_input(key=key).proto.set_value  # A holds the 1 it sent
    phone_a.run()
    assert not phone_a.number_input(key=key).proto.set_value
    phone_b.run()
    assert phone_b.number_input(key=key).proto.set_value  # B held 0: the stored 1 is sent
    assert phone_b.number_input(key=key).value == 1


def test_a_tap_that_left_before_another_phones_count_reached_the_phone_is_refused():
    """The crossing: the server sends B's 5 to A while A's "+" on its old 0 is on the way. A's request
    carries the number of the last run A drew to the end (``session_keys.PUSHED_KEY``): older than the run
    that sent the 5, so A's 1 is not saved over it."""
    game_id = new_game()
    key = f"sd-{game_id}-0"
    phone_a, phone_b = open_page(CITY, game_id), open_page(CITY, game_id)
    drawn_before = phone_a.text_input(key=session_keys.PUSHED_KEY).value
    phone_b.number_input(key=key).set_value(5).run()
    phone_a.run()  # the poll's run sends 5 to A
    assert phone_a.number_input(key=key).value == 5
    phone_a.text_input(key=session_keys.PUSHED_KEY).set_value(drawn_before)  # ... but A's tap left before it arrived
    phone_a.number_input(key=key).set_value(1).run()  # "+" on the 0 A showed then
    assert ann(game_id).sand_dollars == 5
    assert "changed on another phone meanwhile" in element_after(phone_a, key).value
    phone_a.number_input(key=key).increment().run()  # now from the 5 it shows (and the run it drew)
    assert ann(game_id).sand_dollars == 6


def test_the_robots_counts_are_set_values_from_two_phones():
    game_id = new_game(solo=True)
    phone_a, phone_b = open_page(CITY, game_id), open_page(CITY, game_id)
    for phone in (phone_a, phone_b):
        phone.radio(key="city_player").set_value("Robot").run()
    for key in (f"robot-{game_id}-sd", f"robot-{game_id}-fp"):
        phone_a.number_input(key=key).set_value(2).run()  # typing a number sets it
        phone_b.number_input(key=key).increment().run()  # B showed 0: its 1 would lower the 2
        assert phone_b.number_input(key=key).value == 2
        phone_b.number_input(key=key).increment().run()
    robot = store().get(game_id).game.robot
    assert (robot.sand_dollars, robot.footprints) == (3, 3)


def test_cards_two_phones_put_in_the_robots_pile_at_once_are_both_kept():
    game_id = new_game(solo=True)
    key = f"robot-{game_id}-beach"
    phone_a, phone_b = open_page(CITY, game_id), open_page(CITY, game_id)
    for phone in (phone_a, phone_b):
        phone.radio(key="city_player").set_value("Robot").run()
    phone_a.multiselect(key=key).select("sample-tide-pools").select("sample-pier-arcade").run()
    phone_b.multiselect(key=key).select("sample-shell-market").run()  # B's screen still showed an empty pile
    assert_clean(phone_b)
    assert phone_b.multiselect(key=key).value == ["sample-tide-pools", "sample-pier-arcade", "sample-shell-market"]
    phone_a.multiselect(key=key).unselect("sample-tide-pools").run()  # A has not drawn B's card: it stays
    assert store().get(game_id).game.robot.beach_pile == ("sample-pier-arcade", "sample-shell-market")


def test_both_phones_ticking_the_same_footprint_is_no_conflict():
    game_id = new_game()
    key = f"cell-{game_id}-0-sample-kite-beach-fp"
    phone_a, phone_b = open_page(CITY, game_id), open_page(CITY, game_id)
    phone_a.checkbox(key=key).check().run()
    phone_b.checkbox(key=key).check().run()
    assert_clean(phone_b)
    assert ann(game_id).cells[0].footprint is True


def test_a_title_changed_on_another_phone_is_not_overwritten_by_an_older_screen():
    game_id = new_game()
    key = f"title-open-{game_id}"
    phone_a, phone_b = open_page(None, game_id), open_page(None, game_id)
    phone_b.text_input(key=key).input("Friday at Sam's").run()
    phone_a.text_input(key=key).input("Game night").run()  # A still showed no title
    assert store().get(game_id).game.title == "Friday at Sam's"
    below = element_after(phone_a, key)
    assert is_error(below) and "changed on another phone meanwhile" in below.value
    assert phone_a.text_input(key=key).value == "Friday at Sam's"  # the newer value is shown
    # Now that A has seen it, A's change replaces it.
    phone_a.text_input(key=key).input("Game night").run()
    assert_clean(phone_a)
    assert store().get(game_id).game.title == "Game night"


def test_a_change_to_another_field_on_another_phone_does_not_block_this_one():
    game_id = new_game()
    phone_a, phone_b = open_page(None, game_id), open_page(None, game_id)
    phone_b.radio(key=f"obj-open-{game_id}").set_value("green").run()
    phone_a.text_input(key=f"rename-{game_id}-1").input("Bobby").run()
    assert_clean(phone_a)
    game = store().get(game_id).game
    assert (game.objective, game.players[1].name) == ("green", "Bobby")


def test_the_page_url_does_not_change_when_a_change_is_saved():
    """Every new query string is a browser history entry: a saved change must not write the URL."""
    game_id = new_game()
    at = open_page(CITY, game_id)
    before = dict(at.query_params)
    at.segmented_control(key=locals_key(game_id)).set_value("1").run()
    at.number_input(key=f"sd-{game_id}-0").increment().run()
    assert ann(game_id).sand_dollars == 1
    assert dict(at.query_params) == before
