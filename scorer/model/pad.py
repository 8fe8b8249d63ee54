"""A score-pad-only game (issue 13, "quick pad mode"): each player's scorepad lines typed as numbers.

Some tables do not rebuild their cities: they fill in the paper scorepad and want the app to total
it, break ties and keep the game in History. A ``PadGame`` holds what such a table writes down: the
objective tile, one column per player in turn order (the solo Robot's column apart, shown last) with
one number per scorepad line (``scorer.model.report.LINES``: cards, rings, footprints and the
objective tile's wave, misc and people lines) and the two numbers the tie-breakers read (leftover
sand dollars, longest chain of one tag type; ruling 12).

Totals are never stored: ``scorer.scoring.pad`` derives them and ranks the table with the same
``scorer.scoring.ranking`` as a rebuilt game. This module defines the format and the records of a
scored pad; it computes no score and checks no rule beyond what a column can hold.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Final, Literal

from pydantic import Field, model_validator

from card_db.models import Count, MultiLine, Name, ObjectiveId, OneLine, StrictModel
from card_db.text import name_key
from scorer.model.problems import Problem
from scorer.model.report import LINES, Line, Ranked, ScorepadColumn, Standing

PAD_FORMAT_VERSION: Final = 1
LINE_LIMIT = 999
"""No scorepad line reaches this (a whole city's cards score well under it): a typo such as 4000 is
refused with a message instead of being totalled."""
MAX_PLAYERS = 4
ROBOT_NAME = "Robot"

LinePoints = Annotated[int, Field(ge=-LINE_LIMIT, le=LINE_LIMIT)]


class PadColumn(StrictModel):
    """One player's column of the paper scorepad: the six lines and the two tie-breaker numbers."""

    name: Name
    cards: LinePoints = 0
    """Every feature card's own points (adjacencies, chains, unspent sand dollars...), as one number."""
    rings: LinePoints = 0
    footprints: LinePoints = 0
    wave: LinePoints = 0
    misc: LinePoints = 0
    people: LinePoints = 0
    sand_dollars: Count = 0
    """Leftover sand dollars: the first tie-breaker (ruling 12)."""
    longest_chain: Count = 0
    """Tags in the longest chain of one tag type: the second tie-breaker (ruling 12)."""

    def line(self, line: Line) -> int:
        """Points written on one scorepad line."""
        return getattr(self, line)

    @property
    def points(self) -> tuple[int, ...]:
        """Points per scorepad line, in ``LINES`` order."""
        return tuple(self.line(line) for line in LINES)


class PadGame(StrictModel):
    """A whole score-pad-only game: objective tile, the players' columns in turn order, the Robot's."""

    format_version: Literal[1] = PAD_FORMAT_VERSION
    objective: ObjectiveId
    players: Annotated[tuple[PadColumn, ...], Field(min_length=1, max_length=MAX_PLAYERS)]
    robot: PadColumn | None = None
    """The solo Robot's column (solo rules), in a one-player game only."""
    title: Annotated[str, Field(max_length=120), OneLine] = ""
    played_on: Annotated[str, Field(max_length=40), OneLine] = ""
    notes: Annotated[str, Field(max_length=2000), MultiLine] = ""

    @model_validator(mode="after")
    def _one_table(self) -> PadGame:
        """Names tell the columns apart (as at a rebuilt table), and the Robot plays solo games only."""
        seen: set[str] = set()
        for column in self.columns:
            if name_key(column.name) in seen:
                raise ValueError(f"two columns are called '{column.name}': give each player a different name")
            seen.add(name_key(column.name))
        if self.robot is not None and len(self.players) != 1:
            raise ValueError("the Robot plays solo games only: keep one player or leave the Robot out")
        return self

    @property
    def columns(self) -> tuple[PadColumn, ...]:
        """Every column in scorepad order: the players in turn order, then the Robot."""
        return self.players + ((self.robot,) if self.robot is not None else ())


@dataclass(frozen=True, slots=True)
class PadPlayerTotals(ScorepadColumn):
    """One column of a scored pad: what ``scorer.scoring.ranking`` reads (total, sand dollars, longest
    chain, seat) and the lines; the total is derived, never stored. Seats count the Robot last."""

    seat: int
    name: str
    is_robot: bool
    sand_dollars: int
    longest_chain: int
    points: tuple[int, ...]
    """Points per scorepad line, in ``LINES`` order (``line``, ``lines`` and ``total`` read them)."""


@dataclass(frozen=True, slots=True)
class PadReport(Ranked):
    """A scored pad: the columns, the ranking (ruling 12) and every problem found in what was typed.

    A report with problems still carries the totals of what was typed (players watch them grow);
    it is not a result to record until ``problems`` is empty."""

    objective: str
    players: tuple[PadPlayerTotals, ...]
    standings: tuple[Standing, ...]
    problems: tuple[Problem, ...] = ()
    """Each names the player and the line (``code`` is ``pad_<line>`` or ``pad_table``) and the fix."""

    @property
    def complete(self) -> bool:
        """True when nothing typed breaks a rule: the result can be recorded."""
        return not self.problems
