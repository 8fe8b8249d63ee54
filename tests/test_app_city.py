"""AppTest tests of the City page: placing cards on legal slots, people, footprints, problems, the Robot."""

from __future__ import annotations

import pytest
from app_helpers import CITY, assert_clean, open_page, people_shown, set_people, shown, store
from page_order import element_after, in_page_order, is_error

from card_db.loader import load_builtin
from scorer.model.game import People
from scorer.scoring.placement import describe_slot, legal_slots
from webapp.tables import operations as tables

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


def new_game(solo: bool = False) -> str:
    players = [("Ann", "sample-surf-club")] if solo else [("Ann", "sample-surf-club"), ("Bob", "sample-lighthouse")]
    return store().create_game(tables.new_table("blue", players, solo_robot=solo, start_vips=[2, 1][: len(players)]))


def slot_buttons(at):
    return [b for b in at.button if b.key and b.key.startswith("slot-")]


def open_square(at, game_id: str, cell_id: str, seat: int = 0):
    """Tap a square of the city grid (a card id, or "start" for the starting tile): its editor opens."""
    at.button(key=f"city-cell-{game_id}-{seat}-{cell_id}").click().run()
    assert_clean(at)
    return at


def editor_keys(at) -> set[str]:
    """The keys of the people choices of the one open editor (``people_steppers``)."""
    return {n.key for n in at.segmented_control if n.key.startswith(("cell-", "start-"))}


def test_without_a_game_the_page_points_home():
    at = open_page(CITY)
    assert not at.exception
    assert "No table is open" in at.info[0].value


def move_buttons(at, game_id: str, card_id: str) -> list[str]:
    """The "Move it" buttons of the open editor, as read, each with its tooltip: "← -1: beach -1 (left end)"."""
    prefix = f"cell-{game_id}-0-{card_id}-move-"
    return [f"{shown(b.label)}: {b.help.removeprefix('Move it to ')}" for b in at.button
            if b.key and b.key.startswith(prefix)]


def test_a_picked_card_is_placed_at_once_right_of_the_tile_and_no_longer_offered():
    game_id = new_game()
    at = open_page(CITY, game_id)
    assert_clean(at)
    assert "Kite Beach (sample)" in at.selectbox(key=f"pick-{game_id}").options
    at.selectbox(key=f"pick-{game_id}").set_value("sample-kite-beach").run()  # the one tap: no slot to tap
    assert_clean(at)
    (cell,) = store().get(game_id).game.players[0].cells
    # An empty city read from the starting tile: the first beach card goes right of it.
    assert (cell.row, cell.column, cell.card) == ("beach", 1, "sample-kite-beach")
    assert not slot_buttons(at)
    # Its editor is open, says where it went and offers the other legal square.
    assert editor_keys(at) == {f"cell-{game_id}-0-sample-kite-beach-{k}" for k in ("locals", "tourists", "vips")}
    assert any("placed at beach +1" in shown(m.value) for m in at.markdown)
    assert move_buttons(at, game_id, "sample-kite-beach") == ["← -1: beach -1 (left end)"]
    assert "Kite Beach (sample)" not in at.selectbox(key=f"pick-{game_id}").options
    assert at.selectbox(key=f"pick-{game_id}").value is None  # ready for the next card
    # Bob cannot take the card Ann holds either.
    at.radio(key="city_player").set_value("Bob").run()
    assert "Kite Beach (sample)" not in at.selectbox(key=f"pick-{game_id}").options


def test_the_next_card_of_a_row_goes_beside_the_last_one_and_move_it_sends_it_elsewhere():
    game_id = new_game()
    at = open_page(CITY, game_id)
    for card in ("sample-kite-beach", "sample-tide-pools", "sample-surf-school"):
        at.selectbox(key=f"pick-{game_id}").set_value(card).run()
    ann = store().get(game_id).game.players[0]
    assert [(c.card, c.column) for c in ann.cells] == [
        ("sample-kite-beach", 1), ("sample-tide-pools", 2), ("sample-surf-school", 3)]
    # The Surf School is left of the tile on the table: one tap on "Move it".
    assert move_buttons(at, game_id, "sample-surf-school") == ["← -1: beach -1 (left end)"]
    at.button(key=f"cell-{game_id}-0-sample-surf-school-move-beach--1").click().run()
    assert_clean(at)
    assert tables.cell_of(store().get(game_id).game.players[0], "sample-surf-school").column == -1
    assert any("placed at beach -1 (left end)" in shown(m.value) for m in at.markdown)  # still its editor
    # The next beach card follows it leftwards; a street card starts its own row right of the tile.
    at.selectbox(key=f"pick-{game_id}").set_value("sample-pier-arcade").run()
    at.selectbox(key=f"pick-{game_id}").set_value("sample-yoga-lawn").run()
    squares = {c.card: (c.row, c.column) for c in store().get(game_id).game.players[0].cells}
    assert squares["sample-pier-arcade"] == ("beach", -2) and squares["sample-yoga-lawn"] == ("street", 1)


