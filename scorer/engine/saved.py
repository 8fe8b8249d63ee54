"""A saved game: its setup and its action log as one JSON document, and loading it back.

A game is its setup plus its action log, so saving stores exactly that and loading replays it.
``read_saved_game`` reads a file strictly, as every file is read (``card_db.strict_json``).
Errors name the problem: bad JSON or an unknown field (pydantic's message), a setup that does not
fit the catalogue (``SetupError``), or the first action that is illegal (``IllegalActionError``
with its number). This module adds no rule.
"""

from __future__ import annotations

from typing import Annotated, Final, Literal

from pydantic import Field, ValidationError

from card_db.bounds import bound_problems
from card_db.catalogue import Catalogue
from card_db.models import StrictModel
from card_db.strict_json import JsonFileError, capped, is_too_deep, nested_problem, path_text, read_json
from scorer.engine.actions import Action
from scorer.engine.rules import replay
from scorer.engine.setup import GameSetup
from scorer.engine.state import GameState

SAVED_FORMAT: Final = "santa-monica-engine-game"


class SavedGame(StrictModel):
    """The JSON record of a game in progress or finished: setup + every action, in order."""

    format: Literal["santa-monica-engine-game"] = SAVED_FORMAT
    version: Literal[1] = 1
    setup: GameSetup
    actions: Annotated[tuple[Action, ...], Field(max_length=5000)] = ()


def save_game(state: GameState, indent: int | None = None) -> str:
    """The game so far as JSON text (``load_game`` rebuilds the same state)."""
    return SavedGame(setup=state.setup, actions=state.log).model_dump_json(indent=indent)


class SavedGameFileError(ValueError):
    """A file that is not a saved game; ``problems`` has one line per problem (the first 50, then a count)."""

    def __init__(self, problems: list[str]):
        self.problems = tuple(problems)
        super().__init__("\n".join(self.problems))


_WHAT = "a saved Assistant game"
_PICK = "pick a file saved from the Assistant page"


def read_saved_game(data: str | bytes) -> SavedGame:
    """A saved game file read strictly (``card_db.strict_json``: at most 2 MB, no key written twice; pydantic's
    strict mode: ``"3"`` is not a number); ``SavedGameFileError`` says what is wrong."""
    try:
        document = read_json(data.encode("utf-8") if isinstance(data, str) else data, what=_WHAT, pick=_PICK,
                             empty_hint="a saved game is a JSON object with 'setup' and 'actions'")
    except JsonFileError as error:
        raise SavedGameFileError(list(error.problems)) from None
    oversized = bound_problems(document.value, SavedGame)
    if oversized:
        raise SavedGameFileError(capped(oversized))
    try:
        return SavedGame.model_validate_json(document.text, strict=True)
    except ValidationError as error:
        errors = error.errors(include_url=False)
        if any(is_too_deep(e) for e in errors):
            raise SavedGameFileError([nested_problem(_WHAT, _PICK)]) from None
        lines = [f"{path_text(tuple(e['loc']))}: {e['msg']}" for e in errors[:50]]
        raise SavedGameFileError(capped(lines, total=len(errors))) from None


def load_game(text: str | bytes, catalogue: Catalogue) -> GameState:
    """Rebuild a saved game by replaying its actions on its setup.

    Raises pydantic ``ValidationError`` for a malformed file, ``SetupError`` or
    ``IllegalActionError`` (naming the action's number) when it does not replay."""
    saved = SavedGame.model_validate_json(text, strict=True)
    return replay(saved.setup, saved.actions, catalogue)
