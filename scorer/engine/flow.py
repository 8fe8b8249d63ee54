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
from typing import assert_never

from scorer.engine import display as disp
from scorer.engine.movement import FINAL_DISTANCE, neighbours, square_label
from scorer.engine.placement import legal_swaps
from scorer.engine.state import (
    END_TRIGGER_CARDS,
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
    RefreshStep,
    ReturnStep,
    RevealStep,
    Step,
    SwapStep,
    TurnStep,
    evolve,
    frozen_map,
    with_player,
)

UNLIMITED = 99
"""The final movement moves any number of people: more than the box holds."""


def card_label(state: GameState, card_id: str) -> str:
    """A card's name as shown to players (sample cards say so)."""
    # The catalogue's label: unnamed identical cards read "#2", "#3" (card_db.labels).
    return state.catalogue.card_label(card_id)


def draw(state: GameState, n: int) -> tuple[int, GameState]:
    """A seeded random number in 0..n-1 and the state with the draw counted (replays identically)."""
    value = random.Random(f"{state.setup.seed}:{state.rng_draws}").randrange(n)
    return value, evolve(state, rng_draws=state.rng_draws + 1)


def advance(state: GameState, events: list[Event]) -> GameState:
    """Run queued steps until one needs a choice (``pending``) or the game is over."""
    while state.pending is None and not state.finished:
        if not state.queue:
            raise AssertionError("the engine ran out of steps without ending the game")
        step, rest = state.queue[0], state.queue[1:]
        state = run_step(evolve(state, queue=rest), step, events)
    return state


def _ask(state: GameState, step: Step, actor: int | None = None) -> GameState:
    return evolve(state, pending=step, actor=state.current if actor is None else actor)


def run_step(state: GameState, step: Step, events: list[Event]) -> GameState:
    """Do one step now, or make it the pending choice."""
    match step:
        case ChooseTileStep(seat=seat):
            if state.setup.solo and state.setup.deck_source == "virtual":
                index, state = draw(state, len(state.setup.starting_tiles))
                tile_id = state.setup.starting_tiles[index]
                events.append(Event(seat, "tile", f"{state.name_of(seat)} draws a random starting tile (solo rules)."))
                return give_tile(state, seat, tile_id, events)
            return _ask(state, step, seat)
        case FoodTruckStep(seat=seat):
            return _ask(state, step, seat)
        case TurnStep(seat=seat):
            return evolve(state, current=seat, actor=seat, pending=step)
        case PlaceStep():
            return _ask(state, step) if state.hand else state
        case GainStep(amount=amount, reason=reason):
            seat = state.current
            player = state.players[seat]
            state = with_player(state, seat, evolve(player, sand_dollars=player.sand_dollars + amount))
            events.append(Event(seat, "sand_dollars", f"{player.name} gains {amount} sand dollar(s) ({reason})."))
            return state
        case AddPeopleStep(person=person, count=count, square=square):
            return add_people(state, state.current, person, count, square, events)
        case MoveStep():
            if not any_move(state, state.current, step):
                events.append(Event(state.current, "skip", f"No one can move ({step.reason})."))
                return state
            return _ask(state, step)
        case MoveHereStep(square=square):
            player = state.players[state.current]
            if not any(s != square and c.total for s, c in player.people.items()):
                events.append(Event(state.current, "skip", "No one elsewhere in the city to move here."))
                return state
            return _ask(state, step)
        case HappyDayStep():
            return _ask(state, step)
        case SwapStep():
            if not legal_swaps(state.players[state.current], state.catalogue):
                events.append(Event(state.current, "skip", "No two cards of one row can swap."))
                return state
            return _ask(state, step)
        case ReturnStep():
            if not any(c.total for c in state.players[state.current].people.values()):
                events.append(Event(state.current, "skip", "No one in the city to return."))
                return state
            return _ask(state, step)
        case RefreshStep():
            return refresh(state, events)
        case RevealStep():
            return _ask(state, step, state.current)
        case EndTurnStep():
            return end_turn(state, events)
        case FinalMoveStep(seat=seat):
            move = MoveStep(person="any", count=UNLIMITED, distance=max(FINAL_DISTANCE.values()),
                            reason="final movement", final=True)
            state = evolve(state, current=seat)
            if not any_move(state, seat, move):
                events.append(Event(seat, "skip", f"{state.name_of(seat)} has no one who can move in the final movement."))
                return state
            return _ask(state, move, seat)
        case GameOverStep():
            events.append(Event(None, "game_over", "The game is over: score the cities."))
            return evolve(state, finished=True, pending=None)
        case _:
            assert_never(step)


