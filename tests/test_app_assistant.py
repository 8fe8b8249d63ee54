"""AppTest tests of the Assistant page: a live game played through its buttons, saved after every
action, resumed by a fresh page, undone, a solo Robot's die entered, a physical deck's reveals, and a
whole virtual game played to the end and found in History with score_game's totals."""

from __future__ import annotations

import pytest
from app_helpers import TIMEOUT, assert_clean, shown
from streamlit.testing.v1 import AppTest

from scorer.engine import (
    MovePerson,
    PlaceCard,
    TakeCard,
    action_log_from_json,
    action_log_to_json,
    legal_actions,
    legal_destinations,
    replay,
)
from scorer.engine.robot import die_column
from scorer.engine.state import MoveStep, PlaceStep, RevealStep, TurnStep
from scorer.scoring.table import score_game
from webapp.assistant import view
from webapp.assistant.store import LiveStore, catalogue_from_snapshot, load_state
from webapp.tables.store import GameStore, default_db_path

PAGE = "../pages/5_Assistant.py"  # relative to this file


pytestmark = pytest.mark.usefixtures("temp_data")  # a fresh game store and data folder (conftest)


def open_assistant(live_id: str | None = None, lang: str | None = None) -> AppTest:
    at = AppTest.from_file(PAGE, default_timeout=TIMEOUT)
    if live_id is not None:
        at.query_params["live"] = live_id
    if lang is not None:
        at.query_params["lang"] = lang
    at.run()
    assert_clean(at)
    return at


def live_id(at: AppTest) -> str:
    return at.query_params["live"][0] if isinstance(at.query_params["live"], list) else at.query_params["live"]


def stored_state(gid: str):
    game = LiveStore(default_db_path()).get(gid)
    return load_state(game.setup, game.log, catalogue_from_snapshot(game.cards_json)).state


def click(at: AppTest, key: str) -> AppTest:
    at.button(key=key).click().run()
    assert_clean(at)
    return at


def action_buttons(at: AppTest) -> list:
    """The buttons that answer the engine (one per legal action), in page order."""
    return [b for b in at.button if b.key and b.key.startswith("act-")]


def start_game(at: AppTest, **choices) -> str:
    if "players" in choices:
        at.segmented_control(key="as_count").set_value(choices["players"]).run()
    if "deck" in choices:
        at.radio(key="as_deck").set_value(choices["deck"]).run()
    at.number_input(key="as_seed").set_value(choices.get("seed", 7))
    if choices.get("deck") == "physical" and choices.get("table_tiles", True):
        # A physical game asks for the objective and sand dollar action tiles lying on the table.
        at.selectbox(key="as_table_objective").set_value("green")
        at.multiselect(key="as_table_actions").set_value(at.multiselect(key="as_table_actions").options[:2]).run()
    if "tiles" in choices:
        options = at.multiselect(key="as_tiles").options
        at.multiselect(key="as_tiles").set_value(options[: choices["tiles"]]).run()
    click(at, "as_start")
    return live_id(at)


def through_setup(at: AppTest, gid: str) -> None:
    """Answer the setup choices (tiles, food truck) with the first legal button until a turn starts."""
    for _ in range(10):
        state = stored_state(gid)
        if isinstance(state.pending, TurnStep):
            return
        action_buttons(at)[0].click().run()
        assert_clean(at)
    raise AssertionError("the setup never ended")


def first_turn(**choices) -> tuple[AppTest, str]:
    """The page with a new game (``start_game``'s ``choices``) whose setup is answered: a turn is up."""
    at = open_assistant()
    gid = start_game(at, **choices)
    through_setup(at, gid)
    return at, gid


