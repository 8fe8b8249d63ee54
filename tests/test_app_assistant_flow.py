"""AppTests of the Assistant's table flow (issue 13): a game opened from the start screen asks the
browser once to show the top of the page, and a move step highlights on the city grid exactly the
squares the engine lets people move to (the scroll itself is checked in a real browser:
``test_browser_assistant_view.py``)."""

from __future__ import annotations

import pytest
from app_helpers import shown
from test_app_assistant import action_buttons, assert_clean, click, open_assistant, start_game, stored_state

from scorer.engine import MovePerson, TakeCard, apply, legal_actions
from scorer.engine.state import MoveStep
from webapp.assistant import view
from webapp.assistant.store import LiveStore
from webapp.assistant.ui import TO_TOP_JS
from webapp.tables.store import default_db_path

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
    assert not to_top_scripts(at) and len(stored_state(gid).log) == 2  # with the last tile, played by itself
    click(at, "close-game")
    click(at, f"resume-{gid}")  # resumed from the list of the start screen
    assert len(to_top_scripts(at)) == 1
    at.run()  # any later rerun: not again
    assert not to_top_scripts(at)


def to_a_move_step(state):
    """Play the engine's first choices, taking the foodie's card when possible, until people can move."""
    for _ in range(400):
        actions = legal_actions(state)
        if isinstance(state.pending, MoveStep) and any(isinstance(a, MovePerson) for a in actions):
            return state
        foodie = [a for a in actions if isinstance(a, TakeCard) and a.column == state.display.foodie]
        state = apply(state, (foodie or actions)[0])[0]
    raise AssertionError("nobody ever had a move")


def grid_destinations(html: str) -> int:
    """How many squares a city grid outlines (a starting tile counts once per half marked)."""
    return html.count('class="sm-go"')


def test_a_move_step_highlights_the_legal_destinations_on_the_city_and_in_the_dialog():
    at = open_assistant()
    gid = start_game(at)
    store = LiveStore(default_db_path())
    state = to_a_move_step(stored_state(gid))
    store.set_log(gid, state.log, store.get(gid).revision)
    at = open_assistant(gid)
    actions = legal_actions(state)
    ends = {tuple(a.path[-1]) for a in actions if isinstance(a, MovePerson)}
    grids = [h.proto.body for h in at.html if 'class="sm-grid"' in h.proto.body]
    assert grid_destinations(grids[0]) == len(ends) > 0  # the acting player's city, first on the page
    assert "Outlined, marked GO: where people can move now" in " ".join(c.value for c in at.caption)
    # One person's moves: the dialog's grid letters exactly their destinations, as its buttons do.
    revision = store.get(gid).revision
    mover = next(b for b in at.button if b.key and b.key.startswith(f"mover-{revision}-"))
    mover.click().run()
    assert_clean(at)
    choice = next(c for c in view.mover_choices(state, actions) if mover.key.endswith(c.key))
    mine = {tuple(m.path[-1]) for m in choice.moves}
    dialog_grid = [h.proto.body for h in at.html if 'class="sm-from"' in h.proto.body]
    assert len(dialog_grid) == 1 and grid_destinations(dialog_grid[0]) == len(mine)
    buttons = [shown(b.label) for b in at.button if b.key and b.key.startswith("dest-") and b.label != "Cancel"]
    letters = view.move_destinations(choice.moves, letters=True)
    assert len(buttons) == len(choice.moves)
    assert sorted(b.split(":")[0] for b in buttons) == sorted(letters[tuple(m.path[-1])] for m in choice.moves)
    assert all(f"GO {letter}" in dialog_grid[0] for letter in letters.values())
    # A step without moves outlines nothing.
    at.button(key=next(b.key for b in at.button if b.key and b.key.startswith("dest-") and b.label != "Cancel")
              ).click().run()
    assert_clean(at)
    after = stored_state(gid)
    assert len(after.log) == len(state.log) + 1
    assert not any(isinstance(a, MovePerson) for a in legal_actions(after))  # the foodie's one move is made
    assert not any('class="sm-go"' in h.proto.body for h in at.html)
