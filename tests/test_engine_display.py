"""Display and tokens: food truck / foodie rewards, token moves with wrap-around, happy day, refresh."""

from dataclasses import replace

from test_engine_support import crowd, play, ready, with_city, with_display

from scorer.engine import (
    ChooseHappyDay,
    Done,
    MovePerson,
    Pass,
    PlaceCard,
    TakeCard,
    UseSandDollarAction,
    apply,
    legal_actions,
    validate,
)
from scorer.engine import display as disp
from scorer.engine.state import Display, HappyDayStep, MoveStep, TurnStep

FRONT = ("beach-1", "beach-2", "beach-3", "beach-4")
BACK = ("street-1", "street-2", "street-3", "street-4")


def test_token_moves_one_right_and_wraps():
    d = Display(food_truck=3, foodie=1)
    assert disp.move_tokens(d, 3) == Display(food_truck=0, foodie=1)  # wraps to the leftmost column
    assert disp.move_tokens(d, 1) == Display(food_truck=3, foodie=2)
    assert disp.move_tokens(Display(food_truck=0, foodie=3), 3) == Display(food_truck=0, foodie=0)
    assert disp.move_tokens(d, 0) == d  # no token under the card: nothing moves


def test_both_under_the_card_only_the_food_truck_moves_two():
    assert disp.move_tokens(Display(food_truck=1, foodie=1), 1) == Display(food_truck=3, foodie=1)
    assert disp.move_tokens(Display(food_truck=3, foodie=3), 3) == Display(food_truck=1, foodie=3)
    assert disp.reward_for(Display(food_truck=2, foodie=2), 2) == "happy_day"


def test_refresh_slides_back_cards_down_then_deals_front_first():
    d = Display(front=(None, "a", None, "b"), back=("c", None, None, "d"))
    slid = disp.slide_down(d)
    assert slid.front == ("c", "a", None, "b") and slid.back == (None, None, None, "d")
    assert disp.blanks(slid) == (("front", 2), ("back", 0), ("back", 1), ("back", 2))


def _turn(truck, foodie, take=0):
    state = with_display(ready(), FRONT, BACK, truck=truck, foodie=foodie)
    return apply(state, TakeCard(column=take))[0]


def test_food_truck_gives_one_sand_dollar_and_moves_right():
    state = _turn(truck=0, foodie=2)
    before = state.players[0].sand_dollars
    state, events = apply(state, PlaceCard(card="beach-1", row="beach", column=1))
    assert state.players[0].sand_dollars == before + 1
    assert (state.display.food_truck, state.display.foodie) == (1, 2)
    assert any("food truck" in e.text for e in events)


def test_foodie_lets_one_person_move_one_space_and_moves_right():
    state = _turn(truck=3, foodie=0)
    state, _ = apply(state, PlaceCard(card="beach-1", row="beach", column=1))
    assert isinstance(state.pending, MoveStep) and state.pending.reason == "foodie"
    assert (state.display.food_truck, state.display.foodie) == (3, 1)
    moves = [a for a in legal_actions(state) if isinstance(a, MovePerson)]
    assert all(len(a.path) == 1 for a in moves)
    # Ana's Nature tile put a local and a VIP on the street half: either may move one space.
    assert {a.person for a in moves} == {"local", "vip"}
    state, _ = apply(state, MovePerson(person="local", from_square=("street", 0), path=(("beach", 0),)))
    assert state.current == 1  # one move only, then the turn ends


def test_foodie_wraps_from_the_rightmost_column():
    state = _turn(truck=1, foodie=3, take=3)
    assert state.display.foodie == 0


def _happy(option):
    state = _turn(truck=2, foodie=2, take=2)
    state, _ = apply(state, PlaceCard(card="beach-3", row="beach", column=1))
    assert isinstance(state.pending, HappyDayStep)
    assert (state.display.food_truck, state.display.foodie) == (0, 2)  # truck 2 spaces, wrapping
    return apply(state, ChooseHappyDay(option=option))[0]


def test_happy_day_two_sand_dollars():
    before = ready().players[0].sand_dollars
    state = _happy("two_dollars")
    assert state.players[0].sand_dollars == before + 2 and state.current == 1


def test_happy_day_one_dollar_and_one_move():
    before = ready().players[0].sand_dollars
    state = _happy("dollar_and_move")
    assert state.players[0].sand_dollars == before + 1
    assert isinstance(state.pending, MoveStep) and state.pending.count == 1 and state.pending.distance == 1


def test_happy_day_two_moves_one_person_twice_or_two_people():
    state = _happy("two_moves")
    assert isinstance(state.pending, MoveStep) and state.pending.count == 2 and state.pending.distance == 1
    # The same local moves twice: street half -> beach half -> new beach card.
    state, _ = apply(state, MovePerson(person="local", from_square=("street", 0), path=(("beach", 0),)))
    state, _ = apply(state, MovePerson(person="local", from_square=("beach", 0), path=(("beach", 1),)))
    assert state.players[0].crowd(("beach", 1)).locals == 1 and state.current == 1