def test_move_it_offers_exactly_the_other_squares_the_placement_library_allows():
    game_id = new_game()
    for card, row, column in (("sample-kite-beach", "beach", 1), ("sample-tide-pools", "beach", 2),
                              ("sample-yoga-lawn", "street", 2)):
        store().update(game_id, lambda g, c=card, r=row, k=column: tables.place_card(g, "Ann", c, r, k))
    at = open_page(CITY, game_id)
    at.selectbox(key=f"pick-{game_id}").set_value("sample-skate-park").run()
    catalogue = load_builtin()
    player = store().get(game_id).game.players[0]
    assert tables.cell_of(player, "sample-skate-park").column == 3  # right of the street row's last card
    rest = player.model_copy(update={"cells": player.cells[:-1]})
    slots = legal_slots(rest, catalogue, catalogue.card("sample-skate-park"))
    expected = [f"{'←' if s[1] < 3 else '→'} {s[1]:+d}: {describe_slot(rest, s)}"
                for s in slots if s != ("street", 3)]
    assert move_buttons(at, game_id, "sample-skate-park") == expected
    assert "← +1: street +1 (gap)" in expected


def test_an_end_of_beach_card_picked_after_beach_cards_goes_to_the_left_end():
    game_id = new_game()
    store().update(game_id, lambda g: tables.place_card(g, "Ann", "sample-kite-beach", "beach", 1))
    at = open_page(CITY, game_id)
    # The next beach square (+2) would put it right of the Kite Beach (ruling 14): the left end instead.
    at.selectbox(key=f"pick-{game_id}").set_value("sample-driftwood-point").run()
    assert_clean(at)
    cell = tables.cell_of(store().get(game_id).game.players[0], "sample-driftwood-point")
    assert (cell.row, cell.column) == ("beach", -1)
    assert move_buttons(at, game_id, "sample-driftwood-point") == []  # the only square it may take


def test_an_empty_card_placed_by_mistake_is_removed_with_one_tap():
    game_id = new_game()
    at = open_page(CITY, game_id)
    at.selectbox(key=f"pick-{game_id}").set_value("sample-kite-beach").run()
    at.button(key=f"cell-{game_id}-0-sample-kite-beach-remove").click().run()  # nothing on it: no question
    assert_clean(at)
    assert store().get(game_id).game.players[0].cells == ()
    assert "Kite Beach (sample)" in at.selectbox(key=f"pick-{game_id}").options


def test_filters_by_row_and_tag_narrow_the_cards():
    game_id = new_game()
    at = open_page(CITY, game_id)
    at.pills(key="pick_row").set_value("street").run()
    at.pills(key="pick_tags").set_value(["nature"]).run()
    catalogue = load_builtin()
    options = at.selectbox(key=f"pick-{game_id}").options
    expected = sorted(c.display_name for c in catalogue.cards.values() if c.row == "street" and "nature" in c.tags)
    assert sorted(options) == expected
    assert all("(sample)" in o for o in options)  # sample cards always say so


def test_a_picked_card_that_can_go_nowhere_shows_its_icons_and_why():
    from card_db.user_catalogue import UserCatalogue

    second_end = load_builtin().card("sample-driftwood-point").model_copy(
        update={"id": "second-end", "name": "Second End", "sample": False})
    UserCatalogue().save_card(second_end)
    game_id = new_game()
    store().update(game_id, lambda g: tables.place_card(g, "Ann", "sample-driftwood-point", "beach", 1))
    at = open_page(CITY, game_id)
    at.selectbox(key=f"pick-{game_id}").set_value("second-end").run()
    assert not at.exception
    assert [c.card for c in store().get(game_id).game.players[0].cells] == ["sample-driftwood-point"]
    assert "cannot go anywhere in Ann's city now" in shown(at.error[0].value)
    text = shown(" ".join(m.value for m in at.markdown) + " ".join(c.value for c in at.caption))
    assert "Second End" in text and "Beach card" in text
    assert not slot_buttons(at)


