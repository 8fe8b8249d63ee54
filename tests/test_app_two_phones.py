"""AppTest tests of two phones changing the same thing (webapp.ui.bind and bind_count): no tap is lost.

Each ``AppTest`` is one phone (its own session) on the same game store. A counter's change is saved
as a difference added to the stored count, so two phones' "+" taps add up; a text or choice changed
on another phone since this phone drew it is not overwritten by this phone's older screen.
"""

from __future__ import annotations

import pytest

from app_helpers import CITY, assert_clean, open_page, store
from page_order import element_after, is_error
from scorer.model.game import People
from webapp import tables


pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


def new_game(solo: bool = False) -> str:
    """Ann (and Bob, unless solo) with Kite Beach in Ann's city; the Surf Club's 2 VIPs on its street half."""
    players = [("Ann", "sample-surf-club")] + ([] if solo else [("Bob", "sample-lighthouse")])
    game = tables.new_table("blue", players, solo_robot=solo, start_vips=[2, 1][: len(players)])
    return store().create_game(tables.place_card(game, "Ann", "sample-kite-beach", "beach", 1))


def ann(game_id: str):
    return store().get(game_id).game.players[0]


COUNTERS = {  # key suffix -> the stored count it shows
    "cell-{gid}-0-sample-kite-beach-locals": lambda city: city.cells[0].people.locals,
    "start-{gid}-0-street-vips": lambda city: city.start_street.vips,
    "sd-{gid}-0": lambda city: city.sand_dollars,
}


@pytest.mark.parametrize("pattern", COUNTERS)
def test_two_phones_tapping_plus_on_the_same_stepper_add_both_taps(pattern):
    game_id = new_game()
    key, count = pattern.format(gid=game_id), COUNTERS[pattern]
    before = count(ann(game_id))
    phone_a, phone_b = open_page(CITY, game_id), open_page(CITY, game_id)
    if key.startswith("start-"):  # the starting tile's square opens its halves (a card's is open when last placed)
        for phone in (phone_a, phone_b):
            phone.button(key=f"city-cell-{game_id}-0-start").click().run()
    phone_a.number_input(key=key).increment().run()
    phone_b.number_input(key=key).increment().run()  # B still showed the old count: its tap adds one more
    assert count(ann(game_id)) == before + 2
    assert phone_b.number_input(key=key).value == before + 2  # the stored count, not B's own guess
    phone_a.number_input(key=key).increment().run()  # A showed before + 1 and taps again
    assert_clean(phone_a)
    assert count(ann(game_id)) == before + 3
    assert phone_a.number_input(key=key).value == before + 3
    phone_b.number_input(key=key).decrement().run()  # "-" is a difference too
    assert count(ann(game_id)) == before + 2


def test_the_robots_counts_add_up_from_two_phones():
    game_id = new_game(solo=True)
    phone_a, phone_b = open_page(CITY, game_id), open_page(CITY, game_id)
    for phone in (phone_a, phone_b):
        phone.radio(key="city_player").set_value("Robot").run()
    for key in (f"robot-{game_id}-sd", f"robot-{game_id}-fp"):
        phone_a.number_input(key=key).set_value(2).run()  # typing a number is the same difference: +2
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


def test_a_count_pushed_past_its_end_by_two_phones_stops_at_the_end_and_says_so():
    game_id = new_game()
    store().update(game_id, lambda g: tables.set_person_count(g, "Ann", "sample-kite-beach", "locals", 29))
    prefix = f"cell-{game_id}-0-sample-kite-beach"
    phone_a, phone_b = open_page(CITY, game_id), open_page(CITY, game_id)
    phone_a.number_input(key=f"{prefix}-locals").increment().run()
    phone_b.number_input(key=f"{prefix}-locals").increment().run()
    assert ann(game_id).cells[0].people.locals == 30
    assert phone_b.number_input(key=f"{prefix}-locals").value == 30
    # Saved, so not an error: a note right under the card's row of steppers says what happened.
    below = element_after(phone_b, f"{prefix}-fp")
    assert type(below).__name__ == "Warning"
    assert "would make 31, so it was saved as 30, the most allowed" in below.value
    assert not phone_b.error
    phone_b.run()  # said once
    assert not phone_b.warning
    # The same at the other end: both phones take away the one tourist.
    store().update(game_id, lambda g: tables.set_person_count(g, "Ann", "sample-kite-beach", "tourists", 1))
    for phone in (phone_a, phone_b):
        phone.run()
    phone_a.number_input(key=f"{prefix}-tourists").decrement().run()
    phone_b.number_input(key=f"{prefix}-tourists").decrement().run()
    assert ann(game_id).cells[0].people == People(locals=30, tourists=0)
    assert "saved as 0, the least allowed" in phone_b.warning[0].value


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
    at.number_input(key=f"cell-{game_id}-0-sample-kite-beach-locals").increment().run()
    at.number_input(key=f"sd-{game_id}-0").increment().run()
    assert ann(game_id).sand_dollars == 1
    assert dict(at.query_params) == before
