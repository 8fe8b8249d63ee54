"""Real browser, phone sized (390 x 844): what only a browser shows on the Assistant page.

A game opened from the bottom of the start screen (Start, Resume) shows the top of the page, not
the scroll position of the form it was started from; during a move step the squares people can
move to are highlighted on the city grid, exactly the engine's legal destinations. Debian's
headless Chromium (Playwright) drives the app started as ``streamlit run``; what the page shows is
compared with the live-game store and the engine; screenshots go to ``artifacts/``.
"""

from __future__ import annotations

import re

import pytest
from assistant_browser_helpers import live_id_of, stored_state, tap
from browser_support import open_page, rerun, settle, shot, sideways_overflow

from scorer.engine import MovePerson, apply, legal_actions
from scorer.engine.state import MoveStep
from webapp.assistant.store import LiveStore

pytestmark = pytest.mark.browser

# Streamlit 1.67 scrolls the window; older versions scrolled the main view: read both.
SCROLLED = """() => Math.max(window.scrollY,
  ...[...document.querySelectorAll('[data-testid="stMain"], [data-testid="stAppViewContainer"]')].map(e => e.scrollTop))"""


def scrolled(page) -> float:
    return page.evaluate(SCROLLED)


@pytest.mark.shared_server  # starts a game of its own
def test_a_started_or_resumed_game_shows_the_top_of_the_page(app_server, phone):
    open_page(phone, app_server.page_url("Assistant"), "Start the game")
    start = phone.get_by_role("button", name="Start the game")
    start.scroll_into_view_if_needed()
    assert scrolled(phone) > 300  # the button sits below the first screen
    tap(phone, start)
    phone.get_by_text("choose a starting tile").first.wait_for()
    phone.wait_for_timeout(700)  # the page scrolls once it is drawn; give it the time it takes
    assert scrolled(phone) == 0
    assert phone.get_by_role("heading", name="Assistant").first.is_visible()
    shot(phone, "assistant-started-top", whole=False)
    live_id = live_id_of(phone)
    # A tap in the game leaves the page where the finger is (no jump to the top).
    tap(phone, phone.get_by_role("button", name=re.compile(r"^Take \d VIPs? · ")).first)
    close = phone.get_by_role("button", name="Close this game (it stays saved)")
    close.scroll_into_view_if_needed()
    before = scrolled(phone)
    assert before > 300
    # Resume from the list, which a phone joining the table finds first, above the new-game form
    # (issue 26): the game opens at its top again.
    tap(phone, close)
    resume = phone.get_by_role("button", name=re.compile(r"^Player 1, Player 2 · 2 actions"))
    start = phone.get_by_role("button", name="Start the game")
    assert resume.bounding_box()["y"] < phone.get_by_role("heading", name="New game").bounding_box()["y"]
    start.scroll_into_view_if_needed()
    assert scrolled(phone) > 300
    tap(phone, resume)
    phone.wait_for_timeout(700)
    assert live_id_of(phone) == live_id and scrolled(phone) == 0


def to_a_move_step(state):
    """Play the engine's first choices, taking the foodie's card when possible, until people can move."""
    for _ in range(400):
        actions = legal_actions(state)
        if isinstance(state.pending, MoveStep) and any(isinstance(a, MovePerson) for a in actions):
            return state
        foodie = [a for a in actions if getattr(a, "column", None) == state.display.foodie
                  and type(a).__name__ == "TakeCard"]
        state = apply(state, (foodie or actions)[0])[0]
    raise AssertionError("nobody ever had a move")


@pytest.mark.shared_server  # starts a game of its own
def test_a_move_step_highlights_where_people_can_go(app_server, phone):
    open_page(phone, app_server.page_url("Assistant"), "Start the game")
    tap(phone, phone.get_by_role("button", name="Start the game"))
    phone.get_by_text("choose a starting tile").first.wait_for()
    live_id = live_id_of(phone)
    store = LiveStore(app_server.db_path)
    state = to_a_move_step(stored_state(app_server, live_id))
    store.set_log(live_id, state.log, store.get(live_id).revision)
    open_page(phone, app_server.url + f"Assistant?live={live_id}", "Game log")
    ends = {tuple(a.path[-1]) for a in legal_actions(state) if isinstance(a, MovePerson)}
    city = phone.locator("table.sm-grid").first
    city.scroll_into_view_if_needed()
    marks = city.locator("span.sm-go")
    assert marks.count() == len(ends) > 0
    # Visibly highlighted: the outlined cells carry a yellow inset ring the other cards do not.
    ring = city.locator("td.dest").first.evaluate("e => getComputedStyle(e).boxShadow")
    assert "255, 214, 0" in ring, ring
    plain = city.locator("td:not(.dest):not(.empty):not(.slot)")
    assert all("255, 214, 0" not in plain.nth(i).evaluate("e => getComputedStyle(e).boxShadow")
               for i in range(plain.count()))
    overflow = sideways_overflow(phone)
    assert overflow["scrollWidth"] <= overflow["innerWidth"], overflow
    shot(phone, "assistant-move-highlight", whole=False)
    # One person's moves: the dialog letters their destinations on its own grid, as its buttons are.
    tap(phone, phone.get_by_role("button", name=re.compile(r"^Move: ")).first)
    dialog = phone.get_by_role("dialog")
    dialog.get_by_role("button", name=re.compile(r"^[A-Z]\d*: To ")).first.wait_for()
    settle(phone)
    buttons = dialog.get_by_role("button", name=re.compile(r"^[A-Z]\d*: To "))
    letters = {buttons.nth(i).inner_text().split(":")[0] for i in range(buttons.count())}
    badges = {t.removeprefix("GO ").strip() for t in dialog.locator("span.sm-go").all_inner_texts()}
    assert badges == letters and dialog.locator("span.sm-from").count() == 1
    shot(phone, "assistant-move-dialog-highlight", whole=False)


