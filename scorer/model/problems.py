"""Problems found in a game or a catalogue: one record per problem, with where it is and how to fix it.

Validation (``scorer.scoring.validation``) returns these; ``InvalidGameError`` carries them when a caller
asks to score a game that breaks the rules. This module only defines the records.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a finished game.

    ``message`` is a whole sentence naming the problem and how to fix it; ``player`` and
    ``position`` (row, column) say where, when it is about one player or one cell."""

    code: str
    message: str
    player: str | None = None
    position: tuple[str, int] | None = None

    def __str__(self) -> str:
        where = []
        if self.player:
            where.append(self.player)
        if self.position:
            where.append(f"{self.position[0]} row, column {self.position[1]}")
        return f"{' / '.join(where)}: {self.message}" if where else self.message


class InvalidGameError(ValueError):
    """A game that cannot be scored; ``problems`` lists every reason."""

    def __init__(self, problems: tuple[Problem, ...]):
        self.problems = tuple(problems)
        super().__init__("; ".join(str(p) for p in self.problems) or "invalid game")
