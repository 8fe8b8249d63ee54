"""Real browser, phone sized: a live game on the Assistant page, its move dialog, a server restart.

Debian's headless Chromium (Playwright) at 390 x 844 drives the app started as ``streamlit run``:
start a virtual game, choose the tiles and the food truck, take the foodie's card, place it on a
lettered slot, open the move dialog (only legal destinations), move, and check the dialog closes,
nothing sticks out sideways, and a restarted server shows the same game. What the page shows is
compared with the live-game store and the engine.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from assistant_browser_helpers import live_id_of, stored_state, tap
from browser_support import open_page, settle, shot, sideways_overflow, small_targets

from scorer.engine import MovePerson, legal_actions, load_game
from scorer.engine.state import MoveStep
from webapp.assistant import view
from webapp.assistant.store import LiveStore, catalogue_from_snapshot

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]  # each test starts a game of its own


def start_two_player_game(server, phone) -> str:
    """Start a virtual game and play its setup (Player 2's tile, Player 1 gets the other by itself, the
    food truck); its id."""
    open_page(phone, server.page_url("Assistant"), "Start the game")
    tap(phone, phone.get_by_role("button", name="Start the game"))
    phone.get_by_text("choose a starting tile").first.wait_for()
    live_id = live_id_of(phone)
    tap(phone, phone.get_by_role("button", name=re.compile(r"^Take \d VIPs? · ")).first)
    tap(phone, phone.get_by_role("button", name=re.compile(r"^Food truck under column 1")))
    return live_id


def test_a_live_game_on_a_phone_move_dialog_and_restart(app_server, phone):
    live_id = start_two_player_game(app_server, phone)
    state = stored_state(app_server, live_id)
    seat = state.current
    foodie = state.display.foodie
    # The foodie's card: placing it is followed by a 1-space move for anyone.
    tap(phone, phone.get_by_role("button", name=re.compile(rf"^Take column {foodie + 1} \+ move 1 person")))
    assert phone.locator("td.slot").count() >= 1  # the legal slots are drawn on the city
    tap(phone, phone.get_by_role("button", name=re.compile(r"^A: place ")))
    for _ in range(10):  # the card's own placement actions first (Done), then the foodie's move
        state = stored_state(app_server, live_id)
        if isinstance(state.pending, MoveStep) and state.pending.reason == "foodie":
            break
        tap(phone, phone.get_by_role("button", name=re.compile(r"^Done")).first)
    assert isinstance(state.pending, MoveStep) and state.actor == seat
    overflow = sideways_overflow(phone)
    assert overflow["scrollWidth"] <= overflow["innerWidth"], overflow
    small = small_targets(phone, ("button", "stepper"), 40) + small_targets(phone, ("link", "pill", "radio", "checkbox", "tab", "expander"), 36)
    assert not small, small
    # The dialog offers exactly the legal destinations of the chosen person.
    tap(phone, phone.get_by_role("button", name=re.compile(r"^Move: ")).first)
    dialog = phone.get_by_role("dialog")
    dialog.wait_for()
    first = next(a for a in legal_actions(state) if isinstance(a, MovePerson))
    group = [a for a in legal_actions(state) if isinstance(a, MovePerson)
             and a.person == first.person and a.from_square == first.from_square]
    destinations = dialog.get_by_role("button", name=re.compile(r"^[A-Z]\d*: To "))
    destinations.first.wait_for()  # a loaded machine draws the dialog before its buttons
    settle(phone)
    assert destinations.count() == len(group)
    shot(phone, "assistant-move-dialog", whole=False)
    tap(phone, destinations.first)
    dialog.wait_for(state="detached")
    after = stored_state(app_server, live_id)
    letters = view.move_destinations(group, letters=True)  # the buttons go A, B, C... as on the grid
    assert after.log[-1] == min(group, key=lambda a: list(letters).index(tuple(a.path[-1])))
    status = phone.get_by_text(re.compile(r"^Round \d+ ·")).first.inner_text()
    shot(phone, "assistant-after-move")
    # A server restart with the phone left open: Streamlit reconnects by itself and the first tap
    # on a choice still counts (the button reports it even though the new session has no callback).
    app_server.restart()
    settle(phone)
    first = next(b for b in phone.get_by_role("button").all() if b.is_enabled()
                 and re.match(r"^(Take |Move: |Done|[A-Z]: place )", b.inner_text().strip()))
    label = first.inner_text().strip()
    tap(phone, first)
    if label.startswith("Move: "):  # a move opens its dialog first
        tap(phone, phone.get_by_role("dialog").get_by_role("button", name=re.compile(r"^[A-Z]\d*: To ")).first)
    assert len(stored_state(app_server, live_id).log) == len(after.log) + 1, label
    after = stored_state(app_server, live_id)
    status = phone.get_by_text(re.compile(r"^Round \d+ ·")).first.inner_text()
    # A fresh visit of the same link (a reload) shows the same game.
    open_page(phone, app_server.url + f"Assistant?live={live_id}", "Game log")
    settle(phone)
    assert phone.get_by_text(re.compile(r"^Round \d+ ·")).first.inner_text() == status
    assert stored_state(app_server, live_id) == after
    # The saved game downloaded from the page replays to the same state.
    with phone.expect_download() as download:
        phone.get_by_role("button", name=re.compile(r"^Saved game \(JSON\)")).click()
    text = Path(download.value.path()).read_text()
    game = LiveStore(app_server.db_path).get(live_id)
    assert load_game(text, catalogue_from_snapshot(game.cards_json)) == after


def test_placement_hints_on_a_phone(app_server, phone):
    from scorer.advice.hints import one_per_source, placement_hints

    live_id = start_two_player_game(app_server, phone)
    assert phone.get_by_role("button", name=re.compile(r"^Do it: ")).count() == 0  # never shown unless asked
    tap(phone, phone.get_by_role("button", name="Show placement hints"))
    state = stored_state(app_server, live_id)
    expected = one_per_source(placement_hints(state, state.catalogue))
    do_buttons = phone.get_by_role("button", name=re.compile(r"^Do it: "))
    assert do_buttons.count() == len(expected) > 0
    do_buttons.first.scroll_into_view_if_needed()
    shot(phone, "assistant-hints", whole=False)
    overflow = sideways_overflow(phone)
    assert overflow["scrollWidth"] <= overflow["innerWidth"], overflow
    assert not small_targets(phone, ("button",), 40)
    tap(phone, do_buttons.first)
    after = stored_state(app_server, live_id)
    assert after.log == state.log + expected[0].placing_actions
    assert phone.get_by_role("button", name=re.compile(r"^Do it: ")).count() == 0
    # Looking back at an earlier moment fits the phone and changes nothing.
    tap(phone, phone.get_by_text("Look back at an earlier moment"))
    phone.get_by_text(re.compile(r"^After action \d+ · ")).first.wait_for()
    phone.get_by_text(re.compile(r"^After action \d+ · ")).first.scroll_into_view_if_needed()
    shot(phone, "assistant-look-back", whole=False)
    overflow = sideways_overflow(phone)
    assert overflow["scrollWidth"] <= overflow["innerWidth"], overflow
    assert stored_state(app_server, live_id) == after
