"""Movement: spaces over placed cards, the starting tile as two spaces, paths, VIP footprints."""

from test_engine_support import crowd, play, ready, with_city, with_display

from scorer.engine import (
    Done,
    MovePerson,
    PlaceCard,
    TakeCard,
    apply,
    legal_actions,
    legal_destinations,
    paths_to,
    validate,
)
from scorer.engine.movement import neighbours, path_refusal, shortest_paths
from scorer.engine.state import MoveHereStep, MoveStep
from scorer.engine.words import word

CITY = {("beach", -1): "nature-beach", ("beach", 1): "beach-5", ("street", 1): "nature-street",
        ("street", 2): "street-2"}
SPACES = frozenset(CITY) | {("beach", 0), ("street", 0)}


def test_the_starting_tile_is_two_spaces_and_diagonals_never_touch():
    assert neighbours(("street", 0), SPACES) == (("street", 1), ("beach", 0))
    assert neighbours(("beach", 0), SPACES) == (("beach", -1), ("beach", 1), ("street", 0))
    assert ("beach", 1) not in neighbours(("street", 2), SPACES)  # diagonal
    assert shortest_paths(SPACES, ("beach", -1), 2) == {
        ("beach", 0): (("beach", 0),), ("beach", 1): (("beach", 0), ("beach", 1)),
        ("street", 0): (("beach", 0), ("street", 0)),
    }


def path_problem_en(spaces, start, path, distance):
    """A path's refusal as an English reader sees it (``None``: the path is legal)."""
    return word(path_refusal(spaces, start, path, distance))


def test_path_problems_name_the_square():
    assert "holds no card" in path_problem_en(SPACES, ("street", 0), (("street", -1),), 2)
    assert "does not share a side" in path_problem_en(SPACES, ("street", 0), (("beach", 1),), 2)
    assert "only 1 are allowed" in path_problem_en(SPACES, ("street", 0), (("street", 1), ("street", 2)), 1)
    # Out and back is a legal path (ruling 21): a square may be entered again.
    assert path_problem_en(SPACES, ("street", 0), (("street", 1), ("street", 0)), 3) is None
    assert path_problem_en(SPACES, ("street", 0), (("street", 1), ("street", 2)), 2) is None


def _moving(people, footprints=(), card="move-any-2", square=("street", -1), **city):
    """Ana (Nature tile: her VIP wants nature) takes and places a move card; the move is pending."""
    state = with_display(ready(), ("beach-9", card, "beach-10", "beach-11"), truck=3, foodie=3)
    state = with_city(state, 0, cards=CITY, people=people, footprints=footprints, **city)
    state, _ = play(state, TakeCard(column=1), PlaceCard(card=card, row=square[0], column=square[1]))
    return state


def test_a_vip_leaves_a_footprint_on_a_qualifying_card_it_passes_through():
    state = _moving({("street", 0): crowd(vips=1)})
    assert isinstance(state.pending, MoveStep) and state.pending.distance == 2
    state, events = apply(state, MovePerson(person="vip", from_square=("street", 0),
                                            path=(("street", 1), ("street", 2))))
    assert state.players[0].footprints == frozenset({("street", 1)})  # passed through nature; business ends
    assert state.supply.footprints == 28 - 1
    assert any(e.kind == "footprint" for e in events)


def test_vip_paths_are_offered_per_destination_and_footprints():
    state = _moving({("street", 0): crowd(vips=1)})
    to_beach_1 = [a.path for a in legal_actions(state)
                  if isinstance(a, MovePerson) and a.path[-1] == ("beach", 1)]
    # Via the beach half (no footprint) or via the nature street card (a footprint): both offered.
    assert sorted(to_beach_1) == [(("beach", 0), ("beach", 1)), (("street", 1), ("beach", 1))]
    assert paths_to(state, ("street", 0), "vip", ("beach", 1)) == (
        (("beach", 0), ("beach", 1)), (("street", 1), ("beach", 1)))


