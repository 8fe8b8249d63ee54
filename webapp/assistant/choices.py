"""The engine's legal actions sorted into the blocks the Assistant page shows (no Streamlit).

``scorer.engine.legal_actions`` gives one flat, fixed-order list; a player wants it arranged by what
the step asks: the revealed card to pick, the cards to take before the sand dollar actions, one card's
slots at a time, the Robot's die. ``choice_groups`` does that sorting once, so the page only draws
each block (``Choices.step`` says how) and this module is tested without Streamlit. It decides no rule:
every option is one of the engine's legal actions, kept with its index in that list.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, TypeVar

from scorer.engine import (
    ROBOT,
    ChooseStartingTile,
    Done,
    GameState,
    PlaceCard,
    RevealCard,
    RollDie,
    TakeCard,
    UseSandDollarAction,
)
from scorer.engine.actions import Action
from scorer.engine.state import ChooseTileStep, MoveStep, PlaceStep, RevealStep, SwapStep, TurnStep
from webapp.assistant.view import action_name, action_text
from webapp.language import say

Step = Literal["reveal", "robot_turn", "turn", "place", "move", "other"]
Role = Literal[
    "reveal_pick",  # the cards that may have been revealed: one searchable list
    "reveal_blank",  # nothing revealed (the deck is empty): a button
    "roll",  # let the app roll the Robot's die
    "die",  # the die rolled at the table, one button per face
    "take",  # the front-row cards the player may take
    "sand_dollar",  # one sand dollar action of the game: its options (maybe none now)
    "place",  # the slots of one card in hand
    "choose",  # every other choice of the step
    "done",  # finish the step
]
_A = TypeVar("_A")
Option = tuple[int, Action]
"""An engine action with its index in ``legal_actions(state)`` (the page's widget keys use it)."""


@dataclass(frozen=True)
class ChoiceGroup:
    """One block of choices, in the order the page shows them."""

    role: Role
    options: tuple[Option, ...]
    title: str = ""  # a heading the page shows above the block, when it has one
    note: str = ""  # what the block's action does (a sand dollar action's printed text)
    card: str | None = None  # "place": the card these slots are for


@dataclass(frozen=True)
class Choices:
    """What the page draws for the step the engine is waiting on."""

    step: Step
    groups: tuple[ChoiceGroup, ...]
    tiles: tuple[str, ...] = ()  # starting tiles on offer: the page explains what each gives
    final_movement: bool = False  # the final movement, before anyone moved: the page offers the best one


def choice_groups(state: GameState, actions: tuple) -> Choices:
    """Sort ``actions`` (``legal_actions(state)``) into the blocks of the pending step."""
    indexed = list(enumerate(actions))
    pending = state.pending
    dones = _of(indexed, Done)
    if isinstance(pending, RevealStep):
        return Choices("reveal", (
            ChoiceGroup("reveal_pick", tuple((i, a) for i, a in _of(indexed, RevealCard) if a.card is not None),
                        title=say("assistant.which_revealed", count=_count(indexed))),
            ChoiceGroup("reveal_blank", tuple((i, a) for i, a in _of(indexed, RevealCard) if a.card is None)),
        ))
    if isinstance(pending, TurnStep) and pending.seat == ROBOT:
        rolls = _of(indexed, RollDie)
        return Choices("robot_turn", (
            ChoiceGroup("roll", tuple((i, a) for i, a in rolls if a.value is None)),
            ChoiceGroup("die", tuple((i, a) for i, a in rolls if a.value is not None),
                        title=say("assistant.die_at_table")),
        ))
    if isinstance(pending, TurnStep):
        return Choices("turn", _turn_groups(state, indexed))
    if isinstance(pending, PlaceStep):
        places = _of(indexed, PlaceCard)
        hand = dict.fromkeys(a.card for _, a in places)  # the order the engine lists them in
        return Choices("place", tuple(ChoiceGroup("place", tuple((i, a) for i, a in places if a.card == card),
                                                  card=card) for card in hand))
    if isinstance(pending, MoveStep):
        # The movers and their destinations are arranged by ``view.mover_choices``; only "done" is left.
        return Choices("move", (ChoiceGroup("done", dones),),
                       final_movement=pending.final and not pending.moved)
    others = tuple((i, a) for i, a in indexed if not isinstance(a, Done))
    title = say("assistant.swap_which" if isinstance(pending, SwapStep) else "assistant.choose")
    tiles = (tuple(a.tile for _, a in _of(indexed, ChooseStartingTile))
             if isinstance(pending, ChooseTileStep) else ())
    return Choices("other", (ChoiceGroup("choose", others, title=title), ChoiceGroup("done", dones)), tiles=tiles)


def _turn_groups(state: GameState, indexed: list[Option]) -> tuple[ChoiceGroup, ...]:
    """A player's turn: the cards to take, each sand dollar action of the game, then the rest."""
    groups = [ChoiceGroup("take", _of(indexed, TakeCard))]
    specs = state.catalogue.sand_dollar_actions
    have = state.players[state.actor].sand_dollars
    uses = _of(indexed, UseSandDollarAction)
    for action_id in state.setup.sand_dollar_actions:
        spec = specs.get(action_id)
        title = say("assistant.costs_have", action=action_name(spec), cost=spec.cost, have=have) if spec else action_id
        groups.append(ChoiceGroup("sand_dollar", tuple((i, a) for i, a in uses if a.action == action_id),
                                  title=title, note=action_text(spec) if spec else ""))
    rest = tuple((i, a) for i, a in indexed if not isinstance(a, (TakeCard, UseSandDollarAction)))
    groups.append(ChoiceGroup("choose", rest))
    return tuple(groups)


def _of(indexed: list[Option], kind: type[_A]) -> tuple[tuple[int, _A], ...]:
    """The (index, action) pairs whose action is a ``kind``, typed as one."""
    return tuple((i, a) for i, a in indexed if isinstance(a, kind))


def _count(indexed: list[Option]) -> int:
    return sum(1 for _, a in indexed if isinstance(a, RevealCard) and a.card is not None)
