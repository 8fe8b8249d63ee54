"""Problems found in a game or a catalogue: one record per problem, with where it is and how to fix it.

Validation (``scorer.scoring.validation``) returns these; ``InvalidGameError`` carries them when a caller
asks to score a game that breaks the rules. A problem keeps what it says (``said``: a ``Worded`` such as
``lang.said.Said``, or a plain ``str`` that reads the same in every language) and is worded when read:
``message`` and ``str(problem)`` in English (logs, tests, the command line), ``message_in`` and
``text_in`` in the reader's language (the pages). This module only defines the records.
"""

from __future__ import annotations

from dataclasses import dataclass

import lang
from scorer.model.report import Worded

CELL_KEYS: dict[str, str] = {"beach": "problem.cell_beach", "street": "problem.cell_street"}
"""A cell named by its row and column ("beach row, column 2"), one catalogue key per row."""


def cell_words(row: str, column: int, language: str = lang.DEFAULT_LANGUAGE) -> str:
    """A cell as players read it, in ``language``: "beach row, column -2"."""
    return lang.text(CELL_KEYS[row], language, column=column)


@dataclass(frozen=True, slots=True, init=False)
class Problem:
    """One thing wrong with a finished game.

    ``said`` is a whole sentence once worded, naming the problem and how to fix it (``message`` in
    English, ``message_in`` in any language); ``player`` and ``position`` (row, column) say where, when
    it is about one player or one cell. Made as ``Problem(code, message, player, position)``, where
    ``message`` is a ``str`` or a ``Worded``."""

    code: str
    said: str | Worded
    player: str | None
    position: tuple[str, int] | None

    def __init__(self, code: str, message: str | Worded, player: str | None = None,
                 position: tuple[str, int] | None = None):
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "said", message)
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "position", position)

    @property
    def message(self) -> str:
        """The sentence in English (the pinned text of the tests and the command line)."""
        return self.message_in(lang.DEFAULT_LANGUAGE)

    def message_in(self, language: str = lang.DEFAULT_LANGUAGE) -> str:
        """The sentence in ``language``, worded now."""
        said = self.said
        return said if isinstance(said, str) else said.word(language)

    def text_in(self, language: str = lang.DEFAULT_LANGUAGE) -> str:
        """The sentence with where it is in front ("Alice / beach row, column 2: ..."), in ``language``."""
        where = []
        if self.player:
            where.append(self.player)
        if self.position:
            where.append(cell_words(*self.position, language))
        message = self.message_in(language)
        return lang.text("problem.at", language, where=" / ".join(where), message=message) if where else message

    def __str__(self) -> str:
        return self.text_in(lang.DEFAULT_LANGUAGE)

    def __hash__(self) -> int:
        # By the English words: a ``Said`` (its values may be lists) is compared, never hashed itself.
        return hash((self.code, self.message, self.player, self.position))


class InvalidGameError(ValueError):
    """A game that cannot be scored; ``problems`` lists every reason."""

    def __init__(self, problems: tuple[Problem, ...]):
        self.problems = tuple(problems)
        super().__init__("; ".join(str(p) for p in self.problems) or "invalid game")