def give_tile(state: GameState, seat: int, tile_id: str, events: list[Event]) -> GameState:
    """A player takes a starting tile and its setup bonuses; people start on its street half (ruling 4)."""
    tile = state.catalogue.starting_tile(tile_id)
    player = state.players[seat]
    state = with_player(state, seat, evolve(player, starting_tile=tile_id,
                                             sand_dollars=player.sand_dollars + tile.setup.sand_dollars))
    events.append(Event(seat, "tile", f"{player.name} takes the starting tile {state.catalogue.tile_label(tile_id)}."))
    if tile.setup.sand_dollars:
        events.append(Event(seat, "sand_dollars", f"{player.name} gains {tile.setup.sand_dollars} sand dollar(s) (setup bonus)."))
    street = ("street", 0)
    for person, count in (("local", tile.setup.locals), ("tourist", tile.setup.tourists), ("vip", tile.vips)):
        if count:
            state = add_people(state, seat, person, count, street, events)
    return state


def add_people(state: GameState, seat: int, person: str, count: int, square, events: list[Event]) -> GameState:
    """Add people from the supply onto a square: as many as are left when the supply runs short."""
    left = state.supply.people(person)
    given = min(count, left)
    player = state.players[seat]
    where = square_label(square)
    if given:
        people = dict(player.people)
        people[square] = player.crowd(square).plus(person, given)
        state = with_player(state, seat, evolve(player, people=frozen_map(people)))
        state = evolve(state, supply=state.supply.minus(person, given))
        events.append(Event(seat, "add_people", f"{player.name} adds {given} {person}(s) on {where}."))
    if given < count:
        events.append(Event(seat, "supply", f"The supply had only {given} {person}(s) left of the {count} due."))
    return state


def any_move(state: GameState, seat: int, step: MoveStep) -> bool:
    """True when at least one person may make at least one move under ``step``."""
    player = state.players[seat]
    spaces = player.spaces()
    for square, crowd in player.people.items():
        if not neighbours(square, spaces):
            continue
        for person in ("local", "tourist", "vip"):
            if step.person not in ("any", person):
                continue
            if crowd.count(person) - (0 if step.repeat else step.arrived(square, person)) > 0:
                return True
    return False


def refresh(state: GameState, events: list[Event]) -> GameState:
    """Slide back-row cards down, then deal into blanks front row first (virtual), or ask (physical)."""
    display = disp.slide_down(state.display)
    if display != state.display:
        events.append(Event(None, "refresh", "Back-row cards slide down into the empty front slots."))
    deck = state.deck
    for slot in disp.blanks(display):
        if state.setup.deck_source == "virtual":
            if not deck:
                break
            display = disp.put(display, slot, deck[0])
            events.append(Event(None, "deal", f"{card_label(state, deck[0])} is dealt to the {slot[0]} row, column {slot[1] + 1}."))
            deck = deck[1:]
        else:
            if state.deck_empty or not deck:
                break
            # The table reveals the next card; the engine asks which card it was, then refreshes on.
            return evolve(state, display=display, pending=RevealStep(slot), actor=state.current,
                           queue=(RefreshStep(),) + state.queue)
    return evolve(state, display=display, deck=deck)


def end_turn(state: GameState, events: list[Event]) -> GameState:
    """Count the turn; check the end of the game; queue the next turn or the final movement."""
    seat = state.current
    if seat == ROBOT:
        state = evolve(state, robot=evolve(state.robot, turns=state.robot.turns + 1))
    else:
        player = state.players[seat]
        state = with_player(state, seat, evolve(player, turns=player.turns + 1))
    state = evolve(state, turn_number=state.turn_number + 1, hand=(), hand_source="")
    seats = len(state.players) + (1 if state.robot is not None else 0)
    stuck = state.passes_in_row >= seats
    if state.setup.solo:
        # Solo: consecutive turns until the player has 14 or more cards (solo-rules.txt).
        player = state.players[0]
        if seat == 0 and (player.card_count >= END_TRIGGER_CARDS or stuck):
            reason = "the deck ran out" if stuck else f"{player.name} has {player.card_count} cards"
            events.append(Event(None, "end", f"The game ends: {reason}. Final movement."))
            return evolve(state, end_triggered=True, queue=(FinalMoveStep(0), GameOverStep()))
        return evolve(state, queue=(TurnStep(0 if seat == ROBOT else ROBOT),))
    if not state.end_triggered:
        full = [p for p in state.players if p.card_count >= END_TRIGGER_CARDS]
        if full or stuck:
            reason = f"{full[0].name} has {full[0].card_count} feature cards" if full else "no card can be taken"
            events.append(Event(None, "end", f"The end is triggered: {reason}. The round is finished."))
            state = evolve(state, end_triggered=True)
    last = len(state.players) - 1
    if state.end_triggered and seat == last:
        events.append(Event(None, "end", "The last round is over. Final movement, in turn order."))
        finals = tuple(FinalMoveStep(s) for s in range(len(state.players)))
        return evolve(state, queue=finals + (GameOverStep(),))
    return evolve(state, queue=(TurnStep((seat + 1) % len(state.players)),))
