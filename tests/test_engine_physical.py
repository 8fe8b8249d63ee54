"""Physical deck: the engine asks which card was revealed (RevealCard), front row first."""

from test_engine_support import CATALOGUE, TILE_IDS, make_setup, play

from scorer.engine import (
    ChooseStartingTile,
    PlaceCard,
    PlaceFoodTruck,
    RevealCard,
    RollDie,
    TakeCard,
    apply,
    legal_actions,
    new_game,
    prompt,
    validate,
)
from scorer.engine.state import ChooseTileStep, RevealStep, TurnStep

DEAL = ("beach-1", "street-1", "beach-2", "street-2", "beach-3", "street-3", "beach-4", "street-4")


def dealt(players=("Ana", "Ben")):
    state = new_game(make_setup(players, deck_source="physical"), CATALOGUE)
    slots = []
    for card_id in DEAL:
        assert isinstance(state.pending, RevealStep)
        slots.append(state.pending.slot)
        state, _ = apply(state, RevealCard(card=card_id))
    return state, slots


def test_the_setup_deal_asks_for_8_cards_front_row_first():
    state, slots = dealt()
    assert slots == [("front", c) for c in range(4)] + [("back", c) for c in range(4)]
    assert state.display.front == DEAL[:4] and state.display.back == DEAL[4:]
    assert isinstance(state.pending, ChooseTileStep)


def test_a_reveal_must_be_an_unseen_card_of_this_deck():
    state = new_game(make_setup(deck_source="physical", deck=("beach-1", "beach-2", "street-1")), CATALOGUE)
    assert "which card is it" in prompt(state)
    assert "not in this game's deck" in validate(state, RevealCard(card="street-9"))
    state, _ = apply(state, RevealCard(card="beach-1"))
    assert "already revealed" in validate(state, RevealCard(card="beach-1"))
    assert legal_actions(state) == (RevealCard(card="beach-2"), RevealCard(card="street-1"), RevealCard(card=None))


def test_an_empty_deck_leaves_blanks_and_stops_asking():
    state = new_game(make_setup(deck_source="physical"), CATALOGUE)
    state, _ = play(state, RevealCard(card="beach-1"), RevealCard(card=None))
    assert state.display.front == ("beach-1", None, None, None) and state.deck_empty
    assert isinstance(state.pending, ChooseTileStep)


def test_after_a_turn_the_refresh_asks_for_the_new_back_card():
    state, _ = dealt()
    state, _ = play(state, ChooseStartingTile(tile=TILE_IDS[1]), ChooseStartingTile(tile=TILE_IDS[0]),
                    PlaceFoodTruck(column=3), TakeCard(column=0), PlaceCard(card="beach-1", row="beach", column=1))
    # beach-3 slid down into the front row; the back slot above it is blank: which card came up?
    assert state.display.front[0] == "beach-3"
    assert isinstance(state.pending, RevealStep) and state.pending.slot == ("back", 0)
    state, _ = apply(state, RevealCard(card="nature-beach"))
    assert state.display.back[0] == "nature-beach"
    assert isinstance(state.pending, TurnStep) and state.current == 1


def test_solo_physical_asks_which_tile_was_drawn_and_takes_entered_dice():
    state, _ = dealt(("Solo",))
    assert isinstance(state.pending, ChooseTileStep) and "did you draw" in prompt(state)
    state, _ = play(state, ChooseStartingTile(tile="tile-ring"), PlaceFoodTruck(column=0))
    state, _ = apply(state, RollDie(value=3))
    assert state.robot.beach_pile == ("beach-2",)
    assert isinstance(state.pending, RevealStep) and state.pending.slot == ("back", 2)
