"""The turn's queue: run automatic steps until the next choice somebody has to make.

``advance`` pops steps off ``GameState.queue``: automatic ones (gain sand dollars, add people,
refresh the display, end the turn) change the state at once; interactive ones become ``pending``.
Optional steps that offer nothing (no one to move, no legal swap) are skipped with a log line, so
a player is never asked a question with only one answer.

Also here: the setup bonuses of a starting tile, the end of the game (ruling 11, solo: when the
player has 14 cards) and the seeded draws. This module does not validate actions (``rules`` does).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, get_args

from card_db.catalogue import Catalogue
from scorer.engine import display as disp
from scorer.engine import words
from scorer.engine.movement import FINAL_DISTANCE
from scorer.engine.placement import legal_swaps
from scorer.engine.state import (
    END_TRIGGER_CARDS,
    PERSON_FILTERS,
    ROBOT,
    AddPeopleStep,
    ChooseTileStep,
    EndTurnStep,
    Event,
    FinalMoveStep,
    FoodTruckStep,
    GainStep,
    GameOverStep,
    GameState,
    HappyDayStep,
    MoveHereStep,
    MoveStep,
    PlaceStep,
    PlayerState,
    RefreshStep,
    ReturnStep,
    RevealStep,
    Slot,
    Square,
    Step,
    SwapStep,
    TurnStep,
    copy_with,
    evolve,
    frozen_map,
    replace_player,
    said,
    with_player,
)
from scorer.engine.words import Said, sentence

UNLIMITED = 99
"""The final movement moves any number of people: more than the box holds."""
FINAL_MOVEMENT = words.term("engine.reason_final")
"""Why people move at the end ("final movement"), as the final movement's step says it."""


def card_label(state: GameState, card_id: str) -> words.Phrase:
    """A card's name as shown to players (sample cards say so), in English and, worded, in any language."""
    # The catalogue's label: unnamed identical cards read "#2", "#3" (card_db.labels).
    return words.card(state.catalogue, card_id)


def draw(state: GameState, n: int) -> tuple[int, GameState]:
    """A seeded random number in 0..n-1 and the state with the draw counted (replays identically)."""
    value = random.Random(f"{state.setup.seed}:{state.rng_draws}").randrange(n)
    return value, evolve(state, rng_draws=state.rng_draws + 1)


def advance(state: GameState, events: list[Event], **changes: Any) -> GameState:
    """Run queued steps until one needs a choice (``pending``) or the game is over.

    ``changes`` (the action log, from ``apply``) go into the state before any step runs. Taking a
    step off the queue is itself a change: the step's own function (``_RUN``) puts both into the copy
    that the step makes anyway (one copy of the state per step, not two)."""
    while state.pending is None and not state.finished:
        queue = state.queue
        if not queue:
            raise AssertionError("the engine ran out of steps without ending the game")
        changes["queue"] = queue[1:]
        step = queue[0]
        state = _RUN[type(step)](state, step, events, changes)  # one look-up by the step's exact type
        changes = {}
    return copy_with(state, changes) if changes else state


def _ask(state: GameState, step: Step, changes: dict, actor: int | None = None) -> GameState:
    changes["pending"] = step
    changes["actor"] = state.current if actor is None else actor
    return copy_with(state, changes)


def _turn(state: GameState, step: TurnStep, events: list[Event], changes: dict) -> GameState:
    seat = step.seat
    changes["current"] = changes["actor"] = seat
    changes["pending"] = step
    return copy_with(state, changes)


def _place(state: GameState, step: PlaceStep, events: list[Event], changes: dict) -> GameState:
    return _ask(state, step, changes) if state.hand else copy_with(state, changes)


def _refresh(state: GameState, step: RefreshStep, events: list[Event], changes: dict) -> GameState:
    if state.setup.deck_source != "virtual":
        return refresh(state, events, changes)
    deal(state, events, changes)
    queue = changes["queue"]
    if queue and type(queue[0]) is EndTurnStep:
        # The end of every turn: the refresh and the turn's end go into one copy of the state
        # (``end_turn`` reads nothing the refresh changes: not the display, not the deck).
        changes["queue"] = queue[1:]
        return end_turn(state, events, changes)
    return copy_with(state, changes)


def _end_turn(state: GameState, step: EndTurnStep, events: list[Event], changes: dict) -> GameState:
    return end_turn(state, events, changes)


def _move(state: GameState, step: MoveStep, events: list[Event], changes: dict) -> GameState:
    if not can_move(state.players[state.current], state.catalogue, step):
        events.append(said(state.current, "skip", (sentence, "engine.log_no_move", ("reason", step.reason))))
        return copy_with(state, changes)
    return _ask(state, step, changes)


