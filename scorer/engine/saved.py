"""A saved game: its setup and its action log as one JSON document, and loading it back.

A game is its setup plus its action log, so saving stores exactly that and loading replays it.
Errors name the problem: bad JSON or an unknown field (pydantic's message), a setup that does not
fit the catalogue (``SetupError``), or the first action that is illegal (``IllegalActionError``
with its number). This module adds no rule.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from card_db.catalogue import Catalogue
from card_db.models import StrictModel
from scorer.engine.actions import Action
from scorer.engine.rules import replay
from scorer.engine.setup import GameSetup
from scorer.engine.state import GameState

SAVED_FORMAT = "santa-monica-engine-game"


class SavedGame(StrictModel):
    """The JSON record of a game in progress or finished: setup + every action, in order."""

    format: Literal["santa-monica-engine-game"] = SAVED_FORMAT
    version: Literal[1] = 1
    setup: GameSetup
    actions: Annotated[tuple[Action, ...], Field(max_length=5000)] = ()


def save_game(state: GameState, indent: int | None = None) -> str:
    """The game so far as JSON text (``load_game`` rebuilds the same state)."""
    return SavedGame(setup=state.setup, actions=state.log).model_dump_json(indent=indent)


def load_game(text: str | bytes, catalogue: Catalogue) -> GameState:
    """Rebuild a saved game by replaying its actions on its setup.

    Raises pydantic ``ValidationError`` for a malformed file, ``SetupError`` or
    ``IllegalActionError`` (naming the action's number) when it does not replay."""
    saved = SavedGame.model_validate_json(text)
    return replay(saved.setup, saved.actions, catalogue)