def test_people_footprint_sand_dollars_and_start_halves_are_saved():
    game_id = new_game()
    store().update(game_id, lambda g: tables.place_card(g, "Ann", "sample-surf-school", "beach", 1))
    at = open_page(CITY, game_id)
    prefix = f"cell-{game_id}-0-sample-surf-school"
    set_people(at, f"{prefix}-tourists", 2)
    set_people(at, f"{prefix}-vips", 1)
    at.checkbox(key=f"{prefix}-fp").check().run()
    open_square(at, game_id, "start")  # the starting tile's square opens its two halves
    set_people(at, f"start-{game_id}-0-street-vips", 1)
    set_people(at, f"start-{game_id}-0-beach-locals", 2)
    at.number_input(key=f"sd-{game_id}-0").set_value(4).run()
    assert_clean(at)
    ann = store().get(game_id).game.players[0]
    assert ann.cells[0].people == People(tourists=2, vips=1)
    assert ann.cells[0].footprint is True
    assert ann.start_street == People(vips=1)
    assert ann.start_beach == People(locals=2)
    assert ann.sand_dollars == 4
    # The ring result comes from the scorer: the Surf School's 2-tourist ring is filled.
    assert any("activity rings 1 of 1 filled" in e.label for e in at.expander)


def test_a_refresh_brings_the_city_back_exactly():
    game_id = new_game()
    at = open_page(CITY, game_id)
    at.selectbox(key=f"pick-{game_id}").set_value("sample-kite-beach").run()
    set_people(at, f"cell-{game_id}-0-sample-kite-beach-locals", 8)
    again = open_page(CITY, game_id)  # new session, same URL: a phone that slept
    assert_clean(again)
    assert people_shown(again, f"cell-{game_id}-0-sample-kite-beach-locals") == 8
    assert "Kite Beach (sample)" in shown(" ".join(m.value for m in again.markdown))


def test_a_change_made_on_another_phone_shows_up_and_is_not_overwritten():
    game_id = new_game()
    store().update(game_id, lambda g: tables.place_card(g, "Ann", "sample-kite-beach", "beach", 1))
    phone_a = open_page(CITY, game_id)
    phone_b = open_page(CITY, game_id)
    set_people(phone_b, f"cell-{game_id}-0-sample-kite-beach-locals", 2)
    set_people(phone_a, f"cell-{game_id}-0-sample-kite-beach-tourists", 1)
    assert store().get(game_id).game.players[0].cells[0].people == People(locals=2, tourists=1)
    assert people_shown(phone_a, f"cell-{game_id}-0-sample-kite-beach-locals") == 2


def test_remove_card():
    game_id = new_game()
    store().update(game_id, lambda g: tables.place_card(g, "Ann", "sample-kite-beach", "beach", 1))
    store().update(game_id, lambda g: tables.set_people(g, "Ann", "sample-kite-beach", People(tourists=2)))
    at = open_page(CITY, game_id)
    prefix = f"cell-{game_id}-0-sample-kite-beach"
    at.button(key=f"{prefix}-remove").click().run()
    assert_clean(at)
    # The first tap only asks: nothing is removed yet, and "Keep it" keeps the card.
    assert len(store().get(game_id).game.players[0].cells) == 1
    assert shown(at.button(key=f"{prefix}-remove-yes").label).startswith("Yes, remove Kite Beach")
    assert shown(at.button(key=f"{prefix}-remove-yes").label).endswith(" and its 2 people")
    at.button(key=f"{prefix}-remove-no").click().run()
    assert len(store().get(game_id).game.players[0].cells) == 1
    at.button(key=f"{prefix}-remove").click().run()
    at.button(key=f"{prefix}-remove-yes").click().run()
    assert_clean(at)
    assert store().get(game_id).game.players[0].cells == ()
    assert "Kite Beach (sample)" in at.selectbox(key=f"pick-{game_id}").options