def test_virtual_two_player_game_take_place_move_undo_and_resume():
    at = open_assistant()
    gid = start_game(at)
    labels = " ".join(shown(b.label) for b in action_buttons(at))
    assert "(sample)" in labels and "Generated sample" not in labels  # samples say so, by their contents
    through_setup(at, gid)
    address = dict(at.query_params)
    state = stored_state(gid)
    seat = state.current
    # Take the card above the foodie: its reward is a 1-space move for anyone.
    foodie = state.display.foodie
    card_id = state.display.front[foodie]
    take = [b for b in action_buttons(at)
            if shown(b.label).startswith(f"Take column {foodie + 1} ")]
    assert take and "foodie" in take[0].label
    take[0].click().run()
    assert_clean(at)
    # The placement slots are drawn on the city and offered as buttons: exactly the legal squares.
    state = stored_state(gid)
    assert isinstance(state.pending, PlaceStep)
    legal = {(a.row, a.column) for a in legal_actions(state) if isinstance(a, PlaceCard)}
    slots = [b for b in action_buttons(at) if ": place " in shown(b.label)]
    assert len(slots) == len(legal) and any('class="slot"' in h.proto.body for h in at.html)
    slots[-1].click().run()
    assert_clean(at)
    state = stored_state(gid)
    placed = {square for square, c in state.players[seat].cards.items() if c == card_id}
    assert len(placed) == 1 and placed <= legal
    # The card's own placement actions first (first choices), then the foodie's move.
    for _ in range(20):
        if isinstance(state.pending, MoveStep) and state.pending.reason == "foodie":
            break
        action_buttons(at)[0].click().run()
        assert_clean(at)
        state = stored_state(gid)
    # The foodie's move: the dialog offers only the engine's legal destinations.
    assert isinstance(state.pending, MoveStep) and state.pending.reason == "foodie"
    movers = [b for b in at.button if b.key and b.key.startswith("mover-")]
    assert movers
    movers[0].click().run()
    assert_clean(at)
    destinations = [b for b in at.button if b.key and b.key.startswith("dest-") and b.label != "Cancel"]
    moves = [a for a in legal_actions(state) if isinstance(a, MovePerson)]
    first = moves[0]
    group = [a for a in moves if a.person == first.person and a.from_square == first.from_square]
    assert {tuple(a.path[-1]) for a in group} == set(legal_destinations(state, first.from_square, first.person))
    assert len(destinations) == len(group)
    before_move = state
    destinations[0].click().run()
    assert_clean(at)
    after = stored_state(gid)
    # The buttons go A, B, C... as the grid letters the destinations, left to right.
    letters = view.move_destinations(group, letters=True)
    first_lettered = min(group, key=lambda a: list(letters).index(tuple(a.path[-1])))
    assert len(after.log) == len(before_move.log) + 1 and after.log[-1] == first_lettered
    assert not [b for b in at.button if b.key and b.key.startswith("dest-")]  # the dialog closed
    # Undo the move: the stored game is back where it was.
    click(at, f"undo1-{LiveStore(default_db_path()).get(gid).revision}")
    assert stored_state(gid) == before_move
    # No action wrote the URL (a new query string would be one more browser history entry to step back through).
    assert dict(at.query_params) == address == {"live": gid}
    # A fresh page (a reload, a restart) with the same ?live= id shows the same game.
    again = open_assistant(gid)
    assert again.info[0].value == at.info[0].value
    assert [b.label for b in again.button if b.key and b.key.startswith("mover-")] == [
        b.label for b in at.button if b.key and b.key.startswith("mover-")]
    assert stored_state(gid) == before_move


def test_undo_several_actions_goes_back_to_an_earlier_state():
    at, gid = first_turn()
    start_state = stored_state(gid)
    for _ in range(3):
        action_buttons(at)[0].click().run()
        assert_clean(at)
    assert len(stored_state(gid).log) == len(start_state.log) + 3
    revision = LiveStore(default_db_path()).get(gid).revision
    at.number_input(key=f"undo-n-{revision}").set_value(3).run()
    click(at, f"undo-many-{revision}")
    assert stored_state(gid) == start_state
    # Redo brings the first undone action back.
    click(at, f"redo-{revision + 1}")
    assert len(stored_state(gid).log) == len(start_state.log) + 1
    # Every city has its picture on request, with the provisional score table above it.
    at.toggle(key=f"pic-{gid}").set_value(True).run()
    assert_clean(at)
    assert len(at.image) == 1
    assert any(m.value.startswith("| Player | Points |") for m in at.markdown)


