"""AppTests of the Assistant at a real table (issue 26): the table's own setup for a physical deck, a
phone joining finds "Resume a game" first, the only tile left and the Robot's roll played with the
tap that leaves no choice (and undone with it), the Robot's move at the top of the next prompt, and
"the deck is empty" kept apart from the reveal picker and confirmed."""

from __future__ import annotations

import pytest
from app_helpers import shown
from test_app_assistant import action_buttons, assert_clean, click, open_assistant, start_game, stored_state

from card_db.loader import load_builtin
from scorer.engine import RevealCard, RollDie, legal_actions
from scorer.engine.state import RevealStep, TurnStep
from webapp.assistant.store import LiveStore
from webapp.tables.store import default_db_path

pytestmark = pytest.mark.usefixtures("temp_data")


def test_a_physical_game_asks_for_the_tiles_on_the_table_and_keeps_what_was_entered():
    at = open_assistant()
    at.radio(key="as_deck").set_value("physical").run()
    assert at.selectbox(key="as_table_objective").value is None  # no "Draw at random" for a table's game
    assert "random" not in at.selectbox(key="as_table_objective").options
    # The built-in catalogue has only sample starting tiles: the form says how to enter the real ones.
    assert any("only the 6 sample starting tiles" in c.value and "Add a tile" in c.value for c in at.caption)
    at.multiselect(key="as_tiles").set_value(at.multiselect(key="as_tiles").options[:2]).run()
    at.text_input(key="as_name_0").input("Ana").run()
    click_start = at.button(key="as_start")
    click_start.click().run()
    assert not at.exception and "live" not in at.query_params
    problem = shown(at.error[0].value)
    assert "the objective tile and the 2 sand dollar action tiles lying on the table" in problem
    assert at.text_input(key="as_name_0").value == "Ana" and len(at.multiselect(key="as_tiles").value) == 2
    at.selectbox(key="as_table_objective").set_value("orange")
    on_table = tuple(at.multiselect(key="as_table_actions").options[2:4])
    at.multiselect(key="as_table_actions").set_value(on_table).run()
    at.button(key="as_start").click().run()
    assert_clean(at)
    gid = at.query_params["live"]
    setup = stored_state(gid[0] if isinstance(gid, list) else gid).setup
    names = {a.name: a.id for a in load_builtin().sand_dollar_actions.values()}  # the options show names
    assert (setup.objective, setup.sand_dollar_actions) == ("orange", tuple(names[n] for n in on_table))


def test_a_phone_joining_the_table_finds_resume_before_the_new_game_form():
    at = open_assistant()
    gid = start_game(at)
    click(at, "close-game")
    headings = [h.value for h in at.subheader]
    assert headings.index("Resume a game") < headings.index("New game")
    assert at.button(key=f"resume-{gid}")


def test_the_only_tile_left_is_not_asked_and_undo_takes_it_back_with_the_tap():
    at = open_assistant()
    gid = start_game(at, players="3")
    for expected in (1, 3):  # Player 3 chooses, then Player 2, and Player 1 is given the last tile
        action_buttons(at)[0].click().run()
        assert_clean(at)
        assert len(stored_state(gid).log) == expected
    state = stored_state(gid)
    assert all(p.starting_tile for p in state.players) and "Take " not in " ".join(
        shown(b.label) for b in action_buttons(at) if "VIP" in shown(b.label))
    revision = LiveStore(default_db_path()).get(gid).revision
    click(at, f"undo1-{revision}")
    assert len(stored_state(gid).log) == 1  # Player 2's tile and the one given with it
    assert len(action_buttons(at)) == 2  # Player 2 chooses again between the two tiles left
    revision = LiveStore(default_db_path()).get(gid).revision
    click(at, f"redo-{revision}")  # Redo plays the tile again, and the last one with it: once
    assert len(stored_state(gid).log) == 3
    assert at.button(key=f"redo-{revision + 1}").disabled


def test_solo_the_robots_move_heads_the_next_prompt_and_it_can_roll_by_itself():
    at = open_assistant()
    gid = start_game(at, players="Solo")
    for _ in range(6):  # the setup: a tile, the food truck
        if isinstance(stored_state(gid).pending, TurnStep):
            break
        action_buttons(at)[0].click().run()
        assert_clean(at)
    state = stored_state(gid)
    assert state.current == -1  # the Robot starts
    labels = [shown(b.label) for b in action_buttons(at)]
    assert any(label.startswith("5 · the foodie's card (column ") for label in labels)
    assert any(label.startswith("6 · the food truck's card (column ") for label in labels)
    # Switched on during the Robot's turn: it rolls now, and after each of the player's turns.
    at.toggle(key=f"robot-rolls-{gid}").set_value(True).run()
    assert_clean(at)
    state = stored_state(gid)
    assert state.log[-1] == RollDie(value=None) and state.current == 0
    assert "Robot's move:" in shown(at.info[0].value) and "The Robot rolls a" in shown(at.info[0].value)
    rolls = sum(isinstance(a, RollDie) for a in state.log)
    for _ in range(12):  # the player's turn, with the engine's first choice at each step
        if sum(isinstance(a, RollDie) for a in stored_state(gid).log) > rolls:
            break
        action_buttons(at)[0].click().run()
        assert_clean(at)
    after = stored_state(gid)
    assert sum(isinstance(a, RollDie) for a in after.log) == rolls + 1 and after.current == 0
    assert "Robot's move:" in shown(at.info[0].value)


def test_the_empty_deck_is_asked_apart_from_the_picker_and_confirmed():
    at = open_assistant()
    gid = start_game(at, deck="physical", tiles=2)
    assert isinstance(stored_state(gid).pending, RevealStep)
    revision = LiveStore(default_db_path()).get(gid).revision
    blank = next(i for i, a in enumerate(legal_actions(stored_state(gid))) if a == RevealCard(card=None))
    button = at.button(key=f"act-{revision}-{blank}")
    assert shown(button.label) == "Yes, the deck is empty"
    expander = next(e for e in at.expander if "the deck is empty" in e.label)
    assert any(b.key == button.key for b in expander.button)  # inside its question, not beside the picker
    keys = [b.key for b in at.button if b.key]
    assert keys.index(button.key) > max(i for i, k in enumerate(keys) if k.startswith(f"reveal-pick-{revision}")) \
        if any(k.startswith(f"reveal-pick-{revision}") for k in keys) else True
