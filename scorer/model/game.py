"""The finished-game file format: what a table looks like after the final movement.

A game file names the objective tile, the players in turn order and each city as cells. Cards and
starting tiles are referenced by catalogue id, or defined inline in ``cards`` / ``starting_tiles``
so that a file scores on any machine. This module defines the format only; ``scorer.scoring.validation``
checks it against the rules and ``scorer.scoring.table`` scores it.

Coordinates: ``row`` is ``beach`` (top) or ``street`` (bottom); ``column`` is relative to the
starting tile, which stands at column 0 and fills both rows. Negative columns are to its left.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Final, Literal

from pydantic import Field, ValidationInfo, field_validator, model_validator

from card_db.limits import BOX_PEOPLE, PEOPLE_WORDS
from card_db.models import (
    CARDS_PER_FILE,
    STARTING_TILES_PER_FILE,
    CardId,
    Count,
    FeatureCard,
    MultiLine,
    Name,
    ObjectiveId,
    OneLine,
    Row,
    StartingTile,
    StrictModel,
)
from scorer.model.words import counted

FORMAT_VERSION: Final = 1

MAX_COLUMN = 40
Column = Annotated[int, Field(ge=-MAX_COLUMN, le=MAX_COLUMN)]
MAX_CELLS = 2 * 2 * MAX_COLUMN
"""Every cell the format can address: two rows of columns -40..40 without column 0 (the starting
tile). The rules allow far fewer (``scorer.scoring.validation``); this bounds what reading a file costs."""
ROBOT_MAX_CARDS = 14
"""The most cards the solo Robot can hold in its two piles together. It takes one card per round
and plays first; the player places at least one card per turn and the game ends once they have 14
(solo-rules.txt, "Game end"), so there are at most 14 rounds."""


PersonCount = Annotated[int, Field(ge=0)]
"""People of one type on one space; the upper bound (``card_db.limits``) is checked with a message."""


def _over_limits(counts: dict[str, int], limits: Mapping[str, int]) -> list[tuple[str, int, int]]:
    """(field, count, limit) for each type of person above its limit."""
    return [(kind, counts[kind], limits[kind]) for kind in limits if counts[kind] > limits[kind]]


class People(StrictModel):
    """People standing on one space: locals, tourists and VIPs (never more than the box has)."""

    locals: PersonCount = 0
    tourists: PersonCount = 0
    vips: PersonCount = 0

    @property
    def total(self) -> int:
        """How many people stand here."""
        return self.locals + self.tourists + self.vips

    @model_validator(mode="after")
    def _within_the_box(self) -> People:
        over = _over_limits({"locals": self.locals, "tourists": self.tourists, "vips": self.vips}, BOX_PEOPLE)
        if over:
            raise ValueError("; ".join(
                f"one space holds {count} {PEOPLE_WORDS[kind]} but the box has only {limit}: enter at most {limit}"
                for kind, count, limit in over))
        return self


NOBODY = People()


class Cell(StrictModel):
    """One placed feature card with the pieces on it."""

    row: Row
    column: Column
    card: CardId
    people: People = NOBODY
    footprint: bool = False


class PlayerCity(StrictModel):
    """One player: name, starting tile, leftover sand dollars and city."""

    name: Name
    starting_tile: CardId
    sand_dollars: Count = 0
    cells: Annotated[tuple[Cell, ...], Field(max_length=MAX_CELLS)] = ()
    start_beach: People = NOBODY
    """People standing on the beach half of the starting tile."""
    start_street: People = NOBODY
    """People standing on the street half of the starting tile."""

    def people_counts(self) -> dict[str, int]:
        """Locals, tourists and VIPs in the whole city (both tile halves and every card)."""
        spaces = (self.start_beach, self.start_street, *(c.people for c in self.cells))
        return {kind: sum(getattr(p, kind) for p in spaces) for kind in PEOPLE_WORDS}

    @model_validator(mode="after")
    def _city_within_the_box(self) -> PlayerCity:
        over = _over_limits(self.people_counts(), BOX_PEOPLE)
        if over:
            raise ValueError("; ".join(
                f"{self.name}'s city holds {count} {PEOPLE_WORDS[kind]} but the box has only {limit}: "
                f"remove {count - limit}" for kind, count, limit in over))
        return self


class RobotPlayer(StrictModel):
    """The solo Robot: two piles of cards, the sand dollars and footprints it took (solo rules)."""

    name: Name = "Robot"
    beach_pile: Annotated[tuple[CardId, ...], Field(max_length=ROBOT_MAX_CARDS)] = ()
    street_pile: Annotated[tuple[CardId, ...], Field(max_length=ROBOT_MAX_CARDS)] = ()
    sand_dollars: Count = 0
    """Sand dollars taken from the food truck (hard mode extras are added by the scorer)."""
    footprints: Count = 0
    """Footprints taken from the foodie (hard mode extras are added by the scorer)."""
    hard_mode: bool = False

    @model_validator(mode="after")
    def _piles_within_a_game(self) -> RobotPlayer:
        taken = len(self.beach_pile) + len(self.street_pile)
        if taken > ROBOT_MAX_CARDS:
            raise ValueError(
                f"the Robot's piles hold {taken} cards ({len(self.beach_pile)} beach, {len(self.street_pile)} "
                f"street), but the Robot takes one card per round and a solo game has at most "
                f"{ROBOT_MAX_CARDS} rounds (solo rules): remove {counted(taken - ROBOT_MAX_CARDS, 'card')} from the piles"
            )
        return self


class FinishedGame(StrictModel):
    """A whole finished game: objective, players in turn order, optional Robot, inline cards."""

    format_version: Literal[1] = FORMAT_VERSION
    objective: ObjectiveId
    players: Annotated[tuple[PlayerCity, ...], Field(min_length=1, max_length=4)]
    robot: RobotPlayer | None = None
    cards: Annotated[tuple[FeatureCard, ...], Field(max_length=CARDS_PER_FILE)] = ()
    """Inline card definitions, each id once; they win over catalogue cards with the same id."""
    starting_tiles: Annotated[tuple[StartingTile, ...], Field(max_length=STARTING_TILES_PER_FILE)] = ()
    """Inline starting tile definitions, each id once; they win over catalogue tiles with the same id."""
    title: Annotated[str, Field(max_length=120), OneLine] = ""
    played_on: Annotated[str, Field(max_length=40), OneLine] = ""
    notes: Annotated[str, Field(max_length=2000), MultiLine] = ""

    @field_validator("cards", "starting_tiles")
    @classmethod
    def _ids_are_unique(
        cls, records: tuple[FeatureCard | StartingTile, ...], info: ValidationInfo
    ) -> tuple[FeatureCard | StartingTile, ...]:
        """Two inline definitions with one id would leave the last one silently scored."""
        first: dict[str, int] = {}
        repeats: list[str] = []
        for index, record in enumerate(records):
            if record.id not in first:
                first[record.id] = index
                continue
            earlier = records[first[record.id]]
            repeats.append(
                f"{info.field_name}[{first[record.id]}] ({earlier.name}) and {info.field_name}[{index}] "
                f"({record.name}) both have id '{record.id}': rename one or delete the copy"
            )
        if repeats:
            raise ValueError("; ".join(repeats))
        return records