def test_undo_redo_undo_redo_keeps_the_game_and_the_redo_list():
    at, gid = first_turn()
    action_buttons(at)[0].click().run()
    played = stored_state(gid)
    store = LiveStore(default_db_path())
    for _ in range(2):  # the second undo follows a redo that emptied the redo list
        click(at, f"undo1-{store.get(gid).revision}")
        assert len(stored_state(gid).log) == len(played.log) - 1
        click(at, f"redo-{store.get(gid).revision}")
        assert stored_state(gid) == played


def test_looking_back_shows_an_earlier_moment_and_changes_nothing():
    from webapp.assistant import view
    at, gid = first_turn()
    for _ in range(2):
        action_buttons(at)[0].click().run()
    now = stored_state(gid)
    at.toggle(key=f"look-{gid}").set_value(True).run()
    at.select_slider(key=f"look-n-{gid}").set_value(1).run()
    assert_clean(at)
    past = replay(now.setup, now.log[:1], now.catalogue)
    assert any(c.value.startswith("After action 1 · ") for c in at.caption)
    assert view.display_html(past) in [h.proto.body for h in at.html]
    assert view.display_html(past) != view.display_html(now)
    assert stored_state(gid) == now  # looking back undoes nothing


def test_solo_game_the_robots_die_is_entered():
    at, gid = first_turn(players="Solo")
    state = stored_state(gid)
    assert state.setup.solo and isinstance(state.pending, TurnStep) and state.current == -1
    labels = [shown(b.label) for b in action_buttons(at)]
    assert labels[0] == "Roll the die for the Robot" and len(labels) == 1 + 6
    column = die_column(state, 3)
    expected = state.display.front[column]
    [three] = [b for b in action_buttons(at) if shown(b.label).startswith("3 · column ")]
    three.click().run()
    assert_clean(at)
    after = stored_state(gid)
    assert expected in after.robot.beach_pile + after.robot.street_pile
    assert "The Robot's die shows 3." in " ".join(shown(m.value) for m in at.markdown)
    # At the top of the player's next prompt, not only in the log below (issue 26).
    prompt = shown(at.info[0].value)
    assert "Robot's move:" in prompt and "The Robot's die shows 3." in prompt
    assert after.catalogue.card_label(expected) in " ".join(shown(m.value) for m in at.markdown)


def test_physical_deck_asks_which_card_was_revealed():
    at = open_assistant()
    gid = start_game(at, deck="physical", tiles=2)
    state = stored_state(gid)
    assert isinstance(state.pending, RevealStep)
    [ask] = [s for s in at.selectbox if s.key == f"reveal-{LiveStore(default_db_path()).get(gid).revision}"]
    assert "Which card was revealed?" in ask.label
    assert set(ask.options) and len(ask.options) == len(state.deck)  # every catalogue card not yet seen
    card_id = state.deck[5]
    ask.set_value(next(i for i, a in enumerate(legal_actions(state)) if getattr(a, "card", None) == card_id)).run()
    click(at, "reveal-ok-0")
    after = stored_state(gid)
    assert after.display.front[0] == card_id and card_id not in after.deck
    [ask] = [s for s in at.selectbox if s.key == "reveal-1"]
    assert len(ask.options) == len(state.deck) - 1  # the revealed card is no longer offered


def test_a_whole_virtual_game_ends_in_history_with_score_game_totals():
    at = open_assistant()
    gid = start_game(at)
    for _ in range(400):  # a 2-player game by first choices takes about 90 actions
        state = stored_state(gid)
        if state.finished:
            break
        buttons = action_buttons(at)
        assert buttons, f"no choice offered for {state.pending}"
        buttons[0].click().run()
        assert_clean(at)
    game = LiveStore(default_db_path()).get(gid)
    state = stored_state(gid)
    assert state.finished and game.summary.status == "finished" and game.summary.scorepad_id
    stored = GameStore(default_db_path()).get(game.summary.scorepad_id)
    assert stored.status == "finished"
    report = score_game(stored.game, catalogue_from_snapshot(game.cards_json))
    assert dict(stored.summary.totals) == {p.name: p.total for p in report.players}
    assert stored.summary.winner == " & ".join(report.winners)
    labels = [b.label for b in at.get("download_button")]
    assert labels == ["Action log (JSON)", "Saved game (JSON)", "Scorepad CSV", "Game JSON"]
    # The action log as exported replays to the same result.
    again = replay(game.setup, action_log_from_json(action_log_to_json(game.log)), catalogue_from_snapshot(game.cards_json))
    assert again == state
    # Reloading the finished game does not store it twice.
    open_assistant(gid)
    assert len(GameStore(default_db_path()).list_games(status="finished")) == 1