def test_city_problems_are_shown_as_messages():
    game_id = new_game()
    # Ann's starting tile gives 2 VIPs but 3 were entered: a city never gains VIPs, validation says so.
    store().update(game_id, lambda g: tables.set_start_people(g, "Ann", "street", People(vips=2 + 1)))
    at = open_page(CITY, game_id)
    assert not at.exception
    assert any("problem" in m.value for m in at.markdown)
    assert any("VIP" in w.value for w in at.warning)


def test_a_refused_change_is_a_message_not_a_traceback():
    game_id = new_game()
    at = open_page(CITY, game_id)
    # Meanwhile another phone gives the card this phone is about to pick to Bob.
    store().update(game_id, lambda g: tables.place_card(g, "Bob", "sample-kite-beach", "beach", 1))
    at.selectbox(key=f"pick-{game_id}").set_value("sample-kite-beach").run()
    assert not at.exception
    assert "already in Bob's city" in shown(at.error[0].value)
    assert store().get(game_id).game.players[0].cells == ()
    # The reason stands under the card picker (the card is no longer offered), not at the top of the page.
    assert element_after(at, f"pick-{game_id}").value == at.error[0].value
    assert at.selectbox(key=f"pick-{game_id}").value is None


def test_robot_piles_are_entered_on_the_city_page():
    game_id = new_game(solo=True)
    at = open_page(CITY, game_id)
    at.radio(key="city_player").set_value("Robot").run()
    assert_clean(at)
    at.multiselect(key=f"robot-{game_id}-beach").select("sample-kite-beach").select("sample-tide-pools").run()
    at.multiselect(key=f"robot-{game_id}-street").select("sample-yoga-lawn").run()
    at.number_input(key=f"robot-{game_id}-sd").set_value(3).run()
    at.number_input(key=f"robot-{game_id}-fp").set_value(2).run()
    at.toggle(key=f"robot-{game_id}-hard").set_value(True).run()
    assert_clean(at)
    robot = store().get(game_id).game.robot
    assert robot.beach_pile == ("sample-kite-beach", "sample-tide-pools")
    assert robot.street_pile == ("sample-yoga-lawn",)
    assert (robot.sand_dollars, robot.footprints, robot.hard_mode) == (3, 2, True)
    # A card in the Robot's piles is not offered to the player.
    at.radio(key="city_player").set_value("Ann").run()
    assert "Kite Beach (sample)" not in at.selectbox(key=f"pick-{game_id}").options


def test_the_keypad_replaces_the_long_form_on_the_page():
    game_id = new_game()
    at = open_page(CITY, game_id)
    assert not any(e.label.startswith("New card") for e in at.expander)  # the old long form is gone
    assert not [b for b in at.button if b.key and b.key.startswith("city-kp:")]  # folded until asked for
    at.toggle(key=f"city-enter-{game_id}").set_value(True).run()
    assert_clean(at)
    assert at.button(key="city-kp:save").disabled  # a blank card cannot be saved
    assert at.pills(key="city-kp:row")  # the keypad, with its own keys (the Catalogue's are kp:...)
    assert not [b for b in at.button if b.key and b.key.startswith("kp:")]


def test_a_card_entered_on_the_keypad_is_saved_and_placed_at_the_next_square_of_its_row():
    from card_db.user_catalogue import UserCatalogue

    game_id = new_game()
    at = open_page(CITY, game_id)
    at.pills(key="pick_row").set_value("beach").run()  # the keypad's row follows the row being filled
    at.toggle(key=f"city-enter-{game_id}").set_value(True).run()
    assert at.pills(key="city-kp:row").value == "beach"
    at.button(key="city-kp:tag:sports").click().run()
    at.button(key="city-kp:shape:ring").click().run()
    at.button(key="city-kp:save").click().run()
    assert_clean(at)
    [saved] = UserCatalogue().cards()
    assert saved.row == "beach" and saved.tags == ("sports",) and saved.sample is False
    # Save placed it like a picked card: right of the starting tile, no slot to tap.
    (cell,) = store().get(game_id).game.players[0].cells
    assert not slot_buttons(at)
    assert (cell.card, cell.row, cell.column) == (saved.id, "beach", 1)
    # The keypad folds and the placed card's editor is open, ready for its people.
    assert at.toggle(key=f"city-enter-{game_id}").value is False
    assert editor_keys(at) == {f"cell-{game_id}-0-{saved.id}-{kind}" for kind in ("locals", "tourists", "vips")}
    set_people(at, f"cell-{game_id}-0-{saved.id}-tourists", 1)
    assert store().get(game_id).game.players[0].cells[0].people == People(tourists=1)