def test_sand_dollar_action_takes_no_reward_and_tokens_stay():
    state = with_display(ready(), FRONT, BACK, truck=0, foodie=0)
    state = with_city(state, 0, sand_dollars=4)
    state, events = apply(state, UseSandDollarAction(action="two-from-front", slots=(("front", 0), ("front", 1))))
    assert (state.display.food_truck, state.display.foodie) == (0, 0)
    assert state.players[0].sand_dollars == 4 - 4
    state, _ = play(state, PlaceCard(card="beach-1", row="beach", column=1),
                    PlaceCard(card="beach-2", row="beach", column=2))
    assert isinstance(state.pending, MoveStep)  # the action's own move, not a foodie move
    state, _ = apply(state, Done())
    assert state.players[0].sand_dollars == 0 and not isinstance(state.pending, HappyDayStep)


def test_refresh_after_a_turn_refills_the_front_from_the_back_and_deals_the_back():
    state = with_display(ready(), FRONT, BACK, truck=3, foodie=1)
    deck_before = state.deck
    state, _ = play(state, TakeCard(column=0), PlaceCard(card="beach-1", row="beach", column=1))
    assert state.display.front == ("street-1", "beach-2", "beach-3", "beach-4")
    assert state.display.back == (deck_before[0], "street-2", "street-3", "street-4")
    assert isinstance(state.pending, TurnStep) and state.current == 1


def test_a_small_deck_leaves_blanks_and_pass_is_legal_only_when_nothing_can_be_taken():
    state = replace(with_display(ready(), (None, "beach-1", None, None), (None,) * 4), deck=())
    assert validate(state, Pass()).startswith("a card can still be taken")
    state, _ = play(state, TakeCard(column=1), PlaceCard(card="beach-1", row="beach", column=1))
    assert state.display.cards() == ()  # nothing to deal: blanks stay blank
    assert legal_actions(state) == (Pass(),)
    state, events = apply(state, Pass())
    assert state.current == 0 and any(e.kind == "pass" for e in events)


def test_foodie_move_of_a_vip_drops_a_footprint_like_any_move():
    state = with_display(ready(), ("nature-beach",) + FRONT[1:], BACK, truck=3, foodie=0)
    state = with_city(state, 0, people={("beach", 0): crowd(vips=1)})
    state, _ = play(state, TakeCard(column=0), PlaceCard(card="nature-beach", row="beach", column=1),
                    MovePerson(person="vip", from_square=("beach", 0), path=(("beach", 1),)))
    assert state.players[0].footprints == frozenset({("beach", 1)})
    assert state.supply.footprints == 28 - 1


def test_refill_is_slide_down_then_put_into_each_blank_while_cards_last():
    import random

    rng = random.Random(3)
    for _ in range(300):
        shown = [rng.choice((None, None, f"c{n}")) for n in range(8)]
        display = Display(front=tuple(shown[:4]), back=tuple(shown[4:]), food_truck=1, foodie=3)
        deck = tuple(f"d{n}" for n in range(rng.randint(0, 5)))
        expected = disp.slide_down(display)
        slots = disp.blanks(expected)
        for slot, card in zip(slots, deck, strict=False):
            expected = disp.put(expected, slot, card)
        dealt = tuple(zip(slots, deck, strict=False))
        got, slid, got_dealt, left = disp.refill(display, deck)
        assert got == expected and got_dealt == dealt and left == deck[len(dealt):]
        assert slid == (disp.slide_down(display) != display)
    # The back card above a blank front slot slides down first; then the front row, then the back row.
    got, slid, dealt, left = disp.refill(Display(front=("a", None, "b", None), back=(None, "c", None, None)), ("x", "y"))
    assert (got.front, got.back) == (("a", "c", "b", "x"), ("y", None, None, None))
    assert slid and dealt == ((("front", 3), "x"), (("back", 0), "y")) and left == ()


def test_take_front_is_remove_then_move_tokens_for_every_column_and_token_place():
    front, back = ("a", "b", "c", "d"), ("e", "f", None, "h")
    compared = 0
    for truck in range(4):
        for foodie in range(4):
            display = Display(front=front, back=back, food_truck=truck, foodie=foodie)
            for column in range(4):
                expected = disp.move_tokens(disp.remove(display, (("front", column),)), column)
                assert disp.take_front(display, column) == expected
                assert disp.take_front(display, column).front[column] is None
                compared += 1
    assert compared == 64


def test_refill_after_a_normal_selection_matches_slide_down_then_put():
    # The commonest refresh (a full display less the card just taken) takes a shortcut in ``refill``:
    # it must give what sliding down and dealing into the blanks give, for every column and deck.
    for column in range(4):
        front = tuple(None if c == column else f"f{c}" for c in range(4))
        display = Display(front=front, back=tuple(f"b{c}" for c in range(4)), food_truck=0, foodie=2)
        for deck in ((), ("d0",), ("d0", "d1")):
            expected = disp.slide_down(display)
            slots = disp.blanks(expected)
            for slot, card in zip(slots, deck, strict=False):
                expected = disp.put(expected, slot, card)
            got, slid, dealt, left = disp.refill(display, deck)
            assert got == expected and slid
            assert dealt == tuple(zip(slots, deck, strict=False)) and left == deck[len(dealt):]
            assert got.front[column] == f"b{column}"
