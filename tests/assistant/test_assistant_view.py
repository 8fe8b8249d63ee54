"""The Assistant's labels and layout: every label names what the engine says will happen, the display
shows the tokens under their columns, slots are lettered left to right, moves are grouped by person."""

from __future__ import annotations

import pytest
from app_helpers import shown
from test_engine_support import CATALOGUE, crowd, foodie_move_step, make_setup, ready, with_city, with_display

from scorer.engine import MovePerson, PlaceCard, RollDie, TakeCard, apply, legal_actions, new_game
from webapp.assistant import view


def test_take_labels_name_the_card_and_the_reward_under_its_column():
    state = with_display(ready(), ("beach-1", "beach-2", "beach-3", "street-1"), truck=0, foodie=2)
    labels = {a.column: view.action_label(state, a) for a in legal_actions(state) if isinstance(a, TakeCard)}
    # Two lines: the column and its reward, then the card with everything it does.
    assert labels[0] == "Take column 1 + 1 sand dollar (food truck)\nBeach 1 · Beach · Local (sample): no effects"
    assert labels[1] == "Take column 2\nBeach 2 · Beach · Local (sample): no effects"
    assert labels[2] == ("Take column 3 + move 1 person 1 space (foodie)\n"
                         "Beach 3 · Beach · Local (sample): no effects")


def test_display_puts_the_tokens_under_their_columns():
    state = with_display(ready(), ("beach-1", "beach-2", "beach-3", "street-1"), truck=1, foodie=3)
    html = view.display_html(state)
    token_row = html.split("<tr>")[-1]
    cells = token_row.split('<td class="token">')[1:]
    assert "FOOD TRUCK" in cells[1] and "FOODIE" in cells[3]
    assert "FOOD TRUCK" not in cells[0] + cells[2] + cells[3]
    assert "Beach 1 · Beach · Local (sample)" in html and "blank" in html  # the back row is empty here


def test_the_robots_die_labels_say_which_card_it_takes():
    setup = make_setup(("Solo",))
    state = ready(("Solo",))
    state = with_display(state, ("beach-1", "beach-2", "beach-3", "street-1"), truck=0, foodie=2)
    labels = {a.value: view.action_label(state, a) for a in legal_actions(state) if isinstance(a, RollDie)}
    assert setup.solo and labels[None] == "Roll the die for the Robot"
    assert labels[1] == "1 · column 1: takes Beach 1 · Beach · Local (sample)"
    # 5: the card in front of the foodie; 6: the card in front of the food truck (solo-rules.txt).
    assert labels[5] == "5 · the foodie's card (column 3): takes Beach 3 · Beach · Local (sample)"
    assert labels[6] == "6 · the food truck's card (column 1): takes Beach 1 · Beach · Local (sample)"


def test_slots_are_lettered_left_to_right_and_drawn_on_the_city():
    state = with_display(ready(), ("beach-1", "beach-2", "beach-3", "street-1"))
    state = apply(state, TakeCard(column=1))[0]
    squares = [(a.row, a.column) for a in legal_actions(state) if isinstance(a, PlaceCard)]
    letters = view.slot_letters(squares)
    assert [letters[s] for s in sorted(squares, key=lambda s: s[1])] == ["A", "B"]
    html = view.city_html(state, state.actor, letters)
    assert html.count('class="slot"') == len(squares) and ">A<" in html and ">B<" in html


def test_moves_are_grouped_by_person_and_square_with_every_legal_destination():
    state = foodie_move_step()  # then a 1-space move
    actions = legal_actions(state)
    choices = view.mover_choices(state, actions)
    moves = [a for a in actions if isinstance(a, MovePerson)]
    assert sum(len(c.moves) for c in choices) == len(moves)
    local = next(c for c in choices if c.person == "local")
    assert local.count == 2 and local.label(state, 0) == "Local on start (street half) (2 there)"
    assert {m.path[-1] for m in local.moves} == {("beach", 0), ("street", 1)}
    assert view.move_label(state, local.moves[0], 0).startswith("To ")


def _cells(html: str) -> list[str]:
    return html.split("<td")[1:]


def test_a_move_step_outlines_exactly_the_legal_destinations_on_the_city():
    state = foodie_move_step()  # then a 1-space move
    actions = legal_actions(state)
    ends = {tuple(a.path[-1]) for a in actions if isinstance(a, MovePerson)}
    marked = view.move_destinations(actions)
    assert set(marked) == ends and set(marked.values()) == {""}
    html = view.city_html(state, 0, destinations=marked)
    cards = [c for c in _cells(html) if "Sample" in c or "sample" in c]
    outlined_cards = {c.split(">")[1].split("<")[0] for c in cards if 'class="dest"' in c}
    expected_cards = {view.card_name(state, state.players[0].cards[s]) for s in ends if s[1] != 0}
    assert outlined_cards == expected_cards and html.count("sm-go") == len(ends)
    start = next(c for c in _cells(html) if c.startswith(' class="start'))
    assert ("dest" in start.split(">")[0]) == any(s[1] == 0 for s in ends)
    for half in ("beach", "street"):
        line = next((part for part in start.split("<br>") if part.startswith(f"{half} half: ")), "")
        assert ("sm-go" in line) == ((half, 0) in ends)
    # Nothing is outlined outside a move: the same city without destinations has no mark.
    assert "dest" not in view.city_html(state, 0) and "sm-go" not in view.city_html(state, 0)


