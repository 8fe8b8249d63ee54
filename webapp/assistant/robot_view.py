"""The solo Robot's turn in words for the Assistant: its die buttons and its last move (no Streamlit).

At a real table the player takes the Robot's card out of the display by hand, so what the Robot just
did belongs at the top of the player's next prompt, not only in the game log far below (issue 26).
The die faces 5 and 6 point at the foodie's and the food truck's card (solo-rules.txt): their buttons
say so. Which card a face takes is the engine's ``die_column``; the sentences are the engine's
events; this module only picks and words them.
"""

from __future__ import annotations

from scorer.engine import ROBOT, Event, GameState, RollDie
from scorer.engine.robot import die_column
from webapp.assistant.cards import card_two_lines
from webapp.language import current_language, say

FACE_KEYS = {5: "assistant.face_foodie", 6: "assistant.face_food_truck"}


def die_label(state: GameState, value: int) -> str:
    """A die face's button: "5 · the foodie's card (column 3): Beach 3 · Beach · Sports"."""
    column = die_column(state, value)
    head, _ = card_two_lines(state, state.display.front[column])
    which = say(FACE_KEYS.get(value, "assistant.face_column"), column=column + 1)
    return say("assistant.die_face", value=value, which=which, card=head)


def last_robot_move(log: tuple, action_events: tuple[tuple[Event, ...], ...]) -> str | None:
    """What the Robot did at its last die roll, as the engine logged it ("The Robot rolls a 5. The
    Robot takes ... onto its beach pile. ..."); ``None`` before its first roll."""
    for action, events in zip(reversed(log), reversed(action_events), strict=True):
        if isinstance(action, RollDie):
            return " ".join(e.word(current_language()) for e in events if e.seat == ROBOT) or None
    return None
