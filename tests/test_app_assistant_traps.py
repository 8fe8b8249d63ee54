"""AppTests of the Assistant's smaller traps (issue 33): the pick-two fields without "Select all", the
physical setup's reveals headed as setup, the Robot's last move put away once the player has acted, every
missing tile named at the start, and the final movement's "Done" shown as the step's own answer."""

from __future__ import annotations

import pytest
from app_helpers import assert_clean, shown
from test_app_assistant import action_buttons, click, open_assistant, open_at_final_movement, start_game, stored_state

pytestmark = pytest.mark.usefixtures("temp_data")


def test_the_pick_two_fields_offer_no_select_all():
    """"Select all" would pick every tile where the table picks 2 (or one per player): Streamlit shows it
    in a multiselect unless ``select_all=False`` (``max_selections`` only hides it once reached)."""
    at = open_assistant()
    assert at.multiselect(key="as_actions").proto.select_all == 0
    at.radio(key="as_deck").set_value("physical").run()
    for key in ("as_table_actions", "as_tiles"):
        assert at.multiselect(key=key).proto.select_all == 0, key


def test_the_physical_setups_reveals_are_headed_as_setup_not_as_a_turn():
    from scorer.engine.state import RevealStep

    at = open_assistant()
    gid = start_game(at, deck="physical", tiles=2)
    assert isinstance(stored_state(gid).pending, RevealStep)
    heading = shown(at.info[0].value).split("\n")[0]
    assert "Setup · " in heading and "Round" not in heading and "turn" not in heading, heading


def test_the_robots_last_move_is_put_away_when_the_robots_next_turn_starts():
    """At the start of the player's turn the Robot's move heads the prompt (its card must come out of the
    display); once the Robot's next turn is up that move is history (the game log keeps it)."""
    from scorer.engine import RollDie
    from scorer.engine.state import TurnStep

    at = open_assistant()
    gid = start_game(at, players="Solo")
    for _ in range(10):  # the setup, with the first choice at each step, until the Robot's first turn
        if isinstance(stored_state(gid).pending, TurnStep):
            break
        action_buttons(at)[0].click().run()
        assert_clean(at)
    assert stored_state(gid).current == -1
    click(at, next(b.key for b in action_buttons(at) if shown(b.label).startswith("3 · column ")))
    assert "Robot's move:" in shown(at.info[0].value)  # the player's turn: what the Robot took
    for _ in range(12):  # the player's turn, with the first choice at each step, until the Robot's turn
        state = stored_state(gid)
        if state.current == -1:
            break
        action_buttons(at)[0].click().run()
        assert_clean(at)
    assert state.current == -1
    assert sum(isinstance(a, RollDie) for a in state.log) == 1
    assert "Robot's move:" not in shown(at.info[0].value)


def test_the_start_names_every_tile_missing_from_the_table():
    at = open_assistant()
    at.radio(key="as_deck").set_value("physical").run()
    at.button(key="as_start").click().run()
    [error] = [shown(e.value) for e in at.error]
    assert error == ("The game cannot start: choose the 2 starting tiles drawn for the table; choose the objective "
                     "tile and the 2 sand dollar action tiles lying on the table."), error


def test_the_final_movements_done_is_the_primary_button_and_the_movers_are_not():
    """"Done" answers the step (it ends this player's final movement); a "Move: ..." button only opens the
    dialog of one person's destinations. The answer looks like the thing to tap (issue 33: Done was grey
    below a column of red Move buttons)."""
    at, _, _ = open_at_final_movement()
    [done] = [b for b in action_buttons(at) if shown(b.label).startswith("Done")]
    movers = [b for b in at.button if b.key and b.key.startswith("mover-")]
    assert movers and done.proto.type == "primary"
    assert {b.proto.type for b in movers} == {"secondary"}


def test_a_card_picked_in_the_reveal_search_is_shown_in_full_before_it_is_confirmed():
    """The search list's rows are one line each in the browser (cut at the phone's width): the card picked
    there is shown whole, with everything it does, above "Confirm the revealed card"."""
    from scorer.engine import legal_actions
    from webapp.assistant import view

    at = open_assistant()
    gid = start_game(at, deck="physical", tiles=2)
    state = stored_state(gid)
    index, action = next((i, a) for i, a in enumerate(legal_actions(state)) if getattr(a, "card", None))
    at.selectbox(key="reveal-0").set_value(index).run()
    assert_clean(at)
    assert view.card_in_full(state, action.card) in [shown(c.value) for c in at.caption]


def test_the_page_promises_what_the_live_refresh_does():
    """Other phones now show each action within seconds (issue 33), not at their next tap."""
    at = open_assistant()
    gid = start_game(at)
    follow = next(shown(c.value) for c in at.caption if "Other phones at the table" in shown(c.value))
    assert "within a few seconds" in follow and "next tap" not in follow, follow
    assert gid


def test_redo_is_put_away_once_another_phone_played_after_the_undo():
    """Phone B undoes a take (Redo offered), then phone A takes another card: B's page (redrawn by the live
    refresh) must not offer B's Redo any more, since it would replay the old take onto A's new position."""
    from test_app_assistant import first_turn

    from webapp.assistant.store import LiveStore
    from webapp.tables.store import default_db_path

    phone_b, gid = first_turn()
    store = LiveStore(default_db_path())
    action_buttons(phone_b)[0].click().run()  # B takes the first card
    click(phone_b, f"undo1-{store.get(gid).revision}")  # and takes it back
    revision = store.get(gid).revision
    assert not phone_b.button(key=f"redo-{revision}").disabled
    phone_a = open_assistant(gid)
    action_buttons(phone_a)[1].click().run()  # A takes another card
    assert_clean(phone_a)
    phone_b.run()  # what the live refresh does on B
    revision = store.get(gid).revision
    assert phone_b.button(key=f"redo-{revision}").disabled


def test_a_choice_picked_in_a_long_list_is_shown_whole_before_it_is_confirmed():
    """Above ten choices of one kind (swaps, a sand dollar action's cards) a searchable list replaces the
    buttons; its rows are one line each on a phone, so the choice picked is shown whole above Confirm."""
    import random

    from scorer.engine import apply, legal_actions
    from webapp.assistant import view
    from webapp.assistant.choices import choice_groups
    from webapp.assistant.panel import MANY_BUTTONS
    from webapp.assistant.store import LiveStore
    from webapp.tables.store import default_db_path

    at = open_assistant()
    at.multiselect(key="as_actions").set_value(["front-and-two-swaps", "two-from-front"])
    gid = start_game(at)
    state, rng = stored_state(gid), random.Random(3)
    for _ in range(3000):  # random moves until some step offers a long list
        groups = choice_groups(state, legal_actions(state)).groups if not state.finished else ()
        long = next((g for g in groups if len(g.options) > MANY_BUTTONS and g.role in ("choose", "sand_dollar")), None)
        if long is not None or state.finished:
            break
        state = apply(state, rng.choice(legal_actions(state)))[0]
    assert long is not None, "no step offered a long list"
    store = LiveStore(default_db_path())
    store.set_log(gid, state.log, store.get(gid).revision)
    at = open_assistant(gid)
    revision = store.get(gid).revision
    [box] = [s for s in at.selectbox if s.key == f"pick-{revision}-{long.title}"]
    index, action = long.options[-1]
    box.set_value(index).run()
    assert_clean(at)
    assert view.action_label(state, action).replace("\n", " · ") in [shown(c.value) for c in at.caption]
