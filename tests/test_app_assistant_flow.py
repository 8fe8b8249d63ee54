"""AppTests of the Assistant's table flow (issue 13): a game opened from the start screen asks the
browser once to show the top of the page, and a move step highlights on the city grid exactly the
squares the engine lets people move to (the scroll itself is checked in a real browser:
``test_browser_assistant_view.py``)."""

from __future__ import annotations

import pytest

from test_app_assistant import action_buttons, click, open_assistant, start_game, stored_state, through_setup
from webapp.assistant.ui import TO_TOP_JS

pytestmark = pytest.mark.usefixtures("temp_data")


def to_top_scripts(at) -> list:
    return [h for h in at.html if h.proto.body == TO_TOP_JS]


def test_a_started_or_resumed_game_is_drawn_once_with_the_scroll_to_top():
    at = open_assistant()
    assert not to_top_scripts(at)  # the start screen itself stays where the player is
    gid = start_game(at)
    [script] = to_top_scripts(at)
    assert script.proto.unsafe_allow_javascript  # else the browser would ignore it
    action_buttons(at)[0].click().run()  # a tap in the game: no jump to the top
    assert not to_top_scripts(at) and len(stored_state(gid).log) == 1
    click(at, "close-game")
    click(at, f"resume-{gid}")  # resumed from the list at the bottom of the start screen
    assert len(to_top_scripts(at)) == 1
    at.run()  # any later rerun: not again
    assert not to_top_scripts(at)