def _gain(state: GameState, step: GainStep, events: list[Event], changes: dict) -> GameState:
    seat = state.current
    player = state.players[seat]
    events.append(said(seat, "sand_dollars", (_gained, player.name, step.amount, step.reason)))
    return replace_player(state, seat, copy_with(player, {"sand_dollars": player.sand_dollars + step.amount}), changes)


def _add_people(state: GameState, step: AddPeopleStep, events: list[Event], changes: dict) -> GameState:
    return add_people(state, state.current, step.person, step.count, step.square, events, changes)


def _move_here(state: GameState, step: MoveHereStep, events: list[Event], changes: dict) -> GameState:
    square = step.square
    player = state.players[state.current]
    if not any(s != square and c.total for s, c in player.people.items()):
        events.append(said(state.current, "skip", (sentence, "engine.log_no_move_here")))
        return copy_with(state, changes)
    return _ask(state, step, changes)


def _choose_tile(state: GameState, step: ChooseTileStep, events: list[Event], changes: dict) -> GameState:
    seat = step.seat
    if state.setup.solo and state.setup.deck_source == "virtual":
        index, state = draw(evolve(state, **changes), len(state.setup.starting_tiles))
        tile_id = state.setup.starting_tiles[index]
        events.append(said(seat, "tile", (sentence, "engine.log_random_tile", ("name", state.name_of(seat)))))
        return give_tile(state, seat, tile_id, events)
    return _ask(state, step, changes, seat)


def _food_truck(state: GameState, step: FoodTruckStep, events: list[Event], changes: dict) -> GameState:
    return _ask(state, step, changes, step.seat)


def _happy_day(state: GameState, step: HappyDayStep, events: list[Event], changes: dict) -> GameState:
    return _ask(state, step, changes)


def _swap(state: GameState, step: SwapStep, events: list[Event], changes: dict) -> GameState:
    if not legal_swaps(state.players[state.current], state.catalogue):
        events.append(said(state.current, "skip", (sentence, "engine.log_no_swap")))
        return copy_with(state, changes)
    return _ask(state, step, changes)


def _return(state: GameState, step: ReturnStep, events: list[Event], changes: dict) -> GameState:
    if not any(c.total for c in state.players[state.current].people.values()):
        events.append(said(state.current, "skip", (sentence, "engine.log_no_return")))
        return copy_with(state, changes)
    return _ask(state, step, changes)


def _reveal(state: GameState, step: RevealStep, events: list[Event], changes: dict) -> GameState:
    return _ask(state, step, changes, state.current)


def _final_move(state: GameState, step: FinalMoveStep, events: list[Event], changes: dict) -> GameState:
    seat = step.seat
    move = MoveStep(person="any", count=UNLIMITED, distance=max(FINAL_DISTANCE.values()),
                    reason=FINAL_MOVEMENT, final=True)
    changes["current"] = seat
    if not any_move(state, seat, move):
        events.append(said(seat, "skip", (sentence, "engine.log_no_final", ("name", state.name_of(seat)))))
        return copy_with(state, changes)
    return _ask(state, move, changes, seat)


def _game_over(state: GameState, step: GameOverStep, events: list[Event], changes: dict) -> GameState:
    events.append(said(None, "game_over", (sentence, "engine.log_over")))
    return evolve(state, **changes, finished=True, pending=None)


# Each runner takes its own step class; the key is that class, so ``advance``'s look-up by the step's exact type
# hands every runner its own kind of step (``Any`` here: a dict cannot tie each value's type to its key's).
_RUN: dict[type, Callable[[GameState, Any, list[Event], dict], GameState]] = {
    TurnStep: _turn, PlaceStep: _place, RefreshStep: _refresh, EndTurnStep: _end_turn, MoveStep: _move,
    GainStep: _gain, AddPeopleStep: _add_people, MoveHereStep: _move_here, ChooseTileStep: _choose_tile,
    FoodTruckStep: _food_truck, HappyDayStep: _happy_day, SwapStep: _swap, ReturnStep: _return,
    RevealStep: _reveal, FinalMoveStep: _final_move, GameOverStep: _game_over,
}
"""Each step type's runner: ``runner(state, step, events, changes) -> state``."""
if set(_RUN) != set(get_args(Step)):  # a new step cannot go unhandled (as assert_never would)
    raise AssertionError("flow._RUN must handle every step of scorer.engine.state.Step")


