"""scorer.formats.portable: an exported game carries the user's cards it uses, so it scores the same on any install."""

from __future__ import annotations

import pytest

from card_db.loader import load_builtin, sample_game_bytes
from card_db.models import Ring
from scorer.formats.gamefile import dump_game, load_game_bytes
from scorer.formats.portable import portable_game, used_card_ids
from scorer.model.game import FinishedGame, RobotPlayer
from scorer.model.problems import InvalidGameError
from scorer.scoring.table import score_game

BUILTIN = load_builtin()


def user_copy(card_id: str, new_id: str, **changes):
    """A user-catalogue card (or tile): a built-in one under a new id, optionally changed."""
    record = BUILTIN.cards.get(card_id) or BUILTIN.starting_tiles[card_id]
    return record.model_copy(update={"id": new_id, **changes})


def sample_game() -> FinishedGame:
    return load_game_bytes(sample_game_bytes(), "sample_game.json")


def game_with_user_cards() -> tuple[FinishedGame, object]:
    """The sample game where Ana's Surf School and Surf Club are the user's own (a richer ring: 5 points)."""
    school = user_copy("sample-surf-school", "my-surf-school", name="My Surf School",
                       scoring=(Ring(tourists=2, points=5),))
    club = user_copy("sample-surf-club", "my-surf-club", name="My Surf Club")
    game = sample_game()
    ana = game.players[0]
    cells = tuple(c.model_copy(update={"card": "my-surf-school"}) if c.card == "sample-surf-school" else c
                  for c in ana.cells)
    ana = ana.model_copy(update={"cells": cells, "starting_tile": "my-surf-club"})
    game = game.model_copy(update={"players": (ana, *game.players[1:])})
    return game, BUILTIN.merged_with([school], [club])


def test_the_exported_file_scores_identically_with_only_the_built_in_catalogue():
    game, user_catalogue = game_with_user_cards()
    expected = score_game(game, user_catalogue)
    with pytest.raises(InvalidGameError, match="'my-surf-school'.* is in no catalogue"):  # the bare game elsewhere
        score_game(game, BUILTIN)
    exported = dump_game(portable_game(game, user_catalogue, BUILTIN))
    elsewhere = load_game_bytes(exported.encode() if isinstance(exported, str) else exported, "exported.json")
    assert score_game(elsewhere, BUILTIN) == expected
    # The user's richer ring is what scored there, not a built-in look-alike: 5 points, not 4.
    rings = [r for r in expected.players[0].rings if r.card_id == "my-surf-school"]
    assert [r.points for r in rings if r.filled] == [5]


def test_only_the_cards_the_built_in_data_lacks_are_copied():
    game, user_catalogue = game_with_user_cards()
    portable = portable_game(game, user_catalogue, BUILTIN)
    assert [c.id for c in portable.cards] == ["my-surf-school"]
    assert [t.id for t in portable.starting_tiles] == ["my-surf-club"]
    assert portable.players == game.players  # nothing else changes


def test_a_game_of_built_in_cards_only_is_exported_unchanged():
    game = sample_game()
    assert portable_game(game, BUILTIN, BUILTIN) == game


def test_the_robots_piles_count_as_used_cards():
    mine = user_copy("sample-kite-beach", "my-kite-beach", name="My Kite Beach")
    game = sample_game()
    game = game.model_copy(update={"players": game.players[:1],
                                   "robot": RobotPlayer(street_pile=("my-kite-beach",))})
    assert "my-kite-beach" in used_card_ids(game)
    portable = portable_game(game, BUILTIN.merged_with([mine]), BUILTIN)
    assert portable.cards == (mine,)


def test_a_user_card_that_redefines_a_built_in_id_is_copied():
    changed = BUILTIN.cards["sample-surf-school"].model_copy(update={"scoring": (Ring(tourists=2, points=5),)})
    game = sample_game()
    portable = portable_game(game, BUILTIN.merged_with([changed]), BUILTIN)
    assert portable.cards == (changed,)
    assert score_game(portable, BUILTIN) == score_game(game, BUILTIN.merged_with([changed]))


def test_inline_copies_of_built_in_cards_are_left_out_and_unknown_ids_stay_references():
    game = sample_game().model_copy(update={"cards": (BUILTIN.cards["sample-kite-beach"],)})
    assert portable_game(game, BUILTIN.merged_with(game.cards), BUILTIN).cards == ()
    ana = game.players[0]
    odd = ana.model_copy(update={"cells": (*ana.cells[:-1], ana.cells[-1].model_copy(update={"card": "nowhere"}))})
    strange = game.model_copy(update={"players": (odd, *game.players[1:]), "cards": ()})
    assert portable_game(strange, BUILTIN, BUILTIN).cards == ()
