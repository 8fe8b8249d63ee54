"""Validation: one test per rule; each problem names the cell and the card and says how to fix it."""

from __future__ import annotations

from pathlib import Path

import pytest

from card_db.catalogue import Catalogue
from card_db.generated import generated_catalogue
from card_db.models import EndOfBeach, FeatureCard, FootprintRule, StartingTile
from scorer.generated import generated_finished_game
from scorer.model.game import Cell, FinishedGame, People, PlayerCity, RobotPlayer
from scorer.scoring.validation import MAX_FEATURE_CARDS, validate_city, validate_game

SAMPLE_GAME = Path(__file__).resolve().parents[2] / "card_db" / "samples" / "sample_game.json"


def _card(card_id: str, row: str, **extra) -> FeatureCard:
    return FeatureCard(id=card_id, name=card_id.title(), row=row, tags=("local",), sample=True, **extra)


CARDS = [_card(f"b{i}", "beach") for i in range(1, 10)] + [_card(f"s{i}", "street") for i in range(1, 20)]
CARDS.append(_card("eob", "beach", scoring=(EndOfBeach(),)))
TILES = [
    StartingTile(id="t1", name="Tile One", vips=1, footprint=FootprintRule(wants=("local",)), sample=True),
    StartingTile(id="t2", name="Tile Two", vips=2, footprint=FootprintRule(wants=("wave",)), sample=True),
    StartingTile(id="t3", name="Tile Three", vips=1, footprint=FootprintRule(wants=("nature",)), sample=True),
]
CATALOGUE = Catalogue().merged_with(CARDS, TILES)
VIP = People(vips=1)


def cell(row: str, column: int, card: str, **extra) -> Cell:
    return Cell(row=row, column=column, card=card, **extra)


def alice(**update) -> PlayerCity:
    base = PlayerCity(
        name="Alice",
        starting_tile="t1",
        cells=(cell("beach", -1, "b1"), cell("beach", 1, "b2"), cell("street", 1, "s1"), cell("street", 2, "s2")),
        start_street=VIP,
    )
    return base.model_copy(update=update)


def bob(**update) -> PlayerCity:
    base = PlayerCity(
        name="Bob",
        starting_tile="t2",
        cells=(cell("beach", -1, "eob"), cell("street", -1, "s3", people=People(locals=2, vips=1))),
        start_beach=VIP,
    )
    return base.model_copy(update=update)


def game(*players: PlayerCity, **update) -> FinishedGame:
    return FinishedGame(objective="blue", players=players or (alice(), bob())).model_copy(update=update)


def only(problems, code: str):
    """The single problem with ``code``; fails listing everything found otherwise."""
    found = [p for p in problems if p.code == code]
    assert len(found) == 1, f"expected one {code}, got {[str(p) for p in problems]}"
    return found[0]


# --- clean games ------------------------------------------------------------------------------


def test_a_legal_game_has_no_problems():
    assert validate_game(game(), CATALOGUE) == ()


def test_generated_legal_games_have_no_problems():
    for seed in range(5):
        catalogue = generated_catalogue(seed)
        assert validate_game(generated_finished_game(seed), catalogue) == ()
        solo = generated_finished_game(seed, players=1, solo_robot=True)
        assert solo.robot is not None and validate_game(solo, catalogue) == ()


def test_a_solo_game_with_the_robot_is_fine():
    robot = RobotPlayer(beach_pile=("b5",), street_pile=("s9",), footprints=2)
    assert validate_game(game(alice(), robot=robot), CATALOGUE) == ()


def test_a_lone_player_without_the_robot_is_not_a_game():
    # Santa Monica is 2-4 players, or 1 player against the Robot (solo-rules.txt).
    problems = validate_game(game(alice()), CATALOGUE)
    problem = only(problems, "players.count")
    assert len(problems) == 1 and problem.player is None
    assert "1 player (Alice) and no Robot" in problem.message
    assert "add the Robot for a solo game, or add players" in problem.message


@pytest.mark.skipif(not SAMPLE_GAME.exists(), reason="card_db/samples/sample_game.json not written yet")
def test_the_sample_game_validates_clean():
    from card_db.loader import load_builtin
    from scorer.formats.gamefile import load_game

    sample = load_game(SAMPLE_GAME)
    assert validate_game(sample, load_builtin()) == ()