def test_one_footprint_per_card_and_never_on_the_starting_tile():
    state = _moving({("street", 0): crowd(vips=1)}, footprints={("street", 1)})
    state, _ = apply(state, MovePerson(person="vip", from_square=("street", 0), path=(("street", 1),)))
    assert state.players[0].footprints == frozenset({("street", 1)}) and state.supply.footprints == 28 - 1
    state = _moving({("street", 1): crowd(vips=1)})
    state, _ = apply(state, MovePerson(person="vip", from_square=("street", 1), path=(("street", 0), ("beach", 0))))
    assert state.players[0].footprints == frozenset()  # the starting tile never holds a footprint


def test_an_empty_footprint_supply_means_no_footprint():
    state = _moving({("street", 0): crowd(vips=1)})
    from dataclasses import replace

    state = replace(state, supply=replace(state.supply, footprints=0))
    state, events = apply(state, MovePerson(person="vip", from_square=("street", 0), path=(("street", 1),)))
    assert state.players[0].footprints == frozenset()
    assert any(e.kind == "supply" for e in events)


def test_nobody_moves_twice_in_one_action_but_others_on_the_same_card_may():
    state = _moving({("street", 0): crowd(locals=2)})
    state, _ = apply(state, MovePerson(person="local", from_square=("street", 0), path=(("street", 1),)))
    again = MovePerson(person="local", from_square=("street", 1), path=(("street", 2),))
    assert "already moved" in validate(state, again)
    assert legal_destinations(state, ("street", 1), "local") == ()
    state, _ = apply(state, MovePerson(person="local", from_square=("street", 0), path=(("street", 1),)))
    assert state.players[0].crowd(("street", 1)).locals == 2


def test_a_tourist_only_move_refuses_locals_and_the_distance_is_the_cards():
    state = _moving({("street", 0): crowd(locals=1, tourists=1)}, card="move-tourists", square=("beach", 2))
    assert validate(state, MovePerson(person="local", from_square=("street", 0), path=(("beach", 0),))) == \
        "this move is for tourists only (Move Tourists (sample))"
    # Up to 2 spaces from the street half: the whole city but the new card (3 away), left to right.
    assert legal_destinations(state, ("street", 0), "tourist") == (
        ("beach", -1), ("beach", 0), ("beach", 1), ("street", 1), ("street", 2))
    state, _ = apply(state, Done())
    assert state.current == 1


def test_move_here_brings_people_from_anywhere_and_a_vip_marks_only_this_card():
    people = {("beach", -1): crowd(vips=1), ("street", 2): crowd(tourists=1, locals=1)}
    state = _moving(people, card="move-here", square=("street", -1))
    assert isinstance(state.pending, MoveHereStep) and state.pending.count == 3
    # The VIP is on a nature card 3 spaces away: no footprint on the way, one on Move Here (nature).
    state, _ = apply(state, MovePerson(person="vip", from_square=("beach", -1), path=(("street", -1),)))
    assert state.players[0].footprints == frozenset({("street", -1)})
    bad = MovePerson(person="local", from_square=("street", 2), path=(("street", 1), ("street", -1)))
    assert "just that square" in validate(state, bad)
    state, _ = play(state, MovePerson(person="local", from_square=("street", 2), path=(("street", -1),)),
                    MovePerson(person="tourist", from_square=("street", 2), path=(("street", -1),)))
    assert state.players[0].crowd(("street", -1)) == crowd(locals=1, tourists=1, vips=1)
    assert state.current == 1  # three moved: the step ends by itself


def test_a_long_move_along_a_long_row_lists_every_destination():
    # A user-entered card may move people up to 99 spaces; a 10-card beach row and a 10-space move
    # must list destinations, not fail on the length of the path.
    from dataclasses import replace

    from scorer.engine import legal_actions

    state = with_city(ready(), 0, cards={("beach", i): f"beach-{i}" for i in range(1, 11)},
                      people={("beach", 10): crowd(locals=1)})
    state = replace(state, pending=MoveStep("any", 1, 10, "long move"))
    moves = [a for a in legal_actions(state) if hasattr(a, "path")]
    far = [m for m in moves if m.path[-1] == ("beach", 0)]
    assert far and len(far[0].path) == 9 + 1  # beach 9 .. beach 1, then the tile's beach half
    # The tile's street half would be an 11th space (the tile counts as two).
    assert {m.path[-1] for m in moves} == {("beach", i) for i in range(10)}
