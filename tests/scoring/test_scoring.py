"""The entry point ``score_game`` (scorer.scoring.table): validation, catalogue merge, a ladder game, the Robot.

Ladder tests add one piece at a time and assert the total after each step as the rulebook's sums.
All cards are SAMPLE cards.
"""

import pytest
from scoring_helpers import PLAIN_TILE, card, city, game, only, score, score_one, street, tile

from card_db.catalogue import Catalogue, UnknownCardError
from card_db.loader import load_builtin, sample_game_bytes
from card_db.models import AdjacentTag, ChainPerTag, Ring, UnspentSandDollars
from scorer.formats.gamefile import load_game_bytes
from scorer.model.game import Cell, RobotPlayer
from scorer.model.problems import InvalidGameError
from scorer.model.report import LINES
from scorer.scoring.table import score_city, score_game


def test_invalid_game_raises_with_every_problem_when_checked():
    # Two players (a lone player needs the Robot); each tile's VIP stays in its city.
    built = city({"b1": card("Ok")}, start_street="1V")
    rival = city({"b1": card("Fine")}, tile=tile("Other tile"), name="Bob", start_street="1V")
    bad = built.player.model_copy(update={"cells": built.player.cells + (Cell(row="beach", column=0, card="ok"),)})
    finished = game(built, rival).model_copy(update={"players": (bad, rival.player)})
    with pytest.raises(InvalidGameError) as caught:
        score_game(finished, Catalogue())
    assert caught.value.problems and {p.player for p in caught.value.problems} == {"Ann"}
    assert score_game(finished.model_copy(update={"players": (built.player, rival.player)}), Catalogue()).players


def test_unknown_card_id_raises_unknown_card_error_without_check():
    built = city({"b1": card("Ok")})
    missing = built.player.model_copy(update={"cells": (Cell(row="beach", column=1, card="nowhere"),)})
    finished = game(built).model_copy(update={"players": (missing,)})
    with pytest.raises(UnknownCardError, match="nowhere"):
        score_game(finished, Catalogue(), check=False)


def test_inline_cards_win_over_the_catalogue():
    printed = card("Fan", scoring=[AdjacentTag(tag="tourist", points=2)])
    inline = card("Fan", scoring=[AdjacentTag(tag="tourist", points=5)])
    built = city({"b1": inline, "b2": card("Pier", tags=["tourist"])})
    catalogue = Catalogue(cards={"fan": printed}, starting_tiles={PLAIN_TILE.id: PLAIN_TILE})
    report = score_game(game(built), catalogue, check=False)
    assert only(report.players[0], card_id="fan").points == 5


def test_ladder_one_city_on_the_blue_tile():
    trail = card("Trail", tags=["nature"], scoring=[ChainPerTag(tag="nature", minimum=3, points_per_tag=1)])
    cells = {"b1": trail}
    # Step 1: a lone Nature card: misc 2 x 1, no chain yet.
    assert score_one(city(cells)).total == 2 * 1
    # Step 2: a second Nature card: misc 2 x 2.
    cells["b2"] = card("Palm", tags=["nature"])
    assert score_one(city(cells)).total == 2 * 2
    # Step 3: a third: the chain of 3 scores 3 x 1, misc 2 x 3.
    cells["s1"] = street("Park", tags=["nature"])
    assert score_one(city(cells)).total == 3 * 1 + 2 * 3
    # Step 4: a wave card beside the trail: wave 2 x 1.
    cells["b-1"] = card("Swell", tags=["wave"])
    assert score_one(city(cells)).total == 3 * 1 + 2 * 3 + 2 * 1
    # Step 5: a tourist ring with its tourist: +3 on the rings line.
    cells["s2"] = (street("Cafe", scoring=[Ring(tourists=1, points=3)]), "1T")
    assert score_one(city(cells)).total == 3 * 1 + 2 * 3 + 2 * 1 + 3
    # Step 6: two unplaced locals, alone at the table: most unplaced, -4 (ruling 7).
    cells["s-1"] = (street("Road"), "2L")
    report = score_one(city(cells))
    assert report.total == 3 * 1 + 2 * 3 + 2 * 1 + 3 - 4
    assert report.lines == {"cards": 3, "rings": 3, "footprints": 0, "wave": 2, "misc": 6, "people": -4}


