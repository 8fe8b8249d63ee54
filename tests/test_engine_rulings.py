"""Rulings 21 and 22 (issue 23), the engine's two readings written down in docs/rules-notes.md.

21: a multi-space move may enter a space again, so a VIP steps out to a wanted card and back to mark
it; a person is still moved once, a card still holds one footprint, and the search stays bounded.
22: of two cards placed in one turn, the first card's placement actions come before the second is placed.
"""

from __future__ import annotations

import time

from test_engine_support import CATALOGUE, crowd, play, ready, with_city, with_display

from scorer.engine import (
    MovePerson,
    PlaceCard,
    TakeCard,
    UseSandDollarAction,
    apply,
    legal_actions,
    legal_destinations,
    paths_to,
    prompt,
    validate,
)
from scorer.engine.movement import VIP_PAIRS_MAX, vip_paths
from scorer.engine.state import MoveStep, PlaceStep
from scorer.model.rulings import ruling_meaning, rulings_cited

# Ana's Nature tile: her VIP wants Nature. street 1 is a Nature card, street 2 is not.
CITY = {("beach", -1): "nature-beach", ("beach", 1): "beach-5", ("street", 1): "nature-street",
        ("street", 2): "street-2"}
HOME = ("street", 0)
OUT_AND_BACK = (("street", 1), HOME)


def moving(people, footprints=()):
    """Ana has placed "move any 2" (up to 4 people, 2 spaces each) on street -1: the move is pending."""
    state = with_display(ready(), ("beach-9", "move-any-2", "beach-10", "beach-11"), truck=3, foodie=3)
    state = with_city(state, 0, cards=CITY, people=people, footprints=footprints)
    state, _ = play(state, TakeCard(column=1), PlaceCard(card="move-any-2", row="street", column=-1))
    assert isinstance(state.pending, MoveStep) and state.pending.distance == 2
    return state


def test_a_vip_steps_out_to_a_card_and_back_to_mark_it():
    state = moving({HOME: crowd(vips=1)})
    out_and_back = MovePerson(person="vip", from_square=HOME, path=OUT_AND_BACK)
    assert validate(state, out_and_back) is None
    assert out_and_back in legal_actions(state)  # offered, not only accepted
    assert HOME in legal_destinations(state, HOME, "vip")
    assert paths_to(state, HOME, "vip", HOME) == (OUT_AND_BACK,)
    state, events = apply(state, out_and_back)
    player = state.players[0]
    assert player.footprints == frozenset({("street", 1)}) and player.crowd(HOME).vips == 1
    assert any(e.kind == "footprint" for e in events)


def test_a_way_back_that_marks_nothing_is_not_offered():
    # With the Nature card already marked, out and back changes nothing: no such offer, and the
    # starting square is no destination.
    state = moving({HOME: crowd(vips=1)}, footprints={("street", 1)})
    assert not [a for a in legal_actions(state) if isinstance(a, MovePerson) and a.path[-1] == HOME]
    assert HOME not in legal_destinations(state, HOME, "vip")


def test_a_person_is_still_moved_only_once():
    state = moving({HOME: crowd(vips=1, locals=1)})  # the local keeps the move step open
    state, _ = apply(state, MovePerson(person="vip", from_square=HOME, path=OUT_AND_BACK))
    again = MovePerson(person="vip", from_square=HOME, path=(("street", 1),))
    assert "already moved" in validate(state, again)
    assert legal_destinations(state, HOME, "vip") == ()


def test_a_card_visited_twice_holds_one_footprint():
    state = moving({("street", 2): crowd(vips=1, locals=1)})
    # A local may walk there and back too: only each step's neighbour is checked.
    assert validate(state, MovePerson(person="local", from_square=("street", 2),
                                      path=(("street", 1), ("street", 2)))) is None
    state, _ = apply(state, MovePerson(person="vip", from_square=("street", 2), path=(("street", 1), ("street", 2))))
    assert state.players[0].footprints == frozenset({("street", 1)})
    assert state.supply.footprints == 28 - 1


def test_a_long_vip_move_over_many_wanted_cards_stays_bounded():
    # A user card may move people up to 99 spaces; 12 wanted Nature cards in both rows: the search over
    # (square, footprints dropped) stops when a step finds nothing new, within VIP_PAIRS_MAX pairs.
    cards = {(row, c): f"nature-{row}" for row in ("beach", "street") for c in range(1, 7)}
    spaces = frozenset(cards) | {("beach", 0), ("street", 0)}
    tile = CATALOGUE.starting_tile("tile-nature")
    began = time.process_time()
    paths = vip_paths(spaces, HOME, 99, cards, frozenset(), tile, CATALOGUE, 28)
    assert time.process_time() - began < 30  # a backstop, not a benchmark: it must finish
    assert 0 < len(paths) <= VIP_PAIRS_MAX
    assert len({(p[-1], frozenset(q for q in p if q in cards)) for p in paths}) == len(paths)  # one per pair
    assert ((("street", 1), HOME)) in paths  # out and back is among them


def test_the_first_cards_placement_actions_come_before_the_second_is_placed():
    # "Two from the front": Move Tourists (move up to 2 tourists 2 spaces) and Street 1.
    state = with_display(ready(actions=("two-from-front", "front-and-two-swaps")),
                         ("move-tourists", "street-1", "beach-2", "street-2"), truck=3, foodie=3)
    state = with_city(state, 0, people={HOME: crowd(tourists=1)}, sand_dollars=5)
    state, _ = apply(state, UseSandDollarAction(action="two-from-front", slots=(("front", 0), ("front", 1))))
    assert prompt(state).endswith("each card's placement actions are taken before the next is placed (ruling 22).")
    assert [r.number for r in rulings_cited(prompt(state))] == [22]  # what the Assistant's footnotes read
    state, _ = apply(state, PlaceCard(card="move-tourists", row="beach", column=1))
    # Its move is asked now, with Street 1 still in hand and not yet placed (ruling 22).
    assert isinstance(state.pending, MoveStep) and state.pending.person == "tourist"
    assert "street-1" in state.hand and ("street", 1) not in state.players[0].cards
    state, _ = apply(state, MovePerson(person="tourist", from_square=HOME, path=(("beach", 0), ("beach", 1))))
    assert isinstance(state.pending, PlaceStep)  # the only tourist moved: the step ended, Street 1 comes next
    state, _ = apply(state, PlaceCard(card="street-1", row="street", column=1))
    assert state.players[0].crowd(("beach", 1)).tourists == 1


def test_the_assistant_can_cite_both_rulings():
    assert "step out to a card and back" in ruling_meaning(21)
    assert "first card's placement actions" in ruling_meaning(22)
