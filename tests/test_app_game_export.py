"""AppTest: the Scorepad's "Game JSON" export carries the user's own cards, so it scores on any install."""

from __future__ import annotations

import json

import pytest
from app_helpers import SCOREPAD, assert_clean, open_page

from card_db.loader import load_builtin, sample_game_bytes
from card_db.models import Ring
from card_db.user_catalogue import UserCatalogue, load_catalogue
from scorer.formats.gamefile import load_game_bytes
from scorer.scoring.table import score_game
from webapp.tables.store import GameStore, default_db_path

pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


@pytest.fixture
def deferred_downloads(monkeypatch):
    """File name -> the callable a download button hands Streamlit (it runs when the user taps)."""
    from streamlit.runtime.media_file_manager import MediaFileManager

    found = {}
    original = MediaFileManager.add_deferred

    def record(self, data_callable, mimetype, coordinates, file_name=None, **kwargs):
        found[file_name] = data_callable
        return original(self, data_callable, mimetype, coordinates, file_name, **kwargs)

    monkeypatch.setattr(MediaFileManager, "add_deferred", record)
    return found


def table_with_a_user_card() -> str:
    """The sample game where Ana's Surf School is the user's own card (a richer ring), saved in the store."""
    builtin = load_builtin()
    mine = builtin.cards["sample-surf-school"].model_copy(
        update={"id": "my-surf-school", "name": "My Surf School", "scoring": (Ring(tourists=2, points=5),)})
    UserCatalogue().save_card(mine)
    game = load_game_bytes(sample_game_bytes(), "sample_game.json")
    ana = game.players[0]
    cells = tuple(c.model_copy(update={"card": "my-surf-school"}) if c.card == "sample-surf-school" else c
                  for c in ana.cells)
    game = game.model_copy(update={"players": (ana.model_copy(update={"cells": cells}), *game.players[1:])})
    assert game.cards == ()  # like a table started in the app: cards by id only
    return GameStore(default_db_path()).create_game(game)


def test_the_game_json_scores_identically_with_only_the_built_in_catalogue(deferred_downloads):
    game_id = table_with_a_user_card()
    at = open_page(SCOREPAD, game_id)
    assert_clean(at)
    data = deferred_downloads[f"santa-monica-{game_id}.json"]()
    exported = load_game_bytes(data.encode() if isinstance(data, str) else data, "export.json")
    assert [c.id for c in exported.cards] == ["my-surf-school"]  # the built-in cards stay out
    here = score_game(GameStore(default_db_path()).get(game_id).game, load_catalogue())
    assert score_game(exported, load_builtin()) == here
    assert json.loads(data)["players"][0]["name"] == "Ana"
