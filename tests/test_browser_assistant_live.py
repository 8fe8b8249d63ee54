"""Real browser, two phones on one Assistant game: a take, an Undo and a reveal on phone A show on phone B
within seconds, unasked, and phone B in the middle of a choice is not interrupted (issue 33).

The server's watcher (``webapp.tables.live_watch``) reads the live game's version (``live_games.updated``)
every 0.3 s and reruns the pages that drew an older one, as it does for the City page. What players expect
of a phone mid-choice: the game moved on, so a choice tied to the old position (a row picked for the card
just revealed, a Take for a turn that is over) starts fresh at the new one; what does not belong to the
position (a card being entered at a reveal: its taps and its half-typed name) is kept. Both phones are
Debian's headless Chromium at 390 x 844; the time from A's tap to B's redraw is printed (a busy 2-core
machine: the assertion has slack, the printed figures are what the README's 3 s is checked against).
Screenshots: artifacts/assistant-live-*.png.
"""

from __future__ import annotations

import re
import time

import pytest
from assistant_browser_helpers import stored_state, tap
from browser_support import keyed, open_page, rerun, settle, shot, unfold

from scorer.engine import legal_actions
from scorer.engine.state import TurnStep
from webapp.assistant.store import LiveStore, cards_snapshot, catalogue_from_snapshot, load_state

pytestmark = [pytest.mark.browser, pytest.mark.polling,  # the tests are about the live refresh
              pytest.mark.shared_server]  # each on a game of its own

SHOWN_WITHIN_S = 3.0  # what players are promised (README): B redraws within 3 s of A's tap
SLACK_S = 5.0  # a 2-core machine shared with other test runs: the assertion allows this much more


def new_game(server, deck: str, catalogue_cards=()) -> str:
    """A 2-player game (Ann, Bob) stored as the start screen stores it; a virtual one is played up to
    its first turn (tiles and food truck chosen), a physical one waits for its first reveal."""
    from card_db.user_catalogue import UserCatalogue, load_catalogue
    from webapp.assistant.setup_choices import NewGameChoices, build_setup

    user = UserCatalogue(server.data_dir / "catalogue.json")
    for card in catalogue_cards:
        user.save_card(card)
    base = load_catalogue(user)
    prepared = build_setup(NewGameChoices(
        names=("Ann", "Bob"), solo=False, deck=deck, objective="blue",
        sand_dollar_actions=tuple(sorted(base.sand_dollar_actions))[:2],
        starting_tiles=tuple(sorted(base.starting_tiles))[:2], hard_mode=False, seed=7), base)
    store = LiveStore(server.db_path)
    game_id = store.create(prepared.setup, cards_snapshot(prepared.catalogue, prepared.setup), prepared.label)
    if deck != "physical":
        game = store.get(game_id)
        state = load_state(game.setup, game.log, catalogue_from_snapshot(game.cards_json)).state
        setup_actions = []
        from scorer.engine import apply

        while not isinstance(state.pending, TurnStep):
            action = legal_actions(state)[0]
            state = apply(state, action)[0]
            setup_actions.append(action)
        store.extend(game_id, tuple(setup_actions), game.revision)
    return game_id


def revision(server, game_id: str) -> int:
    return LiveStore(server.db_path).get(game_id).revision


def drawn_at(page, rev: int):
    """The Undo button of revision ``rev``: a page shows it only once it drew that revision."""
    return keyed(page, f"undo1-{rev}")


def seconds_until_drawn(page, rev: int) -> float:
    """How long after now ``page`` shows revision ``rev`` (without any tap on it); fails past the slack."""
    started = time.monotonic()
    drawn_at(page, rev).wait_for(state="attached", timeout=1000 * (SHOWN_WITHIN_S + SLACK_S))
    return time.monotonic() - started


