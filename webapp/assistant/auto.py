"""What the Assistant plays by itself after a player's tap, so nobody taps what has no choice (no Streamlit).

Two cases (issue 26): the last player to choose a starting tile gets the only tile left (they used to
be asked to tap it), and in a solo game the phone may roll the Robot's die by itself once the
player's turn is over (``robot_rolls``: a choice of this phone). Each is one of the engine's legal
actions, played on the state the player's tap left; the engine's rules and the seeded games are
untouched (the engine still asks; the app answers). ``follow_ups`` lists them; ``undo_span`` makes
an Undo take such actions back together with the tap that caused them.
"""

from __future__ import annotations

from collections.abc import Callable

from scorer.engine import ROBOT, ChooseStartingTile, GameState, RollDie, apply, legal_actions
from scorer.engine.state import ChooseTileStep, TurnStep

MOST = 8  # a few at most in a row (a tile, a roll); the bound only guards against a loop


def next_by_itself(state: GameState, robot_rolls: bool) -> ChooseStartingTile | RollDie | None:
    """The action the app plays by itself in ``state``, or ``None`` when the step is a real choice."""
    if state.finished:
        return None
    pending = state.pending
    if isinstance(pending, ChooseTileStep):
        actions = legal_actions(state)
        if len(actions) == 1 and isinstance(actions[0], ChooseStartingTile):
            return actions[0]
    if robot_rolls and isinstance(pending, TurnStep) and pending.seat == ROBOT:
        return RollDie(value=None)
    return None


def follow_ups(state: GameState, robot_rolls: bool) -> tuple:
    """The actions the app plays by itself from ``state`` on, in order (often none)."""
    found = []
    for _ in range(MOST):
        action = next_by_itself(state, robot_rolls)
        if action is None:
            break
        found.append(action)
        state = apply(state, action)[0]
    return tuple(found)


def undo_span(state_before: Callable[[int], GameState], n_actions: int, robot_rolls: bool) -> int:
    """How many of the last actions one Undo takes back: the last one, and before it every action
    the app played by itself (``state_before(k)``: the state before the k-th last action)."""
    steps = 1
    while steps < min(n_actions, MOST) and next_by_itself(state_before(steps), robot_rolls) is not None:
        steps += 1
    return steps