def give_tile(state: GameState, seat: int, tile_id: str, events: list[Event]) -> GameState:
    """A player takes a starting tile and its setup bonuses; people start on its street half (ruling 4)."""
    tile = state.catalogue.starting_tile(tile_id)
    player = state.players[seat]
    state = with_player(state, seat, evolve(player, starting_tile=tile_id,
                                             sand_dollars=player.sand_dollars + tile.setup.sand_dollars))
    events.append(said(seat, "tile", (sentence, "engine.log_tile", ("name", player.name), ("tile", words.tile(state.catalogue, tile_id)))))
    if tile.setup.sand_dollars:
        events.append(said(seat, "sand_dollars", (sentence, "engine.log_setup_bonus", ("name", player.name),
                                                  ("amount", words.count(tile.setup.sand_dollars, "sand dollar")))))
    street = ("street", 0)
    for person, count in (("local", tile.setup.locals), ("tourist", tile.setup.tourists), ("vip", tile.vips)):
        if count:
            state = add_people(state, seat, person, count, street, events)
    return state


def add_people(state: GameState, seat: int, person: str, count: int, square: Square, events: list[Event],
               changes: dict | None = None) -> GameState:
    """Add people from the supply onto a square: as many as are left when the supply runs short.

    ``changes`` (from ``advance``) go into the same copy of the state."""
    changes = changes or {}
    left = state.supply.people(person)
    given = min(count, left)
    player = state.players[seat]
    if given:
        people = player.people.copy()  # a dict (``dict(proxy)`` is ten times slower)
        people[square] = player.crowd(square).plus(person, given)
        changes["supply"] = state.supply.minus(person, given)
        state = replace_player(state, seat, copy_with(player, {"people": frozen_map(people)}), changes)
        events.append(said(seat, "add_people", (_added, player.name, given, person, square)))
    elif changes:
        state = copy_with(state, changes)
    if given < count:
        events.append(said(seat, "supply", (sentence, "engine.log_supply_short", ("given", given),
                                            ("person", words.person(person)), ("count", count))))
    return state


def _gained(name: str, amount: int, reason: str) -> Said:
    return Said("engine.log_gained", name=name, amount=words.count(amount, "sand dollar"), reason=reason)


_ADDED = {"local": "engine.log_added_local", "tourist": "engine.log_added_tourist", "vip": "engine.log_added_vip"}


def _added(name: str, given: int, person: str, square: Square) -> Said:
    return Said(_ADDED[person], name=name, count=given, square=words.square(square))


def _dealt(catalogue: Catalogue, card_id: str, slot: Slot) -> Said:
    return Said("engine.log_dealt", card=words.card(catalogue, card_id), row=words.row(slot[0]), column=slot[1] + 1)


def any_move(state: GameState, seat: int, step: MoveStep) -> bool:
    """True when at least one person may make at least one move under ``step``."""
    return can_move(state.players[seat], state.catalogue, step)


def can_move(player: PlayerState, catalogue: Catalogue, step: MoveStep) -> bool:
    """True when at least one of this player's people may make at least one move under ``step``.

    Whoever stands in a city can move at least one space: every space touches another (the starting
    tile's two halves touch, and a card is only ever placed touching the city; swaps keep the
    squares), so this asks only whether somebody of the step's type is left to move, with no
    geometry (``tests/test_engine_layout.py`` checks that every space of random cities has a
    neighbour). ``catalogue`` is not needed for that; it stays for callers that pass it."""
    moved = None if step.repeat else step.moved
    if step.person == "any":
        if not moved:  # the commonest question: is anybody standing anywhere?
            for crowd in player.people.values():
                if crowd.locals or crowd.tourists or crowd.vips:
                    return True
            return False
        # Those who arrived on a square during this step stay there (they may not move twice), so
        # each type on a square counts at least its arrivals: somebody may move where a square holds
        # more people than arrived on it (the final movement asks this after every move).
        came: dict = {}
        for s, _, n in moved:
            came[s] = came.get(s, 0) + n
        for square, crowd in player.people.items():
            if crowd.locals + crowd.tourists + crowd.vips > came.get(square, 0):
                return True
        return False
    kinds = PERSON_FILTERS[step.person]
    arrived = {(s, p): n for s, p, n in moved} if moved else None
    for square, crowd in player.people.items():
        here = (crowd.locals, crowd.tourists, crowd.vips)
        for index, person in kinds:
            available = here[index]
            if arrived:
                available -= arrived.get((square, person), 0)
            if available > 0:
                return True
    return False


