"""The optional server password (issue 22, webapp/access.py): with SANTA_MONICA_PASSWORD set, every page
draws only the password box until this session gives it; without it, pages open as before."""

from __future__ import annotations

import pytest
from app_helpers import CITY, assert_clean, open_page, store

from scorer.model.game import FinishedGame
from webapp import access
from webapp.tables import operations as tables

pytestmark = pytest.mark.usefixtures("temp_data")

SECRET = "surf at dawn"


@pytest.fixture
def password(monkeypatch):
    monkeypatch.setenv(access.ENV_VAR, SECRET)
    monkeypatch.setattr(access, "WRONG_DELAY_SECONDS", 0)  # the pause is for people, not for the suite


def _table() -> str:
    game: FinishedGame = tables.new_table("blue", [("Ana", "sample-surf-club")], title="Private night")
    return store().create_game(game)


def _everything_drawn(at) -> str:
    return " ".join(str(getattr(e, "value", "")) for e in at.main)


def test_without_a_password_every_page_opens_as_before():
    game_id = _table()
    at = open_page(game_id=game_id)
    assert_clean(at)
    assert access.server_password() is None
    assert not [w for w in at.text_input if w.label == "Password"]
    at.switch_page(CITY).run()
    assert_clean(at)
    assert any(t.value == "Cities" for t in at.title)


def test_with_a_password_nothing_is_drawn_until_it_is_given(password):
    game_id = _table()
    at = open_page(game_id=game_id)
    assert not at.exception
    assert [w.label for w in at.text_input] == ["Password"]
    assert "Private night" not in _everything_drawn(at) and "Ana" not in _everything_drawn(at)
    at.switch_page(CITY).run()  # another page asks too, and shows no table either
    assert [w.label for w in at.text_input] == ["Password"] and not any(t.value == "Cities" for t in at.title)

    at.text_input(key="_access_typed").input("surf at dusk")
    at.button[0].click().run()
    assert "not this server's password" in at.error[0].value
    assert not any(t.value == "Cities" for t in at.title)

    at.text_input(key="_access_typed").input(SECRET)
    at.button[0].click().run()
    assert_clean(at)
    assert any(t.value == "Cities" for t in at.title)
    assert SECRET not in repr(at.session_state)  # only "given" is kept, not the password
    assert SECRET not in repr(at.query_params) and SECRET not in repr(store().get(game_id))
    at.switch_page("pages/0_Home.py").run()  # once per session: the next page opens at once
    assert_clean(at)
    assert not [w for w in at.text_input if w.label == "Password"]


def test_the_comparison_is_exact():
    assert access.matches(SECRET, SECRET)
    assert not access.matches(SECRET + " ", SECRET) and not access.matches("", SECRET)