def test_inline_cards_in_the_game_file_win_over_the_catalogue():
    # 'b1' redefined inline as a street card: now it stands in the wrong row.
    inline = _card("b1", "street")
    problem = only(validate_game(game(cards=(inline,)), CATALOGUE), "cell.wrong_row")
    assert problem.position == ("beach", -1)


# --- one test per rule ----------------------------------------------------------------------------


def test_unknown_card_is_a_problem_not_an_exception():
    problem = only(validate_game(game(alice(cells=alice().cells + (cell("street", 3, "nope"),))), CATALOGUE),
                   "card.unknown")
    assert (problem.player, problem.position) == ("Alice", ("street", 3))
    assert "'nope'" in problem.message and "street row, column 3" in problem.message
    assert "add it" in problem.message and "correct the id" in problem.message


def test_unknown_starting_tile_is_a_problem():
    problem = only(validate_game(game(alice(starting_tile="t9"), bob()), CATALOGUE), "tile.unknown")
    assert problem.player == "Alice" and "'t9'" in problem.message and "correct the id" in problem.message


MISPLACED = {
    "on-the-starting-tile": (("beach", 0, "b3"), "cell.on_starting_tile",
                             ("'B3 (sample)'", "beach row, column 0", "move the card")),
    "street-card-in-the-beach-row": (("beach", 2, "s5"), "cell.wrong_row",
                                     ("'S5 (sample)'", "beach row, column 2", "move it to the street row")),
    "beach-card-in-the-street-row": (("street", 3, "b5"), "cell.wrong_row", ("move it to the beach row",)),
    "two-cards-in-one-cell": (("street", 2, "s6"), "cell.occupied",
                              ("'S6 (sample)'", "'S2 (sample)'", "move one of them to its own cell")),
    # street 4 is two columns away from street 2: a gap, and diagonals never touch (beach 3 is empty).
    "not-touching-the-city": (("street", 4, "s6"), "cell.disconnected",
                              ("'S6 (sample)'", "street row, column 4", "ruling 1", "check its column")),
}
"""One card added to Alice's city where it may not stand: (row, column, card), the problem's code, and
what its message must say (the card, the cell, the fix)."""


@pytest.mark.parametrize("case", sorted(MISPLACED))
def test_one_misplaced_card_is_one_problem_at_its_cell_naming_the_fix(case):
    (row, column, card), code, says = MISPLACED[case]
    problem = only(validate_game(game(alice(cells=alice().cells + (cell(row, column, card),))), CATALOGUE), code)
    assert problem.position == (row, column)
    for words in says:
        assert words in problem.message, (words, problem.message)


def test_diagonal_cards_do_not_connect():
    # beach 2 touches beach 1; street 3 only touches beach 2 diagonally.
    cells = alice().cells[:2] + (cell("beach", 2, "b3"), cell("street", 3, "s6"))
    problems = validate_game(game(alice(cells=cells), bob()), CATALOGUE)
    assert only(problems, "cell.disconnected").position == ("street", 3)


def test_the_end_of_beach_card_must_be_the_leftmost_beach_card():
    cells = (cell("beach", -2, "b1"), cell("beach", -1, "eob"), cell("street", -1, "s3", people=People(vips=1)))
    problem = only(validate_game(game(alice(), bob(cells=cells)), CATALOGUE), "end_of_beach.not_leftmost")
    assert (problem.player, problem.position) == ("Bob", ("beach", -1))
    assert "'Eob (sample)'" in problem.message and "'B1 (sample)'" in problem.message
    assert "beach row, column -2" in problem.message and "(ruling 14)" in problem.message
    assert "move the end-of-beach card left of every beach card" in problem.message


def test_the_end_of_beach_card_right_of_the_tile_is_fine_with_no_beach_card_left_of_it():
    cells = (cell("beach", 1, "eob"), cell("street", -1, "s3", people=People(vips=1)))
    assert validate_game(game(alice(), bob(cells=cells)), CATALOGUE) == ()


def test_the_same_card_in_two_cities():
    problems = validate_game(game(alice(), bob(cells=bob().cells + (cell("street", -2, "s1"),))), CATALOGUE)
    problem = only(problems, "card.used_twice")
    assert (problem.player, problem.position) == ("Bob", ("street", -2))
    assert "'s1'" in problem.message and "Alice's street row, column 1" in problem.message
    assert "remove one of them or correct the id" in problem.message