# An app of its own: this test adds a card to the catalogue.
def test_a_physical_reveal_in_three_taps_and_a_new_card_entered_inline(app_server, phone):
    from browser_support import keyed, small_targets

    from card_db.generated import generated_cards
    from card_db.models import TAG_LABELS
    from card_db.user_catalogue import UserCatalogue, load_catalogue
    from webapp.assistant.setup_choices import DECK_PHYSICAL, NewGameChoices, build_setup
    from webapp.assistant.store import cards_snapshot

    deck = [c.model_copy(update={"sample": False, "id": f"deck-{n:02d}"}) for n, c in enumerate(generated_cards(5), 1)]
    user = UserCatalogue(app_server.data_dir / "catalogue.json")
    for card in deck:
        user.save_card(card)
    # The game is set up as the start screen does (its form has its own tests): 2 players, this deck.
    base = load_catalogue(user)
    prepared = build_setup(NewGameChoices(
        names=("Ann", "Bob"), solo=False, deck=DECK_PHYSICAL, objective="blue",
        sand_dollar_actions=tuple(sorted(base.sand_dollar_actions))[:2],
        starting_tiles=tuple(sorted(base.starting_tiles))[:2], hard_mode=False, seed=7), base)
    live_id = LiveStore(app_server.db_path).create(
        prepared.setup, cards_snapshot(prepared.catalogue, prepared.setup), prepared.label)
    open_page(phone, app_server.url + f"Assistant?live={live_id}", "Which card was revealed?")
    card = deck[41]
    with rerun(phone):  # tap 1: the row
        keyed(phone, "pick_row").get_by_text(card.row.title(), exact=True).click()
    with rerun(phone):  # tap 2: a tag printed on it
        keyed(phone, "pick_tags").get_by_text(f"{TAG_LABELS[card.tags[0]]} ·").first.click()
    revision = LiveStore(app_server.db_path).get(live_id).revision
    button = keyed(phone, f"reveal-pick-{revision}-card-{card.id}").locator("button").first
    button.scroll_into_view_if_needed()
    # Each card button shows the whole card, wrapped, never cut by the browser with "…" (issue 33).
    cut = keyed(phone, f"reveal-pick-{revision}-cards").evaluate(
        "root => [...root.querySelectorAll('button, button *')].filter(e => e.scrollWidth > e.clientWidth + 1)"
        ".map(e => e.innerText)")
    assert not cut, cut
    overflow = sideways_overflow(phone)
    assert overflow["scrollWidth"] <= overflow["innerWidth"], overflow
    shot(phone, "assistant-reveal-picker", whole=False)
    tap(phone, button)  # tap 3: recorded
    assert stored_state(app_server, live_id).display.front[0] == card.id
    # The next reveal starts fresh in the browser too (issue 33: the row pill still looked chosen, and a
    # tap on it unchose it): no row is lit, and one tap on a row chooses it.
    assert keyed(phone, "pick_row").locator('button[aria-checked="true"]').count() == 0
    with rerun(phone):
        keyed(phone, "pick_row").get_by_text(card.row.title(), exact=True).click()
    assert keyed(phone, "pick_tags").count() == 1  # the row is chosen: its tags are offered
    assert keyed(phone, "pick_row").locator('button[aria-checked="true"]').count() == 1
    # The next card revealed is new to the catalogue: entered right here with the keypad.
    tap(phone, phone.get_by_text("Not in the list? Enter it"))
    with rerun(phone):
        keyed(phone, "reveal-kp:row").get_by_text("Beach", exact=True).click()
    with rerun(phone):
        keyed(phone, "reveal-kp:tag:sports").locator("button").click()
    with rerun(phone):
        keyed(phone, "reveal-kp:shape:ring").locator("button").click()
    save = keyed(phone, "reveal-kp:save").locator("button")
    save.scroll_into_view_if_needed()
    overflow = sideways_overflow(phone)
    assert overflow["scrollWidth"] <= overflow["innerWidth"], overflow
    small = small_targets(phone, ("button",), 40)
    assert not small, small
    shot(phone, "assistant-reveal-keypad", whole=False)
    tap(phone, save)
    state = stored_state(app_server, live_id)
    new = next(c for c in UserCatalogue(app_server.data_dir / "catalogue.json").cards() if c.id not in
               {d.id for d in deck})
    assert state.display.front[1] == new.id
    phone.get_by_text("saved in your catalogue and revealed").first.wait_for()