def refresh(state: GameState, events: list[Event], changes: dict) -> GameState:
    """Slide back-row cards down, then deal into blanks front row first (virtual), or ask (physical).

    ``changes`` (from ``advance``) go into the same copy."""
    if state.setup.deck_source == "virtual":
        deal(state, events, changes)
        return copy_with(state, changes)
    state = copy_with(state, changes)
    display = disp.slide_down(state.display)
    if display != state.display:
        events.append(SLID)
    for slot in disp.blanks(display):
        if state.deck_empty or not state.deck:
            break
        # The table reveals the next card; the engine asks which card it was, then refreshes on.
        return evolve(state, display=display, pending=RevealStep(slot), actor=state.current,
                      queue=(RefreshStep(),) + state.queue)
    return evolve(state, display=display)


def deal(state: GameState, events: list[Event], changes: dict) -> None:
    """A virtual deck's refresh (``display.refill``) as changes: the display and the deck left go into
    ``changes``, and the log says what slid down and what was dealt."""
    display, slid, dealt, deck = disp.refill(state.display, state.deck)
    if slid:
        events.append(SLID)
    if dealt:
        catalogue = state.catalogue
        events += [said(None, "deal", (_dealt, catalogue, card_id, slot)) for slot, card_id in dealt]
    if display is not state.display:
        changes["display"] = display
        changes["deck"] = deck


SLID = said(None, "refresh", (sentence, "engine.log_slid"))
"""The refresh's slide-down event (events are immutable: one object serves every turn)."""


def end_turn(state: GameState, events: list[Event], changes: dict) -> GameState:
    """Count the turn; check the end of the game; queue the next turn or the final movement.

    ``changes`` (from ``advance``, handed over: this adds to it) go into the same copy; every way out
    sets the queue itself."""
    seat = state.current
    # Every change of the turn's end goes into one copy of the state.
    players = state.players
    counted = changes  # the caller's dict, handed over: every change goes into it
    counted["turn_number"] = state.turn_number + 1
    counted["hand"] = ()
    counted["hand_source"] = ""
    if seat == ROBOT:
        assert state.robot is not None  # the Robot's turn: a solo game, whose Robot is set
        counted["robot"] = evolve(state.robot, turns=state.robot.turns + 1)
    else:
        player = players[seat]
        players = players[:seat] + (copy_with(player, {"turns": player.turns + 1}),) + players[seat + 1:]
        counted["players"] = players
    seats = len(players) + (1 if state.robot is not None else 0)
    stuck = state.passes_in_row >= seats
    if state.setup.solo:
        # Solo: consecutive turns until the player has 14 or more cards (solo-rules.txt).
        player = players[0]
        if seat == 0 and (player.card_count >= END_TRIGGER_CARDS or stuck):
            events.append(said(None, "end", (sentence, "engine.log_ends_deck") if stuck else
                                (sentence, "engine.log_ends_cards", ("name", player.name), ("count", player.card_count))))
            counted["queue"] = (FinalMoveStep(0), GameOverStep())
            counted["end_triggered"] = True
            return copy_with(state, counted)
        counted.update(next_turn(0 if seat == ROBOT else ROBOT))
        return copy_with(state, counted)
    end_triggered = state.end_triggered
    if not end_triggered:
        full = [p for p in players if len(p.cards) >= END_TRIGGER_CARDS]  # ``card_count``, without a call each
        if full or stuck:
            events.append(said(None, "end", (sentence, "engine.log_triggered_cards", ("name", full[0].name),
                                             ("count", full[0].card_count)) if full else
                                (sentence, "engine.log_triggered_no_card")))
            end_triggered = True
    last = len(players) - 1
    if end_triggered and seat == last:
        events.append(said(None, "end", (sentence, "engine.log_last_round")))
        finals = tuple(FinalMoveStep(s) for s in range(len(players)))
        counted["queue"] = finals + (GameOverStep(),)
        counted["end_triggered"] = True
        return copy_with(state, counted)
    counted.update(next_turn((seat + 1) % len(players)))
    counted["end_triggered"] = end_triggered
    return copy_with(state, counted)


def next_turn(seat: int) -> dict:
    """The changes that start ``seat``'s turn at once: what queueing ``TurnStep(seat)`` alone and
    running it would do (nothing else is queued after a turn's end), without the two copies."""
    step = _TURNS.get(seat)
    if step is None:
        step = _TURNS[seat] = TurnStep(seat)
    return {"queue": (), "current": seat, "actor": seat, "pending": step}


_TURNS: dict[int, TurnStep] = {}
"""One ``TurnStep`` per seat (steps are immutable: built once)."""