def test_the_same_card_in_a_city_and_the_robot_pile():
    robot = RobotPlayer(street_pile=("s1",))
    problem = only(validate_game(game(alice(), robot=robot), CATALOGUE), "card.used_twice")
    assert problem.player == "Robot" and "the Robot's street pile" in problem.message


def test_a_robot_card_in_the_wrong_pile():
    robot = RobotPlayer(beach_pile=("s9",))
    problem = only(validate_game(game(alice(), robot=robot), CATALOGUE), "robot.wrong_pile")
    assert "'S9 (sample)'" in problem.message and "robot.street_pile" in problem.message


def test_more_locals_than_the_box_holds():
    crowd = alice(start_street=People(locals=20, vips=1))
    busy = bob(start_beach=People(locals=11, vips=1))
    problem = only(validate_game(game(crowd, busy), CATALOGUE), "supply.locals")
    assert f"{20 + 11 + 2} locals" in problem.message and f"Alice 20, Bob {11 + 2}" in problem.message
    assert "the box has only 30" in problem.message and "correct the counts" in problem.message


def test_more_tourists_than_the_box_holds():
    # Each city alone is within the box (the game file refuses one that is not); the table is not.
    crowd = game(alice(start_beach=People(tourists=20)), bob(start_beach=People(tourists=11, vips=1)))
    problem = only(validate_game(crowd, CATALOGUE), "supply.tourists")
    assert "31 tourists" in problem.message and "Alice 20, Bob 11" in problem.message


def test_more_vips_than_the_box_holds():
    players = [
        PlayerCity(name=f"P{i}", starting_tile=t, start_street=People(vips=3))
        for i, t in enumerate(("t1", "t2", "t3"))
    ]
    problem = only(validate_game(game(*players), CATALOGUE), "supply.vips")
    assert "9 VIPs" in problem.message and "the box has only 8" in problem.message


def test_more_footprints_than_the_box_holds():
    robot = RobotPlayer(footprints=25)
    stepped = alice(cells=tuple(c.model_copy(update={"footprint": True}) for c in alice().cells))
    problem = only(validate_game(game(stepped, robot=robot), CATALOGUE), "supply.footprints")
    assert "29 footprints" in problem.message and "Alice 4, Robot 25" in problem.message


def test_fewer_vips_than_the_starting_tile_gives_is_legal():
    # "Return up to 2 people" may send a VIP back to the box (rules-notes 20): Bob kept 1 of 2, Alice 0 of 1.
    assert validate_game(game(alice(start_street=People()), bob(start_beach=People())), CATALOGUE) == ()
    assert validate_city(bob(start_beach=People()), CATALOGUE) == ()


def test_more_vips_than_the_starting_tile_gives():
    problem = only(validate_game(game(alice(start_beach=People(vips=1)), bob()), CATALOGUE), "vips.count")
    assert problem.player == "Alice" and problem.position is None
    assert "Alice's city holds 2 VIPs" in problem.message
    # Players read labels only, and each number once (issue 33).
    assert "holds 2 VIPs but the starting tile 'Tile One (sample)' gives only 1;" in problem.message
    assert "(t1)" not in problem.message and "found" not in problem.message
    assert "remove 1 from the cards or the starting tile's halves" in problem.message
    # A file's author (the command line) is told the id, and that it is one.
    assert "'Tile One (sample)' (starting tile id t1) gives only 1;" in problem.message_in("en", with_ids=True)


def test_vips_on_cards_count_towards_the_tiles_limit():
    crowded = bob(cells=(cell("beach", -1, "eob", people=People(vips=2)), cell("street", -1, "s3", people=VIP)))
    problem = only(validate_game(game(alice(), crowded), CATALOGUE), "vips.count")
    assert f"Bob's city holds {2 + 1 + 1} VIPs" in problem.message  # 2 on the end of beach, 1 on s3, 1 on the tile
    assert "gives only 2" in problem.message and "remove 2 from" in problem.message


def test_two_players_with_the_same_starting_tile():
    problem = only(validate_game(game(alice(), bob(starting_tile="t1", start_beach=People())), CATALOGUE),
                   "tile.duplicate")
    assert problem.player == "Bob" and "Bob and Alice" in problem.message and "'Tile One (sample)'" in problem.message


def test_player_names_must_differ():
    problem = only(validate_game(game(alice(), bob(name=" alice ")), CATALOGUE), "player.name_duplicate")
    assert "give each player a different name" in problem.message


