"""Actions: what a player (or the table) answers to the engine's pending choice.

Every action is a frozen pydantic model with a ``kind`` discriminator, so an action log is plain
JSON (``action_log_to_json`` / ``action_log_from_json``). Actions never name the player: the
pending choice says who answers it (``GameState.actor``). Squares are ``(row, column)`` of a city;
display slots are ``("front" | "back", column 0..3)``.

This module defines the vocabulary only; ``scorer.engine.rules`` validates and applies it.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from card_db.models import CardId, PersonType, Row, StrictModel

ColumnIndex = Annotated[int, Field(ge=0, le=3)]
GridColumn = Annotated[int, Field(ge=-40, le=40)]
Square = tuple[Row, GridColumn]
DisplayRow = Literal["front", "back"]
DisplaySlot = tuple[DisplayRow, ColumnIndex]
HappyDayOption = Literal["dollar_and_move", "two_dollars", "two_moves"]


class ChooseStartingTile(StrictModel):
    """Setup: take one of the drawn starting tiles (solo with a physical deck: the tile you drew)."""

    kind: Literal["choose_starting_tile"] = "choose_starting_tile"
    tile: CardId


class PlaceFoodTruck(StrictModel):
    """Setup: put the food truck under display column 0..3; the foodie goes 2 columns to its right."""

    kind: Literal["place_food_truck"] = "place_food_truck"
    column: ColumnIndex


class RevealCard(StrictModel):
    """Physical deck: the card just revealed for the asked slot; ``None`` means the deck is empty."""

    kind: Literal["reveal_card"] = "reveal_card"
    card: CardId | None


class RollDie(StrictModel):
    """The Robot's die: ``value`` as rolled at the table, or ``None`` to let the engine roll it."""

    kind: Literal["roll_die"] = "roll_die"
    value: Annotated[int, Field(ge=1, le=6)] | None = None


class TakeCard(StrictModel):
    """Normal selection: take the front-row card above ``column`` (food truck / foodie rewards apply)."""

    kind: Literal["take_card"] = "take_card"
    column: ColumnIndex


class UseSandDollarAction(StrictModel):
    """Pay for one of the game's sand dollar actions and take the cards in ``slots``.

    ``slots`` lists the display slots taken: one for most actions, two front slots for "two front",
    a front slot and the back slot behind it for "front and behind"."""

    kind: Literal["sand_dollar_action"] = "sand_dollar_action"
    action: CardId
    slots: Annotated[tuple[DisplaySlot, ...], Field(min_length=1, max_length=2)]


class Pass(StrictModel):
    """Take no card this turn: legal only when no card can be taken (the deck ran out)."""

    kind: Literal["pass"] = "pass"


class PlaceCard(StrictModel):
    """Place a card taken this turn on an empty square of its row that touches the city."""

    kind: Literal["place_card"] = "place_card"
    card: CardId
    row: Row
    column: GridColumn


class MovePerson(StrictModel):
    """Move one person of type ``person`` from ``from_square`` along ``path``.

    ``path`` is every square entered, in order, the destination last (so the cards a VIP passes
    through are explicit). For "move up to N here" the path is just the card's square."""

    kind: Literal["move_person"] = "move_person"
    person: PersonType
    from_square: Square
    # As long as any move can be: a user-entered card may move people up to 99 spaces, but a path
    # never enters a square twice and a city has at most 15 cards plus the tile's 2 halves.
    path: Annotated[tuple[Square, ...], Field(min_length=1, max_length=15 + 2)]


class ChooseHappyDay(StrictModel):
    """Happy day: 1 sand dollar and 1 move, 2 sand dollars, or 2 one-space moves."""

    kind: Literal["happy_day"] = "happy_day"
    option: HappyDayOption


class SwapCards(StrictModel):
    """Swap two feature cards of the same row; people and footprints go with their cards."""

    kind: Literal["swap_cards"] = "swap_cards"
    first: Square
    second: Square


class ReturnPerson(StrictModel):
    """Return one person of type ``person`` from ``square`` to the supply."""

    kind: Literal["return_person"] = "return_person"
    square: Square
    person: PersonType


class Done(StrictModel):
    """Finish the current optional step (moves, swaps, returns, final movement) early."""

    kind: Literal["done"] = "done"


Action = Annotated[
    ChooseStartingTile
    | PlaceFoodTruck
    | RevealCard
    | RollDie
    | TakeCard
    | UseSandDollarAction
    | Pass
    | PlaceCard
    | MovePerson
    | ChooseHappyDay
    | SwapCards
    | ReturnPerson
    | Done,
    Field(discriminator="kind"),
]

_LOG = TypeAdapter(tuple[Action, ...])


def action_log_to_json(actions: tuple | list, indent: int | None = None) -> str:
    """An action log as JSON text (a list of objects with a ``kind``)."""
    return _LOG.dump_json(tuple(actions), indent=indent).decode()


def action_log_from_json(text: str | bytes) -> tuple:
    """Parse an action log written by ``action_log_to_json``; raises pydantic ``ValidationError``."""
    return _LOG.validate_json(text)


def parse_action(data: dict) -> object:
    """One action from a JSON-ready dict (``{"kind": "take_card", "column": 2}``)."""
    return TypeAdapter(Action).validate_python(data)
