"""The Scorepad page's glue (webapp.scorepad.extras): best final movement in words, the cache, sharing.

Tables are built from the built-in SAMPLE cards with ``webapp.tables.operations``; every number is checked
against ``scorer`` (``best_final_movement``, ``score_game``) and written as the rulebook's sums.
"""

from __future__ import annotations

import io
from datetime import date

import pytest
from app_helpers import ring_table
from PIL import Image
from test_share import decode_bgstats

from card_db.loader import load_builtin
from scorer.advice.final_movement import Move, best_final_movement
from scorer.scoring.table import score_game
from webapp.scorepad import extras
from webapp.tables import operations as tables

TODAY = date(2026, 11, 21)


# --- best final movement -----------------------------------------------------------------------


def test_a_tourist_one_step_from_a_ring_gains_the_ring_and_the_orange_people_line():
    game, catalogue = ring_table(), load_builtin()
    view = extras.check_movement(game, 0, catalogue)
    plan = best_final_movement(game, 0, catalogue)
    # Orange people line: +1 per filled ring, -1 per 2 unplaced people (rounded down).
    # As entered: no ring, 2 unplaced (tourist, VIP). Moved: ring 3 filled, 1 unplaced (the VIP).
    assert view.gain == plan.gain == 3 + (1 - 1 // 2) - (0 - 2 // 2)
    assert view.before == score_game(game, catalogue).players[0].total
    moved = game.model_copy(update={"players": (plan.city, game.players[1])})
    assert view.after == score_game(moved, catalogue).players[0].total == view.before + 3 + 1 + 1
    assert view.headline == f"You could have scored {3 + 1 + 1} more by moving:"
    assert view.moves == ("1 tourist: the street half of Harbor Office (sample) → Yoga Lawn (sample) at street 1",)
    assert view.points == f"{view.before} → {view.before + 5} points"
    assert view.proven and view.proof == "Proven best: no other final movement scores more."
    assert not view.problem


def test_a_movement_that_was_already_the_best_says_so_and_is_proven():
    game, catalogue = ring_table(), load_builtin()
    view = extras.check_movement(game, 1, catalogue)
    assert best_final_movement(game, 1, catalogue).gain == 0
    assert view.name == "Bob" and view.gain == 0 and view.moves == () and view.proven
    assert view.headline == "No final movement from these positions scores more: proven (every movement was tried)."
    assert view.before == view.after == score_game(game, catalogue).players[1].total


def test_a_search_stopped_at_its_limit_is_never_called_proven():
    game, catalogue = ring_table(), load_builtin()
    view = extras.check_movement(game, 0, catalogue, node_limit=1)
    assert not view.proven
    if view.gain:
        assert view.proof.startswith("Best found, not proven best")
    else:
        assert "before proving it" in view.headline and view.proof.startswith("Not proven")


def test_a_seat_not_at_the_table_is_a_problem_message_not_an_exception():
    view = extras.check_movement(ring_table(), 5, load_builtin())
    assert view.problem == ("The best final movement could not be checked: "
                            "seat 5 is not at the table: choose a seat from 0 to 1.")


def test_the_solo_robot_is_not_offered_a_movement():
    game = tables.new_table("orange", [("Sol", "sample-lighthouse")], solo_robot=True, start_vips=[1])
    report = score_game(game, load_builtin())
    assert [p.name for p in report.players] == ["Sol", "Robot"]
    assert extras.offered_seats(report) == (0,)
    assert extras.offered_seats(score_game(ring_table(), load_builtin())) == (0, 1)


def test_moves_name_the_cards_on_their_path_and_footprints():
    game, catalogue = ring_table(), load_builtin()
    game = tables.place_card(game, "Ann", "sample-corner-bank", "street", 2)
    ann = game.players[0]
    vip = Move("vip", ("street", 0), (("street", 1),), 1, (("street", 1),))
    locals_ = Move("local", ("street", 0), (("street", 1), ("street", 2)), 2)
    assert extras.move_text(vip, ann, catalogue) == (
        "1 VIP: the street half of Harbor Office (sample) → Yoga Lawn (sample) at street 1, "
        "dropping a footprint on Yoga Lawn (sample) at street 1")
    assert extras.move_text(locals_, ann, catalogue) == (
        "2 locals: the street half of Harbor Office (sample) → Corner Bank (sample) at street 2 "
        "via Yoga Lawn (sample) at street 1")


# --- the cache ---------------------------------------------------------------------------------


def test_cache_keeps_results_per_key_until_the_catalogue_changes():
    cache, first, second = extras.ResultCache(max_entries=2), object(), object()
    made = []
    make = lambda: made.append(1) or len(made)  # noqa: E731 - counts its calls
    key = extras.movement_key("g1", "2026-11-21T10:00", 0)
    assert cache.lookup(key, first) is None
    assert cache.get_or_make(key, first, make) == 1
    assert cache.get_or_make(key, first, make) == 1 and len(made) == 1  # kept: no second search
    assert cache.lookup(extras.movement_key("g1", "2026-11-21T10:05", 0), first) is None  # the table changed
    assert cache.lookup(key, second) is None  # another catalogue: nothing kept is trusted
    cache.keep(key, second, "b")
    assert cache.lookup(key, first) is None and len(cache) == 1


def test_cache_forgets_the_least_recently_used_beyond_its_size():
    cache, token = extras.ResultCache(max_entries=2), object()
    cache.keep("a", token, 1)
    cache.keep("b", token, 2)
    assert cache.lookup("a", token) == 1  # "a" used last: "b" goes first
    cache.keep("c", token, 3)
    assert (cache.lookup("a", token), cache.lookup("b", token), cache.lookup("c", token)) == (1, None, 3)
    with pytest.raises(ValueError, match="at least 1"):
        extras.ResultCache(max_entries=0)


# --- sharing -----------------------------------------------------------------------------------


def test_bgstats_link_carries_players_scores_winner_and_the_games_date():
    game, catalogue = ring_table(played_on="2026-11-20"), load_builtin()
    report = score_game(game, catalogue)
    link, note = extras.share_link(report, game, "g42", TODAY)
    play = decode_bgstats(link)
    assert note == ""
    assert play["playDate"] == "2026-11-20 12:00:00"
    assert play["sourcePlayId"] == "g42"
    assert [(p["name"], p["score"], p["winner"], p["startPlayer"]) for p in play["players"]] == [
        (p.name, p.total, p.name in report.winners, p.seat == 0) for p in report.players]


def test_bgstats_link_without_a_date_says_today_and_a_bad_date_is_replaced_with_a_note():
    catalogue = load_builtin()
    game = ring_table()
    link, note = extras.share_link(score_game(game, catalogue), game, "g1", TODAY)
    assert decode_bgstats(link)["playDate"] == "2026-11-21 12:00:00" and note == ""
    game = ring_table(played_on="Friday night")
    link, note = extras.share_link(score_game(game, catalogue), game, "g1", TODAY)
    assert decode_bgstats(link)["playDate"] == "2026-11-21 12:00:00"
    assert note.startswith("The game's date 'Friday night' is not a date BG Stats reads (YYYY-MM-DD)")


def test_bgstats_link_for_another_games_report_is_refused():
    catalogue = load_builtin()
    other = tables.new_table("orange", [("Zed", "sample-lighthouse"), ("Yan", "sample-harbor-office")],
                             start_vips=[1, 1])
    with pytest.raises(ValueError, match="does not belong to this game"):
        extras.share_link(score_game(other, catalogue), ring_table(), "g1", TODAY)


def test_share_png_is_a_png_of_the_whole_table():
    game = ring_table(played_on="2026-11-20")
    data = extras.share_png(score_game(game, load_builtin()), game, TODAY)
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert Image.open(io.BytesIO(data)).size[0] == 1080
    assert extras.played_on(game, TODAY) == "2026-11-20"
    assert extras.played_on(ring_table(), TODAY) == "2026-11-21"


def test_every_player_of_the_blue_sample_game_gets_the_librarys_answer():
    from card_db.loader import sample_game_bytes
    from scorer.formats.gamefile import load_game_bytes

    game, catalogue = load_game_bytes(sample_game_bytes(), "sample_game.json"), load_builtin()
    assert game.objective == "blue" and len(game.players) == 3  # the people line ranks players against each other
    for seat, player in enumerate(game.players):
        plan = best_final_movement(game, seat, catalogue)
        view = extras.check_movement(game, seat, catalogue)
        assert (view.name, view.before, view.after, view.proven) == (
            player.name, plan.points_before, plan.points_after, plan.proven_optimal)
        assert len(view.moves) == len(plan.moves)