def test_the_move_dialog_letters_one_persons_destinations_and_marks_where_they_stand():
    state = with_display(ready(), ("beach-1", "beach-2", "beach-3", "street-1"), truck=3, foodie=0)
    state = with_city(state, 0, cards={("beach", 1): "beach-5", ("street", 1): "street-5"},
                      people={("street", 0): crowd(locals=2, vips=1), ("beach", 1): crowd(tourists=1)})
    state = apply(state, TakeCard(column=0))[0]
    state = apply(state, [a for a in legal_actions(state) if isinstance(a, PlaceCard)][0])[0]
    tourist = next(c for c in view.mover_choices(state, legal_actions(state)) if c.person == "tourist")
    letters = view.move_destinations(tourist.moves, letters=True)
    assert set(letters) == {tuple(m.path[-1]) for m in tourist.moves}
    assert sorted(letters.values()) == list("ABCDEFGHJKLMNPQRSTUVWXYZ"[: len(letters)])
    html = view.city_html(state, 0, destinations=letters, origin=tourist.from_square)
    assert all(f"GO {letter}" in html for letter in letters.values())
    assert html.count("sm-from") == 1 and tourist.from_square == ("beach", 1)
    origin_cell = next(c for c in _cells(html) if "sm-from" in c)
    assert origin_cell.startswith(' class="from"')


def test_log_entries_number_the_actions_and_put_the_newest_first():
    entries = view.log_entries((), ((), ()))
    assert [e.number for e in entries] == [0, 1, 2]
    text = view.log_markdown(entries)
    assert text.index("**2.**") < text.index("**1.**") < text.index("**Setup**")


def test_status_line_during_setup_and_play():
    setup_state = new_game(make_setup(), CATALOGUE)
    assert view.status_line(setup_state).startswith("Setup · Ben chooses")
    state = ready()
    assert view.status_line(state).startswith("Round 1 · Ana's turn · ")
    # Rounds, not player turns: after Ana's and Ben's first turns it is round 2, Ana's turn again.
    for _ in range(2):
        state = play_plain_turn(state)
    assert view.status_line(state).startswith("Round 2 · Ana's turn · ")


def test_move_here_labels_name_where_each_person_comes_from():
    state = with_display(ready(), ("move-here", "beach-2", "beach-3", "street-1"), truck=3, foodie=3)
    state = with_city(state, 0, cards={("street", 1): "street-5", ("beach", 1): "beach-5"},
                      people={("beach", 1): crowd(tourists=1), ("street", 0): crowd(vips=1)})
    state = apply(state, TakeCard(column=0))[0]
    place = next(a for a in legal_actions(state) if isinstance(a, PlaceCard))
    state = apply(state, place)[0]
    labels = [view.action_label(state, a) for a in legal_actions(state) if isinstance(a, MovePerson)]
    assert "Move a tourist from beach +1 (Beach 5 (sample)) here" in labels
    assert "Move a VIP from start (street half) here" in labels


@pytest.mark.parametrize("players, seed", [(("Ana", "Ben", "Cy"), 1), (("Ana", "Ben"), 2), (("Solo",), 3)])
def test_every_label_and_grid_can_be_drawn_at_every_step_of_random_games(players, seed):
    """Seeded random playouts with generated SAMPLE cards: the page's words never fail on a legal state."""
    import random

    from card_db.generated import generated_catalogue
    from card_db.loader import load_builtin
    from scorer.engine import GameSetup

    base = load_builtin()
    catalogue = generated_catalogue(seed, base=base)
    deck = tuple(sorted(c for c in catalogue.cards if c not in base.cards))
    tiles = tuple(sorted(t for t in catalogue.starting_tiles if t not in base.starting_tiles))
    setup = GameSetup(players=players, sand_dollar_actions=("two-from-front", "front-swap-and-return"),
                      starting_tiles=tiles if len(players) == 1 else tiles[: len(players)], deck=deck,
                      seed=seed, solo=len(players) == 1)
    rng = random.Random(seed)
    state = new_game(setup, catalogue)
    for _ in range(3000):
        if state.finished:
            break
        actions = legal_actions(state)
        assert all(view.action_label(state, a) for a in actions)
        assert view.status_line(state) and view.display_html(state)
        for seat, player in enumerate(state.players):
            if player.starting_tile is not None:
                assert "start" in view.city_html(state, seat)
        if state.actor >= 0:
            view.mover_choices(state, actions)
        state = apply(state, rng.choice(actions))[0]
    assert state.finished