@pytest.mark.parametrize(("first", "second"), [
    ("Jos\u00e9", "Jose\u0301"),       # a precomposed accent and a combining one
    ("Jos\u00e9", "JOS\u00c9"),        # case, beyond ASCII
    ("Ana", "Ana\u200b"),              # a zero-width space
    ("Ana", "\ufeffana "),             # a byte order mark, case and a space
])
def test_names_that_look_the_same_are_the_same_name(first, second):
    # Built with model_copy (no validation), as a game changed in code may be: validation compares keys.
    problem = only(validate_game(game(alice(name=first), bob(name=second)), CATALOGUE), "player.name_duplicate")
    assert "give each player a different name" in problem.message


def test_the_robot_holds_no_more_cards_than_a_solo_game_gives():
    robot = RobotPlayer().model_copy(update={"beach_pile": tuple(f"b{i}" for i in range(1, 10)) + ("eob",),
                                             "street_pile": tuple(f"s{i}" for i in range(3, 8))})
    problem = only(validate_game(game(alice(), robot=robot), CATALOGUE), "robot.too_many_cards")
    assert problem.message.startswith("The Robot's piles hold 15 cards; the Robot takes one card per round")
    assert "remove 1 card from its piles" in problem.message
    fourteen = robot.model_copy(update={"street_pile": robot.street_pile[:-1]})
    assert [p.code for p in validate_game(game(alice(), robot=fourteen), CATALOGUE)
            if p.code == "robot.too_many_cards"] == []


def test_a_blank_player_name():
    problem = only(validate_game(game(alice(name="   ")), CATALOGUE), "player.name_blank")
    assert "give every player a name" in problem.message


def test_the_robot_name_must_differ_from_the_player():
    problem = only(validate_game(game(alice(name="Robot"), robot=RobotPlayer()), CATALOGUE), "player.name_duplicate")
    assert "'Robot'" in problem.message


def test_player_count_outside_1_to_4():
    # The file model already refuses 0 or 5 players; a game built without validation is still caught.
    five = FinishedGame.model_construct(objective="blue", players=tuple(alice(name=f"P{i}") for i in range(5)),
                                        robot=None, cards=(), starting_tiles=())
    problem = only(validate_game(five, CATALOGUE), "players.count")
    assert "5 players" in problem.message and "remove the extra players" in problem.message


def test_a_robot_with_two_players():
    problem = only(validate_game(game(alice(), bob(), robot=RobotPlayer()), CATALOGUE), "robot.not_solo")
    assert "remove 'robot'" in problem.message


def test_at_most_15_feature_cards():
    # 14 cards end the game; a last turn starting at 13 may place 2 cards through a sand dollar action.
    beach = tuple(cell("beach", -c, f"b{c}") for c in range(1, 8))
    street = tuple(cell("street", c, f"s{c}") for c in range(1, 9))
    assert len(beach + street) == MAX_FEATURE_CARDS == 14 + 1
    assert validate_game(game(alice(cells=beach + street), bob(cells=())), CATALOGUE) == ()
    crowded = alice(cells=beach + street + (cell("street", 9, "s9"),))
    problem = only(validate_game(game(crowded, bob(cells=())), CATALOGUE), "city.too_many_cards")
    assert "16 feature cards" in problem.message and "at most 15" in problem.message
    assert "remove the extra cards" in problem.message


# --- one city alone -------------------------------------------------------------------------------


def test_validate_city_checks_one_city_with_its_own_supply_and_repeats():
    city = alice(cells=alice().cells + (cell("street", 3, "s1"),))
    codes = [p.code for p in validate_city(city, CATALOGUE)]
    assert codes == ["card.used_twice"]
    assert validate_city(alice(), CATALOGUE) == ()
    # A city above the box never gets this far: the game file refuses it (scorer.model.game), so the
    # people supply check only meets cities copied without validation (``model_copy``).
    crowded = alice(start_beach=People(locals=20), start_street=People(locals=11, vips=1))
    assert [p.code for p in validate_city(crowded, CATALOGUE)] == ["supply.locals"]


def test_every_message_names_the_player_and_cell_when_printed():
    problem = only(validate_game(game(alice(cells=alice().cells + (cell("beach", 2, "s5"),))), CATALOGUE),
                   "cell.wrong_row")
    assert str(problem).startswith("Alice / beach row, column 2: ")