def test_unknown_game_id_is_a_message_not_a_traceback():
    at = AppTest.from_file(PAGE, default_timeout=TIMEOUT)
    at.query_params["live"] = "no-such-game"
    at.run()
    assert not at.exception
    assert "no live game with id 'no-such-game'" in shown(at.error[0].value)


def test_a_double_tap_or_another_phone_never_applies_a_choice_twice():
    at = open_assistant()
    gid = start_game(at)
    stale = action_buttons(at)[0]
    other = open_assistant(gid)  # a second phone on the same game
    action_buttons(other)[0].click().run()
    assert_clean(other)
    saved = stored_state(gid).log
    assert len(saved) == 2  # Player 2's tile, and Player 1's: the only one left, played with it
    stale.click().run()  # the first phone still shows the old choices
    assert not at.exception
    assert "moved on" in at.error[0].value
    assert stored_state(gid).log == saved


def test_a_game_finished_on_another_phone_is_recorded_once_and_linked_from_the_app():
    from scorer.engine import apply, is_terminal

    at = open_assistant()
    gid = start_game(at)
    store = LiveStore(default_db_path())
    state = stored_state(gid)
    for _ in range(1000):
        if is_terminal(state):
            break
        state = apply(state, legal_actions(state)[0])[0]
    store.set_log(gid, state.log, store.get(gid).revision)
    # Opened inside the whole app (home page as entrypoint), as a phone would.
    home = AppTest.from_file("../streamlit_app.py", default_timeout=TIMEOUT)
    home.query_params["live"] = gid
    home.run()
    home.switch_page("pages/5_Assistant.py").run()
    assert_clean(home)
    game = store.get(gid)
    assert game.summary.status == "finished" and game.summary.scorepad_id
    links = [link for link in home.get("page_link") if "scorepad" in link.proto.label.lower()]
    assert links and game.summary.scorepad_id in links[0].proto.query_string
    home.run()
    assert len(GameStore(default_db_path()).list_games(status="finished")) == 1
    # Undone after the end: the page says History keeps the first ending until the game ends again.
    home.button(key=f"undo1-{store.get(gid).revision}").click().run()
    assert_clean(home)
    assert any("History holds this game as it ended before the undo" in c.value for c in home.caption)


def test_a_saved_game_file_opens_as_a_live_game():
    from scorer.engine import save_game

    at, gid = first_turn()
    action_buttons(at)[0].click().run()
    state = stored_state(gid)
    fresh = open_assistant()
    at_import = fresh.get("file_uploader")[0]
    at_import.set_value(("saved.json", save_game(state).encode(), "application/json"))
    fresh.run()
    click(fresh, "as_import_go")
    new_id = live_id(fresh)
    assert new_id != gid
    assert stored_state(new_id) == state
    assert LiveStore(default_db_path()).get(new_id).summary.deck_label == "imported (generated SAMPLE cards)"


def open_at_final_movement() -> tuple[AppTest, str, LiveStore]:
    """A new game played with the first legal choices up to the first player's final movement, stored and
    opened: the page, the game's id and its store."""
    from scorer.engine import apply, is_terminal

    at = open_assistant()
    gid = start_game(at)
    store = LiveStore(default_db_path())
    state = stored_state(gid)
    for _ in range(1000):  # first choices up to the first player's final movement
        if isinstance(state.pending, MoveStep) and state.pending.final or is_terminal(state):
            break
        state = apply(state, legal_actions(state)[0])[0]
    assert isinstance(state.pending, MoveStep) and state.pending.final
    store.set_log(gid, state.log, store.get(gid).revision)
    at = open_assistant(gid)
    return at, gid, store


