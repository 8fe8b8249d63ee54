"""The rules engine's public core: start a game, validate and apply actions, list legal actions.

The tiny API (OpenSpiel-like, everdell-like pending choices):

- ``new_game(setup, catalogue) -> GameState`` (``start`` also returns the setup's log events);
- ``validate(state, action) -> str | None``: the reason an action is illegal now, or ``None``;
- ``apply(state, action) -> (GameState, tuple[Event, ...])``: validates first (``IllegalActionError``
  carries the reason; an action ``legal_actions`` just listed for the same state is known legal)
  and never changes the given state;
- ``legal_actions(state) -> tuple[Action, ...]``: every legal action in a fixed order. Moves offer
  one shortest path per destination; a VIP's moves offer one path per (destination, footprints
  dropped), since the cards it passes matter;
- ``replay(setup, actions, catalogue)``, ``history(...)`` (every state), ``undo(state, n)``: a game is
  its setup plus its action log, so undo is a replay without the last ``n`` actions;
- ``prompt(state)``: the pending choice as a sentence; ``is_terminal(state)``.

Turn order of one turn: take (a front-row card, or a sand dollar action) -> place each card and
resolve its placement actions in card order -> the sand dollar action's moves, swaps and returns ->
the food truck / foodie reward -> refresh the display -> next player. ``Pass`` is legal only when no
card can be taken at all (a virtual deck with a small catalogue ran out, or only unplaceable cards
show); when every seat passes in a row the end of the game is triggered.

Choices the engine makes where the rule texts are silent (each visible in the log):
- the food truck / foodie reward comes after the taken card's placement actions (so the foodie may
  move someone onto the new card);
- a sand dollar action's own moves, swaps and returns come after both cards are placed;
- "two from the front" needs 2 front cards and "front and behind" needs both cards of the column;
- returns to the supply may take any person, VIPs included: the action says "people", and the rulebook
  counts a VIP as a person (a returned VIP goes back to the box and no longer counts as unplaced);
- a path may enter a square again, the one it left included (ruling 21): a VIP may step out to a card
  and back to mark it; a person is still moved once per move step ("You cannot move the same person twice");
- with two cards placed in one turn, the first card's placement actions resolve before the second is
  placed (ruling 22: "These actions are taken as soon as you place the card");
- solo with a physical deck: the player says which starting tile they drew; the Robot's die on a
  blank slot takes nothing; both tokens under the Robot's card give it a footprint and a sand dollar.

This module does not score (``scorer.engine.export`` hands the game to the scorer).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from itertools import compress, repeat
from operator import is_, is_not, itemgetter
from typing import Any, get_args

from card_db.catalogue import Catalogue
from card_db.models import AddPeople, FeatureCard, GainSandDollars, MoveHere, MovePeople, SandDollarAction
from scorer.engine import display as disp
from scorer.engine import offers, words
from scorer.engine.actions import (
    Action,
    ChooseHappyDay,
    ChooseStartingTile,
    Done,
    MovePerson,
    Pass,
    PlaceCard,
    PlaceFoodTruck,
    ReturnPerson,
    RevealCard,
    RollDie,
    SwapCards,
    TakeCard,
    UseSandDollarAction,
)
from scorer.engine.flow import advance, can_move, card_label, give_tile
from scorer.engine.layout import catalogue_facts, layout, placed, unplaceable
from scorer.engine.movement import (
    FINAL_DISTANCE,
    footprint_drops,
    path_refusal,
    shortest_paths,
    simple_paths,
    vip_paths,
)
from scorer.engine.placement import (
    card_squares,
    cards_placeable,
    fits_after,
    legal_swaps,
    swap_refusal,
    with_card,
)
from scorer.engine.robot import robot_turn
from scorer.engine.setup import DISPLAY_COLUMNS, GameSetup, SetupError, check_setup
from scorer.engine.state import (
    LOG_LINK,
    NOBODY,
    PERSON_TYPES,
    ROBOT,
    AddPeopleStep,
    ChooseTileStep,
    Display,
    EndTurnStep,
    Event,
    FoodTruckStep,
    GainStep,
    GameState,
    HappyDayStep,
    MoveHereStep,
    MoveStep,
    PlaceStep,
    PlayerState,
    RefreshStep,
    ReturnStep,
    RevealStep,
    RobotState,
    Slot,
    Square,
    Step,
    Supply,
    SwapStep,
    TurnStep,
    copy_with,
    evolve,
    frozen_map,
    replace_player,
    said,
    with_player,
)
from scorer.engine.words import Phrase, Said, sentence
from scorer.model.words import counted


class IllegalActionError(ValueError):
    """An action that the rules do not allow now; the message says why and what to do instead (in
    English; ``said`` keeps it for any language: ``lang.said.words_of(error, language)``)."""

    def __init__(self, said: Said):
        self.said = said
        super().__init__(str(said))


# --- starting, replaying, undoing -------------------------------------------------------------


def start(setup: GameSetup, catalogue: Catalogue) -> tuple[GameState, tuple[Event, ...]]:
    """The first state of a game and the log of its automatic setup (the display deal).

    Raises ``SetupError`` listing every problem when the setup does not fit the catalogue."""
    problems = check_setup(setup, catalogue)
    if problems:
        raise SetupError(problems)
    if setup.deck_source == "virtual":
        order = list(setup.deck)
        random.Random(setup.seed).shuffle(order)
        deck = tuple(order)
    else:
        deck = tuple(sorted(setup.deck))
    n = len(setup.players)
    queue: tuple[Step, ...]
    if setup.solo:
        # Solo: random tile for the player, the player places the food truck, the Robot starts.
        queue = (RefreshStep(), ChooseTileStep(0), FoodTruckStep(0), TurnStep(ROBOT))
    else:
        # Tiles are chosen in reverse turn order; the last player places the food truck.
        queue = (RefreshStep(),) + tuple(ChooseTileStep(s) for s in reversed(range(n)))
        queue += (FoodTruckStep(n - 1), TurnStep(0))
    state = GameState(
        setup=setup,
        catalogue=catalogue,
        players=tuple(PlayerState(name=name) for name in setup.players),
        robot=RobotState() if setup.solo else None,
        supply=Supply(),
        display=Display(),
        deck=deck,
        queue=queue,
    )
    events: list[Event] = [said(None, "setup", (sentence, "engine.log_new_game_solo" if setup.solo else "engine.log_new_game",
                                                ("players", ", ".join(setup.players))))]
    return advance(state, events), tuple(events)


def new_game(setup: GameSetup, catalogue: Catalogue) -> GameState:
    """The first state of a game (see ``start``)."""
    return start(setup, catalogue)[0]


def replay(setup: GameSetup, actions: Iterable, catalogue: Catalogue) -> GameState:
    """The state after applying ``actions`` to a new game; ``IllegalActionError`` names a bad step."""
    state = new_game(setup, catalogue)
    for index, action in enumerate(actions):
        reason = refusal(state, action)
        if reason:
            raise IllegalActionError(Said("engine.illegal_at", number=index + 1, kind=action.kind, reason=reason))
        state, _ = apply(state, action)
    return state


def history(setup: GameSetup, actions: Iterable, catalogue: Catalogue) -> tuple[GameState, ...]:
    """Every state of a game: the first one, then one after each action (to show any past state)."""
    states = [new_game(setup, catalogue)]
    for action in actions:
        states.append(apply(states[-1], action)[0])
    return tuple(states)


def undo(state: GameState, n: int = 1) -> GameState:
    """The state before the last ``n`` actions (a replay of the log without them)."""
    if n < 0 or n > len(state.log):
        raise ValueError(f"cannot undo {counted(n, 'action')}: the log holds {len(state.log)}")
    return replay(state.setup, state.log[: len(state.log) - n], state.catalogue)


def is_terminal(state: GameState) -> bool:
    """True when the game is over (after the final movement)."""
    return state.finished


# --- validate ---------------------------------------------------------------------------------


def refusal(state: GameState, action: object) -> Said | None:
    """Why ``action`` is illegal in ``state`` (what to do instead), as a ``Said`` that
    ``scorer.engine.words`` words in any language; ``None`` when it is legal. Anything that is not an
    engine action is refused as unknown (a caller may pass on what it was given)."""
    if state.finished:
        return Said("engine.over")
    pending = state.pending
    match action:
        case ChooseStartingTile():
            if not isinstance(pending, ChooseTileStep):
                return _wrong(state)
            return _tile_problem(state, action.tile)
        case PlaceFoodTruck():
            if not isinstance(pending, FoodTruckStep):
                return _wrong(state)
            return None if 0 <= action.column < DISPLAY_COLUMNS else Said("engine.column_range")
        case RevealCard():
            if not isinstance(pending, RevealStep):
                return _wrong(state)
            return _reveal_problem(state, action.card)
        case RollDie():
            if not (isinstance(pending, TurnStep) and pending.seat == ROBOT):
                return _wrong(state)
            return None if action.value is None or 1 <= action.value <= 6 else Said("engine.die_range")
        case TakeCard():
            if not _human_turn(state):
                return _wrong(state)
            return _take_problem(state, action.column)
        case UseSandDollarAction():
            if not _human_turn(state):
                return _wrong(state)
            return _sand_dollar_problem(state, action)
        case Pass():
            if not _human_turn(state):
                return _wrong(state)
            if _card_options(state):
                return Said("engine.can_take")
            return None
        case PlaceCard():
            if not isinstance(pending, PlaceStep):
                return _wrong(state)
            return _place_problem(state, action)
        case MovePerson():
            if isinstance(pending, MoveStep):
                return _move_problem(state, pending, action)
            if isinstance(pending, MoveHereStep):
                return _move_here_problem(state, pending, action)
            return _wrong(state)
        case ChooseHappyDay():
            if not isinstance(pending, HappyDayStep):
                return _wrong(state)
            return None if action.option in HAPPY_DAY else Said("engine.happy_option")
        case SwapCards():
            if not isinstance(pending, SwapStep):
                return _wrong(state)
            return swap_refusal(state.players[state.actor], state.catalogue, action.first, action.second)
        case ReturnPerson():
            if not isinstance(pending, ReturnStep):
                return _wrong(state)
            if state.players[state.actor].crowd(action.square).count(action.person) < 1:
                return Said("engine.no_person_to_return", person=words.person(action.person),
                            square=words.square(action.square))
            return None
        case Done():
            if isinstance(pending, (MoveStep, MoveHereStep, SwapStep, ReturnStep)):
                return None
            return Said("engine.nothing_to_finish", prompt=prompt_said(state))
    return Said("engine.unknown_action", action=repr(action))


def validate(state: GameState, action: Action, language: str = words.ENGLISH) -> str | None:
    """Why ``action`` is illegal in ``state`` (a sentence saying what to do instead, in ``language``), or ``None``."""
    return words.word(refusal(state, action), language)


def _wrong(state: GameState) -> Said:
    return Said("engine.wrong_choice", prompt=prompt_said(state))


def _human_turn(state: GameState) -> bool:
    return isinstance(state.pending, TurnStep) and state.pending.seat != ROBOT


def _tile_problem(state: GameState, tile_id: str) -> Said | None:
    if tile_id not in state.setup.starting_tiles:
        return Said("engine.tile_not_in_game", tile=tile_id, tiles=tuple(state.setup.starting_tiles))
    if any(p.starting_tile == tile_id for p in state.players):
        return Said("engine.tile_taken", tile=tile_id)
    return None


def _reveal_problem(state: GameState, card_id: str | None) -> Said | None:
    if card_id is None:
        return None
    if card_id not in state.setup.deck:
        return Said("engine.card_not_in_deck", card=card_id)
    if card_id not in state.deck:
        return Said("engine.card_revealed", card=card_id)
    return None


def _take_problem(state: GameState, column: int) -> Said | None:
    card_id = state.display.front[column]
    if card_id is None:
        return Said("engine.column_blank", column=column + 1)
    player = state.players[state.actor]
    if not card_squares(player, state.catalogue, state.catalogue.card(card_id)):
        return Said("engine.no_place", card=card_label(state, card_id))
    return None


_SOURCE_REFUSALS = {"front": "engine.takes_front", "back": "engine.takes_back", "two_front": "engine.takes_two_front",
                    "front_and_behind": "engine.takes_front_and_behind"}


def _sand_dollar_slots_problem(state: GameState, source: str, tag_filter: tuple[str, ...],
                               slots: tuple[Slot, ...]) -> Said | None:
    if len(set(slots)) != len(slots):
        return Said("engine.slot_twice")
    for slot in slots:
        if state.display.at(slot) is None:
            return Said("engine.slot_blank", slot=Said("engine.display_slot", row=words.row(slot[0]), column=slot[1] + 1))
    rows = [s[0] for s in slots]
    if source == "front":
        wrong = rows != ["front"]
    elif source == "back":
        wrong = rows != ["back"]
    elif source == "two_front":
        wrong = rows != ["front", "front"]
    elif source == "front_and_behind":
        wrong = sorted(slots) != [("back", slots[0][1]), ("front", slots[0][1])]
    elif source == "anywhere_with_tag":
        if len(slots) != 1:
            return Said("engine.takes_anywhere")
        card_id = state.display.at(slots[0])
        assert card_id is not None  # no slot is blank: checked above
        card = state.catalogue.card(card_id)
        if not any(t in tag_filter for t in card.tags):
            return Said("engine.no_tag", card=card_label(state, card.id), tags=tuple(words.tag(t) for t in tag_filter))
        return None
    else:
        return None
    return Said(_SOURCE_REFUSALS[source]) if wrong else None


def _sand_dollar_problem(state: GameState, action: UseSandDollarAction) -> Said | None:
    if action.action not in state.setup.sand_dollar_actions:
        return Said("engine.not_sand_dollar_action", action=action.action)
    spec = state.catalogue.sand_dollar_actions[action.action]
    player = state.players[state.actor]
    if player.sand_dollars < spec.cost:
        return Said("engine.cannot_afford", action=words.action_name(spec), cost=words.count(spec.cost, "sand dollar"),
                    have=player.sand_dollars)
    problem = _sand_dollar_slots_problem(state, spec.source, spec.tag_filter, action.slots)
    if problem:
        return problem
    # No slot is blank (``_sand_dollar_slots_problem``): the filter drops nothing.
    cards = tuple(c for s in action.slots if (c := state.display.at(s)) is not None)
    if not cards_placeable(player, state.catalogue, cards):
        return Said("engine.cannot_place_all")
    return None


_WRONG_ROW = {"beach": "engine.wrong_row_beach", "street": "engine.wrong_row_street"}


def _place_problem(state: GameState, action: PlaceCard) -> Said | None:
    if action.card not in state.hand:
        return Said("engine.not_in_hand", card=action.card, hand=tuple(state.hand))
    card = state.catalogue.card(action.card)
    if action.row != card.row:
        return Said(_WRONG_ROW[card.row], card=card_label(state, card.id))
    player = state.players[state.actor]
    square = (action.row, action.column)
    if square not in card_squares(player, state.catalogue, card):
        return Said("engine.bad_square", card=card_label(state, card.id), square=words.square(square))
    rest = [state.catalogue.card(c) for c in state.hand if c != action.card]  # a hand holds 1 or 2 cards
    if rest and not fits_after(player, state.catalogue, square, card, rest[0]):
        return Said("engine.no_room_for_other")
    return None


def _move_distance(step: MoveStep, person: str) -> int:
    return FINAL_DISTANCE[person] if step.final else step.distance


def _move_problem(state: GameState, step: MoveStep, action: MovePerson) -> Said | None:
    if step.person not in ("any", action.person):
        return Said("engine.move_only_for", people=words.people(step.person), reason=step.reason)
    player = state.players[state.actor]
    available = player.crowd(action.from_square).count(action.person)
    if not step.repeat:
        available -= step.arrived(action.from_square, action.person)
    if available < 1:
        return Said("engine.cannot_move_now", person=words.person(action.person),
                    square=words.square(action.from_square))
    spaces = layout(player.cards, state.catalogue).spaces  # somebody stands here: the player has a tile
    return path_refusal(spaces, action.from_square, tuple(action.path), _move_distance(step, action.person))


def _move_here_problem(state: GameState, step: MoveHereStep, action: MovePerson) -> Said | None:
    if tuple(action.path) != (step.square,):
        return Said("engine.move_here_path", square=words.square(step.square))
    if action.from_square == step.square:
        return Said("engine.already_here")
    if state.players[state.actor].crowd(action.from_square).count(action.person) < 1:
        return Said("engine.no_person_there", person=words.person(action.person),
                    square=words.square(action.from_square))
    return None


# --- apply ------------------------------------------------------------------------------------

HAPPY_DAY = offers.HAPPY_DAY_OPTIONS
_OPTIONS = {"dollar_and_move": "engine.option_dollar_and_move", "two_dollars": "engine.option_two_dollars",
            "two_moves": "engine.option_two_moves"}
RETURNABLE = ("local", "tourist", "vip")
"""Returns to the supply take any person: the action says "people", and a VIP is a person."""


def apply(state: GameState, action: Action) -> tuple[GameState, tuple[Event, ...]]:
    """The state after ``action`` and the log events it produced; the given state is unchanged.

    Raises ``IllegalActionError`` (with ``validate``'s reason) when the action is illegal. An action
    taken from the list ``legal_actions`` just gave for this very state is known to be legal (every
    listed action validates: the seeded playout tests check it at every step), so it is not
    validated a second time; any other action is."""
    listed_state, listed = _LAST_LISTED
    # Identity, not equality: comparing models field by field would cost more than validating.
    if listed_state is not state or not any(map(is_, listed, repeat(action))):
        reason = refusal(state, action)
        if reason:
            raise IllegalActionError(reason)
    events: list[Event] = []
    # One dictionary look-up by the action's exact type (actions are final pydantic classes): a
    # ``match`` would try up to 13 ``isinstance`` checks, each through pydantic's ABC metaclass.
    handler = _DO.get(type(action))
    if handler is None:  # a subclass of an action type (validate matched it with isinstance)
        handler = next(h for kind, h in _DO.items() if isinstance(action, kind))
    # The log goes into the copy the handler makes anyway (``changes``): one copy less per action.
    state = handler(state, action, events, {"_log": (state.__dict__["_log"], action, LOG_LINK)})  # a link (``state._ActionLog``)
    if state.pending is not None:  # a choice is asked already (most moves): nothing queued runs now
        return state, tuple(events)
    return advance(state, events), tuple(events)


def _choose_tile(state: GameState, action: ChooseStartingTile, events: list[Event], changes: dict) -> GameState:
    return give_tile(evolve(state, **changes, pending=None), state.actor, action.tile, events)


def _place_food_truck(state: GameState, action: PlaceFoodTruck, events: list[Event], changes: dict) -> GameState:
    display = evolve(state.display, food_truck=action.column, foodie=disp.foodie_column(action.column))
    events.append(said(state.actor, "tokens", (sentence, "engine.log_food_truck", ("column", action.column + 1),
                                                ("foodie", display.foodie + 1))))
    return evolve(state, **changes, display=display, pending=None)


def _pass(state: GameState, action: Pass, events: list[Event], changes: dict) -> GameState:
    seat = state.actor
    events.append(said(seat, "pass", (sentence, "engine.log_passes", ("name", state.name_of(seat)))))
    return evolve(state, **changes, pending=None, passes_in_row=state.passes_in_row + 1,
                  queue=(RefreshStep(), EndTurnStep()) + state.queue)


def _happy_day(state: GameState, action: ChooseHappyDay, events: list[Event], changes: dict) -> GameState:
    seat = state.actor
    steps = _HAPPY_DAY_STEPS[action.option]
    events.append(said(seat, "happy_day", (sentence, "engine.log_happy_day", ("name", state.name_of(seat)),
                                          ("option", Said(_OPTIONS[action.option])))))
    changes["pending"] = None
    changes["queue"] = steps + state.queue
    return copy_with(state, changes)


def _done(state: GameState, action: Done, events: list[Event], changes: dict) -> GameState:
    seat = state.actor
    name = state.name_of(seat)
    event = _DONE_EVENTS.get((seat, name))
    if event is None:
        if len(_DONE_EVENTS) >= 1024:
            _DONE_EVENTS.clear()
        event = _DONE_EVENTS[(seat, name)] = said(seat, "done", (sentence, "engine.log_done", ("name", name)))
    events.append(event)
    changes["pending"] = None
    return copy_with(state, changes)


_DONE_EVENTS: dict[tuple[int, str], Event] = {}
"""The "done" event per (seat, name): events are immutable, so one object serves every game."""


def _reveal(state: GameState, action: RevealCard, events: list[Event], changes: dict) -> GameState:
    card_id = action.card
    step = state.pending
    assert isinstance(step, RevealStep)  # validated: a reveal answers the pending RevealStep
    slot = step.slot
    if card_id is None:
        events.append(said(None, "deck", (sentence, "engine.log_deck_empty")))
        return evolve(state, **changes, deck_empty=True, pending=None)
    events.append(said(None, "deal", (_revealed, state.catalogue, card_id, slot)))
    return evolve(state, **changes, display=disp.put(state.display, slot, card_id),
                  deck=tuple(c for c in state.deck if c != card_id), pending=None)


_TURN_END = (RefreshStep(), EndTurnStep())
"""The end of every turn: refresh the display, then hand over (steps are immutable: built once)."""
_PLACE = PlaceStep()
_TAKE_STEPS = {
    "none": _TURN_END,
    "food_truck": (GainStep(1, words.term("engine.reason_food_truck")),) + _TURN_END,
    "foodie": (MoveStep("any", 1, 1, words.term("engine.reason_foodie")),) + _TURN_END,
    "happy_day": (HappyDayStep(),) + _TURN_END,
}
"""A normal selection's steps after placing the card, by reward: the food truck / foodie reward, the turn's end."""
_HAPPY = words.term("engine.reason_happy_day")
_HAPPY_DAY_STEPS = {
    "dollar_and_move": (GainStep(1, _HAPPY), MoveStep("any", 1, 1, _HAPPY)),
    "two_dollars": (GainStep(2, _HAPPY),),
    "two_moves": (MoveStep("any", 2, 1, _HAPPY, repeat=True),),
}


def _take(state: GameState, action: TakeCard, events: list[Event], changes: dict) -> GameState:
    column = action.column
    seat = state.actor
    card_id = state.display.front[column]
    reward = disp.reward_for(state.display, column)
    events.append(said(seat, "take", (_took, state.name_of(seat), state.catalogue, card_id, column)))
    display = disp.take_front(state.display, column)
    # Placing the card is asked at once (what queueing a PlaceStep first and running it would do).
    changes.update(display=display, hand=(card_id,), hand_source="display", pending=_PLACE,
                   actor=state.current, passes_in_row=0, queue=_TAKE_STEPS[reward] + state.queue)
    return copy_with(state, changes)


def _use_sand_dollar_action(state: GameState, action: UseSandDollarAction, events: list[Event],
                            changes: dict) -> GameState:
    seat = state.actor
    spec = state.catalogue.sand_dollar_actions[action.action]
    player = state.players[seat]
    cards = tuple(state.display.at(s) for s in action.slots)
    events.append(said(seat, "sand_dollar_action", (_paid, player.name, state.catalogue, spec, cards)))
    steps: tuple = (_PLACE,) * len(cards)  # steps are immutable: the one shared PlaceStep
    if spec.move_count:
        steps += (MoveStep(spec.move_person, spec.move_count, max(spec.move_distance, 1), words.action_name(spec)),)
    if spec.swaps:
        steps += (SwapStep(spec.swaps),)
    if spec.return_people:
        steps += (ReturnStep(spec.return_people),)
    display = disp.remove(state.display, tuple(action.slots))
    # The payment, the cards taken and the steps go into one copy of the state.
    changes.update(display=display, hand=cards, hand_source=action.action, pending=None, passes_in_row=0,
                   queue=steps + _TURN_END + state.queue)
    return replace_player(state, seat, copy_with(player, {"sand_dollars": player.sand_dollars - spec.cost}), changes)


def _place(state: GameState, action: PlaceCard, events: list[Event], changes: dict) -> GameState:
    seat = state.actor
    square = (action.row, action.column)
    card = state.catalogue.card(action.card)
    events.append(said(seat, "place", (_placed, state.name_of(seat), state.catalogue, card.id, square)))
    facts = catalogue_facts(state.catalogue)
    steps = facts.steps.get((card.id, square))
    if steps is None:
        if len(facts.steps) >= 8192:  # bounded by cards x squares; this is a backstop
            facts.steps.clear()
        steps = facts.steps[(card.id, square)] = _placement_steps(state.catalogue, card, square, facts.names)
    hand = list(state.hand)
    hand.remove(card.id)
    before = state.players[seat]
    player = with_card(before, square, card.id)
    placed(before.cards, player.cards, square, state.catalogue)  # the new city's geometry, from the old one's
    # The card, the hand and the card's steps go into one copy of the state.
    changes["hand"] = tuple(hand)
    changes["pending"] = None
    changes["queue"] = steps + state.queue
    return replace_player(state, seat, player, changes)


def _placement_steps(catalogue: Catalogue, card: FeatureCard, square: Square, names: dict[str, Phrase]) -> tuple:
    """The steps of ``card``'s placement actions once placed on ``square``, in card order (``names``:
    the card names built so far, by id: a card's name is the same on every square)."""
    if not card.placement:
        return ()
    steps: list = []
    name = names.get(card.id)
    if name is None:
        name = names[card.id] = words.card(catalogue, card.id)
    for placement in card.placement:
        match placement:
            case GainSandDollars(amount=amount):
                steps.append(GainStep(amount, name))
            case AddPeople(person=person, count=count):
                steps.append(AddPeopleStep(person, count, square))
            case MovePeople(person=person, count=count, distance=distance):
                steps.append(MoveStep(person, count, distance, name))
            case MoveHere(count=count):
                steps.append(MoveHereStep(square, count))
    return tuple(steps)


def _relocate(player: PlayerState, person: str, source: Square, target: Square | None) -> PlayerState:
    """Move one person from ``source`` to ``target`` (``None``: off the city, to the supply)."""
    people = player.people.copy()  # a dict (``dict(proxy)`` is ten times slower)
    left = player.crowd(source).plus(person, -1)
    if left.total:
        people[source] = left
    else:
        del people[source]
    if target is not None:
        people[target] = player.crowd(target).plus(person, 1)
    return evolve(player, people=frozen_map(people))


def _move(state: GameState, action: MovePerson, events: list[Event], changes: dict) -> GameState:
    seat = state.actor
    player = state.players[seat]
    step = state.pending
    person, source, path = action.person, action.from_square, action.path
    target = path[-1]
    # ``_relocate`` written out: the most frequent action of all.
    people = player.people.copy()  # a dict (``dict(proxy)`` is ten times slower)
    left = people[source].plus(person, -1)
    if left.locals or left.tourists or left.vips:  # ``left.total``, without the call
        people[source] = left
    else:
        del people[source]
    people[target] = people.get(target, NOBODY).plus(person, 1)
    moved_people = frozen_map(people)
    events.append(said(seat, "move", (_moved, player.name, person, source, path)))
    if person == "vip":
        supply = state.supply
        player = copy_with(player, {"people": moved_people})
        assert player.starting_tile is not None  # chosen at setup, before anyone moves
        tile = state.catalogue.starting_tile(player.starting_tile)
        drops = footprint_drops(path, player.cards, player.footprints, tile, state.catalogue, supply.footprints)
        if drops:
            player = copy_with(player, {"footprints": player.footprints | frozenset(drops)})
            changes["supply"] = supply.minus("footprint", len(drops))
            for square in drops:
                events.append(said(seat, "footprint", (_footprint, state.catalogue, player.cards[square])))
        elif supply.footprints == 0 and any(
            s in player.cards and s not in player.footprints for s in path
        ):
            events.append(said(seat, "supply", (sentence, "engine.log_no_footprints")))
    else:
        player = copy_with(player, {"people": moved_people})
    if type(step) is MoveHereStep:
        still = step.count - 1
        more = still > 0 and any(s != step.square and c.total for s, c in moved_people.items())
        changes["pending"] = MoveHereStep(step.square, still) if more else None
        return replace_player(state, seat, player, changes)
    assert isinstance(step, MoveStep)  # validated: a person moves in a MoveStep or a MoveHereStep
    moved = step.moved
    if not step.repeat:
        # Count the arrival: one more on its (square, type) entry, or a new entry at the end.
        for i, (s, p, n) in enumerate(moved):
            if s == target and p == person:
                moved = moved[:i] + ((s, p, n + 1),) + moved[i + 1:]
                break
        else:
            moved += ((target, person, 1),)
    count = step.count - 1
    if count > 0:
        nxt = copy_with(step, {"count": count, "moved": moved})
        changes["pending"] = nxt if can_move(player, state.catalogue, nxt) else None
    else:
        changes["pending"] = None
    return replace_player(state, seat, player, changes)


def _paid(name: str, catalogue: Catalogue, spec: SandDollarAction, cards: tuple) -> Said:
    labels = [words.card(catalogue, c) for c in cards]  # a sand dollar action takes 1 or 2 cards
    return Said("engine.log_paid", name=name, cost=words.count(spec.cost, "sand dollar"), action=words.action_name(spec),
                cards=words.joined(labels))


def _took(name: str, catalogue: Catalogue, card_id: str, column: int) -> Said:
    return Said("engine.log_took", name=name, card=words.card(catalogue, card_id), column=column + 1)


def _placed(name: str, catalogue: Catalogue, card_id: str, square: Square) -> Said:
    return Said("engine.log_placed", name=name, card=words.card(catalogue, card_id), square=words.square(square))


def _revealed(catalogue: Catalogue, card_id: str, slot: Slot) -> Said:
    return Said("engine.log_revealed", card=words.card(catalogue, card_id), row=words.row(slot[0]), column=slot[1] + 1)


def _footprint(catalogue: Catalogue, card_id: str) -> Said:
    return Said("engine.log_footprint", card=words.card(catalogue, card_id))


def _swapped(name: str, catalogue: Catalogue, first: str, second: str) -> Said:
    return Said("engine.log_swapped", name=name, first=words.card(catalogue, first), second=words.card(catalogue, second))


def _moved(name: str, person: str, source: Square, path: tuple) -> Said:
    ends = {"name": name, "person": words.person(person), "source": words.square(source), "target": words.square(path[-1])}
    if len(path) > 1:
        return Said("engine.log_moved_via", path=tuple(words.square(s) for s in path[:-1]), **ends)
    return Said("engine.log_moved", **ends)


def _swap(state: GameState, action: SwapCards, events: list[Event], changes: dict) -> GameState:
    seat = state.actor
    player = state.players[seat]
    a, b = action.first, action.second
    cards = player.cards.copy()  # a dict (``dict(proxy)`` is ten times slower)
    cards[a], cards[b] = cards[b], cards[a]
    people = player.people.copy()  # a dict (``dict(proxy)`` is ten times slower)
    pa, pb = people.pop(a, None), people.pop(b, None)
    if pa is not None:
        people[b] = pa
    if pb is not None:
        people[a] = pb
    footprints = set(player.footprints)
    fa, fb = a in footprints, b in footprints
    footprints.discard(a)
    footprints.discard(b)
    if fa:
        footprints.add(b)
    if fb:
        footprints.add(a)
    player = evolve(player, cards=frozen_map(cards), people=frozen_map(people), footprints=frozenset(footprints))
    events.append(said(seat, "swap", (_swapped, player.name, state.catalogue, cards[b], cards[a])))
    step = state.pending
    assert isinstance(step, SwapStep)  # validated: a swap answers the pending SwapStep
    left = step.count - 1
    more = left > 0 and bool(legal_swaps(player, state.catalogue))
    return with_player(state, seat, player, **changes, pending=SwapStep(left) if more else None)


def _return(state: GameState, action: ReturnPerson, events: list[Event], changes: dict) -> GameState:
    seat = state.actor
    player = _relocate(state.players[seat], action.person, action.square, None)
    events.append(said(seat, "return", (sentence, "engine.log_returned", ("name", player.name),
                                       ("person", words.person(action.person)), ("square", words.square(action.square)))))
    step = state.pending
    assert isinstance(step, ReturnStep)  # validated: a return answers the pending ReturnStep
    left = step.count - 1
    more = left > 0 and any(c.total for c in player.people.values())
    return with_player(state, seat, player, **changes, supply=state.supply.minus(action.person, -1),
                       pending=ReturnStep(left) if more else None)


def _roll(state: GameState, action: RollDie, events: list[Event], changes: dict) -> GameState:
    return robot_turn(state, action.value, events, changes)


# Each handler takes its own action class; the key is that class, so ``apply``'s look-up by the action's exact
# type hands every handler its own kind of action (``Any`` here: a dict cannot tie each value's type to its key's).
_DO: dict[type, Callable[[GameState, Any, list[Event], dict], GameState]] = {
    MovePerson: _move, PlaceCard: _place, ChooseStartingTile: _choose_tile, PlaceFoodTruck: _place_food_truck,
    RevealCard: _reveal, RollDie: _roll, TakeCard: _take, UseSandDollarAction: _use_sand_dollar_action,
    Pass: _pass, ChooseHappyDay: _happy_day, SwapCards: _swap, ReturnPerson: _return, Done: _done,
}
"""Each action type's handler: ``handler(state, action, events, changes) -> state``, with ``changes``
(the action log) in the first copy of the state it makes."""
if set(_DO) != set(get_args(get_args(Action)[0])):  # a new action cannot go unhandled (as assert_never would)
    raise AssertionError("rules._DO must handle every action of scorer.engine.actions.Action")


# --- legal actions ----------------------------------------------------------------------------


_LAST_LISTED: tuple = (None, ())
"""The last state ``legal_actions`` answered and its answer (one tuple: replaced in one step, so a
thread never reads one state's list beside another state)."""


def legal_actions(state: GameState) -> tuple[Action, ...]:
    """Every legal action now, in a fixed order (empty when the game is over)."""
    global _LAST_LISTED
    pending = state.pending
    if pending.__class__ is MoveStep and not state.finished:  # the most frequent choice, without a dispatch
        found = _move_options(state, state.players[state.actor], pending)
    else:
        found = _legal_actions(state)
    _LAST_LISTED = (state, found)
    return found


def _legal_actions(state: GameState) -> tuple:
    pending = state.pending
    if state.finished or pending is None:
        return ()
    player = state.players[state.actor] if state.actor != ROBOT else None
    # The most frequent choices come first (a match tries its cases in order; the types are disjoint).
    match pending:
        case MoveStep():
            assert player is not None  # a player's own step (the Robot only rolls)
            return _move_options(state, player, pending)
        case TurnStep(seat=seat):
            if seat == ROBOT:
                return offers.ROLLS
            return _card_options(state) or (offers.PASS,)
        case PlaceStep():
            assert player is not None  # a player's own step (the Robot only rolls)
            city = layout(player.cards, state.catalogue)
            cards, hand = state.catalogue.cards, state.hand
            if len(hand) == 1:  # a normal selection: every legal square of the one card
                return offers.place_cards(hand[0], city.card_squares(cards[hand[0]]))
            found: list[Action] = []
            for card_id in hand:
                card = cards[card_id]
                rest = [cards[c] for c in hand if c != card_id]  # a hand holds 1 or 2 cards
                for square in city.card_squares(card):
                    if rest and not city.fits_after(square, card, rest[0]):
                        continue
                    found.append(offers.place_card(card_id, square[0], square[1]))
            return tuple(found)
        case MoveHereStep(square=target):
            assert player is not None  # a player's own step (the Robot only rolls)
            people = player.people
            found = []
            for s in sorted(people, key=_order):
                if s != target:
                    crowd = people[s]
                    for person, n in zip(PERSON_TYPES, (crowd.locals, crowd.tourists, crowd.vips), strict=True):
                        if n:
                            found.append(offers.move_person(person, s, (target,)))
            found.append(offers.DONE)
            return tuple(found)
        case ChooseTileStep():
            return tuple(offers.choose_starting_tile(t) for t in state.setup.starting_tiles
                         if _tile_problem(state, t) is None)
        case FoodTruckStep():
            return offers.PLACE_FOOD_TRUCK
        case RevealStep():
            return tuple(offers.reveal_card(c) for c in state.deck) + (offers.reveal_card(None),)
        case HappyDayStep():
            return offers.HAPPY_DAYS
        case SwapStep():
            assert player is not None  # a player's own step (the Robot only rolls)
            return layout(player.cards, state.catalogue).swap_offers() + (offers.DONE,)
        case ReturnStep():
            assert player is not None  # a player's own step (the Robot only rolls)
            return tuple(
                offers.return_person(s, p)
                for s in sorted(player.people, key=_order)
                for p in RETURNABLE if player.crowd(s).count(p)
            ) + (offers.DONE,)
        case _:
            # Automatic steps (gain, add people, refresh, end of turn...) never stay pending.
            raise AssertionError(f"step {pending!r} cannot be pending")


_order = itemgetter(1, 0)
"""Squares left to right, the beach before the street in a column ("beach" < "street")."""




def _card_options(state: GameState) -> tuple:
    """Every way to take cards this turn: front-row cards, then each sand dollar action's choices."""
    player = state.players[state.actor]
    facts = catalogue_facts(state.catalogue)
    ends = facts.ends
    # Whether each card showing fits the city on its own (``cards_placeable`` of one card) needs no
    # geometry: only the end-of-beach cards can have nowhere to go (``layout.unplaceable``).
    blocked = unplaceable(player.cards, ends)
    front_cards, back_cards = state.display.front, state.display.back
    # Which slots hold a card that fits, and the offers they select, worked out in C (``map``,
    # ``compress``): with no end-of-beach card placed (most turns), every card showing fits.
    if blocked:
        front_ok = [c is not None and c not in blocked for c in front_cards]
    else:
        front_ok = list(map(is_not, front_cards, repeat(None)))
    found: list = list(compress(offers.TAKE_CARD, front_ok))
    back_ok = None
    sand_dollars = player.sand_dollars
    for cost, source, tag_filter, table in _sand_dollar_specs(state.setup, state.catalogue):
        if sand_dollars < cost:
            continue
        # ``table`` holds the action's offers by slot (``_offer_table``), in the order listed here.
        if source == "front":
            found += compress(table, front_ok)
        elif source == "anywhere_with_tag":
            tags = facts.tags
            found += [offer for offer, c in zip(table, front_cards + back_cards, strict=True)
                      if c is not None and c not in blocked and not tags[c].isdisjoint(tag_filter)]
        elif source == "two_front":
            # Two cards that each fit fit together: a card never removes the other's slot at the far end
            # of its row, except two end-of-beach cards (the second one has nowhere to go after the first).
            # ``cards_placeable`` (used by ``validate``) checks the orders in full; the playouts compare.
            found += [offer for i, j, offer in table if front_ok[i] and front_ok[j]
                      and not (front_cards[i] in ends and front_cards[j] in ends)]
        else:
            if back_ok is None:
                back_ok = ([c is not None and c not in blocked for c in back_cards] if blocked
                           else list(map(is_not, back_cards, repeat(None))))
            if source == "back":
                found += compress(table, back_ok)
            elif source == "front_and_behind":
                found += [offer for c, offer in enumerate(table) if front_ok[c] and back_ok[c]
                          and not (front_cards[c] in ends and back_cards[c] in ends)]
    return tuple(found)


_SPECS: tuple = (None, None, ())


def _sand_dollar_specs(setup: GameSetup, catalogue: Catalogue) -> tuple:
    """The game's sand dollar actions as (cost, source, tag filter, offers by slot), remembered for the
    last setup and catalogue asked (a playout asks at every turn of the same game)."""
    global _SPECS
    last_setup, last_catalogue, specs = _SPECS
    if last_setup is not setup or last_catalogue is not catalogue:
        specs = tuple((spec.cost, spec.source, spec.tag_filter, _offer_table(i, spec.source))
                      for i in setup.sand_dollar_actions for spec in (catalogue.sand_dollar_actions[i],))
        _SPECS = (setup, catalogue, specs)
    return specs


def _offer_table(action_id: str, source: str) -> tuple:
    """A sand dollar action's offers by display slot, in ``_card_options``'s order: one per front
    column ("front", "front_and_behind": that column and the one behind it), per back column ("back"),
    per front then back column ("anywhere_with_tag"), or ``(i, j, offer)`` per pair of front columns
    ``i < j`` ("two_front")."""
    columns = range(DISPLAY_COLUMNS)
    if source == "two_front":
        return tuple((i, j, offers.sand_dollar_action(action_id, (("front", i), ("front", j))))
                     for i in columns for j in columns if i < j)
    slots: list[tuple[Slot, ...]]
    if source == "front_and_behind":
        slots = [(("front", c), ("back", c)) for c in columns]
    elif source == "back":
        slots = [(("back", c),) for c in columns]
    elif source == "anywhere_with_tag":
        slots = [((row, c),) for row in ("front", "back") for c in columns]
    else:
        slots = [(("front", c),) for c in columns]
    return tuple(offers.sand_dollar_action(action_id, s) for s in slots)


def _move_options(state: GameState, player: PlayerState, step: MoveStep) -> tuple:
    city = layout(player.cards, state.catalogue)
    allowed = _TYPE_BITS[step.person]
    if step.final:
        local, tourist, vip = FINAL_DISTANCE["local"], FINAL_DISTANCE["tourist"], FINAL_DISTANCE["vip"]
    else:
        local = tourist = vip = step.distance
    arrived: dict[Square, list[int]] | None = None  # per square, [locals, tourists, VIPs] that arrived there during this step
    if not step.repeat and step.moved:
        arrived = {}
        for s, p, n in step.moved:
            counts = arrived.get(s) or [0, 0, 0]
            counts[_TYPE_INDEX[p]] += n
            arrived[s] = counts
    people = player.people
    remembered = city.remembered_moves  # the shape's answers, read here without a call per (square, type)
    found: list[Action] = []
    # Each type written out (locals, tourists, then VIPs on each square): a loop over the filter's
    # types cost more than the moves it listed.
    for square in sorted(people, key=_order):
        crowd = people[square]
        locals_, tourists, vips = crowd.locals, crowd.tourists, crowd.vips
        if arrived:
            came = arrived.get(square)
            if came:
                locals_, tourists, vips = locals_ - came[0], tourists - came[1], vips - came[2]
        if locals_ > 0 and allowed & 1:
            moves = remembered.get(("local", square, local))
            found += moves if moves is not None else city.moves("local", square, local)
        if tourists > 0 and allowed & 2:
            moves = remembered.get(("tourist", square, tourist))
            found += moves if moves is not None else city.moves("tourist", square, tourist)
        if vips > 0 and allowed & 4:
            if vip != 1:
                # A VIP's path decides its footprints: one path per (destination, footprints dropped).
                assert player.starting_tile is not None  # chosen at setup, before anyone moves
                tile = state.catalogue.starting_tile(player.starting_tile)
                paths = vip_paths(city.spaces, square, vip, player.cards, player.footprints, tile,
                                  state.catalogue, state.supply.footprints)
                found += [offers.move_person("vip", square, p) for p in paths]
            else:
                moves = remembered.get(("vip", square, 1))
                found += moves if moves is not None else city.moves("vip", square, 1)
    found.append(offers.DONE)
    return tuple(found)


_TYPE_BITS = {"any": 7, "local": 1, "tourist": 2, "vip": 4}
"""A move's person filter as bits: 1 locals, 2 tourists, 4 VIPs."""
_TYPE_INDEX = {"local": 0, "tourist": 1, "vip": 2}


# --- helpers for a user interface ---------------------------------------------------------------


def legal_destinations(state: GameState, from_square: Square, person: str) -> tuple[Square, ...]:
    """Where the pending move may take one ``person`` standing on ``from_square`` (``()`` if nowhere)."""
    step = state.pending
    if isinstance(step, MoveHereStep):
        probe = MovePerson(person=person, from_square=from_square, path=(step.square,))
        return (step.square,) if _move_here_problem(state, step, probe) is None else ()
    if not isinstance(step, MoveStep) or person not in PERSON_TYPES:
        return ()
    player = state.players[state.actor]
    if step.person not in ("any", person):
        return ()
    available = player.crowd(from_square).count(person) - (0 if step.repeat else step.arrived(from_square, person))
    if available < 1:
        return ()
    distance = _move_distance(step, person)
    if person == "vip" and distance > 1:  # the VIP's own square too, when a way out and back marks a card
        return tuple(sorted({path[-1] for path in _vip_offers(state, from_square, distance)}, key=_order))
    reach = shortest_paths(player.spaces(), from_square, distance)
    return tuple(sorted(reach, key=_order))


def _vip_offers(state: GameState, from_square: Square, distance: int) -> list[tuple[Square, ...]]:
    """``movement.vip_paths`` for the actor's VIP on ``from_square``: one path per (destination, footprints)."""
    player = state.players[state.actor]
    assert player.starting_tile is not None  # chosen at setup, before anyone moves
    tile = state.catalogue.starting_tile(player.starting_tile)
    return vip_paths(player.spaces(), from_square, distance, player.cards, player.footprints, tile,
                     state.catalogue, state.supply.footprints)


def paths_to(state: GameState, from_square: Square, person: str, destination: Square) -> tuple[tuple[Square, ...], ...]:
    """Every legal path of the pending move from ``from_square`` to ``destination`` (shortest first): the
    simple ones for a local or tourist; for a VIP, whose path decides which cards get footprints, one per
    set of footprints (``movement.vip_paths``, a way out and back included), so a UI may offer the choice."""
    if destination not in legal_destinations(state, from_square, person):
        return ()
    step = state.pending
    if isinstance(step, MoveHereStep):
        return ((destination,),)
    assert isinstance(step, MoveStep)  # a destination is legal only while a person may move
    player = state.players[state.actor]
    distance = _move_distance(step, person)
    if person == "vip" and distance > 1:
        return tuple(p for p in _vip_offers(state, from_square, distance) if p[-1] == destination)
    paths = [p for p in simple_paths(player.spaces(), from_square, distance) if p[-1] == destination]
    return tuple(sorted(paths, key=lambda p: (len(p), p)))


def prompt_said(state: GameState) -> Said:
    """The pending choice as a ``Said`` (``scorer.engine.words`` words it in any language)."""
    pending = state.pending
    if state.finished or pending is None:
        return Said("engine.prompt_over")
    who = words.Said("engine.robot") if state.actor == ROBOT else state.name_of(state.actor)
    match pending:
        case ChooseTileStep():
            return Said("engine.prompt_tile_solo" if state.setup.solo else "engine.prompt_tile", who=who)
        case FoodTruckStep():
            return Said("engine.prompt_food_truck", who=who)
        case RevealStep(slot=slot):
            return Said("engine.prompt_reveal", row=words.row(slot[0]), column=slot[1] + 1)
        case TurnStep(seat=seat):
            if seat == ROBOT:
                return Said("engine.prompt_robot")
            return Said("engine.prompt_turn", who=who)
        case PlaceStep():
            labels = [card_label(state, c) for c in state.hand]
            cards = labels[0] if len(labels) == 1 else Said("engine.and", first=labels[0], second=labels[1])
            # Which card first matters: its placement actions come before the other's.
            return Said("engine.prompt_place_two" if len(labels) > 1 else "engine.prompt_place", who=who, cards=cards)
        case MoveStep():
            if pending.final:
                return Said("engine.prompt_final", who=who)
            kind = "person" if pending.person == "any" else pending.person
            return Said("engine.prompt_move", who=who, people=words.count(pending.count, kind),
                        spaces=words.count(pending.distance, "space"), reason=pending.reason)
        case MoveHereStep():
            return Said("engine.prompt_move_here", who=who, people=words.count(pending.count, "person"),
                        square=words.square(pending.square))
        case HappyDayStep():
            return Said("engine.prompt_happy_day", who=who)
        case SwapStep():
            return Said("engine.prompt_swap", who=who, count=pending.count)  # the verb agrees: one message
        case ReturnStep():
            return Said("engine.prompt_return", who=who, people=words.count(pending.count, "person"))
    return Said("engine.prompt_choose", who=who)


def prompt(state: GameState, language: str = words.ENGLISH) -> str:
    """The pending choice as a sentence for the table ("Ana: place Pier (sample)"), in ``language``."""
    return prompt_said(state).word(language)
