"""The action objects ``legal_actions`` offers, built once and shared.

Actions are frozen pydantic models compared by value, so one instance per distinct action serves
every list that offers it; building (and validating) a fresh model for each offer was a large part
of listing legal actions. The cache is bounded: it starts over when full.

This module makes actions only; ``scorer.engine.rules`` decides which are legal.
"""

from __future__ import annotations

from typing import Any, TypeVar

from scorer.engine import actions as act
from scorer.engine.setup import DISPLAY_COLUMNS
from scorer.scoring.memo import remember

DONE = act.Done()
PASS = act.Pass()
TAKE_CARD = tuple(act.TakeCard(column=c) for c in range(DISPLAY_COLUMNS))
"""``TAKE_CARD[column]``: take the front-row card above ``column``."""
PLACE_FOOD_TRUCK = tuple(act.PlaceFoodTruck(column=c) for c in range(DISPLAY_COLUMNS))
ROLLS = (act.RollDie(value=None),) + tuple(act.RollDie(value=v) for v in range(1, 7))
"""The Robot's die: rolled by the engine, then each value entered from the table."""
HAPPY_DAY_OPTIONS = ("dollar_and_move", "two_dollars", "two_moves")
HAPPY_DAYS = tuple(act.ChooseHappyDay(option=o) for o in HAPPY_DAY_OPTIONS)

_LIMIT = 1 << 16
_MADE: dict[tuple, Any] = {}  # each key's first word says what its value is (an action, a tuple of them)
_Made = TypeVar("_Made")


def _remember(key: tuple, action: _Made) -> _Made:
    return remember(_MADE, key, action, _LIMIT)


def place_card(card: str, row: str, column: int) -> act.PlaceCard:
    """``PlaceCard(card=card, row=row, column=column)``, shared."""
    key = ("place", card, row, column)
    found = _MADE.get(key)
    return found if found is not None else _remember(key, act.PlaceCard(card=card, row=row, column=column))


def place_cards(card: str, squares: tuple) -> tuple[act.PlaceCard, ...]:
    """``place_card`` on each of ``squares`` in order, as one shared tuple (a card's legal squares
    are a tuple shared per city shape, so the same answer is asked again and again)."""
    key = ("place_all", card, squares)
    found = _MADE.get(key)
    if found is None:
        found = _remember(key, tuple(place_card(card, row, column) for row, column in squares))
    return found


def move_person(person: str, from_square: tuple, path: tuple) -> act.MovePerson:
    """``MovePerson(person=person, from_square=from_square, path=path)``, shared."""
    key = ("move", person, from_square, path)
    found = _MADE.get(key)
    if found is None:
        found = _remember(key, act.MovePerson(person=person, from_square=from_square, path=path))
    return found


def sand_dollar_action(action: str, slots: tuple) -> act.UseSandDollarAction:
    """``UseSandDollarAction(action=action, slots=slots)``, shared."""
    key = ("sand_dollar", action, slots)
    found = _MADE.get(key)
    return found if found is not None else _remember(key, act.UseSandDollarAction(action=action, slots=slots))


def swap_cards(first: tuple, second: tuple) -> act.SwapCards:
    """``SwapCards(first=first, second=second)``, shared."""
    key = ("swap", first, second)
    found = _MADE.get(key)
    return found if found is not None else _remember(key, act.SwapCards(first=first, second=second))


def return_person(square: tuple, person: str) -> act.ReturnPerson:
    """``ReturnPerson(square=square, person=person)``, shared."""
    key = ("return", square, person)
    found = _MADE.get(key)
    return found if found is not None else _remember(key, act.ReturnPerson(square=square, person=person))


def choose_starting_tile(tile: str) -> act.ChooseStartingTile:
    """``ChooseStartingTile(tile=tile)``, shared."""
    key = ("tile", tile)
    found = _MADE.get(key)
    return found if found is not None else _remember(key, act.ChooseStartingTile(tile=tile))


def reveal_card(card: str | None) -> act.RevealCard:
    """``RevealCard(card=card)``, shared (``None``: the deck is empty)."""
    key = ("reveal", card)
    found = _MADE.get(key)
    return found if found is not None else _remember(key, act.RevealCard(card=card))
