"""Real browser, phone sized (390 x 844): the Assistant at a real table (issue 26).

A physical game's first turn and a solo Robot turn: what the player must read before tapping is on
the screen without scrolling. Each offered card's full effects (every placement action and scoring
ability, ``webapp.assistant.cards.effect_words``) are on its Take button, and the Robot's move heads
the next prompt; their bounding boxes lie inside the 844 px viewport. The games are set up as the
start screen does and brought to the moment by the engine (the store holds the log); the taps are
the browser's. Screenshots go to ``artifacts/``.
"""

from __future__ import annotations

import re

import pytest
from assistant_browser_helpers import stored_state, tap
from browser_support import in_view, open_page, shot, sideways_overflow, small_targets, wait_in_view

from scorer.engine import RevealCard, RollDie, TakeCard, apply, legal_actions
from scorer.engine.state import TurnStep
from webapp.assistant.cards import effect_words
from webapp.assistant.setup_choices import DECK_GENERATED, DECK_PHYSICAL, NewGameChoices, build_setup
from webapp.assistant.store import LiveStore, cards_snapshot

pytestmark = [pytest.mark.browser, pytest.mark.shared_server(group="own-tables")]  # one app for the modules on tables of their own

# Streamlit scrolls the window or its main view (it changed between versions): scroll both down.
SCROLL_DOWN = """() => { window.scrollBy(0, 900);
  document.querySelectorAll('[data-testid="stMain"], [data-testid="stAppViewContainer"]')
    .forEach((el) => { el.scrollTop += 900; }); }"""


def new_game(server, **choices) -> str:
    """A game set up as the start screen does (built-in catalogue); its live id."""
    from card_db.loader import load_builtin

    base = load_builtin()
    prepared = build_setup(NewGameChoices(**{
        "names": ("Ann", "Bob"), "solo": False, "deck": DECK_GENERATED, "objective": "green",
        "sand_dollar_actions": tuple(sorted(base.sand_dollar_actions))[:2], "starting_tiles": (),
        "hard_mode": False, "seed": 11, **choices}), base)
    return LiveStore(server.db_path).create(prepared.setup, cards_snapshot(prepared.catalogue, prepared.setup),
                                            prepared.label)


def play_until(server, live_id: str, done, choose) -> object:
    """Play ``choose(state, actions)`` from the stored game until ``done(state)``; store the log."""
    store = LiveStore(server.db_path)
    state = stored_state(server, live_id)
    for _ in range(200):
        if done(state):
            break
        state = apply(state, choose(state, legal_actions(state)))[0]
    assert done(state)
    store.set_log(live_id, state.log, store.get(live_id).revision)
    return state


def tap_in_place(phone, locator) -> None:
    """A tap where the element is, without Playwright scrolling it to the middle of the screen first."""
    from browser_support import rerun

    with rerun(phone):
        locator.dispatch_event("click")


def assert_offers_readable(phone, state) -> None:
    """Every Take button is on the screen and carries its card's full effects (no "…")."""
    takes = [a for a in legal_actions(state) if isinstance(a, TakeCard)]
    assert takes
    for action in takes:
        card = state.catalogue.card(state.display.front[action.column])
        button = phone.get_by_role("button", name=re.compile(rf"^Take column {action.column + 1}\b"))
        text = button.inner_text()
        assert effect_words(card) in text.replace("\n", " ") and "…" not in text, text
        assert in_view(phone, button), (text, button.bounding_box())


def test_a_physical_games_first_turn_shows_every_offered_card_in_full(app_server, phone):
    from card_db.loader import load_builtin

    tiles = tuple(sorted(load_builtin().starting_tiles))[:2]
    live_id = new_game(app_server, deck=DECK_PHYSICAL, starting_tiles=tiles)
    # The table reveals 8 cards: the ones with the most effects first (the longest labels to show).
    richest = lambda state, actions: max(  # noqa: E731 - a one-line chooser
        actions, key=lambda a: len(effect_words(state.catalogue.card(a.card)))
        if isinstance(a, RevealCard) and a.card else -1)
    state = play_until(app_server, live_id, lambda s: isinstance(s.pending, TurnStep), richest)
    open_page(phone, app_server.url + f"Assistant?live={live_id}", "Game log")
    phone.wait_for_timeout(300)
    assert phone.evaluate("() => window.scrollY") == 0
    assert_offers_readable(phone, state)
    overflow = sideways_overflow(phone)
    assert overflow["scrollWidth"] <= overflow["innerWidth"], overflow
    shot(phone, "assistant-table-physical-first-turn", whole=False)
    # A take: the card's slots and their buttons come next, on the screen after the tap.
    tap(phone, phone.get_by_role("button", name=re.compile(r"^Take column 1\b")))
    place = phone.get_by_role("button", name=re.compile(r"^A: place "))
    place.wait_for()
    assert in_view(phone, place)
    shot(phone, "assistant-table-physical-place", whole=False)