def test_the_keypads_draft_survives_a_rerun_of_the_page():
    from card_db.user_catalogue import UserCatalogue

    game_id = new_game()
    at = open_page(CITY, game_id)
    at.toggle(key=f"city-enter-{game_id}").set_value(True).run()
    at.pills(key="city-kp:row").set_value("street").run()
    at.button(key="city-kp:tag:nature").click().run()
    at.radio(key="city_player").set_value("Bob").run()  # another rerun of the whole page
    assert at.pills(key="city-kp:row").value == "street"
    assert at.button(key="city-kp:tag:nature").proto.type == "primary"  # still tapped
    assert UserCatalogue().cards() == () and not slot_buttons(at)  # nothing saved until Save
    at.button(key="city-kp:save").click().run()
    assert_clean(at)
    [saved] = UserCatalogue().cards()
    assert (saved.row, saved.tags) == ("street", ("nature",))
    # Saved and placed in the city shown (Bob's), right of his starting tile.
    (cell,) = store().get(game_id).game.players[1].cells
    assert (cell.card, cell.row, cell.column) == (saved.id, "street", 1) and not slot_buttons(at)


def test_the_sidebar_dropping_the_game_param_does_not_lose_the_table():
    game_id = new_game()
    at = open_page(CITY, game_id)
    at.query_params.pop("game")  # Streamlit's sidebar page links drop query parameters
    at.run()
    assert_clean(at)
    assert at.query_params["game"] == game_id
    assert "Ann's city" in [shown(s.value) for s in at.subheader]


# --- a refused change is explained next to its field and keeps what was entered ----------------------


def test_a_refused_stepper_is_explained_under_its_row_and_keeps_the_number():
    game_id = new_game()
    store().update(game_id, lambda g: tables.place_card(g, "Ann", "sample-kite-beach", "beach", 1))
    at = open_page(CITY, game_id)
    store().update(game_id, lambda g: tables.rename_player(g, "Ann", "Anna"))  # meanwhile, another phone
    prefix = f"cell-{game_id}-0-sample-kite-beach"
    set_people(at, f"{prefix}-locals", 2)
    assert not at.exception
    # The message stands right under the card's rows of choices (after its footprint box), not at the top.
    below = element_after(at, f"{prefix}-fp")
    assert is_error(below) and "no player called 'Ann'" in shown(below.value)
    assert at.segmented_control(key=f"{prefix}-locals").value == "2"  # the count chosen is still there
    assert store().get(game_id).game.players[0].cells[0].people == People()
    # Choosing again now goes to the renamed player and the message goes.
    set_people(at, f"{prefix}-locals", 1)
    assert_clean(at)
    assert store().get(game_id).game.players[0].cells[0].people == People(locals=1)


def test_a_refused_sand_dollar_count_is_explained_under_its_box():
    game_id = new_game()
    at = open_page(CITY, game_id)
    store().update(game_id, lambda g: tables.rename_player(g, "Ann", "Anna"))
    at.number_input(key=f"sd-{game_id}-0").set_value(4).run()
    below = element_after(at, f"sd-{game_id}-0")
    assert is_error(below) and "renamed on another phone?" in shown(below.value)
    assert at.number_input(key=f"sd-{game_id}-0").value == 4
    assert len(at.error) == 1  # nothing at the top of the page


def test_a_refused_robot_pile_is_explained_under_it_and_keeps_the_cards_picked():
    game_id = new_game(solo=True)
    at = open_page(CITY, game_id)
    at.radio(key="city_player").set_value("Robot").run()
    # Another phone places Kite Beach in Ann's city while this one adds it to the Robot's beach pile.
    store().update(game_id, lambda g: tables.place_card(g, "Ann", "sample-kite-beach", "beach", 1))
    key = f"robot-{game_id}-beach"
    at.multiselect(key=key).select("sample-tide-pools").select("sample-kite-beach").run()
    assert not at.exception
    below = element_after(at, key)
    assert is_error(below) and "'sample-kite-beach' is already in Ann's city" in shown(below.value)
    assert at.multiselect(key=key).value == ["sample-tide-pools", "sample-kite-beach"]
    assert store().get(game_id).game.robot.beach_pile == ()
    at.multiselect(key=key).unselect("sample-kite-beach").run()
    assert_clean(at)
    assert store().get(game_id).game.robot.beach_pile == ("sample-tide-pools",)