def test_the_display_cards_are_described_with_their_icons_and_the_supply_is_counted():
    state = with_display(ready(), ("gain-2", "beach-2", None, "street-1"), back=("move-here", None, None, None))
    text = shown(view.display_cards_markdown(state))
    assert "**Gain 2 (sample)** (front row, column 1)" in text and "When placed: Gain 2 sand dollars" in text
    assert "**Move Here (sample)** (back row, column 1)" in text
    assert text.count("SAMPLE card") == 4
    # Ana's Nature Tile gave 1 VIP and 1 local, Ben's Sports Tile 2 VIPs and 2 tourists.
    assert view.supply_text(state) == f"Supply: {30 - 1} locals, {30 - 2} tourists, {8 - 1 - 2} VIPs, 28 footprints"


def test_starting_tiles_offered_are_described():
    state = new_game(make_setup(), CATALOGUE)
    text = shown(view.tiles_markdown(state, ["tile-nature", "tile-sports"]))
    assert "**Nature Tile (sample)**" in text and "Setup: 1 sand dollar, 1 local" in text
    assert "**Sports Tile (sample)**" in text and "2 VIPs" in text


def test_hint_words_name_the_points_the_source_the_cards_and_the_slots():
    from scorer.advice.hints import placement_hints

    state = with_display(ready(), ("beach-1", "beach-2", "beach-3", "street-1"), truck=0, foodie=2)
    state = with_city(state, state.current, sand_dollars=0)
    hints = placement_hints(state, state.catalogue)
    first = next(h for h in hints if h.source == "front row column 1")
    title = view.hint_title(first)
    assert title.startswith(f"{first.delta:+d} point") and f"(total {first.total_after}) · front row column 1" in title
    row, column = first.slots[0]
    assert view.hint_button_label(state, first) == f"Do it: Beach 1 (sample) to {row} {column:+d}"
    # With no sand dollars every action of the game is named as not affordable, with its cost.
    specs = state.catalogue.sand_dollar_actions
    assert view.unaffordable_actions(state) == [
        f"{specs[a].name} costs {specs[a].cost}, you have 0" for a in state.setup.sand_dollar_actions]
    assert not any(h.cost for h in hints)


def test_do_it_for_two_cards_stops_at_the_first_cards_optional_step_and_says_so():
    from scorer.advice.hints import Hint
    from scorer.engine import Done, UseSandDollarAction

    state = ready()
    take = UseSandDollarAction(action="two-from-front", slots=(("front", 0), ("front", 1)))
    first, second = PlaceCard(card="beach-1", row="beach", column=1), PlaceCard(card="beach-2", row="beach", column=2)
    hint = Hint(source="Take 2 cards", card_ids=("beach-1", "beach-2"), slots=(("beach", 1), ("beach", 2)),
                delta=3, total_after=5, reason="", line_deltas={}, actions=(take, first, Done(), second))
    assert hint.placing_actions == (take, first) and hint.placed_by_do_it == 1
    assert view.hint_button_label(state, hint) == "Do it: Beach 1 (sample) to beach +1"
    assert view.hint_rest_text(state, hint) == ("Do it places Beach 1 (sample) and stops at its optional step; "
                                                "then place Beach 2 (sample) at beach +2 yourself.")
    both = Hint(source="Take 2 cards", card_ids=hint.card_ids, slots=hint.slots, delta=3, total_after=5,
                reason="", line_deltas={}, actions=(take, first, second, Done()))
    assert view.hint_button_label(state, both) == "Do it: Beach 1 (sample) to beach +1, then Beach 2 (sample) to beach +2"
    assert view.hint_rest_text(state, both) == ""


def play_plain_turn(state):
    """The engine's first legal choice at every step until the turn passes to the next seat."""
    seat = state.current
    while state.current == seat and not state.finished:
        state = apply(state, legal_actions(state)[0])[0]
    return state


def test_a_log_entry_citing_a_ruling_words_it_as_the_scorepad_does():
    from scorer.engine.state import new_event
    from scorer.model.rulings import RULING_MEANINGS

    entries = view.log_entries((), ((new_event(0, "take", "Takes a card (no food truck or foodie reward, ruling 19)."),),
                                    (new_event(0, "take", "Takes a card."),)))
    text = view.log_markdown(entries)
    assert view.escape_markdown(RULING_MEANINGS[19]) in text
    assert text.count("Ruling") == 1  # only the entry that cites it