def test_a_take_and_an_undo_on_one_phone_show_on_the_other(app_server, new_phone):
    game_id = new_game(app_server, "generated")
    url = app_server.url + f"Assistant?live={game_id}"
    phone_a, phone_b = new_phone(), new_phone()
    open_page(phone_a, url, "Undo last action")
    open_page(phone_b, url, "Undo last action")
    takes = r"^Take column \d"
    phone_b.get_by_role("button", name=re.compile(takes)).first.wait_for()

    tap(phone_a, phone_a.get_by_role("button", name=re.compile(takes)).first)  # A takes a card
    after_take = revision(app_server, game_id)
    waited = seconds_until_drawn(phone_b, after_take)
    settle(phone_b)
    assert phone_b.get_by_role("button", name=re.compile(r"^A: place ")).count() >= 1  # B shows the placing
    assert phone_b.get_by_role("button", name=re.compile(takes)).count() == 0
    shot(phone_b, "assistant-live-b-after-take", whole=False)

    tap(phone_a, phone_a.get_by_role("button", name="Undo last action"))  # A takes it back
    after_undo = revision(app_server, game_id)
    waited_undo = seconds_until_drawn(phone_b, after_undo)
    settle(phone_b)
    assert phone_b.get_by_role("button", name=re.compile(takes)).count() >= 1
    print(f"\nphone B redrawn {waited:.2f} s after A's take, {waited_undo:.2f} s after A's Undo")  # noqa: T201 - the measured delay, shown with -s
    assert max(waited, waited_undo) <= SHOWN_WITHIN_S + SLACK_S


def test_a_reveal_shows_on_the_other_phone_and_a_card_being_entered_there_is_kept(app_server, new_phone):
    from card_db.generated import generated_cards
    from card_db.models import TAG_LABELS
    from card_db.user_catalogue import UserCatalogue

    deck = [c.model_copy(update={"sample": False, "id": f"deck-{n:02d}"}) for n, c in enumerate(generated_cards(5), 1)]
    game_id = new_game(app_server, "physical", deck)
    url = app_server.url + f"Assistant?live={game_id}"
    phone_a, phone_b = new_phone(), new_phone()
    open_page(phone_a, url, "Which card was revealed?")
    open_page(phone_b, url, "Which card was revealed?")

    # B picks a row for the card in front of them, then finds it missing from the catalogue and starts
    # entering it: row, a tag, half its name.
    with rerun(phone_b):
        keyed(phone_b, "pick_row").get_by_text("Street", exact=True).click()
    tap(phone_b, phone_b.get_by_text("Not in the list? Enter it"))
    with rerun(phone_b):
        keyed(phone_b, "reveal-kp:row").get_by_text("Beach", exact=True).click()
    with rerun(phone_b):
        keyed(phone_b, "reveal-kp:tag:sports").locator("button").click()
    unfold(phone_b, "Name (optional")
    name_box = phone_b.get_by_label("Name printed on the card")
    name_box.click()
    name_box.press_sequentially("Surf Sch")

    # A reveals the first card of the display: row, tag, card.
    card = deck[41]
    with rerun(phone_a):
        keyed(phone_a, "pick_row").get_by_text(card.row.title(), exact=True).click()
    with rerun(phone_a):
        keyed(phone_a, "pick_tags").get_by_text(f"{TAG_LABELS[card.tags[0]]} ·").first.click()
    before = revision(app_server, game_id)
    tap(phone_a, keyed(phone_a, f"reveal-pick-{before}-card-{card.id}").locator("button").first)
    assert stored_state(app_server, game_id).display.front[0] == card.id
    waited = seconds_until_drawn(phone_b, revision(app_server, game_id))
    settle(phone_b)
    print(f"\nphone B redrawn {waited:.2f} s after A's reveal")  # noqa: T201 - the measured delay, shown with -s
    assert waited <= SHOWN_WITHIN_S + SLACK_S
    # The row B picked was for the card A just revealed: B's picker starts fresh for the next card.
    assert keyed(phone_b, "pick_row").locator('button[aria-checked="true"]').count() == 0
    # B's entry belongs to no position and is as B left it: the tag chosen, the name half typed.
    assert keyed(phone_b, "reveal-kp:tag:sports").get_by_test_id("stBaseButton-primary").count() == 1
    assert name_box.input_value() == "Surf Sch"
    shot(phone_b, "assistant-live-b-entry-kept", whole=False)
    name_box.press_sequentially("ool")
    with rerun(phone_b):
        name_box.press("Enter")
    save = keyed(phone_b, "reveal-kp:save").locator("button")
    save.scroll_into_view_if_needed()
    tap(phone_b, save)  # saved and revealed as the display's second card
    state = stored_state(app_server, game_id)
    new = next(c for c in UserCatalogue(app_server.data_dir / "catalogue.json").cards() if c.name == "Surf School")
    assert state.display.front[1] == new.id and "sports" in new.tags
