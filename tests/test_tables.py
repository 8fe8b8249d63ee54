"""webapp.tables.operations: the limits a new table and a set-up change respect, and the date played."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from scorer.model.game import FinishedGame, PlayerCity
from webapp.tables import operations as tables
from webapp.tables.operations import TableError

TWO = [("Ann", "sample-surf-club"), ("Bob", "sample-lighthouse")]


def test_the_text_limits_come_from_the_game_format():
    # The format says names hold 80 characters and titles 120; the boxes use these numbers.
    assert tables.NAME_MAX == 80
    assert tables.TITLE_MAX == 120
    PlayerCity(name="A" * tables.NAME_MAX, starting_tile="x")
    FinishedGame(objective="blue", players=(PlayerCity(name="A", starting_tile="x"),), title="T" * tables.TITLE_MAX)


def test_a_new_table_takes_names_and_titles_up_to_the_limit():
    game = tables.new_table("blue", [("A" * 80, "sample-surf-club")], title="T" * 120)
    assert game.players[0].name == "A" * 80 and game.title == "T" * 120


def test_a_name_too_long_for_the_format_is_a_table_error_not_a_validation_error():
    with pytest.raises(TableError, match="100 characters, at most 80 fit: shorten it"):
        tables.new_table("blue", [("A" * 100, "sample-surf-club"), ("Bob", "sample-lighthouse")])


def test_a_title_too_long_for_the_format_is_a_table_error():
    with pytest.raises(TableError, match="the title has 130 characters, at most 120 fit"):
        tables.new_table("blue", TWO, title="T" * 130)


def test_anything_else_the_format_refuses_is_a_table_error_naming_it():
    with pytest.raises(TableError, match="starting_tile"):
        tables.new_table("blue", [("Ann", "Not An Id!"), ("Bob", "sample-lighthouse")])
    with pytest.raises(TableError, match="cannot be started"):
        tables.new_table("blue", TWO, start_vips=[100, 1])


def test_rename_and_set_title_refuse_what_the_format_cannot_hold():
    game = tables.new_table("blue", TWO)
    with pytest.raises(TableError, match="at most 80 fit"):
        tables.rename_player(game, "Bob", "B" * 90)
    with pytest.raises(TableError, match="at most 120 fit"):
        tables.set_title(game, "T" * 121)
    assert tables.set_title(game, "  Friday  ").title == "Friday"


@pytest.mark.parametrize("typed", ["Ann\u200b", "ANN", "\ufeffann ", "A\u200dnn"])
def test_a_name_that_looks_like_a_taken_one_is_refused_when_adding_or_renaming(typed):
    game = tables.new_table("blue", TWO)
    with pytest.raises(TableError, match="two players are called"):
        tables.add_player(game, typed, "sample-harbor-office")
    with pytest.raises(TableError, match="two players are called"):
        tables.rename_player(game, "Bob", typed)


def test_typed_names_are_stored_normalised_everywhere():
    game = tables.new_table("blue", [("Jose\u0301\u200b ", "sample-surf-club"), ("Bob", "sample-lighthouse")])
    assert game.players[0].name == "Jos\u00e9"
    game = tables.add_player(game, " Cy\u200b", "sample-harbor-office")
    game = tables.rename_player(game, "Bob", "Zo\u200be\u0301")
    assert [p.name for p in game.players] == ["Jos\u00e9", "Zo\u00e9", "Cy"]
    # Renaming a player to their own name in other capitals is not a clash with themselves.
    assert tables.rename_player(game, "Cy", "CY").players[2].name == "CY"


@pytest.mark.parametrize("typed", ["\u200b", " \u2060 ", "\ufeff"])
def test_a_name_of_invisible_characters_only_is_refused(typed):
    with pytest.raises(TableError, match="needs a name"):
        tables.new_table("blue", [(typed, "sample-surf-club"), ("Bob", "sample-lighthouse")])
    with pytest.raises(TableError, match="needs a name"):
        tables.rename_player(tables.new_table("blue", TWO), "Bob", typed)


@pytest.mark.parametrize("typed", ["Ann\tB", "A\x1b[31m", "A\x9b"])
def test_control_characters_in_a_typed_name_or_title_are_refused(typed):
    with pytest.raises(TableError, match="control characters"):
        tables.add_player(tables.new_table("blue", TWO), typed, "sample-harbor-office")
    with pytest.raises(TableError, match="control characters"):
        tables.set_title(tables.new_table("blue", TWO), typed)


def test_the_robot_piles_take_no_more_cards_than_a_solo_game_gives():
    solo = tables.new_table("blue", [("Sol", "t1")], solo_robot=True)
    solo = tables.set_robot(solo, beach_pile=[f"b{i}" for i in range(8)], street_pile=[f"s{i}" for i in range(6)])
    with pytest.raises(TableError, match="the Robot's piles would hold 15 cards"):
        tables.set_robot(solo, street_pile=[f"s{i}" for i in range(7)])


def test_the_date_played_is_stored_as_an_iso_date():
    game = tables.new_table("blue", TWO)
    assert tables.set_played_on(game, date(2026, 11, 20)).played_on == "2026-11-20"
    assert tables.set_played_on(game, datetime(2026, 11, 20, 21, 30)).played_on == "2026-11-20"
    assert tables.set_played_on(game, " 2026-11-20 ").played_on == "2026-11-20"


def test_a_date_played_that_is_no_date_is_refused_with_the_format_to_use():
    game = tables.new_table("blue", TWO)
    with pytest.raises(TableError, match="'Friday' is not a date: write it as YYYY-MM-DD"):
        tables.set_played_on(game, "Friday")


# --- adding and removing players on an open table ---------------------------------------------------


def test_a_player_is_added_last_with_an_empty_city_and_the_tiles_vips():
    game = tables.add_player(tables.new_table("blue", TWO), "  Cy ", "sample-harbor-office", start_vips=1)
    assert [p.name for p in game.players] == ["Ann", "Bob", "Cy"]
    assert game.players[2].cells == () and game.players[2].start_street.vips == 1


@pytest.mark.parametrize(("name", "tile", "message"), [
    ("", "sample-harbor-office", "needs a name"),
    ("ann", "sample-harbor-office", "two players are called 'ann'"),
    ("C" * 81, "sample-harbor-office", "at most 80 fit"),
    ("Cy", "", "needs a starting tile"),
    ("Cy", "sample-lighthouse", "Bob already has that starting tile"),
    ("Cy", "Not An Id!", "cannot be added"),
])
def test_adding_a_player_refuses_what_a_new_table_would(name, tile, message):
    with pytest.raises(TableError, match=message):
        tables.add_player(tables.new_table("blue", TWO), name, tile)


def test_a_full_table_and_a_solo_game_take_no_more_players():
    four = tables.new_table("blue", [("A", "t1"), ("B", "t2"), ("C", "t3"), ("D", "t4")])
    with pytest.raises(TableError, match="already has 4 players"):
        tables.add_player(four, "E", "t5")
    solo = tables.new_table("blue", [("Sol", "t1")], solo_robot=True)
    with pytest.raises(TableError, match="solo game against the Robot"):
        tables.add_player(solo, "E", "t5")


def test_removing_a_player_takes_their_city_and_keeps_the_others_in_order():
    game = tables.add_player(tables.new_table("blue", TWO), "Cy", "sample-harbor-office")
    game = tables.place_card(game, "Bob", "sample-kite-beach", "beach", 1)
    game = tables.remove_player(game, "Bob")
    assert [p.name for p in game.players] == ["Ann", "Cy"]
    assert "sample-kite-beach" not in tables.cards_in_use(game)  # the card is free again


def test_two_players_stay_and_a_city_filled_meanwhile_is_not_removed_unasked():
    game = tables.new_table("blue", TWO)
    # 2 to 4 players, or 1 against the Robot: a lone player without it could never be scored.
    assert not tables.can_remove_player(game)
    with pytest.raises(TableError, match="2 to 4 players"):
        tables.remove_player(game, "Bob")
    solo = tables.new_table("blue", TWO[:1], solo_robot=True)
    with pytest.raises(TableError, match="2 to 4 players"):
        tables.remove_player(solo, "Ann")
    three = tables.add_player(game, "Cy", "sample-harbor-office")
    assert tables.can_remove_player(three)
    filled = tables.set_sand_dollars(three, "Bob", 2)
    with pytest.raises(TableError, match="no longer empty"):
        tables.remove_player(filled, "Bob", only_if_empty=True)
    assert [p.name for p in tables.remove_player(three, "Bob", only_if_empty=True).players] == ["Ann", "Cy"]

# --- where a picked card goes: the next square of its row (tables.next_square, place_next, move_card) ---

from card_db.loader import load_builtin  # noqa: E402 - the placement tests below need the sample cards
from scorer.scoring import placement  # noqa: E402
from scorer.scoring.placement import legal_slots  # noqa: E402

SAMPLES = load_builtin()
BEACH = ["sample-surf-school", "sample-lifeguard-tower", "sample-pier-arcade", "sample-sunset-bench"]
STREET = ["sample-yoga-lawn", "sample-skate-park", "sample-bike-rentals"]
END_OF_BEACH = "sample-driftwood-point"


def _city(*cells: tuple[str, str, int]):
    """A one-player table whose city holds (card, row, column) in that placing order."""
    game = tables.new_table("blue", [("Ann", "sample-surf-club")])
    for card, row, column in cells:
        game = tables.place_card(game, "Ann", card, row, column)
    return game


def _next(game, card_id: str):
    return placement.next_square(game.players[0], SAMPLES, SAMPLES.cards[card_id])


def _squares(game) -> dict[str, tuple[str, int]]:
    return {c.card: (c.row, c.column) for c in game.players[0].cells}


def test_a_row_read_left_to_right_from_the_tile_places_each_card_right_of_the_last():
    game = _city()
    for step, card in enumerate(BEACH, start=1):
        assert _next(game, card) == ("beach", step)
        game = tables.place_next(game, "Ann", card, SAMPLES)
    # The street row starts at its own first square: right of the tile, under nothing placed yet.
    game = tables.place_next(game, "Ann", STREET[0], SAMPLES)
    assert _squares(game) == {BEACH[0]: ("beach", 1), BEACH[1]: ("beach", 2), BEACH[2]: ("beach", 3),
                              BEACH[3]: ("beach", 4), STREET[0]: ("street", 1)}


def test_after_a_card_moved_left_of_the_tile_the_next_ones_of_that_row_follow_it_leftwards():
    game = _city(("sample-surf-school", "beach", 1))
    game = tables.place_next(game, "Ann", "sample-lifeguard-tower", SAMPLES)
    assert _squares(game)["sample-lifeguard-tower"] == ("beach", 2)
    game = tables.move_card(game, "Ann", "sample-lifeguard-tower", "beach", -1)
    assert _next(game, "sample-pier-arcade") == ("beach", -2)
    game = tables.place_next(game, "Ann", "sample-pier-arcade", SAMPLES)
    # The street row keeps its own way: right of the tile.
    assert _next(game, "sample-yoga-lawn") == ("street", 1)
    assert _squares(game)["sample-pier-arcade"] == ("beach", -2)


def test_the_next_square_is_always_one_the_placement_rules_offer():
    game = _city(("sample-surf-school", "beach", 1), ("sample-lifeguard-tower", "beach", -1),
                 ("sample-yoga-lawn", "street", 1))
    for card_id in [*BEACH[2:], *STREET[1:], END_OF_BEACH]:
        card = SAMPLES.cards[card_id]
        assert _next(game, card_id) in legal_slots(game.players[0], SAMPLES, card)


def test_an_end_of_beach_card_whose_next_square_is_right_of_beach_cards_goes_to_the_left_end():
    # Beach read from the tile rightwards: +1, +2. The next square (+3) would put the end of the
    # beach right of other beach cards (ruling 14): it goes to the left end, the only legal square.
    game = _city(("sample-surf-school", "beach", 1), ("sample-lifeguard-tower", "beach", 2))
    assert legal_slots(game.players[0], SAMPLES, SAMPLES.cards[END_OF_BEACH]) == (("beach", -1),)
    assert _next(game, END_OF_BEACH) == ("beach", -1)


def test_a_beach_card_whose_next_square_is_left_of_the_end_of_the_beach_skips_to_the_right_end():
    # Read leftwards: -1, then the end of the beach at -2. Nothing may go left of it (ruling 14):
    # the next beach card goes to the nearest legal square, the right end of the row.
    game = _city(("sample-surf-school", "beach", 1), ("sample-lifeguard-tower", "beach", -1),
                 (END_OF_BEACH, "beach", -2))
    assert _next(game, "sample-pier-arcade") == ("beach", 2)


def test_the_next_square_skips_an_occupied_square_to_the_next_legal_one_that_way():
    # Street +1 and +2 are there; a street card placed last at +1 (moved back there) continues at +3.
    game = _city(("sample-yoga-lawn", "street", 2), ("sample-skate-park", "street", 1))
    assert _next(game, "sample-bike-rentals") == ("street", 3)


def test_a_second_end_of_beach_card_has_no_square_and_place_next_says_why():
    game = _city((END_OF_BEACH, "beach", -1))
    other_end = SAMPLES.cards[END_OF_BEACH].model_copy(update={"id": "other-end"})
    catalogue = SAMPLES.merged_with([other_end])
    assert placement.next_square(game.players[0], catalogue, other_end) is None
    with pytest.raises(TableError, match="cannot go anywhere in Ann's city now"):
        tables.place_next(game, "Ann", "other-end", catalogue)


def test_place_next_reads_the_city_it_is_given_so_a_card_placed_meanwhile_moves_the_square_on():
    # Two phones picked for Ann at once: each operation runs on the stored game, never collides.
    game = _city(("sample-surf-school", "beach", 1))
    game = tables.place_next(game, "Ann", "sample-lifeguard-tower", SAMPLES)
    game = tables.place_next(game, "Ann", "sample-pier-arcade", SAMPLES)
    assert _squares(game)["sample-pier-arcade"] == ("beach", 3)


def test_move_targets_are_the_other_legal_squares_and_a_move_keeps_people_and_footprint():
    game = _city(("sample-surf-school", "beach", 1), ("sample-lifeguard-tower", "beach", 2))
    game = tables.set_person_count(game, "Ann", "sample-lifeguard-tower", "tourists", 2)
    game = tables.set_footprint(game, "Ann", "sample-lifeguard-tower", True)
    assert placement.move_targets(game.players[0], SAMPLES, "sample-lifeguard-tower") == (("beach", -1),)
    moved = tables.move_card(game, "Ann", "sample-lifeguard-tower", "beach", -1)
    cell = tables.cell_of(moved.players[0], "sample-lifeguard-tower")
    assert (cell.row, cell.column, cell.people.tourists, cell.footprint) == ("beach", -1, 2, True)
    assert moved.players[0].cells[-1] is cell  # the last placed now: the next beach card follows it


def test_a_card_holding_others_in_place_offers_no_move():
    # Beach +1 joins +2 to the tile: moving it would leave +2 floating.
    game = _city(("sample-surf-school", "beach", 1), ("sample-lifeguard-tower", "beach", 2))
    assert placement.move_targets(game.players[0], SAMPLES, "sample-surf-school") == ()
    # With a street card under +2, +2 stays joined: +1 may go to the other side.
    game = tables.place_card(game, "Ann", "sample-yoga-lawn", "street", 1)
    game = tables.place_card(game, "Ann", "sample-skate-park", "street", 2)
    assert placement.move_targets(game.players[0], SAMPLES, "sample-surf-school") == (("beach", -1), ("beach", 3))


@pytest.mark.parametrize("row, column, message", [
    ("beach", 0, "column 0 is the starting tile"),
    ("beach", 1, "already holds 'sample-surf-school'"),
    ("street", 1, "it stays in the beach row"),
])
def test_a_move_to_the_tile_an_occupied_square_or_the_other_row_is_refused(row, column, message):
    game = _city(("sample-surf-school", "beach", 1), ("sample-lifeguard-tower", "beach", 2))
    with pytest.raises(TableError, match=message):
        tables.move_card(game, "Ann", "sample-lifeguard-tower", row, column)


def test_a_title_keeps_no_zero_width_characters():
    """Issue 33: a title pasted with invisible characters is stored as it reads, as names are."""
    game = tables.new_table("blue", [("Ann", "sample-surf-club")], solo_robot=True, start_vips=[2],
                            title="\u200bFri\u200dday\ufeff night\u2060")
    assert game.title == "Friday night"
    assert tables.set_title(game, "Sat\u200burday").title == "Saturday"
    assert tables.set_title(game, "Family 👨\u200d👩\u200d👧").title == "Family 👨\u200d👩\u200d👧"  # an emoji's joiner stays