def test_the_final_movement_offers_a_best_movement_hint():

    at, gid, store = open_at_final_movement()
    assert "final movement" in at.info[0].value
    revision = store.get(gid).revision
    click(at, f"hint-{revision}")
    hint = shown(at.info[-1].value)
    assert hint.startswith(("+", "Moving nobody already scores the most", "No better movement was found")), hint
    assert "Done: end the final movement" in [shown(b.label) for b in action_buttons(at)]


def test_solo_with_a_physical_deck_asks_the_drawn_tile_after_the_reveals():
    at = open_assistant()
    gid = start_game(at, players="Solo", deck="physical")
    for _ in range(8):  # the display of 8 is dealt from the table's deck
        revision = LiveStore(default_db_path()).get(gid).revision
        first_card = next(i for i, a in enumerate(legal_actions(stored_state(gid))) if a.card is not None)
        at.selectbox(key=f"reveal-{revision}").set_value(first_card).run()
        click(at, f"reveal-ok-{revision}")
    state = stored_state(gid)
    assert len(state.display.cards()) == 8 and not isinstance(state.pending, RevealStep)
    assert "which starting tile did you draw" in at.info[0].value
    labels = [shown(b.label) for b in action_buttons(at)]
    assert len(labels) == len(state.setup.starting_tiles) and all(label.startswith("Take ") for label in labels)


def test_two_cards_taken_at_once_ask_which_goes_first_and_offer_only_its_slots():
    from scorer.engine import UseSandDollarAction, apply

    at = open_assistant()
    at.multiselect(key="as_actions").set_value(["two-from-front", "front-and-behind"])
    gid = start_game(at)
    store = LiveStore(default_db_path())
    state = stored_state(gid)
    for _ in range(400):  # first front-row cards until someone can pay for two cards
        pairs = [a for a in legal_actions(state) if isinstance(a, UseSandDollarAction)]
        if pairs or state.finished:
            break
        state = apply(state, legal_actions(state)[0])[0]
    assert pairs, "nobody could ever pay for two cards"
    state = apply(state, pairs[0])[0]
    assert isinstance(state.pending, PlaceStep) and len(state.hand) == 2
    store.set_log(gid, state.log, store.get(gid).revision)
    at = open_assistant(gid)
    revision = store.get(gid).revision
    radio = at.radio(key=f"hand-{revision}")
    assert len(radio.options) == 2
    second = state.hand[1]
    radio.set_value(second).run()
    assert_clean(at)
    legal = {(a.row, a.column) for a in legal_actions(state) if isinstance(a, PlaceCard) and a.card == second}
    slots = [b for b in action_buttons(at) if ": place " in shown(b.label)]
    name = view.card_in_full(state, second)  # what it is and everything it does (issue 33: never cut)
    assert len(slots) == len(legal) and all(f"place {name} at" in shown(b.label) for b in slots)


def test_a_log_the_rules_now_refuse_keeps_its_legal_beginning_on_request():
    from scorer.engine import TakeCard

    at, gid = first_turn()
    store = LiveStore(default_db_path())
    good = stored_state(gid).log
    # As if saved by an older engine: a second take in a row, which the rules refuse.
    store.set_log(gid, good + (TakeCard(column=0), TakeCard(column=0)), store.get(gid).revision)
    at = AppTest.from_file(PAGE, default_timeout=TIMEOUT)
    at.query_params["live"] = gid
    at.run()
    assert not at.exception
    assert "no longer replays" in at.error[0].value
    keep = at.button(key="keep-legal")
    assert keep.label == f"Keep the first {len(good) + 1} of {len(good) + 2} actions and play on"
    keep.click().run()
    assert_clean(at)
    assert stored_state(gid).log == good + (TakeCard(column=0),)