def test_items_come_in_scorepad_order_and_total_is_their_sum():
    built = city({"b1": (card("Cafe", tags=["wave"], scoring=[Ring(tourists=1, points=3)]), "1T"),
                  "b2": card("Bank", scoring=[UnspentSandDollars(per=1, points=1)])}, sand_dollars=3)
    report = score_one(built, "orange")
    order = [LINES.index(i.line) for i in report.items]
    assert order == sorted(order)
    assert report.total == sum(report.lines.values()) == 3 + 3 + 1 + 1 + 1


def test_players_keep_turn_order_and_the_robot_comes_last():
    solo = score(city({"b1": card("Mine")}, name="Ann"), objective="green",
                 robot=RobotPlayer(beach_pile=("rob",)), robot_cards=[card("Rob")])
    assert [(p.seat, p.name, p.is_robot) for p in solo.players] == [(0, "Ann", False), (1, "Robot", True)]
    assert {s.name for s in solo.standings} == {"Ann", "Robot"}


def test_score_city_against_fixed_rivals():
    built = city({"b1": (card("Sand"), "1L")}, name="Ann")
    alone = score_city(built.player, Catalogue(cards={c.id: c for c in built.cards},
                                               starting_tiles={PLAIN_TILE.id: PLAIN_TILE}), "blue")
    assert alone.line("people") == -4
    versus = score_city(built.player, Catalogue(cards={c.id: c for c in built.cards},
                                                starting_tiles={PLAIN_TILE.id: PLAIN_TILE}), "blue",
                        rivals_unplaced=(3,))
    assert versus.line("people") == -2


def test_scoring_is_deterministic():
    cells = {"b1": (card("Cafe", scoring=[Ring(any=1, points=2), Ring(any=1, points=2)]), "1L1T1V")}
    first = score(city(cells), city({"b1": (card("Dune"), "2T")}, name="Bob"), objective="blue")
    again = score(city(cells), city({"b1": (card("Dune"), "2T")}, name="Bob"), objective="blue")
    assert first == again


def test_the_builtin_sample_game_scores_with_validation():
    catalogue = load_builtin()
    finished = load_game_bytes(sample_game_bytes(), "sample_game.json")
    report = score_game(finished, catalogue)
    assert len(report.players) == len(finished.players)
    for player in report.players:
        assert player.total == sum(player.lines.values())
        assert all(item.reason for item in player.items)
    assert report.winners


def test_the_sample_game_names_who_is_unplaced():
    # Ana's -4 (most unplaced, ruling 7): the VIP on Lifeguard Tower, whose card has no ring, and the
    # local left on her starting tile's street half. Ben's -2: the VIP on Corner Bank.
    report = score_game(load_game_bytes(sample_game_bytes(), "sample_game.json"), load_builtin())
    ana, ben, cleo = report.players
    assert [(g.row, g.column, g.card_id, g.card_name, g.locals, g.tourists, g.vips) for g in ana.unplaced_people] == [
        ("street", 0, None, "Surf Club (sample)", 1, 0, 0),
        ("beach", 2, "sample-lifeguard-tower", "Lifeguard Tower (sample)", 0, 0, 1),
    ]
    assert ana.unplaced == 1 + 1 and ana.line("people") == -4
    assert [(g.card_name, g.total) for g in ben.unplaced_people] == [("Corner Bank (sample)", 1)]
    assert ben.unplaced == 1 and ben.line("people") == -2
    assert cleo.unplaced == 0 and cleo.unplaced_people == ()