def test_a_refused_change_whose_field_is_gone_is_explained_at_the_top():
    game_id = new_game()
    store().update(game_id, lambda g: tables.place_card(g, "Ann", "sample-kite-beach", "beach", 1))
    at = open_page(CITY, game_id)
    store().update(game_id, lambda g: tables.remove_card(g, "Ann", "sample-kite-beach"))  # another phone
    set_people(at, f"cell-{game_id}-0-sample-kite-beach-locals", 2)
    assert not at.exception
    # The card's choices are gone, so the message cannot stand under them: it is the page's first message.
    assert "is not in Ann's city (removed on another phone?)" in shown(at.error[0].value)
    order = in_page_order(at)
    flashed = next(i for i, e in enumerate(order) if is_error(e))
    assert flashed < next(i for i, e in enumerate(order) if getattr(e, "value", None) == "Cities")


def test_people_steppers_stop_at_the_box_supply_and_a_city_above_it_is_refused_with_the_reason():
    # The steppers' limits come from card_db.limits: a space holds at most the box's 30 locals,
    # 30 tourists and 8 VIPs (the page accepted 30 VIPs before, and the ring search took 44 s).
    from card_db.limits import BOX_PEOPLE

    game_id = new_game()
    for card, column in (("sample-surf-school", 1), ("sample-kite-beach", 2)):
        store().update(game_id, lambda g, c=card, n=column: tables.place_card(g, "Ann", c, "beach", n))
    at = open_page(CITY, game_id)
    first, second = (f"cell-{game_id}-0-{card}" for card in ("sample-surf-school", "sample-kite-beach"))
    open_square(at, game_id, "start")
    for kind in ("locals", "tourists", "vips"):
        set_people(at, f"start-{game_id}-0-beach-{kind}", 6)  # "6+" shows the stepper for more
        assert at.number_input(key=f"start-{game_id}-0-beach-{kind}-many").max == BOX_PEOPLE[kind]
        set_people(at, f"start-{game_id}-0-beach-{kind}", 0)
    open_square(at, game_id, "sample-surf-school")
    set_people(at, f"{first}-locals", 20)
    assert at.number_input(key=f"{first}-locals-many").max == BOX_PEOPLE["locals"]
    open_square(at, game_id, "sample-kite-beach")
    set_people(at, f"{second}-locals", 20)  # "6+" (6: 26 in the city), then 20 on its stepper
    assert not at.exception
    # The second 20 would put 40 locals in Ann's city: refused under its stepper, which keeps the 20.
    (message,) = [shown(e.value) for e in at.error]
    assert "Ann's city holds 40 locals but the box has only 30: remove 10" in message
    assert "Nothing was saved" in message
    assert at.number_input(key=f"{second}-locals-many").value == 20
    cells = {c.card: c.people.locals for c in store().get(game_id).game.players[0].cells}
    assert cells == {"sample-surf-school": 20, "sample-kite-beach": 6}


def test_the_picker_finds_a_card_in_three_taps_row_tag_card():
    game_id = new_game()
    at = open_page(CITY, game_id)
    at.pills(key="pick_row").set_value("beach").run()  # tap 1
    beach = [c for c in load_builtin().cards.values() if c.row == "beach"]
    assert len(beach) > 8 and not [b for b in at.button if b.key and b.key.startswith(f"pick-{game_id}-card-")]
    at.pills(key="pick_tags").set_value(["nature"]).run()  # tap 2
    found = [b.key.removeprefix(f"pick-{game_id}-card-") for b in at.button
             if b.key and b.key.startswith(f"pick-{game_id}-card-")]
    assert sorted(found) == sorted(c.id for c in beach if "nature" in c.tags)
    at.button(key=f"pick-{game_id}-card-sample-tide-pools").click().run()  # tap 3
    assert_clean(at)
    # The card tapped is placed at once (right of the tile), like a card picked in the searchable box.
    (cell,) = store().get(game_id).game.players[0].cells
    assert (cell.card, cell.row, cell.column) == ("sample-tide-pools", "beach", 1)
    assert at.selectbox(key=f"pick-{game_id}").value is None and not slot_buttons(at)