def test_a_solo_robot_turn_shows_its_move_above_the_players_choices(app_server, phone):
    live_id = new_game(app_server, names=("Ann",), solo=True)
    # Through the setup with the engine's first choices, to the Robot's first turn.
    state = play_until(app_server, live_id,
                       lambda s: isinstance(s.pending, TurnStep) and s.pending.seat < 0, lambda s, a: a[0])
    open_page(phone, app_server.url + f"Assistant?live={live_id}", "Game log")
    foodie = state.display.foodie
    die = phone.get_by_role("button", name=re.compile(r"^5 · the foodie's card"))
    assert f"(column {foodie + 1})" in die.inner_text()
    assert phone.get_by_role("button", name=re.compile(r"^6 · the food truck's card")).count() == 1
    small = small_targets(phone, ("button",), 40)
    assert not small, small
    shot(phone, "assistant-table-robot-die", whole=False)
    taken = state.display.front[foodie]
    tap(phone, die)
    after = stored_state(app_server, live_id)
    assert after.log[-1] == RollDie(value=5) and taken in after.robot.beach_pile + after.robot.street_pile
    move = phone.locator('[data-testid="stAlert"]').filter(has_text="Robot's move:").first
    wait_in_view(phone, move)  # the prompt is brought back into view once the page is drawn
    label = after.catalogue.card_label(taken, full=True)  # every ability: the card is found on the table by them
    assert "The Robot's die shows 5." in move.inner_text() and label in move.inner_text()
    assert "…" not in move.inner_text()  # issue 33: the card was cut after two abilities
    assert in_view(phone, move), move.bounding_box()
    assert_offers_readable(phone, after)
    shot(phone, "assistant-table-robot-move", whole=False)
    # Undo and Redo sit next to the choices: on the same screen as the first choices' end.
    undo = phone.get_by_role("button", name="Undo last action")
    undo.scroll_into_view_if_needed()
    take_last = phone.get_by_role("button", name=re.compile(r"^Take column \d")).last
    assert undo.bounding_box()["y"] - (take_last.bounding_box()["y"] + take_last.bounding_box()["height"]) < 400


def test_the_move_dialogs_close_button_is_a_finger_wide(app_server, phone):
    from scorer.engine import MovePerson
    from scorer.engine.state import MoveStep

    live_id = new_game(app_server)

    def foodie_first(state, actions):
        foodie = [a for a in actions if isinstance(a, TakeCard) and a.column == state.display.foodie]
        return (foodie or actions)[0]

    play_until(app_server, live_id, lambda s: isinstance(s.pending, MoveStep)
               and any(isinstance(a, MovePerson) for a in legal_actions(s)), foodie_first)
    open_page(phone, app_server.url + f"Assistant?live={live_id}", "Game log")
    tap(phone, phone.get_by_role("button", name=re.compile(r"^Move: ")).first)
    close = phone.get_by_role("dialog").get_by_role("button", name="Close")
    close.wait_for()
    box = close.bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44, box
    shot(phone, "assistant-table-move-dialog", whole=False)



def test_after_a_sand_dollar_actions_card_pick_the_placement_buttons_are_in_view(app_server, phone):
    from browser_support import unfold

    from scorer.engine import UseSandDollarAction

    live_id = new_game(app_server, sand_dollar_actions=("front-and-move-tourists", "from-the-back"))
    play_until(app_server, live_id, lambda s: isinstance(s.pending, TurnStep) and s.pending.seat >= 0
               and any(isinstance(a, UseSandDollarAction) for a in legal_actions(s)), lambda s, a: a[0])
    open_page(phone, app_server.url + f"Assistant?live={live_id}", "Game log")
    unfold(phone, "Take 1 card from the front, move 3 tourists")
    option = phone.get_by_role("button", name=re.compile(r"^Take 1 card from the front, move 3 tourists, pay 1: "))
    option.first.scroll_into_view_if_needed()
    # The player's finger is low on the page, the prompt far above; the tap does not move the page.
    phone.evaluate(SCROLL_DOWN)
    phone.wait_for_timeout(300)
    assert not in_view(phone, phone.locator('[data-testid="stAlert"]').first)
    tap_in_place(phone, option.first)
    place = phone.get_by_role("button", name=re.compile(r"^A: place "))
    place.wait_for()
    wait_in_view(phone, place)  # the prompt is brought back into view once the page is drawn
    assert in_view(phone, place), place.bounding_box()
    assert in_view(phone, phone.locator('[data-testid="stAlert"]').first)
    shot(phone, "assistant-table-after-sand-dollar-pick", whole=False)