def test_a_revealed_card_missing_from_the_catalogue_is_entered_saved_and_revealed():
    from card_db.user_catalogue import UserCatalogue

    at = open_assistant()
    gid = start_game(at, deck="physical", tiles=2)
    at.toggle(key="reveal-new").set_value(True).run()
    form = "as_reveal_card"
    at.pills(key=f"{form}:tags_once").set_value(["sports"]).run()
    at.button(key=f"{form}:rings:add").click().run()
    at.number_input(key=f"{form}:rings:0:tourists").set_value(0).run()
    at.button(key=f"{form}:submit").click().run()  # an empty ring: refused, the tags are kept
    assert "a ring needs at least one pictured person" in at.error[0].value
    assert at.pills(key=f"{form}:tags_once").value == ["sports"]
    at.button(key=f"{form}:rings:0:remove").click().run()
    at.text_input(key=f"{form}:name").input("Muscle Beach").run()
    at.button(key=f"{form}:submit").click().run()
    assert_clean(at)
    [saved] = UserCatalogue().cards()
    assert (saved.name, saved.tags, saved.sample) == ("Muscle Beach", ("sports",), False)
    state = stored_state(gid)
    assert state.display.front[0] == saved.id and saved.id in state.setup.deck
    again = open_assistant(gid)  # a reload replays to the same state
    assert stored_state(gid) == state and any(s.key == "reveal-2" for s in again.selectbox)


def test_placement_hints_appear_only_when_asked_and_do_it_takes_and_places():
    from scorer.advice.hints import one_per_source, placement_hints
    from webapp.assistant import view
    at, gid = first_turn(players="3")
    state = stored_state(gid)
    revision = LiveStore(default_db_path()).get(gid).revision
    # Never shown unless asked: only the button.
    assert not [b for b in at.button if b.key and b.key.startswith("hint-do-")]
    assert "Placement hints" not in [m.value for m in at.markdown]
    click(at, f"hints-{revision}")
    expected = one_per_source(placement_hints(state, state.catalogue))
    fronts = [a for a in legal_actions(state) if isinstance(a, TakeCard)]
    assert len([h for h in expected if h.source.startswith("front row")]) == len(fronts) > 0
    titles = [shown(m.value) for m in at.markdown if m.value.startswith("**") and ") · " in shown(m.value)]
    assert titles == [f"**{view.hint_title(h)}**" for h in expected]
    captions = [shown(c.value) for c in at.caption]
    assert [c for c in captions if c in {h.reason for h in expected}] == [h.reason for h in expected]
    do_buttons = [b for b in at.button if b.key and b.key.startswith("hint-do-")]
    assert [shown(b.label) for b in do_buttons] == [view.hint_button_label(state, h) for h in expected]
    # A rerun keeps them (computed once per position); "Hide" puts them away.
    at.run()
    assert len([b for b in at.button if b.key and b.key.startswith("hint-do-")]) == len(expected)
    click(at, f"hints-hide-{revision}")
    assert not [b for b in at.button if b.key and b.key.startswith("hint-do-")]
    # Do it: the take and the placements are saved through the engine, in one step.
    click(at, f"hints-{revision}")
    best = expected[0]
    click(at, f"hint-do-{revision}-0")
    after = stored_state(gid)
    assert after.log == state.log + best.placing_actions
    seat = state.current
    assert all(after.players[seat].cards[s] == c for c, s in zip(best.card_ids, best.slots, strict=True))
    # The position moved on: the old hints are gone.
    assert not [b for b in at.button if b.key and b.key.startswith(f"hint-do-{revision}-")]


def test_a_hint_played_from_a_stale_page_saves_nothing():
    at, gid = first_turn()
    store = LiveStore(default_db_path())
    revision = store.get(gid).revision
    click(at, f"hints-{revision}")
    # Another phone plays first: this page's hint now answers a position that is gone.
    state = stored_state(gid)
    store.append(gid, next(a for a in legal_actions(state) if isinstance(a, TakeCard)), revision)
    moved = stored_state(gid)
    at.button(key=f"hint-do-{revision}-0").click().run()
    assert not at.exception
    assert stored_state(gid) == moved
    assert any("moved on" in e.value for e in at.error)
